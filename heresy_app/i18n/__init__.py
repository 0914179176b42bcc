"""The message catalog: every word a player reads outside the window's widgets, in Fluent files
(``locales/<lang>/*.ftl``, read as text when first needed, no build step), looked up by
:func:`t`. The window's widgets keep Qt's ``.ts`` files (heresy_app/ui/i18n).

Why Fluent: a message can select on a number (CLDR plural categories per language, from Babel) and
on the grammatical gender and number of the card it names (:class:`Noun`), so «Чумные десантники
наступают» and «Командный отряд наступает» come from one message. Why read ``.ftl`` at run time:
the files are text, so a fresh ``pip install`` works with no compile step, and nothing is pickled.

>>> t("count-error", "ru", n=21), t("count-error", "en", n=1), t("count-error", "ru", n=12)
('21 ошибка', '1 error', '12 ошибок')
>>> t("and-more", "ru", shown="A, B", n=3)
'A, B и ещё 3'

A language is a folder of ``.ftl`` files; a message it lacks is taken from English. Folders named
in ``HERESY_LOCALES`` (paths separated as in ``PATH``) are read after the shipped ones, so a new
language can be tried without touching the install (docs/i18n.md).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

__all__ = ["t", "template", "has", "message_ids", "pick", "languages", "Noun", "catalog_files", "LOCALES", "BASE"]

#: the shipped catalogs
LOCALES = Path(__file__).with_name("locales")
#: the language every other falls back to, message by message
BASE = "en"
ENV = "HERESY_LOCALES"


def _roots() -> list[Path]:
    extra = [Path(p) for p in os.environ.get(ENV, "").split(os.pathsep) if p]
    return [LOCALES, *extra]


def _names(folder: Path) -> list[str]:
    """The names in ``folder`` (none when it is not a folder). Listed, never stat-ed: reading the
    catalog asks the file system nothing a file check of the program's could be asked."""
    try:
        return sorted(os.listdir(folder))
    except OSError:
        return []


def catalog_files(lang: str) -> list[Path]:
    """The ``.ftl`` files of ``lang``, shipped ones first."""
    return [root / lang / name for root in _roots() for name in _names(root / lang) if name.endswith(".ftl")]


def languages() -> tuple[str, ...]:
    """Every language with a catalog: English first, then the rest in order."""
    found = {d for root in _roots() for d in _names(root) if any(n.endswith(".ftl") for n in _names(root / d))}
    return (BASE, *sorted(found - {BASE}))


def _repr(value: Any) -> str:
    """``REPR($x)``: a text quoted as Python writes it ('x', or "it's")."""
    return repr(str(value))


def _signed(value: Any) -> str:
    """``SIGNED($n)``: a number with its sign ("+2", "-1", "+0"); in a :func:`template`, ``{n:+d}``."""
    name = getattr(value, "slot_name", None)
    if name is None and isinstance(value, str) and value.startswith("{") and value.endswith("}"):
        name = value[1:-1]   # a variable a template leaves open
    if name is not None:
        return f"{{{name}:+d}}"
    try:
        return f"{int(value):+d}"
    except (TypeError, ValueError):
        return str(value)


#: functions a message may call, besides Fluent's NUMBER and DATETIME
FUNCTIONS: dict[str, Any] = {"REPR": _repr, "SIGNED": _signed}   # Any: fluent types its functions as returning its own types

#: the start of an entry: ``id =`` (a message) or ``-id =`` (a term) at the start of a line
_ENTRY = re.compile(r"^(-?[a-zA-Z][\w-]*)[ \t]*=", re.M)
#: a reference to another message or a term inside an entry
_REFERENCE = re.compile(r"\{\s*(-?[a-zA-Z][\w-]*)\s*[}(]")


def _index(text: str) -> dict[str, str]:
    """Each entry's own source text by its id (a term keeps its ``-``). An entry runs to the next
    line that starts at the margin with a name or a comment (a select's closing brace may stand at
    the margin)."""
    out: dict[str, str] = {}
    starts = list(_ENTRY.finditer(text))
    for m in starts:
        end = len(text)
        for line in re.finditer(r"^[#a-zA-Z-]", text[m.end():], re.M):
            end = m.end() + line.start()
            break
        out[m.group(1)] = text[m.start():end].rstrip() + "\n"
    return out


