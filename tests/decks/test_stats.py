"""Deck statistics: counts, curves, die faces, and exact draw odds checked against enumeration
and against shuffling real decks."""

from __future__ import annotations

import itertools
import json
import math
import random
from fractions import Fraction

import pytest

from heresy_app.decks import Deck, DeckEntry, card_index
from heresy_app.decks.stats import (
    DEFAULT_KINDS,
    hand_odds,
    kind_from_query,
    p_at_least,
    p_at_least_exact,
    p_exactly_exact,
    sample_opening,
    stats,
)


def close_to(observed: float, expected: float, trials: int, sigmas: float = 4.5) -> bool:
    sd = math.sqrt(max(expected * (1 - expected), 1e-12) / trials)
    return abs(observed - expected) <= sigmas * sd + 1e-9


@pytest.mark.parametrize("population, successes, draws", [(7, 3, 3), (9, 4, 6), (10, 0, 3), (8, 8, 4), (5, 2, 5)])
def test_hypergeometric_odds_equal_counting_every_draw(population, successes, draws):
    cards = [True] * successes + [False] * (population - successes)
    hands = list(itertools.combinations(range(population), draws))
    for k in range(0, draws + 2):
        hits = sum(1 for h in hands if sum(cards[i] for i in h) >= k)
        assert p_at_least_exact(k, successes, population, draws) == Fraction(hits, len(hands))
        exactly = sum(1 for h in hands if sum(cards[i] for i in h) == k)
        assert p_exactly_exact(k, successes, population, draws) == Fraction(exactly, len(hands))


def test_drawing_more_than_the_deck_draws_it_all():
    assert p_at_least_exact(2, 2, 4, 6) == 1
    assert p_at_least_exact(3, 2, 4, 6) == 0


def test_impossible_arguments_are_refused():
    with pytest.raises(ValueError):
        p_at_least(1, 5, 4, 2)
    with pytest.raises(ValueError):
        p_at_least(1, 2, 4, -1)


def test_counts_curves_and_die_faces_add_up(pool_db, legal_deck):
    deck = legal_deck(pool_db, "loyalist")
    deck.entries.append(DeckEntry(card_id="IS-008", count=2))   # an asset
    deck.entries.append(DeckEntry(card_id="IS-009", count=1))   # a ship
    deck.entries.append(DeckEntry(card_id="SEC-001", count=1))  # a sector: not counted
    deck.entries.append(DeckEntry(written="Qwerty Nobody", count=2))   # unknown: not counted
    st = stats(deck, pool_db)
    idx = card_index(pool_db)
    cards = [idx.facts[c] for c in deck.card_list() if idx.facts[c].type != "sector"]
    assert st.size == len(cards) == 63 and st.unknown == 2 and st.sectors == 1
    assert st.by_type == {t: sum(f.type == t for f in cards) for t in ("unit", "asset", "ship")}
    assert st.by_type["asset"] == 2 and st.by_type["ship"] == 1
    assert st.by_side == {s: sum(f.side == s for f in cards) for s in ("loyalist", "traitor", "unaligned")}
    assert st.flagged_units == sum(f.type == "unit" and f.flags > 0 for f in cards)
    assert st.flags_total == sum(f.flags for f in cards)
    assert sum(st.flags.values()) == st.size
    assert sum(st.die.values()) == st.size
    assert st.die == {face: sum(f.die == face for f in cards) for face in range(1, 7)}
    assert sum(st.command_types.values()) == st.size
    assert sum(st.curves["firepower"].values()) == st.by_type["unit"]
    assert sum(st.curves["armor"].values()) == st.by_type["unit"] + st.by_type["asset"]
    fps = [f.firepower for f in cards if f.firepower is not None]
    assert st.averages["firepower"] == round(sum(fps) / len(fps), 3)
    assert st.side == "loyalist"


def test_a_test_passes_with_the_share_of_cards_whose_die_is_high_enough(db):
    deck = Deck(side="loyalist", entries=[DeckEntry(card_id=c, count=n) for c, n in
                                          [("IS-001", 4), ("IS-002", 3), ("IS-004", 2), ("IS-005", 1), ("IS-006", 2)]])
    dice = [card_index(db).facts[c].die for c in deck.card_list()]
    assert len(set(dice)) >= 3  # the rulebook cards print different dice
    st = stats(deck, db)
    for t in st.tests:
        passing = sum(d >= t.target for d in dice)
        assert (t.test, t.cards, t.exact) == (f"{t.target}+", passing, f"{passing}/12")
        assert t.probability == passing / 12
    assert [t.target for t in st.tests] == [2, 3, 4, 5, 6]


