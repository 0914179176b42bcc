"""Verbs and rule bends of issue 24 (g11) as the engine plays them: stats swapped for a time ("T: Swap
the firepower and armor of target unit."), two cards swapping sectors ("swap this unit with one of your
units in another sector"), and extra damage by kind of attack ("Units with Counter-attack in this
sector deal 1 extra damage when they counter-attack."), read where damage is dealt (combat).

Rules (our clarification, abilities.restriction / term.move): a swap of stats is a change for its
time, the difference added to one stat and taken from the other, so later changes add to the swapped
numbers; a swap of places is two moves at once, each card keeping its position; extra damage is
added to the damage an attack of that kind deals (a counter-attack's too), not to the stat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from heresy_app.engine import citations as R
from heresy_app.engine.card_effects import lasting, movable
from heresy_app.engine.targets import candidates, each_aura, resolve_targets
from heresy_app.engine.terms import SHIP, STAT_CODES, UNIT, Z_SECTOR

if TYPE_CHECKING:
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Decision, Node
    from heresy_app.engine.state import GameState

__all__ = ["swap_stats", "swap_between", "swap_places", "swap_places_pick", "give_damage_bonus", "extra_damage", "doubled",
           "ATTACKS"]

ATTACKS = ("shooting", "assault", "counter_attack")
"""The kinds of attack a damage bonus names, as its key's last part."""


def swap_stats(st: GameState, use: AbilityFrame, e: Node) -> None:
    """Each target's two stats change places: the difference is a change for the effect's time."""
    a, b = (STAT_CODES[s] for s in e["stats"])
    bonus = lasting(st, use, e, st.wa_bonus, st.battle_bonus, st.turn_bonus)
    for c in resolve_targets(st, use, e["target"], use.ptr):
        if not st.in_play(c) or st.tpl[c].type == SHIP:
            continue
        va, vb = st.stat(c, a), st.stat(c, b)
        if va != vb:
            bonus[c * 5 + a] = bonus.get(c * 5 + a, 0) + vb - va
            bonus[c * 5 + b] = bonus.get(c * 5 + b, 0) + va - vb
        st.note(R.TACTIC, "stat.swapped", card=c, stat=e["stats"][0], other=e["stats"][1], n=vb, m=va)
    use.ptr += 1
    return None


def swap_between(st: GameState, use: AbilityFrame, e: Node) -> None:
    """g13: one stat of two cards changes places ("Swap the armor of the attacking unit and the defending
    unit"): each card's becomes the other's, as a change for the effect's time; nothing happens unless both
    are units in play (two different cards)."""
    code = STAT_CODES[e["stat"]]
    bonus = lasting(st, use, e, st.wa_bonus, st.battle_bonus, st.turn_bonus)
    pair: list[int | None] = []
    for t in (e["target"], e["other"]):
        cs = [c for c in resolve_targets(st, use, t, use.ptr) if st.in_play(c) and st.tpl[c].type == UNIT]
        pair.append(cs[0] if cs else None)
    use.ptr += 1
    a, b = pair
    if a is None or b is None or a == b:
        st.note(R.TACTIC, "stat.swap-none")
        return None
    va, vb = st.stat(a, code), st.stat(b, code)
    if va != vb:
        bonus[a * 5 + code] = bonus.get(a * 5 + code, 0) + vb - va
        bonus[b * 5 + code] = bonus.get(b * 5 + code, 0) + va - vb
    st.note(R.TACTIC, "stat.swapped-between", card=a, target=b, stat=e["stat"], n=vb, m=va)
    return None


def _sector(st: GameState, c: int) -> int:
    return st.loc[c] - Z_SECTOR if st.loc[c] >= Z_SECTOR else -1


