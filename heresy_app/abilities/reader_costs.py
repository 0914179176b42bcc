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
