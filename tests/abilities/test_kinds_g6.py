"""Issue 24 (g6): damage as printed ("each of up to 2", verbless "2 damage to ...") and the two
players' counts compared ("fewer flags in this sector than", "more cards in hand than", "as many ...
as"); tests/abilities/kinds/g6_*.txt, line N the same card in both languages, g6_aside_* kept aside
while the grammar was written. How much reads, that both languages give one form, and that each
form's canonical text reads back to it in both languages."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from tests.abilities import kind_material as km

# measured before the grammar work: 1 of 15 in each language (flags lines: 0 of 6); aside 11 of 11 (en, ru) at the end
FLOOR = {"g6": 32, "g6_aside": 14}


@pytest.mark.parametrize("name", ["g6", "g6_aside"])
def test_the_material_reads_in_each_language_as_one_form(name):
    km.check_reads_as_one_form(name, FLOOR[name])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    km.check_reads_back("g6", lang)


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
