"""Issue 24 (g10): numbers, counts and flags as printed — flags as counted for a time, flags lost,
negative caps, X as a named card's flags or the highest / lowest stat among cards, stats compared to
X, hand sizes, players' shorthand with a count; tests/abilities/kinds/numbers2_*.txt, line N the same
card in both languages, numbers2_aside_* kept aside while the grammar was written. How much reads,
that both languages give one form, and that each form's canonical text reads back to it."""

from __future__ import annotations

import pytest

from tests.abilities.kind_material import check_reads_as_one_form, check_reads_back

# measured before the grammar work: en 3, ru 5 of 24; aside 0 of 9 (en, ru); at the end: 24 of 24 in each
# language, aside 9 of 9 (en, ru; looked at only then)
FLOOR = {"numbers2": 24, "numbers2_aside": 9}


@pytest.mark.parametrize("name", ["numbers2", "numbers2_aside"])
def test_the_material_reads_in_each_language_as_one_form(name):
    check_reads_as_one_form(name, FLOOR[name])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    check_reads_back("numbers2", lang)
