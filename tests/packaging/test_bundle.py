"""The PyInstaller bundle builds and its every command works (issue 17, section 4). Slow (about a
minute and 211 MB in a temporary folder): skipped when PyInstaller is not installed
(`pip install '.[bundle]'`); CI runs packaging/check_bundle.py --build as its own step."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]


@pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None, reason="PyInstaller is not installed")
def test_the_bundle_builds_and_runs_every_command():
    done = subprocess.run([sys.executable, str(ROOT / "packaging" / "check_bundle.py"), "--build"],
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert done.stdout.rstrip().splitlines()[-1].endswith(" passed, 0 failed")


def test_the_check_knows_every_command_group_of_the_source(tmp_path):
    """A new command group is at least asked for its --help in the bundle; the groups that have
    a real call are the ones a player uses."""
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import check_bundle
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    from heresy_app.cli import command_modules

    names = check_bundle.source_commands()
    assert len(names) == len(command_modules())          # one command a module, whatever its name
    assert {"cards", "deck", "gui", "play", "rules", "sim"} <= set(names)
    assert {"abilities", "cards", "deck", "gui", "play", "replay", "rules", "scenario", "sim"} \
        <= set(check_bundle.calls(tmp_path))
