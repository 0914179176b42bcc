"""The English canonical text (issue 25: split out of render.py): targets, costs, X, conditions and
triggers; the effects are :mod:`render_en_effects`."""

from __future__ import annotations

from heresy_app.abilities import ir, render_costs, render_roles
from heresy_app.abilities.lexicon import keyword_en, keyword_en_plural
from heresy_app.abilities.render_base import ROLE_OWNERS, STAT_EN, Renderer, article, discards
from heresy_app.abilities.render_en_effects import EnEffectParts
from heresy_app.abilities.render_places import capture_trigger
from heresy_app.abilities.render_ru import Ru
from heresy_app.abilities.render_tables import SOURCE_KIND_EN, paid_noun


class En(EnEffectParts, Renderer):
    YOU = {"draw": "you draw", "discard": "you discard"}
    XMAX = "X cannot be more than {n}"
    XMIN = "X cannot be less than {n}"
    PLUS = ("plus", "minus")
    ONCE = {"battle": "use only once per battle", "turn": "use only once per turn"}
    UNLIMITED = "unlimited"
    EITHER_PLAYER = "either player may use this ability"   # g18e
    WHEN, IF = "When", "If"

    def instead(self, body) -> str:
        return " and ".join(body) + " instead"

    PREPARATION = "During preparation"
    BEFORE_RESULT = "play before the result is known"
    ROLL_DIE = "roll a die"
    AND = "and"
    NOTHING = "nothing happens"

    # ---------------------------------------------------- pieces
    @staticmethod
    def amount(x) -> str:
        if isinstance(x, ir.Number):
            return str(x.value)
        if isinstance(x, ir.ThatMany):
            return "that many"
        return "d6" if isinstance(x, ir.D6) else "X"

    @staticmethod
    def plural_amount(x) -> bool:
        return not (isinstance(x, ir.Number) and x.value == 1)

    def cards(self, x) -> str:
        return f"{self.amount(x)} card{'s' if self.plural_amount(x) else ''}"

    @staticmethod
    def signed(sign, amount) -> str:
        return ("+" if sign == 1 else "-") + En.amount(amount)

    @staticmethod
    def keyword(k: str) -> str:
        known = keyword_en(k)
        return known if known else f'"{k}"'

    @staticmethod
    def keyword_plural(k: str) -> str:
        """The keyword as the cards' kind in the plural: "versus Vehicles", "versus Heroes"."""
        known = keyword_en_plural(k)
        return known if known else f'"{k}"'

    @staticmethod
    def noun_phrase(types, plural: bool) -> str:
        words = [t + ("s" if plural else "") for t in types]
        if len(words) == 1:
            return words[0]
        return ", ".join(words[:-1]) + " or " + words[-1]

    def adjectives(self, filters) -> list[str]:
        out = []
        for f in filters:
            if isinstance(f, ir.StateFilter):
                out.append(f.state)
            elif isinstance(f, ir.FlagsFilter):
                out.append("flagged" if f.flagged else "flagless")
            elif isinstance(f, ir.KeywordFilter) and not f.negate:
                out.append(self.keyword(f.keyword))
            elif isinstance(f, ir.RoleFilter) and not f.negate:   # g8: "your attacking unit"
                out.append(f.roles[0])
        return out

    def post_filters(self, filters) -> list[str]:
        out = []
        for f in filters:
            if isinstance(f, ir.StatFilter):
                s = STAT_EN[f.stat]
                out.append({
                    "le": f"with {s} {f.value} or less", "ge": f"with {s} {f.value} or more",
                    "lt": f"with {s} less than {f.value}", "gt": f"with {s} more than {f.value}",
                    "eq": f"with {s} exactly {f.value}",
                }[f.cmp])
            elif isinstance(f, ir.StatX):   # g10: "with speed less than X"
                s = STAT_EN[f.stat]
                out.append({"le": f"with {s} X or less", "ge": f"with {s} X or more",
                            "lt": f"with {s} less than X", "gt": f"with {s} more than X"}[f.cmp])
            elif isinstance(f, ir.KeywordFilter) and f.negate:
                out.append(f"without {self.keyword(f.keyword)}")
            elif isinstance(f, ir.StatThan):
                s = STAT_EN[f.stat]
                named = {"this": f"this {self.noun}", "attacking": "the attacking unit", "defending": "the defending unit",
                         "blocking": "the blocking unit", "trigger": "that unit"}[f.of]
                t = STAT_EN[f.their] if f.their else s   # g17d: the named card's other statistic
                out.append({"lt": f"with {s} lower than {named}'s {t}", "gt": f"with {s} higher than {named}'s {t}",
                            "le": f"with the same or lower {s} than {named}", "ge": f"with the same or higher {s} than {named}",
                            "eq": f"with the same {s} as {named}"}[f.cmp])
            elif isinstance(f, ir.StateNot):   # g16b
                out.append(f"that is not {f.state}")
            elif isinstance(f, ir.RoleFilter) and f.negate:
                roles = [f"the {r} unit" for r in f.roles]
                out.append("that is neither " + " nor ".join(roles) if len(roles) == 2
                           else "that is not " + " or ".join(roles))
        return out

    def description(self, types, filters, plural: bool) -> str:
        said = " ".join(self.adjectives(filters) + [self.noun_phrase(types, plural)] + self.post_filters(filters))
        if plural:   # g16b: a state denied, in the plural
            for state in ("ready", "locked", "charging"):
                said = said.replace(f"that is not {state}", f"that are not {state}")
        return said

    def target(self, t) -> tuple[str, bool]:
        """The target's words and whether they are plural."""
        if isinstance(t, ir.ThisCard):
            return f"this {self.noun}", False
        if isinstance(t, ir.BlockingUnit):
            return ("any blocking unit" if t.choice else "the blocking unit"), False
        if isinstance(t, (ir.AttackingCard, ir.DefendingCard)) and t.attack is not None:   # g17b
            return render_roles.role_en(t), False
        if isinstance(t, ir.PaidCard):   # g17b: the card the cost locked
            return f"the locked {paid_noun(self.a)}", False
        if isinstance(t, ir.AttackingCard):
            return "the attacking card", False
        if isinstance(t, ir.DefendingCard):
            return "the defending card", False
        if isinstance(t, ir.TriggerCard):
            trig = self.a.trigger
            word = "unit" if trig is None or trig.types == ["unit"] else "card"
            return f"that {word}", False
        if isinstance(t, ir.ChosenCard):
            plural = t.scope or (getattr(self, "_chosen", None) or (False, False))[0]   # scope: "all ..." before
            return ("they", True) if plural else ("it", False)
        if isinstance(t, ir.RevealedCard):
            return "it", False
        words, plural = self.choice(t)
        if t.zone != "sector":
            words += {"play": " in play", "fleet": " in your fleet" if t.owner != "enemy" else " in your opponent's fleet",
                      "discard": " in your discard pile", "elsewhere": " in another sector"}[t.zone]
        return words, plural

    def description_alt(self, t, plural: bool) -> str:
        words = [self.description(t.types, t.filters, plural)]
        words += [self.description(a.types, a.filters, plural) for a in t.alt]
        return " or ".join(words)

    def choice(self, t) -> tuple[str, bool]:
        q, n, owner = t.quantity, t.count, t.owner
        if t.other:
            owner_words = {"enemy": "other enemy", "own": "your other", "any": "other"}
        else:
            owner_words = {"enemy": "enemy", "own": "your", "any": ""}
        owner_words.update(ROLE_OWNERS)
        if q == "all":
            lead = "all " + owner_words[owner]
            return f"{lead.strip()} {self.description_alt(t, True)}", True
        if t.other and q == "exactly" and n == 1 and owner == "own":   # "another card of yours without Infantry"
            kinds = " or ".join(" ".join(self.adjectives(f) + [self.noun_phrase(ts, False)])
                                for ts, f in [(t.types, t.filters)] + [(a.types, a.filters) for a in t.alt])
            posts = "".join(" " + p for p in self.post_filters(t.filters))
            return f"another {kinds} of yours{posts}", False
        if q == "all":
            lead = {"enemy": "all enemy", "own": "all your", "any": "all", **ROLE_OWNERS}[owner]
            return f"{lead} {self.description(t.types, t.filters, True)}", True
        more = " other" if t.other and owner in ("own", "any") else ""   # g8: "up to 2 of your other units"
        if q == "up_to":
            n = "X" if isinstance(n, ir.X) else n   # "Lock up to X enemy units"
            lead = {"enemy": f"up to {n} enemy", "own": f"up to {n} of your{more}", "any": f"up to {n}{more}",
                    **{k: f"up to {n} of {v}" for k, v in ROLE_OWNERS.items()}}[owner]
            plural = n != 1 or owner in ("own", "attacker", "defender")
            return f"{lead} {self.description_alt(t, plural)}", n != 1
        if isinstance(n, ir.X):   # "Lock X enemy units"
            n = "X"
        if n == 1:
            lead = {"enemy": "one enemy", "own": "one of your", "any": "any",
                    **{k: f"one of {v}" for k, v in ROLE_OWNERS.items()}}[owner]
            if t.other and owner in ("enemy", "any"):   # g18a: "one other enemy unit", "another unit"
                lead = {"enemy": "one other enemy", "any": "another"}[owner]
            return f"{lead} {self.description_alt(t, owner in ('own', 'attacker', 'defender'))}", False
        lead = {"enemy": f"{n} enemy", "own": f"{n} of your{more}", "any": f"{n}{more}",
                **{k: f"{n} of {v}" for k, v in ROLE_OWNERS.items()}}[owner]
        return f"{lead} {self.description_alt(t, True)}", True

    def duration(self, d) -> str:
        return {"battle": " until the end of the battle", "turn": " until the end of the turn"}.get(d, "")

    def effect(self, e) -> str:
        out = self._effect(e)
        chosen = Ru.effect_chooses(self, e)   # "it" / "they": what the last choice chose
        if chosen is not None:
            self._chosen = chosen
        return out

    def them(self, t) -> str:
        """The target's words as an object ("them" where a subject says "they")."""
        words = self.target(t)[0]
        return "them" if words == "they" else words


    def restriction_more(self, e) -> str:
        """The restrictions added later: who may not ("cannot be blocked by units with 2 or more
        flags"), which abilities ("cannot be the target of enemy tactics"), overrun, readying."""
        by = f" by {self.description_alt(e.by, True)}" if e.by is not None else ""
        if e.rule == "no_use":   # g12: "cannot use WA abilities"
            return "cannot use " + self.source(e.source, False)
        if e.rule == "no_overrun":
            return "cannot overrun"
        if e.rule == "block_any_speed":
            return "can block shooting regardless of speed"
        if e.rule == "overrun_any" and e.times:   # g6
            return f"can make up to {e.times} overruns per war action"
        if e.rule == "overrun_any":
            return "can overrun any number of times per war action"
        if e.rule == "overrun_asset":   # issue 24, g6
            return "can overrun after destroying an asset"
        if e.rule == "block_uncharged":
            return "can block assaults even if it is not charging"
        if e.rule == "block_as_speed":
            return f"can block shooting as if its speed were {e.speed}"
        if e.rule == "block_speed_plus":   # g11
            their = "their" if isinstance(e.target, ir.Choose) and e.target.quantity == "all" else "its"
            return f"can block shooting as if {their} speed were {e.speed} higher"
        if e.rule in ("charge_assault", "charge_shoot"):   # g11
            return f"can charge and {'assault' if e.rule == 'charge_assault' else 'shoot'} in the same war action"
        if e.rule == "no_infiltrate":
            return "cannot be infiltrated into this sector"
        if e.rule == "unblockable":
            return "cannot be blocked" + by
        if e.rule == "unshootable":
            return "cannot be shot at" + by
        if e.rule == "unassaultable":
            return "cannot be assaulted" + by
        src = self.source(e.source, e.enemy_only)
        if e.rule == "no_ready" and e.turn_end:
            return "cannot be readied at the end of the turn"
        if e.rule == "no_ready":
            return "cannot be readied" + (f" by {src}" if e.source is not None else "")
        if e.rule == "no_lock":
            return f"cannot be locked by {src}"
        if e.rule == "no_destroy_ability":   # g8: "cannot be destroyed by tactics"
            return f"cannot be destroyed by {src}"
        return f"cannot be the target of {src}"

    @staticmethod
    def source(s, enemy: bool) -> str:
        """"enemy tactics", "special assaults", "ship abilities", "abilities"."""
        words = ["enemy"] if enemy else []
        if s is not None and s.kinds:   # g8: "enemy tactics or reactions"
            words += [" or ".join(SOURCE_KIND_EN[k] for k in s.kinds)]
        else:
            words += list(s.types if s is not None else ()) + ["abilities"]
        return " ".join(words)

    def counted(self, c, plural: bool = False) -> str:
        """"Vehicle unit you have in this sector with speed 2 or less": the place before the stat filters,
        as the grammar reads a count; "flag the defending unit has"; "..., to a maximum of 2"; ``plural``
        after "for every 2" (g13b)."""
        if isinstance(c, ir.CardsIn):
            return self.cards_in(c, plural)
        cap = f", to a maximum of {c.max}" if c.max is not None else ""
        if isinstance(c, ir.StatOf):
            if c.stat != "flags":
                raise TypeError("only flags are counted on a card")
            named = {"this": f"this {self.noun}", "attacking": "the attacking unit", "defending": "the defending unit",
                     "blocking": "the blocking unit", "trigger": "that unit", "target": "it"}[c.of]   # g10: target
            return f"flag {named} has{cap}"
        if c.destroyed:
            words = " ".join(self.adjectives(c.filters) + [self.noun_phrase(c.types, plural or c.owner == "own")])
            posts = "".join(" " + p for p in self.post_filters(c.filters))
            lead = {"own": "of your ", "enemy": "enemy ", "any": ""}[c.owner]
            return f"{lead}{words}{posts} destroyed in this battle{cap}"
        return self._counted(c, plural) + cap

    def _counted(self, c, plural: bool = False) -> str:
        words = " ".join((["other"] if c.other else []) + self.adjectives(c.filters) + [self.noun_phrase(c.types, plural)])
        where = {"sector": " in this sector", "play": " in play", "fleet": " in your fleet", "discard": " in your discard pile"}
        posts = "".join(" " + p for p in self.post_filters(c.filters))
        if c.zone == "discard":   # g20c: whose pile is said by the place
            pile = {"own": " in your discard pile", "enemy": " in your opponent's discard pile",
                    "any": " in both discard piles"}[c.owner]
            return f"{words}{pile}{posts}"
        if c.owner == "own":
            return f"{words} you have{where[c.zone]}{posts}"
        if c.owner == "enemy" and c.zone == "fleet":   # g18b s18: the opponent's fleet (was "enemy ships in your fleet")
            return f"{words} in your opponent's fleet{posts}"
        if c.owner == "enemy":
            return f"enemy {words}{where[c.zone]}{posts}"
        return f"{words}{where[c.zone]}{posts}"

    def cost(self, c) -> str:
        if isinstance(c, ir.Test):
            return f"({self.amount(c.value)}+)"
        if isinstance(c, ir.LockThis):
            return f"lock this {self.noun}"
        if isinstance(c, ir.DestroyThis):
            return f"destroy this {self.noun}"
        if isinstance(c, ir.ReturnThis):
            return f"return this {self.noun} to your hand"
        if isinstance(c, ir.LockUnits):
            other = "other " if c.other else ""
            kws = "".join(self.keyword(f.keyword) + " " for f in c.filters if isinstance(f, ir.KeywordFilter))
            if c.types == ["ship"]:   # "lock 1 of your other ships in your fleet area"
                return f"lock {c.count} of your {other}{kws}ships in your fleet area"
            states = [ir.StateFilter(state=c.state)] if c.state != "any" else []   # g16b: every filter said
            return f"lock {c.count} of your {other}{self.description(['unit'], states + list(c.filters), True)}"
        if isinstance(c, ir.DestroyUnits):   # g18c
            return render_costs.destroy_units_en(self, c)
        if isinstance(c, ir.DiscardKind):   # g18c
            return render_costs.discard_kind_en(self, c)
        if isinstance(c, ir.DiscardCards) and c.whole:   # g17d
            return "discard your hand"
        if isinstance(c, ir.DiscardCards):
            return f"discard {c.count} card{'s' if c.count != 1 else ''}"
        if isinstance(c, ir.DiscardTop):
            return f"discard the top {c.count} card{'s' if c.count != 1 else ''} of your deck"
        raise TypeError(f"cannot render {type(c).__name__}")

    def xdef(self, x) -> str:
        if isinstance(x, ir.XFlags):   # g14b
            return "X = the number of flags " + ("you have" if x.player == "you" else "your opponent has") + " in this sector"
        if isinstance(x, ir.XCards):
            return "X = the number of " + self.cards_in(x, plural=True)
        if isinstance(x, ir.XDie):
            if discards(self.a) <= 1:
                return "X = the die of the discarded card"
            return "X = the total of the dice of the discarded cards"
        if isinstance(x, ir.XStat):
            if x.of == "this":
                return f"X = this {self.noun}'s {STAT_EN[x.stat]}"
            if x.of in ("attacking", "defending", "blocking"):
                return f"X = the {x.of} unit's {STAT_EN[x.stat]}"
            if x.of == "trigger":
                return f"X = that unit's {STAT_EN[x.stat]}"
            if x.of == "paid":   # g17b
                return f"X = the locked {paid_noun(self.a)}'s {STAT_EN[x.stat]}"
            return f"X = its {STAT_EN[x.stat]}"
        if isinstance(x, ir.XDie):
            return "X = the die of the discarded card"
        lead = {"own": "your ", "enemy": "enemy ", "any": ""}[x.owner] + ("other " if x.other else "")
        if isinstance(x, ir.XAmong):   # g10: "X = the highest speed among your units"
            how = f"X = the total {STAT_EN[x.stat]} of " if x.most == "total" else f"X = the {x.most} {STAT_EN[x.stat]} among "
            return f"{how}{lead}{self.description(x.types, x.filters, True)}" + (" in play" if x.zone == "play" else "")
        if x.zone == "discard":   # g20c: whose pile is said by the place
            pile = {"own": " in your discard pile", "enemy": " in your opponent's discard pile",
                    "any": " in both discard piles"}[x.owner]
            return f"X = the number of {'other ' if x.other else ''}{self.description(x.types, x.filters, True)}{pile}"
        return f"X = the number of {lead}{self.description(x.types, x.filters, True)}" + (
            " in play" if x.zone == "play" else " destroyed in this battle" if x.destroyed else "")

    @staticmethod
    def whose_roll(e) -> str:
        """"the result of the roll", "the result of a test", "the result of your opponent's d6 roll"."""
        noun = {"any": "roll", "test": "test", "d6": "d6 roll", "variable": "variable roll"}[e.of]
        if e.whose == "own":
            return f"the result of your {noun}"
        if e.whose == "opponent":
            return f"the result of your opponent's {noun}"
        return "the result of the roll" if e.of == "any" else f"the result of a {noun}"

    def predicate(self, p) -> str:
        if isinstance(p, ir.FirstWarAction):   # g9
            return "it is the first war action of the battle"
        if isinstance(p, ir.RollResult):
            return f"the result is {p.value}" + {"eq": "", "ge": " or more", "le": " or less"}[p.cmp]
        if isinstance(p, ir.TestOutcome):   # g16
            return f"the roll is a {'passed' if p.passed else 'failed'} test"
        if isinstance(p, ir.RollMade) and p.made_for == "event":   # g16
            return "the roll is made for an event"
        if isinstance(p, ir.RollMade):
            during = {None: "", "shooting": " during shooting", "assault": " during an assault",
                      "special_assault": " during a special assault"}[p.during]
            if p.owner == "any":
                return "the roll is made" + during
            return ("you" if p.owner == "own" else "your opponent") + " made the roll" + during
        if isinstance(p, ir.CardsInAtLeast):   # "you have an event in your hand", "... 3 or more cards in ..."
            who = "you have" if p.player == "you" else "your opponent has"
            where = self.cards_in(ir.CardsIn(player=p.player, zone=p.zone, command=p.command), p.at_least != 1)
            if p.at_least == 1:
                return f"{who} {article(where)} {where}"
            return f"{who} {p.at_least} or more {where}"
        if isinstance(p, ir.PlayerRole):
            return f"you are the {p.role}"
        if isinstance(p, ir.CardIs) and p.of == "rolled_for":   # g17b: "the roll is made for one of your Heroes"
            desc = self.description(p.types, p.filters, p.owner == "own")
            if p.owner == "own":
                return f"the roll is made for one of your {desc}"
            lead = "enemy " if p.owner == "enemy" else ""
            return f"the roll is made for {article(lead + desc)} {lead}{desc}"
        if isinstance(p, ir.CardIs):
            named = {"this": f"this {self.noun}", "attacking": "the attacking unit", "defending": "the defending unit",
                     "blocking": "the blocking unit", "trigger": "that unit", "chosen": "it",
                     "revealed": "it"}[p.of]
            stats = [f for f in p.filters if isinstance(f, ir.StatFilter)]
            if len(stats) == 1 and len(p.filters) == 1 and p.types == ["card"] and p.owner == "any" and stats[0].cmp != "lt" \
                    and stats[0].cmp != "gt":
                f = stats[0]
                whose = "its" if p.of in ("chosen", "revealed") else f"{named}'s"
                tail = {"ge": " or more", "le": " or less", "eq": ""}[f.cmp]
                return f"{whose} {STAT_EN[f.stat]} is {f.value}{tail}"
            desc = self.description(p.types, p.filters, p.owner == "own")
            if p.owner == "own":
                return f"{named} is one of your {desc}"
            lead = "enemy " if p.owner == "enemy" else ""
            return f"{named} is {article(lead + desc)} {lead}{desc}"
        if isinstance(p, ir.ThisState):
            return f"this {self.noun} is {p.state}"
        if isinstance(p, ir.ThisRole):
            if p.attack is not None:   # "is assaulting", "is shooting", "is defending against shooting"
                if p.role == "attacking":
                    return f"this {self.noun} is " + ("assaulting" if p.attack == "assault" else "shooting")
                return f"this {self.noun} is defending against " + ("an assault" if p.attack == "assault" else "shooting")
            return f"this {self.noun} is {p.role}"
        if isinstance(p, ir.OnPlanet):
            return "the battle is on " + ("Prospero" if p.planet == "prospero" else "Isstvan III")
        if isinstance(p, ir.CardDestroyed):
            named = {"this": f"this {self.noun}", "attacking": "the attacking unit", "defending": "the defending unit",
                     "blocking": "the blocking unit", "trigger": "that unit", "chosen": "it"}[p.of]
            return f"{named} is destroyed"
        if isinstance(p, ir.OnlyOne):
            return f"this {self.noun} is your only {self.description(p.types, p.filters, False)} in this sector"
        if isinstance(p, ir.AllAre):   # g4b: "all your units in this sector are locked"
            lead = {"own": "your ", "enemy": "enemy ", "any": ""}[p.owner]
            return f"all {lead}{self.description(p.types, p.filters, True)} in this sector are {p.state}"
        if isinstance(p, ir.MoreThan):
            who, rival = ("you have", "your opponent") if p.owner == "own" else ("your opponent has", "you")
            where = "" if p.types == ["ship"] or p.count == "hand" else " in this sector"
            what = {"cards": self.description(p.types, p.filters, True), "flags": "flags",
                    "hand": "cards in hand"}[p.count]
            if p.than_types is not None:   # g13: "you have more assets than units in this sector"
                other = self.description(p.than_types, p.than_filters, True)
                return f"{who} {'fewer' if p.compare == 'fewer' else 'more'} {what} than {other}{where}"
            if p.compare == "same":   # issue 24, g6
                return f"{who} as many {what}{where} as {rival}"
            return f"{who} {'fewer' if p.compare == 'fewer' else 'more'} {what}{where} than {rival}"
        who = {"own": "you have", "enemy": "your opponent has", "any": "there is"}[p.owner]
        other = getattr(p, "other", False)
        if getattr(p, "zone", "sector") == "play":   # the place before the stat filters, as the grammar reads a count
            posts = "".join(" " + x for x in self.post_filters(p.filters))
            words = " ".join(self.adjectives(p.filters) + [self.noun_phrase(p.types, p.at_least != 1)])
            if p.at_least == 1:
                return f"{who} {'another' if other else article(words)} {words} in play{posts}"
            return f"{who} {p.at_least} or more {'other ' if other else ''}{words} in play{posts}"
        if p.at_least == 1:
            desc = self.description(p.types, p.filters, False)
            art = "another" if other else article(desc)
            return f"{who} {art} {desc}"
        if p.owner == "any":
            who = "there are"
        return f"{who} {p.at_least} or more {'other ' if other else ''}{self.description(p.types, p.filters, True)}"

    def condition(self, c) -> str:
        if isinstance(c.predicate, ir.DuringAttack) and c.mode == "only_if":
            return "use only during " + {"shooting": "shooting", "assault": "an assault",
                                         "special_assault": "a special assault"}[c.predicate.attack]
        lead = "use only if" if c.mode == "only_if" else "cannot be used if"
        return f"{lead} {self.predicate(c.predicate)}"

    def trigger(self, t) -> str:
        if t.event == "played" and t.command is not None:
            what = {"T": "a tactic", "R": "a reaction", "M": "a modifier", "E": "an event", "WA": "a war action card"}
            return f"When {'you play' if t.owner == 'own' else 'your opponent plays'} {what[t.command]}"
        if t.event in ("played", "roll"):
            verb = {
                ("played", "own"): "you play a card", ("played", "enemy"): "your opponent plays a card",
                ("played", "any"): "a card is played", ("roll", "own"): "you roll",
                ("roll", "enemy"): "your opponent rolls", ("roll", "any"): "a roll is made",
            }[(t.event, t.owner)]
            return "When " + verb
        if t.event == "battle_start":
            return "At the start of the battle"
        if t.event == "ability_used" and t.command == "A":   # g3
            return f"When {self._trigger_who(t)} uses a special assault"
        if t.event == "ability_used":
            words = self.description(t.types, t.filters, False)
            return f"When {'you use' if t.owner == 'own' else 'your opponent uses'} {article(words)} {words} ability"
        if t.event == "fleet":   # g14
            who = "this ship" if t.this else self._trigger_who(t)
            return f"When {who} enters {({'own': 'your', 'enemy': 'your opponent' + chr(39) + 's'}).get(t.owner, 'its owner' + chr(39) + 's')} fleet area"
        if t.event == "captures":   # g16
            return capture_trigger(t, "en")
        if t.event in ("war_action", "draws", "retreats", "passes"):
            who = {"own": "you", "enemy": "your opponent", "any": "a player"}[t.owner]
            verb = {"war_action": "declare a war action" if t.owner == "own" else "declares a war action",
                    "draws": "draw cards" if t.owner == "own" else "draws cards",
                    "passes": "pass" if t.owner == "own" else "passes",
                    "retreats": "retreat" if t.owner == "own" else "retreats"}[t.event]
            if t.event == "retreats" and t.owner == "any":   # g17b: a sector's "When a player retreats from this sector"
                verb += " from this sector"
            return f"When {who} {verb}"
        how = {None: "", "shooting": " by shooting", "assault": " by an assault", "attack": " by an attack",
               "ability": " by an enemy ability" if t.by_enemy else " by an ability"}[t.by]
        party = self._trigger_who(t.party) if t.party is not None else ""
        event = {"locked": "is locked", "readied": "is readied", "destroyed": "is destroyed", "blocked": "is blocked", "blocks": "blocks",
                 "would_be_destroyed": "would be destroyed",
                 "charges": "charges", "attacked": "is attacked", "shoots": "shoots", "assaults": "assaults",
                 "targeted": "becomes the target of an " + ("enemy ability" if t.by_enemy else "ability"),
                 "enters": "enters play", "overruns": "overruns"}[t.event]
        if party and t.event != "targeted":   # g9: a targeting ability's card is said below
            event += {"blocked": " by ", "blocks": " ", "attacked": " by ", "shoots": " at ", "assaults": " ",
                      "destroyed": " by ", "overruns": " into "}[t.event] + party   # g18b: "overruns into"
        if t.role is not None:
            who = f"the {t.role} {t.types[0]}"
        elif t.this:
            who = f"this {t.types[0]}"
        else:
            who = self._trigger_who(t)
        if t.event == "destroyed" and party:   # "When this unit destroys an enemy unit by shooting"
            return f"When {party} destroys {who}{how}"
        if t.event == "blocks" and t.by is not None:   # g9: "When one of your units blocks an assault"
            return f"When {who} blocks {'a shooting attack' if t.by == 'shooting' else 'an assault'}"
        if t.event == "targeted" and party:   # g9: "When one of your units becomes the target of an enemy ship ability"
            return f"When {who} becomes the target of {party} ability"
        if t.event == "blocked" and t.by is not None:   # g9: "When this unit is blocked while assaulting"
            return f"When {who} is blocked while {'shooting' if t.by == 'shooting' else 'assaulting'}"
        return f"When {who} {event}{how}"

    def _trigger_who(self, t) -> str:
        """The card of a trigger's event, or its other card (:class:`ir.TriggerParty`)."""
        if t.this:
            return f"this {t.types[0]}"
        adj = self.adjectives(t.filters)
        if t.owner == "enemy":
            adj = ["enemy"] + adj
        words = " ".join(adj + [self.noun_phrase(t.types, False)] + (["of yours"] if t.owner == "own" else [])
                         + self.post_filters(t.filters))
        if getattr(t, "other", False):
            return "another " + words
        return f"{article(words)} {words}"
