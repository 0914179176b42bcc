"""The Russian canonical text of conditions and triggers (issue 25: split out of render.py), for
:class:`render_ru.Ru`."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.render_places import capture_trigger
from heresy_app.abilities.render_tables import ADJ_RU, NOUN_RU, STAT_NOM


class RuConditionParts:
    """The methods for conditions and triggers in Russian (mixed in before :class:`render_base.Renderer`)."""

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
        if p.of == "rolled_for":   # g17b: «бросок делается для твоего героя»
            return "бросок делается для " + self.description(p.types, p.filters, "gen_sg", "gen", p.owner, subject=True)
        stats = [f for f in p.filters if isinstance(f, ir.StatFilter)]
        if len(stats) == 1 and len(p.filters) == 1 and p.types == ["card"] and p.owner == "any" \
                and stats[0].cmp in ("ge", "le", "eq"):
            f = stats[0]
            stat = STAT_NOM[f.stat]
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
        how = {None: "", "shooting": " стрельбой", "assault": " штурмом", "attack": " атакой",
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
                else ("ийся " if t.role == "defending" else "ий ") + NOUN_RU[t.types[0]][0])
        if t.this:
            return ("эту карту" if case == "acc" else "эта карта") if fem else "этот " + NOUN_RU[t.types[0]][0]
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
                stem = ADJ_RU[f.state]
            elif isinstance(f, ir.FlagsFilter):
                stem = ADJ_RU["flagged" if f.flagged else "flagless"]
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
