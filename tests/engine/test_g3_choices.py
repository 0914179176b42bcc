"""Issue 24 (g3): "Choose one: this unit gets +2 firepower or +2 assault." / «Выбери одно: этот отряд
получает +2 к огневой мощи или +2 к штурму.» — one card, one change of the player's choice, played
from the printed text in both languages."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from tests.engine.printed import card, game, texts


def _ab(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


@pytest.mark.parametrize("lang,text", [
    ("en", "T: Choose one: this unit gets +2 firepower or +2 assault."),
    ("ru", "Т: Выбери одно: этот отряд получает +2 к огневой мощи или +2 к штурму."),
    ("en", "T: This unit gets +2 firepower or +2 assault."),
])
@pytest.mark.parametrize("option", [1, 2])
def test_one_change_or_the_other(lang, text, option):
    g, c = game(("me", card(_ab(text, lang), fp=1, as_=1), 0, "sector", 0), ("e", card(ar=3), 1, "sector", 0),
                ("gun", card(fp=1), 0, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    for _ in range(10):
        if ("play", c["me"], 0) in g.legal_decisions():
            break
        g.apply(("pass",))
    g.apply(("play", c["me"], 0))
    assert sorted(g.legal_decisions()) == [("option", 1), ("option", 2)]
    g.apply(("option", option))
    log = texts(g)
    want, other = ("+2 firepower", "+2 assault") if option == 1 else ("+2 assault", "+2 firepower")
    assert any(t.endswith("gets " + want) for t in log) and not any(t.endswith("gets " + other) for t in log)
