import json

import pytest

from heresy_app.cards.db import CardDB
from heresy_app.cards.user_cards import CSV_COLUMNS, ImportFailed, UnreadableFile, import_file

HEADER = ",".join(CSV_COLUMNS)


def row(**v):
    base = {"id": "MY-001", "rarity": "common", "type": "unit", "side": "loyalist", "name_en": "Iron Guard",
            "name_ru": "Железная стража", "flags": "1", "firepower": "2", "assault": "3", "speed": "2", "armor": "3",
            "die": "4", "command_type": "T", "command_en": "T: Any unit gets +1 armor.",
            "command_ru": "Т: Любой отряд получает +1 к броне.", "keywords_en": "Infantry;Unique",
            "keywords_ru": "Пехота;Уникальный", "bold_keywords": "Unique", "abilities_en": "", "abilities_ru": "",
            "unique": "yes"}
    base.update(v)
    return ",".join(f'"{base.get(c, "")}"' for c in CSV_COLUMNS)


def write_csv(path, *rows):
    path.write_text(HEADER + "\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return path


def test_importing_csv_makes_user_cards_searchable_and_marked(tmp_path, test_db_path):
    user_db = tmp_path / "user.sqlite"
    f = write_csv(tmp_path / "mine.csv", row(), row(id="MY-002", name_en="Iron Tank", name_ru="Железный танк",
                                                    unique="no", keywords_en="Vehicle", keywords_ru="Техника",
                                                    bold_keywords=""))
    cards = import_file(f, user_db=user_db, shipped_db=test_db_path)
    assert [c.id for c in cards] == ["MY-001", "MY-002"]
    db = CardDB(test_db_path, user=user_db)
    hits = db.search("iron")
    assert [(r.id, r.user) for r in hits] == [("MY-001", 1), ("MY-002", 1)]
    assert {r.id for r in db.search("is:user")} == {"MY-001", "MY-002"}
    assert {r.id for r in db.search("kw:пехота")} >= {"MY-001", "TS-001"}
    assert db.get("MY-001").keywords[1].bold and db.is_user("MY-001")


def test_one_bad_row_rejects_the_whole_file_with_every_error_listed(tmp_path, test_db_path):
    user_db = tmp_path / "user.sqlite"
    f = write_csv(tmp_path / "bad.csv", row(), row(id="MY-002", die="9"), row(id="MY-003", speed=""),
                  row(id="MY-004", firepower="lots"))
    with pytest.raises(ImportFailed) as info:
        import_file(f, user_db=user_db, shipped_db=test_db_path)
    errs = info.value.errors
    assert [(e.row, e.field) for e in errs] == [(3, "die"), (4, ""), (5, "firepower")]
    assert "speed" in errs[1].reason
    assert not user_db.exists()


def test_a_failed_import_leaves_earlier_user_cards_untouched(tmp_path, test_db_path):
    user_db = tmp_path / "user.sqlite"
    import_file(write_csv(tmp_path / "a.csv", row()), user_db=user_db, shipped_db=test_db_path)
    before = user_db.read_bytes()
    with pytest.raises(ImportFailed):
        import_file(write_csv(tmp_path / "b.csv", row(id="MY-005"), row(id="MY-006", type="spaceship")),
                    user_db=user_db, shipped_db=test_db_path)
    assert user_db.read_bytes() == before
    assert CardDB(test_db_path, user=user_db).get("MY-005") is None


def test_an_id_clash_is_an_error_unless_replace(tmp_path, test_db_path):
    user_db = tmp_path / "user.sqlite"
    import_file(write_csv(tmp_path / "a.csv", row()), user_db=user_db, shipped_db=test_db_path)
    f = write_csv(tmp_path / "b.csv", row(name_en="Iron Guard Veterans"))
    with pytest.raises(ImportFailed, match="1 error") as info:
        import_file(f, user_db=user_db, shipped_db=test_db_path)
    assert "--replace" in info.value.errors[0].reason
    import_file(f, replace=True, user_db=user_db, shipped_db=test_db_path)
    db = CardDB(test_db_path, user=user_db)
    assert db.get("MY-001").name.en == "Iron Guard Veterans"
    assert [r.id for r in db.search("veterans")] == ["MY-001"]
    assert db.search('"iron guard" -veterans') == []


def test_a_shipped_id_can_never_be_replaced(tmp_path, test_db_path):
    before = test_db_path.read_bytes()
    with pytest.raises(ImportFailed, match="1 error") as info:
        import_file(write_csv(tmp_path / "a.csv", row(id="TS-001")), replace=True,
                    user_db=tmp_path / "u.sqlite", shipped_db=test_db_path)
    assert "shipped" in info.value.errors[0].reason
    assert test_db_path.read_bytes() == before


def test_json_import_uses_the_card_model_shape(tmp_path, test_db_path):
    doc = {"cards": [{"id": "MY-010", "rarity": "rare", "type": "ship", "side": "traitor",
                      "name": {"en": "Dark Barge", "ru": "Тёмная баржа"}, "die": 2,
                      "command": {"type": "WA", "en": "WA: Draw 1 card.", "ru": "ВА: Возьми 1 карту."}}]}
    f = tmp_path / "cards.json"
    f.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    import_file(f, user_db=tmp_path / "u.sqlite", shipped_db=test_db_path)
    assert [r.id for r in CardDB(test_db_path, user=tmp_path / "u.sqlite").search("темная")] == ["MY-010"]


@pytest.mark.parametrize("content, words", [
    ("{not json", "not valid JSON"),
    ("id,name\nx,y\n", "header lacks"),
    (HEADER + ",colour\n", "unknown CSV column"),
    ('{"cards": 3}', "expected a JSON list"),
])
def test_unreadable_files_get_a_clear_message(tmp_path, test_db_path, content, words):
    f = tmp_path / ("x.json" if content.startswith("{") else "x.csv")
    f.write_text(content, encoding="utf-8")
    with pytest.raises(UnreadableFile, match=words):
        import_file(f, user_db=tmp_path / "u.sqlite", shipped_db=test_db_path)
