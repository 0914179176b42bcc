"""What plays the chunks: the local process pool (the default; needs nothing) or Dask
(``dask.distributed``, the optional ``cluster`` extra): a ``LocalCluster`` on this machine or the
scheduler of a cluster (``tcp://HOST:8786``).

A runner gets the chunks (or pieces of chunks) as ``(chunk, text)`` pairs — the text is
:meth:`Plan.work`, plain JSON —
and calls ``on_result(chunk, result)`` in the calling thread as each finishes, in whatever order
they finish (the store and the tables make the order irrelevant). It returns when every chunk is
done or as soon as ``stop`` (a ``threading.Event``) is set, dropping the chunks in flight.
Workers get :func:`heresy_app.lab.work.play_chunk` and the text (the pool) or
:func:`~heresy_app.lab.work.play_chunks` and a JSON list of texts (Dask: several chunks a task,
:func:`bundle`), and send back text.
"""

from __future__ import annotations

import json
import re
import signal
import threading
import time

from heresy_app.i18n import pick
from heresy_app.lab.work import play_chunk, play_chunks, warm

ADDRESS = re.compile(r"^(?:(tcp|tls)://)?(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]+):(\d{1,5})$")


# What a Dask worker does besides the task, turned down for the gauntlet's local cluster: the
# statistical profiler samples the task thread's stack every 10 ms and the event loop's tick and
# the memory and system monitors wake every 20-500 ms, each taking the GIL from the game being
# played (a chunk is pure Python); on a cluster, workers started with the same settings
# (docs/gauntlet.md: DASK_DISTRIBUTED__WORKER__PROFILE__ENABLED=False, ...) do the same.
QUIET_WORKERS = {
    "distributed.worker.profile.enabled": False,
    "distributed.admin.tick.interval": "500ms",
    "distributed.admin.system-monitor.interval": "2s",
    "distributed.admin.system-monitor.gil.enabled": False,
    "distributed.worker.memory.monitor-interval": "1s",
    "distributed.scheduler.work-stealing": False,
}


TASK_GAMES = 16
"""A Dask task holds consecutive chunks up to this many games (Dask spends some milliseconds of
the client's, the scheduler's and the worker's time on each task, whatever its size)."""


def bundle(works, parallelism: int = 1, games: int = TASK_GAMES) -> list[list]:
    """``works`` grouped into tasks, in order: consecutive works until a group holds ``games``
    games (fewer when the run is small: at least 8 tasks a worker), except at the end: the last
    works — at least ``4 × parallelism`` of them, and at least two groups' worth of games a
    worker — go one a task (the end of a run wants small tasks, so the workers finish together
    instead of one playing a last group while the others wait).

    >>> from heresy_app.lab.plan import Chunk
    >>> ws = [(Chunk(k, 0, 4 * k, 4 * k + 4), "") for k in range(40)]
    >>> [len(g) for g in bundle(ws, 1)]
    [4, 4, 4, 4, 4, 4, 4, 4, 1, 1, 1, 1, 1, 1, 1, 1]
    >>> [len(g) for g in bundle(ws[:12], 1)]
    [2, 2, 2, 2, 1, 1, 1, 1]
    >>> len(bundle(ws, 8)) == len(ws)
    True
    """
    parallelism = max(1, int(parallelism))
    total = sum(w[0].stop - w[0].start for w in works)
    games = min(games, total / (8 * parallelism))
    tail, behind = len(works), 0
    while tail > 0 and (len(works) - tail < 4 * parallelism or behind < 2 * games * parallelism):
        tail -= 1
        behind += works[tail][0].stop - works[tail][0].start
    out, group, n = [], [], 0
    for k, work in enumerate(works):
        if k >= tail:
            if group:
                out.append(group)
                group, n = [], 0
            out.append([work])
            continue
        group.append(work)
        n += work[0].stop - work[0].start
        if n >= games:
            out.append(group)
            group, n = [], 0
    if group:
        out.append(group)
    return out


class RunnerError(RuntimeError):
    """A runner that cannot run: ``text(lang)`` is one line, English or Russian."""

    def __init__(self, en: str, ru: str):
        super().__init__(en)
        self.en, self.ru = en, ru

    def text(self, lang: str = "en") -> str:
        return str(pick(lang, en=self.en, ru=self.ru))


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # the parent decides what Ctrl-C does


