"""A rules search in the other language than the reference's (issue 17, section 5): an English
word asked of the Russian reference finds the section, named in Russian, and the other way round."""

from heresy_app.cli import main
from heresy_app.rules import search


def test_an_english_query_of_the_russian_reference_finds_the_section_named_in_russian():
    hits = search("assault", lang="ru")
    assert hits and hits[0].id == "battle.assault"
    assert hits[0].title == "Штурм"
    assert "assault" in hits[0].snippet.lower()        # the snippet shows where the words are


def test_a_russian_query_of_the_english_reference_finds_the_section_named_in_english():
    hits = search("штурм", lang="en")
    assert hits and hits[0].id == "battle.assault" and hits[0].title == "Assault"
    assert hits[0].lang == "ru"


def test_a_query_found_in_the_asked_language_stays_there():
    assert all(h.lang == "ru" for h in search("штурм", lang="ru"))
    assert search("zzqxv", lang="ru") == []


def test_the_command_line_finds_it_too(capsys):
    assert main(["rules", "search", "overrun", "--lang", "ru"]) == 0
    out = capsys.readouterr().out
    assert "Прорыв" in out


def test_latin_words_in_the_russian_text_do_not_hide_the_english_answer():
    # the Russian reference quotes section ids ("battle.[blocking]") in its introduction: an English
    # question must still reach the section about it, not that quotation
    hits = search("blocking speed", lang="ru")
    assert hits and hits[0].id == "battle.blocking" and hits[0].title == "Блокирование"
    hits = search("скорость блокирования", lang="en")
    assert hits and hits[0].id == "battle.blocking" and hits[0].title == "Blocking"
