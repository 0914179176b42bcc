"""Regular deployment as a player plans it (issue 26): choose the sectors to capture, spread the
flags to them, and put the flagless fighters where the flags already suffice.

:func:`deploy_choice` answers one deployment question (which card of the hand into which open
sector) for the heuristic:

1. the *targets*: as many open sectors as the player still needs (two, or one when it holds one),
   those the fewest flags short of capturing (requirement, or one more than the opponent's flags
   there, face-down enemy cards counted at the average of the opponent's unseen cards);
2. a flagged card goes to the target furthest from its flags (one spare flag wanted: flagged cards
   die in combat), the card whose flags best fill the gap;
3. a flagless card goes to a target whose flags already suffice, the one where the fight is
   closest; with none, to the target nearest to its flags;
4. flags beyond every target's need go to the sector left over (a threat), else to the target with
   the thinnest margin;
5. no sector gets a fifth card of this deployment while another open sector could take it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from heresy_app.engine.ai.valuation import printed_value
from heresy_app.engine.terms import FL, SHIP

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Decision
    from heresy_app.engine.state import GameState

__all__ = ["deploy_choice", "room", "CAP", "SPARE"]

CAP = 4      # cards of one deployment in one sector, while another open sector can take them
SPARE = 1    # flags wanted beyond what captures a sector


def _flags_of(g: GameState, c: int) -> int:
    return 0 if g.tpl[c].type == SHIP else g.tpl[c].stats[FL]


def _sector_view(g: GameState, me: int, s: int, unk_flags: float, unk_power: float) -> tuple[float, float, float, float]:
    """(my flags, the opponent's estimated flags, my power, the opponent's estimated power) in ``s``."""
    mf = mp = of = op = 0.0
    for c in g.sectors[s][me]:
        if g.tpl[c].type != SHIP:
            mf += g.stat(c, FL)
            mp += printed_value(g.tpl[c])
    for c in g.sectors[s][1 - me]:
        if not g.up[c]:
            of += unk_flags
            op += unk_power
        elif g.tpl[c].type != SHIP:
            of += g.stat(c, FL)
            op += printed_value(g.tpl[c])
    return mf, of, mp, op


def room(g: GameState, me: int, sectors: Sequence[int], cap: int = CAP) -> list[int]:
    """The sectors of ``sectors`` that may take another card of ``me``'s deployment: fewer than
    ``cap`` of its face-down cards there (this deployment's), or all of them when none has
    room."""
    fresh = {s: sum(1 for c in g.sectors[s][me] if not g.up[c]) for s in sectors}
    return [s for s in sectors if fresh[s] < cap] or list(sectors)


def deploy_choice(g: GameState, me: int, legal: list[Decision], unk_flags: float, unk_power: float, spare: float = SPARE,
                  cap: int = CAP) -> Decision | None:
    """The deployment ``(deploy, card, sector)`` of ``legal`` the plan above gives, or None.
    ``spare``: flags wanted beyond what captures a target; ``cap``: see :func:`room` (the
    heuristic's weights, :mod:`heresy_app.engine.ai.weights`)."""
    options: dict[int, list[int]] = {}
    for d in legal:
        if d[0] == "deploy":
            options.setdefault(d[1], []).append(d[2])
    if not options:
        return None
    open_s = sorted({s for ss in options.values() for s in ss})
    if len(open_s) == 1:
        return None
    view = {s: _sector_view(g, me, s, unk_flags, unk_power) for s in open_s}
    need = {s: max(float(g.sec[s][2]), view[s][1] + 1.0) for s in open_s}
    have = {s: view[s][0] for s in open_s}
    wanted = max(1, 2 - g.sec_owner.count(me))
    by_gap = sorted(open_s, key=lambda s: (need[s] - have[s], g.sec[s][2], s))
    targets = by_gap[:wanted]
    spots_left = room(g, me, open_s, cap)

    def place(card: int, sectors: Iterable[int]) -> list[int]:
        ok = [s for s in sectors if s in options[card] and s in spots_left]
        return ok

    flagged = [c for c in options if _flags_of(g, c) > 0]
    flagless = [c for c in options if _flags_of(g, c) == 0]
    short = [s for s in targets if have[s] < need[s] + spare]
    # 2. flags to the target furthest from its flags
    if flagged and short:
        for s in sorted(short, key=lambda s: (-(need[s] + spare - have[s]), s)):
            gap = need[s] + spare - have[s]
            fits = [c for c in flagged if s in place(c, [s])]
            if fits:
                c = min(fits, key=lambda c: (abs(_flags_of(g, c) - gap), -printed_value(g.tpl[c]), c))
                return ("deploy", c, s)
    # 3. fighters where the flags suffice, the closest fight first
    if flagless:
        enough = [s for s in targets if have[s] >= need[s]] or sorted(targets, key=lambda s: (need[s] - have[s], s))[:1]
        c = max(flagless, key=lambda c: (printed_value(g.tpl[c]), -c))
        spots = place(c, sorted(enough, key=lambda s: (view[s][2] - view[s][3], s)))
        if not spots:
            spots = place(c, sorted(open_s, key=lambda s: (s not in targets, need[s] - have[s], s)))
        if spots:
            return ("deploy", c, spots[0])
    # 4. spare flags: the sector left over, else the thinnest margin
    if flagged:
        c = max(flagged, key=lambda c: (_flags_of(g, c), printed_value(g.tpl[c]), -c))
        rest = [s for s in open_s if s not in targets]
        order = sorted(rest, key=lambda s: (need[s] - have[s], s)) + sorted(targets, key=lambda s: (have[s] - need[s], s))
        spots = place(c, order)
        if spots:
            return ("deploy", c, spots[0])
    return None
