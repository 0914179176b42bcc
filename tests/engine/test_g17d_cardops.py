"""Issue 24 (g17d): operations on cards and rolls played from the printed text in both languages — a stat
compared with another stat of a named card, a roll a sentence makes and the next one uses, "If you cannot,
... instead", a stat that is X."""

from __future__ import annotations

from heresy_app.abilities import parse
from heresy_app.engine.ai.valuation import effect_value
from heresy_app.engine.terms import CHARGING, LOCKED
from tests.engine.printed import card, game, texts


def _both(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _finish_use(g, pick=None):
    for _ in range(40):
        if not any(type(f).__name__ == "AbilityFrame" for f in g.stack):
            return
        ds = g.legal_decisions()
        g.apply(pick if pick in ds else ds[0])


def test_enemy_units_whose_armor_is_lower_than_this_units_assault_are_locked():
    wa = _both("WA: Lock all enemy units in this sector whose armor is lower than this unit's assault.",
               "ВА: Поверни все отряды противника в этом секторе, чья броня меньше штурма этого отряда.")
    g, c = game(("me", card(wa, as_=3, ar=1), 0, "sector", 0), ("soft", card(ar=2), 1, "sector", 0),
                ("hard", card(ar=3), 1, "sector", 0), ("mine", card(ar=1), 0, "sector", 0))
    assert effect_value(g, 0, wa["effects"][0]) > 0
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert {k for k in ("soft", "hard", "mine") if g.pos[c[k]] == LOCKED} == {"soft"}
    assert any("lock" in t.lower() for t in texts(g, "en")) and any("поворач" in t.lower() for t in texts(g, "ru"))


def test_a_roll_then_damage_equal_to_the_result():
    wa = _both("WA: Roll a die. Deal damage equal to the result to one enemy unit in this sector.",
               "ВА: Брось кубик. Нанеси одному отряду противника в этом секторе повреждения, равные результату.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(ar=3), 1, "sector", 0))
    assert effect_value(g, 0, wa["effects"][0]) > 0
    deck_before = len(g.decks[0])
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.zone_of(c["e"]) == "discard"   # the filler decks' dice are 3: 3 damage to armor 3
    assert len(g.decks[0]) == deck_before - 1   # one roll: one card off the top
    assert any("rolls" in t and "die 3" in t for t in texts(g, "en"))
    assert any("takes 3 damage" in t for t in texts(g, "en")) and any("получает 3 повреждений" in t for t in texts(g, "ru"))


def test_if_you_cannot_destroy_an_asset_you_get_a_flag_instead():
    e = _both("WA: Destroy one enemy asset in this sector. If you cannot, you get +1 flag instead.",
              "ВА: Уничтожь один ресурс противника в этом секторе. Если не можешь, вместо этого получи +1 флаг.")
    g, c = game(("me", card(e), 0, "sector", 0), ("u", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert texts(g, "en")[-1] == "P1 gets +1 flag in this battle"
    assert texts(g, "ru")[-1] == "Игрок 1 получает флаги в этом сражении: +1"


def test_charge_with_two_of_your_ready_units_at_once():
    wa = _both("WA: Charge with two of your ready units at once.",
               "ВА: Переведи в наступление два своих готовых отряда.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("a", card(), 0, "sector", 0), ("b", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    charging = [k for k in ("me", "a", "b", "e") if g.pos[c[k]] == CHARGING]
    assert len(charging) == 2 and "e" not in charging


def test_the_opponent_discards_the_tactic_you_chose_in_his_hand():
    wa = _both("WA: Look at your opponent's command hand and choose one tactic in it. Your opponent discards that card.",
               "ВА: Посмотри командную руку противника и выбери в ней одну тактику. Противник сбрасывает эту карту.")
    t_line = parse("T: Draw 1 card.").model_dump(mode="json")
    wa_line = parse("WA: Draw 1 card.").model_dump(mode="json")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("t", card(command=t_line), 1, "hand"), ("w", card(command=wa_line), 1, "hand"))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.zone_of(c["t"]) == "discard" and g.zone_of(c["w"]) == "hand"


def test_a_whole_hand_discarded_as_a_cost():
    wa = _both("WA Discard your command hand: Destroy all enemy units with armor 1.",
               "ВА Сбрось всю командную руку: Уничтожь все отряды противника с броней 1.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(ar=1), 1, "sector", 0),
                ("h1", card(), 0, "hand"), ("h2", card(), 0, "hand"))
    assert ("play", c["me"], 0) in g.legal_decisions()
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert not g.hands[0] and g.zone_of(c["h1"]) == "discard" and g.zone_of(c["h2"]) == "discard"
    assert g.zone_of(c["e"]) == "discard"


def test_a_whole_hand_cost_needs_a_card_in_it():
    wa = _both("WA Discard your command hand: Destroy all enemy units with armor 1.",
               "ВА Сбрось всю командную руку: Уничтожь все отряды противника с броней 1.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(ar=1), 1, "sector", 0))
    assert not g.hands[0] and ("play", c["me"], 0) not in g.legal_decisions()


def test_this_unit_returns_to_the_hand_and_another_is_infiltrated_from_it():
    wa = _both("WA: Return this unit to your command hand and infiltrate another unit from it instead.",
               "ВА: Верни этот отряд в командную руку и внедри вместо него другой отряд оттуда.")
    g, c = game(("me", card(wa), 0, "sector", 0), ("u", card(), 0, "hand"), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.zone_of(c["me"]) == "hand" and g.zone_of(c["u"]) == "sector:0"
