"""Collection files and what a deck needs beyond your collection.

A collection file is the plain-text deck format (``4 Tactical Squad``, ``4x IS-012``, Russian
names too; shared/CONTRACT.md) or CSV ``card,count`` where ``card`` is an id or a name in either
language (an optional header ``card,count``). The collection itself is stored by
:mod:`heresy_app.cards.collection`.

>>> from heresy_app.cards.db import CardDB
>>> db = CardDB(user=False)
>>> parse_collection("card,count\\nIS-001,3\\nТактический отряд,1\\n", db)
{'IS-001': 4}
>>> parse_collection("4 Tactical Squad\\n2x IS-004\\n", db)
{'IS-001': 4, 'IS-004': 2}
>>> parse_collection("IS-001,many\\n", db, "mine.csv")
Traceback (most recent call last):
...
heresy_app.decks.formats.DeckFileError: mine.csv:1: count 'many' is not a whole number
"""

from __future__ import annotations

import csv
import io
import os
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from heresy_app.decks.formats import MAX_FILE_BYTES, DeckFileError, parse_text
from heresy_app.decks.index import card_index
from heresy_app.decks.model import Deck
from heresy_app.files import FileProblem, decode, printable, read_bytes
from heresy_app.i18n import t

if TYPE_CHECKING:
    from heresy_app.cards.db import CardDB

CSV_HEADERS = {("card", "count"), ("карта", "количество"), ("id", "count"), ("name", "count")}
_DECK_LINE = re.compile(r"^\d+(?:\s*[xXхХ×])?\s+\S")
MAX_COLLECTION_BYTES = 8 * MAX_FILE_BYTES


def read_collection_file(path: str | os.PathLike[str], db: CardDB) -> dict[str, int]:
    """Card id -> copies listed in a collection file (lines naming one card are summed).
    Raises :class:`~heresy_app.decks.formats.DeckFileError` naming the file and the line."""
    try:
        text = decode(read_bytes(path, limit=MAX_COLLECTION_BYTES, what="collection"), path)
    except FileProblem as problem:
        raise DeckFileError.from_problem(path, problem) from None
    return parse_collection(text, db, path)


def _first_line(text: str) -> str:
    for raw in text.splitlines():
        s = raw.strip().lstrip("\ufeff").strip()
        if s and not s.startswith("#"):
            return s
    return ""


def is_csv(text: str) -> bool:
    """Whether collection text is CSV ``card,count`` rather than the plain-text deck format."""
    first = _first_line(text)
    return bool(first) and not _DECK_LINE.match(first) and _csv_line(first)


def _csv_line(line: str) -> bool:
    """Whether the first line reads as CSV: a quoted first cell, two cells (one comma) the first of
    which is not blank, or three cells (two commas: a row with a cell too many, refused later by
    name). In one pass: the pattern ``^[^,]*\\S[^,]*,\\s*[^,]*$`` it replaces (and whose cases these
    are) backtracked quadratically over a long line without a comma (issue 29, finding 4)."""
    if line.startswith('"'):
        return True
    commas = line.count(",")
    return commas == 2 or (commas == 1 and bool(line.partition(",")[0].strip()))


