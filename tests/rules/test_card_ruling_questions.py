"""Questions players ask about a card at the table, in their own words (issue 18): `heresy rules
search` finds the card's ruling among its first three results, and marks it as a card ruling."""

import json

import pytest

from heresy_app.cli import main

QUESTIONS = [
    # (language, a player's question, the card whose ruling answers it)
    ("en", "does Abaddon's special assault still happen if it gets blocked", "IS-101"),
    ("en", "Kharn special assault: when do I roll the test", "IS-119"),
    ("en", "Thunderwolf Cavalry vs an opponent with only one card in hand", "IS-028"),
    ("en", "can Leman Russ special assault when there are no psykers around", "IS-029"),
    ("en", "Veteran Squad failed its 4+, can it try again", "IS-016"),
    ("en", "can Iacton Qruze untap himself", "IS-014"),
    ("en", "can the Apothecary bring back the unit that just died", "IS-021"),
    ("en", "do Sisters of Silence trigger on abilities printed on cards", "IS-056"),
    ("en", "can Terminus Est hit a ship or a card in another sector", "IS-145"),
    ("en", "Mortarion's tactic while he is being shot at", "IS-112"),
    ("ru", "Ангрон может уничтожить только один отряд?", "IS-110"),
    ("ru", "срабатывает ли минное поле, если отряд наступает из-за носорога", "IS-217"),
    ("ru", "вирусная бомбардировка провалила тест — что с ресурсом", "IS-107"),
    ("ru", "сестры безмолвия отвечают на способность карты в игре?", "IS-056"),
    ("ru", "маяк орбитального удара против брони больше шести", "IS-036"),
    ("ru", "могут ли штурмовики имперских кулаков повернуть сами себя", "IS-048"),
    ("ru", "когда ауспик-сканер бросает свой тест", "IS-064"),
    ("ru", "Локен бьет Абаддона, есть ли бонус", "IS-007"),
    ("ru", "мстительный дух, если наступает только один отряд", "IS-108"),
    ("ru", "эйзенштейн стреляет каждую военную акцию?", "IS-009"),
]

# More questions, about the cards ruled in the third session (Reaver Squad, Warp-touched Cultists,
# the ships that carry units, who picks discards, and issue 15's cards): the same test, apart from
# the table of twenty that the "done when" counts.
MORE_QUESTIONS = [
    ("en", "who chooses the cards discarded to Maloghurst", "IS-114"),
    ("en", "Warp-touched Cultists blocked: do they still roll the die", "IS-164"),
    ("en", "can I save my unit from Reaver Squad by raising its armor in the tactics window", "IS-124"),
    ("en", "does Bulk Transport in my fleet give a flag", "IS-221"),
    ("en", "can I play the Chaplain Squad after I see the die", "IS-071"),
    ("ru", "кто выбирает карты для сброса у Малогарста", "IS-114"),
    ("ru", "тронутые варпом культисты заблокированы — бросать ли кубик", "IS-164"),
    ("ru", "валькирия заставляет наступать технику?", "IS-229"),
    ("ru", "комиссар по твоему выбору кто выбирает карты", "IS-242"),
    ("ru", "охотники за танками поворачивают лэндспидер?", "IS-072"),
]


def _search(capsys, lang: str, question: str) -> list[dict]:
    assert main(["rules", "search", question, "--lang", lang, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_table_has_twenty_questions_in_each_language_half():
    assert len(QUESTIONS) == 20
    assert sum(1 for q in QUESTIONS if q[0] == "en") == sum(1 for q in QUESTIONS if q[0] == "ru") == 10


@pytest.mark.parametrize("lang, question, card", QUESTIONS + MORE_QUESTIONS,
                         ids=[q[1] for q in QUESTIONS + MORE_QUESTIONS])
def test_a_question_about_a_card_finds_its_ruling_in_the_first_three(capsys, lang, question, card):
    hits = _search(capsys, lang, question)
    top = [(h["kind"], h.get("card_id")) for h in hits[:3]]
    assert ("ruling", card) in top, top
    hit = next(h for h in hits if h.get("card_id") == card)
    assert hit["lang"] == lang and hit["sections"] and hit["own"] is False


def test_results_say_which_hits_are_sections_and_which_rulings(capsys):
    hits = _search(capsys, "en", "special assault blocked Abaddon")
    kinds = {h["kind"] for h in hits}
    assert kinds == {"section", "ruling"}
    for h in hits:
        assert ("card_id" in h) == (h["kind"] == "ruling")
    assert main(["rules", "search", "special assault blocked Abaddon"]) == 0
    out = capsys.readouterr().out
    assert "IS-101  Abaddon — card ruling" in out and "battle.special-assault" in out
    assert main(["rules", "search", "специальный штурм Абаддона заблокирован", "--lang", "ru"]) == 0
    assert "Абаддон — разъяснение по карте" in capsys.readouterr().out


def test_a_rules_question_without_a_card_still_finds_its_section_first(capsys):
    hits = _search(capsys, "en", "can a locked unit block")
    assert hits[0]["kind"] == "section"


def test_card_rulings_never_push_the_right_section_down_for_a_rules_question():
    """The players' questions of issue 19 (tests/rules/test_player_questions.py), searched as
    `heresy rules search` does, with every shipped ruling in the index: wherever the section search
    alone puts the right section first (or in the top three), it stays there."""
    import importlib.util
    from pathlib import Path

    from heresy_app import rules
    from heresy_app.cards.db import CardDB
    from heresy_app.rules.card_search import search

    spec = importlib.util.spec_from_file_location(
        "player_questions", Path(__file__).with_name("test_player_questions.py"))
    table = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(table)
    db = CardDB(user=False)
    rules.set_rulings_provider(db.all_rulings)
    try:
        for question, lang, expected in table.PLAYER_QUESTIONS:
            wanted = set(expected) if isinstance(expected, (list, tuple, set)) else {expected}
            alone = [h.id for h in rules.search(question, lang=lang, limit=10)]
            together = [h.id for h in search(question, lang=lang, limit=10)]
            if alone[:1] and alone[0] in wanted:
                assert together[0] in wanted, (question, together[:3])
            if wanted & set(alone[:3]):
                assert wanted & set(together[:3]), (question, together[:3])
    finally:
        rules.set_rulings_provider(None)
