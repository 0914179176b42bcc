"""Kinds of issue 24 written by helper g14a (session 14; tests/abilities/kinds/g14a*_*.txt, line N the same
card in both languages): events said as nouns and participles, the Russian editor's style, and their English
counterparts.

- ``g14a``: a reaction's event said by a verbal noun after «при» («При уничтожении этого отряда атакой …»,
  «При наступлении отряда противника в этом секторе …», «При каждом уничтожении этим отрядом отряда противника
  в штурме …») / "Upon the destruction of …", and "by an attack" / «атакой» as how a card is destroyed;
- ``g14a2``: a roll or a test "you just made" / «только что сделанный тобой бросок», «бросок, который только
  что сделал противник».

The ``_aside`` files were kept aside while building (measured only). Before this kind (main at b45c4d9):
g14a en 10, ru 0 of 17 (aside en 3, ru 0 of 6); g14a2 en 0, ru 0 of 12 (aside 0, 0 of 5)."""

from __future__ import annotations

from pathlib import Path

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse, render
from heresy_app.abilities.reasons import reason
from tests.abilities import kind_material as km

KINDS = Path(__file__).resolve().parent / "kinds"


def test_the_material_is_line_for_line():
    for name in ("g14a", "g14a2"):
        km.check_line_for_line(str(KINDS / name), least=5)


# ---- g14a: events said as nouns, "by an attack"

@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("R: Upon the destruction of this unit, draw 1 card.",
     "Р: При уничтожении этого отряда возьми 1 карту.",
     "R: When this unit is destroyed, draw 1 card."),
    ("When this unit is destroyed by an attack, your opponent discards 1 card.",
     "При уничтожении этого отряда атакой противник сбрасывает 1 карту.",
     "R When this unit is destroyed by an attack: Your opponent discards 1 card."),
    ("Each time this unit destroys an enemy unit by an assault, it gets +1 assault until the end of the battle.",
     "При каждом уничтожении этим отрядом отряда противника в штурме он получает +1 к штурму до конца сражения.",
     "R When this unit destroys an enemy unit by an assault: This unit gets +1 assault until the end of the battle."),
    ("R: When an enemy unit assaults one of your Infantry units, the assaulting unit gets -1 assault.",
     "Р: При штурме твоего отряда пехоты отрядом противника штурмующий отряд получает -1 к штурму.",
     "R When an enemy unit assaults one of your Infantry units: The assaulting unit gets -1 assault."),
    ("R: When this unit is blocked, draw 1 card.",
     "Р: При блокировании атаки этого отряда возьми 1 карту.",
     "R When this unit is blocked: Draw 1 card."),
    ("R: When an enemy unit is destroyed by an attack of one of your Heroes, draw 1 card.",
     "Р: При уничтожении отряда противника атакой твоего героя возьми 1 карту.",
     "R When one of your Heroes destroys an enemy unit by an attack: Draw 1 card."),
    ("R: When an enemy unit charges, the charging unit gets -1 speed.",
     "Р: Когда отряд противника наступает, наступивший отряд получает -1 к скорости.",
     "R: When an enemy unit charges, that unit gets -1 speed."),
    ("R Lock this asset: When an enemy unit charges in this sector, deal 2 damage to the charging unit.",
     "Р Поверни этот ресурс: При наступлении отряда противника в этом секторе нанеси наступающему отряду 2 повреждения.",
     "R Lock this asset: When an enemy unit charges, deal 2 damage to that unit."),
])
def test_events_said_as_nouns_read_as_the_plain_form(en, ru, plain):
    km.check_plain_form(en, ru, plain)


def test_by_an_attack_is_either_kind_of_attack_and_only_of_a_destruction():
    a = parse("R: When one of your units is destroyed by an attack, draw 1 card.", "en")
    assert a.trigger.by == "attack" and a.trigger.event == "destroyed"
    assert parse(render(a, "ru"), "ru") == a and "атакой" in render(a, "ru")
    r = parse("If this unit would be destroyed by an attack, lock it instead.", "en")
    assert r.trigger.event == "would_be_destroyed" and r.trigger.by == "attack"
    with pytest.raises(AbilityParseError):
        parse("R: When this unit is locked by an attack, ready it.", "en")
    assert reason("'by an attack' says how a card is destroyed", "ru") != "'by an attack' says how a card is destroyed"


@pytest.mark.parametrize(("lang", "text"), [
    # which card assaults is not said: the genitive alone could be either
    ("ru", "Р: При штурме этого отряда возьми 1 карту."),
    ("ru", "Р: При атаке отряда противника возьми 1 карту."),
])
def test_an_assault_with_one_card_is_left_unread(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


@pytest.mark.parametrize(("lang", "text", "kept"), [
    # «при» that names no event stays as the grammar read it before
    ("ru", "При штурме этот отряд получает +2 к штурму.", "Этот отряд получает +2 к штурму, пока штурмует."),
    ("ru", "Т: Каждый наступающий отряд получает +1 к штурму.", "Т: Все наступающие отряды получают +1 к штурму."),
])
def test_words_that_name_no_event_are_left_as_they_were(lang, text, kept):
    assert parse(text, lang) == parse(kept, lang)


def test_a_participle_with_a_quantity_or_an_owner_is_no_trigger_card():
    a = parse("Р: Когда отряд противника наступает, один твой наступающий отряд получает +1 к броне.", "ru")
    assert isinstance(a.effects[0].target, ir.Choose)


# ---- g14a2: a roll or a test just made

@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("M Discard 1 card: Add 2 to a roll you just made.",
     "М Сбрось 1 карту: Прибавь 2 к только что сделанному тобой броску.",
     "M Discard 1 card: Add 2 to your roll."),
    ("M Lock this asset: Subtract 1 from the roll your opponent has just made.",
     "М Поверни этот ресурс: Вычти 1 из броска, который только что сделал противник.",
     "M Lock this asset: Subtract 1 from your opponent's roll."),
    ("M: Your opponent ignores a roll he has just made and rolls again.",
     "М: Противник не учитывает только что сделанный им бросок и бросает ещё раз.",
     "M: Your opponent ignores his roll and rolls again."),
    ("M: Your opponent rolls again for a test he just made.",
     "М: Противник заново делает бросок для только что сделанного им теста.",
     "M: Reroll your opponent's test."),
    ("M: Ignore a test you just made and roll again.",
     "М: Не учитывай только что сделанный тобой тест и сделай новый бросок.",
     "M: Reroll your test."),
])
def test_a_roll_just_made_reads_as_whose_roll_it_is(en, ru, plain):
    km.check_plain_form(en, ru, plain)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "M: Add 1 to a roll he just made."),      # "he" names no one the text named
    ("ru", "М: Прибавь 1 к броску, который он только что сделал."),
])
def test_a_roll_made_by_someone_unnamed_is_refused(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)
