"""Kinds of issue 24 written by helper g19b (tests/abilities/kinds/g19b_*.txt, line N the same card in both
languages): the event clause in every tense, voice and order. An event told in the past or the perfect ("has
been destroyed", "has charged", «был уничтожен», «уничтожил», «объявил»), with "gets" / "becomes" ("gets
locked", "becomes ready"), in Russian's «-ся» passive («уничтожается», «поворачивается»), the impersonal
plural after one card («твой отряд штурмуют»), with the place or the verb put first («Когда в этом секторе
уничтожается отряд»), «начал наступать», «переходит в наступление», a condition in the past ("if it had 2 or
more flags", «если это был герой») and "Play after <event>" / «Играй после того, как …» reads as the present
event the grammar reads (``abilities/event_words.py``); each reads alike in both languages, reads back from its
rendering, and the engine plays a sample. An event the engine does not observe is still refused. The
``_aside`` files were kept aside while the module was written."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse
from tests.engine.printed import card, game, texts, until


@pytest.mark.parametrize(("en", "ru", "same_as"), [
    ("R: When one of your units has been destroyed, draw 1 card.",
     "Р: Когда один из твоих отрядов был уничтожен, возьми 1 карту.",
     "R: When one of your units is destroyed, draw 1 card."),
    ("When this unit has destroyed an enemy unit, draw 1 card.",
     "Когда этот отряд уничтожил отряд противника, возьми 1 карту.",
     "When this unit destroys an enemy unit, draw 1 card."),
    ("R: When an enemy unit gets locked, draw 1 card.",
     "Р: Когда отряд противника поворачивается, возьми 1 карту.",
     "R: When an enemy unit is locked, draw 1 card."),
    ("R: When one of your units becomes ready, draw 1 card.",
     "Р: Когда твой отряд разворачивается, возьми 1 карту.",
     "R: When one of your units is readied, draw 1 card."),
    ("R: After your opponent has declared a war action, draw 1 card.",
     "Р: После того как противник объявил военную акцию, возьми 1 карту.",
     "R: When your opponent declares a war action, draw 1 card."),
    ("R: When an enemy unit has charged, lock it.",
     "Р: Когда отряд противника начал наступать, поверни его.",
     "R: When an enemy unit charges, lock it."),
    ("R: When an enemy unit charges, lock it.",
     "Р: Когда отряд противника переходит в наступление, поверни его.",
     None),
    ("R: When an enemy Vehicle is destroyed in this sector, draw 1 card.",
     "Р: Когда в этом секторе уничтожается техника противника, возьми 1 карту.",
     None),
    ("R: When another unit of yours was destroyed in this sector, draw 1 card.",
     "Р: Когда в этом секторе был уничтожен другой твой отряд, возьми 1 карту.",
     "R: When another unit of yours in this sector is destroyed, draw 1 card."),
    ("R: When one of your Infantry units is assaulted, it gets +1 armor.",
     "Р: Когда твой отряд пехоты штурмуют, он получает +1 к броне.",
     None),
    ("R: When your Infantry units assault, draw 1 card.",
     "Р: Когда твои отряды пехоты штурмуют, возьми 1 карту.",
     "R: When one of your Infantry units assaults, draw 1 card."),
    ("R: Play after one of your units is destroyed. Draw 1 card.",
     "Р: Играй после того, как твой отряд уничтожен. Возьми 1 карту.",
     "R: When one of your units is destroyed, draw 1 card."),
    ("R: When an enemy unit is destroyed, draw 1 card. Use only if it had flags.",
     "Р: Когда отряд противника уничтожен, возьми 1 карту. Используется только если у него были флаги.",
     "R: When an enemy unit is destroyed, draw 1 card. Use only if it has flags."),
    ("When the battle begins, draw 1 card.",
     "Когда начинается сражение, возьми 1 карту.",
     "At the start of the battle, draw 1 card."),
    ("When the battle ends, destroy this unit.",
     "Когда сражение заканчивается, уничтожь этот отряд.",
     "At the end of the battle, destroy this unit."),
    ("R: As soon as an enemy unit charges, lock it.",
     "Р: Как только отряд противника наступает, поверни его.",
     "R: When an enemy unit charges, lock it."),
    ("R: When this unit is targeted by an enemy ability, it gets +1 armor.",
     "Р: Когда этот отряд стал целью способности противника, он получает +1 к броне.",
     "R: When this unit becomes the target of an enemy ability, it gets +1 armor."),
    ("R: Play when an attack by one of your units is blocked. Draw 1 card.",
     "Р: Играй, когда атаку твоего отряда блокируют. Возьми 1 карту.",
     "R: When one of your units is blocked, draw 1 card."),
    ("R: When an Infantry unit has blocked this unit, draw 1 card.",
     "Р: Когда этот отряд заблокировали отряды пехоты, возьми 1 карту.",
     None),
])
def test_one_event_reads_alike_in_every_tense_voice_and_order(en, ru, same_as):
    a = parse(en, "en")
    assert a == parse(ru, "ru")
    if same_as is not None:
        assert a == parse(same_as, "en")


@pytest.mark.parametrize(("lang", "text"), [
    ("en", "R: When your opponent has revealed an event, draw 1 card."),   # no reveal is answered
    ("ru", "Р: Когда противник открыл событие, возьми 1 карту."),
    ("en", "R: After your opponent has discarded a card, draw 1 card."),   # nor a discard
    ("en", "M: Play after you fail a test. Roll again."),   # "play after" a test is a modifier's timing
])
def test_what_the_engine_does_not_observe_is_refused(lang, text):
    with pytest.raises(AbilityParseError):
        parse(text, lang)


# ---------------------------------------------------------------- played as printed

def _r(text, lang):
    return parse(text, lang).model_dump(mode="json")


LOCKED_EVENT = [
    ("en", "R: When an enemy unit has been destroyed, draw 2 cards."),
    ("ru", "Р: Когда отряд противника был уничтожен, возьми 2 карты."),
]


@pytest.mark.parametrize("lang,text", LOCKED_EVENT)
def test_an_event_told_in_the_past_is_answered_as_it_happens(lang, text):
    g, c = game(("gun", card(fp=5), 0, "sector", 0), ("e", card(ar=1), 1, "sector", 0),
                ("me", card(_r(text, lang), type="asset"), 0, "sector", 0),
                ("x", card(), 0, "deck"), ("y", card(), 0, "deck"))
    g.apply(("shoot", c["gun"], c["e"]))
    assert until(g, "reaction", 0, "destroyed") is not None and ("play", c["me"], 0) in g.legal_decisions()
    hand = len(g.hands[0])
    g.apply(("play", c["me"], 0))
    assert len(g.hands[0]) == hand + 2
    assert any("P1 uses" in t for t in texts(g)) and any("Игрок 1" in t for t in texts(g, "ru"))
