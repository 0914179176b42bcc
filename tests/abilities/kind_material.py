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


def split_forms(text: str, lang: str) -> list | None:
    """The forms of one line read as the abilities it holds (as a card's line is: abilities.split), or None
    if any of them is refused."""
    from heresy_app.abilities.split import split_text

    try:
        return [parse(piece, lang) for piece in split_text(text, lang) or [text]]
    except AbilityParseError:
        return None


def _form(text: str, lang: str):
    try:
        return parse(text, lang)
    except AbilityParseError:
        return None


def parsed(name: str, *, split: bool = False) -> list[tuple]:
    """(en, ru, English form or None, Russian form or None) for each card of the material; with ``split``
    each line is read as the abilities it holds and the forms are lists (split_forms)."""
    read_one = split_forms if split else _form
    return [(en, ru, read_one(en, "en"), read_one(ru, "ru"))
            for en, ru in zip(read(name, "en"), read(name, "ru"), strict=True)]


def check_reads_as_one_form(name: str, floor: int | tuple[int, int], *, split: bool = False,
                            names: bool = False) -> None:
    """At least ``floor`` cards of the material read in each language (one figure for both, or (en, ru)),
    and every card read in both gives one form. With ``split`` a line is read as the abilities it holds;
    with ``names`` two forms alike but for the names the lexicon does not know (a name as printed in each
    language, names.alike_but_names) count as one."""
    from heresy_app.abilities.names import alike_but_names

    material = parsed(name, split=split)
    floors = floor if isinstance(floor, tuple) else (floor, floor)
    for i, lang in ((2, "en"), (3, "ru")):
        n = sum(1 for row in material if row[i] is not None)
        assert n >= floors[i - 2], (lang, n, [row[i - 2] for row in material if row[i] is None])
    same = alike_but_names if names else (lambda a, b: a == b)
    assert not [(en, ru) for en, ru, a, b in material if a is not None and b is not None and not same(a, b)]


def check_reads_back(name: str, lang: str, *, which: str = "either", split: bool = False) -> None:
    """Each form of the material reads back to itself from its canonical text in ``lang``: of each card
    the English form or else the Russian (``which="either"``), the form read in ``lang`` (``"own"``), or
    both forms (``"both"``); with ``split`` a line is read as the abilities it holds."""
    for en, ru, a, b in parsed(name, split=split):
        forms = {"either": [a or b], "own": [a if lang == "en" else b], "both": [a, b]}[which]
        for form in forms:
            for one in (form or []) if split else [form]:
                if one is not None:
                    assert parse(render(one, lang), lang) == one, (en, ru, render(one, lang))


def pairs(names) -> list[tuple[str, int, str, str]]:
    """(material, line number, en, ru) for every card of the named materials, for parametrising."""
    return [(n, i, en, ru) for n in names for i, (en, ru) in enumerate(zip(read(n, "en"), read(n, "ru"), strict=True))]


def check_pair_read_rendered_and_played(en: str, ru: str) -> None:
    """One card reads in both languages to one form, renders back to it in both, and the engine plays it."""
    from heresy_app.engine.effects import supported

    a = parse(en, "en")
    assert parse(ru, "ru") == a
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a
    assert supported(a.model_dump(mode="json"))


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
