"""The results file of a gauntlet: SQLite, written one chunk at a time.

Each finished chunk is written in one transaction — its games and the row saying the chunk is
done — so a run killed at any moment leaves whole chunks or none, and ``--resume FILE`` plays only
the chunks the file does not hold. The plan is stored in the file too: resuming needs nothing else,
and a file is never resumed with a different plan.

Tables: ``meta(key, value)`` (``format``, ``plan`` as JSON, ``fingerprint``), ``chunks(chunk,
pairing, start, stop, cpu_seconds)``, ``games(pairing, game, seed, a_seat, a_role, winner, turns,
decisions, stopped, error, replay, drawn_a, drawn_b)`` (``winner`` ``A``, ``B`` or NULL;
``drawn_*`` the ids of the cards that left each deck as JSON lists).
"""

from __future__ import annotations

import json
import os
import sqlite3

from heresy_app.i18n import pick
from heresy_app.lab.plan import Plan

STORE_FORMAT = "heresy-gauntlet-results"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS chunks (chunk INTEGER PRIMARY KEY, pairing INTEGER NOT NULL,
    start INTEGER NOT NULL, stop INTEGER NOT NULL, cpu_seconds REAL);
CREATE TABLE IF NOT EXISTS games (pairing INTEGER NOT NULL, game INTEGER NOT NULL, seed INTEGER NOT NULL,
    a_seat INTEGER, a_role TEXT, winner TEXT, turns INTEGER, decisions INTEGER, stopped INTEGER NOT NULL,
    error TEXT, replay TEXT, drawn_a TEXT, drawn_b TEXT, PRIMARY KEY (pairing, game));
