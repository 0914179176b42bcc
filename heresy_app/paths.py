"""Where things live: the shipped card database (read-only) and the user's data folder."""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
DATA_DIR = PACKAGE_DIR / "data"


def shipped_db_path() -> Path:
    """The shipped cards.sqlite: package data when installed, the repository root in a checkout."""
    installed = installed_db_path()
    if installed.exists():
        return installed
    return PACKAGE_DIR.parent / "cards.sqlite"


def installed_db_path() -> Path:
    """Where an installed program's card database lives (package data); it may not exist."""
    return PACKAGE_DIR / "cards.sqlite"


def source_db_path() -> Path | None:
    """The cards.sqlite under version control that `heresy db build` rebuilds, when the program
    runs from a checkout (the repository's pyproject.toml beside the package, no installed
    database in it); None when installed: the installed card database is never written."""
    if installed_db_path().exists() or not (PACKAGE_DIR.parent / "pyproject.toml").is_file():
        return None
    return PACKAGE_DIR.parent / "cards.sqlite"


def docs_dir() -> Path:
    """The user documents the program names (search.md, user-cards.md, ...): package data when
    installed or bundled, the checkout's docs/ otherwise."""
    installed = PACKAGE_DIR / "docs"
    return installed if installed.is_dir() else PACKAGE_DIR.parent / "docs"


def doc_path(name: str) -> Path:
    """Where the document ``name`` (``"search.md"``) is on this installation."""
    return docs_dir() / name


def same_file(a: str | os.PathLike, b: str | os.PathLike) -> bool:
    """Whether ``a`` and ``b`` name one file (through symbolic or hard links); False when either
    does not exist."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


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


def make_folder(folder: str | os.PathLike) -> Path:
    """Make ``folder`` (a user data folder, with its parents) for a writer; when it, or a folder on
    the way, is something else (``HERESY_HOME`` naming a file), a ``NotADirectoryError`` that says
    so rather than "File exists" (issue 29, finding 8)."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        raise NotADirectoryError(20, f"{folder} is not a folder", str(folder)) from None
    return folder


def user_db_path() -> Path:
    """The user's card database (the folder is not made here: reading needs none; writers make it)."""
    return user_data_dir(create=False) / "user_cards.sqlite"
