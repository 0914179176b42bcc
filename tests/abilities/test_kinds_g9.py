"""Issue 24 (g9): when things happen — a reaction's cost printed before its trigger, the opponent's acts
as triggers (declares a shooting attack / an assault, plays a WA card, overruns and the overrun
cancelled), the kind of attack blocked, the impersonal Russian «этот отряд блокируют»;
tests/abilities/kinds/triggers2_*.txt, line N the same card in both languages, triggers2_aside_* kept
aside while the grammar was written. How much reads, that both languages give one form, and that each
form's canonical text reads back to it in both languages."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse, render
from tests.abilities.kind_material import check_reads_as_one_form, check_reads_back

# measured before the grammar work: en 3 / ru 3 of the first 16 (22 with the lines added while building: en 5 /
# ru 4); the aside, looked at only at the end: en 2 / ru 2 of 8 before, 8 / 8 after (it showed one misreading:
# "it" after "declares a shooting attack against this unit", fixed)
FLOOR = {"triggers2": 22, "triggers2_aside": 8}


@pytest.mark.parametrize("name", ["triggers2", "triggers2_aside"])
def test_the_material_reads_in_each_language_as_one_form(name):
    check_reads_as_one_form(name, FLOOR[name])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    check_reads_back("triggers2", lang)


@pytest.mark.parametrize(("en", "ru"), [
    ("R Lock this unit: When an enemy unit charges, deal 2 damage to it.",
     "Р Поверни этот отряд: Когда отряд противника наступает, нанеси ему 2 повреждения."),
    ("R (4+): When one of your units is destroyed, draw 1 card.",
     "Р (4+): Когда один из твоих отрядов уничтожен, возьми 1 карту."),
])
def test_a_cost_printed_before_the_trigger_is_the_same_reaction_as_after_it(en, ru):
    a = parse(en, "en")
    assert a == parse(ru, "ru") and a.kind == "R" and a.trigger is not None and a.costs
    assert a == parse(render(a, "en"), "en")   # rendered with the trigger first


@pytest.mark.parametrize(("text", "lang", "event", "by"), [
    ("R: When your opponent declares a shooting attack, draw 1 card.", "en", "shoots", None),
    ("Р: Когда противник заявляет штурм, возьми 1 карту.", "ru", "assaults", None),
    ("R: When one of your units blocks a shooting attack, draw 1 card.", "en", "blocks", "shooting"),
    ("Р: Когда твой отряд блокирует штурм, возьми 1 карту.", "ru", "blocks", "assault"),
    ("R: When this unit's assault is blocked, draw 1 card.", "en", "blocked", "assault"),
    ("Р: Когда штурм этого отряда заблокирован, возьми 1 карту.", "ru", "blocked", "assault"),
])
def test_the_opponents_acts_and_the_attack_blocked(text, lang, event, by):
    t = parse(text, lang).trigger
    assert (t.event, t.by) == (event, by)
    if event in ("shoots", "assaults"):
        assert t.owner == "enemy" and t.types == ["unit"]


def test_an_attack_declared_without_its_kind_is_refused():
    with pytest.raises(AbilityParseError):
        parse("R: When your opponent declares an attack, draw 1 card.", "en")


def test_it_after_an_attack_declared_against_a_card_names_that_card():
    """The sentence's subject is a player: "it" is the card attacked (this unit), never the attacker;
    where that card is no target's ("against one of your units"), "it" is refused."""
    from heresy_app.abilities import ir

    for text, lang in (("R: When your opponent declares a shooting attack against this unit, it gets +2 armor.", "en"),
                       ("Р: Когда противник заявляет стрельбу по этому отряду, он получает +2 к броне.", "ru")):
        assert isinstance(parse(text, lang).effects[0].target, ir.ThisCard)
    with pytest.raises(AbilityParseError):
        parse("R: When your opponent declares an assault against one of your units, it gets +1 armor.", "en")
