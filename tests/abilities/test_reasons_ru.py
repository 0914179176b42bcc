"""Issue 24 (g15): every reason the ability language gives for refusing a text exists in English and
Russian (abilities/reasons.py), and a Russian player reads it in Russian."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from heresy_app.abilities import AbilityParseError, parse
from heresy_app.abilities.reasons import REASONS_RU, reason

_ABILITIES = Path(__file__).resolve().parents[2] / "heresy_app" / "abilities"
_RAISED = re.compile(r'ValueError\(\s*((?:f?"(?:[^"\\]|\\.)*"\s*)+)')
_MODULES = sorted(p for p in _ABILITIES.glob("*.py") if p.name not in ("render.py", "parser.py", "reasons.py"))


def _reasons() -> list[tuple[str, str]]:
    out = []
    for path in _MODULES:
        for m in _RAISED.finditer(path.read_text(encoding="utf-8")):
            literal = m.group(1)
            if re.search(r'(^|\s)f"', literal):
                continue   # a reason with a value: the patterns (the test below)
            out.append((path.name, ast.literal_eval("(" + literal + ")")))
    return out


def test_every_reason_raised_has_its_russian():
    reasons = _reasons()
    assert len(reasons) > 150
    assert not [(m, r) for m, r in reasons if r not in REASONS_RU]


@pytest.mark.parametrize(("en", "ru"), [
    ("'firepower' cannot be changed as 'set'", "«firepower» нельзя изменить как «set»"),
    ("the range 4-2 of a variable roll runs backwards", "диапазон 4-2 переменного броска идёт в обратную сторону"),
    ("a WA ability has no trigger", "у способности типа ВА нет условия реакции"),
    ("the rule of 'unique' is not one a rule change names", "правило «unique» не из тех, что называет изменение правила"),
])
def test_a_reason_with_a_value_is_worded_with_it(en, ru):
    assert reason(en, "ru") == ru and reason(en, "en") == en


def test_no_reason_is_left_in_english_in_russian():
    for en, ru in REASONS_RU.items():
        assert ru and ru != en and re.search("[а-яА-Я]", ru), en


def test_a_russian_refusal_reads_in_russian_on_the_command_line(capsys):
    from heresy_app.cli import main

    text = "Когда отряд противника стреляет в этот отряд, он получает +2 к броне."
    with pytest.raises(AbilityParseError):
        parse(text, "ru")
    assert main(["abilities", "parse", "--lang", "ru", text]) == 1
    err = capsys.readouterr().err
    assert "способность не прочитана" in err and "тот отряд" in err and "either" not in err
