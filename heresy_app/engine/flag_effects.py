"""Flags as counted, for a time (issue 24, g10): a typed ability's "counts as having N flags" / "give
no flags" (ir.SetStat with a duration: "E: Enemy Vehicles in this sector give no flags.", "T: One of
your flagless units counts as having 1 flag until the end of the battle.").
Added later (issue 24, g20b): any statistic set to a number for a time ("That unit's firepower becomes 1
until the end of this war action", «Скорость выбранного отряда становится равной 0»), kept the same way.

Each card the ability names counts as having that number of flags until the end of the duration: the
difference from what it has now is kept beside the bonuses of that duration, so the resolution's
count, conditions and filters read it as they read any change for a time, and it ends when they do.
A constant's "counts as having" is read in play by :func:`heresy_app.engine.targets.aura_stat`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from heresy_app.engine import citations as R
from heresy_app.engine.card_effects import lasting
from heresy_app.engine.targets import resolve_targets
from heresy_app.engine.terms import STAT_CODES

if TYPE_CHECKING:
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Node
    from heresy_app.engine.state import GameState

__all__ = ["set_stat"]


def set_stat(st: GameState, use: AbilityFrame, e: Node) -> None:
    """A constant's printed number is read by its card's template (nothing to do when used); a typed
    ability's flags as counted are set now, for its duration."""
    if e.get("duration") is None:
        use.ptr += 1
        return None
    bonus = lasting(st, use, e, st.wa_bonus, st.battle_bonus, st.turn_bonus)
    s = STAT_CODES[e["stat"]]
    n = int(e["amount"]["value"])
    rule = R.EVENT if use.ab.kind == "E" else R.PREPARATION_ABILITIES if use.ab.kind == "preparation" else R.TACTIC
    for c in resolve_targets(st, use, e["target"], use.ptr):
        if st.in_play(c):
            key = c * 5 + s
            bonus[key] = bonus.get(key, 0) + n - st.stat(c, s)
            if e["stat"] != "flags":   # g20b: any statistic set to a number for a time
                st.note(rule, "stat.set", card=c, n=n, stat=e["stat"])
            elif n:
                st.note(rule, "flags.counted-as", card=c, n=n)
            else:
                st.note(rule, "flags.none", card=c)
    use.ptr += 1
    return None
