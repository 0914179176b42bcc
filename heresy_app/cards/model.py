"""The card model: one pydantic class for the four card types (unit, asset, ship, sector).

>>> c = Card(id="IS-001", rarity="common", type="unit", side="loyalist",
...          name={"en": "Tactical Squad", "ru": "Тактическое отделение"}, flags=1,
...          firepower=3, assault=2, speed=2, armor=3, die=4,
...          command={"type": "T", "en": "A unit gets +1 armor.", "ru": "Отряд получает +1 к броне."})
>>> c.set, c.number, c.stats
('IS', 1, (3, 2, 2, 3))
"""

from __future__ import annotations

import re
from datetime import date
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from heresy_app.cards.messages import rule
from heresy_app.cards.textfold import fold as fold  # re-exported: callers fold names through the model
from heresy_app.i18n import pick

ID_PATTERN = re.compile(r"^([A-Z][A-Z0-9]{1,5})-([0-9]{1,4})$")
STATS = ("firepower", "assault", "speed", "armor")


def canonical_id(text: str) -> str | None:
    """The one spelling of a card id: its set code and its number with at least three digits
    (a card is its set and number: IS-1, IS-01 and IS-0001 are all IS-001), or None when ``text``
    is not an id.

    >>> canonical_id("IS-1"), canonical_id(" is-0012 "), canonical_id("TST-1234"), canonical_id("Tactical Squad")
    ('IS-001', 'IS-012', 'TST-1234', None)
    """
    m = ID_PATTERN.match(text.strip().upper())
    return f"{m.group(1)}-{int(m.group(2)):03d}" if m else None


class Rarity(StrEnum):
    common = "common"
    uncommon = "uncommon"
    rare = "rare"
    very_rare = "very_rare"


class CardType(StrEnum):
    unit = "unit"
    asset = "asset"
    ship = "ship"
    sector = "sector"


class Side(StrEnum):
    loyalist = "loyalist"
    traitor = "traitor"
    unaligned = "unaligned"
    none = "none"  # sectors only


class Planet(StrEnum):
    isstvan_iii = "isstvan_iii"
    prospero = "prospero"


class CommandType(StrEnum):
    WA = "WA"
    T = "T"
    R = "R"
    M = "M"
    E = "E"


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Text(_Strict):
    """The same words in both languages."""

    en: str = Field(min_length=1)
    ru: str = Field(min_length=1)

    def get(self, lang: str) -> str:
        return str(pick(lang, en=self.en, ru=self.ru))


class Keyword(Text):
    """A keyword; a bold one carries a rule of its own (rules reference)."""

    bold: bool = False


class Ability(Text):
    """A printed ability in both languages; ``ir`` is its executable form (the ability language)."""

    ir: dict[str, Any] | None = None


class CommandLine(Text):
    """The upside-down line used only from the command hand."""

    type: CommandType
    ir: dict[str, Any] | None = None


class Ruling(_Strict):
    date: date
    en: str = Field(min_length=1)
    ru: str = Field(min_length=1)
    sections: list[str] = Field(default_factory=list, description="rules-reference ids it concerns")


class Card(_Strict):
    id: str
    set: str = ""
    number: int = 0
    rarity: Rarity
    type: CardType
    side: Side
    planet: Planet | None = None
    name: Text
    flags: int = Field(default=0, ge=0, le=9)
    firepower: int | None = Field(default=None, ge=0, le=20)
    assault: int | None = Field(default=None, ge=0, le=20)
    speed: int | None = Field(default=None, ge=0, le=20)
    armor: int | None = Field(default=None, ge=0, le=20)
    required_flags: int | None = Field(default=None, ge=1, le=20)
    keywords: list[Keyword] = Field(default_factory=list)
    abilities: list[Ability] = Field(default_factory=list)
    die: int | None = Field(default=None, ge=1, le=6)
    command: CommandLine | None = None
    unique: bool = False
    unique_name: str | None = None
    flavor: Text | None = None
    rulings: list[Ruling] = Field(default_factory=list)

    @model_validator(mode="before")
    @classmethod
    def _fill_set_and_number(cls, data: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("id"), str):
            m = ID_PATTERN.match(data["id"])
            if m:
                data = dict(data)
                data["id"] = f"{m.group(1)}-{int(m.group(2)):03d}"     # its one spelling: canonical_id
                data.setdefault("set", m.group(1))
                data.setdefault("number", int(m.group(2)))
        return data

    @field_validator("id")
    @classmethod
    def _id_shape(cls, value: str) -> str:
        if not ID_PATTERN.match(value):
            raise rule("id-shape")
        return value

    @model_validator(mode="after")
    def _type_rules(self) -> Card:
        m = ID_PATTERN.match(self.id)
        if m and (self.set != m.group(1) or self.number != int(m.group(2))):
            raise rule("id-set-number", id=self.id)
        t = self.type
        present = {s for s in STATS if getattr(self, s) is not None}
        if t is CardType.unit:
            missing = [s for s in STATS if s not in present]
            if missing:
                raise rule("unit-needs", stats=", ".join(missing))
        elif t is CardType.asset:
            if self.armor is None:
                raise rule("asset-armor")
            extra = present - {"armor"}
            if extra:
                raise rule("asset-has-no", stats=", ".join(sorted(extra)))
        elif present:
            raise rule("type-has-no", type=t.value, stats=", ".join(s for s in STATS if s in present))
        if t is CardType.ship and self.flags:
            raise rule("ship-flags")
        if t is CardType.sector:
            if self.side is not Side.none:
                raise rule("sector-side")
            if self.planet is None:
                raise rule("sector-planet")
            if self.required_flags is None:
                raise rule("sector-required")
            if self.flags:
                raise rule("sector-flags")
            if self.die is not None or self.command is not None:
                raise rule("sector-die")
        else:
            if self.side is Side.none:
                raise rule("needs-side", type=t.value)
            if self.planet is not None:
                raise rule("only-sector-planet")
            if self.required_flags is not None:
                raise rule("only-sector-required")
            if self.die is None:
                raise rule("needs-die", type=t.value)
            if self.command is None:
                raise rule("needs-command", type=t.value)
        if self.unique_name is not None and not self.unique:
            raise rule("unique-name")
        return self

    @property
    def identity(self) -> str:
        """The name that makes two cards "the same card" for uniqueness and the 4-copy rule."""
        return (self.unique_name or self.name.en).casefold()

    @property
    def stats(self) -> tuple[int | None, int | None, int | None, int | None]:
        """Firepower, assault, speed, armor in their printed order."""
        return (self.firepower, self.assault, self.speed, self.armor)

    @property
    def flagged(self) -> bool:
        return self.flags > 0

    def keyword_names(self, lang: str = "en") -> list[str]:
        return [k.get(lang) for k in self.keywords]

    def has_keyword(self, word: str) -> bool:
        w = fold(word)
        return any(fold(k.en) == w or fold(k.ru) == w for k in self.keywords)


class CardSet(_Strict):
    code: str = Field(pattern=r"^[A-Z][A-Z0-9]{1,5}$")
    name: Text
    year: int | None = None


