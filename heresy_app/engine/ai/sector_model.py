"""The AI's model of the fight for the sectors: how likely each player is to capture each sector
from the cards in it (power and flags on both sides, the opponent's face-down cards counted as an
average of the cards the player has not seen of them), and from that a value of a position.

- :func:`sector_chances` / :func:`game_value`: ``me``'s chance to *capture* each sector with the
  cards in it now, and to hold two of three so: the heuristic deploys and chooses battles by it.
  It is not a chance to win: an empty sector, or one the opponent is about to capture, counts 0
  alike, and it is ~0 for both players after a battle empties the sectors (issue 26 measured it
  against the results of 80 heuristic games: Brier score 0.31-0.34 at battles, worse than a coin's
  0.25).
- :func:`win_chance`: ``me``'s chance to win the game, zero-sum as ``me`` sees the position (the
  opponent's chance, reckoned from the same view, is one minus it): each open sector is ``me``'s when
  they capture it with the cards in it, the opponent's when the opponent does, and a coin toss
  (:data:`OPEN_SHARE`) when neither does now (later deployments decide it). Brier score 0.18-0.19 on the
  same games. The search scores its playouts with it.
"""

from __future__ import annotations

import math

from heresy_app.engine.ai.valuation import printed_value
from heresy_app.engine.stat_rows import stat_row
from heresy_app.engine.state import GameState
from heresy_app.engine.terms import AR, AS, FL, FP, LOCKED, SHIP, SP, UNIT

__all__ = ["Unknown", "side_strength", "capture_chance", "sector_chances", "two_of_three", "game_value",
           "win_chance", "OPEN_SHARE", "logistic"]

OPEN_SHARE = 0.5   # the share of a sector nobody captures with the cards in it now


def logistic(x: float) -> float:
    """1 / (1 + e^-x), clipped far from 0."""
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


class Unknown:
    """The average of the cards ``player`` has not seen of the opponent (public knowledge)."""

    __slots__ = ("power", "flags")

    def __init__(self, g: GameState, player: int):
        opp = 1 - player
        seen_hidden = list(g.decks[opp]) + list(g.hands[opp])
        for s in range(len(g.sectors)):
            seen_hidden.extend(c for c in g.sectors[s][opp] if not g.up[c])
        if not seen_hidden:
            self.power, self.flags = 5.0, 0.8
            return
        pw = fl = 0.0
        for c in seen_hidden:
            t = g.tpl[c]
            pw += printed_value(t) if t.type != SHIP else 0.0
            fl += t.stats[FL] if t.type != SHIP else 0
        self.power = pw / len(seen_hidden)
        self.flags = fl / len(seen_hidden)


def side_strength(g: GameState, s: int, q: int, me: int, unk: Unknown | None) -> tuple[float, float]:
    """(power, flags) of player ``q`` in sector ``s`` as ``me`` may estimate them (``unk`` None:
    every card at its own value, as in a sampled world where the hidden cards are dealt)."""
    pw = fl = 0.0
    for c in g.sectors[s][q]:
        if unk is not None and q != me and not g.up[c]:
            pw += unk.power
            fl += unk.flags
            continue
        t = g.tpl[c]
        if t.type == SHIP:
            pw += 0.5
            continue
        r = stat_row(g, c)   # (one call for the five: GameState.stat's values)
        f = r[FL]
        if t.type == UNIT:
            v = r[FP] + r[AS] + 0.8 * r[AR] + 0.3 * r[SP]
            if g.pos[c] == LOCKED and g.bsec == s:
                v *= 0.6
        else:
            v = 0.5 * r[AR] + 0.5
        pw += v
        fl += f
    if g.bsec == s:
        fl += g.battle_flags[q]
    return pw, fl


def capture_chance(my_pw: float, my_fl: float, op_pw: float, op_fl: float, req: float) -> float:
    """The chance to capture a sector from the two sides' power and flags."""
    share = (my_pw + 1.0) / (my_pw + op_pw + 2.0)
    keep_me = min(1.0, 0.25 + 1.1 * share)
    keep_op = min(1.0, 0.25 + 1.1 * (1.0 - share))
    ef_me = my_fl * keep_me
    ef_op = op_fl * keep_op
    need = max(float(req), ef_op + 1.0)
    return logistic(1.7 * (ef_me - need + 0.5))


def sector_chances(g: GameState, me: int, unk: Unknown | None = None,
                   extra: tuple[int, int, bool] | None = None) -> list[float]:
    """For each sector, the chance that ``me`` ends up holding it (1 or 0 once captured).
    ``extra`` = (card, sector, face_up) imagines one more card of ``me`` there."""
    unk = unk or Unknown(g, me)
    out = []
    for s in range(len(g.sec)):
        own = g.sec_owner[s]
        if own >= 0:
            out.append(1.0 if own == me else 0.0)
            continue
        mp, mf = side_strength(g, s, me, me, unk)
        op, of = side_strength(g, s, 1 - me, me, unk)
        if extra is not None and extra[1] == s:
            t = g.tpl[extra[0]]
            if t.type != SHIP:
                mp += printed_value(t)
                mf += t.stats[FL]
        out.append(capture_chance(mp, mf, op, of, g.sec[s][2]))
    return out


def two_of_three(p: list[float]) -> float:
    """The chance of holding at least two of three sectors held independently with chances ``p``."""
    if len(p) < 3:
        return p[0] if p else 0.5
    a, b, c = p[0], p[1], p[2]
    return a * b + a * c + b * c - 2 * a * b * c


def game_value(g: GameState, me: int) -> float:
    """``me``'s chance to win as a number in [0, 1] (1, 0 or 0.5 once the game is over)."""
    if g.over:
        return 0.5 if g.winner is None else (1.0 if g.winner == me else 0.0)
    if not g.sec:
        return 0.5
    return two_of_three(sector_chances(g, me))


def win_chance(g: GameState, me: int, reveal: bool = False) -> float:
    """``me``'s chance to win in [0, 1] (1, 0 or 0.5 once the game is over); with the opponent's
    face-down cards seen as ``me`` sees them, the opponent's chance is one minus it. ``reveal``:
    every card counts at its own value (the search's sampled worlds, where the hidden cards are
    dealt; averaged over the worlds this weighs what ``me`` cannot see by its chances)."""
    if g.over:
        return 0.5 if g.winner is None else (1.0 if g.winner == me else 0.0)
    if not g.sec:
        return 0.5
    unk = None if reveal else Unknown(g, me)
    q = []
    for s in range(len(g.sec)):
        own = g.sec_owner[s]
        if own >= 0:
            q.append(1.0 if own == me else 0.0)
            continue
        mp, mf = side_strength(g, s, me, me, unk)
        op, of = side_strength(g, s, 1 - me, me, unk)
        req = g.sec[s][2]
        mine, theirs = capture_chance(mp, mf, op, of, req), capture_chance(op, of, mp, mf, req)
        if mine + theirs > 1.0:
            mine, theirs = mine / (mine + theirs), theirs / (mine + theirs)
        q.append(mine + (1.0 - mine - theirs) * OPEN_SHARE)
    return two_of_three(q)
