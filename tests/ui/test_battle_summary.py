"""The resolution summary (issue 27, item 2): the game stops after each battle (and each turn after
turn 4) on a summary with both command hands face up, the events in order with their effect on the
flags, the flag count and the capture with its rule, until Continue; nobody decides meanwhile
(the AI included); a setting skips it; the end of the game lists every battle."""

from __future__ import annotations

import random
import re
from html import escape

import pytest
from PySide6.QtCore import Qt

from heresy_app.decks.practice import sample_ids
from heresy_app.engine.citations import RESOLUTION_EVENTS
from heresy_app.engine.events import card_title, sector_name
from heresy_app.ui.battle_board import BattleBoard
from heresy_app.ui.battle_story import END_KEYS, EVENT_KEYS, battle_history, battle_story
from heresy_app.ui.game_controller import GameController

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


@pytest.fixture(scope="module")
def store():
    from heresy_app.ui.store import CardStore
    return CardStore()


@pytest.fixture
def russian():
    from heresy_app.ui.translation import install_language

    def use(lang):
        install_language(lang)
    yield use
    install_language("en")


@pytest.fixture
def board(qtbot, store):
    b = BattleBoard(store, "en")
    b.resize(1366, 768)
    qtbot.addWidget(b)
    b.show()
    b.exec_menu = lambda menu, pos: menu.actions()[0] if menu.actions() else None
    yield b
    b.controller.close()


def _human_move(c, rng):
    legal = c.legal()
    passes = [d for d in legal if d[0] == "pass"]
    c.submit(passes[0] if passes and rng.random() < 0.6 else rng.choice(legal))


def _until_stop(qtbot, board, rng, limit=3000):
    c = board.controller
    for _ in range(limit):
        if c.stop is not None or c.state.is_over:
            return
        if c.human_to_move():
            _human_move(c, rng)
        else:
            qtbot.waitUntil(lambda: c.stop is not None or c.human_to_move() or c.state.is_over, timeout=20_000)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_battle_ends_on_a_summary_with_both_hands_and_the_capture_until_continue(qtbot, board, lang, russian):
    russian(lang)
    board.set_language(lang)
    board.delay.setValue(0)
    assert board.chk_summaries.isChecked()          # on unless the player turned it off
    board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=21, ai="heuristic", mode="ai")
    c = board.controller
    rng = random.Random(21)
    _until_stop(qtbot, board, rng)
    stop = c.stop
    assert stop is not None and stop.get("battle") is not None
    st = c.state
    end = st.log[stop["battle"]]
    assert end.key in END_KEYS
    # the summary is on screen instead of the board, with the question panel's Continue
    assert board.board_stack.currentWidget() is board.summary and board.summary.isVisible()
    texts = "\n".join(board.summary.texts)
    story = battle_story(st, stop["battle"])
    revealed = [e for e in st.log[:stop["battle"]] if e.key == "hand.revealed" and e.rule == RESOLUTION_EVENTS]
    hands = {e.args["player"]: e.args["titles"] for e in revealed[-2:]}
    assert story["hands"] == [hands[0], hands[1]]
    shown = [lab.card_id for lab in board.summary.card_labels]
    assert sorted(shown) == sorted(st.tpl[x].id for p in (0, 1) for x in hands[p])    # both hands, face up
    assert sector_name(st, end.args["sector"], lang) in texts
    assert end.rule in texts                                                        # the rule that decided it
    fl = story["flags_end"]
    assert f": {fl[0]}" in texts and f": {fl[1]}" in texts
    for ev in story["events"]:                                                      # every event, in order
        assert card_title(st, ev["card"], lang) in texts
    # each hand headed by whose it is, in the player's words (not "owner: opponent")
    heads = {"en": ("Your command hand, revealed", "Your opponent's command hand, revealed"),
             "ru": ("Ваша командная рука (открыта)", "Командная рука противника (открыта)")}[lang]
    assert all(h in texts or escape(h) in texts for h in heads) and "владелец" not in texts
    if lang == "ru":
        assert CYRILLIC.search(texts)
        assert not re.search(r"\b(captures|battle|flags|Turn|hand)\b", texts)
    # nobody decides while the summary is up: not the AI, not the person
    n = len(st.decisions)
    qtbot.wait(400)
    assert len(c.state.decisions) == n and not c.is_thinking
    assert c.legal() == []
    errors = []
    c.error.connect(errors.append)
    assert not c.submit(("pass",))
    assert errors
    cont = [b for b in board.decision_buttons if b.objectName() == "answerContinue"]
    assert cont and cont[0].isVisible()
    qtbot.mouseClick(board.summary.btn_continue, Qt.MouseButton.LeftButton)
    assert c.stop is None
    assert board.board_stack.currentWidget() is board.view
    qtbot.waitUntil(lambda: c.human_to_move() or c.stop is not None or c.state.is_over
                    or len(c.state.decisions) > n, timeout=20_000)


