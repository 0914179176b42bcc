"""The combat step: war actions, and the attacks among them (shooting, assault, special assault)
with their block, tactics window, damage, counter-attack and overrun; the retreat.

:func:`blockers` is the one home of "who may block" and :func:`attack_damage` of how much damage an
attack deals (an overrun included): the AI asks them too.
"""

from __future__ import annotations

from heresy_app.engine import citations as R
from heresy_app.engine.decisions import EngineError, Question
from heresy_app.engine.catalog import Ab
from heresy_app.engine.instead import destroy
from heresy_app.engine.bends import doubled, extra_damage
from heresy_app.engine.plays import AbilityFrame, TacticsFrame, anyone_has, can_use, plays, react, use_ability
from heresy_app.engine.state import Frame
from heresy_app.engine.restrictions import barred_by
from heresy_app.engine import rule_changes
from heresy_app.engine.targets import aura_barred, aura_restricts as restricted_by_aura, damage_reduction, restricted
from heresy_app.engine.terms import (CARRIED, AR, AS, ASSAULT, CHARGING, FP, LOCKED, Q_BLOCK, Q_OVERRUN, Q_WAR_ACTION,
                                     ASSET, READY, SHIP, SHOOTING, SP, SPECIAL_ASSAULT, UNIT)

__all__ = ["CombatFrame", "WarActionEndFrame", "carry_out_later", "AttackFrame", "blockers", "barred_blockers", "unshootable", "unassaultable",
           "attack_damage", "war_actions", "counters", "unblockable_here",
           "war_action_under_way", "begin_war_action", "end_war_action", "retreat"]


# ====================================================================== who may block, how much damage

def blockers(st, unit, target, kind) -> list[int]:
    """The enemy units that may block an attack of ``unit`` on ``target`` (rules: battle.blocking):
    a shot only by a unit that is not locked and faster than the shooter, an assault (a special one
    too) only by a charging unit; never the target itself. A unit that "cannot be blocked" has none,
    one that "cannot be blocked by Vehicles" none with that keyword (rules: abilities.restriction)."""
    if unblockable_here(st, kind):   # "Shooting in this sector cannot be blocked." (abilities.rule-change)
        return []
    return _blockers(st, unit, target, kind, barred_blockers(st, unit))


def _blockers(st, unit, target, kind, barred) -> list[int]:
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
        as_fast = [f"block_as_speed_{k}" for k in speeds if k > speed] if speeds else speeds
        # g11: "blocks as if it had +1 speed": its speed and that much more against the shooter's
        out = [b for b in st.sectors[s][opp]
               if b != target and tpl[b].type == UNIT and pos[b] != LOCKED and (
                   st.stat(b, SP) > speed or fast and restricted(st, b, "block_any_speed")
                   or as_fast and any(restricted(st, b, r) for r in as_fast)
                   or plus and any(st.stat(b, SP) + k > speed and restricted(st, b, f"block_speed_plus_{k}") for k in plus))]
    else:
        uncharged = "block_uncharged" in st.uses   # g6: "may block assaults even if it is not charging"
        out = [b for b in st.sectors[s][opp] if b != target and tpl[b].type == UNIT and (
            pos[b] == CHARGING or uncharged and pos[b] != LOCKED and restricted(st, b, "block_uncharged"))]
    if "no_block" in st.uses:   # "cannot block" (abilities.restriction)
        out = [b for b in out if not restricted(st, b, "no_block")]
    if "unblockable_by" in st.uses:   # "cannot be blocked by units with 2 or more flags"
        out = [b for b in out if not barred_by(st, unit, b, "unblockable")]
    if own is not None and own + "_by" in st.uses:   # g16: "Flagless units cannot block this unit's assaults."
        out = [b for b in out if not barred_by(st, unit, b, own)]
    return [b for b in out if not barred & st.keywords(b)] if barred else out


_ATTACK_KINDS = {SHOOTING: "shooting", ASSAULT: "assault", SPECIAL_ASSAULT: "special_assault"}
_SPEEDS: dict = {}   # st.uses -> (the N of "block as if its speed were N", the k of "as if it had +k speed")


