"""Words of restrictions, permissions and additions said in forms of their own (issue 24, g18d).

A restriction, a permission or an addition is said by card writers with words that change nothing
in what the engine plays, or in an order the grammar reads in another place. This module rewrites the
tokens (lemmas) of such a clause into the form the grammar reads:

- "also" / «также», «тоже» before a verb: an addition is the next effect of the sequence ("It also
  gets +1 armor." is "It gets +1 armor." after what came before; «Он также получает ...»);
- "again" after a restricted verb: "It cannot shoot again this battle." is "It cannot shoot this
  battle." (the war action it has just shot in is over for it); «больше не может стрелять» is
  «не может стрелять»;
- "cannot be targeted by ..." is "cannot be the target of ...";
- who locks: "by your opponent's abilities", "by abilities of enemy cards" / «способностями карт
  противника» are "by enemy abilities" («способностями противника»);
- a duration put first in a Russian restriction: «В этом сражении он не может наступать», «В эту ВА
  его нельзя блокировать» (the grammar reads it after the verb: «Он не может наступать в этом сражении»);
- «не может быть блокирован» (blocked, «блокировать» in the glossary; lock is «повернуть»): read as
  «заблокирован» only where what follows is no ability («блокирован способностями» could mean
  locked by them: left unread, so the parser refuses it).
"""

from __future__ import annotations

__all__ = ["rewrite", "rewrite_late"]

_ENDS = frozenset({".", ":", ";"})
_EN_RESTRICTED = frozenset({"shoot", "charge", "block", "assault", "overrun", "retreat", "infiltrate",
                            "counter-attack", "use", "play", "be"})
_ALSO = {"en": frozenset({"also"}), "ru": frozenset({"также", "тоже"})}
# Russian durations a restriction may open with (as lemmas), longest first
_RU_DURATIONS = (
    ("в", "течение", "этот", "сражение"), ("в", "течение", "этот", "ва"),
    ("до", "конец", "этот", "сражение"), ("до", "конец", "этот", "ва"),
    ("до", "конец", "сражение"), ("до", "конец", "ва"),
    ("в", "этот", "сражение"), ("в", "этот", "ва"),
)
_RU_NOT = frozenset({"нельзя"})
_ABILITY_WORDS_RU = frozenset({"способность", "тактика", "реакция", "модификатор", "эффект", "карта"})


def _w(template, kind: str, lemma: str, plural: bool = False):
    return type(template)(kind, lemma, template.text, template.start, plural)


def _is(w, lemmas) -> bool:
    return w.kind in ("word", "unknown") and w.lemma in lemmas


def rewrite(words: list, lang: str) -> list:
    """The words with each form of the module's list rewritten as the grammar reads it."""
    words = _also(words, lang)
    words = _may_not(words, lang)
    words = _verbs_joined(words, lang)
    if lang == "en":
        words = _again_en(words)
        words = _targeted_en(words)
        words = _enemy_abilities_en(words)
    else:
        words = _again_ru(words)
        words = _enemy_abilities_ru(words)
        words = _blocked_ru(words)
        words = _duration_last_ru(words)
    words = _attacks_as_attacker(words, lang)
    words = _attacked(words, lang)
    words = _infiltrate_into(words, lang)
    words = _block_this_shot(words, lang)
    words = _played_by_opponent(words, lang)
    words = _enters_locked(words, lang)
    words = _instead_of_discard(words, lang)
    if lang == "en":
        words = _overruns_made_en(words)
        words = _switch_of_en(words)
    return words


def rewrite_late(words: list, lang: str) -> list:
    """The rewrites that read the clause in the grammar's order (after Russian's subject is put first)."""
    words = _only_can(words, lang)
    words = _opponent_cannot(words, lang)
    return words


def _sentence_spans(words: list) -> list[tuple[int, int]]:
    spans, start = [], 0
    for i, w in enumerate(words):
        if w.kind in _ENDS:
            spans.append((start, i))
            start = i + 1
    spans.append((start, len(words)))
    return spans


def _in_sentence(words: list, i: int, lemmas) -> bool:
    for a, b in _sentence_spans(words):
        if a <= i <= b:
            return any(_is(x, lemmas) for x in words[a:b])
    return False


