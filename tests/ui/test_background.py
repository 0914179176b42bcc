"""The background-operation helper (heresy_app.ui.background): work runs on a pool thread, and its
progress, result, error, cancel and end arrive on the GUI thread; ``wait`` keeps the window's events
flowing; the progress dialog shows for long work and its Cancel stops work that checks."""

from __future__ import annotations

import gc
import threading
import time

import pytest
from PySide6.QtCore import QCoreApplication, QThread, QTimer
from PySide6.QtWidgets import QProgressDialog, QPushButton, QWidget

from heresy_app.ui.background import BackgroundOp, Cancelled, run_with_progress


def _on_gui_thread() -> bool:
    return QThread.currentThread() is QCoreApplication.instance().thread()


@pytest.fixture
def parent(qtbot):
    w = QWidget()
    qtbot.addWidget(w)
    w.show()
    return w


def test_the_work_runs_off_the_gui_thread_and_every_report_arrives_on_it(qtbot, parent):
    gui = threading.get_ident()
    seen = {"progress": [], "threads": set()}

    def work(progress):
        for i in range(1, 6):
            progress.report(i, 5)
        return threading.get_ident()

    op = BackgroundOp(parent, work)
    op.progressed.connect(lambda d, t: (seen["progress"].append((d, t)), seen["threads"].add(_on_gui_thread())))
    op.succeeded.connect(lambda r: (seen.__setitem__("result", r), seen["threads"].add(_on_gui_thread())))
    op.failed.connect(lambda e: seen.__setitem__("failed", e))
    with qtbot.waitSignal(op.finished, timeout=20_000):
        op.start()
    assert seen["result"] != gui                     # the work ran on another thread
    assert seen["progress"] == [(i, 5) for i in range(1, 6)]
    assert seen["threads"] == {True}                 # ... and was heard on the GUI thread
    assert "failed" not in seen and op.ok and op.result == seen["result"]


def test_an_error_of_the_work_is_reported_and_wait_raises_it(qtbot, parent):
    def work(progress):
        raise ValueError("the file is not a card file")

    op = BackgroundOp(parent, work)
    errors = []
    op.failed.connect(errors.append)
    with pytest.raises(ValueError, match="not a card file"):
        op.wait()
    assert len(errors) == 1 and isinstance(errors[0], ValueError) and not op.ok


def test_cancel_stops_work_that_checks_and_never_reports_success(qtbot, parent):
    started = threading.Event()
    steps = []

    def work(progress):
        started.set()
        for i in range(10_000):
            progress.check()
            steps.append(i)
            time.sleep(0.005)
        return "all done"

    op = BackgroundOp(parent, work)
    outcome = []
    op.succeeded.connect(lambda r: outcome.append("succeeded"))
    op.cancelled.connect(lambda: outcome.append("cancelled"))
    op.finished.connect(lambda: outcome.append("finished"))
    op.start()
    assert started.wait(20)
    op.cancel()
    with pytest.raises(Cancelled):
        op.wait()
    assert outcome == ["cancelled", "finished"]
    assert len(steps) < 10_000 and op.is_cancelled


def test_work_that_cannot_stop_midway_finishes_and_succeeds_after_a_cancel(qtbot, parent):
    release = threading.Event()

    def work(progress):
        release.wait(20)
        return 42

    op = BackgroundOp(parent, work).start()
    op.cancel()
    release.set()
    assert op.wait() == 42 and op.ok


def test_wait_keeps_the_window_answering_events(qtbot, parent):
    ticks = []
    timer = QTimer(parent)
    timer.setInterval(20)
    timer.timeout.connect(lambda: ticks.append(_on_gui_thread()))
    timer.start()
    op = BackgroundOp(parent, lambda progress: time.sleep(0.6) or "slept")
    assert op.wait() == "slept"
    timer.stop()
    assert len(ticks) >= 3 and all(ticks)         # the GUI thread ran its timer while the work slept


def test_an_operation_nobody_holds_still_finishes(qtbot, parent):
    got = []
    BackgroundOp(parent, lambda progress: "kept").start().succeeded.connect(got.append)
    gc.collect()
    qtbot.waitUntil(lambda: got == ["kept"], timeout=20_000)


def test_an_operation_runs_once(qtbot, parent):
    op = BackgroundOp(parent, lambda progress: 1)
    assert op.wait() == 1
    with pytest.raises(RuntimeError):
        op.start()


def test_the_progress_dialog_shows_for_long_work_and_its_cancel_stops_it(qtbot, parent):
    shown = []

    def press_cancel():
        dialogs = [d for d in parent.findChildren(QProgressDialog) if d.isVisible()]
        if not dialogs:
            QTimer.singleShot(100, press_cancel)   # not shown yet (a loaded machine): look again
            return
        shown.extend(d.labelText() for d in dialogs)
        for d in dialogs:
            d.findChild(QPushButton).click()       # the person presses Cancel

    def work(progress):
        for i in range(2000):
            progress.check()
            if i % 20 == 0:
                progress.report(i, 2000)
            time.sleep(0.01)
        return "finished"

    QTimer.singleShot(300, press_cancel)
    with pytest.raises(Cancelled):
        run_with_progress(parent, work, "Reading the cards…", delay_ms=100)
    assert shown == ["Reading the cards…"]
    assert not [d for d in parent.findChildren(QProgressDialog) if d.isVisible()]


def test_quick_work_returns_its_result_without_a_dialog(qtbot, parent):
    assert run_with_progress(parent, lambda progress: "quick", "Reading…", delay_ms=5000, cancellable=False) == "quick"
    assert not [d for d in parent.findChildren(QProgressDialog) if d.isVisible()]


# ---------------------------------------------------------------- in the window

def test_importing_user_cards_reads_the_file_off_the_gui_thread(qtbot, window, tmp_path, monkeypatch):
    import json

    import heresy_app.card_import as card_import

    def user_card(n):
        return {"id": f"MY-{n:03d}", "rarity": "common", "type": "unit", "side": "loyalist",
                "name": {"en": f"Test Legion {n}", "ru": f"Пробный легион {n}"}, "flags": 1,
                "firepower": 2, "assault": 2, "speed": 2, "armor": 2, "die": 3,
                "command": {"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."}}

    real, threads = card_import.import_user_cards, []

    def recording(*args, **kwargs):
        threads.append(_on_gui_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(card_import, "import_user_cards", recording)
    path = tmp_path / "mine.json"
    path.write_text(json.dumps([user_card(1), user_card(2)]), encoding="utf-8")
    assert window.import_user_cards(str(path))          # the menu action still answers at once
    assert threads == [False]
    assert window.store.get("MY-001") is not None and "2" in window.statusBar().currentMessage()


def test_printing_proxies_paints_the_pdf_off_the_gui_thread(qtbot, window, tmp_path, monkeypatch):
    import heresy_app.ui.proxies as proxies

    real, threads = proxies.proxies_pdf, []

    def recording(*args, **kwargs):
        threads.append(_on_gui_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(proxies, "proxies_pdf", recording)
    assert window.open_deck_file("sample:loyalist", confirm=False)
    window.exec_dialog = lambda dlg: (dlg.sheet.setChecked(True), dlg.DialogCode.Accepted)[1]
    target = tmp_path / "mine.pdf"
    window.print_actions.ask_path = lambda title, start: str(target)
    assert window.print_actions.print_proxies()
    assert threads == [False]
    assert target.read_bytes().startswith(b"%PDF") and "60" in window.statusBar().currentMessage()
