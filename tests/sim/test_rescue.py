"""The last look before passing a deciding battle (heresy_app/engine/ai/rescue.py, issue 26)."""

from __future__ import annotations

from functools import partial

from heresy_app.engine.ai import census, rescue
from heresy_app.engine.ai.heuristic import decide
from heresy_app.engine.ai.info import public_state
from tests.sim.test_plays_like_a_player import _frigates

QUICK = partial(decide, quick=True)


def test_a_pass_that_keeps_nothing_gives_way_to_the_play_that_keeps_the_sector(db):
    g, c = _frigates(db, 2)
    pub = public_state(g, 0)
    assert rescue.threatened(pub, 0)
    assert not rescue.kept_in(pub, 0, ("pass",), 1, QUICK)
    d = rescue.rescue(pub, 0, pub.legal, 2, QUICK)
    assert d[0] == "play" and d[1] in (c["frigate0"], c["frigate1"])


def test_nothing_is_tried_outside_a_threatened_deciding_battle(db):
    from tests.sim.positions import position
    # nobody holds a sector: capturing Sirenhold does not win the game, so a pass is a pass
    g, c = position([("recon", "IS-053", 0, "sector", 1), ("abaddon", "IS-101", 1, "sector", 1),
                     ("f0", "IS-040", 0, "fleet"), ("f1", "IS-040", 0, "fleet")], db=db)
    g.apply(("shoot", c["recon"], c["abaddon"]))
    while g.question().kind != "tactics":
        g.apply(("no_block",) if ("no_block",) in g.legal_decisions() else g.legal_decisions()[-1])
    assert not census.deciding(g, 0) and not rescue.threatened(g, 0)
    assert rescue.rescue(g, 0, g.legal_decisions(), 4, QUICK) == ("pass",)


def test_no_worlds_means_no_look(db):
    g, _ = _frigates(db, 2)
    assert rescue.rescue(public_state(g, 0), 0, g.legal_decisions(), 0, QUICK) == ("pass",)


def test_the_worlds_are_seeded(db):
    g, _ = _frigates(db, 2)
    pub = public_state(g, 0)
    first = rescue.rescue(pub, 0, pub.legal, 3, QUICK)
    assert all(rescue.rescue(pub, 0, pub.legal, 3, QUICK) == first for _ in range(2))
