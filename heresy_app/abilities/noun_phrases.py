"""Issue 24 (g18b, session 18): noun phrases written another way, read as the phrase the grammars know in
every slot a noun phrase fills (object, subject, count, X's definition, place).

The grammars read a quantity, a count or a place in one spelling; card writers use others that mean the same
in every slot. This pass rewrites the tokens (tokens.Word, by lemma) so that each slot's rule takes them all:

- "these units" / «эти отряды»: the cards named before, as "they" / «те отряды» (before, "these units" read
  as "this unit", this card: a misreading);
- "owners'": the plural possessive, read as "'s" is ("to their owners' hands");
- "any one" / "any 1" / «любой один», «один любой», «любой 1»: "one" ("Lock any one enemy unit" is "Lock one
  enemy unit"; "any" before any other word is left to the grammar, which reads "any enemy unit");
- "each of your other units" / «каждый из твоих (других) отрядов»: "each your other unit" / «каждый твой
  отряд» (a count, a scope);
- "the unit locked this way" / «отряд, повёрнутый таким образом», «повёрнутый так отряд»: "the locked unit" /
  «повёрнутый отряд» (which card that is: reader_roles.paid_cards);
- "# of" / «кол-во»: "the number of" / «количество» (the lemma «число») (X's definition, a count: "X = # of your ships");
- "your fleet" without "area" / «флот» without «зона»: "your fleet area" / «зона флота», the one place a
  ship in play is (rulebook: the fleet area), so every rule that names the place reads both;
- «по» before a number after each player as the subject («Каждый игрок берёт по 2 карты», «Оба игрока
  сбрасывают по 1 карте»): the distributive «по» says each takes that many, which the subject already says.

Each new word keeps the place of the one it stands for, so an error still points at the printed text.

>>> from heresy_app.abilities.language import vocabulary
>>> from heresy_app.abilities.tokens import tokenize
>>> [w.lemma for w in tokenize("X = # of ships in your fleet.", "en", vocabulary("en"))]
['x', '=', 'the', 'number', 'of', 'ship', 'in', 'your', 'fleet', 'area', '.']
>>> [w.lemma for w in tokenize("Каждый игрок берёт по 2 карты.", "ru", vocabulary("ru"))]
['каждый', 'игрок', 'взять', '2', 'карта', '.']
"""

from __future__ import annotations

__all__ = ["rewrite"]

_RU = {"en": False, "ru": True}   # the Russian-only rules (a table, not a comparison: tests/i18n)
_ANY = {"en": "any", "ru": "любой"}
_FLEET = {"en": "fleet", "ru": "флот"}
_AREA = {"en": "area", "ru": "зона"}
# the words that say each player, as the subject of a Russian clause («каждый игрок», «оба игрока», «все игроки»)
_EACH_RU = frozenset({"каждый", "оба", "все", "весь"})
_CLAUSE_END = frozenset({".", ":", ";"})
_THIS = {"en": "this", "ru": "этот"}
_EACH = {"en": "each", "ru": "каждый"}
# «каждому из них», «каждому из не более чем 2 / до 2 отрядов»: not a noun phrase after «из» (left as written)
_NOT_A_NOUN_RU = frozenset({"он", "не", "до", "максимум", "вплоть"})
_OF = {"en": "of", "ru": "из"}
_THESE = {"en": frozenset({"these", "those"}), "ru": frozenset({"эти", "этих", "этим", "этими"})}
_CARD_NOUNS = {"en": frozenset({"unit", "asset", "ship", "card"}),
               "ru": frozenset({"отряд", "актив", "ресурс", "корабль", "карта"})}


def _is(w, lemma: str) -> bool:
    return w.kind in ("word", "unknown") and w.lemma == lemma


def _one(w) -> bool:
    return w.kind == "INT" and w.lemma == "1"


def _each_player_subject(out: list) -> bool:
    """The clause so far (since the last full stop, colon or semicolon) says each player: «каждый игрок …»."""
    for j in range(len(out) - 1, 0, -1):
        if out[j].kind in _CLAUSE_END:
            return False
        if _is(out[j], "игрок") and out[j - 1].kind == "word" and out[j - 1].lemma in _EACH_RU:
            return True
    return False


def _card_noun(w, lang: str) -> bool:
    return w.kind == "KW" or w.kind == "word" and w.lemma in _CARD_NOUNS[lang]


def _cards_named(out: list, lang: str) -> bool:
    """Cards other than this card are named before: "these units" has something to stand for."""
    return any(_card_noun(x, lang) and not (j and out[j - 1].kind == "word" and out[j - 1].lemma == _THIS[lang])
               for j, x in enumerate(out))


_LOCKED_RU = "повернутый"


def _so_ru(words: list, j: int) -> int:
    """How many words at ``j`` say «так» / «таким образом» (0 if none)."""
    if j < len(words) and words[j].kind == "word" and words[j].lemma == "так":
        return 1
    if j + 1 < len(words) and words[j].text.lower() == "таким" and words[j + 1].text.lower() == "образом":
        return 2
    return 0


