"""The ``heuristic`` policy: a fast rule-of-thumb player.

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
may block"). An ability's effects and costs are valued by :mod:`heresy_app.engine.ai.valuation`,
keyed like the engine's registries. It does not swallow errors: a rule change that breaks it fails
the tests.
"""

from __future__ import annotations

import random
from functools import partial

from heresy_app.engine.ai.deployment import deploy_choice
from heresy_app.engine.ai.outcome import changes_war_action, war_action_outcome
from heresy_app.engine.ai.rescue import rescue
from heresy_app.engine.ai.rolls import modifier_value, result_pick
from heresy_app.engine.ai.sector_model import Unknown as _Unknown
from heresy_app.engine.ai.sector_model import game_value, sector_chances
from heresy_app.engine.ai.sector_model import two_of_three as _two_of_three
from heresy_app.engine.ai.valuation import COST_VALUES, effect_value, hand_worth, option_value, printed_value, test_chance, worth
from heresy_app.engine.ai.weights import DEFAULT as DEFAULT_WEIGHTS
from heresy_app.engine.ai.weights import Weights
from heresy_app.engine.combat import attack_damage, blockers, counters, war_action_under_way
from heresy_app.engine.manual import for_ai
from heresy_app.engine.plays import ability_of, modifier_window
from heresy_app.engine.state import GameState
from heresy_app.engine.targets import candidates, filters_ok, type_ok
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

__all__ = ["HeuristicPolicy", "decide", "war_action_values", "game_value", "sector_chances", "worth", "fallback_choice",
           "public_view"]

_STAT = {"firepower": FP, "assault": AS, "speed": SP, "armor": AR, "flags": FL}


# ---------------------------------------------------------------------- the policy

class HeuristicPolicy:
    """``policy(observation, legal, rng) -> decision`` reading ``observation["public"]``, weighing
    its choices with ``weights`` (:class:`~heresy_app.engine.ai.weights.Weights`; None: the
    heuristic's own, :data:`~heresy_app.engine.ai.weights.DEFAULT`)."""

    name = "heuristic"
    wants_public = True
    public_only = True

    def __init__(self, weights: Weights | None = None):
        self.weights = weights

    def __call__(self, observation, legal, rng):
        if len(legal) == 1:
            return legal[0]
        g, me = public_view(observation)
        if g is None:
            return fallback_choice(legal, rng)
        return decide(g, me, legal, rng, weights=self.weights)

    def __repr__(self):
        return "heuristic"


def public_view(observation) -> tuple:
    """(the public state or None, the player) from the observation a public-state policy gets."""
    if isinstance(observation, dict):
        return observation.get("public"), observation.get("player", 0)
    return None, 0


def fallback_choice(legal, rng):
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


def decide(g: GameState, me: int, legal, rng: random.Random, quick: bool = False, weights: Weights | None = None):
    """The heuristic decision for ``me`` in state ``g`` (a public state, or any world in a playout).
    ``quick`` (the search's playouts): a tactic or modifier is played on its value alone (the value
    already counts only what turns a kill, a survival, a destruction or a counter-attack), without
    following the war action to its end in copies of the game to check that it changes it.
    ``weights``: the numbers its rules weigh choices with (None: :data:`DEFAULT_WEIGHTS`)."""
    w = DEFAULT_WEIGHTS if weights is None else weights
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
        return _deploy(g, me, legal, w)
    if kind == "battle":
        return _battle(g, me, legal, w)
    k = q.kind
    if k in (Q_WAR_ACTION, Q_TACTICS, Q_MODIFIER, Q_REACTION) and ("pass",) in legal and patience_spent(g):
        return ("pass",)
    if k == Q_WAR_ACTION:
        return _last_look(g, me, legal, _war_action(g, me, legal, w), quick, w)
    if k == Q_BLOCK:
        return _block(g, me, legal, q.about, w)
    if k == Q_OVERRUN:
        return _overrun(g, me, legal, q.about, w)
    if k == Q_TACTICS:
        return _last_look(g, me, legal, _tactic(g, me, legal, quick, w), quick, w)
    if k == Q_MODIFIER:
        return _last_look(g, me, legal, _modifier(g, me, legal, q.about, quick, w), quick, w)
    if k == Q_REACTION:
        return _reaction(g, me, legal, q.about, w)
    if k == Q_EVENT:
        return legal[0]
    if k in (Q_TARGET, "x", Q_COST, "effect_pick"):
        return _ability_pick(g, me, legal, q)
    return fallback_choice(legal, rng)


