"""A game verb said as a light verb and its verbal noun, in every slot (issue 24, session 18, g18a: every verb in
every slot).

Card writers say an attack, a charge, an overrun or a block as a noun done by a light verb: "declares a charge",
"makes an assault", "performs an overrun", "cannot make shooting attacks", "may declare a charge" / «объявляет
наступление», «проводит штурм», «ведёт стрельбу», «не может идти в прорыв», «идёт на штурм», «открывает огонь».
The grammar reads each verb itself ("charges", "cannot charge", «наступает»), in whatever slot it stands: trigger,
restriction, permission, effect. This pass rewrites the light verb and its noun as the verb, so every slot the
verb has takes the noun form too — the rule is one for the whole class, not one per sentence:

- a unit's act: "<unit> <light verb> [a|an|any] <noun>" is "<unit> <verb>" ("When an enemy unit declares a
  charge" is "When an enemy unit charges"; "This unit cannot make shooting attacks" is "This unit cannot shoot");
  "against / on / at <card>" after a shot is "at <card>", after an assault the card itself ("assaults this unit");
- a player's act: a player declares the attacks of his units, so "When your opponent declares a charge" is "When
  an enemy unit charges" (one unit: the event), and "Your opponent cannot declare charges (in this sector)" is
  "Enemy units cannot charge (...)" (all of them: the rule). A player's shot or assault in a trigger is left as
  written: the grammar reads it already, with the card it is declared against;
- a manner word after such a verb that says only the moment ("It may charge immediately.", «Он может наступать
  сразу.»): left out, as it is before the verb (time_words.py).

A noun followed by another noun ("an assault roll", "a charge bonus"), a special assault and a bare "attack" (a
shot or an assault? the text does not say) are left as written, so the parser's reason is given for them.
"""

from __future__ import annotations

__all__ = ["rewrite"]

_ENDS = frozenset({".", ":", ";", ","})

# ------------------------------------------------------------------ English
_LIGHT_EN = frozenset({"declare", "declares", "declared", "declaring", "make", "makes", "made", "making", "perform",
                       "performs", "performed", "performing", "launch", "launches", "launched", "launching",
                       "conduct", "conducts", "conducted", "initiate", "initiates", "initiated", "execute",
                       "executes", "executed"})
# the noun (as written, lower case) -> the verb the grammar reads
_NOUN_EN = {"charge": "charge", "charges": "charge", "assault": "assault", "assaults": "assault",
            "overrun": "overrun", "overruns": "overrun", "block": "block", "blocks": "block"}
_SHOOTING_EN = frozenset({"attack", "attacks"})   # "a shooting attack": shoot
_ARTICLES_EN = frozenset({"a", "an", "any"})
# a noun followed by one of these is part of a compound noun ("an assault roll"), not the act
_COMPOUND_EN = frozenset({"roll", "rolls", "test", "tests", "die", "dice", "ability", "abilities", "card", "cards",
                          "action", "actions", "bonus", "modifier", "result", "value", "step", "phase", "attack",
                          "attacks", "special"})
_AGAINST_EN = frozenset({"against", "on", "at", "versus", "vs"})
_MODALS_EN = frozenset({"cannot", "can't", "not", "may", "can", "must", "could", "might"})
_NEGATIONS_EN = frozenset({"cannot", "can't", "not"})
_TRIGGERS_EN = frozenset({"when", "whenever", "after", "once", "time"})   # "each time", "every time"
_MANNER_EN = {("immediately",), ("at", "once"), ("right", "away"), ("straight", "away"), ("instantly",)}

# ------------------------------------------------------------------ Russian
_LIGHT_RU = frozenset({"объявлять", "объявить", "совершать", "совершить", "проводить", "провести", "вести",
                       "производить", "произвести", "осуществлять", "осуществить", "делать", "сделать",
                       "предпринимать", "предпринять", "начинать", "начать"})
# the light verbs the lemmatiser leaves as written («проводит», «ведёт»): by the text's start
_LIGHT_STEMS_RU = ("провод", "провед", "провел", "провест", "вед", "вел", "вест", "производ", "произвед", "осуществ",
                   "став", "постав")   # «ставит блок»
