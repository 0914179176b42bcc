"""The words of a description of cards a change counts versus, in a log line (issue 24, g8): "locked
units", «повернутых отрядов» (the genitive after «против»). See :mod:`versus_cards`. The words and
their order are the catalog's (``versus-*`` in engine.ftl); a keyword's form, the lexicon's."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from heresy_app import i18n
from heresy_app.abilities.lexicon import keyword_en_plural, keyword_ru, keyword_ru_gen

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Node

__all__ = ["versus_words", "keyword_form"]

#: a keyword's form by language and use (abilities.lexicon): "versus" after "versus"/«против» (the
#: English plural, the Russian genitive: «против техники»), "name" the keyword said alone, "among"
#: one of the keywords of a description ("Traitor units", «отрядов предателей»); None: as printed.
#: A language not here says its keywords as English does.
_KEYWORD_FORMS: dict[str, dict[str, Callable[[str], str | None] | None]] = {
    "en": {"versus": keyword_en_plural, "name": None, "among": None},
    "ru": {"versus": keyword_ru_gen, "name": keyword_ru, "among": keyword_ru_gen},
}


def keyword_form(keyword: str, lang: str, use: str) -> str:
    """``keyword`` as ``use`` says it in ``lang`` (the keyword itself where the lexicon has no form)."""
    form = _KEYWORD_FORMS.get(lang, _KEYWORD_FORMS[i18n.BASE])[use]
    return (form(keyword) if form is not None else None) or keyword


def versus_words(filters: Iterable[Node], lang: str) -> str:
    """The description in a log line: "locked units", «повернутых отрядов» (the genitive «против ...»)."""
    states: list[str] = []
    kws: list[str] = []
    rest: list[str] = []
    noun = i18n.t("versus-type-unit", lang)
    for f in filters:
        k = f["filter"]
        if k == "type":   # g16: "versus assets"
            noun = i18n.t(f"versus-type-{f['types'][0]}" if len(f["types"]) == 1 else "versus-type-cards", lang)
        elif k == "state":
            states.append(i18n.t(f"versus-state-{f['state']}", lang))
        elif k == "not_state":   # g16b: "non-charging units", «ненаступающих отрядов»
            states.append(i18n.t(f"versus-not-state-{f['state']}", lang))
        elif k == "flags":
            states.append(i18n.t("versus-flagged" if f["flagged"] else "versus-flagless", lang))
        elif k == "keyword" and not f.get("negate"):
            kws.append(keyword_form(f["keyword"], lang, "among"))
        elif k == "keyword":
            rest.append(i18n.t("versus-without", lang, keyword=keyword_form(f["keyword"], lang, "versus")))
        elif k == "stat":
            value = i18n.t(f"versus-cmp-{f['cmp']}", lang, v=str(f["value"]))
            rest.append(i18n.t("versus-stat", lang, stat=i18n.t(f"versus-stat-{f['stat']}", lang), value=value))
    said = i18n.t("versus-description", lang, states=" ".join(states), keywords=" ".join(kws), noun=noun,
                  rest=" ".join(rest))
    return " ".join(said.split())   # the parts a description lacks leave no space behind
