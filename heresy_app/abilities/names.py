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
- a keyword line of its own: a sentence of capitalised words the grammar does not know, among the
  keyword lines a card's text starts with ("Unique. Iron Legion. Counter-attack." /
  «Уникальный. Железный Легион. Контратака.»).

A name a run of known keywords makes ("Sons of Horus") stays that keyword. The two languages' names of one
faction cannot be matched (we do not know them): a card's keyword matches in either language (cards
carry both), so the engine plays either text alike.
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["name_at", "misspelt", "nominative_ru", "morph"]

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


def name_at(raw, i: int, out, lang: str, known, keyword_at, lemma_of):
    """(how many words, the name, plural) of a name starting at word ``i``, or None. ``known(word)``:
    does the grammar know the word (its lemma)? ``keyword_at(raw, j)``: (n, keyword) of a known keyword
    at word ``j`` or None; ``lemma_of(word)``: the grammar's lemma of a word."""
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


def _keyword_line(raw, i, n, out) -> bool:
    """Is the run of ``n`` words from ``i`` a sentence of its own among the keyword lines a text starts
    with (everything before it keywords and full stops)?"""
    if _is_word(raw, i + n) or (i + n < len(raw) and raw[i + n][1] not in (".", "!")):
        return False
    return all(w.kind in ("KW", ".") for w in out) and (not out or out[-1].kind == ".")


def _name_en(raw, i, out, known, keyword_at, lemma_of):
    first = raw[i][1]
    capital = _capital(first)
    n, has_keyword = _run(raw, i, known, keyword_at, capital, "en")
    if n == 0 or not _new_name(raw, i, n, keyword_at):
        return None
    if capital and _keyword_line(raw, i, n, out):
        return n, _written(raw, i, n, False), False
    then = lemma_of(raw[i + n][1]) if _is_word(raw, i + n) else ""
    if then not in _NOUNS["en"]:
        return None
    if not capital and not has_keyword and not (out and (out[-1].lemma in _BEFORE_LOWER_EN
                                                         or out[-1].kind == "INT")):
        return None
    return n, _written(raw, i, n, not capital), False


def _name_ru(raw, i, out, known, keyword_at, lemma_of):
    first = raw[i][1]
    capital = _capital(first)
    n, has_keyword = _run(raw, i, known, keyword_at, capital, "ru")
    if n == 0 or not _new_name(raw, i, n, keyword_at):
        return None
    if capital and _keyword_line(raw, i, n, out):
        return n, _written(raw, i, n, False), False
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


@lru_cache(maxsize=1)
def morph():
    """The pymorphy3 analyser of the ability language (loaded on first use)."""
    import pymorphy3
    import pymorphy3_dicts_ru

    return pymorphy3.MorphAnalyzer(path=pymorphy3_dicts_ru.get_path(), lang="ru")


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
    card carries its keywords in both languages, so either form plays the card alike."""
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

    return walk(a.model_dump(mode="json"), b.model_dump(mode="json"))