# the noun's forms as written -> the verb's lemma (a two-word verb: its words)
_NOUN_RU = {}
for _forms, _verb in ((("наступление", "наступления", "наступлений", "наступлением"), ("наступать",)),
                      (("штурм", "штурма", "штурмы", "штурмов", "штурмом"), ("штурмовать",)),
                      (("стрельба", "стрельбу", "стрельбы", "стрельбой"), ("стрелять",)),
                      (("прорыв", "прорыва", "прорывы", "прорывов", "прорывом"), ("совершать", "прорыв")),
                      (("блок", "блоки"), ("блокировать",))):
    for _form in _forms:
        _NOUN_RU[_form] = _verb
# "стрелковую атаку", "атаку стрельбой": a shot
_SHOT_ADJ_RU = frozenset({"стрелковая", "стрелковую", "стрелковые", "стрелковых", "стрелковой"})
_ATTACK_RU = frozenset({"атака", "атаку", "атаки", "атак"})
# motion verbs: «идти в наступление / в прорыв», «идти на штурм», «переходить в наступление» (by the text's start)
_GO_RU = ("ид", "иду", "идёт", "пойт", "пойд", "шёл", "шел", "пош", "переход", "перейт", "перейд", "перешёл", "перешел",
          "бросать", "броса", "брос")
_OPEN_FIRE_RU = ("откр",)   # «открывает огонь»
_COMPOUND_RU = frozenset({"бросок", "броска", "броски", "тест", "теста", "способность", "способности", "карта",
                          "карту", "карты", "бонус", "модификатор", "специальный", "специальная"})
_NEGATIONS_RU = frozenset({"не", "нельзя"})
_MODALS_RU = frozenset({"не", "мочь", "может", "могут", "можно", "нельзя"})
_TRIGGERS_RU = frozenset({"когда", "раз", "как", "после"})
_PLAYERS_RU = frozenset({"противник", "соперник"})
_MANNER_RU = {("сразу",), ("немедленно",), ("тотчас",), ("сразу", "же")}
_VERBS_RU = frozenset({"наступать", "штурмовать", "стрелять", "блокировать"})
_VERBS_EN = frozenset({"charge", "assault", "shoot", "block", "overrun"})


def _w(template, lemma: str, plural: bool = False, kind: str = "word"):
    return type(template)(kind, lemma, template.text, template.start, plural)


def _low(w) -> str:
    return w.text.lower().replace("ё", "е").replace("’", "'")


def _is_word(w) -> bool:
    return w.kind in ("word", "unknown")


def rewrite(words: list, lang: str, vocabulary: frozenset[str]) -> list:
    """The words with each light verb and its verbal noun rewritten as the verb (see the module's doc)."""
    return _REWRITES.get(lang, _rewrite_en)(words, vocabulary)


# ------------------------------------------------------------------ English

def _noun_en(words: list, j: int) -> tuple[str, int] | None:
    """The verb a verbal noun at ``j`` stands for and the index after it, or None."""
    n = len(words)
    if j >= n or not _is_word(words[j]):
        return None
    low = _low(words[j])
    if low == "shooting":   # "a shooting attack", "shooting attacks", "a shooting"
        verb, after = "shoot", j + 2 if j + 1 < n and _low(words[j + 1]) in _SHOOTING_EN else j + 1
    elif low in _NOUN_EN:
        verb, after = _NOUN_EN[low], j + 1
    else:
        return None
    if after < n and _is_word(words[after]) and _low(words[after]) in _COMPOUND_EN:
        return None   # "an assault roll", "a charge bonus"
    return verb, after


def _player_en(out: list) -> tuple[int, str, bool, bool] | None:
    """The player the clause before the light verb names as its subject: (where the subject starts in ``out``,
    "own" / "enemy", a modal stands between, that modal is a negation); None if the subject is no player."""
    k = len(out)
    modal = negated = False
    while k > 0 and _is_word(out[k - 1]) and _low(out[k - 1]) in _MODALS_EN:
        modal = True
        negated = negated or _low(out[k - 1]) in _NEGATIONS_EN
        k -= 1
    if k == 0 or not _is_word(out[k - 1]):
        return None
    last = out[k - 1]
    if _low(last) == "you":
        return k - 1, "own", modal, negated
    if last.lemma == "opponent":
        start = k - 1
        if start > 0 and _is_word(out[start - 1]) and _low(out[start - 1]) in ("your", "the", "an"):
            start -= 1
        return start, "enemy", modal, negated
    return None


