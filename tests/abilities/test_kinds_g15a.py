"""Kinds of issue 24 written by helper g15a (tests/abilities/kinds/g15a_*.txt, line N the same card in both
languages): who may or may not do what, in any word order — the Russian editor's impersonal «нельзя /
можно» with the infinitive first, last or between («Штурмовать этот ресурс нельзя», «Нельзя блокировать
этот отряд», «В этом секторе прорыв совершать нельзя»), who is restricted said in the dative («Технике в
этом секторе наступать нельзя», «Каждому игроку можно сыграть …»), no one named («Наступать в этом
секторе нельзя»: no unit may); English "no unit can charge in this sector" and a use limit said of
"this" ability after it ("Use this only if …", "Play this card only during …"). The material's floor is
in test_kinds_material.py; here each form against its plain saying, what stays refused, and the engine
playing a sample."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from tests.engine.printed import card, game


@pytest.mark.parametrize(("ru", "plain"), [
    # the infinitive first, last, or after «нельзя» with the card after it: the card first
    ("Штурмовать этот отряд нельзя.", "Этот отряд нельзя штурмовать."),
    ("Нельзя штурмовать этот ресурс.", "Этот ресурс нельзя штурмовать."),
    ("Заблокировать этот отряд нельзя.", "Этот отряд нельзя заблокировать."),
    ("Блокировать нельзя.", "Нельзя блокировать."),
    ("Повернуть этот ресурс нельзя.", "Этот ресурс нельзя повернуть."),
    ("Уничтожить этот корабль нельзя.", "Этот корабль не может быть уничтожен."),
    ("Стрелять по этому отряду нельзя.", "По этому отряду нельзя стрелять."),
    ("Нельзя стрелять в этот ресурс.", "В этот ресурс нельзя стрелять."),
    ("Стрельбу этого отряда блокировать нельзя.", "Стрельбу этого отряда нельзя заблокировать."),
    ("Прорыв в этом секторе совершать нельзя.", "В этом секторе нельзя совершать прорыв."),
    ("Внедрять технику в этот сектор нельзя.", "Технику нельзя внедрить в этот сектор."),
    # a duration after the verb, or before everything, stays a duration
    ("Т: Один отряд противника получает -1 к огневой мощи. До конца ВА штурмовать его нельзя.",
     "Т: Один отряд противника получает -1 к огневой мощи. Его нельзя штурмовать до конца ВА."),
    # who is restricted, in the dative: the subject of «не может» / «может»
    ("Пехоте в этом секторе стрелять нельзя.", "Пехота в этом секторе не может стрелять."),
    ("Героям противника нельзя блокировать.", "Герои противника не могут блокировать."),
    ("Т: До конца сражения одному отряду противника нельзя наступать.",
     "Т: Один отряд противника не может наступать до конца сражения."),
    ("Т: 1 отряду противника нельзя стрелять до конца сражения.",
     "Т: Один отряд противника не может стрелять до конца сражения."),
    ("Каждому игроку можно сыграть не более двух тактик за ВА.", "Каждый игрок может сыграть не более двух тактик за ВА."),
    # no one named, a verb that takes no card: no unit may
    ("Наступать нельзя.", "Отряды не могут наступать."),
    ("Пока этот ресурс готов, совершать прорыв в этом секторе нельзя.",
     "Пока этот ресурс готов, отряды в этом секторе не могут совершать прорыв."),
])
def test_an_impersonal_russian_restriction_reads_as_its_plain_order(ru, plain):
    assert parse(ru, "ru") == parse(plain, "ru")


@pytest.mark.parametrize(("en", "plain"), [
    ("No Titan can charge in this sector.", "No Titan in this sector can charge."),
    ("No enemy unit may shoot in this sector.", "No enemy unit in this sector can shoot."),
    ("While this unit is ready, no unit can block in this sector.",
     "While this unit is ready, no unit in this sector can block."),
    ("T: Lock one enemy unit. Use this only if you control a Vehicle in this sector.",
     "T: Lock one enemy unit. Use only if you control a Vehicle in this sector."),
    ("WA: Draw 2 cards. Use this ability only while this unit is ready.",
     "WA: Draw 2 cards. Use only while this unit is ready."),
    ("T: One unit gets +1 armor. Play this tactic only during an assault.",
     "T: One unit gets +1 armor. Use only during an assault."),
    ("T: One unit gets +1 armor. Use it only if the defending unit is a Hero.",
     "T: One unit gets +1 armor. Use only if the defending unit is a Hero."),
])
def test_an_english_restriction_or_use_limit_reads_as_its_plain_order(en, plain):
    assert parse(en, "en") == parse(plain, "en")


@pytest.mark.parametrize(("en", "ru"), [
    ("Heroes in this sector cannot charge.", "Героям в этом секторе наступать нельзя."),
    ("No unit can overrun in this sector.", "В этом секторе прорыв совершать нельзя."),
    ("T: Until the end of the war action, one enemy unit cannot block.",
     "Т: До конца ВА одному отряду противника нельзя блокировать."),
    ("Enemy units cannot be infiltrated into this sector.", "Отряды противника нельзя внедрять в этот сектор."),
])
def test_both_languages_give_one_form(en, ru):
    assert parse(en, "en") == parse(ru, "ru")


def test_one_unit_in_the_dative_is_the_one_that_may_not_block_not_one_that_cannot_be_blocked():
    # «одному отряду … нельзя блокировать»: the unit may not block (the dative), where «один отряд нельзя
    # блокировать» is a unit no one may block: the number said in words keeps its case
    may_not_block = parse("Т: Одному отряду противника нельзя блокировать.", "ru")
    not_blocked = parse("Т: Один отряд противника нельзя блокировать.", "ru")
    assert may_not_block.effects[0].rule == "no_block"
    assert not_blocked.effects[0].rule == "unblockable"


@pytest.mark.parametrize(("lang", "text"), [
    ("ru", "Противнику нельзя."),                            # no verb
    ("ru", "Этому отряду можно наступать и нельзя стрелять."),  # two verbs, two modals: left as written
    ("ru", "Блокировать этот отряд можно."),                  # a permission with no one named
    ("en", "Use this only."),
])
def test_what_says_too_little_stays_refused(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


# ---- the engine plays a sample

@pytest.mark.parametrize("lang", ["en", "ru"])
def test_no_unit_charges_in_a_sector_where_charging_is_barred(lang):
    printed = parse(("No unit can charge in this sector.", "Наступать в этом секторе нельзя.")[lang == "ru"], lang)
    g, c = game(("wall", card(printed.model_dump(mode="json"), type="asset"), 1, "sector", 0),
                ("mine", card(), 0, "sector", 0), ("foe", card(), 1, "sector", 0))
    legal = g.legal_decisions()
    assert ("charge", c["mine"]) not in legal
    assert ("shoot", c["mine"], c["foe"]) in legal   # only charging is barred
    g2, c2 = game(("mine", card(), 0, "sector", 0), ("foe", card(), 1, "sector", 0))
    assert ("charge", c2["mine"]) in g2.legal_decisions()   # without the card it may


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_vehicles_named_in_the_dative_do_not_charge_and_infantry_does(lang):
    printed = parse(("Vehicles in this sector cannot charge.", "Технике в этом секторе наступать нельзя.")[lang == "ru"],
                    lang)
    g, c = game(("wall", card(printed.model_dump(mode="json"), type="asset"), 1, "sector", 0),
                ("tank", card(keywords=("Vehicle",)), 0, "sector", 0), ("foot", card(keywords=("Infantry",)), 0, "sector", 0),
                ("foe", card(), 1, "sector", 0))
    legal = g.legal_decisions()
    assert ("charge", c["tank"]) not in legal
    assert ("charge", c["foot"]) in legal


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_asset_that_cannot_be_assaulted_is_never_offered_as_the_target(lang):
    printed = parse(("This asset cannot be assaulted.", "Штурмовать этот ресурс нельзя.")[lang == "ru"], lang)
    g, c = game(("me", card(as_=5, fp=5), 0, "sector", 0, "charging"),
                ("wall", card(printed.model_dump(mode="json"), type="asset", ar=1), 1, "sector", 0),
                ("plain", card(type="asset", ar=1), 1, "sector", 0))
    legal = g.legal_decisions()
    assert ("assault", c["me"], c["plain"]) in legal
    assert ("assault", c["me"], c["wall"]) not in legal


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_unit_no_one_may_block_is_shot_without_a_block_offered(lang):
    printed = parse(("This unit cannot be blocked.", "Блокировать нельзя.")[lang == "ru"], lang)
    g, c = game(("gun", card(printed.model_dump(mode="json"), fp=2, sp=1), 0, "sector", 0),
                ("foe", card(ar=5), 1, "sector", 0), ("fast", card(sp=3), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["foe"]))
    assert ("block", c["fast"]) not in g.legal_decisions()
    g2, c2 = game(("gun", card(fp=2, sp=1), 0, "sector", 0), ("foe", card(ar=5), 1, "sector", 0),
                  ("fast", card(sp=3), 1, "sector", 0))
    g2.apply(("shoot", c2["gun"], c2["foe"]))
    assert ("block", c2["fast"]) in g2.legal_decisions()


# ---- who may not, in the instrumental, before the passive (agents_ru)

@pytest.mark.parametrize(("ru", "plain"), [
    ("Отрядами со скоростью 1 этот отряд не блокируется.", "Этот отряд не может быть заблокирован отрядами со скоростью 1."),
    ("Героями противника этот отряд не блокируется.", "Этот отряд не может быть заблокирован героями противника."),
    ("Этот отряд титанами не блокируется.", "Этот отряд не может быть заблокирован титанами."),
    ("Шагателями не блокируется.", "Не может быть заблокирован шагателями."),
    ("Атаки техники в этом секторе пехотой не блокируются.",
     "Отряды техники в этом секторе не могут быть заблокированы пехотой."),
    ("Твои отряды техники тактиками противника не уничтожаются.",
     "Твои отряды техники не могут быть уничтожены тактиками противника."),
    ("Отрядами с тремя и более флагами этот ресурс не может быть заблокирован.",
     "Этот ресурс не может быть заблокирован отрядами с 3 или больше флагами."),
])
def test_who_may_not_said_first_in_the_instrumental_reads_after_the_passive(ru, plain):
    assert parse(ru, "ru") == parse(plain, "ru")


@pytest.mark.parametrize(("en", "ru"), [
    ("Attacks by Vehicle units in this sector cannot be blocked by Infantry.",
     "Атаки техники в этом секторе пехотой не блокируются."),
    ("This unit cannot be blocked by units with speed 1.", "Отрядами со скоростью 1 этот отряд не блокируется."),
    ("Attacks made by your Heroes cannot be blocked.", "Атаки твоих героев нельзя блокировать."),
])
def test_attacks_named_by_their_attacker_give_one_form_in_both_languages(en, ru):
    assert parse(en, "en") == parse(ru, "ru")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_infantry_attacks_here_are_not_blocked_by_vehicles(lang):
    printed = parse(("Attacks by Infantry units in this sector cannot be blocked by Vehicles.",
                     "Атаки пехоты в этом секторе техникой не блокируются.")[lang == "ru"], lang)
    g, c = game(("wall", card(printed.model_dump(mode="json"), type="asset"), 0, "sector", 0),
                ("gun", card(fp=2, sp=1, keywords=("Infantry",)), 0, "sector", 0),
                ("foe", card(ar=5), 1, "sector", 0), ("tank", card(sp=3, keywords=("Vehicle",)), 1, "sector", 0),
                ("bike", card(sp=3), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["foe"]))
    legal = g.legal_decisions()
    assert ("block", c["bike"]) in legal
    assert ("block", c["tank"]) not in legal
