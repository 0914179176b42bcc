"""Conceding: either player may give the game up at any time; the game ends like any end (a
winner, a rules id, a log line in both languages), the decision is saved with the game and a
replay of it ends the same way; no policy is ever offered it."""

from __future__ import annotations

import random

import pytest

from heresy_app.engine import IllegalDecision, load_game, log_lines, new_game, pool_deck
from heresy_app.engine.decisions import notation, parse
from heresy_app.engine.seen_words import for_viewer


def _game_at(ply: int, seed: int = 11):
    g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed)
    rng = random.Random(seed)
    for _ in range(ply):
        if g.is_over:
            break
        legal = g.legal_decisions()
        g.apply(legal[rng.randrange(len(legal))])
    return g


@pytest.mark.parametrize("ply", [0, 3, 17, 60, 90])
@pytest.mark.parametrize("who", [0, 1])
def test_either_player_concedes_at_any_moment_and_the_other_wins(ply, who):
    g = _game_at(ply)
    if g.is_over:
        pytest.skip("the random game ended first")
    assert ("concede", who) not in g.legal_decisions()      # never offered: no policy picks it
    assert g.is_legal(("concede", who))
    n = len(g.decisions)
    g.apply(("concede", who))
    assert g.is_over and g.winner == 1 - who and g.current_player is None
    assert g.decisions[-1] == ("concede", who) and len(g.decisions) == n + 1
    again = load_game(g.to_json())
    assert again.is_over and again.winner == 1 - who and again.decisions == g.decisions
    assert log_lines(again, "ru")[-1] == log_lines(g, "ru")[-1]
    rule, en = log_lines(g, "en")[-1]
    assert rule == "end" and "concede" in en
    assert "поражение" in log_lines(g, "ru")[-1][1]
    mine = log_lines(g, "en", for_viewer(who, "en"))[-1][1]
    theirs = log_lines(g, "ru", for_viewer(1 - who, "ru"))[-1][1]
    assert mine.startswith("You concede") and theirs.startswith("Противник признаёт")


@pytest.mark.parametrize("bad", [("concede",), ("concede", 2), ("concede", -1), ("concede", True), ("concede", "0"),
                                 ("concede", 0, 1)])
def test_a_malformed_concession_is_refused_and_changes_nothing(bad):
    g = _game_at(5)
    before = g.to_json()
    assert not g.is_legal(bad)
    with pytest.raises(IllegalDecision):
        g.apply(bad)
    assert g.to_json() == before


def test_no_concession_after_the_end_and_its_notation_reads_back():
    g = _game_at(2)
    g.apply(("concede", 0))
    with pytest.raises(IllegalDecision):
        g.apply(("concede", 1))
    assert parse(notation(("concede", 1))) == ("concede", 1)
