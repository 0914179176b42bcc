"""The executable form's triggers and conditions (issue 25: split out of ir.py): what a reaction answers,
the predicates, and the effects that hold them (if/then, a choice of one, 'if you do', each player)."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import Field, field_validator, model_validator

from heresy_app.abilities.ir_moves import Effect
from heresy_app.abilities.ir_parts import CardKind, CommandType, Described, Filter, Node, Owner, Player, State, canonical_filters

# ---------------------------------------------------------------- triggers and conditions


class Trigger(Described):
    """When a reaction may be used.

    ``event``: ``destroyed`` (a matching card is destroyed), ``blocked`` (a matching unit's
    attack is blocked), ``blocks`` (a matching unit blocks), ``charges`` (a matching unit
    charges), ``attacked`` (a matching card becomes the defending card), ``played`` (a player
    plays a card or ability from the command hand; ``owner`` says who), ``roll`` (a player rolls;
    ``owner`` says who). ``owner``/``types``/``filters`` describe the card (or, for ``played`` and
    ``roll``, the player: ``own`` = you, ``enemy`` = your opponent). ``TriggerCard`` in the
    effects is that card. Added later: ``shoots`` / ``assaults`` (a matching unit is declared
    to shoot or to assault), ``targeted`` (a matching card is chosen by an ability; ``by_enemy``:
    an ability your opponent uses), ``enters`` (a matching card enters play by infiltrating);
    ``this``: the card is the one the reaction is printed on ("When this unit is blocked"). ``blocks`` /
    ``blocked`` with ``by`` (g9): the kind of attack blocked ("When one of your units blocks an assault").
    Added later still: ``locked`` / ``readied`` (a matching card is locked or readied by any means),
    ``battle_start`` (a battle begins, after preparation: "At the start of the battle"; it names no
    card, so ``types`` is ``card`` and ``owner`` ``any``). ``retreats`` (g5): a player retreats from the
    battle ("When you retreat", "When your opponent retreats"; ``owner``: who), answered once that
    player's cards in the sector are destroyed. ``fleet`` (g14): a matching ship enters its owner's
    fleet area (preparation moves the battle's ships there; a ship infiltrated or put there goes
    too): "When this ship enters your fleet area" / «Когда этот корабль попадает в твою зону флота».
    ``passes`` (g12): a player passes in the combat step, declaring no war action ("When your opponent
    passes"; ``owner``: who).
    """

    event: Literal["destroyed", "blocked", "blocks", "charges", "attacked", "played", "roll",
                   "shoots", "assaults", "targeted", "enters", "locked", "readied", "battle_start",
                   "overruns", "war_action", "draws", "would_be_destroyed", "ability_used", "retreats",
                   "fleet", "passes", "captures"]
    """Added later (issue 24, g16): ``captures``: a player captures this sector ("When a player captures this
    sector, he readies all of his ships." / «Когда игрок захватывает этот сектор, ...»; ``owner``: who; the
    ability is carried out for the capturing player, "he" being that player, read as "you")."""
    owner: Owner = "any"
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)
    this: bool = False
    by_enemy: bool = False
    by: Literal["shooting", "assault", "ability", "attack"] | None = None
    """How the event came about: by a shooting or an assault (overruns and counter-attacks
    included: the attack's kind), or by an ability ("locked by an enemy ability"; with
    ``by_enemy``: one the opponent uses). Added later (issue 24, g14a): ``attack``, by an attack of
    either kind ("destroyed by an attack" / «уничтожен атакой»), said only of a card destroyed."""
    party: TriggerParty | None = None
    """The other card of the event: the unit that destroys ("When this unit destroys an enemy
    unit"), that attacks ("is attacked by a Vehicle"), that is shot at, assaulted or blocked ("shoots
    at this unit"), that blocks ("is blocked by"); ``TriggerCard`` stays the event's card. ``targeted``
    (g9): the card whose printed ability chose it ("When an enemy ship ability targets one of your
    units")."""
    other: bool = False
    """"Another unit of yours": never the card the reaction is printed on.

    ``ability_used``: a player uses an ability printed on a matching card ("When your opponent uses
    a ship ability"; ``owner``: whose card), answered before the ability's choices and costs.
    ``would_be_destroyed`` is a replacement: a matching card is about to be destroyed (``by``: by
    shooting, an assault or an ability) and the ability's effects are done instead — the card is
    not destroyed ("If this unit would be destroyed by shooting, lock it instead.", a constant the
    engine applies each time; "R When one of your units would be destroyed: Return it to your hand
    instead.", a reaction its player may use at that moment)."""
    command: Literal["WA", "T", "R", "M", "E", "A"] | None = None
    """``played``: the kind of the command line played ("When your opponent plays a tactic");
    ``ability_used``: the kind of the ability used ("When an enemy unit uses a special assault": A)."""
    role: Literal["attacking", "defending"] | None = None
    """The event's card is the attacking / defending card of the war action ("When this unit
    destroys the defending unit")."""

    @model_validator(mode="after")
    def _this_is_yours(self):
        if self.this and (self.owner != "own" or self.filters or self.event in ("played", "roll", "battle_start")):
            raise ValueError("'this card' in a trigger is your own card, with no other description")
        if self.by_enemy and not (self.event == "targeted" or self.by == "ability"):
            raise ValueError("only an ability names who used it")
        if self.by is not None and self.event not in ("destroyed", "attacked", "locked", "readied", "would_be_destroyed",
                                                      "blocks", "blocked"):
            raise ValueError("'by shooting / assault / an ability' says how a card is destroyed, attacked, locked or readied")
        if self.by == "attack" and self.event not in ("destroyed", "would_be_destroyed"):
            raise ValueError("'by an attack' says how a card is destroyed")
        if self.by == "ability" and self.event in ("blocks", "blocked"):   # g9: "blocks an assault": the attack's kind
            raise ValueError("only an attack is blocked")
        if self.by is not None and self.party is not None and self.event in ("blocks", "blocked"):
            raise ValueError("a block names the attack or the other unit, not both")
        if self.by == "ability" and self.event == "attacked" or self.by in ("shooting", "assault") and self.event in ("locked", "readied"):
            raise ValueError("an attack is no ability")
        if self.party is not None and self.event not in ("destroyed", "attacked", "shoots", "assaults", "blocked", "blocks",
                                                         "targeted", "overruns"):   # g18b: "overruns into one of your units"
            raise ValueError("this event has no other card")
        if self.party is not None and self.by == "ability":
            raise ValueError("the other card of an event done by an ability cannot be said yet")
        if self.party is not None and self.party.this and self.this:
            raise ValueError("this card cannot be both cards of the event")
        if self.other and (self.this or self.owner != "own"):
            raise ValueError("'another unit of yours' is your own card other than this one")
        if self.event in ("war_action", "draws", "retreats", "passes") and self.types != ["card"]:
            raise ValueError("a player's action names no card")
        if self.command is not None and self.event not in ("played", "ability_used") or (
                self.command == "A" and self.event == "played"):
            raise ValueError("only a card played from the command hand is a tactic, a reaction, ...")
        if self.role is not None and (self.this or self.event not in ("destroyed", "would_be_destroyed")):
            raise ValueError("a role is said of the card destroyed")
        return self


class TriggerParty(Described):
    """The other card of a trigger's event (see :attr:`Trigger.party`): ``this`` (the card the
    reaction is printed on), or any card matching ``owner``/``types``/``filters``."""

    owner: Owner = "any"
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)
    this: bool = False

    @model_validator(mode="after")
    def _this_alone(self):
        if self.this and (self.owner != "own" or self.filters):
            raise ValueError("'this card' is your own card, with no other description")
        return self


class ThisState(Node):
    """This card is in ``state``."""

    pred: Literal["this_state"] = "this_state"
    state: State


class ThisRole(Node):
    """This card is the attacking, defending or blocking card of the current war action."""

    pred: Literal["this_role"] = "this_role"
    role: Literal["attacking", "defending", "blocking"]
    attack: Literal["shooting", "assault"] | None = None
    """Added later: and the attack under way is of this kind ("while assaulting" / «при штурме»: the
    attacking card of an assault; "while shooting"; "while defending against shooting" / «пока
    защищается от стрельбы»). Only with the attacking or defending role."""

    @model_validator(mode="after")
    def _attack_of_a_fighter(self):
        if self.attack is not None and self.role == "blocking":
            raise ValueError("a blocking unit becomes the defending one: say 'defending against ...'")
        return self


class CountAtLeast(Described):
    """``owner`` has at least ``at_least`` cards in the current sector matching
    ``types``/``filters`` (ships: in the fleet area); ``zone="play"``: in play anywhere, every
    sector and the fleet areas ("if you have a Primarch in play" / «если у тебя в игре есть примарх»)."""

    pred: Literal["count"] = "count"
    owner: Owner = "own"
    at_least: int = Field(default=1, ge=1, le=99)
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)
    zone: Literal["sector", "play"] = "sector"
    """``sector``: in this sector (ships: in the fleet areas); ``play``: every sector and fleet area
    ("if you have a Primarch in play")."""
    other: bool = False
    """"if you have another Hero in this sector", "no other ready units": the card the ability is
    printed on is not counted."""


class OnPlanet(Node):
    """The battle is fought on this planet."""

    pred: Literal["planet"] = "planet"
    planet: Literal["isstvan_iii", "prospero"]


class CardIs(Described):
    """A named card matches a description: ``of`` is this card, the attacking / defending / blocking
    card of the current war action, the reaction's trigger card, or the card an earlier effect chose
    ("Use only if it is a Vehicle", "if its armor is 2 or less", "if the defending unit is one of
    your Imperial Army units"). False when there is no such card."""

    pred: Literal["card_is"] = "card_is"
    of: Literal["this", "attacking", "defending", "blocking", "trigger", "chosen", "revealed", "rolled_for"]
    """Added later (issue 24, g17b, session 17): ``rolled_for``, the card whose ability the roll being modified or
    answered is made for ("a test made for an Ultramarines card", "a roll made for an ability of one of your
    Heroes" / «тест, сделанный для карты Ультрамаринов»); false when no ability of a card in play made it."""
    owner: Owner = "any"
    types: list[CardKind] = Field(default_factory=lambda: ["card"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)


class PlayerRole(Node):
    """The ability's controller is the attacker or the defender of the current battle ("Use only if you
    are the defender")."""

    pred: Literal["player_role"] = "player_role"
    role: Literal["attacker", "defender"]


class RollResult(Node):
    """The result of the roll being modified or answered is ``value`` (``cmp``: exactly, or ``ge`` that
    much or more, ``le`` that much or less): "Use only if the result is 1", "When a roll of yours is a
    6". False when no roll is being modified or answered, or before its result is known."""

    pred: Literal["roll_result"] = "roll_result"
    cmp: Literal["eq", "ge", "le"] = "eq"
    value: int = Field(ge=0, le=99)


class RollMade(Node):
    """The roll being modified or answered was made by ``owner`` (``own``: the ability's controller,
    ``enemy``: the opponent, ``any``) and, with ``during``, while that attack is under way (shooting,
    an assault, a special assault): "Use only if your opponent made the roll during a special
    assault", "Play after your opponent rolls"."""

    pred: Literal["roll_made"] = "roll_made"
    owner: Owner = "any"
    during: Literal["shooting", "assault", "special_assault"] | None = None
    made_for: Literal["event"] | None = None
    """g16: the roll is made for an event (an E ability): "Cannot be used on a roll made for an event"."""


class TestOutcome(Node):
    """g16: the roll being answered is a test that was passed (``passed``) or failed: "When you fail a test"
    / «Когда ты проваливаешь тест» (a reaction to a roll). False when the roll is no test."""

    pred: Literal["test_outcome"] = "test_outcome"
    passed: bool = True



class CardsInAtLeast(Node):
    """``player`` has at least ``at_least`` cards in their ``zone`` ("Use only if you have no cards in
    your hand": unless at least 1), of a command type when ``command`` says so."""

    pred: Literal["cards_in"] = "cards_in"
    player: Player = "you"
    zone: Literal["hand", "deck", "discard"] = "hand"
    at_least: int = Field(default=1, ge=1, le=99)
    command: CommandType | None = None


class CardDestroyed(Node):
    """"If it is destroyed, ...": the named card (``of`` as in :class:`CardIs`; ``chosen``: the card
    an earlier effect chose) has been destroyed, that is, it is in its owner's discard pile now."""

    pred: Literal["destroyed"] = "destroyed"
    of: Literal["this", "attacking", "defending", "blocking", "trigger", "chosen"]


class MoreThan(Described):
    """``owner`` (``own``: the ability's controller) has more cards matching ``types``/``filters``
    than the other player: in the current sector, ships in the fleet areas ("If you have more units
    in this sector than your opponent"; "the player who controls more units" reads as two of them)."""

    pred: Literal["more"] = "more"
    owner: Literal["own", "enemy"] = "own"
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)
    # issue 24, g6: what is counted and how the counts compare
    count: Literal["cards", "flags", "hand"] = "cards"
    """``cards``: the cards ``types``/``filters`` describe; ``flags``: each player's flags in this sector
    (their cards' flags there, abilities' extra flags of the battle included: "fewer flags in this sector
    than your opponent"); ``hand``: the cards in each player's hand ("more cards in hand than")."""
    compare: Literal["more", "fewer", "same"] = "more"
    """``owner``'s count is greater than (``more``), less than (``fewer``) or equal to (``same``: "as
    many ... as") the other player's."""
    than_types: list[CardKind] | None = None
    """Added later (issue 24, g13): "If you have more assets than units in this sector" / «Если у тебя в
    этом секторе больше ресурсов, чем отрядов»: ``owner``'s cards of ``types``/``filters`` are compared with
    ``owner``'s own cards of ``than_types``/``than_filters`` (``count`` is then ``cards``), not with the
    other player's."""
    than_filters: list[Filter] = Field(default_factory=list)

    @field_validator("than_filters", mode="after")
    @classmethod
    def _than_order(cls, value):
        return canonical_filters(value)

    @model_validator(mode="after")
    def _than_cards(self):
        if self.than_types is not None and self.count != "cards":
            raise ValueError("two kinds of one player's cards are compared as cards")
        if self.than_types is None and self.than_filters:
            raise ValueError("filters of the other count need its kinds of card")
        return self


class AllAre(Described):
    """Added later (g4b): every card ``owner`` has in the current sector matching ``types``/``filters``
    is ``state``, and there is at least one ("If all your units in this sector are locked" / «Если все
    твои отряды в этом секторе повернуты»). "None of your units are ready" is a :class:`CountAtLeast`
    of ready units that does not hold."""

    pred: Literal["all"] = "all"
    owner: Owner = "own"
    state: State
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)


