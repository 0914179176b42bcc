"""Persistent settings: QSettings "heresy"/"heresy", or an INI file under HERESY_HOME."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

MAX_RECENT = 8


def open_settings() -> QSettings:
    """The settings store. With HERESY_HOME set, an INI file in that folder (isolated per user/test)."""
    home = os.environ.get("HERESY_HOME")
    if home:
        path = Path(home).expanduser()
        path.mkdir(parents=True, exist_ok=True)
        return QSettings(str(path / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings("heresy", "heresy")


def recent_files(settings: QSettings) -> list[str]:
    value = settings.value("deck/recent", [])
    if isinstance(value, str):
        value = [value] if value else []
    return [str(v) for v in (value or []) if v]


def add_recent_file(settings: QSettings, path: str) -> list[str]:
    path = str(Path(path).resolve())
    items = [p for p in recent_files(settings) if p != path]
    items.insert(0, path)
    items = items[:MAX_RECENT]
    settings.setValue("deck/recent", items)
    return items


def autosave_dir() -> Path:
    from heresy_app.paths import user_data_dir

    path = user_data_dir() / "autosave"
    path.mkdir(parents=True, exist_ok=True)
    return path
