"""Simulator throughput: games per second for random and heuristic play on one core, and the
speed-up of two worker processes (goal: at least 1.8x on a two-core machine).

    python benchmarks/sim.py [--games N]

Timings depend on the machine and on what else runs on it: read them as rough figures.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=400, help="games per measurement (default 400)")
    args = ap.parse_args()
    os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-bench-"))
    from heresy_app.cards.db import CardDB
    from heresy_app.decks.practice import playable_ids as _deck_ids
    from heresy_app.engine.simulate import SimConfig, run

    db = CardDB()
    a = _deck_ids("sample:loyalist", db)[0]
    b = _deck_ids("sample:traitor", db)[0]
    print(f"cores: {os.cpu_count()}, load average: {os.getloadavg()[0]:.2f}")
    single = {}
    for pol in ("random", "heuristic"):
        n = args.games if pol == "random" else max(50, args.games // 2)
        cfg = SimConfig(a, b, n, seed=1, jobs=1, policy_a=pol, policy_b=pol)
        res, _, secs = run(cfg, db)
        single[pol] = (n, secs)
        print(f"{pol:>9} vs {pol:<9} 1 core : {n / secs:7.1f} games/s ({n} games, {secs:.2f} s, "
              f"{sum(r.get('decisions', 0) for r in res) / n:.0f} decisions a game)")
    for pol in ("random", "heuristic"):
        n = args.games * 4 if pol == "random" else args.games * 2
        one = SimConfig(a, b, n, seed=2, jobs=1, policy_a=pol, policy_b=pol)
        _, _, t1 = run(one, db)
        two = SimConfig(a, b, n, seed=2, jobs=2, policy_a=pol, policy_b=pol)
        _, _, t2 = run(two, db)
        print(f"{pol:>9} --jobs 2 : {n / t2:7.1f} games/s against {n / t1:.1f} with --jobs 1: "
              f"speed-up {t1 / t2:.2f}x (goal >= 1.8x; {n} games, worker start-up included)")


if __name__ == "__main__":
    main()
