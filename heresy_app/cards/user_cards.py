"""User cards: import from CSV or JSON into the user database, all or nothing.

CSV header (docs/user-cards.md): id, rarity, type, side, name_en, name_ru, flags, firepower,
assault, speed, armor, die, command_type, command_en, command_ru, and optionally planet,
required_flags, keywords_en, keywords_ru (``;``-separated, in the same order), bold_keywords
(``;``-separated English names), abilities_en, abilities_ru (``|``-separated), unique,
unique_name, flavor_en, flavor_ru. JSON: a list of card objects in the card model's shape, or
``{"cards": [...]}``.
"""

from __future__ import annotations

import csv
import io
import sqlite3
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from heresy_app.cards import messages
from heresy_app.cards.database import BUSY_TIMEOUT, create_schema, delete_card, insert_cards, open_readonly, writing
from heresy_app.cards.model import Ability, Card, CommandLine
from heresy_app.cards.sources import field_path
from heresy_app.files import FileProblem, load_json, printable, read_text
from heresy_app.i18n import BASE, pick, t
from heresy_app.paths import make_folder, same_file, shipped_db_path, user_db_path

CSV_REQUIRED = ["id", "rarity", "type", "side", "name_en", "name_ru"]
CSV_OPTIONAL = ["flags", "firepower", "assault", "speed", "armor", "die", "command_type", "command_en",
                "command_ru", "planet", "required_flags", "keywords_en", "keywords_ru", "bold_keywords",
                "abilities_en", "abilities_ru", "unique", "unique_name", "flavor_en", "flavor_ru"]
CSV_COLUMNS = CSV_REQUIRED + CSV_OPTIONAL
MAX_IMPORT_BYTES = 32_000_000   # some 50,000 cards in CSV; the file is read whole, bounded by this


@dataclass
class RowError:
    row: int          # 1-based data row (CSV: the line number in the file; JSON: the item number)
    field: str
    reason: str       # in English; :meth:`text` words the whole error in either language
    card_id: str | None = None
    code: str = ""    # heresy_app.cards.messages' code of the reason, with its parameters
    params: dict[str, Any] = dataclass_field(default_factory=dict)

    @classmethod
    def of(cls, row: int, field: str, code: str, card_id: str | None = None, **params: Any) -> RowError:
        return cls(row, field, messages.text(code, "en", **params), card_id, code, params)

    @classmethod
    def from_pydantic(cls, row: int, err: Mapping[str, Any], card_id: str | None = None, prefix: str = "") -> RowError:
        code, params = messages.from_pydantic(err)
        where = field_path(err["loc"])
        where = f"{prefix}.{where}" if prefix and where else (prefix or where)
        return cls(row, where, str(err["msg"]).removeprefix("Value error, "), card_id, code, params)

    def reason_text(self, lang: str = "en") -> str:
        """The reason in ``lang``: as pydantic or the importer worded it in English, worded from its
        code in any other language."""
        if lang != BASE and (messages.known(self.code) or (not self.code and self.params)):
            return messages.text(self.code, lang, **self.params)
        return self.reason

    def text(self, lang: str = "en") -> str:
        """``row 3 (IS-900): speed: …`` / ``строка 3 (IS-900): speed: …``."""
        who = f" ({self.card_id})" if self.card_id else ""
        where = (t("import-row", lang, row=self.row) if self.row else t("import-file", lang)) + who
        reason = self.reason_text(lang)
        return f"{where}: {self.field}: {reason}" if self.field else f"{where}: {reason}"

    def __str__(self) -> str:
        return self.text("en")


class ImportFailed(Exception):
    def __init__(self, file: str, errors: list[RowError]):
        self.file, self.errors = file, errors
        super().__init__(f"{file}: {len(errors)} error(s); nothing was imported")


class UnreadableFile(Exception):
    """A card file that cannot be read at all: one line naming the file; :meth:`text` in Russian too."""

    def __init__(self, message: str, ru: str | None = None):
        super().__init__(message)
        self.message_ru = ru

    def text(self, lang: str = "en") -> str:
        return str(pick(lang, en=str(self), ru=self.message_ru))

    @classmethod
    def from_problem(cls, problem: FileProblem) -> UnreadableFile:
        return cls(problem.message("en"), problem.message("ru"))


