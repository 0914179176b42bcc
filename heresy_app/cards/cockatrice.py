"""A Cockatrice card database (its ``cards.xsd``, version 4) of every shipped and user card, so
that Cockatrice can host the game online (docs/cockatrice.md).

Cockatrice knows a card by its name, the name a ``.cod`` deck names (Heresy writes English names:
:func:`heresy_app.decks.formats.to_cod`). Each card carries its text (abilities, then the command
line) and properties Cockatrice shows and filters by: ``type`` and ``maintype`` (the type
line: "Unit — Loyalist — Infantry, Space Marines"), ``allegiance`` (the side: Cockatrice keeps
the property ``side`` for a card's face, front or back), ``flags``, ``firepower``, ``assault``,
``speed``, ``armor``, ``die``, ``commandtype``, ``keywords``, ``cmc`` (the die, so that its
deck statistics' "mana curve" is the die faces), ``name_ru``, and for sectors ``planet`` and
``requiredflags``. Sectors are tokens: never in a deck, each player creates them on the table.

>>> from heresy_app.cards.db import CardDB
>>> db = CardDB(user=False)
>>> xml = cockatrice_xml([db.get("IS-001")], {"IS": ("Isstvan", 2003)})
>>> "<name>Tactical Squad</name>" in xml and "<firepower>3</firepower>" in xml
True
>>> image_name("Fire // Ice"), image_name("Circle of Protection: Red"), image_name("Who/What")
('FireIce', 'Circle of Protection Red', 'Who What')
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Set
from datetime import date
from typing import TYPE_CHECKING

from heresy_app import __version__

if TYPE_CHECKING:
    from heresy_app.cards.model import Card

TYPE_WORDS = {"unit": "Unit", "asset": "Asset", "ship": "Ship", "sector": "Sector"}
SIDE_WORDS = {"loyalist": "Loyalist", "traitor": "Traitor", "unaligned": "Unaligned", "none": ""}
PLANET_WORDS = {"isstvan_iii": "Isstvan III", "prospero": "Prospero"}
RARITY_WORDS = {"common": "common", "uncommon": "uncommon", "rare": "rare", "very_rare": "mythic"}
# Cockatrice's table rows: 0 the back row, 1 the middle, 2 the front (creatures), 3 the stack
TABLE_ROW = {"unit": 2, "asset": 1, "ship": 0, "sector": 0}
USER_SET = ("USER", "Your own cards")


_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff\ud800-\udfff]")


def xml_text(text: str) -> str:
    """``text`` without what XML 1.0 cannot hold (control characters, lone surrogates)."""
    return _NOT_XML.sub("", text)


def type_line(card: Card) -> str:
    """"Unit — Loyalist — Infantry, Space Marines"; a sector: "Sector — Prospero"."""
    parts = [TYPE_WORDS[card.type.value]]
    if card.type.value == "sector":
        if card.planet is not None:
            parts.append(PLANET_WORDS[card.planet.value])
    elif SIDE_WORDS[card.side.value]:
        parts.append(SIDE_WORDS[card.side.value])
    line = " — ".join(parts)
    if card.keywords:
        line += " — " + ", ".join(k.en for k in card.keywords)
    return line


def card_text(card: Card) -> str:
    """The text box as a player reads it: stats, abilities, then the command line."""
    lines = []
    t = card.type.value
    if t == "unit":
        lines.append(f"Flags {card.flags} · FP {card.firepower} · AS {card.assault} · SP {card.speed} "
                     f"· AR {card.armor}")
    elif t == "asset":
        lines.append(f"Flags {card.flags} · AR {card.armor}")
    elif t == "sector":
        lines.append(f"Flags to capture: {card.required_flags}")
    lines += [a.en for a in card.abilities]
    if card.command is not None:
        lines.append(f"Command line (die {card.die}): {card.command.en}")
    elif card.die is not None:
        lines.append(f"Die {card.die}")
    return "\n".join(lines)


def properties(card: Card) -> dict[str, str]:
    t = card.type.value
    props = {"type": type_line(card), "maintype": TYPE_WORDS[t], "name_ru": card.name.ru}
    if t != "sector":
        props["allegiance"] = SIDE_WORDS[card.side.value]
    if t in ("unit", "asset"):
        props["flags"] = str(card.flags)
    for stat in ("firepower", "assault", "speed", "armor"):
        value = getattr(card, stat)
        if value is not None:
            props[stat] = str(value)
    if card.die is not None:
        props["die"] = str(card.die)
        props["cmc"] = str(card.die)
    if card.command is not None:
        props["commandtype"] = card.command.type.value
    if card.keywords:
        props["keywords"] = ", ".join(k.en for k in card.keywords)
    if t == "sector":
        if card.planet is not None:
            props["planet"] = PLANET_WORDS[card.planet.value]
        if card.required_flags is not None:
            props["requiredflags"] = str(card.required_flags)
    return props


def image_name(name: str) -> str:
    """The file name (without its extension) Cockatrice looks a card's picture up by in its
    ``pics/CUSTOM`` folder: its "corrected" name (`` // ``, ``:``, ``"`` and ``?`` left out,
    ``/`` as a space), and what no file system takes left out too."""
    out = re.sub(r'[:"?]', "", name.replace(" // ", "")).replace("/", " ")
    return re.sub(r'[\\*<>|\x00-\x1f]', "", out).strip().rstrip(".")


def unique_by_name(cards: Iterable[Card]) -> tuple[list[Card], list[tuple[str, str]]]:
    """The cards with distinct English names (Cockatrice knows a card by its name), the first
    of each name kept; and (dropped id, kept id) for each left out."""
    kept: list[Card] = []
    seen: dict[str, str] = {}
    dropped: list[tuple[str, str]] = []
    for c in cards:
        key = c.name.en.casefold()
        if key in seen:
            dropped.append((c.id, seen[key]))
            continue
        seen[key] = c.id
        kept.append(c)
    return kept, dropped


def cockatrice_xml(cards: Iterable[Card], sets: dict[str, tuple[str, int | None]], user_ids: Set[str] = frozenset()) -> str:
    """The card database as XML text. ``sets``: set code -> (long name, year); a user card whose
    set is not among them goes in a set of the user's own cards."""
    root = ET.Element("cockatrice_carddatabase", version="4")
    info = ET.SubElement(root, "info")
    ET.SubElement(info, "author").text = "Heresy"
    ET.SubElement(info, "createdAt").text = date.today().isoformat()
    ET.SubElement(info, "sourceVersion").text = __version__
    used: dict[str, tuple[str, int | None]] = {}
    for c in cards:
        code = c.set if c.set in sets else USER_SET[0]
        used.setdefault(code, sets.get(code) or (USER_SET[1], None))
    set_el = ET.SubElement(root, "sets")
    for code, (longname, year) in used.items():
        s = ET.SubElement(set_el, "set")
        ET.SubElement(s, "name").text = code
        ET.SubElement(s, "longname").text = xml_text(longname)
        ET.SubElement(s, "settype").text = "Custom"
        if year:
            ET.SubElement(s, "releasedate").text = f"{year}-01-01"
    cards_el = ET.SubElement(root, "cards")
    for c in cards:
        el = ET.SubElement(cards_el, "card")
        ET.SubElement(el, "name").text = xml_text(c.name.en)
        ET.SubElement(el, "text").text = xml_text(card_text(c))
        prop = ET.SubElement(el, "prop")
        for key, value in properties(c).items():
            ET.SubElement(prop, key).text = xml_text(value)
        code = c.set if c.set in sets else USER_SET[0]
        ET.SubElement(el, "set", num=str(c.number), rarity=RARITY_WORDS[c.rarity.value]).text = code
        if c.type.value == "sector":
            ET.SubElement(el, "token").text = "1"
        ET.SubElement(el, "tablerow").text = str(TABLE_ROW[c.type.value])
    ET.indent(root, space="  ")
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
