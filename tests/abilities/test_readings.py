"""p21 (issue 24): the parser's speed-ups change no reading. A sample of every corpus's lines
(tests/abilities/readings_sample.txt, every 29th line) was read before them; each line still reads
to the same form, or the same refusal (reason, message, column, the words that would have fitted,
the readings of an ambiguous text), whole and as the app reads a line (split into its abilities).

A change meant to change readings (the grammar, the reader) re-records the sample:
``python benchmarks/ability_readings.py --sample``; the full comparison over every line is
``--write`` before a change and ``--against`` after it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks.ability_readings import SAMPLE, corpus_lines, digest, outcome  # noqa: E402


def _sample() -> list[tuple[str, str, str]]:
    rows = []
    for line in SAMPLE.read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            want, name, text = line.split("\t", 2)
            rows.append((want, name, text))
    return rows


def test_sample_covers_both_outcomes_and_languages():
    rows = _sample()
    assert len(rows) >= 150
    assert {name.rsplit("_", 1)[-1] for _, name, _ in rows} == {"en.txt", "ru.txt"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_sample_reads_as_recorded(lang):
    present = {(name, text) for name, _, text in corpus_lines()}
    changed, outcomes = [], set()
    for want, name, text in _sample():
        if not name.endswith(f"_{lang}.txt") or (name, text) not in present:
            continue   # a line since edited out of its corpus
        got = outcome(text, lang)
        outcomes.add(got["whole"][0])
        if digest(got) != want:
            changed.append((name, text, got))
    assert not changed, ("readings changed (re-record with `python benchmarks/ability_readings.py --sample` "
                         f"if that was meant): {changed[:3]}")
    assert outcomes == {"read", "refused"}
