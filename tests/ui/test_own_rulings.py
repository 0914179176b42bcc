"""A player's own rulings and notes in the card view (issue 18): added, edited and deleted from
the card view of the deck tab and of the battle board, exported and imported through the real
dialogs, marked as theirs; a malformed file is one message and nothing saved is lost."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QMessageBox

from heresy_app.cards.own_rulings import OwnRulings, default_path


def _view(window, card_id="IS-119"):
    window.card_view.show_card(card_id)
    return window.card_view


def _click(qtbot, button):
    from PySide6.QtCore import Qt

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _add(person, view, text, **kw):
    _click(person.qtbot, view.own_add)
    return person.fill_own_ruling(view, text, **kw)


def test_a_ruling_added_from_the_card_view_is_saved_and_shown_as_the_players(qtbot, window, person):
    view = _view(window)
    dialog = _add(person, view, "Our group rolls Kharn's test after the block.", sections="term.x",
                  source="Tuesday group")
    assert not dialog.isVisible()
    saved = OwnRulings().for_card("IS-119")
    assert [(r.kind, r.text, r.sections, r.source) for r in saved] == [
        ("ruling", "Our group rolls Kharn's test after the block.", ["term.x"], "Tuesday group")]
    html = view.details.toPlainText()
    assert "Your rulings and notes" in html and "Your ruling" in html
    assert "Our group rolls Kharn's test after the block." in html and "Tuesday group" in html
    # the shipped ruling is still there, apart from the player's own
    assert "Kharn picks the enemy unit" in html
    data = json.loads(default_path().read_text(encoding="utf-8"))
    assert data["format"] == "heresy-rulings" and data["rulings"][0]["card"] == "IS-119"


def test_a_note_is_marked_as_a_note(qtbot, window, person):
    view = _view(window, "IS-001")
    _add(person, view, "Count the discards out loud.", note=True)
    assert "Your note" in view.details.toPlainText()
    assert OwnRulings().for_card("IS-001")[0].kind == "note"


def test_the_dialog_refuses_an_empty_text_and_an_unknown_rules_id(qtbot, window, person):
    view = _view(window)
    _click(qtbot, view.own_add)
    dialog = person.fill_own_ruling(view, "   ")
    assert dialog.isVisible() and "Write the ruling" in dialog.problem.text()
    dialog = person.fill_own_ruling(view, "A fine answer.", sections="term.x, battle.nowhere")
    assert dialog.isVisible() and "battle.nowhere" in dialog.problem.text()
    assert len(OwnRulings()) == 0
    dialog.reject()


def test_edit_and_delete_from_the_links_of_the_card_view(qtbot, window, person):
    view = _view(window)
    _add(person, view, "First wording.")
    item = OwnRulings().for_card("IS-119")[0]
    view.details.anchorClicked.emit(QUrl(f"own-edit:{item.id}"))
    assert view.own_dialog.text.toPlainText() == "First wording."
    person.fill_own_ruling(view, "Second wording.", sections="battle.blocking")
    again = OwnRulings().get(item.id)
    assert again.text == "Second wording." and again.sections == ["battle.blocking"]
    assert "Second wording." in view.details.toPlainText()
    # delete: asked first; "No" keeps it
    view.details.anchorClicked.emit(QUrl(f"own-delete:{item.id}"))
    box = view.own_confirm
    assert box.isVisible() and "Second wording." in box.text()
    _click(qtbot, box.button(QMessageBox.StandardButton.No))
    assert OwnRulings().get(item.id) is not None
    view.details.anchorClicked.emit(QUrl(f"own-delete:{item.id}"))
    _click(qtbot, view.own_confirm.button(QMessageBox.StandardButton.Yes))
    assert OwnRulings().get(item.id) is None
    assert "Second wording." not in view.details.toPlainText()


def test_export_and_import_through_the_file_dialogs(qtbot, window, tmp_path, person):
    view = _view(window)
    _add(person, view, "Shared with the group.")
    out = tmp_path / "ours.json"
    _click(qtbot, view.own_export)
    dialog = view.own_file_dialog
    assert dialog.isVisible()
    dialog.selectFile(str(out))
    dialog.accept()
    assert json.loads(out.read_text(encoding="utf-8"))["rulings"][0]["text"] == "Shared with the group."
    assert "Exported" in view.own_status.text()
    # another player's file: one new entry, one already here
    theirs = json.loads(out.read_text(encoding="utf-8"))
    theirs["rulings"].append({"card": "IS-001", "kind": "note", "text": "From the old forum.", "date": "2005-06-01"})
    shared = tmp_path / "theirs.json"
    shared.write_text(json.dumps(theirs), encoding="utf-8")
    _click(qtbot, view.own_import)
    dialog = view.own_file_dialog
    dialog.selectFile(str(shared))
    dialog.accept()
    assert "1 new, 1 already here" in view.own_status.text()
    assert [r.text for r in OwnRulings().for_card("IS-001")] == ["From the old forum."]


@pytest.mark.parametrize("content, says", [
    ('{"format": "heresy-rulings", "version": 1, "rulings": [{"card": "IS-001", "text": ""}]}', "rulings[0].text"),
    ('{"format": "heresy-rulings", "version": 1, "rulings": [{"card": "Kharn", "text": "x"}]}', "rulings[0].card"),
    ('{"rulings": []}', "not a rulings file"),
    ("not json at all", "not valid JSON"),
    ('{"format": "heresy-rulings", "version": 7, "rulings": []}', "version"),
])
def test_a_malformed_file_is_one_message_and_nothing_saved_is_lost(qtbot, window, tmp_path, content, says, person):
    view = _view(window)
    _add(person, view, "Kept safe.")
    before = default_path().read_bytes()
    bad = tmp_path / "bad.json"
    bad.write_text(content, encoding="utf-8")
    view.import_own_from(str(bad))
    status = view.own_status.text()
    assert status.startswith("Nothing imported:") and str(bad) in status and says in status
    assert "\n" not in status and "Traceback" not in status
    assert default_path().read_bytes() == before
    assert "Kept safe." in view.details.toPlainText()


def test_a_damaged_rulings_file_is_said_and_kept_aside_at_the_next_change(qtbot, window, person):
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ damaged", encoding="utf-8")
    view = _view(window)
    assert "cannot be read" in view.details.toPlainText()
    _add(person, view, "A new one.")
    aside = [p for p in os.listdir(path.parent) if p.startswith("rulings.damaged-")]
    assert len(aside) == 1 and (path.parent / aside[0]).read_text(encoding="utf-8") == "{ damaged"
    assert [r.text for r in OwnRulings().all()] == ["A new one."]
    assert "cannot be read" not in view.details.toPlainText()


def test_the_battle_boards_card_view_shows_them_too(qtbot, window, person):
    view = _view(window)
    _add(person, view, "Seen on the board as well.")
    from heresy_app.ui.battle_board import BattleBoard

    board = BattleBoard(window.store, "en")
    qtbot.addWidget(board)
    try:
        board.card_view.show_card("IS-119")
        text = board.card_view.details.toPlainText()
        assert "Your ruling" in text and "Seen on the board as well." in text
        # and one added there is seen in the deck tab's
        _add(person, board.card_view, "Added on the board.")
        window.card_view.show_card("IS-119")
        assert "Added on the board." in window.card_view.details.toPlainText()
    finally:
        board.controller.close()


def test_in_russian_the_buttons_and_the_marks_are_russian(qtbot, make_window, person):
    win = make_window("ru")
    view = _view(win)
    assert view.own_add.text() == "Добавить разъяснение или заметку…"
    _add(person, view, "Наша группа играет так.")
    text = view.details.toPlainText()
    assert "Ваши разъяснения и заметки" in text and "Ваше разъяснение" in text
    assert "Кхарн выбирает отряд противника" in text


def test_the_rules_box_completes_the_last_id_from_a_word_of_its_title(qtbot, window):
    view = _view(window)
    _click(qtbot, view.own_add)
    dialog = view.own_dialog
    completer = dialog.sections.completer()
    dialog.sections.setText("term.x, block")
    completer.setCompletionPrefix(completer.splitPath(dialog.sections.text())[0])
    offered = [completer.completionModel().index(i, 0).data() for i in range(completer.completionCount())]
    assert any(o.startswith("battle.blocking — ") for o in offered)
    row = next(i for i, o in enumerate(offered) if o.startswith("battle.blocking — "))
    assert completer.pathFromIndex(completer.completionModel().index(row, 0)) == "term.x, battle.blocking"
    dialog.reject()
