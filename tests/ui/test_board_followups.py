"""What a player of the board still tripped over (issue 27, the lead's list), through the real
window: a concession stays (Take back does not undo it); the first wave's revealed card lies on
the table and shows whole in the card view; the card view is there at 1366×768; the war banner
leaves the opponent's hand header in sight; the status line and the log say no seed."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QMessageBox

from heresy_app.ui.board_items import GAP, STRIP_TOP

B = QMessageBox.StandardButton


def _ready(qtbot, c):
    qtbot.waitUntil(lambda: c.human_to_move() or c.stop is not None or c.state.is_over, timeout=30_000)


def _start(qtbot, window, seed=5, ai="recruit", size=None):
    if size is not None:
        window.resize(*size)
    assert window.start_game("sample:loyalist", "sample:traitor", ai=ai, seed=seed, role="attacker")
    board = window.board
    board.delay.setValue(0)
    _ready(qtbot, board.controller)
    return board, board.controller


def _play_until(qtbot, board, c, until, limit=600):
    """Answer as a plain player (shoot when it can, else pass, else the first answer) until ``until()``."""
    for _ in range(limit):
        _ready(qtbot, c)
        qtbot.wait(5)
        if until() or c.state.is_over:
            return
        if c.stop is not None:
            c.acknowledge()
            continue
        legal = c.legal()
        if not legal:
            continue
        kind = c.state.question().kind
        pick = None
        if kind == "war_action":
            pick = next((d for d in legal if d[0] == "shoot"), None)
        board.submit(pick or (("pass",) if ("pass",) in legal else legal[0]))
    raise AssertionError("never got there")


def test_take_back_does_not_undo_a_concession(qtbot, window, answers):
    board, c = _start(qtbot, window)
    board.submit(c.legal()[0])                     # one decision of the person: something to take back
    _ready(qtbot, c)
    assert c.can_take_back()
    answers.reply = B.Yes
    assert window.game_actions.concede()          # asked, and says yes
    assert c.state.is_over and c.state.decisions[-1] == ("concede", 0)
    assert not c.can_take_back()
    assert not board.btn_take_back.isEnabled()
    assert not c.take_back()                       # the controller refuses it too (the menu's key)
    window.take_back()
    assert c.state.is_over and c.state.winner == 1 and c.state.decisions[-1] == ("concede", 0)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_first_waves_revealed_card_is_on_the_table_and_in_the_card_view(qtbot, make_window, lang):
    window = make_window(lang)
    board, c = _start(qtbot, window, size=(1366, 738))
    _play_until(qtbot, board, c, lambda: c.human_to_move() and c.state.question().kind == "first_wave")
    card = c.state.question().about["card"]
    item = board.scene.items_by_card.get(card)
    assert item is not None and item.isVisible() and not item.dimmed
    assert item.card_id == c.state.tpl[card].id
    assert board.view.viewport().rect().contains(board.view.mapFromScene(item.sceneBoundingRect().center()))
    assert board.card_view.card_id == c.state.tpl[card].id
    # the card view is there at 1366×768 (only the card when the whole view does not fit), not hidden
    assert board.card_view.isVisible() and board.card_view.face.height() >= 160
    assert board.card_view.face.card is not None
    # the answers are still whole
    for b in board.decision_buttons:
        assert b.height() >= b.heightForWidth(b.width()) - 1


def test_the_card_view_keeps_its_details_when_there_is_room(qtbot, make_window):
    window = make_window("en")
    board, c = _start(qtbot, window, size=(1900, 1040))
    qtbot.wait(200)
    assert board.card_view.isVisible() and not board.card_view.compact
    assert board.card_view.details.isVisible()


@pytest.mark.parametrize("size", [(1366, 738), (1900, 1040)])
def test_the_war_banner_leaves_the_opponents_hand_header_in_sight(qtbot, make_window, size):
    window = make_window("en")
    board, c = _start(qtbot, window, size=size)
    _play_until(qtbot, board, c, lambda: board.banner.isVisible())
    qtbot.wait(100)
    header_bottom = board.view.mapFromScene(QPointF(0, GAP + STRIP_TOP - 6)).y()
    strip_top = board.view.mapFromScene(QPointF(0, GAP)).y()
    g = board.banner.geometry()
    if g.height() <= strip_top + 3:
        # a band free above the opponent's strip: the banner lies there and covers nothing of it
        # (its deck count, its fleet), at most the strip's border
        assert g.bottom() <= strip_top + 3 and g.top() >= 0
    else:
        assert g.top() >= header_bottom
        assert g.top() > strip_top + 10
    # both sizes have the room: the board's spare height gathers above it
    assert g.bottom() <= strip_top + 3, (g, strip_top)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_status_line_and_the_log_say_no_seed(qtbot, make_window, lang):
    window = make_window(lang)
    board, c = _start(qtbot, window, seed=987654)
    _play_until(qtbot, board, c, lambda: len(c.state.log) > 20)
    shown = board.status.text() + "\n" + board.log_text()
    assert "987654" not in shown
    assert not re.search(r"\bseed\b|зерн|расклад", shown, re.I)
    # and the log never names a card's owner twice ("The opponent puts the opponent's …")
    assert not re.search(r"The opponent [^.\n]*the opponent's|Противник[^\n]*\(карта противника\)", shown)


def test_the_faces_of_both_decks_are_drawn_while_idle_and_qts_pixmap_cache_is_small(qtbot, window):
    """Memory stays flat across games (benchmarks/board_memory.py): the card faces of a game's two
    decks are drawn at its start while the window is idle (they piled up game after game as cards
    were first seen), and Qt's own pixmap cache is kept to 2 MiB (it filled to 10 MiB)."""
    from PySide6.QtGui import QPixmapCache

    from heresy_app.decks.practice import sample_ids

    assert QPixmapCache.cacheLimit() == 2048
    board, c = _start(qtbot, window)
    want = set(sample_ids("loyalist")) | set(sample_ids("traitor"))
    pixmaps = board.scene.pixmaps
    qtbot.waitUntil(lambda: all(pixmaps.has_face(cid, "en") for cid in want), timeout=20_000)
    assert len(pixmaps) >= len(want)