def _mp_context():
    """Fork when it is safe (a process with one thread: the command line) — workers start at once;
    spawn otherwise (the window has threads, and fork copies their locks)."""
    import multiprocessing as mp
    if "fork" in mp.get_all_start_methods() and threading.active_count() == 1:
        return mp.get_context("fork")
    return mp.get_context("spawn")


class PoolRunner:
    """``jobs`` worker processes of this machine (multiprocessing).

    ``start()`` starts the workers ahead (each imports the engine and opens its card database
    before the first chunk, all at once) and keeps them for every ``run`` until ``close()``; a
    ``run`` without ``start()`` starts them itself and closes them when it ends. A run stopped
    early (Cancel, Ctrl-C) ends the workers, since a pool cannot take back chunks it handed out;
    the next run starts fresh ones."""

    def __init__(self, jobs: int = 1):
        self.jobs = max(1, int(jobs))
        self.name = f"pool:{self.jobs}"
        self.pool = None

    def parallelism(self) -> int:
        return self.jobs

    def start(self, processes: int | None = None) -> PoolRunner:
        if self.pool is None:
            ctx = _mp_context()
            if ctx.get_start_method() == "fork":
                warm()                  # forked workers inherit the imports and the card database
            self.pool = ctx.Pool(processes=max(1, min(self.jobs, processes or self.jobs)), initializer=_init_worker)
        return self

    def run(self, works, on_result, stop: threading.Event) -> None:
        import multiprocessing

        if not works:
            return
        own = self.pool is None
        self.start(len(works))
        chunks = {w[0].index: w[0] for w in works}
        left = len(works)
        try:
            it = self.pool.imap_unordered(_indexed, [(c.index, text) for c, text in works])
            while left and not stop.is_set():
                try:
                    index, text = it.next(timeout=0.1)
                except multiprocessing.TimeoutError:
                    continue
                left -= 1
                on_result(chunks[index], json.loads(text))
        finally:
            if own or left:
                self.close()

    def close(self) -> None:
        pool, self.pool = self.pool, None
        if pool is not None:
            pool.terminate()
            pool.join()


def _init_worker() -> None:
    _ignore_sigint()
    warm()


def _indexed(item):
    index, text = item
    return index, play_chunk(text)


