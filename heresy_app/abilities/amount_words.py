"""How amounts are said (issue 24, session 17, g17a): every spelling of a comparison with a number, put into the
grammar's one spelling wherever a statistic is compared (target, cost, condition, count, restriction, search).

The grammar reads a statistic compared with a number as "armor 2 or less", "armor 2 or more", "armor less than
3", "armor more than 2", "armor exactly 2" (Russian «броня 2 или меньше», «2 или больше», «меньше 3», «больше
2», «ровно 2»). Card writers say the same thing many ways; after a statistic's word (or "is" after it: "whose
armor is …") each of them is rewritten into that spelling:

- at most: "no higher than 2", "not greater than 2", "equal to or less than 2", "less than or equal to 2", "at
  most 2", "of at most 2", "2 and below"; «не выше 2», «не больше 2», «максимум 2», «меньше или равна 2», «до 2»;
- at least: "no lower than 3", "at least 3", "equal to or greater than 3", "3 and up"; «не ниже 3», «не меньше
  3», «не менее 3», «минимум 3», «как минимум 3», «больше или равна 3»;
- strictly: "lower than 3", "under 3", "below 3" (less than), "higher than 2", "greater than 2", "above 2", "over
  2" (more than); «ниже 3», «менее 3» (меньше), «выше 2», «более 2», «свыше 2» (больше);
- equal: "equal to 2", "of exactly 2", "armor of 2"; «равная 2», «, равной 2».

Only where a number (or X) follows: "no higher than the destroyed unit's armor" compares two cards, another
construction, and is left as written. Words that are not after a statistic are never touched ("at least 3
units", "up to 2 enemy units" are quantities the grammar reads as such).
"""

from __future__ import annotations

__all__ = ["comparisons"]

_STATS = {"en": frozenset({"firepower", "assault", "speed", "armor", "armour", "flag", "fp", "ar", "sp", "die"}),
          "ru": frozenset({"огневой", "мощь", "штурм", "скорость", "броня", "флаг", "ом", "ш", "ск", "б", "бр",
                           "кубик"})}
_BE = {"en": frozenset({"be", "is", "are"}), "ru": frozenset()}

# each spelling (lemmas, in order) -> what it says: "le" / "ge" (with the number), "lt" / "gt" (strictly), "eq"
_SPELT = {
    "en": {
        "le": [("no", "higher", "than"), ("not", "higher", "than"), ("no", "greater", "than"), ("not", "greater", "than"),
               ("not", "more", "than"), ("no", "more", "than"), ("equal", "to", "or", "less", "than"),
               ("equal", "to", "or", "lower", "than"), ("equal", "or", "less", "than"), ("equal", "or", "lower", "than"),
               ("less", "than", "or", "equal", "to"), ("lower", "than", "or", "equal", "to"), ("of", "at", "most"),
               ("at", "most"), ("not", "above"), ("no", "above")],
        "ge": [("no", "lower", "than"), ("not", "lower", "than"), ("no", "less", "than"), ("not", "less", "than"),
               ("equal", "to", "or", "greater", "than"), ("equal", "to", "or", "more", "than"),
               ("equal", "to", "or", "higher", "than"), ("equal", "or", "greater", "than"),
               ("equal", "or", "higher", "than"), ("greater", "than", "or", "equal", "to"),
               ("higher", "than", "or", "equal", "to"), ("more", "than", "or", "equal", "to"), ("of", "at", "least"),
               ("at", "least"), ("not", "below"), ("no", "below")],
        "lt": [("of", "less", "than"), ("lower", "than"), ("fewer", "than"), ("under",), ("below",)],
        "gt": [("of", "more", "than"), ("higher", "than"), ("greater", "than"), ("above",), ("over",)],
        "eq": [("equal", "to"), ("of", "exactly"), ("of",)],
    },
    "ru": {
        "le": [("не", "выше"), ("не", "превышать"), ("не", "превышающий"), ("максимум",), ("самое", "большее"),
               ("меньше", "или", "равный"), ("ниже", "или", "равный"), ("до",)],   # «до 2»: after «с броней»
        "ge": [("не", "ниже"), ("как", "минимум"), ("минимум",), ("по", "меньшей", "мере"), ("больше", "или", "равный"),
               ("выше", "или", "равный"), ("не", "менее"), ("не", "меньше")],
        "lt": [("ниже",), ("менее",)],
        "gt": [("выше",), ("более",), ("свыше",)],
        "eq": [(",", "равный")],
    },
}
_AFTER = {"en": {"and": ({"lower", "below", "less", "fewer", "under"}, {"higher", "above", "more", "greater", "over", "up"})},
          "ru": {}}
_CANON = {"en": ("or", "less", "more", "than", "exactly"), "ru": ("или", "меньше", "больше", None, "ровно")}


