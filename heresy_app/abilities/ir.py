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


Filter = Annotated[Union[KeywordFilter, FlagsFilter, StateFilter, StatFilter, RoleFilter, StatThan, StatX, TypeFilter],
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


class _Described(Node):
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


class Choose(_Described):
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



class Alt(_Described):
    """One more kind of card a :class:`Choose` accepts ("one asset or Vehicle unit": an asset, or a
    unit with Vehicle): a card matches the choice when it matches the choice's own ``types`` and
    ``filters`` or those of one of its alternatives."""

    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)


Target = Annotated[
    Union[ThisCard, BlockingUnit, AttackingCard, DefendingCard, TriggerCard, ChosenCard, Choose, RevealedCard, PaidCard],
    Field(discriminator="ref"),
]


# ---------------------------------------------------------------- costs


class Test(Node):
    """Roll; the cost is paid either way, but the effects happen only when the die is
    ``value`` or more (``X``: see ``Ability.x``)."""

    cost: Literal["test"] = "test"
    value: TestValue


class LockThis(Node):
    """Lock the card the ability is printed on (it must not be locked already)."""

    cost: Literal["lock_this"] = "lock_this"


class LockUnits(_Described):
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
class DestroyUnits(_Described):
    """Destroy ``count`` of your own units in the battle's sector in ``state`` (``any``: whatever their
    position) that match ``filters`` ("Destroy one of your other Infantry units in this sector",
    «Уничтожь другой свой отряд пехоты в этом секторе»); ``other``: never the card the ability is printed on."""

    cost: Literal["destroy_units"] = "destroy_units"
    count: int = Field(ge=1, le=99)
    state: Literal["ready", "charging", "locked", "any"] = "any"
    filters: list[Filter] = Field(default_factory=list)
    other: bool = False


class DiscardKind(_Described):
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


# ---------------------------------------------------------------- effects


class Draw(Node):
    """``player`` draws ``count`` cards (into the command hand during a battle)."""

    op: Literal["draw"] = "draw"
    count: Amount
    player: Players = "you"


class Discard(Node):
    """``player`` discards ``count`` cards from hand; fewer if the hand is smaller (never prevents
    use). ``chooser``: the cards are chosen by the player who discards (``discarder``, "of their
    choice"), by the other player (``other``, "of your choice", who sees that hand to choose), or
    at random (``random``)."""

    op: Literal["discard"] = "discard"
    count: Amount
    player: Players = "opponent"
    chooser: Literal["discarder", "other", "random"] = "discarder"
    whole: bool = False
    """"Discards their hand": every card of it (``count`` is then 1 and means nothing)."""
    command: CommandType | None = None
    """Only cards whose command line is of this type ("1 card with a T command line of your choice");
    fewer when the hand holds fewer such cards."""

    @model_validator(mode="after")
    def _whole_hand(self):
        if self.whole and (self.count != Number(value=1) or self.chooser != "discarder" or self.command):
            raise ValueError("a whole hand is discarded without a number or a chooser")
        return self


class LookAtHand(Node):
    """``player``'s hand is shown to the ability's controller (the log names its cards)."""

    op: Literal["look"] = "look"
    player: Player = "opponent"


class Mill(Node):
    """``player`` discards the top ``count`` cards of their deck."""

    op: Literal["mill"] = "mill"
    count: Amount
    player: Players = "opponent"


class Destroy(Node):
    """Destroy the target cards (in play only; to their owner's discard pile)."""

    op: Literal["destroy"] = "destroy"
    target: Target


class Lock(Node):
    """Lock the target cards (already locked cards stay locked)."""

    op: Literal["lock"] = "lock"
    target: Target


class Ready(Node):
    """Ready the target cards (a readied charging unit stops charging)."""

    op: Literal["ready"] = "ready"
    target: Target


class Charge(Node):
    """Put the target cards into the charging position (locked ones are not affected)."""

    op: Literal["charge"] = "charge"
    target: Target


class StatChange(Node):
    """One more change of a :class:`ModifyStat` ("+2 assault and +1 armor")."""

    stat: Stat
    sign: Sign = 1
    amount: Amount


