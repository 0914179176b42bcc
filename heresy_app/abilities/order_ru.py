"""Who does what to whom in Russian, where the word order is free (issue 24, g15).

The Russian grammar reads a clause subject first: «Когда этот отряд блокирует технику» (this unit blocks).
Russian may put the object first and say who acts by case and number only: «Когда этот отряд блокирует
техника» (a Vehicle, in the nominative, blocks this unit), «Этот отряд не могут блокировать отряды со
скоростью 2 или меньше» (the plural verb agrees with «отряды», not with «этот отряд»), «Технику
блокирует этот отряд» (the accusative first). The lemmas lose the case and number; this module keeps
them (pymorphy3) for the two noun phrases around a verb that takes an object, and where they decide
that the phrase after the verb is its subject, puts it first, as the grammar reads it.

The rule: the subject is the phrase that can be in the nominative and agrees with the verb in number;
where both can (or case and number cannot tell: «этот отряд блокирует отряд противника»), the first
is the subject, as Russian reads a sentence whose cases look alike.
"""

from __future__ import annotations

from functools import lru_cache

from heresy_app.abilities.clauses import BOUNDARY_KINDS

__all__ = ["subject_first"]

# verbs that take an object in the accusative (the grammar's lemmas)
_VERBS = frozenset({"блокировать", "блокируют", "заблокировать", "атаковать", "атакуют", "штурмовать",
                    "штурмуют"})
# the plural forms the lemmas keep apart (an impersonal «этот отряд блокируют»): with a subject put
# first they are the verb itself
_AS_VERB = {"блокируют": "блокировать", "атакуют": "атаковать", "штурмуют": "штурмовать"}
_BOUNDARY_KINDS = BOUNDARY_KINDS | {"-"}   # a dash ends the clause around a verb too
_BOUNDARY_WORDS = frozenset({"когда", "если", "пока", "то", "чтобы", "который", "а", "но"})
_BEFORE_WORDS = _BOUNDARY_WORDS | {"и", "или"}   # a clause before the verb starts after these too
_INFLECTED = frozenset({"NOUN", "ADJF", "NPRO", "PRTF", "ADJS"})


def _boundary(w, words=_BOUNDARY_WORDS) -> bool:
    return w.kind in _BOUNDARY_KINDS or (w.kind == "word" and w.lemma in words)


def subject_first(words: list) -> list:
    """The words with each clause whose subject stands after its verb put subject first (see the
    module); every other clause as it is."""
    i = 0
    while i < len(words):
        w = words[i]
        if w.kind == "word" and w.lemma in _VERBS:
            swapped = _swap(words, i)
            if swapped is not None:
                words, i = swapped
        i += 1
    return words


def _swap(words, v):
    g = v
    finite = words[v]
    if g > 0 and words[g - 1].kind == "word" and words[g - 1].lemma == "мочь":
        g -= 1
        finite = words[g]
    if g > 0 and words[g - 1].kind == "word" and words[g - 1].lemma == "не":
        g -= 1
    s = g
    while s > 0 and not _boundary(words[s - 1], _BEFORE_WORDS):
        s -= 1
    e = v + 1
    while e < len(words) and not _boundary(words[e]):
        e += 1
    if _relative_clause_at(words, e):   # g16b: the phrase after the verb takes its relative clause with it
        while e < len(words) and words[e].kind not in (".", ";", ":"):
            e += 1
    first, second = words[s:g], words[v + 1:e]
    if not first or not second:
        return None
    number = _verb_number(finite.text)
    if number is None:
        return None
    a, b = _roles(first, number), _roles(second, number)
    if a is None or b is None or not ("object" in a and "subject" in b) or ("subject" in a and "object" in b):
        if a and b and "subject" in a and "object" in b and words[v].lemma in _AS_VERB:
            # «Когда отряды пехоты блокируют этот отряд»: the plural has its subject, it is the verb itself
            return words[:v] + [_as_verb(words[v])] + words[v + 1:], v
        return None   # subject first, or case and number cannot tell: read as written
    verb = [_as_verb(x) for x in words[g:v + 1]]
    out = words[:s] + second + verb + first + words[e:]
    return out, s + len(second) + len(verb) + len(first) - 1


def _relative_clause_at(words, e: int) -> bool:
    """g16b: «, который …» / «, у которого …» / «, чья …» at ``e``: a relative clause of the phrase before it
    (running to the end of the sentence: «отряды, у которых меньше флагов, чем у этого отряда»)."""
    nxt = words[e + 1] if e + 1 < len(words) else None
    return (e < len(words) and words[e].kind == "," and nxt is not None and nxt.kind == "word"
            and (nxt.lemma in ("который", "чей") or nxt.lemma == "у" and e + 2 < len(words)
                 and words[e + 2].lemma == "который"))


def _as_verb(w):
    lemma = _AS_VERB.get(w.lemma) if w.kind == "word" else None
    if lemma is None:
        return w
    return type(w)(w.kind, lemma, w.text, w.start, w.plural)


def _roles(phrase, number: str) -> set[str] | None:
    """What the phrase can be to a verb in ``number``: "subject" (nominative, agreeing), "object"
    (accusative); None: its case is not told here."""
    cases, numbers = None, None
    for w in phrase:
        if w.kind not in ("word", "KW"):
            return None   # a number before the noun («2 отряда») governs its case: not told here
        analysed = _forms(w.text.split()[0], _dictionary_form(w))
        if not analysed:
            continue
        c = {case for case, _, _ in analysed}
        n = {num for _, num, _ in analysed if num}
        cases = c if cases is None else cases & c
        if n:
            numbers = n if numbers is None else numbers & n
        if any(noun for _, _, noun in analysed):
            break   # the phrase's noun: the words after it are its own (a genitive, a description)
    if cases is None:
        return None
    roles = set()
    if "nomn" in cases and (numbers is None or number in numbers):
        roles.add("subject")
    if "accs" in cases:
        roles.add("object")
    return roles


def _dictionary_form(w) -> str:
    """The dictionary form the word is read as: its lemma, or a keyword's Russian nominative (so that
    «техника», the Vehicle keyword, is not also the genitive of «техник»)."""
    if w.kind == "KW":
        from heresy_app.abilities.lexicon import keyword_ru

        return (keyword_ru(w.lemma) or w.lemma).split()[0].lower()
    return w.lemma


@lru_cache(maxsize=2048)
def _forms(word: str, lemma: str) -> tuple[tuple[str, str | None, bool], ...]:
    """(case, number, is a noun) of each reading of a word that has a case; only the readings of
    ``lemma`` where the dictionary has them."""
    from heresy_app.abilities.names import morph

    parses = [p for p in morph().parse(word) if p.tag.POS in _INFLECTED and p.tag.case]
    own = [p for p in parses if p.normal_form.replace("ё", "е") == lemma]
    return tuple((p.tag.case, p.tag.number, p.tag.POS in ("NOUN", "NPRO")) for p in (own or parses))


@lru_cache(maxsize=256)
def _verb_number(word: str) -> str | None:
    from heresy_app.abilities.names import morph

    numbers = {p.tag.number for p in morph().parse(word) if p.tag.POS == "VERB" and p.tag.number}
    return numbers.pop() if len(numbers) == 1 else None