def _last_look(g, me, legal, choice, quick, w):
    """A pass in a battle that decides the game against ``me`` gives way to the decision that keeps
    the sector from the opponent in more sampled worlds (:func:`~heresy_app.engine.ai.rescue.rescue`;
    ``w.rescue_worlds`` of them, none at the weights' defaults; never in the quick form)."""
    if quick or choice != ("pass",) or w.rescue_worlds < 0.5:
        return choice
    return rescue(g, me, legal, int(round(w.rescue_worlds)), partial(decide, quick=True, weights=w),
                  partial(war_action_values, weights=w))


# ---------------------------------------------------------------------- deployment

def _first_wave(g, me, legal, c):
    if c < 0:
        return legal[0]
    return _best_place(g, me, c, [d[1] for d in legal], lambda s: ("first_wave", s))


def _best_place(g, me, c, sectors, make):
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


def _deploy(g, me, legal, w):
    unk = _Unknown(g, me)
    plan = deploy_choice(g, me, legal, unk.flags * w.unknown_scale, unk.power * w.unknown_scale,
                         spare=w.spare_flags, cap=int(round(w.cap)))
    if plan is not None:
        return plan
    return _greedy_deploy(g, me, legal)


def _greedy_deploy(g, me, legal):
    unk = _Unknown(g, me)
    base = sector_chances(g, me, unk)
    cache = {}
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


def _battle(g, me, legal, w):
    p = sector_chances(g, me)
    if w.battle_flags:
        p = p[:]
        for d in legal:
            s = d[1]
            mf = sum(g.stat(c, FL) for c in g.sectors[s][me] if g.tpl[c].type != SHIP)
            of = sum(g.stat(c, FL) for c in g.sectors[s][1 - me] if g.up[c] and g.tpl[c].type != SHIP)
            p[s] += w.battle_flags * (mf - of) / 4.0
    return max(legal, key=lambda d: (p[d[1]], -d[1]))


# ---------------------------------------------------------------------- combat

def _flags_now(g, me):
    fl = g.flag_counts()
    return fl[me], fl[1 - me]


def _attack_score(g, u, x, shooting, w=DEFAULT_WEIGHTS, memo=None):
    """What an attack of ``u`` on ``x`` is worth. ``memo`` (a dict kept for one state, e.g. over one
    call of :func:`war_action_values`): cards' worth, targets' counter-attack and attackers' blockers
    read once, not once per pair (a war action offers each attacker's every target)."""
    if memo is None:
        memo = {}
    st = FP if shooting else AS
    dmg = g.stat(u, st, x)
    arm = g.stat(x, AR, u)
    score = 0.0
    if dmg >= arm:
        score = _worth(g, x, memo)
    elif w.attack_no_kill and dmg > 0:
        score = w.attack_no_kill * _worth(g, x, memo)
    if g.tpl[x].type == UNIT and dmg > 0:
        ck = -1 - x   # (memo's key for "x counter-attacks": read once per target, not once per attacker)
        hits_back = memo.get(ck)
        if hits_back is None:
            hits_back = memo[ck] = counters(g, x)
        if hits_back and g.stat(x, st, u) >= g.stat(u, AR, x):
            score -= w.counter_risk * _worth(g, u, memo)
    if score > 0:
        kind = SHOOTING if shooting else ASSAULT
        key = (u, kind)
        can = memo.get(key)
        if can is None:   # a blocker is never the target itself: the rest is the same for every target
            can = memo[key] = blockers(g, u, -1, kind)
        for b in can:
            if b != x:
                score *= w.kill_blocked
                break
    return score


