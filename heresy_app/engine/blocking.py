"""Who may block an attack and how much damage it deals: :func:`blockers` is the one home of "who
may block" (rules: battle.blocking, with the restrictions and rule changes that narrow it) and
:func:`attack_damage` of how much damage an attack deals (an overrun included). The combat step
asks them, and the AI too. Functions of the state; none changes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from heresy_app.engine import rule_changes
from heresy_app.engine.bends import doubled, extra_damage
from heresy_app.engine.restrictions import barred_by
from heresy_app.engine.targets import aura_barred, damage_reduction, restricted
from heresy_app.engine.targets import aura_restricts as restricted_by_aura
from heresy_app.engine.terms import AS, ASSAULT, CHARGING, FP, LOCKED, SHOOTING, SP, SPECIAL_ASSAULT, UNIT

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Uses
    from heresy_app.engine.state import GameState

__all__ = ["blockers", "blockers_given", "barred_blockers", "barred_some", "unshootable", "unassaultable",
           "attack_damage", "counters", "unblockable_here"]


def blockers(st: GameState, unit: int, target: int, kind: int) -> list[int]:
    """The enemy units that may block an attack of ``unit`` on ``target`` (rules: battle.blocking):
    a shot only by a unit that is not locked and faster than the shooter, an assault (a special one
    too) only by a charging unit; never the target itself. A unit that "cannot be blocked" has none,
    one that "cannot be blocked by Vehicles" none with that keyword (rules: abilities.restriction)."""
    if unblockable_here(st, kind):   # "Shooting in this sector cannot be blocked." (abilities.rule-change)
        return []
    return blockers_given(st, unit, target, kind, barred_blockers(st, unit))


def blockers_given(st: GameState, unit: int, target: int, kind: int, barred: frozenset[str]) -> list[int]:
    """:func:`blockers` once no rule change bars every block, ``barred`` (:func:`barred_blockers`) read."""
    own = "unblockable_shooting" if kind == SHOOTING else "unblockable_assault" if kind == ASSAULT else None
    if own is not None and own in st.uses and restricted(st, unit, own):   # g6: "This unit's shooting cannot be blocked."
        return []
    opp = 1 - st.owner[unit]
    s = st.bsec
    tpl, pos = st.tpl, st.pos
    if "" in barred:
        return []
    if kind == SHOOTING:
        speed = st.stat(unit, SP)
        fast = "block_any_speed" in st.uses   # "can block shooting regardless of speed"
        speeds, plus = _block_speeds(st.uses)
        # g6: "may block shooting as if its speed were N": a speed above the shooter's counts
        as_fast = [f"block_as_speed_{k}" for k in speeds if k > speed] if speeds else []
        # g11: "blocks as if it had +1 speed": its speed and that much more against the shooter's
        out: list[int] = []   # (a loop: a comprehension is a call of its own in Python 3.11)
        for b in st.sectors[s][opp]:
            if b != target and tpl[b].type == UNIT and pos[b] != LOCKED and (
                    st.stat(b, SP) > speed or fast and restricted(st, b, "block_any_speed")
                    or as_fast and any(restricted(st, b, r) for r in as_fast)
                    or plus and any(st.stat(b, SP) + k > speed and restricted(st, b, f"block_speed_plus_{k}")
                                    for k in plus)):
                out.append(b)
    else:
        uncharged = "block_uncharged" in st.uses   # g6: "may block assaults even if it is not charging"
        out = []
        for b in st.sectors[s][opp]:
            if b != target and tpl[b].type == UNIT and (
                    pos[b] == CHARGING or uncharged and pos[b] != LOCKED and restricted(st, b, "block_uncharged")):
                out.append(b)
    if "no_block" in st.uses:   # "cannot block" (abilities.restriction)
        out = [b for b in out if not restricted(st, b, "no_block")]
    if "unblockable_by" in st.uses:   # "cannot be blocked by units with 2 or more flags"
        out = [b for b in out if not barred_by(st, unit, b, "unblockable")]
    if own is not None and own + "_by" in st.uses:   # g16: "Flagless units cannot block this unit's assaults."
        out = [b for b in out if not barred_by(st, unit, b, own)]
    return [b for b in out if not barred & st.keywords(b)] if barred else out


_ATTACK_KINDS = {SHOOTING: "shooting", ASSAULT: "assault", SPECIAL_ASSAULT: "special_assault"}
# st.uses -> (the N of "block as if its speed were N", the k of "as if it had +k speed")
_SPEEDS: dict[Uses, tuple[tuple[int, ...], tuple[int, ...]]] = {}


def _block_speeds(uses: Uses) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """What the cards of a game (``st.uses``) say of blocking shooting as if faster, read once per game's
    cards: the speeds N of "may block shooting as if its speed were N" and the k of "blocks as if it
    had +k speed", 1 to 9 each."""
    got = _SPEEDS.get(uses)
    if got is None:
        got = _SPEEDS[uses] = (tuple(k for k in range(1, 10) if f"block_as_speed_{k}" in uses),
                               tuple(k for k in range(1, 10) if f"block_speed_plus_{k}" in uses))
    return got


