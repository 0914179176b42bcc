"""Saved games, the one home of the ``heresy-game`` format (seed, decks and decisions; a game
started from a position also keeps that position): written, read and replayed here alone.

* :func:`document` and :func:`write`: a game as its saved document, and that document written
  atomically (the window's Save and autosave, ``heresy play --save``);
* :func:`read`: a saved-game file through the bounded reader (:mod:`heresy_app.files`), or one
  :class:`SavedGameError` sentence naming the file, in English or Russian;
* :func:`load`: the strict replay: a document (or its JSON text) to the game it records, any flaw
  one ``ValueError`` starting "saved game";
* :func:`play_through`: the walk decision by decision, with who made each one; :func:`cards_lost`
  counts on the same walk, and a :class:`Tape` keeps what the replay viewer steps through.

>>> from heresy_app.engine import new_game, pool_deck
>>> g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=5)
>>> g.apply(g.legal_decisions()[0])
>>> again = load(g.to_json())
>>> again.decisions == g.decisions, again.legal_decisions() == g.legal_decisions()
(True, True)
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from heresy_app.engine.decisions import EngineError, IllegalDecision
from heresy_app.engine.game import from_position, new_game, position_options
from heresy_app.engine.state import FORMAT, GameState
from heresy_app.engine.terms import Z_DISCARD
from heresy_app.files import FileProblem, check_data, load_json, read_json
from heresy_app.i18n import t

if TYPE_CHECKING:
    from heresy_app.engine.shapes import CardSource, Decision, Json

#: called with the ply and the game before each decision of a replay, and once at its end
Visit = Callable[[int, GameState], object]

__all__ = ["FORMAT", "MAX_SAVED_BYTES", "SavedGameError", "document", "write", "read", "load", "play_through",
           "cards_lost", "Tape"]

MAX_SAVED_BYTES = 32 * 1024 * 1024      # a saved game larger than this is refused unread
CHECKPOINT_EVERY = 16                   # a Tape keeps a copy of the game every this many decisions

def _say(key: str, lang: str, **args: Any) -> str:
    """What a reader of a saved-game file says: the catalog's ``saved-game-<key>`` (engine.ftl)."""
    return t(f"saved-game-{key}", lang, **args)


class SavedGameError(ValueError):
    """A saved game that cannot be read or replayed: the message is one sentence naming the file."""


# ---------------------------------------------------------------------- writing

def document(state: GameState, board: Json | None = None) -> Json:
    """The saved-game document of ``state``; ``board`` (the window's mode, AI and role) rides along
    under ``"board"`` when given, and a reader that does not know it passes it by."""
    data = state.to_dict()
    if board is not None:
        data["board"] = dict(board)
    return data


def write(path: str | os.PathLike[str], state: GameState, *, board: Json | None = None, indent: int | None = None,
          make_dirs: bool = True) -> None:
    """Write ``state``'s saved game to ``path`` atomically (the old file stays whole if this
    fails); ``OSError`` when it cannot be written."""
    from heresy_app.atomic import atomic_write_text

    atomic_write_text(path, json.dumps(document(state, board), ensure_ascii=False, indent=indent),
                      make_dirs=make_dirs)


# ---------------------------------------------------------------------- reading

