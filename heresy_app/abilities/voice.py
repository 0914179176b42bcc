"""One meaning said with another subject (issue 24, g16a): each language's pass, voice_en / voice_ru."""

from __future__ import annotations

from importlib import import_module

__all__ = ["rewrite"]

_PASSES = {"en": "heresy_app.abilities.voice_en", "ru": "heresy_app.abilities.voice_ru"}


def rewrite(words: list, lang: str, vocabulary: frozenset[str] = frozenset()) -> list:
    """The words with each effect said in another voice put as the grammar reads it (see voice_en, voice_ru)."""
    module = _PASSES.get(lang)
    if module is None:
        return words
    return import_module(module).rewrite(words, lang, vocabulary)
