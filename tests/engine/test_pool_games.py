"""Every card of the pool in play: seeded random games of a deck holding every Loyalist and
Unaligned card against one holding every Traitor and Unaligned card end without an error
(benchmarks/pool_games.py plays 1,000 of them)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks.pool_games import pool_decks  # noqa: E402
from heresy_app.cards.db import CardDB  # noqa: E402
from heresy_app.engine.simulate import simulate  # noqa: E402


def test_the_pool_decks_hold_every_card_of_the_pool():
    db = CardDB(user=False)
    a, b = pool_decks(db)
    played = {c.id for c in db.all_cards() if c.type.value != "sector"}
    assert set(a) | set(b) == played
    assert set(a) & set(b) == {c.id for c in db.all_cards() if c.side.value == "unaligned" and c.type.value != "sector"}


def test_random_games_with_every_pool_card_end_without_an_error():
    db = CardDB(user=False)
    a, b = pool_decks(db)
    rep = simulate(a, b, 24, seed=15, jobs=1, policy_a="random", policy_b="random", db=db)
    assert rep["errors"] == []
    assert rep["finished"] == 24