def test_test_odds_match_rolling_off_the_top_of_shuffled_decks(pool_db, legal_deck):
    deck = legal_deck(pool_db, "traitor")
    st = stats(deck, pool_db)
    idx = card_index(pool_db)
    pool = deck.card_list()
    rng = random.Random(5)
    trials = 6000
    rolls = [idx.facts[rng.choice(pool)].die for _ in range(trials)]
    for t in st.tests:
        observed = sum(r >= t.target for r in rolls) / trials
        assert close_to(observed, t.probability, trials)


def test_first_wave_flagged_odds_match_shuffled_decks(pool_db):
    # flagless units, a flagged asset (not a unit), ships, and 8 flagged units
    deck = Deck(side="loyalist", entries=[DeckEntry(card_id=c, count=n) for c, n in
                                          [("IS-002", 4), ("IS-010", 4), ("IS-008", 4), ("IS-009", 1),
                                           ("IS-203", 4), ("IS-001", 4), ("IS-004", 4)]])
    st = stats(deck, pool_db)
    idx = card_index(pool_db)
    pool = deck.card_list()
    rng = random.Random(11)
    trials = 5000
    seen = [0] * 4
    for _ in range(trials):
        rng.shuffle(pool)
        n = sum(idx.facts[c].flagged_unit for c in pool[:3])
        for k in range(n + 1):
            seen[k] += 1
    odds = {a.at_least: a.probability for a in st.first_wave_flagged}
    assert st.flagged_units == 8 and st.size == 25
    assert odds[0] == 1.0
    assert 0.2 < odds[2] < 0.9
    for k in range(1, 4):
        assert close_to(seen[k] / trials, odds[k], trials), k


def test_hand_odds_match_sample_openings(pool_db, legal_deck):
    deck = legal_deck(pool_db, "loyalist")
    deck.entries.append(DeckEntry(card_id="IS-009", count=1))
    deck.entries.append(DeckEntry(card_id="IS-008", count=2))
    st = stats(deck, pool_db)
    idx = card_index(pool_db)
    rng = random.Random(3)
    trials = 8000
    hands = [sample_opening(deck, pool_db, rng)[1] for _ in range(trials)]
    for h in st.hand:
        kind = DEFAULT_KINDS[h.kind]
        observed = sum(any(kind(idx.facts[c]) for c in hand) for hand in hands) / trials
        assert close_to(observed, h.probability, trials), h.kind
    ship = next(h for h in st.hand if h.kind == "ship")
    assert ship.cards == 1 and Fraction(ship.exact) == Fraction(6, 63)


def test_a_chosen_kind_can_be_a_search_query(db):
    deck = Deck(side="loyalist", entries=[DeckEntry(card_id="IS-001", count=4), DeckEntry(card_id="IS-009", count=2),
                                          DeckEntry(card_id="IS-002", count=4)])
    odds = hand_odds(deck, db, kind_from_query(db, "type:ship"), label="ships")
    assert odds.cards == 2
    assert odds.probability == pytest.approx(1 - math.comb(8, 6) / math.comb(10, 6))
    assert hand_odds(deck, db, ["IS-001"]).cards == 4


def test_a_sample_opening_is_three_first_wave_cards_and_a_six_card_hand(pool_db, legal_deck):
    deck = legal_deck(pool_db, "traitor")
    wave, hand = sample_opening(deck, pool_db, random.Random(42))
    assert len(wave) == 3 and len(hand) == 6
    copies = deck.copies()
    for cid in set(wave + hand):
        assert (wave + hand).count(cid) <= copies[cid]
    assert sample_opening(deck, pool_db, random.Random(42)) == (wave, hand)
    assert sample_opening(deck, pool_db, random.Random(43)) != (wave, hand)


def test_a_small_deck_deals_what_it_has(db):
    deck = Deck(entries=[DeckEntry(card_id="IS-001", count=4)])
    wave, hand = sample_opening(deck, db, random.Random(1))
    assert wave == ["IS-001"] * 3 and hand == ["IS-001"]
    assert stats(Deck(), db).tests[0].probability == 0


def test_stats_are_one_json_document(pool_db, legal_deck):
    doc = json.loads(json.dumps(stats(legal_deck(pool_db), pool_db).model_dump(mode="json")))
    assert doc["size"] == 60 and len(doc["tests"]) == 5 and len(doc["first_wave_flagged"]) == 4
