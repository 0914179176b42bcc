"""The ability grammars' trees -> the executable form (IR): one transformer for both languages.

The grammars (``lang_en.lark``, ``lang_ru.lark``) are read over the words of :mod:`tokens`, so a
rule's children are lark ``Token``s (keep their text and place) and the values the rules below
return: IR nodes, or tagged intermediate values (``_Mark``) that a rule higher up puts together.

A text the grammar reads in two ways that give two different executable forms is refused as
ambiguous (:func:`read`), never played in one of them.
"""

from __future__ import annotations

import json

from lark import Token, Transformer, v_args

from heresy_app.abilities import ir
from heresy_app.abilities.lexicon import KEYWORD_KIND
from heresy_app.abilities.reader_roles import RoleParts, paid_cards, relative_roles   # g17b
from heresy_app.abilities.reader_refs import ChosenRef, RefParts, check_chosen, chosen_target, x_ref   # g19a
from heresy_app.abilities.reader_attacks import AttackParts
from heresy_app.abilities.reader_cardops import CardOpsParts, RollOpsParts, constant_set_x, resolve_roll_result   # g17d
from heresy_app.abilities.reader_choosers import ChooserParts
from heresy_app.abilities.reader_rolls import RollParts
from heresy_app.abilities.reader_nouns import Mark, NounParts, check_bare_role, role_choice, shared_genitive, shared_prefix
from heresy_app.abilities.reader_places import PlacesParts   # g16: a sector's rules with places and times
from heresy_app.abilities.reader_rules import RuleParts   # g17c: restrictions of any scope, who may not
from heresy_app.abilities.reader_when import WhenParts   # g20b: a statistic set for a time
from heresy_app.abilities.reader_events import EventParts   # g18b: the event clause in every slot
from heresy_app.abilities.reader_instead import instead_after_condition   # g18d
from heresy_app.abilities.instead_effect import instead_of_effect   # g19c
from heresy_app.abilities.reader_costs import CostParts   # g18c: costs that destroy your units
from heresy_app.abilities.reader_dealt import DealtParts   # g21b: an attack as the subject of a rule change
from heresy_app.abilities.reader_time import TimeParts   # g13a: events in time

__all__ = ["ToIR"]

_TARGETS = (ir.ThisCard, ir.BlockingUnit, ir.AttackingCard, ir.DefendingCard, ir.TriggerCard, ir.ChosenCard, ir.Choose,
            ir.RevealedCard, ir.PaidCard)
_FILTERS = (ir.KeywordFilter, ir.FlagsFilter, ir.StateFilter, ir.StatFilter, ir.RoleFilter, ir.StatThan, ir.StatX)
_TYPE_ORDER = ["unit", "asset", "ship", "card"]


class _It(ir.ThisCard):
    """"it" / "that unit" / "each of them" until :func:`_ability` knows what it names (the chosen
    card, the trigger's card or this card)."""


class _MoverIt(_It):
    """g13a: "it" of "it may charge": this card or a trigger's card of yours (the controller chooses)."""


class _ThisCardWord(ir.ThisCard):
    """"this card" / «эта карта»: this card, or after a reveal the card shown («положи эту карту под
    низ колоды»); :func:`_ability` says which."""


class _CardsInIt(ir.CardsIn):
    """"for each event in it": the hand shown just before (:func:`_ability` says whose)."""


class _That(ir.ThisCard):
    """"that unit": the trigger's card in a reaction, else the card chosen before."""


class _ThatSpecial(_That):
    """"that special assault" (g3): the unit using the special assault a reaction answers."""


class _ThatEvent(_That):
    """"the destroyed unit", "the infiltrated unit" (g14): the card of a trigger of one of ``events``."""

    events: tuple[str, ...] = ()
    noun: str = "unit"


class _RollIt(ir.RollAdd):
    """"... or subtract 1 from it" (g3): a change of the roll the option before names (``effects_or``)."""


class _CardIt(ir.CardIs):
    """A condition on "it" until :func:`_ability` knows which card the text named last."""


class _CardThat(_CardIt):
    """A condition on "that unit": the trigger's card in a reaction, else as "it"."""


class _ItState(ir.ThisState):
    """"If it is charging" / «если он наступает»: a state of "it", which names the card the text named
    last (the card an effect before chose, a reaction's trigger card), this card only when there is
    none; settled by :func:`_card_it` (left unsettled, it is this card's state)."""


class _Active(ir.Trigger):
    """A trigger whose sentence has the other card as its subject ("When this unit destroys an enemy
    unit", "When an enemy unit attacks this unit"): "it" names that subject (:func:`_ability`)."""


class _Declared(ir.Trigger):
    """g9: "When your opponent declares a shooting attack against this unit": the sentence's subject is
    a player, so the card it names is the one attacked (the trigger's other card): "it" names that card
    (this card when it is this one; otherwise no target names it, and the text is refused)."""


class _DestroyedIt(ir.CardDestroyed):
    """"If it is destroyed" until :func:`_ability` knows which card the text named last."""


class _DestroyedThat(_DestroyedIt):
    """"If that asset is destroyed": the trigger's card in a reaction, else as "it"."""


class _Instead(ir.IfThen):
    """"If ..., it gets +3 armor instead." until :func:`_ability` knows the ability's kind (a constant
    cannot play a conditional yet, so it is refused there)."""


class _HisFlags(ir.FlagChange):
    """g10: "he loses 2 flags" / «он теряет 2 флага»: the flags of the player a sentence before named,
    read only by "instead" after a flag change of the opponent (:func:`_instead`); anywhere else refused."""


class _DoingState(ir.ThisState):
    """"while charging" with no subject: the card the change is given to is doing it (issue 24, g2)."""


class _DoingRole(ir.ThisRole):
    """"while assaulting", "while defending" with no subject (issue 24, g2)."""


class _TheyState(_DoingState):
    """"while they are charging" / «пока они наступают» (issue 24, g8): each card of a constant's scope
    is in that position; said of anything else it is refused."""


class _PriRole(_DoingRole):
    """«при штурме», «при стрельбе»: this card attacking so; said of armor it could be the card attacked."""


_Mark = Mark   # a tagged intermediate value: ``_m("owner", "enemy")`` (reader_nouns.Mark)


def _m(tag, *values):
    return _Mark((tag, *values))


def _marks(ch, tag):
    return [c for c in ch if isinstance(c, _Mark) and c.tag == tag]


def _mark(ch, tag, default=None):
    found = _marks(ch, tag)
    return found[0] if found else default


def _first(ch, kinds, default=None):
    return next((c for c in ch if isinstance(c, kinds)), default)


def _ints(ch):
    return [int(c) for c in ch if isinstance(c, Token) and c.type == "INT"]


def _strs(ch):
    """Plain strings a rule returned (stats, keywords), not the grammar's tokens."""
    return [c for c in ch if isinstance(c, str) and not isinstance(c, (Token, _Mark))]


def _plural(tok) -> bool:
    return bool(getattr(tok, "plural", False))


def _they(ch) -> bool:
    """Is the pronoun among the children «они» (g8: the cards of a scope, not this card)?"""
    pron = _mark(ch, "pron")
    return pron is not None and pron[1]


def _describe(ch, default_owner="any"):
    """(owner, types, filters, alternatives, other, plural) from the parts of a description."""
    owner = default_owner
    other = False
    types, filters, alts, plural = ["unit"], [], [], False
    for c in ch:
        if not isinstance(c, _Mark):
            if isinstance(c, _FILTERS):
                filters.append(c)
            continue
        if c.tag == "owner":
            if owner != default_owner and c[1] != owner:   # g19a: "one enemy unit that you control"
                raise ValueError("the cards are said to be of two different players")
            owner = c[1]
            other = other or (len(c) > 2 and c[2])
        elif c.tag == "other":
            other = True
        elif c.tag == "desc":
            types, dfilters, alts, plural = c[1], c[2], c[3], c[4]
            filters = dfilters + filters
    return owner, types, filters, alts, other, plural


