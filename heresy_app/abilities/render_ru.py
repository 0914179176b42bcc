"""The Russian canonical text (issue 25: split out of render.py): descriptions in their cases, targets,
costs and X; the effects are :mod:`render_ru_effects`, conditions and triggers :mod:`render_ru_conditions`."""

from __future__ import annotations

from heresy_app.abilities import ir, render_costs, render_roles
from heresy_app.abilities.lexicon import keyword_ru_gen
from heresy_app.abilities.render_base import KIND_RU, ROLE_OWNERS_RU, Renderer, discards
from heresy_app.abilities.render_ru_conditions import RuConditionParts
from heresy_app.abilities.render_ru_effects import RuEffectParts
from heresy_app.abilities.render_tables import (
    ADJ_RU, NOUN_RU, STAT_GEN_G17D, STAT_INS, STAT_NOM, adj_of, count_form, own_of, paid_noun, role_adj
)


class Ru(RuEffectParts, RuConditionParts, Renderer):
    YOU = {"возьми": "ты берешь", "сбрось": "ты сбрасываешь"}
    XMAX = "Х не может быть больше {n}"
    XMIN = "Х не может быть меньше {n}"
    PLUS = ("плюс", "минус")
    ONCE = {"battle": "используется только один раз за сражение", "turn": "используется только один раз за ход"}
    UNLIMITED = "неограниченно"
    EITHER_PLAYER = "любой игрок может использовать эту способность"   # g18e
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
        return count_form(x.value) if isinstance(x, ir.Number) else "many"

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
        return ("+" if sign == 1 else "-") + Ru.amount(amount)

    @staticmethod
    def keyword(k: str) -> str:
        gen = keyword_ru_gen(k)
        return gen if gen else f"«{k}»"

    @staticmethod
    def noun_phrase(types, form: str, case: str) -> str:
        idx = {"one": 0 if case == "nom" else 1, "gen_sg": 2, "nom_pl": 3, "gen_pl": 4}[form]
        words = [NOUN_RU[t][idx] for t in types]
        if len(words) == 1:
            return words[0]
        return ", ".join(words[:-1]) + " или " + words[-1]

    def adjectives(self, filters, form, fem, case) -> list[str]:
        out = []
        for f in filters:
            if isinstance(f, ir.StateFilter):
                out.append(adj_of(ADJ_RU[f.state], form, fem, case))
            elif isinstance(f, ir.FlagsFilter):
                out.append(adj_of(ADJ_RU["flagged" if f.flagged else "flagless"], form, fem, case))
            elif isinstance(f, ir.KeywordFilter) and not f.negate and f.keyword == "Unique":
                out.append(adj_of(("уникальн", "ы"), form, fem, case))   # «уникальный отряд»
            elif isinstance(f, ir.RoleFilter) and not f.negate:   # g8: «твой атакующий отряд»
                out.append(role_adj(f.roles[0], form, fem, case))
        return out

    def keywords(self, filters) -> list[str]:
        return [self.keyword(f.keyword) for f in filters
                if isinstance(f, ir.KeywordFilter) and not f.negate and f.keyword != "Unique"]

    def post_filters(self, filters) -> list[str]:
        out = []
        for f in filters:
            if isinstance(f, ir.StatFilter):
                s = STAT_INS[f.stat]
                out.append({
                    "le": f"{s} {f.value} или меньше", "ge": f"{s} {f.value} или больше",
                    "lt": f"{s} меньше {f.value}", "gt": f"{s} больше {f.value}", "eq": f"{s} ровно {f.value}",
                }[f.cmp])
            elif isinstance(f, ir.StatX):   # g10: «с броней меньше Х»
                s = STAT_INS[f.stat]
                out.append({"le": f"{s} Х или меньше", "ge": f"{s} Х или больше", "lt": f"{s} меньше Х",
                            "gt": f"{s} больше Х"}[f.cmp])
            elif isinstance(f, ir.KeywordFilter) and f.negate:
                out.append(f"без {self.keyword(f.keyword)}")
            elif isinstance(f, ir.StatThan):
                s = STAT_INS[f.stat]
                named = self.named_gen(f.of)
                noun = s.split(" ", 1)[1]
                masc = f.stat == "assault"
                more = {"lt": "меньше", "gt": "больше"}.get(f.cmp)
                if more and f.their:   # g17d: «с броней меньше штурма атакующего отряда»
                    out.append(f"{s} {more} {STAT_GEN_G17D[f.their]} {named}")
                elif more:
                    out.append(f"{s} {more}, чем у {named}")
                elif f.cmp == "eq":
                    out.append(f"с {'таким' if masc else 'такой'} же {noun}, как у {named}")
                else:
                    adj = ("меньшим" if masc else "меньшей") if f.cmp == "le" else ("большим" if masc else "большей")
                    out.append(f"с {'таким' if masc else 'такой'} же или {adj} {noun}, чем у {named}")
            elif isinstance(f, ir.StateNot):   # g16b: «, который не наступает» (the number: description())
                out.append(", который не " + {"ready": "готов", "locked": "повёрнут", "charging": "наступает"}[f.state])
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
            words.append(own_of(adj_form, fem, case, subject))
        words.append(" или ".join([self.kind_words(types, filters, adj_form, form, case)]
                                  + [self.kind_words(a.types, a.filters, adj_form, form, case) for a in alts]))
        if owner == "enemy":
            words.append("противника")
        elif owner in ROLE_OWNERS_RU:   # «отряды защищающегося игрока»
            words.append(ROLE_OWNERS_RU[owner])
        if place:
            words.append(place)
        words += self.post_filters(filters)
        out = " ".join(words).replace(" , ", ", ")
        if form != "one" and ", который не является" in out:   # «отряды, которые не являются ни атакующими, ...»
            out = out.replace(", который не является", ", которые не являются").replace(
                "атакующим", "атакующими").replace("защищающимся", "защищающимися").replace("блокирующим", "блокирующими")
        if ", который не " in out:   # g16b: a state denied, in the description's number and gender
            out = _state_not_agreed(out, form != "one", types == ["card"]) + ("," if case == "nom" else "")
        return out

    def genitive(self, t) -> str:
        """g13: one card named in the genitive («броню этого отряда и любого отряда противника»)."""
        if isinstance(t, ir.ThisCard):
            return "этой карты" if self.noun == "card" else "этого " + NOUN_RU[self.noun][2]
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
        return "этот " + NOUN_RU[self.noun][0]

    # ---------------------------------------------------- "it": the cards chosen before
    def effect_chooses(self, e):
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
            return render_roles.paid_ru(paid_noun(self.a), case), False
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
            form = "gen_sg" if not x and count_form(n) == "one" else "gen_pl"
            return self.description(t.types, t.filters, form, case, owner, subject, ["до", "Х" if x else str(n)] + (
                ["остальных"] if other else []), t.alt, place), True   # g8: «до 2 остальных своих отрядов»
        if n == 1:
            if one == "любой":
                lead = "любую" if fem and case == "acc" else "любая" if fem else "любой"
            else:
                lead = "одну" if fem and case == "acc" else "одна" if fem else "один"
            return self.description(t.types, t.filters, "one", case, owner, subject, [lead], t.alt, place), False
        cf = "many" if isinstance(n, ir.X) else count_form(n)   # «Поверни Х отрядов противника»
        # adjectives after 2-4 take the genitive plural, the noun the genitive singular
        form = {"one": "one", "few": "gen_sg", "many": "gen_pl"}[cf]
        lead = ["Х" if isinstance(n, ir.X) else str(n)] + (["остальных"] if other else [])   # g8
        return self.description(t.types, t.filters, form, case, owner, subject, lead, t.alt, place,
                                adj_form="one" if form == "one" else "gen_pl"), True

    def duration(self, d) -> str:
        return {"battle": " до конца сражения", "turn": " до конца хода"}.get(d, "")

    def effect(self, e) -> str:
        out = self._effect(e)
        chosen = self.effect_chooses(e)
        if chosen is not None:
            self._chosen = chosen
        return out


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
        few = count_form(n) == "few"
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
            form = count_form(c.count)
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
                words.append(adj_of(ADJ_RU[c.state], adj_form, False, "acc"))
            words += self.adjectives(c.filters, adj_form, False, "acc")   # g16b: every filter said
            words.append(noun)
            words += self.keywords(c.filters)   # «поверни 1 свой готовый отряд Сынов Хоруса»
            words += self.post_filters(c.filters)
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
            return "этой карты" if self.noun == "card" else "этого " + NOUN_RU[self.noun][2]
        if of == "trigger":
            trig = self.a.trigger
            return "того отряда" if trig is None or trig.types == ["unit"] else "той карты"
        if of == "paid":   # g17b
            return render_roles.paid_ru(paid_noun(self.a), "gen")
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
            g = "m" if discards(self.a) <= 1 else "f"
        else:
            g = "n"   # «число ...»
        end = {"m": "ый", "f": "ая", "n": "ое", "pl": "ые"}[g]
        head, _, value = text.partition(" = ")
        if x.scale == "double":
            return f"{head} = удвоенн{end} {value}"
        return (f"{head} = {value}, деленн{end} на 2, с округлением {'вверх' if x.scale == 'half_up' else 'вниз'}"
                + ("," if x.plus else ""))

    def xdef(self, x) -> str:
        if isinstance(x, ir.XFlags):   # g14b
            return "Х = число " + ("твоих флагов" if x.player == "you" else "флагов противника") + " в этом секторе"
        if isinstance(x, ir.XCards):
            return f"Х = число {self._CMD_RU[x.command][1]} {self.cards_in(x)}"
        if isinstance(x, ir.XDie):
            return "Х = кубик сброшенной карты" if discards(self.a) <= 1 else "Х = сумма кубиков сброшенных карт"
        if isinstance(x, ir.XStat):
            if x.of == "target":
                return f"Х = его {STAT_NOM[x.stat]}"
            return f"Х = {STAT_NOM[x.stat]} {self.named_gen(x.of)}"
        if isinstance(x, ir.XDie):
            return "Х = кубик сброшенной карты"
        if isinstance(x, ir.XAmong):   # g10: «Х = наибольшая скорость среди твоих отрядов»
            most = {"highest": ("наибольший", "наибольшая", "наибольшие"),
                    "lowest": ("наименьший", "наименьшая", "наименьшие"),
                    "total": ("суммарный", "суммарная", "суммарные")}[x.most]
            most = most[0] if x.stat == "assault" else most[2] if x.stat == "flags" else most[1]
            among = " " if x.most == "total" else " среди "
            return f"Х = {most} {STAT_NOM[x.stat]}{among}" + ("других " if x.other else "") + self.description(
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


def _state_not_agreed(text: str, plural: bool, fem: bool) -> str:
    """g16b: «, который не наступает / готов / повёрнут» agreed with the description («которые не наступают»,
    «которая не готова»)."""
    for state, forms in (("наступает", ("наступает", "наступают")), ("готов", ("готова", "готовы")),
                         ("повёрнут", ("повёрнута", "повёрнуты"))):
        said = ", который не " + state
        if said in text:
            word = forms[1] if plural else (forms[0] if fem and state != "наступает" else state)
            who = "которые" if plural else ("которая" if fem else "который")
            text = text.replace(said, f", {who} не {word}")
    return text
