"""A roll or a test "just made" (issue 24, g14a, session 14).

A modifier is played on the roll just made, so card writers name that roll by who has just made it: "Add 1 to a
roll you just made", "Subtract 2 from the test your opponent has just made", "Your opponent ignores a roll he just
made and rolls again" / «Прибавь 1 к только что сделанному тобой броску», «Вычти 2 из броска, который только что
сделал противник», «Противник не учитывает только что сделанный им бросок и бросает ещё раз». Each says no more than
whose roll it is, which the grammar reads as "a roll made by you / by your opponent" / «свой бросок», «бросок
противника»; this module rewrites the tokens (lemmas) into those words before the parse, so the roll named so reads
wherever a roll is named (added to, subtracted from, rerolled, ignored, counted as a number).

"He" / "they" / «он», «им» name the opponent only when the sentence named the opponent before them; otherwise the
words stay as written (refused: whose roll it is is not said). "Rolls again for a test" / «заново делает бросок для
теста» is "rerolls the test"; «делает новый (бросок)», «сделай новый бросок» are «бросает ещё раз», «брось ещё раз».
"""

from __future__ import annotations

from heresy_app.abilities.event_nouns import made_words

__all__ = ["rewrite"]

_EN_NOUNS = frozenset({"roll", "test"})
_EN_DET = frozenset({"a", "an", "the", "that", "this", "any"})
_EN_THIRD = frozenset({"he", "she", "them", "they", "him"})


def _en_subject(words: list, i: int, opponent_before: bool) -> tuple[str | None, int]:
    """Who made the roll, from ``i`` (after "that" / "which"): "you" / "opponent" / None, and the index after."""
    n = len(words)
    low = words[i].lemma if i < n else ""
    if low == "you":
        return "you", i + 1
    if low == "your" and i + 1 < n and words[i + 1].lemma == "opponent":
        return "opponent", i + 2
    if low == "opponent":
        return "opponent", i + 1
    if low in _EN_THIRD and opponent_before:
        return "opponent", i + 1
    return None, i


def _det_before(out: list) -> bool:
    """g17b (session 17): a determiner before the roll's noun, past the kind of roll ("a d6 roll", "any variable
    roll")."""
    k = len(out) - 1
    if k > 0 and (out[k].kind == "D6" or out[k].lemma == "variable"):
        k -= 1
    return out[k].lemma in _EN_DET


def _rewrite_en(words: list, vocabulary: frozenset[str]) -> list:
    out: list = []
    i, n = 0, len(words)
    opponent = False
    while i < n:
        w = words[i]
        if w.kind == ".":
            opponent = False
        if w.lemma == "opponent":
            opponent = True
        if w.kind == "word" and w.lemma in _EN_NOUNS and out and _det_before(out):
            j = i + 1
            if j < n and words[j].lemma in ("that", "which"):
                j += 1
            who, j = _en_subject(words, j, opponent)
            if who is not None and j < n and words[j].lemma == "have":
                j += 1
            if who is not None and j + 1 < n and words[j].lemma == "just" and words[j + 1].lemma in ("make", "roll", "rolled"):
                by = "you" if who == "you" else "your opponent"
                out += [w] + made_words(words[j], "made by " + by, "en", vocabulary)
                i = j + 2
                continue
        if (w.kind == "word" and w.lemma == "roll" and i + 2 < n and words[i + 1].lemma == "again"
                and words[i + 2].lemma == "for" and i + 3 < n and words[i + 3].lemma in _EN_DET | {"your", "his", "their"}):
            out += made_words(w, "reroll", "en", vocabulary)   # "rolls again for a test he just made": rerolls that test
            i += 3
            continue
        out.append(w)
        i += 1
    return out


_RU_NOUNS = frozenset({"бросок", "тест"})
_RU_MADE = ("сделанн",)
# words after a relative clause's closing comma that open a clause of their own (the comma is theirs too)
_RU_CLAUSE_OPENS = frozenset({"если", "когда", "пока", "но", "а", "чтобы", "только", "иначе"})


def _ru_who(words: list, i: int, opponent_before: bool) -> tuple[str | None, int]:
    """Who made the roll («тобой», «ты», «им», «он», «противником», «твой противник»), from ``i``."""
    n = len(words)
    if i >= n:
        return None, i
    lemma = words[i].lemma
    if lemma == "ты":
        return "you", i + 1
    if lemma == "твой" and i + 1 < n and words[i + 1].lemma in ("противник", "противника"):
        return "opponent", i + 2
    if lemma in ("противник", "противника"):
        return "opponent", i + 1
    if lemma == "он" and opponent_before:
        return "opponent", i + 1
    return None, i


