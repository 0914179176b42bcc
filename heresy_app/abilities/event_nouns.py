"""Events said as nouns (issue 24, g14a, session 14).

The Russian editor names a reaction's event by a verbal noun after «при», its card in the genitive and who
did it in the instrumental: «При уничтожении этого отряда атакой …», «При наступлении отряда противника в этом
секторе …», «При каждом уничтожении этим отрядом отряда противника в штурме …», «При штурме твоего отряда
Саламандр отрядом противника …», «При блокировании атаки этого отряда …», «При внедрении этого отряда …»;
English says "Upon the destruction of this unit, …", "On the infiltration of …". Each says no more than the
event clause the grammar reads after "when" / «когда», so this module rewrites the tokens (lemmas) into that
clause before the parse — «когда этот отряд уничтожен атакой, …», «когда этот отряд уничтожает отряд
противника штурмом, …» — and the event then reads wherever an event clause does, with every card description,
owner, place and means the grammar knows.

What the genitive names depends on the verb: the card destroyed, infiltrated, locked, readied or blocked (the
verb's object: «уничтожение отряда» is the unit destroyed), the card that charges, shoots or overruns (the
verb has no object: «наступление отряда» is the unit charging). For an assault or an attack the genitive alone
could be either («штурм отряда»: the unit assaulting or assaulted), so only the form with both cards
(«штурм X отрядом Y»: Y assaults X) is rewritten; the bare one stays as written and is refused. The rewrite is
made only where the noun opens an ability's text (at the start, after its type letters or cost colon) and
every word up to the effect is a card in the genitive or the instrumental, a means («атакой», «штурмом»,
«стрельбой», «способностью», «в штурме») or a place («в этом секторе»); otherwise the words are left as
written, so «при стрельбе по …», «при штурме ресурса», «при результате 4 или больше» keep their readings.
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["made_words", "rewrite"]

# the verbal noun, by the start of its written form -> (the event, what its genitive card is)
#   "object": the card the event is done to; "subject": the card that does it; "both": needs the instrumental
_RU_NOUNS = (
    ("уничтожени", "destroy", "object"),
    ("наступлени", "charge", "subject"),
    ("блокировани", "block", "object"),
    ("внедрени", "infiltrate", "object"),
    ("поворот", "lock", "object"),
    ("разворот", "ready", "object"),
    ("стрельб", "shoot", "subject"),
    ("прорыв", "overrun", "subject"),
    ("штурм", "assault", "both"),
    ("атак", "attack", "both"),
)
# the event clause, said of a card (the passive of a verb with an object, the verb of one without)
_RU_PASSIVE = {"destroy": "уничтожен", "infiltrate": "внедрен", "lock": "повернут", "ready": "развернут",
               "block": "заблокирован", "charge": "наступает", "shoot": "стреляет", "overrun": "совершает прорыв"}
# ... and said of the card that does it to another
_RU_ACTIVE = {"destroy": "уничтожает", "block": "блокирует", "assault": "штурмует", "attack": "атакует"}
# a means in the instrumental (or «в штурме»): kept as written, the grammar reads it after the event
_RU_MEANS = {"атака": "атакой", "штурм": "штурмом", "стрельба": "стрельбой", "способность": "способностью"}
_RU_CARD_NOUNS = frozenset({"отряд", "корабль", "ресурс", "актив", "карта", "герой", "техника", "пехота", "титан",
                            "примарх", "укрепление", "танк", "псайкер", "мотоцикл", "дредноут"})
_RU_PLACE = ("в", "этот", "сектор")
_OPENERS = frozenset({":", ".", "-"})


@lru_cache(maxsize=64)
def _canon(text: str, lang: str, vocabulary: frozenset[str]) -> tuple:
    from heresy_app.abilities.tokens import tokenize

    return tuple((w.kind, w.lemma) for w in tokenize(text, lang, vocabulary))


def made_words(template, text: str, lang: str, vocabulary: frozenset[str]) -> list:
    """The words of ``text`` as the grammar reads them, shown at ``template``'s place in the line."""
    return [type(template)(kind, lemma, template.text, template.start) for kind, lemma in _canon(text, lang, vocabulary)]


@lru_cache(maxsize=2048)
def _cases(text: str) -> frozenset[str]:
    from heresy_app.abilities.names import morph

    return frozenset(p.tag.case for p in morph().parse(text.lower().replace("ё", "е")) if p.tag.case)


def _ru_noun(w) -> tuple[str, str] | None:
    low = w.text.lower().replace("ё", "е")
    for stem, event, role in _RU_NOUNS:
        if low.startswith(stem):
            return event, role
    return None


