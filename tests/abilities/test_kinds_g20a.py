"""Issue 24 (g20a): who and what (tests/abilities/kinds/g20a_*.txt, line N the same card in both languages;
g20a_aside_* kept aside while the parts were written, measured only).

- a card named by the attack it is making, as an adjective of a noun phrase ("one shooting unit", "any
  assaulting unit" / «любой стреляющий отряд», «один штурмующий отряд»): the attacking card while an
  attack of that kind is under way (the form of "the shooting unit"); a description that would keep the
  attack as a filter of many cards ("all shooting units") is refused with the reason;
- each player counting his own cards ("Each player gets +1 flag for each of his ready Titans" / «Каждый
  игрок получает +1 флаг за каждого своего готового титана»): each player in turn, the ability's player
  first, counting the cards of the player who does it."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse
from heresy_app.abilities.reasons import reason
from tests.abilities import kind_material as km
from tests.engine.printed import card, game, texts

# ---- a card named by the attack it is making

@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("T: One shooting unit gets +2 firepower.", "Т: Один стреляющий отряд получает +2 к огневой мощи.",
     "T: The shooting unit gets +2 firepower."),
    ("T: Any assaulting unit gets +1 assault.", "Т: Любой штурмующий отряд получает +1 к штурму.",
     "T: The assaulting unit gets +1 assault."),
    ("T: Any shooting unit gets +1 firepower versus Vehicles.",
     "Т: Любой стреляющий отряд получает +1 к огневой мощи против техники.",
     "T: The shooting unit gets +1 firepower versus Vehicles."),
])
def test_the_attack_adjective_names_the_card_of_that_attack(en, ru, plain):
    km.check_plain_form(en, ru, plain)
    assert parse(en, "en").effects[0].target.attack in ("shooting", "assault")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "T: All shooting units get +1 firepower."),
    ("ru", "Т: Все стреляющие отряды получают +1 к огневой мощи."),
    ("en", "T: One of your shooting units gets +1 firepower."),
    ("en", "T: Two assaulting units get +1 assault."),
])
def test_an_attack_adjective_on_many_cards_is_refused_with_the_reason(lang, text):
    with pytest.raises(AbilityParseError) as err:
        parse(text, lang)
    msg = str(err.value).split(": ", 1)[-1].split("\n")[0]
    assert "named by the attack it makes" in msg or lang == "ru"
    assert reason("a card named by the attack it makes is the one card of that attack", "ru") != \
        "a card named by the attack it makes is the one card of that attack"


def _to_tactics(g, player):
    for _ in range(30):
        q = g.question()
        if q is None:
            return False
        legal = g.legal_decisions()
        if q.kind == "tactics" and q.player == player:
            return True
        if ("no_block",) in legal:
            g.apply(("no_block",))
        elif ("pass",) in legal:
            g.apply(("pass",))
        else:
            return False
    return False


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("attack", ["shoot", "assault"])
def test_any_shooting_unit_is_played_only_on_a_shooting(lang, attack):
    text = {"en": "T: Any shooting unit gets -2 firepower.", "ru": "Т: Любой стреляющий отряд получает -2 к огневой мощи."}
    t = parse(text[lang], lang).model_dump(mode="json")
    state = "charging" if attack == "assault" else "ready"
    g, c = game(("gun", card(fp=3, as_=3, ar=5), 0, "sector", 0, state), ("me", card(t, ar=2), 1, "sector", 0))
    g.apply((attack, c["gun"], c["me"]))
    assert _to_tactics(g, 1)
    g.apply(("play", c["me"], 0))
    got = [x for x in texts(g, "en") if "gets -2 firepower" in x]
    assert bool(got) == (attack == "shoot")
    assert texts(g, "ru")


# ---- each player counting his own cards

@pytest.mark.parametrize(("en", "ru"), [
    ("E: Each player gets +1 flag for each of his ready Titans in this sector.",
     "С: Каждый игрок получает +1 флаг за каждого своего готового титана в этом секторе."),
    ("WA: Each player draws 1 card for each of their locked units.",
     "ВА: Каждый игрок берет 1 карту за каждый свой повернутый отряд."),
])
def test_each_player_counts_his_own_cards(en, ru):
    a = parse(en, "en")
    assert a == parse(ru, "ru")
    e = a.effects[0]
    assert isinstance(e, ir.EachPlayer) and e.player == "each" and not e.chooser_only
    inner = e.effects[0]
    assert inner.player == "you" and (inner.count if isinstance(inner, ir.Draw) else inner.amount).owner == "own"


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Draw 1 card for each of his units in this sector."),   # whose: no player said
    ("en", "WA: Each player locks one enemy unit for each of his Heroes."),   # a choice of the other's cards
])
def test_his_with_no_player_doing_it_is_still_refused(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Each player draws 1 card for each of his Infantry units in this sector."),
    ("ru", "ВА: Каждый игрок берет 1 карту за каждый свой отряд пехоты в этом секторе.")])
def test_each_player_draws_for_his_own_cards(lang, text):
    t = parse(text, lang).model_dump(mode="json")
    g, c = game(("me", card(t), 0, "sector", 0), ("i1", card(keywords=("Infantry",)), 0, "sector", 0),
                ("e1", card(keywords=("Infantry",)), 1, "sector", 0), ("e2", card(keywords=("Infantry",)), 1, "sector", 0),
                ("e3", card(), 1, "sector", 0))
    before = len(g.hands[0]), len(g.hands[1])
    g.apply(("play", c["me"], 0))
    for _ in range(6):   # each player's part is its own use: let them resolve
        legal = g.legal_decisions()
        if ("pass",) in legal and any(d[0] == "pass" for d in legal) and len(legal) == 1:
            g.apply(("pass",))
        else:
            break
    assert (len(g.hands[0]), len(g.hands[1])) == (before[0] + 1, before[1] + 2)
    assert texts(g) and texts(g, "ru")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Each player gets +1 flag for each of his locked units in this sector."),
    ("ru", "ВА: Каждый игрок получает +1 флаг за каждый свой повернутый отряд в этом секторе.")])
def test_each_player_gets_flags_for_his_own_cards(lang, text):
    t = parse(text, lang).model_dump(mode="json")
    g, c = game(("me", card(t), 0, "sector", 0), ("m1", card(), 0, "sector", 0, "locked"),
                ("e1", card(), 1, "sector", 0, "locked"), ("e2", card(), 1, "sector", 0, "locked"),
                ("e3", card(), 1, "sector", 0, "locked"))
    before = list(g.battle_flags)
    g.apply(("play", c["me"], 0))
    assert [g.battle_flags[p] - before[p] for p in (0, 1)] == [1, 3]