_BLOCK = {"en": frozenset({"block", "blocked"}), "ru": frozenset({"блокировать", "заблокировать", "заблокированный",
                                                                   "блокируют"})}


def _attacks_as_attacker(words: list, lang: str) -> list:
    """Blocking "this unit's attacks" / "its attacks" / «атаки этого отряда» / «его атаки» is blocking
    that unit (every attack it makes): the attacker named instead of its attacks."""
    out: list = []
    i = 0
    attack = "attack" if lang == "en" else "атака"
    while i < len(words):
        w = words[i]
        if _is(w, {attack}) and _in_sentence(words, i, _BLOCK[lang]):
            if lang == "en" and len(out) >= 3 and out[-1].kind == "'s" and _is(out[-3], {"this"}):
                out.pop()   # "this unit's attacks" -> "this unit"
                i += 1
                continue
            if lang == "en" and out and _is(out[-1], {"its", "their"}):
                out[-1] = _w(out[-1], "word", "it" if out[-1].lemma == "its" else "them")
                i += 1
                continue
            if lang == "ru" and out and _is(out[-1], {"он"}):   # «его атаки»
                i += 1
                continue
            if lang == "ru" and i + 2 < len(words) and _is(words[i + 1], {"этот"}) and words[i + 2].kind == "word":
                i += 1      # «атаки этого отряда» -> «этого отряда»
                continue
        out.append(w)
        i += 1
    return out


def _attacked(words: list, lang: str) -> list:
    """"cannot be attacked" / «нельзя атаковать», «не может быть атакован»: neither assaulted nor shot."""
    out: list = []
    i = 0
    while i < len(words):
        w = words[i]
        if lang == "en" and _is(w, {"cannot"}) and i + 2 < len(words) and _is(words[i + 1], {"be"}) \
                and words[i + 2].text.lower() == "attacked":
            out += [_w(w, "word", x) for x in ("cannot", "be", "assaulted", "and", "cannot", "be", "shot", "at")]
            i += 3
            continue
        if lang == "ru" and _is(w, {"нельзя"}) and i + 1 < len(words) and _is(words[i + 1], {"атаковать"}):
            out += [_w(w, "word", x) for x in ("нельзя", "штурмовать", "и", "не", "мочь", "быть", "цель", "стрельба")]
            i += 2
            continue
        if lang == "ru" and _is(w, {"не"}) and i + 3 < len(words) and _is(words[i + 1], {"мочь"}) \
                and _is(words[i + 2], {"быть"}) and _is(words[i + 3], {"атакованный"}):
            out += [_w(w, "word", x) for x in ("нельзя", "штурмовать", "и", "не", "мочь", "быть", "цель", "стрельба")]
            i += 4
            continue
        out.append(w)
        i += 1
    return out


def _infiltrate_into(words: list, lang: str) -> list:
    """"X cannot infiltrate into this sector" / «не могут внедряться в этот сектор»: no such card may be
    infiltrated there (the passive the grammar reads)."""
    out: list = []
    for i, w in enumerate(words):
        nxt = words[i + 1] if i + 1 < len(words) else None
        if lang == "en" and _is(w, {"infiltrate"}) and out and _is(out[-1], {"cannot"}) and nxt is not None \
                and _is(nxt, {"into", "in"}):
            out += [_w(w, "word", "be"), _w(w, "word", "infiltrated")]
            continue
        if lang == "en" and _is(w, {"in"}) and out and out[-1].lemma == "infiltrated" and out[-2].lemma == "be":
            out.append(_w(w, "word", "into"))
            continue
        if lang == "ru" and w.text.lower().startswith(("внедряться", "внедряются", "внедриться")) and len(out) >= 2 \
                and _is(out[-1], {"мочь"}) and _is(out[-2], {"не"}):
            out += [_w(w, "word", "быть"), _w(w, "word", "внедренный", True)]
            continue
        out.append(w)
    return out


