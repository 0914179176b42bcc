"""Helpers for tests that play an executable form (IR) as printed: cards of the test's own, their
abilities given as IR objects (``heresy_app.abilities.ir``), in a position of a battle."""

from __future__ import annotations

from heresy_app.abilities import ir
from heresy_app.cards.model import Card
from heresy_app.engine.catalog import catalog_for

try:   # imported as tests.engine.printed or, with tests/engine on the path, as printed
    from tests.engine.helpers import position
except ImportError:  # pragma: no cover
    from helpers import position

_KEYWORDS = {"Infantry": "Пехота", "Vehicle": "Техника", "Hero": "Герой", "Walker": "Шагатель"}
_count = [0]


def ability(kind, *effects, **kw) -> dict:
    """An ability's IR as the engine reads it (a JSON dict)."""
    return ir.Ability(kind=kind, effects=list(effects), **kw).model_dump(mode="json")


def card(*abilities, type="unit", fp=1, as_=1, sp=1, ar=1, flags=0, keywords=(), command=None, name=None,
         die=3) -> Card:
    """A card of the test's own (a fresh id each time) with ``abilities`` (IR dicts)."""
    _count[0] += 1
    cid = f"T24-{_count[0]:03d}"
    name = name or cid
    data = {"id": cid, "type": type, "rarity": "common", "side": "unaligned", "name": {"en": name, "ru": name},
            "flags": flags, "die": die, "keywords": [{"en": k, "ru": _KEYWORDS.get(k, k)} for k in keywords],
            "abilities": [{"en": f"({kind_of(a)})", "ru": f"({kind_of(a)})", "ir": a} for a in abilities]}
    if type == "unit":
        data.update(firepower=fp, assault=as_, speed=sp, armor=ar)
    elif type == "asset":
        data["armor"] = ar
    if command is None:   # a command line never usable here (the game is on Isstvan III)
        command = ability("T", ir.Draw(count=ir.Number(value=1)),
                          conditions=[ir.Condition(mode="only_if", predicate=ir.OnPlanet(planet="prospero"))])
    data["command"] = {"type": command["kind"], "en": "(command)", "ru": "(команда)", "ir": command}
    return Card(**data)


def kind_of(a) -> str:
    return a["kind"]


def game(*cards, battle=0, to_act=0, stage=None, **kw):
    """A position: ``cards`` are (label, Card, owner, zone[, sector[, position]]); P1 attacks, the
    battle is for ``battle``, ``to_act`` declares the next war action. Each player also gets five
    plain cards in the deck (die 3). Returns (state, labels)."""
    new = {}
    for item in cards:
        new[item[1].id] = item[1]
    filler = card(name="Filler")
    cat = catalog_for(None).with_cards([*new.values(), filler])
    rows = [*cards, *[(f"d{p}{i}", filler, p, "deck") for p in (0, 1) for i in range(5)]]
    rows = [(label, c.id, owner, *rest) for label, c, owner, *rest in sorted(rows, key=lambda r: r[2])]
    if stage in (None, "combat"):
        kw["to_act"] = to_act
    return position(rows, battle=battle, stage=stage, db=cat, **kw)


def keyword(k, negate=False):
    return ir.KeywordFilter(keyword=k, negate=negate)


def texts(g, lang="en") -> list[str]:
    from heresy_app.engine import log_lines

    return [t for _, t in log_lines(g, lang)]


def until(g, kind, player=None, event=None, limit=40):
    """Pass every window (and decline blocks) until a question of ``kind`` asks ``player`` (about
    ``event`` when given); None when the game asks for something else first."""
    for _ in range(limit):
        q = g.question()
        if q.kind == kind and (player is None or q.player == player) and (
                event is None or q.about.get("event") == event):
            return q
        legal = g.legal_decisions()
        if q.kind == "block" and ("no_block",) in legal:
            g.apply(("no_block",))
        elif ("pass",) in legal:
            g.apply(("pass",))
        else:
            return None
    return None


def offered(g, c):
    return ("play", c, 0) in g.legal_decisions()


def to_reaction(g, event, limit=30):
    """Pass every window until a reaction window for ``event`` asks (None when none comes)."""
    for _ in range(limit):
        q = g.question()
        if q.kind == "reaction" and q.about.get("event") == event:
            return q
        if q.kind not in ("reaction", "tactics", "modifier") or ("pass",) not in g.legal_decisions():
            return None
        g.apply(("pass",))
    return None
