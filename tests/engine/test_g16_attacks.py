"""Issue 24 (g16): the attack parts played from the printed text in both languages: who may not block one
kind of a card's attacks, whose attacks cannot be blocked (a scope), nobody of a description may block,
no overruns in a sector, the current attack made harmless by a tactic, damage reduced as card writers
say it (rules: battle.blocking, battle.assault.overrun, abilities.restriction, abilities.cancel)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.ai.valuation import effect_value
from tests.engine.printed import card, game, texts, until


def _printed(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _blocks(g):
    return sorted(d[1] for d in g.legal_decisions() if d[0] == "block")


def _run(g, play=None, limit=40):
    """Pass every window and decline blocks; ``play``: a (card, ability) used whenever it may be."""
    for _ in range(limit):
        q = g.question()
        if q is None:
            return
        legal = g.legal_decisions()
        if play is not None and ("play", *play) in legal:
            g.apply(("play", *play))
            continue
        if ("no_block",) in legal:
            g.apply(("no_block",))
            continue
        if ("pass",) in legal:
            g.apply(("pass",))
            continue
        return


NO_FLAGLESS = ("Flagless units cannot block this unit's shooting.",
               "Бесфлаговые отряды не могут блокировать стрельбу этого отряда.")


@pytest.mark.parametrize("kind", ["shoot", "assault"])
def test_flagless_units_cannot_block_its_shooting_but_its_assaults(kind):
    a = _printed(*NO_FLAGLESS)
    state = "charging" if kind == "assault" else "ready"
    g, c = game(("gun", card(a, sp=1), 0, "sector", 0, state), ("target", card(), 1, "sector", 0),
                ("flagless", card(sp=3), 1, "sector", 0, state), ("flagged", card(sp=3, flags=1), 1, "sector", 0, state))
    g.apply((kind, c["gun"], c["target"]))
    _run_until_block(g)
    if kind == "shoot":   # only the flagged unit may block the shot
        assert _blocks(g) == [c["flagged"]]
        assert any("not every unit may block" in t for t in texts(g))
    else:   # its assaults are blocked as usual
        assert _blocks(g) == sorted([c["flagless"], c["flagged"]])


def _run_until_block(g):
    for _ in range(20):
        legal = g.legal_decisions()
        if any(d[0] == "block" for d in legal) or g.question() is None:
            return
        if ("pass",) in legal:
            g.apply(("pass",))
        else:
            return


def test_shooting_attacks_made_by_your_titans_cannot_be_blocked():
    a = _printed("Shooting attacks made by your Titan units cannot be blocked.",
                 "Стрельбу твоих отрядов титанов нельзя заблокировать.")
    g, c = game(("post", card(a, type="asset"), 0, "sector", 0), ("titan", card(keywords=["Titan"]), 0, "sector", 0),
                ("target", card(), 1, "sector", 0), ("fast", card(sp=3), 1, "sector", 0))
    g.apply(("shoot", c["titan"], c["target"]))
    _run_until_block(g)
    assert _blocks(g) == []
    g2, c2 = game(("post", card(a, type="asset"), 0, "sector", 0), ("plain", card(), 0, "sector", 0),
                  ("target", card(), 1, "sector", 0), ("fast", card(sp=3), 1, "sector", 0))
    g2.apply(("shoot", c2["plain"], c2["target"]))
    _run_until_block(g2)
    assert _blocks(g2) == [c2["fast"]]


def test_a_reaction_says_no_unit_can_block_this_war_action():
    r = _printed("R When this unit assaults: No unit can block this war action.",
                 "Р Когда этот отряд штурмует: В эту военную акцию ни один отряд не может блокировать.")
    g, c = game(("me", card(r, as_=3), 0, "sector", 0, "charging"), ("target", card(ar=5), 1, "sector", 0),
                ("guard", card(), 1, "sector", 0, "charging"))
    g.apply(("assault", c["me"], c["target"]))
    for _ in range(10):
        legal = g.legal_decisions()
        if ("play", c["me"], 0) in legal:
            g.apply(("play", c["me"], 0))
            break
        g.apply(("pass",))
    _run_until_block(g)
    assert _blocks(g) == []


@pytest.mark.parametrize(("en", "ru"), [
    ("No overruns can be made in this sector.", "В этом секторе нельзя совершать прорывы."),
])
def test_no_overruns_in_this_sector(en, ru):
    a = _printed(en, ru)
    g, c = game(("post", card(a, type="asset"), 1, "sector", 0), ("me", card(as_=5), 0, "sector", 0, "charging"),
                ("e1", card(ar=1), 1, "sector", 0), ("e2", card(ar=1), 1, "sector", 0))
    g.apply(("assault", c["me"], c["e1"]))
    _run(g)
    assert not g.in_play(c["e1"])
    assert not any(d[0] == "overrun" for d in g.legal_decisions())
    assert g.in_play(c["e2"])


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("used", [True, False])
def test_a_tactic_makes_the_current_attack_deal_no_damage(lang, used):
    t = parse({"en": "T: The current attack deals no damage.", "ru": "Т: Текущая атака не наносит повреждений."}[lang],
              lang).model_dump(mode="json")
    g, c = game(("gun", card(fp=5), 0, "sector", 0), ("me", card(t, ar=3), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    _run(g, play=(c["me"], 0) if used else None)
    assert g.in_play(c["me"]) == used
    if used:
        assert any("current attack" in x for x in texts(g)) and any("текущая атака" in x for x in texts(g, "ru"))
        assert any("deals no damage" in x for x in texts(g))


def test_the_ai_values_the_current_attack_by_whose_it_is():
    t = parse("T: The current attack deals no damage.", "en").model_dump(mode="json")
    e = t["effects"][0]
    g, c = game(("gun", card(fp=5), 0, "sector", 0), ("me", card(t, ar=3), 1, "sector", 0))
    assert effect_value(g, 1, e) == 0.0   # no attack under way
    g.apply(("shoot", c["gun"], c["me"]))
    assert until(g, "tactics") is not None
    assert effect_value(g, 1, e) > 0 > effect_value(g, 0, e)   # my unit saved; my own shot wasted


def test_damage_reduced_as_card_writers_say_it():
    a = _printed("Reduce all damage dealt to this unit by shooting by 1.",
                 "Любые повреждения, которые этот отряд получает от стрельбы, уменьшаются на 1.")
    g, c = game(("gun", card(fp=3), 0, "sector", 0), ("me", card(a, ar=3), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    _run(g)
    assert g.in_play(c["me"])


@pytest.mark.parametrize("printed", [True, False])
def test_counter_attack_damage_in_this_sector_is_doubled(printed):
    a = _printed("Counter-attack damage dealt in this sector is doubled.",
                 "Повреждения от контратаки в этом секторе удваиваются.")
    # the attacker's own asset: anyone's counter-attack
    post = [("post", card(a, type="asset"), 0, "sector", 0)] if printed else []
    g, c = game(*post, ("a", card(as_=5, ar=3), 0, "sector", 0, "charging"),
                ("d", card(as_=2, ar=9, keywords=("Counter-attack",)), 1, "sector", 0))
    g.apply(("assault", c["a"], c["d"]))
    _run(g)
    assert (g.zone_of(c["a"]) == "discard") == printed   # 4 damage against armor 3, or 2
    if printed:
        assert any("double damage with its counter-attack: 4" in x for x in texts(g, "en"))


@pytest.mark.parametrize("printed", [True, False])
def test_your_infantry_units_get_armor_while_blocking(printed):
    a = _printed("Your Infantry units get +1 armor while blocking.", "Твои отряды пехоты получают +1 к броне, пока блокируют.")
    post = [("post", card(a, type="asset"), 1, "sector", 0)] if printed else []
    g, c = game(*post, ("gun", card(fp=2, sp=1), 0, "sector", 0), ("target", card(), 1, "sector", 0),
                ("guard", card(sp=3, ar=2, keywords=("Infantry",)), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["target"]))
    _run_until_block(g)
    g.apply(("block", c["guard"]))
    _run(g)
    assert g.in_play(c["guard"]) == printed   # 2 damage against armor 3 while it blocks, or 2
    assert g.in_play(c["target"])
