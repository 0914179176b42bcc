"""Moves you can see (issue 27, item 6): a card deployed slides from the hand to its sector, a shot
is drawn as a fading line, nothing waits for them (the AI starts at once), and View → Animate
moves and attacks turns them off (kept as a setting; off by default without a screen)."""

from __future__ import annotations


def _game(qtbot, window):
    assert window.start_game("sample:loyalist", "sample:traitor", ai="recruit", seed=5, role="attacker")
    board = window.board
    board.delay.setValue(0)
    c = board.controller
    return board, c


def _until(qtbot, board, want, limit=300):
    """Answer for the person (the first answer; Pass in a window) until ``want(legal)`` holds."""
    c = board.controller
    for _ in range(limit):
        qtbot.waitUntil(lambda: c.stop is not None or c.human_to_move(), timeout=30_000)
        if c.stop is not None:
            c.acknowledge()
            continue
        legal = c.legal()
        if want(legal):
            return legal
        windowed = ("pass",) in legal and c.state.question().kind != "war_action"
        board.submit(("pass",) if windowed else legal[0])
    raise AssertionError("the game never got there")


def test_animations_are_off_without_a_screen_and_follow_the_view_menu(qtbot, window):
    from heresy_app.ui.settings import get, open_settings

    board, c = _game(qtbot, window)
    ga = window.game_actions
    assert ga.act_animations in window.menu_view.actions() and ga.act_animations.isChecked()
    assert not ga.motion.enabled                       # offscreen: nobody would see them
    ga.act_animations.trigger()
    assert not ga.act_animations.isChecked() and get(open_settings(), "board/animations") is False
    ga.act_animations.trigger()
    assert ga.motion.enabled                           # asked for: on


def test_a_deployed_card_slides_from_the_hand_and_the_ai_does_not_wait(qtbot, window):
    from heresy_app.ui.board_motion import SLIDE_MS

    board, c = _game(qtbot, window)
    window.game_actions.motion.enabled = True
    legal = _until(qtbot, board, lambda legal: any(d[0] == "deploy" for d in legal))
    d = next(d for d in legal if d[0] == "deploy")
    card = d[1]
    before = board.scene.items_by_card[card].pos()
    started = window.game_actions.motion.started
    board.submit(d)
    motion = window.game_actions.motion
    item = board.scene.items_by_card[card]
    assert motion.started > started
    assert (item.pos() - before).manhattanLength() < 2          # it starts where it was, in the hand
    final = motion.place_of(card)
    assert (final - before).manhattanLength() > 20               # and is going to its sector
    assert c.state.current_player == 1 and c.is_thinking         # the AI started at once, not after it
    qtbot.waitUntil(lambda: (board.scene.items_by_card[card].pos() - motion.place_of(card)).manhattanLength() < 2,
                    timeout=SLIDE_MS + 3000)


def test_a_shot_is_drawn_as_a_line_that_fades(qtbot, window):
    from heresy_app.ui.board_motion import SHOT_MS, ShotLine

    board, c = _game(qtbot, window)
    window.game_actions.motion.enabled = True
    legal = _until(qtbot, board, lambda legal: any(d[0] == "shoot" for d in legal))
    shots = [d for d in legal if d[0] == "shoot"]
    board.delay.setValue(2000)                            # the board stays as the shot left it
    board.submit(shots[0])
    lines = [i for i in board.scene.items() if isinstance(i, ShotLine)]
    assert lines and lines[0].opacity() > 0.5
    qtbot.waitUntil(lambda: not [i for i in board.scene.items() if isinstance(i, ShotLine)], timeout=SHOT_MS + 3000)
