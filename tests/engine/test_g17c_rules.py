"""Issue 24 (g17c): restrictions of any scope played from their printed text in both languages: who
may not affect a card ("Enemy ships cannot affect cards in this sector."), who may not lock or destroy
it ("Your opponent's cards cannot lock or destroy this ship."), what may not be deployed into a sector
("Titans cannot be deployed into this sector."), how a card enters it ("Enemy units infiltrated into
this sector enter it locked instead of ready."); rules: abilities.restriction, deployment.regular."""

from __future__ import annotations

import pytest

from heresy_app.abilities import ir, parse
from heresy_app.engine.terms import LOCKED, READY
from tests.engine.printed import ability, card, game, texts


def _printed(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _kinds(g, k, c=None):
    return [d for d in g.legal_decisions() if d[0] == k and (c is None or d[1] == c)]


KILL_ONE = ability("WA", ir.Destroy(target=ir.Choose(owner="enemy")))
KILL_ALL = ability("WA", ir.Destroy(target=ir.Choose(quantity="all", owner="enemy")))


def test_enemy_ships_cannot_affect_cards_in_this_sector_chosen_or_all():
    a = _printed("Enemy ships cannot affect cards in this sector.", "Корабли противника не могут влиять на карты в этом секторе.")
    g, c = game(("ship", card(KILL_ONE, type="ship"), 0, "fleet"), ("asset", card(KILL_ALL, type="asset"), 0, "sector", 0),
                ("post", card(a, type="asset"), 1, "sector", 0), ("u", card(), 1, "sector", 0))
    assert ("play", c["ship"], 0) not in g.legal_decisions()   # nothing it may choose
    g.apply(("play", c["asset"], 0))   # an asset's ability affects them
    assert g.zone_of(c["u"]) == "discard"
    g2, c2 = game(("ship", card(KILL_ALL, type="ship"), 0, "fleet"), ("post", card(a, type="asset"), 1, "sector", 0),
                  ("u", card(), 1, "sector", 0))
    g2.apply(("play", c2["ship"], 0))   # "all enemy units": the ship's ability spares them
    assert g2.zone_of(c2["u"]).startswith("sector") and any("not affected" in t for t in texts(g2))
    assert any("не затронута" in t for t in texts(g2, "ru"))


def test_enemy_tactics_cannot_affect_this_unit_but_a_war_action_may():
    a = _printed("Enemy tactics cannot affect this unit.", "Тактики противника не могут влиять на этот отряд.")
    g, c = game(("a", card(KILL_ONE, type="asset"), 0, "sector", 0), ("ghost", card(a), 1, "sector", 0))
    assert _kinds(g, "play") == [("play", c["a"], 0)]


def test_your_opponents_cards_cannot_lock_or_destroy_this_ship():
    a = _printed("Your opponent's cards cannot lock or destroy this ship.",
                 "Карты противника не могут повернуть или уничтожить этот корабль.")
    assert [e["rule"] for e in a["effects"]] == ["no_lock", "no_destroy_ability"]
    lock = ability("WA", ir.Lock(target=ir.Choose(owner="enemy", types=["ship"])))
    kill = ability("WA", ir.Destroy(target=ir.Choose(owner="enemy", types=["ship"])))
    for wa in (lock, kill):
        g, c = game(("a", card(wa, type="asset"), 0, "sector", 0), ("s", card(a, type="ship"), 1, "fleet"),
                    ("u", card(), 1, "sector", 0))
        if ("play", c["a"], 0) in g.legal_decisions():
            g.apply(("play", c["a"], 0))
        assert g.zone_of(c["s"]) == "fleet" and g.pos[c["s"]] == READY


def test_your_opponent_cannot_lock_your_assets():
    a = _printed("Your opponent cannot lock your assets.", "Твой противник не может поворачивать твои ресурсы.")
    lock = ability("WA", ir.Lock(target=ir.Choose(owner="enemy", types=["asset"])))
    g, c = game(("a", card(lock, type="asset"), 0, "sector", 0), ("post", card(a, type="asset"), 1, "sector", 0),
                ("other", card(type="asset"), 1, "sector", 0), ("u", card(), 1, "sector", 0))
    if ("play", c["a"], 0) in g.legal_decisions():
        g.apply(("play", c["a"], 0))   # every asset of theirs is protected: nothing to lock
    assert g.pos[c["post"]] == READY and g.pos[c["other"]] == READY
    g2, c2 = game(("a", card(lock, type="asset"), 0, "sector", 0), ("other", card(type="asset"), 1, "sector", 0),
                  ("u", card(), 1, "sector", 0))
    g2.apply(("play", c2["a"], 0))   # without the restriction it is locked
    assert g2.pos[c2["other"]] == LOCKED


def test_titans_cannot_be_deployed_into_this_sector():
    a = _printed("Titans cannot be deployed or infiltrated into this sector.",
                 "Титанов нельзя высаживать или внедрять в этот сектор.")
    g, c = game(("post", card(a, type="asset"), 0, "sector", 0), ("u", card(), 1, "sector", 1),
                ("titan", card(keywords=("Titan",)), 1, "hand"), ("foot", card(), 1, "hand"),
                stage="deployment", battle=None, attacker=0, turn=2)
    assert ("deploy", c["titan"], 0) in g.legal_decisions()   # face down since it was deployed: not yet revealed
    g, c = game(("post", card(a, type="asset"), 0, "sector", 0, None, True), ("u", card(), 1, "sector", 1),
                ("titan", card(keywords=("Titan",)), 1, "hand"), ("foot", card(), 1, "hand"),
                stage="deployment", battle=None, attacker=0, turn=2)   # face up: revealed in an earlier battle
    offered = g.legal_decisions()
    assert ("deploy", c["titan"], 0) not in offered and ("deploy", c["titan"], 1) in offered
    assert ("deploy", c["foot"], 0) in offered


def test_enemy_units_infiltrated_into_this_sector_enter_it_locked():
    a = _printed("Enemy units infiltrated into this sector enter it locked instead of ready.",
                 "Отряды противника, внедряемые в этот сектор, входят в него повернутыми, а не готовыми.")
    wa = _printed("WA: Infiltrate a unit from your hand.", "ВА: Внедри отряд из своей руки.")
    g, c = game(("post", card(a, type="asset"), 0, "sector", 0), ("e", card(wa, type="asset"), 1, "sector", 0),
                ("new", card(), 1, "hand"), ("mine", card(), 0, "sector", 0), to_act=1)
    g.apply(("play", c["e"], 0))
    while g.question().kind == "target":
        g.apply(g.legal_decisions()[0])
    assert g.zone_of(c["new"]).startswith("sector") and g.pos[c["new"]] == LOCKED
    assert any("locked instead of ready" in t for t in texts(g))
    g2, c2 = game(("post", card(a, type="asset"), 1, "sector", 0), ("e", card(wa, type="asset"), 1, "sector", 0),
                  ("new", card(), 1, "hand"), ("mine", card(), 0, "sector", 0), to_act=1)
    g2.apply(("play", c2["e"], 0))   # its own player's units enter as usual
    while g2.question().kind == "target":
        g2.apply(g2.legal_decisions()[0])
    assert g2.pos[c2["new"]] == READY


def test_a_war_action_makes_a_unit_unaffected_by_enemy_abilities_until_the_end_of_the_turn():
    wa = _printed("WA: One of your units cannot be affected by enemy abilities until the end of the turn.",
                  "ВА: Один твой отряд не может быть затронут способностями противника до конца хода.")
    g, c = game(("a", card(KILL_ALL, type="asset"), 0, "sector", 0), ("u", card(), 1, "sector", 0),
                ("x", card(), 1, "sector", 0), ("w", card(wa, type="asset"), 1, "sector", 0), to_act=1)
    g.apply(("play", c["w"], 0))
    g.apply(("choose", c["u"]))
    assert any("cannot be affected by some abilities" in t for t in texts(g))
    assert any("не может быть затронута" in t for t in texts(g, "ru"))
    while ("play", c["a"], 0) not in g.legal_decisions():
        g.apply(("pass",))
    g.apply(("play", c["a"], 0))
    assert g.zone_of(c["x"]) == "discard" and g.zone_of(c["u"]).startswith("sector")


_TIES = ("If both players have the same number of flags in this sector, the defender captures it, provided they have "
         "enough flags.", "Если у обоих игроков одинаковое количество флагов в этом секторе, его захватывает "
         "защищающийся, если у него достаточно флагов.")


@pytest.mark.parametrize(("mine", "theirs", "owner"), [(2, 2, 1), (1, 1, -1), (3, 2, 0), (2, 3, 1)])
def test_tied_flags_give_the_sector_to_the_defender_when_they_are_enough(mine, theirs, owner):
    from tests.engine.test_sector_texts import game as sector_game
    from tests.engine.test_sector_texts import run_battle, sector

    assert _printed(*_TIES)["effects"][0] == {"op": "sector_rule", "what": "capture", "how": "ties", "source": None,
                                              "need": None, "player": "defender", "amount": None, "where": "sector",
                                              "duration": None}
    g, c = sector_game(sector(_TIES, required=2), ("a", card(flags=mine), 0, "sector", 0),
                       ("d", card(flags=theirs), 1, "sector", 0))
    assert g.attacker == 0
    run_battle(g)
    assert g.sec_owner[0] == owner
    if mine == theirs == 2:
        assert any("a rule change gives the sector" in t for t in texts(g))
        assert any("отдает сектор" in t for t in texts(g, "ru"))


def test_your_opponent_cannot_play_more_than_one_tactic_during_each_war_action():

    rule = _printed("Your opponent cannot play more than one tactic from his command hand during each war action.",
                    "Твой противник не может играть больше одной тактики из командной руки в каждую военную акцию.")
    assert rule["effects"][0]["amount"] == 1 and rule["effects"][0]["source"]["kinds"] == ["T"]
    t = _printed("T: Draw 1 card.", "Т: Возьми 1 карту.")
    g, c = game(("post", card(rule, type="asset"), 0, "sector", 0), ("gun", card(), 0, "sector", 0),
                ("e", card(ar=3), 1, "sector", 0), ("t1", card(command=t), 1, "hand"), ("t2", card(command=t), 1, "hand"),
                ("t3", card(command=t), 0, "hand"), ("t4", card(command=t), 0, "hand"))
    g.apply(("shoot", c["gun"], c["e"]))
    played = {0: 0, 1: 0}
    for _ in range(40):
        q = g.question()
        if q.kind == "war_action":
            break
        offered = [d for d in g.legal_decisions() if d[0] == "play" and d[2] == -1]
        if q.kind == "tactics" and offered:
            g.apply(offered[0])
            played[q.player] += 1
        else:
            g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])
    assert played == {0: 2, 1: 1}   # its own player plays both; the opponent one
    assert c["t1"] in g.hands[1] or c["t2"] in g.hands[1]