def _worth(g, c, memo):
    v = memo.get(c)
    if v is None:
        v = memo[c] = worth(g, c)
    return v


def _ability_gain(g, me, c, ai) -> float:
    t = g.tpl[c]
    ab = t.command if ai < 0 else t.abilities[ai]
    if ab is None:
        return 0.0
    v = sum(effect_value(g, me, e) for e in ab.effects)
    for cost in ab.costs:
        v = COST_VALUES[cost["cost"]](g, me, c, cost, v)
    return v


def _war_action(g, me, legal, w):
    best, best_v = None, -1e9
    for d, v in zip(legal, war_action_values(g, me, legal, w), strict=True):
        if v > best_v + 1e-9:
            best, best_v = d, v
    return best


def war_action_values(g, me, legal, weights: Weights | None = None) -> list[float]:
    """The heuristic's value of each war action decision in ``legal`` (it plays the first of the
    highest): a kill by its victim's worth, a charge by the kill its assault may make next, a pass
    by whether the flags already win, a retreat never. The search ranks its candidates by it."""
    w = DEFAULT_WEIGHTS if weights is None else weights
    s = g.bsec
    mf, of = _flags_now(g, me)
    req = g.sec[s][2]
    winning = mf > of and mf >= req
    lost = of > mf and of >= req
    out = []
    memo = {}
    for d in legal:
        k = d[0]
        if k == "pass":   # when the opponent takes the sector as it stands, anything that may help comes first
            v = w.pass_winning if winning else (w.pass_lost if lost else w.pass_open)
        elif k == "retreat":   # it destroys every card of mine here and cannot win the sector: never
            v = w.retreat
        elif k == "shoot":
            v = _attack_score(g, d[1], d[2], True, w, memo)
        elif k == "assault":
            v = _attack_score(g, d[1], d[2], False, w, memo) + w.assault_bonus
        elif k == "charge":
            u = d[1]
            a = g.stat(u, AS)
            kills = [_worth(g, x, memo) for x in g.sectors[s][1 - me]
                     if g.tpl[x].type != SHIP and a >= g.stat(x, AR, u)]
            v = w.charge_kill * max(kills) if kills else w.charge_none
        elif k == "special":
            v = _ability_gain(g, me, d[1], d[2]) * w.special_factor
        elif k == "play":
            v = _ability_gain(g, me, d[1], d[2])
            if d[2] < 0:
                v += w.command_free  # a command line in hand is free: the hand is discarded after the battle
        else:
            v = 0.0
        out.append(v)
    return out


def _block(g, me, legal, about, w):
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
        v = (_loss(g, t, w) if t_dies else 0.0) - (_loss(g, b, w) if b_dies else 0.0) - w.block_cost
        if about["attack"] == SPECIAL_ASSAULT:
            v += w.block_special  # blocking a special assault turns it into a normal assault
        if v > best_v + 1e-9:
            best, best_v = d, v
    return best


def _loss(g, c, w) -> float:
    """What losing card ``c`` costs in a fight for a sector: its flags above all (they capture)."""
    return w.block_flag * g.stat(c, FL) + w.block_value * (worth(g, c) - 3.0 * g.stat(c, FL))


def _overrun(g, me, legal, about, w):
    best = ("no_overrun",) if ("no_overrun",) in legal else legal[-1]
    best_v = 0.0
    u = about["unit"]
    for d in legal:
        if d[0] == "overrun":
            x = d[1]
            if about["excess"] >= g.stat(x, AR, u):
                v = worth(g, x)
                if counters(g, x) and g.tpl[x].type == UNIT and g.stat(x, AS, u) >= g.stat(u, AR, x):
                    v -= worth(g, u)
            else:
                v = w.overrun_miss
        elif d[0] == "special_effect":
            v = 0.5
        else:
            continue
        if v > best_v + 1e-9:
            best, best_v = d, v
    return best


