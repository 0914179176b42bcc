"""The heuristic's decisions in seeded games, recorded when its rules of thumb were parameterised
(issue 26, the seventh round), so that a test pins that :class:`~heresy_app.engine.ai.weights.Weights`
at their defaults play the heuristic as it stood: the heuristic (full form) against the frozen
baseline, and the quick form the search's playouts use in both seats. Rewrite the record only when
the heuristic or the engine's rules change on purpose:

    python tests/sim/heuristic_record.py
"""

from __future__ import annotations

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

RECORD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "heuristic_games.json")
SEEDS = (1, 2, 3)


def play(db, seed: int, quick: bool, weights=None) -> list:
    """Game ``seed``: the loyalist sample deck against the traitor one; the heuristic (with
    ``weights``, None for the defaults) against the baseline, or with ``quick`` the quick heuristic
    in both seats. The decisions made, as lists."""
    from heresy_app.decks.practice import playable_ids
    from heresy_app.engine import new_game
    from heresy_app.engine.ai import choose, make_policy
    from heresy_app.engine.ai.heuristic import decide
    from heresy_app.engine.ai.info import public_state
    from heresy_app.engine.manual import for_ai
    decks = [playable_ids(name, db)[0] for name in ("sample:loyalist", "sample:traitor")]
    if seed % 2:
        decks.reverse()
    kw = {} if weights is None else {"weights": weights}
    heur = make_policy("heuristic") if weights is None else _weighted(weights)
    pols = (heur, make_policy("baseline"))
    rngs = (random.Random(seed * 2), random.Random(seed * 2 + 1))
    g = new_game(decks[0], decks[1], seed, db, log=False)
    out = []
    while not g.is_over and len(out) < 5000:
        p = g.current_player
        if quick:
            legal = for_ai(g.legal_decisions(), g)
            d = legal[0] if len(legal) == 1 else decide(public_state(g, p), p, legal, rngs[p], True, **kw)
        else:
            d = choose(pols[p], g, rngs[p])
        out.append(list(d))
        g.apply(d)
    return out


def _weighted(weights):
    from heresy_app.engine.ai.heuristic import HeuristicPolicy
    return HeuristicPolicy(weights)


def main() -> None:
    from heresy_app.cards.db import CardDB
    db = CardDB()
    with open(RECORD, "w", encoding="utf-8") as f:
        json.dump({f"{s}{'q' if q else ''}": play(db, s, q) for s in SEEDS for q in (False, True)},
                  f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {RECORD}")


if __name__ == "__main__":
    main()
