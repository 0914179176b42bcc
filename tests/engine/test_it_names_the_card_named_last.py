"""Which card "it" and "they" name (issue 24; misreadings found reading fresh corpora back): a state of
"it" ("If it is charging") is the card an effect before chose, not this card; "Target Infantry unit
gets +3 assault if it is charging" asks it of the card the effect itself chooses, so the choice takes
a charging Infantry unit; "Ready all your Infantry units. They cannot shoot" names those units, not
this card — the cards that effect found (ChosenCard.scope), not the description read again ("Ready
all your locked units. They cannot charge": read again, "locked" would name none of them). Read and
played from the printed text, in both languages alike."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.effects import supported
from heresy_app.engine.terms import AR, AS

sys.path.insert(0, str(Path(__file__).resolve().parent))
from printed import card, game  # noqa: E402

PAIRS = [
    ("T: One of your units gets +2 assault. If it is charging, it also gets +1 armor.",
     "Т: Один твой отряд получает +2 к штурму. Если он наступает, он также получает +1 к броне."),
    ("T: Target Infantry unit gets +3 assault if it is charging.",
     "Т: Выбранный отряд пехоты получает +3 к штурму, если он наступает."),
    ("WA: Ready all your Infantry units. They cannot shoot until the end of the battle.",
     "ВА: Разверни все свои отряды пехоты. Они не могут стрелять до конца сражения."),
]


@pytest.mark.parametrize(("en", "ru"), PAIRS)
def test_both_languages_read_the_same_card_for_it_and_they(en, ru):
    a = parse(en, "en")
    assert a == parse(ru, "ru") and supported(a.model_dump(mode="json"))


def test_if_it_is_charging_asks_the_chosen_unit_not_this_card():
    a = parse(PAIRS[0][0]).model_dump(mode="json")
    assert a["effects"][1]["predicate"] == {"pred": "card_is", "of": "chosen", "owner": "any", "types": ["card"],
                                            "filters": [{"filter": "state", "state": "charging"}]}
    # a unit's own "it" is still this card
    own = parse("T: This unit gets +2 assault. If it is charging, it also gets +1 armor.").model_dump(mode="json")
    assert own["effects"][1]["predicate"] == {"pred": "this_state", "state": "charging"}


def test_the_condition_on_the_card_the_effect_chooses_is_what_the_choice_takes():
    a = parse(PAIRS[1][0]).model_dump(mode="json")
    assert len(a["effects"]) == 1 and a["effects"][0]["op"] == "modify"
    assert {"filter": "state", "state": "charging"} in a["effects"][0]["target"]["filters"]


def test_they_after_all_your_units_are_the_cards_that_effect_found():
    a = parse(PAIRS[2][0]).model_dump(mode="json")
    assert a["effects"][1]["op"] == "restriction" and a["effects"][1]["target"] == {"ref": "chosen", "scope": True}


def test_the_chosen_charging_unit_gets_the_armor_and_a_ready_one_does_not():
    t = parse("WA: One of your units gets +2 assault until the end of the battle. If it is charging, "
              "it also gets +1 armor until the end of the battle.").model_dump(mode="json")
    for pos, armor in (("charging", 2), ("ready", 1)):
        g, c = game(("cmd", card(t, type="asset"), 0, "sector", 0), ("u", card(ar=1), 0, "sector", 0, pos),
                    ("e", card(), 1, "sector", 0))
        g.apply(("play", c["cmd"], 0))
        if ("choose", c["u"]) in g.legal_decisions():
            g.apply(("choose", c["u"]))
        assert g.stat(c["u"], AS) == 3 and g.stat(c["u"], AR) == armor, pos


def test_they_cannot_charge_lands_on_the_units_readied_though_they_are_no_longer_locked():
    t = parse("WA: Ready all your locked flagless units. They cannot charge this battle.").model_dump(mode="json")
    g, c = game(("cmd", card(t, type="asset"), 0, "sector", 0),
                ("l", card(), 0, "sector", 0, "locked"),
                ("r", card(), 0, "sector", 0, "ready"),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["cmd"], 0))
    assert g.position_of(c["l"]) == "ready"
    while g.current_player == 1 and ("pass",) in g.legal_decisions():   # the opponent's war action: passed
        g.apply(("pass",))
    assert g.current_player == 0
    charges = {d[1] for d in g.legal_decisions() if d[0] == "charge"}
    assert c["l"] not in charges and c["r"] in charges
