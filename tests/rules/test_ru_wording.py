"""The Russian reference uses the rulebook's words (issue 19, point 4): words the rulebook or the
glossary (/work/shared/GLOSSARY.md) rule out never appear in a section's title, body or examples.
Aliases are exempt: they are hidden search words, and players do say «урон»."""

from __future__ import annotations

import re

import pytest

from heresy_app.rules.store import reference

# (pattern over the shown Russian text, the word to use instead, where the rule comes from)
RULED_OUT = [
    (r"\bурон", "повреждения", "the rulebook says «повреждения» (never «урон»)"),
    (r"\bсоперник", "противник", "the rulebook says «противник» throughout"),
    (r"\bвоенн\w+ действи", "военная акция", "the glossary: never «военное действие»"),
    (r"\bэтап\w* тактик", "окно тактик",
     "the glossary: «окно тактик», as the board and the log say it (the rulebook's «этап тактик» is a search alias)"),
]


def shown_texts():
    ref = reference()
    for sid in ref.ids:
        section = ref.get(sid, "ru")
        yield sid, "title", section.title
        yield sid, "body", ref.plain_body(section)
        yield sid, "examples", ref.plain_examples(section)


@pytest.mark.parametrize("pattern, instead, why", RULED_OUT, ids=[r[1] for r in RULED_OUT])
def test_russian_reference_uses_the_rulebooks_words(pattern, instead, why):
    found = [
        (sid, part, m.group(0))
        for sid, part, text in shown_texts()
        for m in re.finditer(pattern, text.casefold())
    ]
    assert not found, f"{why}: use «{instead}» in {found}"


def test_the_check_sees_a_ruled_out_word():
    assert re.search(RULED_OUT[0][0], "наносит урон".casefold())
    assert re.search(RULED_OUT[1][0], "соперника")
    assert not re.search(RULED_OUT[0][0], "повреждения")
    assert re.search(RULED_OUT[3][0], "на этапе тактик") and not re.search(RULED_OUT[3][0], "в окне тактик")


def test_the_cost_example_destroys_up_to_three():
    """The rulebook's example destroys «up to» three units; the Russian example said exactly three."""
    ref = reference()
    assert "до трёх" in ref.plain_examples(ref.get("abilities.cost", "ru"))
    assert "up to 3" in ref.plain_examples(ref.get("abilities.cost", "en"))
