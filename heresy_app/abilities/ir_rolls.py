"""The executable form's effects on rolls and tests (issue 25: split out of ir.py): added to, rerolled,
set, passed or failed, bonuses, rolled twice."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, field_validator, model_validator

from heresy_app.abilities.ir_parts import Count, Duration, Node, Number, Players, Sign, Target, X

Whose = Literal["any", "own", "opponent"]
"""Whose roll a modifier may change: any roll, the roll of the modifier's player, or the opponent's."""


RollKind = Literal["any", "test", "d6", "variable"]
"""Which rolls a modifier may change: any roll, or only a test, a d6 roll or a variable roll (rules:
rolls)."""

RollAmount = Annotated[Union[Number, X, Count], Field(discriminator="kind")]


def _printed_number(value):
    """An amount stored as a bare number (the form before X and counts) reads as that number."""
    return Number(value=value) if isinstance(value, int) and not isinstance(value, bool) else value


class RollAdd(Node):
    """Modifier: add ``sign`` × ``amount`` to the result of the roll being modified (``whose``: of
    any roll, only your own, only your opponent's; ``of``: of any roll, or only of a test, a d6
    roll or a variable roll). The amount is a number, X or a count ("for each ...")."""

    op: Literal["roll_add"] = "roll_add"
    sign: Sign = 1
    amount: RollAmount
    whose: Whose = "any"
    of: RollKind = "any"
    up_to: bool = False
    """g16: "Add up to 2 to your roll" / «Прибавь не более 2 к своему броску»: the controller chooses how much,
    1 to ``amount`` (a number)."""

    @field_validator("amount", mode="before")
    @classmethod
    def _bare_number(cls, value):
        return _printed_number(value)

    @model_validator(mode="after")
    def _some(self):
        if isinstance(self.amount, Number) and self.amount.value < 1:
            raise ValueError("a roll changes by 1 or more")
        if self.up_to and not isinstance(self.amount, Number):
            raise ValueError("'up to' a printed number")
        return self


class Reroll(Node):
    """Modifier: the roll being modified is made again; the new result replaces it (``whose``,
    ``of`` as for :class:`RollAdd`)."""

    op: Literal["reroll"] = "reroll"
    whose: Whose = "any"
    of: RollKind = "any"
    keep: Literal["lower", "higher"] | None = None
    """"Roll again and use the higher result": the better (worse) of the two results counts."""


class RollSet(Node):
    """Modifier: the result of the roll being modified becomes ``value`` ("Treat the result of the
    roll as 6"), or, when ``value`` is None, a result from 1 to 6 the ability's controller chooses
    ("Choose the result of the roll"). ``whose`` and ``of`` as for :class:`RollAdd`."""

    op: Literal["roll_set"] = "roll_set"
    value: int | None = Field(default=None, ge=0, le=99)
    whose: Whose = "any"
    of: RollKind = "any"


class TestResult(Node):
    """Issue 24 (g13): a modifier of a test: "If the roll is a test, the test is passed." / «Если бросок
    является тестом, тест пройден.» (``passed``), "..., the test fails" / «тест провален». The result of
    the test being modified becomes the least that passes it (when lower) or the most that fails it (when
    higher), so the test is passed (failed) whatever it was (our clarification: a modifier changes the
    result). Only a test: ``of`` is always ``test``."""

    op: Literal["test_result"] = "test_result"
    passed: bool = True
    whose: Whose = "any"
    of: Literal["test"] = "test"


class RollBonus(Node):
    """A lasting change to rolls: ``player`` adds ``sign`` × ``amount`` to each of their rolls until
    the end of ``duration`` ("Your opponent subtracts 1 from each of their rolls until the end of the
    war action"), the roll being made now included when its result is not counted yet."""

    op: Literal["roll_bonus"] = "roll_bonus"
    player: Players = "you"
    sign: Sign = 1
    amount: int = Field(ge=1, le=99)
    duration: Duration = "war_action"


class TestBonus(Node):
    """Issue 24 (g16): a constant's change to the tests made for the abilities of the cards of its scope
    ``target`` (an "all" description): "Add 1 to each test you make for an ability of one of your Psykers" /
    «Прибавляй 1 к каждому тесту способностей твоих псайкеров», "Tests for abilities of Psykers in this sector
    succeed on a result 1 lower than needed": the test's result counts ``amount`` higher."""

    op: Literal["test_bonus"] = "test_bonus"
    target: Target
    amount: int = Field(ge=1, le=9)


class RollTwice(Node):
    """A modifier played before the result is known: ``whose`` roll is made twice and the ``keep``
    result (``lower`` or ``higher``) counts ("Your opponent rolls twice and uses the lower result")."""

    op: Literal["roll_twice"] = "roll_twice"
    whose: Literal["own", "opponent"] = "own"
    keep: Literal["lower", "higher"] = "lower"