"""


class StoreError(ValueError):
    """A results file that cannot be used: ``text(lang)`` is one line."""

    def __init__(self, en: str, ru: str):
        super().__init__(en)
        self.en, self.ru = en, ru

    def text(self, lang: str = "en") -> str:
        return str(pick(lang, en=self.en, ru=self.ru))


def new_results_path() -> str:
    """A new results file in the user data folder's ``gauntlets/``, named by the time."""
    import time

    from heresy_app.paths import user_data_dir
    folder = os.path.join(str(user_data_dir()), "gauntlets")
    os.makedirs(folder, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path, k = os.path.join(folder, f"gauntlet-{stamp}.sqlite"), 1
    while os.path.lexists(path):
        k += 1
        path = os.path.join(folder, f"gauntlet-{stamp}-{k}.sqlite")
    return path


class Store:
    """An open results file. ``Store.create(path, plan)`` starts one (the file must not exist);
    ``Store.open(path)`` opens one to resume or to read."""

    def __init__(self, path, conn: sqlite3.Connection, plan: Plan):
        self.path = os.fspath(path)
        self.conn = conn
        self.plan = plan

    @classmethod
    def create(cls, path, plan: Plan) -> Store:
        from heresy_app.files import printable
        path = os.fspath(path)
        if os.path.lexists(path):
            raise StoreError(f"{printable(path, 200)}: the file exists; resume it with --resume or name a new one",
                             f"{printable(path, 200)}: файл уже есть; продолжите его с --resume или назовите новый")
        try:
            conn = sqlite3.connect(path, isolation_level=None)
            conn.executescript(_SCHEMA)
            with _transaction(conn):
                conn.executemany("INSERT INTO meta(key, value) VALUES (?, ?)", [
                    ("format", STORE_FORMAT), ("version", "1"),
                    ("plan", json.dumps(plan.to_json(), ensure_ascii=False, sort_keys=True)),
                    ("fingerprint", plan.fingerprint())])
        except sqlite3.Error as err:
            raise StoreError(f"{printable(path, 200)}: cannot write the results file: {err}",
                             f"{printable(path, 200)}: не удаётся записать файл результатов: {err}") from None
        return cls(path, conn, plan)

    @classmethod
    def open(cls, path) -> Store:
        from heresy_app.files import check_regular, printable
        path = os.fspath(path)
        where = printable(path, 200)
        try:
            check_regular(path)
        except ValueError as problem:
            msg = problem.message if callable(getattr(problem, "message", None)) else None
            raise StoreError(msg("en") if msg else str(problem), msg("ru") if msg else str(problem)) from None
        try:
            conn = sqlite3.connect(f"file:{path}?mode=rw", uri=True, isolation_level=None)
            meta = dict(conn.execute("SELECT key, value FROM meta"))
            if meta.get("format") != STORE_FORMAT:
                raise ValueError("format")
            plan = Plan.from_json(json.loads(meta["plan"]))
        except (sqlite3.Error, ValueError, KeyError, TypeError):
            raise StoreError(f"{where}: not a gauntlet results file",
                             f"{where}: это не файл результатов турнира") from None
        return cls(path, conn, plan)

    def check_plan(self, plan: Plan) -> None:
        """StoreError unless ``plan`` plays the same games as the file's."""
        if plan.fingerprint() != self.plan.fingerprint():
            from heresy_app.files import printable
            where = printable(self.path, 200)
            raise StoreError(f"{where}: holds another gauntlet (other decks, games, seed or AI); "
                             "resume it with --resume alone or start a new file",
                             f"{where}: в нём другой турнир (другие колоды, число игр, посев или ИИ); "
                             "продолжите его одним --resume или начните новый файл")

    def done_chunks(self) -> set[int]:
        return {row[0] for row in self.conn.execute("SELECT chunk FROM chunks")}

    def write_chunk(self, chunk, result: dict) -> None:
        """The chunk's games and its row, in one transaction."""
        games = result["games"]
        if [g["game"] for g in games] != list(range(chunk.start, chunk.stop)):
            raise ValueError(f"chunk {chunk.index}: the worker's games do not match the chunk")
        rows = [(chunk.pairing, g["game"], g["seed"], g.get("a_seat"), g.get("a_role"), g.get("winner"),
                 g.get("turns"), g.get("decisions"), 1 if g.get("stopped") else 0, g.get("error"),
                 g.get("replay"), json.dumps(g.get("drawn_a") or []), json.dumps(g.get("drawn_b") or []))
                for g in games]
        with _transaction(self.conn):
            self.conn.executemany("INSERT OR REPLACE INTO games VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)", rows)
            self.conn.execute("INSERT OR REPLACE INTO chunks VALUES (?,?,?,?,?)",
                              (chunk.index, chunk.pairing, chunk.start, chunk.stop, result.get("cpu_seconds")))

    def games(self, pairing: int | None = None) -> list[dict]:
        """Every finished game (of ``pairing`` only, when given), ordered by pairing and game (the
        order aggregation reads them in)."""
        where, args = ("WHERE pairing = ?", (int(pairing),)) if pairing is not None else ("", ())
        cur = self.conn.execute("SELECT pairing, game, seed, a_seat, a_role, winner, turns, decisions, stopped, "
                                f"error, replay, drawn_a, drawn_b FROM games {where} ORDER BY pairing, game", args)
        out = []
        for row in cur:
            g = dict(zip(("pairing", "game", "seed", "a_seat", "a_role", "winner", "turns", "decisions",
                          "stopped", "error", "replay", "drawn_a", "drawn_b"), row, strict=True))
            g["stopped"] = bool(g["stopped"])
            g["drawn_a"] = json.loads(g["drawn_a"] or "[]")
            g["drawn_b"] = json.loads(g["drawn_b"] or "[]")
            out.append(g)
        return out

    def cpu_seconds(self) -> float:
        return float(self.conn.execute("SELECT COALESCE(SUM(cpu_seconds), 0) FROM chunks").fetchone()[0])

    def close(self) -> None:
        self.conn.close()


class _transaction:
    def __init__(self, conn):
        self.conn = conn

    def __enter__(self):
        self.conn.execute("BEGIN IMMEDIATE")

    def __exit__(self, kind, value, tb):
        self.conn.execute("COMMIT" if kind is None else "ROLLBACK")
        return False
