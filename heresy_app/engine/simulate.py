"""The simulator: play N full games of deck A against deck B and report the numbers.

>>> from heresy_app.engine import pool_deck
>>> report = simulate(pool_deck("loyalist"), pool_deck("traitor"), n=4, seed=1, policy_a="random", policy_b="random")
>>> report["finished"], report["wins_a"] + report["wins_b"] + report["draws"]
(4, 4)

Every game is reproducible on its own: game ``i`` uses the engine seed ``seed * 1_000_003 + i``
and policy generators derived from it, deck A sits as player 0 in even games and as player 1 in
odd ones, and (with ``roles="balanced"``) A is the attacker in games 0, 1, 4, 5, 8, 9, ... and
the defender in the others — the player who chooses the roles is made to choose so. Results are
gathered in game order, so the same seed gives the same report for any number of worker
processes. A game that raises is recorded under ``errors`` (its seed and a replay file in
``user_data_dir()/replays``) and the run goes on. The rules set no bound on a battle's war actions;
a game still running after ``max_decisions`` decisions is stopped and listed under ``stopped``,
counted in no win, loss or draw (rules: battle.combat.limit). No Qt here. See docs/sim.md.
"""

from __future__ import annotations

import math
import os
import random
import signal
import time
import traceback
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from heresy_app.engine.ai import choose, make_policy
from heresy_app.engine.catalog import catalog_for
from heresy_app.engine.game import new_game

if TYPE_CHECKING:
    from multiprocessing.context import BaseContext

    from heresy_app.engine.shapes import CardSource, Decision, Json
    from heresy_app.engine.state import GameState

__all__ = ["SimConfig", "simulate", "run", "play_one", "wilson", "game_seed", "aggregate", "check_deck",
           "REPORT_FORMAT"]

REPORT_FORMAT = "heresy-sim"
MAX_DECISIONS = 20_000


def game_seed(seed: int, i: int) -> int:
    """The engine seed of game ``i`` of a run seeded ``seed``."""
    return int(seed) * 1_000_003 + int(i)


