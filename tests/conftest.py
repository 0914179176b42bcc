"""Test setup shared by every test: Qt runs offscreen, and user data goes to a temporary folder."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _heresy_home(tmp_path_factory, monkeypatch):
    """Every test gets its own HERESY_HOME, so no test touches a real user's data."""
    home = tmp_path_factory.mktemp("heresy_home")
    monkeypatch.setenv("HERESY_HOME", str(home))
    return home
