"""Issue 24 (g16b): what follows the noun — relative clauses ("that is charging", «который наступает»),
participles before and after the noun ("blocking this unit", «атакующий в этом секторе»), comparisons between
cards ("with fewer flags than this unit", «у которых меньше флагов, чем у этого отряда»), exclusions ("other
than a Hero", «кроме героев») and the synonyms of owner and place ("friendly", "opposing", «союзный», "here"),
in every slot (tests/abilities/kinds/postnoun_*.txt, line N the same card in both languages; postnoun_aside_*
kept aside while the parts were written, measured at the start and the end only)."""

from __future__ import annotations

import pytest

from tests.abilities.kind_material import check_reads_as_one_form, check_reads_back

# measured at the start of the round (09ff1e7), before any part was written: postnoun en 19 / ru 16 of 30
# (14 pairs read in both, all alike); the aside en 11 / ru 8 of 15 (6 pairs read in both)
FLOOR = {"postnoun": 16, "postnoun_aside": 8}


@pytest.mark.parametrize("name", sorted(FLOOR))
def test_the_material_reads_in_each_language_as_one_form(name):
    check_reads_as_one_form(name, FLOOR[name])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_text(lang):
    check_reads_back("postnoun", lang)
