"""The rules search (issue 28): retrieval over the reference's sections, in both languages.

Words: every text is read by :mod:`heresy_app.rules.analysis` (Russian lemmas by pymorphy3,
English Snowball stems), the sections' texts when the index is built and the question when it is
asked, alike. Stop words (question words, "can I", «можно ли») are dropped.

What a section answers: besides its title, hidden aliases, body and examples, each section
carries the questions a player would ask that it answers (``questions`` in en.toml / ru.toml,
written section by section from its content). They are a field of their own, and each question is
also matched on its own: the section whose one question best covers the player's words scores.

Players' words (``data/players.toml``): the players' word table adds the rulebook's term for a
player's word ("tapped" → "locked") to the question, at a lower weight than the player's own words;
it no longer replaces them.

Ranking: BM25F over the fields (weights in FIELDS) plus QUESTION_WEIGHT times the best single
question's match; then the defining section comes before its subsections unless the question names
the subsection's own case (a word of the subsection's title or aliases that its parent's lack).
The index is plain Python dictionaries built once per process (~0.3 s with the analyser's start);
a query is a few dictionary look-ups per word. User text never reaches SQL here.
"""

from __future__ import annotations

import contextlib
import math
import threading
from collections import Counter

from heresy_app.rules import analysis, index_parts, snippets, synonyms
from heresy_app.rules import text as _text
from heresy_app.rules.glossary import translated
from heresy_app.rules.model import LANGS, Hit
from heresy_app.rules.question import plain_comparison, rewrite_found
from heresy_app.rules.store import check_lang, reference
from heresy_app.rules.typos import Vocabulary

# field: (weight, length normalisation b)
FIELDS = {"title": (6.0, 0.3), "aliases": (3.0, 0.3), "questions": (2.0, 0.5), "body": (1.0, 0.75),
          "examples": (0.3, 0.75)}
K1 = 1.2
QUESTION_WEIGHT = 4.0   # the best single question's share of the player's words (0..1) counts this much
REPLACED_WEIGHT = 0.5   # a word of a phrase the players' words table replaced by the rulebook's term
TABLE_WEIGHT = 1.0      # the rulebook's term the players' words table put for a phrase the reference never uses
TABLE_SHARED_WEIGHT = 1.0  # ... for a phrase whose words the reference uses in a sense of its own
TYPO_WEIGHT = 0.8       # a word of the reference at edit distance 1 from a word it never uses
NEGATED_WEIGHT = 0.35   # an absence feature ("no cards", "cannot be blocked": analysis.negated) of the question
ROOT_WEIGHT = 0.5       # a Russian word's root (analysis.root) counts this much of the word itself
TITLE_SHARE_MODE = "dice"   # the title's words said against its length and the question's ("title": its length only)
TITLE_BONUS = 4.0       # times the share of the section's title the question says
COMMON_SHARE = 0.5      # a word of more sections than this tells none apart: the concept map does not add it
CHILD_MARGIN = 1.25     # a subsection not named by the question must beat its parent by this factor
FORM_LETTERS = 5        # a title word's alias form shares this many first letters with it (0: none)
FORM_WEIGHT = 0.5       # a title word said through such a form counts this much of it
PART_SAID = 0.5         # a title word the question says at this weight or more counts in part
ASKED = "?"             # the question's key of the action it asks about (analysis.asked_verbs), "?block"
ASKED_BONUS = 1.0       # times how well a section's names name that action (_Index.asked_share)
ASKED_MOST = 4          # a verb the names of more sections than this hold names none of them
SETTING_WEIGHT = 1.0    # a key only the setting's clauses bring, before the clause that asks (analysis.asked_clause)
CLAUSE_WEIGHT = 1.0     # times a key the clause that asks brings, when a setting stands before it
NUMBER_WEIGHT = 1.0     # a bare number the question says ("3 flags", "armor 2"): it counts no thing by itself
ABSENT_TITLE = 1.0      # the title share of a title naming an absence the question does not say
NUMBER_SHARE = 1.0      # a bare number's part in the best single question's share (a tried weight, no effect at 1)
GLOSS_WEIGHT = 1.0      # a glossary term's words in the asked language, for its name said in the other alphabet

