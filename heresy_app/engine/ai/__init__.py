"""AI policies for the battle engine (no Qt).

A policy is a callable ``policy(observation, legal, rng) -> decision`` (the contract of
:func:`heresy_app.engine.play.random_policy`). It sees only what its player may see: the
engine's ``observation(player)`` and, under ``observation["public"]``, the
:func:`~heresy_app.engine.ai.info.public_state` — the game with every hidden card replaced
canonically, so no decision can depend on a hidden card. :func:`observe` builds both.

Policies by name (the ``heresy sim`` flags ``--policy-a`` / ``--policy-b``):

- ``random``: a uniformly random legal decision;
- ``heuristic``: rules of thumb (:mod:`heresy_app.engine.ai.heuristic`);
- ``baseline``: the heuristic frozen as it stood before issue 26's rework
  (:mod:`heresy_app.engine.ai.baseline`), the yardstick strength is measured against;
- ``search``: determinized Monte-Carlo search (:mod:`heresy_app.engine.ai.search`);
  ``search:N`` = N playouts a decision, ``search:Nms`` = a budget of N ms of CPU time a decision;
- the three strengths a player picks (:mod:`heresy_app.engine.ai.levels`): ``recruit``
  (Новобранец), ``veteran`` (Ветеран) and ``warmaster`` (Магистр войны).

>>> import random
>>> from heresy_app.engine import new_game, pool_deck
>>> state = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=2)
>>> p = make_policy("search:16")
>>> p(observe(state, state.current_player), state.legal_decisions(), random.Random(1)) in state.legal_decisions()
True
"""

from __future__ import annotations

import random

from heresy_app.engine.ai.baseline import BaselinePolicy
from heresy_app.engine.ai.heuristic import HeuristicPolicy, decide, game_value
from heresy_app.engine.ai.info import determinize, observe, public_state
from heresy_app.engine.ai.levels import LEVELS, level_label, level_names, make_level
from heresy_app.engine.ai.search import DEFAULT_PLAYOUTS, SearchPolicy
from heresy_app.engine.manual import for_ai

__all__ = ["make_policy", "policy_names", "PolicyError", "RandomPolicy", "HeuristicPolicy", "BaselinePolicy", "SearchPolicy",
           "observe", "public_state", "determinize", "decide", "game_value", "choose", "DEFAULT_PLAYOUTS",
           "LEVELS", "level_names", "level_label", "make_level"]

POLICY_NAMES = ("random", "heuristic", "baseline", "search")


class PolicyError(ValueError):
    """An unknown policy name or a bad budget."""


class RandomPolicy:
    """A uniformly random legal decision (needs nothing but the legal list)."""

    name = "random"
    wants_public = False
    public_only = False
    blind = True

    def __call__(self, observation, legal, rng: random.Random):
        return legal[rng.randrange(len(legal))]

    def __repr__(self):
        return "random"


def policy_names() -> tuple[str, ...]:
    """Every policy name ``make_policy`` takes without a budget: the policies and the levels."""
    return POLICY_NAMES + level_names()


def make_policy(spec: str):
    """A policy from its name: ``random``, ``heuristic``, ``baseline``, ``search``, ``search:N``,
    ``search:Nms``, or a level: ``recruit``, ``veteran``, ``warmaster``."""
    text = str(spec).strip().lower()
    name, _, arg = text.partition(":")
    if name in LEVELS and not arg:
        return make_level(name)
    if name == "random" and not arg:
        return RandomPolicy()
    if name == "heuristic" and not arg:
        return HeuristicPolicy()
    if name == "baseline" and not arg:
        return BaselinePolicy()
    if name == "search":
        if not arg:
            return SearchPolicy()
        try:
            if arg.endswith("ms"):
                ms = float(arg[:-2])
                if not 0 < ms <= 600_000:
                    raise ValueError
                return SearchPolicy(ms=ms)
            n = int(arg)
            if not 1 <= n <= 1_000_000:
                raise ValueError
            return SearchPolicy(playouts=n)
        except ValueError:
            raise PolicyError(f"bad search budget {arg!r}: use search:N (playouts, 1 or more) "
                              f"or search:Nms (milliseconds)") from None
    raise PolicyError(f"unknown policy {spec!r}: use {', '.join(level_names())}, random, heuristic, baseline, "
                      f"search, search:N or search:Nms")


def choose(policy, state, rng: random.Random, stop=None):
    """Ask ``policy`` for the decision of the player to move in ``state``. Builds the observation
    it needs: the public state for policies with ``wants_public``, and only ``player`` and
    ``public`` for those that also say ``public_only`` (they read nothing else); ``blind``
    policies (random) get only ``player``. ``stop`` (a callable) is handed to policies that say
    ``stoppable``: once it returns true the search ends at once (its answer is not wanted)."""
    legal = for_ai(state.legal_decisions(), state)   # never an ability resolved by hand
    if len(legal) == 1:
        return legal[0]
    p = state.current_player
    if getattr(policy, "blind", False):
        return policy({"player": p}, legal, rng)
    wants = getattr(policy, "wants_public", True)
    obs = observe(state, p, public=wants, full=not (wants and getattr(policy, "public_only", False)))
    if stop is not None and getattr(policy, "stoppable", False):
        return policy(obs, legal, rng, stop=stop)
    return policy(obs, legal, rng)
