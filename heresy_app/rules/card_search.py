"""The rules reference and the card rulings searched together (`heresy rules search`).

The sections come from :func:`heresy_app.rules.search.search`. The card rulings come from the
registered rulings provider (:mod:`heresy_app.rules.rulings`; the rules never import the cards):
each ruling is indexed once per distinct set of rulings in an FTS5 table of its own, in both
languages, with the card's name as its title. A ruling scores by bm25 (name 10, text 1) over the
same query words as the sections (players' words rewritten, stems, quoted prefix terms, so user
text is never FTS5 syntax and reaches SQL only as a bound parameter), plus a large bonus when the
query names the card (at least half of the words of its name few other cards share: "Loken" names
Garviel Loken, "Squad" names nobody, "jump" alone does not name "Blood Angels Jump Squad");
without the card's name a ruling counts for a third. The two lists are merged by the rule of
issue 28: a ruling comes first only when the question names its card and asks about something
the ruling says; a ruling of a card merely named comes after the best section; any other ruling
comes after the first three sections, so that a question about a rule finds its rule.

>>> from heresy_app.rules.rulings import CardRuling
>>> kharn = CardRuling(card_id="IS-119", card_name="Kharn", card_name_ru="Кхарн",
...                    text="The test is rolled before anyone blocks.", sections=["term.x"])
>>> hits = search("Kharn test before block", rulings=[kharn], limit=3)
>>> hits[0].kind, hits[0].card_id, hits[0].title
('ruling', 'IS-119', 'Kharn — card ruling')
"""

from __future__ import annotations

import hashlib
import sqlite3
import threading
from collections.abc import Iterable
from typing import Any

from pydantic import Field

from heresy_app.rules import analysis
from heresy_app.rules import text as words_of
from heresy_app.rules.model import LANGS, Hit
from heresy_app.rules.question import RU_PREFIX, fts_query, query_words, rewrite
from heresy_app.rules.rulings import coerced, rulings_provider
from heresy_app.rules.search import search as search_sections
from heresy_app.rules.store import check_lang

NAME_WEIGHT = 10.0
TEXT_WEIGHT = 1.0
NAMED_BONUS = 25.0        # the query names the card: its rulings come first (a share for part of its name)
DISTINCT_NAMES = 2        # a name word shared by more cards than this does not name one
UNNAMED_SHARE = 1 / 3     # the query does not name it: a ruling counts for a third
ASKS_SHARE = 1 / 3        # the share of a question's own words (its card's name left out) its ruling must say
NAMED_SHARE = 1 / 3       # the share of a name's telling words a query must say to name the card
SNIPPET_CHARS = 180
LABEL = {"en": "card ruling", "ru": "разъяснение по карте"}
OWN_LABEL = {"en": "your ruling", "ru": "ваше разъяснение"}
OWN_NOTE_LABEL = {"en": "your note", "ru": "ваша заметка"}


class RulingHit(Hit):
    """A search result that is a card ruling: ``id`` is the card id, ``title`` names the card and
    says it is a ruling; ``sections`` are the rules it follows; ``own`` marks the player's own."""

    kind: str = "ruling"
    card_id: str
    card_name: str
    sections: list[str] = Field(default_factory=list)
    own: bool = False


def kind_of(hit: Hit) -> str:
    """"section" or "ruling"."""
    return getattr(hit, "kind", "section")


_lock = threading.Lock()
_db: sqlite3.Connection | None = None
_signature: str | None = None
_docs: dict[int, dict] = {}          # rowid -> the ruling as indexed (one language)
# (the name's telling words, all its words, the words of no other card's name)
_name_keys: dict[int, tuple[frozenset[str], frozenset[str], frozenset[str]]] = {}
# what does not depend on the question, read once per ruling when first needed: its name's words
# with their roots, its text's words (_content_keys), its snippet with that snippet's folded words
_lemmas: dict[int, tuple[frozenset[str], tuple[tuple[str, str], ...]]] = {}
_body_keys: dict[int, frozenset[str]] = {}
_snippets: dict[int, tuple[str, list[tuple[int, int, str]]]] = {}


def _key(word: str) -> str:
    stem = words_of.stem(word)
    return stem[:RU_PREFIX] if words_of.is_cyrillic(stem) else stem


