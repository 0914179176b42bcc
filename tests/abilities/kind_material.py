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


# The checks every kind's test makes on its material as the corpus benchmark measures it (each line
# split into its abilities): ``figures`` is benchmarks.ability_corpus.measure of the material.

def check_line_for_line(prefix: str, least: int = 12) -> None:
    """The material ``prefix`` and its ``_aside`` hold the same number of cards in both languages."""
    from benchmarks.ability_corpus import read_corpus

    for name in (prefix, prefix + "_aside"):
        en, ru = read_corpus("en", name), read_corpus("ru", name)
        assert len(en) == len(ru) >= least


def check_floor(figures: dict, floor: dict) -> None:
    """At least ``floor[lang]`` cards read in each language."""
    for lang in ("en", "ru"):
        assert figures[lang][0] >= floor[lang], (lang, figures[lang][0], figures[lang][2])


def check_one_form(figures: dict) -> None:
    """Every card read in both languages gives one form."""
    assert figures["same"] == figures["both"]


def check_played(figures: dict) -> None:
    """What reads, the engine plays."""
    for lang in ("en", "ru"):
        assert figures["played"][lang] >= figures[lang][0]


def check_forms_read_back(figures: dict, lang: str) -> None:
    """Each form read in ``lang`` reads back to itself from its rendering in both languages."""
    for form in figures["irs"][lang]:
        for a in (form if isinstance(form, tuple) else (form,)):
            if a is None:
                continue
            for out in ("en", "ru"):
                assert parse(render(a, out), out) == a, (render(a, out), a)


def check_plain_form(en: str, ru: str, plain: str) -> None:
    """A printed wording reads, in both languages, as the plain English form it means, and the Russian
    rendering of that form reads back to it."""
    a = parse(en, "en")
    assert a == parse(ru, "ru") == parse(plain, "en")
    assert parse(render(a, "ru"), "ru") == a
