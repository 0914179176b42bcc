"""What each cost of the executable form does when paid (``pay``), and whether it can be paid before
the ability is announced (``can_pay``): the registry :data:`COSTS`, read by
:mod:`heresy_app.engine.effects` (which names it beside :data:`~heresy_app.engine.effects.EFFECTS`) and by
the rooms that offer and play abilities (issue 25: moved out of effects.py, which had outgrown its room)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from heresy_app.engine import citations as R
from heresy_app.engine import cost_destroy as given  # g18c: costs that give up cards of yours
from heresy_app.engine.card_effects import locks, return_card
from heresy_app.engine.targets import cost_units, restricted
from heresy_app.engine.terms import LOCKED, Z_FLEET
from heresy_app.engine.x_values import x_value

if TYPE_CHECKING:
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Decision, Node
    from heresy_app.engine.state import GameState

__all__ = ["COSTS", "Cost"]


@dataclass(frozen=True)
class Cost:
    """One cost: ``pay(st, use, cost)`` (returns decisions when the payer picks cards, handled by
    ``pick``), ``can_pay(st, p, card, ai, cost)`` before the ability may be announced."""

    name: str
    pay: Callable[..., Any]
    can_pay: Callable[..., bool]
    pick: Callable[..., Any] | None = None
    command: bool = True          # may a command line (a card in hand) have it?


def _pay_test(st: GameState, use: AbilityFrame, cost: Node) -> list[Decision] | None:
    if use.wait == 0:
        use.wait = 1
        use.roll(st, R.ROLL_TEST)
        return None
    use.wait = 0
    v = cost["value"]
    need = use.x if v.get("kind") == "x" else v.get("value", 0)
    got = st.last_roll
    if got >= need:
        if st.log_enabled:
            st.note(R.ROLL_TEST, "test.passes", need=need, got=got)
    else:
        use.ok = False
        fail = use.ab.ir.get("fail_effects")
        if fail:   # "If the test fails, ...": these happen instead, as a use of their own
            st.note(R.ROLL_TEST, "test.fails-instead", need=need, got=got)
            use.ptr += 1
            use.carry_out(st, fail)
            return None
        if st.log_enabled:
            st.note(R.ROLL_TEST, "test.fails", need=need, got=got)
    use.ptr += 1
    return None


def _pay_lock_this(st: GameState, use: AbilityFrame, cost: Node) -> list[Decision] | None:
    c = use.card
    if not st.in_play(c) or st.pos[c] == LOCKED:
        use.ok = False
    else:
        st.pos[c] = LOCKED
        if st.log_enabled:
            st.note(R.COST, "cost.locked", card=c)
        locks(st, c, use.react)
    use.ptr += 1
    return None


def _pay_destroy_this(st: GameState, use: AbilityFrame, cost: Node) -> list[Decision] | None:
    """"Destroy this asset: ...": the card goes to the discard pile; reactions to a destruction answer."""
    c = use.card
    if st.destroy(c):
        use.react(st, "destroyed", c)
    else:
        use.ok = False
    use.ptr += 1
    return None


def _pay_discard_top(st: GameState, use: AbilityFrame, cost: Node) -> list[Decision] | None:
    use.chosen.setdefault("discarded", []).extend(st.mill(use.ctrl, cost["count"]))
    use.ptr += 1
    return None


def _pay_lock_units(st: GameState, use: AbilityFrame, cost: Node) -> list[Decision] | None:
    return given.pick_step(use, cost["count"], lambda: cost_units(st, use.ctrl, use.card, cost))


def _pick_lock_units(st: GameState, use: AbilityFrame, cost: Node, c: int) -> None:
    st.pos[c] = LOCKED
    st.note(R.COST, "cost.locked", card=c)
    use.picks_left -= 1
    use.chosen.setdefault("paid", []).append(c)   # g17b: "the locked unit" names it
    xd = use.ab.x
    if xd is not None and xd.get("x") == "stat" and xd.get("of") == "paid":   # "X = the locked unit's armor"
        use.x = x_value(st, use)
    locks(st, c, use.react)


def _pay_discard(st: GameState, use: AbilityFrame, cost: Node) -> list[Decision] | None:
    p = use.ctrl
    if cost.get("whole"):   # g17d: "Discard your command hand": every card of it, at least one
        cards = list(st.hands[p])
        if not cards:
            use.ok = False
        for c in cards:
            _pick_discard(st, use, cost, c)
        use.sub = 0
        use.ptr += 1
        return None
    if use.sub == 0:
        use.sub = 1
        use.picks_left = cost["count"]
    if use.picks_left <= 0:
        use.sub = 0
        use.ptr += 1
        return None
    if not st.hands[p]:
        use.ok = False
        use.sub = 0
        use.ptr += 1
        return None
    use.player = p
    return [("choose", c) for c in st.hands[p]]


def _pick_discard(st: GameState, use: AbilityFrame, cost: Node, c: int) -> None:
    given.pick_discard_kind(st, use, cost, c)   # the card discarded as any discard cost's is
    xd = use.ab.x
    if xd is not None and xd.get("x") == "die":   # "X = the die of the discarded card"
        use.x = x_value(st, use)   # the dice discarded so far, with what the definition adds
        st.note(R.X_COUNT, "x.die", card=c, x=use.x)


def _can_test(st: GameState, p: int, c: int, ai: int, cost: Node) -> bool:
    return True


# (in play: GameState.in_play, read without its call)
def _can_lock_this(st: GameState, p: int, c: int, ai: int, cost: Node) -> bool:
    return ai >= 0 and st.loc[c] >= Z_FLEET and st.pos[c] != LOCKED and not (
        "no_lock" in st.uses and restricted(st, c, "no_lock"))


def _can_lock_units(st: GameState, p: int, c: int, ai: int, cost: Node) -> bool:
    n: int = cost["count"]
    return len(cost_units(st, p, c, cost)) >= n


def _can_discard(st: GameState, p: int, c: int, ai: int, cost: Node) -> bool:
    # a command line's own card leaves the hand as it is played: it cannot pay for itself
    n: int = cost["count"]
    return len(st.hands[p]) - (1 if ai < 0 else 0) >= n


def _can_discard_top(st: GameState, p: int, c: int, ai: int, cost: Node) -> bool:
    n: int = cost["count"]
    return len(st.decks[p]) >= n


COSTS: dict[str, Cost] = {c.name: c for c in (
    Cost("test", _pay_test, _can_test),
    Cost("lock_this", _pay_lock_this, _can_lock_this, command=False),
    Cost("discard_top", _pay_discard_top, _can_discard_top),
    Cost("lock_units", _pay_lock_units, _can_lock_units, _pick_lock_units),
    Cost("discard", _pay_discard, _can_discard, _pick_discard),
    Cost("destroy_this", _pay_destroy_this, lambda st, p, c, ai, cost: ai >= 0 and st.in_play(c), command=False),
    Cost("return_this", lambda st, use, cost: return_card(st, use, {"to": "hand", "target": {"ref": "this"}}),
         lambda st, p, c, ai, cost: ai >= 0 and st.in_play(c), command=False),   # term.return: not destroyed
    Cost("destroy_units", given.pay_destroy_units, given.can_destroy_units, given.pick_destroy_units),   # g18c
    Cost("discard_kind", given.pay_discard_kind, given.can_discard_kind, given.pick_discard_kind),)}