# the ranking's weights a fit may set (benchmarks/fit_ranking.py writes data/ranking.toml)
TUNABLE = ("title", "aliases", "questions", "body", "examples", "title_b", "aliases_b", "questions_b", "body_b",
           "examples_b", "k1", "question_weight", "title_bonus", "child_margin")


def weights() -> dict[str, float]:
    """The ranking's weights now in use, by the names of TUNABLE."""
    out = {}
    for field, (w, b) in FIELDS.items():
        out[field], out[field + "_b"] = w, b
    out.update(k1=K1, question_weight=QUESTION_WEIGHT, title_bonus=TITLE_BONUS, child_margin=CHILD_MARGIN)
    return out


def set_weights(values: dict[str, float]) -> None:
    """Use ``values`` (names of TUNABLE; the others kept) for the ranking from now on. An unknown
    name or a value that is not a non-negative number raises ValueError."""
    global FIELDS, K1, QUESTION_WEIGHT, TITLE_BONUS, CHILD_MARGIN
    for name, value in values.items():
        if name not in TUNABLE:
            raise ValueError(f"unknown ranking weight {name!r}; known: {', '.join(TUNABLE)}")
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not value >= 0:
            raise ValueError(f"ranking weight {name!r} must be a number >= 0, not {value!r}")
    now = {**weights(), **{k: float(v) for k, v in values.items()}}
    FIELDS = {field: (now[field], now[field + "_b"]) for field in FIELDS}
    K1, QUESTION_WEIGHT = now["k1"], now["question_weight"]
    TITLE_BONUS, CHILD_MARGIN = now["title_bonus"], now["child_margin"]


def fitted_weights() -> dict[str, float]:
    """The weights of data/ranking.toml (the leave-one-out fit), {} when it holds none."""
    from heresy_app.rules.store import read_toml

    try:
        return dict(read_toml("ranking.toml").get("weights", {}))
    except FileNotFoundError:
        return {}


set_weights(fitted_weights())

_lock = threading.Lock()


