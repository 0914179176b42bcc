"""Issue 24 (g16): rolls and tests changed and answered (tests/abilities/kinds/rolls2_*.txt, line N the same
card in both languages; rolls2_aside_* kept aside while the parts were written): each card reads in both
languages as one form, which reads back from its canonical text; what may mean two things is refused."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse
from tests.abilities.kind_material import check_reads_as_one_form, check_reads_back

# measured before the parts were written: rolls2 en 1 / ru 1 of 27 (3 lines added later, for the constants);
# the aside en 0 / ru 0 of 13 before, en 12 / ru 12 when first looked at (11 read in both, all alike; «Измени
# результат одного броска на 1» refused as meant: to 1 or by 1?), then en 13 ("counts as failed")
FLOOR = {"rolls2": 30, "rolls2_aside": 12}


@pytest.mark.parametrize("name", sorted(FLOOR))
def test_the_material_reads_in_each_language_as_one_form(name):
    check_reads_as_one_form(name, FLOOR[name])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_text(lang):
    check_reads_back("rolls2", lang)


def test_either_way_is_the_choice_the_older_wording_reads_as():
    older = parse("M: Add 1 to the result of the roll or subtract 1 from it.", "en")
    for text, lang in (("M: Add 1 to or subtract 1 from any roll.", "en"), ("m: +1 or -1 to any roll", "en"),
                       ("M: Change the result of any roll by 1.", "en"),
                       ("М: +1 или -1 к любому броску.", "ru"),
                       ("М: Измени результат любого броска на 1 в любую сторону.", "ru")):
        assert parse(text, lang) == older, text


def test_up_to_and_counts_as():
    a = parse("M: Subtract up to 3 from your opponent's roll.", "en")
    assert a.effects == [ir.RollAdd(sign=-1, amount=3, whose="opponent", up_to=True)]
    assert parse("М: Вычти не более 3 из броска противника.", "ru") == a
    b = parse("M: Your opponent's roll counts as 1 lower.", "en")
    assert b.effects == [ir.RollAdd(sign=-1, amount=1, whose="opponent")]
    assert parse("M: Subtract 1 from your opponent's roll.", "en") == b


def test_a_test_passed_or_failed_and_the_reactions_to_it():
    a = parse("M (5+): Your opponent's test fails.", "en")
    assert a.effects == [ir.TestResult(passed=False, whose="opponent")] and a.costs == [ir.Test(value=ir.Number(value=5))]
    r = parse("R When your opponent passes a test: Draw 1 card.", "en")
    assert r.trigger.event == "roll" and r.trigger.owner == "enemy"
    assert r.conditions == [ir.Condition(mode="only_if", predicate=ir.TestOutcome(passed=True))]
    assert parse("Р Когда противник проходит тест: Возьми 1 карту.", "ru") == r


def test_the_test_written_in_the_head_or_after_the_effects():
    a = parse("WA Lock this unit, (5+): Lock 2 enemy units.", "en")
    assert parse("WA Lock this unit, 5+: Lock 2 enemy units.", "en") == a
    assert parse("WA Lock this unit: Lock 2 enemy units (5+).", "en") == a
    assert parse("ВА Поверни этот отряд: Поверни 2 отряда противника (5+).", "ru") == a
    assert parse("wa 4+ destroy 1 enemy ship", "en").costs == [ir.Test(value=ir.Number(value=4))]


def test_change_the_result_to_or_by_n_in_russian():
    assert parse("М: Измени результат одного любого броска на 6.", "ru") == parse(
        "M: Change the result of one roll to 6.", "en")
    with pytest.raises(AbilityParseError):   # «на 2»: to 2, or by 2?
        parse("М: Измени результат броска на 2.", "ru")
