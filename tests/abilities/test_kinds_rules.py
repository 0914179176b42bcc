"""Issue 24 (g17c): restrictions of any scope and changed steps of the game, as card writers print them on
sector cards, assets and ships: who may not do what (a source of abilities or the opponent as the subject,
one or two verbs, "affect"), what may not be deployed into a sector, how cards enter it;
tests/abilities/kinds/rules_*.txt (line N the same card in both languages), rules_aside_* kept aside while
the parts were written."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, ir, parse
from tests.abilities.kind_material import check_reads_as_one_form, check_reads_back

# measured before the parts were written: rules en 8 / ru 9 of 25; the aside, first read when the parts were
# done: en 9 / ru 9 of 12, all alike (refused: units affecting, not readied at the end of a battle, losing all abilities)
FLOOR = {"rules": 19, "rules_aside": 9}


@pytest.mark.parametrize("name", ["rules", "rules_aside"])
def test_the_material_reads_in_each_language_as_one_form(name):
    check_reads_as_one_form(name, FLOOR[name])


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", ["rules", "rules_aside"])
def test_each_form_reads_back_from_its_text(name, lang):
    check_reads_back(name, lang)


@pytest.mark.parametrize(("en", "ru"), [
    ("Enemy ships cannot affect cards in this sector.", "Корабли противника не могут влиять на карты в этом секторе."),
    ("Cards in this sector cannot be affected by enemy ship abilities.",
     "Карты в этом секторе не могут быть затронуты способностями кораблей противника."),
])
def test_who_may_not_affect(en, ru):
    a = parse(en, "en")
    assert parse(ru, "ru") == a
    [e] = a.effects
    assert e.rule == "unaffected" and e.enemy_only and e.source == ir.AbilitySource(types=["ship"])
    assert e.target.types == ["card"]


def test_two_verbs_give_two_restrictions_and_the_player_as_subject():
    a = parse("Your opponent's cards cannot lock or destroy this ship.", "en")
    assert [(e.rule, e.enemy_only) for e in a.effects] == [("no_lock", True), ("no_destroy_ability", True)]
    assert parse("Карты противника не могут повернуть или уничтожить этот корабль.", "ru") == a
    assert parse("This ship cannot be locked by enemy abilities. This ship cannot be destroyed by enemy abilities.",
                 "en") == a
    b = parse("Your opponent cannot lock your assets.", "en")
    assert b == parse("Твой противник не может поворачивать твои ресурсы.", "ru")
    assert b.effects[0].rule == "no_lock" and b.effects[0].target.owner == "own"


def test_units_as_the_source_of_affect_or_destroy_are_refused():
    # do their attacks count? the text does not say
    for t in ("Enemy units cannot affect this asset.", "Enemy units cannot destroy this asset."):
        with pytest.raises(AbilityParseError):
            parse(t, "en")
    assert parse("Enemy units cannot lock this asset.", "en").effects[0].source == ir.AbilitySource(types=["unit"])


def test_deployed_and_infiltrated():
    a = parse("Titans cannot be deployed or infiltrated into this sector.", "en")
    assert [e.rule for e in a.effects] == ["no_deploy", "no_infiltrate"]
    assert parse("Титанов нельзя высаживать или внедрять в этот сектор.", "ru") == a
    b = parse("Your opponent cannot deploy Titan units into this sector.", "en")
    assert b.effects[0].target.owner == "enemy"
    assert parse("Твой противник не может высаживать отряды титанов в этот сектор.", "ru") == b
    with pytest.raises(AbilityParseError):   # a constant's only: for a time it is not said how
        parse("T: Titans cannot be deployed into this sector.", "en")


def test_entering_locked():
    a = parse("Enemy units infiltrated into this sector enter it locked instead of ready.", "en")
    assert a.effects == [ir.Restriction(rule="enter_locked", target=ir.Choose(quantity="all", owner="enemy"))]
    assert parse("Отряды противника, внедряемые в этот сектор, входят в него повернутыми, а не готовыми.", "ru") == a


def test_does_not_ready_at_the_end_of_the_turn():
    a = parse("This ship does not ready at the end of the turn.", "en")
    assert a == parse("This ship cannot be readied at the end of the turn.", "en")
    assert a == parse("Этот корабль не разворачивается в конце хода.", "ru")


def test_a_command_hand_said_as_the_hand_and_tied_flags():
    a = parse("In battles for this sector, each player draws a command hand of 7 cards instead of 6.", "en")
    assert a == parse("В сражениях за этот сектор каждый игрок набирает командную руку из 7 карт вместо 6.", "ru")
    assert a.effects == [ir.SectorRule(what="command_hand", how="size", player="each", amount=7)]
    t = parse("In case of a tie in flags in this sector, the attacker captures it.", "en")
    assert t.effects == [ir.SectorRule(what="capture", how="ties", player="attacker")]
    assert t == parse("При равенстве флагов в этом секторе его захватывает атакующий.", "ru")
    assert t == parse("If both players have the same number of flags in this sector, the attacker captures it, "
                      "provided they have enough flags.", "en")
    with pytest.raises(AbilityParseError):   # nobody in particular: the rulebook's own rule
        parse("If both players have the same number of flags in this sector, each player captures it.", "en")
