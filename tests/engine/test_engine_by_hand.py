"""Abilities the engine cannot play (engine.manual): offered at their timing, resolved by hand by
the players, never by an AI; games holding them end, speak both languages and replay."""

from __future__ import annotations

import json
import random
import re

import pytest

from heresy_app.cards.model import Card
from heresy_app.engine import describe, load_game, log_lines, new_game, notation, parse, pool_deck
from heresy_app.engine.ai import choose, make_policy
from heresy_app.engine.catalog import catalog_for, manual_abilities, printed_kind
from heresy_app.engine.manual import MAX_HAND_ACTIONS, for_ai
from heresy_app.engine.play import play_game

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def _unit(cid, name, ru, side, abilities=(), command=None, **stats):
    data = dict(id=cid, rarity="common", type="unit", side=side, flags=1, firepower=2, assault=3, speed=2, armor=2,
                die=4, name={"en": name, "ru": ru}, abilities=[{"en": en, "ru": r} for en, r in abilities],
                command=command or {"type": "T", "en": "T: Any unit gets +1 armor.",
                                    "ru": "Т: Любой отряд получает +1 к броне."})
    data.update(stats)
    return Card(**data)


CARDS = [
    _unit("TST-401", "Shrine Keeper", "Хранитель святыни", "loyalist",
          [("WA: Swap the places of two units in this sector.", "ВА: Поменяй местами два отряда в этом секторе."),
           ("A: Steal the target's banner.", "Ш: Укради знамя цели.")]),
    _unit("TST-402", "Warp Oracle", "Оракул варпа", "traitor",
          [("R: When a card is named, cancel it.", "Р: Когда называют карту, отмени её."),
           ("During preparation: sing the litany of hate until the battle begins.",
            "Во время подготовки: пой литанию ненависти до начала сражения.")],
          command={"type": "M", "en": "M: Turn the roll upside down.", "ru": "М: Переверни результат броска."}),
    _unit("TST-403", "Herald of Doom", "Вестник гибели", "unaligned",
          [("E: Each player shuffles a card back.", "С: Каждый игрок замешивает карту обратно.")],
          command={"type": "T", "en": "T: Name a keyword; units with it get +1 armor.",
                   "ru": "Т: Назови ключевое слово; отряды с ним получают +1 к броне."}),
]


@pytest.fixture(scope="module")
def cat():
    return catalog_for(None).with_cards(CARDS)


def _decks():
    a = ["TST-401"] * 12 + ["TST-403"] * 8 + pool_deck("loyalist")[:40]
    b = ["TST-402"] * 12 + ["TST-403"] * 8 + pool_deck("traitor")[:40]
    return a, b


def test_these_texts_are_still_ones_the_ability_language_does_not_read():
    """Else the tests below prove nothing: when the language grows to read one, change its text."""
    from heresy_app.abilities import AbilityParseError, parse

    for card in CARDS:
        for item in [*card.abilities, card.command]:
            for lang in ("en", "ru"):
                if item is card.command and item.en.startswith("T: Any unit"):
                    continue
                with pytest.raises(AbilityParseError):
                    parse(item.get(lang), lang)


def test_the_engine_lists_what_it_leaves_to_the_players_with_the_printed_timing():
    assert [(m.index, m.kind, m.parsed) for m in manual_abilities(CARDS[0])] == [(0, "WA", False), (1, "A", False)]
    assert [(m.index, m.kind) for m in manual_abilities(CARDS[1])] == [(0, "R"), (1, "preparation"), (-1, "M")]
    assert printed_kind("ВА (5+): Сделай что-нибудь.") == "WA" and printed_kind("A unit gets +1.") == "constant"


@pytest.mark.parametrize("policy", ["heuristic", "random", "search:4"])
def test_an_ai_never_announces_an_ability_resolved_by_hand(cat, policy):
    a, b = _decks()
    games = 2 if policy.startswith("search") else 12
    offered = 0
    for seed in range(games):
        g = new_game(a, b, 500 + seed, cat, log=False)
        pols = [make_policy(policy), make_policy(policy)]
        rngs = [random.Random(seed), random.Random(seed + 1)]
        while not g.is_over:
            offered += any(d[0] == "manual" for d in g.legal_decisions())
            g.apply(choose(pols[g.current_player], g, rngs[g.current_player]))
        assert not [d for d in g.decisions if d[0] == "manual" or d[0].startswith("hand_")]
    assert offered > 0, "no game offered an ability resolved by hand: the test would prove nothing"


def test_the_fast_random_player_of_play_game_never_announces_one(cat):
    a, b = _decks()
    for seed in range(10):
        g = play_game(None, None, seed, a, b, cat, log=False)
        assert g.is_over and not [d for d in g.decisions if d[0] == "manual"]


def test_for_ai_leaves_announcements_out_and_is_done_at_once_when_asked_to_act_by_hand():
    legal = [("pass",), ("manual", 3, 0), ("play", 4, -1)]
    assert for_ai(legal) == [("pass",), ("play", 4, -1)]
    assert for_ai([("done",), ("hand_lock", 3), ("hand_draw", "you")]) == [("done",)]
    plain = [("pass",), ("shoot", 1, 2)]
    assert for_ai(plain) is plain   # a game without such abilities draws the same random numbers


def test_people_announcing_and_acting_by_hand_at_random_finish_games_that_speak_both_languages_and_replay(cat):
    """A random player over every legal decision, abilities by hand and their actions included."""
    a, b = _decks()
    by_hand = kinds = 0
    for seed in range(15):
        g = new_game(a, b, 900 + seed, cat)
        rng = random.Random(seed)
        steps = 0
        while not g.is_over:
            legal = g.legal_decisions()
            manual = [d for d in legal if d[0] == "manual" or d[0].startswith("hand_")]
            for d in manual[:6]:
                en, ru = describe(g, d, "en"), describe(g, d, "ru")
                assert en.strip() and CYRILLIC.search(ru), (d, en, ru)
                assert parse(notation(d)) == d
            if g.question().kind == "by_hand":
                q = g.question()
                assert "by hand" in q.text(g, "en") and CYRILLIC.search(q.text(g, "ru"))
                assert q.about["actions"] <= MAX_HAND_ACTIONS
            d = rng.choice(manual) if manual and rng.random() < 0.7 else rng.choice(legal)
            kinds += d[0].startswith("hand_")
            by_hand += d[0] == "manual"
            g.apply(d)
            steps += 1
            assert steps < 20_000
        for (_, en), (_, ru) in zip(log_lines(g, "en"), log_lines(g, "ru"), strict=True):
            assert en and CYRILLIC.search(ru)
        again = load_game(json.loads(g.to_json()), cat)
        assert again.winner == g.winner and log_lines(again, "en") == log_lines(g, "en")
    assert by_hand > 20 and kinds > 50


def test_a_use_by_hand_offers_only_done_after_its_most_actions(cat):
    a, b = _decks()
    g = new_game(a, b, 77, cat)
    rng = random.Random(1)
    while not g.is_over and g.question().kind != "by_hand":
        legal = g.legal_decisions()
        manual = [d for d in legal if d[0] == "manual"]
        g.apply(manual[0] if manual else rng.choice([d for d in legal if d[0] != "retreat"] or legal))
    assert g.question().kind == "by_hand"
    for _ in range(MAX_HAND_ACTIONS):
        g.apply(next(d for d in g.legal_decisions() if d[0] in ("hand_stat", "hand_draw", "hand_lock", "hand_ready")))
        if g.question().kind != "by_hand":
            break
    assert g.question().kind != "by_hand" or g.legal_decisions() == [("done",)]
