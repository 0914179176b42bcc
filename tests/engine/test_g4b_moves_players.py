"""Issue 24 (helper g4b): moves as printed ("Move one of your Infantry units from another sector into this
sector. It arrives there locked.") and players compared in constants and conditions ("+1 flag while you
have more units in this sector than your opponent.", "If all your units in this sector are locked",
"If none of your units in this sector are ready"), played from the text read in both languages."""

from __future__ import annotations

from heresy_app.abilities import parse
from heresy_app.engine.targets import predicate
from heresy_app.engine.terms import AR, FL, LOCKED, READY
from tests.engine.printed import card, game, texts


def _printed(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _play_through(g, first, limit=20):
    g.apply(first)
    for _ in range(limit):
        legal = g.legal_decisions()
        moves = [d for d in legal if d[0] in ("move", "choose", "pick", "done")]
        if not moves:
            return
        g.apply(moves[0])


def test_a_unit_moved_into_this_sector_arrives_locked():
    wa = _printed("WA: Move one of your Infantry units from another sector into this sector. It arrives there locked.",
                  "ВА: Перемести в этот сектор один свой отряд пехоты из другого сектора. Он прибывает туда повернутым.")
    g, c = game(("post", card(wa, type="asset"), 0, "sector", 0), ("inf", card(keywords=["Infantry"]), 0, "sector", 1),
                ("e", card(), 1, "sector", 0))
    assert g.position_of(c["inf"]) == "ready"
    _play_through(g, ("play", c["post"], 0))
    assert g.zone_of(c["inf"]) == "sector:0" and g.pos[c["inf"]] == LOCKED
    assert any("arrives locked" in t for t in texts(g))
    assert any("прибывает повернутым" in t for t in texts(g, "ru"))


def test_a_moved_unit_keeps_its_position_when_the_text_says_nothing():
    wa = _printed("WA: Move one of your Infantry units from another sector into this sector.",
                  "ВА: Перемести в этот сектор один свой отряд пехоты из другого сектора.")
    g, c = game(("post", card(wa, type="asset"), 0, "sector", 0), ("inf", card(keywords=["Infantry"]), 0, "sector", 1),
                ("e", card(), 1, "sector", 0))
    _play_through(g, ("play", c["post"], 0))
    assert g.zone_of(c["inf"]) == "sector:0" and g.pos[c["inf"]] == READY


def test_infiltrate_into_this_sector_from_the_hand_reads_as_the_usual_order():
    assert parse("WA: Infiltrate into this sector one Terminator unit from your hand.") == parse(
        "WA: Infiltrate one Terminator unit from your hand into this sector.")


def test_a_flag_while_you_have_more_units_counts_only_then():
    a = _printed("+1 flag while you have more units in this sector than your opponent.",
                 "+1 флаг, пока у тебя в этом секторе больше отрядов, чем у противника.")
    g, c = game(("banner", card(a, flags=1), 0, "sector", 0), ("mate", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    assert g.stat(c["banner"], FL) == 2
    g2, c2 = game(("banner", card(a, flags=1), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert g2.stat(c2["banner"], FL) == 1   # one against one: not more


def test_all_your_units_are_locked_holds_only_when_every_one_is():
    a = parse("E: If all your units in this sector are locked, your opponent gets +1 flag.")
    assert a == parse("С: Если все твои отряды в этом секторе повернуты, твой противник получает +1 флаг.", "ru")
    pred = a.effects[0].predicate.model_dump(mode="json")
    g, c = game(("x", card(), 0, "sector", 0, "locked"), ("y", card(), 0, "sector", 0, "locked"),
                ("e", card(), 1, "sector", 0))
    assert predicate(g, 0, c["x"], pred)
    assert not predicate(g, 1, c["e"], pred)   # the opponent's one unit is ready
    g.pos[c["y"]] = READY
    assert not predicate(g, 0, c["x"], pred)


def test_none_of_your_units_are_ready_is_no_ready_unit():
    a = parse("E: If none of your units in this sector are ready, your opponent gets +1 flag.")
    assert a == parse("E: If you have no ready units in this sector, your opponent gets +1 flag.")
    assert a == parse("С: Если ни один из твоих отрядов в этом секторе не готов, твой противник получает +1 флаг.", "ru")


def test_a_ship_in_your_fleet_area_is_a_ship_in_play():
    a = _printed("While this ship is in your fleet area, it gets +1 armor.",
                 "Пока этот корабль находится в твоей зоне флота, он получает +1 к броне.")
    g, c = game(("ship", card(a, type="ship", ar=2), 0, "fleet"), ("u", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    assert g.stat(c["ship"], AR) == g.tpl[c["ship"]].stats[AR] + 1
