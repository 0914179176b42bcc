"""A damaged or foreign user card database (issue 29, finding 7, its second part): commands that
need only the shipped cards keep working and say once, in one line, which file could not be read
and how to move it aside; a command that must write to it fails in one line and leaves it as it was."""

import sqlite3

import pytest

from heresy_app.cli import main
from heresy_app.paths import user_db_path
from tests.cards.test_user_cards import row, write_csv


def _damage(how: str):
    path = user_db_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if how == "noise":
        path.write_bytes(bytes(range(256)) * 80)
    elif how == "foreign":                  # an SQLite file of something else
        conn = sqlite3.connect(path)
        conn.execute("CREATE TABLE recipes (name TEXT)")
        conn.commit()
        conn.close()
    elif how == "empty-header":
        path.write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)
    return path


@pytest.mark.parametrize("how", ["noise", "foreign", "empty-header"])
@pytest.mark.parametrize("command", [["deck", "validate", "sample:traitor"], ["cards", "search", "legion"],
                                     ["cards", "show", "IS-001"]])
def test_shipped_cards_work_on_beside_a_damaged_user_database(how, command, capsys):
    path = _damage(how)
    before = path.read_bytes()
    code = main(command)
    out = capsys.readouterr()
    assert code == 0, out.err
    assert "internal error" not in out.err
    if how != "foreign":       # a foreign SQLite file without our tables simply holds no cards of ours
        lines = out.err.strip().splitlines()
        assert len(lines) == 1 and str(path) in lines[0] and "Move the file aside" in lines[0]
    assert path.read_bytes() == before


def test_the_warning_is_in_russian_too(capsys):
    _damage("noise")
    assert main(["deck", "validate", "sample:traitor", "--lang", "ru"]) == 0
    err = capsys.readouterr().err
    assert "Переименуйте файл" in err and "предупреждение" in err


def test_an_import_into_a_damaged_user_database_fails_in_one_line(tmp_path, capsys):
    path = _damage("noise")
    before = path.read_bytes()
    code = main(["cards", "import", str(write_csv(tmp_path / "mine.csv", row()))])
    err = capsys.readouterr().err
    assert code == 2 and "internal error" not in err and len(err.strip().splitlines()) == 1
    assert path.read_bytes() == before
