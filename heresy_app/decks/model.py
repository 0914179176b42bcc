"""The deck model: a name, a declared side (or none), and entries of (card id, count) in order.

>>> deck = Deck(name="Sons of Horus", side="traitor")
>>> deck.add("IS-103", 4); deck.add("IS-201", 2); deck.size
6
>>> deck.counts()
[('IS-103', 4), ('IS-201', 2)]

An entry whose text named no card keeps that text in ``written`` (``card_id`` is None): a deck
from a newer card pool loses nothing in an older program, and validation reports it.
"""

from __future__ import annotations

import operator
import re
from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

if TYPE_CHECKING:
    from heresy_app.cards.db import CardDB

DECK_FORMAT_VERSION = 1
MIN_DECK_SIZE = 60
MAX_COPIES = 4
MAX_COUNT = 999

DeckSide = Literal["loyalist", "traitor"]

# What no deck file format can hold and read back the same: control characters (XML 1.0 has no
# way to write them, a NUL makes a text file binary), noncharacters, lone surrogates.
_UNWRITABLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffe\uffff\ud800-\udfff]")


_LINE_BREAK = re.compile("\r\n|[\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]")


def writable_text(value: str, lines: bool = True) -> str:
    """``value`` as every deck file format writes it and reads it back: a line break of any kind
    (CR LF, CR, U+2028…) is ``\\n`` and blank lines at either end go (with ``lines=False``: the
    lines are joined by a space, each stripped), and characters no format can hold are dropped
    (issue 16, finding 7). Applying it twice changes nothing.

    >>> writable_text("\\none\\x02\\rtwo\\u2028three\\n "), writable_text(" Iron\\x01 \\r\\n Tenth ", lines=False)
    ('one\\ntwo\\nthree', 'Iron Tenth')
    """
    parts = _UNWRITABLE.sub("", _LINE_BREAK.sub("\n", value)).split("\n")
    if not lines:
        return " ".join(p.strip() for p in parts if p.strip())
    while parts and not parts[0].strip():
        parts.pop(0)
    while parts and not parts[-1].strip():
        parts.pop()
    return "\n".join(parts)


class DeckEntry(BaseModel):
    """``count`` copies of one card. ``line`` is where it was read from (not part of equality)."""

    model_config = ConfigDict(validate_assignment=True)

    card_id: str | None = None
    count: int = Field(default=1, ge=1, le=MAX_COUNT)
    written: str | None = Field(default=None, description="the text as written, when it named no card")
    line: int | None = Field(default=None, exclude=True, repr=False)

    @field_validator("written")
    @classmethod
    def _strip(cls, value: str | None) -> str | None:
        return writable_text(value, lines=False) if isinstance(value, str) else value

    @property
    def known(self) -> bool:
        return self.card_id is not None

    @property
    def label(self) -> str:
        """The card id, or the text as written for an entry that named no card."""
        return self.card_id or self.written or "?"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DeckEntry):
            return NotImplemented
        return (self.card_id, self.count, self.written if self.card_id is None else None) == \
            (other.card_id, other.count, other.written if other.card_id is None else None)



class Deck(BaseModel):
    """A deck: ``entries`` are the deck itself, ``sideboard`` extra cards kept beside it."""

    model_config = ConfigDict(validate_assignment=True)

    format_version: int = DECK_FORMAT_VERSION
    name: str = ""
    side: DeckSide | None = None
    entries: list[DeckEntry] = Field(default_factory=list)
    sideboard: list[DeckEntry] = Field(default_factory=list)
    notes: str = ""

    @field_validator("name")
    @classmethod
    def _one_line(cls, value: str) -> str:
        return writable_text(value, lines=False)

    @field_validator("notes")
    @classmethod
    def _lines(cls, value: str) -> str:
        return writable_text(value)

    # -- reading
    @property
    def size(self) -> int:
        """How many cards the deck holds (the sideboard not counted)."""
        return sum(e.count for e in self.entries)

    def counts(self, sideboard: bool = False) -> list[tuple[str | None, int]]:
        return [(e.card_id, e.count) for e in (self.sideboard if sideboard else self.entries)]

    def count_of(self, card_id: str) -> int:
        return sum(e.count for e in self.entries if e.card_id == card_id)

    def copies(self) -> Counter[str]:
        """Known card id -> copies in the deck (duplicate entries summed)."""
        c: Counter[str] = Counter()
        for e in self.entries:
            if e.card_id is not None:
                c[e.card_id] += e.count
        return c

    def card_list(self) -> list[str]:
        """Every known card of the deck, one item a copy, in entry order (to shuffle and draw)."""
        return [e.card_id for e in self.entries if e.card_id is not None for _ in range(e.count)]

    def unknown(self) -> list[DeckEntry]:
        return [e for e in self.entries + self.sideboard if e.card_id is None]

    # -- editing
    def add(self, card_id: str, count: int = 1, sideboard: bool = False) -> None:
        """Add copies, to the card's existing entry when it has one."""
        entries = self.sideboard if sideboard else self.entries
        for e in entries:
            if e.card_id == card_id:
                e.count = e.count + count
                return
        entries.append(DeckEntry(card_id=card_id, count=count))

    def remove(self, card_id: str, count: int = 1, sideboard: bool = False) -> int:
        """Remove up to ``count`` copies (last entries first); returns how many were removed."""
        entries = self.sideboard if sideboard else self.entries
        removed = 0
        for e in reversed(list(entries)):
            if removed >= count:
                break
            if e.card_id != card_id:
                continue
            take = min(e.count, count - removed)
            removed += take
            if take == e.count:
                entries.remove(e)
            else:
                e.count = e.count - take
        return removed

    def merged(self) -> Deck:
        """A copy with duplicate entries of one card summed into the first."""
        def merge(entries: list[DeckEntry]) -> list[DeckEntry]:
            out: list[DeckEntry] = []
            seen: dict[str, DeckEntry] = {}
            for e in entries:
                key = e.card_id or ("?" + (e.written or "").casefold())
                if key in seen:
                    seen[key].count = min(MAX_COUNT, seen[key].count + e.count)
                else:
                    seen[key] = e.model_copy()
                    out.append(seen[key])
            return out
        return self.model_copy(update={"entries": merge(self.entries), "sideboard": merge(self.sideboard)})


