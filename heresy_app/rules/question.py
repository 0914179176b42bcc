"""The player's question as words, before any section is scored: a comparison of two numbers told
apart from the "versus" keyword, the players' words table (``data/players.toml``: "tapped" → the
rulebook's "locked") and the FTS5 terms the card rulings' search matches (card_search.py).

Nothing here knows the index or the ranking (search.py): these are the words the question says.
"""

from __future__ import annotations

import functools
import re

from heresy_app.rules import text as _text
from heresy_app.rules.model import LANGS

__all__ = ["RU_PREFIX", "plain_comparison", "players_words", "rewrite", "rewrite_found", "query_words",
           "query_terms", "fts_query"]

RU_PREFIX = 5   # the card rulings' FTS5 prefix terms (card_search) cap Russian stems here

# "3 vs 3", "4 v 2", «3 против 3»: two numbers compared, not the versus keyword (term.versus)
_COMPARED = re.compile(r"(?<![+\-\d])(\d+)\s*(?:vs\.?|v\.?|versus|against|против|(?:на)(?=\s*\d))(?![^\W\d_])", re.IGNORECASE)


def plain_comparison(query: str) -> str:
    """``query`` with the word between two compared numbers left out ("flags 3 vs 3" → "flags 3 3"):
    a player's "vs" between numbers compares them, while the reference's "versus" is a keyword
    of abilities ("+1 firepower versus Vehicles")."""
    return _COMPARED.sub(r"\1 ", query) if isinstance(query, str) else query


_players: list[tuple[str, tuple[str, ...] | str, str, bool]] | None = None
_roots: dict[tuple[str, ...], set[tuple[str | None, ...]]] = {}   # a said phrase's keys -> its words' roots


@functools.lru_cache(maxsize=8192)
def _key(word: str) -> str:
    """What two forms of a word share, for matching players' words: its stem (Russian capped)."""
    stem = _text.stem(word)
    return stem[:RU_PREFIX] if _text.is_cyrillic(stem) else stem


@functools.lru_cache(maxsize=8192)
def _root(word: str) -> str | None:
    """A Russian word's root as the search reads it (its lemma's first letters), None for others."""
    from heresy_app.rules import analysis

    return analysis.root(analysis.key(word)) if _text.is_cyrillic(word) else None


def _same_roots(said: tuple[str, ...], words: list[str]) -> bool:
    """True when the question's ``words`` (matched to a said phrase by their capped stems) are the
    said words, not others that share five letters: a Russian word must share the said word's
    root («защитник», the defender, is not «защитить», to block)."""
    found = tuple(map(_root, words))
    return any(all(a is None or a == b for a, b in zip(roots, found, strict=True)) for roots in _roots.get(said, ()))


def players_words() -> list[tuple[str, tuple[str, ...] | str, str, bool]]:
    """The players' words table: (lang, the said words' keys or, for a phrase with signs such as
    "4+", its normalised text, what they mean, whether that is a term), longest phrases first."""
    global _players
    if _players is None:
        from heresy_app.rules.store import read_toml

        table = read_toml("players.toml")
        rows: list[tuple[str, tuple[str, ...] | str, str, bool]] = []
        for lang in LANGS:
            for entry in table.get(lang, []):
                for said in entry["say"]:
                    words = _text.words(said)
                    plain = " ".join(words) == _text.normalise(said)
                    said_key = tuple(_key(w) for w in words) if plain else _text.normalise(said)
                    if plain:
                        _roots.setdefault(said_key, set()).add(tuple(map(_root, words)))
                    rows.append((lang, said_key, entry["means"], not entry.get("plain", False)))
        rows.sort(key=lambda r: -len(r[1]) if isinstance(r[1], tuple) else -99)
        _by_first.clear()
        for i, (_, said, _, _) in enumerate(rows):
            _by_first.setdefault(said[0] if isinstance(said, tuple) and said else "", []).append(i)
        _players = rows
    return _players


# the players' words table's rows by the key of their first word ("" for a phrase with signs, looked
# for in the whole text): a question is compared with the rows whose first word it says, in the
# table's order, not with every row
_by_first: dict[str, list[int]] = {}


