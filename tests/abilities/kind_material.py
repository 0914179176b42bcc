"""The kinds material of issue 24 (tests/abilities/kinds/NAME_en.txt and NAME_ru.txt: one text a line,
# for comments, line N the same card in both languages), read and parsed for the kinds' tests."""

from __future__ import annotations

from pathlib import Path

from heresy_app.abilities import AbilityParseError, parse, render

KINDS = Path(__file__).resolve().parent / "kinds"


def read(name: str, lang: str) -> list[str]:
    """The texts of one material file, comments and blank lines left out."""
    lines = (KINDS / f"{name}_{lang}.txt").read_text(encoding="utf-8").splitlines()
    return [t.strip() for t in lines if t.strip() and not t.lstrip().startswith("#")]


def parsed(name: str) -> list[tuple]:
    """(en, ru, English form or None, Russian form or None) for each card of the material."""
    out = []
    for en, ru in zip(read(name, "en"), read(name, "ru"), strict=True):
        pair = []
        for text, lang in ((en, "en"), (ru, "ru")):
            try:
                pair.append(parse(text, lang))
            except AbilityParseError:
                pair.append(None)
        out.append((en, ru, *pair))
    return out


def check_reads_as_one_form(name: str, floor: int) -> None:
    """At least ``floor`` cards of the material read in each language, and every card read in both
    gives one form."""
    material = parsed(name)
    for i, lang in ((2, "en"), (3, "ru")):
        n = sum(1 for row in material if row[i] is not None)
        assert n >= floor, (lang, n, [row[i - 2] for row in material if row[i] is None])
    assert not [(en, ru) for en, ru, a, b in material if a is not None and b is not None and a != b]


def check_reads_back(name: str, lang: str) -> None:
    """Each form of the material reads back to itself from its canonical text in ``lang``."""
    for en, ru, a, b in parsed(name):
        form = a or b
        if form is not None:
            assert parse(render(form, lang), lang) == form, (en, render(form, lang))
