"""A constant the engine cannot read that restricts a choice (issue 24 item 3): "This unit cannot
block." is refused by the ability language, yet the unit must not be offered as a blocker
silently. The engine still offers the choice (the players judge what the card allows) but the
offer names the card's text in both languages, and an AI, which cannot read it, never makes it."""

from __future__ import annotations

import random

import pytest

from heresy_app.abilities.reading import read
from heresy_app.cards.model import Card
from heresy_app.engine import describe, from_position
from heresy_app.engine.ai import choose, make_policy
from heresy_app.engine.catalog import catalog_for, forbidden_choices, manual_abilities
from heresy_app.engine.manual import for_ai, unread_restrictions

# (text, choices it forbids its own card): the detection's one bilingual word list, both ways
TABLE = [
    ("This unit cannot block.", {"block"}),
    ("Этот отряд не может блокировать.", {"block"}),
    ("This unit can't block.", {"block"}),
    ("Этот отряд не может заблокировать атаку.", {"block"}),
    ("This unit cannot be blocked.", {"be_blocked"}),
    ("Этот отряд не может быть заблокирован.", {"be_blocked"}),
    ("Этот отряд нельзя заблокировать.", {"be_blocked"}),
    ("Cannot be blocked by Infantry while it charges.", {"be_blocked"}),
    ("This unit cannot be the target of enemy abilities.", {"be_targeted"}),
    ("Этот отряд не может быть целью способностей противника.", {"be_targeted"}),
    ("This unit cannot be targeted.", {"be_targeted"}),
    ("This unit cannot charge.", {"charge"}),
    ("Этот отряд не может наступать.", {"charge"}),
    ("This unit cannot shoot.", {"shoot"}),
    ("Этот отряд не может стрелять.", {"shoot"}),
    ("This unit cannot assault.", {"assault"}),
    ("Этот отряд не может штурмовать.", {"assault"}),
    ("This unit cannot charge or shoot.", {"charge"}),      # "or shoot": no negation of its own: not read
    ("This unit cannot shoot and cannot be blocked.", {"shoot", "be_blocked"}),
    ("Этот отряд не может стрелять и не может быть заблокирован.", {"shoot", "be_blocked"}),
    ("It cannot block while locked.", {"block"}),
    # another subject: a reminder only (whose choice it is, the engine does not know)
    ("Enemy units cannot charge in this sector.", set()),
    ("Отряды противника не могут наступать в этом секторе.", set()),
    ("Your Vehicles cannot be blocked.", set()),
    # no restriction at all
    ("This unit gets +1 armor while it blocks.", set()),
    ("Этот отряд получает +1 к броне, пока блокирует.", set()),
    ("This unit is hard to block.", set()),
]


@pytest.mark.parametrize(("text", "choices"), TABLE)
def test_what_an_unread_constant_forbids_its_card_is_read_from_its_words_in_either_language(text, choices):
    assert forbidden_choices(text) == frozenset(choices)


def _card(cid, name, ru, side, abilities=(), speed=2, armor=2):
    return Card(id=cid, rarity="common", type="unit", side=side, flags=1, firepower=2, assault=3, speed=speed,
                armor=armor, die=4, name={"en": name, "ru": ru},
                abilities=[{"en": en, "ru": r} for en, r in abilities],
                command={"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."})


# the "This unit cannot block." with a clause the language will not read soon (the guard
# test below fails when it does: then the engine enforces it, and these need another text)
NO_BLOCK = ("This unit cannot block, for its oath forbids it.", "Этот отряд не может блокировать: клятва запрещает.")
UNBLOCKABLE = ("This unit cannot be blocked, for it moves unseen.",
               "Этот отряд не может быть заблокирован: он движется незримо.")
NO_CHARGE = ("This unit cannot charge, for it guards the gate.", "Этот отряд не может наступать: он стережёт врата.")

CARDS = [
    _card("TST-971", "Gunner", "Стрелок", "loyalist", speed=1),
    _card("TST-972", "Sentinel", "Часовой", "traitor", [NO_BLOCK], speed=4),
    _card("TST-973", "Sprinter", "Бегун", "traitor", speed=4),
    _card("TST-974", "Target", "Мишень", "traitor", armor=5),
    _card("TST-975", "Phantom", "Фантом", "loyalist", [UNBLOCKABLE, NO_CHARGE], speed=1),
]


