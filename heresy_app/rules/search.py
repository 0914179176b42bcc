"""Full-text search over the rules reference: SQLite FTS5, both languages, built in memory
on first use (a few milliseconds; once per process).

Players' words: before anything else the query is rewritten with the table in
``data/players.toml`` (how players say things → the rulebook's terms; :func:`rewrite`).
Matching: the query is split into words, ё is folded to е, stop words are dropped, each word is
reduced to a stem (Snowball for Russian, light suffix stripping for English, Russian stems capped
at five letters) and searched as a quoted FTS5 prefix term, the terms joined with OR. User text
therefore never acts as FTS5 syntax and only ever reaches SQL as a bound parameter.
Ranking: bm25 with weights title 20, aliases 6, body 1, examples 0.5, plus a bonus for the
share of the title's words the query covers (so "Special assault" beats "When a special
assault takes effect" for the query "special assault").
Highlighting: FTS5 ``highlight()`` over the (length-preserving) folded text, mapped back onto
the original text, then a window around the densest cluster of matches is cut as the snippet.
"""

from __future__ import annotations

import functools
import sqlite3
import threading

from heresy_app.rules import text as _text
from heresy_app.rules.model import LANGS, Hit
from heresy_app.rules.store import check_lang, reference

_OPEN, _CLOSE = "\x02", "\x03"
WEIGHTS = {"title": 20.0, "aliases": 6.0, "body": 1.0, "examples": 0.5}
RU_PREFIX = 5
SNIPPET_CHARS = 180
CANDIDATES = 30  # extra rows fetched for re-ranking
TITLE_COVERAGE_BONUS = 3.0
DEFINES_BONUS = 8.0  # the section whose title (or one alias) is the term a player's words meant

_lock = threading.Lock()
_db: sqlite3.Connection | None = None
_docs: dict[int, tuple[str, str, str, str]] = {}  # rowid -> (id, lang, body, examples) originals
# (id, lang) -> the content-word keys of the section's title and of each alias (built with the index)
_names: dict[tuple[str, str], tuple[frozenset[str], list[frozenset[str]]]] = {}


def _connect() -> sqlite3.Connection:
    global _db
    with _lock:
        if _db is None:
            db = sqlite3.connect(":memory:", check_same_thread=False)
            db.execute(
                "CREATE VIRTUAL TABLE rules_fts USING fts5("
                "id UNINDEXED, lang UNINDEXED, title, aliases, body, examples, "
                "tokenize = 'unicode61 remove_diacritics 2')"
            )
            ref = reference()
            rowid = 0
            for lang in LANGS:
                for sid in ref.ids:
                    section = ref.get(sid, lang)
                    body = ref.plain_body(section, bullet="• ")
                    examples = ref.plain_examples(section)
                    rowid += 1
                    _docs[rowid] = (sid, lang, body, examples)
                    _names[(sid, lang)] = (
                        _content_keys(section.title),
                        [_content_keys(alias) for alias in section.aliases],
                    )
                    db.execute(
                        "INSERT INTO rules_fts(rowid, id, lang, title, aliases, body, examples) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)",
                        (
                            rowid,
                            sid,
                            lang,
                            _text.fold(section.title),
                            _text.fold(" ; ".join(section.aliases)),
                            _text.fold(body),
                            _text.fold(examples),
                        ),
                    )
            db.commit()
            _db = db
        return _db


_players: list[tuple[str, tuple[str, ...] | str, str, bool]] | None = None


@functools.lru_cache(maxsize=8192)
def _key(word: str) -> str:
    """What two forms of a word share, for matching players' words: its stem (Russian capped)."""
    stem = _text.stem(word)
    return stem[:RU_PREFIX] if _text.is_cyrillic(stem) else stem


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
                    rows.append((lang, said_key, entry["means"], not entry.get("plain", False)))
        rows.sort(key=lambda r: -len(r[1]) if isinstance(r[1], tuple) else -99)
        _players = rows
    return _players


def rewrite(query: str, lang: str | None = None) -> str:
    return _rewrite(query, lang)[0]


