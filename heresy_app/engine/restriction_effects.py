"""What the restrictions an ability gives do when it resolves (rules: abilities.restriction): they are
kept beside the bonuses of their duration, so they end as those do (the war action by default), and
each has its log line; a keyword lost for a time ("loses Counter-attack") likewise. Where each is
honoured: engine.restrictions and the rooms that decide blocks, attacks, choices and readying."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from heresy_app.abilities.lexicon import keyword_ru
from heresy_app.cards.model import fold
from heresy_app.engine import citations as R
from heresy_app.engine.card_effects import lasting
from heresy_app.engine.targets import resolve_targets, rule_name

if TYPE_CHECKING:
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Node
    from heresy_app.engine.state import GameState

__all__ = ["restrict", "lose", "has_keyword"]

# this room's log lines are the catalog's (engine.ftl, "## engine/restriction_effects.py")

_COUNTER = frozenset({fold("Counter-attack"), fold("Контратака")})


def restrict(st: GameState, use: AbilityFrame, e: Node) -> None:
    """abilities.restriction: a restriction an ability gives its targets for a time, kept beside the
    bonuses of that duration (so it ends as they do: the war action by default). A constant one has
    no target: the card's template reads it."""
    if e.get("target") is None:
        use.ptr += 1
        return None
    where = lasting(st, use, e, st.wa_bonus, st.battle_bonus, st.turn_bonus)
    kw = e.get("keyword") or ""
    rule = rule_name(e)
    by = json.dumps(e["by"], sort_keys=True) if e.get("by") else None
    for c in resolve_targets(st, use, e["target"], use.ptr):
        if not st.in_play(c):
            continue
        if by is not None:   # "cannot be blocked by units with 2 or more flags": the description, as its player reads it
            where[(rule, c, by, use.ctrl)] = 1
        else:
            where[(rule, c, fold(kw))] = 1
        if e["rule"] == "unaffected":   # g17c: "cannot be affected by enemy tactics" (engine.entering)
            st.note(R.RESTRICTION, "restriction.unaffected", card=c)
        elif by is not None or e.get("source") is not None or e["rule"] in _MORE_NOTES:
            _more_note(st, e, c)
        elif e["rule"] == "unshootable":
            st.note(R.RESTRICTION, "restriction.unshootable", card=c)
        elif e["rule"] != "unblockable":   # cannot block, charge, shoot, assault, be locked, be targeted
            _restricted_note(st, rule, c)
        elif kw:
            st.note(R.RESTRICTION, "restriction.unblockable-by", card=c, keyword=kw)
        else:
            st.note(R.RESTRICTION, "restriction.unblockable", card=c)
    use.ptr += 1
    return None


def lose(st: GameState, use: AbilityFrame, e: Node) -> None:
    """The target loses a keyword until the end of the duration (kept as ("lose", card, keyword)
    beside the bonuses; :meth:`GameState.keywords` and :meth:`GameState.has_counter` read it)."""
    kw = e["keyword"]
    ru = keyword_ru(kw)
    forms = {fold(kw)} | ({fold(ru)} if ru else set())
    where = lasting(st, use, e, st.wa_bonus, st.battle_bonus, st.turn_bonus)
    for c in resolve_targets(st, use, e["target"], use.ptr):
        if not st.in_play(c):
            continue
        for f in forms:
            where[("lose", c, f)] = 1
        st.note(R.RESTRICTION, "keyword.lost", card=c, kw=kw)
    use.ptr += 1
    return None


def has_keyword(st: GameState, c: int, kw: str) -> bool:
    """Has ``c`` the keyword ``kw`` (English) now (Counter-attack: also gained for a time)?"""
    ru = keyword_ru(kw)
    forms = {fold(kw)} | ({fold(ru)} if ru else set())
    return bool(forms & st.keywords(c)) or (bool(forms & _COUNTER) and st.has_counter(c))


_MORE_NOTES = frozenset({"no_use", "unassaultable", "no_ready", "no_overrun", "block_any_speed", "overrun_any", "overrun_asset",
                         "unblockable_shooting", "unblockable_assault", "block_uncharged", "block_as_speed",
                         "block_speed_plus", "charge_assault", "charge_shoot"})


