"""Issue 24 (g20b): a statistic set to a number, from the printed text in both languages, played as printed:
the card's number is that number now (its changes until then make no difference), later changes add to it,
and it ends with its duration; the log says so in both languages, and the AI picks the card it helps most."""

from __future__ import annotations

from heresy_app.abilities import parse
from tests.engine.printed import card, game, texts
from tests.engine.test_g17b_roles import _pass, _to_tactics


def _printed(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _shot_at(t, ar, fp=3):
    g, c = game(("gun", card(fp=fp, ar=5), 0, "sector", 0), ("me", card(t, ar=ar), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    assert _to_tactics(g, 1)
    assert ("play", c["me"], 0) in g.legal_decisions()
    g.apply(("play", c["me"], 0))
    _pass(g)
    return g, c


def test_the_defending_units_armor_set_higher_saves_it():
    t = _printed("T: The defending unit's armor becomes 4.", "Т: Броня защищающегося отряда становится равной 4.")
    g, c = _shot_at(t, 1)   # armor 1 set to 4 against firepower 3
    assert g.in_play(c["me"])
    assert any("armor becomes 4" in x for x in texts(g, "en"))
    assert any("становится равным 4" in x and "брон" in x for x in texts(g, "ru"))


def test_a_number_set_lower_than_the_cards_own_weakens_it():
    t = _printed("T: The defending unit's armor becomes 1.", "Т: Броня защищающегося отряда становится равной 1.")
    g, c = _shot_at(t, 5, fp=3)   # armor 5 set to 1 against firepower 3: destroyed
    assert not g.in_play(c["me"])


def test_the_attacking_units_firepower_set_to_a_number():
    t = _printed("T: Set the firepower of the attacking unit to 1.",
                 "Т: Огневая мощь атакующего отряда становится равной 1.")
    g, c = _shot_at(t, 2, fp=4)   # firepower 4 set to 1 against armor 2
    assert g.in_play(c["me"])


def test_a_constant_sets_its_cards_number_while_in_play():
    t = _printed("This unit's armor is 4.", "Броня этого отряда равна 4.")
    g, c = game(("gun", card(fp=3, ar=5), 0, "sector", 0), ("me", card(t, ar=1), 1, "sector", 0))
    assert g.stat(c["me"], 3) == 4
    g.apply(("shoot", c["gun"], c["me"]))
    _pass(g)
    assert g.in_play(c["me"])


def test_the_ai_sets_the_number_where_it_helps_most():
    from heresy_app.engine.ai.heuristic import _pick_target
    from heresy_app.engine.ai.valuation import effect_value

    t = _printed("WA: One enemy unit's speed becomes 0 until the end of the turn.",
                 "ВА: Скорость одного отряда противника становится равной 0 до конца хода.")
    g, c = game(("slow", card(sp=1, ar=5), 0, "sector", 0), ("fast", card(sp=4, ar=5), 0, "sector", 0),
                ("me", card(t, ar=3), 1, "sector", 0))
    e = t["effects"][0]
    assert effect_value(g, 1, e) > 0
    assert _pick_target(g, 1, e, [c["slow"], c["fast"]]) == c["fast"]