def _block_this_shot(words: list, lang: str) -> list:
    """A permission to block "this shooting attack" regardless of speed is one to block shooting (the
    ability's duration is this attack's war action); "regardless of their speed" is "its speed";
    «вне зависимости от» is «независимо от»."""
    out: list = []
    i = 0
    while i < len(words):
        w = words[i]
        if lang == "en" and _is(w, {"this", "that", "the"}) and out and _is(out[-1], {"block"}) \
                and i + 1 < len(words) and _is(words[i + 1], {"shooting", "shot"}) \
                and _in_sentence(words, i, {"regardless", "whatever"}):
            i += 1
            continue
        if lang == "en" and _is(w, {"their"}) and out and _is(out[-1], {"of"}) and len(out) >= 2 \
                and _is(out[-2], {"regardless"}) and i + 1 < len(words) and _is(words[i + 1], {"speed"}):
            out.append(_w(w, "word", "its"))
            i += 1
            continue
        if lang == "ru" and w.text.lower() == "вне" and i + 2 < len(words) \
                and words[i + 1].text.lower().startswith("зависимост") and _is(words[i + 2], {"от"}):
            out.append(_w(w, "word", "независимо"))
            i += 2
            continue
        if lang == "ru" and _is(w, {"этот", "тот"}) and out and _is(out[-1], {"блокировать", "заблокировать"}) \
                and i + 1 < len(words) and _is(words[i + 1], {"стрельба"}) \
                and any(x.text.lower() in ("независимо", "вне") for x in words[i:]):
            i += 1
            continue
        if lang == "ru" and _is(w, {"заблокировать"}) and out and _is(out[-1], {"мочь"}) \
                and any(x.text.lower() in ("независимо", "вне") for x in words[i:]):
            out.append(_w(w, "word", "блокировать"))
            i += 1
            continue
        out.append(w)
        i += 1
    return out


_SOURCES = {"en": frozenset({"tactic", "reaction", "modifier", "event", "ability"}),
            "ru": frozenset({"тактика", "реакция", "модификатор", "событие", "способность"})}


def _played_by_opponent(words: list, lang: str) -> list:
    """"tactics played by your opponent" / «тактик, которые играет противник»: the opponent's tactics."""
    out: list = []
    i = 0
    while i < len(words):
        w = words[i]
        if _is(w, _SOURCES[lang]):
            lem = [x.lemma for x in words[i + 1:i + 6]]
            if lang == "en" and lem[:4] == ["play", "by", "your", "opponent"]:
                out += [_w(w, "word", "enemy"), w]
                i += 5
                continue
            if lang == "en" and lem[:3] == ["that", "your", "opponent"] and len(lem) > 3 and lem[3] == "play":
                out += [_w(w, "word", "enemy"), w]
                i += 5
                continue
            if lang == "ru" and lem[:4] == [",", "который", "играть", "противник"]:
                out += [w, _w(words[i + 4], "word", "противника")]
                i += 5
                continue
            if lang == "ru" and lem[:4] == [",", "который", "противник", "играть"]:
                out += [w, _w(words[i + 3], "word", "противника")]
                i += 5
                continue
        out.append(w)
        i += 1
    return out


def _enters_locked(words: list, lang: str) -> list:
    """In a trigger's effect, "X enters play locked (instead of ready)" / «X входит в игру повернутым (,
    а не готовым)» is "lock it": only the trigger's card has just entered (a constant's "enter locked" is
    g17c's rule)."""
    when = {"en": "when", "ru": "когда"}[lang]
    out: list = []
    for a, b in _sentence_spans(words):
        s = words[a:b]
        end = b + 1 if b < len(words) else b
        k = next((k for k in range(len(s)) if (
            lang == "en" and k + 2 < len(s) and _is(s[k], {"enter"}) and _is(s[k + 1], {"play"})
            and _is(s[k + 2], {"locked"}))
            or (lang == "ru" and k + 3 < len(s) and _is(s[k], {"входить"}) and _is(s[k + 1], {"в"})
                and _is(s[k + 2], {"игра"}) and _is(s[k + 3], {"повернутый"}))), None)
        comma = max((j for j in range(len(s)) if k is not None and j < k and s[j].kind == ","), default=None)
        if k is None or comma is None or not any(_is(x, {when}) for x in s[:comma]):
            out += words[a:end]
            continue
        subject = s[comma + 1:k]
        rest = s[k + (3 if lang == "en" else 4):]
        tail_en = [x.lemma for x in rest[:3]] == ["instead", "of", "ready"]
        tail_ru = [x.lemma for x in rest[:4]] == [",", "а", "не", "готовый"]
        rest = rest[3:] if tail_en else rest[4:] if tail_ru else rest
        if not subject or rest:
            out += words[a:end]
            continue
        verb = _w(s[k], "word", "lock" if lang == "en" else "повернуть")
        # only the card that has just entered play enters it locked: the trigger's card, whatever the
        # subject calls it («этот отряд» on a reaction is the unit infiltrated, not this card)
        it = _w(subject[0], "word", "it" if lang == "en" else "он")
        out += s[:comma + 1] + [verb, it] + words[b:end]
    return out


