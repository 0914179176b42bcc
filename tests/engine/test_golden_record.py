"""The engine plays the recorded games exactly as it did when they were recorded
(tests/engine/golden.py: decisions, winner and cited rules ids). A quarter of them here; the
script replays all 550."""

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location("heresy_golden", Path(__file__).with_name("golden.py"))
golden = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(golden)


def test_recorded_games_replay_identically():
    recorded = golden.load()
    assert len(recorded) == golden.RANDOM_GAMES + golden.HEURISTIC_GAMES
    assert golden.compare(recorded, subset=set(range(0, len(recorded), 4))) == []


def test_a_changed_game_is_reported():
    recorded = golden.load()[:1]
    changed = [dict(recorded[0], winner=None if recorded[0]["winner"] is not None else 0)]
    assert len(golden.compare(changed)) == 1
