"""How players lay out a card's line: the marks that set its abilities apart (issue 24, g18c).

A player typing a whole card into one line separates its abilities by whatever comes to hand:
" / ", " | ", " // ", a bullet "•", a new line, a ";" before type letters, or nothing but the next
ability's type letters ("Counter-attack T Lock this unit: …"). :func:`pieces` cuts a line at those
marks, in printed order; :mod:`split` then reads each piece as it reads any line (its sentences, its
keyword lines).

A mark is a separator only where it stands apart: "+1/+1", "w/", "and/or" have no spaces around the
slash and stay as they are. A cut never changes what a line means: where the piece after a mark is a
bare stat change ("+1 AS …") and the piece before ends in one ("… gets +1 FP / +1 AS"), the player may
mean one change of two stats or two abilities: the line is not cut (and is refused, not misplayed).

>>> pieces("This unit cannot charge. / T: Draw 1 card.")
['This unit cannot charge.', 'T: Draw 1 card.']
>>> pieces("This unit gets +1/+1.")
['This unit gets +1/+1.']
>>> pieces("Counter-attack T Lock this unit: Draw 1 card.")
['Counter-attack', 'T Lock this unit: Draw 1 card.']
>>> pieces("One unit gets +1 FP / +1 AS.")
['One unit gets +1 FP / +1 AS.']
"""

from __future__ import annotations

import re

__all__ = ["pieces", "has_marks", "comma_pieces"]

# marks that always stand between two abilities when spaced: " / ", " // ", " | ", a bullet, a new line
_MARK = re.compile(r"\s+(?:/{1,2}|\|{1,2})\s+|\s*[•·▪◦]\s*|\s*(?:\r?\n|\\n)+\s*")
# a ";" whose next words are an ability's head (type letters with a colon, dash, chance or cost)
_SEMI = re.compile(r"\s*;\s*(?=(?:WA|ВА|T|Т|R|Р|M|М|E|A|Ш|С)\b\s*[:(\-–—])", re.IGNORECASE)
# type letters in the middle of a line after a word (no sentence end before them), opening an ability:
# upper case, then a colon, a chance, a dash, or a cost verb whose clause ends in a colon
_INNER_HEAD = re.compile(
    r"(?<=[\w)\]])\s+(?=(?:WA|wa|Wa|ВА|ва|Ва|T|Т|R|Р|M|М|E|Ш)(?:\s*[:(]|\s+[-–—]{1,2}\s|\s+[^\W\d_][^:.;/|]{0,90}?(?::|\s[-–—]{1,2}\s)))")
# a bare stat change at the start of a piece, and one at the end of the piece before it
_STARTS_BONUS = re.compile(r"^\s*[+\-−–]\s*\d")
_ENDS_BONUS = re.compile(r"[+\-−–]\s*\d+\s*[^\W\d_]{1,12}\.?\s*$")


def has_marks(text: str) -> bool:
    """Does ``text`` hold a mark that may set two abilities apart?"""
    return bool(_MARK.search(text) or _SEMI.search(text) or _INNER_HEAD.search(text))


def _cut(text: str, pattern: re.Pattern) -> list[str]:
    out, start = [], 0
    for m in pattern.finditer(text):
        out.append(text[start:m.start()])
        start = m.end()
    out.append(text[start:])
    return [p.strip() for p in out if p.strip()]


def _join_bonuses(parts: list[str]) -> list[str]:
    """Pieces joined back where a bare stat change follows one (see the module)."""
    out = [parts[0]]
    for part in parts[1:]:
        if _STARTS_BONUS.match(part) and _ENDS_BONUS.search(out[-1]):
            return []          # ambiguous: the caller keeps the line whole
        out.append(part)
    return out


def pieces(text: str) -> list[str]:
    """The abilities' texts of a line cut at its marks (see the module); the line alone if none."""
    if not isinstance(text, str) or not text.strip():
        return []
    parts = _cut(text, _MARK)
    parts = [q for p in parts for q in _cut(p, _SEMI)]
    parts = [q for p in parts for q in _cut(p, _INNER_HEAD)]
    if len(parts) < 2:
        return [text.strip()]
    joined = _join_bonuses(parts)
    return joined if joined else [text.strip()]


def comma_pieces(sentence: str) -> list[str]:
    """A sentence of an untyped line cut at its commas outside parentheses ("+2 FP vs infantry, -1 SP",
    «+2 огн. против техники, +1 Б против титанов»), each piece closed by a full stop; :mod:`split` keeps
    the cut only where the sentence does not read whole and every piece is a rule of the card."""
    out, start, depth = [], 0, 0
    for i, ch in enumerate(sentence):
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch == "," and depth == 0:
            out.append(sentence[start:i])
            start = i + 1
    out.append(sentence[start:])
    parts = [p.strip().rstrip(".!;").strip() for p in out]
    if len(parts) < 2 or not all(parts):
        return [sentence]
    return [p + "." for p in parts]
