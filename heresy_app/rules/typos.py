"""Typo tolerance for the rules search (issue 28): a word of a question that the reference never
uses is compared with the words the reference does use, and one at edit distance 1 (a letter
missing, extra, wrong, or two neighbours swapped: "unlimted", "retraet", «павернутый») stands for
it. Looked up by deletions (each word of the vocabulary indexed under itself and every one-letter
deletion of it), so a look-up is a few dictionary reads.

>>> v = Vocabulary({"unlimited": ("unlimit", 3), "retreat": ("retreat", 9)})
>>> v.near("unlimted")
['unlimit']
>>> v.near("retraet")
['retreat']
"""

from __future__ import annotations

MIN_LETTERS = 4   # shorter words have too many neighbours to guess from


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def distance_one(a: str, b: str) -> bool:
    """True when ``a`` and ``b`` differ by one insertion, deletion, substitution or swap of neighbours."""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [i for i in range(len(a)) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        return len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    i = 0
    while i < len(short) and short[i] == long_[i]:
        i += 1
    return short[i:] == long_[i + 1:]


class Vocabulary:
    """The reference's words: word → (its key, how many sections use the key)."""

    def __init__(self, words: dict[str, tuple[str, int]]):
        self.words = words
        # a word longer than this is no typo of any of them (one letter extra at most): it is not cut into
        # its deletions, which for a pasted 100,000-letter "word" are 100,000 strings of that length
        self.longest = max((len(w) for w in words), default=0) + 1
        self.by_deletion: dict[str, list[str]] = {}
        for word in words:
            if len(word) >= MIN_LETTERS:
                for d in _deletions(word) | {word}:
                    self.by_deletion.setdefault(d, []).append(word)

    def near(self, word: str, most: int = 2) -> list[str]:
        """The keys of the reference's words at distance 1 from ``word``, the most used first
        (at most ``most``); [] for a short word, a number, or a word the reference uses."""
        if not MIN_LETTERS <= len(word) <= self.longest or word in self.words or not word.isalpha():
            return []
        found: set[str] = set()
        for d in _deletions(word) | {word}:
            for candidate in self.by_deletion.get(d, ()):
                if distance_one(word, candidate):
                    found.add(candidate)
        ranked: dict[str, int] = {}
        for w in found:
            k, df = self.words[w]
            ranked[k] = max(ranked.get(k, 0), df)
        return sorted(ranked, key=lambda k: (-ranked[k], k))[:most]
