"""Kinds of issue 24 written by helper g17b (tests/abilities/kinds/roles_*.txt, line N the same card in
both languages): cards named by their role in what is happening ("the shooting unit", "the unit shot at",
"the locked unit" / «стреляющий отряд», «отряд, по которому стреляют», «повернутый отряд»), and triggers
that name events ("destroyed by a shooting attack", "becomes the target of a shooting attack"). How much
reads, that both languages give one form, and that each form reads back from its rendering in both
languages. The ``_aside`` files were kept aside while the grammar was extended (measured only)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse


@pytest.mark.parametrize(("en", "ru"), [
    ("T: The shooting unit gets -1 firepower.", "Т: Стреляющий отряд получает -1 к огневой мощи."),
    ("T: The shooter gets -1 firepower.", "Т: Стреляющий отряд получает -1 к огневой мощи."),
    ("T: Deal 1 damage to the unit shot at.", "Т: Нанеси обстреливаемому отряду 1 повреждение."),
    ("T: The assaulted unit gets +1 armor.", "Т: Штурмуемый отряд получает +1 к броне."),
    ("T Lock one of your ready units: Ready the locked unit.", "Т Поверни один свой готовый отряд: Разверни повернутый отряд."),
    ("T Lock one of your units: The locked unit becomes the new defending unit.",
     "Т Поверни один свой отряд: Повернутый отряд становится новым защищающимся отрядом."),
    ("R When this unit is destroyed by an assault attack: Draw 1 card.", "Р Когда этот отряд уничтожен штурмом: Возьми 1 карту."),
])
def test_roles_compose_where_a_card_is_named(en, ru):
    assert parse(en, "en") == parse(ru, "ru")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "T: Deal 1 damage to the locked unit."),   # no cost locked a unit, no trigger says one was locked
    ("ru", "Т Поверни один свой отряд: Разверни один повернутый отряд."),   # with the cost: the one it locked, or any?
    ("en", "T Lock one of your units: Ready one locked unit."),
])
def test_the_locked_unit_with_nothing_locked_or_two_meanings_is_refused(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)
