"""An amount said as "equal to …" (issue 24, session 17, g17a): "damage equal to twice this unit's assault",
"cards equal to 1 plus the number of assets you control here", "Deal damage to one enemy unit equal to the number of
flags on this unit", «повреждения, равные удвоенному штурму этого отряда», «столько карт, сколько флагов на этом
отряде».

Whatever the verb (deal, draw, discard, get flags) and wherever the phrase stands (after its noun or after the
target), the amount is the ability's X: the noun gets X ("Deal X damage to one enemy unit") and what it equals
becomes X's definition after the sentence ("X is twice this unit's assault." / «Х равно удвоенному штурму этого
отряда.»), which the grammar reads in every form it knows (a card's statistic, twice or half of it, a count, plus
or minus a number, a cap). A number put first ("1 plus the number of …") is put last, as the definition says it.

Left as written: an amount that says "its" / «его», «свой» (whose it is, the sentence says: put in a sentence of
its own it would name another card), a text that already has an X (the two would be one), "equal to or less than" (a comparison,
amount_words), "is equal to" (a statistic set or compared, another construction), and a phrase with no amount
noun before it in its clause.
"""

from __future__ import annotations

__all__ = ["rewrite"]

_NOUNS = {"en": frozenset({"damage", "card", "flag"}),
          "ru": frozenset({"повреждение", "карта", "флаг"})}
_END = frozenset({".", ";", ",", ":"})
_STOP = {"en": frozenset({"until", "instead", "if", "unless", "then"}),
         "ru": frozenset({"до", "вместо", "если", "затем"})}
_TO = {"en": "to", "ru": None}   # "equal to 2 to one enemy unit": the effect's own "to" ends the amount
_COMMA_BEFORE = {"en": False, "ru": True}   # «повреждения, равные …»
_SO_MANY = {"en": None, "ru": ("столько", "сколько")}
_PRONOUNS = {"en": frozenset({"its", "it", "their", "they", "his", "her", "them"}),
             "ru": frozenset({"его", "её", "ее", "их", "свой", "он", "она", "они"})}
_PREDICATE_RU = frozenset({"равен", "равна", "равно", "равной", "равную", "равным", "равны"})
_ADJACENT = {"en": False, "ru": True}
_ROLLS = frozenset({"roll", "result", "die", "dice", "бросок", "результат", "кубик"})   # rolls: another mechanism
_SKIP_BEFORE = {"en": frozenset({"be", "is", "are", "or"}), "ru": frozenset({"быть", "или"})}


def _lemma(w) -> str:
    return w.lemma if w.kind in ("word", "unknown") else w.kind


def _equal_at(words: list, i: int, lang: str) -> int:
    """The length of "equal to" (en) / «равный» (ru) at ``i`` when it introduces an amount, else 0."""
    if lang == "en":
        if not (_lemma(words[i]) == "equal" and i + 2 < len(words) and _lemma(words[i + 1]) == "to"):
            return 0
        n = 2
    else:
        if not (_lemma(words[i]) == "равный" and i + 1 < len(words)) or words[i].text.lower() in _PREDICATE_RU:
            return 0   # «броня равна 4», «становится равной 4», «карты равен»: a statistic said, not an amount
        n = 1
    if _lemma(words[i + n]) in ("or", "или") or i and _lemma(words[i - 1]) in _SKIP_BEFORE[lang]:
        return 0
    return n


def _noun_before(words: list, i: int, lang: str) -> int | None:
    """The amount noun this "equal to" at ``i`` measures: back in its clause, with no number of its own."""
    j = i - 1
    if _COMMA_BEFORE[lang] and j >= 0 and words[j].kind == ",":
        j -= 1   # «повреждения, равные …»
    while j >= 0 and words[j].kind not in _END:
        if _ADJACENT[lang] and j < i - 2:
            return None   # «штурм этой карты равен …»: the noun of an amount stands just before «равные»
        if _lemma(words[j]) in _NOUNS[lang]:
            if j and words[j - 1].kind in ("INT", "XVAR", "D6"):
                return None
            return j
        j -= 1
    return None


