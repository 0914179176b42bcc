"""Issue 24 (g16c): how sentences join — the words that join clauses and the order of the clauses, read into
the joins the grammar has, over every verb and noun phrase (the clauses themselves are left as written).

Read, when a text does not read as it stands (:func:`language.read` tries these words second, as it does a
leading time or place), so nothing that read before reads otherwise:

- a sequence said by its own words: "After that, …", "Afterwards …", "Next, …", «После этого …», «Потом …»,
  «Далее …» open a sentence as "Then …" / «Затем …»; "…; then …" / «…; затем …» is "…, and then …";
- "Otherwise, …" / «В противном случае …» / «Иначе …» after "If you do, …" is "If you do not, …" (after "If
  you do not / cannot, …": "If you do, …"); a ";" before "if you do" or "otherwise" ends a sentence;
- a condition said by other words: "provided (that)", "providing (that)", "assuming (that)" / «при условии,
  что» are "if"; "so long as" is "as long as"; "Only if …, …" / «Только если …, …» opening a sentence is
  "If …, …" (the effect only when it holds); «только пока» after «играй / используй» is «только если»;
- a condition put first that the grammar reads last: "Unless this unit is locked, it gets +1 armor." is "This
  unit gets +1 armor unless it is locked." (the card named in the condition and "it" trade places);
  «…, если только он не повернут» is «…, кроме случаев, когда он повернут» (Russian says "unless" with «не»);
- a terse rule with its condition first and no verb: "while charging +2 AS and -1 AR", "when ready +1 AR",
  «когда готов +1 Б», «при наступлении +1 Ш» are the change said first: "+2 AS and -1 AR while charging"
  (a bare state word is said of "it": "while it is ready").

>>> from heresy_app.abilities.tokens import Word
>>> ws = [Word("word", w, w, 0) for w in "after that".split()] + [Word(",", ",", ",", 0)]
>>> [w.lemma for w in rewrite(ws + [Word("word", "draw", "draw", 0)], "en")]
['then', 'draw']
"""

from __future__ import annotations

from heresy_app.abilities.tokens import Word

__all__ = ["rewrite"]

_ENDS = frozenset({".", ":", ";"})
_THEN = {"en": "then", "ru": "затем"}
# sequence words opening a sentence (tuples of lemmas), read as "then"
_SEQUENCE = {
    "en": (("after", "that"), ("after", "this"), ("after", "which"), ("afterwards",), ("afterward",), ("next",),
           ("subsequently",), ("and", "after", "that"), ("and", "then")),
    "ru": (("после", "этот"), ("после", "что"), ("после", "чего"), ("потом",), ("далее",), ("а", "потом"),
           ("и", "потом"), ("а", "затем")),
}
_OTHERWISE = {"en": (("otherwise",), ("if", "not"), ("else",)),
              "ru": (("в", "противный", "случай"), ("иначе",), ("а", "иначе"))}
_DONE = {"en": (("if", "you", "do"), ("if", "you", "did")),
         "ru": (("если", "ты", "это", "сделать"), ("если", "ты", "так", "сделать"), ("если", "ты", "сделать"),
                ("если", "сделать"), ("если", "это", "сделать"), ("если", "так", "сделать"))}
_NOT_DONE = {"en": (("if", "you", "do", "not"), ("if", "you", "did", "not"), ("if", "you", "cannot"),
                    ("if", "you", "can", "not"), ("if", "you", "not")),
             "ru": (("если", "ты", "этот", "не"), ("если", "ты", "не"), ("если", "не"), ("если", "этот", "не"))}
_AS_DONE = {"en": ("if", "you", "do"), "ru": ("если", "ты", "это", "сделать")}
_AS_NOT_DONE = {"en": ("if", "you", "do", "not"), "ru": ("если", "ты", "не", "сделать")}
# other words for "if" (tuples of lemmas; a comma inside them is written ",")
_IF = {"en": (("provided", "that"), ("provided",), ("providing", "that"), ("providing",), ("assuming", "that"),
              ("on", "condition", "that")),
       "ru": (("при", "условие", ",", "что"), ("при", "тот", "условие", ",", "что"), ("при", "условие", "что"))}
