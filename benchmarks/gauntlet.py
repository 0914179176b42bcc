"""The gauntlet's throughput (issue 30): games/s with 1 and 2 worker processes (speed-up; reference
>= 1.9x on 2 cores), Dask's overhead against the plain process pool on the same work (reference
<= 10%), and on paper the time of a real gauntlet (20 decks, every pairing, 2,000 games a
pairing, the search AI at ``search:50ms``) on 1, 8 and 64 cores from the measured cost of a game.

    python benchmarks/gauntlet.py [--games N] [--search-games N] [--no-dask]

Every figure is timed on the same plan (three decks, round robin, the heuristic), with the workers'
start-up left out (the pool and the Dask workers are started, have imported the engine and opened
their cards before the clock starts; what is timed is the run: chunks sent, played, stored in the
results file). Beside each figure, its profile: the master's CPU and time spent writing the results
file, and for each worker its busy time, the gaps between its tasks and how long it sat idle at the
end (the scheduling tail) — the serial part, where there is one, shows there. The machine's load average is printed
beside each figure: on a shared machine the wall-clock figures only mean what the load lets them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.2f} (5 min {five:.2f})"


def field(ai: str):
    from heresy_app.engine import pool_deck
    from heresy_app.lab.plan import Entry

    loyalist, traitor = tuple(pool_deck("loyalist")), tuple(pool_deck("traitor"))
    return [Entry("sample:loyalist", loyalist, ai), Entry("sample:traitor", traitor, ai),
            Entry("variant", loyalist[8:] + loyalist[:8], ai)]


def timed(plan, runner, folder, tag):
    """Run ``plan`` on ``runner`` into a new results file; the report, with ``profile``: what the
    master spent (its CPU, and its time writing the results file) and what the workers did (each
    one's busy time, the gaps between its chunks, how long it sat idle at the end while others
    finished: the scheduling tail)."""
    from heresy_app.lab.gauntlet import Store, run_gauntlet

    path = os.path.join(folder, f"{tag}-{time.monotonic_ns()}.sqlite")
    store = Store.create(path, plan)
    real, spans, writing = store.write_chunk, [], [0.0]

    def keep(chunk, result):
        t = time.perf_counter()
        real(chunk, result)
        writing[0] += time.perf_counter() - t

    def traced_run(works, on_result, stop, run=runner.run):
        def seen(piece, result):
            spans.append((result.get("worker"), result.get("started"), result.get("ended")))
            on_result(piece, result)
        return run(works, seen, stop)

    store.write_chunk = keep
    runner.run = traced_run
    cpu0, wall0 = time.process_time(), time.time()
    try:
        rep = run_gauntlet(plan, store, runner, stop=threading.Event())
    finally:
        del runner.run
    wall1 = time.time()
    assert rep["complete"], rep
    workers = {}
    for w, a, b in spans:
        if w and a and b:
            workers.setdefault(w, []).append((a, b))
    prof = {"master_cpu": time.process_time() - cpu0, "writing": writing[0], "workers": []}
    for _w, s in sorted(workers.items()):
        s.sort()
        prof["workers"].append({"busy": sum(b - a for a, b in s), "start": s[0][0] - wall0,
                                "gaps": sum(c[0] - p[1] for p, c in zip(s, s[1:], strict=False)), "tail": wall1 - s[-1][1],
                                "tasks": len(s)})
    rep["profile"] = prof
    return rep


def show_profile(rep) -> str:
    p = rep["profile"]
    parts = [f"master CPU {p['master_cpu']:.2f} s (writing results {p['writing']:.2f} s)"]
    for k, w in enumerate(p["workers"]):
        parts.append(f"worker {k + 1}: {w['tasks']} chunks or pieces, busy {w['busy']:.2f} s, first at +{w['start']:.2f} s, "
                     f"gaps {w['gaps']:.2f} s, idle at the end {w['tail']:.2f} s")
    return "\n      ".join(parts)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--games", type=int, default=80, help="games a pairing for the timings (default 80; 3 pairings)")
    ap.add_argument("--chunk", type=int, default=4, help="games a chunk (default 4)")
    ap.add_argument("--search-games", type=int, default=4, help="games with search:50ms for the cost of a game")
    ap.add_argument("--no-dask", action="store_true", help="leave Dask out")
    ap.add_argument("--quiet-load", type=float, default=None,
                    help="wait (up to 10 minutes) until the 1-minute load average is below this before timing")
    args = ap.parse_args()
    if args.quiet_load is not None:
        deadline = time.time() + 600
        while os.getloadavg()[0] >= args.quiet_load and time.time() < deadline:
            time.sleep(5)
    os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-bench-"))
    from heresy_app.lab.plan import Plan
    from heresy_app.lab.runners import DaskRunner, PoolRunner
    from heresy_app.lab.tables import RUN_FIELDS

    folder = tempfile.mkdtemp(prefix="heresy-gauntlet-bench-")
    plan = Plan(field("heuristic"), args.games, 1, "round-robin", args.chunk)
    n = plan.total_games
    print(f"cores: {os.cpu_count()}, {load()}; plan: 3 decks, round robin, {args.games} games a pairing "
          f"({n} games, heuristic), chunks of {args.chunk}")
    out = {}
    reference = None
    for jobs in (1, 2):
        runner = PoolRunner(jobs).start()        # the workers start (and import, and open the cards) off the clock
        try:
            rep = timed(plan, runner, folder, f"pool{jobs}")
        finally:
            runner.close()
        figures = {k: v for k, v in rep.items() if k not in RUN_FIELDS and k != "profile"}
        reference = reference or figures
        assert figures == reference, "the pool's figures changed with its size"
        out[f"pool{jobs}"] = rep["seconds"]
        print(f"process pool, {jobs} worker(s): {n / rep['seconds']:6.1f} games/s ({rep['seconds']:.2f} s; "
              f"{rep['cpu_seconds'] / n * 1000:.0f} ms of CPU a game); {load()}\n      {show_profile(rep)}")
    print(f"speed-up of 2 workers: {out['pool1'] / out['pool2']:.2f}x (reference >= 1.9x on 2 idle cores; "
          f"with a load above the cores, the workers share them with others and this says little)")
    if not args.no_dask:
        runner = DaskRunner("local", 2).start()
        try:
            timed(Plan(field("random"), 2, 99, "round-robin", 1), runner, folder, "warm")   # workers import and open the cards
            rep = timed(plan, runner, folder, "dask2")
        finally:
            runner.close()
        assert {k: v for k, v in rep.items() if k not in RUN_FIELDS and k != "profile"} == reference, "Dask's figures differ"
        out["dask2"] = rep["seconds"]
        over = rep["seconds"] / out["pool2"] - 1
        print(f"Dask LocalCluster, 2 workers: {n / rep['seconds']:6.1f} games/s ({rep['seconds']:.2f} s): "
              f"overhead against the pool {100 * over:+.1f}% (reference <= 10%); {load()}\n      {show_profile(rep)}")
    # the cost of a game with the search AI, in CPU time (what a core spends, whatever the load)
    search = Plan(field("search:50ms")[:2], max(1, args.search_games), 7, "round-robin", 1)
    rep = timed(search, PoolRunner(2), folder, "search")
    per_game = rep["cpu_seconds"] / rep["finished"]
    games = 20 * 19 // 2 * 2000
    print(f"search:50ms: {per_game:.1f} s of CPU a game ({rep['finished']} games, average "
          f"{rep['length']['average_decisions']} decisions); {load()}")
    print(f"on paper, 20 decks x 2,000 games a pairing (190 pairings, {games:,} games) at {per_game:.1f} s a game:")
    for cores in (1, 8, 64):
        secs = games * per_game / cores
        print(f"  {cores:>2} cores: {secs / 3600:9.1f} hours ({secs / 86400:6.2f} days), perfect scaling")
    out["search_cpu_per_game"] = per_game
    print(json.dumps(out))


if __name__ == "__main__":
    main()
