"""Kinds of issue 24 written by helper g18c (tests/abilities/kinds/g18c_*.txt, line N the same card in both
languages): how players lay out a card's line (abilities apart by " / ", " | ", "•", ";", a new line, or
the next type letters: abilities.layout), stat changes and colons as players type them
(abilities.hurried_stats), and costs of any action phrases in printed order ("Lock this ship and destroy
one of your units in this sector": ir.DestroyUnits). How much reads, that both languages give one form,
that each form reads back from its rendering in both languages, and that the engine pays a cost that
destroys a unit. The ``_aside`` files were kept aside while building (measured only)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse
from heresy_app.abilities.split import split_pair, split_text


# ------------------------------------------------------------------ layout
@pytest.mark.parametrize(("en", "ru", "n"), [
    ("Infantry. / T: Draw 1 card.", "Пехота. / Т: Возьми 1 карту.", 2),
    ("Counter-attack | WA Lock this unit: Draw 1 card. | +1 armor",
     "Контратака | ВА Поверни этот отряд: Возьми 1 карту. | +1 к броне", 3),
    ("Psyker\nT Lock this unit: Draw 1 card.", "Псайкер\nТ Поверни этот отряд: Возьми 1 карту.", 2),
    ("Psyker • T: Draw 1 card.", "Псайкер • Т: Возьми 1 карту.", 2),
    ("Counter-attack; T: Draw 1 card.", "Контратака; Т: Возьми 1 карту.", 2),
    ("Counter-attack T Lock this unit: Draw 1 card.", "Контратака Т Поверни этот отряд: Возьми 1 карту.", 2),
    ("+2 FP vs infantry, -1 SP", "+2 огн. против пехоты, -1 СК", 2),
])
def test_marks_set_abilities_apart_in_both_languages(en, ru, n):
    pairs = split_pair(en, ru)
    assert len(pairs) == n
    for a, b in pairs:
        assert parse(a, "en") == parse(b, "ru"), (a, b)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "This unit gets +1/+1."),                 # no spaces: no mark
    ("en", "Destroy one enemy unit w/ armor 2 or less."),
    ("en", "T: One unit gets +1 FP / +1 AS."),       # one change of two stats, or two abilities?
    ("ru", "Т: Любой отряд получает +1 ОМ / +1 Ш."),
    ("en", "T: Choose one: draw 1 card; or this unit gets +1 armor."),   # a choice's ";"
])
def test_a_mark_that_is_no_separator_does_not_cut(lang, text):
    assert split_text(text, lang) == [text]


# ------------------------------------------------------------------ typing
@pytest.mark.parametrize(("en", "ru"), [
    ("WA -- ready 1 of your units", "ВА -- разверни 1 свой отряд"),
    ("wa lock this unit -- draw 2 cards", "ва поверни этот отряд -- возьми 2 карты"),
    ("your flagless units in this sector - +1 AR", "твои бесфлаговые отряды в этом секторе - +1 Б"),
    ("+2 FP vs vehicles", "+2 огн. против техники"),
    ("T: 1 unit +2 FP and -1 AR", "т: 1 отряд +2 огн. и -1 Б"),
    ("E: If this unit is ready, you gain 1 flag.", "С: Если этот отряд готов, ты получаешь 1 флаг."),
    ("E: You get +2 flags.", "С: ты получаешь 2 флага"),
])
def test_players_typing_of_changes_reads_as_printed(en, ru):
    assert parse(en, "en") == parse(ru, "ru")


def test_a_dash_after_a_cost_stays_the_colon():
    a = parse("T lock this unit - this unit +2 AS", "en")
    assert a.costs == [ir.LockThis()]


# ------------------------------------------------------------------ costs
@pytest.mark.parametrize(("en", "ru", "costs"), [
    ("T Destroy one of your other Infantry units in this sector: This unit gets +3 armor.",
     "Т Уничтожь другой свой отряд пехоты в этом секторе: Этот отряд получает +3 к броне.", ["destroy_units"]),
    ("WA Lock this ship and destroy one of your units in this sector: Destroy one enemy unit.",
     "ВА Поверни этот корабль и уничтожь один свой отряд в этом секторе: Уничтожь один отряд противника.",
     ["lock_this", "destroy_units"]),
    ("T Discard 2 cards and lock this unit: Destroy one enemy asset.",
     "Т Сбрось 2 карты и поверни этот отряд: Уничтожь один ресурс противника.", ["discard", "lock_this"]),
])
def test_costs_are_read_in_printed_order(en, ru, costs):
    a = parse(en, "en")
    assert a == parse(ru, "ru")
    assert [c.cost for c in a.costs] == costs


def test_a_cost_destroying_locked_units_is_refused():
    with pytest.raises(AbilityParseError):
        parse("T Destroy one of your locked units: Draw 1 card.", "en")
