"""Issue 24 (g16): places, times and a sector's own rules played as printed, in both languages: no
retreat from this sector's battles ("No retreating from this sector." / «Из этого сектора нельзя
отступать.», "Your opponent cannot retreat from this sector." on a card), "At the end of each battle in
this sector, ...", "During preparation for a battle in this sector, ...", a card entering a sector and
acting "there", "the current sector"."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.terms import LOCKED
from tests.engine.printed import card, game, texts, until
from tests.engine.test_sector_texts import game as sector_game
from tests.engine.test_sector_texts import run_battle, sector


def _r(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


NO_RETREAT = ("No retreating from this sector.", "Из этого сектора нельзя отступать.")


def test_a_sector_that_bars_retreat_offers_no_retreat_and_says_why():
    sec = sector(NO_RETREAT)
    g, c = sector_game(sec, ("a", card(), 0, "sector", 0, "locked"), ("d", card(), 1, "sector", 0))
    assert ("retreat",) not in g.legal_decisions()
    g.apply(("pass",))
    assert any("cannot retreat from this battle: a rule change says so" in t for t in texts(g))
    assert any("не может отступить из этого сражения: так изменено правило" in t for t in texts(g, "ru"))


def test_without_the_rule_a_player_with_no_active_unit_may_retreat():
    sec = sector(("Units in this sector get +1 armor.", "Отряды в этом секторе получают +1 к броне."))
    g, c = sector_game(sec, ("a", card(), 0, "sector", 0, "locked"), ("d", card(), 1, "sector", 0))
    assert ("retreat",) in g.legal_decisions()


@pytest.mark.parametrize("lang, text", [("en", "Your opponent cannot retreat from this sector."),
                                        ("ru", "Противник не может отступать из этого сектора.")])
def test_a_cards_rule_bars_only_the_opponents_retreat(lang, text):
    ab = _r(text, lang)
    assert ab["effects"][0] == {**ab["effects"][0], "what": "retreat", "how": "barred", "player": "opponent"}
    # the card is P1's: P2 (all locked) cannot retreat ...
    g, c = game(("me", card(ab), 0, "sector", 0), ("e", card(), 1, "sector", 0, "locked"), to_act=1)
    assert ("retreat",) not in g.legal_decisions()
    # ... but P1 (its own player) still may
    g, c = game(("me", card(ab), 0, "sector", 0, "locked"), ("e", card(), 1, "sector", 0), to_act=0)
    assert ("retreat",) in g.legal_decisions()


@pytest.mark.parametrize("lang, text", [
    ("en", "At the end of each battle in this sector, if this unit is ready, draw 1 card."),
    ("ru", "В конце каждого сражения в этом секторе, если этот отряд готов, возьми 1 карту."),
])
def test_at_the_end_of_each_battle_in_this_sector(lang, text):
    ab = _r(text, lang)
    g, c = game(("u", card(ab), 0, "sector", 0, "ready"), ("e", card(), 1, "sector", 0))
    hand = len(g.hands[0])
    deck = len(g.decks[0])
    run_battle(g)
    assert len(g.decks[0]) == deck - 1 and len(g.hands[0]) >= hand   # its one card drawn when the battle ended
    g, c = game(("u", card(ab), 0, "sector", 0, "locked"), ("e", card(), 1, "sector", 0))
    deck = len(g.decks[0])
    run_battle(g)
    assert len(g.decks[0]) == deck   # locked: its condition does not hold


@pytest.mark.parametrize("lang, text, ship_text", [
    ("en", "When this unit is infiltrated into a sector, lock one enemy unit there.",
     "WA Lock this ship: Infiltrate a unit from your hand into the current sector."),
    ("ru", "Когда этот отряд внедряется в сектор, поверни там один отряд противника.",
     "ВА Поверни этот корабль: Внедри в текущий сектор отряд из своей руки."),
])
def test_a_unit_infiltrated_into_the_current_sector_locks_an_enemy_unit_there(lang, text, ship_text):
    ab, ship_ab = _r(text, lang), _r(ship_text, lang)
    assert ab["trigger"]["event"] == "enters" and ab["trigger"]["this"]
    g, c = game(("ship", card(ship_ab, type="ship"), 0, "fleet"), ("i", card(ab), 0, "hand"),
                ("u", card(), 0, "sector", 0, "locked"), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["ship"], 0))
    if ("choose", c["i"]) in g.legal_decisions():
        g.apply(("choose", c["i"]))
    q = until(g, "reaction", 0, "enters")
    assert g.zone_of(c["i"]) == "sector:0" and q is not None
    g.apply(("play", c["i"], 0))
    for _ in range(5):   # the enemy unit there is the only one to lock
        if g.pos[c["e"]] == LOCKED:
            break
        legal = g.legal_decisions()
        g.apply(next((d for d in legal if c["e"] in d), legal[0]))
    assert g.pos[c["e"]] == LOCKED


def test_a_sector_bars_charges_only_in_the_first_war_action_of_its_battles():
    sec = sector(("During the first war action of each battle for this sector, units cannot charge.",
                  "В первую ВА каждого сражения за этот сектор отряды не могут наступать."))
    g, c = sector_game(sec, ("a", card(), 0, "sector", 0), ("d", card(), 1, "sector", 0), ("d2", card(), 1, "sector", 0))
    assert ("charge", c["a"]) not in g.legal_decisions() and ("shoot", c["a"], c["d"]) in g.legal_decisions()
    g.apply(("shoot", c["a"], c["d"]))   # the first war action
    q = until(g, "war_action", 1)
    assert q is not None and ("charge", c["d2"]) in g.legal_decisions()   # the second: charges come back


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_when_a_player_captures_this_sector_he_readies_his_ships(lang):
    pair = ("When a player captures this sector, he readies all of his ships.",
            "Когда игрок захватывает этот сектор, он разворачивает все свои корабли.")
    ab = _r(pair[1] if lang == "ru" else pair[0], lang)
    assert ab["trigger"] == {**ab["trigger"], "event": "captures", "owner": "any"}
    sec = sector(pair, required=1)
    g, c = sector_game(sec, ("a", card(flags=2, name="Capturer"), 0, "sector", 0),
                       ("ship", card(type="ship", name="Own Ship"), 0, "fleet", None, "locked"),
                       ("e_ship", card(type="ship", name="Enemy Ship"), 1, "fleet", None, "locked"),
                       ("d", card(), 1, "sector", 1))
    run_battle(g)
    assert g.sec_owner[0] == 0
    en = texts(g)
    captured = next(i for i, t in enumerate(en) if "captures Test Sector" in t)
    turn_end = next(i for i, t in enumerate(en) if "end of turn" in t)
    readied = [t for t in en[captured:turn_end] if "is readied" in t]
    assert len(readied) == 1 and "Own Ship" in readied[0]   # the capturing player's ship only, before the turn ends
    assert any("the text of Test Sector" in t and "acts for P1" in t for t in en[captured:turn_end])
    assert any("действует текст сектора «Тестовый сектор" in t for t in texts(g, "ru"))


def test_a_sector_captured_by_nobody_carries_out_no_capture_text():
    sec = sector(("When a player captures this sector, he readies all of his ships.",
                  "Когда игрок захватывает этот сектор, он разворачивает все свои корабли."), required=5)
    g, c = sector_game(sec, ("a", card(flags=2), 0, "sector", 0), ("ship", card(type="ship"), 0, "fleet", None, "locked"),
                       ("d", card(), 1, "sector", 1))
    run_battle(g)
    assert g.sec_owner[0] != 0
    assert not any("the text of Test Sector" in t for t in texts(g))


def test_a_cards_own_capture_trigger_is_left_to_the_players():
    from heresy_app.engine.effects import supported

    assert not supported(_r("When you capture this sector, draw 2 cards."))
