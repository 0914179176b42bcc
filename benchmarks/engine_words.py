"""Every sentence the engine says, written out so two trees can be compared byte for byte (issue 25:
the engine's words moved into the message catalog with no sentence changed).

    python benchmarks/engine_words.py OUT [--games N] [--golden-step K]

Plays seeded random games (sample and pool decks, as tests/engine/golden.py does) plus every K-th
game of the golden record, and writes, in English and Russian: at every decision point the question
and every legal decision (the command line's numbered words, and as the player to move sees them,
with the cards they may not see hidden); at the end the whole log as the command line, each player
and a watcher read it. One line per sentence, prefixed by where it came from.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "engine"))


def game_lines(kind: str, decks: str, seed: int, out) -> int:
    import golden

    from heresy_app.engine import new_game
    from heresy_app.engine.events import decision_text, log_lines, question_text
    from heresy_app.engine.seen_words import for_viewer

    maker = golden.sample_deck if decks == "sample" else golden.pool_deck
    g = new_game(maker("loyalist"), maker("traitor"), seed, log=True)
    rng = random.Random(seed)
    tag = f"{kind}/{decks}/{seed}"
    n = 0
    step = 0
    pols = None
    if kind == "heuristic":
        from heresy_app.engine.ai import HeuristicPolicy, choose
        from heresy_app.engine.ai.weights import Weights
        pols = (HeuristicPolicy(Weights()), HeuristicPolicy(Weights()))
        rngs = (random.Random(seed * 2), random.Random(seed * 2 + 1))
    while not g.is_over:
        legal = g.legal_decisions()
        q = g.question()
        p = g.current_player
        for lang in ("en", "ru"):
            seen = for_viewer(p, lang)
            out.write(f"{tag} {step} q {lang}: {question_text(g, q, lang)}\n")
            out.write(f"{tag} {step} q-seen {lang}: {question_text(g, q, lang, seen)}\n")
            n += 2
            for d in legal:
                out.write(f"{tag} {step} d {lang}: {decision_text(g, tuple(d), lang)}\n")
                out.write(f"{tag} {step} d-seen {lang}: {decision_text(g, tuple(d), lang, seen)}\n")
                out.write(f"{tag} {step} d-hid {lang}: {decision_text(g, tuple(d), lang, seen, viewer=1 - p)}\n")
                n += 3
        if pols is None:
            g.apply(legal[rng.randrange(len(legal))])
        else:
            g.apply(choose(pols[p], g, rngs[p]))
        step += 1
    for lang in ("en", "ru"):
        for name, players in (("log", None), ("log-p0", for_viewer(0, lang)), ("log-p1", for_viewer(1, lang)),
                              ("log-watch", for_viewer(None, lang))):
            for i, (rule, text) in enumerate(log_lines(g, lang, players)):
                out.write(f"{tag} {name} {lang} {i} {rule}: {text}\n")
                n += 1
    return n


def main(argv: list[str]) -> int:
    import argparse

    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--golden-step", type=int, default=10)
    a = ap.parse_args(argv)
    import golden

    todo = [g for i, g in enumerate(golden.games()) if i % a.golden_step == 0]
    todo += [("random", "sample" if i % 2 else "pool", 70000 + i) for i in range(a.games)]
    total = 0
    with open(a.out, "w", encoding="utf-8") as out:
        for kind, decks, seed in todo:
            total += game_lines(kind, decks, seed, out)
    print(f"{len(todo)} games, {total} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