# ---------------------------------------------------------------------- windows

def _amount(a) -> float:
    if not a:
        return 0.0
    k = a.get("kind")
    if k == "number":
        return float(a.get("value", 0))
    if k == "d6":
        return 3.0
    return 0.0


def _affects(g, me, tg, card, who):
    """Can an effect aimed at ``tg`` (its ``ref``, owner, types and filters) reach card ``who`` (for
    the ability on ``card`` that ``me`` uses)?"""
    if who < 0:
        return False
    ref = tg.get("ref")
    if ref in ("attacking", "defending", "blocking", "this"):
        o = tg.get("owner") or "any"
        if o != "any" and (o == "own") != (g.owner[who] == me):
            return False
        if tg.get("types") and not type_ok(g, who, tg["types"]):
            return False
        if tg.get("filters") and not filters_ok(g, who, tg["filters"]):
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
        return who in candidates(g, me, tg)
    return False


def _tactic(g, me, legal, quick, w):
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
            ref = tg.get("ref")
            if e.get("op") == "modify":
                amt = _amount(e.get("amount")) * int(e.get("sign", 1))
                sc = _STAT.get(e.get("stat"))
                if sc == st and _affects(g, me, tg, c, u) and (amt > 0) == mine_attacks:
                    up_dmg += amt if mine_attacks else -amt
                if sc == AR and _affects(g, me, tg, c, t) and (amt > 0) != mine_attacks:
                    up_arm += amt if not mine_attacks else -amt
            elif e.get("op") == "destroy" and ref == "choose":
                foes = [x for x in candidates(g, me, tg) if g.owner[x] != me]
                if foes:
                    extra = max(extra, max(worth(g, x) for x in foes) * w.destroy_factor)
            elif e.get("op") == "counter_attack" and not mine_attacks and _affects(g, me, tg, c, t):
                if dmg > 0 and g.tpl[t].type == UNIT and g.stat(t, st, u) >= g.stat(u, AR, t):
                    extra = max(extra, w.counter_factor * worth(g, u))
        v = extra
        if mine_attacks and not kills and up_dmg > 0 and dmg + up_dmg >= arm:
            v = max(v, worth(g, t))
        if not mine_attacks and kills and up_arm > 0 and dmg < arm + up_arm:
            v = max(v, worth(g, t))
        if mine_attacks and not kills and up_arm < 0 and dmg >= arm + up_arm:
            v = max(v, worth(g, t))
        for cost in ab.costs:
            if cost.get("cost") == "discard":
                v -= w.discard_cost * (len(g.hands[me]) if cost.get("whole") else cost.get("count", 1))   # g17d: a whole hand
            elif cost.get("cost") == "lock_this":
                v -= w.lock_cost * worth(g, c)
            elif cost.get("cost") == "test":
                v = v * test_chance(g, me, cost) - w.test_cost
        if ai < 0:
            v -= w.hand_cost * hand_worth(g, c)
        if v > best_v + 1e-9:
            best, best_v = d, v
    best = best if best in legal else legal[0]
    return best if quick else _worth_playing(g, me, legal, best, w)


