"""The executable form (IR) of a printed ability.

Both grammars (English and Russian) produce the same tree; the battle engine executes it and
the renderer turns it back into canonical text. Every node is a frozen pydantic model with a
literal discriminator field, so ``Ability.model_dump(mode="json")`` is plain JSON and
``Ability.model_validate(json_dict)`` restores the same tree.

How the engine reads an ``Ability`` (rules section 3, "additional abilities"):

1. ``kind`` says when it may be used: ``WA`` as a war action, ``T`` in the tactics window,
   ``R`` when ``trigger`` happens, ``M`` after a roll and before it counts, ``A`` instead of a
   normal assault by a charging unit, ``E`` at the end of the battle (mandatory), ``constant``
   always on (only ``versus`` and stat/keyword effects on ``this`` make sense there),
   ``preparation`` once in the preparation step of each battle fought over the card's sector
   (printed "During preparation: ..."; mandatory, no trigger, costs allowed).
2. ``conditions`` are checked first; an ability whose conditions fail cannot be used.
3. The player makes every choice the effects need (targets of ``Choose`` with quantity
   ``exactly``/``up_to``; a free X). ``all`` needs no choice and may select nothing.
   If a required choice is impossible (``exactly`` N and fewer than N legal cards), the ability
   cannot be used.
4. ``costs`` are paid in list order; a failed test is a paid cost with no effect.
5. ``effects`` are executed in list order.
6. A printed T / R / M is usable once per war action unless ``unlimited``.

Unless a target says otherwise (ships, ``from deck`` etc.), cards are looked for in the current
sector; a ``Choose`` with ``types`` containing ``ship`` looks in the fleet area.

>>> a = Ability(kind="WA", costs=[Test(value=Number(value=5))], effects=[Draw(count=Number(value=1))])
>>> a.model_dump(mode="json")["effects"][0]
{'op': 'draw', 'count': {'kind': 'number', 'value': 1}, 'player': 'you'}
"""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

# every node is read as ``ir.Name`` (issue 25: the models live in the ir_* modules, by what they are)
from heresy_app.abilities.ir_parts import SCHEMA_VERSION, Kind, Stat, Owner, ChooseOwner, CardKind, State, Comparison, Duration, Sign, Player, Players, Zone, Node, Number, D6, X, Count, CommandType, CardsIn, ThatMany, StatOf, Amount, TestValue, KeywordFilter, FlagsFilter, StateFilter, StateNot, StatFilter, StatThan, RoleFilter, StatX, TypeFilter, versus_types, Filter, canonical_filters, Described as _Described, ThisCard, BlockingUnit, AttackingCard, DefendingCard, TriggerCard, RevealedCard, ChosenCard, PaidCard, Choose, Alt, Target
from heresy_app.abilities.ir_costs import Test, LockThis, LockUnits, DestroyThis, ReturnThis, DiscardCards, DiscardTop, DestroyUnits, DiscardKind, Cost, COST_TYPES
from heresy_app.abilities.ir_effects import Draw, Discard, LookAtHand, Mill, Destroy, Lock, Ready, Charge, StatChange, ModifyStat, Damage, Return, KeywordLine, Restriction, AbilitySource, SectorRule, Versus, SetStat, DamageReduced, SwapStats, SwapBetween, SwapPlaces, DamageBonus, BecomeDefending, CounterAttack, Infiltrate, Search, FlagChange
from heresy_app.abilities.ir_rolls import Whose, RollKind, RollAmount, RollAdd, Reroll, RollSet, TestResult, RollBonus, TestBonus, RollTwice
from heresy_app.abilities.ir_moves import Move, Reveal, LookTop, Shuffle, UnlessPaid, Grant, Lose, Cancel, OutcomeEffect, Outcome, VariableRoll, Effect
from heresy_app.abilities.ir_conditions import Trigger, TriggerParty, ThisState, ThisRole, CountAtLeast, OnPlanet, CardIs, PlayerRole, RollResult, RollMade, TestOutcome, CardsInAtLeast, CardDestroyed, MoreThan, AllAre, OnlyOne, DuringAttack, FirstWarAction, Predicate, Condition, IfThen, ChooseOne, IfDone, EachPlayer, Later
from heresy_app.abilities.ir_x import XStat, XCount, XAmong, XDie, XCards, XFree, XFlags, XDefinition


# ---------------------------------------------------------------- the ability


