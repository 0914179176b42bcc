"""Issue 28, the look-up's second round: typos, the concept map (players' words per concept, both
languages), and the index kept on disk between runs."""

from __future__ import annotations

import importlib

import pytest

from heresy_app import rules
from heresy_app.rules import index_cache, synonyms
from heresy_app.rules.typos import Vocabulary, distance_one

search_module = importlib.import_module("heresy_app.rules.search")


@pytest.mark.parametrize("a, b, near", [
    ("unlimted", "unlimited", True), ("retraet", "retreat", True), ("shooot", "shoot", True),
    ("павернутый", "повернутый", True), ("прарыв", "прорыв", True), ("scoop", "scope", False),
    ("block", "block", False), ("lock", "blocks", False),
])
def test_edit_distance_one(a, b, near):
    assert distance_one(a, b) is near


def test_a_word_the_reference_never_uses_is_read_as_its_neighbour():
    vocabulary = Vocabulary({"unlimited": ("unlimit", 3), "retreat": ("retreat", 9), "retract": ("retract", 1)})
    assert vocabulary.near("unlimted") == ["unlimit"]
    assert vocabulary.near("retreat") == []      # a word it uses is no typo
    assert vocabulary.near("ret") == []          # too short to guess
    assert vocabulary.near("unlimitedd") == ["unlimit"]   # one letter longer than the longest word


def test_a_word_longer_than_any_typo_is_not_cut_into_its_deletions(monkeypatch):
    """A pasted huge "word" (the command line's huge-argument test) is no typo: cutting it into its
    deletions costs its length squared (100,000 letters: 10^10 characters, seconds and gigabytes)."""
    from heresy_app.rules import typos

    vocabulary = Vocabulary({"unlimited": ("unlimit", 3), "retreat": ("retreat", 9)})

    def cut(word):
        raise AssertionError(f"a word of {len(word)} letters was cut into its deletions")

    monkeypatch.setattr(typos, "_deletions", cut)
    assert vocabulary.near("unlimitedxx") == []
    assert vocabulary.near("x" * 100_000) == []


@pytest.mark.parametrize("question, lang, expected", [
    ("what does unlimted mean", "en", "term.unlimited"),
    ("can I retraet now", "en", "battle.retreat"),
    ("что значит неограничено", "ru", "term.unlimited"),
    ("как работает прарыв", "ru", "battle.assault.overrun"),
])
def test_typos_find_their_section(question, lang, expected):
    assert expected in [h.id for h in rules.search(question, lang=lang, limit=3)]


def test_every_concept_names_known_glossary_terms_and_both_languages():
    for concept in synonyms.concepts():
        for lang in ("en", "ru"):
            rulebook, players = concept[lang]
            assert rulebook, concept
            assert players, concept


@pytest.mark.parametrize("words, lang, meant", [
    ("my unit is exhausted", "en", "lock"),
    ("can I scoop", "en", "retreat"),
    ("тапнутый отряд", "ru", "повернуть"),
    ("хочу слиться", "ru", "отступить"),
])
def test_a_players_word_brings_the_rulebooks(words, lang, meant):
    from heresy_app.rules import analysis

    index = search_module._index()
    asked = search_module._query_keys(words, lang, index)
    assert asked.get(analysis.key(meant), 0) >= 1.0, asked


def test_a_players_word_the_reference_uses_keeps_its_own_sense():
    """'fire' is a word of the reference: the concept map adds nothing for it (SHARED_WEIGHT 0)."""
    assert synonyms.expand(["fire"], "en", known=lambda k: True) == {} if synonyms.SHARED_WEIGHT == 0 else True


def _said(text):
    from heresy_app.rules import analysis

    return analysis.keys(text, stop=False)


@pytest.mark.parametrize("words, lang, meant", [
    ("how do I get my squad into melee", "en", "charge"),            # "get into melee", two words between
    ("как мне пойти всем отрядом вперёд", "ru", "наступать"),        # «пойти вперёд», two words between
])
def test_a_players_phrase_is_found_with_other_words_inside(words, lang, meant):
    from heresy_app.rules import analysis

    found = synonyms.expand(_said(words), lang, known=lambda k: False)
    assert found.get(analysis.key(meant), 0.0) >= 1.0, found


@pytest.mark.parametrize("words, lang, meant", [
    ("my unit is turned upside down", "en", "charging"),             # the charging position
    ("can I take the sector now", "en", "capture"),
    ("отряд лежит вверх ногами", "ru", "наступать"),
])
def test_a_players_phrase_of_the_references_words_means_its_concept(words, lang, meant):
    """A phrase of two words or more is a player's idiom even when the reference uses each of its
    words: every word counts as the reference's here, and the concept's name still comes."""
    from heresy_app.rules import analysis

    found = synonyms.expand(_said(words), lang, known=lambda k: True)
    assert found.get(analysis.key(meant), 0.0) >= 1.0, found


def test_a_phrase_broken_by_too_many_words_is_not_said():
    found = synonyms.expand(_said("get my very big squad into melee"), "en", known=lambda k: False)
    assert "charg" not in found, found


@pytest.mark.parametrize("words, lang, broader", [
    ("can I shoot their ship", "en", "attack"),
    ("можно ли штурмовать корабль", "ru", "атака"),
])
def test_a_narrower_word_of_the_reference_says_its_broader_concept_at_part_weight(words, lang, broader):
    """Shooting and assault are attacks: the reference's own word keeps its sense and also says
    'attack', at BROADER_WEIGHT, so that 'Ships cannot be attacked' answers 'can I shoot a ship'."""
    from heresy_app.rules import analysis

    found = synonyms.expand(_said(words), lang, known=lambda k: True)
    assert found.get(analysis.key(broader)) == synonyms.BROADER_WEIGHT, found
    assert rules.search(words, lang=lang, limit=3)[0].id in {"ships.no-attack", "cards.ship"}


