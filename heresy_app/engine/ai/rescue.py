"""A deciding battle is not passed while one play would keep it (issue 26).

The heuristic's own look at a tactic ends with the war action under way
(:mod:`heresy_app.engine.ai.outcome`); a late battle with many cards is often decided later: a +1
armor that lasts the battle keeps a unit alive two war actions on, a unit readied shoots again.
:func:`rescue` looks to the battle's resolution instead. When the player is about to pass (a war
action, or in a tactics or modifier window) in a battle whose capture by the opponent would win
them the game, and the opponent holds it as things stand, it plays the battle to its end in a few
worlds the player could be in (:func:`~heresy_app.engine.observation.determinize` of the public
state: hidden cards dealt afresh, dice drawn anew), both players led by the heuristic, once after
the pass and once after each other legal decision. When the pass loses in some world, a decision
that leaves the sector to the opponent in fewer worlds replaces it (the one that loses fewest; the
first listed among equals, the player's own card before an enemy's): the pass's chance of losing
the game is what is weighed, not only its certainty.

Inside those follow-ups (and inside the search's playouts: :func:`suppressed`) no further rescue is
looked for, so the cost stays one level deep: ``WORLDS`` battle follow-ups per decision tried, and
a decision stops being tried as soon as it loses in as many worlds as the best so far.
"""

from __future__ import annotations

import random
import threading
from contextlib import contextmanager

from heresy_app.engine.observation import determinize

__all__ = ["rescue", "suppressed", "battle_lost", "WORLDS"]

WORLDS = 3          # worlds each decision is followed in
HORIZON = 600       # decisions a follow-up may take before it is given up
MAX_TRIED = 12      # decisions tried at most (the war actions of a crowded sector are many)

_local = threading.local()


def _depth() -> int:
    return getattr(_local, "depth", 0)


@contextmanager
def suppressed():
    """No rescue is looked for while this is open (follow-ups, the search's playouts)."""
    _local.depth = _depth() + 1
    try:
        yield
    finally:
        _local.depth = _depth() - 1


def battle_lost(w, me, decide) -> bool:
    """Play ``w`` (a world) on with ``decide`` for both players to the end of the battle under way:
    does the opponent of ``me`` capture its sector or win the game? (A follow-up that does not end
    counts as lost: nothing says it is kept.)"""
    s, turn, fought = w.bsec, w.turn, len(w.fought)
    rng = random.Random(0)
    n = 0
    while not w.over and w.turn == turn and w.bsec == s and len(w.fought) == fought and n < HORIZON:
        w.apply(decide(w, w.current_player, w.legal, rng))
        n += 1
    if w.over:
        return w.winner == 1 - me
    if w.turn == turn and w.bsec == s and len(w.fought) == fought:
        return True
    return w.sec_owner[s] == 1 - me


def _lost_in(w0, d, me, decide) -> bool:
    w = w0.clone(log=False)
    w.apply(d)
    return battle_lost(w, me, decide)


def _taken_now(g) -> int:
    fl = g.flag_counts()
    need = g.sec[g.bsec][2]
    for q in (0, 1):
        if fl[q] > fl[1 - q] and fl[q] >= need:
            return q
    return -1


def rescue(g, me, legal, decide):
    """A decision to make instead of passing in a deciding battle the pass loses, or None (see the
    module's documentation). ``g`` is what the player may know (the public state, or a world)."""
    if _depth() or g.bsec < 0 or g.over or ("pass",) not in legal:
        return None
    from heresy_app.engine.ai.census import deciding
    if not deciding(g, me) or _taken_now(g) != 1 - me:
        return None
    with suppressed():
        worlds = [determinize(g, me, random.Random(0x5A7E + k)) for k in range(WORLDS)]

        def losses(d, limit):
            n = 0
            for w0 in worlds:
                n += _lost_in(w0, d, me, decide)
                if n >= limit:
                    break
            return n

        best, best_n = None, losses(("pass",), WORLDS + 1)
        if best_n == 0:
            return None
        tried = []
        for d in legal:
            if d not in (("pass",), ("retreat",)) and d not in tried:   # a retreat never keeps a sector
                tried.append(d)
        own = [d for d in tried if _own(g, me, d)]
        tried = own + [d for d in tried if d not in own]
        for d in tried[:MAX_TRIED]:
            n = losses(d, best_n)
            if n < best_n:
                best, best_n = d, n
                if n == 0:
                    break
        return best


def _own(g, me, d) -> bool:
    return len(d) > 1 and isinstance(d[1], int) and 0 <= d[1] < len(g.owner) and g.owner[d[1]] == me
