"""Issue 24 (g13a): a constant replacement its controller may decline ("If this unit would be destroyed by
shooting, you may discard 2 cards instead." / «Если этот отряд должен быть уничтожен стрельбой, вместо этого ты
можешь сбросить 2 карты.»): the card is spared only when what is said instead is done (engine/instead.py,
DeclinedFrame); declined, or not done in full (too few cards in hand), the card is destroyed after all."""

from __future__ import annotations

from heresy_app.abilities import parse
from tests.engine.printed import card, game, texts

TEXT = "If this unit would be destroyed by shooting, you may discard 2 cards instead."


def _r(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def _shot(hand_cards):
    r = _r(TEXT)
    hand = [(f"h{i}", card(name=f"Spare{i}"), 1, "hand") for i in range(hand_cards)]
    g, c = game(("gun", card(fp=5), 0, "sector", 0), ("e", card(r, ar=1), 1, "sector", 0), *hand)
    g.apply(("shoot", c["gun"], c["e"]))
    return g, c


def _answer(g, option, limit=12):
    """Pass every window; pick ``option`` when the replacement's choice is asked. True when it was asked."""
    asked = False
    for _ in range(limit):
        q, legal = g.question(), g.legal_decisions()
        if q.kind == "war_action":
            break
        if ("option", option) in legal:
            g.apply(("option", option))
            asked = True
        elif ("pass",) in legal:
            g.apply(("pass",))
        else:
            g.apply(legal[0])
    return asked


def test_the_reading_is_the_same_in_both_languages_and_a_choice():
    ru = "Если этот отряд должен быть уничтожен стрельбой, вместо этого ты можешь сбросить 2 карты."
    assert _r(ru, "ru") == _r(TEXT)
    a = parse(TEXT, "en")
    assert a.kind == "constant" and a.trigger.event == "would_be_destroyed" and a.effects[0].op == "choose_one"


def test_done_the_unit_stays_and_two_cards_are_discarded():
    g, c = _shot(3)
    assert _answer(g, 1)
    assert g.in_play(c["e"]) and len(g.hands[1]) == 1
    assert any("would be destroyed" in t for t in texts(g))


def test_declined_the_unit_is_destroyed_after_all():
    g, c = _shot(3)
    assert _answer(g, 2)
    assert not g.in_play(c["e"]) and len(g.hands[1]) == 3
    assert any("nothing is done instead" in t for t in texts(g))
    assert any("ничего не сделано вместо этого" in t for t in texts(g, "ru"))


def test_not_done_in_full_the_unit_is_destroyed():
    g, c = _shot(1)
    _answer(g, 1)
    assert not g.in_play(c["e"])


def test_an_assault_is_not_answered():
    r = _r(TEXT)
    g, c = game(("brute", card(as_=5), 0, "sector", 0, "charging"), ("e", card(r, ar=1), 1, "sector", 0),
                ("h0", card(name="Spare0"), 1, "hand"), ("h1", card(name="Spare1"), 1, "hand"))
    g.apply(("assault", c["brute"], c["e"]))
    for _ in range(10):
        if g.question().kind == "war_action" or not g.in_play(c["e"]):
            break
        legal = g.legal_decisions()
        assert ("option", 1) not in legal or g.question().about.get("card") != c["e"]
        g.apply(("pass",) if ("pass",) in legal else legal[-1])
    assert not g.in_play(c["e"]) and len(g.hands[1]) == 2
