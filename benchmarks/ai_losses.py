"""Where a policy loses its games (issue 26): plays N games of a policy against an opponent, as
``ai_probe.py`` does (the same games for the same numbers), and follows the policy's chance to win
by the fitted leaf value (:func:`~heresy_app.engine.ai.leaf.fitted_value`, read in the real game,
hidden cards included) across the game's phases: each deployment (the first wave and every turn's),
each choice of battle and each battle, the battles split into deciding ones (a capture there by
either player wins them the game) and the others. A phase's change is the value at its end minus
the value at its start (the game's end scores 1, 0 or 0.5). A lost game is put down to the phase
with the largest fall ("what decided it"); the mean change per phase, in won and lost games,
shows where the policy gives ground. Inside battles the change is also shared out by the kind of
decision that moved it (the value just before the policy's or the opponent's decision to just
before the next decision: dice and forced moves fall to the decision before them).

    python benchmarks/ai_losses.py [-n 40] [--start 0] [--policy veteran] [--opponent baseline]

The value is a model (Brier about 0.16 at the start of battles): a single game's attribution is a
reading, the totals over many games are the measure.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _deck(db, i):
    from heresy_app.decks.practice import playable_ids
    return playable_ids(("sample:loyalist", "sample:traitor")[i % 4 // 2], db)[0]


def phase_of(g) -> str | None:
    """The phase of the game for this benchmark: "setup", "deployment", "battle choice", "deciding
    battle", "battle" (None once the game is over)."""
    from heresy_app.engine.ai.census import deciding
    from heresy_app.engine.observation import step_of
    step = step_of(g)
    if step in (None, "setup", "deployment"):
        return step
    if step == "battle" or g.bsec < 0:
        return "battle choice"
    return "deciding battle" if deciding(g, 0) or deciding(g, 1) else "battle"


def _kind(g, d) -> str:
    from heresy_app.engine.terms import Q_MODIFIER, Q_TACTICS
    k = d[0]
    if k == "pass" and g.question().kind in (Q_TACTICS, Q_MODIFIER):
        return "pass (window)"
    if k == "play" and g.question().kind in (Q_TACTICS, Q_MODIFIER):
        return "play (window)"
    return k


def play(db, spec, opponent, i):
    """One game (``ai_probe``'s game ``i``): (won, [(phase, change)], {(who, kind): change in battles})."""
    from heresy_app.engine import new_game
    from heresy_app.engine.ai import choose, make_policy
    from heresy_app.engine.ai.leaf import fitted_value
    from heresy_app.engine.simulate import game_seed
    ids, seed_i, me = _deck(db, i), game_seed(11, i), i % 2
    a_role = "attacker" if (i // 4) % 2 == 0 else "defender"
    pols = [None, None]
    pols[me], pols[1 - me] = make_policy(spec), make_policy(opponent)
    rngs = (random.Random(seed_i * 2), random.Random(seed_i * 2 + 1))
    g = new_game(ids, ids, seed_i, db, log=False)
    phases = []
    by_kind = collections.Counter()
    phase, start = phase_of(g), fitted_value(g, me)
    pending = None   # (who, kind, value before) of the last decision in a battle
    while not g.over:
        p = g.current_player
        v = fitted_value(g, me)
        now = phase_of(g)
        if now != phase:
            phases.append((phase, v - start))
            phase, start = now, v
        if pending is not None:
            by_kind[pending[:2]] += v - pending[2]
            pending = None
        if g.legal[0][0] == "role":
            d = ("role", a_role if p == me else ("defender" if a_role == "attacker" else "attacker"))
        else:
            d = choose(pols[p], g, rngs[p])
        if now in ("battle", "deciding battle") and len(g.legal) > 1:
            pending = ("policy" if p == me else "opponent", _kind(g, d), v)
        g.apply(d)
    v = fitted_value(g, me)
    phases.append((phase, v - start))
    if pending is not None:
        by_kind[pending[:2]] += v - pending[2]
    return g.winner == me, phases, by_kind


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=40)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--policy", default="veteran")
    ap.add_argument("--opponent", default="baseline")
    args = ap.parse_args()
    os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-bench-"))
    from heresy_app.cards.db import CardDB
    from heresy_app.engine.simulate import wilson
    db = CardDB()
    t = time.process_time()
    decided = collections.Counter()
    sums = {True: collections.Counter(), False: collections.Counter()}
    kinds = {True: collections.Counter(), False: collections.Counter()}
    games = collections.Counter()
    for i in range(args.start, args.start + args.n):
        won, phases, by_kind = play(db, args.policy, args.opponent, i)
        games[won] += 1
        for ph, dv in phases:
            sums[won][ph] += dv
        kinds[won].update(by_kind)
        worst = min(phases, key=lambda x: x[1])
        if not won:
            decided[worst[0]] += 1
        print(f"game {i}: {'won' if won else 'lost'}"
              + ("" if won else f"; largest fall {worst[1]:+.2f} in {worst[0]}"), flush=True)
    n, wins = args.n, games[True]
    lo, hi = wilson(wins, n)
    print(f"\n{args.policy} vs {args.opponent}: {wins}/{n} = {100 * wins / n:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)")
    print("lost games by the phase of their largest fall: "
          + ", ".join(f"{k} {v}" for k, v in decided.most_common()))
    print(f"\n{'phase':16s} {'won: change a game':>20s} {'lost: change a game':>20s}")
    for ph in ("setup", "deployment", "battle choice", "battle", "deciding battle"):
        w = sums[True][ph] / max(1, games[True])
        lo_ = sums[False][ph] / max(1, games[False])
        print(f"{ph:16s} {w:+20.3f} {lo_:+20.3f}")
    print("\nin battles, the change after each kind of decision (a game):")
    keys = sorted(set(kinds[True]) | set(kinds[False]), key=lambda k: kinds[False][k] / max(1, games[False]))
    for k in keys:
        print(f"{k[0]:9s} {k[1]:16s} won {kinds[True][k] / max(1, games[True]):+7.3f}   "
              f"lost {kinds[False][k] / max(1, games[False]):+7.3f}")
    print(f"[{time.process_time() - t:.0f} s CPU]")


if __name__ == "__main__":
    main()