def _lemma(w) -> str:
    return w.lemma if w.kind in ("word", "unknown", ",") else ""


def _is_stat(w, lang: str) -> bool:
    if w.kind not in ("word", "unknown"):
        return False
    return w.lemma in _STATS[lang] or lang == "en" and w.text == "AS"


def _after_stat(out: list, lang: str) -> bool:
    """The words so far end with a statistic's word, or with "is" after one ("whose armor is")."""
    if out and _is_stat(out[-1], lang):
        return True
    return len(out) >= 2 and _lemma(out[-1]) in _BE[lang] and _is_stat(out[-2], lang)


def _had(out: list, lang: str) -> bool:
    return bool(out) and _lemma(out[-1]) in ("have", "has")


def _number(w) -> bool:
    return w.kind in ("INT", "XVAR")


def _bare(words: list, j: int, lang: str) -> bool:
    """Nothing but the end, punctuation or "or / and" after the number at ``j - 1`` (a bare "of 2", «до 2»)."""
    if j >= len(words):
        return True
    return words[j].kind not in ("word", "unknown", "KW", "QUOTED") or _lemma(words[j]) in ("or", "and", "или", "и")


def _with_stat(words: list, i: int) -> bool:
    """"with armor" / «с броней» just before ``i``: a description's statistic, so "of 2", «до 2» compare it."""
    return i >= 2 and _lemma(words[i - 2]) in ("with", "с", "со")


def _match(words: list, i: int, lang: str) -> tuple[str, int] | None:
    """(what the spelling at ``i`` says, its length) when a number follows it, else None."""
    for says, spellings in _SPELT[lang].items():
        for spelt in spellings:
            n = len(spelt)
            if (i + n < len(words) and _number(words[i + n])
                    and all(spelt[k] in (_lemma(words[i + k]), words[i + k].text.lower()) for k in range(n))):
                if spelt in (("of",), ("до",)) and not (_with_stat(words, i) or _bare(words, i + n + 1, lang)):
                    continue   # "the speed of 1 enemy unit", «+1 к броне до 2 раз»: not a comparison
                return says, n
    return None


def comparisons(words: list, lang: str) -> list:
    """``words`` (tokens.Word) with every spelling of a statistic compared with a number put into the grammar's."""
    from heresy_app.abilities.tokens import Word

    or_, less, more, than, exactly = _CANON[lang]
    out: list = []
    i = 0
    n = len(words)
    while i < n:
        w = words[i]
        found = _match(words, i, lang) if _after_stat(out, lang) or _had(out, lang) else None
        if found is not None and found[0] == "eq" and not (out and _is_stat(out[-1], lang)):
            found = None   # "its speed is equal to 0", «скорость равна 0»: a statistic set, not a description
        if found is not None and not _after_stat(out, lang):
            # "has at least 2 flags": only a number of a statistic's things ("2 flags") after "have"
            after = words[i + found[1] + 1] if i + found[1] + 1 < n else None
            if after is None or not _is_stat(after, lang) or found[0] == "eq":
                found = None
        if found is not None:
            says, length = found
            num = words[i + length]
            at = w.start
            if says in ("le", "ge"):
                out += [num, Word("word", or_, w.text, at), Word("word", less if says == "le" else more, w.text, at)]
            elif says in ("lt", "gt"):
                out += [Word("word", less if says == "lt" else more, w.text, at)]
                if than:
                    out.append(Word("word", than, w.text, at))
                out.append(num)
            else:   # equal: "exactly 2", but "armor of 2 or less" only loses its "of"
                follows = words[i + length + 1] if i + length + 1 < n else None
                if follows is None or _lemma(follows) not in (or_, "and", "и"):
                    out.append(Word("word", exactly, w.text, at))
                out.append(num)
            i += length + 1
            continue
        if (lang in _AFTER and _number(w) and i + 2 < n and _lemma(words[i + 1]) in _AFTER[lang]
                and _after_stat(out, lang)):
            lower, higher = _AFTER[lang][_lemma(words[i + 1])]
            said = _lemma(words[i + 2])
            if said in lower or said in higher:   # "2 and below", "3 and up"
                out += [w, Word("word", or_, words[i + 1].text, words[i + 1].start),
                        Word("word", less if said in lower else more, words[i + 2].text, words[i + 2].start)]
                i += 3
                continue
        out.append(w)
        i += 1
    return out


# ------------------------------------------------------------------ "an additional flag", «ещё одну карту»
# A card given or drawn "more": "you get 1 additional flag", "an extra flag", "one more flag" / «дополнительный
# флаг», «ещё 1 флаг» is a flag got (+1 flag); "draw an extra card", "one more card" / «возьми ещё одну карту»,
# «дополнительную карту» is a card drawn. Never where a "than" compares ("one more card than your opponent").
_GIVE = {"en": {"get": "+", "gets": "+", "draw": "", "draws": ""},
         "ru": {"получить": "+", "получать": "+", "взять": "", "брать": ""}}
