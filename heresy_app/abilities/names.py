"""Names the lexicon does not know: a player's own factions, legions and unit types (issue 24, g15).

A new set prints keywords we have never heard of ("Titan Legion", «Легион Титанов», «Лоялисты»). The
tokenizer reads a run of words as one such name (a ``KW`` token whose lemma is the name) only where its
place shows it is a name, never an ordinary word of the grammar (a word the grammar knows is never part
of a name):

- English: capitalised words (inside: "of", "the") before a card noun ("Titan Legion units", "one enemy
  Solar Auxilia unit"), also at the start of a sentence ("Loyalist units in this sector ..."); in lower
  case only with a known keyword among them ("titan legion units here") or after a word that says whose
  or how many ("your blackshield units");
- Russian: capitalised words that are not the first of a sentence (after a card noun they are its
  genitive: «отряды Легиона Титанов», «отряд Солнечной Ауксилии»), or in lower case after a card noun
  with a known keyword among them («отряды легиона титанов»); the name is kept in the nominative
  (pymorphy3), whatever its case in the sentence: «Железного Легиона» is «Железный Легион»,
  «Лоялистов» is «Лоялисты»;
- a keyword line of its own: a sentence of name words among the keyword lines a card's text starts with
  ("Unique. Iron Legion. Counter-attack." / «Уникальный. Железный Легион. Контратака.»; g16: words the
  grammar knows, roman numerals and lower case in it too, "Command Post.", "isstvan III", see
  :func:`line_segments`).

A name a run of known keywords makes ("Sons of Horus") stays that keyword. The two languages' names of one
faction cannot be matched (we do not know them): a card's keyword matches in either language (cards
carry both), so the engine plays either text alike.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["name_at", "misspelt", "nominative_ru", "morph", "line_segments"]

# the card nouns a name stands before (English) or after (Russian)
_NOUNS = {"en": frozenset({"unit", "asset", "ship", "card"}),
          "ru": frozenset({"отряд", "актив", "корабль", "карта"})}
_CONNECTORS_EN = frozenset({"of", "the"})
_BEFORE_LOWER_EN = frozenset({"your", "enemy", "any", "all", "each", "other", "another", "friendly", "ready",
                              "locked", "of", "every"})
_MAX_WORDS = 5
_SENTENCE_ENDS = (".", ":", ";")


def _is_word(raw, j) -> bool:
    return 0 <= j < len(raw) and raw[j][0] == "word"


def _capital(value: str) -> bool:
    return value[:1].isupper()


def name_at(raw, i: int, out, lang: str, known, keyword_at, lemma_of, any_keyword_at=None):
    """(how many words, the name, plural) of a name starting at word ``i``, or None. ``known(word)``:
    does the grammar know the word (its lemma)? ``keyword_at(raw, j)``: (n, keyword) of a known keyword
    at word ``j`` or None; ``lemma_of(word)``: the grammar's lemma of a word; ``any_keyword_at``: the same,
    a keyword also where the grammar knows its word ("infiltrate", "command")."""
    if _line_start(out):   # g16: a keyword line of name words, words the grammar knows among them
        segments = line_segments(raw, i, lang, known, any_keyword_at or keyword_at, lemma_of)
        if segments is not None and len(segments) == 1 and segments[0][2] is not None:
            return segments[0][1] - i, segments[0][2], False
    if lang == "en":
        return _name_en(raw, i, out, known, keyword_at, lemma_of)
    return _name_ru(raw, i, out, known, keyword_at, lemma_of)


def _run(raw, i, known, keyword_at, capital: bool, lang: str) -> tuple[int, bool]:
    """(how many words, whether one of them is a known keyword) of the run of name words from ``i``."""
    n, has_keyword = 0, False
    while n < _MAX_WORDS and _is_word(raw, i + n):
        value = raw[i + n][1]
        found = keyword_at(raw, i + n)
        if found is not None:
            n += found[0]
            has_keyword = True
            continue
        if capital and not _capital(value):
            if lang == "en" and value in _CONNECTORS_EN and n:   # "Knights of the Iron Oath"
                k = n
                while _is_word(raw, i + k) and raw[i + k][1] in _CONNECTORS_EN:
                    k += 1
                if _is_word(raw, i + k) and _capital(raw[i + k][1]) and not known(raw[i + k][1]):
                    n = k
                    continue
            break
        if not capital and _capital(value):
            break
        if known(value) or (lang == "en" and value.lower().endswith(("ed", "ing", "ly"))):
            break
        n += 1
    return min(n, _MAX_WORDS + 2), has_keyword


def _new_name(raw, i, n, keyword_at) -> bool:
    """Is the run of ``n`` words from ``i`` something other than one known keyword or a run of them
    (nor a known keyword misspelt: "Vehicel" is refused, not read as a faction of its own)?"""
    if any(misspelt(raw[j][1]) for j in range(i, i + n)):
        return False
    j = i
    while j < i + n:
        found = keyword_at(raw, j)
        if found is None:
            return True
        j += found[0]
    return False


@lru_cache(maxsize=1)
def _keyword_words() -> frozenset[str]:
    from heresy_app.abilities.lexicon import INSTRUMENTAL_RU, KEYWORDS, plural_en
    from heresy_app.cards.model import fold

    words = set()
    for k in KEYWORDS:
        for text in (k.en, plural_en(k), k.ru, k.ru_gen, INSTRUMENTAL_RU[k.en]):
            words.update(fold(w) for w in text.replace("-", " ").split() if len(w) > 3)
    return frozenset(words)


@lru_cache(maxsize=1024)
def misspelt(word: str) -> bool:
    """Is ``word`` a known keyword's word with a letter or two wrong ("Vehicel", "Infnatry")?"""
    import difflib

    from heresy_app.cards.model import fold

    w = fold(word)
    if len(w) < 5 or w in _keyword_words() or not w.isascii():   # Russian words inflect: not told this way
        return False
    return any(k[0] == w[0] and abs(len(k) - len(w)) <= 1 and not (k.startswith(w) or w.startswith(k))
               and difflib.SequenceMatcher(None, w, k).ratio() >= 0.8 for k in _keyword_words())