class OnlyOne(Described):
    """This card is its controller's only card matching ``types``/``filters`` in its sector ("while it
    is your only unit in this sector")."""

    pred: Literal["only"] = "only"
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)


class DuringAttack(Node):
    """An attack of this kind is under way (shooting, an assault with its overrun, a special assault):
    "Use only during shooting" / «Используется только во время стрельбы»."""

    pred: Literal["during"] = "during"
    attack: Literal["shooting", "assault", "special_assault"]


class FirstWarAction(Node):
    """The war action under way is the battle's first (g9): "This unit cannot be the target of shooting
    during the first war action of a battle." / «… в первую военную акцию сражения»."""

    pred: Literal["first_war_action"] = "first_war_action"


Predicate = Annotated[Union[ThisState, ThisRole, CountAtLeast, OnPlanet, CardIs, PlayerRole, RollResult, RollMade, TestOutcome,
                            CardsInAtLeast, CardDestroyed, MoreThan, OnlyOne, DuringAttack, AllAre, FirstWarAction],
                      Field(discriminator="pred")]


class Condition(Node):
    """``only_if``: usable only when ``predicate`` holds; ``unless``: not usable when it holds. In a
    constant ability: the ability counts only while it holds ("while" / "as long as")."""

    mode: Literal["only_if", "unless"]
    predicate: Predicate


