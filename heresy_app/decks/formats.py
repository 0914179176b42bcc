"""Deck files: plain text (shared/CONTRACT.md), the project's JSON, and Cockatrice's ``.cod`` XML.

Every format is one entry of :data:`FORMATS` (name, file suffixes, a label in English and Russian
for file dialogs, a reader and a writer); the command line's ``--format`` choices, reading by
suffix and the window's open and save dialogs all read that registry, so a new format is one
:func:`register` call.

>>> from heresy_app.cards.db import CardDB
>>> db = CardDB(user=False)                         # the shipped cards only
>>> deck = parse_text("# side: loyalist\\n4 Tactical Squad\\n4x IS-004\\n", db)
>>> deck.counts()
[('IS-001', 4), ('IS-004', 4)]
>>> to_text(deck, db)
'# side: loyalist\\n4 Tactical Squad\\n4 Assault Squad\\n'
>>> to_text(deck, db, "ru")
'# side: loyalist\\n4 Тактический отряд\\n4 Штурмовой отряд\\n'
>>> format_for("Iron Tenth.cod"), list(FORMATS)
('cod', ['text', 'json', 'cod'])

Readers raise :class:`DeckFileError` naming the file, the line (or field) and, for a name that
matches no card in ``strict`` mode, the closest names. Without ``strict`` such an entry is kept
as written (``DeckEntry.card_id`` is None) and validation reports it. Saving is atomic.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from xml.parsers import expat
from xml.sax.saxutils import escape, quoteattr

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from heresy_app.atomic import atomic_write_text
from heresy_app.decks.index import card_index
from heresy_app.decks.model import DECK_FORMAT_VERSION, MAX_COUNT, Deck, DeckEntry, DeckSide, writable_text
from heresy_app.files import FileProblem, load_json, printable, read_bytes
from heresy_app.i18n import BASE, pick, t
from heresy_app.paths import DATA_DIR

if TYPE_CHECKING:
    from heresy_app.cards.db import CardDB

JSON_FORMAT_TAG = "heresy-deck"
MAX_FILE_BYTES = 2_000_000
SAMPLE_PREFIX = "sample:"
SAMPLE_DIR = DATA_DIR / "decks"


class DeckFileError(ValueError):
    """A deck file that cannot be read: ``path``, ``line`` (or None), ``message``, ``suggestions``;
    ``message_ru`` the message in Russian where there is one (:meth:`text`)."""

    def __init__(self, path: str | os.PathLike[str] | None, line: int | None, message: str,
                 suggestions: list[str] | tuple[str, ...] = (), *, ru: str | None = None):
        self.path = str(path) if path is not None else "<deck>"
        self.line = line
        self.message = message
        self.message_ru = ru
        self.suggestions = list(suggestions)
        super().__init__(self.text("en"))

    def text(self, lang: str = "en") -> str:
        """The one-line message in ``lang`` (English where no Russian one was given)."""
        where = f"{printable(self.path, 500)}:{self.line}" if self.line is not None else printable(self.path, 500)
        translated: str | None = pick(lang, en=None, ru=self.message_ru)
        message = translated or self.message
        # the hint speaks the message's language (an English message keeps an English hint)
        hint_lang = lang if translated else BASE
        hint = t("deck-did-you-mean", hint_lang, names=", ".join(self.suggestions)) if self.suggestions else ""
        return f"{where}: {message}{hint}"

    @classmethod
    def from_problem(cls, source: str | os.PathLike[str] | None, problem: FileProblem) -> DeckFileError:
        """The deck reader's form of a :class:`~heresy_app.files.FileProblem` (both languages)."""
        def words(lang: str) -> str:
            text = problem.detail(lang)
            if problem.field:
                text = t("deck-file-field", lang, field=problem.field, text=text)
            if problem.column is not None:
                text += t("deck-file-column", lang, column=problem.column)
            return text
        return cls(source, problem.line, words("en"), ru=words("ru"))


# ------------------------------------------------------------------ helpers