def _block_speeds(uses) -> tuple:
    """What the cards of a game (``st.uses``) say of blocking shooting as if faster, read once per game's
    cards: the speeds N of "may block shooting as if its speed were N" and the k of "blocks as if it
    had +k speed", 1 to 9 each."""
    got = _SPEEDS.get(uses)
    if got is None:
        got = _SPEEDS[uses] = (tuple(k for k in range(1, 10) if f"block_as_speed_{k}" in uses),
                               tuple(k for k in range(1, 10) if f"block_speed_plus_{k}" in uses))
    return got


def unblockable_here(st, kind) -> bool:
    """Does a rule change say attacks of ``kind`` cannot be blocked in the battle's sector
    ("Shooting in this sector cannot be blocked."; rules: abilities.rule-change)?"""
    return "sector_rule" in st.uses and rule_changes.holds(st, _ATTACK_KINDS[kind], "unblockable")


def counters(st, c) -> bool:
    """Does ``c`` counter-attack now: it has Counter-attack (term.counter-attack) and no rule change
    says the keyword has no effect in the battle's sector (abilities.rule-change)?"""
    return st.has_counter(c) and not ("sector_rule" in st.uses and rule_changes.holds(st, "counter_attack", "no_effect"))


def _barred_some(st, u, kind=None) -> bool:
    """Does a description bar some units from blocking ``u`` now (g16: or from blocking its attacks of
    ``kind``: "Flagless units cannot block this unit's assaults.")?"""
    rules = ["unblockable"] if "unblockable_by" in st.uses else []
    own = "unblockable_shooting" if kind == SHOOTING else "unblockable_assault" if kind == ASSAULT else None
    if own is not None and own + "_by" in st.uses:
        rules.append(own)
    if not rules:
        return False
    return any(barred_by(st, u, b, r) for b in st.sectors[st.bsec][1 - st.owner[u]] for r in rules)


def unassaultable(st, c, unit) -> bool:
    """May ``unit`` not declare an assault on ``c`` ("cannot be assaulted [by units with speed 3 or
    more]"; abilities.restriction)?"""
    return restricted(st, c, "unassaultable") or barred_by(st, c, unit, "unassaultable")


def barred_blockers(st, unit) -> frozenset:
    """The keywords of the units that may not block ``unit`` ("" = none may): printed on it, or given
    to it for a time by an ability (rules: abilities.restriction)."""
    barred = st.tpl[unit].no_block_by
    given = st.timed(unit, "unblockable")
    if st.auras and "unblockable" in st.uses:   # a constant's scope ("Your Vehicles cannot be blocked.")
        barred = barred | aura_barred(st, unit)
    return barred | {k[2] for k, _ in given} if given else barred


def unshootable(st, c) -> bool:
    """May no unit declare a shot at ``c``? Printed on it, given to it for a time, or to a scope it is
    in by a constant (abilities.restriction)."""
    return st.tpl[c].unshootable or bool((st.wa_bonus or st.battle_bonus or st.turn_bonus)
                                         and st.timed(c, "unshootable")) or (
        bool(st.auras) and "unshootable" in st.uses and restricted_by_aura(st, c, "unshootable"))


def attack_damage(st, unit, target, kind, overrun=None) -> int:
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


# ====================================================================== war actions