def read(path: str | os.PathLike[str], lang: str = "en") -> Json:
    """The JSON document of a saved-game file, or :class:`SavedGameError`: a missing, special or
    too large file, not UTF-8, not JSON, nested too deep, a number too long, not a ``heresy-game``.
    The game itself is not checked here (:func:`load`, :func:`play_through`)."""
    name = os.fspath(path)
    try:
        data = read_json(name, limit=MAX_SAVED_BYTES, what="game")
    except FileProblem as problem:
        if problem.key == "missing":
            raise SavedGameError(_say("no-file", lang, path=name)) from None
        if problem.key == "not-utf8":
            raise SavedGameError(_say("not-utf8", lang, path=name)) from None
        if problem.key == "json":
            raise SavedGameError(_say("not-json", lang, path=name, line=problem.line, column=problem.column,
                                      detail=problem.params["detail"])) from None
        raise SavedGameError(problem.message(lang)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SavedGameError(_say("not-saved-game", lang, path=name))
    return data


# ---------------------------------------------------------------------- replaying


def load(text: str | bytes | Json, db: CardSource | None = None) -> GameState:
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


def play_through(data: Json, db: CardSource | None = None, *, where: str = "saved game", lang: str = "en",
                 visit: Visit | None = None) -> tuple[GameState, list[int | None]]:
    """Replay a saved game decision by decision: ``(final state, who moved at each ply)``.
    ``visit(ply, state)`` is called before each decision and once at the end. Raises
    :class:`SavedGameError` for anything wrong with it (never a bare engine exception)."""
    if not isinstance(data, dict):
        raise SavedGameError(_say("not-saved-game", lang, path=where))
    decisions = data.get("decisions")
    if not isinstance(decisions, list):
        raise SavedGameError(_say("broken-saved-game", lang, path=where, detail="'decisions' must be a list"))
    try:
        g = load({**data, "decisions": []}, db)
    except (ValueError, KeyError, TypeError, IndexError, EngineError) as err:
        detail = str(err).strip("'\"") or type(err).__name__
        raise SavedGameError(_say("broken-saved-game", lang, path=where, detail=detail)) from None
    movers: list[int | None] = []
    for i, d in enumerate(decisions):
        if visit is not None:
            visit(i, g)
        p = g.current_player
        if isinstance(d, list) and len(d) == 2 and d[0] == "concede" and d[1] in (0, 1):
            p = d[1]          # a concession is its player's, whoever was to decide
        try:
            g.apply(d)
        except (IllegalDecision, TypeError) as err:
            raise SavedGameError(_say("broken-saved-game", lang, path=where,
                                      detail=f"decision {i + 1} {d!r} is illegal: {err}")) from None
        movers.append(p)
    if visit is not None:
        visit(len(decisions), g)
    return g, movers


def cards_lost(state: GameState, db: CardSource | None = None) -> list[int]:
    """How many of each player's cards left play for the discard pile (destroyed, or cleared from a
    captured sector), counted once per card: the game is replayed and, after each decision, the
    cards in play before it that are now in a discard pile are noted, with every card the log says
    was destroyed (a card can enter and leave play within one decision)."""
    lost: set[int] = set()
    before: list[int] | None = None

    def visit(ply: int, g: GameState) -> None:
        nonlocal before
        if before is not None:
            lost.update(c for c in before if g.loc[c] == Z_DISCARD)
        before = [c for c in range(len(g.loc)) if g.in_play(c)]

    g, _ = play_through(state.to_dict(), db, visit=visit)
    for e in g.log:
        if e.key == "destroyed" and isinstance(e.args.get("card"), int):
            lost.add(e.args["card"])
    out = [0, 0]
    for c in lost:
        out[state.owner[c]] += 1
    return out


class Tape:
    """A saved game laid out for stepping through (the replay viewer): its decisions, a copy of the
    game every :data:`CHECKPOINT_EVERY` decisions, the turn at each ply and who made each decision;
    ``position`` decisions are on the board. :class:`SavedGameError` when the game is broken.

    >>> from heresy_app.engine import new_game, pool_deck
    >>> g = new_game(pool_deck("loyalist"), pool_deck("traitor"), seed=5)
    >>> for _ in range(20):
    ...     g.apply(g.legal_decisions()[0])
    >>> tape = Tape(g.to_dict())
    >>> len(tape), tape.start().decisions == [], tape.state_at(20).to_dict() == g.to_dict()
    (20, True, True)
    """

    def __init__(self, data: Json, db: CardSource | None = None, *, where: str = "saved game", lang: str = "en") -> None:
        checkpoints: dict[int, GameState] = {}
        turn_at: list[int] = []

        def visit(ply: int, g: GameState) -> None:
            turn_at.append(g.turn)
            if ply % CHECKPOINT_EVERY == 0:
                checkpoints[ply] = g.clone()

        self.final, self.movers = play_through(data, db, where=where, lang=lang, visit=visit)
        self.decisions: list[Decision] = [tuple(d) for d in self.final.decisions]
        self.checkpoints, self.turn_at = checkpoints, turn_at
        self.position = 0

    def __len__(self) -> int:
        return len(self.decisions)

    def start(self) -> GameState:
        """A copy of the game before its first decision."""
        return self.checkpoints[0].clone()

    def state_at(self, n: int, shown: GameState | None = None) -> GameState:
        """The game after its first ``n`` decisions, and ``position`` set to ``n`` (clamped).
        ``shown``, the game at ``position``, is stepped on in place when ``n`` is the next ply."""
        n = max(0, min(len(self.decisions), int(n)))
        if shown is not None and n == self.position:
            return shown
        if shown is not None and n == self.position + 1:
            shown.apply(self.decisions[self.position])
            g = shown
        else:
            base = (n // CHECKPOINT_EVERY) * CHECKPOINT_EVERY
            g = self.checkpoints[base].clone()
            for d in self.decisions[base:n]:
                g.apply(d)
        self.position = n
        return g

    def ply_of_turn(self, turn: int) -> int:
        """The first ply at which turn ``turn`` is on the board (the end when it never is)."""
        return next((i for i, t in enumerate(self.turn_at) if t >= int(turn)), len(self.decisions))
