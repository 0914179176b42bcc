"""The ``baseline`` policy: the heuristic frozen as it stood at 8401819 (before the AI's rework of
issue 26), kept unchanged as the yardstick AI strength and blunder counts are measured against
(``heresy sim --policy-a baseline``). Improve :mod:`heresy_app.engine.ai.heuristic`, never this
copy: ``tests/sim/test_baseline.py`` pins its decisions. Its text as it was follows.

The ``heuristic`` policy: a fast rule-of-thumb player.

It reads the :func:`~heresy_app.engine.ai.info.public_state` that comes with the observation
(never a hidden card: the opponent's face-down cards count as an average card of the opponent's
unseen cards) and decides by small rules:

- deployment (first wave and regular): put each card where it most raises the chance of holding
  two sectors (:func:`game_value`, a model of each sector's fight from strength and flags);
- the battle: fight for the sector it is most likely to capture;
- war actions: shoot or assault where the damage kills (flagged cards first), charge a unit whose
  assault can kill next, use free command-hand war actions, pass when the flags already win,
  retreat only when the sector is lost anyway;
- blocks: block when the blocker saves a worthier card than it risks;
- tactics and modifiers: play one only when it changes the outcome of the attack or the roll;
- events are never spent as costs (they give flags at the resolution step).

It reads the game only through public calls: the pending question (``state.question()``), the
war action under way and :func:`~heresy_app.engine.combat.blockers` (the rules' one answer to "who
may block"). An ability's effects and costs are valued by :mod:`heresy_app.engine.ai.baseline.valuation`,
keyed like the engine's registries. It does not swallow errors: a rule change that breaks it fails
the tests.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from heresy_app.engine.ai.baseline.rolls import modifier_value, result_pick
from heresy_app.engine.ai.baseline.valuation import (
    COST_VALUES,
    effect_value,
    hand_worth,
    option_value,
    printed_value,
    test_chance,
    worth,
)
from heresy_app.engine.combat import attack_damage, blockers, war_action_under_way
from heresy_app.engine.manual import for_ai
from heresy_app.engine.state import GameState
from heresy_app.engine.targets import candidates
from heresy_app.engine.terms import (
    AI_PATIENCE,
    AR,
    AS,
    ASSAULT,
    FL,
    FP,
    LOCKED,
    Q_BLOCK,
    Q_COST,
    Q_EVENT,
    Q_MODIFIER,
    Q_OVERRUN,
    Q_REACTION,
    Q_TACTICS,
    Q_TARGET,
    Q_WAR_ACTION,
    SHIP,
    SHOOTING,
    SP,
    SPECIAL_ASSAULT,
    UNIT,
)

if TYPE_CHECKING:
    from heresy_app.engine.catalog import Ab
    from heresy_app.engine.decisions import Question
    from heresy_app.engine.shapes import Decision, Node

__all__ = ["BaselinePolicy", "decide", "game_value", "sector_chances", "worth", "fallback_choice", "public_view"]

_STAT: dict[str | None, int] = {"firepower": FP, "assault": AS, "speed": SP, "armor": AR, "flags": FL}


# ---------------------------------------------------------------------- values

def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


class _Unknown:
    """The average of the cards ``player`` has not seen of the opponent (public knowledge)."""

    __slots__ = ("power", "flags")

    def __init__(self, g: GameState, player: int):
        opp = 1 - player
        seen_hidden = list(g.decks[opp]) + list(g.hands[opp])
        for s in range(len(g.sectors)):
            seen_hidden.extend(c for c in g.sectors[s][opp] if not g.up[c])
        if not seen_hidden:
            self.power, self.flags = 5.0, 0.8
            return
        pw = fl = 0.0
        for c in seen_hidden:
            t = g.tpl[c]
            pw += printed_value(t) if t.type != SHIP else 0.0
            fl += t.stats[FL] if t.type != SHIP else 0
        self.power = pw / len(seen_hidden)
        self.flags = fl / len(seen_hidden)


def _side_strength(g: GameState, s: int, q: int, me: int, unk: _Unknown) -> tuple[float, float]:
    """(power, flags) of player ``q`` in sector ``s`` as ``me`` may estimate them."""
    pw = fl = 0.0
    for c in g.sectors[s][q]:
        if q != me and not g.up[c]:
            pw += unk.power
            fl += unk.flags
            continue
        t = g.tpl[c]
        if t.type == SHIP:
            pw += 0.5
            continue
        f = g.stat(c, FL)
        if t.type == UNIT:
            v = g.stat(c, FP) + g.stat(c, AS) + 0.8 * g.stat(c, AR) + 0.3 * g.stat(c, SP)
            if g.pos[c] == LOCKED and g.bsec == s:
                v *= 0.6
        else:
            v = 0.5 * g.stat(c, AR) + 0.5
        pw += v
        fl += f
    if g.bsec == s:
        fl += g.battle_flags[q]
    return pw, fl


def _chance(my_pw: float, my_fl: float, op_pw: float, op_fl: float, req: int) -> float:
    """The chance to capture a sector from the two sides' power and flags."""
    share = (my_pw + 1.0) / (my_pw + op_pw + 2.0)
    keep_me = min(1.0, 0.25 + 1.1 * share)
    keep_op = min(1.0, 0.25 + 1.1 * (1.0 - share))
    ef_me = my_fl * keep_me
    ef_op = op_fl * keep_op
    need = max(float(req), ef_op + 1.0)
    return _logistic(1.7 * (ef_me - need + 0.5))


