"""Issue 24 (g8): descriptions that combine, played as printed — a change versus a description of cards
("versus locked units" / «против повернутых отрядов»: only while the card fights such a card, read when
it fights), a role adjective inside a description ("your attacking unit" / «твой атакующий отряд»: only
that card may be chosen)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.effects import supported
from heresy_app.engine.terms import AR, AS
from tests.engine.printed import card, game, texts

VS_LOCKED = ("This unit gets +1 assault versus locked units.", "Этот отряд получает +1 к штурму против повернутых отрядов.")
VS_CHARGING = ("T: One of your units gets +2 armor versus charging units.",
               "Т: Один твой отряд получает +2 к броне против наступающих отрядов.")
VS_LOCKED_T = ("T: One of your units gets +2 armor versus locked Vehicle units until the end of the battle.",
               "Т: Один твой отряд получает +2 к броне против повернутых отрядов техники до конца сражения.")
YOUR_ATTACKER = ("T: Your attacking unit gets +1 speed.", "Т: Твой атакующий отряд получает +1 к скорости.")
_TACTIC = parse("T: Draw 1 card.", "en").model_dump(mode="json")


def _ir(pair, lang):
    return parse(pair[0 if lang == "en" else 1], lang).model_dump(mode="json")


@pytest.mark.parametrize("pair", [VS_LOCKED, VS_CHARGING, VS_LOCKED_T, YOUR_ATTACKER])
def test_both_languages_give_one_form_and_the_engine_plays_it(pair):
    assert parse(pair[0], "en") == parse(pair[1], "ru")
    assert supported(_ir(pair, "en"))


def test_a_scopes_change_versus_cards_is_left_to_the_player():
    assert not supported(parse("Your Infantry units get +1 armor versus locked units.", "en").model_dump(mode="json"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_constant_versus_locked_units_counts_against_a_locked_unit_only(lang):
    g, c = game(("me", card(_ir(VS_LOCKED, lang), as_=2), 0, "sector", 0),
                ("locked", card(), 1, "sector", 0, "locked"), ("ready", card(), 1, "sector", 0))
    assert g.stat(c["me"], AS) == 2
    assert g.stat(c["me"], AS, c["locked"]) == 3
    assert g.stat(c["me"], AS, c["ready"]) == 2


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_tactics_armor_versus_locked_vehicles(lang):
    # the attacker is locked once it attacks (a Vehicle); "b" is a locked unit without the keyword
    g, c = game(("a", card(fp=5, as_=5, keywords=["Vehicle"]), 0, "sector", 0, "charging"),
                ("b", card(fp=5), 0, "sector", 0, "locked"), ("v", card(keywords=["Vehicle"]), 0, "sector", 0),
                ("me", card(ar=2), 1, "sector", 0), ("tac", card(_ir(VS_LOCKED_T, lang)), 1, "sector", 0),
                ("t0", card(_TACTIC), 0, "sector", 0))
    g.apply(("assault", c["a"], c["me"]))
    while g.question().kind == "tactics" and g.question().player == 0:
        g.apply(("pass",))
    assert g.question().kind == "tactics" and g.question().player == 1
    g.apply(("play", c["tac"], 0))
    while g.question() is not None and g.question().kind == "target":
        g.apply(("choose", c["me"]))
    assert g.stat(c["me"], AR, c["a"]) == 4      # the attacker, a locked Vehicle now
    assert g.stat(c["me"], AR, c["b"]) == 2      # locked, no Vehicle
    assert g.stat(c["me"], AR, c["v"]) == 2      # a ready Vehicle
    assert g.stat(c["me"], AR) == 2
    assert any("versus locked Vehicle units" in t for t in texts(g))
    assert any("против повернутых отрядов техники" in t for t in texts(g, "ru"))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_your_attacking_unit_is_the_attacker_only_when_it_is_yours(lang):
    g, c = game(("a", card(fp=5, sp=1), 0, "sector", 0), ("other", card(sp=1), 0, "sector", 0),
                ("d", card(ar=9), 1, "sector", 0), ("tac", card(_ir(YOUR_ATTACKER, lang)), 0, "sector", 0))
    g.apply(("shoot", c["a"], c["d"]))
    assert g.question().kind == "tactics" and g.question().player == 0
    plays = [d for d in g.legal_decisions() if d[0] == "play" and d[1] == c["tac"]]
    assert plays
    g.apply(plays[0])
    while g.question() is not None and g.question().kind == "target":
        opts = [d for d in g.legal_decisions() if d[0] == "choose"]
        assert {d[1] for d in opts} == {c["a"]}
        g.apply(opts[0])
    got = [t for t in texts(g) if "gets +1 speed" in t]
    assert len(got) == 1 and f"[{c['a']}] gets" in got[0]   # the attacker only (the war action's bonus, ended since)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_defender_cannot_use_your_attacking_unit(lang):
    g, c = game(("a", card(fp=5), 0, "sector", 0), ("d", card(ar=9), 1, "sector", 0),
                ("tac", card(_ir(YOUR_ATTACKER, lang)), 1, "sector", 0), ("t0", card(_TACTIC), 0, "sector", 0))
    g.apply(("shoot", c["a"], c["d"]))
    while g.question().kind == "tactics" and g.question().player == 0:
        g.apply(("pass",))
    assert g.question().player == 1
    assert not any(d[0] == "play" and d[1] == c["tac"] for d in g.legal_decisions())


BY_TACTICS = ("This unit cannot be destroyed by tactics.", "Этот отряд не может быть уничтожен тактиками.")
BY_REACTIONS = ("This unit cannot be destroyed by enemy reactions or WA cards.",
                "Этот отряд не может быть уничтожен реакциями и ВА-картами противника.")
KILL = parse("T: Destroy one enemy unit.", "en").model_dump(mode="json")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("pair, survives", [(BY_TACTICS, True), (BY_REACTIONS, False)])
def test_a_unit_that_cannot_be_destroyed_by_a_kind_of_ability(lang, pair, survives):
    assert parse(pair[0], "en") == parse(pair[1], "ru")
    g, c = game(("a", card(fp=1), 0, "sector", 0), ("tac", card(KILL), 0, "sector", 0),
                ("me", card(_ir(pair, lang), ar=9), 1, "sector", 0))
    g.apply(("shoot", c["a"], c["me"]))
    assert g.question().kind == "tactics" and g.question().player == 0
    g.apply(("play", c["tac"], 0))
    while g.question() is not None and g.question().kind == "target":
        g.apply(("choose", c["me"]))
    assert g.in_play(c["me"]) == survives
    assert any("destroy" in t.lower() for t in texts(g))


CARDS = ("This unit cannot be the target of enemy tactics or reactions.",
         "Этот отряд не может быть целью тактик и реакций противника.")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_unit_that_enemy_tactics_cannot_target_is_not_offered(lang):
    g, c = game(("a", card(fp=1), 0, "sector", 0), ("tac", card(KILL), 0, "sector", 0),
                ("me", card(_ir(CARDS, lang), ar=9), 1, "sector", 0), ("other", card(ar=9), 1, "sector", 0))
    g.apply(("shoot", c["a"], c["me"]))
    g.apply(("play", c["tac"], 0))
    assert g.question().kind != "target" or c["me"] not in {d[1] for d in g.legal_decisions() if d[0] == "choose"}
    assert g.in_play(c["me"]) and not g.in_play(c["other"])