def _unit_en(template, owner: str, plural: bool) -> list:
    """The words of "an enemy unit" / "a unit of yours" (one, an event's) or "enemy units" / "your units"."""
    if owner == "enemy":
        return ([] if plural else [_w(template, "an")]) + [_w(template, "enemy"), _w(template, "unit", plural)]
    if plural:
        return [_w(template, "your"), _w(template, "unit", True)]
    return [_w(template, "a"), _w(template, "unit"), _w(template, "of"), _w(template, "yours")]


def _opens_trigger(out: list, at: int) -> bool:
    return at > 0 and _is_word(out[at - 1]) and _low(out[at - 1]) in _TRIGGERS_EN


def _rewrite_en(words: list, vocabulary: frozenset[str]) -> list:
    out: list = []
    i, n = 0, len(words)
    while i < n:
        w = words[i]
        if _is_word(w) and _low(w) in _LIGHT_EN:
            j = i + 1
            if j < n and _is_word(words[j]) and _low(words[j]) in _ARTICLES_EN:
                j += 1
            found = _noun_en(words, j)
            if (found is None and j < n and _low(words[j]) == "special" and j + 1 < n
                    and _low(words[j + 1]) in ("assault", "assaults")):
                # "makes a special assault": a unit uses one, a player declares one (the grammar's words)
                out.append(_w(w, "declare" if _player_en(out) is not None else "use"))
                out.append(_w(words[j], "a"))
                i = j
                continue
            if found is not None:
                verb, after = found
                player = _player_en(out)
                if player is not None:
                    start, owner, modal, negated = player
                    trigger = _opens_trigger(out, start)
                    against = after < n and _is_word(words[after]) and _low(words[after]) in _AGAINST_EN
                    if verb in ("shoot", "assault") and against or modal and not negated or not modal and not trigger:
                        out.append(w)   # the grammar's own "your opponent declares an assault"; "you may make ..."
                        i += 1
                        continue
                    out[start:len(out) - _modals_after(out, start)] = _unit_en(
                        out[start], owner, plural=negated)
                out.append(_w(w, verb))
                i = after
                if i < n and _is_word(words[i]) and _low(words[i]) in _AGAINST_EN and verb in ("shoot", "assault"):
                    if verb == "shoot":
                        out.append(_w(words[i], "at"))
                    i += 1
                continue
        if out and _is_word(w) and out[-1].lemma in _VERBS_EN:
            skip = _manner(words, i, _MANNER_EN)
            if skip:
                i += skip
                continue
        out.append(w)
        i += 1
    return out


def _modals_after(out: list, start: int) -> int:
    """How many modal words close ``out`` after the subject that starts at ``start``."""
    k = len(out)
    while k > start + 1 and _is_word(out[k - 1]) and (_low(out[k - 1]) in _MODALS_EN or out[k - 1].lemma in _MODALS_RU):
        k -= 1
    return len(out) - k


def _manner(words: list, i: int, manners) -> int:
    """The number of words of a manner word of the moment at ``i`` that closes its clause, or 0."""
    for m in manners:
        end = i + len(m)
        if (end <= len(words) and all(_is_word(x) and _low(x) == y for x, y in zip(words[i:end], m, strict=True))
                and (end == len(words) or words[end].kind in _ENDS)):
            return len(m)
    return 0


# ------------------------------------------------------------------ Russian

def _noun_ru(words: list, j: int) -> tuple[tuple[str, ...], int] | None:
    n = len(words)
    if j >= n or not _is_word(words[j]):
        return None
    low = _low(words[j])
    nxt = _low(words[j + 1]) if j + 1 < n and _is_word(words[j + 1]) else ""
    if low in _SHOT_ADJ_RU and nxt in _ATTACK_RU or low in _ATTACK_RU and nxt == "стрельбой":
        verb, after = ("стрелять",), j + 2
    elif low in _NOUN_RU:
        verb, after = _NOUN_RU[low], j + 1
    elif low == "блокирующий" and j > 0 and _low(words[j - 1]).startswith(("став", "постав")):
        verb, after = ("блокировать",), j + 1   # «ставит блок» ("блок" read as cut short by then: hurried.py)
    else:
        return None
    if after < n and _is_word(words[after]) and _low(words[after]) in _COMPOUND_RU:
        return None
    return verb, after


