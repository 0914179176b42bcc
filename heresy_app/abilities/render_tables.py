"""The canonical text's tables and word forms (issue 25: split out of render.py): rule and source names,
sector rules, Russian nouns, adjectives and verb forms."""

from __future__ import annotations

from heresy_app.abilities import ir, render_rules
from heresy_app.abilities.render_places import retreat_rule

RULE_MORE_EN = frozenset({"no_use", "unassaultable", "no_ready", "no_overrun", "block_any_speed", "no_infiltrate", "overrun_any",
                           "overrun_asset", "block_uncharged", "block_as_speed", "block_speed_plus", "charge_assault",
                           "charge_shoot"}) | render_rules.RULES   # g17c
SOURCE_KIND_EN = {"T": "tactics", "A": "special assaults", "R": "reactions", "M": "modifiers", "E": "events",
                   "WA": "WA cards"}
RULE_EN = {"no_block": "cannot block", "no_charge": "cannot charge", "no_shoot": "cannot shoot",
            "no_assault": "cannot assault", "no_lock": "cannot be locked", "no_destroy": "cannot be destroyed",
            "no_destroy_shooting": "cannot be destroyed by shooting", "no_destroy_assault": "cannot be destroyed by assaults",
            "no_destroy_ability": "cannot be destroyed by abilities",
            "untargetable": "cannot be the target of abilities"}


# g3: what a cancel names, by the trigger's event and kind ("that tactic" / «эту тактику»)
CANCELLED_EN = {"T": "tactic", "R": "reaction", "M": "modifier", "E": "event", "WA": "war action card",
                 "A": "special assault", None: "card", "ability": "ability"}
CANCELLED_RU = {"T": "эту тактику", "R": "эту реакцию", "M": "этот модификатор", "E": "это событие",
                 "WA": "эту карту военной акции", "A": "этот специальный штурм", None: "эту карту",
                 "ability": "эту способность"}


def cancelled(t, words) -> str:
    if t is not None and (t.event == "ability_used" and t.command is None or t.event == "targeted"):
        return words["ability"]
    return words[t.command if t is not None else None]


def count_of(e):
    """The :class:`ir.Count` an effect's number is, if any ("for each ...")."""
    for field in ("count", "amount"):
        v = getattr(e, field, None)
        if isinstance(v, (ir.Count, ir.CardsIn, ir.StatOf)):
            return v
    return None


def per_number(e):
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
NOUN_RU = {
    "unit": ("отряд", "отряд", "отряда", "отряды", "отрядов", False),
    "asset": ("ресурс", "ресурс", "ресурса", "ресурсы", "ресурсов", False),
    "ship": ("корабль", "корабль", "корабля", "корабли", "кораблей", False),
    "card": ("карта", "карту", "карты", "карты", "карт", True),
}
# adjective stems with hard (ы) or soft/hush (и) endings
ADJ_RU = {
    "ready": ("готов", "ы"), "locked": ("повернут", "ы"), "charging": ("наступающ", "и"),
    "flagged": ("флагов", "ы"), "flagless": ("бесфлагов", "ы"),
}
STAT_ACC_RU = {"firepower": "огневую мощь", "assault": "штурм", "speed": "скорость", "armor": "броню"}   # g11
STAT_GEN_G17D = {"firepower": "огневой мощи", "assault": "штурма", "speed": "скорости", "armor": "брони"}
STAT_DAT = {"firepower": "огневой мощи", "assault": "штурму", "speed": "скорости", "armor": "броне", "flags": "флагам"}
STAT_INS = {"firepower": "с огневой мощью", "assault": "со штурмом", "speed": "со скоростью",
             "armor": "с броней", "flags": "с флагами"}
def paid_noun(a) -> str:
    """g17b: "unit" or "ship", as the ability's lock cost says."""
    return next((c.types[0] for c in a.costs if isinstance(c, ir.LockUnits)), "unit")


def x_of_amount(a):
    """The count a printed number is set to, as the X definition that says it (issue 24, g2)."""
    if isinstance(a, ir.CardsIn):
        return ir.XCards(player=a.player, zone=a.zone, command=a.command)
    return ir.XCount(owner=a.owner, types=a.types, filters=a.filters, zone="play" if a.zone == "play" else "sector",
                     other=a.other)   # g17d: "... is equal to the number of your other Vehicle units"