def _ru_phrase(words: list, i: int) -> tuple[str, list, int] | None:
    """The card phrase from ``i``: ("gent" | "ablt", its words, the index after it), or None. A card phrase
    is words in that case up to and with its noun, the keywords and owner after it («отряда техники
    противника», «твоего отряда Саламандр», «этим отрядом»)."""
    n = len(words)
    j = i
    case = None
    noun = False
    while j < n:
        w = words[j]
        if w.kind == "KW":
            if noun and words[i].lemma in ("этот", "тот"):
                break   # «этим отрядом техники противника»: this card has no keyword; the keyword is another card's
            if case is None:
                cs = _cases(w.text)
                case = "ablt" if "ablt" in cs and "gent" not in cs else "gent" if "gent" in cs else None
                if case is None:
                    break
            j += 1
            noun = True
            continue
        if w.kind not in ("word", "unknown"):
            break
        cs = _cases(w.text)
        if w.lemma in ("противник", "противника"):
            if "gent" not in cs or j == i:
                break
            j += 1   # «отряда противника», «отрядом противника»: whose
            continue
        if noun and w.lemma not in _RU_CARD_NOUNS:
            break
        want = case or ("ablt" if "ablt" in cs and "gent" not in cs else "gent")
        if want not in cs:
            break
        if w.lemma in _RU_CARD_NOUNS:
            if noun and case is not None and w.lemma not in ("техника", "пехота"):
                break   # a second card: «этим отрядом отряда противника»
            noun = True
        case = want
        j += 1
    if not noun or case is None or j == i:
        return None
    return case, words[i:j], j


def _ru_tail(words: list, i: int) -> tuple[list, list, list, list, int] | None:
    """After the verbal noun: (the genitive card, the instrumental card, the means, the place, the index of
    the effect), or None when a word there is none of these."""
    n = len(words)
    gen: list = []
    agent: list = []
    means: list = []
    place: list = []
    while i < n and words[i].kind not in (",", ":", "."):
        w = words[i]
        if w.lemma == "в" and i + 2 < n and tuple(x.lemma for x in words[i:i + 3]) == _RU_PLACE and not place:
            place = words[i:i + 3]
            i += 3
            continue
        if w.lemma == "в" and i + 1 < n and words[i + 1].lemma in ("штурм", "стрельба") and not means:
            means = [type(w)("word", words[i + 1].lemma, words[i + 1].text, words[i + 1].start)]   # «в штурме»: штурмом
            i += 2
            continue
        if w.lemma in _RU_MEANS and "ablt" in _cases(w.text) and not means:
            means = [w]
            i += 1
            if w.lemma in ("атака", "способность"):   # «атакой твоего героя», «способностью противника»: whose
                if i < n and words[i].lemma in ("противник", "противника") and "gent" in _cases(words[i].text):
                    means.append(words[i])
                    i += 1
                else:
                    got = _ru_phrase(words, i)
                    if got is not None and got[0] == "gent":
                        means += got[1]
                        i = got[2]
            continue
        got = _ru_phrase(words, i)
        if got is None:
            break
        case, phrase, i = got
        if case == "gent" and not gen:
            gen = phrase
        elif case == "ablt" and not agent:
            agent = phrase
        else:
            return None
    if i < n and words[i].kind == ",":
        i += 1
    return gen, agent, means, place, i


def _ru_event(words: list, i: int, vocabulary: frozenset[str]) -> tuple[list, int] | None:
    """The event clause for «при …» at ``i`` (its «при»), and the index after the words it stands for."""
    j = i + 1
    n = len(words)
    if j < n and words[j].lemma == "каждый":
        j += 1   # «при каждом уничтожении»: each time, as "when" is
    if j >= n:
        return None
    noun = _ru_noun(words[j])
    if noun is None:
        return None
    event, role = noun
    k = j + 1
    attack = False
    if event == "block" and k < n and words[k].lemma == "атака" and "gent" in _cases(words[k].text):
        k += 1   # «при блокировании атаки этого отряда»: that unit is blocked
        attack = True
    tail = _ru_tail(words, k)
    if tail is None:
        return None
    gen, agent, means, place, end = tail
    if end >= n or end == k or not (gen or agent) or attack and not gen:
        return None
    w = words[j]
    if agent and event in _RU_ACTIVE and (gen or event == "block") and not attack:
        clause = agent + made_words(w, _RU_ACTIVE[event], "ru", vocabulary) + gen
    elif agent and event == "block" or not gen or role == "both" or agent:
        return None   # «при штурме отряда»: which card assaults is not said
    else:
        clause = gen + made_words(w, _RU_PASSIVE[event], "ru", vocabulary)
    comma = type(w)(",", ",", w.text, w.start)
    return made_words(words[i], "когда", "ru", vocabulary) + clause + means + place + [comma], end


def _rewrite_ru(words: list, vocabulary: frozenset[str]) -> list:
    out: list = []
    i, n = 0, len(words)
    while i < n:
        w = words[i]
        if w.kind == "word" and w.lemma == "при" and (i == 0 or words[i - 1].kind in _OPENERS
                                                     or i == 1 and words[0].lemma in ("р", "т", "с")):
            got = _ru_event(words, i, vocabulary)
            if got is not None:
                clause, i = got
                out += clause
                continue
        out.append(w)
        i += 1
    return out


