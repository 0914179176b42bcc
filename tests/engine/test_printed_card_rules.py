"""Rules about one card, printed without a subject or as a definition (issue 24, kinds of helper g2),
read in both languages and played as printed: "Cannot be blocked." / «Не может быть заблокирован.»,
"Cannot block.", "This unit's firepower is equal to the number of cards in your command hand." /
«Огневая мощь этого отряда равна количеству карт в твоей командной руке.», "Your Vehicle units in
this sector have Counter-attack." / «... имеют контратаку.», "R When this unit becomes the target of
shooting: ..." / «Р Когда этот отряд становится целью стрельбы: ...», "Use only if it has no flags."
Rules: abilities.restriction, abilities.constant, abilities.reaction, battle.blocking."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.terms import STAT_CODES
from tests.engine.printed import card, game, texts

FP, AR = STAT_CODES["firepower"], STAT_CODES["armor"]

TEXTS = {
    "unblockable": ("Cannot be blocked.", "Не может быть заблокирован."),
    "no_block": ("Cannot block.", "Не может блокировать."),
    "fp_hand": ("This unit's firepower is equal to the number of cards in your command hand.",
                "Огневая мощь этого отряда равна количеству карт в твоей командной руке."),
    "have_counter": ("Your Vehicle units in this sector have Counter-attack.",
                     "Твои отряды техники в этом секторе имеют контратаку."),
    "target_of_shooting": ("R When this unit becomes the target of shooting: This unit gets +2 armor.",
                           "Р Когда этот отряд становится целью стрельбы: Этот отряд получает +2 к броне."),
    "no_flags": ("WA: Draw 2 cards. Use only if this unit has no flags.",
                 "ВА: Возьми 2 карты. Используется только если у этого отряда нет флагов."),
}


def _ab(key, lang):
    return parse(TEXTS[key][0 if lang == "en" else 1], lang).model_dump(mode="json")


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_both_languages_give_one_form(key):
    assert parse(TEXTS[key][0], "en") == parse(TEXTS[key][1], "ru")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_card_that_cannot_be_blocked_is_offered_no_blocker(lang):
    g, c = game(("me", card(_ab("unblockable", lang), fp=3, sp=1), 0, "sector", 0),
                ("e", card(ar=5, sp=3), 1, "sector", 0), ("b", card(ar=5, sp=3), 1, "sector", 0))
    g.apply(("shoot", c["me"], c["e"]))
    assert g.question().kind != "block"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_card_that_cannot_block_is_not_offered_as_a_blocker(lang):
    g, c = game(("a", card(fp=3, sp=1), 0, "sector", 0), ("e", card(ar=5), 1, "sector", 0),
                ("nb", card(_ab("no_block", lang), sp=3), 1, "sector", 0), ("b", card(sp=3), 1, "sector", 0))
    g.apply(("shoot", c["a"], c["e"]))
    assert g.question().kind == "block"
    legal = g.legal_decisions()
    assert ("block", c["b"]) in legal and ("block", c["nb"]) not in legal


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_firepower_equal_to_the_hand_follows_the_hand(lang):
    g, c = game(("me", card(_ab("fp_hand", lang), fp=0), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert g.stat(c["me"], FP) == len(g.hands[0])
    g.hands[0].append(g.decks[0].pop())
    assert g.stat(c["me"], FP) == len(g.hands[0])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_scope_has_counter_attack(lang):
    veh = dict(keywords=("Vehicle",))
    g, c = game(("src", card(_ab("have_counter", lang)), 0, "sector", 0), ("v", card(**veh), 0, "sector", 0),
                ("i", card(), 0, "sector", 0), ("ev", card(**veh), 1, "sector", 0))
    assert g.has_counter(c["v"]) and not g.has_counter(c["i"]) and not g.has_counter(c["ev"])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_becoming_the_target_of_shooting_is_answered(lang):
    g, c = game(("a", card(fp=3), 0, "sector", 0), ("me", card(_ab("target_of_shooting", lang), ar=2), 1, "sector", 0))
    g.apply(("shoot", c["a"], c["me"]))
    q = g.question()
    assert q.kind == "reaction" and q.player == 1
    assert ("play", c["me"], 0) in g.legal_decisions()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("flags, usable", [(0, True), (1, False)])
def test_use_only_if_it_has_no_flags(lang, flags, usable):
    g, c = game(("me", card(_ab("no_flags", lang), flags=flags), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert (("play", c["me"], 0) in g.legal_decisions()) == usable


OVERRUN = ("This unit may overrun any number of times per war action.",
           "Этот отряд может совершать прорыв любое количество раз за ВА.")


def test_overrun_any_number_of_times_reads_as_one_form():
    assert parse(OVERRUN[0], "en") == parse(OVERRUN[1], "ru")


@pytest.mark.parametrize("lang, printed", [("en", True), ("ru", True), ("en", False)])
def test_a_unit_that_may_overrun_any_number_of_times_overruns_again(lang, printed):
    abilities = [parse(OVERRUN[0 if lang == "en" else 1], lang).model_dump(mode="json")] if printed else []
    g, c = game(("me", card(*abilities, as_=10), 0, "sector", 0, "charging"), ("e1", card(ar=1), 1, "sector", 0),
                ("e2", card(ar=1), 1, "sector", 0), ("e3", card(ar=1), 1, "sector", 0))
    g.apply(("assault", c["me"], c["e1"]))
    assert ("overrun", c["e2"]) in g.legal_decisions()
    g.apply(("overrun", c["e2"]))
    assert (("overrun", c["e3"]) in g.legal_decisions()) == printed


VERSUS = {
    "constant": ("This unit gets +2 armor versus shooting.", "Этот отряд получает +2 к броне против стрельбы."),
    "tactic": ("T: The defending unit gets +2 armor against assaults.",
               "Т: Защищающийся отряд получает +2 к броне против штурма."),
}


@pytest.mark.parametrize("key", sorted(VERSUS))
def test_versus_a_kind_of_attack_reads_as_one_form(key):
    assert parse(VERSUS[key][0], "en") == parse(VERSUS[key][1], "ru")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind, bonus", [("shoot", 2), ("assault", 0)])
def test_armor_versus_shooting_counts_against_a_shot_only(lang, kind, bonus):
    text = VERSUS["constant"][0 if lang == "en" else 1]
    g, c = game(("a", card(fp=5, as_=5), 0, "sector", 0, "charging" if kind == "assault" else "ready"),
                ("tac", card(_TACTIC), 0, "sector", 0), ("me", card(parse(text, lang).model_dump(mode="json"), ar=2),
                                                          1, "sector", 0))
    assert g.stat(c["me"], AR, c["a"]) == 2   # no attack under way
    g.apply((kind, c["a"], c["me"]))
    assert g.question().kind == "tactics"
    assert g.stat(c["me"], AR, c["a"]) == 2 + bonus and g.stat(c["me"], AR) == 2


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("kind, bonus", [("assault", 2), ("shoot", 0)])
def test_a_tactics_armor_against_assaults(lang, kind, bonus):
    text = VERSUS["tactic"][0 if lang == "en" else 1]
    g, c = game(("a", card(fp=5, as_=5), 0, "sector", 0, "charging" if kind == "assault" else "ready"),
                ("me", card(ar=2), 1, "sector", 0), ("tac", card(parse(text, lang).model_dump(mode="json")), 1, "sector", 0),
                ("t0", card(_TACTIC), 0, "sector", 0))
    g.apply((kind, c["a"], c["me"]))
    while g.question().kind == "tactics" and g.question().player == 0:
        g.apply(("pass",))
    assert g.question().kind == "tactics" and g.question().player == 1
    g.apply(("play", c["tac"], 0))
    assert g.stat(c["me"], AR, c["a"]) == 2 + bonus
    assert any("versus" in t for t in texts(g)) and any("против" in t for t in texts(g, "ru"))


_TACTIC = parse("T: Draw 1 card.", "en").model_dump(mode="json")


BECOME = ("T: This unit becomes the defending unit.", "Т: Этот отряд становится защищающимся отрядом.")


def test_becoming_the_defending_unit_reads_as_one_form():
    assert parse(BECOME[0], "en") == parse(BECOME[1], "ru")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_unit_that_becomes_the_defending_unit_takes_the_attack(lang):
    text = parse(BECOME[0 if lang == "en" else 1], lang).model_dump(mode="json")
    g, c = game(("a", card(fp=3), 0, "sector", 0), ("t0", card(_TACTIC), 0, "sector", 0),
                ("e", card(ar=1), 1, "sector", 0), ("me", card(text, ar=5), 1, "sector", 0))
    g.apply(("shoot", c["a"], c["e"]))
    while g.question().kind == "block":
        g.apply(("no_block",))
    while g.question().kind == "tactics" and g.question().player == 0:
        g.apply(("pass",))
    assert ("play", c["me"], 0) in g.legal_decisions()
    g.apply(("play", c["me"], 0))
    assert g.wa_def == c["me"]
    while g.question().kind == "tactics":
        g.apply(("pass",))
    assert g.in_play(c["e"]) and g.in_play(c["me"])   # 3 damage against armor 5: the first target untouched
    assert any("becomes the defending unit" in t for t in texts(g)) and any("защищающимся" in t for t in texts(g, "ru"))
