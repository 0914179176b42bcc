"""The battle board's controller: the only holder of the game, the AI off the GUI thread, take-back,
save and load, autosave, the replay viewer (heresy_app/ui/game_controller.py)."""

from __future__ import annotations

import json
import time

import pytest

from heresy_app.engine import new_game
from heresy_app.engine.ai import choose, make_policy
from heresy_app.engine.observation import summary
from heresy_app.ui.game_controller import GameController, ai_rng, autosave_path

WAIT_MS = 15_000


@pytest.fixture(scope="module")
def decks():
    from heresy_app.decks.practice import sample_ids

    return sample_ids("loyalist"), sample_ids("traitor")


@pytest.fixture
def controller(qtbot):
    made = []

    def make(**kw):
        c = GameController(**kw)
        c.errors = []
        c.error.connect(c.errors.append)
        made.append(c)
        return c

    yield make
    for c in made:
        c.close()


def watch_to_the_end(qtbot, c, decks, seed, **kw):
    with qtbot.waitSignal(c.finished, timeout=WAIT_MS):
        assert c.new_game(*decks, seed=seed, mode="watch", **kw)
    return c.result()


def bare_game(decks, seed, spec="heuristic"):
    """The same game on the engine alone: the controller's AI random numbers, no Qt."""
    g = new_game(*decks, seed)
    policy = make_policy(spec)
    while not g.is_over:
        g.apply(choose(policy, g, ai_rng(seed, len(g.decisions))))
    return g


def wait_for_person(qtbot, c):
    qtbot.waitUntil(lambda: c.human_to_move() or c.state.is_over, timeout=WAIT_MS)


def play_as_person(qtbot, c, n):
    """Answer ``n`` of the person's questions with the first legal answer; the states before each."""
    before = []
    for _ in range(n):
        wait_for_person(qtbot, c)
        if c.state.is_over:
            break
        before.append(list(c.state.decisions))
        assert c.submit(c.legal()[0])
    return before


def test_watching_the_ai_play_both_seats_reaches_a_result(qtbot, controller, decks):
    c = controller(autosave=False)
    changes = []
    c.changed.connect(lambda: changes.append(len(c.state.decisions)))
    r = watch_to_the_end(qtbot, c, decks, seed=3)
    st = c.state
    assert st.is_over and r["winner"] == st.winner and r["decisions"] == len(st.decisions) > 20
    assert r["rule"] == st.log[-1].rule and r["rule"].startswith("end.")
    assert r["turns"] == st.turn >= 1
    assert [s["captured_by"] for s in r["sectors"]] == [p if p >= 0 else None for p in st.sec_owner]
    assert sum(len(x) for x in r["captured"]) == sum(p >= 0 for p in st.sec_owner)
    assert all(n >= 0 for n in r["cards_lost"]) and sum(r["cards_lost"]) > 0
    assert changes == list(range(len(st.decisions) + 1))   # the new game, then every decision
    assert c.last_ai_decision == st.decisions[-1]
    assert not c.errors and not c.is_thinking


def test_the_same_seed_gives_the_same_game_as_on_the_bare_engine(qtbot, controller, decks):
    first = watch_to_the_end(qtbot, controller(autosave=False), decks, seed=11)
    second_c = controller(autosave=False)
    second = watch_to_the_end(qtbot, second_c, decks, seed=11)
    bare = bare_game(decks, 11)
    assert first == second
    assert second_c.state.decisions == bare.decisions and second["winner"] == bare.winner


def test_a_role_chosen_in_the_dialog_is_player_0s_whoever_chooses(qtbot, controller, decks):
    for seed in range(4):
        for role in ("attacker", "defender"):
            c = controller(autosave=False)
            assert c.new_game(*decks, seed=seed, role=role, mode="hotseat")
            assert (c.state.attacker == 0) == (role == "attacker")
            assert not c.can_take_back()   # the dialog's choice is not a decision to take back


def test_an_illegal_or_out_of_turn_decision_is_refused_and_changes_nothing(qtbot, controller, decks):
    c = controller(autosave=False)
    assert c.new_game(*decks, seed=2, mode="hotseat")
    before = summary(c.state)
    assert c.legal() and ("pass",) not in c.legal()
    with qtbot.waitSignal(c.error, timeout=1000) as blocker:
        assert not c.submit(("pass",))
    assert "not a legal decision" in blocker.args[0]
    assert not c.submit("nonsense") and not c.submit(None)
    assert summary(c.state) == before and c.state.decisions == []
    # while watching, nobody at the screen decides
    w = controller(autosave=False)
    w.pause()
    assert w.new_game(*decks, seed=2, mode="watch")
    w.pause()
    assert not w.human_to_move() and w.legal() == []
    assert not w.submit(w.state.legal_decisions()[0])
    assert w.errors[-1] == "it is not your decision now"
    c.lang = "ru"
    assert not c.submit(("pass",))
    assert c.errors[-1].startswith("сейчас так решить нельзя")


