"""Issue 28, part 2: the rules search as retrieval — words read properly, each section's own
questions, the defining section first, a card ruling first only when the question names the card."""

from __future__ import annotations

import importlib
import importlib.util
import tomllib
from pathlib import Path

import pytest

from heresy_app import rules
from heresy_app.rules import analysis, text
from heresy_app.rules.model import LANGS, CardRuling
from heresy_app.rules.store import reference

search_module = importlib.import_module("heresy_app.rules.search")
card_search = importlib.import_module("heresy_app.rules.card_search")


def _table(name: str):
    spec = importlib.util.spec_from_file_location(name, Path(__file__).with_name(f"{name}.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# ------------------------------------------------------------------------------- words, properly

def test_russian_forms_and_aspects_of_one_word_are_one_key():
    assert len(set(analysis.keys("повёрнутым повернул повернуть повернута"))) == 1
    assert analysis.keys("отряды отрядом отряду") == ["отряд"] * 3
    assert analysis.key("разворачиваются") == analysis.key("разворачивать")   # a reflexive verb is the verb


def test_a_russian_noun_and_its_verb_share_a_root():
    assert analysis.key("отступление") != analysis.key("отступить")
    assert analysis.root(analysis.key("отступление")) == analysis.root(analysis.key("отступить"))
    assert analysis.root("charg") is None


def test_english_words_are_snowball_stems():
    assert set(analysis.keys("charging charged charges charge")) == {"charg"}
    assert analysis.key("abilities") == analysis.key("ability")


def test_question_words_are_stop_words_and_a_question_of_nothing_else_still_searches():
    assert analysis.keys("what can I do, можно ли это") == []
    assert analysis.keys("what is it", stop=False)
    assert isinstance(rules.search("what is it"), list)


def test_highlights_fall_on_the_words_of_the_question_in_any_form():
    hit = rules.search("повёрнутый отряд стреляет", lang="ru")[0]
    words = [hit.snippet[s:e].lower() for s, e in hit.highlights]
    assert words and all(analysis.key(w) in {"повернуть", "отряд", "стрелять", "стрельба"} or
                         analysis.root(analysis.key(w)) in {"~поверн", "~отряд", "~стреля", "~стрель"}
                         for w in words), words


# ---------------------------------------------------------------------- what each section answers

@pytest.mark.parametrize("lang", LANGS)
def test_every_section_carries_at_least_six_questions_in_each_language(lang):
    ref = reference()
    for sid in ref.ids:
        questions = ref.get(sid, lang).questions
        assert len(questions) >= 6, (sid, lang)
        assert len({text.normalise(q) for q in questions}) == len(questions), (sid, lang)
        cyrillic = sum(text.is_cyrillic(q) for q in questions)
        assert cyrillic == (len(questions) if lang == "ru" else 0), (sid, lang)


def test_the_sections_questions_are_none_of_the_measured_questions():
    """The questions beside the sections were written from the sections, not from the tables
    that measure the search: none of those is among them, word for word."""
    measured = {text.normalise(q) for q, _, _ in _table("test_player_questions").PLAYER_QUESTIONS}
    measured |= {text.normalise(q) for q, _, _ in _table("test_search").QUESTIONS}
    held = _table("held_out_questions")
    for table in (held.HELD_OUT, held.HELD_OUT_B, held.HELD_OUT_C, _table("frozen_questions").FROZEN,
                  _table("kinds_questions").KINDS, _table("questions_e").TUNE_E, _table("aside_e").ASIDE_E,
                  _table("questions_f").TUNE_F, _table("aside_f").ASIDE_F, _table("aside_g").ASIDE_G,
                  _table("questions_i").TUNE_I, _table("aside_i").ASIDE_I, _table("frozen_h").FROZEN_H,
                  _table("questions_j").TUNE_J, _table("aside_j").ASIDE_J, _table("questions_k").TUNE_K,
                  _table("aside_k").ASIDE_K, _table("questions_l").TUNE_L, _table("aside_l").ASIDE_L,
                  _table("questions_m").TUNE_M, _table("aside_m").ASIDE_M, _table("questions_n").TUNE_N,
                  _table("aside_n").ASIDE_N, _table("questions_o").TUNE_O, _table("aside_o").ASIDE_O,
                  _table("questions_p").TUNE_P, _table("aside_p").ASIDE_P,
                  _table("questions_q").TUNE_Q, _table("aside_q").ASIDE_Q,
                  _table("questions_r").TUNE_R, _table("aside_r").ASIDE_R):
        measured |= {text.normalise(q) for q, _, _ in table}
    for own in sorted(Path(__file__).with_name("own17").glob("*.toml")):
        measured |= {text.normalise(q["text"]) for q in tomllib.loads(own.read_text(encoding="utf-8"))["q"]}
    ref = reference()
    ours = {text.normalise(q) for sid in ref.ids for lang in LANGS for q in ref.get(sid, lang).questions}
    assert not ours & measured, sorted(ours & measured)


def test_a_sections_questions_are_searched_as_a_field_of_their_own(monkeypatch, tmp_path):
    """A question said only beside a section finds it; without it, nothing does."""
    question = "quagga zebroid"
    assert rules.search(question, lang="en") == []
    ref = reference()
    section = ref.sections["en"]["battle.pass"]
    monkeypatch.setitem(ref.sections["en"], "battle.pass",
                        section.model_copy(update={"questions": [*section.questions, "a quagga or a zebroid?"]}))
    monkeypatch.setattr(search_module, "_index_obj", None)
    # the disk cache is named after the package's files, not the sections patched in memory: when the first
    # search of this process wrote it (the test run alone, or first in its worker), the index would be read
    # back unpatched
    monkeypatch.setenv("HERESY_HOME", str(tmp_path / "another-home"))
    try:
        assert [h.id for h in rules.search(question, lang="en")] == ["battle.pass"]
    finally:
        monkeypatch.undo()
        search_module._index_obj = None


# -------------------------------------------------------------------------------------- ranking

def test_the_defining_section_comes_before_its_subsections():
    for question, lang, parent, child in [
        ("unique", "en", "term.unique", "term.unique.which-stays"),
        ("уникальный", "ru", "term.unique", "term.unique.check"),
        ("x", "en", "term.x", "term.x.free-range"),
    ]:
        ids = [h.id for h in rules.search(question, lang=lang, limit=10)]
        assert ids.index(parent) < ids.index(child), (question, ids[:5])


def test_a_subsection_comes_first_when_the_question_names_its_case():
    assert rules.search("which copy of a unique card stays", lang="en")[0].id == "term.unique.which-stays"
    assert rules.search("what number can I choose for X", lang="en")[0].id == "term.x.free-range"


def test_defining_first_moves_a_subsection_below_its_parent():
    index = search_module._index()
    # the subsection beats its parent, by less than the child margin (search.CHILD_MARGIN)
    best = {"term.unique.check": (4.0 * (1 + (search_module.CHILD_MARGIN - 1) / 2), "en"), "term.unique": (4.0, "en")}
    asked = {analysis.key("unique"): 1.0}
    order = search_module._defining_first(["term.unique.check", "term.unique"], best, asked, index)
    assert order == ["term.unique", "term.unique.check"]
    named = {analysis.key("unique"): 1.0, analysis.key("checked"): 1.0}
    assert search_module._defining_first(["term.unique.check", "term.unique"], best, named, index)[0] == \
        "term.unique.check"


@pytest.fixture
def shipped_rulings():
    from heresy_app.cards.db import CardDB

    rules.set_rulings_provider(CardDB(user=False).all_rulings)
    yield
    rules.set_rulings_provider(None)


@pytest.mark.parametrize("question, lang", [
    ("My bikes have speed 2, same as their shooter, can they block it", "en"),
    ("can I use an Unlimited tactic again in the same war action", "en"),
    ("у моих байков скорость 2, как у стрелка — могут они блокировать", "ru"),
    ("тактику с Неограниченно можно сыграть ещё раз за ту же военную акцию?", "ru"),
])
def test_a_rules_question_naming_no_card_opens_with_a_rule(shipped_rulings, question, lang):
    hits = card_search.search(question, lang=lang, limit=10)
    assert card_search.kind_of(hits[0]) == "section", [h.id for h in hits[:3]]


KHARN = CardRuling(card_id="IS-119", card_name="Kharn", card_name_ru="Кхарн",
                   text="The test is rolled before anyone blocks.", text_ru="Тест бросается до блока.",
                   sections=["term.x"])


def test_a_ruling_comes_first_when_the_question_names_its_card_and_asks_what_it_says():
    hits = card_search.search("Kharn: when is the test rolled", lang="en", rulings=[KHARN])
    assert (card_search.kind_of(hits[0]), hits[0].id) == ("ruling", "IS-119")


def test_a_ruling_of_a_card_only_named_comes_after_the_best_section():
    hits = card_search.search("Kharn and a second copy of a unique card in one sector", lang="en", rulings=[KHARN])
    assert card_search.kind_of(hits[0]) == "section"
    assert hits[1].id == "IS-119"


def test_a_ruling_found_by_other_words_comes_after_the_third_section():
    hits = card_search.search("when is the test rolled before blocking", lang="en", rulings=[KHARN])
    assert [card_search.kind_of(h) for h in hits[:3]] == ["section"] * 3
    assert "IS-119" in [h.id for h in hits]


@pytest.mark.parametrize("question, named", [
    ("can Eisenstein shoot every war action", True),            # a telling word, a third of the name
    ("can my jump guys block", False),                          # "jump" is one of four words
    ("can my jump pack guys block", True),                      # two of "Jump Pack Vanguard"
    ("assault squad kills a unit", False),                      # words of the rules name nobody
    ("Iron Hands Tank Hunters lock a Land Speeder", True),      # the whole name
])
def test_what_names_a_card(question, named):
    rulings = [CardRuling(card_id="IS-900", card_name="Strike Cruiser Eisenstein", text="It shoots once.",
                          sections=["ships.use"]),
               CardRuling(card_id="IS-901", card_name="Blood Angels Jump Squad", text="Only Infantry may not block.",
                          sections=["battle.blocking"]),
               CardRuling(card_id="IS-902", card_name="Jump Pack Vanguard Squadron", text="Flagless units are locked.",
                          sections=["term.lock"]),
               CardRuling(card_id="IS-903", card_name="Traitor Assault Squad", text="It kills a unit.",
                          sections=["battle.assault"]),
               CardRuling(card_id="IS-904", card_name="Iron Hands Tank Hunters", text="Tanks are locked.",
                          sections=["term.lock"])]
    found = card_search._ruling_hits(question, "en", 10, rulings)
    assert any(how != "words" for _, how in found) is named, [(h.id, how) for h, how in found]


def test_english_irregular_past_forms_are_their_verb():
    assert analysis.keys("I lost") == analysis.keys("I lose")
    assert analysis.key("drawn") == analysis.key("draw") == analysis.key("drew")


def test_a_name_is_told_by_lemmas_not_by_word_beginnings():
    """«могу» (can) is no word of «Стражи могил» (Grave Wardens); «Малогарста» is Малогарст."""
    wardens = CardRuling(card_id="IS-158", card_name="Grave Wardens", card_name_ru="Стражи могил",
                         text="+2 firepower versus Infantry.", text_ru="+2 к огневой мощи против пехоты.",
                         sections=["term.versus"])
    malo = CardRuling(card_id="IS-114", card_name="Maloghurst", card_name_ru="Малогарст",
                      text="You choose the discards.", text_ru="Сбрасываемые карты выбираешь ты.",
                      sections=["term.discard.choice"])
    found = dict((h.id, how) for h, how in card_search._ruling_hits(
        "могу ли я закрыть стрелка и выбрать сброс у Малогарста", "ru", 10, [wardens, malo]))
    assert found.get("IS-158", "words") == "words"
    assert found["IS-114"] != "words"


def test_the_index_can_be_built_ahead_from_another_thread(monkeypatch):
    import threading

    monkeypatch.setattr(search_module, "_index_obj", None)
    worker = threading.Thread(target=rules.prepare_search)
    worker.start()
    hits = rules.search("можно ли стрелять повёрнутым отрядом", lang="ru")   # waits for the build
    worker.join()
    assert hits[0].id == "battle.shooting"
    assert search_module._index_obj is not None


DEVASTATORS = CardRuling(card_id="IS-905", card_name="Devastator Squad", text="Its bonus counts whenever it fights a "
                         "Vehicle, and its speed does not change.", sections=["term.versus"])


DEVASTATORS_RU = DEVASTATORS.model_copy(update={
    "card_name_ru": "Отряд опустошителей",
    "text_ru": "Его бонус считается всякий раз, когда он сражается с техникой, а скорость не меняется."})


def test_a_card_named_by_part_of_its_name_leads_only_with_a_ruling_on_the_rule_asked():
    """Players name a kind of unit by a word of a card's name ("my devastators"): its ruling comes
    first only when it follows the rule the question finds; otherwise after the best section."""
    question = "their devastators have speed 2, can my faster unit block their shot"
    hits = card_search.search(question, lang="en", rulings=[DEVASTATORS])
    assert card_search.kind_of(hits[0]) == "section" and hits[0].id == "battle.blocking", [h.id for h in hits[:3]]
    assert hits[1].id == "IS-905"
    on_topic = DEVASTATORS.model_copy(update={"sections": ["battle.blocking"],
                                              "text": "A faster unit may block its shot: its speed stays 2."})
    hits = card_search.search(question, lang="en", rulings=[on_topic])
    assert hits[0].id == "IS-905", [h.id for h in hits[:3]]
    whole = card_search.search("Devastator Squad: does its bonus count when a Vehicle fights it", lang="en",
                               rulings=[DEVASTATORS])
    assert whole[0].id == "IS-905", [h.id for h in whole[:3]]


def test_a_card_named_in_a_question_about_a_general_rule_does_not_lead():
    """The card is named in full, but the question asks about the rule (blocking), not about what
    its ruling says (its bonus versus Vehicles): the rule first, the ruling after it (issue 28)."""
    for question, lang in (("their Devastator Squad has speed 2, my bikes too: can my bikes block its shot", "en"),
                           ("у их Отряда опустошителей скорость 2, у моих байков тоже: могут байки блокировать "
                            "его выстрел", "ru")):
        hits = card_search.search(question, lang=lang, rulings=[DEVASTATORS_RU])
        assert card_search.kind_of(hits[0]) == "section" and hits[0].id == "battle.blocking", [h.id for h in hits[:3]]
        assert hits[1].id == "IS-905", [h.id for h in hits[:3]]
    hits = card_search.search("Отряд опустошителей: считается ли его бонус, когда его атакует техника", lang="ru",
                              rulings=[DEVASTATORS_RU])
    assert hits[0].id == "IS-905", [h.id for h in hits[:3]]


def test_a_russian_word_the_dictionary_knows_is_no_typo():
    from heresy_app.rules import analysis

    assert analysis.in_dictionary("забирать") and not analysis.in_dictionary("заблакировать")
    asked = search_module._query_keys("кто забирает сектор", "ru")
    assert "набирать" not in asked, asked


def test_the_likeliest_lemma_sums_its_readings():
    from heresy_app.rules import analysis

    assert analysis.keys("броне тесте") == ["броня", "тест"]


def test_card_rulings_come_in_the_asked_language_only_and_in_both_when_none_is_asked():
    """The rulings' rows of a language are told by their number (card_search): a question asked in
    one language finds only that language's rows, asked in none finds either, whichever reads better."""
    card_search = importlib.import_module("heresy_app.rules.card_search")
    other = CardRuling(card_id="IS-001", card_name="Tactical Squad", card_name_ru="Тактическое отделение",
                       text="Kharn's test and a tactical test are rolled alike.", text_ru="Тест Кхарна и тест отделения.",
                       sections=["term.x"])
    rulings = [KHARN, other, KHARN.model_copy(update={"card_id": "IS-120", "card_name": "Kharn the Betrayer"})]
    for lang, question in (("en", "Kharn test"), ("ru", "Кхарн тест")):
        found = [h for h in card_search.ruling_hits(question, lang=lang, rulings=rulings)]
        assert found and {h.lang for h in found} == {lang}, (lang, found)
    mixed = card_search.ruling_hits("Kharn test Кхарн тест", rulings=rulings)
    assert {h.lang for h in mixed} <= set(LANGS) and mixed
