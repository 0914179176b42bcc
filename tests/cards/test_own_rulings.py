"""The player's own rulings and notes: the store under HERESY_HOME, its file, sharing, and the
command line (`heresy cards show`, `heresy cards rulings ...`, `heresy rules search`)."""

import json

import pytest

from heresy_app.cards.own_rulings import OwnRulings, RulingsFileError, default_path, parse_file
from heresy_app.cli import main


def test_add_edit_delete_are_saved_at_once_under_heresy_home(tmp_path):
    store = OwnRulings()
    assert store.path == default_path()
    r = store.add("is-1", "  A house rule.  ", sections=["term.unlimited"], source="our group")
    assert (r.card, r.text, r.kind) == ("IS-001", "A house rule.", "ruling")
    assert [x.id for x in OwnRulings().all()] == [r.id]          # a new reader sees it
    store.edit(r.id, text="Another wording.", kind="note")
    again = OwnRulings().get(r.id)
    assert (again.text, again.kind, again.sections) == ("Another wording.", "note", ["term.unlimited"])
    store.delete(r.id)
    assert OwnRulings().all() == []


@pytest.mark.parametrize("card, text, kind, why", [
    ("Tactical Squad", "x", "ruling", "card"),
    ("IS-001", "   ", "ruling", "text"),
    ("IS-001", "bell\x07", "ruling", "text"),
    ("IS-001", "x", "verdict", "kind"),
])
def test_a_bad_entry_is_refused_and_nothing_is_written(card, text, kind, why):
    store = OwnRulings()
    with pytest.raises(ValueError, match=why):
        store.add(card, text, kind=kind)
    assert not default_path().exists()


def test_export_then_import_elsewhere_round_trips_and_skips_what_is_there(tmp_path):
    store = OwnRulings()
    a = store.add("IS-119", "Kharn: our reading.", sections=["term.x"])
    store.add("IS-001", "A note.", kind="note")
    out = tmp_path / "share.json"
    assert store.export(out, ["IS-119"]) == 1
    other = OwnRulings(tmp_path / "other" / "rulings.json")
    assert other.import_file(out) == (1, 0)
    assert other.all() == [a]
    assert other.import_file(out) == (0, 1)          # imported twice: nothing doubles


def test_a_toml_file_can_be_imported(tmp_path):
    path = tmp_path / "group.toml"
    path.write_text('format = "heresy-rulings"\nversion = 1\n\n[[rulings]]\ncard = "IS-029"\n'
                    'text = "Our group: Leman Russ needs a Psyker to declare it."\nsections = ["battle.special-assault"]\n',
                    encoding="utf-8")
    store = OwnRulings()
    assert store.import_file(path) == (1, 0)
    assert store.for_card("IS-029")[0].sections == ["battle.special-assault"]


@pytest.mark.parametrize("content, where", [
    ('{"format": "heresy-rulings", "version": 1, "rulings": [{"card": "IS-001", "text": "ok"}, {"card": "IS-1"}]}',
     "rulings[1].text"),
    ('{"format": "heresy-rulings", "version": 1, "rulings": [{"card": "IS-001", "text": "x", "sections": ["DROP TABLE"]}]}',
     "rulings[0].sections"),
    ('{"format": "heresy-rulings", "version": 1, "rulings": [{"card": "IS-001", "text": "x", "extra": 1}]}',
     "rulings[0].extra"),
    ('[1, 2, 3]', "not a rulings file"),
    ('{"format": "heresy-rulings", "rulings": [' + "[" * 100 + "]" * 100 + "]}", ""),
])
def test_a_malformed_file_is_one_error_naming_file_and_field_and_changes_nothing(tmp_path, content, where):
    store = OwnRulings()
    store.add("IS-001", "Already saved.")
    before = default_path().read_bytes()
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    with pytest.raises(RulingsFileError) as info:
        store.import_file(bad)
    msg = str(info.value)
    assert msg.startswith(str(bad)) and where in msg and "\n" not in msg
    assert default_path().read_bytes() == before and len(OwnRulings()) == 1


