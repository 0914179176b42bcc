"""Scenario files: a position, the decisions to make from it, and what must be true along the way
and at the end.

The format is described in docs/scenarios.md. :func:`run_scenario` plays one and reports every
expectation that failed; ``heresy scenario run FILE`` is its command-line twin. A file that makes
no sense raises one :class:`ScenarioError` naming the file and the field.
"""

from __future__ import annotations

import builtins
import json
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from heresy_app.engine import citations as R
from heresy_app.engine.catalog import catalog_for, printed_kind
from heresy_app.engine.decisions import IllegalDecision, NotationError, notation, parse
from heresy_app.engine.events import log_lines
from heresy_app.engine.game import STAGES, from_position
from heresy_app.engine.observation import summary
from heresy_app.engine.state import GameState
from heresy_app.engine.terms import PLANETS, POSITION_NAMES, QUESTION_KINDS, STAT_CODES, TYPE_CODES

if TYPE_CHECKING:
    from heresy_app.cards.model import Card
    from heresy_app.engine.shapes import CardSource, Decision, Json

# A scenario file's values are read as Any: TOML or JSON as written, each checked by _Reader before use.


class ScenarioError(ValueError):
    """A scenario file that cannot be read or makes no sense (bad input)."""


@dataclass
class ScenarioResult:
    title: str
    state: GameState
    labels: dict[str, int]
    failures: list[str] = field(default_factory=list)
    cited: list[str] = field(default_factory=list)   # every rules id the log cited, in order

    @property
    def passed(self) -> bool:
        return not self.failures

    def to_dict(self, lang: str = "en") -> Json:
        return {"title": self.title, "passed": self.passed, "failures": self.failures,
                "labels": self.labels, "state": summary(self.state),
                "log": [{"rule": r, "text": t} for r, t in log_lines(self.state, lang)]}


TOP_FIELDS = {"title", "rule", "rules", "seed", "decisions", "position", "expect", "check", "new_card", "_file"}
POSITION_FIELDS = {"planet", "attacker", "turn", "battle", "first", "to_act", "captured", "stage", "fought",
                   "card", "cards", "bonus", "counter", "extra_flags"}
CARD_FIELDS = {"label", "id", "owner", "zone", "sector", "position", "face_up"}
ZONES = ("deck", "hand", "discard", "fleet", "sector")
NEW_CARD_FIELDS = {"id", "type", "name", "side", "flags", "firepower", "assault", "speed", "armor", "keywords",
                   "abilities", "command", "die", "unique", "by_hand", "planet", "required_flags"}
EXPECT_FIELDS = {"zones", "positions", "stats", "face_up", "hand_counts", "deck_counts", "decks", "hands",
                 "discards", "captured", "winner", "is_over", "current_player", "question", "turn", "legal",
                 "not_legal", "flags", "log_cites", "log_lacks_cites", "log_order", "log_contains", "log_lacks"}


# ---------------------------------------------------------------------- reading the file

