"""Sentences agree with the card they are about (issue 27): each card name has its grammatical
gender and number (engine.name_grammar), and the log's, the questions' and the answers' verbs and
short forms follow it — «Чумные десантники наступают», «Линия бункеров не может быть уничтожена»,
"Grey Hunters charge" — over every sample card, in both languages."""

from __future__ import annotations

import re

import pytest

from heresy_app.decks.practice import sample_ids
from heresy_app.engine import new_game
from heresy_app.engine.events import MESSAGES, decision_text, render
from heresy_app.engine.name_grammar import Form, agree, name_form
from heresy_app.engine.seen_words import for_viewer
from heresy_app.engine.state import Event

M, F, N, P = Form("masc", False), Form("femn", False), Form("neut", False), Form("masc", True)

# every sample card's name, read by a person: (Russian form, English plural?)
SAMPLES = {
    "IS-002": (M, False), "IS-004": (M, False), "IS-005": (M, False), "IS-007": (M, False),
    "IS-008": (F, False), "IS-017": (M, False), "IS-025": (P, True), "IS-040": (M, False),
    "IS-044": (P, True), "IS-053": (M, False), "IS-054": (M, False), "IS-060": (P, True),
    "IS-101": (M, False), "IS-103": (M, False), "IS-104": (M, False), "IS-120": (M, False),
    "IS-122": (P, True), "IS-123": (P, True), "IS-133": (P, False), "IS-134": (P, True),
    "IS-135": (P, True), "IS-136": (M, False), "IS-138": (M, False), "IS-141": (N, False),
    "IS-201": (M, False), "IS-210": (M, False), "IS-214": (M, False), "IS-227": (N, False),
}
# names outside the samples, of every kind (quoted names, hyphens, genitives, plurals of peoples)
OTHERS = {
    "Грозовая птица": F, "«Фаланга»": F, "«Мстительный дух»": M, "Хорус Луперкаль": M,
    "Теневое отделение Гвардии Ворона": N, "Стража Кустодиев": F, "Сестры Безмолвия": P,
    "Огрины-ауксилии": P, "Лорд-командующий Эйдолон": M, "Десантные капсулы «Коготь ужаса»": P,
    "Минное поле": N, "Толпа культистов": F, "Тронутые варпом культисты": P, "Эскадрон «Леман Русс»": M,
}
OTHERS_EN = {"Sons of Horus Reavers": True, "Magnus the Red": False, "Sisters of Silence": True,
             "Chosen of Abaddon": True, "Custodian Guard": False, "Legio Titanicus": False,
             "Thousand Sons Sorcerer": False, "Imperial Army Signal Section": False, "Blood Claws": True}

CHARGES = {M: "наступает", F: "наступает", N: "наступает", P: "наступают"}
MUST_GO = {M: "не может быть уничтожен:", F: "не может быть уничтожена:", N: "не может быть уничтожено:",
           P: "не могут быть уничтожены:"}
ARRIVES = {M: "прибывает повернутым", F: "прибывает повернутой", N: "прибывает повернутым",
           P: "прибывают повернутыми"}


@pytest.fixture(scope="module")
def game():
    return new_game(sample_ids("loyalist"), sample_ids("traitor"), seed=3)


def _cards(g):
    seen = {}
    for c, t in enumerate(g.tpl):
        seen.setdefault(t.id, c)
    return seen


def test_every_sample_card_is_in_the_table(game):
    assert set(_cards(game)) == set(SAMPLES)


@pytest.mark.parametrize("card_id", sorted(SAMPLES))
def test_each_sample_name_has_its_gender_and_number(game, card_id):
    c = _cards(game)[card_id]
    t = game.tpl[c]
    ru, en_plural = SAMPLES[card_id]
    assert name_form(t.name_ru, "ru") == ru, t.name_ru
    assert name_form(t.name, "en").plural == en_plural, t.name


@pytest.mark.parametrize("name, form", sorted(OTHERS.items()))
def test_other_russian_names(name, form):
    assert name_form(name, "ru") == form


