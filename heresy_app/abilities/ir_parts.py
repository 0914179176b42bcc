"""The executable form's parts every node is made of (issue 25: split out of ir.py): the value types,
:class:`Node`, amounts, filters and targets."""

from __future__ import annotations

from typing import Annotated, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

SCHEMA_VERSION = 1
"""Bumped on any change that makes an old IR mean something else (additions keep it)."""

Kind = Literal["WA", "T", "R", "M", "A", "E", "constant", "preparation"]
"""``preparation`` was added after version 1 without changing what older IR means."""
Stat = Literal["firepower", "assault", "speed", "armor", "flags"]
"""A card statistic; ``flags`` is the number of flags printed on a unit or asset."""
Owner = Literal["enemy", "own", "any"]
ChooseOwner = Literal["enemy", "own", "any", "attacker", "defender"]
"""A choice's owner may also be a player by role: "the defender's units" (their cards, whoever controls the ability)."""
"""Whose cards: the opponent's (enemy), the ability's controller's (own), or either (any)."""
CardKind = Literal["unit", "asset", "ship", "card"]
"""``card`` means a unit, asset or ship in play (never a sector); as a target a ship is reached
only by text naming ships (rules: ships.no-attack), so the engine picks units and assets."""
State = Literal["ready", "locked", "charging"]
Comparison = Literal["le", "ge", "eq", "lt", "gt"]
Duration = Literal["war_action", "battle", "turn"]
"""How long a change lasts: until the end of the current war action (tactics' default), of
the current battle, or of the turn (it outlasts the battle; rules abilities.duration-turn)."""
Sign = Literal[1, -1]
Player = Literal["you", "opponent"]
Players = Literal["you", "opponent", "each"]
"""Who does it: the ability's controller, the opponent, or each player (the controller first)."""
Zone = Literal["sector", "play", "fleet", "discard", "elsewhere"]
"""Where cards are looked for: ``sector`` the sector being fought over (ships: the fleet area; the
default), ``play`` every sector and fleet area, ``fleet`` the fleet areas only, ``discard`` the
discard pile (a card there is not in play: only returning and infiltrating reach it); added later:
``elsewhere`` the sectors other than the one being fought over ("one of your units in another sector")."""


