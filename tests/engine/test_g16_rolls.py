"""Issue 24 (g16): rolls and tests changed and answered, played from their printed text: a change of up
to N (the controller chooses what the roll becomes), either way (a choice of the two), "counts as 1
lower", a test failed whoever's it is, a reaction to a failed test, and a modifier that cannot be used on
a roll made for an event. Rules: rolls, rolls.test, abilities.modifier, abilities.reaction."""

from __future__ import annotations

from heresy_app.abilities import parse
from tests.engine.printed import card, game, texts


def _ab(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def _tester(need=5, **kw):
    """P1's unit with "WA (N+): Draw 1 card." (the filler decks roll 3)."""
    return card(_ab(f"WA ({need}+): Draw 1 card."), name="Tester", **kw)


def _plays(g, label, c):
    return [d for d in g.legal_decisions() if d[0] == "play" and d[1] == c[label]]


def _pass_modifiers(g):
    while ("pass",) in g.legal_decisions() and any(type(f).__name__ == "ModifierFrame" for f in g.stack):
        g.apply(("pass",))


def _log(g, lang="en"):
    return "\n".join(texts(g, lang))


def test_add_up_to_two_lets_the_controller_choose_what_the_roll_becomes():
    g, c = game(("me", _tester(), 0, "sector", 0),
                ("mod", card(_ab("М Поверни этот отряд: Прибавь не более 2 к своему броску.", "ru")), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    g.apply(("play", c["mod"], 0))
    assert sorted(g.legal_decisions()) == [("result", 4), ("result", 5)]   # a 3, raised by 1 or 2
    g.apply(("result", 5))
    _pass_modifiers(g)
    assert "the test (5+) passes with 5" in _log(g)
    assert "Игрок 1 выбирает результат броска: 5" in _log(g, "ru")


def test_add_or_subtract_is_a_choice_of_the_two():
    g, c = game(("me", _tester(), 0, "sector", 0),
                ("mod", card(_ab("M Lock this unit: Add 2 to or subtract 2 from any roll.")), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    g.apply(("play", c["mod"], 0))
    assert sorted(g.legal_decisions()) == [("option", 1), ("option", 2)]
    g.apply(("option", 1))
    _pass_modifiers(g)
    assert "the roll becomes 5" in _log(g) and "the test (5+) passes with 5" in _log(g)


def test_your_opponents_roll_counts_as_lower_only_on_the_opponents_roll():
    mod = card(_ab("M Lock this ship: Your opponent's roll counts as 1 lower."))
    g, c = game(("me", _tester(need=3), 0, "sector", 0), ("mod", mod, 1, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))   # P1 has nothing to play on its roll and passes by itself
    assert _plays(g, "mod", c)
    g.apply(("play", c["mod"], 0))
    _pass_modifiers(g)
    assert "the roll becomes 2" in _log(g) and "the test (3+) fails with 2" in _log(g)
    assert "результат броска теперь 2" in _log(g, "ru")
    g, c = game(("me", _tester(need=3), 0, "sector", 0), ("mod", mod, 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    assert not _plays(g, "mod", c)   # its own player's roll is not the opponent's


def test_one_test_made_by_your_opponent_fails_whatever_the_result():
    mod = card(_ab("М: Один тест противника провален, каким бы ни был результат броска.", "ru"))
    g, c = game(("me", _tester(need=3), 0, "sector", 0), ("mod", mod, 1, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    g.apply(("play", c["mod"], 0))
    _pass_modifiers(g)
    assert "the test fails: the result becomes 2" in _log(g) and "the test (3+) fails with 2" in _log(g)
    assert "тест провален: результат становится 2" in _log(g, "ru")


def _reaction_offered(need):
    react = card(_ab("Р Когда ты проваливаешь тест: Возьми 1 карту.", "ru"), name="Sore loser")
    g, c = game(("me", _tester(need=need), 0, "sector", 0), ("r", react, 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    for _ in range(10):
        if _plays(g, "r", c):
            return True
        if ("pass",) not in g.legal_decisions():
            return False
        g.apply(("pass",))
    return False


def test_a_reaction_to_a_failed_test_answers_only_a_failed_one():
    assert _reaction_offered(5)       # a 3 fails a 5+ test
    assert not _reaction_offered(3)   # a 3 passes a 3+ test


def _offered_on_the_events_roll(text, lang="en") -> bool:
    """Is P2's modifier offered on the roll P1's event makes at the battle's resolution?"""
    ev = card(_ab("E: Roll a die. 1-3: Draw 1 card. 4-6: Draw 2 cards."), name="Omen")
    g, c = game(("ev", ev, 0, "sector", 0), ("mod", card(_ab(text, lang)), 1, "sector", 0), ("e", card(), 1, "sector", 0))
    for _ in range(60):   # both players pass: the battle's events are carried out, the event rolls
        if g.bsec < 0 or g.is_over:
            return False
        if any(type(f).__name__ == "ModifierFrame" for f in g.stack) and _plays(g, "mod", c):
            return True
        legal = g.legal_decisions()
        g.apply(("pass",) if ("pass",) in legal else legal[0])
    return False


def test_a_modifier_that_cannot_be_used_on_a_roll_made_for_an_event():
    text = "M: The result of any roll becomes 1. Cannot be used on a roll made for an event."
    g, c = game(("me", _tester(), 0, "sector", 0), ("mod", card(_ab(text)), 1, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    assert _plays(g, "mod", c)   # a war action's test
    assert _offered_on_the_events_roll("M: The result of any roll becomes 1.")
    assert not _offered_on_the_events_roll(text)
    assert not _offered_on_the_events_roll("М: Результат любого броска становится равным 1. Не может использоваться для "
                                           "бросков, сделанных по событиям.", "ru")


def test_a_constant_adds_to_the_tests_for_abilities_of_a_kind_of_card():
    aura = card(_ab("Тесты для способностей псайкеров в этом секторе проходят при результате на 2 меньше требуемого.", "ru"),
                name="Library", type="asset")
    g, c = game(("me", _tester(keywords=["Psyker"]), 0, "sector", 0), ("lib", aura, 1, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    while ("pass",) in g.legal_decisions() and any(type(f).__name__ == "ModifierFrame" for f in g.stack):
        g.apply(("pass",))
    assert "the test (5+) passes with 5" in _log(g)   # a 3, and 2 from the constant (whoever's card it is)
    assert "+2 to the test made for an ability of" in _log(g) and "+2 к тесту для способности карты" in _log(g, "ru")
    g, c = game(("me", _tester(), 0, "sector", 0), ("lib", aura, 1, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    while ("pass",) in g.legal_decisions() and any(type(f).__name__ == "ModifierFrame" for f in g.stack):
        g.apply(("pass",))
    assert "the test (5+) fails with 3" in _log(g)   # no Psyker: no change
