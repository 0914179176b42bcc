"""The war banner at 1366×768 in Russian (issue 27): its three cards share the width, a long name
gives way with "…" (the whole name its tooltip), and every statistic is shown whole."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from tests.ui.test_board_followups import _play_until, _start


def _three_cards(board):
    story = board.banner.story
    return board.banner.isVisible() and story is not None and story.target >= 0 and story.blocker >= 0


def test_every_stat_of_the_banners_cards_is_shown_whole_at_1366_in_russian(qtbot, make_window):
    window = make_window("ru")
    board, c = _start(qtbot, window, size=(1366, 738))
    # seed 5: the first war action with a blocker (three cards, one named «Тактический отряд предателей»)
    _play_until(qtbot, board, c, lambda: _three_cards(board))
    assert _three_cards(board)
    qtbot.wait(100)
    banner = board.banner
    assert banner.geometry().right() <= board.view.viewport().width()
    stats = [w for w in banner.findChildren(QLabel, "warCardStat") if w.isVisible()]
    names = [w for w in banner.findChildren(QLabel, "warCardName") if w.isVisible()]
    assert len(names) == 3 and len(stats) >= 3 * 4
    for w in stats:
        assert w.sizeHint().width() <= w.width(), (w.text(), w.sizeHint().width(), w.width())
        assert banner.rect().contains(w.mapTo(banner, w.rect().bottomRight()))
    for w in names:
        assert w.toolTip() == w.full and w.full
        shown = w.shown_text()
        if w.sizeHint().width() > w.width():          # cut: with "…", the rest its tooltip
            assert shown.endswith("…") and w.full.startswith(shown[:-1]) and len(shown) > 4
        else:
            assert shown == w.full
        assert w.full in " ".join(banner.texts)