def swap_places(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """The target and ``other`` change sectors. A card named by a choice in ``other`` is chosen now,
    among the cards in another open sector than the target's; nothing happens when none can move."""
    key = -1 - use.ptr
    if use.sub == 0:
        mine = [c for c in resolve_targets(st, use, e["target"], use.ptr) if st.in_play(c) and movable(st, c)]
        use.sub = 1
        if not mine:
            _swap_done(st, use, key, None)
            return None
        use.chosen[key] = mine[:1]
        other = e["other"]
        if other.get("ref") == "choose":
            here, open_ = _sector(st, mine[0]), set(st.open_sectors())
            cands = [c for c in candidates(st, use.ctrl, other, here)   # "in another sector": than the target's
                     if c != mine[0] and movable(st, c) and _sector(st, c) in open_ and _sector(st, c) != here]
            if cands:
                use.player = use.ctrl
                return [("choose", c) for c in cands]
            _swap_done(st, use, key, None)
            return None
        theirs = [c for c in resolve_targets(st, use, other, use.ptr) if st.in_play(c) and movable(st, c)]
        _swap_done(st, use, key, theirs[0] if theirs else None)
    return None


def swap_places_pick(st: GameState, use: AbilityFrame, e: Node, c: int) -> None:
    _swap_done(st, use, -1 - use.ptr, c)


def _swap_done(st: GameState, use: AbilityFrame, key: int, other: int | None) -> None:
    mine = use.chosen.pop(key, None)
    use.sub = 0
    use.ptr += 1
    if not mine or other is None:
        st.note(R.TERM_MOVE, "swap.none")
        return None
    a = mine[0]
    sa, sb = _sector(st, a), _sector(st, other)
    if sa < 0 or sb < 0 or sa == sb or sa not in st.open_sectors() or sb not in st.open_sectors():
        st.note(R.TERM_MOVE, "swap.none")
        return None
    for c, s in ((a, sb), (other, sa)):
        p, pos, up = st.owner[c], st.pos[c], st.up[c]
        st.move_out(c)
        st.put_in_sector(c, s, up)
        st.pos[c] = pos
        st.note(R.TERM_MOVE, "moved", card=c, sector=s, player=p)
    st.note(R.TERM_MOVE, "swap.done", card=a, other=other)
    return None


def give_damage_bonus(st: GameState, use: AbilityFrame, e: Node) -> None:
    """A typed ability's extra damage: kept beside the bonuses of its time, key ("dmg_bonus", card, kind)."""
    bonus = lasting(st, use, e, st.wa_bonus, st.battle_bonus, st.turn_bonus)
    for c in resolve_targets(st, use, e["target"], use.ptr):
        if st.in_play(c) and st.tpl[c].type == UNIT and e.get("double"):   # g13: "deals double damage when ..."
            bonus[("dmg_double", c, e["attack"])] = 1
            if e["attack"] == "shooting":
                st.note(R.RESTRICTION, "damage.double-shooting", card=c)
            elif e["attack"] == "assault":
                st.note(R.RESTRICTION, "damage.double-assault", card=c)
            else:
                st.note(R.RESTRICTION, "damage.double-counter", card=c)
        elif st.in_play(c) and st.tpl[c].type == UNIT:
            k = ("dmg_bonus", c, e["attack"])
            bonus[k] = bonus.get(k, 0) + e["amount"]
            if e["attack"] == "shooting":
                st.note(R.RESTRICTION, "damage.bonus-shooting", card=c, n=e["amount"])
            elif e["attack"] == "assault":
                st.note(R.RESTRICTION, "damage.bonus-assault", card=c, n=e["amount"])
            else:
                st.note(R.RESTRICTION, "damage.bonus-counter", card=c, n=e["amount"])
    use.ptr += 1
    return None


def extra_damage(st: GameState, c: int, attack: str) -> int:
    """How much more damage ``c`` deals now in an attack of ``attack`` (one of :data:`ATTACKS`): its
    constants', a scope's that reaches it, and what a typed ability gave it for a time."""
    if "damage_bonus" not in st.uses:
        return 0
    n = 0
    if st.wa_bonus or st.battle_bonus or st.turn_bonus:
        n += sum(v for k, v in st.timed(c, "dmg_bonus") if k[2] == attack)
    if st.auras or st.sec_auras:
        n += sum(e["amount"] for _, e in each_aura(st, c, "bonus_dmg") if e["attack"] == attack)
    return n


def doubled(st: GameState, c: int, attack: str) -> bool:
    """g13: does ``c`` deal double damage now in an attack of ``attack`` ("This unit deals double damage when
    it counter-attacks"): a constant's, a scope's that reaches it, or given for a time."""
    if "damage_bonus" not in st.uses:
        return False
    if (st.wa_bonus or st.battle_bonus or st.turn_bonus) and any(k[2] == attack for k, _ in st.timed(c, "dmg_double")):
        return True
    return bool(st.auras or st.sec_auras) and any(
        e.get("double") and e["attack"] == attack for _, e in each_aura(st, c, "bonus_dmg"))


# g21b: this room's log lines of damage reduced or prevented are the catalog's (engine.ftl, "## g21b")

ALL_DAMAGE = 99   # g21b: "Prevent all damage to ...": a reduction no attack's damage outgrows


def reduce_damage(st: GameState, use: AbilityFrame, e: Node) -> None:
    """g21b (issue 24): a typed ability's reduction of the damage its target takes from attacks of one kind
    ("T: Reduce the damage of this assault by 2.", "Prevent all damage to the defending unit this war action."):
    kept beside the bonuses of its time, key ("reduce", card, kind); read where damage is dealt
    (targets.damage_reduction). A constant's is read from its card (nothing to do when it is used)."""
    if e.get("duration") is None:
        use.ptr += 1
        return None
    where = lasting(st, use, e, st.wa_bonus, st.battle_bonus, st.turn_bonus)
    n = ALL_DAMAGE if e.get("amount") is None else e["amount"]
    for c in resolve_targets(st, use, e["target"], use.ptr):
        if not st.in_play(c) or st.tpl[c].type == SHIP:
            continue
        k = ("reduce", c, e.get("attack") or "any")
        where[k] = where.get(k, 0) + n
        if n >= ALL_DAMAGE:
            st.note(R.DAMAGE, "damage.prevented-for-now", card=c)
        else:
            st.note(R.DAMAGE, "damage.reduced-for-now", card=c, n=n)
    use.ptr += 1
    return None

