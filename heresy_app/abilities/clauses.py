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

__all__ = ["BOUNDARY_KINDS", "by_clause"]

# the punctuation that ends a clause (the word kinds tokens gives it)
BOUNDARY_KINDS = frozenset({".", ":", ";", ",", "(", ")"})


def by_clause(words: list, rewrite_clause: Callable[[list], list],
              boundaries: frozenset[str] = BOUNDARY_KINDS) -> list:
    """The words with each clause (the words between two words whose kind is in ``boundaries``)
    replaced by ``rewrite_clause(clause)``; the boundaries stay where they stood."""
    out: list = []
    start = 0
    for i, w in enumerate(words + [None]):
        if w is None or w.kind in boundaries:
            out += rewrite_clause(words[start:i])
            if w is not None:
                out.append(w)
            start = i + 1
    return out
