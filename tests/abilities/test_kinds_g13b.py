"""Issue 24 (g13b): who and how many (tests/abilities/kinds/g13b_*.txt, line N the same card in both languages;
g13b_aside_* kept aside while the parts were written, measured only: the material's checks are
test_kinds_material.py's).

- counts in whole groups ("for every 2 Vehicle units you have in this sector", "for every 3 cards in your command
  hand", "per 2 enemy units" / «за каждые 2 твоих отряда техники», «за каждые 3 карты в твоей руке»): ``every`` of
  ir.Count and ir.CardsIn, the count divided by it and rounded down, in every slot a count stands (a stat change,
  damage, a draw, a discard, flags, a scope's change), with its maximum."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from heresy_app.abilities import AbilityParseError, ir, parse, render  # noqa: E402
from heresy_app.engine.terms import STAT_CODES  # noqa: E402
from tests.engine.printed import card, game, texts  # noqa: E402

AS = STAT_CODES["assault"]


# ---- counts in whole groups

@pytest.mark.parametrize(("en", "ru", "every"), [
    ("WA: Draw 1 card for every 2 Vehicle units you have in this sector.",
     "ВА: Возьми 1 карту за каждые 2 твоих отряда техники в этом секторе.", 2),
    ("WA: Draw 1 card for every two Vehicle units you have in this sector.",
     "ВА: Возьми 1 карту за каждые два твоих отряда техники в этом секторе.", 2),
    ("WA: Draw 2 cards for every 5 enemy units in this sector.",
     "ВА: Возьми 2 карты за каждые 5 отрядов противника в этом секторе.", 5),
])
def test_a_group_count_is_one_form_in_both_languages(en, ru, every):
    a = parse(en, "en")
    assert a == parse(ru, "ru")
    count = a.effects[0].count
    assert isinstance(count, ir.Count) and count.every == every
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a


def test_a_group_of_cards_in_a_hand_counts_the_hand():
    a = parse("E: You get +1 flag for every 3 cards in your command hand.", "en")
    assert a == parse("С: Ты получаешь +1 флаг за каждые 3 карты в твоей руке.", "ru")
    assert a.effects[0].amount == ir.CardsIn(player="you", zone="hand", every=3)


def test_a_group_of_one_is_refused_and_each_card_of_a_pile_reads_once():
    with pytest.raises(AbilityParseError):
        parse("WA: Draw 1 card for every 1 enemy unit in this sector.", "en")
    a = parse("WA: Draw 1 card for each card in your discard pile.", "en")   # was refused as read two ways
    assert a.effects[0].count == ir.CardsIn(player="you", zone="discard")


GROUPS = ("WA: Draw 1 card for every 2 Vehicle units you have in this sector.",
          "ВА: Возьми 1 карту за каждые 2 твоих отряда техники в этом секторе.")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("vehicles", "drawn"), [(0, 0), (1, 0), (2, 1), (3, 1), (5, 2)])
def test_the_engine_counts_whole_groups(lang, vehicles, drawn):
    wa = parse(GROUPS[0 if lang == "en" else 1], lang).model_dump(mode="json")
    tank = card(keywords=("Vehicle",))
    rows = [("me", card(wa), 0, "sector", 0), ("foe", card(), 1, "sector", 0)]
    rows += [(f"v{i}", tank, 0, "sector", 0) for i in range(vehicles)]
    rows += [(f"e{i}", tank, 1, "sector", 0) for i in range(3)]   # the enemy's Vehicles are not counted
    g, c = game(*rows)
    before = len(g.hands[0])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[0]) - before == drawn
    assert texts(g, "ru")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("others", "bonus"), [(0, 0), (1, 0), (2, 1), (4, 2), (7, 3)])
def test_a_constant_in_groups_counts_the_others_with_its_maximum(lang, others, bonus):
    text = ("This unit gets +1 assault for every 2 other Infantry units you have in this sector, to a maximum of 3."
            if lang == "en" else
            "Этот отряд получает +1 к штурму за каждые 2 других твоих отряда пехоты в этом секторе, но не больше 3.")
    const = parse(text, lang).model_dump(mode="json")
    inf = card(keywords=("Infantry",))
    rows = [("me", card(const, as_=2, keywords=("Infantry",)), 0, "sector", 0), ("foe", card(), 1, "sector", 0)]
    rows += [(f"i{i}", inf, 0, "sector", 0) for i in range(others)]
    g, c = game(*rows)
    assert g.stat(c["me"], AS) == 2 + bonus
