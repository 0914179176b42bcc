"""Issue 24 (helper g4b): rule changes for a sector, players and comparisons, moves as printed
(tests/abilities/kinds/{rule_changes,players,moves}_{en,ru}.txt, line N one card in both languages).
The lines worked on read in both languages to one form, which renders back in both and which the engine
can play; the lines kept aside (named in each file's header) are measured only, and none of them may be
read to two different forms in the two languages (a misreading)."""

from __future__ import annotations

import re

import pytest

from heresy_app.abilities import AbilityParseError, parse
from tests.abilities import kind_material as km

FILES = ("rule_changes", "players", "moves")


def _pairs(name):
    """The lines worked on and the lines kept aside (the English header says how many were worked on)."""
    found = re.search(r"Lines 1-(\d+): worked on", (km.KINDS / f"{name}_en.txt").read_text(encoding="utf-8"))
    worked = int(found.group(1)) if found else None
    en, ru = km.read(name, "en"), km.read(name, "ru")
    assert len(en) == len(ru) >= 15, name
    return list(zip(en, ru, strict=True))[:worked], list(zip(en, ru, strict=True))[worked:]


WORKED = [(n, en, ru) for n in FILES for en, ru in _pairs(n)[0]]
ASIDE = [(n, en, ru) for n in FILES for en, ru in _pairs(n)[1]]


@pytest.mark.parametrize(("name", "en", "ru"), WORKED)
def test_each_line_reads_to_one_form_renders_back_and_is_played(name, en, ru):
    km.check_pair_read_rendered_and_played(en, ru)


@pytest.mark.parametrize(("name", "en", "ru"), ASIDE)
def test_a_line_kept_aside_is_never_read_two_ways(name, en, ru):
    try:
        a, b = parse(en, "en"), parse(ru, "ru")
    except AbilityParseError:
        return   # refused: counted by the measure, not a misreading
    assert a == b
