"""Three strengths a player can tell apart (issue 26), each a policy and a CPU budget.

========= ================ ==================================================================
level     Russian          policy
========= ================ ==================================================================
recruit   Новобранец       the heuristic: rules of thumb, no look ahead (a few ms a decision)
veteran   Ветеран          the search, 40 ms of CPU a decision, up to 48 ms for key decisions,
                           200 ms for the choice of planet and of battle and for the closest key
                           decisions (within 4% of the decisions, search.LONG_SHARE)
warmaster Магистр войны    the search, 400 ms of CPU a decision, up to 1 s for key decisions
========= ================ ==================================================================

"Key decisions" (deployment, the choice of battle, a battle that decides the game) get the time
the others leave unspent (:mod:`heresy_app.engine.ai.search`); the choice of planet and of battle,
one or two a game, may take a level's third figure. ``veteran`` is the level measured against the
frozen ``baseline`` (at most 50 ms of CPU a decision at the 95th percentile); ``warmaster`` is the hard game
(at most 1 s). The names are accepted wherever a policy is (``heresy play --ai veteran``,
``heresy sim --policy-a warmaster``); docs/ai.md gives their measured strengths.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from heresy_app import i18n

if TYPE_CHECKING:
    from heresy_app.engine.ai.heuristic import HeuristicPolicy
    from heresy_app.engine.ai.search import SearchPolicy

__all__ = ["LEVELS", "level_names", "level_label", "level_about", "level_spec", "make_level"]

# name: (base ms, cap ms, rare ms; None for the heuristic). Its name and what it is in a few words
# are the catalog's (engine.ftl: ai-level-<name>, ai-level-<name>-about)
LEVELS = {
    "recruit": (None, None, None),
    "veteran": (40.0, 48.0, 200.0),
    "warmaster": (400.0, 1000.0, 1000.0),
}


def level_names() -> tuple[str, ...]:
    """The levels, weakest first."""
    return tuple(LEVELS)


def level_label(name: str, lang: str = "en") -> str:
    """The level's name as a player reads it, in ``lang``.

    >>> level_label("warmaster", "ru"), level_about("recruit", "en")
    ('Магистр войны', 'rules of thumb, moves at once')
    """
    return i18n.t(f"ai-level-{name}", lang)


def level_about(name: str, lang: str = "en") -> str:
    """What the level is, in a few words."""
    return i18n.t(f"ai-level-{name}-about", lang)


def level_spec(name: str) -> str:
    """What the level plays with, as a policy spec (``heuristic`` or ``search:Nms``)."""
    base = LEVELS[name][0]
    return "heuristic" if base is None else f"search:{base:g}ms"


def make_level(name: str, playouts: int | None = None) -> HeuristicPolicy | SearchPolicy:
    """The policy of level ``name``. ``playouts`` replaces a search level's time budget with a
    fixed number of playouts (reproducible: tests use it)."""
    from heresy_app.engine.ai.heuristic import HeuristicPolicy
    from heresy_app.engine.ai.search import SearchPolicy

    base, cap, rare = LEVELS[name]
    if base is None:
        pol = HeuristicPolicy()
        return pol
    if playouts is not None:
        return SearchPolicy(playouts=playouts, name=f"{name}:{playouts}")
    # the closest key decisions may take the rare decisions' time too, within search.LONG_SHARE of the choices
    return SearchPolicy(ms=base, cap_ms=cap, name=name, rare_ms=rare, long_ms=rare)
