"""The executable form's X (issue 25: split out of ir.py): a statistic, a count, a die, the cards paid,
a free choice, the highest or lowest."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, model_validator

from heresy_app.abilities.ir_parts import CardKind, CommandType, Described, Filter, Node, Owner, Player, Stat

# ---------------------------------------------------------------- X


class _XArith(Node):
    """What every definition of X may add: ``plus`` ("X = its armor minus 1": -1; "... plus 2": 2),
    added to the value read (X is never below 0), and ``max`` ("X cannot be more than 3"), the most X
    can be once ``plus`` is added."""

    plus: int = Field(default=0, ge=-9, le=9)
    max: int | None = Field(default=None, ge=0, le=99)
    scale: Literal["double", "half_up", "half_down"] | None = None
    """Added later (issue 24, g13): "X is twice its speed" / «Х равно удвоенной скорости» (``double``), "X is
    half its assault, rounded up" / «половине штурма с округлением вверх» (``half_up``; ``half_down``
    rounded down): the value read is doubled or halved before ``plus`` is added."""
    least: int | None = Field(default=None, ge=1, le=99)
    """Added later (issue 24, g21a): "X cannot be less than 1", "... minus 1 (minimum 1)" / «Х не может быть
    меньше 1», «(но не меньше 1)»: the least X can be once ``plus`` is added (before ``max``)."""


class XStat(_XArith):
    """X is the current ``stat`` of ``of``: ``target`` = the (single) card chosen by the first
    effect that chooses cards ("its speed"), ``this`` = this card, ``attacking`` / ``defending`` /
    ``blocking`` = that card of the current war action, ``trigger`` = the card the reaction's
    trigger names."""

    x: Literal["stat"] = "stat"
    of: Literal["target", "this", "attacking", "defending", "blocking", "trigger", "paid"] = "target"
    stat: Stat
    also: Stat | None = None
    """Added later (issue 24, g13): "X = its firepower plus its assault" / «Х = сумма его огневой мощи и
    штурма»: this second stat of the same card is added."""

    @model_validator(mode="after")
    def _two_stats(self):
        if self.also is not None and self.also == self.stat:
            raise ValueError("a sum of two stats names two different stats")
        return self


class XCount(Described, _XArith):
    """X is the number of ``owner``'s cards in the current sector (``zone`` play: in every sector and
    fleet area) matching ``types``/``filters``."""

    x: Literal["count"] = "count"
    owner: Owner = "own"
    zone: Literal["sector", "play", "discard"] = "sector"
    """Added later (issue 24, g20c): ``discard``, the cards in ``owner``'s discard pile ("X = the number of
    Vehicles in your discard pile" / «Х = количеству техники в твоем сбросе»; ``any``: both piles)."""
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)
    other: bool = False
    """"X = the number of your other charging units": the card the ability is printed on is not counted."""
    destroyed: bool = False
    """Added later (issue 24, g20c): "X = the number of enemy units destroyed in this battle" / «… уничтоженных
    в этом сражении»: the cards destroyed in the battle under way are counted (as :class:`Count`'s), not a zone's."""

    @model_validator(mode="after")
    def _destroyed_nowhere(self):
        if self.destroyed and self.zone != "sector":
            raise ValueError("the cards destroyed in this battle are counted with no place")
        return self


class XAmong(Described, _XArith):
    """Added later (issue 24, g10): X is the highest (``most`` highest) or lowest current ``stat`` among
    ``owner``'s cards in the current sector (``zone`` play: in every sector and fleet area) matching
    ``types``/``filters`` ("X = the highest speed among your units in this sector" / «Х = наибольшей
    скорости среди твоих отрядов в этом секторе»); 0 when there is none."""

    x: Literal["among"] = "among"
    most: Literal["highest", "lowest", "total"]
    """``total``: the stats of all of them added up ("X = the total firepower of your Infantry units")."""
    stat: Stat
    owner: Owner = "own"
    zone: Literal["sector", "play"] = "sector"
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)
    other: bool = False
    """"among your other units": the card the ability is printed on is left out."""


class XDie(_XArith):
    """X is the die printed on the cards this ability discarded (its costs, or an earlier effect that
    discarded the top of your deck), added up when there are several: "X = that card's die", "X = the
    total of the dice of the discarded cards". Known once they are discarded."""

    x: Literal["die"] = "die"
    of: Literal["discarded"] = "discarded"


class XCards(_XArith):
    """X is the number of cards in ``player``'s ``zone`` ("X = the number of cards in your hand"), of a
    command type when ``command`` says so."""

    x: Literal["cards"] = "cards"
    player: Player = "you"
    zone: Literal["hand", "deck", "discard"] = "hand"
    command: CommandType | None = None


class XFree(_XArith):
    """X is chosen by the player ("T (X+): ... X cannot be more than 3."): a free X with a ceiling
    (``max``); a free X without one has no definition at all (``Ability.x`` is None)."""

    x: Literal["free"] = "free"
    max: int = Field(ge=0, le=99)


class XFlags(_XArith):
    """Added later (issue 24, g14b): X is ``player``'s flags in the battle's sector as its resolution counts them
    (their cards' flags there and the battle's extra flags): "X = the number of flags you have in this sector" /
    «Х = количеству твоих флагов в этом секторе»."""

    x: Literal["flags"] = "flags"
    player: Literal["you", "opponent"] = "you"


XDefinition = Annotated[Union[XStat, XCount, XDie, XCards, XFree, XAmong, XFlags], Field(discriminator="x")]
