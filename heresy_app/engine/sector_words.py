"""A sector card's printed text in the log (engine.sector_texts; rules: abilities.sector). The lines that
say which sector's text acts, and why one is left to the players, are the catalog's (engine.ftl:
``event-sector--*``, ``event-rule--*``, ``engine-word-sector-*``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from heresy_app.engine.terms import SECTOR_AI
from heresy_app.i18n import pick

if TYPE_CHECKING:
    from heresy_app.engine.state import GameState

__all__ = ["sector_ability_text"]


def sector_ability_text(st: GameState, ai: int, lang: str = "en") -> str:
    """The printed text of ability ``ai`` (``SECTOR_AI + 10 * s + i``) of a sector card, in ``lang``."""
    s, i = divmod(ai - SECTOR_AI, 10)
    texts = st.sec[s][5].texts if 0 <= s < len(st.sec) else []
    pair = texts[i] if i < len(texts) else ("", "")
    text: str = pick(lang, en=pair[0] or pair[1], ru=pair[1])
    return text
