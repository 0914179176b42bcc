"""Issue 24 (g12): players and cards as the subjects of rule changes — who draws how many cards for the
command hand ("players draw 5 cards"), who declares the first war action, which cards may not lock or
target a card, which cards may not use abilities — read alike from English and Russian and played by the
engine, with the log in both languages."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.ai.valuation import effect_value

from tests.engine.printed import card, game, texts


def _both(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _prep(sec, *cards):
    from tests.engine.test_sector_texts import game as sector_game

    return sector_game(sec, *cards, stage="preparation")


def _to_combat(g):
    for _ in range(20):
        if any(type(f).__name__ == "CombatFrame" for f in g.stack) or g.bsec < 0:
            return
        g.apply(g.legal_decisions()[0])


def test_players_draw_a_hand_of_five_in_a_sectors_battles():
    from tests.engine.test_sector_texts import sector

    en, ru = ("In battles for this sector, players draw 5 cards for their command hands.",
              "В сражениях за этот сектор игроки набирают в командную руку 5 карт.")
    assert _both(en, ru)["effects"][0] == {"op": "sector_rule", "what": "command_hand", "how": "size",
                                            "player": "each", "amount": 5, "where": "sector", "source": None,
                                            "duration": None}
    g, c = _prep(sector((en, ru)), ("a", card(), 0, "sector", 0), ("d", card(), 1, "sector", 0))
    assert [len(g.hands[0]), len(g.hands[1])] == [5, 5]


def test_a_draw_without_a_sector_or_a_hand_stays_a_draw():
    a = parse("WA: Each player draws 2 cards.", "en").model_dump(mode="json")
    assert a["effects"][0]["op"] != "sector_rule"
    with pytest.raises(Exception):
        parse("In battles for this sector, players draw 6 cards for their command hands.", "en")


@pytest.mark.parametrize("who,en,ru,first", [
    ("defender", "In battles for this sector, the defender declares the first war action.",
     "В сражениях за этот сектор первую военную акцию заявляет защищающийся.", 1),
    ("attacker", "The attacker declares the first war action in battles for this sector.",
     "В сражениях за этот сектор атакующий игрок заявляет первую ВА.", 0)])
def test_a_sector_names_who_declares_the_first_war_action(who, en, ru, first):
    from tests.engine.test_sector_texts import sector

    assert _both(en, ru)["effects"][0]["player"] == who
    g, c = _prep(sector((en, ru)), ("a", card(), 0, "sector", 0), ("d", card(), 1, "sector", 0))
    _to_combat(g)
    assert g.current_player == first
    assert any(f"P{first + 1} declares the first war action, as a rule change says" in t for t in texts(g)), texts(g)
    assert any("заявляет первую военную акцию: так изменено правило" in t for t in texts(g, "ru"))


def test_a_units_constant_gives_the_first_war_action_to_its_players_opponent():
    from tests.engine.test_sector_texts import sector

    const = _both("In battles for this sector, your opponent declares the first war action.",
                  "В сражениях за этот сектор первую военную акцию заявляет твой противник.")
    sec = sector(("Counter-attack has no effect in this sector.", "В этом секторе контратака не действует."))
    g, c = _prep(sec, ("a", card(), 0, "sector", 0), ("d", card(const), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    _to_combat(g)
    assert g.current_player == 1


def test_the_first_war_action_is_settled_before_combat_and_valued_by_whom_it_gives():
    with pytest.raises(Exception):
        parse("T: You declare the first war action.", "en")
    prep = _both("During preparation, you declare the first war action.",
                 "Во время подготовки ты заявляешь первую военную акцию.")
    assert prep["effects"][0]["duration"] == "battle"
    g, _ = game(("a", card(), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    theirs = {**prep["effects"][0], "player": "opponent"}
    assert effect_value(g, 1, prep["effects"][0]) > 0 > effect_value(g, 1, theirs)


def test_a_preparation_ability_gives_its_player_the_first_war_action():
    from tests.engine.test_sector_texts import sector

    prep = _both("During preparation, you declare the first war action.",
                 "Во время подготовки ты заявляешь первую военную акцию.")
    sec = sector(("Counter-attack has no effect in this sector.", "В этом секторе контратака не действует."))
    g, c = _prep(sec, ("a", card(), 0, "sector", 0), ("d", card(prep), 1, "sector", 0))
    _to_combat(g)
    assert g.current_player == 1
    assert any("P2 declares the first war action" in t for t in texts(g)), texts(g)
