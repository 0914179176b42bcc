"""What follows the noun, put into the grammar's own post-noun forms (issue 24, g16b), wherever a noun phrase
stands (target, subject, object, count, condition, cost, trigger, restriction): one pass over the words, so
every verb and every slot that reads a description reads these too.

- Relative clauses: "that has 2 or fewer flags" / "which have fewer flags than this unit" / "that has no
  flags" are the description's "with ..." ("with 2 or less flags", "with less flags than this unit", "with no
  flag"), also after another clause ("that is locked and has 1 or fewer flags"); "which" is "that"; a
  hurried "thats charging" is "that is charging". Russian «, у которого 2 флага или меньше» / «у которых
  меньше флагов, чем у этого отряда» put the stat first («у которых флаги меньше, чем у …»), «, у которого
  нет флагов» is «без флагов», «, чья скорость 3 или больше» is «, у которого скорость 3 или больше», «с
  меньшей скоростью, чем у …» is «со скоростью меньше, чем у …»; «который» with no comma before it gets one.
- Participles after the noun: "each enemy unit blocking this unit" / "attacking in this sector" are "... that
  is blocking this unit" / "that is attacking"; «отряд противника, атакующий в этом секторе,» is the
  attacking one.
- Exclusions: "other than a Hero", "except Heroes", «кроме героев» are "without Hero" («без героев»);
  "other than this unit", «кроме этого отряда», «помимо этого отряда» are "other" (the description's own).
- Owner and place: "opposing" is "enemy", "allied" is "friendly" (yours), «союзный» is «твой»; "in the same
  sector as this unit", «в том же секторе, что и этот отряд» is "in this sector".

A narrowing the form has no part for is left as written, so the grammar refuses it (never dropped).
"""

from __future__ import annotations

__all__ = ["rewrite"]

_NOUNS = {"en": frozenset({"unit", "asset", "ship", "card"}),
          "ru": frozenset({"отряд", "актив", "корабль", "карта", "техника", "пехота"})}
_STATS = {"en": frozenset({"firepower", "assault", "speed", "armor", "flag"}),
          "ru": frozenset({"мощь", "штурм", "скорость", "броня", "флаг", "ом", "ш", "ск", "б", "бр"})}
# the owner said after the noun ends the noun phrase too: «отряд противника»
_OWNER_AFTER = {"en": frozenset({"control", "yours", "sector", "play", "here"}),
                "ru": frozenset({"противника", "противник", "здесь"})}
_ADJ_END_RU = frozenset({"этот", "сектор", "игра", "флот"})   # «… в этом секторе который …»
# the verbs of a main clause: a comma before one closes the relative clause before it (the grammar reads the
# description without it)
_MAIN_VERBS_RU = ("получить", "получать", "мочь", "не", "иметь", "нанести", "наносить", "терять", "потерять",
                  "считаться", "становиться", "стать", "поворачиваться", "уничтожаться", "блокировать")
_ROLES_EN = frozenset({"attacking", "blocking", "defending"})
_STATES_EN = frozenset({"charging", "locked", "ready"})
_MORE_LESS = {"en": frozenset({"more", "less", "fewer", "higher", "lower", "greater"}),
              "ru": frozenset({"больше", "меньше"})}


def _w(lemma: str, like):
    from heresy_app.abilities.tokens import Word

    return Word("word", lemma, like.text, like.start)


def _comma(like):
    from heresy_app.abilities.tokens import Word

    return Word(",", ",", "", like.start)


def _is(words: list, i: int, *lemmas: str) -> bool:
    return 0 <= i < len(words) and words[i].kind in ("word", "unknown") and words[i].lemma in lemmas


def _nounish(w, lang: str) -> bool:
    """The word ends a noun: a card noun or a keyword standing for one ("Heroes", «героев»)."""
    return w.kind == "KW" or w.kind == "word" and (w.lemma in _NOUNS[lang] or w.lemma in _OWNER_AFTER[lang])


def _stat_span(words: list, i: int, lang: str) -> int:
    """The number of words the stat at ``i`` takes (0: no stat there)."""
    if _is(words, i, "огневой") and _is(words, i + 1, "мощь"):
        return 2
    return 1 if _is(words, i, *_STATS[lang]) else 0


