"""The ability grammars' trees -> the executable form (IR): one transformer for both languages.

The grammars (``lang_en.lark``, ``lang_ru.lark``) are read over the words of :mod:`tokens`, so a
rule's children are lark ``Token``s (keep their text and place) and the values the rules below
return: IR nodes, or tagged intermediate values (``Mark``) that a rule higher up puts together.

A text the grammar reads in two ways that give two different executable forms is refused as
ambiguous (:func:`read`), never played in one of them.

:class:`ToIR` holds only the rules that read a whole ability (head, body, kind, start); the rules for
each part are mixins named for what they read (``reader_amounts``, ``reader_descriptions``,
``reader_triggers``, ``reader_conditions``, ``reader_x``, ...; the ones listed first come first in
the method order), their shared small parts are :mod:`reader_marks`, and the steps that put a whole
ability together are :mod:`reader_ability` and :mod:`reader_it`.
"""

from __future__ import annotations

from lark import Transformer, v_args

from heresy_app.abilities import ir
from heresy_app.abilities.reader_ability import (
    KINDS, build_ability, for_players, instead_read, predicate_of, sequel_if_done, trigger_of, with_conditions
)
from heresy_app.abilities.reader_amounts import AmountParts
from heresy_app.abilities.reader_attacks import AttackParts
from heresy_app.abilities.reader_cardops import CardOpsParts, RollOpsParts  # g17d
from heresy_app.abilities.reader_choose_costs import ChooseCostParts
from heresy_app.abilities.reader_choosers import ChooserParts
from heresy_app.abilities.reader_clauses import ClauseParts
from heresy_app.abilities.reader_conditions import ConditionParts
from heresy_app.abilities.reader_costs import CostParts  # g18c: costs that destroy your units
from heresy_app.abilities.reader_counts import CountParts
from heresy_app.abilities.reader_dealt import DealtParts  # g21b: an attack as the subject of a rule change
from heresy_app.abilities.reader_descriptions import DescriptionParts
from heresy_app.abilities.reader_events import EventParts  # g18b: the event clause in every slot
from heresy_app.abilities.reader_flags import FlagParts
from heresy_app.abilities.reader_infiltrate import InfiltrateParts
from heresy_app.abilities.reader_joins import JoinParts  # g16c: how sentences join
from heresy_app.abilities.reader_marks import It, mark_of
from heresy_app.abilities.reader_nouns import Mark, NounParts, mark
from heresy_app.abilities.reader_places import PlacesParts  # g16: a sector's rules with places and times
from heresy_app.abilities.reader_player_cards import PlayerCardParts
from heresy_app.abilities.reader_players import PlayerParts  # g15b: players as actors
from heresy_app.abilities.reader_refs import RefParts  # g19a
from heresy_app.abilities.reader_restrictions import RestrictionParts
from heresy_app.abilities.reader_roles import RoleParts  # g17b
from heresy_app.abilities.reader_rolled_for import RolledForParts, with_rolled_for  # g17b (session 17)
from heresy_app.abilities.reader_roll_changes import RollChangeParts
from heresy_app.abilities.reader_rolls import RollParts
from heresy_app.abilities.reader_rules import RuleParts  # g17c: restrictions of any scope, who may not
from heresy_app.abilities.reader_time import TimeParts  # g13a: events in time
from heresy_app.abilities.reader_triggers import TriggerParts
from heresy_app.abilities.reader_unit_effects import UnitEffectParts
from heresy_app.abilities.reader_when import WhenParts  # g20b: a statistic set for a time
from heresy_app.abilities.reader_x import XParts
from heresy_app.abilities.reader_compound import CompoundParts  # g14b: several cards as a subject, X of flags

__all__ = ["ToIR"]