def sector_chances(g: GameState, me: int, unk: _Unknown | None = None,
                   extra: tuple[int, int, bool] | None = None) -> list[float]:
    """For each sector, the chance that ``me`` ends up holding it (1 or 0 once captured).
    ``extra`` = (card, sector, face_up) imagines one more card of ``me`` there."""
    unk = unk or _Unknown(g, me)
    out: list[float] = []
    for s in range(len(g.sec)):
        own = g.sec_owner[s]
        if own >= 0:
            out.append(1.0 if own == me else 0.0)
            continue
        mp, mf = _side_strength(g, s, me, me, unk)
        op, of = _side_strength(g, s, 1 - me, me, unk)
        if extra is not None and extra[1] == s:
            t = g.tpl[extra[0]]
            if t.type != SHIP:
                mp += printed_value(t)
                mf += t.stats[FL]
        out.append(_chance(mp, mf, op, of, g.sec[s][2]))
    return out


def _two_of_three(p: list[float]) -> float:
    if len(p) < 3:
        return p[0] if p else 0.5
    a, b, c = p[0], p[1], p[2]
    return a * b + a * c + b * c - 2 * a * b * c


def game_value(g: GameState, me: int) -> float:
    """``me``'s chance to win as a number in [0, 1] (1, 0 or 0.5 once the game is over)."""
    if g.over:
        return 0.5 if g.winner is None else (1.0 if g.winner == me else 0.0)
    if not g.sec:
        return 0.5
    return _two_of_three(sector_chances(g, me))


# ---------------------------------------------------------------------- the policy

class BaselinePolicy:
    """``policy(observation, legal, rng) -> decision`` reading ``observation["public"]``."""

    name = "baseline"
    wants_public = True
    public_only = True

    def __call__(self, observation: object, legal: list[Decision], rng: random.Random) -> Decision:
        if len(legal) == 1:
            return legal[0]
        g, me = public_view(observation)
        if g is None:
            return fallback_choice(legal, rng)
        return decide(g, me, legal, rng)

    def __repr__(self) -> str:
        return "baseline"


def public_view(observation: object) -> tuple[GameState | None, int]:
    """(the public state or None, the player) from the observation a public-state policy gets."""
    if isinstance(observation, dict):
        return observation.get("public"), observation.get("player", 0)
    return None, 0


def fallback_choice(legal: list[Decision], rng: random.Random) -> Decision:
    """Without a public state: prefer attacks, then passing, never a retreat."""
    for kinds in (("shoot", "assault"), ("pass", "no_block", "no_overrun", "done")):
        opts = [d for d in legal if d[0] in kinds]
        if opts:
            return opts[rng.randrange(len(opts))]
    return legal[rng.randrange(len(legal))]


def patience_spent(g: GameState) -> bool:
    """battle.combat.limit: the rules let war actions and abilities in a window go on without
    bound, and an ability that costs nothing could be repeated for ever. An AI player guards
    itself: it passes in a combat step after AI_PATIENCE war actions, and in a window of tactics,
    reactions or modifiers after AI_PATIENCE abilities played in it."""
    top = g.stack[-1] if g.stack else None
    count = getattr(top, "plays", None)
    if count is None:
        count = getattr(top, "wa_count", None)
    return count is not None and count >= AI_PATIENCE


