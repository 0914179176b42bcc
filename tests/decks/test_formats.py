"""Deck files: plain text, the project's JSON and Cockatrice .cod; round trips, malformed files,
atomic saving."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from lxml import etree

from heresy_app.decks import (
    DECK_FORMAT_VERSION,
    Deck,
    DeckEntry,
    DeckFileError,
    from_cod,
    from_json,
    load_deck,
    parse_text,
    save_deck,
    to_cod,
    to_json,
    to_text,
)
from heresy_app.decks.formats import parse_deck, sample_names

XSD = Path("/work/shared/interop/cockatrice/deck.xsd")
for _up in Path(__file__).resolve().parents:
    if (_up / "shared/interop/cockatrice/deck.xsd").exists():
        XSD = _up / "shared/interop/cockatrice/deck.xsd"
        break


@pytest.fixture(scope="module")
def cod_schema():
    return etree.XMLSchema(etree.parse(str(XSD)))


# ------------------------------------------------------------------ plain text

def test_text_reads_counts_with_names_or_ids_in_either_language(db):
    text = ("# side: loyalist\n"
            "4 Tactical Squad\n"
            "4x IS-004\n"
            "3 x Командный отряд\n"
            "2х отряд скаутов\n"          # a Cyrillic х
            "1 is-002\n"
            "2 ШТУРМОВЫЕ МОТОЦИКЛЫ\n")
    deck = parse_text(text, db)
    assert deck.side == "loyalist"
    assert deck.counts() == [("IS-001", 4), ("IS-004", 4), ("IS-005", 3), ("IS-010", 2), ("IS-002", 1),
                             ("IS-003", 2)]
    assert [e.line for e in deck.entries] == [2, 3, 4, 5, 6, 7]


def test_text_ignores_blank_lines_and_comments_and_keeps_notes(db):
    deck = parse_text("\n# name: Iron Tenth\n# Built for the Isstvan drop\n\n4 Tactical Squad  # core\n"
                      "   \n# more notes\n", db)
    assert deck.name == "Iron Tenth"
    assert deck.side is None
    assert deck.notes == "Built for the Isstvan drop\nmore notes"
    assert deck.counts() == [("IS-001", 4)]


def test_text_side_may_be_written_in_russian(db):
    assert parse_text("# сторона: отступники\n4 Абаддон\n", db).side == "traitor"


def test_text_names_match_without_case_yo_or_quotes(db):
    deck = parse_text("1 Мстительный дух\n1 ударный крейсер эйзенштейн\n", db)
    assert deck.counts() == [("IS-108", 1), ("IS-009", 1)]


def test_text_sideboard_lines(db):
    deck = parse_text("4 Tactical Squad\nSB: 2 Bike Squad\n# sideboard\n1 Scout Squad\n", db)
    assert deck.counts() == [("IS-001", 4)]
    assert deck.counts(sideboard=True) == [("IS-002", 2), ("IS-010", 1)]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_text_round_trip_text_deck_text(db, lang):
    deck = Deck(name="Sons of Horus", side="traitor", notes="first line\n\nthird line",
                entries=[DeckEntry(card_id="IS-101", count=1), DeckEntry(card_id="IS-103", count=4),
                         DeckEntry(card_id="IS-108", count=1), DeckEntry(card_id="IS-201", count=3)],
                sideboard=[DeckEntry(card_id="IS-105", count=2)])
    text = to_text(deck, db, lang)
    again = parse_text(text, db)
    assert again == deck
    assert to_text(again, db, lang) == text


def test_text_round_trip_of_a_whole_legal_deck(pool_db, legal_deck):
    deck = legal_deck(pool_db, "traitor", name="Pool")
    text = to_text(deck, pool_db)
    assert parse_text(text, pool_db) == deck


def test_a_printing_that_shares_its_name_is_written_by_id(pool_db):
    deck = Deck(entries=[DeckEntry(card_id="IS-001", count=2), DeckEntry(card_id="TST-050", count=2)])
    text = to_text(deck, pool_db)
    assert "2 Tactical Squad\n" in text and "2 TST-050" in text
    assert parse_text(text, pool_db) == deck


def test_text_keeps_an_unknown_card_as_written(db):
    deck = parse_text("3 Qwertyuiop's Nonexistent Relic\n", db)
    assert deck.entries[0].card_id is None and deck.entries[0].written == "Qwertyuiop's Nonexistent Relic"
    assert to_text(deck, db) == "3 Qwertyuiop's Nonexistent Relic\n"


def test_strict_text_reading_names_the_line_and_suggests(db):
    with pytest.raises(DeckFileError) as exc:
        parse_text("4 Tactical Squad\n\n2 Asault Squad\n", db, source="my.txt", strict=True)
    err = exc.value
    assert (err.path, err.line) == ("my.txt", 3)
    assert "Assault Squad" in err.suggestions
    assert str(err).startswith("my.txt:3: ") and "did you mean" in str(err)


@pytest.mark.parametrize("line, what", [
    ("Tactical Squad", "not a deck line"),
    ("0 Tactical Squad", "out of range"),
    ("1000 Tactical Squad", "out of range"),
    ("four Tactical Squad", "not a deck line"),
])
def test_malformed_text_lines_are_named(db, line, what):
    with pytest.raises(DeckFileError) as exc:
        parse_text(f"# side: loyalist\n4 Bike Squad\n{line}\n", db, source="d.txt")
    assert exc.value.line == 3 and what in exc.value.message


def test_an_unknown_side_is_an_error_on_its_line(db):
    with pytest.raises(DeckFileError) as exc:
        parse_text("# side: orks\n", db)
    assert exc.value.line == 1 and "orks" in exc.value.message


# ------------------------------------------------------------------ JSON

def test_json_round_trip_carries_the_schema_version(pool_db, legal_deck):
    deck = legal_deck(pool_db, "loyalist", name="Ultramar")
    deck.notes = "Notes\nin two lines"
    deck.sideboard.append(DeckEntry(card_id="IS-002", count=1))
    deck.entries.append(DeckEntry(written="Qwerty Nonexistent Relic", count=1))
    text = to_json(deck, pool_db)
    doc = json.loads(text)
    assert doc["format"] == "heresy-deck" and doc["version"] == DECK_FORMAT_VERSION
    assert doc["cards"][0]["name"]
    assert from_json(text, pool_db) == deck


def test_json_falls_back_to_the_name_when_the_id_is_unknown(db):
    text = json.dumps({"format": "heresy-deck", "version": 1,
                       "cards": [{"id": "OLD-1", "name": "Bike Squad", "count": 2}]})
    assert from_json(text, db).counts() == [("IS-002", 2)]


@pytest.mark.parametrize("doc, line, what", [
    ('{"format": "heresy-deck",\n "version": 1,\n "cards": [}', 3, "not valid JSON"),
    ('{"cards": []}', None, 'not a Heresy deck'),
    ('[1, 2]', None, 'not a Heresy deck'),
    ('{"format": "heresy-deck", "version": 99}', None, "newer version"),
    ('{"format": "heresy-deck", "version": "1"}', None, '"version"'),
    ('{"format": "heresy-deck", "version": 1, "cards": [{"id": "IS-001", "count": 0}]}', None, '"cards[0].count"'),
    ('{"format": "heresy-deck", "version": 1, "cards": [{"count": 2}]}', None, "an id or a name"),
    ('{"format": "heresy-deck", "version": 1, "side": "orks"}', None, '"side"'),
])
def test_malformed_json_decks_say_what_and_where(db, doc, line, what):
    with pytest.raises(DeckFileError) as exc:
        from_json(doc, db, source="d.json")
    assert exc.value.line == line
    assert what in str(exc.value)


# ------------------------------------------------------------------ Cockatrice .cod

def test_cod_export_validates_against_the_cockatrice_schema(pool_db, legal_deck, cod_schema):
    deck = legal_deck(pool_db, "traitor", name='Horus & "Sons" <Lupercal>')
    deck.notes = "Line one\nline <two> & more"
    deck.sideboard.append(DeckEntry(card_id="IS-105", count=2))
    xml = to_cod(deck, pool_db)
    doc = etree.fromstring(xml.encode("utf-8"))
    cod_schema.assertValid(doc)
    assert [z.get("name") for z in doc.findall("zone")] == ["main", "side"]
    assert sum(int(c.get("number")) for c in doc.find("zone").findall("card")) == 60


def test_cod_uses_english_names_and_round_trips(db, cod_schema):
    deck = Deck(name="Loken's Company", side="loyalist", notes="for the Emperor",
                entries=[DeckEntry(card_id="IS-007", count=1), DeckEntry(card_id="IS-001", count=4),
                         DeckEntry(card_id="IS-009", count=1), DeckEntry(card_id="IS-202", count=2)])
    xml = to_cod(deck, db)
    assert 'name="Garviel Loken"' in xml and 'name="Strike Cruiser Eisenstein"' in xml
    cod_schema.assertValid(etree.fromstring(xml.encode()))
    assert from_cod(xml, db) == deck
    assert to_cod(from_cod(xml, db), db) == xml


def test_an_empty_deck_is_still_a_valid_cod(db, cod_schema):
    cod_schema.assertValid(etree.fromstring(to_cod(Deck(), db).encode()))


def test_cod_import_accepts_russian_names_ids_and_extra_elements(db):
    xml = """<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
  <deckname>Import</deckname>
  <comments></comments>
  <bannerCard providerId="">Abaddon</bannerCard>
  <zone name="main">
    <card number="3" name="Абаддон"/>
    <card number="4" name="IS-103"/>
  </zone>
  <zone name="tokens"/>
