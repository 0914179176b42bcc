"""Issue 24 (g20b): the card an ability is printed on is called by one noun.

"R Lock this asset: Play when an enemy unit shoots. ... this unit's firepower becomes 1" / «Р Поверни этот
ресурс: ... огневая мощь этого отряда ...»: a text that says "this asset" and "this unit" (or "this ship") names
two cards, so one of them is not the card it is printed on (here the unit the trigger named, «этот» pointing
back at it). Which one is not said: the text is refused as ambiguous rather than read as the card itself. "This
card" names any card and goes with either."""

from __future__ import annotations

__all__ = ["two_nouns_for_this", "this_named_before"]

_THIS = {"en": "this", "ru": "этот"}
_NOUNS = {"en": {"unit": "unit", "asset": "asset", "ship": "ship"},
          "ru": {"отряд": "unit", "актив": "asset", "ресурс": "asset", "корабль": "ship"}}


def two_nouns_for_this(words, lang: str):
    """(the first noun, the word where another noun follows "this") when the words call the card an ability is
    printed on by two of unit, asset and ship; else None."""
    first = None
    for w, nxt in zip(words, words[1:]):
        if getattr(w, "kind", None) != "word" or w.lemma != _THIS[lang] or getattr(nxt, "kind", None) != "word":
            continue
        noun = _NOUNS[lang].get(nxt.lemma)
        if noun is None:
            continue
        if first is None:
            first = noun
        elif noun != first:
            return first, noun, nxt
    return None


def this_named_before(words, lang: str):
    """g18d s18 (issue 24): the word where "this" is followed by a keyword («этого Героя», "this Hero") that the
    text named before without "this" («Поверни союзного Героя: … Х = штурму этого Героя»): "this Hero" may be
    the Hero named before (the one paid for, chosen or triggered) or the card the ability is printed on, and
    which is not said; else None. (Read as the card itself, the cost's Hero would be played wrong.)"""
    named: set[str] = set()
    for i, w in enumerate(words):
        if getattr(w, "kind", None) != "KW":
            continue
        before = words[i - 1] if i else None
        after_this = before is not None and getattr(before, "kind", None) == "word" and before.lemma == _THIS[lang]
        if after_this and w.lemma in named:
            return w
        if not after_this:
            named.add(w.lemma)
    return None
