"""The reader's shared small parts (issue 25: split out of reader.py): tagged intermediate values and how
rules look among their children, and the IR subclasses that stand for 'it', 'that' and the like until a
whole ability is read."""

from __future__ import annotations

from lark import Token

from heresy_app.abilities import ir
from heresy_app.abilities.reader_nouns import Mark

TARGETS = (ir.ThisCard, ir.BlockingUnit, ir.AttackingCard, ir.DefendingCard, ir.TriggerCard, ir.ChosenCard, ir.Choose,
           ir.RevealedCard, ir.PaidCard)
FILTERS = (ir.KeywordFilter, ir.FlagsFilter, ir.StateFilter, ir.StateNot, ir.StatFilter, ir.RoleFilter, ir.StatThan, ir.StatX)
TYPE_ORDER = ["unit", "asset", "ship", "card"]


class It(ir.ThisCard):
    """"it" / "that unit" / "each of them" until :func:`build_ability` knows what it names (the chosen
    card, the trigger's card or this card)."""


class MoverIt(It):
    """g13a: "it" of "it may charge": this card or a trigger's card of yours (the controller chooses)."""


class ThisCardWord(ir.ThisCard):
    """"this card" / «эта карта»: this card, or after a reveal the card shown («положи эту карту под
    низ колоды»); :func:`build_ability` says which."""


class CardsInIt(ir.CardsIn):
    """"for each event in it": the hand shown just before (:func:`build_ability` says whose)."""


class That(ir.ThisCard):
    """"that unit": the trigger's card in a reaction, else the card chosen before."""


class ThatSpecial(That):
    """"that special assault" (g3): the unit using the special assault a reaction answers."""


class ThatEvent(That):
    """"the destroyed unit", "the infiltrated unit" (g14): the card of a trigger of one of ``events``."""

    events: tuple[str, ...] = ()
    noun: str = "unit"


class RollIt(ir.RollAdd):
    """"... or subtract 1 from it" (g3): a change of the roll the option before names (``effects_or``)."""


class CardIt(ir.CardIs):
    """A condition on "it" until :func:`build_ability` knows which card the text named last."""


class CardThat(CardIt):
    """A condition on "that unit": the trigger's card in a reaction, else as "it"."""


class ItState(ir.ThisState):
    """"If it is charging" / «если он наступает»: a state of "it", which names the card the text named
    last (the card an effect before chose, a reaction's trigger card), this card only when there is
    none; settled by :func:`card_it` (left unsettled, it is this card's state)."""


class Active(ir.Trigger):
    """A trigger whose sentence has the other card as its subject ("When this unit destroys an enemy
    unit", "When an enemy unit attacks this unit"): "it" names that subject (:func:`build_ability`)."""


class Declared(ir.Trigger):
    """g9: "When your opponent declares a shooting attack against this unit": the sentence's subject is
    a player, so the card it names is the one attacked (the trigger's other card): "it" names that card
    (this card when it is this one; otherwise no target names it, and the text is refused)."""


class DestroyedIt(ir.CardDestroyed):
    """"If it is destroyed" until :func:`build_ability` knows which card the text named last."""


class DestroyedThat(DestroyedIt):
    """"If that asset is destroyed": the trigger's card in a reaction, else as "it"."""


class InsteadIf(ir.IfThen):
    """"If ..., it gets +3 armor instead." until :func:`build_ability` knows the ability's kind (a constant
    cannot play a conditional yet, so it is refused there)."""


class HisFlags(ir.FlagChange):
    """g10: "he loses 2 flags" / «он теряет 2 флага»: the flags of the player a sentence before named,
    read only by "instead" after a flag change of the opponent (:func:`instead_read`); anywhere else refused."""


class DoingState(ir.ThisState):
    """"while charging" with no subject: the card the change is given to is doing it (issue 24, g2)."""


class DoingRole(ir.ThisRole):
    """"while assaulting", "while defending" with no subject (issue 24, g2)."""


class TheyState(DoingState):
    """"while they are charging" / «пока они наступают» (issue 24, g8): each card of a constant's scope
    is in that position; said of anything else it is refused."""


class PriRole(DoingRole):
    """«при штурме», «при стрельбе»: this card attacking so; said of armor it could be the card attacked."""


def marks_of(ch, tag):
    return [c for c in ch if isinstance(c, Mark) and c.tag == tag]


def mark_of(ch, tag, default=None):
    found = marks_of(ch, tag)
    return found[0] if found else default


def first_of(ch, kinds, default=None):
    return next((c for c in ch if isinstance(c, kinds)), default)


def ints_of(ch):
    return [int(c) for c in ch if isinstance(c, Token) and c.type == "INT"]


def strs_of(ch):
    """Plain strings a rule returned (stats, keywords), not the grammar's tokens."""
    return [c for c in ch if isinstance(c, str) and not isinstance(c, (Token, Mark))]


def is_plural(tok) -> bool:
    return bool(getattr(tok, "plural", False))


def says_they(ch) -> bool:
    """Is the pronoun among the children «они» (g8: the cards of a scope, not this card)?"""
    pron = mark_of(ch, "pron")
    return pron is not None and pron[1]


def describe_parts(ch, default_owner="any"):
    """(owner, types, filters, alternatives, other, plural) from the parts of a description."""
    owner = default_owner
    other = False
    types, filters, alts, plural = ["unit"], [], [], False
    for c in ch:
        if not isinstance(c, Mark):
            if isinstance(c, FILTERS):
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


# g7: the effects whose clause is a bare verb ("lock one of your units"): after a clause whose subject is
# another player, such a verb is that player's (read by reader_clauses.ClauseParts.opponent_does), never an order to you
SUBJECTLESS = (ir.Lock, ir.Ready, ir.Destroy, ir.Return, ir.Move, ir.Infiltrate, ir.Search, ir.Damage)
