"""The game state: whose decision is pending, what is legal, and ``apply`` to advance.

>>> from heresy_app.engine import new_game            # doctest: +SKIP
>>> g = new_game(deck_a, deck_b, seed=7)               # doctest: +SKIP
>>> while not g.is_over:                               # doctest: +SKIP
...     g.apply(g.legal_decisions()[0])

The flow of the rules is a stack of small *frames* (a battle's combat step, an attack, a
tactics window, an ability being used...). The top frame is the pending decision; when it has
exactly one legal decision the engine takes it by itself (it is still logged), so every
decision offered is a real choice. Decisions are tuples of strings and ints, e.g.
``("shoot", 12, 71)`` = card 12 shoots card 71; see ``docs/scenarios.md`` for the full list.
"""

from __future__ import annotations

import json
import random

from heresy_app.engine import citations as R
from heresy_app.engine.catalog import AR, AS, ASSET, FL, FP, SHIP, SP, STAT_CODES, TYPE_NAMES, UNIT, catalog_for

READY, LOCKED, CHARGING = 0, 1, 2
POSITION_NAMES = ("ready", "locked", "charging")
Z_DECK, Z_HAND, Z_DISCARD, Z_FLEET, Z_SECTOR = 0, 1, 2, 3, 10
HAND_SIZE = 6
TURN_LIMIT = 12          # end.turn-limit: a draw after the end phase of turn 12
TURN_FOUR = 4            # end.turn-four
WAR_ACTION_CAP = 200     # battle.combat.limit: a combat step ends after 200 war actions ...
WINDOW_CAP = 200         # ... and a tactics, reaction or modifier window after 200 abilities played in it
PLANETS = ("isstvan_iii", "prospero")
_POSITION_CARD_KEYS = ("id", "owner", "zone", "sector", "position", "face_up")
FORMAT = "heresy-game"


class IllegalDecision(ValueError):
    """A decision that is not legal now; the state is unchanged."""


class EngineError(RuntimeError):
    """A bug in the engine (never bad input)."""


_PNAMES = ("P1", "P2")


def _pname(p: int) -> str:
    return _PNAMES[p]


_SPEC_CACHE: dict[int, tuple] = {}
# "card" picks units and assets: only an ability naming ships reaches ships (rules: ships.not-cards)
_MASKS = {"unit": 1, "asset": 2, "ship": 4, "card": 3}


def _compile_spec(spec) -> tuple:
    """(owner code, type mask, filters or None) for a Choose/trigger-like dict, cached."""
    key = id(spec)
    comp = _SPEC_CACHE.get(key)
    if comp is None:
        owner = {"own": 0, "enemy": 1}.get(spec.get("owner", "any"), 2)
        mask = 0
        for t in spec.get("types") or ["unit"]:
            mask |= _MASKS.get(t, 0)
        comp = (owner, mask, spec.get("filters") or None, spec)
        _SPEC_CACHE[key] = comp
    return comp


# ====================================================================== frames


class Frame:
    __slots__ = ("player",)
    _copy_lists: tuple = ()

    def copy(self):
        f = object.__new__(self.__class__)
        for k in self._all_slots():
            v = getattr(self, k)
            if type(v) is list:
                v = [x.copy() if type(x) is list else x for x in v]
            elif type(v) is dict:
                v = {a: (b.copy() if type(b) is list else b) for a, b in v.items()}
            setattr(f, k, v)
        return f

    @classmethod
    def _all_slots(cls):
        names = cls.__dict__.get("_slot_cache")
        if names is None:
            names = []
            for c in cls.__mro__:
                names.extend(getattr(c, "__slots__", ()))
            cls._slot_cache = tuple(names)
            return cls._slot_cache
        return names

    def describe(self) -> str:
        return type(self).__name__.replace("Frame", "").lower()


class RoleFrame(Frame):
    __slots__ = ()

    def __init__(self, player):
        self.player = player

    def step(self, st):
        return [("role", "attacker"), ("role", "defender")]

    def apply(self, st, d):
        p = self.player
        st.attacker = p if d[1] == "attacker" else 1 - p
        st._log(R.SETUP_ATTACKER, f"{_pname(p)} chooses to be the {d[1]}; {_pname(st.attacker)} attacks, "
                                  f"{_pname(1 - st.attacker)} defends")
        st.stack[-1] = PlanetFrame(1 - st.attacker)

    def describe(self):
        return "choose attacker or defender"


class PlanetFrame(Frame):
    __slots__ = ()

    def __init__(self, player):
        self.player = player

    def step(self, st):
        out = [("planet", pl) for pl in PLANETS if len(st.cat.sectors(pl)) == 3]
        if not out:
            raise EngineError("the card database has no planet with three sector cards")
        return out

    def apply(self, st, d):
        st.planet = d[1]
        st.sec = tuple(st.cat.sectors(d[1]))
        st._log(R.SETUP_PLANET, f"{_pname(self.player)} chooses the planet {d[1]}: "
                                + ", ".join(f"{n} ({req})" for _, n, req, _ in st.sec))
        st.stack.pop()
        st._start_turn()

    def describe(self):
        return "choose the planet"


class FirstWaveFrame(Frame):
    __slots__ = ("remaining",)

    def __init__(self, player, remaining):
        self.player = player
        self.remaining = remaining

    def step(self, st):
        p = self.player
        rem = self.remaining
        if rem[p] and not st.decks[p]:
            st._log(R.DECK_EMPTY, f"{_pname(p)} has no cards left for the first wave")
            rem[p] = []
        if not rem[p]:
            if rem[1 - p]:
                self.player = 1 - p
                return None
            st.stack.pop()
            d = 1 - st.attacker
            for q in (d, 1 - d):
                st._draw(q, HAND_SIZE, R.REGULAR)
            st.stack.append(DeployFrame(d))
            return None
        return [("first_wave", s) for s in rem[p]]

    def apply(self, st, d):
        p = self.player
        s = d[1]
        c = st.decks[p].pop()
        st._put_in_sector(c, s, True)
        self.remaining[p].remove(s)
        st._log(R.FIRST_WAVE, f"{_pname(p)} puts {st.cname(c)} face up in {st.sname(s)}")
        self.player = 1 - p

    def describe(self):
        return "first wave: choose the sector for the top card"


class DeployFrame(Frame):
    __slots__ = ()

    def __init__(self, player):
        self.player = player

    def step(self, st):
        p = self.player
        if not st.hands[p]:
            if st.hands[1 - p]:
                self.player = 1 - p
                return None
            st.stack.pop()
            st.stack.append(SectorFrame(st.attacker, 0))
            return None
        opened = st.open_sectors()
        seen = set()
        out = []
        for c in st.hands[p]:
            key = st.tpl[c].id
            if key in seen:
                continue
            seen.add(key)
            for s in opened:
                out.append(("deploy", c, s))
        return out

    def apply(self, st, d):
        p = self.player
        c, s = d[1], d[2]
        st.hands[p].remove(c)
        st._put_in_sector(c, s, False)
        st._log(R.REGULAR, f"{_pname(p)} deploys a card face down in {st.sname(s)}")
        self.player = 1 - p

    def describe(self):
        return "regular deployment: a card from hand, face down, into a sector"


class SectorFrame(Frame):
    __slots__ = ("which",)

    def __init__(self, player, which):
        self.player = player
        self.which = which

    def step(self, st):
        p = self.player
        out = [("battle", s) for s in st.open_sectors() if s not in st.fought and st.sectors[s][p]]
        if not out:
            st.stack.pop()
            if self.which == 0:
                st._log(R.NO_SECTOR, f"{_pname(p)} has no cards in an open sector: no attacker's battle")
                st.stack.append(SectorFrame(1 - st.attacker, 1))
            else:
                st._log(R.DEFENDER_BATTLE, f"{_pname(p)} has no other sector to fight for: no defender's battle")
                st._end_turn()
            return None
        return out

    def apply(self, st, d):
        st.stack.pop()
        st._begin_battle(d[1], self.player, self.which)

    def describe(self):
        return "choose the sector to fight for"


class CombatFrame(Frame):
    __slots__ = ("passes", "wa_count")

    def __init__(self, player):
        self.player = player
        self.passes = 0
        self.wa_count = 0

    def step(self, st):
        if self.wa_count >= WAR_ACTION_CAP:
            st._log(R.COMBAT_LIMIT, f"{WAR_ACTION_CAP} war actions in this combat step: it ends as if both "
                                    "players had passed")
            st.stack[-1] = ResolutionFrame()
            return None
        return st._war_actions(self.player)

    def apply(self, st, d):
        p = self.player
        k = d[0]
        if k == "pass":
            self.passes += 1
            st._log(R.PASS, f"{_pname(p)} passes")
            if self.passes >= 2:
                st._log(R.COMBAT, "both players passed in a row: the combat step ends")
                st.stack[-1] = ResolutionFrame()
            else:
                self.player = 1 - p
            return
        if k == "retreat":
            st._retreat(p)
            return
        self.passes = 0
        self.wa_count += 1
        self.player = 1 - p
        st._begin_wa()
        if k == "shoot":
            u, t = d[1], d[2]
            st.pos[u] = LOCKED
            st._log(R.SHOOTING, f"{_pname(p)}: {st.cname(u)} shoots {st.cname(t)}")
            st.stack.append(WAEndFrame())
            st.stack.append(AttackFrame(p, 0, u, t))
        elif k == "assault":
            u, t = d[1], d[2]
            st.pos[u] = LOCKED
            st._log(R.ASSAULT, f"{_pname(p)}: {st.cname(u)} assaults {st.cname(t)}")
            st.stack.append(WAEndFrame())
            st.stack.append(AttackFrame(p, 1, u, t))
        elif k == "special":
            u, ai = d[1], d[2]
            st._log(R.SPECIAL_ASSAULT, f"{_pname(p)}: {st.cname(u)} makes a special assault: "
                                       f"{st.tpl[u].abilities[ai].text}")
            st.stack.append(WAEndFrame())
            f = AttackFrame(p, 2, u, -1)
            f.ai = ai
            st.stack.append(f)
        elif k == "charge":
            u = d[1]
            st.pos[u] = CHARGING
            st._log(R.CHARGE, f"{_pname(p)}: {st.cname(u)} charges")
            st.stack.append(WAEndFrame())
            st._react("charges", u, p)
        elif k == "play":
            c, ai = d[1], d[2]
            st.stack.append(WAEndFrame())
            st._push_ability(p, c, ai, wa=True)
        else:
            raise EngineError(f"unknown war action {d!r}")

    def describe(self):
        return "combat step: declare a war action"