class ModifyStat(Node):
    """The target gets ``sign`` × ``amount`` to ``stat`` until the end of ``duration``, and each
    change in ``more`` too (one clause, one target: "+2 assault and +1 armor").
    In a constant ability it holds while the card is in play. ``d6`` is rolled once when the
    effect resolves; ``X`` as in ``Ability.x``. A constant ability may print the change alone
    ("+1 armor."): its target is then this card. ``versus``: the changes count only while the
    target attacks, or is attacked by, a card with that keyword ("T: Any unit gets +2 firepower
    versus Vehicles." / «... против техники»; rules: term.versus, abilities.versus-timed)."""

    op: Literal["modify"] = "modify"
    target: Target
    stat: Stat
    sign: Sign = 1
    amount: Amount
    duration: Duration = "war_action"
    more: list[StatChange] = Field(default_factory=list, max_length=4)
    versus: str | None = Field(default=None, min_length=1)
    versus_this: bool = False
    """Added later: the changes count only while the target attacks, or is attacked by, the card the
    ability is printed on ("Enemy locked units get -1 armor versus this unit." / «... против этого
    отряда»)."""

    versus_attack: Literal["shooting", "assault", "special_assault"] | None = None
    """Added later (issue 24, g2): the changes count only while the target is the attacking or the
    defending card of an attack of that kind ("+1 armor versus shooting" / «+1 к броне против
    стрельбы», "against assaults", "versus special assaults")."""

    versus_cards: list[Filter] = Field(default_factory=list, max_length=4)
    """Added later (issue 24, g8): the changes count only while the target attacks, or is attacked by,
    a card of this description, not one keyword alone: a state, flags, a stat or several keywords
    ("+1 assault versus locked units" / «+1 к штурму против повернутых отрядов», "versus flagless
    Vehicles"). A description that is one keyword alone is kept in ``versus``, so one meaning has one
    form. Filters in canonical order."""

    @field_validator("versus_cards", mode="after")
    @classmethod
    def _versus_order(cls, value):
        return canonical_filters(value)

    @model_validator(mode="after")
    def _one_versus(self):
        if self.versus_cards and (self.versus is not None or self.versus_this or self.versus_attack is not None):
            raise ValueError("a change counts versus one description of cards")
        if any(isinstance(f, RoleFilter) for f in self.versus_cards):
            raise ValueError("a change versus a role is not read")
        if (len(self.versus_cards) == 1 and isinstance(self.versus_cards[0], KeywordFilter)
                and not self.versus_cards[0].negate):
            raise ValueError("versus one keyword is kept in 'versus'")
        if self.versus_attack is not None and (self.versus is not None or self.versus_this):
            raise ValueError("a change counts versus a kind of attack or versus cards, not both")
        if self.versus is not None and self.versus_this:
            raise ValueError("a change counts versus a keyword or versus this card, not both")
        if self.versus_this and isinstance(self.target, ThisCard):
            raise ValueError("this card does not fight itself")
        return self


class Damage(Node):
    """Deal ``amount`` damage to the target cards, outside any attack: a unit or asset whose current
    armor is ``amount`` or less is destroyed, otherwise the damage is removed at once. It is not an
    attack, so it never triggers counter-attack (rules: battle.damage.by-ability). Ships, which have
    no armor, are not affected."""

    op: Literal["damage"] = "damage"
    target: Target
    amount: Amount


class Return(Node):
    """The target cards leave play for their owner's hand (``hand``), or the top (``deck_top``) or
    the bottom (``deck_bottom``) of their owner's deck, face down; they are not destroyed (rules:
    term.return)."""

    op: Literal["return"] = "return"
    target: Target
    to: Literal["hand", "deck_top", "deck_bottom", "discard"] = "hand"
    """Added later: a card shown on top of a deck (:class:`RevealedCard`) goes from there to the hand
    of the ability's player (``hand``), the bottom or the top of that deck, or its owner's discard
    pile (``discard``, only such a card: :class:`Ability` checks it)."""


class KeywordLine(Node):
    """A bold keyword printed alone in the ability box ("Counter-attack." / «Контратака.»): a
    constant giving this card ``keyword`` (the English keyword when the lexicon knows it). The
    keyword's rule applies as if it were printed in the keyword line (Counter-attack, Unique); any
    other keyword is only something other cards refer to."""

    op: Literal["keyword"] = "keyword"
    keyword: str = Field(min_length=1)


