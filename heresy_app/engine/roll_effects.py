"""What a modifier does to the roll it is played on (rules: abilities.modifier, abilities.modifier.before):
add or subtract a number, X or a count; set the result or let its player choose it; make the roll again
or twice; and a lasting change to a player's rolls. Which roll a modifier fits (whose, which kind) is
:func:`whose_roll`, the ``possible`` of their registry entries in :mod:`heresy_app.engine.effects`."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from heresy_app.engine import citations as R
from heresy_app.engine.card_effects import lasting
from heresy_app.engine.roll_constants import test_bonus

if TYPE_CHECKING:
    from heresy_app.engine.plays import AbilityFrame, ModifierFrame
    from heresy_app.engine.shapes import Decision, Node
    from heresy_app.engine.state import GameState

__all__ = ["die_of_roll", "roll_add", "reroll", "roll_set", "roll_set_pick", "roll_twice", "roll_bonus", "whose_roll",
           "test_result", "test_need"]


def roll_add(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    mf = use.modifier_window(st)
    a = e["amount"]
    # a printed number (a bare int in the form before X and counts), X, or a count ("for each ...")
    n = a if isinstance(a, int) else use.amount(st, a)
    assert n is not None   # (ir.RollAmount: a number, X or a count, never a die to roll)
    if e.get("up_to") and mf is not None and not getattr(mf, "before", False):
        # g16: "Add up to 2 to your roll": the controller chooses what the roll becomes, 1 to n away
        use.player = use.ctrl
        return [("result", mf.value + int(e.get("sign", 1)) * k) for k in range(1, n + 1)]
    if mf is not None:
        mf.value += int(e.get("sign", 1)) * n
        if getattr(mf, "before", False):   # abilities.modifier.before: added once the die is read
            st.note(R.MODIFIER_BEFORE, "roll.will-change", n=int(e.get("sign", 1)) * n)
        else:
            st.note(R.MODIFIER, "roll.becomes", value=mf.value)
    use.ptr += 1
    return None


def reroll(st: GameState, use: AbilityFrame, e: Node) -> None:
    mf = use.modifier_window(st)
    if mf is not None and not getattr(mf, "before", False):   # before the roll there is nothing to reroll
        old, mf.value = mf.value, st.die_roll(mf.roller, R.MODIFIER)
        st.note(R.MODIFIER, "roll.again", value=mf.value)
        keep = e.get("keep")
        if keep:   # "... and use the higher result": the better (worse) of the two counts
            mf.value = min(old, mf.value) if keep == "lower" else max(old, mf.value)
            st.note(R.MODIFIER, "roll.becomes", value=mf.value)
    use.ptr += 1
    return None


def roll_set(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """"Treat the result of the roll as 6": the roll being modified becomes that number; "Choose the
    result of the roll": the controller picks it, 1 to 6 (the dice cards print)."""
    mf = use.modifier_window(st)
    if mf is None or getattr(mf, "before", False):
        use.ptr += 1
        return None
    if e.get("value") is None:
        use.player = use.ctrl
        return [("result", v) for v in range(1, 7)]
    mf.value = e["value"]
    st.note(R.MODIFIER, "roll.becomes", value=mf.value)
    use.ptr += 1
    return None


def test_need(st: GameState) -> int | None:
    """g13: the value the test being modified needs (None when the roll being modified is no test cost)."""
    for f in reversed(st.stack):
        if hasattr(f, "test_need") and getattr(f, "wait", None):
            return cast("AbilityFrame", f).test_need()
    return None


def test_result(st: GameState, use: AbilityFrame, e: Node) -> None:
    """"If the roll is a test, the test is passed (fails)": the result becomes the least that passes the
    test (the most that fails it) when it does not already; a roll that is no test is left as it is."""
    mf = use.modifier_window(st)
    need = test_need(st) if mf is not None and not getattr(mf, "before", False) else None
    if need is None:
        st.note(R.MODIFIER, "roll.not-test")
    else:
        assert mf is not None   # (a test's need is read only while a modifier window is open)
        if e.get("passed", True):
            mf.value = max(mf.value, need)
            st.note(R.ROLL_TEST, "roll.test-passed", value=mf.value)
        else:
            mf.value = min(mf.value, need - 1)
            st.note(R.ROLL_TEST, "roll.test-failed", value=mf.value)
    use.ptr += 1
    return None


