"""The ``search`` policy: determinized Monte-Carlo search over what the player may know.

For each decision with a real choice it samples ``worlds`` possible worlds from the public state
(:func:`~heresy_app.engine.ai.info.determinize`: the hidden cards dealt at random, the player's
own deck order too), tries every candidate decision in each world with the same random numbers
(common random numbers make the comparison fair), plays on with the fast heuristic for both
players to the end of the battle under way (outside a battle: to the end of the next battle; at
most ``horizon`` decisions, and never past the end of the turn), and scores the result with the
heuristic's :func:`~heresy_app.engine.ai.heuristic.game_value` (1/0/0.5 once the game is over).
The candidate with the best average wins; it must beat the heuristic's own choice by
``MARGIN`` (playouts are noisy).

Budget: ``playouts`` per decision (reproducible: the same seed gives the same game), or ``ms``
(a time budget per decision: faster machines search deeper, so results vary between runs). Under a
time budget a round starts only when the average round so far says it will end in time, and a
round the clock still cuts short is dropped; when not even the first round fits, the heuristic's
own choice is played.
"""

from __future__ import annotations

import random
import time

from heresy_app.engine.ai.heuristic import decide, fallback_choice, game_value, patience_spent, public_view
from heresy_app.engine.ai.info import determinize

__all__ = ["SearchPolicy", "DEFAULT_PLAYOUTS"]

DEFAULT_PLAYOUTS = 16
MAX_CANDIDATES = 8
MARGIN = 0.03   # leave the heuristic's choice only for a clearly better average


class SearchPolicy:
    """``policy(observation, legal, rng) -> decision``: needs ``observation["public"]``."""

    wants_public = True
    public_only = True

    def __init__(self, playouts: int | None = None, ms: float | None = None, horizon: int = 400):
        if playouts is None and ms is None:
            playouts = DEFAULT_PLAYOUTS
        self.playouts = playouts
        self.ms = ms
        self.horizon = horizon
        self.name = f"search:{ms:g}ms" if ms is not None else f"search:{playouts}"

    def __repr__(self):
        return self.name

    def __call__(self, observation, legal, rng):
        if len(legal) == 1:
            return legal[0]
        pub, me = public_view(observation)
        if pub is None:
            return fallback_choice(legal, rng)
        own = random.Random(rng.getrandbits(64))
        default = decide(pub, me, legal, random.Random(0))
        if default == ("pass",) and patience_spent(pub):
            return default           # battle.combat.limit: the AI stops repeating itself
        cands = _candidates(legal, default, own)
        if len(cands) == 1:
            return cands[0]
        totals = [0.0] * len(cands)   # every candidate is played in the same worlds
        started = time.perf_counter()
        deadline = started + self.ms / 1000.0 if self.ms is not None else None
        budget = self.playouts if self.playouts is not None else 10 ** 9
        rounds = 0
        while rounds * len(cands) < budget:
            if deadline is not None and rounds:
                # a round tries every candidate in one sampled world; start one only when it
                # should end in time, and drop one the clock cuts short (the candidates are
                # compared over the same worlds)
                now = time.perf_counter()
                if now + (now - started) / rounds > deadline:
                    break
            world = determinize(pub, me, own)
            seed = own.getrandbits(32)
            values = []
            for d in cands:
                if deadline is not None and time.perf_counter() >= deadline:
                    values = None
                    break
                w = world.clone()
                w.apply(d)
                values.append(_playout(w, me, random.Random(seed), self.horizon))
            if values is None:
                if not rounds:   # not even one world in time: the heuristic's choice stands
                    return default
                break
            for i, v in enumerate(values):
                totals[i] += v
            rounds += 1
        means = [t / max(1, rounds) for t in totals]
        best_i = default_i = cands.index(default)
        for i, v in enumerate(means):
            if v > means[best_i] + (MARGIN if best_i == default_i else 1e-9):
                best_i = i
        return cands[best_i]


def _candidates(legal, default, rng):
    seen = []
    for d in legal:
        if d not in seen:
            seen.append(d)
    if len(seen) <= MAX_CANDIDATES:
        return seen
    others = [d for d in seen if d != default]
    return [default] + rng.sample(others, MAX_CANDIDATES - 1)


def _playout(w, me, rng, horizon):
    """Play on with the heuristic for both players until the battle under way (or, outside a
    battle, the next battle) is over, at most ``horizon`` decisions; the value for ``me``.
    Stopping at a fixed number of decisions would reward stalling (an extra tactic pushes the
    bad news past the horizon), so the horizon is a point in the game, not a count."""
    turn, battle, fought = w.turn, w.bsec, len(w.fought)
    n = 0
    while not w.over and n < horizon:
        if w.turn != turn:
            break
        if battle >= 0:
            if w.bsec != battle:
                break
        elif len(w.fought) > fought and w.bsec < 0:
            break
        legal = w.legal
        p = w.current_player
        w.apply(decide(w, p, legal, rng))
        n += 1
    return game_value(w, me)
