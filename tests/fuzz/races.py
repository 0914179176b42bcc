"""What the readers' campaign never posed (issue 29): several processes at once, paths that are not
plain files, and inputs that are slow rather than big. Each target runs one random trial and
returns what went wrong ([] when nothing); the test suite runs a few, the campaign
(``python -m tests.fuzz.campaign``) many.

* ``race-rulings``, ``race-collection``, ``race-cards``: 2-5 processes change one user file at
  once (rulings imports and adds, collection imports, card imports); nothing any of them reported
  done may be missing afterwards.
* ``hostile-outputs``: a writing command (db build, deck export, proxies, cards export, collection
  and rulings export, play --save) aimed at a FIFO, a device, a link to one, a folder, a read-only
  file, a missing folder, a too long or empty name: exit 2 in one line, the path as it was, no
  temporary file left.
* ``reader-time``: a reader (collection, deck text, TOML, JSON, search query) fed a random short
  pattern repeated to 10 KB and to 100 KB; the larger must take under a second of CPU and under
  30 times the smaller (linear is 10 times).
"""

from __future__ import annotations

import json
import os
import random
import stat
import subprocess
import sys
import time
from pathlib import Path

from .harness import REPO, user_card_count, write_cards_csv

RACE_TARGETS = ("race-rulings", "race-collection", "race-cards")
TARGETS = RACE_TARGETS + ("hostile-outputs", "reader-time")


def _env(home: Path) -> dict:
    env = dict(os.environ, HERESY_HOME=str(home), PYTHONPATH=str(REPO), QT_QPA_PLATFORM="offscreen")
    env.pop("HERESY_DEBUG", None)
    return env


def _at_once(home: Path, commands: list[list[str]], timeout: float = 300) -> list[tuple[int, str, str]]:
    procs = [subprocess.Popen([sys.executable, "-m", "heresy_app", *c], env=_env(home), cwd=REPO, text=True,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE) for c in commands]
    out = []
    for p in procs:
        try:
            stdout, stderr = p.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            p.kill()
            stdout, stderr = p.communicate()
            out.append((-1, stdout, f"hang: more than {timeout} s"))
            continue
        out.append((p.returncode, stdout, stderr))
    return out


def _errors(results) -> list[str]:
    problems = []
    for code, _, err in results:
        if code == -1:
            problems.append(err)
        elif "internal error" in err or "Traceback" in err:
            problems.append(f"internal error: {err.strip()[:300]}")
        elif code != 0:
            problems.append(f"exit {code}: {err.strip()[:300]}")
    return problems


# ------------------------------------------------------------------ several writers at once

def race_rulings(folder: Path, rng: random.Random) -> list[str]:
    home = folder / "home"
    home.mkdir(parents=True)
    commands, expected = [], 0
    for k in range(rng.randint(2, 5)):
        if rng.random() < 0.5:
            n = rng.randint(1, 300)
            rulings = [{"id": f"r{k}x{i}", "card": "IS-001", "text": f"ruling {k}.{i}"} for i in range(n)]
            f = folder / f"share{k}.json"
            f.write_text(json.dumps({"format": "heresy-rulings", "version": 1, "rulings": rulings}), encoding="utf-8")
            commands.append(["cards", "rulings", "import", str(f)])
            expected += n
        else:
            commands.append(["cards", "rulings", "add", "IS-001", f"house rule {k}"])
            expected += 1
    problems = _errors(_at_once(home, commands))
    from heresy_app.cards.own_rulings import OwnRulings

    store = OwnRulings(home / "rulings.json")
    if store.problem is not None:
        problems.append(f"the rulings file cannot be read back: {store.problem}")
    elif not problems and len(store.all()) != expected:
        problems.append(f"lost writes: {len(store.all())} of {expected} rulings after {len(commands)} writers")
    problems += _leftovers(home)
    return problems


def race_collection(folder: Path, rng: random.Random) -> list[str]:
    home = folder / "home"
    home.mkdir(parents=True)
    writers = rng.randint(2, 5)
    f = folder / "owned.txt"
    f.write_text("1 IS-001\n2 IS-004\n", encoding="utf-8")
    problems = _errors(_at_once(home, [["collection", "import", str(f)]] * writers))
    from heresy_app.cards.collection import read_owned

    owned = read_owned(home / "user_cards.sqlite")
    if not problems and (owned.get("IS-001"), owned.get("IS-004")) != (writers, 2 * writers):
        problems.append(f"lost writes: {owned} after {writers} imports of 1 IS-001 and 2 IS-004")
    return problems + _leftovers(home)


def race_cards(folder: Path, rng: random.Random) -> list[str]:
    home = folder / "home"
    home.mkdir(parents=True)
    writers, n = rng.randint(2, 4), rng.choice([50, 500, 1500])
    files = [write_cards_csv(folder / f"c{k}.csv", n, prefix=f"R{'ABCDE'[k]}") for k in range(writers)]
    searches = [["cards", "search", "is:user"]] * rng.randint(0, 4)
    problems = _errors(_at_once(home, [["cards", "import", str(f)] for f in files] + searches))
    if not problems and user_card_count(home) != writers * n:
        problems.append(f"lost writes: {user_card_count(home)} of {writers * n} user cards")
    return problems + _leftovers(home)


def _leftovers(home: Path) -> list[str]:
    left = [p.name for p in home.rglob("*") if p.name.endswith(".tmp") or p.name.endswith(".building")]
    return [f"temporary files left: {left}"] if left else []


