"""Russian phrasings of what the grammar reads in another phrasing (issue 24, g18d session 18: Russian as a
first-class grammar), put into the grammar's, one pass over the words so every slot reads them:

- «идти / пойти / переходить / перейти в прорыв» (and «идущий / переходящий в прорыв») is «совершать /
  совершить прорыв» («совершающий прорыв») wherever it stands: a restriction («не может идти в прорыв»), a
  trigger («Когда этот отряд идёт в прорыв»), a description («Каждый отряд, идущий в прорыв, …»);
- «с (командной) руки» is «из (командной) руки» («играет тактику с командной руки», «внедри отряд с руки»);
- «(эта) тактика / карта не действует» is «… не имеет эффекта» (the English twin: "That tactic has no
  effect"); a subject other than a card's noun («способности кораблей не действуют») is left as written.
"""

from __future__ import annotations

__all__ = ["rewrite"]

_LANGS = frozenset({"ru"})   # the languages whose words this module reads

# the verb of «… в прорыв» -> the grammar's verb of «… прорыв», by aspect
_INTO_OVERRUN = {"идти": "совершать", "переходить": "совершать", "переходит": "совершать",
                 "пойти": "совершить", "перейти": "совершить"}
_INTO_OVERRUN_PARTICIPLES = ("идущ", "переходящ")


def _is(words: list, i: int, *lemmas: str) -> bool:
    return 0 <= i < len(words) and words[i].kind in ("word", "unknown") and words[i].lemma in lemmas


def _w(like, lemma: str):
    return type(like)("word", lemma, like.text, like.start, like.plural)


def rewrite(words: list, lang: str = "ru") -> list:
    """``words`` (tokens.Word, Russian) with these phrasings in the grammar's (see the module's doc); another language's are
    returned as they are."""
    if lang not in _LANGS:
        return words
    out: list = []
    i, n = 0, len(words)
    while i < n:
        w = words[i]
        if _is(words, i + 1, "в") and _is(words, i + 2, "прорыв"):
            if w.kind == "word" and w.lemma in _INTO_OVERRUN:
                out += [_w(w, _INTO_OVERRUN[w.lemma]), words[i + 2]]
                i += 3
                continue
            if w.kind in ("word", "unknown") and w.text.lower().startswith(_INTO_OVERRUN_PARTICIPLES):
                out += [_w(w, "совершающий"), words[i + 2]]
                i += 3
                continue
        if _is(words, i, "с", "со"):
            k = i + 1 + _is(words, i + 1, "свой", "твой")
            if _is(words, k, "рука") or _is(words, k, "командный") and _is(words, k + 1, "рука"):
                out.append(_w(w, "из"))
                i += 1
                continue
        if (_is(words, i, "не") and _is(words, i + 1, "действовать") and _is(words, i - 1, "тактика", "карта")
                and (i + 2 >= n or words[i + 2].kind in (".", ",", ";"))):
            out += [w, _w(words[i + 1], "иметь"), _w(words[i + 1], "эффект")]
            i += 2
            continue
        out.append(w)
        i += 1
    return out
