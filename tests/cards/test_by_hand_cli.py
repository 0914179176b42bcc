"""What the battle engine leaves to the players, as the command line says it: cards show,
abilities check, cards import (and its check of a given executable form), deck validate."""

from __future__ import annotations

import json

import pytest

from heresy_app.cli import main

KEEPER = {"id": "MY-101", "rarity": "common", "type": "unit", "side": "loyalist",
          "name": {"en": "Shrine Keeper", "ru": "Хранитель святыни"}, "flags": 1, "firepower": 2, "assault": 2,
          "speed": 2, "armor": 3, "die": 4,
          "abilities": [{"en": "WA: Swap the places of two units in this sector.",
                         "ru": "ВА: Поменяй местами два отряда в этом секторе."},
                        {"en": "WA (5+): Draw 1 card.", "ru": "ВА (5+): Возьми 1 карту."}],
          "command": {"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."}}
PLAIN = {**KEEPER, "id": "MY-102", "name": {"en": "Plain Guard", "ru": "Простая стража"},
         "abilities": [{"en": "WA (5+): Draw 1 card.", "ru": "ВА (5+): Возьми 1 карту."}]}
DRAW_ONE = {"kind": "WA", "costs": [{"cost": "test", "value": {"kind": "number", "value": 5}}],
            "effects": [{"op": "draw", "count": {"kind": "number", "value": 1}}]}


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def imported(tmp_path, capsys):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps([KEEPER, PLAIN]), encoding="utf-8")
    code, out, err = run(capsys, "cards", "import", str(path))
    assert code == 0, err
    return out


def test_the_import_says_which_abilities_the_engine_leaves_to_the_players(imported, tmp_path, capsys):
    assert "the battle engine will leave 1 ability to the players" in imported
    assert "MY-101 Shrine Keeper, ability 1: WA: Swap the places" in imported and "MY-102" not in imported.split(
        "players")[1]
    path = tmp_path / "again.json"
    path.write_text(json.dumps([{**KEEPER, "id": "MY-103"}]), encoding="utf-8")
    code, out, _ = run(capsys, "cards", "import", str(path), "--json", "--lang", "ru")
    assert code == 0
    [m] = json.loads(out)["by_hand"]
    assert {k: m[k] for k in ("card", "field", "kind", "en", "ru", "why")} == {
        "card": "MY-103", "field": "abilities[0]", "kind": "WA", "en": KEEPER["abilities"][0]["en"],
        "ru": KEEPER["abilities"][0]["ru"], "why": "unread"}
    assert m["reason"].startswith("язык способностей не читает этот текст")   # why, in --lang


def test_cards_show_says_resolve_by_hand_only_when_it_is_true(imported, capsys):
    code, out, _ = run(capsys, "cards", "show", "MY-102")
    assert code == 0 and "resolve it by hand" not in out
    assert "engine reads (WA): WA (5+): Draw 1 card." in out and "engine reads (T)" in out
    code, out, _ = run(capsys, "cards", "show", "MY-101")
    assert out.count("resolve it by hand") == 1 and "resolve it by hand (WA)" in out
    code, out, _ = run(capsys, "cards", "show", "MY-101", "--json")
    assert [(m["index"], m["kind"], m["parsed"]) for m in json.loads(out)["by_hand"]] == [(0, "WA", False)]


def test_abilities_check_covers_user_cards(imported, capsys):
    code, out, err = run(capsys, "abilities", "check", "--json")
    report = json.loads(out)
    assert code == 1 and report["user_cards"] == 2
    assert {f["card"] for f in report["failures"]} == {"MY-101"} and all(f["user"] for f in report["failures"])
    assert report["by_hand"] == [{"card": "MY-101", "field": "abilities[0]", "kind": "WA",
                                  "text": KEEPER["abilities"][0]["en"], "user": True}]
    code, out, _ = run(capsys, "abilities", "check", "--shipped-only", "--json")
    assert code == 0 and json.loads(out)["user_cards"] == 0 and json.loads(out)["by_hand"] == []


def test_deck_validate_warns_and_names_the_cards(imported, tmp_path, capsys):
    deck = tmp_path / "deck.txt"
    deck.write_text("# side: loyalist\n4 MY-101\n4 MY-102\n4 Tactical Squad\n", encoding="utf-8")
    code, out, _ = run(capsys, "deck", "validate", str(deck), "--json")
    doc = json.loads(out)
    warned = [w for w in doc["warnings"] if w["code"] == "manual_abilities"]
    assert code == 1 and [w["card"] for w in warned] == ["MY-101"]
    assert "Shrine Keeper" in warned[0]["message"] and "by hand" in warned[0]["message"]
    code, out, _ = run(capsys, "deck", "validate", str(deck), "--lang", "ru")
    assert "«Хранитель святыни»: одну из способностей этой карты движок разыграть не может" in out
    code, out, _ = run(capsys, "deck", "validate", "sample:loyalist", "--json")
    assert "manual_abilities" not in out   # the pool has none


def test_an_executable_form_that_says_something_else_than_its_text_rejects_the_import(tmp_path, capsys):
    wrong = {**DRAW_ONE, "effects": [{"op": "draw", "count": {"kind": "number", "value": 2}}]}
    cards = [{**PLAIN, "id": "MY-201", "abilities": [{**PLAIN["abilities"][0], "ir": DRAW_ONE}]},
             {**PLAIN, "id": "MY-202", "abilities": [{**PLAIN["abilities"][0], "ir": wrong}]}]
    path = tmp_path / "forms.json"
    path.write_text(json.dumps(cards), encoding="utf-8")
    code, out, err = run(capsys, "cards", "import", str(path), "--json")
    errors = json.loads(out)["errors"]
    assert code == 2 and [(e["row"], e["card"], e["field"]) for e in errors] == [(2, "MY-202", "abilities[0].ir")]
    assert "does not say what the text says" in errors[0]["reason"] and "Draw 2 cards" in errors[0]["reason"]
    # a form given for a text the language does not read is how such a card becomes playable
    read_by_form = {**KEEPER, "id": "MY-203", "abilities": [{**KEEPER["abilities"][0], "ir": DRAW_ONE}]}
    path.write_text(json.dumps([read_by_form]), encoding="utf-8")
    code, out, _ = run(capsys, "cards", "import", str(path), "--json")
    assert code == 0 and json.loads(out)["by_hand"] == []