def _split(value: str, sep: str) -> list[str]:
    return [p.strip() for p in value.split(sep) if p.strip()] if value else []


def _csv_to_dict(rec: dict[str, str], line: int, errors: list[RowError]) -> dict[str, Any] | None:
    def get(k: str) -> str:
        return (rec.get(k) or "").strip()

    data: dict[str, Any] = {k: get(k) for k in ("id", "rarity", "type", "side")}
    data["name"] = {"en": get("name_en"), "ru": get("name_ru")}
    for num in ("flags", "firepower", "assault", "speed", "armor", "die", "required_flags"):
        if get(num):
            try:
                data[num] = int(get(num))
            except ValueError:
                errors.append(RowError.of(line, num, "not-whole", data["id"] or None, value=repr(get(num))))
                return None
    if get("planet"):
        data["planet"] = get("planet")
    kw_en, kw_ru = _split(get("keywords_en"), ";"), _split(get("keywords_ru"), ";")
    if len(kw_en) != len(kw_ru):
        errors.append(RowError.of(line, "keywords_ru", "keywords-twins", data["id"] or None))
        return None
    bold = {b.casefold() for b in _split(get("bold_keywords"), ";")}
    data["keywords"] = [{"en": e, "ru": r, "bold": e.casefold() in bold} for e, r in zip(kw_en, kw_ru, strict=False)]
    ab_en, ab_ru = _split(get("abilities_en"), "|"), _split(get("abilities_ru"), "|")
    if len(ab_en) != len(ab_ru):
        errors.append(RowError.of(line, "abilities_ru", "abilities-twins", data["id"] or None))
        return None
    data["abilities"] = [{"en": e, "ru": r} for e, r in zip(ab_en, ab_ru, strict=False)]
    if get("command_type") or get("command_en") or get("command_ru"):
        data["command"] = {"type": get("command_type").upper(), "en": get("command_en"), "ru": get("command_ru")}
    unique = get("unique").lower()
    if unique not in ("", "0", "1", "true", "false", "yes", "no"):
        errors.append(RowError.of(line, "unique", "not-yes-no", data["id"] or None, value=repr(get("unique"))))
        return None
    data["unique"] = unique in ("1", "true", "yes")
    if get("unique_name"):
        data["unique_name"] = get("unique_name")
    if get("flavor_en") or get("flavor_ru"):
        data["flavor"] = {"en": get("flavor_en"), "ru": get("flavor_ru")}
    return data


def read_records(path: Path) -> list[tuple[int, dict[str, Any]]]:
    """(row number, raw card dict) for every card in a CSV or JSON file."""
    try:
        text = read_text(path, limit=MAX_IMPORT_BYTES, what="cards")
        suffix = Path(path).suffix.lower()
        if suffix == ".json" or (suffix != ".csv" and text.lstrip()[:1] in "[{"):
            doc = load_json(text, path)
            items = doc.get("cards") if isinstance(doc, dict) else doc
            if not isinstance(items, list):
                raise UnreadableFile(f"{path}: expected a JSON list of cards or an object with \"cards\"",
                                     f"{path}: ожидался список карт в JSON или объект с полем \"cards\"")
            return [(i + 1, item) for i, item in enumerate(items)]
    except FileProblem as problem:
        raise UnreadableFile.from_problem(problem) from None
    # newline="": a line may end in CR LF, LF or a lone CR, and a quoted cell may hold line breaks
    reader = csv.DictReader(io.StringIO(text, newline=""))
    try:
        header = reader.fieldnames or []
        missing = [c for c in CSV_REQUIRED if c not in header]
        if missing:
            raise UnreadableFile(f"{path}: line 1: the CSV header lacks {', '.join(missing)} "
                                 f"(expected columns: {', '.join(CSV_COLUMNS)})",
                                 f"{path}: строка 1: в заголовке CSV нет столбцов {', '.join(missing)} "
                                 f"(ожидаются: {', '.join(CSV_COLUMNS)})")
        unknown = [printable(c, 40) for c in header if c not in CSV_COLUMNS]
        if unknown:
            raise UnreadableFile(f"{path}: line 1: unknown CSV column(s) {', '.join(unknown)}",
                                 f"{path}: строка 1: неизвестные столбцы CSV: {', '.join(unknown)}")
        return [(reader.line_num, dict(rec)) for rec in reader]
    except csv.Error as err:
        raise UnreadableFile(f"{path}: line {reader.line_num + 1}: not valid CSV: {err}",
                             f"{path}: строка {reader.line_num + 1}: не CSV: {err}") from None


