"""Issue 24 (g9): when things happen, played as printed — a reaction whose cost is printed before its
trigger ("R Lock this asset: When your opponent declares a shooting attack, ..."), the opponent's acts
as triggers (declares a shooting attack / an assault, plays a WA card, an overrun cancelled), the kind
of attack a unit blocks ("When one of your units blocks an assault"), in both languages."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.terms import AR, LOCKED
from tests.engine.printed import card, game, texts, until


def _r(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def _offered(g, c):
    return ("play", c, 0) in g.legal_decisions()


DECLARES = [
    ("en", "R Lock this asset: When your opponent declares a shooting attack, draw 2 cards."),
    ("ru", "Р Поверни этот ресурс: Когда противник заявляет стрельбу, возьми 2 карты."),
]


@pytest.mark.parametrize("lang,text", DECLARES)
def test_a_cost_before_the_trigger_is_paid_when_the_opponent_declares_a_shooting_attack(lang, text):
    g, c = game(("gun", card(fp=1), 0, "sector", 0), ("e", card(ar=3), 1, "sector", 0),
                ("me", card(_r(text, lang), type="asset"), 1, "sector", 0))
    ab = g.tpl[c["me"]].abilities[0]
    assert ab.costs and ab.trigger["event"] == "shoots" and ab.trigger["owner"] == "enemy"
    g.apply(("shoot", c["gun"], c["e"]))
    assert until(g, "reaction", 1, "shoots") is not None and _offered(g, c["me"])
    hand = len(g.hands[1])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[1]) == hand + 2 and g.pos[c["me"]] == LOCKED   # the cost: this asset locked
    assert any("P2 uses" in t for t in texts(g)) and any("Игрок 2" in t for t in texts(g, "ru"))


@pytest.mark.parametrize("lang,text", DECLARES)
def test_an_assault_is_no_shooting_attack_declared(lang, text):
    g, c = game(("brute", card(as_=1), 0, "sector", 0, "charging"), ("e", card(ar=3), 1, "sector", 0),
                ("me", card(_r(text, lang), type="asset"), 1, "sector", 0))
    g.apply(("assault", c["brute"], c["e"]))
    for _ in range(30):
        assert not _offered(g, c["me"])
        legal = g.legal_decisions()
        step = ("pass",) if ("pass",) in legal else ("no_block",) if ("no_block",) in legal else None
        if step is None:
            break
        g.apply(step)


BLOCKS = [
    ("en", "R: When one of your units blocks an assault, it gets +2 armor until the end of the war action."),
    ("ru", "Р: Когда твой отряд блокирует штурм, он получает +2 к броне до конца военной акции."),
]


def _attack_blocked(text, lang, kind):
    g, c = game(("att", card(fp=1, as_=1, sp=1), 0, "sector", 0, "charging"), ("e", card(ar=3), 1, "sector", 0),
                ("wall", card(ar=1, sp=3), 1, "sector", 0, "charging"),
                ("me", card(_r(text, lang), type="asset"), 1, "sector", 0))
    g.apply((kind, c["att"], c["e"]))
    assert until(g, "block") is not None and ("block", c["wall"]) in g.legal_decisions()
    g.apply(("block", c["wall"]))
    return g, c


@pytest.mark.parametrize("lang,text", BLOCKS)
def test_blocking_an_assault_answers_and_the_blocker_gets_its_armor(lang, text):
    g, c = _attack_blocked(text, lang, "assault")
    assert until(g, "reaction", 1, "blocks") is not None and _offered(g, c["me"])
    assert g.stat(c["wall"], AR, -1) == 1
    g.apply(("play", c["me"], 0))   # the assault's damage is then dealt to armor 3, and the war action ends
    assert any("gets +2 armor" in t for t in texts(g)) and any("(armor 3)" in t for t in texts(g))
    assert g.in_play(c["wall"]) and any("+2" in t for t in texts(g, "ru"))


@pytest.mark.parametrize("lang,text", BLOCKS)
def test_blocking_a_shooting_attack_does_not_answer_an_assault_trigger(lang, text):
    g, c = _attack_blocked(text, lang, "shoot")
    for _ in range(30):
        assert not _offered(g, c["me"])
        if ("pass",) not in g.legal_decisions():
            break
        g.apply(("pass",))


@pytest.mark.parametrize("lang,text", [
    ("en", "R: When your opponent plays a WA card, draw 1 card."),
    ("ru", "Р: Когда противник играет карту «ВА», возьми 1 карту."),
])
def test_the_opponent_playing_a_war_action_card_answers_but_a_tactic_does_not(lang, text):
    ab = _r(text, lang)
    assert ab["trigger"]["event"] == "played" and ab["trigger"]["command"] == "WA"
    g, c = game(("me", card(ab, type="asset"), 1, "sector", 0),
                ("wa", card(command=_r("WA: Draw 1 card.")), 0, "hand"))
    g.apply(("play", c["wa"], -1))
    assert until(g, "reaction", 1) is not None and _offered(g, c["me"])
    hand = len(g.hands[1])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[1]) == hand + 1


@pytest.mark.parametrize("lang,text", [
    ("en", "R: When an enemy unit overruns, cancel the overrun."),
    ("ru", "Р: Когда отряд противника совершает прорыв, отмени этот прорыв."),
])
def test_the_overrun_cancelled_deals_no_damage(lang, text):
    g, c = game(("brute", card(as_=6, ar=3), 0, "sector", 0, "charging"), ("e", card(ar=1), 1, "sector", 0),
                ("e2", card(ar=1), 1, "sector", 0), ("guard", card(_r(text, lang), type="asset"), 1, "sector", 0))
    g.apply(("assault", c["brute"], c["e"]))
    for _ in range(40):
        q = g.question()
        legal = g.legal_decisions()
        if q.kind == "overrun":
            g.apply(("overrun", c["e2"]))
        elif q.kind == "reaction" and ("play", c["guard"], 0) in legal:
            g.apply(("play", c["guard"], 0))
        elif q.kind == "block":
            g.apply(("no_block",))
        elif ("pass",) in legal:
            g.apply(("pass",))
        else:
            break
    assert not g.in_play(c["e"]) and g.in_play(c["e2"])
    assert any("deals no damage" in t for t in texts(g)) and any("не наносит повреждений" in t for t in texts(g, "ru"))


def _to_battle_end(g, limit=80):
    """Pass every question (declining blocks, ending the combat step) until the battle is over."""
    for _ in range(limit):
        if g.bsec < 0:
            return
        legal = g.legal_decisions()
        if ("pass",) in legal:
            g.apply(("pass",))
        elif ("no_block",) in legal:
            g.apply(("no_block",))
        else:
            g.apply(legal[0])


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: Draw 1 card. At the end of the battle, destroy this unit."),
    ("ru", "ВА: Возьми 1 карту. В конце сражения уничтожь этот отряд."),
])
def test_an_effect_put_off_to_the_end_of_the_battle_waits_for_the_combat_step_to_end(lang, text):
    g, c = game(("me", card(_r(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    assert g.in_play(c["me"]) and any("at the end of the battle" in t for t in texts(g))
    assert any("в конце сражения" in t for t in texts(g, "ru"))
    _to_battle_end(g)
    assert not g.in_play(c["me"])
    log = texts(g)
    ends = next(i for i, t in enumerate(log) if t.startswith("the battle ends"))
    assert any("destroyed" in t for t in log[ends:])
    assert any(t.startswith("сражение заканчивается") for t in texts(g, "ru"))


@pytest.mark.parametrize("lang,text", [
    ("en", "At the end of the battle, destroy this unit."),
    ("ru", "В конце сражения уничтожь этот отряд."),
])
def test_a_cards_own_end_of_the_battle_is_its_event(lang, text):
    ab = _r(text, lang)
    assert ab["kind"] == "E" and ab == _r("E: Destroy this unit.")
    g, c = game(("me", card(ab), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    _to_battle_end(g)
    assert not g.in_play(c["me"])


@pytest.mark.parametrize("lang,text", [
    ("en", "This unit cannot be the target of shooting during the first war action of a battle."),
    ("ru", "Этот отряд не может быть целью стрельбы в первую военную акцию сражения."),
])
def test_a_rule_that_holds_during_the_first_war_action_only(lang, text):
    ab = _r(text, lang)
    assert ab["conditions"][0]["predicate"]["pred"] == "first_war_action"
    g, c = game(("gun", card(fp=1), 0, "sector", 0), ("runner", card(), 0, "sector", 0),
                ("hidden", card(ab, ar=3), 1, "sector", 0), ("e", card(ar=3), 1, "sector", 0))
    assert ("shoot", c["gun"], c["e"]) in g.legal_decisions()
    assert ("shoot", c["gun"], c["hidden"]) not in g.legal_decisions()   # the first war action
    g.apply(("charge", c["runner"]))
    for _ in range(20):   # the charge's windows, then the opponent's turn to declare: passes
        if g.question().kind == "war_action" and g.question().player == 0:
            break
        g.apply(("pass",))
    assert ("shoot", c["gun"], c["hidden"]) in g.legal_decisions()   # the second: it may be shot at


@pytest.mark.parametrize("lang,text", [
    ("en", "Your opponent cannot play reactions while this unit is attacking."),
    ("ru", "Пока этот отряд атакует, твой противник не может играть реакции."),
])
def test_the_opponent_may_not_play_reactions_while_this_unit_attacks(lang, text):
    rule = _r(text, lang)
    assert rule["effects"][0]["player"] == "opponent"
    answer = _r("R When an enemy unit shoots: Draw 1 card.")
    mine = _r("R When one of your units shoots: Draw 1 card.")
    g, c = game(("gun", card(rule, fp=1), 0, "sector", 0), ("other", card(fp=1), 0, "sector", 0),
                ("e", card(ar=3), 1, "sector", 0), ("me", card(answer, type="asset"), 1, "sector", 0),
                ("own", card(mine, type="asset"), 0, "sector", 0))
    before = g.clone()
    g.apply(("shoot", c["gun"], c["e"]))
    assert until(g, "reaction", 0, "shoots") is not None and _offered(g, c["own"])   # its own player's may
    g.apply(("pass",))
    for _ in range(30):
        assert not _offered(g, c["me"])
        if ("pass",) not in g.legal_decisions():
            break
        g.apply(("pass",))
    before.apply(("shoot", c["other"], c["e"]))   # another unit attacks: the rule does not hold
    assert until(before, "reaction", 1, "shoots") is not None and _offered(before, c["me"])


@pytest.mark.parametrize("lang,text", [
    ("en", "R Lock this asset: When an enemy ship ability targets one of your units, cancel it."),
    ("ru", "Р Поверни этот ресурс: Когда способность корабля противника выбирает целью один из твоих отрядов, отмени ее."),
])
def test_a_ship_ability_targeting_a_unit_of_mine_is_cancelled_but_a_command_line_is_not_answered(lang, text):
    ab = _r(text, lang)
    assert ab["trigger"]["event"] == "targeted" and ab["trigger"]["party"]["types"] == ["ship"]
    lock = _r("WA: Lock one enemy unit.")
    g, c = game(("ship", card(lock, type="ship"), 0, "fleet"), ("wa", card(command=lock), 0, "hand"),
                ("u", card(), 1, "sector", 0), ("me", card(ab, type="asset"), 1, "sector", 0))
    before = g.clone()
    g.apply(("play", c["ship"], 0))   # its one possible target is chosen at once
    assert until(g, "reaction", 1, "targeted") is not None and _offered(g, c["me"])
    g.apply(("play", c["me"], 0))
    for _ in range(20):
        if g.question().kind == "war_action":
            break
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else ("done",))
    assert g.pos[c["u"]] != LOCKED and g.pos[c["me"]] == LOCKED
    assert any("cancels" in t for t in texts(g)) and any("отменяет" in t for t in texts(g, "ru"))
    before.apply(("play", c["wa"], -1))   # the same line played from the command hand: no ship's ability
    for _ in range(20):
        assert not _offered(before, c["me"])
        if ("pass",) not in before.legal_decisions():
            break
        before.apply(("pass",))


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: Until the end of the battle, your opponent cannot play reactions."),
    ("ru", "ВА: До конца сражения противник не может играть реакции."),
])
def test_a_war_action_bars_the_opponents_reactions_for_the_battle(lang, text):
    bar = _r(text, lang)
    answer = _r("R When an enemy unit shoots: Draw 1 card.")
    g, c = game(("wa", card(command=bar), 0, "hand"), ("gun", card(fp=1), 0, "sector", 0),
                ("e", card(ar=3), 1, "sector", 0), ("me", card(answer, type="asset"), 1, "sector", 0),
                ("mine", card(_r("R When your opponent plays a card: Draw 1 card."), type="asset"), 0, "sector", 0))
    control = g.clone()
    control.apply(("shoot", c["gun"], c["e"]))   # without the war action card: the reaction is offered
    assert until(control, "reaction", 1, "shoots") is not None and _offered(control, c["me"])
    g.apply(("play", c["wa"], -1))
    until(g, "war_action", 1)
    g.apply(("pass",))   # the opponent passes; then the shot
    until(g, "war_action", 0)
    g.apply(("shoot", c["gun"], c["e"]))
    for _ in range(30):
        assert not _offered(g, c["me"])
        legal = g.legal_decisions()
        if ("pass",) not in legal:
            break
        g.apply(("pass",))


@pytest.mark.parametrize("lang,text", [
    ("en", "R: When your opponent declares a shooting attack against this unit, it gets +2 armor until the end of the "
           "war action."),
    ("ru", "Р: Когда противник заявляет стрельбу по этому отряду, он получает +2 к броне до конца военной акции."),
])
def test_it_after_an_attack_declared_against_this_unit_is_this_unit_never_the_shooter(lang, text):
    g, c = game(("gun", card(fp=2, ar=1), 0, "sector", 0), ("me", card(_r(text, lang), ar=1), 1, "sector", 0))
    g.apply(("shoot", c["gun"], c["me"]))
    assert until(g, "reaction", 1, "shoots") is not None and _offered(g, c["me"])
    g.apply(("play", c["me"], 0))
    until(g, "war_action")
    assert g.in_play(c["me"]) and any("(armor 3)" in t for t in texts(g))   # its armor, not the gun's
