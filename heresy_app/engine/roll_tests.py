"""Issue 24 (g16): what a roll is for, read by conditions on the roll a modifier is played on or a reaction
answers: whether it is a test and was passed ("When you fail a test" / «Когда ты проваливаешь тест»,
:class:`ir.TestOutcome`), and whether it was made for an event ("Cannot be used on a roll made for an
event", :attr:`ir.RollMade.made_for`). Rules: rolls.test, abilities.modifier, abilities.reaction."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from heresy_app.engine.plays import AbilityFrame, ModifierFrame, ReactionFrame
    from heresy_app.engine.state import Frame, GameState

__all__ = ["roll_use", "test_outcome", "made_for_event"]


def roll_use(st: GameState, frame: Frame) -> AbilityFrame | None:
    """The use of an ability waiting for the result of the roll ``frame`` is open for (a modifier or reaction
    window): the nearest use below it that is waiting for a roll; None for a roll no ability made."""
    below = next((i for i, f in enumerate(st.stack) if f is frame), len(st.stack))
    for f in reversed(st.stack[:below]):
        if getattr(f, "wait", 0) and hasattr(f, "test_need"):
            return f  # type: ignore[return-value]  # (a use waiting for a roll: plays.AbilityFrame, which imports this room)
    return None


def test_outcome(st: GameState, frame: ModifierFrame | ReactionFrame) -> bool | None:
    """True (False) when the roll ``frame`` is open for is a test its result passes (fails); None when it is
    no test or its result is not known yet."""
    if getattr(frame, "before", False):
        return None
    use = roll_use(st, frame)
    need = use.test_need() if use is not None else None
    if need is None:
        return None
    value = frame.value if frame.value >= 0 else st.last_roll
    return value >= need


def made_for_event(st: GameState, frame: ModifierFrame | ReactionFrame) -> bool:
    """Was the roll ``frame`` is open for made for an event (an ability of kind E, a sector's or a card's)?"""
    use = roll_use(st, frame)
    return use is not None and getattr(getattr(use, "ab", None), "kind", None) == "E"

