"""Reading the files a person hands the program: one bounded reader for all of them.

Every file the program opens on a person's behalf (decks, user-card imports, scenarios, saved
games, autosaves, settings) is read here, so that each gets the same guarantees:

* only a regular file is read: a folder, a FIFO, a device or a socket is refused with one clear
  line, before anything could block (a FIFO is opened without waiting for a writer) or read for
  ever (``/dev/zero``);
* at most ``limit`` bytes are read: the size the system reports is not trusted (it is 0 for
  special files and can change while the file is read); ``limit + 1`` bytes are asked for, and
  getting them means the file is too large;
* text must be UTF-8, and the line and column of the first byte that is not are named;
* JSON and TOML come back as plain data the rest of the program can walk without surprises: no
  number of more than :data:`MAX_DIGITS` digits, no infinity or NaN, nothing nested deeper than
  :data:`MAX_DEPTH`, no lone surrogate (``"\\udfff"``) in any string or key.

Every refusal is a :class:`FileProblem`, a ``ValueError`` whose ``str()`` is one English line
naming the file (and the line, column or field where known); ``message("ru")`` is the same line
in Russian.

>>> import os, tempfile
>>> folder = tempfile.mkdtemp()
>>> read_bytes(folder)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
heresy_app.files.FileProblem: ...: not a regular file: a folder
>>> path = os.path.join(folder, "deck.json")
>>> with open(path, "w", encoding="utf-8") as fh:
...     _ = fh.write('{"cards": [1, 2,]}')
>>> read_json(path)  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
heresy_app.files.FileProblem: ...deck.json: line 1, column 17: not valid JSON: Expecting value
>>> load_json('{"name": "\\\\udfff"}', "deck.json")
Traceback (most recent call last):
...
heresy_app.files.FileProblem: deck.json: field name: a lone surrogate (\\udfff) is not text
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
import tomllib
from typing import Any

from heresy_app.i18n import t

MAX_BYTES = 2_000_000        # the default limit: far above any deck, scenario or settings file
MAX_DEPTH = 64               # JSON and TOML: arrays and tables nested deeper are refused
MAX_DIGITS = 40              # JSON and TOML: a number of more digits is refused (a 128-bit seed has 39)

# key -> the message file-<key> of the catalog (heresy_app/i18n, files.ftl)

class FileProblem(ValueError):
    """A file that cannot be read as what it should be. ``path``; where it went wrong (``line``
    and ``column``, 1-based, or ``field``, a path into the data like ``cards[3].name``);
    ``key`` and ``params`` for :meth:`message` in either language."""

    def __init__(self, path: str | os.PathLike | None, key: str, *, line: int | None = None,
                 column: int | None = None, field: str | None = None, **args: Any):
        self.path = os.fspath(path) if path is not None else "<input>"
        self.key, self.params = key, args
        self.line, self.column, self.field = line, column, field
        super().__init__(self.message("en"))

    def detail(self, lang: str = "en") -> str:
        """What is wrong, without the file and the place."""
        args = dict(self.params)
        if "kind" in args:
            args["kind"] = kind_name(args["kind"], lang)
        if "what" in args:
            args["what"] = t("file-what", lang, what=args["what"])
        if "code" in args:
            args["code"] = f"{args['code']:04x}"
        return t(f"file-{self.key}", lang, **args)

    def where(self, lang: str = "en") -> str:
        """``line L, column C`` or ``field F`` (in ``lang``), or "" when the whole file is meant."""
        parts = []
        if self.line is not None:
            parts.append(t("file-line", lang, line=self.line))
            if self.column is not None:
                parts.append(t("file-column", lang, column=self.column))
        if self.field:
            parts.append(t("file-field", lang, field=self.field))
        return ", ".join(parts)

    def message(self, lang: str = "en") -> str:
        """One line: the file, the place, what is wrong."""
        where = self.where(lang)
        return f"{printable(self.path, 500)}: {where + ': ' if where else ''}{self.detail(lang)}"


# ------------------------------------------------------------------ bytes

def _kind(mode: int) -> str | None:
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "fifo"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    if stat.S_ISSOCK(mode):
        return "socket"
    return "other"


def file_kind(mode: int) -> str | None:
    """What a file of ``mode`` is when not a regular file: folder, fifo, device, socket or other
    (None for a regular file); :func:`kind_name` says it."""
    return _kind(mode)


def kind_name(kind: str, lang: str = "en") -> str:
    """``"a named pipe (FIFO)"`` / ``"именованный канал (FIFO)"`` for the kind ``"fifo"``."""
    return t("file-kind", lang, kind=kind)


def _os_problem(name: str, err: OSError) -> FileProblem:
    if isinstance(err, FileNotFoundError):
        return FileProblem(name, "missing")
    if isinstance(err, PermissionError):
        return FileProblem(name, "denied")
    if isinstance(err, IsADirectoryError):
        return FileProblem(name, "not-regular", kind="folder")
    return FileProblem(name, "unreadable", detail=err.strerror or str(err))


def check_regular(path: str | os.PathLike, *, limit: int | None = None, what: str = "file") -> os.stat_result:
    """The file's status when ``path`` is a regular file (of at most ``limit`` bytes by its reported
    size); :class:`FileProblem` otherwise. For files the program hands to another reader (Qt's
    settings): nothing is opened."""
    name = os.fspath(path)
    try:
        st = os.stat(name)
    except OSError as err:
        raise _os_problem(name, err) from None
    except ValueError:   # a NUL character in the name
        raise FileProblem(name, "unreadable", detail="the name holds a NUL character") from None
    kind = _kind(st.st_mode)
    if kind is not None:
        raise FileProblem(name, "not-regular", kind=kind)
    if limit is not None and st.st_size > limit:
        raise FileProblem(name, "too-large", limit=limit, what=what)
    return st


def read_bytes(path: str | os.PathLike, *, limit: int = MAX_BYTES, what: str = "file") -> bytes:
    """At most ``limit`` bytes of the regular file ``path``; :class:`FileProblem` for a missing,
    unreadable, special or larger file. Never blocks on a FIFO and never trusts the reported size.

    ``what`` names the kind of file in the "too large" message: deck, cards, scenario, game,
    settings, autosave or file."""
    name = os.fspath(path)
    check_regular(name)                  # refuse special files before opening them at all
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(name, flags)
    except OSError as err:
        raise _os_problem(name, err) from None
    try:
        kind = _kind(os.fstat(fd).st_mode)   # swapped for a special file since the check?
        if kind is not None:
            raise FileProblem(name, "not-regular", kind=kind)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as err:
        raise _os_problem(name, err) from None
    finally:
        os.close(fd)
    if total > limit:
        raise FileProblem(name, "too-large", limit=limit, what=what)
    return b"".join(chunks)


# ------------------------------------------------------------------ text

def decode(data: bytes, source: str | os.PathLike) -> str:
    """UTF-8 text (a byte-order mark dropped), or :class:`FileProblem` at the first bad byte."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        start = err.start
        line_start = data.rfind(b"\n", 0, start) + 1
        column = len(data[line_start:start].decode("utf-8", "replace")) + 1
        raise FileProblem(source, "not-utf8", line=data.count(b"\n", 0, start) + 1, column=column) from None


