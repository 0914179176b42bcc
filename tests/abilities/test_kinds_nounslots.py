"""Issue 24 (g18b, session 18): every noun phrase in every slot (tests/abilities/kinds/nounslots_*.txt, line N
the same card in both languages; nounslots_aside_* kept aside while the rules were written, measured at the
start and the end only).

- quantities, counts and places written another way (noun_phrases.py): "any one" / «любой один», "# of" /
  «кол-во», "your fleet" / «флот» without "area" / «зона», «по 2 карты» after each player, "owners'";
- several cards joined by "and" / «и» as the object of every verb that takes cards (ready, return to the
  hand; lock and destroy took them before);
- a ship returned from the discard pile or the hand to the fleet area ("Return 1 ship from your discard pile
  to your fleet", «Верни 1 корабль из своего сброса в свой флот»), with its state after a comma."""

from __future__ import annotations

import pytest

from heresy_app.abilities import ir, parse, render
from heresy_app.engine.effects import supported
from tests.abilities import kind_material as km

# at the start (main at 428a1d1): nounslots en 21 / ru 17 of 30; the aside en 6 / ru 5 of 15 (not looked at)
FLOOR = {"nounslots": (28, 27)}


def test_the_material_reads_in_each_language_as_one_form():
    km.check_reads_as_one_form("nounslots", FLOOR["nounslots"], names=True)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_each_form_reads_back_from_its_canonical_text(lang):
    km.check_reads_back("nounslots", lang, which="own")


def test_what_the_material_reads_the_engine_plays():
    for _, _, a, b in km.parsed("nounslots"):
        for form in (a, b):
            if form is not None:
                assert supported(form.model_dump(mode="json")), render(form, "en")


@pytest.mark.parametrize(("written", "plain", "lang"), [
    ("WA: Lock any one enemy unit.", "WA: Lock one enemy unit.", "en"),
    ("WA: Destroy any 1 enemy asset.", "WA: Destroy one enemy asset.", "en"),
    ("wa: ready any one of your units", "WA: Ready one of your units.", "en"),
    ("ВА: Поверни любой один отряд противника.", "ВА: Поверни один отряд противника.", "ru"),
    ("ВА: Поверни один любой отряд противника.", "ВА: Поверни один отряд противника.", "ru"),
    ("ВА: Уничтожь любой 1 ресурс противника.", "ВА: Уничтожь один ресурс противника.", "ru"),
    ("T (X+): Ready this unit. X = # of ships in your fleet.",
     "T (X+): Ready this unit. X = the number of ships in your fleet area.", "en"),
    ("T (X+): Draw 2 cards. X = # of cards in your hand.",
     "T (X+): Draw 2 cards. X = the number of cards in your hand.", "en"),
    ("Т (X+): Возьми 2 карты. X = кол-во карт в твоей руке.",
     "Т (X+): Возьми 2 карты. X = количество карт в твоей руке.", "ru"),
    ("WA: Draw 1 card for each ship in your fleet.", "WA: Draw 1 card for each ship in your fleet area.", "en"),
    ("ВА: Возьми 1 карту за каждый корабль в твоём флоте.",
     "ВА: Возьми 1 карту за каждый корабль в твоей зоне флота.", "ru"),
    ("ВА: Каждый игрок берёт по 2 карты.", "ВА: Каждый игрок берёт 2 карты.", "ru"),
    ("ВА: Оба игрока сбрасывают по 1 карте.", "ВА: Каждый игрок сбрасывает 1 карту.", "ru"),
    ("WA: Return two enemy units to their owners' hands.", "WA: Return two enemy units to their owner's hand.", "en"),
])
def test_a_phrase_written_another_way_reads_as_the_plain_one(written, plain, lang):
    assert parse(written, lang) == parse(plain, lang)


def test_any_before_a_noun_is_still_any():
    """Only "any" before "one" is dropped: "any enemy unit" reads as it did."""
    assert parse("WA: Lock any enemy unit.", "en") == parse("WA: Lock one enemy unit.", "en")


def test_po_is_dropped_only_after_each_player():
    """«по» before a number is dropped where each player is the clause's subject, and nowhere else."""
    from heresy_app.abilities.language import vocabulary
    from heresy_app.abilities.tokens import tokenize

    def lemmas(text):
        return [w.lemma for w in tokenize(text, "ru", vocabulary("ru"))]

    assert "по" not in lemmas("ВА: Каждый игрок берёт по 2 карты.")
    assert "по" in lemmas("ВА: Каждый игрок берёт 1 карту. Противник берёт по 2 карты.")
    assert "по" in lemmas("ВА: Нанеси по 2 повреждения этому отряду.")


@pytest.mark.parametrize(("en", "ru", "op"), [
    ("WA: Ready this unit and one other locked Death Guard unit.",
     "ВА: Разверни этот отряд и ещё один повёрнутый отряд Гвардии Смерти.", ir.Ready),
    ("WA: Ready this unit and the defending unit.", "ВА: Разверни этот отряд и защищающийся отряд.", ir.Ready),
    ("WA: Return this unit and one enemy unit to their owners' hands.",
     "ВА: Верни этот отряд и один отряд противника в руку владельца.", ir.Return),
])
def test_several_cards_joined_by_and_are_the_object_of_every_verb(en, ru, op):
    a = parse(en, "en")
    assert a == parse(ru, "ru")
    assert len(a.effects) == 2 and all(isinstance(e, op) for e in a.effects)
    assert a.effects[0].target == ir.ThisCard()
    assert supported(a.model_dump(mode="json"))
    for lang in ("en", "ru"):
        assert parse(render(a, lang), lang) == a


