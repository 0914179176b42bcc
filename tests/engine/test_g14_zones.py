"""Issue 24 (g14): places, moves and the events that trigger, played as printed in both languages — a
ship entering its fleet area ("When this ship enters your fleet area" / «Когда этот корабль попадает в
твою зону флота»), a ship put into the fleet area locked, "the infiltrated / destroyed unit" (the
trigger's card), "When you infiltrate this unit", flags "in this sector"."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from heresy_app.engine.catalog import catalog_for
from heresy_app.engine.terms import LOCKED
from tests.engine.helpers import position
from tests.engine.printed import card, game, texts, until


def _r(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def _before_battle(*cards):
    """A position before the battle for sector 0 is chosen (P1 attacks): the ships there go to the
    fleet areas during its preparation."""
    filler = card(name="Filler")
    cat = catalog_for(None).with_cards([*(c for _, c, *_ in cards), filler])
    rows = [*cards, *[(f"d{p}{i}", filler, p, "deck") for p in (0, 1) for i in range(8)]]
    rows = [(label, c.id, owner, *rest) for label, c, owner, *rest in sorted(rows, key=lambda r: r[2])]
    return position(rows, db=cat)


FLEET = [("en", "When this ship enters your fleet area, draw 1 card."),
         ("ru", "Когда этот корабль попадает в твою зону флота, возьми 1 карту.")]


@pytest.mark.parametrize("lang,text", FLEET)
def test_a_ship_entering_its_fleet_area_in_preparation_answers_its_trigger(lang, text):
    ab = _r(text, lang)
    assert ab["trigger"]["event"] == "fleet" and ab["trigger"]["this"]
    g, c = _before_battle(("ship", card(ab, type="ship"), 0, "sector", 0), ("u", card(), 0, "sector", 0),
                          ("e", card(), 1, "sector", 0))
    if ("battle", 0) in g.legal_decisions():
        g.apply(("battle", 0))
    q = until(g, "reaction", 0, "fleet")
    assert q is not None and ("play", c["ship"], 0) in g.legal_decisions()
    assert c["ship"] in g.fleets[0]
    hand = len(g.hands[0])
    g.apply(("play", c["ship"], 0))
    assert len(g.hands[0]) == hand + 1
    assert any("goes to the fleet area" in t for t in texts(g)) and any("уходит в зону флота" in t for t in texts(g, "ru"))


@pytest.mark.parametrize("lang,text", [
    ("en", "R When an enemy ship enters your opponent's fleet area: Draw 1 card."),
    ("ru", "Р Когда корабль противника попадает в зону флота противника: Возьми 1 карту."),
])
def test_an_enemy_ship_entering_its_fleet_area_answers_but_your_own_does_not(lang, text):
    ab = _r(text, lang)
    assert ab["trigger"]["owner"] == "enemy"
    g, c = _before_battle(("me", card(ab, type="asset"), 0, "sector", 0), ("mine", card(type="ship"), 0, "sector", 0),
                          ("theirs", card(type="ship"), 1, "sector", 0), ("e", card(), 1, "sector", 0))
    if ("battle", 0) in g.legal_decisions():
        g.apply(("battle", 0))
    seen = []
    for _ in range(40):
        q = g.question()
        if q.kind == "reaction" and ("play", c["me"], 0) in g.legal_decisions():
            seen.append(q.about.get("trigger"))
        legal = g.legal_decisions()
        if ("pass",) not in legal:
            break
        g.apply(("pass",))
    assert seen and set(seen) == {c["theirs"]}


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: Put 1 ship from your discard pile into your fleet area locked."),
    ("ru", "ВА: Положи 1 корабль из своего сброса в свою зону флота повернутым."),
])
def test_a_ship_put_into_the_fleet_area_locked_comes_in_locked(lang, text):
    ab = _r(text, lang)
    assert ab["effects"][0]["op"] == "infiltrate" and ab["effects"][0]["locked"]
    g, c = game(("me", card(ab), 0, "sector", 0), ("dead", card(type="ship"), 0, "discard"),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    for _ in range(20):
        if c["dead"] in g.fleets[0]:
            break
        legal = g.legal_decisions()
        pick = [d for d in legal if c["dead"] in d[1:]]
        g.apply(pick[0] if pick else ("pass",) if ("pass",) in legal else legal[0])
    assert c["dead"] in g.fleets[0] and g.pos[c["dead"]] == LOCKED
    assert any("comes in locked" in t for t in texts(g)) and any("приходит повернутым" in t for t in texts(g, "ru"))


@pytest.mark.parametrize("lang,text", [
    ("en", "R When one of your units is destroyed: Return the destroyed unit to your hand."),
    ("ru", "Р Когда один из твоих отрядов уничтожен: Верни уничтоженный отряд в свою руку."),
])
def test_the_destroyed_unit_is_the_card_the_trigger_destroyed(lang, text):
    ab = _r(text, lang)
    assert ab["effects"][0]["target"]["ref"] == "trigger"
    g, c = game(("gun", card(fp=3), 0, "sector", 0), ("victim", card(ar=1), 1, "sector", 0),
                ("other", card(ar=1), 1, "discard"), ("me", card(ab, type="asset"), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["victim"]))
    assert until(g, "reaction", 1, "destroyed") is not None
    g.apply(("play", c["me"], 0))
    assert c["victim"] in g.hands[1] and c["other"] not in g.hands[1]


def test_the_infiltrated_unit_names_only_the_card_an_infiltrating_trigger_names():
    with pytest.raises(AbilityParseError):
        parse("R When an enemy unit is destroyed: Deal 1 damage to the infiltrated unit.")
    with pytest.raises(AbilityParseError):
        parse("Р Когда отряд противника уничтожен: Нанеси 1 повреждение внедренному отряду.", "ru")
    a = parse("R When your opponent infiltrates a unit: Deal 1 damage to the infiltrated unit.")
    assert parse("Р Когда противник внедряет отряд: Нанеси 1 повреждение внедренному отряду.", "ru") == a
    assert a.effects[0].target.ref == "trigger"


def test_a_ship_goes_only_to_its_owners_fleet_area_and_only_a_ship_goes_there():
    for text in ("When one of your ships enters your opponent's fleet area, draw 1 card.",
                 "When this unit enters your fleet area, draw 1 card.",
                 "WA: Put 1 unit from your discard pile into your fleet area locked."):
        with pytest.raises(AbilityParseError):
            parse(text)


@pytest.mark.parametrize("lang,text", [("en", "E: You get +2 flags in this sector."),
                                       ("ru", "С: Ты получаешь +2 флага в этом секторе.")])
def test_flags_in_this_sector_are_the_battles(lang, text):
    assert _r(text, lang) == _r("E: You get +2 flags in this battle.")


SHOT_AT = [("en", "Your other Infantry units in this sector get +1 armor when they are shot at."),
           ("ru", "Другие твои отряды пехоты в этом секторе получают +1 к броне, когда в них стреляют.")]
_TACTIC = parse("T: Draw 1 card.", "en").model_dump(mode="json")


@pytest.mark.parametrize("lang,text", SHOT_AT)
@pytest.mark.parametrize("kind, bonus", [("shoot", 1), ("assault", 0)])
def test_a_scopes_armor_when_shot_at_counts_in_a_shooting_attack_only(lang, text, kind, bonus):
    from heresy_app.engine.terms import AR

    ab = _r(text, lang)
    assert ab["effects"][0]["versus_attack"] == "shooting"
    g, c = game(("a", card(fp=5, as_=5), 0, "sector", 0, "charging" if kind == "assault" else "ready"),
                ("tac", card(_TACTIC), 0, "sector", 0),
                ("sarge", card(ab, keywords=["Infantry"]), 1, "sector", 0),
                ("inf", card(ar=2, keywords=["Infantry"]), 1, "sector", 0))
    assert g.stat(c["inf"], AR, c["a"]) == 2 and g.stat(c["inf"], AR) == 2   # no attack under way
    g.apply((kind, c["a"], c["inf"]))
    assert g.question().kind == "tactics"
    assert g.stat(c["inf"], AR, c["a"]) == 2 + bonus and g.stat(c["inf"], AR) == 2
    assert g.stat(c["sarge"], AR, c["a"]) == 1   # "other": never the card printing it


def test_a_ship_put_in_locked_is_valued_below_one_that_comes_in_ready():
    from heresy_app.engine.ai.valuation import EFFECT_VALUES

    ready, locked = (_r(t)["effects"][0] for t in ("WA: Put 1 ship from your discard pile into your fleet area.",
                                                   "WA: Put 1 ship from your discard pile into your fleet area locked."))
    assert EFFECT_VALUES["infiltrate"](None, 0, locked) < EFFECT_VALUES["infiltrate"](None, 0, ready)


@pytest.mark.parametrize("lang,text", [("en", "R When your opponent passes: Draw 1 card."),
                                       ("ru", "Р Когда противник пасует: Возьми 1 карту.")])
def test_the_opponent_passing_answers_but_your_own_pass_does_not(lang, text):
    ab = _r(text, lang)
    assert ab["trigger"]["event"] == "passes" and ab["trigger"]["owner"] == "enemy"
    g, c = game(("me", card(ab, type="asset"), 1, "sector", 0), ("u", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    assert g.question().kind == "war_action" and g.question().player == 0
    g.apply(("pass",))
    q = until(g, "reaction", 1, "passes")
    assert q is not None and ("play", c["me"], 0) in g.legal_decisions()
    hand = len(g.hands[1])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[1]) == hand + 1
    assert any("P1 passes" in t for t in texts(g)) and any("Игрок 1: пас" in t for t in texts(g, "ru"))
    assert any("P2 draws 1 card" in t for t in texts(g))


def test_your_own_pass_is_no_opponents():
    ab = _r("R When your opponent passes: Draw 1 card.")
    g, c = game(("me", card(ab, type="asset"), 0, "sector", 0), ("u", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("pass",))
    assert ("play", c["me"], 0) not in g.legal_decisions()