class Restriction(Node):
    """A restriction: ``unblockable`` ("This unit cannot be blocked." / «Этот отряд не может быть
    заблокирован.»; with ``keyword``: only units with that keyword cannot block it), ``unshootable``
    ("This unit cannot be the target of shooting."): no unit may shoot it. The engine honours them
    where blockers and targets of a shot are chosen (rules: abilities.restriction, our
    clarification). Printed as a constant it is this card's while it is in play (``target`` and
    ``duration`` unset); given by a typed ability ("T: One of your units cannot be the target of
    shooting until the end of the battle.") it falls on ``target`` for ``duration``, the war action
    when the text names none (rules: abilities.tactic). Added later: ``no_block`` (the cards cannot
    block), ``no_charge``, ``no_shoot``, ``no_assault`` (they cannot charge, shoot, assault),
    ``no_lock`` (they cannot be locked by an ability), ``no_destroy`` (they cannot be destroyed, by
    any means: damage, abilities, attacks, but not a retreat; ``no_destroy_shooting`` / ``_assault`` /
    ``_ability``: not by that means, with ``enemy_only``: not by an ability of their owner's opponent),
    ``untargetable`` (no ability may choose them;
    ``enemy_only``: no ability of their owner's opponent). A constant may give one to a scope of
    cards ("Enemy units in this sector cannot charge."): ``target`` is then a :class:`Choose` of
    all such cards, ``duration`` unset."""

    op: Literal["restriction"] = "restriction"
    rule: Literal["unblockable", "unshootable", "no_block", "no_charge", "no_shoot", "no_assault", "no_lock",
                  "untargetable", "no_destroy", "unassaultable", "no_ready", "no_overrun",
                  "block_any_speed", "no_destroy_shooting", "no_destroy_assault", "no_destroy_ability",
                  "no_infiltrate", "overrun_any", "overrun_asset", "unblockable_shooting", "unblockable_assault",
                  "block_uncharged", "block_as_speed", "block_speed_plus", "charge_assault", "charge_shoot",
                  "no_use", "unaffected", "no_deploy", "enter_locked"]
    """g17c (issue 24): ``unaffected`` — no ability (of ``source``; ``enemy_only``: of the card's owner's
    opponent) may affect the cards, by choosing them or not ("Enemy ships cannot affect cards in this
    sector."); ``no_deploy`` — a constant's, like ``no_infiltrate``: no such card may be deployed into the
    sector of the card printing it ("Titans cannot be deployed into this sector."); ``enter_locked`` — a
    constant's: such cards infiltrated into that sector enter it locked instead of ready ("Enemy units
    infiltrated into this sector enter it locked.").
    g12: ``no_use``: the cards cannot use their abilities (of ``source``'s kinds: "Psykers in this sector
    cannot use WA abilities.")."""
    keyword: str | None = Field(default=None, min_length=1)
    target: Target | None = None
    duration: Duration | None = None
    enemy_only: bool = False
    by: Choose | None = None
    """Added later: who may not do it to the target, as a description (a :class:`Choose` of ``all``):
    "cannot be blocked by units with 2 or more flags" (``unblockable``; "Enemy flagless units cannot
    block this unit" is read as "this unit cannot be blocked by enemy flagless units"), "cannot be
    shot at by ..." (``unshootable``; "enemy units cannot shoot at your flagless units" is read from
    the side of the flagless units), "cannot be assaulted by ..." (``unassaultable``). A description
    that is one keyword alone is kept in ``keyword`` ("by Vehicles"), so one meaning has one form.
    ``unassaultable``: no unit (of ``by``) may declare an assault on it (special assaults name no
    card to assault, so they are not barred)."""
    speed: int | None = Field(default=None, ge=0, le=9)
    """Added later (issue 24, g6), for ``block_as_speed`` only, a permission: the unit may block a shot
    as if its speed were this number ("This unit may block shooting as if its speed were 4."): it
    blocks a shooter slower than that (or than its own speed), never when locked."""
    times: int | None = Field(default=None, ge=2, le=9)
    """Added later (issue 24, g6), for ``overrun_any`` only: the unit may make up to this many overruns
    in one war action, not any number ("This unit may make up to 2 overruns in each war action.")."""
    turn_end: bool = False
    """Added later, for ``no_ready`` only: not readied at the end of the turn (ships' readying; rules:
    turn.end), by that alone ("enemy ships are not readied at the end of the turn")."""
    source: AbilitySource | None = None
    """Added later, for ``untargetable`` and ``no_ready``: which abilities may not do it ("the target
    of enemy tactics", "of special assaults", "of ship abilities"; "cannot be readied by
    abilities"). ``no_ready`` without a source: not readied by anything (abilities, the end of a
    battle). ``no_overrun``: the card cannot overrun (rules: battle.assault.overrun).
    ``block_any_speed``, the one rule change that allows rather than forbids: the unit may block a
    shot whatever its speed and the shooter's ("This unit can block shooting regardless of speed.";
    it must still be able to block otherwise: not locked; rules: battle.blocking). ``no_infiltrate``
    (a constant's, ``target`` the kind of card): no such card may be infiltrated into the sector of
    the card printing it ("Your opponent cannot infiltrate units into this sector."). ``overrun_any``
    (issue 24, g2), a permission too: the unit may overrun again after an overrun, any number of times
    in one war action ("This unit may overrun any number of times per war action."). ``overrun_asset``
    (issue 24, g6), a permission: the unit may overrun after its assault destroys an asset too, not
    only a unit ("This unit may overrun after destroying an asset."). ``unblockable_shooting`` /
    ``unblockable_assault`` (g6): this card's shots / assaults cannot be blocked, its other attacks can
    ("This unit's shooting cannot be blocked." / «Стрельбу этого отряда нельзя заблокировать»).
    ``block_speed_plus`` (g11), a permission: the unit blocks shots as if its speed were ``speed`` more
    ("Your Ultramarines units block as if they had +1 speed."). ``charge_assault`` / ``charge_shoot``
    (g11), permissions: after the unit charges, in the same war action, it may assault / shoot ("This
    unit may charge and assault in the same war action.").
    ``block_uncharged`` (g6), a permission: the unit may block assaults even when it is not charging
    (still not when locked): "This unit may block assaults even if it is not charging." """

    @model_validator(mode="after")
    def _keyword_only_for_blocking(self):
        if self.keyword is not None and self.rule != "unblockable":
            raise ValueError("only 'cannot be blocked by ...' names a keyword")
        if self.by is not None and (self.rule not in ("unblockable", "unshootable", "unassaultable",
                                                      "unblockable_shooting", "unblockable_assault")   # g16
                                    or self.keyword is not None or self.by.quantity != "all"):
            raise ValueError("only 'cannot be blocked / shot at / assaulted by ...' names who may not")
        if (self.speed is not None) != (self.rule in ("block_as_speed", "block_speed_plus")):
            raise ValueError("only 'may block shooting as if its speed were N' names a speed")
        if self.times is not None and self.rule != "overrun_any":
            raise ValueError("only 'may make up to N overruns' names a number of times")
        if self.source is not None and self.rule not in ("untargetable", "no_ready", "no_destroy_ability", "no_lock",
                                                          "no_use", "unaffected"):   # g17c: unaffected
            raise ValueError("only 'cannot be the target of ...', 'cannot be readied by ...' and 'cannot be "
                             "destroyed by ...' name abilities")
        if self.turn_end and (self.rule != "no_ready" or self.source is not None or self.enemy_only):
            raise ValueError("only 'not readied at the end of the turn' names the end of the turn")
        if self.rule == "no_ready" and self.enemy_only and self.source is None:
            raise ValueError("'by enemy abilities' names abilities")
        if self.rule in ("no_infiltrate", "no_deploy", "enter_locked") and not (isinstance(self.target, Choose) and self.target.quantity == "all"
                                                 and self.duration is None):
            # "Units cannot be infiltrated into this sector.": a constant's, for the sector of its card
            raise ValueError("only a constant bars a kind of card from being infiltrated into its sector")
        return self


