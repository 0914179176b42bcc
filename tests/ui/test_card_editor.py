"""The card editor: live checking of ability text (errors located), saving a user card."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from heresy_app.ui.card_editor import CardEditor, TextProblem, ability_parser, split_keywords


@pytest.fixture
def editor(open_card_editor):
    return open_card_editor("en")


def save_button(dlg):
    return dlg.buttons.button(QDialogButtonBox.StandardButton.Save)


def test_a_complete_unit_is_valid_and_previewed(editor):
    assert editor.check(), editor.problem_texts()
    assert save_button(editor).isEnabled()
    assert editor.preview.card is not None and editor.preview.card.name.en == "Iron Line"


@pytest.mark.skipif(ability_parser() is None, reason="the ability language is not installed")
def test_unread_ability_text_is_located_with_its_line_and_column_and_the_card_may_still_be_saved(qtbot, editor):
    editor.ab_en.setPlainText("WA (5+): Draw 1 card.\nWA (4+): Drow 2 cards.")
    editor.ab_ru.setPlainText("ВА (5+): Возьми 1 карту.\nВА (4+): Возьми 2 карты.")
    assert editor.check()   # any printed card can be entered: the engine leaves that line to the players
    assert save_button(editor).isEnabled()
    assert "cannot play" in editor.problem_view.toPlainText()
    located = [p for p in editor.problems if isinstance(p, TextProblem) and p.box == "ab_en"]
    assert len(located) == 1
    assert (located[0].line, located[0].column) == (2, 10)
    assert "Drow" in located[0].message
    marks = editor.ab_en.extraSelections()
    assert len(marks) == 1 and marks[0].cursor.selectedText().startswith("Drow")
    assert "line 2, column 10" in editor.problem_view.toPlainText()
    # fixing the text clears the problem as you type
    editor.ab_en.setPlainText("WA (5+): Draw 1 card.\nWA (4+): Draw 2 cards.")
    qtbot.waitUntil(lambda: not [p for p in editor.problems if isinstance(p, TextProblem) and p.box == "ab_en"],
                    timeout=2000)


def test_missing_russian_twin_is_rejected(editor):
    editor.ab_en.setPlainText("WA (5+): Draw 1 card.")
    assert not editor.check()
    assert any("Russian twin" in t for t in editor.problem_texts())


def test_a_shipped_card_id_cannot_be_taken(editor):
    editor.id_edit.setText("IS-001")
    assert not editor.check()
    assert any("shipped card" in t for t in editor.problem_texts())


def test_a_unit_needs_a_name(editor):
    editor.name_ru.setText("")
    assert not editor.check()
    assert not save_button(editor).isEnabled()


def test_saved_card_joins_the_user_database_and_the_browser(qtbot, window, editor):
    editor.kw_en.setText("Infantry, *Infiltrate*")
    editor.kw_ru.setText("Пехота, *Внедрение*")
    cid = editor.id_edit.text()
    assert editor.save()
    assert window.store.is_user(cid)
    card = window.store.get(cid)
    assert [(k.en, k.bold) for k in card.keywords] == [("Infantry", False), ("Infiltrate", True)]
    window.browser.set_query("is:user")
    assert window.browser.model.card_id(0) == cid
    # and editing it again loads the same text
    again = CardEditor(window.store, card, "en", window)
    qtbot.addWidget(again)
    assert again.kw_en.text() == "Infantry, *Infiltrate*"
    assert again.check()


def test_a_card_whose_text_the_engine_cannot_play_is_saved_and_left_to_the_players(qtbot, window, editor):
    from heresy_app.engine.catalog import manual_abilities

    editor.check()
    assert "the command type says WA" in editor.problem_view.toPlainText()   # its text is a tactic
    editor.cmd_box.setCurrentIndex(editor.cmd_box.findData("T"))
    editor.ab_en.setPlainText("WA: Swap the places of two units in this sector.\nWA (5+): Draw 1 card.")
    editor.ab_ru.setPlainText("ВА: Поменяй местами два отряда в этом секторе.\nВА (5+): Возьми 1 карту.")
    cid = editor.id_edit.text()
    assert editor.check() and save_button(editor).isEnabled()
    assert "players resolve that ability by hand" in editor.problem_view.toPlainText()
    assert editor.save()
    card = window.store.get(cid)
    assert [a.en for a in card.abilities][0].startswith("WA: Swap")
    assert card.abilities[0].ir is None and card.abilities[1].ir["kind"] == "WA"
    assert [(m.index, m.kind) for m in manual_abilities(card)] == [(0, "WA")]


def test_keyword_stars_mark_bold_keywords():
    assert split_keywords(" Infantry , *Infiltrate*,") == [("Infantry", False), ("Infiltrate", True)]
