"""Cards named by their printed name, as noun phrases (issue 24, g21a).

Cards print other cards' names: "If Horus is in this sector", "If you control Konrad Curze", "the number
of cards named Tactical Squad in your discard pile" / «Если в этом секторе находится Хорус», «карт с
названием Тактическое отделение». The grammar reads a card by name as a quoted keyword before a card noun
('"Horus" card' / «карта «Хорус»»), which the engine matches against the printed name; this pass, over the
tokenizer's words, writes a name in those words where its place shows it is a name:

- after "named" / «с названием», «под названием», «по имени», following a card noun: "cards named Tactical
  Squad" is '"Tactical Squad" cards';
- alone, where a condition names a card (English: after "if", "while", "unless", "control" and before
  "is" / "are" or after "control"; Russian: next to «находится»): "Horus" is 'a "Horus" card', «Хорус»
  is «карта «Хорус»».

A name is a run of capitalised words (English: "of" / "the" and "'s" inside), none of them a word the
grammar knows (English) or a card keyword of the lexicon; anything else is left as it was.
"""

from __future__ import annotations

from dataclasses import replace

from heresy_app.abilities.lexicon import keyword_en

__all__ = ["card_names"]

_NOUNS = {"en": frozenset({"card", "unit", "asset", "ship"}), "ru": frozenset({"карта", "отряд", "актив", "корабль"})}
_NAMED = {"en": frozenset({"named", "called"}), "ru": frozenset({"названием", "имени"})}
#: the preposition before "named" in the languages that print one («с названием»)
_NAMED_PRE = {"ru": frozenset({"с", "под", "по"})}
#: languages whose names capitalise only their first word («Тактическое отделение»)
_FIRST_WORD_CAPITAL = frozenset({"ru"})
_BEFORE_BARE_EN = frozenset({"if", "while", "unless", "control"})
_AFTER_BARE_EN = frozenset({"be"})
_CONNECT_EN = frozenset({"of", "the"})
_NEAR_BARE_RU = frozenset({"находиться"})
_MAX = 5


def _cap(w) -> bool:
    return w.text[:1].isupper()


def _name_run(words, i: int, lang: str, bare: bool) -> int:
    """How many words from ``i`` make a name (0: none). ``bare``: a name standing alone, whose words
    must all be unknown to the grammar (a keyword or a grammar word is never a bare name)."""
    n = 0
    while i + n < len(words) and n < _MAX:
        w = words[i + n]
        if w.kind in ("unknown", "KW") and _cap(w):
            if bare and w.kind == "KW" and keyword_en(w.lemma) is not None:
                return 0   # a card keyword of the lexicon ("Hero"), not a name
            n += 1
            continue
        if lang == "en" and n and w.kind == "'s" and i + n + 1 < len(words) and _cap(words[i + n + 1]):
            n += 1   # "Warmaster's Command"
            continue
        if (lang == "en" and n and w.lemma in _CONNECT_EN and i + n + 1 < len(words)
                and words[i + n + 1].kind in ("unknown", "KW") and _cap(words[i + n + 1])):
            n += 1   # "Knights of the Iron Oath"
            continue
        if not bare and n and w.kind == "word" and _cap(w):
            n += 1   # a grammar word inside a name said after "named" ("Warmaster's Command")
            continue
        if lang in _FIRST_WORD_CAPITAL and not bare and n and w.kind == "unknown":
            n += 1   # «с названием Тактическое отделение»: a Russian name capitalises its first word only
            continue
        break
    return n


def _quoted(words, i: int, n: int, text: str):
    first, last = words[i], words[i + n - 1]
    name = text[first.start: last.start + len(last.text)] if text else " ".join(w.text for w in words[i:i + n])
    return replace(first, kind="QUOTED", lemma=name, text=name, plural=False)


def card_names(words: list, lang: str, text: str = "") -> list:
    """``words`` with the card names of the module's doc written as quoted names of card nouns."""
    if lang not in _NOUNS:
        return words
    out: list = []
    i = 0
    while i < len(words):
        w = words[i]
        # "card(s) named NAME" / «карта с названием NAME»: the name before the noun
        if out and out[-1].lemma in _NOUNS[lang]:
            k = 0
            if lang == "en" and w.text.lower() in _NAMED["en"]:
                k = 1
            elif (w.lemma in _NAMED_PRE.get(lang, ()) and i + 1 < len(words)
                  and words[i + 1].text.lower() in _NAMED["ru"]):
                k = 2
            if k:
                n = _name_run(words, i + k, lang, bare=False)
                if n:
                    noun = out.pop()
                    out += [_quoted(words, i + k, n, text), noun]
                    i += k + n
                    continue
        if w.kind in ("unknown", "KW") and _cap(w) and _bare_place(words, i, out, lang):
            n = _name_run(words, i, lang, bare=True)
            if n and _bare_end(words, i + n, lang, out):
                q = _quoted(words, i, n, text)
                if lang == "en":
                    out += [replace(w, kind="word", lemma="a", text="a"), q, replace(w, kind="word", lemma="card",
                                                                                      text="card")]
                else:
                    out += [replace(w, kind="word", lemma="карта", text="карта"), q]
                i += n
                continue
        out.append(w)
        i += 1
    return out


def _bare_place(words, i, out, lang) -> bool:
    if lang == "en":
        return bool(out) and out[-1].lemma in _BEFORE_BARE_EN and out[-1].kind == "word"
    if bool(out) and out[-1].lemma in _NEAR_BARE_RU:
        return True   # «находится Хорус»
    # «если Хорус находится в этом секторе»
    return (bool(out) and out[-1].lemma in ("если", "пока") and i + 1 < len(words)
            and any(x.lemma in _NEAR_BARE_RU for x in words[i + 1:i + _MAX + 1][:1] + _after_run(words, i)))


def _after_run(words, i):
    j = i
    while j < len(words) and words[j].kind in ("unknown", "KW") and _cap(words[j]):
        j += 1
    return words[j:j + 1]


def _bare_end(words, j, lang, out) -> bool:
    """The word after a bare name closes it: "is" (or the clause's end after "control")."""
    nxt = words[j] if j < len(words) else None
    if lang == "en":
        if out[-1].lemma == "control":
            return nxt is None or nxt.kind in (",", ".", ";") or nxt.lemma == "in"
        return nxt is not None and nxt.lemma in _AFTER_BARE_EN
    return nxt is None or nxt.kind in (",", ".", ";") or nxt.lemma in ("в", "находиться")
