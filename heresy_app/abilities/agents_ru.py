"""Who may not do a thing to a card, named in the instrumental before the passive (issue 24, g15a).

Russian names who may not block (lock, destroy, ready) a card in the instrumental, and puts it where it
likes: «Отрядами со скоростью 2 и меньше этот отряд не блокируется», «Атаки пехоты в этом секторе
техникой не блокируются», «Пехотой не блокируется». The grammar reads it after the verb: «Этот отряд
не может быть заблокирован отрядами со скоростью 2 и меньше». By the time this module reads the words,
the reflexive passive is «не мочь быть заблокированный» (gaps_ru); this module moves the phrase in the
instrumental from before it to after it. The phrase is told by its case: a noun in the instrumental
only, not governed by a preposition («со скоростью»), with the words that go with it (its adjectives
before it; after it, what describes it, up to the first word that may be the subject in the
nominative). Attacks named by whose they are («Атаки пехоты ...») are that unit's attacks: the
attacker is what cannot be blocked, as restrict_words reads «атаки этого отряда».
"""

from __future__ import annotations

from functools import lru_cache

from heresy_app.abilities.clauses import by_clause

__all__ = ["rewrite"]

_LANGS = frozenset({"ru"})   # the languages whose words this module reads

_PARTICIPLES = frozenset({"заблокированный", "повернутый", "уничтоженный", "развернутый"})
_PREPOSITIONS = frozenset({"с", "со", "под", "над", "перед", "за", "между"})


def _is(w, lemmas) -> bool:
    return w.kind == "word" and w.lemma in lemmas


def rewrite(words: list, lang: str) -> list:
    """The words with each agent in the instrumental put after the passive it goes with (Russian words
    only: another language's are returned as they are)."""
    if lang not in _LANGS or not any(_is(w, _PARTICIPLES | {"атака"}) for w in words):
        return words
    return by_clause(words, _clause)


def _clause(clause: list) -> list:
    for p in range(len(clause) - 3):
        if _is(clause[p], {"не"}) and _is(clause[p + 1], {"мочь"}) and _is(clause[p + 2], {"быть"}) \
                and _is(clause[p + 3], _PARTICIPLES):
            break
    else:   # «Атаки твоих героев нельзя блокировать»: the attacker, as in the passive
        for p in range(len(clause) - 1):
            if _is(clause[p], {"нельзя"}) and _is(clause[p + 1], {"блокировать", "заблокировать"}):
                return _attacker(clause[:p]) + clause[p:]
        return clause
    pre, verb, post = clause[:p], clause[p:p + 4], clause[p + 4:]
    heads = [i for i in range(len(pre)) if _instrumental(pre, i)]
    if len(heads) != 1:
        return clause   # none, or two: left as written
    h = heads[0]
    a = h
    while a > 0 and _may_be_instrumental(pre[a - 1]):   # «вражеской техникой»: its adjectives
        a -= 1
    if a == 0:   # the agent first: it runs up to the subject
        e = h + 1
        while e < len(pre) and not _may_be_subject(pre, e):
            e += 1
        agent, subject = pre[:e], pre[e:]
    elif h == len(pre) - 1 or (h == len(pre) - 2 and _is(pre[-1], {"противника"})):
        agent, subject = pre[a:], pre[:a]   # the agent last, right before the verb («картами противника»)
    else:
        return clause
    subject = _attacker(subject)
    return subject + verb + agent + post


def _attacker(subject: list) -> list:
    """«Атаки пехоты в этом секторе»: the Infantry in this sector (every attack they make)."""
    if len(subject) > 1 and _is(subject[0], {"атака"}) and subject[1].kind in ("word", "KW") \
            and "gent" in _cases(subject[1].text.split()[0].lower()) and not _is(subject[1], {"этот", "он"}):
        rest = subject[1:]
        first = rest[0]
        return [type(first)(first.kind, first.lemma, first.text, first.start, True), *rest[1:]]
    return subject


def _instrumental(words: list, i: int) -> bool:
    """Word ``i`` is a noun in the instrumental only, not after a preposition that governs it."""
    w = words[i]
    if w.kind not in ("word", "KW"):
        return False
    if any(_is(x, _PREPOSITIONS) for x in words[max(0, i - 5):i]):
        return False
    return _cases(w.text.split()[0].lower()) == frozenset({"ablt"})


def _may_be_instrumental(w) -> bool:
    return w.kind in ("word", "KW") and "ablt" in _cases(w.text.split()[0].lower()) \
        and not _is(w, _PREPOSITIONS)


def _may_be_subject(words: list, i: int) -> bool:
    w = words[i]
    if w.kind not in ("word", "KW"):
        return False
    if i > 0 and _is(words[i - 1], _PREPOSITIONS):
        return False
    return "nomn" in _cases(w.text.split()[0].lower())


@lru_cache(maxsize=2048)
def _cases(word: str) -> frozenset[str]:
    from heresy_app.abilities.names import morph

    parses = morph().parse(word)
    if any(p.tag.POS in ("PREP", "CONJ", "PRCL") for p in parses):
        return frozenset()
    return frozenset(p.tag.case for p in parses if p.tag.case)