class _Index:
    """Per language: each section's term frequencies per field, the fields' lengths, the document
    frequency of every key, and each section's questions as sets of keys."""

    PARTS = index_parts.PARTS

    def __init__(self, parts: dict | None = None):
        """The index from ``parts`` (as :meth:`parts` gives them, e.g. read back from the disk
        cache, index_cache.py), or built from the reference when None."""
        parts = parts if parts is not None else self.build()
        self.tf: dict[str, dict[str, dict[str, dict[str, int]]]] = parts["tf"]
        self.length: dict[str, dict[str, dict[str, int]]] = parts["length"]
        self.avg: dict[str, dict[str, float]] = parts["avg"]
        self.idf: dict[str, dict[str, float]] = parts["idf"]
        self.postings: dict[str, dict[str, frozenset[str]]] = parts["postings"]
        self.questions: dict[str, dict[str, list[tuple[frozenset[str], float]]]] = parts["questions"]
        self.names: dict[str, dict[str, frozenset[str]]] = parts["names"]
        self.titles: dict[str, dict[str, frozenset[str]]] = parts["titles"]
        # (sid, lang) -> {"body"/"examples": (plain text, whitespace collapsed, [(start, end, key, root)] of its words)}
        self.words: dict[tuple[str, str], dict[str, tuple[str, list[tuple[int, int, str, str | None]]]]] = parts["words"]
        self.surface: dict[str, str] = parts["surface"]   # every word of the reference (both languages) → its key
        self._parts = parts
        self._cache: dict[tuple, dict[str, float]] = {}
        self._named: dict[tuple[str, str], frozenset[str]] = {}   # (lang, verb) → the sections naming it
        self._places: dict[tuple[str, str, str], dict[str, list[int]]] = {}   # (sid, lang, field) → key → tokens
        self._title_words: dict[str, index_parts.TitleWords] = {}
        self._absent: dict[str, dict[str, frozenset[str]]] = {}
        self._asking: dict[str, index_parts.Asking] = {}   # lang → the questions by the keys they say
        self.known: frozenset[str] = frozenset(k for lang in LANGS for k in self.postings[lang])
        n = len(next(iter(self.length.values())))
        self.common: frozenset[str] = frozenset(   # keys of more than COMMON_SHARE of the sections
            k for lang in LANGS for k, d in self.postings[lang].items() if len(d) > COMMON_SHARE * n)
        texts = ("title", "aliases", "body", "examples")
        seen: dict[str, int] = {}
        for lang in LANGS:
            for fields in self.tf[lang].values():
                for k in {k for f in texts for k in fields[f]}:
                    seen[k] = seen.get(k, 0) + 1
        self.own_sense: frozenset[str] = frozenset(k for k, n_sections in seen.items() if n_sections > 1)
        # each name key's (title's and aliases') Russian root (None for others), read once: it does not
        # depend on the question
        self.title_roots: dict[str, str | None] = {
            k: analysis.root(k) for lang in LANGS for names in (self.titles[lang], self.names[lang])
            for title in names.values() for k in title}
        # a Russian title word's forms its sections' own aliases spell out: an alias word sharing its
        # first FORM_LETTERS letters («стрелять» beside «Стрельба», where the six-letter roots part them)
        self.title_forms: dict[str, frozenset[str]] = {}
        if FORM_LETTERS:
            forms: dict[str, set[str]] = {}
            for lang in LANGS:
                for sid, title in self.titles[lang].items():
                    aliases = self.names[lang][sid] - title
                    for k in title:
                        if len(k) >= FORM_LETTERS and _text.is_cyrillic(k):   # English stems join forms
                            forms.setdefault(k, set()).update(
                                a for a in aliases if len(a) >= FORM_LETTERS and a[:FORM_LETTERS] == k[:FORM_LETTERS])
            self.title_forms = {k: frozenset(f) for k, f in forms.items() if f}
        self.vocabulary = Vocabulary({w: (k, max(len(self.postings[lang].get(k, ())) for lang in LANGS))
                                      for w, k in self.surface.items()})

    def used_apart(self, k: str) -> bool:
        """True when the reference uses ``k`` in a sense of its own: in the text (title, aliases,
        body, examples) of more than one section. A word only one section names in passing (a
        card's name in an example, "Escort Frigate") is no sense of the reference's, nor are the
        players' words of the sections' questions."""
        return k in self.own_sense

    def telling(self, k: str) -> bool:
        """True when ``k`` is a key of the reference that tells sections apart."""
        return k in self.known and k not in self.common

    def parts(self) -> dict:
        """The index as plain values (dicts, lists, tuples, frozensets, strings and numbers)."""
        return self._parts

    @staticmethod
    def build() -> dict:
        """Every section's words read afresh (the analyser's start and a second or two)."""
        return index_parts.build(tuple(FIELDS))

    def _saturated(self, lang: str, k: str, docs: set[str]) -> dict[str, float]:
        """BM25F's saturated term frequency of ``k`` in each section holding it: t / (K1 + t),
        t the fields' length-normalised frequencies times their weights; kept per key (the
        fields, weights and lengths never change after the index is built)."""
        key = (lang, k, K1, tuple(FIELDS.items()))
        found = self._cache.get(key)
        if found is None:
            tf, length, avg = self.tf[lang], self.length[lang], self.avg[lang]
            found = {}
            for sid in docs:
                t = 0.0
                for field, (fw, b) in FIELDS.items():
                    f = tf[sid][field].get(k)
                    if f:
                        t += fw * f / (1 - b + b * length[sid][field] / avg[field])
                found[sid] = t / (K1 + t)
            self._cache[key] = found
        return found

    @contextlib.contextmanager
    def leave_out(self, sid: str, lang: str, i: int):
        """The index as if the ``i``-th of section ``sid``'s own questions in ``lang`` were never
        written (the question field's counts and length, the single questions, the postings and
        idf of the keys only it held), restored on leaving: leave-one-out training of the ranking
        (benchmarks/fit_ranking.py) searches with that question and wants its section."""
        from heresy_app.rules.store import reference

        text = reference().get(sid, lang).questions[i]
        ks = analysis.keys(text)
        gone = Counter(ks) + Counter(r for r in map(analysis.root, ks) if r)
        tf = self.tf[lang][sid]
        saved_tf, saved_len = tf["questions"], self.length[lang][sid]["questions"]
        saved_qs = self.questions[lang][sid]
        postings, idf = self.postings[lang], self.idf[lang]
        saved_post = {k: postings.get(k) for k in gone}
        saved_idf = {k: idf.get(k) for k in gone}
        left = dict(Counter(saved_tf) - gone)
        tf["questions"] = left
        self.length[lang][sid]["questions"] = saved_len - len(ks)
        self.questions[lang][sid] = saved_qs[:i] + saved_qs[i + 1:]
        n = len(self.tf[lang])
        for k in gone:
            if not any(k in tf[f] for f in tf):
                docs = postings[k] - {sid}
                if docs:
                    postings[k] = docs
                    idf[k] = math.log(1 + (n - len(docs) + 0.5) / (len(docs) + 0.5))
                else:
                    del postings[k]
        self._forget(lang, gone)
        self._asking.pop(lang, None)
        try:
            yield self
        finally:
            tf["questions"], self.length[lang][sid]["questions"] = saved_tf, saved_len
            self.questions[lang][sid] = saved_qs
            self._asking.pop(lang, None)
            for k, docs in saved_post.items():
                if docs is not None:
                    postings[k] = docs
                if saved_idf[k] is not None:
                    idf[k] = saved_idf[k]
            self._forget(lang, gone)

    def _forget(self, lang: str, keys) -> None:
        """Drop the kept saturated frequencies of ``keys`` (whatever the weights)."""
        for cached in [c for c in self._cache if c[0] == lang and c[1] in keys]:
            del self._cache[cached]

    def rank(self, asked: dict[str, float], lang: str) -> dict[str, float]:
        """Score of every section of ``lang`` that shares a key with the question (key → weight)."""
        postings, idf = self.postings[lang], self.idf[lang]
        scores: dict[str, float] = {}
        for k, weight in asked.items():
            docs = postings.get(k)
            if not docs:
                continue
            w_idf = idf[k] * weight
            for sid, t in self._saturated(lang, k, docs).items():
                scores[sid] = scores.get(sid, 0.0) + w_idf * t
        weighted = {k: idf.get(k, 0.0) * w for k, w in asked.items()}
        if NUMBER_SHARE != 1.0:   # a bare number in the single questions' match (the field's BM25 unchanged)
            weighted = {k: w * NUMBER_SHARE if k.isdigit() else w for k, w in weighted.items()}
        said_words = sum(1 for k, w in asked.items() if w >= 1.0 and not k.startswith(("~", ASKED)))
        total = sum(weighted.values()) or 1.0
        verbs = [k[len(ASKED):] for k in asked if k.startswith(ASKED)]
        # each of the sections' own questions that shares a key with the player's: the weight shared
        # (a question by its place in the language's list of them, _Asking)
        shared: dict[int, float] = {}
        asking = self.asking(lang)
        for k, w in weighted.items():
            for place in asking.places.get(k, ()):
                shared[place] = shared.get(place, 0.0) + w
        best: dict[str, float] = {}
        of, own = asking.section, asking.own
        for place, w in shared.items():
            sid = of[place]
            if w and sid in scores:
                share = 2 * w / (total + own[place])
                if share > best.get(sid, 0.0):
                    best[sid] = share
        memo: dict[str, float] = {}
        titles = self.titles[lang]
        # a section none of whose title words the question's keys can say has a title share of 0
        # (a root or a part said counts only at weights above 0): its score gains the question's
        # share alone, the same sum
        near = self.title_words(lang).sections(asked) if ROOT_WEIGHT > 0 and PART_SAID > 0 else scores
        absent = self.absent_titles(lang) if ABSENT_TITLE != 1.0 else {}
        for sid in scores:
            if sid in near:
                share = _title_share(asked, titles[sid], said_words, memo, self.title_roots, self.title_forms)
                if sid in absent and absent[sid].isdisjoint(asked):
                    share *= ABSENT_TITLE
                scores[sid] += QUESTION_WEIGHT * best.get(sid, 0.0) + TITLE_BONUS * share
            elif sid in best:
                scores[sid] += QUESTION_WEIGHT * best[sid]
        if verbs:   # likewise only the sections whose names name an asked verb gain by it
            named = frozenset().union(*(self.naming(v, lang) for v in verbs))
            for sid in scores:
                if sid in named:
                    scores[sid] += ASKED_BONUS * self.asked_share(verbs, sid, lang)
        return scores

    def absent_titles(self, lang: str) -> dict[str, frozenset[str]]:
        """The sections of ``lang`` whose titles name an absence, with its features (analysis.negated)."""
        found = self._absent.get(lang)
        if found is None:
            ref = reference()
            found = self._absent[lang] = {sid: frozenset(n) for sid in ref.ids
                                          if (n := analysis.negated(ref.get(sid, lang).title))}
        return found

    def title_words(self, lang: str) -> index_parts.TitleWords:
        """The sections of ``lang`` by the keys that can say their title words, read once."""
        found = self._title_words.get(lang)
        if found is None:
            found = self._title_words[lang] = index_parts.TitleWords(self.titles[lang], self.title_roots,
                                                                     self.title_forms)
        return found

    def matched(self, sid: str, lang: str, field: str, wanted: set[str]) -> list[tuple[int, int]]:
        """The spans of the words of section ``sid``'s ``field`` ("body", "examples") whose key or
        root ``wanted`` holds (snippets.matched), read through its words' places, kept per text."""
        tokens = self.words[(sid, lang)][field][1]
        where = self._places.get((sid, lang, field))
        if where is None:
            where = self._places[(sid, lang, field)] = snippets.places(tokens)
        return snippets.matched_at(tokens, where, wanted)

    def asking(self, lang: str) -> index_parts.Asking:
        """The sections' own questions in ``lang`` by the keys they say: a player's question is
        compared with the questions sharing its words, not with every one."""
        found = self._asking.get(lang)
        if found is None:
            found = self._asking[lang] = index_parts.Asking(self.questions[lang])
        return found

    def asked_share(self, verbs: list[str], sid: str, lang: str) -> float:
        """How well section ``sid``'s names (title and aliases) name the action the question asks
        about: 1 / the number of sections whose names hold the verb (itself, its root, or the verb
        with a prefix: «заблокировать» holds «блокировать»), for the verb its names hold ("can any
        of them block": "Blocking"; «можно штурмовать»: «Штурм»); a verb in the names of more than
        ASKED_MOST sections ("play", "use") points at none of them."""
        best = 0.0
        for v in verbs:
            naming = self.naming(v, lang)
            if sid in naming and len(naming) <= ASKED_MOST:
                best = max(best, 1.0 / len(naming))
        return best

    def naming(self, v: str, lang: str) -> frozenset[str]:
        """The sections of ``lang`` whose names hold verb ``v`` (asked_share), kept per verb."""
        naming = self._named.get((lang, v))
        if naming is None:
            r = analysis.root(v)
            roots = self.title_roots
            naming = self._named[(lang, v)] = frozenset(
                s for s, ks in self.names[lang].items()
                if any(k == v or (r and roots[k] == r) or (len(k) >= 6 and v.endswith(k)) for k in ks))
        return naming


