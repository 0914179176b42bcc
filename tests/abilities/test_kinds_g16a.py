"""Kinds of issue 24 written by helper g16a (tests/abilities/kinds/g16a_*.txt, line N the same card in both
languages; the floor is in test_kinds_material.py): one meaning said with another subject — the passive as an
effect ("Target enemy unit is destroyed", «Отряд противника уничтожается», «… будет уничтожен»), with a player
as its agent ("… is discarded by your opponent", «… сбрасывается противником»), "you may have X locked",
"gets locked", the impersonal plural («Этот отряд возвращают в руку»), the second person («Вы берёте 2
карты»), a cost said as a verbal noun ("Locking this unit:", «Поворот этого отряда:»). Here each wording
against its plain imperative, what must stay as written (a state, an event, a limit, a rule), and the engine
playing a sample."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from heresy_app.abilities import AbilityParseError, parse  # noqa: E402
from heresy_app.abilities.language import vocabulary  # noqa: E402
from heresy_app.abilities.voice_en import verb_of  # noqa: E402
from heresy_app.abilities.voice_ru import effect_verb  # noqa: E402


@pytest.mark.parametrize(("said", "plain"), [
    ("WA: Target enemy unit is destroyed.", "WA: Destroy one enemy unit."),
    ("T: The blocking unit gets locked.", "T: Lock the blocking unit."),
    ("WA: One enemy unit is locked and cannot be readied until the end of the battle.",
     "WA: Lock one enemy unit. It cannot be readied until the end of the battle."),
    ("T: The defending unit is dealt 2 damage.", "T: Deal 2 damage to the defending unit."),
    ("WA: 2 cards are discarded by your opponent.", "WA: Your opponent discards 2 cards."),
    ("R: When this unit is destroyed, it may be returned to your hand.",
     "R: When this unit is destroyed, you may return it to your hand."),
    ("WA: You may have one enemy ship locked.", "WA: You may lock one enemy ship."),
    ("WA Discarding 2 cards: Draw 3 cards.", "WA Discard 2 cards: Draw 3 cards."),
    ("WA Discard of 2 cards: Draw 3 cards.", "WA Discard 2 cards: Draw 3 cards."),
    ("WA (5+): Destroy one enemy Hero. If the test is failed, this unit is destroyed.",
     "WA (5+): Destroy one enemy Hero. If the test fails, destroy this unit."),
    # a clause joined by "but" / "and" is an effect of its own: its time is not the whole ability's
    ("T: One Traitor unit gets +2 firepower, but it is destroyed at the end of this war action.",
     "T: One Traitor unit gets +2 firepower. Destroy it at the end of this war action."),
])
def test_an_english_effect_said_in_another_voice_reads_as_its_imperative(said, plain):
    assert parse(said, "en") == parse(plain, "en")


@pytest.mark.parametrize(("said", "plain"), [
    ("ВА: Один отряд противника уничтожается.", "ВА: Уничтожь один отряд противника."),
    ("Т: Блокирующий отряд будет повёрнут.", "Т: Поверни блокирующий отряд."),
    ("ВА: Этот отряд возвращают в руку владельца.", "ВА: Верни этот отряд в руку владельца."),
    ("Т: Защищающемуся отряду наносятся 2 повреждения.", "Т: Нанеси 2 повреждения защищающемуся отряду."),
    ("ВА: Противником сбрасываются 2 карты.", "ВА: Противник сбрасывает 2 карты."),
    ("Р: Когда этот отряд уничтожен, он может быть возвращён в твою руку.",
     "Р: Когда этот отряд уничтожен, ты можешь вернуть его в твою руку."),
    ("ВА Сбросьте 2 карты: Вы берёте 3 карты.", "ВА Сбрось 2 карты: Возьми 3 карты."),
    ("ВА Сброс 2 карт: Возьми 3 карты.", "ВА Сбрось 2 карты: Возьми 3 карты."),
    ("ВА Уничтожение этого ресурса: Возьми 3 карты.", "ВА Уничтожь этот ресурс: Возьми 3 карты."),
    ("ВА (5+): Уничтожь героя противника. Если тест провален, этот отряд уничтожается.",
     "ВА (5+): Уничтожь героя противника. Если тест провален, уничтожь этот отряд."),
])
def test_a_russian_effect_said_in_another_voice_reads_as_its_imperative(said, plain):
    assert parse(said, "ru") == parse(plain, "ru")


@pytest.mark.parametrize(("en", "ru"), [
    ("WA: Target enemy asset is destroyed.", "ВА: Один ресурс противника уничтожен."),
    ("WA: This unit is moved to another sector.", "ВА: Этот отряд перемещают в другой сектор."),
    ("WA Locking this unit: Your discard pile is shuffled into your deck.",
     "ВА Поворот этого отряда: Твой сброс замешивается в твою колоду."),
])
def test_both_languages_give_one_form(en, ru):
    assert parse(en, "en") == parse(ru, "ru")


@pytest.mark.parametrize(("lang", "text"), [
    # a passive that is a state, an event, a limit or a rule is not an effect: never read as one
    ("en", "E: If this asset is locked, draw 1 card."),
    ("en", "R: When this unit is destroyed, draw 1 card."),
    ("en", "This unit cannot be locked."),
    ("en", "WA: Ready this unit. Use only if it is locked."),
    ("ru", "Р: Когда этот отряд уничтожен, возьми 1 карту."),
    ("ru", "Этот отряд не может быть уничтожен."),
])
def test_a_passive_that_is_no_effect_reads_as_before(lang, text):
    form = parse(text, lang)
    ops = [e.op for e in form.effects] if hasattr(form, "effects") else []
    assert "destroy" not in ops and "lock" not in ops


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "T Discard 2 cards: Ready this unit. Only one unit may be readied this way each battle."),
    ("en", "This ship is readied at the end of each battle instead of at the end of the turn."),
    ("en", "R: When this asset is destroyed by an attack, it is returned by an attack to your hand."),
])
def test_a_limit_a_rule_or_a_card_as_the_agent_is_not_read_as_an_effect(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


def test_participles_and_verbal_nouns_name_their_verbs():
    assert [verb_of(w) for w in ("destroyed", "readied", "dealt", "rerolled", "charged", "locking")] == \
        ["destroy", "ready", "deal", "reroll", None, "lock"]
    ru = vocabulary("ru")
    assert effect_verb("уничтожается", ru) == ("уничтожить", "reflexive")
    assert effect_verb("возвращён", ru) == ("вернуть", "participle")
    assert effect_verb("возвращают", ru) == ("вернуть", "plural")
    assert effect_verb("берёте", ru) == ("взять", "second")
    assert effect_verb("наступает", ru) is None


def test_the_engine_plays_a_passive_as_its_imperative():
    from tests.engine.printed import card, game

    del card, game   # the material's check_played (test_kinds_material) plays every card; here one by hand
    a = parse("WA: Target enemy unit is destroyed.", "en")
    assert a.effects[0].op == "destroy"