IrCheck = Callable[..., "tuple[str, str, str, dict[str, Any]] | None"]
Prepare = Callable[[Card], Card]
"""``check_ir(ir, command_type, texts)``: what is wrong with an executable form, ``(field, reason in
English, code, parameters)`` (codes of heresy_app.cards.messages), or None (``command_type`` is the
command line's type for a command line's form, else None; ``texts`` the printed English and Russian
it must agree with). The cards package knows no ability language: the caller hands the check in
(:func:`heresy_app.card_import.ir_problem`)."""


def validate_file(path: Path, check_ir: IrCheck | None = None,
                  prepare: Prepare | None = None) -> tuple[list[Card], list[RowError]]:
    cards, errors, _, _ = _validate(read_records(path), check_ir, prepare)
    return cards, errors


def _ir_errors(card: Card, row: int, check_ir: IrCheck) -> list[RowError]:
    forms: list[tuple[str, Ability | CommandLine, str | None]] = [
        (f"abilities[{i}].ir", a, None) for i, a in enumerate(card.abilities)]
    if card.command is not None:
        forms.append(("command.ir", card.command, card.command.type.value))
    out = []
    for where, item, command_type in forms:
        if item.ir is None:
            continue
        problem = check_ir(item.ir, command_type, (item.en, item.ru))
        if problem is not None:
            field, reason, code, params = problem
            out.append(RowError(row, f"{where}.{field}" if field else where, reason, card.id, code, params))
    return out


def _validate(records: list[tuple[int, dict[str, Any]]], check_ir: IrCheck | None = None, prepare: Prepare | None = None
              ) -> tuple[list[Card], list[RowError], dict[str, int], dict[str, str]]:
    """The cards of a file's records, the errors, each card's row, and the id as written where
    it was not the card's one spelling (``IS-1`` for IS-001); ``prepare(card) -> card`` (handed in
    by the caller: the cards package knows no ability language) shapes each card as it is read
    (heresy_app.card_import: a line that holds several abilities becomes those abilities)."""
    cards: list[Card] = []
    errors: list[RowError] = []
    seen: dict[str, int] = {}
    written: dict[str, str] = {}
    for row, rec in records:
        if not isinstance(rec, dict):
            errors.append(RowError.of(row, "", "not-object"))
            continue
        data: dict[str, Any] | None = rec
        if "name_en" in rec or "command_type" in rec:
            data = _csv_to_dict(rec, row, errors)
        if data is None:
            continue
        card_id = data.get("id") if isinstance(data.get("id"), str) else None
        try:
            card = Card.model_validate(data)
        except ValidationError as exc:
            for err in exc.errors():
                errors.append(RowError.from_pydantic(row, err, card_id or None))
            continue
        if prepare is not None:
            card = prepare(card)
        if card.id in seen:
            errors.append(RowError.of(row, "id", "twice", card.id, id=card.id, other=seen[card.id]))
            continue
        if check_ir is not None:
            bad = _ir_errors(card, row, check_ir)
            if bad:
                errors.extend(bad)
                continue
        seen[card.id] = row
        if card_id and card_id != card.id:
            written[card.id] = card_id
        cards.append(card)
    return cards, errors, seen, written


def _present(conn: sqlite3.Connection, ids: list[str]) -> set[str]:
    """Which of ``ids`` the database of ``conn`` holds (asked 500 at a time: SQLite bounds the
    number of parameters of one statement)."""
    found: set[str] = set()
    for start in range(0, len(ids), 500):
        chunk = ids[start:start + 500]
        found |= {r[0] for r in conn.execute(
            f"SELECT id FROM cards WHERE id IN ({','.join('?' * len(chunk))})", chunk)}
    return found


