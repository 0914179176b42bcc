"""Issue 24 (g14b, session 14): subjects of several cards and a player's flags as X, for :class:`reader.ToIR`.

- several cards as one subject: "This unit and up to 2 other Infantry units you control charge." / «Этот отряд и до 2
  других твоих отрядов пехоты наступают»; "This unit and one of your other Vehicle units get +1 armor." / «Этот
  отряд и ещё один твой отряд техники получают +1 к броне»: the form of one clause per card named, in the order
  printed (as "Lock this unit and one enemy unit" is two locks);
- «ещё один твой отряд» / "one other of your units": another one of them, not this card;
- X as a player's flags in this sector (:class:`ir.XFlags`): "X = the number of flags you have in this sector" /
  «Х = количеству твоих флагов в этом секторе», "... your opponent has ..." / «… флагов противника …».
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_marks import It
from heresy_app.abilities.reader_nouns import Mark

__all__ = ["CompoundParts", "cost_it"]


class _Charged(ir.Charge):
    """A clause of a subject of several cards (settled by :func:`cost_it`)."""


class _Modified(ir.ModifyStat):
    """A clause of a subject of several cards (settled by :func:`cost_it`)."""


_COMPOUND = {_Charged: ir.Charge, _Modified: ir.ModifyStat}


class CompoundParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def _g14b_subjects(self, ch) -> list:
        targets = self._targets(ch)
        if any(isinstance(t, ir.Choose) and t.quantity == "all" for t in targets[1:]) or len(targets) < 2:
            raise ValueError("several cards as one subject are named one by one")
        if len({t.model_dump_json() for t in targets}) != len(targets):
            raise ValueError("one card is named twice in one subject")
        return targets

    def g14b_charge_each(self, ch):   # "This unit and up to 2 other units you control charge."
        return Mark(("several", [_Charged(target=t) for t in self._g14b_subjects(ch)]))

    def g14b_modify_each(self, ch):   # "This unit and one of your other units get +1 armor."
        return Mark(("several", [_Modified(**dict(self._modify(t, ch))) for t in self._g14b_subjects(ch)]))

    def q_another_one(self, ch):   # «ещё один твой отряд»: one more, not this card
        if [str(c) for c in ch if getattr(c, "type", None) == "INT"] != ["1"]:
            raise ValueError("'another N' is not a quantity")
        return Mark(("q", "exactly", 1, True))

    def g14b_x_flags(self, ch):   # "X = the number of flags you have in this sector"
        who = next(c for c in ch if isinstance(c, Mark) and c.tag == "g14b_player")
        return ir.XFlags(player=who[1])

    def g14b_you(self, ch):
        return Mark(("g14b_player", "you"))

    def g14b_opponent(self, ch):
        return Mark(("g14b_player", "opponent"))


def _names_a_card(e) -> bool:
    """Does an effect name a card "it" could mean (a target other than "it" itself, or a card it shows)?"""
    for node in ir.nested_effects([e]):
        t = getattr(node, "target", None)
        if t is not None and not isinstance(t, It):
            return True
        if isinstance(node, (ir.Search, ir.Infiltrate, ir.Reveal, ir.LookTop)):
            return True
    return False


def _its(node) -> bool:
    """Is there an "it" ("it", "its") still to be settled in ``node``?"""
    if isinstance(node, list):
        return any(_its(v) for v in node)
    if not isinstance(node, ir.Node):
        return False
    if isinstance(node, It):
        return True
    return any(_its(getattr(node, f)) for f in type(node).model_fields)


def _settled(node):
    """``node`` with each clause of a subject of several cards made its plain form."""
    if isinstance(node, list):
        out = [_settled(v) for v in node]
        return node if all(a is b for a, b in zip(out, node)) else out
    if not isinstance(node, ir.Node):
        return node
    if type(node) in _COMPOUND:
        return _COMPOUND[type(node)](**dict(node))
    update = {}
    for f in type(node).model_fields:
        v = getattr(node, f)
        w = _settled(v)
        if w is not v:
            update[f] = w
    return node.model_copy(update=update) if update else node


def _chosen(node) -> bool:
    if isinstance(node, list):
        return any(_chosen(v) for v in node)
    if isinstance(node, ir.ChosenCard):
        return True
    return isinstance(node, ir.Node) and any(_chosen(getattr(node, f)) for f in type(node).model_fields)


def cost_it(costs, effects, x, trigger):
    """g14b: "it" / "its" in an ability whose cost picks cards of yours ("WA Lock one of your units: It gets +2
    armor.", "WA Destroy one of your units: Draw X cards. X = its armor.") and whose effects name no card before:
    the card the cost picked, not this card (it was read as this card). X of that card is the locked card's
    (``XStat.of`` ``paid``, which the engine reads); any other such "it" is refused. Also settles the clauses of a
    subject of several cards (``effects`` in place): "they" or "it" after them is refused. Returns X."""
    plain = [e for e in effects if isinstance(e, ir.Node)]
    seen = False
    for i, e in enumerate(effects):   # "This unit and up to 2 other units charge. They get ...": who are they?
        if type(e) in _COMPOUND:
            seen = True
            effects[i] = _COMPOUND[type(e)](**dict(e))
        elif seen and isinstance(e, ir.Node) and (_its(e) or _chosen(e)):
            raise ValueError("'they' or 'it' after a subject of several cards: which of them is not said")
        elif isinstance(e, ir.Node):
            effects[i] = _settled(e)   # nested in a choice or a sequel: settled, "it" there as anywhere
    if seen and (isinstance(x, ir.XStat) and x.of == "target"):
        raise ValueError("'they' or 'it' after a subject of several cards: which of them is not said")
    picks = [c for c in costs if isinstance(c, (ir.LockUnits, ir.DestroyUnits, ir.DiscardKind))]
    if trigger is not None or not picks:
        return x
    named = any(_names_a_card(e) for e in plain)
    if not named and isinstance(x, ir.XStat) and x.of == "target":
        if len(picks) == 1 and isinstance(picks[0], ir.LockUnits) and picks[0].count == 1:
            return x.model_copy(update={"of": "paid"})
        raise ValueError("'its' names the card the cost picks: say 'the locked unit'; a card the cost destroys or "
                         "discards has left play")
    if any(_its(e) for e in plain) and not (plain and _names_a_card(plain[0]) and not _its(plain[0])):
        raise ValueError("'it' after a cost that picks a card of yours names that card: say 'the locked unit'")
    return x
