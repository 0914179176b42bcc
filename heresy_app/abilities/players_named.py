"""Issue 24 (g15b): the player a clause speaks of, where the words leave him unsaid or name him by a pronoun.

Cards speak to their player as "you" and name the other player as "your opponent" / «противник»; once he is
named, card writers go on without naming him again. This module rewrites the tokens (lemmas) so that the
grammar reads the player the clause is about, and nothing else:

- the options of the opponent's choice: "Your opponent chooses one: discard 2 cards, or lock 1 of their
  charging units" / «Противник выбирает (одно): сбросить 2 карты или повернуть 1 свой наступающий отряд»: an
  option that begins with a player's verb (English: the bare verb, or "they" and the verb; Russian: the verb in
  the infinitive) is the opponent's doing, read as "your opponent discards 2 cards" / «противник сбрасывает 2
  карты»; an option with a subject of its own ("this unit gets +2 assault", "you draw 2 cards") is left as it is;
- "they" / «он» after the opponent was named: "When your opponent plays a modifier, cancel it. Then they
  discard 1 card.", "R: When your opponent plays a war action card, they discard 1 card.", «… противник …, он
  сбрасывает 1 карту»: the pronoun before a player's verb, where the last player named before it is the
  opponent (not "you", not "each player" or "the player who ..."), is the opponent. "They" before any other
  verb (cards "get", "cannot", "deal") stays the cards named before;
- "make your opponent discard 2 cards": the opponent discards 2 cards.

Anything else stays as written, so the parser's reason is given for it.
"""

from __future__ import annotations

__all__ = ["rewrite", "rewrite_have", "PLAYER_VERBS"]

# the verbs a player does (the grammar's pverb and each_verb), by lemma
PLAYER_VERBS = {"en": frozenset({"discard", "draw", "lock", "destroy", "ready", "return", "put", "reveal", "shuffle",
                           "lose", "move"}),
          "ru": frozenset({"сбросить", "взять", "повернуть", "развернуть", "уничтожить", "вернуть", "положить",
                           "показать", "перетасовать", "терять", "переместить"})}
_MAY = {"en": frozenset({"may"}), "ru": frozenset({"мочь"})}
_OPPONENT = {"en": "opponent", "ru": "противник"}
_CHOOSE = {"en": "choose", "ru": "выбрать"}
_OR = {"en": "or", "ru": "или"}
# a player named: the last one before a pronoun says whose doing it is
_OTHER_PLAYERS = {"en": frozenset({"you", "player", "attacker", "defender"}),
                  "ru": frozenset({"ты", "игрок", "атакующий", "защищающийся"})}
_INFINITIVE = ("ть", "ти", "чь", "ться")
_THIRD_PERSON = ("ет", "ёт", "ит", "ат", "ят")
# the form of a verb said of the opponent: after "may" / «может», as an option of his choice, after "they" / «он»
# (English verbs are read in any form)
_AFTER_MAY = {"en": None, "ru": _INFINITIVE}
_AS_OPTION = {"en": None, "ru": _INFINITIVE}
_AFTER_PRONOUN = {"en": None, "ru": _THIRD_PERSON}
_PRONOUN = {"en": "they", "ru": "он"}
_PRONOUN_AS = {"en": "he", "ru": "противник"}   # the word the grammar reads as the opponent
_PRONOUN_OPTION = {"en": True, "ru": True}   # "they discard 2 cards" / «он сбрасывает» as an option of his choice (g18e)
_SUBJECT_WORDS = {"en": frozenset({"each"}), "ru": frozenset()}   # "each player" / "each of ..." said first
_MAKE = {"en": frozenset({"make"}), "ru": frozenset()}   # "make your opponent discard ..."


def _word(w) -> bool:
    return w.kind in ("word", "unknown")


def _make(template, lemma: str):
    return type(template)("word", lemma, template.text, template.start)


def _player_verb(words: list, i: int, lang: str, form: tuple[str, ...] | None = None) -> bool:
    """Does a player's verb (or "may" and one) stand at ``i`` (in Russian, in the form ``form``)?"""
    if i >= len(words) or not _word(words[i]):
        return False
    w = words[i]
    if w.lemma in _MAY[lang]:
        return _player_verb(words, i + 1, lang, _AFTER_MAY[lang])
    if w.lemma not in PLAYER_VERBS[lang]:
        return False
    return form is None or w.text.lower().replace("ё", "е").endswith(tuple(f.replace("ё", "е") for f in form))


