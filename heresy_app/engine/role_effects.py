"""A card's role in the war action changed by an ability (issue 24, g2): "T: This unit becomes the
defending unit." / «Т: Этот отряд становится защищающимся отрядом.» The rulebook makes a blocking
unit the new defending unit (battle.blocking); our clarification (rules section abilities.tactic):
an ability may do the same for a unit of the defending unit's player in the battle's sector, while
an attack is under way; the attack is then made against it, and the card that was defending is no
longer. Functions of the state; :mod:`effects` registers them."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from heresy_app.engine import citations as R
from heresy_app.engine.targets import resolve_targets
from heresy_app.engine.terms import UNIT

if TYPE_CHECKING:
    from heresy_app.engine.combat import AttackFrame
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Node
    from heresy_app.engine.state import GameState

__all__ = ["become_defending", "may_become_defending"]


def _attack(st: GameState) -> AttackFrame | None:
    return cast("AttackFrame | None", next((f for f in reversed(st.stack) if type(f).__name__ == "AttackFrame"), None))


def may_become_defending(st: GameState, c: int) -> bool:
    """Can ``c`` become the defending unit now: an attack is under way with a defending card, and
    ``c`` is another unit of that card's player in play in the battle's sector."""
    d = st.wa_def
    f = _attack(st)
    return (f is not None and d >= 0 and f.target == d and c != d and st.in_play(c) and st.tpl[c].type == UNIT
            and st.owner[c] == st.owner[d] and st.loc[c] == st.loc[d])


def become_defending(st: GameState, use: AbilityFrame, e: Node) -> None:
    for c in resolve_targets(st, use, e["target"], use.ptr):
        if not may_become_defending(st, c):
            st.note(R.TACTIC, "role.not-defending", card=c)
            continue
        f = _attack(st)
        assert f is not None   # (may_become_defending found it)
        st.note(R.BLOCKING, "role.becomes-defending", card=c, old=st.wa_def)
        f.target = c
        st.wa_def = c
        st.wa_block = -1
    use.ptr += 1
    return None
