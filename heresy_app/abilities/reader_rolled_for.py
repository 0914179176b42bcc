"""The card a roll or a test is made for (issue 24, g17b, session 17), for :class:`reader.ToIR`.

Card writers narrow a modifier to the rolls of some cards by a contact clause after the roll, wherever the roll
stands in the sentence: "Reroll a test made for an Ultramarines card", "Add 2 to a d6 roll made for a card you
control", "A roll made for one of your Heroes counts as 6", "a test for an ability of a Psyker" / «Перебрось тест,
сделанный для карты Ультрамаринов», «Прибавь 2 к броску d6 для твоей карты», «тест способности героя»; or by a
limit of the whole ability: "Use only if the roll is made for a Loyalist card", "Play only on a roll made for an
enemy ship" / «Используй, только если бросок сделан для карты Лоялистов». Each is one thing in the form: the
ability is usable only when the card whose ability the roll is made for matches the description
(:class:`ir.CardIs` ``of="rolled_for"``), whatever the verb that changes the roll.

The clause is read inside the roll's noun phrase (``whose_roll``, so with every verb that names a roll) and its
condition is kept by the reader until the ability is put together (:func:`with_rolled_for`). Only a modifier or a
reaction is used on a roll; any other kind that names such a roll is refused.
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_marks import ints_of, mark_of
from heresy_app.abilities.reader_nouns import mark

__all__ = ["RolledForParts", "with_rolled_for"]


class RolledForParts:
    """Transformer methods for the card a roll is made for (mixed into :class:`reader.ToIR`)."""

    def _rolled_for_condition(self, ch):
        d = mark_of(ch, "card_desc")
        if d is None:
            raise ValueError("the card the roll is made for is not described")
        return ir.Condition(mode="only_if", predicate=ir.CardIs(of="rolled_for", owner=d[1], types=list(d[2]),
                                                                filters=list(d[3])))

    def whose_rolled_for(self, ch):   # "a test made for an Ultramarines card": the roll's own mark, narrowed
        pending = self.__dict__.setdefault("_rolled_for", [])
        pending.append(self._rolled_for_condition(ch))
        return mark_of(ch, "whose")

    def p_rolled_for(self, ch):   # "Use only if the roll is made for a Loyalist card"
        return self._rolled_for_condition(ch).predicate

    def only_on_rolled_for(self, ch):   # "Play only on a roll made for an enemy ship"
        return self.only_if([self.p_rolled_for(ch)])

    def t_test_failed_for(self, ch):   # "When you fail a test for an ability of a card you control"
        self.whose_rolled_for(ch)
        return self.t_test_failed(ch)

    def t_test_passed_for(self, ch):
        self.whose_rolled_for(ch)
        return self.t_test_passed(ch)

    def g17b_one_of(self, ch):   # "for one of your Heroes": one card of that description
        if ints_of(ch) != [1]:
            raise ValueError("a roll is made for one card")
        return self.card_desc(ch)


    def g17b_one_of_theirs(self, ch):   # "Your opponent rerolls a test made for one of his units"
        d = self.g17b_one_of(ch)
        return mark(d[0], "enemy", *d[2:])


def with_rolled_for(reader, ability):
    """The ability with the conditions the rolls it names carry (:meth:`RolledForParts.whose_rolled_for`), after
    its own, each once."""
    pending = reader.__dict__.pop("_rolled_for", None)
    if not pending or not isinstance(ability, ir.Ability):
        return ability
    if ability.kind not in ("M", "R"):
        raise ValueError("a roll made for a card is changed by a modifier or answered by a reaction")
    conditions = list(ability.conditions)
    for c in pending:
        if c not in conditions:
            conditions.append(c)
    return ir.Ability.model_validate({**ability.model_dump(), "conditions": [c.model_dump() for c in conditions]})
