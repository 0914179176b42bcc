"""CardDB.all_rulings reads the rulings once while the file is unchanged (the rules reference's
search asks for them at every question) and reads them again after another connection commits."""

from __future__ import annotations

import shutil
import sqlite3

from heresy_app.cards.db import CardDB
from heresy_app.paths import shipped_db_path


def test_all_rulings_is_kept_until_the_file_changes(tmp_path):
    path = tmp_path / "cards.sqlite"
    shutil.copyfile(shipped_db_path(), path)
    db = CardDB(path, user=False)
    first = db.all_rulings()
    assert first and db.all_rulings() is first          # unchanged: the same list, not read again
    card, pos = first[0]["card_id"], 0
    writer = sqlite3.connect(path)
    with writer:
        writer.execute("UPDATE rulings SET en = ? WHERE card_id = ? AND pos = ?", ("Changed elsewhere.", card, pos))
    writer.close()
    again = db.all_rulings()
    assert again is not first
    assert [r["en"] for r in again if r["card_id"] == card][0] == "Changed elsewhere."
    assert db.all_rulings() is again
