"""The naive Bayes model of the rules search (issue 28, part 2): learnt from the sections' own
words (title, aliases, players' questions, body), it tells a section from the neighbours that
share a question's nouns."""

import importlib

import pytest

from heresy_app import rules

search_module = importlib.import_module("heresy_app.rules.search")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_posterior_is_a_distribution_over_every_section(lang):
    index = search_module._index()
    post = index.bayes(search_module._query_keys("charge assault block наступление штурм", lang), lang)
    assert abs(sum(post.values()) - 1.0) < 1e-9
    assert set(post) == set(rules.section_ids())
    assert index.bayes({}, lang) == {}
    assert index.bayes({"zzzqqq": 1.0}, lang) == {}


@pytest.mark.parametrize("question, lang", [
    ("does taking damage lower my unit's armor", "en"),
    ("снижает ли полученный урон броню отряда", "ru"),
])
def test_damage_that_lowers_armor_is_the_damage_rule_not_the_floor_at_zero(question, lang):
    """Both sections speak of armor and damage; the words the damage rule's players use (a hit
    taken, armor going down) are its own."""
    index = search_module._index()
    post = index.bayes(search_module._query_keys(question, lang), lang)
    assert max(post, key=post.get) == "battle.damage"
    assert rules.search(question, lang=lang)[0].id == "battle.damage"


def test_a_question_of_words_no_section_has_scores_nothing_by_the_model():
    assert rules.search("qwertyuiop asdfgh", lang="en") == []
