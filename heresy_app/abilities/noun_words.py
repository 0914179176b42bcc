"""Words of the noun phrase put into the grammar's form (issue 24, g18a), wherever a noun phrase stands.

- Comparisons as cards print them: "2 or lower", "1 flag or fewer", "3 or higher", "2+ flags", «3 и выше»,
  «2 или ниже», «с 2+ флагами» read as the grammar's "or less" / "or more" («или меньше» / «или больше»), so
  every description that compares a number (subject, object, cost, trigger, condition, count, restriction,
  search) reads them alike.
- A Russian side or name written as a hyphenated compound with its card noun: «героев-Лоялистов»,
  «герой-отступник», «отряды-Лоялисты», «технику-Отступника» is the noun («героев», «отряды») and the name
  after it (a keyword of the player's own, :mod:`names`), the name in the nominative plural («Лоялисты»,
  «Отступники») as a faction is named in a keyword line, whatever case and number the compound is in.
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["comparisons", "split_compounds_ru"]

_MORE = {"en": frozenset({"higher", "greater", "above", "more", "over"}),
         "ru": frozenset({"выше", "больше", "более"})}
_LESS = {"en": frozenset({"lower", "fewer", "below", "less", "under"}),
         "ru": frozenset({"ниже", "меньше", "менее"})}
_OR = {"en": frozenset({"or"}), "ru": frozenset({"или", "и"})}
_PLAIN = frozenset({("or", "more"), ("or", "less"), ("или", "больше"), ("или", "меньше")})
_STATS = {"en": frozenset({"firepower", "assault", "speed", "armor", "flag"}),
          "ru": frozenset({"огневой", "мощь", "штурм", "скорость", "броня", "флаг", "ом", "ш", "ск", "б", "бр"})}
_COUNTED = {"en": _STATS["en"] | {"unit", "asset", "ship", "card", "get"},
            "ru": _STATS["ru"] | {"отряд", "актив", "корабль", "карта", "получить"}}
_WORDS = {"en": ("or", "more", "less"), "ru": ("или", "больше", "меньше")}


def comparisons(words: list, lang: str) -> list:
    """``words`` (tokens.Word) with "N or lower/fewer/higher" and "N+" before a word read as "N or less/more"."""
    from heresy_app.abilities.tokens import Word

    or_, more, less = _WORDS[lang]
    out = []
    i = 0
    n = len(words)
    while i < n:
        w = words[i]
        if (w.kind in ("word", "unknown") and w.lemma in _OR[lang] and i + 1 < n and i >= 1
                and (words[i - 1].kind in ("INT", "XVAR") or i >= 2 and words[i - 2].kind in ("INT", "XVAR")
                     and words[i - 1].kind == "word")):
            nxt = words[i + 1]
            lemma = nxt.lemma if nxt.kind in ("word", "unknown") else ""
            if (lemma in _MORE[lang] or lemma in _LESS[lang]) and (w.lemma, lemma) not in _PLAIN:
                # "2 or lower", "1 flag or fewer", «3 и выше»: the grammar's "or less / or more"
                out += [Word("word", or_, w.text, w.start),
                        Word("word", more if lemma in _MORE[lang] else less, nxt.text, nxt.start)]
                i += 2
                continue
        if (w.kind == "INT" and i + 2 < n and words[i + 1].kind == "+" and (i == 0 or words[i - 1].kind not in ("(", "+", "-"))
                and (words[i + 2].kind in ("KW", "QUOTED") or words[i + 2].lemma in _COUNTED[lang]
                     or i >= 1 and words[i - 1].lemma in _STATS[lang])):
            # "2+ flags", "speed 4+", «с 2+ флагами»: a number and more (never a test "(4+)" nor a bonus "+1")
            out += [w, Word("word", or_, "+", words[i + 1].start), Word("word", more, "+", words[i + 1].start)]
            i += 2
            continue
        out.append(w)
        i += 1
    return out


# ------------------------------------------------------------------ Russian compounds
_CARD_NOUNS_RU = frozenset({"отряд", "актив", "корабль", "карта"})


def split_compounds_ru(raw: list, lemma_of, keyword_at, known) -> list:
    """The scanned words (kind, value, start) with a hyphenated noun-and-name compound cut in two: the name
    as ("name", its nominative plural, start), then the noun as a word (the name before its noun, as an
    adjective: «героев-Лоялистов» reads as "Loyalist Heroes"). ``lemma_of(word)``: the grammar's lemma;
    ``keyword_at(raw, j)``: a known keyword at word ``j`` or None; ``known(word)``: a word of the grammar."""
    out = []
    for kind, value, start in raw:
        if kind == "word" and "-" in value.strip("-"):
            head, tail = value.split("-", 1)
            if (len(head) >= 3 and len(tail) >= 4 and tail.isalpha() and not known(value)
                    and (lemma_of(head) in _CARD_NOUNS_RU or _is_keyword_noun(head, keyword_at))
                    and not known(tail)):
                # the name first, as an adjective before its noun: one form with "Loyalist Heroes" (a
                # keyword the lexicon knows, «Лоялистов», read as such; another name in its nominative plural)
                if keyword_at([("word", tail, 0)], 0) is not None:
                    out.append((kind, tail, start + len(head) + 1))
                else:
                    out.append(("name", _plural_name(tail), start + len(head) + 1))
                out.append((kind, head, start))
                continue
        out.append((kind, value, start))
    return out


def _is_keyword_noun(word: str, keyword_at) -> bool:
    found = keyword_at([("word", word, 0)], 0)
    return found is not None and found[0] == 1


@lru_cache(maxsize=256)
def _plural_name(word: str) -> str:
    """«Лоялистов», «лоялиста», «Отступник» -> «Лоялисты», «Отступники» (capitalised); a word the
    dictionary cannot inflect stays as written, capitalised."""
    from heresy_app.abilities.names import morph

    parses = [p for p in morph().parse(word) if p.tag.POS == "NOUN"]
    form = parses[0].inflect({"nomn", "plur"}) if parses else None
    name = form.word.replace("ё", "е") if form is not None else word
    return name[:1].upper() + name[1:]


# ------------------------------------------------------------------ whose: "one of his ships", "its controller"
# Cards speak to their player as "you"; a "his" / «его» that says whose cards are chosen ("lock one of his ships",
# «поверни один из его кораблей») is the opponent's, when the opponent is the only player the ability has named
# (no "each player", "a player", "the player who ..." in it: there "his" is that player's, and stays as it is).
# "Its controller" / «его владелец» is the player whose card the ability named before it, when every card named
# before it is of one side ("Lock target enemy Vehicle. Its controller draws 1 card." is the opponent); a card of
# either player ("When a unit in this sector is destroyed, its owner ...") is left as written (refused).
_HIS = {"en": frozenset({"his", "her", "their"}), "ru": frozenset({"он"})}
_OF = {"en": frozenset({"of"}), "ru": frozenset({"из"})}
_OPPONENT = {"en": frozenset({"opponent", "he", "she"}), "ru": frozenset({"противник"})}
_PLAYER = {"en": frozenset({"player"}), "ru": frozenset({"игрок"})}
_DESC_START = {"en": frozenset({"unit", "asset", "ship", "card", "ready", "locked", "charging", "flagged", "flagless",
                                "other", "own"}),
               "ru": frozenset({"отряд", "актив", "корабль", "карта", "готовый", "повернутый", "наступающий",
                                "бесфлаговый", "флаговый", "другой"})}
_HOLDER = {"en": frozenset({"controller", "owner"}), "ru": frozenset({"владелец", "контролер"})}
_ITS = {"en": frozenset({"its", "their"}), "ru": frozenset({"он"})}
_ENEMY_WORDS = {"en": frozenset({"enemy", "opponent"}), "ru": frozenset({"противник", "противника", "вражеский"})}
_OWN_WORDS = {"en": frozenset({"your", "friendly"}), "ru": frozenset({"твой", "свой"})}


def _is(w, lang, table) -> bool:
    return w.kind in ("word", "unknown") and w.lemma in table[lang]


def whose(words: list, lang: str) -> list:
    """``words`` with "of his <cards>" / «из его <карт>» read as the opponent's, and "its controller" / «его
    владелец» as the player whose card was named, where the ability leaves no doubt (see above)."""
    from heresy_app.abilities.tokens import Word

    if any(_is(w, lang, _PLAYER) for w in words):
        return words
    out: list = []
    n = len(words)
    skip = -1
    for i, w in enumerate(words):
        if i == skip:
            continue
        nxt = words[i + 1] if i + 1 < n else None
        if (_is(w, lang, _HIS) and out and _is(out[-1], lang, _OF) and nxt is not None
                and (nxt.kind == "KW" or _is(nxt, lang, _DESC_START)) and _opponent_before(out, lang)):
            if lang == "en":
                out += [Word("word", "your", w.text, w.start), Word("word", "opponent", w.text, w.start),
                        Word("'s", "'s", "", w.start)]
            else:
                out.append(Word("word", "вражеский", w.text, w.start))
            continue
        if (lang == "en" and w.kind == "word" and w.lemma == "own" and out and out[-1].kind == "'s"
                and len(out) >= 2 and out[-2].lemma == "opponent" and out[-2].text == out[-1].text == ""):
            continue   # "one of his own units": his (the opponent's) own
        if (_is(w, lang, _ITS) and nxt is not None and _is(nxt, lang, _HOLDER)
                and (i + 2 >= n or words[i + 2].kind != "'s")
                and (lang == "en" or nxt.text.lower().replace("ё", "е") in _HOLDER["ru"])):   # the subject: «владелец», not «владельца»
            side = _side_named(out, lang)
            if side is not None:
                player = ({"enemy": ["your", "opponent"], "own": ["you"]} if lang == "en"
                          else {"enemy": ["противник"], "own": ["ты"]})[side]
                out += [Word("word", p, w.text, w.start) for p in player]
                skip = i + 1
                continue
        out.append(w)
    return out


def _opponent_before(before: list, lang: str) -> bool:
    """Is the opponent named before, in an earlier clause (in the same clause he is the one whose "his" it is:
    "Your opponent destroys one of his units", which the grammar reads as it is)?"""
    for w in reversed(before):
        if w.kind in (",", ".", ":", ";"):
            return any(_is(x, lang, _OPPONENT) for x in before)
        if _is(w, lang, _OPPONENT):
            return False
    return False


def _side_named(before: list, lang: str) -> str | None:
    """"enemy" / "own": the side of every card or player the words name, or None (none, or both)."""
    sides = set()
    for j, w in enumerate(before):
        if _is(w, lang, _ENEMY_WORDS):
            sides.add("enemy")
        elif _is(w, lang, _OWN_WORDS) and not (j + 1 < len(before) and _is(before[j + 1], lang, _OPPONENT)):
            sides.add("own")
    return sides.pop() if len(sides) == 1 else None
