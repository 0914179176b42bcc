"""Issue 24 (g3b): sequels that depend on what was done ("If you do, ..." / «Если ты это сделаешь,
...», "If you cannot, ..."), "infiltrate it" after a reveal, each player's part ("Each player locks
one of his units" / «Каждый игрок поворачивает один свой отряд»), and the conditions "in play",
"it has no flags", "more cards in hand": played from the printed text in both languages."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse
from heresy_app.engine.ai.valuation import EFFECT_VALUES, effect_value
from tests.engine.printed import card, game, texts


def _ab(text, lang="en"):
    return parse(text, lang).model_dump(mode="json")


def _kinds(g, k):
    return [d for d in g.legal_decisions() if d[0] == k]


DISCARD_DRAW = [("en", "WA: Discard 1 card. If you do, draw 2 cards."),
                ("ru", "ВА: Сбрось 1 карту. Если ты это сделаешь, возьми 2 карты.")]


@pytest.mark.parametrize("lang,text", DISCARD_DRAW)
def test_discard_then_draw_happens_only_when_a_card_was_discarded(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("h", card(name="Old"), 0, "hand"))
    g.apply(("play", c["me"], 0))
    if _kinds(g, "choose"):
        g.apply(("choose", c["h"]))
    assert g.zone_of(c["h"]) == "discard" and len(g.hands[0]) == 2
    assert any("did it" in t for t in texts(g)) and any("сделал это" in t for t in texts(g, "ru"))


@pytest.mark.parametrize("lang,text", DISCARD_DRAW)
def test_with_an_empty_hand_nothing_is_discarded_and_nothing_drawn(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    assert len(g.hands[0]) == 0
    assert any("did not do it" in t for t in texts(g))


MAY_LOCK = [("en", "WA: You may lock this unit. If you do, destroy one enemy unit."),
            ("ru", "ВА: Ты можешь повернуть этот отряд. Если ты это сделаешь, уничтожь один отряд противника.")]


@pytest.mark.parametrize("lang,text", MAY_LOCK)
@pytest.mark.parametrize("option", [1, 2])
def test_you_may_then_if_you_do(lang, text, option):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    assert sorted(g.legal_decisions()) == [("option", 1), ("option", 2)]
    g.apply(("option", option))
    if option == 1:
        assert g.position_of(c["me"]) == "locked" and g.zone_of(c["e"]) == "discard"
    else:
        assert g.position_of(c["me"]) != "locked" and g.zone_of(c["e"]).startswith("sector")
        assert any("chooses not to do it" in t for t in texts(g))


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: You may lock this unit. If you do, destroy one enemy unit."),
    ("ru", "ВА: Ты можешь повернуть этот отряд. Если сделаешь это, уничтожь один отряд противника.")])
def test_a_unit_already_locked_cannot_do_it_so_nothing_follows(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    from heresy_app.engine.terms import LOCKED
    g.pos[c["me"]] = LOCKED   # locked (by a reaction, say) before the option is taken: it cannot be locked
    g.apply(("option", 1))
    assert g.zone_of(c["e"]).startswith("sector") and any("did not do it" in t for t in texts(g))


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: Destroy one enemy asset. If you cannot, draw 1 card."),
    ("ru", "ВА: Уничтожь один ресурс противника. Если не можешь, возьми 1 карту.")])
def test_if_you_cannot(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    assert len(g.hands[0]) == 1   # no enemy asset: the card is drawn
    g2, c2 = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                  ("a", card(type="asset"), 1, "sector", 0))
    g2.apply(("play", c2["me"], 0))
    assert g2.zone_of(c2["a"]) == "discard" and len(g2.hands[0]) == 0


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: Reveal the top card of your deck. If it is a unit, infiltrate it. Otherwise, put it into your hand."),
    ("ru", "ВА: Открой верхнюю карту своей колоды. Если это отряд, внедри его. В противном случае возьми её в руку.")])
def test_a_revealed_unit_is_infiltrated(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    top = g.decks[0][-1]
    g.apply(("play", c["me"], 0))
    assert g.zone_of(top) == "sector:0"


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: Each player locks one of his units in this sector."),
    ("ru", "ВА: Каждый игрок поворачивает один свой отряд в этом секторе.")])
def test_each_player_locks_one_of_their_own_units_the_user_first(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("m2", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0), ("e2", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    assert g.current_player == 0 and sorted(d[1] for d in _kinds(g, "choose")) == sorted([c["me"], c["m2"]])
    g.apply(("choose", c["m2"]))
    assert g.current_player == 1 and sorted(d[1] for d in _kinds(g, "choose")) == sorted([c["e"], c["e2"]])
    g.apply(("choose", c["e2"]))
    assert g.position_of(c["m2"]) == "locked" and g.position_of(c["e2"]) == "locked"
    assert g.position_of(c["e"]) != "locked"


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: Each player chooses one of their units. Destroy the chosen units."),
    ("ru", "ВА: Каждый игрок выбирает один свой отряд. Уничтожь выбранные отряды.")])
def test_each_player_chooses_and_the_user_destroys(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("m2", card(), 0, "sector", 0),
                ("e", card(), 1, "sector", 0), ("e2", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    g.apply(("choose", c["m2"]))
    assert g.current_player == 1
    g.apply(("choose", c["e"]))
    assert g.zone_of(c["m2"]) == "discard" and g.zone_of(c["e"]) == "discard"


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: Draw 1 card. Use only if you have a Hero in play."),
    ("ru", "ВА: Возьми 1 карту. Используется только если у тебя в игре есть герой.")])
def test_a_hero_in_another_sector_is_in_play(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("hero", card(keywords=("Hero",)), 0, "sector", 1))
    assert ("play", c["me"], 0) in g.legal_decisions()
    g2, c2 = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                  ("hero", card(keywords=("Hero",)), 1, "sector", 1))
    assert ("play", c2["me"], 0) not in g2.legal_decisions()


@pytest.mark.parametrize("lang,text", [
    ("en", "WA: Draw 2 cards. Play only if your opponent has more cards in hand than you."),
    ("ru", "ВА: Возьми 2 карты. Играй, только если у противника в руке больше карт, чем у тебя.")])
def test_more_cards_in_hand(lang, text):
    g, c = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("h", card(), 1, "hand"))
    assert ("play", c["me"], 0) in g.legal_decisions()
    g2, c2 = game(("me", card(_ab(text, lang)), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    assert ("play", c2["me"], 0) not in g2.legal_decisions()


def test_the_ai_values_each_new_op():
    assert {"if_done", "each_player"} <= set(EFFECT_VALUES)
    g, c = game(("me", card(), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    e = _ab("WA: Discard 1 card. If you do, draw 2 cards.")["effects"][0]
    assert effect_value(g, 0, e) > effect_value(g, 0, e["effects"][0])   # the sequel counts
    each = _ab("WA: Each player locks one of his units in this sector.")["effects"][0]
    assert each["op"] == "each_player" and isinstance(effect_value(g, 0, each), float)
