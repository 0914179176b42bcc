"""Issue 24 (g11): verbs the language lacked, played from the printed text in both languages — stats
swapped for a time, two cards swapping sectors, damage equal to the dealer's own stat, extra damage by
kind of attack (a counter-attack's too), a card infiltrated from among cards a cost discarded or the
top cards looked at, "That unit is locked." after a move (engine.bends, combat)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.ai.valuation import effect_value
from heresy_app.engine.terms import AR, FP, LOCKED
from tests.engine.printed import card, game, texts


def _ir(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def _pass(g, kinds=("tactics", "block", "reaction", "modifier"), limit=30):
    for _ in range(limit):
        q = g.question()
        if q is None or q.kind not in kinds or ("pass",) not in g.legal_decisions():
            return q
        g.apply(("pass",))
    return g.question()


SWAP = ("T: Swap the firepower and armor of target unit.", "Т: Поменяй местами огневую мощь и броню любого отряда.")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_tactic_swaps_firepower_and_armor_for_the_war_action(lang):
    t = _ir(SWAP[0 if lang == "en" else 1], lang)
    assert t == _ir(SWAP[1 - (lang == "ru")], "ru" if lang == "en" else "en")
    g, c = game(("gun", card(fp=4, ar=1), 0, "sector", 0), ("me", card(t), 1, "sector", 0),
                ("foe", card(ar=5), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["foe"]))
    _pass(g, ("block",))
    assert g.question().kind == "tactics"
    if g.question().player == 0:
        g.apply(("pass",))
    assert effect_value(g, 1, t["effects"][0]) > 0
    g.apply(("play", c["me"], 0))
    q = g.question()
    assert ("choose", c["gun"]) in g.legal_decisions()
    g.apply(("choose", c["gun"]))
    _pass(g)
    assert any("firepower and armor change places: now 1 and 4" in x for x in texts(g, "en"))
    assert any("deals 1 damage" in x for x in texts(g, "en"))   # shot with the swapped firepower
    assert any("меняются местами" in x for x in texts(g, "ru"))
    assert g.zone_of(c["foe"]) != "discard"
    assert (g.stat(c["gun"], FP), g.stat(c["gun"], AR)) == (4, 1)   # the war action is over
    assert q.kind == "target"


PLACES = ("WA: Swap this unit with one of your units in another sector.",
          "ВА: Поменяй этот отряд местами с одним своим отрядом в другом секторе.")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_war_action_swaps_this_unit_with_one_in_another_sector(lang):
    wa = _ir(PLACES[0 if lang == "en" else 1], lang)
    g, c = game(("me", card(wa), 0, "sector", 0, "locked"), ("far", card(as_=5), 0, "sector", 1),
                ("farther", card(), 0, "sector", 2), ("foe", card(), 1, "sector", 0))
    assert ("play", c["me"], 0) in g.legal_decisions()
    g.apply(("play", c["me"], 0))
    _pass(g, ("cost", "reaction"))
    legal = g.legal_decisions()
    assert ("choose", c["far"]) in legal and ("choose", c["farther"]) in legal and ("choose", c["foe"]) not in legal
    g.apply(("choose", c["far"]))
    assert (g.zone_of(c["far"]), g.zone_of(c["me"])) == ("sector:0", "sector:1")
    assert g.pos[c["me"]] == LOCKED   # it keeps its position
    assert any("have changed places" in x for x in texts(g, "en")) and any("поменялись местами" in x for x in texts(g, "ru"))


def test_during_preparation_the_player_may_swap():
    prep = _ir("During preparation, you may swap this unit with one of your units in another sector.")
    assert prep == _ir("Во время подготовки ты можешь поменять этот отряд местами с одним из своих отрядов "
                       "в другом секторе.", "ru")
    g, c = game(("me", card(prep), 0, "sector", 0), ("far", card(), 0, "sector", 1),
                ("foe", card(), 1, "sector", 0), stage="preparation")
    for _ in range(10):
        legal = g.legal_decisions()
        if ("choose", c["far"]) in legal:
            g.apply(("choose", c["far"]))
            break
        yes = [d for d in legal if d[0] in ("play", "option", "yes")]
        g.apply(yes[0] if yes else legal[0])
    assert (g.zone_of(c["far"]), g.zone_of(c["me"])) == ("sector:0", "sector:1")


DEALT = ("When this unit is destroyed, it deals damage equal to its assault to the attacking unit.",
         "Когда этот отряд уничтожен, он наносит атакующему отряду повреждения, равные своему штурму.")


@pytest.mark.parametrize(("lang", "as_", "dies"), [("en", 3, True), ("ru", 3, True), ("en", 2, False)])
def test_destroyed_it_deals_damage_equal_to_its_assault(lang, as_, dies):
    r = _ir(DEALT[0 if lang == "en" else 1], lang)
    g, c = game(("gun", card(fp=3, ar=3), 0, "sector", 0), ("me", card(r, as_=as_, ar=1), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    for _ in range(30):
        q = g.question()
        if q.kind == "reaction" and ("play", c["me"], 0) in g.legal_decisions():
            g.apply(("play", c["me"], 0))
            break
        if ("pass",) not in g.legal_decisions():
            break
        g.apply(("pass",))
    _pass(g)
    assert (g.zone_of(c["gun"]) == "discard") == dies


COUNTER = ("Units with Counter-attack in this sector deal 1 extra damage when they counter-attack.",
           "Отряды с контратакой в этом секторе наносят при контратаке на 1 повреждение больше.")


@pytest.mark.parametrize(("lang", "printed"), [("en", True), ("ru", True), ("en", False)])
def test_counter_attacks_deal_one_extra_damage(lang, printed):
    sec = [_ir(COUNTER[0 if lang == "en" else 1], lang)] if printed else []
    g, c = game(("a", card(as_=5, ar=3), 0, "sector", 0, "charging"),
                ("d", card(as_=2, ar=9, keywords=("Counter-attack",)), 1, "sector", 0),
                ("banner", card(*sec, type="asset"), 1, "sector", 0))
    g.apply(("assault", c["a"], c["d"]))
    _pass(g)
    assert (g.zone_of(c["a"]) == "discard") == printed
    if printed:
        assert any("extra damage with its counter-attack" in x for x in texts(g, "en"))
        assert any("контратакой на 1" in x for x in texts(g, "ru"))


@pytest.mark.parametrize(("kind", "bonus", "dies"), [("shoot", "shoots", True), ("shoot", "assaults", False),
                                                     ("assault", "assaults", True)])
def test_extra_damage_in_attacks_of_one_kind(kind, bonus, dies):
    me = _ir(f"This unit deals 1 extra damage when it {bonus}.")
    g, c = game(("me", card(me, fp=2, as_=2), 0, "sector", 0, "charging" if kind == "assault" else "ready"),
                ("foe", card(ar=3), 1, "sector", 0))
    g.apply((kind, c["me"], c["foe"]))
    _pass(g)
    assert (g.zone_of(c["foe"]) == "discard") == dies


def test_a_tactic_gives_extra_damage_for_the_war_action():
    t = _ir("T: One of your units deals 2 extra damage when it assaults this war action.")
    assert t == _ir("Т: Один твой отряд наносит при штурме на 2 повреждения больше в этой военной акции.", "ru")
    assert t["effects"][0]["duration"] == "war_action"
    g, c = game(("me", card(t, as_=2), 0, "sector", 0, "charging"), ("foe", card(ar=4), 1, "sector", 0))
    g.apply(("assault", c["me"], c["foe"]))
    _pass(g, ("block",))
    g.apply(("play", c["me"], 0))
    for _ in range(5):
        if ("choose", c["me"]) in g.legal_decisions():
            g.apply(("choose", c["me"]))
            break
        g.apply(g.legal_decisions()[0])
    _pass(g)
    assert g.zone_of(c["foe"]) == "discard"
    assert any("extra damage when it assaults" in x for x in texts(g, "en"))


AMONG = ("WA Lock this asset, discard the top 3 cards of your deck: Infiltrate one unit from among them into this sector.",
         "ВА Поверни этот ресурс, сбрось 3 верхние карты своей колоды: Внедри в этот сектор один отряд из этих карт.")


def test_a_unit_from_among_the_cards_the_cost_discarded():
    assert _ir(AMONG[0]) == _ir(AMONG[1], "ru")
    g, c = game(("depot", card(_ir(AMONG[1], "ru"), type="asset"), 0, "sector", 0), ("foe", card(), 1, "sector", 0))
    n = len(g.sectors[0][0])
    g.apply(("play", c["depot"], 0))
    for _ in range(10):
        legal = g.legal_decisions()
        picks = [d for d in legal if d[0] == "choose"]
        if picks and g.question().kind != "cost":
            g.apply(picks[0])
            break
        g.apply(("pass",) if ("pass",) in legal else legal[0])
    assert len(g.sectors[0][0]) == n + 1


def test_that_unit_is_locked_after_a_move():
    wa = _ir("WA Lock this asset: Move one of your units from another sector to this sector. That unit is locked.")
    assert wa == _ir("ВА Поверни этот ресурс: Перемести один свой отряд из другого сектора в этот сектор. "
                     "Перемещенный отряд повернут.", "ru")
    assert wa["effects"][0]["arrives"] == "locked"
