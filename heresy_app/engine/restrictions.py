"""Restrictions that combine (issue 24; rules: abilities.restriction): who may not do it to a card,
as a description ("cannot be blocked by units with 2 or more flags", "enemy units cannot shoot at
your flagless units"), which abilities may not ("the target of enemy tactics", "of ship abilities",
"cannot be readied by abilities"), and a change that counts only against the card printing it
("Enemy locked units get -1 armor versus this unit"). Functions of the state; none changes it.

How they are kept: :func:`targets.rule_name` names each (rule + "_by" with a description; rule|kinds|
types naming abilities); printed on a card or given to a scope they are read as constants in play
(``targets.read_constants``), given for a time they sit beside the bonuses of their duration.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import TYPE_CHECKING

from heresy_app.engine import targets
from heresy_app.engine.targets import each_aura, filters_ok, home_sector, predicate, restricted, type_ok, untargetable
from heresy_app.engine.terms import ATTACK_CODES, SHIP, STAT_CODES, TYPE_NAMES, Z_FLEET

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Node, Uses
    from heresy_app.engine.state import GameState

#: an ability's source as restrictions read it: (its kind, the type of the card printing it, None for a command line)
Source = tuple[str, "str | None"]

__all__ = ["untargetable_by", "not_readied", "barred_source", "barred_by", "describes", "aura_versus_card", "aura_versus_attack",
           "ability_source", "names_sources", "infiltration_barred", "infiltrate_candidates", "lock_barred", "use_barred"]


def ability_source(st: GameState, c: int, ai: int, kind: str) -> Source:
    """(kind, the type of the card the ability is printed on, None for a command line): what a
    restriction naming kinds of ability ("enemy tactics", "ship abilities") reads."""
    return kind, (TYPE_NAMES[st.tpl[c].type] if ai >= 0 and c >= 0 else None)


_SOURCES: dict[Uses, bool] = {}


def names_sources(st: GameState) -> bool:
    """Does a card of this game say which abilities may not target or ready it ("the target of
    enemy tactics")?"""
    found = _SOURCES.get(st.uses)
    if found is None:
        found = _SOURCES[st.uses] = any(isinstance(n, str) and "|" in n for n in st.uses)
    return found


def untargetable_by(st: GameState, c: int, p: int, src: Source | None = None) -> bool:
    """May no ability of ``p`` choose ``c`` (:func:`targets.untargetable`)? ``src``: (the ability's
    kind, the type of the card it is printed on or None for a command line), for the restrictions
    that name kinds of ability ("the target of enemy tactics", "of ship abilities")."""
    if untargetable(st, c, p):
        return True
    return src is not None and barred_source(st, c, p, "untargetable", src)


def not_readied(st: GameState, c: int, p: int = -1, src: Source | None = None, turn_end: bool = False) -> bool:
    """May ``c`` not be readied now: by anything ("cannot be readied"), or, ``src`` = (kind, card
    type) of an ability of ``p``, by such an ability ("cannot be readied by abilities"), or, at the
    end of the turn (``turn_end``), then ("enemy ships are not readied at the end of the turn")?"""
    if "no_ready" in st.uses and restricted(st, c, "no_ready"):
        return True
    if turn_end and "no_ready_turn" in st.uses and restricted(st, c, "no_ready_turn"):
        return True
    return src is not None and barred_source(st, c, p, "no_ready", src)


def lock_barred(st: GameState, c: int, p: int, src: Source | None = None) -> bool:
    """g12: may an ability of ``p`` (``src`` = (kind, card type or None), when known) not lock ``c``:
    "cannot be locked" by anything, "Enemy cards cannot lock this ship." (the opponent's abilities only:
    its own player may still lock it, a cost included), "Enemy tactics cannot lock your units." (abilities
    of a kind)?"""
    if restricted(st, c, "no_lock"):
        return True
    if "no_lock_enemy" in st.uses and st.owner[c] != p and restricted(st, c, "no_lock_enemy"):
        return True
    return src is not None and names_sources(st) and barred_source(st, c, p, "no_lock", src)


def use_barred(st: GameState, c: int, ai: int, kind: str) -> bool:
    """g12: may card ``c`` not use its printed ability ``ai`` (of ``kind``) now: "This unit cannot use
    abilities.", "Psykers in this sector cannot use WA abilities." (a restriction on the card, printed,
    given for a time or by a constant to a scope it is in)? A command line is a card played, not used."""
    if ai < 0 or c < 0 or not st.in_play(c):
        return False
    if restricted(st, c, "no_use"):
        return True
    return names_sources(st) and barred_source(st, c, st.owner[c], "no_use", (kind, None))


def barred_source(st: GameState, c: int, p: int, rule: str, src: Source) -> bool:
    """Does a restriction ``rule`` ("untargetable", "no_ready") that names kinds of ability bar an
    ability of ``p`` of ``src`` = (kind, card type or None) from ``c`` (rules: abilities.restriction)?"""
    for name, enemy, kinds, types in _source_rules(st.uses, rule):
        if enemy and st.owner[c] == p:
            continue
        if kinds and src[0] not in kinds or types and src[1] not in types:
            continue
        if restricted(st, c, name):
            return True
    return False


#: a restriction naming abilities: (its name, enemy only, the kinds it names, the card types it names)
SourceRule = tuple[str, bool, frozenset[str], frozenset[str]]
_SOURCE_RULES: dict[tuple[Uses, str], tuple[SourceRule, ...]] = {}


def _source_rules(uses: Uses, rule: str) -> tuple[SourceRule, ...]:
    """The restriction names of ``rule`` naming abilities that the game's cards speak of: (name,
    enemy only, kinds, types)."""
    key = (uses, rule)
    found = _SOURCE_RULES.get(key)
    if found is None:
        rules: list[SourceRule] = []
        for n in uses:
            if isinstance(n, str) and "|" in n:
                base, kinds, types = n.split("|")
                if base in (rule, rule + "_enemy"):
                    rules.append((n, base != rule, frozenset(kinds.split(",")) - {""},
                                  frozenset(types.split(",")) - {""}))
        found = _SOURCE_RULES[key] = tuple(rules)
    return found


def barred_by(st: GameState, c: int, other: int, rule: str) -> bool:
    """Does a restriction bar ``other`` from ``rule`` ("unblockable": blocking, "unshootable":
    shooting at, "unassaultable": assaulting) ``c`` by describing it ("cannot be blocked by units
    with 2 or more flags")? Printed on ``c``, given to it for a time, or by a constant to a scope it
    is in; the description is read from the side of the card (or ability's player) that gave it."""
    if rule + "_by" not in st.uses:
        return False
    if st.wa_bonus or st.battle_bonus or st.turn_bonus:
        for k, _ in st.timed(c, rule + "_by"):
            if describes(st, other, _spec(k[2]), k[3]):
                return True
    if st.auras or st.sec_auras:
        for a, e in each_aura(st, c, "restriction"):   # a = -1: a sector's text, whose description names no player
            if e["rule"] == rule and e.get("by") and describes(st, other, e["by"], st.owner[a] if a >= 0 else -1):
                return True
    return False


def describes(st: GameState, c: int, spec: Node, p: int) -> bool:
    """Does the description ``spec`` (a choice of all: owner, types, filters, alternatives), read by
    player ``p``, fit card ``c``?"""
    owner = spec.get("owner", "any")
    if owner == "own" and st.owner[c] != p or owner == "enemy" and st.owner[c] == p:
        return False
    if owner in ("attacker", "defender") and (st.owner[c] == st.attacker) != (owner == "attacker"):
        return False
    return any(type_ok(st, c, k.get("types") or ["unit"]) and filters_ok(st, c, k.get("filters"))
               for k in (spec, *(spec.get("alt") or ())))


_SPECS: dict[str, Node] = {}


def _spec(text: str) -> Node:
    """A description kept as JSON in a timed restriction's key, read back once (the same dict each
    time, so :func:`_compile_spec` caches it)."""
    d = _SPECS.get(text)
    if d is None:
        d = _SPECS[text] = json.loads(text)
        assert isinstance(d, dict)   # (the description a timed restriction's key was written with)
    return d


def aura_versus_card(st: GameState, c: int, s: int, vs: int) -> int:
    """What constants "versus this unit" add to statistic ``s`` of ``c`` while it fights ``vs``, the
    card printing them ("Enemy locked units get -1 armor versus this unit.")."""
    n = 0
    for a, e in each_aura(st, c, "modify"):
        if a == vs and e.get("versus_this"):
            for ch in (e, *(e.get("more") or ())):
                if STAT_CODES[ch["stat"]] == s and (ch.get("amount") or {}).get("kind") == "number":
                    n += int(ch.get("sign", 1)) * ch["amount"]["value"]
    return n


def aura_versus_attack(st: GameState, c: int, s: int, attack: int) -> int:
    """What constants of a scope "versus shooting / assaults" add to statistic ``s`` of ``c`` fighting
    in an attack of kind ``attack`` (combat's code): "Your other Infantry units in this sector get +1
    armor when they are shot at." (g14)."""
    n = 0
    for _, e in each_aura(st, c, "modify"):
        if e.get("versus_attack") and ATTACK_CODES[e["versus_attack"]] == attack:
            for ch in (e, *(e.get("more") or ())):
                if STAT_CODES[ch["stat"]] == s and (ch.get("amount") or {}).get("kind") == "number":
                    n += int(ch.get("sign", 1)) * ch["amount"]["value"]
    return n


def infiltration_barred(st: GameState, c: int, p: int) -> bool:
    """May ``p`` not infiltrate ``c`` into the battle's sector: a constant of a card in play there (a
    ship's: any sector) bars such cards ("Your opponent cannot infiltrate units into this sector."),
    its description read by that card's player, its "while ..." holding (abilities.restriction)?"""
    if "no_infiltrate" not in st.uses or st.tpl[c].type == SHIP:
        return False
    for a in st.auras:
        if st.loc[a] < Z_FLEET or home_sector(st, a) != st.bsec:
            continue
        for k, e, scope, conds in st.tpl[a].auras:
            if k == "restriction" and e["rule"] == "no_infiltrate" and scope is not None and describes(
                    st, c, scope, st.owner[a]) and all(
                    predicate(st, st.owner[a], a, cond["predicate"]) == (cond["mode"] == "only_if") for cond in conds):
                return True
    # (ir.Restriction always names a description for this rule; one without would be its own card's: in play,
    # never the card infiltrated)
    s = st.bsec
    if s in st.sec_auras:   # a sector's text: "Units cannot be infiltrated into this sector." (abilities.sector)
        for k, e, scope, _ in st.sec[s][5].auras:
            if k == "restriction" and e["rule"] == "no_infiltrate" and scope is not None and describes(st, c, scope, -1):
                return True
    return False


def infiltrate_candidates(st: GameState, p: int, e: Node, exclude: Iterable[int] = ()) -> list[int]:
    """:func:`targets.infiltrate_candidates`, but none a constant bars from the battle's sector."""
    cands = targets.infiltrate_candidates(st, p, e, exclude)
    return [c for c in cands if not infiltration_barred(st, c, p)] if "no_infiltrate" in st.uses else cands