</cockatrice_deck>"""
    deck = from_cod(xml, db)
    assert deck.name == "Import" and deck.side is None
    assert deck.counts() == [("IS-101", 3), ("IS-103", 4)]


@pytest.mark.parametrize("xml, line, what", [
    ('<cockatrice_deck version="1">\n<deckname>x</deckname>\n<zone name="main">\n<card number="2" name="Bike Squad">\n</zone>',
     5, "not valid XML"),
    ('<?xml version="1.0"?>\n<html><body/></html>', 2, "not a Cockatrice deck"),
    ('<cockatrice_deck>\n<zone name="main">\n<card number="two" name="Bike Squad"/></zone></cockatrice_deck>',
     3, "not a whole number"),
    ('<cockatrice_deck>\n<zone name="main">\n<card number="0" name="Bike Squad"/></zone></cockatrice_deck>',
     3, "out of range"),
    ('<cockatrice_deck>\n<zone name="main">\n<card number="1"/></zone></cockatrice_deck>', 3, "without a name"),
    ('<cockatrice_deck>\n<zone name="maybe">\n<card number="1" name="Bike Squad"/></zone></cockatrice_deck>',
     2, "zone 'maybe'"),
    ('<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;">]>\n'
     '<cockatrice_deck><deckname>&lol2;</deckname></cockatrice_deck>', 2, "DOCTYPE"),
])
def test_malformed_cod_files_say_what_and_where(db, xml, line, what):
    with pytest.raises(DeckFileError) as exc:
        from_cod(xml, db, source="d.cod")
    assert exc.value.line == line
    assert what in exc.value.message


# ------------------------------------------------------------------ files

def test_load_deck_reads_each_format_by_extension_and_contents(tmp_path, db):
    deck = Deck(name="Files", side="traitor", entries=[DeckEntry(card_id="IS-104", count=4)])
    for name in ("d.txt", "d.json", "d.cod"):
        save_deck(deck, tmp_path / name, db=db)
        assert load_deck(tmp_path / name, db) == deck
    # contents decide when the extension says nothing
    (tmp_path / "d.deck").write_text(to_json(deck), encoding="utf-8")
    assert load_deck(tmp_path / "d.deck", db) == deck
    (tmp_path / "wrong.txt").write_text(to_cod(deck, db), encoding="utf-8")
    assert load_deck(tmp_path / "wrong.txt", db) == deck


def test_a_file_that_is_not_a_deck_gets_a_clear_error(tmp_path, db):
    png = tmp_path / "picture.txt"
    png.write_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR")
    with pytest.raises(DeckFileError, match="binary file, not a deck"):
        load_deck(png, db)
    latin = tmp_path / "latin1.txt"
    latin.write_bytes("4 Tactical Squad\n2 Caf\xe9\n".encode("latin-1"))
    with pytest.raises(DeckFileError) as exc:
        load_deck(latin, db)
    assert exc.value.line == 2 and "not UTF-8" in exc.value.message
    with pytest.raises(DeckFileError, match="no such file"):
        load_deck(tmp_path / "missing.txt", db)
    with pytest.raises(DeckFileError, match="a folder"):
        load_deck(tmp_path, db)
    prose = tmp_path / "notes.txt"
    prose.write_text("Dear diary,\ntoday I built a deck.\n", encoding="utf-8")
    with pytest.raises(DeckFileError) as exc:
        load_deck(prose, db)
    assert exc.value.line == 1 and "not a deck line" in exc.value.message


def test_a_byte_order_mark_is_ignored(db):
    assert parse_deck("\ufeff4 Bike Squad\n".encode("utf-8"), db).counts() == [("IS-002", 4)]


def test_an_unknown_sample_deck_lists_the_samples(db):
    with pytest.raises(DeckFileError, match="no sample deck 'orks'"):
        load_deck("sample:orks", db)
    with pytest.raises(DeckFileError, match="no sample deck"):
        load_deck("sample:../../etc/passwd", db)


@pytest.mark.parametrize("name", sample_names())
def test_the_sample_decks_are_legal(db, name):
    from heresy_app.decks import validate

    deck = load_deck(f"sample:{name}", db, strict=True)
    report = validate(deck, db)
    assert report.valid, [i.message_en for i in report.errors]
    assert report.side == name


def test_saving_is_atomic_a_failed_write_leaves_the_old_deck(tmp_path, db, monkeypatch):
    path = tmp_path / "deck.txt"
    old = Deck(side="loyalist", entries=[DeckEntry(card_id="IS-001", count=4)])
    save_deck(old, path, db=db)
    before = path.read_bytes()

    def crash(src, dst):
        raise OSError("disk yanked out mid-rename")

    monkeypatch.setattr(os, "replace", crash)
    new = Deck(side="loyalist", entries=[DeckEntry(card_id="IS-002", count=4)])
    with pytest.raises(OSError):
        save_deck(new, path, db=db)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["deck.txt"]  # no temporary file left behind
    monkeypatch.undo()
    save_deck(new, path, db=db)
    assert load_deck(path, db) == new


def test_saving_needs_a_known_extension_or_a_format(tmp_path, db):
    deck = Deck(entries=[DeckEntry(card_id="IS-001", count=1)])
    with pytest.raises(ValueError, match="unknown deck file type"):
        save_deck(deck, tmp_path / "deck.xyz", db=db)
    save_deck(deck, tmp_path / "deck.xyz", fmt="json", db=db)
    assert load_deck(tmp_path / "deck.xyz", db) == deck


def test_a_sample_name_reads_the_deck_of_that_name_in_the_samples_folder(tmp_path, db, monkeypatch):
    from heresy_app.decks import formats

    monkeypatch.setattr(formats, "SAMPLE_DIR", tmp_path)
    (tmp_path / "traitor.txt").write_text("# side: traitor\n4 IS-103\n", encoding="utf-8")
    assert load_deck("sample:traitor", db).counts() == [("IS-103", 4)]
    with pytest.raises(DeckFileError, match=r"available: sample:traitor"):
        load_deck("sample:loyalist", db)