def rewrite(words: list, lang: str) -> list:
    """``words`` (tokens.Word) with what follows a noun in the grammar's forms (see the module's doc)."""
    return _BY_LANGUAGE.get(lang, _rewrite_en)(words)


# ------------------------------------------------------------------ English
def _rewrite_en(words: list) -> list:
    out: list = []
    i, n = 0, len(words)
    relative = False   # inside a relative clause of the noun just read ("that is locked and has ...")
    while i < n:
        w = words[i]
        lem = w.lemma if w.kind in ("word", "unknown") else None
        prev = out[-1] if out else None
        after_noun = prev is not None and _nounish(prev, "en")
        if lem in ("opposing", "allied") and i + 1 < n and words[i + 1].kind in ("word", "KW", "QUOTED"):
            out.append(_w("enemy" if lem == "opposing" else "friendly", w))
            i += 1
            continue
        if lem == "which" and (after_noun or prev is not None and prev.kind == "," and len(out) > 1
                               and _nounish(out[-2], "en")):
            if prev is not None and prev.kind == ",":
                out.pop()
            lem = "that"
            w = _w("that", w)
            after_noun = True
        if lem == "that" and after_noun:
            nxt = words[i + 1] if i + 1 < n else None
            if nxt is not None and nxt.lemma in _STATES_EN | _ROLES_EN:   # "thats charging"
                out += [w, _w("be", w)]
                relative = True
                i += 1
                continue
            if _is(words, i + 1, "have") and _with_follows(words, i + 2):
                out.append(_w("with", w))
                relative = True
                i += 2
                continue
            if _is(words, i + 1, "be") and _is(words, i + 2, "destroyed") and (
                    _is(words, i + 3, "this") and _is(words, i + 4, "battle")
                    or _is(words, i + 3, "in") and _is(words, i + 4, "this") and _is(words, i + 5, "battle")):
                out += [words[i + 2], _w("in", words[i + 2])]   # "each unit you control that was destroyed this battle"
                i += 3 if _is(words, i + 3, "this") else 4
                continue
            relative = _is(words, i + 1, "be")
        elif (lem == "and" and relative and _is(words, i + 1, "have") and _with_follows(words, i + 2)):
            out.append(_w("with", w))   # "that is locked and has 1 or fewer flags"
            i += 2
            continue
        elif lem in _ROLES_EN and after_noun and _role_follows(words, i + 1):
            out += [_w("that", w), _w("be", w)]   # "each enemy unit blocking this unit"
            relative = True
        elif lem == "other" and _is(words, i + 1, "than"):
            done = _excluded_en(words, i + 2, out, w)
            if done:
                i = done
                continue
        elif lem == "except" and i + 1 < n and words[i + 1].kind == "KW":
            if out and out[-1].kind == ",":
                out.pop()
            out += [_w("without", w), words[i + 1]]
            i += 2
            if i < n and words[i].kind == "," and i + 1 < n and words[i + 1].kind in ("word",) \
                    and words[i + 1].lemma not in ("and", "or", "then"):
                i += 1
            continue
        elif (lem == "in" and _is(words, i + 1, "the") and _is(words, i + 2, "same") and _is(words, i + 3, "sector")
              and _is(words, i + 4, "as") and _is(words, i + 5, "this") and _is(words, i + 6, *_NOUNS["en"])):
            out += [w, _w("this", words[i + 1]), words[i + 3]]   # "in the same sector as this unit"
            i += 7
            continue
        if w.kind in (".", ";", ":") or lem in ("get", "gain", "cannot", "can", "may"):
            relative = False
        out.append(w)
        i += 1
    return out


def _with_follows(words: list, j: int) -> bool:
    """After "that has": a number, a comparison, "no" or a stat ("with ..." reads it)."""
    if j >= len(words):
        return False
    w = words[j]
    return (w.kind in ("INT", "XVAR") or _is(words, j, "no", "the", *_MORE_LESS["en"])
            or _stat_span(words, j, "en") > 0)


def _role_follows(words: list, j: int) -> bool:
    """After a role's participle right after a noun: what it does to this card, or where."""
    return (_is(words, j, "this") or _is(words, j, "in") and _is(words, j + 1, "this") and _is(words, j + 2, "sector")
            or _is(words, j, "at", "on") and _is(words, j + 1, "this"))


