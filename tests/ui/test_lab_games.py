"""The Deck lab's matrix opens its games (a pairing's games from the results file, from the row
deck's side; a game opens in the replay viewer, played again from its seed), and its per-card
figures fade and are marked when the sample is small (the width of the 95% Wilson interval)."""

from __future__ import annotations

import copy

from PySide6.QtCore import Qt

from heresy_app.lab.gauntlet import Store, run_gauntlet
from heresy_app.lab.plan import Plan
from heresy_app.lab.runners import PoolRunner
from heresy_app.lab.tables import certainty
from heresy_app.ui.lab_games import PairingGames
from heresy_app.ui.lab_page import SURE_ROLE, LabPage, heat


def _page(window):
    window.tabs.setCurrentWidget(window.lab_tab)
    page = window.lab_tab.page
    assert isinstance(page, LabPage)
    return page


def _report(tmp_path, games=6, ai="random", seed=5):
    from heresy_app.cards.db import CardDB
    from heresy_app.lab.field import load_field
    plan = Plan(load_field(["sample:loyalist", "sample:traitor"], CardDB(), ai), games, seed, chunk_size=4)
    path = tmp_path / f"g{games}-{seed}.sqlite"
    store = Store.create(path, plan)
    try:
        return run_gauntlet(plan, store, PoolRunner(1)), path
    finally:
        store.close()


def test_a_cell_opens_its_games_and_a_game_opens_in_the_replay_viewer(qtbot, window, tmp_path):
    rep, path = _report(tmp_path)
    page = _page(window)
    page.show_report(rep)
    assert "Double-click" in page.matrix.item(1, 0).toolTip()
    assert page.open_games(0, 0) is None and page.open_games(0, 2) is None     # the diagonal, Overall
    page.matrix.cellDoubleClicked.emit(1, 0)          # the traitor deck's row, the loyalist column
    dialog = page.games_dialog
    assert isinstance(dialog, PairingGames)
    qtbot.addWidget(dialog)
    table = dialog.table
    assert table.rowCount() == 6
    store = Store.open(path)
    try:
        stored = store.games(0)
    finally:
        store.close()
    assert [table.item(r, 1).text() for r in range(6)] == [str(g["seed"]) for g in stored]
    cell = rep["matrix"][1][0]
    won = [table.item(r, 4).text() for r in range(6)].count("won")
    lost = [table.item(r, 4).text() for r in range(6)].count("lost")
    assert (won, lost) == (cell["wins"], cell["losses"])        # the row deck's side, not deck A's
    # game 1: the loyalist deck (A) moved first, so the traitor deck (the row) moved second
    assert table.item(0, 2).text() == "second" and table.item(1, 2).text() == "first"
    with qtbot.waitSignal(page.replayRequested, timeout=60_000) as got:
        table.cellDoubleClicked.emit(3, 0)
    doc = got.args[0]
    assert doc["format"] == "heresy-game" and doc["seed"] == stored[3]["seed"]
    assert len(doc["decisions"]) == stored[3]["decisions"]
    assert "replay viewer" in dialog.status.text() and "otherwise" not in dialog.status.text()
    board = window.board
    assert window.tabs.currentWidget() is not window.lab_tab          # the battle tab shows it
    assert board.controller.replay_length == stored[3]["decisions"]
    assert board.controller.replay_position == 0


def test_a_game_that_went_otherwise_when_played_again_is_said(qtbot, window, tmp_path):
    rep, path = _report(tmp_path, games=2)
    dialog = PairingGames(str(path), 0, 1, ["A", "B"], "en")
    qtbot.addWidget(dialog)
    dialog.rows[0]["turns"] = (dialog.rows[0]["turns"] or 0) + 7       # as if a timed AI had played otherwise
    with qtbot.waitSignal(dialog.replayRequested, timeout=60_000):
        assert dialog.open_game(0)
    assert "otherwise" in dialog.status.text()
    assert not dialog.open_game(5)


def test_a_missing_results_file_is_one_line_on_the_page(qtbot, window, tmp_path):
    rep, path = _report(tmp_path, games=2)
    page = _page(window)
    page.show_report(rep)
    path.unlink()
    assert page.open_games(0, 1) is None
    assert "\n" not in page.status.text() and page.status.text()


