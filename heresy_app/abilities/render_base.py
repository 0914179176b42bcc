"""The canonical text's shared parts (issue 25: split out of render.py): the words both languages' renderers
use and :class:`Renderer`, what the English and Russian renderers have in common."""

from __future__ import annotations

from heresy_app.abilities import ir

KIND_RU = {"WA": "ВА", "T": "Т", "R": "Р", "M": "М", "A": "Ш", "E": "С"}
STAT_EN = {"firepower": "firepower", "assault": "assault", "speed": "speed", "armor": "armor", "flags": "flags"}
NOUNS = ("unit", "asset", "ship", "card")



def article(words: str) -> str:
    """"a" or "an" before ``words`` by their first sound: "an enemy unit", "a unit", "a unique card",
    "an Ultramarines unit" (a word in "uni"/"use"/"eu"/"one" starts with a consonant sound)."""
    w = words.lower()
    if w.startswith(("uni", "use", "usu", "eu", "one", "once")):
        return "a"
    return "an" if w[:1] in "aeiou" else "a"


FUTURE_RU = {"сбрось": "сбросишь", "возьми": "возьмешь"}


def discards(a) -> int:
    """How many cards an ability discards before its effects read them (its costs, the top of the deck)."""
    n = sum(2 if getattr(c, "whole", False) else c.count   # g17d: a whole hand, the cards discarded
            for c in a.costs if isinstance(c, (ir.DiscardCards, ir.DiscardTop)))
    for e in a.effects:
        if isinstance(e, ir.Mill) and e.player == "you":
            n += e.count.value if isinstance(e.count, ir.Number) else 2
    return n


def cap_of(s: str) -> str:
    return s[:1].upper() + s[1:]


def sentences(parts: list[str]) -> str:
    return " ".join(cap_of(p) + "." for p in parts)


# ================================================================ English


def their_en(text: str) -> str:
    """g3b: a clause said of each player: their own cards ("one of your units" -> "one of their units")."""
    return text.replace(" your ", " their ").replace("your ", "their ")


def third_en(text: str) -> str:
    """g3b: the clause's verb said of a player ("lock" -> "locks"; g20a: "you get" -> "gets", and the
    cards counted "you have" -> "he has")."""
    text = text.replace(" you have ", " he has ")
    if text.startswith("you "):
        text = text[4:]
    verb, _, rest = text.partition(" ")
    verb = verb[:-1] + "ies" if verb.endswith("y") and verb != "destroy" else verb + "s"
    return f"{verb} {rest}"


# a choice's owner by role (ir.ChooseOwner: "the defender's units" / «отряды защищающегося игрока»)
ROLE_OWNERS = {"attacker": "the attacker's", "defender": "the defender's"}
ROLE_OWNERS_RU = {"attacker": "атакующего игрока", "defender": "защищающегося игрока"}

class Renderer:
    """The printed shape shared by both languages: ``TYPE [trigger,] [costs]: effects.``"""

    UNLIMITED = ""
    EITHER_PLAYER = ""
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
        if a.either_player:   # g18e
            body.append(self.EITHER_PLAYER)
        out = sentences(body)
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
                costs[0] = cap_of(costs[0])
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
            lines.append(f"{rng}: " + cap_of(f" {self.AND} ".join(self.clauses(o.effects)) or self.NOTHING))
        return self.ROLL_DIE + ". " + ". ".join(lines)
