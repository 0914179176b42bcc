"""Issue 24 (g12): players and cards as the subjects of rule changes — players as a noun phrase ("players",
"both players"), who declares the first war action, which cards may not lock or target a card, which
cards may not use abilities, the impersonal Russian restriction («Этот отряд нельзя повернуть.») —
tests/abilities/kinds/players3_*.txt, line N the same card in both languages, players3_aside_* kept aside
while the grammar was written. How much reads, that both languages give one form, and that each form
reads back from its canonical text in both languages."""

from __future__ import annotations

import pytest

from tests.abilities.kind_material import check_reads_as_one_form, check_reads_back

# measured before the grammar work: en 5 / ru 4 of 22 (aside: 1 / 1 of 8); at the end en 22 / ru 22 (aside 8 / 8);
# 4 lines added later for the opponent's price and "starting with you",
# 2 for a capture's condition, 1 for the hands drawn: 29 / 29
FLOOR = {"players3": 29, "players3_aside": 8}


@pytest.mark.parametrize("name", ["players3", "players3_aside"])
def test_the_material_reads_in_each_language_as_one_form(name):
    check_reads_as_one_form(name, FLOOR[name])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    check_reads_back("players3", lang)
