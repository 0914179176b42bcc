"""The line under the question: a refused decision in the error colour, the AI's last move in green
(both were green, so a refusal read as a move)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor

from heresy_app.ui.battle_board import BattleBoard
from heresy_app.ui.colors import css


@pytest.fixture(scope="module")
def store():
    from heresy_app.ui.store import CardStore
    return CardStore()


def _colour(label) -> QColor:
    m = re.search(r"color:\s*(#[0-9a-fA-F]{6})", label.styleSheet())
    assert m, label.styleSheet()
    return QColor(m.group(1))


def test_a_refusal_is_red_and_the_ais_move_green(qtbot, store):
    board = BattleBoard(store, "en")
    qtbot.addWidget(board)
    board.show()
    line = board.side.last_move
    board.controller.error.emit("That card cannot block: it is locked.")
    assert line.text().startswith("That card cannot block") and board.last_error == line.text()
    red = _colour(line)
    assert red.name() == css("error", line.palette()) and red.red() > red.green()
    board.side.show_line("The AI's last move: pass", "ok")
    green = _colour(line)
    assert green.name() == css("ok", line.palette()) and green.green() > green.red()
    board.controller.close()
