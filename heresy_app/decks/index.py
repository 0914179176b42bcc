"""Per-card facts a deck needs (side, type, identity, flags, die, stats, names), read once per
card database with one query and cached, so validation and statistics never build card models.

>>> from heresy_app.cards.db import CardDB
>>> idx = card_index(CardDB(user=False))
>>> idx.facts["IS-001"].flags, idx.resolve("ТАКТИЧЕСКИЙ ОТРЯД")
(1, 'IS-001')
"""

from __future__ import annotations

import os
import re
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from heresy_app.cards.model import canonical_id
from heresy_app.cards.textfold import fold
from heresy_app.i18n import pick

if TYPE_CHECKING:
    from heresy_app.cards.db import CardDB

_COLUMNS = ("id", "name_en", "name_ru", "type", "side", "identity", "flags", "is_unique", "die",
            "firepower", "assault", "speed", "armor", "cmd_type")


@dataclass(frozen=True, slots=True)
class CardFacts:
    id: str
    name_en: str
    name_ru: str
    type: str
    side: str
    identity: str
    flags: int
    unique: bool
    die: int | None
    firepower: int | None
    assault: int | None
    speed: int | None
    armor: int | None
    cmd_type: str | None

    def name(self, lang: str = "en") -> str:
        return str(pick(lang, en=self.name_en, ru=self.name_ru))

    @property
    def flagged_unit(self) -> bool:
        return self.type == "unit" and self.flags > 0


_LOOSE_DROP = re.compile(r"[«»\"'“”„‘’`.,:;!?()\[\]-]+")


def loose_key(text: str) -> str:
    """A forgiving form of a name: folded, without quotes and punctuation, spaces collapsed."""
    return " ".join(_LOOSE_DROP.sub(" ", fold(text)).split())


class CardIndex:
    """Card id -> :class:`CardFacts`, and names (either language, any case, ё = е) -> id."""

    def __init__(self, rows: Sequence[Sequence[Any]]):
        self.facts: dict[str, CardFacts] = {}
        self.names: dict[str, str] = {}
        self.loose: dict[str, str] = {}
        self.by_identity: dict[str, list[str]] = {}
        # card id -> (en, ru) of each ability the battle engine leaves to the players, filled by
        # the deck check as it meets the card (decks.validate)
        self.by_hand: dict[str, tuple[Any, ...]] = {}
        for row in rows:
            f = CardFacts(*row[:7], bool(row[7]), *row[8:])  # type: ignore[call-arg]  # a row holds _COLUMNS
            if f.id in self.facts:
                continue  # the shipped card wins, as in CardDB.get
            self.facts[f.id] = f
            self.by_identity.setdefault(f.identity, []).append(f.id)
        for f in self.facts.values():
            for key in (f.name_en, f.name_ru, f.id):
                self.names.setdefault(fold(key), f.id)
                self.loose.setdefault(loose_key(key), f.id)

    def resolve(self, text: str) -> str | None:
        """The card id an id or a name means, or None."""
        t = text.strip()
        if not t:
            return None
        cid = self.names.get(fold(t))
        if cid is None:
            canonical = canonical_id(t)        # IS-1 is IS-001
            cid = self.names.get(fold(canonical)) if canonical else None
        if cid is None:
            cid = self.loose.get(loose_key(t))
        return cid

    def get(self, card_id: str | None) -> CardFacts | None:
        return self.facts.get(card_id) if card_id is not None else None


_CACHE: weakref.WeakKeyDictionary[CardDB, tuple[tuple[Any, ...], CardIndex]] = weakref.WeakKeyDictionary()


def _token(db: CardDB) -> tuple[Any, ...]:
    """Changes when the user database is attached, detached or written."""
    user = getattr(db, "user_path", None)
    if getattr(db, "has_user", False) and user is not None:
        try:
            st = os.stat(user)
            return (True, st.st_mtime_ns, st.st_size)
        except OSError:
            return (True, None, None)
    return (False,)


def card_index(db: CardDB) -> CardIndex:
    """The cached :class:`CardIndex` of ``db`` (a CardDB), rebuilt when its user cards change."""
    token = _token(db)
    hit = _CACHE.get(db)
    if hit is not None and hit[0] == token:
        return hit[1]
    index = CardIndex(db.columns(_COLUMNS))
    _CACHE[db] = (token, index)
    return index


def index_of(db: CardDB | None, index: CardIndex | None = None) -> CardIndex:
    """``index`` when given, else the cached index of ``db``."""
    if index is not None:
        return index
    if db is None:
        raise TypeError("a card database (db) or its index is needed")
    return card_index(db)


def forget(db: CardDB) -> None:
    """Drop the cached index of ``db`` (it is rebuilt on next use)."""
    _CACHE.pop(db, None)
