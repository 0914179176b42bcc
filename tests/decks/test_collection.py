"""Your collection (issue 17, section 1): stored in the user database under HERESY_HOME, read by
the search language, imported from deck text or CSV, exported, and held against a deck."""

from __future__ import annotations

import json
import sqlite3

import pytest

from heresy_app.cards.collection import MAX_OWNED, read_owned, write_owned
from heresy_app.cards.db import CardDB
from heresy_app.cli import main
from heresy_app.decks import load_deck
from heresy_app.decks.collection import missing, needs, parse_collection
from heresy_app.decks.formats import DeckFileError
from heresy_app.paths import user_db_path


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# ---------------------------------------------------------------- storage and search

def test_the_collection_lives_in_the_user_database_under_heresy_home(_heresy_home):
    write_owned({"IS-001": 3})
    assert user_db_path().parent == _heresy_home
    conn = sqlite3.connect(user_db_path())
    assert conn.execute("SELECT card_id, count FROM collection").fetchall() == [("IS-001", 3)]
    conn.close()


def test_counts_add_set_clamp_and_zero_removes_the_card():
    assert write_owned({"IS-001": 2, "IS-004": 1}) == {"IS-001": 2, "IS-004": 1}
    assert write_owned({"IS-001": 3}, add=True) == {"IS-001": 5}
    assert write_owned({"IS-004": -3}, add=True) == {"IS-004": 0}
    assert write_owned({"IS-010": 5000}) == {"IS-010": MAX_OWNED}
    assert read_owned() == {"IS-001": 5, "IS-010": MAX_OWNED}
    write_owned({"IS-002": 1}, clear=True)
    assert read_owned() == {"IS-002": 1}


def test_search_is_owned_not_owned_and_owned_at_least():
    db = CardDB()
    assert db.search("is:owned") == [] and len(db.search("-is:owned")) == db.count()
    write_owned({"IS-001": 4, "IS-004": 1})
    db = CardDB()
    assert sorted(r.id for r in db.search("is:owned")) == ["IS-001", "IS-004"]
    assert [r.id for r in db.search("owned>=2")] == ["IS-001"]
    assert [r.id for r in db.search("это:в_коллекции есть>=4")] == ["IS-001"]
    assert len(db.search("-is:owned")) == db.count() - 2
    assert "IS-001" not in {r.id for r in db.search("owned<1")}


def test_owned_cards_beside_user_cards_are_searched_in_both_databases(home_with_pool):
    db = CardDB()
    user_id = next(r.id for r in db.search("is:user"))
    write_owned({user_id: 2, "IS-001": 1})
    db.attach_user()
    assert db.has_user and db.has_collection
    assert sorted(r.id for r in db.search("is:owned")) == sorted([user_id, "IS-001"])
    assert [r.id for r in db.search("is:user owned>=2")] == [user_id]
    assert db.owned() == {user_id: 2, "IS-001": 1}


# ---------------------------------------------------------------- files

def test_csv_takes_ids_and_names_in_either_language_and_sums_lines():
    db = CardDB(user=False)
    text = 'card,count\nIS-1,1\n"Tactical Squad",2\nтактический отряд,1\nIS-004,0\n'
    assert parse_collection(text, db, "c.csv") == {"IS-001": 4}


def test_deck_text_is_a_collection_file_too():
    db = CardDB(user=False)
    assert parse_collection("# side: loyalist\n4 Tactical Squad\n2x IS-004\n1 Штурмовой отряд\n", db) == \
        {"IS-001": 4, "IS-004": 3}


@pytest.mark.parametrize("text, line, words", [
    ("card,count\nIS-001,3\nTactcal Squad,1\n", 3, "no card named or numbered 'Tactcal Squad'"),
    ("IS-001,3\nIS-002,lots\n", 2, "count 'lots' is not a whole number"),
    ("IS-001,3,4\n", 1, "expected two cells"),
    ("card,count\nIS-001," + "9" * 5000 + "\n", 2, "count 99999999… is out of range (0..999)"),
    ("4 Tactical Squad\nTactical Squad\n", 2, "not a deck line"),
    ("4 Tactical Squad\n2 No Such Card\n", 2, "no card named"),
])
def test_a_malformed_collection_names_the_file_and_the_line(text, line, words):
    with pytest.raises(DeckFileError) as info:
        parse_collection(text, CardDB(user=False), "mine.csv")
    assert info.value.line == line and words in str(info.value)
    assert str(info.value).startswith(f"mine.csv:{line}: ")


