"""The words of a description of cards a change counts versus, in a log line (issue 24, g8): "locked
units", «повернутых отрядов» (the genitive after «против»). See :mod:`versus_cards`."""

from __future__ import annotations

from heresy_app.abilities.lexicon import keyword_en_plural, keyword_ru_gen

__all__ = ["versus_words"]

_STATE = {"ready": ("ready", "готовых"), "locked": ("locked", "повернутых"), "charging": ("charging", "наступающих")}
_STAT = {"firepower": ("firepower", "огневой мощью"), "assault": ("assault", "штурмом"), "speed": ("speed", "скоростью"),
         "armor": ("armor", "броней"), "flags": ("flags", "флагами")}
_TYPES = {"unit": ("units", "отрядов"), "asset": ("assets", "ресурсов"), "ship": ("ships", "кораблей")}
_CMP_EN = {"le": "{v} or less", "ge": "{v} or more", "lt": "less than {v}", "gt": "more than {v}", "eq": "{v}"}
_CMP_RU = {"le": "{v} или меньше", "ge": "{v} или больше", "lt": "меньше {v}", "gt": "больше {v}", "eq": "{v}"}


def versus_words(filters, lang: str) -> str:
    """The description in a log line: "locked units", «повернутых отрядов» (the genitive «против ...»)."""
    ru = lang == "ru"
    pre, kws, post = [], [], []
    noun = ("units", "отрядов")
    for f in filters:
        k = f["filter"]
        if k == "type":   # g16: "versus assets"
            noun = _TYPES[f["types"][0]] if len(f["types"]) == 1 else ("cards", "карт")
        elif k == "state":
            pre.append(_STATE[f["state"]][ru])
        elif k == "flags":
            pre.append(("flagged", "флаговых")[ru] if f["flagged"] else ("flagless", "бесфлаговых")[ru])
        elif k == "keyword" and not f.get("negate"):
            kws.append((keyword_ru_gen(f["keyword"]) or f["keyword"]) if ru else f["keyword"])
        elif k == "keyword":
            post.append(("без " + (keyword_ru_gen(f["keyword"]) or f["keyword"])) if ru else "without " + (
                keyword_en_plural(f["keyword"]) or f["keyword"]))
        elif k == "stat":
            name = _STAT[f["stat"]][ru]
            value = (_CMP_RU if ru else _CMP_EN)[f["cmp"]].format(v=f["value"])
            post.append(f"с {name} {value}" if ru else f"with {name} {value}")
    if ru:
        return " ".join(pre + [noun[1]] + kws + post)
    return " ".join(pre + kws + [noun[0]] + post)
