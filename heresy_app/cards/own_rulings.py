"""A player's own rulings and notes on cards: house rules of their group, answers from old forum
threads, reminders. Kept in ``HERESY_HOME/rulings.json``, never in the card databases, and shared
with a playgroup as a small file (export, import).

Each entry names a card (shipped or the player's own) by id, is a ``ruling`` or a ``note``,
holds one text in whatever language its author wrote it, and may name the rules sections it
concerns. Every write is atomic (:mod:`heresy_app.atomic`); every file is read through the bounded
reader (:mod:`heresy_app.files`) and checked with pydantic, so a damaged or hand-made file is one
:class:`RulingsFileError` naming the file and the field, and nothing already saved changes.

>>> import tempfile, pathlib
>>> store = OwnRulings(pathlib.Path(tempfile.mkdtemp()) / "rulings.json")
>>> r = store.add("IS-1", "Our group plays it as a tactic too.", kind="note")
>>> [(x.card, x.kind, x.text) for x in store.for_card("IS-001")]
[('IS-001', 'note', 'Our group plays it as a tactic too.')]
"""

from __future__ import annotations

import datetime as dt
import json
import os
import re
import secrets
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from heresy_app.atomic import atomic_write_text
from heresy_app.cards.model import canonical_id
from heresy_app.files import FileProblem, read_json, read_toml
from heresy_app.i18n import pick, t
from heresy_app.locking import locked
from heresy_app.paths import user_data_dir

if TYPE_CHECKING:
    from heresy_app.cards.db import CardDB

_T = TypeVar("_T")

FORMAT: Final = "heresy-rulings"
VERSION: Final = 1
FILE_NAME = "rulings.json"
MAX_TEXT = 4000
MAX_FILE = 1_000_000          # a shared file to import
MAX_STORE = 8_000_000         # the store itself: a change that would make it larger is refused
MAX_ITEMS = 20_000            # entries in one file (the store included)
KINDS = ("ruling", "note")
_SECTION_ID = r"^[a-z0-9][a-z0-9.\-]{0,80}$"


class RulingsFileError(ValueError):
    """A rulings file that cannot be read: ``str()`` is one line naming the file and the field;
    :meth:`message` gives it in Russian too."""

    def __init__(self, path: str | os.PathLike[str], detail_en: str, detail_ru: str | None = None,
                 field: str | None = None):
        self.path = os.fspath(path)
        self.field = field
        self._detail = {"en": detail_en, "ru": detail_ru or detail_en}
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        where = t("rulings-field", lang, field=self.field) if self.field else ""
        return f"{self.path}: {where}{pick(lang, **self._detail)}"


def _new_id() -> str:
    return secrets.token_hex(8)


class OwnRuling(BaseModel):
    """One ruling or note of the player's own."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(default_factory=_new_id, pattern=r"^[A-Za-z0-9_-]{1,40}$")
    card: str
    kind: Literal["ruling", "note"] = "ruling"
    text: str = Field(min_length=1, max_length=MAX_TEXT)
    sections: list[str] = Field(default_factory=list, max_length=20)
    source: str = Field(default="", max_length=300, description="where it comes from: a group, a thread")
    date: dt.date = Field(default_factory=dt.date.today)

    @field_validator("card")
    @classmethod
    def _card_id(cls, value: str) -> str:
        cid = canonical_id(value)
        if cid is None:
            raise ValueError("not a card id (a set code and a number, like IS-012)")
        return cid

    @field_validator("text", "source")
    @classmethod
    def _clean(cls, value: str) -> str:
        value = value.replace("\r\n", "\n").replace("\r", "\n")
        if any(ord(ch) < 32 and ch not in "\n\t" for ch in value):
            raise ValueError("control characters are not text")
        return value.strip()

    @field_validator("text")
    @classmethod
    def _not_blank(cls, value: str) -> str:
        if not value:
            raise ValueError("the text is empty")
        return value

    @field_validator("sections")
    @classmethod
    def _section_ids(cls, value: list[str]) -> list[str]:
        for s in value:
            if not re.match(_SECTION_ID, s):
                raise ValueError(f"{s[:40]!r} is not a rules id (like battle.blocking)")
        return list(dict.fromkeys(value))


class RulingsFile(BaseModel):
    """The file: a marker, a version, the entries."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["heresy-rulings"] = FORMAT
    version: Literal[1] = VERSION
    rulings: list[OwnRuling] = Field(default_factory=list, max_length=MAX_ITEMS)


def _field(loc: tuple[Any, ...]) -> str:
    out = ""
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else ("." if out else "") + str(part)
    return out


