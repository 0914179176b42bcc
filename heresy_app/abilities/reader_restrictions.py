"""The reader's parts for restrictions and rule changes ("cannot be blocked"), their sources, and a sector's rules, for :class:`reader.ToIR`
(issue 25: split out of reader.py)."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.reader_ability import by_keywords
from heresy_app.abilities.reader_marks import TARGETS, It, describe_parts, first_of, ints_of, mark_of, marks_of, strs_of
from heresy_app.abilities.reader_nouns import Mark, mark

__all__ = ["RestrictionParts"]


class RestrictionParts:
    """Transformer methods for restrictions and rule changes, their sources and sector rules (mixed into :class:`reader.ToIR`)."""

    # restrictions
    def _r(rule, enemy_only=False):
        def method(self, ch):
            kws = mark_of(ch, "kwlist")
            kw = mark_of(ch, "kw")
            keywords = kws[1] if kws else [kw[1]] if kw else [None]
            by = mark_of(ch, "by")
            src = mark_of(ch, "source")
            extra, enemy = {}, enemy_only
            if by is not None:   # "cannot be blocked by units with 2 or more flags"
                extra["by"] = by[1]
                keywords = [None]
            if src is not None:   # "the target of enemy tactics", "readied by abilities"
                source = src[2]
                enemy = enemy or src[1]
                if rule == "untargetable" and source == ir.AbilitySource():
                    source = None   # "the target of abilities": the plain form
                extra["source"] = source
            obj = first_of(ch, TARGETS) or (mark_of(ch, "choose") or (None, None))[1]
            if obj is not None:   # "cannot block this unit", "cannot shoot at your flagless units"
                extra["obj"] = obj
            return mark("restriction", rule, keywords, enemy, extra)
        return method

    r_unblockable_by = _r("unblockable")
    r_unshootable_by = _r("unshootable")
    r_unassaultable = _r("unassaultable")
    r_unassaultable_by = _r("unassaultable")
    r_no_ready = _r("no_ready")
    r_no_ready_by = _r("no_ready")
    r_no_lock_by = _r("no_lock")   # g12: "cannot be locked by enemy tactics"

    def r_no_use(self, ch):   # g12: "cannot use WA abilities": the abilities printed on these cards
        src = mark_of(ch, "source")
        if src[1]:
            raise ValueError("the cards' own abilities are named: not 'enemy' ones")
        source = None if src[2] == ir.AbilitySource() else src[2]
        if source is not None and source.types:
            raise ValueError("a card uses the abilities printed on it: no other card's")
        return mark("restriction", "no_use", [None], False, {"source": source} if source is not None else {})

    def r_no_ready_turn_end(self, ch):   # "are not readied at the end of the turn"
        return mark("restriction", "no_ready", [None], False, {"turn_end": True})
    r_untargetable_by = _r("untargetable")
    _r_no_destroy_src = _r("no_destroy_ability")
    r_no_overrun = _r("no_overrun")
    r_block_any_speed = _r("block_any_speed")
    r_overrun_any = _r("overrun_any")

    def unblockable_shooting(self, ch):   # "This unit's shooting cannot be blocked." (issue 24, g6)
        return self.restrict([ir.ThisCard(), *ch, mark("restriction", "unblockable_shooting", [None], False, {})])

    def unblockable_assault(self, ch):
        return self.restrict([ir.ThisCard(), *ch, mark("restriction", "unblockable_assault", [None], False, {})])

    def unblockable_shooting_it(self, ch):   # g11: "its shooting cannot be blocked": the card named last
        return self.restrict([It(), *ch, mark("restriction", "unblockable_shooting", [None], False, {})])

    def unblockable_assault_it(self, ch):
        return self.restrict([It(), *ch, mark("restriction", "unblockable_assault", [None], False, {})])

    def r_block_as_speed(self, ch):   # "may block shooting as if its speed were 4" (issue 24, g6)
        return mark("restriction", "block_as_speed", [None], False, {"speed": ints_of(ch)[0]})

    # ---- g11 (issue 24): rule bends and verbs the language lacked
    def r_block_speed_plus(self, ch):   # "block as if they had +1 speed" / «… была на 1 больше»
        return mark("restriction", "block_speed_plus", [None], False, {"speed": ints_of(ch)[0]})
    def r_charge_assault(self, ch):   # "may charge and assault in the same war action"
        if any(n != 1 for n in ints_of(ch)):
            raise ValueError("a unit charges and attacks in one war action")
        return mark("restriction", "charge_assault", [None], False)

    def r_charge_shoot(self, ch):
        if any(n != 1 for n in ints_of(ch)):
            raise ValueError("a unit charges and attacks in one war action")
        return mark("restriction", "charge_shoot", [None], False)

    def swap_stats(self, ch):   # "Swap the firepower and armor of target unit."
        stats = strs_of(ch)
        if len(stats) != 2 or "flags" in stats:
            raise ValueError("a swap names two of firepower, assault, speed and armor")
        return ir.SwapStats(target=self._target(ch), stats=stats, duration=self._duration(ch))

    def swap_places(self, ch):   # "swap this unit with one of your units in another sector"
        a, b = self._targets(ch)
        return ir.SwapPlaces(target=a, other=b)

    def dealer_this(self, ch):
        return mark("dealer", "this")

    def dealer_it(self, ch):
        return mark("dealer", "it")

    def damage_equal_own(self, ch):   # "it deals damage equal to its assault to the attacking unit"
        stat = strs_of(ch)[0]
        return mark("with_x", ir.Damage(target=self._target(ch), amount=ir.X()),
                  ir.XStat(of="this", stat=stat), mark_of(ch, "dealer")[1])

    def bw_counter(self, ch):
        if mark_of(ch, "kw")[1] != "Counter-attack":
            raise ValueError("extra damage is dealt when shooting, assaulting or counter-attacking")
        return mark("bonus_when", "counter_attack")

    def bw_shooting(self, ch):
        return mark("bonus_when", "shooting")

    def bw_assault(self, ch):
        return mark("bonus_when", "assault")

    def damage_bonus(self, ch):   # "deal 1 extra damage when they counter-attack"
        d = mark_of(ch, "duration")
        return ir.DamageBonus(target=self._target(ch), attack=mark_of(ch, "bonus_when")[1], amount=ints_of(ch)[0],
                              duration=d[1] if d else None)

    # ---- g13 (issue 24): amounts, rolls, randomness and damage
    def swap_between(self, ch):   # "Swap the armor of the attacking unit and the defending unit."
        stats = strs_of(ch)
        a, b = self._targets(ch)
        if len(set(stats)) != 1 or stats[0] == "flags":
            raise ValueError("a swap between two cards names one of firepower, assault, speed and armor")
        if a == b:
            raise ValueError("a swap between two cards names two cards")
        return ir.SwapBetween(target=a, other=b, stat=stats[0], duration=self._duration(ch))

    def swap_att_def(self, ch):   # «броню атакующего и защищающегося отрядов»
        return self.swap_between([ir.AttackingCard(), ir.DefendingCard()] + list(ch))

    def cancel_by_card(self, ch):   # "That unit deals no damage": the trigger's attack or overrun (see build_ability)
        return mark("cancel_by")

    def x_than_more(self, ch):
        return mark("xthan", 1)

    def x_than_less(self, ch):
        return mark("xthan", -1)

    def x_def_than(self, ch):   # "X is 1 more than its armor" / «Х на 1 больше его брони»
        n = ints_of(ch)[0]
        if n < 1:
            raise ValueError("X is more or less than a value by a number above 0")
        plus = mark_of(ch, "xthan")[1] * n
        return self.x_def([c for c in ch if not (isinstance(c, Mark) and c.tag == "xthan")] + [mark("xplus", plus)])
    def damage_double(self, ch):   # "This unit deals double damage when it counter-attacks."
        d = mark_of(ch, "duration")
        return ir.DamageBonus(target=self._target(ch), attack=mark_of(ch, "bonus_when")[1], amount=0, double=True,
                              duration=d[1] if d else None)

    def test_pass(self, ch):   # "If the roll is a test, the test is passed." / «…, тест пройден.»
        w = mark_of(ch, "whose")
        return ir.TestResult(passed=True, whose=w[1] if w else "any")

    def test_fail(self, ch):
        w = mark_of(ch, "whose")
        return ir.TestResult(passed=False, whose=w[1] if w else "any")

    def flag_than(self, ch):   # "your opponent has 2 fewer flags in this sector" / «у противника на 2 флага меньше»
        sign = mark_of(ch, "xthan")[1]
        owner = mark_of(ch, "owner")[1]
        n = ints_of(ch)[0]
        if n < 1:
            raise ValueError("a player has 1 or more flags more or fewer")
        return ir.FlagChange(player="you" if owner == "own" else "opponent", sign=sign, amount=ir.Number(value=n))

    def lose_counter(self, ch):   # "That unit cannot counter-attack": it loses the keyword for the time
        if mark_of(ch, "kw") is not None and mark_of(ch, "kw")[1] != "Counter-attack":
            raise ValueError("'cannot' with a keyword is said of Counter-attack only")
        return ir.Lose(target=self._target(ch), keyword="Counter-attack", duration=self._duration(ch))

    def x_round_up(self, ch):
        return mark("xround", "half_up")

    def x_round_down(self, ch):
        return mark("xround", "half_down")

    def _x_scaled(self, ch, scale):
        if any(n != 2 for n in ints_of(ch)):   # «умноженная на 2», «деленный на 2»
            raise ValueError("X is doubled or halved: multiplied or divided by 2")
        x = self.x_def([c for c in ch if not (isinstance(c, Mark) and c.tag == "xround")])
        return mark("x", x[1].model_copy(update={"scale": scale}))

    def x_def_double(self, ch):   # "X is twice its speed" / «Х равно удвоенной скорости»
        return self._x_scaled(ch, "double")

    def x_def_half(self, ch):   # "X is half its assault, rounded up" / «половине его штурма с округлением вверх»
        return self._x_scaled(ch, mark_of(ch, "xround")[1])
    # ---- end g13

    def unshootable_obj(self, ch):   # «По этому отряду нельзя стрелять»
        d = mark_of(ch, "duration")
        return ir.Restriction(rule="unshootable", target=self._target(ch), duration=d[1] if d else None)

    def no_infiltrate_any(self, ch):   # "no infiltrating into this sector" / «в этот сектор нельзя внедрять»
        return ir.Restriction(rule="no_infiltrate", target=ir.Choose(quantity="all", owner="any", types=["card"]))

    def look_infiltrate(self, ch):   # "Look at the top 3 cards of your deck and infiltrate one unit from among them."
        what = mark_of(ch, "infil_what")
        r = mark_of(ch, "rest")
        if r is not None and r[2]:
            raise ValueError("the rest of the cards infiltrated from are not put in an order")
        return mark("then", "infiltrate", {"count": mark_of(ch, "infil_count")[1], "types": what[1],
                                         "filters": what[2], "rest": r[1] if r else "keep"})
    # ---- end g11

    def r_overrun_times(self, ch):   # "may make up to 2 overruns in each war action" (issue 24, g6)
        if any(k != 1 for k in ints_of(ch)[1:]):   # g11: «за одну ВА»
            raise ValueError("overruns are counted in one war action")
        n = ints_of(ch)[0]
        if n < 2:
            raise ValueError("one overrun a war action is the rule itself")
        return mark("restriction", "overrun_any", [None], False, {"times": n})
    r_overrun_asset = _r("overrun_asset")   # issue 24, g6
    r_block_uncharged = _r("block_uncharged")
    r_no_infiltrate = _r("no_infiltrate")

    def no_infiltrate(self, ch):
        """"Your opponent cannot infiltrate units into this sector" = their units cannot be infiltrated
        into it; "Units cannot be ..." (no player named): anyone's."""
        what = mark_of(ch, "infil_what")
        owner = {"you": "own", "opponent": "enemy", "each": "any"}[self._player(ch, "each")]
        return ir.Restriction(rule="no_infiltrate", target=ir.Choose(
            quantity="all", owner=owner, types=what[1], filters=what[2], alt=what[3] if len(what) > 3 else []))
    r_no_block_obj = _r("unblockable")
    r_no_shoot_at = _r("unshootable")
    r_no_assault_obj = _r("unassaultable")

    def by_desc(self, ch):
        """Who may not block, shoot at or assault a card: a description of all such cards. Only an
        enemy can do any of these, so "enemy" says nothing more ("by enemy flagless units" = "by
        flagless units"), and "your" cannot be meant."""
        owner, types, filters, alts, other, _ = describe_parts(ch)
        if owner == "own" or other:
            raise ValueError("only the opponent's cards block, shoot or assault")
        zone = mark_of(ch, "zone")
        if zone is not None and zone[1] != "sector":
            raise ValueError("a card that blocks, shoots or assaults is in the battle's sector")
        return mark("by", ir.Choose(quantity="all", owner="any", types=types, filters=filters, alt=alts))

    def src_enemy(self, ch):
        return mark("src_enemy")

    def _src(self, ch, kinds=(), types=()):
        return mark("source", bool(marks_of(ch, "src_enemy")), ir.AbilitySource(kinds=list(kinds), types=list(types)))

    def src_kind_only(self, ch):
        return self._src(ch, kinds=[mark_of(ch, "src_kind")[1]])

    def src_type_only(self, ch):
        return self._src(ch, types=[mark_of(ch, "src_type")[1]])

    def src_any(self, ch):
        return self._src(ch)

    def src_kinds(self, ch):   # g8: "enemy tactics or reactions" / «тактик и реакций противника»
        kinds = []
        for m in marks_of(ch, "src_kind"):
            if m[1] in kinds:
                raise ValueError("a kind of ability is named twice")
            kinds.append(m[1])
        return self._src(ch, kinds=sorted(kinds, key=["WA", "T", "R", "M", "A", "E"].index))

    def src_letter(self, ch):   # g8: "WA cards", "T abilities"
        return mark("src_kind", mark_of(ch, "kind")[1])

    def src_wa(self, ch):   # g8: "war action cards" / «карт военных акций»
        return mark("src_kind", "WA")

    def r_no_destroy_by(self, ch):   # g8: "cannot be destroyed by tactics / by enemy cards"
        m = self._r_no_destroy_src(ch)
        if m[4].get("source") == ir.AbilitySource():
            m[4]["source"] = None   # "by enemy cards": by any enemy ability, the plain form
        return m


    def src_t(self, ch):
        return mark("src_kind", "T")

    def src_a(self, ch):
        return mark("src_kind", "A")

    def src_r(self, ch):
        return mark("src_kind", "R")

    def src_m(self, ch):
        return mark("src_kind", "M")

    def src_e(self, ch):
        return mark("src_kind", "E")

    def src_ship(self, ch):
        return mark("src_type", "ship")

    def src_unit(self, ch):
        return mark("src_type", "unit")

    def src_asset(self, ch):
        return mark("src_type", "asset")

    r_unblockable = _r("unblockable")
    r_unshootable = _r("unshootable")
    r_no_block = _r("no_block")
    r_no_charge = _r("no_charge")
    r_no_shoot = _r("no_shoot")
    r_no_assault = _r("no_assault")
    r_no_lock = _r("no_lock")
    r_no_lock_enemy = _r("no_lock", True)
    r_no_destroy = _r("no_destroy")
    r_no_destroy_shooting = _r("no_destroy_shooting")
    r_no_destroy_assault = _r("no_destroy_assault")
    r_no_destroy_ability = _r("no_destroy_ability")
    r_no_destroy_ability_enemy = _r("no_destroy_ability", True)
    r_untargetable = _r("untargetable")
    r_untargetable_enemy = _r("untargetable", True)
    del _r

    def blockers(self, ch):
        k = mark_of(ch, "kw")
        return mark("kwlist", [k[1]]) if k else mark_of(ch, "kwlist")

    def restrict(self, ch):
        target = self._target(ch)
        d = mark_of(ch, "duration")
        out = []
        for r in marks_of(ch, "restriction"):
            extra = dict(r[4]) if len(r) > 4 else {}
            obj = extra.pop("obj", None)
            on, by = target, extra.pop("by", None)
            if obj is not None:
                # "Enemy flagless units cannot block this unit" is "this unit cannot be blocked by enemy
                # flagless units": said from the side of the card it protects, so one meaning has one form
                if not (isinstance(target, ir.Choose) and target.quantity == "all"):
                    raise ValueError("who cannot block or shoot at a card is a description of all such cards")
                if target.owner == "own" or target.other:
                    raise ValueError("only the opponent's cards block or shoot")
                on = obj
                by = target.model_copy(update={"owner": "any", "count": None})
            keywords = r[2]
            if by is not None:
                by, keywords = by_keywords(by, r[1])
            for k in keywords:
                out.append(ir.Restriction(rule=r[1], keyword=k, target=on, duration=d[1] if d else None,
                                          enemy_only=r[3], by=None if k is not None else by, **extra))
        if len(out) > 1 and isinstance(out[0].target, ir.Choose) and out[0].target.quantity != "all":
            # g18d: "One enemy unit cannot shoot or assault": one card chosen, then both fall on it
            out = [out[0], *(r.model_copy(update={"target": ir.ChosenCard()}) if r.target == out[0].target else r
                             for r in out[1:])]
        return out[0] if len(out) == 1 else mark("several", out)

    # ---- g4b: rule changes for a sector (ir.SectorRule)
    def rw_keyword(self, ch):
        k = mark_of(ch, "kw")[1]
        if k != "Counter-attack":   # the one keyword whose rule a rule change switches off
            raise ValueError(f"the rule of '{k}' is not one a rule change names")
        return mark("rule_what", "counter_attack", None)

    def rw_overrun(self, ch):
        return mark("rule_what", "overrun", None)

    def rw_shooting(self, ch):
        return mark("rule_what", "shooting", None)

    def rw_assault(self, ch):
        return mark("rule_what", "assault", None)

    def rw_ships(self, ch):   # g11: "Ships cannot be used ..." = ship abilities cannot be used
        return mark("rule_what", "abilities", ir.AbilitySource(types=["ship"]))

    def rw_abilities(self, ch):
        src = mark_of(ch, "source")
        if src[1]:
            raise ValueError("a rule change for a sector names abilities of no player")
        return mark("rule_what", "abilities", src[2])

    def rh_no_effect(self, ch):
        return mark("rule_how", "no_effect")

    def rh_no_damage(self, ch):
        return mark("rule_how", "no_damage")

    def rh_unblockable(self, ch):
        return mark("rule_how", "unblockable")

    def rh_cannot_use(self, ch):
        return mark("rule_how", "cannot_use")

    def rcw_sector(self, ch):
        return mark("rule_where", "sector")

    def rcw_all(self, ch):
        return mark("rule_where", "all")

    def rcp_attacker(self, ch):
        return mark("rule_player", "attacker")

    def rcp_defender(self, ch):
        return mark("rule_player", "defender")

    def rcp_each(self, ch):
        return mark("rule_player", "each")

    def sector_rule(self, ch):
        """"Counter-attack has no effect in this sector", "Shooting in this sector cannot be blocked",
        "Ship abilities cannot be used during battles for this sector": what x how x where x how long.
        Abilities that "have no effect" cannot be used; "special assaults cannot be blocked" names the
        attacks, not the abilities."""
        _, what, source = mark_of(ch, "rule_what")
        how = mark_of(ch, "rule_how")[1]
        if what == "abilities" and how == "no_effect":
            how = "cannot_use"
        if what == "abilities" and how == "unblockable":
            if source is None or source.kinds != ["A"] or source.types:
                raise ValueError("only attacks are blocked")
            what, source = "special_assault", None
        where = mark_of(ch, "rule_where")
        d = mark_of(ch, "duration")
        return ir.SectorRule(what=what, how=how, source=source, where=where[1] if where else "sector",
                             duration=d[1] if d else None)

    def sector_rule_hand(self, ch):
        """"The attacker draws 1 more card for their command hand in battles for this sector"; g10: "1
        fewer card", "5 cards ... instead of 6"."""
        n = mark_of(ch, "rcn")
        how, amount = (n[1], n[2]) if n is not None else ("more", first_of(ch, ir.Number))
        if not isinstance(amount, ir.Number):
            raise ValueError("a command hand grows by a number of cards")
        if amount.value == 0:
            raise ValueError("a command hand changes by a number of cards above 0")
        where = mark_of(ch, "rule_where")
        p = mark_of(ch, "rule_player")
        return ir.SectorRule(what="command_hand", how=how, player=p[1] if p else "you",
                             amount=amount.value, where=where[1] if where else "sector")

    sector_rule_hand_you = sector_rule_hand   # g10: "draw 1 additional card for your command hand"

    def sector_rule_player(self, ch):   # g9: "Your opponent cannot play reactions": that player's abilities
        src = mark_of(ch, "source")
        if src[1]:
            raise ValueError("the player is named: their abilities are not 'enemy' ones")
        p = mark_of(ch, "rule_player")[1]
        where = mark_of(ch, "rule_where")
        d = mark_of(ch, "duration")
        return ir.SectorRule(what="abilities", how="cannot_use", source=src[2], player=None if p == "each" else p,
                             where=where[1] if where else "sector", duration=d[1] if d else None)

    def rcn_more(self, ch):
        return mark("rcn", "more", first_of(ch, ir.Node))

    def rcn_fewer(self, ch):
        return mark("rcn", "fewer", first_of(ch, ir.Node))

    def rcn_size(self, ch):   # "5 cards instead of 6": the rulebook's hand of six (rules: battle.preparation)
        n, instead = ints_of(ch)[:2]
        if instead != 6:
            raise ValueError("a command hand is six cards: 'instead of 6'")
        if n == 6:
            raise ValueError("a command hand of six instead of six changes nothing")
        return mark("rcn", "size", ir.Number(value=n))

    # ---- g12 (issue 24): players and the battle's procedure
    def sector_rule_hand_size(self, ch):
        """"In battles for this sector, players draw 5 cards for their command hands": the hand's size
        (said of a player and a sector: without them "draw 5 cards" is a draw)."""
        n = ints_of(ch)[0]
        if not 1 <= n <= 9 or n == 6:
            raise ValueError("a command hand's size is a number of cards from 1 to 9 other than the rulebook's six")
        where = mark_of(ch, "rule_where")
        p = mark_of(ch, "rule_player")
        return ir.SectorRule(what="command_hand", how="size", player=p[1], amount=n,
                             where=where[1] if where else "sector")

    def sector_rule_first(self, ch):
        """"In battles for this sector, the defender declares the first war action": who begins the
        combat step (rules: battle.combat; by the rulebook the player who chose the battle)."""
        p = mark_of(ch, "rule_player")[1]
        if p == "each":
            raise ValueError("one player declares the first war action")
        where = mark_of(ch, "rule_where")
        return ir.SectorRule(what="first_action", how="declares", player=p, where=where[1] if where else "sector")
    def sector_rule_capture(self, ch):
        """"A player can capture this sector only if he has at least 1 flagged Infantry unit in it": the
        capturing player's count, read as "you have ..." of that player."""
        need = self._count_pred(ch, "own")
        if need.owner != "own" or need.other or need.zone != "sector":
            raise ValueError("a capture's condition counts the capturing player's own cards in the sector")
        return ir.SectorRule(what="capture", how="only_if", need=need)

    def rv_lock(self, ch):
        return mark("restr_verb", "no_lock")

    def rv_target(self, ch):
        return mark("restr_verb", "untargetable")

    def rv_ready(self, ch):
        return mark("restr_verb", "no_ready")

    def rv_destroy(self, ch):
        return mark("restr_verb", "no_destroy_ability")

    def restrict_by_source(self, ch):
        """"Enemy cards cannot lock this ship", "Enemy tactics cannot target this unit": the restriction
        said from the side of the card it protects ("This ship cannot be locked by enemy cards"), so one
        meaning has one form."""
        src = mark_of(ch, "source")
        rule = (mark_of(ch, "restr_verb") or (None, "untargetable"))[1]
        enemy, source = src[1], src[2]
        if source == ir.AbilitySource() and rule != "no_ready":
            source = None   # "cards", "abilities": every ability ("cannot be readied by abilities" says so)
        extra = {"source": source} if source is not None else {}
        rest = [c for c in ch if not (isinstance(c, Mark) and c.tag in ("source", "restr_verb"))]
        return self.restrict([*rest, mark("restriction", rule, [None], enemy, extra)])

    def restrict_by_player(self, ch):
        """"Your opponent cannot play tactics that target this unit": this unit cannot be the target of
        the opponent's tactics (the same form as said from the side of the card)."""
        src = mark_of(ch, "source")
        if src[1]:
            raise ValueError("the player is named: their abilities are not 'enemy' ones")
        ch = [c for c in ch if not (isinstance(c, Mark) and c.tag == "source")]
        return self.restrict_by_source([*ch, mark("source", True, src[2]), mark("restr_verb", "untargetable")])
    # ---- g12 end

    def rcp_you(self, ch):
        return mark("rule_player", "you")

    def rcp_opponent(self, ch):
        return mark("rule_player", "opponent")
    # ---- g4b end