class WAEndFrame(Frame):
    __slots__ = ()

    def __init__(self):
        self.player = -1

    def step(self, st):
        st.stack.pop()
        st._end_wa()
        return None


class AttackFrame(Frame):
    """Shooting (kind 0), assault (1) or special assault (2), with its block, tactics window,
    damage and overrun."""

    __slots__ = ("owner", "kind", "unit", "target", "stage", "blocked", "overrun", "overrun_done",
                 "strength", "as0", "excess", "ai", "prep_ok", "chosen", "x")

    def __init__(self, owner, kind, unit, target):
        self.player = owner
        self.owner = owner
        self.kind = kind
        self.unit = unit
        self.target = target
        self.stage = 0
        self.blocked = False
        self.overrun = False
        self.overrun_done = False
        self.strength = 0
        self.as0 = 0
        self.excess = 0
        self.ai = -1
        self.prep_ok = False
        self.chosen = {}
        self.x = 0

    def describe(self):
        return {1: "block the attack or not", 4: "overrun or not"}.get(self.stage, "attack")

    def step(self, st):
        stage = self.stage
        p = self.owner
        u = self.unit
        if stage == 0:  # announce
            st.wa_att = u
            self.stage = 1
            if self.kind == 2:
                self.stage = 10
                st._push_ability(p, u, self.ai, wa=False, mode="prepare")
                return None
            st.wa_def = self.target
            st._react("attacked", self.target, p)
            return None
        if stage == 10:  # special assault: costs paid, now lock
            st.pos[u] = LOCKED
            self.stage = 1
            return None
        if stage == 1:  # block
            t = self.target
            opp = 1 - p
            if not st.in_play(u) or (t >= 0 and not st.in_play(t)):  # gone before the block (a reaction)
                self.stage = 3
                return None
            if self.kind == 0:
                speed = st.stat(u, SP)
                cands = [b for b in st.sectors[st.bsec][opp]
                         if b != t and st.tpl[b].type == UNIT and st.pos[b] != LOCKED and st.stat(b, SP) > speed]
            else:
                cands = [b for b in st.sectors[st.bsec][opp]
                         if b != t and st.tpl[b].type == UNIT and st.pos[b] == CHARGING]
            if not cands:
                self.stage = 2
                return None
            self.player = opp
            out = [("block", b) for b in cands]
            out.append(("no_block",))
            return out
        if stage == 2:  # tactics window
            self.stage = 3
            st.stack.append(TacticsFrame(p))
            return None
        if stage == 3:  # damage
            return self._damage(st)
        if stage == 4:  # overrun choice
            self.player = p
            if st.in_play(u):
                out = [("overrun", t) for t in st.sectors[st.bsec][1 - p] if st.tpl[t].type != SHIP]
            else:  # destroyed after the damage (e.g. by a reaction): no overrun
                st._log(R.LEFT_PLAY_EARLY, f"{st.cname(u)} was destroyed during the assault: it cannot overrun")
                out = []
            if self.kind == 2 and self.prep_ok:
                out.append(("special_effect",))
            out.append(("no_overrun",))
            return out
        st.stack.pop()  # stage 5: done
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
            what = "shot" if self.kind == 0 else "assault"
            extra = " (the special assault becomes a normal assault)" if self.kind == 2 else ""
            st._log(R.BLOCKING, f"{_pname(1 - p)} blocks the {what} with {st.cname(b)}{extra}")
            self.stage = 2
            st._react("blocked", self.unit, 1 - p)
            st._react("blocks", b, 1 - p)
        elif k == "no_block":
            st._log(R.BLOCKING, f"{_pname(1 - p)} does not block")
            self.stage = 2
        elif k == "overrun":
            t = d[1]
            self.overrun = True
            self.overrun_done = True
            self.strength = self.excess
            self.as0 = st.stat(self.unit, AS)
            self.kind = 1
            self.target = t
            self.blocked = False
            st.wa_def = t
            st.wa_block = -1
            st._log(R.OVERRUN, f"{_pname(p)}: {st.cname(self.unit)} overruns into {st.cname(t)} "
                               f"with {self.excess} damage left")
            self.stage = 1
            st._react("attacked", t, p)
        elif k == "special_effect":
            st._log(R.SPECIAL_BLOCKED, f"{_pname(p)} chooses the special assault's effect instead of an overrun")
            self.stage = 5
            self._resolve_special(st)
        elif k == "no_overrun":
            st._log(R.OVERRUN, f"{_pname(p)} does not overrun")
            self.stage = 5
        else:
            raise EngineError(f"unexpected decision {d!r}")

    def _resolve_special(self, st):
        if self.prep_ok:
            f = AbilityFrame(self.owner, self.unit, self.ai, st.tpl[self.unit].abilities[self.ai], "resolve")
            f.chosen = {k: list(v) for k, v in self.chosen.items()}
            f.x = self.x
            f.stage = 3
            st.stack.append(f)

    def _damage(self, st):
        u, t, p = self.unit, self.target, self.owner
        if not st.in_play(u) or (t >= 0 and not st.in_play(t)):
            gone = "attacking" if not st.in_play(u) else "defending"
            st._log(R.LEFT_PLAY_EARLY, f"the {gone} card left play before damage: the war action ends before damage")
            self.stage = 5
            return None
        if self.kind == 2 and not self.blocked:
            self.stage = 5
            st._log(R.SPECIAL_BLOCKED, f"the special assault is not blocked: no damage; its text resolves")
            self._resolve_special(st)
            return None
        shooting = self.kind == 0
        if shooting:
            dmg = st.stat(u, FP, t)
        elif self.overrun:
            dmg = max(0, self.strength + st.stat(u, AS) - self.as0)
        else:
            dmg = st.stat(u, AS, t)
        armor = st.stat(t, AR, u)
        back = -1
        if dmg > 0 and st.tpl[t].type == UNIT and st.has_counter(t):
            back = st.stat(t, FP if shooting else AS, u)
            st._log(R.COUNTER_ATTACK, f"{st.cname(t)} counter-attacks {st.cname(u)} for {back} at the same time")
        if st.log_enabled:
            st._log(R.OVERRUN_DETAILS if self.overrun else R.DAMAGE,
                    f"{st.cname(u)} deals {dmg} damage to {st.cname(t)} (armor {armor})")
        if armor == 0:
            st._log(R.STATS_MINIMUM, f"{st.cname(t)} has armor 0: any damage that reaches it destroys it")
        elif dmg == 0 and back < 0 and st.tpl[t].type == UNIT and st.has_counter(t):
            st._log(R.STATS_MINIMUM, f"{st.cname(u)} deals no damage: {st.cname(t)} does not counter-attack")
        t_dies = dmg >= armor
        u_dies = back >= 0 and back >= st.stat(u, AR, t)
        t_unit = st.tpl[t].type == UNIT
        if not t_dies:
            st._log(R.DAMAGE, f"{st.cname(t)} survives; the damage is removed")
        if u_dies:
            st._destroy(u, 1 - p)
        if t_dies:
            st._destroy(t, p)
        can_overrun = (self.kind != 0 and not self.overrun_done and t_dies and t_unit and dmg > armor
                       and st.in_play(u))
        if can_overrun:
            self.excess = dmg - armor
            self.stage = 4
        else:
            self.stage = 5
        return None


def _window_full(st, frame) -> bool:
    """battle.combat.limit: a window closes, as if both players had passed, once WINDOW_CAP
    abilities were played in it (an Unlimited ability with no cost could be played for ever)."""
    if frame.plays < WINDOW_CAP:
        return False
    st._log(R.COMBAT_LIMIT, f"{WINDOW_CAP} abilities played in this window: it closes as if both players had passed")
    return True


class TacticsFrame(Frame):
    __slots__ = ("passes", "plays")

    def __init__(self, first):
        self.player = first
        self.passes = 0
        self.plays = 0

    def describe(self):
        return "tactics window: play a tactic or pass"

    def step(self, st):
        if (st.wa_att >= 0 and not st.in_play(st.wa_att)) or (st.wa_def >= 0 and not st.in_play(st.wa_def)):
            st.stack.pop()
            return None
        if _window_full(st, self):
            st.stack.pop()
            return None
        return st._plays(self.player, "T")

    def apply(self, st, d):
        p = self.player
        if d[0] == "pass":
            self.passes += 1
            if self.passes >= 2:
                st.stack.pop()
            else:
                self.player = 1 - p
            return
        self.passes = 0
        self.plays += 1
        self.player = 1 - p
        st._push_ability(p, d[1], d[2])


class ModifierFrame(Frame):
    __slots__ = ("roller", "passes", "value", "plays")

    def __init__(self, roller, value):
        self.player = roller
        self.roller = roller
        self.passes = 0
        self.value = value
        self.plays = 0

    def describe(self):
        return f"a roll of {self.value}: play a modifier or pass"

    def step(self, st):
        if _window_full(st, self):
            st.stack.pop()
            st.last_roll = self.value
            return None
        return st._plays(self.player, "M")

    def apply(self, st, d):
        p = self.player
        if d[0] == "pass":
            self.passes += 1
            if self.passes >= 2:
                st.stack.pop()
                st.last_roll = self.value
            else:
                self.player = 1 - p
            return
        self.passes = 0
        self.plays += 1
        self.player = 1 - p
        st._push_ability(p, d[1], d[2])


