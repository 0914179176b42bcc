"""Places said another way, read as the place the grammars know (issue 24, g16).

The grammars name a card's sector as "this sector" / «этот сектор» (for a card in a sector, the one it
is in; for a ship or a command line, the battle's: engine.targets.home_sector). Printed texts also say

* "the current sector" / «текущий сектор»: the battle's sector, which is "this sector" for every card
  that can use an ability in a battle (a unit or asset fights in the battle's sector; a ship's and a
  command line's "this sector" is the battle's);
* "there" / «там» after a trigger that puts this card into a sector ("When this unit is infiltrated into
  a sector, lock one enemy unit there." / «Когда этот отряд внедряется в сектор, поверни там ...»):
  the sector the card entered, which is the one it is in, "this sector". "into a sector" says nothing
  more than the card's entering (the trigger ``enters``) and is dropped. "there" is read so only after
  such a trigger or after "into this sector": after any other sector ("another sector", "a sector" of
  another card) it is left as written, and the grammar refuses it rather than guess which sector.

:func:`rewrite` turns the tokens (tokens.Word) into the words the grammar reads; each new word keeps the
place of the one it stands for, so an error still points at the printed text.
"""

from __future__ import annotations

__all__ = ["rewrite"]

_THIS = {"en": "this", "ru": "этот"}
_SECTOR = {"en": "sector", "ru": "сектор"}
_CURRENT = {"en": ("current",), "ru": ("текущий", "текущем", "текущего", "текущему", "текущим", "текущая")}
_THERE = {"en": "there", "ru": "там"}
# the card itself entering a sector: "this unit is infiltrated into a sector", «этот отряд внедряется в сектор»
_ENTERED = {"en": frozenset({"infiltrated", "infiltrate", "enter", "move", "moved"}),
            "ru": frozenset({"внедряться", "внедрен", "внедренный", "внедрить", "внедряют", "перемещаться",
                             "попадать"})}
_INTO = {"en": "into", "ru": "в"}
_A = {"en": frozenset({"a", "any"}), "ru": frozenset({"любой", "какой-либо"})}
# after "there": a sentence about being ("there is a unit"), not a place
_NOT_PLACE_AFTER = {"en": frozenset({"be"}), "ru": frozenset({"быть", "есть", "нет"})}
_NOT_PLACE_BEFORE = {"en": frozenset({"arrive", "in", "from"}), "ru": frozenset({"оказываться", "прибывать"})}


def _is(w, lemma: str) -> bool:
    return w.kind == "word" and w.lemma == lemma


def rewrite(words: list, lang: str) -> list:
    """The tokens with "the current sector" read as "this sector" and "there" after a card's own entering
    a sector (or after "into this sector") read as "in this sector" (see the module's doc)."""
    if lang not in _THIS:
        return words
    from heresy_app.abilities.tokens import Word

    this, sector = _THIS[lang], _SECTOR[lang]
    out: list = []
    entered = False   # the last sector named is the one this card entered, or "this sector" entered
    i = 0
    while i < len(words):
        w = words[i]
        nxt = words[i + 1] if i + 1 < len(words) else None
        i += 1
        # "the current sector" / «текущий сектор»: "this sector"
        if w.kind in ("word", "unknown") and w.lemma in _CURRENT[lang] and nxt is not None and _is(nxt, sector):
            if lang == "en" and out and _is(out[-1], "the"):
                out.pop()
            out.append(Word("word", this, w.text, w.start))
            continue
        # "into a sector" / «в сектор» after the card's own entering: the sector it enters is its own,
        # "into this sector" (the grammar reads that as the card's entering)
        if _is(w, _INTO[lang]) and out and _own_entering(out, lang):
            if lang == "en" and nxt is not None and nxt.kind == "word" and nxt.lemma in _A[lang] and (
                    i + 1 < len(words) and _is(words[i + 1], sector)):
                out += [w, Word("word", this, nxt.text, nxt.start)]
                i += 1
                continue
            if lang == "ru" and nxt is not None and _is(nxt, sector):
                out += [w, Word("word", this, nxt.text, nxt.start)]
                continue
        if _is(w, sector):
            # "into this sector" (entered), any other sector named: "there" is no longer ours to read
            entered = len(out) >= 2 and _is(out[-1], this) and _is(out[-2], _INTO[lang])
        if (_is(w, _THERE[lang]) and entered and not (nxt is not None and nxt.kind == "word"
                                                      and nxt.lemma in _NOT_PLACE_AFTER[lang])
                and not (out and out[-1].kind == "word" and out[-1].lemma in _NOT_PLACE_BEFORE[lang])):
            out += [Word("word", lemma, w.text, w.start) for lemma in ((_INTO[lang] if lang == "ru" else "in"),
                                                                      this, sector)]
            continue
        out.append(w)
    out = _uncaptured_dropped(out, lang)
    out = _capturer_is_you(out, lang)
    return _place_after_object(out) if lang == "ru" else out


