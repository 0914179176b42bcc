"""What X comes to (term.x): X defined by the ability (a statistic, a count, the dice discarded, with
what the definition adds and its ceiling), X as a number of cards to choose, and the free X's range
(up to what a roll could reach, or to a printed ceiling). Functions of the state; none changes it."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from heresy_app.engine.measures import dead, flags_in
from heresy_app.engine.targets import candidates, filters_ok, lockable_units, type_ok
from heresy_app.engine.terms import REPEAT_BOUND, STAT_CODES

if TYPE_CHECKING:
    from heresy_app.engine.catalog import Ab
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Node
    from heresy_app.engine.state import GameState

__all__ = ["x_counts", "x_value", "free_x_range", "roll_ceiling", "scaled"]

_N = TypeVar("_N", int, float)   # a value read for X, or the AI's estimate of one


def scaled(n: _N, scale: str | None) -> _N:
    """g13: a value read for X doubled ("twice its speed") or halved, rounded up or down ("half its
    assault, rounded up"); unchanged without a scale. Works on the AI's estimates (floats) too."""
    if scale == "double":
        return 2 * n
    if scale == "half_up":
        return -(-n // 2) if isinstance(n, int) else n / 2 + 0.25
    if scale == "half_down":
        return n // 2 if isinstance(n, int) else max(0.0, n / 2 - 0.25)
    return n


def x_counts(ab: Ab) -> bool:
    """True when X is a number of cards to choose ("Lock X enemy units"; rules term.x.count)."""
    return any(not isinstance(ab.effects[ei]["target"].get("count") or 1, int) for ei in ab.choices)


def x_value(st: GameState, use: AbilityFrame) -> int:
    """X defined by the ability (a statistic of a card, or a count of cards), with what the definition
    adds ("X = its armor minus 1": never below 0) and its ceiling ("X cannot be more than 3")."""
    xd = use.ab.x
    assert xd is not None   # (asked only of an ability that defines X)
    n = max(0, scaled(_x_read(st, use, xd), xd.get("scale")) + int(xd.get("plus", 0)))
    if xd.get("least") is not None:   # g21a: "(minimum 1)"
        n = max(n, xd["least"])
    return n if xd.get("max") is None else min(n, xd["max"])


def _x_read(st: GameState, use: AbilityFrame, xd: Node) -> int:
    if xd["x"] == "cards":   # "X = the number of cards in your hand"
        return st.cards_in(use.ctrl, xd)
    if xd["x"] == "flags":   # g14b: "X = the number of flags you have in this sector" (as the resolution counts them)
        return flags_in(st, use.ctrl if xd.get("player", "you") == "you" else 1 - use.ctrl, None)
    if xd["x"] == "die":   # the dice of the cards the ability discarded (0 before they are)
        return sum(st.tpl[c].die for c in use.chosen.get("discarded", ()))
    if xd["x"] == "stat":
        c = _x_card(st, use, xd.get("of", "target"))
        if c < 0:
            return 0
        also = xd.get("also")   # g13: "X = its firepower plus its assault"
        return st.stat(c, STAT_CODES[xd["stat"]]) + (st.stat(c, STAT_CODES[also]) if also else 0)
    if xd.get("destroyed"):   # g20c: "X = the number of enemy units destroyed in this battle", wherever they are now
        cards = dead(st, use.ctrl, xd, type_ok, filters_ok)
        return sum(1 for c in cards if not (xd.get("other") and use.ai >= 0 and c == use.card))
    spec = {"owner": xd.get("owner", "own"), "types": xd.get("types") or ["unit"], "filters": xd.get("filters"),
            # "in play": every sector and fleet area; g20c: "in your discard pile" (the owner's pile)
            "zone": xd.get("zone") if xd.get("zone") in ("play", "discard") else None}
    cards = candidates(st, use.ctrl, spec)
    if xd["x"] == "among":   # g10: "X = the highest speed among your units in this sector" (0 with none)
        s = STAT_CODES[xd["stat"]]
        vals = [st.stat(c, s) for c in cards if not (xd.get("other") and use.ai >= 0 and c == use.card)]
        if xd["most"] == "total":
            return sum(max(0, v) for v in vals)
        return (max if xd["most"] == "highest" else min)(vals, default=0)
    if xd.get("other") and use.ai >= 0:   # "the number of your other charging units": not this card
        return sum(1 for c in cards if c != use.card)
    return len(cards)


def _x_card(st: GameState, use: AbilityFrame, of: str) -> int:
    """The card X reads a stat of: this card, the attacking, defending or blocking card of the war action,
    the trigger's, or the card the ability's first choice chose (-1: none)."""
    if of == "this":
        return use.card if use.ai >= 0 else -1
    if of == "paid":   # g17b: the card the ability's cost locked (none yet before the cost is paid)
        paid = [c for c in use.chosen.get("paid", ()) if st.in_play(c)]
        return paid[0] if paid else -1
    if of != "target":
        c = {"attacking": st.wa_att, "defending": st.wa_def, "blocking": st.wa_block}.get(of, use.trig)
        return c if c >= 0 and st.in_play(c) else -1
    for ei in use.ab.choices:
        picks = use.chosen.get(ei)
        if picks:
            return picks[0]
    return -1


def _repeats(st: GameState, q: int, ab: Ab) -> int:
    """How many times ``q`` could use a printed ability in one window: once, or for an Unlimited
    one as often as its costs can be paid (at most REPEAT_BOUND times)."""
    if not ab.unlimited:
        return 1
    n = REPEAT_BOUND
    for cost in ab.costs:
        k = cost.get("count") or 1
        if cost["cost"] == "discard":
            n = min(n, (1 if st.hands[q] else 0) if cost.get("whole") else len(st.hands[q]) // k)   # g17d: whole
        elif cost["cost"] == "discard_top":
            n = min(n, len(st.decks[q]) // k)
        elif cost["cost"] == "lock_this":
            n = min(n, 1)
        elif cost["cost"] == "discard_kind":   # g18c: cards of a kind
            from heresy_app.engine.cost_destroy import discardable
            n = min(n, len(discardable(st, q, cost)) // k)
        elif cost["cost"] == "destroy_units":   # g18c: one use a unit it may destroy
            from heresy_app.engine.cost_destroy import destroyable_units
            n = min(n, len(destroyable_units(st, q, -1, cost)) // k)
        elif cost["cost"] == "lock_units":
            n = min(n, len(lockable_units(st, q, cost.get("state", "any"), cost.get("filters"),
                                          (cost.get("types") or ["unit"]) == ["ship"])) // k)
    return n


def _raise(ab: Ab) -> int:
    """The most an ability's "add to the roll" effects add (an X or a count: up to a die's 6)."""
    total = 0
    for e in ab.effects:
        if e["op"] == "roll_add" and int(e.get("sign", 1)) > 0:
            a = e["amount"]
            total += a if isinstance(a, int) else a.get("value", 6) if a.get("kind") == "number" else 6
    return total


def roll_ceiling(st: GameState) -> int:
    """The highest result a roll could reach now: a 6 raised by every "add to the result"
    modifier either player could still play (command lines in hand, printed ones on cards in the
    battle's sector and fleet areas not used yet in this war action)."""
    top = 6
    for q in (0, 1):
        for c in st.hands[q]:
            cmd = st.tpl[c].command
            if cmd is not None and cmd.kind == "M":
                top += _raise(cmd)
        zones = (st.sectors[st.bsec][q] if st.bsec >= 0 else [], st.fleets[q])
        for zone in zones:
            for c in zone:
                t = st.tpl[c]
                for ai in t.by_kind.get("M", ()):
                    ab = t.abilities[ai]
                    assert ab is not None   # (by_kind names only the abilities the engine plays)
                    if ab.unlimited or (c, ai, "wa") not in st.used:
                        top += _raise(ab) * _repeats(st, q, ab)
    return top


def free_x_range(st: GameState, use: AbilityFrame) -> range:
    """term.x.free-range: a free X is any number the player likes; the engine offers every whole
    number from 0 that could make a difference. With a test (X+): up to the highest result the roll
    could reach (:func:`roll_ceiling`), since a larger X fails for sure. Without one: up to the sum
    of every statistic of the cards in the battle's sector, past which no bonus or malus can change
    anything, or the most cards any deck, hand or discard pile holds, past which no count of cards
    can (at least 6). A printed ceiling ("X cannot be more than 3": ir.XFree) is the most offered."""
    most = (use.ab.x or {}).get("max")
    if any(c["cost"] == "test" and (c.get("value") or {}).get("kind") == "x" for c in use.ab.costs):
        top = roll_ceiling(st)
    else:
        s = st.bsec
        total = sum(st.stat(c, k) for q in (0, 1) for c in (st.sectors[s][q] if s >= 0 else ()) for k in range(5))
        cards = max(len(z) for q in (0, 1) for z in (st.decks[q], st.hands[q], st.discards[q]))
        top = max(6, total, cards)
    return range(0, (top if most is None else min(top, most)) + 1)
