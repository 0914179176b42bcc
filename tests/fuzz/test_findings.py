"""The reproducers of what the fuzzing campaign of issue 16 found, one test a finding (or a few),
each failing before its fix. The finding's number is in each docstring."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from .harness import run_cli, run_process, user_card, user_card_count, write_cards_csv

HANG_SECONDS = 20


# ------------------------------------------------------------------ 6: special files

SPECIAL_FILE_COMMANDS = [
    ["deck", "validate", "{f}"],
    ["deck", "stats", "{f}", "--json"],
    ["cards", "import", "{f}"],
    ["scenario", "run", "{f}"],
    ["sim", "{f}", "sample:traitor", "-n", "1"],
]


@pytest.mark.parametrize("command", SPECIAL_FILE_COMMANDS, ids=lambda c: " ".join(c[:2]))
def test_a_fifo_given_as_a_file_is_refused_at_once(tmp_path, command):
    """Finding 6: a FIFO given as a deck, an import, a scenario or a sim deck hung for ever."""
    fifo = tmp_path / "input.txt"
    os.mkfifo(fifo)
    out = run_process([a.format(f=fifo) for a in command], timeout=HANG_SECONDS)
    assert out.code == 2, out
    assert out.err.strip() == f"heresy: {fifo}: not a regular file: a named pipe (FIFO)", out.err


@pytest.mark.parametrize("command", SPECIAL_FILE_COMMANDS[:3], ids=lambda c: " ".join(c[:2]))
def test_a_device_is_refused_without_reading_it(command):
    """Finding 6: /dev/zero was read until memory ran out (the size check trusted st_size, 0 here)."""
    out = run_process([a.format(f="/dev/zero") for a in command], timeout=HANG_SECONDS, memory_mb=800)
    assert out.code == 2, out
    assert out.err.strip() == "heresy: /dev/zero: not a regular file: a device", out.err


def test_a_folder_is_refused_with_the_same_kind_of_line(tmp_path):
    out = run_cli(["cards", "import", str(tmp_path)])
    assert (out.code, out.err.strip()) == (2, f"heresy: {tmp_path}: not a regular file: a folder")


# ------------------------------------------------------------------ 5: "internal error" instead of a message

CSV_HEADER = "id,rarity,type,side,name_en,name_ru,flags,firepower,assault,speed,armor,die,command_type,command_en,command_ru"
CSV_ROW = ("MY-001,common,unit,loyalist,Iron Guard,Железная стража,1,2,3,2,3,4,T,"
           "T: Any unit gets +1 armor.,Т: Любой отряд получает +1 к броне.")


def test_a_csv_import_with_lone_cr_line_ends_is_read(tmp_path):
    """Finding 5: CSV with CR-only line ends was an internal error (csv.Error)."""
    f = tmp_path / "mac.csv"
    f.write_bytes((CSV_HEADER + "\r" + CSV_ROW + "\r").encode())
    out = run_cli(["cards", "import", str(f), "--json"])
    assert out.code == 0 and "internal error" not in out.err, out
    assert '"MY-001"' in out.out


def test_a_csv_cell_longer_than_the_csv_limit_is_one_line_naming_the_line(tmp_path):
    """Finding 5: a cell over 131,072 characters was an internal error."""
    f = tmp_path / "long.csv"
    f.write_text(CSV_HEADER + "\n" + CSV_ROW + "\n" + CSV_ROW.replace("Iron Guard", "x" * 140_000) + "\n")
    out = run_cli(["cards", "import", str(f), "--json"])
    assert (out.code, out.out) == (2, "")
    assert out.err.strip() == f"heresy: {f}: line 3: not valid CSV: field larger than field limit (131072)"


# ------------------------------------------------------------------ 1 and 2: an import is all or nothing

def _env(home) -> dict:
    return dict(os.environ, HERESY_HOME=str(home))


def test_an_import_that_fails_part_way_writes_nothing(tmp_path):
    """Finding 1: ``(ulimit -f 300; heresy cards import big.csv)`` left one card more than before:
    sqlite-utils committed the first card on its own, without its full-text row."""
    home = tmp_path / "home"
    home.mkdir()
    assert run_cli(["cards", "import", str(write_cards_csv(tmp_path / "few.csv", 3, prefix="OK"))]).code == 0
    big = write_cards_csv(tmp_path / "big.csv", 3000)
    import shutil
    shutil.copy(os.environ["HERESY_HOME"] + "/user_cards.sqlite", home / "user_cards.sqlite")
    out = run_process(["cards", "import", str(big)], env=_env(home), file_bytes=300 * 1024)
    assert out.code == 2 and not out.problems(), out
    assert out.err.strip().startswith(f"heresy: {home / 'user_cards.sqlite'}: cannot write your card database"), out.err
    assert user_card_count(home) == 3


def _leave_a_hot_journal(db_path) -> None:
    """What a killed import leaves: a rollback journal no live process holds, and pages of the
    unfinished transaction already in the database file; or, the database being in write-ahead-log
    mode, a log holding pages of an unfinished transaction."""
    import signal
    import subprocess
    import sys

    code = ("import sqlite3, sys, time\n"
            "c = sqlite3.connect(sys.argv[1])\n"
            "c.execute('PRAGMA cache_size=2')\n"
            "c.execute('BEGIN')\n"
            "c.execute(\"UPDATE card_json SET json = json || ' '\")\n"
            "print('ready', flush=True)\n"
            "time.sleep(60)\n")
    p = subprocess.Popen([sys.executable, "-c", code, str(db_path)], stdout=subprocess.PIPE)
    assert p.stdout.readline() == b"ready\n"
    os.kill(p.pid, signal.SIGKILL)
    p.wait()
    left = [str(db_path) + suffix for suffix in ("-journal", "-wal")]   # rollback or write-ahead (issue 29)
    assert any(os.path.exists(f) and os.path.getsize(f) > 0 for f in left)


READ_ONLY_COMMANDS = [
    ["cards", "search", "legion", "--json"],
    ["cards", "show", "FZ-001"],
    ["deck", "validate", "sample:loyalist"],
    ["deck", "stats", "sample:traitor", "--json"],
    ["sim", "sample:loyalist", "sample:traitor", "-n", "1", "--json"],
    ["gui", "--smoke"],
]


@pytest.mark.parametrize("command", READ_ONLY_COMMANDS, ids=lambda c: " ".join(c[:2]))
def test_a_killed_import_does_not_lock_anyone_out(tmp_path, command):
    """Finding 2: after a killed import, the read-only connection the commands use could not roll
    the leftover journal back: "attempt to write a readonly database" until a valid import ran."""
    assert run_cli(["cards", "import", str(write_cards_csv(tmp_path / "mine.csv", 200))]).code == 0
    db = os.path.join(os.environ["HERESY_HOME"], "user_cards.sqlite")
    _leave_a_hot_journal(db)
    out = run_cli(command)
    assert out.code == 0 and not out.problems(json_flag="--json" in command), out
    assert not os.path.exists(db + "-journal") or os.path.getsize(db + "-journal") == 0
    assert user_card_count(Path(os.environ["HERESY_HOME"])) == 200


# ------------------------------------------------------------------ 3: the executable form is checked on import

def _card_with_ir(ir, command_ir=None) -> dict:
    card = dict(user_card(1, prefix="IR"))
    card["abilities"] = [{"en": "WA: Draw 1 card.", "ru": "ВА: Возьми 1 карту.", "ir": ir}]
    if command_ir is not None:
        card["command"] = dict(card["command"], ir=command_ir)
    return card


@pytest.mark.parametrize("ir, command_ir, field, words", [
    ({"kind": "WA", "effects": "zz"}, None, "abilities[0].ir.effects", "a valid list"),
    ({"kind": "XX", "effects": [{"op": "draw", "count": {"kind": "number", "value": 1}}]}, None,
     "abilities[0].ir.kind", "WA"),
    (None, {"kind": "WA", "effects": [{"op": "draw", "count": {"kind": "number", "value": 1}}]},
     "command.ir.kind", "the command line's type is T"),
])
def test_a_user_card_with_an_executable_form_the_engine_cannot_run_is_refused(tmp_path, ir, command_ir, field, words):
    """Finding 3: an ``ir`` of ``{"kind":"WA","effects":"zz"}`` was stored unchecked, and `heresy
    sim` then failed on every game with a deck holding the card."""
    import json

    f = tmp_path / "cards.json"
    f.write_text(json.dumps([_card_with_ir(ir, command_ir)]), encoding="utf-8")
    out = run_cli(["cards", "import", str(f), "--json"])
    assert out.code == 2 and not out.problems(json_flag=True), out
    errors = json.loads(out.out)["errors"]
    assert [e["field"] for e in errors] == [field] and words in errors[0]["reason"], errors
    assert user_card_count(Path(os.environ["HERESY_HOME"])) is None


def test_a_user_card_with_a_good_executable_form_plays(tmp_path):
    import json

    ir = {"kind": "WA", "effects": [{"op": "draw", "count": {"kind": "number", "value": 1}}]}
    f = tmp_path / "cards.json"
    f.write_text(json.dumps([_card_with_ir(ir)]), encoding="utf-8")
    assert run_cli(["cards", "import", str(f)]).code == 0
    from heresy_app.decks.formats import sample_path

    deck = tmp_path / "deck.txt"
    deck.write_text(sample_path("loyalist").read_text(encoding="utf-8") + "4 IR-001\n", encoding="utf-8")
    out = run_cli(["sim", str(deck), "sample:traitor", "-n", "2", "--json"])
    assert out.code == 0 and json.loads(out.out)["errors"] == [], out


# ------------------------------------------------------------------ 10: a card is its set and number

@pytest.mark.parametrize("written", ["IS-1", "IS-01", "IS-0001"])
def test_an_id_that_spells_a_shipped_number_differently_is_the_shipped_card(tmp_path, written):
    """Finding 10: shipped ids were compared as strings, so IS-1, IS-01 and IS-0001 imported
    while IS-001 is shipped."""
    import json

    card = dict(user_card(1), id=written)
    f = tmp_path / "cards.json"
    f.write_text(json.dumps([card]), encoding="utf-8")
    out = run_cli(["cards", "import", str(f), "--json"])
    assert out.code == 2, out
    errors = json.loads(out.out)["errors"]
    assert [(e["field"], e["card"]) for e in errors] == [("id", "IS-001")], errors
    assert errors[0]["reason"] == f"{written} is IS-001, a shipped card; choose your own set code"


def test_two_spellings_of_one_number_are_one_card_among_your_own(tmp_path):
    import json

    f = tmp_path / "a.json"
    f.write_text(json.dumps([dict(user_card(7), id="MY-7")]), encoding="utf-8")
    assert run_cli(["cards", "import", str(f)]).code == 0
    f.write_text(json.dumps([dict(user_card(7), id="MY-0007")]), encoding="utf-8")
    out = run_cli(["cards", "import", str(f)])
    assert out.code == 2 and "MY-0007 is MY-007, already among your cards" in out.err, out
    deck = tmp_path / "deck.txt"
    deck.write_text("4 MY-7\n4 IS-1\n", encoding="utf-8")
    out = run_cli(["deck", "export", str(deck), "--format", "json"])
    assert [c["id"] for c in json.loads(out.out)["cards"]] == ["MY-007", "IS-001"], out


# ------------------------------------------------------------------ 11: the shipped database is never written

@pytest.fixture
def installed(tmp_path, monkeypatch):
    """The program as a wheel installs it: cards.sqlite inside the package folder (a copy: the
    test must not risk the real one), no repository around it."""
    import shutil

    from heresy_app import paths

    pkg = tmp_path / "site-packages" / "heresy_app"
    pkg.mkdir(parents=True)
    db = pkg / "cards.sqlite"
    shutil.copy(paths.shipped_db_path(), db)
    monkeypatch.setattr(paths, "PACKAGE_DIR", pkg)
    assert paths.shipped_db_path() == db
    return db


def test_db_build_never_rewrites_the_installed_card_database(installed, tmp_path):
    """Finding 11: `heresy db build` without -o rewrote the installed package's cards.sqlite."""
    before = installed.read_bytes()
    for argv in (["db", "build"], ["db", "build", "-o", str(installed)]):
        out = run_cli(argv)
        assert out.code == 2 and not out.problems(), out
        assert "the installed card database is never written" in out.err, out.err
    assert installed.read_bytes() == before
    assert run_cli(["db", "build", "-o", str(tmp_path / "mine.sqlite")]).code == 0


