"""Kinds of issue 24 written by helper g19d (tests/abilities/kinds/g19d_*.txt, line N the same card in both
languages): how clauses and sentences join ("but", "then", "; ", "otherwise", "except", "including"),
conditions and durations after the effect, two abilities on one line, hurried typing. The ``_aside`` files
were kept aside while building (measured only).

And the speed of reading a line (g19d): a text the split of a line has read is not parsed again (its
form or its refusal is remembered: abilities.parse), a piece only tried is read without the second parse
that lists every word that would have fitted (abilities.try_parse), and a text with a leading time or
place is explained only when neither of its readings reads; every outcome is as it was."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, _parse_cached, language, parse, try_parse
from heresy_app.abilities.split import split_text


# ------------------------------------------------------------------ speed, outcomes unchanged
def _outcome(text: str, lang: str, **how):
    try:
        return "read", language.read(text, lang, **how)
    except language.Refusal as r:
        return "refused", r.reason, r.column, tuple(r.expected), r.near


# texts that open with a time or a place (read again with it moved to the end: places.leading_moved)
LEADING = {
    "en": ["During preparation, zzz this unit.", "In this sector, Titans get +2", "In this sector, units get +1 zzz.",
           "At the end of the battle, destroy", "In this sector, Titans get +2 firepower.",
           "During preparation, you may ready this unit."],
    "ru": ["Во время подготовки ззз этот отряд.", "В этом секторе титаны получают +2",
           "В конце сражения уничтожь", "В этом секторе титаны получают +2 к огневой мощи."],
}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_leading_time_or_place_is_refused_with_every_word_that_fits(lang):
    for text in LEADING[lang]:
        assert _outcome(text, lang) == _outcome(text, lang, lookahead=False), text


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_text_only_tried_reads_and_is_refused_at_the_same_place(lang):
    texts = LEADING[lang] + (["T: Draw 1 card.", "T: Draw", "WA: Fly to the moon."] if lang == "en"
                             else ["Т: Возьми 1 карту.", "Т: Возьми", "ВА: Лети на луну."])
    for text in texts:
        full, quiet = _outcome(text, lang), _outcome(text, lang, explain=False)
        assert full[:3] == quiet[:3] and full[-1] == quiet[-1], text
        assert set(quiet[3] if quiet[0] == "refused" else ()) <= set(full[3] if full[0] == "refused" else ())


def test_a_refusal_is_remembered_whole_and_a_tried_one_not_at_all():
    _parse_cached.cache_clear()
    assert try_parse("WA: Fly to the moon.") is None
    with pytest.raises(AbilityParseError) as first:
        parse("WA: Fly to the moon.")
    with pytest.raises(AbilityParseError) as again:
        parse("WA: Fly to the moon.")
    assert first.value is not again.value
    assert (again.value.message, again.value.column, again.value.expected, again.value.reason) == (
        first.value.message, first.value.column, first.value.expected, first.value.reason)
    assert len(first.value.expected) > 3          # the explained refusal, not the tried one
    form = parse("T: Draw 1 card.")
    assert try_parse("T: Draw 1 card.") == form
    assert try_parse("T: Draw 1 card.", "ru") is None   # English words are no Russian ability


def test_a_line_of_two_abilities_splits_as_before():
    _parse_cached.cache_clear()
    assert split_text("Psyker. T Lock this unit: Any unit gets -2 firepower.") == [
        "Psyker.", "T Lock this unit: Any unit gets -2 firepower."]
    assert split_text("+1 assault vs. Infantry. Counter-attack.") == ["+1 assault vs. Infantry.", "Counter-attack."]
    assert split_text("T: Draw 1 card. Unlimited.") == ["T: Draw 1 card. Unlimited."]
