"""`heresy gauntlet DECK… -n N [--seed S] [--ai P] [--focus DECK] [--jobs J] [--scheduler local|tcp://HOST:PORT]
[--results FILE | --resume FILE] [--csv FILE] [--json]`.

Every pairing of the field played N games (both seat orders), on this machine's process pool or
on Dask (docs/gauntlet.md). Results stream into a SQLite file as chunks of games finish; Ctrl-C
stops the run, keeps every finished chunk, prints the report so far and exits 130; ``--resume
FILE`` plays what the file lacks. Progress (rich) goes to stderr, only on a terminal and never
with --json.
"""

from __future__ import annotations

import signal
import sys
import threading

from heresy_app.cli.common import CliError, add_json_flag, add_lang_flag, emit_json, output_path
from heresy_app.i18n import t


def register(subparsers) -> None:
    p = subparsers.add_parser("gauntlet", help="play every pairing of a field of decks and report the win-rate matrix")
    p.add_argument("decks", metavar="DECK", nargs="*",
                   help="deck files, sample:NAME, or folders (every deck file in them); DECK@AI plays that "
                        "deck (or folder) with its own AI, e.g. sample:loyalist@veteran")
    p.add_argument("-n", "--games", dest="n", type=int, help="games a pairing (both seat orders, alternately)")
    p.add_argument("--seed", type=int, default=0, help="the master seed (default 0): every game's seed comes from it")
    p.add_argument("--ai", default="heuristic", help="the AI of every deck (names as for `heresy sim`; default heuristic)")
    p.add_argument("--focus", metavar="DECK", help="play this deck against each deck of the field (not a round robin)")
    p.add_argument("--focus-ai", metavar="P", help="the AI of the --focus deck (default: --ai)")
    p.add_argument("--roles", choices=["balanced", "free"], default="balanced",
                   help="balanced: each deck attacks in half the games (default); free: the chooser decides")
    p.add_argument("--jobs", "-j", type=int, default=1,
                   help="worker processes here (default 1; 0 = one per core); with --scheduler local, Dask workers")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="run on Dask: local (a LocalCluster here) or a scheduler's address, tcp://HOST:8786")
    p.add_argument("--timeout", type=float, default=10.0,
                   help="seconds to wait for the Dask scheduler and its first worker (default 10)")
    p.add_argument("--chunk", type=int, default=10, help="games in one chunk of work (default 10)")
    p.add_argument("--results", metavar="FILE", help="the SQLite results file to start (default: a new file "
                                                     "in the user data folder's gauntlets/)")
    p.add_argument("--resume", metavar="FILE", help="go on with the gauntlet in this results file")
    p.add_argument("--csv", metavar="FILE", help="also write the report as CSV")
    add_lang_flag(p)
    add_json_flag(p)
    p.set_defaults(func=_run)


def _say(args, msgid: str, **values) -> str:
    return t(msgid, args.lang, **values)


def _run(args) -> int:
    from heresy_app.lab.field import FieldError
    from heresy_app.lab.runners import RunnerError
    from heresy_app.lab.store import StoreError

    if args.csv is not None:
        output_path(args.csv, args.lang)
    if args.results is not None and args.resume is not None:
        raise CliError(_say(args, "gauntlet-results-and-resume"), 2)
    try:
        plan, resumed = _plan(args)
    except (FieldError, StoreError) as err:
        raise CliError(err.text(args.lang), 2) from None
    try:
        runner = _runner(args)       # a bad scheduler is told before any file is written
    except RunnerError as err:
        if resumed is not None:
            resumed.close()
        raise CliError(err.text(args.lang), 2) from None
    try:
        store = resumed or _new_store(args, plan)
    except StoreError as err:
        runner.close()
        raise CliError(err.text(args.lang), 2) from None
    try:
        return _play(args, plan, store, runner)
    except RunnerError as err:
        if not args.json:
            _resume_hint(args, store)
        raise CliError(err.text(args.lang), 2) from None
    finally:
        store.close()


def _plan(args):
    """The plan, and the store when resuming (else None)."""
    from heresy_app.engine.ai import PolicyError, make_policy
    from heresy_app.lab.plan import MAX_GAMES, Plan
    from heresy_app.lab.store import Store

    for flag, spec in (("--ai", args.ai), ("--focus-ai", args.focus_ai)):
        if spec is None:
            continue
        try:
            make_policy(spec)
        except PolicyError as err:
            raise CliError(f"gauntlet: {flag}: {err}", 2) from None
    if args.chunk < 1:
        raise CliError(_say(args, "gauntlet-chunk", value=str(args.chunk)), 2)
    plan = None
    if args.decks or args.focus or args.resume is None:
        if args.n is None:
            raise CliError(_say(args, "gauntlet-n-needed"), 2)
        if not 1 <= args.n <= MAX_GAMES:
            raise CliError(_say(args, "gauntlet-n-range", most=MAX_GAMES, value=str(args.n)), 2)
        from heresy_app.cli.common import open_db
        from heresy_app.lab.field import load_field
        entries = load_field(args.decks, open_db(), args.ai, args.focus, args.focus_ai)
        plan = Plan(entries, args.n, args.seed, "focus" if args.focus else "round-robin", args.chunk, args.roles)
    if args.resume is not None:
        if not args.resume:
            raise CliError(_say(args, "gauntlet-resume-no-file"), 2)
        store = Store.open(args.resume)
        if plan is not None:
            try:
                store.check_plan(plan)
            except Exception:
                store.close()
                raise
        return store.plan, store
    return plan, None


