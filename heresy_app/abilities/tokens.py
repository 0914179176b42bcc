"""Printed text -> the words the ability grammars are written in.

The grammars (``lang_en.lark``, ``lang_ru.lark``) are written over *lemmas*: one canonical word per
word of the text, whatever its case, number, inflection or spelling ("units", "Units" -> ``unit``;
«отрядов», «отряду» -> ``отряд``; "FP" -> ``firepower``). So the grammar combines parts freely
(a quantity, an owner, a description, a place...) without listing every form of every word, and
lark's Earley parser runs over a short stream of tokens instead of characters.

:func:`tokenize` cuts a text into :class:`Word` tokens, each with its place in the original text
(for error messages) and its ``kind``:

- ``word``: a lemma of the language's vocabulary (``lemma``), or ``unknown`` when the language
  has no such word;
- ``INT`` (numbers, also written as words: "two" / «два»), ``XVAR`` (X), ``KW`` (a card keyword,
  ``lemma`` its English form; several words: "Sons of Horus" / «Сынов Хоруса»), ``QUOTED`` (a
  quoted word the lexicon does not know: ``"Psyker"`` / «Псайкер» is kept as written);
- punctuation: ``: . , ; ( ) + - = 's``.

>>> from heresy_app.abilities.language import vocabulary
>>> [w.lemma for w in tokenize("WA (5+): Destroy two enemy Vehicles.", "en", vocabulary("en"))]
['wa', '(', '5', '+', ')', ':', 'destroy', '2', 'enemy', 'Vehicle', '.']
>>> [(w.kind, w.lemma) for w in tokenize("T: Any units get +1 FP.", "en", vocabulary("en"))][2:]
[('word', 'any'), ('word', 'unit'), ('word', 'get'), ('+', '+'), ('INT', '1'), ('word', 'firepower'), ('.', '.')]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable

from heresy_app.abilities.paradigms_ru import paradigm_lemma
from heresy_app.abilities.lexicon import INSTRUMENTAL_RU, KEYWORDS, NUMBERS_EN, NUMBERS_RU, plural_en
from heresy_app.cards.model import fold

__all__ = ["Word", "tokenize", "LEMMAS", "lemma", "scan"]


@dataclass(frozen=True)
class Word:
    """One token: ``kind`` (``word``, ``unknown``, ``INT``, ``XVAR``, ``KW``, ``QUOTED`` or the
    punctuation itself), ``lemma`` (what the grammar reads), ``text`` as written, ``start`` its
    offset in the text, ``plural``: the word was written in the plural (a scope with no quantity,
    "Enemy units get ...", means all of them)."""

    kind: str
    lemma: str
    text: str
    start: int
    plural: bool = False


_PUNCT = {":": ":", ".": ".", ",": ",", ";": ";", "(": "(", ")": ")", "+": "+", "=": "=",
          "-": "-", "−": "-", "–": "-", "—": "-", "!": "."}
# words, numbers, quoted keywords, X, punctuation; an apostrophe inside a word is kept ("can't", "unit's")
_SCAN = re.compile(
    r"""(?P<quoted>"[^"\n]{1,40}"|«[^»\n]{1,40}»)
      |(?P<int>\d+)
      |(?P<word>[^\W\d_](?:[\w'’-]*\w)?)
      |(?P<punct>[:.,;()+=!\-−–—])
      |(?P<space>\s+)
      |(?P<other>.)""",
    re.VERBOSE,
)

# ------------------------------------------------------------------ English lemmas
# players' spellings and inflections -> the grammar's word (a word not listed is its own lemma,
# or its singular: "units" -> "unit", "destroys" -> "destroy")
_EN = {
    "gets": "get", "gain": "get", "gains": "get", "receive": "get", "receives": "get", "has": "have",
    "armour": "armor", "fp": "firepower", "ar": "armor", "arm": "armor", "sp": "speed", "spd": "speed",
    "vs": "versus", "against": "versus", "can't": "cannot", "cant": "cannot", "don't": "not",
    "doesn't": "not", "isn't": "not", "aren't": "not", "readies": "ready", "readied": "ready",
    "dice": "die", "another": "another", "whenever": "when", "every": "each", "whose": "whose",
    "rolls": "roll", "opponents": "opponent", "opp": "opponent", "opps": "opponent", "enemies": "enemy", "yourself": "you",
    "u": "you", "ur": "your",   # g16: players' typing ("+1 flag per psyker u control here")
    "it's": "it", "is": "be", "are": "be", "was": "be", "were": "be", "becomes": "become",
    "its": "its", "this": "this", "these": "this", "those": "that", "that": "that", "their": "their",
    "his": "their", "her": "their", "plays": "play", "played": "play", "damaged": "damage",
    "infiltrated": "infiltrated", "infiltrates": "infiltrate", "charged": "charge", "charges": "charge",
    "locked": "locked", "destroyed": "destroyed", "blocked": "blocked", "attacked": "attacked",
    "fewer": "less", "greater": "more", "less": "less", "targets": "target", "abilities": "ability",
    "sectors": "sector", "battles": "battle", "turns": "turn", "players": "player",
    "chooses": "choose", "chosen": "choose", "controls": "control", "controlled": "control",
    "looks": "look", "reveals": "reveal", "shuffles": "shuffle", "draws": "draw", "discards": "discard",
    "loses": "lose", "blocks": "block", "shoots": "shoot", "assaults": "assault", "moves": "move",
    "enters": "enter", "returns": "return", "puts": "put", "deals": "deal", "takes": "take",
    "made": "make", "makes": "make", "they": "them", "&": "and",
    "units": "unit", "cards": "card", "assets": "asset", "ships": "ship", "flags": "flag",
    "costs": "cost", "times": "time", "piles": "pile", "decks": "deck", "hands": "hand",
    "tactics": "tactic", "overruns": "overrun", "attacks": "attack",
}
# abbreviations printed on cards, read only as written in capitals ("AS" is not "as")
_EN_CAPS = {"AS": "assault", "AST": "assault", "SP": "speed", "AR": "armor", "FP": "firepower"}
_EN_LOWER_ABBREVIATIONS = {k.lower(): v for k, v in _EN_CAPS.items() if k != "AS"}
_WA_SPELLINGS = {"ВA": "ва", "BA": "ва"}   # Latin letters typed for the Cyrillic ones


def _keyword_forms_en() -> dict[tuple[str, ...], str]:
    forms: dict[tuple[str, ...], str] = {}
    for k in KEYWORDS:
        for text in {k.en, plural_en(k), k.en + "s", k.en + "es"}:
            forms[tuple(fold(text).replace("-", " - ").split())] = k.en
    return forms


def _stem_ru(word: str, short: int) -> str:
    stem = re.sub(r"[аяоеийьыуюё]+$", "", fold(word))
    return stem if len(stem) >= short else fold(word)[:short]


def _stem_pattern(stem: str) -> str:
    """A keyword word's stem as a pattern of its forms; a fleeting vowel is optional (g17a: «ранец»,
    «ранцем»)."""
    if stem.endswith("ец") and len(stem) > 4:
        return re.escape(stem[:-2]) + r"е?ц\w*$"
    return re.escape(stem) + r"\w*$"


def _keyword_forms_ru() -> list[tuple[tuple[re.Pattern, ...], str]]:
    """Each keyword as a sequence of word patterns by stem (any case, any number): «пехота»,
    «пехоты», «пехотой»; «Сыны Хоруса», «Сынов Хоруса»."""
    out = []
    for k in KEYWORDS:
        seen = set()
        texts = (k.ru, k.ru_gen, INSTRUMENTAL_RU[k.en])
        for text in texts + tuple(t.replace("-", " ") for t in texts if "-" in t):   # g16: «альфа легион»
            words = fold(text).split()
            short = 3 if len(words) > 1 else 4
            stems = tuple(_stem_ru(w, short) for w in words)
            if stems in seen:
                continue
            seen.add(stems)
            out.append((tuple(re.compile(_stem_pattern(s)) for s in stems), k.en))
    out.sort(key=lambda kv: -len(kv[0]))
    return out


_KW_EN = _keyword_forms_en()
_KW_RU = _keyword_forms_ru()
_KW_RU_BY_LETTER: dict[str, list[tuple[tuple[re.Pattern, ...], str]]] = {}
for _forms in _KW_RU:  # the same order, bucketed by the first letter of the first stem
    _KW_RU_BY_LETTER.setdefault(_forms[0][0].pattern[:1], []).append(_forms)
_KW_EN_LONGEST = max(len(k) for k in _KW_EN)

MAX_DIGITS = 6
"""The longest number read as one (a longer run of digits is refused as an unknown word)."""

LEMMAS: dict[str, list[tuple[re.Pattern, str]]] = {"en": [], "ru": []}
"""Per language, (pattern, lemma) for words whose lemma is not the word itself; Russian's are read
from :mod:`heresy_app.abilities.lemmas_ru` (stems, any case and number)."""


def _ru_table():
    if not LEMMAS["ru"]:
        from heresy_app.abilities.lemmas_ru import LEMMAS_RU

        LEMMAS["ru"] = [(re.compile("(?:" + p + r")$"), lemma) for p, lemma in LEMMAS_RU]
    return LEMMAS["ru"]


def _scan(text: str) -> Iterable[tuple[str, str, int]]:
    for m in _SCAN.finditer(text):
        kind = m.lastgroup
        if kind == "space":
            continue
        yield kind, m.group(), m.start()


scan = _scan   # g18c s18: the scanned words, for the passes over them (hurried_marks's tests)


def lemma(raw: str, lang: str, vocabulary: frozenset[str]) -> str:
    """The lemma the grammar of ``lang`` reads a written word as (g16a: for the word passes)."""
    return {"ru": _lemma_ru, "en": _lemma_en}[lang](raw, vocabulary)[0]


def _lemma_en(raw: str, vocabulary: frozenset[str]) -> tuple[str, bool]:
    """(lemma, plural) of an English word."""
    if raw in _EN_CAPS:
        return _EN_CAPS[raw], False
    w = fold(raw).replace("’", "'")
    if w in _EN_LOWER_ABBREVIATIONS:  # "fp", "sp", "ar" are no English words ("as" is: see the grammar)
        return _EN_LOWER_ABBREVIATIONS[w], False
    if w in vocabulary:
        return w, False
    if w in _EN:
        lemma = _EN[w]
        return lemma, w.endswith("s") and lemma in ("unit", "card", "asset", "ship", "flag", "enemy", "opponent")
    if w.endswith("'s") and w[:-2] in vocabulary:
        return w[:-2], False
    for cut, add in (("ies", "y"), ("es", ""), ("s", "")):
        if w.endswith(cut) and (w[: -len(cut)] + add) in vocabulary:
            return w[: -len(cut)] + add, True
    return w, False


def _lemma_ru(raw: str, vocabulary: frozenset[str]) -> tuple[str, bool]:
    w = fold(raw)
    if raw in _WA_SPELLINGS:
        return _WA_SPELLINGS[raw], False
    if w == "vs":   # g8: players type the English "vs." in Russian text too («+2 ОМ vs. пехоты»)
        return "против", False
    if w in vocabulary:
        return w, False
    lemma, plural = _lemma_ru_table(w)   # g18d s18: else any case, number, tense of a grammar word (paradigms_ru)
    return (lemma if lemma in vocabulary else paradigm_lemma(w, vocabulary) or lemma), plural


@lru_cache(maxsize=4096)
def _lemma_ru_table(w: str) -> tuple[str, bool]:
    for pattern, lemma in _ru_table():
        if pattern.match(w):
            return lemma, w.endswith(("ы", "и", "ов", "ев", "ей", "ам", "ям", "ами", "ями", "ах", "ях"))
    return w, False


def tokenize(text: str, lang: str, vocabulary: frozenset[str] = frozenset()) -> list[Word]:
    """The text as the grammar's words (see the module's doc). ``vocabulary``: the grammar's words
    (a word it knows is read as itself first)."""
    raw: list[tuple[str, str, int]] = list(_scan(text))
    if vocabulary:   # g18c s18 (issue 24): "wa-lock", "R-when", a double space for a mark (hurried_marks.py)
        from heresy_app.abilities.hurried_marks import marks

        raw = marks(raw, text, vocabulary)
    if vocabulary:   # g17a (issue 24): words cut short ("огн.", "armr", "cmd"), read as the words they stand for
        raw = _expand_cut(raw, lang, vocabulary)
    if vocabulary and lang == "ru":   # g18a (issue 24): «героев-Лоялистов» is the noun and a name (noun_words.py)
        raw = _compounds_ru(raw, vocabulary)
    out: list[Word] = []
    i = 0
    numbers = NUMBERS_RU if lang == "ru" else NUMBERS_EN
    while i < len(raw):
        kind, value, start = raw[i]
        if kind == "name":   # g18a: the name of a compound, in its nominative plural
            out.append(Word("KW", value, value, start, plural=True))
            i += 1
            continue
        if kind == "word":
            named = _name(raw, i, out, lang, vocabulary) if vocabulary else None
            if named is not None:   # g15 (issue 24): a name the lexicon does not know (names.py)
                n, name, is_plural = named
                written = text[start: raw[i + n - 1][2] + len(raw[i + n - 1][1])]
                out.append(Word("KW", name, written, start, plural=is_plural))
                i += n
                continue
            found = _keyword_at(raw, i, lang, vocabulary)
            if found is not None:
                n, keyword = found
                written = text[start: raw[i + n - 1][2] + len(raw[i + n - 1][1])]
                out.append(Word("KW", keyword, written, start, plural=_kw_plural(written, lang)))
                i += n
                continue
            w = fold(value)
            if w in ("x", "х") and value in ("X", "x", "Х", "х"):
                out.append(Word("XVAR", "x", value, start))
            elif w in numbers and w not in ("a", "an") and not (lang == "ru" and w in ("одна", "одну")
                                                                  and False):
                out.append(Word("INT", str(numbers[w]), value, start))
            elif w in ("d6", "1d6", "д6", "к6"):
                out.append(Word("D6", "d6", value, start))
            elif w in ("d", "д") and i + 1 < len(raw) and raw[i + 1][:2] == ("int", "6"):   # "d 6", as the rulebook prints it
                out.append(Word("D6", "d6", text[start: raw[i + 1][2] + 1], start))
                i += 2
                continue
            elif lang == "en" and re.search(r"\w('|’)s$|s('|’)$", value, re.IGNORECASE) and w not in ("it's",):
                base = value[:-2] if value[-2] in "'’" else value[:-1]
                lemma, plural = _lemma_en(base, vocabulary)
                out.append(Word("word" if lemma in vocabulary else "unknown", lemma, base, start, plural))
                out.append(Word("'s", "'s", value[len(base):], start + len(base)))
            else:
                lemma, plural = (_lemma_ru if lang == "ru" else _lemma_en)(value, vocabulary)
                if (lemma not in vocabulary and lang == "en" and vocabulary and _names_a_kind(raw, i, out)
                        and not _misspelt(value)):
                    # a keyword the lexicon lacks, as a new set prints them: capitalised, inside a
                    # sentence ("one enemy Dreadnought unit", "your Custodes Guard units")
                    n = 1
                    while (i + n < len(raw) and raw[i + n][0] == "word" and raw[i + n][1][:1].isupper()
                           and fold(raw[i + n][1]) not in vocabulary):
                        n += 1
                    written = text[start: raw[i + n - 1][2] + len(raw[i + n - 1][1])]
                    keyword = " ".join(written.split())
                    last = fold(raw[i + n - 1][1])
                    is_plural = n == 1 and last.endswith("s") and not last.endswith(("ss", "us", "is", "es"))
                    then = fold(raw[i + n][1]) if i + n < len(raw) and raw[i + n][0] == "word" else ""
                    if is_plural or _lemma_en(then, vocabulary)[0] in ("unit", "asset", "ship", "card"):
                        out.append(Word("KW", keyword[:-1] if is_plural else keyword, written, start,
                                        plural=is_plural or last.endswith("s")))
                        i += n
                        continue
                out.append(Word("word" if lemma in vocabulary else "unknown", lemma, value, start, plural))
        elif kind == "int":
            # "d6" typed as "1d6"/"d 6" is rare; a die is read from a word
            if len(value) > MAX_DIGITS:   # no card prints such a number: a word the grammar does not know
                out.append(Word("unknown", value, value, start))
            else:
                out.append(Word("INT", str(int(value)), value, start))
        elif kind == "quoted":
            inner = value[1:-1].strip()
            if fold(inner) in _COMMAND_LETTERS[lang] and out and out[-1].lemma in ("карта", "card"):
                # g9 (issue 24): «карту «ВА»»: a card of that command kind, the letter read as a word
                out.append(Word("word", fold(inner), value, start))
                i += 1
                continue
            keyword = _keyword_of(inner, lang)
            out.append(Word("KW" if keyword else "QUOTED", keyword or inner, value, start))
        elif kind == "punct":
            if value == "." and out and out[-1].lemma in ("versus", "против") and out[-1].text.lower() == "vs":
                i += 1      # "vs." is an abbreviation, not the end of a sentence
                continue
            out.append(Word(_PUNCT[value], _PUNCT[value], value, start))
        elif value == "&":   # players' typing: "one enemy ship & one enemy asset"
            out.append(Word("word", "и" if lang == "ru" else "and", value, start))
        else:
            out.append(Word("unknown", value, value, start))
        i += 1
    if vocabulary:   # g17b (session 17): «тест, сделанному для …»: the participle of a roll made for a card
        from heresy_app.abilities.rolled_for import rewrite as rolled_for

        out = rolled_for(out)
    if vocabulary:   # g17a s17 (issue 24): an amount said as "equal to …" is the ability's X (amount_x.py)
        from heresy_app.abilities.amount_x import rewrite as amount_x

        out = amount_x(out, lang)
        from heresy_app.abilities.halving import rewrite as halved   # "Halve its armor, rounding down"

        out = halved(out, lang)
    if vocabulary:   # ---- g18b s18 (issue 24): "any one", "# of", "your fleet", «по 2 карты» (noun_phrases.py)
        from heresy_app.abilities.noun_phrases import rewrite as noun_phrases

        out = noun_phrases(out, lang)
    # ---- g18b s18 end
    if vocabulary:   # g15b (issue 24): the player a clause leaves unsaid or names by a pronoun (players_named.py)
        from heresy_app.abilities.players_named import rewrite as players_named, rewrite_have

        out = players_named(rewrite_have(out, lang), lang)
    if vocabulary:   # g18a (issue 24): "2 or lower", "1 flag or fewer", "2+ flags", «3 и выше» (noun_words.py)
        from heresy_app.abilities.noun_words import comparisons, whose

        from heresy_app.abilities.owners import named_holder   # g19a: "the chosen unit's controller"

        from heresy_app.abilities.amount_words import comparisons as spelt, extra, shares_ru   # g17a s17

        out = whose(named_holder(comparisons(spelt(extra(shares_ru(out, lang), lang), lang), lang), lang), lang)
        from heresy_app.abilities.card_names import card_names   # g21a: "If Horus is in this sector"

        out = card_names(out, lang, text)
        from heresy_app.abilities.postnoun import rewrite as postnoun   # g16b: what follows the noun

        out = postnoun(out, lang)
    if vocabulary:   # g18d s18 (issue 24): owner among the adjectives, time before the verb (Russian words only)
        from heresy_app.abilities.free_order_ru import rewrite as free_order
        from heresy_app.abilities.phrasings_ru import rewrite as phrasings

        out = phrasings(free_order(out, lang), lang)
    out = _shorthand(out, lang, vocabulary)
    from heresy_app.abilities.bare_tests import rewrite as bare_tests   # g16: 'WA 4+:' as 'WA (4+):'

    out = bare_tests(out)
    if vocabulary:   # g18c (issue 24): stat changes and colons as players type them (hurried_stats)
        from heresy_app.abilities.hurried_stats import rewrite as typed_stats

        out = typed_stats(out, lang)
    if vocabulary:   # g17a (issue 24): what hurried typing leaves out ("lock:", "when destroyed", "draw 2")
        from heresy_app.abilities.hurried import rewrite as put_back

        out = put_back(out, lang)
    if vocabulary:   # g16 (issue 24): "the current sector", "there" after entering a sector (places.py)
        from heresy_app.abilities.places import rewrite

        out = rewrite(out, lang)
    if vocabulary:   # ---- g16a (issue 24): passives, causatives and verbal nouns as the imperative (voice)
        from heresy_app.abilities.voice import rewrite as active_voice

        out = active_voice(out, lang, vocabulary)
    # ---- g16a end
    if vocabulary:   # ---- g15a (issue 24): «нельзя / можно» + infinitive in any order (impersonal_ru)
        from heresy_app.abilities.impersonal_ru import rewrite as impersonal

        out = impersonal(out, lang)
    # ---- g15a end
    if vocabulary:   # ---- g18d (issue 24): restrictions' and additions' own words (restrict_words.py)
        from heresy_app.abilities.restrict_words import rewrite as restriction_words

        out = restriction_words(out, lang)
    # ---- g18d end
    if vocabulary:   # ---- g14a (issue 24): events said as nouns, «при уничтожении …» (event_nouns.py)
        from heresy_app.abilities.event_nouns import rewrite as event_nouns

        out = event_nouns(out, lang, vocabulary)
        from heresy_app.abilities.just_made import rewrite as just_made

        out = just_made(out, lang, vocabulary)
    # ---- g14a end
    if vocabulary:   # ---- g19b (issue 24): the event clause in every tense, voice and order (event_words.py)
        from heresy_app.abilities.event_words import rewrite as event_words

        out = event_words(out, lang, vocabulary)
    # ---- g19b end
    if vocabulary:   # ---- g13a (issue 24): words of time that change nothing played (time_words.py)
        from heresy_app.abilities.time_words import rewrite as time_words

        out = time_words(out, lang, vocabulary)
    # ---- g13a end
    if vocabulary:   # ---- g18a s18 (issue 24): "declares a charge", «ведёт стрельбу»: the verb (light_verbs.py)
        from heresy_app.abilities.light_verbs import rewrite as light_verbs

        out = light_verbs(out, lang, vocabulary)
    if lang == "ru" and vocabulary:   # g16ru (issue 24): Russian forms of what the grammar reads (gaps_ru)
        from heresy_app.abilities.gaps_ru import rewrite

        out = rewrite(out, vocabulary)
    if lang == "ru" and vocabulary:   # g15 (issue 24): the subject put first where case and number say so
        from heresy_app.abilities.order_ru import subject_first

        out = subject_first(out)
    if vocabulary:   # ---- g15a (issue 24): who may not, in the instrumental, after the passive (agents_ru)
        from heresy_app.abilities.agents_ru import rewrite as agents_after

        out = agents_after(out, lang)
    # ---- g15a end
    if vocabulary:   # ---- g18d (issue 24): restrictions read in the grammar's order ("only ... can block")
        from heresy_app.abilities.restrict_words import rewrite_late

        out = rewrite_late(out, lang)
    # ---- g18d end
    if vocabulary:   # g18e (issue 24): "This ability may be used only …" is "Use only …"; "add 2 instead": what it leaves out
        from heresy_app.abilities.instead_elided import rewrite as instead_elided
        from heresy_app.abilities.use_limits import rewrite as use_limits

        out = instead_elided(use_limits(out, lang), lang)
    if vocabulary:   # g16c (issue 24): "WA: Lock this unit, then ready …" is two effects (joins.py)
        from heresy_app.abilities.joins import later_sequel, then_after_colon

        out = later_sequel(then_after_colon(out, lang), lang)   # g17c: a closing time is the last order's
    return out


def _compounds_ru(raw, vocabulary):
    """g18a (issue 24): hyphenated noun-and-name compounds cut in two (noun_words.split_compounds_ru)."""
    from heresy_app.abilities.noun_words import split_compounds_ru

    return split_compounds_ru(raw, lambda v: _lemma_ru(v, vocabulary)[0],
                              lambda r, j: _keyword_at(r, j, "ru", frozenset()),
                              lambda v: _lemma_ru(v, vocabulary)[0] in vocabulary)


def _expand_cut(raw, lang, vocabulary):
    """g17a (issue 24): the scanned words with words cut short read as the words they stand for (hurried.py)."""
    from heresy_app.abilities.hurried import expand

    lemma_of = (lambda v: _lemma_ru(v, vocabulary)[0]) if lang == "ru" else (lambda v: _lemma_en(v, vocabulary)[0])
    numbers = NUMBERS_RU if lang == "ru" else NUMBERS_EN

    def known(i: int) -> bool:
        value = raw[i][1]
        w = fold(value).replace("’", "'")
        if (w in numbers or w in _SHORT[lang] or w in _SLASHED[lang] or w in ("x", "х", "d6", "1d6", "д6", "к6")
                or w in _COMMAND_LETTERS[lang] or w in _EN_LOWER_ABBREVIATIONS or value in _EN_CAPS):
            return True
        if lang == "en" and (w in _EN or "'" in w):
            return True
        return lemma_of(value) in vocabulary or _keyword_at(raw, i, lang, frozenset()) is not None

    return expand(raw, lang, known, lemma_of, lambda r, j: _keyword_at(r, j, lang, frozenset()) is not None)


# the command line letters a card is named by in quotes («карту «ВА»»)
_COMMAND_LETTERS = {"en": frozenset({"wa"}), "ru": frozenset({"ва"})}


# ------------------------------------------------------------------ players' shorthand
# words players type for a longer phrase the grammar reads ("units here get -1 SP"): each is read
# as the phrase, its words placed where the short word stands (an error names the short word)
_SHORT = {"en": {"here": "in this sector"}, "ru": {"здесь": "в этом секторе", "тут": "в этом секторе"}}


# g15 (issue 24): players' abbreviations with a slash ("w/ sp 1"), and the stats a change names (a change
# after one needs no "and": "+1 as +1 ar")
_SLASHED = {"en": {"w": "with", "wo": "without"}, "ru": {}}
_STAT_WORDS = {"en": frozenset({"firepower", "assault", "speed", "armor", "as"}),
               "ru": frozenset({"ом", "ш", "б", "ск", "мощь", "броня", "скорость", "штурм"})}
_AND = {"en": "and", "ru": "и"}


# g7 (issue 24): words a player's verb may follow, and what "command hand" / "must" are in each language
_COMMAND = {"en": "command", "ru": "командный"}
_HAND = {"en": "hand", "ru": "рука"}
_MUST = {"en": ("must",), "ru": ("должен", "должна", "должны")}
_PLAYER_WORDS = {"en": frozenset({"opponent", "player", "you", "he", "she"}),
                 "ru": frozenset({"противник", "игрок", "ты", "он"})}

_NOT_BEFORE_TARGET = frozenset({"the", "a", "an", "be", "'s", "its", "their", "your", "no", "new", "of", "as",
                                "cannot", "not", "that", "which"})   # g12: "cannot target", "tactics that target"


def _chooses(words: list[Word], i: int, out: list[Word]) -> bool:
    """Is "target" at ``i`` the other card games' word for a card of the player's choice ("destroy
    target enemy unit", "Target Tank gets +1 firepower")? Not "the target of", "becomes a target":
    a description follows it, and no article or verb of being stands before it."""
    nxt = words[i + 1] if i + 1 < len(words) else None
    if nxt is None or nxt.kind not in ("word", "KW") or nxt.lemma in ("of", "for", "by"):
        return False
    if len(out) >= 2 and out[-1].lemma == "of" and out[-2].lemma in _STATS_BEFORE_OF:
        return True   # g11: "swap the firepower and armor of target unit"
    return not out or out[-1].lemma not in _NOT_BEFORE_TARGET


_STATS_BEFORE_OF = frozenset({"firepower", "assault", "speed", "armor"})


def _shorthand(words: list[Word], lang: str, vocabulary: frozenset[str]) -> list[Word]:
    """Players' shorthand read as the phrase it stands for: a short word of :data:`_SHORT` the
    grammar does not know; "target" before a description, as other card games print it, is "one"
    (a card of the player's choice); a definition of X typed without the full stop before it ("destroy 1
    enemy unit x = its AR") gets its sentence break."""
    if not vocabulary:
        return words
    out: list[Word] = []
    for i, w in enumerate(words):
        nxt = words[i + 1] if i + 1 < len(words) else None
        # g7 (issue 24): the command hand is the hand (glossary): "command" before "hand" is read as the
        # hand wherever a hand fits ("into your command hand", «из своей командной руки»)
        if w.lemma == _COMMAND[lang] and nxt is not None and nxt.lemma == _HAND[lang]:
            continue
        # g7: "must" after a player says what that player does ("Your opponent must roll again",
        # «Противник должен сбросить 2 карты»): the verb after it, said of that player
        if (fold(w.text) in _MUST[lang] and out and out[-1].lemma in _PLAYER_WORDS[lang]
                and nxt is not None and nxt.kind == "word" and nxt.lemma not in ("be", "быть")):
            continue
        if lang == "en" and w.lemma == "target" and _chooses(words, i, out):
            if out and out[-1].kind in ("INT", "XVAR"):   # g10: "Lock X target enemy units": the count is said
                continue
            out.append(Word("INT", "1", w.text, w.start))   # "destroy target enemy unit": one of your choice
            continue
        # g15 (issue 24): "w/ ar 2 or less": "with"; "+1 as +1 ar": changes listed without "and"
        if w.kind == "unknown" and w.text == "/" and out and out[-1].text.lower() in _SLASHED[lang]:
            continue
        if w.kind == "unknown" and nxt is not None and nxt.text == "/" and fold(w.text) in _SLASHED[lang]:
            out += [Word(p.kind, p.lemma, w.text, w.start) for p in tokenize(_SLASHED[lang][fold(w.text)], lang,
                                                                               vocabulary)]
            continue
        if (w.kind in ("+", "-") and nxt is not None and nxt.kind in ("INT", "XVAR") and len(out) >= 3
                and out[-1].lemma in _STAT_WORDS[lang] and out[-2].kind in ("INT", "XVAR", "word")
                and any(x.kind in ("+", "-") for x in out[-4:-1])):
            out.append(Word("word", _AND[lang], "", w.start))
        long = _SHORT[lang].get(fold(w.text)) if w.kind == "unknown" else None
        if long is not None:
            out += [Word(p.kind, p.lemma, w.text, w.start, p.plural) for p in tokenize(long, lang, vocabulary)]
            continue
        if (w.kind == "XVAR" and i + 1 < len(words) and words[i + 1].kind == "=" and out
                and out[-1].kind not in (".", ":", ";", "(", ",", "-", "+")):
            out.append(Word(".", ".", "", w.start))
        out.append(w)
    return out


# Russian collective nouns: a kind of card named in the singular that means every such card as a
# subject («Техника противника получает -1 к скорости» = enemy Vehicles get -1 speed)
_COLLECTIVE_RU = ("пехота", "техника", "артиллерия")


def _kw_plural(written: str, lang: str) -> bool:
    w = fold(written.split()[0]) if lang == "ru" else fold(written)
    if lang == "ru":
        return w in _COLLECTIVE_RU or w.endswith(("ы", "и", "ов", "ев", "ей", "ия", "ами", "ями")) or (
            len(w) > 4 and w.endswith(("ам", "ям"))) or (   # g21b: the dative plural («твоим героям», «титанам»)
            len(written.split()) > 1 and w.endswith(("ые", "ие")))   # «боевые баржи»: a plural adjective first
    return w.endswith("s")


def _names_a_kind(raw, i, out) -> bool:
    """Is the unknown word at ``i`` a capitalised word inside a sentence, not its first word?"""
    value = raw[i][1]
    if not value[:1].isupper() or not out or out[-1].kind in (".", ":", ";", "-"):
        return False
    return not (len(out) == 1 and out[0].lemma in ("wa", "t", "r", "m", "a", "e"))


def _misspelt(word: str) -> bool:
    from heresy_app.abilities.names import misspelt

    return misspelt(word)


def _name(raw, i, out, lang, vocabulary):
    """g15 (issue 24): a name the lexicon does not know, starting at word ``i`` (see names.py)."""
    from heresy_app.abilities.names import name_at

    lemma_of = (lambda v: _lemma_ru(v, vocabulary)[0]) if lang == "ru" else (lambda v: _lemma_en(v, vocabulary)[0])

    def known(value: str) -> bool:
        return lemma_of(value) in vocabulary or fold(value) in _SHORT[lang] or fold(value) in _NUMBER_WORDS[lang]

    return name_at(raw, i, out, lang, known, lambda r, j: _keyword_at(r, j, lang, vocabulary), lemma_of,
                   lambda r, j: _keyword_at(r, j, lang, frozenset()))


def name_line_pieces(sentence: str, lang: str) -> list[str] | None:
    """g16 (issue 24): a sentence (without its full stop or with it) that is a keyword line of name words
    (names.line_segments): its keyword lines, one a keyword ("white scars bike" -> "white scars.",
    "bike."); None when it is no such line."""
    from heresy_app.abilities.language import vocabulary
    from heresy_app.abilities.names import line_segments

    text = sentence.strip().rstrip(".!").rstrip()
    vocab = vocabulary(lang)
    raw = list(_scan(text))
    if not raw or any(kind != "word" for kind, _, _ in raw):
        return None
    lemma_of = (lambda v: _lemma_ru(v, vocab)[0]) if lang == "ru" else (lambda v: _lemma_en(v, vocab)[0])

    def known(value: str) -> bool:
        return lemma_of(value) in vocab or fold(value) in _SHORT[lang] or fold(value) in _NUMBER_WORDS[lang]

    segments = line_segments(raw, 0, lang, known, lambda r, j: _keyword_at(r, j, lang, frozenset()), lemma_of)
    if segments is None:
        return None
    return [text[raw[a][2]: raw[b - 1][2] + len(raw[b - 1][1])] + "." for a, b, _ in segments]


_NUMBER_WORDS = {"en": frozenset(NUMBERS_EN) | {"x"}, "ru": frozenset(NUMBERS_RU) | {"x", "х"}}


def _keyword_of(text: str, lang: str) -> str | None:
    found = _keyword_at([("word", t, 0) for t in text.split()], 0, lang, frozenset())
    if found is not None and found[0] == len(text.split()):
        return found[1]
    return None


def _keyword_at(raw, i, lang, vocabulary) -> tuple[int, str] | None:
    """(how many words, English keyword) of the longest keyword starting at word ``i``."""
    if lang == "ru":
        if raw[i][0] != "word":
            return None
        # p21 (issue 24): the answer is the same for the same words (as many as the longest keyword
        # has): a keyword's forms are tried one by one, and this took a third of the time to cut a
        # Russian text into words, each word asked about several times
        key = (vocabulary, *(r[:2] for r in raw[i:i + _KW_RU_LONGEST]))
        found = _KW_RU_SEEN.get(key, _UNSEEN)
        if found is _UNSEEN:
            if len(_KW_RU_SEEN) >= 8192:
                _KW_RU_SEEN.clear()
            found = _KW_RU_SEEN[key] = _keyword_at_ru(raw, i, vocabulary)
        return found
    # the parts of the next 1, 2, … words (up to the longest keyword, or a word that is not one)
    # made once, then looked up longest first
    prefixes = []
    parts: list[str] = []
    for j in range(min(_KW_EN_LONGEST, len(raw) - i)):
        kind, value, _ = raw[i + j]
        if kind == "word":
            parts += fold(value).replace("’", "'").replace("-", " - ").split()
        elif kind == "punct" and value == "-":
            parts.append("-")
        else:
            break
        prefixes.append(tuple(parts))
    for n in range(len(prefixes), 0, -1):
        keyword = _KW_EN.get(prefixes[n - 1])
        if keyword is not None:
            if n == 1 and fold(raw[i][1]) in vocabulary:
                return None
            return n, keyword
    return None


_KW_RU_SEEN: dict = {}
"""p21: (vocabulary, the kind and text of the words from ``i``) -> :func:`_keyword_at_ru`'s answer."""
_UNSEEN = object()
_KW_RU_LONGEST = max(len(patterns) for patterns, _ in _KW_RU)


def _keyword_at_ru(raw, i, vocabulary) -> tuple[int, str] | None:
    """:func:`_keyword_at` in Russian (the word at ``i`` is a word)."""
    folded: dict[int, str] = {}     # the words from i on, folded once

    def word(j):
        if j not in folded:
            folded[j] = fold(raw[i + j][1])
        return folded[j]

    for patterns, keyword in _KW_RU_BY_LETTER.get(word(0)[:1], ()):
        n = len(patterns)
        if i + n > len(raw) or any(raw[i + j][0] != "word" for j in range(n)):
            continue
        if all(p.match(word(j)) for j, p in enumerate(patterns)):
            if n == 1 and (word(0) in vocabulary or vocabulary and _lemma_ru_table(word(0))[0] in vocabulary):
                return None   # a word of the grammar in any form (g14: «внедренному» is no «Внедрение»)
            return n, keyword
    return None