class _Catalog:
    """One language's messages, parsed one at a time as they are first asked for (with the
    messages and terms they refer to): a command that prints three lines does not parse them all."""

    def __init__(self, lang: str, files: tuple[Path, ...]):
        from fluent.runtime import FluentBundle

        self.source: dict[str, str] = {}
        for path in files:
            self.source.update(_index(path.read_text(encoding="utf-8")))
        self.bundle = FluentBundle([lang.replace("_", "-"), BASE], use_isolating=False, functions=FUNCTIONS)
        self.loaded: set[str] = set()
        self.templates: dict[tuple, str] = {}
        self.selectors: dict[str, tuple[str, ...]] = {}

    def has(self, msgid: str) -> bool:
        return msgid in self.source

    def load(self, msgid: str) -> None:
        from fluent.runtime import FluentResource

        todo = [msgid]
        while todo:
            name = todo.pop()
            if name in self.loaded or name not in self.source:
                continue
            self.loaded.add(name)
            text = self.source[name]
            self.bundle.add_resource(FluentResource(text))
            todo.extend(_REFERENCE.findall(text))


@cache
def _catalog(lang: str, files: tuple[Path, ...]) -> _Catalog:
    return _Catalog(lang, files)


@cache
def _files(lang: str, extra: str) -> tuple[Path, ...]:
    return tuple(catalog_files(lang))


def _catalog_for(lang: str) -> _Catalog:
    return _catalog(lang, _files(lang, os.environ.get(ENV, "")))


@dataclass(frozen=True)
class Noun:
    """A name with its grammatical gender (``masc``, ``femn``, ``neut``) and number (``sing``,
    ``plur``): passed as ``card=Noun(...)``, a message sees ``$card``, ``$card_gender`` and
    ``$card_number`` and can agree with it."""

    text: str
    gender: str = "masc"
    number: str = "sing"

    def __str__(self) -> str:
        return self.text


