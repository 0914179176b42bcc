"""Helpers for the tests that run several `heresy` processes at once against one user folder."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def heresy_env(home: Path) -> dict:
    env = dict(os.environ, HERESY_HOME=str(home), PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    env.pop("HERESY_DEBUG", None)
    return env


def run_at_once(home: Path, commands: list[list[str]], timeout: float = 240) -> list[subprocess.CompletedProcess]:
    """Start every command (`heresy` arguments) at once against ``home``; wait for all."""
    procs = [subprocess.Popen([sys.executable, "-m", "heresy_app", *args], env=heresy_env(home), cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for args in commands]
    out = []
    for p, args in zip(procs, commands, strict=False):
        stdout, stderr = p.communicate(timeout=timeout)
        out.append(subprocess.CompletedProcess(args, p.returncode, stdout, stderr))
    return out


@pytest.fixture
def home(tmp_path):
    h = tmp_path / "home"
    h.mkdir()
    return h
