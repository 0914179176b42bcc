"""Issue 24 (g16c): how sentences join — conditions, durations, sequences, referents, a leading keyword
sentence, terse lines — as transformations over every verb and noun the language reads, in both languages.

Material: tests/abilities/kinds/g16c_{en,ru}.txt (written before the rules, in several designers' styles) and
g16c_aside_{en,ru}.txt (kept aside: measured at the start and the end only, never tuned on).
Start of the round: g16c en 33, ru 31 of 45; g16c_aside en 14, ru 14 of 22.
"""

from __future__ import annotations

import os
import sys

import pytest

from heresy_app.abilities import AbilityParseError, parse, render
from heresy_app.abilities.split import split_text

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
from benchmarks.ability_corpus import measure  # noqa: E402
from tests.abilities import kind_material as km  # noqa: E402

_PREFIX = str(km.KINDS / "g16c")
FLOOR = {"g16c": {"en": 43, "ru": 42}}


# ---- a leading keyword sentence is an ability of its own, never under the next sentence's condition
@pytest.mark.parametrize(("lang", "text", "keyword"), [
    ("en", "Infiltrate. While this unit is ready, it gets +2 speed.", "Infiltrate"),
    ("en", "Counter-attack. This unit gets +1 armor while it is locked.", "Counter-attack"),
    ("ru", "Внедрение. Пока этот отряд готов, он получает +2 к скорости.", "Infiltrate"),
    ("ru", "Контратака. Этот отряд получает +1 к броне, пока он повернут.", "Counter-attack"),
])
def test_a_leading_keyword_sentence_is_its_own_ability(lang, text, keyword):
    pieces = split_text(text, lang)
    assert len(pieces) == 2
    first, second = parse(pieces[0], lang), parse(pieces[1], lang)
    assert first.kind == "constant" and not first.conditions and [e.op for e in first.effects] == ["keyword"]
    assert first.effects[0].keyword == keyword
    assert second.conditions and all(e.op != "keyword" for e in second.effects)


def test_the_card_has_the_keyword_whatever_the_condition_after_it():
    from heresy_app.cards.model import Card
    from heresy_app.engine.catalog import Template

    card = Card(id="G16C-001", rarity="common", type="unit", side="unaligned", flags=1, firepower=1, assault=1,
                speed=1, armor=3, die=3, name={"en": "Scout", "ru": "Разведчик"},
                abilities=[{"en": "Counter-attack. While this unit is charging, it gets +1 armor.",
                            "ru": "Контратака. Пока этот отряд наступает, он получает +1 к броне."}],
                command={"type": "T", "en": "T: Draw 1 card.", "ru": "Т: Возьми 1 карту."})
    t = Template(card)
    assert t.counter and "counter-attack" in t.keywords


def test_an_unconditional_rule_after_a_keyword_stays_as_it_reads():
    assert split_text("Infiltrate. This unit gets +1 armor.", "en") == ["Infiltrate. This unit gets +1 armor."]


# ---- a duration said after a count, or leading the sentence, lasts the counted change
@pytest.mark.parametrize(("lang", "text"), [
    ("en", "T: This unit gets +1 assault for each Hero you control in this sector until the end of the turn."),
    ("en", "T: Until the end of the turn, this unit gets +1 assault for each Hero you control in this sector."),
    ("en", "T: This unit gets +1 assault until the end of the turn for each Hero you control in this sector."),
    ("ru", "Т: Этот отряд получает +1 к штурму за каждого твоего героя в этом секторе до конца хода."),
    ("ru", "Т: До конца хода этот отряд получает +1 к штурму за каждого твоего героя в этом секторе."),
])
def test_a_duration_after_a_count_lasts_the_change(lang, text):
    a = parse(text, lang)
    assert a == parse("T: This unit gets +1 assault until the end of the turn for each Hero you control in "
                      "this sector.", "en")
    assert a.effects[0].duration == "turn" and a.effects[0].amount.kind == "count"


def test_a_duration_said_twice_is_refused():
    with pytest.raises(AbilityParseError):
        parse("T: This unit gets +1 assault until the end of the turn for each Hero you control "
              "until the end of the battle.", "en")


