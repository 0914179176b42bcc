"""A sample of every op the engine plays, as printed: for each op, a war action from the development
corpus (tests/abilities/set_en.txt) or, for ops the corpus prints only in other kinds, a war action
written here; each is read by the ability language, put on a card in a real position, announced and
carried out with the first answer offered at each question, and the game goes on to its next
question with the log naming the use (issue 24: everything it reads, the engine plays as printed)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from printed import card, game, texts  # noqa: E402

from benchmarks.ability_corpus import read_corpus  # noqa: E402
from heresy_app.abilities import AbilityParseError, ir, parse  # noqa: E402
from heresy_app.engine.effects import supported  # noqa: E402

WRITTEN_HERE = [
    "WA: Look at your opponent's hand.",
    "WA: Your opponent discards the top 2 cards of their deck.",
    "WA: Shuffle your deck.",
    "WA: Your opponent reveals their hand.",
    "WA: Choose one: draw 1 card; or lock one enemy unit.",
    "WA: If you have a Hero in this sector, draw 2 cards. Otherwise, draw 1 card.",
    "WA: You get +1 flag in this battle.",
    "WA: This unit gets Counter-attack until the end of the battle.",
    "WA: Deal 2 damage to one enemy unit.",
    "WA: Your opponent discards 1 card at random.",
    "WA: One of your Infantry units gets the Jump Pack keyword until the end of the battle.",
    "WA: Roll a die. 1-3: Draw 1 card. 4-6: Lock one enemy unit.",
]


def _samples():
    """{op: the war actions (no costs) that print it}, in corpus order."""
    by_op: dict = {}
    for text in read_corpus("en", "set") + WRITTEN_HERE:
        try:
            a = parse(text)
        except AbilityParseError:
            continue
        if a.kind != "WA" or a.costs or not supported(a.model_dump(mode="json")):
            continue
        for e in ir.nested_effects(list(a.effects)):
            if text not in by_op.setdefault(e.op, []):
                by_op[e.op].append(text)
    return sorted(by_op.items())


SAMPLES = _samples()


def test_the_sample_covers_the_ops_a_war_action_can_carry():
    ops = {op for op, _ in SAMPLES}
    assert {"destroy", "lock", "ready", "charge", "damage", "draw", "discard", "modify", "restriction", "return",
            "move", "look_top", "grant", "look", "mill", "shuffle", "reveal", "choose_one", "if", "flags",
            "counter_attack", "variable_roll"} <= ops


def _position(text):
    wa = parse(text).model_dump(mode="json")
    return game(("me", card(wa, keywords=["Hero"], ar=3, sp=2, name="Probe"), 0, "sector", 0),
                ("mine", card(keywords=["Infantry"]), 0, "sector", 0),
                # a locked unit of the player's: "Ready all your locked flagless units. They ..." acts on it
                ("mine_locked", card(keywords=["Infantry"]), 0, "sector", 0, "locked"),
                ("foe", card(keywords=["Vehicle"], ar=1, sp=1), 1, "sector", 0),
                ("foe2", card(keywords=["Infantry"], ar=2, flags=2), 1, "sector", 0, "locked"),
                ("in_hand", card(), 0, "hand"), ("foe_hand", card(), 1, "hand"),
                # a deck to search: a search is offered only while the deck holds a card that fits
                # (term.infiltrate.search)
                ("deck_hero", card(keywords=["Hero"]), 0, "deck"),
                ("deck_tank", card(keywords=["Vehicle", "Tank"]), 0, "deck"),
                ("deck_inf", card(keywords=["Infantry"]), 0, "deck"),
                ("foe_deck", card(), 1, "deck"))


@pytest.mark.parametrize(("op", "candidates"), SAMPLES, ids=[op for op, _ in SAMPLES])
def test_a_war_action_from_the_corpus_is_announced_and_carried_out(op, candidates):
    for text in candidates:   # the first one this position lets its player announce
        g, c = _position(text)
        if ("play", c["me"], 0) in g.legal_decisions():
            break
    else:
        pytest.fail(f"no war action printing {op} can be announced here: {candidates}")
    before = len(texts(g))
    g.apply(("play", c["me"], 0))
    for _ in range(80):   # answer every question the use asks with the first answer offered
        if not g.stack or not any(type(f).__name__ == "AbilityFrame" for f in g.stack):
            break
        legal = g.legal_decisions()
        g.apply(legal[0])
    assert not any(type(f).__name__ == "AbilityFrame" for f in g.stack), text
    assert g.legal_decisions()                       # the game goes on
    said = texts(g)[before:]
    assert said[0].startswith("P1 uses P1's Probe") and len(said) >= 2, said   # announced, then carried out
    assert texts(g, "ru")[before].startswith("Игрок 1")
