"""One loader for the blind question sets of issue 28 (tests/rules/blind12/, blind13/, ...): each
file's ``[[q]]`` entries (``text``, ``lang``, ``sections``), split by place within each file and
language — a language's 1st, 3rd, ... entries of a file are the tuning half, its 2nd, 4th, ... the
aside half. The split of set L (blind12), set M (blind13) and set N (blind14, whose files are named
questions_a14 and questions_b14) is this one.

Entries: (question, language, acceptable section ids); a subsection of an acceptable id counts.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

FILES = ("questions_a", "questions_b")


def halves(folder: str, files: tuple[str, ...] = FILES) -> tuple[list, list]:
    """(tuning half, aside half) of the blind set in ``tests/rules/<folder>/``, read from its ``files``
    (``<name>.toml``, in this order)."""
    tune: list = []
    aside: list = []
    for name in files:
        source = Path(__file__).with_name(folder) / f"{name}.toml"
        place = {"en": 0, "ru": 0}
        for q in tomllib.loads(source.read_text(encoding="utf-8"))["q"]:
            half = tune if place[q["lang"]] % 2 == 0 else aside
            place[q["lang"]] += 1
            half.append((q["text"], q["lang"], list(q["sections"])))
    return tune, aside
