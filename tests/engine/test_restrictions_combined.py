"""Issue 24: restrictions that combine freely, played from the printed text in both languages:
who may not do it (a description: "cannot be blocked by units with 2 or more flags", "Enemy
flagless units cannot block this unit", "cannot be assaulted by units with speed 3 or more", "enemy
units cannot shoot at your flagless units"), which abilities may not ("the target of enemy
tactics", "of special assaults", "of ship abilities", "cannot be readied by abilities"), overrun
(rules: abilities.restriction, battle.blocking, battle.assault.overrun)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import ir, parse
from heresy_app.engine.terms import AR, FP
from tests.engine.printed import ability, card, game, texts


def _printed(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _kinds(g, k, c=None):
    return [d for d in g.legal_decisions() if d[0] == k and (c is None or d[1] == c)]


@pytest.mark.parametrize(("en", "ru"), [
    ("Enemy flagless units cannot block this unit.", "Бесфлаговые отряды противника не могут блокировать этот отряд."),
    ("This unit cannot be blocked by flagless units.", "Этот отряд не может быть заблокирован бесфлаговыми отрядами."),
])
def test_a_unit_that_flagless_units_cannot_block(en, ru):
    g, c = game(("gun", card(_printed(en, ru), sp=1), 0, "sector", 0), ("target", card(), 1, "sector", 0),
                ("flagless", card(sp=3), 1, "sector", 0), ("flagged", card(sp=3, flags=1), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["target"]))
    assert _kinds(g, "block") == [("block", c["flagged"])]
    assert any("not every unit may block" in t for t in texts(g))


def test_units_with_speed_one_cannot_block_attacks_by_this_unit():
    a = _printed("Enemy units with speed 1 cannot block attacks by this unit.",
                 "Отряды противника со скоростью 1 не могут блокировать атаки этого отряда.")
    g, c = game(("u", card(a), 0, "sector", 0), ("target", card(), 1, "sector", 0),
                ("slow", card(sp=1), 1, "sector", 0), ("fast", card(sp=2), 1, "sector", 0))
    g.apply(("charge", c["u"]))
    g.apply(("pass",))
    g.apply(("assault", c["u"], c["target"]))
    assert _kinds(g, "block") == []   # neither charges: no blocker in any case
    g2, c2 = game(("u", card(a), 0, "sector", 0, "charging"), ("target", card(), 1, "sector", 0),
                  ("slow", card(sp=1), 1, "sector", 0, "charging"), ("fast", card(sp=2), 1, "sector", 0, "charging"))
    g2.apply(("assault", c2["u"], c2["target"]))
    assert _kinds(g2, "block") == [("block", c2["fast"])]


def test_an_asset_that_fast_units_cannot_assault():
    a = _printed("This asset cannot be assaulted by units with speed 3 or more.",
                 "Этот ресурс нельзя штурмовать отрядами со скоростью 3 или больше.")
    g, c = game(("wall", card(a, type="asset", ar=3), 1, "sector", 0), ("other", card(), 1, "sector", 0),
                ("fast", card(sp=3), 0, "sector", 0, "charging"), ("slow", card(sp=2), 0, "sector", 0, "charging"))
    assert ("assault", c["fast"], c["wall"]) not in g.legal_decisions()
    assert ("assault", c["fast"], c["other"]) in g.legal_decisions()
    assert ("assault", c["slow"], c["wall"]) in g.legal_decisions()


def test_while_the_asset_is_ready_enemy_units_cannot_shoot_at_your_flagless_units():
    a = _printed("While this asset is ready, enemy units cannot shoot at your flagless units in this sector.",
                 "Пока этот ресурс готов, отряды противника не могут стрелять по твоим бесфлаговым отрядам в "
                 "этом секторе.")
    g, c = game(("post", card(a, type="asset"), 1, "sector", 0), ("flagless", card(), 1, "sector", 0),
                ("flagged", card(flags=1), 1, "sector", 0), ("gun", card(), 0, "sector", 0))
    shots = {d[2] for d in _kinds(g, "shoot")}
    assert c["flagless"] not in shots and c["flagged"] in shots


def test_a_unit_that_cannot_be_the_target_of_enemy_tactics_is_still_chosen_by_a_war_action():
    a = _printed("This unit cannot be the target of enemy tactics.", "Этот отряд не может быть целью тактик противника.")
    kill_t = ability("T", ir.Destroy(target=ir.Choose(owner="enemy")))
    kill_wa = ability("WA", ir.Destroy(target=ir.Choose(owner="enemy")))
    g, c = game(("a", card(kill_wa, type="asset"), 0, "sector", 0), ("ghost", card(a), 1, "sector", 0))
    assert _kinds(g, "play") == [("play", c["a"], 0)]
    g2, c2 = game(("a", card(kill_t, type="asset"), 0, "sector", 0), ("ghost", card(a), 1, "sector", 0),
                  ("gun", card(), 0, "sector", 0))
    g2.apply(("shoot", c2["gun"], c2["ghost"]))
    assert ("play", c2["a"], 0) not in g2.legal_decisions()


def test_units_in_this_sector_cannot_be_the_target_of_ship_abilities():
    a = _printed("Your units in this sector cannot be the target of enemy ship abilities.",
                 "Твои отряды в этом секторе не могут быть целью способностей кораблей противника.")
    kill = ability("WA", ir.Destroy(target=ir.Choose(owner="enemy")))
    g, c = game(("ship", card(kill, type="ship"), 0, "fleet"), ("asset", card(kill, type="asset"), 0, "sector", 0),
                ("post", card(a, type="asset"), 1, "sector", 0), ("u", card(), 1, "sector", 0))
    assert ("play", c["ship"], 0) not in g.legal_decisions()
    g.apply(("play", c["asset"], 0))   # the only card it may choose
    assert g.zone_of(c["u"]) == "discard"


def test_a_tactic_makes_a_unit_untargetable_by_special_assaults_until_the_end_of_the_turn():
    t = _printed("T: One of your units cannot be the target of special assaults until the end of the turn.",
                 "Т: Один твой отряд не может быть целью специальных штурмов до конца хода.")
    assert t["effects"][0]["source"] == {"kinds": ["A"], "types": []}


def test_enemy_units_that_cannot_be_readied_by_abilities_stay_locked():
    a = _printed("Enemy units in this sector cannot be readied by abilities.",
                 "Отряды противника в этом секторе не могут быть развернуты способностями.")
    ready_all = ability("WA", ir.Ready(target=ir.Choose(quantity="all")))
    g, c = game(("post", card(a, type="asset"), 0, "sector", 0), ("mine", card(), 0, "sector", 0, "locked"),
                ("foe", card(ready_all, type="asset"), 1, "sector", 0), ("e", card(), 1, "sector", 0, "locked"),
                to_act=1)
    g.apply(("play", c["foe"], 0))
    assert g.position_of(c["e"]) == "locked" and g.position_of(c["mine"]) == "ready"
    assert any("cannot be readied" in t for t in texts(g))


def test_the_attacking_unit_cannot_overrun():
    t = _printed("T (3+): The attacking unit cannot overrun this war action.",
                 "Т (3+): Атакующий отряд не может совершить прорыв в этой военной акции.")
    assert t["effects"][0]["rule"] == "no_overrun"
    g, c = game(("brute", card(_printed("This unit cannot overrun.", "Этот отряд не может совершить прорыв."), as_=5),
                 0, "sector", 0, "charging"), ("e1", card(), 1, "sector", 0), ("e2", card(), 1, "sector", 0))
    g.apply(("assault", c["brute"], c["e1"]))
    while not _kinds(g, "no_overrun") and g.zone_of(c["e1"]) != "discard":
        g.apply(next(d for d in g.legal_decisions() if d[0] in ("no_block", "pass", "done")))
    assert g.zone_of(c["e1"]) == "discard"
    assert not _kinds(g, "overrun")
    assert any("cannot overrun" in t for t in texts(g))


def test_an_enemy_unit_loses_counter_attack_until_the_end_of_the_battle():
    wa = _printed("WA: One enemy unit loses Counter-attack until the end of the battle.",
                  "ВА: Один отряд противника теряет контратаку до конца сражения.")
    g, c = game(("a", card(wa, type="asset"), 0, "sector", 0), ("plain", card(), 1, "sector", 0),
                ("spiky", card(keywords=["Counter-attack"]), 1, "sector", 0))
    assert g.has_counter(c["spiky"])
    g.apply(("play", c["a"], 0))   # the only unit with Counter-attack is chosen
    assert not g.has_counter(c["spiky"])
    assert any("loses Counter-attack" in t for t in texts(g))


def test_a_constant_that_takes_a_keyword_away_is_refused():
    from heresy_app.abilities import AbilityParseError
    with pytest.raises(AbilityParseError):
        parse("Enemy units in this sector lose Counter-attack.")


def test_enemy_locked_units_get_less_armor_only_versus_this_unit():
    a = _printed("Enemy locked units get -1 armor versus this unit.",
                 "Повернутые отряды противника получают -1 к броне против этого отряда.")
    g, c = game(("hunter", card(a), 0, "sector", 0), ("other", card(), 0, "sector", 0),
                ("locked", card(ar=2), 1, "sector", 0, "locked"), ("ready", card(ar=2), 1, "sector", 0))
    assert g.stat(c["locked"], AR, c["hunter"]) == 1
    assert g.stat(c["locked"], AR, c["other"]) == 2 and g.stat(c["locked"], AR) == 2
    assert g.stat(c["ready"], AR, c["hunter"]) == 2


def test_a_tactic_gives_enemy_units_less_firepower_versus_this_unit_for_the_battle():
    wa = _printed("WA: All enemy units get -2 firepower versus this unit until the end of the battle.",
                  "ВА: Все отряды противника получают -2 к огневой мощи против этого отряда до конца сражения.")
    g, c = game(("hunter", card(wa), 0, "sector", 0), ("other", card(), 0, "sector", 0),
                ("e", card(fp=3), 1, "sector", 0))
    g.apply(("play", c["hunter"], 0))
    assert g.stat(c["e"], FP, c["hunter"]) == 1 and g.stat(c["e"], FP, c["other"]) == 3
    assert any("only while it fights that card" in t for t in texts(g))


def test_a_unit_that_can_block_shooting_regardless_of_speed():
    a = _printed("This unit can block shooting regardless of speed.",
                 "Этот отряд может блокировать стрельбу независимо от скорости.")
    g, c = game(("gun", card(sp=2), 0, "sector", 0), ("target", card(), 1, "sector", 0),
                ("wall", card(a, sp=1), 1, "sector", 0), ("slow", card(sp=1), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["target"]))
    assert _kinds(g, "block") == [("block", c["wall"])]


def test_while_the_unit_is_ready_the_opponent_cannot_infiltrate_units_into_its_sector():
    a = _printed("While this unit is ready, your opponent cannot infiltrate units into this sector.",
                 "Пока этот отряд готов, твой противник не может внедрять отряды в этот сектор.")
    wa = _printed("WA: Infiltrate a unit from your hand.", "ВА: Внедри отряд из своей руки.")
    for pos, offered in (("ready", False), ("locked", True)):
        g, c = game(("warden", card(a), 0, "sector", 0, pos), ("e", card(wa, type="asset"), 1, "sector", 0),
                    ("new", card(), 1, "hand"), ("mine", card(), 0, "sector", 0), to_act=1)
        assert (("play", c["e"], 0) in g.legal_decisions()) == offered


def test_while_the_ship_is_ready_enemy_ships_are_not_readied_at_the_end_of_the_turn():
    a = _printed("while this ship is ready, enemy ships are not readied at the end of the turn.",
                 "пока этот корабль готов, корабли противника не разворачиваются в конце хода.")
    assert a["effects"][0]["turn_end"] and a["effects"][0]["rule"] == "no_ready"
    from heresy_app.engine.restrictions import not_readied
    g, c = game(("warden", card(a, type="ship"), 0, "fleet"), ("theirs", card(type="ship"), 1, "fleet"),
                ("mine", card(type="ship"), 0, "fleet"), ("u", card(), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert not_readied(g, c["theirs"], turn_end=True) and not not_readied(g, c["theirs"])
    assert not not_readied(g, c["mine"], turn_end=True)
