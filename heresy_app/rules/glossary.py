"""The glossary (terms → rules sections) and the keyword → rule map."""

from __future__ import annotations

import functools
import re

from heresy_app.rules import analysis
from heresy_app.rules import text as _text
from heresy_app.rules.model import Term
from heresy_app.rules.store import check_lang, read_toml, reference
from heresy_app.rules.text import normalise


@functools.lru_cache(maxsize=1)
def _terms() -> tuple[Term, ...]:
    return tuple(Term(**entry) for entry in read_toml("glossary.toml")["term"])


def glossary(lang: str = "en") -> list[Term]:
    """Every glossary term, sorted by its name in ``lang``."""
    lang = check_lang(lang)
    return sorted(_terms(), key=lambda t: normalise(t.name(lang)))


def term_for(text: str) -> Term | None:
    """The glossary term one of whose names or forms (either language) is ``text``."""
    key = normalise(text or "")
    for term in _terms():
        forms = [term.en, term.ru, *term.en_forms, *term.ru_forms]
        if key in {normalise(f) for f in forms}:
            return term
    return None


@functools.lru_cache(maxsize=1)
def _forms_by_keys() -> dict[str, dict[tuple[str, ...], Term]]:
    """For each language, the keys of every name and form of a term in it -> the term."""
    out: dict[str, dict[tuple[str, ...], Term]] = {"en": {}, "ru": {}}
    for term in _terms():
        for lang, forms in (("en", [term.en, *term.en_forms]), ("ru", [term.ru, *term.ru_forms])):
            for form in forms:
                keys = tuple(analysis.keys(form))
                if keys:
                    out[lang].setdefault(keys, term)
    return out


def translated(text: str, lang: str) -> list[str]:
    """The names in ``lang`` of the glossary terms ``text`` says in the other language's alphabet
    ("my юнит is повёрнут" -> ["locked"]; «мой отряд locked» -> ["повернута"]): a mixed question read
    through the glossary. The longest run of the other alphabet's words that is a term's name or
    form (by their keys: «повёрнут», «повернутый») is taken first."""
    lang = check_lang(lang)
    other, table = next((other, table) for other, table in _forms_by_keys().items() if other != lang)
    foreign = _text.is_cyrillic(_terms()[0].name(other))   # the other language's alphabet is Cyrillic
    words = _text.words(text or "")
    out: list[str] = []
    i = 0
    while i < len(words):
        if _text.is_cyrillic(words[i]) != foreign or not words[i][0].isalpha():
            i += 1
            continue
        for n in (3, 2, 1):
            run = words[i:i + n]
            if len(run) < n or any(_text.is_cyrillic(w) != foreign for w in run):
                continue
            term = table.get(tuple(analysis.keys(" ".join(run))))
            if term is not None:
                name = term.name(lang)
                if name not in out:
                    out.append(name)
                i += n
                break
        else:
            i += 1
    return out


_EDGE_PUNCT = re.compile(r"^[\s\W_]+|[\s.,;:!?»«\"'()\[\]]+$")


@functools.lru_cache(maxsize=1)
def _keyword_table() -> tuple[dict[str, str], tuple[tuple[str, str], ...]]:
    forms: dict[str, str] = {}
    stems: list[tuple[str, str]] = []
    for entry in read_toml("keywords.toml")["keyword"]:
        for form in entry["forms"]:
            forms[normalise(form).replace("-", " ")] = entry["section"]
        for stem in entry.get("stems", []):
            stems.append((normalise(stem), entry["section"]))
    stems.sort(key=lambda s: len(s[0]), reverse=True)
    return forms, tuple(stems)


def rule_for_keyword(keyword: str) -> str | None:
    """The rules-section id for a card keyword that carries a rule, in English or Russian.

    Case-insensitive, ё = е; surrounding punctuation and a following object are allowed
    ("Versus Infantry", "Против пехоты", "Контратакой"). None for anything else.

    >>> rule_for_keyword("Counter-attack")
    'term.counter-attack'
    >>> rule_for_keyword("НЕОГРАНИЧЕННО.")
    'term.unlimited'
    """
    if not isinstance(keyword, str):
        return None
    key = _EDGE_PUNCT.sub("", normalise(keyword))
    if not key:
        return None
    key = key.replace("-", " ")
    key = " ".join(key.split())
    forms, stems = _keyword_table()
    if key in forms:
        return forms[key]
    words = key.split(" ")
    # a keyword followed by its object: "versus infantry", "против пехоты"
    for n in range(len(words) - 1, 0, -1):
        head = " ".join(words[:n])
        if head in forms and len(head) > 1:
            return forms[head]
    if len(words) == 1:
        for stem, section in stems:
            if key.startswith(stem):
                return section
    return None


def section_for_term(text: str) -> str | None:
    """The section id for a glossary term or a rule-carrying keyword."""
    term = term_for(text)
    if term is not None:
        return term.section
    return rule_for_keyword(text)


def _check() -> None:  # pragma: no cover - used by tests through glossary()
    ids = set(reference().ids)
    for term in _terms():
        assert term.section in ids, term
