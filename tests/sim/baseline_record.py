"""The frozen ``baseline`` policy's decisions in seeded games, recorded once (issue 26) so that a
test can pin that the policy stays the same. Rewrite the record only when the engine's rules change
on purpose (the games then differ for every policy):

    python tests/sim/baseline_record.py
"""

from __future__ import annotations

import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

RECORD = os.path.join(os.path.dirname(os.path.abspath(__file__)), "baseline_games.json")
SEEDS = (1, 2, 3, 4)


def play(db, seed: int) -> list:
    """Game ``seed``: the loyalist sample deck against the traitor one, ``baseline`` in both seats;
    the decisions made, as lists."""
    from heresy_app.decks.practice import playable_ids
    from heresy_app.engine import new_game
    from heresy_app.engine.ai import choose, make_policy
    decks = [playable_ids(name, db)[0] for name in ("sample:loyalist", "sample:traitor")]
    if seed % 2:
        decks.reverse()
    pol = make_policy("baseline")
    rngs = (random.Random(seed * 2), random.Random(seed * 2 + 1))
    g = new_game(decks[0], decks[1], seed, db, log=False)
    out = []
    while not g.is_over and len(out) < 5000:
        d = choose(pol, g, rngs[g.current_player])
        out.append(list(d))
        g.apply(d)
    return out


def main() -> None:
    from heresy_app.cards.db import CardDB
    db = CardDB()
    with open(RECORD, "w", encoding="utf-8") as f:
        json.dump({str(s): play(db, s) for s in SEEDS}, f, separators=(",", ":"))
        f.write("\n")
    print(f"wrote {RECORD}")


if __name__ == "__main__":
    main()
