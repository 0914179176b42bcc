"""Issue 24 (g20b): how long and when, for :class:`reader.ToIR`.

- a statistic set to a number ("That unit's firepower becomes 1 until the end of this war action", "The speed
  of target unit becomes 0", "Until the end of the battle, this unit's armor is 5", "Target unit has armor 5
  until the end of the turn" / «Огневая мощь того отряда становится равной 1 до конца этой военной акции»,
  «До конца ВА скорость выбранного отряда становится равна 0»): :class:`ir.SetStat` of a number. A typed
  ability's lasts its duration (the war action when none is printed, as a change does: reader._placed); a
  constant's is the card's printed number while it is in play. The engine sets the card's number now and keeps
  the difference beside the changes of that duration (engine.flag_effects.set_stat), so later changes add to it.
"""

from __future__ import annotations

from heresy_app.abilities import ir

__all__ = ["WhenParts"]

_STATS = frozenset({"firepower", "assault", "speed", "armor", "flags"})


class WhenParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def g20b_stat_set(self, ch):
        target = self._target(ch)
        stat = next(c for c in ch if type(c) is str and c in _STATS)
        n = next(int(c) for c in ch if getattr(c, "type", None) == "INT")
        if n > 20:
            raise ValueError("a statistic is set to a number from 0 to 20")
        d = next((c for c in ch if isinstance(c, tuple) and c and c[0] == "duration"), None)
        return ir.SetStat(target=target, stat=stat, amount=ir.Number(value=n), duration=d[1] if d else None)

    def g20b_stat_set_it(self, ch):   # "its speed becomes 0" / «его скорость становится равной 0»: the card named last
        return self.g20b_stat_set([self.it_card([]), *ch])
