"""Choosing an ability does not play it (issue 27, item 4): a clicked command card is shown with what
it will do and the cards it may target (ringed), with Play and Cancel; Cancel leaves the card in the
hand and the game untouched; only Play counts."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from heresy_app.decks.practice import sample_ids
from heresy_app.engine.observation import summary
from heresy_app.ui.battle_board import BattleBoard


@pytest.fixture(scope="module")
def store():
    from heresy_app.ui.store import CardStore
    return CardStore()


def _click(qtbot, board, item):
    pos = board.view.mapFromScene(item.mapToScene(item.boundingRect().center()))
    qtbot.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    QApplication.processEvents()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_cancelled_command_card_stays_in_the_hand_and_play_plays_it(qtbot, store, lang):
    from heresy_app.ui.translation import install_language

    install_language(lang)
    board = BattleBoard(store, lang)
    qtbot.addWidget(board)
    board.resize(1366, 768)
    board.show()
    board.delay.setValue(0)
    board.chk_summaries.setChecked(False)
    board.exec_menu = lambda menu, pos: next(a for a in menu.actions() if a.data() and a.data()[0] == "play")
    c = board.controller
    rng = random.Random(5)
    try:
        board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=5, ai="heuristic", mode="ai")
        play = None
        for _ in range(3000):
            qtbot.waitUntil(lambda: c.human_to_move() or c.state.is_over, timeout=20_000)
            assert not c.state.is_over, "no command card came up to play"
            legal = c.legal()
            plays = [d for d in legal if d[0] == "play" and d[2] < 0 and d[1] in c.state.hands[0]]
            if plays:
                play = plays[0]
                break
            c.submit(rng.choice([d for d in legal if d[0] != "retreat"] or legal))
        card = play[1]
        before, n = summary(c.state), len(c.state.decisions)
        _click(qtbot, board, board.scene.items_by_card[card])
        assert board.pending is not None and board.pending[1] == card
        assert len(c.state.decisions) == n and summary(c.state) == before     # nothing counted yet
        cancel = next(b for b in board.decision_buttons if b.objectName() == "answerCancel")
        confirm = next(b for b in board.decision_buttons if b.objectName() == "answerConfirm")
        assert cancel.isVisible() and confirm.isVisible()
        from heresy_app.engine import describe
        assert describe(c.state, board.pending, lang, players=board.seen()) in board.question.text()   # what it will do
        for x in board.pending_targets or ():                                   # its targets, ringed
            if x in board.scene.items_by_card:
                assert "answer" in board.scene.items_by_card[x].rings
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)
        assert board.pending is None and card in c.state.hands[0]
        assert len(c.state.decisions) == n and summary(c.state) == before
        # Esc cancels too
        _click(qtbot, board, board.scene.items_by_card[card])
        assert board.pending is not None
        qtbot.keyClick(board, Qt.Key.Key_Escape)
        assert board.pending is None and len(c.state.decisions) == n
        # only Play counts
        _click(qtbot, board, board.scene.items_by_card[card])
        chosen = board.pending
        confirm = next(b for b in board.decision_buttons if b.objectName() == "answerConfirm")
        qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
        assert len(c.state.decisions) == n + 1 and tuple(c.state.decisions[n]) == chosen
        assert card not in c.state.hands[0]
    finally:
        c.close()
        install_language("en")
