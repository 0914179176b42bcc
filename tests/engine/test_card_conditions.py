"""Conditions on a named card and on the player's role (issue 24), played in real positions from the
printed text: 'Destroy the attacking unit if its armor is 2 or less' reads the card the text names as
the ability resolves; 'Use only if you are the defender' is the rulebook's player role; a condition on
a card not chosen yet is left to the players (it cannot be read when the ability is announced)."""

from __future__ import annotations

import sys
from pathlib import Path

from heresy_app.abilities import parse
from heresy_app.engine.effects import supported

sys.path.insert(0, str(Path(__file__).resolve().parent))
from printed import card, game  # noqa: E402


def _ir(text):
    return parse(text).model_dump(mode="json")


def test_draw_a_card_only_if_you_are_the_defender():
    wa = _ir("WA: Draw 1 card. Use only if you are the defender.")
    for attacker, offered in ((0, False), (1, True)):
        g, c = game(("cmd", card(wa, type="asset"), 0, "sector", 0), ("e", card(), 1, "sector", 0), attacker=attacker)
        assert (("play", c["cmd"], 0) in g.legal_decisions()) is offered


def test_if_its_armor_is_two_or_less_names_the_chosen_unit():
    wa = _ir("WA: Lock one enemy unit. If its armor is 2 or less, draw 1 card.")
    assert wa["effects"][1]["predicate"] == {"pred": "card_is", "of": "chosen", "owner": "any", "types": ["card"],
                                             "filters": [{"filter": "stat", "stat": "armor", "cmp": "le", "value": 2}]}
    for armor, drawn in ((2, 1), (3, 0)):
        g, c = game(("cmd", card(wa, type="asset"), 0, "sector", 0), ("e", card(ar=armor), 1, "sector", 0))
        g.apply(("play", c["cmd"], 0))
        if ("choose", c["e"]) in g.legal_decisions():
            g.apply(("choose", c["e"]))
        assert g.position_of(c["e"]) == "locked" and len(g.hands[0]) == drawn


def test_a_condition_on_a_card_chosen_later_is_left_to_the_players():
    ir = _ir("WA: Lock one enemy unit. Use only if it is a Vehicle.")
    assert ir["conditions"][0]["predicate"]["of"] == "chosen" and not supported(ir)
    ir = _ir("T: The attacking unit gets -2 assault. Use only if it is a Vehicle.")
    assert ir["conditions"][0]["predicate"]["of"] == "attacking" and supported(ir)


def test_you_may_is_a_choice_between_doing_it_and_not():
    wa = _ir("WA: Lock one enemy unit. You may draw 1 card.")
    for option, drawn in ((1, 1), (2, 0)):
        g, c = game(("cmd", card(wa, type="asset"), 0, "sector", 0), ("e", card(), 1, "sector", 0))
        g.apply(("play", c["cmd"], 0))
        if ("choose", c["e"]) in g.legal_decisions():
            g.apply(("choose", c["e"]))
        assert ("option", 1) in g.legal_decisions() and ("option", 2) in g.legal_decisions()
        g.apply(("option", option))
        assert g.position_of(c["e"]) == "locked" and len(g.hands[0]) == drawn