def test_a_special_file_is_refused(tmp_path):
    with pytest.raises(RulingsFileError, match="not a regular file"):
        parse_file(tmp_path)


def test_a_damaged_store_is_kept_aside_not_overwritten():
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "heresy-rulings", "version": 1, "rulings": [{"card": 5}]}', encoding="utf-8")
    store = OwnRulings()
    assert store.problem is not None and "rulings[0].card" in str(store.problem) and store.all() == []
    store.add("IS-001", "New.")
    aside = sorted(path.parent.glob("rulings.damaged-*.json"))
    assert len(aside) == 1 and '"card": 5' in aside[0].read_text(encoding="utf-8")


def test_cards_show_lists_the_players_own_marked_as_theirs(capsys):
    assert main(["cards", "rulings", "add", "Kharn", "Our group's reading.", "--section", "term.x",
                 "--source", "Sunday club"]) == 0
    assert main(["cards", "rulings", "add", "IS-119", "Remember the armor.", "--note"]) == 0
    capsys.readouterr()
    assert main(["cards", "show", "IS-119"]) == 0
    out = capsys.readouterr().out
    assert "ruling 2026" in out or "ruling 20" in out                 # the shipped one
    assert "your ruling " in out and "Sunday club" in out and "Our group's reading." in out
    assert "your note " in out and "Remember the armor." in out
    assert main(["cards", "show", "IS-119", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["rulings"] and [r["kind"] for r in doc["own_rulings"]] == ["ruling", "note"]


def test_cards_rulings_commands_and_their_errors(tmp_path, capsys):
    assert main(["cards", "rulings", "add", "IS-001", "x", "--section", "term.nowhere"]) == 2
    assert "term.nowhere" in capsys.readouterr().err
    assert main(["cards", "rulings", "add", "No Such Card", "x"]) == 2
    assert main(["cards", "rulings", "add", "IS-001", "A ruling."]) == 0
    capsys.readouterr()
    assert main(["cards", "rulings", "list", "--json"]) == 0
    rid = json.loads(capsys.readouterr().out)[0]["id"]
    assert main(["cards", "rulings", "edit", rid, "--text", "Better."]) == 0
    assert OwnRulings().get(rid).text == "Better."
    out = tmp_path / "x.json"
    assert main(["cards", "rulings", "export", "-o", str(out)]) == 0
    assert main(["cards", "rulings", "delete", rid]) == 0 and OwnRulings().all() == []
    capsys.readouterr()
    assert main(["cards", "rulings", "import", str(out), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == {"added": 1, "already_here": 0}
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    assert main(["cards", "rulings", "import", str(bad), "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert str(bad) in err and "Traceback" not in err and len(err.strip().splitlines()) == 1
    assert main(["cards", "rulings", "delete", "nope"]) == 2


def test_rules_search_finds_the_players_own_marked_as_theirs(capsys):
    assert main(["cards", "rulings", "add", "Angron", "Our club lets Angron pick three when he is alone."]) == 0
    capsys.readouterr()
    assert main(["rules", "search", "Angron alone pick three", "--json"]) == 0
    hits = json.loads(capsys.readouterr().out)
    mine = [h for h in hits[:3] if h["kind"] == "ruling" and h["own"]]
    assert mine and mine[0]["card_id"] == "IS-110" and "your ruling" in mine[0]["title"]


@pytest.mark.parametrize("entry, ru", [
    ({"card": "IS-1", "text": ""}, "пустой текст"),
    ({"card": "Kharn", "text": "x"}, "не id карты"),
    ({"card": "IS-1", "text": "x", "date": "soon"}, "не дата"),
    ({"card": "IS-1", "text": "x", "colour": "red"}, "лишнее поле"),
])
def test_the_message_of_a_malformed_file_is_said_in_russian_too(tmp_path, entry, ru):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "heresy-rulings", "version": 1, "rulings": [entry]}), encoding="utf-8")
    with pytest.raises(RulingsFileError) as info:
        parse_file(bad)
    text = info.value.message("ru")
    assert text.startswith(f"{bad}: поле rulings[0].") and ru in text