class DaskRunner:
    """Dask: ``scheduler`` ``local`` (a ``LocalCluster`` of ``jobs`` one-thread worker processes)
    or a scheduler's address (``tcp://HOST:PORT``). A chunk is a pure task keyed by what it plays,
    so when a worker dies the scheduler runs it again elsewhere (up to its ``allowed-failures``),
    and a chunk that raised is tried ``retries`` more times."""

    def __init__(self, scheduler: str = "local", jobs: int = 1, retries: int = 2, timeout: float = 10.0,
                 client=None):
        self.scheduler, self.jobs, self.retries, self.timeout = scheduler, max(1, int(jobs)), retries, timeout
        self.client, self.cluster = client, None
        self.owns_client = client is None     # a client handed in (by a test, by the window) stays open
        self.name = f"dask:local:{self.jobs}" if scheduler == "local" else f"dask:{scheduler}"

    def start(self) -> DaskRunner:
        if self.client is not None:
            return self
        try:
            import distributed
        except ImportError:
            raise RunnerError("--scheduler needs Dask: pip install 'heresy[cluster]' (dask[distributed])",
                              "для --scheduler нужен Dask: pip install 'heresy[cluster]' (dask[distributed])") from None
        import logging
        for name in ("distributed", "tornado"):
            logging.getLogger(name).setLevel(logging.CRITICAL)
        if self.scheduler == "local":
            import dask
            with dask.config.set(QUIET_WORKERS):     # the nannies hand it to their workers
                self.cluster = distributed.LocalCluster(n_workers=self.jobs, threads_per_worker=1, processes=True,
                                                        dashboard_address=None, silence_logs=logging.CRITICAL)
            self.client = distributed.Client(self.cluster)
            return self
        m = ADDRESS.match(self.scheduler)
        if not m or not 0 < int(m.group(3)) < 65536:
            raise RunnerError(f"--scheduler: {self.scheduler!r} is not a scheduler address "
                              "(local, or tcp://HOST:PORT, e.g. tcp://10.0.0.5:8786)",
                              f"--scheduler: {self.scheduler!r} — не адрес планировщика "
                              "(local или tcp://ХОСТ:ПОРТ, например tcp://10.0.0.5:8786)")
        address = self.scheduler if m.group(1) else f"tcp://{self.scheduler}"
        try:
            self.client = distributed.Client(address, timeout=self.timeout)
        except (OSError, TimeoutError, ValueError) as err:
            detail = str(err).splitlines()[0] if str(err) else type(err).__name__
            raise RunnerError(f"--scheduler: cannot reach the Dask scheduler at {address}: {detail}",
                              f"--scheduler: нет связи с планировщиком Dask по адресу {address}: {detail}") from None
        if not self.client.scheduler_info().get("workers"):
            try:
                self.client.wait_for_workers(1, timeout=self.timeout)
            except (TimeoutError, OSError):
                self.close()
                raise RunnerError(f"--scheduler: the Dask scheduler at {address} has no workers "
                                  f"(start some: dask worker {address})",
                                  f"--scheduler: у планировщика Dask по адресу {address} нет исполнителей "
                                  f"(запустите их: dask worker {address})") from None
        return self

    def parallelism(self) -> int:
        try:
            return max(1, len(self.client.scheduler_info().get("workers", {}))) if self.client is not None else self.jobs
        except Exception:   # a scheduler that does not answer: a guess is enough here
            return self.jobs

    def run(self, works, on_result, stop: threading.Event) -> None:
        import hashlib

        import distributed

        if self.client is None:
            self.start()
        if not works:
            return
        # keyed by what it plays: two gauntlets on one scheduler never share a key unless they
        # play the very same games (and then the answer is the same)
        groups = bundle(works, self.parallelism())
        texts = [json.dumps([text for _c, text in group]) for group in groups]
        keys = [f"heresy-gauntlet-{hashlib.sha256(text.encode('utf-8')).hexdigest()[:32]}" for text in texts]
        futures = self.client.map(play_chunks, texts, key=keys, pure=True, retries=self.retries)
        pending = {fut.key: group for fut, group in zip(futures, groups, strict=True)}
        held = {fut.key: fut for fut in futures}
        finished = distributed.as_completed(futures)
        try:
            while pending and not stop.is_set():
                if not finished.has_ready():
                    time.sleep(0.02)    # the master only waits here; the workers have their chunks queued
                    continue
                batch = sorted(finished.next_batch(block=False), key=lambda f: pending[f.key][0][0].index)
                for fut in batch:
                    if fut.status in ("error", "cancelled"):
                        first = pending[fut.key][0][0]
                        chunk = getattr(first, "chunk", first)     # a piece of a chunk names its chunk
                        err = fut.exception() if fut.status == "error" else None
                        detail = str(err).splitlines()[0] if err is not None and str(err) else fut.status
                        raise RunnerError(f"a Dask worker failed chunk {chunk.index}: {type(err).__name__}: {detail}",
                                          f"исполнитель Dask не смог сыграть часть {chunk.index}: "
                                          f"{type(err).__name__}: {detail}")
                texts = self.client.gather(batch)     # one round trip for the whole batch
                for fut, text in zip(batch, texts, strict=True):
                    group = pending.pop(fut.key)
                    answers = json.loads(text)
                    if len(answers) != len(group):
                        raise RunnerError("a Dask worker's answer does not match its task",
                                          "ответ исполнителя Dask не соответствует заданию")
                    for (chunk, _t), answer in zip(group, answers, strict=True):
                        on_result(chunk, answer)
                    held.pop(fut.key).release()
                    if stop.is_set():
                        break
        finally:
            finished.clear()
            if pending:
                self.client.cancel([held[k] for k in pending])

    def close(self) -> None:
        if not self.owns_client:
            return
        for thing in (self.client, self.cluster):
            if thing is not None:
                try:
                    thing.close()
                except Exception:   # closing is best effort: the results are already stored
                    pass
        self.client = self.cluster = None


def make_runner(scheduler: str | None, jobs: int, timeout: float = 10.0):
    """The runner a command line asks for: the process pool without ``scheduler``, Dask with it."""
    return PoolRunner(jobs) if not scheduler else DaskRunner(scheduler, jobs, timeout=timeout)
