"""The event clause in every tense, voice and order (issue 24, g19b).

An event ("<someone> <does something>") is read by the grammar in one form: the present tense, a card's
passive as "is <participle>" / «<participle>». Card writers say the same event in the past, the perfect,
the passive with "gets" / "becomes", Russian's past tense, imperfective «-ся» passive, «был уничтожен»,
the impersonal plural («твой отряд штурмуют») and with the verb or the place put first («Когда в этом
секторе уничтожается отряд противника»). None of these says anything more about what the engine answers
(a trigger fires once the event has happened, whatever the tense it is told in), so this module rewrites
the tokens (lemmas) of an event clause into the grammar's form before the parse, and each form reads
wherever an event stands: a reaction's trigger ("When", "Whenever", "After", "Each time", "Play when /
after"), a condition ("If it had 2 or more flags", «если у него было …», «если это был герой») and a
restriction's or a replacement's clause.

The clause is the words after the trigger or condition word up to the next comma, colon or full stop.
Only forms of the game's own verbs are rewritten: a verb the grammar does not know stays as written, so
an event the engine cannot observe ("When your opponent reveals an event", «когда противник открывает
событие») is still refused, with the parser's reason, rather than read as another event.
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["rewrite"]

_ENDS = frozenset({".", ":", ";", ","})

# ------------------------------------------------------------------ English
_EN_OPEN = frozenset({"when", "whenever", "after", "if"})
# the words an event's subject starts with ("Once an enemy unit has charged": the event's "once")
_EN_SUBJECT_STARTS = frozenset({"a", "an", "the", "this", "one", "your", "you", "another", "any", "that", "enemy"})
# a verb's past participle as written -> the grammar's present verb (active perfect: "has destroyed")
_EN_ACTIVE = {"destroyed": "destroy", "blocked": "block", "attacked": "attack", "assaulted": "assault",
              "shot": "shoot", "charged": "charge", "overrun": "overrun", "overran": "overrun",
              "played": "play", "declared": "declare", "drawn": "draw", "drew": "draw", "failed": "fail",
              "passed": "pass", "retreated": "retreat", "captured": "capture", "infiltrated": "infiltrate",
              "entered": "enter", "used": "use", "targeted": "target", "made": "make", "rolled": "roll",
              "become": "become", "gone": "go", "declared": "declare"}
# the participles the grammar reads after "be" (a card's passive)
_EN_PASSIVE = {"destroyed": "destroyed", "blocked": "blocked", "attacked": "attacked", "assaulted": "assaulted",
               "shot": "shot", "locked": "locked", "readied": "ready", "infiltrated": "infiltrated",
               "chosen": "chosen", "selected": "selected", "picked": "picked", "targeted": "targeted",
               "used": "used", "played": "play"}


def _w(template, kind: str, lemma: str, plural: bool = False):
    return type(template)(kind, lemma, template.text, template.start, plural)


def _low(w) -> str:
    return w.text.lower().replace("’", "'")


def _en_clause(words: list, i: int, vocabulary: frozenset[str]) -> tuple[list, int]:
    """The clause from ``i`` (after its opening word) to its end, rewritten; and the index after it."""
    out: list = []
    n = len(words)
    while i < n and words[i].kind not in _ENDS:
        w = words[i]
        nxt = words[i + 1] if i + 1 < n else None
        low = _low(w)
        if w.kind in ("word", "unknown") and low in ("has", "have", "had", "'ve") and nxt is not None:
            nlow = _low(nxt)
            if nlow == "been" and i + 2 < n and _low(words[i + 2]) in _EN_PASSIVE:
                # "has been destroyed": is destroyed
                out += [_w(w, "word", "be"), _w(words[i + 2], "word", _EN_PASSIVE[_low(words[i + 2])])]
                i += 3
                continue
            if nlow == "infiltrated" and out and out[-1].lemma in ("you", "opponent", "player"):
                out.append(type(nxt)("KW", "Infiltrate", nxt.text, nxt.start))   # "your opponent has infiltrated"
                i += 2
                continue
            if nlow in _EN_ACTIVE and _EN_ACTIVE[nlow] in vocabulary:
                # "has destroyed an enemy unit", "has charged": destroys, charges (the event has happened)
                out.append(_w(nxt, "word", _EN_ACTIVE[nlow]))
                i += 2
                continue
            if low == "had" and "have" in vocabulary:
                out.append(_w(w, "word", "have"))   # "if it had 2 or more flags": has (as the card is now)
                i += 1
                continue
        if w.kind in ("word", "unknown") and w.lemma == "be" and nxt is not None and _low(nxt) == "being":
            out.append(w)   # "is being blocked": is blocked
            i += 2
            continue
        if (w.kind in ("word", "unknown") and w.lemma == "be" and nxt is not None and _low(nxt) == "targeted"
                and i + 2 < n and _low(words[i + 2]) == "by"):
            # "is targeted by an enemy ability / by a shooting attack": becomes the target of it
            out += [_w(w, "word", "become"), _w(nxt, "word", "the"), _w(nxt, "word", "target"), _w(words[i + 2], "word", "of")]
            i += 3
            continue
        if (w.kind in ("word", "unknown") and w.lemma == "be" and i + 3 < n
                and [x.lemma for x in words[i + 1:i + 4]] == ["the", "target", "of"]):
            out.append(_w(w, "word", "become"))   # "is the target of" (and "is targeted by"): becomes the target of
            i += 1
            continue
        if (not out and w.lemma in ("a", "an", "the") and nxt is not None and nxt.lemma == "attack"
                and i + 2 < n and words[i + 2].lemma in ("by", "of")):
            i += 3   # "an attack by one of your units is blocked": that unit is blocked
            continue
        if (w.kind == "'s" and nxt is not None and nxt.lemma == "attack" and i + 3 < n
                and words[i + 2].lemma == "be" and _low(words[i + 3]) == "blocked"):
            i += 2   # "this unit's attack is blocked": this unit is blocked
            continue
        if (w.kind in ("word", "unknown") and w.lemma in ("get", "become") and nxt is not None
                and _low(nxt) in _EN_PASSIVE and not (out and out[-1].lemma in ("cannot", "not"))):
            # "gets blocked", "gets locked", "becomes ready": is blocked, is locked, is ready
            out += [_w(w, "word", "be"), _w(nxt, "word", _EN_PASSIVE[_low(nxt)])]
            i += 2
            continue
        if w.kind in ("word", "unknown") and w.lemma == "become" and nxt is not None and nxt.lemma in ("ready", "locked"):
            out += [_w(w, "word", "be"), nxt]
            i += 2
            continue
        out.append(w)
        i += 1
    return out, i


_EN_BATTLE_START = frozenset({"begins", "begin", "starts", "start", "started", "begun", "began"})
_EN_BATTLE_END = frozenset({"ends", "end", "ended", "finishes", "finished"})


def _battle_edges_en(words: list) -> list:
    """"When the battle begins / starts (in this sector)" is "At the start of the battle"; "When the battle
    ends / is over" is "At the end of the battle"; "At the beginning of" is "At the start of"."""
    out: list = []
    i, n = 0, len(words)
    while i < n:
        w = words[i]
        if _low(w) == "at" and i + 2 < n and _low(words[i + 1]) == "the" and _low(words[i + 2]) == "beginning":
            out += [w, words[i + 1], _w(words[i + 2], "word", "start")]
            i += 3
            continue
        if _low(w) in ("when", "whenever", "as", "once", "after") and i + 3 < n and _low(words[i + 1]) in ("the", "a", "each", "any") \
                and _low(words[i + 2]) == "battle":
            j = i + 3
            edge = None
            if _low(words[j]) in _EN_BATTLE_START:
                edge, j = "start", j + 1
            elif _low(words[j]) in _EN_BATTLE_END:
                edge, j = "end", j + 1
            elif _low(words[j]) == "is" and j + 1 < n and _low(words[j + 1]) == "over":
                edge, j = "end", j + 2
            if edge is not None and j + 2 < n and [_low(x) for x in words[j:j + 3]] == ["in", "this", "sector"]:
                j += 3   # the battle of this card's sector: the only battle its abilities are used in
            if edge is not None and (j >= n or words[j].kind in (",", ":")):
                out += [_w(w, "word", x) for x in ("at", "the", edge, "of", "the", "battle")]
                i = j
                continue
        out.append(w)
        i += 1
    return out


