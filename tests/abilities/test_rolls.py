"""Die rolls as parts (issue 24): what a modifier does to a roll (add or subtract a number, X or a
count, set it, let its player choose it, make it again, make it twice), which rolls it fits (whose,
a test, a d6 roll, a variable roll), conditions on the roll (its result, who made it, during which
attack), lasting changes to a player's rolls, a reaction to a roll's result, and a variable roll's
"nothing happens". Each pair reads to one form in both languages and round-trips."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse, render

PAIRS = [
    ("M: Treat the result of the roll as 5.", "М: Считай результат броска равным 5."),
    ("M Lock this unit: Treat the result of your opponent's test as 1.",
     "М Поверни этот отряд: Считай результат теста противника равным 1."),
    ("M: The result of the roll becomes 6. Use only if you have a Hero in this sector.",
     "М: Результат броска становится равным 6. Используется только если у тебя в этом секторе есть отряд героев."),
    ("M Discard 2 cards: Choose the result of your roll.", "М Сбрось 2 карты: Выбери результат своего броска."),
    ("M: Reroll a test. Use only if the result is 3 or less.",
     "М: Перебрось тест. Используется только если выпало 3 или меньше."),
    ("M: Your opponent rolls again. Use only if the result is 5 or more.",
     "М: Твой противник перебрасывает. Используется только если выпало 5 или больше."),
    ("M: Subtract X from your opponent's roll. X = the number of your Vehicle units in this sector.",
     "М: Вычти Х из броска противника. Х = число твоих отрядов техники в этом секторе."),
    ("M: Add 1 to the result of a variable roll for each enemy unit in this sector.",
     "М: Прибавь 1 к результату переменного броска за каждый отряд противника в этом секторе."),
    ("M Discard 1 card: Subtract X from the result of your opponent's roll. X = the die of the discarded card.",
     "М Сбрось 1 карту: Вычти Х из результата броска противника. Х = кубик сброшенной карты."),
    ("M: Add 2 to the result of the roll. Use only if you made the roll during shooting.",
     "М: Прибавь 2 к результату броска. Используется только если ты сделал бросок во время стрельбы."),
    ("M: Play after your opponent rolls. Reroll your opponent's roll.",
     "М: Играй после броска противника. Перебрось бросок противника."),
    ("M: Play after you roll. Add 1 to the result of the roll.",
     "М: Играй после своего броска. Прибавь 1 к результату броска."),
    ("M: Play before the result is known. Roll twice and use the higher result.",
     "М: Играй до того, как станет известен результат. Сделай бросок дважды и используй больший результат."),
    ("M: Play before the result is known. You add 1 to each of your rolls until the end of the battle.",
     "М: Играй до того, как станет известен результат. Прибавь 1 к каждому своему броску до конца сражения."),
    ("T: Your opponent subtracts 2 from each of their rolls until the end of the turn.",
     "Т: Твой противник вычитает 2 из каждого своего броска до конца хода."),
    ("R When a roll of your opponent is a 1: Your opponent discards 1 card at random.",
     "Р Когда на броске противника выпадает 1: Противник сбрасывает 1 случайную карту."),
    ("R When you roll a 6: This unit gets +1 assault.", "Р Когда у тебя выпадает 6: Этот отряд получает +1 к штурму."),
    ("WA: Roll a die. 1-2: Nothing happens. 3-6: Draw 2 cards.",
     "ВА: Сделай бросок. 1–2: Ничего не происходит. 3–6: Возьми 2 карты."),
    ("M: Subtract 1 from the result of the roll. Use only if the roll is made during an assault.",
     "М: Вычти 1 из результата броска. Используется только если бросок делается во время штурма."),
    ("M: Roll again and use the higher result.", "М: Перебрось и используй больший результат."),
    ("M Lock this unit: Your opponent rerolls and uses the lower result.",
     "М Поверни этот отряд: Противник перебрасывает и использует меньший результат."),
    ("M: Change the result of the roll to 6.", "М: Измени результат броска на 6."),
    ("M: Treat the roll as a 6.", "М: Считай, что выпало 6."),
    ("T: Your opponent's rolls get -1 until the end of the battle.", "Т: Броски противника получают -1 до конца сражения."),
    ("WA: Roll a die. If the result is 4 or more, draw 1 card.",
     "ВА: Сделай бросок. Если выпало 4 или больше, возьми 1 карту."),
    ("WA: Roll a die. If you roll 2 or less, destroy this unit. Otherwise, lock one enemy unit.",
     "ВА: Сделай бросок. Если на кубике выпало 2 или меньше, уничтожь этот отряд. Иначе поверни один отряд противника."),
    ("WA: Roll a die. 1-3: No effect. 4-6: Draw 1 card.", "ВА: Сделай бросок. 1–3: Нет эффекта. 4–6: Возьми 1 карту."),
    ("M: If the result is 1, roll again.", "М: Если выпало 1, перебрось."),
    ("M Discard 1 card: Add the die of the discarded card to the roll.",
     "М Сбрось 1 карту: Прибавь кубик сброшенной карты к результату броска."),
    ("M: Your opponent subtracts 2 from their roll.", "М: Противник вычитает 2 из своего броска."),
    ("T: Each player subtracts 1 from their rolls until the end of the turn.",
     "Т: Каждый игрок вычитает 1 из своих бросков до конца хода."),
    ("M: Your opponent's roll gets -1. Play only after your opponent rolls.",
     "М: Бросок противника получает -1. Играй только после броска противника."),
]


def test_if_the_result_is_n_or_more_is_a_table_of_two_lines():
    a = parse("WA: Roll a die. If the result is 4 or more, draw 1 card.")
    (roll,) = a.effects
    assert [(o.low, o.high, len(o.effects)) for o in roll.outcomes] == [(1, 3, 0), (4, 6, 1)]


@pytest.mark.parametrize(("en", "ru"), PAIRS, ids=[p[0][:50] for p in PAIRS])
def test_a_roll_part_reads_to_one_form_in_both_languages_and_round_trips(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a


TYPED = [   # players' typing: lower case, no colon, dashes, abbreviations
    ("m - treat the result of the roll as 6", ir.RollSet(value=6)),
    ("M discard 1 card - add X to your roll. X = the die of the discarded card", ir.RollAdd(amount=ir.X(), whose="own")),
    ("m: +X to the roll. x = the number of your Psykers in this sector", ir.RollAdd(amount=ir.X())),
    ("M: the result of a d6 roll becomes 2", ir.RollSet(value=2, of="d6")),
]


@pytest.mark.parametrize(("text", "effect"), TYPED, ids=[t[0][:40] for t in TYPED])
def test_typed_forms_read_the_same_parts(text, effect):
    assert parse(text).effects == [effect]


def test_the_parts_in_their_executable_form():
    a = parse("M: Play before the result is known. Your opponent rolls twice and uses the lower result.")
    assert a.before_result and a.effects == [ir.RollTwice(whose="opponent", keep="lower")]
    a = parse("M: Subtract 3 from the result of the roll. Use only if your opponent made the roll during a special assault.")
    assert a.conditions == [ir.Condition(mode="only_if", predicate=ir.RollMade(owner="enemy", during="special_assault"))]
    a = parse("R When a roll of yours is a 6: Draw 1 card.")
    assert a.trigger.event == "roll" and a.trigger.owner == "own"
    assert a.conditions == [ir.Condition(mode="only_if", predicate=ir.RollResult(value=6))]
    a = parse("M: Add 2 to the result of a test.")
    assert a.effects == [ir.RollAdd(amount=ir.Number(value=2), of="test")]


def test_a_roll_amount_stored_as_a_bare_number_still_reads():
    assert ir.RollAdd.model_validate({"op": "roll_add", "sign": -1, "amount": 2}).amount == ir.Number(value=2)


@pytest.mark.parametrize("text", [
    "M: Roll twice and use the lower result.",               # twice: only before the result is known
    "WA Lock this unit: Draw X cards. X = the die of the discarded card.",   # no discard among the costs
    "M: Add d6 to the result of the roll.",                  # a roll inside a roll's window
    "M: Your opponent subtracts 2 from your rolls until the end of the battle.",   # whose rolls: the subject's
    "М: Противник вычитает 1 из каждого твоего броска до конца сражения.",
    "M: Your opponent subtracts 2 from your roll.",
    "T: Draw 1 card. Use only if the result is 6.",          # "the roll": a modifier's or a roll reaction's only
    "WA (4+): Draw 1 card. If the result is 6, draw 1 card.",
])
def test_what_cannot_be_played_as_printed_is_refused(text):
    with pytest.raises(AbilityParseError):
        parse(text)
