"""The card database: cards.sqlite, built with sqlite-utils from the card sources.

Tables: ``sets``, ``cards`` (one row a card, the stat columns indexed for filters, the full card
as JSON), ``keywords``, ``abilities``, ``rulings``, ``meta`` and ``search_text`` with its FTS5
index ``search_text_fts`` over names, keywords, abilities and command lines in both languages
(folded: lower case, ё as е). The user database (user cards) has the same schema.

The shipped database is only ever opened read-only; :class:`CardDB` attaches the user database
beside it so that one query spans both.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import sqlite_utils

# re-exported (``X as X``): the readers of the user's database and the window import them from here
from heresy_app.cards.journal import BUSY_TIMEOUT as BUSY_TIMEOUT
from heresy_app.cards.journal import recover as recover
from heresy_app.cards.model import Card, CardSet, fold
from heresy_app.cards.shipped import SEAL_AT as SEAL_AT
from heresy_app.cards.shipped import SHIPPED_TABLES as SHIPPED_TABLES
from heresy_app.cards.shipped import check_shipped as check_shipped
from heresy_app.cards.shipped import open_readonly as open_readonly
from heresy_app.cards.shipped import seal as seal
from heresy_app.cards.shipped import seal_holds as seal_holds
from heresy_app.cards.textfold import sort_key
from heresy_app.files import FileProblem
from heresy_app.paths import DATA_DIR, same_file, shipped_db_path

SCHEMA_VERSION = 1
RARITY_RANK = {"common": 1, "uncommon": 2, "rare": 3, "very_rare": 4}
FTS_COLUMNS = ["name_en", "name_ru", "keywords", "abilities", "command"]
INDEXED = ["type", "side", "flags", "firepower", "assault", "speed", "armor", "die", "cmd_type",
           "rarity_rank", "set_code", "sort_en", "sort_ru", "identity", "required_flags"]


# ---------------------------------------------------------------- building

def card_row(card: Card, rid: int) -> dict[str, Any]:
    cmd = card.command
    return {
        "rid": rid,
        "id": card.id,
        "set_code": card.set,
        "number": card.number,
        "rarity": card.rarity.value,
        "rarity_rank": RARITY_RANK[card.rarity.value],
        "type": card.type.value,
        "side": card.side.value,
        "planet": card.planet.value if card.planet else None,
        "name_en": card.name.en,
        "name_ru": card.name.ru,
        "sort_en": sort_key(card.name.en),
        "sort_ru": sort_key(card.name.ru),
        "flags": card.flags,
        "firepower": card.firepower,
        "assault": card.assault,
        "speed": card.speed,
        "armor": card.armor,
        "required_flags": card.required_flags,
        "die": card.die,
        "cmd_type": cmd.type.value if cmd else None,
        "is_unique": int(card.unique),
        "identity": card.identity,
    }


def search_row(card: Card, rid: int) -> dict[str, Any]:
    cmd = card.command
    return {
        "rid": rid,
        "name_en": fold(card.name.en),
        "name_ru": fold(card.name.ru),
        "keywords": fold(" ".join(k.en + " " + k.ru for k in card.keywords)),
        "abilities": fold(" ".join(a.en + " " + a.ru for a in card.abilities)),
        "command": fold(f"{cmd.en} {cmd.ru}") if cmd else "",
    }


def create_schema(db: sqlite_utils.Database) -> None:
    """Create every table and index (idempotent)."""
    db.table("meta").create({"key": str, "value": str}, pk="key", if_not_exists=True)
    db.table("sets").create({"code": str, "name_en": str, "name_ru": str, "year": int}, pk="code", if_not_exists=True)
    db.table("cards").create(
        {
            "rid": int, "id": str, "set_code": str, "number": int, "rarity": str, "rarity_rank": int,
            "type": str, "side": str, "planet": str, "name_en": str, "name_ru": str, "sort_en": str,
            "sort_ru": str, "flags": int, "firepower": int, "assault": int, "speed": int, "armor": int,
            "required_flags": int, "die": int, "cmd_type": str, "is_unique": int, "identity": str,
        },
        pk="rid",
        not_null={"id", "name_en", "name_ru", "type", "side"},
        if_not_exists=True,
    )
    # the whole card, kept apart so that the filtered table stays narrow and quick to scan
    db.table("card_json").create({"rid": int, "json": str}, pk="rid", not_null={"json"}, if_not_exists=True)
    db.table("cards").create_index(["id"], unique=True, if_not_exists=True)
    # few cards are unique: a partial index lets is:unique skip the rest
    db.execute("CREATE INDEX IF NOT EXISTS idx_cards_unique_only ON cards(rid) WHERE is_unique = 1")
    for col in INDEXED:
        db.table("cards").create_index([col], if_not_exists=True)
    db.table("keywords").create(
        {"card_id": str, "pos": int, "rid": int, "en": str, "ru": str, "bold": int, "en_fold": str, "ru_fold": str},
        pk=("card_id", "pos"), if_not_exists=True,
    )
    db.table("keywords").create_index(["en_fold"], if_not_exists=True)
    db.table("keywords").create_index(["ru_fold"], if_not_exists=True)
    db.table("abilities").create({"card_id": str, "pos": int, "en": str, "ru": str, "ir": str},
                           pk=("card_id", "pos"), if_not_exists=True)
    db.table("rulings").create({"card_id": str, "pos": int, "date": str, "en": str, "ru": str, "sections": str},
                         pk=("card_id", "pos"), if_not_exists=True)
    db.table("search_text").create({"rid": int, **{c: str for c in FTS_COLUMNS}}, pk="rid", if_not_exists=True)
    if not db.table("search_text_fts").exists():
        db.table("search_text").enable_fts(FTS_COLUMNS, fts_version="FTS5", create_triggers=False,
                                     tokenize="unicode61 remove_diacritics 2")
    db.table("meta").upsert({"key": "schema_version", "value": str(SCHEMA_VERSION)}, pk="key")


def insert_cards(db: sqlite_utils.Database, cards: Iterable[Card], replace: bool = False) -> int:
    """Insert cards (and their keywords, abilities, rulings, search text); returns how many.

    With ``replace``, a card whose id is already there is replaced. Call inside a transaction
    (:func:`writing`): sqlite-utils commits each of its writes on its own when none is open.
    """
    conn = db.conn
    count = 0
    next_rid = (conn.execute("SELECT COALESCE(MAX(rid), 0) FROM cards").fetchone()[0]) + 1
    for card in cards:
        old = conn.execute("SELECT rid FROM cards WHERE id = ?", (card.id,)).fetchone()
        if old is not None:
            if not replace:
                raise ValueError(f"card {card.id} is already in the database")
            delete_card(db, card.id)
        rid = old[0] if old else next_rid
        if not old:
            next_rid += 1
        db.table("cards").insert(card_row(card, rid))
        db.table("card_json").insert({"rid": rid, "json": card.model_dump_json()})
        db.table("keywords").insert_all(
            {"card_id": card.id, "pos": i, "rid": rid, "en": k.en, "ru": k.ru, "bold": int(k.bold),
             "en_fold": fold(k.en), "ru_fold": fold(k.ru)}
            for i, k in enumerate(card.keywords))
        db.table("abilities").insert_all(
            {"card_id": card.id, "pos": i, "en": a.en, "ru": a.ru,
             "ir": json.dumps(a.ir, ensure_ascii=False, sort_keys=True) if a.ir is not None else None}
            for i, a in enumerate(card.abilities))
        db.table("rulings").insert_all(
            {"card_id": card.id, "pos": i, "date": r.date.isoformat(), "en": r.en, "ru": r.ru,
             "sections": json.dumps(r.sections)}
            for i, r in enumerate(card.rulings))
        row = search_row(card, rid)
        db.table("search_text").insert(row)
        conn.execute(
            f"INSERT INTO search_text_fts (rowid, {', '.join(FTS_COLUMNS)}) VALUES (?, ?, ?, ?, ?, ?)",
            [rid] + [row[c] for c in FTS_COLUMNS])
        count += 1
    return count


def delete_card(db: sqlite_utils.Database, card_id: str) -> None:
    conn = db.conn
    found = conn.execute("SELECT rid FROM cards WHERE id = ?", (card_id,)).fetchone()
    if not found:
        return
    rid = found[0]
    old = conn.execute(f"SELECT {', '.join(FTS_COLUMNS)} FROM search_text WHERE rid = ?", (rid,)).fetchone()
    if old:
        conn.execute(
            f"INSERT INTO search_text_fts (search_text_fts, rowid, {', '.join(FTS_COLUMNS)}) "
            "VALUES ('delete', ?, ?, ?, ?, ?, ?)", [rid, *old])
    for table in ("keywords", "abilities", "rulings"):
        conn.execute(f"DELETE FROM {table} WHERE card_id = ?", (card_id,))
    conn.execute("DELETE FROM search_text WHERE rid = ?", (rid,))
    conn.execute("DELETE FROM card_json WHERE rid = ?", (rid,))
    conn.execute("DELETE FROM cards WHERE rid = ?", (rid,))


def sources_digest(data_dir: Path = DATA_DIR, language_files: Iterable[Path] = ()) -> str:
    """A hash of every card source file and of ``language_files``, the files of the ability
    language that filled each ability's executable form (the caller names them: cards knows no
    ability language): the committed database records the one it was built from."""
    h = hashlib.sha256()
    files = [(path.relative_to(data_dir).as_posix(), path)
             for path in [data_dir / "sets.toml", *sorted((data_dir / "cards").glob("*.toml"))]]
    if (data_dir / "rulings.toml").exists():   # card rulings kept apart from the pool files
        files.append(("rulings.toml", data_dir / "rulings.toml"))
    files += [(Path(path).name, Path(path)) for path in language_files]
    for name, path in files:
        h.update(name.encode())
        h.update(b"\0")
        h.update(path.read_bytes())
        h.update(b"\0")
    return h.hexdigest()


def build_database(out: Path, sets: list[CardSet], cards: list[Card], digest: str = "",
                   user_named: bool = False) -> None:
    """Write a fresh database to ``out`` atomically: built in a temporary file of its own beside
    it (:func:`heresy_app.atomic.atomic_path`), then renamed over it; a failure removes it, and
    two builds at once each rename their own. ``user_named``: ``out`` is a path the user named
    (``-o``), written only when :func:`heresy_app.atomic.check_output` allows it."""
    from heresy_app.atomic import atomic_path

    with atomic_path(out, make_dirs=not user_named) as tmp:
        _build_into(tmp, sets, cards, digest)


def _build_into(tmp: Path, sets: list[CardSet], cards: list[Card], digest: str) -> None:
    conn = sqlite3.connect(tmp)
    try:
        conn.execute("PRAGMA journal_mode = OFF")
        conn.execute("PRAGMA page_size = 4096")
        db = sqlite_utils.Database(conn)
        with conn:
            create_schema(db)
            db.table("meta").upsert({"key": "sources_sha256", "value": digest}, pk="key")
            db.table("sets").insert_all(
                ({"code": s.code, "name_en": s.name.en, "name_ru": s.name.ru, "year": s.year} for s in sets),
                pk="code")
            insert_cards(db, cards)
        conn.execute("INSERT INTO search_text_fts(search_text_fts) VALUES ('optimize')")
        conn.execute("ANALYZE")
        conn.commit()
        conn.execute("VACUUM")
    finally:
        conn.close()
    seal(tmp)


def dump_content(path: Path) -> dict[str, list[Any]]:
    """Every row of every content table, in a stable order: what "the same database" means."""
    conn = open_readonly(path)
    try:
        out = {}
        for table, order in (("meta", "key"), ("sets", "code"), ("cards", "rid"), ("card_json", "rid"),
                             ("keywords", "card_id, pos"), ("abilities", "card_id, pos"),
                             ("rulings", "card_id, pos"), ("search_text", "rid")):
            out[table] = [tuple(r) for r in conn.execute(f"SELECT * FROM {table} ORDER BY {order}")]
        return out
    finally:
        conn.close()


def _when_unlocked(conn: sqlite3.Connection, sql: str, deadline: float) -> sqlite3.Cursor:
    """``conn.execute(sql)``, tried again while another process holds the database ("database
    is locked") until ``deadline`` (time.monotonic()); then the error goes up."""
    pause = 0.01
    while True:
        try:
            return conn.execute(sql)
        except sqlite3.OperationalError as err:
            if "locked" not in str(err) or time.monotonic() + pause > deadline:
                raise
            time.sleep(pause)
            pause = min(pause * 2, 0.25)


@contextmanager
def writing(path: Path | str, shipped: Path | str | None = None) -> Iterator[sqlite_utils.Database]:
    """One write transaction on a card database (the user's): everything written inside the
    ``with`` block is committed together at its end, or nothing is (an error, a full disk, a kill).

    The transaction is opened explicitly (``BEGIN IMMEDIATE``) before sqlite-utils writes
    anything: it commits each write of its own when no transaction is open, which once stored an
    import's first card alone, without its full-text row (issue 16, finding 1). A killed writer
    leaves a journal that the next opening rolls back (:func:`~heresy_app.cards.journal.recover`).

    The database is in write-ahead-log mode (its ``-wal`` and ``-shm`` files may stay beside it):
    readers go on reading while an import writes, and a writer waits up to
    :data:`~heresy_app.cards.journal.BUSY_TIMEOUT` for another process's transaction to end
    (issue 29, finding 5).

    The shipped database (``shipped``, default: the one in use) is never written: a ``path`` that
    is the same file (a symbolic or hard link to it) raises :class:`~heresy_app.files.FileProblem`.
    """
    if same_file(path, shipped or shipped_db_path()):
        raise FileProblem(path, "db-shipped")
    conn = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT)
    try:
        # write-ahead logging: searches (and the window) keep reading while an import writes, and
        # writers in other processes wait for one another (BUSY_TIMEOUT), not fail (issue 29, finding 5)
        # the busy handler does not cover every wait: switching a new file to WAL, or beginning
        # while another process runs the log's recovery, can answer "database is locked" at once
        deadline = time.monotonic() + BUSY_TIMEOUT
        if _when_unlocked(conn, "PRAGMA journal_mode", deadline).fetchone()[0].lower() != "wal":
            _when_unlocked(conn, "PRAGMA journal_mode = WAL", deadline)
        _when_unlocked(conn, "BEGIN IMMEDIATE", deadline)
        try:
            yield sqlite_utils.Database(conn)
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")
        try:        # into the database file itself, whose time and size tell readers it changed
            conn.execute("PRAGMA wal_checkpoint(PASSIVE)")
        except sqlite3.Error:
            pass
    finally:
        conn.close()