def decide(g: GameState, me: int, legal: list[Decision], rng: random.Random) -> Decision:
    """The heuristic decision for ``me`` in state ``g`` (a public state, or any world in a playout)."""
    legal = for_ai(legal, g)   # never an ability resolved by hand
    if len(legal) == 1:
        return legal[0]
    kind = legal[0][0] if legal[0][0] != "pass" or len(legal) == 1 else legal[1][0]
    q = g.question()
    if kind == "role":
        return ("role", "attacker") if ("role", "attacker") in legal else legal[0]
    if kind == "planet":
        return legal[0]
    if kind == "first_wave":
        return _first_wave(g, me, legal, q.about.get("card", -1))
    if kind == "deploy":
        return _deploy(g, me, legal)
    if kind == "battle":
        return _battle(g, me, legal)
    k = q.kind
    if k in (Q_WAR_ACTION, Q_TACTICS, Q_MODIFIER, Q_REACTION) and ("pass",) in legal and patience_spent(g):
        return ("pass",)
    if k == Q_WAR_ACTION:
        return cast("Decision", _war_action(g, me, legal))   # (None only for no decision at all: never asked)
    if k == Q_BLOCK:
        return _block(g, me, legal, q.about)
    if k == Q_OVERRUN:
        return _overrun(g, me, legal, q.about)
    if k == Q_TACTICS:
        return _tactic(g, me, legal)
    if k == Q_MODIFIER:
        return _modifier(g, me, legal, q.about)
    if k == Q_REACTION:
        return _reaction(g, me, legal, q.about)
    if k == Q_EVENT:
        return legal[0]
    if k in (Q_TARGET, "x", Q_COST, "effect_pick"):
        return _ability_pick(g, me, legal, q)
    return fallback_choice(legal, rng)


# ---------------------------------------------------------------------- deployment

def _first_wave(g: GameState, me: int, legal: list[Decision], c: int) -> Decision:
    if c < 0:
        return legal[0]
    return cast("Decision", _best_place(g, me, c, [d[1] for d in legal], lambda s: ("first_wave", s)))   # (as above)


def _best_place(g: GameState, me: int, c: int, sectors: list[int],
                make: Callable[[int], Decision]) -> Decision | None:
    unk = _Unknown(g, me)
    base = sector_chances(g, me, unk)
    best, best_v = None, -1.0
    for s in sectors:
        p = base[:]
        p[s] = sector_chances(g, me, unk, (c, s, True))[s]
        v = _two_of_three(p)
        if v > best_v + 1e-12:
            best, best_v = make(s), v
    return best


def _deploy(g: GameState, me: int, legal: list[Decision]) -> Decision:
    unk = _Unknown(g, me)
    base = sector_chances(g, me, unk)
    cache: dict[tuple[str, int], float] = {}
    best, best_v = legal[0], -1.0
    for d in legal:
        c, s = d[1], d[2]
        key = (g.tpl[c].id, s)
        if key not in cache:
            p = base[:]
            p[s] = sector_chances(g, me, unk, (c, s, False))[s]
            # cards deployed last matter less: a small bias keeps strong cards for close sectors
            cache[key] = _two_of_three(p) + 0.001 * printed_value(g.tpl[c]) * (1.0 - abs(base[s] - 0.5))
        v = cache[key]
        if v > best_v + 1e-12:
            best, best_v = d, v
    return best


def _battle(g: GameState, me: int, legal: list[Decision]) -> Decision:
    p = sector_chances(g, me)
    return max(legal, key=lambda d: (p[d[1]], -d[1]))


# ---------------------------------------------------------------------- combat

def _flags_now(g: GameState, me: int) -> tuple[int, int]:
    fl = g.flag_counts()
    return fl[me], fl[1 - me]


def _attack_score(g: GameState, u: int, x: int, shooting: bool) -> float:
    st = FP if shooting else AS
    dmg = g.stat(u, st, x)
    arm = g.stat(x, AR, u)
    score = 0.0
    if dmg >= arm:
        score = worth(g, x)
    if g.tpl[x].type == UNIT and dmg > 0 and g.has_counter(x):
        if g.stat(x, st, u) >= g.stat(u, AR, x):
            score -= worth(g, u)
    if score > 0 and blockers(g, u, x, SHOOTING if shooting else ASSAULT):
        score *= 0.55
    return score


