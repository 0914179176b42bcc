"""The executable form's effects on cards and players (issue 25: split out of ir.py): draw, discard,
destroy, lock, statistics changed, damage, restrictions and sector rules, swaps, infiltration, flags."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from pydantic import Field, field_validator, model_validator

from heresy_app.abilities.ir_parts import (
    Amount,
    CardKind,
    Choose,
    CommandType,
    Described,
    Duration,
    Filter,
    KeywordFilter,
    Node,
    Number,
    Player,
    Players,
    RoleFilter,
    Sign,
    Stat,
    Target,
    ThisCard,
    canonical_filters,
)

if TYPE_CHECKING:   # named in strings, resolved when ir.py rebuilds the models
    from heresy_app.abilities.ir_conditions import CountAtLeast

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


class Infiltrate(Described):
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


class Search(Described):
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
