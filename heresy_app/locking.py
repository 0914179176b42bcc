"""One lock across processes for every read-modify-write of a user data file.

Two `heresy` commands, or a command and the window, may change the same file at once (two
``cards rulings import`` of different files). Each reads the file, changes it and writes it back
atomically (:mod:`heresy_app.atomic`); without a lock the second write drops the first one's
change (issue 29, finding 1). :func:`locked` holds an exclusive lock on a small lock file beside
the data file (``.rulings.json.lock`` beside ``rulings.json``) from before the read until after
the atomic write, so such changes run one after the other and each sees the one before.

The lock is the operating system's own: ``flock`` on Linux, macOS and the BSDs, ``msvcrt.locking``
on Windows. It is released when the holder ends, a killed one included, so a crash never leaves
the data locked. The lock file itself stays (removing it while another process waits on it would
let two holders in); it is empty.

>>> import tempfile, pathlib
>>> data = pathlib.Path(tempfile.mkdtemp()) / "rulings.json"
>>> with locked(data):
...     _ = data.write_text("{}")
>>> sorted(p.name for p in data.parent.iterdir())
['.rulings.json.lock', 'rulings.json']
"""

from __future__ import annotations

import errno
import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

WAIT = 60.0          # seconds a change waits for another one to finish before giving up
_POLL = 0.02

try:                                  # POSIX: Linux, macOS, the BSDs
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        except OSError as err:
            if err.errno in (errno.EAGAIN, errno.EACCES):
                return False
            raise
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)

except ImportError:                   # Windows
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, 0, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError as err:
            if err.errno in (errno.EACCES, errno.EDEADLK):
                return False
            raise
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)


class LockTimeout(TimeoutError):
    """Another process held the lock longer than :data:`WAIT` seconds."""


def lock_path(path: str | os.PathLike) -> Path:
    """The lock file of the data file ``path``."""
    path = Path(path)
    return path.with_name(f".{path.name}.lock")


@contextmanager
def locked(path: str | os.PathLike, wait: float | None = None, make_dirs: bool = True) -> Iterator[None]:
    """Hold the exclusive lock of the data file ``path`` (which need not exist) for the ``with``
    block. Waits up to ``wait`` seconds (default :data:`WAIT`) for another holder, then raises
    :class:`LockTimeout`; an ``OSError`` when the lock file cannot be made (a folder that cannot be
    written). Not re-entrant: do not take the same lock again inside the block."""
    lock = lock_path(path)
    if make_dirs:
        lock.parent.mkdir(parents=True, exist_ok=True)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0) \
        | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(lock, flags, 0o666)
    try:
        deadline = time.monotonic() + (WAIT if wait is None else wait)
        while not _try_lock(fd):
            if time.monotonic() >= deadline:
                raise LockTimeout(errno.ETIMEDOUT, "another heresy process is changing this file", os.fspath(path))
            time.sleep(_POLL)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)
