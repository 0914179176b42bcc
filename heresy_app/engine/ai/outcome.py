"""What a play changes in the war action under way (issue 26: a tactic, modifier or command card is
played only when it changes damage, survival, a block or a flag).

:func:`war_action_outcome` makes a decision in a copy of the game and follows the war action to its
end with nobody doing anything more (every window passed, no block, no overrun; the choices inside
an ability made by the ``decide`` it is given); :func:`changes_war_action` compares that end with
the one a pass leads to. Used by the heuristic (in its public state) and by the census's detector
(in the real game, with the frozen baseline making the choices)."""

from __future__ import annotations

import random

from heresy_app.engine.combat import WarActionEndFrame

__all__ = ["war_action_outcome", "changes_war_action", "end_depth", "HORIZON"]

HORIZON = 200   # decisions the follow-up may take before it is given up
_SPENT = frozenset({"hand", "deck", "discard", "table"})


def end_depth(g) -> int:
    """How many frames lie below the war action's end frame (-1: no war action under way)."""
    for i in range(len(g.stack) - 1, -1, -1):
        if isinstance(g.stack[i], WarActionEndFrame):
            return i
    return -1


def _quiet(w, rng, decide):
    legal = w.legal
    for quiet in (("pass",), ("no_block",), ("no_overrun",)):
        if quiet in legal:
            return quiet
    return decide(w, w.current_player, legal, rng)


def war_action_outcome(g, d, decide, skip=-1, seed=77):
    """What is left once ``d`` is made and the war action under way ends quietly: every card's zone
    and position (the deciding player's own hand, deck, discard and table and the card ``skip``
    apart: what was spent), the sector's flags, the changes that outlast the war action, the
    opponent's hand size and the game's end. None outside a war action, or when the follow-up
    does not reach its end."""
    depth = end_depth(g)
    if depth < 0:
        return None
    p = g.current_player
    w = g.clone(log=False)
    w.rng.seed(seed)
    w.apply(d)
    rng = random.Random(seed)
    n = 0
    while not w.over and len(w.stack) > depth and n < HORIZON:
        w.apply(_quiet(w, rng, decide))
        n += 1
    if not w.over and len(w.stack) > depth:
        return None
    cards = tuple((c, w.zone_of(c), w.pos[c] if w.in_play(c) else -1) for c in range(len(w.tpl))
                  if c != skip and not (w.owner[c] == p and w.zone_of(c) in _SPENT))
    flags = tuple(w.flag_counts()) if w.bsec >= 0 else ()
    lasting = (repr(sorted(w.battle_bonus.items())), repr(sorted(w.turn_bonus.items())),
               tuple(sorted(w.battle_counter)), tuple(sorted(w.turn_counter)), tuple(w.battle_flags))
    return cards, flags, lasting, len(w.hands[1 - p]), w.over, w.winner


def changes_war_action(g, d, decide) -> bool | None:
    """Does play ``d`` (in a window that may be passed) end the war action otherwise than a pass?
    None when either end cannot be followed."""
    a = war_action_outcome(g, d, decide, skip=d[1])
    b = war_action_outcome(g, ("pass",), decide, skip=d[1])
    if a is None or b is None:
        return None
    return a != b