_DISCARD = {"en": ("discard", "pile"), "ru": ("сброс",)}


def _instead_of_discard(words: list, lang: str) -> list:
    """After "when ... is destroyed", "put it into your hand instead of your discard pile" / «вместо
    сброса», «вместо того, чтобы класть его в сброс»: the destroyed card is in its discard pile when the
    reaction moves it, so where it is not put says nothing more: left out."""
    destroyed = {"en": {"destroy", "destroyed"}, "ru": {"уничтоженный", "уничтожить", "уничтожен"}}[lang]
    out: list = []
    for a, b in _sentence_spans(words):
        s = words[a:b]
        end = b + 1 if b < len(words) else b
        k = next((k for k, x in enumerate(s) if _is(x, {"instead", "вместо"})), None)
        if k is None or not any(_is(x, destroyed) for x in s[:k]):
            out += words[a:end]
            continue
        tail = s[k:]
        lem = [x.lemma for x in tail]
        pile = list(_DISCARD[lang])
        if lem[-len(pile):] != pile or len(tail) > 12 or (lang == "en" and lem[1] != "of"):
            out += words[a:end]
            continue
        keep = s[:k]
        while keep and keep[-1].kind == ",":
            keep = keep[:-1]
        out += keep + words[b:end]
    return out


def _overruns_made_en(words: list) -> list:
    """"Overruns cannot be made (in this sector)" is "No overruns can be made"."""
    out: list = []
    for i, w in enumerate(words):
        if (_is(w, {"cannot"}) and out and _is(out[-1], {"overrun"}) and i + 2 < len(words)
                and _is(words[i + 1], {"be"}) and _is(words[i + 2], {"make", "perform"})
                and (len(out) == 1 or out[-2].kind in _ENDS)):
            out.insert(len(out) - 1, _w(out[-1], "word", "no"))
            out.append(_w(w, "word", "can"))
            continue
        out.append(w)
    return out


def _switch_of_en(words: list) -> list:
    """"Switch this unit's firepower and assault" is "Switch the firepower and assault of this unit"."""
    out: list = []
    i = 0
    while i < len(words):
        w = words[i]
        if _is(w, {"switch", "swap", "exchange"}) and i + 6 < len(words) and _is(words[i + 1], {"this"}) \
                and words[i + 3].kind == "'s" and _is(words[i + 5], {"and"}):
            owner = words[i + 1:i + 3]
            out += [w, _w(words[i + 1], "word", "the"), words[i + 4], words[i + 5], words[i + 6],
                    _w(words[i + 3], "word", "of"), *owner]
            i += 7
            continue
        if _is(w, {"switch", "swap", "exchange"}) and i + 4 < len(words) and _is(words[i + 1], {"its"}) \
                and _is(words[i + 3], {"and"}):
            out += [w, _w(words[i + 1], "word", "the"), words[i + 2], words[i + 3], words[i + 4],
                    _w(words[i + 1], "word", "of"), _w(words[i + 1], "word", "it")]
            i += 5
            continue
        out.append(w)
        i += 1
    return out


_MORE = {"en": frozenset({"more", "higher", "greater"}), "ru": frozenset({"больше", "выше"})}


def _only_can(words: list, lang: str) -> list:
    """"Only units with speed 4 or more can block this shooting attack" / «Эту стрельбу могут блокировать
    только отряды со скоростью 4 и выше»: the attacker cannot be blocked by units with speed 3 or less.
    Only a stat's lower bound turns round so; anything else after "only" is left unread (refused)."""
    out: list = []
    for a, b in _sentence_spans(words):
        s = words[a:b]
        end = b + 1 if b < len(words) else b
        new = _only_can_sentence(s, lang)
        out += (new if new is not None else s) + words[b:end]
    return out


