"""Answering the opponent (rules: abilities.cancel, our clarification): a reaction cancels the
command card just played or the ability just used that its trigger names ("Cancel that tactic" /
«Отмени эту тактику»), or makes the overrun that triggered it deal no damage ("That overrun deals
no damage" / «Этот прорыв не наносит повреждений»).

A use is announced, then its reaction window opens above it (``plays.use_ability``), so the use a
reaction cancels is the one below that window whose card is the trigger's card. A cancelled use
still pays its costs (and a command card still goes to the discard pile) but makes no choices and
nothing it says happens (``AbilityFrame.cancelled``, read in ``plays``); a cancelled special
assault's text never resolves (``combat``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from heresy_app.engine import citations as R

if TYPE_CHECKING:
    from heresy_app.engine.combat import AttackFrame
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Node
    from heresy_app.engine.state import Frame, GameState

# (the rooms of the frames found here import this one: a frame is known by what it holds, and named for
# the type checker by cast)

__all__ = ["cancel", "cancel_target", "targeting", "overrun_frame", "attack_frame", "current_attack", "answered"]

# this room's log lines are the catalog's (engine.ftl, "## engine/cancel.py")


def cancel_target(st: GameState, card: int, below: Frame | None = None) -> AbilityFrame | None:
    """The use of an ability (``plays.AbilityFrame``) announced with ``card`` and not yet resolved
    that a reaction to its announcement may cancel, or None. ``below``: only frames under it."""
    stack = st.stack
    top = len(stack) if below is None else next((i for i, f in enumerate(stack) if f is below), len(stack))
    for f in reversed(stack[:top]):
        if getattr(f, "card", None) == card and hasattr(f, "cancelled") and hasattr(f, "ab"):
            use = cast("AbilityFrame", f)
            return None if use.cancelled else use
    return None


def overrun_frame(st: GameState, card: int) -> AttackFrame | None:
    """The overrun of ``card`` under way (``combat.AttackFrame``), or None."""
    for f in reversed(st.stack):
        if getattr(f, "overrun", False) and getattr(f, "unit", None) == card and hasattr(f, "harmless"):
            return cast("AttackFrame", f)
    return None


def attack_frame(st: GameState, card: int) -> AttackFrame | None:
    """The attack under way (``combat.AttackFrame``) that ``card`` makes or is the target of, or None."""
    for f in reversed(st.stack):
        if hasattr(f, "harmless") and card in (getattr(f, "unit", None), getattr(f, "target", None)):
            return cast("AttackFrame", f)
    return None


def current_attack(st: GameState) -> AttackFrame | None:
    """g16: the attack under way now (``combat.AttackFrame``: a shot, an assault, a special assault or an
    overrun), the innermost one, or None ("T: The current attack deals no damage.")."""
    for f in reversed(st.stack):
        if hasattr(f, "harmless") and hasattr(f, "overrun"):
            return cast("AttackFrame", f)
    return None


def targeting(st: GameState, card: int, below: Frame | None = None) -> AbilityFrame | None:
    """g9: the use of an ability choosing ``card`` as its target now (a reaction to "targeted" cancels
    it: "When an enemy ship ability targets one of your units, cancel it."), below ``below``; None when
    there is none, or it is already cancelled."""
    stack = st.stack
    top = len(stack) if below is None else next((i for i, f in enumerate(stack) if f is below), len(stack))
    for f in reversed(stack[:top]):
        if hasattr(f, "cancelled") and hasattr(f, "ab") and any(
                card in v for k, v in getattr(f, "chosen", {}).items() if isinstance(k, int) and k >= 0):
            use = cast("AbilityFrame", f)
            return None if use.cancelled else use
    return None


def answered(st: GameState, what: str = "use") -> AbilityFrame | AttackFrame | None:
    """What the reaction window open now would cancel: the use announced (``what`` "use"), or the
    overrun under way ("overrun"); None when there is none. For the AI's valuation."""
    if what == "current_attack":   # g16: whatever attack is under way
        return current_attack(st)
    for f in reversed(st.stack):
        event = getattr(f, "event", None)
        if event is None:
            continue
        card: int = getattr(f, "card")   # noqa: B009  (a reaction window's: plays.ReactionFrame)
        if what == "overrun":
            return overrun_frame(st, card) if event == "overruns" else None
        if what == "attack":   # g6: the attack a reaction to "attacked" / "shoots" / "assaults" names
            return attack_frame(st, card) if event in ("attacked", "shoots", "assaults") else None
        if event == "targeted":   # g9: the ability choosing the card
            return targeting(st, card, below=f)
        return cancel_target(st, card, below=f) if event in ("played", "ability_used") else None
    return None


def cancel(st: GameState, use: AbilityFrame, e: Node) -> None:
    """Run a cancel of the reaction ``use``: the use its trigger names does nothing, or the overrun
    deals no damage."""
    use.ptr += 1
    if e.get("what") == "current_attack":   # g16: "The current attack deals no damage."
        f = current_attack(st)
        if f is None or f.harmless:
            st.note(R.CANCEL, "cancel.nothing")
            return None
        f.harmless = True
        st.note(R.CANCEL, "cancel.current", player=use.ctrl, card=f.unit)
        return None
    if e.get("what") == "attack":   # g6: "That attack deals no damage": the attack its trigger names
        f = attack_frame(st, use.trig)
        if f is None:
            st.note(R.CANCEL, "cancel.nothing")
            return None
        f.harmless = True
        st.note(R.CANCEL, "cancel.attack", player=use.ctrl, card=f.unit)
        return None
    if e.get("what") == "overrun":
        f = overrun_frame(st, use.trig)
        if f is None:
            st.note(R.CANCEL, "cancel.nothing")
            return None
        f.harmless = True
        st.note(R.CANCEL, "cancel.overrun", player=use.ctrl, card=use.trig)
        return None
    if (use.ab.trigger or {}).get("event") == "targeted":   # g9: the ability that chose the card
        named = targeting(st, use.trig, below=use)
    else:
        named = cancel_target(st, use.trig, below=use)
    if named is None or named is use:
        st.note(R.CANCEL, "cancel.nothing")
        return None
    named.cancelled = True
    st.note(R.CANCEL, "cancel.use", player=use.ctrl, card=named.card)   # g9: the card whose use it is (a targeting one too)
    return None