_EXTRA = {"en": frozenset({"additional", "extra", "more"}), "ru": frozenset({"дополнительный", "ещё", "еще"})}
_GIVEN = {"en": frozenset({"flag", "card"}), "ru": frozenset({"флаг", "карта"})}
_MORE_WORD = {"en": "more", "ru": None}
_A = {"en": frozenset({"a", "an"}), "ru": frozenset({"один", "одна", "одну"})}


def _count(w, lang: str) -> str | None:
    if w.kind == "INT":
        return w.lemma
    if w.kind in ("word", "unknown") and (w.lemma in _A[lang] or w.text.lower() in _A[lang]):
        return "1"
    return None


def _for_command_hand(words: list, k: int, lang: str) -> bool:
    """A "command hand" later in the sentence of the card at ``k`` (the hand drawn for a battle)."""
    for w in words[k + 1:]:
        if w.kind in (".", ";"):
            return False
        if _lemma(w) in ("command", "командный"):
            return True
    return False


def extra(words: list, lang: str) -> list:
    """``words`` with "N additional / extra / more" flags or cards got or drawn read as that many (see above)."""
    from heresy_app.abilities.tokens import Word

    out: list = []
    i = 0
    n = len(words)
    while i < n:
        w = words[i]
        sign = _GIVE[lang].get(_lemma(w)) if w.kind in ("word", "unknown") else None
        if sign is not None:
            j = i + 1
            number = _count(words[j], lang) if j < n else None
            if number is not None:
                j += 1
            if j < n and (_lemma(words[j]) in _EXTRA[lang] or words[j].text.lower() in _EXTRA[lang]):
                k = j + 1
                if number is None and k < n and _count(words[k], lang) is not None:   # «ещё одну карту»
                    number = _count(words[k], lang)
                    k += 1
                if (k < n and _lemma(words[k]) in _GIVEN[lang]
                        and not (k + 1 < n and _lemma(words[k + 1]) in ("than", "чем"))
                        and not (sign and _lemma(words[k]) == ("card" if lang == "en" else "карта"))):
                    at = words[j].start
                    out.append(w)
                    if not sign and _for_command_hand(words, k, lang):
                        # "draw 1 extra card for your command hand": the hand drawn is larger, the grammar's "more"
                        if _MORE_WORD[lang] is None:   # «на 1 карту больше» is said otherwise: left as written
                            out += words[i + 1:k + 1]
                        else:
                            out += [Word("INT", number or "1", number or "1", at), Word("word", "more", _MORE_WORD[lang], at),
                                    words[k]]
                        i = k + 1
                        continue
                    if sign:
                        out.append(Word("+", "+", "+", at))
                    out += [Word("INT", number or "1", number or "1", at), words[k]]
                    i = k + 1
                    continue
        out.append(w)
        i += 1
    return out


# ------------------------------------------------------------------ «по 1 карте за каждый …», «за каждый свой флаг»
# Russian says a count's share with «по»: «сбрасывает по 1 карте за каждый …», «получаешь по 1 флагу за каждого
# …» is the number itself (1 card, 1 flag for each). The flags the clause's own card has are «свои» or «его»:
# «за каждый свой флаг», «за каждый его флаг» is «за каждый флаг на нём», the card the clause speaks of.
_SHARE = {"en": None, "ru": "по"}
_OWN_RU = frozenset({"свой", "его", "её", "ее", "их", "он"})


def shares_ru(words: list, lang: str) -> list:
    """``words`` with «по N …» before «за кажд…» read as N, and «каждый свой / его флаг» as «каждый флаг на нём»."""
    from heresy_app.abilities.tokens import Word

    if _SHARE[lang] is None:
        return words
    out: list = []
    n = len(words)
    i = 0
    while i < n:
        w = words[i]
        lemma = _lemma(w)
        if (lemma == _SHARE[lang] and i + 1 < n and _count(words[i + 1], lang) is not None
                and any(_lemma(v) == "за" and k + 1 < n and _lemma(words[k + 1]) == "каждый"
                        for k, v in enumerate(words[i + 2:i + 8], start=i + 2))):
            i += 1   # «по 1 карте за каждый …»
            continue
        if (lemma in _OWN_RU and i >= 2 and _lemma(words[i - 1]) == "каждый" and _lemma(words[i - 2]) == "за"
                and i + 1 < n and _lemma(words[i + 1]) == "флаг"
                and (i + 2 >= n or words[i + 2].kind in (".", ",", ";", "(", ")"))):
            at = w.start   # «за каждый свой флаг» -> «за каждый флаг на нём»
            out += [words[i + 1], Word("word", "на", "на", at), Word("word", "он", "нём", at)]
            i += 2
            continue
        out.append(w)
        i += 1
    return out
