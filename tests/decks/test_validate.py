"""Deck-building rules: size, copies, one side, no sectors, no unknown cards; and the warnings."""

from __future__ import annotations

import pytest

from heresy_app.decks import Deck, DeckEntry, card_index, inferred_side, parse_text, validate
from heresy_app.decks.validate import ERROR_CODES, WARNING_CODES


def codes(report):
    return [i.code for i in report.errors], [i.code for i in report.warnings]


def with_entries(deck: Deck, *extra: tuple[str, int]) -> Deck:
    d = deck.model_copy(deep=True)
    for cid, n in extra:
        d.entries.append(DeckEntry(card_id=cid, count=n))
    return d


@pytest.mark.parametrize("side", ["loyalist", "traitor"])
def test_sixty_cards_of_one_side_plus_unaligned_is_legal_and_quiet(pool_db, side, legal_deck):
    deck = legal_deck(pool_db, side)
    assert deck.size == 60
    assert any(card_index(pool_db).facts[e.card_id].side == "unaligned" for e in deck.entries)
    report = validate(deck, pool_db)
    assert report.valid, report.errors
    assert report.warnings == []
    assert report.size == 60 and report.side == side


def test_a_deck_one_card_short_of_sixty_says_one_is_missing(pool_db, legal_deck):
    deck = legal_deck(pool_db, size=59)
    report = validate(deck, pool_db)
    assert codes(report)[0] == ["too_few_cards"]
    err = report.errors[0]
    assert "59 cards" in err.message_en and "1 more is needed" in err.message_en
    assert "59 карт" in err.message_ru and "не хватает 1" in err.message_ru
    assert err.card is None


def test_a_larger_deck_than_sixty_is_legal(pool_db, legal_deck):
    deck = legal_deck(pool_db, size=72)
    assert validate(deck, pool_db).valid


def test_the_fifth_copy_of_a_card_is_an_error_naming_it(pool_db, legal_deck):
    deck = legal_deck(pool_db)
    cid = deck.entries[0].card_id
    report = validate(with_entries(deck, (cid, 1)), pool_db)
    assert codes(report)[0] == ["too_many_copies"]
    err = report.errors[0]
    assert err.card == cid
    name = card_index(pool_db).facts[cid]
    assert name.name_en in err.message_en and name.name_ru in err.message_ru
    assert "5 copies" in err.message_en and "remove 1" in err.message_en


def test_copies_listed_on_separate_lines_count_together(db):
    deck = parse_text("2 Tactical Squad\n2 IS-001\n1 тактический отряд\n", db)
    report = validate(deck, db)
    assert "too_many_copies" in codes(report)[0]


def test_copies_of_a_name_count_together_across_sets_and_printings(pool_db):
    # IS-001 and TST-050 are two printings of "Tactical Squad"
    deck = Deck(side="loyalist", entries=[DeckEntry(card_id="IS-001", count=3), DeckEntry(card_id="TST-050", count=2)])
    report = validate(deck, pool_db)
    err = next(i for i in report.errors if i.code == "too_many_copies")
    assert err.card == "IS-001" and "5 copies" in err.message_en


def test_cards_sharing_a_unique_name_are_one_card_for_uniqueness_but_each_has_its_own_four_copies(db):
    # "Abaddon" and "Abaddon with Retinue" are one card for uniqueness (section 4, Unique), while the
    # four-copy limit (Alpha 1) counts each card by itself: 4 + 3 copies are allowed, and warned of
    deck = Deck(side="traitor", entries=[DeckEntry(card_id="IS-101", count=4), DeckEntry(card_id="IS-102", count=3)])
    report = validate(deck, db)
    assert "too_many_copies" not in codes(report)[0]
    warn = next(i for i in report.warnings if i.code == "unique_collision")
    assert "Abaddon with Retinue ×3" in warn.message_en and "Абаддон со свитой ×3" in warn.message_ru
    deck = Deck(side="traitor", entries=[DeckEntry(card_id="IS-101", count=5), DeckEntry(card_id="IS-102", count=3)])
    err = next(i for i in validate(deck, db).errors if i.code == "too_many_copies")
    assert err.card == "IS-101" and "5 copies" in err.message_en and "remove 1" in err.message_en


