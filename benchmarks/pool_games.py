"""Seeded random games with every card of the pool (issue 15): deck A holds one copy of every
Loyalist and Unaligned card, deck B one of every Traitor and Unaligned card; both sides play
the random policy (which tries whatever is legal, so rarely chosen abilities get played). Prints
the games finished, the games that raised an error (goal: 0) and those stopped at the safety limit.

    python benchmarks/pool_games.py [--games N] [--seed S] [--jobs J] [--policy P]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def pool_decks(db) -> tuple[list[str], list[str]]:
    """One copy of every card each side may play (sectors apart)."""
    cards = [c for c in db.all_cards() if c.type.value != "sector" and not getattr(c, "user", False)]
    side = {c.id: c.side.value for c in cards}
    ids = sorted(side)
    loyal = [i for i in ids if side[i] in ("loyalist", "unaligned")]
    traitor = [i for i in ids if side[i] in ("traitor", "unaligned")]
    return loyal, traitor


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--games", type=int, default=1000, help="games to play (default 1000)")
    ap.add_argument("--seed", type=int, default=15, help="run seed (default 15)")
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--policy", default="random", help="policy of both players (default random)")
    args = ap.parse_args(argv)
    if args.games < 1 or args.jobs < 1:
        ap.error("--games and --jobs must be at least 1")
    os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-bench-"))
    from heresy_app.cards.db import CardDB
    from heresy_app.engine.simulate import simulate

    db = CardDB(user=False)
    a, b = pool_decks(db)
    rep = simulate(a, b, args.games, seed=args.seed, jobs=args.jobs, policy_a=args.policy, policy_b=args.policy,
                   db=db, name_a="every Loyalist and Unaligned card", name_b="every Traitor and Unaligned card")
    print(f"decks: {len(a)} and {len(b)} cards (every pool card once); policy {args.policy}, seed {args.seed}")
    print(f"games finished: {rep['finished']} of {args.games}; errors: {len(rep['errors'])} (goal 0); "
          f"stopped at the safety limit: {len(rep['stopped'])}; {rep['games_per_second']} games/s")
    for err in rep["errors"][:10]:
        print(f"  game {err['game']} (seed {err['seed']}): {err['error']}")
    return 1 if rep["errors"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
