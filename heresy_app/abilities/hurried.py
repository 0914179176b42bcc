"""Hurried and elliptical typing, read as the full text (issue 24, g17a: "your own cards, as printed").

Players typing their own cards into the program cut words short and leave out what the card makes
obvious. Two parts read that, each a general mechanism over the words (:mod:`tokens`), not a list of
sentences:

* :func:`expand` (before the words are made): a word cut short, with a dot or without ("огн." for
  «огневой», "kажд." «каждый», "arm"/"armr" armor, "cmd" command, "firep." firepower, "ea." each) is
  read as the one word of :data:`TARGETS` it stands for: the word is the beginning of that word, or its
  consonants in order ("cmd", "armr", "spd"). Only the words a card's numbers and nouns are made of are
  targets (stats, kinds of card, keywords, quantifiers, players, states), so a typo is not read as some
  verb. A short word that could stand for two of them ("def": defending or defender?) is left as
  written and the text is refused naming both (:func:`ambiguous`). The dot after a word cut short is
  no full stop when the text goes on in lower case («+1 к огн. мощи», "+2 firep. vs. Vehicles").
* :func:`rewrite` (after): what is left out, put back where only one reading exists:

  - a cost with no object, in an ability's head: "lock:", "lock this:", «поверни:», «поверни этот:»,
    «поверни корабль:» lock this card (whatever its kind: the cost is always the card's own);
  - a trigger with no subject: "R when destroyed:", «Р когда уничтожен:»: when this card is;
  - a count of cards with no noun: "draw 2", "discard 1", «возьми 2», «сбрось 1» (then, at a break);
  - "this" / «этот» with no noun ("ready this", "lock this:"): this card;
  - a threshold written "3+" after a stat ("units w/ speed 3+"): 3 or more;
  - a bonus given "to" its cards ("+1 AR to ur infantry when blocking", «+1 Б твоей пехоте»,
    «+1 ОМ 1 отряду»): those cards get the bonus.

Each new word keeps the place of the one it stands for, so an error still points at the printed text.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from heresy_app.abilities.lexicon import INSTRUMENTAL_RU, KEYWORDS, plural_en
from heresy_app.cards.model import fold

__all__ = ["expand", "ambiguous", "rewrite", "TARGETS"]

# ------------------------------------------------------------------ words cut short
_EN_TARGETS = (
    "firepower assault speed armor unit asset ship card tactic sector battle command hand deck fleet "
    "opponent enemy each another other any all your until with without versus additional number damage "
    "blocking attacking defending charging shooting assaulting destroyed locked ready flagged flagless "
    "defender attacker preparation unlimited"
).split()
# Russian: (a form players shorten, the word read for it); the lemma table reads the word in any form
_RU_TARGETS = (
    "огневой мощь броня скорость штурм отряд актив ресурс корабль карта тактика сектор сражение колода "
    "флот каждый другой любой остальной противник твой свой против больше меньше дополнительный "
    "повернутый готовый блокирующий атакующий наступающий защищающийся уничтоженный заблокированный "
    "повреждение подготовка неограниченный уникальный максимум"
).split()
# words players type that are no beginning of the word they mean
_FIXED = {"en": {"uniq": "unique", "til": "until", "till": "until", "yr": "your", "ea": "each", "thru": "through"},
          "ru": {"тк": "так", "др": "другой", "уник": "уникальный"}}


def _targets(lang: str) -> dict[str, str]:
    """Per language, the full word -> what it is one of (a keyword's words are one word each)."""
    out: dict[str, str] = {}
    if lang == "en":
        for w in _EN_TARGETS:
            out[w] = w
        for k in KEYWORDS:
            if " " not in k.en and "-" not in k.en:
                out[fold(k.en)] = k.en
                out[fold(plural_en(k))] = k.en
    else:
        for w in _RU_TARGETS:
            out[w] = {"ресурс": "актив"}.get(w, w)
        for k in KEYWORDS:
            for text in (k.ru, k.ru_gen, INSTRUMENTAL_RU[k.en]):
                for n, part in enumerate(fold(text).replace("-", " ").split()):
                    if len(part) > 3:
                        out.setdefault(part, f"{k.en}#{n}")
    return out


TARGETS = {"en": _targets("en"), "ru": _targets("ru")}
"""Per language, the full words a word cut short may stand for, and what each is one of."""

_VOWELS = frozenset("aeiouyаеёиоуыэюяй")


def _skeleton_of(short: str, word: str) -> bool:
    """Is ``short`` the word's letters in order, its first letter first, with some vowels left out
    ("cmd" command, "armr" armor, "spd" speed)?"""
    if short[0] != word[0] or len(short) < 3:
        return False
    it = iter(word[1:])
    return all(c in it for c in short[1:])


def candidates(word: str, lang: str, dotted: bool) -> list[str]:
    """The full words ``word`` may be cut short from, one per thing they are (``[]``: none)."""
    w = fold(word)
    if w in _FIXED[lang]:
        return [_FIXED[lang][w]]
    if len(w) < (2 if dotted else 3) or not w.isalpha():
        return []
    found: dict[str, str] = {}
    for full, what in TARGETS[lang].items():
        if full != w and full.startswith(w):
            found.setdefault(what, full)
    if not found and len(w) >= 3 and any(c not in _VOWELS for c in w[1:]):
        for full, what in TARGETS[lang].items():
            if full != w and _skeleton_of(w, full):
                found.setdefault(what, full)
        ending = {what: full for what, full in found.items() if full[-1] == w[-1]}
        if ending:   # the letters end where the word does: "asslt" assault, not assaulting
            found = ending
    return sorted(found.values(), key=lambda f: (len(f), f))


# g18c s18: the verbs a word cut short may stand for where a verb goes («уничт. этот корабль:», "нельзя исп."):
# the imperative at the start of an effect or a cost, the infinitive after "cannot" / «нельзя», «не может»
_IMPERATIVES = {"en": ("destroy", "discard", "infiltrate", "return", "ready", "lock", "draw", "reveal", "search",
                       "shuffle"),
                "ru": ("уничтожь", "поверни", "разверни", "сбрось", "возьми", "внедри", "верни", "перебрось",
                       "используй", "покажи")}
_INFINITIVES = {"en": _IMPERATIVES["en"] + ("use", "block", "charge", "assault", "shoot"),
                "ru": ("уничтожить", "повернуть", "развернуть", "сбросить", "внедрить", "использовать",
                       "блокировать", "наступать", "штурмовать", "стрелять")}
_VERB_STARTS = frozenset({":", "-", ".", ";", "и", "затем", "and", "then"})
_CANNOT = frozenset({"нельзя", "может", "могут", "cannot", "cant", "can't"})


def _verb_cut(value: str, lang: str, out: list) -> list[str]:
    """The one verb a word cut short stands for where a verb goes (see above), else []."""
    w = fold(value)
    if len(w) < 3 or not w.isalpha():
        return []
    before = fold(out[-1][1]) if out else ""
    if not out or before in _VERB_STARTS or before in _KIND_LETTERS:
        verbs = _IMPERATIVES[lang]
    elif before in _CANNOT:
        verbs = _INFINITIVES[lang]
    else:
        return []
    found = [v for v in verbs if v.startswith(w) and v != w]
    return found if len(found) == 1 else []


_AMBIGUOUS: dict[tuple[str, str], list[str]] = {}


def ambiguous(word: str, lang: str) -> list[str] | None:
    """The full words a word left as written could stand for, when there are two or more (a text
    with it is refused naming them); else None."""
    return _AMBIGUOUS.get((fold(word), lang))


# the endings of a Russian word written whole (a word cut short ends before them: «огн», «кажд», «прыжк»)
_INFLECTED_RU = re.compile(r"(ым|ом|ем|ой|ей|ая|яя|ое|ее|ые|ие|ых|их|ого|его|ому|ему|ую|юю|ами|ями|ах|ях|ов|ев|ам|ям"
                           r"|[аяоеиыуюьй])$")

# what the opponent has: «противн.» after one is «противника»
_OWNED_RU = frozenset({"отряд", "актив", "корабль", "карта", "рука", "колода", "сброс", "флот", "бросок", "тест",
                       # g20d: any card or thing of his, and the prepositions that take him in the genitive
                       "тактика", "событие", "модификатор", "герой", "титан", "техника", "пехота", "ресурс",
                       "ход", "сектор", "флаг", "у", "от", "для", "после", "без", "из"})

# the words that go on a sentence: a full stop before them is an abbreviation's dot
_GOES_ON = {"en": frozenset({"and", "or", "vs", "versus", "per", "to", "of"}),
            "ru": frozenset({"и", "или", "против", "vs", "мощи", "мощь", "мощью"})}
# g20d: words that are a sentence of their own ("unlim.", «неогранич.»): the dot before them ends a sentence
_OWN_SENTENCE = ("unlimited", "неограниченный", "неограниченная", "неограниченное")
# lemmas a word cut short may be read as by the lemma table already («кажд» каждый)
_CUT_LEMMAS = frozenset({"каждый", "другой", "любой", "остальной", "огневой", "дополнительный", "скорость",
                         "броня", "each", "another", "other", "additional"})


def _forms(full: str, lang: str) -> list[str]:
    """Every full word that is the same thing as ``full`` (a keyword's word in each of its cases)."""
    what = TARGETS[lang][full]
    return [f for f, w in TARGETS[lang].items() if w == what]


def expand(raw: list, lang: str, known: Callable[[int], bool], lemma_of: Callable[[str], str],
           keyword_at: Callable[[list, int], bool] = lambda raw, i: False) -> list:
    """The scanned words (``(kind, value, start)``) with each word cut short replaced by the word it
    stands for, and the dot after a word cut short dropped where the sentence goes on. ``known(i)``:
    the grammar reads word ``i`` as it is; ``lemma_of(value)``: its lemma; ``keyword_at(raw, i)``: a
    keyword begins at word ``i`` (a keyword's word cut short is given the case the next words are in)."""
    raw = list(raw)
    out = []
    n = len(raw)
    for i, (kind, value, start) in enumerate(raw):
        if kind == "punct" and value == "." and out and out[-1][0] == "word" and i + 1 < n:
            nxt_kind, nxt, _ = raw[i + 1]
            cut = out[-1][3] if len(out[-1]) > 3 else False
            own = nxt_kind == "word" and len(nxt) >= 4 and any(f.startswith(fold(nxt)) for f in _OWN_SENTENCE)
            if (nxt_kind == "word" and not own and (fold(nxt) in _GOES_ON[lang] or cut and nxt[:1].islower())
                    or cut and nxt_kind == "int"):
                continue    # "огн. мощи", "firep. vs. Vehicles", «штурм. и»
        if kind != "word":
            out.append((kind, value, start))
            continue
        dotted = i + 1 < n and raw[i + 1][:2] == ("punct", ".")
        w = fold(value)
        if known(i):
            lemma = lemma_of(value)
            cut = lemma != w and lemma in _CUT_LEMMAS and lemma.startswith(w)
            out.append((kind, value, start, cut))
            continue
        if value[:1].isupper() and not value.isupper() and w not in _FIXED[lang]:
            out.append((kind, value, start))   # a capitalised word: a name («Железный Легион.»), not cut short
            continue
        if lang == "ru" and _INFLECTED_RU.search(w):
            out.append((kind, value, start))   # «прыжковым»: a word in one of its forms, not cut short
            continue
        found = _verb_cut(value, lang, out) or candidates(value, lang, dotted)
        if found == ["противник"] and out and out[-1][0] == "word" and lemma_of(out[-1][1]) in _OWNED_RU:
            found = ["противника"]   # «отряд противн.»: the enemy's, after what is his
        if len(found) == 1 and "#" in TARGETS[lang].get(found[0], ""):
            # «прыжк. ранцев»: the keyword's word in the case that makes a keyword with the next words
            after = [j for j in range(i + 1, n) if raw[j][:2] != ("punct", ".")][:3]
            rest = [raw[j] for j in after]
            found = [next((f for f in _forms(found[0], lang) if keyword_at([(kind, f, start), *rest], 0)),
                          found[0])]
        if len(found) == 1:
            raw[i] = (kind, found[0], start)
            out.append((kind, found[0], start, True))
        else:
            if len(found) > 1:
                _AMBIGUOUS[(w, lang)] = found
            out.append((kind, value, start))
    return [t[:3] for t in out]


# ------------------------------------------------------------------ what is left out
_KIND_LETTERS = frozenset({"wa", "t", "r", "m", "a", "e", "ва", "т", "р", "м", "ш", "с"})
_LOCK = {"en": frozenset({"lock"}), "ru": frozenset({"повернуть"})}
_THIS_NEUTER = {"en": frozenset(), "ru": frozenset({"это"})}   # g18c s18: «поверни это»: this card
# g18c s18: the verbs of a cost paid with the card itself ("lock this -", «уничтожь это:»)
_COST_VERBS = {"en": frozenset({"lock", "destroy", "discard", "return"}),
               "ru": frozenset({"повернуть", "уничтожить", "сбросить", "вернуть"})}
# the verb as a cost says it (not "when it locks", «поворачивается»)
_LOCK_SAID = {"en": frozenset({"lock"}), "ru": frozenset({"поверни", "поверните", "повернуть"})}
_THIS = {"en": "this", "ru": "этот"}
_CARD = {"en": "card", "ru": "карта"}
_CARD_NOUNS = {"en": frozenset({"unit", "asset", "ship", "card"}),
               "ru": frozenset({"отряд", "актив", "корабль", "карта"})}
_WHEN = {"en": "when", "ru": "когда"}
_BE = {"en": "be", "ru": None}
_DONE_TO = {"en": frozenset({"destroyed", "blocked", "locked", "assaulted", "attacked", "shot", "damaged",
                             "readied", "infiltrated"}),
            "ru": frozenset({"уничтоженный", "заблокированный", "повернутый", "атакованный", "внедренный",
                             "развернутый", "уничтожен", "внедрен"})}
_COUNTED = {"en": frozenset({"draw", "discard"}), "ru": frozenset({"взять", "сбросить"})}
_BREAK_WORDS = {"en": frozenset({"then", "and"}), "ru": frozenset({"затем", "потом", "и"})}
_BREAKS = frozenset({".", ",", ";", ":", ")"})
_STATS = {"en": frozenset({"firepower", "assault", "speed", "armor"}),
          "ru": frozenset({"ом", "ш", "б", "ск", "мощь", "броня", "скорость", "штурм"})}
_OR_MORE = {"en": ("or", "more"), "ru": ("или", "больше")}
_TO = {"en": "to", "ru": None}
_GET = {"en": "get", "ru": "получить"}
# words that end the cards a bonus is given to ("+1 AR to ur infantry | when blocking")
_AFTER_CARDS = {"en": frozenset({"when", "while", "if", "until", "versus", "per", "for", "during", "as", "and"}),
                "ru": frozenset({"когда", "пока", "если", "до", "против", "за", "при", "в", "и", "во", "на"})}
# words a description of cards begins with in Russian (a bonus given to them, in the dative)
_CARDS_BEGIN_RU = frozenset({"твой", "свой", "любой", "каждый", "все", "этот", "другой", "вражеский",
                             "отряд", "актив", "корабль", "блокирующий", "атакующий", "наступающий"})


def _word(w, lang, lemma, like):
    """A word put back: ``lemma``, at the place of ``like``."""
    return type(like)("word", lemma, like.text, like.start)


def _is(w, lemmas) -> bool:
    return w is not None and w.kind == "word" and w.lemma in lemmas


_PER = {"en": "per", "ru": None}
_MAX_CUT = {"en": {}, "ru": {"макс": "максимум"}}
_FOR = {"en": "for", "ru": "за"}
_EACH = {"en": "each", "ru": "каждый"}
_UNTIL = {"en": frozenset({"until"}), "ru": frozenset({"до"})}
_END = {"en": "end", "ru": "конец"}
_WA = {"en": "wa", "ru": "ва"}
_WHILE = {"en": None, "ru": "пока"}
_STATES_RU = frozenset({"блокировать", "наступать", "защищаться"})
_UNIT_NOUNS = {"en": frozenset({"unit", "asset", "ship"}), "ru": frozenset()}


def rewrite(words: list, lang: str) -> list:
    """The words with what hurried typing leaves out put back (see the module's doc)."""
    words = _bonus_to(words, lang)
    out: list = []
    head = False
    n = len(words)
    for i, w in enumerate(words):
        if w is None:   # a word read with the one before it ("opp's" enemy)
            continue
        nxt = words[i + 1] if i + 1 < n else None
        after = words[i + 2] if i + 2 < n else None
        if w.kind == "word" and w.lemma in _KIND_LETTERS and (not out or out[-1].kind == "."):
            head = True
        elif w.kind == ":":
            head = False
        # g18c s18: «(макс 2)», "(max 2)": at most
        if w.kind == "word" and w.lemma in _MAX_CUT[lang] and out and out[-1].kind == "(":
            out.append(_word(w, lang, _MAX_CUT[lang][w.lemma], w))
            continue
        # "per each of": for each of
        if _PER[lang] and _is(w, {_PER[lang]}) and _is(nxt, {_EACH[lang]}):
            out.append(_word(w, lang, _FOR[lang], w))
            continue
        # "opp's units", "1 opp unit": the enemy's
        if lang == "en" and _is(w, {"opponent"}) and (not out or not _is(out[-1], {"your", "the", "their"})):
            if nxt is not None and nxt.kind == "'s" and _is(after, _UNIT_NOUNS[lang]):
                out.append(_word(w, lang, "enemy", w))
                words[i + 1] = None
                continue
            if _is(nxt, _UNIT_NOUNS[lang]):
                out.append(_word(w, lang, "enemy", w))
                continue
        # "until end of WA": until the end of the war action
        if lang == "en" and _is(w, {_WA[lang]}) and len(out) >= 2 and _is(out[-1], {"of"}) and _is(out[-2], {"end"}):
            out += [_word(w, lang, x, w) for x in ("war", "action")]
            continue
        # a bonus with no cards named after an ability's colon: this card's ("R when blocked: +2 AS till end of WA")
        if w.kind in ("+", "-") and out and out[-1].kind == ":":
            end = _bonus_end(words, i, lang)
            if end > i and (end == n or words[end].kind in (".", ";") or _is(words[end], _UNTIL[lang])):
                out += [_word(w, lang, _THIS[lang], w), _word(w, lang, _CARD[lang], w), _word(w, lang, _GET[lang], w)]
        # «когда блокирует» after a change, with no one named: while it blocks
        if (_WHILE[lang] and not head and _is(w, {_WHEN[lang]}) and _is(nxt, _STATES_RU)
                and (after is None or after.kind in _BREAKS)):
            out.append(_word(w, lang, _WHILE[lang], w))
            continue
        # "lock:", «поверни корабль:» in a head: this card
        if (head and _is(w, _LOCK[lang]) and fold(w.text) in _LOCK_SAID[lang]
                and out and (out[-1].kind in (",", ")") or out[-1].lemma in _KIND_LETTERS)):
            out.append(w)
            if nxt is None or nxt.kind in (":", ",", "(", "-"):
                out += [_word(w, lang, _THIS[lang], w), _word(w, lang, _CARD[lang], w)]
            elif _is(nxt, _CARD_NOUNS[lang]) and (after is None or after.kind in (":", ",", "(")):
                out.append(_word(w, lang, _THIS[lang], nxt))
            continue
        # g18c s18: "lock this -", «поверни это -», «поверни это:» in a head (the dash is its colon): this card
        if (head and out and out[-1].kind == "word" and out[-1].lemma in _COST_VERBS[lang]
                and (w.lemma == _THIS[lang] or fold(w.text) in _THIS_NEUTER[lang])
                and nxt is not None and nxt.kind in ("-", ":", ",")):
            out += [_word(w, lang, _THIS[lang], w), _word(w, lang, _CARD[lang], w)]
            continue
        # "this" with no noun ("ready this", "when this is destroyed"): this card
        if (w.kind == "word" and w.lemma == _THIS[lang] and (lang == "en" or fold(w.text) in ("этот", "эту", "эта"))
                and (nxt is None or nxt.kind in _BREAKS or nxt.kind == "(" or _is(nxt, _VERBS_AFTER_THIS[lang]))):
            out += [w, _word(w, lang, _CARD[lang], w)]
            continue
        # "when destroyed": when this card is destroyed
        if (w.kind == "word" and w.lemma == _WHEN[lang] and _is(nxt, _DONE_TO[lang])
                and (after is None or after.kind in (":", ",", "(") or _is(after, {"by"}))):   # not «когда уничтожен корабль»
            out += [w, _word(w, lang, _THIS[lang], nxt), _word(w, lang, _CARD[lang], nxt)]
            if _BE[lang]:
                out.append(_word(w, lang, _BE[lang], nxt))
            continue
        # «когда блокируют:», «когда штурмуют:» (said of no one): when this card is
        if (lang == "ru" and w.kind == "word" and w.lemma == _WHEN[lang] and _is(nxt, _DONE_TO_THEY)
                and after is not None and after.kind in (":", ",")):
            out += [w, _word(w, lang, _THIS[lang], nxt), _word(w, lang, _CARD[lang], nxt)]
            continue
        # "in the sector", «в секторе» (no other sector named before): this sector
        if (_is(w, {_IN[lang]}) and _sector_said(words, i, lang) and not _other_sector(out, lang)):
            out += [w, _word(w, lang, _THIS[lang], w)]
            if lang == "en":
                words[i + 1] = None   # "the"
            continue
        # "Cannot block. +2 ...", «не может блокировать.»: a sentence of a card's own that names no one
        said = after if lang == "ru" else nxt   # the verb after "cannot" / «не может»
        if (not head and (not out or out[-1].kind in (".", ";"))
                and (_is(w, {"cannot"}) or lang == "ru" and _is(w, {"не"}) and _is(nxt, {"мочь"}))
                and _is(said, _CARD_CANNOT[lang])):
            out += [_word(w, lang, _THIS[lang], w), _word(w, lang, _CARD[lang], w), w]
            continue
        # «отряды с прыжк. ранцем», "units with a Jump Pack": units of the keyword
        if _is(w, _UNIT_NOUN[lang]):
            j = i + 1
            if _is(words[j] if j < n else None, _WITH[lang]):
                j += 1
                if lang == "en" and _is(words[j] if j < n else None, {"a", "an"}):
                    j += 1
                if j < n and words[j] is not None and words[j].kind == "KW" and (
                        j + 1 >= n or words[j + 1] is None or words[j + 1].kind != "KW"):
                    kw = words[j]
                    out += [w, kw] if lang == "ru" else [kw, w]
                    for k in range(i + 1, j + 1):
                        words[k] = None
                    continue
        # "draw 2", «сбрось 1»: cards
        if (w.kind == "INT" and out and _is(out[-1], _COUNTED[lang])
                and (nxt is None or nxt.kind in _BREAKS or _is(nxt, _BREAK_WORDS[lang]))):
            out += [w, _word(w, lang, _CARD[lang], w)]
            continue
        # "speed 3+": 3 or more
        if (w.kind == "+" and out and out[-1].kind == "INT" and len(out) >= 2 and _is(out[-2], _STATS[lang])
                and (nxt is None or nxt.kind not in ("INT", "XVAR", "D6"))):
            out += [_word(w, lang, x, w) for x in _OR_MORE[lang]]
            continue
        out.append(w)
    return out


# what a card's own sentence with no subject says it cannot do ("Cannot block.", «Не может быть заблокирован»)
_CARD_CANNOT = {"en": frozenset({"block", "shoot", "assault", "charge", "overrun", "retreat", "move"}),
                "ru": frozenset({"блокировать", "стрелять", "штурмовать", "наступать", "идти", "быть"})}
_UNIT_NOUN = {"en": frozenset({"unit"}), "ru": frozenset({"отряд"})}
_WITH = {"en": frozenset({"with"}), "ru": frozenset({"с"})}
_VERBS_AFTER_THIS = {"en": frozenset({"be", "get", "cannot", "can", "may", "have"}),
                     "ru": frozenset({"получить"})}
_DONE_TO_THEY = frozenset({"блокируют", "штурмуют", "атакуют"})
_IN = {"en": "in", "ru": "в"}
# after "the sector": what says which sector it is ("the sector of your choice", "the sector you chose")
_SAYS_WHICH = {"en": frozenset({"of", "where", "that", "which", "you", "it", "they", "he", "she", "chosen", "with"}),
               "ru": frozenset({"который", "где", "с", "по", "противника"})}


def _sector_said(words: list, i: int, lang: str) -> bool:
    """Is ``in the sector`` / «в секторе» at ``i`` said with nothing telling which sector?"""
    j = i + 1
    if lang == "en":
        if not _is(words[j] if j < len(words) else None, {"the"}):
            return False
        j += 1
    if not (j < len(words) and _is(words[j], {_SECTOR[lang]})):
        return False
    nxt = words[j + 1] if j + 1 < len(words) else None
    return nxt is None or nxt.kind in (".", ",", ";", ":", "+", "-") or (
        nxt.kind == "word" and nxt.lemma not in _SAYS_WHICH[lang])


_SECTOR = {"en": "sector", "ru": "сектор"}


def _other_sector(out: list, lang: str) -> bool:
    """Was a sector named before that is not this one ("move it to another sector. ... in the sector")?"""
    return any(_is(w, {_SECTOR[lang]}) and (k == 0 or not _is(out[k - 1], {_THIS[lang]}))
               for k, w in enumerate(out))


def _bonus_end(words: list, i: int, lang: str) -> int:
    """The end of a list of stat changes starting at ``i`` ("+1 AR", "+1 к броне и +1 Ш"), or ``i``."""
    j = i
    n = len(words)
    while j + 1 < n and words[j].kind in ("+", "-") and words[j + 1].kind in ("INT", "XVAR"):
        k = j + 2
        if lang == "ru" and k < n and _is(words[k], {"к"}):
            k += 1
        if k < n and _is(words[k], _STATS[lang]):
            k += 1
            if lang == "ru" and k < n and _is(words[k], {"мощь"}) and words[k - 1].lemma == "огневой":
                k += 1
        elif lang == "ru" and k < n and _is(words[k], {"огневой"}) and k + 1 < n and _is(words[k + 1], {"мощь"}):
            k += 2
        else:
            break
        j = k
        if j + 1 < n and _is(words[j], {_AND_OF[lang]}) and words[j + 1].kind in ("+", "-"):
            j += 1
    if j > i and words[j - 1].kind == "word" and words[j - 1].lemma == _AND_OF[lang]:
        j -= 1
    return j


_AND_OF = {"en": "and", "ru": "и"}
_COLLECTIVE_RU = ("пехот", "техник", "артиллери")


def _bonus_to(words: list, lang: str) -> list:
    """"+1 AR to ur infantry when blocking" / «+1 Б твоей пехоте когда блокирует»: the cards named after
    the bonus, at the start of a sentence or an ability's effect, get it."""
    out: list = []
    i = 0
    n = len(words)
    while i < n:
        w = words[i]
        starts = not out or out[-1].kind in (".", ":", ";")
        if starts and w.kind in ("+", "-"):
            end = _bonus_end(words, i, lang)
            if end > i:
                j = end
                if lang == "en":
                    ok = j < n and _is(words[j], {"to"})
                    j += 1 if ok else 0
                else:
                    ok = j < n and (words[j].kind in ("INT", "KW") or _is(words[j], _CARDS_BEGIN_RU))
                if ok:
                    k = j
                    while k < n and words[k].kind not in (".", ";", ":", ",") and not _is(words[k], _AFTER_CARDS[lang]):
                        k += 1
                    if k > j:
                        cards = words[j:k]
                        if lang == "en" and cards[-1].kind == "KW" and not any(c.kind == "INT" for c in cards):
                            # "to ur infantry": the keyword's units, all of them
                            cards = cards + [type(w)("word", "unit", cards[-1].text, cards[-1].start, True)]
                        if lang == "ru" and not any(c.kind == "INT" for c in cards):
                            # «твоей пехоте»: a collective noun in the dative names all such units
                            cards = [type(c)(c.kind, c.lemma, c.text, c.start, True)
                                     if c.kind == "KW" and fold(c.text).startswith(_COLLECTIVE_RU) else c
                                     for c in cards]
                        out += cards + [_word(w, lang, _GET[lang], words[j])] + words[i:end]
                        i = k
                        continue
        out.append(w)
        i += 1
    return out


def refusal_reason(word: str, lang: str) -> str | None:
    """The reason a text with ``word`` is refused when it is a word cut short from two or more."""
    found = ambiguous(word, lang)
    if not found:
        return None
    return f"'{word}' is short for more than one word: {', '.join(found)}"

