"""Sequels and each player's part (issue 24, g3b; rules: abilities.procedure).

* ``if_done`` (``ir.IfDone``): "Discard 1 card. If you do, draw 2 cards.", "You may lock this ship.
  If you do, ...", "Destroy one enemy asset. If you cannot, draw 1 card.". The first part is carried
  out as a use of its own above the ability's (its choices made then); a last internal step of that
  use (``done_check``) compares the cards' places and positions with those before it and carries out
  ``then`` when the first part was done (as many cards moved or turned as it names), else
  ``otherwise``. "It" in the sequel is the card the first part chose.
* ``each_player`` (``ir.EachPlayer``): "Each player locks one of his units in this sector": the
  effects are carried out once for each player, the player who uses the ability first, each making
  the choices they ask for ("his", "their": that player's own cards). With ``chooser_only`` ("Each
  player chooses one of their units. Destroy the chosen units.") each player only chooses: the
  ability's player carries the effects out. With ``player`` ``opponent`` (g7: "Your opponent locks 2
  of his units") only the opponent carries them out, making the choices.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, cast

from heresy_app.engine import citations as R
from heresy_app.engine.terms import ASSET, SHIP, UNIT, Z_DECK

if TYPE_CHECKING:
    from heresy_app.engine.plays import AbilityFrame
    from heresy_app.engine.shapes import Decision, Node
    from heresy_app.engine.state import GameState

__all__ = ["if_done", "if_done_pick", "done_check", "each_player_part", "DONE_CHECK", "infiltrate_revealed", "need"]

DONE_CHECK = "if_done_check"   # the internal op ending the first part of an IfDone (never in the IR)

# this room's log lines are the catalog's (engine.ftl, "## engine/sequels.py")

_COUNTED = ("draw", "discard", "mill")


def need(effects: Iterable[Node]) -> int:
    """How many cards the first part names: a discard or a draw of N cards, a choice of N cards (1
    for anything else: "lock this ship", "move one of your units")."""
    n = 0
    for e in effects:
        a = e.get("count") if e.get("op") in _COUNTED else None
        t = e.get("target") or {}
        if isinstance(a, dict) and a.get("kind") == "number":
            n += max(1, a["value"])
        elif t.get("ref") == "choose" and t.get("quantity", "exactly") == "exactly" and isinstance(t.get("count"), int):
            n += t["count"]
        else:
            n += 1
    return n


def _carry_first(st: GameState, use: AbilityFrame, e: Node) -> None:
    check: Node = {"op": DONE_CHECK, "before": (tuple(st.loc), tuple(st.pos)), "need": need(e["effects"]),
             "then": list(e.get("then") or ()), "otherwise": list(e.get("otherwise") or ())}
    use.carry_out(st, list(e["effects"]) + [check])


def if_done(st: GameState, use: AbilityFrame, e: Node) -> list[Decision] | None:
    """The first part now (with ``may``, the player is asked first: 1 do it, 2 do not)."""
    if e.get("may"):
        use.player = use.ctrl
        return [("option", 1), ("option", 2)]
    use.ptr += 1
    _carry_first(st, use, e)
    return None


def if_done_pick(st: GameState, use: AbilityFrame, e: Node, d: Decision) -> None:
    use.ptr += 1
    if d[1] == 1:
        _carry_first(st, use, e)
        return
    st.note(R.PROCEDURE, "if-done.declined", player=use.ctrl)
    if e.get("otherwise"):
        use.carry_out(st, list(e["otherwise"]))


def done_check(st: GameState, use: AbilityFrame, e: Node) -> None:
    """The end of the first part: was it done? Then the sequel, as a use of its own (with the cards
    this one chose for "it")."""
    loc, pos = e["before"]
    changed = sum(1 for c in range(len(loc)) if st.loc[c] != loc[c] or st.pos[c] != pos[c])
    done = changed >= e["need"]
    if done:
        st.note(R.PROCEDURE, "if-done.done", player=use.ctrl)
    else:
        st.note(R.PROCEDURE, "if-done.not-done", player=use.ctrl)
    use.ptr += 1
    branch = e["then"] if done else e["otherwise"]
    if branch:
        use.carry_out(st, branch)
    return None


def each_player_part(st: GameState, use: AbilityFrame, e: Node) -> None:
    """Each player's part, the ability's player first (the frames are stacked, the last on top)."""
    use.ptr += 1
    frames: list[AbilityFrame] = []
    if e.get("player") == "opponent":   # g7: "Your opponent locks 2 of his units": the opponent alone
        use.carry_out(st, list(e["effects"]))
        top = cast("AbilityFrame", st.stack[-1])   # (the use carry_out put there)
        top.ctrl = top.player = 1 - use.ctrl
        st.note(R.PROCEDURE, "opponent-does", player=1 - use.ctrl)
        return None
    for p in (use.ctrl, 1 - use.ctrl):
        use.carry_out(st, list(e["effects"]))
        f = cast("AbilityFrame", st.stack.pop())
        if e.get("chooser_only"):   # the ability's player carries it out; the player chooses
            f.chooser = p
        else:
            f.ctrl = f.player = p
        frames.append(f)
    st.stack.extend(reversed(frames))
    st.note(R.PROCEDURE, "each-player.turn", player=use.ctrl)
    return None


def infiltrate_revealed(st: GameState, use: AbilityFrame, e: Node,
                        pick: Callable[[GameState, AbilityFrame, Node, int], object]) -> None:
    """"Infiltrate it" after a reveal: the card shown, while it is still on top of the deck and is a
    unit, an asset or a ship (a command card does not enter play); ``pick`` puts it into play."""
    use.ptr += 1
    for c in use.chosen.get("revealed", ()):
        if (st.loc[c] == Z_DECK and st.decks[st.owner[c]] and st.decks[st.owner[c]][-1] == c
                and st.tpl[c].type in (UNIT, ASSET, SHIP)):
            pick(st, use, e, c)   # its reactions ("when a card enters play") open above this use
        else:
            st.note(R.INFILTRATE, "infiltrate.not-revealed", card=c)
    return None
