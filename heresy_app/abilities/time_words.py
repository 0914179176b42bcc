"""Words of time that change nothing the engine plays (issue 24, g13a).

An effect of a reaction is carried out at the moment of its trigger, and an event is the same event
whether it is said to begin or to happen. Card writers still say so; this module rewrites the tokens
(lemmas) into the form the grammar reads:

- "immediately" / «немедленно», «сразу» («сразу же») before a verb: left out ("it may immediately charge"
  is "it may charge"); not before a time ("immediately after the battle", «сразу после»), nor before a
  number («сразу два отряда» is at once, read elsewhere);
- "begins / starts to <verb>" / «начинает <verb>», «начать <verb>»: the verb ("When an enemy unit begins to
  charge" is "When an enemy unit charges"; «этот отряд может начать наступать»);
- «наступить» (the perfective) is «наступать»: one charge, said of its moment.

Only forms followed by a verb the grammar knows are rewritten; anything else stays as written, so the
parser's reason is given for it.
"""

from __future__ import annotations

__all__ = ["rewrite"]

_NOW = {"en": frozenset({"immediately"}), "ru": frozenset({"немедленно", "сразу"})}
_TIMES = frozenset({"after", "before", "when", "following", "после", "перед", "до", "когда"})
_BEGIN = {"en": frozenset({"begin", "begins", "began", "begun", "start", "starts", "started"}),
          "ru": frozenset({"начать", "начинать"})}
_PERFECTIVE = {"en": {}, "ru": {"наступить": "наступать"}}
_PARTICLE = {"en": frozenset(), "ru": frozenset({"же"})}   # «сразу же»
_TO = {"en": frozenset({"to"}), "ru": frozenset()}   # "begins to charge" / «начинает наступать»


def _w(template, lemma: str):
    return type(template)("word", lemma, template.text, template.start, template.plural)


def _is_word(w) -> bool:
    return w.kind in ("word", "unknown")


def rewrite(words: list, lang: str, vocabulary: frozenset[str]) -> list:
    """The words with each form of the module's list rewritten as the grammar reads it."""
    out: list = []
    perfective, particle, to = _PERFECTIVE[lang], _PARTICLE[lang], _TO[lang]
    i, n = 0, len(words)
    while i < n:
        w = words[i]
        low = w.text.lower()
        nxt = words[i + 1] if i + 1 < n else None
        if _is_word(w) and low in _NOW[lang] and nxt is not None:
            j = i + 1
            if _is_word(nxt) and nxt.text.lower() in particle:
                j += 1
            after = words[j] if j < n else None
            if after is not None and _is_word(after) and after.lemma not in _TIMES and (
                    perfective.get(after.lemma, after.lemma) in vocabulary):
                i = j
                continue
        if _is_word(w) and (low in _BEGIN[lang] or w.lemma in _BEGIN[lang]) and nxt is not None:
            j = i + 1
            if _is_word(nxt) and nxt.lemma in to:
                j += 1
            verb = words[j] if j < n else None
            if verb is not None and _is_word(verb) and j > i + bool(to) and (
                    perfective.get(verb.lemma, verb.lemma) in vocabulary and verb.lemma not in _TIMES):
                i = j
                continue
        if _is_word(w) and w.lemma in perfective:
            out.append(_w(w, perfective[w.lemma]))
            i += 1
            continue
        out.append(w)
        i += 1
    return out
