"""What keeps a gauntlet's serial part small: the last chunks cut into pieces (the tail of a run),
a process pool started ahead and kept for several runs (no start-up inside a run), and the results
of a piece-wise run the same as a whole-chunk one."""

import os
import random
import threading

from heresy_app.lab.gauntlet import Store, pieces, run_gauntlet
from heresy_app.lab.plan import Chunk
from heresy_app.lab.runners import PoolRunner
from tests.lab.lab_material import figures, small_plan


def test_pieces_cover_every_game_of_every_chunk_once_in_order():
    rng = random.Random(5)
    for _ in range(300):
        sizes = [rng.randint(1, 40) for _ in range(rng.randint(1, 30))]
        chunks, start = [], 0
        for k, n in enumerate(sizes):
            chunks.append(Chunk(k, k % 3, start, start + n))
            start += n
        par, parts = rng.randint(1, 9), rng.randint(1, 8)
        out = pieces(chunks, par, parts)
        assert [p.index for p in out] == list(range(len(out)))
        for c in chunks:
            mine = [p for p in out if p.chunk == c]
            games = [g for p in mine for g in range(p.start, p.stop)]
            assert games == list(range(c.start, c.stop))
            assert all(p.stop > p.start for p in mine)
            tail = chunks.index(c) >= len(chunks) - 2 * par
            assert len(mine) == (min(c.games, parts) if tail else 1)
        # the pieces come in the chunks' order, so the run still plays the plan front to back
        assert [p.chunk.index for p in out] == sorted(p.chunk.index for p in out)


def test_a_started_pool_is_kept_for_every_run_and_gives_the_same_figures(tmp_path):
    plan = small_plan(chunk=3)
    whole = figures(run_gauntlet(plan, Store.create(tmp_path / "one.sqlite", plan), PoolRunner(1)))
    runner = PoolRunner(2).start()
    seen = []
    try:
        for k in range(2):
            store = Store.create(tmp_path / f"r{k}.sqlite", plan)
            real = store.write_chunk

            def keep(chunk, result, real=real):
                seen.append(result.get("worker"))
                real(chunk, result)

            store.write_chunk = keep
            assert figures(run_gauntlet(plan, store, runner)) == whole
            assert runner.pool is not None          # still up for the next run
    finally:
        runner.close()
    workers = {w for w in seen if w}
    assert workers and len(workers) <= 2 and all(not w.endswith(f":{os.getpid()}") for w in workers)
    assert runner.pool is None


def test_pieces_are_joined_into_whole_chunks_in_the_results_file(tmp_path):
    plan = small_plan(games=8, chunk=4)
    store = Store.create(tmp_path / "p.sqlite", plan)
    rep = run_gauntlet(plan, store, PoolRunner(1))
    assert rep["complete"]
    rows = store.conn.execute("SELECT chunk, start, stop FROM chunks ORDER BY chunk").fetchall()
    assert rows == [(c.index, c.start, c.stop) for c in plan.chunks()]
    assert store.conn.execute("SELECT COUNT(*) FROM games").fetchone()[0] == plan.total_games


def test_a_stopped_run_ends_the_started_pool_and_the_next_run_starts_a_new_one(tmp_path):
    plan = small_plan(games=10, chunk=1)
    runner = PoolRunner(2).start()
    stop = threading.Event()
    try:
        rep = run_gauntlet(plan, Store.create(tmp_path / "s.sqlite", plan), runner, stop=stop,
                           progress=lambda done, total, chunks: chunks >= 2 and stop.set())
        assert rep["interrupted"] and runner.pool is None
        again = run_gauntlet(plan, Store.create(tmp_path / "t.sqlite", plan), runner)
        assert again["complete"]
    finally:
        runner.close()


def test_dask_tasks_bundle_consecutive_chunks_and_keep_the_tail_single():
    from heresy_app.lab.runners import TASK_GAMES, bundle
    rng = random.Random(9)
    for _ in range(300):
        works, start = [], 0
        for k in range(rng.randint(1, 120)):
            n = rng.randint(1, 12)
            works.append((Chunk(k, 0, start, start + n), f"t{k}"))
            start += n
        par = rng.randint(1, 6)
        groups = bundle(works, par)
        assert [w for g in groups for w in g] == works                  # every work once, in order
        assert all(len(g) == 1 for g in groups[len(groups) - min(len(works), 4 * par):])
        for g in groups[:-1]:
            # a group stops as soon as it holds enough games: without its last work it held too few
            assert sum(c.stop - c.start for c, _ in g[:-1]) < TASK_GAMES
        if len(works) >= 4 * par:
            assert len(groups) >= min(len(works), 4 * par)
