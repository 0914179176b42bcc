"""Whose fleet a count names: "in your fleet (area)" / «в твоём флоте» counts your ships, not every
ship in play (a misreading found reading heldout10's lines back: "X is the number of Ships in your
fleet area" counted both players' ships); the opponent's fleet counts theirs."""

from __future__ import annotations

import pytest

from heresy_app.abilities.parser import parse

CASES = [
    ("en", "T: Any unit gets +X armor, where X is the number of ships in your fleet area.", "own"),
    ("en", "T: Any unit gets +X armor, where X is the number of Ships in your fleet.", "own"),
    ("en", "This unit gets +1 armor for each ship in your fleet area.", "own"),
    ("en", "This unit gets +1 armor for each ship in your opponent's fleet area.", "enemy"),
    ("ru", "Т: Любой отряд получает +Х к броне, где Х — число кораблей в твоём флоте.", "own"),
    ("ru", "Т: Любой отряд получает +Х к броне, где Х — число кораблей в твоей зоне флота.", "own"),
    ("ru", "Этот отряд получает +1 к броне за каждый корабль в твоём флоте.", "own"),
    ("ru", "Этот отряд получает +1 к броне за каждый корабль во флоте противника.", "enemy"),
]


@pytest.mark.parametrize(("lang", "text", "owner"), CASES)
def test_a_count_of_ships_in_a_named_fleet_is_of_that_player_s_ships(lang, text, owner):
    a = parse(text, lang)
    counted = a.x if a.x is not None else a.effects[0].amount
    assert counted.owner == owner and counted.types == ["ship"]


def test_both_languages_count_the_same_ships():
    for (l1, t1, _), (l2, t2, _) in zip(CASES[:4], CASES[4:], strict=True):
        assert parse(t1, l1) == parse(t2, l2)


def test_more_ships_in_your_fleet_than_your_opponent_compares_the_two_fleets():
    en = parse("E: If you have more ships in your fleet area than your opponent, you get +1 flag.", "en")
    ru = parse("С: Если у тебя больше кораблей в твоём флоте, чем у противника, ты получаешь +1 флаг.", "ru")
    plain = parse("E: If you have more ships than your opponent, you get +1 flag.", "en")
    assert en.effects[0].predicate == plain.effects[0].predicate
    assert ru.effects[0].predicate == en.effects[0].predicate
