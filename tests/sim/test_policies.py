"""What the policies do in small positions, and that they are strong where they must be."""

from __future__ import annotations

import random

import pytest

from heresy_app.engine import from_position
from heresy_app.engine.ai import PolicyError, SearchPolicy, choose, make_policy, policy_names
from heresy_app.engine.simulate import SimConfig, aggregate, run

FILLER = [("IS-201", 0, "deck")] * 4 + [("IS-201", 1, "deck")] * 4   # cards left to roll with


def _position(cards, battle=1, to_act=0, db=None):
    """``cards``: (label, id, owner, zone[, sector[, position]]); Sirenhold (sector 1) needs 2 flags."""
    specs, labels, counts = [], {}, [0, 0]
    for item in list(cards) + [(None,) + f for f in FILLER]:
        label, cid, owner, zone = item[:4]
        spec = {"id": cid, "owner": owner, "zone": zone}
        if len(item) > 4:
            spec["sector"] = item[4]
        if len(item) > 5:
            spec["position"] = item[5]
        specs.append(spec)
        if label:
            labels[label] = (owner, counts[owner])
        counts[owner] += 1
    g = from_position(specs, planet="isstvan_iii", attacker=0, battle=battle, to_act=to_act,
                                db=db, log=False)
    return g, {k: (i if o == 0 else counts[0] + i) for k, (o, i) in labels.items()}


H = make_policy("heuristic")


def test_heuristic_shoots_the_card_its_damage_kills(db):
    g, c = _position([("tac", "IS-001", 0, "sector", 1), ("plague", "IS-122", 1, "sector", 1),
                      ("army", "IS-201", 1, "sector", 1)], db=db)
    assert ("shoot", c["tac"], c["plague"]) in g.legal_decisions()
    assert choose(H, g, random.Random(0)) == ("shoot", c["tac"], c["army"])


def test_heuristic_blocks_to_save_a_flagged_card_with_a_flagless_one(db):
    g, c = _position([("tac", "IS-001", 0, "sector", 1), ("militia", "IS-227", 1, "sector", 1),
                      ("scouts", "IS-134", 1, "sector", 1)], db=db)
    g.apply(("shoot", c["tac"], c["militia"]))
    assert g.current_player == 1 and ("block", c["scouts"]) in g.legal_decisions()
    assert choose(H, g, random.Random(0)) == ("block", c["scouts"])


def test_heuristic_does_not_block_a_shot_that_cannot_kill(db):
    g, c = _position([("tac", "IS-001", 0, "sector", 1), ("plague", "IS-122", 1, "sector", 1),
                      ("scouts", "IS-134", 1, "sector", 1)], db=db)
    g.apply(("shoot", c["tac"], c["plague"]))
    assert ("block", c["scouts"]) in g.legal_decisions()
    assert choose(H, g, random.Random(0)) == ("no_block",)


def test_heuristic_passes_when_its_flags_already_capture_the_sector(db):
    g, c = _position([("militia", "IS-227", 0, "sector", 1), ("plague", "IS-122", 1, "sector", 1)], db=db)
    assert len(g.legal_decisions()) > 1
    assert choose(H, g, random.Random(0)) == ("pass",)


def test_heuristic_spends_a_tactic_that_turns_a_shot_into_a_kill(db):
    g, c = _position([("tac", "IS-001", 0, "sector", 1), ("plague", "IS-122", 1, "sector", 1),
                      ("spare", "IS-001", 0, "hand")], db=db)
    g.apply(("shoot", c["tac"], c["plague"]))
    assert g.current_player == 0 and any(d[0] == "play" for d in g.legal_decisions())
    rng = random.Random(0)
    d = choose(H, g, rng)
    assert d[0] == "play"
    while not g.is_over and g.question().kind != "war_action":
        g.apply(choose(H, g, rng))
    assert g.zone_of(c["plague"]) == "discard"


def test_heuristic_keeps_its_tactic_when_the_shot_kills_anyway(db):
    g, c = _position([("tac", "IS-001", 0, "sector", 1), ("army", "IS-201", 1, "sector", 1),
                      ("spare", "IS-001", 0, "hand")], db=db)
    g.apply(("shoot", c["tac"], c["army"]))
    assert any(d[0] == "play" for d in g.legal_decisions())
    assert choose(H, g, random.Random(0)) == ("pass",)


