"""The reader's parts for clauses put together: choices, comparisons between players, "instead", effects joined,
"if ... then", "unless", and what each player does, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_ability import (
    INSTEAD, build_ability, compared_with, instead_read, more_of, plain_effects, predicate_of
)
from heresy_app.abilities.reader_marks import (
    SUBJECTLESS, CardIt, DestroyedIt, DestroyedThat, DoingRole, DoingState, InsteadIf, It, RollIt, first_of, ints_of,
    mark_of, marks_of, strs_of
)
from heresy_app.abilities.reader_nouns import Mark, mark
from heresy_app.abilities.reader_refs import ChosenRef  # g19a

__all__ = ["ClauseParts"]


class ClauseParts:
    """Transformer methods for clauses joined (mixed into :class:`reader.ToIR`)."""

    def choose_then(self, ch):   # "Choose up to 2 enemy units and deal 2 damage to each of them."
        target = self._target(ch)
        effect = next((c for c in ch if isinstance(c, ir.Node) and "op" in type(c).model_fields), None)
        many = mark_of(ch, "effects")   # g19a: "Choose one enemy unit. It gets -2 armor and cannot block."
        if effect is None and many is not None and many[1]:
            effect, rest = many[1][0], list(many[1][1:])
        else:
            rest = None
        if not isinstance(target, ir.Choose) or not isinstance(getattr(effect, "target", None), (It, ChosenRef)):
            raise ValueError("'choose ... and ...' acts on the cards chosen")
        effect = effect.model_copy(update={"target": target})
        return effect if rest is None else mark("effects", [effect, *rest])

    def typed_bare_if(self, ch):   # g10: "e: +1 flag if you have a hero here": an "if" read when it is used
        pred = predicate_of(ch)
        if isinstance(pred, Mark):
            raise ValueError("'if' after a shorthand names what must hold")
        a = self.typed_bare([c for c in ch if c is not pred])
        return a.model_copy(update={"effects": [ir.IfThen(predicate=pred, effects=list(a.effects))]})

    def typed_bare(self, ch):   # "E: +1 flag.": the flags are the player's; another change is this card's
        kind = mark_of(ch, "kind")[1]
        e = mark_of(ch, "body")[1][0]
        if e.stat == "flags" and not e.more:
            e = ir.FlagChange(player="you", sign=e.sign, amount=e.amount)
        elif kind == "E":
            e = e.model_copy(update={"duration": "battle"})
        return build_ability(kind, None, [], mark("body", [e], [], None, False, False, []))

    # players picked by a comparison: "the player who controls more units in this sector draws 1 card"
    def player_more(self, ch):
        what = mark_of(ch, "what")
        return mark("player", "you", ("more", more_of(what)))

    def player_fewer(self, ch):   # g10: "the player with fewer units in this sector"
        what = mark_of(ch, "what")
        return mark("player", "you", ("more", more_of(what).model_copy(update={"compare": "fewer"})))

    def player_each_with(self, ch):
        what = mark_of(ch, "what")
        m = mark_of(ch, "min")
        return mark("player", "you", ("with", what, m[1] if m else 1))

    # issue 24, g6: players' counts compared ("fewer flags in this sector than your opponent",
    # "more cards in hand than", "as many units as")
    def cmp_more(self, ch):
        return mark("cmp", "more")

    def cmp_fewer(self, ch):
        return mark("cmp", "fewer")

    def cw_flags(self, ch):
        zone = mark_of(ch, "zone")
        if zone is not None and zone[1] != "sector":
            raise ValueError("players' flags are compared in this sector")
        return mark("counted", "flags")

    def cw_hand(self, ch):
        return mark("counted", "hand")

    def p_more(self, ch):
        cmp = mark_of(ch, "cmp")
        return compared_with(ch, cmp[1] if cmp else "more")

    def p_more_hand(self, ch):   # g3b: «у противника в руке больше карт, чем у тебя»: the place first
        cmp = mark_of(ch, "cmp")
        return compared_with([*ch, mark("counted", "hand")], cmp[1] if cmp else "more")

    def p_same(self, ch):
        return compared_with(ch, "same")

    def p_more_kinds(self, ch):   # g13: "you have more assets than units in this sector"
        a, b = (more_of(w) for w in marks_of(ch, "what"))
        if (a.types, a.filters) == (b.types, b.filters):
            raise ValueError("a count is compared with a count of other cards")
        cmp = mark_of(ch, "cmp")
        return a.model_copy(update={"owner": mark_of(ch, "owner")[1], "compare": cmp[1] if cmp else "more",
                                    "than_types": b.types, "than_filters": b.filters})

    def p_card_destroyed(self, ch):
        of = mark_of(ch, "named")[1]
        if of in ("it", "that"):
            return DestroyedThat(of="this") if of == "that" else DestroyedIt(of="this")
        return ir.CardDestroyed(of=of)

    def later(self, ch):   # "At the end of the war action, destroy it."
        return mark("effects", [ir.Later(effects=plain_effects(mark_of(ch, "effects")[1]))])

    def later_battle(self, ch):   # g9: "At the end of the battle, destroy it."
        return mark("effects", [ir.Later(when="battle", effects=plain_effects(mark_of(ch, "effects")[1]))])

    def end_of_battle(self, ch):   # g9: a card's own "At the end of the battle, ...": an event (E)
        return build_ability("E", None, [], mark_of(ch, "body"))

    def instead(self, ch):
        pred = predicate_of(ch)
        if isinstance(pred, Mark):
            raise ValueError("'instead' follows a plain condition")
        return mark("instead", pred, mark_of(ch, "effects")[1])

    # -------------------------------------------------- sentences
    def effects_or(self, ch):   # "Add 2 to your roll or subtract 2 from your opponent's roll": a choice
        options = []
        for c in ch:
            if isinstance(c, Mark) and c.tag == "imp":
                c = c[1]
            elif isinstance(c, Mark) and c.tag == "subj":
                c = mark("several", c[1])
            if isinstance(c, ir.Node):
                options.append([c])
            elif isinstance(c, Mark) and c.tag == "several":
                options.append(list(c[1]))
            elif isinstance(c, Mark):
                raise ValueError("an option of a choice cannot define X")
        for i, opt in enumerate(options):   # g3: "... or subtract 1 from it": the roll named before
            if len(opt) == 1 and isinstance(opt[0], RollIt):
                prev = options[i - 1][-1] if i and options[i - 1] else None
                if not isinstance(prev, ir.RollAdd) or isinstance(prev, RollIt):
                    raise ValueError("'it' names the roll of the option before")
                options[i] = [ir.RollAdd(sign=opt[0].sign, amount=opt[0].amount, whose=prev.whose, of=prev.of)]
        return mark("effects", [ir.ChooseOne(options=options)])

    def instead_effects(self, ch):   # "... instead": the effects replace what the trigger says would happen
        return mark("effects", [INSTEAD, *mark_of(ch, "effects")[1]])

    def replacement(self, ch):   # "If this unit would be destroyed, lock it instead."
        return build_ability("constant", first_of(ch, ir.Trigger), [], mark_of(ch, "body"))

    def you_may(self, ch):   # "You may ...": a choice between doing it and not (an empty option)
        return mark("effects", [ir.ChooseOne(options=[plain_effects(mark_of(ch, "effects")[1]), []])])

    def g13a_alt_amount(self, ch, said=True):
        """g13a: an amount's alternative after a change ("Any unit gets +2 assault, or +3 assault instead if it
        is charging.", "+1 to your test, +2 if you have a Hero here."): the form of the change followed by "If
        ..., it gets +3 assault instead." (:func:`instead_read`); a roll's change: the same roll changed by the other
        amount. ``said``: "instead" was written (without it, only the same statistic is an alternative)."""
        before = mark_of(ch, "effects")[1]
        pred = predicate_of(ch)
        if isinstance(pred, Mark):
            raise ValueError("'instead' follows a plain condition")
        stats = strs_of(ch)
        if len(before) != 1:
            raise ValueError("an amount's alternative follows one change")
        b = before[0]
        signed = mark_of(ch, "signed")
        _, sign, amount = signed if signed is not None else ("bare", getattr(b, "sign", 1), mark_of(ch, "g13a_bare")[1])
        if isinstance(b, ir.ModifyStat) and not b.more:
            stat = stats[0] if stats else b.stat
            if stat != b.stat and not said:
                raise ValueError("a change of another statistic with a condition: one more change, or instead?")
            alt = b.model_copy(update={"target": It(), "stat": stat, "sign": sign, "amount": amount})
            r = instead_read(b, pred, [alt])
            return mark("effects", r if isinstance(r, list) else [r])
        if isinstance(b, ir.RollAdd) and not stats and not b.up_to:
            if isinstance(pred, (CardIt, DestroyedIt, DoingState, DoingRole)):
                raise ValueError("an amount's alternative for a roll is said on a condition of a player")
            return mark("effects", [InsteadIf(predicate=pred, effects=[b.model_copy(update={"sign": sign, "amount": amount})],
                                           otherwise=[b])])
        raise ValueError("an amount's alternative follows a change of a statistic or of a roll")

    def g13a_bare(self, ch):   # "..., 2 instead if ...": a number with the sign of the change before
        return mark("g13a_bare", ir.Number(value=int(ch[0])))

    def g13a_alt_amount_plain(self, ch):
        return self.g13a_alt_amount(ch, said=False)

    def g13a_may_instead(self, ch):   # g13a: "If this unit would be destroyed, you may discard 2 cards instead."
        return mark("effects", [INSTEAD, ir.ChooseOne(options=[plain_effects(mark_of(ch, "effects")[1]), []])])

    def first_wa(self, ch):   # g9: "the first war action (of a battle)" / «первая военная акция (сражения)»
        return ir.FirstWarAction()

    def while_then(self, ch):
        pred = predicate_of(ch)
        effects = mark_of(ch, "effects")[1]
        if isinstance(pred, Mark) and pred.tag == "always":
            return mark("effects", effects)
        if isinstance(pred, Mark):
            return mark("while", effects, ir.Condition(mode="unless", predicate=pred[1]))
        return mark("while", effects, ir.Condition(mode="only_if", predicate=pred))

    def ship_noun(self, ch):
        return None

    def p_in_play(self, ch):   # "while this unit is in play": a constant counts only then anyway
        return mark("always")

    def effects(self, ch):
        out = []
        subject = None   # the player a clause just before named as its subject (not you)
        for c in ch:
            said = None
            if isinstance(c, Mark) and c.tag == "imp":
                if subject is not None:   # "your opponent discards 1 card and draws 1 card": not you
                    raise ValueError("a verb after a clause with a subject has that subject")
                c = c[1]
            elif subject is not None and isinstance(c, SUBJECTLESS):   # g7: «противник берёт 2 карты и
                # поворачивает один свой отряд»: the verb is the opponent's, not an order to you
                raise ValueError("a verb after a clause with a subject has that subject")
            elif isinstance(c, Mark) and c.tag == "subj":
                out += c[1]
                said = c[1][-1].player if c[1] and getattr(c[1][-1], "player", "you") != "you" else None
                subject = said
                continue
            subject = None
            if isinstance(c, ir.Node):
                out.append(c)
            elif isinstance(c, Mark) and c.tag == "several":
                out += c[1]
            elif isinstance(c, Mark) and c.tag in ("with_x", "cancel_by", "with_roll"):   # g13: cancel_by; g17d: with_roll
                out.append(c)
        if any(isinstance(e, RollIt) for e in out):   # g3: "subtract 1 from it" only as the other option
            raise ValueError("'it' names the roll of an option before")
        return mark("effects", out)

    def roll_range(self, ch):
        ints = ints_of(ch)
        return mark("range", ints[0], ints[-1])

    def outcome(self, ch):
        rng = mark_of(ch, "range")
        effects = mark_of(ch, "effects")   # none: "Nothing happens"
        return ir.Outcome(low=rng[1], high=rng[2], effects=plain_effects(effects[1]) if effects else [])

    def variable_roll(self, ch):
        table = mark_of(ch, "effects")   # "If the result is 4 or more, ...": its two lines
        if table:
            return table
        return mark("effects", [ir.VariableRoll(outcomes=[c for c in ch if isinstance(c, ir.Outcome)])])

    def unlimited(self, ch):
        return mark("unlimited")

    def otherwise(self, ch):
        return mark("otherwise", mark_of(ch, "effects")[1])

    def if_then(self, ch):
        pred = predicate_of(ch)
        neg = isinstance(pred, Mark)
        if neg:
            pred = pred[1]
        effects = mark_of(ch, "effects")[1]
        other = mark_of(ch, "otherwise")
        return mark("effects", [ir.IfThen(predicate=pred, negate=neg, effects=plain_effects(effects),
                                        otherwise=plain_effects(other[1]) if other else [])])

    def unless_then(self, ch):
        pred = predicate_of(ch)
        neg = isinstance(pred, Mark)
        if neg:
            pred = pred[1]
        return mark("effects", [ir.IfThen(predicate=pred, negate=not neg, effects=plain_effects(mark_of(ch, "effects")[1]))])

    def fail_then(self, ch):
        return mark("fail", mark_of(ch, "effects")[1])

    def choose_one(self, ch):
        if ints_of(ch)[0] != 1:
            raise ValueError("'choose one' picks one option")
        options = [plain_effects(e[1]) for e in marks_of(ch, "effects")]
        if len(options) == 1:   # g3: "Choose one: this unit gets +2 firepower or +2 assault."
            if len(options[0]) == 1 and isinstance(options[0][0], ir.ChooseOne):
                return mark("effects", options[0])
            raise ValueError("'choose one' needs two options or more")
        return mark("effects", [ir.ChooseOne(options=options)])

    # -------------------------------------------------- g3b: sequels and each player's part
    def if_done(self, ch):   # "If you do, draw 2 cards." (joined to the sentence before by body)
        return mark("if_done", True, plain_effects(mark_of(ch, "effects")[1]))

    def if_not_done(self, ch):   # "If you cannot, ...", "If you don't, ..."
        return mark("if_done", False, plain_effects(mark_of(ch, "effects")[1]))

    def choose_their(self, ch):   # "one of his units": the player's own cards (each player's part)
        m = self.choose(ch)
        return mark("choose", m[1].model_copy(update={"owner": "own"}), m[2])

    def each_player_does(self, ch):
        effects = [c for c in ch if isinstance(c, ir.Node)]
        return ir.EachPlayer(effects=effects)

    def opponent_does(self, ch):
        """g7: "Your opponent locks 2 of his units and loses 1 flag": the verbs that choose the opponent's
        own cards are done by the opponent (``EachPlayer`` of ``player`` opponent: they make the
        choices), the others name the opponent as their player; in the printed order."""
        out = []
        for c in ch:
            if isinstance(c, ir.Node):
                last = out[-1] if out else None
                if isinstance(last, ir.EachPlayer) and len(last.effects) < 3:
                    out[-1] = last.model_copy(update={"effects": [*last.effects, c]})
                else:
                    out.append(ir.EachPlayer(effects=[c], player="opponent"))
            elif isinstance(c, Mark) and c.tag == "pverb":
                out.append(c[1]("opponent"))
            elif isinstance(c, Mark) and c.tag == "pverb_then":
                raise ValueError("'put it' names the card just revealed")
        return mark("subj", out)

    def each_player_may(self, ch):   # "Each player may return one of their units ...": each is asked
        return ir.EachPlayer(effects=[ir.ChooseOne(options=[[c for c in ch if isinstance(c, ir.Node)], []])])

    def _each_chosen(op):
        def method(self, ch):
            return mark("each_chosen", op)
        return method

    each_chosen_destroy = _each_chosen("destroy")
    each_chosen_lock = _each_chosen("lock")
    each_chosen_ready = _each_chosen("ready")
    each_chosen_return = _each_chosen("return")
    del _each_chosen

    def each_choose(self, ch):   # "Each player chooses one of their units. Destroy the chosen units."
        t = mark_of(ch, "choose")[1]
        if t.quantity == "all":
            raise ValueError("each player chooses some of their cards, not all of them")
        op = mark_of(ch, "each_chosen")[1]
        e = {"destroy": ir.Destroy, "lock": ir.Lock, "ready": ir.Ready}.get(op)
        e = e(target=t) if e is not None else ir.Return(target=t, to="hand")
        return mark("effects", [ir.EachPlayer(effects=[e], chooser_only=True)])

    def infiltrate_revealed(self, ch):   # "infiltrate it": the card a reveal showed (checked by with_it)
        return ir.Infiltrate(source="revealed", types=["card"])
