"""Issue 24 (g16): choosers, quantities and cards as nouns — parts of the noun phrase that stand wherever a
noun phrase does: "every" (each), "another of your ... units" (one, not this card), "every one of", "of
his choice" after the player's own cards, a role by its attack ("target assaulting unit", «штурмующий
отряд»), "with lower speed" (than this card), "per" and ", up to +3", "Choose one - ...", a card by the
letter of its command line ("a T card", «карту Т»), "Cancel the effect of that card", "That card has no
effect", "unless its owner discards 2 cards"; tests/abilities/kinds/choosers_*.txt, line N the same card
in both languages, choosers_aside_* kept aside while the grammar was written."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from tests.abilities.kind_material import check_reads_as_one_form, check_reads_back, parsed

# measured before the grammar work: en 3 / ru 6 of 27 (7 lines added since: abilities or cards, versus assets, the opponent
# chooses); the aside, read only at the end: 13 / 13 of 13, one form each
FLOOR = {"choosers": 34, "choosers_aside": 13}


@pytest.mark.parametrize("name", ["choosers", "choosers_aside"])
def test_the_material_reads_in_each_language_as_one_form(name):
    check_reads_as_one_form(name, FLOOR[name])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    check_reads_back("choosers", lang)


def test_the_forms_are_the_new_parts():
    rows = {en: a for en, ru, a, b in parsed("choosers")}
    every = rows["WA: Destroy every enemy Infantry unit in this sector with armor 2 or less."].effects[0].target
    assert (every.quantity, every.owner) == ("all", "enemy")
    another = rows["WA Lock this unit: Ready another of your locked Vehicle units."].effects[0].target
    assert (another.quantity, another.count, another.other, another.owner) == ("exactly", 1, True, "own")
    each_one = rows["T: Every one of your Psyker units gets +1 armor until the end of the war action."].effects[0].target
    assert (each_one.quantity, each_one.owner) == ("all", "own")
    lower = rows["WA: Destroy one enemy unit with lower armor."].effects[0].target.filters[0]
    assert (lower.filter, lower.stat, lower.cmp, lower.of) == ("stat_than", "armor", "lt", "this")
    assert rows["WA: Destroy target enemy Vehicle unit unless its owner discards 2 cards."].effects[0].payer == "opponent"
    typed = rows["WA: Discard a T card. If you do, ready one of your units."].effects[0].effects[0]
    assert typed.command == "T"
    assert rows["R When your opponent plays a tactic, lock this asset: That card has no effect."].effects[0].what == "use"
    capped = rows["E: You get +1 flag for each of your Iron Warriors units in this sector, up to +3."]
    assert capped == parse("E: You get +1 flag for each of your Iron Warriors units in this sector, to a maximum of 3.")
    assert rows["E: +1 flag per Psyker you control here."] == parse("E: +1 flag for each Psyker you control in this sector.")
    assert parse("E: +1 flag per psyker u control here") == rows["E: +1 flag per Psyker you control here."]   # players' typing
    his = rows["When this unit is infiltrated, your opponent locks one of his ready units of his choice."]
    assert his == parse("When this unit is infiltrated, your opponent locks one of his ready units.")


@pytest.mark.parametrize(("text", "lang"), [
    ("WA: Destroy one unit unless its owner discards 2 cards.", "en"),             # whose owner is not known
    ("ВА: Уничтожь один отряд, если только его владелец не сбросит 2 карты.", "ru"),
    ("T: Each 2 of your units get +1 armor.", "en"),                               # "each N of" is no quantity
    ("T Lock another of your locked Vehicle units: Draw 1 card.", "en"),           # a cost locks ready units
    ("WA: Your opponent locks one of his units of your choice.", "en"),            # not the subject's choice: not read as his
])
def test_what_the_parts_refuse(text, lang):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


def test_its_owner_of_your_own_card_is_you():
    """"its owner" after one of your units is you (g18a: the player whose card was named), said back as you."""
    from heresy_app.abilities.render import render

    a = parse("WA: Destroy one of your units unless its owner discards 2 cards.", "en")
    assert a.effects[0].pay[0].player == "you" and a.effects[0].effects[0].target.owner == "own"
    assert render(a, "en") == "WA: Destroy one of your units unless you discard 2 cards."
