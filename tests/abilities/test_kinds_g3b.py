"""Issue 24, helper g3b's kinds written as card designers would (tests/abilities/kinds/<kind>_en.txt /
_ru.txt, line N the same card in both languages): sequels that happen only if the action before was
done ("If you do" / «Если ты это сделаешь», "If you cannot" / «Если не можешь»), branches on a
revealed or chosen card ("infiltrate it" / «внедри его», «в противном случае»), choices made by
each player («Каждый игрок поворачивает один свой отряд»), and places and conditions ("in play" /
«в игре», "it has no flags" / «у него нет флагов», "more cards in hand" / «больше карт в руке»).
Every line parses in both languages to the same executable form, renders back to text that parses
to that form in both languages, and the engine plays it."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from tests.abilities import kind_material as km

NAMES = ("sequels", "revealed", "each", "places")


PAIRS = km.pairs(NAMES)


def test_the_files_pair_up():
    for n in NAMES:
        assert len(km.read(n, "en")) == len(km.read(n, "ru")) >= 15


@pytest.mark.parametrize("name,i,en,ru", PAIRS, ids=[f"{p[0]}-{p[1]}" for p in PAIRS])
def test_same_form_rendered_back_and_played(name, i, en, ru):
    km.check_pair_read_rendered_and_played(en, ru)


@pytest.mark.parametrize("lang,text", [
    # "If you do" after something whose doing is not recorded, or with nothing before it: refused
    ("en", "T: This unit gets +2 armor. If you do, draw 1 card."),
    ("en", "WA: If you do, draw 1 card."),
    ("ru", "Т: Этот отряд получает +2 к броне. Если ты это сделаешь, возьми 1 карту."),
    # "infiltrate it" names a card a reveal has just shown
    ("en", "WA: Destroy one enemy unit. Infiltrate it."),
    ("ru", "ВА: Уничтожь один отряд противника. Внедри его."),
    # "his units" outside a sentence about each player
    ("en", "WA: Lock one of his units."),
])
def test_misreadings_are_refused(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)
