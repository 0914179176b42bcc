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


def test_card_import_row_errors_are_russian_and_name_their_row(make_window, answers, tmp_path):
    win = make_window("ru")
    bad = tmp_path / "cards.csv"
    bad.write_text("id,rarity,type,side,name_en,name_ru,flags,firepower,assault,speed,armor,die,"
                   "command_type,command_en,command_ru\n"
                   "MY-1,common,unit,loyalist,Bad Squad,Плохой отряд,1,3,2,,3,4,T,Go.,Вперёд.\n"
                   "MY-2,common,unit,loyalist,Worse,Хуже,x,3,2,2,3,4,T,Go.,Вперёд.\n"
                   "MY-3,common,unit,loyalist,Die,Кубик,1,3,2,2,3,9,T,Go.,Вперёд.\n", encoding="utf-8")
    assert not win.import_user_cards(str(bad))
    head, *rows = answers.errors[-1].splitlines()
    assert re.search(r"3 ошибки; ничего не импортировано", head), head
    assert [r.split(":")[0] for r in rows] == ["строка 2 (MY-1)", "строка 3 (MY-2)", "строка 4 (MY-3)"]
    assert rows[0].endswith("у отряда должны быть: скорость"), rows[0]
    for row in rows:
        assert _russian(re.sub(r"\b(flags|die)\b|'x'", "", row)), row
