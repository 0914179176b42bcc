"""SIGKILL tests with a few iterations (the campaign runs many): an import and a save are all or
nothing (issue 16, findings 1, 2 and 9)."""

from __future__ import annotations

import random

from .kills import kill_import, kill_save


def test_an_import_killed_while_it_writes_leaves_all_or_nothing(tmp_path):
    rng = random.Random(16)
    kills = 0
    for i in range(3):
        killed, problems = kill_import(tmp_path / f"run{i}", rng, cards=1000)
        assert problems == [], problems
        kills += killed
    assert kills >= 2, "the import finished before it could be killed: the test means nothing"


def test_a_save_killed_at_any_moment_leaves_the_old_file_or_the_new_and_no_leftovers(tmp_path):
    rng = random.Random(9)
    kills = 0
    for i in range(4):
        killed, problems = kill_save(tmp_path / f"run{i}", rng, size=4_000_000)
        assert problems == [], problems
        kills += killed
    assert kills >= 2
