"""The card sources: TOML text under heresy_app/data, reviewed like code.

``data/sets.toml`` lists the sets; every ``data/cards/*.toml`` holds ``[[card]]`` tables (see
docs/cards-format.md). Loading validates every card with the model; a malformed source raises
:class:`SourceError` naming the file, the card id and the field.

>>> sets, cards = load_all()
>>> next(c for c in cards if c.id == "IS-001").name.ru
'Тактический отряд'
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from pydantic import ValidationError

from heresy_app.cards.model import Card, CardSet
from heresy_app.paths import DATA_DIR


class SourceError(Exception):
    def __init__(self, file: Path | str, card_id: str | None, field: str | None, reason: str):
        self.file, self.card_id, self.field, self.reason = str(file), card_id, field, reason
        where = self.file
        if card_id:
            where += f": card {card_id}"
        if field:
            where += f": field {field}"
        super().__init__(f"{where}: {reason}")


def field_path(loc: tuple) -> str:
    """Turn a pydantic error location into ``abilities[1].en``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def first_error(exc: ValidationError) -> tuple[str | None, str]:
    err = exc.errors()[0]
    field = field_path(err["loc"]) or None
    msg = err["msg"].removeprefix("Value error, ")
    return field, msg


def _read_toml(path: Path) -> dict:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise SourceError(path, None, None, f"not valid TOML: {exc}") from None
    except OSError as exc:
        raise SourceError(path, None, None, f"cannot read: {exc.strerror}") from None


def load_sets(data_dir: Path = DATA_DIR) -> list[CardSet]:
    path = data_dir / "sets.toml"
    raw = _read_toml(path)
    sets = []
    for i, entry in enumerate(raw.get("set", [])):
        try:
            sets.append(CardSet.model_validate(entry))
        except ValidationError as exc:
            field, msg = first_error(exc)
            raise SourceError(path, entry.get("code") if isinstance(entry, dict) else f"#{i + 1}", field, msg) from None
    return sets


def load_cards_file(path: Path) -> list[Card]:
    raw = _read_toml(path)
    unknown = set(raw) - {"card"}
    if unknown:
        raise SourceError(path, None, sorted(unknown)[0], "unknown top-level table (expected [[card]])")
    cards = []
    for i, entry in enumerate(raw.get("card", [])):
        card_id = entry.get("id") if isinstance(entry, dict) else None
        try:
            cards.append(Card.model_validate(entry))
        except ValidationError as exc:
            field, msg = first_error(exc)
            raise SourceError(path, card_id or f"#{i + 1}", field, msg) from None
    return cards


def load_all(data_dir: Path = DATA_DIR) -> tuple[list[CardSet], list[Card]]:
    """Every set and card of the sources, in id order; duplicate ids and unknown sets are errors."""
    sets = load_sets(data_dir)
    codes = {s.code for s in sets}
    seen: dict[str, Path] = {}
    cards: list[Card] = []
    for path in sorted((data_dir / "cards").glob("*.toml")):
        for card in load_cards_file(path):
            if card.id in seen:
                raise SourceError(path, card.id, "id", f"duplicate id (also in {seen[card.id].name})")
            if card.set not in codes:
                raise SourceError(path, card.id, "id", f"unknown set {card.set!r} (add it to sets.toml)")
            seen[card.id] = path
            cards.append(card)
    cards.sort(key=lambda c: (c.set, c.number))
    return sets, cards
