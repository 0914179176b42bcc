"""Issue 24 (g20b): the card an ability is printed on is called by one noun.

"R Lock this asset: Play when an enemy unit shoots. ... this unit's firepower becomes 1" / «Р Поверни этот
ресурс: ... огневая мощь этого отряда ...»: a text that says "this asset" and "this unit" (or "this ship") names
two cards, so one of them is not the card it is printed on (here the unit the trigger named, «этот» pointing
back at it). Which one is not said: the text is refused as ambiguous rather than read as the card itself. "This
card" names any card and goes with either."""

from __future__ import annotations

__all__ = ["two_nouns_for_this"]

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