def load_scenario(path: str | Path) -> Json:
    """Read a scenario file (TOML, or JSON when it ends in .json)."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as err:
        raise ScenarioError(f"{p}: cannot read the scenario file: {err.strerror or err}") from None
    except UnicodeDecodeError:
        raise ScenarioError(f"{p}: not UTF-8 text") from None
    try:
        data = json.loads(text) if p.suffix.lower() == ".json" else tomllib.loads(text)
    except json.JSONDecodeError as err:
        raise ScenarioError(f"{p}: line {err.lineno}, column {err.colno}: {err.msg}") from None
    except tomllib.TOMLDecodeError as err:
        raise ScenarioError(f"{p}: {err}") from None
    if not isinstance(data, dict):
        raise ScenarioError(f"{p}: a scenario is a table of fields")
    data.setdefault("title", p.stem)
    data["_file"] = str(p)
    return data


class _Reader:
    """Checks the fields of one scenario; every complaint names the file and the field."""

    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, name: str, why: str) -> NoReturn:
        raise ScenarioError(f"{self.where}: {name}: {why}")

    def table(self, v: Any, name: str, allowed: set[str] | None = None) -> Json:
        if not isinstance(v, dict):
            self.fail(name, f"must be a table, not {v!r}")
        if allowed is not None:
            unknown = sorted(set(v) - allowed)
            if unknown:
                self.fail(name, f"unknown field(s) {', '.join(unknown)} (known: {', '.join(sorted(allowed))})")
        return v

    def array(self, v: Any, name: str) -> list[Any]:
        if not isinstance(v, list):
            self.fail(name, f"must be a list, not {v!r}")
        return v

    def int(self, v: Any, name: str, lo: builtins.int | None = None, hi: builtins.int | None = None) -> builtins.int:
        if type(v) is not int:
            self.fail(name, f"must be a whole number, not {v!r}")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            span = f"from {lo} to {hi}" if hi is not None else f"at least {lo}"
            self.fail(name, f"must be {span}, not {v!r}")
        return v

    def player(self, v: Any, name: str) -> builtins.int:
        if type(v) is not int or v not in (0, 1):
            self.fail(name, f"must be player 0 or 1, not {v!r}")
        return v

    def sector(self, v: Any, name: str) -> builtins.int:
        if type(v) is not int or v not in (0, 1, 2):
            self.fail(name, f"must be sector 0, 1 or 2, not {v!r}")
        return v

    def word(self, v: Any, name: str, choices: Sequence[str]) -> str:
        if v not in choices:
            self.fail(name, f"must be one of {', '.join(map(str, choices))}, not {v!r}")
        said: str = v   # (one of the choices: every caller's are words)
        return said

    def text(self, v: Any, name: str) -> str:
        if not isinstance(v, str) or not v.strip():
            self.fail(name, f"must be text, not {v!r}")
        return v

    def flag(self, v: Any, name: str) -> bool:
        if not isinstance(v, bool):
            self.fail(name, f"must be true or false, not {v!r}")
        return v

    def pair(self, v: Any, name: str) -> list[builtins.int]:
        if not isinstance(v, list) or len(v) != 2 or any(type(x) is not int for x in v):
            self.fail(name, f"must be two whole numbers [player 0, player 1], not {v!r}")
        return v

    def players(self, v: Any, name: str) -> dict[builtins.int, Any]:
        out = {}
        for k, x in self.table(v, name).items():
            if str(k) not in ("0", "1"):
                self.fail(f"{name}.{k}", "the key must be player 0 or 1")
            out[int(k)] = x
        return out


# ---------------------------------------------------------------------- the position

def _new_cards(r: _Reader, specs: Any) -> list[Card]:
    """The scenario's own cards (``[[new_card]]``) as card models."""
    from pydantic import ValidationError

    from heresy_app.abilities import parse as parse_ability
    from heresy_app.cards.model import Card

    out: list[Card] = []
    for i, spec in enumerate(r.array(specs, "new_card"), 1):
        name = f"new_card {i}"
        r.table(spec, name, NEW_CARD_FIELDS)

        def both(v: Any, key: str, name: str = name) -> dict[str, str]:   # (called in this pass of the loop)
            if isinstance(v, dict):
                r.table(v, f"{name}.{key}", {"en", "ru"})
                return {"en": r.text(v.get("en"), f"{name}.{key}.en"), "ru": r.text(v.get("ru"), f"{name}.{key}.ru")}
            r.text(v, f"{name}.{key}")
            return {"en": v, "ru": v}

        by_hand = r.flag(spec["by_hand"], f"{name}.by_hand") if "by_hand" in spec else False

        def kind_of(text: str, key: str, name: str = name, by_hand: bool = by_hand) -> str:
            try:
                return parse_ability(text, "en").kind
            except Exception as err:  # noqa: BLE001 - the ability language explains what it could not read
                if by_hand:   # a text left to the players (engine.manual): its type letters say when
                    return printed_kind(text)
                r.fail(f"{name}.{key}", f"the ability language cannot read {text!r}: {err} "
                                        "(by_hand = true lets the players resolve it by hand)")

        ctype = r.word(spec.get("type", "unit"), f"{name}.type", (*TYPE_CODES, "sector"))
        if ctype == "sector":   # a sector card of the scenario's own, played on its planet in place of one (g4b)
            data: Json = {"id": r.text(spec.get("id"), f"{name}.id"), "type": "sector", "rarity": "common", "side": "none",
                    "name": both(spec.get("name", spec.get("id")), "name"),
                    "planet": r.word(spec.get("planet", "isstvan_iii"), f"{name}.planet", PLANETS),
                    "required_flags": r.int(spec.get("required_flags", 1), f"{name}.required_flags", 1),
                    "abilities": []}
            for j, a in enumerate(r.array(spec.get("abilities", []), f"{name}.abilities")):
                t = both(a, f"abilities.{j}")
                kind_of(t["en"], f"abilities.{j}")
                data["abilities"].append(t)
            try:
                out.append(Card(**data))
            except ValidationError as err:
                first = err.errors()[0]
                r.fail(f"{name}.{'.'.join(map(str, first['loc'])) or 'card'}", first["msg"])
            continue
        data = {"id": r.text(spec.get("id"), f"{name}.id"), "type": ctype, "rarity": "common",
                "side": spec.get("side", "unaligned"), "name": both(spec.get("name", spec.get("id")), "name"),
                "flags": spec.get("flags", 0), "die": spec.get("die", 1), "unique": spec.get("unique", False),
                "keywords": [both(k, "keywords") for k in r.array(spec.get("keywords", []), f"{name}.keywords")],
                "abilities": []}
        stats = {"unit": ("firepower", "assault", "speed", "armor"), "asset": ("armor",), "ship": ()}[ctype]
        for s in stats:
            data[s] = spec.get(s, 0)
        for j, a in enumerate(r.array(spec.get("abilities", []), f"{name}.abilities")):
            if isinstance(a, dict) and "ir" in a:   # the executable form itself, as JSON text
                data["abilities"].append({**both({k: a[k] for k in ("en", "ru") if k in a}, f"abilities.{j}"),
                                          "ir": _stored_ir(r, a["ir"], f"{name}.abilities.{j}.ir")})
                continue
            t = both(a, f"abilities.{j}")
            kind_of(t["en"], f"abilities.{j}")
            data["abilities"].append(t)
        if "command" in spec:
            t = both(spec["command"], "command")
            data["command"] = {**t, "type": kind_of(t["en"], "command")}
        else:   # a command line the engine cannot carry out: it is never offered
            data["command"] = {"type": "T", "en": "T: (none)", "ru": "Т: (нет)"}
        try:
            out.append(Card(**data))
        except ValidationError as err:
            first = err.errors()[0]
            r.fail(f"{name}.{'.'.join(map(str, first['loc'])) or 'card'}", first["msg"])
    return out


