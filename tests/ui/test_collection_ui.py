"""The collection in the window (issue 17, section 1): the browser's Owned column edited with + and
-, by typing a count, with undo; the deck list's owned/needed; the missing-for-this-deck list."""

from __future__ import annotations

from PySide6.QtCore import Qt

from heresy_app.cards.collection import read_owned, write_owned
from heresy_app.ui.card_table import OWNED_COLUMN


def owned_cell(window, card_id: str):
    m = window.browser.model
    return m.data(m.index(m.row_of(card_id), OWNED_COLUMN))


def test_plus_and_minus_in_the_list_change_the_copies_owned_and_ctrl_z_undoes(qtbot, window, person):
    person.select_in_browser(window, "IS-001")
    table = window.browser.table
    qtbot.keyClick(table, Qt.Key.Key_Plus)
    qtbot.keyClick(table, Qt.Key.Key_Plus)
    assert read_owned() == {"IS-001": 2} and owned_cell(window, "IS-001") == 2
    qtbot.keyClick(table, Qt.Key.Key_Minus)
    assert read_owned() == {"IS-001": 1}
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert read_owned() == {"IS-001": 2}
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert read_owned() == {} and owned_cell(window, "IS-001") == ""
    qtbot.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert read_owned() == {"IS-001": 1}


def test_ctrl_z_in_the_list_is_the_decks_undo_when_the_collection_has_nothing_to_undo(qtbot, window, person):
    person.add_by_enter(window, "IS-001")
    assert person.deck_counts(window) == {"IS-001": 1}
    window.browser.table.setFocus()
    qtbot.keyClick(window.browser.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert person.deck_counts(window) == {}


def test_typing_a_count_sets_the_copies_owned(qtbot, window, person):
    person.select_in_browser(window, "IS-004")
    table = window.browser.table
    qtbot.keyClick(table, Qt.Key.Key_3)
    editor = table.indexWidget(table.currentIndex())
    assert editor is not None and editor.value() == 3, "a digit opens the Owned cell's editor with it"
    qtbot.keyClicks(editor, "2")
    qtbot.keyClick(editor, Qt.Key.Key_Return)       # Qt commits the editor's value on its next turn
    qtbot.waitUntil(lambda: read_owned() == {"IS-004": 32})
    assert owned_cell(window, "IS-004") == 32
    window.browser.owned_undo_btn.click()
    assert read_owned() == {}


def test_the_buttons_change_every_selected_card_as_one_undo_step(qtbot, window):
    b = window.browser
    b.set_query("type:sector")
    b.table.selectAll()
    sectors = b.selected_cards()
    assert len(sectors) == 6
    b.owned_plus.click()
    assert read_owned() == {cid: 1 for cid in sectors}
    b.owned_undo_btn.click()
    assert read_owned() == {} and not b.owned_undo_btn.isEnabled()


def test_is_owned_finds_what_the_column_shows(qtbot, window, person):
    person.select_in_browser(window, "IS-002")
    qtbot.keyClick(window.browser.table, Qt.Key.Key_Plus)
    window.browser.set_query("is:owned")
    assert [window.browser.model.card_id(r) for r in range(window.browser.model.rowCount())] == ["IS-002"]
    window.browser.set_query("-is:owned type:unit")
    assert window.browser.model.row_of("IS-002") < 0 and window.browser.model.rowCount() > 10


def test_the_deck_list_shows_owned_of_needed_and_the_missing_list(qtbot, window, person):
    write_owned({"IS-001": 1, "IS-004": 3})
    window.store._owned = None           # as a fresh window would read it
    window.browser.model.set_owned(window.store.owned())
    for _ in range(3):
        person.add_by_enter(window, "IS-001")
    person.add_by_enter(window, "IS-004")
    ed = window.deck_editor
    cells = {}
    m = ed.tree_model
    for r in range(m.rowCount()):
        cid = m.item(r, 0).data(Qt.ItemDataRole.UserRole + 1)
        if cid:
            cells[cid] = m.item(r, 5).text()
    assert cells == {"IS-001": "1/3", "IS-004": "3/1"}
    assert ed.missing_texts() == ["2 × Tactical Squad (you own 1 of 3)"]
    assert ed.tabs.tabText(ed.tabs.indexOf(ed.missing_page)) == "Missing (2)"
    # a change of the collection in the browser reaches the deck at once
    person.select_in_browser(window, "IS-001")
    qtbot.keyClick(window.browser.table, Qt.Key.Key_Plus)
    qtbot.keyClick(window.browser.table, Qt.Key.Key_Plus)
    assert ed.missing_texts() == [] and ed.missing_label.text() == "Your collection holds every card of this deck."
    assert not ed.missing_proxies_btn.isEnabled()


def test_the_missing_list_speaks_russian(qtbot, make_window, person):
    window = make_window("ru")
    person.add_by_enter(window, "IS-001")
    ed = window.deck_editor
    assert ed.missing_texts() == ["1 × Тактический отряд (у вас 0 из 1)"]
    assert ed.tabs.tabText(ed.tabs.indexOf(ed.missing_page)) == "Не хватает (1)"


def test_cards_import_collection_adds_the_files_copies_as_one_undo_step(qtbot, window, tmp_path):
    src = tmp_path / "mine.csv"
    src.write_text("card,count\nIS-001,2\nШтурмовой отряд,1\n", encoding="utf-8")
    assert window.collection_actions.act_import in window.menu_cards.actions()
    window.collection_actions.ask_open = lambda: str(src)
    window.collection_actions.act_import.trigger()
    assert read_owned() == {"IS-001": 2, "IS-004": 1} and owned_cell(window, "IS-001") == 2
    window.browser.owned_undo_btn.click()
    assert read_owned() == {}


def test_a_malformed_collection_file_says_which_line_and_changes_nothing(qtbot, make_window, answers, tmp_path):
    window = make_window("ru")
    write_owned({"IS-002": 1})
    window.store._owned = None
    bad = tmp_path / "bad.csv"
    bad.write_text("card,count\nIS-001,2\nIS-004,много\n", encoding="utf-8")
    assert not window.collection_actions.import_collection(str(bad))
    assert answers.errors == [f"{bad}:3: количество «много» — не целое число"]
    assert read_owned() == {"IS-002": 1}


def test_cards_export_collection_writes_what_import_reads_back(qtbot, window, tmp_path):
    write_owned({"IS-001": 3, "IS-004": 1})
    window.store._owned = None
    for name in ("out.txt", "out.csv"):
        target = tmp_path / name
        assert window.collection_actions.export_collection(str(target))
        from heresy_app.decks.collection import read_collection_file

        assert read_collection_file(target, window.store.db) == {"IS-001": 3, "IS-004": 1}
