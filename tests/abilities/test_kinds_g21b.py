"""Kinds of issue 24 written by helper g21b (tests/abilities/kinds/g21b_*.txt, line N the same card in both
languages): what a rule changes, with an attack as the subject. "Shooting in this sector deals 1 less damage to
Infantry." / «Стрельба в этом секторе наносит пехоте на 1 повреждение меньше» (every card of the description
takes that much less damage from such attacks), "Assaults in this sector cannot overrun." / «В этом секторе
штурмующие отряды не могут переходить в прорыв» (no unit there overruns); damage prevented or reduced for a
time on any card a typed ability names ("T: Prevent all damage to the defending unit this war action." /
«Т: Защищающийся отряд не получает повреждений в этой ВА», "T: Reduce the damage of this assault by 2." /
«Т: Повреждения от этого штурма уменьшаются на 2»). How much reads, that both languages
give one form, that each form reads back, and that the engine plays what reads. The ``_aside`` files were kept
aside while building (measured only)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse
from tests.abilities import kind_material as km
from tests.engine.printed import card, game, texts
from tests.engine.test_sector_texts import game as sector_game
from tests.engine.test_sector_texts import sector


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("Shooting in this sector deals 1 less damage to Infantry.",
     "Стрельба в этом секторе наносит пехоте на 1 повреждение меньше.",
     "Damage dealt to Infantry units in this sector by shooting is reduced by 1."),
    ("Shooting attacks in this sector deal 1 less damage.", "Стрельба в этом секторе наносит на 1 повреждение меньше.",
     "Damage dealt to cards in this sector by shooting is reduced by 1."),
    ("Assaults in this sector cannot overrun.", "В этом секторе штурмующие отряды не могут переходить в прорыв.",
     "Units in this sector cannot overrun."),
])
def test_phrasings_read_as_the_plain_form(en, ru, plain):
    km.check_plain_form(en, ru, plain)


@pytest.mark.parametrize(("text", "lang"), [
    ("Shooting in this sector deals 1 less damage to one enemy unit.", "en"),   # one card is no lasting scope
    ("Shooting in this sector deals 1 less damage to units in play.", "en"),    # the attack's place is the scope's
    ("Shooting deals 1 less damage to Infantry to Vehicles.", "en"),
    ("Shooting deals 1 less damage to one enemy unit.", "en"),                  # a constant's falls on a scope
    ("Prevent all damage to this unit.", "en"),                                  # a constant reduces by a number
    ("Этот отряд не получает повреждений.", "ru"),
])
def test_what_is_refused(text, lang):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


def test_the_kind_is_the_damage_reduction_of_a_scope():
    e = parse("Special assaults in this sector deal 2 less damage to Vehicles.", "en").effects[0]
    assert isinstance(e, ir.DamageReduced) and e.attack == "special_assault" and e.amount == 2
    assert e.target.quantity == "all" and e.target.filters == [ir.KeywordFilter(keyword="Vehicle")]


def _shoot(g, shooter, target):
    g.apply(("shoot", shooter, target))
    for _ in range(20):
        q = g.question()
        if q is None or q.kind not in ("tactics", "block"):
            return
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])


@pytest.mark.parametrize(("keywords", "survives"), [(("Infantry",), True), (("Vehicle",), False)])
def test_a_sector_printing_it_reduces_the_damage_only_to_its_kind(keywords, survives):
    sec = sector(("Shooting in this sector deals 1 less damage to Infantry.",
                  "Стрельба в этом секторе наносит пехоте на 1 повреждение меньше."))
    g, c = sector_game(sec, ("gun", card(fp=3), 0, "sector", 0), ("it", card(ar=3, keywords=keywords), 1, "sector", 0))
    _shoot(g, c["gun"], c["it"])
    assert (g.zone_of(c["it"]) != "discard") == survives


def test_a_sector_where_assaults_cannot_overrun_offers_no_overrun():
    sec = sector(("Assaults in this sector cannot overrun.", "В этом секторе штурмующие отряды не могут переходить в прорыв."))
    g, c = sector_game(sec, ("me", card(as_=10), 0, "sector", 0, "charging"), ("e1", card(ar=1), 1, "sector", 0),
                       ("e2", card(ar=1), 1, "sector", 0))
    g.apply(("assault", c["me"], c["e1"]))
    for _ in range(10):
        if g.question().kind != "tactics":
            break
        g.apply(("pass",))
    assert g.zone_of(c["e1"]) == "discard"
    assert not any(d[0] == "overrun" for d in g.legal_decisions())


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("T: Prevent all damage to the defending unit this war action.", "Т: Защищающийся отряд не получает повреждений в этой ВА.",
     "T: All damage dealt to the defending unit is prevented."),
    ("T: Reduce the damage of this assault by 2.", "Т: Повреждения от этого штурма уменьшаются на 2.",
     "T: Damage dealt to the defending unit by assaults is reduced by 2."),
    ("T: One of your units takes no damage from shooting until the end of the battle.",
     "Т: Один твой отряд не получает повреждений от стрельбы до конца сражения.",
     "T: All damage dealt to one of your units by shooting is prevented until the end of the battle."),
])
def test_typed_phrasings_read_as_the_plain_form(en, ru, plain):
    km.check_plain_form(en, ru, plain)
    assert parse(en, "en").effects[0].duration in ("war_action", "battle")


def _attack(g, kind, attacker, target, play=None):
    g.apply((kind, attacker, target))
    for _ in range(40):
        q = g.question()
        legal = g.legal_decisions()
        if q is None or not legal or q.kind not in ("tactics", "block", "reaction", "modifier"):
            return
        mine = [d for d in legal if d[0] == "play" and play is not None and d[1] == play]
        g.apply(mine[0] if mine else ("pass",) if ("pass",) in legal else legal[0])


@pytest.mark.parametrize(("lang", "text", "kind", "survives"), [
    ("en", "T: Prevent all damage to the defending unit this war action.", "shoot", True),
    ("ru", "Т: Защищающийся отряд не получает повреждений в этой ВА.", "shoot", True),
    ("en", "T: Reduce the damage of this assault by 2.", "assault", True),
    ("ru", "Т: Повреждения от этого штурма уменьшаются на 2.", "assault", True),
    ("en", "T: Reduce the damage of this assault by 2.", "shoot", False),   # a shot is no assault
    ("en", "T: The defending unit takes no damage from shooting this war action.", "assault", False),
])
def test_a_tactic_prevents_or_reduces_the_damage_of_the_attack_under_way(lang, text, kind, survives):
    t = parse(text, lang).model_dump(mode="json")
    g, c = game(("a", card(fp=3, as_=3), 0, "sector", 0, "charging" if kind == "assault" else "ready"),
                ("me", card(ar=2), 1, "sector", 0), ("tac", card(t, type="asset"), 1, "sector", 0))
    _attack(g, kind, c["a"], c["me"], play=c["tac"])
    assert (g.zone_of(c["me"]) != "discard") == survives
    if survives and "Prevent" in text or "не получает" in text:
        assert any("is prevented" in x for x in texts(g, "en"))
        assert any("не получает повреждений" in x for x in texts(g, "ru"))


def test_a_prevention_lasts_its_war_action_only():
    t = parse("T: Prevent all damage to the defending unit this war action.", "en").model_dump(mode="json")
    g, c = game(("a", card(fp=3), 0, "sector", 0), ("me", card(ar=2), 1, "sector", 0),
                ("tac", card(t, type="asset"), 1, "sector", 0))
    _attack(g, "shoot", c["a"], c["me"], play=c["tac"])
    assert g.zone_of(c["me"]) != "discard"
    assert not g.timed(c["me"], "reduce")   # the war action is over: nothing is left of it


def test_damage_by_an_ability_to_several_cards_is_reduced_for_each_alone():
    """One card's reduction does not lessen the damage the next card takes (engine.card_effects.damage)."""
    wa = parse("WA: Deal 2 damage to each enemy unit.", "en").model_dump(mode="json")
    guard = parse("Damage dealt to this unit is reduced by 2.", "en").model_dump(mode="json")
    g, c = game(("w", card(wa), 0, "sector", 0), ("g", card(guard, ar=2), 1, "sector", 0),
                ("p", card(ar=2), 1, "sector", 0))
    g.apply(("play", c["w"], 0))
    for _ in range(20):
        if not any(type(f).__name__ == "AbilityFrame" for f in g.stack):
            break
        g.apply(g.legal_decisions()[0])
    assert g.zone_of(c["g"]) != "discard" and g.zone_of(c["p"]) == "discard"
