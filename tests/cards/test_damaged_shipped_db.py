"""A damaged shipped cards.sqlite is one line saying to reinstall, never an internal error
(issue 29, finding 7, its first part: the database is checked once when it is opened)."""

import shutil

import pytest

from heresy_app.cli import main
from heresy_app.paths import shipped_db_path


def _damaged(tmp_path, how: str):
    out = tmp_path / "cards.sqlite"
    shutil.copy(shipped_db_path(), out)
    data = bytearray(out.read_bytes())
    if how == "header":
        data[16:24] = b"\xff" * 8                      # the page size and the format bytes
    elif how == "pages":
        for at in range(4096 + 7, len(data), 4096 * 3):   # a b-tree page header in every third page
            data[at] ^= 0xFF
    elif how == "truncated":
        data = data[: len(data) // 3]
    elif how == "card text":                           # a letter of a card's name: SQLite sees nothing
        at = data.index(b'"name":{"en":"') + 15
        data[at] ^= 0x01
    elif how == "utf-8":                               # a byte no UTF-8 text holds, inside a rules text
        at = data.index(b'"name":{"en":"') + 15
        data[at] = 0xFF
    elif how == "not sqlite":
        data = b"this is not a database" * 100
    out.write_bytes(bytes(data))
    return out


@pytest.mark.parametrize("how", ["header", "pages", "truncated", "card text", "utf-8", "not sqlite"])
@pytest.mark.parametrize("command", [["cards", "search", "legion"], ["cards", "show", "IS-001"],
                                     ["deck", "validate", "sample:traitor"], ["rules", "search", "unit"]])
def test_a_damaged_shipped_database_says_reinstall_in_one_line(how, command, tmp_path, monkeypatch, capsys):
    bad = _damaged(tmp_path, how)
    monkeypatch.setattr("heresy_app.cards.db.shipped_db_path", lambda: bad)
    code = main(command)
    err = capsys.readouterr().err
    assert "internal error" not in err and "Traceback" not in err
    if code != 0:
        assert code == 2 and len(err.strip().splitlines()) == 1
        assert "reinstall" in err and str(bad) in err


@pytest.mark.parametrize("how", ["card text", "utf-8", "truncated"])
def test_the_window_does_not_open_on_a_damaged_database(how, tmp_path, monkeypatch, capsys):
    bad = _damaged(tmp_path, how)
    monkeypatch.setattr("heresy_app.paths.shipped_db_path", lambda: bad)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    code = main(["gui", "--smoke"])
    err = capsys.readouterr().err
    assert code == 2 and "internal error" not in err
    assert "reinstall" in err and len(err.strip().splitlines()) == 1


def test_a_built_database_is_sealed_and_any_flipped_byte_breaks_the_seal(tmp_path):
    from heresy_app.cards.database import seal_holds

    out = tmp_path / "cards.sqlite"
    shutil.copy(shipped_db_path(), out)
    assert seal_holds(out) is True          # the shipped database is built sealed
    data = out.read_bytes()
    for at in range(0, len(data), len(data) // 37):
        if 60 <= at < 64:
            continue
        bent = bytearray(data)
        bent[at] ^= 0x10
        out.write_bytes(bytes(bent))
        assert seal_holds(out) is False, at
