"""The concept map of the rules search (data/concepts.toml, issue 28): what players call a concept
of the game, in English and Russian, beside the rulebook's words for it.

Each concept has the rulebook's words (a glossary term's names and forms, or its own
``en_term``/``ru_term``) and the players' words (``en``/``ru``). Both are read into keys by
:mod:`heresy_app.rules.analysis`, so a phrase matches a question in any form ("tapped", "tapping";
«тапнутым», «тапнул»). A question that says a word of a concept is searched for the concept's
rulebook words too: at full weight when the player's phrase is one the reference never uses (it
carries no meaning of its own to the index: "tapped", «слиться»: the concept's name, its other
words at SHARED_WEIGHT), at SHARED_WEIGHT when the
reference uses it in a sense of its own ("fire", «урон»), so that the player's own words still lead.

>>> sorted(expand(["tap"], "en", known=lambda k: False))[:2]
['lock', 'locked']
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable

from heresy_app.rules import analysis
from heresy_app.rules import text as _text
from heresy_app.rules.model import LANGS
from heresy_app.rules.store import read_toml

SHARED_WEIGHT = 0.0   # the rulebook's words added for a player's word the reference uses too (none: its own sense leads)
BROADER_WEIGHT = 0.5   # a broader concept's name, said by a narrower word of the reference ("shoot": attack)
GAP = 2   # other words a player's phrase may have between two of its words
# the articles and possessives of a phrase stand for any ("win the sector" is said by "won this
# sector", "won his sector"): they are left out of a phrase and count among the words between
DETERMINERS = frozenset(analysis.key(w) for w in """a an the this that these those my his her their your our its
    мой твой его её их наш ваш этот тот свой""".split())
_BRACKETS = re.compile(r"\([^)]*\)")


def _glossary_words(term: dict, lang: str) -> list[str]:
    words = [term[lang], *term.get(f"{lang}_forms", [])]
    out = []
    for w in words:
        w = _BRACKETS.sub(" ", w).replace("—", " ").strip()
        w = " ".join(part for part in w.split() if len(part) > 1 or part.isdigit())
        if w:
            out.append(w)
    return out


@functools.lru_cache(maxsize=1)
def concepts() -> tuple[dict[str, tuple[tuple[str, ...], tuple[str, ...]]], ...]:
    """Per concept, per language: (the rulebook's words, the players' words), as written."""
    glossary = {t["id"]: t for t in read_toml("glossary.toml")["term"]}
    out = []
    for entry in read_toml("concepts.toml")["concept"]:
        term = glossary.get(entry["term"]) if "term" in entry else None
        if "term" in entry and term is None:
            raise ValueError(f"concepts.toml: unknown glossary term {entry['term']!r}")
        item = {}
        for lang in LANGS:
            rulebook = (_glossary_words(term, lang) if term else []) + list(entry.get(f"{lang}_term", []))
            item[lang] = (tuple(rulebook), tuple(entry.get(lang, [])))
        item["broader"] = bool(entry.get("broader"))
        item["absence"] = bool(entry.get("absence"))
        out.append(item)
    return tuple(out)


@functools.lru_cache(maxsize=1)
def _phrases() -> dict[str, list[tuple[tuple[str, ...], frozenset[str], frozenset[str], bool, bool]]]:
    """Per language: (a player's phrase's keys, the keys of its concept's name in the rulebook, the
    keys of all its rulebook words, whether the concept is broader than the phrase, whether it is
    what a card lacks), longest first."""
    from heresy_app.rules import index_cache

    index_cache.keep_words(w for concept in concepts() for lang in LANGS for phrase in concept[lang][0] + concept[lang][1]
                           for w in _text.words(phrase))
    table: dict[str, list[tuple[tuple[str, ...], frozenset[str], frozenset[str], bool, bool]]] = {lang: [] for lang in LANGS}
    for concept in concepts():
        for lang in LANGS:
            rulebook, players = concept[lang]
            meant = frozenset(k for w in rulebook for k in analysis.keys(w))
            if not meant:
                continue
            name = frozenset(analysis.keys(rulebook[0]))   # the concept's name in the rulebook
            for phrase in players:   # the rulebook's own words need no help to be found
                ks = _without_determiners(tuple(analysis.keys(phrase, stop=False)))
                if ks and not set(ks) <= meant:
                    table[lang].append((ks, name, meant, concept["broader"], concept["absence"]))
            # ... unless the reference's texts never use one («защитник»: the reference says
            # «защищающийся»): another form of the rulebook's brings its name like a player's word
            # (expand adds nothing for a form the reference uses in a sense of its own)
            for phrase in rulebook[1:]:
                ks = _without_determiners(tuple(analysis.keys(phrase, stop=False)))
                if ks and not set(ks) <= name:
                    table[lang].append((ks, name, meant, concept["broader"], concept["absence"]))
    for rows in table.values():
        rows.sort(key=lambda r: -len(r[0]))
    return table


def _without_determiners(ks: tuple[str, ...]) -> tuple[str, ...]:
    """A phrase's keys without its articles and possessives (all of them when it has no other)."""
    return tuple(k for k in ks if k not in DETERMINERS) or ks


