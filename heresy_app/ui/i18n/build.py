"""Translations: update the .ts sources from the code and compile them to the shipped .qm files.

    python -m heresy_app.ui.i18n.build            # lupdate (keeps existing translations) + lrelease

A message moved from one class to another keeps its translation (:func:`carry_over`).

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


def _translated(tr) -> bool:
    forms = tr.findall("numerusform")
    if forms:
        return all((f.text or "").strip() for f in forms)
    return tr.get("type") != "unfinished" and bool((tr.text or "").strip())


def carry_over(before: bytes, ts: Path) -> int:
    """A message that moved to another class (another context) keeps its translation: each
    unfinished message of ``ts`` whose source had one translation in ``before`` (the .ts as it was
    before lupdate) takes it. Returns how many were filled."""
    import copy

    from lxml import etree

    known: dict = {}
    for m in etree.fromstring(before).iter("message"):
        tr = m.find("translation")
        if tr is not None and _translated(tr):
            known.setdefault((m.findtext("source"), m.get("numerus")), []).append(tr)
    tree = etree.parse(str(ts))
    filled = 0
    for m in tree.iter("message"):
        tr = m.find("translation")
        if tr is None or _translated(tr):
            continue
        found = known.get((m.findtext("source"), m.get("numerus")), [])
        texts = {etree.tostring(t) for t in found}
        if len(texts) == 1:   # one translation wherever it was: the same message moved
            new = copy.deepcopy(found[0])
            new.tail = tr.tail
            m.replace(tr, new)
            filled += 1
    if filled:
        head = b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'   # as lupdate writes it
        ts.write_bytes(head + etree.tostring(tree.getroot(), encoding="utf-8") + b"\n")
    return filled


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
        before = ts_path(lang).read_bytes()
        lupdate(ts_path(lang), lang)
        carry_over(before, ts_path(lang))
        lrelease(ts_path(lang), qm_path(lang))
        print(f"{qm_path(lang).name} built from {ts_path(lang).name}")


if __name__ == "__main__":
    main()
