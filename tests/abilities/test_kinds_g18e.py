"""Issue 24 (g18e, session 18): control flow and use limits in every position, both languages. The material
(tests/abilities/kinds/g18e_*.txt) is a grid of the wrappers -- who may use the ability, a use limit said of the
ability itself or per war action, a roll's result said after the roll ("On a 4+, ...; otherwise ..."), "Make a
roll." before a table, a choice said and acted on in one sentence ("Choose 1 enemy unit; lock it.") -- around a
dozen inner effects, in three styles; the _aside files were written with it and kept aside (measured at the start
and the end only)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse, render
from heresy_app.engine.effects import supported
from tests.abilities import kind_material as km


@pytest.mark.parametrize(("name", "floor"), [("g18e", (37, 37)), ("g18e_aside", (10, 10))])
def test_the_wrappers_read_alike_in_both_languages(name, floor):
    km.check_reads_as_one_form(name, floor)
    if name == "g18e":   # the aside's opponent's choice "or you ready one of your units" is rendered in a form
        km.check_reads_back(name, "en", which="both")   # English does not read back (a verb after "you", axis A)
        km.check_reads_back(name, "ru", which="both")


@pytest.mark.parametrize(("en", "ru"), [
    ("WA: Draw 2 cards. Either player may use this ability.",
     "ВА: Возьми 2 карты. Любой игрок может использовать эту способность."),
    ("T: The defending unit gets +2 armor. Any player may use this ability.",
     "Т: Защищающийся отряд получает +2 к броне. Эту способность может использовать любой игрок."),
])
def test_either_player_is_read_and_left_to_the_players(en, ru):
    a = parse(en, "en")
    assert a.either_player and parse(ru, "ru") == a
    assert not supported(a.model_dump(mode="json"))   # the opponent may use it too: played by hand, never as its owner's
    alone = parse(en.split(". ")[0] + ".", "en")   # the same ability for its owner only: the engine plays it
    assert supported(alone.model_dump(mode="json"))


def test_either_player_limits_only_an_ability_a_player_chooses_to_use():
    with pytest.raises(AbilityParseError):
        parse("This unit gets +1 armor. Either player may use this ability.", "en")


@pytest.mark.parametrize(("lang", "text", "plain"), [
    ("en", "WA: Destroy one enemy asset. This ability may be used only once per battle.",
     "WA: Destroy one enemy asset. Use only once per battle."),
    ("en", "WA: Lock one enemy unit. This card can only be used if you have a Hero in this sector.",
     "WA: Lock one enemy unit. Use only if you have a Hero in this sector."),
    ("ru", "ВА: Уничтожь один ресурс противника. Эту способность можно использовать только один раз за сражение.",
     "ВА: Уничтожь один ресурс противника. Используется только один раз за сражение."),
    ("ru", "ВА: Возьми 2 карты. Эта способность используется только один раз за ход.",
     "ВА: Возьми 2 карты. Используется только один раз за ход."),
])
def test_a_limit_said_of_the_ability_is_the_limit_said_to_the_player(lang, text, plain):
    assert parse(text, lang) == parse(plain, lang)


def test_a_limit_said_of_the_ability_without_only_is_left_as_written():
    with pytest.raises(AbilityParseError):
        parse("WA: Draw 2 cards. This ability may be used if you have a Hero in this sector.", "en")


def test_once_per_war_action_is_the_rulebooks_own_limit_and_contradicts_unlimited():
    a = parse("T: One of your units gets +1 armor. Use only once per war action.", "en")
    assert a == parse("T: One of your units gets +1 armor.", "en")
    assert a == parse("Т: Один твой отряд получает +1 к броне. Только один раз за военное действие.", "ru")
    with pytest.raises(AbilityParseError, match="once per war action"):
        parse("T: One of your units gets +1 armor. Use only once per war action. Unlimited.", "en")


@pytest.mark.parametrize(("en", "ru", "table"), [
    ("WA: Roll a die. On a 4+, draw 2 cards; otherwise, discard 1 card.",
     "ВА: Брось кубик. При 4+ возьми 2 карты; иначе сбрось 1 карту.", [(1, 3), (4, 6)]),
    ("WA: Roll a die. On a 3 or less, discard 2 cards.",
     "ВА: Брось кубик. При 3 или меньше сбрось 2 карты.", [(1, 3), (4, 6)]),
    ("E: Roll a die. On a roll of 5 or more, you get +1 flag.",
     "С: Брось кубик. При результате 5 или больше ты получаешь +1 флаг.", [(1, 4), (5, 6)]),
    ("WA: Make a roll. 1-2: discard 1 card. 3-6: draw 1 card.",
     "ВА: Сделай бросок. 1-2: сбрось 1 карту. 3-6: возьми 1 карту.", [(1, 2), (3, 6)]),
    ("T: Roll a die. On a 6, destroy the attacking unit.",
     "Т: Брось кубик. При 6 уничтожь атакующий отряд.", [(6, 6)]),
])
def test_a_rolls_result_said_after_the_roll_is_its_table(en, ru, table):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    roll = a.effects[0]
    assert [(o.low, o.high) for o in roll.outcomes] == table
    assert supported(a.model_dump(mode="json"))
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("WA: Choose 1 enemy unit; lock it.", "ВА: Выбери 1 отряд противника; поверни его.", "WA: Lock one enemy unit."),
    ("WA: Choose one enemy Vehicle unit, then destroy it.", "ВА: Выбери один отряд техники противника, затем уничтожь его.",
     "WA: Destroy one enemy Vehicle unit."),
])
def test_a_choice_acted_on_in_the_same_sentence(en, ru, plain):
    assert parse(en, "en") == parse(ru, "ru") == parse(plain, "en")


def test_without_a_limit_the_word_unlimited_in_russian():
    assert parse("ВА: Возьми 1 карту. Без ограничений.", "ru") == parse("WA: Draw 1 card. Unlimited.", "en")


@pytest.mark.parametrize(("lang", "text", "whole"), [
    ("en", "M: Add 1 to your roll. If you have a Hero in this sector, add 2 instead.",
     "M: Add 1 to your roll. If you have a Hero in this sector, add 2 to your roll instead."),
    ("en", "WA: Draw 1 card. If you have a Psyker in this sector, draw 2 instead.",
     "WA: Draw 1 card. If you have a Psyker in this sector, draw 2 cards instead."),
    ("ru", "М: Вычти 1 из броска противника. Если у тебя в этом секторе есть герой, вместо этого вычти 2.",
     "М: Вычти 1 из броска противника. Если у тебя в этом секторе есть герой, вместо этого вычти 2 из броска противника."),
])
def test_what_instead_leaves_out_is_read_from_the_sentence_it_replaces(lang, text, whole):
    assert parse(text, lang) == parse(whole, lang)


def test_what_instead_leaves_out_is_never_a_card_chosen_again():
    with pytest.raises(AbilityParseError):   # the same unit, or another? left as written
        parse("WA: Deal 1 damage to one enemy unit. If it is a Vehicle, deal 2 instead.", "en")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA Discard 1 card: Ready one of your units. Either player may use this ability, but no more than once per battle."),
    ("ru", "ВА Сбрось 1 карту: Разверни один свой отряд. Любой игрок может использовать эту способность, но не более одного "
           "раза за сражение."),
])
def test_either_player_with_a_limit_after_a_comma(lang, text):
    a = parse(text, lang)
    assert a.either_player and a.once == "battle"


def test_the_opponents_choice_said_with_he_in_russian():
    en = parse("WA: Your opponent chooses one: he discards 2 cards, or you draw 1 card.", "en")
    assert parse("ВА: Противник выбирает одно: он сбрасывает 2 карты, или ты берёшь 1 карту.", "ru") == en
    assert en.effects[0].chooser == "opponent"


def test_play_only_in_russian_is_use_only():
    assert parse("ВА: Возьми 2 карты. Разыгрывай только если у тебя в этом секторе есть герой.", "ru") == parse(
        "WA: Draw 2 cards. Use only if you have a Hero in this sector.", "en")
