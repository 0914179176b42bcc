"""Counted words in English and Russian: the one plural helper of everything outside the window
(the command line, the deck checks, the simulator's report). The window uses Qt's numerus forms
(``self.tr("%n card(s)", "", n)``), filled in the .ts files.

Russian has three forms: one (1, 21, 101 …), few (2–4, 22–24 …) and many (0, 5–20, 25 …).

>>> count(1, "error", "ru"), count(3, "error", "ru"), count(11, "error", "ru"), count(21, "error", "ru")
('1 ошибка', '3 ошибки', '11 ошибок', '21 ошибка')
>>> count(1, "card", "en"), count(0, "card", "en"), count(2, "warning", "en")
('1 card', '0 cards', '2 warnings')
>>> plural(5, ("game", "games"), ("игра", "игры", "игр"), "ru")
'игр'
>>> summarize(["IS-001", "IS-002", "IS-003"], 2, "en")
'IS-001, IS-002 and 1 more'
>>> summarize([f"X-{n}" for n in range(9000)], 3, "ru")
'X-0, X-1, X-2 и ещё 8997'
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

#: word -> (English singular, plural), (Russian one, few, many)
WORDS: dict[str, tuple[tuple[str, str], tuple[str, str, str]]] = {
    "card": (("card", "cards"), ("карта", "карты", "карт")),
    "copy": (("copy", "copies"), ("копия", "копии", "копий")),
    "error": (("error", "errors"), ("ошибка", "ошибки", "ошибок")),
    "warning": (("warning", "warnings"), ("предупреждение", "предупреждения", "предупреждений")),
    "game": (("game", "games"), ("игра", "игры", "игр")),
    "turn": (("turn", "turns"), ("ход", "хода", "ходов")),
    "unit": (("unit", "units"), ("отряд", "отряда", "отрядов")),
    "decision": (("decision", "decisions"), ("решение", "решения", "решений")),
}


def ru_form(n: int) -> int:
    """0, 1 or 2: the Russian form (one, few, many) a count ``n`` takes."""
    n = abs(int(n))
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


def plural(n: int, en: Sequence[str], ru: Sequence[str], lang: str) -> str:
    """The form of a word for the count ``n``: ``en`` is (singular, plural), ``ru`` (one, few, many)."""
    if lang == "ru":
        return ru[ru_form(n)]
    return en[0] if abs(int(n)) == 1 else en[1]


def word(n: int, name: str, lang: str) -> str:
    """The form of a word of :data:`WORDS` for the count ``n``."""
    en, ru = WORDS[name]
    return plural(n, en, ru, lang)


def count(n: int, name: str, lang: str) -> str:
    """``n`` and the word of :data:`WORDS` in the form it takes: "1 error", «3 ошибки»."""
    return f"{n} {word(n, name, lang)}"


def summarize(items: Iterable[str], limit: int = 10, lang: str = "en") -> str:
    """A long list cut to its first ``limit`` items and how many more there are."""
    items = list(items)
    shown = ", ".join(items[:limit])
    rest = len(items) - limit
    if rest <= 0:
        return shown
    return f"{shown} и ещё {rest}" if lang == "ru" else f"{shown} and {rest} more"
