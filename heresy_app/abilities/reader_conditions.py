"""The reader's parts for conditions: this card's state and role, counts in play, the card named, planets, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_ability import flags_set, plain_doing, predicate_of
from heresy_app.abilities.reader_marks import (
    CardIt, CardThat, DoingRole, DoingState, ItState, PriRole, TheyState, describe_parts, first_of, ints_of, is_plural,
    mark_of, says_they, strs_of
)
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["ConditionParts"]


class ConditionParts:
    """Transformer methods for conditions (mixed into :class:`reader.ToIR`)."""

    # -------------------------------------------------- conditions
    def only_during(self, ch):   # "Use only during shooting"
        return mark("condition", ir.Condition(mode="only_if", predicate=ir.DuringAttack(attack=mark_of(ch, "during")[1])))

    def only_if(self, ch):
        pred = predicate_of(ch)
        if isinstance(pred, Mark) and pred.tag == "always":
            return mark("noop")
        if isinstance(pred, Mark):
            return mark("condition", ir.Condition(mode="unless", predicate=pred[1]))
        return mark("condition", ir.Condition(mode="only_if", predicate=pred))

    def once(self, ch):   # "Use only once per battle." / «Используется только один раз за сражение.»
        ints = ints_of(ch)
        if ints and ints[0] != 1:
            raise ValueError("a use limit is once")
        return mark("once", "battle")

    def once_turn(self, ch):
        return mark("once", self.once(ch)[1] and "turn")

    def once_war_action(self, ch):   # g18e: "Use only once per war action" (reader_ability.war_action_limit)
        return mark("once", self.once(ch)[1] and "war_action")

    def either_player(self, ch):   # g18e: "Either player may use this ability."
        return mark("either_player")

    def unless(self, ch):
        pred = predicate_of(ch)
        if isinstance(pred, Mark):
            return mark("condition", ir.Condition(mode="only_if", predicate=pred[1]))
        return mark("condition", ir.Condition(mode="unless", predicate=pred))

    def p_this_state(self, ch):
        if says_they(ch):   # g8: «пока они наступают»
            return TheyState(state=mark_of(ch, "state")[1])
        if mark_of(ch, "noun") is None:   # "it is charging": which card "it" is, card_it says
            return ItState(state=mark_of(ch, "state")[1])
        return ir.ThisState(state=mark_of(ch, "state")[1])

    def p_they_state(self, ch):   # g8: "while they are charging"
        return TheyState(state=mark_of(ch, "state")[1])

    def pron_it(self, ch):   # g8: «он» or «они» (said of the cards of a scope)
        return mark("pron", is_plural(ch[0]))

    def p_this_role(self, ch):
        if says_they(ch):
            raise ValueError("what each card of a scope is doing in the war action is not read: name the card")
        return ir.ThisRole(role=mark_of(ch, "role")[1])

    # -------------------------------------------------- issue 24 (g2): what a card is doing
    def do_charging(self, ch):
        return DoingState(state="charging")

    def do_attacking(self, ch):
        return DoingRole(role="attacking")

    def do_blocking(self, ch):
        return DoingRole(role="blocking")

    def do_defending(self, ch):   # "while defending [against shooting]"
        a = mark_of(ch, "attack")
        return DoingRole(role="defending", attack=a[1] if a else None)

    def do_assaulting(self, ch):
        return DoingRole(role="attacking", attack="assault")

    def do_shooting(self, ch):
        return DoingRole(role="attacking", attack="shooting")

    def pri_assaulting(self, ch):
        return PriRole(role="attacking", attack="assault")

    def pri_shooting(self, ch):
        return PriRole(role="attacking", attack="shooting")

    def do_shoots(self, ch):   # "when it shoots": this card is the attacking card of a shot
        return ir.ThisRole(role="attacking", attack="shooting")

    def do_assaults(self, ch):
        return ir.ThisRole(role="attacking", attack="assault")

    def ak_shooting(self, ch):
        return mark("attack", "shooting")

    def ak_assault(self, ch):
        return mark("attack", "assault")

    def p_doing(self, ch):   # "while charging": whose is known once the effects are (doing_read)
        return first_of(ch, (ir.ThisState, ir.ThisRole))

    def p_this_doing(self, ch):   # "while this unit is assaulting": this card
        if says_they(ch):
            raise ValueError("what each card of a scope is doing in the war action is not read: name the card")
        return plain_doing(first_of(ch, (ir.ThisState, ir.ThisRole)))

    def role_attacking(self, ch):
        return mark("role", "attacking")

    def role_defending(self, ch):
        return mark("role", "defending")

    def role_shooting(self, ch):   # g20a: "one shooting unit" / «любой стреляющий отряд» (reader_nouns.AttackRole)
        return mark("role", "attacking", "shooting")

    def role_assaulting(self, ch):   # "one assaulting unit" / «один штурмующий отряд»
        return mark("role", "attacking", "assault")

    def role_blocking(self, ch):
        return mark("role", "blocking")

    def min_one(self, ch):
        return mark("min", 1)

    def min_n(self, ch):
        return mark("min", ints_of(ch)[0])

    def player_has(self, ch):
        return mark_of(ch, "owner")

    def _count_pred(self, ch, owner, zone=None):
        what = mark_of(ch, "what")
        m = mark_of(ch, "min")
        # "another Hero", «другой герой», "no other ready units": the card the ability is printed on is not counted
        other = bool(len(what) > 5 and what[5]) or bool(m is not None and len(m) > 2)
        zone = zone or what[4]
        if what[4] not in ("sector", zone):
            raise ValueError("a condition names one place")
        if zone not in ("sector", "play") and not (zone == "fleet" and what[2] == ["ship"]):
            raise ValueError("a condition counts cards in this sector or in play")
        return ir.CountAtLeast(owner=owner if not what[1] else what[1], at_least=m[1] if m else 1,
                               types=what[2], filters=what[3], zone="play" if zone == "play" else "sector",
                               other=other)

    def min_another(self, ch):   # "you have another ship in your fleet"
        return mark("min", 1, True)

    def p_count_play(self, ch):   # «у тебя в игре есть примарх»: the place before the count
        return self._count_pred(ch, "own", "play")

    def p_count_play_none(self, ch):
        return mark("not", self._count_pred(ch, "own", "play"))

    def p_count(self, ch):
        return self._count_pred(ch, mark_of(ch, "owner")[1])

    def p_count_fleet(self, ch):   # «у тебя во флоте 2 или больше кораблей»: the place before the count
        if mark_of(ch, "what")[2] != ["ship"]:
            raise ValueError("a fleet area holds ships only")
        return self._count_pred(ch, "own")

    def p_count_any(self, ch):
        return self._count_pred(ch, "any")

    def _all_of(self, ch):   # g4b: the cards "all your units in this sector" / "none of your units" describe
        what = mark_of(ch, "what")
        if len(what) > 5 and what[5]:
            raise ValueError("a condition counts every such card: 'other' cannot be said here")
        if what[4] != "sector":
            raise ValueError("a condition counts cards in this sector")
        if any(f.filter == "state" for f in what[3]):
            raise ValueError("the cards' position is said once")
        return what[1] or "any", what[2], what[3], mark_of(ch, "state")[1]

    def p_all_are(self, ch):   # "if all your units in this sector are locked"
        owner, types, filters, state = self._all_of(ch)
        return ir.AllAre(owner=owner, state=state, types=types, filters=filters)

    def p_none_are(self, ch):   # "if none of your units in this sector are ready": no ready unit of yours there
        if ints_of(ch) not in ([], [1]):
            raise ValueError("'none of' is «ни один из»")
        owner, types, filters, state = self._all_of(ch)
        return mark("not", ir.CountAtLeast(owner=owner, types=types,
                                         filters=ir.canonical_filters([*filters, ir.StateFilter(state=state)])))

    def p_count_none(self, ch):
        return mark("not", self._count_pred(ch, mark_of(ch, "owner")[1]))

    def p_count_none_any(self, ch):
        return mark("not", self._count_pred(ch, "any"))

    # "it is a Vehicle", "the defending unit is one of your Imperial Army units", "its armor is 2 or less"
    def named_it(self, ch):
        return mark("named", "it")

    def named_this(self, ch):
        return mark("named", "this")

    def named_attacking(self, ch):
        return mark("named", "attacking")

    def named_defending(self, ch):
        return mark("named", "defending")

    def named_blocking(self, ch):
        return mark("named", "blocking")

    def named_that(self, ch):
        return mark("named", "that")

    def named_it_stat(self, ch):
        return mark("named_stat", "it", strs_of(ch)[0])

    def named_card_stat(self, ch):
        return mark("named_stat", mark_of(ch, "named")[1], strs_of(ch)[0])

    def card_desc(self, ch):
        owner, types, filters, alts, _, _ = describe_parts(ch)
        if alts:
            raise ValueError("a condition names one kind of card")
        d = mark_of(ch, "desc")
        if d is not None and len(d) > 5 and d[5]:   # "it is a Fortification": any card with the keyword
            types = ["card"]
        return mark("card_desc", owner, types, filters)

    @staticmethod
    def _card_is(of, owner="any", types=("card",), filters=()):
        cls = CardThat if of == "that" else CardIt if of == "it" else ir.CardIs
        return cls(of="this" if of in ("it", "that") else of, owner=owner, types=list(types), filters=list(filters))

    def p_card_is(self, ch):
        d = mark_of(ch, "card_desc")
        return self._card_is(mark_of(ch, "named")[1], d[1], d[2], d[3])

    def _card_stat(self, ch, cmp):
        n = mark_of(ch, "named_stat")
        return self._card_is(n[1], filters=[ir.StatFilter(stat=n[2], cmp=cmp, value=ints_of(ch)[0])])

    def become_defending(self, ch):   # "This unit becomes the defending unit." (issue 24, g2)
        return ir.BecomeDefending(target=self._target(ch))

    def set_stat(self, ch):   # "This unit's firepower is equal to the number of ..." (issue 24, g2)
        x = first_of(ch, (ir.XStat, ir.XCount, ir.XDie, ir.XCards))
        if isinstance(x, ir.XCount) and not getattr(x, "alt", None):   # g17d: "other" kept
            amount = ir.Count(owner=x.owner, types=x.types, filters=x.filters, zone=x.zone, other=x.other)
        elif isinstance(x, ir.XCards):
            amount = ir.CardsIn(player=x.player, zone=x.zone, command=x.command)
        else:
            raise ValueError("a printed number is said to be a count of cards")
        return ir.SetStat(target=ir.ThisCard(), stat=strs_of(ch)[0], amount=amount)

    # issue 24, g6: flags as counted ("counts as having 1 flag", "give no flags"): the printed flags of
    # this card, or of each card of a scope, are that number instead
    def flags_as(self, ch):
        d = mark_of(ch, "duration")
        return flags_set(self._target(ch), ints_of(ch)[0], d[1] if d else None)

    def dmg_attack(self, ch):
        return mark_of(ch, "vs_attack")

    def dmg_any(self, ch):
        return mark("vs_attack", "attacks")

    def damage_reduced(self, ch):   # "Damage dealt to this unit by shooting is reduced by 1." (issue 24, g6)
        target = self._target(ch)   # g21b: a typed ability's falls on any card it names (ir.Ability checks a constant's)
        kind = mark_of(ch, "vs_attack")
        d = mark_of(ch, "duration")   # g21b: for a time
        return ir.DamageReduced(target=target, attack=kind[1] if kind else "any", amount=ints_of(ch)[-1],
                                duration=d[1] if d else None)

    def flags_none(self, ch):
        d = mark_of(ch, "duration")
        return flags_set(self._target(ch), 0, d[1] if d else None)

    def bare_restriction(self, ch):   # "Cannot be blocked.": this card's (issue 24, g2)
        r = self.restrict([ir.ThisCard(), *ch])
        return mark("body", list(r[1]) if isinstance(r, Mark) else [r], [], None, False, False, [])

    def p_card_stat_ge(self, ch):
        return self._card_stat(ch, "ge")

    def p_card_stat_le(self, ch):
        return self._card_stat(ch, "le")

    def p_card_stat_eq(self, ch):
        return self._card_stat(ch, "eq")

    # g3b (and g2: «у него нет флагов»): "it has no flags", "the defending unit has 2 or more flags", "your opponent has more cards in hand"
    def p_card_flagless(self, ch):
        return self._card_is(mark_of(ch, "named")[1], filters=[ir.FlagsFilter(flagged=False)])

    def p_card_flagged(self, ch):
        return self._card_is(mark_of(ch, "named")[1], filters=[ir.FlagsFilter(flagged=True)])

    def p_card_flags_ge(self, ch):
        return self._card_is(mark_of(ch, "named")[1], filters=[ir.StatFilter(stat="flags", cmp="ge", value=ints_of(ch)[0])])

    def p_count_in_play(self, ch):   # «у тебя в игре есть примарх»: the place before the count
        return self._count_pred(ch, mark_of(ch, "owner")[1], "play")

    def p_count_any_in_play(self, ch):   # «в игре есть примарх»
        return self._count_pred(ch, "any", "play")

    def p_count_none_in_play(self, ch):
        return mark("not", self.p_count_in_play(ch))

    def p_attacker(self, ch):
        return ir.PlayerRole(role="attacker")

    def p_defender(self, ch):
        return ir.PlayerRole(role="defender")

    def planet_prospero(self, ch):
        return mark("planet", "prospero")

    def planet_isstvan(self, ch):
        return mark("planet", "isstvan_iii")

    def p_planet(self, ch):
        return ir.OnPlanet(planet=mark_of(ch, "planet")[1])
