"""Issue 24 (g18c): a cost that destroys units of yours (ir.DestroyUnits), paid in printed order, from the
printed text in both languages: the payer chooses the unit, it is destroyed (log in both languages), the
effect follows; with no unit to give the ability is not offered."""

from __future__ import annotations

from heresy_app.abilities import parse
from tests.engine.printed import card, game, texts
from tests.engine.test_g17b_roles import _pass, _to_tactics

SACRIFICE = ("T Destroy one of your other Infantry units in this sector: This unit gets +3 armor.",
             "Т Уничтожь другой свой отряд пехоты в этом секторе: Этот отряд получает +3 к броне.")


def _printed(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def test_the_cost_destroys_the_chosen_unit_then_the_effect_follows():
    t = _printed(*SACRIFICE)
    g, c = game(("gun", card(fp=3, ar=5), 0, "sector", 0), ("me", card(t, ar=1), 1, "sector", 0),
                ("grunt", card(ar=1, keywords=("Infantry",)), 1, "sector", 0),
                ("tank", card(ar=1, keywords=("Vehicle",)), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    assert _to_tactics(g, 1)
    assert ("play", c["me"], 0) in g.legal_decisions()
    g.apply(("play", c["me"], 0))
    legal = g.legal_decisions()
    assert ("choose", c["tank"]) not in legal   # not Infantry
    if ("choose", c["grunt"]) in legal:
        g.apply(("choose", c["grunt"]))
    assert not g.in_play(c["grunt"]) and g.in_play(c["tank"])
    _pass(g)
    assert g.in_play(c["me"])   # armor 1 + 3 against firepower 3
    assert any("is destroyed" in x and "cost" in x for x in texts(g, "en"))
    assert any("стоимость" in x and "уничтожается" in x for x in texts(g, "ru"))
    assert any("gets +3 armor" in x for x in texts(g, "en"))


def test_with_no_unit_to_give_it_is_not_offered():
    t = _printed(*SACRIFICE)
    g, c = game(("gun", card(fp=3, ar=5), 0, "sector", 0), ("me", card(t, ar=1, keywords=("Infantry",)), 1, "sector", 0),
                ("tank", card(ar=1, keywords=("Vehicle",)), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    if _to_tactics(g, 1):
        assert ("play", c["me"], 0) not in g.legal_decisions()   # "other": never itself


def test_the_ai_values_the_cost_by_the_unit_it_gives():
    from heresy_app.engine.ai.valuation import COST_VALUES

    t = _printed(*SACRIFICE)
    g, c = game(("me", card(t, ar=1), 1, "sector", 0), ("grunt", card(fp=4, as_=4, ar=4, keywords=("Infantry",)), 1, "sector", 0))
    cost = t["costs"][0]
    assert COST_VALUES["destroy_units"](g, 1, c["me"], cost, 10.0) < 10.0


def test_a_cost_discards_a_card_of_the_kind_printed():
    t = _printed("T Discard 1 Vehicle card: This unit gets +3 armor.",
                 "Т Сбрось 1 карту техники: Этот отряд получает +3 к броне.")
    assert t["costs"][0]["cost"] == "discard_kind"
    tank, grunt = card(keywords=("Vehicle",)), card(keywords=("Infantry",))
    g, c = game(("gun", card(fp=3, ar=5), 0, "sector", 0), ("me", card(t, ar=1), 1, "sector", 0),
                ("tank", tank, 1, "hand"), ("grunt", grunt, 1, "hand"))
    g.apply(("shoot", c["gun"], c["me"]))
    assert _to_tactics(g, 1)
    g.apply(("play", c["me"], 0))
    legal = g.legal_decisions()
    assert ("choose", c["grunt"]) not in legal
    if ("choose", c["tank"]) in legal:
        g.apply(("choose", c["tank"]))
    assert c["grunt"] in g.hands[1] and c["tank"] not in g.hands[1]
    _pass(g)
    assert g.in_play(c["me"])
    assert any("gets +3 armor" in x for x in texts(g, "en"))
    assert any("стоимость" in x and "сбрасывает" in x for x in texts(g, "ru"))