def parse_file(path: str | os.PathLike[str], limit: int = MAX_FILE) -> RulingsFile:
    """Read and check a rulings file (JSON, or TOML when its name ends in .toml) of at most
    ``limit`` bytes (the store is read with :data:`MAX_STORE`, the most it is ever written with)."""
    path = Path(path)
    try:
        if path.suffix.lower() == ".toml":
            data = read_toml(path, limit=limit)
        else:
            data = read_json(path, limit=limit)
    except FileProblem as exc:
        raise RulingsFileError(path, exc.message("en").removeprefix(f"{exc.path}: "),
                               exc.message("ru").removeprefix(f"{exc.path}: ")) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RulingsFileError(path, f"not a rulings file (its \"format\" should be \"{FORMAT}\")",
                               f"не файл разъяснений (его «format» должен быть «{FORMAT}»)")
    try:
        return RulingsFile.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        msg = err["msg"].removeprefix("Value error, ")
        raise RulingsFileError(path, msg, _russian(err, msg), _field(err["loc"])) from None


_RU_TYPES = {
    "missing": "поле обязательно",
    "extra_forbidden": "лишнее поле",
    "string_too_short": "пустой текст",
    "string_too_long": "слишком длинный текст",
    "string_type": "должен быть текст",
    "list_type": "должен быть список",
    "too_long": "слишком много элементов",
    "model_type": "должна быть таблица",
    "dict_type": "должна быть таблица",
    "string_pattern_mismatch": "недопустимый вид",
    "date_type": "не дата (ожидается ГГГГ-ММ-ДД)",
    "date_parsing": "не дата (ожидается ГГГГ-ММ-ДД)",
    "date_from_datetime_parsing": "не дата (ожидается ГГГГ-ММ-ДД)",
    "date_from_datetime_inexact": "не дата (ожидается ГГГГ-ММ-ДД)",
}
_RU_VALUE = (
    ("not a card id", "не id карты (код набора и номер, например IS-012)"),
    ("control characters are not text", "управляющие символы — не текст"),
    ("the text is empty", "текст пуст"),
    ("is not a rules id", "— не id раздела правил (например battle.blocking)"),
)


def _russian(err: Mapping[str, Any], english: str) -> str:
    """A pydantic error in Russian (the English when there is no Russian for it)."""
    kind = err.get("type", "")
    if kind == "literal_error":
        return f"недопустимое значение; ожидается {err.get('ctx', {}).get('expected', '')}".rstrip()
    if kind in _RU_TYPES:
        return _RU_TYPES[kind]
    for start, ru in _RU_VALUE:
        if start in english:
            head = english.split(" is not a rules id")[0] + " " if start == "is not a rules id" else ""
            return head + ru
    return english


def render_file(rulings: list[OwnRuling]) -> str:
    doc = RulingsFile(rulings=list(rulings)).model_dump(mode="json")
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


def default_path() -> Path:
    return user_data_dir(create=False) / FILE_NAME


