"""Issue 24 (g18b): the event clause made total, for :class:`reader.ToIR`.

One event ("<someone> <does something>") reads in every slot an event stands in; the forms added here
map onto the events the engine already answers (:class:`ir.Trigger`):

- "an enemy unit infiltrates (into this sector)" / «отряд противника внедряется (в этот сектор)»: the
  unit enters play so (``enters``); "infiltrates" is the keyword's word in English, so the verb is checked;
- "your opponent blocks (with a unit)" / «противник блокирует (отрядом)»: one of that player's units
  blocks (``blocks``, ``owner`` the player's);
- "is chosen as the target of a shooting attack / of an ability" reads as "becomes the target of"
  (grammar only: ``attacked`` with ``by``, ``targeted``);
- "R Lock this ship: Play when ..." / «Р Поверни этот корабль: Играй, когда ...»: a cost before "Play
  when" (grammar: the head of the ability).
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["EventParts"]


def _get(ch, tag):
    return next((c for c in ch if isinstance(c, Mark) and c.tag == tag), None)


class EventParts:
    """Transformer methods for the event forms of g18b (mixed into ``reader.ToIR``)."""

    def t_enters_kw(self, ch):   # "an enemy unit infiltrates (into this sector)"
        verb = _get(ch, "kw")
        if verb is None or str(verb[1]).lower() != "infiltrate":
            raise ValueError("a card infiltrates: no other keyword is an event")
        s = _get(ch, "subject")
        return ir.Trigger(event="enters", owner=s[1], types=s[2], filters=s[3], this=s[4], other=s[5], role=s[6])

    def t_blocks_player(self, ch):   # "your opponent blocks (with a unit)": one of that player's units blocks
        noun = _get(ch, "noun")
        if noun is not None and (noun[1] != "unit" or noun[3] is not None):
            raise ValueError("a player blocks with a unit: no other card or description is read after 'blocks with'")
        return ir.Trigger(event="blocks", owner=_get(ch, "owner")[1], types=["unit"])

    def p_this_role_not(self, ch):   # "Use only if this unit is not the defending card" / «… не является защищающейся картой»
        return mark("not", self.p_this_role(ch))

    def bw_counter_verb(self, ch):   # «когда (он) контратакует»: the extra damage of a counter-attack
        return mark("bonus_when", "counter_attack")

    # ---- g19b (issue 24): "Play after <event>" / «Играй после того, как <событие>» (a reaction's trigger)
    def g19b_after_event(self, ch):
        t = ch[0] if ch else None
        if not isinstance(t, ir.Trigger) or t.event == "roll":
            raise ValueError("'play after' a roll or a test is a modifier's timing, not a reaction's event")
        return t
    # ---- end g19b
