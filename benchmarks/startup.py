"""Start-up time: `heresy gui --smoke` next to a bare PySide6 QMainWindow shown the same way.

Both run as fresh subprocesses (offscreen unless QT_QPA_PLATFORM says otherwise), several times;
the figures are medians of (a) the "shown in N ms" each prints, measured from process start to
the window shown with its events processed, and (b) the wall time of the whole process.

    python benchmarks/startup.py [-n RUNS]
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

BARE = r"""
import os, time
def age():
    with open("/proc/self/stat", "rb") as fh:
        fields = fh.read().rsplit(b")", 1)[1].split()
    with open("/proc/uptime") as fh:
        up = float(fh.read().split()[0])
    return (up - int(fields[19]) / os.sysconf("SC_CLK_TCK")) * 1000
t0 = time.perf_counter(); a0 = age()
from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
win = QMainWindow()
win.resize(1360, 820)
win.show()
app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
win.repaint()
app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
print(f"shown in {(time.perf_counter() - t0) * 1000 + a0:.0f} ms")
win.close()
"""


def run(cmd: list[str], env: dict) -> tuple[float, float]:
    t = time.perf_counter()
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
    wall = (time.perf_counter() - t) * 1000
    m = re.search(r"shown in (\d+) ms", out)
    if not m:
        raise SystemExit(f"no 'shown in N ms' from {cmd}: {out!r}")
    return float(m.group(1)), wall


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--runs", type=int, default=7)
    args = ap.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["HERESY_HOME"] = tempfile.mkdtemp(prefix="heresy-bench-")
    cmds = {"bare QMainWindow": [sys.executable, "-c", BARE],
            "heresy gui --smoke": [sys.executable, "-m", "heresy_app", "gui", "--smoke"]}
    for cmd in cmds.values():  # warm the disk cache
        run(cmd, env)
    results = {}
    for name, cmd in cmds.items():
        shown, wall = [], []
        for _ in range(args.runs):
            s, w = run(cmd, env)
            shown.append(s)
            wall.append(w)
        results[name] = (statistics.median(shown), statistics.median(wall))
    for name, (s, w) in results.items():
        print(f"{name:20s} shown {s:7.0f} ms   process {w:7.0f} ms   (median of {args.runs})")
    (bs, bw), (hs, hw) = results["bare QMainWindow"], results["heresy gui --smoke"]
    print(f"ratio: shown {hs / bs:.2f}x, process {hw / bw:.2f}x (goal: within 1.5x)")


if __name__ == "__main__":
    main()
