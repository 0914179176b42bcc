"""What the engine needs to know about a card, read once from the card database.

A :class:`Template` is the engine's flat, fast view of one :class:`~heresy_app.cards.model.Card`:
plain ints and tuples, abilities as IR dicts (``None`` = not executable, "resolve by hand").
A :class:`Catalog` caches templates per card id so many games can share them.
"""

from __future__ import annotations

from heresy_app.cards.model import fold

from heresy_app.engine.effects import supported  # noqa: F401  (what the engine can execute)
from heresy_app.engine.terms import (AR, AS, ASSET, FL, FP, SHIP, SP, STAT_CODES, TYPE_CODES,  # noqa: F401
                                     TYPE_NAMES, UNIT)


def _mentions_x(value) -> bool:
    if isinstance(value, dict):
        return value.get("kind") == "x" or any(_mentions_x(v) for k, v in value.items() if k != "x")
    if isinstance(value, list):
        return any(_mentions_x(v) for v in value)
    return False


class Ab:
    """One executable ability: its IR plus the facts the engine asks about often."""

    __slots__ = ("kind", "ir", "unlimited", "free_x", "text", "text_ru", "costs", "effects", "conditions",
                 "trigger", "x", "choices")

    def __init__(self, ir: dict, text: str, text_ru: str | None = None):
        self.ir = ir
        self.text_ru = text_ru or text
        self.kind = ir["kind"]
        self.unlimited = bool(ir.get("unlimited"))
        self.costs = list(ir.get("costs") or ())
        self.effects = list(ir.get("effects") or ())
        self.conditions = list(ir.get("conditions") or ())
        self.trigger = ir.get("trigger")
        self.x = ir.get("x")
        self.free_x = self.x is None and _mentions_x({k: v for k, v in ir.items() if k != "x"})
        self.text = text
        # effects whose target is a choice made when the ability is announced ("any blocking unit"
        # is one: a choice among the units that block)
        self.choices = tuple(i for i, e in enumerate(self.effects)
                             if ((e.get("target") or {}).get("ref") == "choose"
                                 and e["target"].get("quantity", "exactly") != "all")
                             or ((e.get("target") or {}).get("ref") == "blocking" and e["target"].get("choice")))


class Template:
    """The engine's view of one card (shared by every copy in every game)."""

    __slots__ = ("id", "name", "name_ru", "type", "stats", "die", "keywords", "counter", "identity",
                 "abilities", "by_kind", "command", "command_type", "command_text", "versus",
                 "const_mods", "const_counter", "manual")

    def __init__(self, card):
        self.id = card.id
        self.name = card.name.en
        self.name_ru = card.name.ru
        self.type = TYPE_CODES[card.type.value]
        self.stats = (card.firepower or 0, card.assault or 0, card.speed or 0, card.armor or 0,
                      card.flags or 0)
        self.die = card.die or 1
        kws = set()
        counter = False
        for k in card.keywords:
            kws.add(fold(k.en))
            kws.add(fold(k.ru))
            if fold(k.en) == "counter-attack":
                counter = True
        self.keywords = frozenset(kws)
        self.counter = counter
        self.identity = card.identity if card.unique else None
        self.abilities: list[Ab | None] = []
        self.by_kind: dict[str, tuple[int, ...]] = {}
        self.versus: list[tuple[int, int, str]] = []
        self.const_mods: list[tuple[int, int]] = []
        self.const_counter = False
        self.manual: list[str] = []
        for i, a in enumerate(card.abilities):
            ir = _ir_of(a.ir, a.en)
            ab = Ab(ir, a.en, a.ru) if supported(ir) else None
            self.abilities.append(ab)
            if ab is None:
                self.manual.append(a.en)
                continue
            self.by_kind[ab.kind] = self.by_kind.get(ab.kind, ()) + (i,)
            if ab.kind == "constant":
                for e in ab.effects:
                    if e["op"] == "versus":
                        self.versus.append((STAT_CODES[e["stat"]], int(e["amount"]), fold(e["keyword"])))
                    elif e["op"] == "modify" and (e.get("target") or {}).get("ref") == "this" \
                            and (e.get("amount") or {}).get("kind") == "number":
                        self.const_mods.append((STAT_CODES[e["stat"]], int(e.get("sign", 1)) * e["amount"]["value"]))
                    elif e["op"] == "counter_attack" and (e.get("target") or {}).get("ref") == "this":
                        self.const_counter = True
        self.command = None
        self.command_type = card.command.type.value if card.command else None
        self.command_text = card.command.en if card.command else ""
        if card.command is not None:
            ir = _ir_of(card.command.ir, card.command.en)
            if supported(ir, command=True) and ir["kind"] == self.command_type:
                self.command = Ab(ir, card.command.en, card.command.ru)
            else:
                self.manual.append(card.command.en)


def _ir_of(ir, text):
    """The stored IR, or (when none is stored) the ability language's parse of the English text."""
    if ir is not None:
        return ir
    try:
        from heresy_app.abilities import parse  # the parser lands after the IR
    except ImportError:
        return None
    try:
        parsed = parse(text, "en")
    except Exception:
        return None
    return parsed.model_dump(mode="json") if hasattr(parsed, "model_dump") else None


class Catalog:
    """Templates by card id, read lazily from a :class:`~heresy_app.cards.db.CardDB`."""

    def __init__(self, db=None):
        if db is None:
            from heresy_app.cards.db import CardDB
            db = CardDB()
        self.db = db
        self._templates: dict[str, Template] = {}
        self._sectors: dict[str, list] = {}

    def template(self, card_id: str) -> Template:
        t = self._templates.get(card_id)
        if t is None:
            card = self.db.get(card_id)
            if card is None:
                raise KeyError(f"no card with id {card_id!r} in the card database")
            if card.type.value == "sector":
                raise ValueError(f"{card_id} is a sector card; sectors are never in a deck")
            t = self._templates[card_id] = Template(card)
        return t

    def with_cards(self, cards) -> "Catalog":
        """A catalog that also knows ``cards``: card models that are not in the database (a
        scenario's own cards). Their ids must be new."""
        cat = Catalog(self.db)
        cat._sectors = self._sectors
        for card in cards:
            if card.id in cat._templates or self.db.get(card.id) is not None:
                raise ValueError(f"{card.id} is already a card: a new card needs an id of its own")
            cat._templates[card.id] = Template(card)
        return cat

    def sectors(self, planet: str) -> list:
        """The sector cards of a planet, by id: [(id, name, required_flags, keywords, Russian name), ...]."""
        if planet not in self._sectors:
            rows = [c for c in self.db.all_cards() if c.type.value == "sector"
                    and c.planet is not None and c.planet.value == planet]
            rows.sort(key=lambda c: c.id)
            self._sectors[planet] = [(c.id, c.name.en, c.required_flags or 1,
                                      frozenset(fold(k.en) for k in c.keywords), c.name.ru) for c in rows[:3]]
        return self._sectors[planet]


_shared: dict[int, Catalog] = {}


def catalog_for(db) -> Catalog:
    """One shared catalog per database object (or a default database when ``db`` is None)."""
    if isinstance(db, Catalog):
        return db
    if db is None:
        cat = _shared.get(0)
        if cat is None:
            cat = _shared[0] = Catalog(None)
        return cat
    key = id(db)
    cat = _shared.get(key)
    if cat is None or cat.db is not db:
        cat = _shared[key] = Catalog(db)
    return cat
