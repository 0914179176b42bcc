"""Issue 24, cards, costs, quantities and arithmetic, read from printed text (English and Russian give
one form) and played by the engine: a cost of two cards ("Lock this unit and one of your ready Psyker
units"), "other" in a cost, a count, a condition and X, "up to X", X plus or minus a number and its
ceiling, cards in play; with the log in both languages."""

from __future__ import annotations

from heresy_app.abilities import parse
from heresy_app.engine.terms import AR, LOCKED
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


TWO_CARDS = _both("WA Lock this unit and one of your ready Psyker units: Draw 2 cards.",
                  "ВА Поверни этот отряд и один свой готовый отряд псайкеров: Возьми 2 карты.")


def test_a_cost_of_two_cards_locks_this_unit_and_another():
    g, c = game(("me", card(TWO_CARDS, keywords=("Psyker",)), 0, "sector", 0),
                ("ps", card(keywords=("Psyker",)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert ("play", c["me"], 0) in g.legal_decisions()
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.pos[c["me"]] == LOCKED and g.pos[c["ps"]] == LOCKED
    assert len(g.hands[0]) == 2
    assert sum("is locked" in t for t in texts(g)) >= 2
    assert any("поворачивается" in t for t in texts(g, "ru"))


def test_a_cost_of_two_cards_is_refused_when_this_unit_is_the_only_one_that_could_pay():
    g, c = game(("me", card(TWO_CARDS, keywords=("Psyker",)), 0, "sector", 0),
                ("inf", card(keywords=("Infantry",)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert ("play", c["me"], 0) not in g.legal_decisions()


def test_other_in_a_cost_never_locks_the_card_itself():
    t = _both("T Lock one of your other Psyker units: This unit gets +2 armor.",
              "Т Поверни один другой свой отряд псайкеров: Этот отряд получает +2 к броне.")
    assert t["costs"][0]["other"] is True
    wa = _both("WA Lock one of your other Psyker units: This unit gets +2 armor until the end of the battle.",
               "ВА Поверни один другой свой отряд псайкеров: Этот отряд получает +2 к броне до конца сражения.")
    g, c = game(("me", card(wa, keywords=("Psyker",)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert ("play", c["me"], 0) not in g.legal_decisions()   # only this unit is a Psyker
    g, c = game(("me", card(wa, keywords=("Psyker",), ar=1), 0, "sector", 0),
                ("ps", card(keywords=("Psyker",)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.pos[c["ps"]] == LOCKED and g.stat(c["me"], AR) == 3


def test_a_ship_cost_locks_another_ship_of_the_fleet_area():
    wa = _both("WA Lock this ship and one other ship in your fleet area: Draw 1 card.",
               "ВА Поверни этот корабль и ещё один корабль в своей зоне флота: Возьми 1 карту.")
    g, c = game(("sh", card(wa, type="ship"), 0, "fleet"), ("me", card(), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert ("play", c["sh"], 0) not in g.legal_decisions()
    g, c = game(("sh", card(wa, type="ship"), 0, "fleet"), ("sh2", card(type="ship"), 0, "fleet"),
                ("me", card(), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["sh"], 0))
    _finish_use(g)
    assert g.pos[c["sh"]] == LOCKED and g.pos[c["sh2"]] == LOCKED and len(g.hands[0]) == 1


def test_up_to_x_chooses_no_more_than_x_and_may_stop():
    wa = _both("WA: Lock up to X enemy units. X = the number of your Hero units in this sector.",
               "ВА: Поверни до Х отрядов противника. Х = число твоих отрядов героев в этом секторе.")
    g, c = game(("me", card(wa, keywords=("Hero",)), 0, "sector", 0), ("e1", card(), 1, "sector", 0),
                ("e2", card(), 1, "sector", 0), ("e3", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    first = g.legal_decisions()
    assert ("done",) in first and sum(d[0] == "choose" for d in first) == 3
    g.apply(next(d for d in first if d[0] == "choose"))
    _finish_use(g)   # X is 1: one unit is locked, no second choice
    assert sum(g.pos[c[k]] == LOCKED for k in ("e1", "e2", "e3")) == 1


def test_x_plus_a_number_and_other_in_x():
    wa = _both("WA: This unit gets +X armor until the end of the battle. X = the number of your other units in this "
               "sector plus 1.",
               "ВА: Этот отряд получает +Х к броне до конца сражения. Х = число других твоих отрядов в этом секторе "
               "плюс 1.")
    g, c = game(("me", card(wa, ar=1), 0, "sector", 0), ("u", card(), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.stat(c["me"], AR) == 1 + 1 + 1   # one other unit, plus 1
    assert "X is 2" in texts(g) and "Х равен 2" in texts(g, "ru")


def test_x_minus_a_number_is_never_below_zero():
    wa = _both("WA: This unit gets +X armor until the end of the battle. X = its speed minus 2.",
               "ВА: Этот отряд получает +Х к броне до конца сражения. Х = его скорость минус 2.")
    assert wa["x"]["plus"] == -2 and wa["x"]["of"] == "this"
    g, c = game(("me", card(wa, ar=1, sp=1), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.stat(c["me"], AR) == 1 and "X is 0" in texts(g)


def test_a_free_x_with_a_ceiling_offers_no_more():
    wa = _both("WA: This unit gets +X armor. X cannot be more than 2.",
               "ВА: Этот отряд получает +Х к броне. Х не может быть больше 2.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    assert sorted(d[1] for d in g.legal_decisions() if d[0] == "x") == [0, 1, 2]   # a free X may be 0


def test_a_condition_on_another_card_leaves_this_one_out():
    wa = _both("WA: Draw 1 card. Use only if you have another Hero in this sector.",
               "ВА: Возьми 1 карту. Используется только если у тебя в этом секторе есть другой герой.")
    g, c = game(("me", card(wa, keywords=("Hero",)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert ("play", c["me"], 0) not in g.legal_decisions()
    g, c = game(("me", card(wa, keywords=("Hero",)), 0, "sector", 0), ("h", card(keywords=("Hero",)), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    assert ("play", c["me"], 0) in g.legal_decisions()


def test_no_other_ready_units():
    wa = _both("WA: Draw 1 card. Play only if you have no other ready units in this sector.",
               "ВА: Возьми 1 карту. Используется только если у тебя нет других готовых отрядов в этом секторе.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert ("play", c["me"], 0) in g.legal_decisions()
    g, c = game(("me", card(wa), 0, "sector", 0), ("u", card(), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert ("play", c["me"], 0) not in g.legal_decisions()


def test_a_card_in_play_counts_in_any_sector():
    wa = _both("WA: Draw 1 card. Use only if you have a Primarch in play.",
               "ВА: Возьми 1 карту. Используется только если у тебя в игре есть примарх.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert ("play", c["me"], 0) not in g.legal_decisions()
    g, c = game(("me", card(wa), 0, "sector", 0), ("p", card(keywords=("Primarch",)), 0, "sector", 2),
                ("e", card(), 1, "sector", 0))
    assert ("play", c["me"], 0) in g.legal_decisions()


def test_for_each_other_unit():
    wa = _both("WA: Draw 1 card for each other unit you have in this sector.",
               "ВА: Возьми 1 карту за каждый другой твой отряд в этом секторе.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("u", card(), 0, "sector", 0), ("u2", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert len(g.hands[0]) == 2


def test_his_locked_units_count_for_the_opponent_up_to_the_printed_maximum():
    wa = _both("WA: Your opponent gets -1 flag for each of his locked units in this sector (maximum -2).",
               "ВА: Противник получает -1 флаг за каждый свой повернутый отряд в этом секторе (не более -2).")
    assert wa["effects"][0]["amount"]["owner"] == "enemy" and wa["effects"][0]["amount"]["max"] == 2
    g, c = game(("me", card(wa), 0, "sector", 0), *[(f"e{i}", card(), 1, "sector", 0, "locked") for i in range(3)],
                ("mine", card(), 0, "sector", 0, "locked"))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.battle_flags == [0, -2]


def test_the_command_hand_is_the_hand():
    wa = _both("WA: Draw 1 card for each card in your opponent's command hand.",
               "ВА: Возьми 1 карту за каждую карту в командной руке противника.")
    assert wa == _both("WA: Draw 1 card for each card in your opponent's hand.",
                       "ВА: Возьми 1 карту за каждую карту в руке противника.")
    assert _both("WA: Look at your opponent's command hand.", "ВА: Посмотри командную руку противника.") == _both(
        "WA: Look at your opponent's hand.", "ВА: Посмотри руку противника.")