_SIDE_WORDS: dict[str, DeckSide | None] = {
    "loyalist": "loyalist", "loyalists": "loyalist", "лоялист": "loyalist", "лоялисты": "loyalist",
    "traitor": "traitor", "traitors": "traitor", "отступник": "traitor", "отступники": "traitor",
    "none": None, "": None, "-": None, "нет": None,
}


def _side_word(text: str) -> tuple[bool, DeckSide | None]:
    key = text.strip().casefold()
    if key in _SIDE_WORDS:
        return True, _SIDE_WORDS[key]
    return False, None


def _resolve_entry(db: CardDB, text: str, count: int, line: int | None, source: str | os.PathLike[str] | None,
                   strict: bool) -> DeckEntry:
    if not writable_text(text, lines=False):
        # only characters no deck file can hold (a control character, a noncharacter): the entry
        # would be written with no name at all and not read back (found by the fuzzing campaign)
        raise DeckFileError(source, line, f"a card needs a name or a number, not only {text!r}",
                            ru=f"у карты должно быть название или номер, а не только «{text}»")
    cid = card_index(db).resolve(text)
    if cid is None:
        if strict:
            shown = printable(text.strip(), 80)
            raise DeckFileError(source, line, f"no card named or numbered {shown!r}",
                                db.suggest(text), ru=f"нет карты с названием или номером «{shown}»")
        return DeckEntry(card_id=None, written=text, count=count, line=line)
    return DeckEntry(card_id=cid, count=count, line=line)


def _entry_name(entry: DeckEntry, db: CardDB, lang: str, ids: bool = False) -> str:
    """How an entry is written: the card's name, or its id when the name would read back as
    another printing (two cards sharing a name), or the text as written for an unknown card."""
    idx = card_index(db)
    f = idx.get(entry.card_id)
    if f is None:
        return entry.written or entry.card_id or "?"
    name = f.name(lang)
    if ids or idx.resolve(name) != f.id:
        return f"{f.id}  # {name}"
    return name


# ------------------------------------------------------------------ plain text

_ENTRY = re.compile(r"^(\d+)(?:\s*[xXхХ×])?\s+(\S.*)$")
_HEADER = re.compile(r"^(side|сторона|name|deck|название|колода)\s*:\s*(.*)$", re.IGNORECASE)
_SIDEBOARD_MARK = re.compile(r"^(sideboard|сайдборд)\s*:?$", re.IGNORECASE)
def _without_comment(line: str) -> str:
    """``line`` without a comment after the entry (``4 Tactical Squad  # the core``): from the first
    ``#`` that follows white space. One pass over the line (the pattern ``\\s+#.*$`` it replaces
    backtracked over every run of spaces: quadratic, issue 29, finding 4)."""
    at = line.find("#")
    while at >= 0:
        if at > 0 and line[at - 1].isspace():
            return line[:at].rstrip()
        at = line.find("#", at + 1)
    return line


_NOTE = re.compile(r"^note:\s?(.*)$", re.IGNORECASE)


def _note_line(note: str) -> str:
    """A note as a comment line; one that would read as a header is marked ``note:``."""
    if not note:
        return "#"
    if _HEADER.match(note.strip()) or _SIDEBOARD_MARK.match(note.strip()) or _NOTE.match(note.strip()):
        return f"# note: {note}"
    return f"# {note}"


