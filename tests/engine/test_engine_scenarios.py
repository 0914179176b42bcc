"""The scenario files in tests/scenarios (the rulebook's worked examples and ours) and the
`heresy scenario run` command."""

import json
from pathlib import Path

import pytest

from heresy_app.cli import main
from heresy_app.engine import load_game, log_lines
from heresy_app.engine.observation import summary
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
    g = run_scenario(path).state
    text = g.to_json()
    data = json.loads(text)
    assert data["version"] == 2 and data["position"]["cards"] and data["decisions"] == [list(d) for d in g.decisions]
    again = load_game(text, db=g.cat)   # the scenario's own cards ([[new_card]]) are in its catalog
    assert summary(again) == summary(g) and log_lines(again) == log_lines(g) and again.decisions == g.decisions
    assert json.loads(again.to_json()) == data
    if not g.is_over:  # the replay goes on exactly like the original
        d = g.legal_decisions()[-1]
        g.apply(d)
        again.apply(d)
        assert summary(again) == summary(g)


def test_a_saved_position_game_with_a_bad_position_or_version_is_refused_with_a_reason():
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
    from heresy_app.engine import new_game
    g = new_game(["IS-001"] * 10, ["IS-104"] * 10, seed=4)
    for _ in range(5):
        g.apply(g.legal_decisions()[0])
    data = g.to_dict()
    assert data["version"] == 1 and "position" not in data and len(data["decisions"]) == 5
    assert summary(load_game(data)) == summary(g)


# ---------------------------------------------------------------------- a file that makes no sense

_X_TEST = next(p for p in SCENARIOS if p.stem == "rulebook_x_test")


@pytest.mark.parametrize("change, field, why", [
    (lambda t: "expect = 1\n" + t.replace("[expect]\n", "[ignored]\n"), "scenario", "unknown field(s) ignored"),
    (lambda t: "expect = 1\n" + t[:t.index("[expect]")], "expect", "must be a table, not 1"),
    (lambda t: t.replace("attacker = 0", "attacker = 7"), "position.attacker", "must be player 0 or 1, not 7"),
    (lambda t: t.replace("sector = 0\n", "sector = inf\n", 1), "position.card 1.sector", "not inf"),
    (lambda t: t.replace("battle = 0", "battle = nan"), "position.battle", "not nan"),
    (lambda t: t.replace("battle = 0", "battle = 0\nturn = 1.5"), "position.turn", "whole number, not 1.5"),
    (lambda t: t.replace("battle = 0", "battle = 0\nstage = \"lunch\""), "position.stage", "not 'lunch'"),
    (lambda t: t.replace('zone = "deck"', 'zone = "pocket"', 1), "position.card 2.zone", "not 'pocket'"),
    (lambda t: t + "winner = 3\n", "expect.winner", "not 3"),
    (lambda t: t + "legal = [1]\n", "expect.legal", "a decision is a list"),
    (lambda t: t + "legal = [\"shoot nobody dread\"]\n", "expect.legal", "'nobody' is not a card"),
    (lambda t: t + "log_order = [\"battle.nowhere\"]\n", "expect.log_order", "no rules id"),
    (lambda t: t + "face_up = { ghost = true }\n", "expect.face_up", "'ghost' is not a card"),
    (lambda t: t + "face_up = { virus = \"yes\" }\n", "expect.face_up.virus", "true or false, not 'yes'"),
    (lambda t: t + "stats = { virus = { armor = \"thick\" } }\n", "expect.stats.virus.armor", "not 'thick'"),
    (lambda t: t + "hand_counts = 2\n", "expect.hand_counts", "two whole numbers"),
    (lambda t: t + "[[check]]\nafter = 9\n", "check 1.after", "from 0 to 1, not 9"),
    (lambda t: t.replace('["play", "virus", 0]', '["play", "virus", 0.5]'), "decision 1", "0.5"),
    (lambda t: t + "[[new_card]]\nid = \"IS-001\"\n", "new_card", "IS-001 is already a card"),
    (lambda t: t + "[[new_card]]\nid = \"TST-001\"\nabilities = [\"WA: Frobnicate.\"]\n",
     "new_card 1.abilities.0", "cannot read 'WA: Frobnicate.'"),
    (lambda t: t + "[[new_card]]\nid = \"TST-001\"\narmor = -1\n", "new_card 1.armor", "greater than or equal to 0"),
])
def test_a_scenario_that_makes_no_sense_is_one_clear_error_naming_file_and_field(tmp_path, capsys, change, field, why):
    bad = tmp_path / "bad.toml"
    bad.write_text(change(_X_TEST.read_text(encoding="utf-8")), encoding="utf-8")
    with pytest.raises(ScenarioError) as err:
        run_scenario(bad)
    assert str(err.value).startswith(f"{bad}: {field}: ") and why in str(err.value), str(err.value)
    assert main(["scenario", "run", str(bad)]) == 2
    out = capsys.readouterr().err
    assert "Traceback" not in out and out.count("\n") == 1 and str(bad) in out


