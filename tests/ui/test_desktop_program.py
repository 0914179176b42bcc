"""Installs and opens like a desktop program (issue 17, section 4): `heresy FILE`, a deck dropped
on the window, the crash log and Help → Show log."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent

from heresy_app.cli import main


@pytest.fixture
def gui_calls(monkeypatch):
    """What `heresy …` hands the window (the window itself is tested elsewhere)."""
    import heresy_app.ui.app as app

    calls = []
    monkeypatch.setattr(app, "run", lambda **kw: calls.append(kw) or 0)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    return calls


def test_heresy_file_opens_the_window_on_that_deck(gui_calls, tmp_path):
    deck = tmp_path / "my deck.txt"
    deck.write_text("4 Tactical Squad\n", encoding="utf-8")
    assert main([str(deck)]) == 0
    assert gui_calls == [{"smoke": False, "lang": None, "deck": str(deck)}]


def test_heresy_sample_deck_and_a_relative_file_open_the_window(gui_calls, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "d.cod").write_text("<cockatrice_deck/>", encoding="utf-8")
    assert main(["sample:traitor"]) == 0
    assert main(["d.cod", "--lang", "ru"]) == 0
    assert [c["deck"] for c in gui_calls] == ["sample:traitor", "d.cod"]
    assert gui_calls[1]["lang"] == "ru"


def test_a_word_that_is_neither_a_command_nor_a_file_is_still_bad_arguments(gui_calls, capsys):
    assert main(["frobnicate"]) == 2
    assert gui_calls == []
    assert "invalid choice" in capsys.readouterr().err
    assert main(["cards", "search", "type:unit", "--json"]) == 0   # commands are commands


def test_desktop_entry_runs_heresy_with_the_file():
    from pathlib import Path

    entry = (Path(__file__).parents[2] / "packaging" / "heresy.desktop").read_text(encoding="utf-8")
    assert "Exec=heresy %f" in entry.splitlines()


def _drop(window, path):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    window.dropEvent(event)
    return event


def test_a_deck_file_dropped_on_the_window_opens(window, person, tmp_path, qtbot):
    deck = tmp_path / "dropped.txt"
    deck.write_text("# side: loyalist\n3 Tactical Squad\n", encoding="utf-8")
    window.tabs.setCurrentIndex(window.TAB_RULES)
    event = _drop(window, deck)
    assert event.isAccepted()
    qtbot.waitUntil(lambda: window.doc.path == deck)
    assert person.deck_counts(window) == {"IS-001": 3}
    assert window.tabs.currentIndex() == window.TAB_DECK


def test_a_dropped_file_that_is_no_deck_is_one_message(window, answers, tmp_path, qtbot):
    bad = tmp_path / "photo.txt"
    bad.write_bytes(b"\x00\x01not a deck")
    _drop(window, bad)
    qtbot.waitUntil(lambda: bool(answers.errors))
    assert "photo.txt" in answers.errors[0]
    assert not window.doc.started


def test_a_drag_without_a_local_file_is_refused(window):
    mime = QMimeData()
    mime.setText("4 Tactical Squad")
    assert window.dropped_file(mime) is None
    mime.setUrls([QUrl("https://example.org/deck.txt")])
    assert window.dropped_file(mime) is None


# ---------------------------------------------------------------- the crash log (HERESY_HOME/logs)
def _run_python(code: str, home, timeout: int = 60):
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k != "PYTHONFAULTHANDLER"}
    env["HERESY_HOME"] = str(home)
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=timeout)


def test_an_uncaught_exception_is_logged_with_its_traceback(tmp_path):
    done = _run_python("from heresy_app import crashlog\ncrashlog.install()\n"
                       "def deep():\n    raise ValueError('a bug on purpose')\ndeep()\n", tmp_path)
    assert done.returncode == 1
    log = (tmp_path / "logs" / "heresy.log").read_text(encoding="utf-8")
    assert "ValueError: a bug on purpose" in log and "in deep" in log and "Traceback" in log


def test_a_fatal_fault_leaves_the_stacks_in_the_faults_log(tmp_path):
    done = _run_python("import faulthandler\nfrom heresy_app import crashlog\ncrashlog.install()\n"
                       "faulthandler._sigsegv()\n", tmp_path)
    assert done.returncode != 0
    faults = (tmp_path / "logs" / "faults.log").read_text(encoding="utf-8")
    assert "Segmentation fault" in faults and "<string>" in faults


def test_the_command_lines_internal_error_is_logged_and_the_line_says_where(monkeypatch, capsys, tmp_path):
    import heresy_app.cli.cards_cmd as cards_cmd

    def broken(args):
        raise ZeroDivisionError("a bug on purpose")

    monkeypatch.setattr(cards_cmd, "run_search", broken)
    assert main(["cards", "search", "assault"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "internal error: ZeroDivisionError" in err
    from heresy_app import crashlog

    assert str(crashlog.log_path()) in err
    assert "in broken" in crashlog.log_path().read_text(encoding="utf-8")


def test_an_error_in_the_window_is_logged_said_in_the_status_bar_and_shown_by_help_show_log(window, qtbot):
    import sys

    from heresy_app import crashlog

    dlg = window.show_log()
    assert "log is empty" in dlg.text.toPlainText()
    dlg.close()
    try:
        raise KeyError("a bug on purpose")
    except KeyError:
        crashlog._excepthook(*sys.exc_info())      # what PySide does with an exception out of a slot
    assert "KeyError" in window.statusBar().currentMessage()
    assert "Show log" in window.statusBar().currentMessage()
    dlg = window.show_log()
    assert "KeyError: 'a bug on purpose'" in dlg.text.toPlainText()
    assert str(crashlog.log_dir()) in dlg.where.text()
    assert window.act_show_log in window.menu_help.actions()
    dlg.close()


def test_a_long_log_keeps_one_older_generation(monkeypatch):
    from heresy_app import crashlog

    monkeypatch.setattr(crashlog, "MAX_BYTES", 2000)
    for n in range(40):
        try:
            raise RuntimeError(f"error number {n}")
        except RuntimeError as err:
            assert crashlog.record(type(err), err, err.__traceback__) == crashlog.log_path()
    assert crashlog.log_path().stat().st_size < 4000
    assert "error number 39" in crashlog.read()
    assert crashlog.log_path().with_name("heresy.log.1").exists()
