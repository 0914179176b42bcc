"""The card sources: TOML text under heresy_app/data, reviewed like code.

``data/sets.toml`` lists the sets; every ``data/cards/*.toml`` holds ``[[card]]`` tables (see
docs/cards-format.md). Loading validates every card with the model; a malformed source raises
:class:`SourceError` naming the file, the card id and the field.

``data/rulings.toml`` holds ``[[ruling]]`` tables (``card``, ``date``, ``en``, ``ru``,
``sections``): card rulings kept apart from the pool files, added after each card's own
``rulings`` when the cards are loaded (:func:`load_rulings`).

>>> sets, cards = load_all()
>>> next(c for c in cards if c.id == "IS-001").name.ru
'Тактический отряд'
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from heresy_app.cards.model import Card, CardSet, Ruling, canonical_id
from heresy_app.paths import DATA_DIR

RULINGS_FILE = "rulings.toml"


class SourceError(Exception):
    def __init__(self, file: Path | str, card_id: str | None, field: str | None, reason: str,
                 entry: str | None = None):
        self.file, self.card_id, self.field, self.reason = str(file), card_id, field, reason
        self.entry = entry
        where = self.file
        if entry:
            where += f": {entry}"
        if card_id:
            where += f": card {card_id}"
        if field:
            where += f": field {field}"
        super().__init__(f"{where}: {reason}")


def field_path(loc: tuple[Any, ...]) -> str:
    """Turn a pydantic error location into ``abilities[1].en``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def first_error(exc: ValidationError) -> tuple[str | None, str]:
    err = exc.errors()[0]
    field = field_path(err["loc"]) or None
    msg = err["msg"].removeprefix("Value error, ")
    return field, msg


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise SourceError(path, None, None, f"not valid TOML: {exc}") from None
    except OSError as exc:
        raise SourceError(path, None, None, f"cannot read: {exc.strerror}") from None


def load_sets(data_dir: Path = DATA_DIR) -> list[CardSet]:
    path = data_dir / "sets.toml"
    raw = _read_toml(path)
    sets = []
    for i, entry in enumerate(raw.get("set", [])):
        try:
            sets.append(CardSet.model_validate(entry))
        except ValidationError as exc:
            field, msg = first_error(exc)
            raise SourceError(path, entry.get("code") if isinstance(entry, dict) else f"#{i + 1}", field, msg) from None
    return sets


def load_cards_file(path: Path) -> list[Card]:
    raw = _read_toml(path)
    unknown = set(raw) - {"card"}
    if unknown:
        raise SourceError(path, None, sorted(unknown)[0], "unknown top-level table (expected [[card]])")
    cards = []
    for i, entry in enumerate(raw.get("card", [])):
        card_id = entry.get("id") if isinstance(entry, dict) else None
        try:
            cards.append(Card.model_validate(entry))
        except ValidationError as exc:
            field, msg = first_error(exc)
            raise SourceError(path, card_id or f"#{i + 1}", field, msg) from None
    return cards


def load_rulings(path: Path, card_ids: set[str] | None = None,
                  section_ids: set[str] | frozenset[str] | None = None) -> dict[str, list[Ruling]]:
    """The rulings of ``path`` (``[[ruling]]`` tables), by card id, in file order. Each entry is
    checked with the model; ``card_ids`` and ``section_ids``, when given, are the cards and rules
    ids a ruling may name. A fault raises :class:`SourceError` naming the file and the entry
    (``ruling #3``) and the field."""
    if not path.exists():
        return {}
    raw = _read_toml(path)
    unknown = set(raw) - {"ruling"}
    if unknown:
        raise SourceError(path, None, sorted(unknown)[0], "unknown top-level table (expected [[ruling]])")
    entries = raw.get("ruling", [])
    if not isinstance(entries, list):
        raise SourceError(path, None, "ruling", "expected [[ruling]] tables")
    found: dict[str, list[Ruling]] = {}
    for i, entry in enumerate(entries):
        where = f"ruling #{i + 1}"
        if not isinstance(entry, dict):
            raise SourceError(path, None, None, "not a table", entry=where)
        card = entry.get("card")
        if not isinstance(card, str) or not card.strip():
            raise SourceError(path, None, "card", "the id of the card it concerns is missing", entry=where)
        card_id = canonical_id(card) or card
        if card_ids is not None and card_id not in card_ids:
            raise SourceError(path, card_id, "card", "no card of the pool has this id", entry=where)
        try:
            ruling = Ruling.model_validate({k: v for k, v in entry.items() if k != "card"})
        except ValidationError as exc:
            field, msg = first_error(exc)
            raise SourceError(path, card_id, field, msg, entry=where) from None
        if not ruling.sections:
            raise SourceError(path, card_id, "sections", "name the rules ids it follows", entry=where)
        if section_ids is not None:
            for s in ruling.sections:
                if s not in section_ids:
                    raise SourceError(path, card_id, "sections", f"no rules section {s!r}", entry=where)
        found.setdefault(card_id, []).append(ruling)
    return found


def merge_rulings(cards: list[Card], extra: dict[str, list[Ruling]]) -> list[Card]:
    """``cards`` with the rulings of ``extra`` added after their own."""
    if not extra:
        return cards
    return [c.model_copy(update={"rulings": [*c.rulings, *extra[c.id]]}) if c.id in extra else c
            for c in cards]


def check_ruling_sections(cards: list[Card], section_ids: set[str] | frozenset[str], data_dir: Path = DATA_DIR) -> None:
    """Every ruling of ``cards`` (the pool files' own) names only rules ids in ``section_ids``."""
    for card in cards:
        for i, r in enumerate(card.rulings):
            for s in r.sections:
                if s not in section_ids:
                    raise SourceError(data_dir / "cards", card.id, f"rulings[{i}].sections",
                                      f"no rules section {s!r}")


def load_all(data_dir: Path = DATA_DIR, section_ids: set[str] | frozenset[str] | None = None
             ) -> tuple[list[CardSet], list[Card]]:
    """Every set and card of the sources, in id order, with the rulings of ``rulings.toml``;
    duplicate ids, unknown sets and rulings of unknown cards are errors, and so are rulings
    naming rules ids outside ``section_ids`` when it is given."""
    sets = load_sets(data_dir)
    codes = {s.code for s in sets}
    seen: dict[str, Path] = {}
    cards: list[Card] = []
    for path in sorted((data_dir / "cards").glob("*.toml")):
        for card in load_cards_file(path):
            if card.id in seen:
                raise SourceError(path, card.id, "id", f"duplicate id (also in {seen[card.id].name})")
            if card.set not in codes:
                raise SourceError(path, card.id, "id", f"unknown set {card.set!r} (add it to sets.toml)")
            seen[card.id] = path
            cards.append(card)
    cards.sort(key=lambda c: (c.set, c.number))
    cards = merge_rulings(cards, load_rulings(data_dir / RULINGS_FILE, set(seen), section_ids))
    if section_ids is not None:
        check_ruling_sections(cards, section_ids, data_dir)
    return sets, cards