def _stored_ir(r: _Reader, text: Any, name: str) -> Json:
    """A new card's ability given as its executable form (JSON text): what the engine plays, whatever
    the ability language reads of its words."""
    from pydantic import ValidationError

    from heresy_app.abilities.ir import Ability

    try:
        return Ability.model_validate(json.loads(r.text(text, name))).model_dump(mode="json")
    except (json.JSONDecodeError, ValidationError) as err:
        r.fail(name, f"not an executable form: {err}")


def build(data: Json, db: CardSource | None = None) -> tuple[GameState, dict[str, int]]:
    """The position of a scenario as a game state, and its card labels -> card numbers."""
    r = _Reader(data.get("_file", "scenario"))
    r.table(data, "scenario", TOP_FIELDS)
    pos = data.get("position")
    if pos is None:
        r.fail("position", "missing: a scenario needs a [position] table")
    r.table(pos, "position", POSITION_FIELDS)
    cards = pos.get("card", pos.get("cards"))
    if not isinstance(cards, list) or not cards:
        r.fail("position", "needs [[position.card]] entries")
    labels: dict[str, int] = {}
    counts = [0, 0]
    specs: list[tuple[int, int, Json]] = []
    for i, c in enumerate(cards, 1):
        name = f"position.card {i}"
        if not isinstance(c, dict) or "id" not in c or "owner" not in c:
            r.fail(name, "needs 'id' and 'owner'")
        unknown = set(c) - CARD_FIELDS
        if unknown:
            r.fail(name, f"unknown field(s) {', '.join(sorted(unknown))} "
                         "(top-level keys such as 'decisions' must come before [position])")
        owner = r.player(c["owner"], f"{name}.owner")
        r.text(c["id"], f"{name}.id")
        zone = r.word(c.get("zone", "deck"), f"{name}.zone", ZONES)
        if zone == "sector":
            r.sector(c.get("sector"), f"{name}.sector")
        elif "sector" in c:
            r.fail(f"{name}.sector", f"only a card in a sector has one (this one is in the {zone})")
        r.word(c.get("position", "ready"), f"{name}.position", POSITION_NAMES)
        if "face_up" in c:
            r.flag(c["face_up"], f"{name}.face_up")
        if "label" in c:
            r.text(c["label"], f"{name}.label")
        specs.append((owner, counts[owner], c))
        counts[owner] += 1
    if not counts[0] or not counts[1]:
        r.fail("position", "both players need at least one card")
    for owner, k, c in specs:
        label = c.get("label")
        if label is not None:
            if label in labels:
                r.fail("position.card", f"the label {label!r} is used twice")
            labels[str(label)] = k if owner == 0 else counts[0] + k
    n = counts[0] + counts[1]
    opts: Json = {}
    stage = opts["stage"] = r.word(pos.get("stage", "combat" if "battle" in pos else "battle_choice"),
                                   "position.stage", STAGES)
    if "planet" in pos:
        opts["planet"] = r.word(pos["planet"], "position.planet", PLANETS)
    elif stage != "setup":
        opts["planet"] = "isstvan_iii"
    if stage != "setup":
        opts["attacker"] = r.player(pos.get("attacker", 0), "position.attacker")
    elif "attacker" in pos or "planet" in pos:
        r.fail("position.stage", "at set-up the attacker and the planet are chosen by decisions, not given")
    opts["turn"] = r.int(pos.get("turn", 1), "position.turn", 1)
    for key in ("battle",):
        if key in pos:
            opts[key] = r.sector(pos[key], f"position.{key}")
    for key in ("first", "to_act"):
        if key in pos:
            opts[key] = r.player(pos[key], f"position.{key}")
    if "captured" in pos:
        opts["captured"] = {r.sector(_key_int(k), "position.captured"): r.player(p, f"position.captured.{k}")
                            for k, p in r.table(pos["captured"], "position.captured").items()}
    if "fought" in pos:
        opts["fought"] = [r.sector(s, "position.fought") for s in r.array(pos["fought"], "position.fought")]
    if "extra_flags" in pos:
        opts["extra_flags"] = r.pair(pos["extra_flags"], "position.extra_flags")

    def card_ref(v: Any, name: str) -> int:
        return _card_ref(r, v, name, labels, n)

    bonuses: list[Json] = []
    for i, b in enumerate(r.array(pos.get("bonus", []), "position.bonus"), 1):
        name = f"position.bonus {i}"
        r.table(b, name, {"card", "stat", "n", "until"})
        bonuses.append({"card": card_ref(b.get("card"), f"{name}.card"),
                        "stat": r.word(b.get("stat"), f"{name}.stat", tuple(STAT_CODES)),
                        "n": r.int(b.get("n"), f"{name}.n"),
                        "until": r.word(b.get("until", "war_action"), f"{name}.until", ("war_action", "battle", "turn"))})
    counter: list[Json] = []
    for i, b in enumerate(r.array(pos.get("counter", []), "position.counter"), 1):
        name = f"position.counter {i}"
        r.table(b, name, {"card", "until"})
        counter.append({"card": card_ref(b.get("card"), f"{name}.card"),
                        "until": r.word(b.get("until", "war_action"), f"{name}.until", ("war_action", "battle", "turn"))})
    if bonuses:
        opts["bonuses"] = bonuses
    if counter:
        opts["counter"] = counter
    seed = r.int(data.get("seed", 0), "seed", 0)
    if "new_card" in data:
        new = _new_cards(r, data["new_card"])
        try:
            db = catalog_for(db).with_cards(new)
        except ValueError as err:
            r.fail("new_card", str(err))
    try:
        g = from_position(cards, seed=seed, db=db, **opts)
    except (KeyError, ValueError, TypeError) as err:
        r.fail("position", str(err).strip("'\""))
    return g, labels


