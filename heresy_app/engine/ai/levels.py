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

from heresy_app.i18n import pick

__all__ = ["LEVELS", "level_names", "level_label", "level_spec", "make_level"]

# name: (English, Russian, what it is in a few words (en, ru), base ms, cap ms, rare ms; None for the heuristic)
LEVELS = {
    "recruit": ("Recruit", "Новобранец", ("rules of thumb, moves at once", "действует по наитию, ходит сразу"),
                None, None, None),
    "veteran": ("Veteran", "Ветеран", ("looks ahead, about 0.05 s a move", "просчитывает ход, около 0,05 с на ход"),
                40.0, 48.0, 200.0),
    "warmaster": ("Warmaster", "Магистр войны", ("thinks deep, up to 1 s a move",
                                                 "думает глубоко, до 1 с на ход"), 400.0, 1000.0, 1000.0),
}


def level_names() -> tuple[str, ...]:
    """The levels, weakest first."""
    return tuple(LEVELS)


def level_label(name: str, lang: str = "en") -> str:
    """The level's name as a player reads it, in ``lang`` ("en" or "ru")."""
    return pick(lang, en=LEVELS[name][0], ru=LEVELS[name][1])


def level_spec(name: str) -> str:
    """What the level plays with, as a policy spec (``heuristic`` or ``search:Nms``)."""
    base = LEVELS[name][3]
    return "heuristic" if base is None else f"search:{base:g}ms"


def make_level(name: str, playouts: int | None = None):
    """The policy of level ``name``. ``playouts`` replaces a search level's time budget with a
    fixed number of playouts (reproducible: tests use it)."""
    from heresy_app.engine.ai.heuristic import HeuristicPolicy
    from heresy_app.engine.ai.search import SearchPolicy

    label, _ru, _what, base, cap, rare = LEVELS[name]
    if base is None:
        pol = HeuristicPolicy()
        return pol
    if playouts is not None:
        return SearchPolicy(playouts=playouts, name=f"{name}:{playouts}")
    # the closest key decisions may take the rare decisions' time too, within search.LONG_SHARE of the choices
    return SearchPolicy(ms=base, cap_ms=cap, name=name, rare_ms=rare, long_ms=rare)
