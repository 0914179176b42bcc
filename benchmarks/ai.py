"""Policy strength, next to the goals of issue 8:

- heuristic beats random in at least 90% of 1,000 games (sample decks mirrored, both seats);
- search beats heuristic in at least 60% of 400 games at no more than 50 ms a decision;
- the same policy on mirrored decks: each seat wins 45-55% (the game and engine are fair);
- issue 26: the heuristic (and the search) against the frozen ``baseline``, with the 95% Wilson
  interval (``--only baseline``);
- issue 26: the three levels (``--only levels``): ``veteran`` (at most 50 ms of CPU a decision,
  95th percentile) against the baseline (goal >= 85% over >= 400 games, both seat orders), and each
  level against the one below it (goal >= 65%); CPU time per decision of each level.

    python benchmarks/ai.py [--scale 1.0] [--jobs 2] [--search search] [--only NAME] [-n N]
    python benchmarks/ai.py --only veteran -n 400     # the done-when figure of issue 26 alone

"Mirrored" = both players use the same sample deck: half the games loyalist against loyalist,
half traitor against traitor; seats and roles alternate (docs/sim.md). Timings are wall clock
on a shared machine: noisy.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _mirrored(db, n, pol_a, pol_b, jobs, seed):
    from heresy_app.decks.practice import playable_ids as _deck_ids
    from heresy_app.engine.simulate import SimConfig, aggregate, run
    reps = []
    for k, name in enumerate(("sample:loyalist", "sample:traitor")):
        ids = _deck_ids(name, db)[0]
        cfg = SimConfig(ids, ids, n // 2, seed=seed + k, jobs=jobs, policy_a=pol_a, policy_b=pol_b)
        results, _, secs = run(cfg, db)
        reps.append((aggregate(cfg, results, secs), results))
    return reps


def _merge(reps):
    from heresy_app.engine.simulate import wilson
    games = sum(r["games"] for r, _ in reps)
    wins = sum(r["wins_a"] for r, _ in reps)
    draws = sum(r["draws"] for r, _ in reps)
    errors = sum(len(r["errors"]) for r, _ in reps)
    secs = sum(r["seconds"] for r, _ in reps)
    lo, hi = wilson(wins, games)
    seat0 = sum(1 for _, res in reps for g in res if g.get("error") is None
                and ((g["winner"] == "A" and g["a_seat"] == 0) or (g["winner"] == "B" and g["a_seat"] == 1)))
    return games, wins, draws, errors, lo, hi, seat0, secs


def _search_ms(db, spec, decisions=60):
    """CPU milliseconds a decision takes (mean, max and 95th percentile over the decisions with a
    real choice of whole games: the thread's processor time, not the wall clock of a shared
    machine)."""
    from heresy_app.decks.practice import playable_ids as _deck_ids
    from heresy_app.engine import new_game
    from heresy_app.engine.ai import choose, make_policy
    s, h = make_policy(spec), make_policy("heuristic")
    ids = _deck_ids("sample:loyalist", db)[0]
    times = []
    seed = 0
    while len(times) < decisions:
        g = new_game(ids, ids, seed, db, log=False)
        rng = random.Random(seed)
        while not g.is_over and len(times) < decisions:
            if g.current_player == 0 and len(g.legal_decisions()) > 1:
                t = time.thread_time()
                d = choose(s, g, rng)
                times.append(1000 * (time.thread_time() - t))
            else:
                d = choose(h, g, rng)
            g.apply(d)
        seed += 1
    return sum(times) / len(times), max(times), sorted(times)[int(0.95 * (len(times) - 1))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--scale", type=float, default=1.0, help="fraction of the issue's game counts")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--search", default="search", help="the search policy to measure (default: search)")
    ap.add_argument("--only", choices=["random", "search", "fair", "baseline", "levels", "ladder", "veteran"],
                    help="run one measurement (levels: veteran vs baseline and the ladder; ladder: the ladder only; "
                         "veteran: veteran's CPU time a decision and veteran vs baseline)")
    ap.add_argument("-n", type=int, default=None, help="games per pairing for levels/ladder (default 400 x scale)")
    args = ap.parse_args()
    os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-bench-"))
    from heresy_app.cards.db import CardDB
    db = CardDB()
    print(f"cores: {os.cpu_count()}, load average: {os.getloadavg()[0]:.2f}, jobs {args.jobs}")

    if args.only in (None, "random"):
        n = max(2, int(1000 * args.scale))
        g, w, d, e, lo, hi, _, secs = _merge(_mirrored(db, n, "heuristic", "random", args.jobs, 100))
        print(f"heuristic vs random : {w}/{g} = {100 * w / g:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%), "
              f"draws {d}, errors {e}; goal >= 90%  [{secs:.0f} s]")

    if args.only in (None, "search"):
        mean, worst, p95 = _search_ms(db, args.search)
        print(f"{args.search}: {mean:.1f} ms a decision on average, 95th percentile {p95:.1f} ms, "
              f"max {worst:.1f} ms (one process); goal <= 50 ms")
        n = max(2, int(400 * args.scale))
        g, w, d, e, lo, hi, _, secs = _merge(_mirrored(db, n, args.search, "heuristic", args.jobs, 200))
        print(f"{args.search} vs heuristic : {w}/{g} = {100 * w / g:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%), "
              f"draws {d}, errors {e}; goal >= 60%  [{secs:.0f} s]")

    if args.only in (None, "baseline"):
        n = max(2, int(400 * args.scale))
        for pol in ("heuristic", args.search):
            g, w, d, e, lo, hi, _, secs = _merge(_mirrored(db, n, pol, "baseline", args.jobs, 400))
            print(f"{pol} vs baseline : {w}/{g} = {100 * w / g:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%), "
                  f"draws {d}, errors {e}  [{secs:.0f} s]", flush=True)

    if args.only in (None, "levels", "ladder", "veteran"):
        n = args.n or max(2, int(400 * args.scale))
        pairs = [] if args.only == "veteran" else [("recruit", "baseline"), ("veteran", "recruit"), ("warmaster", "veteran")]
        if args.only != "ladder":
            for lvl in ("veteran",) if args.only == "veteran" else ("recruit", "veteran", "warmaster"):
                mean, worst, p95 = _search_ms(db, lvl, decisions=40 if lvl == "warmaster" else 150)
                print(f"{lvl}: {mean:.1f} ms CPU a decision on average, 95th percentile {p95:.1f} ms, "
                      f"max {worst:.1f} ms", flush=True)
            pairs.insert(0, ("veteran", "baseline"))
        for a, b in pairs:
            g, w, d, e, lo, hi, _, secs = _merge(_mirrored(db, n, a, b, args.jobs, 500))
            goal = "goal >= 85%" if (a, b) == ("veteran", "baseline") else "goal >= 65%" if b != "baseline" else ""
            print(f"{a} vs {b} : {w}/{g} = {100 * w / g:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%), "
                  f"draws {d}, errors {e}; {goal}  [{secs:.0f} s]", flush=True)

    if args.only in (None, "fair"):
        for pol in ("random", "heuristic"):
            n = max(2, int((2000 if pol == "random" else 1000) * args.scale))
            g, w, d, e, lo, hi, seat0, secs = _merge(_mirrored(db, n, pol, pol, args.jobs, 300))
            from heresy_app.engine.simulate import wilson
            slo, shi = wilson(seat0, g)
            print(f"{pol} mirrored: player 1 (first seat) wins {seat0}/{g} = {100 * seat0 / g:.1f}% "
                  f"(95% CI {100 * slo:.1f}-{100 * shi:.1f}%), draws {d}, errors {e}; goal 45-55% each seat  [{secs:.0f} s]")


if __name__ == "__main__":
    main()
