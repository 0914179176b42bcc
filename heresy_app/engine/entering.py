"""Restrictions of any scope (issue 24, g17c; rules: abilities.restriction, our clarification) that the
other rooms do not decide:

* ``unaffected`` — "Enemy ships cannot affect cards in this sector.", "This unit cannot be affected by
  enemy tactics.": no ability of the source may choose such a card (:func:`effects.choice_candidates`),
  nor act on it as one of "all ..." or as the card a war action or trigger names
  (:func:`targets.resolve_targets` asks :func:`spared`);
* ``no_deploy`` — "Titans cannot be deployed into this sector.": regular deployment offers no such
  card that sector (:class:`turn.DeployFrame`); a card that no open sector accepts is deployed as
  usual, since every card in hand must be deployed (rules: deployment.regular);
* ``enter_locked`` — "Enemy units infiltrated into this sector enter it locked instead of ready."
  (:func:`effects.infiltrate`).

Each is a constant of a card in play face up in the sector (a card face down is not yet revealed), or of
the sector's own text; its description is read by the player of the card printing it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from heresy_app.engine import citations as R
from heresy_app.engine.restrictions import ability_source, barred_source, describes, names_sources
from heresy_app.engine.targets import home_sector, on_spare, predicate, restricted
from heresy_app.engine.terms import LOCKED, Z_FLEET, Z_SECTOR

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Node, Uses
    from heresy_app.engine.state import GameState

__all__ = ["speaks_of_unaffected", "unaffected_by", "spared", "deploy_barred", "enters_locked", "enter"]

# this room's log lines are the catalog's (engine.ftl, "## engine/entering.py")

_SPEAKS: dict[Uses, bool] = {}


def speaks_of_unaffected(st: GameState) -> bool:
    """Does a card of this game say some abilities cannot affect a card?"""
    found = _SPEAKS.get(st.uses)
    if found is None:
        found = _SPEAKS[st.uses] = any(isinstance(n, str) and n.startswith("unaffected") for n in st.uses)
    return found


def unaffected_by(st: GameState, c: int, p: int, src: tuple[str, str | None] | None = None) -> bool:
    """May no ability of ``p`` (``src``: (kind, card type or None)) affect ``c`` now?"""
    if restricted(st, c, "unaffected") or (st.owner[c] != p and restricted(st, c, "unaffected_enemy")):
        return True
    return src is not None and names_sources(st) and barred_source(st, c, p, "unaffected", src)


def spared(st: GameState, use: AbilityFrame, cards: Iterable[int]) -> list[int]:
    """The cards of ``cards`` ability use ``use`` may affect ("all enemy units", the attacking unit, the
    card a trigger names): those no ``unaffected`` restriction protects from it; each one spared is
    logged."""
    src = ability_source(st, use.card, use.ai, use.ab.kind)
    out: list[int] = []
    for c in cards:
        if c != use.card and st.in_play(c) and unaffected_by(st, c, use.ctrl, src):
            st.note(R.RESTRICTION, "restriction.spared", card=c)
            continue
        out.append(c)
    return out


def _constants(st: GameState, s: int, rule: str) -> Iterator[tuple[Node, int]]:   # (scope, its reader)
    """(the description, the player reading it) of each constant ``rule`` that holds in sector ``s`` now. (The
    form always names a description for these rules, ir.Restriction; one without would be its own card's, which
    is in play, so never the card entering.)"""
    for a in st.auras:
        la = st.loc[a]
        if la < Z_FLEET or (la >= Z_SECTOR and not st.up[a]) or home_sector(st, a) != s:
            continue
        for k, e, scope, conds in st.tpl[a].auras:
            if k == "restriction" and e["rule"] == rule and scope is not None and all(
                    predicate(st, st.owner[a], a, cond["predicate"]) == (cond["mode"] == "only_if") for cond in conds):
                yield scope, st.owner[a]
    if s in st.sec_auras:   # a sector's text (abilities.sector)
        for k, e, scope, _ in st.sec[s][5].auras:
            if k == "restriction" and e["rule"] == rule and scope is not None:
                yield scope, -1


def deploy_barred(st: GameState, c: int, s: int) -> bool:
    """May ``c`` not be deployed into sector ``s`` ("Titans cannot be deployed into this sector.")?"""
    return "no_deploy" in st.uses and any(describes(st, c, scope, q) for scope, q in _constants(st, s, "no_deploy"))


def enters_locked(st: GameState, c: int, s: int) -> bool:
    """Does ``c`` infiltrated into sector ``s`` enter it locked ("enter it locked instead of ready")?"""
    return "enter_locked" in st.uses and any(describes(st, c, scope, q) for scope, q in _constants(st, s, "enter_locked"))


def enter(st: GameState, c: int, s: int) -> None:
    """``c`` has just been infiltrated into sector ``s``, ready: locked instead, where a constant says so."""
    if enters_locked(st, c, s):
        st.pos[c] = LOCKED
        st.note(R.RESTRICTION, "restriction.enters-locked", card=c, sector=s)


on_spare(spared)   # resolve_targets leaves out the cards spared
