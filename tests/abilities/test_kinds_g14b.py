"""Kinds of issue 24 written by helper g14b (session 14; material tests/abilities/kinds/g14b_*.txt, line N the same
card in both languages, floors in test_kinds_material.MATERIAL): effects, subjects and costs.

- a cost said as a purpose: "you may lock this asset to draw 1 card" / «ты можешь повернуть этот ресурс, чтобы
  взять 1 карту» is the form of "You may lock this asset. If you do, draw 1 card." in every slot a body stands
  (a reaction, preparation, a typed ability, after other sentences);
- a roll's table on one line, its outcomes joined by ";" / «;»;
- "Choose one — ..." / «Выбери одно — …»: the options after a dash as after a colon;
- «ещё 1 корабль своего флота»: the fleet area said in the genitive in a cost.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from heresy_app.abilities import AbilityParseError, ir, parse  # noqa: E402
from tests.abilities import kind_material as km  # noqa: E402


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("WA: You may lock this unit to destroy one enemy asset.",
     "ВА: Ты можешь повернуть этот отряд, чтобы уничтожить один ресурс противника.",
     "WA: You may lock this unit. If you do, destroy one enemy asset."),
    ("R: When an enemy unit is destroyed, you may discard 1 card to ready this unit.",
     "Р: Когда отряд противника уничтожен, ты можешь сбросить 1 карту, чтобы развернуть этот отряд.",
     "R: When an enemy unit is destroyed, you may discard 1 card. If you do, ready this unit."),
    ("During preparation, you may discard 2 cards to destroy one enemy asset in this sector.",
     "Во время подготовки ты можешь сбросить 2 карты, чтобы уничтожить один ресурс противника в этом секторе.",
     "During preparation, you may discard 2 cards. If you do, destroy one enemy asset in this sector."),
])
def test_a_cost_said_as_a_purpose_reads_as_you_may_if_you_do(en, ru, plain):
    km.check_plain_form(en, ru, plain)


def test_the_purpose_is_paid_first_and_done_only_if_paid():
    a = parse("WA: You may lock this unit to destroy one enemy asset.", "en")
    (done,) = a.effects
    assert isinstance(done, ir.IfDone) and done.may
    assert done.effects == [ir.Lock(target=ir.ThisCard())] and isinstance(done.then[0], ir.Destroy)


@pytest.mark.parametrize(("lang", "text"), [
    # "to" that is a place or a receiver, not a purpose: read as before
    ("en", "WA: You may return this unit to your hand."),
    ("en", "WA: You may deal 2 damage to one enemy unit."),
    ("ru", "ВА: Ты можешь вернуть этот отряд в руку."),
])
def test_to_of_a_place_is_not_a_purpose(lang, text):
    a = parse(text, lang)
    assert not any(isinstance(e, ir.IfDone) for e in a.effects)


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("E: Roll a die. 1-3: nothing happens; 4-6: your opponent discards 1 card.",
     "С: Брось кубик. 1–3: ничего не происходит; 4–6: противник сбрасывает 1 карту.",
     "E: Roll a die. 1-3: Nothing happens. 4-6: Your opponent discards 1 card."),
    ("WA: Roll. 1-2: lock this unit; 3-6: ready one of your units.",
     "ВА: Брось кубик: 1–2: поверни этот отряд; 3–6: разверни один свой отряд.",
     "WA: Roll a die. 1-2: Lock this unit. 3-6: Ready one of your units."),
])
def test_a_rolls_table_on_one_line(en, ru, plain):
    km.check_plain_form(en, ru, plain)


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("T: Choose one — this unit gets +1 armor or +1 speed.",
     "Т: Выбери одно — этот отряд получает +1 к броне или +1 к скорости.",
     "T: Choose one: this unit gets +1 armor; or this unit gets +1 speed."),
    ("WA: Choose one - draw 2 cards; or destroy one enemy asset.",
     "ВА: Выбери одно - возьми 2 карты; или уничтожь один ресурс противника.",
     "WA: Choose one: draw 2 cards; or destroy one enemy asset."),
])
def test_choose_one_after_a_dash(en, ru, plain):
    km.check_plain_form(en, ru, plain)


def test_the_fleet_area_in_the_genitive_in_a_cost():
    a = parse("ВА Поверни этот корабль и ещё 1 корабль своего флота: Возьми 2 карты.", "ru")
    assert a == parse("ВА Поверни этот корабль и ещё один корабль в своей зоне флота: Возьми 2 карты.", "ru")
    assert a == parse("WA Lock this ship and one other ship in your fleet area: Draw 2 cards.", "en")


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("Enemy units cannot shoot this asset.",
     "Отряды противника не могут стрелять в этот ресурс.",
     "This asset cannot be the target of shooting."),
    ("Enemy Infantry units cannot shoot this unit.",
     "Отряды пехоты противника не могут стрелять в этот отряд.",
     "This unit cannot be shot at by Infantry units."),
    ("While this unit is locked, enemy units cannot shoot this unit.",
     "Пока этот отряд повернут, отряды противника не могут стрелять в этот отряд.",
     "This unit cannot be the target of shooting while this unit is locked."),
])
def test_who_cannot_shoot_a_card_said_from_the_shooters_side(en, ru, plain):
    km.check_plain_form(en, ru, plain)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "T: One enemy unit cannot shoot this unit this battle."),   # one chosen shooter: not a rule of this card
    ("en", "Your units cannot shoot this asset."),                     # only the opponent's cards shoot at yours
])
def test_a_shooter_that_is_not_every_enemy_card_of_a_kind_is_refused(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)
