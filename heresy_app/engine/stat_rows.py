"""A card's five statistics read in one call (:func:`stat_row`): the AI values a card by all of
them at once (ai.valuation.worth, ai.sector_model.side_strength), which asked
``GameState.stat`` five times per card, millions of times a game in the search's playouts.
A function of the state; tests/engine/test_stat_row.py checks it gives what ``stat`` gives.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from heresy_app.engine.state import GameState

__all__ = ["stat_row"]

_FIVE = range(5)


def stat_row(st: GameState, c: int) -> list[int]:
    """``[st.stat(c, s) for s in (FP, AS, SP, AR, FL)]`` (no ``vs``): printed, the card's own
    constants, what it was given for the war action, the battle and the turn, the constants of
    cards in play; none below 0."""
    t = st.tpl[c]
    row = list(t.stats)
    if t.const_mods:
        for cs, n in t.const_mods:
            row[cs] += n
    key = c * 5
    for d in (st.wa_bonus, st.battle_bonus, st.turn_bonus):
        if d:
            for s in _FIVE:
                row[s] += d.get(key + s, 0)
    if (st.auras or st.sec_auras) and not st.aura_busy:   # constants of cards in play (abilities.constant)
        aura_stat = st.cat.aura_stat
        for s in _FIVE:
            row[s] += aura_stat(st, c, s)
    for s in _FIVE:
        if row[s] < 0:
            row[s] = 0
    return row
