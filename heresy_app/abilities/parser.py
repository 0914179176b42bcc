"""Printed ability text -> IR, with one lark grammar per language and one shared transformer."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

from lark import Lark, Token, Transformer, v_args
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from heresy_app.abilities import ir
from heresy_app.abilities.lexicon import (
    NUMBERS_EN,
    NUMBERS_RU,
    keyword_from_en,
    keyword_from_ru,
    keyword_from_noun_ru,
    keyword_ins_regex_ru,
    keyword_noun_regex_ru,
    keyword_regex_en,
    keyword_regex_ru,
)
from heresy_app.cards.model import fold

LANGS = ("en", "ru")

KIND_MAP = {
    "WA": "WA", "T": "T", "R": "R", "M": "M", "A": "A", "E": "E",
    "ВА": "WA", "ВA": "WA", "BA": "WA", "Т": "T", "Р": "R", "P": "R", "М": "M", "Ш": "A",
    "С": "E", "C": "E",
}


class AbilityParseError(ValueError):
    """Text that is not an ability: where (1-based ``line`` and ``column``) and what was expected."""

    def __init__(self, message: str, line: int = 1, column: int = 1, expected: list[str] | None = None,
                 text: str = ""):
        self.line = line
        self.column = column
        self.expected = expected or []
        self.text = text
        self.message = f"line {line}, column {column}: {message}"
        super().__init__(self.message)


# ---------------------------------------------------------------- markers used inside the tree


class _Mark(tuple):
    """A tagged intermediate value: ``_Mark(("owner", "enemy"))``."""

    @property
    def tag(self):
        return self[0]


def _m(tag, *values):
    return _Mark((tag, *values))


def _clean(children):
    """Drop the anonymous word tokens the grammar matched with inline regexes."""
    return [c for c in children if not (isinstance(c, Token) and c.type.startswith("__")) and c is not None]


_FILTER_TYPES = (ir.KeywordFilter, ir.FlagsFilter, ir.StateFilter, ir.StatFilter)


def _describe(children, default_owner="any"):
    """Owner, types and filters from the pieces of a card description."""
    owner = default_owner
    types: list[str] = ["unit"]
    filters = []
    quantity = None
    for c in children:
        if isinstance(c, _Mark):
            if c.tag == "owner":
                owner = c[1]
            elif c.tag == "types":
                types = list(c[1])
            elif c.tag == "kw_noun":   # "all enemy Tanks": units with the keyword
                types = ["unit"]
                filters.append(ir.KeywordFilter(keyword=c[1]))
            elif c.tag == "q":
                quantity = c
        elif isinstance(c, _FILTER_TYPES):
            filters.append(c)
    return owner, types, filters, quantity


@v_args(inline=False)
class ToIR(Transformer):
    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang

    # -------------------------------------------------- numbers
    def _int(self, tok) -> int:
        if isinstance(tok, int):
            return tok
        if isinstance(tok, Token) and tok.type == "INT":
            return int(tok)
        if isinstance(tok, Token) and tok.type == "NUMWORD":
            word = fold(str(tok))
            return (NUMBERS_RU if self.lang == "ru" else NUMBERS_EN)[word]
        return 1  # an article ("a card")

    def amount_int(self, ch):
        ch = _clean(ch)
        return self._int(ch[0]) if ch else 1

    def a_number(self, ch):
        return ir.Number(value=self._int(_clean(ch)[0]))

    def a_one(self, ch):
        return ir.Number(value=1)

    def a_d6(self, ch):
        return ir.D6()

    def a_x(self, ch):
        return ir.X()

    def test_value(self, ch):
        tok = _clean(ch)[0]
        return ir.X() if tok.type == "XVAR" else ir.Number(value=int(tok))

    def signed(self, ch):
        ch = _clean(ch)
        return _m("signed", 1 if str(ch[0]) == "+" else -1, ch[1])

    def signed_int(self, ch):
        ch = _clean(ch)
        return _m("signed", 1 if str(ch[0]) == "+" else -1, int(ch[1]))

    # -------------------------------------------------- stats, states, nouns
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

    def ready_state(self, ch):
        return _m("state", "ready")

    def locked_state(self, ch):
        return _m("state", "locked")

    def charging_state(self, ch):
        return _m("state", "charging")

    def t_unit(self, ch):
        return _m("types", ("unit",))

    def t_asset(self, ch):
        return _m("types", ("asset",))

    def t_ship(self, ch):
        return _m("types", ("ship",))

    def kw_noun(self, ch):
        text = " ".join(str(_clean(ch)[0]).split())
        return _m("kw_noun", keyword_from_noun_ru(text) if self.lang == "ru" else keyword_from_en(text))

    def f_unique(self, ch):
        return ir.KeywordFilter(keyword="Unique")

    def t_card(self, ch):
        return _m("types", ("card",))

    def noun_types(self, ch):
        kinds = []
        for c in _clean(ch):
            kinds += [k for k in c[1] if k not in kinds]
        order = ["unit", "asset", "ship", "card"]
        return _m("types", tuple(sorted(kinds, key=order.index)))

    def keyword(self, ch):
        tok = _clean(ch)[0]
        text = str(tok)
        if tok.type == "QUOTED":
            return text[1:-1].strip()
        text = " ".join(text.split())
        return keyword_from_ru(text) if self.lang == "ru" else keyword_from_en(text)

    def keyword_ins(self, ch):   # a keyword in the Russian instrumental: «заблокирован пехотой»
        return keyword_from_ru(" ".join(str(_clean(ch)[0]).split()))

    # -------------------------------------------------- filters
    def f_state(self, ch):
        return ir.StateFilter(state=_clean(ch)[0][1])

    def f_flagged(self, ch):
        return ir.FlagsFilter(flagged=True)

    def f_flagless(self, ch):
        return ir.FlagsFilter(flagged=False)

    def f_keyword(self, ch):
        return ir.KeywordFilter(keyword=[c for c in _clean(ch) if isinstance(c, str)][-1])

    def f_counter_attack(self, ch):
        return ir.KeywordFilter(keyword="Counter-attack")

    def f_not_keyword(self, ch):
        return ir.KeywordFilter(keyword=[c for c in _clean(ch) if isinstance(c, str)][-1], negate=True)

    def _stat_filter(self, ch, cmp):
        ch = _clean(ch)
        stat = next(c for c in ch if isinstance(c, str) and not isinstance(c, Token))
        value = next(c for c in ch if isinstance(c, int))
        return ir.StatFilter(stat=stat, cmp=cmp, value=value)

    def f_stat_le(self, ch):
        return self._stat_filter(ch, "le")

    def f_stat_ge(self, ch):
        return self._stat_filter(ch, "ge")

    def f_stat_lt(self, ch):
        return self._stat_filter(ch, "lt")

    def f_stat_gt(self, ch):
        return self._stat_filter(ch, "gt")

    def f_stat_eq(self, ch):
        return self._stat_filter(ch, "eq")

    def post_filter(self, ch):
        return _clean(ch)[0]

    # -------------------------------------------------- owners and quantities
    def owner_enemy(self, ch):
        return _m("owner", "enemy")

    def owner_any(self, ch):
        return _m("owner", "any")

    def owner_own(self, ch):
        return _m("owner", "own")

    def opponent(self, ch):
        return _m("player", "opponent")

    def player_you(self, ch):
        return _m("player", "you")

    def player_opponent(self, ch):
        return _m("player", "opponent")

    def q_one(self, ch):
        return _m("q", "exactly", 1)

    def q_exactly(self, ch):
        return _m("q", "exactly", self._int(_clean(ch)[0]))

    def q_up_to(self, ch):
        return _m("q", "up_to", [c for c in _clean(ch) if isinstance(c, int)][0])

    def q_x(self, ch):   # "Lock X enemy units": X cards (term.x.count)
        return _m("q", "exactly", ir.X())

    def q_all(self, ch):
        return _m("q", "all", None)

    # -------------------------------------------------- targets
    def this_card(self, ch):
        return ir.ThisCard()

    def blocking(self, ch):
        return ir.BlockingUnit()

    def blocking_any(self, ch):
        return ir.BlockingUnit(choice=True)

    def attacking(self, ch):
        return ir.AttackingCard()

    def defending(self, ch):
        return ir.DefendingCard()

    def trigger_card(self, ch):
        return ir.TriggerCard()

    def choose(self, ch):
        owner, types, filters, q = _describe(_clean(ch))
        quantity, count = (q[1], q[2]) if q else ("exactly", 1)
        return ir.Choose(quantity=quantity, count=count, owner=owner, types=types, filters=filters)

    def choose_all_bare(self, ch):
        owner, types, filters, _ = _describe(_clean(ch))
        return ir.Choose(quantity="all", count=None, owner=owner, types=types, filters=filters)

    # -------------------------------------------------- costs
    def cost_test(self, ch):
        return ir.Test(value=_clean(ch)[0])

    def cost_lock_this(self, ch):
        return ir.LockThis()

    def cost_lock_units(self, ch):
        ch = _clean(ch)
        count = next((c for c in ch if isinstance(c, int)), 1)
        states = [c[1] for c in ch if isinstance(c, _Mark) and c.tag == "state"]
        return ir.LockUnits(count=count, state=states[0] if states else "any")

    def cost_discard(self, ch):
        return ir.DiscardCards(count=next(c for c in _clean(ch) if isinstance(c, int)))

    def cost_discard_top(self, ch):
        return ir.DiscardTop(count=next((c for c in _clean(ch) if isinstance(c, int)), 1))

    # -------------------------------------------------- effects
    @staticmethod
    def _amount(ch):
        return next((c for c in ch if isinstance(c, (ir.Number, ir.D6, ir.X))), ir.Number(value=1))

    def draw_you(self, ch):
        return ir.Draw(count=self._amount(_clean(ch)), player="you")

    def draw_opponent(self, ch):
        return ir.Draw(count=self._amount(_clean(ch)), player="opponent")

    @staticmethod
    def _chooser(ch, player):
        """'of your choice' is the other player's choice when your opponent discards, yours (the
        discarder's) when you do; 'of your opponent's choice' the reverse."""
        said = next((c[1] for c in ch if isinstance(c, _Mark) and c.tag == "chooser"), "discarder")
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
        ch = _clean(ch)
        return ir.Discard(count=self._amount(ch), player="you", chooser=self._chooser(ch, "you"))

    def discard_opponent(self, ch):
        ch = _clean(ch)
        return ir.Discard(count=self._amount(ch), player="opponent", chooser=self._chooser(ch, "opponent"))

    def discard_you_random(self, ch):
        return ir.Discard(count=self._amount(_clean(ch)), player="you", chooser="random")

    def discard_opponent_random(self, ch):
        return ir.Discard(count=self._amount(_clean(ch)), player="opponent", chooser="random")

    def discard_from_it(self, ch):   # after looking at the opponent's hand: you choose from it
        return ir.Discard(count=self._amount(_clean(ch)), player="opponent", chooser="other")

    def look_opponent(self, ch):
        return ir.LookAtHand(player="opponent")

    def owner_post_ru(self, ch):
        return None

    def mill_you(self, ch):
        return ir.Mill(count=self._amount(_clean(ch)), player="you")

    def mill_opponent(self, ch):
        return ir.Mill(count=self._amount(_clean(ch)), player="opponent")

    @staticmethod
    def _target(ch):
        return next(c for c in ch if isinstance(c, (ir.ThisCard, ir.BlockingUnit, ir.AttackingCard,
                                                     ir.DefendingCard, ir.TriggerCard, ir.Choose)))

    def destroy(self, ch):
        return ir.Destroy(target=self._target(_clean(ch)))

    def damage(self, ch):
        ch = _clean(ch)
        return ir.Damage(target=self._target(ch), amount=self._amount(ch))

    def return_hand(self, ch):
        return ir.Return(target=self._target(_clean(ch)), to="hand")

    def return_top(self, ch):
        return ir.Return(target=self._target(_clean(ch)), to="deck_top")

    def return_bottom(self, ch):
        return ir.Return(target=self._target(_clean(ch)), to="deck_bottom")

    def lock(self, ch):
        return ir.Lock(target=self._target(_clean(ch)))

    def ready(self, ch):
        return ir.Ready(target=self._target(_clean(ch)))

    def charge(self, ch):
        return ir.Charge(target=self._target(_clean(ch)))

    @staticmethod
    def _duration(ch):
        d = [c[1] for c in ch if isinstance(c, _Mark) and c.tag == "duration"]
        return d[0] if d else "war_action"

    def until_battle(self, ch):
        return _m("duration", "battle")

    def until_turn(self, ch):
        return _m("duration", "turn")

    def until_war_action(self, ch):
        return _m("duration", "war_action")

    @staticmethod
    def _changes(ch):
        """The (sign, amount, stat) of each change, in printed order."""
        signs = [c for c in ch if isinstance(c, _Mark) and c.tag == "signed"]
        stats = [c for c in ch if isinstance(c, str) and not isinstance(c, (Token, _Mark))]
        return [(s[1], s[2], stat) for s, stat in zip(signs, stats)]

    def _modify(self, target, ch):
        (sign, amount, stat), *more = self._changes(ch)
        vs = next((c[1] for c in ch if isinstance(c, _Mark) and c.tag == "vs"), None)
        return ir.ModifyStat(target=target, stat=stat, sign=sign, amount=amount, duration=self._duration(ch),
                             more=[ir.StatChange(stat=t, sign=g, amount=a) for g, a, t in more], versus=vs)

    def vs_keyword(self, ch):   # "... versus Vehicles" after a change for a time
        return _m("vs", next(c for c in _clean(ch) if isinstance(c, str) and not isinstance(c, Token)))

    def modify(self, ch):
        ch = _clean(ch)
        return self._modify(self._target(ch), ch)

    def _restriction(self, rule, ch):
        """'... cannot be blocked [by Vehicles] [until ...]': the duration stays unset when none is
        printed; the ability decides it (:meth:`_placed`)."""
        ch = _clean(ch)
        kw = next((c[1] if isinstance(c, _Mark) else c for c in ch
                   if isinstance(c, str) and not isinstance(c, Token) or isinstance(c, _Mark) and c.tag == "kw_noun"),
                  None)
        d = [c[1] for c in ch if isinstance(c, _Mark) and c.tag == "duration"]
        return ir.Restriction(rule=rule, keyword=kw, target=self._target(ch), duration=d[0] if d else None)

    def restrict_block(self, ch):
        return self._restriction("unblockable", ch)

    def restrict_shoot(self, ch):
        return self._restriction("unshootable", ch)

    @staticmethod
    def _placed(e, kind):
        """A restriction printed as a constant is this card's while it is in play (no target, no
        duration); one a typed ability gives lasts the war action unless its text says longer
        (rules: abilities.tactic, abilities.restriction)."""
        if isinstance(e, ir.VariableRoll):
            return e.model_copy(update={"outcomes": [o.model_copy(update={"effects": [ToIR._placed(x, kind)
                                                                                       for x in o.effects]})
                                                     for o in e.outcomes]})
        if not isinstance(e, ir.Restriction):
            return e
        if kind == "constant":
            if isinstance(e.target, ir.ThisCard) and e.duration is None:
                return e.model_copy(update={"target": None})
            return e   # the IR says what is wrong with it
        return e if e.duration is not None else e.model_copy(update={"duration": "war_action"})

    def keyword_line(self, ch):
        return _m("body", [ir.KeywordLine(keyword=self.keyword(ch))], [], None, False)

    def bare_change(self, ch):
        return _m("body", [self._modify(ir.ThisCard(), _clean(ch))], [], None, False)

    def counter_attack(self, ch):
        ch = _clean(ch)
        return ir.CounterAttack(target=self._target(ch), duration=self._duration(ch))

    def versus(self, ch):
        ch = _clean(ch)
        signs = [c for c in ch if isinstance(c, _Mark) and c.tag == "signed"]
        strs = [c for c in ch if isinstance(c, str) and not isinstance(c, (Token, _Mark))]
        if any(s[1] < 0 or s[2] < 1 for s in signs):
            raise ValueError("a versus bonus is a positive number (+1 or more)")
        out = [ir.Versus(stat=stat, amount=s[2], keyword=strs[-1]) for s, stat in zip(signs, strs)]
        return out[0] if len(out) == 1 else _m("several", out)

    def infil_one(self, ch):
        return _m("infil_count", 1)

    def infil_up_to(self, ch):
        return _m("infil_count", next(c for c in _clean(ch) if isinstance(c, int)))

    def infil_what(self, ch):
        owner, types, filters, _ = _describe(_clean(ch))
        return _m("infil_what", types, filters)

    def source_hand(self, ch):
        return _m("source", "hand")

    def source_deck(self, ch):
        return _m("source", "deck")

    def source_discard(self, ch):
        return _m("source", "discard")

    def search_infiltrate(self, ch):
        marks = {c.tag: c for c in _clean(ch) if isinstance(c, _Mark)}
        return ir.Infiltrate(source="deck", count=marks["infil_count"][1], types=marks["infil_what"][1],
                             filters=marks["infil_what"][2])

    def search_hand(self, ch):
        marks = {c.tag: c for c in _clean(ch) if isinstance(c, _Mark)}
        return ir.Search(count=marks["infil_count"][1], types=marks["infil_what"][1], filters=marks["infil_what"][2])

    def shuffle_deck(self, ch):
        return _m("noop")

    def infiltrate(self, ch):
        marks = {c.tag: c for c in _clean(ch) if isinstance(c, _Mark)}
        return ir.Infiltrate(source=marks["source"][1], count=marks["infil_count"][1],
                             types=marks["infil_what"][1], filters=marks["infil_what"][2])

    def flag_change(self, ch):
        ch = _clean(ch)
        player = next(c for c in ch if isinstance(c, _Mark) and c.tag == "player")
        signed = next(c for c in ch if isinstance(c, _Mark) and c.tag == "signed")
        return ir.FlagChange(player=player[1], sign=signed[1], amount=signed[2])

    @staticmethod
    def _whose(ch):
        return next((c[1] for c in ch if isinstance(c, _Mark) and c.tag == "whose"), "any")

    def whose_any(self, ch):
        return _m("whose", "any")

    def whose_own(self, ch):
        return _m("whose", "own")

    def whose_opponent(self, ch):
        return _m("whose", "opponent")

    def roll_add(self, ch):
        ch = _clean(ch)
        return ir.RollAdd(sign=1, amount=self._int(next(c for c in ch if isinstance(c, Token) and c.type == "INT")),
                          whose=self._whose(ch))

    def roll_subtract(self, ch):
        ch = _clean(ch)
        return ir.RollAdd(sign=-1, amount=self._int(next(c for c in ch if isinstance(c, Token) and c.type == "INT")),
                          whose=self._whose(ch))

    def reroll(self, ch):
        return ir.Reroll(whose=self._whose(_clean(ch)))

    def before_result(self, ch):
        return _m("before")

    def effects(self, ch):
        out = []
        for c in _clean(ch):
            if isinstance(c, ir.Node):
                out.append(c)
            elif isinstance(c, _Mark) and c.tag == "several":
                out += c[1]
        return _m("effects", out)

    def roll_range(self, ch):
        ints = [int(c) for c in _clean(ch) if isinstance(c, Token) and c.type == "INT"]
        return _m("range", ints[0], ints[-1])

    def outcome(self, ch):
        ch = _clean(ch)
        rng = next(c for c in ch if isinstance(c, _Mark) and c.tag == "range")
        effects = next(c for c in ch if isinstance(c, _Mark) and c.tag == "effects")
        return ir.Outcome(low=rng[1], high=rng[2], effects=effects[1])

    def variable_roll(self, ch):
        return _m("effects", [ir.VariableRoll(outcomes=[c for c in _clean(ch) if isinstance(c, ir.Outcome)])])

    def unlimited(self, ch):
        return _m("unlimited")

    # -------------------------------------------------- X
    def x_stat_target(self, ch):
        return ir.XStat(of="target", stat=[c for c in _clean(ch) if isinstance(c, str) and not isinstance(c, Token)][0])

    def x_stat_this(self, ch):
        return ir.XStat(of="this", stat=[c for c in _clean(ch) if isinstance(c, str) and not isinstance(c, Token)][0])

    def count_what(self, ch):
        return _m("what", *_describe(_clean(ch), default_owner="")[:3])

    def x_count(self, ch):
        what = next(c for c in _clean(ch) if isinstance(c, _Mark) and c.tag == "what")
        return ir.XCount(owner=what[1] or "any", types=what[2], filters=what[3])

    def x_def(self, ch):
        return _m("x", next(c for c in _clean(ch) if isinstance(c, (ir.XStat, ir.XCount))))

    # -------------------------------------------------- conditions
    def only_if(self, ch):
        return _m("condition", ir.Condition(mode="only_if", predicate=_clean(ch)[-1]))

    def unless(self, ch):
        return _m("condition", ir.Condition(mode="unless", predicate=_clean(ch)[-1]))

    def p_this_state(self, ch):
        return ir.ThisState(state=next(c for c in _clean(ch) if isinstance(c, _Mark))[1])

    def p_this_role(self, ch):
        return ir.ThisRole(role=next(c for c in _clean(ch) if isinstance(c, _Mark))[1])

    def role_attacking(self, ch):
        return _m("role", "attacking")

    def role_defending(self, ch):
        return _m("role", "defending")

    def role_blocking(self, ch):
        return _m("role", "blocking")

    def min_one(self, ch):
        return _m("min", 1)

    def min_n(self, ch):
        return _m("min", next(c for c in _clean(ch) if isinstance(c, int)))

    def player_has(self, ch):
        return _clean(ch)[-1]

    def p_count(self, ch):
        marks = {c.tag: c for c in _clean(ch) if isinstance(c, _Mark)}
        what = marks["what"]
        return ir.CountAtLeast(owner=marks["owner"][1], at_least=marks["min"][1], types=what[2], filters=what[3])

    def planet_prospero(self, ch):
        return _m("planet", "prospero")

    def planet_isstvan(self, ch):
        return _m("planet", "isstvan_iii")

    def p_planet(self, ch):
        return ir.OnPlanet(planet=next(c for c in _clean(ch) if isinstance(c, _Mark))[1])

    # -------------------------------------------------- triggers
    def trigger_subject(self, ch):
        owner, types, filters, _ = _describe(_clean(ch))
        return _m("subject", owner, types, filters)

    def subject_this(self, ch):
        types = next((c[1] for c in _clean(ch) if isinstance(c, _Mark) and c.tag == "types"), ("card",))
        return _m("subject", "own", list(types), [], True)

    def _trig(self, event, ch, by_enemy=False):
        subject = next(c for c in _clean(ch) if isinstance(c, _Mark) and c.tag == "subject")
        return ir.Trigger(event=event, owner=subject[1], types=subject[2], filters=subject[3],
                          this=len(subject) > 4 and subject[4], by_enemy=by_enemy)

    def play_when(self, ch):
        return next(c for c in _clean(ch) if isinstance(c, ir.Trigger))

    def t_shoots(self, ch):
        return self._trig("shoots", ch)

    def t_assaults(self, ch):
        return self._trig("assaults", ch)

    def t_targeted(self, ch):
        return self._trig("targeted", ch)

    def t_targeted_enemy(self, ch):
        return self._trig("targeted", ch, by_enemy=True)

    def t_enters(self, ch):
        return self._trig("enters", ch)

    def trigger(self, ch):
        return next(c for c in _clean(ch) if isinstance(c, ir.Trigger))

    def t_destroyed(self, ch):
        return self._trig("destroyed", ch)

    def t_blocked(self, ch):
        return self._trig("blocked", ch)

    def t_blocks(self, ch):
        return self._trig("blocks", ch)

    def t_charges(self, ch):
        return self._trig("charges", ch)

    def t_attacked(self, ch):
        return self._trig("attacked", ch)

    def _player_trig(self, event, ch):
        owner = [c[1] for c in _clean(ch) if isinstance(c, _Mark) and c.tag == "owner"]
        return ir.Trigger(event=event, owner=owner[0] if owner else "any", types=["card"])

    def t_played(self, ch):
        return self._player_trig("played", ch)

    def t_played_any(self, ch):
        return self._player_trig("played", [])

    def t_roll(self, ch):
        return self._player_trig("roll", ch)

    def t_roll_any(self, ch):
        return self._player_trig("roll", [])

    # -------------------------------------------------- the ability
    def body(self, ch):
        effects, conditions, x, unlimited, before = [], [], None, False, False
        for c in _clean(ch):
            if c.tag == "effects":
                effects += c[1]
            elif c.tag == "condition":
                conditions.append(c[1])
            elif c.tag == "x":
                if x is not None:
                    raise ValueError("X is defined twice")
                x = c[1]
            elif c.tag == "unlimited":
                if unlimited:
                    raise ValueError("'unlimited' is written twice")
                unlimited = True
            elif c.tag == "before":
                before = True
            elif c.tag == "noop":   # "Then shuffle your deck": the engine shuffles after a search anyway
                pass
        if not effects:
            raise ValueError("the ability has no effect")
        return _m("body", effects, conditions, x, unlimited, before)

    def _ability(self, kind, trigger, costs, body):
        return ir.Ability(kind=kind, trigger=trigger, costs=costs, effects=[self._placed(e, kind) for e in body[1]],
                          conditions=body[2],
                          x=body[3], unlimited=body[4], before_result=len(body) > 5 and body[5])

    def typed(self, ch):
        ch = _clean(ch)
        kind = KIND_MAP[fold(str(ch[0])).upper().replace("Ё", "Е")]
        trigger = next((c for c in ch if isinstance(c, ir.Trigger)), None)
        costs = [c for c in ch if isinstance(c, (ir.Test, ir.LockThis, ir.LockUnits, ir.DiscardCards, ir.DiscardTop))]
        return self._ability(kind, trigger, costs, ch[-1])

    def constant(self, ch):
        return self._ability("constant", None, [], _clean(ch)[-1])

    def prep(self, ch):
        ch = _clean(ch)
        costs = [c for c in ch if isinstance(c, (ir.Test, ir.LockThis, ir.LockUnits, ir.DiscardCards, ir.DiscardTop))]
        return self._ability("preparation", None, costs, ch[-1])

    def start(self, ch):
        return _clean(ch)[0]


# ---------------------------------------------------------------- the parsers


@lru_cache(maxsize=None)
def _parser(lang: str) -> Lark:
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}: use en or ru")
    text = resources.files("heresy_app.abilities").joinpath(f"grammar_{lang}.lark").read_text(encoding="utf-8")
    words = keyword_regex_ru() if lang == "ru" else keyword_regex_en()
    text += f"\nKEYWORD: /({words})(?![\\w-])/i\n"
    if lang == "ru":   # a keyword naming a kind of unit, used as the noun: «все танки противника»
        text += f"\nKW_NOUN: /({keyword_noun_regex_ru()})[а-я]*/i\n"
        text += f"\nKEYWORD_INS: /({keyword_ins_regex_ru()})(?![\\w-])/i\n"   # «заблокирован пехотой»
    else:
        text += f"\nKW_NOUN: /({words})(?![\\w-])/i\n"
    return Lark(text, parser="earley", lexer="dynamic", start="start", ambiguity="resolve",
                propagate_positions=False)


def _normalise(text: str) -> str:
    """Same length as ``text`` (so error columns stay true): ё -> е, typographic quotes and dashes."""
    table = str.maketrans({"ё": "е", "Ё": "Е", "“": '"', "”": '"', "’": "'", "\u00a0": " "})
    return text.translate(table)


_READABLE = {
    "INT": "a number", "NUMWORD": "a number", "D6": "d6", "XVAR": "X", "SIGN": "+ or -",
    "KIND": "an ability type", "PREP": '"During preparation"', "KEYWORD": "a keyword", "QUOTED": "a quoted keyword",
    "COLON": '":"', "DOT": '"."', "COMMA": '","', "LPAR": '"("', "RPAR": '")"', "PLUS": '"+"',
    "EQUAL": '"="', "$END": "the end of the text",
}


def _readable(names, parser: Lark) -> list[str]:
    out = []
    for name in sorted(set(names)):
        if name in _READABLE:
            label = _READABLE[name]
        else:
            try:
                pattern = parser.get_terminal(name).pattern
                label = pattern.value if pattern.type == "str" else _pattern_words(pattern.value)
            except KeyError:
                label = name.lower()
        if label not in out:
            out.append(label)
    return out


def _pattern_words(regex: str) -> str:
    """A readable sample of what a word regex accepts: its first alternative, quoted."""
    try:
        import re._parser as sre  # Python 3.11+
    except ImportError:  # pragma: no cover
        import sre_parse as sre  # type: ignore[no-redef]
    try:
        sample = _first_match(sre.parse(regex))
    except Exception:  # noqa: BLE001 - a label is best effort
        return "a word"
    sample = " ".join(sample.split())
    return f'"{sample}"' if sample else "a word"


def _first_match(parsed) -> str:
    import re._constants as c

    out = []
    for op, arg in parsed:
        if op is c.LITERAL:
            out.append(chr(arg))
        elif op is c.SUBPATTERN:
            out.append(_first_match(arg[-1]))
        elif op is c.BRANCH:
            out.append(_first_match(arg[1][0]))
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT):
            lo, _hi, sub = arg
            if lo >= 1:
                out.append(_first_match(sub) * lo)
        elif op is c.IN:
            for kind, value in arg:
                if kind is c.LITERAL:
                    out.append(chr(value))
                    break
                if kind is c.CATEGORY:
                    out.append(" " if "SPACE" in str(value) else "")
                    break
        elif op is c.CATEGORY:
            out.append(" " if "SPACE" in str(value := arg) else "")
    return "".join(out)


def parse(text: str, lang: str = "en") -> ir.Ability:
    """Parse one printed ability.

    >>> parse("WA (5+): Draw 1 card.").effects[0].op
    'draw'
    >>> parse("Т: Любой отряд получает +1 к броне.", "ru").effects[0].stat
    'armor'

    Raises AbilityParseError with the line, column and what was expected.

    >>> parse("WA: Fly to the moon.")                  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    heresy_app.abilities.parser.AbilityParseError: line 1, column 5: unexpected 'Fly'; expected a number, ...
    """
    if not isinstance(text, str):
        raise AbilityParseError("the ability text is not a string")
    source = _normalise(text)
    if not source.strip():
        raise AbilityParseError("the ability text is empty", expected=["an ability"], text=text)
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}: use en or ru")
    from heresy_app.abilities.language import Refusal, available, read

    if not (available(lang) and lang in _COMPOSITIONAL):
        return _parse_legacy(source, text, lang)
    try:
        return read(source, lang)
    except Refusal as refusal:
        if refusal.reason in ("ambiguous", "invalid") or not _FALLBACK:
            raise _located(refusal, text) from None
        first = refusal
    try:
        return _parse_legacy(source, text, lang)
    except AbilityParseError:
        raise _located(first, text) from None


def _located(refusal, text: str) -> AbilityParseError:
    """The refusal with its line and column in ``text`` (1-based)."""
    pos = max(0, min(refusal.offset, len(text)))
    line = text.count("\n", 0, pos) + 1
    column = pos - (text.rfind("\n", 0, pos) + 1) + 1
    err = AbilityParseError(refusal.message, line, column, refusal.expected, text)
    err.reason = refusal.reason
    err.readings = refusal.readings
    return err


_COMPOSITIONAL = ("en", "ru")
"""The languages read by the compositional grammars first (the Russian one joins when it reads the
pool and the corpus as the sentence grammar does)."""

_FALLBACK = False
"""While the compositional grammars (lang_*.lark) grow, a text they do not read is tried with the
sentence grammars they replace (grammar_*.lark)."""


def _parse_legacy(source: str, text: str, lang: str) -> ir.Ability:
    parser = _parser(lang)
    try:
        tree = parser.parse(source)
    except UnexpectedCharacters as exc:
        expected = _readable(exc.allowed or [], parser)
        got = source[exc.pos_in_stream: exc.pos_in_stream + 12].split()
        near = got[0] if got else source[exc.pos_in_stream: exc.pos_in_stream + 1]
        raise AbilityParseError(f"unexpected {near!r}; expected {_join(expected)}", exc.line, exc.column,
                                expected, text) from None
    except UnexpectedEOF as exc:
        expected = _readable(exc.expected or [], parser)
        line = source.count("\n") + 1
        column = len(source.rsplit("\n", 1)[-1]) + 1
        raise AbilityParseError(f"the text ends too early; expected {_join(expected)}", line, column,
                                expected, text) from None
    except UnexpectedToken as exc:  # pragma: no cover - Earley reports characters, kept for safety
        expected = _readable(exc.expected or [], parser)
        raise AbilityParseError(f"unexpected {str(exc.token)!r}; expected {_join(expected)}",
                                exc.line, exc.column, expected, text) from None
    except UnexpectedInput as exc:  # pragma: no cover
        raise AbilityParseError(str(exc).splitlines()[0], getattr(exc, "line", 1), getattr(exc, "column", 1),
                                text=text) from None
    try:
        return ToIR(lang).transform(tree)
    except VisitError as exc:
        inner = exc.orig_exc
        msg = inner.errors()[0]["msg"] if hasattr(inner, "errors") else str(inner)
        raise AbilityParseError(msg, 1, 1, [], text) from None


def _join(items: list[str]) -> str:
    if not items:
        return "something else"
    if len(items) > 12:
        items = items[:12] + ["…"]
    return ", ".join(items)
