"""What players expect (issue 27, item 6), driven through the real window: Concede, Play this deck,
auto-pass, Help → Keyboard shortcuts and the guided first game, in English and Russian."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox

B = QMessageBox.StandardButton


def _board_ready(qtbot, window):
    board = window.board
    board.delay.setValue(0)
    c = board.controller
    qtbot.waitUntil(lambda: c.human_to_move() or c.stop is not None or c.state.is_over, timeout=30_000)
    return board, c


def _start(qtbot, window, seed=5, ai="recruit"):
    assert window.start_game("sample:loyalist", "sample:traitor", ai=ai, seed=seed, role="attacker")
    return _board_ready(qtbot, window)


def _answer(board, c, legal):
    """A person's plain answer: a war action shoots when it can, a window passes, else the first."""
    kind = c.state.question().kind
    if kind == "war_action":
        pick = next((d for d in legal if d[0] == "shoot"), None) or next(d for d in legal if d[0] == "pass")
    elif ("pass",) in legal:
        pick = ("pass",)
    else:
        pick = legal[0]
    board.submit(pick)


def _play(qtbot, window, until, max_decisions=400, on_question=None):
    """Answer for the person until ``until()``; ``on_question(kind)`` sees each question asked."""
    board, c = _board_ready(qtbot, window)
    for _ in range(max_decisions * 5):    # the loops that wait for the AI or auto-pass count too
        if until() or c.state.is_over:
            return
        qtbot.waitUntil(lambda: c.human_to_move() or c.stop is not None or c.state.is_over, timeout=30_000)
        qtbot.wait(5)                     # the board shows the question (and auto-pass may answer it)
        if until() or c.state.is_over:
            return
        if c.stop is not None:                            # the summary's Continue button
            qtbot.waitUntil(lambda: board.summary.btn_continue is not None and board.summary.btn_continue.isVisible(),
                            timeout=5_000)
            qtbot.mouseClick(board.summary.btn_continue, Qt.MouseButton.LeftButton)
            continue
        legal = c.legal()
        if not legal:
            continue
        if on_question is not None:
            on_question(c.state.question().kind)
        _answer(board, c, legal)
    raise AssertionError(f"the game did not get there: turn {c.state.turn}, {c.state.question()}, "
                         f"{len(c.state.decisions)} decisions, {c.state.decisions[-8:]}, stop {c.stop}, {c.is_thinking}")


# ---------------------------------------------------------------------- concede
@pytest.mark.parametrize("lang,said", [("en", "You concede defeat"), ("ru", "Вы признаёте поражение")])
def test_concede_asks_ends_the_game_as_a_loss_and_the_replay_keeps_it(qtbot, make_window, answers, tmp_path,
                                                                      lang, said):
    window = make_window(lang)
    board, c = _start(qtbot, window)
    button = board.findChild(type(window.game_actions.concede_button), "btnConcede")
    assert button is not None and button.isVisible()
    assert button.text() == ("Сдаться" if lang == "ru" else "Concede")      # the action's text, on the tool row
    n = len(c.state.decisions)
    answers.reply = B.No                                # asked, and says no: nothing happens
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert answers.questions and not c.state.is_over and len(c.state.decisions) == n
    answers.reply = B.Yes
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert c.state.is_over and c.state.winner == 1 and c.state.decisions[-1] == ("concede", 0)
    qtbot.waitUntil(lambda: board.board_stack.currentWidget() is board.summary, timeout=5_000)
    shown = " ".join(w.text() for w in board.summary.findChildren(type(board.status)))
    assert said in shown                                 # the end screen says who conceded
    assert not button.isVisible() and not window.game_actions.act_concede.isEnabled()
    path = tmp_path / "conceded.json"
    assert c.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["decisions"][-1] == ["concede", 0]
    assert c.open_replay(str(path))                      # the replay is valid and ends the same way
    c.replay_jump_to(c.replay_length)
    assert c.state.is_over and c.state.winner == 1


