"""Where things live: the shipped card database (read-only) and the user's data folder."""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
DATA_DIR = PACKAGE_DIR / "data"


def shipped_db_path() -> Path:
    """The shipped cards.sqlite: package data when installed, the repository root in a checkout."""
    installed = PACKAGE_DIR / "cards.sqlite"
    if installed.exists():
        return installed
    return PACKAGE_DIR.parent / "cards.sqlite"


def user_data_dir(create: bool = True) -> Path:
    """All user data (user cards, decks, settings, autosaves). HERESY_HOME overrides the platform folder."""
    home = os.environ.get("HERESY_HOME")
    if home:
        path = Path(home).expanduser()
    else:
        import platformdirs

        path = Path(platformdirs.user_data_dir("heresy", "heresy"))
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path


def user_db_path() -> Path:
    return user_data_dir() / "user_cards.sqlite"
