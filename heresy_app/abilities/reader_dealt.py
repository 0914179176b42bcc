"""Issue 24 (g21b): what an attack does, said with the attack as the subject, for :class:`reader.ToIR`.

- "Shooting in this sector deals 1 less damage to Infantry.", "Shooting attacks in this sector deal 1 less
  damage." / «Стрельба в этом секторе наносит пехоте на 1 повреждение меньше»: every card of the description
  (every card, when none is said) takes that much less damage from attacks of that kind: the constant
  :class:`ir.DamageReduced` that "Damage dealt to Infantry units by shooting is reduced by 1." reads to. The
  place said of the attack is the scope's (a constant's scope is the sector of its card).
- "Assaults in this sector cannot overrun.", "Assaulting units in this sector cannot overrun." / «В этом
  секторе штурмующие отряды не могут переходить в прорыв»: only an assaulting unit overruns, so no unit there
  may overrun (the restriction ``no_overrun`` on all units, as "Units in this sector cannot overrun.").
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["DealtParts"]


def _get(ch, tag):
    return next((c for c in ch if isinstance(c, Mark) and c.tag == tag), None)


def _duration(ch):
    d = _get(ch, "duration")
    return d[1] if d else None


class DealtParts:
    """Transformer methods for the parts above (mixed into :class:`reader.ToIR`)."""

    def g21b_attack(self, ch):
        return ch[0]

    def g21b_deal_less(self, ch):
        targets = [c for c in ch if (c.tag == "choose" if isinstance(c, Mark) else isinstance(c, ir.Node))]
        if len(targets) > 1:
            raise ValueError("the cards that take less damage are said once")
        target = self._target(ch) if targets else ir.Choose(quantity="all", types=["card"])
        if isinstance(target, ir.Choose) and target.quantity == "exactly" and getattr(targets[0], "unquantified", False):
            # "deals 1 less damage to Infantry" / «наносит пехоте»: a kind said with no quantity is every such card
            target = target.model_copy(update={"quantity": "all", "count": None})
        if isinstance(target, ir.Choose) and target.zone != "sector":
            raise ValueError("an attack in this sector deals damage to cards in this sector")
        kind = _get(ch, "vs_attack")
        n = next(int(c) for c in ch if getattr(c, "type", None) == "INT")
        return ir.DamageReduced(target=target, attack=kind[1] if kind else "any", amount=n, duration=_duration(ch))

    def g21b_prevent(self, ch):   # "Prevent all damage to the defending unit this war action."
        kind = _get(ch, "vs_attack")
        return ir.DamageReduced(target=self._target(ch), attack=kind[1] if kind else "any", amount=None,
                                duration=_duration(ch))

    def g21b_reduce_this(self, ch):   # "Reduce the damage of this assault by 2.": the card it is made against
        kind = _get(ch, "vs_attack")
        n = next(int(c) for c in ch if getattr(c, "type", None) == "INT")
        return ir.DamageReduced(target=ir.DefendingCard(), attack=kind[1], amount=n, duration="war_action")

    def g21b_no_overrun(self, ch):
        return self.restrict([ir.Choose(quantity="all"), mark("restriction", "no_overrun", [None], False, {})])