def _player_ru(out: list) -> tuple[int, str, bool, bool] | None:
    k = len(out)
    modal = negated = False
    while k > 0 and _is_word(out[k - 1]) and (out[k - 1].lemma in _MODALS_RU or _low(out[k - 1]) in _MODALS_RU):
        modal = True
        negated = negated or _low(out[k - 1]) in _NEGATIONS_RU
        k -= 1
    if k == 0 or not _is_word(out[k - 1]):
        return None
    last = out[k - 1]
    if last.lemma in ("ты", "вы") and _low(last) in ("ты", "вы"):
        return k - 1, "own", modal, negated
    if _low(last) in _PLAYERS_RU:
        start = k - 1
        if start > 0 and _is_word(out[start - 1]) and out[start - 1].lemma in ("твой", "ваш"):
            start -= 1
        return start, "enemy", modal, negated
    return None


def _unit_ru(template, owner: str, plural: bool) -> list:
    """«отряд противника» / «твой отряд» (one, an event's) or «отряды противника» / «твои отряды»."""
    if owner == "enemy":
        return [_w(template, "отряд", plural), _w(template, "противника")]
    return [_w(template, "твой", plural), _w(template, "отряд", plural)]


def _light_ru(words: list, i: int) -> int:
    """The number of words of a light verb at ``i`` («объявляет», «идёт в», «переходит на»), or 0; an
    «открывает огонь» is 1 too (its noun follows)."""
    w = words[i]
    if not _is_word(w):
        return 0
    low = _low(w)
    if w.lemma in _LIGHT_RU or w.kind == "unknown" and low.startswith(_LIGHT_STEMS_RU):
        return 1
    if low.startswith(_GO_RU) and i + 1 < len(words) and _low(words[i + 1]) in ("в", "на"):
        return 2
    return 0


def _rewrite_ru(words: list, vocabulary: frozenset[str]) -> list:
    out: list = []
    i, n = 0, len(words)
    while i < n:
        w = words[i]
        size = _light_ru(words, i)
        found = _noun_ru(words, i + size) if size else None
        if found is None and _is_word(w) and _low(w).startswith(_OPEN_FIRE_RU) and i + 1 < n and _low(words[i + 1]) == "огонь":
            found, size = (("стрелять",), i + 2), 0
        if (found is None and size == 1 and i + 2 < n and _low(words[i + 1]) in ("специальный", "специальные")
                and _low(words[i + 2]).startswith("штурм")):
            # «проводит специальный штурм»: a unit uses one, a player declares one (the grammar's words)
            out.append(_w(w, "объявлять" if _player_ru(out) is not None else "использовать"))
            i += 1
            continue
        if found is not None:
            verb, after = found
            player = _player_ru(out)
            if player is not None:
                start, owner, modal, negated = player
                trigger = start > 0 and _is_word(out[start - 1]) and _low(out[start - 1]) in _TRIGGERS_RU
                against = after < n and _is_word(words[after]) and _low(words[after]) in ("против", "на")
                if verb in (("стрелять",), ("штурмовать",)) and against or modal and not negated or (
                        not modal and not trigger):
                    out.append(w)
                    i += 1
                    continue
                out[start:len(out) - _modals_after(out, start)] = _unit_ru(out[start], owner, plural=negated)
            out += [_w(w, v) for v in verb]
            i = after
            if verb == ("штурмовать",) and i < n and _is_word(words[i]) and _low(words[i]) == "против":
                i += 1   # «штурм против этого отряда»: штурмует этот отряд
            continue
        if out and _is_word(w) and out[-1].lemma in _VERBS_RU:
            skip = _manner(words, i, _MANNER_RU)
            if skip:
                i += skip
                continue
        out.append(w)
        i += 1
    return out


_REWRITES = {"en": _rewrite_en, "ru": _rewrite_ru}