class ReactionFrame(Frame):
    """A reaction window: the player who caused the event first, then alternately, until both
    pass one after the other. For a roll (event ``roll``) ``roller`` made it, ``card`` is the
    card discarded for it (-1 from an empty deck) and the window opens once the roll counts
    (after the modifiers); rolls made by the reactions do not change that result."""

    __slots__ = ("event", "card", "passes", "roller", "value", "plays")

    def __init__(self, causer, event, card, roller=-1):
        self.player = causer
        self.event = event
        self.card = card
        self.passes = 0
        self.roller = roller
        self.value = -1
        self.plays = 0

    def describe(self):
        return f"reactions to '{self.event}': play a reaction or pass"

    def step(self, st):
        if self.event == "roll" and self.value < 0:
            self.value = st.last_roll
        if _window_full(st, self):
            st.stack.pop()
            if self.event == "roll":
                st.last_roll = self.value
            return None
        return st._plays(self.player, "R", (self.event, self.card, self.roller))

    def apply(self, st, d):
        p = self.player
        if d[0] == "pass":
            self.passes += 1
            if self.passes >= 2:
                st.stack.pop()
                if self.event == "roll":
                    st.last_roll = self.value
            else:
                self.player = 1 - p
            return
        self.passes = 0
        self.plays += 1
        self.player = 1 - p
        if self.event == "roll":
            st._log(R.ROLL_REACTIONS, f"{_pname(p)} answers the roll of {self.value}, which keeps its result")
        st._push_ability(p, d[1], d[2], trigger=self.card)


class ResolutionFrame(Frame):
    __slots__ = ("stage", "side")

    def __init__(self):
        self.player = -1
        self.stage = 0
        self.side = -1

    def describe(self):
        return "resolution: choose the next event to resolve"

    def step(self, st):
        s = st.bsec
        if self.stage == 0:
            a = st.attacker
            fl = st.flag_counts()
            st._log(R.RESOLUTION_FLAGS, f"flags in {st.sname(s)}: {_pname(0)} {fl[0]}, {_pname(1)} {fl[1]}")
            for q in (a, 1 - a):
                hand = ", ".join(st.tpl[c].name for c in st.hands[q]) or "nothing"
                st._log(R.RESOLUTION_EVENTS, f"{_pname(q)} reveals the command hand: {hand}")
            self.stage = 1
            self.side = a
            return None
        if self.stage == 1:
            q = self.side
            out = st._plays(q, "E")
            if out:
                self.player = q
                return out
            if q == st.attacker:
                self.side = 1 - q
                return None
            self.stage = 2
            return None
        st.stack.pop()
        st._finish_battle()
        return None

    def apply(self, st, d):
        st._push_ability(self.side, d[1], d[2])


class PreparationFrame(Frame):
    """Preparation step 3 (rules: battle.preparation): every "during preparation" ability is
    carried out, the attacker's first, then the defender's; each player chooses the order of
    their own (a decision only when more than one can be used). They are mandatory: there is no
    pass; one that cannot be used (a condition, a cost or a required choice fails) is skipped."""

    __slots__ = ("chooser", "side", "stage")

    def __init__(self, chooser, attacker):
        self.player = attacker
        self.chooser = chooser
        self.side = attacker
        self.stage = 0

    def describe(self):
        return "preparation: choose the next \"during preparation\" ability to carry out"

    def step(self, st):
        while self.stage < 2:
            out = st._preparation_plays(self.side)
            if out:
                self.player = self.side
                return out
            self.stage += 1
            self.side = 1 - self.side
        st.stack.pop()
        st._after_preparation(self.chooser)
        return None

    def apply(self, st, d):
        st._push_ability(self.side, d[1], d[2])


