"""The shapes the engine's rooms hand each other, named once for their annotations (issue 25, item 6).

A *decision* is a tuple: its kind (``terms.D_*``), then its arguments, whose types the kind decides
(card numbers, an ability's index, a sector, a word: :mod:`heresy_app.engine.decisions`), so its
items are typed as anything. An *IR node* is one dictionary of the ability language's executable
form as stored with the card (``abilities.ir``: an effect, a cost, a filter, a trigger), JSON-shaped,
its keys and values decided by its ``op`` or ``filter``. A *bonus key* is how a change given for a
time is kept (``GameState.wa_bonus`` ...): ``card * 5 + stat`` for a statistic, else a tuple that
starts with what it is (``("versus", card, stat, keyword)``, ``("grant", card, keyword)``...).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeAlias

if TYPE_CHECKING:
    import random

    from heresy_app.cards.db import CardDB
    from heresy_app.engine.catalog import Catalog, Template
    from heresy_app.engine.state import GameState

__all__ = ["Decide", "Decision", "Node", "BonusKey", "Json", "DeckLists", "DeckFacts", "UsePlan", "ChoiceCheck", "UseBars",
           "CardSource", "Uses", "Chosen"]

Decision: TypeAlias = tuple[Any, ...]
Node: TypeAlias = dict[str, Any]
BonusKey: TypeAlias = int | tuple[Any, ...]
# a policy: (state, the player deciding, the legal decisions, its random numbers) -> the decision made
Decide: TypeAlias = Callable[["GameState", int, list[Decision], "random.Random"], Decision]
Json: TypeAlias = dict[str, Any]   # a saved game, a position, a question's ``to_dict``: JSON by nature
DeckLists: TypeAlias = tuple[tuple[str, ...], tuple[str, ...]]   # the two decks' card ids, in order
# what a game reads once of its decks (state._deck_facts): (templates, owners, uses, auras, by_kind, cmd_kind)
DeckFacts: TypeAlias = tuple["tuple[Template, ...]", tuple[int, ...], "Uses", tuple[int, ...],
                             dict[str, tuple[tuple[int, ...], ...]], tuple["str | None", ...]]

# what plays.can_use reads of an ability once (offers.use_plan): the tags its use leaves in st.used, the
# effects that check their own choice ((possible(st, p, e, playing), effect)), the costs ((can_pay(st, p,
# card, ai, cost), cost)), the checks of its choices, and whether it is plain
CanPay: TypeAlias = Callable[["GameState", int, int, int, Node], bool]
ChoiceCheck: TypeAlias = tuple[Node, Node, int, bool, bool, "int | None", "Callable[..., bool] | None",
                               "tuple[int, int, list[Node] | None] | None"]
UsePlan: TypeAlias = tuple[tuple[str, ...], tuple[tuple[Callable[..., bool], Node], ...],
                           tuple[tuple[Callable[..., bool], Node], ...], tuple[ChoiceCheck, ...], bool]
UseBars: TypeAlias = tuple[bool, bool, bool]   # offers.use_bars: (a rule change, a restriction on use, free)
CardSource: TypeAlias = "CardDB | Catalog"   # where a game reads its cards: a database, or a catalog of one
# every op, cost, restriction and trigger event a game's cards speak of (measures.ability_uses; None: an
# effect with no op, which the reader never writes but the set is read as it was built)
Uses: TypeAlias = frozenset["str | None"]
# the cards a use of an ability has chosen: by effect index (-1 - index: an effect's own picks; -100: those it was
# handed), by name ("paid", "discarded", "revealed", "shown"), and ("all", index) for what an "all ..." found
Chosen: TypeAlias = dict["int | str | tuple[str, int]", list[int]]
