"""Issue 24, helper g3's kinds written as card designers would (tests/abilities/kinds/<kind>_en.txt /
_ru.txt, line N the same card in both languages): answering the opponent (cancels, the opponent's
uses as triggers), rolls (tables, set results, one of your tests, any roll made by your opponent,
add or subtract), choices (choose one between changes, "if you do", "otherwise" after a reveal,
each player chooses). Every line parses in both languages to the same executable form, renders
back to text that parses to that form in both languages, and the engine plays it."""

from __future__ import annotations

from pathlib import Path

import pytest

from heresy_app.abilities import parse, render
from heresy_app.engine.effects import supported

KINDS = Path(__file__).parent / "kinds"
NAMES = [n for n in ("answer", "rolls", "choices") if (KINDS / f"{n}_en.txt").exists()]


def _read(name, lang):
    lines = (KINDS / f"{name}_{lang}.txt").read_text(encoding="utf-8").splitlines()
    return [x.strip() for x in lines if x.strip() and not x.lstrip().startswith("#")]


PAIRS = [(n, i, en, ru) for n in NAMES for i, (en, ru) in enumerate(zip(_read(n, "en"), _read(n, "ru")))]


def test_the_files_pair_up():
    for n in NAMES:
        assert len(_read(n, "en")) == len(_read(n, "ru")) >= 15


@pytest.mark.parametrize("name,i,en,ru", PAIRS, ids=[f"{p[0]}-{p[1]}" for p in PAIRS])
def test_same_form_rendered_back_and_played(name, i, en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a
    assert supported(a.model_dump(mode="json"))
