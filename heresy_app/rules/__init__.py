"""The rules reference: the game's rules in the project's own words, in English and Russian.

Pure Python (no Qt). Sections have stable dotted ids (``battle.blocking``) that the engine
cites; see docs/rules.md for the data format.

>>> from heresy_app import rules
>>> rules.get_section("term.unlimited").title
'Unlimited'
>>> rules.search("что такое прорыв", lang="ru")[0].id
'battle.assault.overrun'
"""

from __future__ import annotations

from heresy_app.rules.glossary import glossary, rule_for_keyword, section_for_term, term_for
from heresy_app.rules.model import LANGS, CardRuling, Hit, Section, Term, UnknownSection
from heresy_app.rules.rulings import rulings_for_section, set_rulings_provider
from heresy_app.rules.search import prepare as prepare_search
from heresy_app.rules.search import search
from heresy_app.rules.store import reference

__all__ = [
    "LANGS",
    "CardRuling",
    "Hit",
    "Section",
    "Term",
    "UnknownSection",
    "clarification_ids",
    "ours_ids",
    "get_section",
    "prepare_search",
    "glossary",
    "render_html",
    "render_text",
    "rule_for_keyword",
    "rulings_for_section",
    "search",
    "section_for_term",
    "section_ids",
    "sections",
    "set_rulings_provider",
    "suggest_ids",
    "term_for",
]


def section_ids() -> list[str]:
    """Every section id, in reading order."""
    return list(reference().ids)


def get_section(section_id: str, lang: str = "en") -> Section:
    """One section; raises :class:`UnknownSection` (a KeyError) for an unknown id and
    ValueError for an unsupported language."""
    return reference().get(section_id, lang)


def sections(lang: str = "en") -> list[Section]:
    """Every section in ``lang``, in reading order."""
    ref = reference()
    return [ref.get(sid, lang) for sid in ref.ids]


def clarification_ids() -> list[str]:
    """Ids of the sections that are the program's clarifications."""
    ref = reference()
    return [sid for sid in ref.ids if ref.get(sid).clarification]


def ours_ids() -> list[str]:
    """Ids of the sections holding anything of the program's own: clarifications where the rulebook
    is silent, and retellings with additions marked ``{+ … +}``."""
    ref = reference()
    return [sid for sid in ref.ids if ref.get(sid).ours]


def suggest_ids(wrong: str, n: int = 3) -> list[str]:
    """The closest existing ids to a mistyped one."""
    return reference().suggest(wrong, n)


def render_html(section_id: str, lang: str = "en", *, rulings: bool = True) -> str:
    """A section as an HTML fragment (title, clarification mark, body, examples, see also,
    subsections, card rulings). Links are ``<a href="rule:ID">``."""
    from heresy_app.rules.render import section_html

    return section_html(get_section(section_id, lang), with_rulings=rulings)


def render_text(section_id: str, lang: str = "en", *, width: int | None = 88) -> str:
    """A section as terminal text."""
    from heresy_app.rules.render import section_text

    return section_text(get_section(section_id, lang), width=width)
