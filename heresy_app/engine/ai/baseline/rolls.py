"""The frozen baseline's copy of :mod:`heresy_app.engine.ai.rolls` (8401819). The AI's view of a roll's
modifiers: what a modifier is worth on the roll its window is open for (add or subtract a number, X or a count;
set or choose the result; reroll; roll twice; a lasting change), and which result to choose when a modifier lets it
(used by :mod:`.heuristic`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from heresy_app.engine.ai.baseline.valuation import effect_value
from heresy_app.engine.plays import modifier_window
from heresy_app.engine.targets import candidates

if TYPE_CHECKING:
    from heresy_app.engine.catalog import Ab
    from heresy_app.engine.shapes import Decision, Node
    from heresy_app.engine.state import GameState

__all__ = ["modifier_value", "result_pick", "roll_change"]


def roll_change(g: GameState, me: int, ab: Ab, a: Any) -> float:
    """The number a modifier adds, as the AI guesses it before playing: printed, a count of cards
    (counted now), X (its count, or an average die for "the die of the discarded card")."""
    if isinstance(a, int):
        return float(a)
    k = (a or {}).get("kind")
    if k == "number":
        return float(a.get("value", 0))
    spec = a if k == "count" else (ab.x if k == "x" else None)
    if spec and spec.get("x") == "die":
        return 3.5
    if spec and spec.get("kind", spec.get("x")) == "count":
        n = len(candidates(g, me, {"owner": spec.get("owner", "own"), "types": spec.get("types") or ["unit"],
                                   "filters": spec.get("filters")}))
        return float(n * spec.get("per", 1))
    return 1.0


def modifier_value(g: GameState, me: int, about: Node, ab: Ab, d: Decision) -> float:
    """The worth for ``me`` of playing modifier ``ab`` on the roll the window asks about (``about``:
    the roll, who rolled, the controller of the use that rolled and the test's need, if any)."""
    ctrl, need = about["controller"], about["need"]
    val = about["roll"] if about["roll"] is not None else 3.5   # None: before the die is read
    want_high = ctrl == me

    def shift(n: float) -> float:   # the worth of moving the roll by n
        if need is not None:
            if want_high and val < need <= val + n:
                return 2.0
            if not want_high and val >= need > val + n:
                return 2.0
            return 0.0
        return 0.5 if n and (n > 0) == want_high else 0.0

    v = 0.0
    for e in ab.effects:
        op = e.get("op")
        if op == "reroll":
            if need is not None:
                bad = val < need if want_high else val >= need
                v = 1.5 if bad else 0.0
            else:
                v = 1.0 if (val <= 2 if want_high else val >= 5) else 0.0
        elif op == "roll_add":
            v = shift(int(e.get("sign", 1)) * roll_change(g, me, ab, e.get("amount", 1)))
        elif op == "roll_set":   # a chosen result: the best one
            to = e.get("value")
            if to is None:
                to = 6 if want_high else 1
            v = shift(to - val)
        elif op == "roll_twice":   # the lower of two dice hurts the roller, the higher helps
            lower = e.get("keep", "lower") == "lower"
            v = 1.0 if lower != (about["roller"] == me) else 0.0
        elif op == "roll_bonus":
            v = effect_value(g, me, e)
    return v


def result_pick(g: GameState, me: int, legal: list[Decision]) -> Decision:
    """"Choose the result of the roll": the highest for a roll made for a use of mine, else the lowest."""
    if not all(d[0] == "result" for d in legal):
        return legal[0]
    mf = modifier_window(g)
    mine = mf is not None and mf.question(g).about.get("controller") == me
    return max(legal, key=lambda d: d[1] if mine else -d[1])
