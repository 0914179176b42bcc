"""The reader's parts for rolls: whose and which, added to, subtracted from, set, rerolled, and roll tables, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_ability import plain_effects
from heresy_app.abilities.reader_marks import RollIt, first_of, ints_of, mark_of
from heresy_app.abilities.reader_nouns import mark

__all__ = ["RollChangeParts"]


class RollChangeParts:
    """Transformer methods for rolls (mixed into :class:`reader.ToIR`)."""

    # rolls
    @staticmethod
    def _roll_of(ch):
        o = mark_of(ch, "of")
        return o[1] if o else "any"

    def whose_any(self, ch):
        return mark("whose", "any", self._roll_of(ch))

    def whose_own(self, ch):
        return mark("whose", "own", self._roll_of(ch))

    def whose_any_one(self, ch):   # g3: "any one roll" / «любой один бросок»
        if ints_of(ch)[-1] != 1:
            raise ValueError("a modifier changes one roll")
        return self.whose_any(ch)

    def whose_own_one(self, ch):   # g3: "one of your tests" / «одного своего теста»
        if ints_of(ch)[-1] != 1:
            raise ValueError("a modifier changes one roll")
        return self.whose_own(ch)

    def roll_add_it(self, ch):   # g3: "... or add 1 to it": the roll the clause before names
        return RollIt(sign=1, amount=self._roll_amount(ch))

    def roll_subtract_it(self, ch):
        return RollIt(sign=-1, amount=self._roll_amount(ch))

    def whose_opponent(self, ch):
        return mark("whose", "opponent", self._roll_of(ch))

    def of_any(self, ch):
        return mark("of", "any")

    def of_test(self, ch):
        return mark("of", "test")

    def of_d6(self, ch):
        return mark("of", "d6")

    def of_variable(self, ch):
        return mark("of", "variable")

    @staticmethod
    def _whose(ch):
        w = mark_of(ch, "whose")
        return w[1] if w else "any"

    @staticmethod
    def _which(ch):
        w = mark_of(ch, "whose")
        return {"whose": w[1], "of": w[2]} if w else {}

    @staticmethod
    def _roll_amount(ch):
        return first_of(ch, (ir.Number, ir.X))

    def roll_add(self, ch):
        return ir.RollAdd(sign=1, amount=self._roll_amount(ch), **self._which(ch))

    def roll_subtract(self, ch):
        return ir.RollAdd(sign=-1, amount=self._roll_amount(ch), **self._which(ch))

    def roll_set(self, ch):
        return ir.RollSet(value=ints_of(ch)[-1], **self._which(ch))

    def roll_choose(self, ch):
        return ir.RollSet(value=None, **self._which(ch))

    def keep_lower(self, ch):
        return mark("keep", "lower")

    def keep_higher(self, ch):
        return mark("keep", "higher")

    def roll_twice(self, ch):
        p = self._player(ch)
        if p == "each":
            raise ValueError("one player's roll is made twice")
        return ir.RollTwice(whose="own" if p == "you" else "opponent", keep=mark_of(ch, "keep")[1])

    def roll_bonus(self, ch):
        return ir.RollBonus(player=self._player(ch), sign=1, amount=ints_of(ch)[0], duration=self._duration(ch))

    def roll_bonus_minus(self, ch):
        return ir.RollBonus(player=self._player(ch), sign=-1, amount=ints_of(ch)[0], duration=self._duration(ch))

    def play_after(self, ch):
        return mark("condition", ir.Condition(mode="only_if", predicate=ir.RollMade(owner=mark_of(ch, "owner")[1])))

    def the_result(self, ch):
        return mark("the_result")

    def p_roll_eq(self, ch):
        return ir.RollResult(cmp="eq", value=ints_of(ch)[-1])

    def p_roll_ge(self, ch):
        return ir.RollResult(cmp="ge", value=ints_of(ch)[-1])

    def p_roll_le(self, ch):
        return ir.RollResult(cmp="le", value=ints_of(ch)[-1])

    def during_special(self, ch):
        return mark("during", "special_assault")

    def during_shooting(self, ch):
        return mark("during", "shooting")

    def during_assault(self, ch):
        return mark("during", "assault")

    def p_roll_made(self, ch):
        d = mark_of(ch, "during")
        return ir.RollMade(owner=mark_of(ch, "owner")[1], during=d[1] if d else None)

    def p_roll_during(self, ch):
        return ir.RollMade(owner="any", during=mark_of(ch, "during")[1])

    def t_roll_result(self, ch):
        o = mark_of(ch, "owner")
        return mark("trigger_if", ir.Trigger(event="roll", owner=o[1] if o else "any", types=["card"]),
                  ir.Condition(mode="only_if", predicate=ir.RollResult(cmp="eq", value=ints_of(ch)[-1])))

    def x_die(self, ch):
        return ir.XDie(of="discarded")

    def reroll(self, ch):
        keep = mark_of(ch, "keep")
        return ir.Reroll(**self._which(ch), keep=keep[1] if keep else None)

    def _by(self, ch, sign):   # "Your opponent subtracts 1 from their roll": that player's roll changes
        p = self._player(ch)
        if p == "each":
            raise ValueError("one player's roll changes")
        return ir.RollAdd(sign=sign, amount=self._roll_amount(ch), whose="own" if p == "you" else "opponent")

    def roll_add_by(self, ch):
        return self._by(ch, 1)

    def roll_subtract_by(self, ch):
        return self._by(ch, -1)

    def roll_add_die(self, ch):   # "Add the die of the discarded card to the roll": X is that die
        return mark("with_x", ir.RollAdd(sign=1, amount=ir.X(), **self._which(ch)), ir.XDie())

    def roll_subtract_die(self, ch):
        return mark("with_x", ir.RollAdd(sign=-1, amount=ir.X(), **self._which(ch)), ir.XDie())

    def roll_add_signed(self, ch):
        return ir.RollAdd(sign=mark_of(ch, "sign")[1], amount=self._roll_amount(ch), **self._which(ch))

    def roll_bonus_signed(self, ch):
        return ir.RollBonus(player=self._player(ch), sign=mark_of(ch, "sign")[1], amount=ints_of(ch)[0],
                            duration=self._duration(ch))

    @staticmethod
    def _table(ch, low_effects: bool):
        """"If the result is N or more, ...[ Otherwise, ...]" as a variable roll's two lines over 1-6."""
        n = ints_of(ch)[-1]
        then = plain_effects(mark_of(ch, "effects")[1])
        other = plain_effects(mark_of(ch, "otherwise")[1]) if mark_of(ch, "otherwise") else []
        if not 1 <= n <= 6:
            raise ValueError("a roll's result runs from 1 to 6")
        if low_effects:   # "N or less"
            lines = [ir.Outcome(low=1, high=n, effects=then)] + ([ir.Outcome(low=n + 1, high=6, effects=other)] if n < 6 else [])
        else:             # "N or more"
            lines = ([ir.Outcome(low=1, high=n - 1, effects=other)] if n > 1 else []) + [ir.Outcome(low=n, high=6, effects=then)]
        return mark("effects", [ir.VariableRoll(outcomes=lines)])

    def roll_if_ge(self, ch):
        return self._table(ch, False)

    def roll_if_le(self, ch):
        return self._table(ch, True)

    def reroll_opponent(self, ch):
        keep = mark_of(ch, "keep")
        return ir.Reroll(whose="opponent", of=self._roll_of_mark(ch), keep=keep[1] if keep else None)

    @staticmethod
    def _roll_of_mark(ch):
        w = mark_of(ch, "whose")
        return w[2] if w else "any"

    def before_result(self, ch):
        return mark("before")

    def versus(self, ch):
        changes = mark_of(ch, "changes") or self.changes(ch)
        kws = mark_of(ch, "kwlist")[1]
        out = []
        for _, sign, amount, stat in changes[1]:
            if not isinstance(amount, ir.Number) or amount.value < 1:
                raise ValueError("a versus bonus is a printed number (1 or more)")
            if sign < 0:   # a penalty versus a kind of card: this card's change, counted only in such a fight
                out += [ir.ModifyStat(target=ir.ThisCard(), stat=stat, sign=-1, amount=amount, versus=k) for k in kws]
            else:
                out += [ir.Versus(stat=stat, amount=amount.value, keyword=k) for k in kws]
        return out[0] if len(out) == 1 else mark("several", out)