class AbilitySource(Node):
    """Which abilities a restriction names: of ``kinds`` (none: any kind; "tactics" is T, "special
    assaults" A), printed on cards of ``types`` (none: any card or command line; "ship abilities":
    ship)."""

    kinds: list[Literal["WA", "T", "R", "M", "A", "E"]] = Field(default_factory=list, max_length=6)
    types: list[Literal["unit", "asset", "ship"]] = Field(default_factory=list, max_length=3)


class SectorRule(Node):
    """A change to a rule of the game for the battles of one sector, or of every sector (rules:
    abilities.rule-change, our clarification). ``what`` the rule speaks of — a keyword's rule
    (``counter_attack``), a part of an attack (``overrun``; ``shooting``, ``assault``,
    ``special_assault``: the attacks of that kind), the abilities of a kind (``abilities``, which by
    ``source``: "ship abilities", "tactics"), a player's command hand (``command_hand``); ``how`` it
    changes — ``no_effect`` ("Counter-attack has no effect in this sector."), ``no_damage`` ("Overrun
    deals no damage in this sector."), ``unblockable`` ("Shooting in this sector cannot be blocked."),
    ``cannot_use`` ("Ship abilities cannot be used during battles for this sector."), ``more``
    ("The attacker draws 1 more card for their command hand in battles for this sector.": ``player``
    by role, ``amount``); ``where`` — ``sector``, the sector of the card printing it (a sector card's
    own, a card's in play the one it is in, a typed ability's the battle's), or ``all``, every sector;
    ``duration`` — a typed ability's, how long it lasts (a constant's holds while its card does)."""

    op: Literal["sector_rule"] = "sector_rule"
    what: Literal["counter_attack", "overrun", "shooting", "assault", "special_assault", "abilities", "command_hand",
                  "first_action", "capture", "retreat"]
    how: Literal["no_effect", "no_damage", "unblockable", "cannot_use", "more", "fewer", "size", "declares", "only_if",
                 "barred", "ties", "at_most"]
    """Added later (issue 24, g17c): ``abilities`` x ``at_most``: ``player`` plays at most ``amount`` command
    cards (of ``source``'s kinds) in each war action ("Your opponent cannot play more than one tactic during
    each war action.")."""
    """Added later (issue 24, g17c): ``capture`` x ``ties``: when both players have as many flags in the
    sector, ``player`` captures it, given the flags the sector needs ("If both players have the same number of
    flags in this sector, the defender captures it, provided they have enough flags.")."""
    """Added later (issue 24, g16): ``retreat`` x ``barred``: no retreat from the sector's battles ("No retreating
    from this sector.", "Your opponent cannot retreat from this sector."; ``player``: only that one's, none:
    anyone's)."""
    """Added later (issue 24, g12): ``first_action`` x ``declares``: ``player`` declares the first war action
    of the battles ("In battles for this sector, the defender declares the first war action.")."""
    """Added later (issue 24, g10): a command hand's ``fewer`` cards ("draws 1 fewer card for his command
    hand") or its ``size`` instead of the rulebook's six ("draws 5 cards for his command hand instead of 6")."""
    source: AbilitySource | None = None
    need: "CountAtLeast | None" = None
    """g12: ``capture`` x ``only_if``: the sector is captured only by a player who has these cards in it ("A
    player can capture this sector only if he has at least 1 flagged Infantry unit in it."; ``owner`` own:
    the capturing player's)."""
    player: Literal["attacker", "defender", "each", "you", "opponent"] | None = None
    """``you`` / ``opponent`` (added later, g10): the player of the card printing it (a card's constant, a
    preparation ability: "During preparation, draw 1 additional card for your command hand.") or the other.
    With ``abilities`` (g9): only that player's abilities cannot be used ("Your opponent cannot play
    reactions while this unit is attacking."; ``attacker`` / ``defender`` by role; none: anyone's)."""
    amount: int | None = Field(default=None, ge=1, le=9)
    where: Literal["sector", "all"] = "sector"
    duration: Duration | None = None

    @model_validator(mode="after")
    def _what_and_how(self):
        fits = {"counter_attack": ("no_effect",), "overrun": ("no_damage",), "shooting": ("unblockable",),
                "assault": ("unblockable",), "special_assault": ("unblockable",), "abilities": ("cannot_use", "at_most"),
                "command_hand": ("more", "fewer", "size"), "first_action": ("declares",),
                "capture": ("only_if", "ties"), "retreat": ("barred",)}[self.what]   # g17c: ties
        if self.how not in fits:
            raise ValueError(f"'{self.what}' cannot be changed as '{self.how}'")
        if self.how == "at_most":   # g17c: whose plays, how many a war action; a constant's
            if self.player is None or self.amount is None or self.duration is not None or (
                    self.source is not None and self.source.types):
                raise ValueError("a limit on plays names whose, how many command cards and of which kinds")
            return self
        if self.how == "ties":   # g17c: one player, by role or by the printing card's player; a constant's
            if self.player in (None, "each") or self.need is not None or self.amount is not None or self.duration:
                raise ValueError("one player captures a sector when the flags are tied")
            return self
        if (self.need is not None) != (self.what == "capture"):   # g12: a capture's condition, and only there
            raise ValueError("a capture's condition names the cards its player must have")
        if self.what == "capture":
            if self.player is not None or self.amount is not None or self.duration is not None:
                raise ValueError("a capture's condition is a constant's, of whichever player captures")
            return self
        if self.what == "first_action":   # g12: one player, by role or by the printing card's player
            if self.player in (None, "each") or self.amount is not None or self.duration not in (None, "battle"):
                raise ValueError("one player declares the first war action of a battle")
            return self
        if self.source is not None and self.what != "abilities":
            raise ValueError("only a rule about abilities names which abilities")
        if self.what == "abilities" and self.amount is None and self.player in ("you", "opponent", "attacker", "defender"):
            pass   # g9: "Your opponent cannot play reactions (in this sector)": whose abilities
        elif (self.player is None or self.amount is None) != (self.what != "command_hand"):
            raise ValueError("a command hand's change names whose hand and how many cards")
        if self.what == "command_hand" and self.duration not in (None, "battle"):
            raise ValueError("a command hand's size is a constant's change, or a preparation ability's for the battle")
        return self


