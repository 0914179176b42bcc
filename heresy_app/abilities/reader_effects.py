"""Issue 24 (g19c): the effect ("does what") in more phrasings and voices, for :class:`reader.ToIR`.

- a statistic doubled (:mod:`doubling`): "Double the firepower of one of your Vehicles", "Double this unit's
  assault", "The defending unit's armor is doubled" / «Удвой огневую мощь ...», «Броня ... удваивается»;
- "choose one" said «на выбор:» (:class:`ir.ChooseOne`).
The other phrasings of this part read to forms other rules build ("Give one of your units +2 assault" is
"One of your units gets +2 assault"; "Either draw 2 cards or ..." a choice of two; "too" / «тоже» add nothing)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.doubling import Doubled
from heresy_app.abilities.reader_nouns import Mark

__all__ = ["EffectParts"]

_STATS = frozenset({"firepower", "assault", "speed", "armor", "flags"})


def _plain(effects):
    if any(isinstance(e, Mark) for e in effects):
        raise ValueError("'equal to' needs the ability's own X")
    return list(effects)


class EffectParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def g19c_double(self, ch):
        target = self._target(ch)
        stat = next(c for c in ch if type(c) is str and c in _STATS)
        if stat == "flags":
            raise ValueError("a card's flags are changed by a number, not doubled")
        return ir.ModifyStat(target=target, stat=stat, amount=Doubled(of="this", stat=stat),
                             duration=self._duration(ch))

    def g19c_choose_any(self, ch):   # «На выбор: ...; или ...» is "Choose one: ...; or ..."
        options = [_plain(e[1]) for e in ch if isinstance(e, Mark) and e.tag == "effects"]
        if len(options) == 1:
            if len(options[0]) == 1 and isinstance(options[0][0], ir.ChooseOne):
                return Mark(("effects", options[0]))
            raise ValueError("'choose one' needs two options or more")
        return Mark(("effects", [ir.ChooseOne(options=options)]))


# ---------------------------------------------------------------- 'instead' of a whole effect
# "Draw 1 card. If you control a Hero in this sector, draw 2 cards instead." / «Возьми 1 карту. Если у тебя в
# этом секторе есть герой, вместо этого возьми 2 карты.»: the replacing sentence is a conditional whose
# otherwise is the sentence before. Read only where nothing is chosen before the condition is read and the
# condition names no card an effect picks ("if it is ..." after a choice is the reader's other case): the
# effects name no card, or the same card whatever happens (this card, the attacking / defending / blocking
# card, the trigger's card, every card of a scope).

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
