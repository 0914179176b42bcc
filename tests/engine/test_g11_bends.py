"""Issue 24 (g11): rule bends of the war action, read alike from English and Russian and played by
combat: "blocks as if it had +1 speed" (its speed and that much more against the shooter's), "may
charge and assault / shoot in the same war action" (after the charge's tactics window the unit, still
charging, may attack in the same war action)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from tests.engine.printed import card, game, texts

PLUS = ("Your Ultramarines units block as if they had +1 speed.",
        "Твои отряды Ультрамаринов блокируют так, как если бы их скорость была на 1 больше.")
CHARGE = ("This unit may charge and assault in the same war action.",
          "Этот отряд может наступать и штурмовать в течение одной военной акции.")
CHARGE_SHOOT = ("This unit may charge and shoot in the same war action.",
                "Этот отряд может наступать и стрелять в одну военную акцию.")


def test_each_reads_as_one_form():
    for en, ru in (PLUS, CHARGE, CHARGE_SHOOT):
        assert parse(en, "en") == parse(ru, "ru")
    assert parse("This unit blocks shooting as if it had +2 speed.", "en") == parse(
        "Этот отряд блокирует стрельбу так, как если бы его скорость была на 2 больше.", "ru")


@pytest.mark.parametrize(("lang", "sp", "may"), [("en", 2, True), ("ru", 2, True), ("en", 1, False)])
def test_a_blocker_counts_its_speed_plus_one(lang, sp, may):
    printed = parse(PLUS[0 if lang == "en" else 1], lang).model_dump(mode="json")
    g, c = game(("shooter", card(fp=2, sp=2), 0, "sector", 0), ("target", card(), 1, "sector", 0),
                ("ultra", card(sp=sp, keywords=("Ultramarines",)), 1, "sector", 0),
                ("other", card(sp=sp), 1, "sector", 0), ("badge", card(printed, type="asset"), 1, "sector", 0))
    g.apply(("shoot", c["shooter"], c["target"]))
    legal = g.legal_decisions()
    assert (("block", c["ultra"]) in legal) == may
    assert ("block", c["other"]) not in legal   # not an Ultramarines unit: its own speed only


def _pass_windows(g, until=("war_action",)):
    for _ in range(20):
        q = g.question()
        if q is None or q.kind in until:
            return q
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])
    return g.question()


@pytest.mark.parametrize(("lang", "printed"), [("en", True), ("ru", True), ("en", False)])
def test_charge_then_assault_in_the_same_war_action(lang, printed):
    abilities = [parse(CHARGE[0 if lang == "en" else 1], lang).model_dump(mode="json")] if printed else []
    g, c = game(("me", card(*abilities, as_=3), 0, "sector", 0), ("foe", card(ar=2), 1, "sector", 0))
    g.apply(("charge", c["me"]))
    q = _pass_windows(g)
    legal = g.legal_decisions()
    assert (q.player == 0 and ("assault", c["me"], c["foe"]) in legal) == printed
    if not printed:
        return
    assert ("charge", c["me"]) not in legal and not any(d[0] == "shoot" for d in legal)
    g.apply(("assault", c["me"], c["foe"]))
    _pass_windows(g)
    assert g.zone_of(c["foe"]) == "discard"
    assert any("в той же военной акции" in t for t in texts(g, "ru"))
    assert any("in the same war action as its charge" in t for t in texts(g, "en"))
    assert g.question().player == 1   # one war action: the opponent declares next


def test_charge_then_shoot_or_pass():
    me = parse(CHARGE_SHOOT[1], "ru").model_dump(mode="json")
    g, c = game(("me", card(me, fp=3), 0, "sector", 0), ("foe", card(ar=2), 1, "sector", 0))
    g.apply(("charge", c["me"]))
    _pass_windows(g)
    legal = g.legal_decisions()
    assert ("shoot", c["me"], c["foe"]) in legal and not any(d[0] == "assault" for d in legal)
    g.apply(("pass",))
    assert g.question().player == 1 and g.zone_of(c["foe"]) != "discard"


ITS = ("T: One of your units gets +1 firepower, and its shooting cannot be blocked until the end of the battle.",
       "Т: Один твой отряд получает +1 к огневой мощи, и его стрельбу нельзя блокировать до конца сражения.")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_chosen_units_shooting_cannot_be_blocked(lang):
    t = parse(ITS[0 if lang == "en" else 1], lang)
    assert t == parse(ITS[1 - (lang == "ru")], "ru" if lang == "en" else "en")
    assert (t.effects[1].rule, t.effects[1].target.ref) == ("unblockable_shooting", "chosen")
    assert parse("T: One of your units gets +1 firepower, and its shooting cannot be blocked this war action.", "en") == \
        parse("Т: Один твой отряд получает +1 к огневой мощи, и в эту ВА его стрельбу нельзя блокировать.", "ru")
    g, c = game(("gun", card(t.model_dump(mode="json"), fp=2, sp=1), 0, "sector", 0),
                ("other", card(fp=1, sp=1), 0, "sector", 0),
                ("foe", card(ar=5), 1, "sector", 0), ("fast", card(sp=3), 1, "sector", 0),
                ("foe2", card(ar=5), 1, "sector", 0))
    g.apply(("shoot", c["other"], c["foe"]))
    g.apply(("no_block",))
    if g.question().player == 1:
        g.apply(("pass",))
    g.apply(("play", c["gun"], 0))
    for _ in range(5):
        if ("choose", c["gun"]) in g.legal_decisions():
            g.apply(("choose", c["gun"]))
            break
        g.apply(g.legal_decisions()[0])
    _pass_windows(g)
    if g.question().player == 1:
        g.apply(("pass",))
    g.apply(("shoot", c["gun"], c["foe2"]))
    assert not any(d[0] == "block" for d in g.legal_decisions())   # the fast unit may not block it
    assert any("shooting cannot be blocked" in x for x in texts(g, "en"))


def test_enemy_tactics_or_wa_cards_cannot_target_it():
    me = parse("This unit cannot be the target of enemy tactics or WA cards.", "en")
    assert me == parse("Этот отряд не может быть целью тактик и ВА-карт противника.", "ru")
    assert me.effects[0].source.kinds == ["WA", "T"]
    wa = parse("WA: Destroy one enemy unit.", "en").model_dump(mode="json")
    g, c = game(("killer", card(wa), 0, "sector", 0), ("me", card(me.model_dump(mode="json")), 1, "sector", 0),
                ("plain", card(), 1, "sector", 0))
    g.apply(("play", c["killer"], 0))
    assert g.zone_of(c["plain"]) == "discard" and g.zone_of(c["me"]) == "sector:0"   # the one it could choose
    g, c = game(("killer", card(wa), 0, "sector", 0), ("me", card(me.model_dump(mode="json")), 1, "sector", 0))
    assert ("play", c["killer"], 0) not in g.legal_decisions()   # no card it may choose: not offered
