"""Deck-test fixtures built from the real card database.

``db`` is the shipped database alone (tests/conftest.py). ``pool_db`` adds a user-card pool (set TST, imported through
the real user-card import) so that a legal 60-card deck of either side exists however small the
shipped pool is today; decks are chosen from the database by query, not by hard-coded ids, so
they keep working as the shipped pool grows. The rulebook cards IS-001..IS-010, IS-101..IS-108,
IS-201..IS-203 and SEC-001..SEC-006 are used by id: they stay.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from heresy_app.cards.db import CardDB
from heresy_app.cards.user_cards import import_file
from heresy_app.decks import Deck, DeckEntry, card_index


def _unit(cid, side, en, ru, flags=1, die=4, cmd="T", unique=False, stats=(2, 2, 2, 2)):
    fp, asl, sp, ar = stats
    return {"id": cid, "rarity": "common", "type": "unit", "side": side, "name": {"en": en, "ru": ru},
            "flags": flags, "firepower": fp, "assault": asl, "speed": sp, "armor": ar, "die": die,
            "unique": unique,
            "command": {"type": cmd, "en": "T: Any unit gets +1 armor.", "ru": "Т: Любой отряд получает +1 к броне."}}


def pool_cards() -> list[dict]:
    cards = []
    for i in range(1, 13):
        cards.append(_unit(f"TST-{i:03d}", "loyalist", f"Test Legion Squad {i}", f"Тестовый отряд легиона {i}",
                           flags=1 + i % 2, die=1 + i % 6, cmd=["WA", "T", "R", "M", "E"][i % 5],
                           stats=(i % 5, (i + 1) % 6, 1 + i % 3, 1 + i % 4)))
        cards.append(_unit(f"TST-{100 + i:03d}", "traitor", f"Test Renegade Squad {i}",
                           f"Тестовый отряд отступников {i}", flags=1, die=1 + (i + 2) % 6))
    for i in range(1, 5):
        cards.append(_unit(f"TST-{200 + i:03d}", "unaligned", f"Test Mercenary Band {i}",
                           f"Тестовая банда наёмников {i}", flags=i % 2, die=3))
    # a reprint: the same English name as the rulebook's Tactical Squad (IS-001), another set
    cards.append(_unit("TST-050", "loyalist", "Tactical Squad", "Тактический отряд", flags=1, die=3,
                       stats=(3, 2, 2, 3)))
    return cards


@pytest.fixture(scope="session")
def pool_user_db(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("deck_pool")
    src = folder / "pool.json"
    src.write_text(json.dumps(pool_cards(), ensure_ascii=False), encoding="utf-8")
    user = folder / "user_cards.sqlite"
    import_file(src, user_db=user)
    return user


@pytest.fixture(scope="session")
def pool_db(pool_user_db):
    d = CardDB(user=pool_user_db)
    assert d.has_user
    yield d
    d.close()


@pytest.fixture
def home_with_pool(_heresy_home, pool_user_db) -> Path:
    """HERESY_HOME holding the test pool as the user's cards (for the CLI)."""
    shutil.copy(pool_user_db, Path(_heresy_home) / "user_cards.sqlite")
    return Path(_heresy_home)


@pytest.fixture(scope="session")
def legal_deck():
    """``legal_deck(db, side="loyalist", size=60)``: see :func:`build_legal_deck`."""
    return build_legal_deck


@pytest.fixture(scope="session")
def pool_card_dicts():
    return pool_cards()


def build_legal_deck(db, side: str = "loyalist", size: int = 60, name: str = "") -> Deck:
    """A legal deck from the database: non-unique cards of ``side`` and Unaligned ones, flagged
    units first, four copies each (copies sharing a name counted together), ``size`` cards."""
    idx = card_index(db)
    order = lambda f: (not f.flagged_unit, f.id)  # noqa: E731
    pool = [f for f in idx.facts.values() if f.type != "sector" and not f.unique]
    unaligned = sorted((f for f in pool if f.side == "unaligned"), key=order)
    own = sorted((f for f in pool if f.side == side), key=order)
    entries, used, total = [], {}, 0

    def take(cards, limit):
        nonlocal total
        for f in cards:
            n = min(4 - used.get(f.identity, 0), limit - total, size - total)
            if n <= 0:
                continue
            entries.append(DeckEntry(card_id=f.id, count=n))
            used[f.identity] = used.get(f.identity, 0) + n
            total += n

    take(unaligned[:1], 4)          # a few Unaligned cards first
    take(own, size)                 # then the side's cards
    take(unaligned[1:], size)       # and more Unaligned if the side runs short
    assert total == size, "the card pool is too small for a legal deck"
    return Deck(name=name, side=side, entries=entries)