def war_actions(st, p) -> list[tuple]:
    """What ``p`` may declare in the combat step: pass, shoot, charge, assault, special assaults,
    war-action abilities, and retreat when no unit of theirs is active."""
    s = st.bsec
    tpl = st.tpl
    pos = st.pos
    mine = st.sectors[s][p]
    targets = [c for c in st.sectors[s][1 - p] if tpl[c].type != SHIP]
    out = [("pass",)]
    active = False
    barring = "no_shoot" in st.uses or "no_charge" in st.uses or "no_assault" in st.uses
    shot_by = "unshootable_by" in st.uses
    assault_barred = "unassaultable" in st.uses or "unassaultable_by" in st.uses
    shootable = None   # "cannot be the target of shooting" (rules: abilities.restriction): once per target
    for u in mine:
        t = tpl[u]
        if t.type != UNIT:
            continue
        ps = pos[u]
        if ps == LOCKED:
            continue
        active = True
        # "cannot shoot / charge / assault" (abilities.restriction): that war action is not offered
        if not barring or not restricted(st, u, "no_shoot"):
            if shootable is None:
                if st.wa_bonus or st.battle_bonus or st.turn_bonus or st.auras:
                    shootable = [x for x in targets if not unshootable(st, x)]
                else:   # nothing given for a time, no constant in play: what is printed (unshootable)
                    shootable = [x for x in targets if not tpl[x].unshootable]
            if shot_by:
                out += [("shoot", u, x) for x in shootable
                        if not barred_by(st, x, u, "unshootable")]   # "... shot at by ..."
            else:
                out += [("shoot", u, x) for x in shootable]
        if ps == READY:
            if not barring or not restricted(st, u, "no_charge"):
                out.append(("charge", u))
        elif not barring or not restricted(st, u, "no_assault"):
            if assault_barred:
                out += [("assault", u, x) for x in targets if not unassaultable(st, x, u)]   # "cannot be assaulted"
            else:
                out += [("assault", u, x) for x in targets]
            for ai in t.by_kind.get("A", ()):
                if can_use(st, p, u, ai, t.abilities[ai]):
                    out.append(("special", u, ai))
    if not active and not ("sector_rule" in st.uses and rule_changes.retreat_barred(st, p)):   # g16: "No retreating"
        out.append(("retreat",))
    out.extend(plays(st, p, "WA"))
    return out


def begin_war_action(st):
    st.wa_bonus = {}
    st.wa_counter = set()
    st.used = {u for u in st.used if u[2] in ("battle", "turn")} if st.used else set()
    st.wa_att = st.wa_def = st.wa_block = -1


def end_war_action(st):
    if st.wa_bonus and st.log_enabled:
        st.note(R.TACTICS_WINDOW, "war-action.bonuses-end")
    st.wa_bonus = {}
    st.wa_counter = set()
    st.used = {u for u in st.used if u[2] in ("battle", "turn")} if st.used else set()
    st.wa_att = st.wa_def = st.wa_block = -1


def war_action_under_way(st) -> dict | None:
    """The attack under way, as the board and the AI read it: ``unit``, ``target``, ``blocker``
    (card numbers or -1), ``kind`` (0 shooting, 1 assault, 2 special assault), ``overrun`` (None, or
    the damage left and the unit's assault when it began, as :func:`attack_damage` takes them),
    ``excess`` and the ``damage`` it would deal now; None outside an attack."""
    f = st.frame(AttackFrame)
    if f is None:
        return None
    for g in reversed(st.stack):   # a war-action ability's own tactics window is not an attack's
        if g is f:
            break
        if isinstance(g, AbilityFrame) and g.wa:
            return None
    dmg = None
    if f.unit >= 0 and f.target >= 0 and st.in_play(f.unit) and st.in_play(f.target):
        dmg = f.damage(st)
    return {"unit": f.unit, "target": f.target, "blocker": st.wa_block, "kind": f.kind,
            "overrun": (f.strength, f.as0) if f.overrun else None, "excess": f.excess, "damage": dmg}


def retreat(st, combat, p):
    """battle.retreat: every card of ``p`` in the sector is destroyed and the battle goes to
    resolution. battle.retreat.reactions: it is destruction like any other, so "destroyed"
    reactions may answer each card (one window per card, in the order they came into the
    sector, the retreating player first); the retreat is ``p``'s war action."""
    s = st.bsec
    begin_war_action(st)
    if st.log_enabled:
        st.note(R.RETREAT, "retreat", player=p, sector=s)
    gone = list(st.sectors[s][p])
    for c in gone:
        st.destroy(c)
    combat.ended = True
    st.stack.append(WarActionEndFrame())
    if gone and anyone_has(st, "R"):
        st.note(R.RETREAT_REACTIONS, "retreat.reactions", player=p)
        for c in reversed(gone):  # the stack runs the last pushed first: the first card's window opens first
            react(st, "destroyed", c, p)
    # "When you retreat" / "When your opponent retreats" (g5): answered first, once the cards are gone
    react(st, "retreats", -1, p)


