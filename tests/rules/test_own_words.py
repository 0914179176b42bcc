"""The reference is written in the project's own words: no run of eight consecutive words of
our Russian text (after normalising case, punctuation and ё) occurs in the rulebook."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from heresy_app import rules
from heresy_app.rules import markup
from heresy_app.rules.store import reference

RULEBOOK = Path("/work/shared/rules/horus-heresy-rules.ru.txt")
N = 8


def _words(text: str) -> list[str]:
    text = text.lower().replace("ё", "е")
    return re.findall(r"[a-zа-я0-9]+", text)


def _shingles(words: list[str], n: int = N) -> set[tuple[str, ...]]:
    return {tuple(words[i : i + n]) for i in range(len(words) - n + 1)}


def _our_russian_text() -> list[tuple[str, str]]:
    ref = reference()
    title_of = ref.title_of("ru")
    out = []
    for section in rules.sections("ru"):
        parts = [section.title, markup.to_plain(section.body, title_of)]
        parts += [markup.to_plain(x, title_of) for x in section.examples]
        out.append((section.id, "\n".join(parts)))
        for question in section.questions:   # the players' questions beside it (issue 28), each alone
            out.append((section.id, question))
    return out


def test_shingle_helper_detects_a_copied_run():
    source = _shingles(_words("Раз два три четыре пять шесть семь восемь девять."))
    assert _shingles(_words("... три, четыре пять ШЕСТЬ семь восемь девять десять")) - source
    assert _shingles(_words("два три четыре пять шесть семь восемь девять")) <= source


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook is not available")
def test_no_eight_word_run_is_copied_from_the_rulebook():
    book = _shingles(_words(RULEBOOK.read_text(encoding="utf-8")))
    copied = []
    for sid, text in _our_russian_text():
        for shingle in _shingles(_words(text)) & book:
            copied.append(f"{sid}: {' '.join(shingle)}")
    assert not copied, "copied from the rulebook:\n" + "\n".join(sorted(copied))
