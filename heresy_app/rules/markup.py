"""The light markup of the rules texts, rendered to HTML, to terminal text and to plain text.

Markup: a blank line separates blocks; lines starting with ``- `` form a bullet list and lines
starting with ``1. `` a numbered list; ``**bold**``; ```code```; ``[[id]]`` links to a section
(shown with its title) and ``[[id|label]]`` shows ``label``; ``{+ text +}`` marks the program's
addition to what the rulebook says (shown highlighted in HTML, ``[+ text +]`` in the terminal,
plain in search snippets).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator

LINK_RE = re.compile(r"\[\[([a-z0-9][a-z0-9.\-]*)(?:\|([^\]]+))?\]\]")
_BOLD_RE = re.compile(r"\*\*(.+?)\*\*")
_CODE_RE = re.compile(r"`([^`]+)`")
OURS_RE = re.compile(r"\{\+\s*(.+?)\s*\+\}", re.S)
_BULLET_RE = re.compile(r"^\s*-\s+")
_NUMBER_RE = re.compile(r"^\s*(\d+)\.\s+")

TitleOf = Callable[[str], "str | None"]
LINK_SCHEME = "rule"


def links(text: str) -> list[str]:
    """The section ids linked from ``text``, in order."""
    return [m.group(1) for m in LINK_RE.finditer(text)]


def blocks(text: str) -> Iterator[tuple[str, list[str]]]:
    """Yield ("p", [paragraph]) / ("ul", items) / ("ol", items) blocks."""
    for chunk in re.split(r"\n\s*\n", text.strip()):
        lines = [ln.rstrip() for ln in chunk.splitlines() if ln.strip()]
        para: list[str] = []
        while lines and not (_BULLET_RE.match(lines[0]) or _NUMBER_RE.match(lines[0])):
            para.append(lines.pop(0).strip())
        if para:
            yield "p", [" ".join(para)]
        if lines:
            if _BULLET_RE.match(lines[0]):
                yield "ul", _items(lines, _BULLET_RE)
            else:
                yield "ol", _items(lines, _NUMBER_RE)


def _items(lines: list[str], marker: re.Pattern) -> list[str]:
    items: list[str] = []
    for ln in lines:
        if marker.match(ln):
            items.append(marker.sub("", ln, count=1).strip())
        elif items:  # continuation line
            items[-1] += " " + ln.strip()
        else:
            items.append(ln.strip())
    return items


def _label(match: re.Match, title_of: TitleOf) -> str:
    return match.group(2) or title_of(match.group(1)) or match.group(1)


def inline_html(text: str, title_of: TitleOf) -> str:
    text = OURS_RE.sub(lambda m: "\x01" + m.group(1) + "\x02", text)
    out: list[str] = []
    pos = 0
    for m in LINK_RE.finditer(text):
        out.append(_inline_plain_html(text[pos : m.start()]))
        label = html.escape(_label(m, title_of))
        out.append(f'<a href="{LINK_SCHEME}:{m.group(1)}">{label}</a>')
        pos = m.end()
    out.append(_inline_plain_html(text[pos:]))
    return "".join(out).replace("\x01", '<span class="ours">').replace("\x02", "</span>")


def _inline_plain_html(text: str) -> str:
    text = html.escape(text, quote=False)
    text = _BOLD_RE.sub(r"<b>\1</b>", text)
    return _CODE_RE.sub(r"<code>\1</code>", text)


def additions(text: str) -> list[str]:
    """The spans of ``text`` marked as the program's additions (``{+ … +}``)."""
    return [m.group(1) for m in OURS_RE.finditer(text)]


def to_html(text: str, title_of: TitleOf) -> str:
    """HTML for a body or example; links become ``<a href="rule:ID">``."""
    parts: list[str] = []
    for kind, items in blocks(text):
        if kind == "p":
            parts.append(f"<p>{inline_html(items[0], title_of)}</p>")
        else:
            lis = "".join(f"<li>{inline_html(it, title_of)}</li>" for it in items)
            parts.append(f"<{kind}>{lis}</{kind}>")
    return "\n".join(parts)


def inline_plain(
    text: str, title_of: TitleOf, *, show_ids: bool = False, ours: tuple[str, str] = ("", "")
) -> str:
    def link(m: re.Match) -> str:
        label = _label(m, title_of)
        return f"{label} [{m.group(1)}]" if show_ids else label

    text = OURS_RE.sub(lambda m: ours[0] + m.group(1) + ours[1], text)
    text = LINK_RE.sub(link, text)
    text = _BOLD_RE.sub(r"\1", text)
    return _CODE_RE.sub(r"\1", text)


def to_plain(
    text: str, title_of: TitleOf, *, show_ids: bool = False, width: int | None = None, bullet: str = "- ",
    ours: tuple[str, str] = ("", ""),
) -> str:
    """Plain text: paragraphs separated by blank lines, list items as "- " / "1. " lines.
    ``show_ids`` appends ``[id]`` after each link (for the terminal); ``ours`` wraps the program's
    additions (unmarked by default, as search indexes them)."""
    import textwrap

    parts: list[str] = []
    for kind, items in blocks(text):
        lines: list[str] = []
        for n, item in enumerate(items, 1):
            body = inline_plain(item, title_of, show_ids=show_ids, ours=ours)
            prefix = "" if kind == "p" else (bullet if kind == "ul" else f"{n}. ")
            if width:
                lines.append(textwrap.fill(body, width, initial_indent=prefix, subsequent_indent=" " * len(prefix)))
            else:
                lines.append(prefix + body)
        parts.append("\n".join(lines))
    return "\n\n".join(parts)
