"""A whole gauntlet run: the chunks the results file lacks, played by a runner, each stored as it
finishes, then the report from every game the file holds.

>>> import tempfile, os, threading
>>> from heresy_app.engine import pool_deck
>>> from heresy_app.lab.plan import Entry, Plan
>>> from heresy_app.lab.runners import PoolRunner
>>> field = [Entry("l", tuple(pool_deck("loyalist")), "random"), Entry("t", tuple(pool_deck("traitor")), "random")]
>>> plan = Plan(field, games=4, chunk_size=2)
>>> path = os.path.join(tempfile.mkdtemp(), "g.sqlite")
>>> rep = run_gauntlet(plan, Store.create(path, plan), PoolRunner(1))
>>> rep["finished"], rep["matrix"][0][1]["games"] + len(rep["errors"]) + len(rep["stopped"])
(4, 4)
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from heresy_app.lab.plan import Chunk
from heresy_app.lab.store import Store
from heresy_app.lab.tables import report

__all__ = ["run_gauntlet", "read_report", "pieces", "Piece", "Store"]

TAIL_PARTS = 4


@dataclass(frozen=True)
class Piece:
    """What a runner sends as one task: games ``start`` to ``stop - 1`` of ``chunk``; ``index``
    numbers the pieces of a run (a runner knows its tasks by it)."""

    index: int
    chunk: Chunk
    start: int
    stop: int


def pieces(chunks, parallelism: int = 1, parts: int = TAIL_PARTS) -> list[Piece]:
    """The chunks to play as tasks in order, the last ``2 × parallelism`` cut in ``parts`` pieces:
    near the end of a run one worker plays its last chunk while the others have nothing left, so
    the last chunks are made short (the games are the same; the store gets whole chunks).

    >>> from heresy_app.lab.plan import Chunk
    >>> cs = [Chunk(k, 0, 10 * k, 10 * k + 10) for k in range(4)]
    >>> [(p.chunk.index, p.start, p.stop) for p in pieces(cs, 1, 4)][:6]
    [(0, 0, 10), (1, 10, 20), (2, 20, 23), (2, 23, 25), (2, 25, 28), (2, 28, 30)]
    >>> len(pieces(cs, 2, 4)), len(pieces(cs, 8, 4)), len(pieces(cs[:1], 1, 20))
    (16, 16, 10)
    """
    out = []
    tail = len(chunks) - 2 * max(1, int(parallelism))
    for k, c in enumerate(chunks):
        n = min(c.games, max(1, int(parts))) if k >= tail else 1
        cut = [c.start + (c.games * j + n - 1) // n for j in range(n)] + [c.stop]
        for a, b in zip(cut, cut[1:], strict=False):
            out.append(Piece(len(out), c, a, b))
    return out


def run_gauntlet(plan, store: Store, runner, *, stop: threading.Event | None = None, progress=None) -> dict:
    """Play what ``store`` lacks of ``plan`` with ``runner``; the report of every stored game.
    ``progress(done_games, total_games, chunks_this_run)`` is called after each stored chunk.
    Setting ``stop`` ends the run after the chunk being stored; the report says ``interrupted``."""
    stop = stop or threading.Event()
    chunks = plan.chunks()
    done = store.done_chunks()
    finished = sum(c.games for c in chunks if c.index in done)
    parallelism = runner.parallelism() if hasattr(runner, "parallelism") else 1
    todo = pieces([c for c in chunks if c.index not in done], parallelism)
    works = [(p, plan.work(p.chunk, p.start, p.stop)) for p in todo]
    parts = {}
    for p in todo:
        parts[p.chunk.index] = parts.get(p.chunk.index, 0) + 1
    waiting: dict = {}
    state = {"finished": finished, "played": 0, "chunks": 0}
    if progress:
        progress(finished, plan.total_games, 0)

    def on_result(piece, result):
        chunk = piece.chunk
        got = waiting.setdefault(chunk.index, [])
        got.append(result)
        if len(got) < parts[chunk.index]:
            return
        del waiting[chunk.index]
        whole = dict(got[0]) if len(got) == 1 else {
            "games": sorted((g for r in got for g in r["games"]), key=lambda g: g["game"]),
            "cpu_seconds": round(sum(float(r.get("cpu_seconds") or 0) for r in got), 4)}
        store.write_chunk(chunk, whole)
        state["finished"] += chunk.games
        state["played"] += chunk.games
        state["chunks"] += 1
        if progress:
            progress(state["finished"], plan.total_games, state["chunks"])

    t0 = time.perf_counter()
    runner.run(works, on_result, stop)
    seconds = time.perf_counter() - t0
    return report(plan, store.games(), finished_games=state["finished"], played=state["played"], seconds=seconds,
                  interrupted=state["finished"] < plan.total_games, results=store.path,
                  runner=getattr(runner, "name", None), cpu_seconds=store.cpu_seconds())


def read_report(path) -> dict:
    """The report of a results file as it stands (nothing is played)."""
    store = Store.open(path)
    try:
        chunks = store.plan.chunks()
        done = store.done_chunks()
        finished = sum(c.games for c in chunks if c.index in done)
        return report(store.plan, store.games(), finished_games=finished, results=store.path,
                      interrupted=finished < store.plan.total_games, cpu_seconds=store.cpu_seconds())
    finally:
        store.close()
