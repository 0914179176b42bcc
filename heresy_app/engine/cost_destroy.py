"""Issue 24 (g18c): costs that give up cards of yours, paid in printed order: "destroy N of your units"
(ir.DestroyUnits) and "discard N cards of a kind" (ir.DiscardKind).

"T Destroy one of your other Infantry units in this sector: ..." / «Т Уничтожь другой свой отряд пехоты
в этом секторе: ...»: the player chooses that many of their own units in "this sector" (the sector the
ability's card is in, else the battle's; anywhere in play between battles and for a card elsewhere),
of the position and description printed, never one that cannot be destroyed, nor (``other``) the
ability's own card. Each is destroyed as it is chosen, and the reactions to a destruction answer.

"T Discard 1 Traitor card: ..." / «Т Сбрось карту отряда: ...»: the player chooses that many cards of their
hand of the type and keywords printed (a command line being played cannot pay for itself).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from heresy_app.engine import citations as R
from heresy_app.engine.targets import filters_ok, home_sector, restricted, type_ok
from heresy_app.engine.terms import POSITION_NAMES, UNIT

if TYPE_CHECKING:
    from collections.abc import Callable

    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Decision, Node
    from heresy_app.engine.state import GameState

__all__ = ["pick_step", "destroyable_units", "pay_destroy_units", "pick_destroy_units", "can_destroy_units",
           "discardable", "pay_discard_kind", "pick_discard_kind", "can_discard_kind"]


def destroyable_units(st: GameState, p: int, card: int, cost: Node) -> list[int]:
    """``p``'s units the cost may destroy now, for an ability of ``card``."""
    s = home_sector(st, card)
    pools = [st.sectors[s][p]] if s >= 0 else [st.sectors[t][p] for t in range(len(st.sectors))]
    skip = card if cost.get("other") else -1
    state = cost.get("state", "any")
    out: list[int] = []
    for pool in pools:
        for c in pool:
            if c == skip or st.tpl[c].type != UNIT:
                continue
            if state != "any" and POSITION_NAMES[st.pos[c]] != state:
                continue
            if filters_ok(st, c, cost.get("filters")) and not restricted(st, c, "no_destroy"):
                out.append(c)
    return out


def pick_step(use: AbilityFrame, count: int, candidates: Callable[[], list[int]]) -> list[Decision] | None:
    """One step of a cost paid by choosing ``count`` cards one at a time (lock, destroy, discard of
    a kind): the next choice among ``candidates()`` for the ability's controller, or None when the
    picks are made (the next cost) or too few candidates are left (the cost fails)."""
    if use.sub == 0:
        use.sub = 1
        use.picks_left = count
    if use.picks_left <= 0:
        use.sub = 0
        use.ptr += 1
        return None
    cands = candidates()
    if len(cands) < use.picks_left:
        use.ok = False
        use.sub = 0
        use.ptr += 1
        return None
    use.player = use.ctrl
    return [("choose", c) for c in cands]


def pay_destroy_units(st: GameState, use: AbilityFrame, cost: Node) -> list[Decision] | None:
    return pick_step(use, cost["count"], lambda: destroyable_units(st, use.ctrl, use.card, cost))


def pick_destroy_units(st: GameState, use: AbilityFrame, cost: Node, c: int) -> None:
    if st.log_enabled:
        st.note(R.COST, "cost.destroyed", card=c)
    use.picks_left -= 1
    use.chosen.setdefault("paid", []).append(c)
    if st.destroy(c):
        use.react(st, "destroyed", c)


def can_destroy_units(st: GameState, p: int, c: int, ai: int, cost: Node) -> bool:
    need: int = cost["count"]
    return len(destroyable_units(st, p, c, cost)) >= need


def discardable(st: GameState, p: int, cost: Node, skip: int = -1) -> list[int]:
    """The cards of ``p``'s hand a "discard N cards of a kind" cost may discard (never ``skip``)."""
    out: list[int] = []
    for c in st.hands[p]:
        if c != skip and type_ok(st, c, cost.get("types") or ["card"]) and filters_ok(st, c, cost.get("filters")):
            out.append(c)
    return out


def pay_discard_kind(st: GameState, use: AbilityFrame, cost: Node) -> list[Decision] | None:
    return pick_step(use, cost["count"], lambda: discardable(st, use.ctrl, cost))


def pick_discard_kind(st: GameState, use: AbilityFrame, cost: Node, c: int) -> None:
    use.chosen.setdefault("discarded", []).append(c)
    st.discard_from_hand(use.ctrl, c)
    if st.log_enabled:
        st.note(R.COST, "cost.discards", player=use.ctrl, card=c)
    use.picks_left -= 1


def can_discard_kind(st: GameState, p: int, c: int, ai: int, cost: Node) -> bool:
    # a command line's own card leaves the hand as it is played: it cannot pay for itself
    need: int = cost["count"]
    return len(discardable(st, p, cost, c if ai < 0 else -1)) >= need