def _ru_roll(template, noun, who: str, vocabulary: frozenset[str], kind: list | None = None) -> list:
    """«свой бросок (d6)», «бросок (d6) противника» (``kind``: the words of the kind of roll after the noun)."""
    if who == "you":
        return made_words(template, "свой", "ru", vocabulary) + [noun] + (kind or [])
    return [noun] + (kind or []) + made_words(template, "противника", "ru", vocabulary)


def _rewrite_ru(words: list, vocabulary: frozenset[str]) -> list:
    out: list = []
    i, n = 0, len(words)
    opponent = False
    while i < n:
        w = words[i]
        if w.kind == ".":
            opponent = False
        if w.lemma in ("противник", "противника") and not (i > 0 and words[i - 1].lemma == "бросок"):
            opponent = True
        # «только что сделанный тобой бросок», «только что сделанного противником броска»
        if (w.lemma == "только" and i + 3 < n and words[i + 1].lemma == "что"
                and words[i + 2].text.lower().startswith(_RU_MADE)):
            who, j = _ru_who(words, i + 3, opponent)
            if who is not None and j < n and words[j].lemma in _RU_NOUNS:
                out += _ru_roll(w, words[j], who, vocabulary)
                i = j + 1
                continue
        # g17b (session 17): «из теста, только что сделанного противником», «бросок d6, только что сделанный тобой»
        k = i + 1 if i + 1 < n and words[i + 1].kind == "D6" else i
        if (w.lemma in _RU_NOUNS and k + 4 < n and words[k + 1].kind == "," and words[k + 2].lemma == "только"
                and words[k + 3].lemma == "что" and words[k + 4].text.lower().startswith(_RU_MADE)):
            who, j = _ru_who(words, k + 5, opponent)
            if who is not None:
                if j + 1 < n and words[j].kind == "," and words[j + 1].lemma not in _RU_CLAUSE_OPENS:
                    j += 1   # the clause's closing comma
                out += _ru_roll(w, w, who, vocabulary, list(words[i + 1:k + 1]))
                i = j
                continue
        # «бросок, который (ты) только что сделал (противник)(,)»
        if w.lemma in _RU_NOUNS and k + 2 < n and words[k + 1].kind == "," and words[k + 2].lemma == "который":
            j = k + 3
            who, j = _ru_who(words, j, opponent)
            if j + 2 < n and words[j].lemma == "только" and words[j + 1].lemma == "что" and words[j + 2].lemma == "сделать":
                j += 3
                if who is None:
                    who, j = _ru_who(words, j, opponent)
                if who is not None:
                    if j + 1 < n and words[j].kind == "," and words[j + 1].lemma not in _RU_CLAUSE_OPENS:
                        j += 1   # «…, который он только что сделал, и бросает ещё раз»: the clause's closing comma
                    out += _ru_roll(w, w, who, vocabulary, list(words[i + 1:k + 1]))
                    i = j
                    continue
        # «заново делает бросок для (своего) теста»: rerolls that test
        if (w.lemma == "заново" and i + 2 < n and words[i + 1].lemma in ("делать", "сделать") and words[i + 2].lemma == "бросок"
                and i + 3 < n and words[i + 3].lemma == "для"):
            out += made_words(w, "перебрасывает", "ru", vocabulary)
            i += 4
            continue
        # «делает новый (бросок)», «сделай новый бросок»: rolls again
        if w.lemma in ("делать", "сделать") and i + 1 < n and words[i + 1].lemma == "новый":
            j = i + 2
            if j < n and words[j].lemma == "бросок":
                j += 1
            imperative = w.text.lower().startswith("сделай")
            out += made_words(w, "брось ещё раз" if imperative else "бросает ещё раз", "ru", vocabulary)
            i = j
            continue
        out.append(w)
        i += 1
    return out


_LOOK_FOR = {"en": frozenset({"just", "again"}), "ru": frozenset({"только", "новый", "заново"})}
_REWRITE = {"en": _rewrite_en, "ru": _rewrite_ru}


def rewrite(words: list, lang: str, vocabulary: frozenset[str]) -> list:
    """The words with a roll or a test just made named by whose it is."""
    if not vocabulary or not any(w.lemma in _LOOK_FOR[lang] for w in words):
        return words
    return _REWRITE[lang](words, vocabulary)
