"""The question panel at 1366 x 768 (issue 27, item 3): its sentence and every answer are shown whole,
wrapped, never cut and never scrolled out of sight, in English and Russian, through whole games."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel

from heresy_app.decks.practice import sample_ids
from heresy_app.ui.battle_board import BattleBoard


@pytest.fixture(scope="module")
def store():
    from heresy_app.ui.store import CardStore
    return CardStore()


def _visible_rect(w) -> QRect:
    """The part of ``w`` not clipped by any of its ancestors, in ``w``'s own coordinates."""
    r = w.rect()
    p = w
    offset = QPoint(0, 0)
    while p.parentWidget() is not None:
        offset += p.pos()
        parent = p.parentWidget()
        r = r.intersected(parent.rect().translated(-offset))
        p = parent
    return r


def _problems(board):
    out = []
    if board.board_stack.width() < 0.7 * board.width():   # the answers may not take the board's room instead
        out.append(("the side column is too wide", board.board_stack.width(), board.width()))
    widgets = [board.question] + [b for b in board.decision_buttons if b.isVisible()]
    widgets += [w for w in board.answers.findChildren(QLabel) if w.isVisible() and w.objectName() != "wrapButtonText"]
    for w in widgets:
        if not w.isVisible():
            continue
        shown = _visible_rect(w)
        need_h = max(w.heightForWidth(w.width()) if w.hasHeightForWidth() else w.sizeHint().height(),
                     w.minimumSizeHint().height())
        text = w.text()
        if shown.height() < need_h or shown.height() < w.height() or shown.width() < w.width():
            out.append((text, "height", need_h, shown.height(), w.height(), shown.width(), w.width()))
        if not w.hasHeightForWidth() and w.sizeHint().width() > shown.width():
            out.append((text, "width", w.sizeHint().width(), shown.width()))
        label = getattr(w, "label", None)    # a wrapping button: its text inside
        if label is not None and label.heightForWidth(label.width()) > label.height():
            out.append((text, "label", label.heightForWidth(label.width()), label.height()))
    return out


@pytest.mark.parametrize("lang,size", [("en", (1366, 768)), ("ru", (1366, 768)), ("ru", (1024, 768))])
def test_no_answer_is_cut_at_1366_by_768(qtbot, store, lang, size):
    from heresy_app.ui.translation import install_language

    install_language(lang)
    board = BattleBoard(store, lang)
    qtbot.addWidget(board)
    board.resize(*size)
    board.show()
    qtbot.waitExposed(board)
    board.delay.setValue(0)
    board.chk_summaries.setChecked(True)
    c = board.controller
    rng = random.Random(7)
    checked, kinds = 0, set()
    try:
        board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=7, ai="heuristic", mode="ai")
        for _ in range(700):
            qtbot.waitUntil(lambda: c.human_to_move() or c.stop is not None or c.state.is_over, timeout=20_000)
            QApplication.processEvents()
            QApplication.processEvents()
            # the panel fits itself once its answers are laid out (a layout request, and the card faces
            # the board draws while idle, may come in the same few events): what a player sees a moment
            # later is what counts, and it must be whole
            try:
                qtbot.waitUntil(lambda: not _problems(board), timeout=500)
            except Exception:
                pass
            problems = _problems(board)
            assert not problems, (c.state.question().kind, problems)
            checked += 1
            if c.state.is_over:
                break
            if c.acknowledge():
                continue
            kinds.add(c.state.question().kind)
            legal = c.legal()
            passes = [d for d in legal if d[0] == "pass"]
            c.submit(passes[0] if passes and rng.random() < 0.5 else rng.choice(legal))
        assert checked > 40 and {"first_wave", "deploy", "battle"} <= kinds
    finally:
        c.close()
        install_language("en")