# ---------------------------------------------------------------------- what a scenario can ask

def _run(tmp_path, text):
    path = tmp_path / "s.toml"
    path.write_text(text, encoding="utf-8")
    return run_scenario(path)


_DUEL = '''
[position]
attacker = 0
battle = 0

[[position.card]]
label = "tac"
id = "IS-001"
owner = 0
zone = "sector"
sector = 0

[[position.card]]
label = "top"
id = "IS-005"
owner = 0
zone = "deck"

[[position.card]]
label = "under"
id = "IS-002"
owner = 0
zone = "deck"

[[position.card]]
label = "dread"
id = "IS-006"
owner = 1
zone = "sector"
sector = 0

[[position.card]]
label = "bikes"
id = "IS-002"
owner = 1
zone = "sector"
sector = 0

[[position.card]]
label = "card"
id = "IS-002"
owner = 1
zone = "hand"
'''


def test_expectations_hold_after_a_given_decision_and_at_the_end(tmp_path):
    text = 'decisions = ["shoot tac dread", "block bikes"]\n' + _DUEL + '''
[[position.bonus]]
card = "dread"
stat = "armor"
n = 1
until = "battle"

[[check]]
after = 0
question = "war_action"
legal = ["shoot tac dread", "charge tac", ["shoot", "tac", "bikes"]]
not_legal = ["block bikes", "shoot tac tac"]
stats = { dread = { armor = 4 } }
deck_counts = [2, 0]
decks = { 0 = ["top", "under"] }
face_up = { tac = true, card = false }
turn = 1

[[check]]
after = 1
question = "block"
current_player = 1
legal = ["block bikes", "no_block"]
positions = { tac = "locked" }

[expect]
question = "tactics"
hands = { 1 = ["card"] }
discards = { 0 = [], 1 = [] }
log_order = ["battle.shooting", "battle.blocking"]
log_lacks_cites = ["battle.damage"]
flags = [1, 1]
'''
    result = _run(tmp_path, text)
    assert result.passed, result.failures


def test_a_failed_check_says_when_it_was_made(tmp_path):
    text = 'decisions = ["shoot tac dread"]\n' + _DUEL + '''
[[check]]
after = 1
question = "war_action"
legal = ["charge tac"]
decks = { 0 = ["under", "top"] }
discards = { 1 = ["bikes"] }
'''
    failures = _run(tmp_path, text).failures
    assert len(failures) == 4
    assert "after decision 1: the question should be 'war_action', is 'block'" in failures
    assert "after decision 1: player 0's deck should be ['under', 'top'] (top first), is ['top', 'under']" in failures
    assert "after decision 1: player 1's discard should be ['bikes'], is []" in failures
    assert "after decision 1: charge tac should be legal, is not (legal: block #4, no_block)" in failures


def test_a_scenario_may_bring_cards_of_its_own_written_in_the_ability_language(tmp_path):
    text = '''decisions = ["play mine 0", "choose dread", "pass"]

[[new_card]]
id = "TST-001"
name = { en = "Test Battery", ru = "Пробная батарея" }
type = "asset"
armor = 2
abilities = ["WA: Lock one enemy unit."]
command = "T: Any unit gets +1 armor."
''' + _DUEL + '''
[[position.card]]
label = "mine"
id = "TST-001"
owner = 0
zone = "sector"
sector = 0

[expect]
positions = { dread = "locked" }
'''
    result = _run(tmp_path, text)
    assert result.passed, result.failures
    assert result.state.tpl[result.labels["mine"]].name_ru == "Пробная батарея"
