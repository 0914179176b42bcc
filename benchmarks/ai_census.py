"""The AI census (issue 26): plays N games and counts, per 100 games, each kind of blunder a
player would see in them (the detectors of :mod:`heresy_app.engine.ai.census`, defined in
docs/ai.md). Two pairings by default: the heuristic against itself, and the search against the
frozen baseline (the census counts the first-named policy's blunders; both players' for a policy
against itself).

    python benchmarks/ai_census.py [-n 200] [--pair heuristic:heuristic] [--pair search:50ms:baseline] [--jobs 2]
    python benchmarks/ai_census.py -n 100 --pair heuristic:heuristic --save /tmp/passes.jsonl

``--save FILE`` writes each deciding battle passed (JSON lines: the pairing, the game, its engine seed
and decks, the player, and the decisions made from the start, which replayed on ``new_game`` with that
seed rebuild the position; ``benchmarks/ai_saves.py`` reads them).

Games alternate seats and the sample decks (loyalist against traitor, then traitor against
loyalist); game i uses engine seed ``seed * 1_000_003 + i``. Issue 26's targets per 100 games:
deciding battles passed <= 1, pointless retreats <= 5, command cards on tactics that change nothing
<= 5, five-or-more-of-six in one sector <= 10.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

LABELS = {
    "deciding_pass": "deciding battles passed when a play would save them",
    "five_of_six": "five or more of six cards in one sector",
    "overloaded_flags": "flags overloaded in one sector while another is short",
    "retreat_lost": "retreats from a sector lost anyway",
    "retreat_nobody": "retreats from a sector nobody captures",
    "idle_tactic": "tactics or modifiers that change nothing in the war action",
    "idle_command": "  of them, command cards",
    "wrong_side": "bonuses to enemy cards / harm to own",
    "flagged_left_to_die": "flagged units left to die when a fewer-flag blocker existed",
}
TARGETS = {"deciding_pass": 1, "retreats": 5, "idle_command": 5, "five_of_six": 10}
_DB = None


def _split(pair: str) -> tuple[str, str]:
    """'search:50ms:baseline' -> ('search:50ms', 'baseline'): the last name is the opponent."""
    a, _, b = pair.rpartition(":")
    if not a or not b:
        raise SystemExit(f"bad --pair {pair!r}: use POLICY:OPPONENT, e.g. search:50ms:baseline")
    return a, b


def _game(args):
    pol_a, pol_b, seed, i = args[:4]
    keep = args[4] if len(args) > 4 else False
    global _DB
    from heresy_app.cards.db import CardDB
    from heresy_app.decks.practice import playable_ids
    from heresy_app.engine import new_game
    from heresy_app.engine.ai import choose, make_policy
    from heresy_app.engine.ai.census import census_game
    if _DB is None:
        _DB = CardDB()
    names = ("sample:loyalist", "sample:traitor") if (i // 2) % 2 == 0 else ("sample:traitor", "sample:loyalist")
    decks = [playable_ids(n, _DB)[0] for n in names]
    a_seat = i % 2
    pols = [None, None]
    pols[a_seat], pols[1 - a_seat] = make_policy(pol_a), make_policy(pol_b)
    s = seed * 1_000_003 + i
    g = new_game(decks[0], decks[1], s, _DB, log=False)
    watch = (0, 1) if pol_a == pol_b else (a_seat,)
    rngs = (random.Random(s * 2 + 0x5EED0000), random.Random(s * 2 + 1 + 0x5EED0000))
    found: list[dict] = []

    def seen(kind, state, d, made):
        found.append({"pair": f"{pol_a}:{pol_b}", "game": i, "seed": s, "decks": list(names), "kind": kind,
                      "player": state.current_player, "turn": state.turn, "made": made})

    res = census_game(g, pols, rngs, choose, watch=watch, seen=seen if keep else None)
    total = {}
    for c in res["counts"].values():
        for k, v in c.items():
            total[k] = total.get(k, 0) + v
    won = None if res["winner"] in (None, "stopped") else res["winner"] == a_seat
    return total, won, len(watch), found


def census(pol_a: str, pol_b: str, n: int, seed: int, jobs: int, save: str | None = None) -> dict:
    work = [(pol_a, pol_b, seed, i, save is not None) for i in range(n)]
    t = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as ex:
            rows = list(ex.map(_game, work, chunksize=1))
    else:
        rows = [_game(w) for w in work]
    totals = dict.fromkeys(LABELS, 0)
    wins = players = 0
    for total, won, k, found in rows:
        for key, v in total.items():
            totals[key] += v
        wins += bool(won)
        players += k
        if save is not None and found:
            with open(save, "a", encoding="utf-8") as f:
                for rec in found:
                    f.write(json.dumps(rec) + "\n")
    return {"games": n, "player_games": players, "totals": totals, "wins_a": wins,
            "seconds": time.perf_counter() - t}


def report(pol_a, pol_b, r) -> list[str]:
    from heresy_app.engine.simulate import wilson
    n = r["games"]
    per = lambda k: 100.0 * r["totals"][k] / n   # noqa: E731
    lo, hi = wilson(r["wins_a"], n)
    who = f"{pol_a} (both seats)" if pol_a == pol_b else pol_a
    lines = [f"{pol_a} vs {pol_b}: {n} games, {r['seconds']:.0f} s; blunders of {who} per 100 games"]
    for k, label in LABELS.items():
        lines.append(f"  {per(k):7.1f}  {label}")
    rets = per("retreat_lost") + per("retreat_nobody")
    lines.append(f"  {rets:7.1f}  pointless retreats in all")
    if pol_a != pol_b:
        lines.append(f"  {pol_a} won {r['wins_a']}/{n} = {100 * r['wins_a'] / n:.1f}% "
                     f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}%)")
    marks = {"deciding_pass": per("deciding_pass"), "retreats": rets, "idle_command": per("idle_command"),
             "five_of_six": per("five_of_six")}
    lines.append("  targets: " + ", ".join(f"{k} {v:.1f} <= {TARGETS[k]} {'ok' if v <= TARGETS[k] else 'MISSED'}"
                                           for k, v in marks.items()))
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=200, help="games per pairing (default 200)")
    ap.add_argument("--pair", action="append", help="POLICY:OPPONENT (repeatable; default heuristic:heuristic "
                                                      "and search:50ms:baseline)")
    ap.add_argument("--seed", type=int, default=26)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--save", metavar="FILE", help="append each deciding battle passed to FILE (JSON lines)")
    args = ap.parse_args()
    if args.n < 1:
        raise SystemExit("-n must be 1 or more")
    os.environ.setdefault("HERESY_HOME", tempfile.mkdtemp(prefix="heresy-census-"))
    pairs = args.pair or ["heuristic:heuristic", "search:50ms:baseline"]
    print(f"cores: {os.cpu_count()}, load average: {os.getloadavg()[0]:.2f}, jobs {args.jobs}")
    for pair in pairs:
        a, b = _split(pair)
        from heresy_app.engine.ai import PolicyError, make_policy
        try:
            make_policy(a), make_policy(b)
        except PolicyError as e:
            raise SystemExit(str(e)) from None
        print("\n".join(report(a, b, census(a, b, args.n, args.seed, args.jobs, args.save))), flush=True)


if __name__ == "__main__":
    main()
