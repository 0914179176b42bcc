"""The scenario files in tests/scenarios (the rulebook's worked examples and ours) and the
`heresy scenario run` command."""

from heresy_app.engine import load_game, log_lines
from heresy_app.engine.observation import summary
import json
from pathlib import Path

import pytest

from heresy_app.cli import main
from heresy_app.engine.scenario import ScenarioError, run_scenario

SCENARIOS = sorted((Path(__file__).parent.parent / "scenarios").glob("*.toml"))


def test_there_are_scenarios_for_every_worked_example_of_the_rulebook():
    names = {p.stem for p in SCENARIOS}
    for example in ("rulebook_shooting_block_with_tactics", "rulebook_assault_with_overrun",
                    "rulebook_blocked_special_assault", "rulebook_unlimited_tactic", "rulebook_x_test"):
        assert example in names


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_reaches_its_expected_outcome(path):
    result = run_scenario(path)
    assert result.passed, result.failures


def test_a_wrong_expectation_fails_the_scenario(tmp_path):
    text = SCENARIOS[0].read_text(encoding="utf-8")
    src = next(p for p in SCENARIOS if p.stem == "rulebook_x_test").read_text(encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(src.replace('zones = { dread = "discard"', 'zones = { dread = "hand"'), encoding="utf-8")
    assert text
    result = run_scenario(bad)
    assert not result.passed and "dread should be in hand" in result.failures[0]


def test_scenario_run_prints_one_json_document(capsys):
    path = next(p for p in SCENARIOS if p.stem == "rulebook_x_test")
    assert main(["scenario", "run", str(path), "--json"]) == 0
    out = capsys.readouterr().out
    doc = json.loads(out)
    assert doc["passed"] is True and doc["log"] and all("rule" in e for e in doc["log"])


def test_scenario_run_prints_the_log_and_final_state(capsys):
    path = next(p for p in SCENARIOS if p.stem == "rulebook_assault_with_overrun")
    assert main(["scenario", "run", str(path)]) == 0
    out = capsys.readouterr().out
    assert "[battle.assault.overrun]" in out and "PASSED" in out


def test_scenario_run_prints_the_log_in_russian(capsys):
    path = next(p for p in SCENARIOS if p.stem == "rulebook_assault_with_overrun")
    assert main(["scenario", "run", str(path), "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "[battle.assault.overrun] Игрок 1: прорыв" in out and "ПРОЙДЕН" in out
    assert "штурм" in out and "блокирует штурм" in out and " shoots " not in out
    assert main(["scenario", "run", str(path), "--lang", "ru", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert any("повреждений" in e["text"] for e in doc["log"])


def test_a_bad_decision_in_the_notation_is_one_clear_error(tmp_path, capsys):
    src = next(p for p in SCENARIOS if p.stem == "rulebook_assault_with_overrun").read_text(encoding="utf-8")
    bad = tmp_path / "bad.toml"
    bad.write_text(src.replace('"block tac"', '"block nobody"'), encoding="utf-8")
    assert main(["scenario", "run", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "bad.toml" in err and "decision 2" in err and "'nobody' is not a card" in err and err.count("\n") == 1


def test_failed_scenario_exits_one_and_bad_files_exit_two(tmp_path, capsys):
    src = next(p for p in SCENARIOS if p.stem == "rulebook_x_test").read_text(encoding="utf-8")
    failing = tmp_path / "failing.toml"
    failing.write_text(src.replace('zones = { dread = "discard"', 'zones = { dread = "hand"'), encoding="utf-8")
    assert main(["scenario", "run", str(failing)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    broken = tmp_path / "broken.toml"
    broken.write_text("title = \n[position", encoding="utf-8")
    assert main(["scenario", "run", str(broken)]) == 2
    err = capsys.readouterr().err
    assert "broken.toml" in err and err.count("\n") == 1
    assert main(["scenario", "run", str(tmp_path / "missing.toml")]) == 2
    assert "missing.toml" in capsys.readouterr().err
    nocard = tmp_path / "nocard.toml"
    nocard.write_text('[position]\nbattle = 0\n[[position.card]]\nid = "XX-999"\nowner = 0\n'
                      '[[position.card]]\nid = "IS-001"\nowner = 1\n', encoding="utf-8")
    assert main(["scenario", "run", str(nocard)]) == 2
    assert "XX-999" in capsys.readouterr().err


def test_misplaced_keys_are_reported_with_the_card_they_landed_in(tmp_path):
    bad = tmp_path / "misplaced.toml"
    bad.write_text('[position]\n[[position.card]]\nid = "IS-001"\nowner = 0\n'
                   'decisions = [["pass"]]\n', encoding="utf-8")
    with pytest.raises(ScenarioError, match="position.card 1: unknown field"):
        run_scenario(bad)


def test_there_are_scenarios_for_cards_destroyed_during_the_tactics_window():
    names = {p.stem for p in SCENARIOS}
    assert "attacking_card_destroyed_during_tactics_ends_the_war_action" in names
    assert "defending_card_destroyed_during_tactics_ends_the_war_action" in names


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_a_game_started_from_a_position_replays_from_its_saved_json(path):
    from heresy_app.engine import GameState
    g = run_scenario(path).state
    text = g.to_json()
    data = json.loads(text)
    assert data["version"] == 2 and data["position"]["cards"] and data["decisions"] == [list(d) for d in g.decisions]
    again = load_game(text)
    assert summary(again) == summary(g) and log_lines(again) == log_lines(g) and again.decisions == g.decisions
    assert json.loads(again.to_json()) == data
    if not g.is_over:  # the replay goes on exactly like the original
        d = g.legal_decisions()[-1]
        g.apply(d)
        again.apply(d)
        assert summary(again) == summary(g)


def test_a_saved_position_game_with_a_bad_position_or_version_is_refused_with_a_reason():
    from heresy_app.engine import GameState
    g = run_scenario(next(p for p in SCENARIOS if p.stem == "rulebook_x_test")).state
    data = g.to_dict()
    broken = json.loads(json.dumps(data))
    broken["position"]["cards"][0]["id"] = "XX-999"
    with pytest.raises(ValueError, match="bad position.*XX-999"):
        load_game(broken)
    broken = json.loads(json.dumps(data))
    broken["position"] = "here"
    with pytest.raises(ValueError, match="'position' must be a table"):
        load_game(broken)
    with pytest.raises(ValueError, match="version 7"):
        load_game({**data, "version": 7})
    with pytest.raises(ValueError, match="not JSON"):
        load_game("{")


def test_a_game_from_the_start_saves_seed_decks_and_decisions_without_a_position():
    from heresy_app.engine import GameState, new_game
    g = new_game(["IS-001"] * 10, ["IS-104"] * 10, seed=4)
    for _ in range(5):
        g.apply(g.legal_decisions()[0])
    data = g.to_dict()
    assert data["version"] == 1 and "position" not in data and len(data["decisions"]) == 5
    assert summary(load_game(data)) == summary(g)
