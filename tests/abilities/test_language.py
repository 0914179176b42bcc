"""Each construct of the ability language, in English and in Russian, and the rulebook's quotes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse, parse_card_text, render

ROOT = Path(__file__).resolve().parents[2]
RULEBOOK = ROOT.parent / "shared" / "rules" / "horus-heresy-rules.ru.txt"


def both(en: str, ru: str) -> ir.Ability:
    a, b = parse(en, "en"), parse(ru, "ru")
    assert a == b, f"{en!r} and {ru!r} differ"
    return a


# ---------------------------------------------------------------- the docs table: every construct


def _doc_rows():
    text = (ROOT / "docs" / "abilities.md").read_text(encoding="utf-8")
    return re.findall(r"^\| ([^|`]+) \| `([^`]+)` \| `([^`]+)` \|$", text, flags=re.M)


DOC_ROWS = _doc_rows()


def test_docs_show_every_construct():
    assert len(DOC_ROWS) >= 60


@pytest.mark.parametrize(("label", "en", "ru"), DOC_ROWS, ids=[r[0] for r in DOC_ROWS])
def test_each_documented_construct_reads_the_same_in_both_languages(label, en, ru):
    both(en, ru)


# ---------------------------------------------------------------- meaning of each construct


def test_ability_types_in_both_languages():
    pairs = {"WA": ("WA: Draw 1 card.", "ВА: Возьми 1 карту."), "T": ("T: Draw 1 card.", "Т: Возьми 1 карту."),
             "R": ("R When you roll: Draw 1 card.", "Р Когда ты делаешь бросок: Возьми 1 карту."),
             "M": ("M: Roll again.", "М: Перебрось."), "A": ("A: Draw 1 card.", "Ш: Возьми 1 карту."),
             "E": ("E: Draw 1 card.", "С: Возьми 1 карту.")}
    for kind, (en, ru) in pairs.items():
        assert both(en, ru).kind == kind


def test_during_preparation_starts_a_preparation_ability_in_both_languages():
    a = both("During preparation: Draw 1 card.", "Во время подготовки: Возьми 1 карту.")
    assert a.kind == "preparation" and a.trigger is None and a.costs == []
    assert a.effects == [ir.Draw(count=ir.Number(value=1))]
    b = both("during the preparation step, (4+): lock one enemy unit",
             "Во время этапа подготовки, (4+): поверни один отряд противника")
    assert b.kind == "preparation" and b.costs == [ir.Test(value=ir.Number(value=4))]
    assert render(b, "en") == "During preparation, (4+): Lock one enemy unit."
    assert render(b, "ru") == "Во время подготовки, (4+): Поверни один отряд противника."


def test_a_preparation_ability_has_no_trigger_and_a_constant_one_no_costs():
    with pytest.raises(ValueError, match="no trigger"):
        ir.Ability(kind="preparation", trigger=ir.Trigger(event="roll", types=["card"]),
                   effects=[ir.Draw(count=ir.Number(value=1))])
    with pytest.raises(ValueError, match="no costs"):
        ir.Ability(kind="constant", costs=[ir.LockThis()], effects=[ir.Draw(count=ir.Number(value=1))])


@pytest.mark.parametrize("text, lang", [
    ("During preparation Draw 1 card.", "en"), ("during the preparation step - draw 1 card", "en"),
    ("Во время подготовки Возьми 1 карту.", "ru"), ("во время этапа подготовки - возьми 1 карту", "ru"),
])
def test_preparation_with_a_missing_or_dashed_colon_reads_as_printed(text, lang):
    printed = "During preparation: Draw 1 card." if lang == "en" else "Во время подготовки: Возьми 1 карту."
    assert parse(text, lang) == parse(printed, lang)


def test_preparation_without_its_effect_is_a_located_error():
    with pytest.raises(AbilityParseError) as err:
        parse("During preparation Draw", "en")
    assert err.value.line == 1 and err.value.column > 1


def test_text_without_a_type_is_a_constant_ability():
    a = both("+2 firepower versus Infantry.", "+2 к огневой мощи против пехоты.")
    assert a.kind == "constant"
    assert a.effects == [ir.Versus(stat="firepower", amount=2, keyword="Infantry")]


def test_costs_are_kept_in_printed_order():
    a = both("WA Lock 2 of your charging units, (3+): Destroy up to 3 enemy units.",
             "ВА Поверни 2 своих наступающих отряда, (3+): Уничтожь до 3 отрядов противника.")
    assert a.costs == [ir.LockUnits(count=2, state="charging"), ir.Test(value=ir.Number(value=3))]
    assert a.effects[0].target.quantity == "up_to" and a.effects[0].target.count == 3


def test_each_cost_kind():
    a = both("WA Lock this card, discard 1 card, discard the top 2 cards of your deck, (X+): Draw 1 card.",
             "ВА Поверни эту карту, сбрось 1 карту, сбрось 2 верхние карты своей колоды, (Х+): Возьми 1 карту.")
    assert [c.cost for c in a.costs] == ["lock_this", "discard", "discard_top", "test"]
    assert a.free_x


def test_destroy_all_with_state_keyword_and_stat_filters():
    a = both("WA: Destroy all enemy charging Infantry units with armor 3 or less.",
             "ВА: Уничтожь все наступающие отряды пехоты противника с броней 3 или меньше.")
    t = a.effects[0].target
    assert (t.quantity, t.owner) == ("all", "enemy")
    assert t.filters == [ir.StateFilter(state="charging"), ir.KeywordFilter(keyword="Infantry"),
                         ir.StatFilter(stat="armor", cmp="le", value=3)]


def test_flagless_and_flagged_filters():
    a = both("WA: Destroy one enemy flagless unit.", "ВА: Уничтожь один бесфлаговый отряд противника.")
    assert a.effects[0].target.filters == [ir.FlagsFilter(flagged=False)]
    b = both("WA: Lock one enemy flagged unit.", "ВА: Поверни один флаговый отряд противника.")
    assert b.effects[0].target.filters == [ir.FlagsFilter(flagged=True)]


@pytest.mark.parametrize("flt, word", [(ir.FlagsFilter(flagged=True), "флаговой"),
                                       (ir.FlagsFilter(flagged=False), "бесфлаговой"),
                                       (ir.StateFilter(state="ready"), "готовой"),
                                       (ir.StateFilter(state="charging"), "наступающей")])
def test_up_to_one_card_takes_the_feminine_genitive_in_russian(flt, word):
    a = ir.Ability(kind="WA", effects=[ir.Destroy(target=ir.Choose(quantity="up_to", count=1, owner="enemy",
                                                                   types=["card"], filters=[flt]))])
    text = render(a, "ru")
    assert f"до 1 {word} карты" in text
    assert parse(text, "ru") == a


def test_targets_restricted_to_ships_when_the_text_names_ships():
    a = both("WA (5+): Destroy one enemy ship.", "ВА (5+): Уничтожь один корабль противника.")
    assert a.effects[0].target.types == ["ship"]


def test_stat_changes_with_d6_x_and_duration():
    a = both("T: Any unit gets +d6 armor.", "Т: Любой отряд получает +d6 к броне.")
    assert a.effects[0].amount == ir.D6() and a.effects[0].duration == "war_action"
    b = both("T: All your units get -1 speed until the end of the battle.",
             "Т: Все твои отряды получают -1 к скорости до конца сражения.")
    assert (b.effects[0].sign, b.effects[0].duration, b.effects[0].target.owner) == (-1, "battle", "own")


def test_special_targets():
    refs = {
        ("T: This unit gets +1 armor.", "Т: Этот отряд получает +1 к броне."): "this",
        ("T: The blocking unit gets +2 armor.", "Т: Блокирующий отряд получает +2 к броне."): "blocking",
        ("T: The attacking card gets +1 assault.", "Т: Атакующая карта получает +1 к штурму."): "attacking",
        ("T: The defending card gets +1 armor.", "Т: Защищающаяся карта получает +1 к броне."): "defending",
    }
    for (en, ru), ref in refs.items():
        assert both(en, ru).effects[0].target.ref == ref


def test_infiltrate_from_each_source():
    for en_src, ru_src, source in (("hand", "своей руки", "hand"), ("deck", "своей колоды", "deck"),
                                   ("discard pile", "своего сброса", "discard")):
        a = both(f"WA: Infiltrate a flagged unit from your {en_src}.", f"ВА: Внедри флаговый отряд из {ru_src}.")
        assert a.effects[0] == ir.Infiltrate(source=source, filters=[ir.FlagsFilter(flagged=True)])


def test_counter_attack_granted():
    a = both("T Discard 1 card: This unit gets Counter-attack until the end of the battle.",
             "Т Сбрось 1 карту: Этот отряд получает контратаку до конца сражения.")
    assert a.effects[0] == ir.CounterAttack(target=ir.ThisCard(), duration="battle")


def test_x_definitions():
    a = both("WA (X+): Destroy one enemy unit. X = its armor.", "ВА (Х+): Уничтожь один отряд противника. Х = его броня.")
    assert a.x == ir.XStat(of="target", stat="armor") and not a.free_x
    b = both("T: Any unit gets +X armor. X = the number of your flagged units.",
             "Т: Любой отряд получает +Х к броне. Х = число твоих флаговых отрядов.")
    assert b.x == ir.XCount(owner="own", filters=[ir.FlagsFilter(flagged=True)])


def test_flag_events():
    a = both("E: Your opponent gets -2 flags in this battle.", "С: Твой противник получает -2 флага в этом сражении.")
    assert a.effects[0] == ir.FlagChange(player="opponent", sign=-1, amount=ir.Number(value=2))


def test_reaction_triggers():
    cases = {
        ("R When a unit of yours is destroyed: Draw 1 card.",
         "Р Когда твой отряд уничтожен: Возьми 1 карту."): ("destroyed", "own"),
        ("R When an enemy unit is blocked: Draw 1 card.",
         "Р Когда отряд противника заблокирован: Возьми 1 карту."): ("blocked", "enemy"),
        ("R When an enemy unit charges: Lock that unit.",
         "Р Когда отряд противника наступает: Поверни тот отряд."): ("charges", "enemy"),
        ("R When your opponent plays a card: Draw 1 card.",
         "Р Когда твой противник играет карту: Возьми 1 карту."): ("played", "enemy"),
        ("R When a roll is made: Draw 1 card.", "Р Когда делается бросок: Возьми 1 карту."): ("roll", "any"),
    }
    for (en, ru), (event, owner) in cases.items():
        t = both(en, ru).trigger
        assert (t.event, t.owner) == (event, owner)


def test_roll_modifiers():
    assert both("M: Add 2 to the result of the roll.", "М: Прибавь 2 к результату броска.").effects == [ir.RollAdd(amount=2)]
    assert both("M: Subtract 1 from the result of the roll.", "М: Вычти 1 из результата броска.").effects == [
        ir.RollAdd(sign=-1, amount=1)]
    assert both("M: Roll again.", "М: Перебрось.").effects == [ir.Reroll()]


def test_conditions_use_only_if_and_cannot_be_used_if():
    a = both("WA: Destroy one enemy unit. Use only if this unit is charging.",
             "ВА: Уничтожь один отряд противника. Используется только если этот отряд наступает.")
    assert a.conditions == [ir.Condition(mode="only_if", predicate=ir.ThisState(state="charging"))]
    b = both("WA: Draw 1 card. Cannot be used if your opponent has 2 or more flagged units.",
             "ВА: Возьми 1 карту. Не может использоваться, если у противника есть 2 или больше флаговых отрядов.")
    assert b.conditions[0].mode == "unless" and b.conditions[0].predicate.at_least == 2


def test_unlimited():
    a = both("T Discard 1 card: This unit gets +1 firepower. Unlimited.",
             "Т Сбрось 1 карту: Этот отряд получает +1 к огневой мощи. Неограниченно.")
    assert a.unlimited


# ---------------------------------------------------------------- natural variants


@pytest.mark.parametrize("text", [
    "WA: Destroy one enemy unit.", "WA: Destroy 1 enemy unit.", "WA: destroy ONE enemy unit",
    "wa: Destroy an enemy unit.", "WA : Destroy one enemy unit", "WA:  Destroy  one enemy unit.",
])
def test_english_variants_mean_the_same(text):
    assert parse(text) == parse("WA: Destroy one enemy unit.")


@pytest.mark.parametrize("text", [
    "t - this unit gets +1 as and +1 fp.", "T: This unit gets +1 AS and +1 FP.", "t: this unit +1 as, +1 fp",
])
def test_stat_abbreviations_in_any_case_mean_the_stat(text):
    assert parse(text) == parse("T: This unit gets +1 assault and +1 firepower.")


def test_lower_case_as_is_still_the_word_as_outside_a_stat():
    assert parse("T: This unit gets +1 assault as long as it is ready.") == parse(
        "T: This unit gets +1 assault while it is ready.")


@pytest.mark.parametrize("text", [
    "ВА: Уничтожь один отряд противника.", "ВА: Уничтожь 1 отряд противника", "ва: уничтожь ОДИН отряд противника.",
    "ВА : Уничтожь отряд противника.", "BA: Уничтожь один отряд противника.",
])
def test_russian_variants_mean_the_same(text):
    assert parse(text, "ru") == parse("ВА: Уничтожь один отряд противника.", "ru")


def test_yo_is_read_as_ye_and_number_words_work():
    assert parse("Т: Любой отряд получает +1 к броне. Неограниченно.", "ru") == parse(
        "Т: Любой отряд получает +1 к броне. Неограниченно", "ru")
    assert parse("ВА: Твой противник сбрасывает три карты.", "ru").effects[0].count == ir.Number(value=3)
    assert parse("WA: Your opponent discards three cards.").effects[0].count == ir.Number(value=3)
    a = parse("Ш: Уничтожь один отряд противника с броней 2 или меньше. "
              "Используется только если сражение идёт на Просперо.", "ru")
    assert a.conditions[0].predicate == ir.OnPlanet(planet="prospero")


def test_a_card_box_with_two_abilities():
    abilities = parse_card_text("+1 armor versus Daemon.\nWA (5+): Draw 1 card.")
    assert [a.kind for a in abilities] == ["constant", "WA"]


def test_render_gives_canonical_text():
    a = parse("wa (5+): draw one card")
    assert render(a, "en") == "WA (5+): Draw 1 card."
    assert render(a, "ru") == "ВА (5+): Возьми 1 карту."


@pytest.mark.parametrize("text, printed", [
    ("WA: Lock two enemy units. They get -1 armor until the end of the battle.",
     "WA: Lock 2 enemy units. They get -1 armor until the end of the battle."),
    ("T: Ready up to two of your units. They cannot block this war action.",
     "T: Ready up to 2 of your units. They cannot block."),
    ("T: Ready one of your units. It cannot block this war action.", "T: Ready one of your units. It cannot block."),
])
def test_it_after_a_choice_agrees_with_the_number_chosen(text, printed):
    a = parse(text)
    assert render(a, "en") == printed
    assert parse(printed) == a


# ---------------------------------------------------------------- the rulebook's quoted abilities


def _rulebook_quotes() -> list[str]:
    text = RULEBOOK.read_text(encoding="utf-8")
    quotes = [q.strip() for q in re.findall(r"«([^»]+)»", text)]
    ability = re.compile(r"^(ВА|Т|T|Р|М|Ш|С)\s*(:|\(.*\)\s*:)\s*\S|^(ВА|Т|T|Р|М|Ш|С)\s+[А-ЯЁа-яё]+.*:\s*\S|^\+\d")
    return [q for q in quotes if ability.match(q)]


QUOTES = _rulebook_quotes() if RULEBOOK.exists() else []


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook is not beside the repository")
def test_the_rulebook_quotes_many_abilities():
    assert len(QUOTES) >= 20


@pytest.mark.parametrize("quote", QUOTES)
def test_every_ability_quoted_in_the_rulebook_parses_in_russian(quote):
    parse(quote, "ru")


# English equivalents of the rulebook's examples, paired with what the Russian one means.
ENGLISH_EQUIVALENTS = [
    ("WA (5+): Draw 1 card.", "ВА (5+): Возьми 1 карту."),
    ("T: Any unit gets +d6 armor.", "T : Любой отряд получает + d 6 к броне."),
    ("WA: Destroy one enemy unit.", "ВА : Уничтожь один отряд противника."),
    ("T: Any blocking unit +2 armor", "Т : Любой блокирующий отряд +2 к броне"),
    ("T: Any unit gets +1 firepower", "Т : Любой отряд получает +1 к огневой мощи"),
    ("A: Draw 2 cards", "Ш : Возьми 2 карты"),
    ("A: Lock two enemy units", "Ш : Поверни два отряда противника"),
    ("A: Your opponent discards 3 cards", "Ш : Твой противник сбрасывает 3 карты"),
    ("WA: Lock one enemy unit", "ВА : Поверни один отряд противника"),
    ("WA: Lock all enemy units", "ВА : Поверни все отряды противника"),
    ("WA Lock 2 of your charging units, (3+): Destroy up to 3 enemy units.",
     "ВА Поверни 2 своих наступающих отряда, (3+): Уничтожь до 3 отрядов противника."),
    ("T Discard one card: This unit gets +1 firepower. Unlimited.",
     "Т Сбрось одну карту: Этот отряд получает +1 к огневой мощи. Неограниченно."),
    ("+2 firepower versus Infantry.", "+2 к огневой мощи против пехоты."),
    ("WA (X+): Destroy one enemy unit. X = its armor.", "ВА (Х+): Уничтожь один отряд противника. Х = его броне."),
    ("T (X+): Any unit gets +X firepower.", "Т (Х+): Любой отряд получает +Х к огневой мощи."),
]


@pytest.mark.parametrize(("en", "ru"), ENGLISH_EQUIVALENTS)
def test_rulebook_examples_have_english_equivalents(en, ru):
    assert parse(en, "en") == parse(ru, "ru")


# ---------------------------------------------------------------- located errors


@pytest.mark.parametrize(("text", "lang", "line", "column", "expected"), [
    ("WA (5+): Draw 1 bread.", "en", 1, 17, '"card"'),
    ("T: Any unit gets +1 flavour.", "en", 1, 21, '"armor"'),
    ("WA: Destroy", "en", 1, 12, '"one"'),
    ("ВА (5+): Возьми\n 1 бутерброд", "ru", 2, 4, '"карта"'),
    ("Т: Любой отряд получает +1 к", "ru", 1, 29, '"броня"'),
])
def test_malformed_text_gives_line_column_and_what_was_expected(text, lang, line, column, expected):
    with pytest.raises(AbilityParseError) as err:
        parse(text, lang)
    assert (err.value.line, err.value.column) == (line, column)
    assert expected in err.value.expected
    assert f"line {line}, column {column}" in err.value.message


@pytest.mark.parametrize("text", ["", "   ", "Unlimited.", "WA: X = its armor.", "+1 armor versus", "+0 armor versus Infantry."])
def test_text_without_an_effect_or_with_a_bad_bonus_is_an_error_not_a_crash(text):
    with pytest.raises(AbilityParseError):
        parse(text)


def test_unknown_language_is_refused():
    with pytest.raises(ValueError):
        parse("WA: Draw 1 card.", "de")


def test_any_blocking_unit_is_a_choice_and_the_blocking_unit_is_not():
    # Alpha 4: "any" asks the player to choose, so the ability needs a unit that blocks
    for lang, any_, the in (("en", "T: Any blocking unit gets +2 armor.", "T: The blocking unit gets +2 armor."),
                            ("ru", "Т: Любой блокирующий отряд получает +2 к броне.",
                             "Т: Блокирующий отряд получает +2 к броне.")):
        assert parse(any_, lang).effects[0].target.choice is True
        assert parse(the, lang).effects[0].target.choice is False
        assert render(parse(any_, lang), lang) == any_ and render(parse(the, lang), lang) == the


def test_that_unit_in_a_reactions_condition_is_the_trigger_card_and_it_is_the_card_named_last():
    en = parse("R When an enemy unit is destroyed: Destroy the attacking card. Use only if that unit is a Vehicle card.")
    ru = parse("Р Когда уничтожен отряд противника: Уничтожь атакующую карту. Используется только если тот отряд — "
               "карта техники.", "ru")
    assert en == ru and en.conditions[0].predicate.of == "trigger"
    it = parse("R When an enemy unit is destroyed: Destroy the attacking card. Use only if it is a Vehicle card.")
    assert it.conditions[0].predicate.of == "attacking"


def test_look_at_the_top_and_discard_any_number_of_them():
    a = parse("WA: Look at the top 3 cards of your deck and discard any number of them.")
    assert (a.effects[0].op, a.effects[0].then) == ("look_top", "discard")
    assert parse(render(a, "en")) == a


def test_a_keyword_the_lexicon_lacks_reads_when_written_as_a_set_prints_it():
    """A new set's keyword, capitalised inside a sentence before a noun or in the plural, is a keyword;
    a capitalised word alone (a card's name) is not one, and is refused rather than read as a keyword."""
    a = parse("WA: Destroy one enemy Contemptor unit.")   # (Dreadnought is in the lexicon since g8)
    assert a.effects[0].target.filters[0].keyword == "Contemptor"
    assert parse("T: One of your Librarians gets +2 firepower.").effects[0].target.filters[0].keyword == "Librarian"
    assert parse("Your Custodes Guard units get +1 armor.").effects[0].target.filters[0].keyword == "Custodes Guard"
    assert parse(render(a, "en")) == a and render(a, "en") == 'WA: Destroy one enemy "Contemptor" unit.'
    with pytest.raises(AbilityParseError):
        parse("R When this unit is destroyed: Return Abaddon to your hand.")


@pytest.mark.parametrize("en, ru", [
    ("Other Death Guard units in this sector get +1 armor.", "Другие отряды Гвардии Смерти в этом секторе получают +1 к броне."),
    ("Your other units get +1 armor.", "Другие твои отряды получают +1 к броне."),
    ("T: Another unit of yours gets +1 armor.", "Т: Другой твой отряд получает +1 к броне."),
])
def test_other_before_a_plural_noun_is_all_the_others_and_before_a_singular_one_is_one(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    target = a.effects[0].target
    assert target.other and (target.quantity == "all") == ("units" in en)


@pytest.mark.parametrize("en, ru", [
    ("While this unit is in play, each player's Psyker units get -1 armor.",
     "Пока этот отряд в игре, отряды псайкеров каждого игрока получают -1 к броне."),
    ("T: Each player's units in this sector get +1 armor.", "Т: Отряды каждого игрока в этом секторе получают +1 к броне."),
])
def test_each_players_cards_are_everyones(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a and a.effects[0].target.owner == "any" and a.effects[0].target.quantity == "all"


def test_the_fleet_named_before_the_count_in_russian_counts_ships():
    en = parse("T: This unit gets +1 armor. Use only if you have 2 or more ships in your fleet.", "en")
    assert parse("Т: Этот отряд получает +1 к броне. Используется только если у тебя во флоте 2 или больше кораблей.",
                 "ru") == en
    with pytest.raises(AbilityParseError):   # a fleet area holds ships only
        parse("Т: Этот отряд получает +1 к броне. Используется только если у тебя во флоте есть отряд.", "ru")


@pytest.mark.parametrize("lang, text", [("en", "T: This unit gets +{} armor."), ("ru", "Т: Этот отряд получает +{} к броне.")])
def test_a_number_no_card_prints_is_refused_not_a_crash(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text.format("9" * 5000), lang)
    assert parse(text.format("002"), lang) == parse(text.format("2"), lang)
