"""Issue 24 (g18c): costs printed in any order of action phrases, for :class:`reader.ToIR`.

- "Destroy one of your other Infantry units in this sector:" / «Уничтожь другой свой отряд пехоты в
  этом секторе:»: :class:`ir.DestroyUnits`, the cards described as a locking cost describes them
  ("one of your ready Sons of Horus units", «один свой отряд»); joined to the other costs of the head
  with "and" or commas in printed order ("Lock this ship and destroy one of your units in this sector").
"""

from __future__ import annotations

from heresy_app.abilities import ir

__all__ = ["CostParts"]


class CostParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def cost_destroy_units(self, ch):
        units = next((c for c in ch if isinstance(c, ir.LockUnits)), None)
        if units is None or units.types != ["unit"]:
            raise ValueError("a cost destroys units of yours in this sector")
        return ir.DestroyUnits(count=units.count, state=units.state, filters=units.filters, other=units.other)

    def cost_discard_kind(self, ch):
        """"Discard 1 Traitor card", «Сбрось карту отряда»: cards of the hand of one description (a plain
        "discard 1 card" is :class:`ir.DiscardCards`)."""
        count = next((c for c in ch if isinstance(c, int)), 1)
        owner, types, filters, alts, other = self.described(ch)
        if alts or other or owner not in (None, "any", "own"):
            raise ValueError("a cost discards cards of one description from your hand")
        if types == ["card"] and not filters:
            return ir.DiscardCards(count=count)
        if any(not isinstance(f, ir.KeywordFilter) for f in filters):
            raise ValueError("a cost discards cards of one description from your hand")
        return ir.DiscardKind(count=count, types=types, filters=filters)