def test_heuristic_beats_random_from_both_seats(db, decks):
    a, b = decks
    cfg = SimConfig(a, b, 10, seed=21, policy_a="heuristic", policy_b="random")
    results, _, secs = run(cfg, db)
    rep = aggregate(cfg, results, secs)
    assert rep["errors"] == []
    assert rep["wins_a"] >= 9
    assert all(x["wins_a"] >= 4 for x in rep["as_player"])


def test_search_finds_the_killing_shot(db):
    g, c = _position([("tac", "IS-001", 0, "sector", 1), ("plague", "IS-122", 1, "sector", 1),
                      ("army", "IS-201", 1, "sector", 1)], db=db)
    assert choose(make_policy("search:8"), g, random.Random(3)) == ("shoot", c["tac"], c["army"])


def test_search_with_the_same_generator_makes_the_same_decisions(db, decks):
    from heresy_app.engine import new_game
    s = make_policy("search:4")
    g = new_game(decks[0], decks[1], 5, db, log=False)
    rng = random.Random(1)
    for _ in range(12):
        if g.is_over:
            break
        d1 = choose(s, g, random.Random(9))
        assert choose(s, g, random.Random(9)) == d1
        assert d1 in g.legal_decisions()
        g.apply(choose(H, g, rng))


def test_search_under_a_time_budget_answers_in_time(db, decks):
    import time

    from heresy_app.engine import new_game
    s = make_policy("search:20ms")
    assert isinstance(s, SearchPolicy) and s.ms == 20
    g = new_game(decks[0], decks[1], 2, db, log=False)
    while len(g.legal_decisions()) < 3:
        g.apply(g.legal_decisions()[0])
    t = time.perf_counter()
    d = choose(s, g, random.Random(0))
    assert d in g.legal_decisions()
    assert time.perf_counter() - t < 2.0   # one world over budget at most, on a busy machine


def _search_on_a_fake_clock(db, decks, monkeypatch, playout_seconds: float):
    """``search:50ms`` deciding in a position with 3+ candidates, on a clock that moves only by
    ``playout_seconds`` per playout. Returns (decision, playout end times, the heuristic's own
    choice, number of candidates, final clock)."""
    import types

    from heresy_app.engine import new_game
    from heresy_app.engine.ai import search

    clock = [0.0]
    calls = []
    firsts = []
    real_playout, real_decide = search._playout, search.decide

    def timed_playout(w, me, rng, horizon, stop=None, **how):
        clock[0] += playout_seconds
        calls.append(clock[0])
        return real_playout(w, me, rng, horizon, stop, **how)

    def noted_decide(*args):  # its first call is the heuristic's own choice
        d = real_decide(*args)
        if not firsts:
            firsts.append(d)
        return d

    monkeypatch.setattr(search, "time", types.SimpleNamespace(thread_time=lambda: clock[0]))
    monkeypatch.setattr(search, "_playout", timed_playout)
    monkeypatch.setattr(search, "decide", noted_decide)
    g = new_game(decks[0], decks[1], 2, db, log=False)
    while len(set(g.legal_decisions())) < 3:
        g.apply(g.legal_decisions()[0])
    n_cands = min(len(set(g.legal_decisions())), search.MAX_CANDIDATES)
    pol = make_policy("search:50ms")
    d = choose(pol, g, random.Random(0))
    assert d in g.legal_decisions()
    return d, calls, firsts[0], n_cands, clock[0], pol.last


def test_search_time_budget_runs_only_rounds_that_end_in_time(db, decks, monkeypatch):
    """With a CPU clock where each playout takes 3 ms, a round (one playout per candidate still in
    the running) takes 3 ms x candidates: a 50 ms budget runs whole rounds that end by 50 ms, and
    no more; it stops sooner only when the candidates all tie or one is left."""
    _, calls, _, n_cands, clock, last = _search_on_a_fake_clock(db, decks, monkeypatch, 0.003)
    rounds = 50 // (3 * n_cands)
    assert rounds >= 2
    assert clock <= 0.050 + 1e-9
    assert last["rounds"] <= rounds + 2   # pruned candidates make the later rounds cheaper
    if last["why"] == "time":
        assert len(calls) >= min(rounds, 4) * n_cands
    else:
        assert last["why"] in ("tie", "decided")


