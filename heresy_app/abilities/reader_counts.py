"""The reader's parts for counts: "for each ...", "for every 2 ..." and their caps, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from lark import Token

from heresy_app.abilities import ir
from heresy_app.abilities.reader_ability import in_groups, per_count
from heresy_app.abilities.reader_it import NAMED
from heresy_app.abilities.reader_marks import CardsInIt, It, That, describe_parts, ints_of, mark_of, strs_of
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["CountParts"]


class CountParts:
    """Transformer methods for counts (mixed into :class:`reader.ToIR`)."""

    # counts: "for each ..."
    def count_desc(self, ch):
        owner, types, filters, alts, other, _ = describe_parts(ch, default_owner="")
        if alts:
            raise ValueError("a count names one kind of card")
        zone = mark_of(ch, "zone")
        if zone is not None and len(zone) > 2 and not owner:
            owner = zone[2]
        elif zone is not None and zone[1] == "discard" and len(zone) > 2 and owner and owner != zone[2]:
            raise ValueError("the cards counted in a discard pile are of the pile's owner")   # g20c
        elif zone is not None and zone[1] == "discard" and not owner:
            owner = "own"   # g20c: «за каждую технику в сбросе»: in yours
        # «за каждый свой отряд»: whose «свой» means is the clause's subject's (:meth:`each_count`)
        refl = "self" if any(isinstance(c, Mark) and c.tag == "owner" and len(c) > 3 for c in ch) else None
        return mark("what", owner, types, filters, zone[1] if zone else "sector", bool(other), False, refl)

    def count_desc_in_play(self, ch):   # g21a: "a Hero is in play (in any sector)" / «карта «Хорус» в игре»
        what = self.count_desc(ch)
        if what[4] != "sector":
            raise ValueError("a condition names one place")
        return mark("what", what[1], what[2], what[3], "play", *what[5:])

    def count_desc_theirs(self, ch):   # "for each of his locked units": the subject's, said by a pronoun
        what = self.count_desc(ch)
        return mark("what", "own", *what[2:7], "his")

    def count_desc_own(self, ch):
        what = self.count_desc(ch)
        return mark("what", "own", *what[2:])

    def for_each(self, ch):
        cap = mark_of(ch, "cap")
        what = mark_of(ch, "what")
        if what is None:   # "for each event in it"
            return mark_of(ch, "cards_in")
        if what[2] == ["card"] and what[4] == "discard" and not what[3] and what[1] in ("own", "enemy") and not what[5]:
            # g13b: "for each card in your discard pile" is the pile's cards (ir.CardsIn), read once
            raise ValueError("the cards of a pile are counted as the pile's")
        return mark("each", what, cap)

    def cap(self, ch):   # "..., to a maximum of 2" / «..., но не больше 2»; "(maximum -2)": the sign of the change
        sign = mark_of(ch, "sign")
        return mark("cap", ints_of(ch)[0], sign[1] if sign else None)

    def count_desc_dead(self, ch):   # "enemy units destroyed in this battle"
        what = self.count_desc(ch)
        if what[4] != "sector" or what[5]:
            raise ValueError("the cards destroyed in this battle are counted with no place")
        return mark("what", *what[1:6], True, what[7])

    def count_desc_dead_own(self, ch):
        what = self.count_desc_dead(ch)
        return mark("what", "own", *what[2:])

    def for_every(self, ch):   # g13b: "for every 2 Vehicle units ..." / «за каждые 2 твоих отряда техники»
        n = ints_of(ch)[0]
        inner = self.for_each([c for c in ch if not (isinstance(c, Token) and c.type == "INT")])
        return mark("every", n, inner)

    def for_each_stat(self, ch):   # "for each flag it has" / «за каждый флаг на нем»
        cap = mark_of(ch, "cap")
        return mark("statof", mark_of(ch, "named")[1], strs_of(ch)[0], cap[1] if cap else None)

    def each_count(self, ch):
        every = mark_of(ch, "every")
        if every is not None:   # g13b: the count in whole groups
            return in_groups(self.each_count([every[2] if c is every else c for c in ch]), every[1])
        ch = [c[1] if isinstance(c, Mark) and c.tag == "imp" else
              c[1][0] if isinstance(c, Mark) and c.tag == "subj" and len(c[1]) == 1 else c for c in ch]
        effect = next(c for c in ch if isinstance(c, ir.Node))
        stat = mark_of(ch, "statof")
        if stat is not None:
            of = stat[1]
            if of in ("it", "that"):   # the card the effect itself names
                t = getattr(effect, "target", None)
                of = NAMED.get(type(t)) if not isinstance(t, (It, That)) else None
                if isinstance(t, ir.Choose) and t.quantity == "exactly" and t.count == 1:
                    of = "target"   # g10: "Any unit gets +1 armor for each flag it has": the card it chooses
                elif of in (None, "chosen") or isinstance(t, ir.BlockingUnit) and t.choice:
                    raise ValueError("'for each flag it has' names a card the text names, not a choice")
            return per_count(effect, ir.StatOf(of=of, stat=stat[2]), cap=stat[3])
        each = mark_of(ch, "each")
        if each is None:   # "for each event in it", "for each card in your hand"
            c = mark_of(ch, "cards_in")
            p = self._cards_player(c[1])
            cls = CardsInIt if p == "it" else ir.CardsIn
            return per_count(effect, cls(player="you" if p == "it" else p, zone=c[2], command=c[3]))
        what, cap = each[1], each[2]
        owner = what[1] or "any"
        each_own = False
        if len(what) > 7 and what[7] is not None:   # «за каждый свой отряд», "for each of his units": the subject's
            subject = getattr(effect, "player", None)
            target = getattr(effect, "target", None)
            if subject == "opponent":
                owner = "enemy"
            elif subject == "each" and target is None and what[1] in (None, "own"):
                # g20a: "Each player gets -1 flag for each of his locked units" / «Каждый игрок получает -1 флаг
                # за каждый свой повернутый отряд»: each player in turn (the ability's player first), counting
                # his own cards
                effect, owner, each_own = effect.model_copy(update={"player": "you"}), "own", True
            elif subject == "each" or what[7] == "his" or (isinstance(target, ir.Choose) and target.owner == "enemy"):
                raise ValueError("'his' / «свой» names whose cards by the clause's subject: here it is not clear whose")
        if cap is not None:
            sign = getattr(effect, "sign", 1)
            if cap[2] is not None and cap[2] != sign:
                raise ValueError("the maximum has the sign of the change it caps")
            cap = cap[1]
        out = per_count(effect, ir.Count(owner=owner, types=what[2], filters=what[3], zone=what[4],
                                    other=len(what) > 5 and what[5], destroyed=len(what) > 6 and what[6]), cap=cap)
        return ir.EachPlayer(effects=[out]) if each_own else out