def read_text(path: str | os.PathLike, *, limit: int = MAX_BYTES, what: str = "file") -> str:
    """The UTF-8 text of the regular file ``path`` (at most ``limit`` bytes), see :func:`read_bytes`."""
    return decode(read_bytes(path, limit=limit, what=what), path)


# ------------------------------------------------------------------ JSON and TOML

_SURROGATE = re.compile("[\ud800-\udfff]")


class _Refused(Exception):
    def __init__(self, key: str, **params):
        super().__init__(key)
        self.key, self.params = key, params


def _number(text: str):
    digits = len(text) - (text[:1] in "+-")
    if digits > MAX_DIGITS:
        raise _Refused("big-number", limit=MAX_DIGITS, text=text)
    return int(text)


def _float(text: str):
    mantissa = re.split(r"[eE]", text, maxsplit=1)[0]
    if len(mantissa.replace(".", "").lstrip("+-")) > MAX_DIGITS * 2:
        raise _Refused("big-number", limit=MAX_DIGITS * 2, text=text)
    return float(text)      # infinity and NaN are refused by check_data, which names the field


def printable(text: str, limit: int = 80) -> str:
    """``text`` safe to print in a one-line message: control characters, lone surrogates and other
    unprintable characters escaped (as ``repr`` does), clipped to about ``limit`` characters."""
    out = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text[:limit + 1])
    return out if len(out) <= limit else out[: limit - 1] + "…"


def _field(path: list) -> str:
    out = ""
    for p in path:
        out += f"[{p}]" if isinstance(p, int) else (f".{p}" if out else str(p))
    return printable(out)


