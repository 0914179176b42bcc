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


def stat_row(st: GameState, c: int) -> list[int]:
    """``[st.stat(c, s) for s in (FP, AS, SP, AR, FL)]`` (no ``vs``): printed, the card's own
    constants, what it was given for the war action, the battle and the turn, the constants of
    cards in play; none below 0. (The five written out, not looped over: about an eighth faster.)"""
    t = st.tpl[c]
    fp, as_, sp, ar, fl = t.stats
    if t.const_mods:
        row = [fp, as_, sp, ar, fl]
        for cs, n in t.const_mods:
            row[cs] += n
        fp, as_, sp, ar, fl = row
    wa, bb, tb = st.wa_bonus, st.battle_bonus, st.turn_bonus
    if wa or bb or tb:
        k = c * 5
        for d in (wa, bb, tb):
            if d:
                get = d.get
                fp += get(k, 0)
                as_ += get(k + 1, 0)
                sp += get(k + 2, 0)
                ar += get(k + 3, 0)
                fl += get(k + 4, 0)
    if (st.auras or st.sec_auras) and not st.aura_busy:   # constants of cards in play (abilities.constant)
        aura = st.cat.aura_stat
        fp += aura(st, c, 0)
        as_ += aura(st, c, 1)
        sp += aura(st, c, 2)
        ar += aura(st, c, 3)
        fl += aura(st, c, 4)
    return [fp if fp > 0 else 0, as_ if as_ > 0 else 0, sp if sp > 0 else 0, ar if ar > 0 else 0, fl if fl > 0 else 0]
