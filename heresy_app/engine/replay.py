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

from heresy_app.engine.decisions import IllegalDecision
from heresy_app.engine.game import from_position, new_game, position_options
from heresy_app.engine.state import FORMAT, GameState
from heresy_app.files import FileProblem, check_data, load_json

__all__ = ["load", "FORMAT"]


def load(text: str | bytes | dict, db=None) -> GameState:
    """Replay a saved game: the same seed, decks (or position) and decisions give the same game.
    Bad input, whatever it is, raises one ``ValueError`` starting "saved game" and saying what is
    wrong and where (never another exception: issue 16, finding 5)."""
    where = "saved game"
    try:
        data = load_json(text, where) if isinstance(text, (str, bytes)) else check_data(text, where)
    except FileProblem as err:
        if err.key == "json":
            raise ValueError(f"saved game: not JSON (line {err.line}, column {err.column}: "
                             f"{err.params['detail']})") from None
        place = err.where()
        raise ValueError(f"saved game: {place + ': ' if place else ''}{err.detail()}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"saved game: not a saved game (expected \"format\": \"{FORMAT}\")")
    version = data.get("version", 1)
    if type(version) is not int or version not in (1, 2):
        raise ValueError(f"saved game: version {version!r} is not one this program reads (1 or 2)")
    for name in ("seed", "decks", "decisions"):
        if name not in data:
            raise ValueError(f"saved game: the field {name!r} is missing")
    seed, decks, decisions = data["seed"], data["decks"], data["decisions"]
    if type(seed) is not int:
        raise ValueError(f"saved game: field 'seed': a whole number, not {seed!r}")
    if not (isinstance(decks, list) and len(decks) == 2 and all(isinstance(d, list) for d in decks)):
        raise ValueError("saved game: field 'decks': two lists of card ids")
    for p, deck in enumerate(decks):
        for i, card in enumerate(deck):
            if not isinstance(card, str) or not card.strip():
                raise ValueError(f"saved game: field 'decks[{p}][{i}]': a card id, not {card!r}")
    if not isinstance(decisions, list):
        raise ValueError("saved game: field 'decisions': a list of decisions")
    pos = data.get("position")
    try:
        if pos is not None:
            if not isinstance(pos, dict) or not isinstance(pos.get("cards"), list):
                raise ValueError("'position' must be a table with a list of 'cards'")
            g = from_position(pos["cards"], **position_options(pos), seed=seed, db=db)
        else:
            g = new_game(decks[0], decks[1], seed, db)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as err:
        # the position and the decks are the engine's to judge; what it says about them is the message
        detail = (err.args[0] if isinstance(err, KeyError) and err.args else str(err)) or type(err).__name__
        raise ValueError(f"saved game: bad {'position' if pos is not None else 'decks'}: {detail}") from None
    for i, d in enumerate(decisions):
        # the engine compares a decision with the legal ones, and 79.0 or True equals 79 or 1 there:
        # only words and whole numbers may reach it
        if not (isinstance(d, list) and d and isinstance(d[0], str)
                and all(type(x) in (str, int) for x in d[1:])):
            raise ValueError(f"saved game: decision {i + 1} {d!r}: a decision is a word followed by words "
                             "and whole numbers")
        try:
            g.apply(d)
        except IllegalDecision as err:
            raise ValueError(f"saved game: decision {i + 1} {d!r} is illegal: {err}") from None
    return g
