"""Scenario files: a position, the decisions to make from it, and the outcome to expect.

The format is described in docs/scenarios.md. :func:`run_scenario` plays one and reports every
expectation that failed; ``heresy scenario run FILE`` is its command-line twin.
"""

from __future__ import annotations

import json
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from heresy_app.engine.decisions import IllegalDecision, NotationError, parse
from heresy_app.engine.events import log_lines
from heresy_app.engine.game import from_position
from heresy_app.engine.observation import summary
from heresy_app.engine.state import GameState
from heresy_app.engine.terms import POSITION_NAMES, STAT_CODES


class ScenarioError(ValueError):
    """A scenario file that cannot be read or makes no sense (bad input)."""


@dataclass
class ScenarioResult:
    title: str
    state: GameState
    labels: dict[str, int]
    failures: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures

    def to_dict(self, lang: str = "en") -> dict:
        return {"title": self.title, "passed": self.passed, "failures": self.failures,
                "labels": self.labels, "state": summary(self.state),
                "log": [{"rule": r, "text": t} for r, t in log_lines(self.state, lang)]}


CARD_FIELDS = {"label", "id", "owner", "zone", "sector", "position", "face_up"}


def load_scenario(path: str | Path) -> dict:
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


def _where(data) -> str:
    return data.get("_file", "scenario")


def build(data: dict, db=None) -> tuple[GameState, dict[str, int]]:
    """The position of a scenario as a game state, and its card labels -> card numbers."""
    where = _where(data)
    pos = data.get("position")
    if not isinstance(pos, dict):
        raise ScenarioError(f"{where}: missing [position] table")
    cards = pos.get("card") or pos.get("cards")
    if not isinstance(cards, list) or not cards:
        raise ScenarioError(f"{where}: [position] needs [[position.card]] entries")
    labels: dict[str, int] = {}
    counts = [0, 0]
    specs = []
    for i, c in enumerate(cards, 1):
        if not isinstance(c, dict) or "id" not in c or "owner" not in c:
            raise ScenarioError(f"{where}: position.card {i}: needs 'id' and 'owner'")
        unknown = set(c) - CARD_FIELDS
        if unknown:
            raise ScenarioError(f"{where}: position.card {i}: unknown field(s) {', '.join(sorted(unknown))} "
                                f"(top-level keys such as 'decisions' must come before [position])")
        owner = c["owner"]
        if owner not in (0, 1):
            raise ScenarioError(f"{where}: position.card {i}: owner must be 0 or 1, not {owner!r}")
        if c.get("position", "ready") not in POSITION_NAMES:
            raise ScenarioError(f"{where}: position.card {i}: position must be one of {', '.join(POSITION_NAMES)}")
        specs.append((owner, counts[owner], c))
        counts[owner] += 1
    n0 = counts[0]
    for owner, k, c in specs:
        label = c.get("label")
        if label is not None:
            if label in labels:
                raise ScenarioError(f"{where}: the label {label!r} is used twice")
            labels[str(label)] = k if owner == 0 else n0 + k
    if not counts[0] or not counts[1]:
        raise ScenarioError(f"{where}: both players need at least one card")
    try:
        g = from_position(
            cards, planet=pos.get("planet", "isstvan_iii"), attacker=pos.get("attacker", 0),
            turn=pos.get("turn", 1), battle=pos.get("battle"), first=pos.get("first"),
            to_act=pos.get("to_act"), captured=pos.get("captured"), seed=data.get("seed", 0), db=db)
    except (KeyError, ValueError, TypeError) as err:
        raise ScenarioError(f"{where}: position: {err}") from None
    return g, labels


def _decision(raw, labels, where, i):
    if isinstance(raw, str):   # the notation: "assault scout dread", "play card cmd", "pass"
        try:
            return parse(raw, labels)
        except NotationError as err:
            raise ScenarioError(f"{where}: decision {i} {raw!r}: {err}") from None
    if not isinstance(raw, list) or not raw or not isinstance(raw[0], str):
        raise ScenarioError(f"{where}: decision {i}: a decision is a list like [\"pass\"] or text like \"pass\"")
    out = [raw[0]]
    for x in raw[1:]:
        if isinstance(x, str) and x in labels:
            out.append(labels[x])
        else:
            out.append(x)
    return tuple(out)


def run_scenario(source: str | Path | dict, db=None) -> ScenarioResult:
    """Play a scenario; the result lists every expectation that failed."""
    data = source if isinstance(source, dict) else load_scenario(source)
    where = _where(data)
    g, labels = build(data, db)
    result = ScenarioResult(str(data.get("title")), g, labels)
    decisions = data.get("decisions", [])
    if not isinstance(decisions, list):
        raise ScenarioError(f"{where}: 'decisions' must be a list")
    for i, raw in enumerate(decisions, 1):
        d = _decision(raw, labels, where, i)
        try:
            g.apply(d)
        except IllegalDecision as err:
            result.failures.append(f"decision {i} {raw if isinstance(raw, str) else list(raw)}: {err}")
            return result
    _check(data.get("expect") or {}, g, labels, result, where)
    return result


def _check(expect: dict, g: GameState, labels: dict, result: ScenarioResult, where: str) -> None:
    def label(name):
        if name not in labels:
            raise ScenarioError(f"{where}: expect: unknown card label {name!r}")
        return labels[name]

    fail = result.failures.append
    for name, zone in (expect.get("zones") or {}).items():
        got = g.zone_of(label(name))
        if got != zone and not (zone == "sector" and got.startswith("sector:")):
            fail(f"{name} should be in {zone}, is in {got}")
    for name, want in (expect.get("positions") or {}).items():
        got = POSITION_NAMES[g.pos[label(name)]]
        if got != want:
            fail(f"{name} should be {want}, is {got}")
    for name, want in (expect.get("stats") or {}).items():
        c = label(name)
        for stat, v in want.items():
            got = g.stat(c, STAT_CODES[stat])
            if got != v:
                fail(f"{name} should have {stat} {v}, has {got}")
    if "winner" in expect:
        want = expect["winner"]
        want = None if want in ("draw", "none", None) else want
        if g.winner != want or not g.is_over:
            fail(f"the winner should be {expect['winner']}, the game is "
                 + (f"over, winner {g.winner}" if g.is_over else "not over"))
    if "is_over" in expect and g.is_over != bool(expect["is_over"]):
        fail(f"is_over should be {expect['is_over']}")
    for s, p in (expect.get("captured") or {}).items():
        got = g.sec_owner[int(s)]
        want = -1 if p in (None, "none") else int(p)
        if got != want:
            fail(f"sector {s} should be captured by {p}, is {'nobody' if got < 0 else got}")
    if "hand_counts" in expect:
        got = [len(g.hands[0]), len(g.hands[1])]
        if got != list(expect["hand_counts"]):
            fail(f"hand sizes should be {expect['hand_counts']}, are {got}")
    if "current_player" in expect and g.current_player != expect["current_player"]:
        fail(f"the decision should be player {expect['current_player']}'s, is {g.current_player}'s")
    cited = {e.rule for e in g.log}
    for rule in expect.get("log_cites") or ():
        if rule not in cited:
            fail(f"the log should cite {rule}")
    text = "\n".join(t for _, t in log_lines(g, "en"))
    for piece in expect.get("log_contains") or ():
        if piece not in text:
            fail(f"the log should contain {piece!r}")
    for piece in expect.get("log_lacks") or ():
        if piece in text:
            fail(f"the log should not contain {piece!r}")
