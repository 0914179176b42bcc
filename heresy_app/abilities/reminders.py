"""Reminder text (issue 24, g14c; generalised to effects and rules by g15c): a rule restated in parentheses
after the word it belongs to, as later expansions print it — "Counter-attack (this unit strikes back when it is
assaulted).", «Контратака (когда этот отряд штурмуют, он наносит повреждения в ответ).», "Infiltrate 1 unit from
your hand (it enters play ready).", «Перебрось тест (сбрасывается следующая карта колоды, берется ее кубик).»,
"Ship abilities cannot be used here. (Ships still move to the fleet area during preparation.)"

Each rule of the rulebook a card may restate is a :class:`Rule` in :data:`RULES`: the words that name it and the
words it is told in (from the rulebook's own statement of it). A *keyword* rule (Counter-attack / Контратака,
Unique / Уникальный, Unlimited / Неограниченно: the glossary's bold words) is named by the word right before
the parenthesis; an *effect* rule (infiltration: entering a sector ready; a roll or test: the top card's die;
ships going to the fleet area in preparation; a won sector lying in its winner's fleet area; "more" leaving a
tie to nobody) by a word of the clause the parenthesis closes (or of the sentence before, when the
parenthesis is a sentence of its own).

A parenthesis is a reminder when every word in it is one its rule is told in (:data:`RULE_WORDS`) or a word
that only binds such words (:data:`_GLUE`): the reading leaves it out (the rule plays once; the card keeps the
parenthesis in its printed text). A parenthesis after a keyword that says anything else — a number, a test, a
keyword, "only", "instead", "not" — adds to the rule: the text is refused with the word that is not the rule's
(:func:`reminder_spans` raises :class:`NotAReminder`). After an effect, a parenthesis that tells the rule's
words and one word more ("(it enters play locked)", "(use the bottom card's die)") is refused the same way; one
further from the rule, or that gives an amount, is the grammar's to read ("(4+)", "(X is ...)",
"(minimum 0)", "(up to -3)").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["NotAReminder", "RULES", "RULE_WORDS", "Rule", "blank_reminders", "reminder_spans"]


class NotAReminder(ValueError):
    """A parenthesis after a word with a rule says something the rule does not: where and which word."""

    def __init__(self, keyword: str, word: str, offset: int, rule: str | None = None):
        self.keyword = keyword   # as printed
        self.word = word
        self.offset = offset
        self.rule = rule         # an effect's rule (None: the keyword's own)
        if rule is None:
            text = f"the parenthesis after '{keyword}' says more than the keyword's rule: '{word}'"
        else:
            text = f"the parenthesis after '{keyword}' says more than the rule of {rule}: '{word}'"
        super().__init__(text)


def _set(words: str) -> frozenset[str]:
    return frozenset(words.split())


@dataclass(frozen=True)
class Rule:
    """A rule a card may restate in parentheses: the words that name it (lemmas, lower case) and the words it
    is told in, per language; ``keyword``: named by the word right before the parenthesis (else by a word of
    the clause the parenthesis closes)."""

    name: str
    keyword: bool
    names: dict[str, frozenset[str]]
    words: dict[str, frozenset[str]]


# words that bind the rule's words and say nothing of their own (lemmas, lower case)
_GLUE = {
    "en": _set("""a an the this that it its itself they them their he his him she her you your unit card is are be
        been being was were when whenever if by to of from with as at in on and or which who whose same
        time so each every do does"""),
    "ru": _set("""этот тот он она оно они его её ее их ему им ей отряд карта быть являться когда если при в на с
        по к от из и или который свой твой ты то же так это каждый"""),
}
# an effect's reminder may not point elsewhere: "(it enters that sector ready)" names a place of its own
_NOT_GLUE_AFTER_EFFECT = {"en": _set("that"), "ru": _set("тот")}

RULES: tuple[Rule, ...] = (
    # the glossary: Контратака — damage back, of the attack's kind, at the same time
    Rule("Counter-attack", True,
         {"en": _set("counter-attack counterattack"), "ru": _set("контратака")},
         {"en": _set("""counter-attack counterattack counter strike hit back deal damage return attack assault shoot
            shot fire firepower attacker attacking assaulting shooting equal simultaneously take receive suffer dealt
            struck strike-back against kind type respond"""),
          "ru": _set("""контратака контратаковать наносить нанести повреждение ответ ответный атака атаковать
            атакующий штурм штурмовать штурмующий стрелять стрельба обстрел обстреливать стреляющий огневой мощь
            равный одновременно получать получить удар ударить отвечать ответить вид тип""")}),
    # the glossary: Уникальный — one copy of a card (by name) in a sector, the earlier one destroyed
    Rule("Unique", True,
         {"en": _set("unique"), "ru": _set("уникальный")},
         {"en": _set("""unique copy one only name play sector hand have control another previous destroy put
            more than player may can cannot two stay remain"""),
          "ru": _set("""уникальный копия один только одинаковый имя игра сектор рука иметь контролировать другой
            предыдущий уничтожить уничтожать положить больше чем игрок мочь можно нельзя остаться оставаться""")}),
    # the glossary: Неограниченно — no limit of once per war action
    Rule("Unlimited", True,
         {"en": _set("unlimited"), "ru": _set("неограниченно неограниченный")},
         {"en": _set("""unlimited use any number times per war action once may can ability play wa reaction
            tactic modifier"""),
          "ru": _set("""неограниченно неограниченный использовать любой количество раз ва военный акция за
            мочь можно способность играть сыграть реакция тактика модификатор сколько угодно""")}),
    # the rulebook (glossary, Внедрение; ship cards): an infiltrated card enters a sector ready, a ship the fleet
    Rule("infiltration", False,
         {"en": _set("infiltrate"), "ru": _set("внедрить внедрять внедряться внедриться внедрение")},
         {"en": _set("""infiltrate enter put play into ready sector ship fleet area zone"""),
          "ru": _set("""внедрить внедрять внедряться внедриться внедрение входить войти вводить ввести выложить
            выкладывать положить класть игра готовый готовность положение сектор корабль флот зона область""")}),
    # the rulebook (Броски): a roll discards the top card of the deck and reads its die
    Rule("a roll", False,
         {"en": _set("roll reroll re-roll test"),
          "ru": _set("бросок бросить перебросить перебрасывать переброс тест")},
         {"en": _set("""discard top next card deck use die dice look result roll new reveal take reroll re-roll
            test"""),
          "ru": _set("""сбрасывать сбросить сбрасываться верхний следующий карта колода брать взять браться
            использовать кубик результат бросок новый открыть открывать смотреть посмотреть переброс
            перебросить перебрасывать тест""")}),
    # the rulebook (Подготовка): ships go from the sector to their fleet area during preparation
    Rule("ships in preparation", False,
         {"en": _set("ship"), "ru": _set("корабль")},
         {"en": _set("""ship still move go send sent fleet area zone preparation during always even there"""),
          "ru": _set("""корабль весь всё равно по-прежнему отправляться отправить перемещаться переместить
            двигаться идти уходить уйти зона флот область подготовка время во всегда""")}),
    # the rulebook (winning a sector): a won sector lies in its winner's fleet area
    Rule("a won sector", False,
         {"en": _set("fleet capture win"), "ru": _set("флот захватить выиграть")},
         {"en": _set("capture win won fleet area zone sector lie"),
          "ru": _set("захватить захваченный выиграть флот зона область сектор лежать находиться")}),
    # "more" is strictly more: a tie gives it to nobody
    Rule("a tie", False,
         {"en": _set("more most"), "ru": _set("больше большинство")},
         {"en": _set("tie tied neither nobody no one player get equal number flag nor"),
          "ru": _set("равенство ничья никто ни один игрок получать получить флаг равный количество число")}),
)

#: what each rule is told in, per language (the keyword rules under their keyword's name)
RULE_WORDS = {r.name: r.words for r in RULES}

_PAREN = re.compile(r"\(([^()]*)\)")
_WORD = re.compile(r"[^\W\d_]+(?:[-'][^\W\d_]+)*", re.UNICODE)
_WORD_BEFORE = re.compile(r"([^\W\d_]+(?:-[^\W\d_]+)*)\s*$", re.UNICODE)
_AMOUNT = re.compile(r"\d|\+|\bX\b|\bХ\b")
_CLAUSE_END = re.compile(r"[.;:!?]")


def _lemmas_ru(low: str) -> set[str]:
    from heresy_app.abilities.names import morph

    out = {p.normal_form.replace("ё", "е") for p in morph().parse(low)}
    # a passive or reflexive verb is its verb's word: «вводится» tells «вводить»
    return out | {x[:-2] for x in out if x.endswith(("ся", "сь")) and len(x) > 4}


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


def _fits(word: str, allowed: frozenset[str], lang: str) -> bool:
    return bool(_lemmas(word, lang) & allowed
                or ("-" in word and all(_lemmas(p, lang) & allowed for p in word.split("-"))))


def _clause(text: str, start: int) -> str:
    """The clause a parenthesis at ``start`` closes: back to the last full stop, semicolon or colon outside
    brackets — or the sentence before, when the parenthesis is a sentence of its own."""
    before = re.sub(r"\([^()]*\)", lambda m: " " * len(m.group(0)), text[:start]).rstrip()
    ends = [m.start() for m in _CLAUSE_END.finditer(before)]
    if ends and ends[-1] == len(before) - 1:   # "... this sector. (Ships still ...)"
        ends.pop()
    return before[ends[-1] + 1 if ends else 0:]


def _named(rule: Rule, words: list[str], lang: str) -> str | None:
    """The first of ``words`` that names ``rule``, as printed."""
    names = rule.names.get(lang, frozenset())
    return next((w for w in words if _lemmas(w, lang) & names), None)


def _effect_reminder(text: str, m: re.Match, words: list[re.Match], lang: str) -> bool:
    """Whether the parenthesis ``m`` restates the rule of an effect its clause names; raises
    :class:`NotAReminder` when it tells that rule's words and one word more (the rule changed: "(it enters
    play locked)"); a parenthesis further from every rule is left to the grammar."""
    if _AMOUNT.search(m.group(1)):
        return False   # "(up to -3)", "(X is ...)": the grammar's
    clause = [w.group(0) for w in _WORD.finditer(_clause(text, m.start()))]
    glue = _GLUE[lang] - _NOT_GLUE_AFTER_EFFECT[lang]
    nearest = None   # (words of the rule told, the rule, its word printed, the first word it does not tell)
    for rule in RULES:
        if rule.keyword or (named := _named(rule, clause, lang)) is None:
            continue
        told = [w for w in words if _fits(w.group(0), rule.words[lang], lang)]
        wrong = [w for w in words if not _fits(w.group(0), rule.words[lang] | glue, lang)]
        if not wrong:
            return True
        if told and len(wrong) == 1 and (nearest is None or len(told) > nearest[0]):
            nearest = (len(told), rule, named, wrong[0])
    if nearest is not None:
        _, rule, named, wrong = nearest
        raise NotAReminder(named, wrong.group(0), m.start(1) + wrong.start(), rule.name)
    return False


