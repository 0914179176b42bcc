"""Every refusal says, in the user's language, what the ability language expected and where
(issue 24 item 3): `heresy cards import` and `heresy cards show` give the reason of each ability
the engine leaves to the players, and flag a card whose two languages say different things."""

from __future__ import annotations

import json
import re

import pytest

from heresy_app.cli import main

BASE = {"rarity": "common", "type": "unit", "side": "loyalist", "flags": 1, "firepower": 2, "assault": 2,
        "speed": 2, "armor": 3, "die": 4,
        "command": {"type": "T", "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."}}
OATH = {**BASE, "id": "MY-301", "name": {"en": "Oathbound", "ru": "Связанный клятвой"},
        "abilities": [{"en": "This unit cannot block, for its oath forbids it.",
                       "ru": "Этот отряд не может блокировать: клятва запрещает."}]}
TWO_MINDS = {**BASE, "id": "MY-302", "name": {"en": "Two Minds", "ru": "Два разума"},
             "abilities": [{"en": "WA: Draw 1 card.", "ru": "ВА: Возьми 2 карты."}]}
HALF_READ = {**BASE, "id": "MY-303", "name": {"en": "Half Read", "ru": "Полупрочитанный"},
             "abilities": [{"en": "WA: Take one card from your deck, friend.", "ru": "ВА: Возьми 1 карту."}]}


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def cards_file(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps([OATH, TWO_MINDS, HALF_READ]), encoding="utf-8")
    return path


def test_the_import_says_where_each_unread_text_stopped_and_what_was_expected_in_english(cards_file, capsys):
    code, out, err = run(capsys, "cards", "import", str(cards_file))
    assert code == 0, err
    assert "MY-301 Oathbound, ability 1" in out
    assert re.search(r"why: the ability language does not read this text — the English text: line 1, column \d+: "
                     r"unexpected '[^']+'; expected ", out)
    assert re.search(r"; the Russian text: line 1, column \d+: unexpected '[^']+'; expected ", out)
    assert "MY-302 Two Minds, ability 1" in out and "the English and Russian texts say different things" in out
    assert "MY-303" not in out.split("players")[1]        # read in Russian: played


def test_the_import_says_it_in_russian(cards_file, capsys):
    code, out, err = run(capsys, "cards", "import", str(cards_file), "--lang", "ru")
    assert code == 0, err
    assert re.search(r"почему: язык способностей не читает этот текст — английский текст: строка 1, столбец \d+: "
                     r"не ожидалось «[^»]+»; ожидалось: ", out)
    assert re.search(r"; русский текст: строка 1, столбец \d+: не ожидалось «[^»]+»; ожидалось: ", out)
    assert "английский и русский тексты говорят разное" in out
    assert "line " not in out and "expected" not in out


def test_cards_show_gives_the_reason_for_each_unread_ability_in_either_language(cards_file, capsys):
    run(capsys, "cards", "import", str(cards_file))
    code, out, _ = run(capsys, "cards", "show", "MY-301")
    assert re.search(r"resolve it by hand \(constant\): the ability language does not read this text — "
                     r"the English text: line 1, column \d+: unexpected", out)
    code, out, _ = run(capsys, "cards", "show", "MY-301", "--lang", "ru")
    assert re.search(r"выполняется вручную \(постоянная\): язык способностей не читает этот текст — "
                     r"английский текст: строка 1, столбец \d+: не ожидалось", out)
    code, out, _ = run(capsys, "cards", "show", "MY-302", "--json", "--lang", "ru")
    [m] = json.loads(out)["by_hand"]
    assert m["why"] == "disagree" and "говорят разное" in m["reason"]


def test_cards_show_says_which_language_is_played_when_only_one_reads(cards_file, capsys):
    run(capsys, "cards", "import", str(cards_file))
    code, out, _ = run(capsys, "cards", "show", "MY-303")
    assert "engine reads (WA): WA: Draw 1 card.; the engine plays the Russian text; the English text: line 1" in out
    code, out, _ = run(capsys, "cards", "show", "MY-303", "--lang", "ru")
    assert "движок читает (ВА): ВА: Возьми 1 карту.; движок разыгрывает русский текст; английский текст: строка 1" in out


def test_deck_validate_flags_a_card_whose_two_languages_disagree(cards_file, tmp_path, capsys):
    run(capsys, "cards", "import", str(cards_file))
    deck = tmp_path / "deck.txt"
    deck.write_text("# side: loyalist\n4 MY-302\n4 MY-303\n4 Tactical Squad\n", encoding="utf-8")
    code, out, _ = run(capsys, "deck", "validate", str(deck), "--json")
    warned = [w for w in json.loads(out)["warnings"] if w["code"] == "manual_abilities"]
    assert [w["card"] for w in warned] == ["MY-302"]      # MY-303 reads in Russian: played
    assert "the English and Russian texts say different things" in warned[0]["message"]
    code, out, _ = run(capsys, "deck", "validate", str(deck), "--lang", "ru")
    assert "английский и русский тексты говорят разное" in out