def _written(raw, i, n, title: bool) -> str:
    words = [raw[j][1] for j in range(i, i + n)]
    if title:
        words = [w if w in _CONNECTORS_EN else w[:1].upper() + w[1:] for w in words]
    return " ".join(words)


def _name_en(raw, i, out, known, keyword_at, lemma_of):
    first = raw[i][1]
    capital = _capital(first)
    n, has_keyword = _run(raw, i, known, keyword_at, capital, "en")
    if n == 0 or not _new_name(raw, i, n, keyword_at):
        return None
    then = lemma_of(raw[i + n][1]) if _is_word(raw, i + n) else ""
    if then not in _NOUNS["en"]:
        # g18a (issue 24): a side or name before a known keyword used as the noun ("Loyalist Heroes", "one of
        # your Traitor Heroes", "enemy Blackshield Vehicles"): the name alone, the keyword read after it
        k = _before_keywords(raw, i, n, keyword_at)
        if k and _new_name(raw, i, k, keyword_at) and (capital or out and (out[-1].lemma in _BEFORE_LOWER_EN
                                                                            or out[-1].kind == "INT")):
            return k, _written(raw, i, k, not capital), False
        return None
    if not capital and not has_keyword and not (out and (out[-1].lemma in _BEFORE_LOWER_EN
                                                         or out[-1].kind == "INT")):
        return None
    return n, _written(raw, i, n, not capital), False


def _before_keywords(raw, i, n, keyword_at) -> int:
    """g18a: how many name words of the run of ``n`` from ``i`` stand before the known keywords that end it
    (0 when the run does not end in known keywords, or starts with one)."""
    k = 0
    while k < n and keyword_at(raw, i + k) is None:
        k += 1
    if k == 0 or k == n:
        return 0
    j = i + k
    while j < i + n:
        found = keyword_at(raw, j)
        if found is None:
            return 0
        j += found[0]
    return k


def _name_ru(raw, i, out, known, keyword_at, lemma_of):
    first = raw[i][1]
    capital = _capital(first)
    n, has_keyword = _run(raw, i, known, keyword_at, capital, "ru")
    if n == 0 or not _new_name(raw, i, n, keyword_at):
        return None
    after_noun = bool(out) and out[-1].kind == "word" and out[-1].lemma in _NOUNS["ru"]
    if capital:
        if not out or out[-1].kind in _SENTENCE_ENDS or (len(out) == 1 and out[0].kind == "word"
                                                          and len(out[0].text) <= 2):
            return None   # the first word of a sentence (after a type letter too) may be any word
    elif not (after_noun and has_keyword):
        return None
    words = [raw[j][1] for j in range(i, i + n)]
    name = nominative_ru(tuple(words), "gent" if after_noun else "nomn")
    if not capital:
        name = " ".join(w[:1].upper() + w[1:] for w in name.split())
    return n, name, False