@v_args(inline=False)
class ToIR(RollParts, NounParts, PlacesParts, ChooserParts, AttackParts, CardOpsParts, RollOpsParts, RuleParts,
           RoleParts, EventParts, CostParts, RefParts, WhenParts, DealtParts, TimeParts, Transformer):
    """Tree -> IR. ``lang`` only names the language in messages; both grammars share the rules."""

    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang

    def last_named(self):   # g16 (reader_attacks): "it", the card named last
        return _It()

    @staticmethod
    def described(ch):   # g16 (reader_attacks): a description's owner, types, filters, alternatives, other
        return _describe(ch)[:5]

    # -------------------------------------------------- amounts and stats
    def count_int(self, ch):
        ints = _ints(ch)
        return ints[0] if ints else 1

    def a_number(self, ch):
        return ir.Number(value=_ints(ch)[0])

    def a_one(self, ch):
        return ir.Number(value=1)

    def a_d6(self, ch):
        return ir.D6()

    def a_x(self, ch):
        return ir.X()

    def a_that_many(self, ch):
        return ir.ThatMany()

    # cards in a hand, a deck, a discard pile ("for each event in it", "the number of cards in your hand")
    def zone_it(self, ch):
        return _m("zone_of", "it", _mark(ch, "zw", _m("zw", "hand"))[1])

    def zone_yours(self, ch):
        return _m("zone_of", None, _mark(ch, "zw")[1])

    def zone_opponents(self, ch):
        return _m("zone_of", "opponent", _mark(ch, "zw")[1])

    def zw_hand(self, ch):
        return _m("zw", "hand")

    def zw_deck(self, ch):
        return _m("zw", "deck")

    def zw_discard(self, ch):
        return _m("zw", "discard")

    def _cmd(letter):
        def method(self, ch):
            return _m("cmd", letter)
        return method

    cmd_any = _cmd(None)
    cmd_e = _cmd("E")
    cmd_t = _cmd("T")
    cmd_r = _cmd("R")
    cmd_m = _cmd("M")
    del _cmd

    def cards_in(self, ch):
        z = _mark(ch, "zone_of")
        return _m("cards_in", z[1], z[2], _mark(ch, "cmd")[1])

    def zone_of_player(self, ch):
        return ch[0]

    zone_of_player_gen = zone_of_player

    @staticmethod
    def _cards_player(said, owner=None):
        """Whose cards: the player the words name ("your", "your opponent's", or the subject)."""
        if said == "it":
            return "it"
        p = "opponent" if owner == "enemy" else "you"
        if said == "opponent" and owner == "own":
            raise ValueError("'you have ... in your opponent's hand' names two players")
        return "opponent" if said == "opponent" else p

    def x_cards(self, ch):
        c = _mark(ch, "cards_in")
        p = self._cards_player(c[1])
        if p == "it":
            raise ValueError("X counts the cards of a player the text names")
        return ir.XCards(player=p, zone=c[2], command=c[3])

    def p_cards_in(self, ch):
        c = _mark(ch, "cards_in")
        owner = _mark(ch, "owner")[1]
        if c is None:   # «у тебя в руке есть 3 или больше карт»
            c = (None, None, _mark(ch, "zw")[1], _mark(ch, "cmd")[1])
        p = self._cards_player(c[1], owner)
        if p == "it":
            raise ValueError("a condition names whose cards it counts")
        m = _mark(ch, "min")
        return ir.CardsInAtLeast(player=p, zone=c[2], command=c[3], at_least=m[1] if m else 1)

    def p_cards_in_none(self, ch):
        return _m("not", self.p_cards_in(ch))

    def amount(self, ch):
        return ch[0]

    def test_value(self, ch):
        tok = ch[0]
        return ir.X() if tok.type == "XVAR" else ir.Number(value=int(tok))

    def plus(self, ch):
        return _m("sign", 1)

    def minus(self, ch):
        return _m("sign", -1)

    def signed(self, ch):
        return _m("signed", _mark(ch, "sign")[1], _first(ch, (ir.Number, ir.D6, ir.X)))

    def s_firepower(self, ch):
        return "firepower"

    def s_assault(self, ch):
        return "assault"

    def s_speed(self, ch):
        return "speed"

    def s_armor(self, ch):
        return "armor"

    def s_flags(self, ch):
        return "flags"

    def change(self, ch):
        s = _mark(ch, "signed")
        return _m("change", s[1], s[2], _strs(ch)[0])

    def changes(self, ch):
        return _m("changes", [c for c in ch if isinstance(c, _Mark) and c.tag == "change"])

    def bare_change(self, ch):
        return _m("body", [self._modify(ir.ThisCard(), [self.changes(ch)])], [], None, False, False, [])

    def bare_change_each(self, ch):   # g10: "+1 AR for each other Death Guard unit in this sector"
        body = self.bare_change([c for c in ch if not (isinstance(c, _Mark) and c.tag in ("each", "statof", "cards_in", "every"))])
        each = [c for c in ch if isinstance(c, _Mark) and c.tag in ("each", "statof", "cards_in", "every")]
        return _m("body", [self.each_count([body[1][0], *each])], [], None, False, False, [])

    # -------------------------------------------------- nouns, keywords, filters
    def noun(self, ch):
        tok = ch[0]
        return _m("noun", _NOUNS[str(getattr(tok, "lemma", tok)).lower()], _plural(tok), None)

    def noun_card(self, ch):   # g14: "unit card": a card of that type, wherever it is
        return _m("noun", _NOUNS[str(getattr(ch[0], "lemma", ch[0])).lower()], _plural(ch[1]), None)

    def noun_card_ru(self, ch):   # g14: «карта отряда», «карты кораблей»
        return _m("noun", _NOUNS[str(getattr(ch[1], "lemma", ch[1])).lower()], _plural(ch[0]), None)

    def kw(self, ch):
        tok = ch[0]
        if tok.type in ("KW", "QUOTED"):
            return _m("kw", tok.value if tok.type == "QUOTED" else getattr(tok, "lemma", tok.value), _plural(tok))
        return _m("kw", {"infiltrate": "Infiltrate", "command": "Command", "внедрение": "Infiltrate",
                         "командование": "Command"}.get(str(tok).lower(), str(tok)), False)

    def kw_noun(self, ch):   # "enemy Walkers": units with the keyword
        k = _mark(ch, "kw")
        return _m("noun", "unit", k[2], k[1])

    def noun_unit(self, ch):
        return None

    def nouns(self, ch):
        nouns = _marks(ch, "noun")
        return _m("nouns", nouns)

    def _alt(self, ch):
        nouns = _mark(ch, "nouns")[1]
        filters = [c for c in ch if isinstance(c, _FILTERS)]
        for k in _marks(ch, "kwor"):   # "Infantry or Bike unit": alternatives by keyword
            filters.append(k)
        types, kwn = [], []
        plural = any(n[2] for n in nouns)
        if (self.lang == "en" and any(isinstance(f, ir.KeywordFilter) for f in filters)
                and any(a[3] is None and b[3] is not None for a, b in zip(nouns, nouns[1:]))):
            # "Vehicle unit or Titan": the keyword before a kind of card, then a keyword used as a
            # noun — said of the first kind alone, or of both? (a misreading either way): refused
            raise ValueError("a keyword before 'unit or <keyword>' may be said of the unit alone or of both")
        for n in nouns:
            if n[3] is not None:
                kwn.append(n[3])
            elif n[1] not in types:
                types.append(n[1])
        return types, filters, kwn, plural

    def alt_desc(self, ch):
        return _m("alt", *self._alt(ch))

    def alt_desc_adj(self, ch):
        alt = self._alt(ch)
        if self.lang == "ru":
            shared_genitive(alt)   # g8: «отряд техники или титана Механикума»
        return _m("alt", *alt)

    def desc(self, ch):
        """Alternatives -> the choice's own (types, filters) and its :class:`ir.Alt` list."""
        shared_prefix(_marks(ch, "alt"))   # g8: "one Mechanicum Vehicle or Titan unit"
        options = []   # (types, filters)
        plural = False
        kw_only = True   # every kind named by a keyword alone ("a Vehicle"), no noun
        for a in _marks(ch, "alt"):
            types, filters, kwn, pl = a[1], a[2], a[3], a[4]
            plural = plural or pl
            kw_only = kw_only and not types
            kwor = [f for f in filters if isinstance(f, _Mark)]
            plain = [f for f in filters if not isinstance(f, _Mark)]
            bases = []
            if types:
                bases.append((sorted(types, key=_TYPE_ORDER.index), plain))
            for k in kwn:   # a keyword used as a noun: a card of the kind it names with it (a unit unless listed)
                bases.append((list(KEYWORD_KIND.get(k, ["unit"])), plain + [ir.KeywordFilter(keyword=k)]))
            for k in kwor:
                bases = [(t, f + [ir.KeywordFilter(keyword=w)]) for t, f in bases for w in k[1]]
            options += bases
        # one option per distinct description, kinds of card with the same description together
        # («отряд пехоты или ресурс пехоты» is "Infantry unit or asset"); the first is the choice's own
        uniq: list = []
        keys: dict = {}
        for t, f in options:
            key = tuple(x.model_dump_json() for x in ir.canonical_filters(f))
            if key in keys:
                merged = uniq[keys[key]]
                merged[0][:] = sorted(set(merged[0]) | set(t), key=_TYPE_ORDER.index)
            else:
                keys[key] = len(uniq)
                uniq.append((list(t), f))
        (types, filters), *rest = uniq
        if len(rest) > 3:
            raise ValueError("a choice names at most four kinds of card")
        return _m("desc", types, filters, [ir.Alt(types=t, filters=f) for t, f in rest], plural, kw_only)

    def f_state(self, ch):
        return ir.StateFilter(state=_mark(ch, "state")[1])

    f_state_post = f_state

    def ready_state(self, ch):
        return _m("state", "ready")

    def locked_state(self, ch):
        return _m("state", "locked")

    def charging_state(self, ch):
        return _m("state", "charging")

    def f_flagged(self, ch):
        return ir.FlagsFilter(flagged=True)

    f_flagged_post = f_flagged

    def f_flagless(self, ch):
        return ir.FlagsFilter(flagged=False)

    f_flagless_post = f_flagless

    def f_keyword(self, ch):
        return ir.KeywordFilter(keyword=_mark(ch, "kw")[1])

    f_keyword_post = f_keyword

    def f_keyword_or(self, ch):
        return _m("kwor", [k[1] for k in _marks(ch, "kw")])

    def f_not_keyword(self, ch):
        return ir.KeywordFilter(keyword=_mark(ch, "kw")[1], negate=True)

    def kwlist(self, ch):
        return _m("kwlist", [k[1] for k in _marks(ch, "kw")])

    def _stat_filter(self, ch, cmp):
        return ir.StatFilter(stat=_strs(ch)[0], cmp=cmp, value=_ints(ch)[0])

    def f_stat_le(self, ch):
        return self._stat_filter(ch, "le")

    f_stat_le_pre = f_stat_le

    def f_stat_ge(self, ch):
        return self._stat_filter(ch, "ge")

    f_stat_ge_pre = f_stat_ge

    def f_stat_lt(self, ch):
        return self._stat_filter(ch, "lt")

    def f_stat_gt(self, ch):
        return self._stat_filter(ch, "gt")

    def f_stat_eq(self, ch):
        return self._stat_filter(ch, "eq")

    def _fx(cmp):   # g10: "with speed less than X"
        def method(self, ch):
            return ir.StatX(stat=_strs(ch)[0], cmp=cmp)
        return method

    f_x_lt, f_x_gt, f_x_le, f_x_ge = _fx("lt"), _fx("gt"), _fx("le"), _fx("ge")
    del _fx

    def post(self, ch):
        return ch[0]

    def _than(self, ch, cmp):   # "with speed lower than this unit's speed"
        stats = _strs(ch)
        ref = _mark(ch, "named_stat") or _mark(ch, "named")
        if ref.tag == "named_stat":
            stats.append(ref[2])
        their = None
        if len(stats) == 2 and stats[0] != stats[1] and cmp in ("lt", "gt"):   # g17d: "whose armor ... than its assault"
            their = stats[1]
        elif len(set(stats)) != 1:
            raise ValueError("a card's statistic is compared with the same statistic of another")
        of = {"that": "trigger"}.get(ref[1], ref[1])
        if of == "it":
            raise ValueError("'than its ...' does not say which card")
        return ir.StatThan(stat=stats[0], cmp=cmp, of=of, their=their)

    def f_than_lt(self, ch):
        return self._than(ch, "lt")

    def f_than_gt(self, ch):
        return self._than(ch, "gt")

    def f_than_le(self, ch):
        return self._than(ch, "le")

    def f_than_ge(self, ch):
        return self._than(ch, "ge")

    def f_than_eq(self, ch):
        return self._than(ch, "eq")

    def f_not_roles(self, ch):   # "that is neither the attacking nor the defending unit"
        return ir.RoleFilter(roles=[r[1] for r in _marks(ch, "role")])

    # -------------------------------------------------- owners, places, quantities
    def owner_enemy(self, ch):
        return _m("owner", "enemy")

    def owner_own(self, ch):
        return _m("owner", "own")

    def owner_self(self, ch):   # «свой»: the subject's own (yours, unless the subject is another player)
        return _m("owner", "own", False, "self")

    def owner_own_other(self, ch):
        return _m("owner", "own", True)

    def other(self, ch):
        return _m("other")

    def owner_any(self, ch):
        return _m("owner", "any")

    def owner_attacker(self, ch):   # "the attacker's units" / «отряды атакующего игрока»
        return _m("owner", "attacker")

    def owner_defender(self, ch):
        return _m("owner", "defender")

    def in_sector(self, ch):
        return _m("zone", "sector")

    def in_play(self, ch):
        return _m("zone", "play")

    def in_enemy_fleet(self, ch):
        return _m("zone", "fleet", "enemy")

    def in_fleet(self, ch):
        return _m("zone", "fleet")

    def in_own_fleet(self, ch):   # "in your fleet": whose is said, so a count or condition is of yours
        return _m("zone", "fleet", "own")

    def in_discard(self, ch):   # g20c: "in your discard pile" / «в твоем сбросе»: whose is said (yours)
        return _m("zone", "discard", "own")

    def in_enemy_discard(self, ch):   # g20c: "in your opponent's discard pile" / «в сбросе противника»
        return _m("zone", "discard", "enemy")

    def in_discard_bare(self, ch):   # g20c: «в сбросе»: whose is not said (a count: yours; an owner said: his)
        return _m("zone", "discard")

    def in_any_discard(self, ch):   # g20c: "in both discard piles" / «в обоих сбросах»
        return _m("zone", "discard", "any")

    def in_elsewhere(self, ch):
        return _m("zone", "elsewhere")

    def q_one(self, ch):
        return _m("q", "exactly", 1)

    def q_a(self, ch):   # g8: "a" / "an": one, said with the article ("a blocking unit": the one that blocks)
        q = _m("q", "exactly", 1)
        q.article = True
        return q

    def q_exactly(self, ch):
        return _m("q", "exactly", _ints(ch)[0])

    def q_up_to(self, ch):
        return _m("q", "up_to", _ints(ch)[0])

    def q_up_to_x(self, ch):   # "Lock up to X enemy units" / «Поверни до Х отрядов противника»
        return _m("q", "up_to", ir.X())

    def q_x(self, ch):
        return _m("q", "exactly", ir.X())

    def q_all(self, ch):
        return _m("q", "all", None)

    def q_another(self, ch):   # "another unit of yours": one, not this one
        return _m("q", "exactly", 1, True)

    # -------------------------------------------------- targets
    def this_card(self, ch):
        noun = _mark(ch, "noun")
        if noun is not None and noun[1] == "card" and noun[3] is None:
            return _ThisCardWord()
        return ir.ThisCard()

    def it_card(self, ch):
        return _It()

    def g13a_mover_it(self, ch):   # g13a: "it may charge" (reader_time.py)
        return _MoverIt()

    def them_card(self, ch):
        return _It()

    def blocking(self, ch):
        return ir.BlockingUnit()

    def blocking_any(self, ch):
        return ir.BlockingUnit(choice=True)

    def attacking(self, ch):
        return ir.AttackingCard()

    def defending(self, ch):
        return ir.DefendingCard()

    def trigger_card(self, ch):
        return _That()

    def _that_event(self, ch, events):
        noun = _mark(ch, "noun")
        return _ThatEvent(events=events, noun=noun[1] if noun and noun[3] is None else "card")

    def destroyed_card(self, ch):   # g14: "Return the destroyed unit to your hand" / «Верни уничтоженный отряд»
        return self._that_event(ch, ("destroyed", "would_be_destroyed"))

    def infiltrated_card(self, ch):   # g14: "Deal 3 damage to the infiltrated unit" / «внедренному отряду»
        return self._that_event(ch, ("enters",))

    def trigger_special(self, ch):   # g3: "That special assault cannot be blocked"
        return _ThatSpecial()

    def choose(self, ch):
        owner, types, filters, alts, other, plural = _describe(ch)
        if any(isinstance(c, Token) and str(c).lower() == "another" for c in ch) or _mark(ch, "another"):
            other = True
        q = _mark(ch, "q")
        zone = _mark(ch, "zone")
        if q is None:
            quantity, count = ("all", None) if plural else ("exactly", 1)
        else:
            quantity, count = q[1], q[2]
            other = other or len(q) > 3
            if len(q) == 4 and plural:   # «другие отряды»: "other" before a plural noun is all the others (g16: "another of", one)
                quantity, count = "all", None
        if zone is not None and zone[1] == "discard" and len(zone) > 2 and zone[2] != "own":
            raise ValueError("a card is chosen from your own discard pile")   # g20c: others' piles are counted only
        if zone is not None and zone[1] in ("fleet", "discard") and owner == "any":
            owner = zone[2] if len(zone) > 2 else "own"
        choice = ir.Choose(quantity=quantity, count=count, owner=owner, types=types, filters=filters,
                           alt=alts, zone=zone[1] if zone else "sector", other=bool(other))
        if any(isinstance(f, ir.RoleFilter) and not f.negate for f in filters):   # g8: "any attacking unit"
            owned = _mark(ch, "owner") is not None or _mark(ch, "other") is not None
            target = role_choice(choice, quantity_given=q is not None or owned,
                                 article=q is not None and getattr(q, "article", False))
            if not isinstance(target, ir.Choose):
                return target
        found = _m("choose", choice, other)
        # no word saying which or whose ("iron warriors counter-attack", "infantry in this sector"), and
        # whether it names a place: see modify_verbless
        found.unquantified = q is None and _mark(ch, "owner") is None and _mark(ch, "other") is None \
            and not other and not any(isinstance(c, Token) for c in ch)
        found.placed = zone is not None
        return found

    # -------------------------------------------------- costs
    def cost_test(self, ch):
        return _first(ch, (ir.Number, ir.X))

    def this_noun(self, ch):
        return None

    def cost_lock_this(self, ch):
        return ir.LockThis()

    def cost_destroy_this(self, ch):
        return ir.DestroyThis()

    def cost_return_this(self, ch):
        return ir.ReturnThis()

    def cost_cards(self, ch):
        """The cards a cost locks: your own, of one description ("one of your ready Psyker units",
        "one other ship in your fleet area")."""
        count = next((c for c in ch if isinstance(c, int)), 1)
        _, types, filters, alts, _, _ = _describe(ch)
        other = _mark(ch, "lock_other") is not None
        zone = _mark(ch, "zone")
        if alts or types not in (["unit"], ["ship"]):
            raise ValueError("a cost locks units of one description, or ships")
        if zone is not None and (zone[1] == "fleet") != (types == ["ship"]):
            raise ValueError("a cost locks units in this sector, or ships in your fleet area")
        states = [f for f in filters if isinstance(f, ir.StateFilter)]
        if len(states) > 1 or any(f.state == "locked" for f in states) or (states and types == ["ship"]):
            raise ValueError("a cost locks ready or charging units")
        filters = [f for f in filters if not isinstance(f, ir.StateFilter)]
        return ir.LockUnits(count=count, state=states[0].state if states else "any", filters=filters, types=types,
                            other=other)

    def lock_other(self, ch):   # "one of your other Psyker units", «один другой свой отряд»
        return _m("lock_other")

    lock_another = lock_other   # "another ship in your fleet", «ещё один свой отряд»

    def cost_lock_units(self, ch):
        return _first(ch, ir.LockUnits)

    def cost_lock_this_and(self, ch):   # "Lock this unit and one of your ready Psyker units": two costs, two cards
        units = _first(ch, ir.LockUnits)
        return _m("costs_of", [ir.LockThis(), units.model_copy(update={"other": True})])

    def cost_discard(self, ch):
        return ir.DiscardCards(count=next(c for c in ch if isinstance(c, int)))

    def cost_discard_top(self, ch):
        return ir.DiscardTop(count=next((c for c in ch if isinstance(c, int)), 1))

    def costs(self, ch):
        out = []
        ch = [x for c in ch for x in (c[1] if isinstance(c, _Mark) and c.tag == "costs_of" else [c])]
        for c in ch:
            if isinstance(c, (ir.Number, ir.X)):
                out.append(ir.Test(value=c))
            elif isinstance(c, ir.COST_TYPES):
                out.append(c)
        return _m("costs", out)

    # -------------------------------------------------- effects: cards and players
    @staticmethod
    def _amount(ch):
        return _first(ch, (ir.Number, ir.D6, ir.X, ir.Count, ir.CardsIn, ir.ThatMany), ir.Number(value=1))

    @staticmethod
    def _player(ch, default="you"):
        p = _mark(ch, "player")
        if p is not None and len(p) > 2:   # "the player who controls more ...": read by _by_players only
            raise ValueError("'the player who ...' does this only with one verb")
        return p[1] if p else default

    def player_you(self, ch):
        return _m("player", "you")

    def player_opponent(self, ch):
        return _m("player", "opponent")

    def player_each(self, ch):
        return _m("player", "each")

    def opponent(self, ch):
        return _m("player", "opponent")

    def draw_you(self, ch):
        return _m("imp", ir.Draw(count=self._amount(ch), player="you"))

    def draw_player(self, ch):
        return _m("subj", [ir.Draw(count=self._amount(ch), player=self._player(ch))])

    # g13b: "a number of cards equal to ..." / «число карт, равное ...»: X, defined by the phrase
    @staticmethod
    def _eq_x(ch):
        x = _first(ch, (ir.XStat, ir.XCount, ir.XDie, ir.XCards, ir.XAmong))
        if x is None:
            raise ValueError("'a number of cards equal to' names a number")
        return [ir.X() if c is x else c for c in ch], x

    def draw_you_eq(self, ch):
        rest, x = self._eq_x(ch)
        return _m("with_x", self.draw_you(rest)[1], x)

    def draw_player_eq(self, ch):
        rest, x = self._eq_x(ch)
        return _m("with_x", self.draw_player(rest)[1][0], x)

    def discard_you_eq(self, ch):
        rest, x = self._eq_x(ch)
        return _m("with_x", self.discard_you(rest)[1], x)

    def discard_player_eq(self, ch):
        rest, x = self._eq_x(ch)
        return _m("with_x", self.discard_player(rest)[1][0], x)

    @staticmethod
    def _chooser(ch, player):
        said = _mark(ch, "chooser")
        said = said[1] if said else "discarder"
        if player == "each" and said in ("yours", "opponents"):   # one chooser for both hands: no such form
            raise ValueError("'each player discards ... of your choice' cannot be said yet")
        if said == "yours":
            return "other" if player == "opponent" else "discarder"
        if said == "opponents":
            return "other" if player == "you" else "discarder"
        return said

    def chooser_random(self, ch):
        return _m("chooser", "random")

    def chooser_yours(self, ch):
        return _m("chooser", "yours")

    def chooser_opponents(self, ch):
        return _m("chooser", "opponents")

    def chooser_discarder(self, ch):
        return _m("chooser", "discarder")

    def discard_you(self, ch):
        return _m("imp", ir.Discard(count=self._amount(ch), player="you", chooser=self._chooser(ch, "you"),
                                    command=self._command(ch)))

    def discard_player(self, ch):
        p = self._player(ch)
        return _m("subj", [ir.Discard(count=self._amount(ch), player=p, chooser=self._chooser(ch, p),
                                      command=self._command(ch))])

    @staticmethod
    def _command(ch):
        c = _mark(ch, "command")
        return c[1] if c else None

    def with_command(self, ch):   # "with a T command line": any type letter but A (no command line is one)
        k = _mark(ch, "kind")[1]
        if k not in ("WA", "T", "R", "M", "E"):
            raise ValueError("a command line is of type WA, T, R, M or E")
        return _m("command", k)

    def discard_from_it(self, ch):
        return ir.Discard(count=self._amount(ch), player="opponent", chooser="other")

    def look_opponent(self, ch):
        return ir.LookAtHand(player="opponent")

    def mill_you(self, ch):
        return _m("imp", ir.Mill(count=self._amount(ch), player="you"))

    def mill_player(self, ch):
        return _m("subj", [ir.Mill(count=self._amount(ch), player=self._player(ch))])

    # one subject, several verbs: "Each player discards their hand and draws 3 cards"
    def pv_draw(self, ch):
        a = self._amount(ch)
        return _m("pverb", lambda p: ir.Draw(count=a, player=p))

    def pv_discard(self, ch):
        a = self._amount(ch)
        return _m("pverb", lambda p: ir.Discard(count=a, player=p, chooser=self._chooser(ch, p), command=self._command(ch)))

    def pv_discard_hand(self, ch):
        return _m("pverb", lambda p: ir.Discard(count=ir.Number(value=1), player=p, whole=True))

    def pv_mill(self, ch):
        a = self._amount(ch)
        return _m("pverb", lambda p: ir.Mill(count=a, player=p))

    def _pv_shuffle(what):
        def method(self, ch):
            return _m("pverb", lambda p: ir.Shuffle(player=p, what=what))
        return method

    pv_shuffle = _pv_shuffle("deck")
    pv_shuffle_hand = _pv_shuffle("hand")
    pv_shuffle_discard = _pv_shuffle("discard")
    del _pv_shuffle

    def pv_reveal_hand(self, ch):
        return _m("pverb", lambda p: ir.Reveal(player=p, what="hand"))

    def pv_reveal_top(self, ch):
        n = self._amount(ch)
        if not isinstance(n, ir.Number) or n.value < 1:
            raise ValueError("a number of cards is revealed")
        return _m("pverb", lambda p: ir.Reveal(player=p, what="top", count=n.value))

    def _pv_then(then):
        def method(self, ch):
            return _m("pverb_then", then)
        return method

    pv_to_hand = _pv_then("hand")
    pv_to_bottom = _pv_then("bottom")
    pv_to_discard = _pv_then("discard")
    del _pv_then

    @staticmethod
    def _verbs(player, marks):
        """The effects of the verbs one subject does, in order; "puts it into their hand" says where the
        top cards shown just before go."""
        out = []
        for v in marks:
            if v.tag == "pverb":
                out.append(v[1](player))
                continue
            last = out[-1] if out else None
            if not isinstance(last, ir.Reveal) or last.what != "top" or last.then != "back":
                raise ValueError("'put it' names the card just revealed")
            if player == "you":   # "You reveal the top card of your deck and put it into your hand": one form
                out.append(ir.Return(target=ir.RevealedCard(), to={"bottom": "deck_bottom"}.get(v[1], v[1])))
                continue
            out[-1] = last.model_copy(update={"then": v[1]})
        return out

    def subject_verbs(self, ch):
        p = self._player(ch)
        return _m("subj", self._verbs(p, [c for c in ch if isinstance(c, _Mark) and c.tag in ("pverb", "pverb_then")]))

    def discard_hand(self, ch):
        return _m("subj", [ir.Discard(count=ir.Number(value=1), player=self._player(ch), whole=True)])

    def discard_own_hand(self, ch):
        return _m("imp", ir.Discard(count=ir.Number(value=1), player="you", whole=True))

    def discard_chosen(self, ch):
        """"Choose one card in it; your opponent discards that card (and draws 1 card)": a discard of
        your choice from the hand looked at."""
        p = self._player(ch)
        if p != "opponent":
            raise ValueError("a card is chosen in the opponent's hand")
        n = next(c for c in ch if isinstance(c, int))
        first = ir.Discard(count=ir.Number(value=n), player="opponent", chooser="other")
        return _m("subj", [first] + self._verbs(p, [c for c in ch if isinstance(c, _Mark) and c.tag in ("pverb", "pverb_then")]))

    def reveal_top_player(self, ch):   # "your opponent reveals the top card of their deck" / "... of your opponent's deck"
        n = self._amount(ch)
        if not isinstance(n, ir.Number) or n.value < 1:
            raise ValueError("a number of cards is revealed")
        return _m("subj", [ir.Reveal(player=self._player(ch), what="top", count=n.value)])

    def reveal_top_opponent(self, ch):   # "Reveal the top card of your opponent's deck": the opponent's card shown
        return self.reveal_top_player(ch)[1][0].model_copy(update={"player": "opponent"})

    def look_reorder(self, ch):
        return _m("then", "reorder")


    def look_bottom(self, ch):
        return _m("then", "bottom")

    def look_discard(self, ch):
        return _m("then", "discard")

    def look_top(self, ch):
        n = self._amount(ch)
        if not isinstance(n, ir.Number) or n.value < 1:
            raise ValueError("look at a number of cards")
        then = _mark(ch, "then")
        if then is None:
            return ir.LookTop(count=n.value)
        if then[1] == "infiltrate":   # g11: one of the cards looked at is infiltrated
            return ir.Infiltrate(source="top", top=n.value, **then[2])
        extra = dict(then[2]) if len(then) > 2 else {}
        return ir.LookTop(count=n.value, then=then[1], **extra)

    @staticmethod
    def _look_rest(ch):
        r = _mark(ch, "rest")
        out = {}
        if r is not None:
            out["rest"] = r[1]
            out["any_order"] = r[2]
        w = _mark(ch, "take_what")
        if w is not None:
            out["types"], out["filters"] = w[1], w[2]
        return out

    def look_one(self, ch):
        ints = _ints(ch)
        if ints and ints[0] != 1:
            raise ValueError("one card is put into the hand")
        return _m("then", "one_to_hand", self._look_rest(ch))

    def look_take(self, ch):
        return _m("then", "to_hand", self._look_rest(ch))

    def look_take_up_to(self, ch):   # "Put up to 2 of them into your hand"
        return _m("then", "to_hand", {**self._look_rest(ch), "up_to": _ints(ch)[0]})

    def take_what(self, ch):
        owner, types, filters, alts, other, _ = _describe(ch)
        if alts or other or owner != "any":
            raise ValueError("the cards taken are of one description")
        return _m("take_what", types, filters)

    def look_rest(self, ch):
        return _first(ch, _Mark)

    def rest_keep(self, ch):
        return _m("rest", "keep", False)

    def rest_bottom(self, ch):
        return _m("rest", "bottom", False)

    def rest_bottom_any(self, ch):
        return _m("rest", "bottom", True)

    def rest_discard(self, ch):
        return _m("rest", "discard", False)

    def look_top_opponent(self, ch):
        return self.look_top(ch).model_copy(update={"player": "opponent"})

    def reveal_hand(self, ch):
        return _m("subj", [ir.Reveal(player=self._player(ch), what="hand")])

    def reveal_own_hand(self, ch):
        return ir.Reveal(player="you", what="hand")

    def reveal_top(self, ch):
        n = self._amount(ch)
        return ir.Reveal(player="you", what="top", count=n.value if isinstance(n, ir.Number) else 1)

    def shuffle_deck(self, ch):
        return ir.Shuffle(player="you")

    def shuffle_hand(self, ch):
        return ir.Shuffle(player="you", what="hand")

    def shuffle_discard(self, ch):
        return ir.Shuffle(player="you", what="discard")

    def unless_paid(self, ch):   # "Destroy this unit unless you discard 1 card."
        pay = self._verbs("you", [c for c in ch if isinstance(c, _Mark) and c.tag in ("pverb", "pverb_then")])
        return _m("effects", [ir.UnlessPaid(pay=pay, effects=_plain(_mark(ch, "effects")[1]))])

    def unless_paid_opp(self, ch):   # g12: "Your opponent may discard 2 cards to cancel this effect."
        pay = self._verbs("opponent", [c for c in ch if isinstance(c, _Mark) and c.tag in ("pverb", "pverb_then")])
        return _m("effects", [ir.UnlessPaid(pay=pay, effects=_plain(_mark(ch, "effects")[1]), payer="opponent")])

    # -------------------------------------------------- effects on cards
    @staticmethod
    def _target(ch):
        for c in ch:
            if isinstance(c, _TARGETS):
                return c
            if isinstance(c, _Mark) and c.tag == "choose":
                return c[1]
        raise ValueError("no target")

    def destroy(self, ch):
        return ir.Destroy(target=self._target(ch))

    def damage(self, ch):
        return ir.Damage(target=self._target(ch), amount=self._amount(ch))

    def damage_equal(self, ch):
        return _m("with_x", ir.Damage(target=self._target(ch), amount=ir.X()), _first(ch, (ir.XStat, ir.XCount)))

    def return_hand(self, ch):
        return ir.Return(target=self._target(ch), to="hand")

    def put_in_hand(self, ch):   # an order ("put it into your hand"), never the verb of a subject before it
        return _m("imp", ir.Return(target=self._target(ch), to="hand"))

    def return_to_discard(self, ch):   # "it" is known later (:func:`_ability` checks it is a card shown)
        return _m("imp", ir.Return(target=self._target(ch), to="discard"))

    def return_discard(self, ch):
        t = self._target(ch)
        if isinstance(t, ir.Choose):
            t = t.model_copy(update={"zone": "discard", "owner": "own" if t.owner == "any" else t.owner})
        return ir.Return(target=t, to="hand")

    def return_top(self, ch):
        return ir.Return(target=self._target(ch), to="deck_top")

    def return_bottom(self, ch):
        return ir.Return(target=self._target(ch), to="deck_bottom")

    def lock(self, ch):
        return ir.Lock(target=self._target(ch))

    @staticmethod
    def _targets(ch):
        out = []
        for c in ch:
            if isinstance(c, _TARGETS):
                out.append(c)
            elif isinstance(c, _Mark) and c.tag == "choose":
                out.append(c[1])
        return out

    def lock_each(self, ch):
        return _m("several", [ir.Lock(target=t) for t in self._targets(ch)])

    def destroy_each(self, ch):
        return _m("several", [ir.Destroy(target=t) for t in self._targets(ch)])

    def ready(self, ch):
        return ir.Ready(target=self._target(ch))

    def charge(self, ch):
        return ir.Charge(target=self._target(ch))

    charge_subject = charge

    def move(self, ch):
        return ir.Move(target=self._target(ch), arrives=self._arrives(ch))

    @staticmethod
    def _arrives(ch):   # g4b: "It arrives there locked."
        a = _mark(ch, "arrives")
        return a[1] if a else None

    def arrive(self, ch):
        return _m("arrives", _mark(ch, "state")[1])

    def infiltrate_hand(self, ch):
        """"then infiltrate a different unit from your hand": the cards are chosen before any effect, so
        one the effect before returned to the hand is never among them."""
        return self.infiltrate([*ch, self.infil_one(ch), _m("source", "hand")])

    def p_only(self, ch):   # "while it is your only unit in this sector"
        if _they(ch):   # g8: «они» is not this card
            raise ValueError("'your only ...' is said of one card")
        owner, types, filters, alts, other, _ = _describe(ch)
        if alts or other:
            raise ValueError("'your only ...' names one kind of card")
        return ir.OnlyOne(types=types, filters=filters)

    def move_here(self, ch):   # "Move one of your ready units from another sector to this sector."
        t = self._target(ch)
        if not isinstance(t, ir.Choose) or t.zone != "elsewhere":
            raise ValueError("a card moved to this sector comes from another sector")
        return ir.Move(target=t, to="here", arrives=self._arrives(ch))

    def move_where(self, ch):   # "Move this unit to any sector where you have a Hero."
        return ir.Move(target=self._target(ch), where=self._count_pred(ch, _mark(ch, "owner")[1]),
                       arrives=self._arrives(ch))

    @staticmethod
    def _duration(ch, default="war_action"):
        d = _mark(ch, "duration")
        return d[1] if d else default

    def until_battle(self, ch):
        return _m("duration", "battle")

    def until_turn(self, ch):
        return _m("duration", "turn")

    def until_war_action(self, ch):
        return _m("duration", "war_action")

    def vs_keyword(self, ch):
        va = _mark(ch, "vs_attack")
        if va is not None:   # "versus shooting"
            return va
        vd = _mark(ch, "vs_desc") or _mark(ch, "vs")
        if vd is not None:   # g8: "versus locked units"
            return vd
        return _m("vs", _mark(ch, "kw")[1])

    def vs_this(self, ch):   # "versus this unit"
        return _m("vs", None)

    def vs_shooting(self, ch):   # "versus shooting" (issue 24, g2)
        return _m("vs_attack", "shooting")

    def vs_assault(self, ch):
        return _m("vs_attack", "assault")

    def vs_when_shot(self, ch):   # g14: "when they are shot at": armor in a shooting attack on them
        return _m("vs_attack", "shooting", True)

    def vs_when_assaulted(self, ch):
        return _m("vs_attack", "assault", True)

    def vs_special(self, ch):
        return _m("vs_attack", "special_assault")

    def bare_vs_desc(self, ch):   # g8: "+1 assault versus locked units."
        body = _mark(ch, "body")
        vd = _mark(ch, "vs_desc") or _mark(ch, "vs")
        if vd.tag == "vs":
            effects = [e.model_copy(update={"versus": vd[1]}) for e in body[1]]
        else:
            effects = [ir.ModifyStat(**{**e.model_dump(), "versus_cards": vd[1]}) for e in body[1]]
        return _ability("constant", None, [], _m("body", effects, *body[2:]))

    def bare_vs_attack(self, ch):   # "+1 armor against assaults."
        body = _mark(ch, "body")
        kind = _mark(ch, "vs_attack")[1]
        effects = [e.model_copy(update={"versus_attack": kind}) for e in body[1]]
        return _ability("constant", None, [], _m("body", effects, *body[2:]))

    def _modify(self, target, ch):
        changes = _mark(ch, "changes")[1]
        (_, sign, amount, stat), *more = changes
        if len({stat, *(t for _, _, _, t in more)}) != 1 + len(more):   # g13a: "+2 FP, +3 FP" is no sum of two
            raise ValueError("one statistic is changed twice in one clause")
        vs = _mark(ch, "vs")
        va = _mark(ch, "vs_attack")
        vd = _mark(ch, "vs_desc")   # g8: "versus locked units"
        if va and len(va) > 2 and va[2] and (stat != "armor" or any(t != "armor" for _, _, _, t in more)):
            raise ValueError("'when it is shot at / assaulted' changes the armor of the card attacked")
        return ir.ModifyStat(target=target, stat=stat, sign=sign, amount=amount, duration=self._duration(ch),
                             more=[ir.StatChange(stat=t, sign=g, amount=a) for _, g, a, t in more],
                             versus=vs[1] if vs else None, versus_this=bool(vs) and vs[1] is None,
                             versus_attack=va[1] if va else None, versus_cards=vd[1] if vd else [])

    def modify(self, ch):
        return self._modify(self._target(ch), ch)

    def modify_verbless(self, ch):
        """A players' shorthand with no verb ("your units +1 AR", "psykers in this sector +1 FP"). Its
        subject with no word saying which or whose is refused where it names no place ("iron warriors
        counter-attack +1 FP vs vehicle": the card's own keyword line and its own bonus, or a bonus for
        a group of cards?) or names one card ("infantry in this sector +1 FP": one of them, or all?)."""
        chosen = _mark(ch, "choose")
        if chosen is not None and getattr(chosen, "unquantified", False) \
                and (not getattr(chosen, "placed", False) or chosen[1].quantity == "exactly"):
            raise ValueError("a change with no verb names its cards with no word saying which or whose: "
                             "the card's own keywords and bonus, one card or all?")
        return self.modify(ch)

    def modify_or(self, ch):   # g3: "this unit gets +2 firepower or +2 assault": a choice of one change
        t = self._target(ch)
        base = [c for c in ch if not (isinstance(c, _Mark) and c.tag == "change")]
        return ir.ChooseOne(options=[[self._modify(t, [*base, _m("changes", [c])])]
                                     for c in ch if isinstance(c, _Mark) and c.tag == "change"])

    def _grant(self, target, ch):
        k = _mark(ch, "kw")[1]
        if k == "Counter-attack":
            return ir.CounterAttack(target=target, duration=self._duration(ch))
        return ir.Grant(target=target, keyword=k, duration=self._duration(ch))

    def grant(self, ch):
        return self._grant(self._target(ch), ch)

    def lose(self, ch):
        return ir.Lose(target=self._target(ch), keyword=_mark(ch, "kw")[1], duration=self._duration(ch))

    def grant_and_modify(self, ch):
        t = self._target(ch)
        return _m("several", [self._grant(t, ch), self._modify(_again(t), ch)])

    def modify_and_grant(self, ch):
        t = self._target(ch)
        return _m("several", [self._modify(t, ch), self._grant(_again(t), ch)])

    def modify_and_restrict(self, ch):
        t = self._target(ch)
        rest = self.restrict([c for c in ch if not isinstance(c, _TARGETS) and not (
            isinstance(c, _Mark) and c.tag == "choose")] + [_again(t)])
        rest = rest[1] if isinstance(rest, _Mark) else [rest]
        return _m("several", [self._modify(t, ch)] + rest)

    # restrictions
    def _r(rule, enemy_only=False):
        def method(self, ch):
            kws = _mark(ch, "kwlist")
            kw = _mark(ch, "kw")
            keywords = kws[1] if kws else [kw[1]] if kw else [None]
            by = _mark(ch, "by")
            src = _mark(ch, "source")
            extra, enemy = {}, enemy_only
            if by is not None:   # "cannot be blocked by units with 2 or more flags"
                extra["by"] = by[1]
                keywords = [None]
            if src is not None:   # "the target of enemy tactics", "readied by abilities"
                source = src[2]
                enemy = enemy or src[1]
                if rule == "untargetable" and source == ir.AbilitySource():
                    source = None   # "the target of abilities": the plain form
                extra["source"] = source
            obj = _first(ch, _TARGETS) or (_mark(ch, "choose") or (None, None))[1]
            if obj is not None:   # "cannot block this unit", "cannot shoot at your flagless units"
                extra["obj"] = obj
            return _m("restriction", rule, keywords, enemy, extra)
        return method

    r_unblockable_by = _r("unblockable")
    r_unshootable_by = _r("unshootable")
    r_unassaultable = _r("unassaultable")
    r_unassaultable_by = _r("unassaultable")
    r_no_ready = _r("no_ready")
    r_no_ready_by = _r("no_ready")
    r_no_lock_by = _r("no_lock")   # g12: "cannot be locked by enemy tactics"

    def r_no_use(self, ch):   # g12: "cannot use WA abilities": the abilities printed on these cards
        src = _mark(ch, "source")
        if src[1]:
            raise ValueError("the cards' own abilities are named: not 'enemy' ones")
        source = None if src[2] == ir.AbilitySource() else src[2]
        if source is not None and source.types:
            raise ValueError("a card uses the abilities printed on it: no other card's")
        return _m("restriction", "no_use", [None], False, {"source": source} if source is not None else {})

    def r_no_ready_turn_end(self, ch):   # "are not readied at the end of the turn"
        return _m("restriction", "no_ready", [None], False, {"turn_end": True})
    r_untargetable_by = _r("untargetable")
    _r_no_destroy_src = _r("no_destroy_ability")
    r_no_overrun = _r("no_overrun")
    r_block_any_speed = _r("block_any_speed")
    r_overrun_any = _r("overrun_any")

    def unblockable_shooting(self, ch):   # "This unit's shooting cannot be blocked." (issue 24, g6)
        return self.restrict([ir.ThisCard(), *ch, _m("restriction", "unblockable_shooting", [None], False, {})])

    def unblockable_assault(self, ch):
        return self.restrict([ir.ThisCard(), *ch, _m("restriction", "unblockable_assault", [None], False, {})])

    def unblockable_shooting_it(self, ch):   # g11: "its shooting cannot be blocked": the card named last
        return self.restrict([_It(), *ch, _m("restriction", "unblockable_shooting", [None], False, {})])

    def unblockable_assault_it(self, ch):
        return self.restrict([_It(), *ch, _m("restriction", "unblockable_assault", [None], False, {})])

    def r_block_as_speed(self, ch):   # "may block shooting as if its speed were 4" (issue 24, g6)
        return _m("restriction", "block_as_speed", [None], False, {"speed": _ints(ch)[0]})

    # ---- g11 (issue 24): rule bends and verbs the language lacked
    def r_block_speed_plus(self, ch):   # "block as if they had +1 speed" / «… была на 1 больше»
        return _m("restriction", "block_speed_plus", [None], False, {"speed": _ints(ch)[0]})
    def r_charge_assault(self, ch):   # "may charge and assault in the same war action"
        if any(n != 1 for n in _ints(ch)):
            raise ValueError("a unit charges and attacks in one war action")
        return _m("restriction", "charge_assault", [None], False)

    def r_charge_shoot(self, ch):
        if any(n != 1 for n in _ints(ch)):
            raise ValueError("a unit charges and attacks in one war action")
        return _m("restriction", "charge_shoot", [None], False)

    def swap_stats(self, ch):   # "Swap the firepower and armor of target unit."
        stats = _strs(ch)
        if len(stats) != 2 or "flags" in stats:
            raise ValueError("a swap names two of firepower, assault, speed and armor")
        return ir.SwapStats(target=self._target(ch), stats=stats, duration=self._duration(ch))

    def swap_places(self, ch):   # "swap this unit with one of your units in another sector"
        a, b = self._targets(ch)
        return ir.SwapPlaces(target=a, other=b)

    def dealer_this(self, ch):
        return _m("dealer", "this")

    def dealer_it(self, ch):
        return _m("dealer", "it")

    def damage_equal_own(self, ch):   # "it deals damage equal to its assault to the attacking unit"
        stat = _strs(ch)[0]
        return _m("with_x", ir.Damage(target=self._target(ch), amount=ir.X()),
                  ir.XStat(of="this", stat=stat), _mark(ch, "dealer")[1])

    def bw_counter(self, ch):
        if _mark(ch, "kw")[1] != "Counter-attack":
            raise ValueError("extra damage is dealt when shooting, assaulting or counter-attacking")
        return _m("bonus_when", "counter_attack")

    def bw_shooting(self, ch):
        return _m("bonus_when", "shooting")

    def bw_assault(self, ch):
        return _m("bonus_when", "assault")

    def damage_bonus(self, ch):   # "deal 1 extra damage when they counter-attack"
        d = _mark(ch, "duration")
        return ir.DamageBonus(target=self._target(ch), attack=_mark(ch, "bonus_when")[1], amount=_ints(ch)[0],
                              duration=d[1] if d else None)

    # ---- g13 (issue 24): amounts, rolls, randomness and damage
    def swap_between(self, ch):   # "Swap the armor of the attacking unit and the defending unit."
        stats = _strs(ch)
        a, b = self._targets(ch)
        if len(set(stats)) != 1 or stats[0] == "flags":
            raise ValueError("a swap between two cards names one of firepower, assault, speed and armor")
        if a == b:
            raise ValueError("a swap between two cards names two cards")
        return ir.SwapBetween(target=a, other=b, stat=stats[0], duration=self._duration(ch))

    def swap_att_def(self, ch):   # «броню атакующего и защищающегося отрядов»
        return self.swap_between([ir.AttackingCard(), ir.DefendingCard()] + list(ch))

    def cancel_by_card(self, ch):   # "That unit deals no damage": the trigger's attack or overrun (see _ability)
        return _m("cancel_by")

    def x_than_more(self, ch):
        return _m("xthan", 1)

    def x_than_less(self, ch):
        return _m("xthan", -1)

    def x_def_than(self, ch):   # "X is 1 more than its armor" / «Х на 1 больше его брони»
        n = _ints(ch)[0]
        if n < 1:
            raise ValueError("X is more or less than a value by a number above 0")
        plus = _mark(ch, "xthan")[1] * n
        return self.x_def([c for c in ch if not (isinstance(c, _Mark) and c.tag == "xthan")] + [_m("xplus", plus)])
    def damage_double(self, ch):   # "This unit deals double damage when it counter-attacks."
        d = _mark(ch, "duration")
        return ir.DamageBonus(target=self._target(ch), attack=_mark(ch, "bonus_when")[1], amount=0, double=True,
                              duration=d[1] if d else None)

    def test_pass(self, ch):   # "If the roll is a test, the test is passed." / «…, тест пройден.»
        w = _mark(ch, "whose")
        return ir.TestResult(passed=True, whose=w[1] if w else "any")

    def test_fail(self, ch):
        w = _mark(ch, "whose")
        return ir.TestResult(passed=False, whose=w[1] if w else "any")

    def flag_than(self, ch):   # "your opponent has 2 fewer flags in this sector" / «у противника на 2 флага меньше»
        sign = _mark(ch, "xthan")[1]
        owner = _mark(ch, "owner")[1]
        n = _ints(ch)[0]
        if n < 1:
            raise ValueError("a player has 1 or more flags more or fewer")
        return ir.FlagChange(player="you" if owner == "own" else "opponent", sign=sign, amount=ir.Number(value=n))

    def lose_counter(self, ch):   # "That unit cannot counter-attack": it loses the keyword for the time
        if _mark(ch, "kw") is not None and _mark(ch, "kw")[1] != "Counter-attack":
            raise ValueError("'cannot' with a keyword is said of Counter-attack only")
        return ir.Lose(target=self._target(ch), keyword="Counter-attack", duration=self._duration(ch))

    def x_round_up(self, ch):
        return _m("xround", "half_up")

    def x_round_down(self, ch):
        return _m("xround", "half_down")

    def _x_scaled(self, ch, scale):
        if any(n != 2 for n in _ints(ch)):   # «умноженная на 2», «деленный на 2»
            raise ValueError("X is doubled or halved: multiplied or divided by 2")
        x = self.x_def([c for c in ch if not (isinstance(c, _Mark) and c.tag == "xround")])
        return _m("x", x[1].model_copy(update={"scale": scale}))

    def x_def_double(self, ch):   # "X is twice its speed" / «Х равно удвоенной скорости»
        return self._x_scaled(ch, "double")

    def x_def_half(self, ch):   # "X is half its assault, rounded up" / «половине его штурма с округлением вверх»
        return self._x_scaled(ch, _mark(ch, "xround")[1])
    # ---- end g13

    def unshootable_obj(self, ch):   # «По этому отряду нельзя стрелять»
        d = _mark(ch, "duration")
        return ir.Restriction(rule="unshootable", target=self._target(ch), duration=d[1] if d else None)

    def no_infiltrate_any(self, ch):   # "no infiltrating into this sector" / «в этот сектор нельзя внедрять»
        return ir.Restriction(rule="no_infiltrate", target=ir.Choose(quantity="all", owner="any", types=["card"]))

    def look_infiltrate(self, ch):   # "Look at the top 3 cards of your deck and infiltrate one unit from among them."
        what = _mark(ch, "infil_what")
        r = _mark(ch, "rest")
        if r is not None and r[2]:
            raise ValueError("the rest of the cards infiltrated from are not put in an order")
        return _m("then", "infiltrate", {"count": _mark(ch, "infil_count")[1], "types": what[1],
                                         "filters": what[2], "rest": r[1] if r else "keep"})
    # ---- end g11

    def r_overrun_times(self, ch):   # "may make up to 2 overruns in each war action" (issue 24, g6)
        if any(k != 1 for k in _ints(ch)[1:]):   # g11: «за одну ВА»
            raise ValueError("overruns are counted in one war action")
        n = _ints(ch)[0]
        if n < 2:
            raise ValueError("one overrun a war action is the rule itself")
        return _m("restriction", "overrun_any", [None], False, {"times": n})
    r_overrun_asset = _r("overrun_asset")   # issue 24, g6
    r_block_uncharged = _r("block_uncharged")
    r_no_infiltrate = _r("no_infiltrate")

    def no_infiltrate(self, ch):
        """"Your opponent cannot infiltrate units into this sector" = their units cannot be infiltrated
        into it; "Units cannot be ..." (no player named): anyone's."""
        what = _mark(ch, "infil_what")
        owner = {"you": "own", "opponent": "enemy", "each": "any"}[self._player(ch, "each")]
        return ir.Restriction(rule="no_infiltrate", target=ir.Choose(
            quantity="all", owner=owner, types=what[1], filters=what[2], alt=what[3] if len(what) > 3 else []))
    r_no_block_obj = _r("unblockable")
    r_no_shoot_at = _r("unshootable")
    r_no_assault_obj = _r("unassaultable")

    def by_desc(self, ch):
        """Who may not block, shoot at or assault a card: a description of all such cards. Only an
        enemy can do any of these, so "enemy" says nothing more ("by enemy flagless units" = "by
        flagless units"), and "your" cannot be meant."""
        owner, types, filters, alts, other, _ = _describe(ch)
        if owner == "own" or other:
            raise ValueError("only the opponent's cards block, shoot or assault")
        zone = _mark(ch, "zone")
        if zone is not None and zone[1] != "sector":
            raise ValueError("a card that blocks, shoots or assaults is in the battle's sector")
        return _m("by", ir.Choose(quantity="all", owner="any", types=types, filters=filters, alt=alts))

    def src_enemy(self, ch):
        return _m("src_enemy")

    def _src(self, ch, kinds=(), types=()):
        return _m("source", bool(_marks(ch, "src_enemy")), ir.AbilitySource(kinds=list(kinds), types=list(types)))

    def src_kind_only(self, ch):
        return self._src(ch, kinds=[_mark(ch, "src_kind")[1]])

    def src_type_only(self, ch):
        return self._src(ch, types=[_mark(ch, "src_type")[1]])

    def src_any(self, ch):
        return self._src(ch)

    def src_kinds(self, ch):   # g8: "enemy tactics or reactions" / «тактик и реакций противника»
        kinds = []
        for m in _marks(ch, "src_kind"):
            if m[1] in kinds:
                raise ValueError("a kind of ability is named twice")
            kinds.append(m[1])
        return self._src(ch, kinds=sorted(kinds, key=["WA", "T", "R", "M", "A", "E"].index))

    def src_letter(self, ch):   # g8: "WA cards", "T abilities"
        return _m("src_kind", _mark(ch, "kind")[1])

    def src_wa(self, ch):   # g8: "war action cards" / «карт военных акций»
        return _m("src_kind", "WA")

    def r_no_destroy_by(self, ch):   # g8: "cannot be destroyed by tactics / by enemy cards"
        m = self._r_no_destroy_src(ch)
        if m[4].get("source") == ir.AbilitySource():
            m[4]["source"] = None   # "by enemy cards": by any enemy ability, the plain form
        return m


    def src_t(self, ch):
        return _m("src_kind", "T")

    def src_a(self, ch):
        return _m("src_kind", "A")

    def src_r(self, ch):
        return _m("src_kind", "R")

    def src_m(self, ch):
        return _m("src_kind", "M")

    def src_e(self, ch):
        return _m("src_kind", "E")

    def src_ship(self, ch):
        return _m("src_type", "ship")

    def src_unit(self, ch):
        return _m("src_type", "unit")

    def src_asset(self, ch):
        return _m("src_type", "asset")

    r_unblockable = _r("unblockable")
    r_unshootable = _r("unshootable")
    r_no_block = _r("no_block")
    r_no_charge = _r("no_charge")
    r_no_shoot = _r("no_shoot")
    r_no_assault = _r("no_assault")
    r_no_lock = _r("no_lock")
    r_no_lock_enemy = _r("no_lock", True)
    r_no_destroy = _r("no_destroy")
    r_no_destroy_shooting = _r("no_destroy_shooting")
    r_no_destroy_assault = _r("no_destroy_assault")
    r_no_destroy_ability = _r("no_destroy_ability")
    r_no_destroy_ability_enemy = _r("no_destroy_ability", True)
    r_untargetable = _r("untargetable")
    r_untargetable_enemy = _r("untargetable", True)
    del _r

    def blockers(self, ch):
        k = _mark(ch, "kw")
        return _m("kwlist", [k[1]]) if k else _mark(ch, "kwlist")

    def restrict(self, ch):
        target = self._target(ch)
        d = _mark(ch, "duration")
        out = []
        for r in _marks(ch, "restriction"):
            extra = dict(r[4]) if len(r) > 4 else {}
            obj = extra.pop("obj", None)
            on, by = target, extra.pop("by", None)
            if obj is not None:
                # "Enemy flagless units cannot block this unit" is "this unit cannot be blocked by enemy
                # flagless units": said from the side of the card it protects, so one meaning has one form
                if not (isinstance(target, ir.Choose) and target.quantity == "all"):
                    raise ValueError("who cannot block or shoot at a card is a description of all such cards")
                if target.owner == "own" or target.other:
                    raise ValueError("only the opponent's cards block or shoot")
                on = obj
                by = target.model_copy(update={"owner": "any", "count": None})
            keywords = r[2]
            if by is not None:
                by, keywords = _by_keywords(by, r[1])
            for k in keywords:
                out.append(ir.Restriction(rule=r[1], keyword=k, target=on, duration=d[1] if d else None,
                                          enemy_only=r[3], by=None if k is not None else by, **extra))
        if len(out) > 1 and isinstance(out[0].target, ir.Choose) and out[0].target.quantity != "all":
            # g18d: "One enemy unit cannot shoot or assault": one card chosen, then both fall on it
            out = [out[0], *(r.model_copy(update={"target": ir.ChosenCard()}) if r.target == out[0].target else r
                             for r in out[1:])]
        return out[0] if len(out) == 1 else _m("several", out)

    # ---- g4b: rule changes for a sector (ir.SectorRule)
    def rw_keyword(self, ch):
        k = _mark(ch, "kw")[1]
        if k != "Counter-attack":   # the one keyword whose rule a rule change switches off
            raise ValueError(f"the rule of '{k}' is not one a rule change names")
        return _m("rule_what", "counter_attack", None)

    def rw_overrun(self, ch):
        return _m("rule_what", "overrun", None)

    def rw_shooting(self, ch):
        return _m("rule_what", "shooting", None)

    def rw_assault(self, ch):
        return _m("rule_what", "assault", None)

    def rw_ships(self, ch):   # g11: "Ships cannot be used ..." = ship abilities cannot be used
        return _m("rule_what", "abilities", ir.AbilitySource(types=["ship"]))

    def rw_abilities(self, ch):
        src = _mark(ch, "source")
        if src[1]:
            raise ValueError("a rule change for a sector names abilities of no player")
        return _m("rule_what", "abilities", src[2])

    def rh_no_effect(self, ch):
        return _m("rule_how", "no_effect")

    def rh_no_damage(self, ch):
        return _m("rule_how", "no_damage")

    def rh_unblockable(self, ch):
        return _m("rule_how", "unblockable")

    def rh_cannot_use(self, ch):
        return _m("rule_how", "cannot_use")

    def rcw_sector(self, ch):
        return _m("rule_where", "sector")

    def rcw_all(self, ch):
        return _m("rule_where", "all")

    def rcp_attacker(self, ch):
        return _m("rule_player", "attacker")

    def rcp_defender(self, ch):
        return _m("rule_player", "defender")

    def rcp_each(self, ch):
        return _m("rule_player", "each")

    def sector_rule(self, ch):
        """"Counter-attack has no effect in this sector", "Shooting in this sector cannot be blocked",
        "Ship abilities cannot be used during battles for this sector": what x how x where x how long.
        Abilities that "have no effect" cannot be used; "special assaults cannot be blocked" names the
        attacks, not the abilities."""
        _, what, source = _mark(ch, "rule_what")
        how = _mark(ch, "rule_how")[1]
        if what == "abilities" and how == "no_effect":
            how = "cannot_use"
        if what == "abilities" and how == "unblockable":
            if source is None or source.kinds != ["A"] or source.types:
                raise ValueError("only attacks are blocked")
            what, source = "special_assault", None
        where = _mark(ch, "rule_where")
        d = _mark(ch, "duration")
        return ir.SectorRule(what=what, how=how, source=source, where=where[1] if where else "sector",
                             duration=d[1] if d else None)

    def sector_rule_hand(self, ch):
        """"The attacker draws 1 more card for their command hand in battles for this sector"; g10: "1
        fewer card", "5 cards ... instead of 6"."""
        n = _mark(ch, "rcn")
        how, amount = (n[1], n[2]) if n is not None else ("more", _first(ch, ir.Number))
        if not isinstance(amount, ir.Number):
            raise ValueError("a command hand grows by a number of cards")
        if amount.value == 0:
            raise ValueError("a command hand changes by a number of cards above 0")
        where = _mark(ch, "rule_where")
        p = _mark(ch, "rule_player")
        return ir.SectorRule(what="command_hand", how=how, player=p[1] if p else "you",
                             amount=amount.value, where=where[1] if where else "sector")

    sector_rule_hand_you = sector_rule_hand   # g10: "draw 1 additional card for your command hand"

    def sector_rule_player(self, ch):   # g9: "Your opponent cannot play reactions": that player's abilities
        src = _mark(ch, "source")
        if src[1]:
            raise ValueError("the player is named: their abilities are not 'enemy' ones")
        p = _mark(ch, "rule_player")[1]
        where = _mark(ch, "rule_where")
        d = _mark(ch, "duration")
        return ir.SectorRule(what="abilities", how="cannot_use", source=src[2], player=None if p == "each" else p,
                             where=where[1] if where else "sector", duration=d[1] if d else None)

    def rcn_more(self, ch):
        return _m("rcn", "more", _first(ch, ir.Node))

    def rcn_fewer(self, ch):
        return _m("rcn", "fewer", _first(ch, ir.Node))

    def rcn_size(self, ch):   # "5 cards instead of 6": the rulebook's hand of six (rules: battle.preparation)
        n, instead = _ints(ch)[:2]
        if instead != 6:
            raise ValueError("a command hand is six cards: 'instead of 6'")
        if n == 6:
            raise ValueError("a command hand of six instead of six changes nothing")
        return _m("rcn", "size", ir.Number(value=n))

    # ---- g12 (issue 24): players and the battle's procedure
    def sector_rule_hand_size(self, ch):
        """"In battles for this sector, players draw 5 cards for their command hands": the hand's size
        (said of a player and a sector: without them "draw 5 cards" is a draw)."""
        n = _ints(ch)[0]
        if not 1 <= n <= 9 or n == 6:
            raise ValueError("a command hand's size is a number of cards from 1 to 9 other than the rulebook's six")
        where = _mark(ch, "rule_where")
        p = _mark(ch, "rule_player")
        return ir.SectorRule(what="command_hand", how="size", player=p[1], amount=n,
                             where=where[1] if where else "sector")

    def sector_rule_first(self, ch):
        """"In battles for this sector, the defender declares the first war action": who begins the
        combat step (rules: battle.combat; by the rulebook the player who chose the battle)."""
        p = _mark(ch, "rule_player")[1]
        if p == "each":
            raise ValueError("one player declares the first war action")
        where = _mark(ch, "rule_where")
        return ir.SectorRule(what="first_action", how="declares", player=p, where=where[1] if where else "sector")
    def sector_rule_capture(self, ch):
        """"A player can capture this sector only if he has at least 1 flagged Infantry unit in it": the
        capturing player's count, read as "you have ..." of that player."""
        need = self._count_pred(ch, "own")
        if need.owner != "own" or need.other or need.zone != "sector":
            raise ValueError("a capture's condition counts the capturing player's own cards in the sector")
        return ir.SectorRule(what="capture", how="only_if", need=need)

    def rv_lock(self, ch):
        return _m("restr_verb", "no_lock")

    def rv_target(self, ch):
        return _m("restr_verb", "untargetable")

    def rv_ready(self, ch):
        return _m("restr_verb", "no_ready")

    def rv_destroy(self, ch):
        return _m("restr_verb", "no_destroy_ability")

    def restrict_by_source(self, ch):
        """"Enemy cards cannot lock this ship", "Enemy tactics cannot target this unit": the restriction
        said from the side of the card it protects ("This ship cannot be locked by enemy cards"), so one
        meaning has one form."""
        src = _mark(ch, "source")
        rule = (_mark(ch, "restr_verb") or (None, "untargetable"))[1]
        enemy, source = src[1], src[2]
        if source == ir.AbilitySource() and rule != "no_ready":
            source = None   # "cards", "abilities": every ability ("cannot be readied by abilities" says so)
        extra = {"source": source} if source is not None else {}
        rest = [c for c in ch if not (isinstance(c, _Mark) and c.tag in ("source", "restr_verb"))]
        return self.restrict([*rest, _m("restriction", rule, [None], enemy, extra)])

    def restrict_by_player(self, ch):
        """"Your opponent cannot play tactics that target this unit": this unit cannot be the target of
        the opponent's tactics (the same form as said from the side of the card)."""
        src = _mark(ch, "source")
        if src[1]:
            raise ValueError("the player is named: their abilities are not 'enemy' ones")
        ch = [c for c in ch if not (isinstance(c, _Mark) and c.tag == "source")]
        return self.restrict_by_source([*ch, _m("source", True, src[2]), _m("restr_verb", "untargetable")])
    # ---- g12 end

    def rcp_you(self, ch):
        return _m("rule_player", "you")

    def rcp_opponent(self, ch):
        return _m("rule_player", "opponent")
    # ---- g4b end

    # infiltration and search
    def infil_one(self, ch):
        return _m("infil_count", 1)

    def infil_n(self, ch):
        return _m("infil_count", _ints(ch)[0])

    def infil_up_to(self, ch):
        return _m("infil_count", _ints(ch)[0])

    def infil_what(self, ch):
        owner, types, filters, alts, _, _ = _describe(ch)
        if alts:
            raise ValueError("an infiltration names one kind of card")
        return _m("infil_what", types, filters)

    def source_hand(self, ch):
        return _m("source", "hand")

    def source_deck(self, ch):
        return _m("source", "deck")

    def source_discard(self, ch):
        return _m("source", "discard")

    def into_sector(self, ch):
        return None

    def infiltrate(self, ch):
        what = _mark(ch, "infil_what")
        source = _mark(ch, "source")
        return ir.Infiltrate(source=source[1] if source else "hand", count=_mark(ch, "infil_count")[1],
                             types=what[1], filters=what[2])

    def fleet_locked(self, ch):
        return _m("fleet_state", True)

    def fleet_ready(self, ch):
        return _m("fleet_state", False)

    def put_in_fleet(self, ch):   # g14: a ship put into its owner's fleet area enters play there
        e = self.infiltrate(ch)
        if e.types != ["ship"]:
            raise ValueError("only a ship goes to a fleet area")
        if e.source == "deck":
            raise ValueError("a ship from the deck is searched for: say 'search your deck'")
        state = _mark(ch, "fleet_state")
        return e.model_copy(update={"locked": bool(state and state[1])})

    def infiltrate_discarded(self, ch):
        what = _mark(ch, "infil_what")
        return ir.Infiltrate(source="discarded", count=_mark(ch, "infil_count")[1], types=what[1], filters=what[2])

    def infiltrate_top(self, ch):
        what = _mark(ch, "infil_what")
        r = _mark(ch, "rest")
        if r is not None and r[2]:
            raise ValueError("the rest of the cards infiltrated from are not put in an order")
        return ir.Infiltrate(source="top", count=_mark(ch, "infil_count")[1], types=what[1], filters=what[2],
                             top=_ints(ch)[-1], rest=r[1] if r else "keep")

    def search_infiltrate(self, ch):
        what = _mark(ch, "infil_what")
        return ir.Infiltrate(source="deck", count=_mark(ch, "infil_count")[1], types=what[1], filters=what[2])

    def search_hand(self, ch):
        what = _mark(ch, "infil_what")
        return ir.Search(count=_mark(ch, "infil_count")[1], types=what[1], filters=what[2])

    def flag_change(self, ch):
        s = _mark(ch, "signed")
        e = ir.FlagChange(player=self._player(ch), sign=s[1], amount=s[2])
        return _m("subj", [e]) if e.player != "you" else e   # g7: a verb after it has its subject

    def pv_flag_lose(self, ch):   # g7: "... and loses 1 flag"
        a = self._amount(ch)
        return _m("pverb", lambda p: ir.FlagChange(player=p, sign=-1, amount=a))

    def than_less(self, ch):
        return _m("than", -1)

    def than_more(self, ch):
        return _m("than", 1)

    def pv_draw_than(self, ch):   # g7: "draws 1 card fewer than he discarded" / «берёт на 1 карту меньше, чем сбросил»
        n = _ints(ch)[0] * _mark(ch, "than")[1]
        return _m("pverb", lambda p: ir.Draw(count=ir.ThatMany(plus=n), player=p))

    def draw_than_you(self, ch):   # g7: "Discard your hand, then draw 1 card fewer than you discarded."
        n = _ints(ch)[0] * _mark(ch, "than")[1]
        return _m("imp", ir.Draw(count=ir.ThatMany(plus=n), player="you"))

    def draw_than_player(self, ch):   # g7: "Your opponent draws 1 card fewer than he discarded."
        n = _ints(ch)[0] * _mark(ch, "than")[1]
        return _m("subj", [ir.Draw(count=ir.ThatMany(plus=n), player=self._player(ch))])

    def pv_flag(self, ch):   # g7: "... and gets +1 flag"
        s = _mark(ch, "signed")
        return _m("pverb", lambda p: ir.FlagChange(player=p, sign=s[1], amount=s[2]))

    def flag_loss(self, ch):   # issue 24, g10: "Your opponent loses 2 flags" / «Противник теряет 2 флага»
        amount = next(c for c in ch if isinstance(c, ir.Node))
        e = ir.FlagChange(player=self._player(ch), sign=-1, amount=amount)
        return _m("subj", [e]) if e.player != "you" else e   # g7: a verb after it has its subject

    def flag_loss_he(self, ch):   # g10: "he loses 2 flags instead": his, the player named before
        amount = next(c for c in ch if isinstance(c, ir.Node))
        return _HisFlags(player="opponent", sign=-1, amount=amount)

    def flag_change_he(self, ch):
        s = _mark(ch, "signed")
        return _HisFlags(player="opponent", sign=s[1], amount=s[2])

    # rolls
    @staticmethod
    def _roll_of(ch):
        o = _mark(ch, "of")
        return o[1] if o else "any"

    def whose_any(self, ch):
        return _m("whose", "any", self._roll_of(ch))

    def whose_own(self, ch):
        return _m("whose", "own", self._roll_of(ch))

    def whose_any_one(self, ch):   # g3: "any one roll" / «любой один бросок»
        if _ints(ch)[-1] != 1:
            raise ValueError("a modifier changes one roll")
        return self.whose_any(ch)

    def whose_own_one(self, ch):   # g3: "one of your tests" / «одного своего теста»
        if _ints(ch)[-1] != 1:
            raise ValueError("a modifier changes one roll")
        return self.whose_own(ch)

    def roll_add_it(self, ch):   # g3: "... or add 1 to it": the roll the clause before names
        return _RollIt(sign=1, amount=self._roll_amount(ch))

    def roll_subtract_it(self, ch):
        return _RollIt(sign=-1, amount=self._roll_amount(ch))

    def whose_opponent(self, ch):
        return _m("whose", "opponent", self._roll_of(ch))

    def of_any(self, ch):
        return _m("of", "any")

    def of_test(self, ch):
        return _m("of", "test")

    def of_d6(self, ch):
        return _m("of", "d6")

    def of_variable(self, ch):
        return _m("of", "variable")

    @staticmethod
    def _whose(ch):
        w = _mark(ch, "whose")
        return w[1] if w else "any"

    @staticmethod
    def _which(ch):
        w = _mark(ch, "whose")
        return {"whose": w[1], "of": w[2]} if w else {}

    @staticmethod
    def _roll_amount(ch):
        return _first(ch, (ir.Number, ir.X))

    def roll_add(self, ch):
        return ir.RollAdd(sign=1, amount=self._roll_amount(ch), **self._which(ch))

    def roll_subtract(self, ch):
        return ir.RollAdd(sign=-1, amount=self._roll_amount(ch), **self._which(ch))

    def roll_set(self, ch):
        return ir.RollSet(value=_ints(ch)[-1], **self._which(ch))

    def roll_choose(self, ch):
        return ir.RollSet(value=None, **self._which(ch))

    def keep_lower(self, ch):
        return _m("keep", "lower")

    def keep_higher(self, ch):
        return _m("keep", "higher")

    def roll_twice(self, ch):
        p = self._player(ch)
        if p == "each":
            raise ValueError("one player's roll is made twice")
        return ir.RollTwice(whose="own" if p == "you" else "opponent", keep=_mark(ch, "keep")[1])

    def roll_bonus(self, ch):
        return ir.RollBonus(player=self._player(ch), sign=1, amount=_ints(ch)[0], duration=self._duration(ch))

    def roll_bonus_minus(self, ch):
        return ir.RollBonus(player=self._player(ch), sign=-1, amount=_ints(ch)[0], duration=self._duration(ch))

    def play_after(self, ch):
        return _m("condition", ir.Condition(mode="only_if", predicate=ir.RollMade(owner=_mark(ch, "owner")[1])))

    def the_result(self, ch):
        return _m("the_result")

    def p_roll_eq(self, ch):
        return ir.RollResult(cmp="eq", value=_ints(ch)[-1])

    def p_roll_ge(self, ch):
        return ir.RollResult(cmp="ge", value=_ints(ch)[-1])

    def p_roll_le(self, ch):
        return ir.RollResult(cmp="le", value=_ints(ch)[-1])

    def during_special(self, ch):
        return _m("during", "special_assault")

    def during_shooting(self, ch):
        return _m("during", "shooting")

    def during_assault(self, ch):
        return _m("during", "assault")

    def p_roll_made(self, ch):
        d = _mark(ch, "during")
        return ir.RollMade(owner=_mark(ch, "owner")[1], during=d[1] if d else None)

    def p_roll_during(self, ch):
        return ir.RollMade(owner="any", during=_mark(ch, "during")[1])

    def t_roll_result(self, ch):
        o = _mark(ch, "owner")
        return _m("trigger_if", ir.Trigger(event="roll", owner=o[1] if o else "any", types=["card"]),
                  ir.Condition(mode="only_if", predicate=ir.RollResult(cmp="eq", value=_ints(ch)[-1])))

    def x_die(self, ch):
        return ir.XDie(of="discarded")

    def reroll(self, ch):
        keep = _mark(ch, "keep")
        return ir.Reroll(**self._which(ch), keep=keep[1] if keep else None)

    def _by(self, ch, sign):   # "Your opponent subtracts 1 from their roll": that player's roll changes
        p = self._player(ch)
        if p == "each":
            raise ValueError("one player's roll changes")
        return ir.RollAdd(sign=sign, amount=self._roll_amount(ch), whose="own" if p == "you" else "opponent")

    def roll_add_by(self, ch):
        return self._by(ch, 1)

    def roll_subtract_by(self, ch):
        return self._by(ch, -1)

    def roll_add_die(self, ch):   # "Add the die of the discarded card to the roll": X is that die
        return _m("with_x", ir.RollAdd(sign=1, amount=ir.X(), **self._which(ch)), ir.XDie())

    def roll_subtract_die(self, ch):
        return _m("with_x", ir.RollAdd(sign=-1, amount=ir.X(), **self._which(ch)), ir.XDie())

    def roll_add_signed(self, ch):
        return ir.RollAdd(sign=_mark(ch, "sign")[1], amount=self._roll_amount(ch), **self._which(ch))

    def roll_bonus_signed(self, ch):
        return ir.RollBonus(player=self._player(ch), sign=_mark(ch, "sign")[1], amount=_ints(ch)[0],
                            duration=self._duration(ch))

    @staticmethod
    def _table(ch, low_effects: bool):
        """"If the result is N or more, ...[ Otherwise, ...]" as a variable roll's two lines over 1-6."""
        n = _ints(ch)[-1]
        then = _plain(_mark(ch, "effects")[1])
        other = _plain(_mark(ch, "otherwise")[1]) if _mark(ch, "otherwise") else []
        if not 1 <= n <= 6:
            raise ValueError("a roll's result runs from 1 to 6")
        if low_effects:   # "N or less"
            lines = [ir.Outcome(low=1, high=n, effects=then)] + ([ir.Outcome(low=n + 1, high=6, effects=other)] if n < 6 else [])
        else:             # "N or more"
            lines = ([ir.Outcome(low=1, high=n - 1, effects=other)] if n > 1 else []) + [ir.Outcome(low=n, high=6, effects=then)]
        return _m("effects", [ir.VariableRoll(outcomes=lines)])

    def roll_if_ge(self, ch):
        return self._table(ch, False)

    def roll_if_le(self, ch):
        return self._table(ch, True)

    def reroll_opponent(self, ch):
        keep = _mark(ch, "keep")
        return ir.Reroll(whose="opponent", of=self._roll_of_mark(ch), keep=keep[1] if keep else None)

    @staticmethod
    def _roll_of_mark(ch):
        w = _mark(ch, "whose")
        return w[2] if w else "any"

    def before_result(self, ch):
        return _m("before")

    def versus(self, ch):
        changes = _mark(ch, "changes") or self.changes(ch)
        kws = _mark(ch, "kwlist")[1]
        out = []
        for _, sign, amount, stat in changes[1]:
            if not isinstance(amount, ir.Number) or amount.value < 1:
                raise ValueError("a versus bonus is a printed number (1 or more)")
            if sign < 0:   # a penalty versus a kind of card: this card's change, counted only in such a fight
                out += [ir.ModifyStat(target=ir.ThisCard(), stat=stat, sign=-1, amount=amount, versus=k) for k in kws]
            else:
                out += [ir.Versus(stat=stat, amount=amount.value, keyword=k) for k in kws]
        return out[0] if len(out) == 1 else _m("several", out)

    # counts: "for each ..."
    def count_desc(self, ch):
        owner, types, filters, alts, other, _ = _describe(ch, default_owner="")
        if alts:
            raise ValueError("a count names one kind of card")
        zone = _mark(ch, "zone")
        if zone is not None and len(zone) > 2 and not owner:
            owner = zone[2]
        elif zone is not None and zone[1] == "discard" and len(zone) > 2 and owner and owner != zone[2]:
            raise ValueError("the cards counted in a discard pile are of the pile's owner")   # g20c
        elif zone is not None and zone[1] == "discard" and not owner:
            owner = "own"   # g20c: «за каждую технику в сбросе»: in yours
        # «за каждый свой отряд»: whose «свой» means is the clause's subject's (:meth:`each_count`)
        refl = "self" if any(isinstance(c, _Mark) and c.tag == "owner" and len(c) > 3 for c in ch) else None
        return _m("what", owner, types, filters, zone[1] if zone else "sector", bool(other), False, refl)

    def count_desc_in_play(self, ch):   # g21a: "a Hero is in play (in any sector)" / «карта «Хорус» в игре»
        what = self.count_desc(ch)
        if what[4] != "sector":
            raise ValueError("a condition names one place")
        return _m("what", what[1], what[2], what[3], "play", *what[5:])

    def count_desc_theirs(self, ch):   # "for each of his locked units": the subject's, said by a pronoun
        what = self.count_desc(ch)
        return _m("what", "own", *what[2:7], "his")

    def count_desc_own(self, ch):
        what = self.count_desc(ch)
        return _m("what", "own", *what[2:])

    def for_each(self, ch):
        cap = _mark(ch, "cap")
        what = _mark(ch, "what")
        if what is None:   # "for each event in it"
            return _mark(ch, "cards_in")
        if what[2] == ["card"] and what[4] == "discard" and not what[3] and what[1] in ("own", "enemy") and not what[5]:
            # g13b: "for each card in your discard pile" is the pile's cards (ir.CardsIn), read once
            raise ValueError("the cards of a pile are counted as the pile's")
        return _m("each", what, cap)

    def cap(self, ch):   # "..., to a maximum of 2" / «..., но не больше 2»; "(maximum -2)": the sign of the change
        sign = _mark(ch, "sign")
        return _m("cap", _ints(ch)[0], sign[1] if sign else None)

    def count_desc_dead(self, ch):   # "enemy units destroyed in this battle"
        what = self.count_desc(ch)
        if what[4] != "sector" or what[5]:
            raise ValueError("the cards destroyed in this battle are counted with no place")
        return _m("what", *what[1:6], True, what[7])

    def count_desc_dead_own(self, ch):
        what = self.count_desc_dead(ch)
        return _m("what", "own", *what[2:])

    def for_every(self, ch):   # g13b: "for every 2 Vehicle units ..." / «за каждые 2 твоих отряда техники»
        n = _ints(ch)[0]
        inner = self.for_each([c for c in ch if not (isinstance(c, Token) and c.type == "INT")])
        return _m("every", n, inner)

    def for_each_stat(self, ch):   # "for each flag it has" / «за каждый флаг на нем»
        cap = _mark(ch, "cap")
        return _m("statof", _mark(ch, "named")[1], _strs(ch)[0], cap[1] if cap else None)

    def each_count(self, ch):
        every = _mark(ch, "every")
        if every is not None:   # g13b: the count in whole groups
            return _in_groups(self.each_count([every[2] if c is every else c for c in ch]), every[1])
        ch = [c[1] if isinstance(c, _Mark) and c.tag == "imp" else
              c[1][0] if isinstance(c, _Mark) and c.tag == "subj" and len(c[1]) == 1 else c for c in ch]
        effect = next(c for c in ch if isinstance(c, ir.Node))
        stat = _mark(ch, "statof")
        if stat is not None:
            of = stat[1]
            if of in ("it", "that"):   # the card the effect itself names
                t = getattr(effect, "target", None)
                of = _NAMED.get(type(t)) if not isinstance(t, (_It, _That)) else None
                if isinstance(t, ir.Choose) and t.quantity == "exactly" and t.count == 1:
                    of = "target"   # g10: "Any unit gets +1 armor for each flag it has": the card it chooses
                elif of in (None, "chosen") or isinstance(t, ir.BlockingUnit) and t.choice:
                    raise ValueError("'for each flag it has' names a card the text names, not a choice")
            return _per(effect, ir.StatOf(of=of, stat=stat[2]), cap=stat[3])
        each = _mark(ch, "each")
        if each is None:   # "for each event in it", "for each card in your hand"
            c = _mark(ch, "cards_in")
            p = self._cards_player(c[1])
            cls = _CardsInIt if p == "it" else ir.CardsIn
            return _per(effect, cls(player="you" if p == "it" else p, zone=c[2], command=c[3]))
        what, cap = each[1], each[2]
        owner = what[1] or "any"
        each_own = False
        if len(what) > 7 and what[7] is not None:   # «за каждый свой отряд», "for each of his units": the subject's
            subject = getattr(effect, "player", None)
            target = getattr(effect, "target", None)
            if subject == "opponent":
                owner = "enemy"
            elif subject == "each" and target is None and what[1] in (None, "own"):
                # g20a: "Each player gets -1 flag for each of his locked units" / «Каждый игрок получает -1 флаг
                # за каждый свой повернутый отряд»: each player in turn (the ability's player first), counting
                # his own cards
                effect, owner, each_own = effect.model_copy(update={"player": "you"}), "own", True
            elif subject == "each" or what[7] == "his" or (isinstance(target, ir.Choose) and target.owner == "enemy"):
                raise ValueError("'his' / «свой» names whose cards by the clause's subject: here it is not clear whose")
        if cap is not None:
            sign = getattr(effect, "sign", 1)
            if cap[2] is not None and cap[2] != sign:
                raise ValueError("the maximum has the sign of the change it caps")
            cap = cap[1]
        out = _per(effect, ir.Count(owner=owner, types=what[2], filters=what[3], zone=what[4],
                                    other=len(what) > 5 and what[5], destroyed=len(what) > 6 and what[6]), cap=cap)
        return ir.EachPlayer(effects=[out]) if each_own else out

    def choose_then(self, ch):   # "Choose up to 2 enemy units and deal 2 damage to each of them."
        target = self._target(ch)
        effect = next((c for c in ch if isinstance(c, ir.Node) and "op" in type(c).model_fields), None)
        many = _mark(ch, "effects")   # g19a: "Choose one enemy unit. It gets -2 armor and cannot block."
        if effect is None and many is not None and many[1]:
            effect, rest = many[1][0], list(many[1][1:])
        else:
            rest = None
        if not isinstance(target, ir.Choose) or not isinstance(getattr(effect, "target", None), (_It, ChosenRef)):
            raise ValueError("'choose ... and ...' acts on the cards chosen")
        effect = effect.model_copy(update={"target": target})
        return effect if rest is None else _m("effects", [effect, *rest])

    def typed_bare_if(self, ch):   # g10: "e: +1 flag if you have a hero here": an "if" read when it is used
        pred = _predicate(ch)
        if isinstance(pred, _Mark):
            raise ValueError("'if' after a shorthand names what must hold")
        a = self.typed_bare([c for c in ch if c is not pred])
        return a.model_copy(update={"effects": [ir.IfThen(predicate=pred, effects=list(a.effects))]})

    def typed_bare(self, ch):   # "E: +1 flag.": the flags are the player's; another change is this card's
        kind = _mark(ch, "kind")[1]
        e = _mark(ch, "body")[1][0]
        if e.stat == "flags" and not e.more:
            e = ir.FlagChange(player="you", sign=e.sign, amount=e.amount)
        elif kind == "E":
            e = e.model_copy(update={"duration": "battle"})
        return _ability(kind, None, [], _m("body", [e], [], None, False, False, []))

    # players picked by a comparison: "the player who controls more units in this sector draws 1 card"
    def player_more(self, ch):
        what = _mark(ch, "what")
        return _m("player", "you", ("more", _more_of(what)))

    def player_fewer(self, ch):   # g10: "the player with fewer units in this sector"
        what = _mark(ch, "what")
        return _m("player", "you", ("more", _more_of(what).model_copy(update={"compare": "fewer"})))

    def player_each_with(self, ch):
        what = _mark(ch, "what")
        m = _mark(ch, "min")
        return _m("player", "you", ("with", what, m[1] if m else 1))

    # issue 24, g6: players' counts compared ("fewer flags in this sector than your opponent",
    # "more cards in hand than", "as many units as")
    def cmp_more(self, ch):
        return _m("cmp", "more")

    def cmp_fewer(self, ch):
        return _m("cmp", "fewer")

    def cw_flags(self, ch):
        zone = _mark(ch, "zone")
        if zone is not None and zone[1] != "sector":
            raise ValueError("players' flags are compared in this sector")
        return _m("counted", "flags")

    def cw_hand(self, ch):
        return _m("counted", "hand")

    def p_more(self, ch):
        cmp = _mark(ch, "cmp")
        return _compared(ch, cmp[1] if cmp else "more")

    def p_more_hand(self, ch):   # g3b: «у противника в руке больше карт, чем у тебя»: the place first
        cmp = _mark(ch, "cmp")
        return _compared([*ch, _m("counted", "hand")], cmp[1] if cmp else "more")

    def p_same(self, ch):
        return _compared(ch, "same")

    def p_more_kinds(self, ch):   # g13: "you have more assets than units in this sector"
        a, b = (_more_of(w) for w in _marks(ch, "what"))
        if (a.types, a.filters) == (b.types, b.filters):
            raise ValueError("a count is compared with a count of other cards")
        cmp = _mark(ch, "cmp")
        return a.model_copy(update={"owner": _mark(ch, "owner")[1], "compare": cmp[1] if cmp else "more",
                                    "than_types": b.types, "than_filters": b.filters})

    def p_card_destroyed(self, ch):
        of = _mark(ch, "named")[1]
        if of in ("it", "that"):
            return _DestroyedThat(of="this") if of == "that" else _DestroyedIt(of="this")
        return ir.CardDestroyed(of=of)

    def later(self, ch):   # "At the end of the war action, destroy it."
        return _m("effects", [ir.Later(effects=_plain(_mark(ch, "effects")[1]))])

    def later_battle(self, ch):   # g9: "At the end of the battle, destroy it."
        return _m("effects", [ir.Later(when="battle", effects=_plain(_mark(ch, "effects")[1]))])

    def end_of_battle(self, ch):   # g9: a card's own "At the end of the battle, ...": an event (E)
        return _ability("E", None, [], _mark(ch, "body"))

    def instead(self, ch):
        pred = _predicate(ch)
        if isinstance(pred, _Mark):
            raise ValueError("'instead' follows a plain condition")
        return _m("instead", pred, _mark(ch, "effects")[1])

    # -------------------------------------------------- sentences
    def effects_or(self, ch):   # "Add 2 to your roll or subtract 2 from your opponent's roll": a choice
        options = []
        for c in ch:
            if isinstance(c, _Mark) and c.tag == "imp":
                c = c[1]
            elif isinstance(c, _Mark) and c.tag == "subj":
                c = _m("several", c[1])
            if isinstance(c, ir.Node):
                options.append([c])
            elif isinstance(c, _Mark) and c.tag == "several":
                options.append(list(c[1]))
            elif isinstance(c, _Mark):
                raise ValueError("an option of a choice cannot define X")
        for i, opt in enumerate(options):   # g3: "... or subtract 1 from it": the roll named before
            if len(opt) == 1 and isinstance(opt[0], _RollIt):
                prev = options[i - 1][-1] if i and options[i - 1] else None
                if not isinstance(prev, ir.RollAdd) or isinstance(prev, _RollIt):
                    raise ValueError("'it' names the roll of the option before")
                options[i] = [ir.RollAdd(sign=opt[0].sign, amount=opt[0].amount, whose=prev.whose, of=prev.of)]
        return _m("effects", [ir.ChooseOne(options=options)])

    def instead_effects(self, ch):   # "... instead": the effects replace what the trigger says would happen
        return _m("effects", [_INSTEAD, *_mark(ch, "effects")[1]])

    def replacement(self, ch):   # "If this unit would be destroyed, lock it instead."
        return _ability("constant", _first(ch, ir.Trigger), [], _mark(ch, "body"))

    def you_may(self, ch):   # "You may ...": a choice between doing it and not (an empty option)
        return _m("effects", [ir.ChooseOne(options=[_plain(_mark(ch, "effects")[1]), []])])

    def g13a_alt_amount(self, ch, said=True):
        """g13a: an amount's alternative after a change ("Any unit gets +2 assault, or +3 assault instead if it
        is charging.", "+1 to your test, +2 if you have a Hero here."): the form of the change followed by "If
        ..., it gets +3 assault instead." (:func:`_instead`); a roll's change: the same roll changed by the other
        amount. ``said``: "instead" was written (without it, only the same statistic is an alternative)."""
        before = _mark(ch, "effects")[1]
        pred = _predicate(ch)
        if isinstance(pred, _Mark):
            raise ValueError("'instead' follows a plain condition")
        stats = _strs(ch)
        if len(before) != 1:
            raise ValueError("an amount's alternative follows one change")
        b = before[0]
        signed = _mark(ch, "signed")
        _, sign, amount = signed if signed is not None else ("bare", getattr(b, "sign", 1), _mark(ch, "g13a_bare")[1])
        if isinstance(b, ir.ModifyStat) and not b.more:
            stat = stats[0] if stats else b.stat
            if stat != b.stat and not said:
                raise ValueError("a change of another statistic with a condition: one more change, or instead?")
            alt = b.model_copy(update={"target": _It(), "stat": stat, "sign": sign, "amount": amount})
            r = _instead(b, pred, [alt])
            return _m("effects", r if isinstance(r, list) else [r])
        if isinstance(b, ir.RollAdd) and not stats and not b.up_to:
            if isinstance(pred, (_CardIt, _DestroyedIt, _DoingState, _DoingRole)):
                raise ValueError("an amount's alternative for a roll is said on a condition of a player")
            return _m("effects", [_Instead(predicate=pred, effects=[b.model_copy(update={"sign": sign, "amount": amount})],
                                           otherwise=[b])])
        raise ValueError("an amount's alternative follows a change of a statistic or of a roll")

    def g13a_bare(self, ch):   # "..., 2 instead if ...": a number with the sign of the change before
        return _m("g13a_bare", ir.Number(value=int(ch[0])))

    def g13a_alt_amount_plain(self, ch):
        return self.g13a_alt_amount(ch, said=False)

    def g13a_may_instead(self, ch):   # g13a: "If this unit would be destroyed, you may discard 2 cards instead."
        return _m("effects", [_INSTEAD, ir.ChooseOne(options=[_plain(_mark(ch, "effects")[1]), []])])

    def first_wa(self, ch):   # g9: "the first war action (of a battle)" / «первая военная акция (сражения)»
        return ir.FirstWarAction()

    def while_then(self, ch):
        pred = _predicate(ch)
        effects = _mark(ch, "effects")[1]
        if isinstance(pred, _Mark) and pred.tag == "always":
            return _m("effects", effects)
        if isinstance(pred, _Mark):
            return _m("while", effects, ir.Condition(mode="unless", predicate=pred[1]))
        return _m("while", effects, ir.Condition(mode="only_if", predicate=pred))

    def ship_noun(self, ch):
        return None

    def p_in_play(self, ch):   # "while this unit is in play": a constant counts only then anyway
        return _m("always")

    def effects(self, ch):
        out = []
        subject = None   # the player a clause just before named as its subject (not you)
        for c in ch:
            said = None
            if isinstance(c, _Mark) and c.tag == "imp":
                if subject is not None:   # "your opponent discards 1 card and draws 1 card": not you
                    raise ValueError("a verb after a clause with a subject has that subject")
                c = c[1]
            elif subject is not None and isinstance(c, _SUBJECTLESS):   # g7: «противник берёт 2 карты и
                # поворачивает один свой отряд»: the verb is the opponent's, not an order to you
                raise ValueError("a verb after a clause with a subject has that subject")
            elif isinstance(c, _Mark) and c.tag == "subj":
                out += c[1]
                said = c[1][-1].player if c[1] and getattr(c[1][-1], "player", "you") != "you" else None
                subject = said
                continue
            subject = None
            if isinstance(c, ir.Node):
                out.append(c)
            elif isinstance(c, _Mark) and c.tag == "several":
                out += c[1]
            elif isinstance(c, _Mark) and c.tag in ("with_x", "cancel_by", "with_roll"):   # g13: cancel_by; g17d: with_roll
                out.append(c)
        if any(isinstance(e, _RollIt) for e in out):   # g3: "subtract 1 from it" only as the other option
            raise ValueError("'it' names the roll of an option before")
        return _m("effects", out)

    def roll_range(self, ch):
        ints = _ints(ch)
        return _m("range", ints[0], ints[-1])

    def outcome(self, ch):
        rng = _mark(ch, "range")
        effects = _mark(ch, "effects")   # none: "Nothing happens"
        return ir.Outcome(low=rng[1], high=rng[2], effects=_plain(effects[1]) if effects else [])

    def variable_roll(self, ch):
        table = _mark(ch, "effects")   # "If the result is 4 or more, ...": its two lines
        if table:
            return table
        return _m("effects", [ir.VariableRoll(outcomes=[c for c in ch if isinstance(c, ir.Outcome)])])

    def unlimited(self, ch):
        return _m("unlimited")

    def otherwise(self, ch):
        return _m("otherwise", _mark(ch, "effects")[1])

    def if_then(self, ch):
        pred = _predicate(ch)
        neg = isinstance(pred, _Mark)
        if neg:
            pred = pred[1]
        effects = _mark(ch, "effects")[1]
        other = _mark(ch, "otherwise")
        return _m("effects", [ir.IfThen(predicate=pred, negate=neg, effects=_plain(effects),
                                        otherwise=_plain(other[1]) if other else [])])

    def unless_then(self, ch):
        pred = _predicate(ch)
        neg = isinstance(pred, _Mark)
        if neg:
            pred = pred[1]
        return _m("effects", [ir.IfThen(predicate=pred, negate=not neg, effects=_plain(_mark(ch, "effects")[1]))])

    def fail_then(self, ch):
        return _m("fail", _mark(ch, "effects")[1])

    def choose_one(self, ch):
        if _ints(ch)[0] != 1:
            raise ValueError("'choose one' picks one option")
        options = [_plain(e[1]) for e in _marks(ch, "effects")]
        if len(options) == 1:   # g3: "Choose one: this unit gets +2 firepower or +2 assault."
            if len(options[0]) == 1 and isinstance(options[0][0], ir.ChooseOne):
                return _m("effects", options[0])
            raise ValueError("'choose one' needs two options or more")
        return _m("effects", [ir.ChooseOne(options=options)])

    # -------------------------------------------------- g3b: sequels and each player's part
    def if_done(self, ch):   # "If you do, draw 2 cards." (joined to the sentence before by body)
        return _m("if_done", True, _plain(_mark(ch, "effects")[1]))

    def if_not_done(self, ch):   # "If you cannot, ...", "If you don't, ..."
        return _m("if_done", False, _plain(_mark(ch, "effects")[1]))

    def choose_their(self, ch):   # "one of his units": the player's own cards (each player's part)
        m = self.choose(ch)
        return _m("choose", m[1].model_copy(update={"owner": "own"}), m[2])

    def each_player_does(self, ch):
        effects = [c for c in ch if isinstance(c, ir.Node)]
        return ir.EachPlayer(effects=effects)

    def opponent_does(self, ch):
        """g7: "Your opponent locks 2 of his units and loses 1 flag": the verbs that choose the opponent's
        own cards are done by the opponent (``EachPlayer`` of ``player`` opponent: they make the
        choices), the others name the opponent as their player; in the printed order."""
        out = []
        for c in ch:
            if isinstance(c, ir.Node):
                last = out[-1] if out else None
                if isinstance(last, ir.EachPlayer) and len(last.effects) < 3:
                    out[-1] = last.model_copy(update={"effects": [*last.effects, c]})
                else:
                    out.append(ir.EachPlayer(effects=[c], player="opponent"))
            elif isinstance(c, _Mark) and c.tag == "pverb":
                out.append(c[1]("opponent"))
            elif isinstance(c, _Mark) and c.tag == "pverb_then":
                raise ValueError("'put it' names the card just revealed")
        return _m("subj", out)

    def each_player_may(self, ch):   # "Each player may return one of their units ...": each is asked
        return ir.EachPlayer(effects=[ir.ChooseOne(options=[[c for c in ch if isinstance(c, ir.Node)], []])])

    def _each_chosen(op):
        def method(self, ch):
            return _m("each_chosen", op)
        return method

    each_chosen_destroy = _each_chosen("destroy")
    each_chosen_lock = _each_chosen("lock")
    each_chosen_ready = _each_chosen("ready")
    each_chosen_return = _each_chosen("return")
    del _each_chosen

    def each_choose(self, ch):   # "Each player chooses one of their units. Destroy the chosen units."
        t = _mark(ch, "choose")[1]
        if t.quantity == "all":
            raise ValueError("each player chooses some of their cards, not all of them")
        op = _mark(ch, "each_chosen")[1]
        e = {"destroy": ir.Destroy, "lock": ir.Lock, "ready": ir.Ready}.get(op)
        e = e(target=t) if e is not None else ir.Return(target=t, to="hand")
        return _m("effects", [ir.EachPlayer(effects=[e], chooser_only=True)])

    def infiltrate_revealed(self, ch):   # "infiltrate it": the card a reveal showed (checked by _with_it)
        return ir.Infiltrate(source="revealed", types=["card"])

    # -------------------------------------------------- X
    def _xstat(of):
        def method(self, ch):
            return ir.XStat(of=of, stat=_strs(ch)[0])
        return method

    def x_stat_sum(self, ch):   # g13: "X = its firepower plus its assault": two stats of one card
        xs = [c for c in ch if isinstance(c, ir.XStat)]
        if not xs or (len(xs) > 1 and xs[0].of != xs[1].of) or any(x.also for x in xs):
            raise ValueError("a sum of two stats is of one card")
        second = xs[1].stat if len(xs) > 1 else _strs(ch)[-1]
        if second == xs[0].stat or "flags" in (second, xs[0].stat):
            raise ValueError("a sum of two stats names two of firepower, assault, speed and armor")
        return xs[0].model_copy(update={"also": second})

    def x_def_sum(self, ch):   # "X = its armor plus its speed": the sum, then X defined by it
        return self.x_def([self.x_stat_sum(ch)] + [c for c in ch if isinstance(c, _Mark) and c.tag == "cap"])

    def x_stat_sum_pre(self, ch):   # «сумма огневой мощи и штурма этого отряда»: the first stat of that card too
        x = _first(ch, (ir.XStat,))
        if x is None:
            raise ValueError("a sum of two stats is of one card")
        first = _strs(ch)[0]
        return self.x_stat_sum([x.model_copy(update={"stat": first}), x])

    x_stat_target = _xstat("target")
    x_stat_this = _xstat("this")
    x_stat_attacking = _xstat("attacking")
    x_stat_defending = _xstat("defending")
    x_stat_blocking = _xstat("blocking")
    x_stat_trigger = _xstat("trigger")
    del _xstat

    def x_count(self, ch):
        what = _mark(ch, "what")
        if what[4] not in ("sector", "play", "discard") and not (what[4] == "fleet" and what[2] == ["ship"]):
            raise ValueError("X counts cards in this sector or in play")
        # g20c: in a discard pile (whose: the count's owner) and "destroyed in this battle" (wherever they are)
        # g13b: "the number of locked units he controls" / «число своих отрядов»: whose by the clause using X
        refl = what[7] if len(what) > 7 else None
        cls = _XSelf if refl == "self" else _XTheirs if refl is not None else ir.XCount
        return cls(owner=what[1] or "any", types=what[2], filters=what[3],
                         zone=what[4] if what[4] in ("play", "discard") else "sector",
                         other=bool(len(what) > 5 and what[5]), destroyed=bool(len(what) > 6 and what[6]))

    def x_flags_on(self, ch):   # g10: "X = the number of flags on it" / «Х = число флагов на нём»
        named = _mark(ch, "named")[1]
        return ir.XStat(of={"it": "target", "that": "trigger"}.get(named, named), stat="flags")

    def _x_among(most):   # g10: "X = the highest speed among your units in this sector"
        def method(self, ch):
            what = _mark(ch, "what")
            if what[4] not in ("sector", "play") or (len(what) > 6 and what[6]):
                raise ValueError("X is read among cards in this sector or in play")
            if len(what) > 7 and what[7] is not None:   # g13b: "among his units": whose is not said here
                raise ValueError("'his' / «свой» names whose cards by the clause's subject: here it is not clear whose")
            return ir.XAmong(most=most, stat=_strs(ch)[0], owner=what[1] or "any", types=what[2], filters=what[3],
                             zone="play" if what[4] == "play" else "sector", other=bool(len(what) > 5 and what[5]))
        return method

    x_highest = _x_among("highest")
    x_lowest = _x_among("lowest")
    x_total = _x_among("total")
    del _x_among

    def x_def(self, ch):
        x = _first(ch, (ir.XStat, ir.XCount, ir.XDie, ir.XCards, ir.XAmong))
        plus = _mark(ch, "xplus")
        cap = _mark(ch, "cap")
        if plus is not None:
            x = x.model_copy(update={"plus": plus[1]})
        if cap is not None:
            if cap[2] == -1:
                raise ValueError("the most X can be is a number, not a malus")
            x = x.model_copy(update={"max": cap[1]})
        return _m("x", x)

    def x_plus(self, ch):   # "X = its flags plus 2" / «Х = число его флагов плюс 2»
        return _m("xplus", _ints(ch)[0])

    def x_minus(self, ch):   # "X = its armor minus 1" / «Х = его броня минус 1»
        n = _ints(ch)[0]
        if n == 0:
            raise ValueError("X is its value minus a number above 0")
        return _m("xplus", -n)

    def x_cap(self, ch):   # "X cannot be more than 3" / «Х не может быть больше 3»
        return _m("xcap", _ints(ch)[0])

    def x_floor(self, ch):   # g21a: "X cannot be less than 1" / «Х не может быть меньше 1»
        return _m("xfloor", _ints(ch)[0])

    x_floor_paren = x_floor   # "... minus 1 (minimum 1)" / «(но не меньше 1)»

    # -------------------------------------------------- conditions
    def only_during(self, ch):   # "Use only during shooting"
        return _m("condition", ir.Condition(mode="only_if", predicate=ir.DuringAttack(attack=_mark(ch, "during")[1])))

    def only_if(self, ch):
        pred = _predicate(ch)
        if isinstance(pred, _Mark) and pred.tag == "always":
            return _m("noop")
        if isinstance(pred, _Mark):
            return _m("condition", ir.Condition(mode="unless", predicate=pred[1]))
        return _m("condition", ir.Condition(mode="only_if", predicate=pred))

    def once(self, ch):   # "Use only once per battle." / «Используется только один раз за сражение.»
        ints = _ints(ch)
        if ints and ints[0] != 1:
            raise ValueError("a use limit is once")
        return _m("once", "battle")

    def once_turn(self, ch):
        return _m("once", self.once(ch)[1] and "turn")

    def unless(self, ch):
        pred = _predicate(ch)
        if isinstance(pred, _Mark):
            return _m("condition", ir.Condition(mode="only_if", predicate=pred[1]))
        return _m("condition", ir.Condition(mode="unless", predicate=pred))

    def p_this_state(self, ch):
        if _they(ch):   # g8: «пока они наступают»
            return _TheyState(state=_mark(ch, "state")[1])
        if _mark(ch, "noun") is None:   # "it is charging": which card "it" is, _card_it says
            return _ItState(state=_mark(ch, "state")[1])
        return ir.ThisState(state=_mark(ch, "state")[1])

    def p_they_state(self, ch):   # g8: "while they are charging"
        return _TheyState(state=_mark(ch, "state")[1])

    def pron_it(self, ch):   # g8: «он» or «они» (said of the cards of a scope)
        return _m("pron", _plural(ch[0]))

    def p_this_role(self, ch):
        if _they(ch):
            raise ValueError("what each card of a scope is doing in the war action is not read: name the card")
        return ir.ThisRole(role=_mark(ch, "role")[1])

    # -------------------------------------------------- issue 24 (g2): what a card is doing
    def do_charging(self, ch):
        return _DoingState(state="charging")

    def do_attacking(self, ch):
        return _DoingRole(role="attacking")

    def do_blocking(self, ch):
        return _DoingRole(role="blocking")

    def do_defending(self, ch):   # "while defending [against shooting]"
        a = _mark(ch, "attack")
        return _DoingRole(role="defending", attack=a[1] if a else None)

    def do_assaulting(self, ch):
        return _DoingRole(role="attacking", attack="assault")

    def do_shooting(self, ch):
        return _DoingRole(role="attacking", attack="shooting")

    def pri_assaulting(self, ch):
        return _PriRole(role="attacking", attack="assault")

    def pri_shooting(self, ch):
        return _PriRole(role="attacking", attack="shooting")

    def do_shoots(self, ch):   # "when it shoots": this card is the attacking card of a shot
        return ir.ThisRole(role="attacking", attack="shooting")

    def do_assaults(self, ch):
        return ir.ThisRole(role="attacking", attack="assault")

    def ak_shooting(self, ch):
        return _m("attack", "shooting")

    def ak_assault(self, ch):
        return _m("attack", "assault")

    def p_doing(self, ch):   # "while charging": whose is known once the effects are (_doing)
        return _first(ch, (ir.ThisState, ir.ThisRole))

    def p_this_doing(self, ch):   # "while this unit is assaulting": this card
        if _they(ch):
            raise ValueError("what each card of a scope is doing in the war action is not read: name the card")
        return _plain_doing(_first(ch, (ir.ThisState, ir.ThisRole)))

    def role_attacking(self, ch):
        return _m("role", "attacking")

    def role_defending(self, ch):
        return _m("role", "defending")

    def role_shooting(self, ch):   # g20a: "one shooting unit" / «любой стреляющий отряд» (reader_nouns.AttackRole)
        return _m("role", "attacking", "shooting")

    def role_assaulting(self, ch):   # "one assaulting unit" / «один штурмующий отряд»
        return _m("role", "attacking", "assault")

    def role_blocking(self, ch):
        return _m("role", "blocking")

    def min_one(self, ch):
        return _m("min", 1)

    def min_n(self, ch):
        return _m("min", _ints(ch)[0])

    def player_has(self, ch):
        return _mark(ch, "owner")

    def _count_pred(self, ch, owner, zone=None):
        what = _mark(ch, "what")
        m = _mark(ch, "min")
        # "another Hero", «другой герой», "no other ready units": the card the ability is printed on is not counted
        other = bool(len(what) > 5 and what[5]) or bool(m is not None and len(m) > 2)
        zone = zone or what[4]
        if what[4] not in ("sector", zone):
            raise ValueError("a condition names one place")
        if zone not in ("sector", "play") and not (zone == "fleet" and what[2] == ["ship"]):
            raise ValueError("a condition counts cards in this sector or in play")
        return ir.CountAtLeast(owner=owner if not what[1] else what[1], at_least=m[1] if m else 1,
                               types=what[2], filters=what[3], zone="play" if zone == "play" else "sector",
                               other=other)

    def min_another(self, ch):   # "you have another ship in your fleet"
        return _m("min", 1, True)

    def p_count_play(self, ch):   # «у тебя в игре есть примарх»: the place before the count
        return self._count_pred(ch, "own", "play")

    def p_count_play_none(self, ch):
        return _m("not", self._count_pred(ch, "own", "play"))

    def p_count(self, ch):
        return self._count_pred(ch, _mark(ch, "owner")[1])

    def p_count_fleet(self, ch):   # «у тебя во флоте 2 или больше кораблей»: the place before the count
        if _mark(ch, "what")[2] != ["ship"]:
            raise ValueError("a fleet area holds ships only")
        return self._count_pred(ch, "own")

    def p_count_any(self, ch):
        return self._count_pred(ch, "any")

    def _all_of(self, ch):   # g4b: the cards "all your units in this sector" / "none of your units" describe
        what = _mark(ch, "what")
        if len(what) > 5 and what[5]:
            raise ValueError("a condition counts every such card: 'other' cannot be said here")
        if what[4] != "sector":
            raise ValueError("a condition counts cards in this sector")
        if any(f.filter == "state" for f in what[3]):
            raise ValueError("the cards' position is said once")
        return what[1] or "any", what[2], what[3], _mark(ch, "state")[1]

    def p_all_are(self, ch):   # "if all your units in this sector are locked"
        owner, types, filters, state = self._all_of(ch)
        return ir.AllAre(owner=owner, state=state, types=types, filters=filters)

    def p_none_are(self, ch):   # "if none of your units in this sector are ready": no ready unit of yours there
        if _ints(ch) not in ([], [1]):
            raise ValueError("'none of' is «ни один из»")
        owner, types, filters, state = self._all_of(ch)
        return _m("not", ir.CountAtLeast(owner=owner, types=types,
                                         filters=ir.canonical_filters([*filters, ir.StateFilter(state=state)])))

    def p_count_none(self, ch):
        return _m("not", self._count_pred(ch, _mark(ch, "owner")[1]))

    def p_count_none_any(self, ch):
        return _m("not", self._count_pred(ch, "any"))

    # "it is a Vehicle", "the defending unit is one of your Imperial Army units", "its armor is 2 or less"
    def named_it(self, ch):
        return _m("named", "it")

    def named_this(self, ch):
        return _m("named", "this")

    def named_attacking(self, ch):
        return _m("named", "attacking")

    def named_defending(self, ch):
        return _m("named", "defending")

    def named_blocking(self, ch):
        return _m("named", "blocking")

    def named_that(self, ch):
        return _m("named", "that")

    def named_it_stat(self, ch):
        return _m("named_stat", "it", _strs(ch)[0])

    def named_card_stat(self, ch):
        return _m("named_stat", _mark(ch, "named")[1], _strs(ch)[0])

    def card_desc(self, ch):
        owner, types, filters, alts, _, _ = _describe(ch)
        if alts:
            raise ValueError("a condition names one kind of card")
        d = _mark(ch, "desc")
        if d is not None and len(d) > 5 and d[5]:   # "it is a Fortification": any card with the keyword
            types = ["card"]
        return _m("card_desc", owner, types, filters)

    @staticmethod
    def _card_is(of, owner="any", types=("card",), filters=()):
        cls = _CardThat if of == "that" else _CardIt if of == "it" else ir.CardIs
        return cls(of="this" if of in ("it", "that") else of, owner=owner, types=list(types), filters=list(filters))

    def p_card_is(self, ch):
        d = _mark(ch, "card_desc")
        return self._card_is(_mark(ch, "named")[1], d[1], d[2], d[3])

    def _card_stat(self, ch, cmp):
        n = _mark(ch, "named_stat")
        return self._card_is(n[1], filters=[ir.StatFilter(stat=n[2], cmp=cmp, value=_ints(ch)[0])])

    def become_defending(self, ch):   # "This unit becomes the defending unit." (issue 24, g2)
        return ir.BecomeDefending(target=self._target(ch))

    def set_stat(self, ch):   # "This unit's firepower is equal to the number of ..." (issue 24, g2)
        x = _first(ch, (ir.XStat, ir.XCount, ir.XDie, ir.XCards))
        if isinstance(x, ir.XCount) and not getattr(x, "alt", None):   # g17d: "other" kept
            amount = ir.Count(owner=x.owner, types=x.types, filters=x.filters, zone=x.zone, other=x.other)
        elif isinstance(x, ir.XCards):
            amount = ir.CardsIn(player=x.player, zone=x.zone, command=x.command)
        else:
            raise ValueError("a printed number is said to be a count of cards")
        return ir.SetStat(target=ir.ThisCard(), stat=_strs(ch)[0], amount=amount)

    # issue 24, g6: flags as counted ("counts as having 1 flag", "give no flags"): the printed flags of
    # this card, or of each card of a scope, are that number instead
    def flags_as(self, ch):
        d = _mark(ch, "duration")
        return _flags_set(self._target(ch), _ints(ch)[0], d[1] if d else None)

    def dmg_attack(self, ch):
        return _mark(ch, "vs_attack")

    def dmg_any(self, ch):
        return _m("vs_attack", "attacks")

    def damage_reduced(self, ch):   # "Damage dealt to this unit by shooting is reduced by 1." (issue 24, g6)
        target = self._target(ch)   # g21b: a typed ability's falls on any card it names (ir.Ability checks a constant's)
        kind = _mark(ch, "vs_attack")
        d = _mark(ch, "duration")   # g21b: for a time
        return ir.DamageReduced(target=target, attack=kind[1] if kind else "any", amount=_ints(ch)[-1],
                                duration=d[1] if d else None)

    def flags_none(self, ch):
        d = _mark(ch, "duration")
        return _flags_set(self._target(ch), 0, d[1] if d else None)

    def p_card_flagless(self, ch):   # "it has no flags" / «у него нет флагов» (issue 24, g2)
        return self._card_is(_mark(ch, "named")[1], filters=[ir.FlagsFilter(flagged=False)])

    def p_card_flagged(self, ch):
        return self._card_is(_mark(ch, "named")[1], filters=[ir.FlagsFilter(flagged=True)])

    def bare_restriction(self, ch):   # "Cannot be blocked.": this card's (issue 24, g2)
        r = self.restrict([ir.ThisCard(), *ch])
        return _m("body", list(r[1]) if isinstance(r, _Mark) else [r], [], None, False, False, [])

    def p_card_stat_ge(self, ch):
        return self._card_stat(ch, "ge")

    def p_card_stat_le(self, ch):
        return self._card_stat(ch, "le")

    def p_card_stat_eq(self, ch):
        return self._card_stat(ch, "eq")

    # g3b: "it has no flags", "the defending unit has 2 or more flags", "your opponent has more cards in hand"
    def p_card_flagless(self, ch):
        return self._card_is(_mark(ch, "named")[1], filters=[ir.FlagsFilter(flagged=False)])

    def p_card_flagged(self, ch):
        return self._card_is(_mark(ch, "named")[1], filters=[ir.FlagsFilter(flagged=True)])

    def p_card_flags_ge(self, ch):
        return self._card_is(_mark(ch, "named")[1], filters=[ir.StatFilter(stat="flags", cmp="ge", value=_ints(ch)[0])])

    def p_count_in_play(self, ch):   # «у тебя в игре есть примарх»: the place before the count
        return self._count_pred(ch, _mark(ch, "owner")[1], "play")

    def p_count_any_in_play(self, ch):   # «в игре есть примарх»
        return self._count_pred(ch, "any", "play")

    def p_count_none_in_play(self, ch):
        return _m("not", self.p_count_in_play(ch))

    def p_attacker(self, ch):
        return ir.PlayerRole(role="attacker")

    def p_defender(self, ch):
        return ir.PlayerRole(role="defender")

    def planet_prospero(self, ch):
        return _m("planet", "prospero")

    def planet_isstvan(self, ch):
        return _m("planet", "isstvan_iii")

    def p_planet(self, ch):
        return ir.OnPlanet(planet=_mark(ch, "planet")[1])

    # -------------------------------------------------- triggers
    def trigger_subject(self, ch):
        owner, types, filters, alts, other, _ = _describe(ch)
        if alts:
            raise ValueError("a trigger names one kind of card")
        check_bare_role(filters, quantity_given=_mark(ch, "q") is not None or owner != "any")   # g8
        other = other or bool(_mark(ch, "q") and len(_mark(ch, "q")) > 3)   # "another unit of yours"
        zone = _mark(ch, "zone")
        if zone is not None and zone[1] != "sector":
            raise ValueError("a trigger watches this sector")
        return _m("subject", owner, types, filters, False, other, None)

    def subject_this(self, ch):
        noun = _mark(ch, "noun")
        return _m("subject", "own", [noun[1] if noun and noun[3] is None else "card"], [], True, False, None)

    subject_it = subject_this

    def subject_role(self, ch):   # "the defending unit" (destroyed)
        noun = _mark(ch, "noun")
        role = _mark(ch, "role")[1]
        return _m("subject", "any", [noun[1] if noun and noun[3] is None else "card"], [], False, False, role)

    def role_attacking_t(self, ch):
        return _m("role", "attacking")

    def role_defending_t(self, ch):
        return _m("role", "defending")

    def party(self, ch):
        owner, types, filters, alts, other, _ = _describe(ch)
        if alts or other:
            raise ValueError("the other card of a trigger is one kind of card")
        check_bare_role(filters, quantity_given=_mark(ch, "q") is not None or owner != "any")   # g8
        zone = _mark(ch, "zone")
        if zone is not None and zone[1] != "sector":
            raise ValueError("a trigger watches this sector")
        return _m("party", ir.TriggerParty(owner=owner, types=types, filters=filters))

    def party_this(self, ch):
        noun = _mark(ch, "noun")
        return _m("party", ir.TriggerParty(owner="own", types=[noun[1] if noun and noun[3] is None else "card"],
                                           this=True))

    def by_shooting(self, ch):
        return _m("by", "shooting", False)

    def by_assault(self, ch):
        return _m("by", "assault", False)

    def by_ability(self, ch):
        return _m("by", "ability", False)

    def by_enemy_ability(self, ch):
        return _m("by", "ability", True)

    def _trig(event, by_enemy=False):
        def method(self, ch):
            s = _mark(ch, "subject")
            by = _mark(ch, "by")
            party = _mark(ch, "party")
            return ir.Trigger(event=event, owner=s[1], types=s[2], filters=s[3], this=s[4], other=s[5], role=s[6],
                              by_enemy=by_enemy or bool(by and by[2]), by=by[1] if by else None,
                              party=party[1] if party else None)
        return method

    t_destroyed = _trig("destroyed")
    t_blocked = _trig("blocked")
    t_blocks = _trig("blocks")
    t_charges = _trig("charges")
    t_attacked = _trig("attacked")
    t_shoots = _trig("shoots")
    t_assaults = _trig("assaults")
    t_locked = _trig("locked")
    t_readied = _trig("readied")
    t_targeted = _trig("targeted")
    t_targeted_enemy = _trig("targeted", True)
    t_enters = _trig("enters")
    t_overruns = _trig("overruns")
    t_would_destroyed = _trig("would_be_destroyed")
    t_blocked_kind = t_blocked   # g9: "this unit's assault is blocked" / «штурм этого отряда заблокирован»
    del _trig

    # g14 (issue 24): "When this ship enters your fleet area": a ship goes to its owner's fleet area
    def fleet_own(self, ch):
        return _m("fleet", "own")

    def fleet_enemy(self, ch):
        return _m("fleet", "enemy")

    def fleet_any(self, ch):
        return _m("fleet", "any")

    def t_to_fleet(self, ch):
        s = _mark(ch, "subject")
        whose = _mark(ch, "fleet")[1]
        if s[2] != ["ship"] or s[6] is not None:
            raise ValueError("only a ship goes to a fleet area")
        owner = "own" if s[4] else s[1]
        if whose != "any" and owner not in ("any", whose):
            raise ValueError("a ship goes to its owner's fleet area")
        return ir.Trigger(event="fleet", owner=whose if owner == "any" else owner, types=["ship"], filters=s[3],
                          this=s[4], other=s[5])

    def t_declares(self, ch):   # g9: "your opponent declares a shooting attack (against this unit)": one of their units shoots
        by = _mark(ch, "by")
        if by is None:
            raise ValueError("say which attack is declared: a shooting attack or an assault")
        party = _mark(ch, "party")
        return (_Declared if party else ir.Trigger)(
            event="shoots" if by[1] == "shooting" else "assaults", owner=_mark(ch, "owner")[1], types=["unit"],
            party=party[1] if party else None)

    def t_infiltrates(self, ch, event="enters"):   # "your opponent infiltrates a unit": an enemy unit enters play
        s = _mark(ch, "subject")
        o = _mark(ch, "owner")
        verb = _mark(ch, "kw")
        if verb is not None and str(verb[1]).lower() != "infiltrate":
            raise ValueError("a player infiltrates")
        if event == "enters" and s[4] and o[1] == "own" and not (s[5] or s[6]):
            # g14: "When you infiltrate this unit" / «Когда ты внедряешь этот отряд»: it enters play
            return ir.Trigger(event="enters", owner="own", types=s[2], this=True)
        if s[4] or s[5] or s[6] or s[1] != "any":
            raise ValueError("a player infiltrates, or uses the abilities of, a card of their own")
        return ir.Trigger(event=event, owner=o[1], types=s[2], filters=s[3])

    def t_destroys(self, ch):   # "this unit destroys an enemy unit": the card destroyed is the event's
        return _Active(**dict(self.t_destroyed(ch)))

    def t_attacks(self, ch):   # "an enemy unit attacks this unit": the card attacked is the event's
        return _Active(**dict(self.t_attacked(ch)))

    def t_assaulted(self, ch):   # "this unit is assaulted": attacked by an assault
        return self.t_attacked([*ch, _m("by", "assault", False)])

    def t_shot(self, ch):   # "this unit is shot at": attacked by shooting
        return self.t_attacked([*ch, _m("by", "shooting", False)])

    def t_played_kind(self, ch):   # "your opponent plays a tactic (from their command hand)"
        return ir.Trigger(event="played", owner=_mark(ch, "owner")[1], types=["card"], command=_mark(ch, "ck")[1])

    def ck_t(self, ch):
        return _m("ck", "T")

    def ck_r(self, ch):
        return _m("ck", "R")

    def ck_m(self, ch):
        return _m("ck", "M")

    def ck_e(self, ch):
        return _m("ck", "E")

    def ck_wa(self, ch):
        return _m("ck", "WA")

    def t_uses(self, ch):   # "your opponent uses a ship ability": an ability printed on an enemy ship
        return self.t_infiltrates(ch, "ability_used")

    # g3 (issue 24): "an enemy Psyker unit uses an ability", "one of your units uses a special assault"
    def t_uses_subject(self, ch, command=None):
        s = _mark(ch, "subject")
        if s[4] or s[6]:
            raise ValueError("a card of a player uses an ability: say whose")
        return ir.Trigger(event="ability_used", owner=s[1], types=s[2], filters=s[3], other=s[5], command=command)

    def t_uses_special(self, ch):
        return self.t_uses_subject(ch, "A")

    def t_uses_special_player(self, ch):   # "your opponent uses a special assault": one of their units
        return ir.Trigger(event="ability_used", owner=_mark(ch, "owner")[1], types=["unit"], command="A")

    def cancel_use(self, ch):   # "Cancel that tactic" / «Отмени эту тактику»
        return ir.Cancel(what="use")

    def cancel_overrun(self, ch):   # "That overrun deals no damage" / «Этот прорыв не наносит повреждений»
        return ir.Cancel(what="overrun")

    def cancel_attack(self, ch):   # "That attack deals no damage" / «Эта атака не наносит повреждений» (g6)
        return ir.Cancel(what="attack")

    def _player_trig(event):
        def method(self, ch):
            o = _mark(ch, "owner")
            return ir.Trigger(event=event, owner=o[1] if o else "any", types=["card"])
        return method

    t_played = _player_trig("played")
    t_played_any = _player_trig("played")
    t_roll = _player_trig("roll")
    t_roll_any = _player_trig("roll")
    t_war_action = _player_trig("war_action")
    t_draws = _player_trig("draws")
    t_retreats = _player_trig("retreats")     # g5: "When you retreat" / «Когда противник отступает»
    t_captures = _player_trig("captures")     # g16: "When a player captures this sector"
    t_passes = _player_trig("passes")         # g12: "When your opponent passes" / «Когда противник пасует»
    del _player_trig

    def t_battle_start(self, ch):
        return ir.Trigger(event="battle_start", owner="any", types=["card"])

    def play_when(self, ch):
        return _first(ch, ir.Trigger) or _mark(ch, "trigger_if")

    def head(self, ch):
        t, conds = _trigger_of(ch)
        return _m("head", t, (_mark(ch, "costs") or _m("costs", []))[1], conds)

    # -------------------------------------------------- the ability
    def body(self, ch):
        effects, conditions, x, unlimited, before, fail = [], [], None, False, False, []
        once = xcap = xfloor = None
        last = None   # where the last sentence's effects begin (for "... instead")
        for c in ch:
            if not isinstance(c, _Mark):
                continue
            if c.tag == "if_done":   # g3b: the sentence before is the action whose doing is recorded
                effects, last = _if_done(effects, last, c[1], c[2]), None
                continue
            if c.tag == "instead":
                if last is None or len(effects) - last != 1:
                    raise ValueError("'instead' replaces the one effect of the sentence before")
                r = _instead(effects[last], c[1], c[2])
                effects[last:] = r if isinstance(r, list) else [r]
                last = None
                continue
            last = len(effects) if c.tag == "effects" else None
            if c.tag == "effects":
                effects += c[1]
            elif c.tag == "condition":
                conditions.append(c[1])
            elif c.tag == "x":
                if x is not None:
                    raise ValueError("X is defined twice")
                x = c[1]
            elif c.tag == "xcap":
                if xcap is not None:
                    raise ValueError("the most X can be is said twice")
                xcap = c[1]
            elif c.tag == "xfloor":   # g21a
                if xfloor is not None:
                    raise ValueError("the least X can be is said twice")
                xfloor = c[1]
            elif c.tag == "unlimited":
                if unlimited:
                    raise ValueError("'unlimited' is written twice")
                unlimited = True
            elif c.tag == "before":
                before = True
            elif c.tag == "once":
                if once is not None:
                    raise ValueError("the use limit is written twice")
                once = c[1]
            elif c.tag == "fail":
                fail += c[1]
            elif c.tag == "while":
                effects += c[1]
                conditions.append(c[2])
        if xcap is not None:   # "X cannot be more than 3": the defined X's ceiling, or a free X's
            if x is None:
                x = ir.XFree(max=xcap)
            elif x.max is not None:
                raise ValueError("the most X can be is said twice")
            else:
                x = x.model_copy(update={"max": xcap})
        if xfloor is not None:   # g21a: "(minimum 1)": the defined X's floor
            if x is None or isinstance(x, ir.XFree):
                raise ValueError("the least X can be is said of an X the text does not define")
            if xfloor == 0:
                xfloor = None   # "(minimum 0)": X is never below 0 anyway
            elif x.max is not None and x.max < xfloor:
                raise ValueError("the least X can be is more than the most it can be")
            x = x.model_copy(update={"least": xfloor})
        return _m("body", effects, conditions, x, unlimited, before, fail, once)

    def kind(self, ch):
        return _m("kind", _KINDS[str(getattr(ch[0], "lemma", ch[0])).lower()])

    def typed(self, ch):
        kind = _mark(ch, "kind")[1]
        head = _mark(ch, "head")
        trigger, conds = (head[1], head[3]) if head else _trigger_of(ch)
        costs = head[2] if head else []
        late = _mark(ch, "late_test")   # g16: "Lock 2 enemy units (5+).": the test written last
        costs = [*costs, late[1]] if late else costs
        return _ability(kind, trigger, costs, _with_conditions(_mark(ch, "body"), conds))

    def prep(self, ch):
        costs = _mark(ch, "costs")
        return _ability("preparation", None, costs[1] if costs else [], _mark(ch, "body"))

    def constant(self, ch):
        return _ability("constant", None, [], _mark(ch, "body"))

    def keyword_line(self, ch):
        return ir.KeywordLine(keyword=_mark(ch, "kw")[1])

    def keyword_lines(self, ch):
        lines = [c for c in ch if isinstance(c, ir.KeywordLine)]
        if len(lines) != 1:
            raise ValueError("one keyword a line")
        return _ability("constant", None, [], _m("body", lines, [], None, False, False, []))

    def bare_while(self, ch):   # "+2 assault while charging."
        pred = _predicate(ch)
        cond = ir.Condition(mode="unless", predicate=pred[1]) if isinstance(pred, _Mark) else ir.Condition(
            mode="only_if", predicate=pred)
        if isinstance(pred, _Mark) and pred.tag == "always":
            return _ability("constant", None, [], _mark(ch, "body"))
        return _ability("constant", None, [], _with_conditions(_mark(ch, "body"), [cond]))

    def constant_rest(self, ch):
        return _mark(ch, "body")

    def keyword_then_body(self, ch):
        lines = [c for c in ch if isinstance(c, ir.KeywordLine)]
        body = _mark(ch, "body")
        return _ability("constant", None, [], _m("body", lines + list(body[1]), *body[2:]))

    def bare_reaction(self, ch):
        trigger, conds = _trigger_of(ch)
        return _ability("R", trigger, (_mark(ch, "costs") or _m("costs", []))[1],
                        _with_conditions(_mark(ch, "body"), conds))

    def start(self, ch):
        return ch[0]