def _content_keys(text: str) -> frozenset[str]:
    """The words that can name a card or ask about its ruling: lemmas and English stems
    (:mod:`heresy_app.rules.analysis`), stop words dropped — «могу» is «мочь», not «мог…» of
    «Стражи могил» — and the roots of Russian ones, so that a name the dictionary does not know
    is found in any case («Малогарста», whatever lemma is guessed for it)."""
    keys = analysis.keys(text)
    return frozenset(keys) | frozenset(r for r in map(analysis.root, keys) if r)


_items_cache: tuple[str, list[dict]] | None = None
_items_source: list | tuple | None = None    # the very list those items were read from


_terms: frozenset[str] | None = None


def _rules_words() -> frozenset[str]:
    """The words of every section's title and aliases, in both languages (as search keys)."""
    global _terms
    if _terms is None:
        from heresy_app.rules.store import reference

        ref = reference()
        found: set[str] = set()
        for lang in LANGS:
            for sid in ref.ids:
                section = ref.get(sid, lang)
                found |= _content_keys(section.title)
                for alias in section.aliases:
                    found |= _content_keys(alias)
        _terms = frozenset(found)
    return _terms


def _items(rulings: Iterable[Any] | None) -> list[dict]:
    """The rulings to search, as plain dicts (one per ruling, both languages); the same rulings
    as last time are not read again."""
    global _items_cache, _items_source
    if rulings is None:
        provider = rulings_provider()
        if provider is None:
            return []
        try:
            rulings = provider()
        except Exception:  # a broken provider must not break the search
            return []
    if rulings is _items_source and _items_cache is not None:
        return _items_cache[1]    # a provider handing back the same list: read once (the command's)
    source = rulings if isinstance(rulings, (list, tuple)) else list(rulings or ())
    sig = hashlib.sha256(repr(source).encode()).hexdigest()
    cached = _items_cache
    if cached is not None and cached[0] == sig:
        return cached[1]
    out = []
    # the very list the sections' rulings were last read from is not read again (rulings.coerced)
    for r in coerced(source):
        out.append({"card_id": r.card_id, "name_en": r.card_name, "name_ru": r.card_name_ru or r.card_name,
                    "en": r.text, "ru": r.text_ru or r.text, "sections": list(r.sections),
                    "own": r.own, "kind": r.kind})
    _items_cache = (sig, out)
    _items_source = source if isinstance(source, (list, tuple)) else None
    return out


def _index(items: list[dict]) -> sqlite3.Connection:
    """The FTS5 table over ``items``, rebuilt only when they change."""
    global _db, _signature
    sig = _items_cache[0] if _items_cache is not None and _items_cache[1] is items else \
        hashlib.sha256(repr(items).encode()).hexdigest()
    if _db is not None and sig == _signature:
        return _db
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.execute("CREATE VIRTUAL TABLE rulings_fts USING fts5(lang UNINDEXED, name, body, "
               "tokenize = 'unicode61 remove_diacritics 2')")
    _docs.clear()
    _name_keys.clear()
    _lemmas.clear()
    _body_keys.clear()
    _snippets.clear()
    # a word of a card's name counts as naming it when few cards' names share it ("Loken", not
    # "Squad") and it is no word of the rules' own titles ("ship", «корабль»)
    from heresy_app.rules import index_cache

    index_cache.keep_words(w for item in items for lang in LANGS for w in words_of.words(item[f"name_{lang}"]))
    common: dict[str, set[str]] = {}
    for item in items:
        for lang in LANGS:
            for k in _content_keys(item[f"name_{lang}"]):
                common.setdefault(k, set()).add(item["card_id"])
    terms = _rules_words()
    rowid = 0
    for item in items:
        for lang in LANGS:   # the rows of a language: rowid % len(LANGS) == (its place + 1) % len(LANGS)
            rowid += 1
            name, body = item[f"name_{lang}"], item[lang]
            _docs[rowid] = {**item, "lang": lang, "name": name, "body": body}
            keys = _content_keys(name)
            distinct = frozenset(k for k in keys if len(common[k]) <= DISTINCT_NAMES and k not in terms)
            only = frozenset(k for k in distinct if len(common[k]) == 1)
            _name_keys[rowid] = (distinct, keys, only)
            db.execute("INSERT INTO rulings_fts(rowid, lang, name, body) VALUES (?, ?, ?, ?)",
                       (rowid, lang, words_of.fold(name), words_of.fold(body)))
    db.commit()
    _db, _signature = db, sig
    return db


def _snippet(text: str) -> str:
    flat = " ".join(text.split())
    if len(flat) <= SNIPPET_CHARS:
        return flat
    cut = flat.rfind(" ", 0, SNIPPET_CHARS)
    return flat[: cut if cut > 40 else SNIPPET_CHARS] + " …"


