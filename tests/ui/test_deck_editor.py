"""The deck editor driven as a person would: add by keyboard, double-click and drag; +, - and
Delete; validation reacting; undo and redo; save, reopen, import, export; autosave; closing."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from heresy_app.decks.formats import FORMATS


def test_enter_in_the_results_adds_the_card(qtbot, window, person):
    person.add_by_enter(window, "IS-001")
    person.add_by_enter(window, "IS-001")
    assert person.deck_counts(window) == {"IS-001": 2}


def test_double_click_in_the_results_adds_the_card(qtbot, window, person):
    b = window.browser
    row = b.model.row_of("IS-004")
    rect = b.table.visualRect(b.model.index(row, 0))
    # a real double-click is a click followed by a double-click event
    qtbot.mouseClick(b.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    qtbot.mouseDClick(b.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert person.deck_counts(window) == {"IS-004": 1}


def test_dragging_cards_from_the_results_onto_the_deck_adds_them(qtbot, window, person):
    b = window.browser
    m = b.model
    rows = [m.row_of("IS-002"), m.row_of("IS-003")]
    mime = m.mimeData([m.index(r, c) for r in rows for c in range(3)])   # what the view drags
    target = window.deck_editor.tree.viewport()
    # a drag arrives as enter, move, drop
    enter = QDragEnterEvent(QPoint(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, enter)
    assert enter.isAccepted()
    move = QDragMoveEvent(QPoint(20, 22), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, move)
    drop = QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(target, drop)
    assert drop.isAccepted()
    assert person.deck_counts(window) == {"IS-002": 1, "IS-003": 1}


def test_plus_minus_and_delete_keys_change_the_deck(qtbot, window, person):
    person.add_by_enter(window, "IS-001")
    tree = window.deck_editor.tree
    window.deck_editor.select_card("IS-001")
    tree.setFocus()
    qtbot.keyClick(tree, Qt.Key.Key_Plus)
    qtbot.keyClick(tree, Qt.Key.Key_Plus)
    assert person.deck_counts(window) == {"IS-001": 3}
    qtbot.keyClick(tree, Qt.Key.Key_Minus)
    assert person.deck_counts(window) == {"IS-001": 2}
    person.add_by_enter(window, "IS-002")
    window.deck_editor.select_card("IS-001")
    qtbot.keyClick(tree, Qt.Key.Key_Delete)
    assert person.deck_counts(window) == {"IS-002": 1}


def test_counts_are_grouped_by_type(qtbot, window, person):
    for cid in ("IS-001", "IS-001", "IS-008", "IS-009"):
        person.add_by_enter(window, cid)
    m = window.deck_editor.tree_model
    heads = [m.item(r, 0).text() for r in range(m.rowCount()) if not m.item(r, 0).data(Qt.ItemDataRole.UserRole + 1)]
    assert heads == ["Units (2)", "Assets (1)", "Ships (1)"]


def test_undo_and_redo_walk_through_the_edits(qtbot, window, person):
    person.add_by_enter(window, "IS-001")
    person.add_by_enter(window, "IS-002")
    window.act_undo.trigger()
    assert person.deck_counts(window) == {"IS-001": 1}
    window.act_undo.trigger()
    assert person.deck_counts(window) == {}
    window.act_redo.trigger()
    window.act_redo.trigger()
    assert person.deck_counts(window) == {"IS-001": 1, "IS-002": 1}
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert person.deck_counts(window) == {"IS-001": 1}


def test_validation_list_reacts_and_turns_clean_when_the_deck_is_legal(qtbot, window, more_loyalists, person):
    window.store.user_cards_changed()
    ed = window.deck_editor
    person.add_by_enter(window, "IS-101")                   # a traitor
    person.add_by_enter(window, "IS-001")
    codes = [ed.issues.item(i).data(Qt.ItemDataRole.UserRole + 1) for i in range(ed.issues.count())]
    assert "too_few_cards" in codes or any("60" in t for t in ed.issue_texts())
    assert not ed.report.valid
    # clicking an issue about a card selects that card in the deck
    card_items = [ed.issues.item(i) for i in range(ed.issues.count()) if ed.issues.item(i).data(Qt.ItemDataRole.UserRole)]
    assert card_items
    item = card_items[0]
    rect = ed.issues.visualItemRect(item)
    qtbot.mouseClick(ed.issues.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert ed.selected_card() == item.data(Qt.ItemDataRole.UserRole)
    # build a legal loyalist deck: four of every loyalist and unaligned card
    ed.select_card("IS-101")
    ed.tree.setFocus()
    qtbot.keyClick(ed.tree, Qt.Key.Key_Delete)
    ids = person.legal_loyalist_ids(window.store.db)
    ed.add_cards([cid for cid in ids for _ in range(4)])
    ed.doc.remove("IS-001", 1)  # five copies would be too many
    assert ed.report.valid, ed.issue_texts()
    assert not ed.report.errors
    assert "legal" in ed.status_label.text()
    assert all(ed.issues.item(i).data(Qt.ItemDataRole.UserRole + 1) != "too_few_cards" for i in range(ed.issues.count()))
    # one card too many of a kind: the list reacts again
    ed.add_card("IS-002")
    assert not ed.report.valid


def test_a_card_the_engine_cannot_play_is_named_in_the_check_panel_after_its_import(qtbot, window, tmp_path,
                                                                                   person):
    card = {"id": "MY-050", "rarity": "common", "type": "unit", "side": "loyalist",
            "name": {"en": "Shrine Keeper", "ru": "Хранитель святыни"}, "flags": 1, "firepower": 2, "assault": 2,
            "speed": 2, "armor": 3, "die": 4,
            "abilities": [{"en": "WA: Swap the places of two units in this sector.",
                           "ru": "ВА: Поменяй местами два отряда в этом секторе."}],
            "command": {"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."}}
    path = tmp_path / "keeper.json"
    path.write_text(json.dumps([card]), encoding="utf-8")
    assert window.import_user_cards(str(path))
    assert "cannot play 1 of their abilities" in window.statusBar().currentMessage()
    ed = window.deck_editor
    person.add_by_enter(window, "MY-050")
    rows = [ed.issues.item(i) for i in range(ed.issues.count())]
    by_hand = [r for r in rows if r.data(Qt.ItemDataRole.UserRole + 1) == "manual_abilities"]
    assert len(by_hand) == 1 and by_hand[0].data(Qt.ItemDataRole.UserRole) == "MY-050"
    assert "Shrine Keeper" in by_hand[0].text() and "Swap the places" in by_hand[0].text()
    # a card the engine plays whole raises no such warning
    person.add_by_enter(window, "IS-001")
    codes = [ed.issues.item(i).data(Qt.ItemDataRole.UserRole + 1) for i in range(ed.issues.count())]
    assert codes.count("manual_abilities") == 1


def test_save_and_reopen_give_back_the_same_deck(qtbot, window, tmp_path, person):
    for cid in ("IS-001", "IS-001", "IS-004", "IS-201"):
        person.add_by_enter(window, cid)
    path = tmp_path / "mine.json"
    assert window.save_to(str(path))
    assert not window.doc.dirty and "*" not in window.windowTitle()
    before = person.deck_counts(window)
    window.new_deck()
    assert person.deck_counts(window) == {}
    assert window.open_deck_file(str(path))
    assert person.deck_counts(window) == before
    assert window.doc.path == path
    from heresy_app.ui.settings import recent_files

    assert recent_files(window.settings)[0] == str(path.resolve())


@pytest.mark.parametrize("suffix", [f.suffix for f in FORMATS.values()])
def test_export_and_import_in_every_deck_format(qtbot, window, tmp_path, suffix, person):
    for cid in ("IS-001", "IS-001", "IS-005", "IS-202"):
        person.add_by_enter(window, cid)
    window.doc.set_side("loyalist")
    before = person.deck_counts(window)
    out = tmp_path / f"export{suffix}"
    assert window.export_deck_file(str(out))
    assert out.exists() and window.doc.path is None          # export leaves the deck's own file alone
    window.doc.undo_stack.setClean()
    window.new_deck()
    assert window.import_deck_file(str(out))
    assert person.deck_counts(window) == before
    assert window.doc.dirty and window.doc.path is None      # an import is unsaved work


def test_opening_a_broken_deck_file_says_where_and_keeps_the_deck(qtbot, window, answers, tmp_path, person):
    person.add_by_enter(window, "IS-001")
    window.doc.undo_stack.setClean()
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Tactical Squad\nfour Bolters\n", encoding="utf-8")
    assert not window.open_deck_file(str(bad))
    assert answers.errors and "bad.txt:2" in answers.errors[-1]
    assert person.deck_counts(window) == {"IS-001": 1}


def test_closing_with_unsaved_changes_asks_and_cancel_keeps_the_window(qtbot, window, answers, person):
    person.add_by_enter(window, "IS-001")
    answers.reply = QMessageBox.StandardButton.Cancel
    assert not window.close()
    assert window.isVisible() and answers.questions
    answers.reply = QMessageBox.StandardButton.Discard
    assert window.close()


def test_new_deck_with_unsaved_changes_asks_first(qtbot, window, answers, person):
    person.add_by_enter(window, "IS-001")
    answers.reply = QMessageBox.StandardButton.Cancel
    assert not window.new_deck()
    assert person.deck_counts(window) == {"IS-001": 1}


def test_autosaved_deck_is_offered_back_after_a_crash(qtbot, make_window, answers, person):
    win = make_window()
    person.add_by_enter(win, "IS-001")
    person.add_by_enter(win, "IS-003")
    qtbot.waitUntil(lambda: win.autosave_path().exists(), timeout=4000)
    saved = json.loads(win.autosave_path().read_text(encoding="utf-8"))
    assert saved["deck"]
    # the program dies here (no close); a new one starts
    win.smoke = True
    second = make_window()
    answers.reply = QMessageBox.StandardButton.Yes
    second.finish_startup()
    assert answers.questions and "autosave" in answers.questions[-1]
    assert person.deck_counts(second) == {"IS-001": 1, "IS-003": 1}
    assert second.doc.dirty


def test_clean_close_removes_the_autosave(qtbot, window, answers, person):
    person.add_by_enter(window, "IS-001")
    window.autosave()
    assert window.autosave_path().exists()
    answers.reply = QMessageBox.StandardButton.Discard
    assert window.close()
    assert not window.autosave_path().exists()


def test_last_deck_reopens_at_start(qtbot, make_window, tmp_path, person):
    win = make_window()
    person.add_by_enter(win, "IS-006")
    path = tmp_path / "last.txt"
    assert win.save_to(str(path))
    assert win.close()
    second = make_window()
    second.finish_startup()
    assert second.doc.path == path and person.deck_counts(second) == {"IS-006": 1}


def test_side_can_be_chosen_or_inferred(qtbot, window, person):
    ed = window.deck_editor
    person.add_by_enter(window, "IS-101")
    assert "Traitor" in ed.side_box.itemText(0)
    ed.side_box.setCurrentIndex(ed.side_box.findData("loyalist"))
    ed.side_box.activated.emit(ed.side_box.currentIndex())
    assert ed.doc.deck.side == "loyalist"
    assert any(ed.issues.item(i).data(Qt.ItemDataRole.UserRole) == "IS-101" for i in range(ed.issues.count()))
    window.act_undo.trigger()
    assert ed.doc.deck.side is None


def test_charts_show_the_die_faces_and_test_odds(qtbot, window, person):
    for cid in ("IS-001", "IS-001", "IS-005"):
        person.add_by_enter(window, cid)
    ed = window.deck_editor
    ed.tabs.setCurrentIndex(1)
    charts = ed.ensure_charts()
    s = charts.stats
    assert s.size == 3 and s.die[3] == 2 and s.die[6] == 1
    die_chart = charts.views[0].chart()
    bars = die_chart.series()[0].barSets()[0]
    assert [bars.at(i) for i in range(6)] == [0, 0, 2, 0, 0, 1]
    line = die_chart.series()[1]
    assert [round(line.at(i).y()) for i in range(6)] == [100, 100, 100, 33, 33, 33]
    percent = [a for a in line.attachedAxes() if a.labelFormat().endswith("%%")][0]
    assert (percent.min(), percent.max()) == (0, 100)  # a chance axis ends at 100%
    person.add_by_enter(window, "IS-002")                    # die 5: the charts follow the deck
    assert charts.stats.size == 4


def test_sample_opening_deals_a_wave_and_a_hand_and_draws_again(qtbot, window):
    import random

    from heresy_app.ui.sample_dialog import SampleOpeningDialog

    ids = ["IS-001", "IS-002", "IS-003", "IS-004", "IS-005"]
    window.deck_editor.add_cards([c for c in ids for _ in range(2)])
    dlg = SampleOpeningDialog(window.doc.deck, window.store, "en", window, rng=random.Random(3))
    qtbot.addWidget(dlg)
    assert dlg.wave.count() == 3 and dlg.hand.count() == 6
    first = [dlg.wave.item(i).text() for i in range(3)] + [dlg.hand.item(i).text() for i in range(6)]
    seen = {tuple(first)}
    for _ in range(5):
        qtbot.mouseClick(dlg.again, Qt.MouseButton.LeftButton)
        seen.add(tuple(dlg.wave.item(i).text() for i in range(3)) + tuple(dlg.hand.item(i).text() for i in range(6)))
    assert len(seen) > 1