def _active(st, p) -> bool:
    """Has ``p`` a unit in the battle's sector that is not locked (one that may still act: no retreat then)?"""
    return any(st.tpl[u].type == UNIT and st.pos[u] != LOCKED for u in st.sectors[st.bsec][p])


class CombatFrame(Frame):
    """The combat step: players declare war actions in turn until both pass one after the other
    (or one retreats); then it ends, and the battle goes on to its resolution."""

    __slots__ = ("passes", "wa_count", "ended")

    def __init__(self, player):
        self.player = player
        self.passes = 0
        self.wa_count = 0
        self.ended = False

    def question(self, st):
        return Question(Q_WAR_ACTION, self.player, sector=st.bsec)

    def step(self, st):
        if self.ended:
            st.stack.pop()
            return None
        return war_actions(st, self.player)

    def apply(self, st, d):
        p = self.player
        k = d[0]
        if k == "pass":
            self.passes += 1
            if st.log_enabled:
                st.note(R.PASS, "pass", player=p)
                if "sector_rule" in st.uses and not _active(st, p) and rule_changes.retreat_barred(st, p):
                    st.note(R.RULE_CHANGE, "rule.no-retreat", player=p)   # g16: it would have retreated
            react(st, "passes", -1, p)   # g12: "When your opponent passes" (a war action not declared)
            if self.passes >= 2:
                st.note(R.COMBAT, "combat.ends")
                self.ended = True
            else:
                self.player = 1 - p
            return
        if k == "retreat":
            retreat(st, self, p)
            return
        self.passes = 0
        self.wa_count += 1
        self.player = 1 - p
        begin_war_action(st)
        if k == "shoot":
            u, t = d[1], d[2]
            st.pos[u] = LOCKED
            if st.log_enabled:
                st.note(R.SHOOTING, "shoots", player=p, unit=u, target=t)
            st.stack.append(WarActionEndFrame())
            st.stack.append(AttackFrame(p, SHOOTING, u, t))
            _locked(st, u, p)
        elif k == "assault":
            u, t = d[1], d[2]
            st.pos[u] = LOCKED
            st.note(R.ASSAULT, "assaults", player=p, unit=u, target=t)
            st.stack.append(WarActionEndFrame())
            st.stack.append(AttackFrame(p, ASSAULT, u, t))
            _locked(st, u, p)
        elif k == "special":
            u, ai = d[1], d[2]
            st.note(R.SPECIAL_ASSAULT, "special-assault", player=p, unit=u, ability=(u, ai))
            st.stack.append(WarActionEndFrame())
            f = AttackFrame(p, SPECIAL_ASSAULT, u, -1)
            f.ai = ai
            st.stack.append(f)
        elif k == "charge":
            u = d[1]
            st.pos[u] = CHARGING
            if st.log_enabled:
                st.note(R.CHARGE, "charges", player=p, unit=u)
            st.stack.append(WarActionEndFrame())
            # g11: "may charge and assault / shoot in the same war action": offered after the window
            if ("charge_assault" in st.uses or "charge_shoot" in st.uses) and (
                    restricted(st, u, "charge_assault") or restricted(st, u, "charge_shoot")):
                st.stack.append(ChargeFollowFrame(p, u))
            # a tactics window after this war action too (rules: battle.charge), once the
            # reactions to the charge have answered it; the charging player first
            st.stack.append(TacticsFrame(p))
            react(st, "charges", u, p)
        elif k in ("play", "manual"):
            c, ai = d[1], d[2]
            st.stack.append(WarActionEndFrame())
            use_ability(st, p, c, ai, wa=True)
        else:
            raise EngineError(f"unknown war action {d!r}")
        if "war_action" in st.uses:   # "When your opponent declares a war action": answered first
            react(st, "war_action", -1, p)


