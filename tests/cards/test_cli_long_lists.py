"""Long lists on the command line are summarized (issue 17, section 4): an import of thousands
of cards names the first few and counts the rest; its help names where the documents are."""

import json

from heresy_app.cli import main
from heresy_app.paths import doc_path


def _card(n: int) -> dict:
    return {"id": f"MY-{n:03d}", "rarity": "common", "type": "unit", "side": "loyalist",
            "name": {"en": f"Test Legion {n}", "ru": f"Пробный легион {n}"}, "flags": 1,
            "firepower": 2, "assault": 2, "speed": 2, "armor": 2, "die": 1 + n % 6,
            "command": {"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."}}


def test_a_long_import_names_ten_ids_and_counts_the_rest(capsys, tmp_path):
    f = tmp_path / "many.json"
    f.write_text(json.dumps([_card(n) for n in range(1, 301)]), encoding="utf-8")
    assert main(["cards", "import", str(f)]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    assert out.startswith("imported 300 cards into your card database: MY-001, MY-002")
    assert "MY-010 and 290 more" in out and "MY-011" not in out
    assert main(["cards", "import", str(f), "--replace", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("импортировано в вашу базу карт: 300 карт: MY-001") and "и ещё 290" in out
    assert main(["cards", "import", str(f), "--replace", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)["ids"]) == 300     # JSON keeps every id


def test_many_bad_rows_print_twenty_and_count_the_rest(capsys, tmp_path):
    f = tmp_path / "bad.json"
    f.write_text(json.dumps([dict(_card(n), firepower=-1) for n in range(1, 51)]), encoding="utf-8")
    assert main(["cards", "import", str(f)]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 22
    assert err[-2].endswith("and 30 more errors") and err[-1].endswith("50 errors; nothing was imported")


def test_the_help_names_the_documents_where_they_are(capsys):
    for argv, doc in ((["cards", "search", "--help"], "search.md"), (["cards", "import", "--help"], "user-cards.md")):
        try:
            main(argv)
        except SystemExit:
            pass
        out = capsys.readouterr().out
        assert str(doc_path(doc)) in out
        assert doc_path(doc).is_file()
