"""The frozen baseline's copy of :mod:`heresy_app.engine.ai.valuation` (8401819; an op added later is
worth nothing here). What the AI thinks each effect and cost of an ability is worth, keyed by the same names as the
engine's registries (:data:`heresy_app.engine.effects.EFFECTS`, :data:`~heresy_app.engine.effects.COSTS`).
A test fails when an op has no valuation here, so a new effect cannot be silently worth nothing.

``EFFECT_VALUES[op](g, me, e)``: a rough value of effect ``e`` for ``me``, out of context;
``COST_VALUES[name](g, me, card, cost, v)``: the ability's value ``v`` once the cost is paid.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeAlias

from heresy_app.cards.model import fold
from heresy_app.engine.targets import candidates, count_cards, predicate
from heresy_app.engine.terms import AR, AS, ASSET, FL, FP, LOCKED, READY, SHIP, SP, UNIT

if TYPE_CHECKING:
    from heresy_app.engine.catalog import Template
    from heresy_app.engine.shapes import Node
    from heresy_app.engine.state import GameState

# an effect's value for its controller out of context; a cost's: the ability's value once it is paid
Value: TypeAlias = "Callable[[GameState, int, Node], float]"
CostValue: TypeAlias = "Callable[[GameState, int, int, Node, float], float]"

_HAND_WORTH = {"E": 3.0, "T": 2.0, "M": 1.5, "WA": 1.5, "R": 1.2}

__all__ = ["EFFECT_VALUES", "COST_VALUES", "effect_value", "test_chance", "worth", "printed_value", "hand_worth"]


def printed_value(t: Template) -> float:
    """What a card is worth in a fight, from its printed numbers (flags apart)."""
    fp, as_, sp, ar, _ = t.stats
    if t.type == UNIT:
        return fp + as_ + 0.8 * ar + 0.3 * sp
    if t.type == ASSET:
        return 0.5 * ar + 0.5
    return 1.5


def worth(g: GameState, c: int) -> float:
    """A card in play: its fighting value plus a heavy weight on its flags (flags capture)."""
    t = g.tpl[c]
    if t.type == SHIP:
        return 1.5
    fl = g.stat(c, FL)
    if t.type == UNIT:
        v = g.stat(c, FP) + g.stat(c, AS) + 0.8 * g.stat(c, AR) + 0.3 * g.stat(c, SP)
    else:
        v = 0.5 * g.stat(c, AR) + 0.5
    return v + 3.0 * fl + 0.5


def hand_worth(g: GameState, c: int) -> float:
    t = g.tpl[c]
    if t.command is None:
        return 0.5
    return _HAND_WORTH.get(t.command.kind, 1.0)


def _foes(g: GameState, me: int, e: Node) -> list[int]:
    tgt = e.get("target") or {}
    cands = candidates(g, me, tgt) if tgt.get("ref") == "choose" else []
    return [c for c in cands if g.owner[c] != me]


def _mine(g: GameState, me: int) -> list[int]:
    s = g.bsec
    return [c for c in g.sectors[s][me] if g.tpl[c].type == UNIT] if s >= 0 else []


def _destroy(g: GameState, me: int, e: Node) -> float:
    return max((worth(g, c) for c in _foes(g, me, e)), default=0.0) * 0.9


def _lock(g: GameState, me: int, e: Node) -> float:
    active = [c for c in _foes(g, me, e) if g.tpl[c].type == UNIT and g.pos[c] != LOCKED]
    return max((0.35 * worth(g, c) for c in active), default=0.0)


def _ready(g: GameState, me: int, e: Node) -> float:
    return max((0.4 * worth(g, c) for c in _mine(g, me) if g.pos[c] == LOCKED), default=0.0)


def _charge(g: GameState, me: int, e: Node) -> float:
    return 0.5 if any(g.pos[c] == READY for c in _mine(g, me)) else 0.0


def _discard(g: GameState, me: int, e: Node) -> float:
    if e.get("player") == "each":   # both hands lose alike
        return 0.0
    if e.get("whole"):   # a whole hand: a card's worth for each card in it
        who = me if e.get("player") == "you" else 1 - me
        return (1.0 if who != me else -1.0) * len(g.hands[who])
    return 1.0 if e.get("player", "opponent") == "opponent" and g.hands[1 - me] else -1.0


def _each(v: Value) -> Value:
    """An effect on a player, valued for the controller; "each player" gives both the same: nothing."""
    return lambda g, me, e: 0.0 if e.get("player") == "each" else v(g, me, e)


def _move(g: GameState, me: int, e: Node) -> float:
    """An enemy card sent out of the battle's sector is nearly as good as gone for this battle; a card
    of mine brought into it ("to this sector") is worth half of what it fights with."""
    if e.get("to") == "here":
        tgt = e.get("target") or {}
        mine = [c for c in candidates(g, me, tgt) if g.owner[c] == me] if tgt.get("ref") == "choose" else []
        return max((worth(g, c) for c in mine), default=0.0) * 0.5
    return max((worth(g, c) for c in _foes(g, me, e) if c not in (g.wa_att, g.wa_def, g.wa_block)), default=0.0) * 0.5


def _if(g: GameState, me: int, e: Node) -> float:
    """The branch the condition would choose now (it is read again as the ability resolves)."""
    then = sum(effect_value(g, me, x) for x in e["effects"])
    other = sum(effect_value(g, me, x) for x in e.get("otherwise") or ())
    if e["predicate"]["pred"] not in ("count", "planet", "more"):   # a state of the card: not known out of context
        return (then + other) / 2
    return then if predicate(g, me, -1, e["predicate"]) != bool(e.get("negate")) else other


def _later(g: GameState, me: int, e: Node) -> float:
    """Effects put off to the end of the war action: as they would be now, and a card of mine that
    they destroy or return ("... At the end of the war action, destroy it.") is a loss."""
    v = 0.0
    for x in e["effects"]:
        if x.get("op") in ("destroy", "return") and (x.get("target") or {}).get("ref") != "choose":
            v -= 1.5
        else:
            v += effect_value(g, me, x)
    return v


def _choose_one(g: GameState, me: int, e: Node) -> float:
    return max(sum(effect_value(g, me, x) for x in opt) for opt in e["options"])


_RETURN_TO: dict[str | None, float] = {"hand": 0.5}   # a revealed card returned: to the hand, elsewhere

EFFECT_VALUES: dict[str, Value] = {
    "destroy": _destroy,
    "lock": _lock,
    "ready": _ready,
    "charge": _charge,
    "draw": _each(lambda g, me, e: 0.8),
    "discard": _discard,
    "mill": _each(lambda g, me, e: 0.2),
    "infiltrate": lambda g, me, e: 3.0,
    "flags": lambda g, me, e: 3.0 * int(e.get("sign", 1)),
    "modify": lambda g, me, e: (0.4 if e.get("duration") == "turn" else 0.3) * _versus_share(g, me, e),
    "counter_attack": lambda g, me, e: 0.4 if e.get("duration") == "turn" else 0.3,
    # a modifier's and a constant's ops are valued where they count (the modifier window, the card's stats)
    "roll_add": lambda g, me, e: 0.0,
    "reroll": lambda g, me, e: 0.0,
    "roll_set": lambda g, me, e: 0.0,
    "roll_twice": lambda g, me, e: 0.0,
    # a lasting change to rolls: a little for each roll it may touch (mine up, the opponent's down)
    "roll_bonus": lambda g, me, e: 0.2 * int(e.get("sign", 1)) * e.get("amount", 1) * (
        {"you": 1, "opponent": -1, "each": 0}[e.get("player", "you")]),
    "versus": lambda g, me, e: 0.0,
    "keyword": lambda g, me, e: 0.0,
    "restriction": lambda g, me, e: _restriction(g, me, e),
    "look": lambda g, me, e: 0.2,
    # a chosen card, better than a drawn one   # knowing the hand; the AI plans on what it sees anyway
    "search": lambda g, me, e: 1.2 * e.get("count", 1),
    "variable_roll": lambda g, me, e: _variable_roll(g, me, e),
    "damage": lambda g, me, e: _damage(g, me, e),
    # an enemy card out of play is nearly as good as destroyed (it may come back), one of mine a loss
    "return": lambda g, me, e: (_RETURN_TO.get(e.get("to"), 0.05) if (e.get("target") or {}).get("ref") == "revealed"
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
    "unless_paid": lambda g, me, e: max(sum(effect_value(g, me, x) for x in e["pay"]),
                                        sum(effect_value(g, me, x) for x in e["effects"])),
    "later": _later,
}


def _look_top(g: GameState, me: int, e: Node) -> float:
    """A card taken from the cards looked at is a chosen draw (one of any kind, a little less when it
    must be of a kind); "any number" of them about a third of them; the rest under the deck or
    discarded changes little. Knowing the top of a deck is worth a little."""
    then = e.get("then")
    kinds = (e.get("types") or ["card"]) != ["card"] or bool(e.get("filters"))
    if then == "one_to_hand":
        return 0.5 if kinds else 0.6
    if then == "to_hand":
        share: float = e.get("count", 1) / (3.0 if kinds else 1.5)
        return 0.8 * max(1.0, share)
    return 0.2


def _reveal(g: GameState, me: int, e: Node) -> float:
    """Knowing the opponent's hand is worth a little; top cards put into the hands are draws."""
    p = e.get("player", "you")
    if e.get("what") == "top" and e.get("then") == "hand":
        return 0.0 if p == "each" else 0.8 * e.get("count", 1) * (1 if p == "you" else -1)
    return 0.1 if p == "opponent" else 0.0