def test_search_time_budget_too_short_for_one_world_plays_the_heuristics_choice(db, decks, monkeypatch):
    """Playouts of 30 ms against a 50 ms budget: the first world is cut short after two
    candidates, so no comparison is possible and the heuristic's own choice is played."""
    d, calls, heuristic_choice, _, _, _ = _search_on_a_fake_clock(db, decks, monkeypatch, 0.030)
    assert len(calls) == 2
    assert d == heuristic_choice


@pytest.mark.parametrize("bad", ["", "minimax", "search:0", "search:x", "search:-5ms", "random:3"])
def test_unknown_policy_names_are_refused_with_the_accepted_ones(bad):
    with pytest.raises(PolicyError) as err:
        make_policy(bad)
    assert "search:N" in str(err.value)


def test_policy_names_build_their_policies():
    assert repr(make_policy("random")) == "random"
    assert repr(make_policy("heuristic")) == "heuristic"
    assert make_policy("search").playouts > 0
    assert make_policy("search:200").playouts == 200
    assert make_policy("Search:50ms").ms == 50
    assert repr(make_policy("recruit")) == "heuristic"
    assert make_policy("Veteran").ms == 40 and make_policy("veteran").cap_ms == 48
    assert make_policy("warmaster").cap_ms == 1000
    assert make_policy("veteran").rare_ms == 200 and make_policy("warmaster").rare_ms == 1000
    for name in policy_names():
        make_policy(name)


def test_an_abandoned_search_stops_at_once(db, decks):
    """The caller's ``stop`` ends a search with a huge budget after at most one playout's
    few decisions: asked between playouts and inside them."""
    import time

    from heresy_app.engine import new_game
    g = new_game(decks[0], decks[1], 2, db, log=False)
    while len(set(g.legal_decisions())) < 3:
        g.apply(g.legal_decisions()[0])
    pol = SearchPolicy(ms=600_000)
    asked = []

    def stop():
        asked.append(1)
        return len(asked) > 3

    t = time.perf_counter()
    d = choose(pol, g, random.Random(0), stop=stop)
    assert d in g.legal_decisions()
    assert time.perf_counter() - t < 5.0
    assert pol.last["why"] == "stopped"


def test_the_choice_of_battle_gets_more_time_than_the_cap_and_nothing_else_does(db, decks):
    """The choice of planet and of battle (one or two a game) may take ``rare_ms`` of CPU; every
    other decision stays within ``cap_ms`` (the level's 95th percentile)."""
    from heresy_app.engine import new_game
    from heresy_app.engine.ai.search import rare_decision
    pol, other = SearchPolicy(ms=4, cap_ms=5, rare_ms=60), make_policy("heuristic")
    g = new_game(decks[0], decks[1], 5, db, log=False)
    rng, rare, times = random.Random(5), [], []
    while not g.over and (not rare or len(times) < 10):
        legal = g.legal_decisions()
        if g.current_player == 0 and len(set(legal)) > 1:
            pol.last = {}
            d = choose(pol, g, rng)
            if "seconds" in pol.last:
                (rare if rare_decision(legal) else times).append(pol.last["seconds"])
        else:
            d = choose(other, g, rng)
        g.apply(d)
    assert rare and times
    assert max(rare) > 0.010 and max(times) < 0.010
    assert not rare_decision([("pass",), ("shoot", 1, 2)]) and rare_decision([("battle", 0), ("battle", 2)])


def test_the_paired_test_reads_differences_not_a_margin():
    from heresy_app.engine.ai.search import paired_z
    assert paired_z([0.01] * 5) == float("inf")          # always a little better: significant
    assert paired_z([0.5, -0.5, 0.5, -0.4]) < 1.0          # large but both ways: not
    assert paired_z([0.0, 0.0, 0.0]) == 0.0
    assert paired_z([0.3]) == 0.0                           # one world proves nothing
    assert paired_z([-0.2, -0.1, -0.3]) < -2


def test_a_window_where_every_option_ties_stops_early(db, decks):
    """When every candidate scores the same in every world, the search stops after a few rounds
    instead of spending its whole budget."""
    from heresy_app.engine import new_game
    pol = SearchPolicy(playouts=400)
    for seed in range(6):
        g = new_game(decks[0], decks[1], seed, db, log=False)
        rng = random.Random(seed)
        for _ in range(400):
            if g.is_over:
                break
            d = choose(pol, g, rng)
            if pol.last.get("why") == "tie" and pol.last["left"] == pol.last["candidates"]:
                assert pol.last["rounds"] == 3   # every candidate tied from the first world on
                return
            pol.last = {}
            g.apply(d)
    raise AssertionError("no decision where every option tied")


