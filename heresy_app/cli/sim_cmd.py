"""`heresy sim DECK_A DECK_B -n N [--seed S] [--jobs J] [--policy-a P] [--policy-b P] [--json]`.

Plays N full games (docs/sim.md). Progress goes to stderr, only on a terminal and never with
--json. Ctrl-C stops the run: the report of the finished games is printed and the exit code is
130 (the JSON document is still complete and says ``"interrupted": true``).
"""

from __future__ import annotations

import os
import sys

from heresy_app.cli.common import CliError, add_json_flag, add_lang_flag, emit_json
from heresy_app.i18n import t
from heresy_app.plural import count, word

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
                   help="recruit, veteran, warmaster (the three levels), random, heuristic, baseline (the frozen "
                        "reference), search, search:N (playouts) or search:Nms (CPU time) (default heuristic)")
    p.add_argument("--policy-b", default="heuristic", help="the policy of deck B (default heuristic)")
    p.add_argument("--roles", choices=["balanced", "free"], default="balanced",
                   help="balanced: A attacks in half the games (default); free: the chooser decides")
    add_lang_flag(p)
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
        print("heresy: sim: " + t("sim-jobs-over", args.lang, jobs=jobs, n=cores), file=sys.stderr)
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
            text = err.text(args.lang) if hasattr(err, "text") else str(err)
            text = text.splitlines()[0] if text else type(err).__name__
            raise CliError(text if spec in text else f"{spec}: {text}", 2) from None
    checks = deck_checks(args, db)
    if not args.json:
        for which, check in checks.items():
            if not check["valid"]:
                print("heresy: " + illegal_warning(which, check, args.lang), file=sys.stderr)
    (ids_a, name_a), (ids_b, name_b) = decks
    cfg = SimConfig(ids_a, ids_b, args.n, args.seed, jobs, args.policy_a, args.policy_b, args.roles,
                    name_a, name_b)

    show = not args.json and sys.stderr.isatty()
    if show:
        results, interrupted, secs = _run_with_bar(cfg, db, args.lang)
    else:
        results, interrupted, secs = run(cfg, db)
    report = aggregate(cfg, results, secs, interrupted)
    name_cards(report, db, args.lang)
    report["deck_checks"] = checks
    if args.json:
        emit_json(report)
    else:
        print_report(report, args.lang)
    if interrupted:
        print(f"heresy: interrupted: {report['finished']} of {report['requested']} games finished", file=sys.stderr)
        return 130
    return 0


def deck_checks(args, db) -> dict:
    """Each deck against the deck-building rules: an illegal deck still plays (goldfishing a
    draft), and the report says so. {"a"|"b": {"deck", "valid", "errors": [messages]}}."""
    from heresy_app.decks.formats import load_deck
    from heresy_app.decks.validate import validate

    out = {}
    for which, spec in (("a", args.deck_a), ("b", args.deck_b)):
        report = validate(load_deck(spec, db, strict=True), db)
        out[which] = {"deck": spec, "valid": report.valid, "errors": [i.message(args.lang) for i in report.errors]}
    return out


def illegal_warning(which: str, check: dict, lang: str) -> str:
    n = len(check["errors"])
    first = check["errors"][0].rstrip(".") if check["errors"] else ""
    return t("sim-illegal-deck", lang, which=which.upper(), deck=check["deck"], errors=count(n, "error", lang), first=first)


def name_cards(report: dict, db, lang: str) -> None:
    """Each per-card figure gets the card's name in ``lang`` beside its id."""
    from heresy_app.decks.index import card_index

    facts = card_index(db).facts
    for key in ("cards_a", "cards_b"):
        for c in report.get(key, []):
            fact = facts.get(c["id"])
            c["name"] = fact.name(lang) if fact is not None else c["id"]


def _clock(seconds) -> str:
    if seconds is None:
        return "-:--:--"
    seconds = int(max(0, seconds))
    return f"{seconds // 3600}:{seconds // 60 % 60:02d}:{seconds % 60:02d}"


def times_text(elapsed, remaining, lang: str = "en") -> str:
    """The progress bar's clock in words: "elapsed 0:00:07, about 0:00:03 left".

    >>> times_text(7.2, 3.9), times_text(7, None, "ru")
    ('elapsed 0:00:07, about 0:00:03 left', 'прошло 0:00:07, осталось -:--:--')
    """
    return t("progress-times", lang, elapsed=_clock(elapsed), about=bool(remaining), remaining=_clock(remaining))