class Versus(Node):
    """Constant: this card gets +``amount`` ``stat`` while it attacks, or is attacked by, a card
    with ``keyword`` (rules: versus)."""

    op: Literal["versus"] = "versus"
    stat: Stat
    amount: int = Field(ge=1, le=99)
    keyword: str = Field(min_length=1)


class SetStat(Node):
    """Constant (issue 24, g2): this card's printed ``stat`` is ``amount`` instead, counted as the
    game stands ("This unit's firepower is equal to the number of cards in your hand." / «Огневая мощь
    этого отряда равна количеству карт в твоей руке.»); changes for a time are added to it as to a
    printed number."""

    op: Literal["set_stat"] = "set_stat"
    target: Target
    """Added later (issue 24, g6): a scope of every card of a kind ("Each of your flagless units in this
    sector counts as having 1 flag.", "Enemy Vehicles in this sector give no flags.": ``flags`` set to
    a number), each card's printed number being that instead."""
    stat: Stat
    amount: Amount
    duration: Duration | None = None
    """Added later (issue 24, g10): a typed ability's flags as counted, for a time ("E: Enemy Vehicles in
    this sector give no flags.", "T: One of your flagless units counts as having 1 flag until the end of
    the battle."): the cards count as having that number of flags until the end of ``duration`` (a
    constant's holds while its card is in play: None)."""