_PREDICATES = (ir.ThisState, ir.ThisRole, ir.CountAtLeast, ir.OnPlanet, ir.CardIs, ir.PlayerRole, ir.RollResult,
               ir.RollMade, ir.CardsInAtLeast, ir.CardDestroyed, ir.MoreThan, ir.OnlyOne, ir.AllAre, ir.FirstWarAction,
               ir.TestOutcome)   # g16


def _trigger_of(ch):
    """The trigger among a rule's children and the conditions it carries ("When a roll of yours is a 6":
    a roll of yours, only if its result is 6)."""
    t = _first(ch, ir.Trigger)
    if t is not None:
        return t, []
    tc = _mark(ch, "trigger_if")
    return (tc[1], [tc[2]]) if tc else (None, [])


def _with_conditions(body, conds):
    if not conds:
        return body
    return _m("body", body[1], [*conds, *body[2]], *body[3:])


def _predicate(ch):
    """The predicate among a rule's children: an IR predicate, or a mark ``not`` (negated) / ``always``."""
    for c in ch:
        if isinstance(c, _PREDICATES) or isinstance(c, _Mark) and c.tag in ("not", "always"):
            return c
    raise ValueError("no condition")
_NOUNS = {"unit": "unit", "asset": "asset", "ship": "ship", "card": "card",
          "отряд": "unit", "актив": "asset", "корабль": "ship", "карта": "card"}
