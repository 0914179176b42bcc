"""The same plan gives the same figures on one process, on a pool, on Dask's LocalCluster with two
workers, with any chunk size, and after a run stopped halfway and resumed; a worker killed while
it plays a chunk changes nothing (the scheduler runs the chunk again)."""

import os
import signal
import threading

import pytest

from heresy_app.lab.gauntlet import Store, read_report, run_gauntlet
from heresy_app.lab.runners import DaskRunner, PoolRunner
from tests.lab.lab_material import figures, small_plan

distributed = pytest.importorskip("distributed")
psutil = pytest.importorskip("psutil")   # a dependency of distributed


@pytest.fixture(scope="module")
def one_process(tmp_path_factory):
    plan = small_plan()
    path = tmp_path_factory.mktemp("one") / "one.sqlite"
    return figures(run_gauntlet(plan, Store.create(path, plan), PoolRunner(1)))


@pytest.fixture(scope="module")
def client():
    import logging
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None,
                                  silence_logs=logging.CRITICAL) as cluster, distributed.Client(cluster) as c:
        yield c


def test_the_report_holds_what_was_played(one_process):
    rep = one_process
    assert rep["complete"] and rep["finished"] == rep["requested"] == 18
    m = rep["matrix"]
    played = 0
    for i in range(3):
        assert m[i][i] is None
        for j in range(3):
            if i != j:
                assert m[i][j]["wins"] == m[j][i]["losses"] and m[i][j]["draws"] == m[j][i]["draws"]
                played += m[i][j]["games"]
    assert played // 2 + len(rep["errors"]) + len(rep["stopped"]) == 18
    for o in rep["overall"]:
        row = [m[o["deck"]][j] for j in range(3) if j != o["deck"]]
        assert o["wins"] == sum(c["wins"] for c in row) and o["games"] == sum(c["games"] for c in row)
        lo, hi = o["ci95"]
        assert lo <= o["win_rate"] <= hi
    for block in rep["cards"]:
        for c in block["cards"]:
            assert c["drawn_games"] + c["not_drawn_games"] == rep["overall"][block["deck"]]["games"]
    assert rep["length"]["games"] == played // 2 and rep["length"]["average_turns"] > 0


@pytest.mark.parametrize("jobs,chunk", [(2, 2), (2, 5), (1, 1)])
def test_a_pool_of_any_size_and_chunking_gives_the_same_figures(tmp_path, one_process, jobs, chunk):
    plan = small_plan(chunk=chunk)
    rep = run_gauntlet(plan, Store.create(tmp_path / "r.sqlite", plan), PoolRunner(jobs))
    assert figures(rep) == one_process


def test_a_local_cluster_of_two_workers_gives_the_same_matrix_as_one_process(tmp_path, one_process, client):
    assert len(client.scheduler_info()["workers"]) == 2
    plan = small_plan()
    runner = DaskRunner(client=client)
    rep = run_gauntlet(plan, Store.create(tmp_path / "d.sqlite", plan), runner)
    assert rep["matrix"] == one_process["matrix"]
    assert figures(rep) == one_process


@pytest.mark.parametrize("dask", [False, True])
def test_a_run_stopped_halfway_and_resumed_gives_the_same_figures(tmp_path, one_process, client, dask):
    plan = small_plan()
    path = tmp_path / "half.sqlite"
    stop = threading.Event()

    def after_four_chunks(done, total, chunks):
        if chunks >= 4:
            stop.set()

    runner = DaskRunner(client=client) if dask else PoolRunner(2)
    first = run_gauntlet(plan, Store.create(path, plan), runner, stop=stop, progress=after_four_chunks)
    assert first["interrupted"] and 8 <= first["finished"] < 18
    assert read_report(path)["finished"] == first["finished"]
    store = Store.open(path)                      # resuming needs only the file
    assert len(store.done_chunks()) == first["finished"] // 2
    second = run_gauntlet(store.plan, store, PoolRunner(1))
    assert second["played_now"] == 18 - first["finished"]
    assert not second["interrupted"] and figures(second) == one_process


def test_a_worker_killed_while_it_plays_a_chunk_changes_nothing(tmp_path, one_process, client):
    """The kill is real: the worker process running a chunk is killed (SIGKILL) while the gauntlet
    waits on it; its nanny starts a new one and the scheduler gives the chunk to a live worker."""
    plan = small_plan(games=12, chunk=1, mode="focus")       # 24 one-game chunks, so some are in flight
    reference = run_gauntlet(plan, Store.create(tmp_path / "ref.sqlite", plan), PoolRunner(1))
    before = set(client.scheduler_info()["workers"])
    pids = client.run(os.getpid)                    # worker address -> its process
    killed = {}

    def kill_a_busy_worker(done, total, chunks):
        if chunks == 1 and not killed:
            busy = {w: keys for w, keys in client.processing().items() if keys}
            victim = sorted(busy)[0]
            killed["worker"], killed["keys"] = victim, list(busy[victim])
            os.kill(pids[victim], signal.SIGKILL)   # kill -9: no goodbye to the scheduler

    runner = DaskRunner(client=client)
    rep = run_gauntlet(plan, Store.create(tmp_path / "kill.sqlite", plan), runner, progress=kill_a_busy_worker)
    assert killed["keys"], "no chunk was in flight on the killed worker"
    assert not psutil.pid_exists(pids[killed["worker"]]) or \
        psutil.Process(pids[killed["worker"]]).status() == psutil.STATUS_ZOMBIE   # it really died
    client.wait_for_workers(2, timeout=60)                       # its nanny started another
    assert set(client.scheduler_info()["workers"]) != before
    assert rep["complete"] and figures(rep) == figures(reference)


def test_two_gauntlets_at_once_on_one_cluster_keep_their_own_games(tmp_path, one_process, client):
    """Chunks are keyed by what they play: a second gauntlet on the same scheduler (another seed,
    the same decks and chunking) never receives the first one's results."""
    other = small_plan(seed=12)
    alone = run_gauntlet(other, Store.create(tmp_path / "alone.sqlite", other), PoolRunner(1))
    out = {}

    def play(name, plan):
        out[name] = run_gauntlet(plan, Store.create(tmp_path / f"{name}.sqlite", plan), DaskRunner(client=client))

    threads = [threading.Thread(target=play, args=("a", small_plan())), threading.Thread(target=play, args=("b", other))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert figures(out["a"]) == one_process and figures(out["b"]) == figures(alone)
    assert figures(alone)["pairings"] != one_process["pairings"]      # the seeds do play other games
