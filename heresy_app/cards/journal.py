"""Rolling back what a killed writer left in a card database (sqlite3 only: the window's
start-up path uses it before the card model is loaded)."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

BUSY_TIMEOUT = 60.0
"""Seconds a connection to a user database waits for another process's write to finish (an
import of thousands of cards) before "database is locked" (issue 29, finding 5)."""


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def recover(path: Path | str) -> None:
    """Roll back what a killed writer left unfinished in the database at ``path`` (a "hot"
    rollback journal beside it), so that read-only connections can open it: they cannot roll a
    journal back themselves and fail with "attempt to write a readonly database" (issue 16,
    finding 2). Opening read-write and reading is how SQLite rolls a hot journal back. Raises
    ``sqlite3.Error`` when the database cannot be opened for writing."""
    if not (_size(f"{os.fspath(path)}-journal") or _size(f"{os.fspath(path)}-wal")):
        return      # a write-ahead log left by a killed writer is recovered by a writable opening too
    conn = sqlite3.connect(path, timeout=BUSY_TIMEOUT)
    try:
        conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
    finally:
        conn.close()
