"""The crash log: what went wrong, kept under ``HERESY_HOME/logs`` (the bundled program has no
console, so a traceback printed there would be lost).

- ``heresy.log``: every exception no code caught (the window's slots included: PySide hands them
  to ``sys.excepthook``) and the command line's internal errors, each with its traceback and time;
- ``faults.log``: what :mod:`faulthandler` writes when the process dies outright (a segmentation
  fault, an abort in Qt), the stacks of every thread.

Help → Show log shows both. No Qt here: the window registers a listener to hear of an error.
A log past :data:`MAX_BYTES` is moved to ``heresy.log.1`` (one generation kept).
"""

from __future__ import annotations

import faulthandler
import os
import sys
import threading
import time
import traceback
import weakref
from collections.abc import Callable
from pathlib import Path

LOG_NAME = "heresy.log"
FAULTS_NAME = "faults.log"
MAX_BYTES = 512 * 1024

#: weak references to what is called with (exception type, exception, traceback) after an uncaught
#: exception is logged (add_listener)
listeners: list = []
_state: dict = {"faults": None, "installed": False, "previous": None}


def log_dir() -> Path:
    from heresy_app.paths import user_data_dir

    return user_data_dir(create=False) / "logs"


def log_path() -> Path:
    return log_dir() / LOG_NAME


def faults_path() -> Path:
    return log_dir() / FAULTS_NAME


def record(exc_type, exc, tb, where: str = "") -> Path | None:
    """Append one exception with its traceback to the log; the log's path, or None when it cannot
    be written (a log that cannot be written never causes another error)."""
    from heresy_app import __version__

    stamp = time.strftime("%Y-%m-%d %H:%M:%S")
    head = f"=== {stamp} heresy {__version__} python {sys.version.split()[0]}" + (f" ({where})" if where else "")
    text = head + "\n" + "".join(traceback.format_exception(exc_type, exc, tb)) + "\n"
    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > MAX_BYTES:
            os.replace(path, path.with_name(LOG_NAME + ".1"))
        with open(path, "a", encoding="utf-8", errors="backslashreplace") as fh:
            fh.write(text)             # one write: an entry is whole or absent
    except OSError:
        return None
    return path


def _excepthook(exc_type, exc, tb) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    record(exc_type, exc, tb, "uncaught")
    previous = _state["previous"] or sys.__excepthook__
    if sys.stderr is not None:       # the bundle without a console has none
        try:
            previous(exc_type, exc, tb)
        except Exception:            # noqa: BLE001 - printing must not add an error
            pass
    for ref in list(listeners):
        listener = ref()
        if listener is None:
            listeners.remove(ref)
            continue
        try:
            listener(exc_type, exc, tb)
        except Exception:            # noqa: BLE001 - a listener's failure is not logged twice
            pass


def add_listener(method: Callable) -> None:
    """Have ``method`` (a bound method: held weakly, so a closed window is not kept alive) hear of
    each uncaught exception once it is logged."""
    listeners.append(weakref.WeakMethod(method))


def _thread_hook(args) -> None:
    record(args.exc_type, args.exc_value, args.exc_traceback, f"thread {getattr(args.thread, 'name', '?')}")


def install() -> None:
    """Log uncaught exceptions (main thread and others) and fatal faults from now on."""
    if _state["installed"]:
        return
    _state["installed"] = True
    _state["previous"] = sys.excepthook
    sys.excepthook = _excepthook
    threading.excepthook = _thread_hook
    if faulthandler.is_enabled():    # already asked for (PYTHONFAULTHANDLER, a test runner): theirs
        return
    try:
        faults_path().parent.mkdir(parents=True, exist_ok=True)
        fh = open(faults_path(), "a", encoding="utf-8")   # kept open: faulthandler writes to it as it dies
        faulthandler.enable(file=fh, all_threads=True)
        _state["faults"] = fh
    except OSError:                  # no writable user folder: stderr, if there is one
        if sys.stderr is not None:
            faulthandler.enable(all_threads=True)


def read(max_chars: int = 200_000) -> str:
    """The logs' texts (faults first, then exceptions), the last ``max_chars`` of each; "" when
    nothing was ever logged."""
    parts = []
    for path in (faults_path(), log_path()):
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        if text.strip():
            parts.append(f"# {path}\n" + text[-max_chars:])
    return "\n".join(parts)
