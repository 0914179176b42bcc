"""A sample deck is named in the window's language wherever it is named (issue 17): the deck
tab (name field, title, notes), the battle board's deck choices, and the simulator's report."""

from __future__ import annotations

import re

import pytest

from heresy_app.decks.formats import SAMPLE_PREFIX, sample_names, sample_path
from heresy_app.decks.samples import SAMPLES, sample_short, sample_title

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
LATIN_WORD = re.compile(r"\b[A-Za-z]{3,}\b")


def test_every_sample_deck_has_its_names_in_both_languages():
    assert sample_names() and set(sample_names()) <= set(SAMPLES)
    for name in sample_names():
        header = re.search(r"^# name: (.*)$", sample_path(name).read_text(encoding="utf-8"), re.M).group(1)
        assert sample_title(name, "en") == header          # the table and the file agree
        ru = sample_title(name, "ru")
        assert CYRILLIC.search(ru) and not LATIN_WORD.search(ru), ru


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_an_opened_sample_deck_is_named_in_the_window_language(make_window, lang):
    win = make_window(lang)
    assert win.open_sample("loyalist", confirm=False)
    name = win.deck_editor.name_edit.text()
    assert name == sample_title("loyalist", lang) == win.doc.deck.name
    assert name in win.windowTitle()
    notes = win.deck_editor.notes_edit.toPlainText()
    if lang == "ru":
        assert name.startswith("Железный строй") and not LATIN_WORD.search(name)
        assert notes.startswith("Образец колоды лоялистов")
    else:
        assert name.startswith("Iron Line") and notes.startswith("Sample Loyalist deck")
    assert not win.doc.dirty


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_battle_boards_deck_choices_name_the_samples_in_the_window_language(make_window, lang):
    win = make_window(lang)
    labels = {c.spec: c.label for c in win.deck_choices()}
    for name in sample_names():
        assert labels[SAMPLE_PREFIX + name] == sample_title(name, lang)
    if lang == "ru":
        assert labels["sample:traitor"].startswith("Острие Хоруса")
        assert not any(LATIN_WORD.search(labels[SAMPLE_PREFIX + n]) for n in sample_names())


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_simulators_report_names_sample_decks_in_its_language(capsys, lang):
    from heresy_app.cli import main

    assert main(["sim", "sample:loyalist", "sample:traitor", "-n", "2", "--jobs", "1", "--lang", lang]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    a, b = sample_short("loyalist", lang), sample_short("traitor", lang)
    word = "против" if lang == "ru" else "vs"
    assert first.startswith(f"{a} (heuristic) {word} {b} (heuristic)"), first


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_file_menu_opens_a_sample_deck_named_in_the_window_language(make_window, lang):
    win = make_window(lang)
    assert win.menu_samples.menuAction() in win.menu_file.actions()
    if lang == "ru":
        assert win.menu_samples.title().replace("&", "") == "Открыть образец колоды"
    win.menu_samples.aboutToShow.emit()
    actions = win.menu_samples.actions()
    assert [a.text() for a in actions] == [sample_title(n, lang) for n in sample_names()]
    next(a for a in actions if a.data() == "traitor").trigger()
    assert win.doc.deck.name == sample_title("traitor", lang) and win.doc.deck.side == "traitor"
    assert not win.doc.dirty