def test_the_abaddon_ruling_says_what_the_deck_check_does(db):
    """The ruling once said the two are one card for the four-copy limit too, contradicting
    deck.size and the check above (issue 19)."""
    ruling = next(r for r in db.get("IS-102").rulings if "term.unique" in r.sections)
    assert "deck.size" in ruling.sections
    assert "four of each" in ruling.en and "по четыре каждой" in ruling.ru
    assert "one card for uniqueness and for the four-copy limit" not in ruling.en


def test_four_copies_of_a_card_are_allowed(db):
    deck = Deck(side="loyalist", entries=[DeckEntry(card_id="IS-001", count=4)])
    assert "too_many_copies" not in codes(validate(deck, db))[0]


def test_a_card_of_the_other_side_is_an_error_when_the_side_is_declared(pool_db, legal_deck):
    deck = with_entries(legal_deck(pool_db, "loyalist"), ("IS-103", 2))
    report = validate(deck, pool_db)
    assert codes(report)[0] == ["wrong_side"]
    err = report.errors[0]
    assert err.card == "IS-103"
    assert "Traitor Assault Squad" in err.message_en and "Traitor" in err.message_en
    assert "Отступников" in err.message_ru


def test_loyalist_and_traitor_mixed_without_a_side_names_the_odd_cards_out(db):
    deck = Deck(entries=[DeckEntry(card_id="IS-001", count=4), DeckEntry(card_id="IS-004", count=4),
                         DeckEntry(card_id="IS-104", count=2), DeckEntry(card_id="IS-201", count=2)])
    report = validate(deck, db)
    mixed = [i for i in report.errors if i.code == "mixed_sides"]
    assert [i.card for i in mixed] == ["IS-104"]
    assert "Loyalist or Traitor" in mixed[0].message_en
    assert inferred_side(deck, db) == "loyalist"


def test_an_even_mix_blames_the_side_that_came_in_later(db):
    deck = Deck(entries=[DeckEntry(card_id="IS-103", count=3), DeckEntry(card_id="IS-001", count=3)])
    report = validate(deck, db)
    assert [i.card for i in report.errors if i.code == "mixed_sides"] == ["IS-001"]
    assert inferred_side(deck, db) is None


def test_a_sector_card_in_a_deck_is_an_error_and_does_not_count_towards_sixty(pool_db, legal_deck):
    deck = with_entries(legal_deck(pool_db, size=59), ("SEC-002", 1))
    report = validate(deck, pool_db)
    assert codes(report)[0] == ["too_few_cards", "sector_in_deck"]
    err = report.errors[1]
    assert err.card == "SEC-002" and "Sirenhold" in err.message_en and "Сиренхольд" in err.message_ru


def test_an_unknown_card_is_an_error_with_the_closest_names(db):
    deck = parse_text("# side: loyalist\n4 Tactical Sqad\n", db)
    report = validate(deck, db)
    err = next(i for i in report.errors if i.code == "unknown_card")
    assert err.card == "Tactical Sqad"
    assert err.line == 2
    assert "Tactical Squad" in err.suggestions
    assert "Tactical Squad" in err.message_en and "line 2" in err.message_en
    assert "строка 2" in err.message_ru


def test_an_unknown_card_in_the_sideboard_is_reported_too(pool_db, legal_deck):
    deck = legal_deck(pool_db)
    deck.sideboard.append(DeckEntry(written="Qwertyuiop's Nonexistent Relic", count=1))
    assert codes(validate(deck, pool_db))[0] == ["unknown_card"]


def test_only_unaligned_cards_without_a_declared_side_warn(db):
    deck = Deck(entries=[DeckEntry(card_id="IS-201", count=4), DeckEntry(card_id="IS-202", count=4)])
    report = validate(deck, db)
    assert "unaligned_without_side" in codes(report)[1]
    deck.side = "traitor"
    assert "unaligned_without_side" not in codes(validate(deck, db))[1]


def _loyalist_units(db, flagged: bool) -> list[str]:
    idx = card_index(db)
    return sorted(c for c, f in idx.facts.items()
                  if f.side == "loyalist" and f.type == "unit" and not f.unique and f.flagged_unit == flagged)