# ------------------------------------------------------------------ English
# "upon / on the destruction of X," -> "when X is destroyed,"
_EN_NOUNS = {"destruction": "destroyed", "infiltration": "infiltrated"}


def _rewrite_en(words: list, vocabulary: frozenset[str]) -> list:
    out: list = []
    i, n = 0, len(words)
    while i < n:
        w = words[i]
        low = w.text.lower()
        if (low in ("upon", "on") and (i == 0 or words[i - 1].kind in _OPENERS) and i + 3 < n
                and words[i + 1].text.lower() == "the" and words[i + 2].text.lower() in _EN_NOUNS
                and words[i + 3].text.lower() == "of"):
            j = i + 4
            while j < n and words[j].kind not in (",", ":", "."):
                j += 1
            if j < n and words[j].kind == "," and j > i + 4:
                participle = _EN_NOUNS[words[i + 2].text.lower()]
                out += made_words(w, "when", "en", vocabulary) + words[i + 4:j]
                out += made_words(words[i + 2], "is " + participle, "en", vocabulary)
                i = j
                continue
        out.append(w)
        i += 1
    return out


# ------------------------------------------------------------------ the trigger's card named by what it did
# "R: When an enemy unit charges, the charging unit gets -1 speed." / «…, наступающий (наступивший) отряд получает …»:
# the card the event names, not any charging card (a choice of one, which could be another card: a misreading)
_PARTICIPLES = {"en": {"charge": ("charging", "charged")},
                "ru": {"наступать": ("наступающ", "наступивш")}}
_RU_BEFORE = frozenset({"один", "каждый", "любой", "твой", "свой", "весь", "все", "другой", "этот", "тот", "до", "каждого"})
_OPENER = {"en": "when", "ru": "когда"}
_CARD_NOUNS = {"en": frozenset({"unit", "card", "ship"}), "ru": frozenset({"отряд", "карта", "корабль"})}


def _trigger_verb(words: list, lang: str) -> tuple[str, int] | None:
    """The verb of the text's "when" clause, if it is one whose card a participle names, and the clause's end."""
    opener = _OPENER[lang]
    for i, w in enumerate(words):
        if w.kind == "word" and w.lemma == opener:
            j = i + 1
            verb = None
            while j < len(words) and words[j].kind not in (",", ":", "."):
                if words[j].lemma in _PARTICIPLES[lang] and j > i + 1 and words[j - 1].lemma not in (
                        "you", "opponent", "ты", "противник", "may", "мочь"):
                    verb = words[j].lemma
                j += 1
            return (verb, j) if verb is not None and j < len(words) else None
    return None


def _trigger_participles(words: list, lang: str, vocabulary: frozenset[str]) -> list:
    found = _trigger_verb(words, lang)
    if found is None:
        return words
    verb, end = found
    forms = _PARTICIPLES[lang][verb]
    out = list(words[:end])
    n = len(words)
    i = end
    while i < n:
        w = words[i]
        nxt = words[i + 1] if i + 1 < n else None
        after = words[i + 2] if i + 2 < n else None
        bare = (nxt is not None and nxt.lemma in _CARD_NOUNS[lang] and not nxt.plural
                and not (after is not None and (after.kind == "KW" or after.lemma in ("противника", "of", "that", "you"))))
        if bare and w.text.lower().startswith(forms) and w.lemma not in ("charging", "charged") and not (
                out and out[-1].lemma in _RU_BEFORE):
            out += made_words(w, "тот", lang, vocabulary)   # «наступающему отряду»: тому отряду
            i += 1
            continue
        if bare and w.text.lower() in ("charging", "charged") and out and out[-1].lemma == "the":
            out[-1:] = made_words(w, "that", lang, vocabulary)   # "the charging unit": that unit
            i += 1
            continue
        out.append(w)
        i += 1
    return out


def _nouns_en(words: list, vocabulary: frozenset[str]) -> list:
    return _rewrite_en(words, vocabulary) if any(w.text.lower() in _EN_NOUNS for w in words) else words


def _nouns_ru(words: list, vocabulary: frozenset[str]) -> list:
    return _rewrite_ru(words, vocabulary) if any(w.kind == "word" and w.lemma == "при" for w in words) else words


_NOUNS = {"en": _nouns_en, "ru": _nouns_ru}


def rewrite(words: list, lang: str, vocabulary: frozenset[str]) -> list:
    """The words with each event said as a noun written as the event clause the grammar reads."""
    if not vocabulary:
        return words
    words = _NOUNS[lang](words, vocabulary)
    if any(w.text.lower().startswith(_PARTICIPLES[lang][v]) for w in words for v in _PARTICIPLES[lang]):
        words = _trigger_participles(words, lang, vocabulary)
    return words