class OwnRulings:
    """The player's rulings and notes, read from ``path`` (default ``HERESY_HOME/rulings.json``).

    A store file that cannot be read leaves the store empty with ``problem`` set (one line); the
    first save then moves the damaged file aside (``rulings.damaged-TIME.json``) before writing,
    so nothing of it is lost."""

    def __init__(self, path: str | os.PathLike[str] | None = None):
        self.path = Path(path) if path is not None else default_path()
        self.problem: RulingsFileError | None = None
        self._items: list[OwnRuling] = []
        self._read_stamp: tuple[Any, ...] | None = None
        self.reload()

    def _stamp(self) -> tuple[Any, ...] | None:
        try:
            st = self.path.stat()
        except OSError:
            return None
        return (st.st_mtime_ns, st.st_size, st.st_ino)

    def refresh(self) -> bool:
        """Read the file again when another window or command changed it; True when it did."""
        if self._stamp() == self._read_stamp:
            return False
        self.reload()
        return True

    def reload(self) -> None:
        self.problem = None
        self._items = []
        self._read_stamp = self._stamp()
        if not self.path.exists() and not self.path.is_symlink():
            return
        try:
            self._items = list(parse_file(self.path, MAX_STORE).rulings)
        except RulingsFileError as exc:
            self.problem = exc

    # ------------------------------------------------------------ reading

    def all(self) -> list[OwnRuling]:
        return list(self._items)

    def for_card(self, card_id: str) -> list[OwnRuling]:
        cid = canonical_id(card_id) or card_id
        return [r for r in self._items if r.card == cid]

    def get(self, ruling_id: str) -> OwnRuling | None:
        return next((r for r in self._items if r.id == ruling_id), None)

    def __len__(self) -> int:
        return len(self._items)

    # ------------------------------------------------------------ changing

    def add(self, card: str, text: str, *, kind: str = "ruling", sections: list[str] | None = None,
            source: str = "") -> OwnRuling:
        """A new entry (raises ``ValueError`` for a bad card id, kind or text), saved at once."""
        item = _validated(card=card, text=text, kind=kind, sections=sections or [], source=source)
        self._change(lambda items: ([*items, item], item))
        return item

    def edit(self, ruling_id: str, **changes: Any) -> OwnRuling:
        """Change ``text``, ``kind``, ``sections`` or ``source`` of an entry; saved at once."""
        allowed = {"text", "kind", "sections", "source"}
        if set(changes) - allowed:
            raise TypeError(f"cannot change {sorted(set(changes) - allowed)}")

        def change(items: list[OwnRuling]) -> tuple[list[OwnRuling], OwnRuling]:
            old = next((r for r in items if r.id == ruling_id), None)
            if old is None:
                raise KeyError(ruling_id)
            item = _validated(**{**old.model_dump(), **changes, "date": dt.date.today()})
            return [item if r.id == ruling_id else r for r in items], item

        return self._change(change)

    def delete(self, ruling_id: str) -> None:
        def change(items: list[OwnRuling]) -> tuple[list[OwnRuling], None]:
            if not any(r.id == ruling_id for r in items):
                raise KeyError(ruling_id)
            return [r for r in items if r.id != ruling_id], None

        self._change(change)

    # ------------------------------------------------------------ sharing

    def export(self, path: str | os.PathLike[str], card_ids: list[str] | None = None) -> int:
        """Write the entries (of ``card_ids`` only, when given) to ``path``; returns how many."""
        self.refresh()
        chosen = self._items
        if card_ids is not None:
            wanted = {canonical_id(c) or c for c in card_ids}
            chosen = [r for r in self._items if r.card in wanted]
        atomic_write_text(path, render_file(chosen), make_dirs=False)
        return len(chosen)

    def import_file(self, path: str | os.PathLike[str]) -> tuple[int, int]:
        """Add the entries of ``path``: (added, already here). The whole file is checked first: a
        malformed one raises :class:`RulingsFileError` and nothing changes. An entry already here
        (the same id, or the same card, kind and text) is skipped."""
        incoming = parse_file(path).rulings

        def change(items: list[OwnRuling]) -> tuple[list[OwnRuling] | None, int]:
            have_ids = {r.id for r in items}
            have_texts = {(r.card, r.kind, r.text) for r in items}
            added: list[OwnRuling] = []
            for r in incoming:
                key = (r.card, r.kind, r.text)
                if r.id in have_ids or key in have_texts:
                    continue
                have_ids.add(r.id)
                have_texts.add(key)
                added.append(r)
            return ([*items, *added] if added else None), len(added)

        n = self._change(change)
        return n, len(incoming) - n

    def _change(self, change: Callable[[list[OwnRuling]], tuple[list[OwnRuling] | None, _T]]) -> _T:
        """Read the file afresh, apply ``change`` (entries -> (new entries or None, result)) and
        write the outcome, all under the file's lock (:mod:`heresy_app.locking`): changes made at
        once by several windows or commands follow one another and none is lost. Any failure to
        write (a full disk, a folder that cannot be written, ``HERESY_HOME`` naming a file) is one
        :class:`RulingsFileError`, and the file is left as it was."""
        try:
            with locked(self.path):
                self.reload()
                items, result = change(list(self._items))
                if items is not None:
                    self._save(items)
        except OSError as err:
            folder = self.path.parent
            if os.path.lexists(folder) and not folder.is_dir():
                en, ru = f"{folder} is not a folder", f"{folder} — не папка"
            else:
                en = ru = err.strerror or str(err)
            raise RulingsFileError(self.path, f"cannot save your rulings: {en}",
                                   f"не удаётся сохранить ваши разъяснения: {ru}") from None
        return result

    def _save(self, items: list[OwnRuling]) -> None:
        if len(items) > MAX_ITEMS:
            raise RulingsFileError(self.path, f"not saved: more than {MAX_ITEMS} rulings and notes in all",
                                   f"не сохранено: всего больше {MAX_ITEMS} разъяснений и заметок")
        text = render_file(items)
        if len(text.encode("utf-8")) > MAX_STORE:
            raise RulingsFileError(self.path, f"not saved: your rulings would take more than {MAX_STORE} bytes",
                                   f"не сохранено: ваши разъяснения заняли бы больше {MAX_STORE} байт")
        if self.problem is not None and self.path.exists():
            stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%d-%H%M%S")
            aside = self.path.with_name(f"{self.path.stem}.damaged-{stamp}{self.path.suffix}")
            os.replace(self.path, aside)
        atomic_write_text(self.path, text)
        self._items = list(items)
        self.problem = None
        self._read_stamp = self._stamp()


def _validated(**fields: Any) -> OwnRuling:
    try:
        return OwnRuling.model_validate(fields)
    except ValidationError as exc:
        err = exc.errors()[0]
        raise ValueError(f"{_field(err['loc'])}: {err['msg'].removeprefix('Value error, ')}") from None


def provider_items(db: CardDB, store: OwnRulings) -> list[dict[str, Any]]:
    """The store's entries as the rules reference's rulings provider takes them (with ``own`` and
    ``kind``; the card's names from ``db``, a :class:`heresy_app.cards.db.CardDB`)."""
    out = []
    for r in store.all():
        card = db.get(r.card)
        names = {"en": card.name.en, "ru": card.name.ru} if card is not None else {"en": r.card, "ru": r.card}
        out.append({"card_id": r.card, "card_name": names, "en": r.text, "ru": r.text,
                    "sections": list(r.sections), "own": True, "kind": r.kind, "date": r.date.isoformat()})
    return out
