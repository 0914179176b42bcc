"""Issue 24 (g17c): the canonical text of the restrictions ``reader_rules`` reads, for :mod:`render`.

"cannot be affected by enemy ship abilities" / «не может быть затронута способностями кораблей
противника» (``unaffected``), "cannot be deployed into this sector" / «не могут быть высажены в этот
сектор» (``no_deploy``), "All enemy units infiltrated into this sector enter it locked." / «Все отряды
противника, внедряемые в этот сектор, входят в него повернутыми.» (``enter_locked``).
"""

from __future__ import annotations

__all__ = ["RULES", "restriction_en", "restriction_ru", "sector_rule_en", "sector_rule_ru"]

RULES = frozenset({"unaffected", "no_deploy", "enter_locked"})

_KIND_INS_RU = {"T": "тактиками", "A": "специальными штурмами", "R": "реакциями", "M": "модификаторами",
                "E": "событиями", "WA": "ВА-картами"}
_TYPE_GEN_RU = {"unit": "отрядов", "asset": "ресурсов", "ship": "кораблей"}


def restriction_en(r, e, words) -> str:
    """``r``: the English renderer; ``words``: who is restricted ("this card", "all enemy units")."""
    if e.rule == "no_deploy":
        return f"{words} cannot be deployed into this sector"
    if e.rule == "enter_locked":
        return f"{words} infiltrated into this sector enter it locked"
    return f"{words} cannot be affected by {r.source(e.source, e.enemy_only)}"


def restriction_ru(r, e, words, can, ending) -> str:
    """``r``: the Russian renderer; ``words`` in the nominative, ``can``: «не может» / «не могут»."""
    if e.rule == "no_deploy":
        return f"{words} {can} быть высажен{ending} в этот сектор"
    if e.rule == "enter_locked":
        return f"{words}, внедряемые в этот сектор, входят в него повернутыми"
    s = e.source
    if s is not None and s.kinds:
        src = " и ".join(_KIND_INS_RU[k] for k in s.kinds)
    else:
        src = " ".join(["способностями"] + [_TYPE_GEN_RU[t] for t in (s.types if s is not None else ())])
    return f"{words} {can} быть затронут{ending} {src}" + (" противника" if e.enemy_only else "")


_WHO_EN = {"attacker": "the attacker", "defender": "the defender", "you": "you", "opponent": "your opponent"}
_WHO_RU = {"attacker": "атакующий", "defender": "защищающийся", "you": "ты", "opponent": "противник"}


def _ties_en(e) -> str:
    """"if both players have the same number of flags in this sector, the defender captures it, provided
    they have enough flags"."""
    verb = "capture" if e.player == "you" else "captures"
    return (f"if both players have the same number of flags in this sector, {_WHO_EN[e.player]} {verb} it, "
            "provided they have enough flags")


def _ties_ru(e) -> str:
    """«если у обоих игроков одинаковое количество флагов в этом секторе, его захватывает защищающийся, если
    у него достаточно флагов»."""
    verb = "захватываешь" if e.player == "you" else "захватывает"
    return (f"если у обоих игроков одинаковое количество флагов в этом секторе, его {verb} {_WHO_RU[e.player]}, "
            "если у него достаточно флагов")


_KIND_EN = {"T": ("tactic", "tactics"), "R": ("reaction", "reactions"), "M": ("modifier", "modifiers"),
            "E": ("event", "events"), "WA": ("WA card", "WA cards"), "A": ("special assault", "special assaults")}
_KIND_GEN_RU = {"T": ("тактики", "тактик"), "R": ("реакции", "реакций"), "M": ("модификатора", "модификаторов"),
                "E": ("события", "событий"), "WA": ("ВА-карты", "ВА-карт"),
                "A": ("специального штурма", "специальных штурмов")}
_PLAYER_EN = {"attacker": "the attacker cannot", "defender": "the defender cannot", "each": "each player cannot",
              "you": "you cannot", "opponent": "your opponent cannot"}
_PLAYER_RU = {"attacker": "атакующий игрок не может", "defender": "защищающийся игрок не может",
              "each": "каждый игрок не может", "you": "ты не можешь", "opponent": "противник не может"}


def sector_rule_en(e) -> str:
    """Tied flags ("if both players have the same number of flags ...") or a limit on plays ("your opponent
    cannot play more than 1 tactic during each war action")."""
    if e.how == "ties":
        return _ties_en(e)
    many = 0 if e.amount == 1 else 1
    kinds = e.source.kinds if e.source is not None and e.source.kinds else None
    what = " or ".join(_KIND_EN[k][many] for k in kinds) if kinds else ("card", "cards")[many]
    where = " in every battle" if e.where == "all" else ""
    return f"{_PLAYER_EN[e.player]} play more than {e.amount} {what} during each war action{where}"


def sector_rule_ru(e) -> str:
    """«противник не может играть больше 1 тактики в каждую военную акцию»."""
    if e.how == "ties":
        return _ties_ru(e)
    many = 0 if e.amount == 1 else 1
    kinds = e.source.kinds if e.source is not None and e.source.kinds else None
    what = " или ".join(_KIND_GEN_RU[k][many] for k in kinds) if kinds else ("карты", "карт")[many]
    where = " в каждом сражении" if e.where == "all" else ""
    return f"{_PLAYER_RU[e.player]} играть больше {e.amount} {what} в каждую военную акцию{where}"
