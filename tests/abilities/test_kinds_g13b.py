"""Issue 24 (g13b): who and how many (tests/abilities/kinds/g13b_*.txt, line N the same card in both languages;
g13b_aside_* kept aside while the parts were written, measured only: the material's checks are
test_kinds_material.py's).

- counts in whole groups ("for every 2 Vehicle units you have in this sector", "for every 3 cards in your command
  hand", "per 2 enemy units" / «за каждые 2 твоих отряда техники», «за каждые 3 карты в твоей руке»): ``every`` of
  ir.Count and ir.CardsIn, the count divided by it and rounded down, in every slot a count stands (a stat change,
  damage, a draw, a discard, flags, a scope's change), with its maximum;
- a choice between amounts said with "either" / «либо ..., либо ...» ("It gets either +2 armor or +2 assault"): the
  choice of one change g3 reads without it;
- "a number of cards equal to ..." / «число карт, равное ...» where a number of cards stands (draw, discard): X,
  defined by the phrase;
- "he" / «свой» in X's definition ("the number of locked units he controls"): the cards of the player of the clause
  that uses X (was read as yours: a misreading); refused where that player is not one, or "he" after an order."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse, render
from heresy_app.engine.terms import STAT_CODES
from tests.engine.printed import card, game, texts

AS = STAT_CODES["assault"]


# ---- counts in whole groups

@pytest.mark.parametrize(("en", "ru", "every"), [
    ("WA: Draw 1 card for every 2 Vehicle units you have in this sector.",
     "ВА: Возьми 1 карту за каждые 2 твоих отряда техники в этом секторе.", 2),
    ("WA: Draw 1 card for every two Vehicle units you have in this sector.",
     "ВА: Возьми 1 карту за каждые два твоих отряда техники в этом секторе.", 2),
    ("WA: Draw 2 cards for every 5 enemy units in this sector.",
     "ВА: Возьми 2 карты за каждые 5 отрядов противника в этом секторе.", 5),
])
def test_a_group_count_is_one_form_in_both_languages(en, ru, every):
    a = parse(en, "en")
    assert a == parse(ru, "ru")
    count = a.effects[0].count
    assert isinstance(count, ir.Count) and count.every == every
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a


def test_a_group_of_cards_in_a_hand_counts_the_hand():
    a = parse("E: You get +1 flag for every 3 cards in your command hand.", "en")
    assert a == parse("С: Ты получаешь +1 флаг за каждые 3 карты в твоей руке.", "ru")
    assert a.effects[0].amount == ir.CardsIn(player="you", zone="hand", every=3)


def test_a_group_of_one_is_refused_and_each_card_of_a_pile_reads_once():
    with pytest.raises(AbilityParseError):
        parse("WA: Draw 1 card for every 1 enemy unit in this sector.", "en")
    a = parse("WA: Draw 1 card for each card in your discard pile.", "en")   # was refused as read two ways
    assert a.effects[0].count == ir.CardsIn(player="you", zone="discard")


GROUPS = ("WA: Draw 1 card for every 2 Vehicle units you have in this sector.",
          "ВА: Возьми 1 карту за каждые 2 твоих отряда техники в этом секторе.")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("vehicles", "drawn"), [(0, 0), (1, 0), (2, 1), (3, 1), (5, 2)])
def test_the_engine_counts_whole_groups(lang, vehicles, drawn):
    wa = parse(GROUPS[0 if lang == "en" else 1], lang).model_dump(mode="json")
    tank = card(keywords=("Vehicle",))
    rows = [("me", card(wa), 0, "sector", 0), ("foe", card(), 1, "sector", 0)]
    rows += [(f"v{i}", tank, 0, "sector", 0) for i in range(vehicles)]
    rows += [(f"e{i}", tank, 1, "sector", 0) for i in range(3)]   # the enemy's Vehicles are not counted
    g, c = game(*rows)
    before = len(g.hands[0])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[0]) - before == drawn
    assert texts(g, "ru")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("others", "bonus"), [(0, 0), (1, 0), (2, 1), (4, 2), (7, 3)])
def test_a_constant_in_groups_counts_the_others_with_its_maximum(lang, others, bonus):
    text = ("This unit gets +1 assault for every 2 other Infantry units you have in this sector, to a maximum of 3."
            if lang == "en" else
            "Этот отряд получает +1 к штурму за каждые 2 других твоих отряда пехоты в этом секторе, но не больше 3.")
    const = parse(text, lang).model_dump(mode="json")
    inf = card(keywords=("Infantry",))
    rows = [("me", card(const, as_=2, keywords=("Infantry",)), 0, "sector", 0), ("foe", card(), 1, "sector", 0)]
    rows += [(f"i{i}", inf, 0, "sector", 0) for i in range(others)]
    g, c = game(*rows)
    assert g.stat(c["me"], AS) == 2 + bonus


# ---- "either"; "a number of cards equal to"; whose cards "he" counts in X

def test_either_is_the_choice_of_one_change():
    a = parse("T: The defending unit gets either +2 armor or +1 firepower.", "en")
    assert a == parse("T: The defending unit gets +2 armor or +1 firepower.", "en")
    assert a == parse("Т: Защищающийся отряд получает либо +2 к броне, либо +1 к огневой мощи.", "ru")
    assert isinstance(a.effects[0], ir.ChooseOne) and len(a.effects[0].options) == 2


def test_a_number_of_cards_equal_to_is_x():
    a = parse("WA: Draw a number of cards equal to the number of your locked units in this sector.", "en")
    assert a == parse("WA: Draw X cards, where X is the number of your locked units in this sector.", "en")
    assert a == parse("ВА: Возьми число карт, равное числу твоих повернутых отрядов в этом секторе.", "ru")
    with pytest.raises(AbilityParseError):   # X defined twice
        parse("WA: Draw a number of cards equal to this unit's armor. X = its speed.", "en")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Your opponent discards X cards, where X is the number of locked units he controls in this sector."),
    ("en", "WA: Your opponent discards a number of cards equal to the number of locked units he controls in this sector."),
    ("ru", "ВА: Противник сбрасывает Х карт, где Х — число своих повернутых отрядов в этом секторе."),
])
def test_he_in_x_is_the_player_of_the_clause_using_x(lang, text):
    x = parse(text, lang).x
    assert isinstance(x, ir.XCount) and x.owner == "enemy"


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Draw X cards, where X is the number of locked units he controls in this sector."),   # an order
    ("en", "WA: Deal X damage to one enemy unit, where X is the number of units he controls in this sector."),
    ("ru", "ВА: Возьми Х карт. Противник сбрасывает Х карт. Х = число своих повернутых отрядов в этом секторе."),
])
def test_he_in_x_with_no_one_player_is_refused(lang, text):
    with pytest.raises(AbilityParseError) as err:
        parse(text, lang)
    assert "not clear whose" in str(err.value) or "неясно" in str(err.value)


HE = ("WA: Your opponent draws a number of cards equal to the number of locked units he controls in this sector.",
      "ВА: Противник берет число карт, равное числу своих повернутых отрядов в этом секторе.")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_engine_counts_the_cards_of_the_player_x_is_for(lang):
    wa = parse(HE[0 if lang == "en" else 1], lang).model_dump(mode="json")
    rows = [("me", card(wa), 0, "sector", 0)]
    rows += [(f"m{i}", card(), 0, "sector", 0, "locked") for i in range(3)]   # mine: not counted
    rows += [(f"e{i}", card(), 1, "sector", 0, "locked") for i in range(2)] + [("ready", card(), 1, "sector", 0)]
    g, c = game(*rows)
    before = len(g.hands[1])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[1]) - before == 2
    assert texts(g, "ru")
