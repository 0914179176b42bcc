"""The combat step: war actions, and the attacks among them (shooting, assault, special assault)
with their block, tactics window, damage, counter-attack and overrun; the retreat.

Who may block and how much damage an attack deals are :mod:`heresy_app.engine.blocking`'s
(:func:`blockers`, :func:`attack_damage`, kept here by name too): the AI asks them too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypedDict, cast

from heresy_app.engine import citations as R
from heresy_app.engine import rule_changes, sector_texts
from heresy_app.engine.bends import ALL_DAMAGE, doubled, extra_damage
from heresy_app.engine.blocking import (
    attack_damage,
    barred_blockers,
    barred_some,
    blockers,
    blockers_given,
    counters,
    unassaultable,
    unblockable_here,
    unshootable,
)
from heresy_app.engine.catalog import Ab
from heresy_app.engine.decisions import EngineError, Question
from heresy_app.engine.instead import destroy
from heresy_app.engine.plays import AbilityFrame, TacticsFrame, anyone_has, can_use, plays, react, use_ability
from heresy_app.engine.restrictions import barred_by
from heresy_app.engine.state import Frame
from heresy_app.engine.targets import damage_reduction, restricted
from heresy_app.engine.terms import (
    AR,
    AS,
    ASSAULT,
    ASSET,
    CARRIED,
    CHARGING,
    FP,
    LOCKED,
    Q_BLOCK,
    Q_OVERRUN,
    Q_WAR_ACTION,
    READY,
    SHIP,
    SHOOTING,
    SPECIAL_ASSAULT,
    UNIT,
    Z_FLEET,
)

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Chosen, Decision, Uses
    from heresy_app.engine.state import GameState

__all__ = ["CombatFrame", "WarActionEndFrame", "carry_out_later", "AttackFrame", "blockers", "barred_blockers", "unshootable",
           "unassaultable", "attack_damage", "war_actions", "counters", "unblockable_here",
           "war_action_under_way", "begin_war_action", "end_war_action", "retreat"]


# ====================================================================== war actions

_WA_BARS: dict[Uses, tuple[bool, bool, bool]] = {}   # st.uses -> (a war action may be barred, a shot by whom, an assault on whom)

def war_actions(st: GameState, p: int) -> list[Decision]:
    """What ``p`` may declare in the combat step: pass, shoot, charge, assault, special assaults,
    war-action abilities, and retreat when no unit of theirs is active."""
    s = st.bsec
    tpl = st.tpl
    pos = st.pos
    mine = st.sectors[s][p]
    targets: list[int] = []   # (loops, not comprehensions: each of those is a call of its own in Python 3.11)
    for c in st.sectors[s][1 - p]:
        if tpl[c].type != SHIP:
            targets.append(c)
    out: list[Decision] = [("pass",)]
    active = False
    bars = _WA_BARS.get(st.uses)
    if bars is None:   # what may bar a war action, read once per game's cards
        uses = st.uses
        bars = _WA_BARS[uses] = ("no_shoot" in uses or "no_charge" in uses or "no_assault" in uses,
                                 "unshootable_by" in uses, "unassaultable" in uses or "unassaultable_by" in uses)
    barring, shot_by, assault_barred = bars
    shootable: list[int] | None = None   # "cannot be the target of shooting" (rules: abilities.restriction): once per target
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
                shootable = []
                if st.wa_bonus or st.battle_bonus or st.turn_bonus or st.auras:
                    for x in targets:
                        if not unshootable(st, x):
                            shootable.append(x)
                else:   # nothing given for a time, no constant in play: what is printed (unshootable)
                    for x in targets:
                        if not tpl[x].unshootable:
                            shootable.append(x)
            if shot_by:
                out += [("shoot", u, x) for x in shootable
                        if not barred_by(st, x, u, "unshootable")]   # "... shot at by ..."
            else:
                for x in shootable:
                    out.append(("shoot", u, x))
        if ps == READY:
            if not barring or not restricted(st, u, "no_charge"):
                out.append(("charge", u))
        elif not barring or not restricted(st, u, "no_assault"):
            if assault_barred:
                out += [("assault", u, x) for x in targets if not unassaultable(st, x, u)]   # "cannot be assaulted"
            else:
                for x in targets:
                    out.append(("assault", u, x))
            for ai in t.by_kind.get("A", ()):
                ab = t.abilities[ai]
                assert ab is not None   # (by_kind names only the abilities the engine plays)
                if can_use(st, p, u, ai, ab):
                    out.append(("special", u, ai))
    if not active and not ("sector_rule" in st.uses and rule_changes.retreat_barred(st, p)):   # g16: "No retreating"
        out.append(("retreat",))
    out.extend(plays(st, p, "WA"))
    return out


def _kept_marks(used: set[tuple[Any, ...]]) -> set[tuple[Any, ...]]:
    """The marks of uses (measures.uses_of) that outlast a war action: those of the battle and the turn."""
    kept: set[tuple[Any, ...]] = set()
    for u in used:
        if u[2] == "battle" or u[2] == "turn":
            kept.add(u)
    return kept


def begin_war_action(st: GameState) -> None:
    st.wa_bonus = {}
    st.wa_counter = set()
    st.used = _kept_marks(st.used) if st.used else set()
    st.wa_att = st.wa_def = st.wa_block = -1


def end_war_action(st: GameState) -> None:
    if st.wa_bonus and st.log_enabled:
        st.note(R.TACTICS_WINDOW, "war-action.bonuses-end")
    st.wa_bonus = {}
    st.wa_counter = set()
    st.used = _kept_marks(st.used) if st.used else set()
    st.wa_att = st.wa_def = st.wa_block = -1


class WarAction(TypedDict):
    """The attack under way as :func:`war_action_under_way` tells it."""

    unit: int
    target: int
    blocker: int
    kind: int
    overrun: tuple[int, int] | None
    excess: int
    damage: int | None


def war_action_under_way(st: GameState) -> WarAction | None:
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


def retreat(st: GameState, combat: CombatFrame, p: int) -> None:
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
    # g17b: the sector's own "When a player retreats from this sector, ..." (carried out for p, before those)
    sector_texts.carry_out_retreated(st, s, p)


def _active(st: GameState, p: int) -> bool:
    """Has ``p`` a unit in the battle's sector that is not locked (one that may still act: no retreat then)?"""
    return any(st.tpl[u].type == UNIT and st.pos[u] != LOCKED for u in st.sectors[st.bsec][p])