def _clash(card_id: str, code: str, row_of: dict[str, int], written: dict[str, str]) -> RowError:
    """A card whose id is taken (``code``: shipped, already-yours), named as the file wrote it."""
    as_written = {"written": written[card_id]} if card_id in written else {}
    return RowError.of(row_of.get(card_id, 0), "id", code + ("-as" if as_written else ""), card_id, id=card_id,
                       **as_written)


def import_file(path: Path | str, replace: bool = False, user_db: Path | None = None,
                shipped_db: Path | None = None, check_ir: IrCheck | None = None, prepare: Prepare | None = None) -> list[Card]:
    """Validate every row (each executable form with ``check_ir`` when given; each card shaped by
    ``prepare`` when given: see :func:`_validate`), then write all cards in one transaction; any
    error writes nothing."""
    path = Path(path)
    cards, errors, row_of, written = _validate(read_records(path), check_ir, prepare)
    user_db = Path(user_db) if user_db else user_db_path()
    shipped_db = Path(shipped_db) if shipped_db else shipped_db_path()
    # id clashes (ids in their one spelling: IS-1 is IS-001): the shipped pool always; the user
    # database unless --replace
    if cards:
        ids = [c.id for c in cards]
        sconn = open_readonly(shipped_db)
        try:
            shipped = _present(sconn, ids)
        finally:
            sconn.close()
        existing: set[str] = set()
        if same_file(user_db, shipped_db):
            raise FileProblem(user_db, "db-shipped")
        if user_db.exists() and not replace:     # looked at again inside the write transaction
            try:
                uconn = sqlite3.connect(user_db, timeout=BUSY_TIMEOUT)
                try:
                    if uconn.execute("SELECT 1 FROM sqlite_master WHERE name='cards'").fetchone():
                        existing = _present(uconn, ids)
                finally:
                    uconn.close()
            except sqlite3.Error as err:
                raise FileProblem(user_db, "db-open", detail=str(err)) from None
        for c in cards:
            if c.id in shipped:
                errors.append(_clash(c.id, "shipped", row_of, written))
            elif c.id in existing:
                errors.append(_clash(c.id, "already-yours", row_of, written))
    if errors:
        errors.sort(key=lambda e: e.row)
        raise ImportFailed(str(path), errors)
    if not cards:
        raise ImportFailed(str(path), [RowError.of(0, "", "empty-file")])
    try:
        make_folder(user_db.parent)
        with writing(user_db, shipped=shipped_db) as db:   # one transaction: all or nothing, a kill included
            if not replace:
                # inside the write transaction: an import running at the same time that added one of
                # these ids is seen here, and this one is refused whole (issue 29, finding 5)
                if db.conn.execute("SELECT 1 FROM sqlite_master WHERE name='cards'").fetchone():
                    existing = _present(db.conn, [c.id for c in cards])
                    clashes = [_clash(c.id, "already-yours", row_of, written) for c in cards if c.id in existing]
                    if clashes:
                        raise ImportFailed(str(path), sorted(clashes, key=lambda e: e.row))
            create_schema(db)
            insert_cards(db, cards, replace=replace)
    except NotADirectoryError as err:
        raise FileProblem(user_db, "db-folder",
                          folder=printable(err.filename or "", 200)) from None
    except (sqlite3.Error, OSError) as err:
        detail = (err.strerror if isinstance(err, OSError) else None) or str(err)
        raise FileProblem(user_db, "db-write", detail=detail) from None
    return cards


def save_card(card: Card, user_db: Path | str, shipped_db: Path | str | None = None,
              replacing: str | None = None) -> None:
    """Write one card of the card editor into the user database, in one transaction: the card
    under its id (a card of that id is replaced), and ``replacing``, the id it had before an edit
    renamed it, gone. The shipped database is never written (:func:`writing`)."""
    user_db = Path(user_db)
    user_db.parent.mkdir(parents=True, exist_ok=True)
    with writing(user_db, shipped=shipped_db) as db:       # one transaction: all or nothing
        create_schema(db)
        if replacing and replacing != card.id:
            delete_card(db, replacing)
        insert_cards(db, [card], replace=True)
