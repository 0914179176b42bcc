"""A gauntlet's games seen one by one: the games of a pairing from the results file, from one
deck's side, and any game played again from its seed as a saved game for the replay viewer.

A game is game ``i`` of ``heresy sim`` with the pairing's seed (:mod:`heresy_app.lab.plan`), so
playing it again gives the very game that was recorded — unless an AI plays on a time budget
(``search:Nms``, ``veteran``, ``warmaster``): then the machine's speed changes its choices, and
:func:`replay_game` says when the game it played differs from the record (winner, turns or
number of decisions).

>>> import os, tempfile
>>> from heresy_app.engine import pool_deck
>>> from heresy_app.lab.gauntlet import Store, run_gauntlet
>>> from heresy_app.lab.plan import Entry, Plan
>>> from heresy_app.lab.runners import PoolRunner
>>> plan = Plan([Entry("l", tuple(pool_deck("loyalist")), "random"), Entry("t", tuple(pool_deck("traitor")), "random")], games=2)
>>> store = Store.create(os.path.join(tempfile.mkdtemp(), "g.sqlite"), plan)
>>> _ = run_gauntlet(plan, store, PoolRunner(1))
>>> rows = games_of(store, 1, 0)
>>> [r["game"] for r in rows], rows[0]["seat"], rows[1]["seat"]
([0, 1], 1, 0)
>>> again = replay_game(store.plan, 0, 1, recorded=store.games(0)[1])
>>> again["same"], again["document"]["format"], again["document"]["seed"] == rows[1]["seed"]
(True, 'heresy-game', True)
"""

from __future__ import annotations

OUTCOMES = ("win", "loss", "draw", "stopped", "error")


def find_pairing(plan, deck: int, opponent: int):
    """The pairing in which ``deck`` meets ``opponent``, or None."""
    for p in plan.pairings():
        if {p.a, p.b} == {deck, opponent} and deck != opponent:
            return p
    return None


def outcome(game: dict, side: str) -> str:
    """A stored game's result for deck ``side`` (``A`` or ``B``): one of :data:`OUTCOMES`."""
    if game.get("error"):
        return "error"
    if game.get("stopped"):
        return "stopped"
    w = game.get("winner")
    return "draw" if w is None else "win" if w == side else "loss"


def games_of(store, deck: int, opponent: int) -> list[dict]:
    """The stored games of ``deck`` against ``opponent`` from ``deck``'s side, in game order:
    ``pairing``, ``game``, ``seed``, ``seat`` (0: ``deck`` moved first), ``role`` (``deck``'s:
    attacker or defender; None when the game failed before roles), ``outcome`` (for ``deck``),
    ``turns``, ``decisions``, ``error``, ``replay`` (the replay file a failed game left)."""
    p = find_pairing(store.plan, deck, opponent)
    if p is None:
        return []
    side = "A" if p.a == deck else "B"
    rows = []
    for g in store.games(p.index):
        seat = g.get("a_seat")
        role = g.get("a_role")
        if side == "B":
            seat = None if seat is None else 1 - int(seat)
            role = {"attacker": "defender", "defender": "attacker"}.get(role)
        rows.append({"pairing": p.index, "game": g["game"], "seed": g["seed"], "seat": seat, "role": role,
                     "outcome": outcome(g, side), "turns": g.get("turns"), "decisions": g.get("decisions"),
                     "error": g.get("error"), "replay": g.get("replay"), "winner": g.get("winner")})
    return rows


def replay_game(plan, pairing: int, game: int, db=None, recorded: dict | None = None) -> dict:
    """Play game ``game`` of pairing ``pairing`` again. The answer: ``document`` (the saved game
    for the replay viewer; None when the game failed), ``result`` (what :func:`play_one` gave) and
    ``same`` (False when ``recorded``, a stored game, ended otherwise: an AI on a time budget)."""
    from heresy_app.engine.simulate import SimConfig, play_one

    p = plan.pairings()[int(pairing)]
    if not 0 <= int(game) < plan.games:
        raise ValueError(f"pairing {pairing} has no game {game}")
    a, b = plan.decks[p.a], plan.decks[p.b]
    cfg = SimConfig(list(a.ids), list(b.ids), int(game) + 1, p.seed, 1, a.ai, b.ai, plan.roles, a.name, b.name,
                    max_decisions=plan.max_decisions)
    result = play_one(cfg, int(game), db, keep=True)
    same = True
    if recorded is not None:
        same = all(result.get(k) == recorded.get(k) for k in ("winner", "turns", "decisions")) \
            and bool(result.get("error")) == bool(recorded.get("error"))
    return {"document": result.pop("document", None), "result": result, "same": same}
