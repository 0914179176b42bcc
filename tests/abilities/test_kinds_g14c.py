"""Kinds of issue 24 written by helper g14c (session 14; tests/abilities/kinds/g14c*_*.txt, line N the same card
in both languages).

Players as choosers of their own cards, in any order: "Your opponent chooses one of his units and locks it",
"Each player chooses and destroys one of their units" / «Противник выбирает один свой отряд и поворачивает его»,
«Каждый игрок выбирает и уничтожает один свой отряд» read as the plain "... locks (destroys) one of his units":
the player who acts makes the choice. "Both players" / «оба игрока» are each player; "Then, if ..., ..." /
«Затем (после этого), если ..., ...» is the condition's sentence in sequence. The ``_aside`` files were written
with the material and measured only."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.ability_corpus import measure
from heresy_app.abilities import AbilityParseError, ir, parse
from heresy_app.abilities.reasons import reason
from tests.abilities import kind_material as km
from tests.engine.printed import card, game

KINDS = Path(__file__).resolve().parent / "kinds"


@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("WA: Your opponent chooses one of his units in this sector and locks it.",
     "ВА: Противник выбирает один свой отряд в этом секторе и поворачивает его.",
     "WA: Your opponent locks one of his units in this sector."),
    ("A: Your opponent chooses and destroys one of their flagless units.",
     "Ш: Противник выбирает и уничтожает один свой бесфлаговый отряд.",
     "A: Your opponent destroys one of their flagless units."),
    ("E: Each player chooses one of his ready units and locks it.",
     "С: Каждый игрок выбирает один свой готовый отряд и поворачивает его.",
     "E: Each player locks one of his ready units."),
    ("WA: Both players discard 1 card.", "ВА: Оба игрока сбрасывают 1 карту.", "WA: Each player discards 1 card."),
    ("WA: Lock one enemy unit. Then, if it is a Hero, draw 1 card.",
     "ВА: Поверни один отряд противника. Затем, если это герой, возьми 1 карту.",
     "WA: Lock one enemy unit. If it is a Hero, draw 1 card."),
    ("A: Your opponent must choose one of his Vehicle units in this sector and destroy it.",
     "Ш: Противник должен выбрать один свой отряд техники в этом секторе и уничтожить его.",
     "A: Your opponent destroys one of his Vehicle units in this sector."),
])
def test_a_player_who_chooses_his_own_cards_reads_as_the_plain_form(en, ru, plain):
    km.check_plain_form(en, ru, plain)


def test_the_opponent_who_chooses_is_the_one_who_acts():
    a = parse("WA: Your opponent chooses two of his units and returns them to his hand.", "en")
    (each,) = a.effects
    assert isinstance(each, ir.EachPlayer) and each.player == "opponent"
    (ret,) = each.effects
    assert isinstance(ret, ir.Return) and ret.target.owner == "own" and ret.target.count == 2


@pytest.mark.parametrize(("lang", "text"), [
    # the chosen card is named again by "it": a choice of the opponent's cards that you act on is another text
    ("en", "WA: Your opponent chooses one of his units and you lock it."),
    ("en", "WA: Your opponent chooses one of his units and locks one enemy unit."),
    ("ru", "ВА: Противник выбирает один свой отряд и поворачивает один отряд противника."),
])
def test_a_second_verb_that_does_not_name_the_chosen_card_is_not_read_as_it(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Your opponent chooses one of his units in this sector and locks it."),
    ("ru", "ВА: Противник выбирает один свой отряд в этом секторе и поворачивает его."),
])
def test_the_opponent_chooses_which_of_his_units_is_locked(lang, text):
    g, c = game(("me", card(parse(text, lang).model_dump(mode="json")), 0, "sector", 0),
                ("e", card(), 1, "sector", 0), ("e2", card(), 1, "sector", 0))
    g.apply(("play", c["me"], 0))
    assert g.current_player == 1
    assert sorted(d[1] for d in g.legal_decisions() if d[0] == "choose") == sorted([c["e"], c["e2"]])
    g.apply(("choose", c["e2"]))
    assert g.position_of(c["e2"]) == "locked" and g.position_of(c["e"]) != "locked"
    assert g.position_of(c["me"]) != "locked"


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "WA: Lock one enemy unit. Then, if it is a Hero, draw 1 card."),
    ("ru", "ВА: Поверни один отряд противника. Затем, если это герой, возьми 1 карту."),
])
@pytest.mark.parametrize("hero", [True, False])
def test_then_if_draws_only_when_the_locked_unit_is_a_hero(lang, text, hero):
    kw = ["Hero"] if hero else []
    g, c = game(("me", card(parse(text, lang).model_dump(mode="json")), 0, "sector", 0),
                ("e", card(keywords=kw), 1, "sector", 0))
    hand = len(g.hands[0])
    g.apply(("play", c["me"], 0))
    if any(d[0] == "choose" for d in g.legal_decisions()):
        g.apply(("choose", c["e"]))
    assert g.position_of(c["e"]) == "locked"
    assert len(g.hands[0]) == hand + (1 if hero else 0)


def test_the_aside_material_reads_without_tuning():
    aside = measure(str(KINDS / "g14c_aside"))
    assert aside["en"][0] >= 6 and aside["ru"][0] >= 6
    km.check_one_form(aside)
    km.check_played(aside)


# ---- a parenthesis that changes the ability is read as the same words outside it

@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("WA: Draw X cards (X is the number of your units in this sector).",
     "ВА: Возьми Х карт (Х — количество твоих отрядов в этом секторе).",
     "WA: Draw X cards, where X is the number of your units in this sector."),
    ("T: The defending unit gets +X armor (X is its speed).",
     "Т: Защищающийся отряд получает +Х к броне (Х равен его скорости).",
     "T: The defending unit gets +X armor. X = its speed."),
    ("T: This unit gets +1 armor (+2 armor if it is a Hero).",
     "Т: Этот отряд получает +1 к броне (+2 к броне, если это герой).",
     "T: This unit gets +1 armor. If it is a Hero, it gets +2 armor instead."),
])
def test_a_parenthesis_that_changes_the_ability_reads_as_its_words_outside_it(en, ru, plain):
    km.check_plain_form(en, ru, plain)


# ---- reminder text (tests/abilities/kinds/g14c2_*.txt): a keyword's rule restated in parentheses is left out

@pytest.mark.parametrize(("en", "ru", "plain"), [
    ("Counter-attack (this unit strikes back when it is assaulted).",
     "Контратака (когда этот отряд штурмуют, он наносит повреждения в ответ).", "Counter-attack."),
    ("Unique (you may control only one copy of this card in a sector).",
     "Уникальный (в одном секторе ты можешь контролировать только одну копию этой карты).", "Unique."),
    ("T: This unit gets Counter-attack (it deals damage back when it is attacked) until the end of the war action.",
     "Т: Этот отряд получает контратаку (он наносит повреждения в ответ, когда его атакуют) до конца ВА.",
     "T: This unit gets Counter-attack until the end of the war action."),
    ("T Discard 1 card: This unit gets +1 firepower. Unlimited (you may use this ability any number of times per "
     "war action).",
     "Т Сбрось 1 карту: Этот отряд получает +1 к огневой мощи. Неограниченно (эту способность можно использовать "
     "любое количество раз за ВА).",
     "T Discard 1 card: This unit gets +1 firepower. Unlimited."),
])
def test_a_reminder_reads_as_its_keyword_alone(en, ru, plain):
    km.check_plain_form(en, ru, plain)


@pytest.mark.parametrize(("lang", "text", "word"), [
    # each says what the rule does not: a limit, an amount, a keyword
    ("en", "Counter-attack (only against Infantry).", "only"),
    ("en", "Counter-attack (it deals 1 extra damage back).", "1"),
    ("en", "Unlimited (but at most twice per battle).", "but"),
    ("ru", "Контратака (только против пехоты).", "только"),
    ("ru", "Т: Этот отряд получает контратаку (+1 повреждение) до конца ВА.", "+"),
])
def test_a_parenthesis_that_adds_to_the_rule_is_refused_with_the_word(lang, text, word):
    with pytest.raises(AbilityParseError, match="says more than the keyword's rule") as exc:
        parse(text, lang)
    assert f"'{word}'" in str(exc.value) and exc.value.column == text.index(word) + 1
    assert "говорит больше, чем правило" in reason(str(exc.value).split(": ", 1)[1], "ru")


def test_a_keyword_without_a_rule_has_no_reminder():
    # Infiltrate names no place to infiltrate from (the rulebook: the ability says where from): not a reminder
    with pytest.raises(AbilityParseError):
        parse("Infiltrate (put it into play from your hand during the battle).", "en")


def test_a_test_after_a_keyword_is_still_a_test():
    assert parse("T: This unit gets Counter-attack (4+).", "en") == parse("T (4+): This unit gets Counter-attack.", "en")


def test_counter_attack_with_a_reminder_counter_attacks_once():
    text = "Counter-attack (when this unit is shot or assaulted, it deals damage back to the attacking unit)."
    assert parse(text, "en") == parse("Counter-attack.", "en")
    assert parse(text, "en").effects == [ir.KeywordLine(keyword="Counter-attack")]


def test_the_reminder_aside_reads_without_tuning():
    aside = measure(str(KINDS / "g14c2_aside"))
    assert aside["en"][0] >= 6 and aside["ru"][0] >= 6
    km.check_one_form(aside)
    km.check_played(aside)
