"""A restriction given for a time ("T: One of your units cannot be the target of shooting until the end
of the battle.") ends as the bonuses of its duration do: the war action when none is printed, the
battle, and at once for a card leaving play (rules: abilities.restriction). The scenarios say what
it does while it lasts; these tests follow it past its end."""

from __future__ import annotations

from pathlib import Path

from heresy_app.engine.combat import barred_blockers, unshootable
from heresy_app.engine.scenario import run_scenario

SCENARIOS = Path(__file__).resolve().parents[1] / "scenarios"


def _run(name):
    result = run_scenario(SCENARIOS / f"{name}.toml")
    assert result.passed, result.failures
    return result.state, result.labels


def _finish_the_battle(st):
    """Everyone passes (or takes the first choice offered) until the battle's sector is fought out."""
    s = st.bsec
    for _ in range(200):
        if st.over or st.bsec != s:
            return
        legal = st.legal_decisions()
        st.apply(("pass",) if ("pass",) in legal else legal[0])
    raise AssertionError("the battle did not end")


def test_a_restriction_printed_without_a_duration_ends_with_its_war_action():
    st, c = _run("a_reaction_to_its_own_assault_makes_the_unit_unblockable")
    assert any(e.key == "restriction.unblockable" for e in st.log)   # it was given ...
    assert barred_blockers(st, c["rs"]) == frozenset()               # ... and the next war action is under way
    assert st.timed(c["rs"], "unblockable") == []


def test_a_restriction_until_the_end_of_the_battle_outlasts_the_war_action_and_ends_with_the_battle():
    st, c = _run("a_reaction_to_a_charge_bars_infantry_blockers_for_the_battle")
    assert barred_blockers(st, c["lrs"]) == frozenset({"infantry"})
    _finish_the_battle(st)
    assert st.timed(c["lrs"], "unblockable") == []
    assert barred_blockers(st, c["lrs"]) == frozenset()


def test_a_card_leaving_play_loses_what_it_was_given_for_a_time():
    st, c = _run("a_tactic_makes_a_unit_unshootable_until_the_end_of_the_battle")
    tac = c["tac"]
    assert unshootable(st, tac)
    assert st.destroy(tac)
    assert not unshootable(st, tac)
    assert st.timed(tac, "unshootable") == []


def test_a_printed_restriction_is_the_cards_own_and_never_ends():
    st, c = _run("a_unit_that_cannot_be_blocked_by_infantry")
    assert barred_blockers(st, c["jump"]) == frozenset({"infantry"})
    _finish_the_battle(st)
    assert barred_blockers(st, c["jump"]) == frozenset({"infantry"})
