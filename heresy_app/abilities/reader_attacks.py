"""Issue 24 (g16): attacks, blocking and damage as card writers qualify them, for :class:`reader.ToIR`.

- an attack as a noun, whose and of which kind: "this unit's assaults", "its shooting", "shooting
  attacks made by your Vehicle units" / «штурмы этого отряда», «его стрельбу», «стрельбу твоих отрядов
  титанов». Blocked by nobody ("Shooting attacks made by this unit can't be blocked.") it is the
  restriction ``unblockable_shooting`` / ``unblockable_assault`` on the attacker (a scope's when the
  attacker is a description); blocked by nobody of a description ("Flagless units cannot block this
  unit's assaults.") the same restriction with ``by``, said from the attacker's side, as "cannot
  block this unit" is. "Attacks" of no kind are the attacker's every attack: plain ``unblockable``.
- nobody of a description may do something: "No unit can block this war action.", "No enemy unit may
  charge." / «В эту ВА ни один отряд не может блокировать»: the restriction on all such cards;
  "No overruns can be made in this sector." / «В этом секторе нельзя совершать прорывы»: no unit there
  may overrun.
- "Counter-attack damage dealt in this sector is doubled." / «Повреждения от контратаки в этом секторе
  удваиваются»: every unit there deals double damage when it counter-attacks (:class:`ir.DamageBonus`).
- "The current attack deals no damage." / «Текущая атака не наносит повреждений»: :class:`ir.Cancel`
  of the attack under way (``current_attack``), for a tactic or a reaction used during it.
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["AttackParts"]

_NO_VERB = {"block": "no_block", "charge": "no_charge", "shoot": "no_shoot", "assault": "no_assault",
            "overrun": "no_overrun"}
_TARGETS = (ir.ThisCard, ir.BlockingUnit, ir.AttackingCard, ir.DefendingCard, ir.TriggerCard, ir.ChosenCard, ir.Choose)


def _get(ch, tag):
    return next((c for c in ch if isinstance(c, Mark) and c.tag == tag), None)


def _target_in(ch):
    for c in ch:
        if isinstance(c, _TARGETS):
            return c
        if isinstance(c, Mark) and c.tag == "choose":
            return c[1]
    return None


def _rule(kind: str) -> str:
    return {"shooting": "unblockable_shooting", "assault": "unblockable_assault"}[kind]


class AttackParts:
    """The transformer methods of the g16 parts; the class using it gives ``restrict`` (a target, a
    duration and restriction marks -> the restrictions), ``last_named`` ("it": the card named last) and
    ``described`` (a description's parts -> owner, types, filters, alternatives, other)."""

    # ---- an attack as a noun (its kind: reader's ``attack_kind``, a mark "attack")
    def ao_this(self, ch):   # "this unit's assaults" / «штурмы этого отряда»
        return mark("attack_of", _get(ch, "attack")[1], ir.ThisCard())

    def ao_it(self, ch):   # "its shooting" / «его стрельбу»: the card named last
        return mark("attack_of", _get(ch, "attack")[1], self.last_named())

    def ao_target(self, ch):   # "shooting attacks made by your Vehicle units"
        target = _target_in(ch)
        if isinstance(target, ir.Choose) and target.quantity != "all":
            raise ValueError("whose attacks cannot be blocked: a card, or every card of a kind")
        return mark("attack_of", _get(ch, "attack")[1], target)

    def r_no_block_attack(self, ch):
        """"Flagless units cannot block this unit's assaults": read from the attacker's side, as "this
        unit's assaults cannot be blocked by flagless units" (``restrict`` turns it round)."""
        _, kind, target = _get(ch, "attack_of")
        return mark("restriction", _rule(kind), [None], False, {"obj": target})

    def unblockable_attack_of(self, ch):   # "Shooting attacks made by this unit can't be blocked."
        kind = _get(ch, "attack")[1]
        rest = [c for c in ch if not (isinstance(c, Mark) and c.tag == "attack")]
        return self.restrict([*rest, mark("restriction", _rule(kind), [None], False, {})])

    def unblockable_attack_ru(self, ch):   # «Стрельбу твоих отрядов титанов нельзя заблокировать»
        _, kind, target = _get(ch, "attack_of")
        rest = [c for c in ch if not (isinstance(c, Mark) and c.tag == "attack_of")]
        return self.restrict([target, *rest, mark("restriction", _rule(kind), [None], False, {})])

    # ---- nobody of a description may
    def no_desc(self, ch):
        owner, types, filters, alts, other = self.described(ch)
        zone = _get(ch, "zone")
        kw = {} if zone is None else {"zone": zone[1]}
        return mark("choose", ir.Choose(quantity="all", owner=owner, types=types, filters=filters, alt=alts,
                                        other=other, **kw))

    def nv_block(self, ch):
        return mark("no_verb", "block")

    def nv_charge(self, ch):
        return mark("no_verb", "charge")

    def nv_shoot(self, ch):
        return mark("no_verb", "shoot")

    def nv_assault(self, ch):
        return mark("no_verb", "assault")

    def nv_overrun(self, ch):
        return mark("no_verb", "overrun")

    def nobody_may(self, ch):   # "No unit can block this war action." / «ни один отряд не может блокировать»
        verb = _get(ch, "no_verb")[1]
        if any(getattr(c, "type", None) == "INT" and str(c) != "1" for c in ch):   # «ни один», not «ни два»
            raise ValueError("'not one' is the only number here")
        rest = [c for c in ch if not (isinstance(c, Mark) and c.tag == "no_verb")]
        return self.restrict([*rest, mark("restriction", _NO_VERB[verb], [None], False, {})])

    def no_overruns(self, ch):   # "No overruns can be made in this sector." / «В этом секторе нельзя совершать прорывы»
        return self.restrict([ir.Choose(quantity="all"), *ch, mark("restriction", "no_overrun", [None], False, {})])

    # ---- damage doubled in a sector
    def ds_kw(self, ch):   # "Counter-attack damage" / «повреждения от контратаки»
        if _get(ch, "kw")[1] != "Counter-attack":
            raise ValueError("extra damage is dealt when shooting, assaulting or counter-attacking")
        return mark("bonus_when", "counter_attack")

    def damage_doubled_here(self, ch):   # "Counter-attack damage dealt in this sector is doubled."
        return ir.DamageBonus(target=ir.Choose(quantity="all"), attack=_get(ch, "bonus_when")[1], amount=0, double=True)

    # ---- the attack under way
    def cancel_current(self, ch):   # "The current attack deals no damage." / «Текущая атака не наносит повреждений»
        return ir.Cancel(what="current_attack")
