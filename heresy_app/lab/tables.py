"""The figures of a gauntlet, from its finished games: the win-rate matrix with 95% Wilson
intervals, each deck's overall rate, per-card figures and game length.

Games are read in a fixed order (pairing, then game) and every figure is a count or a ratio of
counts, so the same games give the same figures however many workers played them, in whatever
order their chunks finished, and across an interrupted and resumed run. A game that failed
(``error``) or was stopped at the safety limit (``stopped``) counts in no rate; both are listed.

A cell ``matrix[i][j]`` is deck i's record against deck j: ``games``, ``wins``, ``losses``,
``draws``, ``win_rate`` (wins / games) and ``ci95`` (the Wilson interval of that rate); None on
the diagonal and for pairings the plan does not play.
"""

from __future__ import annotations

from heresy_app.engine.simulate import wilson

REPORT_FORMAT = "heresy-gauntlet"


def _rate(k: int, n: int):
    return round(k / n, 4) if n else None


def record(wins: int, losses: int, draws: int) -> dict:
    n = wins + losses + draws
    lo, hi = wilson(wins, n)
    return {"games": n, "wins": wins, "losses": losses, "draws": draws, "win_rate": _rate(wins, n),
            "ci95": [round(lo, 4), round(hi, 4)]}


NARROW, WIDE, SMALL = 0.15, 0.5, 0.3
"""Widths of a 95% Wilson interval: at NARROW or less a rate is as sure as the page shows it
(about 170 games at 50%), at WIDE or more it says next to nothing (about 12 games); wider than
SMALL (about 40 games) it is marked a small sample."""


def certainty(ci) -> float:
    """How far a rate with the 95% interval ``ci`` can be trusted, from 0 (an interval WIDE or
    wider, or no games) to 1 (NARROW or narrower): the page fades a figure by it.

    >>> certainty((0.45, 0.55)), certainty((0.2, 0.8)), certainty(None)
    (1.0, 0.0, 0.0)
    >>> 0 < certainty((0.3, 0.6)) < 1
    True
    """
    if not ci:
        return 0.0
    width = float(ci[1]) - float(ci[0])
    return max(0.0, min(1.0, (WIDE - width) / (WIDE - NARROW)))


def small_sample(ci) -> bool:
    """True when the interval ``ci`` is wider than SMALL (or there is none)."""
    return not ci or float(ci[1]) - float(ci[0]) > SMALL


def _interval(k: int, n: int):
    if not n:
        return None
    lo, hi = wilson(k, n)
    return [round(lo, 4), round(hi, 4)]


def _median(values: list[int]):
    if not values:
        return None
    v = sorted(values)
    m = len(v) // 2
    return v[m] if len(v) % 2 else (v[m - 1] + v[m]) / 2


