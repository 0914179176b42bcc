"""Kinds of issue 24 written by helper g14b (session 14; material tests/abilities/kinds/g14b_*.txt, line N the same
card in both languages, floors in test_kinds_material.MATERIAL): effects, subjects and costs.

- a cost said as a purpose: "you may lock this asset to draw 1 card" / «ты можешь повернуть этот ресурс, чтобы
  взять 1 карту» is the form of "You may lock this asset. If you do, draw 1 card." in every slot a body stands
  (a reaction, preparation, a typed ability, after other sentences);
- a roll's table on one line, its outcomes joined by ";" / «;»;
- "Choose one — ..." / «Выбери одно — …»: the options after a dash as after a colon;
- «ещё 1 корабль своего флота»: the fleet area said in the genitive in a cost;
- several cards as one subject ("This unit and up to 2 other Infantry units you control charge." / «Этот отряд и до 2
  других твоих отрядов пехоты наступают»): one clause per card, in the printed order;
- X as a player's flags in this sector ("X = the number of flags you have in this sector" / «Х = количеству твоих
  флагов в этом секторе»: :class:`ir.XFlags`), and "Draw cards equal to ..." / «Возьми столько карт, какова …»;
- "it" / "its" after a cost that picks a card of yours and no card named before: that card (it was read as this
  card): X of the locked card, or refused.
"""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse, render
from heresy_app.engine.terms import CHARGING
from tests.abilities import kind_material as km
from tests.engine.printed import card, game, texts


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



@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("WA: This unit and one enemy unit in this sector charge.",
     "ВА: Этот отряд и один отряд противника в этом секторе наступают.",
     "WA: Make this unit charge. Make one enemy unit in this sector charge."),
    ("T: The defending unit and up to 2 of your other Infantry units get +1 armor until the end of the battle.",
     "Т: Защищающийся отряд и до 2 других твоих отрядов пехоты получают +1 к броне до конца сражения.",
     "T: The defending unit gets +1 armor until the end of the battle. Up to 2 of your other Infantry units get +1 "
     "armor until the end of the battle."),
    ("WA: This unit and another of your ready Vehicle units get +2 speed.",
     "ВА: Этот отряд и ещё один твой готовый отряд техники получают +2 к скорости.",
     "WA: This unit gets +2 speed. Another ready Vehicle unit of yours gets +2 speed."),
])
def test_several_cards_as_one_subject_are_one_clause_each(en, ru, plain):
    km.check_plain_form(en, ru, plain)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: This unit and this unit charge."),
    ("en", "WA: This unit and all your units charge."),   # "all" is a scope, not a card named beside another
    ("ru", "ВА: Этот отряд и этот отряд наступают."),
    # "they": all three charging units, or the two chosen? (read before this check as the two chosen only)
    ("en", "WA: This unit and up to two other Infantry units charge. They get +1 assault until the end of the battle."),
    ("ru", "ВА: Этот отряд и до двух других отрядов пехоты наступают. До конца сражения они получают +1 к штурму."),
])
def test_a_subject_of_several_cards_names_each_once(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


@pytest.mark.parametrize(("en", "ru"), [
    ("WA: Draw X cards. X = the number of flags your opponent has in this sector.",
     "ВА: Возьми Х карт. Х = количеству флагов у противника в этом секторе."),
    ("T (X+): This unit gets +X assault. X = your flags in this sector minus 1.",
     "Т (Х+): Этот отряд получает +Х к штурму. Х = число твоих флагов в этом секторе минус 1."),
    ("WA: Draw cards equal to the number of flags you have in this sector.",
     "ВА: Возьми столько карт, каково число твоих флагов в этом секторе."),
])
def test_x_as_a_players_flags_in_this_sector(en, ru):
    a = parse(en, "en")
    assert a == parse(ru, "ru") and isinstance(a.x, ir.XFlags)
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a


FLAGS_X = ("WA: Draw X cards. X = the number of flags you have in this sector.",
           "ВА: Возьми Х карт. Х = количеству твоих флагов в этом секторе.")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("mine", "theirs", "drawn"), [(0, 3, 0), (2, 0, 2), (3, 1, 3)])
def test_the_engine_draws_as_many_cards_as_your_flags_in_the_battles_sector(lang, mine, theirs, drawn):
    wa = parse(FLAGS_X[0 if lang == "en" else 1], lang).model_dump(mode="json")
    rows = [("me", card(wa), 0, "sector", 0), ("foe", card(), 1, "sector", 0)]
    rows += [("a", card(type="asset", flags=mine), 0, "sector", 0), ("b", card(type="asset", flags=theirs), 1, "sector", 0)]
    g, c = game(*rows)
    before = len(g.hands[0])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[0]) - before == drawn
    assert texts(g, "ru")


def test_the_engine_charges_each_card_of_a_subject_of_several():
    wa = parse("WA: This unit and one of your other units charge.", "en").model_dump(mode="json")
    g, c = game(("me", card(wa), 0, "sector", 0), ("mate", card(), 0, "sector", 0), ("foe", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))   # the one other unit of yours is the only card the choice may pick
    assert sum("made to charge" in t for t in texts(g)) == 2
    assert g.pos[c["me"]] == CHARGING and g.pos[c["mate"]] == CHARGING and g.pos[c["foe"]] != CHARGING


@pytest.mark.parametrize(("text", "plain"), [
    ("WA Lock one of your units: Draw X cards. X = its armor.",
     "WA Lock one of your units: Draw X cards. X = the locked unit's armor."),
    ("ВА Поверни один свой отряд: Возьми столько карт, какова его броня.",
     "WA Lock one of your units: Draw X cards. X = the locked unit's armor."),
])
def test_its_after_a_lock_cost_is_the_locked_card(text, plain):
    lang = "ru" if text.startswith("ВА") else "en"
    assert parse(text, lang) == parse(plain, "en")


@pytest.mark.parametrize(("lang", "text"), [
    # read before as this card's armor / this card: misreadings
    ("en", "WA Destroy one of your units: Draw cards equal to its armor."),
    ("en", "WA Destroy one of your units: Draw X cards. X = its armor."),
    ("en", "WA Lock one of your units: It gets +2 armor."),
    ("ru", "ВА Уничтожь один свой отряд: Возьми столько карт, какова его броня."),
])
def test_it_after_a_cost_that_picks_a_card_is_never_this_card(lang, text):
    with pytest.raises(AbilityParseError, match="cost"):
        parse(text, lang)


def test_its_after_a_card_named_by_the_effects_is_that_card():
    a = parse("T Lock one of your Infantry units: The defending unit gets +X armor. X = its speed.", "en")
    assert a.x.of == "defending"
