"""Issue 24 (g19a): the noun phrase in every slot (tests/abilities/kinds/g19a_*.txt, line N the same card in
both languages; g19a_aside_* kept aside while the parts were written, measured only).

A card named by what happened to it ("the chosen unit", "the destroyed unit", "the infiltrated unit" /
«выбранный отряд», «уничтоженный отряд», «внедренный отряд») as a target, a condition's subject and X's
card; a relative clause of ownership ("units that you control", "which your opponent controls" / «отряды,
которые ты контролируешь», «который у тебя есть», «который контролирует противник», closed by a comma in a
subject) wherever an owner after the noun stands: target, subject, count, condition, cost; the owner of a
named card ("the chosen unit's controller" / «владелец выбранного отряда»). Where the text does not say
which card or whose, it is refused with the reason, never read as another card."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from heresy_app.abilities.reasons import reason
from tests.engine.printed import card, game, texts


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("WA: Ready one of your units. The chosen unit gets +1 speed.",
     "ВА: Разверни один свой отряд. Выбранный отряд получает +1 к скорости.",
     "WA: Ready one of your units. It gets +1 speed."),
    ("R When one of your units is destroyed: Draw X cards. X = the destroyed unit's flags.",
     "Р Когда один из твоих отрядов уничтожен: Возьми Х карт. Х = флаги уничтоженного отряда.",
     "R When one of your units is destroyed: Draw X cards. X = that unit's flags."),
    ("T: One Infantry unit that you control gets +2 assault.",
     "Т: Один отряд пехоты, который ты контролируешь, получает +2 к штурму.",
     "T: One of your Infantry units gets +2 assault."),
    ("WA: Destroy one unit which your opponent controls.", "ВА: Уничтожь один отряд, который есть у противника.",
     "WA: Destroy one enemy unit."),
    ("WA: Draw 1 card for each Hero that you control.", "ВА: Возьми 1 карту за каждого героя, которого ты контролируешь.",
     "WA: Draw 1 card for each of your Hero units."),
    ("WA: Lock one enemy unit. The chosen unit's controller draws 1 card.",
     "ВА: Поверни один отряд противника. Владелец выбранного отряда берет 1 карту.",
     "WA: Lock one enemy unit. Your opponent draws 1 card."),
    ("T: Any charging unit that you control gets +1 assault.",
     "Т: Один отряд, который наступает, получает +1 к штурму.",
     "T: Any charging unit gets +1 assault."),
])
def test_each_form_reads_as_its_plain_saying_in_both_languages(en, ru, plain):
    if "Any charging unit that you control" in en:   # the Russian says no owner: any charging unit
        assert parse(ru, "ru") == parse(plain, "en")
        assert parse(en, "en") == parse("T: One of your charging units gets +1 assault.", "en")
        return
    assert parse(en, "en") == parse(ru, "ru") == parse(plain, "en")


@pytest.mark.parametrize(("lang", "text", "why"), [
    ("en", "T: The chosen unit gets +2 armor.", "'the chosen unit' names a card"),
    ("ru", "Т: Возьми 1 карту. Выбранный отряд получает +2 к броне.", "'the chosen unit' names a card"),
    ("en", "T: This unit gets +1 armor. Use only if the chosen unit is a Vehicle.", "'the chosen unit' names a card"),
    ("en", "X is the destroyed unit's armor.", "'the destroyed / infiltrated unit'"),
    ("en", "T: One enemy unit that you control gets +1 armor.", "two different players"),
    ("en", "WA: Choose one enemy unit. Draw 1 card.", "'choose ... and ...' acts on the cards chosen"),
    ("ru", "ВА: Выбери один отряд противника. Возьми 1 карту.", "'choose ... and ...' acts on the cards chosen"),
    ("en", "R: When a unit in this sector is destroyed, its owner draws 1 card.", "'its owner / controller'"),
    ("ru", "Р: Когда отряд в этом секторе уничтожен, его владелец берет 1 карту.", "'its owner / controller'"),
    ("en", "T: The defending unit's controller discards 1 card.", "'its owner / controller'"),
    ("ru", "Т: Владелец защищающегося отряда сбрасывает 1 карту.", "'its owner / controller'"),
])
def test_a_card_or_owner_the_text_does_not_name_is_refused_with_the_reason(lang, text, why):
    with pytest.raises(AbilityParseError) as err:
        parse(text, lang)
    assert why in str(err.value)
    assert reason(str(err.value).split(": ", 1)[-1].split("\n")[0], "ru") != reason(
        str(err.value).split(": ", 1)[-1].split("\n")[0], "en") or lang == "en"


def test_the_chosen_unit_first_in_russian_is_still_a_choice_of_yours():
    # «Выбранный отряд противника получает -2 ...» with nothing chosen before: a unit of your choice (gaps_ru)
    a = parse("Т: Выбранный отряд противника получает -2 к огневой мощи.", "ru")
    assert a == parse("T: One enemy unit gets -2 firepower.", "en")


# ---- the engine plays a sample


def _ab(text, lang):
    return parse(text, lang).model_dump(mode="json")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Lock one enemy unit. The chosen unit's controller draws 1 card."),
    ("ru", "ВА: Поверни один отряд противника. Владелец выбранного отряда берет 1 карту.")])
def test_the_owner_of_the_chosen_unit_draws(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("e2", card(), 1, "sector", 0))
    before = len(g.hands[1]), len(g.hands[0])
    g.apply(("play", c["me"], 0))
    chooses = [d for d in g.legal_decisions() if d[0] == "choose"]
    if chooses:
        g.apply(("choose", c["e2"]))
    assert g.position_of(c["e2"]) == "locked"
    assert (len(g.hands[1]), len(g.hands[0])) == (before[0] + 1, before[1])
    assert texts(g) and texts(g, "ru")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Ready one of your locked units. The chosen unit gets +2 speed."),
    ("ru", "ВА: Разверни один свой повернутый отряд. Выбранный отряд получает +2 к скорости.")])
def test_the_chosen_unit_is_the_one_readied(lang, text):
    g, c = game(("me", card(_ab(text, lang), sp=1), 0, "sector", 0),
                ("m", card(sp=1, name="Veteran"), 0, "sector", 0, "locked"),
                ("e", card(sp=1), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    chooses = [d for d in g.legal_decisions() if d[0] == "choose"]
    if chooses:
        g.apply(("choose", c["m"]))
    assert g.position_of(c["m"]) != "locked"
    assert any("Veteran" in t and "+2 speed" in t for t in texts(g))   # the war action's bonus, given to it
    assert not any("Veteran" not in t and "+2 speed" in t for t in texts(g))
