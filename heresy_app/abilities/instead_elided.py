"""What a sentence said "instead" leaves out, read from the sentence it replaces (issue 24, g18e, session 18).

A replacement repeats the verb of the sentence before it with a new amount and leaves the rest unsaid: "Add 1 to
your roll. If you have a Hero in this sector, add 2 instead.", "Subtract 1 from your opponent's roll. If ..., subtract
2 instead.", "Draw 1 card. If ..., draw 2 instead." / «Прибавь 1 к своему броску. Если …, вместо этого прибавь 2.»,
«Вычти 1 из броска противника. Если …, вместо этого вычти 2.». The words left out are those after the amount in the
sentence replaced, and they are put back after the new amount, so the replacement reads wherever the whole one does
("If ..., add 2 to your roll instead" is the grammar's own form).

Only what names no card again is put back: a roll added to or subtracted from ("to your roll", «к своему броску»),
and the cards drawn or discarded ("card", «карта»). A verb whose words would choose a card anew ("deal 2 instead"
after "Deal 1 damage to one enemy unit": the same unit, or another?) is left as written, and refused.
"""

from __future__ import annotations

__all__ = ["rewrite"]

# the verbs whose words after the amount name no card: what is added to or subtracted from, the cards drawn
_VERBS = {"en": frozenset({"add", "subtract", "draw", "discard"}),
          "ru": frozenset({"прибавить", "вычесть", "взять", "сбросить"})}
_INSTEAD = {"en": ("instead",), "ru": ("вместо", "этот")}
# the words that may follow the verb's amount in the sentence replaced (anything else: left as written)
_REST = {"en": frozenset({"to", "from", "your", "his", "their", "opponent", "'s", "the", "roll", "test", "result",
                          "of", "card", "command", "hand", "that", "this"}),
         "ru": frozenset({"к", "из", "свой", "твой", "бросок", "тест", "противник", "результат", "карта", "этот",
                          "тот", "рука", "противника"})}
_AMOUNT = frozenset({"INT", "XVAR"})
_CUT = frozenset({".", ",", ";", ":"})


def _sentences(words: list) -> list[tuple[int, int]]:
    """(start, end) of each sentence (the end is the index of its full stop, or the length)."""
    out, start = [], 0
    for k, w in enumerate(words):
        if w.kind == ".":
            out.append((start, k))
            start = k + 1
    if start < len(words):
        out.append((start, len(words)))
    return out


def _says_instead(words: list, a: int, b: int, lang: str) -> bool:
    marker = _INSTEAD[lang]
    return any(tuple(w.lemma for w in words[k:k + len(marker)]) == marker for k in range(a, b))


def _rest_after(words: list, a: int, b: int, verb: str, lang: str) -> list | None:
    """The words after the amount of ``verb`` in words[a:b] (up to a stop or a join), if they name no card."""
    for k in range(a, b - 1):
        if words[k].kind == "word" and words[k].lemma == verb and words[k + 1].kind in _AMOUNT:
            rest = []
            for w in words[k + 2:b]:
                if w.kind in _CUT or w.lemma in ("then", "and", "затем", "и"):
                    break
                rest.append(w)
            if rest and all(w.lemma in _REST[lang] for w in rest):
                return rest
            return None
    return None


def rewrite(words: list, lang: str) -> list:
    """The words with what a replacement leaves out after its amount put back (see the module's doc)."""
    spans = _sentences(words)
    inserts: dict[int, list] = {}
    for (pa, pb), (a, b) in zip(spans, spans[1:], strict=False):
        if not _says_instead(words, a, b, lang):
            continue
        for k in range(a, b - 1):
            w = words[k]
            if not (w.kind == "word" and w.lemma in _VERBS[lang] and words[k + 1].kind in _AMOUNT):
                continue
            after = words[k + 2] if k + 2 < b else None
            if after is not None and not (after.kind == "word" and after.lemma == "instead"):
                continue   # the amount says what it is (or a word follows it): nothing left out
            rest = _rest_after(words, pa, pb, w.lemma, lang)
            if rest is not None:
                at = words[k + 1]
                inserts[k + 2] = [type(r)(r.kind, r.lemma, at.text, at.start, r.plural) for r in rest]
    if not inserts:
        return words
    out: list = []
    for k, w in enumerate(words):
        out += inserts.get(k, [])
        out.append(w)
    out += inserts.get(len(words), [])
    return out
