"""The battle board, played through its widgets only: clicks on ringed cards, sectors and answer
buttons, and keys; whole games to a result in both languages, nothing hidden shown, take-back,
replays, hot seat."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from heresy_app.decks.practice import sample_ids
from heresy_app.engine.events import card_title
from heresy_app.engine.observation import summary
from heresy_app.ui.battle_board import BattleBoard
from heresy_app.ui.board_scene import CardItem, ZoneItem

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


@pytest.fixture(scope="module")
def store():
    from heresy_app.ui.store import CardStore
    return CardStore()


@pytest.fixture
def board(qtbot, store):
    b = BattleBoard(store, "en")
    b.resize(1366, 768)
    qtbot.addWidget(b)
    b.show()
    b.exec_menu = lambda menu, pos: menu.actions()[-1] if menu.actions() else None
    yield b
    b.controller.close()


def _click_item(qtbot, board, item):
    """A real mouse click on a board item, where the view shows it (a zone: on its title)."""
    view = board.view
    if isinstance(item, ZoneItem):
        centre = item.rect.topLeft() + QPointF(60, 16)
    else:
        centre = item.mapToScene(item.boundingRect().center())
    pos = view.mapFromScene(centre)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    QApplication.processEvents()   # the board answers a click on the next turn of the event loop


def _answer_buttons(board):
    return [b for b in board.decision_buttons if not b.isHidden() and b.isEnabled()]


def ready(c) -> bool:
    """The person has something to do: a decision, a summary to read, or the game is over."""
    return c.human_to_move() or c.state.is_over or c.stop is not None


def widget_move(qtbot, board, rng) -> bool:
    """One answer through the widgets; False when the human has nothing to answer."""
    c = board.controller
    if c.stop is not None:   # a summary: its Continue button (the question panel's or the summary's)
        button = board.summary.btn_continue if rng.random() < 0.5 else _answer_buttons(board)[0]
        assert button is not None and button.isVisible()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert c.stop is None
        return True
    if not c.human_to_move():
        return False
    scene = board.scene
    ringed = [i for i in scene.items() if isinstance(i, CardItem) and "answer" in i.rings]
    zones = [i for i in scene.items() if isinstance(i, ZoneItem) and i.highlight]
    buttons = _answer_buttons(board)
    before = len(c.state.decisions)
    roll = rng.random()
    if board.x_row.isVisible():
        qtbot.keyClick(board, Qt.Key.Key_Return)
    elif zones and (roll < 0.8 or not buttons):
        _click_item(qtbot, board, rng.choice(zones))
    elif ringed and (roll < 0.6 or not buttons):
        _click_item(qtbot, board, rng.choice(ringed))
    elif buttons:
        qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
    else:
        qtbot.keyClick(board, Qt.Key.Key_Space)
    if len(c.state.decisions) == before and board.selected < 0 and not board.x_row.isVisible():
        # a click that only selected or was refused: fall back on the default answer or a button
        buttons = _answer_buttons(board)
        if buttons:
            qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(board, Qt.Key.Key_Space)
    return True


def advance(qtbot, board, rng) -> None:
    """Widget moves until the human has made one decision."""
    c = board.controller
    n = len(c.state.decisions)
    for _ in range(20):
        if c.stop is None and not c.human_to_move():
            qtbot.waitUntil(lambda: ready(c), timeout=20_000)
        if len(c.state.decisions) > n or c.state.is_over:
            return
        widget_move(qtbot, board, rng)
        if len(c.state.decisions) > n:
            return


def play_through_widgets(qtbot, board, seed, *, limit=4000):
    rng = random.Random(seed)
    c = board.controller
    steps = 0
    while not c.state.is_over and steps < limit:
        if not widget_move(qtbot, board, rng):
            qtbot.waitUntil(lambda: ready(c), timeout=20_000)
        steps += 1
    return steps


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_whole_game_against_the_ai_through_the_widgets(qtbot, board, lang):
    board.set_language(lang)
    board.delay.setValue(0)
    board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=11, ai="heuristic", mode="ai")
    play_through_widgets(qtbot, board, 11)
    c = board.controller
    assert c.state.is_over
    assert len(c.state.decisions) > 20
    text = board.question.text()
    assert ("wins" in text or "draw" in text) if lang == "en" else CYRILLIC.search(text)
    assert board.log.count() == len(c.state.log)
    assert [b.text() for b in _answer_buttons(board)][:1] == (["Play again (new seed)"] if lang == "en" else
                                                              [board.tr("Play again (new seed)")])
    if lang == "ru":
        assert all(CYRILLIC.search(board.log.item(i).text()) for i in range(0, board.log.count(), 7))


def test_the_same_seed_and_clicks_give_the_same_game(qtbot, board):
    board.delay.setValue(0)
    runs = []
    for _ in range(2):
        board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=4, ai="heuristic", mode="ai")
        play_through_widgets(qtbot, board, 4)
        runs.append((board.controller.state.winner, list(board.controller.state.decisions)))
    assert runs[0] == runs[1]


def _texts(widget: QWidget) -> list[str]:
    out = []
    for w in [widget, *widget.findChildren(QWidget)]:
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        out.append(w.toolTip())
    for i in range(widget.log.count()):
        out.append(widget.log.item(i).text())
    for item in widget.scene.items():
        out.append(item.toolTip())
        info = getattr(item, "info", None)
        if info:
            out.append(str(info))
    return out


def test_no_hidden_card_of_the_opponent_reaches_any_widget(qtbot, board):
    board.delay.setValue(0)
    board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=8, ai="heuristic", mode="ai")
    c = board.controller
    rng = random.Random(8)
    checked = 0
    while not c.state.is_over and checked < 60:
        if c.stop is None and not c.human_to_move():
            qtbot.waitUntil(lambda: ready(c), timeout=20_000)
            continue
        st = c.state
        hidden = set(st.hands[1]) | set(st.decks[1]) | {x for s in range(3) for x in st.sectors[s][1] if not st.up[x]}
        shown_items = {i.card for i in board.scene.items() if isinstance(i, CardItem) and not i.hidden}
        assert not (hidden & shown_items), "a hidden card of the opponent is drawn on the board"
        # a name may be shown only if some card the player may see carries it
        visible = set(range(len(sample_ids("loyalist")))) | {x for x in range(len(st.tpl)) if st.up[x]}
        secret = {card_title(st, x, "en") for x in hidden} - {card_title(st, x, "en") for x in visible}
        blob = "\n".join(_texts(board))
        for name in secret:
            assert name not in blob, f"{name!r} (a hidden card) appears in the board's texts"
        checked += 1
        widget_move(qtbot, board, rng)
    assert checked >= 20


def test_a_unit_is_selected_then_its_target_clicked_and_escape_cancels(qtbot, board):
    board.delay.setValue(0)
    board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=11, ai="heuristic", mode="ai")
    c = board.controller
    rng = random.Random(3)
    for _ in range(3000):
        if c.state.is_over:
            pytest.skip("no attack came up")
        if c.stop is None and not c.human_to_move():
            qtbot.waitUntil(lambda: ready(c), timeout=20_000)
            continue
        shots = [d for d in c.legal() if d[0] == "shoot"]
        if shots:
            break
        widget_move(qtbot, board, rng)
    unit, target = shots[0][1], shots[0][2]
    _click_item(qtbot, board, board.scene.items_by_card[unit])
    assert board.selected == unit
    assert "answer" in board.scene.items_by_card[target].rings
    qtbot.keyClick(board, Qt.Key.Key_Escape)
    assert board.selected == -1
    _click_item(qtbot, board, board.scene.items_by_card[unit])
    before = len(c.state.decisions)
    board.exec_menu = lambda menu, pos: next(a for a in menu.actions() if tuple(a.data())[0] == "shoot")
    _click_item(qtbot, board, board.scene.items_by_card[target])
    assert len(c.state.decisions) == before + 1 and c.state.decisions[-1][:2] == ("shoot", unit)


def test_take_back_returns_to_the_human_decision_before(qtbot, board):
    board.delay.setValue(0)
    board.chk_summaries.setChecked(False)
    board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=9, ai="heuristic", mode="ai")
    c = board.controller
    rng = random.Random(9)
    for _ in range(8):
        advance(qtbot, board, rng)
    qtbot.waitUntil(c.human_to_move, timeout=20_000)
    before = summary(c.state)
    n = len(c.state.decisions)
    advance(qtbot, board, rng)
    qtbot.waitUntil(lambda: c.human_to_move() and len(c.state.decisions) > n, timeout=20_000)
    assert board.btn_take_back.isEnabled()
    qtbot.mouseClick(board.btn_take_back, Qt.MouseButton.LeftButton)
    assert len(c.state.decisions) == n and summary(c.state) == before


def test_replay_back_and_forward_shows_the_same_board(qtbot, board, tmp_path):
    board.delay.setValue(0)
    board.chk_summaries.setChecked(False)
    board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=6, ai="heuristic", mode="watch")
    c = board.controller
    qtbot.waitUntil(lambda: c.state.is_over, timeout=60_000)
    path = tmp_path / "game.json"
    assert c.save(str(path))
    assert c.open_replay(str(path))
    assert board.btn_back.isVisible() and board.btn_forward.isVisible()

    def picture():
        return sorted((i.card, round(i.pos().x()), round(i.pos().y()), i.rotation())
                      for i in board.scene.items() if isinstance(i, CardItem))
    for _ in range(40):
        qtbot.mouseClick(board.btn_forward, Qt.MouseButton.LeftButton)
    here = picture()
    qtbot.mouseClick(board.btn_forward, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(board.btn_back, Qt.MouseButton.LeftButton)
    assert picture() == here
    assert f"40 of {c.replay_length}" in board.status.text()


def test_hot_seat_covers_the_board_between_players(qtbot, board):
    board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=2, mode="hotseat")
    c = board.controller
    rng = random.Random(2)
    covered = 0
    for _ in range(120):
        if c.state.is_over:
            break
        if board.pages.currentWidget() is board.cover:
            assert not [i for i in board.scene.items() if isinstance(i, CardItem)]
            covered += 1
            qtbot.mouseClick(board.cover, Qt.MouseButton.LeftButton)
            continue
        assert board.controller.viewer == c.state.current_player or c.state.current_player is None
        widget_move(qtbot, board, rng)
    assert covered >= 3


def test_the_board_shows_the_war_action_under_way_with_current_stats(qtbot, board):
    board.delay.setValue(0)
    board.start_game(sample_ids("loyalist"), sample_ids("traitor"), seed=1, ai="heuristic", mode="ai")
    c = board.controller
    rng = random.Random(1)
    for _ in range(3000):
        if c.state.is_over:
            pytest.skip("no attack on the human came up")
        if c.stop is None and not c.human_to_move():
            qtbot.waitUntil(lambda: ready(c), timeout=20_000)
            continue
        if c.state.question().kind == "block":
            break
        widget_move(qtbot, board, rng)
    q = c.state.question()
    att, tgt = q.about["unit"], q.about["target"]
    assert "attacking" in board.scene.items_by_card[att].rings
    assert "target" in board.scene.items_by_card[tgt].rings
    assert any(b.property("decision") == ["no_block"] for b in _answer_buttons(board))
    item = board.scene.items_by_card[att]
    assert item.info["stats"]["firepower"] == c.state.stat(att, 0)


def test_a_game_left_unfinished_is_offered_back_at_the_next_start(qtbot, make_window, answers):
    from PySide6.QtWidgets import QMessageBox

    from heresy_app.ui.game_controller import GameController
    win = make_window("en")
    win.smoke = True
    assert win.start_game("sample:loyalist", "sample:traitor", seed=12, mode="ai")
    c = win.board.controller
    rng = random.Random(12)
    win.board.exec_menu = lambda menu, pos: menu.actions()[-1] if menu.actions() else None
    for _ in range(6):
        advance(qtbot, win.board, rng)
    qtbot.waitUntil(lambda: GameController.autosaved_game() is not None, timeout=10_000)
    import json
    saved = json.loads(GameController.autosaved_game().read_text(encoding="utf-8"))
    decisions = [tuple(d) for d in saved["decisions"]]
    assert decisions and [tuple(d) for d in c.state.decisions][:len(decisions)] == decisions
    c.close()
    again = make_window("en")
    answers.reply = QMessageBox.StandardButton.Yes
    assert again.offer_saved_game()
    assert any("unfinished" in q for q in answers.questions)
    st = again.board.controller.state
    assert st is not None and [tuple(d) for d in st.decisions][:len(decisions)] == decisions


def test_a_card_played_from_the_command_hand_lies_on_the_table_until_it_is_carried_out(qtbot, board):
    from pathlib import Path

    from heresy_app.engine.scenario import build, load_scenario
    data = load_scenario(Path(__file__).resolve().parents[1] / "scenarios" / "rulebook_assault_with_overrun.toml")
    g, labels = build(data)
    for text in ("assault assault command", "block tac", "pass", "play armor_card cmd"):
        from heresy_app.engine import parse
        g.apply(parse(text, labels))
    assert board.controller.open_replay(g.to_dict())
    while board.controller.replay_forward():
        pass
    card = labels["armor_card"]
    item = board.scene.items_by_card[card]
    assert item.rings[0] == "table" and "being played" in item.toolTip()


# ---------------------------------------------------------------------- abilities resolved by hand

def _by_hand_catalog():
    """The shipped cards plus two whose text the engine cannot play: a unit with such a war action
    and one whose command line (a tactic) is such a text."""
    from heresy_app.cards.model import Card
    from heresy_app.engine.catalog import catalog_for

    keeper = Card(id="TST-301", rarity="common", type="unit", side="loyalist", flags=1, firepower=2, assault=2,
                  speed=2, armor=3, die=4, name={"en": "Shrine Keeper", "ru": "Хранитель святыни"},
                  abilities=[{"en": "WA: Swap the places of two units in this sector.",
                              "ru": "ВА: Поменяй местами два отряда в этом секторе."}],
                  command={"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."})
    oracle = Card(id="TST-302", rarity="common", type="unit", side="traitor", flags=1, firepower=2, assault=2,
                  speed=2, armor=2, die=3, name={"en": "Warp Oracle", "ru": "Оракул варпа"},
                  command={"type": "T", "en": "T: Look at your opponent's hand and name a card.",
                           "ru": "Т: Посмотри руку противника и назови карту."})
    return catalog_for(None).with_cards([keeper, oracle])


def test_an_ability_the_engine_cannot_play_is_announced_and_resolved_by_hand_on_the_board(qtbot, board):
    cat = _by_hand_catalog()
    c = board.controller
    board.delay.setValue(0)
    mine = ["TST-301"] * 30 + sample_ids("loyalist")[:30]
    theirs = ["TST-302"] * 30 + sample_ids("traitor")[:30]
    assert c.new_game(mine, theirs, seed=11, mode="ai", ai="heuristic", role="attacker", db=cat)
    rng = random.Random(4)
    for _ in range(3000):   # play on (never by hand) until the keeper's war action is offered
        qtbot.waitUntil(lambda: ready(c), timeout=20_000)
        assert not c.state.is_over, "the game ended before the keeper could act"
        if c.acknowledge():   # a battle's summary: read
            continue
        legal = c.legal()
        if any(d[0] == "manual" for d in legal):
            break
        c.submit(rng.choice([d for d in legal if d[0] != "manual"]))
    announce = next(d for d in c.legal() if d[0] == "manual")
    keeper = announce[1]
    assert c.state.tpl[keeper].id == "TST-301"
    # the keeper is ringed; its menu says the ability is resolved by hand
    item = board.scene.items_by_card[keeper]
    assert "answer" in item.rings
    offered = []

    def pick(kind):
        def chooser(menu, pos):
            offered.append([a.text() for a in menu.actions()])
            return next((a for a in menu.actions() if a.data() and a.data()[0] == kind), None)
        return chooser

    board.exec_menu = pick("manual")
    _click_item(qtbot, board, item)
    if board.selected == keeper:   # a unit that can shoot is selected first; its other answers are buttons
        button = next(b for b in _answer_buttons(board) if "resolved by hand" in b.text())
        assert "Swap the places" in button.text()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    else:
        assert any("resolved by hand" in t for t in offered[-1])
    # an ability is shown first (what it does, Play and Cancel): only Play announces it
    assert board.pending is not None and board.pending[0] == "manual" and c.state.question().kind != "by_hand"
    confirm = next(b for b in _answer_buttons(board) if b.objectName() == "answerConfirm")
    qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)
    assert c.state.question().kind == "by_hand"
    assert "Swap the places" in board.question.text() and "Done" in board.question.text()
    # every card in play answers; the enemy one offers what can be done to it by hand
    enemy = next(x for x in c.state.sectors[c.state.bsec][1])
    board.exec_menu = pick("hand_lock")
    _click_item(qtbot, board, board.scene.items_by_card[enemy])
    assert any("By hand: lock" in t for t in offered[-1]) and any("By hand: destroy" in t for t in offered[-1])
    assert c.state.pos[enemy] == 1
    board.exec_menu = pick("hand_stat")
    _click_item(qtbot, board, board.scene.items_by_card[keeper])
    draws = [b for b in _answer_buttons(board) if "draws a card" in b.text()]
    assert len(draws) == 2
    done = next(b for b in _answer_buttons(board) if b.text() == "Done")
    qtbot.mouseClick(done, Qt.MouseButton.LeftButton)
    assert c.state.question().kind != "by_hand"
    text = board.log_text()
    # as the person says it: "you", no card number (issue 27 item 5)
    assert "the engine cannot play it" in text and "By hand, you lock" in text and "have resolved" in text
    assert "P1" not in text and not re.search(r"\[\d+\]", text.replace("  [", "\n["))
    # the AI plays on and never uses the oracle's command line, which it cannot read
    for _ in range(400):
        qtbot.waitUntil(lambda: ready(c), timeout=20_000)
        if c.state.is_over:
            break
        if c.acknowledge():
            continue
        c.submit(rng.choice([d for d in c.legal() if d[0] != "manual"] or c.legal()))
    ai_moves = [d for d, p in zip(c.state.decisions, _movers(c.state), strict=False) if p == 1]
    assert ai_moves and not [d for d in ai_moves if d[0] == "manual"]


def _movers(st):
    """Who made each decision of ``st`` (replayed from its saved form)."""
    from heresy_app.engine import load_game

    g = load_game({**st.to_dict(), "decisions": []}, st.cat)
    out = []
    for d in st.decisions:
        out.append(g.current_player)
        g.apply(d)
    return out


# ---------------------------------------------------------------------- a card chosen from a deck or discard pile

def _live_at(board, scenario, decisions):
    """The board playing on (you against the AI) from a scenario's position after ``decisions``."""
    from pathlib import Path

    from heresy_app.engine import parse
    from heresy_app.engine.scenario import build, load_scenario
    g, labels = build(load_scenario(Path(__file__).resolve().parents[1] / "scenarios" / f"{scenario}.toml"))
    for text in decisions:
        g.apply(parse(text, labels))
    assert board.controller.open_replay(g.to_dict())
    while board.controller.replay_forward():
        pass
    assert board.controller.continue_from_here()
    board.refresh()
    return labels


def test_a_card_to_take_from_the_deck_is_offered_as_a_button(qtbot, board):
    # Legion Armoury searches the deck: the Land Speeder and the Rhino are not on the board, so a
    # button names each; one must be taken, so there is no "Done" (term.infiltrate.search).
    labels = _live_at(board, "a_deck_search_takes_a_card_that_fits", ["play arm 0"])
    texts = [b.text() for b in board.answers.findChildren(QAbstractButton)]
    assert "Choose Land Speeder" in texts and "Done" not in texts, texts   # by name, no card number
    button = next(b for b in board.answers.findChildren(QAbstractButton) if b.text() == "Choose Land Speeder")
    qtbot.mouseClick(button, Qt.LeftButton)
    assert board.controller.state.zone_of(labels["ls"]) == "sector:0"
