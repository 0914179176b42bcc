"""The frozen ``baseline`` policy stays the same policy (issue 26): its decisions in seeded games
are those recorded in ``baseline_games.json``, and it is its own code, not the heuristic's."""

from __future__ import annotations

import json
import random

import pytest

from heresy_app.engine.ai import BaselinePolicy, choose, make_policy
from tests.sim import baseline_record


@pytest.mark.parametrize("seed", baseline_record.SEEDS)
def test_baseline_makes_the_recorded_decisions(db, seed):
    with open(baseline_record.RECORD, encoding="utf-8") as f:
        want = json.load(f)[str(seed)]
    got = baseline_record.play(db, seed)
    first = next((i for i, (a, b) in enumerate(zip(got, want, strict=False)) if a != b), min(len(got), len(want)))
    assert got == want, (f"game {seed}: the baseline's decision {first} differs "
                         f"({got[first] if first < len(got) else None} != {want[first] if first < len(want) else None}); "
                         "the baseline is frozen: see tests/sim/baseline_record.py")


def test_baseline_is_named_and_separate_from_the_heuristic():
    p = make_policy("baseline")
    assert isinstance(p, BaselinePolicy) and repr(p) == "baseline"
    import heresy_app.engine.ai.baseline.heuristic as frozen
    import heresy_app.engine.ai.heuristic as live
    assert frozen.decide is not live.decide and frozen.worth is not live.worth


def test_baseline_shoots_the_card_its_damage_kills(db):
    from tests.sim.test_policies import _position
    g, c = _position([("tac", "IS-001", 0, "sector", 1), ("plague", "IS-122", 1, "sector", 1),
                      ("army", "IS-201", 1, "sector", 1)], db=db)
    assert choose(make_policy("baseline"), g, random.Random(0)) == ("shoot", c["tac"], c["army"])
