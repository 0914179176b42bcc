"""parse(render(ir, lang), lang) == ir: for every ability of the pool and for generated IR."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from heresy_app.abilities import parse, render
from heresy_app.cards.sources import load_all
from tests.abilities.strategies import abilities

NOUN = {"unit": "unit", "asset": "asset", "ship": "ship"}


def _pool_texts():
    _, cards = load_all()
    for card in cards:
        for i, ab in enumerate(card.abilities):
            yield pytest.param(card, ab, id=f"{card.id}-ability{i}")
        if card.command is not None:
            yield pytest.param(card, card.command, id=f"{card.id}-command")


POOL = list(_pool_texts())


@pytest.mark.parametrize(("card", "text"), POOL)
def test_every_pool_ability_parses_in_both_languages_to_one_ir_and_round_trips(card, text):
    en = parse(text.en, "en")
    ru = parse(text.ru, "ru")
    assert en == ru
    noun = NOUN.get(card.type.value, "card")
    for lang in ("en", "ru"):
        assert parse(render(en, lang, noun), lang) == en


def test_the_pool_has_abilities_to_check():
    assert len(POOL) > 250


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(abilities())
def test_generated_ir_round_trips_in_english(ability):
    text = render(ability, "en")
    assert parse(text, "en") == ability, text


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(abilities())
def test_generated_ir_round_trips_in_russian(ability):
    text = render(ability, "ru")
    assert parse(text, "ru") == ability, text


@settings(max_examples=40, deadline=None)
@given(abilities())
def test_ir_survives_json(ability):
    from heresy_app.abilities.ir import Ability

    assert Ability.model_validate_json(ability.model_dump_json()) == ability