def rewrite(words: list, lang: str) -> list:
    """The tokens with the noun phrases of the module's doc read as the grammar's."""
    if lang not in _ANY:
        return words
    from heresy_app.abilities.tokens import Word

    out: list = []
    i = 0
    n = len(words)
    while i < n:
        w = words[i]
        nxt = words[i + 1] if i + 1 < n else None
        # "owners' hands": the plural's apostrophe is the possessive ("their owners' hands", "the units' owners")
        if (lang == "en" and w.kind == "unknown" and w.lemma in ("'", "’") and out and out[-1].kind == "word"
                and out[-1].text[-1:].lower() == "s" and out[-1].start + len(out[-1].text) == w.start):
            out.append(Word("'s", "'s", w.text, w.start))
            i += 1
            continue
        # "these units" / «эти отряды»: the cards named before ("they"), never this card (one card is not
        # "these"): English "them" (the grammar's lemma of they / them), Russian «те» + the noun
        if (w.kind == "word" and w.text.lower().replace("ё", "е") in _THESE[lang] and nxt is not None
                and nxt.plural and _card_noun(nxt, lang)):
            if not _cards_named(out, lang):   # nothing named before: refused, never this card
                out.append(Word("unknown", w.text, w.text, w.start))
                i += 1
                continue
            if lang == "en":
                out.append(Word("word", "them", w.text + " " + nxt.text, w.start, plural=True))
                i += 2
            else:
                out.append(Word("word", "тот", w.text, w.start, plural=True))
                i += 1
            continue
        # "any one" / «любой один» / «любой 1»: one
        if _is(w, _ANY[lang]) and nxt is not None and _one(nxt):
            i += 1
            continue
        # «один любой»: one
        if _RU[lang] and _is(w, _ANY[lang]) and out and _one(out[-1]):
            i += 1
            continue
        # "each of your other units" / «каждый из (твоих) отрядов»: each of them, as "each your other unit" /
        # «каждый твой отряд» ("each of them" / «каждый из них» is left as it is)
        if (out and out[-1].kind == "word" and out[-1].lemma == _EACH[lang] and _is(w, _OF[lang]) and nxt is not None
                and (_RU[lang] and nxt.kind in ("word", "KW") and nxt.lemma not in _NOT_A_NOUN_RU
                     or lang == "en" and _is(nxt, "your") and i + 2 < n and _is(words[i + 2], "other"))):
            i += 1
            continue
        # "the unit locked this way" / «отряд, повёрнутый таким образом», «повёрнутый так отряд»: the locked
        # unit, as "the locked unit" / «повёрнутый отряд» (reader_roles.paid_cards says which card that is)
        if (lang == "en" and _is(w, "the") and nxt is not None and _card_noun(nxt, lang) and i + 4 < n
                and _is(words[i + 2], "locked") and _is(words[i + 3], "this") and _is(words[i + 4], "way")):
            out += [w, Word("word", "locked", words[i + 2].text, words[i + 2].start), nxt]
            i += 5
            continue
        if _RU[lang] and w.kind == "word" and w.lemma == _LOCKED_RU:
            so = _so_ru(words, i + 1)
            if so and i + 1 + so < n and _card_noun(words[i + 1 + so], lang):   # «повёрнутый так отряд»
                out.append(w)
                i += 1 + so
                continue
            if (so and out and out[-1].kind == "," and len(out) >= 2 and _card_noun(out[-2], lang)
                    and i + 1 + so < n and words[i + 1 + so].kind == ","):   # «отряд, повёрнутый таким образом,»
                out[-1:] = []
                out.insert(len(out) - 1, w)
                i += 2 + so
                continue
        # "# of": the number of
        if lang == "en" and w.kind == "unknown" and w.lemma == "#" and nxt is not None and _is(nxt, "of"):
            out += [Word("word", "the", w.text, w.start), Word("word", "number", w.text, w.start)]
            i += 1
            continue
        if _RU[lang] and w.kind in ("word", "unknown") and w.lemma in ("кол-во", "колво"):
            out.append(Word("word", "число", w.text, w.start))
            i += 1
            continue
        # "your fleet" / «флот»: the fleet area
        if _is(w, _FLEET[lang]):
            if lang == "en":
                out.append(w)
                if not (nxt is not None and _is(nxt, "area")):
                    out.append(Word("word", "area", w.text, w.start))
                i += 1
                continue
            if not (out and _is(out[-1], _AREA["ru"])):
                out.append(Word("word", "зона", w.text, w.start))
            out.append(w)
            i += 1
            continue
        # «каждый игрок берёт по 2 карты»: 2 cards each
        if _RU[lang] and _is(w, "по") and nxt is not None and nxt.kind == "INT" and _each_player_subject(out):
            i += 1
            continue
        out.append(w)
        i += 1
    return out
