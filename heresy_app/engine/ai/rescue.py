"""The last look before passing a battle that decides the game (issue 26, the eleventh round).

The census counted the heuristic passing, about 5 times in 100 games, a battle whose capture would
win the opponent the game while one play would have kept the sector from them. Read as a player
reads them (docs/ai.md), the saves its rules of thumb do not see are of three kinds: two plays that
together turn an attack into a kill (two "+1 firepower" modifiers against one armor too many:
each alone changes nothing, so each is valued at nothing), a die roll valued at its mean (a "+d6
armor" bonus that saves the unit on a 4 or more), and a bonus that lasts the battle played in a
window with no attack under way (its worth lies in the war actions to come). Each would need a rule
of its own; one mechanism finds them all: the engine's own resolution.

:func:`rescue`: when the heuristic is about to pass (a war action, a tactics or modifier window) in
a battle whose capture would win the opponent the game and which the opponent captures as it
stands, the pass and every other decision offered (never a retreat: it cannot win the sector) are
each played to the battle's end in the same few sampled worlds (the hidden cards dealt at random
from the public state, the same random numbers for every decision), both players then playing the
quick heuristic; a decision is played instead of the pass only when it keeps the sector (and the
game) from the opponent in more of those worlds than the pass does, the one that keeps it in most,
a card already in play before one from the command hand among equals. A second play that
completes the first is made by the quick heuristic in the playout (once the first brings a kill
within reach, the second is worth playing on its own). Where nothing keeps the sector, the pass
stands: no card is spent for nothing.

How many worlds: the weight ``rescue_worlds`` (:class:`~heresy_app.engine.ai.weights.Weights`; 0, the
default, leaves the heuristic as it stood before this round, the golden record's heuristic; the
tuned weights the heuristic plays by set it). At most :data:`MAX_TRIED` decisions besides the pass
are tried (a war action may offer 150: the best by the heuristic's values first).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from heresy_app.engine.ai.census import captures_now, deciding, wrong_side
from heresy_app.engine.ai.outcome import changes_war_action
from heresy_app.engine.observation import determinize
from heresy_app.engine.terms import Q_MODIFIER, Q_TACTICS, Q_WAR_ACTION

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Decide, Decision
    from heresy_app.engine.state import GameState

    Values = Callable[[GameState, int, list[Decision]], list[float]]

__all__ = ["threatened", "rescue", "kept_in", "MAX_TRIED", "HORIZON"]

MAX_TRIED = 12     # decisions tried besides the pass
HORIZON = 300      # decisions a playout to the battle's end may take
SEED = 0x5A7E      # the worlds' seed: the heuristic stays reproducible


def threatened(g: GameState, me: int) -> bool:
    """The battle under way would win the opponent the game, and they capture it as it stands."""
    return g.bsec >= 0 and not g.over and deciding(g, me) and captures_now(g) == 1 - me


def kept_in(world: GameState, me: int, d: Decision, seed: int, decide: Decide) -> bool:
    """Is the battle's sector (and the game) kept from ``me``'s opponent once ``d`` is made in
    ``world`` (a copy is played) and both players play ``decide(state, player, legal, rng)`` to the
    battle's end?"""
    s, turn, fought = world.bsec, world.turn, len(world.fought)
    w = world.clone()
    w.apply(d)
    rng = random.Random(seed)
    n = 0
    while not w.over and w.turn == turn and w.bsec == s and len(w.fought) == fought and n < HORIZON:
        w.apply(decide(w, w.stack[-1].player, w.legal, rng))   # (the game is not over)
        n += 1
    if w.over:
        return w.winner != 1 - me
    return w.sec_owner[s] != 1 - me


def _tried(g: GameState, me: int, legal: list[Decision], kind: str, values: Values | None) -> list[Decision]:
    """The decisions tried besides the pass, at most :data:`MAX_TRIED`: in a window every play, in a
    war action every decision but the retreat, the heuristic's best first (``values``)."""
    if kind == Q_WAR_ACTION:
        out = [d for d in legal if d not in (("pass",), ("retreat",))]
    else:
        out = [d for d in legal if d[0] == "play"]
    if len(out) > MAX_TRIED and values is not None:
        vals = dict(zip(legal, values(g, me, legal), strict=True))
        out = sorted(out, key=lambda d: -vals.get(d, 0.0))   # stable: ties keep the engine's order
    return out[:MAX_TRIED]


def rescue(g: GameState, me: int, legal: list[Decision], worlds: int, decide: Decide,
           values: Values | None = None) -> Decision:
    """The decision that keeps the deciding battle from the opponent in more sampled worlds than the
    pass (see the module's text), or ``("pass",)``. ``g``: the public state (or any world);
    ``decide``: the playouts' policy (the quick heuristic); ``values(g, me, legal)``: the heuristic's
    values of war actions, to choose which to try when there are many."""
    kind = g.question().kind
    if worlds <= 0 or ("pass",) not in legal or kind not in (Q_WAR_ACTION, Q_TACTICS, Q_MODIFIER):
        return ("pass",)
    if not threatened(g, me):
        return ("pass",)
    tried = _tried(g, me, legal, kind, values)
    if not tried:
        return ("pass",)
    rng = random.Random(SEED)
    samples = [(determinize(g, me, rng), rng.getrandbits(32)) for _ in range(worlds)]
    base = sum(kept_in(w, me, ("pass",), seed, decide) for w, seed in samples)
    if base == worlds:
        return ("pass",)
    best, best_n = ("pass",), base
    window = kind != Q_WAR_ACTION
    for d in sorted(tried, key=lambda d: d[0] == "play" and d[1] in g.hands[me]):   # cards in play first
        # in a window, a play that ends the war action as a pass would is no save: a difference in the
        # worlds then comes from the spent card changing the later play, not from the play (the census's
        # rule; without it the heuristic spent 29 command cards in 100 games on plays that change nothing)
        if window and (wrong_side(g, d) or changes_war_action(g, d, decide) is not True):
            continue   # nor a bonus for an enemy card or harm to an own one (the census's wrong_side)
        n = 0
        for j, (w, seed) in enumerate(samples):
            n += kept_in(w, me, d, seed, decide)
            if n + worlds - 1 - j <= best_n:   # it can no longer beat the best so far
                break
        if n > best_n:
            best, best_n = d, n
            if n == worlds:
                break
    return best
