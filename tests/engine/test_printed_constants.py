"""Issue 24, item 2: restrictions of every kind (cannot block, charge, shoot, assault, be locked, be
the target of abilities), on the card itself, given for a time, or to a scope of cards by a constant;
constants that reach a scope of cards (auras), count, or hold only while a condition does; costs
that destroy the card or lock only some units (rules: abilities.restriction, abilities.constant)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.engine.terms import AR, AS, SP
from tests.engine.printed import ability, card, game, keyword, texts

ALL_YOUR = dict(quantity="all", owner="own")


def _kinds(g, k, c=None):
    return [d for d in g.legal_decisions() if d[0] == k and (c is None or d[1] == c)]


def _constant(*effects, **kw):
    return ability("constant", *effects, **kw)


# ---------------------------------------------------------------- restrictions


def test_a_unit_that_cannot_block_is_never_offered_as_a_blocker():
    g, c = game(("gun", card(sp=1), 0, "sector", 0), ("target", card(), 1, "sector", 0),
                ("coward", card(_constant(ir.Restriction(rule="no_block")), sp=3), 1, "sector", 0),
                ("brave", card(sp=3), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["target"]))
    assert _kinds(g, "block") == [("block", c["brave"])]


def test_enemy_units_in_this_sector_cannot_charge_while_the_asset_is_in_play():
    aura = _constant(ir.Restriction(rule="no_charge", target=ir.Choose(quantity="all", owner="enemy")))
    g, c = game(("mine", card(aura, type="asset"), 0, "sector", 0), ("u", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0), to_act=1)
    assert not _kinds(g, "charge") and _kinds(g, "shoot")
    g.destroy(c["mine"])
    g.settle()
    assert _kinds(g, "charge", c["e"])


def test_a_constant_restriction_in_another_sector_does_not_reach_the_battle():
    aura = _constant(ir.Restriction(rule="no_charge", target=ir.Choose(quantity="all", owner="enemy")))
    g, c = game(("mine", card(aura, type="asset"), 0, "sector", 1), ("u", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0), to_act=1)
    assert _kinds(g, "charge", c["e"])


def test_a_ships_constant_restriction_reaches_every_sector():
    aura = _constant(ir.Restriction(rule="no_shoot", target=ir.Choose(quantity="all", owner="enemy")))
    g, c = game(("ship", card(aura, type="ship"), 0, "fleet"), ("u", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0), to_act=1)
    assert not _kinds(g, "shoot") and _kinds(g, "charge")


def test_a_unit_that_cannot_shoot_or_assault_may_still_charge():
    g, c = game(("u", card(_constant(ir.Restriction(rule="no_shoot"), ir.Restriction(rule="no_assault"))),
                 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert not _kinds(g, "shoot") and _kinds(g, "charge", c["u"])
    g.apply(("charge", c["u"]))
    g.apply(("pass",))   # P2
    assert not _kinds(g, "assault") and not _kinds(g, "special")


def test_a_tactic_that_bars_an_enemy_unit_from_blocking_until_the_end_of_the_battle():
    t = ability("WA", ir.Restriction(rule="no_block", target=ir.Choose(owner="enemy"), duration="battle"))
    g, c = game(("boss", card(t, type="asset"), 0, "sector", 0), ("gun", card(sp=1), 0, "sector", 0),
                ("target", card(), 1, "sector", 0), ("fast", card(sp=3), 1, "sector", 0))
    g.apply(("play", c["boss"], 0))
    g.apply(("choose", c["fast"]))
    assert any("cannot block for now" in t for t in texts(g))
    g.apply(("pass",))   # P2's war action
    g.apply(("shoot", c["gun"], c["target"]))
    assert not _kinds(g, "block")


def test_a_unit_that_cannot_be_locked_by_abilities_is_not_locked_by_one_but_still_locks_when_it_shoots():
    lock = ability("WA", ir.Lock(target=ir.Choose(owner="enemy")))
    lock_all = ability("WA", ir.Lock(target=ir.Choose(quantity="all", owner="enemy")))
    g, c = game(("a", card(lock, lock_all, type="asset"), 0, "sector", 0),
                ("iron", card(_constant(ir.Restriction(rule="no_lock"))), 1, "sector", 0))
    assert _kinds(g, "play") == [("play", c["a"], 1)]   # "one enemy unit": none it could lock
    g.apply(("play", c["a"], 1))
    assert g.position_of(c["iron"]) == "ready"
    assert any("cannot be locked by abilities" in t for t in texts(g))
    g.apply(("shoot", c["iron"], c["a"]))
    assert g.position_of(c["iron"]) == "locked"


def test_a_unit_that_cannot_be_locked_cannot_pay_a_cost_that_locks_it():
    wa = ability("WA", ir.Draw(count=ir.Number(value=1)), costs=[ir.LockThis()])
    g, c = game(("u", card(wa, _constant(ir.Restriction(rule="no_lock"))), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert not _kinds(g, "play")


def test_a_unit_that_cannot_be_the_target_of_enemy_abilities_is_chosen_only_by_its_owner():
    kill = ability("WA", ir.Destroy(target=ir.Choose()))
    g, c = game(("a", card(kill, type="asset"), 0, "sector", 0), ("mine", card(), 0, "sector", 0),
                ("ghost", card(_constant(ir.Restriction(rule="untargetable", enemy_only=True))), 1, "sector", 0),
                ("other", card(), 1, "sector", 0))
    g.apply(("play", c["a"], 0))
    assert sorted(d[1] for d in _kinds(g, "choose")) == sorted([c["mine"], c["other"]])
    g2, c2 = game(("a", card(kill, type="asset"), 1, "sector", 0), ("e", card(), 0, "sector", 0),
                  ("ghost", card(_constant(ir.Restriction(rule="untargetable", enemy_only=True))), 1, "sector", 0),
                  to_act=1)
    g2.apply(("play", c2["a"], 0))
    assert ("choose", c2["ghost"]) in g2.legal_decisions()


def test_a_unit_that_cannot_be_the_target_of_abilities_is_still_reached_by_all():
    kill_all = ability("WA", ir.Destroy(target=ir.Choose(quantity="all", owner="enemy")))
    kill_one = ability("WA", ir.Destroy(target=ir.Choose(owner="enemy")))
    g, c = game(("a", card(kill_one, kill_all, type="asset"), 0, "sector", 0),
                ("ghost", card(_constant(ir.Restriction(rule="untargetable"))), 1, "sector", 0))
    assert _kinds(g, "play") == [("play", c["a"], 1)]
    g.apply(("play", c["a"], 1))
    assert g.zone_of(c["ghost"]) == "discard"


# ---------------------------------------------------------------- constants reaching a scope


def test_all_your_infantry_units_get_one_armor_while_the_asset_is_in_play():
    aura = _constant(ir.ModifyStat(target=ir.Choose(filters=[keyword("Infantry")], **ALL_YOUR), stat="armor",
                                   amount=ir.Number(value=1)))
    g, c = game(("banner", card(aura, type="asset", ar=2), 0, "sector", 0),
                ("inf", card(keywords=["Infantry"], ar=1), 0, "sector", 0),
                ("far", card(keywords=["Infantry"], ar=1), 0, "sector", 1),
                ("tank", card(keywords=["Vehicle"], ar=1), 0, "sector", 0),
                ("foe", card(keywords=["Infantry"], ar=1), 1, "sector", 0))
    assert g.stat(c["inf"], AR) == 2
    assert g.stat(c["far"], AR) == 1 and g.stat(c["tank"], AR) == 1 and g.stat(c["foe"], AR) == 1
    assert g.stat(c["banner"], AR) == 2   # an asset, not an Infantry unit
    g.destroy(c["banner"])
    assert g.stat(c["inf"], AR) == 1


def test_enemy_vehicles_in_this_sector_get_minus_one_speed():
    aura = _constant(ir.ModifyStat(target=ir.Choose(quantity="all", owner="enemy", filters=[keyword("Vehicle")]),
                                   stat="speed", sign=-1, amount=ir.Number(value=1)))
    g, c = game(("jammer", card(aura, type="asset"), 0, "sector", 0), ("mine", card(keywords=["Vehicle"], sp=2), 0, "sector", 0),
                ("tank", card(keywords=["Vehicle"], sp=2), 1, "sector", 0))
    assert g.stat(c["tank"], SP) == 1 and g.stat(c["mine"], SP) == 2


def test_a_ships_aura_reaches_every_sector_and_an_aura_in_play_does_too():
    ship = _constant(ir.ModifyStat(target=ir.Choose(**ALL_YOUR), stat="assault", amount=ir.Number(value=1)))
    g, c = game(("ship", card(ship, type="ship"), 0, "fleet"), ("a", card(as_=1), 0, "sector", 0),
                ("b", card(as_=1), 0, "sector", 2), ("e", card(as_=1), 1, "sector", 0))
    assert g.stat(c["a"], AS) == 2 and g.stat(c["b"], AS) == 2 and g.stat(c["e"], AS) == 1
    wide = _constant(ir.ModifyStat(target=ir.Choose(zone="play", **ALL_YOUR), stat="assault", amount=ir.Number(value=1)))
    g2, c2 = game(("banner", card(wide, type="asset"), 0, "sector", 1), ("a", card(as_=1), 0, "sector", 0),
                  ("e", card(), 1, "sector", 0))
    assert g2.stat(c2["a"], AS) == 2


def test_your_other_units_leaves_the_card_printing_it_out():
    aura = _constant(ir.ModifyStat(target=ir.Choose(other=True, **ALL_YOUR), stat="armor", amount=ir.Number(value=1)))
    g, c = game(("chief", card(aura, ar=1), 0, "sector", 0), ("a", card(ar=1), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert g.stat(c["a"], AR) == 2 and g.stat(c["chief"], AR) == 1


def test_a_unit_gets_one_armor_for_each_vehicle_unit_you_have_in_this_sector():
    count = _constant(ir.ModifyStat(target=ir.ThisCard(), stat="armor",
                                    amount=ir.Count(owner="own", filters=[keyword("Vehicle")])))
    g, c = game(("crew", card(count, ar=1), 0, "sector", 0), ("t1", card(keywords=["Vehicle"]), 0, "sector", 0),
                ("t2", card(keywords=["Vehicle"]), 0, "sector", 0), ("e", card(keywords=["Vehicle"]), 1, "sector", 0))
    assert g.stat(c["crew"], AR) == 3
    g.destroy(c["t1"])
    assert g.stat(c["crew"], AR) == 2


def test_a_constant_while_this_unit_is_charging_counts_only_while_it_charges():
    fury = _constant(ir.ModifyStat(target=ir.ThisCard(), stat="assault", amount=ir.Number(value=2)),
                     conditions=[ir.Condition(mode="only_if", predicate=ir.ThisState(state="charging"))])
    g, c = game(("berserk", card(fury, as_=1), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert g.stat(c["berserk"], AS) == 1
    g.apply(("charge", c["berserk"]))
    assert g.stat(c["berserk"], AS) == 3


def test_your_units_in_this_sector_gain_counter_attack_from_a_constant():
    aura = _constant(ir.Grant(target=ir.Choose(**ALL_YOUR), keyword="Counter-attack"))
    g, c = game(("drill", card(aura, type="asset"), 1, "sector", 0), ("vet", card(fp=0, as_=3, ar=3), 1, "sector", 0),
                ("gun", card(fp=2, ar=1), 0, "sector", 0))
    assert g.has_counter(c["vet"]) and not g.has_counter(c["gun"])
    g.apply(("shoot", c["gun"], c["vet"]))
    assert any("counter-attacks" in t for t in texts(g))


def test_a_unit_that_gains_a_keyword_is_chosen_as_one_with_it():
    grant = ability("WA", ir.Grant(target=ir.Choose(owner="own"), keyword="Vehicle", duration="battle"))
    fuel = ability("WA", ir.Ready(target=ir.Choose(owner="own", filters=[keyword("Vehicle")])))
    g, c = game(("tech", card(grant, fuel, type="asset"), 0, "sector", 0), ("u", card(), 0, "sector", 0, "locked"),
                ("e", card(), 1, "sector", 0))
    assert _kinds(g, "play") == [("play", c["tech"], 0)]
    g.apply(("play", c["tech"], 0))
    assert "vehicle" in g.keywords(c["u"]) and any("gains Vehicle" in t for t in texts(g))
    assert any("получает ключевое слово «Техника»" in t for t in texts(g, "ru"))
    g.apply(("pass",))
    g.apply(("play", c["tech"], 1))
    assert g.position_of(c["u"]) == "ready"


# ---------------------------------------------------------------- costs


def test_destroy_this_asset_to_draw_two_cards():
    wa = ability("WA", ir.Draw(count=ir.Number(value=2)), costs=[ir.DestroyThis()])
    g, c = game(("cache", card(wa, type="asset"), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["cache"], 0))
    assert g.zone_of(c["cache"]) == "discard" and len(g.hands[0]) == 2


def test_lock_one_of_your_ready_vehicle_units_locks_only_a_vehicle():
    wa = ability("WA", ir.Draw(count=ir.Number(value=1)),
                 costs=[ir.LockUnits(count=1, state="ready", filters=[keyword("Vehicle")])])
    g, c = game(("hq", card(wa, type="asset"), 0, "sector", 0), ("inf", card(keywords=["Infantry"]), 0, "sector", 0),
                ("t1", card(keywords=["Vehicle"]), 0, "sector", 0), ("t2", card(keywords=["Vehicle"]), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["hq"], 0))
    assert sorted(d[1] for d in _kinds(g, "choose")) == sorted([c["t1"], c["t2"]])
    g2, c2 = game(("hq", card(wa, type="asset"), 0, "sector", 0), ("inf", card(keywords=["Infantry"]), 0, "sector", 0),
                  ("e", card(), 1, "sector", 0))
    assert not _kinds(g2, "play")