def test_take_back_undoes_the_persons_last_decision_and_the_ai_answers_after_it(qtbot, controller, decks):
    c = controller(autosave=False)
    assert c.new_game(*decks, seed=5, mode="ai")
    before = play_as_person(qtbot, c, 6)
    wait_for_person(qtbot, c)
    assert c.can_take_back()
    kept = before[-1]
    with qtbot.waitSignal(c.changed, timeout=1000):
        assert c.take_back()
    assert c.state.decisions == kept and c.human_to_move()
    assert summary(c.state) == summary(_replayed(decks, 5, kept))
    assert c.take_back() and c.state.decisions == before[-2]
    # taken back to the start: nothing more to take back
    while c.can_take_back():
        assert c.take_back()
    assert not c.take_back()


def _replayed(decks, seed, decisions):
    g = new_game(*decks, seed)
    for d in decisions:
        g.apply(d)
    return g


def test_save_and_load_give_back_the_same_game_and_a_broken_file_harms_nothing(qtbot, controller, decks, tmp_path):
    c = controller(autosave=False)
    assert c.new_game(*decks, seed=8, mode="ai", ai="random")
    play_as_person(qtbot, c, 4)
    wait_for_person(qtbot, c)
    path = tmp_path / "game.json"
    assert c.save(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "heresy-game" and data["board"] == {"mode": "ai", "ai": "random", "role": "rules"}
    other = controller(autosave=False)
    assert other.load(path)
    assert other.state.decisions == c.state.decisions and summary(other.state) == summary(c.state)
    assert other.mode == "ai" and other.ai == "random" and other.seed == 8 and other.can_take_back()

    live = c.state
    snapshot = summary(live)
    broken = tmp_path / "broken.json"
    for text in ("{not json", json.dumps({"format": "deck"}), json.dumps({**data, "decisions": [["pass"]]}),
                 json.dumps({**data, "decks": [["NO-SUCH-CARD"], ["IS-001"]]})):
        broken.write_text(text, encoding="utf-8")
        with qtbot.waitSignal(c.error, timeout=1000) as blocker:
            assert not c.load(broken)
        assert str(broken) in blocker.args[0] and "\n" not in blocker.args[0]
    assert not c.load(tmp_path / "missing.json") and not c.load(tmp_path)
    assert c.state is live and summary(live) == snapshot
    assert not c.save(tmp_path / "no" / "such" / "folder.json")


def test_autosave_follows_the_game_and_is_removed_when_it_ends(qtbot, controller, decks):
    c = controller()
    assert c.autosaved_game() is None
    assert c.new_game(*decks, seed=6, mode="hotseat")
    assert c.submit(c.legal()[0])
    path = c.autosaved_game()
    assert path == autosave_path()
    again = controller(autosave=False)
    assert again.load(path) and again.state.decisions == c.state.decisions and again.mode == "hotseat"
    # a new game removes it ...
    assert c.new_game(*decks, seed=6, mode="hotseat")
    assert c.autosaved_game() is None
    # ... and so does the end of the game
    while not c.state.is_over:
        assert c.submit(c.legal()[0])
        assert c.state.is_over or c.autosaved_game() is not None
    assert c.autosaved_game() is None


def test_ai_decisions_are_autosaved_soon_after(qtbot, controller, decks):
    c = controller()
    c.delay_ms = 2000   # the AI waits: its first decision stays the last one for a while
    assert c.new_game(*decks, seed=6, mode="watch")
    c.step()
    qtbot.waitUntil(lambda: c.autosaved_game() is not None, timeout=3000)
    saved = json.loads(c.autosaved_game().read_text(encoding="utf-8"))
    assert saved["decisions"] == [list(d) for d in c.state.decisions] and saved["board"]["mode"] == "watch"


def test_replay_steps_back_and_forward_to_the_same_positions(qtbot, controller, decks):
    g = bare_game(decks, 7)   # a game of two turns
    assert g.turn == 2
    c = controller(autosave=False)
    assert c.open_replay(g.to_dict())
    assert c.mode == "replay" and c.replay_position == 0 and c.replay_length == len(g.decisions)
    assert not c.human_to_move() and not c.submit(c.state.legal_decisions()[0])
    seen = {}
    for _ in range(40):
        assert c.replay_forward()
        seen[c.replay_position] = summary(c.state)
    for pos in range(39, 0, -1):
        assert c.replay_back()
        assert summary(c.state) == seen[pos]
    for pos in range(2, 41):
        assert c.replay_forward()
        assert summary(c.state) == seen[pos]
    assert c.replay_jump_to_turn(2)
    pos = c.replay_position
    assert c.state.turn == 2 and 0 < pos < c.replay_length
    assert c.replay_back() and c.state.turn < 2
    assert c.replay_jump_to(c.replay_length) and c.state.is_over
    assert summary(c.state) == summary(g) and not c.replay_forward()
    # continue playing from the middle, against the AI
    c.replay_jump_to(pos)
    with qtbot.waitSignal(c.changed, timeout=1000):
        assert c.continue_from_here()
    assert c.mode == "ai" and c.state.decisions == g.decisions[:pos] and c.replay_length == 0
    wait_for_person(qtbot, c)


def test_a_broken_replay_is_refused(qtbot, controller, decks, tmp_path):
    c = controller(autosave=False)
    assert c.new_game(*decks, seed=1, mode="hotseat")
    path = tmp_path / "x.json"
    path.write_text(json.dumps({"format": "heresy-game", "seed": 1, "decks": "none", "decisions": []}))
    assert not c.open_replay(path)
    assert c.mode == "hotseat" and c.errors and str(path) in c.errors[-1]


def test_watch_mode_pauses_steps_and_resumes(qtbot, controller, decks):
    c = controller(autosave=False)
    c.pause()
    assert c.new_game(*decks, seed=4, mode="watch")
    c.pause()
    qtbot.wait(50)
    assert c.state.decisions == []
    for n in (1, 2):
        with qtbot.waitSignal(c.changed, timeout=WAIT_MS):
            c.step()
        assert len(c.state.decisions) == n
    qtbot.wait(50)
    assert len(c.state.decisions) == 2 and c.paused
    with qtbot.waitSignal(c.finished, timeout=WAIT_MS):
        c.resume()


def test_the_gui_thread_keeps_handling_events_while_the_search_ai_thinks(qtbot, controller, decks):
    from PySide6.QtCore import QTimer

    c = controller(autosave=False)
    ticks = []
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    thought = []
    c.thinking.connect(lambda on: thought.append((on, time.perf_counter())))
    timer.start()
    try:
        assert c.new_game(*decks, seed=1, mode="watch", ai="search:300ms")
        qtbot.waitUntil(lambda: len(c.state.decisions) >= 3, timeout=WAIT_MS)
        c.pause()
        qtbot.wait(30)
    finally:
        timer.stop()
    starts = [t for on, t in thought if on]
    ends = [t for on, t in thought if not on]
    start, end = max(zip(starts, ends, strict=False), key=lambda se: se[1] - se[0])
    assert end - start > 0.2, "the search did not think long enough for the test to mean anything"
    # behaviour, not a timing: the window's timer kept firing while the AI thought (a search run in
    # the GUI thread would let no tick through until it returned); ticks spread over the whole think
    during = [t for t in ticks if start < t < end]
    assert len(during) >= 3, f"only {len(during)} timer ticks while the AI thought for {end - start:.2f} s"
    assert during[0] - start < (end - start) / 2 and end - during[-1] < (end - start) / 2


def test_the_controller_leaves_python_s_switch_interval_alone_and_the_search_lets_go_of_the_gil(
        qtbot, controller, decks, monkeypatch):
    """Issue 25, item 4: no process-wide change for the window's sake. The search asks, every few
    decisions of a playout, whether it was abandoned; that question sleeps a moment (the GIL is let
    go, so the GUI thread runs) and says true once the game has moved on."""
    import sys

    from heresy_app.ui import ai_worker as gc

    before = sys.getswitchinterval()
    c = controller(autosave=False)
    assert c.new_game(*decks, seed=3, mode="hotseat")
    assert sys.getswitchinterval() == before
    slept = []
    monkeypatch.setattr(gc.time, "sleep", lambda s: slept.append(s))
    monkeypatch.setattr(gc, "AI_YIELD_EVERY_S", 3600.0)
    stop = c.ai_stopper(c.generation)
    assert stop() is False and slept == []          # asked again soon after: no sleep (it costs time)
    monkeypatch.setattr(gc, "AI_YIELD_EVERY_S", 0.0)
    assert stop() is False and slept == [gc.AI_YIELD_S] and gc.AI_YIELD_S > 0
    c.concede()          # the game moves on: a search still running for the old position must end
    assert stop() is True


def test_the_ai_s_finished_moves_let_go_of_their_game_copies(qtbot, controller, decks):
    """Each AI decision is computed on a copy of the game; once it is handed back, the copy must go.
    (PySide keeps a finished runnable's Python side alive, and with it the copy: a window playing
    game after game grew by about 1.5 MiB a game, issue 27.)"""
    import gc

    from heresy_app.engine.state import GameState

    c = controller(autosave=False)
    watch_to_the_end(qtbot, c, decks, seed=5)
    gc.collect()
    alive = [o for o in gc.get_objects() if isinstance(o, GameState)]
    decided_by_ai = len(c.state.decisions)
    assert decided_by_ai > 20
    assert len(alive) < decided_by_ai // 4, f"{len(alive)} games alive after {decided_by_ai} AI decisions"
