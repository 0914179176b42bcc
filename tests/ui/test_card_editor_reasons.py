"""The card editor says in its own language what the ability language expected and where, and
flags a line whose English and Russian say different things (issue 24 item 3)."""

from __future__ import annotations

import re

import pytest

from heresy_app.ui.card_editor import TextProblem, ability_parser

pytestmark = pytest.mark.skipif(ability_parser() is None, reason="the ability language is not installed")


def _located(dlg, box):
    return [p for p in dlg.problems if isinstance(p, TextProblem) and p.box == box]


def test_an_unread_line_says_what_was_expected_in_russian_in_a_russian_editor(open_card_editor):
    dlg = open_card_editor("ru")
    dlg.ab_en.setPlainText("WA (4+): Drow 2 cards.")
    dlg.ab_ru.setPlainText("ВА (4+): Возьми 2 карты.")
    assert dlg.check()
    [p] = _located(dlg, "ab_en")
    assert re.match(r"не ожидалось «Drow»; ожидалось: ", p.message), p.message
    assert "expected" not in p.message and "unexpected" not in p.message
    dlg = open_card_editor("en")
    dlg.ab_en.setPlainText("WA (4+): Drow 2 cards.")
    dlg.ab_ru.setPlainText("ВА (4+): Возьми 2 карты.")
    dlg.check()
    [p] = _located(dlg, "ab_en")
    assert re.match(r"unexpected 'Drow'; expected ", p.message), p.message


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_twins_that_say_different_things_are_flagged_and_saved_without_a_form(open_card_editor, lang):
    dlg = open_card_editor(lang)
    dlg.ab_en.setPlainText("WA (5+): Draw 1 card.")
    dlg.ab_ru.setPlainText("ВА (5+): Возьми 2 карты.")
    assert dlg.check()           # still a card that can be saved: the players resolve that line by hand
    [p] = _located(dlg, "ab_ru")
    words = {"en": "the English and Russian texts say different things",
             "ru": "английский и русский тексты говорят разное"}[lang]
    assert words in p.message and words in dlg.problem_view.toPlainText()
    assert dlg.card.abilities[0].ir is None
    dlg.ab_ru.setPlainText("ВА (5+): Возьми 1 карту.")
    assert dlg.check() and not _located(dlg, "ab_ru") and dlg.card.abilities[0].ir is not None


def test_a_command_line_whose_twins_disagree_is_flagged(open_card_editor):
    dlg = open_card_editor("en")
    dlg.cmd_ru.setText("Т: Любой отряд получает +2 к броне.")
    dlg.check()
    assert [p for p in _located(dlg, "cmd_ru") if "say different things" in p.message]
    dlg.cmd_ru.setText("Т: Любой отряд получает +1 к броне.")
    dlg.check()
    assert not [p for p in _located(dlg, "cmd_ru") if "say different things" in p.message]


def test_a_line_holding_several_abilities_is_saved_as_those_abilities(open_card_editor):
    dlg = open_card_editor("en")
    dlg.ab_en.setPlainText("Psyker. T Lock this unit: Draw 2 cards.\nWA (5+): Draw 1 card.")
    dlg.ab_ru.setPlainText("Псайкер. Т Поверни этот отряд: Возьми 2 карты.\nВА (5+): Возьми 1 карту.")
    assert dlg.check() and not _located(dlg, "ab_en") and not _located(dlg, "ab_ru")
    assert [a.en for a in dlg.card.abilities] == ["Psyker.", "T Lock this unit: Draw 2 cards.", "WA (5+): Draw 1 card."]
    assert [a.ir["kind"] for a in dlg.card.abilities] == ["constant", "T", "WA"]
    dlg.ab_en.setPlainText("Psyker. T Lock this unit: Drow 2 cards.")       # a piece that does not read: located in its line
    dlg.ab_ru.setPlainText("Псайкер. Т Поверни этот отряд: Возьми 2 карты.")
    dlg.check()
    [p] = _located(dlg, "ab_en")
    assert "Drow" in p.message
