"""Issue 24 (g16): the canonical text of the attack parts (``reader_attacks``), for :mod:`render`.

"This unit's shooting cannot be blocked" (g6) grows whose attacks (a scope: "Shooting attacks made by
all your Titan units cannot be blocked.") and who may not block them ("Units with speed 3 or less
cannot block this card's shooting." / «Отряды со скоростью 3 или меньше не могут блокировать стрельбу
этой карты»); "the current attack" is the attack under way.
"""

from __future__ import annotations

from heresy_app.abilities import ir

__all__ = ["attack_restriction_en", "attack_restriction_ru", "names_attacks", "CURRENT_EN", "CURRENT_RU"]

CURRENT_EN = "the current attack deals no damage"
CURRENT_RU = "текущая атака не наносит повреждений"


def names_attacks(e) -> bool:
    """Is ``e`` a restriction on whose attacks of one kind that the g6 wording cannot say (a scope's,
    or with who may not block them)?"""
    return isinstance(e, ir.Restriction) and e.rule in ("unblockable_shooting", "unblockable_assault") and (
        e.by is not None or isinstance(e.target, ir.Choose))


def attack_restriction_en(r, e) -> str:
    """``r``: the English renderer."""
    shooting = e.rule == "unblockable_shooting"
    if isinstance(e.target, ir.Choose):
        whose = ("shooting attacks" if shooting else "assaults") + " made by " + r.target(e.target)[0]
    elif isinstance(e.target, (ir.ChosenCard, ir.TriggerCard)):
        whose = "its " + ("shooting" if shooting else "assaults")
    else:
        whose = f"this {r.noun}'s " + ("shooting" if shooting else "assaults")
    if e.by is None:
        return f"{whose} cannot be blocked" + r.duration(e.duration)
    return f"{r.description_alt(e.by, True)} cannot block {whose}" + r.duration(e.duration)


def attack_restriction_ru(r, e) -> str:
    """``r``: the Russian renderer."""
    what = "стрельбу" if e.rule == "unblockable_shooting" else "штурм"
    if isinstance(e.target, ir.Choose):
        whose = f"{what} {r.target(e.target, 'gen')[0]}"
    elif isinstance(e.target, (ir.ChosenCard, ir.TriggerCard)):
        whose = f"его {what}"
    else:
        whose = f"{what} {r.named_gen('this')}"
    if e.by is None:
        return f"{whose} нельзя заблокировать" + r.duration(e.duration)
    by = r.description(e.by.types, e.by.filters, "nom_pl", "nom", "any", True, alts=e.by.alt)
    return f"{by} не могут блокировать {whose}" + r.duration(e.duration)
