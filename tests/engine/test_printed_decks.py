"""Issue 24, decks and hands as printed: the cards looked at or revealed and where they go, a card chosen
in a hand looked at, a whole hand discarded, one player doing several things, "it" after a reveal.
Each text is read by the ability language (English and Russian give one form), put on a card and played
(rules: term.look-top, term.discard, term.return)."""

from __future__ import annotations

from heresy_app.abilities import parse
from tests.engine.printed import card, game, texts


def _wa(en, ru=None):
    a = parse(en, "en")
    if ru is not None:
        assert parse(ru, "ru") == a
    return a.model_dump(mode="json")


def _choices(g):
    return [d[1] for d in g.legal_decisions() if d[0] == "choose"]


def _play(text, *rows, ru=None):
    g, c = game(("me", card(_wa(text, ru), name="Probe"), 0, "sector", 0), ("e", card(), 1, "sector", 0), *rows)
    g.apply(("play", c["me"], 0))
    return g, c


def test_one_of_the_top_cards_into_the_hand_and_the_rest_on_the_bottom():
    g, c = game(("me", card(_wa(
        "WA: Look at the top 3 cards of your deck. Put one of them into your hand and the rest on the bottom of your deck.",
        "ВА: Посмотри 3 верхние карты своей колоды. Возьми одну из них в руку, а остальные положи под низ колоды."),
        name="Probe"), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    top3 = g.decks[0][-3:][::-1]
    g.apply(("play", c["me"], 0))
    assert sorted(_choices(g)) == sorted(top3) and ("done",) not in g.legal_decisions()   # one must be taken
    g.apply(("choose", top3[1]))
    assert g.hands[0] == [top3[1]]
    assert set(g.decks[0][:2]) == {top3[0], top3[2]}    # under the deck
    assert any("from the top of the deck at the bottom" in t for t in texts(g))
    assert any("под низ" in t for t in texts(g, "ru"))


def test_any_number_of_units_from_among_them_and_the_rest_on_the_bottom_in_the_order_chosen():
    g, c = game(("me", card(_wa(
        "WA: Look at the top 4 cards of your deck. Put any number of Infantry units from among them into your hand "
        "and the rest on the bottom of your deck in any order.",
        "ВА: Посмотри 4 верхние карты своей колоды. Возьми из них в руку любое число отрядов пехоты, а остальные "
        "положи под низ колоды в любом порядке."), name="Probe"), 0, "sector", 0),
        ("e", card(), 1, "sector", 0),
        ("i1", card(keywords=["Infantry"]), 0, "deck"), ("i2", card(keywords=["Infantry"]), 0, "deck"))
    top4 = g.decks[0][-4:][::-1]
    infantry = [x for x in top4 if x in (c["i1"], c["i2"])]
    assert len(infantry) == 2
    g.apply(("play", c["me"], 0))
    assert sorted(_choices(g)) == sorted(infantry) and ("done",) in g.legal_decisions()   # only the Infantry
    g.apply(("choose", infantry[0]))
    g.apply(("done",))
    rest = [x for x in top4 if x != infantry[0]]
    assert sorted(_choices(g)) == sorted(rest)   # the order under the deck
    g.apply(("choose", rest[2]))
    g.apply(("choose", rest[0]))
    assert g.hands[0] == [infantry[0]]
    assert g.decks[0][:3] == [rest[1], rest[0], rest[2]]   # each one chosen goes under those before it


def test_a_card_chosen_in_the_opponents_hand_is_discarded_and_the_opponent_draws():
    g, c = _play("WA: Look at your opponent's hand. Choose one card in it; your opponent discards that card and draws 1 card.",
                 ("h1", card(name="Secret"), 1, "hand"), ("h2", card(name="Plan"), 1, "hand"),
                 ru="ВА: Посмотри руку противника. Выбери в ней одну карту; противник сбрасывает ее и берет 1 карту.")
    assert sorted(_choices(g)) == sorted([c["h1"], c["h2"]])
    g.apply(("choose", c["h2"]))
    assert c["h2"] in g.discards[1] and c["h1"] in g.hands[1] and len(g.hands[1]) == 2 and not g.hands[0]


def test_your_opponent_discards_and_draws_reads_as_the_opponent_drawing():
    a = parse("WA: Your opponent discards 1 card and draws 1 card.")
    assert [e.player for e in a.effects] == ["opponent", "opponent"]
    assert a == parse("ВА: Твой противник сбрасывает 1 карту и берет 1 карту.", "ru")


def test_you_may_put_the_top_card_of_your_opponents_deck_into_their_discard_pile():
    text = "WA: Look at the top card of your opponent's deck. You may put it into their discard pile."
    g, c = _play(text, ru="ВА: Посмотри верхнюю карту колоды противника. Ты можешь положить ее в его сброс.")
    top = [x for x in g.decks[1]][-1]
    assert sorted(g.legal_decisions()) == [("option", 1), ("option", 2)]   # put it there, or not
    g.apply(("option", 1))
    assert top in g.discards[1]
    assert any("discards" in t and "from the top of the deck" in t for t in texts(g))


def test_each_player_discards_their_hand_and_draws_three_cards():
    g, c = _play("WA: Each player discards their hand and draws 3 cards.",
                 ("m1", card(), 0, "hand"), ("h1", card(), 1, "hand"), ("h2", card(), 1, "hand"),
                 ru="ВА: Каждый игрок сбрасывает свою руку и берет 3 карты.")
    assert c["m1"] in g.discards[0] and c["h1"] in g.discards[1] and c["h2"] in g.discards[1]
    assert len(g.hands[0]) == 3 and len(g.hands[1]) == 3
    assert any("discards the whole hand" in t for t in texts(g))


def test_reveal_the_top_card_and_take_it_if_it_is_a_unit_otherwise_put_it_on_the_bottom():
    text = ("WA: Reveal the top card of your deck. If it is a unit, put it into your hand; otherwise, put it on the "
            "bottom of your deck.")
    ru = ("ВА: Открой верхнюю карту своей колоды. Если это отряд, возьми его в руку, иначе положи эту карту под "
          "низ колоды.")
    g, c = game(("me", card(_wa(text, ru), name="Probe"), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("top", card(type="asset", name="Bunker"), 0, "deck"))
    g.decks[0].remove(c["top"])
    g.decks[0].append(c["top"])   # an asset on top
    g.apply(("play", c["me"], 0))
    assert g.decks[0][0] == c["top"] and not g.hands[0]
    assert any("P1 reveals the top of the deck: Bunker" in t for t in texts(g))
    g2, c2 = game(("me", card(_wa(text), name="Probe"), 0, "sector", 0), ("e", card(), 1, "sector", 0))
    top = g2.decks[0][-1]   # a unit (the filler)
    g2.apply(("play", c2["me"], 0))
    assert g2.hands[0] == [top]


def test_each_player_reveals_the_top_card_and_puts_it_into_their_hand():
    g, c = _play("WA: Each player reveals the top card of their deck and puts it into their hand.",
                 ru="ВА: Каждый игрок открывает верхнюю карту своей колоды и берет ее в руку.")
    assert len(g.hands[0]) == 1 and len(g.hands[1]) == 1
    assert any("берёт с верха колоды в руку" in t for t in texts(g, "ru"))


def test_infiltrate_one_infantry_unit_discarded_this_way():
    text = "WA Lock this unit, discard the top 3 cards of your deck: Infiltrate one Infantry unit discarded this way."
    ru = ("ВА Поверни этот отряд, сбрось 3 верхние карты своей колоды: Внедри один отряд пехоты из сброшенных таким "
          "образом карт.")
    g, c = game(("me", card(_wa(text, ru), name="Probe"), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("inf", card(keywords=["Infantry"], name="Guard"), 0, "deck"), ("old", card(keywords=["Infantry"]), 0, "discard"))
    g.decks[0].remove(c["inf"])
    g.decks[0].insert(len(g.decks[0]) - 1, c["inf"])   # second from the top
    g.apply(("play", c["me"], 0))   # the one Infantry unit discarded this way comes in (not the one discarded before)
    assert g.zone_of(c["inf"]) == "sector:0" and g.position_of(c["inf"]) == "ready"
    assert g.zone_of(c["old"]) == "discard"


def test_x_is_the_die_of_the_card_discarded_from_the_top_of_the_deck():
    text = "WA Discard the top card of your deck: This unit gets +X armor until the end of the battle. X = that card's die."
    g, c = _play(text, ru="ВА Сбрось верхнюю карту своей колоды: Этот отряд получает +Х к броне до конца сражения. "
                          "Х = кубик той карты.")
    from heresy_app.engine.terms import AR
    assert g.stat(c["me"], AR) == 1 + 3   # the filler's die is 3
    assert any("gets +3 armor" in t for t in texts(g))


def test_x_is_the_total_of_the_dice_of_the_discarded_cards():
    text = ("WA Discard the top 2 cards of your deck: Deal X damage to one enemy unit. X = the total of the dice of "
            "the discarded cards.")
    g, c = game(("me", card(_wa(text, "ВА Сбрось 2 верхние карты своей колоды: Нанеси Х повреждений одному отряду "
                                      "противника. Х = сумма кубиков сброшенных карт."), name="Probe"), 0, "sector", 0),
                ("e", card(ar=6), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    if ("choose", c["e"]) in g.legal_decisions():
        g.apply(("choose", c["e"]))
    assert c["e"] in g.discards[1]   # 3 + 3 damage against armor 6


def test_infiltrate_a_unit_from_among_the_top_three_cards_and_discard_the_rest():
    g, c = _play("WA: Infiltrate a unit from among the top 3 cards of your deck. Discard the rest.",
                 ru="ВА: Внедри отряд из 3 верхних карт своей колоды. Остальные сбрось.")
    choices = _choices(g)
    assert len(choices) == 3 and ("done",) not in g.legal_decisions()
    g.apply(("choose", choices[1]))
    assert g.zone_of(choices[1]) == "sector:0"
    assert choices[0] in g.discards[0] and choices[2] in g.discards[0]


def test_shuffle_your_discard_pile_into_your_deck_only_with_no_cards_in_hand():
    text = "WA: Shuffle your discard pile into your deck. Use only if you have no cards in your hand."
    ru = "ВА: Замешай свой сброс в колоду. Используется только если у тебя в руке нет карт."
    wa = _wa(text, ru)
    g, c = game(("me", card(wa, name="Probe"), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("old", card(), 0, "discard"), ("h", card(), 0, "hand"))
    assert ("play", c["me"], 0) not in g.legal_decisions()   # a card in hand
    g, c = game(("me", card(wa, name="Probe"), 0, "sector", 0), ("e", card(), 1, "sector", 0),
                ("old", card(), 0, "discard"))
    n = len(g.decks[0])
    g.apply(("play", c["me"], 0))
    assert c["old"] in g.decks[0] and len(g.decks[0]) == n + 1 and not g.discards[0]
    assert any("shuffles 1 card from the discard into the deck" in t for t in texts(g))


def test_shuffle_your_hand_into_your_deck_then_draw_that_many():
    g, c = _play("WA: Shuffle your hand into your deck, then draw that many cards.",
                 ("h1", card(), 0, "hand"), ("h2", card(), 0, "hand"),
                 ru="ВА: Замешай свою руку в колоду, затем возьми столько же карт.")
    assert len(g.hands[0]) == 2
    assert any("замешивает в колоду карты из руки: 2" in t for t in texts(g, "ru"))


def test_draw_one_card_for_each_event_in_the_revealed_hand():
    ev = _wa("E: Draw 1 card.")
    g, c = _play("WA Lock this unit: Your opponent reveals their hand. Draw 1 card for each event in it.",
                 ("x1", card(command=ev), 1, "hand"), ("x2", card(command=ev), 1, "hand"), ("x3", card(), 1, "hand"),
                 ru="ВА Поверни этот отряд: Твой противник показывает свою руку. Возьми 1 карту за каждое событие в ней.")
    assert len(g.hands[0]) == 2   # two events among the three


def test_destroy_this_unit_unless_you_discard_a_card():
    text = "WA: Destroy this unit unless you discard 1 card."
    ru = "ВА: Уничтожь этот отряд, если ты не сбросишь 1 карту."
    g, c = _play(text, ("h", card(), 0, "hand"), ru=ru)
    assert sorted(g.legal_decisions()) == [("option", 1), ("option", 2)]
    g.apply(("option", 1))
    assert c["h"] in g.discards[0] and g.zone_of(c["me"]) == "sector:0"
    g, c = _play(text, ("h", card(), 0, "hand"))
    g.apply(("option", 2))
    assert c["me"] in g.discards[0] and c["h"] in g.hands[0]
    g, c = _play(text)   # nothing to discard: the unit is destroyed
    assert c["me"] in g.discards[0]
    assert any("cannot pay" in t for t in texts(g)) and any("не может заплатить" in t for t in texts(g, "ru"))


def test_x_is_the_number_of_cards_in_your_hand():
    g, c = _play("WA: This unit gets +X armor until the end of the battle. X = the number of cards in your hand.",
                 ("h1", card(), 0, "hand"), ("h2", card(), 0, "hand"),
                 ru="ВА: Этот отряд получает +Х к броне до конца сражения. Х = число карт в твоей руке.")
    from heresy_app.engine.terms import AR
    assert g.stat(c["me"], AR) == 3


def test_up_to_two_of_the_cards_looked_at_and_the_rest_on_the_bottom():
    g, c = _play("WA: Look at the top 5 cards of your deck. Put up to 2 of them into your hand and the rest on the "
                 "bottom of your deck.",
                 ru="ВА: Посмотри 5 верхних карт своей колоды. Возьми до 2 из них в руку, а остальные положи под низ колоды.")
    top5 = g.decks[0][-5:][::-1]
    g.apply(("choose", top5[0]))
    g.apply(("choose", top5[1]))   # no more than two
    assert sorted(g.hands[0]) == sorted(top5[:2]) and set(g.decks[0][:3]) == set(top5[2:])


def test_each_player_shuffles_their_hand_into_their_deck_then_draws():
    g, c = _play("WA: Each player shuffles their hand into their deck, then draws 4 cards.",
                 ("m1", card(), 0, "hand"), ("h1", card(), 1, "hand"),
                 ru="ВА: Каждый игрок замешивает свою руку в колоду, затем берет 4 карты.")
    assert len(g.hands[0]) == 4 and len(g.hands[1]) == 4


def test_your_opponent_discards_a_card_with_a_tactic_command_line_of_your_choice():
    tactic, event = _wa("T: Draw 1 card."), _wa("E: Draw 1 card.")
    g, c = _play("WA: Look at your opponent's hand. Your opponent discards 1 card with a T command line of your choice.",
                 ("t1", card(command=tactic), 1, "hand"), ("t2", card(command=tactic), 1, "hand"),
                 ("e1", card(command=event), 1, "hand"),
                 ru="ВА: Посмотри руку противника. Твой противник сбрасывает 1 карту с командной строкой Т по твоему выбору.")
    while ("pass",) in g.legal_decisions():   # the tactics window of the war action (P2 holds tactics)
        g.apply(("pass",))
    assert sorted(_choices(g)) == sorted([c["t1"], c["t2"]])   # not the event
    g.apply(("choose", c["t2"]))
    assert c["t2"] in g.discards[1] and c["e1"] in g.hands[1]
