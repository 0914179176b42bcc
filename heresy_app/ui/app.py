"""Start-up: the QApplication, the language, the main window; ``--smoke`` for a timed check."""

from __future__ import annotations

import gc
import os
import sys
import time


def process_age_ms() -> float | None:
    """Milliseconds since this process started (Linux /proc), or None elsewhere."""
    try:
        with open("/proc/self/stat", "rb") as fh:
            fields = fh.read().rsplit(b")", 1)[1].split()
        start_ticks = int(fields[19])
        with open("/proc/uptime") as fh:
            uptime = float(fh.read().split()[0])
        hz = os.sysconf("SC_CLK_TCK")
        return max(0.0, (uptime - start_ticks / hz) * 1000)
    except (OSError, ValueError, IndexError):
        return None


def no_screen_reason(environ=None) -> str | None:
    """Why the window could not open on this Linux session (no display named and no other Qt
    platform chosen), or None. Qt itself would abort with a core dump."""
    env = os.environ if environ is None else environ
    if not sys.platform.startswith("linux") or env.get("QT_QPA_PLATFORM"):
        return None
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return None
    return ("there is no screen to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set); "
            "to check the program without one, run: QT_QPA_PLATFORM=offscreen heresy gui --smoke")


def _fatal_to_one_line(mode, context, message) -> None:
    """Qt message handler while the QApplication is made: a fatal message (no platform plugin,
    no display) becomes one line and exit status 2 instead of an abort; others print as usual."""
    from PySide6.QtCore import QtMsgType

    if mode == QtMsgType.QtFatalMsg:
        first = message.strip().splitlines()[0] if message.strip() else "Qt could not start"
        sys.stderr.write(f"heresy: the desktop application cannot start: {first}\n")
        sys.stderr.flush()
        os._exit(2)
    category = getattr(context, "category", None)
    sys.stderr.write((f"{category}: " if category and category != "default" else "") + message + "\n")


def make_application(argv: list[str] | None = None):
    """The process's Qt application, made if none runs: always a widgets application (a
    QApplication), whoever asks first (the window, or a command that draws, such as
    ``cards export --images``), so that a window can still be made later in the same process.
    A Qt application of another kind made elsewhere is a clear error here, not Qt's abort."""
    from PySide6.QtCore import QCoreApplication, qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    app = QCoreApplication.instance()
    if app is not None and not isinstance(app, QApplication):
        # QApplication.instance() would return it as it is, and the first widget would make Qt
        # abort the process ("QWidget: Cannot create a QWidget without QApplication").
        raise RuntimeError(f"a {type(app).__name__} already runs in this process and Qt allows one "
                           "application a process: widgets need a QApplication (make it with "
                           "heresy_app.ui.app.make_application)")
    if app is None:
        previous = qInstallMessageHandler(_fatal_to_one_line)
        try:
            app = QApplication(argv if argv is not None else sys.argv[:1])
        finally:
            qInstallMessageHandler(previous)
    # Qt's own cache of drawn pixmaps (the style's button and frame pieces at each size) is 10 MiB by
    # default and fills game after game as answers of new sizes come: 2 MiB holds what a window shows
    from PySide6.QtGui import QPixmapCache

    QPixmapCache.setCacheLimit(PIXMAP_CACHE_KIB)
    app.setOrganizationName("heresy")
    app.setApplicationName("heresy")
    app.setApplicationDisplayName("Heresy")
    return app


PIXMAP_CACHE_KIB = 2048


def build_window(lang: str | None = None):
    """The QApplication (made if needed) with its language installed, and a main window."""
    from heresy_app.ui.settings import get, open_settings
    from heresy_app.ui.translation import LANGUAGES, default_language, install_language

    make_application()
    settings = open_settings(lang)
    lang = lang or get(settings, "ui/language") or default_language()
    if lang not in LANGUAGES:
        lang = "en"
    install_language(lang)
    from heresy_app.ui.main_window import MainWindow

    win = MainWindow(settings, lang)
    return win


def check_database(smoke: bool, lang: str | None) -> None:
    """The shipped card database checked before the window reads it (issue 29, finding 7): a
    damaged one stops the start with one line saying to reinstall, shown in a message box too
    when the window would have opened (a program started from a menu has no terminal)."""
    from heresy_app.cards.shipped import check_shipped
    from heresy_app.files import FileProblem
    from heresy_app.paths import shipped_db_path

    try:
        check_shipped(shipped_db_path())
    except FileProblem as problem:
        if not smoke:
            from PySide6.QtWidgets import QMessageBox

            make_application()
            QMessageBox.critical(None, "Heresy", problem.message(lang or "en"))
        raise


def start_collecting() -> None:
    """Garbage collection back on once the window is up; what start-up made (modules, PySide's
    enum classes, the widgets) lives as long as the program, so it is frozen out of later passes."""
    gc.freeze()
    gc.enable()


def run(smoke: bool = False, lang: str | None = None, deck: str | None = None) -> int:
    started = time.perf_counter()
    age = process_age_ms()
    from heresy_app import crashlog

    crashlog.install()        # a traceback or a fatal fault goes to HERESY_HOME/logs (Help → Show log)
    # Start-up allocates tens of thousands of objects that are never garbage (PySide builds a Python
    # enum class for every Qt enum it touches); collection passes over them would only cost time.
    gc.disable()
    try:
        check_database(smoke, lang)
        win = build_window(lang)
    except BaseException:
        gc.enable()
        raise
    app = make_application()
    win.smoke = smoke
    win.deck_on_start = deck
    win.restore_layout()      # --smoke too: it starts the way the window does (issue 16, finding 4)
    win.show()
    if smoke:
        from PySide6.QtCore import QEventLoop

        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
        win.repaint()
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
        elapsed = (time.perf_counter() - started) * 1000 + (age or 0.0)
        print(f"shown in {elapsed:.0f} ms")
        opened = True
        if deck:     # as `heresy DECK` opens it (issue 29, finding 9); the error the window would show
            opened = win.open_on_start(deck, confirm=False)
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
            if opened:
                print(f"opened {deck}: {win.doc.deck.size} cards")
            else:
                from heresy_app.files import printable

                print(f"heresy: {printable(' '.join((win.last_error or deck).split()), 1000)}", file=sys.stderr)
        start_collecting()
        win.close()
        return 0 if opened else 2
    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, start_collecting)
    QTimer.singleShot(0, win.finish_startup)
    return app.exec()