def _key_int(k: Any) -> Any:
    try:
        return int(k)
    except (TypeError, ValueError):
        return k


def _card_ref(r: _Reader, v: Any, name: str, labels: dict[str, int], n: int) -> int:
    """A card named by its label or as ``#N``."""
    if isinstance(v, str) and v in labels:
        return labels[v]
    if isinstance(v, str) and v.startswith("#") and v[1:].isdigit() and int(v[1:]) < n:
        return int(v[1:])
    r.fail(name, f"{v!r} is not a card: write a label of [[position.card]] or #N")


def _decision(raw: Any, labels: dict[str, int], r: _Reader, name: str) -> Decision:
    if isinstance(raw, str):   # the notation: "assault scout dread", "play card cmd", "pass"
        try:
            return parse(raw, labels)
        except NotationError as err:
            r.fail(name, f"{raw!r}: {err}")
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        r.fail(name, "a decision is a list like [\"pass\"] or text like \"pass\"")
    out: list[Any] = [raw[0]]
    for x in raw[1:]:
        if isinstance(x, str) and x in labels:
            out.append(labels[x])
        elif isinstance(x, float) or isinstance(x, bool):
            r.fail(name, f"{x!r} is neither a card label nor a whole number")
        else:
            out.append(x)
    return tuple(out)