@pytest.mark.parametrize("name, plural", sorted(OTHERS_EN.items()))
def test_other_english_names(name, plural):
    assert name_form(name, "en").plural is plural


@pytest.mark.parametrize("viewer", [0, None])
def test_the_log_agrees_with_each_sample_card(game, viewer):
    for card_id, (form, en_plural) in SAMPLES.items():
        c = _cards(game)[card_id]
        p = game.owner[c]
        for lang in ("ru", "en"):
            seen = for_viewer(viewer, lang)
            charges = render(game, Event("t", "charges", {"player": p, "unit": c}), lang, seen)
            must = render(game, Event("t", "destroy.prevented", {"card": c}), lang, seen)
            arrives = render(game, Event("t", "move.arrives-locked", {"card": c}), lang, seen)
            if lang == "ru":
                assert charges.endswith(CHARGES[form]), charges
                assert MUST_GO[form] in must, must
                assert arrives.endswith(ARRIVES[form]), arrives
            else:
                assert charges.endswith(" charge" if en_plural else " charges"), charges


def test_an_apposition_is_not_the_subject():
    # «атака карты {card} не нанесет»: the verb agrees with «атака», whatever the card
    for form in (M, F, N, P):
        assert agree(MESSAGES["cancel.attack"][1], "card", form) == MESSAGES["cancel.attack"][1]


def test_a_second_verb_of_the_same_subject_agrees_too():
    said = agree(MESSAGES["attack.harmless"][1], "unit", P)
    assert said == "{unit} атакуют {target}, но не наносят повреждений"
    said = agree(MESSAGES["restriction.not-readied"][1], "card", F)
    assert said.startswith("{card} не может быть развернута и остается")


def test_the_answers_and_questions_agree(game):
    marines = _cards(game)["IS-122"]
    d = ("charge", marines)
    assert re.fullmatch(r"Plague Marines(?: [A-Z])? charge", decision_text(game, d, "en", players=for_viewer(1, "en")))
    ru = agree(MESSAGES["charges"][1], "unit", name_form(game.tpl[marines].name_ru))
    assert ru.endswith("наступают")
    # a hidden card is "a card" («карта»): the sentence agrees with that, not with the hidden name
    hidden = decision_text(game, ("hand_charge", marines), "ru", players=for_viewer(0, "ru"), viewer=0)
    assert hidden.endswith("наступает") and "Чумные" not in hidden


def test_every_card_of_the_database_has_a_form(game):
    db = game.cat.db
    forms = [name_form(card.name.ru, "ru") for card in db.all_cards() if card.type != "sector"]
    assert len(forms) > 150
    assert 0.2 < sum(f.plural for f in forms) / len(forms) < 0.6
    assert {f.gender for f in forms if not f.plural} == {"masc", "femn", "neut"}


def test_a_hidden_card_is_named_in_the_case_its_place_in_the_sentence_asks(game):
    """«карта» as a subject or a label («Вручную: карта наступает», «Стрельба: … → карта»), «карту»
    only as a transitive verb's object («Вручную: уничтожить карту», «Переместить карту …»)."""
    marines = _cards(game)["IS-122"]
    seen = for_viewer(0, "ru")
    say = lambda d: decision_text(game, d, "ru", players=seen, viewer=0)   # noqa: E731
    assert not game.visible_to(marines, 0)
    nominative = [("hand_charge", marines), ("charge", marines), ("hand_stat", marines, "armor", 1),
                  ("shoot", marines, marines), ("assault", marines, marines), ("overrun", marines)]
    accusative = [("hand_destroy", marines), ("hand_lock", marines), ("hand_discard", marines),
                  ("block", marines)]
    for d in nominative:
        text = say(d)
        assert "карта" in text and "карту" not in text, (d, text)
    for d in accusative:
        text = say(d)
        assert "карту" in text, (d, text)
    assert say(("hand_charge", marines)) == "Вручную: карта наступает"
