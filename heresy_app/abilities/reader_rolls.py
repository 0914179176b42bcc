"""Issue 24 (g16): rolls and tests changed and answered, parts that combine with every cost, trigger and
condition, for :class:`reader.ToIR`:

- a change either way: "Add 1 to or subtract 1 from any roll", "+1 or -1 to any roll", "Change the result of
  one roll by 2" / «Прибавь 1 к результату любого броска или отними от него 1», «+1 или -1 к любому броску»,
  «Измени результат любого броска на 1 в любую сторону»: the controller's choice of the two changes (the form
  "Add 1 to the result of the roll or subtract 1 from it" reads as);
- up to N: "by up to 2", "Add up to 2 to your roll" / «не более чем на 2», «Прибавь не более 2 к своему
  броску»: :attr:`ir.RollAdd.up_to`, the controller chooses 1 to N;
- "counts as 1 lower" / «считается на 1 меньше»: a change by that much;
- a test passed or failed whoever's it is ("Your opponent's test fails", "One test made by your opponent
  fails, whatever the result of the roll" / «Один тест противника провален, каким бы ни был результат
  броска»): :class:`ir.TestResult`;
- "the new result" of a reroll (the reroll's own), "one roll", "one test made by your opponent";
- a limit: "Cannot be used on a roll made for an event" / «Нельзя использовать на броске для события»
  (:attr:`ir.RollMade.made_for`);
- reactions to a test passed or failed ("When you fail a test" / «Когда ты проваливаешь тест»):
  a reaction to a roll with the condition :class:`ir.TestOutcome`;
- the test written after the effects ("Lock 2 enemy units (5+)"): :func:`late_test`, a cost like any test.
"""

from __future__ import annotations

from lark import Token

from heresy_app.abilities import ir
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["RollParts"]


def _get(ch, tag):
    return next((c for c in ch if isinstance(c, Mark) and c.tag == tag), None)


def _amount(ch):
    return next((c for c in ch if isinstance(c, (ir.Number, ir.X))), None)


def _ints(ch):
    return [int(c) for c in ch if isinstance(c, Token) and c.type == "INT"]


def _which(ch):
    w = _get(ch, "whose")
    return {"whose": w[1], "of": w[2]} if w else {}


def _either(ch, up_to=False):
    """The two changes of a change either way, as the controller's choice."""
    amounts = [c for c in ch if isinstance(c, (ir.Number, ir.X))]
    if len(amounts) == 2 and amounts[0] != amounts[1]:
        raise ValueError("a change either way by two amounts is two changes")
    which = _which(ch)
    return ir.ChooseOne(options=[[ir.RollAdd(sign=1, amount=amounts[0], up_to=up_to, **which)],
                                 [ir.RollAdd(sign=-1, amount=amounts[0], up_to=up_to, **which)]])


class RollParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def roll_either(self, ch):
        return _either(ch)

    def roll_either_up_to(self, ch):
        return _either(ch, up_to=True)

    def roll_add_up_to(self, ch):
        return ir.RollAdd(sign=1, amount=_amount(ch), up_to=True, **_which(ch))

    def roll_subtract_up_to(self, ch):
        return ir.RollAdd(sign=-1, amount=_amount(ch), up_to=True, **_which(ch))

    @staticmethod
    def _test_whose(ch, passed):
        w = _get(ch, "whose")
        if w and w[2] != "test":
            raise ValueError("a roll that is passed or failed is a test")
        return ir.TestResult(passed=passed, whose=w[1] if w else "any")

    def test_pass_whose(self, ch):   # "Your opponent's test is passed" / «Тест противника пройден»
        return self._test_whose(ch, True)

    def test_fail_whose(self, ch):   # "One test made by your opponent fails" / «Один тест противника провален»
        return self._test_whose(ch, False)

    def whose_opponent_one(self, ch):   # "one test made by your opponent", "one of your opponent's rolls"
        if _ints(ch)[-1] != 1:
            raise ValueError("a modifier changes one roll")
        o = _get(ch, "of")
        return mark("whose", "opponent", o[1] if o else "any")

    def keep_new(self, ch):   # "... rolls again and uses the new result": the reroll's (as any reroll)
        return mark("keep", None)

    def unless_event_roll(self, ch):   # "Cannot be used on a roll made for an event."
        return mark("condition", ir.Condition(mode="unless", predicate=ir.RollMade(made_for="event")))

    def p_roll_for_event(self, ch):   # "the roll is made for an event" / «бросок делается для события»
        return ir.RollMade(made_for="event")

    @staticmethod
    def _test_trigger(ch, passed):
        o = _get(ch, "owner")
        return mark("trigger_if", ir.Trigger(event="roll", owner=o[1] if o else "any", types=["card"]),
                    ir.Condition(mode="only_if", predicate=ir.TestOutcome(passed=passed)))

    def t_test_failed(self, ch):   # "When you fail a test" / «Когда ты проваливаешь тест»
        return self._test_trigger(ch, False)

    def t_test_passed(self, ch):   # "When your opponent passes a test" / «Когда противник проходит тест»
        return self._test_trigger(ch, True)

    def late_test(self, ch):   # "(5+)" after the effects: a test cost
        return mark("late_test", ir.Test(value=_amount(ch)))

    def roll_change_to_ru(self, ch):
        """«Измени результат броска на 6»: the result becomes 6 (a change by 6 could only make it so); «на N»
        for a smaller N may mean "to N" or "by N", and is refused."""
        n = _ints(ch)[-1]
        if n < 6:
            raise ValueError("«измени ... на N» may be 'to N' or 'by N': write «считай ... равным N» or "
                             "«на N в любую сторону»")
        return ir.RollSet(value=n, **_which(ch))

    def p_test_passed(self, ch):   # "the roll is a passed test" / «бросок является пройденным тестом»
        return ir.TestOutcome(passed=True)

    def p_test_failed(self, ch):
        return ir.TestOutcome(passed=False)

    @staticmethod
    def _test_bonus(ch, amount):
        what = _get(ch, "what")   # ("what", owner, types, filters, zone, other, ...)
        if what is None or what[5]:
            raise ValueError("a change to tests names one kind of card")
        return ir.TestBonus(amount=amount, target=ir.Choose(quantity="all", count=None, owner=what[1] or "any",
                                                           types=what[2], filters=what[3], zone=what[4]))

    def test_bonus_first(self, ch):   # "Add 1 to each test you make for an ability of one of your Psykers"
        ints = _ints(ch)
        if len(ints) > 1 and ints[1] != 1:
            raise ValueError("a change to tests names one kind of card")
        return self._test_bonus(ch, ints[0])

    def test_bonus_last(self, ch):   # "Tests for abilities of Psykers ... succeed on a result 1 lower than needed"
        return self._test_bonus(ch, _ints(ch)[-1])