# ---------------------------------------------------------------------- playing it

def run_scenario(source: str | Path | Json, db: CardSource | None = None) -> ScenarioResult:
    """Play a scenario; the result lists every expectation that failed."""
    data = source if isinstance(source, dict) else load_scenario(source)
    r = _Reader(data.get("_file", "scenario"))
    g, labels = build(data, db)
    result = ScenarioResult(str(data.get("title")), g, labels)
    raw = r.array(data.get("decisions", []), "decisions")
    decisions = [_decision(d, labels, r, f"decision {i}") for i, d in enumerate(raw, 1)]
    for key in ("rule",):
        if key in data:
            r.text(data[key], key)
    for x in r.array(data.get("rules", []), "rules"):
        r.text(x, "rules")
    checks: dict[int, list[Json]] = {}
    for i, c in enumerate(r.array(data.get("check", []), "check"), 1):
        r.table(c, f"check {i}", EXPECT_FIELDS | {"after"})
        after = r.int(c.get("after"), f"check {i}.after", 0, len(decisions))
        checks.setdefault(after, []).append({k: v for k, v in c.items() if k != "after"})
    expect = r.table(data.get("expect", {}), "expect", EXPECT_FIELDS)
    n = len(g.tpl)
    _validate_expect(r, expect, "expect", labels, n)
    for i, cs in checks.items():
        for c in cs:
            _validate_expect(r, c, f"check (after {i})", labels, n)
    for c in checks.get(0, ()):
        _check(c, g, labels, result, r, "before any decision: ")
    for i, (d, text) in enumerate(zip(decisions, raw, strict=True), 1):
        try:
            g.apply(d)
        except IllegalDecision as err:
            result.failures.append(f"decision {i} {text if isinstance(text, str) else list(text)}: {err}")
            result.cited = [e.rule for e in g.log]
            return result
        for c in checks.get(i, ()):
            _check(c, g, labels, result, r, f"after decision {i}: ")
    _check(expect, g, labels, result, r, "")
    result.cited = [e.rule for e in g.log]
    return result


