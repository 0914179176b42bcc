"""A sector card's printed text in the log (engine.sector_texts; rules: abilities.sector). The lines that
say which sector's text acts, and why one is left to the players, are the catalog's (engine.ftl:
``event-sector--*``, ``event-rule--*``, ``engine-word-sector-*``)."""

from __future__ import annotations

from heresy_app.engine.terms import SECTOR_AI
from heresy_app.i18n import pick

__all__ = ["sector_ability_text"]


def sector_ability_text(st, ai, lang: str = "en") -> str:
    """The printed text of ability ``ai`` (``SECTOR_AI + 10 * s + i``) of a sector card, in ``lang``."""
    s, i = divmod(ai - SECTOR_AI, 10)
    row = st.sec[s] if 0 <= s < len(st.sec) else ()
    pair = row[5].texts[i] if len(row) > 5 and i < len(row[5].texts) else ("", "")
    return pick(lang, en=pair[0] or pair[1], ru=pair[1])
