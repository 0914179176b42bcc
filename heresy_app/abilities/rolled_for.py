"""The participle of a roll made for a card, in Russian (issue 24, g17b, session 17; see reader_rolled_for.py).

«тест, сделанный для …», «к броску, сделанному для …», «на броске, сделанном для …», «тест сделан для …»: the
dictionary leaves the participle's cases apart (or reads them as the verb), so every form of «сделанный» said
before «для» is read as that one word, which the grammar reads after any roll; the short form (after «бросок»,
«тест») is «делаться», as «бросок делается для события» reads already.
"""

from __future__ import annotations

from dataclasses import replace

__all__ = ["rewrite"]

_SHORT = ("сделан", "сделана", "сделано")


def rewrite(words: list) -> list:
    """The words with each form of «сделанный» before «для» read as that lemma (only a Russian text has them)."""
    out = list(words)
    for i, w in enumerate(out[:-1]):
        text = w.text.lower().replace("ё", "е")
        if not text.startswith("сделан") or out[i + 1].lemma != "для":
            continue
        if text in _SHORT:
            out[i] = replace(w, kind="word", lemma="делаться")
        else:
            out[i] = replace(w, kind="word", lemma="сделанный")
    return out
