"""The command line in Russian (issue 17, section 5): counted words in their Russian form, side,
type and command names in Russian, no English heading left in `deck stats --lang ru`."""

import json
import re

from heresy_app.cli import main
from heresy_app.plural import count


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


ENGLISH_WORD = re.compile(r"\b(?!(?:WA|T|R|M|E)\b)[A-Za-z]{2,}\b")


def test_validate_in_russian_counts_errors_and_names_the_side_in_russian(capsys, tmp_path):
    deck = tmp_path / "d.txt"
    deck.write_text("4 Tactical Squad\n", encoding="utf-8")
    code, out, _ = run(capsys, "deck", "validate", str(deck), "--lang", "ru")
    assert code == 1
    assert out.splitlines()[-1] == "колода не годится: 1 ошибка"
    code, out, _ = run(capsys, "deck", "validate", "sample:loyalist", "--lang", "ru")
    assert code == 0
    assert out.splitlines()[-1] == "колода годится: 60 карт, лоялисты"
    code, out, _ = run(capsys, "deck", "validate", "sample:traitor")
    assert out.splitlines()[-1] == "valid: 60 cards, traitor"


def test_validate_counts_three_errors_in_their_form(capsys, tmp_path):
    deck = tmp_path / "d.txt"
    deck.write_text("# side: loyalist\n6 Tactical Squad\n2 Abaddon\n", encoding="utf-8")
    code, out, _ = run(capsys, "deck", "validate", str(deck), "--json")
    n = len(json.loads(out)["errors"])
    assert n >= 2
    code, out, _ = run(capsys, "deck", "validate", str(deck), "--lang", "ru")
    assert out.splitlines()[-1] == f"колода не годится: {count(n, 'error', 'ru')}"
    code, out, _ = run(capsys, "deck", "validate", str(deck))
    assert out.splitlines()[-1] == f"invalid: {n} errors"


def test_stats_in_russian_has_no_english_word_but_the_command_letters(capsys):
    code, out, _ = run(capsys, "deck", "stats", "sample:traitor", "--lang", "ru", "--sample", "--seed", "2")
    assert code == 0
    english = [line for line in out.splitlines() if ENGLISH_WORD.search(line)]
    assert english == []
    for heading in ("По типам:", "Грани кубика:", "Бросок проходит тест:", "первой волне", "из шести карт",
                    "Пример начала игры:", "отступники 44", "ВА 10", "команда М        ( 4 карты)"):
        assert heading in out


def test_search_in_russian_shows_russian_types_and_sides(capsys):
    code, out, _ = run(capsys, "cards", "search", "тип:отряд сторона:лоялисты", "--lang", "ru")
    assert code == 0
    rows = out.splitlines()
    assert all(" отряд " in r and " лоялисты " in r for r in rows[:-1])
    assert not any(" unit " in r or " loyalist " in r for r in rows)
    assert rows[-1] == count(len(rows) - 1, "card", "ru")


def test_export_says_what_it_wrote_in_russian(capsys, tmp_path):
    out_file = tmp_path / "d.cod"
    code, out, _ = run(capsys, "deck", "export", "sample:loyalist", "--format", "cod", "-o", str(out_file),
                       "--lang", "ru")
    assert code == 0 and out.strip() == f"записано в {out_file} (cod): 60 карт"
    code, out, _ = run(capsys, "deck", "export", "sample:loyalist", "--format", "cod", "-o", str(out_file))
    assert out.strip() == f"wrote 60 cards to {out_file} (cod)"
    typo = tmp_path / "typo.txt"
    typo.write_text("# side: loyalist\n4 Tactcal Squad\n", encoding="utf-8")
    code, _, err = run(capsys, "deck", "export", str(typo), "--lang", "ru")
    assert "нет карты «Tactcal Squad»" in err and "может быть: Tactical Squad" in err