def _expression_end(words: list, k: int, lang: str) -> int:
    """Where the amount that starts at ``k`` ends: at the clause's punctuation, a preposition that begins the
    effect's next part ("to one enemy unit", «в руку»), or a word that begins another clause."""
    j = k
    while j < len(words):
        w = words[j]
        lemma = _lemma(w)
        if w.kind in _END or w.kind == "(":
            break
        if j > k and (lemma in _STOP[lang] or lemma == _TO[lang] and _lemma(words[j - 1]) != "up"):
            break
        j += 1
    return j


def _sentence_end(words: list, j: int) -> int:
    while j < len(words) and words[j].kind not in (".", ";"):
        j += 1
    return j


def _number_last(expr: list, lang: str) -> list:
    """"1 plus the number of …" -> "the number of … plus 1" (the definition's order)."""
    plus = ("plus",) if lang == "en" else ("плюс",)
    if len(expr) >= 3 and expr[0].kind == "INT" and _lemma(expr[1]) in plus:
        return expr[2:] + [expr[1], expr[0]]
    return expr


def _so_many_ru(words: list, lang: str) -> list:
    """«столько карт, сколько флагов на этом отряде» -> «карты, равные числу флагов на этом отряде»."""
    from heresy_app.abilities.tokens import Word

    if _SO_MANY[lang] is None:
        return words
    for i, w in enumerate(words):
        if _lemma(w) != "столько" or i + 1 >= len(words) or _lemma(words[i + 1]) not in _NOUNS[lang]:
            continue
        j = i + 2
        if j < len(words) and words[j].kind == ",":
            j += 1
        if j >= len(words) or _lemma(words[j]) != "сколько":
            return words
        rest = words[j + 1:]
        holder: list = []
        if len(rest) >= 3 and _lemma(rest[0]) == "у" and _lemma(rest[1]) in ("ты", "тебя"):
            holder = [Word("word", "твой", rest[1].text, rest[1].start)]   # «сколько у тебя отрядов»: твоих
            rest = rest[2:]
        at = words[j].start
        return (words[:i] + [words[i + 1], Word(",", ",", ",", at), Word("word", "равный", "равные", at),
                             Word("word", "число", "числу", at)] + holder + rest)
    return words


def rewrite(words: list, lang: str) -> list:
    """``words`` (tokens.Word) with an amount said as "equal to …" made the ability's X (see the module's doc)."""
    from heresy_app.abilities.tokens import Word

    if any(w.kind == "XVAR" for w in words):
        return words
    words = _so_many_ru(words, lang)
    for i in range(len(words)):
        n = _equal_at(words, i, lang)
        if not n:
            continue
        p = _noun_before(words, i, lang)
        if p is None:
            continue
        k = i + n
        q = _expression_end(words, k, lang)
        if q == k:
            continue
        if any(_lemma(w) in _PRONOUNS[lang] or w.text.lower() in _PRONOUNS[lang] or w.kind == "D6"
               or _lemma(w) in _ROLLS for w in words[k:q]):
            continue   # "equal to its FP": whose "its" is, the sentence says; another sentence would name another
        expr = _number_last(words[k:q], lang)
        head = words[:p]
        if lang == "en" and len(head) >= 3 and [_lemma(w) for w in head[-3:]] == ["a", "number", "of"]:
            head = head[:-3]   # "discards a number of cards equal to …"
        elif head and _lemma(head[-1]) in ("число", "количество"):
            head = head[:-1]   # «Возьми число карт, равное …»
        cut = i - 1 if _COMMA_BEFORE[lang] and words[i - 1].kind == "," else i
        end = _sentence_end(words, q)
        at = words[i].start
        x = Word("XVAR", "x", "X" if lang == "en" else "Х", at)
        is_ = Word("word", "be", "is", at) if lang == "en" else Word("word", "равный", "равно", at)
        tail = words[end + 1:] if end < len(words) else []
        return (head + [x] + words[p:cut] + words[q:end] + [Word(".", ".", ".", at), x, is_] + expr
                + [Word(".", ".", ".", at)] + tail)
    return words