class Ability(Node):
    """One printed ability: ``KIND [TRIGGER] [COSTS]: EFFECTS. [X = ...] [Unlimited.]``.
    ``before_result``: a modifier that says it is played before the result is known (rules:
    abilities.modifier.before)."""

    schema_version: Literal[1] = SCHEMA_VERSION
    kind: Kind
    trigger: Trigger | None = None
    conditions: list[Condition] = Field(default_factory=list)
    costs: list[Cost] = Field(default_factory=list)
    effects: list[Effect] = Field(min_length=1)
    x: XDefinition | None = None
    unlimited: bool = False
    before_result: bool = False
    fail_effects: list[Effect] = Field(default_factory=list)
    """"If the test fails, ...": what happens when the ability's test cost fails (it needs one)."""
    once: Literal["battle", "turn"] | None = None
    """"Use only once per battle / turn": this card's ability is used at most once in each battle
    (each turn); a limit of the ability printed on a card, never of a command line."""
    either_player: bool = False
    """g18e: "Either player may use this ability": its controller's opponent may use it too (the engine leaves
    it to the players, by hand)."""

    @model_validator(mode="after")
    def _no_trigger_outside_reactions(self):
        if self.kind in ("constant", "preparation") and self.trigger is not None and not (
                self.kind == "constant" and self.trigger.event == "would_be_destroyed"):
            raise ValueError(f"a {self.kind} ability has no trigger")   # but a constant replacement
        if self.trigger is not None and self.trigger.event == "would_be_destroyed" and self.kind not in ("R", "constant"):
            raise ValueError("a replacement is a constant or a reaction")
        if self.kind == "constant" and self.costs:
            raise ValueError("a constant ability has no costs")
        for e in _with_outcomes(self.effects):
            if isinstance(e, Return) and e.to == "discard" and not isinstance(e.target, RevealedCard):
                raise ValueError("only a card shown on top of a deck is put into the discard pile this way")
            if isinstance(e, BecomeDefending) and self.kind not in ("T", "R"):
                raise ValueError("a unit becomes the defending unit by a tactic or a reaction, while an attack is under way")
            if isinstance(e, DamageReduced) and (self.kind != "constant") != (e.duration is not None):   # g6, g21b
                raise ValueError("a reduction of damage lasts while a constant's card is in play, or for a typed "
                                 "ability's time")
            if isinstance(e, DamageReduced) and self.kind == "constant" and not (   # g21b
                    isinstance(e.target, ThisCard) or isinstance(e.target, Choose) and e.target.quantity == "all"):
                raise ValueError("a lasting reduction of damage is this card's or a scope's")
            if isinstance(e, DamageReduced) and e.amount is None and self.kind == "constant":   # g21b
                raise ValueError("a constant reduces damage by a number")
            if isinstance(e, SetStat) and self.kind != "constant" and not (   # g10: flags for a time; g20b: any
                    isinstance(e.amount, Number) and e.duration is not None):   # statistic set for a time
                raise ValueError("only a constant says what a printed number is")
            if isinstance(e, SetStat) and self.kind == "constant" and (e.duration is not None or (
                    isinstance(e.target, Choose) and e.target.quantity != "all")):
                raise ValueError("a constant's flags as counted are this card's, or every card's of a kind, "
                                 "while it is in play")
            if isinstance(e, Lose) and self.kind == "constant":
                raise ValueError("a constant that takes a keyword away is not read")
            if isinstance(e, SectorRule) and e.what == "command_hand" and (self.kind not in ("constant", "preparation") or (
                    self.kind == "preparation") != (e.duration is not None)):   # g10: drawn after the preparation's abilities (rules: battle.preparation)
                raise ValueError("a command hand's size is changed by a constant, or during preparation for the battle")
            if isinstance(e, SectorRule) and (self.kind == "constant") == (e.duration is not None) and e.what != "command_hand":
                raise ValueError("a rule change a constant makes holds while its card does; a typed ability's "
                                 "says how long it lasts")
            if not isinstance(e, Restriction):
                continue
            if self.kind == "constant" and (e.duration is not None or (
                    e.target is not None and not (isinstance(e.target, Choose) and e.target.quantity == "all"))):
                raise ValueError("a constant restriction is this card's, or a scope's, for as long as it is in play")
            if self.kind != "constant" and (e.target is None or e.duration is None):
                raise ValueError("a restriction an ability gives names its cards and how long it lasts")
        for e in _with_outcomes(self.effects):
            if isinstance(e, Cancel) and e.what == "current_attack":   # g16: said in an attack's tactics window
                if self.kind not in ("T", "R"):
                    raise ValueError("only a tactic or a reaction is used while an attack is under way")
                continue
            if isinstance(e, Cancel) and not (self.kind == "R" and self.trigger is not None and self.trigger.event in {
                    "overrun": ("overruns",), "attack": ("attacked", "shoots", "assaults")}.get(
                    e.what, ("played", "ability_used", "targeted"))):   # g9: the ability that targets
                raise ValueError("only a reaction to a card played, an ability used, an attack or an overrun cancels it")
        if self.before_result and self.kind != "M":
            raise ValueError("only a modifier is played before the result of a roll is known")
        if self.once is not None and self.kind in ("constant", "E", "preparation"):
            raise ValueError("only an ability a player chooses to use is limited to once per battle or turn")
        if self.fail_effects and not any(isinstance(c, Test) for c in self.costs):
            raise ValueError("'if the test fails' needs a test among the costs")
        if any(isinstance(e, RollTwice) for e in _with_outcomes(self.effects)) and not self.before_result:
            raise ValueError("a roll is made twice only by a modifier played before the result is known")
        if _compares_x(self) and (self.x is None or isinstance(self.x, XFree) or isinstance(self.x, XStat) and (
                self.x.of == "target")):   # g10: X is known before the cards are found
            raise ValueError("cards compared with X need an X the ability defines (not a chosen card's)")
        if isinstance(self.x, XFree) and not self.uses_x():
            raise ValueError("'X cannot be more than ...' needs an X in a cost or effect")
        if isinstance(self.x, XDie) and not (any(isinstance(c, (DiscardCards, DiscardTop)) for c in self.costs) or any(
                isinstance(e, Mill) and e.player == "you" for e in self.effects)):   # the hand's or the deck's top
            raise ValueError("'the die of the discarded card' needs a discard among the costs")
        # a condition on "the roll" reads the roll a modifier is played on, or a reaction answers
        on_roll = self.kind == "M" or (self.kind == "R" and self.trigger is not None and self.trigger.event == "roll")
        if not on_roll and (any(isinstance(c.predicate, (RollResult, RollMade, TestOutcome)) for c in self.conditions) or any(
                isinstance(e, IfThen) and isinstance(e.predicate, (RollResult, RollMade, TestOutcome))
                for e in _with_outcomes(self.effects))):
            raise ValueError("a condition on the roll is a modifier's, or a reaction's to a roll")
        return self

    def uses_x(self) -> bool:
        """True when X appears in a cost or effect (free X when ``x`` is None)."""
        return _mentions_x(self.model_dump(mode="json", exclude={"x"}))

    @property
    def free_x(self) -> bool:
        """X chosen by the player: no definition, or only a ceiling (:class:`XFree`)."""
        return (self.x is None or isinstance(self.x, XFree)) and self.uses_x()