def parse_text(text: str, db: CardDB, source: str | os.PathLike[str] = "<text>", strict: bool = False) -> Deck:
    """Read a plain-text deck: ``COUNT NAME`` or ``COUNT ID`` a line (``4x`` too), names in either
    language; ``#`` comments; ``# side: loyalist|traitor`` and ``# name: ...`` headers;
    a ``# sideboard`` line (or ``SB:`` before an entry) puts entries in the sideboard."""
    name, notes = "", []
    side: DeckSide | None = None
    entries: list[DeckEntry] = []
    sideboard: list[DeckEntry] = []
    in_side = False
    for n, raw in enumerate(text.splitlines(), start=1):
        s = raw.strip().lstrip("\ufeff").strip()
        if not s:
            continue
        if s.startswith("#"):
            body = s[1:].strip()
            h = _HEADER.match(body)
            if h and h.group(1).casefold() in ("side", "сторона"):
                ok, value = _side_word(h.group(2))
                if not ok:
                    raise DeckFileError(source, n, f"unknown side {h.group(2).strip()!r}: "
                                        "write loyalist or traitor",
                                        ru=f"неизвестная сторона «{h.group(2).strip()}»: напишите "
                                           "loyalist (лоялисты) или traitor (отступники)")
                side = value
            elif h:
                name = h.group(2).strip()
            elif _SIDEBOARD_MARK.match(body):
                in_side = True
            elif note := _NOTE.match(body):
                notes.append(note.group(1))
            else:
                notes.append(s[1:][1:] if s[1:].startswith(" ") else s[1:])
            continue
        target = sideboard if in_side else entries
        if s[:3].upper() == "SB:":
            s, target = s[3:].strip(), sideboard
        s = _without_comment(s)
        m = _ENTRY.match(s)
        if not m:
            raise DeckFileError(source, n, f"not a deck line: {_clip(s)!r} "
                                "(expected a count and a card, like '4 Tactical Squad')",
                                ru=f"не строка колоды: «{_clip(s)}» (нужны число и карта, например "
                                   "«4 Тактический отряд»)")
        count = _count(m.group(1))
        if count is None:
            raise DeckFileError(source, n, f"count {_clip_number(m.group(1))} is out of range (1..{MAX_COUNT})",
                                ru=f"число {_clip_number(m.group(1))} вне допустимого (1..{MAX_COUNT})")
        target.append(_resolve_entry(db, m.group(2), count, n, source, strict))
    return Deck(name=name, side=side, entries=entries, sideboard=sideboard, notes="\n".join(notes))


def _count(digits: str) -> int | None:
    """A count as written (digits), or None when it is out of range (thousands of digits included)."""
    if len(digits) > len(str(MAX_COUNT)) + 3:
        return None
    count = int(digits)
    return count if 1 <= count <= MAX_COUNT else None


def _clip_number(digits: str) -> str:
    return digits if len(digits) <= 10 else f"{digits[:8]}…{digits[-1]}"


def _clip(s: str, n: int = 60) -> str:
    return s if len(s) <= n else s[: n - 1] + "…"


def to_text(deck: Deck, db: CardDB, lang: str = "en", ids: bool = False) -> str:
    """The deck as plain text (names in ``lang``; ids with ``ids`` or where a name is ambiguous)."""
    out: list[str] = []
    if deck.name:
        out.append(f"# name: {' '.join(part.strip() for part in deck.name.splitlines())}")
    if deck.side:
        out.append(f"# side: {deck.side}")
    for note in deck.notes.splitlines():
        out.append(_note_line(note))
    for e in deck.entries:
        out.append(f"{e.count} {_entry_name(e, db, lang, ids)}")
    if deck.sideboard:
        out.append("# sideboard")
        for e in deck.sideboard:
            out.append(f"{e.count} {_entry_name(e, db, lang, ids)}")
    return "\n".join(out) + "\n" if out else ""


# ------------------------------------------------------------------ JSON

class _JsonCard(BaseModel):
    model_config = ConfigDict(extra="ignore")
    id: str | None = None
    name: str | None = None
    count: int = Field(ge=1, le=MAX_COUNT)


class _JsonDeck(BaseModel):
    model_config = ConfigDict(extra="ignore")
    format: str
    version: int
    name: str = ""
    side: str | None = None
    notes: str = ""
    cards: list[_JsonCard] = Field(default_factory=list)
    sideboard: list[_JsonCard] = Field(default_factory=list)


def to_json(deck: Deck, db: CardDB | None = None) -> str:
    """The project's JSON deck file (``format``: heresy-deck, ``version``: the schema version);
    with ``db``, each card also carries its English name for readers without the database."""
    idx = card_index(db) if db is not None else None

    def card(e: DeckEntry) -> dict[str, Any]:
        d: dict[str, Any] = {}
        if e.card_id is not None:
            d["id"] = e.card_id
            f = idx.get(e.card_id) if idx else None
            if f is not None:
                d["name"] = f.name_en
        else:
            d["name"] = e.written
        d["count"] = e.count
        return d

    doc = {"format": JSON_FORMAT_TAG, "version": DECK_FORMAT_VERSION, "name": deck.name,
           "side": deck.side, "notes": deck.notes, "cards": [card(e) for e in deck.entries]}
    if deck.sideboard:
        doc["sideboard"] = [card(e) for e in deck.sideboard]
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


