"""The sample decks as the engine plays them: flat lists of card ids.

>>> ids = sample_ids("loyalist")
>>> len(ids)
60
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from heresy_app.cards.db import CardDB

__all__ = ["sample_ids", "playable_ids"]

_cache: dict[tuple[str, int], list[str]] = {}


def sample_ids(side: str, db: CardDB | None = None) -> list[str]:
    """The card ids of the sample deck of ``side`` ("loyalist" or "traitor"), each copy listed."""
    key = (side, id(db))
    if key not in _cache:
        from heresy_app.decks.formats import load_deck
        if db is None:
            from heresy_app.cards.db import CardDB
            db = CardDB()
        from heresy_app.decks.model import card_ids
        _cache[key] = card_ids(load_deck(f"sample:{side}", db), db)
    return list(_cache[key])


def playable_ids(spec: Any, db: CardDB | None = None) -> tuple[list[str], str]:
    """A deck argument of the command line (a path or ``sample:NAME``), or a deck object, as a flat
    list of card ids and a display name. Raises ``ValueError`` (a ``DeckFileError`` for files)
    naming the deck when it cannot be played."""
    from heresy_app.decks.model import card_ids
    if isinstance(spec, str):
        from heresy_app.decks.formats import load_deck
        if db is None:
            from heresy_app.cards.db import CardDB
            db = CardDB()
        deck, name = load_deck(spec, db, strict=True), spec
    else:
        deck, name = spec, getattr(spec, "name", None) or "deck"
    ids = card_ids(deck, db, name=str(name))
    if not ids:
        raise ValueError(f"{name}: the deck has no cards")
    return ids, str(name)
