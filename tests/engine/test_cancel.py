"""Issue 24, answering the opponent (rules: abilities.cancel, our clarification): a reaction cancels
the command card just played or the ability just used that its trigger names — nothing it says
happens, its costs stay paid, a command card still goes to the discard pile —, or makes the overrun
that triggered it deal no damage; "when an enemy Psyker unit uses an ability", "when one of your
units uses a special assault" as triggers. Played from the printed text, in English and Russian."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.ai.valuation import effect_value
from heresy_app.engine.terms import LOCKED, Z_DISCARD
from tests.engine.printed import card, game, texts


def _r(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def _until(g, kind, player=None, limit=40):
    """Pass every window until a question of ``kind`` (for ``player``) asks; None when none comes."""
    for _ in range(limit):
        q = g.question()
        if q.kind == kind and (player is None or q.player == player):
            return q
        if ("pass",) not in g.legal_decisions():
            return None
        g.apply(("pass",))
    return None


CANCEL_TACTIC = {"en": "R When your opponent plays a tactic, discard 2 cards: Cancel that tactic.",
                 "ru": "Р Когда твой противник играет тактику, сбрось 2 карты: Отмени эту тактику."}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_tactic_played_from_the_hand_is_cancelled_its_card_discarded(lang):
    tactic = _r("T: Draw 2 cards.")
    g, c = game(("gun", card(fp=1), 0, "sector", 0), ("e", card(ar=3), 1, "sector", 0),
                ("t", card(command=tactic), 0, "hand"),
                ("no", card(command=_r(CANCEL_TACTIC[lang], lang)), 1, "hand"),
                ("x1", card(), 1, "hand"), ("x2", card(), 1, "hand"))
    g.apply(("shoot", c["gun"], c["e"]))
    assert _until(g, "tactics", 0) is not None
    hand = len(g.hands[0])
    g.apply(("play", c["t"], -1))
    q = g.question()
    assert q.kind == "reaction" and ("play", c["no"], -1) in g.legal_decisions() or (
        _until(g, "reaction", 1) and ("play", c["no"], -1) in g.legal_decisions())
    g.apply(("play", c["no"], -1))
    while any(d[0] == "choose" for d in g.legal_decisions()):   # the two cards discarded for the cost
        g.apply(next(d for d in g.legal_decisions() if d[0] == "choose"))
    assert _until(g, "war_action") is not None
    assert len(g.hands[0]) == hand - 1   # the tactic left the hand and drew nothing
    assert g.loc[c["t"]] == g.loc[c["x1"]] == g.loc[c["x2"]] == g.loc[c["no"]] == Z_DISCARD
    assert any("cancels" in t for t in texts(g)) and any("отменяет" in t for t in texts(g, "ru"))
    assert any("was cancelled" in t for t in texts(g)) and not any("has been carried out" in t and "T24" in t
                                                                   and "cancel" not in t for t in texts(g)[-3:-1])


@pytest.mark.parametrize("lang,text", [
    ("en", "R When an enemy Psyker unit uses an ability, Lock this unit: Cancel that ability."),
    ("ru", "Р Когда отряд псайкеров противника использует способность, поверни этот отряд: Отмени эту способность."),
])
def test_an_enemy_psykers_ability_is_cancelled_for_a_lock(lang, text):
    g, c = game(("psy", card(_r("T: Draw 2 cards."), keywords=("Psyker",)), 0, "sector", 0),
                ("gun", card(fp=1), 0, "sector", 0),
                ("e", card(ar=3), 1, "sector", 0),
                ("warden", card(_r(text, lang)), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    assert _until(g, "tactics", 0) is not None
    hand = len(g.hands[0])
    g.apply(("play", c["psy"], 0))
    assert _until(g, "reaction", 1) is not None and ("play", c["warden"], 0) in g.legal_decisions()
    g.apply(("play", c["warden"], 0))
    assert _until(g, "war_action") is not None   # the attack over, the ability done
    assert len(g.hands[0]) == hand and g.pos[c["warden"]] == LOCKED


def test_a_non_psyker_ability_does_not_trigger_it():
    r = _r("R When an enemy Psyker unit uses an ability, Lock this unit: Cancel that ability.")
    g, c = game(("plain", card(_r("T: Draw 2 cards.")), 0, "sector", 0), ("gun", card(fp=1), 0, "sector", 0),
                ("e", card(ar=3), 1, "sector", 0), ("warden", card(r), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    _until(g, "tactics", 0)
    hand = len(g.hands[0])
    g.apply(("play", c["plain"], 0))   # no reaction window: nobody could answer; the ability draws
    assert len(g.hands[0]) == hand + 2


@pytest.mark.parametrize("lang,text", [
    ("en", "R When an enemy unit overruns, Lock this unit: That overrun deals no damage."),
    ("ru", "Р Когда отряд противника совершает прорыв, поверни этот отряд: Этот прорыв не наносит повреждений."),
])
def test_that_overrun_deals_no_damage(lang, text):
    g, c = game(("brute", card(as_=6, ar=3), 0, "sector", 0, "charging"), ("e", card(ar=1), 1, "sector", 0),
                ("e2", card(ar=1), 1, "sector", 0), ("guard", card(_r(text, lang), ar=3), 1, "sector", 0))
    g.apply(("assault", c["brute"], c["e"]))
    for _ in range(40):
        q = g.question()
        legal = g.legal_decisions()
        if q.kind == "overrun":
            g.apply(("overrun", c["e2"]))
            continue
        if q.kind == "reaction" and ("play", c["guard"], 0) in legal:
            g.apply(("play", c["guard"], 0))
            continue
        if q.kind == "block":
            g.apply(("no_block",))
            continue
        if ("pass",) in legal:
            g.apply(("pass",))
            continue
        break
    assert not g.in_play(c["e"]) and g.in_play(c["e2"])
    assert any("deals no damage" in t for t in texts(g)) and any("не наносит повреждений" in t for t in texts(g, "ru"))


def test_the_ai_values_a_cancel_by_what_it_stops():
    g, c = game(("gun", card(fp=1), 0, "sector", 0), ("e", card(ar=3), 1, "sector", 0),
                ("t", card(command=_r("T: Draw 2 cards.")), 0, "hand"),
                ("no", card(command=_r(CANCEL_TACTIC["en"])), 1, "hand"),
                ("x1", card(), 1, "hand"), ("x2", card(), 1, "hand"))
    e = {"op": "cancel", "what": "use"}
    assert effect_value(g, 1, e) == 0.0   # nothing announced: nothing to stop
    g.apply(("shoot", c["gun"], c["e"]))
    _until(g, "tactics", 0)
    g.apply(("play", c["t"], -1))
    assert g.question().kind == "reaction"
    assert effect_value(g, 1, e) == pytest.approx(0.8)   # the opponent's draw, stopped
    assert effect_value(g, 0, e) == pytest.approx(-0.8)


@pytest.mark.parametrize("lang,text", [
    ("en", "R When one of your units uses a special assault, Discard 1 card: That special assault cannot be blocked."),
    ("ru", "Р Когда один из твоих отрядов использует специальный штурм, сбрось 1 карту: "
           "Этот специальный штурм нельзя блокировать."),
])
def test_that_special_assault_cannot_be_blocked(lang, text):
    g, c = game(("sa", card(_r("A: Draw 1 card."), as_=2), 0, "sector", 0, "charging"),
                ("helper", card(_r(text, lang)), 0, "sector", 0), ("x", card(), 0, "hand"),
                ("e", card(ar=3), 1, "sector", 0), ("blocker", card(ar=3), 1, "sector", 0, "charging"))
    special = next(d for d in g.legal_decisions() if d[0] == "special" and d[1] == c["sa"])
    before = g.clone()
    before.apply(special)
    before.apply(("pass",))   # not played: the charging unit is offered as a blocker
    assert _until(before, "block") is not None and ("block", c["blocker"]) in before.legal_decisions()
    g.apply(special)
    assert _until(g, "reaction", 0) is not None and ("play", c["helper"], 0) in g.legal_decisions()
    g.apply(("play", c["helper"], 0))
    while any(d[0] == "choose" for d in g.legal_decisions()):
        g.apply(next(d for d in g.legal_decisions() if d[0] == "choose"))
    for _ in range(20):
        q = g.question()
        assert q.kind != "block"   # nobody is offered as a blocker
        if ("pass",) not in g.legal_decisions():
            break
        g.apply(("pass",))


def test_a_reaction_to_special_assaults_is_not_offered_for_another_ability():
    r = _r("R When an enemy unit uses a special assault, (1+): Cancel it.")
    g, c = game(("psy", card(_r("T: Draw 2 cards.")), 0, "sector", 0), ("gun", card(fp=1), 0, "sector", 0),
                ("e", card(ar=3), 1, "sector", 0), ("warden", card(r), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["e"]))
    _until(g, "tactics", 0)
    hand = len(g.hands[0])
    g.apply(("play", c["psy"], 0))
    assert not (g.question().kind == "reaction" and ("play", c["warden"], 0) in g.legal_decisions())
    _until(g, "war_action")
    assert len(g.hands[0]) == hand + 2