def from_json(text: str, db: CardDB, source: str | os.PathLike[str] = "<json>", strict: bool = False) -> Deck:
    try:
        doc = load_json(text, source)
    except FileProblem as problem:
        raise DeckFileError.from_problem(source, problem) from None
    if not isinstance(doc, dict) or doc.get("format") != JSON_FORMAT_TAG:
        raise DeckFileError(source, None, f'not a Heresy deck: JSON without "format": "{JSON_FORMAT_TAG}"',
                            ru=f'не колода Heresy: в JSON нет "format": "{JSON_FORMAT_TAG}"')
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise DeckFileError(source, None, 'field "version": expected the schema version, a whole number')
    if version > DECK_FORMAT_VERSION:
        raise DeckFileError(source, None, f"written by a newer version (deck schema {version}); "
                            f"this one reads up to {DECK_FORMAT_VERSION}",
                            ru=f"записана более новой версией (схема колоды {version}); "
                               f"эта читает до {DECK_FORMAT_VERSION}")
    try:
        d = _JsonDeck.model_validate(doc)
    except ValidationError as exc:
        err = exc.errors()[0]
        loc = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in err["loc"]).lstrip(".")
        raise DeckFileError(source, None, f'field "{loc}": {err["msg"]}') from None
    ok, side = _side_word(d.side or "")
    if not ok:
        raise DeckFileError(source, None, f'field "side": unknown side {d.side!r}: write loyalist, traitor or null')

    def entries(cards: list[_JsonCard], field: str) -> list[DeckEntry]:
        out = []
        idx = card_index(db)
        for i, c in enumerate(cards):
            where = f'field "{field}[{i}]"'
            # "", blanks or only characters no file can hold name nothing either
            if not writable_text(c.id or "", lines=False) and not writable_text(c.name or "", lines=False):
                raise DeckFileError(source, None, f"{where}: a card needs an id or a name")
            cid = idx.resolve(c.id) if c.id else None
            if cid is None and c.name:
                cid = idx.resolve(c.name)
            if cid is None:
                text = (c.name if (c.name or "").strip() else c.id) or ""
                if strict:
                    raise DeckFileError(source, None, f"{where}: no card named or numbered {text!r}",
                                        db.suggest(text), ru=f"{where}: нет карты с названием или номером «{text}»")
                out.append(DeckEntry(card_id=None, written=text, count=c.count))
            else:
                out.append(DeckEntry(card_id=cid, count=c.count))
        return out

    return Deck(name=d.name, side=side, notes=d.notes, entries=entries(d.cards, "cards"),
                sideboard=entries(d.sideboard, "sideboard"))


# ------------------------------------------------------------------ Cockatrice .cod

COD_MAIN, COD_SIDE = "main", "side"
_COD_SIDE_LINE = re.compile(r"^#?\s*side\s*:\s*(\S*)\s*$", re.IGNORECASE)


def to_cod(deck: Deck, db: CardDB) -> str:
    """The deck as a Cockatrice ``.cod`` file: English names (Cockatrice matches cards by name),
    the deck in the ``main`` zone, the sideboard in ``side``; the side goes first in comments."""
    idx = card_index(db)

    def name(e: DeckEntry) -> str:
        f = idx.get(e.card_id)
        return f.name_en if f is not None else (e.written or e.card_id or "?")

    first = [f"side: {deck.side}"] if deck.side else []
    if not first and deck.notes and _COD_SIDE_LINE.match(deck.notes.splitlines()[0]):
        first = ["side: none"]  # so that a note reading "side: …" stays a note
    comments = "\n".join(first + ([deck.notes] if deck.notes else []))
    out = ['<?xml version="1.0" encoding="UTF-8"?>', '<cockatrice_deck version="1">',
           f"    <deckname>{escape(deck.name)}</deckname>",
           f"    <comments>{escape(comments)}</comments>"]
    for zone, entries in ((COD_MAIN, deck.entries), (COD_SIDE, deck.sideboard)):
        if zone == COD_SIDE and not entries:
            continue
        out.append(f'    <zone name="{zone}">')
        for e in entries:
            out.append(f'        <card number="{e.count}" name={quoteattr(name(e))}/>')
        out.append("    </zone>")
    out.append("</cockatrice_deck>")
    return "\n".join(out) + "\n"


