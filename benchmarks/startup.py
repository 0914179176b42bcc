"""Start-up time: `heresy gui --smoke` next to a bare PySide6 QMainWindow shown the same way.

Both run as fresh subprocesses (offscreen unless QT_QPA_PLATFORM says otherwise). The runs are
interleaved, bare then ours, so that a machine that speeds up or slows down during the benchmark
(shared virtual machines do, by up to 2x) weighs on both alike. Printed: the median (and the
fastest) of the "shown in N ms" each prints, measured from process start to the window shown with
its events processed, of the whole process's wall time, and the median of the per-pair ratios.
`heresy` is the installed console script (what a user types); without it, `python -m heresy_app`.
A third program, a window with one search box and one table of text, is timed alongside as
context: it shows what any window that lists cards costs over the empty one.

    python benchmarks/startup.py [-n RUNS]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

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


# Context, not the goal's floor: the least a card list needs — one search box and one table of
# 165 rows x 10 short texts over a minimal QAbstractTableModel, touching the Qt namespace once. It
# pays what any window with text pays and the empty window does not: PySide building the Python
# enums of the Qt namespace and of the widget classes, font set-up, laying out and painting text.
TABLE = BARE.replace("""win = QMainWindow()
""", """win = QMainWindow()
from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import QLineEdit, QTableView, QVBoxLayout, QWidget
class Cards(QAbstractTableModel):
    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else 165
    def columnCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else 10
    def data(self, index, role=0):
        if role == 0:
            return f"card {index.row()}" if index.column() == 0 else str(index.column())
        if role == 7 and index.column():
            return int(Qt.AlignmentFlag.AlignCenter)
        return None
page = QWidget()
box = QVBoxLayout(page)
box.addWidget(QLineEdit())
table = QTableView()
table.setModel(Cards(table))
box.addWidget(table)
win.setCentralWidget(page)
""")


def run(cmd: list[str], env: dict) -> tuple[float, float]:
    t = time.perf_counter()
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, check=True).stdout
    wall = (time.perf_counter() - t) * 1000
    m = re.search(r"shown in (\d+) ms", out)
    if not m:
        raise SystemExit(f"no 'shown in N ms' from {cmd}: {out!r}")
    return float(m.group(1)), wall


def heresy_command() -> list[str]:
    script = Path(sys.executable).with_name("heresy")
    if not script.exists():
        found = shutil.which("heresy")
        script = Path(found) if found else None
    return [str(script)] if script else [sys.executable, "-m", "heresy_app"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", "--runs", type=int, default=15)
    args = ap.parse_args()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env["HERESY_HOME"] = tempfile.mkdtemp(prefix="heresy-bench-")
    cmds = {"bare QMainWindow": [sys.executable, "-c", BARE],
            "heresy gui --smoke": heresy_command() + ["gui", "--smoke"],
            "one-table window": [sys.executable, "-c", TABLE]}
    for cmd in cmds.values():  # warm the disk cache
        run(cmd, env)
    shown: dict[str, list[float]] = {name: [] for name in cmds}
    wall: dict[str, list[float]] = {name: [] for name in cmds}
    for _ in range(args.runs):
        for name, cmd in cmds.items():
            s, w = run(cmd, env)
            shown[name].append(s)
            wall[name].append(w)
    for name in cmds:
        print(f"{name:20s} shown {statistics.median(shown[name]):5.0f} ms (fastest {min(shown[name]):4.0f})   "
              f"process {statistics.median(wall[name]):5.0f} ms (fastest {min(wall[name]):4.0f})   "
              f"median of {args.runs}")
    def pair_ratio(a: str, b: str, what: dict) -> float:
        return statistics.median(x / y for x, y in zip(what[a], what[b], strict=False))

    bare, ours, table = cmds
    print(f"ratio to the bare window (median of the {args.runs} interleaved pairs): "
          f"shown {pair_ratio(ours, bare, shown):.2f}x, process {pair_ratio(ours, bare, wall):.2f}x; "
          f"of the medians: shown {statistics.median(shown[ours]) / statistics.median(shown[bare]):.2f}x "
          f"(goal: within 1.5x)")
    print(f"context: the one-table window is {pair_ratio(table, bare, shown):.2f}x the bare window; "
          f"heresy is {pair_ratio(ours, table, shown):.2f}x the one-table window")

if __name__ == "__main__":
    main()