_index_obj: _Index | None = None


def _index() -> _Index:
    """The index of this process: read from the disk cache when it holds the index of these very
    sections (index_cache.py), else built and written there for the next process."""
    global _index_obj
    with _lock:
        if _index_obj is None:
            from heresy_app.rules import index_cache

            parts = index_cache.load()
            if parts is None:
                index = _Index()
                index_cache.save(index.parts())
            else:
                index = _Index(parts)
            analysis.seed(index.surface)
            analysis.seed(index_cache.load_words())
            _index_obj = index
        return _index_obj


def prepare() -> None:
    """Build the index now (the analyser's start and every section's words: a second or two),
    so that the first question asked does not wait for it. Safe from any thread, once or often."""
    _index()


def _query_keys(query: str, lang: str | None, index: _Index | None = None) -> dict[str, float]:
    """The question's keys with their weights: the player's own words weigh 1; a word the
    reference never uses brings the reference's words at edit distance 1 (typos.py, TYPO_WEIGHT);
    the concept map (synonyms.py) adds the rulebook's words for the players' words it knows; the
    players' words table (players.toml) adds the rulebook's term for a player's phrase at
    TABLE_WEIGHT (the player's words of that phrase weigh REPLACED_WEIGHT). A key that only the
    setting brings, the clauses before the one that asks ("my unit is flipped upside down, can it
    shoot?"), weighs SETTING_WEIGHT of itself."""
    index = index or _index()
    query = plain_comparison(query)
    asked = _keys_of(query, lang, index)
    clause = analysis.asked_clause(query) if SETTING_WEIGHT != 1.0 or CLAUSE_WEIGHT != 1.0 else None
    if clause:
        own = _keys_of(clause, lang, index)
        if any(w >= 1.0 for w in own.values()):
            for k in asked:
                asked[k] *= CLAUSE_WEIGHT if k in own else SETTING_WEIGHT
    if NUMBER_WEIGHT != 1.0:
        for k in asked:
            if k.isdigit():
                asked[k] *= NUMBER_WEIGHT
    kept = dict(list(asked.items())[:60])
    for k in analysis.asked_verbs(query):
        kept[ASKED + k] = 1.0
    return kept


