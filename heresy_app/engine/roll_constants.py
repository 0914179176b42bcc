"""Issue 24 (g16): constants that change the tests made for the abilities of a kind of card ("Tests for
abilities of Psykers in this sector succeed on a result 1 lower than needed" / «Тесты для способностей
псайкеров в этом секторе проходят при результате на 1 меньше требуемого»): an aura of kind ``test_bonus``
(targets.read_constants), added to the test's result as its die is read (plays, rules: rolls.test)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from heresy_app.engine import citations as R
from heresy_app.engine.targets import each_aura

if TYPE_CHECKING:
    from heresy_app.engine.state import GameState

__all__ = ["test_bonus"]


def test_bonus(st: GameState) -> int:
    """What constants add to the test being rolled now for the ability of the card of the use on top of the
    stack ("Tests for abilities of Psykers in this sector succeed on a result 1 lower than needed": +1), each
    said in the log; 0 for a test no card's ability makes (a command line's) or when none reaches it."""
    use = next((f for f in reversed(st.stack) if getattr(f, "wait", 0) == 1 and hasattr(f, "test_need")), None)
    card = getattr(use, "card", -1) if use is not None else -1
    if card < 0 or not (st.auras or st.sec_auras):
        return 0
    n = 0
    for a, e in each_aura(st, card, "test_bonus"):
        n += e["amount"]
        if a >= 0:
            st.note(R.ROLL_TEST, "roll.test-bonus", card=a, n=e["amount"], of=card)
    return n
