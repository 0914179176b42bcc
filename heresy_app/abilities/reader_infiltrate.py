"""The reader's parts for infiltration: how many, from where, into which sector or fleet, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_marks import describe_parts, ints_of, mark_of
from heresy_app.abilities.reader_nouns import mark

__all__ = ["InfiltrateParts"]


class InfiltrateParts:
    """Transformer methods for infiltration (mixed into :class:`reader.ToIR`)."""

    # infiltration and search
    def infil_one(self, ch):
        return mark("infil_count", 1)

    def infil_n(self, ch):
        return mark("infil_count", ints_of(ch)[0])

    def infil_up_to(self, ch):
        return mark("infil_count", ints_of(ch)[0])

    def infil_what(self, ch):
        owner, types, filters, alts, _, _ = describe_parts(ch)
        if alts:
            raise ValueError("an infiltration names one kind of card")
        return mark("infil_what", types, filters)

    def source_hand(self, ch):
        return mark("source", "hand")

    def source_deck(self, ch):
        return mark("source", "deck")

    def source_discard(self, ch):
        return mark("source", "discard")

    def into_sector(self, ch):
        return None

    def infiltrate(self, ch):
        what = mark_of(ch, "infil_what")
        source = mark_of(ch, "source")
        return ir.Infiltrate(source=source[1] if source else "hand", count=mark_of(ch, "infil_count")[1],
                             types=what[1], filters=what[2])

    def fleet_locked(self, ch):
        return mark("fleet_state", True)

    def fleet_ready(self, ch):
        return mark("fleet_state", False)

    def put_in_fleet(self, ch):   # g14: a ship put into its owner's fleet area enters play there
        e = self.infiltrate(ch)
        if e.types != ["ship"]:
            raise ValueError("only a ship goes to a fleet area")
        if e.source == "deck":
            raise ValueError("a ship from the deck is searched for: say 'search your deck'")
        state = mark_of(ch, "fleet_state")
        return e.model_copy(update={"locked": bool(state and state[1])})

    def infiltrate_discarded(self, ch):
        what = mark_of(ch, "infil_what")
        return ir.Infiltrate(source="discarded", count=mark_of(ch, "infil_count")[1], types=what[1], filters=what[2])

    def infiltrate_top(self, ch):
        what = mark_of(ch, "infil_what")
        r = mark_of(ch, "rest")
        if r is not None and r[2]:
            raise ValueError("the rest of the cards infiltrated from are not put in an order")
        return ir.Infiltrate(source="top", count=mark_of(ch, "infil_count")[1], types=what[1], filters=what[2],
                             top=ints_of(ch)[-1], rest=r[1] if r else "keep")

    def search_infiltrate(self, ch):
        what = mark_of(ch, "infil_what")
        return ir.Infiltrate(source="deck", count=mark_of(ch, "infil_count")[1], types=what[1], filters=what[2])

    def search_hand(self, ch):
        what = mark_of(ch, "infil_what")
        return ir.Search(count=mark_of(ch, "infil_count")[1], types=what[1], filters=what[2])
