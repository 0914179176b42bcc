"""Kinds of issue 24 written by helper g20c (tests/abilities/kinds/g20c_*.txt, line N the same card in both
languages): amounts counted in a discard pile, whose pile said by the place ("in your discard pile" / «в твоем
сбросе», "in your opponent's discard pile" / «в сбросе противника», "in both discard piles" / «в обоих
сбросах»), for "for each ..." and for X alike, and X counting the cards destroyed in this battle («…,
уничтоженных в этом сражении»). Before, "for each Vehicle in your discard pile" counted both piles, and "X = the
number of enemy units destroyed in this battle" counted the enemy units in this sector. How much reads, that
both languages give one form, that each form reads back, and that the engine plays the number. The ``_aside``
files were kept aside while building (measured only)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from tests.engine.printed import card, game, texts


@pytest.mark.parametrize(("en", "ru", "owner"), [
    ("E: You get +1 flag for each Vehicle in your discard pile.",
     "С: Ты получаешь +1 флаг за каждую технику в сбросе.", "own"),
    ("E: You get +1 flag for each Vehicle in your discard pile.",
     "С: Ты получаешь +1 флаг за каждую технику в твоем сбросе.", "own"),
    ("E: You get +1 flag for each Vehicle in your opponent's discard pile.",
     "С: Ты получаешь +1 флаг за каждую технику в сбросе противника.", "enemy"),
    ("E: You get +1 flag for each Vehicle in both discard piles.",
     "С: Ты получаешь +1 флаг за каждую технику в сбросах обоих игроков.", "any"),
])
def test_whose_discard_pile_a_count_looks_in(en, ru, owner):
    a = parse(en, "en")
    assert a == parse(ru, "ru")
    count = a.effects[0].amount
    assert (count.zone, count.owner) == ("discard", owner)


def test_x_counts_in_a_pile_or_the_destroyed():
    x = parse("WA: Draw X cards. X is the number of Hero units in your opponent's discard pile.").x
    assert (x.x, x.zone, x.owner, x.destroyed) == ("count", "discard", "enemy", False)
    x = parse("T: Any unit gets +X armor. X is the number of enemy units destroyed in this battle.").x
    assert (x.zone, x.owner, x.destroyed) == ("sector", "enemy", True)


@pytest.mark.parametrize(("text", "lang"), [
    ("E: You get +1 flag for each enemy unit in your discard pile.", "en"),      # the pile's owner is yours
    ("WA: Return one unit from your opponent's discard pile to your hand.", "en"),  # a choice: your own pile only
    ("ВА: Верни один отряд из сброса противника в руку.", "ru"),
])
def test_what_the_parts_refuse(text, lang):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


def _ir(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


DRAW = {
    "own": ("WA: Draw X cards. X is the number of Hero units in your discard pile.",
            "ВА: Возьми Х карт. Х = количеству героев в твоем сбросе."),
    "enemy": ("WA: Draw X cards. X is the number of Hero units in your opponent's discard pile.",
              "ВА: Возьми Х карт. Х = количеству героев в сбросе противника."),
    "any": ("WA: Draw X cards. X is the number of Hero units in both discard piles.",
            "ВА: Возьми Х карт. Х = количеству героев в обоих сбросах."),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("whose", "drawn"), [("own", 2), ("enemy", 1), ("any", 3)])
def test_x_counted_in_a_discard_pile_is_the_number_drawn(whose, drawn, lang):
    wa = _ir(DRAW[whose][0 if lang == "en" else 1], lang)
    assert wa == _ir(DRAW[whose][1 if lang == "en" else 0], "ru" if lang == "en" else "en")
    hero, plain = card(keywords=("Hero",)), card()
    g, c = game(("me", card(wa), 0, "sector", 0), ("h1", hero, 0, "discard"), ("h2", hero, 0, "discard"),
                ("p1", plain, 0, "discard"), ("h3", hero, 1, "discard"), ("p2", plain, 1, "discard"),
                ("foe", card(), 1, "sector", 0))
    before = len(g.hands[0])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[0]) - before == drawn
    assert any(f"draws {drawn} card" in t for t in texts(g))


BITE = ("T: Any unit gets +X armor. X is the number of enemy units destroyed in this battle.",
        "Т: Любой отряд получает +Х к броне. Х = количеству отрядов противника, уничтоженных в этом сражении.")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_x_counts_the_enemy_units_destroyed_in_this_battle_not_those_in_the_sector(lang):
    from heresy_app.engine.x_values import x_value

    t = _ir(BITE[0 if lang == "en" else 1], lang)
    assert t == _ir(BITE[1 if lang == "en" else 0], "ru" if lang == "en" else "en")
    g, c = game(("me", card(t), 0, "sector", 0), ("f1", card(), 1, "sector", 0), ("f2", card(), 1, "sector", 0),
                ("f3", card(), 1, "sector", 0), ("mine", card(), 0, "sector", 0))
    st = g

    class Use:   # the use of the tactic printed on "me", as the engine's plays hold it
        ab = type("Ab", (), {"x": t["x"]})()
        ctrl, card, ai, chosen = 0, c["me"], 0, {}

    assert x_value(st, Use) == 0   # three enemy units in the sector, none destroyed
    st.dead.extend([c["f1"], c["mine"]])   # one enemy and one of mine destroyed in this battle
    assert x_value(st, Use) == 1


CUT = ("WA: Destroy one enemy unit with armor X or less, where X is this unit's assault.",
       "ВА: Уничтожь один отряд противника, броня которого не больше Х. Х = штурму этого отряда.")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("assault", [2, 4])
def test_a_choice_compared_with_x_offers_only_the_cards_within_x(lang, assault):
    wa = _ir(CUT[0 if lang == "en" else 1], lang)
    assert wa == _ir(CUT[1 if lang == "en" else 0], "ru" if lang == "en" else "en")
    g, c = game(("me", card(wa, as_=assault), 0, "sector", 0), ("low", card(ar=2), 1, "sector", 0),
                ("mid", card(ar=3), 1, "sector", 0), ("high", card(ar=5), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    offered = {d[1] for d in g.legal_decisions() if d[0] == "choose"}
    assert any(f"X is {assault}" in t for t in texts(g))
    if assault == 4:   # armor X or less, X = its assault: two of the three
        assert offered == {c["low"], c["mid"]}
        g.apply(("choose", c["low"]))
    else:              # one card only: it is the one chosen
        assert not offered
    assert [g.zone_of(c[k]) == "discard" for k in ("low", "mid", "high")] == [True, False, False]


@pytest.mark.parametrize(("text", "lang", "name"), [
    ('WA: Draw X cards. X is the number of "Librarian" cards in your discard pile.', "en", "Librarian"),
    ("ВА: Возьми Х карт. Х = количеству карт «Библиарий» в твоем сбросе.", "ru", "Библиарий"),
])
def test_cards_named_in_quotes_are_counted_by_their_name(text, lang, name):
    wa = _ir(text, lang)
    named, other = card(name=name), card(name="Someone Else")
    g, c = game(("me", card(wa), 0, "sector", 0), ("n1", named, 0, "discard"), ("n2", named, 0, "discard"),
                ("o1", other, 0, "discard"), ("n3", named, 1, "discard"), ("foe", card(), 1, "sector", 0))
    before = len(g.hands[0])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[0]) - before == 2   # the two in your own discard pile, by name (no keyword says it)
