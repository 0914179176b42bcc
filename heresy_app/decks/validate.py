"""Deck validation against the deck-building rules (rules reference: deck construction):
at least 60 cards, at most 4 copies of one card (printings of one name count together; cards that
are one only for uniqueness, like "Abaddon" and "Abaddon with Retinue", count each by itself), one
side (Loyalist or Traitor) plus Unaligned cards, no sector cards.

>>> from heresy_app.cards.db import CardDB
>>> from heresy_app.decks import Deck
>>> db = CardDB(user=False)
>>> deck = Deck(side="loyalist")
>>> deck.add("IS-001", 4)
>>> report = validate(deck, db)
>>> report.valid, [e.code for e in report.errors]
(False, ['too_few_cards'])
>>> report.errors[0].message("ru")
'В колоде 4 карты: не хватает 56 (нужно не меньше 60).'

Every finding has a stable ``code``, a message (its ``key`` in the catalog, heresy_app/i18n
decks.ftl, and its arguments) and the card concerned (its id, or the text as written for a card
that does not exist).
"""

from __future__ import annotations

from collections.abc import Callable
from math import comb
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, Field

from heresy_app.decks.index import CardIndex, index_of
from heresy_app.decks.model import MAX_COPIES, MIN_DECK_SIZE, Deck, DeckEntry
from heresy_app.files import printable
from heresy_app.i18n import pick, t

if TYPE_CHECKING:
    from heresy_app.cards.db import CardDB

# error codes
TOO_FEW_CARDS = "too_few_cards"
TOO_MANY_COPIES = "too_many_copies"
WRONG_SIDE = "wrong_side"
MIXED_SIDES = "mixed_sides"
SECTOR_IN_DECK = "sector_in_deck"
UNKNOWN_CARD = "unknown_card"
# warning codes
UNALIGNED_WITHOUT_SIDE = "unaligned_without_side"
FEW_FLAGGED_UNITS = "few_flagged_units"
UNIQUE_COLLISION = "unique_collision"
MANUAL_ABILITIES = "manual_abilities"

ERROR_CODES = (TOO_FEW_CARDS, TOO_MANY_COPIES, WRONG_SIDE, MIXED_SIDES, SECTOR_IN_DECK, UNKNOWN_CARD)
WARNING_CODES = (UNALIGNED_WITHOUT_SIDE, FEW_FLAGGED_UNITS, UNIQUE_COLLISION, MANUAL_ABILITIES)

#: below this share of flagged units a deck is warned (a first wave is three cards from the top)
FLAGGED_UNIT_SHARE = 1 / 3
FIRST_WAVE = 3

OTHER = {"loyalist": "traitor", "traitor": "loyalist"}

#: an argument of a finding's message: a number or text the same in every language, a text per
#: language (``{"en": …, "ru": …}``), a name to quote (``{"quote": {"en": …, "ru": …}}``) or
#: another message (``{"t": msgid, **its arguments}``)
Arg = Any


def _names(en: str, ru: str) -> dict[str, Any]:
    """A card's name in both languages, to be quoted in the message."""
    return {"quote": {"en": en, "ru": ru}}


def _side(side: str) -> dict[str, Any]:
    return {"t": "deck-side-of", "side": side}


def _resolve(value: Arg, lang: str) -> Any:
    if isinstance(value, dict):
        if "t" in value:
            return t(value["t"], lang, **{k: _resolve(v, lang) for k, v in value.items() if k != "t"})
        if "quote" in value:
            return _q(str(pick(lang, **value["quote"])), lang)
        return pick(lang, **value)
    if isinstance(value, list):
        return "; ".join(str(_resolve(v, lang)) for v in value)
    return value


class Issue(BaseModel):
    """One finding: an error (the deck is not legal) or a warning (legal, but worth a look)."""

    code: str
    severity: Literal["error", "warning"]
    key: str                                       # the message's id in the catalog
    args: dict[str, Arg] = Field(default_factory=dict)
    card: str | None = None
    line: int | None = None
    suggestions: list[str] = Field(default_factory=list)

    def message(self, lang: str = "en") -> str:
        return t(self.key, lang, **{k: _resolve(v, lang) for k, v in self.args.items()})

    @property
    def message_en(self) -> str:
        return self.message("en")

    @property
    def message_ru(self) -> str:
        return self.message("ru")

    def as_json(self, lang: str = "en") -> dict[str, Any]:
        d: dict[str, Any] = {"code": self.code, "message": self.message(lang), "card": self.card}
        if self.line is not None:
            d["line"] = self.line
        if self.suggestions:
            d["suggestions"] = self.suggestions
        return d


class ValidationReport(BaseModel):
    errors: list[Issue] = Field(default_factory=list)
    warnings: list[Issue] = Field(default_factory=list)
    size: int = 0
    side: str | None = None

    @property
    def valid(self) -> bool:
        return not self.errors

    def codes(self) -> list[str]:
        return [i.code for i in self.errors + self.warnings]

    def as_json(self, lang: str = "en") -> dict[str, Any]:
        """The document `heresy deck validate --json` prints (shared/CONTRACT.md)."""
        return {"valid": self.valid, "errors": [i.as_json(lang) for i in self.errors],
                "warnings": [i.as_json(lang) for i in self.warnings], "size": self.size, "side": self.side}


