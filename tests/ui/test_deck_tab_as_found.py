"""The deck tab as a player found it (issue 17, section 6)."""

from __future__ import annotations

from PySide6.QtCore import Qt
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

        def ask(title, text, buttons, default, asked=asked, restore=restore):
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
        qtbot.waitUntil(lambda header=header, table=table: header.sectionSize(0) >= table.NAME_MIN)
        visible = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        assert sum(header.sectionSize(c) for c in visible) >= table.viewport().width() - 2
        win.resize(1800, 728)
        win.split.setSizes([2000, 1, 1])              # a wide browser: the name takes the room

        def fitted(header=header, table=table, visible=visible):
            others = sum(header.sectionSize(c) for c in visible if c)
            return header.sectionSize(0) == max(table.NAME_MIN, table.viewport().width() - others)

        qtbot.waitUntil(fitted)
        assert header.sectionSize(0) > table.NAME_MIN or lang == "ru"
        header.resizeSection(3, header.sectionSize(3) + 40)   # another column made wider
        assert fitted()


# ---------------------------------------------------------------- colours under a dark palette
def _dark_palette():
    from PySide6.QtGui import QColor, QPalette

    pal = QPalette()
    for role, color in ((QPalette.ColorRole.Window, "#2b2b2b"), (QPalette.ColorRole.Base, "#1e1e1e"),
                        (QPalette.ColorRole.WindowText, "#e0e0e0"), (QPalette.ColorRole.Text, "#e0e0e0")):
        pal.setColor(role, QColor(color))
    return pal


def test_status_and_error_colours_read_four_and_a_half_to_one_under_a_dark_palette(window, person):
    from PySide6.QtGui import QColor, QPalette

    from heresy_app.ui.colors import contrast

    ed = window.deck_editor
    for pal in (_dark_palette(), QPalette(QColor("#f4f4f4"))):
        ed.setPalette(pal)
        for deck in ("sample:loyalist", "sample:traitor"):
            window.open_sample(deck.split(":")[1], confirm=False)
            if deck == "sample:traitor":
                person.add_by_enter(window, "IS-001")     # a loyalist card in a traitor deck: an error
            label = ed.status_label.palette()
            text, background = label.color(QPalette.ColorRole.WindowText), label.color(QPalette.ColorRole.Window)
            assert background == pal.color(QPalette.ColorRole.Window)      # the palette reaches the label
            assert contrast(text, background) >= 4.5, (deck, text.name(), background.name())
            assert ed.status_label.font().bold()
        owned = [ed.tree_model.item(r, 5) for r in range(ed.tree_model.rowCount())]
        red = [c.foreground().color() for c in owned if c is not None and c.text().startswith("0/")]
        assert red and all(contrast(c, ed.tree.palette().color(QPalette.ColorRole.Base)) >= 4.5 for c in red)


def test_readable_keeps_a_colour_that_already_reads_and_moves_one_that_does_not():
    from PySide6.QtGui import QColor

    from heresy_app.ui.colors import contrast, readable

    white, dark = QColor("white"), QColor("#2b2b2b")
    assert readable("#b00020", white) == QColor("#b00020")
    assert contrast(QColor("#b00020"), dark) < 2.8                   # what the dark palette showed
    moved = readable("#b00020", dark)
    assert contrast(moved, dark) >= 4.5 and moved.hslHue() == QColor("#b00020").hslHue()


# ---------------------------------------------------------------- did you mean
def test_an_unknown_card_in_a_deck_says_did_you_mean_as_the_command_line_does(make_window, tmp_path, capsys):
    from heresy_app.cli import main

    deck = tmp_path / "typo.txt"
    deck.write_text("# side: loyalist\n4 Tactcal Squad\n", encoding="utf-8")
    main(["deck", "validate", str(deck)])
    cli = capsys.readouterr().out
    assert "did you mean" in cli and "Tactical Squad" in cli
    for lang, words in (("en", "did you mean"), ("ru", "может быть")):
        win = make_window(lang)
        assert win.open_deck_file(str(deck), confirm=False)
        issue = next(t for t in win.deck_editor.issue_texts() if "Tactcal Squad" in t)
        assert words in issue and "Tactical Squad" in issue