class _Morph:
    """pymorphy3's analyser, its ``parse`` safe on any word: pymorphy3 asks unicodedata for the name of every
    letter of a word it does not know, and a letter with no name (a Tangut character, say) raises ValueError
    there, and a lone surrogate cannot be encoded for the dictionary; such a word has no parse (the fuzz test found a
    one-letter ability text crash the reader, each kind)."""

    def __init__(self, analyser):
        self._analyser = analyser

    def parse(self, word: str) -> list:
        try:
            return self._analyser.parse(word)
        except ValueError:   # each nameless letter, and each lone surrogate (no UTF-8 for the dictionary's
            import unicodedata   # look-up: UnicodeEncodeError), read as a letter no dictionary knows (ª: named, not Latin)

            return self._analyser.parse("".join(
                "ª" if (ch.isalpha() and not unicodedata.name(ch, "")) or unicodedata.category(ch) == "Cs" else ch
                for ch in word))

    def __getattr__(self, name: str):
        return getattr(self._analyser, name)


@lru_cache(maxsize=1)
def morph():
    """The pymorphy3 analyser of the ability language (loaded on first use; see :class:`_Morph`)."""
    import pymorphy3
    import pymorphy3_dicts_ru

    return _Morph(pymorphy3.MorphAnalyzer(path=pymorphy3_dicts_ru.get_path(), lang="ru"))


@lru_cache(maxsize=512)
def nominative_ru(words: tuple[str, ...], case: str) -> str:
    """A Russian name in the nominative, its number kept: the words up to its first noun agree with it
    and are put in the nominative; the words after it (its own genitive: «Легиона Титанов») stay as
    written. A word the dictionary cannot inflect stays as written."""
    analyser = morph()
    out = list(words)
    head = None
    for j, w in enumerate(words):
        parses = analyser.parse(w)
        if parses and parses[0].tag.POS == "NOUN":   # its likeliest reading a noun (not «Чёрных», «Тёмного»)
            parses = [p for p in parses if p.tag.POS == "NOUN"]
            pick = next((p for p in parses if p.tag.case == case), parses[0])
            head = (j, pick)
            break
    if head is None:
        return " ".join(words)
    j, pick = head
    number = pick.tag.number or "sing"
    for k in range(j + 1):
        parses = analyser.parse(words[k]) if k < j else [pick]
        if k < j:
            parses = [p for p in parses if p.tag.POS in ("ADJF", "PRTF") and p.tag.case == pick.tag.case
                      and p.tag.number == pick.tag.number]
            parses.sort(key=lambda p: p.tag.gender != pick.tag.gender)   # agreeing with the noun's gender
            if not parses:
                continue
        form = parses[0].inflect({"nomn", number} if number == "plur" else {"nomn", "sing"})
        if form is not None:
            out[k] = _cased(form.word.replace("ё", "е"), words[k])
    return " ".join(out)


def _cased(word: str, like: str) -> str:
    return word[:1].upper() + word[1:] if like[:1].isupper() else word


def alike_but_names(a, b) -> bool:
    """Are two forms (an English and a Russian text's) the same but for names the lexicon does not know,
    each English name standing for one Russian name throughout ("Titan Legion" / «Легион Титанов»)? A
    card carries its keywords in both languages, so either form plays the card alike. ``a``/``b``: a
    form, a tuple of forms (a line of several abilities) or None (not read: never alike)."""
    from heresy_app.abilities.lexicon import keyword_en

    pairs: dict[str, str] = {}

    def walk(x, y, key=None) -> bool:
        if isinstance(x, dict) and isinstance(y, dict):
            return x.keys() == y.keys() and all(walk(x[k], y[k], k) for k in x)
        if isinstance(x, (list, tuple)) and isinstance(y, (list, tuple)):
            return len(x) == len(y) and all(walk(p, q, key) for p, q in zip(x, y))
        if key == "keyword" and isinstance(x, str) and isinstance(y, str) and x != y:
            if keyword_en(x) is not None or keyword_en(y) is not None:
                return False
            return pairs.setdefault(x, y) == y and list(pairs.values()).count(y) == 1
        return x == y

    def dump(form):
        if isinstance(form, (list, tuple)):   # a line of several abilities
            return [dump(f) for f in form]
        return form.model_dump(mode="json") if hasattr(form, "model_dump") else form

    if a is None or b is None:
        return False
    return a == b or walk(dump(a), dump(b))


