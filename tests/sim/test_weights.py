"""The heuristic's named weights (issue 26, the seventh round): at their defaults they play the
heuristic as it stood (recorded games), they do steer it when moved, a weights file is validated
with one clear error, and the tuner's evaluation is deterministic for a range of games."""

from __future__ import annotations

import json

import pytest

from heresy_app.engine.ai.weights import (
    BOUNDS,
    DEFAULT,
    SCALES,
    WEIGHTS_FILE,
    Weights,
    WeightsError,
    load_weights,
    save_weights,
    weights_from_dict,
)
from tests.sim import heuristic_record


def _recorded():
    with open(heuristic_record.RECORD, encoding="utf-8") as f:
        return json.load(f)


@pytest.mark.parametrize("seed", heuristic_record.SEEDS)
@pytest.mark.parametrize("quick", (False, True))
def test_default_weights_play_the_recorded_heuristic(db, seed, quick):
    want = _recorded()[f"{seed}{'q' if quick else ''}"]
    got = heuristic_record.play(db, seed, quick, Weights())
    first = next((i for i, (a, b) in enumerate(zip(got, want, strict=False)) if a != b), min(len(got), len(want)))
    assert got == want, (f"game {seed}{' (quick)' if quick else ''}: decision {first} differs from the "
                         "recorded heuristic: see tests/sim/heuristic_record.py")


def test_the_heuristic_plays_by_the_shipped_weights(db):
    """Without a weights file the heuristic's weights are the defaults, and then the policy as
    built by name plays the recorded games too."""
    import os
    if os.path.exists(WEIGHTS_FILE):
        assert DEFAULT == load_weights(WEIGHTS_FILE)
    else:
        assert DEFAULT == Weights()
        assert heuristic_record.play(db, 2, False) == _recorded()["2"]


def test_moved_weights_change_the_play(db):
    moved = Weights(pass_open=1.2, pass_lost=0.9, cap=2.0, spare_flags=3.0, block_flag=0.5, hand_cost=0.0)
    assert any(heuristic_record.play(db, s, False, moved) != _recorded()[str(s)] for s in heuristic_record.SEEDS)


def test_every_weight_has_a_scale_and_a_range_holding_its_default():
    base = Weights().as_dict()
    assert set(SCALES) == set(base) == set(BOUNDS)
    for k, v in base.items():
        lo, hi = BOUNDS[k]
        assert lo <= v <= hi and SCALES[k] > 0, k


@pytest.mark.parametrize("text, words", [
    ('{"pass_open": 0.3, "bogus": 1}', "unknown weight 'bogus'"),
    ('{"pass_open": "high"}', "'pass_open' must be a finite number"),
    ('{"pass_open": true}', "'pass_open' must be a finite number"),
    ('{"cap": 40}', "'cap' = 40 is outside its range 2..6"),
    ('[1, 2]', "expected an object of weight names and numbers"),
    ('{"pass_open": 0.3,', "not a JSON weights file"),
    ('{"pass_open": NaN}', "'pass_open' must be a finite number"),
])
def test_a_bad_weights_file_is_one_clear_error(tmp_path, text, words):
    p = tmp_path / "w.json"
    p.write_text(text, encoding="utf-8")
    with pytest.raises(WeightsError) as e:
        load_weights(str(p))
    assert words in str(e.value) and str(p) in str(e.value)


def test_a_missing_weights_file_is_one_clear_error(tmp_path):
    with pytest.raises(WeightsError, match="cannot read the weights file"):
        load_weights(str(tmp_path / "none.json"))


def test_weights_round_trip_through_a_file(tmp_path):
    w = Weights(pass_open=0.4, cap=5.0, battle_flags=-0.25)
    p = str(tmp_path / "w.json")
    save_weights(w, p)
    assert load_weights(p) == w
    assert json.load(open(p, encoding="utf-8")) == {"pass_open": 0.4, "cap": 5.0, "battle_flags": -0.25}
    assert weights_from_dict({}) == Weights()


def test_the_tuners_evaluation_is_deterministic_for_a_range_of_games():
    from benchmarks.ai_tune import evaluate
    moved = {"pass_open": 0.6, "cap": 3.0}
    for w in ({}, moved):
        a = evaluate(w, range(3, 7))
        assert a == evaluate(w, range(3, 7)) and set(a) <= {0.0, 0.5, 1.0} and len(a) == 4
    with pytest.raises(WeightsError):
        evaluate({"nope": 1.0}, range(0, 1))


def test_the_tuners_searches_return_weights_in_range():
    from benchmarks.ai_tune import coordinate, spsa
    quiet = lambda *a, **k: None   # noqa: E731
    got = coordinate(["cap"], block=2, start=0, jobs=1, step=3.0, log=quiet)
    assert set(got) == {"cap"} and got["cap"] in (2.0, 4.0, 6.0)
    assert got == coordinate(["cap"], block=2, start=0, jobs=1, step=3.0, log=quiet)
    got = spsa(1, 2, 0, 1, names=["pass_open", "cap"], log=quiet)
    assert set(got) == {"pass_open", "cap"} and weights_from_dict(got)


def test_an_attackers_blockers_are_the_same_for_every_target_but_the_target_itself(db):
    """The heuristic reads an attacker's blockers once per war action (``heuristic._attack_score``'s
    memo) and leaves the target out of them itself: that holds only while the target is the one thing
    ``blockers`` reads of it. Every shot and assault offered in heuristic games, with both sample decks
    and pool-like play (random decisions), is checked against it."""
    import random

    from heresy_app.decks.practice import playable_ids
    from heresy_app.engine import new_game
    from heresy_app.engine.ai.heuristic import decide
    from heresy_app.engine.combat import blockers
    from heresy_app.engine.terms import ASSAULT, SHOOTING
    checked = 0
    for seed, name in enumerate(("sample:loyalist", "sample:traitor") * 3):
        ids = playable_ids(name, db)[0]
        g = new_game(ids, ids, seed, db, log=False)
        rng = random.Random(seed)
        while not g.over:
            for d in g.legal:
                if d[0] in ("shoot", "assault"):
                    kind = SHOOTING if d[0] == "shoot" else ASSAULT
                    assert [b for b in blockers(g, d[1], -1, kind) if b != d[2]] == blockers(g, d[1], d[2], kind), d
                    checked += 1
            legal = g.legal
            g.apply(rng.choice(legal) if seed % 2 else decide(g, g.current_player, legal, rng, True))
    assert checked > 200
