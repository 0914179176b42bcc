"""Issue 24 (g7): a player as the subject of any verb ("Your opponent locks 2 of his units and loses 1
flag", "Your opponent must roll again", "He discards that card.") and the command hand as a place
wherever a hand fits ("from your command hand", «в свою командную руку»); tests/abilities/kinds/
players2_*.txt, line N the same card in both languages, players2_aside_* kept aside while the grammar
was written. How much reads, that both languages give one form, that each form reads back from its
canonical text, and that the engine plays the opponent's part as printed (the opponent chooses)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse, render
from heresy_app.engine.ai.valuation import effect_value
from tests.abilities.kind_material import check_reads_as_one_form, check_reads_back
from tests.engine.printed import card, game, texts

# measured before the grammar work: 0 of 21 in each language (aside: 0 of 7); aside 7 of 7 (en, ru) at the end
FLOOR = {"players2": 21, "players2_aside": 7}


@pytest.mark.parametrize("name", ["players2", "players2_aside"])
def test_the_material_reads_in_each_language_as_one_form(name):
    check_reads_as_one_form(name, FLOOR[name])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    check_reads_back("players2", lang)


def _ab(text, lang):
    return parse(text, lang).model_dump(mode="json")


def _kinds(g, k):
    return [d for d in g.legal_decisions() if d[0] == k]


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: Your opponent locks one of his units in this sector and loses 1 flag."),
    ("ru", "ВА: Противник поворачивает один свой отряд в этом секторе и теряет 1 флаг.")])
def test_the_opponent_chooses_one_of_their_own_units_and_loses_a_flag(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("m2", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0), ("e2", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    assert g.current_player == 1 and sorted(d[1] for d in _kinds(g, "choose")) == sorted([c["e"], c["e2"]])
    g.apply(("choose", c["e2"]))
    assert g.position_of(c["e2"]) == "locked" and g.position_of(c["e"]) != "locked"
    assert g.position_of(c["m2"]) != "locked"
    assert g.battle_flags[1] == -1 and g.battle_flags[0] == 0
    assert any("makes the choices" in t for t in texts(g)) or any("making the choices" in t for t in texts(g))
    assert any("сам выбирает" in t for t in texts(g, "ru"))


@pytest.mark.parametrize("lang,text", [
    ("en", "WA Lock this unit: Infiltrate 1 Infantry unit from your command hand into this sector."),
    ("ru", "ВА Поверни этот отряд: Внедри 1 отряд пехоты из своей командной руки в этот сектор.")])
def test_a_unit_comes_from_the_command_hand(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("inf", card(keywords=("Infantry",)), 0, "hand"))
    g.apply(("play", c["me"], 0))
    if _kinds(g, "choose"):
        g.apply(("choose", c["inf"]))
    assert g.zone_of(c["inf"]) == "sector:0"


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: Look at your opponent's command hand and choose 1 card in it. He discards that card."),
    ("ru", "ВА: Посмотри командную руку противника и выбери в ней 1 карту. Он сбрасывает эту карту.")])
def test_you_choose_the_card_the_opponent_discards(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("h1", card(name="One"), 1, "hand"), ("h2", card(name="Two"), 1, "hand"))
    g.apply(("play", c["me"], 0))
    assert g.current_player == 0 and sorted(d[1] for d in _kinds(g, "choose")) == sorted([c["h1"], c["h2"]])
    g.apply(("choose", c["h2"]))
    assert g.zone_of(c["h2"]) == "discard" and g.zone_of(c["h1"]) == "hand"


def test_the_ai_values_the_opponents_losses_as_gains():
    g, c = game(("me", card(), 0, "sector", 0), ("e", card(fp=3, as_=3), 1, "sector", 0))
    for lang, text in (("en", "WA: Your opponent loses 1 flag."), ("ru", "ВА: Противник теряет 1 флаг.")):
        assert effect_value(g, 0, _ab(text, lang)["effects"][0]) > 0
    assert effect_value(g, 0, _ab("WA: You lose 1 flag.", "en")["effects"][0]) < 0
    lock = _ab("WA: Your opponent locks one of his units in this sector.", "en")["effects"][0]
    assert lock["op"] == "each_player" and lock["player"] == "opponent" and effect_value(g, 0, lock) > 0
    ready = _ab("WA: Your opponent readies one of his units.", "en")["effects"][0]
    assert effect_value(g, 0, ready) <= 0


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: Your opponent discards his command hand, then draws 1 card fewer than he discarded."),
    ("ru", "ВА: Противник сбрасывает свою командную руку, а затем берёт на 1 карту меньше, чем сбросил.")])
def test_the_opponent_draws_one_card_fewer_than_he_discarded(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                *[(f"h{i}", card(), 1, "hand") for i in range(3)])
    g.apply(("play", c["me"], 0))
    assert all(g.zone_of(c[f"h{i}"]) == "discard" for i in range(3))
    assert len(g.hands[1]) == 2 and len(g.hands[0]) == 0


def test_fewer_than_discarded_reads_back_and_needs_a_discard_before():
    for lang, text in (("en", "WA: Discard your hand, then draw 1 card fewer than you discarded."),
                       ("ru", "ВА: Сбрось свою руку, затем возьми на 1 карту меньше, чем сбросил.")):
        a = parse(text, lang)
        assert a.effects[1].count == ir.ThatMany(plus=-1)
        assert all(parse(render(a, k), k) == a for k in ("en", "ru"))
    with pytest.raises(AbilityParseError):
        parse("WA: Your opponent draws 1 card fewer than he discarded.", "en")