def roll_set_pick(st: GameState, use: AbilityFrame, e: Node, d: Decision) -> None:
    mf = use.modifier_window(st)
    if mf is not None:
        mf.value = d[1]
        st.note(R.MODIFIER, "roll.chosen", player=use.ctrl, value=d[1])
    use.ptr += 1


def roll_twice(st: GameState, use: AbilityFrame, e: Node) -> None:
    """Played before the result is known: the roll is made twice and the lower (higher) die counts."""
    mf = use.modifier_window(st)
    if mf is not None and getattr(mf, "before", False):
        mf.keep = e.get("keep", "lower")
        if mf.keep == "lower":
            st.note(R.MODIFIER_BEFORE, "roll.twice-will.lower", player=mf.roller)
        else:
            st.note(R.MODIFIER_BEFORE, "roll.twice-will.higher", player=mf.roller)
    use.ptr += 1
    return None


def roll_bonus(st: GameState, use: AbilityFrame, e: Node) -> None:
    """A lasting change to a player's rolls, kept beside the bonuses of its duration (so it ends as they
    do) under the key ("roll", None, player); the roll being modified now, if that player's and not
    counted yet, changes too (plays.roll adds the kept changes to every later roll)."""
    where = lasting(st, use, e, st.wa_bonus, st.battle_bonus, st.turn_bonus)
    n = int(e.get("sign", 1)) * e["amount"]
    who = e.get("player", "you")
    players = (use.ctrl, 1 - use.ctrl) if who == "each" else (use.ctrl if who == "you" else 1 - use.ctrl,)
    mf = use.modifier_window(st)
    for q in players:
        key = ("roll", None, q)
        where[key] = where.get(key, 0) + n
        st.note(R.MODIFIER, "roll.lasting", player=q, n=n)
        if mf is not None and mf.roller == q and not getattr(mf, "before", False):
            mf.value += n
            st.note(R.MODIFIER, "roll.becomes", value=mf.value)
    use.ptr += 1
    return None


_ROLL_RULES = {"test": R.ROLL_TEST, "d6": R.ROLL_D6, "variable": R.ROLL_VARIABLE}


def whose_roll(st: GameState, p: int, e: Node, playing: int = -1) -> bool:
    """A modifier of "your roll" / "your opponent's roll" fits only the roll of that player; one of "a
    test" ("a d6 roll", "a variable roll") only a roll of that kind (rules: rolls)."""
    whose = e.get("whose", "any")
    of = e.get("of", "any")
    if whose == "any" and of == "any":
        return True
    # the innermost modifier window (plays.ModifierFrame, or its PreRollFrame: both say "before")
    mf = cast("ModifierFrame | None",
              next((f for f in reversed(st.stack) if hasattr(f, "before") and hasattr(f, "roller")), None))
    if mf is None:
        return False
    if whose != "any" and (mf.roller == p) != (whose == "own"):
        return False
    return of == "any" or getattr(mf, "rule", None) == _ROLL_RULES[of]


def die_of_roll(st: GameState, p: int, rule: str, bonus: int = 0, keep: str | None = None) -> int:
    """The result of a roll by ``p`` as its die is read: made twice when a modifier played before the
    result said so (``keep`` the lower or the higher die), plus what modifiers played before the result
    added (``bonus``) and the lasting changes to ``p``'s rolls ("each of their rolls until ...")."""
    v = st.die_roll(p, rule)
    if keep is not None:
        w = st.die_roll(p, rule)
        v = min(v, w) if keep == "lower" else max(v, w)
        if keep == "lower":
            st.note(R.MODIFIER_BEFORE, "roll.twice.lower", player=p, value=v)
        else:
            st.note(R.MODIFIER_BEFORE, "roll.twice.higher", player=p, value=v)
    if rule == R.ROLL_TEST and "test_bonus" in st.uses:   # g16: constants changing the tests of a kind of card
        bonus += test_bonus(st)
    if "roll_bonus" in st.uses:
        key = ("roll", None, p)
        bonus += st.wa_bonus.get(key, 0) + st.battle_bonus.get(key, 0) + st.turn_bonus.get(key, 0)
    if bonus:
        v += bonus
        st.note(R.MODIFIER_BEFORE, "roll.becomes", value=v)
    return v
