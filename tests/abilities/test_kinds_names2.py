"""Issue 24 (g16): the name and trait lines a card's text starts with (tests/abilities/kinds/names2_*.txt,
line N the same card in both languages; names2_aside_* kept aside while the parts were written).

A leading sentence made only of name words is the card's keyword: with words the grammar knows inside
("Command Post", "Assault Ship", «Штурмовой корабль»), roman numerals ("Isstvan III"), typed in lower case
with double spaces between the lines ("gun emplacement  WA lock ..."); a run of known keywords is each of them
("white scars bike"), a keyword that is a rule of the card stands alone ("unique relic"). An ability written
tersely ("cant be assaulted", «нельзя штурмовать») and a known constant ("Unlimited.") keep their meaning,
and a sentence that is neither is refused, never read as a name."""

from __future__ import annotations

import json
import re

import pytest

from heresy_app.abilities import ir_for_card
from heresy_app.abilities.lexicon import keyword_en
from heresy_app.cards.model import Card
from tests.abilities import kind_material as km

# before the parts (main at f1f7cac): names2 en 10 / ru 5 of 26; the aside en 7 / ru 2 of 12.
# after: names2 26 / 26; the aside en 12 / ru 11 of 12 («Команда охотников за головами»: a preposition in
# a name is refused)
FLOOR = {"names2": 26, "names2_aside": 11}


def _keywords(forms) -> list[str]:
    return re.findall(r'"keyword": "([^"]*)"', json.dumps([f.model_dump(mode="json") for f in forms],
                                                          ensure_ascii=False))


@pytest.mark.parametrize("name", ["names2", "names2_aside"])
def test_the_material_reads_in_each_language_as_one_form(name):
    km.check_reads_as_one_form(name, FLOOR[name], split=True, names=True)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    km.check_reads_back("names2", lang, which="own", split=True)


@pytest.mark.parametrize(("text", "lang", "names"), [
    ("Command Post. WA Lock this asset: Draw 1 card.", "en", ["Command Post"]),
    ("Командный пункт. ВА Поверни этот ресурс: Возьми 1 карту.", "ru", ["Командный пункт"]),
    ("Isstvan III. Desert. Counter-attack.", "en", ["Isstvan III", "Desert", "Counter-attack"]),
    ("Истваан III. Пустыня. Контратака.", "ru", ["Истваан III", "Пустыня", "Counter-attack"]),
    ("Blood Angels. Assault Infantry. Counter-attack.", "en", ["Blood Angels", "Assault Infantry"]),
    ("Кровавые Ангелы. Штурмовая пехота. Контратака.", "ru", ["Blood Angels", "Штурмовая пехота"]),
    ("white scars bike. WA lock this unit: destroy 1 enemy bike unit", "en", ["White Scars", "Bike"]),
    ("белые шрамы мотоциклы. ВА поверни этот отряд: уничтожь 1 отряд мотоциклов противника", "ru",
     ["White Scars", "Bike"]),
    ("psyker  thousand sons. T: draw 1 card", "en", ["Psyker", "Thousand Sons"]),
    ("infiltrate  alpha legion  T: draw 1 card", "en", ["Infiltrate", "Alpha Legion"]),
    ("внедрение  альфа легион  Т: возьми 1 карту", "ru", ["Infiltrate", "Alpha Legion"]),
    ("unique relic  WA lock this asset: draw 2 cards", "en", ["Unique", "Relic"]),
    ("уникальный реликвия  ВА поверни этот ресурс: возьми 2 карты", "ru", ["Unique", "Реликвия"]),
    ("gun emplacement  WA lock this asset: lock 1 enemy vehicle unit", "en", ["Gun Emplacement"]),
    ("огневая точка  ВА поверни этот ресурс: поверни 1 отряд техники противника", "ru", ["Огневая точка"]),
    ("white scars bike.", "en", ["White Scars", "Bike"]),             # a line alone, cut into its keywords
    ("белые шрамы мотоциклы", "ru", ["White Scars", "Bike"]),
    ("Unique Relic.", "en", ["Unique", "Relic"]),
    ("Mechanicum. Void Shield Generator. Counter-attack.", "en", ["Void Shield Generator"]),
    ("Механикум. Генератор пустотного щита. Контратака.", "ru", ["Генератор пустотного щита"]),
])
def test_a_name_line_is_the_cards_keyword(text, lang, names):
    forms = km.split_forms(text, lang)
    assert forms is not None, text
    found = _keywords(forms)
    for name in names:
        assert name in found, (text, found)
    assert all(keyword_en(k) is not None or k in names for k in found), (text, found)


