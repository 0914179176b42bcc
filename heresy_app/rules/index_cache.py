"""The rules search's index kept on disk between runs (issue 28): ``heresy rules search`` would
otherwise read every section's words afresh (pymorphy3's start and a second or more) on each run.

The index is written to the user's cache folder (``HERESY_HOME/cache`` when HERESY_HOME is set,
else the platform's cache folder for heresy) under a name that is a digest of everything it is
built from: the rules package's code and data files, the Python version and the versions of the
analyser's dictionaries. Any change makes another name, so a stale index is never read. It is
stored with :mod:`marshal` (plain values only: nothing in the file can run as code). A file that
cannot be read or written is passed over: the index is then built in memory as before.
"""

from __future__ import annotations

import functools
import hashlib
import marshal
import os
import sys
import tempfile
from importlib import metadata, resources
from pathlib import Path

FORMAT = 2   # 2: the texts kept whitespace-collapsed, their words placed in them
KEEP = 3   # older index files of the folder removed beyond the newest few


def cache_dir() -> Path:
    home = os.environ.get("HERESY_HOME")
    if home:
        return Path(home).expanduser() / "cache"
    import platformdirs

    return Path(platformdirs.user_cache_dir("heresy", "heresy"))


def _version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "-"


@functools.lru_cache(maxsize=1)
def digest() -> str:
    """A digest of what the index is built from (code, data, Python and analyser versions)."""
    h = hashlib.sha256(f"{FORMAT} {sys.version} {sys.byteorder}".encode())
    for package in ("pymorphy3", "pymorphy3-dicts-ru", "snowballstemmer"):
        h.update(f"{package}={_version(package)};".encode())
    root = resources.files("heresy_app.rules")
    for folder in (root, root.joinpath("data")):
        for entry in sorted(folder.iterdir(), key=lambda e: e.name):
            if entry.is_file() and entry.name.endswith((".py", ".toml")):
                h.update(entry.name.encode() + b"\0" + entry.read_bytes() + b"\0")
    return h.hexdigest()[:24]


def path() -> Path:
    return cache_dir() / f"rules-index-{digest()}.marshal"


def load() -> dict | None:
    """The index kept for these sections, or None (none kept, or unreadable)."""
    try:
        data = path().read_bytes()
        parts = marshal.loads(data)
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if not isinstance(parts, dict) or parts.get("format") != FORMAT:
        return None
    parts.pop("format")
    return parts


def save(parts: dict) -> bool:
    """Keep ``parts`` for the next run (written whole or not at all); False when it cannot be."""
    target = path()
    try:
        data = marshal.dumps({**parts, "format": FORMAT})
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".rules-index-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        old = sorted(target.parent.glob("rules-index-*.marshal"), key=lambda p: p.stat().st_mtime, reverse=True)
        for stale in old[KEEP:]:
            stale.unlink(missing_ok=True)
        return True
    except (OSError, ValueError):
        return False


def words_path() -> Path:
    return cache_dir() / f"rules-words-{digest()}.marshal"


def load_words() -> dict[str, str]:
    """The keys of words read before (card names, the concept map's phrases): word → key."""
    try:
        words = marshal.loads(words_path().read_bytes())
    except (OSError, EOFError, ValueError, TypeError):
        return {}
    if not isinstance(words, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in words.items()):
        return {}
    return words


def keep_words(words) -> None:
    """Keep the keys of ``words`` (texts the program ships or the user keeps, never a question)
    for the next run, so that it need not start the analyser to read them again."""
    from heresy_app.rules import analysis

    new = {w: analysis.key(w) for w in set(words) if not analysis.is_seeded(w)}
    if not new:
        return
    analysis.seed(new)
    target = words_path()
    try:
        merged = {**load_words(), **new}
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".rules-words-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(marshal.dumps(merged))
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        old = sorted(target.parent.glob("rules-words-*.marshal"), key=lambda p: p.stat().st_mtime, reverse=True)
        for stale in old[KEEP:]:
            stale.unlink(missing_ok=True)
    except (OSError, ValueError):
        pass


def texts_path() -> Path:
    return cache_dir() / f"rules-texts-{digest()}.marshal"


def read_texts(names: tuple[str, ...], read) -> dict[str, dict]:
    """The rules data files ``names`` as ``read(name)`` parses them, kept parsed between runs
    (TOML parsing of the two languages' texts takes a few tenths of a second)."""
    try:
        kept = marshal.loads(texts_path().read_bytes())
        if isinstance(kept, dict) and all(isinstance(kept.get(n), dict) for n in names):
            return {n: kept[n] for n in names}
    except (OSError, EOFError, ValueError, TypeError):
        pass
    parsed = {n: read(n) for n in names}
    target = texts_path()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".rules-texts-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(marshal.dumps(parsed))
            os.replace(tmp, target)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        old = sorted(target.parent.glob("rules-texts-*.marshal"), key=lambda p: p.stat().st_mtime, reverse=True)
        for stale in old[KEEP:]:
            stale.unlink(missing_ok=True)
    except (OSError, ValueError):
        pass
    return parsed
