"""'Instead' after a conditional sentence (issue 24, g18d).

"E: If this unit is ready, you get +1 flag. If it is charging, you get +2 flags instead." /
«С: Если этот отряд готов, ты получаешь +1 флаг. Если он наступает, вместо этого ты получаешь +2 флага.»:
the sentence before is itself a conditional; the replacing sentence is a conditional whose otherwise is
that whole sentence (when its condition holds, the first sentence's effect is not carried out, whatever
its own condition). Only effects that name no card to choose (a player's flags, cards drawn, this card)
are so replaced: a choice would be made before the condition is read. "It" in the replacing condition
is the card the first condition named (this card).
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_marks import DoingState

__all__ = ["instead_after_condition"]

_CHOICELESS = (ir.FlagChange,)


def _no_choice(e) -> bool:
    t = getattr(e, "target", None)
    return isinstance(e, _CHOICELESS) or (t is not None and type(t) is ir.ThisCard)


def instead_after_condition(before, pred, effects, card_it, instead_cls):
    """The replacing conditional over a conditional ``before``, or None when ``before`` is not one this
    reads (the reader's other cases then apply). ``card_it``: the reader's class of a condition on "it";
    ``instead_cls``: its class of a conditional made by 'instead'."""
    if not isinstance(before, ir.IfThen) or isinstance(before, instead_cls) or before.otherwise or before.negate:
        return None
    if not before.effects or not all(_no_choice(e) for e in [*before.effects, *effects]):
        return None
    first = before.predicate
    if isinstance(pred, card_it):   # "if it is a ...": the card the first condition named
        if not isinstance(first, (ir.ThisState, ir.ThisRole, ir.CardIs)) or (
                isinstance(first, ir.CardIs) and getattr(first, "of", None) not in (None, "this")):
            raise ValueError("'it' in a condition before 'instead' names the card the condition before named")
        pred = ir.CardIs(of="this", owner=pred.owner, types=pred.types, filters=pred.filters)
    elif type(pred) is DoingState and isinstance(first, (ir.ThisState, ir.CardIs, ir.ThisRole)):
        pred = ir.ThisState(state=pred.state)
    return instead_cls(predicate=pred, effects=list(effects), otherwise=[before])
