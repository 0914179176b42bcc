"""Do the same random games still play the same? A check for engine speed work: it plays N seeded
random games (the sample decks and the card pool's decks, the log on and off) and prints one hash
of every game's legal lists, decisions and log. A change that only makes the engine faster must
leave the hash unchanged.

    python benchmarks/same_games.py [--games N]
"""

from __future__ import annotations

import argparse
import hashlib
import random


def game_hash(deck_a, deck_b, seed: int, log: bool) -> str:
    from heresy_app.engine import new_game
    from heresy_app.engine.play import fast_random

    h = hashlib.sha256()
    g = new_game(deck_a, deck_b, seed, log=log)
    rng = random.Random(seed)
    while not g.over:
        h.update(repr(g.legal).encode())
        g.apply(fast_random(g, rng))
    h.update(repr(g.decisions).encode())
    h.update(repr((g.winner, g.turn)).encode())
    for e in g.log:
        h.update(repr((e.rule, e.key, sorted(e.args.items(), key=lambda kv: kv[0]))).encode())
    return h.hexdigest()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=200)
    args = ap.parse_args(argv)
    from heresy_app.decks.practice import sample_ids
    from heresy_app.engine import pool_deck

    pairs = {"sample": (sample_ids("loyalist"), sample_ids("traitor")),
             "pool": (pool_deck("loyalist"), pool_deck("traitor"))}
    total = hashlib.sha256()
    for name, (a, b) in pairs.items():
        part = hashlib.sha256()
        for seed in range(args.games):
            for log in (False, True):
                part.update(game_hash(a, b, seed, log).encode())
        print(f"{name}: {part.hexdigest()[:16]}")
        total.update(part.digest())
    print(f"all: {total.hexdigest()[:16]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
