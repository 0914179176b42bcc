"""Issue 26, fourteenth round: a deciding battle's lines end with the battle (not after the next
turn's deployment), so such a decision samples several times the worlds in its budget; a line in
which the opponent captures the sector ends the game and scores exactly 0 as before."""

from __future__ import annotations

import random

from heresy_app.engine.ai import census, search
from heresy_app.engine.ai.info import determinize
from heresy_app.engine.observation import step_of
from tests.sim.positions import position


def _undecided(db):
    """The opponent holds Choral City; Sirenhold (needs 2) is fought: its capture by the opponent
    would win them the game (deciding), but their army's flag is short of it, so the battle's end
    leaves the game going."""
    g, _ = position([("militia", "IS-227", 0, "sector", 1), ("army", "IS-201", 1, "sector", 1),
                     ("held", "IS-201", 1, "sector", 2)], captured={0: 1}, db=db)
    assert census.deciding(g, 0)
    return g


def test_a_deciding_line_stops_at_the_battles_end(db):
    g = _undecided(db)
    turn, battle = g.turn, g.bsec
    for seed in range(4):
        w = determinize(g, 0, random.Random(seed))
        v = search._playout(w, 0, random.Random(seed), 400, to_end=True)
        assert 0.0 <= v <= 1.0
        # the first decision after the battle: here the next turn's deployment (the other battle is
        # forced); before this round the line went on to that deployment's end
        ended = w.bsec != battle or w.turn != turn
        assert w.over or (ended and (w.turn == turn or step_of(w) in ("deployment", "setup"))), (w.turn, step_of(w))


def test_the_search_still_saves_the_deciding_battle(db):
    from heresy_app.engine.ai import choose, make_policy
    from tests.sim.test_plays_like_a_player import _frigates
    g, c = _frigates(db, 2)
    d = choose(make_policy("search:8"), g, random.Random(1))
    assert d[0] == "play" and d[1] in {c["frigate0"], c["frigate1"]}
