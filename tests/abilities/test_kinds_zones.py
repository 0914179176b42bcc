"""Issue 24 (g14): places, zones, moves and the events that trigger (tests/abilities/kinds/zones_*.txt,
line N the same card in both languages): a ship entering a fleet area, cards of a type in the discard
pile ("1 unit card"), put on top / at the bottom of the deck or into the hand, a ship put into the fleet
area locked, "When you infiltrate this unit", "destroys ... with an assault", "the infiltrated /
destroyed unit" as the trigger's card, flags "in this sector", «когда в этот отряд стреляют». Every
line worked on reads in both languages to one form, renders back in both and is one the engine plays;
the aside lines are measured (their floor is what they read when measured once, at the end)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse, render
from heresy_app.engine.effects import supported
from tests.abilities.kind_material import parsed, read

# the aside material, measured once when the work was done (both languages, one form)
ASIDE_FLOOR = 11


@pytest.fixture(scope="module")
def material():
    return parsed("zones")


def test_the_material_pairs_line_for_line_and_is_broad():
    assert len(read("zones", "en")) == len(read("zones", "ru")) >= 20
    assert len(read("zones_aside", "en")) == len(read("zones_aside", "ru")) >= 10


def test_every_line_reads_in_both_languages_to_one_form_the_engine_plays(material):
    for en, ru, a, b in material:
        assert a is not None and b is not None, (en, ru)
        assert a == b, (en, ru)
        assert supported(a.model_dump(mode="json")), en


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(material, lang):
    for en, _ru, a, _b in material:
        text = render(a, lang)
        assert parse(text, lang) == a, (en, text)


def test_the_aside_material_is_never_read_two_ways_and_keeps_its_floor():
    rows = parsed("zones_aside")
    same = [en for en, ru, a, b in rows if a is not None and b is not None and a == b]
    assert not [en for en, ru, a, b in rows if a is not None and b is not None and a != b]
    assert len(same) >= ASIDE_FLOOR
