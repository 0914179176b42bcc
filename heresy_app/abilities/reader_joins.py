"""Issue 24 (g16c): how sentences join, for :class:`reader.ToIR`.

- a duration said after a count ("This unit gets +1 assault for each Hero you control until the end of the
  turn", «… за каждого твоего героя в этом секторе до конца хода»; a leading "Until the end of the turn, …"
  is moved to the sentence's end by :func:`places.leading_moved`, so it arrives here too): the duration of
  the counted change, as if said before the count. An action that has no duration, or that said its own
  already, is refused (the text would say how long twice, or of something that does not last).
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_marks import mark_of

__all__ = ["JoinParts"]


class JoinParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def each_count_lasting(self, ch):
        d = mark_of(ch, "duration")
        effect = self.each_count([c for c in ch if c is not d])
        return lasting(effect, d[1], ch)


def lasting(effect: ir.Node, duration: str, ch: list) -> ir.Node:
    """``effect`` lasting ``duration``: its duration set where it was left to its default (the words ``ch``
    name no other duration)."""
    if "duration" not in type(effect).model_fields:
        raise ValueError("a duration is said of an effect that does not last")
    if sum(1 for c in ch if isinstance(c, tuple) and c and c[0] == "duration") > 1 or any(
            isinstance(c, ir.Node) and getattr(c, "duration", "war_action") not in ("war_action", None) for c in ch):
        raise ValueError("the text says twice how long the change lasts")
    return effect.model_copy(update={"duration": duration})
