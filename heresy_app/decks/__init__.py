"""Decks: the model, validation, file formats (text, JSON, Cockatrice .cod) and statistics.

No Qt here. See docs/decks.md for the API and the file formats.

>>> from heresy_app.cards.db import CardDB
>>> db = CardDB(user=False)
>>> deck = load_deck("sample:traitor", db)
>>> validate(deck, db).valid, deck.side, len(card_ids(deck, db))
(True, 'traitor', 60)
"""

from heresy_app.decks.formats import (
    DeckFileError,
    dump_deck,
    format_for,
    from_cod,
    from_json,
    load_deck,
    parse_deck,
    parse_text,
    save_deck,
    to_cod,
    to_json,
    to_text,
)
from heresy_app.decks.index import CardFacts, CardIndex, card_index
from heresy_app.decks.model import DECK_FORMAT_VERSION, MAX_COPIES, MIN_DECK_SIZE, Deck, DeckEntry, card_ids
from heresy_app.decks.stats import DeckStats, hand_odds, kind_from_query, p_at_least, p_at_least_exact, sample_opening, stats
from heresy_app.decks.validate import Issue, ValidationReport, inferred_side, validate

__all__ = [
    "Deck", "DeckEntry", "DECK_FORMAT_VERSION", "MIN_DECK_SIZE", "MAX_COPIES", "card_ids",
    "DeckFileError", "load_deck", "parse_deck", "parse_text", "to_text", "to_json", "from_json",
    "to_cod", "from_cod", "save_deck", "dump_deck", "format_for",
    "validate", "ValidationReport", "Issue", "inferred_side",
    "stats", "DeckStats", "p_at_least", "p_at_least_exact", "hand_odds", "kind_from_query", "sample_opening",
    "CardFacts", "CardIndex", "card_index",
]
