"""SIGKILL at a random moment: an import and a save must leave all or nothing.

Each function runs one kill and returns what went wrong ([] when nothing); the test suite runs a
few, the campaign (``python -m tests.fuzz.campaign``) many.
"""

from __future__ import annotations

import hashlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from .harness import REPO, user_card_count, write_cards_csv


def _kill_when(p: subprocess.Popen, ready, delay: float, timeout: float = 60) -> bool:
    """SIGKILL ``p`` ``delay`` seconds after ``ready()`` first holds; False when it ended first."""
    end = time.monotonic() + timeout
    while not ready():
        if p.poll() is not None:
            return False
        if time.monotonic() > end:
            break
        time.sleep(0.0005)
    time.sleep(delay)
    if p.poll() is not None:
        return False
    os.kill(p.pid, signal.SIGKILL)
    p.wait()
    return True


def kill_import(folder: Path, rng: random.Random, cards: int = 1500) -> tuple[bool, list[str]]:
    """Import ``cards`` user cards into a HERESY_HOME in ``folder`` and SIGKILL it while it writes
    (at a random moment after its journal or write-ahead log appears). Then the user database holds the cards of
    before, or those and every new one, each findable by full-text search, and every read-only
    command can open it. Returns (killed, problems)."""
    home = folder / "home"
    home.mkdir(parents=True, exist_ok=True)
    prefix = "K" + "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(3))
    csv = write_cards_csv(folder / f"{prefix}.csv", cards, prefix=prefix)
    before = user_card_count(home) or 0
    journals = (home / "user_cards.sqlite-journal", home / "user_cards.sqlite-wal")
    env = dict(os.environ, HERESY_HOME=str(home))
    p = subprocess.Popen([sys.executable, "-m", "heresy_app", "cards", "import", str(csv)], env=env, cwd=REPO,
                         stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    killed = _kill_when(p, lambda: any(j.exists() for j in journals), rng.uniform(0, 0.4) * rng.random())
    if not killed:
        err = p.stderr.read().decode("utf-8", "replace")
        if p.returncode != 0:
            return False, [f"the import ended by itself with {p.returncode}: {err.strip()}"]
    p.stderr.close()
    problems = []
    after = user_card_count(home) or 0
    if after not in (before, before + cards):
        problems.append(f"{after - before} of {cards} cards stayed after a kill (all or nothing)")
    from heresy_app.cards.db import CardDB

    db = CardDB(user=home / "user_cards.sqlite")
    try:
        found = len(db.search("is:user legion"))
        if found != after:
            problems.append(f"full-text search finds {found} of the {after} user cards")
    finally:
        db.close()
    return killed, problems


def kill_save(folder: Path, rng: random.Random, size: int = 8_000_000) -> tuple[bool, list[str]]:
    """Save a file of ``size`` bytes over an older one and SIGKILL the writer at a random moment.
    The file then holds the old contents or the new, whole; the next save leaves no temporary
    file behind. Returns (killed, problems)."""
    folder.mkdir(parents=True, exist_ok=True)
    target = folder / "export.cod"
    generation = rng.randrange(1 << 30)
    old = bytes([generation % 251]) * size
    from heresy_app.atomic import atomic_write_bytes

    atomic_write_bytes(target, old)
    os.chmod(target, 0o644)
    new_byte = (generation + 1) % 251
    code = ("import sys\nfrom heresy_app.atomic import atomic_write_bytes\n"
            "print('ready', flush=True)\n"
            f"atomic_write_bytes(sys.argv[1], bytes([{new_byte}]) * {size})\n")
    p = subprocess.Popen([sys.executable, "-c", code, str(target)], cwd=REPO, stdout=subprocess.PIPE)
    assert p.stdout.readline() == b"ready\n"
    p.stdout.close()
    started = time.monotonic()
    killed = _kill_when(p, lambda: any(n.endswith(".tmp") for n in os.listdir(folder)) or
                        time.monotonic() - started > 0.5, rng.uniform(0, 0.004))
    problems = []
    data = target.read_bytes()
    digest = hashlib.sha256(data).hexdigest()
    if data not in (old, bytes([new_byte]) * size):
        problems.append(f"the file is neither the old nor the new contents ({len(data)} bytes, {digest[:12]})")
    if (os.stat(target).st_mode & 0o777) != 0o644:
        problems.append(f"the file's mode changed to {oct(os.stat(target).st_mode & 0o777)}")
    atomic_write_bytes(target, b"after")
    left = [n for n in os.listdir(folder) if n.endswith(".tmp")]
    if left:
        problems.append(f"temporary files left after the next save: {left}")
    return killed, problems