def _only_can_sentence(s: list, lang: str):
    only = "only" if lang == "en" else "только"
    k = next((k for k, x in enumerate(s) if _is(x, {only})), None)
    if k is None:
        return None
    if lang == "en":
        c = next((c for c in range(k + 1, len(s) - 1) if _is(s[c], {"can", "may"}) and _is(s[c + 1], {"block"})), None)
        if c is None:
            return None
        desc, obj = s[k + 1:c], s[c + 2:]
    else:
        c = next((c for c in range(k + 1, len(s) - 1) if _is(s[c], {"мочь"}) and _is(s[c + 1], {"блокировать"})), None)
        if c is not None:
            desc, obj = s[k + 1:c], s[c + 2:]
        else:   # «Эту стрельбу могут блокировать только отряды ...»
            c = next((c for c in range(0, k - 1) if _is(s[c], {"мочь"}) and _is(s[c + 1], {"блокировать"})), None)
            if c is None or k != c + 2:
                return None
            desc, obj = s[k + 1:], s[:c]
    # the bound: "<stat> N or more" / «скоростью N или больше / и выше»
    j = next((j for j in range(len(desc) - 2) if desc[j].kind == "INT" and _is(desc[j + 1], {"or", "или", "и"})
              and _is(desc[j + 2], _MORE[lang]) and j + 3 == len(desc)), None)
    if j is None or not obj or int(desc[j].lemma) < 1:
        return None
    head = s[:k] if lang == "en" else []
    # the attacker: "this shooting attack" / «эту стрельбу» is the shooting unit; else the card named
    lem = [x.lemma for x in obj if x.kind != "'s"]
    if lem in (["this", "shooting", "attack"], ["this", "shooting"], ["this", "shot"], ["that", "shooting", "attack"]):
        obj = [_w(obj[0], "word", "the"), _w(obj[0], "word", "shooting"), _w(obj[0], "word", "unit")]
    elif lem in (["этот", "стрельба"], ["тот", "стрельба"]):
        obj = [_w(obj[0], "word", "стреляющий"), _w(obj[0], "word", "отряд")]
    elif any(x.kind not in ("word", "KW") for x in obj):
        return None
    n = desc[j]
    bound = [type(n)("INT", str(int(n.lemma) - 1), n.text, n.start), _w(desc[j + 1], "word", "or" if lang == "en" else "или"),
             _w(desc[j + 2], "word", "less" if lang == "en" else "меньше")]
    by = desc[:j] + bound
    if lang == "en":
        return head + obj + [_w(s[k], "word", x) for x in ("cannot", "be", "blocked", "by")] + by
    return obj + [_w(s[k], "word", x) for x in ("не", "мочь", "быть", "заблокированный")] + by


_UNIT_VERBS = {"en": frozenset({"shoot", "charge", "block", "assault", "overrun", "counter-attack"}),
               "ru": frozenset({"стрелять", "наступать", "блокировать", "штурмовать", "контратаковать"})}


def _opponent_cannot(words: list, lang: str) -> list:
    """"Your opponent cannot shoot" / «Противник не может стрелять»: what only units do, said of their
    player: none of his units may (his retreats, plays and infiltrations are his own rules)."""
    out: list = []
    i = 0
    while i < len(words):
        w = words[i]
        start = not out or out[-1].kind in _ENDS or out[-1].kind == ","
        if lang == "en" and start and _is(w, {"your"}) and i + 3 < len(words) and _is(words[i + 1], {"opponent"}) \
                and _is(words[i + 2], {"cannot"}) and _is(words[i + 3], _UNIT_VERBS["en"]):
            out += [_w(w, "word", "enemy"), _w(words[i + 1], "word", "unit", True)]
            i += 2
            continue
        if lang == "ru" and start and _is(w, {"противник"}) and i + 3 < len(words) and _is(words[i + 1], {"не"}) \
                and _is(words[i + 2], {"мочь"}) and _is(words[i + 3], _UNIT_VERBS["ru"]):
            out += [_w(w, "word", "отряд", True), _w(w, "word", "противника")]
            i += 1
            continue
        out.append(w)
        i += 1
    return out