_IF_WORD = {"en": "if", "ru": "если"}
_WHILE = {"en": (("so", "long", "as"),), "ru": ()}
_ONLY_IF = {"en": ("only", "if"), "ru": ("только", "если")}
_UNLESS = {"en": ("unless",), "ru": ("если", "только")}
_IT = {"en": frozenset({"it"}), "ru": frozenset({"он", "она", "оно"})}
_THIS = {"en": "this", "ru": "этот"}
_PLAY = {"en": frozenset(), "ru": frozenset({"играть", "использовать", "разыгрывать", "применять"})}
# terse rules: a condition's opening words, and the bare state words said of "it"
_TERSE_OPEN = {"en": frozenset({"while", "when", "if"}), "ru": frozenset({"пока", "когда", "если"})}
_TERSE_AS = {"en": "while", "ru": "пока"}
_STATES = {"en": frozenset({"ready", "locked", "charging", "blocking", "defending", "attacking"}),
           "ru": frozenset({"готовый", "повернутый", "наступать", "наступающий", "блокировать", "блокирующий"})}
_BE = {"en": ("it", "be"), "ru": ("он",)}
_NOT_BARE = {"en": frozenset({"charging"}), "ru": frozenset()}   # "while charging" is read as it is
_EVENT_OPEN = {"en": "", "ru": "при"}   # «при наступлении»
_ONLY_WHILE = {"en": (), "ru": ("только", "пока")}   # «Играй, только пока …»
_UNLESS_BY_NOT = {"en": False, "ru": True}   # Russian says "unless" with «не»: «если только он не повернут»
# «при наступлении» and its kin, said as the state they name («пока наступает»)
_EVENT_STATES = {"наступлении": "наступать", "наступление": "наступать", "блокировании": "блокировать"}


def _w(lemma: str, like: Word) -> Word:
    return Word("word", lemma, like.text, like.start)


def _is(w: Word, lemma: str) -> bool:
    return (w.kind == "word" and w.lemma == lemma) or (lemma in (",", ".", ";", ":") and w.kind == lemma)


def _at(words: list[Word], i: int, lemmas: tuple[str, ...]) -> bool:
    return i + len(lemmas) <= len(words) and all(_is(words[i + k], x) for k, x in enumerate(lemmas))


def _starts(words: list[Word]) -> list[int]:
    """Where each sentence opens: the text's start and after each full stop, colon or semicolon."""
    return [i for i in range(len(words)) if i == 0 or words[i - 1].kind in _ENDS]


def _end(words: list[Word], i: int) -> int:
    """Where the sentence holding ``i`` ends (the index of its full stop or semicolon, or the text's end)."""
    while i < len(words) and words[i].kind not in (".", ";"):
        i += 1
    return i


def rewrite(words: list[Word], lang: str) -> list[Word] | None:
    """The words with the joins above read as the grammar's; None when there is none."""
    if lang not in _THEN:
        return None
    out = list(words)
    changed = False
    for step in (_sequence, _semicolons, _otherwise, _other_ifs, _only_if, _unless_first, _unless_ru, _terse):
        new = step(out, lang)
        if new is not None:
            out, changed = new, True
    return out if changed else None


def _sequence(words: list[Word], lang: str) -> list[Word] | None:
    out: list[Word] = []
    changed = False
    i = 0
    while i < len(words):
        opens = i == 0 or words[i - 1].kind in _ENDS or words[i - 1].kind == ","
        found = next((s for s in _SEQUENCE[lang] if opens and _at(words, i, s)), None)
        if found is not None and i + len(found) < len(words):
            j = i + len(found)
            if words[j].kind == ",":
                j += 1
            if words[i - 1].kind == ";" if i else False:
                out[-1] = Word(",", ",", words[i - 1].text, words[i - 1].start)
            out.append(_w(_THEN[lang], words[i]))
            i, changed = j, True
            continue
        if words[i].kind == ";" and i + 1 < len(words) and _is(words[i + 1], _THEN[lang]):
            out.extend((Word(",", ",", words[i].text, words[i].start), _w(_AND_THEN[lang], words[i])))
            i, changed = i + 1, True   # "…; then …": "…, and then …" (two effects: never a cost's comma)
            continue
        out.append(words[i])
        i += 1
    return out if changed else None


