"""Your collection: how many copies of each card you own (shipped cards and your own), kept in
the user database (``user_cards.sqlite`` under ``HERESY_HOME``, table ``collection``).

Reading goes through :class:`heresy_app.cards.db.CardDB` (the search language's ``is:owned`` and
``owned>=N``, :meth:`~heresy_app.cards.db.CardDB.owned`) or :func:`read_owned`; every change is
one transaction (:func:`write_owned`), so a kill leaves the old counts or the new ones.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "user_cards.sqlite"
>>> write_owned({"IS-001": 3, "IS-004": 1}, path)
{'IS-001': 3, 'IS-004': 1}
>>> write_owned({"IS-001": 2}, path, add=True)
{'IS-001': 5}
>>> write_owned({"IS-004": 0}, path)
{'IS-004': 0}
>>> read_owned(path)
{'IS-001': 5}
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from heresy_app.files import FileProblem, printable
from heresy_app.paths import make_folder, user_db_path

TABLE = "collection"
MAX_OWNED = 999
"""The most copies of one card the collection records (more is written as this)."""

SCHEMA = (f"CREATE TABLE IF NOT EXISTS {TABLE} (card_id TEXT PRIMARY KEY NOT NULL, "
          "count INTEGER NOT NULL CHECK (count > 0))")


def clamp(count: int) -> int:
    return max(0, min(MAX_OWNED, int(count)))


def read_owned(path: Path | str | None = None) -> dict[str, int]:
    """Card id -> copies owned (cards with none are absent); empty when there is no collection."""
    from heresy_app.cards.journal import BUSY_TIMEOUT, recover  # sqlite3 only: the window reads this at start-up

    path = Path(path) if path else user_db_path()
    if not path.exists():
        return {}
    try:
        recover(path)
        conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True, timeout=BUSY_TIMEOUT)
        try:
            if not conn.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name=?", (TABLE,)).fetchone():
                return {}
            return {cid: n for cid, n in conn.execute(f"SELECT card_id, count FROM {TABLE} ORDER BY card_id")}
        finally:
            conn.close()
    except sqlite3.Error as err:
        raise FileProblem(path, "db-open", detail=str(err)) from None


def write_owned(changes: dict[str, int], path: Path | str | None = None, *, add: bool = False,
                clear: bool = False) -> dict[str, int]:
    """Set (or with ``add``, add to) the copies owned of each card in ``changes``, all in one
    transaction; ``clear`` first empties the collection. A count of 0 or less removes the card.
    Returns each changed card's new count."""
    from heresy_app.cards.database import writing

    path = Path(path) if path else user_db_path()
    out: dict[str, int] = {}
    try:
        make_folder(path.parent)
        with writing(path) as db:
            conn = db.conn
            conn.execute(SCHEMA)
            if clear:
                conn.execute(f"DELETE FROM {TABLE}")
            for cid, count in changes.items():
                if add:
                    row = conn.execute(f"SELECT count FROM {TABLE} WHERE card_id = ?", (cid,)).fetchone()
                    count = (row[0] if row else 0) + count
                count = clamp(count)
                if count > 0:
                    conn.execute(f"INSERT INTO {TABLE} (card_id, count) VALUES (?, ?) "
                                 "ON CONFLICT(card_id) DO UPDATE SET count = excluded.count", (cid, count))
                else:
                    conn.execute(f"DELETE FROM {TABLE} WHERE card_id = ?", (cid,))
                out[cid] = count
    except NotADirectoryError as err:
        raise FileProblem(path, "db-folder",
                          folder=printable(err.filename or "", 200)) from None
    except (sqlite3.Error, OSError) as err:
        detail = (err.strerror if isinstance(err, OSError) else None) or str(err)
        raise FileProblem(path, "db-write", detail=detail) from None
    return out
