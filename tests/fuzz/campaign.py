"""The fuzzing campaign, run on demand (docs/fuzzing.md):

    python -m tests.fuzz.campaign --minutes 10                 # every reader and both kill targets
    python -m tests.fuzz.campaign --minutes 2 --reader query --reader deck-json
    python -m tests.fuzz.campaign --list

Each target gets ``--minutes`` of generated input (the strategies of tests/fuzz/strategies.py, in
batches, without shrinking); each input is judged as the test suite judges it
(tests/fuzz/readers.py), and the kill targets SIGKILL an import or a save at random moments
(tests/fuzz/kills.py); the trial targets of tests/fuzz/races.py run several writers of one user
file at once, aim every writing command at special and hostile paths, and time each reader per
input size (issue 29). The report gives, per target, the inputs tried and how many brought an
internal error, a hang, a partial write (or partial output) or another problem; the inputs that
did are kept in ``--keep`` (default: a temporary folder) to be replayed. Exit status 1 when any
problem was found. User folders point into a temporary folder for the whole run.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

KINDS = ("internal error", "hang", "partial write", "other")
KILL_TARGETS = ("kill-import", "kill-save")


def kind_of(problem: str) -> str:
    text = problem.lower()
    if text.startswith("the fuzz run raised"):      # the harness itself, not the program
        return "other"
    if text.startswith("hang"):
        return "hang"
    if "internal error" in text or "traceback" in text or " raised " in text:
        return "internal error"
    if any(w in text for w in ("partial", "changed the user's cards", "full-text", "imported", "read back",
                               "all or nothing", "neither the old nor the new", "temporary files left",
                               "mode changed")):
        return "partial write"
    return "other"


def _isolate() -> Path:
    """Every user folder (and the Qt platform) set for an unattended run in a temporary place."""
    root = Path(tempfile.mkdtemp(prefix="heresy-campaign-"))
    for name, sub in (("HOME", ""), ("XDG_DATA_HOME", ".local/share"), ("XDG_CONFIG_HOME", ".config"),
                      ("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state"), ("HERESY_HOME", "heresy")):
        os.environ[name] = str(root / sub) if sub else str(root)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return root


def run_reader(reader, seconds: float, keep: Path, batch: int = 50) -> dict:
    from hypothesis import HealthCheck, Phase, given, settings

    tried = 0
    counts: Counter = Counter()
    kept = 0
    work = Path(tempfile.mkdtemp(prefix=f"heresy-fuzz-{reader.name}-"))
    end = time.monotonic() + seconds

    @settings(max_examples=batch, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(value=reader.strategy())
    def one(value):
        nonlocal tried, kept
        if time.monotonic() > end:
            return
        folder = Path(tempfile.mkdtemp(dir=work))
        try:
            problems = reader.run(value, folder)
        except Exception as err:  # noqa: BLE001 - a problem of the run itself is reported too
            problems = [f"the fuzz run raised {type(err).__name__}: {err}"]
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        tried += 1
        if problems:
            for k in {kind_of(p) for p in problems}:
                counts[k] += 1
            if kept < 50:
                kept += 1
                target = keep / reader.name
                target.mkdir(parents=True, exist_ok=True)
                data = value if isinstance(value, bytes) else repr(value).encode("utf-8", "backslashreplace")
                (target / f"{kept:03d}.input").write_bytes(data)
                (target / f"{kept:03d}.problems.txt").write_text("\n".join(problems), encoding="utf-8")

    while time.monotonic() < end:
        try:
            one()
        except Exception as err:  # noqa: BLE001 - a strategy that failed to generate: the harness's problem
            counts["other"] += 1
            (keep / reader.name).mkdir(parents=True, exist_ok=True)
            with open(keep / reader.name / "harness.txt", "a", encoding="utf-8") as fh:
                fh.write(f"{type(err).__name__}: {err}\n")
    shutil.rmtree(work, ignore_errors=True)
    return {"target": reader.name, "inputs": tried, **{k: counts[k] for k in KINDS}}


def run_kills(name: str, seconds: float, keep: Path, seed: int) -> dict:
    from .kills import kill_import, kill_save

    rng = random.Random(seed)
    tried = kills = 0
    counts: Counter = Counter()
    end = time.monotonic() + seconds
    work = Path(tempfile.mkdtemp(prefix=f"heresy-fuzz-{name}-"))
    while time.monotonic() < end:
        folder = work / f"run{tried}"
        if name == "kill-import":
            killed, problems = kill_import(folder, rng, cards=rng.choice([300, 1500, 9000]))
        else:
            killed, problems = kill_save(folder, rng, size=rng.choice([1_000_000, 8_000_000, 64_000_000]))
        tried += 1
        kills += killed
        for p in problems:
            counts[kind_of(p) if kind_of(p) != "other" else "partial write"] += 1
            (keep / name).mkdir(parents=True, exist_ok=True)
            with open(keep / name / "problems.txt", "a", encoding="utf-8") as fh:
                fh.write(f"run {tried}: {p}\n")
        shutil.rmtree(folder, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    return {"target": name, "inputs": tried, "kills": kills, **{k: counts[k] for k in KINDS}}


def run_trials(name: str, seconds: float, keep: Path, seed: int) -> dict:
    """One of tests/fuzz/races.py's targets (several writers at once, hostile output paths, time per
    input size), one random trial after another for ``seconds``."""
    from .races import RUN

    rng = random.Random(seed)
    tried = 0
    counts: Counter = Counter()
    end = time.monotonic() + seconds
    work = Path(tempfile.mkdtemp(prefix=f"heresy-fuzz-{name}-"))
    while time.monotonic() < end:
        folder = work / f"run{tried}"
        folder.mkdir()
        try:
            problems = RUN[name](folder, rng)
        except Exception as err:  # noqa: BLE001 - a problem of the run itself is reported too
            problems = [f"the fuzz run raised {type(err).__name__}: {err}"]
        tried += 1
        for k in {kind_of(p) if not p.startswith(("lost writes", "special file")) else "partial write"
                  for p in problems}:
            counts[k] += 1
        for p in problems:
            (keep / name).mkdir(parents=True, exist_ok=True)
            with open(keep / name / "problems.txt", "a", encoding="utf-8") as fh:
                fh.write(f"run {tried}: {p}\n")
        for path in sorted(folder.rglob("*"), reverse=True):     # a read-only file or a FIFO too
            try:
                path.chmod(0o700) if not path.is_symlink() and path.is_file() else None
            except OSError:
                pass
        shutil.rmtree(folder, ignore_errors=True)
    shutil.rmtree(work, ignore_errors=True)
    return {"target": name, "inputs": tried, **{k: counts[k] for k in KINDS}}


def report(rows: list[dict]) -> str:
    head = f"{'target':<16} {'inputs':>8} {'internal errors':>16} {'hangs':>6} {'partial writes':>15} {'other':>6}"
    lines = [head, "-" * len(head)]
    for r in rows:
        extra = f"  ({r['kills']} killed)" if "kills" in r else ""
        lines.append(f"{r['target']:<16} {r['inputs']:>8} {r['internal error']:>16} {r['hang']:>6} "
                     f"{r['partial write']:>15} {r['other']:>6}{extra}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.fuzz.campaign", description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="time for each target (default 10)")
    parser.add_argument("--reader", action="append", default=[], metavar="NAME",
                        help="only this target (repeatable; see --list)")
    parser.add_argument("--keep", type=Path, default=None, help="where to keep the inputs that found a problem")
    parser.add_argument("--seed", type=int, default=16, help="seed of the kill targets' random moments")
    parser.add_argument("--json", action="store_true", help="print the report as one JSON document")
    parser.add_argument("--list", action="store_true", help="list the targets and exit")
    args = parser.parse_args(argv)

    _isolate()
    from .races import TARGETS as TRIAL_TARGETS
    from .readers import BY_NAME, READERS

    names = [r.name for r in READERS] + list(KILL_TARGETS) + list(TRIAL_TARGETS)
    if args.list:
        print("\n".join(names))
        return 0
    chosen = args.reader or names
    unknown = [n for n in chosen if n not in names]
    if unknown:
        parser.error(f"unknown target(s) {', '.join(unknown)}; see --list")
    keep = args.keep or Path(tempfile.mkdtemp(prefix="heresy-campaign-found-"))
    keep.mkdir(parents=True, exist_ok=True)
    seconds = args.minutes * 60
    rows = []
    for name in chosen:
        started = time.monotonic()
        if name in KILL_TARGETS:
            row = run_kills(name, seconds, keep, args.seed)
        elif name in TRIAL_TARGETS:
            row = run_trials(name, seconds, keep, args.seed)
        else:
            row = run_reader(BY_NAME[name], seconds, keep)
        row["seconds"] = round(time.monotonic() - started)
        rows.append(row)
        if not args.json:
            print(f"{name}: {row['inputs']} inputs in {row['seconds']} s, "
                  + ", ".join(f"{k}: {row[k]}" for k in KINDS), flush=True)
    found = sum(r[k] for r in rows for k in KINDS)
    if args.json:
        print(json.dumps({"rows": rows, "problems": found, "kept": str(keep)}, indent=1))
    else:
        print()
        print(report(rows))
        print(f"\ninputs that found a problem: {keep}" if found else "\nno problem found")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
