"""Running the ``heresy`` command on generated input and judging what came out.

What any run must show, whatever the input (shared/CONTRACT.md): an exit status the contract
names; never "internal error" and never a traceback; on failure one line on stderr; with
``--json``, stdout is one whole JSON document or empty, never part of one.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import resource
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


@dataclass
class Outcome:
    code: int
    out: str
    err: str

    def problems(self, allowed=(0, 1, 2), json_flag: bool | None = None) -> list[str]:
        """What is wrong with this outcome by the contract ([] when nothing)."""
        found = []
        if self.code not in allowed:
            found.append(f"exit {self.code}, expected one of {allowed}")
        if "internal error" in self.err:
            found.append("internal error: " + self.err.strip()[-300:])
        if "Traceback (most recent call last)" in self.err or "Traceback (most recent call last)" in self.out:
            found.append("a traceback")
        if self.code != 0 and self.err.strip().count("\n") > 50:
            found.append("more than 50 lines on stderr")
        if json_flag and self.out.strip():
            try:
                json.loads(self.out)
            except ValueError:
                found.append(f"partial JSON on stdout ({len(self.out)} characters)")
        if json_flag and self.code == 2 and self.out.strip() and not self.err.strip():
            found.append("bad input answered without a message on stderr")
        return found


def run_cli(argv: list[str]) -> Outcome:
    """``heresy ARGV`` in this process (fast: the campaign runs thousands of these)."""
    from heresy_app.cli import main

    out, err = _Capture(), _Capture()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(list(argv))
    return Outcome(code, out.text(), err.text())


class _Capture(io.TextIOWrapper):
    """A stdout/stderr stand-in that encodes like a real UTF-8 terminal stream (strict on stdout:
    a lone surrogate fails there as it would for a person)."""

    def __init__(self):
        super().__init__(io.BytesIO(), encoding="utf-8", errors="strict", write_through=True)

    def text(self) -> str:
        self.flush()
        return self.buffer.getvalue().decode("utf-8", "replace")


def _limits(memory_mb: int, file_bytes: int | None):
    def apply():
        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        if file_bytes is not None:
            resource.setrlimit(resource.RLIMIT_FSIZE, (file_bytes, file_bytes))
    return apply


def run_process(argv: list[str], *, timeout: float = 60, env: dict | None = None,
                memory_mb: int = 1500, file_bytes: int | None = None,
                cwd: str | os.PathLike | None = None) -> Outcome:
    """``python -m heresy_app ARGV`` as its own process, with a time limit (a hang is reported as
    exit 124), a memory cap (reading /dev/zero for ever must not take the machine with it) and,
    with ``file_bytes``, a limit on the size of any file it writes (``ulimit -f``)."""
    full_env = dict(os.environ if env is None else env)
    full_env.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        p = subprocess.run([sys.executable, "-m", "heresy_app", *argv], capture_output=True, timeout=timeout,
                           env=full_env, cwd=cwd or REPO, preexec_fn=_limits(memory_mb, file_bytes))
    except subprocess.TimeoutExpired as exc:
        return Outcome(124, (exc.stdout or b"").decode("utf-8", "replace"),
                       (exc.stderr or b"").decode("utf-8", "replace") + f"\n[hung: killed after {timeout} s]")
    return Outcome(p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace"))


# ------------------------------------------------------------------ inputs many tests share

def user_card(n: int, side: str = "loyalist", prefix: str = "FZ") -> dict:
    """A valid user card (JSON shape), numbered ``n``; its name holds the word "Legion"."""
    return {"id": f"{prefix}-{n:03d}" if n < 1000 else f"{prefix}-{n}", "rarity": "common", "type": "unit",
            "side": side, "name": {"en": f"Fuzz Legion {n}", "ru": f"Легион пробы {n}"}, "flags": 1,
            "firepower": 2, "assault": 2, "speed": 2, "armor": 2, "die": 1 + n % 6,
            "command": {"type": "T", "en": "T: Any unit gets +1 armor.",
                        "ru": "Т: Любой отряд получает +1 к броне."}}


def write_cards_csv(path: Path, count: int, prefix: str = "FZ", start: int = 1) -> Path:
    """A CSV import of ``count`` valid user cards."""
    header = ("id,rarity,type,side,name_en,name_ru,flags,firepower,assault,speed,armor,die,"
              "command_type,command_en,command_ru")
    rows = [header]
    for n in range(start, start + count):
        c = user_card(n, prefix=prefix)
        rows.append(f"{c['id']},common,unit,loyalist,{c['name']['en']},{c['name']['ru']},1,2,2,2,2,{c['die']},"
                    "T,T: Any unit gets +1 armor.,Т: Любой отряд получает +1 к броне.")
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    return path


def user_card_count(home: Path) -> int | None:
    """How many user cards HOME's user database holds (None without one), read the way the
    commands read it."""
    db = home / "user_cards.sqlite"
    if not db.exists():
        return None
    from heresy_app.cards.db import CardDB

    cards = CardDB(user=db)
    try:
        return cards.conn.execute("SELECT COUNT(*) FROM user.cards").fetchone()[0] if cards.has_user else 0
    finally:
        cards.close()
