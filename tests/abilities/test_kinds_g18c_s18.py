"""Issue 24, axis C (g18c, session 18): hurried typing read as the careful text it stands for, over every
construction (abilities.hurried_marks: type letters glued by a dash, a double space for a mark, a stat typed
before its change; abilities.hurried: "lock this -", «поверни это»). Each hurried line must read as the same
form as its careful twin, or not at all; the material is tests/abilities/kinds/hurried18_*.txt (measured by
test_kinds_material)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse


@pytest.mark.parametrize(("lang", "hurried", "careful"), [
    # type letters glued to the next word by a dash
    ("en", "wa-lock this unit: draw 1 card", "WA Lock this unit: Draw 1 card."),
    ("en", "R-when this unit is destroyed, draw 2", "R When this unit is destroyed: Draw 2 cards."),
    ("en", "t-this unit gets +2 AS", "T: This unit gets +2 assault."),
    ("en", "m-discard 1 card: +1 to any roll", "M Discard 1 card: Add 1 to any roll."),
    ("ru", "ва-поверни этот отряд: возьми 1 карту", "ВА Поверни этот отряд: Возьми 1 карту."),
    ("ru", "Р-когда этот отряд уничтожен, возьми 2", "Р Когда этот отряд уничтожен: Возьми 2 карты."),
    ("ru", "Т-Сбрось 2 карты: уничтожь 1 отряд противника", "Т Сбрось 2 карты: Уничтожь 1 отряд противника."),
    # a double space for the head's colon, a sentence's full stop, a clause's comma
    ("en", "wa  lock 1 enemy unit", "WA: Lock 1 enemy unit."),
    ("en", "wa lock this unit  draw 1 card", "WA Lock this unit: Draw 1 card."),
    ("en", "wa draw 2 cards  your opponent draws 1", "WA: Draw 2 cards. Your opponent draws 1 card."),
    ("en", "WA: Roll a die  1-3: Draw 1 card  4-6: Destroy one enemy unit",
     "WA: Roll a die. 1-3: Draw 1 card. 4-6: Destroy one enemy unit."),
    ("en", "when this unit shoots  it gets +1 AS", "When this unit shoots, it gets +1 assault."),
    ("ru", "ва  поверни 1 отряд противника", "ВА: Поверни 1 отряд противника."),
    ("ru", "ва возьми 2 карты  противник берет 1", "ВА: Возьми 2 карты. Противник берет 1 карту."),
    ("ru", "ва поверни этот отряд  возьми 1 карту", "ВА Поверни этот отряд: Возьми 1 карту."),
    # two dashes for the colon, before a number spelt as a word
    ("en", "T -- One charging unit gets +2 assault.", "T: One charging unit gets +2 assault."),
    ("ru", "Т -- Один наступающий отряд получает +2 к штурму.", "Т: Один наступающий отряд получает +2 к штурму."),
    # a stat typed before its change
    ("en", "t: this unit gets FP+1 and AS+1", "T: This unit gets +1 firepower and +1 assault."),
    ("en", "WA: one enemy unit gets SP-1 until end of battle",
     "WA: One enemy unit gets -1 speed until the end of the battle."),
    ("en", "t - this unit gets FP+2 AR-1", "T: This unit gets +2 firepower and -1 armor."),
    ("ru", "т - этот отряд получает ОМ+2 Б-1", "Т: Этот отряд получает +2 к огневой мощи и -1 к броне."),
    ("ru", "ВА: один отряд противника получает СК-1 до конца сражения",
     "ВА: Один отряд противника получает -1 к скорости до конца сражения."),
    # the card's own noun left out of a cost, before a dash; «это» for this card
    ("en", "wa lock this - ready 1 unit", "WA Lock this unit: Ready 1 unit."),
    ("en", "wa destroy this - draw 2", "WA Destroy this unit: Draw 2 cards."),
    ("en", "m lock this - +2 to any roll", "M Lock this unit: Add 2 to any roll."),
    ("ru", "ва поверни это - разверни 1 отряд", "ВА Поверни этот отряд: Разверни 1 отряд."),
    ("ru", "ва поверни это, сбрось 1: разверни 1 свой отряд", "ВА Поверни этот отряд, сбрось 1 карту: Разверни 1 свой отряд."),
    # a word cut short where a verb goes; the abbreviations every writer uses
    ("ru", "ва уничт. это - возьми 2", "ВА Уничтожь этот отряд: Возьми 2 карты."),
    ("ru", "ва: уничт. 1 отряд противника", "ВА: Уничтожь 1 отряд противника."),
    ("ru", "ва поверни этот отряд: уничт. 1 ресурс и возьми 1 карту",
     "ВА Поверни этот отряд: Уничтожь 1 ресурс и возьми 1 карту."),
    ("ru", "с: +1 флаг за каждый корабль в зоне флота (макс 2)",
     "С: +1 флаг за каждый корабль в зоне флота (максимум 2)."),
    ("ru", "т: +1 Б за каждый др. отряд тут", "Т: +1 Б за каждый другой отряд тут."),
    ("ru", "Уник.", "Уникальный."),
    ("en", "Uniq.", "Unique."),
])
def test_hurried_reads_as_careful(lang, hurried, careful):
    assert parse(hurried, lang) == parse(careful, lang)


@pytest.mark.parametrize(("lang", "text", "careful"), [
    ("en", "T: this unit gets +1 AR +1 FP", "T: This unit gets +1 armor and +1 firepower."),   # no stat first
    ("en", "T: this unit gets +1 AR+1 FP", "T: This unit gets +1 armor and +1 firepower."),
    ("en", "wa: destroy 1 enemy unit w/ AR 2 or less", "WA: Destroy one enemy unit with armor 2 or less."),
    ("en", "wa - lock this unit: draw 1 card", "WA Lock this unit: Draw 1 card."),
])
def test_what_is_no_hurried_mark_keeps_its_reading(lang, text, careful):
    assert parse(text, lang) == parse(careful, lang)


@pytest.mark.parametrize(("lang", "text", "words"), [
    ("ru", "ВА-карта стоит 1", ["ВА-карта", "стоит", "1"]),          # a noun, not the letters glued to a word
    ("en", "units with AR+1", ["units", "with", "AR", "+", "1"]),     # a stat compared is not changed
    ("en", "+1 AR+1 FP", ["+", "1", "AR", "+", "1", "FP"]),           # the stat is the change's before it
    ("en", "R-when", ["R", "-", "when"]),
])
def test_marks_only_where_a_mark_is_left_out(lang, text, words):
    from heresy_app.abilities.hurried_marks import marks
    from heresy_app.abilities.language import vocabulary
    from heresy_app.abilities.tokens import scan

    assert [v for _, v, _ in marks(list(scan(text)), text, vocabulary(lang))] == words


@pytest.mark.parametrize(("lang", "text", "marked"), [
    ("en", "wa lock this unit  draw 1 card", "wa lock this unit: draw 1 card"),
    ("en", "wa draw 2 cards  your opponent draws 1", "wa draw 2 cards. your opponent draws 1"),
    ("en", "when this unit shoots  it gets +1 AS", "when this unit shoots, it gets +1 AS"),
    ("en", "enemy units here  -1 SP", "enemy units here. -1 SP"),     # a sign after the spaces
    ("en", "lock this  - ready 1 unit", None),                         # the dash is the mark typed
    ("en", "lock this - ready 1 unit", None),
    ("ru", "ва возьми 2 карты  противник берет 1", "ва возьми 2 карты. противник берет 1"),
    ("ru", "если у тебя здесь герой  возьми 1 карту", "если у тебя здесь герой, возьми 1 карту"),
])
def test_a_double_space_stands_for_the_mark_its_place_needs(lang, text, marked):
    from heresy_app.abilities.hurried_marks import spaced

    assert spaced(text, lang) == marked


@pytest.mark.parametrize(("lang", "text", "careful"), [
    ("en", "enemy units in this  sector get -1 speed", "Enemy units in this sector get -1 speed."),
    ("en", "T (4+)  This unit gets +2 assault.", "T (4+): This unit gets +2 assault."),
    ("en", "all units here  +1 FP", "All units here get +1 firepower."),
    ("ru", "Т:  Один твой отряд получает  +2 ШТ.", "Т: Один твой отряд получает +2 к штурму."),
])
def test_a_double_space_that_is_a_slip_keeps_the_reading(lang, text, careful):
    assert parse(text, lang) == parse(careful, lang)