class DamageReduced(Node):
    """Constant (issue 24, g6): damage an attack of ``attack`` (``any``: every attack) deals to the
    target (this card, or every card of a constant's scope) is reduced by ``amount``, never below 0
    ("Damage dealt to this unit by shooting is reduced by 1." / «Повреждения от стрельбы по этому
    отряду уменьшаются на 1»). It changes the damage, not the armor: abilities that read the card's
    armor see the printed number."""

    op: Literal["damage_reduced"] = "damage_reduced"
    target: Target
    attack: Literal["shooting", "assault", "special_assault", "attacks", "any"] = "any"
    """``attacks``: shooting, assaults and special assaults ("by attacks"); ``any``: every damage, an
    ability's too ("Damage dealt to this unit is reduced by 1.")."""
    amount: int | None = Field(ge=1, le=9)
    """g21b: None — all such damage is prevented ("Prevent all damage to the defending unit this war action." /
    «Защищающийся отряд не получает повреждений в этой ВА»)."""
    duration: Duration | None = None
    """g21b (issue 24): a typed ability's reduction lasts until the end of ``duration`` (the war action when
    none is printed) on its target, any card it names ("T: Reduce the damage of this assault by 2." / «Т:
    Повреждения от этого штурма уменьшаются на 2»: the defending card, assaults); a constant's (None) falls on
    this card or every card of its scope while its card is in play."""



