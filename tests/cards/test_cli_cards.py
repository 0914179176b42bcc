import json

from heresy_app.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_search_json_is_a_list_of_card_objects(capsys):
    code, out, err = run(capsys, "cards", "search", "tactical squad", "--json")
    assert code == 0 and err == ""
    cards = json.loads(out)
    assert any(c["id"] == "IS-001" and c["firepower"] == 3 and c["user"] is False for c in cards)


def test_search_in_russian_prints_russian_names(capsys):
    code, out, _ = run(capsys, "cards", "search", "тип:сектор планета:просперо", "--lang", "ru")
    assert code == 0
    assert "Тизка" in out and "карт" in out and "card(s)" not in out


def test_a_malformed_query_exits_2_with_one_line_naming_the_column(capsys):
    code, out, err = run(capsys, "cards", "search", "fp>>3", "--json")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "column" in err and "Traceback" not in err


def test_show_finds_a_card_by_russian_name_with_both_languages(capsys):
    code, out, _ = run(capsys, "cards", "show", "Абаддон со свитой")
    assert code == 0
    assert "Abaddon with Retinue" in out and "Абаддон со свитой" in out


def test_show_json_and_an_unknown_card_with_suggestions(capsys):
    code, out, _ = run(capsys, "cards", "show", "IS-001", "--json")
    assert code == 0 and json.loads(out)["name"]["ru"]
    code, out, err = run(capsys, "cards", "show", "Tactcal Squad")
    assert code == 2 and "did you mean" in err and "Tactical Squad" in err


def test_import_reports_every_bad_row_and_exits_2(capsys, tmp_path):
    f = tmp_path / "bad.json"
    f.write_text(json.dumps([{"id": "MY-001", "type": "ship"}, {"id": "bad"}]), encoding="utf-8")
    code, out, err = run(capsys, "cards", "import", str(f), "--json")
    assert code == 2
    doc = json.loads(out)
    assert doc["imported"] == 0 and {e["row"] for e in doc["errors"]} == {1, 2}
    assert "nothing was imported" in err


def test_import_then_search_finds_the_user_card(capsys, tmp_path):
    f = tmp_path / "mine.json"
    f.write_text(json.dumps([{"id": "MY-001", "rarity": "common", "type": "asset", "side": "unaligned",
                              "name": {"en": "Watchtower", "ru": "Дозорная башня"}, "armor": 2, "die": 3,
                              "command": {"type": "T", "en": "T: Any unit gets +1 armor.",
                                          "ru": "Т: Любой отряд получает +1 к броне."}}]), encoding="utf-8")
    assert run(capsys, "cards", "import", str(f))[0] == 0
    code, out, _ = run(capsys, "cards", "search", "башня is:user", "--json")
    assert code == 0 and [c["id"] for c in json.loads(out)] == ["MY-001"]
    code, _, err = run(capsys, "cards", "import", str(f))
    assert code == 2 and "--replace" in err


def test_missing_file_and_bad_arguments_exit_2(capsys, tmp_path):
    code, _, err = run(capsys, "cards", "import", str(tmp_path / "nope.csv"))
    assert code == 2 and err.strip() == f"heresy: {tmp_path / 'nope.csv'}: no such file"
    code, _, err = run(capsys, "cards", "search")
    assert code == 2 and "Traceback" not in err


def test_show_renders_the_engine_reading_with_the_cards_own_noun_in_russian(capsys):
    """«Этот отряд», not «Эта карта», on a unit; a constant's kind in Russian too."""
    code, out, _ = run(capsys, "cards", "show", "IS-048", "--lang", "ru")
    assert code == 0
    assert "движок читает (Т): Т Поверни 1 свой готовый отряд: Этот отряд получает +2 к броне." in out
    assert "(constant)" not in out