def _rewrite(query: str, lang: str | None = None) -> tuple[str, list[str]]:
    """``query`` in the rulebook's terms: every phrase of the players' words table found in it
    (word by word, compared by stems) is replaced by what it means; a phrase with signs ("4+")
    found in the text adds its meaning. ``lang`` None uses both languages' tables."""
    words = _text.words(query or "")
    if not words:
        return query, []
    keys = [_key(w) for w in words]
    out: list[str | None] = list(words)
    text = _text.normalise(query)
    extra: list[str] = []
    meant: list[str] = []  # the terms players' words meant (not plain synonyms)
    everything: list[str] = []
    for row_lang, said, means, term in players_words():
        if lang and row_lang != lang:
            continue
        if isinstance(said, str):
            if said in text and means not in extra:
                extra.append(means)
                meant.append(means)
                everything.append(means)
            continue
        n = len(said)
        for i in range(len(keys) - n + 1):
            if tuple(keys[i : i + n]) == said and all(out[j] is not None for j in range(i, i + n)):
                if all(isinstance(out[j], str) and out[j] == words[j] for j in range(i, i + n)):
                    out[i] = "\x00" + means
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


def _content_keys(text: str) -> frozenset[str]:
    return frozenset(
        _key(w) for w in _text.words(text) if w not in _text.STOPWORDS_EN and w not in _text.STOPWORDS_RU
    )


def _defines(sid: str, lang: str, meanings: list[str]) -> float:
    """How nearly the section is the definition of a term the query's players' words meant (0..1):
    the term's words all in its title (scored by the share of the title they make) or one of its
    aliases exactly the term."""
    if not meanings:
        return 0.0
    title, aliases = _names[(sid, lang)]
    best = 0.0
    for means in meanings:
        m = _content_keys(means)
        if not m:
            continue
        if m <= title:
            best = max(best, len(m) / len(title | m))
        elif any(a == m for a in aliases):
            best = max(best, 0.75)
    return best


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


def _title_coverage(title: str, parts: list[tuple[str, bool]]) -> float:
    """Share of the title's content words that the query matches (0..1)."""
    words = [w for w in _text.words(title) if w not in _text.STOPWORDS_EN and w not in _text.STOPWORDS_RU]
    if not words:
        return 0.0
    hit = sum(1 for w in words if any(w.startswith(p) if pre else w == p for p, pre in parts))
    return hit / len(words)


def fts_query(query: str) -> str | None:
    """The MATCH expression for a user query, or None if it has no searchable words."""
    terms = query_terms(query)
    return " OR ".join(terms) if terms else None


def search(query: str, lang: str | None = None, limit: int = 10) -> list[Hit]:
    """Sections matching ``query``, best first. ``lang`` None searches both languages and keeps
    the better-scoring language of each section. A query that finds nothing in ``lang`` is looked
    for in the other language too (an English word asked of the Russian reference): the sections
    found are named by their ``lang`` titles, the snippet shows where the words are. A query written
    only in the other language's alphabet goes there at once: the Russian text holds a few Latin
    words (section ids in examples), which must not stand for an answer to "blocking speed".
    Never raises on odd input; an empty query gives []."""
    hits = [] if lang and _other_alphabet(query, lang) else _search(query, lang, limit)
    if lang and not hits:
        ref = reference()
        hits = [h.model_copy(update={"title": ref.get(h.id, lang).title}) for h in _search(query, None, limit)]
    return hits


def _other_alphabet(query, lang: str) -> bool:
    """True when every letter of ``query`` is Latin and ``lang`` is Russian, or Cyrillic and English."""
    if not isinstance(query, str):
        return False
    letters = [c for c in _text.normalise(query) if c.isalpha()]
    if not letters:
        return False
    cyrillic = sum(1 for c in letters if _text.is_cyrillic(c))
    return cyrillic == len(letters) if lang == "en" else cyrillic == 0