def test_these_texts_are_ones_the_ability_language_does_not_read():
    """Else the tests below prove nothing: when the language grows to read one, change its text."""
    for en, ru in (NO_BLOCK, UNBLOCKABLE, NO_CHARGE):
        assert read(en, ru).ability is None


def test_the_unread_constant_is_left_to_the_players_with_what_it_forbids():
    [m] = manual_abilities(CARDS[1])
    assert (m.kind, m.forbids) == ("constant", frozenset({"block"}))


@pytest.fixture(scope="module")
def cat():
    return catalog_for(None).with_cards(CARDS)


def _attack(cat, shooter="TST-971"):
    """Player 0's unit shoots player 1's Target; player 1's Sentinel (cannot block) and Sprinter
    may block by speed. Returns the game at the block question and the card numbers."""
    specs = [{"id": shooter, "owner": 0, "zone": "sector", "sector": 0},
             {"id": "TST-972", "owner": 1, "zone": "sector", "sector": 0},
             {"id": "TST-973", "owner": 1, "zone": "sector", "sector": 0},
             {"id": "TST-974", "owner": 1, "zone": "sector", "sector": 0}]
    g = from_position(specs, battle=0, first=0, attacker=0, to_act=0, db=cat)
    g.apply(("shoot", 0, 3))
    while g.question().kind != "block":
        g.apply(next(d for d in g.legal_decisions() if d[0] in ("pass", "no_block", "done")))
    return g


def test_a_unit_whose_card_says_it_cannot_block_is_offered_with_its_text_in_both_languages(cat):
    g = _attack(cat)
    legal = g.legal_decisions()
    assert ("block", 1) in legal and ("block", 2) in legal and ("no_block",) in legal
    assert unread_restrictions(g, ("block", 1)) == [(1, 0)] and unread_restrictions(g, ("block", 2)) == []
    en, ru = describe(g, ("block", 1), "en"), describe(g, ("block", 1), "ru")
    assert "Sentinel" in en and "says «This unit cannot block, for its oath forbids it.»" in en
    assert "only if the players agree" in en
    assert "Часовой" in ru and "«Этот отряд не может блокировать: клятва запрещает.»" in ru
    assert "только если игроки согласны" in ru
    assert "says" not in describe(g, ("block", 2), "en")     # the other blocker carries no such text


def test_an_ai_never_blocks_with_a_unit_whose_card_says_it_cannot(cat):
    g = _attack(cat)
    assert ("block", 1) not in for_ai(g.legal_decisions(), g)
    assert ("block", 2) in for_ai(g.legal_decisions(), g)
    for policy in ("random", "heuristic"):
        pol = make_policy(policy)
        for seed in range(30):
            assert choose(pol, g, random.Random(seed)) != ("block", 1)


def test_every_blocker_of_a_unit_that_cannot_be_blocked_is_offered_with_its_text_and_an_ai_blocks_with_none(cat):
    g = _attack(cat, shooter="TST-975")
    legal = g.legal_decisions()
    assert ("block", 2) in legal
    assert "Phantom" in describe(g, ("block", 2), "en") and "cannot be blocked" in describe(g, ("block", 2), "en")
    assert "не может быть заблокирован" in describe(g, ("block", 2), "ru")
    assert [d for d in for_ai(legal, g) if d[0] == "block"] == []


def test_a_unit_whose_card_says_it_cannot_charge_is_offered_the_charge_with_its_text_and_an_ai_never_charges(cat):
    specs = [{"id": "TST-975", "owner": 0, "zone": "sector", "sector": 0},
             {"id": "TST-974", "owner": 1, "zone": "sector", "sector": 0}]
    g = from_position(specs, battle=0, first=0, attacker=0, to_act=0, db=cat)
    assert ("charge", 0) in g.legal_decisions()
    assert "«This unit cannot charge, for it guards the gate.»" in describe(g, ("charge", 0), "en")
    assert "«Этот отряд не может наступать: он стережёт врата.»" in describe(g, ("charge", 0), "ru")
    assert ("charge", 0) not in for_ai(g.legal_decisions(), g)


def test_for_ai_keeps_the_decisions_when_nothing_else_is_left():
    class St:   # a state whose only decision is forbidden (never happens with a pass, kept for safety)
        cat = type("C", (), {"by_hand": False})()
    assert for_ai([("block", 1)], St()) == [("block", 1)]
