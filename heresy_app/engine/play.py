"""Running games: policies, :func:`play_game`, and :func:`pool_deck` (a deck for tests and
benchmarks made from the card pool; the sample decks are the decks package's:
``heresy_app.decks.sample_ids``).

A policy is a callable ``policy(observation, legal, rng) -> decision``: it sees only the
observation of the player to move (hidden information respected) and the legal decisions.

>>> g = play_game(seed=4, deck_a=pool_deck("loyalist"), deck_b=pool_deck("traitor"), log=False)
>>> g.is_over
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from heresy_app.engine.catalog import catalog_for
from heresy_app.engine.game import new_game
from heresy_app.engine.manual import for_ai
from heresy_app.engine.observation import observation
from heresy_app.engine.state import GameState

if TYPE_CHECKING:
    from heresy_app.engine.shapes import CardSource, Decision, Json

#: ``policy(observation, legal, rng) -> decision``
Policy = Callable[["Json", list["Decision"], random.Random], "Decision"]

__all__ = ["play_game", "random_policy", "fast_random", "pool_deck"]


def random_policy(observation: Json, legal: Sequence[Decision], rng: random.Random) -> Decision:
    """Picks uniformly among the legal decisions."""
    return legal[rng.randrange(len(legal))]


def fast_random(state: GameState, rng: random.Random) -> Decision:
    """A uniformly random legal decision, read straight from the state (no observation built)."""
    legal = state.legal
    if state.cat.by_hand is not False:   # never an ability resolved by hand (none: all)
        legal = for_ai(legal, state)
    return legal[int(rng.random() * len(legal))]


def play_game(policy_a: Policy | None = None, policy_b: Policy | None = None, seed: int = 0,
              deck_a: Sequence[str] | None = None, deck_b: Sequence[str] | None = None, db: CardSource | None = None, *,
              policy_seed: int | None = None, log: bool = True, max_decisions: int = 100_000) -> GameState:
    """Play one full game and return the final state. ``None`` policies play at random (fast
    path: no observation is built). ``policy_seed`` seeds the policies' own generator. Without
    decks, each side plays its :func:`pool_deck`."""
    deck_a = deck_a or pool_deck("loyalist", db)
    deck_b = deck_b or pool_deck("traitor", db)
    g = new_game(deck_a, deck_b, seed, db, log=log)
    rng = random.Random(seed if policy_seed is None else policy_seed)
    policies = (policy_a, policy_b)
    n = 0
    while not g.over:
        p = g.current_player
        assert p is not None   # (the game is not over)
        pol = policies[p]
        if pol is None:
            d = fast_random(g, rng)
        else:
            d = pol(observation(g, p), for_ai(g.legal_decisions(), g), rng)
        g.apply(d)
        n += 1
        if n > max_decisions:
            raise RuntimeError(f"the game did not end after {max_decisions} decisions (seed {seed})")
    return g


_pool_cache: dict[tuple[str, int, int], list[str]] = {}


def pool_deck(side: str, db: CardSource | None = None, size: int = 60) -> list[str]:
    """``size`` cards cycling through every card of ``side`` and the unaligned ones, four of each,
    in card-id order (every printed ability of the side gets played)."""
    key = (side, id(db), size)
    if key in _pool_cache:
        return _pool_cache[key]
    cat = catalog_for(db)
    cards = sorted((c for c in cat.db.all_cards()
                    if c.side.value in (side, "unaligned") and c.type.value != "sector"), key=lambda c: c.id)
    deck: list[str] = []
    i = 0
    while len(deck) < size and cards:
        for _ in range(4):
            if len(deck) < size:
                deck.append(cards[i % len(cards)].id)
        i += 1
    _pool_cache[key] = deck
    return deck
