"""Kinds of issue 24 written by helper g15b (session 15; tests/abilities/kinds/g15b*_*.txt, line N the same card
in both languages).

Players as actors: the options of the opponent's choice said without him ("Your opponent chooses one: discard 1
card, or lock 1 of their ready units" / «Противник выбирает: сбросить 1 карту или повернуть 1 свой отряд») are his
doing; "they" / «он» before a player's verb after the opponent was named is the opponent; "your opponent may ..." /
«противник может ...» asks him; a change "of your choice" / «на выбор» is a choice of one change; "make your
opponent discard" is his discard. The ``_aside`` files were written with the material and measured only."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.ability_corpus import measure
from heresy_app.abilities import AbilityParseError, ir, parse
from tests.abilities import kind_material as km
from tests.engine.printed import card, game

KINDS = Path(__file__).resolve().parent / "kinds"


def test_the_material_reads_as_one_form_in_both_languages():
    km.check_reads_as_one_form("g15b", 12)
    km.check_reads_back("g15b", "en")
    km.check_reads_back("g15b", "ru")


def test_the_aside_material_reads_without_tuning():
    aside = measure(str(KINDS / "g15b_aside"))
    assert aside["en"][0] >= 4 and aside["ru"][0] >= 4
    km.check_one_form(aside)
    km.check_played(aside)


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("A: Your opponent chooses one: discard 2 cards, or lock 1 of their charging units.",
     "Ш: Противник выбирает: сбросить 2 карты или повернуть 1 свой наступающий отряд.",
     "A: Your opponent chooses one: your opponent discards 2 cards; or your opponent locks one of his charging units."),
    ("R: When your opponent plays a modifier, cancel it. Then they discard 1 card.",
     "Р: Когда противник играет модификатор, отмени его. Затем он сбрасывает 1 карту.",
     "R: When your opponent plays a modifier, cancel it. Your opponent discards 1 card."),
    ("WA: Destroy 1 enemy ship. Then your opponent may ready 1 of their ships.",
     "ВА: Уничтожь 1 корабль противника. Затем противник может развернуть 1 свой корабль.",
     "WA: Destroy 1 enemy ship. Your opponent may ready one of his ships."),
    ("T: The attacking unit gets your choice of -2 firepower or -2 assault.",
     "Т: Атакующий отряд получает -2 к огневой мощи или -2 к штурму, на выбор.",
     "T: Choose one: the attacking unit gets -2 firepower; or the attacking unit gets -2 assault."),
    # what a player has: "left" / «не осталось», «у тебя +2 флага», the player who has more (a tie: no one)
    ("E: The player with more Infantry units in this sector gets +2 flags (on a tie, neither player does).",
     "С: +2 флага игроку, у которого в этом секторе больше отрядов пехоты (при равенстве — никому).",
     "E: The player with more Infantry units in this sector gets +2 flags."),
    ("A: Lock 1 enemy unit. Then, if your opponent has no ready units left in this sector, draw 2 cards.",
     "Ш: Поверни 1 отряд противника. Если у противника в этом секторе не осталось готовых отрядов, то возьми 2 карты.",
     "A: Lock 1 enemy unit. If your opponent has no ready units in this sector, draw 2 cards."),
    ("E: If this asset is locked, you get +2 flags.", "С: Если этот ресурс повернут, то у тебя +2 флага.",
     "E: If this asset is locked, you get +2 flags."),
    ("T: Any one of your Infantry units gets +2 armor.", "Т: Любой твой отряд пехоты получает +2 к броне.",
     "T: One of your Infantry units gets +2 armor."),
])
def test_a_player_left_unsaid_reads_as_the_plain_form(en, ru, plain):
    km.check_plain_form(en, ru, plain)


def test_a_bare_option_of_the_opponents_choice_is_his_discard_not_yours():
    a = parse("A: Your opponent chooses one: discard 2 cards, or lock 1 of their charging units.", "en")
    (choice,) = a.effects
    assert choice.chooser == "opponent"
    (discard,), (each,) = choice.options
    assert isinstance(discard, ir.Discard) and discard.player == "opponent"
    assert isinstance(each, ir.EachPlayer) and each.player == "opponent" and each.effects[0].target.owner == "own"


def test_a_tie_note_that_says_more_is_not_left_out():
    with pytest.raises(AbilityParseError):
        parse("E: The player who controls more Vehicles in this sector gets +1 flag (on a tie, the defender does).", "en")


@pytest.mark.parametrize(("lang", "text"), [
    # "they" before a verb of cards is the cards named before, not a player
    ("en", "R: When your opponent plays a tactic, your units in this sector get +1 armor. They cannot be locked."),
    # the last player named is you: "they" is not read as the opponent
    ("en", "WA: Your opponent draws 1 card. You draw 1 card, then they discard 1 card."),
    # your own option said as an imperative stays yours in Russian (the infinitive is his)
    ("ru", "Ш: Противник выбирает одно: сбросить 1 карту или возьми 2 карты."),
])
def test_no_player_is_named_where_the_words_do_not_say_so(lang, text):
    try:
        a = parse(text, lang)
    except AbilityParseError:
        return
    if lang == "ru":
        (choice,) = a.effects
        assert [type(o[0]).__name__ for o in choice.options] == ["Discard", "Draw"]
        assert choice.options[0][0].player == "opponent" and choice.options[1][0].player == "you"
    else:
        assert all(not (isinstance(e, ir.Discard) and e.player == "opponent") for e in a.effects[1:]), a


def _opponent_hand(g) -> int:
    return len(g.hands[1])


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Your opponent chooses one: discard 1 card, or lock 1 of their ready units in this sector."),
    ("ru", "ВА: Противник выбирает одно: сбросить 1 карту или повернуть 1 свой готовый отряд в этом секторе."),
])
@pytest.mark.parametrize("option", [1, 2])
def test_the_opponent_picks_and_does_the_option(lang, text, option):
    g, c = game(("me", card(parse(text, lang).model_dump(mode="json")), 0, "sector", 0),
                ("e", card(), 1, "sector", 0), ("e2", card(), 1, "sector", 0),
                ("h1", card(), 1, "hand"), ("h2", card(), 1, "hand"), ("mine", card(), 0, "hand"))
    g.apply(("play", c["me"], 0))
    assert g.current_player == 1 and ("option", option) in g.legal_decisions()
    g.apply(("option", option))
    if option == 1:
        assert g.current_player == 1   # he chooses which of his cards he discards
        g.apply(next(d for d in g.legal_decisions() if d[0] == "choose" and d[1] == c["h2"]))
        assert g.zone_of(c["h2"]) == "discard" and g.zone_of(c["mine"]) == "hand"
    else:
        assert g.current_player == 1   # he chooses which of his units he locks
        g.apply(("choose", c["e2"]))
        assert g.position_of(c["e2"]) == "locked" and g.position_of(c["e"]) != "locked"
        assert len(g.hands[1]) == 2


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Lock 1 enemy unit. Then your opponent may ready 1 of their units."),
    ("ru", "ВА: Поверни 1 отряд противника. Затем противник может развернуть 1 свой отряд."),
])
@pytest.mark.parametrize("does", [True, False])
def test_the_opponent_is_asked_whether_he_readies_his_unit(lang, text, does):
    g, c = game(("me", card(parse(text, lang).model_dump(mode="json")), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    if g.current_player == 0 and any(d[0] == "choose" for d in g.legal_decisions()):
        g.apply(("choose", c["e"]))
    assert g.position_of(c["e"]) == "locked"
    assert g.current_player == 1 and ("option", 1) in g.legal_decisions()
    g.apply(("option", 1 if does else 2))
    if does and any(d[0] == "choose" for d in g.legal_decisions()):
        assert g.current_player == 1
        g.apply(("choose", c["e"]))
    assert (g.position_of(c["e"]) == "locked") is (not does)
