"""Issue 26, fourteenth round: the leaf value counts the flags the events still to be played at
the battle's resolution give (:func:`~heresy_app.engine.ai.leaf.resolution_flags`). Every event in
a command hand is played at the resolution, so in a sampled world (every card known) the shift is
known; a line the search cuts at a war action's end used to score a 1-flag margin as safe while
the opponent's hand held Planetary Militia."""

from __future__ import annotations

import random

from heresy_app.engine import new_game
from heresy_app.engine.ai.leaf import features, fitted_value, resolution_flags
from heresy_app.engine.ai.leaf_weights_wa import WEIGHTS as WAR_ACTION_WEIGHTS
from heresy_app.engine.observation import step_of
from tests.sim.positions import position


def test_the_predicted_shift_is_what_the_resolution_plays(db, decks):
    """Random games with the log on: at the first decision of each battle's resolution, the shift
    predicted from the hands and the sector equals the flags the engine's events then add
    ("flags.extra" notes up to the hands' discard). Real games, both sample decks (a resolution
    asks a decision only when an event is there to play, so each battle checked has one)."""
    checked = shifted = 0
    for i in range(12):
        ids = decks[i % 2]
        g = new_game(ids, ids, 4100 + i, db, log=True)
        rng = random.Random(i)
        open_at, pred, battle = None, None, None
        while not g.over:
            if step_of(g) == "resolution" and (battle != (g.turn, g.bsec)):
                battle, open_at, pred = (g.turn, g.bsec), len(g.log), resolution_flags(g)
            g.apply(rng.choice(g.legal))
            if open_at is not None:
                keys = [e.key for e in g.log[open_at:]]
                if "hands.discarded" in keys:
                    end = open_at + keys.index("hands.discarded")
                    got = [0, 0]
                    for e in g.log[open_at:end]:
                        if e.key == "flags.extra":
                            got[e.args["player"]] += e.args["n"]
                    assert got == pred, (i, battle, got, pred)
                    checked += 1
                    shifted += pred != [0, 0]
                    open_at = None
    assert checked >= 6 and shifted >= 6, (checked, shifted)


def _battle(db, militia_for_1: bool):
    """Sirenhold (needs 2) under battle: player 0's militia (2 flags) against player 1's army
    (1 flag); player 1 holds Planetary Militia (E: +1 flag) or a flagless tactic."""
    cards = [("mine", "IS-227", 0, "sector", 1), ("theirs", "IS-201", 1, "sector", 1),
             ("hand", "IS-227" if militia_for_1 else "IS-002", 1, "hand")]
    g, _ = position(cards, battle=1, db=db)
    return g


def test_a_one_flag_margin_is_worth_less_against_a_hand_event(db):
    plain, threatened = _battle(db, False), _battle(db, True)
    assert resolution_flags(plain) == [0, 0]
    assert resolution_flags(threatened) == [0, 1]
    # the hands are alike in size; the hand's kind differs (an event), so compare the capture's
    # share alone as well as the value
    f_plain, f_threat = features(plain, 0), features(threatened, 0)
    assert f_threat[0] < f_plain[0] and f_threat[2] < f_plain[2]
    assert fitted_value(threatened, 0, WAR_ACTION_WEIGHTS) < fitted_value(plain, 0, WAR_ACTION_WEIGHTS)
    assert abs(fitted_value(threatened, 0) + fitted_value(threatened, 1) - 1.0) < 1e-9
