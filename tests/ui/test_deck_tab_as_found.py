"""The deck tab as a player found it (issue 17, section 6)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

B = QMessageBox.StandardButton


# ---------------------------------------------------------------- opening decks at start
def test_a_sample_deck_opens_without_an_unsaved_change(window, person):
    window.deck_on_start = "sample:loyalist"
    window.finish_startup()
    assert sum(person.deck_counts(window).values()) == 60
    assert not window.doc.dirty and window.doc.path is None
    assert not window.windowTitle().split(" — ")[0].endswith("*")
    person.add_by_enter(window, "IS-001")
    assert window.doc.dirty                           # an edit is a change, as ever


def test_a_deck_named_on_the_command_line_opens_even_when_an_autosave_is_offered(make_window, person, tmp_path):
    first = make_window("en")
    person.add_by_enter(first, "IS-002")
    first.autosave()
    assert first.autosave_path().exists()
    deck = tmp_path / "named.txt"
    deck.write_text("# side: loyalist\n4 Tactical Squad\n", encoding="utf-8")

    for restore in (B.No, B.Yes):
        win = make_window("en")
        asked = []

        def ask(title, text, buttons, default, asked=asked):
            asked.append(title)
            return restore if len(asked) == 1 else B.Discard   # restore?, then: discard the restored deck?

        win.ask = ask
        win.deck_on_start = str(deck)
        win.finish_startup()
        assert person.deck_counts(win) == {"IS-001": 4}
        assert win.doc.path == deck
        assert asked[0] == "Restore the deck?"
        assert len(asked) == (2 if restore == B.Yes else 1)    # a restored deck's changes are asked about
        if restore == B.No:
            first.autosave()                                   # offered again for the second round


# ---------------------------------------------------------------- fitting a 1366 × 768 screen
def test_the_window_fits_a_1366_by_768_screen_in_both_languages(make_window, person):
    for lang in ("en", "ru"):
        win = make_window(lang)
        win.deck_on_start = "sample:traitor"
        win.finish_startup()
        need = win.minimumSizeHint()
        assert need.width() <= 1366 - 8 and need.height() <= 768 - 40, (lang, need.toTuple())


def test_the_first_window_is_as_large_as_the_screen_allows(window, monkeypatch):
    from PySide6.QtCore import QRect

    class Screen:
        def __init__(self, w, h):
            self.free = QRect(0, 0, w, h)

        def availableGeometry(self):
            return self.free

    monkeypatch.setattr(window, "screen", lambda: Screen(1366, 736))     # 1366 × 768 less a panel
    w, h = window.default_size()
    assert w <= 1366 - 8 and h <= 736 - 40
    monkeypatch.setattr(window, "screen", lambda: Screen(2560, 1400))
    assert window.default_size() == (1360, 820)


def test_the_deck_name_has_a_row_of_its_own(make_window):
    win = make_window("ru")
    win.deck_on_start = "sample:traitor"
    win.finish_startup()
    ed = win.deck_editor
    assert ed.name_edit.text()
    assert ed.name_edit.width() >= ed.width() * 0.6


def test_card_names_in_the_deck_list_are_not_cut_in_russian(make_window, qtbot):
    win = make_window("ru")
    win.resize(1358, 728)
    win.deck_on_start = "sample:loyalist"
    win.finish_startup()
    tree = win.deck_editor.tree
    qtbot.waitUntil(lambda: tree.model().rowCount() > 0)
    fm = tree.fontMetrics()
    width = tree.header().sectionSize(0) - 12                 # the cell's margins
    cut = [n for n in (tree.model().item(r, 0).text() for r in range(tree.model().rowCount()))
           if fm.horizontalAdvance(n) > width]
    assert len(cut) <= 3, cut          # the longest few may still be elided at the smallest width


def test_the_browsers_name_column_keeps_its_width_and_takes_what_is_left(make_window, qtbot):
    for lang in ("en", "ru"):
        win = make_window(lang)
        win.resize(1358, 728)
        table = win.browser.table
        header = table.horizontalHeader()
        qtbot.waitUntil(lambda: header.sectionSize(0) >= table.NAME_MIN)
        visible = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        assert sum(header.sectionSize(c) for c in visible) >= table.viewport().width() - 2
        win.split.setSizes([2000, 1, 1])              # a wide browser: the name takes the room

        def fitted():
            others = sum(header.sectionSize(c) for c in visible if c)
            return header.sectionSize(0) == max(table.NAME_MIN, table.viewport().width() - others)

        qtbot.waitUntil(fitted)
        assert header.sectionSize(0) > table.NAME_MIN or lang == "ru"
        header.resizeSection(3, header.sectionSize(3) + 40)   # another column made wider
        assert fitted()
