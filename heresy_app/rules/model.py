"""The objects the rules reference hands out (pydantic v2 models)."""

from __future__ import annotations

import html

from pydantic import BaseModel, ConfigDict, Field

from heresy_app.i18n import pick
from heresy_app.rules import markup

LANGS = ("en", "ru")


class UnknownSection(KeyError):
    """No rules section has this id. ``suggestions`` holds the closest existing ids."""

    def __init__(self, section_id: str, suggestions: list[str] | None = None):
        super().__init__(section_id)
        self.section_id = section_id
        self.suggestions = list(suggestions or [])

    def __str__(self) -> str:
        hint = f"; did you mean {', '.join(self.suggestions)}?" if self.suggestions else ""
        return f"no rules section {self.section_id!r}{hint}"


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class RulebookRef(_Model):
    """Where the rulebook (the Russian edition, ``shared/rules/horus-heresy-rules.ru.txt``) says
    what a section retells: the line and the nearest heading above it (a title, not a sentence)."""

    line: int = Field(ge=1)
    heading: str


class Section(_Model):
    """One rules section in one language. ``body`` and ``examples`` use the light markup of
    docs/rules.md (paragraphs, ``- `` lists, ``**bold**``, ``[[id]]`` / ``[[id|label]]`` links)."""

    id: str
    lang: str
    title: str
    body: str
    parent: str | None = None
    children: list[str] = Field(default_factory=list)
    see_also: list[str] = Field(default_factory=list)
    clarification: bool = False
    rulebook: list[RulebookRef] = Field(default_factory=list)
    examples: list[str] = Field(default_factory=list)
    aliases: list[str] = Field(default_factory=list, description="hidden search words")
    questions: list[str] = Field(
        default_factory=list, description="questions a player would ask that the section answers (searched, never shown)")
    depth: int = 0

    @property
    def additions(self) -> list[str]:
        """The program's additions marked in the text (``{+ … +}``)."""
        return [a for text in (self.body, *self.examples) for a in markup.additions(text)]

    @property
    def ours(self) -> bool:
        """True when the section holds anything of the program's own: a clarification where the
        rulebook is silent, or additions marked in a retelling of what it says."""
        return self.clarification or bool(self.additions)


class Hit(_Model):
    """One search result. ``snippet`` is plain text; ``highlights`` are (start, end) character
    spans of the matched words inside it. Use :meth:`snippet_html` or :meth:`snippet_marked`."""

    id: str
    title: str
    snippet: str
    lang: str
    score: float = 0.0
    highlights: list[tuple[int, int]] = Field(default_factory=list)

    def snippet_marked(self, open_mark: str = "[", close_mark: str = "]") -> str:
        """The snippet with every match wrapped in ``open_mark``/``close_mark``."""
        return _wrap(self.snippet, self.highlights, open_mark, close_mark, escape=False)

    def snippet_html(self, tag: str = "b") -> str:
        """The snippet as HTML-escaped text with matches wrapped in ``<tag>``."""
        return _wrap(self.snippet, self.highlights, f"<{tag}>", f"</{tag}>", escape=True)


def _wrap(text: str, spans: list[tuple[int, int]], open_mark: str, close_mark: str, *, escape: bool) -> str:
    esc = html.escape if escape else (lambda s: s)
    out: list[str] = []
    pos = 0
    for start, end in sorted(spans):
        if start < pos or end > len(text) or start >= end:
            continue
        out.append(esc(text[pos:start]))
        out.append(open_mark + esc(text[start:end]) + close_mark)
        pos = end
    out.append(esc(text[pos:]))
    return "".join(out)


class Term(_Model):
    """A glossary entry: the canonical English and Russian words, their other forms, and the
    rules section that explains the term."""

    id: str
    en: str
    ru: str
    section: str
    en_forms: list[str] = Field(default_factory=list)
    ru_forms: list[str] = Field(default_factory=list)

    def name(self, lang: str = "en") -> str:
        return pick(lang, en=self.en, ru=self.ru)


class CardRuling(_Model):
    """A card ruling shown under the rules sections it concerns."""

    card_id: str
    card_name: str
    text: str
    sections: list[str] = Field(default_factory=list)
    card_name_ru: str | None = None
    text_ru: str | None = None
    own: bool = False          # the player's own (HERESY_HOME/rulings.json), not a shipped ruling
    kind: str = "ruling"       # an own entry is a "ruling" or a "note"

    def localized(self, lang: str = "en") -> tuple[str, str]:
        """(card name, ruling text) in ``lang``, falling back to English."""
        return (pick(lang, en=self.card_name, ru=self.card_name_ru or ""),
                pick(lang, en=self.text, ru=self.text_ru or ""))
