"""What a unit is doing in the war action, as a condition (issue 24, kinds of helper g2): "+2 assault
while charging", "while assaulting" / «при штурме», "while defending" / «пока защищается», read in
both languages and played as printed — the change counts while this card does that, in that kind of
attack. Rules: abilities.constant, battle.assault, battle.shooting."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.terms import STAT_CODES
from tests.engine.printed import card, game

AS, AR = STAT_CODES["assault"], STAT_CODES["armor"]

TEXTS = {
    "assaulting": ("This unit gets +2 assault while assaulting.", "При штурме этот отряд получает +2 к штурму."),
    "charging": ("+2 assault while charging.", "+2 к штурму, пока наступает."),
    "defending": ("This unit gets +1 armor while defending.", "Этот отряд получает +1 к броне, пока защищается."),
    "shooting": ("When shooting, this unit gets +2 assault.", "При стрельбе этот отряд получает +2 к штурму."),
    "scope": ("Your Infantry units in this sector get +1 assault while charging.",
              "Твои отряды пехоты в этом секторе получают +1 к штурму, пока наступают."),
}


_TACTIC = parse("T: Draw 1 card.", "en").model_dump(mode="json")   # keeps the tactics window open


def _ab(key, lang):
    return parse(TEXTS[key][0 if lang == "en" else 1], lang).model_dump(mode="json")


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_both_languages_give_one_form(key):
    assert parse(TEXTS[key][0], "en") == parse(TEXTS[key][1], "ru")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind, key, bonus", [
    ("assault", "assaulting", 2), ("shoot", "assaulting", 0),
    ("shoot", "shooting", 2), ("assault", "shooting", 0),
])
def test_a_change_while_assaulting_counts_in_its_own_assault_only(lang, kind, key, bonus):
    position = "charging" if kind == "assault" else "ready"
    g, c = game(("me", card(_ab(key, lang), fp=3, as_=3), 0, "sector", 0, position), ("tac", card(_TACTIC), 0, "sector", 0),
                ("e", card(ar=5), 1, "sector", 0))
    assert g.stat(c["me"], AS) == 3   # before any war action
    g.apply((kind, c["me"], c["e"]))
    assert g.question().kind == "tactics"   # the attack under way
    assert g.stat(c["me"], AS) == 3 + bonus


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_while_charging_counts_while_the_card_is_charging(lang):
    g, c = game(("me", card(_ab("charging", lang), as_=3), 0, "sector", 0, "charging"),
                ("ready", card(_ab("charging", lang), as_=3), 0, "sector", 0), ("e", card(ar=5), 1, "sector", 0))
    assert g.stat(c["me"], AS) == 5 and g.stat(c["ready"], AS) == 3


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_while_defending_counts_for_the_unit_attacked(lang):
    g, c = game(("a", card(fp=3, as_=3), 0, "sector", 0, "charging"), ("tac", card(_TACTIC), 0, "sector", 0),
                ("me", card(_ab("defending", lang), ar=2), 1, "sector", 0), ("other", card(_ab("defending", lang), ar=2),
                                                                              1, "sector", 0))
    g.apply(("assault", c["a"], c["me"]))
    assert g.question().kind == "tactics"
    assert g.stat(c["me"], AR) == 3 and g.stat(c["other"], AR) == 2


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_scopes_while_charging_is_each_cards_own(lang):
    """"Your Infantry units get +1 assault while charging": each charging Infantry unit, not while the
    card printing it charges."""
    inf = dict(keywords=("Infantry",), as_=2)
    g, c = game(("src", card(_ab("scope", lang)), 0, "sector", 0), ("i1", card(**inf), 0, "sector", 0, "charging"),
                ("i2", card(**inf), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert g.stat(c["i1"], AS) == 3 and g.stat(c["i2"], AS) == 2
