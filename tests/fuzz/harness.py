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


def _limits(memory_mb: int):
    def apply():
        limit = memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    return apply


def run_process(argv: list[str], *, timeout: float = 60, env: dict | None = None,
                memory_mb: int = 1500, cwd: str | os.PathLike | None = None) -> Outcome:
    """``python -m heresy_app ARGV`` as its own process, with a time limit (a hang is reported as
    exit 124) and a memory cap (reading /dev/zero for ever must not take the machine with it)."""
    full_env = dict(os.environ if env is None else env)
    full_env.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        p = subprocess.run([sys.executable, "-m", "heresy_app", *argv], capture_output=True, timeout=timeout,
                           env=full_env, cwd=cwd or REPO, preexec_fn=_limits(memory_mb))
    except subprocess.TimeoutExpired as exc:
        return Outcome(124, (exc.stdout or b"").decode("utf-8", "replace"),
                       (exc.stderr or b"").decode("utf-8", "replace") + f"\n[hung: killed after {timeout} s]")
    return Outcome(p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace"))
