"""Issue 24 (g5): retreat triggers (kinds/retreat_*.txt) and rerolls as printed ("Ignore that roll and roll again.",
"Your opponent ignores his roll and rolls again.", «Не учитывай этот бросок и брось ещё раз.»): kinds/rerolls_*.txt (line N the
same card in both languages; rerolls_aside_*.txt was set aside while building). How much reads, that
both languages give one form that the engine plays, and that it renders back to itself."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from heresy_app.abilities import parse, render

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from benchmarks.ability_corpus import measure, read_corpus  # noqa: E402

KINDS = Path(__file__).resolve().parent / "kinds"
# measured when the material was written (before the grammar work): rerolls en 0, ru 0 of 15 (the M letter's lines
# with "Ignore ... and roll again"); the aside, measured once at the end: en 5, ru 5 of 5
# retreat triggers ("When you retreat", «Когда противник отступает»; one line shows the searched card to the opponent):
# en 0, ru 0 of 15 before; the aside, measured once at the end: en 5, ru 5 of 5
# an effect put off, printed after its verb ("Destroy it at the end of the war action." / «Уничтожь его в конце военной
# акции.»): en 0, ru 0 of 15 before; the aside, measured once at the end: en 5, ru 5 of 5
FLOOR = {"rerolls": 15, "rerolls_aside": 5, "retreat": 15, "retreat_aside": 5, "later": 15, "later_aside": 5}


@pytest.mark.parametrize("name", sorted(FLOOR))
def test_the_material_reads_into_one_form_the_engine_plays(name):
    prefix = str(KINDS / name)
    assert len(read_corpus("en", prefix)) == len(read_corpus("ru", prefix)) >= FLOOR[name]
    m = measure(prefix)
    for lang in ("en", "ru"):
        assert m[lang][0] >= FLOOR[name], (lang, m[lang][2])
        assert m["played"][lang] == m[lang][0]
    assert m["same"] == m["both"] >= FLOOR[name]
    for form in m["irs"]["en"]:
        for a in (form if isinstance(form, tuple) else (form,)):
            for out in ("en", "ru"):
                assert parse(render(a, out), out) == a


@pytest.mark.parametrize("lang, text", [
    ("en", "M: Ignore that roll."),                        # no second roll: not a reroll
    ("ru", "М: Не учитывай этот бросок."),
])
def test_ignoring_a_roll_without_rolling_again_is_refused(lang, text):
    from heresy_app.abilities import AbilityParseError

    with pytest.raises(AbilityParseError):
        parse(text, lang)