def _with_outcomes(effects):
    """The effects, and those nested in them (a variable roll's outcomes, a conditional's branches,
    a choice's options)."""
    for e in effects:
        yield e
        if isinstance(e, VariableRoll):
            for o in e.outcomes:
                yield from _with_outcomes(o.effects)
        elif isinstance(e, IfThen):
            yield from _with_outcomes(e.effects)
            yield from _with_outcomes(e.otherwise)
        elif isinstance(e, ChooseOne):
            for opt in e.options:
                yield from _with_outcomes(opt)
        elif isinstance(e, UnlessPaid):
            yield from _with_outcomes(e.pay)
            yield from _with_outcomes(e.effects)
        elif isinstance(e, Later):
            yield from _with_outcomes(e.effects)
        elif isinstance(e, IfDone):   # g3b
            yield from _with_outcomes(e.effects)
            yield from _with_outcomes(e.then)
            yield from _with_outcomes(e.otherwise)
        elif isinstance(e, EachPlayer):
            yield from _with_outcomes(e.effects)


nested_effects = _with_outcomes


def _compares_x(ab) -> bool:
    """Does a filter compare cards with X (ir.StatX)? Only a scope of every card of a kind may (g10)."""
    found = False
    for e in nested_effects(ab.effects):
        t = getattr(e, "target", None)
        fs = list(getattr(t, "filters", None) or ())
        if any(isinstance(f, StatX) for f in fs):
            if not isinstance(t, Choose) or (t.quantity != "all" and not _x_before_choices(ab.x)):
                raise ValueError("a choice compared with X is not read: only every card of a kind")
            found = True
    return found


def _x_before_choices(x) -> bool:
    """g20c (issue 24): is X known before the ability's cards are chosen ("Destroy one enemy unit with armor X
    or less, where X is this unit's assault")? A count, or a statistic of a card the war action or the trigger
    names; not a chosen, paid or discarded card's, nor a free X."""
    return isinstance(x, (XCount, XCards, XAmong, XFlags)) or (
        isinstance(x, XStat) and x.of in ("this", "attacking", "defending", "blocking", "trigger"))


def _mentions_x(value) -> bool:
    if isinstance(value, dict):
        return value.get("kind") == "x" or any(_mentions_x(v) for v in value.values())
    if isinstance(value, list):
        return any(_mentions_x(v) for v in value)
    return False


Trigger.model_rebuild()
UnlessPaid.model_rebuild()
Restriction.model_rebuild()
SectorRule.model_rebuild()
SetStat.model_rebuild()
DamageReduced.model_rebuild()
BecomeDefending.model_rebuild()
Move.model_rebuild()
IfThen.model_rebuild()
ChooseOne.model_rebuild()
Later.model_rebuild()
IfDone.model_rebuild()
EachPlayer.model_rebuild()
Outcome.model_rebuild()
VariableRoll.model_rebuild()
Ability.model_rebuild()
for _model in [v for v in list(globals().values()) if isinstance(v, type) and issubclass(v, Node)]:
    if not _model.__pydantic_complete__:   # a forward name from a later ir_* module (issue 25)
        _model.model_rebuild()

__all__ = [name for name in dir() if not name.startswith("_")]