# ------------------------------------------------------------------ special and hostile output paths

WRITERS = {
    "db build": lambda p: ["db", "build", "-o", p],
    "deck export": lambda p: ["deck", "export", "sample:traitor", "--format", "text", "-o", p],
    "proxies": lambda p: ["proxies", "sample:traitor", "-o", p],
    "cards export": lambda p: ["cards", "export", "--format", "cockatrice", "-o", p],
    "cards export --images": lambda p: ["cards", "export", "--format", "cockatrice", "-o", p + ".xml",
                                        "--images", p],
    "collection export": lambda p: ["collection", "export", "-o", p],
    "rulings export": lambda p: ["cards", "rulings", "export", "-o", p],
    "play --save": lambda p: ["play", "sample:traitor", "--smoke", "--save", p],
}
HOSTILE = ("fifo", "device", "link to a device", "dangling link", "folder", "read-only file", "missing folder",
           "too long", "empty", "newline folder missing")


def _make_hostile(kind: str, folder: Path):
    p = folder / "target"
    if kind == "fifo":
        os.mkfifo(p)
    elif kind in ("device", "link to a device"):
        dev = folder / "null" if kind == "link to a device" else p
        try:
            os.mknod(dev, stat.S_IFCHR | 0o666, os.makedev(1, 3))
        except PermissionError:        # not root: a link to the system's own null device
            os.symlink("/dev/null", dev)
        if kind == "link to a device":
            p.symlink_to(dev)
    elif kind == "dangling link":
        p.symlink_to(folder / "nowhere" / "file")
    elif kind == "folder":
        p.mkdir()
    elif kind == "read-only file":
        p.write_text("keep me")
        p.chmod(0)
    elif kind == "missing folder":
        p = folder / "no" / "such" / "file"
    elif kind == "too long":
        p = folder / ("x" * 300)
    elif kind == "newline folder missing":
        p = folder / "new\nline" / "file"
    elif kind == "empty":
        return ""
    return str(p)


def _snapshot(folder: Path) -> dict:
    out = {}
    for entry in os.scandir(folder):
        st = entry.stat(follow_symlinks=False)
        out[entry.name] = (stat.S_IFMT(st.st_mode), stat.S_IMODE(st.st_mode), st.st_size, st.st_ino,
                           os.readlink(entry.path) if entry.is_symlink() else None)
    return out


def hostile_outputs(folder: Path, rng: random.Random) -> list[str]:
    command, kind = rng.choice(sorted(WRITERS)), rng.choice(HOSTILE)
    if command == "cards export --images" and kind in ("folder",):
        kind = "fifo"            # an existing folder is where pictures go
    out = folder / "out"
    out.mkdir(parents=True)
    home = folder / "home"
    home.mkdir()
    path = _make_hostile(kind, out)
    before = _snapshot(out)
    (code, stdout, err), = _at_once(home, [WRITERS[command](path)], timeout=180)
    what = f"{command} to {kind}"
    problems = []
    if code == -1:
        problems.append(f"hang: {what}")
    elif "internal error" in err or "Traceback" in err:
        problems.append(f"internal error: {what}: {err.strip()[:300]}")
    elif code != 2 or len(err.strip().splitlines()) != 1 or len(err) > 1200:
        problems.append(f"{what}: exit {code}, not one line of refusal: {err.strip()[:300]!r}")
    after = _snapshot(out)
    if after != before:
        changed = sorted(set(before) ^ set(after) | {k for k in before if after.get(k) != before[k]})
        problems.append(f"special file replaced or temporary files left: {what}: {changed}")
    return problems


# ------------------------------------------------------------------ time per input size

def _readers():
    from heresy_app.cards.db import CardDB
    from heresy_app.cards.query import compile_query
    from heresy_app.decks.collection import parse_collection
    from heresy_app.decks.formats import parse_text
    from heresy_app.files import load_json, load_toml

    db = CardDB(user=False)
    return {
        "collection": lambda text: parse_collection(text, db),
        "deck text": lambda text: parse_text(text, db),
        "toml": load_toml,
        "json": load_json,
        "search query": compile_query,
    }


_PIECES = [" ", ",", "#", ".", '"', "'", "a", "1", "x", "[", "]", "{", "}", "=", "-", "(", ")", ":", "\t", "Ж",
           "\\", "4 ", "a.", "a = ", "is:", "\n"]


def reader_time(folder: Path, rng: random.Random) -> list[str]:
    readers = _readers()
    name = rng.choice(sorted(readers))
    unit = "".join(rng.choice(_PIECES) for _ in range(rng.randint(1, 4)))
    head = rng.choice(["", "4 ", "a = ", "card,count\n", "[", "{"])
    times = []
    for size in (10_000, 100_000):
        text = head + unit * (size // len(unit))
        start = time.process_time()
        try:
            readers[name](text)
        except Exception:   # noqa: BLE001 - refusals are the reader's answer; only the time is judged
            pass
        times.append(time.process_time() - start)
    small, big = times
    if big > 1.0 and big > 30 * max(small, 0.003):
        return [f"hang: {name} took {big:.2f} s of CPU on 100 KB of {head + unit!r}… ({small:.3f} s on 10 KB)"]
    return []


RUN = {"race-rulings": race_rulings, "race-collection": race_collection, "race-cards": race_cards,
       "hostile-outputs": hostile_outputs, "reader-time": reader_time}
