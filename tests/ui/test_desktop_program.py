"""Installs and opens like a desktop program (issue 17, section 4): `heresy FILE`, a deck dropped
on the window, the crash log and Help → Show log."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent

from heresy_app.cli import main


@pytest.fixture
def gui_calls(monkeypatch):
    """What `heresy …` hands the window (the window itself is tested elsewhere)."""
    import heresy_app.ui.app as app

    calls = []
    monkeypatch.setattr(app, "run", lambda **kw: calls.append(kw) or 0)
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    return calls


def test_heresy_file_opens_the_window_on_that_deck(gui_calls, tmp_path):
    deck = tmp_path / "my deck.txt"
    deck.write_text("4 Tactical Squad\n", encoding="utf-8")
    assert main([str(deck)]) == 0
    assert gui_calls == [{"smoke": False, "lang": None, "deck": str(deck)}]


def test_heresy_sample_deck_and_a_relative_file_open_the_window(gui_calls, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "d.cod").write_text("<cockatrice_deck/>", encoding="utf-8")
    assert main(["sample:traitor"]) == 0
    assert main(["d.cod", "--lang", "ru"]) == 0
    assert [c["deck"] for c in gui_calls] == ["sample:traitor", "d.cod"]
    assert gui_calls[1]["lang"] == "ru"


def test_a_word_that_is_neither_a_command_nor_a_file_is_still_bad_arguments(gui_calls, capsys):
    assert main(["frobnicate"]) == 2
    assert gui_calls == []
    assert "invalid choice" in capsys.readouterr().err
    assert main(["cards", "search", "type:unit", "--json"]) == 0   # commands are commands


def test_desktop_entry_runs_heresy_with_the_file():
    from pathlib import Path

    entry = (Path(__file__).parents[2] / "packaging" / "heresy.desktop").read_text(encoding="utf-8")
    assert "Exec=heresy %f" in entry.splitlines()


def _drop(window, path):
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    window.dropEvent(event)
    return event


def test_a_deck_file_dropped_on_the_window_opens(window, person, tmp_path, qtbot):
    deck = tmp_path / "dropped.txt"
    deck.write_text("# side: loyalist\n3 Tactical Squad\n", encoding="utf-8")
    window.tabs.setCurrentIndex(window.TAB_RULES)
    event = _drop(window, deck)
    assert event.isAccepted()
    qtbot.waitUntil(lambda: window.doc.path == deck)
    assert person.deck_counts(window) == {"IS-001": 3}
    assert window.tabs.currentIndex() == window.TAB_DECK


def test_a_dropped_file_that_is_no_deck_is_one_message(window, answers, tmp_path, qtbot):
    bad = tmp_path / "photo.txt"
    bad.write_bytes(b"\x00\x01not a deck")
    _drop(window, bad)
    qtbot.waitUntil(lambda: bool(answers.errors))
    assert "photo.txt" in answers.errors[0]
    assert not window.doc.started


def test_a_drag_without_a_local_file_is_refused(window):
    mime = QMimeData()
    mime.setText("4 Tactical Squad")
    assert window.dropped_file(mime) is None
    mime.setUrls([QUrl("https://example.org/deck.txt")])
    assert window.dropped_file(mime) is None
