"""The preparation step's "during preparation" abilities (rules: battle.preparation): carried out
after the cards are revealed and before ships go to orbit and command hands are drawn, the
attacker's first, then the defender's, each player choosing the order of their own."""

import json

import pytest

from heresy_app.engine import citations, log_lines
from heresy_app.engine.events import card_name
from heresy_app.engine.terms import AR, CHARGING, FP, LOCKED, READY

from .helpers import cited, position

# IS-063 Raven Guard Pathfinders: "During preparation: Draw 1 card."
# IS-064 Auspex Array: "During preparation, (4+): Lock one enemy unit."
# IS-163 Iron Warriors Siege Cadre: "During preparation: All your units get +1 armor until the end of the battle."
# IS-233 Ogryn Brutes: "During preparation: Make this unit charge."


def _decks(n=8, dice=("IS-002",)):
    return [(f"d{p}_{i}", dice[i % len(dice)], p, "deck") for p in (0, 1) for i in range(n)]


def _texts(g):
    return [t for _, t in log_lines(g)]


def _index(g, piece):
    return next(i for i, t in enumerate(_texts(g)) if piece in t)


def _close_tactics(g):
    while g.question().kind == "tactics":
        g.apply(("pass",))


def _fight(g, s=0):
    if ("battle", s) in g.legal_decisions():
        g.apply(("battle", s))


def test_during_preparation_abilities_happen_before_the_command_hands_are_drawn():
    g, L = position([("scouts", "IS-063", 0, "sector", 0), ("e", "IS-104", 1, "sector", 0)] + _decks())
    _fight(g)
    assert len(g.hands[0]) == 7 and len(g.hands[1]) == 6
    assert _index(g, "uses P1's Raven Guard Pathfinders") < _index(g, "P1 draws 6 cards")
    assert _index(g, "turned face up") < _index(g, "uses P1's Raven Guard Pathfinders")
    assert citations.PREPARATION_ABILITIES in [r for r, t in log_lines(g) if "uses P1's Raven Guard Pathfinders" in t]


@pytest.mark.parametrize("attacker", [0, 1])
def test_the_attackers_preparation_abilities_come_first_each_player_choosing_their_order(attacker):
    g, L = position([("scouts", "IS-063", 0, "sector", 0), ("brutes", "IS-233", 0, "sector", 0),
                     ("cadre", "IS-163", 1, "sector", 0), ("e", "IS-104", 1, "sector", 0),
                     ("p1_other", "IS-001", 0, "sector", 1), ("p2_other", "IS-104", 1, "sector", 1)]
                    + _decks(), attacker=attacker)
    _fight(g, 0)
    # P1 has two abilities to carry out: the order is P1's decision (P2's single one is automatic)
    assert g.current_player == 0 and set(g.legal_decisions()) == {("play", L["scouts"], 0), ("play", L["brutes"], 0)}
    g.apply(("play", L["brutes"], 0))
    names = [n for t in _texts(g) if " uses " in t
             for n in ("Ogryn Brutes", "Raven Guard Pathfinders", "Iron Warriors Siege Cadre") if n in t]
    if attacker == 0:
        assert names == ["Ogryn Brutes", "Raven Guard Pathfinders", "Iron Warriors Siege Cadre"]
    else:
        assert names == ["Iron Warriors Siege Cadre", "Ogryn Brutes", "Raven Guard Pathfinders"]
    assert g.pos[L["brutes"]] == CHARGING and g.pos[L["scouts"]] == READY
    assert g.question().kind == "war_action" and len(g.hands[0]) == 7


def test_a_change_made_during_preparation_lasts_the_whole_battle():
    g, L = position([("tac", "IS-001", 0, "sector", 0), ("tac2", "IS-001", 0, "sector", 0),
                     ("cadre", "IS-163", 1, "sector", 0), ("e", "IS-104", 1, "sector", 0)]
                    + _decks(dice=("IS-010",)))   # command hands of events only: no tactics windows to close
    _fight(g)
    assert g.stat(L["e"], AR) == 4 and g.stat(L["cadre"], AR) == 4 and g.stat(L["tac"], AR) == 3
    g.apply(("shoot", L["tac"], L["e"]))        # 3 damage against armor 4: survives
    _close_tactics(g)
    assert g.current_player == 1 and g.zone_of(L["e"]) == "sector:0" and g.stat(L["e"], AR) == 4
    assert (citations.PREPARATION_ABILITIES, f"{card_name(g, L['e'])} gets +1 armor") in log_lines(g)