class Node(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


# ---------------------------------------------------------------- amounts


class Number(Node):
    """A printed number."""

    kind: Literal["number"] = "number"
    value: int = Field(ge=0, le=99)


class D6(Node):
    """Roll (discard the top card of your deck, read its die) when resolved; the die is the amount."""

    kind: Literal["d6"] = "d6"


class X(Node):
    """The value of X: given by ``Ability.x`` or, when that is None, chosen by the player
    before paying costs (a free X)."""

    kind: Literal["x"] = "x"


class Count(Node):
    """"For each ...": the number of cards matching the description, counted when the effect
    resolves (``zone``: where they are counted; ``owner``: whose), times ``per``
    ("+1 armor for each Vehicle unit you have in this sector")."""

    kind: Literal["count"] = "count"
    owner: Owner = "own"
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list["Filter"] = Field(default_factory=list)
    zone: Zone = "sector"
    per: int = Field(default=1, ge=1, le=9)
    every: int = Field(default=1, ge=1, le=9)
    """Added later (issue 24, g13b): "for every 2 Vehicle units you have here" / «за каждые 2 твоих отряда
    техники»: the cards are counted in whole groups of ``every`` (the count divided by it, rounded down)."""
    other: bool = False
    """"for each other Infantry unit of yours": the card the ability is printed on is not counted."""
    max: int | None = Field(default=None, ge=1, le=99)
    """"..., to a maximum of 2": the amount (``per`` times the count) is never above ``max``."""
    destroyed: bool = False
    """"for each enemy unit destroyed in this battle": the cards destroyed in the current battle are
    counted (wherever they are now), not the cards in ``zone``."""

    @field_validator("filters", mode="after")
    @classmethod
    def _order(cls, value):
        return canonical_filters(value)


CommandType = Literal["WA", "T", "R", "M", "E"]
"""The type of a card's command line (its die colour): "an event" is a card whose command line is an E."""


class CardsIn(Node):
    """"For each card in your hand", "for each event in it": the number of cards in ``player``'s
    ``zone`` (hand, deck or discard pile), counted when the effect resolves; ``command``: only the cards
    whose command line is of that type; times ``per``."""

    kind: Literal["cards_in"] = "cards_in"
    player: Player = "you"
    zone: Literal["hand", "deck", "discard"] = "hand"
    command: CommandType | None = None
    per: int = Field(default=1, ge=1, le=9)
    every: int = Field(default=1, ge=1, le=9)
    """Added later (issue 24, g13b): "for every 3 cards in your command hand": whole groups of ``every``."""


class ThatMany(Node):
    """"That many": the number of cards the nearest earlier effect of the ability moved (shuffled into
    the deck, discarded), known when this effect resolves ("Shuffle your hand into your deck, then draw
    that many cards.")."""

    kind: Literal["that_many"] = "that_many"
    plus: int = Field(default=0, ge=-6, le=6)
    """Added later (g7): "1 card fewer than he discarded" / «на 1 карту меньше, чем сбросил» is -1 (never
    below 0 when counted)."""


class StatOf(Node):
    """"for each flag it has": ``per`` times the current ``stat`` of a named card (``of``: this card,
    the attacking / defending / blocking card of the war action, the reaction's trigger card),
    read when the effect resolves (0 when there is no such card); ``max`` as in :class:`Count`."""

    kind: Literal["stat"] = "stat"
    of: Literal["this", "attacking", "defending", "blocking", "trigger", "target"]
    """Added later (issue 24, g10): ``target``, the one card the effect itself chooses ("Any unit gets +1
    armor for each flag it has.")."""
    stat: Stat
    per: int = Field(default=1, ge=1, le=9)
    max: int | None = Field(default=None, ge=1, le=99)


Amount = Annotated[Union[Number, D6, X, Count, CardsIn, ThatMany, StatOf], Field(discriminator="kind")]
TestValue = Annotated[Union[Number, X], Field(discriminator="kind")]


# ---------------------------------------------------------------- filters


class KeywordFilter(Node):
    """The card has this keyword (compared with ``Card.has_keyword``: either language, folded).
    ``keyword`` is the English keyword when the lexicon knows it, else the word as written."""

    filter: Literal["keyword"] = "keyword"
    keyword: str = Field(min_length=1)
    negate: bool = False


class FlagsFilter(Node):
    """Flagged (one or more flags) or flagless (no flag) card."""

    filter: Literal["flags"] = "flags"
    flagged: bool


class StateFilter(Node):
    """The card is ready, locked or charging."""

    filter: Literal["state"] = "state"
    state: State


class StateNot(Node):
    """The card is not in ``state`` (g16b: "that is not charging", «который не наступает»): a card in play is
    in one position of three (ready, locked, charging), so "not charging" is ready or locked."""

    filter: Literal["not_state"] = "not_state"
    state: State


class StatFilter(Node):
    """The card's current ``stat`` compared with ``value`` (``le``: value or less)."""

    filter: Literal["stat"] = "stat"
    stat: Stat
    cmp: Comparison
    value: int = Field(ge=0, le=99)


class StatThan(Node):
    """The card's current ``stat`` compared (``cmp``) with the same statistic of a card the text names
    (``of``: this card, the attacking / defending / blocking card of the war action, the reaction's
    trigger card): "with speed lower than this unit's speed" (``lt``), "with the same or lower armor
    than the attacking unit" (``le``). False when there is no such card."""

    filter: Literal["stat_than"] = "stat_than"
    stat: Stat
    cmp: Comparison
    of: Literal["this", "attacking", "defending", "blocking", "trigger"]
    their: Stat | None = None
    """Added later (issue 24, g17d): the named card's other statistic it is compared with ("whose armor is
    lower than the assaulting unit's assault" / «чья броня меньше штурма атакующего отряда»); None: the same."""

    @model_validator(mode="after")
    def _their_differs(self):
        if self.their is not None and (self.their == self.stat or self.cmp not in ("lt", "gt")):
            raise ValueError("a card's statistic is compared with the same statistic of another")
        return self


class RoleFilter(Node):
    """The card is not (``negate``) / is one of the cards the current war action names in ``roles``
    ("one enemy ready unit that is neither the attacking nor the defending unit")."""

    filter: Literal["role"] = "role"
    roles: list[Literal["attacking", "defending", "blocking"]] = Field(min_length=1, max_length=3)
    negate: bool = True

    @field_validator("roles", mode="after")
    @classmethod
    def _sorted(cls, value):
        order = ["attacking", "defending", "blocking"]
        if len(set(value)) != len(value):
            raise ValueError("a role is named twice")
        return sorted(value, key=order.index)


class StatX(Node):
    """Added later (issue 24, g10): the card's current ``stat`` compared (``cmp``) with the ability's X
    ("Lock all enemy units with speed less than X. X = the highest speed among your units in this
    sector." / «… скорость которых меньше Х»). Read where the ability's cards are found, once X is
    known: of every card of a kind ("all"), with X defined by the ability."""

    filter: Literal["stat_x"] = "stat_x"
    stat: Stat
    cmp: Comparison


class TypeFilter(Node):
    """Added later (issue 24, g16): the card is of one of ``types``, said after "versus" ("+3 firepower
    vs. Assets" / «+3 к огневой мощи против ресурсов»: the change counts while the card fights an asset)."""

    filter: Literal["type"] = "type"
    types: list[Literal["unit", "asset", "ship"]] = Field(min_length=1, max_length=3)


def versus_types(filters) -> tuple[list[str], list]:
    """(the kinds of card a versus description names, its other filters): ``(["unit"], filters)``
    unless it holds a :class:`TypeFilter`."""
    kinds = [f for f in filters if isinstance(f, TypeFilter)]
    return (list(kinds[0].types) if kinds else ["unit"]), [f for f in filters if not isinstance(f, TypeFilter)]


Filter = Annotated[Union[KeywordFilter, FlagsFilter, StateFilter, StateNot, StatFilter, RoleFilter, StatThan, StatX, TypeFilter],
                   Field(discriminator="filter")]


def _filter_rank(f) -> int:
    if isinstance(f, StateFilter):
        return 0
    if isinstance(f, FlagsFilter):
        return 1
    if isinstance(f, KeywordFilter):   # "unique" is printed as an adjective, before other keywords
        return 4 if f.negate else (1.5 if f.keyword == "Unique" else 2)
    if isinstance(f, RoleFilter):
        return 5
    return 3


def canonical_filters(filters: list) -> list:
    """Filters in their canonical order (state, flags, unique, keyword, stat, negated keyword;
    keywords by name, otherwise as given): both languages stack them differently ("Iron Warriors
    Vehicle units" / «отряды техники Железных Воинов»), so equal descriptions give equal IR."""
    return sorted(filters, key=lambda f: (_filter_rank(f), *_keyword_key(f)))


def _keyword_key(f) -> tuple:
    """g18a (issue 24): keywords the lexicon knows by name, then names it does not know ("Loyalist" /
    «Лоялисты») as given: a name sorts differently in each language, so by name the two would differ."""
    if not isinstance(f, KeywordFilter):
        return (0, "")
    from heresy_app.abilities.lexicon import keyword_en

    return (0, f.keyword) if keyword_en(f.keyword) is not None else (1, "")


class Described(Node):
    """A node holding ``filters``; they are kept in canonical order (all must hold)."""

    @field_validator("filters", mode="after", check_fields=False)
    @classmethod
    def _order(cls, value):
        return canonical_filters(value)


# ---------------------------------------------------------------- targets


class ThisCard(Node):
    """The card the ability is printed on (for a command line: nothing; never used there)."""

    ref: Literal["this"] = "this"


class BlockingUnit(Node):
    """The unit that blocked in the current war action: "the blocking unit" (``choice`` false: no
    effect when none blocked) or "any blocking unit" (``choice`` true: a choice among the units that
    block, so the ability cannot be used when none does)."""

    ref: Literal["blocking"] = "blocking"
    choice: bool = False


class AttackingCard(Node):
    """The attacking card of the current war action."""

    ref: Literal["attacking"] = "attacking"
    attack: Literal["shooting", "assault"] | None = None
    """Added later (issue 24, g17b): named by its attack ("the shooting unit" / «стреляющий отряд», "the
    assaulting unit"): that card only while the attack under way is of that kind; no card otherwise."""


class DefendingCard(Node):
    """The defending card of the current war action."""

    ref: Literal["defending"] = "defending"
    attack: Literal["shooting", "assault"] | None = None
    """Added later (issue 24, g17b): named by the attack on it ("the unit shot at" / «обстреливаемый
    отряд», "the assaulted unit"): that card only while the attack under way is of that kind."""


class TriggerCard(Node):
    """"That unit": the card named by the reaction's trigger."""

    ref: Literal["trigger"] = "trigger"


class RevealedCard(Node):
    """"It" / "that card" after a reveal or a look at the top of a deck: the card (or cards) the
    nearest earlier :class:`Reveal` or :class:`LookTop` of the same ability showed, while it is still
    where it was shown ("Reveal the top card of your deck. If it is a unit, put it into your hand.")."""

    ref: Literal["revealed"] = "revealed"


class ChosenCard(Node):
    """"It" / "that unit" / "each of them" after a choice: the card or cards chosen by the nearest
    earlier effect of the same ability that chose cards ("Ready one of your units. It cannot block
    this war action."; "One of your units gets +1 speed and cannot be blocked"). The engine
    remembers the choice; when those cards have left play, the effect does nothing to them.
    ``scope``: "they" after an effect on all cards of a kind ("Ready all your locked units. They cannot
    charge this battle."): the cards that effect changed, as the engine found them then."""

    ref: Literal["chosen"] = "chosen"
    scope: bool = False


class PaidCard(Node):
    """Added later (issue 24, g17b): "the locked unit" / «повернутый отряд»: the card (or cards) the
    ability's cost locked ("T Lock another one of your units: The locked unit becomes the new defending
    unit."); it needs a :class:`LockUnits` cost."""

    ref: Literal["paid"] = "paid"


class Choose(Described):
    """Cards picked by the ability's controller when it is used.

    ``quantity``: ``exactly`` ``count`` cards (one card is ``exactly`` 1; impossible choice = the
    ability cannot be used), ``up_to`` ``count`` (zero or more), or ``all`` (no choice; ``count``
    is None). ``owner`` and ``types`` restrict the cards, ``filters`` must all hold. ``count`` may
    be ``X`` ("Lock X enemy units", "Lock up to X enemy units"): X is known before the cards are
    chosen, and when fewer cards can be chosen, all of them are (rules term.x.count).
    """

    ref: Literal["choose"] = "choose"
    quantity: Literal["exactly", "up_to", "all"] = "exactly"
    count: Annotated[int, Field(ge=1, le=99)] | X | None = 1
    owner: ChooseOwner = "any"
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)
    alt: list[Alt] = Field(default_factory=list, max_length=3)
    zone: Zone = "sector"
    other: bool = False
    """"Your other units": the card the ability is printed on is left out."""

    @model_validator(mode="before")
    @classmethod
    def _count_for_quantity(cls, data):
        if isinstance(data, dict):
            if data.get("quantity") == "all":
                data = {**data, "count": None}
            elif data.get("count", 1) is None:
                raise ValueError("a count is needed unless the quantity is 'all'")
        return data



class Alt(Described):
    """One more kind of card a :class:`Choose` accepts ("one asset or Vehicle unit": an asset, or a
    unit with Vehicle): a card matches the choice when it matches the choice's own ``types`` and
    ``filters`` or those of one of its alternatives."""

    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)


Target = Annotated[
    Union[ThisCard, BlockingUnit, AttackingCard, DefendingCard, TriggerCard, ChosenCard, Choose, RevealedCard, PaidCard],
    Field(discriminator="ref"),
]
