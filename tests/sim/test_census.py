"""The census's blunder detectors on hand-built positions (issue 26): each says yes to the blunder
and no to the sound play beside it."""

from __future__ import annotations

import random

from heresy_app.engine.ai import census
from tests.sim.positions import position


def test_five_of_six():
    assert census.five_of_six([5, 1, 0]) and census.five_of_six([0, 6, 0])
    assert not census.five_of_six([4, 2, 0]) and not census.five_of_six([2, 2, 2]) and not census.five_of_six([])


def test_overloaded_flags_beside_a_short_sector(db):
    # Sirenhold (needs 2) gets 5 flags, Choral City (needs 3) only 1: two flags moved would capture both
    g, _ = position([("m1", "IS-227", 0, "sector", 1), ("m2", "IS-227", 0, "sector", 1),
                     ("t1", "IS-001", 0, "sector", 1), ("t2", "IS-001", 0, "sector", 0),
                     ("e", "IS-201", 1, "sector", 0)], battle=None, first=0, db=db)
    assert census.overloaded_flags(g, 0)
    assert not census.overloaded_flags(g, 1)


def test_flags_spread_to_what_captures_are_not_overloaded(db):
    g, _ = position([("m1", "IS-227", 0, "sector", 1), ("t1", "IS-001", 0, "sector", 1),
                     ("m2", "IS-227", 0, "sector", 0), ("t2", "IS-001", 0, "sector", 0),
                     ("e", "IS-201", 1, "sector", 0)], battle=None, first=0, db=db)
    assert not census.overloaded_flags(g, 0)


def test_a_retreat_from_a_sector_the_opponent_takes_is_pointless(db):
    g, c = position([("tac", "IS-001", 0, "sector", 1, "locked"), ("militia", "IS-227", 1, "sector", 1)], db=db)
    assert ("retreat",) in g.legal_decisions()
    assert census.pointless_retreat(g, ("retreat",)) == "lost"
    assert census.pointless_retreat(g, ("pass",)) is None


def test_a_retreat_from_a_sector_nobody_takes_throws_the_cards_away(db):
    g, c = position([("tac", "IS-001", 0, "sector", 1, "locked"), ("army", "IS-201", 1, "sector", 1)], db=db)
    assert census.pointless_retreat(g, ("retreat",)) == "nobody"


def _deciding(db, tac_position="ready"):
    # the opponent holds Choral City; its 2 flags take Sirenhold, and the game, unless the militia dies
    return position([("tac", "IS-001", 0, "sector", 1, tac_position), ("militia", "IS-227", 1, "sector", 1),
                     ("held", "IS-201", 1, "sector", 2)], captured={0: 1}, db=db)


def test_passing_a_deciding_battle_a_shot_would_save(db):
    g, c = _deciding(db)
    assert census.deciding(g, 0) and census.captures_now(g) == 1
    assert census.deciding_pass(g, ("pass",))
    assert not census.deciding_pass(g, ("shoot", c["tac"], c["militia"]))


def test_passing_a_deciding_battle_nothing_could_save_is_no_blunder(db):
    g, c = _deciding(db, "locked")
    assert census.deciding(g, 0)
    assert not census.deciding_pass(g, ("pass",))


def test_passing_a_battle_that_decides_nothing_is_no_blunder(db):
    g, c = position([("tac", "IS-001", 0, "sector", 1), ("militia", "IS-227", 1, "sector", 1)], db=db)
    assert not census.deciding(g, 0) and not census.deciding_pass(g, ("pass",))


def _shot(db, target, hand):
    g, c = position([("tac", "IS-001", 0, "sector", 1), (target[0], target[1], 1, "sector", 1),
                     ("spare", hand, 0, "hand")], db=db)
    g.apply(("shoot", c["tac"], c[target[0]]))
    while g.question().kind != "tactics":
        g.apply(g.legal_decisions()[-1] if ("no_block",) not in g.legal_decisions() else ("no_block",))
    return g, c


