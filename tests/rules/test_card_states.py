"""Issue 28, the eighth round: how players describe the cards and what they lack (data/concepts.toml:
`absence = true` concepts, card slang, positions said as how a card lies), read by the search."""

from __future__ import annotations

import importlib

import pytest

from heresy_app import rules
from heresy_app.rules import analysis, synonyms

search_module = importlib.import_module("heresy_app.rules.search")


@pytest.mark.parametrize("question, lang, key", [
    ("a unit with no flags, what is it", "en", "flagless"),
    ("what about a guy that has zero flags", "en", "flagless"),
    ("отряд без флагов что это", "ru", "бесфлаговый"),
])
def test_an_absence_said_with_a_dropped_word_means_its_concept(question, lang, key):
    """"no", «без» are stop words alone; in a phrase of the concept map they make it."""
    assert search_module.question_keys(question, lang).get(analysis.key(key), 0.0) >= 1.0


def test_without_the_absence_the_word_alone_does_not_mean_it():
    assert "flagless" not in search_module.question_keys("how many flags does my unit have", "en")


@pytest.mark.parametrize("word", ["мотики", "дридноут", "dreads"])
def test_card_slang_is_no_typo(word):
    """A player's word for a card the concept map knows is never read as a neighbour of a word
    of the reference at edit distance one."""
    k = analysis.key(word)
    assert synonyms.players_word(k)
    asked = search_module.question_keys(f"{word} can block", "ru" if word[0] > "z" else "en")
    index = search_module._index()
    assert not [near for near in index.vocabulary.near(word) if near in asked and near != k]


@pytest.mark.parametrize("question, lang, key", [
    ("is my tank standing upright", "en", "readi"),
    ("мой чел вверх тормашками", "ru", "наступать"),
    ("дред повёрнутый", "ru", "повернуть"),
])
def test_a_position_said_as_players_say_it_means_the_rulebooks_position(question, lang, key):
    assert search_module.question_keys(question, lang).get(key, 0.0) >= 1.0


@pytest.mark.parametrize("question, lang, expected", [
    ("my unit with no flags, what is it called", "en", "term.flagless"),
    ("как называется юнит без флагов", "ru", "term.flagless"),
])
def test_absence_questions_find_their_section(question, lang, expected):
    assert rules.search(question, lang=lang, limit=1)[0].id == expected
