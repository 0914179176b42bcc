"""Issue 24 (g17b): the words for cards named by their role in what is happening (see
:mod:`reader_roles`), in English and in Russian's cases."""

from __future__ import annotations

from heresy_app.abilities import ir

__all__ = ["role_en", "role_ru"]

_EN = {("attacking", "shooting"): "the shooting unit", ("attacking", "assault"): "the assaulting unit",
       ("defending", "shooting"): "the unit shot at", ("defending", "assault"): "the assaulted unit"}

# a participle and «отряд» in each case the renderer asks for (an inanimate noun: accusative = nominative)
_STEMS_RU = {("attacking", "shooting"): "стреляющ", ("attacking", "assault"): "штурмующ",
             ("defending", "shooting"): "обстреливаем", ("defending", "assault"): "штурмуем"}
_ENDINGS_RU = {"nom": ("ий", "ый", "отряд"), "acc": ("ий", "ый", "отряд"), "gen": ("его", "ого", "отряда"),
               "dat": ("ему", "ому", "отряду"), "ins": ("им", "ым", "отрядом"), "pre": ("ем", "ом", "отряде")}


def _role(t) -> tuple[str, str]:
    return ("attacking" if isinstance(t, ir.AttackingCard) else "defending", t.attack)


def role_en(t) -> str:
    """"the shooting unit", "the unit shot at", ..."""
    return _EN[_role(t)]


def role_ru(t, case: str) -> str:
    """«стреляющий отряд», «обстреливаемому отряду», ... in ``case`` (nom, acc, gen, dat, ins, pre)."""
    stem = _STEMS_RU[_role(t)]
    soft, hard, noun = _ENDINGS_RU.get(case, _ENDINGS_RU["nom"])
    return f"{stem}{soft if stem.endswith('щ') else hard} {noun}"


_PAID_RU = {"nom": ("повернутый", "отряд", "корабль"), "acc": ("повернутый", "отряд", "корабль"),
            "gen": ("повернутого", "отряда", "корабля"), "dat": ("повернутому", "отряду", "кораблю"),
            "ins": ("повернутым", "отрядом", "кораблем"), "pre": ("повернутом", "отряде", "корабле")}


def paid_ru(noun: str, case: str) -> str:
    """«повернутый отряд» / «повернутого корабля» ... (``noun``: unit or ship) in ``case``."""
    adj, unit, ship = _PAID_RU.get(case, _PAID_RU["nom"])
    return f"{adj} {ship if noun == 'ship' else unit}"
