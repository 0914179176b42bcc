"""How late the window's event loop runs while the AI thinks on a pool thread (issue 25, item 4).

The AI's search is pure Python on a ``QThreadPool`` thread; the GUI thread needs the GIL for every
Python slot, paint and timer. Python hands the GIL over only when the waiting thread has waited a
whole switch interval (5 ms by default) — or when the holder lets go of it itself. This plays an
AI-against-AI game (``search:200ms`` both sides, the window's own ``GameController``) and, on the
GUI thread, a timer every 5 ms that records how late it fires, for three ways of sharing the GIL:

- ``interval``: the old way, Python's switch interval lowered to 1 ms for the whole process;
- ``default``: the default interval and nothing else (what the old way was there to avoid);
- ``yield``: the default interval, and the search lets go of the GIL each time it looks whether
  it was abandoned (every few decisions of a playout): what the controller does now.

    python benchmarks/gui_latency.py [--seconds 4]

Each configuration runs in its own process (the switch interval is process-wide). It prints the
timer's lateness (median, 95th percentile, worst) and the AI's decisions made in the time, for
each: the reference is the old way's figures.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _one(mode: str, seconds: float) -> dict:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from heresy_app.cards.db import CardDB
    from heresy_app.decks.practice import playable_ids
    from heresy_app.ui import ai_worker as aw
    from heresy_app.ui import game_controller as gc

    app = QApplication.instance() or QApplication([])
    if mode == "interval":
        sys.setswitchinterval(0.001)
    aw.AI_YIELDS = mode == "yield"
    db = CardDB()
    ctl = gc.GameController(autosave=False)
    you = playable_ids("sample:loyalist", db)[0]
    opp = playable_ids("sample:traitor", db)[0]
    ctl.new_game(you, opp, seed=11, ai="search:200ms", mode="watch", db=db)
    late: list[float] = []
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed()]

    def tick():
        now = clock.nsecsElapsed()
        late.append(max(0.0, (now - last[0]) / 1e6 - 5.0))
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    start = time.perf_counter()
    decisions0 = len(ctl.state.decisions)
    while time.perf_counter() - start < seconds and not ctl.state.is_over:
        QCoreApplication.processEvents()
        time.sleep(0.0005)
    timer.stop()
    made = len(ctl.state.decisions) - decisions0
    ctl.close()
    app.processEvents()
    late.sort()
    return {"mode": mode, "ticks": len(late), "median": statistics.median(late),
            "p95": late[int(0.95 * (len(late) - 1))], "worst": late[-1], "decisions": made,
            "interval_ms": sys.getswitchinterval() * 1000}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seconds", type=float, default=4.0)
    ap.add_argument("--one", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.one:
        print(json.dumps(_one(args.one, args.seconds)))
        return 0
    rows = []
    for mode in ("interval", "default", "yield"):
        out = subprocess.run([sys.executable, os.path.abspath(__file__), "--one", mode, "--seconds",
                              str(args.seconds)], capture_output=True, text=True, check=True)
        rows.append(json.loads(out.stdout.strip().splitlines()[-1]))
    print(f"GUI timer every 5 ms while the AI thinks ({args.seconds:g} s of an AI-against-AI game, search:200ms)")
    print(f"{'mode':<10}{'switch':>8}{'ticks':>7}{'late median':>13}{'p95':>9}{'worst':>9}{'AI decisions':>14}")
    for r in rows:
        print(f"{r['mode']:<10}{r['interval_ms']:>6.1f}ms{r['ticks']:>7}{r['median']:>11.1f}ms{r['p95']:>7.1f}ms"
              f"{r['worst']:>7.1f}ms{r['decisions']:>14}")
    print("reference: the 'interval' row (the old way); 'yield' should be as smooth without changing the interval")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
