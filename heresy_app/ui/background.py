"""Long work off the GUI thread (issue 25, item 4), the way Anki's ``QueryOp`` does it: the work runs
on a :class:`QThreadPool` thread, and everything the window hears about it (progress, the result,
the error, the end) arrives on the GUI thread, where widgets may be touched.

>>> op = BackgroundOp(window, lambda progress: import_the_file(path, progress))   # doctest: +SKIP
>>> op.succeeded.connect(show_the_cards); op.failed.connect(show_the_error)      # doctest: +SKIP
>>> op.start()                                                                   # doctest: +SKIP

The work is a function of one argument, a :class:`Progress`: ``progress.report(done, total)`` tells
the window how far it has come (the ``progressed`` signal), and ``progress.cancelled`` (or
``progress.check()``, which raises :class:`Cancelled`) tells the work that the person gave up, after
:meth:`BackgroundOp.cancel`. The work decides: one that stops by raising :class:`Cancelled` ends the
operation with ``cancelled``; one that cannot stop midway (a transaction) finishes, and succeeds.

A caller that must answer at once (a menu action returning whether it worked) uses
:meth:`BackgroundOp.wait`: the window keeps painting and answering events while the work runs (a
local event loop), and the result, or the work's own exception, comes back as if the work had run
in place. :func:`run_with_progress` adds a window-modal progress dialog with a Cancel button that
appears only when the work takes longer than a moment.

The pool is Qt's global one unless another is given; an operation keeps itself alive until it ends.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEventLoop, QObject, QRunnable, QThreadPool, Signal, Slot

__all__ = ["BackgroundOp", "Cancelled", "Progress", "run_with_progress"]

_RUNNING: set[BackgroundOp] = set()   # operations not yet finished (a caller need not keep one)


class Cancelled(Exception):
    """Raised by :meth:`Progress.check` in the work once the operation was cancelled."""


class _Signals(QObject):
    # made on the GUI thread and emitted from the pool thread: the connections are queued, so the
    # slots of the operation (a GUI-thread object) run on the GUI thread
    progress = Signal(int, int)
    done = Signal(bool, object)      # ok, the result or the exception


class Progress:
    """What the work holds: where it reports progress and learns about a cancel."""

    def __init__(self, signals: _Signals, cancel_event: threading.Event):
        self._signals = signals
        self._cancel = cancel_event

    @property
    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def check(self) -> None:
        """Raise :class:`Cancelled` when the operation was cancelled (call it between steps)."""
        if self._cancel.is_set():
            raise Cancelled()

    def report(self, done: int, total: int = 0) -> None:
        """``done`` steps of ``total`` (0: not known) are done."""
        self._signals.progress.emit(int(done), int(total))


class _Runner(QRunnable):
    def __init__(self, work: Callable[[Progress], Any], progress: Progress, signals: _Signals):
        super().__init__()
        self.work, self.progress, self.signals = work, progress, signals

    def run(self) -> None:
        try:
            ok, value = True, self.work(self.progress)
        except BaseException as exc:   # handed to the GUI thread, which decides (Cancelled included)
            ok, value = False, exc
        try:
            self.signals.done.emit(ok, value)
        except RuntimeError:   # the operation's objects are gone (the window closed)
            pass
        finally:
            self.work = self.progress = self.signals = None   # PySide keeps a finished runnable alive


class BackgroundOp(QObject):
    """One piece of work on a pool thread, reported on the GUI thread (see the module's documentation).

    Signals, all on the GUI thread: ``progressed(done, total)``; then exactly one of
    ``succeeded(result)``, ``failed(exception)`` or ``cancelled()``; then ``finished()``."""

    progressed = Signal(int, int)
    succeeded = Signal(object)
    failed = Signal(object)
    cancelled = Signal()
    finished = Signal()

    def __init__(self, parent: QObject | None, work: Callable[[Progress], Any], pool: QThreadPool | None = None):
        super().__init__(parent)
        self._work = work
        self._pool = pool
        self._cancel = threading.Event()
        self._signals = _Signals(self)
        self._signals.progress.connect(self._on_progress)
        self._signals.done.connect(self._on_done)
        self.started = self.done = False
        self.ok = False
        self.result: Any = None
        self.error: BaseException | None = None

    # -- control (GUI thread)
    def start(self) -> BackgroundOp:
        if self.started:
            raise RuntimeError("a background operation runs once")
        self.started = True
        _RUNNING.add(self)
        runner = _Runner(self._work, Progress(self._signals, self._cancel), self._signals)
        (self._pool or QThreadPool.globalInstance()).start(runner)
        return self

    def cancel(self) -> None:
        """Ask the work to stop (``progress.cancelled`` turns true); see the module's documentation."""
        self._cancel.set()

    @property
    def is_cancelled(self) -> bool:
        return self._cancel.is_set()

    def wait(self) -> Any:
        """Start (if need be) and return the result once the work is done, the window's events
        handled meanwhile; re-raise the work's exception (:class:`Cancelled` after a cancel)."""
        if not self.started:
            self.start()
        if not self.done:
            loop = QEventLoop()
            self.finished.connect(loop.quit)
            if not self.done:   # it may have ended while the connection was made
                loop.exec()
        if self.ok:
            return self.result
        raise self.error if self.error is not None else Cancelled()

    # -- reports (GUI thread)
    @Slot(int, int)
    def _on_progress(self, done: int, total: int) -> None:
        if not self.done:
            self.progressed.emit(done, total)

    @Slot(bool, object)
    def _on_done(self, ok: bool, value: object) -> None:
        self.done = True
        _RUNNING.discard(self)
        if not ok and isinstance(value, Cancelled):
            self.error = value
            self.cancelled.emit()
        elif ok:
            self.ok, self.result = True, value
            self.succeeded.emit(value)
        else:
            self.error = value if isinstance(value, BaseException) else RuntimeError(str(value))
            self.failed.emit(self.error)
        self.finished.emit()


def run_with_progress(parent: Any, work: Callable[[Progress], Any], label: str, delay_ms: int = 400,
                      cancellable: bool = True) -> Any:
    """Run ``work`` off the GUI thread and return its result (re-raising its exception), with a
    window-modal progress dialog over ``parent`` showing ``label`` once the work has taken longer
    than ``delay_ms``. With ``cancellable`` its Cancel button (Qt's own word, in the window's
    language) cancels the work (:class:`Cancelled` is raised here if the work stops); without, the
    dialog has no button (work that cannot stop midway)."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QProgressDialog

    op = BackgroundOp(parent, work)
    dialog = QProgressDialog(parent)
    dialog.setObjectName("backgroundProgress")
    dialog.setLabelText(label)
    dialog.setRange(0, 0)             # busy until the work reports a total
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(delay_ms)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    dialog.setValue(0)                # starts the dialog's clock: it shows after ``delay_ms``
    if cancellable:
        dialog.canceled.connect(op.cancel)
    else:
        dialog.setCancelButton(None)

    def progressed(done: int, total: int) -> None:
        if total > 0 and (total != dialog.maximum() or done != dialog.value()):
            dialog.setMaximum(total)
            dialog.setValue(min(done, total))

    op.progressed.connect(progressed)
    try:
        return op.wait()
    finally:
        if cancellable:
            dialog.canceled.disconnect(op.cancel)   # closing the dialog says "canceled" too
        dialog.close()
        dialog.deleteLater()
        op.deleteLater()
