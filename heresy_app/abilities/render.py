"""IR -> canonical printed text, in English or Russian.

The canonical text always parses back to the same IR: ``parse(render(a, lang), lang) == a``.
``noun`` names what "this" card is ("unit", "asset", "ship" or "card") so that a unit reads
"this unit" and an asset "this asset"; the IR does not depend on it.
"""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.abilities.render_base import KIND_RU, NOUNS, STAT_EN, article
from heresy_app.abilities.render_en import En
from heresy_app.abilities.render_ru import Ru

__all__ = ["render", "article", "KIND_RU", "STAT_EN", "NOUNS"]


def render(ability: ir.Ability, lang: str = "en", noun: str = "card") -> str:
    """Canonical text of ``ability`` in ``lang`` ("en" or "ru").

    >>> from heresy_app.abilities.ir import Ability, Draw, Number, Test
    >>> a = Ability(kind="WA", costs=[Test(value=Number(value=5))], effects=[Draw(count=Number(value=1))])
    >>> render(a, "en"), render(a, "ru")
    ('WA (5+): Draw 1 card.', 'ВА (5+): Возьми 1 карту.')
    >>> from heresy_app.abilities import parse
    >>> render(parse("ВА: Поверни один флаговый отряд противника.", "ru"))
    'WA: Lock one enemy flagged unit.'
    """
    if noun not in NOUNS:
        noun = "card"
    if lang == "ru":
        return Ru(ability, noun).text()
    if lang == "en":
        return En(ability, noun).text()
    raise ValueError(f"unknown language {lang!r}: use en or ru")
