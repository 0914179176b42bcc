"""``heresy_app.decks.card_ids``: the one way a deck becomes the list of card ids a game shuffles."""

from __future__ import annotations

import pytest

from heresy_app.decks import Deck, DeckEntry, card_ids, load_deck


def test_a_deck_gives_one_id_a_copy_in_entry_order_without_the_sideboard():
    deck = Deck(name="Iron Line", entries=[DeckEntry(card_id="IS-001", count=2), DeckEntry(card_id="IS-004")],
                sideboard=[DeckEntry(card_id="IS-002", count=3)])
    assert card_ids(deck) == ["IS-001", "IS-001", "IS-004"]


def test_a_list_of_ids_and_id_count_pairs_are_accepted():
    assert card_ids(["IS-001", ("IS-004", 2), ["IS-002", 1]]) == ["IS-001", "IS-004", "IS-004", "IS-002"]
    assert card_ids([]) == []


def test_objects_with_counts_or_cards_are_accepted():
    class Counts:
        name = "counted"

        def counts(self):
            return [("IS-101", 2)]

    class Cards:
        cards = [("IS-102", 1), ("IS-103", 2)]

    assert card_ids(Counts()) == ["IS-101", "IS-101"]
    assert card_ids(Cards()) == ["IS-102", "IS-103", "IS-103"]


def test_an_entry_kept_as_written_is_an_error_naming_the_deck_and_the_text():
    deck = Deck(name="Sons of Horus", entries=[DeckEntry(card_id="IS-103"), DeckEntry(written="Warmaster's Gaurd")])
    with pytest.raises(ValueError, match=r"^Sons of Horus: entry 2 \(\"Warmaster's Gaurd\"\) names no known card"):
        card_ids(deck)


def test_the_name_argument_names_an_unnamed_deck():
    with pytest.raises(ValueError, match=r"^decks/mine\.txt: entry 1 \(empty\) names no known card"):
        card_ids([(None, 4)], name="decks/mine.txt")
    with pytest.raises(ValueError, match=r"^deck: "):
        card_ids([("", 1)])


def test_a_count_that_is_not_a_whole_number_of_copies_is_an_error():
    for bad in (-1, 1.5, "4", True):
        with pytest.raises(ValueError, match="not a whole number of copies"):
            card_ids([("IS-001", bad)], name="x")
    assert card_ids([("IS-001", 0)]) == []


def test_with_a_database_an_unknown_id_is_an_error(db):
    assert card_ids([("IS-001", 2)], db) == ["IS-001", "IS-001"]
    with pytest.raises(ValueError, match=r"^Mine: 'IS-999' names no known card"):
        card_ids(Deck(name="Mine", entries=[DeckEntry(card_id="IS-001"), DeckEntry(card_id="IS-999")]), db)


def test_a_string_is_refused_rather_than_read_letter_by_letter():
    with pytest.raises(TypeError, match="load_deck"):
        card_ids("sample:loyalist")


@pytest.mark.parametrize("sample", ["sample:loyalist", "sample:traitor"])
def test_the_sample_decks_give_sixty_known_cards(db, sample):
    deck = load_deck(sample, db, strict=True)
    ids = card_ids(deck, db)
    assert len(ids) == deck.size == 60
    assert ids == deck.card_list()
