"""Issue 24 (g14a, session 14): events said as nouns and "by an attack", played as printed. A reaction read from
«При уничтожении твоего отряда атакой …» / "When one of your units is destroyed by an attack, …" answers a
destruction by shooting or by an assault (either kind of attack), never one by an ability; «При наступлении отряда
противника … нанеси наступающему отряду …» damages the unit that charged, not a charging unit of the player's
choice."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from tests.engine.printed import card, game, offered, texts, to_reaction


def _r(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


BY_ATTACK = [("en", "R: When one of your units is destroyed by an attack, draw 1 card."),
             ("ru", "Р: При уничтожении твоего отряда атакой возьми 1 карту.")]


@pytest.mark.parametrize(("lang", "text"), BY_ATTACK)
@pytest.mark.parametrize("attack", ["shoot", "assault"])
def test_destroyed_by_an_attack_answers_shooting_and_assaults(lang, text, attack):
    r = _r(text, lang)
    g, c = game(("watch", card(r, ar=5), 1, "sector", 0), ("mate", card(ar=1), 1, "sector", 0),
                ("gun", card(fp=3, as_=3), 0, "sector", 0, "charging"))
    g.apply((attack, c["gun"], c["mate"]))
    assert to_reaction(g, "destroyed") is not None and offered(g, c["watch"])
    hand = len(g.hands[1])
    g.apply(("play", c["watch"], 0))
    assert len(g.hands[1]) == hand + 1
    assert any("P2 uses" in t for t in texts(g)) and any("Игрок 2" in t for t in texts(g, "ru"))


@pytest.mark.parametrize(("lang", "text", "answered"), [
    *[(lang, text, False) for lang, text in BY_ATTACK],
    ("en", "R: When one of your units is destroyed, draw 1 card.", True),   # the same scenario, any destruction
])
def test_destroyed_by_an_ability_is_no_attack(lang, text, answered):
    r = _r(text, lang)
    kill = _r("WA: Destroy one enemy unit.")
    g, c = game(("watch", card(r, ar=5), 1, "sector", 0), ("mate", card(ar=1), 1, "sector", 0),
                ("caster", card(kill, type="asset"), 0, "sector", 0))
    g.apply(("play", c["caster"], 0))
    g.apply(("choose", c["mate"]))
    q = to_reaction(g, "destroyed")
    assert not g.in_play(c["mate"])
    assert (q is not None and offered(g, c["watch"])) == answered


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "R: When an enemy unit charges, deal 2 damage to the charging unit."),
    ("ru", "Р: При наступлении отряда противника в этом секторе нанеси наступающему отряду 2 повреждения."),
])
def test_the_charging_unit_is_the_one_that_charged(lang, text):
    a = parse(text, lang)
    assert a.effects[0].target == parse("R: When an enemy unit charges, deal 2 damage to that unit.", "en").effects[0].target
