"""The sample decks' names and notes in English and Russian (the deck files under data/decks
carry the English ones in their ``# name:`` header and comments; this table words each in both
languages, the notes in Russian, so the window and the command line name a sample deck in their own language).

>>> sample_title("loyalist", "ru")
'Железный строй (образец колоды лоялистов)'
>>> sample_short("traitor", "en")
'Spearhead of Horus'
>>> sample_display("sample:traitor", "ru"), sample_display("my.txt", "ru")
('Острие Хоруса', 'my.txt')
"""

from __future__ import annotations

from dataclasses import dataclass

from heresy_app.decks.formats import SAMPLE_PREFIX
from heresy_app.decks.model import Deck
from heresy_app.i18n import pick


@dataclass(frozen=True)
class SampleWords:
    short_en: str
    short_ru: str
    side_en: str        # whose sample it is, as the deck's name says it
    side_ru: str
    notes_ru: str       # the English notes are the deck file's own comments; a line a paragraph


SAMPLES: dict[str, SampleWords] = {
    "loyalist": SampleWords(
        "Iron Line", "Железный строй", "sample Loyalist deck", "образец колоды лоялистов",
        "Образец колоды лоялистов (sample:loyalist): стойкая пехота в крепкой броне за "
        "укреплениями держит позиции и отвечает на потери контратаками.\n"
        "44 карты лоялистов и 16 неприсоединившихся; уравновешена с sample:traitor (benchmarks/balance.py)."),
    "traitor": SampleWords(
        "Spearhead of Horus", "Острие Хоруса", "sample Traitor deck", "образец колоды отступников",
        "Образец колоды отступников (sample:traitor): штурмовые отряды бьют сильно, тяжёлые орудия "
        "их прикрывают, рука противника пустеет, и оборона прорвана.\n"
        "44 карты отступников и 16 неприсоединившихся; уравновешена с sample:loyalist (benchmarks/balance.py)."),
}


def sample_short(name: str, lang: str) -> str:
    """A sample deck's own name ("Iron Line"); a sample the table lacks keeps its file name."""
    w = SAMPLES.get(name)
    if w is None:
        return name
    return str(pick(lang, en=w.short_en, ru=w.short_ru))


def sample_title(name: str, lang: str) -> str:
    """The name a sample deck gets when opened: "Iron Line (sample Loyalist deck)"."""
    w = SAMPLES.get(name)
    if w is None:
        return name
    return f"{pick(lang, en=w.short_en, ru=w.short_ru)} ({pick(lang, en=w.side_en, ru=w.side_ru)})"


def sample_notes(name: str, lang: str) -> str | None:
    """A sample deck's notes in Russian; None in English (the file's comments are its notes)."""
    w = SAMPLES.get(name)
    if w is None:
        return None
    notes: str | None = pick(lang, en=None, ru=w.notes_ru)
    return notes


def sample_display(spec: str, lang: str) -> str:
    """How a deck given as ``sample:NAME`` or a path is named to a player: a sample by its own name."""
    if spec.startswith(SAMPLE_PREFIX):
        return sample_short(spec[len(SAMPLE_PREFIX):], lang)
    return spec


def in_language(deck: Deck, name: str, lang: str) -> Deck:
    """The sample deck ``name`` as read from its file, named and noted in ``lang``."""
    if name in SAMPLES:
        deck.name = sample_title(name, lang)
        notes = sample_notes(name, lang)
        if notes is not None:
            deck.notes = notes
    return deck
