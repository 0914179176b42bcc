"""Printed ability text -> IR: the error type and :func:`parse`, over the compositional grammars of
:mod:`heresy_app.abilities.language` (one per language, the same executable form from both)."""

from __future__ import annotations

from heresy_app.abilities import ir

LANGS = ("en", "ru")


class AbilityParseError(ValueError):
    """Text that is not an ability: where (1-based ``line`` and ``column``) and what was expected."""

    reason = "invalid"
    readings: list = []

    def __init__(self, message: str, line: int = 1, column: int = 1, expected: list[str] | None = None,
                 text: str = ""):
        self.line = line
        self.column = column
        self.expected = expected or []
        self.text = text
        self.message = f"line {line}, column {column}: {message}"
        super().__init__(self.message)


def _normalise(text: str) -> str:
    """Same length as ``text`` (so error columns stay true): ё -> е, typographic quotes and spaces."""
    table = str.maketrans({"ё": "е", "Ё": "Е", "“": '"', "”": '"', "’": "'", "\u00a0": " "})
    return text.translate(table)


def parse(text: str, lang: str = "en", *, explain: bool = True) -> ir.Ability:
    """Parse one printed ability.

    >>> parse("WA (5+): Draw 1 card.").effects[0].op
    'draw'
    >>> parse("Т: Любой отряд получает +1 к броне.", "ru").effects[0].stat
    'armor'

    ``explain=False`` (g19d): a refusal does not list every word that would have fitted where the
    text stopped (that takes a second parse); for texts only tried, such as a line's possible pieces.

    Raises AbilityParseError with the line, column and what was expected (``reason``: unknown-word,
    unexpected, too-short, ambiguous or invalid; ``readings``: the readings of an ambiguous text).

    >>> parse("WA: Fly to the moon.")                  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    heresy_app.abilities.parser.AbilityParseError: line 1, column 5: unexpected 'Fly'; expected ...
    """
    if not isinstance(text, str):
        raise AbilityParseError("the ability text is not a string")
    source = _normalise(text)
    if not source.strip():
        raise AbilityParseError("the ability text is empty", expected=["an ability"], text=text)
    if lang not in LANGS:
        raise ValueError(f"unknown language {lang!r}: use en or ru")
    from heresy_app.abilities.language import Refusal, read
    from heresy_app.abilities.reminders import NotAReminder, blank_reminders

    try:   # g14c (issue 24): a keyword's rule restated in parentheses is left out, never played twice
        source = blank_reminders(source, lang)
    except NotAReminder as exc:
        line = text.count("\n", 0, exc.offset) + 1
        err = AbilityParseError(str(exc), line, exc.offset - (text.rfind("\n", 0, exc.offset) + 1) + 1, [], text)
        raise err from None
    try:
        return read(source, lang, explain=explain)
    except Refusal as refusal:
        from heresy_app.abilities.hurried_marks import spaced

        marked = spaced(source, lang)   # g18c s18 (issue 24): a double space typed for a mark left out
        if marked is not None:
            try:
                return read(marked, lang, explain=False)
            except Refusal:
                pass
        raise _located(refusal, text) from None


def _located(refusal, text: str) -> AbilityParseError:
    """The refusal with its line and column in ``text`` (1-based)."""
    pos = max(0, min(refusal.offset, len(text)))
    line = text.count("\n", 0, pos) + 1
    column = pos - (text.rfind("\n", 0, pos) + 1) + 1
    err = AbilityParseError(refusal.message, line, column, refusal.expected, text)
    err.reason = refusal.reason
    err.readings = refusal.readings
    return err