@functools.lru_cache(maxsize=1)
def _by_first() -> dict[str, dict[str, list[tuple[tuple[str, ...], frozenset[str], frozenset[str], bool, bool]]]]:
    """The phrases of each language by their first key (a question is read word by word)."""
    out: dict[str, dict[str, list]] = {}
    for lang, rows in _phrases().items():
        table: dict[str, list] = {}
        for row in rows:
            table.setdefault(row[0][0], []).append(row)
        out[lang] = table
    return out


def lang_of(word_keys: Iterable[str]) -> str:
    """The language a question's words are written in: Russian when most letters are Cyrillic."""
    letters = "".join(word_keys)
    cyr = sum(1 for c in letters if _text.is_cyrillic(c))
    return "ru" if cyr * 2 > len(letters) else "en"


def expand(word_keys: list[str], lang: str | None, known: Callable[[str], bool],
           telling: Callable[[str], bool] = lambda k: True) -> dict[str, float]:
    """The rulebook's words (key → weight) that the question's words (its keys in order, stop words
    kept) say through the concept map; ``known(key)`` tells a key the reference uses, ``telling(key)``
    one that tells sections apart (a word of most sections, "card", is not added)."""
    langs = [lang] if lang else [lang_of(word_keys)]
    found: dict[str, float] = {}
    n = len(word_keys)
    for row_lang in langs:
        by_first = _by_first()[row_lang]
        for i in range(n):
            for phrase, name, meant, broader, absence in by_first.get(word_keys[i], ()):
                if not _said_at(word_keys, i, phrase):
                    continue
                own = [k for k in phrase if not analysis.is_stop(k)]
                # a phrase of two words or more is a player's idiom even when its words are the
                # reference's ("upside down", "take over"): it means the concept
                # in a concept of what a card lacks ("no flags", «без флагов»), the word the search
                # drops alone makes a phrase too
                shared = len(phrase if absence else own) < 2 and any(known(k) for k in own)
                for k in meant:   # one full word for a player's word the reference never uses
                    weight = 1.0 if k in name and not shared else SHARED_WEIGHT
                    if broader and k in name:   # the reference's narrower word says its broader name too
                        weight = BROADER_WEIGHT
                    if weight and telling(k) and found.get(k, 0.0) < weight:
                        found[k] = weight
    return found


@functools.lru_cache(maxsize=1)
def _players_words() -> frozenset[str]:
    """The keys of every word of the players' phrases of the concept map, both languages."""
    return frozenset(k for concept in concepts() for lang in LANGS for phrase in concept[lang][1]
                     for k in analysis.keys(phrase))


def players_word(k: str) -> bool:
    """True when ``k`` is a word of a player's phrase of the concept map ("dread", «мотик»): a
    word players use on purpose, never read as a typo of a word of the reference."""
    return k in _players_words()


def _said_at(word_keys: list[str], i: int, phrase: tuple[str, ...]) -> bool:
    """True when ``phrase`` (its first key at ``i``) is said from ``i`` on, its words in order with
    at most GAP other words between two of them ("get my squad into melee" says "get into melee")."""
    j = i
    for k in phrase[1:]:
        for step in range(1, GAP + 2):
            if j + step < len(word_keys) and word_keys[j + step] == k:
                j += step
                break
        else:
            return False
    return True


# a card's ability as a player quotes it: its type's letter and a colon ("A:", «С:», "T (X+):")
_MARKER = re.compile(r"(?<![\w])([A-ZА-ЯЁ]{1,2})\s*(?:\([^()]{0,8}\))?\s*:")


@functools.lru_cache(maxsize=1)
def _letters() -> dict[str, dict[str, str]]:
    """Per language, the glossary's ability letters and the names of their types ("A" → "special
    assault ability", «С» → «событие»): the terms written "LETTERS — name"."""
    out: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
    for term in read_toml("glossary.toml")["term"]:
        for lang in LANGS:
            letters, sep, name = term[lang].partition(" — ")
            if sep and re.fullmatch(r"[A-ZА-ЯЁ]{1,2}", letters):
                out[lang][letters] = name
    return out


def ability_letters(query: str, lang: str | None) -> list[str]:
    """The keys of the ability types a question quotes by their letter and colon ("my guy has an
    ability that starts with A:" names the special assault ability; «у ресурса есть «С:»» an event).
    A letter without its colon is no quote: "a", «с» and "T" are ordinary words."""
    if not isinstance(query, str):
        return []
    table = _letters()
    out: list[str] = []
    for m in _MARKER.finditer(query):
        for row_lang in [lang] if lang else list(LANGS):
            name = table[row_lang].get(m.group(1))
            if name:
                out += [k for k in analysis.keys(name) if k not in out]
    return out
