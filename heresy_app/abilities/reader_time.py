"""Issue 24 (g13a): events in time, for :class:`reader.ToIR`.

- a card of yours that may charge as an effect ("R: When an enemy unit charges, this unit may charge too.",
  "When this unit is readied, it may immediately charge.", «Р: Когда отряд противника наступает, этот отряд
  тоже может наступать.»): the controller's choice of making it charge or not, the form of "You may make
  this unit charge". Only a card the controller may choose for is so read (this card, "it", a card of yours
  chosen); "an enemy unit may charge" would be its own player's choice, which no form says: refused.
  "too" / "also" / "immediately" / «тоже», «сразу» say no more than the reaction's moment (time_words.py).
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["TimeParts"]


def _subject(ch):
    for c in ch:
        if isinstance(c, Mark) and c.tag == "choose":
            return c[1]
        if isinstance(c, ir.Node):
            return c
    raise ValueError("no target")


class TimeParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def g13a_may_charge(self, ch):
        t = _subject(ch)
        if isinstance(t, ir.Choose) and t.owner != "own" or not isinstance(t, (ir.ThisCard, ir.Choose, ir.ChosenCard)):
            raise ValueError("'... may charge' is said of a card of yours: another player's card charges at his choice")
        return mark("effects", [ir.ChooseOne(options=[[ir.Charge(target=t)], []])])
