"""Whole-deployment plans for the search (issue 26, ninth round).

A regular deployment puts every card of the hand into an open sector, the players alternating. The
heuristic answers it card by card (:func:`~heresy_app.engine.ai.deployment.deploy_choice`), and a
search that compares single cards in single sectors judges each placement before the rest of the
hand is placed: a flagless card looks as good in a sector short of flags as in one whose flags
suffice, since the flags may still come. :func:`deployment_plans` instead makes a few plans for the
whole hand, each a list of ``(template id, sector)`` in the order they are deployed:

- *spread*: the flags spread over every open sector the player may capture;
- *two* (one for each pair of open sectors; holding a sector already, one for each single sector):
  everything into the sectors the plan means to capture;

and in every plan the flagged cards are placed first (the largest first, each to the target
furthest from what captures it plus one spare flag: flagged cards die in combat), then the flagless
ones (the strongest first) into the targets whose flags suffice once every flag of the hand is
placed, the fight closest to lost first; no sector gets more than ``cap`` cards of this deployment
while another can take them (the heuristic's rule, :func:`~heresy_app.engine.ai.deployment.room`).
The search (:mod:`heresy_app.engine.ai.search`) plays each plan, and the heuristic's own
card-by-card answer, in sampled worlds to the end of the deployment and keeps the plan it chose
for the player's later cards of the same deployment (the plan it follows is credited as the
heuristic's choice is elsewhere).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from heresy_app.engine.ai.sector_model import Unknown, side_strength
from heresy_app.engine.ai.valuation import printed_value
from heresy_app.engine.ai.weights import DEFAULT as DEFAULT_WEIGHTS
from heresy_app.engine.terms import FL, SHIP

if TYPE_CHECKING:
    from heresy_app.engine.ai.weights import Weights
    from heresy_app.engine.shapes import Decision
    from heresy_app.engine.state import GameState

Plan = list[tuple[str, int]]   # (template id, sector) pairs, in the order they are deployed

__all__ = ["deployment_plans", "plan_move", "plan_key", "MAX_PLANS"]

MAX_PLANS = 5   # plans made for one deployment decision (the heuristic's own comes on top)


def _flags(g: GameState, c: int) -> int:
    return 0 if g.tpl[c].type == SHIP else g.tpl[c].stats[FL]


def plan_key(plan: Iterable[tuple[str, int]]) -> tuple[tuple[str, int], ...]:
    """What a plan puts where, whatever the order: two plans with the same key are one."""
    return tuple(sorted(plan))


def plan_move(g: GameState, plan: Sequence[tuple[str, int]], legal: list[Decision]) -> tuple[Decision | None, int]:
    """The decision of ``legal`` that deploys the first card of ``plan`` (``(template id,
    sector)`` pairs) that ``legal`` offers, and its index in ``plan``; (None, -1) when none."""
    for k, (tid, s) in enumerate(plan):
        for d in legal:
            if d[0] == "deploy" and d[2] == s and g.tpl[d[1]].id == tid:
                return d, k
    return None, -1


def deployment_plans(g: GameState, me: int, legal: list[Decision], weights: Weights | None = None) -> list[Plan]:
    """A few plans for the rest of ``me``'s regular deployment in ``g`` (``legal``: the
    deployment decisions offered now), each a list of ``(template id, sector)``: see the module's
    text. Plans that put the same cards in the same sectors are made once."""
    w = DEFAULT_WEIGHTS if weights is None else weights
    allowed: dict[str, set[int]] = {}
    for d in legal:
        if d[0] == "deploy":
            allowed.setdefault(g.tpl[d[1]].id, set()).add(d[2])
    if not allowed:
        return []
    open_s = sorted({s for ss in allowed.values() for s in ss})
    hand = [c for c in g.hands[me] if g.tpl[c].id in allowed]
    unk = Unknown(g, me)
    unk.flags *= w.unknown_scale
    unk.power *= w.unknown_scale
    have0: dict[int, float] = {}
    margin0: dict[int, float] = {}
    need: dict[int, float] = {}
    fresh0: dict[int, int] = {}
    for s in open_s:
        mp, mf = side_strength(g, s, me, me, unk)
        op, of = side_strength(g, s, 1 - me, me, unk)
        have0[s], margin0[s] = mf, mp - op
        need[s] = max(float(g.sec[s][2]), of + 1.0)
        fresh0[s] = sum(1 for c in g.sectors[s][me] if not g.up[c])
    cap = int(round(w.cap))   # the heuristic's room rule (deployment.room), held or not
    spare = w.spare_flags
    flagged = sorted((c for c in hand if _flags(g, c) > 0), key=lambda c: (-_flags(g, c), -printed_value(g.tpl[c]), c))
    flagless = sorted((c for c in hand if _flags(g, c) == 0), key=lambda c: (-printed_value(g.tpl[c]), c))

    def build(targets: list[int]) -> Plan:
        have, margin, fresh = dict(have0), dict(margin0), dict(fresh0)
        out: Plan = []

        def spots(c: int, among: Iterable[int]) -> list[int]:
            ok = [s for s in among if s in allowed[g.tpl[c].id] and fresh[s] < cap]
            if ok:
                return ok
            ok = [s for s in open_s if s in allowed[g.tpl[c].id] and fresh[s] < cap]
            return ok or sorted(allowed[g.tpl[c].id])

        def put(c: int, s: int, f: float) -> None:
            out.append((g.tpl[c].id, s))
            have[s] += f
            margin[s] += printed_value(g.tpl[c])
            fresh[s] += 1

        for c in flagged:
            ok = spots(c, targets)
            short = [s for s in ok if have[s] < need[s] + spare]
            if short:
                s = max(short, key=lambda s: (need[s] + spare - have[s], -s))
            else:
                s = min(ok, key=lambda s: (have[s] - need[s], s))
            put(c, s, _flags(g, c))
        for c in flagless:
            ok = spots(c, targets)
            enough = [s for s in ok if have[s] >= need[s]]
            if enough:
                s = min(enough, key=lambda s: (margin[s], s))
            else:   # no target's flags suffice: the one nearest to them
                s = min(ok, key=lambda s: (need[s] - have[s], margin[s], s))
            put(c, s, 0)
        return out

    wanted = max(1, 2 - g.sec_owner.count(me))
    target_sets: list[tuple[int, ...]] = [tuple(open_s)]
    if len(open_s) > wanted:
        target_sets += list(combinations(open_s, wanted))
    # the most winnable first: the fewest flags short of capturing
    target_sets[1:] = sorted(target_sets[1:], key=lambda t: (sum(max(0.0, need[s] - have0[s]) for s in t), t))
    plans: list[Plan] = []
    seen: set[tuple[tuple[str, int], ...]] = set()
    for t in target_sets:
        p = build(list(t))
        k = plan_key(p)
        if p and k not in seen:
            seen.add(k)
            plans.append(p)
        if len(plans) >= MAX_PLANS:
            break
    return plans
