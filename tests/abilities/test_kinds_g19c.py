"""Kinds of issue 24 written by helper g19c (tests/abilities/kinds/g19c_*.txt, line N the same card in both
languages): the effect ("does what") in more phrasings and voices: a change given ("Give one of your units +2
assault" / «Дай одному своему отряду +2 к штурму», "is given"), a statistic doubled ("Double the firepower of
..." / «Удвой огневую мощь ...», "... is doubled" / «... удваивается»), "Either ... or ..." / «Либо ..., либо
...», «На выбор:», "too" / "as well" / «также» / «тоже», "Charge up to 2 of your units", "max +3" / «макс +3».
How much reads, that both languages give one form, that each form reads back, and that the engine plays what
reads. The ``_aside`` files were kept aside while building (measured only)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse, render
from tests.abilities import kind_material as km


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("T: Give one of your units +2 assault.", "Т: Дай одному своему отряду +2 к штурму.",
     "T: One of your units gets +2 assault."),
    ("T: The blocking unit is given +3 armor.", "Т: Блокирующий отряд получает +3 к броне.",
     "T: The blocking unit gets +3 armor."),
    ("WA: Either draw 2 cards or ready one of your units.", "ВА: Либо возьми 2 карты, либо разверни один свой отряд.",
     "WA: Choose one: draw 2 cards; or ready one of your units."),
    ("T: Choose one: draw 1 card; or this unit gets +1 armor.",
     "Т: На выбор: возьми 1 карту; или этот отряд получает +1 к броне.",
     "T: Choose one: draw 1 card; or this unit gets +1 armor."),
    ("WA: Draw 1 card. Your opponent draws 1 card too.", "ВА: Возьми 1 карту. Противник тоже берет 1 карту.",
     "WA: Draw 1 card. Your opponent draws 1 card."),
    ("WA: Ready one of your units. Lock one enemy unit as well.",
     "ВА: Разверни один свой отряд. Также поверни один отряд противника.",
     "WA: Ready one of your units. Lock one enemy unit."),
    ("WA: Charge up to 2 of your ready units.", "ВА: Заставь наступать до 2 своих готовых отрядов.",
     "WA: Make up to 2 of your ready units charge."),
    ("T: This unit gets +1 assault for each of your Vehicle units in this sector, max +3.",
     "Т: Этот отряд получает +1 к штурму за каждый свой отряд техники в этом секторе, макс +3.",
     "T: This unit gets +1 assault for each Vehicle unit you have in this sector, to a maximum of 3."),
    ("M: The roll counts as a 6.", "М: Бросок считается шестеркой.", "M: Treat the result of the roll as 6."),
    ("M: Reroll the die.", "М: Перебрось кубик.", "M: Roll again."),
    ("M: Roll the die again.", "М: Брось кубик еще раз.", "M: Roll again."),
    ("+1 FP for each locked enemy unit in this sector, max. +4",
     "+1 ОМ за каждый повернутый отряд противника в этом секторе, макс. +4",
     "This unit gets +1 firepower for each enemy locked unit in this sector, to a maximum of 4."),
])
def test_phrasings_and_voices_read_as_the_plain_form(en, ru, plain):
    km.check_plain_form(en, ru, plain)


@pytest.mark.parametrize(("en", "ru", "of"), [
    ("T Lock this asset: Double the firepower of one of your Vehicle units.",
     "Т Поверни этот ресурс: Удвой огневую мощь одного своего отряда техники.", "target"),
    ("T: The defending unit's armor is doubled.", "Т: Броня защищающегося отряда удваивается.", "defending"),
    ("T: Double this unit's assault until the end of the battle.",
     "Т: Удвой штурм этого отряда до конца сражения.", "this"),
    ("T: Double the armor of the attacking unit.", "Т: Удвой броню атакующего отряда.", "attacking"),
])
def test_a_statistic_doubled_is_plus_the_cards_own_statistic(en, ru, of):
    a = parse(en, "en")
    assert a == parse(ru, "ru")
    e = a.effects[0]
    assert isinstance(e, ir.ModifyStat) and e.amount == ir.StatOf(of=of, stat=e.stat)
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a


@pytest.mark.parametrize(("text", "lang"), [
    ("T: Double the assault of all your units.", "en"),          # each card's own statistic: not one change
    ("Т: Удвой штурм всех своих отрядов.", "ru"),
    ("T: Double the flags of this unit.", "en"),                 # flags change by a number
])
def test_a_statistic_doubled_for_several_cards_is_refused(text, lang):
    with pytest.raises(AbilityParseError):
        parse(text, lang)
