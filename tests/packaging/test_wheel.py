"""What `pip install .` installs holds what the program names (issue 17, section 4): the
documents its help points at, beside the shipped card database."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    out = tmp_path_factory.mktemp("wheel")
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out), str(ROOT)],
                          capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        pytest.skip(f"the wheel cannot be built here: {done.stderr.strip().splitlines()[-1:]}")
    return zipfile.ZipFile(next(out.glob("heresy-*.whl")))


def test_the_wheel_ships_the_documents_the_help_names(wheel):
    names = set(wheel.namelist())
    for doc in ("search.md", "user-cards.md", "decks.md", "sim.md", "cards-format.md"):
        assert f"heresy_app/docs/{doc}" in names
    assert "heresy_app/cards.sqlite" in names


def test_installed_documents_are_found_where_the_package_is(tmp_path):
    """paths.docs_dir: the package's docs/ when installed, the checkout's otherwise."""
    import heresy_app.paths as paths

    assert paths.doc_path("search.md") == ROOT / "docs" / "search.md"
    fake = tmp_path / "heresy_app"
    (fake / "docs").mkdir(parents=True)
    old = paths.PACKAGE_DIR
    try:
        paths.PACKAGE_DIR = fake
        assert paths.doc_path("search.md") == fake / "docs" / "search.md"
    finally:
        paths.PACKAGE_DIR = old
