"""Issue 26, fifth round: the search's leaf value fitted to game results
(:mod:`heresy_app.engine.ai.leaf`): zero-sum, worth a finished game's result, better than the
hand-made ``win_chance`` at telling the winner, and it sees what ``win_chance`` does not (a held
sector, a card kept in hand); the fit itself recovers known weights."""

from __future__ import annotations

import random

from heresy_app.engine.ai.leaf import FEATURES, features, fitted_value
from heresy_app.engine.ai.leaf_weights import WEIGHTS
from heresy_app.engine.ai.sector_model import win_chance
from tests.sim.positions import position
from tests.sim.test_sector_model import _games


def test_one_weight_for_each_feature():
    assert len(WEIGHTS) == len(FEATURES)
    named = dict(zip(FEATURES, WEIGHTS, strict=False))
    assert named["held"] > 0 and named["win_logit"] > 0 and named["hand"] > 0


def test_fitted_value_is_zero_sum_and_a_finished_game_is_worth_its_result(db, decks):
    for seen, _ in _games(db, decks, 4, seed=500):
        for g in seen:
            assert abs(fitted_value(g, 0) + fitted_value(g, 1) - 1.0) < 1e-9
            f0, f1 = features(g, 0), features(g, 1)
            assert all(abs(a + b) < 1e-9 for a, b in zip(f0, f1, strict=False))
        g = seen[-1]
        while not g.over:
            g.apply(g.legal_decisions()[0])
        for me in (0, 1):
            assert fitted_value(g, me) == (0.5 if g.winner is None else float(g.winner == me))


def test_fitted_value_tells_the_winner_better_than_win_chance(db, decks):
    """Positions at the start of each battle step of heuristic games (other seeds than the fit's
    self-play games), every card seen as in a sampled world."""
    pts = []
    for seen, winner in _games(db, decks, 30, seed=700):
        y = 0.5 if winner is None else float(winner == 0)
        pts += [(fitted_value(g, 0), win_chance(g, 0, True), y) for g in seen]
    assert len(pts) >= 60

    def brier(j):
        return sum((p[j] - p[2]) ** 2 for p in pts) / len(pts)

    assert brier(0) < brier(1)


def _held(db, captured, hand):
    """Player 0's militia and player 1's army in Ash Wastes; ``hand`` spare cards in player 0's hand,
    ``captured``: {sector: who holds it}."""
    cards = [("militia", "IS-227", 0, "sector", 2), ("army", "IS-201", 1, "sector", 2),
             ("other", "IS-001", 1, "sector", 0)]
    cards += [(None, "IS-138", 0, "hand")] * hand + [(None, "IS-138", 1, "hand")]
    g, _ = position(cards, battle=None, captured=captured, db=db)
    return g


def test_the_fitted_value_prefers_the_capturing_line_and_a_card_kept(db):
    # a line that captured Sirenhold is worth more than one that did not
    assert fitted_value(_held(db, {1: 0}, 1), 0) > fitted_value(_held(db, {}, 1), 0) + 0.05
    assert fitted_value(_held(db, {1: 1}, 1), 0) < fitted_value(_held(db, {}, 1), 0) - 0.05
    # the sectors alike, a card kept in hand is worth something; win_chance sees no difference
    more, fewer = _held(db, {}, 3), _held(db, {}, 1)
    assert abs(win_chance(more, 0, True) - win_chance(fewer, 0, True)) < 1e-9
    assert fitted_value(more, 0) > fitted_value(fewer, 0)


def test_the_fit_recovers_known_weights():
    from benchmarks.ai_fit import fit
    from heresy_app.engine.ai.sector_model import logistic
    rng = random.Random(5)
    true = [1.5, -0.8, 0.3]
    X, y = [], []
    for _ in range(4000):
        x = [rng.gauss(0, 1) for _ in true]
        X.append(x)
        y.append(1.0 if rng.random() < logistic(sum(a * b for a, b in zip(true, x, strict=False))) else 0.0)
    w = fit(X, y, l2=0.0)
    assert all(abs(a - b) < 0.15 for a, b in zip(w, true, strict=False)), w


def test_the_fit_reads_the_playouts_policy_and_compares_with_the_landed_weights(db):
    """``benchmarks/ai_fit.py``'s positions are where the playouts stop, from games of the policy the
    playouts play (the quick heuristic at the landed weights): both players' features are each
    other's negatives and the outcome is the game's; the landed weights it compares a refit with
    are the ones the search scores with (cuts and war actions). (On 24 games the Brier scores of the
    fitted value and ``win_chance`` are within each other's noise: that comparison is the test above's,
    on more positions.)"""
    from benchmarks.ai_fit import brier, landed, positions, predict
    from heresy_app.engine.ai import leaf_weights, leaf_weights_wa
    assert landed() == leaf_weights.WEIGHTS and landed("war_action") == leaf_weights_wa.WEIGHTS
    rows = positions(db, 24, start=90_000)
    assert len(rows) >= 100
    by_game: dict = {}
    for f, y, i, wc in rows:
        assert len(f) == len(FEATURES) and y in (0.0, 0.5, 1.0) and 0.0 <= wc <= 1.0
        by_game.setdefault(i, []).append((f, y))
    for seen in by_game.values():
        for (f0, y0), (f1, y1) in zip(seen[::2], seen[1::2], strict=False):
            assert all(abs(a + b) < 1e-9 for a, b in zip(f0, f1, strict=False)) and y0 + y1 == 1.0
    ys = [r[1] for r in rows]
    assert 0.0 < brier([predict(landed(), r[0]) for r in rows], ys) < 0.25
    # --at deployment: the end of each deployment alone, a part of the cuts (which add the battles' ends)
    dep = positions(db, 6, start=90_000, at="deployment")
    cuts = [r for r in rows if r[2] < 90_006]
    assert 0 < len(dep) < len(cuts) and all(r in cuts for r in dep)
