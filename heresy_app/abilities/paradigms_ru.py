"""The whole paradigm of every Russian word the grammar knows (issue 24, g18d session 18: Russian as a
first-class grammar).

``lemmas_ru`` names the forms of each word by hand (a pattern a lemma), so a case, a number or a tense
someone did not need stayed unread: «акциях», «флотов», «зон», «верху», «выберет», «вернут», «нанесет»,
«перебросит», «отменит», «найдет», «всякий», «второго» (a grid of every vocabulary word by every form
pymorphy3 gives it found 3,271 of 5,149 forms read as no word of the grammar). A word the table does not
turn into a word of the grammar is looked up here: if the dictionary reads it as a form of a noun, a full
adjective, a finite verb or an infinitive whose dictionary form IS a word of the grammar, it is that word,
in whatever case, number, person or tense it was written — the grammar reads lemmas, so agreement was
already not its business. What is left alone, on purpose: participles, short forms, verbal adverbs and
comparatives and the past tense (their syntax is not the verb's or the adjective's: «атаковавший отряд» is no verb, and
reading it as one would make a reading out of a wrong sentence rather than refuse it), words the
dictionary only guesses at (a name, a typo), and a word whose readings give more than one word of the
grammar (it stays as written, and the grammar refuses it).

>>> from heresy_app.abilities.language import vocabulary
>>> [paradigm_lemma(w, vocabulary("ru")) for w in ("флотов", "выберет", "атаковавшего", "Хоруса")]
['флот', 'выбрать', None, None]
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["paradigm_lemma"]

# the parts of speech read as their dictionary form (tags of pymorphy3's OpenCorpora set)
_KINDS = frozenset({"NOUN", "ADJF", "VERB", "INFN"})
# forms of those parts read otherwise: comparatives and superlatives, and forms the dictionary only guesses
_NOT = frozenset({"COMP", "Supr", "past"})
# words other passes read by their written form (the auxiliary of the passive, «будет уничтожен»: voice.py); the
# past tense is event_words.py's (by pymorphy's own reading of the form)
_OWN_PASSES = frozenset({"быть"})


def paradigm_lemma(word: str, vocabulary: frozenset[str]) -> str | None:
    """The word of the grammar that ``word`` (lower case, ё as е) is a form of, or None (see the module's
    doc)."""
    if not vocabulary or len(word) < 3 or not word.isalpha():
        return None
    return _lookup(word, vocabulary)


@lru_cache(maxsize=4096)
def _lookup(word: str, vocabulary: frozenset[str]) -> str | None:
    from heresy_app.abilities.names import morph

    parses = morph().parse(word)
    if not parses:
        return None
    p = parses[0]   # the likeliest reading only: «начал» is «начать», not the genitive of «начало»
    if p.tag.POS not in _KINDS or _NOT & set(p.tag.grammemes) or not p.is_known:
        return None
    lemma = p.normal_form.replace("ё", "е")
    if lemma not in vocabulary or lemma in _OWN_PASSES:
        return None
    return lemma
