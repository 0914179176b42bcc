"""Issue 24 (g19c): the effect ("does what") in more phrasings and voices, for :class:`reader.ToIR`.

- a statistic doubled (:mod:`doubling`): "Double the firepower of one of your Vehicles", "Double this unit's
  assault", "The defending unit's armor is doubled" / «Удвой огневую мощь ...», «Броня ... удваивается»;
- "choose one" said «на выбор:» (:class:`ir.ChooseOne`).
The other phrasings of this part read to forms other rules build ("Give one of your units +2 assault" is
"One of your units gets +2 assault"; "Either draw 2 cards or ..." a choice of two; "too" / «тоже» add nothing)."""

from __future__ import annotations

from lark.exceptions import VisitError

from heresy_app.abilities import ir
from heresy_app.abilities.doubling import Doubled, settle
from heresy_app.abilities.reader import ToIR
from heresy_app.abilities.reader_nouns import Mark

__all__ = ["EffectParts", "EffectReader"]

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
        self.doubled = True
        return ir.ModifyStat(target=target, stat=stat, amount=Doubled(of="this", stat=stat),
                             duration=self._duration(ch))

    def g19c_choose_any(self, ch):   # «На выбор: ...; или ...» is "Choose one: ...; or ..."
        options = [_plain(e[1]) for e in ch if isinstance(e, Mark) and e.tag == "effects"]
        if len(options) == 1:
            if len(options[0]) == 1 and isinstance(options[0][0], ir.ChooseOne):
                return Mark(("effects", options[0]))
            raise ValueError("'choose one' needs two options or more")
        return Mark(("effects", [ir.ChooseOne(options=options)]))



def _settled(node):
    """``node`` with each statistic doubled made the statistic of the card its effect finally names."""
    if isinstance(node, list):
        out = [_settled(x) for x in node]
        return node if all(a is b for a, b in zip(out, node)) else out
    if not isinstance(node, ir.Node):
        return node
    if isinstance(node, ir.ModifyStat) and isinstance(node.amount, Doubled):
        return settle(node)
    update = {}
    for name in type(node).model_fields:
        value = getattr(node, name)
        new = _settled(value)
        if new is not value:
            update[name] = new
    return node.model_copy(update=update) if update else node


class EffectReader(EffectParts, ToIR):
    """The reader with the parts above: a statistic doubled is settled once the ability is read (its card is
    known only then: "this card" may be the card a reveal shows, "that unit" a reaction's trigger card)."""

    doubled = False

    def transform(self, tree):
        self.doubled = False
        out = super().transform(tree)
        if not self.doubled:
            return out
        try:
            return _settled(out)
        except ValueError as exc:
            raise VisitError("start", tree, exc) from None
