"""The marks hurried typing puts where a careful text has punctuation (issue 24, g18c session 18: axis C).

A pass over the scanned words (:func:`tokens.tokenize`, before the words are made), general over every
construction the grammar reads, since it changes only the marks between them:

- type letters glued to the next word by a dash ("wa-lock this unit: …", "R-when …", «Р-когда …»,
  «ва-поверни …»): the letters, then the dash, which the grammar reads where a head's colon goes
  ("wa - lock this unit: …" reads already). Only at the start of an ability (the text's start, or after a
  full stop or ";"), and only where the glued word is no word the grammar knows («ВА-карта» is a noun);
- a double space where the careful text has a mark (players skip the colon or the full stop and leave two
  spaces), read only when the text as typed is refused (:func:`spaced`, from ``parser.parse``: two spaces
  are as often a slip as a mark): in an ability's head (type letters, no colon or dash yet) before a cost's
  or trigger's words or right after the letters, the head's colon ("wa lock this unit  draw 1 card", "wa  lock
  1 enemy unit"); after a clause that opens with a condition, a trigger or a time ("when this unit shoots  it
  gets …", «когда … стреляет  он …») a comma; elsewhere a full stop ("titans cannot block here  units w/ SP
  3+ get -1 FP", "wa draw 2 cards  your opponent draws 1");
- a stat typed before its change, the sign glued to it ("AR+2", «Б+2», "SP-1", «СК-1»): the change, "+2 AR";
  not where the stat is the change's before it ("+1 AR+1 FP"), nor a stat compared ("with AR+1").

Each mark put in keeps the place of the spaces it stands for, so an error still points at the printed text.
"""

from __future__ import annotations

import re

from heresy_app.cards.model import fold

__all__ = ["marks"]

KIND_LETTERS = frozenset({"wa", "t", "r", "m", "a", "e", "ва", "т", "р", "м", "ш", "с"})
# the words a clause opens with that make it the condition, trigger or time of what follows (a comma ends it)
_OPENS_CLAUSE = frozenset({"when", "whenever", "if", "while", "during", "after", "once", "unless", "когда", "если",
                           "пока", "после", "при"})
_OPENS_TWO = [["each", "time"], ["every", "time"], ["at", "the"], ["as", "long"], ["каждый", "раз"], ["в", "начале"],
              ["в", "конце"], ["во", "время"], ["всякий", "раз"]]
# what a head's cost or trigger opens with (in a head of anything else, a double space ends a sentence:
# "wa draw 2 cards  your opponent draws 1")
_COST_OR_TRIGGER = ("lock", "discard", "destroy", "return", "reveal", "pay", "sacrifice", "when", "play",
                    "поверн", "сбрось", "уничтож", "верни", "покажи", "когда", "играй")
_AT = frozenset({"at", "в", "во", "("})
# a stat's abbreviation or word, and a number glued to it by the minus ("SP-1", «Б-1», "armor-2")
_STAT_MINUS = re.compile(r"^([^\W\d_]+)(-)(\d+)$")
_STATS = frozenset({"fp", "as", "sp", "ar", "armor", "armour", "assault", "speed", "firepower", "ом", "ш", "шт", "б",
                    "ск", "броня", "штурм", "скорость"})
# words after which a stat is compared, not changed ("with AR+1")
_COMPARED = frozenset({"with", "w", "с", "со", "к", "of"})
_STOPS = frozenset({".", ";"})
_DOUBLE_SPACE = re.compile(r"[ \t\u00a0]{2,}")


def _known(value: str, vocabulary: frozenset[str]) -> bool:
    """The word is one the grammar knows, in any of its forms («ВА-карты», «ва-картами»: the noun «ва-карта»)."""
    from heresy_app.abilities.tokens import lemma

    lang = "ru" if any("а" <= c <= "я" or c == "ё" for c in value.lower()) else "en"
    return fold(value) in vocabulary or lemma(value, lang, vocabulary) in vocabulary


def _glued(value: str) -> tuple[str, str] | None:
    """("wa", "lock") for "wa-lock": type letters glued by a dash to the next word, else None."""
    head, dash, rest = value.partition("-")
    if dash and fold(head) in KIND_LETTERS and rest[:1].isalpha():
        return head, rest
    return None


def spaced(text: str, lang: str) -> str | None:
    """``text`` with each double space that stands for a mark replaced by it (the same length: the mark takes
    the first space), or None when it has none. Read only when the text as typed is refused (parser.parse):
    two spaces are as often a slip of the thumb ("in this  sector") as a mark left out."""
    from heresy_app.abilities.language import vocabulary
    from heresy_app.abilities.tokens import scan

    if not _DOUBLE_SPACE.search(text):
        return None
    put: list = []
    marks(list(scan(text)), text, vocabulary(lang), put)
    if not put:
        return None
    chars = list(text)
    for mark, at in put:
        chars[at] = mark
    return "".join(chars)


