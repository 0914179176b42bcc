"""Who may or may not do what, said the Russian editor's impersonal way, in any word order (issue 24, g15a).

The Russian edition says a restriction or a permission with «нельзя» / «можно» and an infinitive, and
puts the three parts (the words, the infinitive, the card or place it is about) in any order:
«Штурмовать этот ресурс нельзя», «Нельзя блокировать этот отряд», «В этом секторе прорыв совершать
нельзя». The grammar reads one order, the card first: «Этот ресурс нельзя штурмовать», «В этом секторе
нельзя совершать прорыв». This module puts each clause of that kind in that order:

- the infinitive (with «прорыв» where it is «совершать прорыв») goes right after «нельзя» / «можно»;
- what stood after them (the card, the place) goes before, the duration after («Нельзя блокировать
  этот отряд до конца сражения» is «Этот отряд нельзя блокировать до конца сражения»).

Who is restricted may be said in the dative: «Технике в этом секторе наступать нельзя» (Vehicles in
this sector cannot charge), «Каждому игроку можно сыграть …» (each player may play): that is the
subject of «не может» / «может», as the grammar reads it. A verb that takes no card as its object
(charge, counter-attack, retreat, overrun) with no one named is said of every unit: «Наступать в
этом секторе нельзя» is «Отряды в этом секторе не могут наступать». Whatever the words leave open
stays as written (and the parser refuses what it cannot read).
"""

from __future__ import annotations

from functools import lru_cache

from heresy_app.abilities.clauses import by_clause

__all__ = ["rewrite"]

_LANGS = frozenset({"ru"})   # the languages whose words this module reads

_MODALS = frozenset({"нельзя", "можно"})
# infinitives (the grammar's lemmas) a restriction or permission says: what takes the card it is about
# as its object, and what does not (who does it is the subject)
_OBJECT_VERBS = frozenset({"блокировать", "заблокировать", "штурмовать", "повернуть", "поворачивать",
                           "развернуть", "разворачивать", "уничтожить", "уничтожать", "атаковать",
                           "внедрить", "высадить"})
_SUBJECT_VERBS = frozenset({"наступать", "стрелять", "контратаковать", "отступать", "отступить",
                            "совершать", "совершить", "играть", "сыграть", "использовать"})
_VERBS = _OBJECT_VERBS | _SUBJECT_VERBS
_OVERRUN_VERBS = frozenset({"совершать", "совершить"})
_PLAY_VERBS = frozenset({"играть", "сыграть", "использовать"})
_LEADING = frozenset({"то", "а", "но", "и"})   # «если …, то …»: the clause starts after them
_DURATION_HEADS = frozenset({"до", "пока"})


def _w(template, kind: str, lemma: str, plural: bool = False):
    return type(template)(kind, lemma, template.text, template.start, plural)


def _is(w, lemmas) -> bool:
    return w.kind == "word" and w.lemma in lemmas


def rewrite(words: list, lang: str) -> list:
    """The words with each impersonal clause of a restriction or permission put in the grammar's order
    (Russian words only: another language's are returned as they are)."""
    if lang not in _LANGS or not any(_is(w, _MODALS) for w in words):
        return words
    return by_clause(words, _clause)


