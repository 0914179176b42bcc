"""Persistent settings: QSettings "heresy"/"heresy", or an INI file under HERESY_HOME.

Every setting the window reads is in :data:`SETTINGS`, with its kind, default and range, and is
read through :func:`get`, the one place a stored value is checked: a value of the wrong type or
out of range (a hand-edited or corrupt settings file: ``geometry=hello``,
``tab=99999999999999999999999``) reads as the default, so no setting can stop the window
(issue 16, finding 4). A settings file that is not a regular file (a FIFO would block Qt for
ever) or is absurdly large is left alone: the settings of that session live in a temporary file.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

MAX_RECENT = 8
MAX_SETTINGS_BYTES = 1_000_000


@dataclass(frozen=True)
class Setting:
    """One stored setting: ``kind`` is bytes (a saved Qt state), int, bool, text, path (an
    absolute file path) or paths (a list of them); ints are kept within ``low``..``high``."""

    kind: str
    default: Any = None
    low: int = 0
    high: int = 0
    choices: tuple[str, ...] = ()       # text: the values it may take (any printable text without)


SETTINGS: dict[str, Setting] = {
    "ui/language": Setting("text", "", choices=("en", "ru")),
    "window/geometry": Setting("bytes"),
    "window/state": Setting("bytes"),
    "window/splitter": Setting("bytes"),
    "window/deck_splitter": Setting("bytes"),
    "window/card_splitter": Setting("bytes"),
    "window/card_split_placed": Setting("bool", False),
    "window/browser_columns": Setting("bytes"),
    "window/browser_columns_n": Setting("int", -1, -1, 1000),
    "window/tab": Setting("int", 0, 0, 99),
    "deck/last": Setting("path", ""),
    "deck/recent": Setting("paths", ()),
    "board/summaries": Setting("bool", True),
    "board/animations": Setting("bool", True),       # cards slide, shots are drawn (board_motion)
    "board/autopass": Setting("bool", False),        # pass tactics windows for the person (auto_pass)
    "board/autopass_stop": Setting("bool", True),    # ... except when the opponent has just played something
    "game/played": Setting("bool", False),           # a game was ever started (else First game is offered)
    "game/first_offered": Setting("bool", False),    # the first game was offered once at start-up
    "game/opponent": Setting("text", ""),            # New game's last opponent deck (a sample or a file)
    "game/ai": Setting("text", ""),                  # New game's last AI level
}


def get(settings: QSettings, key: str) -> Any:
    """The value of setting ``key`` (one of :data:`SETTINGS`), checked: the default when it is
    missing, of another type or out of range."""
    spec = SETTINGS[key]
    value = settings.value(key)
    if value is None:
        return list(spec.default) if spec.kind == "paths" else spec.default
    if spec.kind == "bytes":
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None
    if spec.kind == "int":
        try:
            number = int(str(value).strip())
        except ValueError:
            return spec.default
        return number if spec.low <= number <= spec.high else spec.default
    if spec.kind == "bool":
        if isinstance(value, bool):
            return value
        word = str(value).strip().lower()
        return {"true": True, "1": True, "false": False, "0": False}.get(word, spec.default)
    if spec.kind == "text":
        ok = isinstance(value, str) and value.isprintable() and (not spec.choices or value in spec.choices)
        return value if ok else spec.default
    if spec.kind == "path":
        return value if _is_path(value) else spec.default
    if spec.kind == "paths":
        items = [value] if isinstance(value, str) else value if isinstance(value, list) else []
        return [v for v in items if _is_path(v)][:MAX_RECENT]
    raise ValueError(f"setting {key}: unknown kind {spec.kind!r}")  # pragma: no cover - the table above


def _is_path(value) -> bool:
    return isinstance(value, str) and value.isprintable() and os.path.isabs(value)


def settings_file() -> Path | None:
    """The file the settings live in: ``HERESY_HOME/settings.ini``, or Qt's own file on Linux
    and other XDG systems (None where they live elsewhere: the registry, a property list)."""
    home = os.environ.get("HERESY_HOME")
    if home:
        return Path(home).expanduser() / "settings.ini"
    if sys.platform.startswith(("win", "darwin")):
        return None
    config = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return Path(config) / "heresy" / "heresy.conf"


def open_settings(lang: str | None = None) -> QSettings:
    """The settings store. With HERESY_HOME set, an INI file in that folder (isolated per user/test).
    A settings file Qt should not read (not a regular file, too large) or a folder that cannot be
    made gives settings kept in a temporary file for this session, with one line on stderr."""
    from heresy_app.files import FileProblem, check_regular

    path = settings_file()
    if path is not None:
        try:
            if os.environ.get("HERESY_HOME"):
                path.parent.mkdir(parents=True, exist_ok=True)
            if os.path.lexists(path):
                check_regular(path, limit=MAX_SETTINGS_BYTES, what="settings")
        except FileProblem as problem:
            return _session_settings(problem.message(_lang(lang)), lang)
        except OSError as err:
            return _session_settings(f"{path.parent}: {err.strerror or err}", lang)
    if os.environ.get("HERESY_HOME"):
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings("heresy", "heresy")


def _lang(lang: str | None) -> str:
    if lang:
        return lang
    from heresy_app.ui.translation import default_language

    return default_language()


def _session_settings(problem: str, lang: str | None) -> QSettings:
    from heresy_app.i18n import t

    print(f"heresy: {t('settings-not-kept', _lang(lang), problem=problem)}", file=sys.stderr)
    folder = tempfile.mkdtemp(prefix="heresy-settings-")
    atexit.register(shutil.rmtree, folder, True)
    return QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)


def recent_files(settings: QSettings) -> list[str]:
    return get(settings, "deck/recent")


def add_recent_file(settings: QSettings, path: str) -> list[str]:
    path = str(Path(path).resolve())
    items = [p for p in recent_files(settings) if p != path]
    items.insert(0, path)
    items = items[:MAX_RECENT]
    settings.setValue("deck/recent", items)
    return items


def autosave_dir(create: bool = False) -> Path:
    """The folder of the window's autosaves (made only with ``create``: reading needs no folder)."""
    from heresy_app.paths import user_data_dir

    path = user_data_dir(create=False) / "autosave"
    if create:
        path.mkdir(parents=True, exist_ok=True)
    return path
