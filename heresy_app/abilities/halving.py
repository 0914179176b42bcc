"""A statistic halved (issue 24, session 17, g17a): "Halve the defending unit's armor, rounding down", "The attacking
unit's firepower is halved, rounded up", «Уменьши вдвое броню защищающегося отряда с округлением вниз», «Огневая
мощь атакующего отряда уменьшается вдвое с округлением вверх».

It is a change the form already holds: the card loses the half of its statistic the other rounding gives — halved
rounding down, a card of armor 5 keeps 2 and so loses 3, half its armor rounded up — so the words are put as that
change and its X ("The defending unit gets -X armor. X is half the defending unit's armor, rounded up." / «Защищающийся
отряд получает -Х к броне. Х равно половине брони защищающегося отряда с округлением вверх.»), which the grammar
reads, the renderer writes and the engine plays as any change with an X (X read when the ability resolves).

Left as written (refused): a text with an X of its own, a halving that does not say how it rounds (down or up is
the card's to say), a roll halved (another mechanism: rolls), and a halving of anything but one card's statistic.
"""

from __future__ import annotations

__all__ = ["rewrite"]

_STATS = {"en": frozenset({"firepower", "assault", "speed", "armor", "armour"}),
          "ru": frozenset({"огневой", "мощь", "штурм", "скорость", "броня"})}
_END = frozenset({".", ";", ":"})
_UP = {"en": "up", "ru": "вверх"}
_DOWN = {"en": "down", "ru": "вниз"}


def _lemma(w) -> str:
    return w.lemma if w.kind in ("word", "unknown") else w.kind


def _low(w) -> str:
    return w.text.lower().replace("ё", "е")


def _rounding(words: list, j: int, lang: str) -> tuple[str, int] | None:
    """("down" | "up", the index after the rounding phrase) for a rounding said at ``j``, else None."""
    n = len(words)
    k = j
    paren = k < n and words[k].kind == "("
    if k < n and words[k].kind in (",", "("):
        k += 1
    said = None
    if lang == "en":
        if k + 1 < n and _low(words[k]) in ("rounding", "rounded", "round"):
            k += 1
            if k < n and _low(words[k]) == "fractions":
                k += 1
            if k < n and _low(words[k]) in ("down", "up"):
                said, k = _low(words[k]), k + 1
    else:
        if k + 2 < n and _low(words[k]) == "с" and _low(words[k + 1]).startswith("округлени"):
            k += 2
        elif k + 1 < n and _low(words[k]).startswith("округля"):
            k += 1
        else:
            return None
        if k < n and _low(words[k]) in ("вниз", "вверх"):
            said, k = ("down" if _low(words[k]) == "вниз" else "up"), k + 1
        elif k + 2 < n and _low(words[k]) == "в" and _low(words[k + 2]) == "сторону":
            said = "down" if _low(words[k + 1]).startswith("меньш") else "up" if _low(words[k + 1]).startswith("больш") else None
            k += 3
    if said is None:
        return None
    if paren:
        if k < n and words[k].kind == ")":
            k += 1
        else:
            return None
    return said, k


def _stat_span(words: list, i: int, lang: str) -> int:
    """The number of words of the statistic at ``i`` (0 when none): "armor", «огневую мощь»."""
    if i < len(words) and _lemma(words[i]) in _STATS[lang]:
        if _lemma(words[i]) == "огневой":   # «огневую мощь»
            return 2 if i + 1 < len(words) and _lemma(words[i + 1]) == "мощь" else 0
        return 1
    return 0


def _card_until(words: list, i: int, lang: str) -> int:
    """Where the card named from ``i`` ends: at punctuation, "until" / «до», or a rounding."""
    j = i
    while j < len(words) and words[j].kind not in _END and words[j].kind not in (",", "(") \
            and _low(words[j]) not in ("until", "rounding", "rounded", "до", "с", "округляя", "уменьшается",
                                       "делится", "is", "are"):
        j += 1
    return j


def _halve_verb(words: list, i: int, lang: str) -> int:
    """The number of words of an imperative "halve" at ``i``: "Halve", «Уменьши вдвое», «Вдвое уменьши», «Раздели
    пополам»; 0 when none."""
    a = _low(words[i])
    b = _low(words[i + 1]) if i + 1 < len(words) else ""
    if lang == "en":
        return 1 if a == "halve" else 0
    if a in ("уменьши", "уменьшите", "уменьшить", "раздели", "разделите") and b in ("вдвое", "пополам"):
        return 2
    if a == "вдвое" and b in ("уменьши", "уменьшите", "уменьшить"):
        return 2
    return 0


