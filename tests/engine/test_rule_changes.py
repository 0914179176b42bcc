"""Issue 24 (helper g4b): rule changes for a sector, as sector cards and other cards print them (rules:
abilities.rule-change): "Counter-attack has no effect in this sector.", "Shooting in this sector cannot
be blocked.", "Ship abilities cannot be used during battles for this sector.", "Overrun deals no damage
in this sector.", "The attacker draws 1 more card for their command hand in battles for this sector."
Each is written in both languages, read to one form, and the engine honours it where it decides that
rule (combat, plays, the command hand), with a log line in English and Russian."""

from __future__ import annotations

from heresy_app.abilities import ir, parse
from heresy_app.engine import rule_changes
from heresy_app.engine.combat import blockers, counters
from heresy_app.engine.terms import LOCKED, SHOOTING
from tests.engine.printed import ability, card, texts
from tests.engine.test_sector_texts import game, run_battle, sector


def _printed(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _kinds(g, k):
    return [d for d in g.legal_decisions() if d[0] == k]


def _until(g, kind, limit=40):
    for _ in range(limit):
        if _kinds(g, kind):
            return True
        legal = g.legal_decisions()
        if not legal or g.bsec < 0:
            return False
        g.apply(next((d for d in legal if d[0] in ("no_block", "pass", "done")), legal[0]))
    return False


COUNTER_OFF = ("Counter-attack has no effect in this sector.", "В этом секторе контратака не действует.")
SHOTS_FREE = ("Shooting in this sector cannot be blocked.", "Стрельбу в этом секторе нельзя блокировать.")
NO_SHIPS = ("Ship abilities cannot be used during battles for this sector.",
            "Во время сражений за этот сектор нельзя использовать способности кораблей.")
OVERRUN_SOFT = ("Overrun deals no damage in this sector.", "Прорыв в этом секторе не наносит повреждений.")
MORE_CARDS = ("The attacker draws 1 more card for their command hand in battles for this sector.",
              "Атакующий игрок берет на 1 карту больше в командную руку в сражениях за этот сектор.")


def test_counter_attack_has_no_effect_in_the_sector():
    sec = sector(COUNTER_OFF)
    g, c = game(sec, ("a", card(as_=2, ar=1), 0, "sector", 0, "charging"),
                ("spiky", card(as_=5, ar=3, keywords=["Counter-attack"]), 1, "sector", 0),
                ("far", card(keywords=["Counter-attack"]), 1, "sector", 1))
    assert g.has_counter(c["spiky"]) and not counters(g, c["spiky"])   # the keyword stays, its rule is off
    g.apply(("assault", c["a"], c["spiky"]))
    _until(g, "no_overrun")
    assert g.zone_of(c["a"]) != "discard"   # 5 back would have destroyed it
    assert any("does not counter-attack: Counter-attack has no effect here" in t for t in texts(g))
    assert any("не контратакует: контратака здесь не действует" in t for t in texts(g, "ru"))


def test_counter_attack_still_works_where_no_rule_changes_it():
    sec = sector(("Vehicles in this sector get -1 speed.", "Техника в этом секторе получает -1 к скорости."))
    g, c = game(sec, ("a", card(as_=2, ar=1), 0, "sector", 0, "charging"),
                ("spiky", card(as_=5, ar=3, keywords=["Counter-attack"]), 1, "sector", 0))
    assert counters(g, c["spiky"])
    g.apply(("assault", c["a"], c["spiky"]))
    _until(g, "no_overrun")
    assert g.zone_of(c["a"]) == "discard"


def test_shooting_in_the_sector_cannot_be_blocked():
    sec = sector(SHOTS_FREE)
    g, c = game(sec, ("gun", card(fp=1, sp=1), 0, "sector", 0), ("target", card(), 1, "sector", 0),
                ("fast", card(sp=3), 1, "sector", 0))
    assert blockers(g, c["gun"], c["target"], SHOOTING) == []
    g.apply(("shoot", c["gun"], c["target"]))
    assert not _kinds(g, "block")
    assert any("this attack cannot be blocked here" in t for t in texts(g))
    assert any("эту атаку здесь нельзя блокировать" in t for t in texts(g, "ru"))


def test_assaults_may_still_be_blocked_where_only_shooting_cannot():
    sec = sector(SHOTS_FREE)
    g, c = game(sec, ("brute", card(as_=3), 0, "sector", 0, "charging"), ("target", card(), 1, "sector", 0),
                ("guard", card(), 1, "sector", 0, "charging"))
    g.apply(("assault", c["brute"], c["target"]))
    assert _kinds(g, "block") == [("block", c["guard"])]


def test_ship_abilities_cannot_be_used_in_the_sector():
    sec = sector(NO_SHIPS)
    wa = ability("WA", ir.Draw(count=ir.Number(value=1)))
    g, c = game(sec, ("ship", card(wa, type="ship"), 0, "fleet"), ("post", card(wa, type="asset"), 0, "sector", 0),
                ("a", card(), 0, "sector", 0), ("d", card(), 1, "sector", 0))
    plays = [d for d in g.legal_decisions() if d[0] == "play"]
    assert ("play", c["post"], 0) in plays and not any(d[1] == c["ship"] for d in plays)


def test_ship_abilities_are_used_where_no_rule_bars_them():
    sec = sector(NO_SHIPS)
    wa = ability("WA", ir.Draw(count=ir.Number(value=1)))
    g, c = game(sec, ("ship", card(wa, type="ship"), 0, "fleet"), ("a", card(), 0, "sector", 1),
                ("d", card(), 1, "sector", 1), battle=1)
    assert ("play", c["ship"], 0) in g.legal_decisions()


def test_an_overrun_deals_no_damage_in_the_sector():
    sec = sector(OVERRUN_SOFT)
    g, c = game(sec, ("brute", card(as_=5), 0, "sector", 0, "charging"), ("e1", card(ar=1), 1, "sector", 0),
                ("e2", card(ar=1), 1, "sector", 0))
    g.apply(("assault", c["brute"], c["e1"]))
    assert _until(g, "overrun")
    g.apply(("overrun", c["e2"]))
    _until(g, "no_overrun")
    assert g.zone_of(c["e2"]) == "sector:0"   # 4 left over, but the overrun deals none here
    assert any("the overrun deals no damage here" in t for t in texts(g))
    assert any("прорыв здесь не наносит повреждений" in t for t in texts(g, "ru"))


def test_the_attacker_draws_one_more_command_card():
    sec = sector(MORE_CARDS)
    g, c = game(sec, ("a", card(), 0, "sector", 0), ("d", card(), 1, "sector", 0), stage="preparation")
    assert [len(g.hands[0]), len(g.hands[1])] == [7, 6]
    assert any("draws 1 more for the command hand" in t for t in texts(g))
    assert any("в командную руку на 1 больше" in t for t in texts(g, "ru"))
    assert any("a rule is changed" in t for t in texts(g))
    assert any("изменено правило" in t for t in texts(g, "ru"))


def test_a_units_constant_changes_the_rule_in_its_own_sector_while_it_holds():
    printed = _printed("While this unit is ready, shooting in this sector cannot be blocked.",
                       "Пока этот отряд готов, стрельбу в этом секторе нельзя блокировать.")
    sec = sector(("Vehicles in this sector get -1 speed.", "Техника в этом секторе получает -1 к скорости."))
    g, c = game(sec, ("herald", card(printed), 0, "sector", 0), ("gun", card(sp=1), 0, "sector", 0),
                ("target", card(), 1, "sector", 0), ("fast", card(sp=3), 1, "sector", 0))
    assert blockers(g, c["gun"], c["target"], SHOOTING) == []
    g.pos[c["herald"]] = LOCKED   # locked: its condition no longer holds
    assert blockers(g, c["gun"], c["target"], SHOOTING) == [c["fast"]]


def test_a_tactic_switches_counter_attack_off_until_the_end_of_the_battle():
    t = _printed("WA: Counter-attack has no effect in this sector until the end of the battle.",
                 "ВА: Контратака не действует в этом секторе до конца сражения.")
    sec = sector(("Vehicles in this sector get -1 speed.", "Техника в этом секторе получает -1 к скорости."))
    g, c = game(sec, ("post", card(t, type="asset"), 0, "sector", 0), ("a", card(), 0, "sector", 0),
                ("spiky", card(keywords=["Counter-attack"]), 1, "sector", 0))
    assert counters(g, c["spiky"])
    g.apply(("play", c["post"], 0))
    assert not counters(g, c["spiky"])
    assert rule_changes.holds(g, "counter_attack", "no_effect") and not rule_changes.holds(
        g, "counter_attack", "no_effect", 1)
    assert any("a rule is changed for" in t for t in texts(g))
    assert any("изменено правило для сектора" in t for t in texts(g, "ru"))
    g.battle_bonus.clear()   # the battle's end takes it away
    assert counters(g, c["spiky"])


def test_the_ai_values_a_rule_change_by_what_it_silences():
    from heresy_app.engine.ai.valuation import effect_value
    t = _printed("WA: Counter-attack has no effect in this sector until the end of the battle.",
                 "ВА: Контратака не действует в этом секторе до конца сражения.")
    sec = sector(("Vehicles in this sector get -1 speed.", "Техника в этом секторе получает -1 к скорости."))
    g, c = game(sec, ("a", card(), 0, "sector", 0), ("spiky", card(keywords=["Counter-attack"]), 1, "sector", 0))
    e = t["effects"][0]
    assert effect_value(g, 0, e) > 0 > effect_value(g, 1, e)


def test_a_battle_in_a_sector_with_every_rule_change_plays_to_its_end():
    sec = sector(COUNTER_OFF, SHOTS_FREE, NO_SHIPS, OVERRUN_SOFT, MORE_CARDS)
    g, c = game(sec, ("a", card(as_=3), 0, "sector", 0, "charging"), ("b", card(fp=2), 0, "sector", 0),
                ("d", card(keywords=["Counter-attack"]), 1, "sector", 0), ("e", card(sp=3), 1, "sector", 0))
    run_battle(g)
    assert g.bsec < 0 or g.is_over


def test_a_scenario_brings_its_own_sector_card():
    from heresy_app.engine.scenario import build

    data = {"new_card": [
        {"id": "SC-901", "type": "sector", "planet": "isstvan_iii", "required_flags": 2,
         "name": {"en": "Open Ground", "ru": "Открытая местность"}, "abilities": [{"en": SHOTS_FREE[0], "ru": SHOTS_FREE[1]}]},
        {"id": "SC-902", "firepower": 1, "speed": 1, "armor": 1},
        {"id": "SC-903", "speed": 3, "armor": 1}],
        "position": {"stage": "combat", "planet": "isstvan_iii", "attacker": 0, "battle": 0, "to_act": 0, "card": [
            {"label": "gun", "id": "SC-902", "owner": 0, "zone": "sector", "sector": 0},
            {"label": "t", "id": "SC-903", "owner": 1, "zone": "sector", "sector": 0},
            {"label": "f", "id": "SC-903", "owner": 1, "zone": "sector", "sector": 0}]}}
    g, c = build(data)
    assert g.sec[0][0] == "SC-901" and g.sec[0][2] == 2
    assert blockers(g, c["gun"], c["t"], SHOOTING) == []


def test_a_scenario_sector_card_that_cannot_be_read_says_so():
    import pytest

    from heresy_app.engine.scenario import ScenarioError, build

    data = {"new_card": [{"id": "SC-904", "type": "sector", "abilities": ["Shooting is sometimes odd here."]},
                         {"id": "SC-905"}],
            "position": {"stage": "combat", "card": [{"label": "a", "id": "SC-905", "owner": 0, "zone": "deck"},
                                                     {"label": "b", "id": "SC-905", "owner": 1, "zone": "deck"}]}}
    with pytest.raises(ScenarioError, match="cannot read"):
        build(data)