class AbilityFrame(Frame):
    """One use of an ability (rules: abilities.procedure): choices, X, costs in order, the
    tactics window of a war action, then the effects in order."""

    __slots__ = ("ctrl", "card", "ai", "ab", "mode", "stage", "ptr", "chosen", "x", "ok", "wa", "trig",
                 "sub", "amount", "picks_left", "wait", "xset")

    def __init__(self, ctrl, card, ai, ab, mode="full"):
        self.player = ctrl
        self.ctrl = ctrl
        self.card = card
        self.ai = ai
        self.ab = ab
        self.mode = mode
        self.stage = 0
        self.ptr = 0
        self.chosen = {}
        self.x = 0
        self.ok = True
        self.wa = False
        self.trig = -1
        self.sub = 0
        self.amount = -1
        self.picks_left = 0
        self.wait = 0
        self.xset = False

    def describe(self):
        return ("choose targets", "choose X", "pay costs", "resolve effects")[min(self.stage, 3)]

    # stage 0: choices; 1: X; 2: costs; 3: tactics (WA) / effects; 4: effects; 5: done
    def step(self, st):
        ab = self.ab
        while True:
            stage = self.stage
            if stage == 0:
                if self.ptr >= len(ab.choices):
                    self.stage, self.ptr = 1, 0
                    continue
                ei = ab.choices[self.ptr]
                spec = ab.effects[ei]["target"]
                picks = self.chosen.setdefault(ei, [])
                count = spec.get("count") or 1
                if len(picks) >= count:
                    self.ptr += 1
                    continue
                cands = [c for c in st.candidates(self.ctrl, spec) if c not in picks]
                exactly = spec.get("quantity", "exactly") == "exactly"
                if not cands:
                    if exactly:
                        st._log(R.PROCEDURE, f"{_pname(self.ctrl)} cannot make the choices: the ability does nothing")
                        self.ok = False
                        self.stage = 5
                        continue
                    self.ptr += 1
                    continue
                self.player = self.ctrl
                out = [("choose", c) for c in cands]
                if not exactly:
                    out.append(("done",))
                return out
            if stage == 1:
                if ab.free_x:
                    if not self.xset:
                        self.player = self.ctrl
                        return [("x", n) for n in range(1, 7)]
                elif ab.x is not None:
                    self.x = st.x_value(self)
                self.stage, self.ptr = 2, 0
                continue
            if stage == 2:
                if not self.ok or self.ptr >= len(ab.costs):
                    if self.mode == "prepare":
                        self.stage = 5
                        continue
                    self.stage, self.ptr = 3, 0
                    continue
                r = self._cost(st)
                if r is not None or st.stack[-1] is not self:
                    return r
                continue
            if stage == 3:
                self.stage, self.ptr = 4, 0
                if self.wa and self.ok:
                    st.stack.append(TacticsFrame(self.ctrl))
                    return None
                continue
            if stage == 4:
                if not self.ok or self.ptr >= len(ab.effects):
                    self.stage = 5
                    continue
                r = self._effect(st)
                if r is not None or st.stack[-1] is not self:
                    return r
                continue
            # done
            st.stack.pop()
            if self.mode == "prepare":
                below = st.stack[-1]
                below.prep_ok = self.ok
                below.chosen = self.chosen
                below.x = self.x
            return None

    def apply(self, st, d):
        k = d[0]
        if self.stage == 0:
            ei = self.ab.choices[self.ptr]
            if k == "done":
                self.ptr += 1
            else:
                self.chosen[ei].append(d[1])
            return
        if self.stage == 1:
            self.x = d[1]
            self.xset = True
            st._log(R.FREE_X, f"{_pname(self.ctrl)} chooses X = {d[1]} (a free X is 1 to 6)")
            return
        if self.stage == 2:
            self._cost_pick(st, d[1])
            return
        if self.stage == 4:
            if k == "done":
                self.picks_left = 0
            else:
                self._effect_pick(st, d[1])
            return
        raise EngineError(f"unexpected decision {d!r} in an ability")

    # ---------------------------------------------------------------- costs
    def _cost(self, st):
        cost = self.ab.costs[self.ptr]
        kind = cost["cost"]
        p = self.ctrl
        if kind == "test":
            if self.wait == 0:
                self.wait = 1
                st._roll(p, R.ROLL_TEST)
                return None
            self.wait = 0
            v = cost["value"]
            need = self.x if v.get("kind") == "x" else v.get("value", 0)
            got = st.last_roll
            if got >= need:
                st._log(R.ROLL_TEST, f"the test ({need}+) passes with {got}")
            else:
                st._log(R.ROLL_TEST, f"the test ({need}+) fails with {got}: the ability has no effect")
                self.ok = False
            self.ptr += 1
            return None
        if kind == "lock_this":
            c = self.card
            if not st.in_play(c) or st.pos[c] == LOCKED:
                self.ok = False
            else:
                st.pos[c] = LOCKED
                st._log(R.COST, f"cost: {st.cname(c)} is locked")
            self.ptr += 1
            return None
        if kind == "discard_top":
            n = cost["count"]
            st._mill(p, n)
            self.ptr += 1
            return None
        if kind == "lock_units":
            if self.sub == 0:
                self.sub = 1
                self.picks_left = cost["count"]
            if self.picks_left <= 0:
                self.sub = 0
                self.ptr += 1
                return None
            cands = st.lockable_units(p, cost.get("state", "any"))
            if len(cands) < self.picks_left:
                self.ok = False
                self.sub = 0
                self.ptr += 1
                return None
            self.player = p
            return [("choose", c) for c in cands]
        if kind == "discard":
            if self.sub == 0:
                self.sub = 1
                self.picks_left = cost["count"]
            if self.picks_left <= 0:
                self.sub = 0
                self.ptr += 1
                return None
            if not st.hands[p]:
                self.ok = False
                self.sub = 0
                self.ptr += 1
                return None
            self.player = p
            return [("choose", c) for c in st.hands[p]]
        raise EngineError(f"unknown cost {kind}")

    def _cost_pick(self, st, c):
        kind = self.ab.costs[self.ptr]["cost"]
        if kind == "lock_units":
            st.pos[c] = LOCKED
            st._log(R.COST, f"cost: {st.cname(c)} is locked")
        else:
            st._discard_from_hand(self.ctrl, c)
            st._log(R.COST, f"cost: {_pname(self.ctrl)} discards {st.cname(c)}")
        self.picks_left -= 1

    # ---------------------------------------------------------------- effects
    def _amount(self, st, a):
        """The amount, or None after starting a roll (the frame resumes with st.last_roll)."""
        k = a.get("kind")
        if k == "number":
            return a["value"]
        if k == "x":
            return self.x
        if self.wait == 0:
            self.wait = 2
            st._roll(self.ctrl, R.ROLL_D6)
            return None
        self.wait = 0
        return st.last_roll

    def _effect(self, st):
        e = self.ab.effects[self.ptr]
        op = e["op"]
        p = self.ctrl
        if op in ("draw", "discard", "mill", "flags"):
            if self.sub == 0:
                n = self._amount(st, e.get("count") or e.get("amount"))
                if n is None:
                    return None
                who = p if e.get("player", "you" if op in ("draw", "flags") else "opponent") == "you" else 1 - p
                if op == "draw":
                    st._draw(who, n, R.PROCEDURE)
                elif op == "mill":
                    st._mill(who, n)
                elif op == "flags":
                    n *= int(e.get("sign", 1))
                    st.battle_flags[who] += n
                    st._log(R.RESOLUTION_FLAGS, f"{_pname(who)} gets {n:+d} flag(s) in this battle")
                else:
                    n = min(n, len(st.hands[who]))
                    if n >= len(st.hands[who]):
                        for c in list(st.hands[who]):
                            st._discard_from_hand(who, c)
                        if n:
                            st._log(R.DISCARD, f"{_pname(who)} discards the whole hand ({n} card(s))")
                    elif n > 0:
                        self.sub = 1
                        self.picks_left = n
                        self.amount = who
                        return None
                self.ptr += 1
                return None
            # discard: the discarding player chooses
            if self.picks_left <= 0:
                self.sub = 0
                self.ptr += 1
                return None
            who = self.amount
            self.player = who
            return [("choose", c) for c in st.hands[who]]
        if op == "infiltrate":
            if self.sub == 0:
                self.sub = 1
                self.picks_left = e.get("count", 1)
            if self.picks_left <= 0:
                self._end_infiltrate(st, e)
                return None
            cands = st.infiltrate_candidates(p, e)
            if not cands:
                self._end_infiltrate(st, e)
                return None
            self.player = p
            out = [("choose", c) for c in cands]
            out.append(("done",))
            return out
        if op in ("roll_add", "reroll"):
            mf = st.modifier_frame()
            if mf is not None:
                if op == "roll_add":
                    mf.value += int(e.get("sign", 1)) * e["amount"]
                    st._log(R.MODIFIER, f"the roll becomes {mf.value}")
                else:
                    mf.value = st._roll_raw(mf.roller, R.MODIFIER)
                    st._log(R.MODIFIER, f"the roll is made again: {mf.value}")
            self.ptr += 1
            return None
        if op == "versus":
            self.ptr += 1
            return None
        # target effects
        targets = st.resolve_targets(self, e["target"], self.ptr)
        if op == "modify":
            n = self._amount(st, e["amount"])
            if n is None:
                return None
            n *= int(e.get("sign", 1))
            s = STAT_CODES[e["stat"]]
            bonus = st.wa_bonus if self._for_war_action(e) else st.battle_bonus
            for c in targets:
                if st.in_play(c):
                    key = c * 5 + s
                    bonus[key] = bonus.get(key, 0) + n
                    st._log(R.PREPARATION_ABILITIES if self.ab.kind == "preparation" else R.TACTIC,
                            f"{st.cname(c)} gets {n:+d} {e['stat']}")
        elif op == "destroy":
            for c in targets:
                if st.in_play(c):
                    st._destroy(c, p)
        elif op == "lock":
            for c in targets:
                if st.in_play(c) and st.pos[c] != LOCKED:
                    st.pos[c] = LOCKED
                    st._log(R.TERM_LOCK, f"{st.cname(c)} is locked")
        elif op == "ready":
            for c in targets:
                if st.in_play(c) and st.pos[c] != READY:
                    st.pos[c] = READY
                    st._log(R.TERM_READY, f"{st.cname(c)} is readied")
        elif op == "charge":
            for c in targets:
                if st.in_play(c) and st.pos[c] == READY and st.tpl[c].type == UNIT:
                    st.pos[c] = CHARGING
                    st._log(R.CHARGE_BY_ABILITY, f"{st.cname(c)} is made to charge: reactions to a charge may answer")
                    st._react("charges", c, p)
        elif op == "counter_attack":
            where = st.wa_counter if self._for_war_action(e) else st.battle_counter
            for c in targets:
                if st.in_play(c):
                    where.add(c)
                    st._log(R.COUNTER_ATTACK, f"{st.cname(c)} gains counter-attack")
        else:
            raise EngineError(f"unknown effect {op}")
        self.ptr += 1
        return None

    def _for_war_action(self, e) -> bool:
        """A change lasts until the end of the war action, except one made during preparation:
        no war action is under way then, so it lasts for the battle."""
        return e.get("duration", "war_action") == "war_action" and self.ab.kind != "preparation"

    def _effect_pick(self, st, c):
        e = self.ab.effects[self.ptr]
        if e["op"] == "discard":
            who = self.amount
            st._discard_from_hand(who, c)
            st._log(R.DISCARD, f"{_pname(who)} discards {st.tpl[c].name}")
            self.picks_left -= 1
            return
        st._infiltrate(self.ctrl, c, e["source"])
        self.picks_left -= 1

    def _end_infiltrate(self, st, e):
        if e["source"] == "deck":
            st.rng.shuffle(st.decks[self.ctrl])
            st._log(R.INFILTRATE_SEARCH, f"{_pname(self.ctrl)} shuffles the deck after searching it")
        self.sub = 0
        self.ptr += 1




# ====================================================================== the state


