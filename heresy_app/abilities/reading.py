"""How one printed ability, written in both languages, is read: the one policy that decides which
executable form (if any) the engine plays, used by ``ir_for_card`` (what `heresy db build` stores)
and by the engine's catalog (a card that stores no form).

- both texts read, and into the same form: that form (``lang == "both"``); forms the same but for names
  the lexicon does not know ("Titan Legion" / «Легион Титанов», g15) are one form: the English one (a
  card carries its keywords in both languages);
- both read, into different forms: nothing is played (``ability is None``, ``disagree``): the
  English and Russian texts say different things, and playing either would misplay the other;
- one reads: its form, and ``lang`` says which text it is (the log shows that text);
- neither reads: nothing, and ``refusals`` says where each stopped and what it expected.

>>> r = read("WA: Draw 1 card.", "ВА: Возьми 1 карту.")
>>> r.lang, r.ability.kind, r.disagree
('both', 'WA', False)
>>> r = read("WA: Draw 1 card.", "ВА: Возьми 2 карты.")
>>> r.ability is None, r.disagree
(True, True)
>>> r = read("WA: Fly to the moon.", "ВА: Возьми 1 карту.")
>>> r.lang, [(f.lang, f.line, f.column, f.found) for f in r.refusals]
('ru', [('en', 1, 5, 'Fly')])
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple


class Refusal(NamedTuple):
    """Where the ability language stopped reading one text: 1-based ``line`` and ``column``, what
    it ``expected`` there (the grammar's own words), what it ``found`` ("" at the end of the text),
    and the parser's own English ``message``."""

    lang: str
    line: int
    column: int
    expected: tuple[str, ...]
    found: str
    message: str


class Reading(NamedTuple):
    """What the engine plays of one ability printed in both languages (see the module)."""

    ability: object            # an ``Ability`` or None (nothing is played: resolved by hand)
    lang: str | None           # "both", "en", "ru" (whose text the form is), or None
    en: object                 # the English text's form, or None
    ru: object                 # the Russian text's form, or None
    refusals: tuple[Refusal, ...]

    @property
    def disagree(self) -> bool:
        """Both texts read, into different forms (not only their names the lexicon does not know)."""
        return self.en is not None and self.ru is not None and not _alike(self.en, self.ru)

    @property
    def ir(self) -> dict | None:
        return self.ability.model_dump(mode="json") if self.ability is not None else None


def _alike(a, b) -> bool:
    if a == b:
        return True
    from heresy_app.abilities.names import alike_but_names

    return alike_but_names(a, b)


def refusal(exc, lang: str) -> Refusal:
    """The :class:`Refusal` of an ``AbilityParseError`` (``.line``, ``.column``, ``.expected``,
    ``.message``, ``.text``) raised reading a text in ``lang``."""
    line, column = int(getattr(exc, "line", 1) or 1), int(getattr(exc, "column", 1) or 1)
    text = getattr(exc, "text", "") or ""
    lines = text.splitlines() or [text]
    found = ""
    if 0 < line <= len(lines):
        rest = lines[line - 1][column - 1:].split()
        found = rest[0].rstrip(".,:;") or rest[0] if rest else ""
    message = str(getattr(exc, "message", exc))
    return Refusal(lang, line, column, tuple(getattr(exc, "expected", None) or ()), found, message)


def _read_one(text: str, lang: str):
    from heresy_app.abilities import AbilityParseError, parse

    if not text or not text.strip():
        return None, None
    try:
        return parse(text, lang), None
    except AbilityParseError as exc:
        return None, refusal(exc, lang)
    except Exception as exc:  # noqa: BLE001 - any text the language cannot read is resolved by hand
        return None, Refusal(lang, 1, 1, (), "", f"the ability language failed on this text ({type(exc).__name__})")


@lru_cache(maxsize=4096)
def read(en: str, ru: str) -> Reading:
    """Read one ability printed as ``en`` and ``ru`` (either may be empty) by the policy above."""
    a_en, f_en = _read_one(en or "", "en")
    a_ru, f_ru = _read_one(ru or "", "ru")
    refusals = tuple(f for f in (f_en, f_ru) if f is not None)
    if a_en is not None and a_ru is not None:
        if _alike(a_en, a_ru):   # g15: a name we cannot translate is the card's keyword in either language
            return Reading(a_en, "both", a_en, a_ru, refusals)
        return Reading(None, None, a_en, a_ru, refusals)
    if a_en is not None:
        return Reading(a_en, "en", a_en, None, refusals)
    if a_ru is not None:
        return Reading(a_ru, "ru", None, a_ru, refusals)
    return Reading(None, None, None, None, refusals)
