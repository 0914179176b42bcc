"""One chunk of games, played from plain JSON: what a worker process or a Dask worker runs.

:func:`play_chunk` takes the chunk as JSON text (:meth:`heresy_app.lab.plan.Plan.work`: deck
lists as card ids, AI names, integers) and returns JSON text; nothing else crosses to the worker
or back, so a worker never unpickles an object of ours and the client never unpickles a worker's.
It is pure: the same text gives the same answer on any machine running the same version of
Heresy with the same cards, which is what lets Dask run a chunk again when its worker dies.

>>> from heresy_app.lab.plan import Entry, Plan
>>> from heresy_app.engine import pool_deck
>>> plan = Plan([Entry("l", tuple(pool_deck("loyalist")), "random"), Entry("t", tuple(pool_deck("traitor")), "random")], games=2)
>>> out = json.loads(play_chunk(plan.work(plan.chunks()[0])))
>>> [g["game"] for g in out["games"]], out["games"][0]["a_seat"], out["games"][1]["a_seat"]
([0, 1], 0, 1)
"""

from __future__ import annotations

import json
import os
import socket
import time

RESULT_FORMAT = "heresy-gauntlet-result"
KEPT = ("game", "seed", "a_seat", "a_role", "winner", "turns", "decisions", "stopped", "error", "replay",
        "drawn_a", "drawn_b")

_DB: dict = {}


class WorkError(RuntimeError):
    """A chunk this worker cannot play (another version of Heresy, a card it does not know)."""


def _db():
    if "db" not in _DB:
        from heresy_app.cards.db import CardDB
        _DB["db"] = CardDB()
    return _DB["db"]


def warm() -> None:
    """Import what a chunk needs and open the card database, ahead of the first chunk: a worker
    process's start-up (the pool runs it in every worker as it starts; a forked pool inherits it)."""
    import heresy_app.engine.simulate  # noqa: F401
    _db()


def play_chunk(text: str) -> str:
    """Play the chunk ``text`` describes; its games as JSON text, in game order."""
    from heresy_app import __version__
    from heresy_app.engine.simulate import SimConfig, check_deck, play_one

    work = json.loads(text)
    if work.get("format") != "heresy-gauntlet-chunk":
        raise WorkError("not a gauntlet chunk")
    if work.get("heresy") != __version__:
        raise WorkError(f"this worker runs Heresy {__version__}, the gauntlet {work.get('heresy')}: "
                        "every worker must run the same version")
    db = _db()
    try:
        deck_a = check_deck(work["deck_a"], work["name_a"], db)
        deck_b = check_deck(work["deck_b"], work["name_b"], db)
    except ValueError as err:
        raise WorkError(f"this worker cannot play the deck: {err}") from None
    cfg = SimConfig(deck_a, deck_b, int(work["stop"]), int(work["seed"]), 1, str(work["ai_a"]),
                    str(work["ai_b"]), str(work["roles"]), str(work["name_a"]), str(work["name_b"]),
                    max_decisions=int(work["max_decisions"]))
    t0, started = time.process_time(), time.time()
    games = []
    for i in range(int(work["start"]), int(work["stop"])):
        r = play_one(cfg, i, db)
        games.append({k: r.get(k) for k in KEPT})
    return json.dumps({"format": RESULT_FORMAT, "chunk": work["chunk"], "pairing": work["pairing"],
                       "games": games, "cpu_seconds": round(time.process_time() - t0, 4),
                       "worker": f"{socket.gethostname()}:{os.getpid()}", "started": started, "ended": time.time()},
                      ensure_ascii=False, sort_keys=True)


def play_chunks(text: str) -> str:
    """Several chunks as one task (Dask's cost is per task): a JSON list of chunk texts in, the
    JSON list of their answers out, in the same order."""
    texts = json.loads(text)
    if not isinstance(texts, list) or not all(isinstance(t, str) for t in texts):
        raise WorkError("not a list of gauntlet chunks")
    return "[" + ",".join(play_chunk(t) for t in texts) + "]"
