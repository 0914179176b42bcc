"""Issue 24 (g13): amounts, rolls, randomness and damage played from the printed text in both languages —
one stat of two cards swapped, damage dealt by a card named as the dealer, "That unit deals no damage"
answering an overrun, X more or less than a stat (engine.bends, card_effects, x_values)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.ai.valuation import effect_value
from heresy_app.engine.terms import AR
from tests.engine.printed import card, game, texts


def _ir(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def _pass(g, kinds=("tactics", "block", "reaction", "modifier"), limit=30):
    for _ in range(limit):
        q = g.question()
        if q is None or q.kind not in kinds or ("pass",) not in g.legal_decisions():
            return q
        g.apply(("pass",))
    return g.question()


SWAP = ("T: Swap the armor of the attacking unit and the defending unit.",
        "Т: Поменяй местами броню атакующего и защищающегося отрядов.")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_tactic_swaps_the_armor_of_the_attacking_and_defending_units(lang):
    t = _ir(SWAP[0 if lang == "en" else 1], lang)
    assert t == _ir(SWAP[1 if lang == "en" else 0], "ru" if lang == "en" else "en")
    g, c = game(("gun", card(fp=3, ar=5), 0, "sector", 0), ("me", card(t, ar=1), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    _pass(g, ("block",))
    assert g.question().kind == "tactics"
    if g.question().player == 0:
        g.apply(("pass",))
    assert effect_value(g, 1, t["effects"][0]) > 0 > effect_value(g, 0, t["effects"][0])   # my armor 1 for its 5
    g.apply(("play", c["me"], 0))
    _pass(g)
    assert any("armor and" in x and "change places: now 1 and 5" in x for x in texts(g, "en"))
    assert any("меняются параметром «броня» — теперь 1 и 5" in x for x in texts(g, "ru"))
    assert any("deals 3 damage" in x and "(armor 5)" in x for x in texts(g, "en"))
    assert g.zone_of(c["me"]) != "discard"   # shot by firepower 3 with the swapped armor 5
    assert g.stat(c["me"], AR) == 1   # the war action is over


def _test_user(**kw):
    """P1's unit with "WA (5+): Draw 1 card." (the filler decks roll 3: it fails unless modified)."""
    return card(_ir("WA (5+): Draw 1 card."), name="Tester", **kw)


def _pass_modifiers(g):
    while ("pass",) in g.legal_decisions() and any(type(f).__name__ == "ModifierFrame" for f in g.stack):
        g.apply(("pass",))


PASSED = ("M: If the roll is a test, the test is passed.", "М: Если бросок является тестом, тест пройден.")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_test_is_passed_whatever_the_die(lang):
    m = _ir(PASSED[0 if lang == "en" else 1], lang)
    assert m == _ir(PASSED[1 if lang == "en" else 0], "ru" if lang == "en" else "en")
    g, c = game(("me", _test_user(), 0, "sector", 0), ("mod", card(m), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))   # the test is rolled (a 3): the modifier window opens
    assert ("play", c["mod"], 0) in g.legal_decisions()
    g.apply(("play", c["mod"], 0))
    _pass_modifiers(g)
    log = "\n".join(texts(g))
    assert "the test is passed: the result becomes 5" in log and "the test (5+) passes with 5" in log
    assert "тест пройден: результат становится 5" in "\n".join(texts(g, "ru"))