_KINDS = {"wa": "WA", "t": "T", "r": "R", "m": "M", "a": "A", "e": "E",
          "ва": "WA", "т": "T", "р": "R", "м": "M", "ш": "A", "с": "E", "е": "E"}


def _in_groups(effect, n):
    """g13b: "for every 2 ...": the count an effect's number became (:func:`_per`) counts whole groups of ``n``."""
    if n < 2:
        raise ValueError("'for every N' counts groups of two cards or more")
    if isinstance(effect, ir.EachPlayer):
        return effect.model_copy(update={"effects": [_in_groups(e, n) for e in effect.effects]})
    update = {}
    for field in ("count", "amount"):
        v = getattr(effect, field, None)
        if isinstance(v, (ir.Count, ir.CardsIn)):
            update[field] = v.model_copy(update={"every": n})
    if isinstance(effect, ir.ModifyStat):
        update["more"] = [m.model_copy(update={"amount": m.amount.model_copy(update={"every": n})})
                          if isinstance(m.amount, (ir.Count, ir.CardsIn)) else m for m in effect.more]
    if not update:
        raise ValueError("'for every N' counts cards in groups")
    return effect.model_copy(update=update)


def _per(effect, count, cap=None):
    """"... for each X": the effect's number becomes a count of X (times the printed number), never
    above ``cap`` ("to a maximum of 2")."""
    def per(amount):
        if isinstance(amount, ir.Number) and amount.value >= 1:
            if cap is not None and cap < amount.value:
                raise ValueError("the maximum is below one step of the count")
            if cap is not None and "max" not in type(count).model_fields:
                raise ValueError("this count has no maximum")
            return count.model_copy(update={"per": amount.value, **({"max": cap} if cap is not None else {})})
        raise ValueError("'for each' multiplies a number")
    if isinstance(effect, ir.ModifyStat):
        return effect.model_copy(update={"amount": per(effect.amount),
                                         "more": [m.model_copy(update={"amount": per(m.amount)}) for m in effect.more]})
    for field in ("count", "amount"):
        if hasattr(effect, field) and isinstance(getattr(effect, field), ir.Number) and field in type(effect).model_fields:
            ann = type(effect).model_fields[field].annotation
            if ann is int:
                break
            return effect.model_copy(update={field: per(getattr(effect, field))})
    raise ValueError("'for each' needs an effect with a number")