def _option_starts(words: list, lang: str) -> set[int]:
    """Where the options of "your opponent chooses one: ..., or ..." begin (up to the end of its sentence)."""
    starts: set[int] = set()
    n = len(words)
    for k in range(n - 2):
        if not (_word(words[k]) and words[k].lemma == _OPPONENT[lang] and _word(words[k + 1])
                and words[k + 1].lemma == _CHOOSE[lang]):
            continue
        j = k + 2
        if j < n and words[j].kind == "INT" and words[j].lemma == "1":
            j += 1
        if j >= n or words[j].kind not in (":", "-"):
            continue
        starts.add(j + 1)
        while j < n and words[j].kind != ".":
            if _word(words[j]) and words[j].lemma == _OR[lang]:
                starts.add(j + 1)
            j += 1
    return starts


def _opponent_last(out: list, lang: str) -> bool:
    """Is the last player the words before name the opponent?"""
    for w in reversed(out):
        if not _word(w):
            continue
        if w.lemma == _OPPONENT[lang]:
            return True
        if w.lemma in _OTHER_PLAYERS[lang] or w.lemma in _SUBJECT_WORDS[lang]:
            return False
    return False


def rewrite(words: list, lang: str) -> list:
    """The words with the player each form above leaves unsaid named (see the module's doc)."""
    starts = _option_starts(words, lang)
    out: list = []
    i, n = 0, len(words)
    while i < n:
        w = words[i]
        low = w.text.lower() if _word(w) else ""
        pronoun = low == _PRONOUN[lang]
        if i in starts:
            if _PRONOUN_OPTION[lang] and pronoun and _player_verb(words, i + 1, lang, _AFTER_PRONOUN[lang]):
                out.append(_make(w, _PRONOUN_AS[lang]))
                i += 1
                continue
            if _player_verb(words, i, lang, _AS_OPTION[lang]):
                out.append(_make(w, _OPPONENT[lang]))
        elif pronoun and _player_verb(words, i + 1, lang, _AFTER_PRONOUN[lang]) and _opponent_last(out, lang):
            out.append(_make(w, _PRONOUN_AS[lang]))
            i += 1
            continue
        elif (_word(w) and w.lemma in _MAKE[lang] and i + 2 < n and _word(words[i + 1])
              and words[i + 1].lemma in ("your", "the") and words[i + 2].lemma == _OPPONENT[lang]
              and _player_verb(words, i + 3, lang)):
            i += 1   # "make your opponent discard 2 cards": he discards them
            continue
        out.append(w)
        i += 1
    return out


# ------------------------------------------------------------------ what a player has
# "If your opponent has no flagged units left in this sector" / «Если у противника в этом секторе не осталось
# флаговых отрядов»: "left" / «не осталось» say no more than "has no" / «нет»; «у тебя +1 флаг» / «у противника -1
# флаг» is "you get +1 flag" / "your opponent gets -1 flag"; «+1 флаг игроку, у которого … больше …» is «Игрок, у
# которого … больше …, получает +1 флаг»; "(on a tie, neither player does)" / «(при равенстве — никому)» after the
# player who has more says what that form already means (on a tie, no player has more), and is left out;
# "any one of your units" is "one of your units" (your choice)
_LEFT = {"en": frozenset({"left", "remaining"}), "ru": frozenset()}
_NONE = {"en": frozenset({"no"}), "ru": frozenset()}
_REMAINS_NOT = {"en": frozenset(), "ru": frozenset({"осталось", "остается", "остаётся", "останется"})}
_NOT = {"en": frozenset(), "ru": frozenset({"не"})}
_NONE_WORD = {"en": "no", "ru": "нет"}
_AT = {"en": frozenset(), "ru": frozenset({"у"})}
_FLAG = {"en": "flag", "ru": "флаг"}
_GET = {"en": "get", "ru": "получить"}
_YOU = {"en": "you", "ru": "ты"}
_PLAYER = {"en": "player", "ru": "игрок"}
_DATIVE_PLAYER = {"en": frozenset(), "ru": frozenset({"игроку"})}
_WHO = {"en": frozenset(), "ru": frozenset({"который"})}
_MORE = {"en": frozenset({"more", "less", "fewer"}), "ru": frozenset({"больше", "меньше"})}
_TIE = {"en": frozenset({"tie", "tied", "draw"}), "ru": frozenset({"равенство", "ничья", "поровну"})}
_NOBODY = {"en": frozenset({"neither", "nobody", "no"}), "ru": frozenset({"никому", "никто", "ни"})}
_TIE_WORDS = {"en": frozenset({"on", "a", "in", "the", "case", "of", "if", "tie", "tied", "draw", "neither", "nobody",
                               "no", "one", "player", "do", "does", "get", "it", "flag", "gets", "there", "be", "is"}),
              "ru": frozenset({"при", "в", "случай", "равенство", "ничья", "поровну", "никому", "никто", "ни", "один",
                               "игрок", "не", "получить", "флаг", "если", "никакой", "это"})}