def _validate_expect(r: _Reader, expect: Json, name: str, labels: dict[str, int], n: int) -> None:
    """Check the expectations' form (cards, decisions, words) before anything is played."""
    checks: dict[str, Callable[[Any, str], object]] = {
              "zones": lambda v, f: r.word(r.text(v, f).split(":")[0], f, ZONES + ("table",)),
              "positions": lambda v, f: r.word(v, f, POSITION_NAMES),
              "face_up": r.flag,
              "stats": lambda v, f: [r.int(x, f"{f}.{r.word(k, f, tuple(STAT_CODES))}") for k, x in r.table(v, f).items()]}
    for key, check in checks.items():
        for c, v in r.table(expect.get(key, {}), f"{name}.{key}").items():
            _card_ref(r, c, f"{name}.{key}", labels, n)
            check(v, f"{name}.{key}.{c}")
    for key in ("hand_counts", "deck_counts"):
        if key in expect:
            r.pair(expect[key], f"{name}.{key}")
    if "flags" in expect:
        r.pair(expect["flags"], f"{name}.flags")
    for key in ("decks", "hands", "discards"):
        if key in expect:
            for p, cards in r.players(expect[key], f"{name}.{key}").items():
                for c in r.array(cards, f"{name}.{key}.{p}"):
                    _card_ref(r, c, f"{name}.{key}.{p}", labels, n)
    if "captured" in expect:
        for k, v in r.table(expect["captured"], f"{name}.captured").items():
            r.sector(_key_int(k), f"{name}.captured")
            if v not in ("none", None):
                r.player(v, f"{name}.captured.{k}")
    if "winner" in expect and expect["winner"] not in (0, 1, "draw", "none"):
        r.fail(f"{name}.winner", f"must be 0, 1 or \"draw\", not {expect['winner']!r}")
    if "is_over" in expect:
        r.flag(expect["is_over"], f"{name}.is_over")
    if "current_player" in expect:
        r.player(expect["current_player"], f"{name}.current_player")
    if "turn" in expect:
        r.int(expect["turn"], f"{name}.turn", 0)
    if "question" in expect:
        r.word(expect["question"], f"{name}.question", QUESTION_KINDS)
    for key in ("legal", "not_legal", "log_cites", "log_lacks_cites", "log_order", "log_contains", "log_lacks"):
        if key in expect:
            for x in r.array(expect[key], f"{name}.{key}"):
                if key.startswith("log") and not isinstance(x, str):
                    r.fail(f"{name}.{key}", f"holds text, not {x!r}")
                if not key.startswith("log"):
                    _decision(x, labels, r, f"{name}.{key}")
    for key in ("log_cites", "log_lacks_cites", "log_order"):
        for x in expect.get(key, ()):
            if x not in R.all_ids():
                r.fail(f"{name}.{key}", f"{x!r} is no rules id the engine cites")


def _final_flags(g: GameState) -> list[int] | None:
    """The flags counted now (in a battle) or by the last resolution."""
    if g.bsec >= 0:
        return g.flag_counts()
    for e in reversed(g.log):
        if e.key == "no-capture":
            return [e.args["flags0"], e.args["flags1"]]
        if e.key == "capture":
            p = e.args["player"]
            out = [0, 0]
            out[p], out[1 - p] = e.args["flags"], e.args["against"]
            return out
    return None


