"""The plan of a gauntlet: the field of decks, the pairings, every game's seed, the chunks.

Every game's seed comes from the master seed and the pairing alone — never from the number of
workers or chunks, nor from the order games finish in — so any game can be played again on its
own, and the same plan gives the same results however it is run:

- a deck is known by its *digest*, a hash of its card ids in order;
- a pairing's seed is a hash of (master seed, deck A's digest and AI, deck B's digest and AI);
- game ``i`` of a pairing is game ``i`` of ``heresy sim A B --seed PAIRING_SEED --policy-a AI_A
  --policy-b AI_B``: engine seed ``PAIRING_SEED * 1_000_003 + i``, deck A in seat ``i % 2``
  (both seat orders, alternately), A attacking in games 0, 1, 4, 5, ... (``roles="balanced"``).

>>> p = Plan([Entry("a", ("X-1",) * 3), Entry("b", ("X-2",) * 3), Entry("c", ("X-3",) * 3)], games=5, seed=7, chunk_size=2)
>>> [(q.a, q.b) for q in p.pairings()]
[(0, 1), (0, 2), (1, 2)]
>>> [(c.pairing, c.start, c.stop) for c in p.chunks()][:4]
[(0, 0, 2), (0, 2, 4), (0, 4, 5), (1, 0, 2)]
>>> p.pairings()[0].seed == Plan.from_json(p.to_json()).pairings()[0].seed
True
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

PLAN_FORMAT = "heresy-gauntlet-plan"
MODES = ("round-robin", "focus")
DEFAULT_CHUNK = 10
MAX_GAMES = 10_000_000


def digest(ids) -> str:
    """A deck's digest: sha256 of its card ids in order, hex."""
    return hashlib.sha256("\n".join(map(str, ids)).encode("utf-8")).hexdigest()


def pairing_seed(master: int, a: Entry, b: Entry) -> int:
    """The seed of the pairing A (playing ``a.ai``) against B (``b.ai``) under ``master``: 40 bits of
    sha256, so it is the same on every machine and Python (``hash()`` is salted per process).

    >>> e = Entry("x", ("X-1",))
    >>> pairing_seed(1, e, e) == pairing_seed(1, e, e) != pairing_seed(2, e, e)
    True
    """
    text = f"heresy-gauntlet|{int(master)}|{digest(a.ids)}|{a.ai}|{digest(b.ids)}|{b.ai}"
    return int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:5], "big")   # a game seed stays below 2**63 (SQLite)


def game_seed(pairing_seed_: int, i: int) -> int:
    """The engine seed of game ``i`` of a pairing (``heresy_app.engine.simulate.game_seed``)."""
    return int(pairing_seed_) * 1_000_003 + int(i)


@dataclass(frozen=True)
class Entry:
    """One deck of the field: its name (what the user gave: a path or ``sample:NAME``), its card
    ids (a flat list, one id a copy) and the AI that plays it."""

    name: str
    ids: tuple
    ai: str = "heuristic"

    def to_json(self) -> dict:
        return {"name": self.name, "ids": list(self.ids), "ai": self.ai}

    @classmethod
    def from_json(cls, d: dict) -> Entry:
        return cls(str(d["name"]), tuple(str(c) for c in d["ids"]), str(d.get("ai", "heuristic")))


@dataclass(frozen=True)
class Pairing:
    index: int
    a: int            # deck indices into the plan's field
    b: int
    seed: int


@dataclass(frozen=True)
class Chunk:
    """Games ``start`` to ``stop - 1`` of pairing ``pairing``; ``index`` numbers it in the plan."""

    index: int
    pairing: int
    start: int
    stop: int

    @property
    def games(self) -> int:
        return self.stop - self.start


@dataclass
class Plan:
    """``games`` games a pairing; ``mode`` ``round-robin`` (every deck against every other) or
    ``focus`` (deck 0 against each of the others)."""

    decks: list
    games: int
    seed: int = 0
    mode: str = "round-robin"
    chunk_size: int = DEFAULT_CHUNK
    roles: str = "balanced"
    max_decisions: int = 20_000
    _pairings: list = field(default=None, repr=False, compare=False)

    def __post_init__(self):
        if self.mode not in MODES:
            raise ValueError(f"unknown mode {self.mode!r} (round-robin or focus)")
        if len(self.decks) < 2:
            raise ValueError("a gauntlet needs at least two decks")
        if not 1 <= int(self.games) <= MAX_GAMES:
            raise ValueError(f"games a pairing must be between 1 and {MAX_GAMES}, not {self.games}")
        if int(self.chunk_size) < 1:
            raise ValueError(f"the chunk size must be 1 or more, not {self.chunk_size}")

    def pairings(self) -> list[Pairing]:
        if self._pairings is None:
            n = len(self.decks)
            pairs = ([(0, j) for j in range(1, n)] if self.mode == "focus"
                     else [(i, j) for i in range(n) for j in range(i + 1, n)])
            self._pairings = [Pairing(k, i, j, pairing_seed(self.seed, self.decks[i], self.decks[j]))
                              for k, (i, j) in enumerate(pairs)]
        return self._pairings

    def chunks(self) -> list[Chunk]:
        out = []
        size = int(self.chunk_size)
        for p in self.pairings():
            for start in range(0, self.games, size):
                out.append(Chunk(len(out), p.index, start, min(self.games, start + size)))
        return out

    @property
    def total_games(self) -> int:
        return len(self.pairings()) * self.games

    def work(self, chunk: Chunk, start: int | None = None, stop: int | None = None) -> str:
        """The chunk as the plain JSON text a worker gets: deck lists, AI names and integers;
        with ``start``/``stop`` only those games of it (a piece of the chunk)."""
        start = chunk.start if start is None else int(start)
        stop = chunk.stop if stop is None else int(stop)
        if not chunk.start <= start < stop <= chunk.stop:
            raise ValueError(f"games {start}-{stop} are not a piece of chunk {chunk.index}")
        p = self.pairings()[chunk.pairing]
        a, b = self.decks[p.a], self.decks[p.b]
        from heresy_app import __version__
        return json.dumps({"format": "heresy-gauntlet-chunk", "version": 1, "heresy": __version__,
                           "chunk": chunk.index, "pairing": p.index, "seed": p.seed,
                           "start": start, "stop": stop,
                           "deck_a": list(a.ids), "deck_b": list(b.ids), "ai_a": a.ai, "ai_b": b.ai,
                           "name_a": a.name, "name_b": b.name,
                           "roles": self.roles, "max_decisions": int(self.max_decisions)},
                          ensure_ascii=False, sort_keys=True)

    def to_json(self) -> dict:
        return {"format": PLAN_FORMAT, "version": 1, "decks": [d.to_json() for d in self.decks],
                "games": int(self.games), "seed": int(self.seed), "mode": self.mode,
                "chunk_size": int(self.chunk_size), "roles": self.roles, "max_decisions": int(self.max_decisions)}

    @classmethod
    def from_json(cls, d: dict) -> Plan:
        if d.get("format") != PLAN_FORMAT:
            raise ValueError("not a gauntlet plan")
        return cls([Entry.from_json(e) for e in d["decks"]], int(d["games"]), int(d["seed"]), str(d["mode"]),
                   int(d["chunk_size"]), str(d.get("roles", "balanced")), int(d.get("max_decisions", 20_000)))

    def fingerprint(self) -> str:
        """What decides the results (not the chunk size): two plans with the same fingerprint play
        the same games."""
        d = self.to_json()
        d.pop("chunk_size")
        return hashlib.sha256(json.dumps(d, sort_keys=True).encode("utf-8")).hexdigest()
