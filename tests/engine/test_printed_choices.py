"""Issue 24, item 2: the engine plays as printed what a choice may pick — alternatives ("one asset or
Vehicle unit"), zones (in play, the fleet areas, a discard pile) — and amounts counted "for each",
effects on each player, and X read from the cards of the war action."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.engine.effects import supported
from tests.engine.printed import ability, card, game, keyword, texts

ENEMY_UNIT = ir.Choose(owner="enemy", types=["unit"])


def _plays(g, c):
    return [d for d in g.legal_decisions() if d[0] == "play" and d[1] == c]


def _choices(g):
    return sorted(d[1] for d in g.legal_decisions() if d[0] == "choose")


def test_one_asset_or_vehicle_unit_may_be_chosen_but_not_an_infantry_unit():
    wa = ability("WA", ir.Destroy(target=ir.Choose(owner="enemy", types=["asset"], alt=[
        ir.Alt(types=["unit"], filters=[keyword("Vehicle")])])))
    g, c = game(("sniper", card(wa), 0, "sector", 0),
                ("inf", card(keywords=["Infantry"]), 1, "sector", 0),
                ("tank", card(keywords=["Vehicle"]), 1, "sector", 0),
                ("bunker", card(type="asset"), 1, "sector", 0))
    g.apply(("play", c["sniper"], 0))
    assert _choices(g) == sorted([c["tank"], c["bunker"]])
    g.apply(("choose", c["bunker"]))
    assert g.zone_of(c["bunker"]) == "discard" and g.zone_of(c["inf"]) == "sector:0"


def test_a_unit_in_play_may_be_chosen_in_any_sector_and_in_this_sector_only_the_battles():
    anywhere = ability("WA", ir.Lock(target=ir.Choose(owner="enemy", types=["unit"], zone="play")))
    here = ability("WA", ir.Lock(target=ENEMY_UNIT))
    g, c = game(("a", card(anywhere, here), 0, "sector", 0),
                ("near", card(), 1, "sector", 0), ("far", card(), 1, "sector", 2))
    g.apply(("play", c["a"], 0))
    assert _choices(g) == sorted([c["near"], c["far"]])
    g.apply(("choose", c["far"]))
    assert g.position_of(c["far"]) == "locked"
    g2, c2 = game(("a", card(anywhere, here), 0, "sector", 0),
                  ("near", card(), 1, "sector", 0), ("far", card(), 1, "sector", 2))
    g2.apply(("play", c2["a"], 1))
    assert g2.position_of(c2["near"]) == "locked"   # the one choice there is, taken by itself


def test_a_ship_is_chosen_in_the_fleet_area():
    wa = ability("WA", ir.Lock(target=ir.Choose(owner="enemy", types=["ship"], zone="fleet")))
    g, c = game(("a", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("ship", card(type="ship"), 1, "fleet"))
    g.apply(("play", c["a"], 0))
    assert g.position_of(c["ship"]) == "locked"


def test_a_unit_returns_from_the_discard_pile_to_the_hand_but_nothing_destroys_a_card_there():
    back = ability("WA", ir.Return(target=ir.Choose(owner="own", types=["unit"], zone="discard"), to="hand"))
    kill = ability("WA", ir.Destroy(target=ir.Choose(owner="own", types=["unit"], zone="discard")))
    g, c = game(("a", card(back, kill), 0, "sector", 0), ("dead", card(), 0, "discard"),
                ("e", card(), 1, "sector", 0))
    assert _plays(g, c["a"]) == [("play", c["a"], 0)]   # a card in the discard pile is not in play
    g.apply(("play", c["a"], 0))
    assert g.zone_of(c["dead"]) == "hand"
    assert any("returns to P1's hand" in t for t in texts(g))


def test_draw_a_card_for_each_vehicle_unit_you_have_in_this_sector():
    wa = ability("WA", ir.Draw(count=ir.Count(owner="own", types=["unit"], filters=[keyword("Vehicle")])))
    g, c = game(("a", card(wa), 0, "sector", 0), ("t1", card(keywords=["Vehicle"]), 0, "sector", 0),
                ("t2", card(keywords=["Vehicle"]), 0, "sector", 0), ("t3", card(keywords=["Vehicle"]), 0, "sector", 1),
                ("i", card(keywords=["Infantry"]), 0, "sector", 0), ("e", card(keywords=["Vehicle"]), 1, "sector", 0))
    g.apply(("play", c["a"], 0))
    assert len(g.hands[0]) == 2


def test_a_count_times_per_is_the_amount_of_damage():
    wa = ability("WA", ir.Damage(target=ENEMY_UNIT, amount=ir.Count(owner="enemy", types=["unit"], per=2)))
    g, c = game(("a", card(wa), 0, "sector", 0), ("e1", card(ar=4), 1, "sector", 0), ("e2", card(ar=5), 1, "sector", 0))
    g.apply(("play", c["a"], 0))
    g.apply(("choose", c["e1"]))   # two enemy units: 4 damage
    assert g.zone_of(c["e1"]) == "discard"
    assert any("takes 4 damage" in t for t in texts(g))


def test_each_player_draws_a_card_the_controller_first():
    wa = ability("WA", ir.Draw(count=ir.Number(value=1), player="each"))
    g, c = game(("a", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["a"], 0))
    assert len(g.hands[0]) == 1 and len(g.hands[1]) == 1
    drew = [t for t in texts(g) if "draws" in t]
    assert drew == ["P1 draws 1 card", "P2 draws 1 card"]


def test_each_player_discards_a_card_of_their_choice_the_controller_first():
    wa = ability("WA", ir.Discard(count=ir.Number(value=1), player="each"))
    g, c = game(("a", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("h0a", card(), 0, "hand"), ("h0b", card(), 0, "hand"), ("h1a", card(), 1, "hand"), ("h1b", card(), 1, "hand"))
    g.apply(("play", c["a"], 0))
    assert g.current_player == 0 and _choices(g) == sorted([c["h0a"], c["h0b"]])
    g.apply(("choose", c["h0b"]))
    assert g.current_player == 1 and _choices(g) == sorted([c["h1a"], c["h1b"]])
    g.apply(("choose", c["h1a"]))
    assert g.hands == [[c["h0a"]], [c["h1b"]]]


def test_each_player_discards_the_top_cards_of_their_deck():
    wa = ability("WA", ir.Mill(count=ir.Number(value=2), player="each"))
    g, c = game(("a", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["a"], 0))
    assert len(g.discards[0]) == 2 and len(g.discards[1]) == 2


def test_the_defending_unit_gets_x_armor_where_x_is_its_speed():
    # "T: The defending unit gets +X armor. X = its speed." on a P2 asset, played in the tactics window
    t = ability("T", ir.ModifyStat(target=ir.DefendingCard(), stat="armor", amount=ir.X()),
                x=ir.XStat(of="defending", stat="speed"))
    g, c = game(("gun", card(fp=3, sp=1), 0, "sector", 0), ("runner", card(sp=3, ar=1), 1, "sector", 0),
                ("shield", card(t, type="asset"), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["runner"]))
    assert g.question().kind == "tactics" and g.current_player == 1   # P1 had nothing to play: passed
    g.apply(("play", c["shield"], 0))
    assert any(t.endswith(f"[{c['runner']}] gets +3 armor") for t in texts(g))
    assert g.zone_of(c["runner"]) == "sector:0"   # 3 damage against armor 4


def test_every_new_part_is_played_by_the_engine():
    forms = [
        ability("WA", ir.Destroy(target=ir.Choose(types=["asset"], alt=[ir.Alt(types=["unit"])], zone="play"))),
        ability("WA", ir.Draw(count=ir.Count(types=["unit"]), player="each")),
        ability("T", ir.ModifyStat(target=ir.DefendingCard(), stat="armor", amount=ir.X()),
                x=ir.XStat(of="blocking", stat="speed")),
        ability("WA", ir.Draw(count=ir.Number(value=1)), costs=[ir.DestroyThis()]),
        ability("WA", ir.Draw(count=ir.Number(value=1)), costs=[ir.LockUnits(count=1, filters=[keyword("Vehicle")])]),
        ability("WA", ir.Move(target=ENEMY_UNIT), ir.Reveal(what="top", count=2), ir.LookTop(count=3),
                ir.Shuffle(), ir.Grant(target=ENEMY_UNIT, keyword="Infantry")),
        ability("WA", ir.IfThen(predicate=ir.CountAtLeast(filters=[keyword("Hero")]),
                                effects=[ir.ChooseOne(options=[[ir.Draw(count=ir.Number(value=1))],
                                                               [ir.Lock(target=ENEMY_UNIT)]])],
                                otherwise=[ir.Shuffle()])),
        ability("WA", ir.Draw(count=ir.Number(value=2)), costs=[ir.Test(value=ir.Number(value=4))],
                fail_effects=[ir.Mill(count=ir.Number(value=1), player="you")]),
        ability("R", ir.Draw(count=ir.Number(value=1)), trigger=ir.Trigger(event="locked", owner="enemy")),
        ability("R", ir.Draw(count=ir.Number(value=1)), trigger=ir.Trigger(event="battle_start", types=["card"])),
        ability("constant", ir.ModifyStat(target=ir.Choose(quantity="all", owner="own", filters=[keyword("Infantry")]),
                                          stat="armor", amount=ir.Number(value=1))),
        ability("constant", ir.Restriction(rule="no_charge", target=ir.Choose(quantity="all", owner="enemy"))),
        ability("constant", ir.Restriction(rule="untargetable", enemy_only=True)),
        ability("constant", ir.Grant(target=ir.Choose(quantity="all", owner="own"), keyword="Counter-attack")),
        ability("constant", ir.ModifyStat(target=ir.ThisCard(), stat="armor", amount=ir.Count(types=["unit"])),
                conditions=[ir.Condition(mode="only_if", predicate=ir.ThisState(state="charging"))]),
        ability("T", ir.Restriction(rule="no_block", target=ENEMY_UNIT, duration="battle")),
    ]
    assert all(supported(f) for f in forms)
    # a scope's change versus a keyword is not read: refused, to be played by hand
    assert not supported(ability("constant", ir.ModifyStat(target=ir.Choose(quantity="all"), stat="armor",
                                                           amount=ir.Number(value=1), versus="Vehicle")))