def _fluent_args(args: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in args.items():
        if isinstance(value, Noun):
            out[key] = value.text
            out[f"{key}_gender"] = value.gender
            out[f"{key}_number"] = value.number
        elif isinstance(value, bool):
            out[key] = str(value).lower()
        elif isinstance(value, int):
            from fluent.runtime.types import fluent_number

            out[key] = fluent_number(value, useGrouping=False)   # 1000, not "1,000": as printed before
        elif value is None:
            out[key] = ""
        else:
            out[key] = str(value)   # floats are formatted by the caller (Fluent would use the locale's comma)
    return out


def message_ids(lang: str = BASE) -> list[str]:
    """The ids of the messages ``lang``'s own catalog holds (terms left out), in file order."""
    return [k for k in _catalog_for(lang).source if not k.startswith("-")]


def has(msgid: str, lang: str = BASE) -> bool:
    """Whether ``lang``'s own catalog (not the fallback) holds ``msgid``."""
    return _catalog_for(lang).has(msgid)


def t(msgid: str, lang: str = BASE, **args: Any) -> str:
    """The message ``msgid`` in ``lang`` (English where ``lang`` lacks it) with ``args`` filled in.
    Integers select plural forms by the language's rules; :class:`Noun` arguments bring their gender
    and number. An unknown ``msgid`` raises KeyError (a bug, caught by the catalog tests)."""
    catalog = _catalog_for(lang)
    if not catalog.has(msgid):
        catalog = _catalog_for(BASE)
        if not catalog.has(msgid):
            raise KeyError(f"no message {msgid!r} in the catalog")
    catalog.load(msgid)
    bundle = catalog.bundle
    message = bundle.get_message(msgid)
    if message.value is None:
        raise KeyError(f"message {msgid!r} has no value")
    values = _fluent_args(args)
    text, errors = bundle.format_pattern(message.value, values)
    missing = {str(e).removeprefix("Unknown external: ") for e in errors if str(e).startswith("Unknown external: ")}
    if missing:   # an argument not given shows as {name}, as a format string would leave it
        text, _ = bundle.format_pattern(message.value, {**values, **{name: "{" + name + "}" for name in missing}})
    return text if isinstance(text, str) else str(text)   # fluent says it may be FluentNone: its text


@cache
def _slot_type() -> type:
    """Integers a :func:`template` selects a variant by, shown as ``{name}`` (made when first
    needed: fluent is imported only by a command that reads the catalog). Not a Python int, which
    fluent would turn into its own number; it matches a plural category as the number would."""
    from fluent.runtime.types import FluentType

    class Slot(FluentType):
        def __init__(self, value: int, name: str, category: str):
            self.value, self.slot_name, self.category = value, name, category

        def format(self, locale: Any) -> str:
            return f"{{{self.slot_name}}}"

        def __eq__(self, other: object) -> bool:   # a variant's key: a number, or a plural category
            if isinstance(other, (int, float)):
                return self.value == other
            return other == self.category

        def __hash__(self) -> int:
            return hash(self.value)

    return Slot


@cache
def _plural(lang: str) -> Any:
    """``lang``'s CLDR plural rule (English's when babel does not know ``lang``)."""
    from babel import Locale, UnknownLocaleError
    from babel.plural import to_python

    try:
        locale = Locale.parse(lang.replace("-", "_"))
    except (UnknownLocaleError, ValueError):
        locale = Locale.parse(BASE)
    return to_python(locale.plural_form)


#: a variable a message selects on: ``{ $n ->`` (or through a function, ``{ NUMBER($n) ->``)
_SELECTOR = re.compile(r"\{\s*(?:[A-Z]+\(\s*)?\$([a-zA-Z][\w-]*)[^{}]*?->")
_VARIABLE = re.compile(r"\$([a-zA-Z][\w-]*)")


def template(msgid: str, lang: str = BASE, attribute: str | None = None, **values: Any) -> str:
    """The message ``msgid`` (or its ``attribute``) as a ``str.format`` template: every variable
    shown as ``{name}`` (``SIGNED($n)`` as ``{n:+d}``), for a caller that works on the sentence
    before filling it in (the engine makes verbs agree with the names it will hold). Of ``values``
    only those the message selects on are used: an integer picks its plural form and still shows as
    ``{name}``, a text or a truth value picks its variant. A message's attribute that ``lang`` lacks
    is its value. Kept per language, so a message is formatted once for each choice of variants.

    >>> template("count-card", "en", n=1), template("count-card", "en", n=5, other=2)
    ('{n} card', '{n} cards')
    """
    catalog = _catalog_for(lang)
    if not catalog.has(msgid):
        lang, catalog = BASE, _catalog_for(BASE)
        if not catalog.has(msgid):
            raise KeyError(f"no message {msgid!r} in the catalog")
    selectors = catalog.selectors.get(msgid)
    if selectors is None:
        selectors = catalog.selectors[msgid] = tuple(sorted(set(_SELECTOR.findall(_closure(catalog, msgid)))))
    chosen = tuple(values.get(name) for name in selectors)
    key = (msgid, attribute, chosen)
    found = catalog.templates.get(key)
    if found is not None:
        return found
    catalog.load(msgid)
    message = catalog.bundle.get_message(msgid)
    pattern = message.attributes.get(attribute, message.value) if attribute else message.value
    if pattern is None:
        raise KeyError(f"message {msgid!r} has no value")
    args: dict[str, Any] = {name: "{" + name + "}" for name in _VARIABLE.findall(_closure(catalog, msgid))}
    for name, value in zip(selectors, chosen, strict=True):
        if isinstance(value, bool):
            args[name] = str(value).lower()
        elif isinstance(value, int):
            args[name] = _slot_type()(value, name, _plural(lang)(value))
        elif value is not None:
            args[name] = str(value)
    text, _errors = catalog.bundle.format_pattern(pattern, args)
    found = catalog.templates[key] = text if isinstance(text, str) else str(text)
    return found


def _closure(catalog: _Catalog, msgid: str) -> str:
    """The source of ``msgid`` and of the messages and terms it refers to."""
    out, todo, seen = [], [msgid], set()
    while todo:
        name = todo.pop()
        if name in seen or name not in catalog.source:
            continue
        seen.add(name)
        out.append(catalog.source[name])
        todo.extend(_REFERENCE.findall(catalog.source[name]))
    return "".join(out)


def pick(lang: str, **forms: Any) -> Any:
    """Of bilingual data that is not a message (a card's name from the database, a search field's
    label), the one in ``lang``, else the English one: ``pick(lang, en=card.name_en, ru=card.name_ru)``.
    An empty form counts as missing."""
    value = forms.get(lang)
    return value if value else forms[BASE]
