"""Build cards.sqlite from the sources and tell whether the committed one is stale."""

from __future__ import annotations

from pathlib import Path

from heresy_app.cards.database import build_database, open_readonly, sources_digest
from heresy_app.cards.sources import load_all
from heresy_app.paths import DATA_DIR, shipped_db_path


def attach_ir(cards):
    """Fill each ability's executable form when the ability language is available."""
    try:
        from heresy_app.abilities import ir_for_card  # type: ignore[attr-defined]
    except ImportError:
        return cards
    return [ir_for_card(c) for c in cards]


def build_from_sources(output: Path | None = None, data: Path | None = None) -> tuple[Path, int]:
    data = Path(data) if data else DATA_DIR
    out = Path(output) if output else shipped_db_path()
    sets, cards = load_all(data)
    cards = attach_ir(cards)
    build_database(out, sets, cards, digest=sources_digest(data))
    return out, len(cards)


def is_stale(db: Path | None = None, data: Path | None = None) -> str | None:
    """None when ``db`` was built from the current sources; else why it is stale."""
    db = Path(db) if db else shipped_db_path()
    if not db.exists() or db.stat().st_size == 0:
        return f"{db} is missing"
    try:
        conn = open_readonly(db)
        try:
            row = conn.execute("SELECT value FROM meta WHERE key = 'sources_sha256'").fetchone()
        finally:
            conn.close()
    except Exception as exc:  # noqa: BLE001 - any unreadable file is stale
        return f"{db} cannot be read ({exc})"
    want = sources_digest(Path(data) if data else DATA_DIR)
    if not row or row[0] != want:
        return "the card sources changed since it was built"
    return None
