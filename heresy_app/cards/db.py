"""Reading the card databases: the shipped one (read-only) with the user's attached beside it.

>>> db = CardDB(user=False)                      # the shipped cards only
>>> db.find("тактический отряд").name.en
'Tactical Squad'
>>> sorted(r.id for r in db.search("тип:сектор планета:просперо"))
['SEC-004', 'SEC-005', 'SEC-006']
>>> db.search("fp>")
Traceback (most recent call last):
...
heresy_app.cards.query.QueryError: column 4: fp> needs a value after it
"""

from __future__ import annotations

import difflib
import json
import os
import sqlite3
from pathlib import Path
from typing import Any, NamedTuple

from heresy_app.cards.collection import TABLE as COLLECTION_TABLE
from heresy_app.cards.database import check_shipped, open_readonly, recover
from heresy_app.cards.model import Card, canonical_id, fold
from heresy_app.cards.query import compile_query
from heresy_app.files import FileProblem, printable
from heresy_app.i18n import pick
from heresy_app.paths import same_file, shipped_db_path, user_db_path


class CardRow(NamedTuple):
    """One search result: the columns a card list shows, without building the whole model."""

    id: str
    name_en: str
    name_ru: str
    type: str
    side: str
    flags: int
    firepower: int | None
    assault: int | None
    speed: int | None
    armor: int | None
    die: int | None
    cmd_type: str | None
    rarity: str
    set_code: str
    number: int
    is_unique: int
    required_flags: int | None
    user: int

    def name(self, lang: str = "en") -> str:
        return str(pick(lang, en=self.name_en, ru=self.name_ru))

    def as_dict(self) -> dict[str, Any]:
        d = self._asdict()
        d["user"] = bool(d["user"])
        d["is_unique"] = bool(d["is_unique"])
        return d


ROW_COLUMNS = ["id", "name_en", "name_ru", "type", "side", "flags", "firepower", "assault", "speed",
               "armor", "die", "cmd_type", "rarity", "set_code", "number", "is_unique", "required_flags"]
SORT_COLUMNS = ["sort_en", "sort_ru", "rarity_rank", "planet"]


UNREADABLE: dict[str, FileProblem] = {}
"""The user databases this process could not read (path -> the problem), for the command line to
tell once as a warning."""


class CardNotFound(LookupError):
    def __init__(self, query: str, suggestions: list[str]):
        self.query, self.suggestions = query, suggestions
        hint = f"; did you mean: {', '.join(suggestions)}?" if suggestions else ""
        super().__init__(f"no card named or numbered {printable(query, 80)!r}{hint}")


