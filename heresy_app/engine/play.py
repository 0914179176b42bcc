"""Running games: ``new_game``, policies and ``play_game``.

A policy is a callable ``policy(observation, legal, rng) -> decision``: it sees only the
observation of the player to move (hidden information respected) and the legal decisions.
"""

from __future__ import annotations

import random

from heresy_app.engine.state import GameState


def new_game(deck_a, deck_b, seed: int = 0, db=None, *, log: bool = True) -> GameState:
    """A new game: player 0 plays ``deck_a``, player 1 ``deck_b``; ``seed`` fixes every shuffle
    and coin toss. Decks are lists of card ids, (id, count) pairs, or deck objects."""
    return GameState(deck_a, deck_b, seed, db, log=log)


def random_policy(observation, legal, rng: random.Random):
    """Picks uniformly among the legal decisions."""
    return legal[rng.randrange(len(legal))]


def _fast_random(state: GameState, rng: random.Random):
    legal = state._legal
    return legal[int(rng.random() * len(legal))]


def play_game(policy_a=None, policy_b=None, seed: int = 0, deck_a=None, deck_b=None, db=None, *,
              policy_seed: int | None = None, log: bool = True, max_decisions: int = 100_000) -> GameState:
    """Play one full game and return the final state. ``None`` policies play at random (fast
    path: no observation is built). ``policy_seed`` seeds the policies' own generator."""
    if deck_a is None or deck_b is None:
        deck_a = deck_a or practice_deck("loyalist", db)
        deck_b = deck_b or practice_deck("traitor", db)
    g = GameState(deck_a, deck_b, seed, db, log=log)
    rng = random.Random(seed if policy_seed is None else policy_seed)
    policies = (policy_a, policy_b)
    n = 0
    while not g.over:
        pol = policies[g.stack[-1].player]
        if pol is None:
            d = _fast_random(g, rng)
        else:
            p = g.current_player
            d = pol(g.observation(p), g.legal_decisions(), rng)
        g.apply(d)
        n += 1
        if n > max_decisions:
            raise RuntimeError(f"the game did not end after {max_decisions} decisions (seed {seed})")
    return g


_sample_cache: dict = {}


def practice_deck(side: str, db=None, size: int = 60) -> list[str]:
    """A deck for tests and benchmarks: the sample deck of that side when the decks package
    provides it, else ``size`` cards cycling through the side's and the unaligned cards."""
    key = (side, id(db), size)
    if key in _sample_cache:
        return _sample_cache[key]
    from heresy_app.engine.catalog import catalog_for
    cat = catalog_for(db)
    deck = None
    try:
        from heresy_app.decks.formats import load_deck  # the sample decks of the decks package
        d = load_deck(f"sample:{side}", cat.db)
        deck = [str(cid) for cid, n in d.counts() if cid for _ in range(int(n))]
    except Exception:  # no decks package or no sample deck: fall back to the card pool
        deck = None
    if not deck:
        cards = [c for c in cat.db.all_cards() if c.side.value in (side, "unaligned") and c.type.value != "sector"]
        cards.sort(key=lambda c: c.id)
        deck = []
        i = 0
        while len(deck) < size and cards:
            for _ in range(4):
                if len(deck) < size:
                    deck.append(cards[i % len(cards)].id)
            i += 1
    _sample_cache[key] = deck
    return deck