def marks(raw: list, text: str, vocabulary: frozenset[str], spaces: list | None = None) -> list:
    """The scanned words (``(kind, value, start)``) with the marks above put in (see the module's doc);
    with ``spaces`` also the marks double spaces stand for, each listed there as (mark, offset)."""
    out: list = []
    head = False       # in an ability's head: type letters, then no colon or dash yet
    clause: list = []  # the words of the clause so far (since the last mark)
    raw = list(raw)
    skip = 0
    for i, (kind, value, start) in enumerate(raw):
        if skip:
            skip -= 1
            continue
        at_start = not out or out[-1][0] == "punct" and out[-1][1] in _STOPS
        if spaces is not None and out and _spaced(out[-1], raw, i, text):
            mark = _mark(out, clause, head)
            at = out[-1][2] + len(out[-1][1])
            spaces.append((mark, at))
            out.append(("punct", mark, at))
            clause = []
            head = head and mark not in (":", ".")
            at_start = mark in _STOPS
        if kind == "word" and at_start and not _known(value, vocabulary) and (split := _glued(value)):
            letters, rest = split
            out += [("word", letters, start), ("punct", "-", start + len(letters)),
                    ("word", rest, start + len(letters) + 1)]
            head, clause = False, [rest]
            continue
        if kind == "word" and (m := _STAT_MINUS.match(value)) and fold(m.group(1)) in _STATS:
            # "SP-1", «Б-1»: the stat glued to its change by the minus
            stat = [("word", m.group(1), start), ("punct", "-", start + m.start(2)), ("int", m.group(3),
                                                                                     start + m.start(3))]
            raw[i: i + 1] = stat
            kind, value = "word", m.group(1)
        if kind == "word" and fold(value) in _STATS and _stat_first(raw, i, out):
            # "AR+2", «Б+2», "SP-1": the change of that stat, "+2 AR"
            out += [raw[i + 1], raw[i + 2], (kind, value, start)]
            skip = 2
            continue
        if kind == "word" and at_start and fold(value) in KIND_LETTERS:
            head = True
            out.append((kind, value, start))
            clause = []
            continue
        elif kind == "punct" and value in ":-−–—" and head:
            head = False
        if kind == "punct" and value in ".;:,-−–—":
            clause = []
        elif kind == "word" or kind == "int":
            clause.append(fold(value))
        out.append((kind, value, start))
    return out


def _stat_first(raw: list, i: int, out: list) -> bool:
    """Is the stat ``raw[i]`` written before its change, the sign glued to it ("AR+2", «Б+2»)? Not where it
    is the change's before it ("+1 AR+1 FP"), nor a stat compared ("with AR+1"), nor a stat before a
    change of another ("AR +1 FP")."""
    if not (i + 2 < len(raw) and raw[i + 1][0] == "punct" and raw[i + 1][1] in "+-−" and raw[i + 2][0] == "int"
            and raw[i + 1][2] == raw[i][2] + len(raw[i][1])):
        return False
    if out and (out[-1][0] == "int" or fold(out[-1][1]) in _COMPARED):
        return False
    return not (i + 3 < len(raw) and raw[i + 3][0] == "word" and fold(raw[i + 3][1]) in _STATS)


def _spaced(prev: tuple, raw: list, i: int, text: str) -> bool:
    """Is there a double space between the word ``prev`` and ``raw[i]`` where a careful text has a mark?"""
    kind, value, start = raw[i]
    gap = text[prev[2] + len(prev[1]): start]
    if not _DOUBLE_SPACE.search(gap) or "\n" in gap or prev[0] == "punct" and prev[1] != ")":
        return False
    if kind == "punct" and value not in "(+-−–—":
        return False    # "unit  ." / "unit  :": the mark is typed
    # a dash is a mark of its own ("lock this  - ready"), a sign before a number is not ("here  -1 AR")
    return kind != "punct" or value in "(+" or i + 1 < len(raw) and raw[i + 1][0] == "int"


def _mark(out: list, clause: list, head: bool) -> str:
    """The mark a double space after ``out`` stands for."""
    if head and (not clause or clause[0].startswith(_COST_OR_TRIGGER) or clause[0] in _AT):
        return ":"      # "wa  lock 1 enemy unit", "wa lock this unit  draw 1 card": the head's colon
    if clause and (clause[0] in _OPENS_CLAUSE or clause[:2] in _OPENS_TWO):
        return ","      # "when this unit shoots  it deals …": the clause that says when or if
    return "."