def check_data(data: Any, source: str | os.PathLike) -> Any:
    """Walk parsed JSON or TOML without recursion: :class:`FileProblem` naming the field for
    nesting deeper than :data:`MAX_DEPTH`, a lone surrogate, a number too big or not finite.
    Returns ``data``."""
    stack: list[tuple[Any, list, int]] = [(data, [], 0)]
    while stack:
        value, path, depth = stack.pop()
        if isinstance(value, str):
            m = _SURROGATE.search(value)
            if m:
                raise FileProblem(source, "surrogate", field=_field(path) or None, code=ord(m.group()))
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if abs(value) >= 10 ** MAX_DIGITS:
                raise FileProblem(source, "big-number", field=_field(path) or None, limit=MAX_DIGITS)
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise FileProblem(source, "not-finite", field=_field(path) or None, value=value)
        elif isinstance(value, (dict, list)):
            if depth >= MAX_DEPTH:
                raise FileProblem(source, "deep", field=_field(path) or None, limit=MAX_DEPTH)
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for k, v in items:
                if isinstance(k, str):
                    m = _SURROGATE.search(k)
                    if m:
                        raise FileProblem(source, "surrogate", field=_field(path + [k]), code=ord(m.group()))
                stack.append((v, path + [k], depth + 1))
    return data


def _line_col(text: str, index: int) -> tuple[int, int]:
    line = text.count("\n", 0, index) + 1
    return line, index - (text.rfind("\n", 0, index) + 1) + 1


def load_json(text: str | bytes, source: str | os.PathLike = "<json>") -> Any:
    """Parse JSON text into plain data, refusing what :func:`check_data` refuses; every failure
    is a :class:`FileProblem` with the line and column (or field)."""
    if isinstance(text, bytes):
        text = decode(text, source)
    try:
        data = json.loads(text, parse_int=_number, parse_float=_float)
    except json.JSONDecodeError as err:
        raise FileProblem(source, "json", line=err.lineno, column=err.colno, detail=err.msg) from None
    except _Refused as err:
        where = {}
        found = text.find(err.params["text"])
        if found >= 0:
            where["line"], where["column"] = _line_col(text, found)
        args = {k: v for k, v in err.params.items() if k != "text"}
        raise FileProblem(source, err.key, **where, **args) from None
    except RecursionError:
        raise FileProblem(source, "deep", limit=MAX_DEPTH) from None
    return check_data(data, source)


_TOML_AT = re.compile(r"\s*\(at (?:line (\d+), column (\d+)|end of document)\)$")


_BARE = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_ \t")


def _dotted_depth(text: str) -> int:
    """The most parts of one dotted key in TOML text (``a.b.c = 1`` and ``[a.b.c]`` have 3), found
    in one pass before parsing: ``tomllib`` takes time quadratic in a key's parts (a 100 KB key of
    ``a.a.a…`` took 39 s), and the depth check of :func:`check_data` comes after it (issue 29,
    finding 4). Strings and comments are skipped; a chain is bare-key characters, white space and
    quoted parts joined by dots, so a float (``1.5``) counts 2 and a dotted string none."""
    best = run = 0
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in _BARE:
            i += 1
            continue
        if c == ".":
            run += 1
            if run > best:
                best = run
            i += 1
            continue
        if c == '"' or c == "'":
            if text.startswith(c * 3, i):
                end = text.find(c * 3, i + 3)
                if end < 0:
                    return best + 1 if run else best
                i = end + 3
                while i < n and text[i] == c:      # a multi-line string may end in quotes
                    i += 1
                run = 0                            # a multi-line string is never a key part
                continue
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if (c == '"' and text[j] == "\\") else 1
            i = j + 1
            continue
        if c == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
            run = 0
            continue
        run = 0
        i += 1
    return best + 1


def load_toml(text: str | bytes, source: str | os.PathLike = "<toml>") -> dict:
    """Parse TOML text into plain data (a table), refusing what :func:`check_data` refuses
    (``inf`` and ``nan`` included); every failure is a :class:`FileProblem`."""
    if isinstance(text, bytes):
        text = decode(text, source)
    deepest = _dotted_depth(text)
    if deepest > MAX_DEPTH:
        raise FileProblem(source, "deep", limit=MAX_DEPTH)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        msg = str(err)
        m = _TOML_AT.search(msg)
        where = {}
        if m and m.group(1):
            where = {"line": int(m.group(1)), "column": int(m.group(2))}
        elif m:
            where["line"], where["column"] = _line_col(text, len(text))
        raise FileProblem(source, "toml", detail=_TOML_AT.sub("", msg), **where) from None
    except RecursionError:
        raise FileProblem(source, "deep", limit=MAX_DEPTH) from None
    except ValueError:   # an integer of thousands of digits (tomllib has no hook for integers)
        raise FileProblem(source, "big-number", limit=MAX_DIGITS) from None
    return check_data(data, source)


def read_json(path: str | os.PathLike, *, limit: int = MAX_BYTES, what: str = "file") -> Any:
    """:func:`read_text` then :func:`load_json`."""
    return load_json(read_text(path, limit=limit, what=what), path)


def read_toml(path: str | os.PathLike, *, limit: int = MAX_BYTES, what: str = "file") -> dict:
    """:func:`read_text` then :func:`load_toml`."""
    return load_toml(read_text(path, limit=limit, what=what), path)
