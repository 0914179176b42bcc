"""The same-form measure of the benchmarks (names.alike_but_names): equal forms, or forms whose only
difference is a player's own names, one English name for one Russian name throughout; lines of several
abilities compared ability by ability."""

from __future__ import annotations

from heresy_app.abilities import parse
from heresy_app.abilities.names import alike_but_names


def test_a_new_name_pairs_with_one_name_throughout():
    a = parse("T: One of your Luna Wolves units gets +1 armor.", "en")
    b = parse("Т: Один твой отряд Лунных Волков получает +1 к броне.", "ru")
    assert alike_but_names(a, b)
    assert alike_but_names((a, a), (b, b))
    other = parse("Т: Один твой отряд Сынов Кракена получает +1 к броне.", "ru")
    assert not alike_but_names((a, a), (b, other))     # one English name, two Russian ones
    assert not alike_but_names(parse("T: One of your Luna Wolves units gets +1 firepower.", "en"), b)
    assert not alike_but_names(a, None) and not alike_but_names(None, None)


def test_a_known_keyword_is_never_paired_with_a_new_name():
    a = parse("T: One of your Infantry units gets +1 armor.", "en")
    b = parse("Т: Один твой отряд Лунных Волков получает +1 к броне.", "ru")
    assert not alike_but_names(a, b)