def test_the_opponents_test_fails_and_a_roll_that_is_no_test_is_not_offered():
    m = _ir("M: If your opponent's roll is a test, the test fails.")
    assert m == _ir("М: Если бросок противника является тестом, тест провален.", "ru")
    easy = card(_ir("WA (3+): Draw 1 card."), name="Tester")   # the filler decks roll 3: it passes unless modified
    g, c = game(("me", easy, 0, "sector", 0), ("e", card(), 1, "sector", 0), ("mod", card(m), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    for _ in range(4):
        if ("play", c["mod"], 0) in g.legal_decisions():
            g.apply(("play", c["mod"], 0))
            break
        g.apply(("pass",))
    _pass_modifiers(g)
    assert "the test fails: the result becomes 2" in "\n".join(texts(g))
    assert "тест провален: результат становится 2" in "\n".join(texts(g, "ru"))
    tester = card(_ir("WA: This unit gets +d6 armor until the end of the battle."), name="Tester")
    g, c = game(("me", tester, 0, "sector", 0), ("e", card(), 1, "sector", 0), ("mod", card(m), 1, "sector", 0))
    g.apply(("play", c["me"], 0))   # a d6 roll, no test: the modifier of tests is never offered
    for _ in range(4):
        assert ("play", c["mod"], 0) not in g.legal_decisions()
        if ("pass",) not in g.legal_decisions():
            break
        g.apply(("pass",))


TWICE = ("WA (X+): Destroy 1 enemy unit. X is twice its armor.",
         "ВА (Х+): Уничтожь 1 отряд противника. Х равно удвоенной его броне.")


@pytest.mark.parametrize(("text", "lang", "x"), [
    (TWICE[0], "en", 4), (TWICE[1], "ru", 4),
    ("WA (X+): Destroy 1 enemy unit. X is half its armor, rounded up.", "en", 1),
    ("ВА (Х+): Уничтожь 1 отряд противника. Х на 2 больше его брони.", "ru", 4),
    ("WA (X+): Destroy 1 enemy unit. X is the sum of its armor and speed.", "en", 3),
])
def test_x_doubled_halved_or_more_than_the_targets_armor(text, lang, x):
    wa = _ir(text, lang)
    g, c = game(("me", card(wa), 0, "sector", 0), ("foe", card(ar=2), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    for _ in range(6):
        if ("choose", c["foe"]) in g.legal_decisions():
            g.apply(("choose", c["foe"]))
            break
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])
    _pass_modifiers(g)
    log = "\n".join(texts(g))
    assert f"X is {x}" in log or f"({x}+)" in log, log
    assert (g.zone_of(c["foe"]) == "discard") == (x <= 3)   # the filler decks roll 3


DOUBLE = ("This unit deals double damage when it counter-attacks.", "При контратаке этот отряд наносит двойные повреждения.")


@pytest.mark.parametrize(("lang", "printed"), [("en", True), ("ru", True), ("en", False)])
def test_a_counter_attack_deals_double_damage(lang, printed):
    me = [_ir(DOUBLE[0 if lang == "en" else 1], lang)] if printed else []
    g, c = game(("a", card(as_=5, ar=3), 0, "sector", 0, "charging"),
                ("d", card(*me, as_=2, ar=9, keywords=("Counter-attack",)), 1, "sector", 0))
    g.apply(("assault", c["a"], c["d"]))
    _pass(g)
    assert (g.zone_of(c["a"]) == "discard") == printed   # 4 damage against armor 3, or 2
    if printed:
        assert any("double damage with its counter-attack: 4" in x for x in texts(g, "en"))
        assert any("двойные повреждения: 4" in x for x in texts(g, "ru"))


MORE = ("E: If you have more assets than units in this sector, you get +2 flags.",
        "С: Если у тебя в этом секторе больше ресурсов, чем отрядов, ты получаешь +2 флага.")


@pytest.mark.parametrize("assets", [1, 2])
def test_more_assets_than_units_compares_two_kinds_of_ones_own_cards(assets):
    e = _ir(MORE[0])
    assert e == _ir(MORE[1], "ru")
    from heresy_app.engine.targets import predicate
    pred = e["effects"][0]["predicate"]
    rows = [("me", card(), 0, "sector", 0), ("e1", card(), 1, "sector", 0), ("e2", card(), 1, "sector", 0)]
    rows += [(f"a{i}", card(type="asset"), 0, "sector", 0) for i in range(assets)]
    g, c = game(*rows)
    assert predicate(g, 0, c["me"], pred) == (assets > 1)   # my units: 1; the enemy's 2 are not counted
    assert predicate(g, 1, c["e1"], pred) is False   # the opponent has no assets


NO_DAMAGE = ("R When an enemy unit overruns, lock this asset: That unit deals no damage.",
             "Р Когда отряд противника совершает прорыв, поверни этот ресурс: Тот отряд не наносит повреждений.")


def test_that_unit_deals_no_damage_is_the_overrun_cancelled():
    r = _ir(NO_DAMAGE[0])
    assert r == _ir(NO_DAMAGE[1], "ru") == _ir("R When an enemy unit overruns, lock this asset: That overrun deals no damage.")
    hit = _ir("When this asset is assaulted, it deals 2 damage to the assaulting unit.")
    assert hit == _ir("Когда этот ресурс штурмуют, он наносит 2 повреждения штурмующему отряду.", "ru")
    assert hit["effects"][0] == {"op": "damage", "target": {"ref": "attacking", "attack": "assault"},   # g17b: while it assaults
                                 "amount": {"kind": "number", "value": 2}}