def test_every_battle_and_every_late_turn_stops_once_and_the_ai_never_runs_past(qtbot):
    """AI against AI (watch mode) with summaries on: each battle's end and each turn's end after
    turn 4 that leaves the game going stops the game exactly once; no decision is made while it
    waits."""
    c = GameController(autosave=False)
    c.summaries = True
    c.new_game(sample_ids("loyalist"), sample_ids("traitor"), seed=4, ai="heuristic", mode="watch")
    seen = []
    try:
        for _ in range(400):
            qtbot.waitUntil(lambda: c.stop is not None or c.state.is_over, timeout=60_000)
            if c.state.is_over:
                break
            stop = c.stop
            seen.append(stop)
            n = len(c.state.decisions)
            qtbot.wait(60)
            assert len(c.state.decisions) == n and c.stop == stop
            assert c.acknowledge()
        st = c.state
        assert st.is_over
        battles = [i for i, e in enumerate(st.log) if e.key in END_KEYS]
        turns = [i for i, e in enumerate(st.log) if e.key in ("turn.tied-sectors", "turn.none-captured")]
        stopped_b = [s["battle"] for s in seen if "battle" in s]
        stopped_t = [s["turn"] for s in seen if "turn" in s]
        # the battle (or the turn) whose decision ended the game shows on the end screen instead
        assert stopped_b in (battles, battles[:-1]) and len(stopped_b) >= 2
        assert stopped_t in (turns, turns[:-1])
        assert not c.acknowledge()
    finally:
        c.close()


def test_the_setting_skips_the_summaries_and_is_kept(qtbot, store):
    b = BattleBoard(store, "en")
    qtbot.addWidget(b)
    b.chk_summaries.setChecked(False)
    assert b.controller.summaries is False
    b.controller.close()
    again = BattleBoard(store, "en")
    qtbot.addWidget(again)
    assert not again.chk_summaries.isChecked() and again.controller.summaries is False
    again.chk_summaries.setChecked(True)
    again.controller.close()
    c = GameController(autosave=False)
    c.new_game(sample_ids("loyalist"), sample_ids("traitor"), seed=4, ai="heuristic", mode="watch")
    try:
        qtbot.waitUntil(lambda: c.state.is_over, timeout=60_000)   # summaries off: straight through
        assert any(e.key in END_KEYS for e in c.state.log)
    finally:
        c.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_end_of_the_game_lists_every_battle(qtbot, board, lang, russian):
    russian(lang)
    board.set_language(lang)
    board.delay.setValue(0)
    board.chk_summaries.setChecked(False)
    board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=4, ai="heuristic", mode="watch")
    c = board.controller
    qtbot.waitUntil(lambda: c.state.is_over, timeout=60_000)
    assert board.board_stack.currentWidget() is board.summary
    texts = "\n".join(board.summary.texts)
    st = c.state
    history = battle_history(st)
    assert history
    table = next(t for t in board.summary.texts if "<table" in t)
    assert table.count("<tr>") == len(history) + 1
    for b in history:
        assert sector_name(st, b["sector"], lang) in table
    assert st.log[-1].rule in texts
    # the board itself is one click away, and back
    show = next(b for b in board.decision_buttons if b.text() in ("Show the board", "Показать поле"))
    qtbot.mouseClick(show, Qt.MouseButton.LeftButton)
    assert board.board_stack.currentWidget() is board.view


def test_a_battle_story_reads_the_events_and_their_flags_from_the_log():
    from heresy_app.engine import new_game
    from heresy_app.engine.ai import choose, make_policy

    checked = 0
    for seed in (3, 5, 8):
        g = new_game(sample_ids("loyalist"), sample_ids("traitor"), seed)
        pol = make_policy("heuristic")
        rng = random.Random(seed)
        while not g.is_over:
            g.apply(choose(pol, g, rng))
        for h in battle_history(g):
            b = battle_story(g, h["end"])
            assert b["flags_end"] == h["flags"] and b["sector"] == h["sector"]
            start = max(i for i in range(h["end"]) if g.log[i].key == "battle.chosen")
            plays = [i for i in range(start, h["end"]) if g.log[i].key in EVENT_KEYS
                     and any(g.log[j].key == "hand.revealed" and g.log[j].rule == RESOLUTION_EVENTS
                             for j in range(start, i))]
            assert [e["index"] for e in b["events"]] == plays
            for e in b["events"]:
                extra = [0, 0]
                for j in e["lines"]:
                    if g.log[j].key == "flags.extra":
                        extra[g.log[j].args["player"]] += g.log[j].args["n"]
                if any(extra) and not any(g.log[j].key in ("destroyed", "stat.change") for j in e["lines"]):
                    assert tuple(extra) == e["delta"]
                    checked += 1
    assert checked >= 2
    with pytest.raises(ValueError):
        battle_story(g, 0)
