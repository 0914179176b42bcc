"""Deck validation speed (issue 5: "validation of a 60-card deck takes well under a millisecond").

Run: python benchmarks/decks.py [--cards 2000] [--repeat 2000]
Builds a temporary card database (the shipped cards plus a synthetic pool of ``--cards`` cards,
so that the pool is the size a grown card list will have), makes a legal 60-card deck and an
illegal one from it, and prints the mean, p50 and p95 time of `validate`, next to the goal (1 ms)
and next to a naive reference: reading the deck's cards as pydantic models from SQLite, which
is what validation would cost without the cached per-card facts. Also times `stats`,
`parse_text` and `to_text` of the same deck, and the one-off cost of building the facts cache.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from heresy_app.cards.database import build_database
from heresy_app.cards.db import CardDB
from heresy_app.cards.model import Card
from heresy_app.cards.sources import load_all
from heresy_app.decks import Deck, DeckEntry, card_index, parse_text, to_text, validate
from heresy_app.decks.index import forget
from heresy_app.decks.stats import stats

GOAL_S = 0.001


def synthetic(n: int, seed: int = 5) -> list[Card]:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        side = rng.choice(["loyalist", "traitor", "unaligned"])
        out.append(Card.model_validate({
            "id": f"BX-{i:04d}", "rarity": "common", "type": "unit", "side": side,
            "name": {"en": f"Bench Squad {i}", "ru": f"Тестовый отряд {i}"},
            "flags": rng.randint(0, 2), "firepower": rng.randint(0, 6), "assault": rng.randint(0, 6),
            "speed": rng.randint(1, 4), "armor": rng.randint(1, 6), "die": rng.randint(1, 6),
            "unique": rng.random() < 0.1,
            "command": {"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."}}))
    return out


def timed(fn, repeat: int) -> list[float]:
    fn()
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return times


def row(label: str, times: list[float]) -> str:
    times = sorted(times)
    mean = statistics.fmean(times)
    p50 = times[len(times) // 2]
    p95 = times[int(len(times) * 0.95) - 1]
    return f"{label:<44} {mean * 1e6:9.1f} {p50 * 1e6:9.1f} {p95 * 1e6:9.1f}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cards", type=int, default=2000, help="synthetic cards added to the shipped pool")
    ap.add_argument("--repeat", type=int, default=2000)
    args = ap.parse_args(argv)

    sets, shipped = load_all()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "cards.sqlite"
        build_database(path, sets, shipped + synthetic(args.cards))
        db = CardDB(path, user=False)
        t = time.perf_counter()
        idx = card_index(db)
        cold = time.perf_counter() - t

        pick = [f for f in idx.facts.values() if f.side == "loyalist" and f.type != "sector" and not f.unique]
        legal = Deck(side="loyalist", entries=[DeckEntry(card_id=f.id, count=4) for f in pick[:15]])
        illegal = Deck(entries=[DeckEntry(card_id=f.id, count=5) for f in pick[:8]]
                       + [DeckEntry(card_id=f.id, count=4) for f in idx.facts.values() if f.side == "traitor"][:4]
                       + [DeckEntry(card_id="SEC-001", count=1)])
        assert legal.size == 60 and validate(legal, db).valid
        text = to_text(legal, db)

        naive = lambda: [db.get(e.card_id) for e in legal.entries]  # noqa: E731
        print(f"card pool: {len(idx.facts)} cards; deck: {legal.size} cards in {len(legal.entries)} entries; "
              f"Python {sys.version.split()[0]}")
        print(f"building the per-card facts cache once: {cold * 1e3:.1f} ms")
        print(f"{'':<44} {'mean µs':>9} {'p50 µs':>9} {'p95 µs':>9}")
        v = timed(lambda: validate(legal, db), args.repeat)
        print(row("validate, legal 60-card deck", v))
        print(row(f"validate, illegal deck ({len(validate(illegal, db).errors)} errors)",
                  timed(lambda: validate(illegal, db), args.repeat)))
        print(row("reference: the goal", [GOAL_S]))
        print(row("reference: naive, read 15 Card models", timed(naive, max(50, args.repeat // 10))))
        print(row("stats, legal 60-card deck", timed(lambda: stats(legal, db), args.repeat // 4)))
        print(row("parse_text, 60-card deck", timed(lambda: parse_text(text, db), args.repeat // 4)))
        print(row("to_text, 60-card deck", timed(lambda: to_text(legal, db), args.repeat // 4)))
        mean = statistics.fmean(v)
        print(f"validate: mean {mean * 1e6:.0f} µs = {mean / GOAL_S:.1%} of the 1 ms goal")
        forget(db)
        db.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
