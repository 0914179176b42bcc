"""Issue 24, helper g3's kinds written as card designers would (tests/abilities/kinds/<kind>_en.txt /
_ru.txt, line N the same card in both languages): answering the opponent (cancels, the opponent's
uses as triggers), rolls (tables, set results, one of your tests, any roll made by your opponent,
add or subtract), choices (choose one between changes, "if you do", "otherwise" after a reveal,
each player chooses). Every line parses in both languages to the same executable form, renders
back to text that parses to that form in both languages, and the engine plays it."""

from __future__ import annotations

import pytest

from tests.abilities import kind_material as km

NAMES = [n for n in ("answer", "rolls", "choices") if (km.KINDS / f"{n}_en.txt").exists()]
PAIRS = km.pairs(NAMES)


def test_the_files_pair_up():
    for n in NAMES:
        assert len(km.read(n, "en")) == len(km.read(n, "ru")) >= 15


@pytest.mark.parametrize("name,i,en,ru", PAIRS, ids=[f"{p[0]}-{p[1]}" for p in PAIRS])
def test_same_form_rendered_back_and_played(name, i, en, ru):
    km.check_pair_read_rendered_and_played(en, ru)