def _snippet_words(snippet: str) -> list[tuple[int, int, str]]:
    """The words of ``snippet`` as the highlights compare them (folded), with their places."""
    return [(m.start(), m.end(), m.group(0)) for m in words_of.WORD_RE.finditer(words_of.fold(snippet).casefold())]


def _highlights(snippet: str, parts: list[tuple[str, bool]],
                found: list[tuple[int, int, str]] | None = None) -> list[tuple[int, int]]:
    """The spans of ``snippet``'s words the query's ``parts`` match (``found``: its words when
    already read, :func:`_snippet_words`)."""
    prefixes = tuple(p for p, pre in parts if pre)
    whole = {p for p, pre in parts if not pre}
    return [(start, end) for start, end, w in (_snippet_words(snippet) if found is None else found)
            if w in whole or (prefixes and w.startswith(prefixes))]


def _read(rowid: int, keys: frozenset[str]) -> None:
    """Keep ruling ``rowid``'s name words with their roots (_lemmas); under _lock."""
    if rowid not in _lemmas:
        lemmas = frozenset(k for k in keys if not k.startswith("~"))
        _lemmas[rowid] = (lemmas, tuple((k, analysis.root(k) or "") for k in lemmas))


def _shown(rowid: int, doc: dict) -> tuple[str, list[tuple[int, int, str]]]:
    """Ruling ``rowid``'s snippet and its words (_snippet_words), read once: only a ruling shown
    as a hit is read."""
    found = _snippets.get(rowid) if _docs.get(rowid) is doc else None
    if found is None:
        snippet = _snippet(doc["body"])
        found = (snippet, _snippet_words(snippet))
        if _docs.get(rowid) is doc:   # not kept for a ruling of rulings since read anew (_index)
            _snippets[rowid] = found
    return found


def _text_keys(rowid: int, doc: dict) -> frozenset[str]:
    """The words of ruling ``rowid``'s text (_content_keys), read once."""
    found = _body_keys.get(rowid) if _docs.get(rowid) is doc else None
    if found is None:
        found = _content_keys(doc["body"])
        if _docs.get(rowid) is doc:   # not kept for a ruling of rulings since read anew (_index)
            _body_keys[rowid] = found
    return found


def ruling_hits(query: str, lang: str | None = None, limit: int = 10,
                rulings: Iterable[Any] | None = None) -> list[RulingHit]:
    """Card rulings matching ``query``, best first (each ruling once, in its better language)."""
    return [hit for hit, _how in _ruling_hits(query, lang, limit, rulings)]


