"""Tune the heuristic's weights (:mod:`heresy_app.engine.ai.weights`) by self-play against the
frozen ``baseline`` (issue 26, the seventh round).

The objective is the heuristic's score (a win 1, a draw 0.5) against the baseline over a range of
games. Game ``i`` is fixed by ``i`` alone: both players use one sample deck (loyalist for even
``i``, traitor for odd), the heuristic sits in seat ``(i // 2) % 2``, the game and the players'
random numbers are seeded from ``i``. Every candidate compared is played on the same games (common
random numbers), so a difference between two candidates is a difference of the weights, not of the
deal.

SPSA (simultaneous perturbation): each step draws a random sign for every weight, plays the
weights moved one scale step (:data:`~heresy_app.engine.ai.weights.SCALES`) up and down along
those signs on the same block of games, and moves the weights along the signs by the difference of
the two scores. The steps take successive blocks of the tuning range (games ``--start`` on); the
result is then compared with the default weights on a separate held-out range (``--heldout``),
paired game by game, with the 95% Wilson interval of each score and the discordant pairs.

    python benchmarks/ai_tune.py --steps 20 --block 120 --out /tmp/w.json     # tune, then held out
    python benchmarks/ai_tune.py --eval /tmp/w.json --heldout 100000 -n 400     # held out only
    python benchmarks/ai_tune.py --eval new.json --against old.json -n 400     # two weights files, paired

``--jobs`` processes (default 2) play the games of one evaluation.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

DECKS = ("sample:loyalist", "sample:traitor")
_DB = None
_DECKS = {}
_POOL = None


def _db():
    global _DB
    if _DB is None:
        from heresy_app.cards.db import CardDB
        _DB = CardDB()
    return _DB


def play_game(weights: dict, i: int, opponent: str = "baseline") -> float:
    """Game ``i`` (see the module's doc): the heuristic with ``weights`` (a mapping for
    :func:`~heresy_app.engine.ai.weights.weights_from_dict`) against ``opponent``; the heuristic's
    score (1 a win, 0.5 a draw, 0 a loss)."""
    from heresy_app.decks.practice import playable_ids
    from heresy_app.engine import new_game
    from heresy_app.engine.ai import choose, make_policy
    from heresy_app.engine.ai.heuristic import HeuristicPolicy
    from heresy_app.engine.ai.weights import weights_from_dict
    db = _db()
    name = DECKS[i % 2]
    if name not in _DECKS:
        _DECKS[name] = playable_ids(name, db)[0]
    ids = _DECKS[name]
    seat = (i // 2) % 2
    pols = [None, None]
    pols[seat] = HeuristicPolicy(weights_from_dict(weights))
    pols[1 - seat] = make_policy(opponent)
    rngs = (random.Random(i * 2 + 1), random.Random(i * 2 + 2))
    g = new_game(ids, ids, i, db, log=False)
    moves = 0
    while not g.is_over and moves < 5000:
        p = g.current_player
        g.apply(choose(pols[p], g, rngs[p]))
        moves += 1
    if g.winner is None or g.winner not in (0, 1):
        return 0.5
    return 1.0 if g.winner == seat else 0.0


def _one(args):
    return play_game(*args)


def evaluate(weights: dict, games, jobs: int = 1, opponent: str = "baseline") -> list[float]:
    """The heuristic's score in each game of ``games`` (a range of game numbers) with ``weights``:
    deterministic for a given range, whatever ``jobs``."""
    work = [(dict(weights), i, opponent) for i in games]
    if jobs > 1:
        global _POOL
        if _POOL is None or _POOL[0] != jobs:
            _POOL = (jobs, ProcessPoolExecutor(jobs))
        return list(_POOL[1].map(_one, work, chunksize=4))
    return [_one(w) for w in work]


def _to_weights(x: dict) -> dict:
    """Normalised coordinates (steps of each weight's scale from its default) to weights, clipped
    to their ranges."""
    from heresy_app.engine.ai.weights import BOUNDS, SCALES, Weights
    base = Weights().as_dict()
    out = {}
    for k, v in x.items():
        lo, hi = BOUNDS[k]
        out[k] = min(hi, max(lo, base[k] + SCALES[k] * v))
    return out


def spsa(steps: int, block: int, start: int, jobs: int, seed: int = 26, a: float = 8.0, c: float = 1.0,
         names=None, log=print) -> dict:
    """SPSA from the default weights: ``steps`` steps, each on its own block of ``block`` games
    (successive blocks from game ``start``); the weights reached (a mapping of names to numbers)."""
    from heresy_app.engine.ai.weights import SCALES
    names = list(names or SCALES)
    rng = random.Random(seed)
    x = dict.fromkeys(names, 0.0)
    for k in range(steps):
        games = range(start + k * block, start + (k + 1) * block)
        ak = a / (k + 1) ** 0.602
        delta = {n: rng.choice((-1.0, 1.0)) for n in names}
        plus = _to_weights({n: x[n] + c * delta[n] for n in names})
        minus = _to_weights({n: x[n] - c * delta[n] for n in names})
        t = time.perf_counter()
        fp, fm = sum(evaluate(plus, games, jobs)), sum(evaluate(minus, games, jobs))
        diff = (fp - fm) / len(games)
        for n in names:
            x[n] += ak * diff / (2 * c) * delta[n]
        log(f"step {k + 1}/{steps}: games {games.start}-{games.stop - 1}, + {fp:g} - {fm:g} of {len(games)} "
            f"({time.perf_counter() - t:.0f} s)", flush=True)
    return _to_weights(x)


def coordinate(names, block: int, start: int, jobs: int, step: float = 3.0, margin: float = 0.03,
               log=print) -> dict:
    """Coordinate search from the default weights: for each weight of ``names`` in turn, on its own
    block of ``block`` games (successive blocks from game ``start``), the weights as they stand and
    that weight moved ``step`` scales down and up are played on the same games; the best move is
    kept when it scores more than ``margin`` (a share of the games) above the weights as they
    stand. The weights reached (a mapping of names to numbers)."""
    x = dict.fromkeys(names, 0.0)
    for k, n in enumerate(names):
        games = range(start + k * block, start + (k + 1) * block)
        t = time.perf_counter()
        f0 = sum(evaluate(_to_weights(x), games, jobs))
        tries = []
        for sign in (-1.0, 1.0):
            y = dict(x, **{n: x[n] + sign * step})
            if _to_weights(y)[n] != _to_weights(x)[n]:
                tries.append((sum(evaluate(_to_weights(y), games, jobs)), sign, y))
        best = max(tries, key=lambda r: r[0], default=None)
        kept = best is not None and best[0] > f0 + margin * len(games)
        if kept:
            x = best[2]
        log(f"{n}: games {games.start}-{games.stop - 1}, as it stands {f0:g}, "
            + ", ".join(f"{'+' if sg > 0 else '-'}{step:g} -> {_to_weights(y)[n]:.3f}: {f:g}" for f, sg, y in tries)
            + f" of {len(games)}; {'moved to ' + format(_to_weights(x)[n], '.3f') if kept else 'kept'} "
            f"({time.perf_counter() - t:.0f} s)", flush=True)
    return _to_weights(x)


def compare(tuned: dict, n: int, start: int, jobs: int, base: dict | None = None) -> dict:
    """The tuned weights against the defaults (or ``base``) on games ``start .. start + n - 1``, paired."""
    from heresy_app.engine.simulate import wilson
    a = evaluate(tuned, range(start, start + n), jobs)
    b = evaluate(base or {}, range(start, start + n), jobs)
    out = {"games": n, "tuned": sum(a), "default": sum(b),
           "only_tuned": sum(1 for x, y in zip(a, b, strict=False) if x > y),
           "only_default": sum(1 for x, y in zip(a, b, strict=False) if y > x)}
    out["tuned_ci"] = wilson(int(sum(a)), n)
    out["default_ci"] = wilson(int(sum(b)), n)
    return out


def main() -> None:
    from heresy_app.engine.ai.weights import Weights, WeightsError, load_weights, save_weights, weights_from_dict
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--steps", type=int, default=20, help="SPSA steps (default 20)")
    ap.add_argument("--block", type=int, default=120, help="games per evaluation in a step (default 120)")
    ap.add_argument("--start", type=int, default=0, help="first game of the tuning range (default 0)")
    ap.add_argument("--heldout", type=int, default=100000, help="first game of the held-out range (default 100000)")
    ap.add_argument("-n", type=int, default=400, help="held-out games (default 400)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=26, help="the SPSA signs' random seed")
    ap.add_argument("--gain", type=float, default=8.0, help="SPSA step size a (default 8)")
    ap.add_argument("--only", help="comma-separated weight names to tune (default all)")
    ap.add_argument("--coordinate", type=float, metavar="STEP", help="coordinate search instead of SPSA: each "
                    "weight of --only moved STEP scales down and up, one block of games per weight")
    ap.add_argument("--out", help="write the tuned weights here (JSON)")
    ap.add_argument("--eval", help="skip tuning: compare this weights file with the defaults")
    ap.add_argument("--against", help="compare with this weights file instead of the defaults")
    args = ap.parse_args()
    if args.steps < 1 or args.block < 2 or args.n < 1 or args.jobs < 1:
        raise SystemExit("--steps, --block, -n and --jobs must be positive (--block at least 2)")
    os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-tune-"))
    if args.start + args.steps * args.block > args.heldout:
        raise SystemExit("the tuning range overlaps the held-out range: lower --steps/--block or raise --heldout")
    print(f"cores: {os.cpu_count()}, load average: {os.getloadavg()[0]:.2f}, jobs {args.jobs}", flush=True)
    try:
        if args.eval:
            tuned = load_weights(args.eval).as_dict()
        else:
            names = [s.strip() for s in args.only.split(",")] if args.only else None
            bad = [k for k in names or () if k not in Weights().as_dict()]
            if bad:
                raise SystemExit(f"--only: unknown weight {bad[0]!r} (known: {', '.join(Weights().as_dict())})")
            if args.coordinate:
                names = names or list(Weights().as_dict())
                if args.start + len(names) * args.block > args.heldout:
                    raise SystemExit("the tuning range overlaps the held-out range")
                tuned = coordinate(names, args.block, args.start, args.jobs, args.coordinate)
            else:
                tuned = spsa(args.steps, args.block, args.start, args.jobs, args.seed, args.gain, names=names)
            if args.out:
                save_weights(weights_from_dict(tuned), args.out)
                print(f"wrote {args.out}")
    except WeightsError as e:
        raise SystemExit(str(e)) from None
    base = Weights().as_dict()
    print("weights moved: " + ", ".join(f"{k} {base[k]:g}->{v:.3f}" for k, v in sorted(tuned.items())
                                          if abs(v - base[k]) > 1e-9), flush=True)
    try:
        against = load_weights(args.against).as_dict() if args.against else None
    except WeightsError as e:
        raise SystemExit(str(e)) from None
    r = compare(tuned, args.n, args.heldout, args.jobs, against)
    n = r["games"]
    for who in ("tuned", "default"):
        lo, hi = r[f"{who}_ci"]
        print(f"{who} vs baseline, held-out games {args.heldout}-{args.heldout + n - 1}: {r[who]:g}/{n} = "
              f"{100 * r[who] / n:.1f}% (95% Wilson {100 * lo:.1f}-{100 * hi:.1f}%)")
    print(f"won only by the tuned weights: {r['only_tuned']}, only by the defaults: {r['only_default']}")


if __name__ == "__main__":
    main()