def _rewrite_en(words: list, vocabulary: frozenset[str]) -> list:
    words = _battle_edges_en(words)
    out: list = []
    i = 0
    n = len(words)
    while i < n:
        w = words[i]
        if (i + 3 < n and _low(w) == "as" and _low(words[i + 1]) in ("soon", "shooting") and _low(words[i + 2]) == "as"
                and words[i + 3].lemma in _EN_SUBJECT_STARTS):   # ("soon" is read as a word cut short before)
            w = _w(w, "word", "when")   # "As soon as an enemy unit charges": when
            i += 2
        elif (_low(w) == "once" and (not out or out[-1].kind in (":", ".", "-")) and i + 1 < n
              and words[i + 1].lemma in _EN_SUBJECT_STARTS):
            w = _w(w, "word", "when")   # "Once an enemy unit has charged, ...": when ("once per turn" stays)
        out.append(w)
        i += 1
        opens = w.kind == "word" and w.lemma in _EN_OPEN
        if w.kind == "word" and w.lemma == "time" and len(out) >= 2 and out[-2].lemma in ("each", "every"):
            opens = True
        if opens:
            clause, i = _en_clause(words, i, vocabulary)
            out += clause
    return out


# ------------------------------------------------------------------ Russian
_RU_OPEN = frozenset({"когда", "если", "как"})
_BYT = frozenset({"был", "была", "было", "были", "будет"})
# the game's verbs, by pymorphy's infinitive of a past-tense form -> the lemma the grammar reads for the event
_RU_ACTIVE = {"заблокировать": "блокировать", "выстрелить": "стрелять", "пострелять": "стрелять",
              "объявить": "объявлять", "заявить": "заявлять", "совершить": "совершать", "отступить": "отступать",
              "набрать": "взять", "сыграть": "играть", "разыграть": "играть", "войти": "входить",
              "пройти": "проходить", "проштурмовать": "штурмовать", "уничтожать": "уничтожить",
              "атаковать": "атаковать", "блокировать": "блокировать", "штурмовать": "штурмовать",
              "стрелять": "стрелять", "наступать": "наступать", "захватывать": "захватить",
              "внедрять": "внедрить", "использовать": "использовать", "играть": "играть", "стать": "становиться",
              "заявлять": "заявлять", "объявлять": "объявлять", "совершать": "совершать"}
