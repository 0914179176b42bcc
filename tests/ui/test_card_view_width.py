"""The card view is never wider than the card it draws (issue 17): its rulings buttons wrap in a
narrow pane instead of widening it, so the Russian labels no longer squeeze the deck list."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect


def _no_overlap(widgets) -> bool:
    rects = [w.geometry() for w in widgets]
    return all(not a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_card_views_minimum_width_is_the_cards(make_window, qtbot, lang):
    win = make_window(lang)
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    view = win.card_view
    view.show_card("IS-001")
    margins = view.layout().contentsMargins()
    bar = view.own_bar.layout().contentsMargins()
    card_width = view.face.sizeHint().width()          # the width the card face asks to be drawn at
    allowed = card_width + margins.left() + margins.right() + bar.left() + bar.right()
    assert view.minimumSizeHint().width() <= allowed, (view.minimumSizeHint().width(), allowed)
    if lang == "ru":
        assert view.own_add.text().startswith("Добавить")
    # at the width the window gives it, every button is shown whole, inside the bar, none over another
    buttons = (view.own_add, view.own_export, view.own_import)
    for b in buttons:
        assert b.isVisible() and b.width() >= b.sizeHint().width()
        assert QRect(0, 0, view.own_bar.width(), view.own_bar.height()).contains(b.geometry()), b.objectName()
    assert _no_overlap(buttons)


def test_narrow_card_view_wraps_its_buttons(make_window, qtbot):
    win = make_window("ru")
    win.resize(1366, 768)
    win.show()
    qtbot.waitExposed(win)
    view = win.card_view
    sizes = win.split.sizes()
    narrow = view.minimumSizeHint().width()
    win.split.setSizes([sizes[0] + sizes[1] - narrow, narrow, sizes[2]])
    qtbot.wait(10)
    assert view.width() <= narrow + 2
    buttons = (view.own_add, view.own_export, view.own_import)
    assert view.own_export.y() > view.own_add.y()        # wrapped onto a second line
    assert _no_overlap(buttons)
    for b in buttons:
        assert b.geometry().right() < view.own_bar.width() and b.geometry().bottom() < view.own_bar.height()


def test_wrapped_buttons_leave_the_card_its_height_on_the_battle_board(make_window, qtbot):
    """The board's card view is narrow enough that its buttons take two lines: the splitter beside
    it learns the taller row, so the card face keeps its minimum height and never covers the details."""
    from heresy_app.decks.practice import sample_ids

    win = make_window("ru")
    win.resize(1366, 768 - 40)
    win.show()
    qtbot.waitExposed(win)
    win.tabs.setCurrentIndex(win.TAB_BATTLE)
    board = win.ensure_board()
    board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=3, mode="hotseat")
    view = board.card_view
    view.show_card("IS-005")
    qtbot.wait(50)
    if not view.isVisible():
        # the question panel took the room (issue 27: its sentence and every answer, never cut);
        # the card view gives way whole rather than squeezed, and the board's zoom shows a card
        sizes = board.side.sizes()
        assert sizes[0] == 0
        assert sum(sizes) - board.question_height() - sizes[2] < view.minimumSizeHint().height()
        return
    if view.compact:
        # only the card (a 1366×768 screen, issue 27): no buttons to wrap, the face keeps its least size
        assert not view.own_bar.isVisible() and not view.details.isVisible()
        assert view.face.height() >= view.face.minimumHeight()
        return
    qtbot.waitUntil(lambda: view.own_export.y() > view.own_add.y() and view.face.height() >= view.face.minimumHeight(),
                    timeout=5000)
    assert view.details.geometry().top() >= view.face.geometry().bottom()
    assert view.own_bar.geometry().top() >= view.splitter.geometry().bottom()