def _ruling_hits(query: str, lang: str | None, limit: int,
                 rulings: Iterable[Any] | None) -> list[tuple[RulingHit, str]]:
    """Rulings with how the query concerns them: "named" (it says the card's whole name and asks
    about something the ruling's text says), "named part" (the same with part of the name — at
    least NAMED_SHARE of its telling words, as players name a kind of unit: "my bikes"), "name
    only" (it names the card, and nothing else of it is in the ruling) or "words"."""
    if not isinstance(query, str) or limit <= 0:
        return []
    items = _items(rulings)
    if not items:
        return []
    langs = [check_lang(lang)] if lang else list(LANGS)
    rewritten = rewrite(query, lang)
    match = fts_query(rewritten)
    if not match:
        return []
    asked = _content_keys(query) | _content_keys(rewritten)
    asked_lemmas = frozenset(analysis.keys(query))
    parts = query_words(rewritten)
    # a ruling's rows are numbered in LANGS' order (_index), so a language's rows are told by their
    # number, without reading the stored language of every row matched; every language: every row
    where, chosen = ("", []) if len(langs) == len(LANGS) else \
        (" AND rowid % ? = ?", [len(LANGS), (LANGS.index(langs[0]) + 1) % len(LANGS)])
    with _lock:
        db = _index(items)
        try:
            rows = db.execute(
                f"SELECT rowid, bm25(rulings_fts, 0.0, {NAME_WEIGHT}, {TEXT_WEIGHT}) FROM rulings_fts "
                f"WHERE rulings_fts MATCH ?{where} "
                f"ORDER BY 2 LIMIT ?", [match, *chosen, (limit + 30) * len(langs)]).fetchall()
        except sqlite3.OperationalError:
            return []
        docs = {}
        for rowid, _ in rows:
            _read(rowid, _name_keys[rowid][1])
            docs[rowid] = (_docs[rowid], _name_keys[rowid], _lemmas[rowid])
    scored = []
    for rowid, score in rows:
        doc, name_keys, (lemmas, rooted) = docs[rowid]
        total = -float(score)
        distinct, keys, only = name_keys
        # each word of the name once, said when its lemma or its root is asked
        said = {k for k, r in rooted if k in asked or r in asked}
        plain = said - _rules_words()
        share = len(said) / len(lemmas) if lemmas else 0.0
        # named: the whole name, or a word of no other card's name ("Commissar"), or a third of
        # its words with a telling one among them ("Eisenstein" of "Strike Cruiser Eisenstein",
        # not "jump" of "Blood Angels Jump Squad"), or, in a name of common words, two that are
        # no words of the rules ("tank hunters"; "assault squad" names nobody)
        if keys and (keys <= asked or only & asked):
            share = 1.0
        elif share < NAMED_SHARE or not (distinct & asked or len(plain) >= 2):
            share = 0.0
        if share >= NAMED_SHARE:
            total += NAMED_BONUS * share
            with _lock:
                ruling_keys = _text_keys(rowid, doc)
            if _asks_about(asked_lemmas - keys, ruling_keys):
                how = "named" if lemmas and said == lemmas else "named part"
            else:
                how = "name only"
        else:
            total *= UNNAMED_SHARE
            how = "words"
        scored.append((-total, rowid, doc, how))
    scored.sort(key=lambda t: (t[0], t[1]))
    hits: list[tuple[RulingHit, str]] = []
    seen: set[tuple] = set()
    for neg, rowid, doc, how in scored:
        key = (doc["card_id"], doc["en"], doc["own"])
        if key in seen:
            continue
        seen.add(key)
        labels = (OWN_NOTE_LABEL if doc["kind"] == "note" else OWN_LABEL) if doc["own"] else LABEL
        with _lock:
            snippet, snippet_words = _shown(rowid, doc)
        hits.append((RulingHit(
            id=doc["card_id"], title=f"{doc['name']} — {labels[doc['lang']]}", snippet=snippet,
            lang=doc["lang"], score=round(-neg, 4), highlights=_highlights(snippet, parts, snippet_words),
            card_id=doc["card_id"], card_name=doc["name"], sections=doc["sections"], own=doc["own"]), how))
        if len(hits) >= limit:
            break
    return hits


def _asks_about(question: frozenset[str], ruling: frozenset[str]) -> bool:
    """True when the question, its card's name left out, asks mostly about what the ruling says:
    at least ASKS_SHARE of its words are the ruling's (a word counts when its lemma or root is
    there). A card merely named in a question about a general rule ("their Tactical Squad shoots,
    can my bikes block it", a long question naming an Assault Squad about an overrun) shares a
    word or two with its ruling, not a third of the question."""
    if not question:
        return False
    shared = sum(1 for k in question if k in ruling or (analysis.root(k) or "") in ruling)
    return shared >= ASKS_SHARE * len(question)


def _on_topic(hit: RulingHit, section_ids: list[str]) -> bool:
    """True when the ruling follows one of ``section_ids``, one of their subsections or their
    parent; with no section found, any ruling is."""
    if not section_ids:
        return True
    return any(s == t or s.startswith(t + ".") or t.startswith(s + ".") for s in hit.sections for t in section_ids)


def search(query: str, lang: str | None = None, limit: int = 10,
           rulings: Iterable[Any] | None = None) -> list[Hit]:
    """Rules sections and card rulings for ``query``, best first; ``kind_of(hit)`` tells them
    apart. ``rulings`` overrides the registered provider.

    A card's ruling comes first only when the question names the card and asks about something
    its ruling says; a ruling of a card only named comes second, after the best section; a ruling
    found by other words never comes before the third section (a rules question finds its rule)."""
    sections = search_sections(query, lang=lang, limit=limit)
    found = _ruling_hits(query, lang, limit, rulings)
    if not found:
        return sections
    # a card named by part of its name ("bikes", "devastators": players name a kind of unit so)
    # leads only when its ruling is about the rule the question finds
    top = [h.id for h in sections[:3]]
    named = [h for h, how in found if how == "named" or (how == "named part" and _on_topic(h, top))]
    name_only = [h for h, how in found if how == "name only" or (how == "named part" and not _on_topic(h, top))]
    words = [h for h, how in found if how == "words"]
    merged = [*named, *sections[:1], *name_only, *sections[1:3], *words, *sections[3:]]
    return merged[:limit]