def test_the_index_is_kept_on_disk_and_read_back(tmp_path, monkeypatch):
    monkeypatch.setenv("HERESY_HOME", str(tmp_path))
    monkeypatch.setattr(search_module, "_index_obj", None)
    try:
        first = [h.id for h in rules.search("can a locked unit shoot", lang="en")]
        assert index_cache.path().exists()
        monkeypatch.setattr(search_module, "_index_obj", None)
        built = []
        monkeypatch.setattr(search_module._Index, "build", staticmethod(lambda: built.append(1) or {}))
        assert [h.id for h in rules.search("can a locked unit shoot", lang="en")] == first
        assert not built   # read back, not built again
    finally:
        search_module._index_obj = None


def test_a_damaged_index_file_is_passed_over(tmp_path, monkeypatch):
    monkeypatch.setenv("HERESY_HOME", str(tmp_path))
    monkeypatch.setattr(search_module, "_index_obj", None)
    try:
        index_cache.path().parent.mkdir(parents=True, exist_ok=True)
        index_cache.path().write_bytes(b"\x00garbage")
        assert index_cache.load() is None
        assert rules.search("can a locked unit shoot", lang="en")[0].id == "battle.shooting"
    finally:
        search_module._index_obj = None


def test_the_cache_name_changes_with_the_sections(monkeypatch):
    before = index_cache.digest()
    index_cache.digest.cache_clear()
    real = index_cache.resources.files

    class Changed:
        def __init__(self, inner):
            self.inner = inner

        def iterdir(self):
            for entry in self.inner.iterdir():
                yield Entry(entry) if entry.name == "en.toml" else entry

        def joinpath(self, *a):
            return Changed(self.inner.joinpath(*a))

    class Entry:
        def __init__(self, inner):
            self.inner, self.name = inner, inner.name

        def is_file(self):
            return True

        def read_bytes(self):
            return self.inner.read_bytes() + b"\n# changed\n"

    monkeypatch.setattr(index_cache.resources, "files", lambda pkg: Changed(real(pkg)))
    try:
        assert index_cache.digest() != before
    finally:
        monkeypatch.undo()
        index_cache.digest.cache_clear()


# ------------------------------------------------------------------------------ twelfth round (set L)

def test_a_misspelt_russian_word_whose_root_the_reference_knows_is_still_corrected():
    # «заблокирвать» shares the root of «заблокировать» but is no word: read as that word, not only
    # as its root at half weight
    asked = search_module.question_keys("могу заблокирвать выстрел", "ru")
    assert asked.get("заблокировать", 0.0) >= search_module.TYPO_WEIGHT
    # a real word the dictionary knows is never read as a typo
    assert "заблокировать" not in search_module.question_keys("могу забирать", "ru")


def test_a_players_phrase_matches_a_russian_word_only_with_the_same_root():
    from heresy_app.rules.question import rewrite_found

    found: list = []
    rewrite_found("защитник хочет воевать в том же секторе", "ru", found)
    assert found == []     # «защитник» (the defending player) is not «защитить» (to block)
    found = []
    rewrite_found("мой отряд прикрывает командира", "ru", found)
    assert found == [(["прикрывает"], "блокировать")]


def test_a_rulebook_form_the_reference_never_writes_brings_the_concepts_name():
    # the glossary's «защитник» is the defending player; the reference's texts say «защищающийся»
    asked = search_module.question_keys("защитник хочет воевать в том же секторе", "ru")
    assert asked.get("защищать", 0.0) >= 1.0
    assert rules.search("защитник хочет воевать в том же секторе, где уже было сражение", "ru")[0].id == \
        "battle-phase.defender-battle"


def test_british_spellings_are_the_references_words():
    from heresy_app.rules import analysis

    assert analysis.keys("armour defence") == analysis.keys("armor defense")
    assert set(search_module.question_keys("my tank's armour", "en")) >= {"armor"}


def test_a_phrases_articles_and_possessives_stand_for_any():
    # the concept map's "win the sector" is said by "won this sector"
    assert search_module.question_keys("I just won this sector", "en").get("captur", 0.0) >= 1.0
    assert "captur" not in search_module.question_keys("I just won", "en")


@pytest.mark.parametrize("question, lang, meant", [
    ("my guy has an ability that starts with A: and he's charging", "en", {"special", "assault"}),
    ("WA: lock one unit", "en", {"war", "action"}),
    ("у ресурса в секторе есть «С:», когда она срабатывает", "ru", {"событие"}),
    ("тактика «Т (Х+): любой отряд получает +Х»", "ru", {"тактика"}),
])
def test_an_ability_quoted_by_its_letter_and_colon_names_its_type(question, lang, meant):
    assert set(synonyms.ability_letters(question, lang)) >= meant
    asked = search_module.question_keys(question, lang)
    assert all(asked.get(k, 0.0) >= 1.0 for k in meant)


def test_a_letter_without_its_colon_is_an_ordinary_word():
    assert synonyms.ability_letters("a unit with a flag", "en") == []
    assert synonyms.ability_letters("с моим отрядом", "ru") == []
    assert synonyms.ability_letters(None, "en") == []


def test_a_single_russian_letter_is_itself():
    from heresy_app.rules import analysis

    # the lemmatiser reads «Ш» as «широта» and «Т» as «так» (abbreviations): an ability's letter is a letter
    assert analysis.keys("Ш: Т: Р: М:") == ["ш", "т", "р", "м"]
