"""Issue 24 (helper g4b): rule changes for a sector, players and comparisons, moves as printed
(tests/abilities/kinds/{rule_changes,players,moves}_{en,ru}.txt, line N one card in both languages).
The lines worked on read in both languages to one form, which renders back in both and which the engine
can play; the lines kept aside (named in each file's header) are measured only, and none of them may be
read to two different forms in the two languages (a misreading)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from heresy_app.abilities import AbilityParseError, parse, render
from heresy_app.engine.effects import supported

KINDS = Path(__file__).with_name("kinds")
FILES = ("rule_changes", "players", "moves")


def _read(name, lang):
    text = (KINDS / f"{name}_{lang}.txt").read_text(encoding="utf-8")
    found = re.search(r"Lines 1-(\d+): worked on", text)   # the English header says it
    worked = int(found.group(1)) if found else None
    return [s.strip() for s in text.splitlines() if s.strip() and not s.startswith("#")], worked


def _pairs(name):
    en, worked = _read(name, "en")
    ru, _ = _read(name, "ru")
    assert len(en) == len(ru) >= 15, name
    return list(zip(en, ru))[:worked], list(zip(en, ru))[worked:]


WORKED = [(n, en, ru) for n in FILES for en, ru in _pairs(n)[0]]
ASIDE = [(n, en, ru) for n in FILES for en, ru in _pairs(n)[1]]


@pytest.mark.parametrize(("name", "en", "ru"), WORKED)
def test_each_line_reads_to_one_form_renders_back_and_is_played(name, en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a
    assert supported(a.model_dump(mode="json"))


@pytest.mark.parametrize(("name", "en", "ru"), ASIDE)
def test_a_line_kept_aside_is_never_read_two_ways(name, en, ru):
    try:
        a, b = parse(en, "en"), parse(ru, "ru")
    except AbilityParseError:
        return   # refused: counted by the measure, not a misreading
    assert a == b