def _passive_at(words: list, i: int, lang: str) -> int:
    """The number of words of "is halved" / «уменьшается вдвое» at ``i``; 0 when none."""
    a = _low(words[i])
    b = _low(words[i + 1]) if i + 1 < len(words) else ""
    if lang == "en":
        return 2 if a in ("is", "are") and b == "halved" else 0
    if a in ("уменьшается", "делится") and b in ("вдвое", "пополам"):
        return 2
    if a == "вдвое" and b == "уменьшается":
        return 2
    return 0


def _made(card: list, stat: list, rest: list, said: str, lang: str, at: int) -> list:
    """The change and its X: "CARD gets -X STAT REST. X is half CARD's STAT, rounded UP." (and in Russian)."""
    from heresy_app.abilities.tokens import Word

    def w(lemma, text=None, kind="word"):
        return Word(kind, lemma, text or lemma, at)

    x = w("x", "X" if lang == "en" else "Х", "XVAR")
    other = _UP[lang] if said == "down" else _DOWN[lang]
    if lang == "en":
        return (card + [w("get", "gets"), w("-", "-", "-"), x] + stat + rest + [w(".", ".", "."), x, w("be", "is"),
                w("half")] + card + [w("'s", "'s", "'s")] + stat + [w(",", ",", ","), w("rounded"), w(other),
                w(".", ".", ".")])
    return (card + [w("получить", "получает"), w("-", "-", "-"), x, w("к")] + stat + rest
            + [w(".", ".", "."), x, w("равный", "равно"), w("половина", "половине")] + stat + card
            + [w("с"), w("округление", "округлением"), w(other), w(".", ".", ".")])


def rewrite(words: list, lang: str) -> list:
    """``words`` (tokens.Word) with one card's statistic halved said as the change it makes (see the module's doc)."""
    if any(w.kind == "XVAR" for w in words):
        return words
    n = len(words)
    for i in range(n):
        verb = _halve_verb(words, i, lang)
        if verb:
            k = i + verb
            if lang == "en":   # "Halve the defending unit's armor" / "Halve the armor of the defending unit"
                if k + 2 < n and _low(words[k]) == "the" and _stat_span(words, k + 1, lang) and _low(words[k + 2]) == "of":
                    s = _stat_span(words, k + 1, lang)
                    stat, start = words[k + 1:k + 1 + s], k + 2 + s
                    end = _card_until(words, start, lang)
                    card = words[start:end]
                else:
                    end = _card_until(words, k, lang)
                    if end - k < 2 or words[end - 2].kind != "'s" or not _stat_span(words, end - 1, lang):
                        return words
                    card, stat = words[k:end - 2], words[end - 1:end]
            else:              # «Уменьши вдвое броню защищающегося отряда»
                s = _stat_span(words, k, lang)
                if not s:
                    return words
                stat = words[k:k + s]
                end = _card_until(words, k + s, lang)
                card = words[k + s:end]
            head = words[:i]
        else:
            passive = _passive_at(words, i, lang)
            if not passive:
                continue
            # "The defending unit's armor is halved" / «Броня защищающегося отряда уменьшается вдвое»
            b = i
            while b > 0 and words[b - 1].kind not in _END and words[b - 1].kind != ",":
                b -= 1
            clause = words[b:i]
            if lang == "en":
                if len(clause) >= 3 and clause[-2].kind == "'s" and _stat_span(clause, len(clause) - 1, lang):
                    card, stat = clause[:-2], clause[-1:]
                elif len(clause) >= 4 and _low(clause[0]) == "the" and _stat_span(clause, 1, lang) \
                        and _low(clause[1 + _stat_span(clause, 1, lang)]) == "of":
                    s = _stat_span(clause, 1, lang)
                    card, stat = clause[2 + s:], clause[1:1 + s]
                else:
                    return words
            else:
                s = _stat_span(clause, 0, lang)
                if not s or len(clause) == s:
                    return words
                card, stat = clause[s:], clause[:s]
            head = words[:b]
            end = i + passive
        if not card:
            return words
        rounding = _rounding(words, end, lang)
        if rounding is None:
            return words   # how it rounds is the card's to say: refused
        said, after = rounding
        stop = after
        while stop < n and words[stop].kind not in (".", ";"):
            stop += 1
        rest = words[after:stop]
        if rest and rest[0].kind == ",":
            rest = rest[1:]   # "…, rounding down, until the end of the battle"
        tail = words[stop + 1:] if stop < n else []
        return head + _made(card, stat, rest, said, lang, words[i].start) + tail
    return words
