"""One battle: preparation (the sector locked and revealed, "during preparation" abilities, ships to
orbit, command hands), the combat step, and the resolution (events, flags, capture). A :class:`BattleFrame`
stays under its steps and goes from one to the next; when it ends, the turn that started it reads
``captured_by`` and decides what comes next.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from heresy_app.engine import citations as R
from heresy_app.engine import rule_changes, sector_texts
from heresy_app.engine.combat import CombatFrame, carry_out_later
from heresy_app.engine.decisions import Question
from heresy_app.engine.effects import to_fleet
from heresy_app.engine.manual import leave_undone, manual_plays
from heresy_app.engine.plays import can_use, plays, react, use_ability
from heresy_app.engine.restrictions import not_readied
from heresy_app.engine.state import Frame
from heresy_app.engine.terms import AR, AS, FL, FP, HAND_SIZE, Q_EVENT, Q_PREPARATION, READY, SHIP, UNIT, Z_FLEET

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Decision, Node
    from heresy_app.engine.state import GameState

__all__ = ["BattleFrame", "PreparationFrame", "ResolutionFrame", "capture_within_reach", "draw_hand"]

_BEGIN, _PREPARED, _COMBAT, _RESOLVED, _CAPTURED = range(5)   # the stages of a battle (g16: the capture's texts)


class BattleFrame(Frame):
    """The battle for sector ``sector``, chosen by ``chooser`` (``which``: 0 the attacker's battle,
    1 the defender's)."""

    __slots__ = ("sector", "chooser", "which", "stage", "captured_by")

    def __init__(self, sector: int, chooser: int, which: int) -> None:
        self.player = chooser
        self.sector = sector
        self.chooser = chooser
        self.which = which
        self.stage = _BEGIN
        self.captured_by = -1

    @classmethod
    def at(cls, sector: int, chooser: int, which: int, step: str) -> BattleFrame:
        """A battle about to begin ``step`` (positions): "preparation" (nothing done yet),
        "combat" (the combat step under way: the caller puts it on top) or "resolution"."""
        f = cls(sector, chooser, which)
        f.stage = {"preparation": _BEGIN, "combat": _COMBAT, "resolution": _COMBAT}[step]
        return f

    def step(self, st: GameState) -> list[Decision] | None:
        stage = self.stage
        if stage == _BEGIN:
            self.stage = _PREPARED
            _begin(st, self.sector, self.chooser, self.which)
            if _has_preparation_abilities(st):
                st.stack.append(PreparationFrame(st.attacker))
            sector_texts.carry_out(st, "preparation")   # the sector's own come first (abilities.sector)
            return None
        if stage == _PREPARED:
            self.stage = _COMBAT
            _after_preparation(st, self.chooser)
            return None
        if stage == _COMBAT:
            if st.later_battle:   # g9: "at the end of the battle, ...": the combat step is over
                due, st.later_battle = st.later_battle, []
                st.note(R.PROCEDURE, "later.due-battle")
                carry_out_later(st, due)
                return None
            self.stage = _RESOLVED
            st.stack.append(ResolutionFrame())
            return None
        if stage == _RESOLVED:
            s = st.bsec
            self.captured_by = _finish(st)
            self.stage = _CAPTURED
            # g16: "When a player captures this sector, ..." (the sector's own text), before the battle is over
            if self.captured_by >= 0 and sector_texts.carry_out_captured(st, s, self.captured_by):
                return None
        st.stack.pop()
        st.finished = self
        return None


def _begin(st: GameState, s: int, p: int, which: int) -> None:
    """Preparation steps 1-2: the sector is locked and its cards turned face up."""
    st.bsec, st.bchooser, st.bwhich = s, p, which
    st.fought.append(s)
    st.used = {u for u in st.used if u[2] == "turn"}   # "once per turn" outlasts the battle
    st.dead = []
    st.later = []
    st.later_battle = []
    if st.log_enabled:
        st.note(R.ATTACKER_BATTLE if which == 0 else R.DEFENDER_BATTLE, "battle.chosen", player=p, sector=s)
    st.sec_locked = s
    for q in (0, 1):
        for c in st.sectors[s][q]:
            st.up[c] = True
    if st.log_enabled:
        st.note(R.PREPARATION, "battle.revealed", sector=s, cards0=list(st.sectors[s][0]), cards1=list(st.sectors[s][1]))
    sector_texts.remind(st)   # the sector's texts the players carry out themselves


def _has_preparation_abilities(st: GameState) -> bool:
    s = st.bsec
    for q in (0, 1):
        for zone in (st.sectors[s][q], st.fleets[q]):
            for c in zone:
                if "preparation" in st.tpl[c].by_kind or "preparation" in st.tpl[c].by_hand_kind:
                    return True
    return False


def _preparation_plays(st: GameState, q: int) -> list[Decision]:
    """The "during preparation" abilities of ``q`` not carried out yet in this battle that can
    be now: on ``q``'s cards in the sector (ships not yet sent to orbit included) and ships in
    ``q``'s fleet area."""
    out: list[Decision] = []
    tpl = st.tpl
    for zone in (st.sectors[st.bsec][q], st.fleets[q]):
        for c in zone:
            for ai in tpl[c].by_kind.get("preparation", ()):
                ab = tpl[c].abilities[ai]
                assert ab is not None   # (by_kind names only the abilities the engine plays)
                if can_use(st, q, c, ai, ab):
                    out.append(("play", c, ai))
    return _or_leave_undone(out + manual_plays(st, q, "preparation"))


def _or_leave_undone(out: list[Decision]) -> list[Decision]:
    """Abilities that must be used, and those of them left to the players, which may be left
    undone (engine.manual): once only these are offered, so is a pass."""
    if out and all(d[0] == "manual" for d in out):
        out.append(("pass",))
    return out


def _after_preparation(st: GameState, p: int) -> None:
    """Preparation steps 4 to 6: ships to the fleet area, straight to resolution when either
    side has no cards here, command hands, then the combat step."""
    s = st.bsec
    fleet: list[int] = []   # g14: the ships moved, for "when this ship enters your fleet area" once the combat step is set
    for q in (0, 1):
        for c in [c for c in st.sectors[s][q] if st.tpl[c].type == SHIP]:
            to_fleet(st, c)
            fleet.append(c)
    # step 5, as each player does it: when either side has no card left here (the opponent's, or
    # the chooser's own after its ships left), the battle goes straight to resolution
    for q in (1 - p, p):
        if not st.sectors[s][q]:
            st.note(R.PREPARATION, "battle.no-opponent", player=q)
            return
    a = st.attacker
    for q in (a, 1 - a):
        draw_hand(st, q, R.COMMAND_HAND)
    first = rule_changes.first_player(st, p) if "sector_rule" in st.uses else p   # g12: "the defender declares
    st.stack.append(CombatFrame(first))                                          # the first war action"
    if "fleet" in st.uses:   # each answered before the first war action (the last pushed, the first answered)
        for c in reversed(fleet):
            if st.loc[c] == Z_FLEET:
                react(st, "fleet", c, st.owner[c])
    if "battle_start" in st.uses:   # "at the start of the battle": once prepared, before the first war action
        react(st, "battle_start", -1, p)
        sector_texts.carry_out(st, "battle_start")   # the sector's first (abilities.sector)


def draw_hand(st: GameState, q: int, rule: str) -> None:
    """"A hand of six" (deployment, the command hand): ``q`` draws six cards; cards already held
    stay, in addition (rules: term.hand.draw-six)."""
    if st.hands[q]:
        st.note(R.HAND_OF_SIX, "hand.six-more", player=q, held=len(st.hands[q]))
    more = rule_changes.hand_more(st, q) if rule == R.COMMAND_HAND and "sector_rule" in st.uses else 0
    st.draw(q, max(0, HAND_SIZE + more), rule)   # "The attacker draws 1 more card ..." (abilities.rule-change)


def _finish(st: GameState) -> int:
    """Resolution: command hands discarded, the sector captured (its cards discarded) or not (its
    cards readied); the battle's bonuses end. Returns who captured it (-1: nobody)."""
    s, a = st.bsec, st.attacker
    fl = st.flag_counts()
    for q in (a, 1 - a):
        for c in list(st.hands[q]):
            st.discard_from_hand(q, c)
    if st.log_enabled:
        st.note(R.RESOLUTION_EVENTS, "hands.discarded")
    req = st.sec[s][2]
    win = -1
    for q in (0, 1):
        if fl[q] > fl[1 - q] and fl[q] >= req:
            win = q
    if win < 0 and fl[0] == fl[1] and "sector_rule" in st.uses:   # g17c: "... the defender captures it"
        q = rule_changes.tie_winner(st)
        if q >= 0 and fl[q] >= req:
            win = q
            st.note(R.RULE_CHANGE, "rule.tie-capture", player=q)
    if win >= 0 and "sector_rule" in st.uses and not rule_changes.may_capture(st, win):   # g12: "only if he has ..."
        win = -1
    if win >= 0:
        st.sec_owner[s] = win
        st.note(R.CAPTURE, "capture", player=win, sector=s, flags=fl[win], against=fl[1 - win], need=req)
        for q in (0, 1):
            for c in list(st.sectors[s][q]):
                st.to_discard(c)
        st.note(R.CAPTURE_CLEANUP, "capture.cleanup", sector=s)
    else:
        for q in (0, 1):
            for c in st.sectors[s][q]:
                if not_readied(st, c):   # "cannot be readied" (abilities.restriction)
                    st.note(R.RESTRICTION, "restriction.not-readied", card=c)
                    continue
                st.pos[c] = READY
        st.note(R.NO_CAPTURE, "no-capture", sector=s, flags0=fl[0], flags1=fl[1], need=req)
    st.sec_locked = -1
    st.battle_bonus = {}
    st.battle_counter = set()
    st.battle_flags = [0, 0]
    st.used = {u for u in st.used if u[2] == "turn"}
    st.dead = []
    st.later = []
    st.later_battle = []
    st.bsec = -1
    return win


class PreparationFrame(Frame):
    """Preparation step 3 (rules: battle.preparation): every "during preparation" ability is
    carried out, the attacker's first, then the defender's; each player chooses the order of
    their own (a decision only when more than one can be used). They are mandatory: there is no
    pass; one that cannot be used (a condition, a cost or a required choice fails) is skipped."""

    __slots__ = ("side", "stage")

    def __init__(self, attacker: int) -> None:
        self.player = attacker
        self.side = attacker
        self.stage = 0

    def question(self, st: GameState) -> Question:
        return Question(Q_PREPARATION, self.player, sector=st.bsec)

    def step(self, st: GameState) -> list[Decision] | None:
        while self.stage < 2:
            out = _preparation_plays(st, self.side)
            if out:
                self.player = self.side
                return out
            self.stage += 1
            self.side = 1 - self.side
        st.stack.pop()
        return None

    def apply(self, st: GameState, d: Decision) -> None:
        if d[0] == "pass":
            leave_undone(st, self.side, st.legal)
            return
        use_ability(st, self.side, d[1], d[2])


class ResolutionFrame(Frame):
    """The resolution step: flags counted, command hands revealed, then each player's events, the
    attacker's first (the order is theirs to choose): those of the command hand and of the cards in
    play that take part in the battle (rules: resolution.events.in-play)."""

    __slots__ = ("stage", "side")

    def __init__(self) -> None:
        self.player = -1
        self.stage = 0
        self.side = -1

    def question(self, st: GameState) -> Question:
        return Question(Q_EVENT, self.player, sector=st.bsec)

    def step(self, st: GameState) -> list[Decision] | None:
        s = st.bsec
        if self.stage == 0:
            a = st.attacker
            if st.log_enabled:   # (the flags are counted for the log only)
                fl = st.flag_counts()
                st.note(R.RESOLUTION_FLAGS, "flags.count", sector=s, flags0=fl[0], flags1=fl[1])
                for q in (a, 1 - a):
                    st.note(R.RESOLUTION_EVENTS, "hand.revealed", player=q, titles=list(st.hands[q]))
            self.stage = 1
            self.side = a
            sector_texts.carry_out(st, "E")   # the sector's events first (abilities.sector)
            return None
        if self.stage == 1:
            q = self.side
            out = _or_leave_undone(plays(st, q, "E"))
            if out:
                self.player = q
                return out
            if q == st.attacker:
                self.side = 1 - q
                return None
            self.stage = 2
            return None
        st.stack.pop()
        return None

    def apply(self, st: GameState, d: Decision) -> None:
        if d[0] == "pass":
            leave_undone(st, self.side, st.legal)
            return
        use_ability(st, self.side, d[1], d[2])


def _walk(effects: Iterable[Any]) -> Iterator[Node]:   # (IR lists nest dicts and lists)
    """Every effect of a list, and the effects nested in choices, conditions and roll tables."""
    for e in effects:
        if isinstance(e, dict):
            if "op" in e:
                yield e
            for v in e.values():
                if isinstance(v, list):
                    yield from _walk(v)
        elif isinstance(e, list):
            yield from _walk(e)


_REMOVING = frozenset({"destroy", "damage", "return", "move"})
"""Effects that can take a card out of a sector (or make room for a capture)."""
_BRINGING = frozenset({"infiltrate", "move", "search"})
"""Effects that can bring a card into a sector."""


def _powers(st: GameState, q: int) -> tuple[int, bool, bool]:
    """What the abilities of ``q``'s cards in play could ever do for a capture: the most flags they
    could add in one battle (a d6 or an X counts as 6, for each of ``q``'s cards where a scope
    counts), whether any could remove an enemy card (or strengthen an attack enough to), and
    whether any could bring a card in.
    Abilities the engine cannot play are assumed able to do all of it."""
    gain, removes, brings = 0, False, False
    cards = list(_in_play(st, q))
    for c in cards:
        t = st.tpl[c]
        if t.by_hand_kind:
            return 99, True, True
        for ab in t.abilities:
            assert ab is not None   # (a card with an ability played by hand has returned above)
            if ab.kind == "constant":   # already in the card's stats and the auras
                continue
            for e in _walk(ab.effects):
                op = e["op"]
                removes = removes or op in _REMOVING or _strengthens(e)
                brings = brings or op in _BRINGING
                if op in ("flags", "modify") and (op == "flags" or e.get("stat") == "flags"):
                    a = e.get("amount") or e.get("count") or {}
                    n = (a.get("value", 6) if a.get("kind") == "number" else 6) * int(e.get("sign", 1))
                    if n > 0 and e.get("player", "you") != "opponent":
                        gain += n if op == "flags" else n * len(cards)   # a scope: each card of q's
                if op == "set_stat" and e.get("stat") == "flags":   # g10: cards counting as having N flags
                    gain += int((e.get("amount") or {}).get("value", 0)) * len(cards)
    return gain, removes, brings


def _strengthens(e: Node) -> bool:
    """A bonus that could let a shot or an assault destroy what it could not: more firepower or
    assault, less armor, a "versus" bonus."""
    if e["op"] == "versus":
        return True
    if e["op"] != "modify":
        return False
    a = e.get("amount") or {}
    sign = int(e.get("sign", 1)) * (-1 if a.get("kind") == "number" and a.get("value", 1) < 0 else 1)
    return (e.get("stat") in ("firepower", "assault") and sign > 0) or (e.get("stat") == "armor" and sign < 0)


def _in_play(st: GameState, q: int) -> Iterator[int]:
    for s in range(len(st.sectors)):
        yield from st.sectors[s][q]
    yield from st.fleets[q]


def _can_destroy(st: GameState, s: int, q: int, c: int) -> bool:
    """Could one of ``q``'s units in sector ``s`` destroy card ``c`` with a shot or an assault (its
    firepower or assault at least ``c``'s armor; blocks and bonuses aside)?"""
    armor = st.stat(c, AR)
    return any(st.tpl[u].type == UNIT and (st.stat(u, FP) >= armor or st.stat(u, AS) >= armor)
               for u in st.sectors[s][q])


def capture_within_reach(st: GameState) -> bool:
    """Could any battle still capture an open sector (rules: end.stalemate)? The program's test for
    "no capture can ever come", as generous to a capture as the cards in play allow: for a player
    with a card in the sector, the most flags they could have there (their cards' flags and the most
    their abilities could add) meets the sector's need and beats the fewest the opponent could be
    left with — none at all when each of the opponent's flagged cards there could be destroyed by a
    shot or an assault of that player's units, or by an ability that removes cards. A player whose
    abilities could bring a card into a sector keeps every sector within reach."""
    powers = [_powers(st, q) for q in (0, 1)]
    if any(p[2] for p in powers):
        return True
    for s in st.open_sectors():
        req = st.sec[s][2]
        base = [sum(st.stat(c, FL) for c in st.sectors[s][q] if st.tpl[c].type != SHIP) for q in (0, 1)]
        for q in (0, 1):
            if not any(st.tpl[c].type != SHIP for c in st.sectors[s][q]):
                continue
            most = base[q] + powers[q][0]
            flagged = [c for c in st.sectors[s][1 - q] if st.tpl[c].type != SHIP and st.stat(c, FL) > 0]
            removable = [c for c in flagged if powers[q][1] or _can_destroy(st, s, q, c)]
            least = sum(st.stat(c, FL) for c in flagged if c not in removable)
            if most >= req and most > least:
                return True
    return False