def _keys_of(query: str, lang: str | None, index: _Index) -> dict[str, float]:
    """The weighted keys of ``query`` (already read by plain_comparison): _query_keys without the
    setting's share and the asked action."""
    every = analysis.keys(query, stop=False)
    own = [k for k in every if not analysis.is_stop(k)] or every
    found: list[tuple[list[str], str]] = []
    rewrite_found(query, lang, found)
    known = index.known.__contains__
    asked: dict[str, float] = {k: 1.0 for k in own}
    for said, means in found:
        said_keys = [k for k in map(analysis.key, said) if not analysis.is_stop(k)]
        weight = TABLE_SHARED_WEIGHT if any(known(k) for k in said_keys) else TABLE_WEIGHT
        for k in said_keys:
            asked[k] = min(asked.get(k, 1.0), REPLACED_WEIGHT)
        for k in analysis.keys(means):
            if asked.get(k, 0.0) < weight:
                asked[k] = weight
    for word in _text.words(query or ""):
        k = analysis.key(word)
        if analysis.is_stop(k) or known(k) or analysis.in_dictionary(word) \
                or synonyms.players_word(k):   # a player's word the concept map knows is no typo
            continue
        for near in index.vocabulary.near(word):
            if asked.get(near, 0.0) < TYPO_WEIGHT:
                asked[near] = TYPO_WEIGHT
    for k in synonyms.ability_letters(query, lang):
        asked[k] = max(asked.get(k, 0.0), 1.0)
    for k, w in synonyms.expand(every, lang, index.used_apart, index.telling).items():
        if asked.get(k, 0.0) < w:
            asked[k] = w
    for k in analysis.negated(query):   # what the question says is absent or not done (analysis.negated)
        asked[k] = max(asked.get(k, 0.0), NEGATED_WEIGHT)
    if lang and GLOSS_WEIGHT:   # a mixed question: the other alphabet's terms read through the glossary
        for name in translated(query, lang):
            for k in analysis.keys(name):
                asked[k] = max(asked.get(k, 0.0), GLOSS_WEIGHT)
    for k, w in list(asked.items()):
        r = analysis.root(k)
        if r:
            asked[r] = max(asked.get(r, 0.0), ROOT_WEIGHT * w)
    return asked


