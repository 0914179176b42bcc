"""Every command that writes a path the user names refuses anything but a regular file or a new
name in an existing folder, with one clear line, replaces nothing else and leaves no temporary
file (issue 29, finding 2; `-o ""` and `play --save ""`, finding 8)."""

import multiprocessing
import os
import stat

import pytest

from heresy_app.atomic import atomic_write_text
from heresy_app.cli import main

CHEAP = {
    "deck export": lambda p: ["deck", "export", "sample:traitor", "--format", "text", "-o", p],
    "collection export": lambda p: ["collection", "export", "-o", p],
    "rulings export": lambda p: ["cards", "rulings", "export", "-o", p],
    "cards export": lambda p: ["cards", "export", "--format", "cockatrice", "-o", p],
    "proxies": lambda p: ["proxies", "sample:traitor", "-o", p],
    "db build": lambda p: ["db", "build", "-o", p],
    "play --save": lambda p: ["play", "sample:traitor", "--smoke", "--save", p],
    "gauntlet --csv": lambda p: ["gauntlet", "sample:loyalist", "sample:traitor", "-n", "1", "--ai", "random",
                                 "--csv", p],
    "gauntlet --results": lambda p: ["gauntlet", "sample:loyalist", "sample:traitor", "-n", "1", "--ai", "random",
                                     "--results", p],
}


def _hostile(kind: str, folder):
    """A path of ``kind`` in ``folder`` and a way to tell it is still what it was."""
    p = folder / "target"
    if kind == "fifo":
        os.mkfifo(p)
        return str(p), lambda: stat.S_ISFIFO(os.lstat(p).st_mode)
    if kind == "device":
        os.mknod(p, stat.S_IFCHR | 0o666, os.makedev(1, 3))       # a twin of /dev/null
        return str(p), lambda: stat.S_ISCHR(os.lstat(p).st_mode)
    if kind == "link to a device":
        dev = folder / "null"
        os.mknod(dev, stat.S_IFCHR | 0o666, os.makedev(1, 3))
        p.symlink_to(dev)
        return str(p), lambda: p.is_symlink() and stat.S_ISCHR(os.stat(p).st_mode)
    if kind == "dangling link":
        p.symlink_to(folder / "nowhere" / "file")
        return str(p), lambda: p.is_symlink() and not (folder / "nowhere").exists()
    if kind == "folder":
        p.mkdir()
        return str(p), lambda: p.is_dir() and not any(p.iterdir())
    if kind == "mode 000":
        p.write_text("keep me")
        p.chmod(0)
        return str(p), lambda: p.read_text() == "keep me" and stat.S_IMODE(os.lstat(p).st_mode) == 0
    if kind == "missing folder":
        return str(folder / "no" / "such" / "file"), lambda: not (folder / "no").exists()
    if kind == "too long":
        return str(folder / ("x" * 300)), lambda: True
    if kind == "empty":
        return "", lambda: True
    raise AssertionError(kind)


KINDS = ["fifo", "device", "link to a device", "dangling link", "folder", "mode 000", "missing folder",
         "too long", "empty"]


def _check_refused(command, kind, tmp_path, capsys, lang="en"):
    folder = tmp_path / "out"
    folder.mkdir()
    path, unchanged = _hostile(kind, folder)
    before = sorted(os.listdir(folder))
    args = CHEAP[command](path)
    if command not in ("db build", "collection export", "rulings export"):
        args += ["--lang", lang]
    code = main(args)
    err = capsys.readouterr().err
    assert code == 2, err
    assert "internal error" not in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err
    assert len(err) < 600
    assert unchanged()
    assert sorted(os.listdir(folder)) == before             # nothing replaced, nothing left behind
    return err


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("command", ["deck export", "collection export", "rulings export", "cards export"])
def test_a_hostile_output_path_is_refused_in_one_line(command, kind, tmp_path, capsys):
    _check_refused(command, kind, tmp_path, capsys)


@pytest.mark.parametrize("kind", ["fifo", "link to a device", "folder", "mode 000", "missing folder", "too long",
                                  "empty"])
@pytest.mark.parametrize("command", ["proxies", "db build", "play --save", "gauntlet --csv", "gauntlet --results"])
def test_slow_writers_refuse_a_hostile_output_path_before_the_work(command, kind, tmp_path, capsys):
    _check_refused(command, kind, tmp_path, capsys)


def test_the_refusal_is_said_in_russian(tmp_path, capsys):
    err = _check_refused("deck export", "fifo", tmp_path, capsys, lang="ru")
    assert "не удаётся записать" in err and "именованный канал" in err


def test_an_empty_name_says_so(tmp_path, capsys):
    err = _check_refused("deck export", "empty", tmp_path, capsys)
    assert "heresy: : " not in err and "no file name" in err