def _free(g: GameState, me: int, c: int, cost: Node, v: float) -> float:
    """A cost the baseline does not know (added after the freeze): the ability's value unchanged."""
    return v


def _ability_gain(g: GameState, me: int, c: int, ai: int) -> float:
    t = g.tpl[c]
    ab = t.command if ai < 0 else t.abilities[ai]
    if ab is None:
        return 0.0
    v = sum(effect_value(g, me, e) for e in ab.effects)
    for cost in ab.costs:
        v = COST_VALUES.get(cost["cost"], _free)(g, me, c, cost, v)   # a cost added after the freeze: free
    return v


def _war_action(g: GameState, me: int, legal: list[Decision]) -> Decision | None:
    s = g.bsec
    mf, of = _flags_now(g, me)
    req = g.sec[s][2]
    winning = mf > of and mf >= req
    lost = of > mf and of >= req
    best, best_v = None, -1e9
    for d in legal:
        k = d[0]
        if k == "pass":
            v = 1.0 if winning else 0.25
        elif k == "retreat":
            enemy_active = any(g.tpl[c].type == UNIT and g.pos[c] != LOCKED for c in g.sectors[s][1 - me])
            v = 0.3 if lost and enemy_active else -1.0
        elif k == "shoot":
            v = _attack_score(g, d[1], d[2], True)
        elif k == "assault":
            v = _attack_score(g, d[1], d[2], False) + 0.05
        elif k == "charge":
            u = d[1]
            a = g.stat(u, AS)
            kills = [worth(g, x) for x in g.sectors[s][1 - me]
                     if g.tpl[x].type != SHIP and a >= g.stat(x, AR, u)]
            v = 0.55 * max(kills) if kills else 0.1
        elif k == "special":
            v = _ability_gain(g, me, d[1], d[2]) * 0.8
        elif k == "play":
            v = _ability_gain(g, me, d[1], d[2])
            if d[2] < 0:
                v += 0.2  # a command line in hand is free: the hand is discarded after the battle
        else:
            v = 0.0
        if v > best_v + 1e-9:
            best, best_v = d, v
    return best


def _block(g: GameState, me: int, legal: list[Decision], about: Node) -> Decision:
    u, t = about["unit"], about["target"]
    shooting = about["attack"] == SHOOTING
    st = FP if shooting else AS
    t_dies = t >= 0 and g.stat(u, st, t) >= g.stat(t, AR, u)
    best, best_v = ("no_block",) if ("no_block",) in legal else legal[-1], 0.0
    for d in legal:
        if d[0] != "block":
            continue
        b = d[1]
        b_dies = g.stat(u, st, b) >= g.stat(b, AR, u)
        v = (worth(g, t) if t_dies else 0.0) - (worth(g, b) if b_dies else 0.0) - 0.4
        if about["attack"] == SPECIAL_ASSAULT:
            v += 2.0  # blocking a special assault turns it into a normal assault
        if v > best_v + 1e-9:
            best, best_v = d, v
    return best


def _overrun(g: GameState, me: int, legal: list[Decision], about: Node) -> Decision:
    best = ("no_overrun",) if ("no_overrun",) in legal else legal[-1]
    best_v = 0.0
    u = about["unit"]
    for d in legal:
        if d[0] == "overrun":
            x = d[1]
            if about["excess"] >= g.stat(x, AR, u):
                v = worth(g, x)
                if g.has_counter(x) and g.tpl[x].type == UNIT and g.stat(x, AS, u) >= g.stat(u, AR, x):
                    v -= worth(g, u)
            else:
                v = -0.1
        elif d[0] == "special_effect":
            v = 0.5
        else:
            continue
        if v > best_v + 1e-9:
            best, best_v = d, v
    return best


# ---------------------------------------------------------------------- windows

def _amount(a: Node | None) -> float:
    if not a:
        return 0.0
    k = a.get("kind")
    if k == "number":
        return float(a.get("value", 0))
    if k == "d6":
        return 3.0
    return 0.0


