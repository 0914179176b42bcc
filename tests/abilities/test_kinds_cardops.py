"""Issue 24 (g17d): operations on cards and rolls, and sentences that build on the one before
(tests/abilities/kinds/cardops_*.txt, line N the same card in both languages; cardops_aside_* kept aside
while the parts were written): each card reads in both languages as one form, which reads back from its
canonical text; what the parts cannot say for sure is refused."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse
from tests.abilities.kind_material import check_reads_as_one_form, check_reads_back

# measured before the parts were written: cardops en 7 / ru 7 of 23; after them 23 / 23; the aside, first looked
# at when the parts were done: en 11 / ru 11 of 11 (all alike)
FLOOR = {"cardops": 23, "cardops_aside": 11}


@pytest.mark.parametrize("name", sorted(FLOOR))
def test_the_material_reads_in_each_language_as_one_form(name):
    check_reads_as_one_form(name, FLOOR[name])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_text(lang):
    check_reads_back("cardops", lang)
    check_reads_back("cardops_aside", lang)


def test_a_roll_used_by_the_next_sentence_is_the_amount_rolled():
    a = parse("WA Lock this ship: Roll. Deal damage equal to the result to one enemy Vehicle unit.", "en")
    assert parse("WA Lock this ship: Deal d6 damage to one enemy Vehicle unit.", "en") == a
    assert parse("ВА Поверни этот корабль: Сделай бросок. Нанеси одному отряду техники противника повреждения, "
                 "равные результату.", "ru") == a
    b = parse("WA: Roll a die. One of your units gets +X firepower. X = the result.", "en")
    assert b.x is None and isinstance(b.effects[0].amount, ir.D6)
    assert parse("ВА: Брось кубик. Один твой отряд получает +Х к огневой мощи. Х = результату.", "ru") == b


@pytest.mark.parametrize(("text", "lang"), [
    ("WA: Deal damage equal to the result to one enemy unit.", "en"),   # no roll said
    ("WA: Roll a die. Draw 1 card.", "en"),                              # the result not used
    ("WA: Roll a die. Deal damage equal to the result to one enemy unit. Deal damage equal to the result "
     "to one enemy asset.", "en"),                                       # used twice: one roll, not two
    ("WA: One of your units gets +X firepower. Roll a die. X = the result.", "en"),   # X used before the roll
    ("ВА: Нанеси одному отряду противника повреждения, равные результату.", "ru"),
])
def test_a_result_without_its_roll_or_used_twice_is_refused(text, lang):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


def test_a_stat_that_is_x_is_the_count_x_names():
    a = parse("This unit's firepower is X. X = the number of your flagged units in this sector.", "en")
    assert a == parse("This unit's firepower is equal to the number of your flagged units in this sector.", "en")
    assert a == parse("Огневая мощь этого отряда равна Х. Х = количеству твоих флаговых отрядов в этом секторе.", "ru")
    with pytest.raises(AbilityParseError):   # X of a card's stat: not a count the constant can hold
        parse("This unit's armor is X. X = the blocking unit's armor.", "en")


def test_a_stat_compared_with_another_stat_of_the_named_card():
    a = parse("A: Lock all enemy units in this sector whose armor is lower than the assaulting unit's assault.", "en")
    f = a.effects[0].target.filters[0]
    assert isinstance(f, ir.StatThan) and (f.stat, f.their, f.of, f.cmp) == ("armor", "assault", "attacking", "lt")
    assert parse("Ш: Поверни все отряды противника в этом секторе, чья броня меньше штурма атакующего отряда.", "ru") == a
    assert parse("Ш: Поверни все отряды противника в этом секторе с броней меньше штурма атакующего отряда.", "ru") == a
    same = parse("WA: Lock one enemy unit whose speed is lower than this unit's speed.", "en")
    assert same.effects[0].target.filters[0].their is None


def test_if_you_cannot_with_instead_is_the_same_sequel():
    a = parse("E: Destroy one enemy asset in this sector. If you cannot, you get +1 flag instead.", "en")
    assert a == parse("E: Destroy one enemy asset in this sector. If you cannot, you get +1 flag.", "en")
    assert a == parse("С: Уничтожь один ресурс противника в этом секторе. Если не можешь, вместо этого получи +1 флаг.", "ru")
    assert isinstance(a.effects[0], ir.IfDone) and a.effects[0].otherwise


def test_another_one_of_your_units():
    a = parse("WA Lock this unit: Ready another one of your units.", "en")
    assert a == parse("WA Lock this unit: Ready another of your units.", "en")
    assert a == parse("ВА Поверни этот отряд: Разверни другой свой отряд.", "ru")
    with pytest.raises(AbilityParseError):
        parse("WA: Ready another two of your units.", "en")


def test_the_second_result_counts_after_a_roll_made_again():
    a = parse("M: Your opponent must roll again; the second result counts.", "en")
    assert a.effects == [ir.Reroll(whose="opponent")]
    assert parse("M: Your opponent must roll again.", "en") == a
    assert parse("М: Противник должен повторить бросок; засчитывается второй результат.", "ru") == a
    assert parse("М: Противник бросает еще раз, и засчитывается второй результат.", "ru") == a
    with pytest.raises(AbilityParseError):   # nothing was rolled again
        parse("M: Draw 1 card; the second result counts.", "en")


def test_the_test_you_just_failed_is_passed():
    a = parse("M Discard 2 cards: The test you just failed is passed instead.", "en")
    assert a.effects == [ir.TestResult(passed=True, whose="own")]
    assert parse("М Сбрось 2 карты: Тест, который ты только что провалил, считается пройденным.", "ru") == a
    assert parse("M Discard 2 cards: Your failed test counts as passed.", "en") == a


def test_a_card_of_a_kind_chosen_in_the_opponents_hand():
    a = parse("WA: Look at your opponent's command hand and choose one tactic in it. Your opponent discards that "
              "card. Then draw 1 card.", "en")
    assert a.effects[1] == ir.Discard(count=ir.Number(value=1), player="opponent", chooser="other", command="T")
    assert parse("ВА: Посмотри командную руку противника и выбери в ней одну тактику. Противник сбрасывает эту "
                 "карту. Затем возьми 1 карту.", "ru") == a
    assert parse("WA: Look at your opponent's hand and choose a T card in it. Your opponent discards it. "
                 "Draw 1 card.", "en") == a


def test_charge_with_two_units_at_once():
    a = parse("WA: Charge with two of your ready units at once.", "en")
    assert a == parse("WA: Make two of your ready units charge.", "en")
    assert a == parse("ВА: Переведи в наступление два своих готовых отряда.", "ru")
    assert a == parse("ВА: Наступай двумя своими готовыми отрядами одновременно.", "ru")


def test_a_whole_hand_as_a_cost():
    a = parse("WA Discard your command hand: Destroy all enemy units in this sector with armor 3 or less. "
              "Use only if you have a Primarch in this sector.", "en")
    assert a.costs == [ir.DiscardCards(count=1, whole=True)]
    assert parse("ВА Сбрось всю командную руку: Уничтожь все отряды противника в этом секторе с броней 3 или меньше. "
                 "Используется только если у тебя в этом секторе есть примарх.", "ru") == a
    assert parse("WA Discard all cards in your hand: Draw 3 cards.", "en") == parse("ВА Сбрось свою руку: Возьми 3 карты.", "ru")
    with pytest.raises(ValueError):
        ir.DiscardCards(count=2, whole=True)


def test_destroyed_during_this_battle_and_the_player_who_made_it():
    assert parse("This unit gets +1 assault for each enemy unit destroyed during this battle.", "en") == parse(
        "Этот отряд получает +1 к штурму за каждый отряд противника, уничтоженный во время этого сражения.", "ru")
    assert parse("M Lock this asset: Cancel the result of any roll. The player who made it rolls again.", "en") == parse(
        "М Поверни этот ресурс: Отмени результат любого броска. Сделавший его игрок бросает еще раз.", "ru")


def test_a_roll_joined_to_its_use_or_made_where_it_is_used():
    a = parse("WA: Deal d6 damage to one enemy Vehicle unit.", "en")
    for text, lang in (("WA: Roll a die and deal damage equal to the result to one enemy Vehicle.", "en"),
                       ("WA: Deal damage equal to the result of a roll to one enemy Vehicle unit.", "en"),
                       ("ВА: Брось кубик и нанеси одному отряду техники противника повреждения, равные результату.", "ru"),
                       ("ВА: Нанеси одному отряду техники противника повреждения, равные результату броска.", "ru"),
                       ("ВА: Сделай бросок. Нанеси одному отряду техники противника повреждения, равные выпавшему числу.", "ru")):
        assert parse(text, lang) == a, text
    # in a modifier or a reaction «результату броска» / "the result of the roll" may be the roll answered: refused
    for text, lang in (("M: Deal damage equal to the result of the roll to the attacking unit.", "en"),
                       ("М: Нанеси атакующему отряду повреждения, равные результату броска.", "ru")):
        with pytest.raises(AbilityParseError):
            parse(text, lang)


def test_return_this_unit_and_infiltrate_another_from_the_hand():
    a = parse("WA: Return this unit to your hand. Then infiltrate a different unit from your hand.", "en")
    for text, lang in (("WA: Return this unit to your command hand and infiltrate another unit from it instead.", "en"),
                       ("ВА: Верни этот отряд в командную руку и внедри вместо него другой отряд оттуда.", "ru"),
                       ("ВА: Верни этот отряд в руку и внедри другой отряд из своей руки.", "ru")):
        assert parse(text, lang) == a, text


def test_one_into_the_hand_the_rest_on_the_bottom_as_typed():
    a = parse("WA Lock this ship: Look at the top 5 cards of your deck. Put 1 of them into your hand and the rest on "
              "the bottom of your deck.", "en")
    for text, lang in (("WA Lock this ship: Look at the top 5 cards of your deck, put 1 in your hand, rest on the bottom", "en"),
                       ("WA lock this ship: look at top 5 cards of ur deck, put 1 in ur hand, rest on the bottom", "en"),
                       ("ВА Поверни этот корабль: посмотри 5 верхних карт колоды, 1 возьми в руку, остальные под низ", "ru")):
        assert parse(text, lang) == a, text
