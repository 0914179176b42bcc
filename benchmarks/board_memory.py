"""The window's memory across games (issue 27): does it stay flat when one window plays game after game?

Run: QT_QPA_PLATFORM=offscreen python benchmarks/board_memory.py [--games 20] [--ai heuristic]

The real main window is built and shown (user folders in a temporary place), then the battle board
plays ``--games`` whole AI-against-AI games in watch mode with no delay, one after the other in the
same window, the way a player who presses "Play again" does. After each game the Qt event queue is
drained, deleted widgets are really deleted and Python's garbage is collected; the resident set size
(VmRSS of /proc/self/status) is read then. It prints the size when shown, after the first game and
after the last, and the growth after the first game next to the goal: after 20 games within 10 MiB
of after the first. Measured figures, not pass/fail (the exit status is 0 either way).
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="heresy-bench-memory-")
for _name, _sub in (("HOME", ""), ("XDG_DATA_HOME", ".local/share"), ("XDG_CONFIG_HOME", ".config"),
                    ("XDG_CACHE_HOME", ".cache"), ("HERESY_HOME", "heresy")):
    os.environ[_name] = os.path.join(_HOME, _sub) if _sub else _HOME

GOAL_MIB = 10.0


def rss_mib() -> float:
    """The process's resident set size in MiB (Linux), or its peak where /proc is missing."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / 1024 if sys.platform != "darwin" else peak / (1024 * 1024)


def settle(app) -> None:
    """Let queued events run and deleted objects go, then collect Python's garbage."""
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(3):
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def play_one(win, seed: int, ai: str) -> float:
    from PySide6.QtCore import QEventLoop, QTimer

    board = win.ensure_board()
    board.controller.summaries = False      # no stop on a summary: nobody presses Continue here
    board.delay.setValue(0)
    loop = QEventLoop()
    errors: list[str] = []
    board.controller.finished.connect(loop.quit)
    board.controller.error.connect(lambda text: (errors.append(text), loop.quit()))
    t0 = time.perf_counter()
    ok = win.start_game("sample:loyalist", "sample:traitor", ai=ai,
                        seed=seed, mode="watch")
    if not ok:
        raise SystemExit("the window refused to start a game")
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: (errors.append("no end after 600 s"), loop.quit()))
    guard.start(600_000)
    if board.controller.state is None or not board.controller.state.is_over:
        loop.exec()
    guard.stop()
    board.controller.finished.disconnect(loop.quit)
    if errors:
        raise SystemExit(f"game {seed}: {errors[0]}")
    return time.perf_counter() - t0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--ai", default="heuristic", help="the policy of both sides (default heuristic)")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)

    from heresy_app.ui.app import build_window

    win = build_window("en")
    win.smoke = True          # no question boxes in an unattended run
    win.resize(1366, 768)
    win.show()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    settle(app)
    shown = rss_mib()
    sizes = []
    secs = []
    for i in range(args.games):
        secs.append(play_one(win, args.seed + i, args.ai))
        settle(app)
        sizes.append(rss_mib())
        print(f"game {i + 1:3d}: {sizes[-1]:7.1f} MiB ({secs[-1]:.1f} s)", flush=True)
    growth = sizes[-1] - sizes[0]
    per_game = growth / max(1, len(sizes) - 1)
    print(f"shown: {shown:.1f} MiB; after game 1: {sizes[0]:.1f} MiB; after game {len(sizes)}: {sizes[-1]:.1f} MiB")
    print(f"growth after the first game: {growth:+.1f} MiB ({per_game:+.2f} MiB a game) "
          f"(goal: within {GOAL_MIB:.0f} MiB after 20 games)")
    win.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