def _affects(g: GameState, me: int, ref: str | None, owner: str | None, card: int, who: int) -> bool:
    """Can an effect with target ``ref`` reach card ``who`` (for ability on ``card``)?"""
    if who < 0:
        return False
    if ref == "attacking":
        return who == g.wa_att
    if ref == "defending":
        return who == g.wa_def
    if ref == "blocking":
        return who == g.wa_block
    if ref == "this":
        return who == card
    if ref == "choose":
        o = owner or "any"
        return o == "any" or (o == "own") == (g.owner[who] == me)
    return False


def _tactic(g: GameState, me: int, legal: list[Decision]) -> Decision:
    wa = war_action_under_way(g)
    if wa is None or wa["unit"] < 0 or wa["target"] < 0:
        return ("pass",) if ("pass",) in legal else legal[0]
    u, t = wa["unit"], wa["target"]
    shooting = wa["kind"] == SHOOTING
    st = FP if shooting else AS
    dmg = attack_damage(g, u, t, wa["kind"], wa["overrun"])
    arm = g.stat(t, AR, u)
    kills = dmg >= arm
    mine_attacks = g.owner[u] == me
    best, best_v = ("pass",), 0.0
    for d in legal:
        if d[0] != "play":
            continue
        c, ai = d[1], d[2]
        tt = g.tpl[c]
        ab = tt.command if ai < 0 else tt.abilities[ai]
        if ab is None:
            continue
        up_dmg = up_arm = 0.0
        extra = 0.0
        for e in ab.effects:
            tg = e.get("target") or {}
            ref, owner = tg.get("ref"), tg.get("owner")
            if e.get("op") == "modify":
                amt = _amount(e.get("amount")) * int(e.get("sign", 1))
                sc = _STAT.get(e.get("stat"))
                if sc == st and _affects(g, me, ref, owner, c, u) and (amt > 0) == mine_attacks:
                    up_dmg += amt if mine_attacks else -amt
                if sc == AR and _affects(g, me, ref, owner, c, t) and (amt > 0) != mine_attacks:
                    up_arm += amt if not mine_attacks else -amt
            elif e.get("op") == "destroy" and ref == "choose":
                foes = [x for x in candidates(g, me, tg) if g.owner[x] != me]
                if foes:
                    extra = max(extra, max(worth(g, x) for x in foes) * 0.8)
            elif e.get("op") == "counter_attack" and not mine_attacks and _affects(g, me, ref, owner, c, t):
                if dmg > 0 and g.tpl[t].type == UNIT and g.stat(t, st, u) >= g.stat(u, AR, t):
                    extra = max(extra, 0.6 * worth(g, u))
        v = extra
        if mine_attacks and not kills and up_dmg > 0 and dmg + up_dmg >= arm:
            v = max(v, worth(g, t))
        if not mine_attacks and kills and up_arm > 0 and dmg < arm + up_arm:
            v = max(v, worth(g, t))
        if mine_attacks and not kills and up_arm < 0 and dmg >= arm + up_arm:
            v = max(v, worth(g, t))
        for cost in ab.costs:
            if cost.get("cost") == "discard":
                v -= 1.0 * cost.get("count", 1)
            elif cost.get("cost") == "lock_this":
                v -= 0.3 * worth(g, c)
            elif cost.get("cost") == "test":
                v = v * test_chance(g, me, cost) - 0.2
        if ai < 0:
            v -= 0.3 * hand_worth(g, c)
        if v > best_v + 1e-9:
            best, best_v = d, v
    return best if best in legal else legal[0]


def _best_play(g: GameState, me: int, legal: list[Decision],
               ability_value: Callable[[Ab, Decision], float]) -> Decision:
    """The ``play`` decision whose ability scores best (``ability_value(ability, decision)``, less
    the worth of a command-hand card spent), or ``pass`` when none is worth it."""
    best, best_v = ("pass",), 0.0
    for d in legal:
        if d[0] != "play":
            continue
        t = g.tpl[d[1]]
        ab = t.command if d[2] < 0 else t.abilities[d[2]]
        if ab is None:
            continue
        v = ability_value(ab, d)
        if d[2] < 0:
            v -= 0.3 * hand_worth(g, d[1])
        if v > best_v + 1e-9:
            best, best_v = d, v
    return best if best in legal else legal[0]


def _modifier(g: GameState, me: int, legal: list[Decision], about: Node) -> Decision:
    return _best_play(g, me, legal, lambda ab, d: modifier_value(g, me, about, ab, d))


