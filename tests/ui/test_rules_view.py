"""The rules reference page driven like a user: search, click, follow links, go back, switch language."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QTextCursor  # noqa: E402

from heresy_app import rules  # noqa: E402
from heresy_app.ui.rules_view import RulesReferenceView  # noqa: E402


@pytest.fixture
def view(qtbot):
    w = RulesReferenceView()
    qtbot.addWidget(w)
    w.resize(1000, 700)
    w.show()
    qtbot.waitExposed(w)
    return w


def _click_item(qtbot, list_widget, row: int) -> None:
    item = list_widget.item(row)
    list_widget.scrollToItem(item)
    rect = list_widget.visualItemRect(item)
    qtbot.mouseClick(list_widget.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _click_link(qtbot, browser, target: str) -> None:
    """Click the anchor to ``rule:target`` in the text, where it is drawn."""
    doc = browser.document()
    block = doc.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            frag = it.fragment()
            if frag.isValid() and frag.charFormat().anchorHref() == f"rule:{target}":
                cursor = QTextCursor(doc)
                cursor.setPosition(frag.position() + max(1, frag.length() // 2))
                browser.setTextCursor(cursor)
                browser.ensureCursorVisible()
                rect = browser.cursorRect(cursor)
                pos = rect.center()
                pos.setX(max(pos.x() - 2, 1))
                qtbot.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, pos=pos)
                return
            it += 1
        block = block.next()
    raise AssertionError(f"no link to {target} in the text")


def test_opens_on_the_first_section(view):
    assert view.current_section() == rules.section_ids()[0]
    assert not view.back_button.isEnabled() and not view.forward_button.isEnabled()
    assert view.tree.topLevelItemCount() == len([s for s in rules.sections() if s.parent is None])


def test_search_click_result_follow_link_back_and_forward(view, qtbot):
    hits = view.search("overrun after destroying an asset")
    assert hits and hits[0].id == "battle.assault.overrun"
    assert view.tabs.currentIndex() == view.TAB_SEARCH
    assert view.results.count() == len(hits)
    # the list shows the highlighted snippet
    assert "<b>" in view.results.item(0).data(Qt.ItemDataRole.UserRole + 1)

    with qtbot.waitSignal(view.sectionShown, timeout=2000) as shown:
        _click_item(qtbot, view.results, 0)
    assert shown.args == ["battle.assault.overrun"]
    assert "Overrun" in view.browser.toPlainText()
    assert view.tree.currentItem().data(0, Qt.ItemDataRole.UserRole) == "battle.assault.overrun"

    with qtbot.waitSignal(view.sectionShown, timeout=2000) as shown:
        _click_link(qtbot, view.browser, "term.counter-attack")
    assert shown.args == ["term.counter-attack"]
    assert "Counter-attack" in view.browser.toPlainText()

    assert view.back_button.isEnabled()
    qtbot.mouseClick(view.back_button, Qt.MouseButton.LeftButton)
    assert view.current_section() == "battle.assault.overrun"
    assert view.forward_button.isEnabled()
    qtbot.mouseClick(view.forward_button, Qt.MouseButton.LeftButton)
    assert view.current_section() == "term.counter-attack"
    assert not view.forward_button.isEnabled()


def test_switch_to_russian_keeps_the_section_and_reruns_the_search(view, qtbot):
    view.show_section("battle.blocking")
    view.search("block")
    view.set_language("ru")
    assert view.language() == "ru"
    assert view.current_section() == "battle.blocking"
    assert "Блокирование" in view.browser.toPlainText()
    assert view.tree.topLevelItem(0).text(0) == rules.get_section(rules.section_ids()[0], "ru").title
    assert view.lang_combo.currentData() == "ru"
    # Russian search from the box
    hits = view.search("можно ли стрелять повёрнутым отрядом")
    assert hits[0].id == "battle.shooting" and hits[0].lang == "ru"
    # and back to English through the combo box, as a user would
    view.lang_combo.setCurrentIndex(view.lang_combo.findData("en"))
    assert view.language() == "en"
    assert "Blocking" in view.browser.toPlainText()


def test_typing_in_the_search_box_searches(view, qtbot):
    view.tabs.setCurrentIndex(view.TAB_SEARCH)
    qtbot.keyClicks(view.search_box, "unlimited")
    qtbot.keyClick(view.search_box, Qt.Key.Key_Return)
    assert view.results.count() > 0
    assert view.results.item(0).data(Qt.ItemDataRole.UserRole) == "term.unlimited"


def test_search_without_results_and_with_fts_syntax(view):
    assert view.search("zzzqqq") == []
    assert view.results.count() == 0
    assert isinstance(view.search('NEAR("a" AND ('), list)  # must not raise
    assert view.search("\"*()") == []


def test_glossary_term_opens_its_rule(view, qtbot):
    view.tabs.setCurrentIndex(view.TAB_GLOSSARY)
    view.glossary_filter.setText("tactics window")
    visible = [view.glossary_list.item(i) for i in range(view.glossary_list.count())
               if not view.glossary_list.item(i).isHidden()]
    assert len(visible) == 1
    row = view.glossary_list.row(visible[0])
    _click_item(qtbot, view.glossary_list, row)
    assert view.current_section() == "battle.tactics-window"


def test_tree_click_opens_a_section(view, qtbot):
    item = view._tree_items["end.stalemate"]
    view.tree.scrollToItem(item)
    rect = view.tree.visualItemRect(item)
    qtbot.mouseClick(view.tree.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert view.current_section() == "end.stalemate"
    assert "Clarification" in view.browser.toPlainText()
    assert item.font(0).italic()


def test_unknown_section_shows_a_notice_and_keeps_history(view):
    view.show_section("battle.blocking")
    assert view.show_section("battle.blockin") is False
    assert view.current_section() == "battle.blocking"
    assert "battle.blockin" in view.browser.toPlainText()
    assert "Blocking" in view.browser.toPlainText()  # suggested
    view.back()
    assert view.current_section() == rules.section_ids()[0]


def test_see_also_and_rulings_are_shown(view):
    ruling = rules.CardRuling(card_id="LO-009", card_name="Bike Squad", text="Blocks shooting of speed 2.",
                              sections=["battle.blocking"])
    rules.set_rulings_provider(lambda: [ruling])
    try:
        view.show_section("battle.blocking")
        text = view.browser.toPlainText()
        assert "See also" in text and "Bike Squad" in text
    finally:
        rules.set_rulings_provider(None)
