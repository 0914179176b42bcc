"""Deck statistics: counts, curves, the die faces, and exact draw probabilities.

A roll reveals the top card of the deck and reads its printed die, so a test N+ passes with
probability (cards whose die >= N) / (cards in the deck). The first wave is the top three cards
(one to each sector), then a six-card hand: both are draws without replacement, so their odds are
hypergeometric.

>>> round(p_at_least(1, successes=20, population=60, draws=3), 4)
0.7113
>>> p_at_least_exact(2, 4, 60, 6)
Fraction(1504, 32509)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING

from pydantic import BaseModel, Field

from heresy_app.decks.index import CardFacts, CardIndex, index_of
from heresy_app.decks.model import Deck
from heresy_app.decks.validate import inferred_side

if TYPE_CHECKING:
    from heresy_app.cards.db import CardDB

FIRST_WAVE = 3
HAND_SIZE = 6
TESTS = (2, 3, 4, 5, 6)
CURVES = ("firepower", "assault", "speed", "armor")
COMMAND_TYPES = ("WA", "T", "R", "M", "E")
CARD_TYPES = ("unit", "asset", "ship")
SIDES = ("loyalist", "traitor", "unaligned")


# ------------------------------------------------------------------ probability

def p_exactly_exact(k: int, successes: int, population: int, draws: int) -> Fraction:
    """P(exactly ``k`` successes) drawing ``draws`` cards without replacement from ``population``
    cards of which ``successes`` are successes (hypergeometric), as an exact fraction."""
    _check(successes, population, draws)
    if k < 0 or k > draws or k > successes or draws - k > population - successes:
        return Fraction(0)
    return Fraction(comb(successes, k) * comb(population - successes, draws - k), comb(population, draws))


def p_at_least_exact(k: int, successes: int, population: int, draws: int) -> Fraction:
    """P(at least ``k`` successes) in ``draws`` cards without replacement, exactly. Drawing more
    cards than there are draws them all."""
    _check(successes, population, draws)
    draws = min(draws, population)
    if k <= 0:
        return Fraction(1)
    if k == 1:
        return 1 - p_exactly_exact(0, successes, population, draws)
    return sum((p_exactly_exact(i, successes, population, draws) for i in range(k, draws + 1)), Fraction(0))


def p_at_least(k: int, successes: int, population: int, draws: int) -> float:
    """:func:`p_at_least_exact` as a float."""
    return float(p_at_least_exact(k, successes, population, draws))


def _check(successes: int, population: int, draws: int) -> None:
    if population < 0 or draws < 0 or not 0 <= successes <= population:
        raise ValueError(f"need 0 <= successes ({successes}) <= population ({population}) and draws >= 0")


# ------------------------------------------------------------------ the model

class TestOdds(BaseModel):
    test: str = Field(description="like '4+'")
    target: int
    cards: int = Field(description="cards whose die passes")
    probability: float
    exact: str = Field(description="the same as a fraction, like '38/60'")


class AtLeastOdds(BaseModel):
    at_least: int
    probability: float
    exact: str


class HandOdds(BaseModel):
    kind: str
    cards: int = Field(description="cards of that kind in the deck")
    probability: float = Field(description="at least one in a six-card hand")
    exact: str


class DeckStats(BaseModel):
    """Everything `heresy deck stats` shows; JSON-able (``model_dump(mode='json')``)."""

    size: int = Field(description="cards counted: the deck's known, non-sector cards")
    unknown: int = 0
    sectors: int = 0
    side: str | None = None
    by_type: dict[str, int]
    by_side: dict[str, int]
    flags_total: int
    flags: dict[int, int] = Field(description="flags printed -> cards")
    flagged_units: int
    curves: dict[str, dict[int, int]] = Field(description="stat -> value -> cards having it")
    averages: dict[str, float | None]
    die: dict[int, int] = Field(description="die face -> cards")
    tests: list[TestOdds]
    command_types: dict[str, int]
    first_wave_flagged: list[AtLeastOdds] = Field(description="at least k flagged units in the first wave")
    hand: list[HandOdds] = Field(description="at least one card of a kind in a six-card hand")


def _fraction(f: Fraction, population: int) -> str:
    return f"{f.numerator}/{f.denominator}" if f.denominator != 1 else str(f.numerator)


def _playable(deck: Deck, idx: CardIndex) -> tuple[list[tuple[CardFacts, int]], int, int]:
    cards, unknown, sectors = [], 0, 0
    for e in deck.entries:
        f = idx.facts.get(e.card_id) if e.card_id is not None else None
        if f is None:
            unknown += e.count
        elif f.type == "sector":
            sectors += e.count
        else:
            cards.append((f, e.count))
    return cards, unknown, sectors


Kind = Callable[[CardFacts], bool]

def _command_kind(cmd_type: str) -> Kind:
    return lambda f: f.cmd_type == cmd_type


DEFAULT_KINDS: dict[str, Kind] = {
    "flagged unit": lambda f: f.flagged_unit,
    "unit": lambda f: f.type == "unit",
    "asset": lambda f: f.type == "asset",
    "ship": lambda f: f.type == "ship",
    **{f"command {t}": _command_kind(t) for t in COMMAND_TYPES},
}


def kind_from_query(db: CardDB, query: str) -> Kind:
    """A kind given in the search language (docs/search.md), e.g. ``type:ship`` or ``cmd:T fp>=3``."""
    ids = {r.id for r in db.search(query)}
    return lambda f: f.id in ids


def hand_odds(deck: Deck, db: CardDB | None = None, kind: Kind | Iterable[str] = (), label: str = "",
              index: CardIndex | None = None, hand: int = HAND_SIZE) -> HandOdds:
    """The exact chance of at least one card of ``kind`` (a predicate on CardFacts, or card ids)
    in a ``hand``-card hand drawn from the deck."""
    idx = index_of(db, index)
    cards, _, _ = _playable(deck, idx)
    if not callable(kind):
        wanted = set(kind)
        kind = lambda f: f.id in wanted  # noqa: E731
    n = sum(c for _, c in cards)
    k = sum(c for f, c in cards if kind(f))
    p = p_at_least_exact(1, k, n, hand)
    return HandOdds(kind=label, cards=k, probability=float(p), exact=_fraction(p, n))


def stats(deck: Deck, db: CardDB | None = None, kinds: dict[str, Kind] | None = None,
          index: CardIndex | None = None) -> DeckStats:
    """The statistics of ``deck``; ``kinds`` (label -> predicate) replace the default hand kinds."""
    idx = index_of(db, index)
    cards, unknown, sectors = _playable(deck, idx)
    n = sum(c for _, c in cards)
    by_type = dict.fromkeys(CARD_TYPES, 0)
    by_side = dict.fromkeys(SIDES, 0)
    flags: dict[int, int] = {}
    die = dict.fromkeys(range(1, 7), 0)
    cmd = dict.fromkeys(COMMAND_TYPES, 0)
    curves: dict[str, dict[int, int]] = {s: {} for s in CURVES}
    flagged_units = flags_total = 0
    for f, c in cards:
        by_type[f.type] = by_type.get(f.type, 0) + c
        by_side[f.side] = by_side.get(f.side, 0) + c
        flags[f.flags] = flags.get(f.flags, 0) + c
        flags_total += f.flags * c
        if f.flagged_unit:
            flagged_units += c
        if f.die is not None:
            die[f.die] = die.get(f.die, 0) + c
        if f.cmd_type is not None:
            cmd[f.cmd_type] = cmd.get(f.cmd_type, 0) + c
        for s in CURVES:
            v = getattr(f, s)
            if v is not None:
                curves[s][v] = curves[s].get(v, 0) + c
    curves = {s: dict(sorted(d.items())) for s, d in curves.items()}
    averages = {s: (round(sum(v * c for v, c in d.items()) / sum(d.values()), 3) if d else None)
                for s, d in curves.items()}
    tests = []
    for t in TESTS:
        k = sum(c for face, c in die.items() if face >= t)
        p = Fraction(k, n) if n else Fraction(0)
        tests.append(TestOdds(test=f"{t}+", target=t, cards=k, probability=float(p), exact=f"{k}/{n}"))
    wave = [AtLeastOdds(at_least=k, probability=float(p), exact=_fraction(p, n))
            for k in range(0, FIRST_WAVE + 1)
            for p in [p_at_least_exact(k, flagged_units, n, FIRST_WAVE)]]
    hand = []
    for label, kind in (kinds if kinds is not None else DEFAULT_KINDS).items():
        k = sum(c for f, c in cards if kind(f))
        p = p_at_least_exact(1, k, n, HAND_SIZE)
        hand.append(HandOdds(kind=label, cards=k, probability=float(p), exact=_fraction(p, n)))
    return DeckStats(size=n, unknown=unknown, sectors=sectors, side=inferred_side(deck, index=idx),
                     by_type=by_type, by_side=by_side, flags_total=flags_total, flags=dict(sorted(flags.items())),
                     flagged_units=flagged_units, curves=curves, averages=averages, die=die, tests=tests,
                     command_types=cmd, first_wave_flagged=wave, hand=hand)


def sample_opening(deck: Deck, db: CardDB | None = None, rng: random.Random | None = None,
                   index: CardIndex | None = None) -> tuple[list[str], list[str]]:
    """Shuffle the deck and deal an opening: the first wave (the top three cards) and then a
    six-card hand, as card ids. Fewer when the deck is smaller. Seed ``rng`` to replay it."""
    idx = index_of(db, index)
    rng = rng or random.Random()
    cards, _, _ = _playable(deck, idx)
    pool = [f.id for f, c in cards for _ in range(c)]
    top = rng.sample(pool, min(len(pool), FIRST_WAVE + HAND_SIZE))
    return top[:FIRST_WAVE], top[FIRST_WAVE:]
