"""Issue 24 (g5): texts as printed, played: a reroll written "Ignore that roll and roll again." /
«Не учитывай этот бросок и брось ещё раз.» (the same form as "Roll again."), the opponent's
reroll of his own roll. Rules: rolls, abilities.modifier."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from tests.engine.printed import card, game, texts


def _ab(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def _log(g, lang="en"):
    return "\n".join(texts(g, lang))


@pytest.mark.parametrize("lang, text", [
    ("en", "M: Ignore that roll and roll again."),
    ("en", "M Lock this unit: Ignore your roll and reroll it."),
    ("ru", "М: Не учитывай этот бросок и брось ещё раз."),
    ("ru", "М Поверни этот отряд: Не учитывай свой бросок и перебрось его."),
])
def test_ignore_that_roll_and_roll_again_rolls_the_test_again(lang, text):
    tester = card(_ab("WA (5+): Draw 1 card."), name="Tester")
    g, c = game(("me", tester, 0, "sector", 0), ("mod", card(_ab(text, lang)), 0, "sector", 0),
                ("six", card(die=6), 0, "deck"), ("e", card(), 1, "sector", 0))
    g.decks[0].remove(c["six"])
    g.decks[0].insert(len(g.decks[0]) - 1, c["six"])     # the reroll's card: die 6 (the test's own: 3)
    g.apply(("play", c["me"], 0))
    assert ("play", c["mod"], 0) in g.legal_decisions()
    g.apply(("play", c["mod"], 0))
    while ("pass",) in g.legal_decisions() and any(type(f).__name__ == "ModifierFrame" for f in g.stack):
        g.apply(("pass",))
    assert "the roll is made again: 6" in _log(g) and "the test (5+) passes with 6" in _log(g)
    assert "бросок сделан заново: 6" in _log(g, "ru")


@pytest.mark.parametrize("lang, text", [
    ("en", "M: Your opponent ignores his roll and rolls again."),
    ("ru", "М: Противник не учитывает свой бросок и бросает ещё раз."),
])
def test_the_opponent_rolls_his_own_roll_again_not_mine(lang, text):
    assert parse(text, lang) == parse("M: Reroll the result of your opponent's roll.")
    tester = card(_ab("WA (5+): Draw 1 card."), name="Tester")
    g, c = game(("me", tester, 0, "sector", 0), ("mod", card(_ab(text, lang)), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))                      # my own roll: not the opponent's
    assert ("play", c["mod"], 0) not in g.legal_decisions()


def _until(g, kind, player=None, limit=40):
    for _ in range(limit):
        q = g.question()
        if q.kind == kind and (player is None or q.player == player):
            return q
        if ("pass",) not in g.legal_decisions():
            return None
        g.apply(("pass",))
    return None


@pytest.mark.parametrize("lang, text, reacts", [
    ("en", "R When your opponent retreats: Draw 2 cards.", 1),
    ("ru", "Р Когда противник отступает: Возьми 2 карты.", 1),
    ("en", "When you retreat, draw 2 cards.", 0),
    ("ru", "Когда ты отступаешь, возьми 2 карты.", 0),
])
def test_a_reaction_answers_a_retreat_of_the_player_it_names(lang, text, reacts):
    g, c = game(("mine", card(), 0, "sector", 0, "locked"), ("theirs", card(), 1, "sector", 0),
                ("r", card(_ab(text, lang), type="ship"), reacts, "fleet"), to_act=0)
    assert ("retreat",) in g.legal_decisions()
    g.apply(("retreat",))
    assert "P1 retreats" in _log(g)
    q = _until(g, "reaction", reacts)
    assert q is not None and ("play", c["r"], 0) in g.legal_decisions()
    g.apply(("play", c["r"], 0))      # the cards drawn go to the command hand, discarded as the battle ends
    assert f"P{reacts + 1} draws 2 cards" in _log(g) and f"Игрок {reacts + 1} берёт 2 карты" in _log(g, "ru")


def test_a_retreat_reaction_is_not_offered_for_the_other_players_retreat():
    g, c = game(("mine", card(), 0, "sector", 0, "locked"), ("theirs", card(), 1, "sector", 0),
                ("r", card(_ab("R When you retreat: Draw 2 cards."), type="asset"), 1, "sector", 0), to_act=0)
    g.apply(("retreat",))
    for _ in range(20):
        assert ("play", c["r"], 0) not in g.legal_decisions()
        if ("pass",) not in g.legal_decisions():
            break
        g.apply(("pass",))


@pytest.mark.parametrize("lang, text", [
    ("en", "WA: One of your units gets +2 firepower. Destroy it at the end of the war action."),
    ("ru", "ВА: Один твой отряд получает +2 к огневой мощи. Уничтожь его в конце военной акции."),
])
def test_destroy_it_at_the_end_of_the_war_action_is_put_off_on_the_chosen_card(lang, text):
    assert parse(text, lang) == parse("WA: One of your units gets +2 firepower. At the end of the war action, destroy it.")
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("mine", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    g.apply(("choose", c["mine"]))
    for _ in range(20):
        if g.zone_of(c["mine"]) == "discard" or ("pass",) not in g.legal_decisions():
            break
        g.apply(("pass",))
    assert g.zone_of(c["mine"]) == "discard" and g.zone_of(c["me"]) == "sector:0"
    said = texts(g)      # put off, then done as the war action (the ability itself) ends
    assert said.index("the rest happens at the end of the war action") < said.index(
        "the war action ends: what was put off until then happens now")
    assert "остальное произойдет в конце военной акции" in texts(g, "ru")