def _reaction(g: GameState, me: int, legal: list[Decision], about: Node) -> Decision:
    trig = about["trigger"]

    def value(ab: Ab, d: Decision) -> float:
        v = ((1 if g.owner[trig] == me else -1) * worth(g, trig)
             if trig >= 0 and (ab.trigger or {}).get("event") == "would_be_destroyed" else 0.0)
        for e in ab.effects:
            tg = e.get("target") or {}
            op = e.get("op")
            if tg.get("ref") == "trigger" and trig >= 0:
                friendly = g.owner[trig] == me
                if op in ("destroy", "lock"):
                    v += (-1 if friendly else 1) * 0.6 * worth(g, trig)
                elif op in ("ready",):
                    v += (1 if friendly else -1) * 0.4 * worth(g, trig)
                elif op == "modify":
                    v += (1 if friendly == (int(e.get("sign", 1)) > 0) else -1) * 1.0
            else:
                v += effect_value(g, me, e)
        return v

    return _best_play(g, me, legal, value)


# ---------------------------------------------------------------------- choices inside an ability

def _ability_pick(g: GameState, me: int, legal: list[Decision], q: Question) -> Decision:
    kinds = {d[0] for d in legal}
    if "x" in kinds:
        xs = [d for d in legal if d[0] == "x"]
        return xs[min(2, len(xs) - 1)]
    if "result" in kinds:   # "choose the result of the roll"
        return result_pick(g, me, legal)
    picks, e = [d[1] for d in legal if d[0] == "choose"], q.about.get("effect") or {}
    if "option" in kinds:   # "choose one" (or "... unless you discard"): the option worth most now
        return max((d for d in legal if d[0] == "option"), key=lambda d: option_value(g, me, e, d[1]))
    if not picks:
        return legal[0]
    if e.get("op") == "look_top":   # the best card into the hand; the deck otherwise left as it lies
        return (("choose", max(picks, key=lambda x: (hand_worth(g, x), -x)))
                if e.get("then") in ("one_to_hand", "to_hand") or ("done",) not in legal else legal[-1])
    if q.kind == Q_TARGET:  # a target for an effect
        e = q.about["effect"]
        c = _pick_target(g, me, e, picks)
    elif q.kind == Q_COST:  # paying a cost
        cost = q.about["cost"]
        if cost.get("cost") == "lock_units":
            c = min(picks, key=lambda x: (worth(g, x), x))
        else:
            c = min(picks, key=lambda x: (hand_worth(g, x), x))
    else:  # effects: a discard (the discarding player chooses) or an infiltrating card
        e = q.about["effect"]
        if e.get("op") == "infiltrate":
            c = max(picks, key=lambda x: (printed_value(g.tpl[x]) + 3 * g.tpl[x].stats[FL], -x))
        else:
            c = min(picks, key=lambda x: (hand_worth(g, x), x))
    return ("choose", c)


def _pick_target(g: GameState, me: int, e: Node, picks: list[int]) -> int:
    op = e.get("op")
    good = op in ("ready", "charge", "counter_attack") or (op == "modify" and int(e.get("sign", 1)) > 0)
    ours = [c for c in picks if g.owner[c] == me]
    theirs = [c for c in picks if g.owner[c] != me]
    if good:
        if op == "modify":
            sc = _STAT.get(e.get("stat"))
            involved = [c for c in ours if c in (g.wa_att, g.wa_def, g.wa_block)]
            if sc in (FP, AS) and g.wa_att in ours:
                return g.wa_att
            if sc == AR and involved:
                return next((c for c in (g.wa_def, g.wa_block) if c in ours), involved[0])
            if involved:
                return involved[0]
        if op == "ready":
            locked = [c for c in ours if g.pos[c] == LOCKED]
            if locked:
                return max(locked, key=lambda x: (worth(g, x), -x))
        if ours:
            return max(ours, key=lambda x: (worth(g, x), -x))
        return min(theirs, key=lambda x: (worth(g, x), x))
    # a harmful effect: the worthiest enemy (an active one first for a lock)
    if theirs:
        if op == "lock":
            active = [c for c in theirs if g.pos[c] != LOCKED]
            if active:
                theirs = active
        involved = [c for c in theirs if c in (g.wa_att, g.wa_def, g.wa_block)]
        if op == "modify" and involved:
            return involved[0]
        return max(theirs, key=lambda x: (worth(g, x), -x))
    return min(ours, key=lambda x: (worth(g, x), x))
