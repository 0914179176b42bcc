"""Russian as a first-class grammar (issue 24, helper g18d of session 18; the name test_kinds_g18d.py was taken
by session 13's g18d): the material tests/abilities/kinds/rufirst_*.txt (its row in test_kinds_material.py),
the paradigm of every word of the grammar (paradigms_ru.py) and the free orders (free_order_ru.py).
The ``_aside`` files were kept aside while the mechanism was built (measured only)."""

from __future__ import annotations

import pytest

from heresy_app.abilities import AbilityParseError, parse, render
from heresy_app.abilities.language import vocabulary
from heresy_app.abilities.tokens import lemma

# the dictionary's forms a word of the grammar takes and the grammar reads as that word
_READ = {"NOUN", "ADJF", "VERB", "INFN"}
_SKIP = ("COMP", "Supr", "V-ey", "V-oy", "Infr", "Arch", "Slng", "V-be", "V-en", "V-ie", "V-bi", "Erro", "Dist",
         "excl", "1per", "2per", "past")


def _paradigm_holes() -> list[str]:
    from heresy_app.abilities.names import morph

    voc = vocabulary("ru")
    holes = []
    for word in sorted(voc):
        if not word.isalpha() or len(word) < 3:
            continue
        parses = [p for p in morph().parse(word)
                  if p.normal_form.replace("ё", "е") == word and p.tag.POS in ("NOUN", "ADJF", "INFN")]
        if not parses:
            continue
        for form in parses[0].lexeme:
            tag = str(form.tag)
            if form.tag.POS not in _READ or any(s in tag for s in _SKIP):
                continue
            if form.tag.POS == "VERB" and "3per" not in tag and "impr" not in tag and "past" not in tag:
                continue
            written = form.word.replace("ё", "е")
            if lemma(written, "ru", voc) not in voc and word != "быть":
                holes.append(written)
    return holes


def test_every_case_number_person_and_tense_of_the_grammars_words_reads_as_a_word_of_the_grammar():
    # before paradigms_ru (main at 428a1d1): 1,020 such forms (the past tense counted) read as no word («флотов»,
    # «выберет», «нанесут», «зон», «второго»); after, the past tense (event_words.py's) and «быть» (voice.py's) left
    # out: 49, words whose likeliest reading is another word («верхом», «выборы», «бронь») and a name («Проспера»)
    holes = _paradigm_holes()
    assert len(holes) <= 49, holes


@pytest.mark.parametrize("written", ["атаковавшего", "внедряющийся", "повернув", "уничтожив", "готовее"])
def test_participles_verbal_adverbs_and_comparatives_are_not_read_as_the_verb_or_adjective(written):
    # their syntax is not the verb's: reading «атаковавший отряд» as «атаковать отряд» would read a wrong sentence
    voc = vocabulary("ru")
    from heresy_app.abilities.paradigms_ru import paradigm_lemma

    assert paradigm_lemma(written, voc) is None


@pytest.mark.parametrize(("ru", "en"), [
    # the owner after other adjectives, in every slot: target, subject, count, cost
    ("Т: Один повёрнутый вражеский отряд получает -2 к огневой мощи.",
     "T: One locked enemy unit gets -2 firepower."),
    ("Готовые твои отряды в этом секторе получают +1 к штурму.",
     "Your ready units in this sector get +1 assault."),
    ("С: Ты получаешь +1 флаг за каждый готовый союзный отряд техники в этом секторе.",
     "E: You get +1 flag for each ready Vehicle unit you control in this sector."),
    ("ВА Поверни один готовый свой отряд: Возьми 1 карту.",
     "WA Lock one of your ready units: Draw 1 card."),
    # a time between the subject and its verb
    ("Т: Любой отряд до конца сражения получает +2 к штурму.",
     "T: Any unit gets +2 assault until the end of the battle."),
    ("Р: Когда союзный отряд в этом секторе уничтожен, этот отряд до конца боя получает +1 к огневой мощи.",
     "R: When your unit in this sector is destroyed, this unit gets +1 firepower until the end of the battle."),
    ("Т: Отряд противника в эту военную акцию получает -1 к броне.",
     "T: One enemy unit gets -1 armor."),
    # «можно» with any infinitive: the player's choice
    ("Р: Когда отряд противника наступает, можно повернуть этот отряд.",
     "R: When an enemy unit charges, you may lock this unit."),
    # phrasings of a verb the grammar reads in another phrasing
    ("Когда этот отряд идёт в прорыв, он получает +3 к штурму.", "When this unit overruns, it gets +3 assault."),
    ("Т: Атакующий отряд не может перейти в прорыв.", "T: The attacking unit cannot overrun."),
    ("Р Поверни этот отряд: Играй, когда противник играет тактику с командной руки. Эта тактика не действует.",
     "R Lock this unit: Play when your opponent plays a tactic. That tactic has no effect."),
])
def test_free_orders_read_as_the_english_twin(ru, en):
    assert parse(ru, "ru") == parse(en, "en"), render(parse(ru, "ru"), "en")


@pytest.mark.parametrize("ru", [
    # two owners: which one is meant is not said
    "Т: Один твой готовый вражеский отряд получает -2 к огневой мощи.",
    # a time inside a relative clause is not moved across it
    "Т: Отряд, у которого 2 флага до конца хода получает +1 к броне.",
])
def test_what_the_orders_do_not_cover_is_refused_not_guessed(ru):
    with pytest.raises(AbilityParseError):
        parse(ru, "ru")



@pytest.mark.parametrize(("text", "lang"), [
    ("Т Поверни союзного Героя: союзный отряд получает +Х к штурму. Х = штурму этого Героя.", "ru"),
    ("T Lock a friendly Hero: A friendly unit gets +X assault, where X is this Hero's assault.", "en"),
])
def test_this_keyword_after_the_same_keyword_named_before_is_refused_in_both_languages(text, lang):
    # the Hero paid for or the card the ability is printed on: read as the card, the cost's Hero was played wrong
    from heresy_app.abilities.reasons import reason

    with pytest.raises(AbilityParseError) as refused:
        parse(text, lang)
    if lang == "ru":   # the English is refused before (the possessive after "this" is no form of the grammar)
        assert refused.value.reason == "ambiguous"
        message = str(refused.value).split(": ", 1)[1]
        assert "Hero" in message and "не сказано" in reason(message, "ru")
