"""The ability language: printed text (English or Russian) <-> the executable form (IR).

The text is cut into the grammar's words (``tokens.py``: lemmas, keywords, numbers), parsed by the
language's compositional grammar (``lang_en.lark`` / ``lang_ru.lark``, lark's Earley parser), and one
transformer for both (``reader.py``) builds the IR; a text that reads in two ways with different IR is
refused (``language.py``). ``render`` prints an IR back as text in either language.

>>> from heresy_app.abilities import parse, render
>>> a = parse("WA (5+): Draw 1 card.")
>>> render(a, "ru")
'ВА (5+): Возьми 1 карту.'
>>> parse(render(a, "ru"), "ru") == a
True

``parse`` raises ``AbilityParseError`` (``.line``, ``.column``, ``.expected``, ``.message``) for
text that is not an ability; ``ir_for_card`` never raises: a card whose text does not parse keeps
``ir = None`` and is resolved by hand (``needs_manual_resolution``).
"""

from __future__ import annotations

from pathlib import Path

from heresy_app.abilities.ir import SCHEMA_VERSION, Ability  # noqa: F401
from heresy_app.abilities.parser import AbilityParseError, parse as _parse
from heresy_app.abilities.render import render

__all__ = [
    "SCHEMA_VERSION", "Ability", "AbilityParseError", "parse", "render", "parse_card_text",
    "ir_for_card", "needs_manual_resolution", "command_text", "language_files",
]


_READ: dict = {}
"""g19d (issue 24): the texts read, (text, lang) -> their form or their refusal: a line is split
(abilities.split reads it whole first) and then read, so a refusal is remembered as a form is."""
_READ_MAX = 4096


def _parse_cached(text: str, lang: str) -> Ability:
    key = (text, lang)
    found = _READ.get(key)
    if found is None:
        try:
            found = _parse(text, lang)
        except AbilityParseError as exc:
            found = exc
        if len(_READ) >= _READ_MAX:
            del _READ[next(iter(_READ))]
        _READ[key] = found
    if isinstance(found, AbilityParseError):
        again = AbilityParseError.__new__(AbilityParseError)   # a fresh error each time, same fields
        again.__dict__.update(found.__dict__)
        again.args = found.args
        raise again
    return found


_parse_cached.cache_clear = _READ.clear


def try_parse(text: str, lang: str = "en") -> Ability | None:
    """g19d (issue 24): the form of a text that is only tried (a possible piece of a line), or None.
    A refusal here is not explained (``parser.parse(explain=False)``: no second parse for the words
    that would have fitted) and not remembered; a form is remembered as :func:`parse` remembers it."""
    found = _READ.get((text, lang))
    if found is not None:
        return None if isinstance(found, AbilityParseError) else found
    try:
        form = _parse(text, lang, explain=False)
    except AbilityParseError:
        return None
    if len(_READ) >= _READ_MAX:
        del _READ[next(iter(_READ))]
    _READ[(text, lang)] = form
    return form


def parse(text: str, lang: str = "en") -> Ability:
    """Parse one printed ability in ``lang`` ("en" or "ru") into its IR (an ``Ability``)."""
    if not isinstance(text, str):
        raise AbilityParseError("the ability text is not a string")
    return _parse_cached(text, lang)


def parse_card_text(text: str, lang: str = "en") -> list[Ability]:
    """Parse a whole ability box: one ability per non-empty line.

    Errors carry the line number within ``text``.

    >>> [a.kind for a in parse_card_text("WA (5+): Draw 1 card.\\nT: Any unit gets +1 armor.")]
    ['WA', 'T']
    >>> parse_card_text("WA: Draw 1 card.\\nT: Fly.")        # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    heresy_app.abilities.parser.AbilityParseError: line 2, column 4: unexpected 'Fly'; expected ...
    """
    out = []
    for number, line in enumerate(text.splitlines() or [text], start=1):
        if not line.strip():
            continue
        try:
            out.append(parse(line, lang))
        except AbilityParseError as exc:
            raise AbilityParseError(exc.message.split(": ", 1)[1], number, exc.column, exc.expected, text) from None
    return out


def command_text(card, lang: str = "en") -> str:
    """The command line as printed, with its type prefix.

    >>> from heresy_app.cards.db import CardDB
    >>> tactical = CardDB(user=False).get("IS-001")
    >>> command_text(tactical), command_text(tactical, "ru")
    ('T: Any unit gets +1 firepower.', 'Т: Любой отряд получает +1 к огневой мощи.')
    """
    return card.command.get(lang)


def ir_for_card(card):
    """A copy of ``card`` with the ``ir`` of every ability and of the command line filled in.

    Both texts are read (``heresy_app.abilities.reading.read``): when both read into the same form,
    that form; when only one reads, its form; when neither reads, or both read into different
    forms (the English and Russian texts say different things: playing either would misplay the
    other), or the command line's form is of another type than its ``type``, ``ir`` stays None:
    the card is still usable and marked for manual resolution.

    >>> from heresy_app.cards.sources import load_all
    >>> card = next(c for c in load_all()[1] if c.id == "IS-001")    # as written: no IR yet
    >>> needs_manual_resolution(card), needs_manual_resolution(ir_for_card(card))
    (True, False)
    >>> ir_for_card(card).command.ir["effects"][0]["stat"]
    'firepower'
    """
    from heresy_app.abilities.reading import read
    from heresy_app.abilities.split import split_card

    card = split_card(card)    # a line that holds several abilities: those abilities, each read alone
    readings = [read(ab.en, ab.ru) for ab in card.abilities]
    abilities = [ab.model_copy(update={"ir": r.ir}) for ab, r in zip(card.abilities, readings)]
    update = {"abilities": abilities}
    from heresy_app.abilities.names import line_keywords   # g16: the names its keyword lines give the card

    named = line_keywords([(r.en, r.ru) if r.ability is not None else (None, None) for r in readings],
                          card.keywords)
    if named:
        update["keywords"] = [*card.keywords, *named]
    if card.command is not None:
        parsed = read(card.command.en, card.command.ru).ability
        if parsed is not None and parsed.kind != card.command.type.value:
            parsed = None
        update["command"] = card.command.model_copy(update={"ir": parsed.model_dump(mode="json") if parsed else None})
    return card.model_copy(update=update)


def needs_manual_resolution(card) -> bool:
    """True when some printed ability or the command line of ``card`` has no IR."""
    if any(ab.ir is None for ab in card.abilities):
        return True
    return card.command is not None and card.command.ir is None


def language_files() -> list[Path]:
    """The files that define the ability language (grammars, parser, IR, renderer), in a stable
    order: a card database whose executable forms ``ir_for_card`` filled records their digest,
    so a change here makes the shipped cards.sqlite stale.

    >>> [p.name for p in language_files() if p.suffix == ".lark"]
    ['lang_en.lark', 'lang_ru.lark']
    """
    here = Path(__file__).resolve().parent
    return sorted(p for p in here.glob("*") if p.suffix in (".py", ".lark"))