def wilson(k: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``k / n`` (95% by default); (0, 1) when n = 0."""
    if n <= 0:
        return (0.0, 1.0)
    p = k / n
    z2 = z * z
    den = 1.0 + z2 / n
    centre = (p + z2 / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / den
    lo = 0.0 if k <= 0 else max(0.0, centre - half)
    hi = 1.0 if k >= n else min(1.0, centre + half)
    return (lo, hi)


@dataclass
class SimConfig:
    """A run: deck lists as flat lists of card ids, policies by name (see ``make_policy``)."""

    deck_a: list[str]
    deck_b: list[str]
    n: int
    seed: int = 0
    jobs: int = 1
    policy_a: str = "heuristic"
    policy_b: str = "heuristic"
    roles: str = "balanced"          # "balanced" or "free" (the chooser's policy decides)
    name_a: str = "A"
    name_b: str = "B"
    max_decisions: int = MAX_DECISIONS
    replay_dir: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


# ---------------------------------------------------------------------- one game

def _policy_rng(seed_i: int, player: int) -> random.Random:
    return random.Random(seed_i * 2 + player + 0x5EED0000)


def play_one(cfg: SimConfig, i: int, db: CardSource | None = None, keep: bool = False) -> Json:
    """Play game ``i`` of the run; never raises: a failure becomes an ``error`` entry. With
    ``keep`` a finished or stopped game's entry also holds ``document``, the saved game (what
    the replay viewer opens)."""
    seed_i = game_seed(cfg.seed, i)
    a_seat = i % 2
    a_role = "attacker" if (i // 2) % 2 == 0 else "defender"
    decks = (cfg.deck_a, cfg.deck_b) if a_seat == 0 else (cfg.deck_b, cfg.deck_a)
    g = None
    d = None
    try:
        pols: list[Any] = [None, None]   # (engine.ai's policies, as make_policy builds them)
        pols[a_seat] = make_policy(cfg.policy_a)
        pols[1 - a_seat] = make_policy(cfg.policy_b)
        rngs = (_policy_rng(seed_i, 0), _policy_rng(seed_i, 1))
        g = new_game(decks[0], decks[1], seed_i, db, log=False)
        n = 0
        while not g.over:
            legal = g.legal
            p = g.current_player
            assert p is not None   # (the game is not over)
            d = None
            if legal[0][0] == "role" and cfg.roles == "balanced":
                want = a_role if p == a_seat else ("defender" if a_role == "attacker" else "attacker")
                d = ("role", want)
            else:
                d = choose(pols[p], g, rngs[p])
            g.apply(d)
            d = None
            n += 1
            if n >= cfg.max_decisions and not g.over:
                # battle.combat.limit: the rules let a battle go on without bound; the simulator
                # stops the game at its safety limit and says so -- no win, loss or draw
                out: Json = {"game": i, "seed": seed_i, "a_seat": a_seat, "stopped": True, "winner": None,
                       "turns": g.turn, "decisions": n, "error": None}
                if keep:
                    out["document"] = g.to_dict()
                return out
        winner = None if g.winner is None else ("A" if g.winner == a_seat else "B")
        drawn = [{c for c in g.from_deck if g.owner[c] == q} for q in (0, 1)]
        caps: dict[str, list[int]] = {"A": [], "B": []}
        for s, owner in enumerate(g.sec_owner):
            if owner >= 0:
                caps["A" if owner == a_seat else "B"].append(int(g.sec[s][2]))
        out = {"game": i, "seed": seed_i, "a_seat": a_seat,
               "a_role": "attacker" if g.attacker == a_seat else "defender",
               "winner": winner, "turns": g.turn, "decisions": n, "captures": caps,
               "drawn_a": sorted({g.tpl[c].id for c in drawn[a_seat]}),
               "drawn_b": sorted({g.tpl[c].id for c in drawn[1 - a_seat]}),
               "error": None}
        if keep:
            out["document"] = g.to_dict()
        return out
    except Exception as err:  # a bug in the engine or a policy: record it, the run goes on
        return _error_entry(cfg, i, seed_i, a_seat, g, d, err)


def _error_entry(cfg: SimConfig, i: int, seed_i: int, a_seat: int, g: GameState | None, d: Decision | None,
                 err: Exception) -> Json:
    msg = f"{type(err).__name__}: {err}"
    entry: Json = {"game": i, "seed": seed_i, "a_seat": a_seat, "error": msg, "replay": None}
    try:
        data: Json = g.to_dict() if g is not None else {
            "format": "heresy-game", "version": 1, "seed": seed_i,
            "decks": [list(map(str, (cfg.deck_a, cfg.deck_b)[a_seat])),
                      list(map(str, (cfg.deck_b, cfg.deck_a)[a_seat]))], "decisions": []}
        if d is not None and data["decisions"] and tuple(data["decisions"][-1]) == tuple(d):
            data["decisions"].pop()          # the decision that failed is kept apart
        data["failed_decision"] = list(d) if d is not None else None
        data["error"] = msg
        data["traceback"] = traceback.format_exception(type(err), err, err.__traceback__)[-6:]
        data["sim"] = {"game": i, "run_seed": cfg.seed, "a_seat": a_seat, "policy_a": cfg.policy_a,
                       "policy_b": cfg.policy_b, "roles": cfg.roles}
        entry["replay"] = _save_replay(cfg, f"sim-error-seed{seed_i}.json", data)
    except Exception as save_err:  # the report still says what happened
        entry["replay_error"] = f"{type(save_err).__name__}: {save_err}"
    return entry


def _save_replay(cfg: SimConfig, name: str, data: Json) -> str:
    import json

    from heresy_app.atomic import atomic_write_text
    if cfg.replay_dir:
        folder = cfg.replay_dir
    else:
        from heresy_app.paths import user_data_dir
        folder = os.path.join(str(user_data_dir()), "replays")
    path = os.path.join(folder, name)
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1))
    return path


# ---------------------------------------------------------------------- workers

_W: dict[str, Any] = {}   # a worker process's run and card database


def _init_worker(cfg: SimConfig) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)   # the parent handles Ctrl-C
    from heresy_app.cards.db import CardDB
    _W["cfg"] = cfg
    _W["db"] = CardDB()


def _run_chunk(indices: Iterable[int]) -> list[Json]:
    cfg, db = _W["cfg"], _W["db"]
    return [play_one(cfg, i, db) for i in indices]


def _chunks(n: int, jobs: int) -> list[list[int]]:
    size = max(1, min(25, math.ceil(n / max(1, jobs * 8))))
    return [list(range(k, min(n, k + size))) for k in range(0, n, size)]


def _mp_context() -> BaseContext:
    """Fork when it is safe (a POSIX process with a single thread: the CLI, benchmarks) — workers
    start in milliseconds; spawn otherwise (the desktop app has threads, and fork copies locks)."""
    import multiprocessing as mp
    import threading
    if "fork" in mp.get_all_start_methods() and threading.active_count() == 1:
        return mp.get_context("fork")
    return mp.get_context("spawn")


def run(cfg: SimConfig, db: CardSource | None = None, progress: Callable[[int, int], object] | None = None,
        ) -> tuple[list[Json], bool, float]:
    """Play the games of ``cfg``: (results in game order, interrupted?, seconds).
    ``progress(done, total)`` is called as games finish. Ctrl-C stops the run cleanly: the
    games already finished are returned with ``interrupted = True``."""
    t0 = time.perf_counter()
    results: dict[int, Json] = {}
    interrupted = False
    jobs = max(1, int(cfg.jobs))
    if jobs == 1 or cfg.n <= 1:
        if db is None:
            from heresy_app.cards.db import CardDB
            db = CardDB()
        try:
            for i in range(cfg.n):
                results[i] = play_one(cfg, i, db)
                if progress:
                    progress(len(results), cfg.n)
        except KeyboardInterrupt:
            interrupted = True
    else:
        import multiprocessing
        import threading

        # Ctrl-C sets a flag that the loop below reads between results, instead of raising
        # KeyboardInterrupt wherever the main thread happens to be (inside the pool's own locks,
        # it could leave pool.terminate() waiting forever)
        stop = threading.Event()
        previous = None
        if threading.current_thread() is threading.main_thread():
            previous = signal.signal(signal.SIGINT, lambda _sig, _frame: stop.set())
        ctx = _mp_context()
        pool = ctx.Pool(processes=min(jobs, cfg.n), initializer=_init_worker, initargs=(cfg,))
        try:
            chunks = pool.imap_unordered(_run_chunk, _chunks(cfg.n, jobs))
            while not stop.is_set():
                try:
                    chunk = chunks.next(timeout=0.2)
                except multiprocessing.TimeoutError:
                    continue
                except StopIteration:
                    break
                for r in chunk:
                    results[r["game"]] = r
                if progress:
                    progress(len(results), cfg.n)
            interrupted = stop.is_set()
            pool.close()
        except KeyboardInterrupt:  # a Ctrl-C before the handler was in place
            interrupted = True
        finally:
            pool.terminate()
            pool.join()
            if previous is not None:
                signal.signal(signal.SIGINT, previous)
    ordered = [results[i] for i in sorted(results)]
    return ordered, interrupted, time.perf_counter() - t0


# ---------------------------------------------------------------------- the report

def _rate(k: int, n: int) -> float | None:
    return round(k / n, 4) if n else None


def _record(games: Sequence[Json]) -> Json:
    n = len(games)
    w = sum(1 for r in games if r["winner"] == "A")
    dr = sum(1 for r in games if r["winner"] is None)
    lo, hi = wilson(w, n)
    return {"games": n, "wins_a": w, "wins_b": n - w - dr, "draws": dr, "win_rate_a": _rate(w, n),
            "ci95_a": [round(lo, 4), round(hi, 4)]}


def _card_stats(games: Sequence[Json], deck: list[str], key: str, side: str) -> list[Json]:
    ids: list[str] = []
    for cid in deck:
        if cid not in ids:
            ids.append(cid)
    sets = [set(r[key]) for r in games]
    out = []
    for cid in ids:
        drawn = [r for r, s in zip(games, sets, strict=True) if cid in s]
        not_drawn = [r for r, s in zip(games, sets, strict=True) if cid not in s]
        wd = sum(1 for r in drawn if r["winner"] == side)
        wn = sum(1 for r in not_drawn if r["winner"] == side)
        out.append({"id": cid, "copies": deck.count(cid), "drawn_games": len(drawn), "drawn_wins": wd,
                    "win_rate_drawn": _rate(wd, len(drawn)), "not_drawn_games": len(not_drawn),
                    "not_drawn_wins": wn, "win_rate_not_drawn": _rate(wn, len(not_drawn)),
                    "delta": (round(wd / len(drawn) - wn / len(not_drawn), 4)
                              if drawn and not_drawn else None)})
    return out


def aggregate(cfg: SimConfig, results: list[Json], seconds: float, interrupted: bool = False,
              names: dict[str, str] | None = None) -> Json:
    """The report of a run (a JSON-ready dict); deterministic given the results in game order."""
    games = [r for r in results if r.get("error") is None and not r.get("stopped")]
    errors = [{k: r.get(k) for k in ("game", "seed", "error", "replay")} for r in results
              if r.get("error") is not None]
    stopped = [{k: r.get(k) for k in ("game", "seed", "turns", "decisions")} for r in results
               if r.get("stopped")]
    rep: Json = {"format": REPORT_FORMAT, "version": 1,
           "deck_a": cfg.name_a, "deck_b": cfg.name_b, "policy_a": cfg.policy_a, "policy_b": cfg.policy_b,
           "seed": cfg.seed, "jobs": cfg.jobs, "roles": cfg.roles, "requested": cfg.n,
           "finished": len(results), "interrupted": interrupted}
    rep.update(_record(games))
    rep["errors"] = errors
    rep["stopped"] = stopped   # games stopped at the safety limit (cfg.max_decisions): no result
    n = len(games)
    rep["average_turns"] = round(sum(r["turns"] for r in games) / n, 3) if n else None
    rep["average_decisions"] = round(sum(r["decisions"] for r in games) / n, 2) if n else None
    rep["seconds"] = round(seconds, 3)
    rep["games_per_second"] = round(len(results) / seconds, 3) if seconds > 0 else None
    rep["as_attacker"] = _record([r for r in games if r["a_role"] == "attacker"])
    rep["as_defender"] = _record([r for r in games if r["a_role"] == "defender"])
    rep["as_player"] = [_record([r for r in games if r["a_seat"] == s]) for s in (0, 1)]
    caps: dict[str, dict[str, int]] = {"A": {}, "B": {}}
    for r in games:
        for side in ("A", "B"):
            for req in r["captures"][side]:
                caps[side][str(req)] = caps[side].get(str(req), 0) + 1
    rep["captures_by_requirement"] = {s: dict(sorted(v.items())) for s, v in caps.items()}
    rep["cards_a"] = _card_stats(games, list(cfg.deck_a), "drawn_a", "A")
    rep["cards_b"] = _card_stats(games, list(cfg.deck_b), "drawn_b", "B")
    return rep


def simulate(deck_a: Iterable[str], deck_b: Iterable[str], n: int, *, seed: int = 0, jobs: int = 1,
             policy_a: str = "heuristic", policy_b: str = "heuristic", roles: str = "balanced",
             db: CardSource | None = None, progress: Callable[[int, int], object] | None = None,
             replay_dir: str | None = None, name_a: str = "A", name_b: str = "B") -> Json:
    """Play ``n`` games of deck A against deck B (lists of card ids: ``heresy_app.decks.card_ids``
    makes them), return the report."""
    ids_a, ids_b = check_deck(deck_a, name_a, db), check_deck(deck_b, name_b, db)
    for spec in (policy_a, policy_b):
        make_policy(spec)  # a bad name fails before any game
    cfg = SimConfig(ids_a, ids_b, int(n), int(seed), int(jobs), policy_a, policy_b, roles, name_a, name_b,
                    replay_dir=replay_dir)
    results, interrupted, secs = run(cfg, db, progress)
    return aggregate(cfg, results, secs, interrupted)


def check_deck(ids: Iterable[str], name: str, db: CardSource | None = None) -> list[str]:
    """``ids`` (a list of card ids) if every card can be played, else ``ValueError`` naming the deck."""
    ids = [str(c) for c in ids]
    if not ids:
        raise ValueError(f"{name}: the deck has no cards")
    cat = catalog_for(db)
    for cid in dict.fromkeys(ids):
        try:
            cat.template(cid)
        except (KeyError, ValueError) as err:
            raise ValueError(f"{name}: {str(err).strip(chr(39))}") from None
    return ids
