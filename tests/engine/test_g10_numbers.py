"""Issue 24 (g10): numbers, counts and flags as printed — a typed ability's flags as counted for a time,
flags lost, negative caps, X as the highest or lowest stat among cards, hand sizes — read alike from
English and Russian and played by the engine, with the log in both languages."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from heresy_app.engine.terms import AR, AS, FL
from tests.engine.printed import card, game, texts


def _both(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _resolve(g):
    while g.bsec >= 0 and not g.is_over:
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])


def _finish_use(g):
    for _ in range(40):
        if not any(type(f).__name__ == "AbilityFrame" for f in g.stack):
            return
        g.apply(g.legal_decisions()[0])


def test_an_event_makes_enemy_vehicles_give_no_flags_at_resolution():
    ev = _both("E: Enemy Vehicles in this sector give no flags.", "С: Техника противника в этом секторе не даёт флагов.")
    g, c = game(("me", card(ev, flags=1), 0, "sector", 0), ("tank", card(flags=2, keywords=["Vehicle"]), 1, "sector", 0),
                ("man", card(flags=1), 1, "sector", 0))
    assert g.flag_counts() == [1, 3]
    _resolve(g)
    said = texts(g)
    assert any("gives no flags" in t for t in said), said
    assert any("не даёт флагов" in t for t in texts(g, "ru"))
    assert any("1 against 1" in t for t in said), said   # the resolution counts the Vehicle's flags as none


def test_an_event_counts_flagless_units_as_having_a_flag():
    ev = _both("E: Each of your flagless units in this sector counts as having 1 flag.",
               "С: Каждый твой бесфлаговый отряд в этом секторе считается имеющим 1 флаг.")
    g, c = game(("me", card(ev), 0, "sector", 0), ("mine", card(), 0, "sector", 0),
                ("flagged", card(flags=2), 0, "sector", 0), ("far", card(), 0, "sector", 1), ("e", card(flags=3), 1, "sector", 0))
    assert g.flag_counts() == [2, 3]
    _resolve(g)
    said = texts(g)
    assert sum("counts as having 1 flag" in t for t in said) == 2, said
    assert any("считается имеющим флагов: 1" in t for t in texts(g, "ru"))
    assert any("4 flags against 3" in t or "4 against 3" in t for t in said), said


def test_a_war_action_counts_one_chosen_unit_as_having_flags_until_the_end_of_the_battle():
    t = _both("WA: One of your flagless units counts as having 2 flags until the end of the battle.",
              "ВА: Один твой бесфлаговый отряд считается имеющим 2 флага до конца сражения.")
    g, c = game(("me", card(t), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.stat(c["me"], FL) == 2
    assert c["me"] * 5 + FL in g.battle_bonus


def test_flags_as_counted_of_one_chosen_card_in_a_constant_are_refused():
    with pytest.raises(AbilityParseError):
        parse("One enemy unit gives no flags.", "en")
    with pytest.raises(AbilityParseError):
        parse("Один отряд противника не даёт флагов.", "ru")


def test_x_is_the_highest_stat_among_a_description():
    wa = _both("WA: One of your units gets +X armor until the end of the battle. X = the highest armor among enemy "
               "units in this sector.",
               "ВА: Один твой отряд получает +Х к броне до конца сражения. Х = наибольшей броне среди отрядов "
               "противника в этом секторе.")
    g, c = game(("me", card(wa, ar=1), 0, "sector", 0), ("e1", card(ar=2), 1, "sector", 0),
                ("e2", card(ar=4), 1, "sector", 0), ("far", card(ar=6), 1, "sector", 1))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.stat(c["me"], AR) == 5
    assert any("gets +4 armor" in t for t in texts(g)), texts(g)


def test_x_is_the_lowest_stat_among_your_other_units_and_the_flags_on_a_chosen_card():
    a = _both("T: This unit gets +X assault. X = the lowest speed among your other units in this sector.",
              "Т: Этот отряд получает +Х к штурму. Х = наименьшая скорость среди других твоих отрядов в этом секторе.")
    assert (a["x"]["x"], a["x"]["most"], a["x"]["other"]) == ("among", "lowest", True)
    b = _both("WA (X+): Destroy one enemy unit. X = the number of flags on it plus 2.",
              "ВА (Х+): Уничтожь один отряд противника. Х = количеству флагов на нём плюс 2.")
    assert (b["x"]["x"], b["x"]["of"], b["x"]["stat"], b["x"]["plus"]) == ("stat", "target", "flags", 2)


def _prep(sec, *cards):
    from tests.engine.test_sector_texts import game as sector_game

    return sector_game(sec, *cards, stage="preparation")


def test_a_sector_gives_each_player_a_smaller_command_hand():
    from tests.engine.test_sector_texts import sector

    sec = sector(("In battles for this sector, each player draws 4 cards for his command hand instead of 6.",
                  "В сражениях за этот сектор каждый игрок набирает в командную руку 4 карты вместо 6."))
    g, c = _prep(sec, ("a", card(), 0, "sector", 0), ("d", card(), 1, "sector", 0))
    assert [len(g.hands[0]), len(g.hands[1])] == [4, 4]
    assert any("draws 2 fewer for the command hand" in t for t in texts(g))
    assert any("в командную руку на 2 меньше" in t for t in texts(g, "ru"))


def test_a_units_constant_gives_its_players_opponent_fewer_cards():
    from tests.engine.test_sector_texts import sector

    const = _both("In battles for this sector, your opponent draws 2 fewer cards for his command hand.",
                  "В сражениях за этот сектор противник берёт в командную руку на 2 карты меньше.")
    sec = sector(("Counter-attack has no effect in this sector.", "В этом секторе контратака не действует."))
    g, c = _prep(sec, ("a", card(), 0, "sector", 0), ("d", card(const), 1, "sector", 0))
    assert [len(g.hands[0]), len(g.hands[1])] == [4, 6]   # P2's card: its player's opponent is P1


def test_a_preparation_ability_draws_more_for_its_players_command_hand():
    from tests.engine.test_sector_texts import sector

    prep = _both("During preparation, draw 2 additional cards for your command hand.",
                 "Во время подготовки возьми в командную руку 2 дополнительные карты.")
    assert prep["kind"] == "preparation" and prep["effects"][0]["duration"] == "battle"
    sec = sector(("Counter-attack has no effect in this sector.", "В этом секторе контратака не действует."))
    g, c = _prep(sec, ("a", card(), 0, "sector", 0), ("d", card(prep), 1, "sector", 0))
    for _ in range(20):
        if len(g.hands[1]) or g.bsec < 0:
            break
        g.apply(g.legal_decisions()[0])
    assert [len(g.hands[0]), len(g.hands[1])] == [6, 8]
    assert any("P2 draws 2 more for the command hand" in t for t in texts(g)), texts(g)


def test_a_sectors_you_is_left_to_the_players_and_a_tactic_never_changes_a_hand():
    from heresy_app.engine.catalog import playable

    a = parse("In battles for this sector, your opponent draws 1 fewer card for his command hand.", "en")
    assert playable(a.model_dump(mode="json")) == "sector-you"
    with pytest.raises(AbilityParseError):
        parse("T: Your opponent draws 1 fewer card for his command hand.", "en")
    with pytest.raises(AbilityParseError):
        parse("In battles for this sector, each player draws 6 cards for his command hand instead of 6.", "en")


def test_for_each_flag_the_chosen_card_has():
    wa = _both("WA: One of your units gets +1 armor for each flag it has.",
               "ВА: Один твой отряд получает +1 к броне за каждый флаг на нём.")
    assert wa["effects"][0]["amount"] == {"kind": "stat", "of": "target", "stat": "flags", "per": 1, "max": None}
    g, c = game(("me", card(wa), 0, "sector", 0), ("flagged", card(flags=2, ar=1), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    g.apply(("choose", c["flagged"]))
    _finish_use(g)
    assert any("gets +2 armor" in t for t in texts(g)), texts(g)   # 2 flags (until the war action's end)


def test_shorthand_with_a_count_and_a_typed_shorthand_with_if():
    a = _both("+1 AR for each other death guard unit in this sector",
              "+1 Б за каждый другой отряд гвардии смерти в этом секторе")
    assert a["kind"] == "constant" and a["effects"][0]["amount"]["kind"] == "count" and a["effects"][0]["amount"]["other"]
    b = _both("e: +1 flag if you have a hero here", "с: +1 флаг если у тебя здесь есть герой")
    assert b["kind"] == "E" and b["effects"][0]["op"] == "if" and b["effects"][0]["effects"][0]["op"] == "flags"
    g, c = game(("me", card(b, keywords=["Hero"]), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    _resolve(g)
    assert any("P1 gets +1 flag in this battle" in t for t in texts(g))


def test_every_card_with_a_stat_below_x_the_highest_among_yours():
    from heresy_app.engine.terms import LOCKED

    wa = _both("WA: Lock all enemy units with speed less than X. X = the highest speed among your units in this sector.",
               "ВА: Поверни все отряды противника, скорость которых меньше Х. Х = наибольшей скорости среди твоих "
               "отрядов в этом секторе.")
    g, c = game(("me", card(wa, sp=1), 0, "sector", 0), ("fast", card(sp=3), 0, "sector", 0),
                ("slow", card(sp=2), 1, "sector", 0), ("same", card(sp=3), 1, "sector", 0), ("far", card(sp=1), 1, "sector", 1))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.pos[c["slow"]] == LOCKED and g.pos[c["same"]] != LOCKED and g.pos[c["far"]] != LOCKED


def test_a_choice_compared_with_x_is_refused():
    with pytest.raises(AbilityParseError):
        parse("WA (X+): Destroy one enemy unit with armor less than X.", "en")
    with pytest.raises(AbilityParseError):
        parse("ВА (Х+): Уничтожь один отряд противника с броней меньше Х.", "ru")


def test_x_is_the_total_of_a_stat_of_your_other_units():
    wa = _both("WA: This unit gets +X assault until the end of the battle. X = the total armor of your other units in "
               "this sector.",
               "ВА: Этот отряд получает +Х к штурму до конца сражения. Х = суммарной броне других твоих отрядов в этом "
               "секторе.")
    g, c = game(("me", card(wa, as_=1, ar=5), 0, "sector", 0), ("a", card(ar=2), 0, "sector", 0),
                ("b", card(ar=3), 0, "sector", 0), ("e", card(ar=4), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.stat(c["me"], AS) == 6   # 1 + 2 + 3: this unit's own armor is left out


def test_flags_lost_instead_when_a_condition_holds():
    ev = _both("E: Your opponent loses 1 flag. If you control a Fortification in this sector, he loses 2 flags instead.",
               "С: Противник теряет 1 флаг. Если у тебя в этом секторе есть укрепление, вместо этого он теряет 2 флага.")
    assert ev["effects"][0]["op"] == "if" and ev["effects"][0]["otherwise"][0]["amount"]["value"] == 1
    g, c = game(("me", card(ev, flags=1), 0, "sector", 0),
                ("fort", card(type="asset", keywords=["Fortification"]), 0, "sector", 0),
                ("e", card(flags=3), 1, "sector", 0))
    _resolve(g)
    assert any("P2 gets -2 flags in this battle" in t for t in texts(g)), texts(g)
    with pytest.raises(AbilityParseError):   # «он» names the player of the sentence before, only before «вместо этого»
        parse("С: Он теряет 2 флага.", "ru")