def reminder_spans(text: str, lang: str) -> list[tuple[int, int]]:
    """The (start, end) of each reminder parenthesis in ``text`` (brackets included).

    Raises :class:`NotAReminder` for a parenthesis after a word with a rule that says more than the rule.

    >>> reminder_spans("Counter-attack (this unit strikes back when it is assaulted).", "en")
    [(15, 60)]
    >>> reminder_spans("WA: Infiltrate 1 unit from your hand (it enters play ready).", "en")
    [(37, 59)]
    """
    out = []
    for m in _PAREN.finditer(text):
        words = [w for w in _WORD.finditer(m.group(1)) if w.group(0) not in ("X", "Х")]
        if not words:
            continue   # "(4+)", "(X+)": the grammar's (a test)
        before = _WORD_BEFORE.search(text[: m.start()])
        keyword = None if before is None else next(
            (r for r in RULES if r.keyword and _lemmas(before.group(1), lang) & r.names.get(lang, frozenset())),
            None)
        if keyword is None:
            if _effect_reminder(text, m, words, lang):
                out.append((m.start(), m.end()))
            continue
        assert before is not None
        amount = _AMOUNT.search(m.group(1))
        if amount is not None:
            raise NotAReminder(before.group(1), amount.group(0), m.start(1) + amount.start())
        allowed = keyword.words[lang] | _GLUE[lang]
        for w in words:
            if not _fits(w.group(0), allowed, lang):
                raise NotAReminder(before.group(1), w.group(0), m.start(1) + w.start())
        out.append((m.start(), m.end()))
    return out


def blank_reminders(text: str, lang: str) -> str:
    """``text`` with each reminder parenthesis replaced by spaces (the same length, so a refusal's column
    stays true in the printed text); raises :class:`NotAReminder` as :func:`reminder_spans` does."""
    spans = reminder_spans(text, lang)
    for start, end in spans:
        text = text[:start] + " " * (end - start) + text[end:]
    return text