class _Reject(Exception):
    pass


def from_cod(text: str | bytes, db: CardDB, source: str | os.PathLike[str] = "<cod>", strict: bool = False) -> Deck:
    """Read a Cockatrice ``.cod`` deck (text, or bytes in UTF-8: the encoding an XML declaration
    names is not followed, deck files are UTF-8). Cards resolve by name in either language or by id;
    zones ``main`` and ``side`` are read, an empty zone of another name is ignored."""
    # the file was read as UTF-8 (parse_deck): the encoding its declaration names does not count
    parser = expat.ParserCreate("UTF-8")
    parser.SetParamEntityParsing(expat.XML_PARAM_ENTITY_PARSING_NEVER)
    stack: list[str] = []
    texts: dict[str, list[str]] = {"deckname": [], "comments": []}
    zones: list[tuple[str, int, list[tuple[int, str, str | None]]]] = []

    def doctype(*_: object) -> None:
        raise _Reject("a deck file has no DOCTYPE (entity declarations are refused)")

    def start(tag: str, attrs: dict[str, str]) -> None:
        line = parser.CurrentLineNumber
        if not stack and tag != "cockatrice_deck":
            raise DeckFileError(source, line, f"not a Cockatrice deck: the root element is <{tag}>, "
                                "not <cockatrice_deck>",
                                ru=f"не колода Cockatrice: корневой элемент <{tag}>, а не <cockatrice_deck>")
        parent = stack[-1] if stack else None
        if tag == "zone" and parent == "cockatrice_deck":
            zones.append((attrs.get("name", ""), line, []))
        elif tag == "card" and parent == "zone" and len(stack) == 2:      # a zone of the deck itself
            name = attrs.get("name")
            if not name or not name.strip():
                raise DeckFileError(source, line, "a <card> without a name")
            zones[-1][2].append((line, name, attrs.get("number")))
        stack.append(tag)

    def end(tag: str) -> None:
        stack.pop()

    def chars(data: str) -> None:
        if len(stack) == 2 and stack[0] == "cockatrice_deck" and stack[1] in texts:
            texts[stack[1]].append(data)

    parser.StartDoctypeDeclHandler = doctype
    parser.EntityDeclHandler = doctype
    parser.StartElementHandler = start
    parser.EndElementHandler = end
    parser.CharacterDataHandler = chars
    try:
        parser.Parse(text if isinstance(text, bytes) else text.encode("utf-8"), True)
    except expat.ExpatError as e:
        raise DeckFileError(source, e.lineno, f"not valid XML: {expat.ErrorString(e.code)} "
                            f"(column {e.offset + 1})",
                            ru=f"не XML: {expat.ErrorString(e.code)} (столбец {e.offset + 1})") from None
    except _Reject as e:
        raise DeckFileError(source, parser.CurrentLineNumber, str(e)) from None

    comments = "".join(texts["comments"]).strip("\n")
    side: DeckSide | None = None
    lines = comments.splitlines()
    if lines:
        m = _COD_SIDE_LINE.match(lines[0])
        if m:
            ok, value = _side_word(m.group(1))
            if ok:
                side = value
                lines = lines[1:]
    entries: list[DeckEntry] = []
    sideboard: list[DeckEntry] = []
    for zone, zline, cards in zones:
        if zone == COD_MAIN:
            target = entries
        elif zone == COD_SIDE:
            target = sideboard
        elif not cards:
            continue
        else:
            raise DeckFileError(source, zline, f"zone {zone!r} holds cards, but a deck has only "
                                f"'{COD_MAIN}' and '{COD_SIDE}'")
        for line, name, number in cards:
            digits = number.strip() if number is not None else "1"
            if not re.fullmatch(r"[0-9]+", digits):
                raise DeckFileError(source, line, f"card {name!r}: number={_clip(number or '')!r} is not a whole number")
            count = _count(digits)
            if count is None:
                raise DeckFileError(source, line, f"card {name!r}: number {_clip_number(digits)} is out of range "
                                    f"(1..{MAX_COUNT})")
            target.append(_resolve_entry(db, name, count, line, source, strict))
    return Deck(name="".join(texts["deckname"]).strip(), side=side, notes="\n".join(lines),
                entries=entries, sideboard=sideboard)