def _by_keywords(by, rule):
    """"Cannot be blocked by Vehicles" keeps its keyword form (``Restriction.keyword``), whether read
    as a keyword or as a description of Vehicle units: (by, keywords) with by None when every kind
    of card it names is one keyword alone."""
    if not by.filters and not by.alt:   # "by units": by any card that could
        return None, [None]
    if rule != "unblockable" or by.zone != "sector":
        return by, [None]
    kws = []
    for f in [by.filters] + [a.filters for a in by.alt]:
        if len(f) != 1 or not isinstance(f[0], ir.KeywordFilter) or f[0].negate:
            return by, [None]
        kws.append(f[0].keyword)
    return None, kws


def _plain(effects):
    """Effects of a nested list: "damage equal to ..." needs an X of its own, not allowed there."""
    for e in effects:
        if isinstance(e, _Mark):
            raise ValueError("'equal to' needs the ability's own X")
    return list(effects)


# g3b: the ops whose doing the engine records (a card moved or turned): what "If you do" may follow
_DOABLE = (ir.Lock, ir.Ready, ir.Charge, ir.Destroy, ir.Discard, ir.Mill, ir.Move, ir.Return, ir.Infiltrate, ir.Search,
           ir.Draw)


def _if_done(effects, last, done, sequel):
    """Join "If you do, ..." / "If you cannot, ..." to the sentence before it: that sentence's effects
    (the options of a "You may ...") are the action; a second sequel fills the other branch."""
    if last is None and effects and isinstance(effects[-1], ir.IfDone):
        prev = effects[-1]
        if (prev.then if done else prev.otherwise):
            raise ValueError("'if you do' is said twice")
        return effects[:-1] + [prev.model_copy(update={"then" if done else "otherwise": sequel})]
    if last is None or last >= len(effects):
        raise ValueError("'if you do' follows the action it speaks of")
    first, may = effects[last:], False
    if len(first) == 1 and isinstance(first[0], ir.ChooseOne) and len(first[0].options) == 2 and not first[0].options[1]:
        first, may = first[0].options[0], True
    for e in first:
        if not isinstance(e, _DOABLE) or isinstance(getattr(e, "target", None), ir.Choose) and e.target.quantity != "exactly":
            raise ValueError("'if you do' follows an action whose doing the engine records "
                             "(lock, ready, destroy, discard, draw, move, return, infiltrate one or N cards)")
    return effects[:last] + [ir.IfDone(effects=first, may=may, then=sequel if done else [],
                                       otherwise=[] if done else sequel)]