def _more_note(st: GameState, e: Node, c: int) -> None:
    """The log line of a restriction added later (who may not, which abilities, overrun, readying)."""
    rule = e["rule"]
    if e.get("by") and rule == "unblockable":
        st.note(R.RESTRICTION, "restriction.unblockable-desc", card=c)
    elif e.get("by") and rule == "unblockable_shooting":   # g16: who may not block its shots
        st.note(R.RESTRICTION, "restriction.unblockable-shooting-desc", card=c)
    elif e.get("by") and rule == "unblockable_assault":
        st.note(R.RESTRICTION, "restriction.unblockable-assault-desc", card=c)
    elif e.get("by") and rule == "unshootable":
        st.note(R.RESTRICTION, "restriction.unshootable-desc", card=c)
    elif e.get("by"):
        st.note(R.RESTRICTION, "restriction.unassaultable-desc", card=c)
    elif rule == "untargetable":
        st.note(R.RESTRICTION, "restriction.untargetable-some", card=c)
    elif rule == "no_ready":
        if e.get("source") is not None:
            st.note(R.RESTRICTION, "restriction.no-ready-abilities", card=c)
        else:
            st.note(R.RESTRICTION, "restriction.no-ready", card=c)
    elif rule == "no_use" and e.get("source"):   # g12: "cannot use WA abilities"
        st.note(R.RESTRICTION, "restriction.no-use-some", card=c)
    elif rule == "no_use":
        st.note(R.RESTRICTION, "restriction.no-use", card=c)
    elif rule == "no_lock":   # g12: "cannot be locked by enemy tactics"
        st.note(R.RESTRICTION, "restriction.no-lock-some", card=c)
    elif rule == "no_overrun":
        st.note(R.RESTRICTION, "restriction.no-overrun", card=c)
    elif rule == "block_any_speed":
        st.note(R.RESTRICTION, "restriction.block-any-speed", card=c)
    elif rule == "overrun_any" and e.get("times"):   # g6: "up to 2 overruns in each war action"
        st.note(R.RESTRICTION, "restriction.overrun-times", card=c, n=e["times"])
    elif rule == "overrun_any":
        st.note(R.RESTRICTION, "restriction.overrun-any", card=c)
    elif rule == "unblockable_shooting":   # g6: "This unit's shooting cannot be blocked."
        st.note(R.RESTRICTION, "restriction.unblockable-shooting", card=c)
    elif rule == "unblockable_assault":
        st.note(R.RESTRICTION, "restriction.unblockable-assault", card=c)
    elif rule == "block_uncharged":
        st.note(R.RESTRICTION, "restriction.block-uncharged", card=c)
    elif rule == "block_as_speed":
        st.note(R.RESTRICTION, "restriction.block-as-speed", card=c, n=e["speed"])
    elif rule == "block_speed_plus":   # g11
        st.note(R.RESTRICTION, "restriction.block-speed-plus", card=c, n=e["speed"])
    elif rule == "charge_assault":   # g11
        st.note(R.RESTRICTION, "restriction.charge-assault", card=c)
    elif rule == "charge_shoot":
        st.note(R.RESTRICTION, "restriction.charge-shoot", card=c)
    elif rule == "overrun_asset":   # issue 24, g6
        st.note(R.RESTRICTION, "restriction.overrun-asset", card=c)
    else:
        st.note(R.RESTRICTION, "restriction.unassaultable", card=c)


def _restricted_note(st: GameState, rule: str, c: int) -> None:
    if rule == "no_block":
        st.note(R.RESTRICTION, "restriction.no-block", card=c)
    elif rule == "no_charge":
        st.note(R.RESTRICTION, "restriction.no-charge", card=c)
    elif rule == "no_shoot":
        st.note(R.RESTRICTION, "restriction.no-shoot", card=c)
    elif rule == "no_assault":
        st.note(R.RESTRICTION, "restriction.no-assault", card=c)
    elif rule == "no_lock":
        st.note(R.RESTRICTION, "restriction.no-lock", card=c)
    elif rule == "no_lock_enemy":   # g12: by the enemy's abilities only
        st.note(R.RESTRICTION, "restriction.no-lock-some", card=c)
    elif rule == "untargetable":
        st.note(R.RESTRICTION, "restriction.untargetable", card=c)
    elif rule.startswith("no_destroy"):
        st.note(R.RESTRICTION, "restriction.no-destroy", card=c)
    else:
        st.note(R.RESTRICTION, "restriction.untargetable-enemy", card=c)