class ChargeFollowFrame(Frame):
    """g11: "This unit may charge and assault (shoot) in the same war action." (abilities.restriction,
    our clarification): once the charge's tactics window closes, the unit, still charging, may assault
    or shoot as the war action's own attack (its bonuses go on), or its player passes."""

    __slots__ = ("unit",)

    def __init__(self, player, unit):
        self.player = player
        self.unit = unit

    def question(self, st):
        return Question(Q_WAR_ACTION, self.player, sector=st.bsec, unit=self.unit)

    def step(self, st):
        u, s = self.unit, st.bsec
        if not st.in_play(u) or st.pos[u] != CHARGING or u not in st.sectors[s][self.player]:
            st.stack.pop()
            return None
        targets = [c for c in st.sectors[s][1 - self.player] if st.tpl[c].type != SHIP]
        out = [("pass",)]
        if restricted(st, u, "charge_assault") and not ("no_assault" in st.uses and restricted(st, u, "no_assault")):
            out += [("assault", u, x) for x in targets if not unassaultable(st, x, u)]
        if restricted(st, u, "charge_shoot") and not ("no_shoot" in st.uses and restricted(st, u, "no_shoot")):
            out += [("shoot", u, x) for x in targets if not unshootable(st, x)
                    and not ("unshootable_by" in st.uses and barred_by(st, x, u, "unshootable"))]
        if len(out) == 1:
            st.stack.pop()
            return None
        return out

    def apply(self, st, d):
        st.stack.pop()
        if d[0] == "pass":
            st.note(R.PASS, "pass", player=self.player)
            return
        u, t = d[1], d[2]
        kind = SHOOTING if d[0] == "shoot" else ASSAULT
        st.pos[u] = LOCKED
        st.note(R.RESTRICTION, "charge.follow", card=u)
        st.note(R.SHOOTING if kind == SHOOTING else R.ASSAULT, "shoots" if kind == SHOOTING else "assaults",
                player=self.player, unit=u, target=t)
        st.stack.append(AttackFrame(self.player, kind, u, t))
        _locked(st, u, self.player)


def _how(kind):
    """How an attack of ``kind`` destroys or attacks, as a trigger says it ("by shooting", "by an
    assault"; a special assault is an assault)."""
    return "shooting" if kind == SHOOTING else "assault"


def _locked(st, c, causer):
    """A card locked as a war action's own step (shooting, assaulting, blocking): reactions to
    "locked" may answer (abilities.reaction)."""
    if "locked" in st.uses:
        react(st, "locked", c, causer)


class WarActionEndFrame(Frame):
    """Under every war action: when it is reached, the war action is over (its bonuses end)."""

    __slots__ = ()

    def __init__(self):
        self.player = -1

    def step(self, st):
        if st.later:   # "at the end of the war action, ...": carried out above this frame, then it ends
            due, st.later = st.later, []
            st.note(R.PROCEDURE, "later.due")
            carry_out_later(st, due)
            return None
        st.stack.pop()
        end_war_action(st)
        return None


def carry_out_later(st, due):
    """Put the effects put off until now (measures.later) on the stack, the first put off on top."""
    for ctrl, card, ai, ab, effects, carried, x, trig in reversed(due):
        f = AbilityFrame(ctrl, card, ai, Ab({"kind": ab.kind, "effects": effects, "x": ab.x}, ab.text, ab.text_ru),
                         "outcome")
        f.x, f.xset, f.trig = x, True, trig
        if carried:
            f.chosen[CARRIED] = list(carried)
        st.stack.append(f)


# the stages of an attack
_ANNOUNCE, _BLOCK, _TACTICS, _DAMAGE, _OVERRUN, _DONE, _PREPARED = 0, 1, 2, 3, 4, 5, 10


