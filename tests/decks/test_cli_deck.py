"""`heresy deck validate|export|stats`: exit codes, one JSON document, one-line errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from lxml import etree

from heresy_app.cli import main
from heresy_app.decks import load_deck, to_text

XSD = next((p / "shared/interop/cockatrice/deck.xsd" for p in Path(__file__).resolve().parents
            if (p / "shared/interop/cockatrice/deck.xsd").exists()), Path("/work/shared/interop/cockatrice/deck.xsd"))


@pytest.fixture
def legal_file(tmp_path, home_with_pool, pool_db, legal_deck) -> Path:
    path = tmp_path / "legal.txt"
    path.write_text(to_text(legal_deck(pool_db, "loyalist", name="Legal"), pool_db, "ru"), encoding="utf-8")
    return path


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_validate_a_legal_deck_exits_zero(capsys, legal_file):
    code, out, err = run(capsys, "deck", "validate", str(legal_file))
    assert code == 0 and err == ""
    assert out.strip().splitlines()[-1] == "valid: 60 cards, loyalist"


def test_validate_json_is_one_document_in_the_contract_shape(capsys, legal_file):
    code, out, _ = run(capsys, "deck", "validate", str(legal_file), "--json")
    doc = json.loads(out)
    assert code == 0 and doc["valid"] is True and doc["errors"] == [] and doc["warnings"] == []


def test_validate_an_invalid_deck_exits_one_and_lists_errors(capsys, tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text("# side: loyalist\n5 Tactical Squad\n1 Abaddon\n", encoding="utf-8")
    code, out, err = run(capsys, "deck", "validate", str(path), "--json", "--lang", "ru")
    doc = json.loads(out)
    assert code == 1 and err == ""
    assert [e["code"] for e in doc["errors"]] == ["too_few_cards", "wrong_side", "too_many_copies"]
    assert doc["errors"][1]["card"] == "IS-101"
    assert "Абаддон" in doc["errors"][1]["message"]


def test_validate_a_deck_naming_a_missing_card_exits_one_with_suggestions(capsys, tmp_path):
    path = tmp_path / "typo.txt"
    path.write_text("4 Tactical Sqad\n", encoding="utf-8")
    code, out, _ = run(capsys, "deck", "validate", str(path), "--json")
    err = next(e for e in json.loads(out)["errors"] if e["code"] == "unknown_card")
    assert code == 1 and err["line"] == 1 and "Tactical Squad" in err["suggestions"]


@pytest.mark.parametrize("content, what", [
    (None, "no such file"),
    (b"\x00\x01binary", "binary file"),
    (b"4 Tactical Squad\nhello world\n", ":2: not a deck line"),
    (b'{"format": "something-else"}', "not a Heresy deck"),
])
@pytest.mark.parametrize("command", ["validate", "export", "stats"])
def test_an_unreadable_deck_exits_two_with_one_line_naming_it(capsys, tmp_path, content, what, command):
    path = tmp_path / "deck.txt"
    if content is not None:
        path.write_bytes(content)
    code, out, err = run(capsys, "deck", command, str(path))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and str(path) in err and what in err
    assert "Traceback" not in err


def test_an_unknown_sample_deck_exits_two(capsys):
    code, _, err = run(capsys, "deck", "validate", "sample:orks")
    assert code == 2 and "no sample deck 'orks'" in err


@pytest.mark.parametrize("fmt", ["text", "json", "cod"])
def test_export_to_stdout_reads_back_as_the_same_deck(capsys, tmp_path, legal_file, pool_db, fmt):
    code, out, err = run(capsys, "deck", "export", str(legal_file), "--format", fmt)
    assert code == 0 and err == ""
    again = tmp_path / f"again.{ {'text': 'txt'}.get(fmt, fmt) }"
    again.write_text(out, encoding="utf-8")
    assert load_deck(again, pool_db) == load_deck(legal_file, pool_db)


def test_export_to_a_file_takes_the_format_from_the_extension(capsys, tmp_path, legal_file):
    target = tmp_path / "legal.cod"
    code, out, _ = run(capsys, "deck", "export", str(legal_file), "-o", str(target))
    assert code == 0 and "wrote 60 cards" in out
    etree.XMLSchema(etree.parse(str(XSD))).assertValid(etree.parse(str(target)))
    code, _, err = run(capsys, "deck", "export", str(legal_file), "-o", str(tmp_path / "legal.bin"))
    assert code == 2 and "--format" in err


def test_export_keeps_an_unknown_card_and_warns(capsys, tmp_path):
    path = tmp_path / "odd.txt"
    path.write_text("2 Qwertyuiop's Nonexistent Relic\n", encoding="utf-8")
    code, out, err = run(capsys, "deck", "export", str(path))
    assert code == 0 and out == "2 Qwertyuiop's Nonexistent Relic\n"
    assert "odd.txt:1" in err and "kept as written" in err


def test_export_text_in_russian(capsys, tmp_path):
    path = tmp_path / "d.txt"
    path.write_text("4 IS-001\n", encoding="utf-8")
    code, out, _ = run(capsys, "deck", "export", str(path), "--lang", "ru")
    assert code == 0 and out == "4 Тактический отряд\n"


def test_stats_json_with_a_chosen_kind_and_a_seeded_sample(capsys, legal_file):
    argv = ["deck", "stats", str(legal_file), "--json", "--kind", "flags>=2", "--sample", "--seed", "7"]
    code, out, _ = run(capsys, *argv)
    doc = json.loads(out)
    assert code == 0 and doc["size"] == 60
    assert [t["test"] for t in doc["tests"]] == ["2+", "3+", "4+", "5+", "6+"]
    assert doc["hand"][-1]["kind"] == "flags>=2" and doc["hand"][-1]["cards"] > 0
    assert len(doc["opening"]["first_wave"]) == 3 and len(doc["opening"]["hand"]) == 6
    assert json.loads(run(capsys, *argv)[1])["opening"] == doc["opening"]


def test_stats_human_output_shows_the_odds(capsys, legal_file):
    code, out, _ = run(capsys, "deck", "stats", str(legal_file), "--sample")
    assert code == 0
    for heading in ("By type:", "Die faces:", "A roll passes a test:", "first wave", "six-card hand", "Sample opening:"):
        assert heading in out


def test_stats_with_a_malformed_kind_query_exits_two(capsys, legal_file):
    code, out, err = run(capsys, "deck", "stats", str(legal_file), "--kind", "fp>=")
    assert code == 2 and out == "" and "--kind" in err


def test_export_into_a_folder_that_does_not_exist_fails_and_creates_nothing(capsys, tmp_path):
    from heresy_app.cli import main

    target = tmp_path / "missing" / "deck.cod"
    assert main(["deck", "export", "sample:loyalist", "--format", "cod", "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert "cannot write" in err and "no such folder" in err
    assert not (tmp_path / "missing").exists()
