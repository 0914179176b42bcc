"""The rules search's snippets (issue 19, issue 28): a window of a section's text around the words a
question matched, its places read in the whitespace-collapsed text."""

from __future__ import annotations

import bisect
import functools
import re

SNIPPET_CHARS = 180


def matched(tokens: list[tuple[int, int, str, str | None]], wanted: set[str]) -> list[tuple[int, int]]:
    """The spans of the words whose key (or Russian root) the question says."""
    return [(start, end) for start, end, k, r in tokens if k in wanted or (r is not None and r in wanted)]


def places(tokens: list[tuple[int, int, str, str | None]]) -> dict[str, list[int]]:
    """Each key (and Russian root) of ``tokens`` → the places of the tokens saying it, in order:
    what :func:`matched_at` reads, made once per text rather than at every question."""
    out: dict[str, list[int]] = {}
    for i, (_start, _end, k, r) in enumerate(tokens):
        out.setdefault(k, []).append(i)
        if r is not None and r != k:
            out.setdefault(r, []).append(i)
    return out


def matched_at(tokens: list[tuple[int, int, str, str | None]], where: dict[str, list[int]],
               wanted: set[str]) -> list[tuple[int, int]]:
    """:func:`matched`, read through ``where`` (:func:`places` of ``tokens``)."""
    found = sorted({i for k in wanted for i in where.get(k, ())})
    return [(tokens[i][0], tokens[i][1]) for i in found]


def flattened(original: str, tokens: list[tuple[int, int, str, str | None]]
              ) -> tuple[str, list[tuple[int, int, str, str | None]]]:
    """``original`` with its whitespace collapsed, and ``tokens`` (character spans of ``original``
    with their keys) placed in it: what :func:`snippet` reads with ``flat=True``, made once when
    the search's index is built rather than at every question."""
    places = collapsed_at(original, [p for s, e, _k, _r in tokens for p in (s, e - 1)])
    return " ".join(original.split()), [(places[2 * i], places[2 * i + 1] + 1, k, r)
                                        for i, (_s, _e, k, r) in enumerate(tokens)]


def snippet(original: str, spans: list[tuple[int, int]], flat: bool = False) -> tuple[str, list[tuple[int, int]]]:
    """A window of about SNIPPET_CHARS characters around the densest cluster of matches
    (``spans``: character spans of the matched words in ``original``; with ``flat``, ``original``
    is already whitespace-collapsed, as :func:`flattened` gives it, and its spans placed in it)."""
    if flat:
        return _window(original, spans)
    # re-map spans onto the whitespace-collapsed text
    if spans:
        mapped = collapsed_at(original, [p for s, e in spans for p in (s, e - 1)])
        spans = [(mapped[2 * i], mapped[2 * i + 1] + 1) for i in range(len(spans))]
    return _window(" ".join(original.split()), spans)


def _counts(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Each span's start with the number of spans starting there or after and ending within
    SNIPPET_CHARS - 40 characters of it; in one pass when the spans are in order (each starting
    after the one before and ending no sooner), as a question's matched words are.

    >>> _counts([(0, 5), (10, 20), (150, 160)])
    [(0, 2), (10, 2), (150, 1)]
    """
    reach = SNIPPET_CHARS - 40
    if any(a[0] >= b[0] or a[1] > b[1] for a, b in zip(spans, spans[1:], strict=False)):
        return [(s, sum(1 for s2, e2 in spans if s <= s2 and e2 <= s + reach)) for s, _ in spans]
    out = []
    end = 0
    for i, (s, _) in enumerate(spans):
        end = max(end, i)
        while end < len(spans) and spans[end][1] <= s + reach:
            end += 1
        out.append((s, end - i))
    return out


def _window(flat: str, spans: list[tuple[int, int]]) -> tuple[str, list[tuple[int, int]]]:
    """The window of a whitespace-collapsed text around the densest cluster of its ``spans``."""
    if len(flat) <= SNIPPET_CHARS:
        return flat, spans
    if spans:
        best, best_count = spans[0][0], 0
        for s, count in _counts(spans):
            if count > best_count:
                best, best_count = s, count
        start = max(0, best - 40)
    else:
        start = 0
    end = min(len(flat), start + SNIPPET_CHARS)
    if end - start < SNIPPET_CHARS:
        start = max(0, end - SNIPPET_CHARS)
    # snap to word boundaries
    if start > 0 and not flat[start - 1].isspace():
        space = flat.rfind(" ", 0, start)
        if start - space < 15:  # move back to the word's start (space == -1: it starts the text)
            start = space + 1
        else:  # a very long word: skip forward past it
            nxt = flat.find(" ", start)
            start = nxt + 1 if nxt != -1 else start
    if end < len(flat) and not flat[end].isspace() and not flat[end - 1].isspace():
        space = flat.find(" ", end)
        space = len(flat) if space == -1 else space
        if space - end < 15:
            end = space
        else:
            prev = flat.rfind(" ", start, end)
            end = prev if prev > start else end
    end = max(end, start)
    while end > start and flat[end - 1].isspace():
        end -= 1
    while start < end and flat[start].isspace():
        start += 1
    text = flat[start:end]
    prefix = "… " if start > 0 else ""
    suffix = " …" if end < len(flat) else ""
    shift = len(prefix) - start
    kept = [(s + shift, e + shift) for s, e in spans if s >= start and e <= end]
    return prefix + text + suffix, kept


def collapsed_at(original: str, positions: list[int]) -> list[int]:
    """Each of ``positions`` (indexes of ``original``) as its index in the whitespace-collapsed
    text, as :func:`collapse_map` gives it, read from the runs of whitespace alone."""
    starts, ends, removed, emitted, leading = space_runs(original)
    out = []
    for p in positions:
        j = bisect.bisect_right(starts, p) - 1    # the last run starting at or before p
        if j >= 0 and p < ends[j]:                # p is whitespace: the run's one space (0 when leading)
            out.append(0 if j == 0 and leading else starts[j] - removed[j] + emitted[j])
        else:                                     # the runs before p, each one space unless leading
            out.append(p - removed[j + 1] + emitted[j + 1])
    return out


@functools.lru_cache(maxsize=1024)
def space_runs(original: str) -> tuple[list[int], list[int], list[int], list[int], bool]:
    """The runs of whitespace of ``original``: their starts and ends, and before each run (and after
    the last) the whitespace characters removed and the spaces kept in the collapsed text."""
    starts: list[int] = []
    ends: list[int] = []
    removed = [0]
    emitted = [0]
    leading = bool(original) and original[0].isspace()
    for m in SPACES.finditer(original):
        starts.append(m.start())
        ends.append(m.end())
        removed.append(removed[-1] + m.end() - m.start())
        emitted.append(emitted[-1] + (0 if m.start() == 0 else 1))
    return starts, ends, removed, emitted, leading


SPACES = re.compile(r"\s+")


def collapse_map(original: str) -> list[int]:
    """For each index of ``original``, its index in ``" ".join(original.split())``."""
    mapping: list[int] = []
    out = -1
    in_space = True  # leading whitespace is dropped
    for ch in original:
        if ch.isspace():
            if not in_space:
                out += 1
                in_space = True
            mapping.append(max(out, 0))
        else:
            out += 1
            in_space = False
            mapping.append(out)
    return mapping
