"""Issue 24 (g16): a sector's own rules said with places and times, for :class:`reader.ToIR`.

- no retreat from this sector's battles ("No retreating from this sector.", "Your opponent cannot retreat
  from this sector." / «Из этого сектора нельзя отступать.», «Противник не может отступать из этого
  сектора.»): :class:`ir.SectorRule` ``retreat`` x ``barred``, for one player or (none named, "players",
  "each player") for every player.
"""

from __future__ import annotations

from heresy_app.abilities import ir

__all__ = ["PlacesParts"]


def _tagged(ch, tag):
    for c in ch:
        if isinstance(c, tuple) and c and c[0] == tag:
            return c
    return None


class PlacesParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def sector_rule_retreat(self, ch):
        p = _tagged(ch, "rule_player")
        d = _tagged(ch, "duration")
        player = None if p is None or p[1] == "each" else p[1]
        return ir.SectorRule(what="retreat", how="barred", player=player, duration=d[1] if d else None)