def parse_collection(text: str, db: CardDB, source: str | os.PathLike[str] = "<collection>") -> dict[str, int]:
    """Card id -> copies, from collection text in either format (see the module)."""
    from heresy_app.cards.collection import MAX_OWNED

    text = text.lstrip("\ufeff")
    out: dict[str, int] = {}
    if not is_csv(text):
        deck = parse_text(text, db, source, strict=True)
        for e in deck.entries + deck.sideboard:
            assert e.card_id is not None   # strict=True: a card no database holds was refused
            out[e.card_id] = min(MAX_OWNED, out.get(e.card_id, 0) + e.count)
        return out
    idx = card_index(db)
    reader = csv.reader(io.StringIO(text, newline=""))
    first = True
    try:
        for row in reader:
            line = reader.line_num
            cells = [c.strip() for c in row]
            if not any(cells) or cells[0].startswith("#"):
                continue
            if first and tuple(c.casefold() for c in cells) in CSV_HEADERS:
                first = False
                continue
            first = False
            if len(cells) != 2:
                raise DeckFileError(source, line, f"expected two cells, a card and a count, not {len(cells)}",
                                    ru=f"ожидались две ячейки, карта и количество, а не {len(cells)}")
            card, count_text = cells
            if re.fullmatch(r"\d{7,}", count_text):
                shown = count_text[:8] + "…"
                raise DeckFileError(source, line, f"count {shown} is out of range (0..{MAX_OWNED})",
                                    ru=f"количество {shown} вне допустимого (0..{MAX_OWNED})")
            if not re.fullmatch(r"\d{1,6}", count_text):
                shown = printable(count_text, 20)
                raise DeckFileError(source, line, f"count {shown!r} is not a whole number",
                                    ru=f"количество «{shown}» — не целое число")
            count = int(count_text)
            if not card:
                raise DeckFileError(source, line, "no card is named", ru="не названа карта")
            cid = idx.resolve(card)
            if cid is None:
                shown = printable(card, 60)
                raise DeckFileError(source, line, f"no card named or numbered {shown!r}", db.suggest(card),
                                    ru=f"нет карты с именем или номером «{shown}»")
            out[cid] = min(MAX_OWNED, out.get(cid, 0) + count)
    except csv.Error as err:
        raise DeckFileError(source, reader.line_num + 1, f"not valid CSV: {err}", ru=f"не CSV: {err}") from None
    return {cid: n for cid, n in out.items() if n > 0}


@dataclass(frozen=True)
class Need:
    """One card of a deck against your collection."""

    card_id: str
    needed: int       # copies in the deck and its sideboard
    owned: int        # copies in your collection

    @property
    def missing(self) -> int:
        return max(0, self.needed - self.owned)


def needs(deck: Deck, owned: dict[str, int]) -> list[Need]:
    """Each known card of ``deck`` (its sideboard included), in deck order, with the copies it
    needs and the copies you own."""
    counts: dict[str, int] = {}
    for e in deck.entries + deck.sideboard:
        if e.card_id is not None:
            counts[e.card_id] = counts.get(e.card_id, 0) + e.count
    return [Need(cid, n, owned.get(cid, 0)) for cid, n in counts.items()]


def missing(deck: Deck, owned: dict[str, int]) -> list[Need]:
    """The cards of ``deck`` you own fewer copies of than it needs."""
    return [n for n in needs(deck, owned) if n.missing > 0]


def collection_text(owned: dict[str, int], db: CardDB, lang: str = "en", ids: bool = False) -> str:
    """The collection in the plain-text deck format (what ``heresy collection import`` reads back),
    sorted by name; an id where the name would read back as another card."""
    idx = card_index(db)
    rows = []
    for cid, n in owned.items():
        f = idx.get(cid)
        if f is None:
            rows.append(("~" + cid, f"{n} {cid}"))
            continue
        name = f.name(lang)
        label = f"{f.id}  # {name}" if ids or idx.resolve(name) != f.id else name
        rows.append((name.casefold(), f"{n} {label}"))
    head = "# " + t("collection-file-title", lang)
    return "\n".join([head] + [line for _, line in sorted(rows)]) + "\n"


def collection_csv(owned: dict[str, int], db: CardDB, lang: str = "en", ids: bool = False) -> str:
    """The collection as CSV ``card,count`` (names in ``lang``, or ids), sorted by name."""
    idx = card_index(db)
    rows = []
    for cid, n in owned.items():
        f = idx.get(cid)
        name = f.name(lang) if f is not None else cid
        card = cid if ids or f is None or idx.resolve(name) != f.id else name
        rows.append((f is None, name.casefold(), card, n))
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(["card", "count"])
    for _, _, card, n in sorted(rows):
        writer.writerow([card, n])
    return buf.getvalue()

