"""Issue 24 (g16): choosers and quantities played from the printed text in both languages — "every enemy
unit with lower speed" (than this card), "unless its owner discards 2 cards" (the owner of the enemy card
chosen pays, or the effect happens), a card discarded by the letter of its command line."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.ai.valuation import effect_value
from heresy_app.engine.terms import FP, LOCKED
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


def test_every_enemy_unit_with_lower_speed_is_locked():
    wa = _both("WA: Lock every enemy unit with lower speed.", "ВА: Поверни каждый отряд противника с меньшей скоростью.")
    g, c = game(("me", card(wa, sp=2), 0, "sector", 0), ("slow", card(sp=1), 1, "sector", 0),
                ("same", card(sp=2), 1, "sector", 0), ("fast", card(sp=3), 1, "sector", 0),
                ("mine", card(sp=1), 0, "sector", 0))
    assert effect_value(g, 0, wa["effects"][0]) > 0
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    locked = {k for k in ("slow", "same", "fast", "mine") if g.pos[c[k]] == LOCKED}
    assert locked == {"slow"}
    assert any("lock" in t.lower() for t in texts(g, "en")) and any("поворач" in t.lower() for t in texts(g, "ru"))


_OWNER = ("WA: Destroy target enemy Vehicle unit unless its owner discards 2 cards.",
          "ВА: Уничтожь один отряд техники противника, если только его владелец не сбросит 2 карты.")


def _owner_game():
    wa = _both(*_OWNER)
    assert wa == _both("WA: Destroy 1 enemy Vehicle unit unless your opponent discards 2 cards.",
                       "ВА: Уничтожь 1 отряд техники противника, если противник не сбросит 2 карты.")
    return wa, game(("me", card(wa), 0, "sector", 0), ("tank", card(keywords=("Vehicle",)), 1, "sector", 0),
                    ("h1", card(), 1, "hand"), ("h2", card(), 1, "hand"), ("h3", card(), 1, "hand"))


@pytest.mark.parametrize(("pick", "spared"), [(("option", 1), True), (("option", 2), False)])
def test_its_owner_pays_two_cards_or_the_vehicle_is_destroyed(pick, spared):
    wa, (g, c) = _owner_game()
    g.apply(("play", c["me"], 0))
    assert g.current_player == 1 and pick in g.legal_decisions()
    _finish_use(g, pick)
    assert (g.zone_of(c["tank"]) == "sector:0") is spared
    assert len(g.hands[1]) == (1 if spared else 3)
    log_en, log_ru = "\n".join(texts(g, "en")), "\n".join(texts(g, "ru"))
    assert ("P2 pays" in log_en) is spared and (("не платит" in log_ru) is not spared)


def test_a_t_card_is_discarded_by_its_letter():
    wa = _both("WA: Discard a T card. If you do, draw 2 cards.", "ВА: Сбрось карту Т. Если ты это сделаешь, возьми 2 карты.")
    t_line = parse("T: Draw 1 card.").model_dump(mode="json")
    wa_line = parse("WA: Draw 1 card.").model_dump(mode="json")
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("t", card(command=t_line), 0, "hand"), ("w", card(command=wa_line), 0, "hand"))
    g.apply(("play", c["me"], 0))
    _finish_use(g)
    assert g.zone_of(c["t"]) == "discard" and g.zone_of(c["w"]) == "hand"
    assert len(g.hands[0]) == 3   # the WA card and the 2 drawn


VS_ASSETS = ("+3 firepower vs. Assets.", "+3 к огневой мощи против ресурсов.")
VS_ASSETS_T = ("T: One of your units gets +2 firepower versus assets until the end of the battle.",
               "Т: Один твой отряд получает +2 к огневой мощи против ресурсов до конца сражения.")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_constant_versus_assets_counts_against_an_asset_only(lang):
    const = parse(VS_ASSETS[0 if lang == "en" else 1], lang).model_dump(mode="json")
    assert const == _both(*VS_ASSETS)
    g, c = game(("me", card(const, fp=2), 0, "sector", 0), ("bunker", card(type="asset", ar=4), 1, "sector", 0),
                ("e", card(), 1, "sector", 0))
    assert g.stat(c["me"], FP) == 2
    assert g.stat(c["me"], FP, c["bunker"]) == 5
    assert g.stat(c["me"], FP, c["e"]) == 2


def test_a_tactics_firepower_versus_assets_is_logged_in_both_languages():
    tac = _both(*VS_ASSETS_T)
    g, c = game(("me", card(fp=2), 0, "sector", 0), ("tac", card(tac), 0, "sector", 0),
                ("bunker", card(type="asset", ar=4), 1, "sector", 0), ("e", card(), 1, "sector", 0))
    assert effect_value(g, 0, tac["effects"][0]) > 0   # an enemy asset in the sector: worth something
    g.apply(("shoot", c["me"], c["bunker"]))
    for _ in range(10):
        q = g.question()
        if q.kind == "tactics" and q.player == 0:
            break
        g.apply(("pass",))
    g.apply(("play", c["tac"], 0))
    while g.question() is not None and g.question().kind == "target":
        g.apply(("choose", c["me"]))
    assert g.stat(c["me"], FP, c["bunker"]) == 4 and g.stat(c["me"], FP, c["e"]) == 2
    assert any("versus assets" in t for t in texts(g)) and any("против ресурсов" in t for t in texts(g, "ru"))


OPP_CHOOSES = ("WA: Your opponent chooses one: he discards 2 cards, or you draw 2 cards.",
               "ВА: Противник выбирает одно: противник сбрасывает 2 карты, или ты берешь 2 карты.")


@pytest.mark.parametrize(("pick", "my_hand", "his_hand"), [(("option", 1), 0, 1), (("option", 2), 2, 3)])
def test_the_opponent_chooses_the_option(pick, my_hand, his_hand):
    wa = _both(*OPP_CHOOSES)
    assert wa["effects"][0]["chooser"] == "opponent"
    g, c = game(("me", card(wa), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("h1", card(), 1, "hand"), ("h2", card(), 1, "hand"), ("h3", card(), 1, "hand"))
    worths = [sum(effect_value(g, 0, x) for x in o) for o in wa["effects"][0]["options"]]
    assert effect_value(g, 0, wa["effects"][0]) == min(worths)   # he picks what is worth least to me
    mine = dict(wa["effects"][0], chooser="you")
    assert effect_value(g, 0, mine) == max(worths)
    g.apply(("play", c["me"], 0))
    assert g.current_player == 1 and pick in g.legal_decisions()
    _finish_use(g, pick)
    assert (len(g.hands[0]), len(g.hands[1])) == (my_hand, his_hand)
    n = pick[1]
    assert any(f"P2 chooses option {n}" in t for t in texts(g))
    assert any(f"Игрок 2 выбирает вариант {n}" in t for t in texts(g, "ru"))