@v_args(inline=False)
class ToIR(CompoundParts, AmountParts, DescriptionParts, ChooseCostParts, PlayerCardParts, UnitEffectParts, RestrictionParts,
           InfiltrateParts, FlagParts, RollChangeParts, CountParts, ClauseParts, XParts, ConditionParts, TriggerParts,
           RollParts, NounParts, PlacesParts, ChooserParts, AttackParts, CardOpsParts, RollOpsParts, RuleParts,
           RoleParts, RolledForParts, EventParts, CostParts, RefParts, WhenParts, DealtParts, TimeParts, PlayerParts,
           JoinParts, Transformer):
    """Tree -> IR. ``lang`` only names the language in messages; both grammars share the rules."""

    def __init__(self, lang: str):
        super().__init__()
        self.lang = lang

    def last_named(self):   # g16 (reader_attacks): "it", the card named last
        return It()

    def head(self, ch):
        t, conds = trigger_of(ch)
        return mark("head", t, (mark_of(ch, "costs") or mark("costs", []))[1], conds)

    # -------------------------------------------------- the ability
    def body(self, ch):
        effects, conditions, x, unlimited, before, fail = [], [], None, False, False, []
        once = xcap = xfloor = None
        either = False   # g18e: "Either player may use this ability."
        last = None   # where the last sentence's effects begin (for "... instead")
        for c in ch:
            if not isinstance(c, Mark):
                continue
            if c.tag == "if_done":   # g3b: the sentence before is the action whose doing is recorded
                effects, last = sequel_if_done(effects, last, c[1], c[2]), None
                continue
            if c.tag == "instead":
                if last is None or len(effects) - last != 1:
                    raise ValueError("'instead' replaces the one effect of the sentence before")
                r = instead_read(effects[last], c[1], c[2])
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
            elif c.tag == "either_player":   # g18e
                if either:
                    raise ValueError("who may use the ability is said twice")
                either = True
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
        return mark("body", effects, conditions, x, unlimited, before, fail, once, either)

    def kind(self, ch):
        return mark("kind", KINDS[str(getattr(ch[0], "lemma", ch[0])).lower()])

    def typed(self, ch):
        kind = mark_of(ch, "kind")[1]
        head = mark_of(ch, "head")
        trigger, conds = (head[1], head[3]) if head else trigger_of(ch)
        costs = head[2] if head else []
        late = mark_of(ch, "late_test")   # g16: "Lock 2 enemy units (5+).": the test written last
        costs = [*costs, late[1]] if late else costs
        return build_ability(kind, trigger, costs, with_conditions(mark_of(ch, "body"), conds))

    def prep(self, ch):
        costs = mark_of(ch, "costs")
        return build_ability("preparation", None, costs[1] if costs else [], mark_of(ch, "body"))

    def constant(self, ch):
        return build_ability("constant", None, [], mark_of(ch, "body"))

    def keyword_line(self, ch):
        return ir.KeywordLine(keyword=mark_of(ch, "kw")[1])

    def keyword_lines(self, ch):
        lines = [c for c in ch if isinstance(c, ir.KeywordLine)]
        if len(lines) != 1:
            raise ValueError("one keyword a line")
        return build_ability("constant", None, [], mark("body", lines, [], None, False, False, []))

    def bare_while(self, ch):   # "+2 assault while charging."
        pred = predicate_of(ch)
        cond = ir.Condition(mode="unless", predicate=pred[1]) if isinstance(pred, Mark) else ir.Condition(
            mode="only_if", predicate=pred)
        if isinstance(pred, Mark) and pred.tag == "always":
            return build_ability("constant", None, [], mark_of(ch, "body"))
        return build_ability("constant", None, [], with_conditions(mark_of(ch, "body"), [cond]))

    def constant_rest(self, ch):
        return mark_of(ch, "body")

    def keyword_then_body(self, ch):
        lines = [c for c in ch if isinstance(c, ir.KeywordLine)]
        body = mark_of(ch, "body")
        return build_ability("constant", None, [], mark("body", lines + list(body[1]), *body[2:]))

    def bare_reaction(self, ch):
        trigger, conds = trigger_of(ch)
        return build_ability("R", trigger, (mark_of(ch, "costs") or mark("costs", []))[1],
                        with_conditions(mark_of(ch, "body"), conds))

    def start(self, ch):
        return with_rolled_for(self, ch[0])   # g17b: "a test made for an Ultramarines card"






def _by_players(method):
    def wrapped(self, ch):
        p = mark_of(ch, "player")
        if p is None or len(p) < 3:
            return method(self, ch)
        e = method(self, [mark("player", "you") if c is p else c for c in ch])
        effects = list(e[1]) if isinstance(e, Mark) and e.tag == "subj" else [e]   # one subject, its verbs
        out = for_players(effects, p[2])
        return mark("subj", list(out[1]) if isinstance(out, Mark) else [out])
    wrapped.__name__ = method.__name__
    return wrapped


for _name in ("draw_player", "discard_player", "mill_player", "flag_change", "flag_loss", "reveal_hand", "subject_verbs", "discard_hand",
              "reveal_top_player"):
    setattr(ToIR, _name, _by_players(getattr(ToIR, _name)))