class CombatFrame(Frame):
    """The combat step: players declare war actions in turn until both pass one after the other
    (or one retreats); then it ends, and the battle goes on to its resolution."""

    __slots__ = ("passes", "wa_count", "ended")

    def __init__(self, player: int) -> None:
        self.player = player
        self.passes = 0
        self.wa_count = 0
        self.ended = False

    def question(self, st: GameState) -> Question:
        return Question(Q_WAR_ACTION, self.player, sector=st.bsec)

    def step(self, st: GameState) -> list[Decision] | None:
        if self.ended:
            st.stack.pop()
            return None
        return war_actions(st, self.player)

    def apply(self, st: GameState, d: Decision) -> None:
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

    def __init__(self, player: int, unit: int) -> None:
        self.player = player
        self.unit = unit

    def question(self, st: GameState) -> Question:
        return Question(Q_WAR_ACTION, self.player, sector=st.bsec, unit=self.unit)

    def step(self, st: GameState) -> list[Decision] | None:
        u, s = self.unit, st.bsec
        if not st.in_play(u) or st.pos[u] != CHARGING or u not in st.sectors[s][self.player]:
            st.stack.pop()
            return None
        targets = [c for c in st.sectors[s][1 - self.player] if st.tpl[c].type != SHIP]
        out: list[Decision] = [("pass",)]
        if restricted(st, u, "charge_assault") and not ("no_assault" in st.uses and restricted(st, u, "no_assault")):
            out += [("assault", u, x) for x in targets if not unassaultable(st, x, u)]
        if restricted(st, u, "charge_shoot") and not ("no_shoot" in st.uses and restricted(st, u, "no_shoot")):
            out += [("shoot", u, x) for x in targets if not unshootable(st, x)
                    and not ("unshootable_by" in st.uses and barred_by(st, x, u, "unshootable"))]
        if len(out) == 1:
            st.stack.pop()
            return None
        return out

    def apply(self, st: GameState, d: Decision) -> None:
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