def tables(plan, games: list[dict]) -> dict:
    """Every figure of the report from ``games`` (:meth:`Store.games`), as a JSON-ready dict."""
    games = sorted(games, key=lambda g: (g["pairing"], g["game"]))
    pairings = plan.pairings()
    n = len(plan.decks)
    counts = {}                      # (i, j) -> [wins of i, wins of j, draws]
    per_deck = [[0, 0, 0] for _ in range(n)]
    card_counts = [dict() for _ in range(n)]   # deck -> card id -> [drawn games, drawn wins, not games, not wins]
    for i, deck in enumerate(plan.decks):
        for cid in dict.fromkeys(deck.ids):
            card_counts[i][cid] = [0, 0, 0, 0]
    turns, decisions = [], []
    by_pairing_turns: dict = {}
    errors, stopped = [], []
    for g in games:
        p = pairings[g["pairing"]]
        if g.get("error"):
            errors.append({"pairing": p.index, "deck_a": p.a, "deck_b": p.b, "game": g["game"], "seed": g["seed"],
                           "error": g["error"], "replay": g.get("replay")})
            continue
        if g.get("stopped"):
            stopped.append({"pairing": p.index, "deck_a": p.a, "deck_b": p.b, "game": g["game"], "seed": g["seed"],
                            "turns": g.get("turns"), "decisions": g.get("decisions")})
            continue
        c = counts.setdefault((p.a, p.b), [0, 0, 0])
        w = g["winner"]
        c[0 if w == "A" else 1 if w == "B" else 2] += 1
        for deck, side, key in ((p.a, "A", "drawn_a"), (p.b, "B", "drawn_b")):
            rec = per_deck[deck]
            rec[0 if w == side else 2 if w is None else 1] += 1
            drawn = set(g[key])
            won = w == side
            for cid, cc in card_counts[deck].items():
                k = 0 if cid in drawn else 2
                cc[k] += 1
                cc[k + 1] += won
        turns.append(g["turns"])
        decisions.append(g["decisions"])
        by_pairing_turns.setdefault(p.index, []).append(g["turns"])
    matrix = [[None] * n for _ in range(n)]
    for p in pairings:
        wa, wb, dr = counts.get((p.a, p.b), (0, 0, 0))
        matrix[p.a][p.b] = record(wa, wb, dr)
        matrix[p.b][p.a] = record(wb, wa, dr)
    cards = []
    for i, deck in enumerate(plan.decks):
        rows = []
        for cid, (dg, dw, ng, nw) in card_counts[i].items():
            rows.append({"id": cid, "copies": deck.ids.count(cid), "drawn_games": dg, "drawn_wins": dw,
                         "win_rate_drawn": _rate(dw, dg), "ci95_drawn": _interval(dw, dg),
                         "not_drawn_games": ng, "not_drawn_wins": nw,
                         "win_rate_not_drawn": _rate(nw, ng), "ci95_not_drawn": _interval(nw, ng),
                         "delta": round(dw / dg - nw / ng, 4) if dg and ng else None})
        cards.append({"deck": i, "cards": rows})
    played = len(turns)
    return {
        "matrix": matrix,
        "overall": [dict(record(*per_deck[i]), deck=i) for i in range(n)],
        "pairings": [dict(record(*counts.get((p.a, p.b), (0, 0, 0))), pairing=p.index, deck_a=p.a, deck_b=p.b,
                          seed=p.seed, average_turns=(round(sum(by_pairing_turns[p.index]) / len(by_pairing_turns[p.index]), 3)
                                                      if by_pairing_turns.get(p.index) else None))
                     for p in pairings],
        "cards": cards,
        "length": {"games": played,
                   "average_turns": round(sum(turns) / played, 3) if played else None,
                   "median_turns": _median(turns),
                   "max_turns": max(turns) if turns else None,
                   "average_decisions": round(sum(decisions) / played, 2) if played else None},
        "errors": errors,
        "stopped": stopped,
    }


def report(plan, games: list[dict], *, finished_games: int, played: int = 0, seconds: float | None = None,
           interrupted: bool = False, results: str | None = None, runner: str | None = None,
           cpu_seconds: float | None = None) -> dict:
    """The whole report: the plan, the figures of :func:`tables`, and how the run went (which of
    these change from run to run: ``seconds``, ``games_per_second``, ``cpu_seconds``, ``runner``,
    ``results``, ``interrupted``)."""
    rep = {"format": REPORT_FORMAT, "version": 1, "mode": plan.mode, "seed": plan.seed,
           "games_per_pairing": plan.games, "roles": plan.roles,
           "decks": [{"index": i, "name": d.name, "ai": d.ai, "cards": len(d.ids)} for i, d in enumerate(plan.decks)],
           "requested": plan.total_games, "finished": finished_games, "complete": finished_games == plan.total_games}
    rep.update(tables(plan, games))
    rep["interrupted"] = interrupted
    rep["seconds"] = round(seconds, 3) if seconds is not None else None
    rep["played_now"] = played          # games this run played (a resumed run found the others done)
    rep["games_per_second"] = round(played / seconds, 3) if seconds else None
    rep["cpu_seconds"] = round(cpu_seconds, 3) if cpu_seconds is not None else None
    rep["runner"] = runner
    rep["results"] = results
    return rep


RUN_FIELDS = ("interrupted", "played_now", "seconds", "games_per_second", "cpu_seconds", "runner", "results")
"""The report's fields that describe the run rather than the games (they differ between runs)."""
