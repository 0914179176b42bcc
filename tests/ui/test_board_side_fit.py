"""The battle board's side column at the screens players use (issue 27): the first game's note
must not push the card view out, so the revealed card the person must place stays readable."""

from __future__ import annotations

import pytest


def _first_game(qtbot, make_window, lang, size):
    window = make_window(lang)
    window.resize(*size)
    qtbot.wait(50)
    window.game_actions.act_first_game.trigger()
    board = window.board
    board.delay.setValue(0)
    c = board.controller
    qtbot.waitUntil(lambda: c.human_to_move(), timeout=30_000)
    qtbot.wait(50)
    return window, board, c


def _card_readable(board, c):
    side = board.side
    view = side.card_view
    assert view.isVisible()
    assert view.height() >= view.compact_height() - 2
    card = c.state.question().about["card"]          # the revealed card to place is the one shown
    item = board.scene.items_by_card.get(card)
    if item is not None and item.card_id:
        assert view.card_id == item.card_id


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1366, 738), (1920, 1050)])
def test_the_first_games_note_leaves_the_revealed_card_readable(qtbot, make_window, lang, size):
    window, board, c = _first_game(qtbot, make_window, lang, size)
    guide = window.game_actions.guide
    side = board.side
    assert c.state.question().kind == "first_wave"
    assert guide.label.isVisible()
    _card_readable(board, c)
    # the question panel shows its note, sentence and every answer
    assert side.question_height() <= side.question_box.height() + 2
    head = "Высадка первой волны" if lang == "ru" else "First-wave deployment"
    assert head in guide.label.text()
    if size[1] > 1000:                      # room enough: the note whole
        assert not guide.folded
        assert 'href="rule:deployment.first-wave"' in guide.label.text()
        return
    if guide.folded:
        # one click unfolds it (the card view may give way), another folds it back
        assert 'href="unfold"' in guide.label.text()
        guide.label.linkActivated.emit("unfold")
        qtbot.wait(20)
        assert not guide.folded
        assert 'href="rule:deployment.first-wave"' in guide.label.text()
        assert side.question_height() <= side.question_box.height() + 2
        guide.label.linkActivated.emit("fold")
        qtbot.wait(20)
        assert guide.folded
        _card_readable(board, c)
    else:                                   # whole beside the card: the log gave way to let it
        assert 'href="rule:deployment.first-wave"' in guide.label.text()
    assert side.sizes()[2] >= side.log_tight_height() - 2     # the log keeps its header and a line


def test_the_note_is_measured_without_an_empty_gap(qtbot, make_window):
    """The panel the note and the question get is what they need, not a hundred pixels more."""
    window, board, c = _first_game(qtbot, make_window, "ru", (1366, 738))
    side = board.side
    box = side.question_box
    bottom = max(w.geometry().bottom() for w in (side.question, side.answers, side.last_move, window.game_actions.guide.label)
                 if w.isVisible())
    assert box.height() - bottom < 40, (box.height(), bottom)
