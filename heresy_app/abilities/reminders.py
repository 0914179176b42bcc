"""Reminder text (issue 24, g14c): a bold keyword followed by its rule restated in parentheses, as later
expansions print it — "Counter-attack (this unit strikes back when it is assaulted).", «Контратака (когда
этот отряд штурмуют, он наносит повреждения в ответ).», "... Unlimited (use it any number of times per war
action)."

The rulebook gives three bold words a rule of their own (its glossary: Counter-attack / Контратака, Unique /
Уникальный, Unlimited / Неограниченно). A parenthesis right after one of them is a reminder when every word
in it is a word that rule is told in (:data:`RULE_WORDS`, from the rulebook's own statement of it) or a word
that only binds such words (:data:`_GLUE`): the reading leaves it out (the keyword plays its rule once; the
card keeps the parenthesis in its printed text). A parenthesis there that says anything else — a number, a
test, a keyword, "only", "instead", "not" — adds to the rule: it is not a reminder, and the text is refused
with the word that is not the rule's (:func:`reminder_spans` raises :class:`NotAReminder`). A parenthesis
after any other word is the grammar's to read ("(4+)", "(X is ...)", "(minimum 0)").
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["NotAReminder", "RULE_WORDS", "blank_reminders", "reminder_spans"]


class NotAReminder(ValueError):
    """A parenthesis after a keyword with a rule says something the rule does not: where and which word."""

    def __init__(self, keyword: str, word: str, offset: int):
        self.keyword = keyword   # as printed
        self.word = word
        self.offset = offset
        super().__init__(f"the parenthesis after '{keyword}' says more than the keyword's rule: '{word}'")


# the keyword's names (lemmas, lower case) -> the keyword
_KEYWORDS = {
    "en": {"counter-attack": "Counter-attack", "counterattack": "Counter-attack", "unique": "Unique",
           "unlimited": "Unlimited"},
    "ru": {"контратака": "Counter-attack", "уникальный": "Unique", "неограниченно": "Unlimited",
           "неограниченный": "Unlimited"},
}

# words that bind the rule's words and say nothing of their own (lemmas, lower case)
_GLUE = {
    "en": frozenset("""a an the this that it its itself they them their he his him she her you your unit card is are be
        been being was were when whenever if by to of from with as at in on and or which who whose same
        time so each every do does""".split()),
    "ru": frozenset("""этот тот он она оно они его её ее их ему им ей отряд карта быть являться когда если при в на с
        по к от из и или который свой твой ты то же так это каждый""".split()),
}

#: what each rule is told in, from the rulebook's statement of it (glossary: Контратака, Уникальный, Неограниченно)
RULE_WORDS = {
    "Counter-attack": {
        "en": frozenset("""counter-attack counterattack counter strike hit back deal damage return attack assault shoot
            shot fire firepower attacker attacking assaulting shooting equal simultaneously take receive suffer dealt struck
            strike-back""".split()),
        "ru": frozenset("""контратака контратаковать наносить нанести повреждение ответ ответный атака атаковать
            атакующий штурм штурмовать штурмующий стрелять стрельба обстрел обстреливать стреляющий огневой мощь
            равный одновременно получать получить удар ударить""".split()),
    },
    "Unique": {
        "en": frozenset("""unique copy one only name play sector hand have control another previous destroy put
            more than player may can cannot two""".split()),
        "ru": frozenset("""уникальный копия один только одинаковый имя игра сектор рука иметь контролировать другой
            предыдущий уничтожить уничтожать положить больше чем игрок мочь можно нельзя""".split()),
    },
    "Unlimited": {
        "en": frozenset("""unlimited use any number times per war action once may can ability play
            wa""".split()),
        "ru": frozenset("""неограниченно неограниченный использовать любой количество раз ва военный акция за
            мочь можно способность играть сыграть""".split()),
    },
}

_PAREN = re.compile(r"\(([^()]*)\)")
_WORD = re.compile(r"[^\W\d_]+(?:[-'][^\W\d_]+)*", re.UNICODE)
_WORD_BEFORE = re.compile(r"([^\W\d_]+(?:-[^\W\d_]+)*)\s*$", re.UNICODE)
_AMOUNT = re.compile(r"\d|\+|\bX\b|\bХ\b")


def _lemmas_ru(low: str) -> set[str]:
    from heresy_app.abilities.names import morph

    return {p.normal_form.replace("ё", "е") for p in morph().parse(low)}


def _lemmas_en(low: str) -> set[str]:
    out = set()
    if low.endswith("'s"):
        low = low[:-2]
        out.add(low)
    for end, put in (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"), ("d", ""), ("ing", ""),
                     ("ing", "e")):
        if low.endswith(end) and len(low) > len(end) + 1:
            out.add(low[: -len(end)] + put)
    return out


_LEMMAS = {"en": _lemmas_en, "ru": _lemmas_ru}


@lru_cache(maxsize=4096)
def _lemmas(word: str, lang: str) -> frozenset[str]:
    """The word's possible dictionary forms, lower case (Russian by pymorphy, English by its endings)."""
    low = word.lower().replace("ё", "е")
    return frozenset({low} | _LEMMAS[lang](low))


def reminder_spans(text: str, lang: str) -> list[tuple[int, int]]:
    """The (start, end) of each reminder parenthesis in ``text`` (brackets included).

    Raises :class:`NotAReminder` for a parenthesis after a keyword with a rule that says more than the rule.

    >>> reminder_spans("Counter-attack (this unit strikes back when it is assaulted).", "en")
    [(15, 60)]
    """
    out = []
    names = _KEYWORDS.get(lang, {})
    for m in _PAREN.finditer(text):
        before = _WORD_BEFORE.search(text[: m.start()])
        if before is None:
            continue
        keyword = next((names[x] for x in _lemmas(before.group(1), lang) if x in names), None)
        if keyword is None:
            continue
        inside = m.group(1)
        allowed = RULE_WORDS[keyword][lang] | _GLUE[lang]
        words = [w for w in _WORD.finditer(inside) if w.group(0) not in ("X", "Х")]
        if not words:
            continue   # "(4+)", "(X+)": the grammar's (a test)
        amount = _AMOUNT.search(inside)
        if amount is not None:
            raise NotAReminder(before.group(1), amount.group(0), m.start(1) + amount.start())
        for w in words:
            word = w.group(0)
            if not (_lemmas(word, lang) & allowed
                    or ("-" in word and all(_lemmas(p, lang) & allowed for p in word.split("-")))):
                raise NotAReminder(before.group(1), word, m.start(1) + w.start())
        out.append((m.start(), m.end()))
    return out


def blank_reminders(text: str, lang: str) -> str:
    """``text`` with each reminder parenthesis replaced by spaces (the same length, so a refusal's column
    stays true in the printed text); raises :class:`NotAReminder` as :func:`reminder_spans` does."""
    spans = reminder_spans(text, lang)
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text