def _q(text: str, lang: str) -> str:
    """A name as written, quoted; cut to a readable length (a 10 MB line is not echoed whole)."""
    text = printable(text, 80)
    if text[:1] in "«\"'":
        return text
    return t("quoted", lang, text=text)


def inferred_side(deck: Deck, db: CardDB | None = None, index: CardIndex | None = None) -> str | None:
    """The deck's side: the declared one, else the only side its cards show, else the side most
    of its cards belong to; None for only Unaligned cards or an even split."""
    if deck.side:
        return deck.side
    idx = index_of(db, index)
    n = {"loyalist": 0, "traitor": 0}
    for e in deck.entries:
        f = idx.facts.get(e.card_id) if e.card_id else None
        if f is not None and f.side in n:
            n[f.side] += e.count
    if n["loyalist"] > n["traitor"]:
        return "loyalist"
    if n["traitor"] > n["loyalist"]:
        return "traitor"
    return None


def _p_none_in_first_wave(flagged: int, size: int) -> float:
    draws = min(FIRST_WAVE, size)
    return comb(size - flagged, draws) / comb(size, draws) if size else 1.0


def validate(deck: Deck, db: CardDB | None = None, index: CardIndex | None = None, suggest: bool = True,
             by_hand: Callable[[Any], Any] | None = None) -> ValidationReport:
    """Check ``deck`` against the deck-building rules; ``db`` is a CardDB (or pass ``index``).
    With ``suggest`` an unknown card gets the closest names (this reads the database).

    With ``db`` and ``by_hand``, a card with an ability the battle engine cannot play is warned
    about (``manual_abilities``): ``by_hand(card)`` lists such abilities of a card model (each with
    ``en`` and ``ru``). Only the engine knows what it can play, and decks do not import the engine:
    the caller hands its check in (:func:`heresy_app.engine.catalog.manual_abilities`)."""
    idx = index_of(db, index)
    facts = idx.facts
    errors: list[Issue] = []
    warnings: list[Issue] = []

    size = 0
    per_side = {"loyalist": 0, "traitor": 0, "unaligned": 0}
    side_cards: dict[str, dict[str, int]] = {"loyalist": {}, "traitor": {}}
    first_seen: dict[str, int] = {}
    identities: dict[str, dict[str, int]] = {}   # one card for uniqueness (section 4, Unique)
    names: dict[str, dict[str, int]] = {}        # one card for the four-copy limit (Alpha 1)
    sectors: dict[str, int] = {}
    flagged_units = 0

    for pos, e in enumerate(deck.entries):
        f = facts.get(e.card_id) if e.card_id is not None else None
        if f is None:
            size += e.count
            errors.append(_unknown(e, db, suggest))
            continue
        if f.type == "sector":
            sectors[f.id] = sectors.get(f.id, 0) + e.count
            continue
        size += e.count
        per_side[f.side] = per_side.get(f.side, 0) + e.count
        if f.side in side_cards:
            d = side_cards[f.side]
            d[f.id] = d.get(f.id, 0) + e.count
            first_seen.setdefault(f.side, pos)
        ids = identities.setdefault(f.identity, {})
        ids[f.id] = ids.get(f.id, 0) + e.count
        same = names.setdefault(f.name_en.casefold(), {})
        same[f.id] = same.get(f.id, 0) + e.count
        if f.type == "unit" and f.flags:
            flagged_units += e.count
    for e in deck.sideboard:
        if e.card_id is None or e.card_id not in facts:
            errors.append(_unknown(e, db, suggest))

    # sectors
    for cid, n in sectors.items():
        f = facts[cid]
        errors.append(Issue(
            code=SECTOR_IN_DECK, severity="error", card=cid,
            key="deck-sector-in-deck", args={"card": _names(f.name_en, f.name_ru), "n": n}))

    # sides
    side = deck.side
    if side:
        other = OTHER[side]
        for cid, n in side_cards[other].items():
            f = facts[cid]
            errors.append(Issue(
                code=WRONG_SIDE, severity="error", card=cid,
                key="deck-wrong-side",
                args={"card": _names(f.name_en, f.name_ru), "other": _side(other), "side": _side(side), "n": n}))
    elif per_side["loyalist"] and per_side["traitor"]:
        lo, tr = per_side["loyalist"], per_side["traitor"]
        if lo != tr:
            minority = "loyalist" if lo < tr else "traitor"
        else:  # an even split: the side that came in later is the odd one out
            minority = "loyalist" if first_seen["loyalist"] > first_seen["traitor"] else "traitor"
        major = OTHER[minority]
        for cid in side_cards[minority]:
            f = facts[cid]
            errors.append(Issue(
                code=MIXED_SIDES, severity="error", card=cid,
                key="deck-mixed-sides",
                args={"card": _names(f.name_en, f.name_ru), "minority": _side(minority),
                      "n": per_side[major], "major": _side(major)}))

    # copies: each card by its name (its printings together)
    for ids in names.values():
        total = sum(ids.values())
        if total > MAX_COPIES:
            first = next(iter(ids))
            f = facts[first]
            several = len(ids) > 1
            errors.append(Issue(
                code=TOO_MANY_COPIES, severity="error", card=first,
                key="deck-too-many-copies",
                args={"n": total, "card": _names(f.name_en, f.name_ru),
                      "printings": {"t": "deck-printings", "ids": ", ".join(ids)} if several else "",
                      "most": MAX_COPIES, "remove": total - MAX_COPIES}))
    # uniqueness: cards sharing a unique name are one card
    for _ident, ids in identities.items():
        total = sum(ids.values())
        unique = any(facts[c].unique for c in ids)
        if total > 1 and unique:
            first = next(iter(ids))
            f = facts[first]
            names_en = ", ".join(f"{facts[c].name_en} ×{n}" for c, n in ids.items())
            names_ru = ", ".join(f"{facts[c].name_ru} ×{n}" for c, n in ids.items())
            ship = all(facts[c].type == "ship" for c in ids)
            args = {"n": total, "card": _names(f.name_en, f.name_ru)}
            if not ship:
                args["printings"] = {"en": names_en, "ru": names_ru}
            warnings.append(Issue(code=UNIQUE_COLLISION, severity="warning", card=first,
                                  key="deck-unique-ship" if ship else "deck-unique", args=args))

    # size
    if size < MIN_DECK_SIZE:
        missing = MIN_DECK_SIZE - size
        errors.insert(0, Issue(
            code=TOO_FEW_CARDS, severity="error",
            key="deck-too-few-cards", args={"n": size, "missing": missing, "least": MIN_DECK_SIZE}))

    # warnings
    if not side and per_side["unaligned"] and not per_side["loyalist"] and not per_side["traitor"]:
        warnings.insert(0, Issue(
            code=UNALIGNED_WITHOUT_SIDE, severity="warning",
            key="deck-unaligned-without-side"))
    known = size - sum(e.count for e in deck.entries if e.card_id is None or e.card_id not in facts)
    if known and flagged_units < known * FLAGGED_UNIT_SHARE:
        p0 = _p_none_in_first_wave(flagged_units, known)
        warnings.append(Issue(
            code=FEW_FLAGGED_UNITS, severity="warning",
            key="deck-few-flagged-units", args={"flagged": flagged_units, "known": known, "share": f"{p0:.0%}"}))

    if db is not None and by_hand is not None:
        warnings.extend(_manual(deck, db, idx, by_hand))

    return ValidationReport(errors=errors, warnings=warnings, size=size,
                            side=inferred_side(deck, index=idx))


