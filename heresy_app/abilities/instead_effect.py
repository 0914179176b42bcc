"""Issue 24 (g19c): 'instead' replacing a whole effect (:func:`instead_of_effect`, called by reader._instead).

"Draw 1 card. If you control a Hero in this sector, draw 2 cards instead." / «Возьми 1 карту. Если у тебя в
этом секторе есть герой, вместо этого возьми 2 карты.»: the replacing sentence is a conditional whose otherwise
is the sentence before."""

from __future__ import annotations

from heresy_app.abilities import ir

__all__ = ["instead_of_effect"]


_NAMED_ONES = (ir.ThisCard, ir.AttackingCard, ir.DefendingCard, ir.TriggerCard)
_CHOOSING = (ir.Search, ir.Infiltrate, ir.LookTop, ir.Reveal, ir.ChooseOne, ir.IfThen, ir.IfDone, ir.Later,
             ir.VariableRoll, ir.UnlessPaid)


def _exact(node) -> bool:
    """``node`` is a plain form, not one of the reader's stand-ins ("it", "that unit") still to be settled."""
    return type(node) is getattr(ir, type(node).__name__, None)


def _choiceless(e) -> bool:
    if not _exact(e) or isinstance(e, _CHOOSING):
        return False
    t = getattr(e, "target", None)
    if t is None:
        return not hasattr(e, "target")
    if not _exact(t):
        return False
    if isinstance(t, ir.BlockingUnit):
        return not t.choice
    if isinstance(t, ir.Choose):
        return t.quantity == "all"
    return isinstance(t, _NAMED_ONES)


def instead_of_effect(before, pred, effects, instead_cls):
    """The conditional replacing ``before`` by ``effects`` when ``pred`` holds, or None where the reader's other
    cases apply (a choice, a condition on a card named by "it")."""
    if not (_exact(pred) and _choiceless(before) and effects and all(_choiceless(e) for e in effects)):
        return None
    if getattr(pred, "of", None) in ("chosen", "target", "revealed", "paid"):
        return None
    if isinstance(before, ir.ModifyStat) and all(isinstance(e, ir.ModifyStat) for e in effects) and any(
            e.target != before.target for e in effects):
        raise ValueError("'instead' gives the same cards something else")
    return instead_cls(predicate=pred, effects=list(effects), otherwise=[before])