def test_undecided_reads_how_close_the_alternatives_are_to_the_heuristic_choice():
    from heresy_app.engine.ai.search import LEAVE_MARGIN, undecided
    assert undecided([[0.5], [0.6]], [0, 1], 0)                      # one world says nothing
    assert not undecided([[0.5, 0.5]], [0], 0)                       # nothing else in the running
    close = [[0.5, 0.2, 0.7, 0.4], [0.6, 0.1, 0.8, 0.3]]
    assert undecided(close, [0, 1], 0)                               # a coin between them: more worlds may tell
    assert not undecided([[0.8, 0.7, 0.9], [0.2, 0.1, 0.3]], [0, 1], 0)        # clearly worse
    assert not undecided([[0.2, 0.1, 0.3], [0.8, 0.7, 0.95]], [0, 1], 0)       # clearly better: leave it
    m = LEAVE_MARGIN   # the heuristic's credit counts: a lead of exactly the credit is the line itself
    assert undecided([[0.5, 0.4, 0.6], [0.5 + m + 0.01, 0.4 + m - 0.01, 0.6 + m]], [0, 1], 0)


class _Clock:
    """A CPU clock for tests: each playout moves it on by a fixed step."""

    def __init__(self):
        self.t = 0.0

    def __call__(self):
        return self.t


def _key_position(db, decks):
    from heresy_app.engine import new_game
    from heresy_app.engine.ai.search import key_decision
    g = new_game(decks[0], decks[1], 3, db, log=False)
    other = make_policy("heuristic")
    rng = random.Random(3)
    while not (g.legal[-1][0] == "deploy" and len(set(g.legal)) > 4):
        g.apply(choose(other, g, rng))
    assert key_decision(g, g.current_player, g.legal)
    return g


def _timed_search(monkeypatch, value, step=0.001):
    from heresy_app.engine.ai import search
    clock = _Clock()
    pol = SearchPolicy(ms=4, cap_ms=5, long_ms=40)
    pol.clock = clock
    draws = random.Random(7)

    def playout(w, me, rng, horizon, stop=None, **kw):
        clock.t += step
        if stop is not None and stop():
            raise search.Abandoned
        return value(draws)

    monkeypatch.setattr(search, "_playout", playout)
    return pol, clock


def test_a_close_key_decision_takes_the_long_budget_while_the_share_allows(db, decks, monkeypatch):
    """The tail the 95th percentile leaves (issue 26): a key decision whose candidates are still close
    when its budget runs out goes on to ``long_ms``, as long as the decisions past ``cap_ms`` stay within
    LONG_SHARE of those with a choice; a decision with the share spent, or with its choice clear, stops
    at its budget."""
    from heresy_app.engine.ai.search import LONG_SHARE
    g = _key_position(db, decks)
    pol, clock = _timed_search(monkeypatch, lambda r: r.random())   # every option a coin: undecided
    pol.choices, pol.long = 100, 0
    choose(pol, g, random.Random(1))
    assert pol.last["extended"] and pol.long == 1
    assert 0.030 <= clock.t <= 0.041                                   # past the cap, within long_ms
    pol.long = int(LONG_SHARE * pol.choices) + 1                       # the share is spent
    clock.t = 0.0
    choose(pol, g, random.Random(1))
    assert not pol.last["extended"] and clock.t <= 0.0055
    pol, clock = _timed_search(monkeypatch, lambda r: 0.5, step=0.0001)   # every option ties: nothing to learn
    pol.choices = 100
    choose(pol, g, random.Random(1))
    assert not pol.last["extended"] and pol.long == 0 and pol.last["why"] == "tie"


def test_no_decision_goes_long_early_in_a_game_or_without_long_ms(db, decks, monkeypatch):
    g = _key_position(db, decks)
    pol, clock = _timed_search(monkeypatch, lambda r: r.random())
    choose(pol, g, random.Random(1))                                  # the first decision with a choice: 1 * 4% < 1
    assert pol.choices == 1 and not pol.last["extended"] and clock.t <= 0.0055
    plain = SearchPolicy(ms=4, cap_ms=5)
    plain.clock, plain.choices = clock, 100
    clock.t = 0.0
    choose(plain, g, random.Random(1))
    assert not plain.last["extended"] and clock.t <= 0.0055