# ------------------------------------------------------------------ the registry of formats

@dataclass(frozen=True)
class DeckFormat:
    """One deck file format. ``read(text, db, source, strict) -> Deck`` raises
    :class:`DeckFileError`; ``write(deck, db, lang, ids) -> str`` (``ids``: card ids instead of
    names, where the format writes names)."""

    name: str                                  # what --format takes: "text", "json", "cod"
    suffixes: tuple[str, ...]                  # lower case with the dot; the first is the one written
    label_en: str                              # for file dialogs: "Cockatrice deck"
    label_ru: str                              # "Колода Cockatrice"
    read: Callable[..., Deck]
    write: Callable[..., str]
    sniff: Callable[[str], bool] | None = None     # recognises the format from the contents (stripped)
    suffix_decides: bool = True                # False: a file with this suffix is read as its contents show
    write_needs_db: bool = True                # writing resolves card names (a CardDB is opened if none is given)

    def label(self, lang: str = "en") -> str:
        return str(pick(lang, en=self.label_en, ru=self.label_ru))

    @property
    def suffix(self) -> str:
        """The suffix a new file of this format gets."""
        return self.suffixes[0]

    def patterns(self) -> str:
        """Its file name patterns, as file dialogs write them: ``*.txt *.deck``."""
        return " ".join(f"*{s}" for s in self.suffixes)


FORMATS: dict[str, DeckFormat] = {}
DEFAULT_FORMAT = "text"     # what contents no format recognises are read as, and what stdout gets


def register(fmt: DeckFormat) -> DeckFormat:
    """Add (or replace) a deck format: the CLI, loading by suffix and the dialogs pick it up."""
    if not fmt.suffixes or any(s != s.lower() or not s.startswith(".") for s in fmt.suffixes):
        raise ValueError(f"deck format {fmt.name!r}: suffixes are lower case and start with a dot")
    FORMATS[fmt.name] = fmt
    return fmt


def suffixes() -> dict[str, str]:
    """Every known file suffix -> the name of its format."""
    return {suffix: f.name for f in FORMATS.values() for suffix in f.suffixes}


def get_format(name: str) -> DeckFormat:
    """The registered format ``name``; ValueError naming the known ones otherwise."""
    fmt = FORMATS.get(name)
    if fmt is None:
        raise ValueError(f"unknown deck format {name!r}; use one of {', '.join(FORMATS)}")
    return fmt


register(DeckFormat(
    "text", (".txt", ".deck"), "Text deck", "Колода текстом",
    read=parse_text, write=lambda deck, db, lang="en", ids=False: to_text(deck, db, lang, ids=ids),
    suffix_decides=False))       # a .txt holding JSON or XML is read as what it is
register(DeckFormat(
    "json", (".json",), "Heresy deck", "Колода Heresy",
    read=from_json, write=lambda deck, db, lang="en", ids=False: to_json(deck, db),
    sniff=lambda text: text.startswith("{"), write_needs_db=False))
register(DeckFormat(
    "cod", (".cod",), "Cockatrice deck", "Колода Cockatrice",
    read=from_cod, write=lambda deck, db, lang="en", ids=False: to_cod(deck, db),
    sniff=lambda text: text.startswith("<")))


# ------------------------------------------------------------------ files