@pytest.mark.parametrize(("en", "ru"), [
    ("E: Return 1 ship from your discard pile to your fleet area.",
     "С: Верни 1 корабль из своего сброса в свою зону флота."),
    ("WA: Put 1 ship from your discard pile into your fleet, locked.",
     "ВА: Положи 1 корабль из своего сброса в свой флот повёрнутым."),
    ("WA: Return 2 ships from your discard pile to your fleet.", "ВА: Верни 2 корабля из своего сброса в свой флот."),
])
def test_a_ship_returned_to_the_fleet_is_put_into_the_fleet_area(en, ru):
    a = parse(en, "en")
    assert a == parse(ru, "ru")
    assert a == parse(en.replace("Return", "Put").replace(" to your", " into your"), "en")
    km.check_pair_read_rendered_and_played(en, ru)


@pytest.mark.parametrize("verb", ["Ready", "Lock", "Destroy"])
def test_all_your_x_and_y_is_one_scope_of_either_keyword(verb):
    """"all your Tanks and Walkers": your Tanks and your Walkers (before, refused as read two ways)."""
    a = parse(f"WA Lock this unit: {verb} all your Tanks and Walkers.", "en")
    assert len(a.effects) == 1
    t = a.effects[0].target
    assert t.owner == "own" and t.quantity == "all" and len(t.alt) == 1


@pytest.mark.parametrize(("text", "lang"), [
    ("WA: Lock 2 enemy units. These units get -1 assault this battle.", "en"),
    ("WA: Lock 2 enemy units. Those units cannot block this battle.", "en"),
    ("ВА: Поверни 2 отряда противника. Эти отряды получают -1 к штурму в этом сражении.", "ru"),
])
def test_these_units_are_the_cards_named_before_never_this_card(text, lang):
    a = parse(text, lang)
    assert a.effects[1].target != ir.ThisCard()
    assert isinstance(a.effects[1].target, ir.ChosenCard)


@pytest.mark.parametrize(("text", "lang"), [
    ("T: These units get +1 armor.", "en"),
    ("Т: Эти отряды получают +1 к броне.", "ru"),
])
def test_these_units_with_nothing_named_before_are_refused(text, lang):
    from heresy_app.abilities import AbilityParseError

    with pytest.raises(AbilityParseError):
        parse(text, lang)


def test_his_with_no_player_named_before_is_still_refused():
    """"his units" with no player named before it stays refused (test_kinds_g3b: whose they are is not said)."""
    from heresy_app.abilities import AbilityParseError

    with pytest.raises(AbilityParseError):
        parse("R: When one of his units is destroyed, draw 1 card.", "en")


@pytest.mark.parametrize(("written", "plain", "lang"), [
    ("T: This unit gets +1 firepower for each of your other units.",
     "T: This unit gets +1 firepower for each other unit of yours.", "en"),
    ("Т: Этот отряд получает +1 к огневой мощи за каждый из твоих других отрядов.",
     "Т: Этот отряд получает +1 к огневой мощи за каждый твой другой отряд.", "ru"),
    ("Т: Этот отряд получает +1 к огневой мощи за каждый из отрядов противника в этом секторе.",
     "Т: Этот отряд получает +1 к огневой мощи за каждый отряд противника в этом секторе.", "ru"),
])
def test_each_of_is_each(written, plain, lang):
    assert parse(written, lang) == parse(plain, lang)


def test_each_of_them_is_left_as_it_is():
    a = parse("ВА: Поверни 2 отряда противника. Каждый из них получает -1 к штурму в этом сражении.", "ru")
    assert isinstance(a.effects[1].target, ir.ChosenCard)


@pytest.mark.parametrize(("text", "lang"), [
    ("WA: Lock one enemy unit. The locked unit gets -1 armor this battle.", "en"),
    ("WA: Lock one enemy unit. The unit locked this way gets -1 armor this battle.", "en"),
    ("ВА: Поверни один отряд противника. Повёрнутый отряд получает -1 к броне в этом сражении.", "ru"),
    ("ВА: Поверни один отряд противника. Отряд, повёрнутый таким образом, получает -1 к броне в этом сражении.", "ru"),
])
def test_the_locked_unit_after_locking_one_card_is_that_card(text, lang):
    """Before: the English refused, the Russian read as a new choice of any locked unit (a misreading)."""
    a = parse(text, lang)
    assert a == parse("WA: Lock one enemy unit. It gets -1 armor this battle.", "en")


def test_the_locked_unit_after_locking_two_is_refused():
    from heresy_app.abilities import AbilityParseError

    with pytest.raises(AbilityParseError):
        parse("WA: Lock two enemy units. The locked unit gets -1 armor this battle.", "en")


def test_an_enemy_fleet_count_renders_as_the_opponents_fleet():
    a = parse("WA: Draw 1 card for each ship in your opponent's fleet.", "en")
    assert render(a, "en") == "WA: Draw 1 card for each ship in your opponent's fleet."
