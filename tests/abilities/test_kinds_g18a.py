"""Issue 24 (g18a): the noun phrase made total across its slots (tests/abilities/kinds/g18a_*.txt, line N the
same card in both languages; g18a_aside_* kept aside while the parts were written).

A side or keyword as an adjective on a keyword noun ("Loyalist Heroes", "one of your Traitor Heroes",
«героев-Лоялистов», «технику-Отступника»), a keyword named as such ("with the Dreadnought keyword", «с
ключевым словом «Дредноут»»), comparisons in every printed form ("with 1 flag or fewer", "speed 3 or
higher", "2+ flags", "with at most 1 flag", «со скоростью 3 и выше», «не больше чем с 1 флагом»), in the
subject, object, cost, trigger, condition, count, versus, restriction and search of an ability."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse
from heresy_app.abilities.names import alike_but_names
from tests.abilities import kind_material as km

# before the parts (main at fd5ae69): g18a en 3 / ru 4 of 24; the aside was not looked at.
# after: g18a 36 / 36 (8 lines added with the second part, 4 with the third); the aside en 12 / ru 11 of 12
# («героя-Лоялиста, который есть у тебя»: a relative
# clause of having is not read)
FLOOR = {"g18a": (36, 36), "g18a_aside": (12, 11)}


@pytest.mark.parametrize("name", ["g18a", "g18a_aside"])
def test_the_material_reads_in_each_language_as_one_form(name):
    km.check_reads_as_one_form(name, FLOOR[name], names=True)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    km.check_reads_back("g18a", lang, which="own")


def _target(text, lang):
    return parse(text, lang).effects[0].target


@pytest.mark.parametrize(("en", "ru"), [
    ("WA: Destroy one enemy unit with 1 flag or fewer.", "ВА: Уничтожь один отряд противника с 1 флагом или меньше."),
    ("WA: Destroy one enemy unit with at most 1 flag.", "ВА: Уничтожь один отряд противника не больше чем с 1 флагом."),
    ("WA: Destroy one enemy unit with flags 1 or lower.", "ВА: Уничтожь один отряд противника с флагами 1 или ниже."),
])
def test_every_form_of_at_most_is_one_comparison(en, ru):
    for text, lang in ((en, "en"), (ru, "ru")):
        f = _target(text, lang).filters
        assert f == [ir.StatFilter(stat="flags", cmp="le", value=1)], (text, f)


@pytest.mark.parametrize(("text", "lang"), [
    ("T: Your units with speed 3 or higher get +1 firepower.", "en"),
    ("T: Your units with speed 3+ get +1 firepower.", "en"),
    ("Т: Твои отряды со скоростью 3 и выше получают +1 к огневой мощи.", "ru"),
    ("Т: Твои отряды со скоростью 3+ получают +1 к огневой мощи.", "ru"),
])
def test_every_form_of_at_least_is_one_comparison(text, lang):
    assert _target(text, lang).filters == [ir.StatFilter(stat="speed", cmp="ge", value=3)]


def test_a_test_and_a_bonus_are_never_read_as_a_comparison():
    a = parse("WA (4+): Destroy one enemy unit.", "en")
    assert a.costs and not a.effects[0].target.filters
    b = parse("T: One unit gets +2 firepower.", "en")
    assert b.effects[0].amount.value == 2


@pytest.mark.parametrize(("en", "ru"), [
    ("T: One of your Traitor Heroes gets +2 assault.", "Т: Один из твоих героев-Отступников получает +2 к штурму."),
    ("T: One of your Traitor Heroes gets +2 assault.", "Т: Один из твоих героев Отступников получает +2 к штурму."),
    ("WA: Destroy one enemy Loyalist Vehicle.", "ВА: Уничтожь одну технику-Лоялиста противника."),
    ("+1 firepower versus Traitor units.", "+1 к огневой мощи против отрядов Отступников."),
    ("+1 firepower versus Traitors.", "+1 к огневой мощи против отступников."),
])
def test_a_side_on_a_noun_is_one_form_in_both_languages(en, ru):
    assert parse(en, "en") == parse(ru, "ru")


def test_an_unknown_name_on_a_keyword_noun_pairs_with_its_russian_compound():
    a = parse("WA: Destroy one enemy Blackshield Hero.", "en")
    b = parse("ВА: Уничтожь одного героя-Блэкшилда противника.", "ru")
    assert alike_but_names(a, b)
    assert {f.keyword for f in a.effects[0].target.filters} == {"Blackshield", "Hero"}


@pytest.mark.parametrize(("text", "lang"), [
    ("WA: destory heroes.", "en"),          # a misspelt verb is no name
    ("WA: Destroy one enemy Vehicel.", "en"),
])
def test_a_misspelt_word_before_a_keyword_is_never_a_name(text, lang):
    try:
        form = parse(text, lang)
    except AbilityParseError:
        return
    kws = [f.keyword for f in getattr(form.effects[0].target, "filters", []) if isinstance(f, ir.KeywordFilter)]
    assert all(k in ("Hero", "Vehicle") for k in kws), kws


def test_the_engine_plays_a_side_and_a_comparison_as_printed():
    """A side's keyword is the card's side ("Loyalist Heroes" are the loyalist cards with Hero, in either
    language's form), and a comparison picks only the cards it names."""
    from heresy_app.cards.model import Side
    from heresy_app.engine.targets import candidates
    from tests.engine.printed import card, game

    def sided(c, side):
        return c.model_copy(update={"side": Side(side)})

    hero_l = sided(card(name="LoyalHero", keywords=("Hero",), flags=1), "loyalist")
    hero_t = sided(card(name="TraitorHero", keywords=("Hero",), flags=2), "traitor")
    unit_l = sided(card(name="LoyalUnit", flags=0, sp=4), "loyalist")
    me = card(name="Me")
    g, n = game(("me", me, 0, "sector", 0), ("hl", hero_l, 1, "sector", 0), ("ht", hero_t, 1, "sector", 0),
                ("ul", unit_l, 1, "sector", 0))

    def picked(text, lang):
        spec = parse(text, lang).effects[0].target.model_dump(mode="json")
        return sorted(candidates(g, 0, spec))

    assert picked("WA: Destroy one enemy Loyalist Hero.", "en") == [n["hl"]]
    assert picked("ВА: Уничтожь одного героя-Лоялиста противника.", "ru") == [n["hl"]]
    assert picked("WA: Destroy one enemy Traitor Hero.", "en") == [n["ht"]]
    assert picked("ВА: Уничтожь один отряд Отступников противника.", "ru") == [n["ht"]]
    assert picked("WA: Destroy one enemy unit with 1 flag or fewer.", "en") == sorted([n["hl"], n["ul"]])
    assert picked("ВА: Уничтожь один отряд противника со скоростью 4 и выше.", "ru") == [n["ul"]]
    assert picked("WA: Destroy one enemy unit with 2+ flags.", "en") == [n["ht"]]


@pytest.mark.parametrize(("en", "ru"), [
    ("Enemy units with speed 3 or more cannot block this unit.",
     "Отряды противника со скоростью 3 или больше не могут блокировать этот отряд."),
    ("Enemy units with speed 3 or higher cannot block this unit.",
     "Отряды противника со скоростью 3 и выше не могут блокировать этот отряд."),
])
def test_a_comparison_before_a_restriction_stays_a_comparison(en, ru):
    """«... 4 или больше не могут ...» compares (it is no «больше не может», 'no longer')."""
    a, b = parse(en, "en"), parse(ru, "ru")
    assert a == b
    assert "'ge'" in repr(a) and "value=3" in repr(a)


@pytest.mark.parametrize(("text", "lang"), [
    ("R: When a unit in this sector is destroyed, its owner draws 1 card.", "en"),      # either player's unit
    ("Р: Когда отряд в этом секторе уничтожен, его владелец берет 1 карту.", "ru"),
    ("WA: Destroy one enemy unit and one of your units. Its owner draws 1 card.", "en"),   # two sides named
])
def test_its_owner_of_a_card_of_either_side_is_refused(text, lang):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


def test_his_of_the_subject_and_of_each_player_stays_his():
    a = parse("WA: Your opponent destroys one of his own units in this sector.", "en")
    assert a == parse("WA: Your opponent destroys one of his units in this sector.", "en")
    b = parse("WA: Each player destroys one of his own units in this sector.", "en")
    assert b == parse("WA: Each player destroys one of his units in this sector.", "en")
