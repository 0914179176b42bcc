"""The engine's golden record: seeded games whose every decision, winner and cited rules id are
kept, so a change that should not change the game (a restructuring) can prove it did not.

    python tests/engine/golden.py            # compare with the record (exit 1 on a difference)
    python tests/engine/golden.py --write    # record anew (only in a commit that changes rules on purpose, saying why)

Each game is stored as its seed, decks, policy, winner, number of decisions and SHA-256 digests
of its decision list and of its sequence of cited rules ids. The games: 500 seeded random games
(250 with the two sample decks, 250 with "pool" decks cycling through every card of each side, so
rarer abilities are played too) and 50 heuristic-against-heuristic games with the sample decks
(the heuristic at its weights' defaults: :class:`heresy_app.engine.ai.weights.Weights`).
``tests/engine/test_golden_record.py`` replays a share of them in every test run; this script
replays them all.
"""


from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path

RECORD = Path(__file__).with_name("golden_games.json")
RANDOM_GAMES = 500
HEURISTIC_GAMES = 50


def pool_deck(side: str) -> list[str]:
    """60 cards cycling through every non-sector card of ``side`` and the unaligned ones, 4 of each."""
    from heresy_app.engine import pool_deck as pool

    return list(pool(side))


def sample_deck(side: str) -> list[str]:
    from heresy_app.decks.practice import sample_ids

    return sample_ids(side)


def _digest(items) -> str:
    return hashlib.sha256(json.dumps(items, separators=(",", ":")).encode()).hexdigest()


def play(kind: str, decks: str, seed: int) -> dict:
    """One recorded game: ``kind`` is "random" or "heuristic", ``decks`` "sample" or "pool"."""
    from heresy_app.engine import new_game

    maker = sample_deck if decks == "sample" else pool_deck
    a, b = maker("loyalist"), maker("traitor")
    g = new_game(a, b, seed, log=True)
    rng = random.Random(seed)
    if kind == "random":
        while not g.is_over:
            legal = g.legal_decisions()
            g.apply(legal[rng.randrange(len(legal))])
    else:
        from heresy_app.engine.ai import HeuristicPolicy, choose
        from heresy_app.engine.ai.weights import Weights

        # the heuristic at its weights' defaults, not the tuned ones it plays by (heuristic_weights.json):
        # the record pins the engine, and tuning the AI must not move it
        pols = (HeuristicPolicy(Weights()), HeuristicPolicy(Weights()))
        rngs = (random.Random(seed * 2), random.Random(seed * 2 + 1))
        while not g.is_over:
            p = g.current_player
            g.apply(choose(pols[p], g, rngs[p]))
    decisions = [list(d) for d in g.decisions]
    rules = [entry[0] for entry in g.log]
    return {"kind": kind, "decks": decks, "seed": seed, "winner": g.winner, "turns": g.turn,
            "decisions": len(decisions), "decisions_sha256": _digest(decisions),
            "rules": len(rules), "rules_sha256": _digest(rules)}


def games() -> list[tuple[str, str, int]]:
    out = [("random", "sample" if i % 2 == 0 else "pool", 1000 + i) for i in range(RANDOM_GAMES)]
    out += [("heuristic", "sample", 5000 + i) for i in range(HEURISTIC_GAMES)]
    return out


def record() -> list[dict]:
    return [play(*g) for g in games()]


def compare(recorded: list[dict], subset=None) -> list[str]:
    """Replay the recorded games (all, or the indexes in ``subset``); the differences, in words."""
    out = []
    for i, old in enumerate(recorded):
        if subset is not None and i not in subset:
            continue
        new = play(old["kind"], old["decks"], old["seed"])
        if new != old:
            keys = [k for k in old if old[k] != new.get(k)]
            out.append(f"{old['kind']} game with {old['decks']} decks, seed {old['seed']}: differs in "
                       + ", ".join(f"{k} ({old[k]!r} -> {new.get(k)!r})" for k in keys))
    return out


def load() -> list[dict]:
    return json.loads(RECORD.read_text(encoding="utf-8"))["games"]


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if "--write" in argv:
        data = {"about": "tests/engine/golden.py: seeded games the engine must replay identically",
                "games": record()}
        tmp = RECORD.with_suffix(".tmp")
        tmp.write_text(json.dumps(data, indent=0) + "\n", encoding="utf-8")
        tmp.replace(RECORD)
        print(f"recorded {len(data['games'])} games in {RECORD}")
        return 0
    diffs = compare(load())
    for d in diffs:
        print(d)
    print(f"{len(load())} games replayed, {len(diffs)} differ")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
