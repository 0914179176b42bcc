"""The players' words table (heresy_app/rules/data/players.toml): well formed, in the rulebook's
terms, and applied to queries as documented."""

from __future__ import annotations

import pytest

from heresy_app import rules
from heresy_app.rules import question
from heresy_app.rules import text as _text
from heresy_app.rules.model import LANGS
from heresy_app.rules.store import read_toml, reference

search_module = __import__("heresy_app.rules.search", fromlist=["rewrite"])
TABLE = read_toml("players.toml")


def test_only_known_languages_and_fields():
    assert set(TABLE) <= set(LANGS)
    for lang in LANGS:
        assert TABLE[lang], lang
        for entry in TABLE[lang]:
            assert set(entry) <= {"say", "means", "plain"}, entry
            assert entry["say"] and all(isinstance(s, str) and s.strip() for s in entry["say"]), entry
            assert isinstance(entry["means"], str) and entry["means"].strip(), entry
            assert isinstance(entry.get("plain", False), bool), entry


@pytest.mark.parametrize("lang", LANGS)
def test_a_phrase_means_one_thing(lang):
    seen: dict[str, str] = {}
    for entry in TABLE[lang]:
        for said in entry["say"]:
            key = _text.normalise(said)
            assert key not in seen, f"{said!r} means both {seen[key]!r} and {entry['means']!r}"
            seen[key] = entry["means"]


@pytest.mark.parametrize("lang", LANGS)
def test_what_players_mean_is_said_in_the_reference(lang):
    """Every word of a meaning occurs (as a stem) in the reference's text of that language, so the
    table leads to the rulebook's words rather than to words of its own."""
    ref = reference()
    stems: set[str] = set()
    for sid in ref.ids:
        section = ref.get(sid, lang)
        for part in (section.title, " ".join(section.aliases), ref.plain_body(section), ref.plain_examples(section)):
            stems.update(_text.stem(w) for w in _text.words(part))
    for entry in TABLE[lang]:
        for word in _text.words(entry["means"]):
            if word in _text.STOPWORDS_EN or word in _text.STOPWORDS_RU or len(word) <= 2:
                continue
            assert any(s.startswith(_text.stem(word)[:5]) for s in stems), (entry["means"], word)


def test_rewrite_replaces_players_words_by_the_rulebooks():
    assert question.rewrite("can I pull out now", "en") == "can i retreat now"
    assert question.rewrite("my unit is TAPPED", "en") == "my unit is locked"
    assert question.rewrite("можно ли сбежать", "ru") == "можно ли отступление"
    assert question.rewrite("бросок на 4+", "ru").endswith("тест")
    assert question.rewrite("pull out", "ru") == "pull out"  # the other language's table is not used
    assert question.rewrite("", "en") == ""


def test_a_players_word_finds_the_defining_section():
    assert rules.search("pull out", lang="en")[0].id == "battle.retreat"
    assert rules.search("свалить", lang="ru")[0].id == "battle.retreat"
    assert rules.search("what do red abilities do", lang="en")[0].id == "abilities.reaction"
