"""IR -> canonical printed text, in English or Russian.

The canonical text always parses back to the same IR: ``parse(render(a, lang), lang) == a``.
``noun`` names what "this" card is ("unit", "asset", "ship" or "card") so that a unit reads
"this unit" and an asset "this asset"; the IR does not depend on it.
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities import render_attacks
from heresy_app.abilities import render_rules   # g17c
from heresy_app.abilities import render_roles   # g17b
from heresy_app.abilities import render_costs   # g18c
from heresy_app.abilities import doubling   # g19c
from heresy_app.abilities.lexicon import keyword_en, keyword_en_plural, keyword_ru, keyword_ru_gen
from heresy_app.abilities.render_places import capture_trigger, retreat_rule

KIND_RU = {"WA": "ВА", "T": "Т", "R": "Р", "M": "М", "A": "Ш", "E": "С"}
STAT_EN = {"firepower": "firepower", "assault": "assault", "speed": "speed", "armor": "armor", "flags": "flags"}
NOUNS = ("unit", "asset", "ship", "card")


def render(ability: ir.Ability, lang: str = "en", noun: str = "card") -> str:
    """Canonical text of ``ability`` in ``lang`` ("en" or "ru").

    >>> from heresy_app.abilities.ir import Ability, Draw, Number, Test
    >>> a = Ability(kind="WA", costs=[Test(value=Number(value=5))], effects=[Draw(count=Number(value=1))])
    >>> render(a, "en"), render(a, "ru")
    ('WA (5+): Draw 1 card.', 'ВА (5+): Возьми 1 карту.')
    >>> from heresy_app.abilities import parse
    >>> render(parse("ВА: Поверни один флаговый отряд противника.", "ru"))
    'WA: Lock one enemy flagged unit.'
    """
    if noun not in NOUNS:
        noun = "card"
    if lang == "ru":
        return _Ru(ability, noun).text()
    if lang == "en":
        return _En(ability, noun).text()
    raise ValueError(f"unknown language {lang!r}: use en or ru")


def article(words: str) -> str:
    """"a" or "an" before ``words`` by their first sound: "an enemy unit", "a unit", "a unique card",
    "an Ultramarines unit" (a word in "uni"/"use"/"eu"/"one" starts with a consonant sound)."""
    w = words.lower()
    if w.startswith(("uni", "use", "usu", "eu", "one", "once")):
        return "a"
    return "an" if w[:1] in "aeiou" else "a"


_FUTURE_RU = {"сбрось": "сбросишь", "возьми": "возьмешь"}


def _discards(a) -> int:
    """How many cards an ability discards before its effects read them (its costs, the top of the deck)."""
    n = sum(2 if getattr(c, "whole", False) else c.count   # g17d: a whole hand, the cards discarded
            for c in a.costs if isinstance(c, (ir.DiscardCards, ir.DiscardTop)))
    for e in a.effects:
        if isinstance(e, ir.Mill) and e.player == "you":
            n += e.count.value if isinstance(e.count, ir.Number) else 2
    return n


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def _sentences(parts: list[str]) -> str:
    return " ".join(_cap(p) + "." for p in parts)


# ================================================================ English


def _their_en(text: str) -> str:
    """g3b: a clause said of each player: their own cards ("one of your units" -> "one of their units")."""
    return text.replace(" your ", " their ").replace("your ", "their ")


def _third_en(text: str) -> str:
    """g3b: the clause's verb said of a player ("lock" -> "locks"; g20a: "you get" -> "gets", and the
    cards counted "you have" -> "he has")."""
    text = text.replace(" you have ", " he has ")
    if text.startswith("you "):
        text = text[4:]
    verb, _, rest = text.partition(" ")
    verb = verb[:-1] + "ies" if verb.endswith("y") and verb != "destroy" else verb + "s"
    return f"{verb} {rest}"


# a choice's owner by role (ir.ChooseOwner: "the defender's units" / «отряды защищающегося игрока»)
_ROLE_OWNERS = {"attacker": "the attacker's", "defender": "the defender's"}
_ROLE_OWNERS_RU = {"attacker": "атакующего игрока", "defender": "защищающегося игрока"}

class _Renderer:
    """The printed shape shared by both languages: ``TYPE [trigger,] [costs]: effects.``"""

    UNLIMITED = ""
    PREPARATION = ""
    KIND: dict[str, str] = {}
    CAPITALISE_COST_AFTER_TRIGGER = True

    def __init__(self, a: ir.Ability, noun: str):
        self.a = a
        self.noun = noun

    def text(self) -> str:
        a = self.a
        body = [self.effect(e) for e in a.effects]
        if a.trigger is not None and a.trigger.event == "would_be_destroyed":   # a replacement
            body = [self.instead(body)]
        if a.fail_effects:
            body.append(self.fail(a.fail_effects))
        if a.x is not None:
            if not isinstance(a.x, ir.XFree):
                body.append(self.xscaled(self.xsum(a.x), a.x) + self.xplus(a.x.plus))
            if getattr(a.x, "least", None) is not None:   # g21a: "X cannot be less than 1"
                body.append(self.XMIN.format(n=a.x.least))
            if a.x.max is not None:   # "X cannot be more than 3": a sentence of its own
                body.append(self.XMAX.format(n=a.x.max))
        body += [self.condition(c) for c in a.conditions]
        if a.once is not None:
            body.append(self.ONCE[a.once])
        if a.before_result:
            body.insert(0, self.BEFORE_RESULT)
        if a.unlimited:
            body.append(self.UNLIMITED)
        out = _sentences(body)
        if a.kind == "constant" and a.trigger is not None:   # "If this unit would be destroyed, lock it instead."
            return self.trigger(a.trigger).replace(self.WHEN, self.IF, 1) + ", " + out[:1].lower() + out[1:]
        if a.kind == "constant":
            return out
        if a.kind == "preparation":
            costs = ", ".join(self.cost(c) for c in a.costs)
            return self.PREPARATION + (f", {costs}" if costs else "") + f": {out}"
        head = self.KIND.get(a.kind, a.kind)
        pieces = []
        if a.trigger is not None:
            pieces.append(self.trigger(a.trigger))
        costs = [self.cost(c) for c in a.costs]
        if costs:
            if a.trigger is None or self.CAPITALISE_COST_AFTER_TRIGGER:
                costs[0] = _cap(costs[0])
            pieces.append(", ".join(costs))
        if pieces:
            head += " " + ", ".join(pieces)
        return f"{head}: {out}"


    ROLL_DIE = ""
    AND = ""
    XMAX = ""
    XMIN = ""
    PLUS = ("", "")

    def xsum(self, x) -> str:
        """g13: "X = its firepower plus its assault" / «Х = его огневая мощь плюс его штурм» (two stats of one card)."""
        text = self.xdef(x)
        if not isinstance(x, ir.XStat) or x.also is None:
            return text
        return f"{text} {self.PLUS[0]} {self.xdef(x.model_copy(update={'stat': x.also, 'also': None})).partition(' = ')[2]}"

    def xscaled(self, text: str, x) -> str:
        """g13: "X = twice its speed", "X = half its assault, rounded up" (the English words; the Russian
        renderer has its own)."""
        if x.scale is None:
            return text
        head, _, value = text.partition(" = ")
        if x.scale == "double":
            return f"{head} = twice {value}"
        return f"{head} = half {value}, rounded {'up' if x.scale == 'half_up' else 'down'}" + ("," if x.plus else "")

    def xplus(self, n: int) -> str:
        """" plus 2" / " minus 1" after the value X is read from (nothing for 0)."""
        return "" if n == 0 else f" {self.PLUS[0] if n > 0 else self.PLUS[1]} {abs(n)}"
    DASH = "-"
    YOU: dict = {}

    def clauses(self, effects) -> list[str]:
        """The clauses of effects joined in one sentence: a draw or a discard of yours right after a
        clause whose subject is another player says "you" ("your opponent discards 1 card and you draw
        1 card"): without it the verb would read as that player's too."""
        out, prev = [], None
        for e in effects:
            text = self.effect(e)
            if (isinstance(e, (ir.Draw, ir.Discard, ir.Mill)) and e.player == "you" and prev is not None
                    and isinstance(prev, (ir.Draw, ir.Discard, ir.Mill, ir.Reveal, ir.FlagChange, ir.EachPlayer))
                    and prev.player != "you"):   # g7: after the opponent's flags or own cards too
                verb, _, rest = text.partition(" ")
                text = f"{self.YOU[verb]} {rest}"
            out.append(text)
            prev = e
        return out

    def variable_roll(self, e) -> str:
        """``roll a die. 1-3: Draw 1 card. 4-6: ...`` (the last full stop is the sentence's)."""
        lines = []
        for o in e.outcomes:
            rng = str(o.low) if o.low == o.high else f"{o.low}{self.DASH}{o.high}"
            lines.append(f"{rng}: " + _cap(f" {self.AND} ".join(self.clauses(o.effects)) or self.NOTHING))
        return self.ROLL_DIE + ". " + ". ".join(lines)


class _En(_Renderer):
    YOU = {"draw": "you draw", "discard": "you discard"}
    XMAX = "X cannot be more than {n}"
    XMIN = "X cannot be less than {n}"
    PLUS = ("plus", "minus")
    ONCE = {"battle": "use only once per battle", "turn": "use only once per turn"}
    UNLIMITED = "unlimited"
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
        return ("+" if sign == 1 else "-") + _En.amount(amount)

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
            elif isinstance(f, ir.RoleFilter) and f.negate:
                roles = [f"the {r} unit" for r in f.roles]
                out.append("that is neither " + " nor ".join(roles) if len(roles) == 2
                           else "that is not " + " or ".join(roles))
        return out

    def description(self, types, filters, plural: bool) -> str:
        return " ".join(self.adjectives(filters) + [self.noun_phrase(types, plural)] + self.post_filters(filters))

    def target(self, t) -> tuple[str, bool]:
        """The target's words and whether they are plural."""
        if isinstance(t, ir.ThisCard):
            return f"this {self.noun}", False
        if isinstance(t, ir.BlockingUnit):
            return ("any blocking unit" if t.choice else "the blocking unit"), False
        if isinstance(t, (ir.AttackingCard, ir.DefendingCard)) and t.attack is not None:   # g17b
            return render_roles.role_en(t), False
        if isinstance(t, ir.PaidCard):   # g17b: the card the cost locked
            return f"the locked {_paid_noun(self.a)}", False
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
        owner_words.update(_ROLE_OWNERS)
        if q == "all":
            lead = "all " + owner_words[owner]
            return f"{lead.strip()} {self.description_alt(t, True)}", True
        if t.other and q == "exactly" and n == 1 and owner == "own":   # "another card of yours without Infantry"
            kinds = " or ".join(" ".join(self.adjectives(f) + [self.noun_phrase(ts, False)])
                                for ts, f in [(t.types, t.filters)] + [(a.types, a.filters) for a in t.alt])
            posts = "".join(" " + p for p in self.post_filters(t.filters))
            return f"another {kinds} of yours{posts}", False
        if q == "all":
            lead = {"enemy": "all enemy", "own": "all your", "any": "all", **_ROLE_OWNERS}[owner]
            return f"{lead} {self.description(t.types, t.filters, True)}", True
        more = " other" if t.other and owner in ("own", "any") else ""   # g8: "up to 2 of your other units"
        if q == "up_to":
            n = "X" if isinstance(n, ir.X) else n   # "Lock up to X enemy units"
            lead = {"enemy": f"up to {n} enemy", "own": f"up to {n} of your{more}", "any": f"up to {n}{more}",
                    **{k: f"up to {n} of {v}" for k, v in _ROLE_OWNERS.items()}}[owner]
            plural = n != 1 or owner in ("own", "attacker", "defender")
            return f"{lead} {self.description_alt(t, plural)}", n != 1
        if isinstance(n, ir.X):   # "Lock X enemy units"
            n = "X"
        if n == 1:
            lead = {"enemy": "one enemy", "own": "one of your", "any": "any",
                    **{k: f"one of {v}" for k, v in _ROLE_OWNERS.items()}}[owner]
            if t.other and owner in ("enemy", "any"):   # g18a: "one other enemy unit", "another unit"
                lead = {"enemy": "one other enemy", "any": "another"}[owner]
            return f"{lead} {self.description_alt(t, owner in ('own', 'attacker', 'defender'))}", False
        lead = {"enemy": f"{n} enemy", "own": f"{n} of your{more}", "any": f"{n}{more}",
                **{k: f"{n} of {v}" for k, v in _ROLE_OWNERS.items()}}[owner]
        return f"{lead} {self.description_alt(t, True)}", True

    def duration(self, d) -> str:
        return {"battle": " until the end of the battle", "turn": " until the end of the turn"}.get(d, "")

    def effect(self, e) -> str:
        out = self._effect(e)
        chosen = _Ru._effect_chooses(self, e)   # "it" / "they": what the last choice chose
        if chosen is not None:
            self._chosen = chosen
        return out

    def them(self, t) -> str:
        """The target's words as an object ("them" where a subject says "they")."""
        words = self.target(t)[0]
        return "them" if words == "they" else words

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
            return f"this {self.noun}'s {STAT_EN[e.stat]} is equal to " + self.xdef(_x_of_amount(e.amount))[4:]
        if doubling.is_double(e):   # g19c: "double the firepower of ..."
            return doubling.double_en(self, e)
        count = _count_of(e)
        if count is not None:   # "... for each Vehicle unit you have in this sector"
            if getattr(count, "every", 1) > 1:   # g13b: "for every 2 Vehicle units you have here"
                return self._effect(_per_number(e)) + f" for every {count.every} " + self.counted(count, True)
            return self._effect(_per_number(e)) + " for each " + self.counted(count)
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
            return _sector_rule_en(self, e)
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
            if e.rule in _RULE_MORE_EN or e.by is not None or e.source is not None or e.turn_end:
                return f"{words} " + self.restriction_more(e) + self.duration(e.duration)
            if e.rule in _RULE_EN:
                rule = _RULE_EN[e.rule]
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
            return lead + "; or ".join(" and ".join(self.clauses(o)) for o in e.options)
        if isinstance(e, ir.Cancel):   # g3: what the reaction's trigger names
            if e.what == "overrun":
                return "that overrun deals no damage"
            if e.what == "attack":   # g6
                return "that attack deals no damage"
            if e.what == "current_attack":   # g16
                return render_attacks.CURRENT_EN
            return "cancel that " + _cancelled(self.a.trigger, _CANCELLED_EN)
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
                return f"each player chooses {_their_en(self.target(t)[0])}. {_cap(then)}"
            inner = e.effects[0]
            if len(e.effects) == 1 and isinstance(inner, ir.ChooseOne):
                return "each player may " + " and ".join(_their_en(x) for x in self.clauses(inner.options[0]))
            who = "your opponent " if e.player == "opponent" else "each player "   # g7
            return who + " and ".join(_third_en(_their_en(x)) for x in self.clauses(e.effects))
        raise TypeError(f"cannot render {type(e).__name__}")

    def fail(self, effects) -> str:
        return "if the test fails, " + " and ".join(self.clauses(effects))

    def cards_in(self, c, plural: bool = False) -> str:
        """"event in your opponent's hand", "cards in your hand"."""
        noun = {None: "card", "E": "event", "T": "tactic", "R": "reaction", "M": "modifier"}[c.command]
        zone = {"hand": "hand", "deck": "deck", "discard": "discard pile"}[c.zone]
        whose = "your" if c.player == "you" else "your opponent's"
        return f"{noun}{'s' if plural else ''} in {whose} {zone}"

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
            words += [" or ".join(_SOURCE_KIND_EN[k] for k in s.kinds)]
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
            state = "" if c.state == "any" else c.state + " "
            other = "other " if c.other else ""
            kws = "".join(self.keyword(f.keyword) + " " for f in c.filters if isinstance(f, ir.KeywordFilter))
            if c.types == ["ship"]:   # "lock 1 of your other ships in your fleet area"
                return f"lock {c.count} of your {other}{kws}ships in your fleet area"
            return f"lock {c.count} of your {other}{state}{kws}units"
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
        if isinstance(x, ir.XCards):
            return "X = the number of " + self.cards_in(x, plural=True)
        if isinstance(x, ir.XDie):
            if _discards(self.a) <= 1:
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
                return f"X = the locked {_paid_noun(self.a)}'s {STAT_EN[x.stat]}"
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
        how = {None: "", "shooting": " by shooting", "assault": " by an assault",
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


_RULE_MORE_EN = frozenset({"no_use", "unassaultable", "no_ready", "no_overrun", "block_any_speed", "no_infiltrate", "overrun_any",
                           "overrun_asset", "block_uncharged", "block_as_speed", "block_speed_plus", "charge_assault",
                           "charge_shoot"}) | render_rules.RULES   # g17c
_SOURCE_KIND_EN = {"T": "tactics", "A": "special assaults", "R": "reactions", "M": "modifiers", "E": "events",
                   "WA": "WA cards"}
_RULE_EN = {"no_block": "cannot block", "no_charge": "cannot charge", "no_shoot": "cannot shoot",
            "no_assault": "cannot assault", "no_lock": "cannot be locked", "no_destroy": "cannot be destroyed",
            "no_destroy_shooting": "cannot be destroyed by shooting", "no_destroy_assault": "cannot be destroyed by assaults",
            "no_destroy_ability": "cannot be destroyed by abilities",
            "untargetable": "cannot be the target of abilities"}


# g3: what a cancel names, by the trigger's event and kind ("that tactic" / «эту тактику»)
_CANCELLED_EN = {"T": "tactic", "R": "reaction", "M": "modifier", "E": "event", "WA": "war action card",
                 "A": "special assault", None: "card", "ability": "ability"}
_CANCELLED_RU = {"T": "эту тактику", "R": "эту реакцию", "M": "этот модификатор", "E": "это событие",
                 "WA": "эту карту военной акции", "A": "этот специальный штурм", None: "эту карту",
                 "ability": "эту способность"}


def _cancelled(t, words) -> str:
    if t is not None and (t.event == "ability_used" and t.command is None or t.event == "targeted"):
        return words["ability"]
    return words[t.command if t is not None else None]


def _count_of(e):
    """The :class:`ir.Count` an effect's number is, if any ("for each ...")."""
    for field in ("count", "amount"):
        v = getattr(e, field, None)
        if isinstance(v, (ir.Count, ir.CardsIn, ir.StatOf)):
            return v
    return None


def _per_number(e):
    """The effect with its count's multiplier printed as the number ("+1 armor for each ...")."""
    update = {}
    for field in ("count", "amount"):
        v = getattr(e, field, None)
        if isinstance(v, (ir.Count, ir.CardsIn, ir.StatOf)):
            update[field] = ir.Number(value=v.per)
    if isinstance(e, ir.ModifyStat):
        update["more"] = [m.model_copy(update={"amount": ir.Number(value=m.amount.per)})
                          if isinstance(m.amount, (ir.Count, ir.CardsIn, ir.StatOf)) else m for m in e.more]
    return e.model_copy(update=update)


# ================================================================ Russian

# noun forms: nom sg, acc sg, gen sg, nom pl, gen pl; feminine?
_NOUN_RU = {
    "unit": ("отряд", "отряд", "отряда", "отряды", "отрядов", False),
    "asset": ("ресурс", "ресурс", "ресурса", "ресурсы", "ресурсов", False),
    "ship": ("корабль", "корабль", "корабля", "корабли", "кораблей", False),
    "card": ("карта", "карту", "карты", "карты", "карт", True),
}
# adjective stems with hard (ы) or soft/hush (и) endings
_ADJ_RU = {
    "ready": ("готов", "ы"), "locked": ("повернут", "ы"), "charging": ("наступающ", "и"),
    "flagged": ("флагов", "ы"), "flagless": ("бесфлагов", "ы"),
}
_STAT_ACC_RU = {"firepower": "огневую мощь", "assault": "штурм", "speed": "скорость", "armor": "броню"}   # g11
_STAT_GEN_G17D = {"firepower": "огневой мощи", "assault": "штурма", "speed": "скорости", "armor": "брони"}
_STAT_DAT = {"firepower": "огневой мощи", "assault": "штурму", "speed": "скорости", "armor": "броне", "flags": "флагам"}
_STAT_INS = {"firepower": "с огневой мощью", "assault": "со штурмом", "speed": "со скоростью",
             "armor": "с броней", "flags": "с флагами"}
def _paid_noun(a) -> str:
    """g17b: "unit" or "ship", as the ability's lock cost says."""
    return next((c.types[0] for c in a.costs if isinstance(c, ir.LockUnits)), "unit")


def _x_of_amount(a):
    """The count a printed number is set to, as the X definition that says it (issue 24, g2)."""
    if isinstance(a, ir.CardsIn):
        return ir.XCards(player=a.player, zone=a.zone, command=a.command)
    return ir.XCount(owner=a.owner, types=a.types, filters=a.filters, zone="play" if a.zone == "play" else "sector",
                     other=a.other)   # g17d: "... is equal to the number of your other Vehicle units"


_STAT_NOM = {"firepower": "огневая мощь", "assault": "штурм", "speed": "скорость", "armor": "броня", "flags": "флаги"}


_SOURCE_GEN_RU = {"T": "тактик", "A": "специальных штурмов", "R": "реакций", "M": "модификаторов", "E": "событий",
                  "WA": "ВА-карт"}
_SOURCE_INS_RU = {"T": "тактиками", "A": "специальными штурмами", "R": "реакциями", "M": "модификаторами",
                  "E": "событиями", "WA": "ВА-картами"}


_ARRIVE_RU = {"ready": ("готовым", "готовыми"), "locked": ("повернутым", "повернутыми"),
              "charging": ("наступающим", "наступающими")}   # g4b: «Он прибывает туда повернутым»
# ---- g4b: a rule change for a sector (ir.SectorRule), in both languages
_RC_WHAT_EN = {"counter_attack": "Counter-attack", "overrun": "overrun", "shooting": "shooting",
               "assault": "assaults", "special_assault": "special assaults"}
_RC_HOW_EN = {"no_effect": "has no effect", "no_damage": "deals no damage", "unblockable": "cannot be blocked",
              "cannot_use": "cannot be used"}
_RC_PLAYER_EN = {"attacker": "the attacker draws", "defender": "the defender draws", "each": "each player draws",
                 "you": "draw", "opponent": "your opponent draws"}   # g10: you, your opponent
_RC_WHAT_RU = {"counter_attack": "контратака", "overrun": "прорыв", "shooting": "стрельбу", "assault": "штурмы",
               "special_assault": "специальные штурмы"}
_RC_HOW_RU = {"no_effect": "не действует", "no_damage": "не наносит повреждений", "unblockable": "нельзя блокировать",
              "cannot_use": "нельзя использовать"}
_SOURCE_NOM_RU = {"T": "тактики", "A": "специальные штурмы", "R": "реакции", "M": "модификаторы", "E": "события"}
_RC_PLAYER_RU = {"attacker": "атакующий игрок берет", "defender": "защищающийся игрок берет",
                 "each": "каждый игрок берет", "you": "возьми", "opponent": "противник берет"}   # g10: ты, противник


def _sector_rule_en(r, e) -> str:
    if e.what == "retreat":   # g16: "no player can retreat from this sector"
        return retreat_rule(e, "en") + r.duration(e.duration)
    if e.what == "command_hand":
        where = " in battles for this sector" if e.where == "sector" else " in every battle"
        cards = 'card' if e.amount == 1 else 'cards'
        hand = "your command hand" if e.player == "you" else "their command hand"
        if e.duration is not None:   # g10: a preparation ability's, for the battle
            where = ""
        if e.how == "size":   # g10: "draws 5 cards for their command hand instead of 6"
            return f"{_RC_PLAYER_EN[e.player]} {e.amount} {cards} for {hand} instead of 6{where}"
        more = "fewer" if e.how == "fewer" else "more"
        return f"{_RC_PLAYER_EN[e.player]} {e.amount} {more} {cards} for {hand}{where}"
    if e.what == "capture" and e.how == "ties" or e.how == "at_most":   # g17c
        return render_rules.sector_rule_en(e)
    if e.what == "capture":   # g12: "a player can capture this sector only if he has a flagged Infantry unit in it"
        has = r.predicate(e.need)
        return "a player can capture this sector only if he has " + has.removeprefix("you have ") + " in it"
    if e.what == "first_action":   # g12: "the defender declares the first war action in battles for this sector"
        who = {"you": "you declare", "opponent": "your opponent declares", "attacker": "the attacker declares",
               "defender": "the defender declares"}[e.player]
        where = "" if e.duration is not None else " in battles for this sector" if e.where == "sector" else " in every battle"
        return f"{who} the first war action{where}"
    what = r.source(e.source, False) if e.what == "abilities" else _RC_WHAT_EN[e.what]
    if e.what == "abilities" and e.player is not None:   # g9: "Your opponent cannot use reactions in this sector"
        who = {"you": "you", "opponent": "your opponent", "attacker": "the attacker", "defender": "the defender"}[e.player]
        where = " in this sector" if e.where == "sector" else " in every sector"
        return f"{who} cannot use {what}{where}" + r.duration(e.duration)
    how = _RC_HOW_EN[e.how]
    if e.what in ("abilities", "assault", "special_assault") and how.startswith("has"):
        how = "have" + how[3:]
    where = " in this sector" if e.where == "sector" else " in every sector"
    return f"{what} {how}{where}" + r.duration(e.duration)


def _sector_rule_ru(r, e) -> str:
    if e.what == "retreat":   # g16: «никто не может отступать из этого сектора»
        return retreat_rule(e, "ru") + r.duration(e.duration)
    if e.what == "command_hand":
        where = " в сражениях за этот сектор" if e.where == "sector" else " в каждом сражении"
        if e.duration is not None:   # g10: a preparation ability's, for the battle
            where = ""
        if e.how == "size":   # g10: «берет в командную руку 5 карт вместо 6»
            return f"{_RC_PLAYER_RU[e.player]} в командную руку {r.cards(ir.Number(value=e.amount))} вместо 6{where}"
        more = "меньше" if e.how == "fewer" else "больше"
        return f"{_RC_PLAYER_RU[e.player]} на {r.cards(ir.Number(value=e.amount))} {more} в командную руку{where}"
    if e.what == "capture" and e.how == "ties" or e.how == "at_most":   # g17c
        return render_rules.sector_rule_ru(e)
    if e.what == "capture":   # g12: «игрок может захватить этот сектор, только если у него в нём есть ...»
        has = r.predicate(e.need)
        return "игрок может захватить этот сектор, только если у него в нём " + has.removeprefix("у тебя ")
    if e.what == "first_action":   # g12: «защищающийся игрок заявляет первую военную акцию в сражениях за этот сектор»
        who = {"you": "ты заявляешь", "opponent": "противник заявляет", "attacker": "атакующий игрок заявляет",
               "defender": "защищающийся игрок заявляет"}[e.player]
        where = "" if e.duration is not None else " в сражениях за этот сектор" if e.where == "sector" else " в каждом сражении"
        return f"{who} первую военную акцию{where}"
    if e.what == "abilities":
        s = e.source
        what = " ".join([_SOURCE_NOM_RU[k] for k in s.kinds] if s is not None and s.kinds else (
            ["способности"] + [_NOUN_RU[t][4] for t in (s.types if s is not None else ())]))
    else:
        what = _RC_WHAT_RU[e.what]
    where = " в этом секторе" if e.where == "sector" else " в каждом секторе"
    if e.what == "abilities" and e.player is not None:   # g9: «Противник не может использовать реакции в этом секторе»
        who = {"you": "ты не можешь", "opponent": "противник не может", "attacker": "атакующий игрок не может",
               "defender": "защищающийся игрок не может"}[e.player]
        return f"{who} использовать {what}{where}" + r.duration(e.duration)
    return f"{what} {_RC_HOW_RU[e.how]}{where}" + r.duration(e.duration)
# ---- g4b end


_INFINITIVE_RU = {
    "возьми": "взять", "сбрось": "сбросить", "уничтожь": "уничтожить", "поверни": "повернуть",
    "разверни": "развернуть", "заставь": "заставить", "перемести": "переместить", "внедри": "внедрить",
    "найди": "найти", "посмотри": "посмотреть", "покажи": "показать", "перетасуй": "перетасовать",
    "верни": "вернуть", "положи": "положить", "прибавь": "прибавить", "вычти": "вычесть",
    "перебрось": "перебросить", "сделай": "сделать", "выбери": "выбрать", "нанеси": "нанести",
}


_THIRD_RU = {"поверни": "поворачивает", "разверни": "разворачивает", "уничтожь": "уничтожает", "верни": "возвращает",
             "заставь": "заставляет", "перемести": "перемещает",
             # g20a: a player's own count («каждый игрок получает +1 флаг за каждый свой ...»)
             "возьми": "берет", "сбрось": "сбрасывает", "ты получаешь": "получает", "ты теряешь": "теряет"}


def _third_ru(clause: str) -> str:
    """g3b: a clause said of each player: «поверни ...» -> «поворачивает ...»."""
    if clause.startswith("ты "):   # g20a: «ты получаешь ...» said of each player
        first, _, rest = clause.partition(" ")
        second, _, rest = rest.partition(" ")
        return f"{_THIRD_RU.get(first + ' ' + second, second)} {rest}"
    first, _, rest = clause.partition(" ")
    return f"{_THIRD_RU.get(first, first)} {rest}"


def _own_ru(clause: str) -> str:
    """g3b: each player's own cards are «свои»: «твой отряд» -> «свой отряд»."""
    for a, b in (("твоих", "своих"), ("твоего", "своего"), ("твоему", "своему"), ("твой", "свой"), ("твою", "свою"),
                 ("твои", "свои"), ("твоя", "своя"), ("твоей", "своей")):
        clause = clause.replace(f"{a} ", f"{b} ")
    return clause


def _infinitive(clause: str) -> str:
    """«возьми 1 карту» -> «взять 1 карту» (after «ты можешь»); a clause with a subject stays as it is."""
    first, _, rest = clause.partition(" ")
    return f"{_INFINITIVE_RU[first]} {rest}" if first in _INFINITIVE_RU else clause


def _count_form(n: int) -> str:
    """Which noun form follows the numeral n: one (sg), few (gen sg), many (gen pl)."""
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return "few"
    return "many"


def _role_adj(role: str, form: str, fem: bool, case: str) -> str:
    """«атакующий», «блокирующих», «защищающегося» (a participle keeps «ся» after any ending)."""
    if role == "defending":
        return _adj(("защищающ", "и"), form, fem, case) + "ся"
    return _adj(({"attacking": "атакующ", "blocking": "блокирующ"}[role], "и"), form, fem, case)


def _adj(stem_end, form: str, fem: bool, case: str) -> str:
    """form: one / gen_sg / gen_pl / nom_pl; case nom or acc (for one)."""
    stem, vowel = stem_end
    if form == "one":
        if fem:
            return stem + ("ую" if case == "acc" else "ая")
        return stem + ("ий" if vowel == "и" else "ый")
    if form == "gen_sg":
        if fem:  # готовой, флаговой; наступающей
            return stem + ("ей" if vowel == "и" else "ой")
        return stem + ("его" if vowel == "и" else "ого")
    if form == "gen_pl":
        return stem + vowel + "х"
    return stem + vowel + "е"


def _own(form: str, fem: bool, case: str, subject: bool) -> str:
    base = "тво" if subject else "сво"
    if form == "one":
        return base + ("ю" if fem and case == "acc" else "я" if fem else "й")
    if form == "gen_sg":
        return base + ("ей" if fem else "его")
    if form == "gen_pl":
        return base + "их"
    return base + "и"


class _Ru(_Renderer):
    YOU = {"возьми": "ты берешь", "сбрось": "ты сбрасываешь"}
    XMAX = "Х не может быть больше {n}"
    XMIN = "Х не может быть меньше {n}"
    PLUS = ("плюс", "минус")
    ONCE = {"battle": "используется только один раз за сражение", "turn": "используется только один раз за ход"}
    UNLIMITED = "неограниченно"
    WHEN, IF = "Когда", "Если"

    def instead(self, body) -> str:
        return "вместо этого " + " и ".join(body)

    PREPARATION = "Во время подготовки"
    BEFORE_RESULT = "играй до того, как станет известен результат"
    ROLL_DIE = "сделай бросок"
    AND = "и"
    NOTHING = "ничего не происходит"
    DASH = "–"
    KIND = KIND_RU
    CAPITALISE_COST_AFTER_TRIGGER = False

    # ---------------------------------------------------- words
    @staticmethod
    def amount(x) -> str:
        if isinstance(x, ir.Number):
            return str(x.value)
        if isinstance(x, ir.ThatMany):
            return "столько же"
        return "d6" if isinstance(x, ir.D6) else "Х"

    @staticmethod
    def form_of(x) -> str:
        return _count_form(x.value) if isinstance(x, ir.Number) else "many"

    def cards(self, x) -> str:
        form = self.form_of(x)
        word = {"one": "карту", "few": "карты", "many": "карт"}[form]
        return f"{self.amount(x)} {word}"

    def top_cards(self, x) -> str:
        form = self.form_of(x)
        word = {"one": "верхнюю карту", "few": "верхние карты", "many": "верхних карт"}[form]
        return f"{self.amount(x)} {word} своей колоды"

    @staticmethod
    def signed(sign, amount) -> str:
        return ("+" if sign == 1 else "-") + _Ru.amount(amount)

    @staticmethod
    def keyword(k: str) -> str:
        gen = keyword_ru_gen(k)
        return gen if gen else f"«{k}»"

    @staticmethod
    def noun_phrase(types, form: str, case: str) -> str:
        idx = {"one": 0 if case == "nom" else 1, "gen_sg": 2, "nom_pl": 3, "gen_pl": 4}[form]
        words = [_NOUN_RU[t][idx] for t in types]
        if len(words) == 1:
            return words[0]
        return ", ".join(words[:-1]) + " или " + words[-1]

    def adjectives(self, filters, form, fem, case) -> list[str]:
        out = []
        for f in filters:
            if isinstance(f, ir.StateFilter):
                out.append(_adj(_ADJ_RU[f.state], form, fem, case))
            elif isinstance(f, ir.FlagsFilter):
                out.append(_adj(_ADJ_RU["flagged" if f.flagged else "flagless"], form, fem, case))
            elif isinstance(f, ir.KeywordFilter) and not f.negate and f.keyword == "Unique":
                out.append(_adj(("уникальн", "ы"), form, fem, case))   # «уникальный отряд»
            elif isinstance(f, ir.RoleFilter) and not f.negate:   # g8: «твой атакующий отряд»
                out.append(_role_adj(f.roles[0], form, fem, case))
        return out

    def keywords(self, filters) -> list[str]:
        return [self.keyword(f.keyword) for f in filters
                if isinstance(f, ir.KeywordFilter) and not f.negate and f.keyword != "Unique"]

    def post_filters(self, filters) -> list[str]:
        out = []
        for f in filters:
            if isinstance(f, ir.StatFilter):
                s = _STAT_INS[f.stat]
                out.append({
                    "le": f"{s} {f.value} или меньше", "ge": f"{s} {f.value} или больше",
                    "lt": f"{s} меньше {f.value}", "gt": f"{s} больше {f.value}", "eq": f"{s} ровно {f.value}",
                }[f.cmp])
            elif isinstance(f, ir.StatX):   # g10: «с броней меньше Х»
                s = _STAT_INS[f.stat]
                out.append({"le": f"{s} Х или меньше", "ge": f"{s} Х или больше", "lt": f"{s} меньше Х",
                            "gt": f"{s} больше Х"}[f.cmp])
            elif isinstance(f, ir.KeywordFilter) and f.negate:
                out.append(f"без {self.keyword(f.keyword)}")
            elif isinstance(f, ir.StatThan):
                s = _STAT_INS[f.stat]
                named = self.named_gen(f.of)
                noun = s.split(" ", 1)[1]
                masc = f.stat == "assault"
                more = {"lt": "меньше", "gt": "больше"}.get(f.cmp)
                if more and f.their:   # g17d: «с броней меньше штурма атакующего отряда»
                    out.append(f"{s} {more} {_STAT_GEN_G17D[f.their]} {named}")
                elif more:
                    out.append(f"{s} {more}, чем у {named}")
                elif f.cmp == "eq":
                    out.append(f"с {'таким' if masc else 'такой'} же {noun}, как у {named}")
                else:
                    adj = ("меньшим" if masc else "меньшей") if f.cmp == "le" else ("большим" if masc else "большей")
                    out.append(f"с {'таким' if masc else 'такой'} же или {adj} {noun}, чем у {named}")
            elif isinstance(f, ir.RoleFilter) and f.negate:
                roles = [{"attacking": "атакующим", "defending": "защищающимся", "blocking": "блокирующим"}[r]
                         for r in f.roles]
                out.append(", который не является " + ("ни " + ", ни ".join(roles) if len(roles) == 2
                                                       else " или ".join(roles)))
        return out

    def kind_words(self, types, filters, adj_form, noun_form, case) -> str:
        """One kind of card: adjectives, the noun(s), keywords in the genitive («готовый отряд пехоты»)."""
        fem = types == ["card"]
        kws = self.keywords(filters)
        if len(types) > 1 and (kws or self.adjectives(filters, adj_form, fem, case)):
            # a keyword after «отряд или ресурс» would name the last noun only: each noun carries its words
            return " или ".join(" ".join(self.adjectives(filters, adj_form, t == "card", case)
                                         + [self.noun_phrase([t], noun_form, case)] + kws) for t in types)
        return " ".join(self.adjectives(filters, adj_form, fem, case) + [self.noun_phrase(types, noun_form, case)] + kws)

    def description(self, types, filters, form, case, owner, subject=False, lead: list[str] | None = None,
                    alts=(), place: str = "", adj_form: str | None = None) -> str:
        """``lead`` (quantity), the owner, the kinds of card joined by «или» («один ресурс или отряд
        техники»), «противника», the place («в игре»), then the stat and «без ...» filters."""
        fem = types == ["card"]
        adj_form = adj_form or form
        words = list(lead or [])
        if owner == "own":
            words.append(_own(adj_form, fem, case, subject))
        words.append(" или ".join([self.kind_words(types, filters, adj_form, form, case)]
                                  + [self.kind_words(a.types, a.filters, adj_form, form, case) for a in alts]))
        if owner == "enemy":
            words.append("противника")
        elif owner in _ROLE_OWNERS_RU:   # «отряды защищающегося игрока»
            words.append(_ROLE_OWNERS_RU[owner])
        if place:
            words.append(place)
        words += self.post_filters(filters)
        out = " ".join(words).replace(" , ", ", ")
        if form != "one" and ", который не является" in out:   # «отряды, которые не являются ни атакующими, ...»
            out = out.replace(", который не является", ", которые не являются").replace(
                "атакующим", "атакующими").replace("защищающимся", "защищающимися").replace("блокирующим", "блокирующими")
        return out

    def genitive(self, t) -> str:
        """g13: one card named in the genitive («броню этого отряда и любого отряда противника»)."""
        if isinstance(t, ir.ThisCard):
            return "этой карты" if self.noun == "card" else "этого " + _NOUN_RU[self.noun][2]
        if isinstance(t, ir.TriggerCard):
            trig = self.a.trigger
            return "того отряда" if trig is None or trig.types == ["unit"] else "той карты"
        if isinstance(t, ir.Choose) and t.quantity == "exactly" and t.count == 1 and not t.other and t.zone == "sector":
            fem = t.types == ["card"]
            lead = ("любой" if fem else "любого") if t.owner == "any" else ("одной" if fem else "одного")
            return self.description(t.types, t.filters, "gen_sg", "gen", t.owner, False, [lead], t.alt)
        return self.target(t, "gen")[0]

    def this(self, case: str) -> str:
        if self.noun == "card":
            return "эту карту" if case == "acc" else "эта карта"
        return "этот " + _NOUN_RU[self.noun][0]

    # ---------------------------------------------------- "it": the cards chosen before
    def _effect_chooses(self, e):
        """The (plural, feminine) of the cards an effect chooses, for a later «он / она / они»."""
        t = getattr(e, "target", None)
        if isinstance(t, ir.Choose) and t.quantity != "all":
            return (not (t.quantity == "exactly" and t.count == 1), t.types == ["card"])
        if isinstance(e, (ir.Search, ir.Infiltrate)):
            return (e.count != 1, e.types == ["card"])
        return None

    def gender(self, t) -> str:
        """"m", "f" or "pl": how a verb's participle agrees with the target."""
        if t is None or isinstance(t, ir.ThisCard):
            return "f" if self.noun == "card" else "m"
        if isinstance(t, (ir.AttackingCard, ir.DefendingCard, ir.PaidCard)) and getattr(t, "attack", 1) is not None:
            return "m"   # g17b: «стреляющий отряд», «повернутый отряд», «повернутый корабль»
        if isinstance(t, (ir.AttackingCard, ir.DefendingCard, ir.RevealedCard)):
            return "f"
        if isinstance(t, ir.TriggerCard):
            trig = self.a.trigger
            return "m" if trig is None or trig.types == ["unit"] else "f"
        if isinstance(t, ir.ChosenCard):
            plural, fem = getattr(self, "_chosen", None) or (False, False)
            return "pl" if plural or t.scope else "f" if fem else "m"
        if isinstance(t, ir.Choose):
            if t.quantity != "exactly" or t.count != 1:
                return "pl"
            return "f" if t.types == ["card"] else "m"
        return "m"

    def target(self, t, case: str, subject: bool = False) -> tuple[str, bool]:
        if isinstance(t, ir.ThisCard):
            return self.this(case), False
        if isinstance(t, ir.BlockingUnit):
            return ("любой блокирующий отряд" if t.choice else "блокирующий отряд"), False
        if isinstance(t, (ir.AttackingCard, ir.DefendingCard)) and t.attack is not None:   # g17b: «стреляющий отряд»
            return render_roles.role_ru(t, case), False
        if isinstance(t, ir.PaidCard):   # g17b: «повернутый отряд»
            return render_roles.paid_ru(_paid_noun(self.a), case), False
        if isinstance(t, ir.AttackingCard):   # g13: the genitive too («броню атакующей карты»)
            return {"acc": "атакующую карту", "gen": "атакующей карты"}.get(case, "атакующая карта"), False
        if isinstance(t, ir.DefendingCard):
            return {"acc": "защищающуюся карту", "gen": "защищающейся карты"}.get(case, "защищающаяся карта"), False
        if isinstance(t, ir.TriggerCard):
            trig = self.a.trigger
            if trig is None or trig.types == ["unit"]:
                return "тот отряд", False
            return ("ту карту" if case == "acc" else "та карта"), False
        if isinstance(t, ir.RevealedCard):   # «Открой верхнюю карту своей колоды. ... возьми ее в руку»
            return ("ее" if case == "acc" else "она"), False
        if isinstance(t, ir.ChosenCard):   # «Разверни один свой отряд. Он не может блокировать ...»
            g = self.gender(t)
            if case == "acc":
                return {"m": "его", "f": "ее", "pl": "их"}[g], g == "pl"
            return {"m": "он", "f": "она", "pl": "они"}[g], g == "pl"
        q, n, owner = t.quantity, t.count, t.owner
        fem = t.types == ["card"]
        place, one = "", "любой" if owner == "any" else "один"
        if t.zone == "play":
            place = "в игре"
        elif t.zone == "fleet":   # «один свой корабль во флоте», «один корабль во флоте противника»
            place = "во флоте противника" if owner == "enemy" else "во флоте"
            owner = "any" if owner == "enemy" else owner
        elif t.zone == "discard":   # «один отряд из своего сброса»: the discard pile is yours
            place, owner = "из своего сброса", "any"
        elif t.zone == "elsewhere":   # «один свой отряд из другого сектора»
            place = "из другого сектора"
        other = []
        if t.other:
            if q == "exactly" and n == 1:   # «другой свой отряд»
                lead = ("другую" if case == "acc" else "другая") if fem else "другой"
                return self.description(t.types, t.filters, "one", case, owner, subject, [lead], t.alt, place), False
            other = ["остальные"]
        if q == "all":
            return self.description(t.types, t.filters, "nom_pl", case, owner, subject, ["все"] + other, t.alt,
                                    place), True
        if q == "up_to":   # «до 2 отрядов», «до Х отрядов»
            x = isinstance(n, ir.X)
            form = "gen_sg" if not x and _count_form(n) == "one" else "gen_pl"
            return self.description(t.types, t.filters, form, case, owner, subject, ["до", "Х" if x else str(n)] + (
                ["остальных"] if other else []), t.alt, place), True   # g8: «до 2 остальных своих отрядов»
        if n == 1:
            if one == "любой":
                lead = "любую" if fem and case == "acc" else "любая" if fem else "любой"
            else:
                lead = "одну" if fem and case == "acc" else "одна" if fem else "один"
            return self.description(t.types, t.filters, "one", case, owner, subject, [lead], t.alt, place), False
        cf = "many" if isinstance(n, ir.X) else _count_form(n)   # «Поверни Х отрядов противника»
        # adjectives after 2-4 take the genitive plural, the noun the genitive singular
        form = {"one": "one", "few": "gen_sg", "many": "gen_pl"}[cf]
        lead = ["Х" if isinstance(n, ir.X) else str(n)] + (["остальных"] if other else [])   # g8
        return self.description(t.types, t.filters, form, case, owner, subject, lead, t.alt, place,
                                adj_form="one" if form == "one" else "gen_pl"), True

    def duration(self, d) -> str:
        return {"battle": " до конца сражения", "turn": " до конца хода"}.get(d, "")

    def effect(self, e) -> str:
        out = self._effect(e)
        chosen = self._effect_chooses(e)
        if chosen is not None:
            self._chosen = chosen
        return out

    def _effect(self, e) -> str:
        if isinstance(e, ir.BecomeDefending):
            words, plural = self.target(e.target, "nom", subject=True)
            return f"{words} {'становятся защищающимися отрядами' if plural else 'становится защищающимся отрядом'}"
        if isinstance(e, ir.SwapStats):   # g11: «Любой отряд меняет местами огневую мощь и броню»
            words, plural = self.target(e.target, "nom", subject=True)
            stats = " и ".join(_STAT_ACC_RU[x] for x in e.stats)
            return f"{words} {'меняют' if plural else 'меняет'} местами {stats}" + self.duration(e.duration)
        if isinstance(e, ir.SwapBetween):   # g13: «поменяй местами броню атакующей карты и защищающейся карты»
            return (f"поменяй местами {_STAT_ACC_RU[e.stat]} {self.genitive(e.target)} и "
                    f"{self.genitive(e.other)}" + self.duration(e.duration))
        if isinstance(e, ir.SwapPlaces):   # g11: «Этот отряд и один твой отряд из другого сектора меняются местами»
            a = self.target(e.target, "nom", subject=True)[0]
            b = self.target(e.other, "nom", subject=True)[0]
            return f"{a} и {b} меняются местами"
        if isinstance(e, ir.DamageBonus):   # g11: «… наносят при контратаке на 1 повреждение больше»
            words, plural = self.target(e.target, "nom", subject=True)
            n = e.amount
            dmg = "повреждение" if n % 10 == 1 and n % 100 != 11 else (
                "повреждения" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "повреждений")
            when = {"shooting": "стрельбе", "assault": "штурме", "counter_attack": "контратаке"}[e.attack]
            how = "двойные повреждения" if e.double else f"на {n} {dmg} больше"   # g13: «двойные повреждения»
            return f"{words} {'наносят' if plural else 'наносит'} при {when} {how}" + self.duration(e.duration)
        if isinstance(e, ir.DamageReduced):   # g6: «Повреждения от стрельбы по этому отряду уменьшаются на 1»
            by = {"shooting": " от стрельбы", "assault": " от штурма", "special_assault": " от специальных штурмов",
                  "attacks": " от атак", "any": ""}[e.attack]
            words, plural = self.target(e.target, "nom", subject=True)   # «Этот отряд получает на 1 меньше повреждений от стрельбы»
            if e.amount is None:   # g21b: «не получает повреждений» на время
                return f"{words} не {'получают' if plural else 'получает'} повреждений{by}{self.duration(e.duration)}"
            return f"{words} {'получают' if plural else 'получает'} на {e.amount} меньше повреждений{by}{self.duration(e.duration)}"
        if isinstance(e, ir.SetStat) and isinstance(e.amount, ir.Number) and e.stat != "flags":   # g20b: «становится равной 5»
            masc = e.stat == "assault"
            eq = ("равен" if masc else "равна") if e.duration is None else ("становится равным" if masc else "становится равной")
            if isinstance(e.target, ir.ChosenCard):   # «его скорость»: the card chosen before
                plural, fem = getattr(self, "_chosen", None) or (False, False)
                plural = plural or bool(getattr(e.target, "scope", None))
                whose = ("их " if plural else "её " if fem else "его ") + _STAT_NOM[e.stat]
            else:
                whose = f"{_STAT_NOM[e.stat]} {self.genitive(e.target)}"
            return f"{whose} {eq} {e.amount.value}{self.duration(e.duration)}"
        if isinstance(e, ir.SetStat) and isinstance(e.amount, ir.Number):   # g6: «считается имеющим 1 флаг»
            words, plural = self.target(e.target, "nom", subject=True)
            n = e.amount.value
            if n == 0:
                return f"{words} не {'дают' if plural else 'дает'} флагов{self.duration(e.duration)}"
            flag = "флаг" if n % 10 == 1 and n % 100 != 11 else "флага" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "флагов"
            having = "считаются имеющими" if plural else "считается имеющей" if words.lower().startswith("эта") else "считается имеющим"
            return f"{words} {having} {n} {flag}{self.duration(e.duration)}"
        if isinstance(e, ir.SetStat):   # «огневая мощь этого отряда равна числу ...»
            eq = "равен" if e.stat == "assault" else "равны" if e.stat == "flags" else "равна"
            return f"{_STAT_NOM[e.stat]} {self.named_gen('this')} {eq} " + self.xdef(_x_of_amount(e.amount))[4:].replace("число", "числу", 1)
        if doubling.is_double(e):   # g19c: «удвой огневую мощь ...»
            return doubling.double_ru(self, e)
        count = _count_of(e)
        if count is not None:   # «... за каждый твой отряд техники в этом секторе»
            if getattr(count, "every", 1) > 1:   # g13b: «за каждые 2 твоих отряда техники»
                return self._effect(_per_number(e)) + " за " + self.counted_groups(count)
            return self._effect(_per_number(e)) + " за " + self.counted(count)
        if isinstance(e, ir.Draw):
            who = {"you": "возьми", "opponent": "твой противник берет", "each": "каждый игрок берет"}[e.player]
            if isinstance(e.count, ir.ThatMany) and e.count.plus:   # g7: «на 1 карту меньше, чем сбросил»
                than = "меньше" if e.count.plus < 0 else "больше"
                return f"{who} на {self.cards(ir.Number(value=abs(e.count.plus)))} {than}, чем сбросил"
            return f"{who} {self.cards(e.count)}"
        if isinstance(e, ir.Discard) and e.whole:
            return {"you": "сбрось свою руку", "opponent": "твой противник сбрасывает свою руку",
                    "each": "каждый игрок сбрасывает свою руку"}[e.player]
        if isinstance(e, ir.Discard):
            if e.chooser == "random" and e.command:   # «1 карту с командной строкой Т наугад»
                cards = f"{self.cards(e.count)} с командной строкой {KIND_RU[e.command]} наугад"
            elif e.chooser == "random":
                form = self.form_of(e.count)
                word = {"one": "случайную карту", "few": "случайные карты", "many": "случайных карт"}[form]
                cards = f"{self.amount(e.count)} {word}"
            else:
                cards = self.cards(e.count)
                if e.command:   # «1 карту с командной строкой Т»
                    cards += f" с командной строкой {KIND_RU[e.command]}"
                if e.chooser == "other":
                    cards += " по выбору противника" if e.player == "you" else " по твоему выбору"
            who = {"you": "сбрось", "opponent": "твой противник сбрасывает", "each": "каждый игрок сбрасывает"}[e.player]
            return f"{who} {cards}"
        if isinstance(e, ir.LookAtHand):
            return "посмотри руку противника" if e.player == "opponent" else "посмотри свою руку"
        if isinstance(e, ir.Mill):
            who = {"you": "сбрось", "opponent": "твой противник сбрасывает", "each": "каждый игрок сбрасывает"}[e.player]
            return f"{who} {self.top_cards(e.count)}"
        if isinstance(e, ir.Destroy):
            return "уничтожь " + self.target(e.target, "acc")[0]
        if isinstance(e, ir.KeywordLine):
            nom = keyword_ru(e.keyword)
            return nom if nom else f"«{e.keyword}»"
        if isinstance(e, ir.SectorRule):   # g4b
            return _sector_rule_ru(self, e)
        if render_attacks.names_attacks(e):   # g16
            return render_attacks.attack_restriction_ru(self, e)
        if isinstance(e, ir.Restriction) and e.rule in ("unblockable_shooting", "unblockable_assault"):   # g6
            what = "стрельбу" if e.rule == "unblockable_shooting" else "штурм"
            if isinstance(e.target, (ir.ChosenCard, ir.TriggerCard)):   # g11: «его стрельбу»
                return f"его {what} нельзя заблокировать" + self.duration(e.duration)
            return f"{what} {self.named_gen('this')} нельзя заблокировать" + self.duration(e.duration)
        if isinstance(e, ir.Restriction):
            return self.restriction(e)
        if isinstance(e, ir.Return):
            words = self.target(e.target, "acc")[0]
            if e.to == "discard":
                return f"положи {words} в сброс владельца"
            if e.to == "hand" and isinstance(e.target, ir.RevealedCard):
                return f"возьми {words} в руку"
            if e.to == "hand":
                if isinstance(e.target, ir.Choose) and e.target.zone == "discard":
                    return f"верни {words} в руку"   # «Верни один отряд из своего сброса в руку»
                return f"верни {words} в руку владельца"
            return f"положи {words} " + ("на верх" if e.to == "deck_top" else "под низ") + " колоды владельца"
        if isinstance(e, ir.Damage):
            words, plural = self.target(e.target, "nom", subject=True)
            word = {"one": "повреждение", "few": "повреждения", "many": "повреждений"}[self.form_of(e.amount)]
            return f"{words} {'получают' if plural else 'получает'} {self.amount(e.amount)} {word}"
        if isinstance(e, ir.Lock):
            return "поверни " + self.target(e.target, "acc")[0]
        if isinstance(e, ir.Ready):
            return "разверни " + self.target(e.target, "acc")[0]
        if isinstance(e, ir.Charge):
            return "заставь " + self.target(e.target, "acc")[0] + " наступать"
        if isinstance(e, ir.ModifyStat):
            words, plural = self.target(e.target, "nom", subject=True)
            verb = "получают" if plural else "получает"
            changes = " и ".join(f"{self.signed(c.sign, c.amount)} к {_STAT_DAT[c.stat]}" for c in [e, *e.more])
            if e.versus:
                changes += f" против {self.keyword(e.versus)}"
            elif e.versus_this:
                changes += " против " + self.named_gen("this")
            elif e.versus_attack:   # «против стрельбы» (issue 24, g2)
                changes += " против " + {"shooting": "стрельбы", "assault": "штурма",
                                         "special_assault": "специальных штурмов"}[e.versus_attack]
            elif e.versus_cards:   # g8: «против повернутых отрядов»
                changes += " против " + self.description(*ir.versus_types(e.versus_cards), "gen_pl", "gen", "any")
            return f"{words} {verb} {changes}" + self.duration(e.duration)
        if isinstance(e, ir.CounterAttack):
            words, plural = self.target(e.target, "nom", subject=True)
            verb = "получают" if plural else "получает"
            return f"{words} {verb} контратаку" + self.duration(e.duration)
        if isinstance(e, ir.Lose):   # «... теряет контратаку», «... теряет ключевое слово «Прыжковый ранец»»
            words, plural = self.target(e.target, "nom", subject=True)
            verb = "теряют" if plural else "теряет"
            what = "контратаку" if e.keyword == "Counter-attack" else f"ключевое слово «{keyword_ru(e.keyword) or e.keyword}»"
            return f"{words} {verb} {what}" + self.duration(e.duration)
        if isinstance(e, ir.Grant):   # «... получает ключевое слово «Прыжковый ранец»»
            words, plural = self.target(e.target, "nom", subject=True)
            verb = "получают" if plural else "получает"
            return f"{words} {verb} ключевое слово «{keyword_ru(e.keyword) or e.keyword}»" + self.duration(e.duration)
        if isinstance(e, ir.Versus):
            return f"+{e.amount} к {_STAT_DAT[e.stat]} против {self.keyword(e.keyword)}"
        if isinstance(e, ir.Infiltrate):
            if e.count == 1:
                desc = self.description(e.types, e.filters, "one", "acc", "any")
            else:
                form = "gen_sg" if _count_form(e.count) == "one" else "gen_pl"
                desc = self.description(e.types, e.filters, form, "acc", "any", lead=["до", str(e.count)])
            if e.source == "revealed":   # g3b
                return "внедри его"
            if e.source == "discarded":
                return f"внедри {desc} из сброшенных таким образом карт"
            if e.source == "top":
                rest = {"keep": "", "bottom": ", а остальные положи под низ колоды", "discard": ", а остальные сбрось"}
                word = {"one": "верхней карты", "few": "верхних карт", "many": "верхних карт"}[_count_form(e.top)]
                return f"внедри {desc} из {e.top} {word} своей колоды" + rest[e.rest]
            source = {"hand": "своей руки", "deck": "своей колоды", "discard": "своего сброса"}[e.source]
            if e.locked:   # g14
                return f"положи {desc} из {source} в свою зону флота повернутым"
            return f"внедри {desc} из {source}"
        if isinstance(e, ir.Search):
            if e.count == 1:
                desc = self.description(e.types, e.filters, "one", "acc", "any")
                pron = "ее" if e.types == ["card"] else "его"
            else:
                form = "gen_sg" if _count_form(e.count) == "one" else "gen_pl"
                desc = self.description(e.types, e.filters, form, "acc", "any", lead=["до", str(e.count)])
                pron = "их"
            return f"найди в своей колоде {desc} и возьми {pron} в руку"
        if isinstance(e, ir.FlagChange):
            who = {"you": "ты получаешь", "opponent": "твой противник получает", "each": "каждый игрок получает"}[e.player]
            word = {"one": "флаг", "few": "флага", "many": "флагов"}[self.form_of(e.amount)]
            return f"{who} {self.signed(e.sign, e.amount)} {word} в этом сражении"
        if isinstance(e, ir.RollAdd):
            up_to = "не более " if e.up_to else ""   # g16
            if e.sign == 1:
                return f"прибавь {up_to}{self.amount(e.amount)} к {self.whose_roll(e, 'dat')}"
            return f"вычти {up_to}{self.amount(e.amount)} из {self.whose_roll(e, 'gen')}"
        if isinstance(e, ir.Reroll):
            keep = (" и используй " + ("меньший" if e.keep == "lower" else "больший") + " результат") if e.keep else ""
            if e.whose == "any" and e.of == "any":
                return "перебрось" + keep
            return "перебрось " + self.whose_roll(e, "acc", result=False) + keep
        if isinstance(e, ir.RollSet):
            if e.value is None:
                return "выбери " + self.whose_roll(e, "acc")
            return f"считай {self.whose_roll(e, 'acc')} равным {e.value}"
        if isinstance(e, ir.RollBonus):
            how_long = {"war_action": "до конца военной акции", "battle": "до конца сражения",
                        "turn": "до конца хода"}[e.duration]
            if e.player == "you":
                verb = "прибавь" if e.sign == 1 else "вычти"
            else:
                who = "твой противник" if e.player == "opponent" else "каждый игрок"
                verb = who + (" прибавляет" if e.sign == 1 else " вычитает")
            rolls = "к каждому своему броску" if e.sign == 1 else "из каждого своего броска"
            return f"{verb} {e.amount} {rolls} {how_long}"
        if isinstance(e, ir.TestBonus):   # g16
            t = e.target
            return ("тесты для способностей " + self.description(t.types, t.filters, "gen_pl", "nom", t.owner, subject=True)
                    + f" в этом секторе проходят при результате на {e.amount} меньше требуемого")
        if isinstance(e, ir.TestResult):   # g13: «если бросок является тестом, тест пройден»
            roll = {"any": "бросок", "own": "твой бросок", "opponent": "бросок противника"}[e.whose]
            return f"если {roll} является тестом, тест {'пройден' if e.passed else 'провален'}"
        if isinstance(e, ir.RollTwice):
            keep = "меньший" if e.keep == "lower" else "больший"
            if e.whose == "own":
                return f"сделай бросок дважды и используй {keep} результат"
            return f"твой противник делает бросок дважды и использует {keep} результат"
        if isinstance(e, ir.VariableRoll):
            return self.variable_roll(e)
        if isinstance(e, ir.Move):
            words, plural = self.target(e.target, "acc")
            arrives = "" if e.arrives is None else ". " + (   # g4b
                f"Они прибывают туда {_ARRIVE_RU[e.arrives][1]}" if plural else f"Он прибывает туда {_ARRIVE_RU[e.arrives][0]}")
            if e.to == "here":
                return "перемести " + words + " в этот сектор" + arrives
            where = f", где {self.predicate(e.where)}" if e.where is not None else ""
            return "перемести " + words + " в другой сектор" + where + arrives
        if isinstance(e, ir.Reveal):
            if e.what == "hand":
                return {"you": "покажи свою руку", "opponent": "твой противник показывает свою руку",
                        "each": "каждый игрок показывает свою руку"}[e.player]
            top = self.top_cards(ir.Number(value=e.count))
            if e.player == "you" and e.then == "back":
                return "покажи " + top
            who = {"you": "ты показываешь", "opponent": "твой противник показывает",
                   "each": "каждый игрок показывает"}[e.player]
            it = "ее" if e.count == 1 else "их"
            you = e.player == "you"
            where = {"back": "", "hand": f" и {'берешь' if you else 'берет'} {it} в руку",
                     "bottom": f" и {'кладешь' if you else 'кладет'} {it} под низ своей колоды",
                     "discard": f" и {'кладешь' if you else 'кладет'} {it} в свой сброс"}[e.then]
            return f"{who} {top}{where}"
        if isinstance(e, ir.LookTop):
            n = ir.Number(value=e.count)
            if e.player == "you":
                look = "посмотри " + self.top_cards(n)
            else:
                word = {"one": "верхнюю карту", "few": "верхние карты", "many": "верхних карт"}[self.form_of(n)]
                look = f"посмотри {e.count} {word} колоды противника"
            them = "ее" if e.count == 1 else "их"
            deck = "своей колоды" if e.player == "you" else "колоды"
            if e.then in ("one_to_hand", "to_hand"):
                kinds = e.types != ["card"] or e.filters
                if e.then == "one_to_hand":
                    take = ("1 " + self.description(e.types, e.filters, "one", "acc", "any") + " из них в руку"
                            if kinds else "1 из них в руку")
                elif e.up_to:   # «возьми до 2 отрядов из них в руку»
                    take = f"до {e.up_to} " + (self.description(e.types, e.filters, "gen_pl", "acc", "any") + " "
                                               if kinds else "") + "из них в руку"
                else:
                    take = "из них в руку любое число" + (
                        " " + self.description(e.types, e.filters, "gen_pl", "acc", "any") if kinds else "")
                rest = {"keep": ", а остальные положи обратно в любом порядке" if e.then == "one_to_hand" else "",
                        "bottom": ", а остальные положи под низ колоды" + (" в любом порядке" if e.any_order else ""),
                        "discard": ", а остальные сбрось"}[e.rest]
                return f"{look} и возьми {take}{rest}"
            return look + {"reorder": f" и положи {them} обратно" + (" в любом порядке" if e.count > 1 else ""),
                           "bottom": f" и положи любое число из них под низ {deck}",
                           "discard": " и сбрось любое число из них"}[e.then]
        if isinstance(e, ir.Shuffle):
            if e.player != "you":   # «каждый игрок замешивает свою руку в колоду»
                who = "каждый игрок" if e.player == "each" else "твой противник"
                return who + {"deck": " перетасовывает свою колоду", "hand": " замешивает свою руку в колоду",
                              "discard": " замешивает свой сброс в колоду"}[e.what]
            return {"deck": "перетасуй свою колоду", "hand": "замешай свою руку в колоду",
                    "discard": "замешай свой сброс в колоду"}[e.what]
        if isinstance(e, ir.UnlessPaid):   # «уничтожь этот отряд, если ты не сбросишь 1 карту»
            mine = [x.model_copy(update={"player": "you"}) for x in e.pay]   # g12: the opponent's, said as "you"
            pay = [_FUTURE_RU.get(c.partition(" ")[0], c.partition(" ")[0]) + " " + c.partition(" ")[2]
                   for c in self.clauses(mine)]
            if e.payer == "opponent":   # g12: «…, если противник не сбросит 2 карты»
                pay = [(w[:-2] + "т" if w.endswith("шь") else w) + " " + rest for w, _, rest in (c.partition(" ") for c in pay)]
                return " и ".join(self.clauses(e.effects)) + ", если противник не " + " и ".join(pay)
            return " и ".join(self.clauses(e.effects)) + ", если ты не " + " и ".join(pay)
        if isinstance(e, ir.Later):
            return ("в конце сражения " if e.when == "battle" else "в конце военной акции ") + " и ".join(
                self.effect(x) for x in e.effects)
        if isinstance(e, ir.IfThen):
            chosen = getattr(self, "_chosen", None)
            then = " и ".join(self.clauses(e.effects))
            p = e.predicate
            if not e.negate:
                out = f"если {self.predicate(p)}, {then}"
            elif isinstance(p, ir.CountAtLeast) and p.at_least == 1:   # «если у тебя нет ..., »
                out = f"если {self.predicate(p, none=True)}, {then}"
            else:
                out = f"{then}, кроме случая, когда {self.predicate(p)}"
            if e.otherwise:
                self._chosen = chosen
                out += ". Иначе " + " и ".join(self.clauses(e.otherwise))
            self._chosen = chosen
            return out
        if isinstance(e, ir.ChooseOne) and len(e.options) == 2 and e.options[0] and not e.options[1]:
            # «ты можешь заставить этот отряд наступать»: the verbs in the infinitive; a clause with its
            # own subject: «по желанию этот отряд получает +1 к броне»
            clauses = self.clauses(e.options[0])
            if all(c.partition(" ")[0] in _INFINITIVE_RU for c in clauses):
                return "ты можешь " + " и ".join(_infinitive(c) for c in clauses)
            return "по желанию " + " и ".join(clauses)
        if isinstance(e, ir.ChooseOne):
            chosen = getattr(self, "_chosen", None)
            options = []
            for o in e.options:
                self._chosen = chosen
                options.append(" и ".join(self.clauses(o)))
            self._chosen = chosen
            return ("противник выбирает одно: " if e.chooser == "opponent" else "выбери одно: ") + "; или ".join(options)
        if isinstance(e, ir.Cancel):   # g3: what the reaction's trigger names
            if e.what == "overrun":
                return "этот прорыв не наносит повреждений"
            if e.what == "attack":   # g6
                return "эта атака не наносит повреждений"
            if e.what == "current_attack":   # g16
                return render_attacks.CURRENT_RU
            return "отмени " + _cancelled(self.a.trigger, _CANCELLED_RU)
        if isinstance(e, ir.IfDone):   # g3b
            chosen = getattr(self, "_chosen", None)
            if e.may:
                out = self._effect(ir.ChooseOne(options=[e.effects, []]))
            else:
                out = " и ".join(self.clauses(e.effects))
            after = getattr(self, "_chosen", None)
            if e.then:
                out += ". Если ты это сделаешь, " + " и ".join(self.clauses(e.then))
            if e.otherwise:
                self._chosen = chosen
                out += (". Если ты этого не сделаешь, " if e.may else ". Если не можешь, ") + " и ".join(
                    self.clauses(e.otherwise))
            self._chosen = after
            return out
        if isinstance(e, ir.EachPlayer):   # g3b: «каждый игрок поворачивает один свой отряд»
            if e.chooser_only:
                verb, _, what = self.clauses(e.effects)[0].partition(" ")
                then = {"уничтожь": "уничтожь их", "поверни": "поверни их", "разверни": "разверни их"}.get(
                    verb, "верни их в руку владельца")
                return f"каждый игрок выбирает {_own_ru(what)}. {_cap(then)}"
            inner = e.effects[0]
            if len(e.effects) == 1 and isinstance(inner, ir.ChooseOne):
                return "каждый игрок может " + " и ".join(_own_ru(_infinitive(c)) for c in self.clauses(inner.options[0]))
            who = "противник " if e.player == "opponent" else "каждый игрок "   # g7
            return who + " и ".join(_third_ru(_own_ru(c)) for c in self.clauses(e.effects))
        raise TypeError(f"cannot render {type(e).__name__}")

    def restriction(self, e) -> str:
        """«... не может блокировать», «... не могут быть заблокированы отрядами техники»,
        «... не может быть целью способностей противника»."""
        if e.target is None:
            words, plural = self.this("nom"), False
        else:
            words, plural = self.target(e.target, "nom", subject=True)
        g = self.gender(e.target)
        can = "не могут" if plural else "не может"
        ending = {"m": "", "f": "а", "pl": "ы"}[g]
        if e.rule in render_rules.RULES:   # g17c: affected, deployed, entering locked
            return render_rules.restriction_ru(self, e, words, can, ending) + self.duration(e.duration)
        if e.by is not None or e.source is not None or e.rule in _RULE_MORE_EN:
            return self.restriction_more(e, words, can, ending) + self.duration(e.duration)
        if e.rule == "unshootable":
            rule = "быть целью стрельбы"
        elif e.rule == "unblockable":
            rule = f"быть заблокирован{ending}" + (f" отрядами {self.keyword(e.keyword)}" if e.keyword else "")
        elif e.rule == "no_lock":
            rule = f"быть повернут{ending}" + (" способностями противника" if e.enemy_only else "")
        elif e.rule.startswith("no_destroy"):
            rule = f"быть уничтожен{ending}" + {"no_destroy": "", "no_destroy_shooting": " стрельбой",
                                                  "no_destroy_assault": " штурмом", "no_destroy_ability": " способностями"}[e.rule] + (
                " противника" if e.enemy_only else "")
        elif e.rule == "untargetable":
            rule = "быть целью способностей" + (" противника" if e.enemy_only else "")
        else:
            rule = {"no_block": "блокировать", "no_charge": "наступать", "no_shoot": "стрелять",
                    "no_assault": "штурмовать"}[e.rule]
        return f"{words} {can} {rule}" + self.duration(e.duration)

    def restriction_more(self, e, words, can, ending) -> str:
        """«Бесфлаговые отряды не могут блокировать этот отряд», «... не может быть целью тактик
        противника», «... не может совершить прорыв», «Этот ресурс нельзя штурмовать»."""
        if e.by is not None and e.rule in ("unblockable", "unassaultable"):   # said from the other side
            by = self.description(e.by.types, e.by.filters, "nom_pl", "nom", "any", True, alts=e.by.alt)
            # «твои», not «свои»: the subject is the other player's units
            obj = self.target(e.target, "acc", subject=True)[0] if e.target is not None else self.this("acc")
            verb = "блокировать" if e.rule == "unblockable" else "штурмовать"
            return f"{by} не могут {verb} {obj}"
        if e.rule == "unshootable":
            by = self.description(e.by.types, e.by.filters, "gen_pl", "nom", "any", alts=e.by.alt)
            return f"{words} {can} быть целью стрельбы {by}"
        if e.rule == "unassaultable":
            obj = self.target(e.target, "acc")[0] if e.target is not None else self.this("acc")
            return f"{obj} нельзя штурмовать"
        if e.rule == "unblockable":
            return f"{words} {can} быть заблокирован{ending}"
        if e.rule == "no_overrun":
            return f"{words} {can} совершить прорыв"
        if e.rule == "block_any_speed":
            return f"{words} {can[3:]} блокировать стрельбу независимо от скорости"
        if e.rule == "overrun_any" and e.times:   # g6: «до 2 прорывов» (до + genitive)
            return f"{words} {can[3:]} совершить до {e.times} прорывов за военную акцию"
        if e.rule == "overrun_any":
            return f"{words} {can[3:]} совершать прорыв любое количество раз за военную акцию"
        if e.rule == "overrun_asset":   # issue 24, g6
            return f"{words} {can[3:]} совершить прорыв после уничтожения актива"
        if e.rule == "block_uncharged":
            return f"{words} {can[3:]} блокировать штурм, даже если не наступает"
        if e.rule == "block_speed_plus":   # g11: «… как если бы его скорость была на 1 больше»
            his = "их" if can == "не могут" else "ее" if words.lower().startswith("эта") else "его"
            return f"{words} {can[3:]} блокировать стрельбу, как если бы {his} скорость была на {e.speed} больше"
        if e.rule in ("charge_assault", "charge_shoot"):   # g11
            verb = "штурмовать" if e.rule == "charge_assault" else "стрелять"
            return f"{words} {can[3:]} наступать и {verb} в одну военную акцию"
        if e.rule == "block_as_speed":
            his = "ее" if words.lower().startswith("эта") else "его"
            return f"{words} {can[3:]} блокировать стрельбу, как если бы {his} скорость была {e.speed}"
        if e.rule == "no_infiltrate":
            return f"{words} {can} быть внедрен{ending} в этот сектор"
        src, s = [], e.source
        if e.rule == "no_use":   # g12: «не могут использовать способности ВА»
            what = " и ".join(_SOURCE_NOM_RU.get(k, "способности ВА") for k in s.kinds) if s is not None and s.kinds \
                else "способности"
            return f"{words} {can} использовать {what}"
        if e.rule == "no_ready" and e.turn_end:
            return f"{words} не {'разворачиваются' if can == 'не могут' else 'разворачивается'} в конце хода"
        if e.rule == "no_ready":
            if s is not None:
                src = [_SOURCE_INS_RU[k] for k in s.kinds] or ["способностями"] + [_NOUN_RU[t][4] for t in s.types]
            return " ".join([f"{words} {can} быть развернут{ending}"] + src + (["противника"] if e.enemy_only else []))
        if e.rule == "no_lock" and s is not None:   # g12: «не может быть повернут тактиками противника»
            src = [" и ".join(_SOURCE_INS_RU[k] for k in s.kinds)] if s.kinds else (
                ["способностями"] + [_NOUN_RU[t][4] for t in s.types])
            return " ".join([f"{words} {can} быть повернут{ending}"] + src + (["противника"] if e.enemy_only else []))
        if e.rule == "no_destroy_ability":   # g8: «не может быть уничтожен тактиками и реакциями противника»
            src = [" и ".join(_SOURCE_INS_RU[k] for k in s.kinds)] if s.kinds else (
                ["способностями"] + [_NOUN_RU[t][4] for t in s.types])
            return " ".join([f"{words} {can} быть уничтожен{ending}"] + src + (["противника"] if e.enemy_only else []))
        src = [" и ".join(_SOURCE_GEN_RU[k] for k in s.kinds)] if s is not None and s.kinds else (
            ["способностей"] + [_NOUN_RU[t][4] for t in (s.types if s is not None else ())])
        return " ".join([f"{words} {can} быть целью"] + src + (["противника"] if e.enemy_only else []))

    def fail(self, effects) -> str:
        return "если тест провален, " + " и ".join(self.clauses(effects))

    _CMD_RU = {None: ("каждую карту", "карт"), "E": ("каждое событие", "событий"), "T": ("каждую тактику", "тактик"),
               "R": ("каждую реакцию", "реакций"), "M": ("каждый модификатор", "модификаторов")}

    def cards_in(self, c) -> str:
        """«в твоей руке», «в руке противника»."""
        if c.player == "you":
            return {"hand": "в твоей руке", "deck": "в твоей колоде", "discard": "в твоем сбросе"}[c.zone]
        return {"hand": "в руке", "deck": "в колоде", "discard": "в сбросе"}[c.zone] + " противника"

    def counted(self, c) -> str:
        """«каждый твой отряд техники в этом секторе» (after «за»); «каждый флаг защищающегося отряда»;
        «..., уничтоженный в этом сражении»; «..., но не больше 2»."""
        if isinstance(c, ir.CardsIn):
            return f"{self._CMD_RU[c.command][0]} {self.cards_in(c)}"
        cap = f", но не больше {c.max}" if c.max is not None else ""
        if isinstance(c, ir.StatOf):
            if c.stat != "flags":
                raise TypeError("only flags are counted on a card")
            if c.of == "target":   # g10: «за каждый флаг на нем» — на карте, которую выбирает сам эффект
                return f"каждый флаг на нем{cap}"
            return f"каждый флаг {self.named_gen(c.of)}{cap}"
        if c.destroyed:
            fem = c.types == ["card"]
            lead = ["каждую" if fem else "каждый"]
            words = self.description(c.types, c.filters, "one", "acc", c.owner, subject=True, lead=lead)
            return f"{words}, {'уничтоженную' if fem else 'уничтоженный'} в этом сражении{cap}"
        return self._counted(c) + cap

    _CMD_FEW_RU = {None: "карты", "E": "события", "T": "тактики", "R": "реакции", "M": "модификатора"}

    def counted_groups(self, c) -> str:
        """g13b: «каждые 2 твоих отряда техники в этом секторе», «каждые 5 карт в твоей руке», «каждые 2 отряда
        противника, уничтоженных в этом сражении» (after «за»)."""
        n = c.every
        few = _count_form(n) == "few"
        if isinstance(c, ir.CardsIn):
            noun = self._CMD_FEW_RU[c.command] if few else self._CMD_RU[c.command][1]
            return f"каждые {n} {noun} {self.cards_in(c)}"
        cap = f", но не больше {c.max}" if c.max is not None else ""
        form = "gen_sg" if few else "gen_pl"
        lead = ["каждые", str(n)] + (["остальных"] if c.other else [])
        if c.destroyed:
            words = self.description(c.types, c.filters, form, "gen", c.owner, subject=True, lead=lead, adj_form="gen_pl")
            return f"{words}, уничтоженных в этом сражении{cap}"
        place = {"sector": "в этом секторе", "play": "в игре",
                 "discard": "в обоих сбросах" if c.owner == "any" else "в сбросе",
                 "fleet": "во флоте противника" if c.owner == "enemy" else "во флоте"}[c.zone]
        owner = "any" if c.zone == "fleet" and c.owner == "enemy" else c.owner
        return self.description(c.types, c.filters, form, "gen", owner, subject=True, lead=lead, place=place,
                                adj_form="gen_pl") + cap

    def _counted(self, c) -> str:
        fem = c.types == ["card"]
        place = {"sector": "в этом секторе", "play": "в игре",
                 "discard": "в обоих сбросах" if c.owner == "any" else "в сбросе",   # g20c: both piles
                 "fleet": "во флоте противника" if c.owner == "enemy" else "во флоте"}[c.zone]
        owner = "any" if c.zone == "fleet" and c.owner == "enemy" else c.owner
        lead = ["каждую" if fem else "каждый"] + ((["остальную"] if fem else ["остальной"]) if c.other else [])
        return self.description(c.types, c.filters, "one", "acc", owner, subject=True, lead=lead, place=place)

    def cost(self, c) -> str:
        if isinstance(c, ir.Test):
            return f"({self.amount(c.value)}+)"
        if isinstance(c, ir.LockThis):
            return "поверни " + self.this("acc")
        if isinstance(c, ir.DestroyThis):
            return "уничтожь " + self.this("acc")
        if isinstance(c, ir.ReturnThis):
            return "верни " + self.this("acc") + " в свою руку"
        if isinstance(c, ir.LockUnits):
            form = _count_form(c.count)
            ship = c.types == ["ship"]
            if form == "one":
                own, adj_form, noun = "свой", "one", "корабль" if ship else "отряд"
                other = ["другой"] if c.other else []
            else:
                own, adj_form = "своих", "gen_pl"
                noun = ("корабля" if form == "few" else "кораблей") if ship else ("отряда" if form == "few" else "отрядов")
                other = ["других"] if c.other else []
            words = ["поверни", str(c.count)] + other + [own]
            if c.state != "any":
                words.append(_adj(_ADJ_RU[c.state], adj_form, False, "acc"))
            words += self.adjectives([f for f in c.filters if isinstance(f, ir.KeywordFilter)], adj_form, False, "acc")
            words.append(noun)
            words += self.keywords(c.filters)   # «поверни 1 свой готовый отряд Сынов Хоруса»
            if ship:   # «поверни 1 другой свой корабль в своей зоне флота»
                words.append("в своей зоне флота")
            return " ".join(words)
        if isinstance(c, ir.DestroyUnits):   # g18c
            return render_costs.destroy_units_ru(self, c)
        if isinstance(c, ir.DiscardKind):   # g18c
            return render_costs.discard_kind_ru(self, c)
        if isinstance(c, ir.DiscardCards) and c.whole:   # g17d
            return "сбрось свою руку"
        if isinstance(c, ir.DiscardCards):
            return "сбрось " + self.cards(ir.Number(value=c.count))
        if isinstance(c, ir.DiscardTop):
            return "сбрось " + self.top_cards(ir.Number(value=c.count))
        raise TypeError(f"cannot render {type(c).__name__}")

    def named_gen(self, of: str) -> str:
        """The card a text names, in the genitive: «атакующего отряда», «этого ресурса»."""
        if of == "this":
            return "этой карты" if self.noun == "card" else "этого " + _NOUN_RU[self.noun][2]
        if of == "trigger":
            trig = self.a.trigger
            return "того отряда" if trig is None or trig.types == ["unit"] else "той карты"
        if of == "paid":   # g17b
            return render_roles.paid_ru(_paid_noun(self.a), "gen")
        return {"attacking": "атакующего отряда", "defending": "защищающегося отряда",
                "blocking": "блокирующего отряда"}[of]

    def xscaled(self, text: str, x) -> str:
        """g13: «Х = удвоенная скорость этого отряда», «Х = его штурм, деленный на 2, с округлением вверх»:
        the participle agrees with the value's noun."""
        if x.scale is None:
            return text
        if isinstance(x, (ir.XStat, ir.XAmong)):
            g = {"assault": "m", "flags": "pl"}.get(x.stat, "f")
        elif isinstance(x, ir.XDie):
            g = "m" if _discards(self.a) <= 1 else "f"
        else:
            g = "n"   # «число ...»
        end = {"m": "ый", "f": "ая", "n": "ое", "pl": "ые"}[g]
        head, _, value = text.partition(" = ")
        if x.scale == "double":
            return f"{head} = удвоенн{end} {value}"
        return (f"{head} = {value}, деленн{end} на 2, с округлением {'вверх' if x.scale == 'half_up' else 'вниз'}"
                + ("," if x.plus else ""))

    def xdef(self, x) -> str:
        if isinstance(x, ir.XCards):
            return f"Х = число {self._CMD_RU[x.command][1]} {self.cards_in(x)}"
        if isinstance(x, ir.XDie):
            return "Х = кубик сброшенной карты" if _discards(self.a) <= 1 else "Х = сумма кубиков сброшенных карт"
        if isinstance(x, ir.XStat):
            if x.of == "target":
                return f"Х = его {_STAT_NOM[x.stat]}"
            return f"Х = {_STAT_NOM[x.stat]} {self.named_gen(x.of)}"
        if isinstance(x, ir.XDie):
            return "Х = кубик сброшенной карты"
        if isinstance(x, ir.XAmong):   # g10: «Х = наибольшая скорость среди твоих отрядов»
            most = {"highest": ("наибольший", "наибольшая", "наибольшие"),
                    "lowest": ("наименьший", "наименьшая", "наименьшие"),
                    "total": ("суммарный", "суммарная", "суммарные")}[x.most]
            most = most[0] if x.stat == "assault" else most[2] if x.stat == "flags" else most[1]
            among = " " if x.most == "total" else " среди "
            return f"Х = {most} {_STAT_NOM[x.stat]}{among}" + ("других " if x.other else "") + self.description(
                x.types, x.filters, "gen_pl", "nom", x.owner, subject=True) + (" в игре" if x.zone == "play" else "")
        if x.zone == "discard":   # g20c: «в твоем сбросе», «в сбросе противника», «в обоих сбросах»
            pile = {"own": " в твоем сбросе", "enemy": " в сбросе противника", "any": " в обоих сбросах"}[x.owner]
            return "Х = число " + ("других " if x.other else "") + self.description(
                x.types, x.filters, "gen_pl", "nom", "any", subject=True) + pile
        return "Х = число " + ("других " if x.other else "") + self.description(
            x.types, x.filters, "gen_pl", "nom", x.owner, subject=True) + (
            " в игре" if x.zone == "play" else ", уничтоженных в этом сражении" if x.destroyed else "")

    @staticmethod
    def whose_roll(e, case: str, result: bool = True) -> str:
        """«результату броска», «результата теста», «результат своего броска d6», «бросок противника»."""
        noun = {"any": "бросок", "test": "тест", "d6": "бросок d6", "variable": "переменный бросок"}[e.of]
        gen = {"бросок": "броска", "тест": "теста", "бросок d6": "броска d6", "переменный бросок": "переменного броска"}
        if not result:   # «перебрось свой бросок», «перебрось бросок противника»
            if e.whose == "own":
                return "свой " + noun
            return noun + (" противника" if e.whose == "opponent" else "")
        lead = {"dat": "результату", "gen": "результата", "acc": "результат"}[case]
        if e.whose == "own":
            return f"{lead} своего {gen[noun]}"
        if e.whose == "opponent":
            return f"{lead} {gen[noun]} противника"
        return f"{lead} {gen[noun]}"

    def predicate(self, p, none: bool = False) -> str:
        if isinstance(p, ir.FirstWarAction):   # g9
            return "идет первая военная акция сражения"
        if isinstance(p, ir.RollResult):
            return f"выпало {p.value}" + {"eq": "", "ge": " или больше", "le": " или меньше"}[p.cmp]
        if isinstance(p, ir.TestOutcome):   # g16
            return f"бросок является {'пройденным' if p.passed else 'проваленным'} тестом"
        if isinstance(p, ir.RollMade) and p.made_for == "event":   # g16
            return "бросок делается для события"
        if isinstance(p, ir.RollMade):
            during = {None: "", "shooting": " во время стрельбы", "assault": " во время штурма",
                      "special_assault": " во время специального штурма"}[p.during]
            if p.owner == "any":
                return "бросок делается" + during
            return ("ты сделал" if p.owner == "own" else "противник сделал") + " бросок" + during
        fem = self.noun == "card"
        this = self.this("nom")
        if isinstance(p, ir.CardsInAtLeast):   # «у тебя в руке есть событие», «у противника в руке есть 3 или больше карт»
            who = "у тебя в " if p.player == "you" else "у противника в "
            zone = {"hand": "руке", "deck": "колоде", "discard": "сбросе"}[p.zone]
            one = {None: "карта", "E": "событие", "T": "тактика", "R": "реакция", "M": "модификатор"}[p.command]
            if p.at_least == 1:
                return f"{who}{zone} есть {one}"
            return f"{who}{zone} есть {p.at_least} или больше {self._CMD_RU[p.command][1]}"
        if isinstance(p, ir.PlayerRole):
            return "ты — " + ("атакующий" if p.role == "attacker" else "защищающийся") + " игрок"
        if isinstance(p, ir.CardIs):
            return self.card_is(p)
        if isinstance(p, ir.ThisState):
            word = {"charging": "наступает", "locked": "повернута" if fem else "повернут",
                    "ready": "готова" if fem else "готов"}[p.state]
            return f"{this} {word}"
        if isinstance(p, ir.ThisRole):
            if p.attack is not None:   # «штурмует», «стреляет», «защищается от стрельбы»
                if p.role == "attacking":
                    return f"{this} " + ("штурмует" if p.attack == "assault" else "стреляет")
                return f"{this} защищается от " + ("штурма" if p.attack == "assault" else "стрельбы")
            return f"{this} " + {"attacking": "атакует", "defending": "защищается", "blocking": "блокирует"}[p.role]
        if isinstance(p, ir.OnPlanet):
            return "сражение идет на " + ("Просперо" if p.planet == "prospero" else "Истваане III")
        if isinstance(p, ir.CardDestroyed):
            if p.of == "chosen":
                return "он уничтожен"
            named = {"this": this, "attacking": "атакующий отряд", "defending": "защищающийся отряд",
                     "blocking": "блокирующий отряд", "trigger": "тот отряд"}[p.of]
            return f"{named} {'уничтожена' if p.of == 'this' and fem else 'уничтожен'}"
        if isinstance(p, ir.OnlyOne):
            own = "твоя единственная" if p.types == ["card"] else "твой единственный"
            return f"{this} — {own} " + self.description(p.types, p.filters, "one", "nom", "any") + " в этом секторе"
        if isinstance(p, ir.AllAre):   # g4b: «все твои отряды в этом секторе повернуты»
            desc = self.description(p.types, p.filters, "nom_pl", "nom", p.owner, True)
            state = {"ready": "готовы", "locked": "повернуты", "charging": "наступают"}[p.state]
            return f"все {desc} в этом секторе {state}"
        if isinstance(p, ir.MoreThan):
            who, rival = ("у тебя", "у противника") if p.owner == "own" else ("у противника", "у тебя")
            where = "" if p.types == ["ship"] or p.count == "hand" else " в этом секторе"
            what = {"cards": self.description(p.types, p.filters, "gen_pl", "nom", "any"), "flags": "флагов",
                    "hand": "карт в руке"}[p.count]
            if p.than_types is not None:   # g13: «у тебя в этом секторе больше ресурсов, чем отрядов»
                other = self.description(p.than_types, p.than_filters, "gen_pl", "nom", "any")
                return f"{who}{where} {'меньше' if p.compare == 'fewer' else 'больше'} {what}, чем {other}"
            if p.compare == "same":   # issue 24, g6
                return f"{who} столько же {what}{where}, сколько {rival}"
            return f"{who} {'меньше' if p.compare == 'fewer' else 'больше'} {what}{where}, чем {rival}"
        other = ["других"] if getattr(p, "other", False) else []   # «другой герой», «нет других готовых отрядов»
        play = getattr(p, "zone", "sector") == "play"
        if play and p.owner != "own" and not other:   # g3b: «у противника в игре есть примарх», «в игре есть ...»
            lead = {"enemy": "у противника в игре ", "any": "в игре "}[p.owner]
            if none:
                return lead + "нет " + self.description(p.types, p.filters, "gen_pl", "nom", "any")
            if p.at_least == 1:
                return lead + "есть " + self.description(p.types, p.filters, "one", "nom", "any")
            return lead + f"есть {p.at_least} или больше " + self.description(p.types, p.filters, "gen_pl", "nom", "any")
        if play and p.owner != "own":
            raise TypeError("only your cards in play are counted")
        if none:   # «у тебя нет отрядов техники», «в этом секторе нет ...»
            who = {"own": "у тебя нет", "enemy": "у противника нет", "any": "в этом секторе нет"}[p.owner]
            if play:
                who = "у тебя в игре нет"
            return f"{who} " + self.description(p.types, p.filters, "gen_pl", "nom", "any", lead=other)
        who = {"own": "у тебя есть", "enemy": "у противника есть", "any": "в этом секторе есть"}[p.owner]
        if play:
            who = "у тебя в игре есть"
        if p.at_least == 1:
            one = (["другая"] if p.types == ["card"] else ["другой"]) if other else []
            return f"{who} " + self.description(p.types, p.filters, "one", "nom", "any", lead=one)
        return f"{who} {p.at_least} или больше " + self.description(p.types, p.filters, "gen_pl", "nom", "any", lead=other)

    def card_is(self, p) -> str:
        """«это техника», «защищающийся отряд — твой отряд Имперской армии», «его броня 2 или меньше»."""
        stats = [f for f in p.filters if isinstance(f, ir.StatFilter)]
        if len(stats) == 1 and len(p.filters) == 1 and p.types == ["card"] and p.owner == "any" \
                and stats[0].cmp in ("ge", "le", "eq"):
            f = stats[0]
            stat = _STAT_NOM[f.stat]
            named = f"его {stat}" if p.of in ("chosen", "revealed") else f"{stat} {self.named_gen(p.of)}"
            if f.cmp == "eq":
                equal = {"firepower": "равна", "assault": "равен", "speed": "равна", "armor": "равна",
                         "flags": "равны"}[f.stat]
                return f"{named} {equal} {f.value}"
            return f"{named} {f.value} или " + ("больше" if f.cmp == "ge" else "меньше")
        if len(p.filters) == 1 and isinstance(p.filters[0], ir.FlagsFilter) and p.types == ["card"] and p.owner == "any":
            whose = "у него" if p.of in ("chosen", "revealed") else f"у {self.named_gen(p.of)}"   # g3b
            return f"{whose} {'есть флаг' if p.filters[0].flagged else 'нет флагов'}"
        desc = self.description(p.types, p.filters, "one", "nom", p.owner, subject=True)
        if p.of in ("chosen", "revealed"):
            return f"это {desc}"
        named = {"this": self.this("nom"), "attacking": "атакующий отряд", "defending": "защищающийся отряд",
                 "blocking": "блокирующий отряд"}.get(p.of)
        if p.of == "trigger":
            trig = self.a.trigger
            named = "тот отряд" if trig is None or trig.types == ["unit"] else "та карта"
        return f"{named} — {desc}"

    def condition(self, c) -> str:
        if isinstance(c.predicate, ir.DuringAttack) and c.mode == "only_if":
            return "используется только во время " + {"shooting": "стрельбы", "assault": "штурма",
                                                      "special_assault": "специального штурма"}[c.predicate.attack]
        lead = "используется только если" if c.mode == "only_if" else "не может использоваться, если"
        return f"{lead} {self.predicate(c.predicate)}"

    def trigger(self, t) -> str:
        if t.event == "played" and t.command is not None:
            what = {"T": "тактику", "R": "реакцию", "M": "модификатор", "E": "событие", "WA": "карту военной акции"}
            return f"Когда {'ты играешь' if t.owner == 'own' else 'твой противник играет'} {what[t.command]}"
        if t.event in ("played", "roll"):
            verb = {
                ("played", "own"): "ты играешь карту", ("played", "enemy"): "твой противник играет карту",
                ("played", "any"): "играется карта", ("roll", "own"): "ты делаешь бросок",
                ("roll", "enemy"): "твой противник делает бросок", ("roll", "any"): "делается бросок",
            }[(t.event, t.owner)]
            return "Когда " + verb
        if t.event == "battle_start":
            return "В начале сражения"
        if t.event == "ability_used" and t.command == "A":   # g3
            return f"Когда {self._trigger_who(t, 'nom')} использует специальный штурм"
        if t.event == "ability_used":
            words = self.description(t.types, t.filters, "gen_sg", "nom", "any")
            return f"Когда {'ты используешь' if t.owner == 'own' else 'твой противник использует'} способность {words}"
        if t.event == "fleet":   # g14
            who = "этот корабль" if t.this else self._trigger_who(t, "nom")
            return f"Когда {who} попадает в {({'own': 'твою зону флота', 'enemy': 'зону флота противника'}).get(t.owner, 'свою зону флота')}"
        if t.event == "captures":   # g16
            return capture_trigger(t, "ru")
        if t.event in ("war_action", "draws", "retreats", "passes"):
            who = {"own": "ты", "enemy": "твой противник", "any": "игрок"}[t.owner]
            verb = {("war_action", "own"): "заявляешь военную акцию", ("war_action", "enemy"): "заявляет военную акцию",
                    ("draws", "own"): "берешь карты", ("draws", "enemy"): "берет карты",
                    ("retreats", "own"): "отступаешь", ("retreats", "enemy"): "отступает",
                    ("retreats", "any"): "отступает из этого сектора",   # g17b
                    ("passes", "own"): "пасуешь", ("passes", "enemy"): "пасует", ("passes", "any"): "пасует"}[(t.event, t.owner)]
            return f"Когда {who} {verb}"
        fem = t.types == ["card"]
        how = {None: "", "shooting": " стрельбой", "assault": " штурмом",
               "ability": " способностью противника" if t.by_enemy else " способностью"}[t.by]
        words = self._trigger_who(t, "nom")
        a = "а" if fem else ""
        event = {"destroyed": "уничтожен" + a, "blocked": "заблокирован" + a, "would_be_destroyed": ("должна" if a else "должен") + " быть уничтожен" + a,
                 "blocks": "блокирует", "charges": "наступает",
                 "attacked": "атакован" + a, "shoots": "стреляет", "assaults": "штурмует",
                 "locked": "повернут" + a, "readied": "развернут" + a,
                 "targeted": "становится целью способности" + (" противника" if t.by_enemy else ""),
                 "enters": "входит в игру", "overruns": "совершает прорыв"}[t.event]
        if t.event == "targeted" and t.party is not None:   # g9: «… становится целью способности корабля противника»
            return f"Когда {words} становится целью способности {self._party_gen(t.party)}"
        if t.event == "blocks" and t.by is not None:   # g9: «Когда твой отряд блокирует штурм»
            return f"Когда {words} блокирует {'стрельбу' if t.by == 'shooting' else 'штурм'}"
        if t.event == "blocked" and t.by is not None:   # g9: «Когда этот отряд заблокирован при штурме»
            return f"Когда {words} заблокирован{a} при {'стрельбе' if t.by == 'shooting' else 'штурме'}"
        p = t.party
        if p is not None:
            if t.event == "destroyed":   # «Когда этот отряд уничтожает штурмом отряд противника»
                return f"Когда {self._trigger_who(p, 'nom')} уничтожает{how} {self._trigger_who(t, 'acc')}"
            if t.event in ("attacked", "blocked"):
                event += " " + self._party_ins(p)
            elif t.event == "overruns":   # g18b: «совершает прорыв против одного из твоих отрядов»
                event += " против " + (self._party_gen(p) if p.this else self.description(
                    p.types, p.filters, "gen_sg", "gen", p.owner, subject=True))   # «твоего», not «своего»
            else:
                event += {"shoots": " в ", "assaults": " ", "blocks": " "}[t.event] + self._trigger_who(p, "acc")
        return f"Когда {words} {event}{how}"

    def _trigger_who(self, t, case) -> str:
        """The card of a trigger's event, or its other card, in the nominative or the accusative."""
        fem = t.types == ["card"]
        if getattr(t, "role", None) is not None:
            return {"attacking": "атакующ", "defending": "защищающ"}[t.role] + (
                ("ую" if case == "acc" else "ая") + "ся карт" + ("у" if case == "acc" else "а") if fem and t.role == "defending"
                else ("ую карту" if case == "acc" else "ая карта") if fem
                else ("ийся " if t.role == "defending" else "ий ") + _NOUN_RU[t.types[0]][0])
        if t.this:
            return ("эту карту" if case == "acc" else "эта карта") if fem else "этот " + _NOUN_RU[t.types[0]][0]
        lead = ["другую" if fem and case == "acc" else "другая" if fem else "другой"] if getattr(t, "other", False) else None
        return self.description(t.types, t.filters, "one", case, t.owner, subject=True, lead=lead)

    def _party_gen(self, p) -> str:
        """g9: the card whose ability chose, in the genitive («способности корабля противника»)."""
        if p.this:
            return {"unit": "этого отряда", "asset": "этого ресурса", "ship": "этого корабля", "card": "этой карты"}[p.types[0]]
        return self.description(p.types, p.filters, "gen_sg", "gen", p.owner)

    def _party_ins(self, p) -> str:
        """The other card of a trigger's event in the instrumental («атакован отрядом техники»)."""
        ins = {"unit": "отрядом", "asset": "ресурсом", "ship": "кораблем", "card": "картой"}
        fem = p.types == ["card"]
        if p.this:
            return ("этой " if fem else "этим ") + ins[p.types[0]]
        words = ["твоей" if fem else "твоим"] if p.owner == "own" else []
        for f in p.filters:
            stem = None
            if isinstance(f, ir.StateFilter):
                stem = _ADJ_RU[f.state]
            elif isinstance(f, ir.FlagsFilter):
                stem = _ADJ_RU["flagged" if f.flagged else "flagless"]
            elif isinstance(f, ir.KeywordFilter) and not f.negate and f.keyword == "Unique":
                stem = ("уникальн", "ы")
            if stem is not None:
                words.append(stem[0] + (("ей" if stem[1] == "и" else "ой") if fem else ("им" if stem[1] == "и" else "ым")))
        words.append(" или ".join(ins[t] for t in p.types))
        words += self.keywords(p.filters)
        if p.owner == "enemy":
            words.append("противника")
        words += self.post_filters(p.filters)
        return " ".join(words)