def _excluded_en(words: list, j: int, out: list, w) -> int:
    """"other than a Hero" -> "without Hero"; "other than this unit" -> "other". The index after the
    phrase (0: not one of these)."""
    comma = bool(out) and out[-1].kind == ","
    if _is(words, j, "a", "an"):
        j += 1
    if j < len(words) and words[j].kind == "KW":
        k = j + 1 + (1 if _is(words, j + 1, *_NOUNS["en"]) else 0)
        if comma:
            out.pop()
        out += [_w("without", w), words[j]]
        return _skip_closing_comma(words, k, comma)
    if _is(words, j, "this") and _is(words, j + 1, *_NOUNS["en"]):
        if comma:
            out.pop()
        out += [_w("other", w), _w("than", w), words[j], words[j + 1]]
        return _skip_closing_comma(words, j + 2, comma)
    return 0


def _skip_closing_comma(words: list, k: int, opened: bool) -> int:
    """The comma closing a phrase put between commas is left out with the opening one."""
    if opened and k < len(words) and words[k].kind == ",":
        return k + 1
    return k


# ------------------------------------------------------------------ Russian
def _rewrite_ru(words: list) -> list:
    out: list = []
    i, n = 0, len(words)
    clause = False   # inside a relative clause («, который …», «, у которого …», «, скорость которых …»)
    while i < n:
        w = words[i]
        lem = w.lemma if w.kind in ("word", "unknown") else None
        prev = out[-1] if out else None
        if lem == "союзный" and i + 1 < n and words[i + 1].kind in ("word", "KW", "unknown"):
            out.append(_w("твой", w))
            i += 1
            continue
        if lem == "который" and prev is not None and (_nounish(prev, "ru") or prev.kind == "word"
                                                      and prev.lemma in _ADJ_END_RU):
            out.append(_comma(w))   # «отряд противника который наступает»
            prev = out[-1]
        if w.kind in (".", ";", ":"):
            clause = False
        elif w.kind == "," and clause and _is(words, i + 1, *_MAIN_VERBS_RU):
            clause = False   # «отряды, которые не наступают, получают»: the comma closing the clause
            i += 1
            continue
        elif w.kind == "," and _ends_cards_ru(prev) and (
                _is(words, i + 1, "который", "чей") or _is(words, i + 1, "у") and _is(words, i + 2, "который")
                or _stat_span(words, i + 1, "ru") and _is(words, i + 1 + _stat_span(words, i + 1, "ru"), "который")):
            clause = True
        if lem in ("ниже", "выше") and _in_relative_ru(out):
            out.append(_w("меньше" if lem == "ниже" else "больше", w))   # «скорость которых ниже скорости …»
            i += 1
            continue
        if lem == "чей" and prev is not None and prev.kind == "," and _stat_span(words, i + 1, "ru") \
                and _number_follows_ru(words, i + 1 + _stat_span(words, i + 1, "ru")):
            out += [_w("у", w), _w("который", w)]   # «, чья скорость 3 или больше»
            i += 1
            continue
        if lem == "у" and _is(words, i + 1, "который") and prev is not None and prev.kind == ",":
            done = _whose_has_ru(words, i + 2, out, w)
            if done:
                i = done
                continue
        if lem == "с" and _is(words, i + 1, "больше", "меньше"):
            span = _stat_span(words, i + 2, "ru")
            if span and (_is(words, i + 2 + span, "чем") or i + 3 + span < n and words[i + 2 + span].kind == ","
                         and _is(words, i + 3 + span, "чем")):
                out += [w, *words[i + 2: i + 2 + span], words[i + 1]]   # «с меньшей скоростью, чем у …»
                i += 2 + span
                continue
        if lem in ("кроме", "помимо"):
            done = _excluded_ru(words, i + 1, out, w)
            if done:
                i = done
                continue
        if (lem == "в" and _is(words, i + 1, "тот") and _is(words, i + 2, "же") and _is(words, i + 3, "сектор")):
            j = i + 4 + (1 if _kind(words, i + 4) == "," else 0)
            if _is(words, j, "что") and _is(words, j + 1, "и") and _is(words, j + 2, "этот") \
                    and _is(words, j + 3, *_NOUNS["ru"]):
                out += [w, _w("этот", words[i + 1]), words[i + 3]]   # «в том же секторе, что и этот отряд»
                i = j + 4
                continue
        if (w.kind == "," and prev is not None and _nounish(prev, "ru") and _is(words, i + 1, "атакующий",
                                                                             "защищающийся")
                and _is(words, i + 2, "в") and _is(words, i + 3, "этот") and _is(words, i + 4, "сектор")):
            # «отряд противника, атакующий в этом секторе,»: the attacking one (the battle is in this sector); the
            # comma marked as this clause's ("@role"), so a comma before «атакующая карта …» is never read so
            out += [_w("@role", w), words[i + 1]]
            i += 5
            if i < n and words[i].kind == ",":
                i += 1
            continue
        out.append(w)
        i += 1
    return out


