"""The window's open, save and export dialogs list the registered deck file formats
(heresy_app.decks.formats.FORMATS) in the window's language; a format registered later shows up."""

from __future__ import annotations


def test_the_dialog_filters_name_every_shipped_format_in_english_and_russian(make_window):
    en = make_window("en")
    assert en._open_filter() == ("Deck files (*.txt *.deck *.json *.cod);;Text deck (*.txt *.deck);;"
                                 "Heresy deck (*.json);;Cockatrice deck (*.cod);;All files (*)")
    assert en._save_filter() == "Heresy deck (*.json);;Text deck (*.txt *.deck);;Cockatrice deck (*.cod)"
    assert en._save_filter("cod").startswith("Cockatrice deck (*.cod);;")
    en.set_language("ru")
    assert en._open_filter().startswith("Файлы колод (*.txt *.deck *.json *.cod);;Колода текстом (*.txt *.deck)")
    assert en._open_filter().endswith(";;Все файлы (*)")
    assert "Колода Cockatrice (*.cod)" in en._save_filter()


def test_a_registered_format_appears_in_the_dialogs_and_its_suffix_is_added(window, id_list, tmp_path,
                                                                           monkeypatch, person):
    assert "*.ids *.idlist" in window._open_filter().split(";;")[0]
    assert "Card id list (*.ids *.idlist)" in window._open_filter().split(";;")
    assert "Card id list (*.ids *.idlist)" in window._save_filter().split(";;")
    window.set_language("ru")
    assert "Список номеров карт (*.ids *.idlist)" in window._save_filter().split(";;")

    person.add_by_enter(window, "IS-001")
    from PySide6.QtWidgets import QFileDialog

    chosen = "Список номеров карт (*.ids *.idlist)"
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(tmp_path / "mine"), chosen)))
    assert window.action_export()
    assert (tmp_path / "mine.ids").read_text() == "IDS\nIS-001\n"
    assert window._with_suffix(str(tmp_path / "x.idlist"), "") == str(tmp_path / "x.idlist")