def unblockable_here(st: GameState, kind: int) -> bool:
    """Does a rule change say attacks of ``kind`` cannot be blocked in the battle's sector
    ("Shooting in this sector cannot be blocked."; rules: abilities.rule-change)?"""
    return "sector_rule" in st.uses and rule_changes.holds(st, _ATTACK_KINDS[kind], "unblockable")


def counters(st: GameState, c: int) -> bool:
    """Does ``c`` counter-attack now: it has Counter-attack (term.counter-attack) and no rule change
    says the keyword has no effect in the battle's sector (abilities.rule-change)?"""
    return st.has_counter(c) and not ("sector_rule" in st.uses and rule_changes.holds(st, "counter_attack", "no_effect"))


def barred_some(st: GameState, u: int, kind: int | None = None) -> bool:
    """Does a description bar some units from blocking ``u`` now (g16: or from blocking its attacks of
    ``kind``: "Flagless units cannot block this unit's assaults.")?"""
    rules = ["unblockable"] if "unblockable_by" in st.uses else []
    own = "unblockable_shooting" if kind == SHOOTING else "unblockable_assault" if kind == ASSAULT else None
    if own is not None and own + "_by" in st.uses:
        rules.append(own)
    if not rules:
        return False
    return any(barred_by(st, u, b, r) for b in st.sectors[st.bsec][1 - st.owner[u]] for r in rules)


def unassaultable(st: GameState, c: int, unit: int) -> bool:
    """May ``unit`` not declare an assault on ``c`` ("cannot be assaulted [by units with speed 3 or
    more]"; abilities.restriction)?"""
    return restricted(st, c, "unassaultable") or barred_by(st, c, unit, "unassaultable")


def barred_blockers(st: GameState, unit: int) -> frozenset[str]:
    """The keywords of the units that may not block ``unit`` ("" = none may): printed on it, or given
    to it for a time by an ability (rules: abilities.restriction)."""
    barred = st.tpl[unit].no_block_by
    given = st.timed(unit, "unblockable")
    if st.auras and "unblockable" in st.uses:   # a constant's scope ("Your Vehicles cannot be blocked.")
        barred = barred | aura_barred(st, unit)
    return barred | {k[2] for k, _ in given} if given else barred


def unshootable(st: GameState, c: int) -> bool:
    """May no unit declare a shot at ``c``? Printed on it, given to it for a time, or to a scope it is
    in by a constant (abilities.restriction)."""
    return st.tpl[c].unshootable or bool((st.wa_bonus or st.battle_bonus or st.turn_bonus)
                                         and st.timed(c, "unshootable")) or (
        bool(st.auras) and "unshootable" in st.uses and restricted_by_aura(st, c, "unshootable"))


def attack_damage(st: GameState, unit: int, target: int, kind: int, overrun: tuple[int, int] | None = None) -> int:
    """The damage ``unit`` deals ``target`` now: its firepower when shooting, its assault otherwise,
    "versus" bonuses against ``target`` included. An overrun (``overrun=(left, assault that dealt
    the first damage)``) carries what was left, with any difference between the unit's assault
    against its new target now and the assault that dealt the first damage (rules:
    battle.assault.overrun-details)."""
    less = damage_reduction(st, target, kind) if "damage_reduced" in st.uses else 0   # g6: "... is reduced by 1"
    if "damage_bonus" in st.uses:   # g11: "deals 1 extra damage when it shoots / assaults" (engine.bends)
        less -= extra_damage(st, unit, "shooting" if kind == SHOOTING else "assault")
    times = 2 if "damage_bonus" in st.uses and doubled(st, unit, "shooting" if kind == SHOOTING else "assault") else 1
    if kind == SHOOTING:
        return max(0, times * st.stat(unit, FP, target, kind) - less)
    if overrun is not None:
        if "sector_rule" in st.uses and rule_changes.holds(st, "overrun", "no_damage"):
            return 0   # "Overrun deals no damage in this sector." (abilities.rule-change)
        left, as0 = overrun
        return max(0, left + st.stat(unit, AS, target, kind) - as0 - less)
    return max(0, times * st.stat(unit, AS, target, kind) - less)