STAT_NOM = {"firepower": "огневая мощь", "assault": "штурм", "speed": "скорость", "armor": "броня", "flags": "флаги"}


SOURCE_GEN_RU = {"T": "тактик", "A": "специальных штурмов", "R": "реакций", "M": "модификаторов", "E": "событий",
                  "WA": "ВА-карт"}
SOURCE_INS_RU = {"T": "тактиками", "A": "специальными штурмами", "R": "реакциями", "M": "модификаторами",
                  "E": "событиями", "WA": "ВА-картами"}


ARRIVE_RU = {"ready": ("готовым", "готовыми"), "locked": ("повернутым", "повернутыми"),
              "charging": ("наступающим", "наступающими")}   # g4b: «Он прибывает туда повернутым»
# ---- g4b: a rule change for a sector (ir.SectorRule), in both languages
RC_WHAT_EN = {"counter_attack": "Counter-attack", "overrun": "overrun", "shooting": "shooting",
               "assault": "assaults", "special_assault": "special assaults"}
RC_HOW_EN = {"no_effect": "has no effect", "no_damage": "deals no damage", "unblockable": "cannot be blocked",
              "cannot_use": "cannot be used"}
RC_PLAYER_EN = {"attacker": "the attacker draws", "defender": "the defender draws", "each": "each player draws",
                 "you": "draw", "opponent": "your opponent draws"}   # g10: you, your opponent
RC_WHAT_RU = {"counter_attack": "контратака", "overrun": "прорыв", "shooting": "стрельбу", "assault": "штурмы",
               "special_assault": "специальные штурмы"}
RC_HOW_RU = {"no_effect": "не действует", "no_damage": "не наносит повреждений", "unblockable": "нельзя блокировать",
              "cannot_use": "нельзя использовать"}
SOURCE_NOM_RU = {"T": "тактики", "A": "специальные штурмы", "R": "реакции", "M": "модификаторы", "E": "события"}
RC_PLAYER_RU = {"attacker": "атакующий игрок берет", "defender": "защищающийся игрок берет",
                 "each": "каждый игрок берет", "you": "возьми", "opponent": "противник берет"}   # g10: ты, противник


def sector_rule_en_of(r, e) -> str:
    if e.what == "retreat":   # g16: "no player can retreat from this sector"
        return retreat_rule(e, "en") + r.duration(e.duration)
    if e.what == "command_hand":
        where = " in battles for this sector" if e.where == "sector" else " in every battle"
        cards = 'card' if e.amount == 1 else 'cards'
        hand = "your command hand" if e.player == "you" else "their command hand"
        if e.duration is not None:   # g10: a preparation ability's, for the battle
            where = ""
        if e.how == "size":   # g10: "draws 5 cards for their command hand instead of 6"
            return f"{RC_PLAYER_EN[e.player]} {e.amount} {cards} for {hand} instead of 6{where}"
        more = "fewer" if e.how == "fewer" else "more"
        return f"{RC_PLAYER_EN[e.player]} {e.amount} {more} {cards} for {hand}{where}"
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
    what = r.source(e.source, False) if e.what == "abilities" else RC_WHAT_EN[e.what]
    if e.what == "abilities" and e.player is not None:   # g9: "Your opponent cannot use reactions in this sector"
        who = {"you": "you", "opponent": "your opponent", "attacker": "the attacker", "defender": "the defender"}[e.player]
        where = " in this sector" if e.where == "sector" else " in every sector"
        return f"{who} cannot use {what}{where}" + r.duration(e.duration)
    how = RC_HOW_EN[e.how]
    if e.what in ("abilities", "assault", "special_assault") and how.startswith("has"):
        how = "have" + how[3:]
    where = " in this sector" if e.where == "sector" else " in every sector"
    return f"{what} {how}{where}" + r.duration(e.duration)


