"""The battle board's controller: one game, the only :class:`~heresy_app.engine.GameState`.

The widgets read ``controller.state`` and never change it: a person's answer goes through
:meth:`GameController.submit`, which refuses (signal ``error``) anything illegal or out of turn.
The AI thinks off the GUI thread: a :class:`QRunnable` on the controller's own
:class:`QThreadPool` gets a *copy* of the state (``state.clone()``) and the policy, computes its
decision with :func:`heresy_app.engine.ai.choose` and hands it back through a queued signal; the
controller applies it on the GUI thread only if the game has not changed meanwhile (a generation
counter bumped by every change: a decision, a new game, a load, a take-back, a replay step); a
search under way is told through ``choose``'s ``stop`` that the game moved on and ends at once.

Signals: ``changed()`` after every applied decision and after new game / load / take-back /
replay steps; ``thinking(bool)``; ``finished()`` once when a live game ends; ``error(str)`` with
one sentence in ``controller.lang`` ("en" or "ru").

Modes: ``"ai"`` (you are player 0, the AI plays player 1), ``"hotseat"`` (two people),
``"watch"`` (the AI plays both seats; :meth:`pause`, :meth:`resume`, :meth:`step`) and
``"replay"`` (a saved game opened with :meth:`open_replay`: step back and forward, jump to a
turn, :meth:`continue_from_here`).

The AI's random numbers for the decision at ply ``n`` of a game with seed ``s`` come from
:func:`ai_rng` ``(s, n)``, so the same seed and the same decisions give the same game, whatever
was taken back, saved or loaded on the way.

Autosave: the game in progress is kept in the user data folder by a
:class:`~heresy_app.ui.game_autosave.GameAutosave` the controller owns (at once after a person's
decision, soon after an AI's; removed when the game ends); :meth:`autosaved_game` says whether one
is there to offer back after a crash.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from PySide6.QtCore import QObject, Qt, QThreadPool, QTimer, Signal, Slot

from heresy_app.engine import IllegalDecision, load_game
from heresy_app.engine import new_game as engine_new_game
from heresy_app.engine import replay as saved_games
from heresy_app.engine.terms import PLANETS, Q_ROLE
from heresy_app.i18n import BASE, t
from heresy_app.ui.ai_worker import AiMove, AiSignals, ai_rng, stopper
from heresy_app.ui.game_autosave import GameAutosave, autosave_path
from heresy_app.ui.game_report import game_result, tell_move

__all__ = ["GameController", "ai_rng", "autosave_path", "MODES", "ROLES", "MAX_DELAY_MS", "message"]

MODES = ("ai", "hotseat", "watch")
REPLAY = "replay"
ROLES = ("rules", "attacker", "defender")
MAX_DELAY_MS = 2000
HUMAN, AI, SETUP = "human", "ai", "setup"   # who made a decision (SETUP: the role chosen in the new-game dialog)
# log entries after which the game stops on a summary (when ``summaries`` is on): a battle's end, and
# the end of a turn after turn 4 that did not end the game
STOP_KEYS = {"capture": "battle", "no-capture": "battle", "turn.tied-sectors": "turn", "turn.none-captured": "turn"}

def message(key: str, lang: str = "en", **args) -> str:
    """The controller's message ``key`` in ``lang`` (the catalog's ``board-<key>``, board.ftl)."""
    return t(f"board-{key}", lang, **args)


class GameController(QObject):
    """One game and everything that may change it. See the module's documentation."""

    changed = Signal()
    thinking = Signal(bool)
    finished = Signal()
    error = Signal(str)

    def __init__(self, parent: QObject | None = None, *, autosave: bool = True, lang: str = "en"):
        super().__init__(parent)
        self.lang = lang
        self.seed: int | None = None
        self.last_ai_decision: tuple | None = None
        self.summaries = False            # stop on a summary after each battle (and turn after turn 4)
        self._stop: dict | None = None    # the summary the game waits on: {"battle": i, "turn": j} log indexes
        self._ai_move_text: dict[str, str] = {}   # the AI's last move in words, told from before it ("en", "ru")
        self._state = None
        self._db = None
        self._mode = "ai"
        self._ai = "heuristic"
        self._role = "rules"
        self._policy = None
        self._movers: list[str] = []      # HUMAN, AI or SETUP for each decision of the game
        self._generation = 0
        self._thinking = False
        self._in_flight: int | None = None   # the generation an AI worker is computing for
        self._held = None                 # an AI decision that arrived while paused
        self._paused = False
        self._steps = 0                   # AI moves allowed while paused (step())
        self._delay_ms = 0
        self._finished_sent = False
        self._viewer = 0
        self._replay: saved_games.Tape | None = None
        self._lost_cache = None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(4)   # a stale search may still be running when the next starts
        # made after the pool, so deleted after it: the pool's destructor waits for its workers,
        # which then still find the relay to hand their answer to
        self._relay = AiSignals(self)
        self._relay.done.connect(self._on_ai_done, Qt.ConnectionType.QueuedConnection)
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._launch_ai)
        self._autosave = GameAutosave(self, self._to_autosave, self._autosave_failed, enabled=autosave)

    # ------------------------------------------------------------------ reading
    @property
    def state(self):
        """The game (read only: change it through :meth:`submit`). None before the first game."""
        return self._state

    @property
    def mode(self) -> str:
        """"ai", "hotseat", "watch" or "replay"."""
        return REPLAY if self._replay is not None else self._mode

    @property
    def ai(self) -> str:
        """The AI policy's name (``make_policy`` spec)."""
        return self._ai

    @property
    def role(self) -> str:
        return self._role

    @property
    def generation(self) -> int:
        """Bumped by every change of the game (an AI result for an older generation is dropped)."""
        return self._generation

    @property
    def is_thinking(self) -> bool:
        return self._thinking

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def stop(self) -> dict | None:
        """The summary the game waits on until :meth:`acknowledge` (no decision is taken, by a person
        or the AI, meanwhile): ``{"battle": i, "turn": j}`` with the log index of the battle's end
        (``capture``/``no-capture``) and of the turn's end after turn 4, each or both; None when
        the game goes on."""
        return dict(self._stop) if self._stop is not None else None

    def ai_move_text(self, lang: str = "en") -> str:
        """The AI's last decision in words, told from the position before it (so a card it put or
        played is the card the log names, and a card the person may not see is "a card")."""
        told = self._ai_move_text
        return told.get(lang) or told.get(BASE, "")

    def acknowledge(self) -> bool:
        """The person has read the summary: the game goes on (False when none was shown)."""
        if self._stop is None:
            return False
        self._stop = None
        self.changed.emit()
        self._advance()
        return True

    @property
    def viewer(self) -> int:
        """The seat whose view the board shows: 0 against the AI, while watching and replaying; in
        hot seat the player to move (the last one once the game is over)."""
        return self._viewer if self.mode == "hotseat" else 0

    @property
    def delay_ms(self) -> int:
        """The pause before each AI decision, 0 to 2000 ms, so a person can follow."""
        return self._delay_ms

    @delay_ms.setter
    def delay_ms(self, value: int) -> None:
        self._delay_ms = max(0, min(MAX_DELAY_MS, int(value)))

    def is_human(self, player: int | None) -> bool:
        if player is None or self._replay is not None:
            return False
        return self._mode == "hotseat" or (self._mode == "ai" and player == 0)

    def human_to_move(self) -> bool:
        return self._state is not None and self.is_human(self._state.current_player)

    def ai_to_move(self) -> bool:
        st = self._state
        return (st is not None and self._replay is None and st.current_player is not None
                and not self.is_human(st.current_player))

    def legal(self) -> list[tuple]:
        """The legal decisions when a person is to decide, else [] (also while a summary waits)."""
        if self._stop is not None:
            return []
        return list(self._state.legal_decisions()) if self.human_to_move() else []

    # ------------------------------------------------------------------ starting a game
    def new_game(self, deck_you, deck_opp, *, seed: int | None = None, ai: str = "heuristic",
                 role: str = "rules", mode: str = "ai", db=None) -> bool:
        """A new game: you (player 0) play ``deck_you``, the opponent ``deck_opp`` (lists of card
        ids). ``seed`` None picks one (kept in :attr:`seed`). ``role`` "attacker"/"defender"
        answers the role question so that player 0 has that role; "rules" leaves it to whoever the
        rulebook lets choose. False (and ``error``) when it cannot start; the game on the board
        is then untouched."""
        if mode not in MODES:
            return self._refuse("bad-mode", value=mode)
        if role not in ROLES:
            return self._refuse("bad-role", value=role)
        policy = self._make_policy(ai)
        if policy is None:
            return False
        if seed is None:
            seed = random.SystemRandom().randrange(1, 1_000_000)
        try:
            st = engine_new_game(list(deck_you), list(deck_opp), int(seed), db)
        except (ValueError, KeyError, TypeError) as err:
            return self._refuse("bad-deck", detail=str(err).strip("'\"") or type(err).__name__)
        movers = []
        if role != "rules":
            q = st.question()
            if q.kind == Q_ROLE:
                want = role if q.player == 0 else ("defender" if role == "attacker" else "attacker")
                st.apply(("role", want))
                movers.append(SETUP)
        self._autosave.clear()
        self._install(st, movers, mode=mode, ai=ai, policy=policy, role=role, db=db)
        return True

    def load(self, path) -> bool:
        """Load a saved game (the engine's JSON) as a live game; its mode and AI come back when the
        file says them (a file this controller saved), else you against the current AI. A broken or
        foreign file: ``error`` with one sentence and False; the current game is untouched."""
        try:
            data = saved_games.read(path, self.lang)
            st, players = saved_games.play_through(data, self._db, where=os.fspath(path), lang=self.lang)
        except saved_games.SavedGameError as err:
            return self._refuse_text(str(err))
        board = data.get("board") if isinstance(data.get("board"), dict) else {}
        mode = board.get("mode") if board.get("mode") in MODES else self._mode
        ai = board.get("ai") if isinstance(board.get("ai"), str) else self._ai
        policy = self._make_policy(ai, quiet=True)
        if policy is None:
            ai, policy = self._ai, self._make_policy(self._ai)
        role = board.get("role") if board.get("role") in ROLES else "rules"
        movers = self._movers_for(st, players, mode, role)
        self._install(st, movers, mode=mode, ai=ai, policy=policy, role=role, db=self._db)
        self._autosave.now()
        return True

    def close(self) -> None:
        """Stop: no more AI moves, wait for a computation under way (call before dropping the
        controller or at the end of a test)."""
        self._generation += 1
        self._delay.stop()
        self._autosave.stop()
        self._set_thinking(False)
        self._pool.clear()
        self._pool.waitForDone()

    # ------------------------------------------------------------------ playing
    def submit(self, decision) -> bool:
        """A person's decision. Refused with ``error`` (and False) when it is illegal, when the
        game is over, during a replay or when it is not a person's turn."""
        st = self._state
        if st is None:
            return self._refuse("no-game")
        if self._replay is not None:
            return self._refuse("replaying")
        if st.is_over:
            return self._refuse("game-over")
        if not self.human_to_move():
            return self._refuse("not-your-turn")
        if self._stop is not None:
            return self._refuse("summary-open")
        d = tuple(decision) if isinstance(decision, (list, tuple)) else decision
        if not isinstance(d, tuple) or not st.is_legal(d):
            return self._refuse("illegal", decision=repr(decision))
        self._apply(d, HUMAN)
        return True

    def can_concede(self) -> bool:
        """A person plays a live game on the board (not watching the AI, not a replay)."""
        st = self._state
        return st is not None and self._replay is None and not st.is_over and self._mode in ("ai", "hotseat")

    def concede(self) -> bool:
        """The person gives the game up (against the AI: you; at one screen: the player whose view
        is shown), whoever is to decide: the game ends, the other side wins, and the concession is
        a decision of the saved game like any other (a replay ends the same way)."""
        if not self.can_concede():
            return self._refuse("no-game" if self._state is None else "replaying" if self._replay is not None
                                else "game-over" if self._state.is_over else "not-your-turn")
        self._stop_ai()
        self._stop = None
        self._apply(("concede", self.viewer), HUMAN)
        return True

    def pause(self) -> None:
        """Make no more AI decisions until :meth:`resume` or :meth:`step`."""
        self._paused = True
        self._steps = 0
        self._delay.stop()

    def resume(self) -> None:
        self._paused = False
        self._steps = 0
        if self._held is not None:
            self._apply_held()
        else:
            self._advance()

    def step(self) -> None:
        """One AI decision now (no delay), then stay paused."""
        self._paused = True
        self._delay.stop()
        if self._stop is not None:   # a summary on the table: the step reads past it
            self._stop = None
            self.changed.emit()
            return
        if self._held is not None:
            self._apply_held()
            return
        if self.ai_to_move():
            self._steps = 1          # applied when the decision under way arrives
            if self._in_flight != self._generation:
                self._launch_ai()

    # ------------------------------------------------------------------ take-back
    def _last_human_ply(self) -> int | None:
        for i in range(len(self._movers) - 1, -1, -1):
            if self._movers[i] == HUMAN:
                return i
        return None

    def _conceded(self) -> bool:
        """The game ended by a concession: it is over for good (nothing takes it back)."""
        st = self._state
        if st is None or not st.is_over or not st.decisions:
            return False
        last = st.decisions[-1]
        return isinstance(last, (list, tuple)) and len(last) == 2 and last[0] == "concede"

    def can_take_back(self) -> bool:
        return (self._state is not None and self._replay is None and not self._conceded()
                and self._last_human_ply() is not None)

    def take_back(self) -> bool:
        """Undo back to before the person's last decision (with every AI decision after it): the
        game is replayed from its seed without them. False when there is nothing to take back."""
        if not self.can_take_back():
            return False
        k = self._last_human_ply()
        data = self._state.to_dict()
        data["decisions"] = data["decisions"][:k]
        st = load_game(data, self._db)
        self._install(st, self._movers[:k], mode=self._mode, ai=self._ai, policy=self._policy, role=self._role,
                      db=self._db)
        self._autosave.now()
        return True

    # ------------------------------------------------------------------ saving
    def saved_game(self) -> dict:
        """The game as the engine saves it, with the board's mode, AI and role under ``board``."""
        return saved_games.document(self._state, self._board())

    def _board(self) -> dict:
        return {"mode": self._mode, "ai": self._ai, "role": self._role}

    def save(self, path) -> bool:
        """Write the game (atomically) to ``path``; False and ``error`` when it cannot."""
        if self._state is None:
            return self._refuse("no-game")
        try:
            saved_games.write(path, self._state, board=self._board(), indent=1, make_dirs=False)
        except OSError as err:
            return self._refuse("save-failed", path=os.fspath(path), detail=err.strerror or err)
        return True

    @staticmethod
    def autosaved_game() -> Path | None:
        """The autosaved game left by a session that did not end it (offer it back), or None."""
        return GameAutosave.found()

    @property
    def autosave_enabled(self) -> bool:
        return self._autosave.enabled

    @autosave_enabled.setter
    def autosave_enabled(self, value: bool) -> None:
        self._autosave.enabled = bool(value)

    def _to_autosave(self) -> tuple | None:
        """What the autosave writes: the live game and the board's settings (never a replay)."""
        return None if self._state is None or self._replay is not None else (self._state, self._board())

    def _autosave_failed(self, path: Path, err: OSError) -> None:
        self.error.emit(message("autosave-failed", self.lang, path=path, detail=err.strerror or err))

    # ------------------------------------------------------------------ the end
    def result(self) -> dict | None:
        """When the game is over: ``winner`` (0, 1 or None for a draw), ``rule`` (the rules id
        that decided it) and ``reason`` (its log line), ``turns``, ``sectors`` (each with
        ``captured_by``), ``captured`` (sector names per player), ``cards_lost`` per player,
        ``decisions``. None while it goes on."""
        st = self._state
        if st is None or not st.is_over:
            return None
        key = (id(st), len(st.decisions))
        if self._lost_cache is None or self._lost_cache[0] != key:
            self._lost_cache = (key, saved_games.cards_lost(st, self._db))
        return game_result(st, self.lang, self._lost_cache[1])

    # ------------------------------------------------------------------ the replay viewer
    @property
    def replay_position(self) -> int:
        """How many of the replay's decisions are on the board (0 = the start)."""
        return self._replay.position if self._replay is not None else 0

    @property
    def replay_length(self) -> int:
        return len(self._replay) if self._replay is not None else 0

    def open_replay(self, path_or_dict) -> bool:
        """Open a saved game (a path, or its JSON document as a dict) in the replay viewer, at its
        start. A broken or foreign one: ``error`` and False, the board untouched."""
        where = "saved game" if isinstance(path_or_dict, dict) else os.fspath(path_or_dict)
        try:
            data = path_or_dict if isinstance(path_or_dict, dict) else saved_games.read(path_or_dict, self.lang)
            tape = saved_games.Tape(data, self._db, where=where, lang=self.lang)
        except saved_games.SavedGameError as err:
            return self._refuse_text(str(err))
        self._autosave.now()    # the live game's last decisions, before the board shows the replay
        self._stop_ai()
        self._replay = tape
        self._state = tape.start()
        self.seed = tape.final.seed
        self.last_ai_decision = None
        self._ai_move_text = {}
        self._stop = None
        self._movers = []
        self._bump()
        self.changed.emit()
        return True

    def replay_jump_to(self, position: int) -> bool:
        """Show the replay after its first ``position`` decisions (clamped)."""
        r = self._replay
        if r is None:
            return False
        before = r.position
        self._state = r.state_at(position, self._state)
        if r.position != before:
            self._bump()
            self.changed.emit()
        return True

    def replay_forward(self) -> bool:
        r = self._replay
        return r is not None and r.position < len(r) and self.replay_jump_to(r.position + 1)

    def replay_back(self) -> bool:
        r = self._replay
        return r is not None and r.position > 0 and self.replay_jump_to(r.position - 1)

    def replay_jump_to_turn(self, turn: int) -> bool:
        """Show the replay where turn ``turn`` is first on the board (the end when it never is)."""
        r = self._replay
        if r is None:
            return False
        return self.replay_jump_to(r.ply_of_turn(turn))

    def continue_from_here(self) -> bool:
        """Drop the rest of the replay and play on from this position: you (player 0) against
        the AI."""
        r = self._replay
        if r is None:
            return False
        st = self._state
        players = r.movers[:r.position]
        self._replay = None
        policy = self._make_policy(self._ai) if self._policy is None else self._policy
        movers = self._movers_for(st, players, "ai", "rules")
        self._install(st, movers, mode="ai", ai=self._ai, policy=policy, role="rules", db=self._db)
        self._autosave.now()
        return True

    # ------------------------------------------------------------------ inside
    def _refuse(self, key: str, **args) -> bool:
        return self._refuse_text(message(key, self.lang, **args))

    def _refuse_text(self, text: str) -> bool:
        self.error.emit(text)
        return False

    def _make_policy(self, spec, quiet: bool = False):
        from heresy_app.engine.ai import PolicyError, make_policy

        try:
            return make_policy(spec)
        except PolicyError as err:
            if not quiet:
                self._refuse("bad-ai", value=spec, detail=err)
            return None

    @staticmethod
    def _movers_for(st, players, mode, role) -> list[str]:
        """Who made each decision of a loaded game, as this controller would have recorded it."""
        def who(p):
            return HUMAN if mode == "hotseat" or (mode == "ai" and p == 0) else AI
        movers = [who(p) for p in players]
        if role != "rules" and movers and st.decisions and st.decisions[0][0] == "role":
            movers[0] = SETUP
        return movers

    def _follow_viewer(self) -> None:
        if self._mode == "hotseat" and self._state.current_player is not None:
            self._viewer = self._state.current_player

    def _bump(self) -> None:
        self._generation += 1

    def _stop_ai(self) -> None:
        self._delay.stop()
        self._held = None
        self._steps = 0
        self._in_flight = None
        self._set_thinking(False)

    @staticmethod
    def _warm_catalog(st) -> None:
        """Read on this thread what the engine's card catalog would otherwise read lazily from the
        card database (SQLite connections belong to the thread that made them): the sector cards
        of every planet, which the AI's copies of the game ask for when they play on."""
        for planet in PLANETS:
            st.cat.sectors(planet)

    def _install(self, st, movers, *, mode, ai, policy, role, db) -> None:
        self._warm_catalog(st)
        self._stop_ai()
        self._replay = None
        self._state = st
        self._db = db
        self._mode = mode
        self._ai = ai
        self._policy = policy
        self._role = role
        self._movers = list(movers)
        self.seed = st.seed
        self.last_ai_decision = None
        self._ai_move_text = {}
        self._stop = None
        self._paused = False
        self._viewer = 0
        self._follow_viewer()
        self._finished_sent = st.is_over
        self._autosave.new_game()
        self._bump()
        self.changed.emit()
        self._advance()

    def _apply(self, d, who: str) -> None:
        st = self._state
        before = st.clone(log=False) if who == AI else None   # the AI's move is told from before it
        n0 = len(st.log)
        st.apply(d)
        self._movers.append(who)
        self._bump()
        if who == AI:
            self.last_ai_decision = d
            self._ai_move_text = self._tell(before, d)
        self._note_stops(n0)
        self._follow_viewer()
        self._autosave.after(st, by_person=who == HUMAN)
        self.changed.emit()
        if st.is_over:
            if not self._finished_sent:
                self._finished_sent = True
                self.finished.emit()
        else:
            self._advance()

    def _tell(self, before, d) -> dict[str, str]:
        """The decision ``d`` in both languages as the viewer may know it (:func:`tell_move`)."""
        return tell_move(before, d, self._state, self.viewer)

    def _note_stops(self, n0: int) -> None:
        """After a decision: when summaries are on, whether the game must wait on one (a battle
        ended, or a turn after turn 4 that did not end the game)."""
        st = self._state
        if not self.summaries or self._replay is not None or st.is_over:
            return
        for i in range(n0, len(st.log)):
            kind = STOP_KEYS.get(st.log[i].key)
            if kind:
                if self._stop is None:
                    self._stop = {}
                self._stop.setdefault(kind, i)

    def _advance(self) -> None:
        """Start the AI on its decision when it is the AI's turn and nothing stops it."""
        if not self.ai_to_move() or self._in_flight == self._generation or self._stop is not None:
            return
        if self._paused and self._steps <= 0:
            return
        if self._delay_ms > 0 and not self._paused:
            if not self._delay.isActive():
                self._delay.start(self._delay_ms)
            return
        self._launch_ai()

    @Slot()
    def _launch_ai(self) -> None:
        if not self.ai_to_move() or self._in_flight == self._generation or self._stop is not None:
            return
        gen = self._generation
        st = self._state
        task = AiMove(st.clone(log=False), self._policy, ai_rng(st.seed, len(st.decisions)), gen, self._relay,
                       stop=self.ai_stopper(gen))
        task.setAutoDelete(True)
        self._in_flight = gen
        self._set_thinking(True)
        self._pool.start(task)

    def ai_stopper(self, gen: int):
        """What the AI's search asks, every few decisions of a playout, to learn whether it was
        abandoned: true once the game moved on from generation ``gen`` (see :func:`ai_worker.stopper`)."""
        return stopper(lambda: self._generation != gen)

    @Slot(int, object, str)
    def _on_ai_done(self, generation: int, decision, err: str) -> None:
        if generation != self._generation:
            return  # the game changed while the AI thought: its answer is for another position
        self._in_flight = None
        self._set_thinking(False)
        if err:
            self.error.emit(message("ai-failed", self.lang, detail=err))
            return
        if self._paused and self._steps <= 0:
            self._held = decision
            return
        self._steps = max(0, self._steps - 1)
        self._apply_decision_from_ai(decision)

    def _apply_held(self) -> None:
        d, self._held = self._held, None
        self._apply_decision_from_ai(d)

    def _apply_decision_from_ai(self, d) -> None:
        try:
            self._apply(tuple(d), AI)
        except (IllegalDecision, TypeError) as err:   # a policy bug: say so, do not crash the window
            self.error.emit(message("ai-failed", self.lang, detail=f"{d!r}: {err}"))

    def _set_thinking(self, value: bool) -> None:
        if value != self._thinking:
            self._thinking = value
            self.thinking.emit(value)
