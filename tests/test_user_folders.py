"""Tests never touch the real user folders (issue 16, finding 13): every folder a program may
write its user data, settings or caches into points into a temporary place for the whole session,
session-scoped fixtures included."""

from __future__ import annotations

import os
import pwd
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
REAL_HOME = Path(pwd.getpwuid(os.getuid()).pw_dir).resolve()
FOLDERS = ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


def test_every_user_folder_points_into_a_temporary_place():
    for name in FOLDERS:
        value = os.environ.get(name)
        assert value, f"{name} is not set for the tests"
        assert not Path(value).resolve().is_relative_to(REAL_HOME), f"{name}={value} is in the real home"


def test_the_platform_folders_the_program_would_use_are_temporary_too(monkeypatch):
    import platformdirs

    monkeypatch.delenv("HERESY_HOME")
    from heresy_app.paths import user_data_dir

    for path in (user_data_dir(create=False), Path(platformdirs.user_config_dir("heresy", "heresy"))):
        assert not path.resolve().is_relative_to(REAL_HOME), path


def test_a_session_fixture_opening_the_card_database_creates_nothing_in_home(tmp_path):
    """The reproducer: tests/sim/test_hidden_information.py (its session-scoped ``db`` fixture
    opens the card database before any test's own HERESY_HOME is set) left an empty
    ~/.local/share/heresy."""
    home = tmp_path / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("HERESY_HOME", *FOLDERS)}
    env["HOME"] = str(home)
    target = "tests/sim/test_hidden_information.py::test_public_state_is_the_same_whatever_the_hidden_cards"
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", target],
                         cwd=REPO, env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    left = sorted(str(p.relative_to(home)) for p in home.rglob("*"))
    assert left == [], left