def _placed(e, kind):
    """A restriction printed as a constant on this card has no target and no duration; one a typed
    ability gives lasts the war action unless the text says longer (rules: abilities.tactic)."""
    if isinstance(e, ir.VariableRoll):
        return e.model_copy(update={"outcomes": [o.model_copy(update={"effects": [_placed(x, kind) for x in o.effects]})
                                                 for o in e.outcomes]})
    if isinstance(e, ir.IfThen):
        return e.model_copy(update={"effects": [_placed(x, kind) for x in e.effects],
                                    "otherwise": [_placed(x, kind) for x in e.otherwise]})
    if isinstance(e, ir.ChooseOne):
        return e.model_copy(update={"options": [[_placed(x, kind) for x in o] for o in e.options]})
    if isinstance(e, (ir.UnlessPaid, ir.Later, ir.EachPlayer)):
        return e.model_copy(update={"effects": [_placed(x, kind) for x in e.effects]})
    if isinstance(e, ir.SetStat) and kind != "constant" and e.duration is None:   # g10: flags for a time
        return e.model_copy(update={"duration": "war_action"})
    if isinstance(e, ir.SectorRule) and kind == "preparation" and e.duration is None and e.what == "command_hand":
        return e.model_copy(update={"duration": "battle"})   # g10: the command hand drawn after it
    if isinstance(e, ir.SectorRule) and e.what == "capture" and kind != "constant":   # g12
        raise ValueError("a capture's condition is a constant's or a sector's")
    if isinstance(e, ir.SectorRule) and e.what == "first_action" and kind != "constant":   # g12
        if kind != "preparation":
            raise ValueError("who declares the first war action is settled before the combat step: a constant's "
                             "or a preparation ability's")
        return e.model_copy(update={"duration": "battle"})
    if isinstance(e, ir.SectorRule) and kind != "constant" and e.duration is None and e.what != "command_hand":
        return e.model_copy(update={"duration": "war_action"})   # g4b: a typed ability's rule change
    if isinstance(e, ir.IfDone):
        return e.model_copy(update={k: [_placed(x, kind) for x in getattr(e, k)] for k in ("effects", "then", "otherwise")})
    if isinstance(e, ir.DamageBonus):   # g11: a constant's is this card's or a scope's; a typed one's lasts
        if kind == "constant":
            if e.duration is not None or not (isinstance(e.target, ir.ThisCard) or isinstance(e.target, ir.Choose)
                                              and e.target.quantity == "all"):
                raise ValueError("a constant's extra damage falls on this card or on all cards of a kind")
            return e
        return e if e.duration is not None else e.model_copy(update={"duration": "war_action"})
    if isinstance(e, ir.SwapStats) and kind == "constant":
        raise ValueError("stats are swapped by an ability used, for a time")
    if isinstance(e, ir.DamageReduced) and kind != "constant" and e.duration is None:   # g21b: a typed one lasts
        return e.model_copy(update={"duration": "war_action"})
    if not isinstance(e, ir.Restriction):
        return e
    if kind == "constant":
        if isinstance(e.target, ir.ThisCard) and e.duration is None:
            return e.model_copy(update={"target": None})
        return e
    return e if e.duration is not None else e.model_copy(update={"duration": "war_action"})