def _clause(clause: list) -> list:
    lead = 0
    while lead < len(clause) and _is(clause[lead], _LEADING):
        lead += 1
    lead += _leading_duration(clause[lead:])   # «До конца сражения отряду противника нельзя стрелять»
    head, body = clause[:lead], clause[lead:]
    modals = [i for i, w in enumerate(body) if _is(w, _MODALS)]
    verbs = [i for i, w in enumerate(body) if _is(w, _VERBS)]
    if len(modals) != 1 or len(verbs) != 1:
        return clause
    m, v = modals[0], verbs[0]
    verb, modal = body[v], body[m]
    group = [v]
    if verb.lemma in _OVERRUN_VERBS:   # «совершать прорыв» / «прорыв совершать»: one verb
        if v + 1 < len(body) and _is(body[v + 1], {"прорыв"}):
            group = [v, v + 1]
        else:   # «Прорыв в этом секторе совершать нельзя»: the one «прорыв» of the clause
            found = [i for i, w in enumerate(body) if _is(w, {"прорыв"})]
            if len(found) != 1:
                return clause
            group = sorted([v, found[0]])
    verb_words = [verb] + [body[i] for i in group if i != v]
    first = min(m, v)
    rest = [(i, body[i]) for i in range(len(body)) if i != m and i not in group]
    dative = _dative_len([w for _, w in rest]) if rest and rest[0][0] < first else 0
    if dative:   # «Технике … нельзя наступать», «Каждому игроку можно сыграть …»: the one in the dative
        said = [_w(modal, "word", "не"), _w(modal, "word", "мочь")] if modal.lemma == "нельзя" \
            else [_w(modal, "word", "мочь")]
        # a keyword's class («Технике нельзя»: Vehicles) is said of them all; a noun keeps its number
        subject = [_w(w, w.kind, w.lemma, plural=w.plural or w.kind == "KW") for _, w in rest[:dative]]
        before = [w for i, w in rest[dative:] if i < first]
        after = [w for i, w in rest[dative:] if i > first]
        return head + subject + before + said + verb_words + after
    last = max(m, v)
    before = [w for i, w in rest if i < first]
    middle = [w for i, w in rest if first < i < last]
    after = [w for i, w in rest if i > last]
    if modal.lemma != "нельзя" or verb.lemma in _PLAY_VERBS:
        return clause   # a permission with no one named in the dative: left as written
    if m < v and not middle and before and verb.lemma in _OBJECT_VERBS - {"внедрить", "высадить"}:
        return clause   # «Этот отряд нельзя блокировать …»: the grammar's order already
    if m < v and not middle and not before:   # «Нельзя блокировать этот отряд до конца сражения»
        cut = _object_end(after)
        named, tail = after[:cut], after[cut:]
    else:   # «Штурмовать этот ресурс нельзя …», «В этом секторе прорыв совершать нельзя»
        named, tail = before + middle, after
    if any(_instrumental(named, i) for i in range(len(named))):
        return clause   # «штурмовать им нельзя»: who does it, in the instrumental: not read here
    if verb.lemma in _OBJECT_VERBS and named and not _may_be_object(named):
        return clause   # the card named first is no accusative («им»): not what the verb is done to
    if verb.lemma in _SUBJECT_VERBS and verb.lemma != "стрелять":
        if named and not _place_only(named):
            return clause   # someone is named, not in the dative: not a form of this module
        # «Наступать в этом секторе нельзя»: no one named, so no unit may
        units = _w(modal, "word", "отряд", plural=True)
        return head + [units] + named + [_w(modal, "word", "не"), _w(modal, "word", "мочь")] + verb_words + tail
    if verb.lemma in {"внедрить", "высадить"}:   # «Отряды нельзя внедрить в этот сектор»: where, after
        where = _sector_at(named)
        if where is not None:
            named, tail = named[:where] + named[where + 3:], named[where:where + 3] + tail
        elif _sector_at(tail[:3]) != 0:
            return clause
        if not named:
            return clause   # «В этот сектор нельзя внедрять»: read as written
        if len(named) > 1 and _is(named[-1], {"противника"}):   # «Отряды противника»: he may not
            he = _w(named[-1], "word", "противник")
            return head + [he, _w(modal, "word", "не"), _w(modal, "word", "мочь")] + verb_words + named[:-1] + tail
    return head + named + [modal] + verb_words + tail


def _object_end(after: list) -> int:
    """Where the card named after the verb ends: at a duration, or at who does it (the instrumental)."""
    cut = _duration_start(after)
    for i in range(cut):
        if _instrumental(after, i):
            return i
    return cut


