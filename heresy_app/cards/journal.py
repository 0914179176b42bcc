"""Rolling back what a killed writer left in a card database (sqlite3 only: the window's
start-up path uses it before the card model is loaded)."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path


def recover(path: Path | str) -> None:
    """Roll back what a killed writer left unfinished in the database at ``path`` (a "hot"
    rollback journal beside it), so that read-only connections can open it: they cannot roll a
    journal back themselves and fail with "attempt to write a readonly database" (issue 16,
    finding 2). Opening read-write and reading is how SQLite rolls a hot journal back. Raises
    ``sqlite3.Error`` when the database cannot be opened for writing."""
    journal = f"{os.fspath(path)}-journal"
    try:
        if os.path.getsize(journal) == 0:
            return
    except OSError:
        return
    conn = sqlite3.connect(path)
    try:
        conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
    finally:
        conn.close()