class IfThen(Node):
    """A conditional effect: when the ability resolves, ``effects`` happen if ``predicate`` holds
    (``negate``: if it does not), else ``otherwise`` ("If you have a Hero in this sector, draw 2
    cards. Otherwise, draw 1 card.")."""

    op: Literal["if"] = "if"
    predicate: Predicate
    negate: bool = False
    effects: list["Effect"] = Field(min_length=1)
    otherwise: list["Effect"] = Field(default_factory=list)


class ChooseOne(Node):
    """"Choose one: ...; or ...": the controller picks one option when the ability resolves, and its
    effects happen in order."""

    op: Literal["choose_one"] = "choose_one"
    options: list[list["Effect"]] = Field(min_length=2, max_length=4)
    chooser: Literal["you", "opponent"] = "you"
    """Added later (issue 24, g16): who picks the option ("Your opponent chooses one: he discards 2 cards,
    or you draw 2 cards." / «Противник выбирает одно: ...»); the options are said as the controller's."""


class IfDone(Node):
    """g3b, a conditional sequel: ``effects`` are carried out — with ``may``, only when the player
    chooses to ("You may lock this ship.") — and the engine records whether they were actually done
    (every card they name moved or turned; a discard of N cards: N cards discarded); then ``then``
    happens if they were ("If you do, ..." / «Если ты это сделаешь, ...»), else ``otherwise``
    ("If you cannot, ..." / «Если не можешь, ...»; "If you do not, ..."). Not a choice between two
    options: the second part depends on what the first one did."""

    op: Literal["if_done"] = "if_done"
    effects: list["Effect"] = Field(min_length=1)
    may: bool = False
    then: list["Effect"] = Field(default_factory=list)
    otherwise: list["Effect"] = Field(default_factory=list)

    @model_validator(mode="after")
    def _a_sequel(self):
        if not self.then and not self.otherwise:
            raise ValueError("'if you do' says what follows")
        return self


