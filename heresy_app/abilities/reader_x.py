"""The reader's parts for X: a statistic, a sum, a count, the highest or lowest, plus or minus, and its caps, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_it import XSelf, XTheirs
from heresy_app.abilities.reader_marks import first_of, ints_of, mark_of, strs_of
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["XParts"]


class XParts:
    """Transformer methods for the X values (mixed into :class:`reader.ToIR`)."""

    # -------------------------------------------------- X
    def _xstat(of):
        def method(self, ch):
            return ir.XStat(of=of, stat=strs_of(ch)[0])
        return method

    def x_stat_sum(self, ch):   # g13: "X = its firepower plus its assault": two stats of one card
        xs = [c for c in ch if isinstance(c, ir.XStat)]
        if not xs or (len(xs) > 1 and xs[0].of != xs[1].of) or any(x.also for x in xs):
            raise ValueError("a sum of two stats is of one card")
        second = xs[1].stat if len(xs) > 1 else strs_of(ch)[-1]
        if second == xs[0].stat or "flags" in (second, xs[0].stat):
            raise ValueError("a sum of two stats names two of firepower, assault, speed and armor")
        return xs[0].model_copy(update={"also": second})

    def x_def_sum(self, ch):   # "X = its armor plus its speed": the sum, then X defined by it
        return self.x_def([self.x_stat_sum(ch)] + [c for c in ch if isinstance(c, Mark) and c.tag == "cap"])

    def x_stat_sum_pre(self, ch):   # «сумма огневой мощи и штурма этого отряда»: the first stat of that card too
        x = first_of(ch, (ir.XStat,))
        if x is None:
            raise ValueError("a sum of two stats is of one card")
        first = strs_of(ch)[0]
        return self.x_stat_sum([x.model_copy(update={"stat": first}), x])

    x_stat_target = _xstat("target")
    x_stat_this = _xstat("this")
    x_stat_attacking = _xstat("attacking")
    x_stat_defending = _xstat("defending")
    x_stat_blocking = _xstat("blocking")
    x_stat_trigger = _xstat("trigger")
    del _xstat

    def x_count(self, ch):
        what = mark_of(ch, "what")
        if what[4] not in ("sector", "play", "discard") and not (what[4] == "fleet" and what[2] == ["ship"]):
            raise ValueError("X counts cards in this sector or in play")
        # g20c: in a discard pile (whose: the count's owner) and "destroyed in this battle" (wherever they are)
        # g13b: "the number of locked units he controls" / «число своих отрядов»: whose by the clause using X
        refl = what[7] if len(what) > 7 else None
        cls = XSelf if refl == "self" else XTheirs if refl is not None else ir.XCount
        return cls(owner=what[1] or "any", types=what[2], filters=what[3],
                         zone=what[4] if what[4] in ("play", "discard") else "sector",
                         other=bool(len(what) > 5 and what[5]), destroyed=bool(len(what) > 6 and what[6]))

    def x_flags_on(self, ch):   # g10: "X = the number of flags on it" / «Х = число флагов на нём»
        named = mark_of(ch, "named")[1]
        return ir.XStat(of={"it": "target", "that": "trigger"}.get(named, named), stat="flags")

    def _x_among(most):   # g10: "X = the highest speed among your units in this sector"
        def method(self, ch):
            what = mark_of(ch, "what")
            if what[4] not in ("sector", "play") or (len(what) > 6 and what[6]):
                raise ValueError("X is read among cards in this sector or in play")
            if len(what) > 7 and what[7] is not None:   # g13b: "among his units": whose is not said here
                raise ValueError("'his' / «свой» names whose cards by the clause's subject: here it is not clear whose")
            return ir.XAmong(most=most, stat=strs_of(ch)[0], owner=what[1] or "any", types=what[2], filters=what[3],
                             zone="play" if what[4] == "play" else "sector", other=bool(len(what) > 5 and what[5]))
        return method

    x_highest = _x_among("highest")
    x_lowest = _x_among("lowest")
    x_total = _x_among("total")
    del _x_among

    def x_def(self, ch):
        x = first_of(ch, (ir.XStat, ir.XCount, ir.XDie, ir.XCards, ir.XAmong, ir.XFlags))
        plus = mark_of(ch, "xplus")
        cap = mark_of(ch, "cap")
        if plus is not None:
            x = x.model_copy(update={"plus": plus[1]})
        if cap is not None:
            if cap[2] == -1:
                raise ValueError("the most X can be is a number, not a malus")
            x = x.model_copy(update={"max": cap[1]})
        return mark("x", x)

    def x_plus(self, ch):   # "X = its flags plus 2" / «Х = число его флагов плюс 2»
        return mark("xplus", ints_of(ch)[0])

    def x_minus(self, ch):   # "X = its armor minus 1" / «Х = его броня минус 1»
        n = ints_of(ch)[0]
        if n == 0:
            raise ValueError("X is its value minus a number above 0")
        return mark("xplus", -n)

    def x_cap(self, ch):   # "X cannot be more than 3" / «Х не может быть больше 3»
        return mark("xcap", ints_of(ch)[0])

    def x_floor(self, ch):   # g21a: "X cannot be less than 1" / «Х не может быть меньше 1»
        return mark("xfloor", ints_of(ch)[0])

    x_floor_paren = x_floor   # "... minus 1 (minimum 1)" / «(но не меньше 1)»
