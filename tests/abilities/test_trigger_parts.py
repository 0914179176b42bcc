"""Issue 24: triggers read from parts — who/what does the event to whom ("When this unit destroys an
enemy unit", "is attacked by a Vehicle", "shoots at this unit"), how ("by shooting", "by an
assault", "by an enemy ability"), "another unit of yours", the defending unit, the opponent's
actions — in both languages to one executable form, with or without the R letter, and rendered back."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse, render

PAIRS = [
    ("R When this unit destroys an enemy unit: Draw 1 card.",
     "Р Когда этот отряд уничтожает отряд противника: Возьми 1 карту."),
    ("When this unit destroys an enemy Vehicle by an assault, draw 2 cards.",
     "Когда этот отряд уничтожает штурмом технику противника, возьми 2 карты."),
    ("R When this asset destroys the attacking unit: Ready this asset.",
     "Р Когда этот ресурс уничтожает атакующий отряд: Разверни этот ресурс."),
    ("R When one of your Infantry units is destroyed by shooting: Draw 1 card.",
     "Р Когда твой отряд пехоты уничтожен стрельбой: Возьми 1 карту."),
    ("R: Play when another unit of yours is destroyed. This unit gets +2 assault.",
     "Р: Играй, когда другой твой отряд уничтожен. Этот отряд получает +2 к штурму."),
    ("R When an enemy Bike shoots at this unit: That unit gets -2 firepower.",
     "Р Когда мотоцикл противника стреляет в этот отряд: Тот отряд получает -2 к огневой мощи."),
    ("R When an enemy unit assaults one of your Heroes, Lock this asset: That unit gets -3 assault.",
     "Р Когда отряд противника штурмует твоего героя, поверни этот ресурс: Тот отряд получает -3 к штурму."),
    ("R When this unit is attacked by an enemy Walker: This unit gets +2 armor.",
     "Р Когда этот отряд атакован шагателем противника: Этот отряд получает +2 к броне."),
    ("R When one of your ships is locked by an enemy ability: Draw 1 card.",
     "Р Когда твой корабль повернут способностью противника: Возьми 1 карту."),
    ("R When an enemy unit is readied by an ability: Lock that unit.",
     "Р Когда отряд противника развернут способностью: Поверни тот отряд."),
    ("R When this unit is blocked by a Vehicle unit: This unit gets +1 assault.",
     "Р Когда этот отряд заблокирован отрядом техники: Этот отряд получает +1 к штурму."),
    ("R When an enemy unit blocks this unit: That unit gets -1 armor.",
     "Р Когда отряд противника блокирует этот отряд: Тот отряд получает -1 к броне."),
    ("R When one of your units overruns: That unit gets +2 assault.",
     "Р Когда твой отряд совершает прорыв: Тот отряд получает +2 к штурму."),
    ("R When you declare a war action, (5+): Draw 1 card.",
     "Р Когда ты заявляешь военную акцию, (5+): Возьми 1 карту."),
    ("R: Play when your opponent draws a card. Your opponent discards 1 card.",
     "Р: Играй, когда противник берет карту. Твой противник сбрасывает 1 карту."),
    ("R When your opponent infiltrates a Vehicle unit: Lock that unit.",
     "Р Когда противник внедряет отряд техники: Поверни тот отряд."),
    # replacements and "cannot be destroyed"
    ("If this unit would be destroyed by shooting, lock it instead.",
     "Если этот отряд должен быть уничтожен стрельбой, вместо этого поверни его."),
    ("If this asset would be destroyed, ready it instead.",
     "Если этот ресурс должен быть уничтожен, вместо этого разверни его."),
    ("R When one of your Vehicle units would be destroyed by an assault, Discard 1 card: Return it to your hand instead.",
     "Р Когда твой отряд техники должен быть уничтожен штурмом, сбрось 1 карту: Вместо этого верни его в свою руку."),
    ("R When this unit would be destroyed: Return it to its owner's hand instead.",
     "Р Когда этот отряд должен быть уничтожен: Вместо этого верни его в руку владельца."),
    ("T: One of your units cannot be destroyed until the end of the battle.",
     "Т: Один твой отряд не может быть уничтожен до конца сражения."),
    ("Your Heroes in this sector cannot be destroyed.",
     "Твои герои в этом секторе не могут быть уничтожены."),
    ("While this ship is ready, your Battle Barges cannot be destroyed.",
     "Пока этот корабль готов, твои боевые баржи не могут быть уничтожены."),
    ("T Return this unit to your hand: One of your units cannot be destroyed until the end of the battle.",
     "Т Верни этот отряд в свою руку: Один твой отряд не может быть уничтожен до конца сражения."),
    ("R When your opponent uses a ship ability, Lock this asset, (4+): Lock that ship.",
     "Р Когда противник использует способность корабля, поверни этот ресурс, (4+): Поверни тот корабль."),
    ("R When you use an Infantry unit ability: Draw 1 card.",
     "Р Когда ты используешь способность отряда пехоты: Возьми 1 карту."),
    ("R When your opponent plays a tactic, Discard 1 card: Draw 2 cards.",
     "Р Когда противник играет тактику, сбрось 1 карту: Возьми 2 карты."),
    ("This unit cannot be destroyed by shooting.",
     "Этот отряд не может быть уничтожен стрельбой."),
    ("T: One of your units cannot be destroyed by enemy abilities until the end of the battle.",
     "Т: Один твой отряд не может быть уничтожен способностями противника до конца сражения."),
    ("Your Vehicles cannot be destroyed by assaults.",
     "Твоя техника не может быть уничтожена штурмом."),
    ("R When you play a modifier: Draw 1 card.",
     "Р Когда ты играешь модификатор: Возьми 1 карту."),
    ("R When this unit destroys an enemy unit in an assault: Draw 1 card.",
     "Р Когда этот отряд уничтожает отряд противника в ходе штурма: Возьми 1 карту."),
    ("R When this unit is assaulted: This unit gets +2 armor.",
     "Р Когда этот отряд атакован штурмом: Этот отряд получает +2 к броне."),
]


@pytest.mark.parametrize(("en", "ru"), PAIRS)
def test_one_form_in_both_languages_and_back(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a


TYPED = [
    ("r when this unit destroys an enemy unit by shooting - draw 1 card",
     "R When this unit destroys an enemy unit by shooting: Draw 1 card."),
    ("R - when an enemy unit shoots at this unit, that unit gets -2 FP",
     "R When an enemy unit shoots at this unit: That unit gets -2 firepower."),
    ("When a unit of yours is destroyed by an enemy unit, draw 1 card.",
     "R When an enemy unit destroys a unit of yours: Draw 1 card."),
    ("R When an enemy unit attacks this unit: This unit gets +1 armor.",
     "R When this unit is attacked by an enemy unit: This unit gets +1 armor."),
    ("R when this unit is shot at: this unit gets +1 AR",
     "R When this unit is attacked by shooting: This unit gets +1 armor."),
    ("r - when your opponent plays a tactic from their command hand draw 1 card",
     "R When your opponent plays a tactic: Draw 1 card."),
    ("if this unit would be destroyed by an enemy ability, return it to your hand instead",
     "If this unit would be destroyed by an enemy ability, return it to your hand instead."),
    ("Whenever this unit destroys an enemy unit, draw 1 card.",
     "R When this unit destroys an enemy unit: Draw 1 card."),
    ("R every time an enemy unit charges: draw 1 card",
     "R When an enemy unit charges: Draw 1 card."),
]


@pytest.mark.parametrize(("typed", "printed"), TYPED)
def test_players_typing_reads_as_the_printed_form(typed, printed):
    assert parse(typed) == parse(printed)


def test_russian_typing_reads_as_the_printed_form():
    assert parse("Всякий раз, когда этот отряд уничтожает отряд противника, возьми 1 карту.", "ru") == parse(
        "Р Когда этот отряд уничтожает отряд противника: Возьми 1 карту.", "ru")
    assert parse("р - когда отряд противника атакует этот отряд стрельбой возьми 1 карту", "ru") == parse(
        "R When this unit is attacked by an enemy unit by shooting: Draw 1 card.")
    assert parse("если этот отряд должен быть уничтожен при штурме, вместо этого поверни его", "ru") == parse(
        "If this unit would be destroyed by an assault, lock it instead.")


def test_it_is_the_subject_of_the_trigger_sentence():
    a = parse("When this unit destroys an enemy unit, it gets +1 assault until the end of the battle.")
    assert a.effects[0].target == ir.ThisCard() and a.trigger.party.this and not a.trigger.this
    assert parse("Когда этот отряд уничтожает отряд противника, он получает +1 к штурму до конца сражения.", "ru") == a
    a = parse("R When this unit destroys an enemy unit: Lock that unit.")
    assert a.effects[0].target == ir.TriggerCard()
    a = parse("R When an enemy unit shoots at this unit: Lock that unit.")
    assert a.effects[0].target == ir.TriggerCard()
    # g15 (issue 24): where the trigger names this card and another, "it" could be either: refused
    with pytest.raises(AbilityParseError):
        parse("R When an enemy unit shoots at this unit: Lock it.")


def test_the_trigger_keeps_who_does_what():
    t = parse("R When this unit destroys an enemy Infantry unit by an assault: Draw 1 card.").trigger
    assert (t.event, t.owner, t.by, t.party.this, t.this) == ("destroyed", "enemy", "assault", True, False)
    t = parse("R When an enemy unit assaults this unit: Draw 1 card.").trigger
    assert (t.event, t.owner, t.party.this, t.this) == ("assaults", "enemy", True, False)
    t = parse("R When this unit is locked by an enemy ability: Draw 1 card.").trigger
    assert (t.event, t.this, t.by, t.by_enemy) == ("locked", True, "ability", True)
    t = parse("R When another unit of yours is destroyed: Draw 1 card.").trigger
    assert t.other and t.owner == "own"


@pytest.mark.parametrize("text", [
    "R When this unit destroys this unit: Draw 1 card.",
    "R When your opponent charges a unit: Draw 1 card.",
    "R When an enemy unit is attacked by an ability: Draw 1 card.",
    "T: This unit gets +2 armor instead.",
    # "it" / "that unit" naming the trigger's other card, which no target names
    "R When an enemy unit attacks this unit: That unit gets -2 firepower.",
    "R When this unit is attacked by a Vehicle: That unit gets -2 firepower.",
    "R When an enemy unit destroys one of your units: Return it to your hand.",
    "R When this unit is destroyed: Draw 1 card instead.",
])
def test_what_makes_no_sense_is_refused(text):
    with pytest.raises(AbilityParseError):
        parse(text)
