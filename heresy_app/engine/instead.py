"""What keeps a card from being destroyed at the moment it would be (rules: abilities.restriction,
abilities.reaction): a restriction "cannot be destroyed" (the card stays in play), or a replacement
— a constant ("If this unit would be destroyed by shooting, lock it instead.") done by itself each
time, or a reaction ("R When one of your units would be destroyed: Return it to your hand
instead.") its player may use then, in a window of its own. Our reading (the rulebook has no
replacements): what is done instead is the ability's effects, on the card that would have been
destroyed ("it"); that card is not destroyed, so nothing answers its destruction. Every destruction
by a rule or an ability passes here (``plays.destroy``, through ``plays.SPARING``)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from heresy_app.engine import citations as R
from heresy_app.engine.plays import SPARING, AbilityFrame, ReactionFrame, can_use, destroy, plays, react
from heresy_app.engine.restrictions import ability_source, barred_source, names_sources
from heresy_app.engine.sequels import need
from heresy_app.engine.state import Frame
from heresy_app.engine.targets import home_sector, restricted

if TYPE_CHECKING:
    from heresy_app.engine.catalog import Ab
    from heresy_app.engine.shapes import Decision, Node
    from heresy_app.engine.state import GameState

__all__ = ["destroy", "InsteadFrame"]

EVENT = "would_be_destroyed"

# this room's log lines are the catalog's (engine.ftl, "## engine/instead.py")


def _constants(st: GameState, p: int, c: int) -> Iterator[tuple[int, int, Ab]]:
    """(card, ability index) of ``p``'s constant replacements in play where ``c`` is."""
    s = home_sector(st, c)
    for zone in (st.sectors[s][p] if s >= 0 else (), st.fleets[p]):
        for a in zone:
            for ai in st.tpl[a].by_kind.get("constant", ()):
                ab = st.tpl[a].abilities[ai]
                if ab is not None and ab.trigger and ab.trigger["event"] == EVENT:
                    yield a, ai, ab


def _barred_kind(st: GameState, c: int, causer: int) -> bool:
    """Is ``c`` kept from being destroyed by the ability under way, of a kind its restriction names
    ("cannot be destroyed by tactics", "by enemy tactics or reactions"; issue 24, g8)?"""
    f = next((f for f in reversed(st.stack) if isinstance(f, AbilityFrame)), None)
    if f is None:
        return False
    return barred_source(st, c, causer if causer >= 0 else f.ctrl, "no_destroy_ability",
                         ability_source(st, f.card, f.ai, f.ab.kind))


def _spared(st: GameState, c: int, causer: int, party: int, by: str | None) -> bool:
    """Is ``c`` kept from being destroyed now (True: it is not destroyed, or not yet)?"""
    uses = st.uses
    if st.in_play(c) and (restricted(st, c, "no_destroy") or by is not None and restricted(st, c, "no_destroy_" + by) or (
            by == "ability" and causer != st.owner[c] and restricted(st, c, "no_destroy_ability_enemy")) or (
            by == "ability" and names_sources(st) and _barred_kind(st, c, causer))):
        st.note(R.RESTRICTION, "destroy.prevented", card=c)
        return True
    if EVENT not in uses or not st.in_play(c):
        return False
    trigger = (EVENT, c, -1, party, by, causer)
    owner = st.owner[c]
    for p in (owner, 1 - owner):
        for a, ai, ab in _constants(st, p, c):
            if can_use(st, p, a, ai, ab, trigger):
                st.note(R.REACTION, "instead.done", card=c, ability=(a, ai))
                may = _may(ab)
                if may is not None:   # g13a: "you may ... instead": destroyed after all when it is not done
                    st.stack.append(DeclinedFrame(c, causer, party, by, st, need(may)))
                f = AbilityFrame(p, a, ai, ab)
                f.trig = c
                st.stack.append(f)
                return True
    if any(d[0] == "play" for q in (owner, 1 - owner) for d in plays(st, q, "R", trigger)):
        st.stack.append(InsteadFrame(causer, EVENT, c, -1, party, by))
        return True
    return False


def _may(ab: Ab) -> list[Node] | None:
    """The effects of a constant replacement said as a choice ("If this unit would be destroyed, you may
    discard 2 cards instead."): its one option that does something, else None."""
    effects = ab.effects
    if len(effects) != 1 or effects[0].get("op") != "choose_one" or effects[0].get("chooser", "you") != "you":
        return None
    options = effects[0]["options"]
    if len(options) == 2 and options[0] and not options[1]:
        opt: list[Node] = options[0]
        return opt
    return None


class DeclinedFrame(Frame):
    """g13a (issue 24): below a constant replacement its controller may decline ("you may ... instead"):
    once the replacement is over, were its effects done (as many cards moved or turned as they name,
    engine.sequels.need)? If not, nothing was done instead and the card is destroyed after all, the
    reactions to that answering."""

    __slots__ = ("card", "causer", "party", "by", "before", "need")

    def __init__(self, card: int, causer: int, party: int, by: str | None, st: GameState, n: int) -> None:
        self.player = st.owner[card]
        self.card, self.causer, self.party, self.by = card, causer, party, by
        self.before = (tuple(st.loc), tuple(st.pos))
        self.need = n

    def step(self, st: GameState) -> list[Decision] | None:
        st.stack.pop()
        loc, pos = self.before
        done = sum(1 for c in range(len(loc)) if st.loc[c] != loc[c] or st.pos[c] != pos[c]) >= self.need
        if not done and st.in_play(self.card):
            st.note(R.REACTION, "instead.none", card=self.card)
            if st.destroy(self.card):
                react(st, "destroyed", self.card, self.causer, self.party, self.by)
        return None


class InsteadFrame(ReactionFrame):
    """The window of a card that would be destroyed: its reactions "would be destroyed ... instead"
    may be played (the causer first, then alternately); when both pass and none was played, the card
    is destroyed and the reactions to that may answer."""

    __slots__ = ()

    def apply(self, st: GameState, d: Decision) -> None:
        if d[0] != "pass":
            st.note(R.REACTION, "instead.done", card=self.card, ability=(d[1], d[2]))
        if self._pass_or_play(st, d, trigger=self.card) and self.plays == 0 and st.in_play(self.card):
            st.note(R.REACTION, "instead.none", card=self.card)
            if st.destroy(self.card):
                react(st, "destroyed", self.card, self.causer, self.party, self.by)


SPARING.append(_spared)
