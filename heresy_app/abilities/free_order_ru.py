"""Russian word order as free as Russian is (issue 24, g18d session 18: Russian as a first-class grammar): two
orders the grammar did not read, put into the one it reads, one pass over the words, so every slot (target,
subject, object, count, cost, trigger, restriction) and every verb reads them.

- The owner among the adjectives: Russian puts «вражеский», «твой», «свой» (and «союзный», already read as
  «твой» by postnoun.py) before or after the other adjectives of the noun — «повёрнутый вражеский отряд»,
  «готовые твои отряды», «каждый наступающий союзный отряд», «все повернутые союзные отряды пехоты»; the
  grammar reads the owner first (quantity, owner, adjectives, noun). An owner after one or more adjectives
  (states, roles, «флаговый», «бесфлаговый») and before a noun or another adjective is moved before them.
- A time between the subject and its verb: «Любой отряд до конца сражения получает +2 к штурму», «этот
  отряд до конца боя получает …», «Твой герой до конца ВА получает …»; the grammar reads a time before the
  clause («До конца сражения любой отряд получает …») or after it. A time («до конца [этого] сражения /
  хода / ВА / военной акции», «в течение …», «в этом сражении / ходе», «в эту ВА / военную акцию», «на всё
  сражение / весь ход») after a noun phrase and before its verb is moved to the start of the clause (after
  the last «:», «.», «;» or «,» before it). Only a subject of plain words (no comma, no «который» inside) is
  crossed; anything else is left as written, and the grammar refuses what it cannot read (never dropped).
- «можно» with any infinitive at the head of a clause, its object after it: «Когда этот отряд уничтожен,
  можно взять 1 карту», «можно повернуть один вражеский отряд», «можно сбросить 1 карту» is the player's
  choice, as «ты можешь взять …» is (the grammar reads «ты мочь» with every verb). The verbs of a rule
  («можно блокировать / атаковать / штурмовать / наступать / стрелять / играть / использовать …») are
  impersonal_ru.py's (who may do them is the question there), and «можно» with no object after its verb
  («этот отряд можно развернуть») too.
"""

from __future__ import annotations

__all__ = ["rewrite"]

_LANGS = frozenset({"ru"})   # the languages whose words this module reads

_OWNERS = frozenset({"вражеский", "твой", "свой"})
_ADJECTIVES = frozenset({"готовый", "повернутый", "наступающий", "флаговый", "бесфлаговый", "атакующий",
                         "защищающийся", "блокирующий", "штурмующий", "стреляющий"})
_NOUNS = frozenset({"отряд", "актив", "корабль", "карта", "техника", "пехота", "ресурс", "герой"})
# what ends a subject: a card's noun, a keyword, «противника» («отряд противника»), «он»
_SUBJECT_ENDS = _NOUNS | {"противника", "он", "владелец"}
_BOUNDARIES = frozenset({":", ".", ";", ","})
_SPANS = frozenset({"сражение", "ход", "ва"})
# words that never start the verb after a subject (a time before them is not the subject's)
_NOT_VERB = frozenset({"и", "или", "а", "но", "с", "со", "в", "из", "на", "у", "который", "против", "без"})


def rewrite(words: list, lang: str = "ru") -> list:
    """``words`` (tokens.Word, Russian) in the order the grammar reads (see the module's doc); another language's are returned as they are."""
    if lang not in _LANGS:
        return words
    return _you_may(_times_first(_owner_first(words)))


def _is(words: list, i: int, *lemmas: str) -> bool:
    return 0 <= i < len(words) and words[i].kind in ("word", "unknown") and words[i].lemma in lemmas


def _owner_first(words: list) -> list:
    out = list(words)
    for j in range(1, len(out)):
        if not _is(out, j, *_OWNERS):
            continue
        i = j
        while i > 0 and _is(out, i - 1, *_ADJECTIVES):
            i -= 1
        nxt = out[j + 1] if j + 1 < len(out) else None
        if i == j or nxt is None or not (nxt.kind == "KW" or _is(out, j + 1, *_NOUNS, *_ADJECTIVES)):
            continue
        if i > 0 and _is(out, i - 1, *_OWNERS):   # «твой готовый вражеский»: two owners, left as written
            continue
        out.insert(i, out.pop(j))
    return out


def _time_at(words: list, i: int) -> int:
    """The number of words of a time starting at ``i`` (0: none)."""
    if _is(words, i, "до") and _is(words, i + 1, "конец"):
        k = i + 2 + _is(words, i + 2, "этот")
    elif _is(words, i, "в") and _is(words, i + 1, "течение"):
        k = i + 2 + _is(words, i + 2, "этот")
    elif _is(words, i, "в") and _is(words, i + 1, "этот"):
        k = i + 2
    elif _is(words, i, "на") and _is(words, i + 1, "все", "этот"):
        k = i + 2
        return k + 1 - i if _is(words, k, "сражение", "ход") else 0
    else:
        return 0
    if _is(words, k, *_SPANS):
        return k + 1 - i
    if _is(words, k, "военный") and _is(words, k + 1, "акция"):
        return k + 2 - i
    return 0


def _times_first(words: list) -> list:
    out = list(words)
    i = 1
    while i < len(out):
        n = _time_at(out, i)
        prev = out[i - 1]
        if not n or not (prev.kind == "KW" or _is(out, i - 1, *_SUBJECT_ENDS)):
            i += 1
            continue
        after = out[i + n] if i + n < len(out) else None
        if after is None or after.kind not in ("word", "unknown") or after.lemma in _NOT_VERB:
            i += max(n, 1)
            continue
        start = i - 1
        while start > 0 and out[start - 1].kind not in _BOUNDARIES:
            start -= 1
        if any(_is(out, k, "который", "чей") for k in range(start, i)) or _time_at(out, start):
            i += n
            continue
        time = out[i: i + n]
        out[start: i + n] = time + out[start: i]
        i += n
    return out


# the verbs «можно» says of a rule, not of the player's choice (impersonal_ru.py)
_RULE_VERBS = frozenset({"блокировать", "заблокировать", "штурмовать", "атаковать", "наступать", "стрелять",
                         "контратаковать", "отступать", "отступить", "совершать", "совершить", "играть", "сыграть",
                         "использовать", "мочь", "быть", "считаться"})


def _you_may(words: list) -> list:
    out: list = []
    n = len(words)
    for i, w in enumerate(words):
        if (_is(words, i, "можно") and (i == 0 or words[i - 1].kind in _BOUNDARIES or _is(words, i - 1, "то"))
                and i + 2 < n and words[i + 1].kind == "word" and words[i + 1].lemma not in _RULE_VERBS
                and words[i + 1].text.lower().endswith(("ть", "ти", "чь"))
                and words[i + 2].kind not in _BOUNDARIES):
            out += [type(w)("word", "ты", w.text, w.start), type(w)("word", "мочь", w.text, w.start)]
            continue
        out.append(w)
    return out
