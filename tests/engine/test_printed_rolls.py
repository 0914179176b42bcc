"""Die rolls played as printed (issue 24): modifiers read from their printed text set, add, subtract
(a number, X, a count), choose, reroll and roll twice; conditions on the roll (its result, who made
it, during which attack) decide when they may be played; a lasting change touches every later roll
of its player; a reaction answers a roll's result; a variable roll's "nothing happens" does nothing.
Rules: rolls, abilities.modifier, abilities.modifier.before, abilities.reaction."""

from __future__ import annotations

from heresy_app.abilities import parse
from heresy_app.engine import citations as R
from tests.engine.printed import card, game, texts


def _ab(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def _test_user(**kw):
    """P1's unit with "WA (5+): Draw 1 card." (the filler decks roll 3: it fails unless modified)."""
    return card(_ab("WA (5+): Draw 1 card."), name="Tester", **kw)


def _rolled(g, c, who="me"):
    g.apply(("play", c[who], 0))   # the test is rolled: the modifier window opens, the roller first


def _plays(g, label, c):
    return [d for d in g.legal_decisions() if d[0] == "play" and d[1] == c[label]]


def _pass_all(g):
    while ("pass",) in g.legal_decisions() and any(type(f).__name__ == "ModifierFrame" for f in g.stack):
        g.apply(("pass",))


def _log(g):
    return "\n".join(texts(g))


def test_treat_the_result_of_the_roll_as_6_after_paying_a_discard():
    g, c = game(("me", _test_user(), 0, "sector", 0), ("mod", card(_ab("M Discard 1 card: Treat the result of the roll as 6.")),
                0, "sector", 0), ("spare", card(), 0, "hand"), ("e", card(), 1, "sector", 0))
    hand = len(g.hands[0])
    _rolled(g, c)
    g.apply(("play", c["mod"], 0))   # the one card in hand is discarded by itself
    _pass_all(g)
    log = _log(g)
    assert "the roll becomes 6" in log and "the test (5+) passes with 6" in log
    assert len(g.hands[0]) == hand   # one discarded for the cost, one drawn
    assert "результат броска теперь 6" in "\n".join(texts(g, "ru"))


def test_choose_the_result_of_the_roll_offers_one_to_six_and_the_choice_counts():
    g, c = game(("me", _test_user(), 0, "sector", 0),
                ("mod", card(_ab("M Destroy this asset: Choose the result of the roll."), type="asset"), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    _rolled(g, c)
    g.apply(("play", c["mod"], 0))
    assert sorted(g.legal_decisions()) == [("result", v) for v in range(1, 7)]
    g.apply(("result", 5))
    _pass_all(g)
    assert "P1 chooses the result of the roll: 5" in _log(g) and "the test (5+) passes with 5" in _log(g)
    assert "Игрок 1 выбирает результат броска: 5" in "\n".join(texts(g, "ru"))
    assert c["mod"] in g.discards[0]


def test_add_x_the_die_of_the_discarded_card():
    g, c = game(("me", _test_user(), 0, "sector", 0),
                ("mod", card(_ab("М Сбрось 1 карту: Прибавь Х к результату своего броска. Х = кубик сброшенной карты.", "ru")),
                 0, "sector", 0), ("two", card(die=2), 0, "hand"), ("e", card(), 1, "sector", 0))
    _rolled(g, c)
    g.apply(("play", c["mod"], 0))
    _pass_all(g)
    assert "X is 2: the die of the discarded" in _log(g) and "the test (5+) passes with 5" in _log(g)


def test_add_one_for_each_of_your_command_units_in_this_sector():
    g, c = game(("me", _test_user(keywords=["Command"]), 0, "sector", 0),
                ("mod", card(_ab("M: Add 1 to the result of the roll for each of your Command units in this sector."),
                             keywords=["Command"]), 0, "sector", 0),
                ("far", card(keywords=["Command"]), 0, "sector", 1), ("e", card(), 1, "sector", 0))
    _rolled(g, c)
    g.apply(("play", c["mod"], 0))
    _pass_all(g)
    assert "the roll becomes 5" in _log(g)   # 3 + the two Command units in this sector, not the third


def test_roll_again_only_if_the_result_is_1():
    text = "M: Roll again. Use only if the result is 1."
    g, c = game(("me", _test_user(), 0, "sector", 0), ("mod", card(_ab(text)), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    _rolled(g, c)
    assert not _plays(g, "mod", c)   # a 3: not offered
    g, c = game(("me", _test_user(), 0, "sector", 0), ("mod", card(_ab(text)), 0, "sector", 0),
                ("one", card(die=1), 0, "deck"), ("e", card(), 1, "sector", 0))
    g.decks[0].remove(c["one"])
    g.decks[0].append(c["one"])   # on top: the test rolls 1
    _rolled(g, c)
    assert _plays(g, "mod", c)
    g.apply(("play", c["mod"], 0))
    assert "the roll is made again: 3" in _log(g)


def test_a_modifier_of_a_d6_roll_is_not_offered_for_a_test():
    g, c = game(("me", _test_user(), 0, "sector", 0), ("mod", card(_ab("M: The result of a d6 roll becomes 3.")), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    _rolled(g, c)
    assert not _plays(g, "mod", c)
    tester = card(_ab("WA: This unit gets +d6 armor until the end of the battle."), name="Tester")
    g, c = game(("me", tester, 0, "sector", 0), ("mod", card(_ab("M: The result of a d6 roll becomes 6.")), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    _rolled(g, c)
    assert _plays(g, "mod", c)
    g.apply(("play", c["mod"], 0))
    _pass_all(g)
    assert g.stat(c["me"], 3) == 1 + 6


def test_play_after_your_opponent_rolls_and_subtract_x():
    text = "M: Play after your opponent rolls. Subtract X from the result. X = the number of your Psykers in this sector."
    g, c = game(("me", _test_user(), 0, "sector", 0), ("mine", card(_ab(text)), 0, "sector", 0),
                ("e", card(_ab(text), keywords=["Psyker"]), 1, "sector", 0), ("p", card(keywords=["Psyker"]), 1, "sector", 0))
    g.apply(("play", c["me"], 0))   # P1's own roll: P1 has nothing to play on it, and passes by itself
    assert g.current_player == 1 and _plays(g, "e", c)
    g.apply(("play", c["e"], 0))
    assert "the roll becomes 1" in _log(g)


def test_subtract_only_if_your_opponent_made_the_roll_during_shooting():
    text = "M: Subtract 3 from the result of the roll. Use only if your opponent made the roll during shooting."
    tactic = card(_ab("T (4+): This unit gets +1 firepower."), name="Gunner", fp=1, sp=2)
    g, c = game(("gun", tactic, 0, "sector", 0), ("e", card(ar=3), 1, "sector", 0),
                ("mod", card(_ab(text), type="asset"), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    while not _plays(g, "gun", c) and ("pass",) in g.legal_decisions() and g.current_player == 1:
        g.apply(("pass",))
    g.apply(("play", c["gun"], 0))   # the test is rolled during shooting
    if g.current_player == 0:
        g.apply(("pass",))
    assert _plays(g, "mod", c)
    g.apply(("play", c["mod"], 0))
    assert "the roll becomes 0" in _log(g)
    # the same roll outside an attack: not offered
    g, c = game(("me", _test_user(), 0, "sector", 0), ("mod", card(_ab(text), type="asset"), 1, "sector", 0))
    _rolled(g, c)
    assert not _plays(g, "mod", c)


def test_your_opponent_subtracts_one_from_each_of_their_rolls_until_the_end_of_the_war_action():
    text = ("M: Play before the result is known. Your opponent subtracts 1 from each of their rolls until the end "
            "of the war action.")
    twice = card(_ab("WA (2+): Draw 1 card. Roll a die. 1-2: Draw 1 card. 3-6: Nothing happens."), name="Tester")
    g, c = game(("me", twice, 0, "sector", 0), ("mod", card(_ab(text)), 1, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))      # P1, the roller, passes by itself in the window before the result
    g.apply(("play", c["mod"], 0))
    _pass_all(g)
    log = _log(g)
    assert "P1 gets -1 to each of their rolls for a time" in log
    assert "the test (2+) passes with 2" in log             # 3 - 1
    assert "the variable roll is 2: the outcome 1-2 happens" in log   # the later roll too
    assert "Игрок 1 получает -1 к каждому своему броску на время" in "\n".join(texts(g, "ru"))


def test_your_opponent_rolls_twice_and_uses_the_lower_result():
    text = "M: Play before the result is known. Your opponent rolls twice and uses the lower result."
    g, c = game(("me", _test_user(), 0, "sector", 0), ("mod", card(_ab(text)), 1, "sector", 0),
                ("low", card(die=2), 0, "deck"), ("e", card(), 1, "sector", 0))
    g.decks[0].remove(c["low"])
    g.decks[0].insert(len(g.decks[0]) - 1, c["low"])   # the second card from the top: die 2
    g.apply(("play", c["me"], 0))
    assert _plays(g, "mod", c)
    g.apply(("play", c["mod"], 0))
    _pass_all(g)
    log = _log(g)
    assert "P1 rolled twice: the lower result counts, 2" in log and "the test (5+) fails with 2" in log
    assert c["low"] in g.discards[0]


def test_a_reaction_to_a_roll_of_yours_that_is_a_6():
    r = card(_ab("R When a roll of yours is a 6: Draw 1 card."), type="asset")
    for die, answered in ((6, True), (3, False)):
        g, c = game(("me", _test_user(), 0, "sector", 0), ("r", r, 0, "sector", 0), ("top", card(die=die), 0, "deck"),
                    ("e", card(), 1, "sector", 0))
        g.decks[0].remove(c["top"])
        g.decks[0].append(c["top"])
        g.apply(("play", c["me"], 0))
        assert bool(_plays(g, "r", c)) == answered


def test_a_variable_roll_where_nothing_happens():
    wa = card(_ab("WA: Roll a die. 1-3: Nothing happens. 4-6: Draw 2 cards."), name="Tester")
    g, c = game(("me", wa, 0, "sector", 0), ("e", card(), 1, "sector", 0))
    hand = len(g.hands[0])
    g.apply(("play", c["me"], 0))
    assert "the variable roll is 3: the outcome 1-3 happens" in _log(g)
    assert len(g.hands[0]) == hand and any(e.rule == R.ROLL_VARIABLE for e in g.log)


def test_roll_again_and_use_the_higher_result_keeps_the_better_die():
    g, c = game(("me", _test_user(), 0, "sector", 0),
                ("mod", card(_ab("M: Roll again and use the higher result.")), 0, "sector", 0),
                ("one", card(die=1), 0, "deck"), ("e", card(), 1, "sector", 0))
    g.decks[0].remove(c["one"])
    g.decks[0].insert(len(g.decks[0]) - 1, c["one"])   # the reroll's card: die 1
    _rolled(g, c)
    g.apply(("play", c["mod"], 0))
    _pass_all(g)
    assert "the roll is made again: 1" in _log(g) and "the test (5+) fails with 3" in _log(g)


def test_roll_a_die_if_the_result_is_4_or_more_plays_as_a_table():
    wa = card(_ab("WA: Roll a die. If the result is 4 or more, draw 1 card. Otherwise, lock one enemy unit."), name="Tester")
    g, c = game(("me", wa, 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    assert "the variable roll is 3: the outcome 1-3 happens" in _log(g) and g.position_of(c["e"]) == "locked"


def test_a_lasting_change_to_the_opponents_rolls_from_a_tactic():
    t = card(_ab("WA: Your opponent's rolls get -2 until the end of the battle."), name="Curse")
    g, c = game(("me", t, 0, "sector", 0), ("e", card(_ab("WA (2+): Draw 1 card.")), 1, "sector", 0), to_act=0)
    g.apply(("play", c["me"], 0))
    g.apply(("play", c["e"], 0))
    assert "the roll becomes 1" in _log(g) and "the test (2+) fails with 1" in _log(g)