def _again(t):
    """The same cards again in a second effect of one clause ("One of your units gets +1 speed and
    cannot be blocked"): a choice is made once, so the second effect names the chosen cards."""
    if isinstance(t, ir.Choose) and t.quantity != "all":
        return ir.ChosenCard()
    return t


def _with_it(effects, kind, trigger):
    """Say what "it" and "that unit" name: the cards chosen by an earlier effect of this ability
    (``ChosenCard``), else in a reaction the trigger's card ("that unit"; "it" too unless the trigger
    is this card's own), else this card ("it" only); after an effect on all cards of a kind, "they"
    names the cards it found (``ChosenCard.scope``)."""
    return _with_it_nested(effects, kind, trigger, False)


def _reveals(e) -> bool:
    """An effect that shows the top cards of a deck and leaves them there: "it" is then that card."""
    return (isinstance(e, ir.Reveal) and e.what == "top" and e.then == "back" and e.player != "each"
            or isinstance(e, ir.LookTop) and e.then == "reorder")


def _chooses(e) -> bool:
    t = getattr(e, "target", None)
    return isinstance(t, ir.Choose) and t.quantity != "all" or isinstance(e, (ir.Search, ir.Infiltrate))


def _it_in(e, kind, trigger, chosen):
    if isinstance(e, ir.IfThen):
        return e.model_copy(update={"effects": _with_it_nested(e.effects, kind, trigger, chosen),
                                    "otherwise": _with_it_nested(e.otherwise, kind, trigger, chosen)})
    if isinstance(e, ir.ChooseOne):
        return e.model_copy(update={"options": [_with_it_nested(o, kind, trigger, chosen) for o in e.options]})
    if isinstance(e, (ir.UnlessPaid, ir.Later, ir.EachPlayer)):
        return e.model_copy(update={"effects": _with_it_nested(e.effects, kind, trigger, chosen)})
    if isinstance(e, ir.IfDone):   # g3b: "it" in the sequel is what the first part chose
        first = _with_it_nested(e.effects, kind, trigger, chosen)
        after = chosen
        for x in first:
            after = True if _chooses(x) else "revealed" if _reveals(x) else after
        return e.model_copy(update={"effects": first, "then": _with_it_nested(e.then, kind, trigger, after),
                                    "otherwise": _with_it_nested(e.otherwise, kind, trigger, chosen)})
    if isinstance(e, ir.Infiltrate) and e.source == "revealed" and chosen != "revealed":
        raise ValueError("'infiltrate it' names the card a reveal has just shown on top of the deck")
    if isinstance(e, ir.VariableRoll):
        return e.model_copy(update={"outcomes": [o.model_copy(update={"effects": _with_it_nested(
            o.effects, kind, trigger, chosen)}) for o in e.outcomes]})
    t = getattr(e, "target", None) if isinstance(e, ir.Node) else None
    if isinstance(t, _ThisCardWord):   # «положи эту карту под низ колоды» after a reveal: the card shown
        return e.model_copy(update={"target": ir.RevealedCard() if chosen == "revealed" else ir.ThisCard()})
    chosen_t = chosen_target(t, chosen)   # g19a: "the chosen unit"
    if chosen_t is not None:
        return e.model_copy(update={"target": chosen_t})
    if not isinstance(t, (_It, _That)):
        return e
    if isinstance(t, _MoverIt) and (chosen or trigger is not None and not trigger.this and trigger.owner != "own"):
        raise ValueError("'... may charge' is said of a card of yours: another player's card charges at his choice")
    if isinstance(t, _ThatSpecial):   # g3: the unit whose special assault the reaction answers
        if trigger is None or trigger.event != "ability_used" or trigger.command != "A":
            raise ValueError("'that special assault' is the one a reaction's trigger names")
        return e.model_copy(update={"target": ir.TriggerCard()})
    if isinstance(t, _ThatEvent):   # g14: "the destroyed unit" is the card of a trigger that says so
        if trigger is None or trigger.event not in t.events or isinstance(trigger, _Active) or (
                t.noun != "card" and t.noun not in trigger.types):
            raise ValueError("'the destroyed / infiltrated unit' names the card of the trigger that destroys or infiltrates it")
        return e.model_copy(update={"target": ir.TriggerCard()})
    if chosen == "revealed" and not (isinstance(t, _That) and trigger is not None):
        return e.model_copy(update={"target": ir.RevealedCard()})
    if isinstance(t, _That) and trigger is not None:   # in a reaction "that unit" is the trigger's card
        return e.model_copy(update={"target": ir.TriggerCard()})
    if isinstance(chosen, ir.Choose):   # "Ready all your locked units. They cannot charge ...": the cards that
        # effect changed (read as the description again, "locked" would name none of them)
        return e.model_copy(update={"target": ir.ChosenCard(scope=True)})
    if chosen:
        return e.model_copy(update={"target": ir.ChosenCard()})
    if trigger is not None and not trigger.this:
        return e.model_copy(update={"target": ir.TriggerCard()})
    if isinstance(t, _That):
        raise ValueError("'that' names a card chosen before or the card of a trigger")
    return e.model_copy(update={"target": ir.ThisCard()})


def _with_it_nested(effects, kind, trigger, chosen):
    out = []
    for e in effects:   # what "it" names next: a choice, a reveal, or all cards of a kind, else as before
        e = _it_in(e, kind, trigger, chosen)
        chosen = True if _chooses(e) else "revealed" if _reveals(e) else _scope_named(e) or chosen
        out.append(e)
    return out


def _scope_named(e):
    """The cards an effect names all of ("Ready all your Infantry units"), after which "they" names the
    cards it changed (None when the effect names no such scope)."""
    t = getattr(e, "target", None) if isinstance(e, ir.Node) else None
    return t if isinstance(t, ir.Choose) and t.quantity == "all" else None


_INSTEAD = _m("instead")


def _it_is_the_subject(trigger, effects, conditions, x, fail):
    """The trigger "it" and "that unit" are read by. The event's card is "that unit", and "it" too
    unless it is this card ("When this unit is blocked: ... it"); where the sentence's subject is the
    other card ("When this unit destroys an enemy unit, it gets ..."), "it" is that subject: this card
    when it is this one, otherwise a card no target names, so such a text is refused; and "that unit"
    beside this card ("When this unit is attacked by a Vehicle: That unit ...") would be the other
    card, refused too."""
    if trigger is None:
        return None
    active = isinstance(trigger, _Active)
    declared = isinstance(trigger, _Declared)
    trigger = ir.Trigger(**dict(trigger))
    party = trigger.party
    if party is None:
        return trigger
    if declared:   # g9: "it" is the card attacked; "that unit" is no card the sentence names as a unit
        kinds = (_That,) if party.this else (_It, _That)
        named = [e for e in ir.nested_effects(list(effects) + list(fail)) if isinstance(getattr(e, "target", None), kinds)]
        preds = [c.predicate for c in conditions] + [e.predicate for e in ir.nested_effects(list(effects))
                                                      if isinstance(e, ir.IfThen)]
        if named or any(isinstance(p, _CardThat if party.this else _CardIt) for p in preds) or (
                isinstance(x, ir.XStat) and x.of in ("trigger", "target")):
            raise ValueError("'it' or 'that unit' here would name a unit the sentence does not name")
        return trigger.model_copy(update={"this": True}) if party.this else trigger
    # g15 (issue 24): a trigger that names two cards, one of them this card ("When an enemy unit shoots at
    # this unit", "When this unit blocks an enemy unit"): "it" could be either ("it gets +2 armor": the
    # unit shot at, "deal 1 damage to it": the other), so "it" there is refused; "this unit" and "that
    # unit" say which (a card chosen before is "it" as anywhere)
    if (party.this or trigger.this) and not active and _names_it_first(effects, conditions):
        raise ValueError("'it' could name either card of the trigger: say 'this unit' or 'that unit'")
    kinds = (_That,) if (party.this or not active) else (_It, _That)
    if trigger.this or (active and not party.this):
        named = [e for e in ir.nested_effects(list(effects) + list(fail)) if isinstance(getattr(e, "target", None), kinds)]
        preds = [c.predicate for c in conditions] + [e.predicate for e in ir.nested_effects(list(effects))
                                                      if isinstance(e, ir.IfThen)]
        ckinds = _CardThat if kinds == (_That,) else _CardIt
        if named or any(isinstance(p, ckinds) for p in preds) or (
                isinstance(x, ir.XStat) and x.of in (("trigger",) if kinds == (_That,) else ("trigger", "target"))):
            raise ValueError("'it' or 'that unit' here would name the other card of the trigger, which no target names")
    if active and party.this:   # "When this unit destroys an enemy unit, it gets ...": it is this unit
        return trigger.model_copy(update={"this": True})
    return trigger


def _names_it_first(effects, conditions) -> bool:
    """Does "it" name a card before any effect of the ability chooses one (a condition's "it" too)?"""
    if any(isinstance(c.predicate, _CardIt) and not isinstance(c.predicate, _CardThat) for c in conditions):
        return True
    for e in ir.nested_effects(list(effects)):
        t = getattr(e, "target", None)
        if isinstance(t, _It) and not isinstance(t, _That):
            return True
        if isinstance(e, ir.IfThen) and isinstance(e.predicate, _CardIt) and not isinstance(e.predicate, _CardThat):
            return True
        if _chooses(e) or _reveals(e):
            return False
    return False


class _XTheirs(ir.XCount):
    """g13b: "X = the number of locked units he controls" / «число своих повернутых отрядов»: the cards of the
    player who does what X counts for (:func:`_x_theirs`)."""


class _XSelf(_XTheirs):
    """«число своих отрядов»: the reflexive, the subject's own (yours after an order: «Возьми ...»)."""


def _x_theirs(x, effects):
    """g13b: whose cards "he" / «свой» counts in X's definition: the player of every effect that uses X ("Your
    opponent discards a number of cards equal to the number of locked units he controls": the opponent's)."""
    users = [e for e in effects if isinstance(e, ir.Node) and any(getattr(e, f, None) == ir.X() for f in ("count", "amount"))]
    players = {getattr(e, "player", None) for e in users}
    if len(players) != 1 or None in players or "each" in players:
        raise ValueError("'his' / «свой» names whose cards by the clause's subject: here it is not clear whose")
    player = players.pop()
    if player == "you" and not isinstance(x, _XSelf):   # "Draw X cards, X = the number of units he controls"
        raise ValueError("'his' / «свой» names whose cards by the clause's subject: here it is not clear whose")
    owner = {"you": "own", "opponent": "enemy"}[player]
    return ir.XCount(**{**x.model_dump(), "owner": owner})


