"""Issue 28: players' abbreviations of the card's numbers and hands ("FP", «ОМ», "spd", "cmd hand",
"armour") are read through the concept map, and two numbers compared ("3 vs 3", «2 на 2») are not the
versus keyword of abilities."""

from __future__ import annotations

import importlib

import pytest

search_module = importlib.import_module("heresy_app.rules.search")
question = importlib.import_module("heresy_app.rules.question")


@pytest.mark.parametrize("query, lang, section", [
    ("what is FP on a unit card", "en", "cards.stats"),
    ("does FP or assault decide a shot", "en", "cards.stats"),
    ("OM 4 vs armor 4, is it destroyed", "en", "battle.damage"),
    ("how much armour does a card need to survive a 3 FP shot", "en", "cards.stats"),
    ("is my spd compared when blocking", "en", "battle.blocking"),
    ("what do I do with cmd hand cards after the battle", "en", "battle.command-hand"),
    ("что такое ОМ у отряда", "ru", "cards.stats"),
    ("ОМ или штурм считается при стрельбе", "ru", "cards.stats"),
    ("огневка 3 против брони 3 — отряд уничтожен?", "ru", "battle.damage"),
    ("ком рука — сколько карт", "ru", "battle.command-hand"),
])
def test_an_abbreviation_finds_its_section_in_the_top_three(query, lang, section):
    assert section in [h.id for h in search_module.search(query, lang)[:3]]


@pytest.mark.parametrize("query, expected", [
    ("flags 3 vs 3", "flags 3 3"), ("4v2 in flags", "4 2 in flags"), ("флаги 3 против 3", "флаги 3 3"),
    ("флаги 2 на 2", "флаги 2 2"), ("my FP 3 vs his armor", "my FP 3 his armor"),
    ("+1 vs vehicles", "+1 vs vehicles"), ("+2 firepower versus infantry", "+2 firepower versus infantry"),
    ("урон 2 на отряд", "урон 2 на отряд"),
])
def test_compared_numbers_lose_their_vs(query, expected):
    assert " ".join(question.plain_comparison(query).split()) == expected


def test_compared_numbers_do_not_open_with_versus():
    for query, lang in [("my unit has FP 3 vs armor 3, does it die", "en"), ("ОМ 3 против брони 3, отряд погиб?", "ru")]:
        assert search_module.search(query, lang)[0].id != "term.versus"
    assert search_module.search("+1 firepower vs vehicles, when does it count", "en")[0].id.endswith("versus") or \
        "term.versus" in [h.id for h in search_module.search("+1 firepower vs vehicles, when does it count", "en")[:3]]
