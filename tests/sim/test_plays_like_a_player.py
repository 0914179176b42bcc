"""Issue 26: the heuristic, and the search built on it, play like a player in small positions:
deployment spreads flags, no pointless retreat, no card spent on a tactic that changes nothing, a
tactic found when it saves a deciding battle, a flagged unit saved by a flagless blocker, no bonus
for an enemy card."""

from __future__ import annotations

import random

import pytest

from heresy_app.engine.ai import census, choose, make_policy
from tests.sim.positions import position

POLICIES = ["heuristic", "search:8"]


@pytest.mark.parametrize("name", POLICIES)
def test_deployment_spreads_flags_and_keeps_fighters_where_flags_suffice(db, name):
    hand0 = [("IS-227", 0, "deck")] * 2 + [("IS-001", 0, "deck")] * 2 + [("IS-134", 0, "deck")] * 2
    hand1 = [("IS-201", 1, "deck")] * 6
    g, _ = position([(None,) + x for x in hand0 + hand1], battle=None, stage="deployment", db=db)
    pols = (make_policy(name), make_policy("baseline"))
    rng = random.Random(4)
    while g.question().kind != "battle":
        g.apply(choose(pols[g.current_player], g, rng))
    per = [len([c for c in g.sectors[s][0]]) for s in range(3)]
    assert not census.five_of_six(per), per
    flags = [sum(g.stat(c, 4) for c in g.sectors[s][0]) for s in range(3)]
    assert sum(1 for f in flags if f >= 2) >= 2, flags        # flags in two sectors at least
    for s in range(3):
        if any(g.tpl[c].stats[4] == 0 for c in g.sectors[s][0]):
            assert flags[s] >= 2, (s, flags)                  # a fighter is where flags are


@pytest.mark.parametrize("name", POLICIES)
def test_no_retreat_from_a_sector_lost_anyway(db, name):
    g, _ = position([("tac", "IS-001", 0, "sector", 1, "locked"), ("militia", "IS-227", 1, "sector", 1)], db=db)
    assert ("retreat",) in g.legal_decisions()
    assert choose(make_policy(name), g, random.Random(0)) != ("retreat",)


def _shot(db, unit, target, hand, shooter=0):
    g, c = position([("unit", unit, shooter, "sector", 1), ("target", target, 1 - shooter, "sector", 1),
                     ("spare", hand, 0, "hand"), ("held", "IS-201", 1, "sector", 2)], captured={0: 1},
                    to_act=shooter, db=db)
    g.apply(("shoot", c["unit"], c["target"]))
    while g.question().kind != "tactics":
        g.apply(("no_block",) if ("no_block",) in g.legal_decisions() else g.legal_decisions()[-1])
    return g, c


@pytest.mark.parametrize("name", POLICIES)
def test_no_command_card_on_a_tactic_that_changes_nothing(db, name):
    g, c = _shot(db, "IS-001", "IS-201", "IS-001")   # firepower 3 kills armor 2 anyway
    assert any(d[0] == "play" for d in g.legal_decisions())
    assert choose(make_policy(name), g, random.Random(0)) == ("pass",)


@pytest.mark.parametrize("name", POLICIES)
def test_no_bonus_for_the_enemy_defender(db, name):
    # "The defending card gets +2 armor" in the attacker's hand: the defender is the enemy's
    g, c = _shot(db, "IS-001", "IS-122", "IS-138")
    assert any(d[0] == "play" and d[1] == c["spare"] for d in g.legal_decisions())
    d = choose(make_policy(name), g, random.Random(0))
    assert not (d[0] == "play" and d[1] == c["spare"]) and not census.wrong_side(g, d)


@pytest.mark.parametrize("name", POLICIES)
def test_a_tactic_saves_the_deciding_battle(db, name):
    # the opponent holds Choral City; its army shoots the militia whose 2 flags hold Sirenhold:
    # "The defending card gets +2 armor" keeps it alive (2 damage against armor 3)
    g, c = _shot(db, "IS-201", "IS-227", "IS-138", shooter=1)
    assert census.deciding(g, 0)
    d = choose(make_policy(name), g, random.Random(0))
    assert d[0] == "play" and d[1] == c["spare"]


@pytest.mark.parametrize("name", POLICIES)
def test_a_flagged_unit_is_saved_by_a_flagless_blocker(db, name):
    g, c = position([("tac", "IS-001", 0, "sector", 1), ("militia", "IS-227", 1, "sector", 1),
                     ("scouts", "IS-134", 1, "sector", 1)], db=db)
    g.apply(("shoot", c["tac"], c["militia"]))
    assert choose(make_policy(name), g, random.Random(0)) == ("block", c["scouts"])


def test_a_bonus_is_chosen_for_an_own_card(db):
    g, c = _shot(db, "IS-001", "IS-122", "IS-001")   # +1 firepower turns 3 against armor 4 into a kill
    d = choose(make_policy("heuristic"), g, random.Random(0))
    assert d[0] == "play"
    g.apply(d)
    while g.question().kind != "target":
        g.apply(choose(make_policy("heuristic"), g, random.Random(0)))
    pick = choose(make_policy("heuristic"), g, random.Random(0))
    assert pick == ("choose", c["unit"]) and not census.wrong_side(g, pick)