def test_a_user_database_that_is_the_shipped_one_is_never_written(tmp_path):
    """Finding 11: a H/user_cards.sqlite that is a symbolic link to the shipped cards.sqlite was
    written by an import."""
    import hashlib
    import shutil

    from heresy_app.cards.user_cards import import_file
    from heresy_app.files import FileProblem
    from heresy_app.paths import shipped_db_path

    shipped = tmp_path / "cards.sqlite"
    shutil.copy(shipped_db_path(), shipped)
    digest = hashlib.sha256(shipped.read_bytes()).hexdigest()
    link = tmp_path / "home" / "user_cards.sqlite"
    link.parent.mkdir()
    link.symlink_to(shipped)
    with pytest.raises(FileProblem) as info:
        import_file(write_cards_csv(tmp_path / "mine.csv", 2), user_db=link, shipped_db=shipped)
    assert str(info.value) == f"{link}: this is the shipped card database, which is never written; " \
                              "your own cards need a file of their own"
    assert hashlib.sha256(shipped.read_bytes()).hexdigest() == digest


def test_a_user_database_linked_to_the_shipped_one_adds_no_cards_when_read(tmp_path):
    from heresy_app.cards.db import CardDB
    from heresy_app.paths import shipped_db_path

    link = tmp_path / "user_cards.sqlite"
    link.symlink_to(shipped_db_path())
    db = CardDB(user=link)
    assert not db.has_user and db.count() == CardDB(user=False).count()


