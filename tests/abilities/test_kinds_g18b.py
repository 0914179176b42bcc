"""Kinds of issue 24 written by helper g18b (tests/abilities/kinds/g18b_*.txt, line N the same card in both
languages): the event clause made total. One event ("<someone> <does something>") reads in every slot it
stands in: a reaction's trigger (with its cost before "Play when" / «Играй, когда»), "is chosen as the target
of" / «выбран целью», "an enemy unit infiltrates" / «внедряется», "your opponent blocks (with a unit)" /
«противник блокирует», "declares" / «объявляет», play conditions ("Usable only if" / «Играется, только если»)
and durations ("for the rest of this battle", «на всё сражение»). Each form reads in both languages into one
form, reads back from its rendering, and the engine plays a sample (a reaction offered and carried out, with
its log line in both languages). The ``_aside`` files were kept aside while the grammar was extended."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from heresy_app.engine.terms import LOCKED
from tests.abilities import kind_material as km
from tests.engine.printed import card, game, texts, until


@pytest.mark.parametrize(("en", "ru", "same_as"), [
    # one event, every slot: a cost before "Play when" is the cost of "R Cost: When ..."
    ("R Lock this ship: Play when your opponent plays a tactic. Draw 1 card.",
     "Р Поверни этот корабль: Играй, когда противник играет тактику. Возьми 1 карту.",
     "R Lock this ship: When your opponent plays a tactic, draw 1 card."),
    ("R: When this unit is chosen as the target of a shooting attack, it gets +2 armor.",
     "Р: Когда этот отряд выбран целью стрельбы, он получает +2 к броне.",
     "R: When this unit becomes the target of a shooting attack, it gets +2 armor."),
    ("R: When one of your units is selected as the target of an enemy ability, it gets +1 armor.",
     "Р: Когда один из твоих отрядов выбран целью способности противника, он получает +1 к броне.",
     "R: When one of your units becomes the target of an enemy ability, it gets +1 armor."),
    ("R: When an enemy unit infiltrates into this sector, lock it.",
     "Р: Когда отряд противника внедряется в этот сектор, поверни его.",
     "R: When an enemy unit is infiltrated into this sector, lock it."),
    ("R: When an enemy unit overruns into one of your units, it gets -1 assault until the end of the war action.",
     "Р: Когда отряд противника совершает прорыв против одного из твоих отрядов, он получает -1 к штурму до конца военной акции.",
     None),
    ("R: When your opponent declares a war action, draw 1 card.",
     "Р: Когда противник объявляет военную акцию, возьми 1 карту.",
     "R: When your opponent declares a war action, draw 1 card."),
    ("T: One of your units gets +1 armor. Usable only if you control a Hero in this sector.",
     "Т: Один из твоих отрядов получает +1 к броне. Играется, только если у тебя в этом секторе есть герой.",
     "T: One of your units gets +1 armor. Play only if you control a Hero in this sector."),
    ("T: One enemy unit cannot block for the rest of this battle.",
     "Т: Один отряд противника не может блокировать на всё сражение.",
     "T: One enemy unit cannot block until the end of the battle."),
    ("T: This unit gets +1 speed for the rest of the turn.",
     "Т: Этот отряд получает +1 к скорости на весь ход.",
     "T: This unit gets +1 speed until the end of the turn."),
    # the attack an extra damage is dealt in, said first as an event, or by a Russian adverbial participle
    ("When this unit assaults, it deals 2 extra damage.",
     "Штурмуя, этот отряд наносит 2 дополнительных повреждения.",
     "This unit deals 2 extra damage when it assaults."),
    ("When this unit counter-attacks, it deals double damage.",
     "Контратакуя, этот отряд наносит двойные повреждения.",
     "This unit deals double damage when it counter-attacks."),
    ("This unit deals 1 extra damage when it counter-attacks.",
     "Этот отряд наносит 1 дополнительное повреждение, когда контратакует.",
     None),
    ("R Lock this asset: When your opponent declares a special assault, cancel it.",
     "Р Поверни этот ресурс: Когда противник объявляет специальный штурм, отмени его.",
     "R Lock this asset: When your opponent uses a special assault, cancel it."),
    ("R: When an enemy ship is used, draw 1 card.",
     "Р: Когда используется корабль противника, возьми 1 карту.",
     "R: When an enemy ship uses an ability, draw 1 card."),
    ("T: This unit gets +2 assault. Usable only if this unit is not the defending card.",
     "Т: Этот отряд получает +2 к штурму. Играется, только если этот отряд не является защищающейся картой.",
     None),
    # durations: "for that attack" lasts the war action (one attack a war action), "again this battle"
    ("R: When this unit becomes the target of a shooting attack, it gets +3 armor for that attack.",
     "Р: Когда этот отряд становится целью стрельбы, он получает +3 к броне до конца этой атаки.",
     "R: When this unit becomes the target of a shooting attack, it gets +3 armor until the end of the war action."),
    ("R: When this unit is blocked, it cannot charge again this battle.",
     "Р: Когда этот отряд заблокирован, он больше не может наступать до конца сражения.",
     "R: When this unit is blocked, it cannot charge until the end of the battle."),
])
def test_one_event_reads_alike_in_every_slot_and_language(en, ru, same_as):
    if same_as is not None:
        km.check_plain_form(en, ru, same_as)
    else:
        assert parse(en, "en") == parse(ru, "ru")


def test_a_player_blocking_is_one_of_their_units_blocking():
    t = parse("R: Play when your opponent blocks with a unit. Draw 1 card.").trigger
    assert (t.event, t.owner, t.types) == ("blocks", "enemy", ["unit"])
    assert parse("Р: Играй, когда противник блокирует отрядом. Возьми 1 карту.", "ru").trigger == t


def test_a_role_denied_is_a_condition_that_holds_unless_the_card_has_it():
    c = parse("T: This unit gets +2 assault. Use only if this unit is not the defending card.").conditions[0]
    assert (c.mode, c.predicate.role) == ("unless", "defending")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "R: When an enemy unit counter-attacks into this sector, draw 1 card."),   # a keyword that is no event
    ("en", "R: Play when your opponent blocks with an asset. Draw 1 card."),   # only units block
])
def test_what_is_no_event_is_refused(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


# ---------------------------------------------------------------- played as printed

def _r(text, lang):
    return parse(text, lang).model_dump(mode="json")


BLOCKED = [
    ("en", "R Lock this asset: Play when your opponent blocks with a unit. Draw 2 cards."),
    ("ru", "Р Поверни этот ресурс: Играй, когда противник блокирует отрядом. Возьми 2 карты."),
]


@pytest.mark.parametrize("lang,text", BLOCKED)
def test_the_opponent_blocking_is_answered_and_the_cost_paid(lang, text):
    g, c = game(("att", card(fp=1, as_=1, sp=1), 0, "sector", 0, "charging"), ("e", card(ar=3), 1, "sector", 0),
                ("wall", card(ar=1, sp=3), 1, "sector", 0, "charging"),
                ("me", card(_r(text, lang), type="asset"), 0, "sector", 0))
    g.apply(("assault", c["att"], c["e"]))
    assert until(g, "block") is not None and ("block", c["wall"]) in g.legal_decisions()
    g.apply(("block", c["wall"]))
    assert until(g, "reaction", 0, "blocks") is not None and ("play", c["me"], 0) in g.legal_decisions()
    hand = len(g.hands[0])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[0]) == hand + 2 and g.pos[c["me"]] == LOCKED
    assert any("P1 uses" in t for t in texts(g)) and any("Игрок 1" in t for t in texts(g, "ru"))


CHOSEN = [
    ("en", "R Discard 1 card: When this unit is chosen as the target of a shooting attack, it gets +2 armor."),
    ("ru", "Р Сбрось 1 карту: Когда этот отряд выбран целью стрельбы, он получает +2 к броне."),
]


@pytest.mark.parametrize("lang,text", CHOSEN)
def test_a_unit_chosen_as_a_target_answers_and_gets_its_armor(lang, text):
    g, c = game(("gun", card(fp=1), 0, "sector", 0), ("me", card(_r(text, lang), ar=1), 1, "sector", 0),
                ("x", card(), 1, "hand"))
    g.apply(("shoot", c["gun"], c["me"]))
    assert until(g, "reaction", 1, "attacked") is not None and ("play", c["me"], 0) in g.legal_decisions()
    g.apply(("play", c["me"], 0))
    if g.question().kind == "discard":   # the cost's card, when the engine asks which
        g.apply(g.legal_decisions()[0])
    assert any("gets +2 armor" in t for t in texts(g)) and any("+2 к параметру «броня»" in t for t in texts(g, "ru"))
    assert any("(armor 3)" in t for t in texts(g)) and g.zone_of(c["me"]) == "sector:0"   # the shot met armor 3