def _how(kind: int) -> str:
    """How an attack of ``kind`` destroys or attacks, as a trigger says it ("by shooting", "by an
    assault"; a special assault is an assault)."""
    return "shooting" if kind == SHOOTING else "assault"


def _locked(st: GameState, c: int, causer: int) -> None:
    """A card locked as a war action's own step (shooting, assaulting, blocking): reactions to
    "locked" may answer (abilities.reaction)."""
    if "locked" in st.uses:
        react(st, "locked", c, causer)


class WarActionEndFrame(Frame):
    """Under every war action: when it is reached, the war action is over (its bonuses end)."""

    __slots__ = ()

    def __init__(self) -> None:
        self.player = -1

    def step(self, st: GameState) -> list[Decision] | None:
        if st.later:   # "at the end of the war action, ...": carried out above this frame, then it ends
            due, st.later = st.later, []
            st.note(R.PROCEDURE, "later.due")
            carry_out_later(st, due)
            return None
        st.stack.pop()
        end_war_action(st)
        return None


def carry_out_later(st: GameState, due: list[tuple[Any, ...]]) -> None:
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

    def __init__(self, owner: int, kind: int, unit: int, target: int) -> None:
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
        self.chosen: Chosen = {}
        self.x = 0

    def question(self, st: GameState) -> Question:
        kind = Q_BLOCK if self.stage == _BLOCK else Q_OVERRUN
        return Question(kind, self.player, unit=self.unit, target=self.target, attack=self.kind,
                        excess=self.excess if kind == Q_OVERRUN else None)

    def damage(self, st: GameState) -> int:
        return attack_damage(st, self.unit, self.target, self.kind,
                             (self.strength, self.as0) if self.overrun else None)

    def step(self, st: GameState) -> list[Decision] | None:
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
            prep = cast(AbilityFrame, st.finished)   # (the special assault's use, just prepared)
            self.prep_ok, self.chosen, self.x = prep.ok and not getattr(prep, "cancelled", False), prep.chosen, prep.x
            st.pos[u] = LOCKED
            self.stage = _BLOCK
            _locked(st, u, p)
            return None
        if stage == _BLOCK:
            t = self.target
            loc = st.loc   # (GameState.in_play, read without its call)
            if loc[u] < Z_FLEET or (t >= 0 and loc[t] < Z_FLEET):  # gone before the block (a reaction)
                self.stage = _DAMAGE
                return None
            if unblockable_here(st, self.kind):   # (blockers, its parts read once)
                cands: list[int] = []
                st.note(R.RULE_CHANGE, "rule.unblockable")
            else:
                barred = barred_blockers(st, u)
                cands = blockers_given(st, u, t, self.kind, barred)
                if barred or barred_some(st, u, self.kind):   # g16: or its shots / assaults
                    # abilities.restriction: said whenever it narrows who may block
                    st.note(R.RESTRICTION, "block.restricted", card=u)
            if cands:
                self.player = 1 - p
                out: list[Decision] = []
                for b in cands:
                    out.append(("block", b))
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

    def apply(self, st: GameState, d: Decision) -> None:
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

    def _resolve_special(self, st: GameState) -> None:
        if self.prep_ok:
            ab = st.tpl[self.unit].abilities[self.ai]
            assert ab is not None   # (a special assault the engine plays: war_actions offered it)
            st.stack.append(AbilityFrame.resolving(self.owner, self.unit, self.ai, ab, self.chosen, self.x))

    def _damage(self, st: GameState) -> None:
        u, t, p = self.unit, self.target, self.owner
        loc = st.loc   # (GameState.in_play, read without its call)
        if loc[u] < Z_FLEET or (t >= 0 and loc[t] < Z_FLEET):
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
            less = damage_reduction(st, t, self.kind)
            if less >= ALL_DAMAGE:   # g21b: "Prevent all damage to ..."
                st.note(R.DAMAGE, "damage.prevented", card=t)
            else:
                st.note(R.DAMAGE, "damage.reduced", card=t, n=less)
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
