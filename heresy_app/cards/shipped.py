"""The shipped card database checked before it is read (issue 29, finding 7): its seal (a CRC-32
of the whole file), SQLite's ``quick_check`` and its tables; and read-only connections. Kept apart
from :mod:`heresy_app.cards.database` so the window can check the file before it shows without
loading sqlite-utils or the card model (start-up time)."""

from __future__ import annotations

import os
import sqlite3
import zlib
from pathlib import Path

from heresy_app.cards.journal import BUSY_TIMEOUT
from heresy_app.files import FileProblem, printable

__all__ = ["SEAL_AT", "SHIPPED_TABLES", "check_shipped", "open_readonly", "seal", "seal_holds"]


SEAL_AT = 60
"""The shipped database's seal: a CRC-32 of the whole file (the seal's own four bytes read as
zero) kept in the SQLite header's ``user_version`` field (bytes 60–63), which nothing else of
ours uses. A flipped bit anywhere — inside a card's text too, where SQLite's own check sees
nothing — breaks it (issue 29, finding 7)."""


def _crc(data: bytes) -> int:
    crc = zlib.crc32(data[:SEAL_AT])
    crc = zlib.crc32(b"\0\0\0\0", crc)
    return zlib.crc32(data[SEAL_AT + 4:], crc) or 1      # 0 means "not sealed"


def seal(path: Path) -> None:
    """Write the seal into a database file that is closed and complete."""
    with open(path, "r+b") as f:
        data = f.read()
        f.seek(SEAL_AT)
        f.write(_crc(data).to_bytes(4, "big"))
        f.flush()
        os.fsync(f.fileno())


def seal_holds(path: Path) -> bool | None:
    """Does the file match its seal? ``None`` when it has none (a database built before the seal,
    or one that is not ours to seal)."""
    with open(path, "rb") as f:
        data = f.read()
    stored = int.from_bytes(data[SEAL_AT:SEAL_AT + 4], "big") if len(data) >= 100 else 0
    if not stored:
        return None
    return stored == _crc(data)


SHIPPED_TABLES = frozenset({"meta", "sets", "cards", "card_json", "keywords", "abilities", "rulings"})
_CHECKED: set[tuple[str, int, int, int]] = set()


def check_shipped(path: Path) -> None:
    """Check the shipped card database once per process (per file version): SQLite's
    ``PRAGMA quick_check`` (some milliseconds) and its tables. A damaged or foreign file is a
    :class:`~heresy_app.files.FileProblem` saying to reinstall, in one line, rather than an
    internal error at the first query that reaches the damage (issue 29, finding 7)."""
    try:
        st = os.stat(path)
    except OSError:
        return                       # a missing database is told by the caller
    key = (os.fspath(path), st.st_mtime_ns, st.st_size, st.st_ino)
    if key in _CHECKED:
        return
    try:
        sealed = seal_holds(path)
    except OSError as err:
        raise FileProblem(path, "shipped-damaged", detail=printable(str(err), 200)) from None
    if sealed is False:
        raise FileProblem(path, "shipped-damaged", detail="its contents do not match its checksum")
    try:
        conn = open_readonly(path)
        try:
            verdict = [r[0] for r in conn.execute("PRAGMA quick_check(3)")]
            tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        finally:
            conn.close()
    except sqlite3.Error as err:
        raise FileProblem(path, "shipped-damaged", detail=str(err)) from None
    if verdict != ["ok"]:
        raise FileProblem(path, "shipped-damaged", detail="; ".join(str(v) for v in verdict)[:200])
    missing = SHIPPED_TABLES - tables
    if missing:
        raise FileProblem(path, "shipped-damaged", detail=f"no table {', '.join(sorted(missing))}")
    _CHECKED.add(key)


def open_readonly(path: Path) -> sqlite3.Connection:
    """A read-only connection that waits (:data:`~heresy_app.cards.journal.BUSY_TIMEOUT`) for a
    writer in another process rather than failing with "database is locked"."""
    return sqlite3.connect(Path(path).resolve().as_uri() + "?mode=ro", uri=True, timeout=BUSY_TIMEOUT)
