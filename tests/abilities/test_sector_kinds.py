"""Issue 24 (helper g4): sector texts and players named by role, written as sectors print them
(tests/abilities/kinds/sectors_*.txt): every line reads in both languages to one form, renders back in
both, and each sector text there is one the engine carries out as a sector's (engine.sector_texts)."""

from __future__ import annotations

from pathlib import Path

import pytest

from heresy_app.abilities import AbilityParseError, parse, render
from heresy_app.engine.catalog import playable

KINDS = Path(__file__).with_name("kinds")


def _lines(lang):
    text = (KINDS / f"sectors_{lang}.txt").read_text(encoding="utf-8")
    return [s.strip() for s in text.splitlines() if s.strip() and not s.startswith("#")]


PAIRS = list(zip(_lines("en"), _lines("ru"), strict=True))


def test_both_files_hold_the_same_cards():
    assert len(_lines("en")) == len(_lines("ru")) >= 15


@pytest.mark.parametrize(("en", "ru"), PAIRS)
def test_each_line_reads_to_one_form_and_back(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a


@pytest.mark.parametrize(("en", "ru"), [p for p in PAIRS if not p[0].startswith("WA")])
def test_each_sector_text_is_played_by_the_engine(en, ru):
    assert playable(parse(en, "en").model_dump(mode="json")) is None


@pytest.mark.parametrize("text", [
    "Your units in this sector get +1 armor.",          # whose? a sector belongs to no player
    "This unit gets +1 armor.",                          # a sector is not a card in play
    "WA: Draw 1 card.",                                  # no player uses a sector's war action
    "During preparation: Lock one unit in this sector.", # no player is named to choose
])
def test_what_a_sector_cannot_mean_is_left_to_the_players(text):
    assert playable(parse(text, "en").model_dump(mode="json")) is not None


def test_a_role_owner_is_refused_where_the_engine_does_not_read_it():
    with pytest.raises(AbilityParseError):
        parse("R When one of the defender's units is destroyed: Draw 1 card.", "en")