def _search(query: str, lang: str | None, limit: int) -> list[Hit]:
    if not isinstance(query, str):
        return []
    langs = [check_lang(lang)] if lang else list(LANGS)
    query, meanings = _rewrite(query, lang)
    match = fts_query(query)
    if not match or limit <= 0:
        return []
    db = _connect()
    weights = ", ".join(str(w) for w in (0.0, 0.0, *WEIGHTS.values()))
    sql = (
        f"SELECT rowid, id, lang, bm25(rules_fts, {weights}) AS score, "
        f"highlight(rules_fts, 4, ?, ?), highlight(rules_fts, 5, ?, ?) "
        f"FROM rules_fts WHERE rules_fts MATCH ? AND lang IN ({', '.join('?' for _ in langs)}) "
        f"ORDER BY score, rowid LIMIT ?"
    )
    params = [_OPEN, _CLOSE, _OPEN, _CLOSE, match, *langs, (limit + CANDIDATES) * len(langs)]
    with _lock:
        try:
            rows = db.execute(sql, params).fetchall()
        except sqlite3.OperationalError:  # should not happen with quoted terms; never crash
            return []
    ref = reference()
    parts = query_words(query)
    ranked = []
    for rowid, sid, row_lang, score, body_hl, examples_hl in rows:
        title = ref.get(sid, row_lang).title
        total = -float(score) + TITLE_COVERAGE_BONUS * _title_coverage(title, parts)
        total += DEFINES_BONUS * _defines(sid, row_lang, meanings)
        ranked.append((-total, rowid, sid, row_lang, title, body_hl, examples_hl))
    ranked.sort()
    hits: list[Hit] = []
    seen: set[str] = set()
    for neg_total, rowid, sid, row_lang, title, body_hl, examples_hl in ranked:
        if sid in seen:
            continue
        seen.add(sid)
        _, _, body, examples = _docs[rowid]
        snippet, spans = _snippet(body, body_hl)
        if not spans and examples:
            ex_snippet, ex_spans = _snippet(examples, examples_hl)
            if ex_spans:
                snippet, spans = ex_snippet, ex_spans
        hits.append(
            Hit(id=sid, title=title, snippet=snippet, lang=row_lang, score=round(-neg_total, 4), highlights=spans)
        )
        if len(hits) >= limit:
            break
    return hits


def _spans(original: str, highlighted: str) -> list[tuple[int, int]]:
    """Character spans in ``original`` of the text wrapped in markers in ``highlighted``."""
    spans: list[tuple[int, int]] = []
    pos = 0
    start = None
    for ch in highlighted:
        if ch == _OPEN:
            start = pos
        elif ch == _CLOSE:
            if start is not None and pos > start:
                spans.append((start, pos))
            start = None
        else:
            pos += 1
    if pos != len(original):  # texts out of step: no highlighting rather than wrong highlighting
        return []
    return spans


def _snippet(original: str, highlighted: str | None) -> tuple[str, list[tuple[int, int]]]:
    """A window of about SNIPPET_CHARS characters around the densest cluster of matches."""
    flat = " ".join(original.split())
    spans = _spans(original, highlighted or "")
    # re-map spans onto the whitespace-collapsed text
    if spans:
        mapping = _collapse_map(original)
        spans = [(mapping[s], mapping[e - 1] + 1) for s, e in spans]
    if len(flat) <= SNIPPET_CHARS:
        return flat, spans
    if spans:
        best, best_count = spans[0][0], 0
        for s, _ in spans:
            count = sum(1 for s2, e2 in spans if s <= s2 and e2 <= s + SNIPPET_CHARS - 40)
            if count > best_count:
                best, best_count = s, count
        start = max(0, best - 40)
    else:
        start = 0
    end = min(len(flat), start + SNIPPET_CHARS)
    if end - start < SNIPPET_CHARS:
        start = max(0, end - SNIPPET_CHARS)
    # snap to word boundaries
    if start > 0 and not flat[start - 1].isspace():
        space = flat.rfind(" ", 0, start)
        if start - space < 15:  # move back to the word's start (space == -1: it starts the text)
            start = space + 1
        else:  # a very long word: skip forward past it
            nxt = flat.find(" ", start)
            start = nxt + 1 if nxt != -1 else start
    if end < len(flat) and not flat[end].isspace() and not flat[end - 1].isspace():
        space = flat.find(" ", end)
        space = len(flat) if space == -1 else space
        if space - end < 15:
            end = space
        else:
            prev = flat.rfind(" ", start, end)
            end = prev if prev > start else end
    end = max(end, start)
    while end > start and flat[end - 1].isspace():
        end -= 1
    while start < end and flat[start].isspace():
        start += 1
    text = flat[start:end]
    prefix = "… " if start > 0 else ""
    suffix = " …" if end < len(flat) else ""
    shift = len(prefix) - start
    kept = [(s + shift, e + shift) for s, e in spans if s >= start and e <= end]
    return prefix + text + suffix, kept


def _collapse_map(original: str) -> list[int]:
    """For each index of ``original``, its index in ``" ".join(original.split())``."""
    mapping: list[int] = []
    out = -1
    in_space = True  # leading whitespace is dropped
    for ch in original:
        if ch.isspace():
            if not in_space:
                out += 1
                in_space = True
            mapping.append(max(out, 0))
        else:
            out += 1
            in_space = False
            mapping.append(out)
    return mapping