def option_value(g: GameState, me: int, e: Node, n: int) -> float:
    """The worth of option ``n`` of a choice: "choose one: ...; or ..." (its effects), "... unless you
    discard 1 card" (1: pay, 2: let the effects happen; losing this card is worse than any price)."""
    if e.get("op") != "unless_paid":
        return sum(effect_value(g, me, x) for x in e["options"][n - 1])
    if n == 1:
        return sum(effect_value(g, me, x) for x in e["pay"])
    harm = any(x.get("op") in ("destroy", "lock", "return", "damage") and (x.get("target") or {}).get("ref") == "this"
               for x in e["effects"])   # "Destroy this unit unless ...": a loss the other values do not see
    return -9.0 if harm else sum(effect_value(g, me, x) for x in e["effects"])


def _versus_share(g: GameState, me: int, e: Node) -> float:
    """A change "versus Vehicles" is worth something only where the opponent has such a card in the
    battle's sector (a little anyway: one may come); any other change counts whole. A change until
    the end of the turn is worth a little more above: it may serve the turn's other battle."""
    kw = e.get("versus")
    if not kw:
        return 1.0
    s = g.bsec
    kw = fold(kw)
    return 1.0 if s >= 0 and any(kw in g.tpl[c].keywords for c in g.sectors[s][1 - me]) else 0.1