def _ends_cards_ru(w) -> bool:
    """A description of cards ends at ``w`` (not a player's: «игрок, у которого …» is the grammar's own)."""
    return w is not None and (_nounish(w, "ru") or w.kind == "word" and w.lemma in _ADJ_END_RU)


def _kind(words: list, j: int) -> str:
    return words[j].kind if 0 <= j < len(words) else ""


def _number_follows_ru(words: list, j: int) -> bool:
    """A number follows (after «больше / меньше / не больше / равна»): «чья скорость меньше 3», never «чья броня
    меньше штурма атакующего отряда» (the grammar's own, a stat of another card)."""
    while _is(words, j, "больше", "меньше", "не", "равный"):
        j += 1
    return j < len(words) and words[j].kind in ("INT", "XVAR")


def _whose_has_ru(words: list, j: int, out: list, w) -> int:
    """After «, у которого»: the stat put first (the grammar's «, у которого флаги 2 или меньше»), «нет флагов»
    as «без флагов», «есть флаг» as «с флагом». The index after what was read (0: left as it is)."""
    n = len(words)
    if _is(words, j, "нет") and _is(words, j + 1, "флаг"):
        out.pop()   # the comma
        out += [_w("без", w), words[j + 1]]
        return _skip_closing_comma(words, j + 2, True)
    if j < n and words[j].kind == "INT":
        span = _stat_span(words, j + 1, "ru")
        if span and _is(words, j + 1 + span, "или") and _is(words, j + 2 + span, "больше", "меньше"):
            out += [w, words[j - 1], *words[j + 1: j + 1 + span], words[j]]   # «у которого 2 флага или меньше»
            return j + 1 + span
    if _is(words, j, "не") and _is(words, j + 1, "больше", "меньше") and j + 2 < n and words[j + 2].kind == "INT":
        span = _stat_span(words, j + 3, "ru")
        if span:   # «у которого не больше 1 флага»: «у которого флаги не больше 1»
            out += [w, words[j - 1], *words[j + 3: j + 3 + span], words[j], words[j + 1], words[j + 2]]
            return j + 3 + span
    if _is(words, j, "больше", "меньше"):
        span = _stat_span(words, j + 1, "ru")
        if span:
            out += [w, words[j - 1], *words[j + 1: j + 1 + span], words[j]]   # «у которых меньше флагов, чем у»
            return j + 1 + span
    return 0


def _excluded_ru(words: list, j: int, out: list, w) -> int:
    """«кроме героев» -> «без героев»; «кроме этого отряда» / «помимо этого отряда» -> other."""
    comma = bool(out) and out[-1].kind == ","
    if j < len(words) and words[j].kind == "KW":
        if comma:
            out.pop()
        out += [_w("без", w), words[j]]
        return _skip_closing_comma(words, j + 1, comma)
    if _is(words, j, "этот") and _is(words, j + 1, *_NOUNS["ru"]):
        if comma:
            out.pop()
        out += [_w("кроме", w), words[j], words[j + 1]]
        return _skip_closing_comma(words, j + 2, comma)
    return 0


def _in_relative_ru(out: list) -> bool:
    """The words just read are a stat of a relative clause («, скорость которых», «, чей штурм», «, у которого
    броня»): a comparison after them is the clause's."""
    k = len(out) - 1
    while k >= 0 and out[k].kind == "word" and out[k].lemma in _STATS["ru"] | {"огневой"}:
        k -= 1
    if k == len(out) - 1:
        return bool(out) and out[-1].kind == "word" and out[-1].lemma == "который" and len(out) >= 2 \
            and _stat_span(out, len(out) - 2, "ru") > 0
    return k >= 0 and out[k].kind == "word" and out[k].lemma in ("который", "чей")


_BY_LANGUAGE = {"en": _rewrite_en, "ru": _rewrite_ru}
