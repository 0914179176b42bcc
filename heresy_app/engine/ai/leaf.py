"""A leaf value fitted to game results (issue 26, fifth round): ``me``'s chance to win a position
where the search's playouts stop, as a logistic model over a few numbers of the position.

:func:`~heresy_app.engine.ai.sector_model.win_chance` is a hand-made model: it reads only the
cards in the open sectors (each sector a coin toss when nobody captures it now) and knows nothing
of the hands, the decks, the turn or the rule that after turn 4 the higher sector decides. The
fitted value keeps it as one input (its logit) and adds those, each counted for ``me`` minus the
opponent, so the model is zero-sum by construction (no intercept: the opponent's value is one
minus ``me``'s). The weights (:mod:`heresy_app.engine.ai.leaf_weights`, plain numbers) are fitted
by ``benchmarks/ai_fit.py`` with numpy's logistic regression on positions of self-play games of
the playouts' own policy (the quick heuristic), taken where playouts stop (the end of a
deployment, the end of a battle), every card at its own value as in a sampled world, against
who won. The Brier scores before and after are in docs/ai.md.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from heresy_app.engine.ai.sector_model import capture_chance, side_strength, two_of_three
from heresy_app.engine.ai.valuation import hand_worth
from heresy_app.engine.terms import FL, SHIP, TURN_FOUR

if TYPE_CHECKING:
    from heresy_app.engine.catalog import Ab, Template
    from heresy_app.engine.state import GameState

__all__ = ["FEATURES", "features", "fitted_value", "event_flags", "resolution_flags"]

FEATURES = (
    "win_logit",      # logit of the hand-made win_chance (every card at its value), clipped to +-6
    "held",           # sectors held: mine minus theirs
    "open_share",     # sum over open sectors of (my share - 1/2): mine when I capture, theirs when they do
    "open_flags",     # flags in the open sectors, mine minus theirs, / 4
    "open_power",     # fighting value in the open sectors, mine minus theirs, / 10
    "hand",           # cards in hand, mine minus theirs, / 4
    "hand_worth",     # what the hands are worth to a battle (command kinds), mine minus theirs, / 6
    "deck",           # cards in the deck, mine minus theirs, / 10
    "deck_flags",     # flags still to come from the deck, mine minus theirs, / 10
    "high_held",      # the highest requirement among sectors held, mine minus theirs, / 3, after turn 3
    "late_open",      # open_share from turn 4 on (what sits in a sector counts more late)
    "late_hand",      # hand from turn 4 on
    "attacker",       # +1 when I attack this turn, -1 when the opponent does
)


def _logit(p: float) -> float:
    p = min(1.0 - 1e-3, max(1e-3, p))
    return max(-6.0, min(6.0, math.log(p / (1.0 - p))))


# id of a game's card templates -> (the templates, each card's printed flags)
_FLAGS: dict[int, tuple[Sequence[Template], list[int]]] = {}


def _printed_flags(tpl: Sequence[Template]) -> list[int]:
    """Each card's printed flags (a ship's count for nothing), worked out once per game: the
    templates are shared by every copy of a game, so a search's playouts read a list."""
    hit = _FLAGS.get(id(tpl))
    if hit is not None and hit[0] is tpl:
        return hit[1]
    if len(_FLAGS) > 16:
        _FLAGS.clear()
    fl = [t.stats[FL] if t.type != SHIP else 0 for t in tpl]
    _FLAGS[id(tpl)] = (tpl, fl)
    return fl


# id of a game's card templates -> (the templates, each card's flags its events give at a resolution)
_EVENTS: dict[int, tuple[Sequence[Template], list[tuple[tuple[int, int], tuple[int, int]]]]] = {}


def _flag_shift(abilities: Sequence[Ab | None]) -> tuple[int, int]:
    """(flags to the player, flags to the opponent) the events (E:) among ``abilities`` give in a
    battle, counting only an event without condition or cost whose amount is a number ("You get +1
    flag in this battle", "Your opponent gets -1 flag in this battle")."""
    you = opp = 0
    for ab in abilities:
        if ab is None or ab.kind != "E" or ab.conditions or ab.costs:
            continue
        for e in ab.effects:
            amount = e.get("amount") or {}
            if e.get("op") != "flags" or e.get("count") is not None or amount.get("kind") != "number":
                continue
            n = int(amount.get("value", 0)) * int(e.get("sign", 1))
            if e.get("player", "you") == "you":
                you += n
            elif e.get("player") == "opponent":
                opp += n
    return you, opp


