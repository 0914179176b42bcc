"""The Russian canonical text of each effect and restriction (issue 25: split out of render.py), for
:class:`render_ru.Ru`."""

from __future__ import annotations

from heresy_app.abilities import doubling, ir, render_attacks, render_rules
from heresy_app.abilities.lexicon import keyword_ru
from heresy_app.abilities.render_base import FUTURE_RU, KIND_RU, cap_of
from heresy_app.abilities.render_tables import (
    ARRIVE_RU, CANCELLED_RU, INFINITIVE_RU, NOUN_RU, RULE_MORE_EN, SOURCE_GEN_RU, SOURCE_INS_RU, SOURCE_NOM_RU,
    STAT_ACC_RU, STAT_DAT, STAT_NOM, cancelled, count_form, count_of, infinitive, own_ru, per_number, sector_rule_ru_of,
    third_ru, x_of_amount
)


class RuEffectParts:
    """The methods for the effects in Russian: what each op says, and restrictions (mixed in before :class:`render_base.Renderer`)."""

    def _effect(self, e) -> str:
        if isinstance(e, ir.BecomeDefending):
            words, plural = self.target(e.target, "nom", subject=True)
            return f"{words} {'становятся защищающимися отрядами' if plural else 'становится защищающимся отрядом'}"
        if isinstance(e, ir.SwapStats):   # g11: «Любой отряд меняет местами огневую мощь и броню»
            words, plural = self.target(e.target, "nom", subject=True)
            stats = " и ".join(STAT_ACC_RU[x] for x in e.stats)
            return f"{words} {'меняют' if plural else 'меняет'} местами {stats}" + self.duration(e.duration)
        if isinstance(e, ir.SwapBetween):   # g13: «поменяй местами броню атакующей карты и защищающейся карты»
            return (f"поменяй местами {STAT_ACC_RU[e.stat]} {self.genitive(e.target)} и "
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
                whose = ("их " if plural else "её " if fem else "его ") + STAT_NOM[e.stat]
            else:
                whose = f"{STAT_NOM[e.stat]} {self.genitive(e.target)}"
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
            return f"{STAT_NOM[e.stat]} {self.named_gen('this')} {eq} " + self.xdef(x_of_amount(e.amount))[4:].replace("число", "числу", 1)
        if doubling.is_double(e):   # g19c: «удвой огневую мощь ...»
            return doubling.double_ru(self, e)
        count = count_of(e)
        if count is not None:   # «... за каждый твой отряд техники в этом секторе»
            if getattr(count, "every", 1) > 1:   # g13b: «за каждые 2 твоих отряда техники»
                return self._effect(per_number(e)) + " за " + self.counted_groups(count)
            return self._effect(per_number(e)) + " за " + self.counted(count)
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
            return sector_rule_ru_of(self, e)
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
            changes = " и ".join(f"{self.signed(c.sign, c.amount)} к {STAT_DAT[c.stat]}" for c in [e, *e.more])
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
            return f"+{e.amount} к {STAT_DAT[e.stat]} против {self.keyword(e.keyword)}"
        if isinstance(e, ir.Infiltrate):
            if e.count == 1:
                desc = self.description(e.types, e.filters, "one", "acc", "any")
            else:
                form = "gen_sg" if count_form(e.count) == "one" else "gen_pl"
                desc = self.description(e.types, e.filters, form, "acc", "any", lead=["до", str(e.count)])
            if e.source == "revealed":   # g3b
                return "внедри его"
            if e.source == "discarded":
                return f"внедри {desc} из сброшенных таким образом карт"
            if e.source == "top":
                rest = {"keep": "", "bottom": ", а остальные положи под низ колоды", "discard": ", а остальные сбрось"}
                word = {"one": "верхней карты", "few": "верхних карт", "many": "верхних карт"}[count_form(e.top)]
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
                form = "gen_sg" if count_form(e.count) == "one" else "gen_pl"
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
                f"Они прибывают туда {ARRIVE_RU[e.arrives][1]}" if plural else f"Он прибывает туда {ARRIVE_RU[e.arrives][0]}")
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
            pay = [FUTURE_RU.get(c.partition(" ")[0], c.partition(" ")[0]) + " " + c.partition(" ")[2]
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
            if all(c.partition(" ")[0] in INFINITIVE_RU for c in clauses):
                return "ты можешь " + " и ".join(infinitive(c) for c in clauses)
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
            return "отмени " + cancelled(self.a.trigger, CANCELLED_RU)
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
                return f"каждый игрок выбирает {own_ru(what)}. {cap_of(then)}"
            inner = e.effects[0]
            if len(e.effects) == 1 and isinstance(inner, ir.ChooseOne):
                who = "противник может " if e.player == "opponent" else "каждый игрок может "   # g15b
                return who + " и ".join(own_ru(infinitive(c)) for c in self.clauses(inner.options[0]))
            who = "противник " if e.player == "opponent" else "каждый игрок "   # g7
            return who + " и ".join(third_ru(own_ru(c)) for c in self.clauses(e.effects))
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
        if e.by is not None or e.source is not None or e.rule in RULE_MORE_EN:
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
            what = " и ".join(SOURCE_NOM_RU.get(k, "способности ВА") for k in s.kinds) if s is not None and s.kinds \
                else "способности"
            return f"{words} {can} использовать {what}"
        if e.rule == "no_ready" and e.turn_end:
            return f"{words} не {'разворачиваются' if can == 'не могут' else 'разворачивается'} в конце хода"
        if e.rule == "no_ready":
            if s is not None:
                src = [SOURCE_INS_RU[k] for k in s.kinds] or ["способностями"] + [NOUN_RU[t][4] for t in s.types]
            return " ".join([f"{words} {can} быть развернут{ending}"] + src + (["противника"] if e.enemy_only else []))
        if e.rule == "no_lock" and s is not None:   # g12: «не может быть повернут тактиками противника»
            src = [" и ".join(SOURCE_INS_RU[k] for k in s.kinds)] if s.kinds else (
                ["способностями"] + [NOUN_RU[t][4] for t in s.types])
            return " ".join([f"{words} {can} быть повернут{ending}"] + src + (["противника"] if e.enemy_only else []))
        if e.rule == "no_destroy_ability":   # g8: «не может быть уничтожен тактиками и реакциями противника»
            src = [" и ".join(SOURCE_INS_RU[k] for k in s.kinds)] if s.kinds else (
                ["способностями"] + [NOUN_RU[t][4] for t in s.types])
            return " ".join([f"{words} {can} быть уничтожен{ending}"] + src + (["противника"] if e.enemy_only else []))
        src = [" и ".join(SOURCE_GEN_RU[k] for k in s.kinds)] if s is not None and s.kinds else (
            ["способностей"] + [NOUN_RU[t][4] for t in (s.types if s is not None else ())])
        return " ".join([f"{words} {can} быть целью"] + src + (["противника"] if e.enemy_only else []))
