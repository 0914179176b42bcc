"""The AI's decisions off the GUI thread (the battle board's controller uses this).

:class:`AiMove` is a :class:`QRunnable` that computes one decision with
:func:`heresy_app.engine.ai.choose` on a *copy* of the game and hands it back through
:class:`AiSignals` (a queued signal, so the controller applies it on the GUI thread). The search is
told through ``stop`` (:func:`stopper`) that the game moved on, and ends at once. :func:`ai_rng` gives
the AI's random numbers for a position, the same in the window, after a take-back or a load, and on
the bare engine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, Signal

# The AI's pure-Python search runs on a pool thread; the GUI thread needs the GIL for every slot and
# paint, and Python hands it over only after the waiting thread has waited a switch interval (5 ms) —
# on a busy machine the window stalled for whole searches. Rather than lower the interval for the
# whole process, the search lets go of the GIL each time it looks whether it was abandoned (every
# few decisions of a playout): benchmarks/gui_latency.py measures both ways.
AI_YIELDS = True
AI_YIELD_S = 0.0001   # a sleep this long lets a waiting thread take the GIL (0 often hands it back to us)
AI_YIELD_EVERY_S = 0.002   # at most this often: the sleeps cost the search about 5% of its wall time


def ai_rng(seed: int, ply: int) -> random.Random:
    """The AI's random numbers for the decision at ``ply`` (decisions made so far) of the game with
    ``seed``: the same seed and decisions give the same AI decisions, in the controller, after a
    take-back or a load, and on the bare engine (benchmarks/board.py)."""
    return random.Random(f"heresy-ai:{int(seed)}:{int(ply)}")


def stopper(abandoned: Callable[[], bool]) -> Callable[[], bool]:
    """What the AI's search asks, every few decisions of a playout, to learn whether it was
    abandoned (``abandoned()``, e.g. the game moved on). Asking is also where the search thread
    lets go of the GIL for a moment (at most every :data:`AI_YIELD_EVERY_S`), so that the window's
    thread runs without waiting a whole switch interval."""
    last = [time.perf_counter()]

    def stop() -> bool:
        if AI_YIELDS:
            now = time.perf_counter()
            if now - last[0] >= AI_YIELD_EVERY_S:
                time.sleep(AI_YIELD_S)
                last[0] = time.perf_counter()
        return abandoned()
    return stop


class AiSignals(QObject):
    done = Signal(int, object, str)   # generation, decision (or None), error text ("" when none)


class AiMove(QRunnable):
    """One AI decision computed on a pool thread, on a copy of the game."""

    def __init__(self, state, policy, rng, generation: int, signals: AiSignals, stop=None):
        super().__init__()
        self.state, self.policy, self.rng, self.generation, self.signals = state, policy, rng, generation, signals
        self.stop = stop   # true once the game moved on: a search then ends at once

    def run(self):
        from heresy_app.engine.ai import choose

        try:
            decision, err = choose(self.policy, self.state, self.rng, stop=self.stop), ""
        except Exception as exc:  # a bug in a policy: reported, the window lives on
            decision, err = None, f"{type(exc).__name__}: {exc}"
        try:
            self.signals.done.emit(self.generation, decision, err)
        except RuntimeError:  # the controller is gone
            pass
        finally:
            # PySide keeps the Python side of a finished runnable alive: let go of the game copy,
            # the policy and the controller (through ``stop``) so that games do not pile up in memory
            self.state = self.policy = self.rng = self.stop = self.signals = None
