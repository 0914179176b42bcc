"""Issue 28, fourteenth round: the action a question asks about (analysis.asked_verbs) — the verb a
modal, "who" or «ли» governs, told from the setting the question describes — and the section whose
names (title and aliases) name that action gains (search.ASKED_BONUS, shared among every section
whose names hold the verb: a verb many sections name, "play", points at none)."""

from __future__ import annotations

import importlib

import pytest

from heresy_app import rules
from heresy_app.rules import analysis

search_module = importlib.import_module("heresy_app.rules.search")


@pytest.mark.parametrize("question, verbs", [
    ("their sergeant is charging at us and my squad is standing up. can any of them block?", ["block"]),
    ("can my jetbikes jump in front of that shot", ["jump"]),
    ("does it stay until the end of the turn", ["stay"]),
    ("who takes the damage then", ["take"]),
    ("who can block a shot", ["block"]),
    ("can tanks shoot", ["shoot"]),
    ("how big is a deck", []),
    ("мой отряд повёрнут, можно им штурмовать?", ["штурмовать"]),
    ("кто-нибудь может закрыть этот выстрел?", ["закрыть"]),
    ("стреляет ли наступающий отряд", ["стрелять"]),
    ("кто берёт сектор при равенстве флагов", ["брать"]),
    ("сколько флагов у сектора", []),
    ("", []),
])
def test_the_asked_action_is_the_verb_a_modal_or_question_word_governs(question, verbs):
    assert analysis.asked_verbs(question) == verbs


def test_odd_input_asks_nothing():
    assert analysis.asked_verbs(None) == []
    assert analysis.asked_verbs("can") == []
    assert analysis.asked_verbs("?? can ,, ли") == []


def _score(hits, sid):
    return next(h.score for h in hits if h.id == sid)


@pytest.mark.parametrize("question, lang, named, setting", [
    ("the enemy sergeant is charging in and my squad stands upright, can any of them block?", "en",
     "battle.blocking", "positions.ready"),
    ("у противника всё повёрнуто, а мой отряд стоит готовый — можно заблокировать?", "ru",
     "battle.blocking", "positions.ready"),
])
def test_the_section_named_by_the_asked_action_gains_and_the_settings_does_not(monkeypatch, question, lang,
                                                                               named, setting):
    monkeypatch.setattr(search_module, "ASKED_BONUS", 0.0)
    without = rules.search(question, lang=lang, limit=40)
    monkeypatch.setattr(search_module, "ASKED_BONUS", 1.0)
    with_ = rules.search(question, lang=lang, limit=40)
    index = search_module._index()
    verb = analysis.asked_verbs(question)
    share = index.asked_share(verb, named, lang)
    assert 0 < share <= 1
    assert _score(with_, named) == pytest.approx(_score(without, named) + share, abs=1e-3)
    assert index.asked_share(verb, setting, lang) == 0
    assert _score(with_, setting) == pytest.approx(_score(without, setting), abs=1e-3)


def test_a_verb_the_names_of_many_sections_hold_names_none():
    index = search_module._index()
    holding = [sid for sid in index.names["en"] if "play" in index.names["en"][sid]]
    assert len(holding) > search_module.ASKED_MOST
    assert all(index.asked_share(["play"], sid, "en") == 0 for sid in holding)


def test_the_clause_that_asks_is_told_from_the_setting_before_it():
    from heresy_app.rules import analysis

    assert analysis.asked_clause("my unit is flipped upside down, can it shoot?") == "can it shoot"
    assert analysis.asked_clause("Мой отряд повёрнут. Можно ли им стрелять?") == "можно ли им стрелять"
    assert analysis.asked_clause("we both have 3 flags, who takes the sector") == "who takes the sector"
    assert analysis.asked_clause("can it shoot?") is None                       # one clause: no setting
    assert analysis.asked_clause("Can it shoot? It is locked.") is None         # the asking clause comes first
