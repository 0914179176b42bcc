"""The executable form's moves, reveals and payments (issue 25: split out of ir.py): cards moved,
revealed, looked at and shuffled, 'unless paid', abilities granted and lost, cancels, variable rolls,
and :data:`Effect`, the union of every effect."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Literal, Union

from pydantic import Field, field_validator, model_validator

from heresy_app.abilities.ir_effects import (
    BecomeDefending,
    Charge,
    CounterAttack,
    Damage,
    DamageBonus,
    DamageReduced,
    Destroy,
    Discard,
    Draw,
    FlagChange,
    Infiltrate,
    KeywordLine,
    Lock,
    LookAtHand,
    Mill,
    ModifyStat,
    Ready,
    Restriction,
    Return,
    Search,
    SectorRule,
    SetStat,
    SwapBetween,
    SwapPlaces,
    SwapStats,
    Versus,
)
from heresy_app.abilities.ir_parts import (
    CardKind,
    Duration,
    Filter,
    Node,
    Number,
    Player,
    Players,
    State,
    Target,
    canonical_filters,
)
from heresy_app.abilities.ir_rolls import Reroll, RollAdd, RollBonus, RollSet, RollTwice, TestBonus, TestResult

if TYPE_CHECKING:   # named in strings, resolved when ir.py rebuilds the models
    from heresy_app.abilities.ir_conditions import (
        ChooseOne,
        CountAtLeast,
        EachPlayer,
        IfDone,
        IfThen,
        Later,
    )

class Move(Node):
    """Move the target cards (units or assets in play) to another sector of the planet, chosen by the
    ability's controller when it resolves; they keep their position. A card in a captured sector
    stays there (rules: term.move)."""

    op: Literal["move"] = "move"
    target: Target
    to: Literal["another", "here"] = "another"
    """Added later: ``here`` moves the cards into the sector being fought over ("Move one of your
    ready units from another sector to this sector")."""
    where: "CountAtLeast | None" = None
    """Added later: only a sector where this holds (counted there) may receive the cards ("to
    another sector where you have a Hero")."""
    arrives: State | None = None
    """Added later (g4b): the position the cards arrive in ("It arrives there locked." / «Он прибывает
    туда повернутым.»); none printed: they keep their own."""

    @model_validator(mode="after")
    def _where_for_another(self):
        if self.where is not None and self.to != "another":
            raise ValueError("'where ...' describes another sector")
        return self


class Reveal(Node):
    """``player`` shows ``what``: their hand, or the top ``count`` cards of their deck (put back in
    the same order); the log names the cards. Added later: ``player`` ``each`` (the controller
    first), and ``then``: what each player does with the top cards they showed (``back``: they stay;
    ``hand``: into that player's hand; ``bottom``: under their deck; ``discard``: into their discard
    pile): "Each player reveals the top card of their deck and puts it into their hand."."""

    op: Literal["reveal"] = "reveal"
    player: Players = "you"
    what: Literal["hand", "top"] = "hand"
    count: int = Field(default=1, ge=1, le=9)
    then: Literal["back", "hand", "bottom", "discard"] = "back"

    @model_validator(mode="after")
    def _then_top(self):
        if self.then != "back" and self.what != "top":
            raise ValueError("only the top cards of a deck are put somewhere after they are shown")
        if self.then != "back" and self.player == "you":   # one form: "Reveal ... and put it into your hand"
            raise ValueError("your own card shown is put somewhere by an effect of its own (RevealedCard)")
        return self


class LookTop(Node):
    """``player`` looks at the top ``count`` cards of their deck (the ability's controller looks),
    then ``then``: ``reorder`` puts them back in any order, ``one_to_hand`` puts one into the
    controller's hand and the rest back in any order, ``bottom`` puts any of them on the bottom,
    ``discard`` discards any of them."""

    op: Literal["look_top"] = "look_top"
    count: int = Field(ge=1, le=9)
    player: Player = "you"
    then: Literal["reorder", "one_to_hand", "bottom", "discard", "to_hand"] = "reorder"
    rest: Literal["keep", "bottom", "discard"] = "keep"
    """Added later: after ``one_to_hand`` or ``to_hand``, the cards not taken stay (``keep``), go to
    the bottom of the deck (``bottom``) or into the discard pile (``discard``)."""
    any_order: bool = False
    """The rest go to the bottom in the order the controller chooses ("... in any order")."""
    up_to: int | None = Field(default=None, ge=1, le=9)
    """``to_hand`` takes at most this many ("Put up to 2 of them into your hand"); None: any number."""
    types: list[CardKind] = Field(default_factory=lambda: ["card"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)
    """What may be taken: ``to_hand`` puts any number of the cards matching ``types``/``filters``
    into the controller's hand ("Put any number of units from among them into your hand"); ``one_to_hand``
    one such card."""

    @field_validator("filters", mode="after")
    @classmethod
    def _order(cls, value):
        return canonical_filters(value)

    @model_validator(mode="after")
    def _rest_after_taking(self):
        if (self.rest != "keep" or self.types != ["card"] or self.filters) and self.then not in ("one_to_hand", "to_hand"):
            raise ValueError("only a look that takes cards into the hand says what happens to the rest")
        if self.up_to is not None and self.then != "to_hand":
            raise ValueError("'up to N of them' is said of the cards taken into the hand")
        if self.any_order and self.rest != "bottom":
            raise ValueError("'in any order' is said of the rest put on the bottom")
        return self


class Shuffle(Node):
    """``player`` shuffles their deck. Added later: ``what`` ``hand`` / ``discard``: their hand or their
    discard pile is shuffled into their deck first ("Shuffle your discard pile into your deck.")."""

    op: Literal["shuffle"] = "shuffle"
    player: Players = "you"
    what: Literal["deck", "hand", "discard"] = "deck"


class UnlessPaid(Node):
    """"Destroy this unit unless you discard 1 card.": the controller may do ``pay`` (what a cost would
    be: discard cards, discard the top of their deck), when they can do all of it; if they do not,
    ``effects`` happen."""

    op: Literal["unless_paid"] = "unless_paid"
    pay: list["Effect"] = Field(min_length=1, max_length=2)
    effects: list["Effect"] = Field(min_length=1)
    payer: Literal["you", "opponent"] = "you"
    """g12: ``opponent``: the opponent may pay to cancel the effects ("Destroy 1 enemy flagless unit. Your
    opponent may discard 2 cards to cancel this effect."); ``pay`` then names the opponent's cards."""

    @model_validator(mode="after")
    def _a_price(self):
        for e in self.pay:
            if not (isinstance(e, (Discard, Mill)) and e.player == self.payer and isinstance(e.count, Number)
                    and not (isinstance(e, Discard) and (e.whole or e.chooser != "discarder"))):
                raise ValueError("'unless you ...' names cards you discard")
        return self


class Grant(Node):
    """The target gains ``keyword`` (the English keyword when the lexicon knows it) until the end of
    ``duration``; a constant's lasts while this card is in play (Counter-attack keeps its own op)."""

    op: Literal["grant"] = "grant"
    target: Target
    keyword: str = Field(min_length=1)
    duration: Duration = "war_action"


class Lose(Node):
    """The target loses ``keyword`` (the English keyword when the lexicon knows it) until the end of
    ``duration`` ("T: One enemy unit loses Counter-attack until the end of the battle."): it has
    neither the keyword nor its rule, even if something gives it again meanwhile (rules:
    abilities.restriction, our clarification). Only an ability with a type gives it (a constant's
    is not read)."""

    op: Literal["lose"] = "lose"
    target: Target
    keyword: str = Field(min_length=1)
    duration: Duration = "war_action"


class Cancel(Node):
    """A reaction's answer to what its trigger names (rules: abilities.reaction, our clarification):
    ``use`` — the command card played or the ability used does not resolve: none of its effects
    happen (a command card still goes to the discard pile, and costs it has paid stay paid; a
    cancelled special assault's text never resolves) ("R When your opponent plays a tactic, discard 2
    cards: Cancel that tactic."); ``overrun`` — the overrun that triggered the reaction deals no damage
    ("That overrun deals no damage")."""

    op: Literal["cancel"] = "cancel"
    what: Literal["use", "overrun", "attack", "current_attack"] = "use"
    """Added later (issue 24, g6): ``attack`` — the attack whose declaration triggered the reaction
    ("When this unit becomes the target of an attack", "when an enemy unit shoots") deals no damage:
    "That attack deals no damage" / «Эта атака не наносит повреждений» (as a harmless overrun: no
    damage, so no counter-attack answers it either). ``current_attack`` (g16): the attack under way when
    a tactic or a reaction is used, whatever its trigger: "T: The current attack deals no damage." /
    «Т: Текущая атака не наносит повреждений»."""


OutcomeEffect = Annotated[
    Union[
        Draw, Discard, Mill, Destroy, Lock, Ready, Charge, ModifyStat, Versus, CounterAttack,
        Infiltrate, FlagChange, RollAdd, Reroll, RollSet, RollBonus, RollTwice, TestResult, Damage, Return, KeywordLine, Restriction, LookAtHand, Search,
        Move, Reveal, LookTop, Shuffle, Grant, Lose,
    ],
    Field(discriminator="op"),
]
"""An effect that may stand in an outcome of a variable roll (any effect but another variable roll)."""


class Outcome(Node):
    """One line of a variable roll's table: on a result from ``low`` to ``high`` the ``effects``
    happen, in order ("4-6: Destroy one enemy unit.")."""

    low: int = Field(ge=0, le=99)
    high: int = Field(ge=0, le=99)
    effects: list[OutcomeEffect] = Field(default_factory=list)
    """Empty: nothing happens ("1-3: Nothing happens")."""

    @model_validator(mode="after")
    def _range(self):
        if self.low > self.high:
            raise ValueError(f"the range {self.low}-{self.high} of a variable roll runs backwards")
        return self


class VariableRoll(Node):
    """Roll once; the outcome whose range holds the result happens (rules: rolls.variable). A result
    above the highest range reads as the highest, below the lowest as the lowest; a result between
    two ranges the card does not list does nothing (rules: rolls.variable.reading). Choices an
    outcome needs are made once it is known which one happens."""

    op: Literal["variable_roll"] = "variable_roll"
    outcomes: list[Outcome] = Field(min_length=1, max_length=6)

    @model_validator(mode="after")
    def _ordered(self):
        for a, b in zip(self.outcomes, self.outcomes[1:]):
            if b.low <= a.high:
                raise ValueError("the ranges of a variable roll must go up without overlapping")
        return self


Effect = Annotated[
    Union[
        Draw, Discard, Mill, Destroy, Lock, Ready, Charge, ModifyStat, Versus, CounterAttack,
        Infiltrate, FlagChange, RollAdd, Reroll, RollSet, RollBonus, RollTwice, TestResult, Damage, Return, KeywordLine, Restriction, LookAtHand, Search,
        Move, Reveal, LookTop, Shuffle, Grant, Lose, VariableRoll, "IfThen", "ChooseOne", UnlessPaid, "Later",
        Cancel,
        SectorRule, SetStat, BecomeDefending, DamageReduced,
        SwapStats, SwapPlaces, DamageBonus,   # g11
        SwapBetween,   # g13
        TestBonus,   # g16
        "IfDone", "EachPlayer",
    ],
    Field(discriminator="op"),
]
