"""The one bounded reader every file the program opens goes through (heresy_app/files.py;
issue 16, findings 5 and 6)."""

from __future__ import annotations

import os
import socket
import threading

import pytest

from heresy_app import files
from heresy_app.files import FileProblem
from heresy_app.i18n import message_ids, t


def test_a_regular_file_is_read_whole(tmp_path):
    p = tmp_path / "deck.txt"
    p.write_bytes(b"4 Tactical Squad\n")
    assert files.read_bytes(p) == b"4 Tactical Squad\n"
    assert files.read_text(p) == "4 Tactical Squad\n"


def test_a_fifo_is_refused_at_once_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "deck.txt"
    os.mkfifo(fifo)
    done = []
    t = threading.Thread(target=lambda: done.append(_problem(files.read_bytes, fifo)), daemon=True)
    t.start()
    t.join(5)
    assert done, "reading a FIFO blocked"
    assert done[0].endswith("not a regular file: a named pipe (FIFO)")


def _problem(fn, *args, **kw) -> str:
    with pytest.raises(FileProblem) as info:
        fn(*args, **kw)
    return str(info.value)


def test_a_device_is_refused_and_never_read():
    assert _problem(files.read_bytes, "/dev/zero") == "/dev/zero: not a regular file: a device"


def test_a_folder_and_a_socket_are_refused(tmp_path):
    assert _problem(files.read_bytes, tmp_path).endswith("not a regular file: a folder")
    sock_path = tmp_path / "s"
    s = socket.socket(socket.AF_UNIX)
    try:
        s.bind(str(sock_path))
        assert _problem(files.read_bytes, sock_path).endswith("not a regular file: a socket")
    finally:
        s.close()


def test_the_limit_does_not_trust_the_reported_size(tmp_path, monkeypatch):
    p = tmp_path / "big.txt"
    p.write_bytes(b"x" * 101)
    assert files.read_bytes(p, limit=101) == b"x" * 101
    real_fstat = os.fstat
    monkeypatch.setattr(os, "stat", lambda *a, **k: _small(os.lstat(*a, **k)))
    monkeypatch.setattr(os, "fstat", lambda fd: _small(real_fstat(fd)))
    assert _problem(files.read_bytes, p, limit=100, what="deck").endswith(
        "more than 100 bytes: too large for a deck file")


def _small(st):
    return os.stat_result((st.st_mode, st.st_ino, st.st_dev, st.st_nlink, st.st_uid, st.st_gid, 0,
                           int(st.st_atime), int(st.st_mtime), int(st.st_ctime)))


def test_missing_unreadable_and_nul_names_are_one_line(tmp_path):
    assert _problem(files.read_bytes, tmp_path / "nope").endswith("nope: no such file")
    p = tmp_path / "secret.txt"
    p.write_text("x")
    p.chmod(0)
    if os.geteuid() != 0:
        assert _problem(files.read_bytes, p).endswith("permission denied")
    assert "NUL" in _problem(files.read_bytes, str(tmp_path / "a\0b"))


def test_a_byte_that_is_not_utf8_is_named_by_line_and_column(tmp_path):
    p = tmp_path / "deck.txt"
    p.write_bytes(b"4 Tactical Squad\n2 \xd0\xa8\xff\n")       # "2 Ш" and a stray byte
    problem = _problem(files.read_text, p)
    assert problem.endswith("deck.txt: line 2, column 4: not UTF-8 text"), problem


def test_every_message_exists_in_russian(tmp_path):
    with pytest.raises(FileProblem) as info:
        files.read_bytes("/dev/zero")
    assert info.value.message("ru") == "/dev/zero: не обычный файл: устройство"
    keys = [m for m in message_ids() if m.startswith("file-")]
    assert len(keys) > 15
    for key in keys:
        en, ru = t(key, "en", kind="fifo", what="deck"), t(key, "ru", kind="fifo", what="deck")
        assert en and ru and en != ru, key


@pytest.mark.parametrize("text, words", [
    ("9" * 5000, "line 1, column 1: a number of more than 40 digits"),
    ('{"count": ' + "9" * 5000 + "}", "line 1, column 11: a number of more than 40 digits"),
    ("[" * 100_000 + "]" * 100_000, "nested more than 64 levels deep"),
    ('{"a": ' + "[" * 70 + "]" * 70 + "}", "field a[0][0]"),
    ('{"name": "\\udfff"}', "field name: a lone surrogate (\\udfff) is not text"),
    ('{"\\ud800x": 1}', "field \\ud800x: a lone surrogate"),
    ('{"a": [1, NaN]}', "field a[1]: nan is not a number this program reads"),
    ('{"a": -Infinity}', "field a: -inf is not a number this program reads"),
    ("1e999", "inf is not a number this program reads"),
    ('{"a": 1,}', "line 1, column 9: not valid JSON: Expecting property name"),
])
def test_json_that_the_program_could_not_use_is_refused_with_where(text, words):
    problem = _problem(files.load_json, text, "x.json")
    assert problem.startswith("x.json: ") and words in problem, problem


@pytest.mark.parametrize("text, words", [
    ("sector = inf", "field sector: inf is not a number this program reads"),
    ("[position]\nbattle = nan", "field position.battle: nan is not a number"),
    ("x = " + "9" * 5000, "a number of more than 40 digits"),
    ("x = " + "[" * 2000 + "]" * 2000, "nested more than 64 levels deep"),
    ("x = 1\ny = ", "line 2, column 5: not valid TOML"),
])
def test_toml_that_the_program_could_not_use_is_refused_with_where(text, words):
    problem = _problem(files.load_toml, text, "s.toml")
    assert problem.startswith("s.toml: ") and words in problem, problem


def test_a_usual_json_and_toml_document_comes_back_unchanged():
    doc = {"format": "heresy-deck", "seed": 2 ** 64, "cards": [{"id": "IS-001", "count": 4}], "x": 1.5}
    import json
    assert files.load_json(json.dumps(doc)) == doc
    assert files.load_toml('title = "t"\n[position]\nturn = 2\n') == {"title": "t", "position": {"turn": 2}}

