"""Issue 24 (g13): amounts, rolls, randomness and damage played from the printed text in both languages —
one stat of two cards swapped, damage dealt by a card named as the dealer, "That unit deals no damage"
answering an overrun, X more or less than a stat (engine.bends, card_effects, x_values)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.ai.valuation import effect_value
from heresy_app.engine.terms import AR

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


SWAP = ("T: Swap the armor of the attacking unit and the defending unit.",
        "Т: Поменяй местами броню атакующего и защищающегося отрядов.")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_tactic_swaps_the_armor_of_the_attacking_and_defending_units(lang):
    t = _ir(SWAP[0 if lang == "en" else 1], lang)
    assert t == _ir(SWAP[1 if lang == "en" else 0], "ru" if lang == "en" else "en")
    g, c = game(("gun", card(fp=3, ar=5), 0, "sector", 0), ("me", card(t, ar=1), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    _pass(g, ("block",))
    assert g.question().kind == "tactics"
    if g.question().player == 0:
        g.apply(("pass",))
    assert effect_value(g, 1, t["effects"][0]) > 0 > effect_value(g, 0, t["effects"][0])   # my armor 1 for its 5
    g.apply(("play", c["me"], 0))
    _pass(g)
    assert any("armor and" in x and "change places: now 1 and 5" in x for x in texts(g, "en"))
    assert any("меняются параметром «броня» — теперь 1 и 5" in x for x in texts(g, "ru"))
    assert any("deals 3 damage" in x and "(armor 5)" in x for x in texts(g, "en"))
    assert g.zone_of(c["me"]) != "discard"   # shot by firepower 3 with the swapped armor 5
    assert g.stat(c["me"], AR) == 1   # the war action is over
