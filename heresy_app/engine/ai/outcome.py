"""What a play changes in the war action under way (issue 26: a tactic, modifier or command card is
played only when it changes damage, survival, a block or a flag).

:func:`war_action_outcome` makes a decision in a copy of the game and follows the war action to its
end with nobody doing anything more (every window passed, no block, no overrun; the choices inside
an ability made by the ``decide`` it is given); :func:`changes_war_action` compares that end with
the one a pass leads to. Used by the heuristic (in its public state) and by the census's detector
(in the real game, with the frozen baseline making the choices)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from heresy_app.engine.combat import WarActionEndFrame
from heresy_app.engine.observation import determinize
from heresy_app.engine.terms import Z_FLEET

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Decide, Decision
    from heresy_app.engine.state import GameState

__all__ = ["war_action_outcome", "changes_war_action", "end_depth", "HORIZON"]

HORIZON = 200   # decisions the follow-up may take before it is given up


def end_depth(g: GameState) -> int:
    """How many frames lie below the war action's end frame (-1: no war action under way)."""
    for i in range(len(g.stack) - 1, -1, -1):
        if isinstance(g.stack[i], WarActionEndFrame):
            return i
    return -1


def _quiet(w: GameState, rng: random.Random, decide: Decide) -> Decision:
    legal = w.legal
    for quiet in (("pass",), ("no_block",), ("no_overrun",)):
        if quiet in legal:
            return quiet
    return decide(w, w.stack[-1].player, legal, rng)   # (the player of the question: the game is not over)


def war_action_outcome(g: GameState, d: Decision, decide: Decide, skip: int = -1,
                       seed: int = 77) -> tuple[Any, ...] | None:
    """What is left once ``d`` is made and the war action under way ends quietly: every card's zone
    and position (the deciding player's own hand, deck, discard and table and the card ``skip``
    apart: what was spent), the sector's flags, the changes that outlast the war action, the
    opponent's hand size and the game's end. None outside a war action, or when the follow-up
    does not reach its end."""
    depth = end_depth(g)
    if depth < 0:
        return None
    p = g.current_player
    assert p is not None   # (a war action is under way: the game is not over)
    # one world the player could be in, drawn with ``seed``: the hidden cards dealt afresh (a test
    # turns the deck's top card, which the player does not know; the public state keeps the deck
    # in a canonical order that would decide every test the same way)
    w = determinize(g, p, random.Random(seed))
    w.apply(d)
    rng = random.Random(seed)
    n = 0
    while not w.over and len(w.stack) > depth and n < HORIZON:
        w.apply(_quiet(w, rng, decide))
        n += 1
    if not w.over and len(w.stack) > depth:
        return None
    # every card's zone (its number: zone_of's names one for one, not built) and position, but the
    # player's own cards out of play (deck, hand, discard pile, table: what was spent) and ``skip``
    loc, owner, pos = w.loc, w.owner, w.pos
    kept = []
    for c in range(len(w.tpl)):
        z = loc[c]
        if z >= Z_FLEET:
            if c != skip:
                kept.append((c, z, pos[c]))
        elif c != skip and owner[c] != p:
            kept.append((c, z, -1))
    cards = tuple(kept)
    flags = tuple(w.flag_counts()) if w.bsec >= 0 else ()
    lasting = (repr(sorted(w.battle_bonus.items(), key=repr)),   # keys: numbers and tuples
               repr(sorted(w.turn_bonus.items(), key=repr)),
               tuple(sorted(w.battle_counter)), tuple(sorted(w.turn_counter)), tuple(w.battle_flags))
    return cards, flags, lasting, len(w.hands[1 - p]), w.over, w.winner


PROBES = (77, 78, 79, 80, 81)
"""The worlds the follow-up is tried in (hidden cards and dice drawn with each seed): a play whose
test or roll may fail changes the war action when it does so in any of them (with one world, a 4+
test that failed there made a saving tactic look useless)."""


def changes_war_action(g: GameState, d: Decision, decide: Decide) -> bool | None:
    """Does play ``d`` (in a window that may be passed) end the war action otherwise than a pass,
    with some of the dice of :data:`PROBES`? None when no end can be followed."""
    followed = False
    # the card played is left out of the comparison when it is spent (a command card), never
    # when it is in play: a unit that saves itself with its own tactic is the change
    skip = -1 if g.in_play(d[1]) else d[1]
    for seed in PROBES:
        a = war_action_outcome(g, d, decide, skip=skip, seed=seed)
        b = war_action_outcome(g, ("pass",), decide, skip=skip, seed=seed)
        if a is None or b is None:
            continue
        if a != b:
            return True
        followed = True
    return False if followed else None
