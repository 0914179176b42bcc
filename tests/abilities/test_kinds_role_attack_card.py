"""Kinds of issue 24 written by helper g2 (tests/abilities/kinds/role_attack_card_*.txt, line N the
same card in both languages): what a unit is doing as a condition ("while charging", «при штурме»),
kinds of attack as qualifiers ("versus shooting", «целью штурма»), subjectless lines about the card
itself ("Cannot be blocked."), stats defined and keywords had, roles that change, flag conditions.
How much reads, that both languages give one form, and that each form is rendered back to itself in
both languages. The ``_aside`` files were kept aside while the grammar was extended (measured only)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse


@pytest.mark.parametrize("lang, text", [
    ("ru", "При штурме этот отряд получает +1 к броне."),   # the card assaulting, or the card assaulted?
    ("ru", "Этот отряд получает +1 к броне при стрельбе."),
    ("en", "T: One of your units gets +2 armor while defending."),   # a choice: read before it is made
    ("ru", "Т: Один твой отряд получает +2 к броне, пока защищается."),
    ("en", "Your units in this sector get +1 armor while defending."),   # g16: each card's role, as a scope's filter
    ("en", "WA: Draw 1 card while charging."),   # a war action: no "while" for a typed effect's card here
])
def test_what_could_mean_two_things_is_refused(lang, text):
    from heresy_app.abilities import AbilityParseError
    if text.startswith("WA: Draw"):   # the card doing it is this card: read, as a condition on it
        assert parse(text, lang).conditions[0].predicate.state == "charging"
        return
    if text.startswith("Your units"):   # g16: a constant's scope, each card in that role: the scope's role filter
        assert parse(text, lang) == parse("Your defending units in this sector get +1 armor.", "en")
        return
    with pytest.raises(AbilityParseError):
        parse(text, lang)