class AttackFrame(Frame):
    """Shooting, assault or special assault (``kind``), with its block, tactics window, damage and
    overrun."""

    __slots__ = ("owner", "kind", "unit", "target", "stage", "blocked", "overrun", "overrun_done",
                 "strength", "as0", "excess", "ai", "prep_ok", "chosen", "x", "harmless", "overruns")

    def __init__(self, owner, kind, unit, target):
        self.harmless = False   # abilities.cancel: "That overrun deals no damage"
        self.player = owner
        self.owner = owner
        self.kind = kind
        self.unit = unit
        self.target = target
        self.stage = _ANNOUNCE
        self.blocked = False
        self.overrun = False
        self.overrun_done = False
        self.overruns = 0   # g6: how many overruns this attack has made ("up to 2 overruns in each war action")
        self.strength = 0
        self.as0 = 0
        self.excess = 0
        self.ai = -1
        self.prep_ok = False
        self.chosen = {}
        self.x = 0

    def question(self, st):
        kind = Q_BLOCK if self.stage == _BLOCK else Q_OVERRUN
        return Question(kind, self.player, unit=self.unit, target=self.target, attack=self.kind,
                        excess=self.excess if kind == Q_OVERRUN else None)

    def damage(self, st) -> int:
        return attack_damage(st, self.unit, self.target, self.kind,
                             (self.strength, self.as0) if self.overrun else None)

    def step(self, st):
        stage = self.stage
        p = self.owner
        u = self.unit
        if stage == _ANNOUNCE:
            st.wa_att = u
            self.stage = _BLOCK
            if self.kind == SPECIAL_ASSAULT:
                self.stage = _PREPARED
                use_ability(st, p, u, self.ai, wa=False, mode="prepare")
                return None
            st.wa_def = self.target
            uses = st.uses
            if "attacked" in uses or st.cat.by_hand:   # (what react asks first: no card of the game answers it)
                react(st, "attacked", self.target, p, u, _how(self.kind))
            # abilities.reaction: "when a unit shoots / assaults" (answered before "attacked": pushed last)
            event = "shoots" if self.kind == SHOOTING else "assaults"
            if event in uses or st.cat.by_hand:
                react(st, event, u, p, self.target)
            if st.stack[-1] is not self:   # a reaction window first
                return None
            stage = _BLOCK   # none opened: the block at once (what the next step would come to)
        if stage == _PREPARED:  # special assault: its choices made and costs paid; now the unit locks
            prep = st.finished
            self.prep_ok, self.chosen, self.x = prep.ok and not getattr(prep, "cancelled", False), prep.chosen, prep.x
            st.pos[u] = LOCKED
            self.stage = _BLOCK
            _locked(st, u, p)
            return None
        if stage == _BLOCK:
            t = self.target
            if not st.in_play(u) or (t >= 0 and not st.in_play(t)):  # gone before the block (a reaction)
                self.stage = _DAMAGE
                return None
            if unblockable_here(st, self.kind):   # (blockers, its parts read once)
                cands = []
                st.note(R.RULE_CHANGE, "rule.unblockable")
            else:
                barred = barred_blockers(st, u)
                cands = _blockers(st, u, t, self.kind, barred)
                if barred or _barred_some(st, u, self.kind):   # g16: or its shots / assaults
                    # abilities.restriction: said whenever it narrows who may block
                    st.note(R.RESTRICTION, "block.restricted", card=u)
            if cands:
                self.player = 1 - p
                out = [("block", b) for b in cands]
                out.append(("no_block",))
                return out
            stage = _TACTICS   # no blocker: the tactics window at once
        if stage == _TACTICS:
            self.stage = _DAMAGE
            st.stack.append(TacticsFrame(p))
            return None
        if stage == _DAMAGE:
            self._damage(st)
            if st.stack[-1] is not self:   # reactions to what it destroyed, a special assault's text first
                return None
            stage = self.stage   # the overrun or the attack's end at once
        if stage == _OVERRUN:
            self.player = p
            if st.in_play(u) and "no_overrun" in st.uses and restricted(st, u, "no_overrun"):
                st.note(R.RESTRICTION, "restriction.no-overrun-now", card=u)   # "cannot overrun"
                out = []
            elif st.in_play(u):   # battle.assault, step 5: into another enemy unit
                out = [("overrun", t) for t in st.sectors[st.bsec][1 - p] if st.tpl[t].type == UNIT
                       and not (("unassaultable" in st.uses or "unassaultable_by" in st.uses)
                                and unassaultable(st, t, u))]
            else:  # destroyed after the damage (e.g. by a reaction): no overrun
                st.note(R.LEFT_PLAY_EARLY, "overrun.attacker-gone", card=u)
                out = []
            if self.kind == SPECIAL_ASSAULT and self.prep_ok:
                out.append(("special_effect",))
            out.append(("no_overrun",))
            return out
        st.stack.pop()  # done
        return None

    def apply(self, st, d):
        k = d[0]
        p = self.owner
        if k == "block":
            b = d[1]
            st.pos[b] = LOCKED
            st.wa_block = b
            st.wa_def = b
            self.target = b
            self.blocked = True
            key = {SHOOTING: "blocks.shot", ASSAULT: "blocks.assault"}.get(self.kind, "blocks.special")
            if st.log_enabled:
                st.note(R.BLOCKING, key, player=1 - p, blocker=b)
            self.stage = _TACTICS
            how = "shooting" if self.kind == SHOOTING else "assault"   # g9: "blocks an assault" (a special one too, once blocked)
            react(st, "blocked", self.unit, 1 - p, b, how)
            react(st, "blocks", b, 1 - p, self.unit, how)
            _locked(st, b, 1 - p)
        elif k == "no_block":
            if st.log_enabled:
                st.note(R.BLOCKING, "no-block", player=1 - p)
            self.stage = _TACTICS
        elif k == "overrun":
            t = d[1]
            self.overrun = True
            self.overrun_done = True
            self.overruns += 1
            self.strength = self.excess
            self.kind = ASSAULT
            self.target = t
            self.blocked = False
            st.wa_def = t
            st.wa_block = -1
            st.note(R.OVERRUN, "overruns", player=p, unit=self.unit, target=t, left=self.excess)
            self.stage = _BLOCK
            react(st, "attacked", t, p, self.unit, "assault")
            react(st, "overruns", self.unit, p, t)   # abilities.reaction: the overrun's unit first
        elif k == "special_effect":
            st.note(R.SPECIAL_BLOCKED, "special.instead-of-overrun", player=p)
            self.stage = _DONE
            self._resolve_special(st)
        elif k == "no_overrun":
            st.note(R.OVERRUN, "no-overrun", player=p)
            self.stage = _DONE
        else:
            raise EngineError(f"unexpected decision {d!r}")

    def _resolve_special(self, st):
        if self.prep_ok:
            st.stack.append(AbilityFrame.resolving(self.owner, self.unit, self.ai, st.tpl[self.unit].abilities[self.ai],
                                                   self.chosen, self.x))

    def _damage(self, st):
        u, t, p = self.unit, self.target, self.owner
        if not st.in_play(u) or (t >= 0 and not st.in_play(t)):
            st.note(R.LEFT_PLAY_EARLY, "left-play-before-damage", attacking=not st.in_play(u))
            self.stage = _DONE
            return None
        if self.harmless:   # abilities.cancel: a reaction made the overrun deal no damage
            if self.overrun:
                st.note(R.CANCEL, "overrun.harmless", unit=u, target=t)
            else:   # g6: "That attack deals no damage"
                st.note(R.CANCEL, "attack.harmless", unit=u, target=t)
            self.stage = _DONE
            return None
        if self.kind == SPECIAL_ASSAULT and not self.blocked:
            self.stage = _DONE
            st.note(R.SPECIAL_BLOCKED, "special.unblocked")
            self._resolve_special(st)
            return None
        shooting = self.kind == SHOOTING
        dmg = self.damage(st)
        armor = st.stat(t, AR, u)
        back = -1
        if self.overrun and "sector_rule" in st.uses and rule_changes.holds(st, "overrun", "no_damage"):
            st.note(R.RULE_CHANGE, "rule.overrun-no-damage")
        if dmg > 0 and st.tpl[t].type == UNIT and st.has_counter(t):
            if counters(st, t):
                back = st.stat(t, FP if shooting else AS, u)
                if "damage_bonus" in st.uses and doubled(st, t, "counter_attack"):   # g13: "double damage"
                    back *= 2
                    st.note(R.COUNTER_ATTACK, "damage.counter-double", card=t, n=back)
                more = extra_damage(st, t, "counter_attack") if "damage_bonus" in st.uses else 0
                if more:   # g11: "... deal 1 extra damage when they counter-attack"
                    back += more
                    st.note(R.COUNTER_ATTACK, "damage.counter-more", card=t, n=more)
                st.note(R.COUNTER_ATTACK, "counter-attacks", card=t, unit=u, n=back)
            else:   # "Counter-attack has no effect in this sector." (abilities.rule-change)
                st.note(R.RULE_CHANGE, "rule.no-counter", card=t)
        if "damage_bonus" in st.uses and not self.overrun and extra_damage(st, u, "shooting" if shooting else "assault"):
            st.note(R.DAMAGE, "damage.attack-more", card=u, n=extra_damage(st, u, "shooting" if shooting else "assault"))
        if "damage_reduced" in st.uses and damage_reduction(st, t, self.kind):   # g6: a constant reduced it
            st.note(R.DAMAGE, "damage.reduced", card=t, n=damage_reduction(st, t, self.kind))
        if st.log_enabled:
            st.note(R.OVERRUN_DETAILS if self.overrun else R.DAMAGE, "deals", unit=u, target=t, n=dmg, armor=armor)
        if armor == 0:
            st.note(R.STATS_MINIMUM, "armor-zero", card=t)
        elif dmg == 0 and back < 0 and st.tpl[t].type == UNIT and counters(st, t):
            st.note(R.STATS_MINIMUM, "no-damage-no-counter", unit=u, target=t)
        t_dies = dmg >= armor
        u_dies = back >= 0 and back >= st.stat(u, AR, t)
        t_unit = st.tpl[t].type == UNIT
        if not t_dies:
            if st.log_enabled:
                st.note(R.DAMAGE, "survives", card=t)
        how = _how(self.kind)
        if u_dies:   # by the counter-attack: the defending card destroyed it
            destroy(st, u, 1 - p, t, how)
        if t_dies:
            destroy(st, t, p, u, how)
        again = self.overrun_done and "overrun_any" in st.uses and restricted(st, u, "overrun_any")
        if self.overrun_done and not again:   # g6: "may make up to N overruns in each war action"
            again = any(f"overrun_any_{k}" in st.uses and restricted(st, u, f"overrun_any_{k}")
                        for k in range(self.overruns + 1, 10))
        # "may overrun after destroying an asset" (issue 24, g6): an asset destroyed lets it overrun too
        by_asset = (not t_unit and t_dies and "overrun_asset" in st.uses and st.tpl[t].type == ASSET
                    and restricted(st, u, "overrun_asset"))
        can_overrun = (self.kind != SHOOTING and (not self.overrun_done or again) and t_dies and (t_unit or by_asset)
                       and dmg > armor and st.in_play(u))
        if can_overrun and by_asset:
            st.note(R.RESTRICTION, "restriction.overrun-after-asset", card=u)
        if can_overrun and again:   # "may overrun any number of times per war action" (abilities.restriction)
            st.note(R.RESTRICTION, "restriction.overrun-again", card=u)
        if can_overrun:
            self.excess = dmg - armor
            self.as0 = dmg   # the assault that dealt it, versus the destroyed unit included
            self.stage = _OVERRUN
        else:
            self.stage = _DONE
        return None
