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
  killed (its process is gone) is removed by the next write of the same file;
* a path the user named (``make_dirs=False``: ``-o FILE``, ``--save FILE``, a file dialog's
  choice) is written only when :func:`check_output` allows it: an existing regular file that may
  be written (through a symbolic link too), or a new name in an existing folder. A device, a FIFO,
  a folder, a link to nothing, a read-only file, a missing folder, a name too long or no name at
  all is an :class:`OutputRefused` (an ``OSError``) whose :meth:`~OutputRefused.message` is one
  line in English or Russian, and nothing is written (issue 29, finding 2).
"""

from __future__ import annotations

import os
import re
import secrets
import stat
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from heresy_app.files import file_kind, kind_name, printable
from heresy_app.i18n import t

TEMP_SUFFIX = ".tmp"
_LEGACY_AGE = 3600      # seconds: an older version's ``.NAME.XXXXXXXX.tmp`` is cleaned after this
NAME_MAX = 200          # bytes of a file name the user names: the temporary name beside it must fit in 255

# key -> the message write-<key> of the catalog (heresy_app/i18n, files.ftl)


class OutputRefused(OSError):
    """A path the program will not write: ``strerror`` is the reason in English, :meth:`message`
    the whole line (the path, "cannot write", the reason) in English or Russian."""

    def __init__(self, path: str | os.PathLike, key: str, **params):
        self.key, self.params = key, params
        super().__init__(22, self.reason("en"), os.fspath(path))

    def reason(self, lang: str = "en") -> str:
        args = dict(self.params)
        if "kind" in args:
            args["kind"] = kind_name(args["kind"], lang)
        for name in ("folder", "detail"):
            if name in args:
                args[name] = _printable(str(args[name]))
        return t(f"write-{self.key}", lang, **args)

    def message(self, lang: str = "en") -> str:
        return cannot_write(self.filename, self, lang)


def _printable(text: str, limit: int = 200) -> str:
    return printable(text, limit)


def cannot_write(path: str | os.PathLike, err: OSError, lang: str = "en") -> str:
    """One line for a failed write of ``path``: ``PATH: cannot write: REASON`` (``не удаётся
    записать`` in Russian); the path is quoted when empty and cut to a readable length."""
    name = os.fspath(path) if path is not None else ""
    shown = _printable(name) if name else '""'
    if isinstance(err, OutputRefused):
        reason = err.reason(lang)
    else:
        reason = _printable(err.strerror or str(err))
        if getattr(err, "filename", None) and os.fspath(err.filename) != name:
            reason += f" ({_printable(os.fspath(err.filename))})"
    return f"{shown}: {t('write-cannot', lang)}: {reason}"


def _kind(mode: int) -> str:
    return file_kind(mode) or "other"


def check_output(path: str | os.PathLike) -> Path:
    """``path`` when the program may write it for the user: an existing regular file that may be
    written (a symbolic link to one included), or a new name in an existing folder that may be
    written. :class:`OutputRefused` otherwise; nothing is opened or made."""
    name = os.fspath(path)
    if name == "":
        raise OutputRefused(name, "empty")
    if "\0" in name:
        raise OutputRefused(name, "nul")
    target = Path(name)
    try:
        st = os.stat(target)
    except FileNotFoundError:
        st = None
    except OSError as err:
        raise _refusal(target, err) from None
    if st is not None:
        if not stat.S_ISREG(st.st_mode):
            raise OutputRefused(name, "kind", kind=_kind(st.st_mode))
        if not st.st_mode & 0o222:
            raise OutputRefused(name, "read-only")
        if not os.access(target, os.W_OK):
            raise OutputRefused(name, "denied")
        return target
    if os.path.islink(target):
        raise OutputRefused(name, "dangling")
    if len(os.fsencode(target.name)) > NAME_MAX:
        raise OutputRefused(name, "too-long")
    folder = target.parent
    try:
        fst = os.stat(folder)
    except FileNotFoundError:
        raise OutputRefused(name, "no-folder", folder=folder) from None
    except OSError as err:
        raise _refusal(target, err) from None
    if not stat.S_ISDIR(fst.st_mode):
        raise OutputRefused(name, "not-folder", folder=folder)
    if not os.access(folder, os.W_OK | os.X_OK):
        raise OutputRefused(name, "denied")
    return target


def check_output_folder(path: str | os.PathLike) -> Path:
    """``path`` when the program may write files into it for the user: an existing folder that may
    be written, or a new name in an existing folder (:func:`check_output`) that it may make.
    :class:`OutputRefused` otherwise."""
    name = os.fspath(path)
    try:
        st = os.stat(name) if name else None
    except FileNotFoundError:
        st = None
    except (OSError, ValueError):
        st = None                       # check_output names what is wrong
    if st is None:
        return check_output(name)
    if not stat.S_ISDIR(st.st_mode):
        raise OutputRefused(name, "not-folder", folder=name)
    if not os.access(name, os.W_OK | os.X_OK):
        raise OutputRefused(name, "denied")
    return Path(name)


def _refusal(target: Path, err: OSError) -> OutputRefused:
    import errno

    if err.errno == errno.ENAMETOOLONG:
        return OutputRefused(target, "too-long")
    if err.errno == errno.ENOTDIR:
        return OutputRefused(target, "not-folder", folder=target.parent)
    if err.errno in (errno.EACCES, errno.EPERM):
        return OutputRefused(target, "denied")
    if err.errno == errno.ELOOP:
        return OutputRefused(target, "dangling")
    return OutputRefused(target, "os", detail=err.strerror or str(err))


def _prepare(path: str | os.PathLike, make_dirs: bool) -> tuple[Path, os.stat_result | None]:
    """The file to write (a symbolic link resolved) and its status (None when new), checked."""
    target = Path(path)
    if make_dirs:
        target.parent.mkdir(parents=True, exist_ok=True)
    else:
        check_output(target)
    target = Path(os.path.realpath(target))       # a symbolic link: write the file it points to
    try:
        old = os.stat(target)
    except FileNotFoundError:
        old = None
    if old is not None and not stat.S_ISREG(old.st_mode):
        raise OutputRefused(path, "kind", kind=_kind(old.st_mode))
    _remove_leftovers(target.parent, target.name)
    return target, old


@contextmanager
def atomic_path(path: str | os.PathLike, make_dirs: bool = True) -> Iterator[Path]:
    """A new temporary file beside ``path`` for a writer that makes its file by name (SQLite):
    when the ``with`` block ends without an error it is synced and renamed over ``path``;
    otherwise it is removed. ``make_dirs=False``: ``path`` is one the user named
    (:func:`check_output`)."""
    target, old = _prepare(path, make_dirs)
    tmp, fd = _create_temp(target.parent, target.name)
    try:
        try:
            if old is not None:
                _copy_owner_and_mode(fd, old)
        finally:
            os.close(fd)
        yield tmp
        fd = os.open(tmp, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    _sync_folder(target.parent)


def atomic_write_bytes(path: str | os.PathLike, data: bytes, make_dirs: bool = True) -> None:
    """Write ``data`` to ``path`` so that a crash leaves the old file or the new one, never half.
    ``make_dirs=False`` (files the user named): ``path`` must pass :func:`check_output`."""
    target, old = _prepare(path, make_dirs)
    folder = target.parent
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
