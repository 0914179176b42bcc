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

__all__ = ["rewrite", "PLAYER_VERBS"]

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
        return _player_verb(words, i + 1, lang, _INFINITIVE if lang == "ru" else None)
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
        if w.lemma in _OTHER_PLAYERS[lang] or (lang == "en" and w.lemma == "each"):
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
        pronoun = low == "they" if lang == "en" else low == "он"
        if i in starts:
            if lang == "en" and pronoun and _player_verb(words, i + 1, lang):
                out.append(_make(w, "he"))
                i += 1
                continue
            if _player_verb(words, i, lang, _INFINITIVE if lang == "ru" else None):
                out.append(_make(w, _OPPONENT[lang]))
        elif pronoun and _player_verb(words, i + 1, lang, _THIRD_PERSON if lang == "ru" else None) and _opponent_last(out, lang):
            out.append(_make(w, "he" if lang == "en" else _OPPONENT[lang]))
            i += 1
            continue
        elif (lang == "en" and _word(w) and w.lemma == "make" and i + 2 < n and _word(words[i + 1])
              and words[i + 1].lemma in ("your", "the") and words[i + 2].lemma == _OPPONENT[lang]
              and _player_verb(words, i + 3, lang)):
            i += 1   # "make your opponent discard 2 cards": he discards them
            continue
        out.append(w)
        i += 1
    return out