def _semicolons(words: list[Word], lang: str) -> list[Word] | None:
    """";" before "if you do" / "otherwise" ends a sentence."""
    out = list(words)
    changed = False
    for i, w in enumerate(words):
        if w.kind == ";" and any(_at(words, i + 1, s) for s in (*_DONE[lang], *_NOT_DONE[lang], *_OTHERWISE[lang])):
            out[i] = Word(".", ".", w.text, w.start)
            changed = True
    return out if changed else None


def _otherwise(words: list[Word], lang: str) -> list[Word] | None:
    starts = _starts(words)
    for n, i in enumerate(starts):
        found = next((s for s in _OTHERWISE[lang] if _at(words, i, s)), None)
        if found is None or n == 0:
            continue
        before = starts[n - 1]
        if any(_at(words, before, s) for s in _NOT_DONE[lang]):
            said = _AS_DONE[lang]
        elif any(_at(words, before, s) for s in _DONE[lang]):
            said = _AS_NOT_DONE[lang]
        else:
            continue
        j = i + len(found)
        if j < len(words) and words[j].kind == ",":
            j += 1
        new = [_w(x, words[i]) for x in said] + [Word(",", ",", ",", words[i].start)]
        return words[:i] + new + words[j:]
    return None


def _other_ifs(words: list[Word], lang: str) -> list[Word] | None:
    out: list[Word] = []
    changed = False
    i = 0
    while i < len(words):
        found = next((s for s in _IF[lang] if _at(words, i, s)), None)
        if found is not None:
            if lang == "en" and out and out[-1].kind == ",":
                out.pop()   # "Draw 1 card, provided that …": "Draw 1 card if …"
            out.append(_w(_IF_WORD[lang], words[i]))
            i, changed = i + len(found), True
            continue
        found = next((s for s in _WHILE[lang] if _at(words, i, s)), None)
        if found is not None:
            out.extend(_w(x, words[i]) for x in ("as", "long", "as"))
            i, changed = i + len(found), True
            continue
        if _ONLY_WHILE[lang] and _at(words, i, _ONLY_WHILE[lang]) and any(
                words[k].kind == "word" and words[k].lemma in _PLAY[lang] for k in range(max(0, i - 3), i)):
            out.extend((words[i], _w("если", words[i + 1])))   # «Играй, только пока …»: a play condition
            i, changed = i + 2, True
            continue
        out.append(words[i])
        i += 1
    return out if changed else None


def _only_if(words: list[Word], lang: str) -> list[Word] | None:
    """"Only if P, E" opening a sentence: "If P, E"."""
    for i in _starts(words):
        if _at(words, i, _ONLY_IF[lang]) and "," in [w.kind for w in words[i:_end(words, i)]]:
            return words[:i] + words[i + 1:]
    return None


def _subject_swapped(cond: list[Word], effect: list[Word], lang: str) -> tuple[list[Word], list[Word]]:
    """"Unless this unit is locked, it gets …": the effect names the card, the condition says "it"."""
    if effect and effect[0].kind == "word" and effect[0].lemma in _IT[lang] and len(cond) > 2 \
            and _is(cond[0], _THIS[lang]) and cond[1].kind == "word":
        return [_w(sorted(_IT[lang])[0] if lang == "en" else "он", cond[0])] + cond[2:], cond[:2] + effect[1:]
    return cond, effect


def _unless_first(words: list[Word], lang: str) -> list[Word] | None:
    """"Unless P, E." (English): "E unless P."."""
    if lang != "en":
        return None
    for i in _starts(words):
        if not _at(words, i, _UNLESS[lang]):
            continue
        end = _end(words, i)
        comma = next((k for k in range(i + 1, end) if words[k].kind == ","), None)
        if comma is None or comma + 1 >= end:
            continue
        if any(w.kind == "word" and w.text.lower() in ("they", "them", "their") for w in words[i + 1:comma]):
            continue   # "Unless they are …": the cards of a rule's scope, which the join cannot say
        cond, effect = _subject_swapped(words[i + 1:comma], words[comma + 1:end], lang)
        return words[:i] + effect + [words[i]] + cond + words[end:]
    return None


