"""The Russian window says what went wrong in Russian (issue 17, section 5)."""

from __future__ import annotations

import json
import re

CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def _russian(text: str) -> bool:
    """Every word of the message is Russian but file names and quoted text."""
    text = re.sub(r"/\S+", "", text)               # paths
    text = re.sub(r"«[^»]*»", "", text)            # quoted as written
    words = re.findall(r"[A-Za-zА-Яа-яЁё]{3,}", text)
    return bool(words) and all(CYRILLIC.match(w) for w in words)


def test_a_deck_file_that_cannot_be_read_is_said_in_russian(make_window, answers, tmp_path):
    win = make_window("ru")
    bad = tmp_path / "bad.txt"
    bad.write_text("hello world\n", encoding="utf-8")
    assert not win.open_deck_file(str(bad), confirm=False)
    assert _russian(answers.errors[-1]) and "bad.txt:1" in answers.errors[-1]
    win.open_deck_file(str(tmp_path / "missing.txt"), confirm=False)
    assert _russian(answers.errors[-1]), answers.errors[-1]
    win.open_deck_file(str(tmp_path), confirm=False)      # a folder
    assert _russian(answers.errors[-1]), answers.errors[-1]


def test_a_deck_that_cannot_be_saved_is_said_in_russian(make_window, answers, person, tmp_path):
    win = make_window("ru")
    person.add_by_enter(win, "IS-001")
    assert not win.save_to(str(tmp_path / "no-such-folder" / "deck.json"))
    assert _russian(answers.errors[-1]) and "не удаётся записать" in answers.errors[-1]


def test_card_import_errors_are_counted_in_russian(make_window, answers, tmp_path):
    win = make_window("ru")
    bad = tmp_path / "cards.json"
    bad.write_text(json.dumps([{"id": "MY-001", "type": "unit"}] * 3), encoding="utf-8")
    assert not win.import_user_cards(str(bad))
    first = answers.errors[-1].splitlines()[0]
    assert re.search(r"\d+ ошиб(ка|ки|ок); ничего не импортировано", first), first
    win.import_user_cards(str(tmp_path / "missing.csv"))
    assert _russian(answers.errors[-1]), answers.errors[-1]


def test_the_english_window_keeps_english(window, answers, tmp_path):
    bad = tmp_path / "bad.txt"
    bad.write_text("hello world\n", encoding="utf-8")
    window.open_deck_file(str(bad), confirm=False)
    assert "not a deck line" in answers.errors[-1]