def test_concede_from_the_menu_and_its_key_while_the_ai_thinks(qtbot, window, answers):
    act = window.game_actions.act_concede
    assert not act.isEnabled()                           # no game yet: nothing to concede
    board, c = _start(qtbot, window, ai="veteran")
    assert act.isEnabled()
    assert act in window.menu_game.actions() and act.shortcut() == QKeySequence("Ctrl+Shift+X")
    answers.reply = B.Yes
    board.view.setFocus()
    qtbot.keyClick(board.view, Qt.Key.Key_X, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert c.state.is_over and c.state.winner == 1 and not c.is_thinking
    assert not act.isEnabled()


# ---------------------------------------------------------------------- play this deck
def test_play_this_deck_plays_the_deck_tab_against_the_last_new_game_choice(qtbot, window, answers):
    from heresy_app.decks import card_ids
    from heresy_app.ui.new_game_dialog import NewGameDialog

    assert window.open_sample("loyalist", confirm=False)
    ids = card_ids(window.doc.deck, window.store.db)
    button = window.deck_editor.findChild(type(window.game_actions.play_button), "btnPlayDeck")
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)            # the defaults: the other side, veteran
    assert not answers.errors
    c = window.board.controller
    assert window.tabs.currentIndex() == window.TAB_BATTLE
    assert list(c.state.deck_lists[0]) == ids and c.ai == "veteran" and c.mode == "ai"
    traitor_ids = card_ids(_sample("traitor", window), window.store.db)
    assert list(c.state.deck_lists[1]) == traitor_ids
    # New game chooses the loyalist sample and the recruit: Play this deck takes them
    dlg = NewGameDialog(window.deck_choices(), "en", window)
    qtbot.addWidget(dlg)
    dlg.deck_opp.setCurrentIndex([ch.spec for ch in dlg.choices].index("sample:loyalist"))
    dlg.ai.setCurrentIndex(dlg.ai.findData("recruit"))
    dlg.accept()
    window.tabs.setCurrentIndex(window.TAB_DECK)
    window.game_actions.act_play_deck.trigger()
    assert c.ai == "recruit" and list(c.state.deck_lists[1]) == ids
    fresh = NewGameDialog(window.deck_choices(), "en", window)     # and New game opens on it again
    qtbot.addWidget(fresh)
    assert fresh.ai.currentData() == "recruit"


def _sample(name, window):
    from heresy_app.decks import load_deck
    from heresy_app.decks.formats import sample_path

    return load_deck(str(sample_path(name)), window.store.db)


@pytest.mark.parametrize("lang,word", [("en", "deck check"), ("ru", "проверку")])
def test_play_this_deck_refuses_an_illegal_deck_with_one_message_saying_why(qtbot, make_window, answers, lang,
                                                                          word):
    window = make_window(lang)
    assert window.open_sample("loyalist", confirm=False)
    for _ in range(20):                                  # 40 cards: too few
        window.deck_editor.remove_card(window.doc.deck.entries[0].card_id)
    window.game_actions.act_play_deck.trigger()
    assert len(answers.errors) == 1
    text = answers.errors[0]
    assert word in text and "40" in text                 # why: the deck check's own words
    assert window.board is None or window.board.controller.state is None
    window.new_deck()
    window.game_actions.act_play_deck.trigger()         # an empty deck tab: one message too
    assert len(answers.errors) == 2 and (window.board is None or window.board.controller.state is None)


# ---------------------------------------------------------------------- auto-pass
def _asked(qtbot, window, seed=5):
    _start(qtbot, window, seed=seed)
    _board, c = window.board, window.board.controller
    asked = []
    _play(qtbot, window, lambda: c.state.turn >= 2, on_question=lambda k: asked.append(
        (k, window.game_actions.auto_pass.opponent_played())))
    return [a for a in asked if a[0] == "tactics"], window.game_actions.auto_pass.count


def test_without_auto_pass_the_person_is_asked_in_tactics_windows(qtbot, window):
    asked, passed = _asked(qtbot, window)
    assert asked and passed == 0


def test_auto_pass_passes_tactics_windows_unless_the_opponent_just_played(qtbot, window):
    from heresy_app.ui.settings import get, open_settings

    ga = window.game_actions
    assert ga.act_autopass in ga.menu_autopass.actions() and ga.act_autopass_stop in ga.menu_autopass.actions()
    assert not ga.act_autopass.isChecked() and ga.act_autopass_stop.isChecked() and not ga.act_autopass_stop.isEnabled()
    ga.act_autopass.trigger()                                       # the checkmark, kept as a setting
    assert ga.act_autopass.isChecked() and ga.act_autopass_stop.isEnabled()
    assert get(open_settings(), "board/autopass") is True
    asked, passed = _asked(qtbot, window)
    assert passed > 0
    assert all(played for _, played in asked)        # asked only where the opponent had just played


def test_auto_pass_without_the_stop_never_asks_a_tactics_window_and_the_settings_come_back(qtbot, make_window):
    window = make_window("en")
    ga = window.game_actions
    ga.act_autopass.trigger()
    ga.act_autopass_stop.trigger()
    asked, passed = _asked(qtbot, window)
    assert passed > 0 and asked == []
    again = make_window("ru")                                       # persisted like the other settings
    assert again.game_actions.act_autopass.isChecked() and not again.game_actions.act_autopass_stop.isChecked()
    assert again.game_actions.menu_autopass.title() == "&Автопас"


