"""Test setup shared by every test: Qt runs offscreen, and user data goes to a temporary folder.

The folders are moved before anything is imported or any fixture runs (session-scoped fixtures
open the card database, which looks for the user's): ``HERESY_HOME``, ``HOME`` and the XDG
folders all point into one temporary folder for the session, so no test, fixture or subprocess
(Qt's caches and settings included) touches a real user's folders; each test then gets its own
``HERESY_HOME``.
"""

import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

_SESSION_HOME = tempfile.mkdtemp(prefix="heresy-test-home-")
for _name, _sub in (("HOME", ""), ("XDG_DATA_HOME", ".local/share"), ("XDG_CONFIG_HOME", ".config"),
                    ("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state"),
                    ("HERESY_HOME", "heresy")):
    os.environ[_name] = os.path.join(_SESSION_HOME, _sub) if _sub else _SESSION_HOME

import pytest  # noqa: E402


def pytest_unconfigure(config):
    shutil.rmtree(_SESSION_HOME, ignore_errors=True)


@pytest.fixture(autouse=True)
def _heresy_home(tmp_path_factory, monkeypatch):
    """Every test gets its own HERESY_HOME, so no test touches a real user's data."""
    home = tmp_path_factory.mktemp("heresy_home")
    monkeypatch.setenv("HERESY_HOME", str(home))
    return home
