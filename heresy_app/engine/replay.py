"""Saved games: the ``heresy-game`` format (seed, decks and decisions; a game started from a
position also keeps that position) and :func:`load`, which replays one.

>>> from heresy_app.engine import new_game, pool_deck
>>> g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=5)
>>> g.apply(g.legal_decisions()[0])
>>> again = load(g.to_json())
>>> again.decisions == g.decisions, again.legal_decisions() == g.legal_decisions()
(True, True)
"""

from __future__ import annotations

import json

from heresy_app.engine.decisions import IllegalDecision
from heresy_app.engine.game import from_position, new_game, position_options
from heresy_app.engine.state import FORMAT, GameState

__all__ = ["load", "FORMAT"]


def load(text: str | dict, db=None) -> GameState:
    """Replay a saved game: the same seed, decks (or position) and decisions give the same game.
    Bad input raises ``ValueError`` saying what is wrong and where."""
    try:
        data = json.loads(text) if isinstance(text, str) else text
    except json.JSONDecodeError as err:
        raise ValueError(f"saved game: not JSON (line {err.lineno}, column {err.colno}: {err.msg})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not a saved game (expected \"format\": \"{FORMAT}\")")
    version = data.get("version", 1)
    if version not in (1, 2):
        raise ValueError(f"saved game: version {version!r} is not one this program reads (1 or 2)")
    try:
        seed = int(data["seed"])
        decks = data["decks"]
        decisions = data["decisions"]
    except (KeyError, TypeError, ValueError) as err:
        raise ValueError(f"saved game: missing or bad field {err}") from None
    if not (isinstance(decks, list) and len(decks) == 2 and isinstance(decisions, list)):
        raise ValueError("saved game: 'decks' must be two lists and 'decisions' a list")
    pos = data.get("position")
    if pos is not None:
        if not isinstance(pos, dict) or not isinstance(pos.get("cards"), list):
            raise ValueError("saved game: 'position' must be a table with a list of 'cards'")
        try:
            g = from_position(pos["cards"], **position_options(pos), seed=seed, db=db)
        except (KeyError, TypeError, ValueError, IndexError) as err:
            raise ValueError(f"saved game: bad position: {err}") from None
    else:
        g = new_game(decks[0], decks[1], seed, db)
    for i, d in enumerate(decisions):
        try:
            g.apply(d)
        except IllegalDecision as err:
            raise ValueError(f"saved game: decision {i + 1} {d!r} is illegal: {err}") from None
    return g
