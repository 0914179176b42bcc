"""Fit the search's leaf value to game results (issue 26, fifth round).

Plays N self-play games with the playouts' own policy (the quick heuristic, a tenth of its
decisions made at random so the positions spread as the search's candidates do), records
:func:`heresy_app.engine.ai.leaf.features` for both players where the search's playouts stop (the
end of each deployment, the end of each battle) with who won, fits a logistic model without
intercept (plain Python, Newton's method with a little L2) on three quarters of the games and reports the
Brier score of the fitted value and of ``win_chance`` on the other quarter (a coin: 0.250).

    python benchmarks/ai_fit.py -n 600 [--out heresy_app/engine/ai/leaf_weights.py]
    python benchmarks/ai_fit.py --data /tmp/leaf.json      # refit saved positions
    python benchmarks/ai_fit.py -n 3000 --at war_action --out heresy_app/engine/ai/leaf_weights_wa.py
                              # the value the search scores a playout cut at a war action's end with
    python benchmarks/ai_fit.py -n 3000 --at deployment --data /tmp/dep.json
                              # positions where a deployment decision's lines end, against the cuts' weights

Games as in ``heresy sim``: both sample decks mirrored (loyalist and traitor alternating).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

EPSILON = 0.1

from heresy_app.engine.ai.sector_model import logistic  # noqa: E402


def positions(db, n, start=0, at="cuts"):
    """(features, outcome for the player, game number, win_chance) rows of ``n`` self-play games,
    taken ``at`` the search's cuts (the end of each deployment and battle), at the end of each
    war action ("war_action": what a playout cut there would score) or at the end of each
    deployment only ("deployment": where a deployment decision's lines end)."""
    from heresy_app.decks.practice import playable_ids
    from heresy_app.engine import new_game
    from heresy_app.engine.ai.heuristic import decide
    from heresy_app.engine.ai.leaf import features
    from heresy_app.engine.ai.outcome import end_depth
    from heresy_app.engine.ai.sector_model import win_chance
    from heresy_app.engine.manual import for_ai
    from heresy_app.engine.observation import step_of
    rows = []
    for i in range(start, start + n):
        ids = playable_ids(("sample:loyalist", "sample:traitor")[i % 2], db)[0]
        g = new_game(ids, ids, 50_000 + i, db, log=False)
        rng = random.Random(i)
        seen = []
        last_step, last_b, last_wa = None, -1, -1
        k = 0
        while not g.over and k < 3000:
            st = step_of(g)
            if at == "war_action":
                wa = end_depth(g)
                cut = last_wa >= 0 and len(g.stack) <= last_wa
                last_wa = -1 if cut else (wa if wa >= 0 else last_wa)
            elif at == "deployment":
                cut = last_step == "deployment" and st != "deployment"
            else:
                cut = (last_step == "deployment" and st != "deployment") or (last_b >= 0 and g.bsec != last_b)
            if cut:
                seen.append([(features(g, p), p, win_chance(g, p, True)) for p in (0, 1)])
            last_step, last_b = st, g.bsec
            legal = g.legal
            p = g.current_player
            if len(legal) > 1 and rng.random() < EPSILON:
                opts = [d for d in for_ai(legal, g) if d != ("retreat",)] or legal
                d = rng.choice(opts)
            else:
                d = decide(g, p, legal, rng, True)
            g.apply(d)
            k += 1
        if not g.over:
            continue
        for pair in seen:
            for f, p, wc in pair:
                y = 0.5 if g.winner is None else float(g.winner == p)
                rows.append((f, y, i, wc))
        if (i - start + 1) % 20 == 0:
            print(f"{i - start + 1} games, {len(rows)} positions", flush=True)
    return rows


def _solve(A, b):
    """x with A x = b (Gaussian elimination with partial pivoting; A is small and positive definite)."""
    n = len(b)
    M = [row[:] + [b[i]] for i, row in enumerate(A)]
    for c in range(n):
        r = max(range(c, n), key=lambda i: abs(M[i][c]))
        M[c], M[r] = M[r], M[c]
        for i in range(c + 1, n):
            f = M[i][c] / M[c][c]
            if f:
                for j in range(c, n + 1):
                    M[i][j] -= f * M[c][j]
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        x[i] = (M[i][n] - sum(M[i][j] * x[j] for j in range(i + 1, n))) / M[i][i]
    return x


def predict(w, x) -> float:
    return logistic(sum(a * b for a, b in zip(w, x, strict=False)))


def fit(X, y, l2=1e-3, iters=30):
    """Logistic regression without intercept by Newton's method (plain Python: a dozen weights);
    the weights."""
    k, n = len(X[0]), len(y)
    w = [0.0] * k
    for _ in range(iters):
        grad = [l2 * n * a for a in w]
        H = [[l2 * n if i == j else 0.0 for j in range(k)] for i in range(k)]
        for x, t in zip(X, y, strict=False):
            p = predict(w, x)
            r, v = p - t, p * (1 - p)
            for i in range(k):
                grad[i] += x[i] * r
                vi = v * x[i]
                if vi:
                    Hi = H[i]
                    for j in range(i + 1):
                        Hi[j] += vi * x[j]
        for i in range(k):
            for j in range(i):
                H[j][i] = H[i][j]
        step = _solve(H, grad)
        w = [a - s for a, s in zip(w, step, strict=False)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def landed(at="cuts"):
    """The weights the search scores with now at ``at`` (to tell whether a refit tells the winner
    better on the same held-out positions)."""
    if at == "war_action":
        from heresy_app.engine.ai.leaf_weights_wa import WEIGHTS
    else:   # the cuts, and a deployment's end (a value of its own there was tried in the tenth round, not kept)
        from heresy_app.engine.ai.leaf_weights import WEIGHTS
    return WEIGHTS


def brier(ps, ys) -> float:
    return sum((p - t) ** 2 for p, t in zip(ps, ys, strict=False)) / len(ys)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=400)
    ap.add_argument("--start", type=int, default=0)
    ap.add_argument("--data", help="a .json of positions to refit (or where to save new ones)")
    ap.add_argument("--out", help="write the weights as a Python module here")
    ap.add_argument("--at", choices=["cuts", "war_action", "deployment"], default="cuts",
                    help="positions at the search's cuts (default), at the end of each war action, or of each deployment")
    ap.add_argument("--more", nargs="*", help="further saved positions (.json) to fit with")
    args = ap.parse_args()
    from heresy_app.engine.ai.leaf import FEATURES
    if args.data and os.path.exists(args.data):
        with open(args.data, encoding="utf-8") as f:
            rows = [tuple(r) for r in json.load(f)]
    else:
        os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-bench-"))
        from heresy_app.cards.db import CardDB
        t = time.process_time()
        rows = positions(CardDB(), args.n, args.start, args.at)
        print(f"[{time.process_time() - t:.0f} s CPU]")
        if args.data:
            with open(args.data, "w", encoding="utf-8") as f:
                json.dump(rows, f)
    for extra in args.more or ():
        with open(extra, encoding="utf-8") as f:
            rows += [tuple(r) for r in json.load(f)]
    games = {r[2] for r in rows}
    train = [r for r in rows if r[2] % 4 != 3]
    test = [r for r in rows if r[2] % 4 == 3]
    w = fit([r[0] for r in train], [r[1] for r in train])
    ys = [r[1] for r in test]
    print(f"{len(rows)} positions of {len(games)} games; held out {len(test)}")
    print(f"Brier on the held-out quarter: fitted {brier([predict(w, r[0]) for r in test], ys):.4f}, "
          f"the landed weights {brier([predict(landed(args.at), r[0]) for r in test], ys):.4f}, "
          f"win_chance {brier([r[3] for r in test], ys):.4f} (a coin: 0.250)")
    w_all = fit([r[0] for r in rows], [r[1] for r in rows])
    for name, a, b in zip(FEATURES, w, w_all, strict=False):
        print(f"  {name:12s} {a:+.3f}  (all games {b:+.3f})")
    n_games = len(games)
    y = rows
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write('"""The fitted leaf value\'s weights, in the order of '
                    ':data:`heresy_app.engine.ai.leaf.FEATURES`\n(written by benchmarks/ai_fit.py: '
                    f'{len(y)} positions of {n_games} self-play games)."""\n\n')
            f.write("WEIGHTS = (\n")
            for name, a in zip(FEATURES, w_all, strict=False):
                f.write(f"    {a:.4f},   # {name}\n")
            f.write(")\n")
        print(f"weights written to {args.out}")


if __name__ == "__main__":
    main()