class SwapStats(Node):
    """Issue 24 (g11): the target's ``stats`` change places for ``duration`` ("T: Swap the firepower and
    armor of target unit." / «Т: Поменяй местами огневую мощь и броню любого отряда.»): each becomes
    what the other is as the effect resolves, as a change for that time (the difference added to one and
    taken from the other), so later changes add to the swapped numbers (our clarification). Typed
    abilities only."""

    op: Literal["swap_stats"] = "swap_stats"
    target: Target
    stats: list[Literal["firepower", "assault", "speed", "armor"]] = Field(min_length=2, max_length=2)
    duration: Duration = "war_action"

    @model_validator(mode="after")
    def _two_stats(self):
        if self.stats[0] == self.stats[1]:
            raise ValueError("a swap names two different stats")
        return self


class SwapBetween(Node):
    """Issue 24 (g13): one ``stat`` of two cards changes places for ``duration`` ("T: Swap the armor of the
    attacking unit and the defending unit." / «Т: Поменяй местами броню атакующего и защищающегося
    отрядов.»): each card's becomes what the other's is as the effect resolves, as a change for that time
    (as :class:`SwapStats`); nothing happens unless both cards are units in play. Typed abilities only."""

    op: Literal["swap_between"] = "swap_between"
    target: Target
    other: Target
    stat: Literal["firepower", "assault", "speed", "armor"]
    duration: Duration = "war_action"


class SwapPlaces(Node):
    """Issue 24 (g11): the target card and ``other`` change sectors ("During preparation, you may swap
    this unit with one of your units in another sector." / «… поменять этот отряд местами с одним из
    своих отрядов в другом секторе»): each goes to the sector the other was in, keeping its position,
    as a move (rules: term.move); nothing happens when either is gone or in a captured sector. ``other``
    is a choice of one card in another sector (``zone`` elsewhere) when ``target`` is in this one."""

    op: Literal["swap_places"] = "swap_places"
    target: Target
    other: Target

    @model_validator(mode="after")
    def _one_each(self):
        for t in (self.target, self.other):
            if isinstance(t, Choose) and (t.quantity != "exactly" or t.count != 1):
                raise ValueError("a swap of places is between two cards")
        if not any(isinstance(t, Choose) and t.zone == "elsewhere" for t in (self.target, self.other)):
            raise ValueError("a swap of places names a card in another sector")
        return self


class DamageBonus(Node):
    """Issue 24 (g11): the target deals ``amount`` more damage in attacks of ``attack`` ("Units with
    Counter-attack in this sector deal 1 extra damage when they counter-attack." / «… наносят при
    контратаке на 1 повреждение больше»): added where the damage is dealt (``counter_attack``: the
    damage a counter-attack deals back), not to the stat. A constant's falls on this card or every card
    of its scope (no ``duration``); a typed ability's on its target for ``duration``."""

    op: Literal["damage_bonus"] = "damage_bonus"
    target: Target
    attack: Literal["shooting", "assault", "counter_attack"]
    amount: int = Field(ge=0, le=9)
    duration: Duration | None = None
    double: bool = False
    """Added later (issue 24, g13): "This unit deals double damage when it counter-attacks." / «При
    контратаке этот отряд наносит двойные повреждения.»: the damage of such an attack is twice the stat
    it is dealt with (before any extra damage is added); ``amount`` is then 0."""

    @model_validator(mode="after")
    def _how_much(self):
        if self.double != (self.amount == 0):
            raise ValueError("extra damage is a number above 0, or double damage")
        return self


class BecomeDefending(Node):
    """The target becomes the defending unit of the attack under way (issue 24, g2): "T: This unit
    becomes the defending unit." / «Т: Этот отряд становится защищающимся отрядом.» A unit of the
    defending card's player in the battle's sector; the attack is made against it instead (rules:
    battle.blocking, abilities.tactic, our clarification). Only a tactic or a reaction, used while an
    attack is under way."""

    op: Literal["become_defending"] = "become_defending"
    target: Target


class CounterAttack(Node):
    """The target gains the Counter-attack keyword until the end of ``duration``."""

    op: Literal["counter_attack"] = "counter_attack"
    target: Target
    duration: Duration = "war_action"