def test_the_search_puts_no_fifth_card_of_a_deployment_into_one_sector(db, decks):
    """Holding no sector, a player needs two: in whole games (both sample decks, both seats) the
    search never deploys a fifth card of one deployment into a sector while another open sector
    could take it. (Its playouts end with the deployment and score the sectors' fights one by one,
    so they valued a pile of cards in one sector: 16.7 per 100 games in the census before.)"""
    from heresy_app.engine import new_game
    from heresy_app.engine.ai.deployment import CAP
    seen = 0
    for i in range(6):
        g = new_game(decks[i % 2], decks[(i // 2) % 2], 300 + i, db, log=False)
        search, others = make_policy("search:24"), (make_policy("heuristic"), make_policy("baseline"))
        me, rng = i % 2, random.Random(i)
        while not g.over and g.turn <= 3:   # the search deploys; the battles are the heuristic's
            p = g.current_player
            d = choose(search if p == me and g.legal[-1][0] == "deploy" else others[p != me], g, rng)
            if g.current_player == me and d[0] == "deploy" and me not in g.sec_owner:
                fresh = {s: sum(1 for c in g.sectors[s][me] if not g.up[c]) for s in g.open_sectors()}
                elsewhere = [x[2] for x in g.legal if x[0] == "deploy" and x[2] != d[2] and fresh[x[2]] < CAP]
                if fresh[d[2]] >= CAP:
                    assert not elsewhere, (i, d, fresh)
                seen += 1
            g.apply(d)
    assert seen >= 30


def _rigged(monkeypatch, score):
    """The search's leaf value replaced by ``score(world, me)``: playouts that value a blunder best."""
    from heresy_app.engine.ai import search
    monkeypatch.setattr(search, "fitted_value", lambda w, me: score(w, me))


def test_the_search_leaves_no_flagged_unit_to_die_even_when_its_playouts_like_it(db, monkeypatch):
    g, c = position([("tac", "IS-001", 0, "sector", 1), ("militia", "IS-227", 1, "sector", 1),
                     ("scouts", "IS-134", 1, "sector", 1)], db=db)
    g.apply(("shoot", c["tac"], c["militia"]))
    assert ("no_block",) in g.legal_decisions() and census.flagged_left_to_die(g, ("no_block",))
    _rigged(monkeypatch, lambda w, me: 1.0 if c["scouts"] in w.sectors[1][1] else 0.0)   # the blocker kept
    assert choose(make_policy("search:16"), g, random.Random(0)) == ("block", c["scouts"])


def test_the_search_gives_no_bonus_to_an_enemy_even_when_its_playouts_like_it(db, monkeypatch):
    g, c = _shot(db, "IS-001", "IS-122", "IS-001")   # +1 firepower: for the shooter, never the target
    h = make_policy("heuristic")
    g.apply(choose(h, g, random.Random(0)))
    while g.question().kind != "target":
        g.apply(choose(h, g, random.Random(0)))
    enemy = ("choose", c["target"])
    assert enemy in g.legal_decisions() and census.wrong_side(g, enemy)
    _rigged(monkeypatch, lambda w, me: 1.0 if c["target"] in w.sectors[1][1] else 0.0)
    d = choose(make_policy("search:16"), g, random.Random(0))
    assert d == ("choose", c["unit"]) and not census.wrong_side(g, d)


def test_the_search_finds_the_save_of_a_deciding_battle_the_heuristic_ranks_last(db, monkeypatch):
    """The opponent holds Choral City and takes Sirenhold as it stands (the militia's 2 flags against
    1): only a charge keeps it from them (the shots are blocked). With the heuristic's ranking of
    war actions rigged to put the charges last, a search that compared only the few it ranks first
    shot the militia and lost the game; in such a battle every decision is tried to the battle's
    end first and the saving ones are compared."""
    from heresy_app.engine.ai import heuristic, search
    from heresy_app.engine.ai.weights import Weights
    # the heuristic at its weights' defaults (the tuned ones charge here even when the search compares
    # only the few it ranks first, which would leave the control below without its loss)
    monkeypatch.setattr(heuristic, "DEFAULT_WEIGHTS", Weights())
    g, c = position([("a", "IS-002", 0, "sector", 1), ("b", "IS-133", 0, "sector", 1), ("c", "IS-201", 0, "sector", 1),
                     ("flag", "IS-227", 1, "sector", 1), ("k1", "IS-002", 1, "sector", 1),
                     ("k2", "IS-133", 1, "sector", 1), ("k3", "IS-053", 1, "sector", 1),
                     ("k4", "IS-134", 1, "sector", 1), ("held", "IS-201", 1, "sector", 0)], captured={0: 1}, db=db)
    assert search.threatened(g, 0) and census.captures_now(g) == 1
    saving = {("charge", c["a"]), ("charge", c["b"])}
    for d in g.legal_decisions():   # the yardstick: only the charges of the bikes keep the sector
        kept = [census.battle_result(g, d, seed)[0] != 1 for seed in (1000, 1001)]
        assert all(kept) if d in saving else not any(kept), d
    rank = search.war_action_values
    monkeypatch.setattr(search, "war_action_values", lambda w, me, legal: [
        v - 20 if d[0] == "charge" else v for d, v in zip(legal, rank(w, me, legal), strict=False)])
    assert choose(make_policy("search:8"), g, random.Random(0)) in saving
    monkeypatch.setattr(search, "threatened", lambda w, me: False)   # the few ranked first only: lost
    assert choose(make_policy("search:8"), g, random.Random(0)) not in saving


def test_the_look_for_saves_stops_when_its_time_is_up(db):
    """In a deciding battle every decision is tried to the battle's end before the search (the saves
    first); a war action may offer 150 decisions, and a time-budgeted search asks ``halt`` before
    each: the decisions not tried by then are no saves, and none tried is left out."""
    from heresy_app.engine.ai import search
    g, c = position([("a", "IS-002", 0, "sector", 1), ("b", "IS-133", 0, "sector", 1), ("c", "IS-201", 0, "sector", 1),
                     ("flag", "IS-227", 1, "sector", 1), ("k1", "IS-002", 1, "sector", 1),
                     ("k2", "IS-133", 1, "sector", 1), ("k3", "IS-053", 1, "sector", 1),
                     ("k4", "IS-134", 1, "sector", 1), ("held", "IS-201", 1, "sector", 0)], captured={0: 1}, db=db)
    saving = [("charge", c["a"]), ("charge", c["b"])]
    others = [d for d in g.legal_decisions() if d not in saving]
    order = others[:2] + saving
    full = search.saves(g, 0, order, random.Random(0))
    assert set(saving) <= full
    asked = []

    def halt():   # the time is up after three decisions were tried
        asked.append(1)
        return len(asked) > 3

    assert search.saves(g, 0, order, random.Random(0), halt) == {d for d in order[:3] if d in full}
    assert len(asked) == 4


def _frigates(db, n):
    """The opponent holds Choral City; Abaddon's 2 flags take Sirenhold, and the game, unless it dies.
    The Legion Recon Squad (firepower 2) shoots it (armor 4); each Gladius Frigate in the fleet gives
    +1 firepower, locking the ship: with two the shot kills, with one it does not."""
    g, c = position([("recon", "IS-053", 0, "sector", 1), ("abaddon", "IS-101", 1, "sector", 1),
                     ("held", "IS-201", 1, "sector", 2)] + [(f"frigate{i}", "IS-040", 0, "fleet") for i in range(n)],
                    captured={0: 1}, db=db)
    g.apply(("shoot", c["recon"], c["abaddon"]))
    while g.question().kind != "tactics":
        g.apply(("no_block",) if ("no_block",) in g.legal_decisions() else g.legal_decisions()[-1])
    assert census.deciding(g, 0) and census.captures_now(g) == 1
    return g, c


@pytest.mark.parametrize("name", POLICIES)
def test_two_plays_that_together_save_the_deciding_battle_are_both_made(db, name):
    """Each frigate alone changes nothing (3 against armor 4), so the heuristic's values see no use in
    either; tried against the battle's end (rescue.py), the first is played, and then the second."""
    from heresy_app.engine.ai.baseline.heuristic import decide as baseline_decide
    g, c = _frigates(db, 2)
    frigates = {c["frigate0"], c["frigate1"]}
    pol, rng = make_policy(name), random.Random(0)
    d = choose(pol, g, rng)
    assert d[0] == "play" and d[1] in frigates
    g.apply(d)
    while ("pass",) not in g.legal_decisions() or g.current_player != 0:   # the ability's own choices, the answer
        g.apply(choose(pol, g, rng) if g.current_player == 0 else baseline_decide(g, 1, g.legal, rng))
    second = choose(pol, g, rng)
    assert second[0] == "play" and second[1] in frigates - {d[1]}
    g.apply(second)
    s = g.bsec
    while not g.over and g.bsec == s:
        g.apply(choose(pol, g, rng) if g.current_player == 0 else baseline_decide(g, 1, g.legal, rng))
    assert g.winner != 1 and g.sec_owner[s] != 1


def test_without_the_last_look_the_heuristic_passes_the_two_play_save(db):
    """The control: the heuristic with ``rescue_worlds`` 0 (as it stood before) passes there."""
    from dataclasses import replace

    from heresy_app.engine.ai.heuristic import HeuristicPolicy
    from heresy_app.engine.ai.weights import DEFAULT
    g, _ = _frigates(db, 2)
    assert census.deciding_pass(g, ("pass",))
    assert choose(HeuristicPolicy(replace(DEFAULT, rescue_worlds=0.0)), g, random.Random(0)) == ("pass",)


@pytest.mark.parametrize("name", POLICIES)
def test_no_card_is_spent_on_a_deciding_battle_nothing_saves(db, name):
    """One frigate: 3 against armor 4 whatever is played; the pass stands, the ship stays ready."""
    g, _ = _frigates(db, 1)
    assert not census.deciding_pass(g, ("pass",))
    assert choose(make_policy(name), g, random.Random(0)) == ("pass",)
