"""Issue 24: counts, caps, comparisons, "instead", "if it is destroyed" and choices acted on, read
from printed text (English and Russian give one form) and played by the engine, with the log in both
languages."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from heresy_app.engine.terms import AR, AS
from tests.engine.printed import card, game, texts


def _both(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _resolve(g):
    while g.bsec >= 0 and not g.is_over:
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])


def _finish_use(g):
    for _ in range(40):
        if not any(type(f).__name__ == "AbilityFrame" for f in g.stack):
            return
        g.apply(g.legal_decisions()[0])


INSTEAD = ("WA: This unit gets +2 armor until the end of the battle. If it is a Terminator, it gets +3 armor until the "
           "end of the battle instead.",
           "ВА: Этот отряд получает +2 к броне до конца сражения. Если это терминатор, вместо этого он получает +3 к "
           "броне до конца сражения.")


@pytest.mark.parametrize(("keywords", "armor"), [((), 1 + 2), (("Terminator",), 1 + 3)])
def test_instead_replaces_the_bonus_when_the_condition_holds(keywords, armor):
    wa = _both(*INSTEAD)
    g, c = game(("me", card(wa, keywords=keywords, ar=1), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.stat(c["me"], AR) == armor
    said = texts(g)
    assert ("the ability's condition holds" in said) == bool(keywords)


def test_instead_on_a_card_named_by_role_keeps_that_card():
    a = parse("T Lock this ship: The attacking unit gets +1 firepower. If it is a Space Marines unit, it gets +2 "
              "firepower instead.")
    e = a.effects[0]
    assert e.predicate.of == "attacking" and e.effects[0].target.ref == "attacking"
    assert e.otherwise[0].target.ref == "attacking"


def test_instead_after_a_choice_reads_as_the_difference_when_the_chosen_card_fits():
    """After a choice, "+2 …; if it is a Terminator, +3 … instead" is the same as +2 and, for a
    Terminator, +1 more (same stat and duration, numbers only: g3b's reading); the text a player
    reads back says so. Anything else after a choice is still refused rather than misread."""
    a = parse("T: One of your units gets +2 armor. If it is a Terminator, it gets +3 armor instead.")
    b = parse("T: One of your units gets +2 armor. If it is a Terminator, it gets +1 armor.")
    assert a == b
    with pytest.raises(AbilityParseError):
        parse("T: One of your units gets +2 armor. If it is a Terminator, it gets +3 assault instead.")


def test_if_it_is_destroyed_after_damage():
    wa = _both("WA: Deal 3 damage to one enemy unit. If it is destroyed, draw 1 card.",
               "ВА: Нанеси 3 повреждения одному отряду противника. Если он уничтожен, возьми 1 карту.")
    for armor, drawn in ((3, 1), (4, 0)):
        g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(ar=armor), 1, "sector", 0))
        g.apply(("play", c["me"], 0))
        _finish_use(g)
        assert len(g.hands[0]) == drawn
        assert (g.zone_of(c["e"]) == "discard") == bool(drawn)


def test_the_player_who_controls_more_units_draws():
    wa = _both("WA: The player who controls more units in this sector draws 1 card.",
               "ВА: Игрок, контролирующий больше отрядов в этом секторе, берет 1 карту.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0), ("e2", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert len(g.hands[0]) == 0 and len(g.hands[1]) == 1
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))   # equal: nobody
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert len(g.hands[0]) == len(g.hands[1]) == 0
    assert "условие способности не выполнено" in texts(g, "ru")


def test_if_you_have_more_units_than_your_opponent():
    wa = _both("WA: If you have more units in this sector than your opponent, draw 2 cards.",
               "ВА: Если у тебя в этом секторе больше отрядов, чем у противника, возьми 2 карты.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("mine", card(), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert len(g.hands[0]) == 2


def test_each_player_with_a_hero_gets_a_flag_at_resolution():
    ev = _both("E: Each player with a ready Hero in this sector gets +1 flag in this battle.",
               "С: Каждый игрок, у которого в этом секторе есть готовый герой, получает +1 флаг в этом сражении.")
    g, c = game(("me", card(ev, keywords=["Hero"]), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    _resolve(g)
    said = texts(g)
    assert any("P1 gets +1 flag in this battle" in t for t in said)
    assert not any("P2 gets +1 flag" in t for t in said)


def test_a_flag_for_each_enemy_unit_destroyed_in_this_battle_to_a_maximum():
    wa = _both("WA: Destroy all enemy units. You get +1 flag in this battle for each enemy unit destroyed in this "
               "battle, to a maximum of 2.",
               "ВА: Уничтожь все отряды противника. Ты получаешь +1 флаг в этом сражении за каждый отряд противника, "
               "уничтоженный в этом сражении, но не больше 2.")
    g, c = game(("me", card(wa), 0, "sector", 0), *[(f"e{i}", card(), 1, "sector", 0) for i in range(3)])
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.battle_flags[0] == 2
    assert any("получает флаги в этом сражении: +2" in t for t in texts(g, "ru"))


def test_for_each_flag_a_named_card_has():
    wa = _both("WA: This unit gets +1 assault until the end of the battle for each flag it has.",
               "ВА: Этот отряд получает +1 к штурму до конца сражения за каждый флаг на нем.")
    g, c = game(("me", card(wa, flags=2, as_=1), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.stat(c["me"], AS) == 3


def test_for_each_locked_enemy_unit_with_the_state_before_the_owner():
    a = _both("E: Your opponent gets -1 flag in this battle for each locked enemy Vehicle unit in this sector.",
              "С: Твой противник получает -1 флаг в этом сражении за каждый повернутый отряд техники противника в "
              "этом секторе.")
    amount = a["effects"][0]["amount"]
    assert amount["owner"] == "enemy" and {f.get("state") for f in amount["filters"]} >= {"locked"}


def test_choose_up_to_two_and_deal_damage_to_each_of_them():
    wa = _both("WA: Choose up to 2 enemy units and deal 2 damage to each of them.",
               "ВА: Выбери до 2 отрядов противника и нанеси каждому из них 2 повреждения.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e1", card(ar=2), 1, "sector", 0), ("e2", card(ar=2), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    g.apply(("choose", c["e1"]))
    g.apply(("choose", c["e2"]))
    _finish_use(g)
    assert g.zone_of(c["e1"]) == g.zone_of(c["e2"]) == "discard"


@pytest.mark.parametrize(("en", "ru"), [
    ("E: +1 flag.", "С: +1 флаг."),
    ("WA - lock one enemy ship & one enemy asset.", "ВА - поверни один корабль противника и один ресурс противника."),
    ("e - the player with more ships in their fleet gets +1 flag in this battle",
     "с - игрок, у которого больше кораблей во флоте, получает +1 флаг в этом сражении"),
    ("E: If your opponent has more Vehicle units in this sector than you, draw 1 card.",
     "С: Если у противника в этом секторе больше отрядов техники, чем у тебя, возьми 1 карту."),
    ("T: The blocking unit gets -1 armor for each flag the attacking unit has.",
     "Т: Блокирующий отряд получает -1 к броне за каждый флаг атакующего отряда."),
    ("T: Any unit gets +1 firepower for each of your units destroyed in this battle (maximum 3).",
     "Т: Любой отряд получает +1 к огневой мощи за каждый свой отряд, уничтоженный в этом сражении (максимум 3)."),
    ("WA: Deal 2 damage to the defending unit. If it is destroyed, each player draws 1 card.",
     "ВА: Нанеси 2 повреждения защищающемуся отряду. Если он уничтожен, каждый игрок берет 1 карту."),
    ("WA: Choose one enemy asset and lock it.", "ВА: Выбери один ресурс противника и поверни его."),
    ("R When this unit is blocked: The blocking unit gets -1 assault. If it is a Vehicle, it gets -2 assault instead.",
     "Р Когда этот отряд заблокирован: Блокирующий отряд получает -1 к штурму. Если это техника, вместо этого он "
     "получает -2 к штурму."),
    ("E: Each player who has 2 or more Infantry units in this sector draws 1 card.",
     "С: Каждый игрок, у которого в этом секторе есть 2 или больше отрядов пехоты, берет 1 карту."),
])
def test_new_combinations_read_alike_in_both_languages_and_play(en, ru):
    from heresy_app.engine.effects import supported

    a = _both(en, ru)
    assert supported(a)


def test_use_only_once_per_battle_is_not_offered_again_in_the_battle():
    wa = _both("WA: Draw 1 card. Use only once per battle.", "ВА: Возьми 1 карту. Используется только один раз за сражение.")
    assert wa["once"] == "battle"
    plain = _both("WA: Draw 1 card.", "ВА: Возьми 1 карту.")
    for ab, again in ((plain, True), (wa, False)):
        g, c = game(("me", card(ab), 0, "sector", 0), ("e", card(), 1, "sector", 0))
        g.apply(("play", c["me"], 0))
        _finish_use(g)
        g.apply(("pass",))   # the opponent's war action; then ours again
        assert (("play", c["me"], 0) in g.legal_decisions()) == again


def test_once_per_turn_and_a_tactic_with_a_limit_read_alike():
    a = _both("T: All your Infantry units with armor 2 or less get +1 armor. Use only once per battle.",
              "Т: Все твои отряды пехоты с броней 2 или меньше получают +1 к броне. Используется только один раз за "
              "сражение.")
    assert a["once"] == "battle"
    b = _both("T: This unit gets +1 speed. Once per turn.", "Т: Этот отряд получает +1 к скорости. Один раз за ход.")
    assert b["once"] == "turn"


def test_move_one_of_your_ready_units_from_another_sector_to_this_sector():
    wa = _both("WA: Move one of your ready units from another sector to this sector.",
               "ВА: Перемести один свой готовый отряд из другого сектора в этот сектор.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("far", card(), 0, "sector", 1), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    if ("choose", c["far"]) in g.legal_decisions():
        g.apply(("choose", c["far"]))
    _finish_use(g)
    assert g.zone_of(c["far"]) == "sector:0"
    assert any("перемещ" in t.lower() or "сектор" in t for t in texts(g, "ru"))


def test_move_this_card_only_to_a_sector_where_you_have_a_unit():
    wa = _both("WA: Move this unit to another sector where you have a Hero.",
               "ВА: Перемести этот отряд в другой сектор, где у тебя есть герой.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("hero", card(keywords=["Hero"]), 0, "sector", 2),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    moves = [d for d in g.legal_decisions() if d[0] == "move"]
    assert moves in ([], [("move", c["me"], 2)])   # sector 1 has no Hero of mine
    if moves:
        g.apply(moves[0])
    assert g.zone_of(c["me"]) == "sector:2"


def test_at_the_end_of_the_war_action_destroy_it():
    wa = _both("WA: One of your units gets +2 firepower. At the end of the war action, destroy it.",
               "ВА: Один твой отряд получает +2 к огневой мощи. В конце военной акции уничтожь его.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("mine", card(), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    g.apply(("choose", c["mine"]))
    _finish_use(g)
    assert g.zone_of(c["mine"]) == "discard" and g.zone_of(c["me"]) == "sector:0"
    said = texts(g)
    assert said.index("the rest happens at the end of the war action") < said.index(
        "the war action ends: what was put off until then happens now")
    assert "остальное произойдет в конце военной акции" in texts(g, "ru")


def test_put_off_effects_are_refused_where_no_war_action_is_under_way():
    for text in ("During preparation: Ready this unit. At the end of the war action, lock it.",
                 "E: Draw 1 card. At the end of the war action, discard 1 card."):
        with pytest.raises(AbilityParseError):
            parse(text)


def test_it_in_a_branch_of_a_conditional_is_the_card_chosen_before():
    wa = _both("WA: Lock one enemy unit. If it is a Vehicle, destroy it.",
               "ВА: Поверни один отряд противника. Если это техника, уничтожь его.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(keywords=["Vehicle"]), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.zone_of(c["e"]) == "discard"


def test_a_bonus_while_it_is_your_only_unit_in_this_sector():
    const = _both("This unit gets +1 firepower and +1 speed while it is your only unit in this sector.",
                  "Этот отряд получает +1 к огневой мощи и +1 к скорости, пока он твой единственный отряд в этом секторе.")
    alone, _ = game(("me", card(const, fp=1), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    crowd, c = game(("me", card(const, fp=1), 0, "sector", 0), ("mate", card(), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    from heresy_app.engine.terms import FP
    assert alone.stat(0, FP) == 2 and crowd.stat(c["me"], FP) == 1


def test_return_one_of_your_units_then_infiltrate_a_different_unit_from_your_hand():
    wa = _both("WA: Return one of your units in this sector to your hand, then infiltrate a different unit from your hand.",
               "ВА: Верни один свой отряд из этого сектора в руку, затем внедри другой отряд из своей руки.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("mate", card(), 0, "sector", 0), ("new", card(), 0, "hand"),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    g.apply(("choose", c["mate"]))
    if ("choose", c["new"]) in g.legal_decisions():
        g.apply(("choose", c["new"]))
    _finish_use(g)
    assert g.zone_of(c["mate"]) == "hand" and g.zone_of(c["new"]) == "sector:0"


def test_lock_all_enemy_units_with_speed_lower_than_this_units_speed():
    wa = _both("WA: Lock all enemy units with speed lower than this unit's speed.",
               "ВА: Поверни все отряды противника, скорость которых меньше скорости этого отряда.")
    g, c = game(("me", card(wa, sp=2), 0, "sector", 0), ("slow", card(sp=1), 1, "sector", 0),
                ("fast", card(sp=3), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.position_of(c["slow"]) == "locked" and g.position_of(c["fast"]) == "ready"


def test_destroy_one_enemy_unit_with_the_same_or_lower_armor_than_this_unit():
    wa = _both("WA: Destroy one enemy unit with the same or lower armor than this unit.",
               "ВА: Уничтожь один отряд противника с такой же или меньшей броней, чем у этого отряда.")
    g, c = game(("me", card(wa, ar=2), 0, "sector", 0), ("weak", card(ar=2), 1, "sector", 0),
                ("tough", card(ar=3), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    assert ("choose", c["tough"]) not in g.legal_decisions()
    _finish_use(g)
    assert g.zone_of(c["weak"]) == "discard" and g.zone_of(c["tough"]) == "sector:0"


def test_that_unit_outside_a_reaction_is_refused_in_a_comparison():
    with pytest.raises(AbilityParseError):
        parse("WA: Destroy one enemy unit with armor lower than that unit's armor.")


def test_the_player_with_more_units_and_a_second_verb_is_never_read_as_yours():
    for text, lang in (("E: The player with more units in this sector draws 1 card and discards 1 card.", "en"),
                       ("С: Игрок, у которого больше отрядов в этом секторе, берет 1 карту и сбрасывает 1 карту.", "ru")):
        try:
            a = parse(text, lang)
        except Exception:
            continue
        assert all(type(e).__name__ == "IfThen" for e in a.effects), a