def _unless_ru(words: list[Word], lang: str) -> list[Word] | None:
    """«…, если только P не V» / «Если только P не V, E»: «E, кроме случаев, когда P V»."""
    if not _UNLESS_BY_NOT[lang]:
        return None
    for i in range(len(words) - 2):
        if not _at(words, i, _UNLESS[lang]):
            continue
        end = _end(words, i)
        leading = i == 0 or words[i - 1].kind in _ENDS
        stop = next((k for k in range(i + 2, end) if words[k].kind == ","), end) if leading else end
        neg = next((k for k in range(i + 2, stop) if _is(words[k], "не")), None)
        if neg is None:
            continue
        cond = words[i + 2:neg] + words[neg + 1:stop]
        if any(w.kind == "word" and w.text.lower() in ("они", "их", "им", "ими") for w in cond):
            continue   # «…, если только они не герои»: the cards of a rule's scope, which the join cannot say
        unless = [_w("кроме", words[i]), _w("случай", words[i]), Word(",", ",", ",", words[i].start),
                  _w("когда", words[i + 1])]
        if not leading:
            return words[:i] + unless + cond + words[stop:]
        if stop + 1 >= end:
            continue
        cond, effect = _subject_swapped(cond, words[stop + 1:end], lang)
        return words[:i] + effect + [Word(",", ",", ",", words[i].start)] + unless + cond + words[end:]
    return None


def _terse(words: list[Word], lang: str) -> list[Word] | None:
    """"while charging +2 AS and -1 AR": "+2 AS and -1 AR while charging"."""
    for i in _starts(words):
        end = _end(words, i)
        opener = words[i] if i < end else None
        j = i + 1
        if opener is not None and _is(opener, _EVENT_OPEN[lang]) and j < end and words[j].text.lower() in _EVENT_STATES:
            cond = [_w(_EVENT_STATES[words[j].text.lower()], words[j])]
            j += 1
        elif opener is not None and opener.kind == "word" and opener.lemma in _TERSE_OPEN[lang]:
            sign = next((k for k in range(j, end) if words[k].kind in ("+", "-")
                         and k + 1 < end and words[k + 1].kind in ("INT", "XVAR")), None)
            if sign is None or sign == j or any(words[k].kind in (",", ":") for k in range(i, sign)):
                continue
            cond = words[j:sign]
            if len(cond) == 1 and cond[0].kind == "word" and cond[0].lemma in _STATES[lang] and (
                    cond[0].lemma not in _NOT_BARE[lang]):
                cond = [_w(x, cond[0]) for x in _BE[lang]] + cond
            j = sign
        else:
            continue
        if j >= end or words[j].kind not in ("+", "-"):
            continue
        lead = [] if lang == "en" else [Word(",", ",", ",", opener.start)]
        return words[:i] + words[j:end] + lead + [_w(_TERSE_AS[lang], opener)] + cond + words[end:]
    return None


_AND_THEN = {"en": "and", "ru": "а"}
_ORDER_ENDS_RU = ("и", "й", "ь", "те")


def _an_order(words: list[Word], lang: str) -> bool:
    """Is the word an order (an imperative): English as its lemma ("ready", not "readies"), Russian ending as
    imperatives do («разверни», «сбрось», «открой»; not «разворачивает»)."""
    if not words or words[0].kind != "word":
        return False
    text = words[0].text.lower()
    return text == words[0].lemma if lang == "en" else text.endswith(_ORDER_ENDS_RU)
_KIND_LETTERS = frozenset({"wa", "t", "r", "m", "a", "e", "ва", "т", "р", "м", "ш", "с"})


