"""`heresy cards rulings add/edit/delete/import` when the data folder cannot be written (issue 29,
finding 6): one line naming the file, exit 2, in English and Russian, the file unchanged; and what
the store writes it always reads back (finding 3)."""

import errno
import json
import os

import pytest

from heresy_app.cards import own_rulings
from heresy_app.cards.own_rulings import OwnRulings, RulingsFileError
from heresy_app.cli import main


def _one_clean_line(err: str) -> None:
    assert "internal error" not in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err


def _home_is(kind: str, tmp_path, monkeypatch):
    target = tmp_path / "home"
    if kind == "file":
        target.write_text("not a folder")
    elif kind == "fifo":
        os.mkfifo(target)
    elif kind == "dangling link":
        target.symlink_to(tmp_path / "gone" / "away")
        # a link whose folder is gone: nothing can be made through it
    monkeypatch.setenv("HERESY_HOME", str(target))
    return target


@pytest.mark.parametrize("kind", ["file", "fifo", "dangling link"])
@pytest.mark.parametrize("command", [
    ["cards", "rulings", "add", "IS-001", "A house rule."],
    ["cards", "rulings", "edit", "abc", "--text", "x"],
    ["cards", "rulings", "delete", "abc"],
])
def test_a_data_folder_that_is_not_a_folder_is_one_line(kind, command, tmp_path, monkeypatch, capsys):
    _home_is(kind, tmp_path, monkeypatch)
    assert main(command) == 2
    _one_clean_line(capsys.readouterr().err)


@pytest.mark.parametrize("command", [
    ["cards", "rulings", "add", "IS-001", "Another."],
    ["cards", "rulings", "edit", "{rid}", "--text", "Changed."],
    ["cards", "rulings", "delete", "{rid}"],
])
@pytest.mark.parametrize("lang, words", [("en", "cannot save your rulings"), ("ru", "не удаётся сохранить")])
def test_a_full_disk_is_one_line_and_the_file_stays(command, lang, words, monkeypatch, capsys):
    rid = OwnRulings().add("IS-001", "Kept.").id
    before = own_rulings.default_path().read_bytes()

    def full(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(own_rulings, "atomic_write_text", full)
    args = [a.replace("{rid}", rid) for a in command]
    assert main([*args, "--lang", lang]) == 2
    err = capsys.readouterr().err
    _one_clean_line(err)
    assert words in err and "rulings.json" in err
    assert own_rulings.default_path().read_bytes() == before


def test_what_the_store_writes_it_reads_back_up_to_its_limit(tmp_path):
    """Imports of shared files (each under the 1,000,000-byte limit of a shared file) fill the store
    far past that size: each time it is read back whole; the import that would pass the store's
    own limit is refused and changes nothing."""
    store = OwnRulings()
    path = own_rulings.default_path()
    k = 0
    while True:
        f = tmp_path / f"share{k}.json"
        rulings = [{"id": f"s{k}n{i}", "card": "IS-001", "text": f"ruling {k}.{i} " + "x" * 3900} for i in range(240)]
        f.write_text(json.dumps({"format": "heresy-rulings", "version": 1, "rulings": rulings}))
        assert f.stat().st_size < own_rulings.MAX_FILE
        before = path.read_bytes() if path.exists() else b""
        try:
            store.import_file(f)
        except RulingsFileError as exc:
            assert "not saved" in str(exc) and path.read_bytes() == before
            break
        k += 1
        again = OwnRulings()
        assert again.problem is None and len(again.all()) == 240 * k
        assert k < 100
    assert k > 3 and len(before) > 3 * own_rulings.MAX_FILE


@pytest.mark.parametrize("command, words", [
    (["cards", "import", "{cards}"], "is not a folder"),
    (["collection", "import", "{collection}"], "is not a folder"),
    (["collection", "import", "{collection}", "--lang", "ru"], "— не папка"),
])
def test_heresy_home_a_file_is_said_plainly(command, words, tmp_path, monkeypatch, capsys):
    from tests.fuzz.harness import write_cards_csv

    cards = write_cards_csv(tmp_path / "mine.csv", 2)
    collection = tmp_path / "owned.txt"
    collection.write_text("4 IS-001\n", encoding="utf-8")
    home = _home_is("file", tmp_path, monkeypatch)
    args = [a.format(cards=cards, collection=collection) for a in command]
    assert main(args) == 2
    err = capsys.readouterr().err
    _one_clean_line(err)
    assert words in err and str(home) in err and "File exists" not in err
