"""Atomic file writes: write a temporary file beside the target, then rename it over.

What a save promises (issue 16, finding 9):

* a crash or a kill at any moment leaves the old file or the new one, never half of one: the
  new contents are written to a temporary file in the same folder and synced, the temporary file
  is renamed over the target, and the folder is synced so that the rename itself survives a
  power cut;
* saving over a file keeps its permissions (a new file gets the usual ``0666`` less the umask,
  not ``mkstemp``'s ``0600``), and its owner where the system allows;
* a symbolic link stays a link: the file it points to is written;
* a file with more than one name (hard links) stays one file under all its names: it is
  rewritten in place, which cannot be atomic (a crash during that write can leave it short);
* temporary files are named ``.NAME.PID.RANDOM.tmp``; one left behind by a writer that was
  killed (its process is gone) is removed by the next write of the same file.
"""

from __future__ import annotations

import os
import re
import secrets
import stat
import time
from pathlib import Path

TEMP_SUFFIX = ".tmp"
_LEGACY_AGE = 3600      # seconds: an older version's ``.NAME.XXXXXXXX.tmp`` is cleaned after this


def atomic_write_bytes(path: str | os.PathLike, data: bytes, make_dirs: bool = True) -> None:
    """Write ``data`` to ``path`` so that a crash leaves the old file or the new one, never half.
    ``make_dirs=False`` (files the user named) refuses a folder that does not exist."""
    target = Path(path)
    if make_dirs:
        target.parent.mkdir(parents=True, exist_ok=True)
    elif not target.parent.is_dir():
        raise FileNotFoundError(2, "No such directory", str(target.parent))
    target = Path(os.path.realpath(target))       # a symbolic link: write the file it points to
    try:
        old = os.stat(target)
    except FileNotFoundError:
        old = None
    if old is not None and not stat.S_ISREG(old.st_mode):
        raise IsADirectoryError(21, "Not a regular file", str(target)) if stat.S_ISDIR(old.st_mode) \
            else OSError(22, "Not a regular file", str(target))
    folder = target.parent
    _remove_leftovers(folder, target.name)
    if old is not None and old.st_nlink > 1:
        _write_in_place(target, data)
        return
    tmp, fd = _create_temp(folder, target.name)
    try:
        with os.fdopen(fd, "wb") as fh:
            if old is not None:
                _copy_owner_and_mode(fh.fileno(), old)
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    _sync_folder(folder)


def atomic_write_text(path: str | os.PathLike, text: str, encoding: str = "utf-8", make_dirs: bool = True) -> None:
    atomic_write_bytes(path, text.encode(encoding), make_dirs=make_dirs)


def _create_temp(folder: Path, name: str) -> tuple[Path, int]:
    """A new temporary file beside the target, created with mode 0666 so that the umask applies."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        tmp = folder / f".{name}.{os.getpid()}.{secrets.token_hex(4)}{TEMP_SUFFIX}"
        try:
            return tmp, os.open(tmp, flags, 0o666)
        except FileExistsError:
            continue
    raise FileExistsError(17, "Cannot create a temporary file", str(folder))


def _copy_owner_and_mode(fd: int, old: os.stat_result) -> None:
    if hasattr(os, "fchown") and (old.st_uid, old.st_gid) != (os.getuid(), os.getgid()):
        try:
            os.fchown(fd, old.st_uid, old.st_gid)
        except OSError:
            pass          # another user's file: it becomes ours, as any editor's save does
    if hasattr(os, "fchmod"):
        os.fchmod(fd, stat.S_IMODE(old.st_mode))


def _write_in_place(target: Path, data: bytes) -> None:
    fd = os.open(target, os.O_WRONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
        fh.truncate()
        fh.flush()
        os.fsync(fh.fileno())


def _sync_folder(folder: Path) -> None:
    """Make the rename durable (POSIX); a folder that cannot be opened or synced is left be."""
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(folder, flags)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True       # someone else's process: alive
    return True


def _remove_leftovers(folder: Path, name: str) -> None:
    """Remove this file's temporary files whose writer is gone (killed during a save)."""
    ours = re.compile(rf"^\.{re.escape(name)}\.(\d+)\.[0-9a-f]{{8}}{re.escape(TEMP_SUFFIX)}$")
    legacy = re.compile(rf"^\.{re.escape(name)}\.[A-Za-z0-9_]{{8}}{re.escape(TEMP_SUFFIX)}$")
    prefix = f".{name}."
    try:
        entries = [e for e in os.scandir(folder) if e.name.startswith(prefix) and e.name.endswith(TEMP_SUFFIX)]
    except OSError:
        return
    now = time.time()
    for entry in entries:
        m = ours.match(entry.name)
        try:
            if m:
                stale = not _pid_alive(int(m.group(1)))
            elif legacy.match(entry.name):      # from a version without the pid in the name
                stale = now - entry.stat(follow_symlinks=False).st_mtime > _LEGACY_AGE
            else:
                continue
            if stale and entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)
        except (OSError, ValueError):
            continue
