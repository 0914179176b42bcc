"""Whole-deployment plans (issue 26, ninth round): the plans the search compares for a regular
deployment spread the flags to the sectors they mean to capture, keep the flagless cards where
the flags suffice, and never pile five cards into one sector; the search finds deployments that
card-by-card choices miss and follows the plan it chose with its later cards of the deployment."""

from __future__ import annotations

import random
from collections import Counter

from heresy_app.engine.ai import choose, make_policy
from heresy_app.engine.ai.plans import deployment_plans, plan_key, plan_move
from heresy_app.engine.ai.search import SearchPolicy
from heresy_app.engine.terms import FL
from tests.sim.positions import position

# Isstvan III: Choral City 0 needs 3 flags, Sirenhold 1 needs 2, Ash Wastes 2 needs 4. Drawn with
# the hand: four Imperial Army Regiments (1 flag each) from the filler deck.
HAND = ["IS-227", "IS-227", "IS-002", "IS-053", "IS-133", "IS-134"]   # militia 2 flags x2, four flagless
FOE = ["IS-201"] * 6


def _deployment(db, hand=HAND, foe=FOE, **kw):
    return position([(None, c, 0, "hand") for c in hand] + [(None, c, 1, "hand") for c in foe],
                    battle=None, stage="deployment", db=db, **kw)[0]


def _flags(g, tid):
    return next(g.tpl[c].stats[FL] for c in range(len(g.tpl)) if g.tpl[c].id == tid)


def test_every_plan_places_the_whole_hand_flags_first_fighters_where_flags_suffice(db):
    g = _deployment(db)
    while g.current_player != 0:
        g.apply(g.legal_decisions()[0])
    legal = g.legal_decisions()
    plans = deployment_plans(g, 0, legal)
    assert len(plans) >= 3
    assert len({plan_key(p) for p in plans}) == len(plans)      # no plan made twice
    hand = Counter(g.tpl[c].id for c in g.hands[0])
    for p in plans:
        assert Counter(t for t, _ in p) == hand                  # every card of the hand, once
        per = Counter(s for _, s in p)
        assert max(per.values()) <= 4, p                         # no fifth card into one sector
        flags = Counter()
        for t, s in p:
            flags[s] += _flags(g, t)
        enough = [s for s in flags if flags[s] >= g.sec[s][2]]
        assert len(enough) >= 2, (p, flags)                      # the flags capture two sectors
        for t, s in p:
            if _flags(g, t) == 0 and flags[s] < g.sec[s][2]:     # a fighter where the flags suffice,
                assert all(per[x] >= 4 for x in enough), (p, flags)   # unless those sectors are full
        assert plan_move(g, p, legal)[0] in legal
    # one plan for each pair of sectors: every flag into the two (ten cards: two go past the cap of four)
    for pair in ((0, 1), (0, 2), (1, 2)):
        assert any({s for t, s in p if _flags(g, t)} == set(pair) for p in plans), pair


def test_holding_a_sector_the_plans_aim_at_one_more(db):
    g = _deployment(db, captured={0: 0})   # player 0 holds Choral City: one more sector wins
    while g.current_player != 0:
        g.apply(g.legal_decisions()[0])
    plans = deployment_plans(g, 0, g.legal_decisions())
    assert all(s in (1, 2) for p in plans for _, s in p)        # never into the sector held
    for one in (1, 2):   # a plan for each sector alone: the most flags into it, as many as room allows
        assert any(Counter(s for t, s in p if _flags(g, t))[one] == 4 for p in plans), one


def _fighters_with_flags(g, me=0) -> bool:
    """Every flagless card of ``me`` in a sector whose flags reach its requirement."""
    for s in range(3):
        mine = [c for c in g.sectors[s][me]]
        flags = sum(g.stat(c, FL) for c in mine)
        if any(g.tpl[c].stats[FL] == 0 for c in mine) and flags < g.sec[s][2]:
            return False
    return True


def test_a_whole_plan_reaches_the_deployment_card_by_card_choices_miss(db, monkeypatch):
    """Ten cards, four flagless: the heuristic fills Choral City and Sirenhold to the cap of four and
    sends the last two fighters to Ash Wastes, where no flag is. With the end of the deployment
    valued by that alone (every fighter where the flags suffice: 1, else 0), comparing single cards
    in single sectors, the rest placed by the heuristic, never finds a deployment worth 1; comparing
    whole plans does (the flags spread over the three sectors, the fighters after them)."""
    from heresy_app.engine.ai import search
    monkeypatch.setattr(search, "fitted_value", lambda w, me, *a: 1.0 if _fighters_with_flags(w, me) else 0.0)

    def deploy(plans):
        g = _deployment(db)
        pol = SearchPolicy(playouts=64, plans=plans)
        pols = (pol, make_policy("baseline"))
        rng = random.Random(5)
        followed = 0
        while g.question().kind == "deploy":
            plan = pol.plan
            d = choose(pols[g.current_player], g, rng)
            if g.current_player == 0 and plan is not None and pol.last.get("plan") == 0:
                # the plan chosen before is kept: its next card, where it said
                assert plan_move(g, plan[2], g.legal_decisions())[0] == d
                followed += 1
            g.apply(d)
        return g, followed

    assert not _fighters_with_flags(deploy(False)[0])
    g, followed = deploy(True)
    assert _fighters_with_flags(g) and followed >= 3
