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

from heresy_app.lab.store import Store
from heresy_app.lab.tables import report

__all__ = ["run_gauntlet", "read_report", "Store"]


def run_gauntlet(plan, store: Store, runner, *, stop: threading.Event | None = None, progress=None) -> dict:
    """Play what ``store`` lacks of ``plan`` with ``runner``; the report of every stored game.
    ``progress(done_games, total_games, chunks_this_run)`` is called after each stored chunk.
    Setting ``stop`` ends the run after the chunk being stored; the report says ``interrupted``."""
    stop = stop or threading.Event()
    chunks = plan.chunks()
    done = store.done_chunks()
    finished = sum(c.games for c in chunks if c.index in done)
    works = [(c, plan.work(c)) for c in chunks if c.index not in done]
    state = {"finished": finished, "played": 0, "chunks": 0}
    if progress:
        progress(finished, plan.total_games, 0)

    def on_result(chunk, result):
        store.write_chunk(chunk, result)
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
