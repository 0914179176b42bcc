"""What the AI thinks each effect and cost of an ability is worth, keyed by the same names as the
engine's registries (:data:`heresy_app.engine.effects.EFFECTS`, :data:`~heresy_app.engine.effects.COSTS`).
A test fails when an op has no valuation here, so a new effect cannot be silently worth nothing.

``EFFECT_VALUES[op](g, me, e)``: a rough value of effect ``e`` for ``me``, out of context;
``COST_VALUES[name](g, me, card, cost, v)``: the ability's value ``v`` once the cost is paid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from heresy_app.cards.model import fold
from heresy_app.engine.cancel import answered
from heresy_app.engine.stat_rows import stat_row
from heresy_app.engine.targets import candidates, count_cards, predicate
from heresy_app.engine.terms import AR, AS, ASSET, FL, FP, LOCKED, READY, SHIP, SP, STAT_CODES, UNIT
from heresy_app.engine.versus_cards import fights_such

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Node
    from heresy_app.engine.state import GameState

_HAND_WORTH = {"E": 3.0, "T": 2.0, "M": 1.5, "WA": 1.5, "R": 1.2}

__all__ = ["EFFECT_VALUES", "COST_VALUES", "effect_value", "test_chance", "worth", "printed_value", "hand_worth"]


def printed_value(t) -> float:
    """What a card is worth in a fight, from its printed numbers (flags apart)."""
    fp, as_, sp, ar, _ = t.stats
    if t.type == UNIT:
        return fp + as_ + 0.8 * ar + 0.3 * sp
    if t.type == ASSET:
        return 0.5 * ar + 0.5
    return 1.5


def worth(g, c: int) -> float:
    """A card in play: its fighting value plus a heavy weight on its flags (flags capture)."""
    t = g.tpl[c]
    if t.type == SHIP:
        return 1.5
    r = stat_row(g, c)   # (one call for the five: GameState.stat's values)
    fl = r[FL]
    if t.type == UNIT:
        v = r[FP] + r[AS] + 0.8 * r[AR] + 0.3 * r[SP]
    else:
        v = 0.5 * r[AR] + 0.5
    return v + 3.0 * fl + 0.5


def hand_worth(g, c: int) -> float:
    t = g.tpl[c]
    if t.command is None:
        return 0.5
    return _HAND_WORTH.get(t.command.kind, 1.0)


def _foes(g, me, e):
    tgt = e.get("target") or {}
    cands = candidates(g, me, tgt) if tgt.get("ref") == "choose" else []
    return [c for c in cands if g.owner[c] != me]


def _mine(g, me):
    s = g.bsec
    return [c for c in g.sectors[s][me] if g.tpl[c].type == UNIT] if s >= 0 else []


def _set_flags(g, me, e) -> float:
    """Flags as counted for a time (issue 24, g10): what each card named gains (mine) or loses (the
    opponent's), weighed as a flag is (3.0); one card chosen: the best of them. g20b: another statistic set
    for a time, each point weighed as a change's."""
    if e.get("duration") is None:
        return 0.0   # a constant's: counted in the card's stats
    tgt = e.get("target") or {}
    n = int((e.get("amount") or {}).get("value", 0))
    if tgt.get("ref") != "choose":
        return 0.0
    s = STAT_CODES[e.get("stat", "flags")]   # g20b: any statistic set for a time, a point of it weighed as a
    w = 3.0 if s == FL else 0.1              # change's (modify: 0.3 for a few points)
    gains = [w * (n - g.stat(c, s)) * (1 if g.owner[c] == me else -1) for c in candidates(g, me, tgt)]
    if not gains:
        return 0.0
    return sum(gains) if tgt.get("quantity") == "all" else max(gains)


def _destroy(g, me, e):
    return max((worth(g, c) for c in _foes(g, me, e)), default=0.0) * 0.9


def _lock(g, me, e):
    active = [c for c in _foes(g, me, e) if g.tpl[c].type == UNIT and g.pos[c] != LOCKED]
    return max((0.35 * worth(g, c) for c in active), default=0.0)


def _ready(g, me, e):
    return max((0.4 * worth(g, c) for c in _mine(g, me) if g.pos[c] == LOCKED), default=0.0)


def _charge(g, me, e):
    return 0.5 if any(g.pos[c] == READY for c in _mine(g, me)) else 0.0


def _discard(g, me, e):
    if e.get("player") == "each":   # both hands lose alike
        return 0.0
    if e.get("whole"):   # a whole hand: a card's worth for each card in it
        who = me if e.get("player") == "you" else 1 - me
        return (1.0 if who != me else -1.0) * len(g.hands[who])
    return 1.0 if e.get("player", "opponent") == "opponent" and g.hands[1 - me] else -1.0


def _each(v):
    """An effect on a player, valued for the controller; "each player" gives both the same: nothing."""
    return lambda g, me, e: 0.0 if e.get("player") == "each" else v(g, me, e)


def _move(g, me, e) -> float:
    """An enemy card sent out of the battle's sector is nearly as good as gone for this battle; a card
    of mine brought into it ("to this sector") is worth half of what it fights with."""
    if e.get("to") == "here":
        tgt = e.get("target") or {}
        mine = [c for c in candidates(g, me, tgt) if g.owner[c] == me] if tgt.get("ref") == "choose" else []
        return max((worth(g, c) for c in mine), default=0.0) * 0.5
    return max((worth(g, c) for c in _foes(g, me, e) if c not in (g.wa_att, g.wa_def, g.wa_block)), default=0.0) * 0.5


def _if(g, me, e) -> float:
    """The branch the condition would choose now (it is read again as the ability resolves)."""
    then = sum(effect_value(g, me, x) for x in e["effects"])
    other = sum(effect_value(g, me, x) for x in e.get("otherwise") or ())
    if e["predicate"]["pred"] not in ("count", "planet", "more"):   # a state of the card: not known out of context
        return (then + other) / 2
    return then if predicate(g, me, -1, e["predicate"]) != bool(e.get("negate")) else other


def _later(g, me, e) -> float:
    """Effects put off to the end of the war action: as they would be now, and a card of mine that
    they destroy or return ("... At the end of the war action, destroy it.") is a loss."""
    v = 0.0
    for x in e["effects"]:
        if x.get("op") in ("destroy", "return") and (x.get("target") or {}).get("ref") != "choose":
            v -= 1.5
        else:
            v += effect_value(g, me, x)
    return v


def _cancel(g, me, e) -> float:
    """abilities.cancel: what the cancelled use would have done for its controller (a use of mine:
    a loss), or the damage an overrun would have dealt to a unit of mine (its worth)."""
    if e.get("what") in ("overrun", "attack", "current_attack"):   # g6: an attack on a unit of mine that will deal no damage
        f = answered(g, e["what"])
        if f is None or f.target < 0 or f.harmless:
            return 0.0
        # g16: the current attack may be my own: making it harmless loses what it would have destroyed
        mine = g.owner[f.target] == me
        return worth(g, f.target) * 0.8 * (1 if mine else -1 if e["what"] == "current_attack" else 0)
    f = answered(g)
    if f is None:
        return 0.0
    v = sum(effect_value(g, f.ctrl, x) for x in f.ab.effects)
    if f.wa:   # a war action card: its attack or its tactics window too
        v += 1.0
    return v if f.ctrl != me else -v


_HARM_OWN = ("lock", "destroy", "return", "move")


def _opponent_part(g, me, e) -> float:
    """g7: the opponent alone carries ``effects`` out ("Your opponent locks 2 of his units"): locking,
    destroying, returning or moving their own cards is worth to me about half of doing it to theirs
    myself (they choose the cheapest); anything else is worth to me what it is worth to them, negated."""
    v = 0.0
    for x in e["effects"]:
        t = x.get("target") or {}
        if x.get("op") in _HARM_OWN and t.get("ref") == "choose" and t.get("owner") == "own":
            v += 0.5 * effect_value(g, me, {**x, "target": {**t, "owner": "enemy"}})
        else:
            v -= effect_value(g, 1 - me, x)
    return v


def _choose_one(g, me, e) -> float:
    worths = [sum(effect_value(g, me, x) for x in opt) for opt in e["options"]]
    return min(worths) if e.get("chooser") == "opponent" else max(worths)   # g16: the opponent picks the worst for me


def _damage_reduced(g, me, e) -> float:
    """g21b: a typed ability's reduction of damage for a time ("Prevent all damage to the defending unit this war
    action."): about what a bonus to armor is worth, more when all damage is prevented; less than nothing when
    the card it names is the opponent's (the defending or attacking card of the attack under way)."""
    if e.get("duration") is None:
        return 0.0
    v = 0.6 if e.get("amount") is None else min(0.6, 0.2 * e["amount"])
    if e.get("duration") in ("battle", "turn"):
        v *= 1.3
    ref = (e.get("target") or {}).get("ref")
    named = {"defending": getattr(g, "wa_def", -1), "attacking": getattr(g, "wa_att", -1)}.get(ref, -1)
    if named >= 0 and g.owner[named] != me:
        return -v
    if ref == "choose" and (e.get("target") or {}).get("owner") == "enemy":
        return -v
    return v


EFFECT_VALUES = {
    "destroy": _destroy,
    "lock": _lock,
    "ready": _ready,
    "charge": _charge,
    "draw": _each(lambda g, me, e: 0.8),
    "discard": _discard,
    "mill": _each(lambda g, me, e: 0.2),
    # g14: a ship put into the fleet area locked cannot use a lock cost or block this war action
    "infiltrate": lambda g, me, e: 2.4 if e.get("locked") else 3.0,
    # g7: a flag the opponent gets is one against me ("Your opponent loses 1 flag" is good for me)
    "flags": lambda g, me, e: 3.0 * int(e.get("sign", 1)) * {"you": 1, "opponent": -1, "each": 0}[e.get("player", "you")],
    "modify": lambda g, me, e: (0.4 if e.get("duration") == "turn" else 0.3) * _versus_share(g, me, e) * (
        0.5 if e.get("versus_attack") else 1.0),   # "versus shooting": only in such an attack (issue 24, g2)
    "counter_attack": lambda g, me, e: 0.4 if e.get("duration") == "turn" else 0.3,
    # a modifier's and a constant's ops are valued where they count (the modifier window, the card's stats)
    "roll_add": lambda g, me, e: 0.0,
    "reroll": lambda g, me, e: 0.0,
    "roll_set": lambda g, me, e: 0.0,
    "test_result": lambda g, me, e: 0.0,   # g13: weighed on the roll (ai.rolls.modifier_value)
    "roll_twice": lambda g, me, e: 0.0,
    # a lasting change to rolls: a little for each roll it may touch (mine up, the opponent's down)
    "roll_bonus": lambda g, me, e: 0.2 * int(e.get("sign", 1)) * e.get("amount", 1) * (
        {"you": 1, "opponent": -1, "each": 0}[e.get("player", "you")]),
    "versus": lambda g, me, e: 0.0,
    "keyword": lambda g, me, e: 0.0,
    "set_stat": lambda g, me, e: _set_flags(g, me, e),   # a constant's: in the stats; g10: flags for a time
    # a constant: the AI's previews of attacks read it (combat.attack_damage), nothing to play (g6)
    "damage_reduced": lambda g, me, e: _damage_reduced(g, me, e),
    # another unit takes the attack: a little, as a block would (issue 24, g2)
    "become_defending": lambda g, me, e: 0.3,   # a constant: counted in the card's stats (issue 24, g2)
    "restriction": lambda g, me, e: _restriction(g, me, e),
    "look": lambda g, me, e: 0.2,
    # a chosen card, better than a drawn one; knowing the hand: the AI plans on what it sees anyway
    "search": lambda g, me, e: 1.2 * e.get("count", 1),
    "variable_roll": lambda g, me, e: _variable_roll(g, me, e),
    "damage": lambda g, me, e: _damage(g, me, e),
    # an enemy card out of play is nearly as good as destroyed (it may come back), one of mine a loss
    "return": lambda g, me, e: ({"hand": 0.5}.get(e.get("to"), 0.05) if (e.get("target") or {}).get("ref") == "revealed"
                                else max((worth(g, c) for c in _foes(g, me, e)), default=0.0) * 0.7),
    "move": _move,
    "reveal": lambda g, me, e: _reveal(g, me, e),
    "look_top": lambda g, me, e: _look_top(g, me, e),
    "shuffle": lambda g, me, e: 0.0,
    "grant": lambda g, me, e: 0.4 if e.get("duration") in ("battle", "turn") else 0.3,
    "lose": lambda g, me, e: 0.4 if e.get("duration") in ("battle", "turn") else 0.3,
    "if": _if,
    "choose_one": _choose_one,
    # "... unless you discard 1 card": the controller takes the better of the two
    "unless_paid": lambda g, me, e: (max if e.get("payer", "you") == "you" else min)(   # g12: the opponent's pick
        sum(effect_value(g, me, x) for x in e["pay"]), sum(effect_value(g, me, x) for x in e["effects"])),
    "later": _later,
    "cancel": _cancel,
    "sector_rule": lambda g, me, e: _sector_rule(g, me, e),
    # g3b (engine.sequels): a first part and what follows when it is done (or not); each player's part
    "if_done": lambda g, me, e: _if_done(g, me, e),
    "if_done_check": lambda g, me, e: 0.0,   # the internal end of an if_done's first part
    "each_player": lambda g, me, e: (_opponent_part(g, me, e) if e.get("player") == "opponent" else
                                     sum(effect_value(g, me, x) - effect_value(g, 1 - me, x) for x in e["effects"])),
    # g11 (engine.bends): stats swapped, two cards changing sectors, extra damage by kind of attack
    "swap_stats": lambda g, me, e: _swap_stats(g, me, e),
    "swap_between": lambda g, me, e: _swap_between(g, me, e),   # g13
    "swap_places": lambda g, me, e: _swap_places(g, me, e),
    # g16: a constant's change to the tests of a scope's cards: worth to the side whose tests it helps
    "test_bonus": lambda g, me, e: 0.2 * e.get("amount", 1)
    * {"own": 1, "enemy": -1}.get((e.get("target") or {}).get("owner"), 0),
    "damage_bonus": lambda g, me, e: 0.0 if e.get("duration") is None else (   # a constant's: combat's previews
        0.3 * (2 if e.get("double") else e.get("amount", 1)) * (1.3 if e.get("duration") in ("battle", "turn") else 1.0)),
}


def _swap_stats(g, me, e) -> float:
    """Two stats swapped (g11): the most either stat of a card it may name would move, a tenth of a
    point each (the player uses it where the move helps; the AI does not plan which way)."""
    tgt = e.get("target") or {}
    a, b = (STAT_CODES[x] for x in e["stats"])
    cards = candidates(g, me, tgt) if tgt.get("ref") == "choose" else []
    return min(0.6, max((0.1 * abs(g.stat(c, a) - g.stat(c, b)) for c in cards if g.tpl[c].type == UNIT), default=0.0))


def _swap_between(g, me, e) -> float:
    """One stat of two cards swapped (g13): the cards of the war action (attacking, defending, blocking) as
    they are now, or the best pair a choice may name; a point of the stat my side gains (or the opponent's
    loses) is worth a tenth of a point. A card named otherwise (this card) is not known here: 0."""
    code = STAT_CODES[e["stat"]]
    named = {"attacking": g.wa_att, "defending": g.wa_def, "blocking": g.wa_block}
    cards = []
    for t in (e.get("target") or {}, e.get("other") or {}):
        if t.get("ref") == "choose":
            cs = [c for c in candidates(g, me, t) if g.tpl[c].type == UNIT]
        else:
            c = named.get(t.get("ref"), -1)
            cs = [c] if c >= 0 and g.tpl[c].type == UNIT else []
        if not cs:
            return 0.0
        cards.append(cs)
    gains = []
    for a in cards[0]:
        for b in cards[1]:
            if a != b:
                d = g.stat(b, code) - g.stat(a, code)   # what a gains, b loses
                gains.append(0.1 * ((d if g.owner[a] == me else -d) + (-d if g.owner[b] == me else d)))
    return max(-0.6, min(0.6, max(gains, default=0.0)))


def _swap_places(g, me, e) -> float:
    """Two cards changing sectors (g11): a card of mine that comes into the battle's sector is worth a
    third of what it fights with; one that leaves it, a loss of the same."""
    s = g.bsec
    best = 0.0
    for t in (e.get("target") or {}, e.get("other") or {}):
        if t.get("ref") == "choose" and t.get("zone") == "elsewhere" and s >= 0:
            best = max([best] + [worth(g, c) / 3 for c in candidates(g, me, t) if g.owner[c] == me])
    return best


def _sector_rule(g, me, e) -> float:
    """A rule change given for a time (a constant's is honoured where the rule is decided: nothing to
    play): worth what it takes from the opponent or gives me in the battle's sector now — the enemy
    units with Counter-attack it silences (mine it silences count against it), my ready units whose
    attacks can no longer be blocked, the overruns of the opponent's charging units, a little for
    abilities no one may use; more when it outlasts the war action."""
    s = g.bsec
    if s < 0 or e.get("duration") is None:
        return 0.0
    longer = 1.5 if e.get("duration") in ("battle", "turn") else 1.0
    units = [[c for c in g.sectors[s][q] if g.tpl[c].type == UNIT] for q in (0, 1)]
    what = e["what"]
    if what == "counter_attack":
        n = sum(1 for c in units[1 - me] if g.has_counter(c)) - sum(1 for c in units[me] if g.has_counter(c))
        return 0.3 * n * longer
    if what == "overrun":
        return 0.1 * sum(1 for c in units[1 - me] if g.pos[c] != LOCKED) * longer
    if what == "command_hand":   # g10: a preparation's cards more or fewer for a command hand, as drawn cards
        a = int(e.get("amount") or 0)
        n = a if e["how"] == "more" else -a if e["how"] == "fewer" else a - 6
        return 0.8 * n * {"you": 1, "opponent": -1}.get(e.get("player"), 0)
    if what == "first_action":   # g12: declaring the first war action of the battle: the first shot, a little
        who = e.get("player")
        first = me if who == "you" else 1 - me if who == "opponent" else g.attacker if who == "attacker" else 1 - g.attacker
        return 0.2 if first == me else -0.2
    if what == "retreat":   # g16: a retreat barred: the player it binds must fight the battle out
        who = e.get("player")
        return {"you": -0.1, "opponent": 0.15}.get(who, 0.05) * longer
    if what in ("shooting", "assault", "special_assault"):
        mine = sum(1 for c in units[me] if g.pos[c] != LOCKED)
        theirs = sum(1 for c in units[1 - me] if g.pos[c] != LOCKED)
        return (0.15 * min(mine, 3) - 0.1 * min(theirs, 3)) * longer if theirs else 0.05
    return 0.05 * longer


def _if_done(g, me, e) -> float:
    """Done, the first part and its sequel; not done, the other sequel. "You may": the better of the
    two; else mostly the first (the player does what they can)."""
    done = sum(effect_value(g, me, x) for x in list(e["effects"]) + list(e.get("then") or ()))
    other = sum(effect_value(g, me, x) for x in e.get("otherwise") or ())
    return max(done, other) if e.get("may") else 0.8 * done + 0.2 * other


def _look_top(g, me, e) -> float:
    """A card taken from the cards looked at is a chosen draw (one of any kind, a little less when it
    must be of a kind); "any number" of them about a third of them; the rest under the deck or
    discarded changes little. Knowing the top of a deck is worth a little."""
    then = e.get("then")
    kinds = (e.get("types") or ["card"]) != ["card"] or bool(e.get("filters"))
    if then == "one_to_hand":
        return 0.5 if kinds else 0.6
    if then == "to_hand":
        return 0.8 * max(1.0, e.get("count", 1) / (3.0 if kinds else 1.5))
    return 0.2


def _reveal(g, me, e) -> float:
    """Knowing the opponent's hand is worth a little; top cards put into the hands are draws."""
    p = e.get("player", "you")
    if e.get("what") == "top" and e.get("then") == "hand":
        return 0.0 if p == "each" else 0.8 * e.get("count", 1) * (1 if p == "you" else -1)
    return 0.1 if p == "opponent" else 0.0


def option_value(g, me, e, n) -> float:
    """The worth of option ``n`` of a choice: "choose one: ...; or ..." (its effects), "... unless you
    discard 1 card" (1: pay, 2: let the effects happen; losing this card is worse than any price)."""
    if e.get("op") == "if_done":   # g3b: "You may ... If you do, ...": 1 do it (and what follows), 2 do not
        branch = list(e["effects"]) + list(e.get("then") or ()) if n == 1 else e.get("otherwise") or ()
        return sum(effect_value(g, me, x) for x in branch)
    if e.get("op") == "choose_one" and e.get("chooser") == "opponent":   # g16: said as the controller's, picked by me
        return -sum(effect_value(g, 1 - me, x) for x in e["options"][n - 1])
    if e.get("op") != "unless_paid":
        return sum(effect_value(g, me, x) for x in e["options"][n - 1])
    if n == 1:
        return sum(effect_value(g, me, x) for x in e["pay"])
    harm = any(x.get("op") in ("destroy", "lock", "return", "damage") and (x.get("target") or {}).get("ref") == "this"
               for x in e["effects"])   # "Destroy this unit unless ...": a loss the other values do not see
    return -9.0 if harm else sum(effect_value(g, me, x) for x in e["effects"])


def _versus_share(g, me, e) -> float:
    """A change "versus Vehicles" is worth something only where the opponent has such a card in the
    battle's sector (a little anyway: one may come); any other change counts whole. A change until
    the end of the turn is worth a little more above: it may serve the turn's other battle."""
    kw = e.get("versus")
    if e.get("versus_cards"):   # g8: "versus locked units": such an enemy card in the battle's sector
        s = g.bsec
        return 1.0 if s >= 0 and fights_such(g, g.sectors[s][1 - me], e["versus_cards"]) else 0.1
    if not kw:
        return 1.0
    s = g.bsec
    kw = fold(kw)
    return 1.0 if s >= 0 and any(kw in g.tpl[c].keywords for c in g.sectors[s][1 - me]) else 0.1


def _restriction(g, me, e) -> float:
    """A constant one is honoured where blockers and shots are chosen: nothing to play. One given for
    a time is worth a little while the opponent has units that could shoot or block in the battle's
    sector, more when it lasts past the war action (a tactic comes after the blocks of its attack)."""
    if e.get("target") is None:
        return 0.0
    if e["rule"] == "no_use" and e["target"].get("owner") == "own":   # g12: my own cards' abilities barred
        return -0.1
    s = g.bsec
    if s < 0 or not any(g.tpl[c].type == UNIT and g.pos[c] != LOCKED for c in g.sectors[s][1 - me]):
        return 0.05
    return 0.4 if e.get("duration") in ("battle", "turn") else 0.15


def _damage(g, me, e) -> float:
    """The best enemy card the damage would destroy, by the chance it does (a d6: its faces)."""
    a = e.get("amount") or {}
    if a.get("kind") == "count":   # "1 damage for each ...": as many as there are now
        a = {"kind": "number", "value": count_cards(g, me, a)}
    elif a.get("kind") == "stat":   # "for each flag it has": read when it resolves
        a = {"kind": "d6"}
    best = 0.0
    for c in _foes(g, me, e):
        if g.tpl[c].type == SHIP:
            continue
        armor = g.stat(c, AR)
        if a.get("kind") == "number":
            chance = 1.0 if 0 < armor <= a["value"] or (armor == 0 and a["value"] > 0) else 0.0
        else:
            chance = max(0.0, min(1.0, (7 - armor) / 6))
        best = max(best, chance * worth(g, c))
    return best * 0.9


def _variable_roll(g, me, e) -> float:
    """Each outcome weighted by the share of die faces (1-6) that read it."""
    total = 0.0
    for o in e["outcomes"]:
        faces = sum(1 for v in range(1, 7) if o["low"] <= min(max(v, e["outcomes"][0]["low"]),
                                                               e["outcomes"][-1]["high"]) <= o["high"])
        total += faces / 6 * sum(effect_value(g, me, x) for x in o["effects"])
    return total


def effect_value(g: GameState, me: int, e: Node) -> float:
    """The value of one effect of an ability ``me`` uses (KeyError for an op with no valuation)."""
    return EFFECT_VALUES[e["op"]](g, me, e)


def test_chance(g, me, cost) -> float:
    """The chance to pass a test cost: a die of 1-6 from the deck, always 1 from an empty deck."""
    need = (cost.get("value") or {}).get("value", 4)
    if not isinstance(need, int):
        need = 4
    if not g.decks[me]:
        return 1.0 if need <= 1 else 0.0
    return max(0.0, min(1.0, (7 - need) / 6))


def _lock_this(g, me, c, cost, v):
    return v - (0.3 * worth(g, c) if g.tpl[c].type == UNIT else 0.2)


COST_VALUES = {
    "lock_this": _lock_this,
    "discard": lambda g, me, c, cost, v: v - 1.0 * (len(g.hands[me]) if cost.get("whole") else cost.get("count", 1)),
    "lock_units": lambda g, me, c, cost, v: v - 2.0 * cost.get("count", 1),
    "test": lambda g, me, c, cost, v: v * test_chance(g, me, cost) - 0.4,   # the roll spends the top card
    "discard_top": lambda g, me, c, cost, v: v,
    "destroy_this": lambda g, me, c, cost, v: v - worth(g, c) if g.in_play(c) else v,
    "return_this": lambda g, me, c, cost, v: v - 0.5 * worth(g, c) if g.in_play(c) else v,   # back in hand
}
# g18c: a unit of yours destroyed: the cheapest the payer could give, that many times
COST_VALUES["destroy_units"] = lambda g, me, c, cost, v: v - _cheapest_units(g, me, c, cost)
COST_VALUES["discard_kind"] = lambda g, me, c, cost, v: v - 1.2 * cost.get("count", 1)   # a card it may not spare


def _cheapest_units(g, me, c, cost) -> float:
    from heresy_app.engine.cost_destroy import destroyable_units

    worths = sorted(worth(g, u) for u in destroyable_units(g, me, c, cost))
    n = cost.get("count", 1)
    return sum(worths[:n]) + 3.0 * max(0, n - len(worths))