# ------------------------------------------------------------------ g16: name and trait lines
# A card's text starts with keyword lines: its faction, type and name words ("Command Post.", "Isstvan III.
# Desert.", «Командный пункт.», "white scars bike.", «уникальный реликвия»). A sentence there made only of
# name words is the card's keywords, even with words the grammar knows inside ("Command", "Assault", "Ship"),
# roman numerals, or typed in lower case:
# - English: all its words capitalised ("of", "the" inside; a roman numeral after a word), or all in lower
#   case; a word the grammar knows only where it is a noun or adjective a name may hold (never a verb, a
#   number, a pronoun, "no", "cannot"...; in lower case beside a word the grammar does not know: "trench
#   line"), a word the grammar does not know not ending as "-able" does
#   ("-ed", "-ing", "-ly" only in a capitalised name: "Sealed Hive", "Deathwing", "Supply Depot");
# - Russian: its first word capitalised and the rest as they come, or all in lower case; every word a
#   noun, an adjective or a participle (pymorphy3; no pronoun such as «твой», «этот»), a noun among them
#   (or an adjective the grammar does not know, standing for one: «Гончая»);
# - at least one word the grammar does not know (or a keyword, a roman numeral, a planet), or two
#   capitalised words ("Assault Ship"): a single word the grammar knows ("Unlimited.") keeps its meaning.
# The line is cut into its keywords: a keyword that is a rule of the card (Unique, Counter-attack,
# Infiltrate) stands alone; a run of known keywords is each of them ("white scars bike": White Scars, Bike);
# any other run is one name ("Assault Infantry", "Command Post", «Штурмовая пехота»).

_RULE_KEYWORDS = frozenset({"Unique", "Counter-attack", "Infiltrate"})
_ROMAN = re.compile(r"^[IVX]{1,4}$")
_MAX_LINE = 6
# the English grammar's nouns and adjectives a name may hold ("Command Post", "Assault Ship", "War Zone"); not
# the words that say a card's state or owner ("Flagless Infantry." is no name: "flagless", "enemy", ...)
_NAME_WORDS_EN = frozenset({
    "ability", "action", "area", "armor", "assault", "asset", "attack", "attacker", "battle", "bottom", "card",
    "command", "damage", "deck", "defender", "die", "double", "effect", "end", "event", "extra",
    "first", "flag", "fleet", "hand", "line", "modifier", "order", "owner",
    "pile", "player", "preparation", "reaction", "result", "sector", "ship", "single", "special", "speed",
    "step", "supply", "tactic", "target", "test", "top", "turn", "unit", "war", "zone", "firepower",
    "random", "isstvan", "prospero", "iii", "fortress", "relic", "post"})
# proper names the grammar knows (planets): a name of their own
_PROPER = frozenset({"isstvan", "prospero", "истваан", "просперо"})
_RU_NAME_POS = frozenset({"NOUN", "ADJF", "PRTF"})


def _line_start(out) -> bool:
    """Is the next word the first of a keyword line (the text so far keywords and full stops)?"""
    return not out or (out[-1].kind == "." and all(w.kind in ("KW", ".") for w in out))


def line_segments(raw, i, lang, known, keyword_at, lemma_of):
    """The sentence from word ``i`` (to its full stop or the text's end) as a keyword line of name words
    (see above): its keywords as [(first word, past the last, the name or None for a known keyword)], or
    None when it is not such a line."""
    j = i
    while j < len(raw) and raw[j][0] == "word" and j - i <= _MAX_LINE:
        j += 1
    if j == i or j - i > _MAX_LINE or (j < len(raw) and raw[j][1] not in (".", "!")):
        return None
    first = raw[i][1]
    capital = _capital(first)
    items = []   # (first word, past the last, known keyword or None)
    bearing = 0  # words that make the line a name: unknown, keywords, roman numerals, planets
    has_noun = lang == "en"
    k = i
    while k < j:
        found = keyword_at(raw, k)
        if found is not None and k + found[0] <= j:
            items.append((k, k + found[0], found[1]))
            bearing += 1
            has_noun = True
            k += found[0]
            continue
        value = raw[k][1]
        kind = _name_word_en(value, k == i, k == j - 1, capital, known, lemma_of) if lang == "en" else \
            _name_word_ru(value, k == i, capital, known, lemma_of)
        if kind is None:
            return None
        if kind in ("new", "proper", "noun-new"):
            bearing += 1
        has_noun = has_noun or kind in ("noun", "noun-new", "proper")
        items.append((k, k + 1, None))
        k += 1
    if not has_noun or not (bearing or (capital and len(items) >= 2)) or (not capital and not bearing):
        return None
    if any(misspelt(raw[m][1]) for m in range(i, j)):
        return None
    return _segments(raw, items, lang, capital)