# "another sector that has not been captured", "another uncaptured sector" / «в другой незахваченный сектор»,
# «в другой сектор, который ещё не захвачен»: every sector in play is one not captured (a captured sector's
# cards leave it and no battle is fought there again: rules term.move, battle.resolution), so the words add
# nothing the grammar must read
_UNCAPTURED_BEFORE = {"en": ("uncaptured", "non-captured"), "ru": ("незахвачен",)}
_NOT_CAPTURED_AFTER = {
    "en": [("that|which", "has|have", "not", "been|yet?", "been?", "captured", "yet?"),
           ("that|which", "hasn't|haven't", "been|yet?", "been?", "captured", "yet?"),
           ("that|which", "is|was|be", "not", "yet?", "captured", "yet?"),
           ("that|which", "isn't|wasn't", "yet?", "captured", "yet?"),
           ("not", "yet?", "captured", "yet?")],
    "ru": [(",?", "который", "еще?", "не", "захвачен*", "еще?"), (",?", "еще?", "не", "захвачен*", "еще?")],
}


def _text_is(w, options: str) -> bool:
    t = w.text.lower().replace("ё", "е").replace("’", "'")
    return any(t.startswith(o[:-1]) if o.endswith("*") else t == o for o in options.split("|"))


def _uncaptured_dropped(words: list, lang: str) -> list:
    out: list = []
    i = 0
    sector = _SECTOR[lang]
    while i < len(words):
        w = words[i]
        nxt = words[i + 1] if i + 1 < len(words) else None
        if (nxt is not None and _is(nxt, sector) and w.kind in ("word", "unknown")
                and w.text.lower().startswith(_UNCAPTURED_BEFORE[lang])):
            i += 1
            continue
        if lang == "ru":   # «в другой ещё не захваченный сектор»
            n = _matched(words, i, ("еще?", "не", "захвачен*"))
            if n and i + n < len(words) and _is(words[i + n], sector):
                i += n
                continue
        out.append(w)
        i += 1
        if _is(w, sector) and not (len(out) >= 2 and _is(out[-2], _THIS[lang])):   # not "this sector is not captured"
            for pattern in _NOT_CAPTURED_AFTER[lang]:
                n = _matched(words, i, pattern)
                if n:
                    i += n
                    break
    return out


def _matched(words: list, i: int, pattern: tuple) -> int:
    """How many words from ``i`` the written forms of ``pattern`` match (0: none; ``a|b``, ``x*`` a prefix,
    ``?`` may be left out, ``,`` the comma)."""
    j = i
    for part in pattern:
        options = part.rstrip("?")
        if j < len(words) and (words[j].kind == "," if options == "," else _text_is(words[j], options)):
            j += 1
        elif not part.endswith("?"):
            return 0
    return j - i


# a Russian verb may put the place before its object («Поверни здесь один отряд противника», «ты получаешь
# здесь +1 флаг»): the grammar reads the place after it, where it says the same
_VERBS_RU = frozenset({"повернуть", "развернуть", "уничтожить", "нанести", "внедрить", "переместить", "взять",
                       "сбросить", "вернуть", "получить", "выбрать"})
_CLAUSE_END_RU = frozenset({",", ".", ";", ":"})
_CLAUSE_WORDS_RU = frozenset({"до", "пока", "если", "и", "за", "вместо", "когда"})


def _place_after_object(words: list) -> list:
    """«<verb> в этом секторе <object> ...» read as «<verb> <object> в этом секторе ...» (the place moved to
    the end of its clause: before the next mark, or a word starting another part, «до», «пока», «если»)."""
    i = 1
    while i + 3 < len(words):
        w = words[i - 1]
        if (w.kind == "word" and w.lemma in _VERBS_RU and _is(words[i], "в") and _is(words[i + 1], "этот")
                and _is(words[i + 2], "сектор") and words[i + 3].kind not in _CLAUSE_END_RU):
            j = i + 3
            while j < len(words) and words[j].kind not in _CLAUSE_END_RU and not (
                    words[j].kind == "word" and words[j].lemma in _CLAUSE_WORDS_RU):
                j += 1
            words = words[:i] + words[i + 3:j] + words[i:i + 3] + words[j:]
            i = j
        i += 1
    return words


def _own_entering(out: list, lang: str) -> bool:
    """Do the words so far end with this card entering: "this unit is infiltrated", «этот отряд
    внедряется» (the trigger of the card printing it)?"""
    last = out[-1]
    if last.kind != "word" or last.lemma not in _ENTERED[lang]:
        return False
    for w in reversed(out[-5:-1]):
        if _is(w, _THIS[lang]):
            return True
        if w.kind in (",", ".", ":", ";"):
            return False
    return False


