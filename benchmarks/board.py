"""The battle board's cost: a whole AI-against-AI game through the board's controller against the
same game on the bare engine.

Run: QT_QPA_PLATFORM=offscreen python benchmarks/board.py [--games 20] [--policy heuristic]

For each seed the same game is played twice with the same policy and the same AI random numbers
(``game_controller.ai_rng``), so both make the same decisions (checked): once on the bare engine
(``choose`` and ``apply`` in a loop) and once through ``GameController`` in "watch" mode with no
delay — every AI decision computed on a pool thread on a copy of the game, handed back through a
queued signal and applied on the GUI thread, ``changed`` emitted, the autosave scheduled — with the
Qt event loop running until ``finished``. It prints the total time of each, their ratio and the
ratio without the autosave, next to the goal (issue 13): under 3x.

Then the board widget's own figure: the time to update the board after a decision with 40 or more
cards in play (goal: p95 under 16 ms, one frame). A game is set up with 56 cards in the three
sectors and played to the end by the heuristic on the bare engine; the replay viewer then steps
through it on a 1366 x 768 board, and every update (the decision replayed, the scene rebuilt from the
observation, the question and its answers, the log, the status, and the board painted) is timed
while 40 or more cards are in play.
Measured figures, not pass/fail.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-bench-"))


def bare_game(ids_a, ids_b, seed, policy, db):
    from heresy_app.engine import new_game
    from heresy_app.engine.ai import choose
    from heresy_app.ui.game_controller import ai_rng

    g = new_game(ids_a, ids_b, seed, db)
    while not g.is_over:
        g.apply(choose(policy, g, ai_rng(seed, len(g.decisions))))
    return g


def controller_game(ids_a, ids_b, seed, spec, db, autosave: bool):
    from PySide6.QtCore import QEventLoop

    from heresy_app.ui.game_controller import GameController

    c = GameController(autosave=autosave)
    loop = QEventLoop()
    errors = []
    c.finished.connect(loop.quit)
    c.error.connect(lambda text: (errors.append(text), loop.quit()))
    t0 = time.perf_counter()
    c.new_game(ids_a, ids_b, seed=seed, ai=spec, mode="watch", db=db)
    if not c.state.is_over and not errors:
        loop.exec()
    secs = time.perf_counter() - t0
    if errors:
        raise RuntimeError(errors[0])
    g = c.state
    c.close()
    c.deleteLater()
    return g, secs


def crowded_game(db, per_side: int = 28):
    """A saved game (version 2, from a position) with ``2 * per_side`` cards in the sectors."""
    import random

    from heresy_app.decks.practice import sample_ids
    from heresy_app.engine import from_position
    from heresy_app.engine.ai import choose, make_policy

    cards = []
    for owner, side in ((0, "loyalist"), (1, "traitor")):
        for i, cid in enumerate(sample_ids(side, db)):
            spec = {"id": cid, "owner": owner, "zone": "deck"}
            if i < per_side:
                spec.update(zone="sector", sector=i % 3, face_up=True)
            cards.append(spec)
    g = from_position(cards, planet="isstvan_iii", attacker=0, battle=0, seed=3, db=db)
    policy = make_policy("heuristic")
    rng = random.Random(3)
    while not g.is_over and len(g.decisions) < 400:
        g.apply(choose(policy, g, rng))
    return g.to_dict()


def board_updates(db, saved: dict) -> list[float]:
    from heresy_app.ui.battle_board import BattleBoard
    from heresy_app.ui.board_scene import CardItem
    from heresy_app.ui.store import CardStore

    board = BattleBoard(CardStore(), "en")
    board.resize(1366, 768)
    board.show()
    c = board.controller
    assert c.open_replay(saved), board.last_error
    times = []
    viewport = board.view.viewport()
    while c.replay_position < c.replay_length:
        t0 = time.perf_counter()
        c.replay_forward()                 # the decision replayed, the board rebuilt ...
        viewport.repaint()                 # ... and painted, now
        ms = (time.perf_counter() - t0) * 1000
        in_play = sum(1 for i in board.scene.items() if isinstance(i, CardItem) and "stats" in i.info)
        if in_play >= 40:
            times.append(ms)
    c.close()
    return times


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20, help="seeds 1..N (default 20)")
    ap.add_argument("--policy", default="heuristic", help="the AI in both seats (default heuristic)")
    args = ap.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from heresy_app.cards.db import CardDB
    from heresy_app.decks.practice import sample_ids
    from heresy_app.engine.ai import make_policy

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 - the event loop's
    db = CardDB()
    a, b = sample_ids("loyalist", db), sample_ids("traitor", db)
    policy = make_policy(args.policy)
    # warm-up: card catalog, policy tables, the pool's threads
    bare_game(a, b, 10_000, policy, db)
    controller_game(a, b, 10_000, args.policy, db, autosave=True)

    bare, ctl, ctl_quiet, decisions = [], [], [], 0
    for seed in range(1, args.games + 1):
        t0 = time.perf_counter()
        g0 = bare_game(a, b, seed, policy, db)
        bare.append(time.perf_counter() - t0)
        g1, secs = controller_game(a, b, seed, args.policy, db, autosave=True)
        ctl.append(secs)
        g2, secs = controller_game(a, b, seed, args.policy, db, autosave=False)
        ctl_quiet.append(secs)
        if not (g0.decisions == g1.decisions == g2.decisions):
            print(f"seed {seed}: the controller's game differs from the bare engine's", file=sys.stderr)
            return 1
        decisions += len(g0.decisions)

    def ms(xs):
        return 1000 * sum(xs)

    n = args.games
    print(f"{n} games of sample:loyalist vs sample:traitor, {args.policy} in both seats, "
          f"{decisions} decisions ({decisions / n:.0f} a game), the same decisions both ways")
    print(f"  bare engine:              {ms(bare):8.1f} ms  ({ms(bare) / n:6.1f} ms a game, "
          f"median {1000 * statistics.median(bare):.1f})")
    print(f"  through the controller:   {ms(ctl):8.1f} ms  ({ms(ctl) / n:6.1f} ms a game, "
          f"median {1000 * statistics.median(ctl):.1f}; "
          f"{1000 * (ms(ctl) - ms(bare)) / decisions:.0f} µs a decision more)")
    print(f"  ... without the autosave: {ms(ctl_quiet):8.1f} ms  ({ms(ctl_quiet) / n:6.1f} ms a game)")
    print(f"  ratio {sum(ctl) / sum(bare):.2f}x (without the autosave {sum(ctl_quiet) / sum(bare):.2f}x); "
          f"goal: under 3x")

    saved = crowded_game(db)
    board_updates(db, saved)                     # warm-up: the card faces are drawn once
    times = sorted(board_updates(db, saved))
    if times:
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(f"board update after a decision with 40+ cards in play: {len(times)} updates, "
              f"median {statistics.median(times):.1f} ms, p95 {p95:.1f} ms, max {times[-1]:.1f} ms; "
              f"goal: p95 under 16 ms")
    else:
        print("board update: the crowded game never had 40 cards in play", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
