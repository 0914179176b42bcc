"""A letter Unicode gives no name (a Tangut character, say) in an ability text: pymorphy3 asks unicodedata for the
name of every letter of a word it does not know, and raised ValueError inside the reader (the fuzz test of the
readers found '𗀀' in Russian an internal error). Such a word is read as one no dictionary knows."""

import pytest

from heresy_app.abilities import AbilityParseError, parse


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("text", ["𗀀", "Т: Отряд 𗀀 получает +1 к броне.", "WA: Destroy 𗀀 unit.", "𗀀 𗀁: 𗀂",
                                  "\ud800", "Т: Отряд \udfff получает +1 к броне."])
def test_a_nameless_letter_is_read_or_refused_never_an_internal_error(text, lang):
    try:
        parse(text, lang)
    except AbilityParseError:
        pass
