"""Counts and comparisons the ability language reads, kept apart from :mod:`targets` (which calls
them): the cards destroyed in this battle ("for each enemy unit destroyed in this battle"), a named
card's statistic ("for each flag it has"), a statistic compared with a named card's ("with speed
lower than this unit's speed"), the two players' cards compared ("if you have more units in this
sector than your opponent"), "your only unit", "if it is destroyed", and the cards an ability chose
that a use carried out for it is handed ("it" in a branch, an outcome or an effect put off).
Functions of the state; none changes it. This room comes before :mod:`targets`, so what it needs of
targets (the named card, the candidates, the home sector) is handed to it by the caller."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, cast

from heresy_app.engine import citations as R
from heresy_app.engine.terms import CARRIED, FL, POSITION_NAMES, SHIP, STAT_CODES, Z_DECK, Z_DISCARD, Z_SECTOR

if TYPE_CHECKING:
    from heresy_app.engine.catalog import Ab
    from heresy_app.engine.combat import AttackFrame, CombatFrame
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Node, Uses
    from heresy_app.engine.state import GameState

__all__ = ["ability_uses", "rule_name", "OWNER_CODES", "players_of", "sector_auras", "named_card", "later", "dead",
           "stat_of", "filter_ok", "predicate", "carried", "uses_of", "PREDICATES", "flags_in"]

PREDICATES = frozenset({"destroyed", "more", "only", "during", "all", "first_war_action"})
_ATTACKS = {"shooting": 0, "assault": 1, "special_assault": 2}   # combat.AttackFrame.kind
_CMP: dict[str, Callable[[int, int], bool]] = {"le": lambda v, n: v <= n, "ge": lambda v, n: v >= n, "eq": lambda v, n: v == n,
        "lt": lambda v, n: v < n, "gt": lambda v, n: v > n}
_PAIR_SPECS: dict[int, tuple[Node, Node, Node]] = {}


# a choice's owner: 0 the controller's, 1 the opponent's, 2 anyone's, 3 the attacker's, 4 the defender's
OWNER_CODES = {"own": 0, "enemy": 1, "any": 2, "attacker": 3, "defender": 4}


BY_OWNER = (((0,), (1,)), ((1,), (0,)), ((0, 1), (0, 1)))
"""players_of for the owner codes below 3 (own, enemy, any), by controller: what a hot caller reads
without the call (the codes by role, 3 and 4, read the attacker: players_of)."""


def players_of(st: GameState, p: int, owner: int) -> tuple[int, ...]:
    """The players whose cards a choice of owner code ``owner`` looks at, for controller ``p``
    ("the defender's units": by role, whoever controls the ability)."""
    if owner < 2:
        return (p,) if owner == 0 else (1 - p,)
    if owner == 2:
        return (0, 1)
    return (st.attacker,) if owner == 3 else (1 - st.attacker,)


def sector_auras(st: GameState, c: int, kind: str,
                 in_scope: Callable[[GameState, int, Node], bool]) -> list[tuple[int, Node]]:
    """(-1, effect) for each constant of ``kind`` the text of the sector card ``c`` is in gives it
    (rules: abilities.sector; ``in_scope(st, c, scope)`` reads the scope)."""
    lc = st.loc[c]
    if lc < Z_SECTOR or lc - Z_SECTOR not in st.sec_auras:
        return []
    return [(-1, e) for k, e, scope, conds in st.sec[lc - Z_SECTOR][5].auras
            if k == kind and scope is not None and in_scope(st, c, scope) and (not conds or _times_hold(st, conds))]


def _times_hold(st: GameState, conds: Iterable[Node]) -> bool:
    """g16: do a sector constant's conditions of the battle's time hold now ("during the first war action of
    each battle for this sector": engine.catalog.playable lets no other through)?"""
    return all(first_war_action(st) == (c["mode"] == "only_if") for c in conds)


def dead(st: GameState, p: int, a: Node, type_ok: Callable[[GameState, int, list[str]], bool],
         filters_ok: Callable[[GameState, int, list[Node] | None], bool]) -> list[int]:
    """The cards destroyed in the battle under way that count ``a`` (ir.Count with ``destroyed``)
    describes, for controller ``p``, wherever they are now."""
    owner, filters, types = a.get("owner", "any"), a.get("filters"), a.get("types") or ["unit"]
    return [c for c in st.dead if (owner == "any" or (st.owner[c] == p) == (owner == "own"))
            and type_ok(st, c, types) and (not filters or filters_ok(st, c, filters))]


def stat_of(st: GameState, a: Node, c: int, use: AbilityFrame | None = None, trig: int = -1) -> int:
    """"For each flag it has" (ir.StatOf): ``per`` times the statistic now of the card it names (of the
    ability on card ``c``, its use ``use``; 0 when that card is not in play), never above ``max``."""
    if a["of"] == "target":   # g10: the one card the effect itself chose ("for each flag it has")
        picks = use.chosen.get(use.ptr) if use is not None else None
        named = picks[0] if picks else -1
    else:
        named = named_card(st, c, a["of"], use, use.trig if use is not None else trig)
    n = max(0, st.stat(named, STAT_CODES[a["stat"]])) * int(a.get("per", 1)) if named >= 0 and st.in_play(named) else 0
    return n if a.get("max") is None else min(n, a["max"])


def filter_ok(st: GameState, c: int, f: Node) -> bool:
    """ir.RoleFilter: ``c`` is (not) the attacking / defending / blocking card. ir.StatThan: ``c``'s
    statistic compared with a named card's (``st.ref`` holds this card and the trigger's card of the
    ability whose choices are read); False when there is no such card."""
    if f["filter"] == "role":
        roles = {"attacking": st.wa_att, "defending": st.wa_def, "blocking": st.wa_block}
        return any(roles[r] == c for r in f["roles"]) != bool(f.get("negate", True))
    if f["filter"] == "stat_x":   # g10: compared with the X of the ability whose cards are found (st.ref's third);
        if len(st.ref) < 3:        # before X is known (an offer, a valuation) the card may be one of them
            return True
        return _CMP[f["cmp"]](st.stat(c, STAT_CODES[f["stat"]]), st.ref[2])
    of = f["of"]
    ref = (st.ref[0] if of == "this" else st.ref[1] if of == "trigger" else
           {"attacking": st.wa_att, "defending": st.wa_def, "blocking": st.wa_block}[of])
    if ref < 0 or not st.in_play(ref):
        return False
    s = STAT_CODES[f["stat"]]
    theirs = STAT_CODES[f["their"]] if f.get("their") else s   # g17d: "whose armor is lower than its assault"
    return _CMP[f["cmp"]](st.stat(c, s), st.stat(ref, theirs))


def _pair_specs(pred: Node) -> tuple[Node, Node, Node]:
    """Each player's spec of a comparison, cached by the predicate (kept alive: its id stays its own)."""
    got = _PAIR_SPECS.get(id(pred))
    if got is None:
        base: Node = {"types": pred.get("types") or ["unit"], "filters": pred.get("filters")}
        if len(_PAIR_SPECS) >= 4096:   # bounded: a predicate built afresh each time would grow it for ever
            _PAIR_SPECS.clear()
        got = _PAIR_SPECS[id(pred)] = (pred, {**base, "owner": "own"}, {**base, "owner": "enemy"})
    return got


def first_war_action(st: GameState) -> bool:
    """Is the war action under way the battle's first? Between war actions (its targets being chosen),
    the one about to be declared counts: "cannot be the target of shooting during the first war action"."""
    combat = cast("CombatFrame | None", next((f for f in reversed(st.stack) if type(f).__name__ == "CombatFrame"), None))
    if combat is None:
        return False
    under_way = any(type(f).__name__ == "WarActionEndFrame" for f in st.stack)
    return (combat.wa_count if under_way else combat.wa_count + 1) == 1


def predicate(st: GameState, p: int, c: int, pred: Node, named: int, candidates: Callable[..., list[int]],
              home_sector: Callable[[GameState, int], int]) -> bool:
    """"if it is destroyed" (the card ``named`` is in a discard pile now), "while it is your only unit
    in this sector", "if you have more units in this sector than your opponent" (in this card's sector)."""
    k = pred["pred"]
    if k == "destroyed":
        return named >= 0 and st.loc[named] == Z_DISCARD
    if k == "during":   # "Use only during shooting": the innermost attack under way is of that kind
        f = cast("AttackFrame | None", next((f for f in reversed(st.stack) if type(f).__name__ == "AttackFrame"), None))
        return f is not None and f.kind == _ATTACKS[pred["attack"]]
    if k == "first_war_action":   # g9: the war action under way (or, between them, the next) is the battle's first
        return first_war_action(st)
    if k == "only":
        home = home_sector(st, c) if c >= 0 else -1
        return home >= 0 and st.in_play(c) and candidates(st, p, _pair_specs(pred)[1], home) == [c]
    s = home_sector(st, c) if c >= 0 else None
    if k == "all":   # "if all your units in this sector are locked": some, and each of them (g4b)
        spec = {"owner": pred.get("owner", "own"), "types": pred.get("types") or ["unit"], "filters": pred.get("filters")}
        found = candidates(st, p, spec, s)
        return bool(found) and all(POSITION_NAMES[st.pos[x]] == pred["state"] for x in found)
    counted = pred.get("count", "cards")
    if counted == "hand":   # issue 24, g6: "more cards in hand than your opponent"
        mine, theirs = len(st.hands[p]), len(st.hands[1 - p])
    elif counted == "flags":   # "fewer flags in this sector than your opponent"
        mine, theirs = (flags_in(st, q, s) for q in (p, 1 - p))
    elif pred.get("than_types"):   # g13: "more assets than units": two kinds of one player's cards
        owner = pred.get("owner", "own")
        mine = len(candidates(st, p, {"owner": owner, "types": pred.get("types") or ["unit"],
                                      "filters": pred.get("filters")}, s))
        theirs = len(candidates(st, p, {"owner": owner, "types": pred["than_types"], "filters": pred.get("than_filters")}, s))
        how = pred.get("compare", "more")
        return mine > theirs if how == "more" else mine < theirs if how == "fewer" else mine == theirs
    else:
        mine, theirs = (len(candidates(st, p, q, s)) for q in _pair_specs(pred)[1:])
    if pred.get("owner", "own") != "own":
        mine, theirs = theirs, mine
    how = pred.get("compare", "more")
    return mine > theirs if how == "more" else mine < theirs if how == "fewer" else mine == theirs


def flags_in(st: GameState, q: int, s: int | None) -> int:
    """Player ``q``'s flags in sector ``s`` (its cards' flags there; the battle's extra flags when the
    battle under way is for that sector), as the resolution counts them; with no sector named, the
    battle's sector (0 with none)."""
    if s is None or s < 0:
        s = st.bsec
    if s < 0:
        return 0
    n = sum(st.stat(c, FL) for c in st.sectors[s][q] if st.tpl[c].type != SHIP)
    if s == st.bsec:
        n += st.battle_flags[q]
    return max(0, n)


def carried(use: AbilityFrame) -> list[int]:
    """The cards the nearest choice of ``use`` chose so far (or those it was handed), for "it" in
    effects carried out by a use of their own (a branch, an outcome, an effect put off)."""
    return next((list(use.chosen[k]) for k in range(use.ptr - 1, -1, -1) if use.chosen.get(k)),
                list(use.chosen.get(CARRIED, ())))


def uses_of(c: int, ai: int, ab: Ab) -> tuple[tuple[int, int, str], ...]:
    """The marks a use of ability ``ai`` of card ``c`` leaves in ``GameState.used`` (its limits: a printed
    T / R / M once per war action unless unlimited, an event or a preparation ability once per battle,
    and "use only once per battle / turn"); while one of them is there, it cannot be used again."""
    out: list[tuple[int, int, str]] = []
    if ab.kind in ("T", "R", "M") and not ab.unlimited:
        out.append((c, ai, "wa"))
    if ab.kind in ("E", "preparation") or ab.once is not None:
        out.append((c, ai, ab.once or "battle"))
    return tuple(out)


def named_card(st: GameState, c: int, of: str, use: AbilityFrame | None, trig: int) -> int:
    """The card a condition names: this card, the attacking / defending / blocking card, the trigger's
    card, or the card the ability's nearest earlier choice chose (-1: none)."""
    if of == "this":
        return c
    if of == "attacking":
        return st.wa_att
    if of == "defending":
        return st.wa_def
    if of == "blocking":
        return st.wa_block
    if of == "trigger":
        return use.trig if use is not None else trig
    if of == "revealed":   # the top card an earlier reveal or look showed, while it is still there
        shown = use.chosen.get("revealed") if use is not None else None
        return shown[-1] if shown and st.loc[shown[-1]] == Z_DECK else -1
    if of == "chosen" and use is not None:
        for k in range(use.ptr - 1, -1, -1):
            if use.chosen.get(k):
                return use.chosen[k][-1]
        if use.chosen.get(-100):   # a use carried out for another (a branch): the cards that use chose
            return use.chosen[-100][-1]
    return -1


def later(st: GameState, use: AbilityFrame, e: Node) -> None:
    """"At the end of the war action, ...": the effects are kept with the cards chosen so far and carried
    out when the war action ends (combat.WarActionEndFrame); "at the end of the battle, ..." (g9) when
    the combat step of the battle is over (battle.BattleFrame), before its resolution."""
    kept = (use.ctrl, use.card, use.ai, use.ab, e["effects"], carried(use), use.x, use.trig)
    if e.get("when") == "battle":
        st.later_battle.append(kept)
        st.note(R.PROCEDURE, "later.scheduled-battle")
    else:
        st.later.append(kept)
        st.note(R.PROCEDURE, "later.scheduled")
    use.ptr += 1
    return None


def ability_uses(irs: Iterable[Node]) -> Uses:
    """Every op, cost, restriction rule and trigger event the abilities (IR dicts) speak of, nested
    effects included; "aura" for a constant the engine reads in play."""
    out: set[str | None] = set()

    def walk(effects: Iterable[Node] | None) -> None:
        for e in effects or ():
            out.add(e.get("op"))
            if e.get("op") == "restriction":
                out.add(rule_name(e))
            out.update(("vs_card",) if e.get("versus_this") else ())
            out.update(("vs_attack",) if e.get("versus_attack") else ())
            out.update(("vs_cards",) if e.get("versus_cards") else ())   # g8: "versus locked units"
            walk(e.get("effects"))
            walk(e.get("otherwise"))
            for o in e.get("outcomes") or ():
                walk(o.get("effects"))
            for opt in e.get("options") or ():
                walk(opt)

    for ir in irs:
        walk(ir.get("effects"))
        walk(ir.get("fail_effects"))
        out.update(c.get("cost") for c in ir.get("costs") or ())
        if ir.get("trigger"):
            out.add(ir["trigger"].get("event"))
    return frozenset(out)


def rule_name(e: Node) -> str:
    """A restriction's name: its rule (+ "_enemy"), + "_by" with a description, |kinds|types naming abilities."""
    name = e["rule"] + ("_enemy" if e.get("enemy_only") and e["rule"] in (
        "untargetable", "no_ready", "no_destroy_ability", "no_lock", "unaffected") else "") + (
        "_turn" if e.get("turn_end") else "") + (f"_{e['times']}" if e.get("times") else "") + (
        f"_{e['speed']}" if e.get("speed") is not None else "")   # g6: "as if its speed were 4"   # g6: "up to 2 overruns"
    src, by = e.get("source"), "_by" if e.get("by") else ""
    return name + by if by or src is None else f"{name}|{','.join(src.get('kinds') or ())}|{','.join(src.get('types') or ())}"