def _also(words: list, lang: str) -> list:
    """"also" / «также» between a subject and its verb (or before an effect): left out."""
    out = []
    for i, w in enumerate(words):
        if (w.kind in ("word", "unknown") and w.text.lower() in _ALSO[lang] and out
                and out[-1].kind not in _ENDS and i + 1 < len(words) and words[i + 1].kind in ("word", "KW")):
            continue
        out.append(w)
    return out


def _again_en(words: list) -> list:
    """"cannot <verb> again": "again" left out (only after "cannot" and a restricted verb)."""
    out = []
    for w in words:
        if (_is(w, {"again"}) and len(out) >= 2 and _is(out[-1], _EN_RESTRICTED)
                and _is(out[-2], {"cannot", "not"})):
            continue
        out.append(w)
    return out


def _targeted_en(words: list) -> list:
    """"cannot be targeted by X", "cannot be chosen (as the target of | by) X" -> "cannot be the target of X"."""
    out = []
    skip = 0
    for i, w in enumerate(words):
        if skip:
            skip -= 1
            continue
        low = w.text.lower()
        if low in ("chosen", "selected") and out and _is(out[-1], {"be"}) and len(out) >= 2 \
                and _is(out[-2], {"cannot", "not"}) and i + 1 < len(words):
            lem = [x.lemma for x in words[i + 1:i + 5]]
            if lem[:1] == ["by"]:
                out += [_w(w, "word", "the"), _w(w, "word", "target"), _w(words[i + 1], "word", "of")]
                skip = 1
                continue
            for n in (4, 3):
                if lem[:n] in (["as", "the", "target", "of"], ["as", "a", "target", "of"], ["as", "target", "of"]):
                    out += [_w(w, "word", "the"), _w(w, "word", "target"), _w(words[i + n], "word", "of")]
                    skip = n
                    break
            else:
                out.append(w)
            continue
        if (w.text.lower() == "targeted" and out and _is(out[-1], {"be"}) and i + 1 < len(words)
                and _is(words[i + 1], {"by"})):
            out += [_w(w, "word", "the"), _w(w, "word", "target")]
            continue
        if _is(w, {"by"}) and out and out[-1].text.lower() == "targeted":
            out.append(_w(w, "word", "of"))
            continue
        out.append(w)
    return out


def _enemy_abilities_en(words: list) -> list:
    """"by your opponent's abilities" / "by abilities of enemy cards" / "by abilities of your
    opponent's cards" -> "by enemy abilities"."""
    out, i = [], 0
    while i < len(words):
        w = words[i]
        lem = [x.lemma if x.kind in ("word", "'s") else None for x in words[i:i + 6]]
        if _is(w, {"by"}):
            if lem[1:5] == ["your", "opponent", "'s", "ability"]:
                out += [w, _w(words[i + 1], "word", "enemy"), words[i + 4]]
                i += 5
                continue
            if lem[1:5] == ["ability", "of", "enemy", "card"]:
                out += [w, _w(words[i + 1], "word", "enemy"), words[i + 1]]
                i += 5
                continue
            if lem[1:6] == ["ability", "of", "your", "opponent", "'s"] and i + 6 < len(words) and _is(words[i + 6], {"card"}):
                out += [w, _w(words[i + 1], "word", "enemy"), words[i + 1]]
                i += 7
                continue
        out.append(w)
        i += 1
    return out


def _again_ru(words: list) -> list:
    """«больше не может <глагол>» / «больше нельзя»: «больше» left out."""
    out = []
    for i, w in enumerate(words):
        if (_is(w, {"больше"}) and i + 1 < len(words)
                and not (out and _is(out[-1], {"или", "и"}))   # g18a: «со скоростью 4 или больше не могут ...» compares
                and (_is(words[i + 1], _RU_NOT) or (_is(words[i + 1], {"не"}) and i + 2 < len(words)
                                                     and _is(words[i + 2], {"мочь"})))):
            continue
        out.append(w)
    return out


