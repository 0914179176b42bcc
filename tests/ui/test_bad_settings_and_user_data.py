"""A corrupt settings file, a user-data folder that cannot be made and a broken autosave never
stop the window (issue 16, findings 4 and 8); `heresy gui --smoke` starts the way the window
does, the layout restored."""

from __future__ import annotations

import json
import os
import re

import pytest
from PySide6.QtWidgets import QApplication

from heresy_app.cli import main

CORRUPT = """[window]
geometry=hello
tab=99999999999999999999999
state=@ByteArray(garbage)
splitter=7
deck_splitter=@Invalid()
card_split_placed=maybe
card_splitter=xyz
browser_columns_n=11
browser_columns=12

[ui]
language=xx

[deck]
recent=5
last=@ByteArray(\\0\\0)
"""


@pytest.fixture
def corrupt_settings(_heresy_home):
    (_heresy_home / "settings.ini").write_text(CORRUPT, encoding="utf-8")
    return _heresy_home / "settings.ini"


def _close_windows():
    from heresy_app.ui.main_window import MainWindow

    for w in QApplication.topLevelWidgets():
        if isinstance(w, MainWindow):
            w.smoke = True          # no questions, no saving on the way out
            w.close()


def test_the_window_starts_over_corrupt_settings(corrupt_settings, qapp, qtbot, monkeypatch):
    """Finding 4: ``[window] geometry=hello`` or ``tab=99999999999999999999999`` made `heresy gui`
    exit 2."""
    ran = []
    # the window's own start (`heresy gui`) up to its event loop, which the test's loop stands for
    # (quitting the application's loop would stop every later test's waits)
    monkeypatch.setattr(QApplication, "exec", lambda self: ran.append(True) or 0)
    # the start-up questions (a first game offered when none was ever played) are answered No here:
    # a real message box would wait for a click for ever in this unattended run
    from PySide6.QtWidgets import QMessageBox

    from heresy_app.ui.main_window import MainWindow

    asked = []
    monkeypatch.setattr(MainWindow, "ask", lambda self, title, *a: asked.append(title) or QMessageBox.StandardButton.No)
    try:
        assert main(["gui"]) == 0
        qtbot.waitUntil(lambda: bool(asked), timeout=5000)   # the window's first timers (finish_startup) run
    finally:
        _close_windows()
    assert ran == [True]
    assert len(asked) == 1      # the first game, offered once


def test_gui_smoke_restores_the_layout_as_the_window_does(corrupt_settings, capsys, monkeypatch):
    """Finding 4: `gui --smoke` passed over corrupt settings because it skipped restoring the layout."""
    from heresy_app.ui.main_window import MainWindow

    restored = []
    real = MainWindow.restore_layout
    monkeypatch.setattr(MainWindow, "restore_layout", lambda self: (restored.append(True), real(self))[1])
    assert main(["gui", "--smoke"]) == 0
    assert restored == [True]
    assert re.fullmatch(r"shown in \d+ ms\n", capsys.readouterr().out)


def test_every_setting_is_read_through_one_checked_table(corrupt_settings, qapp):
    from heresy_app.ui import settings as S

    s = S.open_settings()
    assert S.get(s, "window/geometry") is None and S.get(s, "window/tab") == 0
    assert S.get(s, "window/card_split_placed") is False and S.get(s, "deck/recent") == []
    assert S.get(s, "deck/last") == "" and S.get(s, "ui/language") == ""
    assert S.get(s, "window/browser_columns_n") == 11
    with pytest.raises(KeyError):
        S.get(s, "window/no_such_setting")


def test_a_settings_file_that_is_a_fifo_is_left_alone(_heresy_home):
    from tests.fuzz.harness import run_process

    os.mkfifo(_heresy_home / "settings.ini")
    out = run_process(["gui", "--smoke"], timeout=30, env=dict(os.environ, HERESY_HOME=str(_heresy_home)))
    assert out.code == 0, out
    assert f"{_heresy_home / 'settings.ini'}: not a regular file: a named pipe (FIFO)" in out.err