class EachPlayer(Node):
    """g3b: ``effects`` said of one player ("his", "their": that player's own cards) are carried out
    by each player in turn, the player who uses the ability first, then the other: each makes the
    choices they ask for ("Each player locks one of his units in this sector" / «Каждый игрок
    поворачивает один свой отряд в этом секторе»). ``chooser_only``: each player only chooses,
    the ability's player carries the effects out ("Each player chooses one of their units. Destroy
    the chosen units." / «Каждый игрок выбирает один свой отряд. Уничтожь выбранные отряды.»)."""

    op: Literal["each_player"] = "each_player"
    effects: list["Effect"] = Field(min_length=1, max_length=3)
    chooser_only: bool = False
    player: Literal["each", "opponent"] = "each"
    """Added later (g7): ``opponent``: only the opponent carries ``effects`` out, making their choices
    ("Your opponent locks 2 of his units" / «Противник поворачивает 2 своих отряда»)."""

    @model_validator(mode="after")
    def _one_player_does(self):
        if self.player == "opponent" and self.chooser_only:
            raise ValueError("the opponent's own part is carried out by the opponent")
        return self


class Later(Node):
    """"At the end of the war action, destroy it.": ``effects`` are put off until the war action under
    way ends, then carried out in order ("it" is the card the ability chose before; choices the put-off
    effects need are made then). Only an ability used during a war action prints it. ``when`` =
    ``battle`` (g9): "At the end of the battle, destroy this unit." — put off until the combat step of
    the battle is over, before its resolution (the battle ends, then the winner is found)."""

    op: Literal["later"] = "later"
    when: Literal["war_action", "battle"] = "war_action"
    effects: list["Effect"] = Field(min_length=1)
