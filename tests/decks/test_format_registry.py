"""One registry of deck file formats (heresy_app.decks.formats.FORMATS): the command line's
--format choices, reading and writing by suffix and the window's file dialogs all follow it, so
a new format is one entry. A made-up format, a list of card ids one a line, proves it."""

from __future__ import annotations

import argparse
import re

import pytest

from heresy_app.cli import build_parser, main
from heresy_app.decks import Deck, DeckEntry, dump_deck, format_for, formats, load_deck, save_deck
from heresy_app.decks.formats import FORMATS, DeckFormat, get_format, register, suffixes


def _read_ids(text, db, source="<ids>", strict=False):
    deck = Deck()
    for line in text.split()[1:]:
        deck.add(line)
    return deck


def _write_ids(deck, db, lang="en", ids=False):
    return "IDS\n" + "".join(f"{cid}\n" for cid in deck.card_list())


# ``id_list`` (tests/conftest.py) registers a list of card ids, "IDS" then one a line, for one test.


def export_choices() -> list[str]:
    """The choices of `heresy deck export --format`, from the parser itself."""
    def subparsers(p):
        return next(a for a in p._actions if isinstance(a, argparse._SubParsersAction)).choices

    export = subparsers(subparsers(build_parser(only="deck"))["deck"])["export"]
    return list(next(a for a in export._actions if "--format" in a.option_strings).choices)


def test_the_shipped_formats_are_text_json_and_cockatrice():
    assert list(FORMATS) == ["text", "json", "cod"]
    assert suffixes() == {".txt": "text", ".deck": "text", ".json": "json", ".cod": "cod"}
    for f in FORMATS.values():
        assert f.label("en") and re.search("[а-я]", f.label("ru"))


def test_the_cli_format_choices_are_the_registry(id_list):
    assert export_choices() == list(formats.FORMATS) == ["text", "json", "cod", "ids"]


def test_a_registered_format_is_read_and_written_by_its_suffix(id_list, tmp_path, db):
    deck = Deck(entries=[DeckEntry(card_id="IS-001", count=2), DeckEntry(card_id="IS-004")])
    assert format_for("mine.IDLIST") == "ids"
    path = save_deck(deck, tmp_path / "mine.ids", db=db)
    assert path.read_text() == "IDS\nIS-001\nIS-001\nIS-004\n"
    assert load_deck(path, db).card_list() == deck.card_list()
    assert dump_deck(deck, "ids") == path.read_text()
    # its contents are recognised under a suffix that says nothing (.txt is read as it shows)
    (tmp_path / "mine.txt").write_text(path.read_text())
    assert load_deck(tmp_path / "mine.txt", db).card_list() == deck.card_list()


def test_the_cli_exports_a_registered_format(id_list, tmp_path, capsys):
    src = tmp_path / "deck.txt"
    src.write_text("2 IS-001\n", encoding="utf-8")
    assert main(["deck", "export", str(src), "--format", "ids"]) == 0
    assert capsys.readouterr().out == "IDS\nIS-001\nIS-001\n"
    assert main(["deck", "export", str(src), "-o", str(tmp_path / "out.idlist")]) == 0
    assert (tmp_path / "out.idlist").read_text() == "IDS\nIS-001\nIS-001\n"


def test_an_unknown_format_or_suffix_names_the_known_ones():
    with pytest.raises(ValueError, match=r"use one of text, json, cod"):
        get_format("xml")
    with pytest.raises(ValueError, match=r"use \.txt, \.deck, \.json or \.cod"):
        format_for("deck.xml")
    with pytest.raises(ValueError, match="lower case"):
        register(DeckFormat("bad", (".BAD",), "Bad", "Плохой", read=_read_ids, write=_write_ids))
