"""The frozen held-out players' questions of issue 28 (tests/rules/held_out_questions.py): a valid,
balanced table. The rates it gives are asserted once the look-up of issue 28 is in (below)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from heresy_app import rules

_spec = importlib.util.spec_from_file_location("held_out_questions", Path(__file__).with_name("held_out_questions.py"))
held = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(held)


def test_the_held_out_table_is_large_balanced_and_valid():
    ids = set(rules.section_ids())
    for lang in ("en", "ru"):
        assert sum(1 for _, ql, _ in held.HELD_OUT if ql == lang) >= 30
    assert all(ok and set(ok) <= ids for _, _, ok in held.HELD_OUT)
    assert len({q for q, _, _ in held.HELD_OUT}) == len(held.HELD_OUT)


def test_a_subsection_answers_for_its_section():
    assert held.answers("battle.assault.overrun", ["battle.assault"])
    assert not held.answers("battle.assaulted", ["battle.assault"])
    assert not held.answers("battle", ["battle.assault"])
