"""Our corpus of realistic printed texts (issue 15): how many parse, and that a pair that parses in
both languages says the same thing. benchmarks/ability_corpus.py prints the figures and the texts
that still fail."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks.ability_corpus import measure, read_corpus  # noqa: E402

# parsed before issue 15's forms: 9 of 89 in each language; with the first ten forms 74 of 89; with
# durations, X as a count and restrictions en 86, ru 85 of 89; with versus on a tactic, restrictions
# given for a time and the Russian instrumental of keywords, all 89 in both languages (the floor)
FLOOR = 89


@pytest.fixture(scope="module")
def figures():
    return measure()


def test_the_corpus_has_eighty_texts_or_more_in_each_language_line_for_line():
    en, ru = read_corpus("en"), read_corpus("ru")
    assert len(en) == len(ru) >= 80
    assert len(set(en)) == len(en) and len(set(ru)) == len(ru)


def test_the_corpus_parses_at_least_as_well_as_it_did(figures):
    print(f"\ncorpus: en {figures['en'][0]}/{figures['en'][1]}, ru {figures['ru'][0]}/{figures['ru'][1]}, "
          f"same IR {figures['same']}")
    assert figures["en"][0] >= FLOOR and figures["ru"][0] >= FLOOR


def test_a_pair_that_parses_in_both_languages_gives_one_ir():
    from heresy_app.abilities import AbilityParseError, parse

    differ = []
    for en, ru in zip(read_corpus("en"), read_corpus("ru"), strict=True):
        try:
            a, b = parse(en, "en"), parse(ru, "ru")
        except AbilityParseError:
            continue
        if a != b:
            differ.append((en, ru))
    assert not differ
