"""The Russian formal register (issue 24): a card printed with «вы / ваш» and plural imperatives («Поверните»,
«Возьмите») says what the informal «ты / твой» («Поверни», «Возьми») says, and reads into the same form.
The lemma table maps the formal pronouns to the informal ones (abilities/lemmas_ru.py); plural imperatives
already share their verb's lemma. Sentences written for this test, not taken from a corpus."""

from __future__ import annotations

import pytest

from heresy_app.abilities import parse

PAIRS = [
    ("Т: Ваши отряды пехоты в этом секторе получают +1 к броне.",
     "Т: Твои отряды пехоты в этом секторе получают +1 к броне."),
    ("С: Если у вас в этом секторе есть герой, вы получаете +1 флаг.",
     "С: Если у тебя в этом секторе есть герой, ты получаешь +1 флаг."),
    ("ВА Поверните этот отряд: Возьмите 1 карту за каждый ваш наступающий отряд.",
     "ВА Поверни этот отряд: Возьми 1 карту за каждый твой наступающий отряд."),
    ("Р: Когда ваш отряд уничтожен, вы можете взять 1 карту.",
     "Р: Когда твой отряд уничтожен, ты можешь взять 1 карту."),
    ("Этот отряд получает +1 к штурму за каждый ваш ресурс в этом секторе.",
     "Этот отряд получает +1 к штурму за каждый твой ресурс в этом секторе."),
    ("Ш: Уничтожьте 1 отряд противника с броней меньше, чем у этого отряда, если у вас нет героя.",
     "Ш: Уничтожь 1 отряд противника с броней меньше, чем у этого отряда, если у тебя нет героя."),
]


@pytest.mark.parametrize("formal, informal", PAIRS)
def test_the_formal_register_reads_as_the_informal_one(formal, informal):
    want = parse(informal, "ru")
    assert parse(formal, "ru").model_dump(mode="json") == want.model_dump(mode="json")


def test_the_formal_form_is_the_same_card_as_its_english():
    ru = parse("Т: Ваши отряды пехоты в этом секторе получают +1 к броне.", "ru")
    en = parse("T: Your Infantry units in this sector get +1 armor.", "en")
    assert ru.model_dump(mode="json") == en.model_dump(mode="json")
