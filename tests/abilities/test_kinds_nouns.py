"""Issue 24, cards, costs, quantities and arithmetic (tests/abilities/kinds/nouns_*.txt, line N the
same card in both languages): compound costs and "other" in a cost, "other"/"another" in counts,
conditions and X, "up to X", X plus or minus a number and its ceiling, places as printed (the fleet
area, in play, the command hand) and pronoun owners. How much reads, that both languages give one
form, and that the canonical text of each form reads back to it in both languages."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from tests.abilities import kind_material as km

# measured when the material was written (before the grammar work): en 8, ru 1 of 60
FLOOR = (59, 59)   # (en, ru)


def test_the_material_pairs_line_for_line_and_is_broad():
    assert len(km.read("nouns", "en")) == len(km.read("nouns", "ru")) >= 60


def test_the_material_reads_in_each_language_as_one_form():
    km.check_reads_as_one_form("nouns", FLOOR)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    km.check_reads_back("nouns", lang, which="both")


@pytest.mark.parametrize("text", ["WA: Deal 3 damage to one enemy Vehicle unit or Titan.",
                                  "T: Any Infantry unit or Hero gets +1 armor.",
                                  "WA: Destroy one Bike unit or Primarch in this sector."])
def test_a_keyword_before_a_unit_or_a_keyword_noun_is_refused_as_ambiguous(text):
    # read once as "Vehicle unit or Vehicle Titan" (heldout8, line 89): said of the unit alone, or of both?
    with pytest.raises(AbilityParseError, match="said of the unit alone or of both"):
        parse(text, "en")


def test_keywords_before_two_kinds_or_two_keyword_nouns_are_shared():
    both = parse("WA: Destroy one enemy Vehicle unit or asset.", "en").effects[0].target
    assert both.types == ["unit", "asset"] and [f.keyword for f in both.filters] == ["Vehicle"]
    mech = parse("WA Lock this unit: Ready 1 Mechanicum Vehicle or Titan in this sector.", "en").effects[0].target
    assert {tuple(sorted(f.keyword for f in a.filters)) for a in [mech, *mech.alt]} == {
        ("Mechanicum", "Vehicle"), ("Mechanicum", "Titan")}
