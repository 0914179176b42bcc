"""What one use of an ability reads of its text at every step, read once per ability
(``Ab.memo``): the cards to infiltrate chosen early, whether its use goes from its choices straight
to its costs, each choice's count and kind; and the free X offered. :class:`plays.AbilityFrame`
asks these; functions of the ability (and, for X, of the state), none changes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from heresy_app.engine.effects import choice_candidates
from heresy_app.engine.x_values import free_x_range, x_counts

if TYPE_CHECKING:
    from heresy_app.engine.catalog import Ab
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Node
    from heresy_app.engine.state import GameState

__all__ = ["early_picks", "plain_use", "choice_steps", "x_range"]


def early_picks(ab: Ab) -> tuple[int, ...]:
    """The effects infiltrating from the hand or the discard pile: open to their player, so the
    card is chosen with the other choices, before the costs (abilities.procedure, term.infiltrate);
    a search of the hidden deck is made when the effect resolves (term.infiltrate.search)."""
    early = ab.memo.get("early")
    if early is None:   # read once per ability: asked at every use
        early = ab.memo["early"] = tuple(i for i, e in enumerate(ab.effects)
                                         if e["op"] == "infiltrate" and e.get("source") in ("hand", "discard"))
    return early


def plain_use(ab: Ab) -> bool:
    """Has ``ab`` no card to infiltrate chosen early and no X (its use goes from its choices to its
    costs)?"""
    plain = ab.memo.get("plain")
    if plain is None:
        plain = ab.memo["plain"] = not early_picks(ab) and not ab.free_x and ab.x is None
    return plain


def choice_steps(ab: Ab) -> tuple[bool, bool, tuple[tuple[int, Node, int | None, Any, bool], ...]]:
    """What a use's choices stage reads of ``ab`` at every step, read once per ability (``Ab.memo``):
    whether X is a number of cards to choose (x_counts), whether it is :func:`plain_use`, and for each
    choice (effect index, effect, how many: None for X, "other", exactly that many)."""
    got = ab.memo.get("steps")
    if got is None:
        choices: list[tuple[int, Node, int | None, Any, bool]] = []
        for ei in ab.choices:
            e = ab.effects[ei]
            spec = e["target"]
            count = spec.get("count") or 1
            choices.append((ei, e, count if isinstance(count, int) else None, spec.get("other"),
                            spec.get("quantity", "exactly") == "exactly"))
        got = ab.memo["steps"] = (x_counts(ab) or x_compared(ab), plain_use(ab), tuple(choices))
    return got


def x_compared(ab: Ab) -> bool:
    """g20c (issue 24): a choice of the ability compares cards with X ("one enemy unit with armor X or less"):
    X, which the ability defines by a count or a named card's statistic, is found before the choices."""
    return any(f.get("filter") == "stat_x" for ei in ab.choices
               for f in (ab.effects[ei]["target"].get("filters") or ()))


def x_range(st: GameState, use: AbilityFrame) -> range:
    """The free X offered: :func:`x_values.free_x_range`, or, when X is a number of cards to choose
    (term.x.count), 0 up to the cards that could be chosen (a larger X chooses no more)."""
    if not x_counts(use.ab):
        return free_x_range(st, use)
    ab = use.ab
    most = min(len(choice_candidates(st, use.ctrl, ab.effects[ei], (use.card, use.ai, ab.kind))) for ei in ab.choices
               if not isinstance(ab.effects[ei]["target"].get("count") or 1, int))
    return range(0, max(1, min(most, free_x_range(st, use)[-1])) + 1)
