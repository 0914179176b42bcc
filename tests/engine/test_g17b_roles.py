"""Issue 24 (g17b): cards named by their role in what is happening, played from the printed text in both
languages: "the shooting unit" / «стреляющий отряд» is the attacking card only while a shooting is under
way, "the unit shot at" the defending one; "the locked unit" / «повернутый отряд» is the card the ability's
cost locked (it becomes the new defending unit; X reads its armor); a reaction to a unit destroyed by a
shooting attack answers with damage to the shooting unit (engine.targets, effects, x_values)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from tests.engine.printed import card, game, texts


def _printed(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _to_tactics(g, player):
    """Pass (and decline blocks) until ``player`` may use a tactic."""
    for _ in range(30):
        q = g.question()
        if q is None:
            return False
        legal = g.legal_decisions()
        if q.kind == "tactics" and q.player == player:
            return True
        if ("no_block",) in legal:
            g.apply(("no_block",))
        elif ("pass",) in legal:
            g.apply(("pass",))
        else:
            return False
    return False


def _pass(g, limit=40):
    for _ in range(limit):
        legal = g.legal_decisions()
        if g.question() is None:
            return
        if ("no_block",) in legal:
            g.apply(("no_block",))
        elif ("pass",) in legal:
            g.apply(("pass",))
        else:
            return


SHOOTER = ("T: The shooting unit gets -2 firepower.", "Т: Стреляющий отряд получает -2 к огневой мощи.")


@pytest.mark.parametrize("attack", ["shoot", "assault"])
def test_the_shooting_unit_is_the_attacking_card_of_a_shooting_only(attack):
    t = _printed(*SHOOTER)
    assert t["effects"][0]["target"] == {"ref": "attacking", "attack": "shooting"}
    state = "charging" if attack == "assault" else "ready"
    g, c = game(("gun", card(fp=3, as_=3, ar=5), 0, "sector", 0, state), ("me", card(t, ar=2), 1, "sector", 0))
    g.apply((attack, c["gun"], c["me"]))
    assert _to_tactics(g, 1)
    g.apply(("play", c["me"], 0))
    _pass(g)
    got = [x for x in texts(g, "en") if "gets -2 firepower" in x]
    if attack == "shoot":
        assert got and "deals 1 damage" in " ".join(texts(g, "en"))
        assert g.in_play(c["me"])   # firepower 1 against armor 2
    else:   # an assault: there is no shooting unit
        assert not got


def test_the_unit_shot_at_gets_armor():
    t = _printed("T: The unit shot at gets +2 armor.", "Т: Отряд, по которому стреляют, получает +2 к броне.")
    assert t == _printed("T: The unit being shot at gets +2 armor.", "Т: Обстреливаемый отряд получает +2 к броне.")
    g, c = game(("gun", card(fp=3, ar=5), 0, "sector", 0), ("me", card(t, ar=2), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    assert _to_tactics(g, 1)
    g.apply(("play", c["me"], 0))
    _pass(g)
    assert any("gets +2 armor" in x for x in texts(g, "en"))
    assert g.in_play(c["me"])


NEW_DEFENDER = ("T Lock one of your other units: The locked unit becomes the new defending unit.",
                "Т Поверни другой свой отряд: Повернутый отряд становится новым защищающимся отрядом.")


def test_the_locked_unit_becomes_the_new_defending_unit():
    t = _printed(*NEW_DEFENDER)
    assert t["effects"][0]["target"] == {"ref": "paid"}
    g, c = game(("gun", card(fp=3, ar=5), 0, "sector", 0), ("me", card(t, ar=1), 1, "sector", 0),
                ("wall", card(ar=6), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    assert _to_tactics(g, 1)
    g.apply(("play", c["me"], 0))
    if ("choose", c["wall"]) in g.legal_decisions():   # the only unit to lock may be taken at once
        g.apply(("choose", c["wall"]))
    assert g.position_of(c["wall"]) == "locked"
    _pass(g)
    assert g.in_play(c["me"]) and g.in_play(c["wall"])   # the wall (armor 6) took the shot
    assert any("defending" in x for x in texts(g, "en"))


def test_x_is_the_locked_units_armor():
    t = _printed("T Lock one of your other units: This unit gets +X armor. X = the locked unit's armor.",
                 "Т Поверни другой свой отряд: Этот отряд получает +X к броне. X = броня повернутого отряда.")
    g, c = game(("gun", card(fp=3, ar=5), 0, "sector", 0), ("me", card(t, ar=1), 1, "sector", 0),
                ("wall", card(ar=4), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    assert _to_tactics(g, 1)
    g.apply(("play", c["me"], 0))
    if ("choose", c["wall"]) in g.legal_decisions():
        g.apply(("choose", c["wall"]))
    _pass(g)
    assert any("gets +4 armor" in x for x in texts(g, "en"))
    assert g.in_play(c["me"])


def test_the_locked_unit_without_a_lock_is_refused_and_a_trigger_names_it():
    from heresy_app.abilities import AbilityParseError
    with pytest.raises(AbilityParseError):
        parse("T: Deal 1 damage to the locked unit.", "en")
    r = _printed("R When an enemy unit is locked: Deal 1 damage to the locked unit.",
                 "Р Когда отряд противника повернут: Нанеси повернутому отряду 1 повреждение.")
    assert r["effects"][0]["target"] == {"ref": "trigger"}


def test_a_unit_destroyed_by_a_shooting_attack_answers_the_shooting_unit():
    r = _printed("R When one of your units is destroyed by a shooting attack: Deal 2 damage to the shooting unit.",
                 "Р Когда твой отряд уничтожен стрельбой: Нанеси стреляющему отряду 2 повреждения.")
    g, c = game(("gun", card(fp=3, ar=2), 0, "sector", 0), ("me", card(ar=1), 1, "sector", 0),
                ("post", card(r, type="asset", ar=3), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    for _ in range(40):
        legal = g.legal_decisions()
        if g.question() is None or g.question().kind == "war_action":
            break
        if ("play", c["post"], 0) in legal:
            g.apply(("play", c["post"], 0))
            continue
        g.apply(("no_block",) if ("no_block",) in legal else ("pass",))
    assert not g.in_play(c["me"])
    assert not g.in_play(c["gun"])   # 2 damage to armor 2
    assert any("takes 2 damage" in x for x in texts(g, "en"))


def test_an_enemy_unit_that_shoots_at_this_unit_gets_less_firepower():
    a = _printed("An enemy unit that shoots at this unit gets -1 firepower.",
                 "Отряд противника, стреляющий в этот отряд, получает -1 к огневой мощи.")
    assert a["kind"] == "constant" and a["conditions"][0]["predicate"] == {
        "pred": "this_role", "role": "defending", "attack": "shooting"}
    g, c = game(("gun", card(fp=2, ar=5), 0, "sector", 0), ("me", card(a, ar=2), 1, "sector", 0),
                ("other", card(ar=2), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    _pass(g)
    assert g.in_play(c["me"])   # firepower 1 against armor 2
    g2, c2 = game(("gun", card(fp=2, ar=5), 0, "sector", 0), ("me", card(a, ar=2), 1, "sector", 0),
                  ("other", card(ar=2), 1, "sector", 0))
    g2.apply(("shoot", c2["gun"], c2["other"]))   # shooting another unit: the full firepower
    _pass(g2)
    assert not g2.in_play(c2["other"])


def test_an_enemy_unit_that_assaults_this_unit_cannot_overrun():
    a = _printed("An enemy unit that assaults this unit cannot overrun.",
                 "Отряд противника, который штурмует этот отряд, не может совершать прорыв.")
    assert a == parse("When an enemy unit assaults this unit, that unit cannot overrun until the end of the war action.",
                      "en").model_dump(mode="json")
    g, c = game(("axe", card(as_=5), 0, "sector", 0, "charging"), ("me", card(a, ar=1), 1, "sector", 0),
                ("e2", card(ar=1), 1, "sector", 0))
    g.apply(("assault", c["axe"], c["me"]))
    for _ in range(40):
        legal = g.legal_decisions()
        if g.question() is None or any(d[0] == "overrun" for d in legal) or g.question().kind == "war_action":
            break
        if ("play", c["me"], 0) in legal:
            g.apply(("play", c["me"], 0))
            continue
        g.apply(("no_block",) if ("no_block",) in legal else ("pass",))
    assert not g.in_play(c["me"])
    assert not any(d[0] == "overrun" for d in g.legal_decisions())
    assert g.in_play(c["e2"])


@pytest.mark.parametrize("bonus", [True, False])
def test_each_unit_that_overruns_in_this_sector_gets_assault(bonus):
    a = _printed("Each unit that overruns in this sector gets +2 assault.",
                 "Каждый отряд, совершающий прорыв в этом секторе, получает +2 к штурму.")
    assert a == parse("When a unit overruns, it gets +2 assault until the end of the war action.", "en").model_dump(mode="json")
    post = card(a, type="asset", ar=3) if bonus else card(type="asset", ar=3)
    g, c = game(("axe", card(as_=3), 0, "sector", 0, "charging"), ("post", post, 0, "sector", 0),
                ("e1", card(ar=1), 1, "sector", 0), ("e2", card(ar=4), 1, "sector", 0))
    g.apply(("assault", c["axe"], c["e1"]))
    for _ in range(40):
        legal = g.legal_decisions()
        if g.question() is None or g.question().kind == "war_action":
            break
        if ("play", c["post"], 0) in legal:
            g.apply(("play", c["post"], 0))
            continue
        over = [d for d in legal if d[0] == "overrun"]
        if over:
            g.apply(next(d for d in over if c["e2"] in d))
            continue
        g.apply(("no_block",) if ("no_block",) in legal else ("pass",))
    assert not g.in_play(c["e1"])
    assert g.in_play(c["e2"]) != bonus   # assault 3 + 2 against armor 4


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_when_a_player_retreats_from_this_sector_their_opponent_draws(lang):
    from tests.engine.test_sector_texts import game as sector_game
    from tests.engine.test_sector_texts import sector

    pair = ("When a player retreats from this sector, their opponent draws 2 cards.",
            "Когда игрок отступает из этого сектора, его противник берет 2 карты.")
    ab = parse(pair[1] if lang == "ru" else pair[0], lang)
    assert ab.trigger.event == "retreats" and ab.trigger.owner == "any" and ab.effects[0].player == "opponent"
    sec = sector(pair)
    g, c = sector_game(sec, ("a", card(), 0, "sector", 0, "locked"), ("d", card(), 1, "sector", 0))
    assert ("retreat",) in g.legal_decisions()
    g.apply(("retreat",))
    en = texts(g)
    acts = next(i for i, t in enumerate(en) if "the text of Test Sector" in t and "acts for P1" in t)
    assert en[acts + 1] == "P2 draws 2 cards"   # the retreating player's opponent (into the command hand)
    assert any("действует текст сектора «Тестовый сектор" in t for t in texts(g, "ru"))
