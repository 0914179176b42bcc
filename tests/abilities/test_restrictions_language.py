"""Issue 24: restrictions and rule changes combine freely — any who/what is restricted, against any
description of who may not ("by", "attacks by", "shoot at"), which abilities ("enemy tactics",
"special assaults", "ship abilities"), any duration — and each pair of sentences (written here, new
combinations, as players type them) reads to one form in both languages, and back from the
canonical text."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse, render

PAIRS = [
    # who may not block, as a description, from either side
    ("Enemy flagless units cannot block this unit.", "Бесфлаговые отряды противника не могут блокировать этот отряд."),
    ("enemy units with speed 1 cannot block this unit", "отряды противника со скоростью 1 не могут блокировать этот отряд"),
    ("Units with armor 3 or more cannot block attacks by this unit.",
     "Отряды с броней 3 или больше не могут блокировать атаки этого отряда."),
    ("This unit cannot be blocked by locked units with 2 or more flags.",
     "Этот отряд не может быть заблокирован повернутыми отрядами с 2 или больше флагами."),
    ("T: One of your Bike units cannot be blocked by units with speed 2 or less until the end of the battle.",
     "Т: Один твой отряд мотоциклов не может быть заблокирован отрядами со скоростью 2 или меньше до конца сражения."),
    ("T: Enemy flagged units cannot block your Infantry units this war action.",
     "Т: Флаговые отряды противника не могут блокировать твои отряды пехоты в этой военной акции."),
    # shooting at, assaulting
    ("While this asset is ready, enemy units cannot shoot at your flagless units in this sector.",
     "Пока этот ресурс готов, отряды противника не могут стрелять по твоим бесфлаговым отрядам в этом секторе."),
    ("Your Fortifications cannot be shot at by units with firepower 2 or less.",
     "Твои укрепления не могут быть целью стрельбы отрядов с огневой мощью 2 или меньше."),
    ("This asset cannot be assaulted by units with speed 3 or more.",
     "Этот ресурс нельзя штурмовать отрядами со скоростью 3 или больше."),
    ("Enemy Vehicles cannot assault this asset.", "Техника противника не может штурмовать этот ресурс."),
    ("WA Lock this unit: Your assets cannot be assaulted until the end of the battle.",
     "ВА Поверни этот отряд: Твои ресурсы нельзя штурмовать до конца сражения."),
    # which abilities
    ("This unit cannot be the target of enemy tactics.", "Этот отряд не может быть целью тактик противника."),
    ("This unit cannot be the target of special assaults.", "Этот отряд не может быть целью специальных штурмов."),
    ("Units in this sector cannot be the target of ship abilities.",
     "Отряды в этом секторе не могут быть целью способностей кораблей."),
    ("Your Heroes cannot be the target of enemy reactions.", "Твои герои не могут быть целью реакций противника."),
    ("T: One of your units cannot be the target of enemy ship abilities until the end of the turn.",
     "Т: Один твой отряд не может быть целью способностей кораблей противника до конца хода."),
    # readying, overrun, keywords lost
    ("Enemy units in this sector cannot be readied by abilities.",
     "Отряды противника в этом секторе не могут быть развернуты способностями."),
    ("T: One enemy locked unit cannot be readied until the end of the turn.",
     "Т: Один повернутый отряд противника не может быть развернут до конца хода."),
    ("T (3+): The attacking unit cannot overrun this war action.",
     "Т (3+): Атакующий отряд не может совершить прорыв в этой военной акции."),
    ("T: One enemy unit loses Counter-attack until the end of the battle.",
     "Т: Один отряд противника теряет контратаку до конца сражения."),
    ("While this unit is ready, your opponent cannot infiltrate units into this sector.",
     "Пока этот отряд готов, твой противник не может внедрять отряды в этот сектор."),
    ("Units cannot be infiltrated into this sector.", "В этот сектор нельзя внедрять отряды."),
    ("while this ship is ready, enemy ships are not readied at the end of the turn.",
     "пока этот корабль готов, корабли противника не разворачиваются в конце хода."),
    ("This unit can block shooting regardless of speed.", "Этот отряд может блокировать стрельбу независимо от скорости."),
    # a change that counts only against this card
    ("Enemy locked units get -1 armor versus this unit.",
     "Повернутые отряды противника получают -1 к броне против этого отряда."),
    ("Enemy Terminators get -1 AS vs. this unit.", "Вражеские терминаторы получают -1 ШТ против этого отряда."),
]


@pytest.mark.parametrize(("en", "ru"), PAIRS, ids=[en for en, _ in PAIRS])
def test_both_languages_read_one_form_and_it_reads_back(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a, render(a, lang)


def test_one_meaning_one_form():
    # "X cannot block Y" is "Y cannot be blocked by X"; "enemy" adds nothing to who blocks
    assert parse("Enemy flagless units cannot block this unit.") == parse("This unit cannot be blocked by flagless units.")
    # a keyword alone keeps the keyword form, however it is said
    kw = parse("This unit cannot be blocked by Vehicles.")
    assert kw == parse("Enemy Vehicle units cannot block this unit.")
    assert kw.effects[0].keyword == "Vehicle" and kw.effects[0].by is None
    # "the target of abilities" stays the plain form
    assert parse("This unit cannot be the target of enemy abilities.").effects[0].source is None


def test_the_parts_are_what_they_say():
    e = parse("Your units in this sector cannot be the target of enemy ship abilities.").effects[0]
    assert (e.rule, e.enemy_only, e.source) == ("untargetable", True, ir.AbilitySource(types=["ship"]))
    e = parse("Enemy units in this sector cannot be readied by abilities.").effects[0]
    assert (e.rule, e.source) == ("no_ready", ir.AbilitySource())
    e = parse("T: One enemy unit cannot be readied.").effects[0]
    assert (e.rule, e.source, e.duration) == ("no_ready", None, "war_action")
    e = parse("This asset cannot be assaulted by units with speed 3 or more.").effects[0]
    assert e.rule == "unassaultable" and e.by.filters == [ir.StatFilter(stat="speed", cmp="ge", value=3)]


@pytest.mark.parametrize("text", [
    "Your units cannot block this unit.",                 # only the opponent's units block
    "One enemy unit cannot block this unit.",             # who may not is a description of all such units
    "This unit cannot be blocked by your units.",
    "Enemy units in this sector lose Counter-attack.",    # a constant that takes a keyword away is not read
    "This unit gets -1 armor versus this unit.",
    "T: Units cannot be infiltrated into this sector.",  # only a constant, for the sector of its card
])
def test_what_it_cannot_mean_is_refused(text):
    with pytest.raises(AbilityParseError):
        parse(text)
