"""The decision vocabulary: every kind of decision with its arguments, the pending question, and
both in words (English or Russian), plus a compact text notation read back by :func:`parse`.

A decision is a tuple: its kind, then its arguments (card numbers, an ability's index, a sector,
a word). Card numbers are the state's: ``state.tpl[c]`` is the card, ``state.owner[c]`` its owner.

>>> KINDS["shoot"].args
('unit', 'target')
>>> notation(("play", 12, -1)), notation(("shoot", 3, 71)), notation(("role", "attacker"))
('play #12 cmd', 'shoot #3 #71', 'role attacker')
>>> parse("shoot #3 #71"), parse("play #12 cmd"), parse("x 4")
(('shoot', 3, 71), ('play', 12, -1), ('x', 4))
>>> parse("assault scout dread", labels={"scout": 2, "dread": 40})
('assault', 2, 40)

With a game, :func:`describe` names the cards in the language asked for::

    describe(state, ("shoot", 3, 71), "en")  ->  "Tactical Squad shoots Ultramarines Dreadnought"
    describe(state, ("block", 9), "ru")       ->  "Блокировать: Отряд мотоциклистов"
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from heresy_app.engine import citations as R
from heresy_app.engine import events
from heresy_app.engine.terms import SHIP

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Decision, Json
    from heresy_app.engine.state import GameState

__all__ = ["KINDS", "Kind", "Question", "IllegalDecision", "EngineError", "as_decision", "why_illegal",
           "describe", "notation", "parse", "NotationError"]


class IllegalDecision(ValueError):
    """A decision that is not legal now; the state is unchanged."""


class EngineError(RuntimeError):
    """A bug in the engine (never bad input)."""


class NotationError(ValueError):
    """Text that is not a decision in the notation."""


@dataclass(frozen=True)
class Kind:
    """A decision kind: its name, the names of its arguments (``unit``/``target``/``card`` are card
    numbers, ``ability`` an ability's index on the card or -1 for the command line, ``sector`` 0-2,
    ``n`` a number, ``word`` a fixed word) and where the rules explain it."""

    name: str
    args: tuple[str, ...]
    rule: str
    en: str


_CARD_ARGS = frozenset({"unit", "target", "card", "blocker"})

KINDS: dict[str, Kind] = {k.name: k for k in (
    Kind("role", ("word",), R.SETUP_ATTACKER, "choose to be the attacker or the defender (word: attacker, defender)"),
    Kind("planet", ("word",), R.SETUP_PLANET, "choose the planet (word: isstvan_iii, prospero)"),
    Kind("first_wave", ("sector",), R.FIRST_WAVE, "put the revealed top card face up in a sector"),
    Kind("deploy", ("card", "sector"), R.REGULAR, "deploy a card from hand face down in a sector"),
    Kind("battle", ("sector",), R.ATTACKER_BATTLE, "choose the sector to fight for"),
    Kind("pass", (), R.PASS, "pass (a war action, or a window)"),
    Kind("retreat", (), R.RETREAT, "retreat from the sector (only with no active unit)"),
    Kind("shoot", ("unit", "target"), R.SHOOTING, "a ready or charging unit shoots an enemy card"),
    Kind("assault", ("unit", "target"), R.ASSAULT, "a charging unit assaults an enemy card"),
    Kind("charge", ("unit",), R.CHARGE, "a ready unit charges"),
    Kind("special", ("unit", "ability"), R.SPECIAL_ASSAULT, "a charging unit makes its special assault"),
    Kind("play", ("card", "ability"), R.PROCEDURE, "use an ability: a printed one (index) or a command line (-1)"),
    Kind("block", ("blocker",), R.BLOCKING, "block the attack with this unit"),
    Kind("no_block", (), R.BLOCKING, "do not block"),
    Kind("overrun", ("target",), R.OVERRUN, "overrun into another enemy card"),
    Kind("no_overrun", (), R.OVERRUN, "do not overrun"),
    Kind("special_effect", (), R.SPECIAL_BLOCKED, "a blocked special assault: its effect instead of an overrun"),
    Kind("choose", ("card",), R.PROCEDURE, "choose this card (a target, a cost, a discard, an infiltrating card)"),
    Kind("done", (), R.PROCEDURE, "choose no more cards"),
    Kind("x", ("n",), R.FREE_X, "the value of a free X"),
    Kind("move", ("card", "sector"), R.TERM_MOVE, "move this card to that sector (an ability's move)"),
    Kind("option", ("n",), R.PROCEDURE, "choose this option of a \"choose one\" ability (1, 2...)"),
    Kind("result", ("n",), R.MODIFIER, "the result a roll becomes (a modifier that lets its player choose it)"),
    # an ability the engine cannot play (engine.manual): announced, then resolved by hand
    Kind("manual", ("card", "ability"), R.PROCEDURE,
         "announce an ability the engine cannot play, to be resolved by hand (index, or -1 for a command line)"),
    Kind("hand_destroy", ("card",), R.DESTROY, "by hand: destroy a card in play"),
    Kind("hand_lock", ("card",), R.TERM_LOCK, "by hand: lock a card in play"),
    Kind("hand_ready", ("card",), R.TERM_READY, "by hand: ready a card in play"),
    Kind("hand_charge", ("card",), R.CHARGE_BY_ABILITY, "by hand: make a ready unit charge"),
    Kind("hand_draw", ("word",), R.PROCEDURE, "by hand: a player draws a card (word: you, opponent)"),
    Kind("hand_discard", ("card",), R.DISCARD, "by hand: discard this card from its owner's hand"),
    Kind("hand_stat", ("card", "word", "n"), R.PROCEDURE,
         "by hand: a card gets +1 or -1 to a statistic until the end of the war action"),
    Kind("hand_roll", ("n",), R.MODIFIER, "by hand: +1 or -1 to the roll a modifier window is open for"),
    Kind("concede", ("n",), R.CONCEDE, "player n (0 or 1) concedes: the game ends, the other player wins (any time)"),
)}


class Question:
    """The pending question: its ``kind`` (``terms.Q_*``), the ``player`` who answers, and what it
    responds to in ``about`` (``card`` and ``ability`` of an ability in use, ``unit``/``target``/
    ``blocker`` of the war action under way, ``roll``, ``event`` and ``trigger`` of a reaction
    window, ``cost``/``effect`` asking for a card, ``sector``)."""

    __slots__ = ("kind", "player", "about")

    def __init__(self, kind: str, player: int | None, **about: Any) -> None:
        self.kind = kind
        self.player = player
        self.about = about

    def text(self, st: GameState, lang: str = "en") -> str:
        """The question as a sentence in ``lang`` ("en" or "ru")."""
        return events.question_text(st, self, lang)

    def to_dict(self) -> Json:
        return {"kind": self.kind, "player": self.player, **self.about}

    def __repr__(self) -> str:
        return f"Question({self.kind!r}, player={self.player}, {self.about})"


def as_decision(d: object) -> Decision:
    if isinstance(d, tuple):
        return d
    if isinstance(d, list):
        return tuple(d)
    raise IllegalDecision(f"a decision is a list or tuple like [\"pass\"], not {d!r}")


def why_illegal(st: GameState, d: Decision) -> str:
    """Why ``d`` is refused, citing the rule when one forbids it."""
    if len(d) == 3 and d[0] in ("shoot", "assault") and type(d[2]) is int and 0 <= d[2] < len(st.tpl):
        target = d[2]
        if st.owner[target] == st.current_player:
            return (f"{list(d)} is not legal: attacks aim only at the opponent's units and assets "
                    f"(rules: {R.TARGETS})")
        if st.tpl[target].type == SHIP:
            return f"{list(d)} is not legal: ships cannot be attacked (rules: {R.SHIPS_NO_ATTACK})"
    kinds = sorted({x[0] for x in st.legal})
    player = st.current_player
    assert player is not None   # (asked only of a game under way: GameState.apply refuses first when it is over)
    return (f"{list(d)} is not legal now: P{player + 1} must decide "
            f"({st.pending}); legal kinds: {', '.join(kinds)}")


def describe(st: GameState, d: Decision | list[Any], lang: str = "en", viewer: int | None = None,
             shown: frozenset[int] = frozenset(), players: Sequence[str] | None = None) -> str:
    """A short sentence for decision ``d`` in state ``st``, naming cards in ``lang``. With ``viewer``
    (a player), a card that player may not see is named only as "a card" (the opponent's move told
    to a person), except those in ``shown`` (cards the decision itself reveals: ``st`` is then the
    position before it)."""
    return events.decision_text(st, tuple(d), lang, players, viewer=viewer, shown=shown)


# ---------------------------------------------------------------------- the notation

def notation(d: Decision | list[Any]) -> str:
    """The decision in the compact notation: its kind, then cards as ``#n``, a command line as
    ``cmd``, everything else as written."""
    d = tuple(d)
    kind = KINDS.get(d[0])
    out = [str(d[0])]
    for i, a in enumerate(d[1:]):
        role = kind.args[i] if kind is not None and i < len(kind.args) else ""
        if role in _CARD_ARGS:
            out.append(f"#{a}")
        elif role == "ability" and a == -1:
            out.append("cmd")
        else:
            out.append(str(a))
    return " ".join(out)


def parse(text: str, labels: Mapping[str, int] | None = None) -> Decision:
    """A decision from its notation. Cards may be ``#n`` or, with ``labels``, a label (scenarios)."""
    if not isinstance(text, str) or not text.strip():
        raise NotationError("an empty decision: write its kind first, e.g. 'pass' or 'shoot #3 #71'")
    words = text.split()
    kind = KINDS.get(words[0])
    if kind is None:
        raise NotationError(f"{words[0]!r} is not a decision kind (one of {', '.join(KINDS)})")
    if len(words) - 1 != len(kind.args):
        want = " ".join(kind.args) or "nothing"
        raise NotationError(f"'{words[0]}' takes {len(kind.args)} argument(s) ({want}), not {len(words) - 1}")
    out: list[Any] = [kind.name]
    for role, w in zip(kind.args, words[1:], strict=True):
        if role in _CARD_ARGS:
            if w.startswith("#") and w[1:].isdigit():
                out.append(int(w[1:]))
            elif labels is not None and w in labels:
                out.append(labels[w])
            else:
                raise NotationError(f"{w!r} is not a card: write #n" + (" or a card label" if labels else ""))
        elif role == "ability":
            if w == "cmd":
                out.append(-1)
            elif w.lstrip("-").isdigit():
                out.append(int(w))
            else:
                raise NotationError(f"{w!r} is not an ability: write its index (0, 1...) or cmd")
        elif role in ("sector", "n"):
            if not w.lstrip("-").isdigit():
                raise NotationError(f"{w!r} is not a number")
            out.append(int(w))
        else:
            out.append(w)
    return tuple(out)
