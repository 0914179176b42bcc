"""Shared pieces of the command line: errors with exit codes, JSON output, deck arguments."""

from __future__ import annotations

import sys
from typing import Any


class CliError(Exception):
    """A user-facing failure: ``message`` is one line for stderr, ``code`` the exit status
    (1: the answer is "no"; 2: bad input)."""

    def __init__(self, message: str, code: int = 2):
        super().__init__(message)
        self.message = message
        self.code = code


MAX_MESSAGE = 1000
"""Characters of one error line at most: what the user typed or a file held is quoted in it, and a
100 KB argument must not come back as a 100 KB line (issue 29, finding 8)."""


def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """``text`` as one readable line of at most about ``limit`` characters: control characters, line
    breaks and lone surrogates escaped (as ``repr`` does); other text, Russian and spaces of every
    kind included, kept as it is."""
    import unicodedata

    out = []
    for ch in text[: limit + 1]:
        if unicodedata.category(ch) in ("Cc", "Cs", "Zl", "Zp"):
            out.append(repr(ch)[1:-1])
        else:
            out.append(ch)
    line = "".join(out)
    return line if len(line) <= limit and len(text) <= limit else line[: limit - 1] + "…"


def shown(path, limit: int = 200) -> str:
    """A path (or any text the user gave) as a one-line message shows it: control characters (a
    newline in a file name) escaped, cut to about ``limit`` characters."""
    import os

    from heresy_app.files import printable

    return printable(os.fspath(path) if path is not None else "", limit)


def output_path(path: str, lang: str = "en") -> str:
    """``path`` when a command may write it for the user (:func:`heresy_app.atomic.check_output`:
    an existing regular file or a new name in an existing folder); a :class:`CliError` in one line
    otherwise. Commands call it before their work, so a refusal comes at once."""
    from heresy_app.atomic import OutputRefused, check_output

    try:
        check_output(path)
    except OutputRefused as err:
        raise CliError(err.message(lang), 2) from None
    return path


def output_folder(path: str, lang: str = "en") -> str:
    """``path`` when a command may write files into it (an existing folder, or a new name in an
    existing folder: :func:`heresy_app.atomic.check_output_folder`); a :class:`CliError` otherwise."""
    from heresy_app.atomic import OutputRefused, check_output_folder

    try:
        check_output_folder(path)
    except OutputRefused as err:
        raise CliError(err.message(lang), 2) from None
    return path


def write_failed(path: str, err: OSError, lang: str = "en") -> CliError:
    """The :class:`CliError` for a write of ``path`` that failed (a refusal, a full disk)."""
    from heresy_app.atomic import cannot_write

    return CliError(cannot_write(path, err, lang), 2)


MAX_LIMIT = 1_000_000_000
"""A ``--limit`` above this is this: far beyond any list the program shows, and a number SQLite
and Python's C code can take (``--limit 2**70`` was an OverflowError, issue 29, finding 8)."""


def limit_arg(text: str) -> int:
    """``--limit N``: a whole number, ones above :data:`MAX_LIMIT` taken as it."""
    import argparse

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {shown(text, 40)!r}") from None
    return max(-1, min(value, MAX_LIMIT))


def emit_json(obj: Any) -> None:
    """Print one JSON document on stdout (pydantic models are dumped in JSON mode), all or
    nothing: the whole document is built first and written at once, so a failure on the way
    leaves stdout empty, never part of a document. Text that stdout cannot encode (a lone
    surrogate) is written as a JSON escape."""
    import json  # here, not at the top: `heresy gui` never prints JSON

    if hasattr(obj, "model_dump"):
        obj = obj.model_dump(mode="json")
    text = json.dumps(obj, ensure_ascii=False, indent=2, default=_default) + "\n"
    try:
        text.encode(sys.stdout.encoding or "utf-8")
    except (UnicodeEncodeError, LookupError):
        text = json.dumps(obj, ensure_ascii=True, indent=2, default=_default) + "\n"
    sys.stdout.write(text)


def _default(value: Any):
    if hasattr(value, "model_dump"):
        return value.model_dump(mode="json")
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    raise TypeError(f"not JSON serialisable: {type(value).__name__}")


def add_json_flag(parser) -> None:
    parser.add_argument("--json", action="store_true", help="print one JSON document on stdout")


def add_lang_flag(parser) -> None:
    from heresy_app.i18n import languages

    parser.add_argument("--lang", choices=list(languages()), default="en",
                        help="language (en or ru; any language with a message catalog, docs/i18n.md)")


def open_db():
    """The card databases (the shipped one and the user's), or CliError (exit 2) when the shipped
    one is missing."""
    from heresy_app.cards.db import CardDB

    try:
        return CardDB()
    except FileNotFoundError as exc:
        raise CliError(str(exc), 2) from None