def test_a_tactic_on_a_shot_that_kills_anyway_changes_nothing(db):
    g, c = _shot(db, ("army", "IS-201"), "IS-001")   # firepower 3 against armor 2
    play = next(d for d in g.legal_decisions() if d[0] == "play" and d[1] == c["spare"])
    assert census.idle_play(g, play) == (True, True)
    assert census.idle_play(g, ("pass",)) == (False, False)


def test_a_tactic_that_turns_a_shot_into_a_kill_changes_something(db):
    g, c = _shot(db, ("plague", "IS-122"), "IS-001")   # firepower 3 (+1) against armor 4
    play = next(d for d in g.legal_decisions() if d[0] == "play" and d[1] == c["spare"])
    assert census.idle_play(g, play) == (False, False)


def test_a_bonus_chosen_for_an_enemy_card_is_on_the_wrong_side(db):
    g, c = _shot(db, ("plague", "IS-122"), "IS-001")
    play = next(d for d in g.legal_decisions() if d[0] == "play" and d[1] == c["spare"])
    g.apply(play)
    assert g.question().kind == "target"
    assert census.wrong_side(g, ("choose", c["plague"]))
    assert not census.wrong_side(g, ("choose", c["tac"]))


def test_armour_for_the_defending_enemy_is_on_the_wrong_side(db):
    g, c = _shot(db, ("plague", "IS-122"), "IS-138")   # "The defending card gets +2 armor"
    play = next((d for d in g.legal_decisions() if d[0] == "play" and d[1] == c["spare"]), None)
    assert play is not None and census.wrong_side(g, play)


def test_a_flagged_unit_left_to_die_beside_a_flagless_blocker(db):
    g, c = position([("tac", "IS-001", 0, "sector", 1), ("militia", "IS-227", 1, "sector", 1),
                     ("scouts", "IS-134", 1, "sector", 1)], db=db)
    g.apply(("shoot", c["tac"], c["militia"]))
    assert g.question().kind == "block"
    assert census.flagged_left_to_die(g, ("no_block",))
    assert not census.flagged_left_to_die(g, ("block", c["scouts"]))


def test_census_game_counts_a_whole_game(db, decks):
    from heresy_app.engine import new_game
    from heresy_app.engine.ai import choose, make_policy
    g = new_game(decks[0], decks[1], 3, db, log=False)
    pol = make_policy("baseline")
    res = census.census_game(g, (pol, pol), (random.Random(1), random.Random(2)), choose)
    assert res["winner"] != "stopped" and set(res["counts"]) == {0, 1}
    assert all(set(c) == set(census.KINDS) and min(c.values()) >= 0 for c in res["counts"].values())
    assert sum(c["five_of_six"] for c in res["counts"].values()) <= 2 * 10




def test_the_census_tells_of_each_deciding_pass_with_the_decisions_that_rebuild_it(db):
    """``census_game(seen=...)`` hands each deciding battle passed to the caller with the decisions
    made from the start: replayed on the starting position they rebuild the position of the pass
    (``ai_census.py --save`` writes them, ``ai_saves.py`` reads them)."""
    from heresy_app.engine.ai.baseline.heuristic import decide as baseline_decide
    g, c = _deciding(db)
    start = g.clone(log=False)
    found = []

    def choose(who, state, rng):   # player 0 passes whenever it may; player 1 plays the baseline
        if who == 0 and ("pass",) in state.legal:
            return ("pass",)
        return baseline_decide(state, state.current_player, state.legal, rng)

    res = census.census_game(g, (0, 1), (random.Random(0), random.Random(1)), choose, watch=(0,),
                             seen=lambda kind, st, d, made: found.append((kind, st.clone(log=False), d, made)))
    assert res["counts"][0]["deciding_pass"] == len(found) >= 1
    kind, then, d, made = found[0]
    assert kind == "deciding_pass" and d == ("pass",)
    for x in made:
        start.apply(x)
    assert start.legal == then.legal and start.current_player == then.current_player == 0
    assert census.deciding_pass(start, ("pass",))
