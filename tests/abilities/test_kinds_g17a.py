"""Issue 24, session 17 (g17a): how amounts are said — amounts tied to a card, more / less / extra, comparisons in
every spelling and slot, counts ("for each", "per", «за каждый»), hurried typing of numbers
(tests/abilities/kinds/amounts17_*.txt, line N the same card in both languages; amounts17_aside_* kept aside while
the mechanism was written, measured at the start and the end only)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse, render
from tests.abilities.kind_material import check_plain_form, check_reads_as_one_form, check_reads_back

# measured at the start (6975e39), before any part was written: amounts17 en 35 / ru 34 of 40 (33 pairs read in
# both, all alike), amounts17_aside en 17 / ru 15 of 20 (15 pairs, all alike). At the end: amounts17 en 36 / ru 35
# (35 pairs, all alike; a halving that does not say its rounding refused on purpose), the aside en 19 / ru 19 (19
# pairs alike; "per flag they have" of several cards refused: the form counts one card's flags)
FLOOR = {"amounts17": (36, 35), "amounts17_aside": (19, 19)}


@pytest.mark.parametrize("name", sorted(FLOOR))
def test_the_material_reads_in_each_language_as_one_form(name):
    check_reads_as_one_form(name, FLOOR[name])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_text(lang):
    check_reads_back("amounts17", lang)


# ---- every spelling of a statistic compared with a number (amount_words.py), in every slot
@pytest.mark.parametrize(("en", "ru", "plain"), [
    # at most
    ("WA: Lock one enemy unit whose armor is no higher than 2.", "ВА: Поверни один отряд противника, чья броня не выше 2.",
     "WA: Lock one enemy unit with armor 2 or less."),
    ("WA: Destroy one enemy unit with AR equal to or less than 2.",
     "ВА: Уничтожь один отряд противника с Б меньше или равной 2.",
     "WA: Destroy one enemy unit with armor 2 or less."),
    ("WA: Lock up to 2 enemy units with speed not greater than 1.",
     "ВА: Поверни до 2 отрядов противника со скоростью максимум 1.",
     "WA: Lock up to 2 enemy units with speed 1 or less."),
    ("WA: Return one enemy asset with armor of at most 3 to its owner's hand.",
     "ВА: Верни один ресурс противника с броней до 3 в руку владельца.",
     "WA: Return one enemy asset with armor 3 or less to its owner's hand."),
    ("WA: lock 1 enemy unit w/ SP 2 and below", "ВА: поверни 1 отряд противника со СК 2 и ниже",
     "WA: Lock one enemy unit with speed 2 or less."),
    # at least
    ("T: One of your units with speed no lower than 3 gets +1 assault.",
     "Т: Один твой отряд со скоростью не ниже 3 получает +1 к штурму.",
     "T: One of your units with speed 3 or more gets +1 assault."),
    ("WA: Destroy one enemy unit whose firepower is at least 3.", "ВА: Уничтожь один отряд противника, чья ОМ как минимум 3.",
     "WA: Destroy one enemy unit with firepower 3 or more."),
    ("WA: Deal 1 damage to each enemy unit with assault 3 and up.",
     "ВА: Нанеси 1 повреждение каждому отряду противника со штурмом не менее 3.",
     "WA: Deal 1 damage to each enemy unit with assault 3 or more."),
    # strictly, and equal
    ("WA: Lock one enemy unit with armor under 3.", "ВА: Поверни один отряд противника с броней ниже 3.",
     "WA: Lock one enemy unit with armor less than 3."),
    ("T: Each enemy unit with speed above 2 gets -1 speed.",
     "Т: Каждый отряд противника со скоростью выше 2 получает -1 к скорости.",
     "T: Each enemy unit with speed more than 2 gets -1 speed."),
    ("WA: Destroy one enemy unit with armor equal to 1.", "ВА: Уничтожь один отряд противника с броней, равной 1.",
     "WA: Destroy one enemy unit with armor exactly 1."),
    # a condition, a cost, a restriction
    ("WA Lock one of your units with speed no higher than 2: Draw 1 card.",
     "ВА Поверни один свой отряд со скоростью не выше 2: Возьми 1 карту.",
     "WA Lock one of your units with speed 2 or less: Draw 1 card."),
    ("This unit cannot be blocked by units with speed lower than 3.",
     "Этот отряд не могут блокировать отряды со скоростью ниже 3.",
     "This unit cannot be blocked by units with speed less than 3."),
])
def test_every_spelling_of_a_comparison_reads_as_the_plain_form(en, ru, plain):
    check_plain_form(en, ru, plain)


@pytest.mark.parametrize(("lang", "text", "plain"), [
    # the same words where no statistic is compared are left as they were
    ("en", "E: If this unit has at least 2 flags, draw 1 card.", "E: If this unit has 2 or more flags, draw 1 card."),
    ("en", "T: Swap the armor of 1 enemy unit and this unit.", "T: Swap the armor of one enemy unit and this unit."),
    ("en", "E: If you have at least 2 units in this sector, draw 1 card.",
     "E: If you have 2 or more units in this sector, draw 1 card."),
    ("ru", "Т: Этот отряд получает +1 к броне до конца сражения.", "T: This unit gets +1 armor until the end of the battle."),
])
def test_the_words_elsewhere_keep_their_meaning(lang, text, plain):
    assert parse(text, lang) == parse(plain, "en")


def test_a_comparison_with_another_card_is_not_taken_for_a_number():
    # "no higher than the destroyed unit's armor" compares two cards: never read as a number
    for text in ("WA: Destroy one enemy unit whose armor is no higher than this unit's assault.",):
        try:
            a = parse(text, "en")
        except AbilityParseError:
            continue
        assert "assault" in render(a, "en")


# ---- an amount said as "equal to …" / «равные …» / «столько …, сколько …» is the ability's X (amount_x.py)
@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("WA: Deal damage equal to twice this unit's assault to one enemy unit.",
     "ВА: Нанеси одному отряду противника повреждения, равные удвоенному штурму этого отряда.",
     "WA: Deal X damage to one enemy unit. X is twice this unit's assault."),
    ("WA: Deal damage to one enemy unit equal to the number of flags on this unit.",
     "ВА: Нанеси одному отряду противника повреждения, равные числу флагов на этом отряде.",
     "WA: Deal X damage to one enemy unit. X is the number of flags on this unit."),
    ("WA: Deal damage equal to 1 plus the number of assets you control here to one enemy unit.",
     "ВА: Нанеси одному отряду противника повреждения, равные числу твоих ресурсов в этом секторе плюс 1.",
     "WA: Deal X damage to one enemy unit. X is the number of your assets in this sector plus 1."),
    ("WA: Draw cards equal to the number of your units in this sector.",
     "ВА: Возьми столько карт, сколько у тебя отрядов в этом секторе.",
     "WA: Draw X cards. X is the number of your units in this sector."),
    ("WA: Your opponent discards a number of cards equal to the number of flags on this unit.",
     "ВА: Противник сбрасывает столько карт, сколько флагов на этом отряде.",
     "WA: Your opponent discards X cards. X is the number of flags on this unit."),
])
def test_an_amount_equal_to_something_is_the_abilitys_x(en, ru, plain):
    check_plain_form(en, ru, plain)


def test_an_equal_to_amount_beside_an_x_of_its_own_is_left_as_written():
    # the text has its own X: two amounts would be one; never merged
    text = "T (X+): Deal damage equal to twice this unit's assault to one enemy unit. X is 3."
    try:
        a = parse(text, "en")
    except AbilityParseError:
        return
    assert "twice" in render(a, "en")


def test_the_engine_plays_an_equal_to_amount_as_its_x():
    from heresy_app.engine.effects import supported

    a = parse("WA: Deal damage equal to twice this unit's assault to one enemy unit.", "en")
    assert supported(a.model_dump(mode="json"))
    assert a.x is not None and a.x.scale == "double"


# ---- flags and cards "additional / extra / more" (amount_words.extra)
@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("E: You get an additional flag.", "С: Ты получаешь дополнительный флаг.", "E: You get +1 flag."),
    ("E: If you control a Hero in this sector, you get 2 extra flags.",
     "С: Если у тебя есть герой в этом секторе, ты получаешь ещё 2 флага.",
     "E: If you control a Hero in this sector, you get +2 flags."),
    ("WA: Draw one more card.", "ВА: Возьми ещё одну карту.", "WA: Draw 1 card."),
    ("WA Discard 1 card: Draw 2 additional cards.", "ВА Сбрось 1 карту: Возьми 2 дополнительные карты.",
     "WA Discard 1 card: Draw 2 cards."),
])
def test_an_additional_flag_or_card_is_one_more_got_or_drawn(en, ru, plain):
    check_plain_form(en, ru, plain)


def test_more_than_another_is_not_an_additional_one():
    try:
        a = parse("E: You get one more flag than your opponent.", "en")
    except AbilityParseError:
        return
    assert a != parse("E: You get +1 flag.", "en")


# ---- a share «по 1 карте за каждый …», and the flags of the clause's own card «за каждый свой флаг»
@pytest.mark.parametrize(("ru", "plain"), [
    ("ВА: Противник сбрасывает по 1 карте за каждый твой наступающий отряд в этом секторе.",
     "WA: Your opponent discards 1 card for each charging unit you control in this sector."),
    ("С: Ты получаешь по 1 флагу за каждого своего героя в этом секторе.",
     "E: You get +1 flag for each Hero you control in this sector."),
    ("Т: Блокирующий отряд получает +1 к броне за каждый свой флаг.",
     "T: The blocking unit gets +1 armor for each flag it has."),
    ("Т: Этот отряд получает +1 к броне за каждый его флаг.", "T: This unit gets +1 armor for each flag it has."),
])
def test_a_share_and_own_flags_read_as_the_count(ru, plain):
    assert parse(ru, "ru") == parse(plain, "en")


# ---- a statistic halved (halving.py): the change the other rounding gives, played as any change with an X
@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("T (5+): Halve the defending unit's armor, rounding down.",
     "Т (5+): Броня защищающегося отряда уменьшается вдвое с округлением вниз.",
     "T (5+): The defending unit gets -X armor. X is half the defending unit's armor, rounded up."),
    ("T Discard a card: The attacking unit's firepower is halved, rounded up.",
     "Т Сбрось карту: Уменьши вдвое огневую мощь атакующего отряда (округляя вверх).",
     "T Discard a card: The attacking unit gets -X firepower. X is half the attacking unit's firepower, rounded down."),
    ("T: Halve the assault of this unit, rounding down, until the end of the battle.",
     "Т: Раздели пополам штурм этого отряда, округляя в меньшую сторону, до конца сражения.",
     "T: This unit gets -X assault until the end of the battle. X is half this unit's assault, rounded up."),
])
def test_a_halved_statistic_is_the_change_it_makes(en, ru, plain):
    check_plain_form(en, ru, plain)


def test_a_halving_that_does_not_say_how_it_rounds_is_refused():
    for text, lang in (("T: Halve the defending unit's armor.", "en"),
                       ("Т: Уменьши вдвое броню защищающегося отряда.", "ru")):
        with pytest.raises(AbilityParseError):
            parse(text, lang)


@pytest.mark.parametrize(("armor", "rounding", "left", "lang"),
                         [(5, "down", 2, "en"), (5, "up", 3, "en"), (4, "down", 2, "ru"), (5, "вверх", 3, "ru")])
def test_the_engine_halves_the_statistic_as_printed(armor, rounding, left, lang):
    from heresy_app.engine.terms import AR
    from tests.engine.printed import card, game

    text = (f"WA: Halve this unit's armor, rounding {rounding}, until the end of the battle." if lang == "en" else
            f"ВА: Уменьши вдвое броню этого отряда с округлением {'вниз' if rounding == 'down' else 'вверх'} "
            "до конца сражения.")
    wa = parse(text, lang).model_dump(mode="json")
    g, c = game(("me", card(wa, ar=armor), 0, "sector", 0), ("foe", card(ar=2), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    for _ in range(6):
        if g.stat(c["me"], AR) != armor or ("pass",) not in g.legal_decisions():
            break
        g.apply(("pass",))
    assert g.stat(c["me"], AR) == left
