"""Writing files (heresy_app/atomic.py; issue 16, finding 9): a crash leaves the old file or the
new one; saving over a file keeps its mode, its symbolic link and its hard links; the folder is
synced after the rename; temporary files left by a killed writer are cleaned by the next write."""

from __future__ import annotations

import os
import stat
import subprocess
import sys

import pytest

from heresy_app import atomic
from heresy_app.atomic import atomic_write_bytes, atomic_write_text


@pytest.fixture
def umask_022():
    old = os.umask(0o022)
    yield
    os.umask(old)


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_saving_over_a_file_keeps_its_mode(tmp_path, umask_022):
    p = tmp_path / "deck.txt"
    p.write_text("old")
    p.chmod(0o644)
    atomic_write_text(p, "new")
    assert (p.read_text(), mode(p)) == ("new", 0o644)
    p.chmod(0o640)
    atomic_write_text(p, "newer")
    assert mode(p) == 0o640


def test_a_new_file_gets_the_usual_mode_under_the_umask(tmp_path, umask_022):
    p = tmp_path / "deck.txt"
    atomic_write_text(p, "new")
    assert mode(p) == 0o644


def test_saving_through_a_symbolic_link_writes_the_file_it_points_to(tmp_path):
    real = tmp_path / "decks" / "deck.txt"
    real.parent.mkdir()
    real.write_text("old")
    link = tmp_path / "deck.txt"
    link.symlink_to(real)
    atomic_write_text(link, "new")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text() == "new"
    assert sorted(p.name for p in real.parent.iterdir()) == ["deck.txt"]


def test_saving_over_a_file_with_hard_links_keeps_them_one_file(tmp_path):
    a = tmp_path / "a.txt"
    a.write_text("old")
    b = tmp_path / "b.txt"
    os.link(a, b)
    atomic_write_text(a, "new contents")
    assert b.read_text() == "new contents" and os.stat(a).st_ino == os.stat(b).st_ino
    atomic_write_text(a, "short")
    assert b.read_text() == "short"


def test_the_folder_is_synced_after_the_rename(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync

    def fsync(fd):
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", fsync)
    atomic_write_text(tmp_path / "deck.txt", "new")
    assert synced == [False, True]      # the file's contents, then the folder's entry


def _dead_pid() -> int:
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


def test_temporary_files_of_a_killed_writer_are_removed_by_the_next_write(tmp_path):
    target = tmp_path / "deck.txt"
    dead = _dead_pid()
    left = tmp_path / f".deck.txt.{dead}.1a2b3c4d.tmp"
    left.write_bytes(b"x" * 1000)
    alive = tmp_path / f".deck.txt.{os.getppid()}.5e6f7a8b.tmp"   # a writer still at work
    alive.write_bytes(b"y")
    other = tmp_path / f".notes.txt.{dead}.1a2b3c4d.tmp"          # another file's: not ours to judge
    other.write_bytes(b"z")
    atomic_write_text(target, "new")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted([target.name, alive.name, other.name])


def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(tmp_path, monkeypatch):
    p = tmp_path / "deck.txt"
    p.write_text("old")
    monkeypatch.setattr(os, "replace", lambda *a: (_ for _ in ()).throw(OSError(28, "No space left")))
    with pytest.raises(OSError):
        atomic_write_bytes(p, b"new")
    assert p.read_text() == "old" and [x.name for x in tmp_path.iterdir()] == ["deck.txt"]


def test_temporary_names_carry_the_writer_pid(tmp_path, monkeypatch):
    seen = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda src, dst: (seen.append(os.path.basename(src)), real_replace(src, dst)))
    atomic_write_text(tmp_path / "deck.txt", "new")
    assert seen and seen[0].startswith(f".deck.txt.{os.getpid()}.") and seen[0].endswith(".tmp")
    assert atomic.TEMP_SUFFIX == ".tmp"