# ------------------------------------------------------------------ 12: --jobs is bounded by the cores

def test_sim_never_starts_more_workers_than_there_are_cores():
    """Finding 12: `--jobs 24` started 24 workers on two cores."""
    import json

    cores = len(os.sched_getaffinity(0))
    out = run_cli(["sim", "sample:loyalist", "sample:traitor", "-n", "2", "--jobs", str(cores + 22), "--json"])
    assert out.code == 0 and json.loads(out.out)["jobs"] == cores, out
    many = "" if cores == 1 else "s"
    assert out.err.strip() == f"heresy: sim: --jobs {cores + 22} is more than the {cores} core{many} here; " \
                              f"running {cores} worker{many}"
    out = run_cli(["sim", "sample:loyalist", "sample:traitor", "-n", "2", "--jobs", "0", "--json"])
    assert json.loads(out.out)["jobs"] == cores and out.err == ""


def _saved_game() -> dict:
    import json

    from heresy_app.engine import new_game, pool_deck

    g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=5)
    for _ in range(30):
        g.apply(g.legal_decisions()[0])
    return json.loads(g.to_json())


@pytest.mark.parametrize("change", [
    lambda d: d.pop("seed"),
    lambda d: d.update(seed=float("inf")),
    lambda d: d.update(seed=1.5),
    lambda d: d.update(seed=[5]),
    lambda d: d.update(decks=None),
    lambda d: d.update(decks=[None, []]),
    lambda d: d["decks"][0].__setitem__(3, 7),
    lambda d: d["decks"][1].__setitem__(0, ""),
    lambda d: d["decks"][1].__setitem__(0, "NO-999"),
    lambda d: d.update(decisions={"a": 1}),
    lambda d: d["decisions"].__setitem__(2, [[]]),
    lambda d: d["decisions"].__setitem__(2, None),
    lambda d: d.update(position={"cards": [{"id": "IS-001"}]}),
    lambda d: d.update(position={"cards": [], "attacker": float("inf")}),
    lambda d: d.update(version=2, position={"cards": [{"id": "IS-001", "owner": 5}]}),
], ids=lambda f: "")
def test_a_damaged_saved_game_is_one_value_error_saying_what(change):
    """Finding 5: `GameState.from_json` (now heresy_app.engine.replay.load) raised KeyError,
    TypeError, AttributeError or RecursionError on about 5% of mutated saved games."""
    from heresy_app.engine.replay import load

    data = _saved_game()
    change(data)
    with pytest.raises(ValueError) as info:
        load(data)
    assert str(info.value).startswith("saved game") and "\n" not in str(info.value), str(info.value)


