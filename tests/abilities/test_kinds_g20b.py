"""Kinds of issue 24 written by helper g20b (tests/abilities/kinds/g20b_*.txt, line N the same card in both
languages): when and how long. A statistic set to a number for a time or while in play ("That unit's firepower
becomes 1 until the end of the war action" / «Огневая мощь того отряда становится равной 1 до конца военной
акции», "Set the speed of ... to 0", "has armor 5", «имеет броню 5», «равна 3»). How much reads, that both
languages give one form, that each form reads back, and that the engine plays what reads. The ``_aside`` files
were kept aside while building (measured only)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse, render
from tests.abilities import kind_material as km


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("T: Target unit has armor 5 until the end of the battle.", "Т: Выбранный отряд имеет броню 5 до конца сражения.",
     "T: The armor of any unit becomes 5 until the end of the battle."),
    ("T: Until the end of the turn, the speed of one enemy unit is 0.",
     "Т: До конца хода скорость одного отряда противника равна 0.",
     "T: The speed of one enemy unit becomes 0 until the end of the turn."),
    ("T: Set one enemy unit's firepower to 1.", "Т: Огневая мощь одного отряда противника становится 1.",
     "T: The firepower of one enemy unit becomes 1."),
    ("R: When an enemy unit charges, its speed becomes 0.", "Р: Когда отряд противника наступает, его скорость равна 0.",
     "R: When an enemy unit charges, that unit's speed becomes 0."),
    ("T: One enemy unit gets -1 armor and its assault becomes 0.",
     "Т: Один отряд противника получает -1 к броне, и его штурм становится равным 0.",
     "T: One enemy unit gets -1 armor. Its assault becomes 0."),
])
def test_phrasings_read_as_the_plain_form(en, ru, plain):
    km.check_plain_form(en, ru, plain)
    a = parse(en, "en")
    assert parse(render(a, "en"), "en") == a


def test_a_typed_abilitys_number_lasts_the_war_action_unless_printed():
    e = parse("T: The defending unit's armor becomes 4.", "en").effects[0]
    assert isinstance(e, ir.SetStat) and e.duration == "war_action" and e.amount == ir.Number(value=4)
    assert parse("This unit's armor is 4.", "en").effects[0].duration is None


@pytest.mark.parametrize(("text", "lang"), [
    ("T: Target unit's armor becomes 25.", "en"),              # no card's number is that
    ("This unit's armor is 4 until the end of the battle.", "en"),   # a constant holds while in play
])
def test_a_number_no_card_has_or_a_constants_duration_is_refused(text, lang):
    with pytest.raises(AbilityParseError):
        parse(text, lang)
