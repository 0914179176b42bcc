"""A test written without brackets in an ability's head, read as the bracketed one (g16, issue 24; a pass of
:func:`heresy_app.abilities.tokens.tokenize`, moved here from tokens.py to keep it under its size cap)."""

from __future__ import annotations

from heresy_app.abilities.tokens import Word

KIND_WORDS = frozenset({"wa", "t", "r", "m", "a", "e", "ва", "т", "р", "м", "ш", "с"})


def rewrite(words: list[Word]) -> list[Word]:
    """g16 (issue 24): a test written without brackets in the ability's head ("WA 4+: ...", "WA Lock this
    asset, 3+: ...") is read as the bracketed one: a number and "+" right after the kind letter or a comma of
    the head, not followed by a number (not "+1")."""
    out: list[Word] = []
    for i, w in enumerate(words):
        if (w.kind == "+" and out and out[-1].kind in ("INT", "XVAR") and len(out) >= 2
                and (out[-2].lemma in KIND_WORDS and len(out) == 2 or out[-2].kind == ",")
                and (i + 1 >= len(words) or words[i + 1].kind not in ("INT", "XVAR", "D6"))):
            n = out.pop()
            out += [Word("(", "(", "", n.start), n, w, Word(")", ")", "", w.start)]
            continue
        out.append(w)
    return out