_ANY = {"en": frozenset({"any"}), "ru": frozenset()}


def _tie_note(words: list, i: int, lang: str) -> int:
    """The end (after ")") of a parenthesis at ``i`` that says no player gets it on a tie; 0 if it says more."""
    j, seen = i + 1, set()
    while j < len(words) and words[j].kind != ")":
        w = words[j]
        if _word(w):
            low = w.text.lower()
            if w.lemma not in _TIE_WORDS[lang] and low not in _TIE_WORDS[lang]:
                return 0
            seen.add(w.lemma)
            seen.add(low)
        elif w.kind not in (",", "-"):
            return 0
        j += 1
    if j >= len(words) or not (seen & _TIE[lang]) or not (seen & _NOBODY[lang]):
        return 0
    return j + 1


def _has_more_player(out: list, lang: str) -> bool:
    """Do the words before name the player who has more (or fewer) of something?"""
    words = [w for w in out if _word(w)]
    return any(w.lemma == _PLAYER[lang] for w in words) and any(w.lemma in _MORE[lang] for w in words)


def _dative_flag(words: list, i: int, lang: str) -> int:
    """«+1 флаг игроку, у которого …»: the end of the clause the player is named by (0 if not this form)."""
    n = len(words)
    if not (i + 6 < n and words[i].kind in ("+", "-") and words[i + 1].kind == "INT" and _word(words[i + 2])
            and words[i + 2].lemma == _FLAG[lang] and _word(words[i + 3])
            and words[i + 3].text.lower() in _DATIVE_PLAYER[lang] and words[i + 4].kind == ","
            and _word(words[i + 5]) and words[i + 5].lemma in _AT[lang] and _word(words[i + 6])
            and words[i + 6].lemma in _WHO[lang]):
        return 0
    j = i + 7
    while j < n and words[j].kind not in (".", "(", ";"):
        j += 1
    return j


def rewrite_have(words: list, lang: str) -> list:
    """The words with what a player has said in the grammar's words (see above)."""
    out: list = []
    i, n = 0, len(words)
    while i < n:
        w = words[i]
        nxt = words[i + 1] if i + 1 < n else None
        if (_word(w) and w.text.lower() in _LEFT[lang] and any(_word(x) and x.lemma in _NONE[lang] for x in out[-5:])
                and (nxt is None or nxt.kind in (",", ".", ")") or (_word(nxt) and nxt.lemma in ("in", "on", "at")))):
            i += 1   # "no flagged units left in this sector"
            continue
        if (_word(w) and w.lemma in _NOT[lang] and nxt is not None and _word(nxt)
                and nxt.text.lower() in _REMAINS_NOT[lang]):
            out.append(_make(w, _NONE_WORD[lang]))   # «не осталось флаговых отрядов»: «нет флаговых отрядов»
            i += 2
            continue
        if (_word(w) and w.lemma in _AT[lang] and nxt is not None and _word(nxt) and i + 4 < n
                and words[i + 2].kind in ("+", "-") and words[i + 3].kind == "INT" and _word(words[i + 4])
                and words[i + 4].lemma == _FLAG[lang]):
            who = _YOU[lang] if nxt.lemma == _YOU[lang] else (
                _OPPONENT[lang] if nxt.text.lower().startswith(_OPPONENT[lang]) else None)
            if who is not None:   # «у тебя +1 флаг»: «ты получаешь +1 флаг»
                out += [_make(nxt, who), _make(w, _GET[lang])]
                i += 2
                continue
        end = _dative_flag(words, i, lang)
        if end:   # «+1 флаг игроку, у которого … больше …»: «игрок, у которого …, получает +1 флаг»
            out += [_make(words[i + 3], _PLAYER[lang]), *words[i + 4: end], type(w)(",", ",", ",", words[end - 1].start),
                    _make(w, _GET[lang]), *words[i: i + 3]]
            i = end
            continue
        if w.kind == "(" and _has_more_player(out, lang):
            end = _tie_note(words, i, lang)
            if end:   # "(on a tie, neither player does)": the form already says so
                i = end
                continue
        if (_word(w) and w.lemma in _ANY[lang] and nxt is not None and nxt.kind == "INT" and nxt.lemma == "1"
                and i + 2 < n and _word(words[i + 2]) and words[i + 2].lemma == "of"):
            i += 1   # "any one of your units": one of them, your choice
            continue
        out.append(w)
        i += 1
    return out
