"""Issue 24 (g16): places, times and a sector's own rules, parts that combine (tests/abilities/kinds/
places2_*.txt, line N the same card in both languages): "the current sector" / «текущий сектор», "here" /
«здесь» and "there" / «там» after the card entered a sector, a Russian place before the verb's object;
the times "during preparation for a battle in this sector", "at the end of each battle in this sector",
"in battles in this sector"; cards drawn "into your command hand"; "When a player captures this sector, he
..."; "another sector that has not been captured"; no retreat from this sector. Every line read reads in both
languages to one form, renders back in both and is one the engine plays; the aside lines are measured
(their floor is what they read when measured once)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse, render
from heresy_app.engine.effects import supported
from tests.abilities.kind_material import check_plain_form, check_reads_as_one_form, check_reads_back, parsed, read

FLOOR = 38        # of the 38 worked on, in each language
ASIDE_FLOOR = 13  # of the 13 kept aside: 11 when first measured (after the first part), 13 at the end


@pytest.fixture(scope="module")
def material():
    return parsed("places2")


def test_the_material_pairs_line_for_line_and_is_broad():
    assert len(read("places2", "en")) == len(read("places2", "ru")) >= 25
    assert len(read("places2_aside", "en")) == len(read("places2_aside", "ru")) >= 12


def test_the_material_reads_as_one_form_in_both_languages():
    check_reads_as_one_form("places2", FLOOR)


def test_every_form_read_is_one_the_engine_plays(material):
    """On a card, or (a capture's trigger, "When a player captures this sector, ...") as a sector's text."""
    from heresy_app.engine.catalog import playable

    for en, _ru, a, b in material:
        for form in (a, b):
            if form is None:
                continue
            d = form.model_dump(mode="json")
            if (d.get("trigger") or {}).get("event") == "captures":
                assert not supported(d) and playable(d) is None, en
            else:
                assert supported(d), en


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    check_reads_back("places2", lang)


def test_the_aside_material_keeps_its_floor():
    check_reads_as_one_form("places2_aside", ASIDE_FLOOR)


@pytest.mark.parametrize("en, ru, same_as", [
    ("WA: Destroy one enemy unit in the current sector.", "ВА: Уничтожь один отряд противника в текущем секторе.",
     "WA: Destroy one enemy unit in this sector."),
    ("When this unit is infiltrated into a sector, lock one enemy unit there.",
     "Когда этот отряд внедряется в сектор, поверни там один отряд противника.",
     "When this unit is infiltrated into this sector, lock one enemy unit in this sector."),
    ("At the end of each battle in this sector, destroy this unit.",
     "В конце каждого сражения в этом секторе уничтожь этот отряд.",
     "At the end of each battle, destroy this unit."),
    ("During preparation for a battle in this sector, each player discards 1 card.",
     "Во время подготовки к сражению за этот сектор каждый игрок сбрасывает 1 карту.",
     "During preparation, each player discards 1 card."),
    ("R When this unit is destroyed: Draw 1 card into your command hand.",
     "Р Когда этот отряд уничтожен: Возьми 1 карту в командную руку.",
     "R When this unit is destroyed: Draw 1 card."),
])
def test_a_place_or_time_said_another_way_is_the_same_form(en, ru, same_as):
    check_plain_form(en, ru, same_as)


@pytest.mark.parametrize("text, misread", [
    # "there" after another sector than the card's own is not read as this sector
    ("WA: Move one of your units to another sector. Lock one enemy unit there.",
     "WA: Move one of your units to another sector. Lock one enemy unit in this sector."),
    ("When your opponent infiltrates a unit into a sector, lock one enemy unit there.",
     "When your opponent infiltrates a unit, lock one enemy unit in this sector."),
])
def test_there_is_read_only_after_the_card_entered_a_sector(text, misread):
    from heresy_app.abilities import AbilityParseError

    try:
        form = parse(text, "en")
    except AbilityParseError:
        return
    assert form != parse(misread, "en"), render(form, "en")
