"""Set-up and the turn: roles, the planet, then turn after turn: the first wave, regular deployment,
the attacker's and the defender's battles, the end of the turn, and victory.

The stack's bottom is a :class:`GameFrame`; it starts each :class:`TurnFrame`, which starts the
deployment frames and the battles one after the other and reads each battle's result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from heresy_app.engine import citations as R
from heresy_app.engine.battle import BattleFrame, capture_within_reach, draw_hand
from heresy_app.engine.decisions import EngineError, Question
from heresy_app.engine.entering import deploy_barred  # g17c
from heresy_app.engine.restrictions import not_readied
from heresy_app.engine.state import Frame
from heresy_app.engine.terms import PLANETS, Q_BATTLE, Q_DEPLOY, Q_FIRST_WAVE, Q_PLANET, Q_ROLE, READY, TURN_FOUR

if TYPE_CHECKING:
    from heresy_app.engine.shapes import Decision
    from heresy_app.engine.state import GameState

__all__ = ["GameFrame", "TurnFrame", "RoleFrame", "PlanetFrame", "FirstWaveFrame", "DeployFrame", "SectorFrame",
           "turn_in_battle", "turn_at"]


QUIET_TURNS = 10
"""Quiet turns in a row (nothing to draw, no card changing zone) after which the game is a draw
even though a fight could still capture a sector (rules: end.stalemate, the program's addition)."""


class GameFrame(Frame):
    """The bottom of the stack: once the set-up is over, a turn after each other until the game ends.
    ``quiet`` counts the quiet turns in a row since turn 4 (rules: end.stalemate)."""

    __slots__ = ("quiet",)

    def __init__(self) -> None:
        self.player = -1
        self.quiet = 0

    def step(self, st: GameState) -> list[Decision] | None:
        st.turn += 1
        st.fought = []
        st.note(R.TURN if st.turn == 1 else R.EACH_TURN, "turn.begins", turn=st.turn, player=1 - st.attacker)
        st.stack.append(TurnFrame())
        return None


class RoleFrame(Frame):
    """The player with the lower top die (or the coin toss's winner) chooses to attack or defend."""

    __slots__ = ()

    def __init__(self, player: int) -> None:
        self.player = player

    def question(self, st: GameState) -> Question:
        return Question(Q_ROLE, self.player)

    def step(self, st: GameState) -> list[Decision] | None:
        return [("role", "attacker"), ("role", "defender")]

    def apply(self, st: GameState, d: Decision) -> None:
        p = self.player
        st.attacker = p if d[1] == "attacker" else 1 - p
        st.note(R.SETUP_ATTACKER, "role.chosen", player=p, role=d[1], attacker=st.attacker,
                defender=1 - st.attacker)
        st.stack[-1] = PlanetFrame(1 - st.attacker)


class PlanetFrame(Frame):
    __slots__ = ()

    def __init__(self, player: int) -> None:
        self.player = player

    def question(self, st: GameState) -> Question:
        return Question(Q_PLANET, self.player)

    def step(self, st: GameState) -> list[Decision] | None:
        out = [("planet", pl) for pl in PLANETS if len(st.cat.sectors(pl)) == 3]
        if not out:
            raise EngineError("the card database has no planet with three sector cards")
        return out

    def apply(self, st: GameState, d: Decision) -> None:
        st.set_planet(d[1])
        st.note(R.SETUP_PLANET, "planet.chosen", player=self.player, planet=d[1])
        st.stack.pop()


# the stages of a turn
_FIRST_WAVE, _HANDS, _DEPLOYED, _FIRST_SECTOR, _FIRST_BATTLE, _SECOND_SECTOR, _SECOND_BATTLE, _END = range(8)


class TurnFrame(Frame):
    """One turn. A battle that ends leaves its result in ``st.finished`` for the turn to read;
    ``start`` is where every card was when the turn began (None for a turn set up in the middle)."""

    __slots__ = ("stage", "start")

    def __init__(self, stage: int = _FIRST_WAVE) -> None:
        self.player = -1
        self.stage = stage
        self.start: tuple[int, ...] | None = None

    def step(self, st: GameState) -> list[Decision] | None:
        stage = self.stage
        a = st.attacker
        if stage == _FIRST_WAVE:
            self.stage = _HANDS
            self.start = tuple(st.loc)
            opened = st.open_sectors()
            st.stack.append(FirstWaveFrame(1 - a, [opened[:], opened[:]]))
            return None
        if stage == _HANDS:   # deployment: six cards each, the defender deploys first
            self.stage = _DEPLOYED
            d = 1 - a
            for q in (d, 1 - d):
                draw_hand(st, q, R.REGULAR)
            st.stack.append(DeployFrame(d))
            return None
        if stage == _DEPLOYED:
            self.stage = _FIRST_SECTOR
            st.stack.append(SectorFrame(a, 0))
            return None
        if stage in (_FIRST_SECTOR, _SECOND_SECTOR):
            chosen = cast(SectorFrame, st.finished).chosen   # (the sector frame that has just ended)
            first = stage == _FIRST_SECTOR
            if chosen >= 0:
                self.stage = _FIRST_BATTLE if first else _SECOND_BATTLE
                st.stack.append(BattleFrame(chosen, a if first else 1 - a, 0 if first else 1))
            elif first:
                self.stage = _SECOND_SECTOR
                st.stack.append(SectorFrame(1 - a, 1))
            else:
                self.stage = _END
            return None
        if stage in (_FIRST_BATTLE, _SECOND_BATTLE):
            win = cast(BattleFrame, st.finished).captured_by   # (the battle that has just ended)
            if win >= 0 and st.sec_owner.count(win) >= 2:
                st.end_game(win, R.VICTORY, "victory.two-sectors", player=win)
                return None
            if win >= 0 and st.turn > TURN_FOUR:   # after turn 4 play went on only until a capture decides
                w = _higher_sector(st)
                if w is not None:
                    st.end_game(w, R.TURN_FOUR, "victory.capture-after-turn-four", turn=st.turn, player=w)
                    return None
            if stage == _FIRST_BATTLE:
                self.stage = _SECOND_SECTOR
                st.stack.append(SectorFrame(1 - a, 1))
            else:
                self.stage = _END
            return None
        self._end(st)
        return None

    def _end(self, st: GameState) -> None:
        for q in (0, 1):
            for c in st.fleets[q]:
                if not_readied(st, c, turn_end=True):   # "cannot be readied [at the end of the turn]"
                    st.note(R.RESTRICTION, "restriction.not-readied", card=c)
                    continue
                st.pos[c] = READY
        st.note(R.SHIPS_READY, "turn.ships-ready", turn=st.turn)
        st.used = {u for u in st.used if u[2] != "turn"}   # "once per turn" ends with the turn
        if st.turn_bonus or st.turn_counter:
            st.turn_bonus, st.turn_counter = {}, set()
            st.note(R.DURATION_TURN, "turn.bonuses-end", turn=st.turn)
        if st.turn >= TURN_FOUR:
            w = _higher_sector(st)
            if w is not None:
                st.end_game(w, R.TURN_FOUR, "victory.higher-sector", turn=st.turn, player=w)
                return
            if any(o >= 0 for o in st.sec_owner):
                st.note(R.TIED_SECTORS, "turn.tied-sectors")
            else:
                st.note(R.TURN_FOUR, "turn.none-captured")
            quiet = self._quiet(st)
            game = st.frame(GameFrame)
            if game is not None:
                game.quiet = game.quiet + 1 if quiet else 0
            if quiet and not capture_within_reach(st):
                st.end_game(None, R.STALEMATE, "draw.stalemate", turn=st.turn)
                return
            if quiet and game is not None and game.quiet >= QUIET_TURNS:
                st.end_game(None, R.STALEMATE, "draw.quiet-turns", turn=st.turn, quiet=game.quiet)
                return
        st.stack.pop()

    def _quiet(self, st: GameState) -> bool:
        """end.stalemate: nothing left to draw or deploy, and a whole turn in which no card
        changed zone."""
        return (self.start is not None and not any(st.decks) and not any(st.hands)
                and tuple(st.loc) == self.start)


def _higher_sector(st: GameState) -> int | None:
    """The player whose best captured sector needs more flags than any of the opponent's (a
    captured sector beats none), or None."""
    held = [[st.sec[s][2] for s in range(3) if st.sec_owner[s] == q] for q in (0, 1)]
    best = [max(h) if h else 0 for h in held]
    if best[0] == best[1]:
        return None
    return 0 if best[0] > best[1] else 1


def turn_in_battle(which: int) -> TurnFrame:
    """A turn whose battle ``which`` (0 the attacker's, 1 the defender's) is under way (positions)."""
    return TurnFrame(_FIRST_BATTLE if which == 0 else _SECOND_BATTLE)


def turn_at(stage: str, which: int = 0) -> TurnFrame:
    """A turn about to begin ``stage`` (positions): "first_wave", "deployment" (the six cards not
    drawn yet), "battle_choice" (``which``: 0 the attacker's sector, 1 the defender's)."""
    if stage == "first_wave":
        return TurnFrame(_FIRST_WAVE)
    if stage == "deployment":
        return TurnFrame(_HANDS)
    if stage == "battle_choice":
        return TurnFrame(_FIRST_SECTOR if which == 0 else _SECOND_SECTOR)
    raise ValueError(f"no turn stage {stage!r}")


class FirstWaveFrame(Frame):
    """The first wave: each player in turn reveals the top card of the deck and puts it face up in
    an open sector of their choice, until each open sector holds one card of each."""

    __slots__ = ("remaining",)

    def __init__(self, player: int, remaining: list[list[int]]) -> None:
        self.player = player
        self.remaining = remaining

    def question(self, st: GameState) -> Question:
        deck = st.decks[self.player]
        return Question(Q_FIRST_WAVE, self.player, card=deck[-1] if deck else -1)

    def step(self, st: GameState) -> list[Decision] | None:
        p = self.player
        rem = self.remaining
        if rem[p] and not st.decks[p]:
            st.note(R.DECK_EMPTY, "first-wave.no-cards", player=p)
            rem[p] = []
        if not rem[p]:
            if rem[1 - p]:
                self.player = 1 - p
                return None
            st.stack.pop()
            return None
        return [("first_wave", s) for s in rem[p]]

    def apply(self, st: GameState, d: Decision) -> None:
        p = self.player
        s = d[1]
        c = st.take_top(p)
        st.put_in_sector(c, s, True)
        self.remaining[p].remove(s)
        if st.log_enabled:
            st.note(R.FIRST_WAVE, "first-wave", player=p, card=c, sector=s)
        self.player = 1 - p

    def revealed(self, st: GameState) -> int:
        """The card the player to move has revealed (or -1)."""
        deck = st.decks[self.player]
        return deck[-1] if deck else -1


class DeployFrame(Frame):
    """Regular deployment: the players alternate, a card from hand face down into an open sector.
    When no card is left to deploy, uniqueness is checked (rules: term.unique.check); cards that go
    back to a hand are deployed again, never into a sector they went back from (``barred``: lists
    [player, unique name, sector]), and the check comes again."""

    __slots__ = ("barred",)

    def __init__(self, player: int) -> None:
        self.player = player
        self.barred: list[list[object]] = []

    def question(self, st: GameState) -> Question:
        return Question(Q_DEPLOY, self.player)

    def step(self, st: GameState) -> list[Decision] | None:
        for q in (self.player, 1 - self.player):
            out = self._options(st, q)
            if out:
                self.player = q
                return out
        if _unique_check(st, self.barred):
            self.player = 1 - st.attacker
            return None
        st.stack.pop()
        return None

    def _options(self, st: GameState, p: int) -> list[Decision]:
        opened = st.open_sectors()
        tpl = st.tpl
        barred = self.barred
        no_deploy = "no_deploy" in st.uses
        seen: set[str] = set()
        out: list[Decision] = []
        for c in st.hands[p]:   # (loops: a comprehension is a call of its own in Python 3.11)
            t = tpl[c]
            if t.id in seen:
                continue
            seen.add(t.id)
            if t.identity is None or not barred:   # nothing barred for it: every open sector
                fits = opened
            else:
                fits = []
                for s in opened:
                    if [p, t.identity, s] not in barred:
                        fits.append(s)
            if no_deploy:   # g17c: "Titans cannot be deployed into this sector."
                fits = [s for s in fits if not deploy_barred(st, c, s)] or fits   # a card no sector takes goes anywhere
            for s in fits:
                out.append(("deploy", c, s))
        return out

    def apply(self, st: GameState, d: Decision) -> None:
        p = self.player
        c, s = d[1], d[2]
        st.hands[p].remove(c)
        st.put_in_sector(c, s, False)
        if st.log_enabled:
            st.note(R.REGULAR, "deploys", player=p, sector=s)
        self.player = 1 - p


def _unique_check(st: GameState, barred: list[list[object]]) -> bool:
    """term.unique at the deployment stage (term.unique.check): in every open sector a player's later
    copies of a unique card go back to that player's hand, the copy that came into the sector first
    staying (term.unique.which-stays); then a unique card both players still have there goes back
    to both hands. Returns whether any card went back."""
    moved = False
    for s in st.open_sectors():
        kept: tuple[dict[str, int], dict[str, int]] = ({}, {})
        for q in (0, 1):
            for c in list(st.sectors[s][q]):
                i = st.tpl[c].identity
                if i is None:
                    continue
                if i not in kept[q]:
                    kept[q][i] = c
                    continue
                st.back_to_hand(c)
                barred.append([q, i, s])
                moved = True
                if st.up[c]:
                    st.note(R.UNIQUE_WHICH_STAYS, "unique.later-copy", card=c, kept=kept[q][i], sector=s)
                else:
                    st.note(R.UNIQUE_WHICH_STAYS, "unique.later-copy-hidden", player=q, sector=s)
                st.up[c] = False
        for i in sorted(set(kept[0]) & set(kept[1])):
            for q in (0, 1):
                c = kept[q][i]
                st.back_to_hand(c)
                barred.append([q, i, s])
                st.note(R.UNIQUE_CHECK, "unique.both-players", title=c, card=c, sector=s)
                st.up[c] = False
            moved = True
    return moved


class SectorFrame(Frame):
    """A player chooses the sector of their battle (``which``: 0 the attacker's, 1 the defender's)
    among the open ones where they have cards; ``chosen`` is -1 when there is none."""

    __slots__ = ("which", "chosen")

    def __init__(self, player: int, which: int) -> None:
        self.player = player
        self.which = which
        self.chosen = -1

    def question(self, st: GameState) -> Question:
        return Question(Q_BATTLE, self.player, which=self.which)

    def step(self, st: GameState) -> list[Decision] | None:
        p = self.player
        out = [("battle", s) for s in st.open_sectors() if s not in st.fought and st.sectors[s][p]]
        if not out:
            st.stack.pop()
            st.finished = self
            if self.which == 0:
                st.note(R.NO_SECTOR, "battle.none", player=p)
            else:
                st.note(R.DEFENDER_BATTLE, "battle.none-left", player=p)
            return None
        return out

    def apply(self, st: GameState, d: Decision) -> None:
        self.chosen = d[1]
        st.stack.pop()
        st.finished = self
