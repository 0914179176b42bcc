"""Issue 24 (g19a): the player a named card belongs to, as a noun phrase of its own.

"The chosen unit's controller", "the destroyed unit's owner" / «владелец выбранного отряда», «владелец
уничтоженного отряда» name the player whose card the ability named before, as "its controller" / «его
владелец» does: the words are read as those (:func:`noun_words.whose` then names that player where every
card named before is of one side). The owner of a card named by its role in the war action ("the defending
unit's controller" / «владелец защищающегося отряда») and an owner that stays unclear ("When a unit in this
sector is destroyed, its owner ...") are refused with the reason by the grammar (``holder_unknown``).
"""

from __future__ import annotations

__all__ = ["named_holder"]

# a card named as the one an earlier part named: its holder is "its" holder
_NAMED = {"en": frozenset({"chosen", "destroyed", "infiltrated"}),
          "ru": frozenset({"выбранный", "уничтоженный", "внедренный"})}
_NOUNS = {"en": frozenset({"unit", "asset", "ship", "card"}),
          "ru": frozenset({"отряд", "ресурс", "актив", "корабль", "карта"})}
_HOLDER = {"en": frozenset({"controller", "owner"}), "ru": frozenset({"владелец"})}


def _word(w, table, lang) -> bool:
    return w.kind in ("word", "unknown") and w.lemma in table[lang]


def named_holder(words: list, lang: str) -> list:
    """``words`` with "the chosen unit's controller" / «владелец выбранного отряда» read as "its controller" /
    «его владелец»."""
    from heresy_app.abilities.tokens import Word

    out: list = []
    i, n = 0, len(words)
    while i < n:
        w = words[i]
        if (lang == "en" and i + 4 < n and w.kind == "word" and w.lemma == "the" and _word(words[i + 1], _NAMED, lang)
                and _word(words[i + 2], _NOUNS, lang) and words[i + 3].kind == "'s"
                and _word(words[i + 4], _HOLDER, lang)):
            out += [Word("word", "its", w.text, w.start), words[i + 4]]
            i += 5
            continue
        if (lang == "ru" and i + 2 < n and _word(w, _HOLDER, lang) and w.text.lower() in _HOLDER["ru"]
                and _word(words[i + 1], _NAMED, lang) and _word(words[i + 2], _NOUNS, lang)):
            out += [Word("word", "он", words[i + 1].text, words[i + 1].start), w]
            i += 3
            continue
        out.append(w)
        i += 1
    return out
