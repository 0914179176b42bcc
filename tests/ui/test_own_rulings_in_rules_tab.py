"""A player's own rulings under the rules sections they cite, in the rules tab (issue 18): added in
the card view, shown in the section marked as theirs ("yours" / «ваше»), changed and gone again at
once when the player edits or deletes them in the card view, in both languages."""

from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QMessageBox

from heresy_app.cards.own_rulings import OwnRulings


def _click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def _saved(person, view, text, **kw):
    """Fill the card view's own-ruling dialog and press OK: the dialog closes, the ruling is saved."""
    dialog = person.fill_own_ruling(view, text, **kw)
    assert not dialog.isVisible()


def _rules_text(window, section_id):
    window.show_rule(section_id)
    view = window.rules_view
    assert view is not None and view.current_section() == section_id
    return view.browser.toPlainText()


def _section_text(window):
    """What the rules tab shows now, without opening anything again."""
    return window.rules_view.browser.toPlainText()


def test_an_own_ruling_shows_under_its_section_marked_and_follows_edits_and_deletes(qtbot, window, person):
    window.card_view.show_card("IS-119")
    # the rules tab is already open on another section: nothing of the player's there yet
    before = _rules_text(window, "battle.blocking")
    assert "[yours]" not in before
    window.tabs.setCurrentIndex(window.TAB_DECK)

    _click(qtbot, window.card_view.own_add)
    _saved(person, window.card_view, "Our group lets Kharn's blocker be chosen first.",
                 sections="battle.blocking, term.x")
    text = _rules_text(window, "battle.blocking")
    assert "Kharn (IS-119) [yours]: Our group lets Kharn's blocker be chosen first." in text
    # the shipped rulings of the section are still there, before the player's own
    assert text.index("Bike Squad") < text.index("[yours]")
    # the second section it cites shows it as well
    assert "[yours]: Our group lets Kharn's blocker" in _rules_text(window, "term.x")
    # a section it does not cite does not
    assert "[yours]" not in _rules_text(window, "battle.shooting")

    # edited in the card view while the rules tab shows the section: the tab follows at once
    window.show_rule("battle.blocking")
    item = OwnRulings().for_card("IS-119")[0]
    window.card_view.details.anchorClicked.emit(QUrl(f"own-edit:{item.id}"))
    _saved(person, window.card_view, "Our group reads the blocker's speed first.", sections="battle.blocking")
    now = _section_text(window)
    assert "[yours]: Our group reads the blocker's speed first." in now
    assert "Kharn's blocker be chosen first" not in now
    assert "[yours]" not in _rules_text(window, "term.x")     # no longer cited there

    # a note is marked as a note
    window.show_rule("battle.blocking")
    _click(qtbot, window.card_view.own_add)
    _saved(person, window.card_view, "Remember to say the speed out loud.", sections="battle.blocking", note=True)
    assert "[your note]: Remember to say the speed out loud." in _section_text(window)

    # deleted in the card view: gone from the section shown, without opening it again
    for own in OwnRulings().for_card("IS-119"):
        window.card_view.details.anchorClicked.emit(QUrl(f"own-delete:{own.id}"))
        _click(qtbot, window.card_view.own_confirm.button(QMessageBox.StandardButton.Yes))
    after = _section_text(window)
    assert "[yours]" not in after and "[your note]" not in after and "Our group" not in after
    assert "Bike Squad" in after


def test_in_russian_the_mark_is_russian(qtbot, make_window, person):
    win = make_window("ru")
    win.card_view.show_card("IS-119")
    _click(qtbot, win.card_view.own_add)
    _saved(person, win.card_view, "Наша группа сначала выбирает блокирующего.", sections="battle.blocking")
    text = _rules_text(win, "battle.blocking")
    assert "Кхарн (IS-119) [ваше]: Наша группа сначала выбирает блокирующего." in text
    assert "[yours]" not in text
    win.rules_view.set_language("en")
    assert "Kharn (IS-119) [yours]: Наша группа сначала выбирает блокирующего." in _section_text(win)


def test_a_ruling_added_on_the_battle_boards_card_view_reaches_the_rules_tab(qtbot, window, person):
    _rules_text(window, "term.discard")
    board = window.ensure_board()
    board.card_view.show_card("IS-114")
    _click(qtbot, board.card_view.own_add)
    _saved(person, board.card_view, "The opponent picks the two cards.", sections="term.discard")
    assert "Maloghurst (IS-114) [yours]: The opponent picks the two cards." in _section_text(window)