def sector_rule_ru_of(r, e) -> str:
    if e.what == "retreat":   # g16: «никто не может отступать из этого сектора»
        return retreat_rule(e, "ru") + r.duration(e.duration)
    if e.what == "command_hand":
        where = " в сражениях за этот сектор" if e.where == "sector" else " в каждом сражении"
        if e.duration is not None:   # g10: a preparation ability's, for the battle
            where = ""
        if e.how == "size":   # g10: «берет в командную руку 5 карт вместо 6»
            return f"{RC_PLAYER_RU[e.player]} в командную руку {r.cards(ir.Number(value=e.amount))} вместо 6{where}"
        more = "меньше" if e.how == "fewer" else "больше"
        return f"{RC_PLAYER_RU[e.player]} на {r.cards(ir.Number(value=e.amount))} {more} в командную руку{where}"
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
        what = " ".join([SOURCE_NOM_RU[k] for k in s.kinds] if s is not None and s.kinds else (
            ["способности"] + [NOUN_RU[t][4] for t in (s.types if s is not None else ())]))
    else:
        what = RC_WHAT_RU[e.what]
    where = " в этом секторе" if e.where == "sector" else " в каждом секторе"
    if e.what == "abilities" and e.player is not None:   # g9: «Противник не может использовать реакции в этом секторе»
        who = {"you": "ты не можешь", "opponent": "противник не может", "attacker": "атакующий игрок не может",
               "defender": "защищающийся игрок не может"}[e.player]
        return f"{who} использовать {what}{where}" + r.duration(e.duration)
    return f"{what} {RC_HOW_RU[e.how]}{where}" + r.duration(e.duration)
# ---- g4b end


INFINITIVE_RU = {
    "возьми": "взять", "сбрось": "сбросить", "уничтожь": "уничтожить", "поверни": "повернуть",
    "разверни": "развернуть", "заставь": "заставить", "перемести": "переместить", "внедри": "внедрить",
    "найди": "найти", "посмотри": "посмотреть", "покажи": "показать", "перетасуй": "перетасовать",
    "верни": "вернуть", "положи": "положить", "прибавь": "прибавить", "вычти": "вычесть",
    "перебрось": "перебросить", "сделай": "сделать", "выбери": "выбрать", "нанеси": "нанести",
}


THIRD_RU = {"поверни": "поворачивает", "разверни": "разворачивает", "уничтожь": "уничтожает", "верни": "возвращает",
             "заставь": "заставляет", "перемести": "перемещает",
             # g20a: a player's own count («каждый игрок получает +1 флаг за каждый свой ...»)
             "возьми": "берет", "сбрось": "сбрасывает", "ты получаешь": "получает", "ты теряешь": "теряет"}


def third_ru(clause: str) -> str:
    """g3b: a clause said of each player: «поверни ...» -> «поворачивает ...»."""
    if clause.startswith("ты "):   # g20a: «ты получаешь ...» said of each player
        first, _, rest = clause.partition(" ")
        second, _, rest = rest.partition(" ")
        return f"{THIRD_RU.get(first + ' ' + second, second)} {rest}"
    first, _, rest = clause.partition(" ")
    return f"{THIRD_RU.get(first, first)} {rest}"


def own_ru(clause: str) -> str:
    """g3b: each player's own cards are «свои»: «твой отряд» -> «свой отряд»."""
    for a, b in (("твоих", "своих"), ("твоего", "своего"), ("твоему", "своему"), ("твой", "свой"), ("твою", "свою"),
                 ("твои", "свои"), ("твоя", "своя"), ("твоей", "своей")):
        clause = clause.replace(f"{a} ", f"{b} ")
    return clause


def infinitive(clause: str) -> str:
    """«возьми 1 карту» -> «взять 1 карту» (after «ты можешь»); a clause with a subject stays as it is."""
    first, _, rest = clause.partition(" ")
    return f"{INFINITIVE_RU[first]} {rest}" if first in INFINITIVE_RU else clause


def count_form(n: int) -> str:
    """Which noun form follows the numeral n: one (sg), few (gen sg), many (gen pl)."""
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return "few"
    return "many"


def role_adj(role: str, form: str, fem: bool, case: str) -> str:
    """«атакующий», «блокирующих», «защищающегося» (a participle keeps «ся» after any ending)."""
    if role == "defending":
        return adj_of(("защищающ", "и"), form, fem, case) + "ся"
    return adj_of(({"attacking": "атакующ", "blocking": "блокирующ"}[role], "и"), form, fem, case)


def adj_of(stem_end, form: str, fem: bool, case: str) -> str:
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


def own_of(form: str, fem: bool, case: str, subject: bool) -> str:
    base = "тво" if subject else "сво"
    if form == "one":
        return base + ("ю" if fem and case == "acc" else "я" if fem else "й")
    if form == "gen_sg":
        return base + ("ей" if fem else "его")
    if form == "gen_pl":
        return base + "их"
    return base + "и"
