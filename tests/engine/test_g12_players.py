"""Issue 24 (g12): players and cards as the subjects of rule changes — who draws how many cards for the
command hand ("players draw 5 cards"), who declares the first war action, which cards may not lock or
target a card, which cards may not use abilities — read alike from English and Russian and played by the
engine, with the log in both languages."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from heresy_app.engine.ai.valuation import effect_value
from tests.engine.printed import card, game, texts


def _both(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _prep(sec, *cards):
    from tests.engine.test_sector_texts import game as sector_game

    return sector_game(sec, *cards, stage="preparation")


def _to_combat(g):
    for _ in range(20):
        if any(type(f).__name__ == "CombatFrame" for f in g.stack) or g.bsec < 0:
            return
        g.apply(g.legal_decisions()[0])


def test_players_draw_a_hand_of_five_in_a_sectors_battles():
    from tests.engine.test_sector_texts import sector

    en, ru = ("In battles for this sector, players draw 5 cards for their command hands.",
              "В сражениях за этот сектор игроки набирают в командную руку 5 карт.")
    assert _both(en, ru)["effects"][0] == {"op": "sector_rule", "what": "command_hand", "how": "size",
                                            "player": "each", "amount": 5, "where": "sector", "source": None,
                                            "duration": None, "need": None}
    g, c = _prep(sector((en, ru)), ("a", card(), 0, "sector", 0), ("d", card(), 1, "sector", 0))
    assert [len(g.hands[0]), len(g.hands[1])] == [5, 5]


def test_a_draw_without_a_sector_or_a_hand_stays_a_draw():
    a = parse("WA: Each player draws 2 cards.", "en").model_dump(mode="json")
    assert a["effects"][0]["op"] != "sector_rule"
    with pytest.raises(AbilityParseError):
        parse("In battles for this sector, players draw 6 cards for their command hands.", "en")


@pytest.mark.parametrize("who,en,ru,first", [
    ("defender", "In battles for this sector, the defender declares the first war action.",
     "В сражениях за этот сектор первую военную акцию заявляет защищающийся.", 1),
    ("attacker", "The attacker declares the first war action in battles for this sector.",
     "В сражениях за этот сектор атакующий игрок заявляет первую ВА.", 0)])
def test_a_sector_names_who_declares_the_first_war_action(who, en, ru, first):
    from tests.engine.test_sector_texts import sector

    assert _both(en, ru)["effects"][0]["player"] == who
    g, c = _prep(sector((en, ru)), ("a", card(), 0, "sector", 0), ("d", card(), 1, "sector", 0))
    _to_combat(g)
    assert g.current_player == first
    assert any(f"P{first + 1} declares the first war action, as a rule change says" in t for t in texts(g)), texts(g)
    assert any("заявляет первую военную акцию: так изменено правило" in t for t in texts(g, "ru"))


def test_a_units_constant_gives_the_first_war_action_to_its_players_opponent():
    from tests.engine.test_sector_texts import sector

    const = _both("In battles for this sector, your opponent declares the first war action.",
                  "В сражениях за этот сектор первую военную акцию заявляет твой противник.")
    sec = sector(("Counter-attack has no effect in this sector.", "В этом секторе контратака не действует."))
    g, c = _prep(sec, ("a", card(), 0, "sector", 0), ("d", card(const), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    _to_combat(g)
    assert g.current_player == 1


def test_the_first_war_action_is_settled_before_combat_and_valued_by_whom_it_gives():
    with pytest.raises(AbilityParseError):
        parse("T: You declare the first war action.", "en")
    prep = _both("During preparation, you declare the first war action.",
                 "Во время подготовки ты заявляешь первую военную акцию.")
    assert prep["effects"][0]["duration"] == "battle"
    g, _ = game(("a", card(), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    theirs = {**prep["effects"][0], "player": "opponent"}
    assert effect_value(g, 1, prep["effects"][0]) > 0 > effect_value(g, 1, theirs)


def test_a_preparation_ability_gives_its_player_the_first_war_action():
    from tests.engine.test_sector_texts import sector

    prep = _both("During preparation, you declare the first war action.",
                 "Во время подготовки ты заявляешь первую военную акцию.")
    sec = sector(("Counter-attack has no effect in this sector.", "В этом секторе контратака не действует."))
    g, c = _prep(sec, ("a", card(), 0, "sector", 0), ("d", card(prep), 1, "sector", 0))
    _to_combat(g)
    assert g.current_player == 1
    assert any("P2 declares the first war action" in t for t in texts(g)), texts(g)


def _kinds(g, k):
    return [d for d in g.legal_decisions() if d[0] == k]


@pytest.mark.parametrize("en,ru,scope", [
    ("Enemy cards cannot lock this unit.", "Карты противника не могут повернуть этот отряд.", False),
    ("Your opponent's cards cannot lock your units.", "Карты противника не могут поворачивать твои отряды.", True)])
def test_enemy_cards_cannot_lock_it_but_its_own_player_may_pay_a_lock(en, ru, scope):
    guard = _both(en, ru)
    lock = parse("WA: Lock 1 enemy unit.", "en").model_dump(mode="json")
    own = parse("WA Lock this unit: Draw 1 card.", "en").model_dump(mode="json")
    g, c = game(("me", card(lock), 1, "sector", 0), ("other", card(), 0, "sector", 0),
                ("safe", card(guard, own), 0, "sector", 0), to_act=1)
    g.apply(("play", c["me"], 0))
    if _kinds(g, "choose"):
        assert [d[1] for d in _kinds(g, "choose")] == [c["other"]]
        g.apply(("choose", c["other"]))
    assert g.position_of(c["safe"]) != "locked"
    assert g.position_of(c["other"]) == ("ready" if scope else "locked")
    g2, c2 = game(("safe", card(guard, own), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g2.apply(("play", c2["safe"], 1))
    assert g2.position_of(c2["safe"]) == "locked"   # its own player's cost: not an enemy card


def test_enemy_tactics_cannot_lock_but_a_war_action_may():
    guard = _both("Enemy tactics cannot lock this unit.", "Тактики противника не могут повернуть этот отряд.")
    assert guard["effects"][0]["source"] == {"kinds": ["T"], "types": []}
    wa = parse("WA: Lock all enemy units.", "en").model_dump(mode="json")
    g, c = game(("me", card(wa), 1, "sector", 0), ("safe", card(guard), 0, "sector", 0), to_act=1)
    g.apply(("play", c["me"], 0))
    assert g.position_of(c["safe"]) == "locked"


def test_a_war_action_keeps_enemy_tactics_from_locking_for_the_battle_and_logs_it():
    from heresy_app.engine.restrictions import lock_barred

    wa = _both("WA: Enemy tactics cannot lock your units until the end of the battle.",
               "ВА: Тактики противника не могут поворачивать твои отряды до конца сражения.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("mine", card(), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert not lock_barred(g, c["mine"], 1, ("T", None))
    g.apply(("play", c["me"], 0))
    assert lock_barred(g, c["mine"], 1, ("T", None)) and not lock_barred(g, c["mine"], 1, ("WA", None))
    assert not lock_barred(g, c["mine"], 0, ("T", None)) and not lock_barred(g, c["e"], 1, ("T", None))
    assert any("cannot be locked by some abilities" in t for t in texts(g)), texts(g)
    assert any("не может быть повернут некоторыми способностями" in t for t in texts(g, "ru"))


def test_your_opponent_cannot_play_tactics_that_target_it():
    guard = _both("Your opponent cannot play tactics that target this unit.",
                  "Твой противник не может играть тактики, целью которых является этот отряд.")
    assert guard == _both("This unit cannot be the target of enemy tactics.",
                          "Этот отряд не может быть целью тактик противника.")


def test_psykers_in_the_sector_cannot_use_their_war_action_abilities():
    ban = _both("Psykers in this sector cannot use WA abilities.",
                "Псайкеры в этом секторе не могут использовать способности ВА.")
    wa = parse("WA: Draw 1 card.", "en").model_dump(mode="json")
    g, c = game(("ban", card(ban), 1, "sector", 0), ("psy", card(wa, keywords=("Psyker",)), 0, "sector", 0),
                ("plain", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    plays = {d[1] for d in _kinds(g, "play")}
    assert c["plain"] in plays and c["psy"] not in plays


def test_a_war_action_bars_one_enemy_units_abilities_for_the_battle_and_logs_it():
    wa = _both("WA: One enemy unit cannot use abilities until the end of the battle.",
               "ВА: Один отряд противника не может использовать способности до конца сражения.")
    other = parse("WA: Draw 1 card.", "en").model_dump(mode="json")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(other), 1, "sector", 0), ("e2", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    if _kinds(g, "choose"):
        g.apply(("choose", c["e"]))
    assert g.current_player == 1 and c["e"] not in {d[1] for d in _kinds(g, "play")}
    assert any("cannot use its abilities for now" in t for t in texts(g)), texts(g)
    assert any("пока не может использовать свои способности" in t for t in texts(g, "ru"))
    assert effect_value(g, 0, wa["effects"][0]) > 0


@pytest.mark.parametrize("en,ru", [("R When your opponent passes: Draw 1 card.", "Р Когда противник пасует: Возьми 1 карту.")])
def test_a_reaction_answers_the_opponents_pass_in_the_combat_step(en, ru):
    r = _both(en, ru)
    g, c = game(("r", card(r), 1, "sector", 0), ("me", card(), 0, "sector", 0))
    held = len(g.hands[1])
    g.apply(("pass",))
    assert g.current_player == 1
    offered = [d for d in _kinds(g, "play") if d[1] == c["r"]]
    assert offered, g.legal_decisions()
    g.apply(offered[0])
    for _ in range(5):
        if len(g.hands[1]) > held or not _kinds(g, "choose"):
            break
        g.apply(_kinds(g, "choose")[0])
    assert len(g.hands[1]) == held + 1
    assert any("passes" in t for t in texts(g)) and any("пас" in t for t in texts(g, "ru"))


def test_ones_own_pass_does_not_answer_a_reaction_to_the_opponents():
    r = parse("R When your opponent passes: Draw 1 card.", "en").model_dump(mode="json")
    g, c = game(("r", card(r), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("pass",))
    assert not [d for d in _kinds(g, "play") if d[1] == c["r"]]


_CANCEL = ("WA: Destroy 1 enemy flagless unit. Your opponent may discard 2 cards to cancel this effect.",
           "ВА: Уничтожь 1 бесфлаговый отряд противника. Противник может сбросить 2 карты, чтобы отменить этот эффект.")


def _cancel_game():
    wa = _both(*_CANCEL)
    assert wa == _both("WA: Destroy 1 enemy flagless unit unless your opponent discards 2 cards.",
                       "ВА: Уничтожь 1 бесфлаговый отряд противника, если противник не сбросит 2 карты.")
    return wa, game(("me", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                    ("h1", card(), 1, "hand"), ("h2", card(), 1, "hand"), ("h3", card(), 1, "hand"))


def _settle(g, c, pick):
    for _ in range(12):
        ds = g.legal_decisions()
        if not any(type(f).__name__ == "AbilityFrame" for f in g.stack):
            return
        opts = [d for d in ds if d[0] == "option"]
        g.apply(pick if opts else ds[0])


def test_the_opponent_pays_two_cards_and_the_unit_is_spared():
    wa, (g, c) = _cancel_game()
    g.apply(("play", c["me"], 0))
    assert g.current_player == 1 and ("option", 1) in g.legal_decisions()
    _settle(g, c, ("option", 1))
    assert g.zone_of(c["e"]) == "sector:0" and len(g.hands[1]) == 1
    assert any("P2 pays, and the effect does not happen" in t for t in texts(g)), texts(g)
    assert effect_value(g, 0, wa["effects"][0]) <= effect_value(g, 0, wa["effects"][0]["effects"][0])


def test_the_opponent_keeps_the_cards_and_the_unit_is_destroyed():
    wa, (g, c) = _cancel_game()
    g.apply(("play", c["me"], 0))
    _settle(g, c, ("option", 2))
    assert g.zone_of(c["e"]) != "sector:0" and len(g.hands[1]) == 3
    assert any("не платит: эффект происходит" in t for t in texts(g, "ru"))


def test_starting_with_you_each_player_does_it_in_turn():
    a = _both("WA: Starting with you, each player destroys 1 of his units in this sector.",
              "ВА: Каждый игрок, начиная с тебя, уничтожает 1 свой отряд в этом секторе.")
    assert a == _both("WA: Each player destroys 1 of his units in this sector.",
                      "ВА: Каждый игрок уничтожает 1 свой отряд в этом секторе.")


_CAPTURE = ("A player can capture this sector only if he has at least 1 flagged Infantry unit in it.",
            "Игрок может захватить этот сектор, только если у него в нём есть хотя бы 1 флаговый отряд пехоты.")


@pytest.mark.parametrize("infantry", [False, True])
def test_a_sector_is_captured_only_by_a_player_with_a_flagged_infantry_unit_in_it(infantry):
    from tests.engine.test_sector_texts import game as sector_game
    from tests.engine.test_sector_texts import run_battle, sector

    rule = _both(*_CAPTURE)["effects"][0]
    assert (rule["what"], rule["need"]["at_least"]) == ("capture", 1)
    kws = ("Infantry",) if infantry else ("Vehicle",)
    g, c = sector_game(sector(_CAPTURE, required=2), ("mine", card(flags=3, keywords=kws), 0, "sector", 0),
                       ("e", card(), 1, "sector", 0))
    run_battle(g)
    assert (g.sec_owner[0] == 0) == infantry
    if not infantry:
        assert any("cannot capture this sector: a rule change" in t for t in texts(g)), texts(g)
        assert any("захватить этот сектор нельзя" in t for t in texts(g, "ru"))


def test_a_capture_condition_is_never_a_typed_abilitys():
    with pytest.raises(AbilityParseError):
        parse("E: A player can capture this sector only if he has a Hero in it.", "en")


def test_after_both_players_draw_their_command_hands_the_opponent_discards_one_at_random():
    from tests.engine.test_sector_texts import sector

    r = _both("After both players draw their command hands, your opponent discards 1 random card from his command hand.",
              "После того как игроки наберут командные руки, противник сбрасывает 1 случайную карту из своей командной руки.")
    assert r["trigger"]["event"] == "battle_start"
    sec = sector(("Counter-attack has no effect in this sector.", "В этом секторе контратака не действует."))
    g, c = _prep(sec, ("me", card(r), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    seen = []
    for _ in range(30):
        if g.bsec < 0 or g.is_over:
            break
        ds = g.legal_decisions()
        mine = [d for d in ds if d[0] == "play" and d[1] == c["me"]]
        if mine:
            seen.append(len(g.hands[1]))
            g.apply(mine[0])
            continue
        if any(type(f).__name__ == "CombatFrame" for f in g.stack) and not any(
                type(f).__name__ in ("ReactionFrame", "AbilityFrame") for f in g.stack):
            break
        g.apply(ds[0])
    assert seen == [6] and len(g.hands[1]) == 5, (seen, len(g.hands[1]))
