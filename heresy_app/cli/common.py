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
    parser.add_argument("--lang", choices=["en", "ru"], default="en", help="language (en or ru)")