def _enemy_abilities_ru(words: list) -> list:
    """«способностями карт противника» -> «способностями противника»; «не может быть выбран (целью)
    тактик / способностями ...» -> «не может быть целью ...»."""
    out = []
    for i, w in enumerate(words):
        if (_is(w, {"выбранный"}) and len(out) >= 3 and _is(out[-1], {"быть"}) and _is(out[-2], {"мочь"})
                and _is(out[-3], {"не"}) and i + 1 < len(words)):
            nxt = words[i + 1]
            if _is(nxt, {"цель"}) and not (i + 2 < len(words) and _is(words[i + 2], {"стрельба", "штурм"})):
                continue   # «выбран целью тактик»: «целью тактик»
            if _is(nxt, _SOURCES["ru"]) or nxt.text.lower().startswith(("способност", "тактик", "реакци")):
                out.append(_w(w, "word", "цель"))   # «выбран способностями»: «целью способностей»
                continue
        if (_is(w, {"карта"}) and out and _is(out[-1], {"способность"}) and i + 1 < len(words)
                and words[i + 1].kind in ("word", "unknown") and words[i + 1].text.lower().startswith("противник")):
            continue
        out.append(w)
    return out


def _blocked_ru(words: list) -> list:
    """«быть блокирован» -> «быть заблокирован», unless abilities follow (locked or blocked?)."""
    out = []
    for i, w in enumerate(words):
        low = w.text.lower()
        if (low.startswith("блокирован") and not low.startswith("блокирующ") and out and _is(out[-1], {"быть"})
                and not (i + 1 < len(words) and (_is(words[i + 1], _ABILITY_WORDS_RU)
                                                 or words[i + 1].text.lower().startswith(("способност", "тактик",
                                                                                          "реакци", "эффект"))))):
            out.append(_w(w, "word", "заблокированный", w.plural))
            continue
        out.append(w)
    return out


def _duration_last_ru(words: list) -> list:
    """A duration opening a sentence whose verb is a restriction («не мочь», «нельзя») goes to the end
    of that sentence, where the grammar reads a restriction's duration."""
    out: list = []
    i = 0
    start = True
    while i < len(words):
        w = words[i]
        if start:
            found = None
            for d in _RU_DURATIONS:
                if all(i + k < len(words) and _is(words[i + k], {d[k]}) for k in range(len(d))):
                    found = d
                    break
            if found is not None:
                j = i + len(found)
                comma = j < len(words) and words[j].kind == ","
                end = j + comma
                while end < len(words) and words[end].kind not in _ENDS:
                    end += 1
                body = words[j + comma:end]
                restricted = any(_is(x, _RU_NOT) for x in body) or any(
                    _is(body[k], {"не"}) and _is(body[k + 1], {"мочь"}) for k in range(len(body) - 1))
                if restricted and body and not any(_is(x, {"если", "пока", "когда", "и"}) for x in body):
                    out += body + words[i:j]
                    i = end
                    start = False
                    continue
        start = w.kind in _ENDS
        out.append(w)
        i += 1
    return out


_EN_VERBS = frozenset({"block", "charge", "shoot", "assault", "overrun", "counter-attack"})
_EN_PASSIVE = frozenset({"blocked", "locked", "ready", "destroyed", "assaulted", "shot", "infiltrated"})
_RU_VERBS = frozenset({"блокировать", "наступать", "стрелять", "штурмовать", "контратаковать"})
_RU_PASSIVE = frozenset({"заблокированный", "повернутый", "развернутый", "уничтоженный", "внедренный"})
_AFTER = {"en": frozenset({"until", "this", "in", "during", "for", "while", "if", "as", "unless", "here"}),
          "ru": frozenset({"до", "в", "пока", "если", "во", "течение"})}


def _may_not(words: list, lang: str) -> list:
    """"can not" / "may not" before a game verb (or "be") is "cannot"."""
    if lang != "en":
        return words
    out: list = []
    for i, w in enumerate(words):
        if (_is(w, {"not"}) and out and _is(out[-1], {"can", "may"}) and i + 1 < len(words)
                and _is(words[i + 1], _EN_VERBS | {"be"})):
            out[-1] = _w(out[-1], "word", "cannot")
            continue
        out.append(w)
    return out


def _end_of_verb(words: list, j: int, lang: str) -> bool:
    """Is what follows the second verb the end of the clause, a duration or a place (no "by ...")?"""
    if j >= len(words) or words[j].kind in _ENDS or words[j].kind == ",":
        return True
    return _is(words[j], _AFTER[lang])


