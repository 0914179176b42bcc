"""Balance of the two sample decks: heuristic play of sample:loyalist against sample:traitor,
the Loyalist win rate with its 95% Wilson interval, next to the 45-55% goal.

    python benchmarks/balance.py [--games N] [--seed S] [--jobs J] [--policy P]

Seats and roles are balanced by the simulator (see docs/sim.md). With ``--policy random`` the goal
is looser (roughly 40-60%): random play mostly measures raw card strength.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

GOALS = {"heuristic": (0.45, 0.55), "random": (0.40, 0.60)}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    ap.add_argument("--seed", type=int, default=1, help="run seed (default 1)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--policy", default="heuristic", help="policy of both players (default heuristic)")
    args = ap.parse_args(argv)
    if args.games < 1 or args.jobs < 1:
        ap.error("--games and --jobs must be at least 1")
    os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-bench-"))
    from heresy_app.cards.db import CardDB
    from heresy_app.decks.practice import sample_ids
    from heresy_app.engine.simulate import simulate

    db = CardDB()
    rep = simulate(sample_ids("loyalist", db), sample_ids("traitor", db), args.games, seed=args.seed, jobs=args.jobs,
                   policy_a=args.policy, policy_b=args.policy, db=db,
                   name_a="sample:loyalist", name_b="sample:traitor")
    lo_goal, hi_goal = GOALS.get(args.policy.split(":")[0], GOALS["heuristic"])
    rate = rep["win_rate_a"]
    lo, hi = rep["ci95_a"]
    errors = len(rep["errors"])
    print(f"sample:loyalist vs sample:traitor, {args.policy} vs {args.policy}, seed {args.seed}: "
          f"{rep['games']} games in {rep['seconds']:.1f} s ({errors} errors, {rep['draws']} draws)")
    if rate is None:
        print("no finished game")
        return 1
    for label, rec in (("as attacker", rep["as_attacker"]), ("as defender", rep["as_defender"])):
        print(f"  {label}: {rec['win_rate_a']:.1%} of {rec['games']}")
    inside = lo_goal <= rate <= hi_goal
    print(f"Loyalist win rate {rate:.1%}  95% CI [{lo:.1%}, {hi:.1%}]  goal {lo_goal:.0%}-{hi_goal:.0%}: "
          + ("met" if inside else "MISSED")
          + ("" if lo_goal <= lo and hi <= hi_goal else " (the interval reaches outside the goal)"))
    return 0 if inside and not errors else 1


if __name__ == "__main__":
    sys.exit(main())