def card_ids(deck: Deck | Iterable[Any], db: CardDB | None = None, *, name: str | None = None) -> list[str]:
    """Every card of a deck as a flat list of card ids, one item a copy, in entry order (what a
    game shuffles). The sideboard is not part of the deck.

    ``deck`` is a :class:`Deck` (its entries), any object with ``entries``, ``counts()`` or
    ``cards``, or a list of card ids and/or ``(card id, count)`` pairs. Raises ``ValueError``
    naming the deck (``name``, else the deck's own name, else "deck") when an entry names no
    known card: a Deck entry kept as written, an empty id, a bad count, or (with ``db``, a CardDB)
    an id the card database does not hold.

    >>> card_ids([("IS-001", 2), "IS-004"])
    ['IS-001', 'IS-001', 'IS-004']
    >>> deck = Deck(name="Sons of Horus", entries=[DeckEntry(card_id="IS-103", count=2)])
    >>> card_ids(deck)
    ['IS-103', 'IS-103']
    >>> deck.entries.append(DeckEntry(written="Warmaster's Guard"))
    >>> card_ids(deck)
    Traceback (most recent call last):
    ...
    ValueError: Sons of Horus: entry 2 ("Warmaster's Guard") names no known card
    """
    if isinstance(deck, (str, bytes)):
        raise TypeError("card_ids takes a deck or a list of card ids, not a string "
                        "(read a deck file with heresy_app.decks.load_deck first)")
    label = name or getattr(deck, "name", None) or "deck"
    any_deck: Any = deck   # duck-typed: entries, counts() or cards, else the items themselves
    if isinstance(getattr(any_deck, "entries", None), list):
        items: Iterable[Any] = any_deck.entries
    elif callable(getattr(any_deck, "counts", None)):
        items = any_deck.counts()
    elif not isinstance(deck, (list, tuple)) and hasattr(deck, "cards"):
        items = any_deck.cards
    else:
        items = any_deck
    out: list[str] = []
    for n, item in enumerate(items, start=1):
        cid: Any
        if isinstance(item, str):
            cid, count, written = item, 1, item
        elif isinstance(item, (list, tuple)) and len(item) == 2:
            cid, count = item
            written = cid
        else:
            cid = getattr(item, "card_id", None) or getattr(item, "id", None)
            count = getattr(item, "count", 1)
            written = getattr(item, "written", None) or cid
        if not isinstance(cid, str) or not cid.strip():
            raise ValueError(f"{label}: entry {n} ({_quoted(written)}) names no known card")
        try:
            copies = operator.index(count) if not isinstance(count, bool) else -1
        except TypeError:
            copies = -1
        if copies < 0:
            raise ValueError(f"{label}: entry {n} ({cid}): the count {count!r} is not a whole number of copies")
        out.extend([cid] * copies)
    if db is not None and out:
        from heresy_app.decks.index import card_index

        idx = card_index(db)
        for cid in dict.fromkeys(out):
            if idx.get(cid) is None:
                raise ValueError(f"{label}: {cid!r} names no known card")
    return out


def _quoted(text: object) -> str:
    if not isinstance(text, str) or not text.strip():
        return "empty"
    return '"' + text.strip() + '"'
