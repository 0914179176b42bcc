"""Issue 26: the value the search maximises is a chance to win: zero-sum, and it tells who wins
better than a coin (the chance to capture with the cards in place, ``game_value``, did worse than a
coin after a battle); the search's playouts end where they should."""

from __future__ import annotations

import random

from heresy_app.engine import new_game
from heresy_app.engine.ai import choose, make_policy
from heresy_app.engine.ai.heuristic import HeuristicPolicy
from heresy_app.engine.ai.info import determinize, public_state
from heresy_app.engine.ai.sector_model import game_value, win_chance
from heresy_app.engine.ai.weights import Weights
from heresy_app.engine.observation import step_of


def _games(db, decks, n, seed=300):
    """(positions at the start of each battle step, winner) for n heuristic games, both decks (the
    heuristic at its weights' defaults, whose games the value models were made and fitted on)."""
    h = HeuristicPolicy(Weights())
    out = []
    for i in range(n):
        ids = decks[i % 2]
        g = new_game(ids, ids, seed + i, db, log=False)
        rng = random.Random(i)
        seen, last = [], None
        while not g.over:
            st = step_of(g)
            if st != last and st in ("battle", "combat"):
                seen.append(g.clone())
            last = st
            g.apply(choose(h, g, rng))
        out.append((seen, g.winner))
    return out


def test_win_chance_is_zero_sum_with_every_card_seen(db, decks):
    for seen, _ in _games(db, decks, 4):
        for g in seen:
            assert abs(win_chance(g, 0, True) + win_chance(g, 1, True) - 1.0) < 1e-9
            assert 0.0 <= win_chance(g, 0) <= 1.0


def test_win_chance_tells_the_winner_better_than_a_coin_and_than_the_capture_chance(db, decks):
    pts = []
    for seen, winner in _games(db, decks, 24):
        y = 0.5 if winner is None else float(winner == 0)
        pts += [(win_chance(g, 0, True), win_chance(g, 0), game_value(g, 0), y) for g in seen]
    assert len(pts) >= 40

    def brier(j):
        return sum((p[j] - p[3]) ** 2 for p in pts) / len(pts)

    coin = sum((0.5 - p[3]) ** 2 for p in pts) / len(pts)
    assert brier(0) < 0.9 * coin and brier(1) < 0.9 * coin
    assert brier(0) < brier(2) and brier(1) < brier(2)


def test_a_finished_game_is_worth_its_result(db, decks):
    for seen, _winner in _games(db, decks, 2):
        g = seen[-1]
        while not g.over:
            g.apply(g.legal_decisions()[0])
        for me in (0, 1):
            want = 0.5 if g.winner is None else float(g.winner == me)
            assert win_chance(g, me) == want == win_chance(g, me, True)


def test_a_deployment_playout_ends_with_the_deployment_and_others_with_the_battle(db, decks):
    from heresy_app.engine.ai import search
    g = new_game(decks[0], decks[1], 3, db, log=False)
    h = make_policy("heuristic")
    rng = random.Random(3)
    kinds = set()
    while not g.over and len(kinds) < 2:
        legal = g.legal_decisions()
        kind = "shoot" if any(d[0] == "shoot" for d in legal) else legal[-1][0]
        if len(legal) > 1 and kind in ("deploy", "shoot") and kind not in kinds:
            kinds.add(kind)
            me = g.current_player
            w = determinize(public_state(g, me), me, random.Random(1))
            w.apply(legal[0])
            turn, fought, battle = w.turn, len(w.fought), w.bsec
            search._playout(w, me, random.Random(2), 400, deployment=kind == "deploy")
            if kind == "deploy":
                assert step_of(w) != "deployment" and w.turn == turn and len(w.fought) == fought
            else:
                assert battle >= 0 and (w.over or w.turn != turn or w.bsec != battle)
        g.apply(choose(h, g, rng))
    assert kinds == {"deploy", "shoot"}


def test_a_playout_in_a_battle_cut_at_the_war_action_ends_with_it(db, decks):
    """Issue 26: a playout cut at the war action (the search's, for a decision inside one) ends
    with the war action it starts or is made inside (the same point for every candidate), short of
    the battle's end."""
    from heresy_app.engine.ai import search
    from heresy_app.engine.ai.outcome import end_depth
    h = make_policy("heuristic")
    seen = {"shoot": 0, "inside": 0}
    shorter = 0
    for seed in (3, 4, 5):
        g = new_game(decks[0], decks[1], seed, db, log=False)
        rng = random.Random(seed)
        while not g.over and min(seen.values()) < 3:
            legal = g.legal_decisions()
            inside = end_depth(g) >= 0
            shoot = next((d for d in legal if d[0] == "shoot"), None)
            if len(legal) > 1 and (shoot or inside):
                me = g.current_player
                w = determinize(public_state(g, me), me, random.Random(1))
                d = shoot or legal[0]
                w.apply(d)
                depth, turn = end_depth(w), w.turn
                full = w.clone()
                search._playout(w, me, random.Random(2), 400, cut=True)
                search._playout(full, me, random.Random(2), 400)
                if depth >= 0 and not w.over:
                    seen["shoot" if shoot else "inside"] += 1
                    # over where the war action is (the battle goes on), short of the battle's end
                    assert len(w.stack) <= depth and w.turn == turn
                    assert len(w.decisions) <= len(full.decisions)
                    shorter += len(w.decisions) < len(full.decisions)
            g.apply(choose(h, g, rng))
    assert min(seen.values()) >= 3 and shorter >= 3