def _ability(kind, trigger, costs, body):
    _, effects, conditions, x, unlimited, before, fail, *rest = body
    once = rest[0] if rest else None
    effects, x = resolve_roll_result(list(effects), x, kind)   # g17d: "Roll a die. Deal damage equal to the result ..."
    real = ir.Trigger(**dict(trigger)) if trigger is not None else None
    trigger = _it_is_the_subject(trigger, [e for e in effects if isinstance(e, ir.Node)], conditions, x,
                                 [e for e in fail if isinstance(e, ir.Node)])
    instead = _INSTEAD in effects
    effects = [e for e in effects if e is not _INSTEAD]
    replaces = trigger is not None and trigger.event == "would_be_destroyed"
    if instead and not replaces and effects and all(isinstance(e, ir.BecomeDefending) for e in effects):
        instead = False   # g11: "This unit becomes the defending unit instead.": becoming it always replaces
    if instead and not replaces:
        raise ValueError("'instead' replaces what would happen: 'If this unit would be destroyed, ... instead'")
    if replaces and not instead:
        raise ValueError("a card that would be destroyed: the text says what happens instead")
    if replaces and kind == "R" and len(effects) == 1 and isinstance(effects[0], ir.ChooseOne) and (
            len(effects[0].options) == 2 and effects[0].options[1] == [] and effects[0].chooser == "you"):
        effects = list(effects[0].options[0])   # g13a: a reaction is its player's choice: "you may" says no more
    # "deal damage equal to this unit's firepower": X is that number
    for i, e in enumerate(effects):
        if isinstance(e, _Mark) and e.tag == "with_x":
            if x is not None:
                raise ValueError("X is defined twice")
            effects[i], x = e[1], e[2]
            if len(e) > 3 and e[3] == "it":   # g11: "it deals damage equal to its assault": the trigger's card
                if real is None:
                    raise ValueError("'it deals damage' names the card of a reaction's trigger")
                of = "this" if real.this else "trigger"
                if of == "trigger" and isinstance(getattr(effects[i], "target", None), (_That, ir.TriggerCard)):
                    # g21c: "lock this unit - it deals damage equal to its FP to that unit": the trigger's
                    # card takes the damage, so "it" (and "its") is the card just named by the cost
                    if not any(isinstance(c, (ir.LockThis, ir.DestroyThis, ir.ReturnThis)) for c in costs):
                        raise ValueError("'it deals damage ... to that unit': 'it' and 'that unit' are the same card")
                    of = "this"
                x = x.model_copy(update={"of": of})
    if isinstance(x, _XTheirs):
        x = _x_theirs(x, effects)
    for i, e in enumerate(effects):   # g13: "That unit deals no damage": the trigger's attack or overrun
        if isinstance(e, _Mark) and e.tag == "cancel_by":
            what = {"overruns": "overrun", "attacked": "attack", "shoots": "attack", "assaults": "attack"}.get(
                real.event if real is not None and kind == "R" else None)
            if what is None:
                raise ValueError("'that unit deals no damage' answers a reaction's attack or overrun")
            effects[i] = ir.Cancel(what=what)
    effects = _drop_implied_shuffle(effects)
    effects = [_placed(e, kind) for e in _with_it(effects, kind, trigger)]
    _check_discarded(costs, effects, x)
    effects = _hand_it(effects)
    _check_that_many(effects)
    for e in ir.nested_effects(effects):
        if isinstance(e, ir.Return) and e.to == "discard" and not isinstance(e.target, ir.RevealedCard):
            raise ValueError("only a card shown on top of a deck is put into the discard pile this way")
    effects, conditions = _card_it(effects, conditions, trigger)
    effects, conditions = _doing(effects, conditions, kind)
    effects, x = _constant_x(effects, x, kind)
    effects, x = constant_set_x(effects, x, kind)   # g17d: "This unit's firepower is X. X = the number of ..."
    x = _x_of(x_ref(x, effects, trigger, _chooses), effects, trigger)   # g19a: x_ref
    check_chosen(conditions, effects, _chooses)   # g19a
    effects, x = paid_cards(effects, costs, x, trigger)   # g17b: "the locked unit"
    kind, real, effects, conditions = relative_roles(kind, real, effects, conditions)   # g17b: "a unit that assaults this unit"
    fail = [_placed(e, kind) for e in _with_it(_plain(fail), kind, trigger)]
    effects = _plain_instead(effects, kind)
    if any(isinstance(e, _HisFlags) for e in ir.nested_effects(effects)):   # g10: "he" outside "instead"
        raise ValueError("'he' names a player only after a sentence that named him, before 'instead'")
    if trigger is None and any('"of": "trigger"' in json.dumps(e.model_dump(mode="json")) for e in effects):
        raise ValueError("'that unit' names the card of a reaction's trigger")
    if kind in ("constant", "E", "preparation") and any(isinstance(e, ir.Later) for e in ir.nested_effects(effects)):
        raise ValueError("'at the end of the war action / battle' is said by an ability used in a war action")
    if not effects:
        raise ValueError("the ability has no effect")
    return ir.Ability(kind=kind, trigger=real, costs=costs, effects=effects, conditions=conditions, x=x,
                      unlimited=unlimited, before_result=before, fail_effects=fail, once=once)


_NAMED = {ir.ThisCard: "this", ir.AttackingCard: "attacking", ir.DefendingCard: "defending",
          ir.BlockingUnit: "blocking", ir.TriggerCard: "trigger", ir.ChosenCard: "chosen", ir.RevealedCard: "revealed"}


def _named_by(e):
    """Which card an effect's target names, for a later "it" ("chosen" for a choice of one)."""
    if _reveals(e) and e.count == 1:   # "Reveal the top card of your deck. If it is a unit, ..."
        return "revealed"
    t = getattr(e, "target", None)
    if isinstance(t, ir.Choose):
        return "chosen" if t.quantity == "exactly" and t.count == 1 else None
    if isinstance(t, ir.BlockingUnit) and t.choice:
        return None
    return _NAMED.get(type(t))


def _if_it_fits(e):
    """"Target Infantry unit gets +3 assault if it is charging" / «… если он наступает»: "it" is the
    card the effect itself chooses, so the condition is read as what the choice may take (a charging
    Infantry unit); no card is chosen before the condition could be asked. Other shapes are left."""
    pred = e.predicate
    if e.negate or e.otherwise or len(e.effects) != 1 or isinstance(pred, _CardThat) or not isinstance(
            pred, (_CardIt, _ItState)):
        return e
    inner = e.effects[0]
    t = getattr(inner, "target", None)
    if not (isinstance(t, ir.Choose) and t.quantity == "exactly" and t.count == 1):
        return e
    if isinstance(pred, _ItState):
        return inner.model_copy(update={"target": t.model_copy(update={"filters": [*t.filters, ir.StateFilter(state=pred.state)]})})
    owner = t.owner
    if pred.owner != "any":
        if owner not in ("any", pred.owner):
            raise ValueError("'if it is ...' names a card the choice cannot take")
        owner = pred.owner
    types = t.types
    if pred.types != ["card"]:
        types = [k for k in t.types if k in pred.types] if t.types != ["card"] else list(pred.types)
        if not types:
            raise ValueError("'if it is ...' names a card the choice cannot take")
    return inner.model_copy(update={"target": t.model_copy(update={
        "owner": owner, "types": types, "filters": [*t.filters, *pred.filters]})})


def _card_it(effects, conditions, trigger):
    """"it" in a condition names the card the text named last: the target of the effect before it,
    else the trigger's card in a reaction, else this card."""
    def fix(pred, last):
        if isinstance(pred, _ItState):   # "One of your units gets +2 assault. If it is charging, ...": the chosen unit
            of = last or ("trigger" if trigger is not None and not trigger.this else "this")
            if of == "this":
                return ir.ThisState(state=pred.state)
            return ir.CardIs(of=of, filters=[ir.StateFilter(state=pred.state)])
        if isinstance(pred, _DestroyedIt):
            if isinstance(pred, _DestroyedThat) and trigger is not None:
                return ir.CardDestroyed(of="trigger")
            return ir.CardDestroyed(of=last or ("trigger" if trigger is not None and not trigger.this else "this"))
        if not isinstance(pred, _CardIt):
            return pred
        if isinstance(pred, _CardThat) and trigger is not None:
            of = "trigger"
        else:
            of = last or ("trigger" if trigger is not None and not trigger.this else "this")
        return ir.CardIs(of=of, owner=pred.owner, types=pred.types, filters=pred.filters)

    out, last = [], None
    for e in effects:
        if isinstance(e, ir.IfThen) and last is None and trigger is None:
            e = _if_it_fits(e)
        if isinstance(e, ir.IfThen):
            inner = next((_named_by(x) for x in e.effects if _named_by(x)), None)
            e = e.model_copy(update={"predicate": fix(e.predicate, last or inner)})
        out.append(e)
        last = _named_by(e) or last
    conditions = [c.model_copy(update={"predicate": fix(c.predicate, last)}) for c in conditions]
    return out, conditions


def _x_of(x, effects, trigger):
    """"X = its speed": "its" is the card the text named last. With a choice before, the engine's
    ``XStat(of="target")`` (the chosen card); with none, the named card ("T (X+): The defending unit
    gets +X armor. X = its speed." is the defending unit's speed, never 0)."""
    if isinstance(x, ir.XStat) and x.of == "trigger" and trigger is None:
        # "Destroy one enemy asset. X = that asset's flags": with no trigger, "that" is the card chosen
        if not any(_chooses(e) for e in effects):
            raise ValueError("'that unit' names the card of a reaction's trigger, or a card chosen before")
        return x.model_copy(update={"of": "target"})
    if not isinstance(x, ir.XStat) or x.of != "target":
        return x
    named = [n for n in (_named_by(e) for e in effects) if n]
    if any(_chooses(e) for e in effects):
        return x
    if named:
        return x.model_copy(update={"of": named[-1] if named[-1] != "chosen" else "target"})
    if trigger is not None and not trigger.this:
        return x.model_copy(update={"of": "trigger"})
    return x.model_copy(update={"of": "this"})


def _hand_it(effects):
    """"for each event in it": the hand revealed or looked at just before."""
    out, shown = [], None
    for e in effects:
        for field in ("count", "amount"):
            v = getattr(e, field, None)
            if isinstance(v, _CardsInIt):
                if shown is None:
                    raise ValueError("'in it' names a hand shown before")
                e = e.model_copy(update={field: ir.CardsIn(player=shown, zone=v.zone, command=v.command, per=v.per)})
        if isinstance(e, ir.Reveal) and e.what == "hand" and e.player != "each" or isinstance(e, ir.LookAtHand):
            shown = e.player
        out.append(e)
    return out


def _check_that_many(effects):
    """"that many" counts the cards an effect before moved."""
    moved = False
    for e in effects:
        for field in ("count", "amount"):
            if isinstance(getattr(e, field, None), ir.ThatMany) and not moved:
                raise ValueError("'that many' needs cards an effect before moved")
        if isinstance(e, ir.Shuffle) and e.what != "deck" or isinstance(e, ir.Discard) and e.whole:
            moved = True


def _check_discarded(costs, effects, x):
    """"Discarded this way" and "the die of the discarded card" name cards the ability discarded: its
    costs, or an effect before that discards the top of your deck."""
    said = any(isinstance(c, (ir.DiscardCards, ir.DiscardTop)) for c in costs)
    for e in effects:
        if isinstance(e, ir.Infiltrate) and e.source == "discarded" and not said:
            raise ValueError("'discarded this way' needs cards the ability discarded before")
        if isinstance(e, ir.Mill) and e.player == "you":
            said = True
    if isinstance(x, ir.XDie) and not (said or any(isinstance(c, (ir.DiscardCards, ir.DiscardTop)) for c in costs)):
        raise ValueError("'the die of the discarded card' needs a card the ability discards")


def _drop_implied_shuffle(effects):
    """"Search your deck ... Then shuffle your deck.": the deck is shuffled after a search anyway
    (term.infiltrate.search), so the sentence adds nothing."""
    out = []
    for e in effects:
        if isinstance(e, ir.Shuffle) and out and (isinstance(out[-1], ir.Search) or (
                isinstance(out[-1], ir.Infiltrate) and out[-1].source == "deck")):
            continue
        out.append(e)
    return out


def _instead(before, pred, effects):
    """"T: This unit gets +2 armor. If it is a Terminator, it gets +3 armor instead.": a conditional
    whose otherwise is the sentence before. "It" / "they" in the replacing sentence, and "it" in its
    condition, are the cards the sentence before named, which must need no choice (a choice would
    be made before the condition is read)."""
    if isinstance(before, ir.FlagChange):   # g10: "Your opponent loses 1 flag. If ..., he loses 2 flags instead."
        if isinstance(pred, (_CardIt, _DestroyedIt)) or not all(isinstance(e, ir.FlagChange) for e in effects):
            raise ValueError("'instead' after a player's flags gives that player other flags")
        if any(isinstance(e, _HisFlags) for e in effects) and before.player != "opponent":
            raise ValueError("'he' names your opponent, named by the sentence before")
        out = [ir.FlagChange(player=before.player, sign=e.sign, amount=e.amount) if isinstance(e, _HisFlags) else e
               for e in effects]
        if any(e.player != before.player for e in out):
            raise ValueError("'instead' gives the same player other flags")
        return _Instead(predicate=pred, effects=out, otherwise=[before])
    r = instead_after_condition(before, pred, effects, _CardIt, _Instead)   # g18d: after a conditional sentence
    if r is not None:
        return r
    r = instead_of_effect(before, pred, effects, _Instead)   # g19c: a whole effect replaced, nothing chosen
    if r is not None:
        return r
    t = getattr(before, "target", None)
    if isinstance(t, ir.Choose) and t.quantity == "exactly" and t.count == 1:   # g3b
        return _instead_chosen(before, pred, effects)
    if t is None or isinstance(t, ir.ChosenCard) or isinstance(t, ir.Choose) and t.quantity != "all" or (
            isinstance(t, ir.BlockingUnit) and t.choice):
        raise ValueError("'instead' replaces a change to cards named without a choice")
    out = []
    for e in effects:
        et = getattr(e, "target", None)
        if isinstance(et, (_It, _That)):
            e = e.model_copy(update={"target": t})
        elif et is not None and et != t:
            raise ValueError("'instead' gives the same cards something else")
        out.append(e)
    of = _NAMED.get(type(t)) if not isinstance(t, (_It, _That)) else None
    if isinstance(pred, _DestroyedIt):
        raise ValueError("'instead' follows a condition on the card, not its destruction")
    if isinstance(pred, _CardIt) and of is not None:
        pred = ir.CardIs(of=of, owner=pred.owner, types=pred.types, filters=pred.filters)
    return _Instead(predicate=pred, effects=out, otherwise=[before])


def _instead_chosen(before, pred, effects):
    """g3b: "Any Vehicle gets +2 firepower. If it is a Tank, it gets +3 firepower instead.": the card is
    chosen before the condition is read, so the larger change is the smaller one and the difference
    when the chosen card fits (the same statistic, duration and opponent; numbers only); anything
    else is refused."""
    e = effects[0] if len(effects) == 1 else None
    if type(pred) is _ItState:   # g13a: "if it is charging": the chosen card's position
        pred = _CardIt(of="chosen", filters=[ir.StateFilter(state=pred.state)])
    if not (isinstance(before, ir.ModifyStat) and isinstance(e, ir.ModifyStat) and isinstance(e.target, _It)
            and not before.more and not e.more and e.stat == before.stat and e.duration == before.duration
            and e.versus == before.versus and not e.versus_this and not before.versus_this
            and isinstance(before.amount, ir.Number) and isinstance(e.amount, ir.Number)
            and isinstance(pred, _CardIt)):
        raise ValueError("'instead' after a choice gives the chosen card another amount of the same change")
    diff = e.sign * e.amount.value - before.sign * before.amount.value
    if diff == 0:
        raise ValueError("'instead' changes nothing")
    more = e.model_copy(update={"target": ir.ChosenCard(), "sign": 1 if diff > 0 else -1,
                                "amount": ir.Number(value=abs(diff))})
    cond = ir.CardIs(of="chosen", owner=pred.owner, types=pred.types, filters=pred.filters)
    return [before, ir.IfThen(predicate=cond, effects=[more])]


def _plain_instead(effects, kind):
    out = []
    for e in effects:
        if isinstance(e, _Instead):
            if kind == "constant":
                raise ValueError("a constant ability's 'instead' is not played yet")
            e = ir.IfThen(predicate=e.predicate, negate=e.negate, effects=e.effects, otherwise=e.otherwise)
        out.append(e)
    return out


def _constant_x(effects, x, kind):
    """A constant has no X of its own to choose or count once: "This unit gets +X assault while
    assaulting. X = the number of your charging units." counts them as they are, the same as "+1
    assault for each of your charging units" (issue 24, g2)."""
    if kind != "constant" or not isinstance(x, ir.XCount) or getattr(x, "alt", None) or not effects or not all(
            isinstance(e, ir.ModifyStat) and not e.more and isinstance(e.amount, ir.X) for e in effects):
        return effects, x
    count = ir.Count(owner=x.owner, types=x.types, filters=x.filters, zone=x.zone)
    return [e.model_copy(update={"amount": count}) for e in effects], None


def _plain_doing(pred):
    """A subjectless "while charging" read as this card's."""
    if isinstance(pred, _TheyState):   # g8: "they" is never this card
        raise ValueError("'while they are ...' names the cards of a constant's scope")
    if isinstance(pred, _DoingState):
        return ir.ThisState(state=pred.state)
    if isinstance(pred, _DoingRole):
        return ir.ThisRole(role=pred.role, attack=pred.attack)
    return pred


def _doing(effects, conditions, kind):
    """"+2 assault while charging", "Your Infantry units get +1 assault while charging": a
    subjectless "while ..." names the cards the change is given to. This card (or no card named:
    "Draw 1 card. Use only while charging"): a condition on this card; in a constant, every card of
    a scope: a filter of the scope ("your charging Infantry units"); a role of each card of a scope,
    or a card chosen, is refused (the condition could not be read before the choice)."""
    doing = [c for c in conditions if isinstance(c.predicate, (_DoingState, _DoingRole))]
    if any(isinstance(c.predicate, _PriRole) for c in doing) and any(
            isinstance(e, ir.ModifyStat) and "armor" in [e.stat, *(m.stat for m in e.more)] for e in effects):
        raise ValueError("«при штурме» with armor could be the card attacked: say «пока штурмует» or «пока защищается»")
    out_effects = []
    for e in effects:   # a conditional's own "if charging": this card's
        if isinstance(e, ir.IfThen) and isinstance(e.predicate, (_DoingState, _DoingRole)):
            e = ir.IfThen(**{**dict(e), "predicate": _plain_doing(e.predicate)})
        out_effects.append(e)
    if not doing:
        return out_effects, conditions
    targets = [getattr(e, "target", None) for e in out_effects]
    named = [t for t in targets if t is not None]
    if any(isinstance(c.predicate, _TheyState) for c in doing) and not (
            kind == "constant" and named and len(named) == len(targets)
            and all(isinstance(t, ir.Choose) and t.quantity == "all" for t in named)):
        raise ValueError("'while they are ...' names the cards of a constant's scope")   # g8
    if all(isinstance(t, ir.ThisCard) for t in named):
        return out_effects, [c.model_copy(update={"predicate": _plain_doing(c.predicate)}) if c in doing else c
                             for c in conditions]
    scoped = all(isinstance(t, ir.Choose) and t.quantity == "all" for t in named) and len(named) == len(targets)
    if kind != "constant" or not scoped:
        raise ValueError("'while charging' names the card the change is given to: this card, or each card of a scope")
    filters = []
    for c in doing:
        if (c.mode == "only_if" and isinstance(c.predicate, _DoingRole) and not isinstance(c.predicate, _PriRole)
                and c.predicate.attack is None):   # g16: "Your Infantry units get +1 armor while blocking": the blocking ones
            filters.append(ir.RoleFilter(roles=[c.predicate.role], negate=False))
            continue
        if c.mode != "only_if" or not isinstance(c.predicate, _DoingState):
            raise ValueError("what each card of a scope is doing in the war action is not read: name the card")
        filters.append(ir.StateFilter(state=c.predicate.state))
    out = []
    for e in out_effects:
        t = e.target
        if any(isinstance(f, ir.StateFilter) for f in t.filters) or t.alt:
            raise ValueError("a scope with a position of its own and 'while charging'")
        out.append(e.model_copy(update={"target": ir.Choose(**{**dict(t), "filters": list(t.filters) + filters})}))
    return out, [c for c in conditions if c not in doing]


def _flags_set(target, n, duration=None) -> ir.SetStat:
    """"Counts as having N flags" of this card or of every card of a scope (issue 24, g6); a typed
    ability's of cards it chooses too, for a time (g10: the ability checks which)."""
    if not isinstance(target, (ir.Choose, ir.ThisCard)):
        raise ValueError("flags as counted are said of this card, of cards chosen or of every card of a kind")
    return ir.SetStat(target=target, stat="flags", amount=ir.Number(value=n), duration=duration)


def _compared(ch, compare) -> ir.MoreThan:
    """A comparison of the two players' counts (the owner's against the other's)."""
    owner = _mark(ch, "owner")[1]
    counted = _mark(ch, "counted")
    base = ir.MoreThan(count=counted[1]) if counted else _more_of(_mark(ch, "what"))
    return base.model_copy(update={"owner": owner, "compare": compare})


def _more_of(what) -> ir.MoreThan:
    """"more units in this sector": a comparison of the two players' cards (in this sector; ships in
    the fleet areas)."""
    # "more ships in your fleet area than your opponent": "your" says whose fleet the comparing player counts
    mine = what[1] == "own" and what[4] == "fleet"
    if (what[1] and not mine) or (len(what) > 5 and what[5]) or (len(what) > 6 and what[6]):
        raise ValueError("a comparison counts each player's own cards")
    if what[4] != "sector" and not (what[4] == "fleet" and what[2] == ["ship"]):
        raise ValueError("a comparison counts cards in this sector")
    return ir.MoreThan(owner="own", types=what[2], filters=what[3])


def _for_players(effects, how):
    """Effects on "the player who controls more ..." (one conditional for each player, the second
    read only when the first fails) or on "each player with ..." (one conditional for each). Each
    effect names its player; one that names no player (an imperative) is not the subject's."""
    for e in effects:
        if getattr(e, "player", None) != "you":
            raise ValueError("'the player who ...' is the subject of every verb")
    you = [e.model_copy(update={"player": "you"}) for e in effects]
    them = [e.model_copy(update={"player": "opponent"}) for e in effects]
    if how[0] == "more":
        more = how[1]
        return ir.IfThen(predicate=more, effects=you, otherwise=[
            ir.IfThen(predicate=more.model_copy(update={"owner": "enemy"}), effects=them)])
    what, least = how[1], how[2]
    if what[1] or (len(what) > 5 and what[5]) or (len(what) > 6 and what[6]) or what[4] != "sector" and not (
            what[4] == "fleet" and what[2] == ["ship"]):
        raise ValueError("'each player with ...' counts each player's own cards in this sector")
    return _Mark(("several", [ir.IfThen(predicate=ir.CountAtLeast(owner=o, at_least=least, types=what[2], filters=what[3]),
                                        effects=x) for o, x in (("own", you), ("enemy", them))]))


# g7: the effects whose clause is a bare verb ("lock one of your units"): after a clause whose subject is
# another player, such a verb is that player's (read by ToIR.opponent_does), never an order to you
_SUBJECTLESS = (ir.Lock, ir.Ready, ir.Destroy, ir.Return, ir.Move, ir.Infiltrate, ir.Search, ir.Damage)


def _by_players(method):
    def wrapped(self, ch):
        p = _mark(ch, "player")
        if p is None or len(p) < 3:
            return method(self, ch)
        e = method(self, [_m("player", "you") if c is p else c for c in ch])
        effects = list(e[1]) if isinstance(e, _Mark) and e.tag == "subj" else [e]   # one subject, its verbs
        out = _for_players(effects, p[2])
        return _m("subj", list(out[1]) if isinstance(out, _Mark) else [out])
    wrapped.__name__ = method.__name__
    return wrapped


for _name in ("draw_player", "discard_player", "mill_player", "flag_change", "flag_loss", "reveal_hand", "subject_verbs", "discard_hand",
              "reveal_top_player"):
    setattr(ToIR, _name, _by_players(getattr(ToIR, _name)))