# ---------------------------------------------------------------- a deck against the collection

def test_a_deck_needs_what_the_collection_lacks_sideboard_included():
    db = CardDB(user=False)
    deck = load_deck("sample:loyalist", db)
    extra = next(r.id for r in db.search("side:loyalist") if deck.count_of(r.id) == 0)
    deck.sideboard = [type(deck.entries[0])(card_id=extra, count=1)]
    owned = {deck.entries[0].card_id: 99}
    short = missing(deck, owned)
    assert deck.entries[0].card_id not in {n.card_id for n in short}
    assert sum(n.missing for n in short) == deck.size + 1 - deck.entries[0].count
    assert {n.card_id: n.needed for n in needs(deck, owned)}[extra] == 1


# ---------------------------------------------------------------- the command line

def test_cli_import_show_export_round_trip(capsys, tmp_path):
    src = tmp_path / "mine.csv"
    src.write_text("card,count\nIS-001,3\nШтурмовой отряд,2\n", encoding="utf-8")
    code, out, err = run(capsys, "collection", "import", str(src))
    assert code == 0 and err == "" and "added 5 copies" in out and "2 cards (5 copies)" in out
    code, out, _ = run(capsys, "collection", "import", str(src), "--json")
    doc = json.loads(out)
    assert code == 0 and doc["imported"] == 5 and doc["collection"] == {"cards": 2, "copies": 10}
    code, out, _ = run(capsys, "collection", "show", "--json")
    assert json.loads(out) == [{"id": "IS-004", "name": "Assault Squad", "count": 4},
                               {"id": "IS-001", "name": "Tactical Squad", "count": 6}]
    code, out, _ = run(capsys, "collection", "show", "--lang", "ru")
    assert "Тактический отряд" in out and out.strip().endswith("2 карты (10 копий)")
    exported = tmp_path / "back.txt"
    assert run(capsys, "collection", "export", "-o", str(exported))[0] == 0
    assert exported.read_text(encoding="utf-8").splitlines()[1:] == ["4 Assault Squad", "6 Tactical Squad"]
    code, out, _ = run(capsys, "collection", "import", str(exported), "--replace")
    assert code == 0 and read_owned() == {"IS-001": 6, "IS-004": 4}
    code, out, _ = run(capsys, "collection", "export", "--format", "csv", "--ids")
    assert out.splitlines() == ["card,count", "IS-004,4", "IS-001,6"]


def test_cli_a_malformed_collection_file_is_one_line_exit_2_and_nothing_changes(capsys, tmp_path):
    write_owned({"IS-001": 1})
    bad = tmp_path / "bad.csv"
    bad.write_text("card,count\nIS-004,2\nIS-002,two\n", encoding="utf-8")
    code, out, err = run(capsys, "collection", "import", str(bad))
    assert code == 2 and out == ""
    assert err == f"heresy: {bad}:3: count 'two' is not a whole number\n"
    code, _, err = run(capsys, "collection", "import", str(bad), "--lang", "ru")
    assert code == 2 and err == f"heresy: {bad}:3: количество «two» — не целое число\n"
    assert read_owned() == {"IS-001": 1}
    code, _, err = run(capsys, "collection", "import", str(tmp_path / "none.csv"))
    assert code == 2 and "none.csv" in err and len(err.splitlines()) == 1


def test_cli_deck_missing_lists_what_the_deck_needs_beyond_the_collection(capsys):
    db = CardDB(user=False)
    deck = load_deck("sample:loyalist", db)
    first, second = deck.entries[0], deck.entries[1]
    write_owned({first.card_id: first.count, second.card_id: 1})
    code, out, err = run(capsys, "deck", "missing", "sample:loyalist", "--json")
    doc = json.loads(out)
    assert code == 0 and err == ""
    ids = [m["id"] for m in doc["missing"]]
    assert first.card_id not in ids
    m2 = doc["missing"][ids.index(second.card_id)]
    assert m2 == {"id": second.card_id, "name": db.get(second.card_id).name.en, "count": second.count - 1,
                  "needed": second.count, "owned": 1}
    assert doc["total"] == deck.size - first.count - 1
    code, out, _ = run(capsys, "deck", "missing", "sample:loyalist", "--lang", "ru")
    assert code == 0 and f"не хватает {doc['total']} карт" in out
    write_owned({e.card_id: e.count for e in deck.entries})
    code, out, _ = run(capsys, "deck", "missing", "sample:loyalist")
    assert code == 0 and out.strip() == "your collection holds every card of the deck"
