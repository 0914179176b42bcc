"""The heuristic's last look at a deciding battle (``rescue_worlds``, heresy_app/engine/ai/rescue.py)
measured paired: the heuristic as it plays (its weights file) against the same weights with
``rescue_worlds`` 0, each against the frozen baseline on ``ai_tune.py``'s games (one sample deck for
both players, loyalist for even games; the heuristic's seat alternating every two games). The
heuristic is deterministic, so a game in which the look never changed a decision is the same game
without it: only the games it touched are played again.

    python benchmarks/ai_rescue_pair.py --start 200000 -n 150
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--start", type=int, default=200000)
    ap.add_argument("-n", type=int, default=150)
    args = ap.parse_args()
    os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-pair-"))
    import ai_tune

    from heresy_app.engine.ai import heuristic
    from heresy_app.engine.ai.weights import DEFAULT
    touched: list[int] = []
    real = heuristic.rescue

    def spy(*a, **k):
        d = real(*a, **k)
        if d != ("pass",):
            touched.append(1)
        return d

    heuristic.rescue = spy
    w = DEFAULT.as_dict()
    w0 = dict(w, rescue_worlds=0.0)
    tot_a = tot_b = only_a = only_b = n_touched = 0
    for i in range(args.start, args.start + args.n):
        touched.clear()
        a = ai_tune.play_game(w, i)
        b = a
        if touched:
            n_touched += 1
            b = ai_tune.play_game(w0, i)
        tot_a, tot_b, only_a, only_b = tot_a + a, tot_b + b, only_a + (a > b), only_b + (b > a)
        print(f"game {i}: with {a} without {b} touched {len(touched)}", flush=True)
    print(f"games {args.start}-{args.start + args.n - 1}: with the look {tot_a}/{args.n}, without {tot_b}/{args.n}; "
          f"touched {n_touched}; won only with {only_a}, only without {only_b}")


if __name__ == "__main__":
    main()