def event_flags(tpl: Sequence[Template]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """For each card of a game: the (flags to its owner, flags to the opponent) its events give at
    a battle's resolution held in the command hand (its command line), then in play in the battle's
    sector (its abilities). Worked out once per game, as :func:`_printed_flags`."""
    hit = _EVENTS.get(id(tpl))
    if hit is not None and hit[0] is tpl:
        return hit[1]
    if len(_EVENTS) > 16:
        _EVENTS.clear()
    out = [(_flag_shift([t.command] if t.command is not None else []),
            _flag_shift([t.abilities[i] for i in t.by_kind.get("E", ())])) for t in tpl]
    _EVENTS[id(tpl)] = (tpl, out)
    return out


def resolution_flags(g: GameState) -> list[int]:
    """The flags each player gains (or loses) at the resolution of the battle under way from the
    events played there: every event in a command hand and on a card in the battle's sector is
    played at the resolution (rules: the command hands are shown and their events played), so in a
    world where every card is known the shift is known. [0, 0] outside a battle."""
    out = [0, 0]
    s = g.bsec
    if s < 0:
        return out
    ev = event_flags(g.tpl)
    for q in (0, 1):
        for c in g.hands[q]:
            you, opp = ev[c][0]
            out[q] += you
            out[1 - q] += opp
        for c in g.sectors[s][q]:
            you, opp = ev[c][1]
            out[q] += you
            out[1 - q] += opp
    return out


def features(g: GameState, me: int) -> list[float]:
    """The numbers the fitted value reads, for ``me`` (every card at its own value: a sampled world,
    or a real game seen whole); the opponent's are their negatives."""
    opp = 1 - me
    q, held_me, held_op, hi_me, hi_op = [], 0, 0, 0, 0
    flags = power = 0.0
    shift = resolution_flags(g)   # the battle's own events, still to be played at its resolution
    for s in range(len(g.sec)):
        own = g.sec_owner[s]
        req = g.sec[s][2]
        if own >= 0:
            q.append(1.0 if own == me else 0.0)
            if own == me:
                held_me += 1
                hi_me = max(hi_me, req)
            else:
                held_op += 1
                hi_op = max(hi_op, req)
            continue
        mp, mf = side_strength(g, s, me, me, None)
        op, of = side_strength(g, s, opp, me, None)
        if s == g.bsec:
            mf, of = max(0.0, mf + shift[me]), max(0.0, of + shift[opp])
        mine, theirs = capture_chance(mp, mf, op, of, req), capture_chance(op, of, mp, mf, req)
        if mine + theirs > 1.0:
            mine, theirs = mine / (mine + theirs), theirs / (mine + theirs)
        q.append(mine + (1.0 - mine - theirs) * 0.5)
        flags += mf - of
        power += mp - op
    share = sum(x - 0.5 for x, s in zip(q, range(len(q)), strict=True) if g.sec_owner[s] < 0)
    hands = len(g.hands[me]) - len(g.hands[opp])
    hw = sum(hand_worth(g, c) for c in g.hands[me]) - sum(hand_worth(g, c) for c in g.hands[opp])
    fl = _printed_flags(g.tpl)
    deck_fl = sum(fl[c] for c in g.decks[me]) - sum(fl[c] for c in g.decks[opp])
    late = 1.0 if g.turn >= TURN_FOUR else 0.0
    return [
        _logit(two_of_three(q)) if q else 0.0,
        float(held_me - held_op),
        share,
        flags / 4.0,
        power / 10.0,
        hands / 4.0,
        hw / 6.0,
        (len(g.decks[me]) - len(g.decks[opp])) / 10.0,
        deck_fl / 10.0,
        (hi_me - hi_op) / 3.0 if g.turn >= TURN_FOUR - 1 else 0.0,
        late * share,
        late * hands / 4.0,
        1.0 if g.attacker == me else -1.0 if g.attacker == opp else 0.0,
    ]


def fitted_value(g: GameState, me: int, weights: Sequence[float] | None = None) -> float:
    """``me``'s chance to win in [0, 1] by the fitted model (1, 0 or 0.5 once the game is over)."""
    if g.over:
        return 0.5 if g.winner is None else (1.0 if g.winner == me else 0.0)
    if not g.sec:
        return 0.5
    if weights is None:
        from heresy_app.engine.ai.leaf_weights import WEIGHTS
        weights = WEIGHTS
    x = sum(w * f for w, f in zip(weights, features(g, me), strict=False))
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))
