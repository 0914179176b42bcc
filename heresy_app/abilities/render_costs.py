"""Issue 24 (g18c): the costs added for players' cost phrases, rendered in both languages (render.py
calls these from its renderers' ``cost``)."""

from __future__ import annotations

from heresy_app.abilities import ir

__all__ = ["destroy_units_en", "destroy_units_ru", "discard_kind_en", "discard_kind_ru"]


def _filters(c) -> list:
    state = [ir.StateFilter(state=c.state)] if c.state != "any" else []
    return state + list(c.filters)


def destroy_units_en(r, c: ir.DestroyUnits) -> str:
    """"destroy 1 of your other flagless Infantry units in this sector"."""
    other = "other " if c.other else ""
    return f"destroy {c.count} of your {other}{r.description(['unit'], _filters(c), True)} in this sector"


def destroy_units_ru(r, c: ir.DestroyUnits) -> str:
    """«уничтожь 1 другой свой бесфлаговый отряд пехоты в этом секторе»."""
    n = c.count
    few = n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14)
    if n % 10 == 1 and n % 100 != 11:
        adj_form, own, other, noun = "one", "свой", "другой", "отряд"
    else:
        adj_form, own, other, noun = "gen_pl", "своих", "других", "отряда" if few else "отрядов"
    words = ["уничтожь", str(n)] + ([other] if c.other else []) + [own]
    words += r.adjectives(_filters(c), adj_form, False, "acc") + [noun] + r.keywords(c.filters)
    words += r.post_filters(c.filters) + ["в этом секторе"]
    return " ".join(words)


def discard_kind_en(r, c: ir.DiscardKind) -> str:
    """"discard 2 Traitor cards", "discard 1 unit card"."""
    plural = c.count != 1
    words = r.adjectives(c.filters) + [r.noun_phrase(c.types, plural and c.types == ["card"])]
    if c.types != ["card"]:
        words.append("cards" if plural else "card")
    return f"discard {c.count} " + " ".join(words)


def discard_kind_ru(r, c: ir.DiscardKind) -> str:
    """«сбрось 1 карту Отступников», «сбрось 2 карты отряда»."""
    n = c.count
    if n % 10 == 1 and n % 100 != 11:
        card = "карту"
    elif n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        card = "карты"
    else:
        card = "карт"
    words = ["сбрось", str(n), card]
    if c.types != ["card"]:
        words.append(r.noun_phrase(c.types, "gen_sg", "gen"))
    words += r.keywords(c.filters)
    return " ".join(words)
