"""The simulator: reproducible numbers, balanced seats and roles, errors that do not stop a run."""

from __future__ import annotations

import json

from heresy_app.engine import load_game
from heresy_app.engine.simulate import SimConfig, aggregate, game_seed, play_one, run

TIMING = ("seconds", "games_per_second", "jobs")


def _numbers(report):
    return {k: v for k, v in report.items() if k not in TIMING}


def test_same_seed_gives_identical_numbers_whatever_the_jobs(db, decks):
    a, b = decks
    reports = []
    for jobs in (1, 2):
        cfg = SimConfig(a, b, 6, seed=11, jobs=jobs, policy_a="heuristic", policy_b="random")
        results, interrupted, secs = run(cfg, db)
        assert not interrupted
        reports.append(aggregate(cfg, results, secs))
    assert reports[0]["games"] == 6
    assert _numbers(reports[0]) == _numbers(reports[1])


def test_another_seed_gives_other_games(db, decks):
    a, b = decks
    cfg1 = SimConfig(a, b, 2, seed=1, policy_a="random", policy_b="random")
    cfg2 = SimConfig(a, b, 2, seed=2, policy_a="random", policy_b="random")
    r1, r2 = play_one(cfg1, 0, db), play_one(cfg2, 0, db)
    assert r1["seed"] != r2["seed"]
    assert (r1["decisions"], r1["drawn_a"]) != (r2["decisions"], r2["drawn_a"])


def test_seats_and_roles_are_balanced_in_every_block_of_four_games(db, decks):
    a, b = decks
    cfg = SimConfig(a, b, 8, seed=5, policy_a="random", policy_b="random")
    results, _, secs = run(cfg, db)
    assert [r["a_seat"] for r in results] == [0, 1] * 4
    assert [r["a_role"] for r in results] == ["attacker", "attacker", "defender", "defender"] * 2
    rep = aggregate(cfg, results, secs)
    assert [x["games"] for x in rep["as_player"]] == [4, 4]
    assert rep["as_attacker"]["games"] == rep["as_defender"]["games"] == 4
    assert rep["as_attacker"]["wins_a"] + rep["as_defender"]["wins_a"] == rep["wins_a"]


def test_game_seeds_follow_the_run_seed_and_the_game_index():
    assert game_seed(3, 0) == 3 * 1_000_003
    assert game_seed(3, 7) == 3 * 1_000_003 + 7


def test_report_counts_every_game_once(db, decks):
    a, b = decks
    cfg = SimConfig(a, b, 4, seed=2, policy_a="heuristic", policy_b="heuristic")
    results, _, secs = run(cfg, db)
    rep = aggregate(cfg, results, secs)
    assert rep["wins_a"] + rep["wins_b"] + rep["draws"] == rep["games"] == 4
    assert rep["ci95_a"][0] <= rep["win_rate_a"] <= rep["ci95_a"][1]
    for side, key in (("A", "cards_a"), ("B", "cards_b")):
        ids = list(dict.fromkeys(a if side == "A" else b))
        assert [c["id"] for c in rep[key]] == ids
        for c in rep[key]:
            assert c["drawn_games"] + c["not_drawn_games"] == 4
    caps = rep["captures_by_requirement"]
    won_by_two = sum(caps["A"].values()) + sum(caps["B"].values())
    assert won_by_two >= rep["games"] - rep["draws"]   # every decided game saw a capture


def test_a_card_counts_as_drawn_only_when_it_left_the_deck_into_hand_or_play(db, decks):
    a, b = decks
    cfg = SimConfig(a, b, 1, seed=9, policy_a="heuristic", policy_b="heuristic")
    r = play_one(cfg, 0, db)
    # the first wave and the first hand take at least 3 + 6 cards of A out of the deck
    assert len(r["drawn_a"]) >= 3
    assert set(r["drawn_a"]) <= set(a)
    assert set(r["drawn_b"]) <= set(b)


def test_a_failing_game_is_counted_with_its_seed_and_a_loadable_replay(db, decks, monkeypatch, tmp_path):
    from heresy_app.engine import simulate
    from heresy_app.engine.ai import make_policy

    made = {"n": 0}

    def failing_factory(spec):
        made["n"] += 1
        inner = make_policy(spec)
        if made["n"] not in (3, 4):          # the two policies of game 1
            return inner
        calls = {"n": 0}

        def policy(obs, legal, rng):
            calls["n"] += 1
            if calls["n"] > 5:
                raise RuntimeError("policy bug on purpose")
            return inner(obs, legal, rng)
        return policy

    monkeypatch.setattr(simulate, "make_policy", failing_factory)
    cfg = SimConfig(decks[0], decks[1], 3, seed=4, policy_a="random", policy_b="random")
    results, interrupted, secs = run(cfg, db)
    rep = aggregate(cfg, results, secs)
    assert not interrupted
    assert rep["finished"] == 3 and rep["games"] == 2
    assert len(rep["errors"]) == 1
    err = rep["errors"][0]
    assert err["game"] == 1 and err["seed"] == game_seed(4, 1)
    assert "policy bug on purpose" in err["error"]
    with open(err["replay"], encoding="utf-8") as fh:
        saved = json.load(fh)
    assert saved["seed"] == err["seed"] and saved["error"] == err["error"]
    replayed = load_game(saved, db)       # the game as far as it got
    assert len(replayed.decisions) == len(saved["decisions"]) > 0
    assert not replayed.is_over


def test_a_game_at_the_safety_limit_is_reported_stopped_not_a_result(db, decks, tmp_path):
    """battle.combat.limit: the rules set no bound; the simulator stops a game at its safety limit
    and says so, counting it in no win, loss or draw (and it is no error either)."""
    cfg = SimConfig(decks[0], decks[1], 3, seed=1, policy_a="random", policy_b="random", max_decisions=10,
                    replay_dir=str(tmp_path))
    r = play_one(cfg, 0, db)
    assert r["stopped"] and r["winner"] is None and r["error"] is None and r["decisions"] == 10
    results = [play_one(cfg, i, db) for i in range(3)]
    rep = aggregate(cfg, results, 1.0)
    assert len(rep["stopped"]) == 3 and rep["stopped"][0]["seed"] == game_seed(1, 0)
    assert rep["games"] == 0 and rep["draws"] == 0 and rep["errors"] == []


def test_policies_and_simulator_never_import_qt():
    import subprocess
    import sys
    code = ("import sys, heresy_app.engine.ai, heresy_app.engine.simulate, heresy_app.cli.sim_cmd; "
            "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]; sys.exit(1 if bad else 0)")
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