def _restriction(g: GameState, me: int, e: Node) -> float:
    """A constant one is honoured where blockers and shots are chosen: nothing to play. One given for
    a time is worth a little while the opponent has units that could shoot or block in the battle's
    sector, more when it lasts past the war action (a tactic comes after the blocks of its attack)."""
    if e.get("target") is None:
        return 0.0
    s = g.bsec
    if s < 0 or not any(g.tpl[c].type == UNIT and g.pos[c] != LOCKED for c in g.sectors[s][1 - me]):
        return 0.05
    return 0.4 if e.get("duration") in ("battle", "turn") else 0.15


def _damage(g: GameState, me: int, e: Node) -> float:
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


def _variable_roll(g: GameState, me: int, e: Node) -> float:
    """Each outcome weighted by the share of die faces (1-6) that read it."""
    total = 0.0
    for o in e["outcomes"]:
        faces = sum(1 for v in range(1, 7) if o["low"] <= min(max(v, e["outcomes"][0]["low"]),
                                                               e["outcomes"][-1]["high"]) <= o["high"])
        total += faces / 6 * sum(effect_value(g, me, x) for x in o["effects"])
    return total


def effect_value(g: GameState, me: int, e: Node) -> float:
    """The value of one effect of an ability ``me`` uses (an op added after the freeze: nothing)."""
    v = EFFECT_VALUES.get(e["op"])
    return v(g, me, e) if v is not None else 0.0


def test_chance(g: GameState, me: int, cost: Node) -> float:
    """The chance to pass a test cost: a die of 1-6 from the deck, always 1 from an empty deck."""
    need = (cost.get("value") or {}).get("value", 4)
    if not isinstance(need, int):
        need = 4
    if not g.decks[me]:
        return 1.0 if need <= 1 else 0.0
    return max(0.0, min(1.0, (7 - need) / 6))


def _lock_this(g: GameState, me: int, c: int, cost: Node, v: float) -> float:
    return v - (0.3 * worth(g, c) if g.tpl[c].type == UNIT else 0.2)


COST_VALUES: dict[str, CostValue] = {
    "lock_this": _lock_this,
    "discard": lambda g, me, c, cost, v: v - 1.0 * cost.get("count", 1),
    "lock_units": lambda g, me, c, cost, v: v - 2.0 * cost.get("count", 1),
    "test": lambda g, me, c, cost, v: v * test_chance(g, me, cost) - 0.4,   # the roll spends the top card
    "discard_top": lambda g, me, c, cost, v: v,
    "destroy_this": lambda g, me, c, cost, v: v - worth(g, c) if g.in_play(c) else v,
    "return_this": lambda g, me, c, cost, v: v - 0.5 * worth(g, c) if g.in_play(c) else v,   # back in hand
}