def _name_word_en(value, first, last, capital, known, lemma_of):
    """What the English word ``value`` is in a name line: "new" (a word the grammar does not know),
    "proper", "known" (a noun the grammar knows), "connector", or None (no name word)."""
    if _ROMAN.match(value):
        return None if first else "new"
    if capital and value in _CONNECTORS_EN:
        return None if first or last else "connector"
    if capital != _capital(value):
        return None
    w = value.lower()
    if w in _PROPER:
        return "proper"
    if known(value):
        return "known" if lemma_of(value) in _NAME_WORDS_EN else None   # lower case: "trench line"
    if w.endswith(("able", "ible")) or "'" in w or (w.endswith("ly") and not capital):
        return None
    if w.endswith(("ed", "ing")) and not capital:   # "no retreating", "cant be assaulted"
        return None
    return "new"


def _name_word_ru(value, first, capital, known, lemma_of):
    """What the Russian word ``value`` is in a name line: "noun-new" / "new" (a noun / another word the
    grammar does not know), "noun", "known", "proper", or None (no name word)."""
    from heresy_app.cards.model import fold

    if _ROMAN.match(value):
        return None if first else "proper"
    if not capital and value != value.lower():
        return None
    if fold(value) in _PROPER or lemma_of(value) in _PROPER:
        return "proper"
    parse = morph().parse(value)[0]
    tag = parse.tag
    if "Apro" in tag or (tag.POS not in _RU_NAME_POS
                         and not (tag.POS is None and {"UNKN", "LATN"} & set(re.split("[ ,]", str(tag))))):
        return None
    noun = tag.POS == "NOUN" or tag.POS is None
    if known(value):
        return "noun" if noun else "known"
    # an adjective the grammar does not know stands for its noun («Гончая», «Бесстрашный»); a participle
    # does not («Неблокируемый» is a rule we cannot read)
    return "noun-new" if noun or tag.POS == "ADJF" else "new"


def _segments(raw, items, lang, capital):
    segments, run = [], []

    def flush():
        if not run:
            return
        if all(kw is not None for _, _, kw in run):
            segments.extend((a, b, None) for a, b, _ in run)
        else:
            segments.append((run[0][0], run[-1][1], _line_name(raw, run[0][0], run[-1][1], lang, capital)))
        run.clear()

    for item in items:
        if item[2] in _RULE_KEYWORDS:
            flush()
            segments.append((item[0], item[1], None))
        else:
            run.append(item)
    flush()
    return segments


def _line_name(raw, a, b, lang, capital) -> str:
    words = [raw[m][1] for m in range(a, b)]
    if capital:
        return " ".join(words)
    if lang == "en":
        return " ".join(w if w in _CONNECTORS_EN or _ROMAN.match(w) else w[:1].upper() + w[1:] for w in words)
    return " ".join([words[0][:1].upper() + words[0][1:], *words[1:]])


def line_keywords(abilities, keywords) -> list:
    """g16 (issue 24): the names the keyword lines of a card's abilities give it (``abilities``: the card's
    abilities, each read by ``reading.read``: (English form, Russian form) or None each), as the card's
    keywords in both languages (``Keyword``s), those not among ``keywords`` (the card's: ``Keyword``s)
    already. A name we cannot translate is as printed in each language ("Command Post" / «Командный
    пункт»: one line of each text); a text read in one language only names it alike in both."""
    from heresy_app.abilities.lexicon import keyword_en
    from heresy_app.cards.model import Keyword, fold

    have = {fold(k.en) for k in keywords} | {fold(k.ru) for k in keywords}
    out: list[dict] = []
    for en, ru in abilities:
        form = en or ru
        if form is None or form.kind != "constant" or any(e.op != "keyword" for e in form.effects):
            continue
        other = ru if en is not None and ru is not None else form
        for a, b in zip(form.effects, other.effects):
            name_en, name_ru = (a.keyword, b.keyword) if en is not None else (b.keyword, a.keyword)
            if keyword_en(name_en) is not None or fold(name_en) in have or fold(name_ru) in have:
                continue
            have |= {fold(name_en), fold(name_ru)}
            out.append(Keyword(en=name_en, ru=name_ru))
    return out