def test_per_card_figures_fade_and_are_marked_when_the_sample_is_small(qtbot, window, tmp_path):
    rep, _path = _report(tmp_path, games=6)
    page = _page(window)
    page.show_report(rep)
    page.choose_row(0)
    fonts = [page.matrix.model().headerData(i, Qt.Orientation.Vertical, Qt.ItemDataRole.FontRole) for i in range(2)]
    assert fonts[0].bold() and not fonts[1].bold()          # the chosen deck's row header in bold
    cards = rep["cards"][0]["cards"]
    # six games: every interval is wide, every figure faded and marked
    for r in range(page.cards.rowCount()):
        for k in (2, 3):
            item = page.cards.item(r, k)
            if item.text() != "—":
                assert item.text().startswith("~") and item.font().italic()
                assert item.data(SURE_ROLE) < 0.5
                assert "small sample" in item.toolTip()
    # the same report with the first card's drawn figure as sure as 400 games make it
    sure = copy.deepcopy(rep)
    first = sure["cards"][0]["cards"][0]
    first["win_rate_drawn"], first["ci95_drawn"] = 0.7, [0.65, 0.74]
    first["win_rate_not_drawn"], first["ci95_not_drawn"] = 0.4, [0.2, 0.62]
    page.show_report(sure)
    page.choose_row(0)
    row = next(r for r in range(page.cards.rowCount()) if page.cards.item(r, 0).toolTip() == first["id"])
    drawn, not_drawn = page.cards.item(row, 2), page.cards.item(row, 3)
    assert drawn.text() == "70%" and not drawn.font().italic() and drawn.data(SURE_ROLE) == 1.0
    assert drawn.background().color() == heat(0.7)
    assert not_drawn.text() == "~40%" and not_drawn.background().color() != heat(0.4)
    assert certainty(first["ci95_not_drawn"]) == not_drawn.data(SURE_ROLE)
    # the faded colour lies between the heat and the grey: less saturated than the heat
    h, f = heat(0.4), not_drawn.background().color()
    assert abs(f.red() - f.green()) < abs(h.red() - h.green())
    assert len(cards) == page.cards.rowCount()


def test_the_games_window_speaks_russian(qtbot, make_window, tmp_path):
    window = make_window("ru")
    rep, _path = _report(tmp_path, games=2)
    page = _page(window)
    page.show_report(rep)
    dialog = page.open_games(0, 1)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle().startswith("Партии пары")
    heads = [dialog.table.model().headerData(k, Qt.Orientation.Horizontal) for k in range(dialog.table.columnCount())]
    assert "Номер расклада" in heads and dialog.open_button.text().startswith("Открыть")
    assert dialog.table.item(0, 4).text() in ("победа", "поражение", "ничья")


def test_a_deck_of_the_field_can_play_its_own_ai(qtbot, window, tmp_path):
    page = _page(window)
    page.games.setValue(2)
    page.jobs.setValue(1)
    page.ai.setCurrentIndex(page.ai.findData("random"))
    page.add_deck("sample:loyalist")                       # the same deck again, to play under another AI
    page.set_deck_ai([2], "recruit")
    assert page.specs() == ["sample:loyalist", "sample:traitor", "sample:loyalist@recruit"]
    assert page.field.item(2).text().endswith("Recruit (rules of thumb)")
    assert "Right-click" in page.field.item(2).toolTip()
    with qtbot.waitSignal(page.runFinished, timeout=120_000):
        assert page.start(str(tmp_path / "ai.sqlite"))
    rep = page.report
    assert rep["complete"] and [d["ai"] for d in rep["decks"]] == ["random", "random", "recruit"]
    heads = [page.matrix.model().headerData(i, Qt.Orientation.Vertical) for i in range(3)]
    assert heads[0] != heads[2] and "Recruit" in heads[2] and "Random" in heads[0]
    page.set_deck_ai([2], None)                             # back to the page's AI
    assert page.specs()[2] == "sample:loyalist" and "—" not in page.field.item(2).text()
