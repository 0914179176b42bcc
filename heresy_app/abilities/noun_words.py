"""Words of the noun phrase put into the grammar's form (issue 24, g18a), wherever a noun phrase stands.

- Comparisons as cards print them: "2 or lower", "1 flag or fewer", "3 or higher", "2+ flags", «3 и выше»,
  «2 или ниже», «с 2+ флагами» read as the grammar's "or less" / "or more" («или меньше» / «или больше»), so
  every description that compares a number (subject, object, cost, trigger, condition, count, restriction,
  search) reads them alike.
- A Russian side or name written as a hyphenated compound with its card noun: «героев-Лоялистов»,
  «герой-отступник», «отряды-Лоялисты», «технику-Отступника» is the noun («героев», «отряды») and the name
  after it (a keyword of the player's own, :mod:`names`), the name in the nominative plural («Лоялисты»,
  «Отступники») as a faction is named in a keyword line, whatever case and number the compound is in.
"""

from __future__ import annotations

from functools import lru_cache

__all__ = ["comparisons", "split_compounds_ru"]

_MORE = {"en": frozenset({"higher", "greater", "above", "more", "over"}),
         "ru": frozenset({"выше", "больше", "более"})}
_LESS = {"en": frozenset({"lower", "fewer", "below", "less", "under"}),
         "ru": frozenset({"ниже", "меньше", "менее"})}
_OR = {"en": frozenset({"or"}), "ru": frozenset({"или", "и"})}
_PLAIN = frozenset({("or", "more"), ("or", "less"), ("или", "больше"), ("или", "меньше")})
_STATS = {"en": frozenset({"firepower", "assault", "speed", "armor", "flag"}),
          "ru": frozenset({"огневой", "мощь", "штурм", "скорость", "броня", "флаг", "ом", "ш", "ск", "б", "бр"})}
_COUNTED = {"en": _STATS["en"] | {"unit", "asset", "ship", "card", "get"},
            "ru": _STATS["ru"] | {"отряд", "актив", "корабль", "карта", "получить"}}
_WORDS = {"en": ("or", "more", "less"), "ru": ("или", "больше", "меньше")}


def comparisons(words: list, lang: str) -> list:
    """``words`` (tokens.Word) with "N or lower/fewer/higher" and "N+" before a word read as "N or less/more"."""
    from heresy_app.abilities.tokens import Word

    or_, more, less = _WORDS[lang]
    out = []
    i = 0
    n = len(words)
    while i < n:
        w = words[i]
        if (w.kind in ("word", "unknown") and w.lemma in _OR[lang] and i + 1 < n and i >= 1
                and (words[i - 1].kind in ("INT", "XVAR") or i >= 2 and words[i - 2].kind in ("INT", "XVAR")
                     and words[i - 1].kind == "word")):
            nxt = words[i + 1]
            lemma = nxt.lemma if nxt.kind in ("word", "unknown") else ""
            if (lemma in _MORE[lang] or lemma in _LESS[lang]) and (w.lemma, lemma) not in _PLAIN:
                # "2 or lower", "1 flag or fewer", «3 и выше»: the grammar's "or less / or more"
                out += [Word("word", or_, w.text, w.start),
                        Word("word", more if lemma in _MORE[lang] else less, nxt.text, nxt.start)]
                i += 2
                continue
        if (w.kind == "INT" and i + 2 < n and words[i + 1].kind == "+" and (i == 0 or words[i - 1].kind not in ("(", "+", "-"))
                and (words[i + 2].kind in ("KW", "QUOTED") or words[i + 2].lemma in _COUNTED[lang]
                     or i >= 1 and words[i - 1].lemma in _STATS[lang])):
            # "2+ flags", "speed 4+", «с 2+ флагами»: a number and more (never a test "(4+)" nor a bonus "+1")
            out += [w, Word("word", or_, "+", words[i + 1].start), Word("word", more, "+", words[i + 1].start)]
            i += 2
            continue
        out.append(w)
        i += 1
    return out


# ------------------------------------------------------------------ Russian compounds
_CARD_NOUNS_RU = frozenset({"отряд", "актив", "корабль", "карта"})


def split_compounds_ru(raw: list, lemma_of, keyword_at, known) -> list:
    """The scanned words (kind, value, start) with a hyphenated noun-and-name compound cut in two: the name
    as ("name", its nominative plural, start), then the noun as a word (the name before its noun, as an
    adjective: «героев-Лоялистов» reads as "Loyalist Heroes"). ``lemma_of(word)``: the grammar's lemma;
    ``keyword_at(raw, j)``: a known keyword at word ``j`` or None; ``known(word)``: a word of the grammar."""
    out = []
    for kind, value, start in raw:
        if kind == "word" and "-" in value.strip("-"):
            head, tail = value.split("-", 1)
            if (len(head) >= 3 and len(tail) >= 4 and tail.isalpha() and not known(value)
                    and (lemma_of(head) in _CARD_NOUNS_RU or _is_keyword_noun(head, keyword_at))
                    and not known(tail)):
                # the name first, as an adjective before its noun: one form with "Loyalist Heroes" (a
                # keyword the lexicon knows, «Лоялистов», read as such; another name in its nominative plural)
                if keyword_at([("word", tail, 0)], 0) is not None:
                    out.append((kind, tail, start + len(head) + 1))
                else:
                    out.append(("name", _plural_name(tail), start + len(head) + 1))
                out.append((kind, head, start))
                continue
        out.append((kind, value, start))
    return out


def _is_keyword_noun(word: str, keyword_at) -> bool:
    found = keyword_at([("word", word, 0)], 0)
    return found is not None and found[0] == 1


@lru_cache(maxsize=256)
def _plural_name(word: str) -> str:
    """«Лоялистов», «лоялиста», «Отступник» -> «Лоялисты», «Отступники» (capitalised); a word the
    dictionary cannot inflect stays as written, capitalised."""
    from heresy_app.abilities.names import morph

    parses = [p for p in morph().parse(word) if p.tag.POS == "NOUN"]
    form = parses[0].inflect({"nomn", "plur"}) if parses else None
    name = form.word.replace("ё", "е") if form is not None else word
    return name[:1].upper() + name[1:]
