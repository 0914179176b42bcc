"""The ability language's operations and the engine's registry stay in step (issue 25, item 6).

Every effect the ability language can write (the ``op`` of each member of ``ir.Effect``) has an
entry in the engine's :data:`heresy_app.engine.effects.EFFECTS`, and every entry there (but the
engine's own internal steps) is an op the language can write; every cost likewise has its entry in
``COSTS``. The coverage map of docs/cards.md (``abilities.coverage.MECHANIC_OF_OP``) names only
real ops and mechanics the table lists. An op added to the language without an effect, an effect
left behind after its op was renamed, or a coverage line for an op that is gone, fails here.
"""

from __future__ import annotations

import typing

from heresy_app.abilities import coverage, ir
from heresy_app.engine.effects import COSTS, EFFECTS
from heresy_app.engine.sequels import DONE_CHECK

INTERNAL_STEPS = {DONE_CHECK}   # steps the engine adds to a use itself; never written in the IR


def _members(union) -> list[type]:
    """The model classes of a discriminated union (``Annotated[Union[...], Field(...)]``), with the
    names written as strings (forward references) looked up in ``ir``."""
    inner = typing.get_args(union)[0]
    out = []
    for arg in typing.get_args(inner):
        if isinstance(arg, typing.ForwardRef):
            arg = arg.__forward_arg__
        out.append(getattr(ir, arg) if isinstance(arg, str) else arg)
    return out


def _tags(union, field: str) -> dict[str, type]:
    tags = {}
    for cls in _members(union):
        tag = cls.model_fields[field].default
        assert isinstance(tag, str), f"{cls.__name__}.{field} has no fixed value"
        assert tag not in tags, f"{cls.__name__} and {tags[tag].__name__} share the {field} {tag!r}"
        tags[tag] = cls
    return tags


EFFECT_OPS = _tags(ir.Effect, "op")
OUTCOME_OPS = _tags(ir.OutcomeEffect, "op")
COST_NAMES = _tags(ir.Cost, "cost")


def test_the_unions_are_read():
    """The reading above sees the unions (a change to how they are written would empty them)."""
    assert len(EFFECT_OPS) >= 40 and {"draw", "destroy", "if", "if_done", "each_player"} <= set(EFFECT_OPS)
    assert len(OUTCOME_OPS) >= 20 and len(COST_NAMES) >= 5


def test_every_op_of_the_language_has_an_effect_in_the_engine():
    missing = sorted(set(EFFECT_OPS) - set(EFFECTS))
    assert not missing, f"ops the ability language writes but the engine has no effect for: {missing}"


def test_every_effect_of_the_engine_is_an_op_of_the_language():
    stray = sorted(set(EFFECTS) - set(EFFECT_OPS) - INTERNAL_STEPS)
    assert not stray, f"effects registered for ops the ability language no longer writes: {stray}"
    assert not INTERNAL_STEPS & set(EFFECT_OPS), "an internal step of the engine is also an op of the language"


def test_every_registered_effect_is_keyed_by_its_own_op():
    assert all(entry.op == op for op, entry in EFFECTS.items())


def test_the_outcomes_of_a_variable_roll_are_effects_of_the_language():
    """``OutcomeEffect`` is a second list kept by hand: its ops are ops of ``Effect``, the same
    classes, and never another variable roll."""
    assert set(OUTCOME_OPS) <= set(EFFECT_OPS), sorted(set(OUTCOME_OPS) - set(EFFECT_OPS))
    assert all(OUTCOME_OPS[op] is EFFECT_OPS[op] for op in OUTCOME_OPS)
    assert "variable_roll" not in OUTCOME_OPS


def test_every_cost_of_the_language_has_its_entry_in_the_engine():
    assert set(COST_NAMES) == set(COSTS), (sorted(set(COST_NAMES) - set(COSTS)), sorted(set(COSTS) - set(COST_NAMES)))
    assert {c.model_fields["cost"].default for c in ir.COST_TYPES} == set(COST_NAMES)


def test_the_coverage_map_names_real_ops_and_listed_mechanics():
    mechanics = {m[0] for m in coverage.MECHANICS}
    unknown_ops = sorted(set(coverage.MECHANIC_OF_OP) - set(EFFECT_OPS))
    assert not unknown_ops, f"docs/cards.md's coverage map names ops the language does not write: {unknown_ops}"
    unlisted = sorted(set(coverage.MECHANIC_OF_OP.values()) - mechanics)
    assert not unlisted, f"the coverage map sends ops to mechanics its table does not list: {unlisted}"

