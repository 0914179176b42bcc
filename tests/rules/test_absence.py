"""What a question says is absent or not done (issue 28, thirteenth round): a negator ("no", "not",
"can't", «не», «нет», «без») makes the words it governs an absence feature of their own, read alike in
the sections and the question (analysis.negated), so "the attacker has no sector" finds the section
that says "no sector", and "it can't be blocked" the one that says "cannot be blocked", although the
negators are stop words."""

from __future__ import annotations

import importlib

import pytest

from heresy_app.rules import analysis

search_mod = importlib.import_module("heresy_app.rules.search")   # the package exports search() by that name


@pytest.mark.parametrize(("text", "expected"), [
    ("the attacker has no sector left", ["!sector", "!left"]),
    ("if the opponent has no cards in the sector", ["!card"]),        # "in" ends what "no" governs
    ("a unit that isn't charging", ["!charg"]),
    ("can't block", ["!block"]),                                      # not done by the unit
    ("this unit cannot be blocked", ["!=block"]),                     # not done to it: passive
    ("he decides not to block", []),                                  # a choice, no absence
    ("it's no longer charging", []),                                  # a change, no absence
    ("у атакующего не осталось ни одной карты", ["!остать", "!карта"]),   # a reflexive verb is the verb
    ("отряд не может быть заблокирован", ["!=заблокировать"]),
    ("отряд не заблокирован", ["!=заблокировать"]),                   # a passive participle alone
    ("не может заблокировать", ["!заблокировать"]),
    ("штурмовать, не наступая", ["!наступать"]),
    ("", []),
])
def test_negated_reads_what_a_negator_governs(text, expected):
    assert analysis.negated(text) == expected


def test_an_absence_features_root_is_absent_too():
    assert analysis.root("!=заблокировать") == "!=" + analysis.root("заблокировать")
    assert analysis.root("!карта") == "!" + analysis.root("карта")
    assert analysis.root("!card") is None


# Written for this test from the sections' content, not from any measured table: each names an
# absence its section states, and the feature is what puts that section first (checked by taking the
# question's absence features away).
ABSENT = [
    ("his terminators cannot be blocked by anything, right? even by a faster charging unit?", "en",
     "abilities.restriction"),
    # (sixteenth round: «на карте написано, что отряд не может быть заблокирован. а если мой отряд быстрее?»
    # now finds the section by its own widened questions alone, the feature no longer deciding it)
    ("отряд противника не может быть заблокирован. мой быстрее — могу?", "ru", "abilities.restriction"),
    ("what if the attacker has no cards in any sector", "en", "battle-phase.no-sector"),
]


@pytest.mark.parametrize(("question", "lang", "expected"), ABSENT)
def test_an_absence_the_question_says_finds_the_section_that_states_it(question, lang, expected, monkeypatch):
    assert search_mod.ranked_ids(question, lang)[0] == expected
    monkeypatch.setattr(search_mod, "NEGATED_WEIGHT", 0.0)
    asked = {k: w for k, w in search_mod.question_keys(question, lang).items() if not k.startswith("!")}
    assert search_mod.ranked_ids(question, lang, asked)[0] != expected
