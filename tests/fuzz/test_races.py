"""A few trials of each of tests/fuzz/races.py's targets (the campaign runs many): several
writers at once lose nothing, no writing command replaces a special file, no reader is slower
than linear (issue 29)."""

import random

import pytest

from .races import RUN


@pytest.mark.parametrize("name, trials", [("race-rulings", 2), ("race-collection", 1), ("race-cards", 1),
                                          ("hostile-outputs", 12), ("reader-time", 25)])
def test_a_few_trials_find_nothing(name, trials, tmp_path):
    rng = random.Random(29)
    for i in range(trials):
        folder = tmp_path / f"t{i}"
        folder.mkdir()
        assert RUN[name](folder, rng) == []
