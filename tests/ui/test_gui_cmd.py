"""`heresy gui --smoke` (shared/CONTRACT.md) and the window's persistent state."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from heresy_app.cli import main


def test_gui_smoke_shows_the_window_and_reports_the_time(capsys):
    import gc

    assert main(["gui", "--smoke"]) == 0
    out = capsys.readouterr().out
    assert re.fullmatch(r"shown in \d+ ms\n", out)
    assert gc.isenabled()  # collection is paused only while the window is being built


def test_gui_smoke_works_as_a_fresh_process(tmp_path):
    env = {"QT_QPA_PLATFORM": "offscreen", "HERESY_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-m", "heresy_app", "gui", "--smoke"], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(r"shown in \d+ ms\n", done.stdout)
    assert "Traceback" not in done.stderr


def test_showing_the_window_leaves_what_it_does_not_need_unloaded(tmp_path):
    """Start-up time: the card model, query compiler, charts and deck code load after the window
    shows, and PySide builds no Python class (with its enums) for dialogs it has not opened."""
    probe = (
        "import sys\n"
        "from heresy_app.cli import main\n"
        "assert main(['gui', '--smoke']) == 0\n"
        "import PySide6.QtGui as G, PySide6.QtWidgets as W\n"
        "mods = ('pydantic', 'lark', 'sqlite_utils', 'PySide6.QtCharts', 'heresy_app.cards.db',\n"
        "        'heresy_app.decks', 'heresy_app.ui.card_painter')\n"
        "print('modules', sorted(m for m in mods if m in sys.modules))\n"
        "print('classes', sorted(c for c in ('QFileDialog', 'QMessageBox', 'QStyle', 'QListWidgetItem')\n"
        "                        if c in vars(W)) + sorted(c for c in ('QFont', 'QBrush') if c in vars(G)))\n"
    )
    env = {"QT_QPA_PLATFORM": "offscreen", "HERESY_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "modules []" in done.stdout and "classes []" in done.stdout, done.stdout


def test_gui_without_a_screen_says_so_in_one_line_instead_of_aborting(tmp_path):
    env = {"HERESY_HOME": str(tmp_path), "PATH": "/usr/bin:/bin"}  # no DISPLAY, no QT_QPA_PLATFORM
    done = subprocess.run([sys.executable, "-m", "heresy_app", "gui", "--smoke"], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1 and "no screen" in done.stderr and "QT_QPA_PLATFORM=offscreen" in done.stderr


def test_a_qt_platform_that_cannot_start_ends_with_one_line_not_a_core_dump(tmp_path):
    env = {"HERESY_HOME": str(tmp_path), "PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "no-such-platform"}
    done = subprocess.run([sys.executable, "-m", "heresy_app", "gui", "--smoke"], env=env, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2  # an abort would be -6
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("heresy: the desktop application cannot start:") and "platform plugin" in last


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY and WAYLAND_DISPLAY are Linux's")
def test_no_screen_reason_reads_the_environment():
    from heresy_app.ui.app import no_screen_reason

    assert no_screen_reason({}) is not None
    assert no_screen_reason({"DISPLAY": ":0"}) is None
    assert no_screen_reason({"WAYLAND_DISPLAY": "wayland-0"}) is None
    assert no_screen_reason({"QT_QPA_PLATFORM": "offscreen"}) is None


def test_window_layout_and_recent_files_persist(make_window, tmp_path, person, qtbot):
    win = make_window()
    win.tabs.setCurrentIndex(win.TAB_BATTLE)
    person.add_by_enter(win, "IS-001")
    path = tmp_path / "keep.json"
    assert win.save_to(str(path))
    assert win.close()
    again = make_window()
    again.restore_layout()
    assert again.tabs.currentIndex() == again.TAB_BATTLE
    from heresy_app.ui.settings import recent_files

    assert recent_files(again.settings) == [str(path.resolve())]


def test_column_widths_sorting_and_a_placed_card_divider_persist(make_window, qtbot):
    from PySide6.QtCore import Qt

    from heresy_app.ui.card_table import COLUMNS

    win = make_window()
    type_col = COLUMNS.index("type")
    win.browser.table.horizontalHeader().resizeSection(type_col, 123)
    win.browser.table.sortByColumn(COLUMNS.index("firepower"), Qt.SortOrder.DescendingOrder)
    assert win.card_view.fits_split
    assert win.close()
    again = make_window()
    again.restore_layout()
    assert again.browser.table.horizontalHeader().sectionSize(type_col) == 123
    m = again.browser.model
    assert m.row_at(0).firepower == max(m.row_at(r).firepower or 0 for r in range(m.rowCount()))
    assert again.card_view.fits_split            # never placed: the card is still fitted
    view = again.card_view
    view.splitter.splitterMoved.emit(300, 1)     # the person places the divider
    view.splitter.setSizes([300, view.splitter.height() - 300])
    assert again.close()
    third = make_window()
    third.restore_layout()
    qtbot.wait(20)
    assert not third.card_view.fits_split
    assert abs(third.card_view.splitter.sizes()[0] - 300) <= 4


def test_the_battle_board_is_built_when_its_tab_opens_and_a_new_game_starts_from_the_game_menu(window, answers):
    assert window.board is None                       # start-up does not pay for it
    window.tabs.setCurrentIndex(window.TAB_BATTLE)
    assert window.board is not None and window.board.isVisible()
    seen = {}

    def accept(dlg):
        seen["decks"] = [dlg.deck_you.itemText(i) for i in range(dlg.deck_you.count())]
        dlg.mode.setCurrentIndex(dlg.mode.findData("watch"))
        dlg.seed.setValue(31)
        return dlg.DialogCode.Accepted
    window.exec_dialog = accept
    window.smoke = True
    window.act_new_game.trigger()
    c = window.board.controller
    assert c.state is not None and c.seed == 31 and c.mode == "watch"
    assert any("Iron Line" in t for t in seen["decks"]) and any("Spearhead" in t for t in seen["decks"])
    c.close()


def test_rules_tab_shows_a_section_on_request(window):
    window.show_rule("term.unlimited")
    assert window.tabs.currentIndex() == window.TAB_RULES
    assert window.rules_view is not None or "term.unlimited" in window.rules_placeholder.label.text()


def test_the_rules_tab_lists_card_rulings_under_their_rules(window):
    window.show_rule("term.unique")
    text = window.rules_view.browser.toPlainText()
    assert "Abaddon with Retinue (IS-102)" in text


def test_gui_with_a_sample_deck_opens_it_as_a_new_unsaved_deck(window, person):
    window.deck_on_start = "sample:traitor"
    window.finish_startup()
    assert sum(person.deck_counts(window).values()) == 60
    assert window.doc.path is None  # saving asks for a new file: the shipped sample is never written


def test_gui_with_a_deck_file_opens_that_file(window, person, tmp_path):
    deck = tmp_path / "mine.txt"
    deck.write_text("# side: loyalist\n4 Tactical Squad\n", encoding="utf-8")
    window.deck_on_start = str(deck)
    window.finish_startup()
    assert person.deck_counts(window) == {"IS-001": 4}
    assert window.doc.path == deck


def test_gui_smoke_opens_the_deck_it_is_given(capsys):
    """`heresy gui --smoke DECK` opens the deck the way `heresy DECK` does (issue 29, finding 9)."""
    assert main(["gui", "--smoke", "sample:traitor"]) == 0
    out = capsys.readouterr().out
    assert re.fullmatch(r"shown in \d+ ms\nopened sample:traitor: 60 cards\n", out), out


@pytest.mark.parametrize("content", ["4 Tactical Squad\nnot a deck line\n", "\x00\x01", None])
def test_gui_smoke_with_a_bad_deck_says_so_in_one_line(content, tmp_path, capsys):
    from heresy_app.ui.settings import autosave_dir

    autosave = autosave_dir(create=True) / "deck.json"
    autosave.write_text('{"path": null, "fmt": null, "deck": {}}', encoding="utf-8")
    deck = tmp_path / "bad.txt"
    if content is not None:
        deck.write_text(content, encoding="utf-8")
    assert main(["gui", "--smoke", str(deck)]) == 2
    err = capsys.readouterr().err
    assert "bad.txt" in err and len(err.strip().splitlines()) == 1 and "internal error" not in err
    assert autosave.exists()          # a check run leaves the autosave of the window alone
