"""Shared material of the deck lab's tests: a small field (two samples and a variant of one) that
plays in seconds with the random AI, and reports compared without the fields that describe the
run (time, runner, file)."""

from heresy_app.engine import pool_deck
from heresy_app.lab.plan import Entry, Plan
from heresy_app.lab.tables import RUN_FIELDS


def small_field(ai: str = "random") -> list:
    loyalist = tuple(pool_deck("loyalist"))
    variant = loyalist[8:] + loyalist[:8]         # the same cards in another order: another shuffle
    return [Entry("sample:loyalist", loyalist, ai), Entry("sample:traitor", tuple(pool_deck("traitor")), ai),
            Entry("variant", variant, "heuristic")]


def small_plan(games: int = 6, chunk: int = 2, seed: int = 11, mode: str = "round-robin") -> Plan:
    return Plan(small_field(), games, seed, mode, chunk)


def figures(report: dict) -> dict:
    """A report without what differs from run to run."""
    return {k: v for k, v in report.items() if k not in RUN_FIELDS}