# a verb's imperfective «-ся» passive (by its infinitive without «-ся») -> the grammar's participle
_RU_PASSIVE = {"уничтожать": "уничтоженный", "уничтожить": "уничтоженный", "поворачивать": "повернутый",
               "повернуть": "повернутый", "разворачивать": "развернутый", "развернуть": "развернутый",
               "блокировать": "заблокированный", "заблокировать": "заблокированный", "атаковать": "атакованный",
               "выбирать": "выбранный", "выбрать": "выбранный"}
_PARTICIPLES = frozenset(_RU_PASSIVE.values()) | {"внедренный", "внедрен"}
# the impersonal plural of a verb after a card in the singular, where its passive is said with how: «твой
# отряд штурмуют» is it is attacked by an assault
_RU_IMPERSONAL_BY = {"штурмовать": ("атакованный", "штурм"), "обстреливать": ("атакованный", "стрельба"),
                     "обстрелять": ("атакованный", "стрельба")}
_RU_IMPERSONAL_ACTIVE = {"штурмуют": "штурмовать", "блокируют": "блокировать", "атакуют": "атаковать"}
_RU_CARDS = frozenset({"отряд", "корабль", "актив", "карта", "герой", "техника", "пехота"})
_RU_PLAYERS = frozenset({"ты", "противник", "игрок"})
_RU_PLACE = ("в", "этот", "сектор")


@lru_cache(maxsize=1024)
def _ru_parse(text: str) -> tuple[str, bool, bool, bool] | None:
    """pymorphy's (infinitive, past tense, reflexive, plural) of a verb form written ``text``."""
    from heresy_app.abilities.names import morph

    low = text.lower().replace("ё", "е")
    for p in morph().parse(low):
        if p.tag.POS == "VERB":
            base = p.normal_form.replace("ё", "е")
            reflexive = base.endswith(("ся", "сь"))
            if reflexive:
                base = base[:-2]
            return base, "past" in p.tag, reflexive, "plur" in p.tag
    return None