def _check(expect: Json, g: GameState, labels: dict[str, int], result: ScenarioResult, r: _Reader, when: str) -> None:
    n = len(g.tpl)

    def card(v: Any, name: str) -> int:
        return _card_ref(r, v, name, labels, n)

    def name_of(c: int) -> str:
        return next((k for k, v in labels.items() if v == c), f"#{c}")

    def fail(msg: str) -> None:
        result.failures.append(when + msg)

    got: Any   # what the game shows, of the kind each expectation compares it with

    for name, zone in (expect.get("zones") or {}).items():
        got = g.zone_of(card(name, "zones"))
        if got != zone and not (zone == "sector" and got.startswith("sector:")):
            fail(f"{name} should be in {zone}, is in {got}")
    for name, want in (expect.get("positions") or {}).items():
        got = POSITION_NAMES[g.pos[card(name, "positions")]]
        if got != want:
            fail(f"{name} should be {want}, is {got}")
    for name, want in (expect.get("face_up") or {}).items():
        got = g.up[card(name, "face_up")]
        if got != want:
            fail(f"{name} should be face {'up' if want else 'down'}, is face {'up' if got else 'down'}")
    for name, want in (expect.get("stats") or {}).items():
        c = card(name, "stats")
        for stat, v in r.table(want, f"stats.{name}").items():
            got = g.stat(c, STAT_CODES[r.word(stat, f"stats.{name}", tuple(STAT_CODES))])
            if got != v:
                fail(f"{name} should have {stat} {v}, has {got}")
    for key, piles, ordered in (("decks", g.decks, True), ("hands", g.hands, False), ("discards", g.discards, False)):
        for p, want in r.players(expect.get(key, {}), key).items():
            cards = [card(x, f"{key}.{p}") for x in want]
            got = list(reversed(piles[p])) if ordered else piles[p]
            if (got != cards) if ordered else (sorted(got) != sorted(cards)):
                fail(f"player {p}'s {key[:-1]} should be {[name_of(c) for c in cards]}"
                     f"{' (top first)' if ordered else ''}, is {[name_of(c) for c in got]}")
    for key, piles in (("hand_counts", g.hands), ("deck_counts", g.decks)):
        if key in expect:
            got = [len(piles[0]), len(piles[1])]
            if got != list(expect[key]):
                fail(f"{key.replace('_', ' ')} should be {expect[key]}, are {got}")
    if "winner" in expect:
        want = expect["winner"]
        want = None if want in ("draw", "none") else want
        if g.winner != want or not g.is_over:
            fail(f"the winner should be {expect['winner']}, the game is "
                 + (f"over, winner {g.winner}" if g.is_over else "not over"))
    if "is_over" in expect and g.is_over != expect["is_over"]:
        fail(f"is_over should be {expect['is_over']}")
    for s, p in (expect.get("captured") or {}).items():
        got = g.sec_owner[int(s)]
        want = -1 if p in (None, "none") else int(p)
        if got != want:
            fail(f"sector {s} should be captured by {p}, is {'nobody' if got < 0 else got}")
    if "current_player" in expect and g.current_player != expect["current_player"]:
        fail(f"the decision should be player {expect['current_player']}'s, is {g.current_player}'s")
    if "turn" in expect and g.turn != expect["turn"]:
        fail(f"the turn should be {expect['turn']}, is {g.turn}")
    if "question" in expect and g.question().kind != expect["question"]:
        fail(f"the question should be {expect['question']!r}, is {g.question().kind!r}")
    if "flags" in expect:
        got = _final_flags(g)
        if got != list(expect["flags"]):
            fail(f"the flags should be {expect['flags']}, are {got}")
    legal = g.legal_decisions()
    for i, raw in enumerate(expect.get("legal") or (), 1):
        d = _decision(raw, labels, r, f"legal {i}")  # checked before the game was played
        if d not in legal:
            fail(f"{raw} should be legal, is not (legal: {', '.join(notation(x) for x in legal)})")
    for i, raw in enumerate(expect.get("not_legal") or (), 1):
        if _decision(raw, labels, r, f"not_legal {i}") in legal:
            fail(f"{raw} should not be legal, is")
    cited = [e.rule for e in g.log]
    for rule in expect.get("log_cites") or ():
        if rule not in cited:
            fail(f"the log should cite {rule}")
    for rule in expect.get("log_lacks_cites") or ():
        if rule in cited:
            fail(f"the log should not cite {rule}")
    order = list(expect.get("log_order") or ())
    it = iter(cited)
    if order and not all(rule in it for rule in order):
        fail(f"the log should cite {' then '.join(order)} in this order")
    text = "\n".join(t for _, t in log_lines(g, "en"))
    for piece in expect.get("log_contains") or ():
        if piece not in text:
            fail(f"the log should contain {piece!r}")
    for piece in expect.get("log_lacks") or ():
        if piece in text:
            fail(f"the log should not contain {piece!r}")