def then_after_colon(words: list[Word], lang: str) -> list[Word]:
    """"WA: Lock this unit, then ready one of your units." (read always, in the chain of :func:`tokens.tokenize`):
    after type letters and their colon what follows is the effect, so ", then" joins two effects and is no
    cost's comma before the effect; said as ", and then" / «, а затем», which the grammar reads only so.
    Only before an order (an imperative: "ready", «разверни»): "Each player chooses one of his units, then
    locks the chosen unit" has a subject of its own and reads as it is written (g17c)."""
    if lang not in _THEN or len(words) < 4 or not (words[0].kind == "word" and words[0].lemma in _KIND_LETTERS
                                                   and words[1].kind == ":"):
        return words
    end = _end(words, 2)
    for k in range(2, end - 1):
        if words[k].kind == "," and _is(words[k + 1], _THEN[lang]) and _an_order(words[k + 2:k + 3], lang):
            return words[:k + 1] + [_w(_AND_THEN[lang], words[k + 1])] + words[k + 1:]
        if words[k].kind in (":", "(") or _is(words[k], "when") or _is(words[k], "когда"):
            break
    return words


# ---- g17c (issue 24): the scope of a closing time over a sequence
# "X gets +3 assault, but destroy it at the end of this war action": the time is the last order's only
_LATER_TIME = {"en": (("at", "the", "end", "of", "this"), ("at", "the", "end", "of", "the"), ("at", "the", "end", "of"),
                      ("at", "end", "of", "this"), ("at", "end", "of", "the"), ("at", "end", "of")),
               "ru": (("в", "конец", "этот"), ("в", "конец", "текущий"), ("в", "конец"))}
_LATER_WHAT = {"en": (("war", "action"), ("battle",), ("turn",)),
               "ru": (("военный", "акция"), ("сражение",), ("бой",), ("ход",))}
_LATER_JOINS = {"en": ((",", "but"), ("but",), (";",), (",", "and", "then"), (",", "and"), ("and", "then"), ("and",),
                       (",", "then"), ("then",)),
                "ru": ((",", "но"), ("но",), (";",), (",", "а", "затем"), (",", "затем"), (",", "а"), ("и",),
                       ("затем",))}
_LATER_COMMA = {"en": True, "ru": False}


def _later_phrase(words: list[Word], i: int, lang: str) -> int | None:
    """The end of a closing time ("at the end of this war action" / «в конце этой военной акции») at ``i``."""
    for head in _LATER_TIME[lang]:
        if _at(words, i, head):
            for what in _LATER_WHAT[lang]:
                if _at(words, i + len(head), what):
                    return i + len(head) + len(what)
    return None


def later_sequel(words: list[Word], lang: str) -> list[Word]:
    """"E1, but destroy it at the end of this war action" / «E1, но в конце этой военной акции уничтожь его»
    (read always, in the chain of :func:`tokens.tokenize`): a closing time said at the end of an order joined
    to an effect before it (", but", ";", "and", ", then"), or just after the join, is the time of that order
    only: "E1. At the end of this war action, destroy it." (it was read over E1 too: a misreading)."""
    for j in range(1, len(words)):
        join = next((s for s in _LATER_JOINS[lang] if _at(words, j, s)), None)
        if join is not None and words[j - 1].kind not in _ENDS:
            k = j + len(join)
            end = _end(words, k)
            lead = _later_phrase(words, k, lang)
            after = lead + 1 if lead is not None and lead < end and words[lead].kind == "," else lead
            if lead is not None and _an_order(words[after:after + 1], lang):   # "…, but at the end of …, destroy it"
                time, order = words[k:lead], words[after:end]
            elif _an_order(words[k:k + 1], lang):
                at = next((a for a in range(k + 1, end) if _later_phrase(words, a, lang) == end), None)
                if at is None:
                    continue
                time, order = words[at:end], words[k:at]
            else:
                continue
            if not order or order[-1].kind == ",":
                continue
            comma = [Word(",", ",", ",", time[-1].start)] if _LATER_COMMA[lang] else []
            return words[:j] + [Word(".", ".", ".", words[j].start)] + time + comma + order + words[end:]
    return words