class CardDB:
    """The shipped database plus (when it exists) the user database, searched as one."""

    def __init__(self, shipped: Path | str | None = None, user: Path | str | None | bool = None):
        self.shipped_path = Path(shipped) if shipped else shipped_db_path()
        if not self.shipped_path.exists() or self.shipped_path.stat().st_size == 0:
            raise FileNotFoundError(f"the card database is missing: {self.shipped_path}")
        check_shipped(self.shipped_path)
        self.conn = open_readonly(self.shipped_path)
        if user is None:
            user = user_db_path()
        if user is True:
            raise TypeError("user: a path, None (the user's own database) or False (none), not True")
        self.user_path: Path | None = Path(user) if isinstance(user, (str, Path)) else None
        self.has_user = False           # the user database holds cards of its own
        self.has_collection = False     # ... and a collection (heresy_app.cards.collection)
        self._attached = False
        self._names: dict[str, str] | None = None
        self._rulings: tuple[tuple[int, ...], list[dict[str, Any]]] | None = None   # all_rulings, by the files' versions
        self.user_problem: FileProblem | None = None   # the user database could not be read
        self.attach_user()

    # -- user database
    def attach_user(self) -> None:
        """(Re-)attach the user database if it exists (call after importing cards)."""
        if self._attached:
            self.conn.execute("DETACH DATABASE user")
            self._attached = self.has_user = self.has_collection = False
        self._names = None
        self._rulings = None
        if self.user_path and self.user_path.exists() and not same_file(self.user_path, self.shipped_path):
            try:
                recover(self.user_path)       # what a killed import left half-written
                uri = self.user_path.resolve().as_uri() + "?mode=ro"
                self.conn.execute("ATTACH DATABASE ? AS user", (uri,))
                tables = {r[0] for r in self.conn.execute(
                    "SELECT name FROM user.sqlite_master WHERE type='table' AND name IN ('cards', ?)",
                    (COLLECTION_TABLE,))}
            except sqlite3.Error as err:
                if "user" in {r[1] for r in self.conn.execute("PRAGMA database_list")}:
                    self.conn.execute("DETACH DATABASE user")
                # a damaged or foreign user database: the shipped cards work on without it, and the
                # problem is told once (issue 29, finding 7); writing to it still fails on its own
                self.user_problem = FileProblem(self.user_path, "db-unreadable", detail=printable(str(err), 200))
                UNREADABLE[os.fspath(self.user_path)] = self.user_problem
                return
            if tables:
                self._attached = True
                self.has_user = "cards" in tables
                self.has_collection = COLLECTION_TABLE in tables
            else:
                self.conn.execute("DETACH DATABASE user")

    def close(self) -> None:
        self.conn.close()

    # -- search
    def _sql(self, query: str, lang: str, columns: list[str], limit: int | None) -> tuple[str, list[Any]]:
        q = compile_query(query)
        name_col = str(pick(lang, en="sort_en", ru="sort_ru"))
        order = []
        for col, desc in q.order:
            key = {"name": name_col}.get(col, col)
            order.append(f"{key} IS NULL, {key} {'DESC' if desc else 'ASC'}")
        # "+" keeps SQLite from walking the whole name index instead of using the filters
        order.append(f"+{name_col}, id")
        params = list(q.params)
        cols = ", ".join(f"c.{c}" for c in columns)
        if not self.has_user:
            where = self._owned_sql(q.where_for("main")).replace("{USER}", "0")
            sql = f"SELECT {cols}, 0 AS user FROM main.cards c WHERE {where} ORDER BY {', '.join(order)}"
        else:
            parts = []
            for schema, user in self._schemas():
                where = self._owned_sql(q.where_for(schema)).replace("{USER}", str(user))
                parts.append(f"SELECT {cols}, {user} AS user FROM {schema}.cards c WHERE {where}")
            params = params * 2
            names = ", ".join(columns)
            sql = f"SELECT {names}, user FROM ({' UNION ALL '.join(parts)}) ORDER BY {', '.join(order)}"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(int(limit))
        return sql, params

    def _owned_sql(self, where: str) -> str:
        """The query's ``{OWNED}`` (copies owned of card ``c``) as SQL: 0 without a collection."""
        if "{OWNED}" not in where:
            return where
        owned = (f"COALESCE((SELECT o.count FROM user.{COLLECTION_TABLE} o WHERE o.card_id = c.id), 0)"
                 if self.has_collection else "0")
        return where.replace("{OWNED}", owned)

    def owned(self) -> dict[str, int]:
        """Your collection: card id -> copies owned (cards you own none of are absent)."""
        if not self.has_collection:
            return {}
        return dict(self.conn.execute(f"SELECT card_id, count FROM user.{COLLECTION_TABLE}"))

    def search_ids(self, query: str, lang: str = "en", limit: int | None = None) -> list[str]:
        """The ids of the cards matching ``query``, in result order: the fast path a card list
        uses, fetching each visible row's details with :meth:`rows_for`."""
        columns = ["id"]
        if self.has_user:  # the outer ORDER BY of the union needs the sort columns
            order = {c for c, _ in compile_query(query).order} | {str(pick(lang, en="sort_en", ru="sort_ru"))}
            columns += sorted(order - {"name", "id"})
        sql, params = self._sql(query, lang, columns, limit)
        return [r[0] for r in self.conn.execute(sql, params)]

    def search(self, query: str, lang: str = "en", limit: int | None = None) -> list[CardRow]:
        """Cards matching ``query`` (docs/search.md); raises QueryError on a malformed query."""
        sql, params = self._sql(query, lang, ROW_COLUMNS + SORT_COLUMNS, limit)
        n = len(ROW_COLUMNS)
        make = CardRow._make
        return [make(r[:n] + (r[-1],)) for r in self.conn.execute(sql, params)]

    def rows_for(self, ids: list[str]) -> list[CardRow]:
        """The list columns of these cards, in the given order (unknown ids are skipped)."""
        found: dict[str, CardRow] = {}
        cols = ", ".join(ROW_COLUMNS)
        for start in range(0, len(ids), 500):
            chunk = ids[start:start + 500]
            marks = ",".join("?" * len(chunk))
            for schema, user in self._schemas():
                for r in self.conn.execute(f"SELECT {cols} FROM {schema}.cards WHERE id IN ({marks})", chunk):
                    found.setdefault(r[0], CardRow._make(r + (user,)))
        return [found[i] for i in ids if i in found]

    def count(self) -> int:
        total: int = self.conn.execute("SELECT COUNT(*) FROM main.cards").fetchone()[0]
        if self.has_user:
            total += self.conn.execute("SELECT COUNT(*) FROM user.cards").fetchone()[0]
        return total

    def columns(self, names: tuple[str, ...] | list[str]) -> list[tuple[Any, ...]]:
        """The named columns of every card: the shipped cards, then the user's, each in the order
        they were stored (for indexes built over all cards, like the decks' card index)."""
        for name in names:
            if not name.isidentifier():
                raise ValueError(f"not a column name: {name!r}")
        cols = ", ".join(names)
        rows: list[tuple[Any, ...]] = []
        for schema, _ in self._schemas():
            rows += self.conn.execute(f"SELECT {cols} FROM {schema}.cards ORDER BY rid").fetchall()
        return rows

    def sets(self) -> dict[str, tuple[str, int | None]]:
        """The shipped card sets: code -> (English name, year)."""
        return {code: (name, year) for code, name, year in
                self.conn.execute("SELECT code, name_en, year FROM main.sets")}

    # -- single cards
    def _schemas(self) -> list[tuple[str, int]]:
        return [("main", 0)] + ([("user", 1)] if self.has_user else [])

    def get(self, card_id: str) -> Card | None:
        for schema, _ in self._schemas():
            row = self.conn.execute(f"SELECT j.json FROM {schema}.cards c JOIN {schema}.card_json j ON j.rid = c.rid "
                                    "WHERE c.id = ?", (card_id.upper(),)).fetchone()
            if row:
                return self._card(row[0], schema)
        return None

    def _card(self, raw: str, schema: str) -> Card:
        """A card from its stored JSON; JSON that does not make a card is a damaged database,
        told in one line (the shipped one: reinstall), never an internal error (issue 29, finding 7:
        a flipped bit inside a card's text passes SQLite's own check)."""
        try:
            return Card.model_validate_json(raw)
        except ValueError as err:        # pydantic's ValidationError is a ValueError
            detail = printable(str(err).splitlines()[0] if str(err) else type(err).__name__, 200)
            if schema == "main":
                raise FileProblem(self.shipped_path, "shipped-damaged", detail=detail) from None
            raise FileProblem(self.user_path, "db-open", detail=detail) from None

    def is_shipped(self, card_id: str) -> bool:
        """Is ``card_id`` (as written) a card of the shipped database? False when it cannot be read."""
        try:
            return self.conn.execute("SELECT 1 FROM main.cards WHERE id = ?", (card_id,)).fetchone() is not None
        except sqlite3.Error:
            return False

    def is_user(self, card_id: str) -> bool:
        if not self.has_user:
            return False
        return self.conn.execute("SELECT 1 FROM user.cards WHERE id = ?", (card_id,)).fetchone() is not None

    def names(self) -> dict[str, str]:
        """Folded English and Russian names (and ids) -> card id, for deck files and look-ups."""
        if self._names is None:
            names: dict[str, str] = {}
            for schema, _ in self._schemas():
                for cid, en, ru in self.conn.execute(f"SELECT id, name_en, name_ru FROM {schema}.cards ORDER BY rid"):
                    names.setdefault(fold(en), cid)
                    names.setdefault(fold(ru), cid)
                    names.setdefault(fold(cid), cid)
            self._names = names
        return self._names

    def resolve(self, text: str) -> str | None:
        """A card id for an id (in any spelling of its number: IS-1 is IS-001) or an exact
        (case- and ё-insensitive) name, in either language."""
        names = self.names()
        cid = names.get(fold(text.strip()))
        if cid is None:
            canonical = canonical_id(text)
            cid = names.get(fold(canonical)) if canonical else None
        return cid

    def suggest(self, text: str, n: int = 3) -> list[str]:
        """The closest card names to ``text`` (for "did you mean")."""
        names = self.names()
        hits = difflib.get_close_matches(fold(text.strip()), list(names), n=n * 3, cutoff=0.6)
        out: list[str] = []
        for h in hits:
            card = self.get(names[h])
            if card is None:   # a name of the index always has its card
                continue
            label = card.name.ru if any("а" <= ch <= "я" for ch in h) else card.name.en
            if label not in out:
                out.append(label)
        return out[:n]

    def find(self, text: str) -> Card:
        """A card by id or name; a unique name prefix also works. Raises CardNotFound with suggestions."""
        cid = self.resolve(text)
        if cid is None:
            key = fold(text.strip())
            if key:
                starts = sorted({v for k, v in self.names().items() if k.startswith(key)})
                if len(starts) == 1:
                    cid = starts[0]
        if cid is None:
            raise CardNotFound(text, self.suggest(text))
        card = self.get(cid)
        if card is None:
            raise CardNotFound(text, self.suggest(text))
        return card

    def all_cards(self) -> list[Card]:
        out = []
        for schema, _ in self._schemas():
            out += [self._card(r[0], schema)
                    for r in self.conn.execute(f"SELECT json FROM {schema}.card_json ORDER BY rid")]
        return out

    def all_rulings(self) -> list[dict[str, Any]]:
        """Every card ruling of both databases, with its card: the rules reference's provider
        (``heresy_app.rules.set_rulings_provider(db.all_rulings)``). Read once while the files are
        unchanged (SQLite's ``data_version`` of each attached file, which another connection's commit
        moves): the same list is handed back, so the reference's search, which asks for the rulings
        at every question, neither reads nor compares them again. Do not modify it."""
        version = tuple(self.conn.execute(f"PRAGMA {schema}.data_version").fetchone()[0]
                        for schema, _ in self._schemas())
        if self._rulings is not None and self._rulings[0] == version:
            return self._rulings[1]
        out = []
        for schema, _ in self._schemas():
            for cid, en_name, ru_name, date, en, ru, sections in self.conn.execute(
                    f"SELECT r.card_id, c.name_en, c.name_ru, r.date, r.en, r.ru, r.sections FROM {schema}.rulings r "
                    f"JOIN {schema}.cards c ON c.id = r.card_id ORDER BY r.card_id, r.pos"):
                out.append({"card_id": cid, "card_name": {"en": en_name, "ru": ru_name}, "date": date,
                            "en": en, "ru": ru, "sections": json.loads(sections or "[]")})
        self._rulings = (version, out)
        return out

    def rulings_for_section(self, section_id: str) -> list[tuple[str, str, dict[str, Any]]]:
        """Rulings that concern a rules-reference section: (card id, card name en, ruling dict)."""
        out = []
        for schema, _ in self._schemas():
            for cid, name, date, en, ru, sections in self.conn.execute(
                    f"SELECT r.card_id, c.name_en, r.date, r.en, r.ru, r.sections FROM {schema}.rulings r "
                    f"JOIN {schema}.cards c ON c.id = r.card_id ORDER BY r.card_id, r.pos"):
                if section_id in json.loads(sections or "[]"):
                    out.append((cid, name, {"date": date, "en": en, "ru": ru}))
        return out

    def meta(self, key: str) -> str | None:
        row = self.conn.execute("SELECT value FROM main.meta WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None


def open_default() -> CardDB:
    return CardDB()


__all__ = ["CardDB", "CardRow", "CardNotFound", "open_default", "sqlite3"]