def test_few_flagged_units_warn_with_the_first_wave_odds(db):
    flagless, flagged = _loyalist_units(db, False)[:2], _loyalist_units(db, True)[0]
    deck = Deck(side="loyalist", entries=[DeckEntry(card_id=flagless[0], count=4), DeckEntry(card_id=flagless[1], count=4),
                                          DeckEntry(card_id=flagged, count=1)])
    report = validate(deck, db)
    warn = next(i for i in report.warnings if i.code == "few_flagged_units")
    # 1 flagged of 9: no flagged unit in three cards = C(8,3)/C(9,3) = 56/84
    assert "1 of 9" in warn.message_en and "67%" in warn.message_en
    assert "1 из 9" in warn.message_ru


def test_a_third_of_the_deck_flagged_units_is_enough(db):
    flagless, flagged = _loyalist_units(db, False)[:2], _loyalist_units(db, True)[0]
    deck = Deck(side="loyalist", entries=[DeckEntry(card_id=flagless[0], count=4), DeckEntry(card_id=flagless[1], count=4),
                                          DeckEntry(card_id=flagged, count=4)])
    assert "few_flagged_units" not in codes(validate(deck, db))[1]


def test_unique_cards_that_share_a_name_warn_they_will_collide(db):
    deck = Deck(side="traitor", entries=[DeckEntry(card_id="IS-101", count=2), DeckEntry(card_id="IS-102", count=1)])
    warn = next(i for i in validate(deck, db).warnings if i.code == "unique_collision")
    assert warn.card == "IS-101" and "sector" in warn.message_en and "сектор" in warn.message_ru


def test_a_single_copy_of_a_unique_card_does_not_warn(db):
    deck = Deck(side="traitor", entries=[DeckEntry(card_id="IS-101", count=1), DeckEntry(card_id="IS-103", count=4)])
    assert "unique_collision" not in codes(validate(deck, db))[1]


def test_two_copies_of_a_unique_ship_warn_of_the_fleet(db):
    deck = Deck(side="traitor", entries=[DeckEntry(card_id="IS-108", count=2)])
    warn = next(i for i in validate(deck, db).warnings if i.code == "unique_collision")
    assert warn.card == "IS-108" and "fleet" in warn.message_en and "флот" in warn.message_ru


def test_every_finding_has_a_stable_code_and_both_languages(db):
    text = "4 Tactical Sqad\n5 Abaddon\n2 Tactical Squad\n1 Choral City\n2 Vengeful Spirit\n"
    report = validate(parse_text(text, db), db)
    assert {i.code for i in report.errors} == {"too_few_cards", "unknown_card", "too_many_copies",
                                                "mixed_sides", "sector_in_deck"}
    for issue in report.errors + report.warnings:
        assert issue.code in ERROR_CODES + WARNING_CODES
        assert issue.message("en") == issue.message_en and issue.message("ru") == issue.message_ru
        assert issue.message_en != issue.message_ru
        assert any("а" <= ch <= "я" for ch in issue.message_ru.lower())
    doc = report.as_json("ru")
    assert doc["valid"] is False
    assert set(doc["errors"][0]) >= {"code", "message", "card"}


def test_user_cards_imported_later_are_seen_by_validation(tmp_path, pool_card_dicts):
    import json

    from heresy_app.cards.db import CardDB
    from heresy_app.cards.user_cards import import_file

    user = tmp_path / "user_cards.sqlite"
    fresh = CardDB(user=user)
    deck = Deck(side="loyalist", entries=[DeckEntry(card_id="TST-001", count=1)])
    assert "unknown_card" in codes(validate(deck, fresh, suggest=False))[0]
    src = tmp_path / "pool.json"
    src.write_text(json.dumps(pool_card_dicts[:1]), encoding="utf-8")
    import_file(src, user_db=user)
    fresh.attach_user()
    assert "unknown_card" not in codes(validate(deck, fresh))[0]


def test_validating_a_sixty_card_deck_again_gives_the_same_report(pool_db, legal_deck):
    """benchmarks/decks.py times validation (timings are not asserted in tests); here the card-facts
    cache it relies on must not change a report."""
    deck = legal_deck(pool_db)
    first = validate(deck, pool_db)
    assert all(validate(deck, pool_db) == first for _ in range(3))