def format_for(path: str | os.PathLike[str], default: str | None = None) -> str:
    """The deck format a file name implies (.txt/.deck text, .json, .cod, or a registered one)."""
    suffix = Path(path).suffix.lower()
    fmt = suffixes().get(suffix, default)
    if fmt is None:
        known = list(suffixes())
        raise ValueError(f"{path}: unknown deck file type {suffix or '(none)'}; "
                         f"use {', '.join(known[:-1])} or {known[-1]}")
    return fmt


def sample_path(name: str) -> Path:
    return SAMPLE_DIR / f"{name}.txt"


def sample_names() -> list[str]:
    return sorted(p.stem for p in SAMPLE_DIR.glob("*.txt")) if SAMPLE_DIR.is_dir() else []


def parse_deck(data: bytes | str, db: CardDB, source: str | os.PathLike[str] = "<deck>", fmt: str | None = None,
               strict: bool = False) -> Deck:
    """Read deck file contents in ``fmt`` (text, json, cod), or in the format the contents show."""
    if isinstance(data, bytes):
        if b"\0" in data[:8192]:
            raise DeckFileError(source, None, "a binary file, not a deck", ru="двоичный файл, а не колода")
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            line = data[: e.start].count(b"\n") + 1
            raise DeckFileError(source, line, "not UTF-8 text, so not a deck file",
                                ru="не текст в UTF-8, значит, не файл колоды") from None
    else:
        text = data.lstrip("\ufeff")
    if fmt is None:
        head = text.lstrip()
        fmt = next((f.name for f in FORMATS.values() if f.sniff is not None and f.sniff(head)), DEFAULT_FORMAT)
    return get_format(fmt).read(text, db, source, strict)


def load_deck(path_or_sample: str | os.PathLike[str], db: CardDB, strict: bool = False) -> Deck:
    """A deck from a file (.txt, .json, .cod, or the format its contents show) or a sample deck
    (``sample:loyalist``, ``sample:traitor``). Raises :class:`DeckFileError`.

    >>> from heresy_app.cards.db import CardDB
    >>> db = CardDB(user=False)
    >>> deck = load_deck("sample:loyalist", db)
    >>> deck.side, deck.size
    ('loyalist', 60)
    >>> load_deck("no/such/deck.txt", db)
    Traceback (most recent call last):
    ...
    heresy_app.decks.formats.DeckFileError: no/such/deck.txt: no such file
    """
    spec = os.fspath(path_or_sample)
    if spec.startswith(SAMPLE_PREFIX):
        name = spec[len(SAMPLE_PREFIX):]
        path = sample_path(name)
        if not re.fullmatch(r"[a-z0-9_-]+", name) or not path.is_file():
            have = ", ".join(f"{SAMPLE_PREFIX}{n}" for n in sample_names()) or "none yet"
            raise DeckFileError(spec, None, f"no sample deck {name!r} (available: {have})",
                                ru=f"нет образца колоды «{name}» (есть: {have})")
    else:
        path = Path(spec)
    try:
        data = read_bytes(path, limit=MAX_FILE_BYTES, what="deck")
    except FileProblem as problem:
        raise DeckFileError.from_problem(spec, problem) from None
    fmt = suffixes().get(path.suffix.lower())
    if fmt is not None and not FORMATS[fmt].suffix_decides:
        fmt = None  # e.g. a .txt holding JSON or XML is read as what it is
    return parse_deck(data, db, spec, fmt, strict)


def dump_deck(deck: Deck, fmt: str, db: CardDB | None = None, lang: str = "en", ids: bool = False) -> str:
    """The deck in ``fmt`` (text, json, cod, or a registered one) as a string."""
    f = get_format(fmt)
    if f.write_needs_db and db is None:
        from heresy_app.cards.db import CardDB
        db = CardDB()
    return f.write(deck, db, lang, ids)


def save_deck(deck: Deck, path: str | os.PathLike[str], fmt: str | None = None, db: CardDB | None = None,
              lang: str = "en") -> Path:
    """Write the deck atomically (a temporary file beside it, then a rename): a crash leaves either
    the old file or the new one, never half of one. The format comes from the extension unless
    ``fmt`` is given."""
    path = Path(path)
    fmt = fmt or format_for(path)
    text = dump_deck(deck, fmt, db, lang)
    atomic_write_text(path, text, make_dirs=False)
    return path