# ---- a time or place leading its sentence ("Until the end of the battle, your units in this sector get +1
# firepower.", "In this sector, flagless units cannot block.", «До конца сражения твои отряды ...»): read,
# when the text is not read as it stands, as said at the sentence's end, where the grammar reads it
_LEADING = {
    "en": [(("until", "the?", "end", "of", "the|this?", "battle"), None),
           (("until", "the?", "end", "of", "the|this?", "war", "action"), None),
           (("until", "the?", "end", "of", "the|this?", "turn"), None),
           (("for", "the", "rest", "of", "the", "battle"), None),
           (("in|during", "the|each?", "battle", "in|for|over", "this", "sector"), ("in", "this", "sector")),
           (("in", "this", "sector"), None)],
    "ru": [(("до", "конец", "этот?", "сражение"), None),
           (("до", "конец", "этот?", "военный", "акция"), None),
           (("до", "конец", "этот?", "ва"), None),
           (("до", "конец", "этот?", "ход"), None),
           (("в", "течение", "этот?", "сражение"), None),
           (("в|при", "время?", "каждый?", "сражение", "за|в", "этот", "сектор"), ("в", "этот", "сектор")),
           (("в", "этот", "сектор"), None)],
}
_STARTS = frozenset({".", ":"})


def _match(words: list, i: int, pattern: tuple) -> int | None:
    """How many words from ``i`` match ``pattern`` (``a|b`` alternatives, a trailing ``?``: may be left out)."""
    j = i
    for part in pattern:
        optional = part.endswith("?")
        options = part.rstrip("?").split("|")
        if j < len(words) and words[j].kind == "word" and words[j].lemma in options:
            j += 1
        elif not optional:
            return None
    return j - i


def leading_moved(words: list, lang: str) -> list | None:
    """The words with each time or place that opens a sentence (the text's first words, or after a full stop
    or the colon of a typed ability) and is followed by a comma (in Russian the comma may be left out) moved
    to the sentence's end; None when no sentence opens so."""
    from heresy_app.abilities.tokens import Word

    out = list(words)
    moved = False
    i = 0
    while i < len(out):
        if i == 0 or out[i - 1].kind in _STARTS:
            for pattern, said in _LEADING.get(lang, ()):
                n = _match(out, i, pattern)
                if n is None:
                    continue
                comma = i + n < len(out) and out[i + n].kind == ","
                if not comma and lang == "en":
                    continue
                end = i + n + comma
                stop = end
                while stop < len(out) and out[stop].kind != ".":
                    stop += 1
                if stop == end:
                    break
                phrase = out[i:i + n] if said is None else [Word("word", w, out[i].text, out[i].start) for w in said]
                out = out[:i] + out[end:stop] + phrase + out[stop:]
                moved = True
                break
        i += 1
    return out if moved else None


# "When a player captures this sector, he readies all of his ships." / «Когда игрок захватывает этот сектор, он
# разворачивает все свои корабли.»: the text is carried out for the capturing player (engine.sector_texts), so
# "he" / «он» is that player, "you", and "his opponent" / «его противник» the other
_A_PLAYER = {"en": ("when", ("a", "any", "either"), "player", "capture"), "ru": ("когда", ("любой",), "игрок", "захватить")}
_HE = {"en": ("he", "she"), "ru": ("он",)}
_HIS = {"en": ("their", "his", "her"), "ru": ("его",)}
_YOU = {"en": ("you", "your"), "ru": ("ты", "твой")}   # [1]: "his" / «его» as the capturing player's
_RETREAT_VERB = {"en": "retreat", "ru": "отступать"}   # g17b: the retreating player's, as the capturing one's


def _capturer_is_you(words: list, lang: str) -> list:
    when, articles, player, capture = _A_PLAYER[lang]
    i = 0
    if i < len(words) and words[i].kind == "word" and words[i].lemma in ("r", "р"):
        i += 1
    if i < len(words) and words[i].kind == ":":
        i += 1
    if not (i < len(words) and _is(words[i], when)):
        return words
    j = i + 1
    if j < len(words) and words[j].kind == "word" and words[j].lemma in articles:
        j += 1
    # g17b: "When a player retreats from this sector, their opponent draws 2 cards." (the retreating player's)
    if not (j + 1 < len(words) and _is(words[j], player) and (
            _is(words[j + 1], capture) or _is(words[j + 1], _RETREAT_VERB[lang]))):
        return words
    from heresy_app.abilities.tokens import Word

    out = list(words[:j + 2])
    subject_you = False
    for k in range(j + 2, len(words)):
        w = words[k]
        nxt = words[k + 1] if k + 1 < len(words) else None
        if w.kind in (",", ".", ":", ";"):
            subject_you = False
        if w.kind == "word" and w.lemma in _HE[lang] and out and out[-1].kind in (",", ":", "."):
            subject_you = True   # "he readies ..." is what the capturing player does: "ready ..."
            continue
        if w.kind == "word" and w.lemma in _HIS[lang] and (subject_you or (nxt is not None and nxt.lemma in (
                "opponent", "противник"))):
            out.append(Word("word", _YOU[lang][1], w.text, w.start))
            continue
        out.append(w)
    return out
