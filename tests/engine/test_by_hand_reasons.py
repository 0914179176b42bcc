"""Nothing is lost when the language cannot read a line (issue 24 item 3): a card whose two
languages disagree is never played in one of them; one that reads in one language only is played
as that one reads, and the log says so; every ability left to the players says why, in the
user's language, with where each text stopped and what was expected there."""

from __future__ import annotations

import re

import pytest

from heresy_app.abilities import ir_for_card, parse
from heresy_app.abilities.reading import read
from heresy_app.cards.model import Card
from heresy_app.engine import describe, from_position, log_lines, pool_deck
from heresy_app.engine.catalog import catalog_for, manual_abilities

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def _unit(cid, abilities, command=None):
    return Card(id=cid, rarity="common", type="unit", side="loyalist", flags=1, firepower=2, assault=3, speed=2,
                armor=2, die=4, name={"en": "Polyglot", "ru": "Полиглот"},
                abilities=[{"en": en, "ru": ru} for en, ru in abilities],
                command=command or {"type": "T", "en": "T: Any unit gets +1 armor.",
                                    "ru": "Т: Любой отряд получает +1 к броне."})


DISAGREE = ("WA: Draw 1 card.", "ВА: Возьми 2 карты.")
ONLY_RU = ("WA: Take one card from your deck, friend.", "ВА: Возьми 1 карту.")
ONLY_EN = ("WA: Draw 1 card.", "ВА: Возьми карту, друг, из своей колоды.")
NEITHER = ("This unit cannot block, for its oath forbids it.", "Этот отряд не может блокировать: клятва запрещает.")


def test_these_texts_read_as_the_tests_below_need():
    """Else the tests below prove nothing: when the language grows to read one, change its text."""
    assert parse(DISAGREE[0], "en") != parse(DISAGREE[1], "ru")
    assert read(*ONLY_RU).lang == "ru" and read(*ONLY_EN).lang == "en"
    assert read(*NEITHER).ability is None and not read(*NEITHER).disagree


def test_texts_that_read_into_different_forms_are_played_in_neither_language():
    card = ir_for_card(_unit("TST-961", [DISAGREE]))
    assert card.abilities[0].ir is None
    [m] = manual_abilities(card)
    assert (m.index, m.kind, m.parsed, m.why) == (0, "WA", True, "disagree")
    assert "English and Russian texts say different things" in m.reason("en")
    assert "английский и русский тексты говорят разное" in m.reason("ru")
    # the two readings are both named, in the words asked for
    assert "Draw 1 card" in m.reason("en") and "Draw 2 cards" in m.reason("en")
    assert "Возьми 1 карту" in m.reason("ru") and "Возьми 2 карты" in m.reason("ru")


def test_a_card_without_a_stored_form_is_read_by_the_same_policy_in_a_game():
    cat = catalog_for(None).with_cards([_unit("TST-962", [DISAGREE, ONLY_RU, ONLY_EN])])
    t = cat.template("TST-962")
    assert t.abilities[0] is None and t.by_hand[0].why == "disagree"
    assert t.abilities[1] is not None and t.abilities[1].ir == parse(ONLY_RU[1], "ru").model_dump(mode="json")
    assert t.abilities[2] is not None and t.abilities[2].ir == parse(ONLY_EN[0], "en").model_dump(mode="json")


def test_a_command_line_whose_texts_disagree_is_left_to_the_players():
    card = _unit("TST-963", [], command={"type": "T", "en": "T: Any unit gets +1 armor.",
                                         "ru": "Т: Любой отряд получает +2 к броне."})
    assert ir_for_card(card).command.ir is None
    [m] = manual_abilities(card)
    assert (m.index, m.kind, m.why) == (-1, "T", "disagree")


def test_an_unread_ability_says_where_each_text_stopped_and_what_was_expected_in_both_languages():
    [m] = manual_abilities(_unit("TST-964", [NEITHER]))
    assert (m.kind, m.parsed, m.why) == ("constant", False, "unread")
    en, ru = m.reason("en"), m.reason("ru")
    f_en, f_ru = sorted(m.reading.refusals)     # where each text stopped, as the parser says it
    assert en.startswith("the ability language does not read this text — ")
    assert f"the English text: line 1, column {f_en.column}: unexpected '{f_en.found}'; expected " in en
    assert f"the Russian text: line 1, column {f_ru.column}: unexpected '{f_ru.found}'; expected " in en
    assert ru.startswith("язык способностей не читает этот текст — ")
    assert f"английский текст: строка 1, столбец {f_en.column}: не ожидалось «{f_en.found}»; ожидалось: " in ru
    assert f"русский текст: строка 1, столбец {f_ru.column}: не ожидалось «{f_ru.found}»; ожидалось: " in ru
    assert "line" not in ru and "expected" not in ru
    assert f_en.expected and f_en.expected[0] in en     # the grammar's own words stay as they are


def test_a_text_that_ends_too_early_says_so_in_both_languages():
    [m] = manual_abilities(_unit("TST-965", [("WA: Destroy", "ВА: Уничтожь")]))
    assert "the text ends too early; expected" in m.reason("en")
    assert "текст обрывается; ожидалось:" in m.reason("ru")


def _game_with(card):
    cat = catalog_for(None).with_cards([card])
    loyal, traitor = pool_deck("loyalist"), pool_deck("traitor")
    specs = ([{"id": card.id, "owner": 0, "zone": "sector", "sector": 0}]
             + [{"id": c, "owner": 0, "zone": "deck"} for c in loyal[:5]]
             + [{"id": traitor[0], "owner": 1, "zone": "sector", "sector": 0}]
             + [{"id": c, "owner": 1, "zone": "deck"} for c in traitor[1:6]])
    return from_position(specs, battle=0, first=0, attacker=0, to_act=0, db=cat)


def test_an_ability_only_the_russian_text_reads_is_logged_as_the_russian_text_reads():
    g = _game_with(_unit("TST-966", [ONLY_RU]))
    play = next(d for d in g.legal_decisions() if d[0] == "play")
    assert "the engine plays the Russian text: «ВА: Возьми 1 карту.»" in describe(g, play, "en")
    assert "Take one card" not in describe(g, play, "en")
    g.apply(play)
    en = [m for _, m in log_lines(g, "en") if "Polyglot" in m][-1]
    ru = [m for _, m in log_lines(g, "ru") if "Полиглот" in m][-1]
    assert "WA: Draw 1 card. (the engine plays the Russian text: «ВА: Возьми 1 карту.»)" in en
    assert ru.endswith("ВА: Возьми 1 карту.")   # the Russian runs: shown as printed


def test_an_ability_only_the_english_text_reads_is_logged_in_russian_as_the_english_reads():
    g = _game_with(_unit("TST-967", [ONLY_EN]))
    play = next(d for d in g.legal_decisions() if d[0] == "play")
    ru = describe(g, play, "ru")
    assert "движок разыгрывает английский текст: «WA: Draw 1 card.»" in ru and "друг" not in ru
    assert describe(g, play, "en").endswith("WA: Draw 1 card.")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_shipped_pool_has_no_pair_of_texts_that_disagree(lang):
    from heresy_app.cards.db import CardDB

    for card in CardDB(user=False).all_cards():
        for m in manual_abilities(card) if card.type.value != "sector" else ():
            assert m.why != "disagree", (card.id, m.reason(lang))
