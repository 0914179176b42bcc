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