@pytest.mark.parametrize("text", ["[" * 5000 + "]" * 5000, '{"format": "heresy-game", "seed": ' + "9" * 5000 + "}",
                                  '{"format": "heresy-game", "version": 1, "seed": 1, "decks": [["\\udfff"], []], '
                                  '"decisions": []}'])
def test_a_saved_game_text_the_program_cannot_use_is_a_value_error(text):
    from heresy_app.engine.replay import load

    with pytest.raises(ValueError) as info:
        load(text)
    assert str(info.value).startswith("saved game")


def test_a_deck_count_of_thousands_of_digits_is_one_line_naming_the_line(tmp_path):
    """Finding 5: a count of 5,000 digits in a text deck was an internal error."""
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Tactical Squad\n" + "9" * 5000 + " Assault Squad\n", encoding="utf-8")
    out = run_cli(["deck", "validate", str(deck), "--json"])
    assert (out.code, out.out, out.problems(json_flag=True)) == (2, "", []), out
    assert out.err.strip() == f"heresy: {deck}:2: count 99999999…9 is out of range (1..999)"
    for text, where in (('{"format": "heresy-deck", "version": 1, "cards": [{"id": "IS-001", "count": '
                         + "9" * 5000 + "}]}", ":1: a number of more than 40 digits (column 77)"),
                        ('<cockatrice_deck><zone name="main"><card number="' + "9" * 5000 + '" name="Tactical Squad"/>'
                         "</zone></cockatrice_deck>", ":1: card 'Tactical Squad': number 99999999…9 is out of range")):
        deck.write_text(text, encoding="utf-8")
        out = run_cli(["deck", "validate", str(deck)])
        assert out.code == 2 and not out.problems() and where in out.err, out