class GameState:
    """One game of Horus Heresy between player 0 (deck A) and player 1 (deck B)."""

    __slots__ = ("cat", "tpl", "owner", "seed", "rng", "deck_lists", "turn", "attacker", "planet", "sec",
                 "sec_owner", "sec_locked", "decks", "hands", "discards", "fleets", "sectors", "pos", "up",
                 "loc", "wa_bonus", "battle_bonus", "wa_counter", "battle_counter", "battle_flags", "used",
                 "wa_att", "wa_def", "wa_block", "bsec", "bchooser", "bwhich", "fought", "stack", "log",
                 "decisions", "winner", "over", "_legal", "last_roll", "log_enabled", "origin")

    # ---------------------------------------------------------------- construction
    def __init__(self, deck_a, deck_b, seed: int = 0, db=None, *, log: bool = True):
        self._init_common(_deck_ids(deck_a), _deck_ids(deck_b), seed, db, log)
        # setup: shuffle, then the top cards' dice decide who chooses the roles
        for p in (0, 1):
            self.rng.shuffle(self.decks[p])
        self._log(R.SETUP_SHUFFLE, f"both decks are shuffled (seed {self.seed})")
        d0, d1 = self.tpl[self.decks[0][-1]].die, self.tpl[self.decks[1][-1]].die
        if d0 != d1:
            chooser = 0 if d0 < d1 else 1
            self._log(R.SETUP_ATTACKER, f"top cards show {d0} and {d1}: {_pname(chooser)} has the lower die "
                                        f"and chooses the roles")
        else:
            chooser = self.rng.randrange(2)
            self._log(R.ROLL_TIES, f"top cards both show {d0}: a coin toss lets {_pname(chooser)} choose")
        self.stack.append(RoleFrame(chooser))
        self._settle()

    def _init_common(self, ids_a, ids_b, seed, db, log):
        self.cat = catalog_for(db)
        if not ids_a or not ids_b:
            raise ValueError("both players need at least one card")
        self.deck_lists = (tuple(ids_a), tuple(ids_b))
        tpl, owner = [], []
        for p, ids in enumerate(self.deck_lists):
            for cid in ids:
                tpl.append(self.cat.template(cid))
                owner.append(p)
        self.tpl = tuple(tpl)
        self.owner = tuple(owner)
        n = len(tpl)
        self.seed = int(seed)
        self.rng = random.Random(self.seed)
        self.log_enabled = log
        self.log = []
        self.decisions = []
        na = len(ids_a)
        self.decks = [list(range(na)), list(range(na, n))]
        self.hands = [[], []]
        self.discards = [[], []]
        self.fleets = [[], []]
        self.sectors = [[[], []], [[], []], [[], []]]
        self.pos = [READY] * n
        self.up = [False] * n
        self.loc = [Z_DECK] * n
        self.wa_bonus = {}
        self.battle_bonus = {}
        self.wa_counter = set()
        self.battle_counter = set()
        self.battle_flags = [0, 0]
        self.used = set()
        self.wa_att = self.wa_def = self.wa_block = -1
        self.bsec = -1
        self.bchooser = -1
        self.bwhich = -1
        self.fought = []
        self.turn = 0
        self.attacker = -1
        self.planet = None
        self.sec = ()
        self.sec_owner = [-1, -1, -1]
        self.sec_locked = -1
        self.winner = None
        self.over = False
        self.last_roll = 0
        self.stack = []
        self._legal = None
        self.origin = None  # the position a game set up in the middle started from (saved with it)

    @classmethod
    def from_position(cls, cards, *, planet: str, attacker: int, turn: int = 1, battle: int | None = None,
                      first: int | None = None, to_act: int | None = None, captured: dict | None = None,
                      seed: int = 0, db=None, log: bool = True) -> "GameState":
        """A game set up in the middle: ``cards`` are dicts ``{id, owner, zone, sector, position,
        face_up}`` (zone: deck, hand, discard, fleet or sector; deck cards top first). With
        ``battle`` the combat step of a battle in that sector is under way, ``first`` having
        declared it (default: the attacker) and ``to_act`` to declare the next war action."""
        ids = ([], [])
        for spec in cards:
            ids[int(spec["owner"])].append(str(spec["id"]))
        g = object.__new__(cls)
        g._init_common(ids[0], ids[1], seed, db, log)
        g.origin = {"cards": [{k: spec[k] for k in _POSITION_CARD_KEYS if spec.get(k) is not None} for spec in cards],
                    "planet": planet, "attacker": int(attacker), "turn": int(turn), "battle": battle,
                    "first": first, "to_act": to_act,
                    "captured": {str(s): int(p) for s, p in (captured or {}).items()}}
        g.decks = [[], []]
        g.attacker = int(attacker)
        g.turn = int(turn)
        g.planet = planet
        g.sec = tuple(g.cat.sectors(planet))
        if len(g.sec) != 3:
            raise ValueError(f"the planet {planet!r} has no three sector cards")
        for s, p in (captured or {}).items():
            g.sec_owner[int(s)] = int(p)
        nxt = [0, len(ids[0])]
        for spec in cards:
            p = int(spec["owner"])
            c = nxt[p]
            nxt[p] += 1
            zone = spec.get("zone", "deck")
            if zone == "deck":
                g.decks[p].insert(0, c)
            elif zone == "hand":
                g.hands[p].append(c)
                g.loc[c] = Z_HAND
            elif zone == "discard":
                g.discards[p].append(c)
                g.loc[c] = Z_DISCARD
                g.up[c] = True
            elif zone == "fleet":
                g.fleets[p].append(c)
                g.loc[c] = Z_FLEET
                g.up[c] = True
            elif zone == "sector":
                s = int(spec["sector"])
                if not 0 <= s < 3:
                    raise ValueError(f"sector must be 0, 1 or 2, not {s}")
                g._put_in_sector(c, s, bool(spec.get("face_up", battle == s)))
            else:
                raise ValueError(f"unknown zone {zone!r} (deck, hand, discard, fleet or sector)")
            if zone in ("fleet", "sector"):
                g.pos[c] = POSITION_NAMES.index(spec.get("position", "ready"))
        if battle is None:
            g.stack.append(SectorFrame(g.attacker, 0))
        else:
            first = g.attacker if first is None else int(first)
            g.bsec, g.bchooser, g.bwhich = int(battle), first, 0 if first == g.attacker else 1
            g.fought = [g.bsec]
            g.sec_locked = g.bsec
            f = CombatFrame(first if to_act is None else int(to_act))
            g.stack.append(f)
        g._log(R.COMBAT if battle is not None else R.TURN, "the game starts from a given position")
        g._settle()
        return g

    # ---------------------------------------------------------------- the public API
    @property
    def current_player(self) -> int | None:
        """Whose decision is pending (None when the game is over)."""
        return None if self.over else self.stack[-1].player

    @property
    def is_over(self) -> bool:
        return self.over

    @property
    def pending(self) -> str:
        """What the pending decision is about, in words."""
        return "the game is over" if self.over else self.stack[-1].describe()

    def legal_decisions(self) -> list[tuple]:
        """Every legal decision for the current player (empty when the game is over)."""
        return [] if self.over else self._legal

    def is_legal(self, decision) -> bool:
        return not self.over and _as_decision(decision) in self._legal

    def apply(self, decision) -> None:
        """Make a decision. An illegal one raises :class:`IllegalDecision` and changes nothing."""
        d = _as_decision(decision)
        if self.over:
            raise IllegalDecision("the game is over")
        if d not in self._legal:
            raise IllegalDecision(self._why_illegal(d))
        self.decisions.append(d)
        self.stack[-1].apply(self, d)
        self._settle()

    def clone(self, log: bool | None = None) -> "GameState":
        """An independent copy (fast: for search). ``log=False`` drops the log in the copy."""
        g = object.__new__(GameState)
        g.cat, g.tpl, g.owner, g.seed, g.deck_lists = self.cat, self.tpl, self.owner, self.seed, self.deck_lists
        g.rng = random.Random()
        g.rng.setstate(self.rng.getstate())
        g.turn, g.attacker, g.planet, g.sec = self.turn, self.attacker, self.planet, self.sec
        g.sec_owner = self.sec_owner[:]
        g.sec_locked = self.sec_locked
        g.decks = [self.decks[0][:], self.decks[1][:]]
        g.hands = [self.hands[0][:], self.hands[1][:]]
        g.discards = [self.discards[0][:], self.discards[1][:]]
        g.fleets = [self.fleets[0][:], self.fleets[1][:]]
        g.sectors = [[a[:], b[:]] for a, b in self.sectors]
        g.pos, g.up, g.loc = self.pos[:], self.up[:], self.loc[:]
        g.wa_bonus, g.battle_bonus = dict(self.wa_bonus), dict(self.battle_bonus)
        g.wa_counter, g.battle_counter = set(self.wa_counter), set(self.battle_counter)
        g.battle_flags = self.battle_flags[:]
        g.used = set(self.used)
        g.wa_att, g.wa_def, g.wa_block = self.wa_att, self.wa_def, self.wa_block
        g.bsec, g.bchooser, g.bwhich, g.fought = self.bsec, self.bchooser, self.bwhich, self.fought[:]
        g.stack = [f.copy() for f in self.stack]
        keep = self.log_enabled if log is None else log
        g.log = self.log[:] if keep else []
        g.log_enabled = keep
        g.decisions = self.decisions[:]
        g.winner, g.over, g.last_roll = self.winner, self.over, self.last_roll
        g._legal = self._legal
        g.origin = self.origin
        return g

    # ---------------------------------------------------------------- save and replay
    def to_dict(self) -> dict:
        """The saved game: seed, decks and decisions (version 1); a game started from a position
        (:meth:`from_position`, scenarios) also saves that position (version 2)."""
        data = {"format": FORMAT, "version": 1, "seed": self.seed,
                "decks": [list(self.deck_lists[0]), list(self.deck_lists[1])],
                "decisions": [list(d) for d in self.decisions]}
        if self.origin is not None:
            data["version"] = 2
            data["position"] = json.loads(json.dumps(self.origin))
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @classmethod
    def from_json(cls, text: str | dict, db=None) -> "GameState":
        """Replay a saved game: the same seed, decks (or position) and decisions give the same game."""
        try:
            data = json.loads(text) if isinstance(text, str) else text
        except json.JSONDecodeError as err:
            raise ValueError(f"saved game: not JSON (line {err.lineno}, column {err.colno}: {err.msg})") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a saved game (expected \"format\": \"{FORMAT}\")")
        version = data.get("version", 1)
        if version not in (1, 2):
            raise ValueError(f"saved game: version {version!r} is not one this program reads (1 or 2)")
        try:
            seed = int(data["seed"])
            decks = data["decks"]
            decisions = data["decisions"]
        except (KeyError, TypeError, ValueError) as err:
            raise ValueError(f"saved game: missing or bad field {err}") from None
        if not (isinstance(decks, list) and len(decks) == 2 and isinstance(decisions, list)):
            raise ValueError("saved game: 'decks' must be two lists and 'decisions' a list")
        pos = data.get("position")
        if pos is not None:
            if not isinstance(pos, dict) or not isinstance(pos.get("cards"), list):
                raise ValueError("saved game: 'position' must be a table with a list of 'cards'")
            try:
                g = cls.from_position(
                    pos["cards"], planet=pos.get("planet", "isstvan_iii"), attacker=pos.get("attacker", 0),
                    turn=pos.get("turn", 1), battle=pos.get("battle"), first=pos.get("first"),
                    to_act=pos.get("to_act"), captured=pos.get("captured"), seed=seed, db=db)
            except (KeyError, TypeError, ValueError, IndexError) as err:
                raise ValueError(f"saved game: bad position: {err}") from None
        else:
            g = cls(decks[0], decks[1], seed, db)
        for i, d in enumerate(decisions):
            try:
                g.apply(d)
            except IllegalDecision as err:
                raise ValueError(f"saved game: decision {i + 1} {d!r} is illegal: {err}") from None
        return g

    # ---------------------------------------------------------------- reading the state
    def cname(self, c: int) -> str:
        return f"{_PNAMES[self.owner[c]]}'s {self.tpl[c].name} [{c}]"

    def sname(self, s: int) -> str:
        return f"{self.sec[s][1]}" if self.sec else f"sector {s}"

    def open_sectors(self) -> list[int]:
        return [s for s in range(len(self.sec)) if self.sec_owner[s] < 0]

    def in_play(self, c: int) -> bool:
        return self.loc[c] >= Z_FLEET

    def zone_of(self, c: int) -> str:
        z = self.loc[c]
        if z >= Z_SECTOR:
            return f"sector:{z - Z_SECTOR}"
        return ("deck", "hand", "discard", "fleet")[z]

    def stat(self, c: int, s: int, vs: int = -1) -> int:
        """The card's current statistic (printed, constant abilities, bonuses, versus ``vs``)."""
        t = self.tpl[c]
        v = t.stats[s]
        if t.const_mods:
            for cs, n in t.const_mods:
                if cs == s:
                    v += n
        if self.wa_bonus:
            v += self.wa_bonus.get(c * 5 + s, 0)
        if self.battle_bonus:
            v += self.battle_bonus.get(c * 5 + s, 0)
        if vs >= 0 and t.versus:
            kws = self.tpl[vs].keywords
            for cs, n, kw in t.versus:
                if cs == s and kw in kws:
                    v += n
        return v if v > 0 else 0

    def has_counter(self, c: int) -> bool:
        t = self.tpl[c]
        return t.counter or t.const_counter or c in self.wa_counter or c in self.battle_counter

    def flag_counts(self) -> list[int]:
        s = self.bsec
        out = []
        for q in (0, 1):
            n = sum(self.stat(c, FL) for c in self.sectors[s][q] if self.tpl[c].type != SHIP)
            out.append(max(0, n + self.battle_flags[q]))
        return out

    def all_zones(self) -> dict[str, list[int]]:
        """Every zone and the cards in it (each card is in exactly one)."""
        z = {}
        for p in (0, 1):
            z[f"deck{p}"] = self.decks[p]
            z[f"hand{p}"] = self.hands[p]
            z[f"discard{p}"] = self.discards[p]
            z[f"fleet{p}"] = self.fleets[p]
            for s in range(3):
                z[f"sector{s}.{p}"] = self.sectors[s][p]
        return z

    # ---------------------------------------------------------------- observations
    def observation(self, player: int) -> dict:
        """What ``player`` may see: their own hand and deck count, every face-up card, counts of
        the opponent's hidden cards. Card numbers of hidden cards are never shown."""
        me, opp = player, 1 - player

        def card(c, hidden=False):
            if hidden:
                return {"face_down": True}
            return {"card": c, "id": self.tpl[c].id, "name": self.tpl[c].name,
                    "position": POSITION_NAMES[self.pos[c]], "face_up": self.up[c]}

        sectors = []
        for s, (sid, name, req, _) in enumerate(self.sec):
            sectors.append({
                "sector": s, "id": sid, "name": name, "required_flags": req,
                "captured_by": None if self.sec_owner[s] < 0 else ("you" if self.sec_owner[s] == me else "opponent"),
                "locked": self.sec_locked == s,
                "you": [card(c) for c in self.sectors[s][me]],
                "opponent": [card(c, not self.up[c]) for c in self.sectors[s][opp]],
            })
        obs = {
            "player": me, "turn": self.turn,
            "role": None if self.attacker < 0 else ("attacker" if self.attacker == me else "defender"),
            "planet": self.planet, "battle_sector": self.bsec if self.bsec >= 0 else None,
            "current_player": self.current_player, "pending": self.pending,
            "is_over": self.over, "winner": self.winner,
            "you": {"hand": [card(c) for c in self.hands[me]], "deck_count": len(self.decks[me]),
                    "discard": [card(c) for c in self.discards[me]], "fleet": [card(c) for c in self.fleets[me]]},
            "opponent": {"hand_count": len(self.hands[opp]), "deck_count": len(self.decks[opp]),
                         "discard": [card(c) for c in self.discards[opp]],
                         "fleet": [card(c) for c in self.fleets[opp]]},
            "sectors": sectors,
            "legal": [list(d) for d in self.legal_decisions()] if self.current_player == me else [],
        }
        top = self.stack[-1] if self.stack else None
        if isinstance(top, FirstWaveFrame) and self.decks[top.player]:
            obs["revealed"] = card(self.decks[top.player][-1])
        return obs

    def summary(self) -> dict:
        """The whole state (no hidden information removed): for scenarios and debugging."""
        cards = {}
        for name, zone in self.all_zones().items():
            for c in zone:
                cards[c] = {"id": self.tpl[c].id, "name": self.tpl[c].name, "owner": self.owner[c],
                            "zone": self.zone_of(c), "position": POSITION_NAMES[self.pos[c]],
                            "face_up": self.up[c]}
        return {"turn": self.turn, "attacker": self.attacker, "planet": self.planet,
                "sectors": [{"id": sid, "name": n, "required_flags": req,
                             "captured_by": self.sec_owner[s] if self.sec_owner[s] >= 0 else None}
                            for s, (sid, n, req, _) in enumerate(self.sec)],
                "is_over": self.over, "winner": self.winner,
                "current_player": self.current_player, "pending": self.pending,
                "cards": {str(c): cards[c] for c in sorted(cards)}}

    # ---------------------------------------------------------------- internals
    def _log(self, rule: str, text: str) -> None:
        if self.log_enabled:
            self.log.append((rule, text))

    def _settle(self) -> None:
        stack = self.stack
        while not self.over:
            top = stack[-1]
            legal = top.step(self)
            if legal is None:
                continue
            if len(legal) == 1:
                top.apply(self, legal[0])
                continue
            if not legal:
                raise EngineError(f"no legal decision in {top.describe()}")
            self._legal = legal
            return
        self._legal = []

    def _why_illegal(self, d) -> str:
        if len(d) == 3 and d[0] in ("shoot", "assault") and type(d[2]) is int and 0 <= d[2] < len(self.tpl):
            target = d[2]
            if self.owner[target] == self.current_player:
                return (f"{list(d)} is not legal: attacks aim only at the opponent's units and assets "
                        f"(rules: {R.TARGETS})")
            if self.tpl[target].type == SHIP:
                return f"{list(d)} is not legal: ships cannot be attacked (rules: {R.SHIPS_NO_ATTACK})"
        kinds = sorted({x[0] for x in self._legal})
        return (f"{list(d)} is not legal now: {_pname(self.current_player)} must decide "
                f"({self.pending}); legal kinds: {', '.join(kinds)}")

    def _move_out(self, c: int) -> None:
        z = self.loc[c]
        p = self.owner[c]
        if z >= Z_SECTOR:
            self.sectors[z - Z_SECTOR][p].remove(c)
        elif z == Z_DECK:
            self.decks[p].remove(c)
        elif z == Z_HAND:
            self.hands[p].remove(c)
        elif z == Z_DISCARD:
            self.discards[p].remove(c)
        else:
            self.fleets[p].remove(c)

    def _put_in_sector(self, c, s, face_up):
        self.sectors[s][self.owner[c]].append(c)
        self.loc[c] = Z_SECTOR + s
        self.pos[c] = READY
        self.up[c] = face_up

    def _to_discard(self, c):
        self._move_out(c)
        p = self.owner[c]
        self.discards[p].append(c)
        self.loc[c] = Z_DISCARD
        self.pos[c] = READY
        self.up[c] = True

    def _discard_from_hand(self, p, c):
        self.hands[p].remove(c)
        self.discards[p].append(c)
        self.loc[c] = Z_DISCARD
        self.up[c] = True

    def _destroy(self, c, causer, react=True):
        if not self.in_play(c):
            return
        self._to_discard(c)
        self._log(R.DESTROY, f"{self.cname(c)} is destroyed")
        if react:
            self._react("destroyed", c, causer)

    def _draw(self, p, n, rule):
        deck = self.decks[p]
        k = min(n, len(deck))
        for _ in range(k):
            c = deck.pop()
            self.hands[p].append(c)
            self.loc[c] = Z_HAND
        if k < n:
            self._log(R.DECK_EMPTY, f"{_pname(p)} draws {k} of {n} card(s): the deck is empty")
        else:
            self._log(rule, f"{_pname(p)} draws {k} card(s)")

    def _mill(self, p, n):
        deck = self.decks[p]
        k = min(n, len(deck))
        for _ in range(k):
            c = deck.pop()
            self.discards[p].append(c)
            self.loc[c] = Z_DISCARD
            self.up[c] = True
        self._log(R.DECK_EMPTY if k < n else R.DISCARD, f"{_pname(p)} discards the top {k} card(s) of the deck")

    def _roll_raw(self, p, rule):
        deck = self.decks[p]
        if not deck:
            self._log(R.ROLL_EMPTY, f"{_pname(p)} rolls with an empty deck: the result is 1")
            return 1
        c = deck.pop()
        self.discards[p].append(c)
        self.loc[c] = Z_DISCARD
        self.up[c] = True
        v = self.tpl[c].die
        self._log(rule, f"{_pname(p)} rolls: discards {self.tpl[c].name} from the deck, die {v}")
        return v

    def _roll(self, p, rule):
        """Roll for ``p``: the result reaches ``last_roll`` after the modifier window; then the
        reactions to the roll (rules: abilities.reaction), the roller first."""
        card = self.decks[p][-1] if self.decks[p] else -1
        v = self._roll_raw(p, rule)
        self.last_roll = v
        if self.bsec >= 0 and self._anyone_has("R"):
            self.stack.append(ReactionFrame(p, "roll", card, p))
        if self._anyone_has("M"):
            self.stack.append(ModifierFrame(p, v))

    def _anyone_has(self, kind):
        s = self.bsec
        for q in (0, 1):
            for c in self.hands[q]:
                cmd = self.tpl[c].command
                if cmd is not None and cmd.kind == kind:
                    return True
            if s >= 0:
                for c in self.sectors[s][q]:
                    if kind in self.tpl[c].by_kind:
                        return True
            for c in self.fleets[q]:
                if kind in self.tpl[c].by_kind:
                    return True
        return False

    def _react(self, event, card, causer):
        if self.bsec >= 0 and self._anyone_has("R"):
            self.stack.append(ReactionFrame(causer, event, card))

    def _retreat(self, p):
        """battle.retreat: every card of ``p`` in the sector is destroyed and the battle goes to
        resolution. battle.retreat.reactions: it is destruction like any other, so "destroyed"
        reactions may answer each card (one window per card, in the order they came into the
        sector, the retreating player first); the retreat is ``p``'s war action."""
        s = self.bsec
        self._begin_wa()
        self._log(R.RETREAT, f"{_pname(p)} retreats: all their cards in {self.sname(s)} are destroyed")
        gone = list(self.sectors[s][p])
        for c in gone:
            self._destroy(c, p, react=False)
        self.stack[-1] = ResolutionFrame()
        self.stack.append(WAEndFrame())
        if gone and self._anyone_has("R"):
            self._log(R.RETREAT_REACTIONS, f"reactions to those destructions may answer each card, {_pname(p)} first")
            for c in reversed(gone):  # the stack runs the last pushed first: the first card's window opens first
                self.stack.append(ReactionFrame(p, "destroyed", c))

    def modifier_frame(self):
        for f in reversed(self.stack):
            if isinstance(f, ModifierFrame):
                return f
        return None

    def _begin_wa(self):
        self.wa_bonus = {}
        self.wa_counter = set()
        self.used = {u for u in self.used if u[2] == "battle"}
        self.wa_att = self.wa_def = self.wa_block = -1

    def _end_wa(self):
        if self.wa_bonus:
            self._log(R.TACTICS_WINDOW, "the war action ends: its tactics bonuses end")
        self.wa_bonus = {}
        self.wa_counter = set()
        self.used = {u for u in self.used if u[2] == "battle"}
        self.wa_att = self.wa_def = self.wa_block = -1

    # ---------------------------------------------------------------- turn structure
    def _start_turn(self):
        self.turn += 1
        self.fought = []
        self._log(R.TURN if self.turn == 1 else R.EACH_TURN, f"turn {self.turn} begins: deployment, "
                                                             f"{_pname(1 - self.attacker)} first")
        opened = self.open_sectors()
        self.stack.append(FirstWaveFrame(1 - self.attacker, [opened[:], opened[:]]))

    def _begin_battle(self, s, p, which):
        self.bsec, self.bchooser, self.bwhich = s, p, which
        self.fought.append(s)
        self.used = set()
        self._log(R.ATTACKER_BATTLE if which == 0 else R.DEFENDER_BATTLE,
                  f"{_pname(p)} chooses to fight for {self.sname(s)}")
        self.sec_locked = s
        for q in (0, 1):
            for c in self.sectors[s][q]:
                self.up[c] = True
        self._log(R.PREPARATION, f"{self.sname(s)} is locked and its cards are turned face up: "
                  + "; ".join(f"{_pname(q)}: " + (", ".join(self.tpl[c].name for c in self.sectors[s][q]) or "none")
                              for q in (0, 1)))
        self._unique_check(s)
        if self._has_preparation_abilities():
            self.stack.append(PreparationFrame(p, self.attacker))
            return
        self._after_preparation(p)

    def _has_preparation_abilities(self) -> bool:
        s = self.bsec
        for q in (0, 1):
            for zone in (self.sectors[s][q], self.fleets[q]):
                for c in zone:
                    if "preparation" in self.tpl[c].by_kind:
                        return True
        return False

    def _preparation_plays(self, q) -> list[tuple]:
        """The "during preparation" abilities of ``q`` not carried out yet in this battle that can
        be now: on ``q``'s cards in the sector (ships not yet sent to orbit included) and ships in
        ``q``'s fleet area."""
        out = []
        tpl = self.tpl
        for zone in (self.sectors[self.bsec][q], self.fleets[q]):
            for c in zone:
                for ai in tpl[c].by_kind.get("preparation", ()):
                    if self.can_use(q, c, ai, tpl[c].abilities[ai]):
                        out.append(("play", c, ai))
        return out

    def _after_preparation(self, p):
        """Preparation steps 4 to 6: ships to the fleet area, straight to resolution when the
        opponent has no cards here, command hands, then the combat step."""
        s = self.bsec
        for q in (0, 1):
            for c in [c for c in self.sectors[s][q] if self.tpl[c].type == SHIP]:
                self._to_fleet(c)
        if not self.sectors[s][1 - p]:
            self._log(R.PREPARATION, f"{_pname(1 - p)} has no cards there: straight to resolution")
            self.stack.append(ResolutionFrame())
            return
        a = self.attacker
        for q in (a, 1 - a):
            self._draw(q, HAND_SIZE, R.COMMAND_HAND)
        self.stack.append(CombatFrame(p))

    def _unique_check(self, s):
        """term.unique.check; the copy that came into the sector first stays (term.unique.which-stays):
        a sector's card lists are in the order the cards arrived."""
        ident = {}
        for q in (0, 1):
            seen = {}
            for c in list(self.sectors[s][q]):
                i = self.tpl[c].identity
                if i is None:
                    continue
                if i in seen:
                    self._move_out(c)
                    self.hands[q].append(c)
                    self.loc[c] = Z_HAND
                    self.pos[c] = READY
                    self._log(R.UNIQUE_WHICH_STAYS, f"{self.cname(c)} is a later copy of the unique "
                                                    f"{self.cname(seen[i])}, which came first and stays: "
                                                    f"back to the command hand")
                else:
                    seen[i] = c
            ident[q] = seen
        for i in set(ident[0]) & set(ident[1]):
            for q in (0, 1):
                c = ident[q][i]
                self._move_out(c)
                self.hands[q].append(c)
                self.loc[c] = Z_HAND
                self.pos[c] = READY
                self._log(R.UNIQUE_CHECK, f"both players have {self.tpl[c].name} here: {self.cname(c)} goes back to hand")

    def _to_fleet(self, c):
        p = self.owner[c]
        i = self.tpl[c].identity
        if i is not None:
            for old in list(self.fleets[p]):
                if self.tpl[old].identity == i:
                    self._log(R.UNIQUE, f"a new copy of a unique ship arrives: the earlier {self.cname(old)} is destroyed")
                    self._destroy(old, p, react=False)
        self._move_out(c)
        self.fleets[p].append(c)
        self.loc[c] = Z_FLEET
        self.up[c] = True
        self._log(R.FLEET, f"{self.cname(c)} goes to the fleet area")

    def _infiltrate(self, p, c, source):
        s = self.bsec
        t = self.tpl[c]
        if t.type == SHIP:
            self._to_fleet(c)
            self.pos[c] = READY
            self._log(R.INFILTRATE, f"{self.cname(c)} infiltrates into the fleet area")
            return
        if t.identity is not None:
            for q in (0, 1):
                for old in list(self.sectors[s][q]):
                    if self.tpl[old].identity == t.identity:
                        self._log(R.UNIQUE, f"a unique card infiltrates: the earlier {self.cname(old)} is destroyed")
                        self._destroy(old, p, react=False)
        self._move_out(c)
        self._put_in_sector(c, s, True)
        self._log(R.INFILTRATE, f"{self.cname(c)} infiltrates from the {source} into {self.sname(s)}, ready")

    def _finish_battle(self):
        s, a = self.bsec, self.attacker
        fl = self.flag_counts()
        for q in (a, 1 - a):
            for c in list(self.hands[q]):
                self._discard_from_hand(q, c)
        self._log(R.RESOLUTION_EVENTS, "both command hands are discarded")
        req = self.sec[s][2]
        win = -1
        for q in (0, 1):
            if fl[q] > fl[1 - q] and fl[q] >= req:
                win = q
        if win >= 0:
            self.sec_owner[s] = win
            self._log(R.CAPTURE, f"{_pname(win)} captures {self.sname(s)} with {fl[win]} flags "
                                 f"against {fl[1 - win]} (needs {req})")
            for q in (0, 1):
                for c in list(self.sectors[s][q]):
                    self._to_discard(c)
            self._log(R.CAPTURE_CLEANUP, f"every card left in {self.sname(s)} goes to its owner's discard pile")
        else:
            for q in (0, 1):
                for c in self.sectors[s][q]:
                    self.pos[c] = READY
            self._log(R.NO_CAPTURE, f"nobody captures {self.sname(s)} ({fl[0]} against {fl[1]}, needs {req}): "
                                    "its cards are readied and stay face up")
        self.sec_locked = -1
        self.battle_bonus = {}
        self.battle_counter = set()
        self.battle_flags = [0, 0]
        self.used = set()
        which = self.bwhich
        self.bsec = -1
        if win >= 0 and self.sec_owner.count(win) >= 2:
            self._game_over(win, R.VICTORY, f"{_pname(win)} holds two sectors and wins the game")
            return
        if which == 0:
            self.stack.append(SectorFrame(1 - a, 1))
        else:
            self._end_turn()

    def _end_turn(self):
        for q in (0, 1):
            for c in self.fleets[q]:
                self.pos[c] = READY
        self._log(R.SHIPS_READY, f"end of turn {self.turn}: every ship is readied")
        if self.turn >= TURN_FOUR:
            held = [[self.sec[s][2] for s in range(3) if self.sec_owner[s] == q] for q in (0, 1)]
            best = [max(h) if h else 0 for h in held]
            if best[0] != best[1]:
                w = 0 if best[0] > best[1] else 1
                self._game_over(w, R.TURN_FOUR, f"after turn {self.turn}, {_pname(w)} holds the sector "
                                                f"with the higher requirement and wins")
                return
            if best[0]:
                self._log(R.TIED_SECTORS, "each player holds a sector with the same requirement: play on")
            else:
                self._log(R.TURN_FOUR, "no sector has been captured: play on until one is")
        if self.turn >= TURN_LIMIT:
            self._game_over(None, R.TURN_LIMIT, f"nobody has won after turn {TURN_LIMIT}: the game is a draw")
            return
        self._start_turn()

    def _game_over(self, winner, rule, text):
        self.winner = winner
        self.over = True
        self.stack = []
        self._log(rule, text)

    # ---------------------------------------------------------------- what may be played
    def _war_actions(self, p):
        s = self.bsec
        tpl = self.tpl
        pos = self.pos
        mine = self.sectors[s][p]
        targets = [c for c in self.sectors[s][1 - p] if tpl[c].type != SHIP]
        out = [("pass",)]
        active = False
        for u in mine:
            t = tpl[u]
            if t.type != UNIT:
                continue
            ps = pos[u]
            if ps == LOCKED:
                continue
            active = True
            for x in targets:
                out.append(("shoot", u, x))
            if ps == READY:
                out.append(("charge", u))
            else:
                for x in targets:
                    out.append(("assault", u, x))
                for ai in t.by_kind.get("A", ()):
                    if self.can_use(p, u, ai, t.abilities[ai]):
                        out.append(("special", u, ai))
        if not active:
            out.append(("retreat",))
        out.extend(self._plays(p, "WA"))
        return out

    def _plays(self, p, kind, trigger=None):
        """Abilities of ``kind`` that ``p`` may use now: command lines in hand, printed ones on
        cards in play in this sector and in the fleet area. Windows (T, R, M) also offer pass."""
        out = [] if kind in ("WA", "E") else [("pass",)]
        tpl = self.tpl
        seen = set()
        for c in self.hands[p]:
            t = tpl[c]
            ab = t.command
            if ab is None or ab.kind != kind or t.id in seen:
                continue
            if self.can_use(p, c, -1, ab, trigger):
                seen.add(t.id)
                out.append(("play", c, -1))
        s = self.bsec
        for zone in (self.sectors[s][p] if s >= 0 else (), self.fleets[p]):
            for c in zone:
                idx = tpl[c].by_kind.get(kind)
                if idx:
                    for ai in idx:
                        if self.can_use(p, c, ai, tpl[c].abilities[ai], trigger):
                            out.append(("play", c, ai))
        return out

    def can_use(self, p, c, ai, ab, trigger=None) -> bool:
        """Rules section 4: conditions hold, every choice can be made, every cost can be paid."""
        if ai >= 0:
            if ab.kind in ("T", "R", "M") and not ab.unlimited and (c, ai, "wa") in self.used:
                return False
            if ab.kind in ("E", "preparation") and (c, ai, "battle") in self.used:
                return False
        if trigger is not None:
            trig = ab.trigger
            if trig is None or trig["event"] != trigger[0] or not self._matches_trigger(p, trig, *trigger[1:]):
                return False
        for cond in ab.conditions:
            if self._predicate(p, c, cond["predicate"]) != (cond["mode"] == "only_if"):
                return False
        for ei in ab.choices:
            spec = ab.effects[ei]["target"]
            if spec.get("quantity", "exactly") == "exactly" and len(self.candidates(p, spec)) < (spec.get("count") or 1):
                return False
        for cost in ab.costs:
            k = cost["cost"]
            if k == "lock_this":
                if ai < 0 or not self.in_play(c) or self.pos[c] == LOCKED:
                    return False
            elif k == "lock_units":
                if len(self.lockable_units(p, cost.get("state", "any"))) < cost["count"]:
                    return False
            elif k == "discard":
                if len(self.hands[p]) - (1 if ai < 0 else 0) < cost["count"]:
                    return False
            elif k == "discard_top":
                if len(self.decks[p]) < cost["count"]:
                    return False
        return True

    def _matches_trigger(self, p, trig, card, roller=-1):
        owner = trig.get("owner", "any")
        if trig["event"] == "roll":  # the player who rolled: own = you, enemy = your opponent
            return owner == "any" or (roller == p) == (owner == "own")
        if owner == "own" and self.owner[card] != p or owner == "enemy" and self.owner[card] == p:
            return False
        if trig["event"] == "played":  # the card played from the command hand: only its player counts
            return True
        return self._type_ok(card, trig.get("types") or ["unit"]) and self._filters_ok(card, trig.get("filters"))

    def _type_ok(self, c, types):
        if "card" in types:
            return True
        return TYPE_NAMES[self.tpl[c].type] in types

    def _filters_ok(self, c, filters):
        if not filters:
            return True
        for f in filters:
            k = f["filter"]
            if k == "keyword":
                from heresy_app.cards.model import fold
                ok = fold(f["keyword"]) in self.tpl[c].keywords
                if f.get("negate"):
                    ok = not ok
            elif k == "flags":
                ok = (self.stat(c, FL) > 0) == bool(f["flagged"])
            elif k == "state":
                ok = POSITION_NAMES[self.pos[c]] == f["state"]
            else:
                v = self.stat(c, STAT_CODES[f["stat"]])
                n = f["value"]
                ok = {"le": v <= n, "ge": v >= n, "eq": v == n, "lt": v < n, "gt": v > n}[f["cmp"]]
            if not ok:
                return False
        return True

    def _predicate(self, p, c, pred):
        k = pred["pred"]
        if k == "this_state":
            return self.in_play(c) and POSITION_NAMES[self.pos[c]] == pred["state"]
        if k == "this_role":
            return c == {"attacking": self.wa_att, "defending": self.wa_def, "blocking": self.wa_block}[pred["role"]]
        if k == "count":
            spec = {"owner": pred.get("owner", "own"), "types": pred.get("types") or ["unit"],
                    "filters": pred.get("filters")}
            return len(self.candidates(p, spec)) >= pred.get("at_least", 1)
        if k == "planet":
            return self.planet == pred["planet"]
        return False

    def candidates(self, p, spec) -> list[int]:
        """Cards a ``Choose`` (or ``all``) may pick for controller ``p``: in this sector, ships in
        the fleet areas."""
        owner, mask, filters, _ = _compile_spec(spec)
        players = (p,) if owner == 0 else (1 - p,) if owner == 1 else (0, 1)
        s = self.bsec
        tpl = self.tpl
        out = []
        for q in players:
            if mask & 3 and s >= 0:
                for c in self.sectors[s][q]:
                    if (1 << tpl[c].type) & mask and (filters is None or self._filters_ok(c, filters)):
                        out.append(c)
            if mask & 4:
                for c in self.fleets[q]:
                    if filters is None or self._filters_ok(c, filters):
                        out.append(c)
        return out

    def lockable_units(self, p, state):
        s = self.bsec
        if s < 0:
            return []
        out = []
        for c in self.sectors[s][p]:
            if self.tpl[c].type != UNIT:
                continue
            ps = self.pos[c]
            if ps == LOCKED:
                continue
            if state == "any" or POSITION_NAMES[ps] == state:
                out.append(c)
        return out

    def infiltrate_candidates(self, p, e):
        src = {"hand": self.hands[p], "deck": self.decks[p], "discard": self.discards[p]}[e["source"]]
        types = e.get("types") or ["unit"]
        seen = set()
        out = []
        for c in src:
            t = self.tpl[c]
            if t.id in seen:
                continue
            if self._type_ok(c, types) and self._filters_ok(c, e.get("filters")):
                seen.add(t.id)
                out.append(c)
        return out

    def resolve_targets(self, frame, spec, ei) -> list[int]:
        ref = spec["ref"]
        if ref == "this":
            return [frame.card] if frame.ai >= 0 else []
        if ref == "blocking":
            return [self.wa_block] if self.wa_block >= 0 else []
        if ref == "attacking":
            return [self.wa_att] if self.wa_att >= 0 else []
        if ref == "defending":
            return [self.wa_def] if self.wa_def >= 0 else []
        if ref == "trigger":
            return [frame.trig] if frame.trig >= 0 else []
        if spec.get("quantity", "exactly") == "all":
            return self.candidates(frame.ctrl, spec)
        return list(frame.chosen.get(ei, ()))

    def x_value(self, frame) -> int:
        xd = frame.ab.x
        if xd["x"] == "stat":
            s = STAT_CODES[xd["stat"]]
            if xd.get("of", "target") == "this":
                return self.stat(frame.card, s) if frame.ai >= 0 else 0
            for ei in frame.ab.choices:
                picks = frame.chosen.get(ei)
                if picks:
                    return self.stat(picks[0], s)
            return 0
        spec = {"owner": xd.get("owner", "own"), "types": xd.get("types") or ["unit"], "filters": xd.get("filters")}
        return len(self.candidates(frame.ctrl, spec))

    def _push_ability(self, p, c, ai, wa=False, mode="full", trigger=-1):
        t = self.tpl[c]
        ab = t.command if ai < 0 else t.abilities[ai]
        if ai < 0:
            self._discard_from_hand(p, c)
            rule = {"WA": R.WA_CARD, "T": R.TACTIC, "R": R.REACTION, "M": R.MODIFIER, "E": R.EVENT}[ab.kind]
            self._log(rule, f"{_pname(p)} plays {t.name} from the command hand: {ab.text}")
            self._log(R.WA_CARD_DISCARD, f"{t.name} goes to {_pname(p)}'s discard pile as it is played")
        else:
            if ab.kind in ("T", "R", "M") and not ab.unlimited:
                self.used.add((c, ai, "wa"))
            if ab.kind in ("E", "preparation"):
                self.used.add((c, ai, "battle"))
            rule = {"WA": R.WA_ABILITY, "T": R.TACTIC, "R": R.REACTION, "M": R.MODIFIER, "E": R.EVENT,
                    "A": R.SPECIAL_ASSAULT, "preparation": R.PREPARATION_ABILITIES}[ab.kind]
            if mode != "prepare":
                self._log(rule, f"{_pname(p)} uses {self.cname(c)}: {ab.text}")
        f = AbilityFrame(p, c, ai, ab, mode)
        f.wa = wa
        f.trig = trigger
        self.stack.append(f)
        if ai < 0:
            self._react("played", c, p)


# ====================================================================== helpers


def _as_decision(d) -> tuple:
    if isinstance(d, tuple):
        return d
    if isinstance(d, list):
        return tuple(d)
    raise IllegalDecision(f"a decision is a list or tuple like [\"pass\"], not {d!r}")


def _deck_ids(deck) -> list[str]:
    """A deck as a flat list of card ids: accepts a list of ids, (id, count) pairs, or an object
    with ``entries`` / ``cards`` of (card id, count)."""
    for attr in ("entries", "cards"):
        if hasattr(deck, attr) and not isinstance(deck, (list, tuple)):
            deck = getattr(deck, attr)
            break
    out: list[str] = []
    for item in deck:
        if isinstance(item, str):
            out.append(item)
            continue
        if isinstance(item, (list, tuple)) and len(item) == 2:
            cid, n = item
        else:
            cid = getattr(item, "card_id", None) or getattr(item, "id", None)
            n = getattr(item, "count", 1)
        out.extend([str(cid)] * int(n))
    return out
