"""`heresy rules …` through heresy_app.cli.main."""

from __future__ import annotations

import json

import pytest

from heresy_app.cli import main


def _json(capsys):
    out = capsys.readouterr().out
    return json.loads(out)


def test_search_json_shape(capsys):
    assert main(["rules", "search", "can a locked unit shoot", "--json"]) == 0
    data = _json(capsys)
    assert isinstance(data, list) and data
    assert {"id", "title", "snippet"} <= set(data[0])
    assert data[0]["id"] == "battle.shooting"
    for start, end in data[0]["highlights"]:
        assert 0 <= start < end <= len(data[0]["snippet"])


def test_search_russian_question(capsys):
    assert main(["rules", "search", "можно ли стрелять повёрнутым отрядом", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("battle.shooting")
    assert "[" in out  # matches are marked


def test_search_without_results(capsys):
    assert main(["rules", "search", "zzzqqq", "--json"]) == 0
    assert _json(capsys) == []
    assert main(["rules", "search", "zzzqqq"]) == 0
    assert "no sections match" in capsys.readouterr().out


@pytest.mark.parametrize("query", ['"', "NEAR(", "a AND (b OR", "*", "unit*)", "'; drop table x; --", "()"])
def test_malformed_fts_query_never_raises(capsys, query):
    assert main(["rules", "search", query, "--json"]) == 0
    assert isinstance(_json(capsys), list)
    assert capsys.readouterr().err == ""


def test_search_bad_limit_and_language(capsys):
    assert main(["rules", "search", "unit", "--limit", "0"]) == 2
    assert main(["rules", "search", "unit", "--lang", "de"]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err


def test_show_section_text(capsys):
    assert main(["rules", "show", "battle.blocking"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Blocking  [battle.blocking]")
    assert "See also:" in out and "[battle.shooting]" in out


def test_show_section_in_russian_with_clarification_mark(capsys):
    assert main(["rules", "show", "end.stalemate", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "уже не может измениться" in out and "Уточнение" in out


def test_show_json(capsys):
    assert main(["rules", "show", "term.unlimited", "--json"]) == 0
    data = _json(capsys)
    assert data["id"] == "term.unlimited" and data["title"] == "Unlimited"
    assert data["clarification"] is False and data["parent"] == "term"
    assert "abilities.once-per-war-action" in data["see_also"]


def test_show_unknown_id_exits_2_with_suggestions(capsys):
    assert main(["rules", "show", "battle.overun"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    err = captured.err.strip().splitlines()
    assert len(err) == 1 and "battle.assault.overrun" in err[0]
    assert "did you mean" in err[0]


def test_list_ids(capsys):
    from heresy_app import rules

    assert main(["rules", "list", "--json"]) == 0
    assert [e["id"] for e in _json(capsys)] == rules.section_ids()


def test_rules_without_subcommand_is_bad_input(capsys):
    assert main(["rules"]) == 2