def test_a_query_error_reads_under_a_dark_palette(window):
    from PySide6.QtGui import QPalette

    from heresy_app.ui.colors import contrast

    window.browser.setPalette(_dark_palette())
    window.browser.search_box.setText("fp>>3")
    window.browser.run_search()
    label = window.browser.error_label
    assert label.isVisibleTo(window.browser)
    pal = label.palette()
    assert contrast(pal.color(QPalette.ColorRole.WindowText), pal.color(QPalette.ColorRole.Window)) >= 4.5


# ---------------------------------------------------------------- sideboard and notes
def _deck_with_extras(tmp_path):
    deck = tmp_path / "extras.json"
    deck.write_text('{"format": "heresy-deck", "version": 1, "name": "Extras", "side": "loyalist", '
                    '"cards": [{"id": "IS-001", "count": 4}], "sideboard": [{"id": "IS-002", "count": 2}], '
                    '"notes": "Swap the bikes in against fast decks."}', encoding="utf-8")
    return deck


def test_the_sideboard_and_notes_of_a_deck_are_shown(window, tmp_path):
    assert window.open_deck_file(str(_deck_with_extras(tmp_path)), confirm=False)
    ed = window.deck_editor
    assert ed.sideboard_rows() == [("IS-002", 2)]
    heads = [ed.tree_model.item(r, 0).text() for r in range(ed.tree_model.rowCount())]
    assert "Sideboard (2)" in heads
    assert ed.notes_edit.toPlainText() == "Swap the bikes in against fast decks."
    assert window.doc.deck.size == 4                       # the sideboard is not counted


def test_sideboard_cards_are_edited_moved_and_saved(window, tmp_path):
    from heresy_app.decks import load_deck

    assert window.open_deck_file(str(_deck_with_extras(tmp_path)), confirm=False)
    ed = window.deck_editor
    assert ed.select_card("IS-002", sideboard=True)
    assert ed.move_btn.text() == "To the deck" and ed.move_btn.isEnabled()
    ed._on_button("+")                                     # + on a sideboard row: the sideboard's
    assert ed.sideboard_rows() == [("IS-002", 3)]
    assert ed.move_current()
    assert ed.entry_rows() == [("IS-001", 4), ("IS-002", 1)] and ed.sideboard_rows() == [("IS-002", 2)]
    assert ed.select_card("IS-001")
    assert ed.move_btn.text() == "To sideboard"
    assert ed.move_current()
    assert ("IS-001", 1) in ed.sideboard_rows()
    window.doc.undo_stack.undo()                           # each move is one undo step
    assert ed.entry_rows()[0] == ("IS-001", 4)
    ed.select_card("IS-002", sideboard=True)
    ed._on_button("del")
    assert ed.sideboard_rows() == []
    assert ed.entry_rows() == [("IS-001", 4), ("IS-002", 1)]     # the deck's copy stays
    out = tmp_path / "saved.json"
    assert window.save_to(str(out))
    saved = load_deck(str(out), window.store.db)
    assert saved.sideboard == [] and saved.notes == "Swap the bikes in against fast decks."


def test_notes_are_typed_undone_and_saved(window, person, tmp_path, qtbot):
    from heresy_app.decks import load_deck

    person.add_by_enter(window, "IS-001")
    ed = window.deck_editor
    ed.tabs.setCurrentWidget(ed.notes_edit)
    ed.notes_edit.setFocus()
    qtbot.keyClicks(ed.notes_edit, "Mulligan for flags.")
    qtbot.waitUntil(lambda: window.doc.deck.notes == "Mulligan for flags.")
    assert window.doc.undo_stack.undoText() == "Edit notes"   # one step for the typing
    out = tmp_path / "noted.txt"
    assert window.save_to(str(out))
    assert load_deck(str(out), window.store.db).notes == "Mulligan for flags."
    window.doc.undo_stack.undo()
    assert window.doc.deck.notes == "" and ed.notes_edit.toPlainText() == ""