# ---------------------------------------------------------------------- shortcuts
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_shortcuts_dialog_lists_every_key_read_from_the_actions(qtbot, make_window, lang):
    from heresy_app.ui.shortcuts_dialog import plain

    window = make_window(lang)
    ga = window.game_actions
    assert ga.act_shortcuts in window.menu_help.actions()
    ga.act_shortcuts.trigger()
    dlg = ga.last_dialog
    qtbot.waitExposed(dlg)
    listed = {(text, keys) for _, text, keys in dlg.rows}
    with_keys = [a for a in window.findChildren(QAction) if any(not s.isEmpty() for s in a.shortcuts())]
    assert len(with_keys) >= 20
    for a in with_keys:                                  # every action with a key, none forgotten
        keys = ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in a.shortcuts())
        assert (plain(a.text()), keys) in listed, a.objectName()
    board = window.board
    for act in (ga.act_concede, board.keys.act_default, board.keys.act_continue, board.keys.act_zoom_in,
                board.keys.act_zoom_fit, window.act_take_back):
        assert any(text == plain(act.text()) for _, text, _ in dlg.rows)
    shown = [dlg.tree.topLevelItem(i).text(0) for i in range(dlg.tree.topLevelItemCount())]
    assert ("Поле боя" if lang == "ru" else "Battle board") in shown
    if lang == "ru":
        assert dlg.windowTitle() == "Сочетания клавиш" and "Сдаться…" in {t for _, t, _ in dlg.rows}
    # the board's keys do what the list says
    dlg.close()
    _start(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    board.view.setFocus()
    qtbot.keyClick(board.view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert board.view.zoom_factor > 1.0
    qtbot.keyClick(board.view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert board.view.zoom_factor == 1.0


# ---------------------------------------------------------------------- the first game
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_first_game_explains_each_new_question_and_links_to_the_rules(qtbot, make_window, lang):
    from heresy_app.ui.first_game import SECTIONS

    window = make_window(lang)
    ga = window.game_actions
    assert ga.act_first_game in window.menu_help.actions()
    ga.act_first_game.trigger()
    board, c = _board_ready(qtbot, window)
    guide = ga.guide
    assert c.state.question().kind == "first_wave"
    assert guide.label.isVisible()
    first = guide.label.text()
    assert ("Высадка первой волны" if lang == "ru" else "First-wave deployment") in first
    assert 'href="rule:deployment.first-wave"' in first
    other = "ru" if lang == "en" else "en"                 # a language switch says it again, all of it
    window.set_language(other)
    assert ("Высадка первой волны" if other == "ru" else "First-wave deployment") in guide.label.text()
    assert ("Читать правила: Высадка первой волны" if other == "ru" else "Read the rules: First-wave deployment") \
        in guide.label.text()
    window.set_language(lang)
    assert guide.label.text() == first
    # the question panel shows the explanation and every answer
    assert board.question_height() <= board.side.question_box.height() + 2
    guide.label.linkActivated.emit("rule:deployment.first-wave")
    assert window.tabs.currentIndex() == window.TAB_RULES
    assert window.rules_view.current_section() == "deployment.first-wave"
    window.tabs.setCurrentIndex(window.TAB_BATTLE)
    texts = {}

    def note(_kind):
        if guide.current and guide.label.isVisible():
            texts.setdefault(guide.current, guide.label.text())
    _play(qtbot, window, lambda: "resolution" in guide.shown and c.stop is not None and
          (note(None) or True), on_question=note)
    order = guide.shown
    for step in ("first_wave", "deploy", "battle", "war_action", "tactics", "resolution"):
        assert step in order, (step, order)
    assert order.index("first_wave") < order.index("deploy") < order.index("battle") < order.index("war_action") \
        < order.index("tactics") < order.index("resolution")
    assert len(set(texts.values())) == len(texts) >= 5            # each step its own words
    for step, text in texts.items():
        assert f'href="rule:{SECTIONS[step]}"' in text
        if lang == "ru":
            assert not any(w in text for w in ("the ", "The ", " and "))


def test_the_first_game_is_offered_once_at_the_first_start(qtbot, make_window, answers):
    window = make_window("en")
    answers.reply = B.Yes
    window.finish_startup()
    # the start-up offers come one after another (a game left autosaved by another test first): wait for
    # the first game's offer and its game, not for any game on the board
    qtbot.waitUntil(lambda: any("guided first game" in q for q in answers.questions)
                    and window.game_actions.guide is not None and window.game_actions.guide.active, timeout=30_000)
    assert any("guided first game" in q for q in answers.questions)
    assert window.game_actions.guide.active
    assert window.board is not None and window.board.controller.state is not None
    n = len(answers.questions)
    later = make_window("en")                        # the same settings: offered once only
    later.finish_startup()
    qtbot.wait(200)
    assert not any("guided first game" in q for q in answers.questions[n:])
