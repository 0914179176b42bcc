"""The English canonical text of each effect (issue 25: split out of render.py), for :class:`render_en.En`."""

from __future__ import annotations

from heresy_app.abilities import doubling, ir, render_attacks, render_rules
from heresy_app.abilities.lexicon import keyword_en_plural
from heresy_app.abilities.players_named import PLAYER_VERBS
from heresy_app.abilities.render_base import STAT_EN, article, cap_of, their_en, third_en
from heresy_app.abilities.render_tables import (
    CANCELLED_EN, RULE_EN, RULE_MORE_EN, cancelled, count_of, per_number, sector_rule_en_of, x_of_amount
)


class EnEffectParts:
    """The methods for the effects in English: what each op says (mixed in before :class:`render_base.Renderer`)."""

    def _effect(self, e) -> str:
        if isinstance(e, ir.BecomeDefending):
            words, plural = self.target(e.target)
            return f"{words} {'become' if plural else 'becomes'} the defending unit"
        if isinstance(e, ir.SwapStats):   # g11
            return f"swap the {STAT_EN[e.stats[0]]} and {STAT_EN[e.stats[1]]} of {self.them(e.target)}" + self.duration(e.duration)
        if isinstance(e, ir.SwapPlaces):   # g11
            return f"swap {self.them(e.target)} with {self.them(e.other)}"
        if isinstance(e, ir.SwapBetween):   # g13: "swap the armor of the attacking card and the defending card"
            return (f"swap the {STAT_EN[e.stat]} of {self.them(e.target)} and {self.them(e.other)}"
                    + self.duration(e.duration))
        if isinstance(e, ir.DamageBonus):   # g11: "... deal 1 extra damage when they counter-attack"
            words, plural = self.target(e.target)
            verb = {"shooting": "shoot", "assault": "assault", "counter_attack": "counter-attack"}[e.attack]
            who = "they" if plural else "it"
            how = "double damage" if e.double else f"{e.amount} extra damage"   # g13: double
            return (f"{words} {'deal' if plural else 'deals'} {how} when {who} {verb}{'' if plural else 's'}"
                    + self.duration(e.duration))
        if isinstance(e, ir.DamageReduced):   # g6: "Damage dealt to this unit by shooting is reduced by 1"
            by = {"shooting": " by shooting", "assault": " by assaults", "special_assault": " by special assaults",
                  "attacks": " by attacks", "any": ""}[e.attack]
            if e.amount is None:   # g21b: prevented, for a time
                return f"all damage dealt to {self.them(e.target)}{by} is prevented{self.duration(e.duration)}"
            return f"damage dealt to {self.them(e.target)}{by} is reduced by {e.amount}{self.duration(e.duration)}"
        if isinstance(e, ir.SetStat) and isinstance(e.amount, ir.Number) and e.stat != "flags":   # g20b: set to a number
            whose = self.them(e.target)
            whose = {"it": "its ", "them": "their "}.get(whose, "the ") + STAT_EN[e.stat] + (
                "" if whose in ("it", "them") else f" of {whose}")
            return f"{whose} {'is' if e.duration is None else 'becomes'} {e.amount.value}{self.duration(e.duration)}"
        if isinstance(e, ir.SetStat) and isinstance(e.amount, ir.Number):   # g6: "count as having 1 flag"
            words, plural = self.target(e.target)
            n = e.amount.value
            if n == 0:
                return f"{words} {'give' if plural else 'gives'} no flags{self.duration(e.duration)}"
            return (f"{words} {'count' if plural else 'counts'} as having {n} flag{'' if n == 1 else 's'}"
                    f"{self.duration(e.duration)}")
        if isinstance(e, ir.SetStat):   # "this unit's firepower is equal to the number of ..."
            return f"this {self.noun}'s {STAT_EN[e.stat]} is equal to " + self.xdef(x_of_amount(e.amount))[4:]
        if doubling.is_double(e):   # g19c: "double the firepower of ..."
            return doubling.double_en(self, e)
        count = count_of(e)
        if count is not None:   # "... for each Vehicle unit you have in this sector"
            if getattr(count, "every", 1) > 1:   # g13b: "for every 2 Vehicle units you have here"
                return self._effect(per_number(e)) + f" for every {count.every} " + self.counted(count, True)
            return self._effect(per_number(e)) + " for each " + self.counted(count)
        if isinstance(e, ir.Draw):
            who = {"you": "draw", "opponent": "your opponent draws", "each": "each player draws"}[e.player]
            if isinstance(e.count, ir.ThatMany) and e.count.plus:   # g7: "1 card fewer than he discarded"
                n = abs(e.count.plus)
                than = "fewer" if e.count.plus < 0 else "more"
                pron = {"you": "you", "opponent": "he", "each": "he"}[e.player]
                return f"{who} {n} card{'s' if n != 1 else ''} {than} than {pron} discarded"
            return f"{who} {self.cards(e.count)}"
        if isinstance(e, ir.Discard) and e.whole:
            return {"you": "discard your hand", "opponent": "your opponent discards their hand",
                    "each": "each player discards their hand"}[e.player]
        if isinstance(e, ir.Discard):
            how = {"discarder": "", "other": (" of your opponent's choice" if e.player == "you" else " of your choice"),
                   "random": " at random"}[e.chooser]
            if e.command:   # "1 card with a T command line of your choice"
                how = f" with {'an' if e.command in ('E', 'R', 'M') else 'a'} {e.command} command line" + how
            if e.player == "you":
                return f"discard {self.cards(e.count)}{how}"
            if e.player == "each":
                return f"each player discards {self.cards(e.count)}{how}"
            return f"your opponent discards {self.cards(e.count)}{how}"
        if isinstance(e, ir.LookAtHand):
            return "look at your opponent's hand" if e.player == "opponent" else "look at your hand"
        if isinstance(e, ir.Mill):
            if e.player == "you":
                return f"discard the top {self.cards(e.count)} of your deck"
            who = "each player discards" if e.player == "each" else "your opponent discards"
            return f"{who} the top {self.cards(e.count)} of their deck"
        if isinstance(e, ir.Destroy):
            return "destroy " + self.them(e.target)
        if isinstance(e, ir.Damage):
            return f"deal {self.amount(e.amount)} damage to " + self.them(e.target)
        if isinstance(e, ir.KeywordLine):
            return self.keyword(e.keyword)
        if isinstance(e, ir.Lose):
            words, plural = self.target(e.target)
            return f"{words} {'lose' if plural else 'loses'} {self.keyword(e.keyword)}" + self.duration(e.duration)
        if isinstance(e, ir.SectorRule):   # g4b
            return sector_rule_en_of(self, e)
        if render_attacks.names_attacks(e):   # g16: whose attacks, who may not block them
            return render_attacks.attack_restriction_en(self, e)
        if isinstance(e, ir.Restriction) and e.rule in ("unblockable_shooting", "unblockable_assault"):   # g6
            what = "shooting" if e.rule == "unblockable_shooting" else "assaults"
            if isinstance(e.target, (ir.ChosenCard, ir.TriggerCard)):   # g11: "its shooting": the card named last
                return f"its {'shooting' if e.rule == 'unblockable_shooting' else 'assault'} cannot be blocked" + self.duration(e.duration)
            return f"this {self.noun}'s {what} cannot be blocked" + self.duration(e.duration)
        if isinstance(e, ir.Restriction):
            words = self.target(e.target)[0] if e.target is not None else f"this {self.noun}"
            if e.rule in render_rules.RULES:   # g17c: affected, deployed, entering locked
                return render_rules.restriction_en(self, e, words) + self.duration(e.duration)
            if e.rule in RULE_MORE_EN or e.by is not None or e.source is not None or e.turn_end:
                return f"{words} " + self.restriction_more(e) + self.duration(e.duration)
            if e.rule in RULE_EN:
                rule = RULE_EN[e.rule]
                if e.enemy_only:
                    rule = rule.replace("abilities", "enemy abilities") if "abilities" in rule else rule + " by enemy abilities"
                return f"{words} {rule}" + self.duration(e.duration)
            if e.rule == "unshootable":
                return f"{words} cannot be the target of shooting" + self.duration(e.duration)
            by = ""
            if e.keyword:   # "by Vehicles", "by Terminators"; a keyword the lexicon lacks: 'by "X" units'
                known = keyword_en_plural(e.keyword)
                by = f" by {known}" if known else f" by {self.keyword(e.keyword)} units"
            return f"{words} cannot be blocked{by}" + self.duration(e.duration)
        if isinstance(e, ir.Return):
            words, plural = self.target(e.target)
            owner = "their owner's" if plural else "its owner's"
            if e.to == "discard":
                return f"put {words} into {owner} discard pile"
            if e.to == "hand" and isinstance(e.target, ir.RevealedCard):
                return f"put {words} into {owner} hand"
            if e.to == "hand":
                return f"return {words} to {owner} hand"
            return f"put {words} on " + ("top of" if e.to == "deck_top" else "the bottom of") + f" {owner} deck"
        if isinstance(e, ir.Lock):
            return "lock " + self.them(e.target)
        if isinstance(e, ir.Ready):
            return "ready " + self.them(e.target)
        if isinstance(e, ir.Charge):
            return "make " + self.them(e.target) + " charge"
        if isinstance(e, ir.ModifyStat):
            words, plural = self.target(e.target)
            changes = " and ".join(f"{self.signed(c.sign, c.amount)} {STAT_EN[c.stat]}" for c in [e, *e.more])
            if e.versus:
                changes += f" versus {self.keyword_plural(e.versus)}"
            elif e.versus_this:
                changes += f" versus this {self.noun}"
            elif e.versus_attack:   # "versus shooting" (issue 24, g2)
                changes += " versus " + {"shooting": "shooting", "assault": "assaults",
                                         "special_assault": "special assaults"}[e.versus_attack]
            elif e.versus_cards:   # g8: "versus locked units"
                changes += " versus " + self.description(*ir.versus_types(e.versus_cards), True)   # g16: "versus assets"
            return f"{words} {'get' if plural else 'gets'} {changes}" + self.duration(e.duration)
        if isinstance(e, ir.CounterAttack):
            words, plural = self.target(e.target)
            return f"{words} {'get' if plural else 'gets'} Counter-attack" + self.duration(e.duration)
        if isinstance(e, ir.Versus):
            return f"+{e.amount} {STAT_EN[e.stat]} versus {self.keyword_plural(e.keyword)}"
        if isinstance(e, ir.Infiltrate):
            lead = "a" if e.count == 1 else f"up to {e.count}"
            desc = self.description(e.types, e.filters, e.count != 1)
            if e.count == 1:
                lead = article(desc)
            if e.source == "revealed":   # g3b
                return "infiltrate it"
            if e.source == "discarded":
                return f"infiltrate {lead} {desc} discarded this way"
            if e.source == "top":
                rest = {"keep": "", "bottom": " and the rest on the bottom of your deck", "discard": " and discard the rest"}
                return (f"infiltrate {lead} {desc} from among the top {self.cards(ir.Number(value=e.top))} of your deck"
                        + rest[e.rest])
            source = {"hand": "hand", "deck": "deck", "discard": "discard pile"}[e.source]
            if e.locked:   # g14
                return f"put {lead} {desc} from your {source} into your fleet area locked"
            return f"infiltrate {lead} {desc} from your {source}"
        if isinstance(e, ir.Search):
            lead = "a" if e.count == 1 else f"up to {e.count}"
            desc = self.description(e.types, e.filters, e.count != 1)
            if e.count == 1:
                lead = article(desc)
            return f"search your deck for {lead} {desc} and put {'it' if e.count == 1 else 'them'} into your hand"
        if isinstance(e, ir.FlagChange):
            who = {"you": "you get", "opponent": "your opponent gets", "each": "each player gets"}[e.player]
            word = "flags" if self.plural_amount(e.amount) else "flag"
            return f"{who} {self.signed(e.sign, e.amount)} {word} in this battle"
        if isinstance(e, ir.RollAdd):
            whose = self.whose_roll(e)
            up_to = "up to " if e.up_to else ""   # g16
            if e.sign == 1:
                return f"add {up_to}{self.amount(e.amount)} to {whose}"
            return f"subtract {up_to}{self.amount(e.amount)} from {whose}"
        if isinstance(e, ir.Reroll):
            keep = f" and use the {e.keep} result" if e.keep else ""
            if e.whose == "any" and e.of == "any":
                return "roll again" + keep
            return "reroll " + self.whose_roll(e) + keep
        if isinstance(e, ir.RollSet):
            if e.value is None:
                return "choose " + self.whose_roll(e)
            return f"treat {self.whose_roll(e)} as {e.value}"
        if isinstance(e, ir.RollBonus):
            verb, prep = ("add", "to") if e.sign == 1 else ("subtract", "from")
            how_long = {"war_action": "until the end of the war action", "battle": "until the end of the battle",
                        "turn": "until the end of the turn"}[e.duration]
            if e.player == "you":
                return f"{verb} {e.amount} {prep} each of your rolls {how_long}"
            who = "your opponent" if e.player == "opponent" else "each player"
            return f"{who} {verb}s {e.amount} {prep} each of their rolls {how_long}"
        if isinstance(e, ir.TestBonus):   # g16: a constant's change to the tests of a kind of card
            t = e.target
            whose = {"own": "your ", "enemy": "enemy ", "any": ""}.get(t.owner, "")
            return (f"tests for abilities of {whose}{self.description(t.types, t.filters, True)} in this sector succeed "
                    f"on a result {e.amount} lower than needed")
        if isinstance(e, ir.TestResult):   # g13: "if the roll is a test, the test is passed"
            roll = {"any": "the roll", "own": "your roll", "opponent": "your opponent's roll"}[e.whose]
            return f"if {roll} is a test, the test {'is passed' if e.passed else 'fails'}"
        if isinstance(e, ir.RollTwice):
            if e.whose == "own":
                return f"roll twice and use the {e.keep} result"
            return f"your opponent rolls twice and uses the {e.keep} result"
        if isinstance(e, ir.VariableRoll):
            return self.variable_roll(e)
        if isinstance(e, ir.Move):
            words, plural = self.target(e.target)
            arrives = "" if e.arrives is None else (
                f". {'They arrive' if plural else 'It arrives'} there {e.arrives}")   # g4b
            if e.to == "here":
                return "move " + self.them(e.target) + " to this sector" + arrives
            where = f" where {self.predicate(e.where)}" if e.where is not None else ""
            return "move " + self.them(e.target) + " to another sector" + where + arrives
        if isinstance(e, ir.Reveal):
            who = {"you": "you reveal", "opponent": "your opponent reveals", "each": "each player reveals"}[e.player]
            if e.what == "hand":
                return {"you": "reveal your hand", "opponent": "your opponent reveals their hand",
                        "each": "each player reveals their hand"}[e.player]
            top = f"the top {self.cards(ir.Number(value=e.count))}"
            if e.player == "you" and e.then == "back":
                return f"reveal {top} of your deck"
            it = "it" if e.count == 1 else "them"
            verb = "put" if e.player == "you" else "puts"
            where = {"back": "", "hand": f" and {verb} {it} into their hand",
                     "bottom": f" and {verb} {it} on the bottom of their deck",
                     "discard": f" and {verb} {it} into their discard pile"}[e.then]
            return f"{who} {top} of their deck{where}"
        if isinstance(e, ir.LookTop):
            deck = "your deck" if e.player == "you" else "your opponent's deck"
            look = f"look at the top {self.cards(ir.Number(value=e.count))} of {deck}"
            if e.then in ("one_to_hand", "to_hand"):
                kinds = e.types != ["card"] or e.filters
                if e.then == "one_to_hand":
                    if kinds:
                        desc = self.description(e.types, e.filters, False)
                        take = f"{article(desc)} {desc} from among them"
                    else:
                        take = "1 of them"
                else:
                    most = f"up to {e.up_to}" if e.up_to else "any number"
                    take = (f"{most} of " + self.description(e.types, e.filters, True) + " from among them"
                            if kinds else f"{most} of them")
                    if e.up_to and kinds:
                        take = f"up to {e.up_to} " + self.description(e.types, e.filters, True) + " from among them"
                rest = {"keep": " and the rest back in any order" if e.then == "one_to_hand" else "",
                        "bottom": " and the rest on the bottom of your deck" + (" in any order" if e.any_order else ""),
                        "discard": " and discard the rest"}[e.rest]
                return f"{look} and put {take} into your hand{rest}"
            return look + {"reorder": " and put them back in any order",
                           "bottom": " and put any number of them on the bottom of your deck",
                           "discard": " and discard any number of them"}[e.then]
        if isinstance(e, ir.Shuffle):
            if e.player != "you":   # "each player shuffles their hand into their deck"
                who = "each player shuffles" if e.player == "each" else "your opponent shuffles"
                return who + {"deck": " their deck", "hand": " their hand into their deck",
                              "discard": " their discard pile into their deck"}[e.what]
            return {"deck": "shuffle your deck", "hand": "shuffle your hand into your deck",
                    "discard": "shuffle your discard pile into your deck"}[e.what]
        if isinstance(e, ir.UnlessPaid) and e.payer == "opponent":   # g12: "... unless your opponent discards 2 cards"
            return " and ".join(self.clauses(e.effects)) + " unless " + " and ".join(self.clauses(e.pay))
        if isinstance(e, ir.UnlessPaid):
            return " and ".join(self.clauses(e.effects)) + " unless you " + " and ".join(self.clauses(e.pay))
        if isinstance(e, ir.Grant):
            words, plural = self.target(e.target)
            return f"{words} {'get' if plural else 'gets'} {self.keyword(e.keyword)}" + self.duration(e.duration)
        if isinstance(e, ir.Later):
            return ("at the end of the battle, " if e.when == "battle" else "at the end of the war action, ") + " and ".join(
                self.effect(x) for x in e.effects)
        if isinstance(e, ir.IfThen):
            then = " and ".join(self.clauses(e.effects))
            if e.negate:
                out = f"{then} unless {self.predicate(e.predicate)}"
            else:
                out = f"if {self.predicate(e.predicate)}, {then}"
            if e.otherwise:
                out += ". Otherwise, " + " and ".join(self.clauses(e.otherwise))
            return out
        if isinstance(e, ir.ChooseOne):
            if len(e.options) == 2 and e.options[0] and not e.options[1]:   # "you may ..."
                return "you may " + " and ".join(self.clauses(e.options[0]))
            lead = "your opponent chooses one: " if e.chooser == "opponent" else "choose one: "   # g16
            options = [" and ".join(self.clauses(o)) for o in e.options]
            if e.chooser == "opponent":   # g15b: a bare verb there would be his doing (players_named.py)
                options = [("you " + o if o.split(" ", 1)[0] in PLAYER_VERBS["en"] else o) for o in options]
            return lead + "; or ".join(options)
        if isinstance(e, ir.Cancel):   # g3: what the reaction's trigger names
            if e.what == "overrun":
                return "that overrun deals no damage"
            if e.what == "attack":   # g6
                return "that attack deals no damage"
            if e.what == "current_attack":   # g16
                return render_attacks.CURRENT_EN
            return "cancel that " + cancelled(self.a.trigger, CANCELLED_EN)
        if isinstance(e, ir.IfDone):   # g3b
            first = " and ".join(self.clauses(e.effects))
            out = ("you may " if e.may else "") + first
            if e.then:
                out += ". If you do, " + " and ".join(self.clauses(e.then))
            if e.otherwise:
                out += (". If you do not, " if e.may else ". If you cannot, ") + " and ".join(self.clauses(e.otherwise))
            return out
        if isinstance(e, ir.EachPlayer):   # g3b: said of each player ("his" cards: "their")
            if e.chooser_only:
                t = e.effects[0].target
                verb = {ir.Destroy: "destroy", ir.Lock: "lock", ir.Ready: "ready"}.get(type(e.effects[0]))
                then = f"{verb} them" if verb else "return them to their owners' hand"
                return f"each player chooses {their_en(self.target(t)[0])}. {cap_of(then)}"
            inner = e.effects[0]
            if len(e.effects) == 1 and isinstance(inner, ir.ChooseOne):
                who = "your opponent may " if e.player == "opponent" else "each player may "   # g15b
                return who + " and ".join(their_en(x) for x in self.clauses(inner.options[0]))
            who = "your opponent " if e.player == "opponent" else "each player "   # g7
            return who + " and ".join(third_en(their_en(x)) for x in self.clauses(e.effects))
        raise TypeError(f"cannot render {type(e).__name__}")

    def fail(self, effects) -> str:
        return "if the test fails, " + " and ".join(self.clauses(effects))

    def cards_in(self, c, plural: bool = False) -> str:
        """"event in your opponent's hand", "cards in your hand"."""
        noun = {None: "card", "E": "event", "T": "tactic", "R": "reaction", "M": "modifier"}[c.command]
        zone = {"hand": "hand", "deck": "deck", "discard": "discard pile"}[c.zone]
        whose = "your" if c.player == "you" else "your opponent's"
        return f"{noun}{'s' if plural else ''} in {whose} {zone}"
