"""`heresy sim DECK_A DECK_B -n N [--seed S] [--jobs J] [--policy-a P] [--policy-b P] [--json]`.

Plays N full games (docs/sim.md). Progress goes to stderr, only on a terminal and never with
--json. Ctrl-C stops the run: the report of the finished games is printed and the exit code is
130 (the JSON document is still complete and says ``"interrupted": true``).
"""

from __future__ import annotations

import os
import sys

from heresy_app.cli.common import CliError, add_json_flag, emit_json

MAX_GAMES = 10_000_000


def register(subparsers) -> None:
    p = subparsers.add_parser("sim", help="play many games of deck A against deck B and report win rates")
    p.add_argument("deck_a", metavar="DECK_A", help="a deck file or sample:NAME")
    p.add_argument("deck_b", metavar="DECK_B", help="a deck file or sample:NAME")
    p.add_argument("-n", "--games", dest="n", type=int, required=True, help="how many games")
    p.add_argument("--seed", type=int, default=0, help="the run's seed (default 0)")
    p.add_argument("--jobs", "-j", type=int, default=1,
                   help="worker processes (default 1; 0 = one per core; never more than the cores)")
    p.add_argument("--policy-a", default="heuristic",
                   help="random, heuristic, search, search:N (playouts) or search:Nms (default heuristic)")
    p.add_argument("--policy-b", default="heuristic", help="the policy of deck B (default heuristic)")
    p.add_argument("--roles", choices=["balanced", "free"], default="balanced",
                   help="balanced: A attacks in half the games (default); free: the chooser decides")
    add_json_flag(p)
    p.set_defaults(func=_run)


def usable_cores() -> int:
    """The cores this process may run on (its CPU affinity where the system tells it)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _run(args) -> int:
    from heresy_app.engine.ai import PolicyError, make_policy

    if args.n < 1 or args.n > MAX_GAMES:
        raise CliError(f"sim: -n must be between 1 and {MAX_GAMES}, not {args.n}", 2)
    if args.jobs < 0:
        raise CliError(f"sim: --jobs must be 0 (one per core) or more, not {args.jobs}", 2)
    cores = usable_cores()
    jobs = args.jobs or cores
    if jobs > cores:   # more workers than cores only compete for them (and for memory)
        print(f"heresy: sim: --jobs {jobs} is more than the {cores} core(s) here; running {cores} worker(s)",
              file=sys.stderr)
        jobs = cores
    for flag, spec in (("--policy-a", args.policy_a), ("--policy-b", args.policy_b)):
        try:
            make_policy(spec)
        except PolicyError as err:
            raise CliError(f"sim: {flag}: {err}", 2) from None

    from heresy_app.cards.db import CardDB
    from heresy_app.decks.practice import playable_ids
    from heresy_app.engine.simulate import SimConfig, aggregate, check_deck, run

    db = CardDB()
    decks = []
    for spec in (args.deck_a, args.deck_b):
        try:
            ids, name = playable_ids(spec, db)
            decks.append((check_deck(ids, name, db), name))
        except (ValueError, OSError) as err:
            text = str(err).splitlines()[0] if str(err) else type(err).__name__
            raise CliError(text if spec in text else f"{spec}: {text}", 2) from None
    (ids_a, name_a), (ids_b, name_b) = decks
    cfg = SimConfig(ids_a, ids_b, args.n, args.seed, jobs, args.policy_a, args.policy_b, args.roles,
                    name_a, name_b)

    show = not args.json and sys.stderr.isatty()
    if show:
        results, interrupted, secs = _run_with_bar(cfg, db)
    else:
        results, interrupted, secs = run(cfg, db)
    report = aggregate(cfg, results, secs, interrupted)
    if args.json:
        emit_json(report)
    else:
        _print_report(report)
    if interrupted:
        print(f"heresy: interrupted: {report['finished']} of {report['requested']} games finished", file=sys.stderr)
        return 130
    return 0


def _run_with_bar(cfg, db):
    from rich.console import Console
    from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                               TimeRemainingColumn)

    from heresy_app.engine.simulate import run

    class Rate(TextColumn):
        def render(self, task):
            speed = task.finished_speed or task.speed
            return f"{speed:.1f} games/s" if speed else "… games/s"

    with Progress(TextColumn("sim"), BarColumn(), MofNCompleteColumn(), Rate(""), TimeElapsedColumn(),
                  TextColumn("left"), TimeRemainingColumn(), console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("games", total=cfg.n)
        return run(cfg, db, progress=lambda done, total: bar.update(task, completed=done))


def _pct(x):
    return "—" if x is None else f"{100 * x:.1f}%"


def _print_report(r: dict) -> None:
    lo, hi = r["ci95_a"]
    print(f"{r['deck_a']} ({r['policy_a']}) vs {r['deck_b']} ({r['policy_b']}), seed {r['seed']}, "
          f"{r['finished']} of {r['requested']} games" + (" (interrupted)" if r["interrupted"] else ""))
    print(f"A wins {r['wins_a']}, B wins {r['wins_b']}, draws {r['draws']}: "
          f"win rate of A {_pct(r['win_rate_a'])} (95% CI {_pct(lo)}–{_pct(hi)})")
    for label, key in (("as attacker", "as_attacker"), ("as defender", "as_defender")):
        x = r[key]
        print(f"  A {label}: {x['wins_a']}/{x['games']} = {_pct(x['win_rate_a'])}")
    for s, x in enumerate(r["as_player"]):
        print(f"  A as player {s + 1}: {x['wins_a']}/{x['games']} = {_pct(x['win_rate_a'])}")
    print(f"average turns {r['average_turns']}, {r['games_per_second']} games/s ({r['seconds']} s)")
    caps = r["captures_by_requirement"]
    print("sectors captured by requirement: "
          + "; ".join(f"{side}: " + (", ".join(f"{req} flags ×{n}" for req, n in v.items()) or "none")
                      for side, v in caps.items()))
    for side, key in (("A", "cards_a"), ("B", "cards_b")):
        print(f"cards of {side} (win rate of {side} when drawn / not drawn):")
        for c in r[key]:
            print(f"  {c['id']:<10} ×{c['copies']}  drawn {_pct(c['win_rate_drawn'])} in {c['drawn_games']}, "
                  f"not {_pct(c['win_rate_not_drawn'])} in {c['not_drawn_games']}")
    if r["errors"]:
        print(f"errors: {len(r['errors'])}")
        for e in r["errors"]:
            print(f"  game {e['game']} seed {e['seed']}: {e['error']} (replay: {e['replay']})")
    else:
        print("errors: 0")
    if r.get("stopped"):
        print(f"stopped at the safety limit (no result; rules: battle.combat.limit): {len(r['stopped'])}")
        for e in r["stopped"]:
            print(f"  game {e['game']} seed {e['seed']}: turn {e['turns']}, {e['decisions']} decisions")
