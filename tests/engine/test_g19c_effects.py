"""Issue 24 (g19c): a statistic doubled, from the printed text in both languages, played as printed: the card
gets + its own statistic as it stands when the effect resolves (log in both languages), and the AI values it
as a change of that size."""

from __future__ import annotations

from heresy_app.abilities import parse
from tests.engine.printed import card, game, texts
from tests.engine.test_g17b_roles import _pass, _to_tactics


def _printed(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _shot_at(t, ar):
    g, c = game(("gun", card(fp=3, ar=5), 0, "sector", 0), ("me", card(t, ar=ar), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    assert _to_tactics(g, 1)
    assert ("play", c["me"], 0) in g.legal_decisions()
    g.apply(("play", c["me"], 0))
    _pass(g)
    return g, c


def test_the_defending_units_armor_doubled_saves_it():
    t = _printed("T: The defending unit's armor is doubled.", "Т: Броня защищающегося отряда удваивается.")
    g, c = _shot_at(t, 2)   # armor 2 + 2 against firepower 3
    assert g.in_play(c["me"])
    assert any("+2 armor" in x for x in texts(g, "en"))
    assert any("+2" in x and "брон" in x for x in texts(g, "ru"))


def test_doubling_a_weaker_armor_adds_less():
    t = _printed("T: Double this unit's armor.", "Т: Удвой броню этого отряда.")
    g, c = _shot_at(t, 1)   # armor 1 + 1 against firepower 3
    assert not g.in_play(c["me"])
    assert any("+1 armor" in x for x in texts(g, "en"))


def test_the_ai_values_a_doubled_statistic_as_a_gain():
    from heresy_app.engine.ai.valuation import effect_value

    t = _printed("T: Double this unit's armor.", "Т: Удвой броню этого отряда.")
    g, c = game(("me", card(t, ar=3), 1, "sector", 0))
    assert effect_value(g, 1, t["effects"][0]) > 0


INSTEAD = ("T: Draw 1 card. If you control a Hero in this sector, draw 2 cards instead.",
           "Т: Возьми 1 карту. Если у тебя в этом секторе есть герой, вместо этого возьми 2 карты.")


def _drawn(with_hero):
    t = _printed(*INSTEAD)
    rows = [("gun", card(fp=3, ar=5), 0, "sector", 0), ("me", card(t, ar=5), 1, "sector", 0)]
    if with_hero:
        rows.append(("hero", card(ar=5, keywords=("Hero",)), 1, "sector", 0))
    g, c = game(*rows)
    g.apply(("shoot", c["gun"], c["me"]))
    assert _to_tactics(g, 1)
    before = len(g.hands[1])
    g.apply(("play", c["me"], 0))
    return len(g.hands[1]) - before, g


def test_an_effect_replaced_instead_is_played_once_in_its_place():
    assert _drawn(False)[0] == 1
    n, g = _drawn(True)
    assert n == 2
    assert any("draws 2" in x for x in texts(g, "en"))
    assert not any("draws 1 card" in x for x in texts(g, "en"))
    assert any("берёт 2 карты" in x for x in texts(g, "ru"))
