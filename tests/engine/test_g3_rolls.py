"""Issue 24 (g3), rolls as card designers print them, played from the text in both languages: "Roll."
with its table ("On 1-2, ..."), "The result of the roll counts as 6" / «Результат броска считается
равным 6», "Add 2 to one of your tests", "Subtract 2 from any roll made by your opponent" / «из
любого броска противника», and "Add 1 to the result of the roll or subtract 1 from it" / «Прибавь 1
к результату броска или вычти из него 1» — a choice, the AI taking the option that helps it.
Rules: rolls, rolls.variable, abilities.modifier."""

from __future__ import annotations

import random

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.ai.heuristic import decide
from tests.engine.printed import card, game, texts


def _ab(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def _tester(need=5):
    return card(_ab(f"WA ({need}+): Draw 1 card."), name="Tester")   # the filler decks roll 3


def _pass_all(g):
    while ("pass",) in g.legal_decisions() and any(type(f).__name__ == "ModifierFrame" for f in g.stack):
        g.apply(("pass",))


def _log(g, lang="en"):
    return "\n".join(texts(g, lang))


@pytest.mark.parametrize("lang,text", [
    ("en", "M Discard 1 card: The result of the roll counts as 6."),
    ("ru", "М Сбрось 1 карту: Результат броска считается равным 6."),
    ("en", "M Discard 1 card: Any one roll becomes a 6."),
])
def test_the_result_counts_as_six(lang, text):
    g, c = game(("me", _tester(), 0, "sector", 0), ("mod", card(_ab(text, lang)), 0, "sector", 0),
                ("spare", card(), 0, "hand"), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    g.apply(("play", c["mod"], 0))
    _pass_all(g)
    assert "the test (5+) passes with 6" in _log(g)


@pytest.mark.parametrize("lang,text", [
    ("en", "M Lock this asset: Add 2 to one of your tests."),
    ("ru", "М Поверни этот ресурс: Прибавь 2 к результату одного своего теста."),
])
def test_add_two_to_one_of_your_tests(lang, text):
    g, c = game(("me", _tester(), 0, "sector", 0), ("mod", card(_ab(text, lang), type="asset"), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    g.apply(("play", c["mod"], 0))
    _pass_all(g)
    assert "the test (5+) passes with 5" in _log(g)


@pytest.mark.parametrize("lang,text", [
    ("en", "M Lock this unit: Subtract 2 from any roll made by your opponent."),
    ("ru", "М Поверни этот отряд: Вычти 2 из любого броска противника."),
])
def test_subtract_from_any_roll_made_by_your_opponent_only(lang, text):
    g, c = game(("me", _tester(need=2), 0, "sector", 0), ("mod", card(_ab(text, lang)), 1, "sector", 0),
                ("mine", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    if g.question().player == 0:
        assert ("play", c["mine"], 0) not in g.legal_decisions()   # my own roll: not the opponent's
        g.apply(("pass",))
    assert g.question().player == 1 and ("play", c["mod"], 0) in g.legal_decisions()
    g.apply(("play", c["mod"], 0))
    _pass_all(g)
    assert "the test (2+) fails with 1" in _log(g)


@pytest.mark.parametrize("lang,text", [
    ("en", "M Lock this unit: Add 1 to the result of the roll or subtract 1 from it."),
    ("ru", "М Поверни этот отряд: Прибавь 1 к результату броска или вычти из него 1."),
])
def test_add_or_subtract_one_is_a_choice_the_ai_makes_well(lang, text):
    for who, need, want in ((0, 4, "passes with 4"), (1, 3, "fails with 2")):
        g, c = game(("me", _tester(need=need), 0, "sector", 0), ("mod", card(_ab(text, lang)), who, "sector", 0),
                    ("e", card(), 1, "sector", 0))
        g.apply(("play", c["me"], 0))
        if g.question().player != who:
            g.apply(("pass",))
        g.apply(("play", c["mod"], 0))
        assert sorted(d[0] for d in g.legal_decisions()) == ["option", "option"]
        g.apply(decide(g, who, g.legal_decisions(), random.Random(1)))
        _pass_all(g)
        assert want in _log(g), _log(g)


@pytest.mark.parametrize("lang,text", [
    ("en", "WA Lock this unit: Roll. On 1-2, draw 1 card. On 3-4, draw 2 cards. On 5-6, draw 3 cards."),
    ("ru", "ВА Поверни этот отряд: Сделай бросок. 1–2: возьми 1 карту. 3–4: возьми 2 карты. 5–6: возьми 3 карты."),
])
def test_roll_and_its_table(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    hand = len(g.hands[0])
    g.apply(("play", c["me"], 0))
    _pass_all(g)
    assert len(g.hands[0]) == hand + 2   # the filler decks roll 3