def test_a_lone_surrogate_in_a_json_deck_is_one_line_and_json_output_is_all_or_nothing(tmp_path):
    """Finding 5: a lone surrogate ("\\udfff") in a JSON deck was an internal error, and `deck
    validate --json` left 226 bytes of partial JSON on stdout."""
    deck = tmp_path / "deck.json"
    deck.write_text('{"format": "heresy-deck", "version": 1, "name": "\\udfff", '
                    '"cards": [{"id": "IS-001", "count": 4}]}', encoding="utf-8")
    out = run_cli(["deck", "validate", str(deck), "--json"])
    assert (out.code, out.out, out.problems(json_flag=True)) == (2, "", []), out
    assert out.err.strip() == f'heresy: {deck}: field "name": a lone surrogate (\\udfff) is not text'


def test_json_output_is_written_whole_or_not_at_all(capsys):
    from heresy_app.cli.common import emit_json

    emit_json({"name": "ok \udfff", "cards": list(range(3))})
    out = capsys.readouterr().out
    import json
    assert json.loads(out) == {"name": "ok \udfff", "cards": [0, 1, 2]}


@pytest.mark.parametrize("query", ["tactical " + "-" * 41 + "squad", "(a or " * 30 + "b" + ")" * 30,
                                   "x " + "-" * 490 + "y", "(a b) " * 3 + "(" * 300 + "x y" + ")" * 300])
