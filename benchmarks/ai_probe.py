"""Where the search's time goes and what it changes (issue 26): plays N games of a search policy
against an opponent and reports, per kind of decision, how many a game, the sampled worlds
(rounds) and candidates, how often the search left the heuristic's choice, the CPU ms, and why
it stopped; then the win rate with its 95% Wilson interval. A kind marked ``*`` is a decision
whose playouts end with the war action it is made in (``search._playout``'s ``cut``).

    python benchmarks/ai_probe.py [-n 40] [--start 0] [--policy veteran] [--opponent baseline]
    python benchmarks/ai_probe.py --brier 80     # how well the values tell the winner
    python benchmarks/ai_probe.py --falls 4      # each lost game's 4 decisions after which the value fell most

Games as in ``heresy sim``: both sample decks mirrored, seats alternating, roles balanced; game
``i`` has the engine seed ``game_seed(11, i)``. ``--brier N`` plays N heuristic games and scores
``game_value``, ``win_chance`` and the fitted leaf value (:mod:`heresy_app.engine.ai.leaf`) at the start of each
battle step against the result (Brier
score; a coin scores 0.25).
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


def _say(g, d) -> str:
    """A decision as a reader wants it: its card numbers named."""
    return " ".join(g.tpl[x].name if isinstance(x, int) and i == 1 and 0 <= x < len(g.tpl) else str(x)
                    for i, x in enumerate(d))


def _where(g) -> str:
    from heresy_app.engine.ai.census import deciding
    from heresy_app.engine.observation import step_of
    step = step_of(g) or "over"
    if g.bsec >= 0:
        step += f" sector {g.bsec}" + (" (deciding)" if deciding(g, 0) or deciding(g, 1) else "")
    return f"turn {g.turn} {step}"


def probe(db, spec, opponent, n, start, falls=0):
    from heresy_app.engine import new_game
    from heresy_app.engine.ai import choose, make_policy
    from heresy_app.engine.ai.leaf import fitted_value
    from heresy_app.engine.simulate import game_seed, wilson
    rows = collections.defaultdict(collections.Counter)
    wins = 0
    for i in range(start, start + n):
        ids, seed_i, a_seat = _deck(db, i), game_seed(11, i), i % 2
        a_role = "attacker" if (i // 4) % 2 == 0 else "defender"
        pols = [None, None]
        pols[a_seat], pols[1 - a_seat] = make_policy(spec), make_policy(opponent)
        rngs = (random.Random(seed_i * 2), random.Random(seed_i * 2 + 1))
        g = new_game(ids, ids, seed_i, db, log=False)
        steps = []   # with ``falls``: (the policy's value before, who decided, where, the decision)
        while not g.over:
            p = g.current_player
            if falls and len(g.legal) > 1:
                steps.append((fitted_value(g, a_seat), "policy" if p == a_seat else "opponent", _where(g), ""))
            if g.legal[0][0] == "role":
                d = ("role", a_role if p == a_seat else ("defender" if a_role == "attacker" else "attacker"))
            else:
                pol = pols[p]
                if p == a_seat and hasattr(pol, "last"):
                    pol.last = {}
                d = choose(pol, g, rngs[p])
                last = getattr(pol, "last", None) if p == a_seat else None
                if last:
                    r = rows[last["kind"]]
                    r["n"] += 1
                    r["rounds"] += last["rounds"]
                    r["cands"] += last["candidates"]
                    r["changed"] += last["changed"]
                    r["ms"] += 1000 * last["seconds"]
                    r["why " + last["why"]] += 1
            if falls and len(g.legal) > 1:
                steps[-1] = steps[-1][:3] + (_say(g, d),)
            g.apply(d)
        wins += g.winner == a_seat
        print(f"game {i}: {'won' if g.winner == a_seat else 'lost'}", flush=True)
        if falls and g.winner != a_seat and steps:
            # the decisions after which the policy's chance (the fitted value, every card seen) fell most
            ends = [s[0] for s in steps[1:]] + [0.5 if g.winner is None else 0.0]
            drops = sorted(((ends[k] - s[0], k) for k, s in enumerate(steps)), key=lambda t: t[0])[:falls]
            for fall, k in sorted(drops, key=lambda t: t[1]):
                v, who, where, what = steps[k]
                print(f"    {fall:+.2f} from {v:.2f} after {who} {what!r} ({where})", flush=True)
    print(f"{'kind':12s} {'a game':>7s} {'worlds':>7s} {'cands':>6s} {'changed':>8s} {'ms':>6s} {'ms share':>8s}  why")
    total = sum(r["ms"] for r in rows.values()) or 1
    for k, r in sorted(rows.items(), key=lambda kv: -kv[1]["ms"]):
        m = r["n"]
        why = " ".join(f"{w[4:]} {v}" for w, v in r.items() if w.startswith("why "))
        print(f"{k:12s} {m / n:7.1f} {r['rounds'] / m:7.1f} {r['cands'] / m:6.1f} {100 * r['changed'] / m:7.1f}% "
              f"{r['ms'] / m:6.1f} {100 * r['ms'] / total:7.0f}%  {why}")
    lo, hi = wilson(wins, n)
    print(f"{spec} vs {opponent}: {wins}/{n} = {100 * wins / n:.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}%)")


def brier(db, n):
    from heresy_app.engine import new_game
    from heresy_app.engine.ai import choose, make_policy
    from heresy_app.engine.ai.leaf import fitted_value
    from heresy_app.engine.ai.sector_model import game_value, win_chance
    from heresy_app.engine.observation import step_of
    h = make_policy("heuristic")
    pts = []
    for i in range(n):
        ids = _deck(db, 2 * i)
        g = new_game(ids, ids, 1000 + i, db, log=False)
        rng, seen, last = random.Random(i), [], None
        while not g.over:
            st = step_of(g)
            if st != last and st in ("battle", "combat"):
                seen.append((game_value(g, 0), win_chance(g, 0), win_chance(g, 0, True), fitted_value(g, 0)))
            last = st
            g.apply(choose(h, g, rng))
        y = 0.5 if g.winner is None else float(g.winner == 0)
        pts += [v + (y,) for v in seen]
    names = ("game_value", "win_chance", "win_chance, every card seen", "fitted_value, every card seen")
    for j, name in enumerate(names):
        b = sum((p[j] - p[-1]) ** 2 for p in pts) / len(pts)
        print(f"{name:28s} Brier {b:.3f} over {len(pts)} positions of {n} games (a coin: 0.250)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=40)
    ap.add_argument("--start", type=int, default=0, help="the first game's number (runs side by side)")
    ap.add_argument("--policy", default="veteran")
    ap.add_argument("--opponent", default="baseline")
    ap.add_argument("--brier", type=int, default=0, metavar="N")
    ap.add_argument("--falls", type=int, default=0, metavar="K",
                    help="for each lost game, the K decisions after which the policy's value fell most")
    args = ap.parse_args()
    os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-bench-"))
    from heresy_app.cards.db import CardDB
    db = CardDB()
    t = time.process_time()
    if args.brier:
        brier(db, args.brier)
    else:
        probe(db, args.policy, args.opponent, args.n, args.start, args.falls)
    print(f"[{time.process_time() - t:.0f} s CPU]")


if __name__ == "__main__":
    main()