def _title_share(asked: dict[str, float], title: frozenset[str], said_words: int = 0,
                 memo: dict[str, float] | None = None, roots: dict[str, str | None] | None = None,
                 forms: dict[str, frozenset[str]] | None = None) -> float:
    """The share of a title's keys the question says (0..1); a Russian title word counts as said
    when the question says a word of its root ("захватить" says «Захват сектора»). ``memo`` keeps
    each title word's part for one question (titles share their words); ``roots`` the title keys'
    roots when already read (the index's)."""
    if not title:
        return 0.0
    memo = {} if memo is None else memo
    said = 0.0
    for k in title:
        part = memo.get(k)
        if part is None:
            # a word said through a broader concept (synonyms.BROADER_WEIGHT) counts for its weight
            w = asked.get(k, 0.0)
            if w < 1.0 and forms and k in forms:
                w = max(w, FORM_WEIGHT * max(asked.get(f, 0.0) for f in forms[k]))
            r = roots[k] if roots is not None and k in roots else analysis.root(k)
            part = memo[k] = 1.0 if w >= 1.0 or asked.get(r or "", 0.0) >= ROOT_WEIGHT \
                else min(w, 1.0) if w >= PART_SAID else 0.0
        said += part
    if TITLE_SHARE_MODE == "dice":
        return 2 * said / (len(title) + max(said_words, said))
    return said / len(title)