@pytest.mark.parametrize("die_card, locked", [("IS-005", True), ("IS-006", False)])   # die 6 / die 1
def test_a_preparation_ability_with_a_test_does_nothing_when_the_test_fails(die_card, locked):
    g, L = position([("auspex", "IS-064", 0, "sector", 0), ("u", "IS-001", 0, "sector", 0),
                     ("e", "IS-104", 1, "sector", 0), ("roll", die_card, 0, "deck")] + _decks())
    _fight(g)
    assert (g.pos[L["e"]] == LOCKED) == locked and g.zone_of(L["roll"]) == "discard"
    assert citations.ROLL_TEST in cited(g)


def test_a_preparation_ability_that_cannot_be_used_is_skipped():
    # Auspex Array needs an enemy unit to lock: the opponent has only an asset here
    g, L = position([("auspex", "IS-064", 0, "sector", 0), ("u", "IS-001", 0, "sector", 0),
                     ("bunker", "IS-008", 1, "sector", 0)] + _decks())
    _fight(g)
    assert not any("Auspex Array [0]: " in t for t in _texts(g))
    assert len(g.hands[0]) == 6 and g.question().kind == "war_action"


def test_preparation_abilities_run_before_an_empty_opposing_side_goes_straight_to_resolution():
    g, L = position([("scouts", "IS-063", 0, "sector", 0), ("e", "IS-104", 1, "sector", 1)] + _decks())
    _fight(g)
    assert _index(g, "uses P1's Raven Guard Pathfinders") < _index(g, "no cards there")
    assert L["d0_0"] in g.discards[0]   # drawn during preparation, discarded with the command hand


def test_preparation_abilities_are_carried_out_once_per_battle():
    g, L = position([("scouts", "IS-063", 0, "sector", 0), ("e", "IS-104", 1, "sector", 0)] + _decks())
    _fight(g)
    g.apply(("pass",))
    g.apply(("pass",))   # the battle ends with no capture; the next battle is elsewhere
    assert sum("Raven Guard Pathfinders" in t and " uses " in t for t in _texts(g)) == 1


def test_a_preparation_change_without_a_duration_lasts_the_battle(tmp_path):
    """A user card: "During preparation: This unit gets +2 firepower." (no war action is under
    way during preparation, so "until the end of the war action" cannot end it early)."""
    from heresy_app.cards.db import CardDB
    from heresy_app.cli import main
    src = tmp_path / "mine.json"
    src.write_text(json.dumps([{
        "id": "MY-001", "rarity": "common", "type": "unit", "side": "loyalist",
        "name": {"en": "Drilled Gunners", "ru": "Вымуштрованные стрелки"},
        "flags": 1, "firepower": 1, "assault": 1, "speed": 2, "armor": 2, "die": 3,
        "abilities": [{"en": "During preparation: This unit gets +2 firepower.",
                       "ru": "Во время подготовки: Этот отряд получает +2 к огневой мощи."}],
        "command": {"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."}}]),
        encoding="utf-8")
    assert main(["cards", "import", str(src)]) == 0
    db = CardDB()
    g, L = position([("gunners", "MY-001", 0, "sector", 0), ("e", "IS-104", 1, "sector", 0),
                     ("f", "IS-104", 1, "sector", 0)] + _decks(), db=db)
    _fight(g)
    assert g.stat(L["gunners"], FP) == 3
    g.apply(("shoot", L["gunners"], L["e"]))   # 3 against armor 3
    _close_tactics(g)
    assert g.zone_of(L["e"]) == "discard" and g.stat(L["gunners"], FP) == 3
