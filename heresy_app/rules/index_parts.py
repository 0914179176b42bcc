"""Parts of the rules search's index (issue 28) that do not depend on the question: the index's
values read from the reference (:func:`build`), the sections' own questions numbered by the keys
they say (:class:`Asking`), and the title words of the sections by the keys that can say them
(:class:`TitleWords`). :mod:`heresy_app.rules.search` ranks with them."""

from __future__ import annotations

import math
from collections import Counter

from heresy_app.rules import analysis, snippets
from heresy_app.rules import text as _text
from heresy_app.rules.model import LANGS
from heresy_app.rules.store import reference

PARTS = ("tf", "length", "avg", "idf", "postings", "questions", "names", "titles", "words", "surface")


def build(fields: tuple[str, ...]) -> dict:
    """Every section's words read afresh (the analyser's start and a second or two): the index's
    parts, as plain values, ``fields`` the ranked fields whose average lengths it keeps."""
    ref = reference()
    out: dict = {name: {} for name in PARTS}
    surface = out["surface"]
    for lang in LANGS:
        tf, length, postings, questions, names, titles = {}, {}, {}, {}, {}, {}
        for sid in ref.ids:
            section = ref.get(sid, lang)
            texts = {
                "title": section.title,
                "aliases": " ; ".join(section.aliases),
                "questions": " ; ".join(section.questions),
                "body": ref.plain_body(section, bullet="• "),
                "examples": ref.plain_examples(section),
            }
            tf[sid], length[sid] = {}, {}
            # each text whitespace-collapsed with its words placed in it, as the snippets read them
            out["words"][(sid, lang)] = {field: snippets.flattened(texts[field], analysis.tokens(texts[field]))
                                         for field in ("body", "examples")}
            for field, text in texts.items():
                for w in _text.words(text):
                    if w not in surface:
                        surface[w] = analysis.key(w)
                ks = analysis.keys(text)
                roots = [r for r in map(analysis.root, ks) if r]
                absent = analysis.negated(text)   # "no cards", "cannot be blocked": features of their own
                absent += [r for r in map(analysis.root, absent) if r]
                tf[sid][field] = dict(Counter(ks) + Counter(roots) + Counter(absent))
                length[sid][field] = len(ks)
                for k in ks + roots + absent:
                    postings.setdefault(k, set()).add(sid)
            questions[sid] = [frozenset(analysis.keys(q) + analysis.negated(q)) for q in section.questions]
            titles[sid] = frozenset(analysis.keys(section.title))
            names[sid] = titles[sid] | frozenset(
                k for alias in section.aliases for k in analysis.keys(alias))
        n = len(ref.ids)
        out["postings"][lang] = postings = {k: frozenset(d) for k, d in postings.items()}
        out["tf"][lang], out["length"][lang] = tf, length
        out["names"][lang], out["titles"][lang] = names, titles
        out["avg"][lang] = {f: max(1.0, sum(length[s][f] for s in ref.ids) / n) for f in fields}
        out["idf"][lang] = idf = {k: math.log(1 + (n - len(d) + 0.5) / (len(d) + 0.5)) for k, d in postings.items()}
        # each question with the sum of its keys' idf
        out["questions"][lang] = {sid: [(q, sum(idf.get(k, 0.0) for k in q) or 1.0) for q in qs]
                                  for sid, qs in questions.items()}
    return out


class Asking:
    """The sections' own questions of one language numbered in order (section by section, each
    section's in its order): ``places`` key → the numbers of the questions saying it, ``section``
    and ``own`` each number's section and the sum of its keys' idf."""

    def __init__(self, questions: dict[str, list[tuple[frozenset[str], float]]]):
        self.places: dict[str, list[int]] = {}
        self.section: list[str] = []
        self.own: list[float] = []
        for sid, qs in questions.items():
            for q, own in qs:
                place = len(self.section)
                self.section.append(sid)
                self.own.append(own)
                for k in q:
                    self.places.setdefault(k, []).append(place)


class TitleWords:
    """The sections of one language by the keys that can say a word of their titles: the word
    itself, its Russian root (``roots``), or a form of it (``forms``, a title word's alias forms).
    A section none of whose title words any of the question's keys can say has a title share of 0.

    >>> words = TitleWords({"s": frozenset({"shoot"}), "t": frozenset({"блок"})}, {"блок": "~блок"}, {})
    >>> sorted(words.sections({"~блок": 0.5, "x": 1.0}))
    ['t']
    """

    def __init__(self, titles: dict[str, frozenset[str]], roots: dict[str, str | None],
                 forms: dict[str, frozenset[str]]):
        self.by_word: dict[str, set[str]] = {}
        self.by_key: dict[str, set[str]] = {}   # a key → the title words it can say
        for sid, title in titles.items():
            for k in title:
                self.by_word.setdefault(k, set()).add(sid)
                # a word without a root is looked up under "" (search._title_share reads it so)
                for said_by in (k, roots.get(k) or "", *forms.get(k, ())):
                    self.by_key.setdefault(said_by, set()).add(k)

    def sections(self, asked) -> set[str]:
        """The sections a title word of which one of ``asked``'s keys can say."""
        words: set[str] = set()
        for k in asked:
            found = self.by_key.get(k)
            if found:
                words |= found
        out: set[str] = set()
        for k in words:
            out |= self.by_word[k]
        return out