def _worth_playing(g, me, legal, best, w):
    """A play chosen in a window that may be passed stands only when it changes the war action
    (damage, survival, a block, a flag, a lasting change); a pass in a battle the opponent takes as
    it stands gives way to the first play that keeps the sector from them."""
    follow = decide if w is DEFAULT_WEIGHTS else partial(decide, weights=w)
    if best[0] == "play" and ("pass",) in legal:
        if changes_war_action(g, best, follow) is False:
            return ("pass",)
        return best
    if best == ("pass",) and g.bsec >= 0 and _taken_by(g, g.flag_counts()) == 1 - me:
        still = war_action_outcome(g, best, follow)
        if still is None or not still[1] or _taken_by(g, still[1]) != 1 - me:
            return best   # the war action itself changes the flags, or cannot be followed
        for d in legal:
            if d[0] != "play":
                continue
            out = war_action_outcome(g, d, follow, skip=d[1])
            if out is not None and out[1] and _taken_by(g, out[1]) != 1 - me and not (out[4] and out[5] == 1 - me):
                return d
    return best


def _taken_by(g, flags) -> int:
    """Who captures the battle's sector with these flags (-1: nobody)."""
    need = g.sec[g.bsec][2]
    for q in (0, 1):
        if flags[q] > flags[1 - q] and flags[q] >= need:
            return q
    return -1


def _best_play(g, me, legal, ability_value, w):
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
            v -= w.hand_cost * hand_worth(g, d[1])
        if v > best_v + 1e-9:
            best, best_v = d, v
    return best if best in legal else legal[0]


def _modifier(g, me, legal, about, quick, w):
    best = _best_play(g, me, legal, lambda ab, d: modifier_value(g, me, about, ab, d), w)
    return best if quick else _worth_playing(g, me, legal, best, w)


def _reaction(g, me, legal, about, w):
    trig = about["trigger"]

    def value(ab, d):
        saves = trig >= 0 and (ab.trigger or {}).get("event") == "would_be_destroyed"
        v = (1 if g.owner[trig] == me else -1) * worth(g, trig) if saves else 0.0
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

    return _best_play(g, me, legal, value, w)


# ---------------------------------------------------------------------- choices inside an ability

def _ability_pick(g, me, legal, q):
    kinds = {d[0] for d in legal}
    if "x" in kinds:
        xs = [d for d in legal if d[0] == "x"]
        return xs[min(2, len(xs) - 1)]
    if "result" in kinds:   # "choose the result of the roll"
        return result_pick(g, me, legal)
    picks, e = [d[1] for d in legal if d[0] == "choose"], q.about.get("effect") or {}
    if "option" in kinds:   # "choose one" (or "... unless you discard"): the option worth most now
        mf = modifier_window(g)
        if mf is not None and e.get("op") == "choose_one" and all(
                x.get("op", "").startswith("roll") for o in e["options"] for x in o):   # "add 1 or subtract 1"
            about, ab = mf.question(g).about, ability_of(g, q.about["card"], q.about["ability"])
            return max((d for d in legal if d[0] == "option"),
                       key=lambda d: modifier_value(g, me, about, ab, d, e["options"][d[1] - 1]))
        return max((d for d in legal if d[0] == "option"), key=lambda d: option_value(g, me, e, d[1]))
    if not picks:
        return legal[0]
    if e.get("op") == "look_top":   # the best card into the hand; the deck otherwise left as it lies
        keeps = e.get("then") in ("one_to_hand", "to_hand") or ("done",) not in legal
        return ("choose", max(picks, key=lambda x: (hand_worth(g, x), -x))) if keeps else legal[-1]
    if q.kind == Q_TARGET:  # a target for an effect
        e = q.about["effect"]
        c = _pick_target(g, me, e, picks)
    elif q.kind == Q_COST:  # paying a cost
        cost = q.about["cost"]
        if cost.get("cost") in ("lock_units", "destroy_units"):   # g18c: the cheapest unit
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


def _pick_target(g, me, e, picks):
    op = e.get("op")
    if op == "set_stat" and e.get("stat") != "flags" and (e.get("amount") or {}).get("kind") == "number":   # g20b
        s, n = _STAT[e.get("stat", "flags")], int(e["amount"]["value"])
        return max(picks, key=lambda x: ((n - g.stat(x, s)) * (1 if g.owner[x] == me else -1), worth(g, x), -x))
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
