"""The executable form's costs (issue 25: split out of ir.py): tests, cards locked, destroyed, returned
or discarded to use an ability."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, model_validator

from heresy_app.abilities.ir_parts import Described, Filter, Node, TestValue

# ---------------------------------------------------------------- costs


class Test(Node):
    """Roll; the cost is paid either way, but the effects happen only when the die is
    ``value`` or more (``X``: see ``Ability.x``)."""

    cost: Literal["test"] = "test"
    value: TestValue


class LockThis(Node):
    """Lock the card the ability is printed on (it must not be locked already)."""

    cost: Literal["lock_this"] = "lock_this"


class LockUnits(Described):
    """Lock ``count`` of your own units in ``state`` (``any``: ready or charging) that match
    ``filters`` ("Lock one of your ready Sons of Horus units"); ``types`` ship: ships of your fleet
    area ("Lock one other ship in your fleet area"). ``other``: never the card the ability is printed
    on ("Lock one of your other Psyker units"; "Lock this unit and one of your ready Psyker units" is
    two costs, this unit and another)."""

    cost: Literal["lock_units"] = "lock_units"
    count: int = Field(ge=1, le=99)
    state: Literal["ready", "charging", "any"] = "any"
    filters: list[Filter] = Field(default_factory=list)
    types: list[Literal["unit", "ship"]] = Field(default_factory=lambda: ["unit"], min_length=1, max_length=1)
    other: bool = False


class DestroyThis(Node):
    """Destroy the card the ability is printed on ("Destroy this asset: ..."); it must be in play."""

    cost: Literal["destroy_this"] = "destroy_this"


class ReturnThis(Node):
    """Return the card the ability is printed on to its owner's hand ("Return this unit to your
    hand: ..."); it must be in play. It is not destroyed (term.return)."""

    cost: Literal["return_this"] = "return_this"


class DiscardCards(Node):
    """Discard ``count`` cards from your hand (your choice)."""

    cost: Literal["discard"] = "discard"
    count: int = Field(ge=1, le=99)
    whole: bool = False
    """Added later (issue 24, g17d): "Discard your command hand" / «Сбрось всю командную руку»: every card of
    it, at least one (``count`` is then 1)."""

    @model_validator(mode="after")
    def _whole_hand(self):
        if self.whole and self.count != 1:
            raise ValueError("a whole hand is discarded without a number or a chooser")
        return self


class DiscardTop(Node):
    """Discard the top ``count`` cards of your deck (you must have that many)."""

    cost: Literal["discard_top"] = "discard_top"
    count: int = Field(ge=1, le=99)


# g18c (issue 24): a cost that destroys your own units
class DestroyUnits(Described):
    """Destroy ``count`` of your own units in the battle's sector in ``state`` (``any``: whatever their
    position) that match ``filters`` ("Destroy one of your other Infantry units in this sector",
    «Уничтожь другой свой отряд пехоты в этом секторе»); ``other``: never the card the ability is printed on."""

    cost: Literal["destroy_units"] = "destroy_units"
    count: int = Field(ge=1, le=99)
    state: Literal["ready", "charging", "locked", "any"] = "any"
    filters: list[Filter] = Field(default_factory=list)
    other: bool = False


class DiscardKind(Described):
    """Discard ``count`` cards of your hand of ``types`` (``card``: any) with ``filters`` (keywords):
    "Discard 1 Traitor card", «Сбрось карту отряда» (your choice among them)."""

    cost: Literal["discard_kind"] = "discard_kind"
    count: int = Field(ge=1, le=99)
    types: list[Literal["unit", "asset", "ship", "card"]] = Field(default_factory=lambda: ["card"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)
# end g18c


Cost = Annotated[Union[Test, LockThis, LockUnits, DiscardCards, DiscardTop, DestroyThis, ReturnThis, DestroyUnits, DiscardKind],
                 Field(discriminator="cost")]
COST_TYPES = (Test, LockThis, LockUnits, DiscardCards, DiscardTop, DestroyThis, ReturnThis, DestroyUnits, DiscardKind)
