"""Issue 24 (g16ru): the Russian ways of saying what the English card says (gaps_ru): «выбранный отряд»
(a card of the player's choice, "Target unit"), an adverbial participle as the sentence's condition
(«Блокируя, ...», «Совершая прорыв, ...», «Контратакуя, ...»), active participles in any case and tense
(«штурмовавшему отряду»), «вдвое больше повреждений», a place put first («В этом секторе отряды техники
получают ...»); tests/abilities/kinds/ru_gaps_*.txt, line N the same card in both languages, ru_gaps_aside_*
kept aside while the parts were written."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from tests.abilities.kind_material import check_reads_as_one_form, check_reads_back

# measured before the parts were written: ru_gaps en 29 / ru 9 of 31 (8 pairs alike); the aside en 14 / ru 5
# of 15 (5 alike), and en 14 / ru 12 (12 alike) when first looked at, after the first parts
FLOOR = {"ru_gaps": 30, "ru_gaps_aside": 14}


@pytest.mark.parametrize("name", ["ru_gaps", "ru_gaps_aside"])
def test_the_material_reads_in_each_language_as_one_form(name):
    check_reads_as_one_form(name, FLOOR[name])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    check_reads_back("ru_gaps", lang)


@pytest.mark.parametrize(("ru", "en"), [
    ("Т: Выбранный отряд противника получает -2 к огневой мощи.", "T: Target enemy unit gets -2 firepower."),
    ("ВА: Нанеси 2 повреждения выбранному отряду.", "WA: Deal 2 damage to target unit."),
    ("Блокируя, этот отряд получает +3 к броне.", "While blocking, this unit gets +3 armor."),
    ("Совершая прорыв, этот отряд получает +2 к штурму.", "When this unit overruns, it gets +2 assault."),
    ("Контратакуя, этот отряд наносит вдвое больше повреждений.",
     "This unit deals double damage when it counter-attacks."),
    ("Р Когда этот отряд уничтожен штурмом: Нанеси 2 повреждения штурмовавшему отряду.",
     "R When this unit is destroyed by an assault: Deal 2 damage to the assaulting unit."),
    ("В этом секторе отряды техники получают -1 к скорости.", "Vehicle units get -1 speed in this sector."),
    ("С: Можешь уничтожить этот отряд. Если ты это сделаешь, у противника в этом секторе на 2 флага меньше.",
     "E: You may destroy this unit. If you do, your opponent has 2 fewer flags in this sector."),
    ("Т: У одного твоего отряда +1 к скорости.", "T: One of your units gets +1 speed."),
    ("Р Когда этот отряд блокирует: у него +2 к броне.", "R When this unit blocks: It gets +2 armor."),
    ("Карты Т противника не могут выбирать целью этот отряд.", "Your opponent's T cards cannot target this unit."),
    ("Псайкеры в этом секторе не могут использовать ВА-способности.", "Psykers in this sector cannot use WA abilities."),
    ("Р Когда другой твой корабль поворачивается: Возьми карту.", "R When one of your other ships is locked: Draw a card."),
    ("Этот ресурс нельзя уничтожить.", "This asset cannot be destroyed."),
    ("Бесфлаговые отряды не могут его блокировать.", "Flagless units cannot block it."),
    ("М Поверни этот отряд: Отними 2 от результата броска противника.",
     "M Lock this unit: Subtract 2 from a roll made by your opponent."),
    # a pronoun the sentence tells: the opponent (was: this card got -1 flag), the cards it began with (was: this card)
    ("С: Если у противника нет готовых отрядов в этом секторе, он получает -1 флаг.",
     "E: If your opponent has no ready units in this sector, he gets -1 flag."),
    ("Твои ресурсы в этом секторе получают +1 к броне, и их нельзя штурмовать.",
     "Your assets in this sector get +1 armor and cannot be assaulted."),
    # «этот отряд» on a card that names itself «этот корабль» / «этот ресурс»: the unit of the trigger
    ("Р Когда один из твоих отрядов уничтожен, поверни этот корабль: Положи этот отряд на верх своей колоды.",
     "R When one of your units is destroyed, lock this ship: Put that unit on top of your deck."),
    ("Р Когда уничтожен один из твоих отрядов в этом секторе, поверни этот ресурс: Возьми этот отряд в командную руку.",
     "R When one of your units in this sector is destroyed, lock this asset: Put that unit into your command hand."),
    ("Р Когда твой отряд наступает, поверни этот корабль: До конца сражения этот отряд получает +2 к штурму.",
     "R When one of your units charges, lock this ship: That unit gets +2 assault until the end of the battle."),
])
def test_a_russian_form_reads_as_the_english(ru, en):
    assert parse(ru, "ru") == parse(en, "en")


def test_chosen_after_a_choice_is_that_choice_not_a_new_one():
    # «выбранный» after «выбирает» is the card chosen before: not read as one more card of a choice
    text = "ВА: Каждый игрок выбирает один свой отряд, затем поворачивает выбранный отряд."
    try:
        form = parse(text, "ru")
    except AbilityParseError:
        return
    assert form == parse("WA: Each player chooses one of his units, then locks the chosen unit.", "en")


@pytest.mark.parametrize("text", [
    # a form in «-ся» the grammar reads as it is stays as it is: it does not ready (not: it cannot be readied)
    "Пока этот корабль готов, корабли противника не разворачиваются в конце хода.",
])
def test_a_known_reflexive_is_left_as_it_is(text):
    effect = parse(text, "ru").model_dump(mode="json")["effects"][0]
    assert effect["rule"] == "no_ready" and effect["turn_end"] is True


@pytest.mark.parametrize("text", [
    # the card names itself «этот отряд» too: «этот отряд» is this card, as everywhere
    "Р Когда отряд противника наступает, поверни этот отряд: Этот отряд получает +1 к броне.",
])
def test_this_unit_on_a_unit_is_this_card(text):
    assert parse(text, "ru") == parse("R When an enemy unit charges, lock this unit: This unit gets +1 armor.", "en")