def progress_columns(lang: str = "en") -> list:
    """The progress bar's columns: "sim ━━━━ 40/100 12.3 games/s; elapsed 0:00:03, about 0:00:05 left"."""
    from rich.progress import BarColumn, MofNCompleteColumn, ProgressColumn, TextColumn
    from rich.text import Text

    unit = t("games-per-second", lang)

    class Rate(ProgressColumn):
        def render(self, task):
            speed = task.finished_speed or task.speed
            return Text(f"{speed:.1f} {unit};" if speed else f"… {unit};")

    class Times(ProgressColumn):
        def render(self, task):
            elapsed = task.finished_time if task.finished else task.elapsed
            return Text(times_text(elapsed, None if task.finished else task.time_remaining, lang))

    return [TextColumn("sim"), BarColumn(), MofNCompleteColumn(), Rate(), Times()]


def _run_with_bar(cfg, db, lang: str = "en"):
    from rich.console import Console
    from rich.progress import Progress

    from heresy_app.engine.simulate import run

    with Progress(*progress_columns(lang), console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("games", total=cfg.n)
        return run(cfg, db, progress=lambda done, total: bar.update(task, completed=done))


def _pct(x):
    return "—" if x is None else f"{100 * x:.1f}%"


def print_report(r: dict, lang: str = "en") -> None:
    """The human report; cards by name in ``lang``."""
    from heresy_app.decks.samples import sample_display

    lo, hi = r["ci95_a"]
    deck_a, deck_b = sample_display(r["deck_a"], lang), sample_display(r["deck_b"], lang)  # a sample by its name
    print(t("sim-head", lang, deck_a=deck_a, policy_a=r["policy_a"], deck_b=deck_b, policy_b=r["policy_b"],
            seed=r["seed"], finished=r["finished"], requested=r["requested"], interrupted=bool(r["interrupted"])))
    print(t("sim-result", lang, wins_a=r["wins_a"], wins_b=r["wins_b"], draws=r["draws"], rate=_pct(r["win_rate_a"]),
            lo=_pct(lo), hi=_pct(hi)))
    for key in ("as_attacker", "as_defender"):
        x = r[key]
        print(f"  A {t('sim-' + key.replace('_', '-'), lang)}: {x['wins_a']}/{x['games']} = {_pct(x['win_rate_a'])}")
    for s, x in enumerate(r["as_player"]):
        print(f"  A {t('sim-as-player', lang)} {s + 1}: {x['wins_a']}/{x['games']} = {_pct(x['win_rate_a'])}")
    print(t("sim-speed", lang, turns=str(r["average_turns"]), rate=str(r["games_per_second"]), seconds=str(r["seconds"])))
    caps = r["captures_by_requirement"]
    print(t("sim-captures", lang)
          + "; ".join(f"{side}: " + (", ".join(f"{req} {word(int(req), 'flag', lang)} ×{n}" for req, n in v.items())
                                      or t("sim-none", lang))
                      for side, v in caps.items()))
    for side, key in (("A", "cards_a"), ("B", "cards_b")):
        cards = r[key]
        width = min(40, max([10] + [len(c.get("name", c["id"])) for c in cards]))
        print(t("sim-cards-head", lang, side=side))
        for c in cards:
            name = c.get("name", c["id"])
            print(f"  {name:<{width}} {c['id']:<8} ×{c['copies']}  "
                  + t("sim-card-line", lang, drawn=_pct(c["win_rate_drawn"]), drawn_games=c["drawn_games"],
                      not_drawn=_pct(c["win_rate_not_drawn"]), not_drawn_games=c["not_drawn_games"]))
    if r["errors"]:
        print(t("sim-errors", lang, n=len(r["errors"])))
        for e in r["errors"]:
            print(f"  game {e['game']} seed {e['seed']}: {e['error']} (replay: {e['replay']})")
    else:
        print(t("sim-errors", lang, n=0))
    if r.get("stopped"):
        print(t("sim-stopped", lang) + str(len(r["stopped"])))
        for e in r["stopped"]:
            print(f"  game {e['game']} seed {e['seed']}: turn {e['turns']}, {e['decisions']} decisions")
