"""Issue 24: triggers built from parts, played as printed — the other card of the event ("When this
unit destroys an enemy unit", "shoots at this unit", "is attacked by a Vehicle"), how it came about
("by shooting", "by an assault", "by an enemy ability"), "another unit of yours", the defending unit,
and the opponent's own actions (declares a war action, draws cards, overruns) as triggers (rules:
abilities.reaction)."""

from __future__ import annotations

from heresy_app.abilities import parse
from tests.engine.printed import card, game, offered, texts, to_reaction


def _r(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def test_this_unit_destroys_an_enemy_unit_by_shooting():
    r = _r("R When this unit destroys an enemy unit by shooting: Draw 1 card.")
    g, c = game(("gun", card(r, fp=3), 0, "sector", 0), ("e", card(ar=1), 1, "sector", 0),
                ("e2", card(ar=1), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    assert to_reaction(g, "destroyed") is not None and offered(g, c["gun"])
    hand = len(g.hands[0])
    g.apply(("play", c["gun"], 0))
    assert len(g.hands[0]) == hand + 1
    assert any("P1 uses" in t for t in texts(g)) and any("Игрок 1" in t for t in texts(g, "ru"))


def test_destroyed_by_shooting_is_not_answered_by_an_assault_nor_by_another_units_kill():
    r = _r("When this unit destroys an enemy unit by shooting, draw 1 card.")
    g, c = game(("gun", card(r, fp=3, as_=3), 0, "sector", 0, "charging"), ("e", card(ar=1), 1, "sector", 0))
    g.apply(("assault", c["gun"], c["e"]))
    q = to_reaction(g, "destroyed")
    assert q is None or not offered(g, c["gun"])
    g, c = game(("gun", card(r), 0, "sector", 0), ("mate", card(fp=3), 0, "sector", 0),
                ("e", card(ar=1), 1, "sector", 0))
    g.apply(("shoot", c["mate"], c["e"]))
    q = to_reaction(g, "destroyed")
    assert q is None or not offered(g, c["gun"])


def test_the_defending_unit_destroyed_by_this_units_shooting():
    r = _r("R When this unit destroys the defending unit by shooting: Draw 1 card.")
    g, c = game(("gun", card(r, fp=3), 0, "sector", 0), ("e", card(ar=1), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    assert to_reaction(g, "destroyed") is not None and offered(g, c["gun"])


def test_an_enemy_unit_shoots_at_this_unit_and_only_at_it():
    r = _r("R When an enemy unit shoots at this unit: That unit gets -3 firepower.")
    g, c = game(("me", card(r, ar=5), 1, "sector", 0), ("other", card(ar=5), 1, "sector", 0),
                ("gun", card(fp=4), 0, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    assert to_reaction(g, "shoots") is not None and offered(g, c["me"])
    g.apply(("play", c["me"], 0))
    assert any("gets -3 firepower" in t for t in texts(g)) and any("deals 1 damage" in t for t in texts(g))
    g, c = game(("me", card(r, ar=5), 1, "sector", 0), ("other", card(ar=5), 1, "sector", 0),
                ("gun", card(fp=4), 0, "sector", 0))
    g.apply(("shoot", c["gun"], c["other"]))
    q = to_reaction(g, "shoots")
    assert q is None or not offered(g, c["me"])


def test_a_unit_of_yours_attacked_by_a_vehicle_in_russian():
    r = _r("Р Когда твой отряд атакован техникой: Тот отряд получает +2 к броне.", "ru")
    assert r == _r("R When a unit of yours is attacked by a Vehicle: That unit gets +2 armor.")
    g, c = game(("me", card(r, type="asset"), 1, "sector", 0), ("u", card(ar=2), 1, "sector", 0),
                ("tank", card(fp=3, keywords=["Vehicle"]), 0, "sector", 0), ("inf", card(fp=3), 0, "sector", 0))
    g.apply(("shoot", c["tank"], c["u"]))
    assert to_reaction(g, "attacked") is not None and offered(g, c["me"])
    g.apply(("play", c["me"], 0))
    assert any("gets +2 armor" in t for t in texts(g)) and any("survives" in t for t in texts(g))
    g, c = game(("me", card(r, type="asset"), 1, "sector", 0), ("u", card(ar=2), 1, "sector", 0),
                ("tank", card(fp=3, keywords=["Vehicle"]), 0, "sector", 0), ("inf", card(fp=3), 0, "sector", 0))
    g.apply(("shoot", c["inf"], c["u"]))
    q = to_reaction(g, "attacked")
    assert q is None or not offered(g, c["me"])


def test_locked_by_an_enemy_ability_but_not_by_its_own_attack():
    r = _r("R When this unit is locked by an enemy ability: Ready it.")
    lock = _r("WA: Lock one enemy unit.")
    g, c = game(("me", card(r, ar=5), 1, "sector", 0), ("caster", card(lock, type="asset"), 0, "sector", 0))
    g.apply(("play", c["caster"], 0))
    assert to_reaction(g, "locked") is not None and offered(g, c["me"])
    g.apply(("play", c["me"], 0))
    assert g.position_of(c["me"]) == "ready"
    g, c = game(("me", card(r, fp=2), 0, "sector", 0), ("e", card(ar=5), 1, "sector", 0))
    g.apply(("shoot", c["me"], c["e"]))
    q = to_reaction(g, "locked")
    assert q is None or not offered(g, c["me"])


def test_another_unit_of_yours_is_destroyed():
    r = _r("R When another unit of yours in this sector is destroyed: Draw 1 card.")
    g, c = game(("me", card(r, ar=5), 1, "sector", 0), ("mate", card(ar=1), 1, "sector", 0),
                ("gun", card(fp=3), 0, "sector", 0))
    g.apply(("shoot", c["gun"], c["mate"]))
    assert to_reaction(g, "destroyed") is not None and offered(g, c["me"])


def test_your_opponent_declares_a_war_action_and_draws_cards():
    r = _r("R: Play when your opponent declares a war action. Draw 1 card.")
    g, c = game(("me", card(r, type="asset"), 1, "sector", 0), ("u", card(), 0, "sector", 0),
                ("e", card(ar=5), 1, "sector", 0))
    g.apply(("shoot", c["u"], c["e"]))
    assert to_reaction(g, "war_action") is not None and offered(g, c["me"])
    hand = len(g.hands[1])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[1]) == hand + 1
    r = _r("Р Когда противник берет карты: Возьми 1 карту.", "ru")
    draw = _r("WA: Draw 1 card.")
    g, c = game(("me", card(r, type="asset"), 1, "sector", 0), ("lib", card(draw, type="asset"), 0, "sector", 0))
    g.apply(("play", c["lib"], 0))
    assert to_reaction(g, "draws") is not None and offered(g, c["me"])


def test_an_enemy_unit_overruns():
    r = _r("R When an enemy unit overruns: That unit gets -3 assault.")
    g, c = game(("me", card(r, type="asset"), 1, "sector", 0), ("e1", card(ar=1), 1, "sector", 0),
                ("e2", card(ar=3), 1, "sector", 0), ("brute", card(as_=6), 0, "sector", 0, "charging"))
    g.apply(("assault", c["brute"], c["e1"]))
    for _ in range(20):
        if g.question().kind == "overrun":
            break
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])
    g.apply(("overrun", c["e2"]))
    assert to_reaction(g, "overruns") is not None and offered(g, c["me"])
    g.apply(("play", c["me"], 0))
    assert any("-3" in t for t in texts(g))


# ---------------------------------------------------------------- "cannot be destroyed", "instead"

def test_a_tactic_makes_the_defending_card_indestructible_for_the_war_action():
    t = _r("T: The defending card cannot be destroyed this war action.")
    g, c = game(("gun", card(fp=5), 0, "sector", 0), ("e", card(t, ar=1), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    for _ in range(10):
        if ("play", c["e"], 0) in g.legal_decisions():
            break
        g.apply(("pass",))
    g.apply(("play", c["e"], 0))
    for _ in range(10):
        if g.question().kind == "war_action":
            break
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])
    assert g.in_play(c["e"])
    assert any("cannot be destroyed" in t for t in texts(g)) and any("не может быть уничтожен" in t for t in texts(g, "ru"))


def test_a_constant_keeps_a_scope_from_being_destroyed_while_its_card_is_ready():
    aura = _r("While this ship is ready, your Battle Barges cannot be destroyed.")
    wa = _r("WA: Destroy one enemy ship.")
    for pos, kept in (("ready", True), ("locked", False)):
        g, c = game(("ship", card(aura, type="ship"), 1, "fleet", None, pos),
                    ("barge", card(type="ship", keywords=["Battle Barge"]), 1, "fleet"),
                    ("bomb", card(wa, type="asset"), 0, "sector", 0), ("e", card(), 1, "sector", 0))
        g.apply(("play", c["bomb"], 0))
        if ("play", c["bomb"], 0) in g.legal_decisions() or g.question().kind == "target":
            g.apply(next(d for d in g.legal_decisions() if c["barge"] in d))
        for _ in range(10):
            if g.question().kind == "war_action":
                break
            g.apply(("pass",))
        assert g.in_play(c["barge"]) == kept, pos


def test_a_constant_replacement_locks_the_unit_instead_of_its_destruction_by_shooting_only():
    r = _r("Если этот отряд должен быть уничтожен стрельбой, вместо этого поверни его.", "ru")
    assert r == _r("If this unit would be destroyed by shooting, lock it instead.")
    g, c = game(("gun", card(fp=5), 0, "sector", 0), ("e", card(r, ar=1), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    for _ in range(10):
        if g.question().kind == "war_action":
            break
        g.apply(("pass",))
    assert g.in_play(c["e"]) and g.position_of(c["e"]) == "locked"
    assert any("would be destroyed" in t for t in texts(g)) and any("вместо этого" in t for t in texts(g, "ru"))
    g, c = game(("brute", card(as_=5), 0, "sector", 0, "charging"), ("e", card(r, ar=1), 1, "sector", 0))
    g.apply(("assault", c["brute"], c["e"]))
    for _ in range(10):
        if g.question().kind == "war_action" or not g.in_play(c["e"]):
            break
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[-1])
    assert not g.in_play(c["e"])


def test_a_reaction_returns_a_hero_to_hand_instead_of_its_destruction():
    r = _r("R When one of your units would be destroyed: Return it to your hand instead. Use only if it is a Hero.")
    g, c = game(("guard", card(r, type="asset"), 1, "sector", 0), ("hero", card(ar=1, keywords=["Hero"]), 1, "sector", 0),
                ("gun", card(fp=5), 0, "sector", 0))
    g.apply(("shoot", c["gun"], c["hero"]))
    q = to_reaction(g, "would_be_destroyed")
    assert q is not None and offered(g, c["guard"])
    g.apply(("play", c["guard"], 0))
    assert g.zone_of(c["hero"]) == "hand"
    # passed: the hero is destroyed, and a plain unit is never offered the replacement
    g, c = game(("guard", card(r, type="asset"), 1, "sector", 0), ("hero", card(ar=1, keywords=["Hero"]), 1, "sector", 0),
                ("gun", card(fp=5), 0, "sector", 0))
    g.apply(("shoot", c["gun"], c["hero"]))
    to_reaction(g, "would_be_destroyed")
    g.apply(("pass",))
    g.apply(("pass",))
    assert not g.in_play(c["hero"]) and any("is destroyed" in t for t in texts(g))
    g, c = game(("guard", card(r, type="asset"), 1, "sector", 0), ("u", card(ar=1), 1, "sector", 0),
                ("gun", card(fp=5), 0, "sector", 0))
    g.apply(("shoot", c["gun"], c["u"]))
    assert to_reaction(g, "would_be_destroyed") is None and not g.in_play(c["u"])


def test_return_this_unit_to_your_hand_as_a_cost_then_the_defending_card_cannot_be_destroyed():
    t = _r("Т Верни этот отряд в свою руку: Защищающаяся карта не может быть уничтожена в этой военной акции.", "ru")
    assert t == _r("T Return this unit to your hand: The defending card cannot be destroyed this war action.")
    g, c = game(("gun", card(fp=5), 0, "sector", 0), ("e", card(ar=1), 1, "sector", 0),
                ("medic", card(t), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    for _ in range(10):
        if ("play", c["medic"], 0) in g.legal_decisions():
            break
        g.apply(("pass",))
    g.apply(("play", c["medic"], 0))
    assert g.zone_of(c["medic"]) == "hand"
    for _ in range(10):
        if g.question().kind == "war_action":
            break
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])
    assert g.in_play(c["e"])


def test_your_opponent_uses_a_ship_ability():
    r = _r("R When your opponent uses a ship ability, Lock this asset: Lock that ship.")
    wa = _r("WA: Draw 1 card.")
    g, c = game(("watch", card(r, type="asset"), 1, "sector", 0), ("ship", card(wa, type="ship"), 0, "fleet"),
                ("lib", card(wa, type="asset"), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["ship"], 0))
    assert to_reaction(g, "ability_used") is not None and offered(g, c["watch"])
    g.apply(("play", c["watch"], 0))
    assert g.position_of(c["ship"]) == "locked"
    g, c = game(("watch", card(r, type="asset"), 1, "sector", 0), ("ship", card(wa, type="ship"), 0, "fleet"),
                ("lib", card(wa, type="asset"), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["lib"], 0))
    q = to_reaction(g, "ability_used")
    assert q is None or not offered(g, c["watch"])


def test_your_opponent_plays_a_tactic_but_not_a_war_action_card():
    r = _r("Р Когда противник играет тактику: Возьми 1 карту.", "ru")
    assert r == _r("R When your opponent plays a tactic from their command hand: Draw 1 card.")
    tactic = _r("T: Any unit gets +1 firepower.")
    g, c = game(("watch", card(r, type="asset"), 1, "sector", 0), ("u", card(), 0, "sector", 0),
                ("e", card(ar=5), 1, "sector", 0), ("cmd", card(command=tactic), 0, "hand"))
    g.apply(("shoot", c["u"], c["e"]))
    for _ in range(10):
        if ("play", c["cmd"], -1) in g.legal_decisions():
            break
        g.apply(("pass",))
    g.apply(("play", c["cmd"], -1))
    assert to_reaction(g, "played") is not None and offered(g, c["watch"])
    wa = _r("WA: Draw 1 card.")
    g, c = game(("watch", card(r, type="asset"), 1, "sector", 0), ("u", card(), 0, "sector", 0),
                ("cmd", card(command=wa), 0, "hand"))
    g.apply(("play", c["cmd"], -1))
    q = to_reaction(g, "played")
    assert q is None or not offered(g, c["watch"])


def test_this_unit_is_assaulted():
    r = _r("R When this unit is assaulted: This unit gets +2 armor.")
    g, c = game(("me", card(r, ar=1), 1, "sector", 0), ("brute", card(as_=2), 0, "sector", 0, "charging"),
                ("gun", card(fp=2), 0, "sector", 0))
    g.apply(("assault", c["brute"], c["me"]))
    assert to_reaction(g, "attacked") is not None and offered(g, c["me"])
    g, c = game(("me", card(r, ar=1), 1, "sector", 0), ("brute", card(as_=2), 0, "sector", 0, "charging"),
                ("gun", card(fp=2), 0, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    q = to_reaction(g, "attacked")
    assert q is None or not offered(g, c["me"])


def test_cannot_be_destroyed_by_shooting_but_by_an_ability():
    const = _r("Этот отряд не может быть уничтожен стрельбой.", "ru")
    assert const == _r("This unit cannot be destroyed by shooting.")
    g, c = game(("gun", card(fp=5), 0, "sector", 0), ("e", card(const, ar=1), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    for _ in range(10):
        if g.question().kind == "war_action":
            break
        g.apply(("pass",))
    assert g.in_play(c["e"])
    dmg = _r("WA: Deal 3 damage to one enemy unit.")
    g, c = game(("bomb", card(dmg, type="asset"), 0, "sector", 0), ("e", card(const, ar=1), 1, "sector", 0))
    g.apply(("play", c["bomb"], 0))
    for _ in range(10):
        if g.question().kind == "war_action" or not g.in_play(c["e"]):
            break
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])
    assert not g.in_play(c["e"])


def test_cannot_be_destroyed_by_enemy_abilities_for_a_time():
    t = _r("T: One of your units cannot be destroyed by enemy abilities until the end of the battle.")
    dmg = _r("WA: Deal 3 damage to one enemy unit.")
    g, c = game(("bomb", card(dmg, type="asset"), 0, "sector", 0), ("e", card(t, ar=2), 1, "sector", 0),
                ("gun", card(fp=1), 0, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))   # in the tactics window of this shooting P2 gives the restriction
    for _ in range(10):
        if ("play", c["e"], 0) in g.legal_decisions():
            break
        g.apply(("pass",))
    g.apply(("play", c["e"], 0))
    for _ in range(10):
        if g.question().kind == "war_action":
            break
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])
    assert g.question().player == 1
    g.apply(("pass",))   # P2 passes its war action; P1's ability deals 3 damage to it, armor 2
    g.apply(("play", c["bomb"], 0))
    for _ in range(10):
        if g.question().kind == "war_action":
            break
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])
    assert any("deals 3 damage" in t or "3 damage" in t for t in texts(g))
    assert g.in_play(c["e"]) and any("it stays in play" in t for t in texts(g))