def _subject(out: list):
    """The card a clause's verb is said of: its noun («отряд пехоты»: the noun, not its keyword), or a
    keyword standing as the noun («техника противника»); None after a player."""
    for o in reversed(out):
        if o.lemma in _RU_PLAYERS:
            return None
        if o.lemma in _RU_CARDS:
            return o
    return next((o for o in reversed(out) if o.kind == "KW"), None)


def _is_word(w, lemmas) -> bool:
    return w.kind in ("word", "unknown") and w.lemma in lemmas


def _ru_clause(clause: list, vocabulary: frozenset[str], closed: bool) -> list:
    """The words of one event clause rewritten; ``closed``: the clause ends at a comma or a colon (so
    its words may be put in another order: a clause typed without one runs on into the effect)."""
    out: list = []
    n = len(clause)
    i = 0
    while i < n:
        w = clause[i]
        low = w.text.lower().replace("ё", "е")
        if w.kind in ("word", "unknown") and low in _BYT:
            nxt = clause[i + 1] if i + 1 < n else None
            prev = out[-1] if out else None
            if (nxt is not None and nxt.lemma in _PARTICIPLES or prev is not None and prev.lemma in _PARTICIPLES
                    or prev is not None and prev.lemma == "должен" and nxt is not None and nxt.lemma == "быть"):
                # («должен был быть уничтожен»: would be destroyed)
                i += 1   # «был уничтожен»: is destroyed (the event has happened)
                continue
            if prev is not None and prev.lemma in ("он", "ты", "противника", "противник", "это", "этот", "тот") and (
                    len(out) >= 2 and out[-2].lemma == "у" or prev.lemma == "это"):
                i += 1   # «у него было 2 флага», «это был герой»: has, is (as the card is now)
                continue
        if (w.kind in ("word", "unknown") and low.startswith(("переход", "перешел", "перейд", "перешл"))
                and i + 2 < n and clause[i + 1].lemma == "в" and clause[i + 2].lemma == "наступление"):
            out.append(_w(w, "word", "наступать", w.plural))   # «переходит в наступление»: charges
            i += 3
            continue
        parsed = _ru_parse(w.text) if w.kind in ("word", "unknown") and w.lemma not in _PARTICIPLES else None
        if parsed is not None and parsed[3] and not parsed[2] and parsed[0] in _RU_PASSIVE | _RU_IMPERSONAL_BY:
            subject = _subject(out)
            later = [o for o in clause[i + 1:] if o.lemma in _RU_CARDS or o.kind == "KW"]
            if later and later[0].plural:
                subject = None   # «этот отряд блокируют отряды пехоты»: the cards after the verb do it
            if subject is not None and not subject.plural:
                # «твой отряд штурмуют», «этот отряд заблокировали»: the impersonal plural after one card is
                # its passive (is assaulted, was blocked)
                out += [_w(w, "word", lemma) for lemma in _RU_IMPERSONAL_BY.get(parsed[0], (_RU_PASSIVE.get(parsed[0]),))]
                i += 1
                continue
            if subject is not None and w.lemma in _RU_IMPERSONAL_ACTIVE:
                out.append(_w(w, "word", _RU_IMPERSONAL_ACTIVE[w.lemma], w.plural))   # «твои отряды штурмуют»
                i += 1
                continue
        if w.kind in ("word", "unknown") and w.lemma not in vocabulary | _PARTICIPLES or (
                w.kind == "word" and low.endswith(("ся", "сь")) and w.lemma not in _PARTICIPLES):
            if parsed is not None:
                base, past, reflexive, _ = parsed
                if base in ("начать", "начинать") and i + 1 < n and clause[i + 1].lemma in vocabulary and (
                        clause[i + 1].text.lower().endswith(("ть", "ться"))):
                    i += 1   # «начал наступать», «начинает наступать»: charges
                    continue
                if reflexive and base in _RU_PASSIVE and _RU_PASSIVE[base] in vocabulary and not (
                        out and out[-1].lemma in _RU_PLAYERS):
                    out.append(_w(w, "word", _RU_PASSIVE[base], w.plural))   # «уничтожается»: is destroyed
                    i += 1
                    continue
                if past and not reflexive:
                    lemma = _RU_ACTIVE.get(base, base)
                    if lemma in vocabulary:
                        out.append(_w(w, "word", lemma, w.plural))   # «уничтожил», «объявил»: the event
                        i += 1
                        continue
        out.append(w)
        i += 1
    # «атаку твоего отряда блокируют», «атака этого отряда заблокирована»: that unit is blocked
    if len(out) > 2 and out[0].lemma == "атака" and any(o.lemma == "заблокированный" for o in out):
        out = out[1:]
    # the place, then the verb, put first: «в этом секторе уничтожается отряд противника»
    place: list = []
    if not closed:
        return out
    if len(out) > 3 and tuple(o.lemma for o in out[:3]) == _RU_PLACE:
        place, out = out[:3], out[3:]
    if (len(out) > 1 and out[0].lemma in _PARTICIPLES and out[1].lemma not in ("способность", "стрельба", "штурм")
            and not _full_form(out[0].text)):   # g19a: «уничтоженный отряд – герой» names the card (an attribute)
        out = out[1:] + out[:1]
    return out + place