def _new_store(args, plan):
    from heresy_app.lab.store import Store, new_results_path

    path = args.results if args.results is not None else new_results_path()
    if args.results is not None:
        output_path(path, args.lang)
    return Store.create(path, plan)


def _runner(args):
    from heresy_app.cli.sim_cmd import usable_cores
    from heresy_app.lab.runners import make_runner

    if args.jobs < 0:
        raise CliError(_say(args, "gauntlet-jobs", value=str(args.jobs)), 2)
    cores = usable_cores()
    jobs = args.jobs or cores
    if jobs > cores and args.scheduler in (None, "local"):
        print("heresy: " + _say(args, "gauntlet-jobs-over", jobs=jobs, cores=cores),
              file=sys.stderr)
        jobs = cores
    if args.timeout <= 0:
        raise CliError(_say(args, "gauntlet-timeout", value=str(args.timeout)), 2)
    runner = make_runner(args.scheduler, jobs, args.timeout)
    if hasattr(runner, "start"):
        runner.start()
    return runner


def _play(args, plan, store, runner) -> int:
    from heresy_app.lab.gauntlet import run_gauntlet
    from heresy_app.lab.render import csv_text, text_report

    stop = threading.Event()
    previous = None
    if threading.current_thread() is threading.main_thread():
        previous = signal.signal(signal.SIGINT, lambda _sig, _frame: stop.set())
    try:
        if not args.json and sys.stderr.isatty():
            rep = _with_bar(args, plan, store, runner, stop)
        else:
            rep = run_gauntlet(plan, store, runner, stop=stop)
    finally:
        runner.close()
        if previous is not None:
            signal.signal(signal.SIGINT, previous)
    from heresy_app.cli.common import open_db
    from heresy_app.lab.render import name_cards
    name_cards(rep, open_db(), args.lang)
    if args.csv is not None:
        from heresy_app.atomic import atomic_write_text
        from heresy_app.cli.common import write_failed
        try:
            atomic_write_text(args.csv, csv_text(rep, args.lang))
        except OSError as err:
            raise write_failed(args.csv, err, args.lang) from None
    if args.json:
        emit_json(rep)
    else:
        sys.stdout.write(text_report(rep, args.lang))
    if stop.is_set() and rep["interrupted"]:
        print("heresy: " + _say(args, "gauntlet-interrupted", finished=rep["finished"], requested=rep["requested"]),
              file=sys.stderr)
        _resume_hint(args, store)
        return 130
    return 0


def _resume_hint(args, store) -> None:
    from heresy_app.cli.common import shown
    print("heresy: " + _say(args, "gauntlet-resume-hint", path=shown(store.path)),
          file=sys.stderr)


def _with_bar(args, plan, store, runner, stop):
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, ProgressColumn, TextColumn
    from rich.text import Text

    from heresy_app.cli.sim_cmd import times_text
    from heresy_app.lab.gauntlet import run_gauntlet

    lang = args.lang
    unit = t("games-per-second", lang)
    start = {}

    class Rate(ProgressColumn):     # this run's games over this run's time (a resumed run's old games excluded)
        def render(self, task):
            played = task.completed - start.get("done", 0)
            secs = task.finished_time if task.finished else task.elapsed
            return Text(f"{played / secs:.1f} {unit};" if secs and played else f"… {unit};")

    class Times(ProgressColumn):
        def render(self, task):
            secs = task.finished_time if task.finished else task.elapsed
            played = task.completed - start.get("done", 0)
            left = (task.total - task.completed) * secs / played if secs and played else None
            return Text(times_text(secs, None if task.finished else left, lang))

    columns = [TextColumn(t("gauntlet-bar", lang)), BarColumn(), MofNCompleteColumn(), Rate(), Times()]
    with Progress(*columns, console=Console(stderr=True), transient=True) as bar:
        task = bar.add_task("games", total=plan.total_games)

        def progress(done, total, chunks):
            start.setdefault("done", done)
            bar.update(task, completed=done)

        return run_gauntlet(plan, store, runner, stop=stop, progress=progress)
