"""A use limit said of the ability or the card as a subject (issue 24, g18e, session 18).

Card writers say a use limit to the player ("Use only once per battle", «Используй только …») or of the ability
itself: "This ability may be used only once per battle", "This card can only be used if you have a Hero in this
sector", "This ability may only be played during an assault" / «Эту способность можно использовать только один
раз за сражение», «Эта карта используется только если …», «Разыгрывай только …». Each says no more than "Use only …" / «Используется только
…», which the grammar reads in every limit it knows (once per battle / turn / war action, if, during, after, while);
this pass rewrites the words (lemmas) of the subject form into those words, at the start of a sentence only, so a
limit said either way reads wherever the other does.
"""

from __future__ import annotations

__all__ = ["rewrite"]

_SENTENCE_START = frozenset({".", ":", ";"})
_EN_SUBJECT = frozenset({"ability", "card"})
_EN_MODAL = frozenset({"may", "can"})
_EN_USED = frozenset({"used", "use", "played", "play"})
_RU_SUBJECT = frozenset({"способность", "карта"})
_RU_USE = frozenset({"использовать", "использоваться"})


def _starts_sentence(words: list, i: int) -> bool:
    return i == 0 or words[i - 1].kind in _SENTENCE_START


def _en(words: list, i: int) -> tuple[list, int] | None:
    """"this ability may [only] be used [only]" from ``i``: the words "use [only]" and the index after it."""
    n = len(words)
    if not (i + 4 < n and words[i].lemma == "this" and words[i + 1].lemma in _EN_SUBJECT
            and words[i + 2].lemma in _EN_MODAL):
        return None
    j = i + 3
    only = words[j].lemma == "only"
    j += only
    if not (j + 1 < n and words[j].lemma == "be" and words[j + 1].lemma in _EN_USED):
        return None
    j += 2
    if j < n and words[j].lemma == "only":
        only, j = True, j + 1
    if not only:   # "This card may be used if ..." says no limit the grammar reads: left as written
        return None
    w = words[i]
    return [type(w)("word", "use", w.text, w.start), type(w)("word", "only", words[j - 1].text, words[j - 1].start)], j


def _ru(words: list, i: int) -> int | None:
    """«эту способность [можно / может] использовать» from ``i``: the index of the verb's first word (the subject
    left out), or None."""
    n = len(words)
    if not (i + 2 < n and words[i].lemma == "этот" and words[i + 1].lemma in _RU_SUBJECT):
        return None
    j = i + 2
    if words[j].lemma in ("можно", "мочь") and j + 1 < n and words[j + 1].lemma in _RU_USE:
        if j + 2 < n and words[j + 2].lemma in ("любой", "каждый"):   # «… может использовать любой игрок»: who may
            return None
        return j if words[j].lemma == "можно" else j + 1
    if words[j].lemma in _RU_USE and j + 1 < n and words[j + 1].lemma == "только":
        return j
    return None


def rewrite(words: list, lang: str) -> list:
    """The words with a use limit said of the ability or the card as the grammar reads a limit said to the player."""
    out: list = []
    i, n = 0, len(words)
    while i < n:
        if _starts_sentence(words, i):
            if lang == "en":
                found = _en(words, i)
                if found is not None:
                    out += found[0]
                    i = found[1]
                    continue
            else:
                at = _ru(words, i)
                if at is not None:
                    i = at
                    continue
                w = words[i]
                if w.text.lower().startswith("разыгр") and i + 1 < n and words[i + 1].lemma == "только":
                    out.append(type(w)("word", "использовать", w.text, w.start))   # «Разыгрывай только …»
                    i += 1
                    continue
        out.append(words[i])
        i += 1
    return out