def test_a_regular_file_or_a_new_name_is_written(tmp_path):
    from heresy_app.atomic import OutputRefused, check_output

    new = tmp_path / "new.txt"
    assert check_output(new) == new
    atomic_write_text(new, "one", make_dirs=False)
    old = tmp_path / "old.txt"
    old.write_text("old")
    link = tmp_path / "link.txt"
    link.symlink_to(old)
    atomic_write_text(link, "two", make_dirs=False)
    assert link.is_symlink() and old.read_text() == "two"
    with pytest.raises(OutputRefused):
        check_output(tmp_path)


def _build(out: str) -> str:
    from heresy_app.cards.builder import build_from_sources

    try:
        build_from_sources(out, language=None)
        return "ok"
    except Exception as exc:   # noqa: BLE001 - reported to the test
        return f"{type(exc).__name__}: {exc}"


def test_two_builds_to_one_path_at_once_both_succeed_and_leave_no_temporary_file(tmp_path):
    out = tmp_path / "cards.sqlite"
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(3) as pool:
        results = pool.map(_build, [str(out)] * 3)
    assert results == ["ok"] * 3
    assert sorted(os.listdir(tmp_path)) == ["cards.sqlite"]


def test_a_build_that_fails_leaves_no_temporary_file(tmp_path, monkeypatch):
    from heresy_app.cards import database

    def broken(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(database, "create_schema", broken)
    out = tmp_path / "cards.sqlite"
    with pytest.raises(OSError):
        database.build_database(out, [], [])
    assert os.listdir(tmp_path) == []


@pytest.mark.parametrize("kind", ["fifo", "device", "mode 000", "missing folder", "too long", "empty", "dangling link"])
def test_a_hostile_images_folder_is_refused_in_one_line(kind, tmp_path, capsys):
    folder = tmp_path / "out"
    folder.mkdir()
    path, unchanged = _hostile(kind, folder)
    xml = tmp_path / "cards.xml"
    assert main(["cards", "export", "--format", "cockatrice", "-o", str(xml), "--images", path]) == 2
    err = capsys.readouterr().err
    assert "internal error" not in err and len(err.strip().splitlines()) == 1 and len(err) < 600
    assert unchanged() and not xml.exists()


def test_a_card_whose_name_cannot_be_a_file_name_gets_no_picture_and_the_rest_are_written(tmp_path):
    from heresy_app.cards.db import CardDB
    from heresy_app.ui.card_images import gui_app, write_card_images

    gui_app()
    card = CardDB().get("IS-001")
    long = card.model_copy(update={"id": "IS-900", "name": card.name.model_copy(update={"en": "Long " * 60})})
    skipped: list = []
    written = write_card_images([long, card], tmp_path / "pics", skipped=skipped)
    assert [c.id for c in skipped] == ["IS-900"]
    assert [p.name for p in written] == [f"{card.name.en}.png"] and written[0].is_file()


def test_a_file_name_with_a_newline_is_written_and_shown_on_one_line(tmp_path, capsys):
    path = tmp_path / "new\nline.txt"
    assert main(["deck", "export", "sample:traitor", "--format", "text", "-o", str(path)]) == 0
    out = capsys.readouterr().out
    assert path.is_file() and len(out.strip().splitlines()) == 1 and "new\\nline" in out


@pytest.mark.parametrize("command", [
    ["cards", "show"], ["cards", "search"], ["rules", "search"], ["rules", "show"], ["abilities", "parse"],
    ["cards", "rulings", "list"], ["deck", "validate"],
])
def test_a_huge_argument_does_not_come_back_as_a_huge_line(command, capsys):
    main([*command, "x" * 100_000 + "\udfff\n"])
    out, err = capsys.readouterr()
    assert len(out) < 2000 and len(err) < 2000
    assert "internal error" not in err and len(err.strip().splitlines()) <= 1


def test_a_huge_deck_line_does_not_come_back_as_a_huge_message(tmp_path, capsys):
    deck = tmp_path / "big.txt"
    deck.write_text("4 " + "Ж" * 500_000 + "\n", encoding="utf-8")
    for command in (["collection", "import", str(deck)], ["deck", "validate", str(deck)]):
        assert main(command) != 0
        out, err = capsys.readouterr()
        assert len(out) < 2000 and len(err) < 2000


@pytest.mark.parametrize("command", [["cards", "search", "legion"], ["rules", "search", "unit"]])
@pytest.mark.parametrize("limit, code", [(str(2 ** 70), 0), (str(-2 ** 70), None), ("many", 2)])
def test_a_huge_limit_is_no_internal_error(command, limit, code, capsys):
    got = main([*command, "--limit", limit])
    err = capsys.readouterr().err
    assert "internal error" not in err
    if code is not None:
        assert got == code
