"""Every card as a row, read straight from SQLite: the card browser's start-up list.

The window shows its card list before the query compiler and the card model (pydantic) are
imported: these rows carry the same fields as :class:`heresy_app.cards.db.CardRow`, read with
``sqlite3`` alone from the shipped database (read-only) and the user's beside it.
"""

from __future__ import annotations

import sqlite3
from collections import namedtuple
from pathlib import Path

from heresy_app.i18n import pick
from heresy_app.paths import same_file

__all__ = ["ROW_FIELDS", "QuickRow", "quick_rows"]

QuickRow = namedtuple("QuickRow", ("id", "name_en", "name_ru", "type", "side", "flags", "firepower", "assault", "speed",
                                   "armor", "die", "cmd_type", "rarity", "set_code", "number", "is_unique",
                                   "required_flags", "user"))
ROW_FIELDS = QuickRow._fields


def quick_rows(shipped: Path, user: Path | None, lang: str = "en") -> list[QuickRow]:
    """Every card as a row, read directly with sqlite3 (read-only), sorted by name."""
    cols = ", ".join(f"c.{f}" for f in ROW_FIELDS[:-1])
    conn = sqlite3.connect(Path(shipped).resolve().as_uri() + "?mode=ro", uri=True)
    try:
        sql = f"SELECT {cols}, 0, c.sort_en, c.sort_ru FROM main.cards c"
        if user is not None and Path(user).exists() and not same_file(user, shipped):
            from heresy_app.cards.journal import recover

            try:
                recover(user)       # what a killed import left half-written
                conn.execute("ATTACH DATABASE ? AS user", (Path(user).resolve().as_uri() + "?mode=ro",))
                has = conn.execute("SELECT 1 FROM user.sqlite_master WHERE type='table' AND name='cards'").fetchone()
            except sqlite3.Error:   # a damaged user database: the shipped cards (the store says why)
                has = None
            if has:
                sql += f" UNION ALL SELECT {cols}, 1, c.sort_en, c.sort_ru FROM user.cards c"
        key = str(pick(lang, en="sort_en", ru="sort_ru"))
        rows = conn.execute(f"SELECT * FROM ({sql}) ORDER BY {key}, id").fetchall()
    finally:
        conn.close()
    n = len(ROW_FIELDS)
    return [QuickRow._make(r[:n]) for r in rows]
