"""Translations: update the .ts sources from the code and compile them to the shipped .qm files.

    python -m heresy_app.ui.i18n.build            # lupdate (keeps existing translations) + lrelease

The .ts files are the text under version control (edit them with Qt Linguist or by hand); the
.qm files are built from them and committed; a test fails when a .qm is stale or a message of the
code is missing from a .ts.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

I18N_DIR = Path(__file__).resolve().parent
UI_DIR = I18N_DIR.parent
LANGS = {"en": "en_GB", "ru": "ru_RU"}
OTHERS_FILES: set[str] = set()  # every ui module is translated here


def tool(name: str) -> str | None:
    """A Qt tool (pyside6-lupdate, pyside6-lrelease) from PATH or beside this Python."""
    found = shutil.which(name)
    if found:
        return found
    beside = Path(sys.executable).parent / name
    return str(beside) if beside.exists() else None


def sources() -> list[Path]:
    return sorted(p for p in UI_DIR.glob("*.py") if p.name not in OTHERS_FILES)


def ts_path(lang: str, folder: Path = I18N_DIR) -> Path:
    return folder / f"heresy_{lang}.ts"


def qm_path(lang: str, folder: Path = I18N_DIR) -> Path:
    return folder / f"heresy_{lang}.qm"


def lupdate(ts: Path, lang: str, no_obsolete: bool = True) -> None:
    exe = tool("pyside6-lupdate")
    if exe is None:
        raise RuntimeError("pyside6-lupdate is not installed")
    args = [exe, *[str(p) for p in sources()], "-target-language", LANGS[lang], "-locations", "none"]
    if no_obsolete:
        args.append("-no-obsolete")
    subprocess.run(args + ["-ts", str(ts)], check=True, capture_output=True)


def lrelease(ts: Path, qm: Path) -> None:
    exe = tool("pyside6-lrelease")
    if exe is None:
        raise RuntimeError("pyside6-lrelease is not installed")
    # built beside it, then renamed over it: a running program maps the .qm file into memory, and
    # rewriting that file in place kills it with SIGBUS ("Bus error", seen in test runs while the
    # translations were rebuilt); a rename leaves the old file to whoever still maps it
    tmp = qm.with_name(f".{qm.name}.{os.getpid()}.tmp")
    try:
        subprocess.run([exe, str(ts), "-qm", str(tmp)], check=True, capture_output=True)
        os.replace(tmp, qm)
    finally:
        if tmp.exists():
            tmp.unlink()


def main() -> None:
    for lang in LANGS:
        lupdate(ts_path(lang), lang)
        lrelease(ts_path(lang), qm_path(lang))
        print(f"{qm_path(lang).name} built from {ts_path(lang).name}")


if __name__ == "__main__":
    main()