def _short(text: str, most: int = 70) -> str:
    return text if len(text) <= most else text[:most - 1].rstrip() + "…"


def _manual(deck: Deck, db: CardDB, idx: CardIndex, by_hand: Callable[[Any], Any]) -> list[Issue]:
    """One ``manual_abilities`` warning per card of the deck with abilities the engine leaves to
    the players (remembered by the card index, which is rebuilt when the user's cards change)."""
    out = []
    seen = set()
    for e in deck.entries:
        cid = e.card_id
        f = idx.facts.get(cid) if cid is not None else None
        if cid is None or f is None or f.type == "sector" or cid in seen:
            continue
        seen.add(cid)
        found = idx.by_hand.get(cid)
        if found is None:
            card = db.get(cid)
            found = idx.by_hand[cid] = tuple((m.en, m.ru, getattr(m, "why", "")) for m in by_hand(card)) \
                if card is not None else ()
        if not found:
            continue
        # a line whose two languages read into different forms says so: it is played in neither
        texts = [{"t": "deck-manual-text", "text": {"quote": {"en": _short(en), "ru": _short(ru)}},
                  "disagree": str(why == "disagree").lower()} for en, ru, why in found]
        out.append(Issue(code=MANUAL_ABILITIES, severity="warning", card=cid, key="deck-manual-abilities",
                         args={"card": _names(f.name_en, f.name_ru), "n": len(found), "texts": texts}))
    return out


def _unknown(e: DeckEntry, db: CardDB | None, suggest: bool) -> Issue:
    text = e.written or e.card_id or "?"
    sugg = db.suggest(text) if (suggest and db is not None) else []
    return Issue(code=UNKNOWN_CARD, severity="error", card=text, line=e.line, suggestions=sugg,
                 key="deck-unknown-card",
                 args={"card": {"quote": {"en": text, "ru": text}},
                       "where": {"t": "deck-at-line", "line": e.line} if e.line else "",
                       "hint": {"t": "deck-did-you-mean", "names": ", ".join(sugg)} if sugg else "."})
