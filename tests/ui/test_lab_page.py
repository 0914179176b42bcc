"""The Deck lab tab (issue 30): the run goes off the GUI thread with progress and cancel, the
matrix is a heat map of the same figures the command line gives, the per-card table follows the
chosen row, a bad deck is one line on the page, and the page speaks Russian."""

from __future__ import annotations

from heresy_app.lab.gauntlet import Store, run_gauntlet
from heresy_app.lab.plan import Plan
from heresy_app.lab.runners import PoolRunner
from heresy_app.lab.tables import RUN_FIELDS
from heresy_app.ui.lab_page import LabPage, heat


def _figures(rep):
    return {k: v for k, v in rep.items() if k not in RUN_FIELDS}


def _page(qtbot, window, games=4, ai="random"):
    window.tabs.setCurrentWidget(window.lab_tab)
    page = window.lab_tab.page
    assert isinstance(page, LabPage)
    page.games.setValue(games)
    page.ai.setCurrentIndex(page.ai.findData(ai))
    page.jobs.setValue(1)
    page.seed.setValue(3)
    return page


def test_a_run_fills_the_heat_map_with_the_command_lines_figures(qtbot, window, tmp_path):
    page = _page(qtbot, window)
    assert page.specs() == ["sample:loyalist", "sample:traitor"]
    with qtbot.waitSignal(page.runFinished, timeout=120_000):
        assert page.start(str(tmp_path / "ui.sqlite"))
        assert page.running() and not page.run_button.isEnabled() and page.cancel_button.isEnabled()
    rep = page.report
    assert rep["complete"] and page.run_button.isEnabled()
    from heresy_app.cards.db import CardDB
    from heresy_app.lab.field import load_field
    plan = Plan(load_field(page.specs(), CardDB(), "random"), 4, 3)
    alone = run_gauntlet(plan, Store.create(tmp_path / "cli.sqlite", plan), PoolRunner(1))
    assert rep["matrix"] == alone["matrix"] and rep["overall"] == alone["overall"]
    cell = rep["matrix"][0][1]
    item = page.matrix.item(0, 1)
    assert item.text() == f"{100 * cell['win_rate']:.0f}%"
    assert item.background().color() == heat(cell["win_rate"])
    assert f"{cell['wins']} wins" in item.toolTip()
    assert page.matrix.item(0, 2).text() == f"{100 * rep['overall'][0]['win_rate']:.0f}%"
    assert page.cards.rowCount() == 0
    page.matrix.cellClicked.emit(1, 0)      # a click on the traitor deck's row
    assert page.cards.rowCount() == len(rep["cards"][1]["cards"])
    assert "Spearhead" in page.cards_label.text()
    assert "4 of 4 games played" in page.status.text()


def test_cancel_stops_the_run_and_keeps_what_is_done(qtbot, window, tmp_path):
    page = _page(qtbot, window, games=400, ai="recruit")
    path = tmp_path / "cut.sqlite"
    with qtbot.waitSignal(page.runFinished, timeout=120_000):
        page.start(str(path))
        qtbot.waitUntil(lambda: page.progress.value() > 0, timeout=60_000)
        page.cancel()
    rep = page.report
    assert rep["interrupted"] and 0 < rep["finished"] < 400
    assert "--resume" in page.status.text() and page.run_button.isEnabled()
    store = Store.open(path)
    try:
        assert sum(c.games for c in store.plan.chunks() if c.index in store.done_chunks()) == rep["finished"]
    finally:
        store.close()


def test_a_bad_deck_is_one_line_on_the_page(qtbot, window, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("4 No Such Card At All\n", encoding="utf-8")
    page = _page(qtbot, window)
    page.add_deck(str(bad))
    with qtbot.waitSignal(page.runFinished, timeout=60_000):
        page.start(str(tmp_path / "never.sqlite"))
    assert "bad.txt:1" in page.status.text() and "\n" not in page.status.text()
    assert page.report is None and page.run_button.isEnabled()
    assert not (tmp_path / "never.sqlite").exists()


def test_the_page_speaks_russian(qtbot, make_window, tmp_path):
    window = make_window("ru")
    page = _page(qtbot, window)
    assert window.tabs.tabText(window.tabs.indexOf(window.lab_tab)) == "Лаборатория колод"
    assert page.run_button.text() == "Запустить"
    assert page.field.item(0).text() != "sample:loyalist"          # the sample's Russian name
    with qtbot.waitSignal(page.runFinished, timeout=120_000):
        page.start(str(tmp_path / "ru.sqlite"))
    assert "Сыграно партий: 4 из 4" in page.status.text()
    assert "побед" in page.matrix.item(0, 1).toolTip()
    window.set_language("en")
    assert page.run_button.text() == "Run" and "4 of 4 games played" in page.status.text()
    assert window.tabs.tabText(window.tabs.indexOf(window.lab_tab)) == "Deck lab"


def test_heat_runs_from_red_through_pale_to_green():
    assert heat(0.0).red() > heat(0.0).green() and heat(1.0).green() > heat(1.0).red()
    mid = heat(0.5)
    assert mid.red() == mid.green() == mid.blue()
    assert heat(None) != heat(0.5)