# ---------------------------------------------------------------- charts
def test_charts_show_stat_curves_and_the_opening_draw_odds_without_overlapping_labels(window):
    window.open_sample("traitor", confirm=False)
    ed = window.deck_editor
    ed.tabs.setCurrentIndex(1)
    charts = ed.ensure_charts()
    s = charts.stats
    die = charts.views[0].chart()
    line = die.series()[1]
    assert not line.pointLabelsVisible()            # the percentages no longer sit on the bars' counts
    faces = die.axes(Qt.Orientation.Horizontal)[0].categories()
    assert faces[3] == f"4: {round(s.tests[2].probability * 100)}"     # the chance is under its face
    stats = charts.views[1].chart().series()[0]
    assert [b.label() for b in stats.barSets()] == ["Firepower", "Assault", "Speed", "Armor"]
    fp = stats.barSets()[0]
    assert sum(fp.at(i) for i in range(fp.count())) == sum(s.curves["firepower"].values())
    hand = charts.views[4].chart()
    kinds = hand.axes(Qt.Orientation.Vertical)[0].categories()
    assert "Flagged unit" in kinds and "War action" in kinds
    bars = hand.series()[0].barSets()[0]
    wa = next(h for h in s.hand if h.kind == "command WA")
    assert bars.at(kinds.index("War action")) == round(wa.probability * 100)
    wave = charts.views[5].chart()
    assert wave.axes(Qt.Orientation.Vertical)[0].categories() == ["at least 3", "at least 2", "at least 1"]
    assert wave.series()[0].barSets()[0].at(2) == round(s.first_wave_flagged[1].probability * 100)


def test_charts_speak_russian(make_window):
    win = make_window("ru")
    win.open_sample("loyalist", confirm=False)
    ed = win.deck_editor
    ed.tabs.setCurrentIndex(1)
    charts = ed.ensure_charts()
    assert charts.views[1].chart().title() == "Огневая мощь, штурм, скорость, броня"
    assert "Военная акция" in charts.views[4].chart().axes(Qt.Orientation.Vertical)[0].categories()


# ---------------------------------------------------------------- the card editor at opening
def test_a_new_card_opens_without_red_errors_and_says_what_is_missing_once_typed(window, qtbot):
    from PySide6.QtGui import QColor, QPalette

    from heresy_app.ui.card_editor import CardEditor
    from heresy_app.ui.colors import contrast

    dlg = CardEditor(window.store, None, "en", window)
    qtbot.addWidget(dlg)
    shown = dlg.problem_view.toPlainText()
    assert "Fill in the card" in shown
    assert dlg.problem_texts()                        # still checked: Save stays off until it is valid
    html = dlg.problem_view.toHtml()
    assert "#b00020" not in html
    qtbot.keyClicks(dlg.name_en, "Test Legion")
    assert dlg.check() is False
    shown = dlg.problem_view.toPlainText()
    assert "Fill in the card" not in shown and len(shown.strip().splitlines()) >= 1
    assert not dlg.save()                              # Save says what is missing too
    # the error colour reads on the view's background
    import re

    colour = re.search(r"color:(#[0-9a-f]{6})", dlg.problem_view.toHtml().replace(" ", "")).group(1)
    assert contrast(QColor(colour), dlg.problem_view.palette().color(QPalette.ColorRole.Base)) >= 4.5


def test_the_browsers_side_column_is_short_in_russian_with_the_full_name_in_its_tooltip(make_window):
    from heresy_app.ui.card_table import COLUMNS

    win = make_window("ru")
    model = win.browser.model
    col = COLUMNS.index("side")
    row = model.row_of("IS-211")                                   # Warhound Titan: unaligned
    index = model.index(row, col)
    assert model.data(index) == "Непр."
    assert model.data(index, Qt.ItemDataRole.ToolTipRole) == "Неприсоединившиеся"
    width = win.browser.table.horizontalHeader().sectionSize(col)
    assert win.browser.table.fontMetrics().horizontalAdvance("Отст.") < width - 8
