"""A card file's import says each row's problem in Russian too (issue 17: the Russian window
showed English row errors under a Russian count): codes and parameters worded by
heresy_app.cards.messages, for the command line and the window alike."""

from __future__ import annotations

import json
import re

import pytest

from heresy_app.cards import messages
from heresy_app.cards.user_cards import ImportFailed, import_file
from heresy_app.cli import main

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
HEADER = "id,rarity,type,side,name_en,name_ru,flags,firepower,assault,speed,armor,die,command_type,command_en,command_ru\n"
BAD_ROWS = [
    "TST-1,common,unit,loyalist,Bad Squad,Плохой отряд,1,3,2,,3,4,T,Go.,Вперёд.",      # no speed
    "TST-2,common,unit,loyalist,Worse,Хуже,x,3,2,2,3,4,T,Go.,Вперёд.",                # flags not a number
    "TST-3,common,unit,loyalist,Die,Кубик,1,3,2,2,3,9,T,Go.,Вперёд.",                 # die above 6
    "TST-4,legendary,ship,traitor,Ship,Корабль,0,,,,,4,T,Go.,Вперёд.",                # no such rarity
    "TST-5,common,ship,none,Ship,Корабль,0,,,,,4,T,Go.,Вперёд.",                      # a ship with no side
    "TST-6,common,asset,loyalist,Wall,Стена,0,1,,,2,4,T,Go.,Вперёд.",                 # an asset with firepower
]


def _russian_reason(line: str) -> str:
    """The reason of an error line with the file, row, card id, field and quoted values taken out."""
    line = re.sub(r"^\S+: ", "", line)                                  # the file
    line = re.sub(r"^строка \d+ \([A-Z]+-\d+\): ", "", line)            # the row and card
    line = re.sub(r"^[a-z_\[\]0-9.]+: ", "", line)                      # the field
    return re.sub(r"'[^']*'|\b(yes|no|loyalist|traitor|unaligned|isstvan_iii|prospero)\b", "", line)


def _is_russian(reason: str) -> bool:
    words = re.findall(r"[A-Za-zА-Яа-яЁё_]{3,}", reason)
    return bool(words) and all(CYRILLIC.match(w) or "_" in w for w in words)


def test_every_code_has_english_and_russian_words():
    assert len(messages.codes()) > 60
    for code in messages.codes():
        assert messages.text(code, "en") and CYRILLIC.search(messages.text(code, "ru")), code


def test_command_line_import_says_each_bad_row_in_russian(capsys, tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text(HEADER + "\n".join(BAD_ROWS) + "\n", encoding="utf-8")
    assert main(["cards", "import", str(bad), "--lang", "ru"]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == len(BAD_ROWS) + 1 and "ничего не импортировано" in lines[-1]
    for n, line in enumerate(lines[:-1], start=2):
        assert f"строка {n} (TST-{n - 1})" in line, line
        assert _is_russian(_russian_reason(line)), line
    assert "скорость" in lines[0] and "не больше 6" in lines[2]


def test_the_english_import_keeps_its_words(capsys, tmp_path):
    bad = tmp_path / "bad.csv"
    bad.write_text(HEADER + "\n".join(BAD_ROWS) + "\n", encoding="utf-8")
    assert main(["cards", "import", str(bad)]) == 2
    lines = capsys.readouterr().err.splitlines()
    assert lines[0].endswith("row 2 (TST-1): a unit needs speed")
    assert "row 3 (TST-2): flags: 'x' is not a whole number" in lines[1]
    assert not any(CYRILLIC.search(line) for line in lines[:-1] if "TST" in line)


def test_a_shipped_id_and_a_twice_given_id_are_said_in_russian(tmp_path):
    card = {"id": "IS-1", "rarity": "common", "type": "asset", "side": "loyalist",
            "name": {"en": "Wall", "ru": "Стена"}, "armor": 2, "die": 3,
            "command": {"type": "T", "en": "Go.", "ru": "Вперёд."}}
    twin = dict(card, id="MY-001")
    f = tmp_path / "cards.json"
    f.write_text(json.dumps([card, twin, twin]), encoding="utf-8")
    with pytest.raises(ImportFailed) as info:
        import_file(f, user_db=tmp_path / "user.sqlite")
    texts = [e.text("ru") for e in info.value.errors]
    assert any(t.startswith("строка 3 (MY-001): id: MY-001 встречается в файле дважды (ещё в строке 2)") for t in texts), texts
    assert any(t.startswith("строка 1 (IS-001): id: IS-1 — это IS-001, карта из поставки") for t in texts), texts


def test_an_executable_form_problem_is_said_in_russian(capsys, tmp_path):
    card = {"id": "MY-001", "rarity": "common", "type": "asset", "side": "loyalist",
            "name": {"en": "Wall", "ru": "Стена"}, "armor": 2, "die": 3,
            "abilities": [{"en": "WA: Draw 1 card.", "ru": "ВА: Возьми 1 карту.",
                           "ir": {"kind": "WA", "effects": [{"op": "draw", "count": {"kind": "number", "value": 2}}]}}],
            "command": {"type": "T", "en": "Go.", "ru": "Вперёд.", "ir": {"kind": "WA", "effects": "zz"}}}
    f = tmp_path / "cards.json"
    f.write_text(json.dumps([card]), encoding="utf-8")
    assert main(["cards", "import", str(f), "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert "abilities[0].ir: исполняемая форма говорит не то, что текст" in err, err
    assert "command.ir.effects: должно быть списком" in err, err
