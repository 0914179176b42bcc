"""An ability's timing from its printed type letters, however the line is written (issue 24 item 3):
with a cost, with a trigger, dashed, without a colon, in lower case, in either language; and a
constant that starts with a word ("A unit…", «С каждым…») is never mistaken for the letters."""

from __future__ import annotations

import pytest

from heresy_app.engine.catalog import printed_kind

TABLE = [
    # the rulebook's forms
    ("WA: Draw 1 card.", "WA"),
    ("WA (5+): Draw 1 card.", "WA"),
    ("WA Lock this unit: Destroy one enemy unit.", "WA"),
    ("WA Lock 2 of your charging units, (3+): Destroy up to 3 enemy units.", "WA"),
    ("T Discard 1 card: This unit gets +1 firepower.", "T"),
    ("T Draw a card.", "T"),
    ("T: Any unit gets +1 armor.", "T"),
    ("R When an enemy unit charges: Lock it.", "R"),
    ("R: When an enemy unit charges, lock it.", "R"),
    ("R, lock this card: Cancel it.", "R"),
    ("M (4+): Add 1 to the roll.", "M"),
    ("E: Each player draws a card.", "E"),
    ("E Each player draws a card.", "E"),
    # players' typing: dashes, lower case, extra spaces, no colon
    ("WA - Draw 2 cards.", "WA"),
    ("WA – Draw 2 cards.", "WA"),
    ("WA—Draw 2 cards.", "WA"),
    ("wa: draw 2 cards.", "WA"),
    ("  t :  Any unit gets +1 armor.", "T"),
    ("r when this unit is destroyed: draw a card.", "R"),
    ("m: add 1 to the roll.", "M"),
    # the special assault and the article
    ("A: Draw 2 cards.", "A"),
    ("A (4+): Destroy one enemy unit.", "A"),
    ("A Lock this unit: Destroy one enemy unit.", "A"),
    ("A - Draw 2 cards.", "A"),
    ("A Draw 2 cards.", "A"),
    ("a: draw 2 cards.", "A"),
    ("a lock this unit: destroy one enemy unit.", "A"),
    ("A unit you control gets +1 armor.", "constant"),
    ("A Vehicle unit in this sector gets +1 armor.", "constant"),
    ("A ready unit you control gets +1 armor.", "constant"),
    ("A Ready this unit: Draw a card.", "A"),
    ("A roll of 6 always succeeds.", "constant"),
    ("a unit you control gets +1 armor.", "constant"),
    ("An enemy unit cannot charge.", "constant"),
    ("All your Infantry units get +1 armor.", "constant"),
    ("Each enemy unit gets -1 speed.", "constant"),
    ("Any unit in this sector gets +1 armor.", "constant"),
    ("This unit cannot block.", "constant"),
    ("Enemy units cannot charge in this sector.", "constant"),
    ("Reactions cannot target this unit.", "constant"),
    ("Tanks get +1 armor.", "constant"),
    ("Moreover, this unit gets +1 speed.", "constant"),
    ("Wait for it.", "constant"),
    ("+2 firepower versus Infantry.", "constant"),
    # preparation
    ("During preparation, look at your opponent's hand.", "preparation"),
    ("During preparation: look at your opponent's hand.", "preparation"),
    ("during the preparation, draw a card.", "preparation"),
    # Russian
    ("ВА: Возьми 1 карту.", "WA"),
    ("ВА (5+): Возьми 1 карту.", "WA"),
    ("ВА Поверни этот отряд: Уничтожь один отряд противника.", "WA"),
    ("ВА - Возьми 2 карты.", "WA"),
    ("ва: возьми 2 карты.", "WA"),
    ("Т Сбрось одну карту: Этот отряд получает +1 к огневой мощи.", "T"),
    ("Т Возьми карту.", "T"),
    ("т: любой отряд получает +1 к броне.", "T"),
    ("Р Когда отряд противника наступает: Поверни его.", "R"),
    ("Р: Когда отряд противника наступает, поверни его.", "R"),
    ("М (4+): Добавь 1 к броску.", "M"),
    ("Ш: Возьми 2 карты.", "A"),
    ("Ш Поверни этот отряд: Уничтожь один отряд противника.", "A"),
    ("ш - возьми 2 карты.", "A"),
    ("С: Каждый игрок берёт карту.", "E"),
    ("С Каждый игрок берёт карту.", "E"),
    ("С (4+): Возьми карту.", "E"),
    ("С каждым твоим отрядом в этом секторе обращаются как с пехотой.", "constant"),
    ("С этого момента этот отряд получает +1 к броне.", "constant"),
    ("А этот отряд получает +1 к броне.", "constant"),
    ("Все твои отряды пехоты получают +1 к броне.", "constant"),
    ("Этот отряд не может блокировать.", "constant"),
    ("Любой отряд в этом секторе получает +1 к броне.", "constant"),
    ("Танки получают +1 к броне.", "constant"),
    ("Во время подготовки: посмотри руку противника.", "preparation"),
    ("Во время подготовки, возьми карту.", "preparation"),
    ("Во время этапа подготовки возьми карту.", "preparation"),
    # Latin letters typed for Cyrillic ones and the other way round
    ("BA: Возьми 1 карту.", "WA"),
    ("P: Когда отряд наступает, поверни его.", "R"),
    ("C: Каждый игрок берёт карту.", "E"),
]


@pytest.mark.parametrize(("text", "kind"), TABLE)
def test_the_timing_comes_from_the_type_letters_however_the_line_is_written(text, kind):
    assert printed_kind(text) == kind


def test_an_empty_or_missing_text_is_a_constant():
    assert printed_kind("") == "constant" and printed_kind(None) == "constant"