class Infiltrate(_Described):
    """Put up to ``count`` of your cards matching ``types``/``filters`` from ``source`` into the
    current sector, ready (ships go to your fleet area). ``deck``: search it, then shuffle.
    Added later: ``discarded``, the cards this ability's costs (or an earlier effect) discarded, still in
    the discard pile ("Infiltrate one Infantry unit discarded this way."); ``top``, from among the top
    ``top`` cards of your deck, looked at as the effect resolves, the others then staying, going to the
    bottom or into the discard pile as ``rest`` says ("... from among the top 3 cards of your deck.
    Discard the rest."); ``revealed`` (g3b), the card a reveal just showed on top of the deck, while it
    is still there ("Reveal the top card of your deck. If it is a unit, infiltrate it." / «… внедри его»)."""

    op: Literal["infiltrate"] = "infiltrate"
    source: Literal["hand", "deck", "discard", "discarded", "top", "revealed"]
    count: int = Field(default=1, ge=1, le=99)
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)
    top: int | None = Field(default=None, ge=1, le=9)
    rest: Literal["keep", "bottom", "discard"] = "keep"
    locked: bool = False
    """g14: the cards come in locked ("Put 1 ship from your discard pile into your fleet area locked." /
    «Положи 1 корабль из своего сброса в свою зону флота повернутым.»); only ships are printed so."""

    @model_validator(mode="after")
    def _top_cards(self):
        if self.locked and (self.types != ["ship"] or self.source not in ("hand", "discard")):
            raise ValueError("a ship from your hand or discard pile is put into your fleet area locked")
        if (self.top is not None) != (self.source == "top"):
            raise ValueError("'from among the top N cards' says how many")
        if self.rest != "keep" and self.source != "top":
            raise ValueError("only the top cards looked at have a rest")
        return self


class Search(_Described):
    """Search your deck for up to ``count`` cards matching ``types``/``filters`` and put them into
    your hand, then shuffle the deck (rules: term.infiltrate.search). One card ("a card") must be
    taken when the deck holds one."""

    op: Literal["search"] = "search"
    count: int = Field(default=1, ge=1, le=99)
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)


class FlagChange(Node):
    """``player`` gets ``sign`` × ``amount`` flags in the current battle (counted when the
    winner of the sector is determined)."""

    op: Literal["flags"] = "flags"
    player: Players = "you"   # g7: "each" added ("Each player loses 1 flag": the controller first)
    sign: Sign = 1
    amount: Amount


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


# ---------------------------------------------------------------- triggers and conditions


class Trigger(_Described):
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
    by: Literal["shooting", "assault", "ability"] | None = None
    """How the event came about: by a shooting or an assault (overruns and counter-attacks
    included: the attack's kind), or by an ability ("locked by an enemy ability"; with
    ``by_enemy``: one the opponent uses)."""
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


class TriggerParty(_Described):
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


class CountAtLeast(_Described):
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


class CardIs(_Described):
    """A named card matches a description: ``of`` is this card, the attacking / defending / blocking
    card of the current war action, the reaction's trigger card, or the card an earlier effect chose
    ("Use only if it is a Vehicle", "if its armor is 2 or less", "if the defending unit is one of
    your Imperial Army units"). False when there is no such card."""

    pred: Literal["card_is"] = "card_is"
    of: Literal["this", "attacking", "defending", "blocking", "trigger", "chosen", "revealed"]
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


class MoreThan(_Described):
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


class AllAre(_Described):
    """Added later (g4b): every card ``owner`` has in the current sector matching ``types``/``filters``
    is ``state``, and there is at least one ("If all your units in this sector are locked" / «Если все
    твои отряды в этом секторе повернуты»). "None of your units are ready" is a :class:`CountAtLeast`
    of ready units that does not hold."""

    pred: Literal["all"] = "all"
    owner: Owner = "own"
    state: State
    types: list[CardKind] = Field(default_factory=lambda: ["unit"], min_length=1)
    filters: list[Filter] = Field(default_factory=list)


class OnlyOne(_Described):
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


class XCount(_Described, _XArith):
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


class XAmong(_Described, _XArith):
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


XDefinition = Annotated[Union[XStat, XCount, XDie, XCards, XFree, XAmong], Field(discriminator="x")]


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
    return isinstance(x, (XCount, XCards, XAmong)) or (
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

__all__ = [name for name in dir() if not name.startswith("_")]
