"""Kinds of issue 24 written by helper g15c (session 15; tests/abilities/kinds/g15c*_*.txt, line N the same card
in both languages).

Reminder text after ANY effect (abilities/reminders.py, generalised from the three keywords): a rule of the
rulebook restated in parentheses after the word that names it — infiltration ("(it enters play ready)" /
«(он входит в игру готовым)»), a roll ("(discard the top card of your deck and use its die)" / «(сбрось верхнюю
карту колоды и используй ее кубик)»), ships in preparation, a won sector, a tie after "more" — is left out: the
card reads and plays as without it. A parenthesis that tells the rule with one word changed ("(it enters play
locked)") is refused with that word, in both languages.

States and places: "has" / «имеет» with a signed change is "gets" ("While this unit is charging, it has +2 assault");
"Return 1 enemy ship to the top of its owner's deck" / «Верни ... на верх колоды владельца» is "put ... on top of".
The ``_aside`` files were written with the material and measured only."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.ability_corpus import measure
from heresy_app.abilities import AbilityParseError, parse
from heresy_app.abilities.reasons import reason
from heresy_app.abilities.reminders import reminder_spans
from tests.abilities import kind_material as km
from tests.engine.printed import card, game

KINDS = Path(__file__).resolve().parent / "kinds"


def test_the_material_reads_as_one_form_in_both_languages():
    km.check_reads_as_one_form("g15c", 20)
    figures = measure(str(KINDS / "g15c"))
    km.check_one_form(figures)
    km.check_played(figures)


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("WA: Infiltrate 1 Infantry unit from your hand (it enters play ready).",
     "ВА: Внедри 1 отряд пехоты из своей руки (он входит в игру готовым).",
     "WA: Infiltrate 1 Infantry unit from your hand."),
    ("WA Lock this unit: Infiltrate 1 unit from your discard pile into this sector (put it into play ready).",
     "ВА Поверни этот отряд: Внедри в этот сектор 1 отряд из своего сброса (он вводится в игру готовым).",
     "WA Lock this unit: Infiltrate 1 unit from your discard pile into this sector."),
    ("T Discard 1 card: Infiltrate 1 Vehicle unit from your hand (infiltrated units enter play ready).",
     "Т Сбрось 1 карту: Внедри 1 отряд техники из своей руки (внедренные отряды входят в игру готовыми).",
     "T Discard 1 card: Infiltrate 1 Vehicle unit from your hand."),
    ("M Lock this unit: Reroll a test (discard the top card of your deck and use its die).",
     "М Поверни этот отряд: Перебрось тест (сбрось верхнюю карту своей колоды и используй ее кубик).",
     "M Lock this unit: Reroll a test."),
    ("M: Roll again (discard the top card of your deck and take its die as the new result).",
     "М: Перебрось бросок (сбрось верхнюю карту своей колоды, ее кубик — новый результат).",
     "M: Roll again."),
    ("Ship abilities cannot be used in this sector. (Ships still go to the fleet area during preparation.)",
     "В этом секторе нельзя использовать способности кораблей. (Во время подготовки корабли все равно "
     "отправляются в зону флота.)",
     "Ship abilities cannot be used in this sector."),
    ("E: The player who controls more Infantry units in this sector gets +1 flag (on a tie, neither player does).",
     "С: Игрок, у которого больше отрядов пехоты в этом секторе, получает +1 флаг (при равенстве — никто).",
     "E: The player who controls more Infantry units in this sector gets +1 flag."),
    ("Counter-attack (when an attack damages this unit, it deals damage of the same kind back).",
     "Контратака (получив повреждения от атаки, этот отряд отвечает тем же видом повреждений).",
     "Counter-attack."),
])
def test_a_restated_rule_reads_as_the_ability_without_it(en, ru, plain):
    km.check_plain_form(en, ru, plain)


@pytest.mark.parametrize(("lang", "text", "word"), [
    # the rule told with one word changed: the card says something the rule does not
    ("en", "WA: Infiltrate 1 unit from your hand (it enters play locked).", "locked"),
    ("ru", "ВА: Внедри 1 отряд из своей руки (он входит в игру повернутым).", "повернутым"),
    ("en", "WA: Infiltrate 1 unit from your hand (it enters that sector ready).", "that"),
    ("en", "M: Reroll a test (use the die of the bottom card of your deck).", "bottom"),
    ("ru", "М: Перебрось тест (используй кубик нижней карты своей колоды).", "нижней"),
    ("en", "E: The player who controls more units in this sector gets +1 flag (on a tie, both players do).", "both"),
])
def test_a_changed_rule_is_refused_with_the_word(lang, text, word):
    with pytest.raises(AbilityParseError, match="says more than the rule of") as exc:
        parse(text, lang)
    assert f"'{word}'" in str(exc.value) and exc.value.column == text.index(word) + 1
    assert "говорит больше, чем правило" in reason(str(exc.value).split(": ", 1)[1], "ru")


@pytest.mark.parametrize(("lang", "text"), [
    # not a rule's words: the grammar's to read (an amount, a definition of X, a limit)
    ("en", "R: When your opponent blocks, the blocking unit gets -1 armor for each of your units (up to -3)."),
    ("en", "WA: Infiltrate X units from your hand (X is the number of your Heroes in this sector)."),
    ("en", "T (4+): Reroll a test."),
    ("ru", "ВА: Внедри Х отрядов из своей руки (Х — количество твоих героев в этом секторе)."),
])
def test_a_parenthesis_that_is_not_a_rule_is_left_to_the_grammar(lang, text):
    assert reminder_spans(text, lang) == []


def test_a_reminder_names_its_rule_only_in_its_own_clause():
    # the roll is named in the first sentence, the parenthesis closes a clause about a unit: not a roll's reminder
    text = "M: Reroll a test. This unit gets +1 armor (discard the top card of your deck)."
    assert reminder_spans(text, "en") == []


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Infiltrate 1 Infantry unit from your hand (it enters play ready)."),
    ("ru", "ВА: Внедри 1 отряд пехоты из своей руки (он входит в игру готовым)."),
])
def test_the_infiltrated_unit_enters_this_sector_ready(lang, text):
    g, c = game(("me", card(parse(text, lang).model_dump(mode="json")), 0, "sector", 0),
                ("e", card(), 1, "sector", 0), ("inf", card(keywords=("Infantry",)), 0, "hand"))
    g.apply(("play", c["me"], 0))
    if any(d[0] == "choose" for d in g.legal_decisions()):
        g.apply(("choose", c["inf"]))
    assert g.zone_of(c["inf"]) == "sector:0"
    assert g.position_of(c["inf"]) == "ready"


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("While this unit is charging, it has +2 assault and -1 armor.",
     "Пока этот отряд наступает, он имеет +2 к штурму и -1 к броне.",
     "While this unit is charging, it gets +2 assault and -1 armor."),
    ("T: The defending unit has +2 armor until the end of the battle.",
     "Т: Защищающийся отряд имеет +2 к броне до конца боя.",
     "T: The defending unit gets +2 armor until the end of the battle."),
    ("WA: Return 1 enemy ship to the top of its owner's deck.",
     "ВА: Верни 1 корабль противника на верх колоды владельца.",
     "WA: Put 1 enemy ship on top of its owner's deck."),
])
def test_has_is_gets_and_return_to_the_top_is_put_on_top(en, ru, plain):
    km.check_plain_form(en, ru, plain)


def test_has_without_a_signed_change_is_not_gets():
    # "has" of a card's keyword or a player's flags is a condition, not a change
    with pytest.raises(AbilityParseError):
        parse("If you have +1 flag, draw 1 card.", "en")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Return 1 enemy unit in this sector to the top of its owner's deck."),
    ("ru", "ВА: Верни 1 отряд противника в этом секторе на верх колоды его владельца."),
])
def test_the_returned_unit_goes_on_top_of_its_owners_deck(lang, text):
    g, c = game(("me", card(parse(text, lang).model_dump(mode="json")), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    if any(d[0] == "choose" for d in g.legal_decisions()):
        g.apply(("choose", c["e"]))
    assert g.zone_of(c["e"]) == "deck"
    assert g.decks[1][-1] == c["e"]   # the top: the next card drawn (state.py pops the end)


def test_the_aside_material_reads_without_tuning():
    aside = measure(str(KINDS / "g15c_aside"))
    assert aside["en"][0] >= 5 and aside["ru"][0] >= 6
    km.check_one_form(aside)
    km.check_played(aside)