@pytest.mark.parametrize(("text", "lang"), [
    ("Unlimited.", "en"), ("Неограниченно.", "ru"),                # a known word keeps its meaning
    ("Unblockable.", "en"), ("Неблокируемый.", "ru"),            # a trait we cannot read: no name
    ("cant be assaulted", "en"), ("нельзя штурмовать", "ru"),
    ("no retreating from this sector", "en"), ("из этого сектора нельзя отступать", "ru"),
    ("Flagless Infantry.", "en"), ("Enemy Infantry.", "en"),    # a card's state or owner: no name
    ("Your Unit.", "en"), ("Твой отряд.", "ru"), ("Ready.", "en"), ("Two Units.", "en"), ("Два отряда.", "ru"),
    ("isstvan III  no retreating from this sector", "en"),     # Isstvan III only (a planet: below)
    ("Units in this sector get +1 armor. Desert.", "en"),        # a name's line only leads the text
    ("Отряды в этом секторе получают +1 к броне. Пустыня.", "ru"),
    ("WA: Draw 1 card. Desert.", "en"),
])
def test_an_ability_or_a_sentence_that_is_none_is_never_read_as_a_name(text, lang):
    forms = km.split_forms(text, lang)
    if forms is None:
        return    # refused: never misread
    names = [k for k in _keywords(forms) if keyword_en(k) is None and k != "Isstvan III"]
    assert not names, (text, names)


def test_terse_abilities_after_a_name_keep_their_meaning():
    forms = km.split_forms("citadel  fortification. cant be assaulted.", "en")
    assert forms is not None and "Citadel" in _keywords(forms)
    assert '"unassaultable"' in json.dumps([f.model_dump(mode="json") for f in forms])
    assert km.split_forms("цитадель  укрепление. нельзя штурмовать.", "ru") is not None


def test_the_engine_has_the_name_lines_keywords():
    """The keyword lines of a card's text are its keywords in a game (engine.catalog), read from either
    language (the two texts are one form but for the names we cannot translate)."""
    from heresy_app.engine.catalog import catalog_for
    from heresy_app.engine.restriction_effects import has_keyword  # noqa: F401 - what the effects ask

    card = Card(id="TST-1601", rarity="common", type="unit", side="loyalist", flags=1, firepower=2, assault=3,
                speed=2, armor=2, die=4, name={"en": "Veteran", "ru": "Ветеран"},
                abilities=[{"en": "Blood Angels. Assault Infantry. Counter-attack.",
                            "ru": "Кровавые Ангелы. Штурмовая пехота. Контратака."},
                           {"en": "gun emplacement  T: draw 1 card", "ru": "огневая точка  Т: возьми 1 карту"}],
                command={"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."})
    stored = ir_for_card(card)
    assert all(ab.ir is not None for ab in stored.abilities), [(ab.en, ab.ir) for ab in stored.abilities]
    t = catalog_for(None).with_cards([stored]).template("TST-1601")
    assert {"blood angels", "assault infantry", "gun emplacement", "counter-attack"} <= t.keywords
    assert {"штурмовая пехота", "огневая точка"} <= t.keywords   # the card's keywords in both languages
    assert t.counter


def test_the_card_carries_its_name_lines_as_keywords_in_both_languages():
    """What a card's keywords are used for (the board, the database's search, keyword_matches) sees the
    names its keyword lines give it, each in both languages; known keywords and names it has are not
    added twice; a name read in one language only is that name in both."""
    from heresy_app.cards.model import Keyword

    card = Card(id="TST-1602", rarity="common", type="unit", side="loyalist", flags=1, firepower=2, assault=3,
                speed=2, armor=2, die=4, name={"en": "Veteran", "ru": "Ветеран"},
                keywords=[Keyword(en="Blood Angels", ru="Кровавые Ангелы")],
                abilities=[{"en": "Blood Angels. Assault Infantry. Counter-attack.",
                            "ru": "Кровавые Ангелы. Штурмовая пехота. Контратака."},
                           {"en": "gun emplacement  T: draw 1 card", "ru": "Т: Возьми 1 карту."}],
                command={"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."})
    stored = ir_for_card(card)
    assert [(k.en, k.ru) for k in stored.keywords] == [("Blood Angels", "Кровавые Ангелы"),
                                                       ("Assault Infantry", "Штурмовая пехота")]
    assert stored.has_keyword("Штурмовая пехота") and stored.has_keyword("assault infantry")
    assert ir_for_card(stored).keywords == stored.keywords   # read again: nothing added twice
    # the second line's texts split differently (a name in English only): kept whole, no name from it
    assert not stored.has_keyword("Gun Emplacement")
