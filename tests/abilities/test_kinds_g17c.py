"""Issue 24 (g17c): how sentences join and refer back — the scope of a closing time over a sequence, and
', then' before an order only.

Material: tests/abilities/kinds/g17c_{en,ru}.txt (written before the rules, in several designers' styles) and
g17c_aside_{en,ru}.txt (kept aside: measured at the start and the end only, never tuned on).
Start of the round (g16c landed): g17c en 17, ru 17 of 30; g17c_aside en 6, ru 7 of 14.
"""

from __future__ import annotations

import os
import sys

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from tests.abilities import kind_material as km  # noqa: E402

FLOOR = {"en": 17, "ru": 18}


# ---- a closing time said after a join is the last order's, never the whole sequence's
@pytest.mark.parametrize(("lang", "text"), [
    ("en", "T: One of your units gets +3 assault, but destroy it at the end of this war action."),
    ("en", "T: One of your units gets +3 assault; destroy it at the end of the war action."),
    ("en", "T: One of your units gets +3 assault and destroy it at the end of the war action."),
    ("en", "T: One of your units gets +3 assault, but at the end of this war action, destroy it."),
    ("ru", "Т: Один твой отряд получает +3 к штурму, но в конце этой военной акции уничтожь его."),
    ("ru", "Т: Один твой отряд получает +3 к штурму; уничтожь его в конце военной акции."),
])
def test_a_closing_time_after_a_join_is_the_last_orders(lang, text):
    a = parse(text, lang)
    assert a == parse("T: One of your units gets +3 assault. At the end of the war action, destroy it.", "en")
    first, later = a.effects
    assert first.op == "modify" and isinstance(later, ir.Later) and later.effects[0].op == "destroy"


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "T: This unit gets +4 assault, but destroy it at the end of the turn."),
    ("ru", "Т: Этот отряд получает +4 к штурму, но в конце хода уничтожь его."),
])
def test_a_closing_time_the_engine_has_not_is_refused_not_spread(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


def test_then_before_a_verb_with_its_own_subject_is_not_an_order():
    each = parse("WA: Each player chooses one of his units, then locks the chosen unit.", "en")
    assert each == parse("ВА: Каждый игрок выбирает один свой отряд, затем поворачивает выбранный отряд.", "ru")
    assert [e.op for e in parse("WA: Lock this unit, then ready one of your units.", "en").effects] == ["lock", "ready"]


def test_the_material_reads_at_least_as_well():
    # not yet one form: «Поверни один отряд противника. Этот отряд …» reads «этот отряд» as this card where the
    # English "That unit" names the card locked (left for the round's reference work)
    for i, lang in ((2, "en"), (3, "ru")):
        assert sum(1 for row in km.parsed("g17c") if row[i] is not None) >= FLOOR[lang]
