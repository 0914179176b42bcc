"""The reader's parts for what happens to cards: destroyed, damaged, returned, locked, readied, moved, their
statistics modified and abilities granted, for a time and against whom, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_ability import build_ability
from heresy_app.abilities.reader_it import again_of
from heresy_app.abilities.reader_marks import TARGETS, describe_parts, first_of, mark_of, says_they
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["UnitEffectParts"]


class UnitEffectParts:
    """Transformer methods for what happens to cards (mixed into :class:`reader.ToIR`)."""

    # -------------------------------------------------- effects on cards
    @staticmethod
    def _target(ch):
        for c in ch:
            if isinstance(c, TARGETS):
                return c
            if isinstance(c, Mark) and c.tag == "choose":
                return c[1]
        raise ValueError("no target")

    def destroy(self, ch):
        return ir.Destroy(target=self._target(ch))

    def damage(self, ch):
        return ir.Damage(target=self._target(ch), amount=self._amount(ch))

    def damage_equal(self, ch):
        return mark("with_x", ir.Damage(target=self._target(ch), amount=ir.X()), first_of(ch, (ir.XStat, ir.XCount)))

    def return_hand(self, ch):
        return ir.Return(target=self._target(ch), to="hand")

    def put_in_hand(self, ch):   # an order ("put it into your hand"), never the verb of a subject before it
        return mark("imp", ir.Return(target=self._target(ch), to="hand"))

    def return_to_discard(self, ch):   # "it" is known later (:func:`build_ability` checks it is a card shown)
        return mark("imp", ir.Return(target=self._target(ch), to="discard"))

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
            if isinstance(c, TARGETS):
                out.append(c)
            elif isinstance(c, Mark) and c.tag == "choose":
                out.append(c[1])
        return out

    @classmethod
    def _joined(cls, ch):
        """g18b s18: the cards joined by "and" as one verb's object. "all your Tanks and Walkers" is read as
        all your Tanks or Walkers (one scope, the grammar's other reading); as all your Tanks and every
        Walker of any player it is not read (the owner said once is said of both)."""
        targets = cls._targets(ch)
        for a, b in zip(targets, targets[1:]):
            if (isinstance(a, ir.Choose) and isinstance(b, ir.Choose) and a.quantity == b.quantity == "all"
                    and a.owner != "any" and b.owner == "any"):
                raise ValueError("'all your X and Y': the owner said once is said of both")
        return targets

    def lock_each(self, ch):
        return mark("several", [ir.Lock(target=t) for t in self._joined(ch)])

    def destroy_each(self, ch):
        return mark("several", [ir.Destroy(target=t) for t in self._joined(ch)])

    def ready_each(self, ch):   # g18b s18: "Ready this unit and one other locked unit."
        return mark("several", [ir.Ready(target=t) for t in self._joined(ch)])

    def return_hand_each(self, ch):   # g18b s18: "Return this unit and one enemy unit to their owners' hands."
        return mark("several", [ir.Return(target=t, to="hand") for t in self._joined(ch)])

    def ready(self, ch):
        return ir.Ready(target=self._target(ch))

    def charge(self, ch):
        return ir.Charge(target=self._target(ch))

    charge_subject = charge

    def move(self, ch):
        return ir.Move(target=self._target(ch), arrives=self._arrives(ch))

    @staticmethod
    def _arrives(ch):   # g4b: "It arrives there locked."
        a = mark_of(ch, "arrives")
        return a[1] if a else None

    def arrive(self, ch):
        return mark("arrives", mark_of(ch, "state")[1])

    def infiltrate_hand(self, ch):
        """"then infiltrate a different unit from your hand": the cards are chosen before any effect, so
        one the effect before returned to the hand is never among them."""
        return self.infiltrate([*ch, self.infil_one(ch), mark("source", "hand")])

    def p_only(self, ch):   # "while it is your only unit in this sector"
        if says_they(ch):   # g8: «они» is not this card
            raise ValueError("'your only ...' is said of one card")
        owner, types, filters, alts, other, _ = describe_parts(ch)
        if alts or other:
            raise ValueError("'your only ...' names one kind of card")
        return ir.OnlyOne(types=types, filters=filters)

    def move_here(self, ch):   # "Move one of your ready units from another sector to this sector."
        t = self._target(ch)
        if not isinstance(t, ir.Choose) or t.zone != "elsewhere":
            raise ValueError("a card moved to this sector comes from another sector")
        return ir.Move(target=t, to="here", arrives=self._arrives(ch))

    def move_where(self, ch):   # "Move this unit to any sector where you have a Hero."
        return ir.Move(target=self._target(ch), where=self._count_pred(ch, mark_of(ch, "owner")[1]),
                       arrives=self._arrives(ch))

    @staticmethod
    def _duration(ch, default="war_action"):
        d = mark_of(ch, "duration")
        return d[1] if d else default

    def until_battle(self, ch):
        return mark("duration", "battle")

    def until_turn(self, ch):
        return mark("duration", "turn")

    def until_war_action(self, ch):
        return mark("duration", "war_action")

    def vs_keyword(self, ch):
        va = mark_of(ch, "vs_attack")
        if va is not None:   # "versus shooting"
            return va
        vd = mark_of(ch, "vs_desc") or mark_of(ch, "vs")
        if vd is not None:   # g8: "versus locked units"
            return vd
        return mark("vs", mark_of(ch, "kw")[1])

    def vs_this(self, ch):   # "versus this unit"
        return mark("vs", None)

    def vs_shooting(self, ch):   # "versus shooting" (issue 24, g2)
        return mark("vs_attack", "shooting")

    def vs_assault(self, ch):
        return mark("vs_attack", "assault")

    def vs_when_shot(self, ch):   # g14: "when they are shot at": armor in a shooting attack on them
        return mark("vs_attack", "shooting", True)

    def vs_when_assaulted(self, ch):
        return mark("vs_attack", "assault", True)

    def vs_special(self, ch):
        return mark("vs_attack", "special_assault")

    def bare_vs_desc(self, ch):   # g8: "+1 assault versus locked units."
        body = mark_of(ch, "body")
        vd = mark_of(ch, "vs_desc") or mark_of(ch, "vs")
        if vd.tag == "vs":
            effects = [e.model_copy(update={"versus": vd[1]}) for e in body[1]]
        else:
            effects = [ir.ModifyStat(**{**e.model_dump(), "versus_cards": vd[1]}) for e in body[1]]
        return build_ability("constant", None, [], mark("body", effects, *body[2:]))

    def bare_vs_attack(self, ch):   # "+1 armor against assaults."
        body = mark_of(ch, "body")
        kind = mark_of(ch, "vs_attack")[1]
        effects = [e.model_copy(update={"versus_attack": kind}) for e in body[1]]
        return build_ability("constant", None, [], mark("body", effects, *body[2:]))

    def _modify(self, target, ch):
        changes = mark_of(ch, "changes")[1]
        (_, sign, amount, stat), *more = changes
        if len({stat, *(t for _, _, _, t in more)}) != 1 + len(more):   # g13a: "+2 FP, +3 FP" is no sum of two
            raise ValueError("one statistic is changed twice in one clause")
        vs = mark_of(ch, "vs")
        va = mark_of(ch, "vs_attack")
        vd = mark_of(ch, "vs_desc")   # g8: "versus locked units"
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
        chosen = mark_of(ch, "choose")
        if chosen is not None and getattr(chosen, "unquantified", False) \
                and (not getattr(chosen, "placed", False) or chosen[1].quantity == "exactly"):
            raise ValueError("a change with no verb names its cards with no word saying which or whose: "
                             "the card's own keywords and bonus, one card or all?")
        return self.modify(ch)

    def modify_or(self, ch):   # g3: "this unit gets +2 firepower or +2 assault": a choice of one change
        t = self._target(ch)
        base = [c for c in ch if not (isinstance(c, Mark) and c.tag == "change")]
        return ir.ChooseOne(options=[[self._modify(t, [*base, mark("changes", [c])])]
                                     for c in ch if isinstance(c, Mark) and c.tag == "change"])

    def _grant(self, target, ch):
        k = mark_of(ch, "kw")[1]
        if k == "Counter-attack":
            return ir.CounterAttack(target=target, duration=self._duration(ch))
        return ir.Grant(target=target, keyword=k, duration=self._duration(ch))

    def grant(self, ch):
        return self._grant(self._target(ch), ch)

    def lose(self, ch):
        return ir.Lose(target=self._target(ch), keyword=mark_of(ch, "kw")[1], duration=self._duration(ch))

    def grant_and_modify(self, ch):
        t = self._target(ch)
        return mark("several", [self._grant(t, ch), self._modify(again_of(t), ch)])

    def modify_and_grant(self, ch):
        t = self._target(ch)
        return mark("several", [self._modify(t, ch), self._grant(again_of(t), ch)])

    def modify_and_restrict(self, ch):
        t = self._target(ch)
        rest = self.restrict([c for c in ch if not isinstance(c, TARGETS) and not (
            isinstance(c, Mark) and c.tag == "choose")] + [again_of(t)])
        rest = rest[1] if isinstance(rest, Mark) else [rest]
        return mark("several", [self._modify(t, ch)] + rest)