def _verbs_joined(words: list, lang: str) -> list:
    """"cannot block or charge" / "cannot be blocked or locked" / «не может стрелять и штурмовать», «не
    может ни стрелять, ни штурмовать», «не может быть повернут или уничтожен»: each verb restricted
    ("cannot block and cannot charge"). Only when nothing follows the second verb but a duration or a
    place: "cannot be blocked or shot at by Vehicles" (by whom: both, or the last?) is left as it is."""
    out: list = []
    i = 0
    while i < len(words):
        w = words[i]
        if lang == "en" and _is(w, {"cannot"}) and i + 3 < len(words):
            # cannot V1 or/and V2  |  cannot be P1 or/and (be)? P2
            if _is(words[i + 1], _EN_VERBS) and _is(words[i + 2], {"or", "and"}) and _is(words[i + 3], _EN_VERBS) \
                    and _end_of_verb(words, i + 4, lang):
                c = _w(w, "word", "cannot")
                out += [w, words[i + 1], _w(words[i + 2], "word", "and"), c, words[i + 3]]
                i += 4
                continue
            if _is(words[i + 1], {"be"}) and i + 4 < len(words) and _is(words[i + 2], _EN_PASSIVE) \
                    and _is(words[i + 3], {"or", "and"}):
                k = i + 4 + (1 if _is(words[i + 4], {"be"}) else 0)
                if k < len(words) and _is(words[k], _EN_PASSIVE):
                    after = k + 1 + (1 if k + 1 < len(words) and _is(words[k + 1], {"at"}) and words[k].lemma == "shot" else 0)
                    by = _by_phrase(words, after, lang)
                    if by is not None and not (words[i + 2].lemma == "shot" and _is(words[i + 3], {"at"})):
                        c = _w(w, "word", "cannot")
                        first = [words[i + 2], *([_w(words[i + 2], "word", "at")] if words[i + 2].lemma == "shot" else [])]
                        out += [w, words[i + 1], *first, *by, _w(words[i + 3], "word", "and"), c,
                                _w(words[i + 1], "word", "be"), *words[k:after], *by]
                        i = after + len(by)
                        continue
        if lang == "ru" and _is(w, {"не"}) and i + 3 < len(words) and _is(words[i + 1], {"мочь"}):
            j = i + 2
            neither = _is(words[j], {"ни"})
            j += neither
            if j + 2 < len(words) and _is(words[j], _RU_VERBS):
                k = j + 1
                if k < len(words) and words[k].kind == ",":
                    k += 1
                if k < len(words) and _is(words[k], {"и", "или", "ни"}):
                    k += 1
                    if k < len(words) and _is(words[k], {"ни"}):
                        k += 1
                    if k < len(words) and _is(words[k], _RU_VERBS) and _end_of_verb(words, k + 1, lang) \
                            and (neither or words[j + 1].kind != ","):
                        ne, may = _w(w, "word", "не"), _w(words[i + 1], "word", "мочь")
                        out += [w, words[i + 1], words[j], _w(words[k], "word", "и"), ne, may, words[k]]
                        i = k + 1
                        continue
            by = _by_phrase(words, j + 4, lang)
            if _is(words[j], {"быть"}) and not neither and j + 3 < len(words) and _is(words[j + 1], _RU_PASSIVE) \
                    and _is(words[j + 2], {"и", "или"}) and _is(words[j + 3], _RU_PASSIVE) and by is not None:
                ne, may, be = _w(w, "word", "не"), _w(words[i + 1], "word", "мочь"), _w(words[j], "word", "быть")
                out += [w, words[i + 1], words[j], words[j + 1], *by, _w(words[j + 2], "word", "и"), ne, may, be,
                        words[j + 3], *by]
                i = j + 4 + len(by)
                continue
        out.append(w)
        i += 1
    return out


def _by_phrase(words: list, j: int, lang: str):
    """After two joined participles: the words saying by whom ("by enemy abilities" / «способностями
    противника»), which fall on both; [] when none; None when something else follows."""
    if _end_of_verb(words, j, lang):
        return []
    if lang == "en" and not _is(words[j], {"by"}):
        return None
    e = j
    while e < len(words) and words[e].kind not in _ENDS and words[e].kind != "," and not (
            e > j and _is(words[e], {"until", "during", "while", "if", "unless", "до", "пока", "если"})):
        e += 1
    return words[j:e] if e > j + (lang == "en") else None
