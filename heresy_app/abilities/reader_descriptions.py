"""The reader's parts for nouns and descriptions, filters, owners, places, quantities and the cards named
("this card", "it", the attacking and blocking cards), for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.lexicon import KEYWORD_KIND
from heresy_app.abilities.reader_ability import NOUNS
from heresy_app.abilities.reader_marks import (
    FILTERS, TYPE_ORDER, It, MoverIt, That, ThatEvent, ThatSpecial, ThisCardWord, ints_of, is_plural, mark_of, marks_of,
    strs_of
)
from heresy_app.abilities.reader_nouns import Mark, mark, shared_genitive, shared_prefix

__all__ = ["DescriptionParts"]


class DescriptionParts:
    """Transformer methods for nouns, descriptions, filters, owners, places, quantities and the cards named (mixed into :class:`reader.ToIR`)."""

    # -------------------------------------------------- nouns, keywords, filters
    def noun(self, ch):
        tok = ch[0]
        return mark("noun", NOUNS[str(getattr(tok, "lemma", tok)).lower()], is_plural(tok), None)

    def noun_card(self, ch):   # g14: "unit card": a card of that type, wherever it is
        return mark("noun", NOUNS[str(getattr(ch[0], "lemma", ch[0])).lower()], is_plural(ch[1]), None)

    def noun_card_ru(self, ch):   # g14: «карта отряда», «карты кораблей»
        return mark("noun", NOUNS[str(getattr(ch[1], "lemma", ch[1])).lower()], is_plural(ch[0]), None)

    def kw(self, ch):
        tok = ch[0]
        if tok.type in ("KW", "QUOTED"):
            return mark("kw", tok.value if tok.type == "QUOTED" else getattr(tok, "lemma", tok.value), is_plural(tok))
        return mark("kw", {"infiltrate": "Infiltrate", "command": "Command", "внедрение": "Infiltrate",
                         "командование": "Command"}.get(str(tok).lower(), str(tok)), False)

    def kw_noun(self, ch):   # "enemy Walkers": units with the keyword
        k = mark_of(ch, "kw")
        return mark("noun", "unit", k[2], k[1])

    def noun_unit(self, ch):
        return None

    def nouns(self, ch):
        nouns = marks_of(ch, "noun")
        return mark("nouns", nouns)

    def _alt(self, ch):
        nouns = mark_of(ch, "nouns")[1]
        filters = [c for c in ch if isinstance(c, FILTERS)]
        for k in marks_of(ch, "kwor"):   # "Infantry or Bike unit": alternatives by keyword
            filters.append(k)
        types, kwn = [], []
        plural = any(n[2] for n in nouns)
        if (self.lang == "en" and any(isinstance(f, ir.KeywordFilter) for f in filters)
                and any(a[3] is None and b[3] is not None for a, b in zip(nouns, nouns[1:]))):
            # "Vehicle unit or Titan": the keyword before a kind of card, then a keyword used as a
            # noun — said of the first kind alone, or of both? (a misreading either way): refused
            raise ValueError("a keyword before 'unit or <keyword>' may be said of the unit alone or of both")
        for n in nouns:
            if n[3] is not None:
                kwn.append(n[3])
            elif n[1] not in types:
                types.append(n[1])
        return types, filters, kwn, plural

    def alt_desc(self, ch):
        return mark("alt", *self._alt(ch))

    def alt_desc_adj(self, ch):
        alt = self._alt(ch)
        if self.lang == "ru":
            shared_genitive(alt)   # g8: «отряд техники или титана Механикума»
        return mark("alt", *alt)

    def desc(self, ch):
        """Alternatives -> the choice's own (types, filters) and its :class:`ir.Alt` list."""
        shared_prefix(marks_of(ch, "alt"))   # g8: "one Mechanicum Vehicle or Titan unit"
        options = []   # (types, filters)
        plural = False
        kw_only = True   # every kind named by a keyword alone ("a Vehicle"), no noun
        for a in marks_of(ch, "alt"):
            types, filters, kwn, pl = a[1], a[2], a[3], a[4]
            plural = plural or pl
            kw_only = kw_only and not types
            kwor = [f for f in filters if isinstance(f, Mark)]
            plain = [f for f in filters if not isinstance(f, Mark)]
            bases = []
            if types:
                bases.append((sorted(types, key=TYPE_ORDER.index), plain))
            for k in kwn:   # a keyword used as a noun: a card of the kind it names with it (a unit unless listed)
                bases.append((list(KEYWORD_KIND.get(k, ["unit"])), plain + [ir.KeywordFilter(keyword=k)]))
            for k in kwor:
                bases = [(t, f + [ir.KeywordFilter(keyword=w)]) for t, f in bases for w in k[1]]
            options += bases
        # one option per distinct description, kinds of card with the same description together
        # («отряд пехоты или ресурс пехоты» is "Infantry unit or asset"); the first is the choice's own
        uniq: list = []
        keys: dict = {}
        for t, f in options:
            key = tuple(x.model_dump_json() for x in ir.canonical_filters(f))
            if key in keys:
                merged = uniq[keys[key]]
                merged[0][:] = sorted(set(merged[0]) | set(t), key=TYPE_ORDER.index)
            else:
                keys[key] = len(uniq)
                uniq.append((list(t), f))
        (types, filters), *rest = uniq
        if len(rest) > 3:
            raise ValueError("a choice names at most four kinds of card")
        return mark("desc", types, filters, [ir.Alt(types=t, filters=f) for t, f in rest], plural, kw_only)

    def f_state(self, ch):
        return ir.StateFilter(state=mark_of(ch, "state")[1])

    f_state_post = f_state

    def f_state_not(self, ch):   # g16b: "that is not charging" / «, который не наступает»
        return ir.StateNot(state=mark_of(ch, "state")[1])

    def ready_state(self, ch):
        return mark("state", "ready")

    def locked_state(self, ch):
        return mark("state", "locked")

    def charging_state(self, ch):
        return mark("state", "charging")

    def f_flagged(self, ch):
        return ir.FlagsFilter(flagged=True)

    f_flagged_post = f_flagged

    def f_flagless(self, ch):
        return ir.FlagsFilter(flagged=False)

    f_flagless_post = f_flagless

    def f_keyword(self, ch):
        return ir.KeywordFilter(keyword=mark_of(ch, "kw")[1])

    f_keyword_post = f_keyword

    def f_keyword_or(self, ch):
        return mark("kwor", [k[1] for k in marks_of(ch, "kw")])

    def f_not_keyword(self, ch):
        return ir.KeywordFilter(keyword=mark_of(ch, "kw")[1], negate=True)

    def kwlist(self, ch):
        return mark("kwlist", [k[1] for k in marks_of(ch, "kw")])

    def _stat_filter(self, ch, cmp):
        return ir.StatFilter(stat=strs_of(ch)[0], cmp=cmp, value=ints_of(ch)[0])

    def f_stat_le(self, ch):
        return self._stat_filter(ch, "le")

    f_stat_le_pre = f_stat_le

    def f_stat_ge(self, ch):
        return self._stat_filter(ch, "ge")

    f_stat_ge_pre = f_stat_ge

    def f_stat_lt(self, ch):
        return self._stat_filter(ch, "lt")

    def f_stat_gt(self, ch):
        return self._stat_filter(ch, "gt")

    def f_stat_eq(self, ch):
        return self._stat_filter(ch, "eq")

    def _fx(cmp):   # g10: "with speed less than X"
        def method(self, ch):
            return ir.StatX(stat=strs_of(ch)[0], cmp=cmp)
        return method

    f_x_lt, f_x_gt, f_x_le, f_x_ge = _fx("lt"), _fx("gt"), _fx("le"), _fx("ge")
    del _fx

    def post(self, ch):
        return ch[0]

    def _than(self, ch, cmp):   # "with speed lower than this unit's speed"
        stats = strs_of(ch)
        ref = mark_of(ch, "named_stat") or mark_of(ch, "named")
        if ref.tag == "named_stat":
            stats.append(ref[2])
        their = None
        if len(stats) == 2 and stats[0] != stats[1] and cmp in ("lt", "gt"):   # g17d: "whose armor ... than its assault"
            their = stats[1]
        elif len(set(stats)) != 1:
            raise ValueError("a card's statistic is compared with the same statistic of another")
        of = {"that": "trigger"}.get(ref[1], ref[1])
        if of == "it":
            raise ValueError("'than its ...' does not say which card")
        return ir.StatThan(stat=stats[0], cmp=cmp, of=of, their=their)

    def f_than_lt(self, ch):
        return self._than(ch, "lt")

    def f_than_gt(self, ch):
        return self._than(ch, "gt")

    def f_than_le(self, ch):
        return self._than(ch, "le")

    def f_than_ge(self, ch):
        return self._than(ch, "ge")

    def f_than_eq(self, ch):
        return self._than(ch, "eq")

    def f_not_roles(self, ch):   # "that is neither the attacking nor the defending unit"
        return ir.RoleFilter(roles=[r[1] for r in marks_of(ch, "role")])

    # -------------------------------------------------- owners, places, quantities
    def owner_enemy(self, ch):
        return mark("owner", "enemy")

    def owner_own(self, ch):
        return mark("owner", "own")

    def owner_self(self, ch):   # «свой»: the subject's own (yours, unless the subject is another player)
        return mark("owner", "own", False, "self")

    def owner_own_other(self, ch):
        return mark("owner", "own", True)

    def other(self, ch):
        return mark("other")

    def owner_any(self, ch):
        return mark("owner", "any")

    def owner_attacker(self, ch):   # "the attacker's units" / «отряды атакующего игрока»
        return mark("owner", "attacker")

    def owner_defender(self, ch):
        return mark("owner", "defender")

    def in_sector(self, ch):
        return mark("zone", "sector")

    def in_play(self, ch):
        return mark("zone", "play")

    def in_enemy_fleet(self, ch):
        return mark("zone", "fleet", "enemy")

    def in_fleet(self, ch):
        return mark("zone", "fleet")

    def in_own_fleet(self, ch):   # "in your fleet": whose is said, so a count or condition is of yours
        return mark("zone", "fleet", "own")

    def in_discard(self, ch):   # g20c: "in your discard pile" / «в твоем сбросе»: whose is said (yours)
        return mark("zone", "discard", "own")

    def in_enemy_discard(self, ch):   # g20c: "in your opponent's discard pile" / «в сбросе противника»
        return mark("zone", "discard", "enemy")

    def in_discard_bare(self, ch):   # g20c: «в сбросе»: whose is not said (a count: yours; an owner said: his)
        return mark("zone", "discard")

    def in_any_discard(self, ch):   # g20c: "in both discard piles" / «в обоих сбросах»
        return mark("zone", "discard", "any")

    def in_elsewhere(self, ch):
        return mark("zone", "elsewhere")

    def q_one(self, ch):
        return mark("q", "exactly", 1)

    def q_a(self, ch):   # g8: "a" / "an": one, said with the article ("a blocking unit": the one that blocks)
        q = mark("q", "exactly", 1)
        q.article = True
        return q

    def q_exactly(self, ch):
        return mark("q", "exactly", ints_of(ch)[0])

    def q_up_to(self, ch):
        return mark("q", "up_to", ints_of(ch)[0])

    def q_up_to_x(self, ch):   # "Lock up to X enemy units" / «Поверни до Х отрядов противника»
        return mark("q", "up_to", ir.X())

    def q_x(self, ch):
        return mark("q", "exactly", ir.X())

    def q_all(self, ch):
        return mark("q", "all", None)

    def q_another(self, ch):   # "another unit of yours": one, not this one
        return mark("q", "exactly", 1, True)

    # -------------------------------------------------- targets
    def this_card(self, ch):
        noun = mark_of(ch, "noun")
        if noun is not None and noun[1] == "card" and noun[3] is None:
            return ThisCardWord()
        return ir.ThisCard()

    def it_card(self, ch):
        return It()

    def g13a_mover_it(self, ch):   # g13a: "it may charge" (reader_time.py)
        return MoverIt()

    def them_card(self, ch):
        return It()

    def blocking(self, ch):
        return ir.BlockingUnit()

    def blocking_any(self, ch):
        return ir.BlockingUnit(choice=True)

    def attacking(self, ch):
        return ir.AttackingCard()

    def defending(self, ch):
        return ir.DefendingCard()

    def trigger_card(self, ch):
        return That()

    def _that_event(self, ch, events):
        noun = mark_of(ch, "noun")
        return ThatEvent(events=events, noun=noun[1] if noun and noun[3] is None else "card")

    def destroyed_card(self, ch):   # g14: "Return the destroyed unit to your hand" / «Верни уничтоженный отряд»
        return self._that_event(ch, ("destroyed", "would_be_destroyed"))

    def infiltrated_card(self, ch):   # g14: "Deal 3 damage to the infiltrated unit" / «внедренному отряду»
        return self._that_event(ch, ("enters",))

    def trigger_special(self, ch):   # g3: "That special assault cannot be blocked"
        return ThatSpecial()
