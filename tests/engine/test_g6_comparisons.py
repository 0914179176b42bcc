"""Issue 24 (g6): the two players' counts compared — flags in this sector, cards in hand, cards of a
description — "more", "fewer" and "as many ... as", read alike from English and Russian and played
by the engine (a condition of a typed ability and of a constant)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from heresy_app.engine.terms import FL, FP
from tests.engine.printed import card, game, texts


def _both(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _finish_use(g):
    for _ in range(40):
        if not any(type(f).__name__ == "AbilityFrame" for f in g.stack):
            return
        g.apply(g.legal_decisions()[0])


FEWER_FLAGS = ("WA: If you have fewer flags in this sector than your opponent, draw 2 cards.",
               "ВА: Если у тебя в этом секторе меньше флагов, чем у противника, возьми 2 карты.")


@pytest.mark.parametrize(("mine", "theirs", "drawn"), [(0, 1, 2), (1, 1, 0), (2, 1, 0), (1, 3, 2)])
def test_fewer_flags_in_this_sector(mine, theirs, drawn):
    wa = _both(*FEWER_FLAGS)
    g, c = game(("me", card(wa, flags=mine), 0, "sector", 0), ("e", card(flags=theirs), 1, "sector", 0),
                ("far", card(flags=5), 1, "sector", 1))   # flags in another sector do not count
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert len(g.hands[0]) == drawn
    if not drawn:
        assert "условие способности не выполнено" in texts(g, "ru")


@pytest.mark.parametrize(("mine", "theirs", "fp"), [(0, 1, 3), (1, 1, 1), (1, 0, 1)])
def test_a_constant_while_fewer_flags(mine, theirs, fp):
    const = _both("While you have fewer flags in this sector than your opponent, this unit gets +2 firepower.",
                  "Пока у тебя в этом секторе меньше флагов, чем у противника, этот отряд получает +2 к огневой мощи.")
    g, c = game(("me", card(const, flags=mine), 0, "sector", 0), ("e", card(flags=theirs), 1, "sector", 0))
    assert g.stat(c["me"], FP) == fp


@pytest.mark.parametrize(("mine", "theirs", "drawn"), [(2, 1, 1), (1, 1, 0), (0, 2, 0)])
def test_more_cards_in_hand(mine, theirs, drawn):
    wa = _both("WA: If you have more cards in hand than your opponent, draw 1 card.",
               "ВА: Если у тебя больше карт в руке, чем у противника, возьми 1 карту.")
    rows = [("me", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0)]
    rows += [(f"h0{i}", card(), 0, "hand") for i in range(mine)] + [(f"h1{i}", card(), 1, "hand") for i in range(theirs)]
    g, c = game(*rows)
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert len(g.hands[0]) == mine + drawn


@pytest.mark.parametrize(("theirs", "drawn"), [(1, 1), (2, 0), (0, 0)])
def test_as_many_units_as_your_opponent(theirs, drawn):
    wa = _both("WA: If you have as many units in this sector as your opponent, draw 1 card.",
               "ВА: Если у тебя в этом секторе столько же отрядов, сколько у противника, возьми 1 карту.")
    rows = [("me", card(wa), 0, "sector", 0)] + [(f"e{i}", card(), 1, "sector", 0) for i in range(theirs)]
    g, c = game(*rows)
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert len(g.hands[0]) == drawn


def test_the_opponent_has_more_flags_than_you():
    wa = _both("WA: If your opponent has more flags here than you, draw 2 cards.",
               "ВА: Если у противника больше флагов в этом секторе, чем у тебя, возьми 2 карты.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(flags=1), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert len(g.hands[0]) == 2


def test_flags_compared_elsewhere_are_refused():
    with pytest.raises(AbilityParseError):
        parse("WA: If you have more flags in play than your opponent, draw 1 card.", "en")


def test_damage_to_each_of_up_to_two_and_verbless_damage():
    wa = _both("WA: Deal 3 damage to each of up to 2 enemy units.",
               "ВА: Нанеси 3 повреждения каждому из не более чем 2 отрядов противника.")
    assert _both("WA: 3 damage to up to 2 enemy units", "ВА: 3 повреждения не более чем 2 отрядам противника") == wa
    g, c = game(("me", card(wa), 0, "sector", 0), ("e1", card(ar=3), 1, "sector", 0),
                ("e2", card(ar=2), 1, "sector", 0), ("e3", card(ar=4), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)   # the first choices offered: two of them
    gone = [k for k in ("e1", "e2", "e3") if g.zone_of(c[k]) == "discard"]
    assert 1 <= len(gone) <= 2 and "e3" not in gone   # armor 4 survives 3 damage
    assert any("3" in t for t in texts(g, "ru"))


def test_flagless_units_count_as_having_a_flag():
    const = _both("Each of your flagless units in this sector counts as having 1 flag.",
                  "Каждый твой отряд без флагов в этом секторе считается имеющим 1 флаг.")
    g, c = game(("me", card(const), 0, "sector", 0), ("mine", card(), 0, "sector", 0),
                ("flagged", card(flags=2), 0, "sector", 0), ("far", card(), 0, "sector", 1),
                ("e", card(), 1, "sector", 0))
    assert [g.stat(c[k], FL) for k in ("me", "mine", "flagged", "far", "e")] == [1, 1, 2, 0, 0]
    assert g.flag_counts() == [4, 0]


def test_enemy_vehicles_here_give_no_flags():
    const = _both("Enemy Vehicles in this sector give no flags.", "Техника противника в этом секторе не дает флагов.")
    g, c = game(("me", card(const), 0, "sector", 0), ("tank", card(flags=2, keywords=["Vehicle"]), 1, "sector", 0),
                ("man", card(flags=1), 1, "sector", 0), ("mytank", card(flags=1, keywords=["Vehicle"]), 0, "sector", 0))
    assert [g.stat(c[k], FL) for k in ("tank", "man", "mytank")] == [0, 1, 1]
    assert g.flag_counts() == [1, 1]


def test_flags_as_counted_of_one_chosen_card_are_refused_in_a_constant():
    # a typed ability's are read for its duration since g10 (tests/engine/test_g10_numbers.py)
    with pytest.raises(AbilityParseError):
        parse("One enemy unit gives no flags.", "en")
    with pytest.raises(AbilityParseError):
        parse("Один отряд противника не дает флагов.", "ru")