def test_a_query_nested_too_deeply_is_one_line_with_the_column(query):
    """Finding 5: about 41 dashes in a row ("parser stack overflow"), 30 nested ``(… or (…))``
    or 490 dashes (RecursionError) in a search were internal errors."""
    out = run_cli(["cards", "search", query, "--json"])
    assert (out.code, out.out, out.problems(json_flag=True)) == (2, "", []), out
    assert re.fullmatch(r"heresy: query '.*': column \d+: the query nests more than 12 levels deep "
                        r"\(parentheses and '-'\)\n", out.err), out.err
    assert run_cli(["cards", "search", "-- " + "-" * 10 + "tactical"]).code == 0
    assert run_cli(["cards", "search", "(" * 20 + "tactical" + ")" * 20]).code == 0


@pytest.mark.parametrize("change", [
    lambda t: "expect = 1\n" + t[:t.index("[expect]")],
    lambda t: t.replace("attacker = 0", "attacker = 7"),
    lambda t: t.replace("sector = 0\n", "sector = inf\n", 1),
    lambda t: t.replace("battle = 0", "battle = nan"),
    lambda t: t.replace("battle = 0", "battle = " + "9" * 5000),
    lambda t: t.replace("battle = 0", "battle = " + "[" * 3000 + "]" * 3000),
], ids=["expect", "attacker", "inf", "nan", "digits", "nesting"])
def test_a_scenario_that_makes_no_sense_is_one_line_never_an_internal_error(tmp_path, change):
    """Finding 5: scenario files with ``expect = 1``, ``attacker = 7`` or ``sector = inf`` were
    internal errors (the scenario engineer's ScenarioError and the bounded reader's checks)."""
    source = Path(__file__).resolve().parents[1] / "scenarios" / "rulebook_x_test.toml"
    bad = tmp_path / "bad.toml"
    bad.write_text(change(source.read_text(encoding="utf-8")), encoding="utf-8")
    out = run_cli(["scenario", "run", str(bad), "--json"])
    assert (out.code, out.out, out.problems(json_flag=True)) == (2, "", []), out
    assert out.err.startswith(f"heresy: {bad}: ") and out.err.count("\n") == 1, out.err


# ------------------------------------------------------------------ 7: what the program writes, it reads back

def test_control_characters_in_a_decks_name_and_notes_never_make_an_unreadable_file():
    """Finding 7: a control character in a deck's name or notes made a malformed .cod."""
    from heresy_app.cards.db import CardDB
    from heresy_app.decks import Deck, DeckEntry, from_cod, from_json, parse_text, to_cod, to_json, to_text

    db = CardDB(user=False)
    deck = Deck(name="Iron\x01 Tenth\x0b\x7f\ufffe", side="loyalist", notes="one\x02\rtwo\u2028three\x85four\x00",
                entries=[DeckEntry(card_id="IS-001", count=4)])
    assert deck.name == "Iron Tenth" and deck.notes == "one\ntwo\nthree\nfour"
    assert from_cod(to_cod(deck, db), db) == deck
    assert from_json(to_json(deck, db), db) == deck
    assert parse_text(to_text(deck, db), db) == deck


@pytest.mark.parametrize("entry", [{"id": "", "count": 1}, {"id": "  ", "count": 1}, {"name": "", "count": 1},
                                   {"id": "", "name": " ", "count": 2}, {"name": "\x08", "count": 1},
                                   {"id": "\ufffe", "count": 1}])
def test_a_json_deck_entry_naming_nothing_is_refused_when_read(tmp_path, entry):
    """Finding 7: a JSON deck entry with an empty id was accepted, then refused after export."""
    import json

    deck = tmp_path / "deck.json"
    deck.write_text(json.dumps({"format": "heresy-deck", "version": 1, "cards": [entry]}), encoding="utf-8")
    out = run_cli(["deck", "validate", str(deck)])
    assert (out.code, out.err.strip()) == (2, f'heresy: {deck}: field "cards[0]": a card needs an id or a name')


