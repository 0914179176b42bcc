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
