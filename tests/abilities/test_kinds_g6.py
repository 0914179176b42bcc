"""Issue 24 (g6): damage as printed ("each of up to 2", verbless "2 damage to ...") and the two
players' counts compared ("fewer flags in this sector than", "more cards in hand than", "as many ...
as"); tests/abilities/kinds/g6_*.txt, line N the same card in both languages, g6_aside_* kept aside
while the grammar was written. How much reads, that both languages give one form, and that each
form's canonical text reads back to it in both languages."""

from __future__ import annotations

from pathlib import Path

import pytest

from heresy_app.abilities import AbilityParseError, parse, render

KINDS = Path(__file__).resolve().parent / "kinds"
# measured before the grammar work: 1 of 15 in each language (flags lines: 0 of 6); aside 11 of 11 (en, ru) at the end
FLOOR = {"g6": 32, "g6_aside": 14}


def _read(name, lang):
    lines = (KINDS / f"{name}_{lang}.txt").read_text(encoding="utf-8").splitlines()
    return [t.strip() for t in lines if t.strip() and not t.lstrip().startswith("#")]


def _parsed(name):
    out = []
    for en, ru in zip(_read(name, "en"), _read(name, "ru"), strict=True):
        pair = []
        for text, lang in ((en, "en"), (ru, "ru")):
            try:
                pair.append(parse(text, lang))
            except AbilityParseError:
                pair.append(None)
        out.append((en, ru, *pair))
    return out


@pytest.mark.parametrize("name", ["g6", "g6_aside"])
def test_the_material_reads_in_each_language_as_one_form(name):
    material = _parsed(name)
    for i, lang in ((2, "en"), (3, "ru")):
        n = sum(1 for row in material if row[i] is not None)
        assert n >= FLOOR[name], (lang, n, [row[i - 2] for row in material if row[i] is None])
    assert not [(en, ru) for en, ru, a, b in material if a is not None and b is not None and a != b]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    for en, ru, a, b in _parsed("g6"):
        form = a or b
        if form is not None:
            assert parse(render(form, lang), lang) == form, (en, render(form, lang))


@pytest.mark.parametrize(("en", "ru", "compare", "count"), [
    ("WA: If you have fewer flags in this sector than your opponent, draw 1 card.",
     "ВА: Если у тебя в этом секторе меньше флагов, чем у противника, возьми 1 карту.", "fewer", "flags"),
    ("WA: If you have more cards in hand than your opponent, draw 1 card.",
     "ВА: Если у тебя больше карт в руке, чем у противника, возьми 1 карту.", "more", "hand"),
    ("WA: If you have as many units in this sector as your opponent, draw 1 card.",
     "ВА: Если у тебя в этом секторе столько же отрядов, сколько у противника, возьми 1 карту.", "same", "cards"),
])
def test_a_comparison_names_what_it_counts_and_how(en, ru, compare, count):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    pred = a.effects[0].predicate
    assert (pred.compare, pred.count) == (compare, count)


def test_each_of_up_to_n_is_up_to_n():
    a = parse("Deal 3 damage to each of up to 2 enemy units.", "en")
    assert a == parse("Нанеси 3 повреждения каждому из не более чем 2 отрядов противника.", "ru")
    assert a == parse("Deal 3 damage to up to 2 enemy units.", "en")
    assert (a.effects[0].target.quantity, a.effects[0].target.count) == ("up_to", 2)


def test_flags_compared_outside_this_sector_are_refused():
    with pytest.raises(AbilityParseError):
        parse("WA: If you have more flags in play than your opponent, draw 1 card.", "en")
