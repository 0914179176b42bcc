"""Changes that count versus a description of cards, not one keyword (issue 24, g8): "This unit gets
+1 assault versus locked units." / «... против повернутых отрядов», "T: One of your units gets +2
armor versus charging units." (ir.ModifyStat.versus_cards; rules: term.versus, abilities.versus-timed).

A constant on the card itself is kept in its template (``vs_cards``: (stat, n, filters)); one given
for a time is kept beside the bonuses under ("vs_cards", card, stat, the filters as JSON), so it ends
as they do. Both count only while the card fights a card the filters describe, read when the fight
is (so a unit locked since still counts as locked); the log says the description in words
(:mod:`versus_words`). A scope's constant versus cards is not read
(effects.supported leaves it to the player)."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from heresy_app.engine.targets import filters_ok

if TYPE_CHECKING:
    from collections.abc import Iterable

    from heresy_app.engine.shapes import Node
    from heresy_app.engine.state import GameState

__all__ = ["key_of", "versus_cards_bonus", "fights_such"]

_SPECS: dict[str, list[Node]] = {}


def key_of(filters: list[Node]) -> str:
    """The filters as the text kept in a timed bonus's key."""
    return json.dumps(filters, sort_keys=True, ensure_ascii=False)


def _filters(text: str) -> list[Node]:
    got = _SPECS.get(text)
    if got is None:
        if len(_SPECS) >= 1024:
            _SPECS.clear()
        got = _SPECS[text] = json.loads(text)
        assert isinstance(got, list)   # (key_of wrote it)
    return got


def versus_cards_bonus(st: GameState, c: int, s: int, vs: int) -> int:
    """What changes "versus <description>" add to statistic ``s`` of ``c`` while it fights ``vs``."""
    n = 0
    for cs, k, filters in st.tpl[c].vs_cards:
        if cs == s and filters_ok(st, vs, filters):
            n += k
    if st.wa_bonus or st.battle_bonus or st.turn_bonus:
        for key, k in st.timed(c, "vs_cards"):
            if key[2] == s and filters_ok(st, vs, _filters(key[3])):
                n += k
    return n


def fights_such(st: GameState, cards: Iterable[int], filters: list[Node]) -> bool:
    """Is one of ``cards`` described by the filters now (the AI: is a change versus them worth anything)?"""
    return any(filters_ok(st, c, filters) for c in cards)
