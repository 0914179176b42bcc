"""Build cards.sqlite from the sources and tell whether the committed one is stale.

The ability language (``heresy_app.abilities``) sits above the cards, so this module never
imports it: the caller hands it in as ``language``, any object with ``ir_for_card(card)`` and
``language_files()``. `heresy db build` (``heresy_app.cli.db_cmd.build``) passes the
``heresy_app.abilities`` module itself as ``language``.
"""

from __future__ import annotations

from collections.abc import Collection
from pathlib import Path
from typing import Protocol

from heresy_app.cards.database import build_database, open_readonly, sources_digest
from heresy_app.cards.model import Card
from heresy_app.cards.sources import load_all
from heresy_app.paths import DATA_DIR, installed_db_path, same_file, shipped_db_path, source_db_path


class InstalledDatabase(ValueError):
    """A build that would write the installed card database (which is never written)."""


class AbilityLanguage(Protocol):
    """What the builder needs of the ability language (``heresy_app.abilities`` fits)."""

    def ir_for_card(self, card: Card) -> Card:
        """A copy of ``card`` with each ability's executable form filled in (None where it does not parse)."""

    def language_files(self) -> list[Path]:
        """The files that define the language, in a stable order (they are part of the digest)."""


def attach_ir(cards: list[Card], language: AbilityLanguage | None) -> list[Card]:
    """Fill each ability's executable form with ``language``; without one, the cards as they are."""
    if language is None:
        return cards
    return [language.ir_for_card(c) for c in cards]


def digest_for(data: Path | None, language: AbilityLanguage | None) -> str:
    """The digest a database built from ``data`` with ``language`` records."""
    files = language.language_files() if language is not None else ()
    return sources_digest(Path(data) if data else DATA_DIR, files)


def build_from_sources(output: Path | None = None, data: Path | None = None, *,
                       language: AbilityLanguage | None,
                       section_ids: Collection[str] | None = None) -> tuple[Path, int]:
    """Build the database from the card sources in ``data`` (default: heresy_app/data) into
    ``output`` (default: the repository's cards.sqlite in a checkout). ``language`` fills the
    executable forms; ``None`` builds a database without them (its digest says so). The
    installed card database is never written: :class:`InstalledDatabase` without ``output``
    outside a checkout, or with ``output`` naming it. The rulings of ``data/rulings.toml`` are
    merged into their cards; ``section_ids`` (the rules reference's ids, handed in: cards never
    imports the rules) makes a ruling naming any other id a :class:`SourceError`."""
    data = Path(data) if data else DATA_DIR
    out = Path(output) if output else source_db_path()
    if out is None or same_file(out, installed_db_path()):
        raise InstalledDatabase(f"{out or shipped_db_path()}: the installed card database is never written; "
                                "build into a file of your own with -o FILE")
    sets, cards = load_all(data, frozenset(section_ids) if section_ids is not None else None)
    cards = attach_ir(cards, language)
    build_database(out, sets, cards, digest=digest_for(data, language), user_named=output is not None)
    return out, len(cards)


def is_stale(db: Path | None = None, data: Path | None = None, *,
             language: AbilityLanguage | None) -> str | None:
    """None when ``db`` was built from the current sources with ``language``; else why it is stale."""
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
    if not row or row[0] != digest_for(data, language):
        return "the card sources changed since it was built"
    return None
