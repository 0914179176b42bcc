""""Use only during shooting / an assault / a special assault" (issue 24): a condition on the attack
under way, read in both languages and played as printed — the tactic is offered in the tactics window
of that kind of attack only. Rules: abilities.tactic, battle.tactics-window."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from tests.engine.printed import card, game

TEXTS = {
    "shooting": ("T: Any unit gets -2 speed. Use only during shooting.",
                 "Т: Любой отряд получает -2 к скорости. Используется только во время стрельбы."),
    "assault": ("T: Any unit gets +1 assault. Play only during an assault.",
                "Т: Любой отряд получает +1 к штурму. Играй только во время штурма."),
}


def _ab(text, lang):
    return parse(text, lang).model_dump(mode="json")


def _window(kind, during, lang):
    """P1 attacks P2's unit by ``kind`` ("shoot" or "assault"); P1's other unit prints the tactic of
    ``during``. Returns the decisions of P1's tactics window."""
    text = TEXTS[during][0 if lang == "en" else 1]
    position = "charging" if kind == "assault" else "ready"
    g, c = game(("me", card(fp=3, as_=3), 0, "sector", 0, position), ("tac", card(_ab(text, lang)), 0, "sector", 0),
                ("e", card(ar=5), 1, "sector", 0))
    g.apply((kind, c["me"], c["e"]))
    if g.question().kind != "tactics":   # nothing to play: the window passes by itself
        assert g.question().kind == "war_action"
        return [], c
    assert g.question().player == 0
    return g.legal_decisions(), c


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind, during, offered", [
    ("shoot", "shooting", True), ("assault", "shooting", False),
    ("assault", "assault", True), ("shoot", "assault", False),
])
def test_a_tactic_for_one_kind_of_attack_is_offered_in_that_attack_only(lang, kind, during, offered):
    legal, c = _window(kind, during, lang)
    assert (("play", c["tac"], 0) in legal) == offered


def test_both_languages_give_one_form():
    for en, ru in TEXTS.values():
        assert parse(en, "en") == parse(ru, "ru")


@pytest.mark.parametrize("lang, text", [
    ("en", "WA: Draw X cards. X = the number of your Vehicle units in play."),
    ("ru", "ВА: Возьми Х карт. Х = число твоих отрядов техники в игре."),
])
def test_x_counts_cards_in_play_in_every_sector(lang, text):
    """"X = the number of your Vehicle units in play": every sector's, not only the battle's; the
    opponent's do not count (rules: term.x)."""
    vehicle = dict(keywords=("Vehicle",))
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("v0", card(**vehicle), 0, "sector", 0),
                ("v1", card(**vehicle), 0, "sector", 1), ("ev", card(**vehicle), 1, "sector", 0),
                ("e", card(), 1, "sector", 0))
    hand = len(g.hands[0])
    g.apply(("play", c["me"], 0))
    while g.question().kind == "tactics":
        g.apply(("pass",))
    assert len(g.hands[0]) == hand + 2
