"""Kinds of issue 24 written by helper g21b (tests/abilities/kinds/g21b_*.txt, line N the same card in both
languages): what a rule changes, with an attack as the subject. "Shooting in this sector deals 1 less damage to
Infantry." / «Стрельба в этом секторе наносит пехоте на 1 повреждение меньше» (every card of the description
takes that much less damage from such attacks), "Assaults in this sector cannot overrun." / «В этом секторе
штурмующие отряды не могут переходить в прорыв» (no unit there overruns). How much reads, that both languages
give one form, that each form reads back, and that the engine plays what reads. The ``_aside`` files were kept
aside while building (measured only)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from benchmarks.ability_corpus import measure  # noqa: E402
from heresy_app.abilities import AbilityParseError, ir, parse  # noqa: E402
from tests.abilities import kind_material as km  # noqa: E402
from tests.engine.printed import card  # noqa: E402
from tests.engine.test_sector_texts import game as sector_game, sector  # noqa: E402

NAME = str(Path(__file__).resolve().parent / "kinds" / "g21b")
FLOOR = {"en": 12, "ru": 12}   # of 12; none read before this kind (issue 24, g21b)


@pytest.fixture(scope="module")
def figures():
    return measure(NAME)


def test_the_material_is_line_for_line():
    km.check_line_for_line(NAME, least=6)


def test_the_kind_reads_at_least_as_well_as_it_did(figures):
    km.check_floor(figures, FLOOR)


def test_both_languages_give_one_form_for_every_card_both_read(figures):
    km.check_one_form(figures)


def test_what_reads_is_played(figures):
    km.check_played(figures)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_renders_back_to_itself_in_both_languages(lang, figures):
    km.check_forms_read_back(figures, lang)


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("Shooting in this sector deals 1 less damage to Infantry.",
     "Стрельба в этом секторе наносит пехоте на 1 повреждение меньше.",
     "Damage dealt to Infantry units in this sector by shooting is reduced by 1."),
    ("Shooting attacks in this sector deal 1 less damage.", "Стрельба в этом секторе наносит на 1 повреждение меньше.",
     "Damage dealt to cards in this sector by shooting is reduced by 1."),
    ("Assaults in this sector cannot overrun.", "В этом секторе штурмующие отряды не могут переходить в прорыв.",
     "Units in this sector cannot overrun."),
])
def test_phrasings_read_as_the_plain_form(en, ru, plain):
    a = parse(en, "en")
    assert a == parse(ru, "ru") == parse(plain, "en")


@pytest.mark.parametrize(("text", "lang"), [
    ("Shooting in this sector deals 1 less damage to one enemy unit.", "en"),   # one card is no lasting scope
    ("Shooting in this sector deals 1 less damage to units in play.", "en"),    # the attack's place is the scope's
    ("Shooting deals 1 less damage to Infantry to Vehicles.", "en"),
    ("T: Shooting deals 1 less damage to the defending unit.", "en"),           # a constant's change only
])
def test_what_is_refused(text, lang):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


def test_the_kind_is_the_damage_reduction_of_a_scope():
    e = parse("Special assaults in this sector deal 2 less damage to Vehicles.", "en").effects[0]
    assert isinstance(e, ir.DamageReduced) and e.attack == "special_assault" and e.amount == 2
    assert e.target.quantity == "all" and e.target.filters == [ir.KeywordFilter(keyword="Vehicle")]


def _shoot(g, shooter, target):
    g.apply(("shoot", shooter, target))
    for _ in range(20):
        q = g.question()
        if q is None or q.kind not in ("tactics", "block"):
            return
        g.apply(("pass",) if ("pass",) in g.legal_decisions() else g.legal_decisions()[0])


@pytest.mark.parametrize(("keywords", "survives"), [(("Infantry",), True), (("Vehicle",), False)])
def test_a_sector_printing_it_reduces_the_damage_only_to_its_kind(keywords, survives):
    sec = sector(("Shooting in this sector deals 1 less damage to Infantry.",
                  "Стрельба в этом секторе наносит пехоте на 1 повреждение меньше."))
    g, c = sector_game(sec, ("gun", card(fp=3), 0, "sector", 0), ("it", card(ar=3, keywords=keywords), 1, "sector", 0))
    _shoot(g, c["gun"], c["it"])
    assert (g.zone_of(c["it"]) != "discard") == survives


def test_a_sector_where_assaults_cannot_overrun_offers_no_overrun():
    sec = sector(("Assaults in this sector cannot overrun.", "В этом секторе штурмующие отряды не могут переходить в прорыв."))
    g, c = sector_game(sec, ("me", card(as_=10), 0, "sector", 0, "charging"), ("e1", card(ar=1), 1, "sector", 0),
                       ("e2", card(ar=1), 1, "sector", 0))
    g.apply(("assault", c["me"], c["e1"]))
    for _ in range(10):
        if g.question().kind != "tactics":
            break
        g.apply(("pass",))
    assert g.zone_of(c["e1"]) == "discard"
    assert not any(d[0] == "overrun" for d in g.legal_decisions())
