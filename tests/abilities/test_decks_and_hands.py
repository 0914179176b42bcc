"""Issue 24, decks and hands: the cards looked at or revealed "from among" which some are taken and "the
rest" placed, a whole hand discarded, one subject doing several things, a card chosen in a hand looked at,
"it" after a reveal, cards discarded by a cost and X from their dice. Each pair (players' typing too) reads
to one executable form in both languages, and the canonical text reads back."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse, render

PAIRS = [
    ('wa lock this unit - look at the top 3 cards of your deck. put 1 of them into your hand and the rest on the bottom '
     'of your deck',
     'ва поверни этот отряд - посмотри 3 верхние карты своей колоды. возьми 1 из них в руку, а остальные положи под низ колоды'),
    ('WA: Look at the top 4 cards of your deck. Put a Vehicle unit from among them into your hand and discard the rest.',
     'ВА: Посмотри 4 верхние карты своей колоды. Возьми 1 отряд техники из них в руку, а остальные сбрось.'),
    ('WA: Look at the top 6 cards of your deck. Put any number of them into your hand.',
     'ВА: Посмотри 6 верхних карт своей колоды. Возьми любое число из них в руку.'),
    ('E: Your opponent discards their hand and draws 2 cards.',
     'С: Твой противник сбрасывает свою руку и берет 2 карты.'),
    ('WA: Discard your hand, then draw 4 cards.',
     'ВА: Сбрось свою руку, затем возьми 4 карты.'),
    ('R When this unit is destroyed: Reveal the top card of your deck. If it is a Vehicle unit, put it into your hand.',
     'Р Когда этот отряд уничтожен: Открой верхнюю карту своей колоды. Если это отряд техники, возьми его в руку.'),
    ('WA: Reveal the top card of your deck. If it is an asset, put it into your discard pile.',
     'ВА: Открой верхнюю карту своей колоды. Если это ресурс, положи ее в свой сброс.'),
    ('WA: Each player reveals the top 2 cards of their deck and puts them on the bottom of their deck.',
     'ВА: Каждый игрок открывает 2 верхние карты своей колоды и кладет их под низ своей колоды.'),
    ('A Discard the top 2 cards of your deck: Infiltrate up to 2 units discarded this way.',
     'Ш Сбрось 2 верхние карты своей колоды: Внедри до 2 отрядов из сброшенных таким образом карт.'),
    ('WA: Infiltrate a Hero from among the top 4 cards of your deck.',
     'ВА: Внедри героя из 4 верхних карт своей колоды.'),
    ('T Discard 1 card: This unit gets +X firepower. X = the die of the discarded card.',
     'Т Сбрось 1 карту: Этот отряд получает +Х к огневой мощи. Х = кубик сброшенной карты.'),
    ('WA: Your opponent discards 2 cards of your choice and draws 2 cards.',
     'ВА: Твой противник сбрасывает 2 карты по твоему выбору и берет 2 карты.'),
    ('WA: Your opponent draws 2 cards and discards 1 card.',
     'ВА: Твой противник берет 2 карты и сбрасывает 1 карту.'),
    ("WA: Look at your opponent's hand. Choose 2 cards in it; your opponent discards them.",
     'ВА: Посмотри руку противника. Выбери в ней 2 карты; противник сбрасывает их.'),
    ('WA (4+): Look at the top 3 cards of your deck. Put an Infantry unit from among them into your hand and the rest back '
     'in any order.',
     'ВА (4+): Посмотри 3 верхние карты своей колоды. Возьми 1 отряд пехоты из них в руку, а остальные положи '
     'обратно в любом порядке.'),
    ('WA Discard the top 3 cards of your deck: Infiltrate a Vehicle unit discarded this way into this sector.',
     'ВА Сбрось 3 верхние карты своей колоды: Внедри отряд техники из сброшенных таким образом карт в этот сектор.'),
    ('WA: Reveal the top card of your deck. If it is an asset, put it into your discard pile.',
     'ВА: Открой верхнюю карту своей колоды. Если это ресурс, положи ее в свой сброс.'),
    ('WA: Shuffle your discard pile into your deck. Use only if you have no cards in your hand.',
     'ВА: Замешай свой сброс в колоду. Используется только если у тебя в руке нет карт.'),
    ('WA: Shuffle your hand into your deck, then draw that many cards.',
     'ВА: Замешай свою руку в колоду, затем возьми столько же карт.'),
    ('WA Lock this unit: Your opponent reveals their hand. Draw 1 card for each event in it.',
     'ВА Поверни этот отряд: Твой противник показывает свою руку. Возьми 1 карту за каждое событие в ней.'),
    ('E: Destroy this unit unless you discard 1 card.',
     'С: Уничтожь этот отряд, если ты не сбросишь 1 карту.'),
    ('T: This unit gets +X armor. X = the number of cards in your hand.',
     'Т: Этот отряд получает +Х к броне. Х = число карт в твоей руке.'),
    ('E: Lock this unit unless you discard the top 2 cards of your deck.',
     'С: Поверни этот отряд, если ты не сбросишь 2 верхние карты своей колоды.'),
    ('WA: Discard your hand, then draw that many cards.',
     'ВА: Сбрось свою руку, затем возьми столько же карт.'),
    ('T: This unit gets +1 armor for each card in your hand.',
     'Т: Этот отряд получает +1 к броне за каждую карту в твоей руке.'),
    ('WA: Draw 2 cards. Use only if your opponent has 5 or more cards in their hand.',
     'ВА: Возьми 2 карты. Используется только если у противника в руке есть 5 или больше карт.'),
    ('WA: Your opponent discards 1 card for each tactic in your hand.',
     'ВА: Твой противник сбрасывает 1 карту за каждую тактику в твоей руке.'),
    ('WA: Look at the top 3 cards of your deck, put one of them into your hand and put the rest on the bottom of your deck.',
     'ВА: Посмотри 3 верхние карты своей колоды, возьми одну из них в руку, а остальные положи под низ своей колоды.'),
    ("WA: Reveal the top card of your opponent's deck.",
     'ВА: Открой верхнюю карту колоды противника.'),
    ('WA: Look at the top 5 cards of your deck. Put up to 2 Infantry units from among them into your hand and discard the rest.',
     'ВА: Посмотри 5 верхних карт своей колоды. Возьми до 2 отрядов пехоты из них в руку, а остальные сбрось.'),
    ('WA: Your opponent shuffles their discard pile into their deck.',
     'ВА: Твой противник замешивает свой сброс в колоду.'),
    ('WA: Each player shuffles their hand into their deck, then draws 4 cards.',
     'ВА: Каждый игрок замешивает свою руку в колоду, затем берет 4 карты.'),
    ('WA: Look at the top 2 cards of your deck. Put one of them into your hand and the other on the bottom of your deck.',
     'ВА: Посмотри 2 верхние карты своей колоды. Возьми одну из них в руку, а другую положи под низ колоды.'),
    ('WA: Your opponent reveals the top 3 cards of their deck and discards them.',
     'ВА: Противник открывает 3 верхние карты своей колоды и сбрасывает их.'),
    ('E: Lock this unit unless you discard 2 cards.',
     'С: Поверни этот отряд, если не сбросишь 2 карты.'),
    ('wa: look at the top 3 cards of your deck. put 1 of them in your hand, the rest on the bottom of your deck',
     'ва: посмотри 3 верхние карты своей колоды. возьми 1 из них в руку, остальные под низ колоды'),
    ('WA: Infiltrate up to 2 units from among the top 5 cards of your deck. Put the rest on the bottom of your deck.',
     'ВА: Внедри до 2 отрядов из 5 верхних карт своей колоды. Остальные положи под низ колоды.'),
    ('T: Look at the top card of your deck. You may put it on the bottom of your deck.',
     'Т: Посмотри верхнюю карту своей колоды. Ты можешь положить ее под низ колоды.'),
    ('WA: Your opponent discards 1 card with a T command line of your choice.',
     'ВА: Твой противник сбрасывает 1 карту с командной строкой Т по твоему выбору.'),
    ('WA: Each player discards 2 cards with an E command line.',
     'ВА: Каждый игрок сбрасывает 2 карты с командной строкой С.'),
    ('WA: Your opponent discards 1 card with a WA command line at random.',
     'ВА: Твой противник сбрасывает 1 карту с командной строкой ВА наугад.'),
]


@pytest.mark.parametrize(("en", "ru"), PAIRS, ids=[p[0][:50] for p in PAIRS])
def test_both_languages_read_one_form_and_it_reads_back(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a


def test_a_verb_after_a_clause_with_another_subject_is_that_subjects():
    """"Your opponent discards 1 card and draws 1 card": the opponent draws (never read as "you draw")."""
    for text, lang in (("WA: Your opponent discards 1 card and draws 1 card.", "en"),
                       ("ВА: Твой противник сбрасывает 1 карту и берет 1 карту.", "ru"),
                       ("WA: Each player discards their hand and draws 3 cards.", "en")):
        a = parse(text, lang)
        assert len({e.player for e in a.effects}) == 1 and a.effects[0].player != "you", text


def test_the_rest_of_the_cards_looked_at():
    a = parse("WA: Look at the top 5 cards of your deck. Put any number of units from among them into your hand "
              "and the rest on the bottom of your deck in any order.")
    look = a.effects[0]
    assert (look.then, look.types, look.rest, look.any_order) == ("to_hand", ["unit"], "bottom", True)
    a = parse("WA: Look at the top 4 cards of your deck. Put one of them into your hand and the rest on the bottom "
              "of your deck.")
    assert (a.effects[0].then, a.effects[0].rest, a.effects[0].any_order) == ("one_to_hand", "bottom", False)


def test_it_after_a_reveal_is_the_card_shown_and_this_card_too_in_russian():
    a = parse("Во время подготовки: Открой верхнюю карту своей колоды. Если это отряд, возьми его в руку, иначе "
              "положи эту карту под низ колоды.", "ru")
    branch = a.effects[1]
    assert branch.predicate.of == "revealed"
    assert branch.effects[0].target == ir.RevealedCard() and branch.otherwise[0].target == ir.RevealedCard()


def test_discarded_this_way_needs_cards_the_ability_discards():
    with pytest.raises(AbilityParseError):
        parse("WA: Infiltrate one Infantry unit discarded this way.")
    with pytest.raises(AbilityParseError):
        parse("WA: This unit gets +X armor. X = that card's die.")


def test_x_from_the_dice_of_the_discarded_cards():
    a = parse("WA Lock this ship, discard the top 2 cards of your deck: Deal X damage to one enemy Vehicle unit. "
              "X = the total of the dice of the discarded cards.")
    assert a.x == ir.XDie() and a.costs[1] == ir.DiscardTop(count=2)


def test_cards_in_a_hand_and_what_was_moved_are_counted():
    a = parse("WA Lock this unit: Your opponent reveals their hand. Draw 1 card for each event in it.")
    assert a.effects[1].count == ir.CardsIn(player="opponent", zone="hand", command="E")
    a = parse("T: This unit gets +X armor. X = the number of cards in your hand.")
    assert a.x == ir.XCards(player="you", zone="hand")
    a = parse("WA: Shuffle your hand into your deck, then draw that many cards.")
    assert a.effects == [ir.Shuffle(what="hand"), ir.Draw(count=ir.ThatMany())]
    a = parse("WA: Shuffle your discard pile into your deck. Use only if you have no cards in your hand.")
    assert a.conditions == [ir.Condition(mode="unless", predicate=ir.CardsInAtLeast(player="you", zone="hand"))]
    with pytest.raises(AbilityParseError):   # nothing moved before
        parse("WA: Draw that many cards.")


def test_unless_you_discard_is_a_price_the_controller_may_pay():
    a = parse("E: Destroy this unit unless you discard 1 card.")
    assert a.effects == [ir.UnlessPaid(pay=[ir.Discard(count=ir.Number(value=1), player="you")],
                                       effects=[ir.Destroy(target=ir.ThisCard())])]
