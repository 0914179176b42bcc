"""The words cut into clauses at their punctuation, each clause rewritten on its own (issue 24).

Several word passes before the grammar (agents_ru, impersonal_ru, order_ru's bounds, voice) read one
clause at a time: the words between two of ``. : ; , ( )``. :func:`by_clause` cuts the words there,
hands each clause to the pass and puts the boundaries back where they stood.

>>> from heresy_app.abilities.tokens import Word
>>> words = [Word("word", "a", "a", 0), Word(",", ",", ",", 1), Word("word", "b", "b", 2)]
>>> [w.lemma for w in by_clause(words, lambda clause: clause[::-1] + clause)]
['a', 'a', ',', 'b', 'b']
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["BOUNDARY_KINDS", "by_clause", "own_sentence", "spans"]

# the punctuation that ends a clause (the word kinds tokens gives it)
BOUNDARY_KINDS = frozenset({".", ":", ";", ",", "(", ")"})


def by_clause(words: list, rewrite_clause: Callable[[list], list],
              boundaries: frozenset[str] = BOUNDARY_KINDS) -> list:
    """The words with each clause (the words between two words whose kind is in ``boundaries``)
    replaced by ``rewrite_clause(clause)``; the boundaries stay where they stood."""
    out: list = []
    for start, end in spans(words, boundaries):
        out += rewrite_clause(words[start:end])
        if end < len(words):
            out.append(words[end])
    return out


def spans(words: list, boundaries: frozenset[str] = BOUNDARY_KINDS) -> list[tuple[int, int]]:
    """(start, end) of each clause: ``words[start:end]``, ``words[end]`` the boundary after it (none
    after the last).

    >>> from heresy_app.abilities.tokens import Word
    >>> spans([Word("word", "a", "a", 0), Word(":", ":", ":", 1), Word("word", "b", "b", 2)])
    [(0, 1), (2, 3)]
    """
    out = []
    start = 0
    for i, w in enumerate(words):
        if w.kind in boundaries:
            out.append((start, i))
            start = i + 1
    out.append((start, len(words)))
    return out


def own_sentence(out: list, clause: list, rewritten: list, leading: frozenset[str]) -> list:
    """A clause rewritten as an effect of its own after ", and" / ", but" / ", then": the comma already in
    ``out`` becomes a full stop and the joining word goes ("X gets +2 assault, but it is destroyed at the
    end of this war action": "... . Destroy it at the end ..."), so that what the clause says is not read
    as part of the one before (a time said in it scoped over both). ``rewritten`` as it is otherwise."""
    if rewritten is clause or rewritten == clause or not out or out[-1].kind != "," or not clause \
            or clause[0].kind != "word" or clause[0].lemma not in leading or not rewritten or rewritten[0] != clause[0]:
        return rewritten
    comma = out[-1]
    out[-1] = type(comma)(".", ".", comma.text, comma.start)
    return rewritten[1:]