# ---- the words that join clauses, and the clauses' order, read into the joins the grammar has (joins.py)
@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("WA: Discard 1 card. If you do, destroy one enemy asset. Otherwise, draw 1 card.",
     "ВА: Сбрось 1 карту. Если ты это сделаешь, уничтожь один ресурс противника. В противном случае возьми 1 карту.",
     "WA: Discard 1 card. If you do, destroy one enemy asset. If you do not, draw 1 card."),
    ("WA: You may lock this unit. If you don't, draw 1 card. Otherwise, ready one of your units.",
     "ВА: Ты можешь повернуть этот отряд. Если ты этого не сделаешь, возьми 1 карту. Иначе разверни один свой отряд.",
     "WA: You may lock this unit. If you do not, draw 1 card. If you do, ready one of your units."),
    ("WA: Draw 2 cards. After that, discard 1 card.", "ВА: Возьми 2 карты. После этого сбрось 1 карту.",
     "WA: Draw 2 cards. Then discard 1 card."),
    ("WA: Lock this unit; then ready one of your units.", "ВА: Поверни этот отряд; затем разверни один свой отряд.",
     "WA: Lock this unit. Then ready one of your units."),
    ("WA: Lock this unit, then ready one of your units.", "ВА: Поверни этот отряд, затем разверни один свой отряд.",
     "WA: Lock this unit. Then ready one of your units."),
    ("WA: Discard 1 card; if you do, draw 2 cards.", "ВА: Сбрось 1 карту; если сделаешь это, возьми 2 карты.",
     "WA: Discard 1 card. If you do, draw 2 cards."),
    ("T: Provided that you have a Vehicle in this sector, draw 1 card.",
     "Т: При условии, что у тебя в этом секторе есть техника, возьми 1 карту.",
     "T: If you have a Vehicle in this sector, draw 1 card."),
    ("T: Draw 1 card, provided that you have a Vehicle in this sector.",
     "Т: Возьми 1 карту при условии, что у тебя в этом секторе есть техника.",
     "T: If you have a Vehicle in this sector, draw 1 card."),
    ("Unless this unit is locked, it gets +1 armor.", "Этот отряд получает +1 к броне, если только он не повернут.",
     "This unit gets +1 armor unless it is locked."),
    ("T: Only if this unit is charging, it gets +2 assault.", "Т: Только если этот отряд наступает, он получает +2 к штурму.",
     "T: If this unit is charging, it gets +2 assault."),
    ("T: This unit gets +2 assault. Play only while this unit is charging.",
     "Т: Этот отряд получает +2 к штурму. Играй, только пока этот отряд наступает.",
     "T: This unit gets +2 assault. Use only if this unit is charging."),
    ("while charging +2 AS and -1 AR", "при наступлении +2 Ш и -1 Б",
     "This unit gets +2 assault and -1 armor while it is charging."),
    ("while ready +1 AR", "когда готов +1 Б", "This unit gets +1 armor while it is ready."),
])
def test_a_join_in_other_words_reads_as_the_grammar_s_join(en, ru, plain):
    km.check_plain_form(en, ru, plain)


def test_an_effect_after_type_letters_and_their_colon_is_no_cost():
    a = parse("WA: Lock this asset, then draw 1 card.", "en")
    assert not a.costs and [e.op for e in a.effects] == ["lock", "draw"]
    with pytest.raises(AbilityParseError, match="more than one way"):   # no colon: a cost, or an effect?
        parse("WA Lock this asset, draw 1 card.", "en")


def test_otherwise_after_no_sequel_is_refused():
    with pytest.raises(AbilityParseError):
        parse("WA: Draw 1 card. Otherwise, discard 1 card.", "en")


# ---- the material
def test_the_material_reads_as_one_form_and_back():
    figures = measure(_PREFIX)
    km.check_floor(figures, FLOOR["g16c"])
    km.check_one_form(figures)
    for lang in ("en", "ru"):
        km.check_forms_read_back(figures, lang)


def test_the_material_is_line_for_line():
    km.check_line_for_line(_PREFIX, least=20)


def test_every_material_reading_renders_in_both_languages():
    for name in ("g16c",):
        for lang in ("en", "ru"):
            for text in km.read(name, lang):
                for piece in split_text(text, lang) or [text]:
                    try:
                        a = parse(piece, lang)
                    except AbilityParseError:
                        continue
                    assert render(a, "en") and render(a, "ru")