def _may_be_object(named: list) -> bool:
    """Whether the first word naming a card can be the verb's object (in the accusative), or the words
    open with a place or a preposition («в этот сектор», «по этому отряду»)."""
    w = named[0]
    if w.kind != "word" and w.kind != "KW" or _is(w, {"в", "по", "на", "здесь", "тут"}):
        return True
    return "accs" in _cases(w.text.split()[0].lower())


_PREPOSITIONS = frozenset({"с", "со", "под", "над", "перед", "за", "между"})


def _instrumental(words: list, i: int) -> bool:
    """Whether word ``i`` is in the instrumental only, not after a preposition that governs it («со
    скоростью»): who does the thing («отрядами», «им»)."""
    w = words[i]
    if w.kind not in ("word", "KW"):
        return False
    if any(_is(x, _PREPOSITIONS) for x in words[max(0, i - 3):i]):
        return False
    cases = _cases(w.text.split()[0].lower())
    return cases == {"ablt"} or cases == frozenset({"ablt"})


_DURATION_WORDS = frozenset({"конец", "этот", "сражение", "ва", "ход", "бой", "твой", "следующий", "военный",
                             "акция", "течение"})


def _leading_duration(body: list) -> int:
    """How many words at the start are a duration («до конца сражения», «в эту ВА»)."""
    if not body or not _is(body[0], {"до", "в"}):
        return 0
    if _is(body[0], {"в"}) and not (len(body) > 2 and _is(body[1], {"этот", "течение"})
                                    and _is(body[2], _DURATION_WORDS - {"этот", "течение"} | {"этот"})):
        return 0
    n = 1
    while n < len(body) and _is(body[n], _DURATION_WORDS):
        n += 1
    return n if n > 1 and _is(body[n - 1], {"сражение", "ва", "ход", "бой", "акция"}) else 0


def _sector_at(named: list) -> int | None:
    for i in range(len(named) - 2):
        if _is(named[i], {"в"}) and _is(named[i + 1], {"этот"}) and _is(named[i + 2], {"сектор"}):
            return i
    return None


def _duration_start(after: list) -> int:
    """Where a duration («до конца сражения», «пока …») starts among the words after the verb."""
    for i, w in enumerate(after):
        if _is(w, _DURATION_HEADS):
            return i
        if _is(w, {"в"}) and i + 2 < len(after) and _is(after[i + 1], {"этот", "течение"}) \
                and _is(after[i + 2], {"сражение", "ва", "ход", "этот"}):
            return i
    return len(after)


def _place_only(named: list) -> bool:
    """Whether the words name only a place («в этом секторе», «здесь»), no card."""
    return all(w.kind == "word" and w.lemma in {"в", "этот", "сектор", "здесь", "тут"} for w in named)


def _dative_len(named: list) -> int:
    """How many words at the start are one noun phrase in the dative («Технике», «Каждому игроку»,
    «Отрядам противника»); 0 if the first is not in the dative."""
    n = 0
    for w in named:
        if w.kind == "INT" and w.text.isdigit() and n == 0:
            n += 1   # «1 отряду»: the noun after the number tells the case
            continue
        if w.kind not in ("word", "KW", "INT"):
            break
        cases = _cases(w.text.split()[0].lower())   # «одному» (a number said in words) has its case too
        if "datv" not in cases or cases & {"PREP", "nomn", "accs"}:   # «его», «в»: not told a dative
            break
        n += 1
    if not n or named[n - 1].kind == "INT":
        return 0
    # its genitive words («противника») belong to it
    while n < len(named) and _is(named[n], {"противника"}):
        n += 1
    return n


@lru_cache(maxsize=2048)
def _cases(word: str) -> frozenset[str]:
    from heresy_app.abilities.names import morph

    parses = morph().parse(word)
    return frozenset(p.tag.case for p in parses if p.tag.case) | frozenset(
        str(p.tag.POS) for p in parses if p.tag.POS in ("PREP", "CONJ", "PRCL", "INFN", "VERB"))