def _defining_first(order: list[str], best: dict[str, tuple[float, str]], asked: dict[str, float],
                    index: _Index) -> list[str]:
    """The defining section before its subsections. A subsection ranked above its nearest ranked
    ancestor moves just below it, unless the question names the subsection's own case (a key of
    its title or aliases that the ancestor's lack, or more of its title's keys than of the
    ancestor's) or it scores CHILD_MARGIN times the ancestor. A subsection ranked below it moves
    just above it when the question says the subsection's whole title and more of it than of
    the ancestor's ("what number can I choose for X": "Choosing a number for X", not "X")."""
    parents = _parents()
    said = {k for k, w in asked.items() if w >= 1.0}
    out = list(order)
    for sid in order:
        parent = parents[sid]
        while parent and parent not in best:
            parent = parents[parent]
        if not parent:
            continue
        score, lang = best[sid]
        title, parent_title = index.titles[lang][sid], index.titles[lang][parent]
        more_of_title = len(said & title) > len(said & parent_title)
        i, j = out.index(sid), out.index(parent)
        if i < j:
            named = more_of_title or not said.isdisjoint(index.names[lang][sid] - index.names[lang][parent])
            if not named and score < CHILD_MARGIN * best[parent][0]:
                out.pop(i)
                out.insert(out.index(parent) + 1, sid)
        elif title and (title <= said and more_of_title or _names_own_title(said, title - parent_title, index, lang)):
            out.pop(i)
            out.insert(out.index(parent), sid)
    # a subsection whose whole title the question says comes before its siblings whose title it
    # says in part ("what number can I choose for X": "Choosing a number for X" before "X as a
    # number of cards to choose")
    for sid in list(out[:5]):
        lang = best[sid][1]
        title = index.titles[lang][sid]
        if len(title) < 2 or not title <= said:
            continue
        parent = parents[sid]
        i = out.index(sid)
        j = i
        while j > 0 and parents[out[j - 1]] == parent and parent \
                and not index.titles[best[out[j - 1]][1]][out[j - 1]] <= said:
            j -= 1
        if j < i:
            out.pop(i)
            out.insert(j, sid)
    return out


