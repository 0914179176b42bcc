"""Abilities the engine cannot play: announced at their timing, then resolved by hand.

A printed ability or command line whose text the ability language does not read (or whose
executable form the engine cannot run) is a :class:`~heresy_app.engine.catalog.ByHand`. It is
offered where an ability of its kind is offered (``("manual", card, ability)``; a reaction in
every reaction window, a modifier after every roll, since the engine cannot read their
triggers), and it is never required: where abilities must be used (events, "during
preparation"), the ones left to the players may be left undone. Once announced, the player who
announced it carries its text out with the actions the engine offers (:data:`HAND_ACTIONS`):
destroy, lock, ready or make charge a card in play (in the battle's sector or a fleet area), a
player draws a card, discard a card from a hand, +1 or -1 to a card's statistic until the end of
the war action, +1 or -1 to the roll a modifier window is open for; every one is logged as done
by hand, and ``done`` ends the use. The engine checks nothing of the text itself: the
players agree on what it says. A war action resolved by hand opens no tactics window.

>>> from heresy_app.engine.terms import HAND_ACTIONS
>>> HAND_ACTIONS[:3]
('hand_destroy', 'hand_lock', 'hand_ready')
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from heresy_app.engine import citations as R
from heresy_app.engine import events
from heresy_app.engine.decisions import EngineError, Question
from heresy_app.engine.state import Frame
from heresy_app.engine.terms import (
    ASSET,
    CHARGING,
    FL,
    HAND_ACTIONS,
    LOCKED,
    Q_BY_HAND,
    Q_TARGET,
    READY,
    STAT_CODES,
    STAT_NAMES,
    UNIT,
    Z_FLEET,
    Z_TABLE,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from heresy_app.engine.plays import ModifierFrame
    from heresy_app.engine.shapes import Decision
    from heresy_app.engine.state import GameState

    #: plays.react (st, event, card, causer) and plays.modifier_window (st): the plays room's, handed in
    React = Callable[[GameState, str, int, int], object]
    Window = Callable[[GameState], ModifierFrame | None]

__all__ = ["ManualFrame", "announce", "hand_actions", "MAX_HAND_ACTIONS", "is_manual", "manual_plays", "has_manual",
           "leave_undone", "for_ai", "unread_restrictions"]

MAX_HAND_ACTIONS = 30
"""After this many actions in one use only ``done`` is left (a use is never endless)."""

_UNIT_STATS = STAT_NAMES              # firepower, assault, speed, armor, flags
_ASSET_STATS = ("armor", "flags")


_MANUAL_KINDS = frozenset(("manual",) + HAND_ACTIONS)


def is_manual(d: Decision) -> bool:
    """Is decision ``d`` the announcement of an ability resolved by hand, or one of its actions?"""
    return d[0] in _MANUAL_KINDS


def announce(st: GameState, p: int, c: int, ai: int, react: React, wa: bool = False,
             window: Window | None = None) -> ManualFrame:
    """``p`` announces ability ``ai`` of card ``c`` (-1: its command line), which the engine
    cannot play: a command line's card goes to the table until the players are done; a printed
    tactic, reaction or modifier is used for this war action, an event or "during preparation"
    ability for this battle. ``react(st, event, card, causer)`` opens reaction windows and
    ``window(st)`` finds the modifier window open, if any (the plays room's)."""
    t = st.tpl[c]
    m = t.by_hand[ai]
    if ai < 0:
        st.to_table(c)
        st.note(R.PROCEDURE, "manual.command", player=p, title=c, ability=(c, ai))
    else:
        if m.kind in ("T", "R", "M"):
            st.used.add((c, ai, "wa"))
        elif m.kind in ("E", "preparation"):
            st.used.add((c, ai, "battle"))
        st.note(R.PROCEDURE, "manual.announced", player=p, card=c, ability=(c, ai))
    f = ManualFrame(p, c, ai, m.kind, react, window)
    st.stack.append(f)
    if ai < 0:
        react(st, "played", c, p)
    return f


def _in_play(st: GameState) -> Iterator[int]:
    """The cards an action by hand may touch: those in the battle's sector and the fleet areas
    (battle.scope: abilities reach only the sector being fought over); with no battle under way,
    every card in play."""
    rows = [st.sectors[st.bsec]] if st.bsec >= 0 else st.sectors
    for q in (0, 1):
        for row in rows:
            yield from row[q]
        yield from st.fleets[q]


def hand_actions(st: GameState, p: int, roll_open: bool = False) -> list[Decision]:
    """Every action by hand ``p`` may take now (``done`` first); with ``roll_open`` (a modifier
    window is open), +1 or -1 to that roll too."""
    out: list[Decision] = [("done",)]
    if roll_open:
        out += [("hand_roll", 1), ("hand_roll", -1)]
    tpl, pos = st.tpl, st.pos
    for c in _in_play(st):
        t = tpl[c]
        out.append(("hand_destroy", c))
        if pos[c] != LOCKED:
            out.append(("hand_lock", c))
        if pos[c] != READY:
            out.append(("hand_ready", c))
        if t.type == UNIT and pos[c] == READY:
            out.append(("hand_charge", c))
        stats = _UNIT_STATS if t.type == UNIT else _ASSET_STATS if t.type == ASSET else ()
        for s in stats:
            out.append(("hand_stat", c, s, 1))
            if st.stat(c, STAT_CODES[s]) > 0:
                out.append(("hand_stat", c, s, -1))
    for who, q in (("you", p), ("opponent", 1 - p)):
        if st.decks[q]:
            out.append(("hand_draw", who))
    for q in (p, 1 - p):
        out.extend(("hand_discard", c) for c in st.hands[q])
    return out


class ManualFrame(Frame):
    """One use of an ability resolved by hand: the player who announced it takes actions by hand
    until ``done``."""

    __slots__ = ("ctrl", "card", "ai", "kind", "actions", "react", "window")

    def __init__(self, ctrl: int, card: int, ai: int, kind: str, react: React, window: Window | None = None) -> None:
        self.player = ctrl
        self.ctrl = ctrl
        self.card = card
        self.ai = ai
        self.kind = kind
        self.actions = 0
        self.react = react
        self.window = window

    def question(self, st: GameState) -> Question:
        return Question(Q_BY_HAND, self.player, card=self.card, ability=self.ai, actions=self.actions)

    def step(self, st: GameState) -> list[Decision]:
        self.player = self.ctrl
        if self.actions >= MAX_HAND_ACTIONS:
            return [("done",)]
        mf = self.window(st) if self.window is not None else None
        # a roll that is known (a modifier played before the die is read has none to change yet)
        return hand_actions(st, self.ctrl, mf is not None and isinstance(getattr(mf, "value", None), int))

    def apply(self, st: GameState, d: Decision) -> None:
        k = d[0]
        p = self.ctrl
        if k == "done":
            st.stack.pop()
            st.note(R.PROCEDURE, "manual.done", player=p, card=self.card, n=self.actions)
            if self.ai < 0 and st.loc[self.card] == Z_TABLE:
                st.to_discard(self.card)
                rule = {"WA": R.WA_CARD, "T": R.TACTICS_WINDOW}.get(self.kind, R.COMMAND_HAND)
                st.note(rule, "plays.command-discarded", title=self.card, player=p)
            return
        self.actions += 1
        if k == "hand_destroy":
            c = d[1]
            st.note(R.DESTROY, "manual.destroy", player=p, card=c)
            if st.destroy(c):
                self.react(st, "destroyed", c, p)
        elif k == "hand_lock":
            st.pos[d[1]] = LOCKED
            st.note(R.TERM_LOCK, "manual.lock", player=p, card=d[1])
        elif k == "hand_ready":
            st.pos[d[1]] = READY
            st.note(R.TERM_READY, "manual.ready", player=p, card=d[1])
        elif k == "hand_charge":
            st.pos[d[1]] = CHARGING
            st.note(R.CHARGE_BY_ABILITY, "manual.charge", player=p, card=d[1])
            self.react(st, "charges", d[1], p)
        elif k == "hand_draw":
            q = p if d[1] == "you" else 1 - p
            st.note(R.PROCEDURE, "manual.draw", player=p, who=q)
            st.draw(q, 1, R.PROCEDURE)
        elif k == "hand_discard":
            c = d[1]
            q = st.owner[c]
            st.discard_from_hand(q, c)
            st.note(R.DISCARD, "manual.discard", player=p, title=c, who=q)
        elif k == "hand_roll":
            mf = self.window(st) if self.window is not None else None
            assert mf is not None   # (offered only while a modifier window is open: step)
            mf.value = max(1, mf.value + d[1])   # a roll stays a die's face or more: never below 1
            st.note(R.MODIFIER, "manual.roll", player=p, n=d[1], value=mf.value)
        elif k == "hand_stat":
            c, stat, n = d[1], d[2], d[3]
            s = STAT_CODES[stat]
            # a change lasts until the end of the war action; during preparation, when no war
            # action is under way, for the battle (as an executable ability's)
            bonus = st.battle_bonus if self.kind == "preparation" else st.wa_bonus
            key = c * 5 + s
            bonus[key] = bonus.get(key, 0) + n
            st.note(R.PROCEDURE if s != FL else R.RESOLUTION_FLAGS, "manual.stat", player=p, card=c, n=n, stat=stat)
        else:
            raise EngineError(f"unexpected decision {d!r} in an ability resolved by hand")


def manual_plays(st: GameState, p: int, kind: str) -> list[Decision]:
    """The abilities of ``kind`` resolved by hand that ``p`` may announce now: command lines in
    hand, printed ones on ``p``'s cards in the battle's sector and fleet area (for a war action,
    also the special assaults of ``p``'s charging units there)."""
    if not getattr(st.cat, "by_hand", True):   # no card of this catalog has one: the quick answer
        return []
    out: list[Decision] = []
    tpl = st.tpl
    seen: set[str] = set()
    for c in st.hands[p]:
        t = tpl[c]
        m = t.by_hand.get(-1)
        if m is not None and m.kind == kind and t.id not in seen and (c, -1, "battle") not in st.used:
            seen.add(t.id)
            out.append(("manual", c, -1))
    s = st.bsec
    kinds = (kind, "A") if kind == "WA" else (kind,)
    for zone in (st.sectors[s][p] if s >= 0 else (), st.fleets[p]):
        for c in zone:
            t = tpl[c]
            if not t.by_hand_kind:
                continue
            for k in kinds:
                for ai in t.by_hand_kind.get(k, ()):
                    if ai < 0 or (k == "A" and (st.pos[c] != CHARGING or st.loc[c] == Z_FLEET)):
                        continue
                    if (c, ai, "wa") in st.used or (c, ai, "battle") in st.used:
                        continue
                    out.append(("manual", c, ai))
    return out


def has_manual(st: GameState, kind: str) -> bool:
    """Could anyone announce an ability of ``kind`` resolved by hand (a window is worth opening)?"""
    return bool(manual_plays(st, 0, kind) or manual_plays(st, 1, kind))


def leave_undone(st: GameState, p: int, decisions: Iterable[Decision]) -> None:
    """Events and "during preparation" abilities must be used, but the players may leave undone
    the ones the engine cannot play: ``p`` passes on every one offered in ``decisions``."""
    for d in decisions:
        if d[0] == "manual":
            st.used.add((d[1], d[2], "battle"))
            st.note(R.PROCEDURE, "manual.undone", player=p, card=d[1], ability=(d[1], d[2]))


# the decisions a constant the engine cannot read may forbid, and the choice it would be
# (heresy_app.engine.catalog.forbidden_choices)
_RESTRICTABLE = frozenset(("block", "charge", "shoot", "assault", "choose"))


def _forbids(st: GameState, c: int, choice: str) -> list[tuple[int, int]]:
    t = st.tpl[c]
    if not t.by_hand:
        return []
    return [(c, i) for i, m in t.by_hand.items() if choice in m.forbids]


def unread_restrictions(st: GameState, d: Decision) -> list[tuple[int, int]]:
    """The constants the engine cannot read that may forbid decision ``d``, as ``(card, ability)``:
    a blocker's "This unit cannot block.", the attacker's "cannot be blocked", a unit's "cannot
    charge / shoot / assault", a target's "cannot be the target of …" (shooting at it, or an
    ability choosing it). The engine offers the decision all the same, naming the text
    (events.decision_text), so the players judge whether the card allows it; an AI, which cannot
    read the text, never makes it (:func:`for_ai`): the careful reading."""
    k = d[0]
    if k not in _RESTRICTABLE or not getattr(st.cat, "by_hand", True) or len(d) < 2:
        return []
    if k == "block":
        top = st.stack[-1] if st.stack else None
        unit = getattr(top, "unit", None)
        return _forbids(st, d[1], "block") + (_forbids(st, unit, "be_blocked") if isinstance(unit, int) else [])
    if k == "charge":
        return _forbids(st, d[1], "charge")
    if k == "shoot":
        return _forbids(st, d[1], "shoot") + _forbids(st, d[2], "be_targeted")
    if k == "assault":
        return _forbids(st, d[1], "assault")
    # "choose": only an ability's choice of a target
    if not isinstance(d[1], int) or d[1] < 0 or not st.stack or st.stack[-1].question(st).kind != Q_TARGET:
        return []
    return _forbids(st, d[1], "be_targeted")


events.UNREAD_RESTRICTIONS[0] = unread_restrictions   # an offer names such a text (events.decision_text)


def for_ai(legal: list[Decision], st: GameState | None = None) -> list[Decision]:
    """The decisions an AI may take: never an ability resolved by hand, whose text it cannot
    read. Announcements are left out (a pass or another decision is always there); asked to act
    by hand (a use it did not announce), it is done at once. With the state ``st``, neither a
    decision a constant it cannot read may forbid (:func:`unread_restrictions`: it does not block
    with a unit whose card says "This unit cannot block."), unless nothing else is left. ``legal``
    itself when it holds none of these, so a game without such abilities draws the same random
    numbers."""
    if st is not None and getattr(getattr(st, "cat", None), "by_hand", None) is False:
        return legal   # no card of the catalog has such an ability or such a constant: all of it, at once
    if st is not None and getattr(st.cat, "by_hand", False):
        kept = [d for d in legal if not unread_restrictions(st, d)]
        if kept and len(kept) < len(legal):
            legal = kept
    for d in legal:   # a plain loop: this runs before every decision of an AI
        if d[0] in _MANUAL_KINDS:
            break
    else:
        return legal
    if any(d[0].startswith("hand_") for d in legal):
        return [("done",)]
    rest = [d for d in legal if d[0] != "manual"]
    if not rest:
        raise EngineError("only abilities resolved by hand are offered: an AI has nothing to choose")
    return rest