# ------------------------------------------------------------------ finding 8: the user-data folder

@pytest.fixture
def home_that_cannot_be_made(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    home = blocker / "heresy"
    monkeypatch.setenv("HERESY_HOME", str(home))
    return home


@pytest.mark.parametrize("argv", [["cards", "search", "tactical"], ["deck", "validate", "sample:loyalist"],
                                  ["deck", "stats", "sample:traitor", "--json"], ["gui", "--smoke"]])
def test_commands_that_only_read_work_without_a_user_data_folder(home_that_cannot_be_made, argv, capsys):
    """Finding 8: a user-data folder that could not be created made every command fail with
    "internal error", the read-only ones and `gui --smoke` included."""
    assert main(argv) in (0, 1)
    assert "internal error" not in capsys.readouterr().err


def test_an_import_into_a_folder_that_cannot_be_made_is_one_line(home_that_cannot_be_made, tmp_path, capsys):
    from tests.fuzz.harness import write_cards_csv

    assert main(["cards", "import", str(write_cards_csv(tmp_path / "c.csv", 2))]) == 2
    err = capsys.readouterr().err
    assert err == f"heresy: {home_that_cannot_be_made / 'user_cards.sqlite'}: cannot write your card database: " \
                  f"{home_that_cannot_be_made} is not a folder\n", err   # issue 29: said plainly


def test_an_autosave_that_cannot_be_written_says_so(make_window, person, monkeypatch, tmp_path):
    """Finding 8: in the window, an autosave that could not be written failed silently."""
    win = make_window()
    person.add_by_enter(win, "IS-001")
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setenv("HERESY_HOME", str(blocker / "heresy"))
    win.autosave()
    assert win.statusBar().currentMessage().startswith("Cannot autosave the deck: "), win.statusBar().currentMessage()


@pytest.mark.parametrize("autosave", [
    {"path": 5, "fmt": "json", "deck": {"format": "heresy-deck", "version": 1, "cards": []}},
    {"path": None, "fmt": 7, "deck": {"format": "heresy-deck", "version": 1, "cards": []}},
    {"path": None, "fmt": None, "deck": "deck"},
    {"path": None, "fmt": {}, "deck": {"format": "heresy-deck", "version": 1, "cards": []}},   # found by the campaign
    ["not", "a", "table"],
    "DEEP",
])
def test_a_corrupt_autosave_never_stops_the_start(make_window, answers, autosave):
    """Finding 8: a corrupt autosave (``"path": 5``, deep nesting) raised out of start-up."""
    from PySide6.QtWidgets import QMessageBox

    win = make_window()
    text = ('{"path": null, "fmt": null, "deck": ' + "[" * 5000 + "]" * 5000 + "}") if autosave == "DEEP" \
        else json.dumps(autosave)
    win.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    win.autosave_path().write_text(text, encoding="utf-8")
    answers.reply = QMessageBox.StandardButton.Yes
    win.finish_startup()
    assert answers.errors and str(win.autosave_path()) in answers.errors[0], answers.errors
    assert not win.doc.dirty


def test_a_damaged_user_card_database_never_stops_the_window(_heresy_home, make_window, answers, capsys):
    """Like finding 8: a user_cards.sqlite that is not a database made the window exit with
    "internal error"; it opens on the shipped cards and says once what is wrong."""
    (_heresy_home / "user_cards.sqlite").write_bytes(b"not a database" * 300)
    assert main(["gui", "--smoke"]) == 0
    win = make_window()
    win.finish_startup()
    assert win.browser.model.rowCount() > 100
    assert answers.errors == [f"{_heresy_home / 'user_cards.sqlite'}: your card database cannot be read "
                              "(file is not a database); only the shipped cards are used. Move the file aside "
                              "(rename it) and Heresy starts a new one"], answers.errors