def _battle_edge_ru(w) -> str | None:
    low = w.text.lower().replace("ё", "е")
    if low.startswith(("начина", "начал", "начнет", "начнут")):
        return "начало"
    if low.startswith(("заканчива", "закончи", "оканчива", "окончи", "заверша", "заверши", "конча", "кончи")):
        return "конец"
    return None


def _battle_edges_ru(words: list) -> list:
    """«Когда (в этом секторе) начинается сражение» is «В начале сражения»; «Когда сражение заканчивается /
    закончилось / завершается» is «В конце сражения»."""
    out: list = []
    i, n = 0, len(words)
    while i < n:
        w = words[i]
        if w.kind == "word" and w.lemma == "когда":
            j = i + 1
            if j + 2 < n and tuple(x.lemma for x in words[j:j + 3]) == _RU_PLACE:
                j += 3
            edge = None
            if j + 1 < n and words[j].lemma == "сражение" and _battle_edge_ru(words[j + 1]):
                edge, j = _battle_edge_ru(words[j + 1]), j + 2
            elif j + 1 < n and words[j + 1].lemma == "сражение" and _battle_edge_ru(words[j]):
                edge, j = _battle_edge_ru(words[j]), j + 2
            if edge is not None and j + 2 < n and tuple(x.lemma for x in words[j:j + 3]) == _RU_PLACE:
                j += 3
            if edge is not None and (j >= n or words[j].kind in (",", ":")):
                out += [_w(w, "word", "в"), _w(w, "word", edge), _w(w, "word", "сражение")]
                i = j
                continue
        out.append(w)
        i += 1
    return out


_FULL_ENDINGS = ("ый", "ий", "ая", "яя", "ое", "ее", "ые", "ие", "ого", "его", "ой", "ей", "ому", "ему", "ым", "им",
                 "ых", "их", "ую", "юю", "ыми", "ими")


def _full_form(text: str) -> bool:
    """g19a: a participle in its full (attributive) form, «уничтоженный», not the short predicate «уничтожен»."""
    return text.lower().endswith(_FULL_ENDINGS)


def _rewrite_ru(words: list, vocabulary: frozenset[str]) -> list:
    words = _battle_edges_ru(words)
    out: list = []
    i = 0
    n = len(words)
    while i < n:
        w = words[i]
        if (w.kind == "word" and w.lemma == "как" and i + 1 < n and words[i + 1].lemma == "только"
                and (not out or out[-1].kind in (":", ".", "-", ","))):
            w = _w(w, "word", "когда")   # «Как только отряд противника наступает»: when
            i += 1
        out.append(w)
        i += 1
        if not (w.kind == "word" and w.lemma in _RU_OPEN):
            continue
        if w.lemma == "как" and not (len(out) >= 2 and out[-2].lemma in ("тот", ",")):
            continue   # «после того(,) как»: only that «как» opens an event
        j = i
        while j < n and words[j].kind not in _ENDS:
            j += 1
        out += _ru_clause(words[i:j], vocabulary, j < n and words[j].kind in (",", ":"))
        i = j
    return out


def rewrite(words: list, lang: str, vocabulary: frozenset[str]) -> list:
    """The words with each event clause in the tense, voice and order the grammar reads."""
    if not vocabulary:
        return words
    return _rewrite_en(words, vocabulary) if lang == "en" else _rewrite_ru(words, vocabulary)