@pytest.mark.parametrize("make", [
    lambda folder: (folder / "deep.json").write_text("[" * 5000 + "]" * 5000) or folder / "deep.json",
    lambda folder: (folder / "big.json").write_text('{"format": "heresy-game", "seed": ' + "9" * 5000 + "}")
    or folder / "big.json",
    lambda folder: str(folder / "a") + "\0b",
], ids=["deep", "digits", "nul"])
def test_replay_of_a_saved_game_the_program_cannot_use_is_one_line(tmp_path, make):
    """Found by the fuzzing kept in the project (issue 16, finding 5's saved games): `heresy replay`
    on deeply nested JSON or a path holding a NUL was an internal error."""
    out = run_cli(["replay", str(make(tmp_path)), "--smoke", "--json"])
    assert (out.code, out.out, out.problems(json_flag=True)) == (2, "", []), out


@pytest.mark.parametrize("encoding", ["UIS-1TF-8", "ISO-8859-1", "UTF-16"])
def test_a_cod_deck_is_read_as_the_utf8_it_is_whatever_encoding_it_declares(tmp_path, encoding):
    """Found by the campaign: an unknown encoding in the XML declaration of a .cod deck was an
    internal error (LookupError); a known but wrong one turned Russian names into others."""
    deck = tmp_path / "deck.cod"
    deck.write_text(f'<?xml version="1.0" encoding="{encoding}"?><cockatrice_deck version="1">'
                    '<zone name="main"><card number="4" name="Тактический отряд"/></zone></cockatrice_deck>',
                    encoding="utf-8")
    out = run_cli(["deck", "export", str(deck), "--format", "json"])
    assert out.code == 0 and not out.problems(), out
    import json
    assert json.loads(out.out)["cards"] == [{"id": "IS-001", "name": "Tactical Squad", "count": 4}]


def test_a_card_in_a_zone_that_is_not_the_decks_is_not_read(tmp_path):
    """Found by the campaign: a <zone> inside another element (not directly in the deck) made its
    <card>s an internal error (IndexError)."""
    deck = tmp_path / "deck.cod"
    deck.write_text('<cockatrice_deck version="1"><deckname><zone name="main"><card number="4" '
                    'name="Tactical Squad"/></zone></deckname><zone name="main"><card number="2" '
                    'name="IS-002"/></zone></cockatrice_deck>', encoding="utf-8")
    out = run_cli(["deck", "export", str(deck), "--format", "json"])
    assert out.code == 0 and not out.problems(), out
    import json
    assert [(c["id"], c["count"]) for c in json.loads(out.out)["cards"]] == [("IS-002", 2)]


@pytest.mark.parametrize("value", [0.0, 1.0, True, None, [0], {"a": 0}])
def test_a_saved_decision_holding_anything_but_words_and_whole_numbers_is_refused(value):
    """Found by the campaign: a decision ``["deploy", 79.0, 0]`` equals the legal ``("deploy", 79,
    0)``, so it was applied and the float used as an index (TypeError)."""
    from heresy_app.engine.replay import load

    data = _saved_game()
    i, d = next((i, d) for i, d in enumerate(data["decisions"]) if len(d) > 1 and isinstance(d[1], int))
    data["decisions"][i] = [d[0], value if not isinstance(value, float) else d[1] + value, *d[2:]]
    with pytest.raises(ValueError, match=rf"^saved game: decision {i + 1} .*: a decision is a word followed by "
                                         r"words and whole numbers"):
        load(data)


@pytest.mark.parametrize("line", ["881x  \x08", "155 \ufffe", "2 \x7f\x01"])
def test_a_text_deck_entry_naming_only_unwritable_characters_is_refused(tmp_path, line):
    """Found by the campaign (deck-text, 3 of 20,585 inputs): a text deck line whose card is only a
    control character or a noncharacter was read as an unknown card, written to JSON with no name
    at all, and that file was refused when read back."""
    deck = tmp_path / "deck.txt"
    deck.write_text(f"# side: loyalist\n{line}\n4 Tactical Squad\n", encoding="utf-8")
    out = run_cli(["deck", "validate", str(deck)])
    assert out.code == 2 and out.err.count("\n") == 1
    assert out.err.startswith(f"heresy: {deck}:2: a card needs a name or a number")
    out = run_cli(["deck", "export", str(deck), "--format", "json", "-o", str(tmp_path / "out.json")])
    assert out.code == 2 and not (tmp_path / "out.json").exists()
