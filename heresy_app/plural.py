"""Counted words: the one plural helper of everything outside the window (the command line, the
deck checks, the simulator's report), now a thin face on the message catalog (heresy_app/i18n:
``word-X`` and ``count-X`` messages, with each language's plural rules). The window uses Qt's
numerus forms (``self.tr("%n card(s)", "", n)``), filled in the .ts files.

Russian has three forms: one (1, 21, 101 …), few (2–4, 22–24 …) and many (0, 5–20, 25 …).

>>> count(1, "error", "ru"), count(3, "error", "ru"), count(11, "error", "ru"), count(21, "error", "ru")
('1 ошибка', '3 ошибки', '11 ошибок', '21 ошибка')
>>> count(1, "card", "en"), count(0, "card", "en"), count(2, "warning", "en")
('1 card', '0 cards', '2 warnings')
>>> word(5, "game", "ru")
'игр'
>>> summarize(["IS-001", "IS-002", "IS-003"], 2, "en")
'IS-001, IS-002 and 1 more'
>>> summarize([f"X-{n}" for n in range(9000)], 3, "ru")
'X-0, X-1, X-2 и ещё 8997'
"""

from __future__ import annotations

from collections.abc import Iterable

from heresy_app.i18n import t

#: the counted words the catalog holds (``word-X``/``count-X``)
WORDS = ("card", "copy", "error", "warning", "game", "turn", "unit", "decision")


def word(n: int, name: str, lang: str) -> str:
    """The form of a counted word for the count ``n``."""
    return t(f"word-{name}", lang, n=n)


def count(n: int, name: str, lang: str) -> str:
    """``n`` and the counted word in the form it takes: "1 error", «3 ошибки»."""
    return t(f"count-{name}", lang, n=n)


def summarize(items: Iterable[str], limit: int = 10, lang: str = "en") -> str:
    """A long list cut to its first ``limit`` items and how many more there are."""
    items = list(items)
    shown = ", ".join(items[:limit])
    rest = len(items) - limit
    if rest <= 0:
        return shown
    return t("and-more", lang, shown=shown, n=rest)
