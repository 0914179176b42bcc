"""Atomic file writes: write a temporary file beside the target, then rename it over."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def atomic_write_bytes(path: str | os.PathLike, data: bytes, make_dirs: bool = True) -> None:
    """Write ``data`` to ``path`` so that a crash leaves the old file or the new one, never half.
    ``make_dirs=False`` (files the user named) refuses a folder that does not exist."""
    target = Path(path)
    if make_dirs:
        target.parent.mkdir(parents=True, exist_ok=True)
    elif not target.parent.is_dir():
        raise FileNotFoundError(2, "No such directory", str(target.parent))
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def atomic_write_text(path: str | os.PathLike, text: str, encoding: str = "utf-8", make_dirs: bool = True) -> None:
    atomic_write_bytes(path, text.encode(encoding), make_dirs=make_dirs)
