"""Players' typing of stat changes and of the colon, read as the full text (issue 24, g18c).

A part of hurried typing (:mod:`hurried` is the other), over the words (:mod:`tokens`) before the grammar:

- a colon typed as a run of dashes ("WA -- ready 1 of your ships", «ва поверни этот отряд -- возьми 2
  карты», "T — …"): one dash, which the grammar reads where it reads a colon;
- a dash between cards and the change they get ("your flagless units in this sector - +1 AR",
  «твои бесфлаговые отряды в этом секторе - +1 Б», "this unit: +2 AS"): the cards get it. Only where
  the words before the dash name cards and are neither type letters (then the dash is the head's
  colon: "T - +1 AR to one unit") nor a cost ("lock this unit - +2 AS": a cost's colon);
- «огн.» / «огнев» for «огневая мощь» after a number or «к» («+2 огн. против техники», «+1 к огн.»):
  the stat whole;
- flags gained with no sign ("you gain 1 flag", «ты получаешь 1 флаг», "E - gain 1 flag for each …"): the
  flags a player gets, "+1 flag" (a flag change is always written with its sign otherwise);
- an abbreviation's dot ("opp. draws 1 card"): no full stop where the text goes on in lower case;
- «противн.» (or «противник») right after the cards or the place it owns («титан противн.», «тактики
  противн.», «у противн.»): «противника», the owner.
"""

from __future__ import annotations

__all__ = ["rewrite"]

_KIND_LETTERS = frozenset({"wa", "t", "r", "m", "a", "e", "ва", "т", "р", "м", "ш", "с"})
_BREAKS = frozenset({":", ".", ";", ",", "(", ")"})
_CARD_NOUNS = frozenset({"unit", "asset", "ship", "card", "vehicle", "infantry", "отряд", "актив", "ресурс",
                         "корабль", "карта", "пехота", "техника"})
_COST_VERBS = frozenset({"lock", "discard", "destroy", "return", "повернуть", "сбросить", "уничтожить", "вернуть",
                         "when", "когда", "at", "в", "if", "если", "while", "пока", "during", "во", "до", "until"})
_SIGNED = frozenset({"+", "-"})
_GET = frozenset({"get", "получить"})
_FLAG = frozenset({"flag", "флаг"})
_ABBREVIATIONS = frozenset({"opp", "opps", "opp's", "ea", "u", "ur"})
_OWNED_RU = frozenset({"отряд", "актив", "ресурс", "корабль", "карта", "тактика", "рука", "колода", "сброс", "флот",
                       "сектор", "у", "для", "от", "событие", "реакция", "модификатор", "способность"})
_NUMBERS = frozenset({"INT", "XVAR"})


def _cards_before(out: list) -> bool:
    """Do the words since the last break name cards that may get a change (see the module)?"""
    seg = []
    for w in reversed(out):
        if w.kind in _BREAKS:
            break
        seg.append(w)
    seg.reverse()
    if not seg or seg[0].lemma in _KIND_LETTERS or seg[0].lemma in _COST_VERBS:
        return False
    return any(w.kind == "KW" or w.lemma in _CARD_NOUNS for w in seg)


def rewrite(words: list, lang: str) -> list:
    """The words with the typing above read as the full text (each word keeps its place)."""
    from heresy_app.abilities.tokens import Word

    out: list = []
    n = len(words)
    for i, w in enumerate(words):
        nxt = words[i + 1] if i + 1 < n else None
        if w.kind == "-" and out and out[-1].kind == "-" and (
                nxt is None or nxt.kind not in _NUMBERS or nxt.start > w.start + len(w.text)):
            continue   # "--": one dash ("-- One charging unit": a number apart from the dash is no sign's)
        if (w.kind in ("-", ":") and nxt is not None and nxt.kind in _SIGNED and i + 2 < n
                and words[i + 2].kind in _NUMBERS and _cards_before(out)):
            continue   # "your units - +1 AR": the cards get it
        if (w.kind == "INT" and out and out[-1].lemma in _GET and nxt is not None and nxt.lemma in _FLAG):
            out.append(Word("+", "+", "", w.start))   # "gain 1 flag": +1 flag
        if (w.kind == "." and out and out[-1].text.lower() in _ABBREVIATIONS and nxt is not None
                and nxt.text[:1].islower()):
            continue   # "opp. draws": an abbreviation's dot
        if (lang == "ru" and w.lemma == "противник" and out and (out[-1].kind == "KW" or out[-1].lemma in _OWNED_RU)
                and not w.text.lower().startswith("противника")
                and (w.text.lower().rstrip(".") != "противник" or nxt is None or nxt.kind != "word")):
            # a cut «противн.» is the owner; a whole «противник» only where no verb follows it
            # («за этот сектор противник берёт …» is the opponent as the subject)
            w = Word(w.kind, "противника", w.text, w.start, w.plural)   # «титан противн.»: the owner
        out.append(w)
        if (lang == "ru" and w.lemma == "огневой" and (nxt is None or nxt.lemma != "мощь") and len(out) >= 2
                and (out[-2].kind in _NUMBERS or out[-2].lemma == "к")):
            out.append(Word("word", "мощь", w.text, w.start))   # «+2 огн.»: firepower
    return out
