"""The reader's parts for a choice of cards ("choose one ...") and the costs of an ability, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from lark import Token

from heresy_app.abilities import ir
from heresy_app.abilities.reader_marks import describe_parts, first_of, mark_of
from heresy_app.abilities.reader_nouns import Mark, mark, role_choice

__all__ = ["ChooseCostParts"]


_LOCKABLE_NOT = {"charging": "ready", "ready": "charging"}

class ChooseCostParts:
    """Transformer methods for a choice of cards and the costs of an ability (mixed into :class:`reader.ToIR`)."""

    def choose(self, ch):
        owner, types, filters, alts, other, plural = describe_parts(ch)
        if any(isinstance(c, Token) and str(c).lower() == "another" for c in ch) or mark_of(ch, "another"):
            other = True
        q = mark_of(ch, "q")
        zone = mark_of(ch, "zone")
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
            owned = mark_of(ch, "owner") is not None or mark_of(ch, "other") is not None
            target = role_choice(choice, quantity_given=q is not None or owned,
                                 article=q is not None and getattr(q, "article", False))
            if not isinstance(target, ir.Choose):
                return target
        found = mark("choose", choice, other)
        # no word saying which or whose ("iron warriors counter-attack", "infantry in this sector"), and
        # whether it names a place: see modify_verbless
        found.unquantified = q is None and mark_of(ch, "owner") is None and mark_of(ch, "other") is None \
            and not other and not any(isinstance(c, Token) for c in ch)
        found.placed = zone is not None
        return found

    # -------------------------------------------------- costs
    def cost_test(self, ch):
        return first_of(ch, (ir.Number, ir.X))

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
        _, types, filters, alts, _, _ = describe_parts(ch)
        other = mark_of(ch, "lock_other") is not None
        zone = mark_of(ch, "zone")
        if alts or types not in (["unit"], ["ship"]):
            raise ValueError("a cost locks units of one description, or ships")
        if zone is not None and (zone[1] == "fleet") != (types == ["ship"]):
            raise ValueError("a cost locks units in this sector, or ships in your fleet area")
        # g16b: a position denied, among the cards a cost can lock (never locked ones): "not charging" is ready,
        # "not ready" charging, "not locked" any
        filters = [ir.StateFilter(state=_LOCKABLE_NOT[f.state]) if isinstance(f, ir.StateNot) else f
                   for f in filters if not (isinstance(f, ir.StateNot) and f.state == "locked")]
        states = [f for f in filters if isinstance(f, ir.StateFilter)]
        if len(states) > 1 or any(f.state == "locked" for f in states) or (states and types == ["ship"]):
            raise ValueError("a cost locks ready or charging units")
        filters = [f for f in filters if not isinstance(f, ir.StateFilter)]
        return ir.LockUnits(count=count, state=states[0].state if states else "any", filters=filters, types=types,
                            other=other)

    def lock_other(self, ch):   # "one of your other Psyker units", «один другой свой отряд»
        return mark("lock_other")

    lock_another = lock_other   # "another ship in your fleet", «ещё один свой отряд»

    def cost_lock_units(self, ch):
        return first_of(ch, ir.LockUnits)

    def cost_lock_this_and(self, ch):   # "Lock this unit and one of your ready Psyker units": two costs, two cards
        units = first_of(ch, ir.LockUnits)
        return mark("costs_of", [ir.LockThis(), units.model_copy(update={"other": True})])

    def cost_discard(self, ch):
        return ir.DiscardCards(count=next(c for c in ch if isinstance(c, int)))

    def cost_discard_top(self, ch):
        return ir.DiscardTop(count=next((c for c in ch if isinstance(c, int)), 1))

    def costs(self, ch):
        out = []
        ch = [x for c in ch for x in (c[1] if isinstance(c, Mark) and c.tag == "costs_of" else [c])]
        for c in ch:
            if isinstance(c, (ir.Number, ir.X)):
                out.append(ir.Test(value=c))
            elif isinstance(c, ir.COST_TYPES):
                out.append(c)
        return mark("costs", out)