def _rows_for(keys: list[str]) -> list[int]:
    """The places in :func:`players_words` of the rows that can match a question of ``keys``."""
    players_words()
    return sorted({i for k in {"", *keys} for i in _by_first.get(k, ())})


def rewrite(query: str, lang: str | None = None) -> str:
    return rewrite_found(query, lang)[0]


def rewrite_found(query: str, lang: str | None = None, found: list | None = None) -> tuple[str, list[str]]:
    """``query`` in the rulebook's terms: every phrase of the players' words table found in it
    (word by word, compared by stems) is replaced by what it means; a phrase with signs ("4+")
    found in the text adds its meaning. ``lang`` None uses both languages' tables. Each phrase found
    is added to ``found`` as (its words, what it means); with the text comes the list of terms the
    players' words meant. The same question is read once (the sections' search and the card
    rulings' both ask)."""
    if not isinstance(query, str):
        return query, []
    text, meant, phrases = _rewritten(query, lang)
    if found is not None:
        found.extend((list(words), means) for words, means in phrases)
    return text, list(meant)


@functools.lru_cache(maxsize=256)
def _rewritten(query: str, lang: str | None) -> tuple[str, tuple[str, ...], tuple[tuple[tuple[str, ...], str], ...]]:
    found: list = []
    text, meant = _rewrite(query, lang, found)
    return text, tuple(meant), tuple((tuple(words), means) for words, means in found)


def _rewrite(query: str, lang: str | None, found: list) -> tuple[str, list[str]]:
    words = _text.words(query or "")
    if not words:
        return query, []
    keys = [_key(w) for w in words]
    out: list[str | None] = list(words)
    text = _text.normalise(query)
    extra: list[str] = []
    meant: list[str] = []  # the terms players' words meant (not plain synonyms)
    everything: list[str] = []
    rows = players_words()
    for row_lang, said, means, term in (rows[i] for i in _rows_for(keys)):
        if lang and row_lang != lang:
            continue
        if isinstance(said, str):
            if said in text and means not in extra:
                extra.append(means)
                found.append(([], means))
                meant.append(means)
                everything.append(means)
            continue
        n = len(said)
        for i in range(len(keys) - n + 1):
            if tuple(keys[i : i + n]) == said and all(out[j] is not None for j in range(i, i + n)) \
                    and _same_roots(said, words[i : i + n]):
                if all(isinstance(out[j], str) and out[j] == words[j] for j in range(i, i + n)):
                    out[i] = "\x00" + means
                    found.append((words[i : i + n], means))
                    if term and means not in meant:
                        meant.append(means)
                    if means not in everything:
                        everything.append(means)
                    for j in range(i + 1, i + n):
                        out[j] = None
    parts = [w[1:] if w.startswith("\x00") else w for w in out if w is not None]
    if len(everything) > 1:  # together they may name one section ("untap my starships": Readying ships)
        meant.append(" ".join(everything))
    return " ".join(parts + extra), meant


def query_words(query: str) -> list[tuple[str, bool]]:
    """The searchable parts of a user query: (stem or word, is_prefix) pairs."""
    words = _text.words(query or "")
    content = [w for w in words if w not in _text.STOPWORDS_EN and w not in _text.STOPWORDS_RU]
    if not content:
        content = words
    out: list[tuple[str, bool]] = []
    for word in content:
        if len(word) <= 2 or word.isdigit():
            part = (word, False)  # short words and numbers: whole word only
        else:
            stem = _text.stem(word)
            if _text.is_cyrillic(stem):
                stem = stem[:RU_PREFIX]
            part = (stem, True)
        if part not in out:
            out.append(part)
    return out[:32]


def query_terms(query: str) -> list[str]:
    """The FTS5 terms for a user query: quoted (prefix) terms, safe whatever the input."""
    return [f'"{w}"*' if prefix else f'"{w}"' for w, prefix in query_words(query)]


def fts_query(query: str) -> str | None:
    """The MATCH expression for a user query, or None if it has no searchable words."""
    terms = query_terms(query)
    return " OR ".join(terms) if terms else None
