"""Every id of the rules reference's battle, abilities and terms sections is exercised by a
scenario in tests/scenarios, or marked "not a scenario matter" with a reason; the coverage table
docs/scenario-coverage.md says which, and is up to date."""

import importlib.util
from pathlib import Path

import pytest

from heresy_app import rules

_spec = importlib.util.spec_from_file_location("heresy_scenario_coverage", Path(__file__).with_name("scenario_coverage.py"))
coverage = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(coverage)


@pytest.fixture(scope="module")
def by_scenario():
    return coverage.exercised()


def test_every_id_of_the_battle_abilities_and_terms_sections_has_a_scenario_or_a_reason(by_scenario):
    cov = coverage.coverage(by_scenario)
    why = coverage.reasons()
    missing = [sid for sid in rules.section_ids() if coverage.required(sid) and sid not in cov and sid not in why]
    assert not missing, f"no scenario exercises these ids and no reason says why: {missing}"


def test_a_reason_is_given_only_for_a_real_id_that_no_scenario_exercises(by_scenario):
    cov = coverage.coverage(by_scenario)
    for sid, reason in coverage.reasons().items():
        assert sid in rules.section_ids(), sid
        assert sid not in cov, f"{sid} is exercised by {cov.get(sid)}: drop its reason"
        assert len(reason) > 20, sid


def test_the_ids_a_scenario_names_are_ids_of_the_rules_reference(by_scenario):
    known = set(rules.section_ids())
    for name, ids in by_scenario.items():
        assert ids <= known, f"{name} names {sorted(ids - known)}"


def test_the_coverage_table_is_up_to_date(by_scenario):
    text = coverage.table(coverage.coverage(by_scenario))
    assert coverage.TABLE.read_text(encoding="utf-8") == text, "run: python tests/engine/scenario_coverage.py --write"
    for sid in rules.section_ids():
        assert f"| `{sid}`" in text