def _names_own_title(said: set[str], own: frozenset[str], index: _Index, lang: str) -> bool:
    """True when the question says every word of a subsection's title that its parent's title
    lacks, and one of them tells sections apart ("first wave" of "First-wave deployment" under
    "Deployment phase"): the question names the subsection's case."""
    return bool(own) and own <= said and any(k not in index.common and len(index.postings[lang].get(k, ())) <= 12
                                             for k in own)




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
    if not isinstance(query, str) or limit <= 0:
        return []
    if lang:
        check_lang(lang)
    index = _index()
    asked = _query_keys(query, lang, index)
    if not asked:
        return []
    ref = reference()
    order, best = _ranked(asked, lang, index)
    wanted = set(asked)
    hits: list[Hit] = []
    for sid in order[:limit]:
        score, row_lang = best[sid]
        section = ref.get(sid, row_lang)
        body = index.words[(sid, row_lang)]["body"][0]
        snippet, spans = snippets.snippet(body, index.matched(sid, row_lang, "body", wanted), flat=True)
        if not spans and section.examples:
            examples = index.words[(sid, row_lang)]["examples"][0]
            ex_snippet, ex_spans = snippets.snippet(examples, index.matched(sid, row_lang, "examples", wanted),
                                                    flat=True)
            if ex_spans:
                snippet, spans = ex_snippet, ex_spans
        hits.append(Hit(id=sid, title=section.title, snippet=snippet, lang=row_lang, score=round(score, 4),
                        highlights=spans))
    return hits


def _ranked(asked: dict[str, float], lang: str | None, index: _Index) -> tuple[list[str], dict[str, tuple[float, str]]]:
    """Every section sharing a key with the question, best first, and each one's (score, language)."""
    ranked = []
    for row_lang in ([check_lang(lang)] if lang else list(LANGS)):
        for sid, score in index.rank(asked, row_lang).items():
            ranked.append((-score, sid, row_lang))
    ranked.sort()
    best: dict[str, tuple[float, str]] = {}
    for neg, sid, row_lang in ranked:
        best.setdefault(sid, (-neg, row_lang))
    place = _places()
    order = _defining_first(sorted(best, key=lambda sid: (-best[sid][0], place[sid])), best, asked, index)
    return order, best


_place: tuple[object, dict[str, int]] | None = None
_parent: tuple[object, dict[str, str | None]] | None = None


def _parents() -> dict[str, str | None]:
    """Each section's parent (None for a chapter), kept for the reference's outline it was read from."""
    global _parent
    outline = reference().outline
    if _parent is None or _parent[0] is not outline:
        _parent = (outline, {sid: entry.get("parent") or None for sid, entry in outline.items()})
    return _parent[1]


def _places() -> dict[str, int]:
    """Each section's place in reading order (the tie-break of equal scores), kept for the
    reference's list of ids it was read from."""
    global _place
    ids = reference().ids
    if _place is None or _place[0] is not ids:
        _place = (ids, {sid: i for i, sid in enumerate(ids)})
    return _place[1]


def ranked_ids(query: str, lang: str, asked: dict[str, float] | None = None) -> list[str]:
    """The sections' ids in the order :func:`search` gives them for ``query`` in ``lang``, without
    snippets (for measuring and fitting the ranking); ``asked`` the question's keys when already
    read (:func:`question_keys`)."""
    index = _index()
    asked = _query_keys(query, lang, index) if asked is None else asked
    return _ranked(asked, lang, index)[0] if asked else []


def question_keys(query: str, lang: str) -> dict[str, float]:
    """The question's keys with their weights, as the search reads them."""
    return _query_keys(query, lang, _index())


@contextlib.contextmanager
def leave_out(sid: str, lang: str, i: int):
    """The search as if section ``sid``'s ``i``-th own question in ``lang`` were never written."""
    with _index().leave_out(sid, lang, i):
        yield
