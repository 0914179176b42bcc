"""Every reader of the program fed generated input, a few examples each (the campaign,
``python -m tests.fuzz.campaign``, feeds thousands): never "internal error", a traceback, a hang,
part of a JSON document, a partial import or a file the program cannot read back."""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from .readers import READERS


@pytest.mark.parametrize("reader", READERS, ids=[r.name for r in READERS])
def test_no_input_gets_an_internal_error_a_hang_or_a_partial_write(reader, tmp_path):
    @settings(max_examples=reader.examples, deadline=None, suppress_health_check=list(HealthCheck))
    @given(value=reader.strategy())
    def check(value):
        folder = Path(tempfile.mkdtemp(dir=tmp_path))
        assert reader.run(value, folder) == []

    check()


def test_a_settings_problem_counts_only_if_a_process_of_its_own_shows_it(tmp_path, monkeypatch):
    """The campaign builds thousands of windows in one process; a problem only that brings is the
    harness's. The settings target judges what it saw again in a real `heresy gui --smoke`."""
    from . import readers
    from .harness import Outcome

    seen = []
    monkeypatch.setattr(readers, "cli", lambda argv, allowed=(0, 1, 2): (
        seen.append(argv) or Outcome(2, "", "heresy: internal error: RecursionError: in this process only"),
        ["internal error: RecursionError"]))
    assert readers.run_settings("[window]\ngeometry=hello\n", tmp_path) == []
    assert seen == [["gui", "--smoke"]]
    # and a problem the process of its own shows too is reported
    monkeypatch.setattr(readers, "run_process", lambda argv, **kw: Outcome(2, "", "heresy: internal error: X"))
    assert readers.run_settings("[window]\n", tmp_path)
