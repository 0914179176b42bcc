"""Issue 24 (g17a): cards typed in a hurry, played as printed in both languages: a cost with no object
("lock this:", «поверни:») locks the card itself, a count of cards with no noun ("draw 2", «возьми 2») draws
cards, a trigger with no subject ("R when destroyed:", «Р когда уничтожен:») answers the card's own event."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.terms import LOCKED
from tests.engine.printed import card, game, texts, until


def _r(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


DECLARES = [
    ("en", "r when opp declares a shooting attack, lock this: draw 2"),
    ("ru", "р когда противн. заявляет стрельбу, поверни: возьми 2"),
]


@pytest.mark.parametrize("lang,text", DECLARES)
def test_a_hurried_cost_locks_this_card_and_draws_the_cards(lang, text):
    full = _r("R When your opponent declares a shooting attack, lock this asset: Draw 2 cards.")
    assert _r(text, lang) == full
    g, c = game(("gun", card(fp=1), 0, "sector", 0), ("e", card(ar=3), 1, "sector", 0),
                ("me", card(_r(text, lang), type="asset"), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    assert until(g, "reaction", 1, "shoots") is not None and ("play", c["me"], 0) in g.legal_decisions()
    hand = len(g.hands[1])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[1]) == hand + 2 and g.pos[c["me"]] == LOCKED   # the cost: this asset locked
    assert any("P2 uses" in t for t in texts(g)) and any("Игрок 2" in t for t in texts(g, "ru"))


@pytest.mark.parametrize("lang,text", [("en", "R when destroyed: draw 2"), ("ru", "Р когда уничтожен: возьми 2")])
def test_a_trigger_with_no_subject_answers_this_cards_own_destruction(lang, text):
    ab = _r(text, lang)
    assert ab["trigger"]["this"] and ab["trigger"]["event"] == "destroyed"
    g, c = game(("gun", card(fp=5), 0, "sector", 0), ("me", card(_r(text, lang), ar=1), 1, "sector", 0),
                ("other", card(ar=9), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    hand = len(g.hands[1])
    for _ in range(40):   # no block: the shot destroys it; its reaction is offered and used
        legal = g.legal_decisions()
        if ("play", c["me"], 0) in legal:
            g.apply(("play", c["me"], 0))
            break
        g.apply(next((d for d in legal if d[0] in ("no_block", "pass")), legal[0]))
    assert g.zone_of(c["me"]) != "sector:0"
    assert len(g.hands[1]) == hand + 2
