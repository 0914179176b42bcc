"""Kinds of issue 24 written by helper g13a (tests/abilities/kinds/g13a_*.txt, line N the same card in both
languages): events in time. A card of yours that may charge as a reaction's effect ("this unit may charge too",
"it may immediately charge" / «этот отряд тоже может наступать», «он может сразу наступить»): the form of "You may
make this unit charge"; "immediately" / «немедленно», «сразу (же)» before a verb and "begins / starts to <verb>" /
«начинает <verb>» say nothing more than the reaction's moment. "An enemy unit may charge" (its own player's
choice) is refused. The ``_aside`` files were kept aside while building (measured only)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks.ability_corpus import measure  # noqa: E402
from heresy_app.abilities import AbilityParseError, ir, parse, render  # noqa: E402
from heresy_app.abilities.reasons import reason  # noqa: E402
from tests.abilities import kind_material as km  # noqa: E402

NAME = str(Path(__file__).resolve().parent / "kinds" / "g13a")   # its floors: test_kinds_material.MATERIAL


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("R: When an enemy unit charges, this unit may charge too.",
     "Р: Когда отряд противника наступает, этот отряд тоже может наступать.",
     "R: When an enemy unit charges, you may make this unit charge."),
    ("R: When this unit is readied, it may immediately charge.",
     "Р: Когда этот отряд развернут, он может сразу же наступить.",
     "R: When this unit is readied, you may make this unit charge."),
    ("R: When one of your units is readied, it may charge.",
     "Р: Когда один из твоих отрядов развернут, он может наступать.",
     "R: When one of your units is readied, you may make that unit charge."),
    ("R Lock this asset: When an enemy unit charges, one of your Infantry units may charge too.",
     "Р Поверни этот ресурс: Когда отряд противника наступает, один твой отряд пехоты тоже может наступать.",
     "R Lock this asset: When an enemy unit charges, you may make one of your Infantry units charge."),
    ("R (4+): When an enemy unit begins to charge, lock it.",
     "Р (4+): Когда отряд противника начинает наступать, поверни его.",
     "R (4+): When an enemy unit charges, lock it."),
    ("R: When an enemy unit charges, immediately lock one enemy asset.",
     "Р: Когда отряд противника наступает, немедленно поверни один ресурс противника.",
     "R: When an enemy unit charges, lock one enemy asset."),
])
def test_time_words_read_as_the_plain_form(en, ru, plain):
    a = parse(en, "en")
    assert a == parse(ru, "ru") == parse(plain, "en")
    assert parse(render(a, "ru"), "ru") == a


def test_a_charge_you_may_make_is_a_choice_of_charging_or_not():
    a = parse("R: When an enemy unit charges, this unit may charge too.", "en")
    (choice,) = a.effects
    assert isinstance(choice, ir.ChooseOne) and choice.options[1] == []
    assert choice.options[0] == [ir.Charge(target=ir.ThisCard())]


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "R: When an enemy unit charges, it may charge too."),
    ("en", "R: When an enemy unit charges, an enemy unit may charge."),
    ("en", "WA: Lock one enemy unit. It may charge."),
    ("ru", "Р: Когда отряд противника наступает, он тоже может наступать."),
    ("ru", "Р: Когда отряд противника наступает, отряд противника может наступать."),
])
def test_another_players_card_that_may_charge_is_refused(lang, text):
    with pytest.raises(AbilityParseError, match="card of yours"):
        parse(text, lang)
    assert "по его выбору" in reason(
        "'... may charge' is said of a card of yours: another player's card charges at his choice", "ru")


def test_immediately_before_a_time_is_not_left_out():
    with pytest.raises(AbilityParseError):
        parse("WA: Destroy one enemy unit. Immediately after the battle, draw 1 card.", "en")


def test_the_aside_material_reads_without_tuning():
    aside = measure(NAME + "_aside")
    assert aside["en"][0] >= 10 and aside["ru"][0] >= 10   # of 12: the other two are refused on purpose
    km.check_one_form(aside)
    km.check_played(aside)
