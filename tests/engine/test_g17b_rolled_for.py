"""Issue 24 (g17b, session 17): a modifier narrowed to the rolls made for some cards ("Add 2 to a test made for a
Hero you control" / «Прибавь 2 к тесту, сделанному для твоего героя»): offered on a roll an ability of such a card
makes, and not on any other. Rules: rolls, rolls.test, abilities.modifier."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from tests.engine.printed import card, game, texts


def _ab(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def _tester(keywords=(), need=5):
    """P1's unit with "WA (N+): Draw 1 card." (the filler decks roll 3)."""
    return card(_ab(f"WA ({need}+): Draw 1 card."), name="Tester", keywords=keywords)


def _offered(tester, text, lang="en", owner=0) -> bool:
    g, c = game(("me", tester, 0, "sector", 0), ("mod", card(_ab(text, lang)), owner, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    return any(d[0] == "play" and d[1] == c["mod"] for d in g.legal_decisions()) or any(
        d[0] == "play" and d[1] == c["mod"] for d in _after_pass(g))


def _after_pass(g):
    """The modifier window's choices for the other player, once the roller passed."""
    if ("pass",) in g.legal_decisions():
        g.apply(("pass",))
    return g.legal_decisions()


@pytest.mark.parametrize(("text", "lang"), [
    ("M: Add 2 to a test made for a Hero you control.", "en"),
    ("М: Прибавь 2 к тесту, сделанному для твоего героя.", "ru"),
    ("M: Add 2 to any roll. Use only if the roll is made for one of your Heroes.", "en"),
])
def test_a_modifier_for_the_rolls_of_a_kind_of_card_is_offered_only_on_theirs(text, lang):
    assert _offered(_tester(("Hero",)), text, lang)
    assert not _offered(_tester(("Infantry",)), text, lang)


def test_an_enemy_cards_roll_is_the_opponents_card_not_yours():
    text = "M: Subtract 1 from a roll made for an enemy unit."
    assert _offered(_tester(), text, owner=1)   # P2's modifier on P1's unit's test
    assert not _offered(_tester(), text, owner=0)


def test_the_modifier_played_changes_the_test():
    g, c = game(("me", _tester(("Hero",)), 0, "sector", 0),
                ("mod", card(_ab("M Lock this unit: Add 2 to a test made for a Hero you control.")), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    g.apply(("play", c["mod"], 0))
    while ("pass",) in g.legal_decisions() and any(type(f).__name__ == "ModifierFrame" for f in g.stack):
        g.apply(("pass",))
    assert "the test (5+) passes with 5" in "\n".join(texts(g, "en"))


def _reaction_offered(tester, text, lang="en") -> bool:
    g, c = game(("me", tester, 0, "sector", 0), ("r", card(_ab(text, lang)), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    for _ in range(10):
        if any(d[0] == "play" and d[1] == c["r"] for d in g.legal_decisions()):
            return True
        if ("pass",) not in g.legal_decisions():
            return False
        g.apply(("pass",))
    return False


@pytest.mark.parametrize(("text", "lang"), [
    ("R: When you fail a test for an ability of a Hero you control, draw 1 card.", "en"),
    ("Р: Когда ты проваливаешь тест способности твоего героя, возьми 1 карту.", "ru"),
])
def test_a_reaction_to_a_failed_test_for_a_kind_of_card_answers_only_theirs(text, lang):
    assert _reaction_offered(_tester(("Hero",)), text, lang)        # a 3 fails the 5+ test of a Hero's ability
    assert not _reaction_offered(_tester(("Infantry",)), text, lang)
    assert not _reaction_offered(_tester(("Hero",), need=3), text, lang)   # passed: not answered
