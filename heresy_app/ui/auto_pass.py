"""Auto-pass: tactics windows answered Pass for the person, so routine war actions go by.

The engine already passes for a player who has nothing to play: a window whose only legal answer is
Pass is never asked (``GameState.settle`` takes a lone answer, and ``engine.offers`` closes a window
nobody could answer). So every tactics window the person is asked holds something they *could*
play; with :attr:`AutoPass.enabled` it is passed for them all the same — unless, with
:attr:`AutoPass.stop_on_play`, the opponent has played something since the person's last
decision (a tactic, a command line, an ability): that window waits for them, to answer it.

What is legal, and whether a window is a tactics window, is the engine's word (``legal()``,
``question().kind``); nothing here judges a card. Both options are settings
(``board/autopass``, ``board/autopass_stop``).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from heresy_app.engine.terms import D_MANUAL, D_PASS, D_PLAY, Q_TACTICS

PLAYED = (D_PLAY, D_MANUAL)      # decisions that put something into play


class AutoPass(QObject):
    """Watches one :class:`~heresy_app.ui.game_controller.GameController` and passes for the person."""

    passed = Signal()            # a window was passed automatically

    def __init__(self, controller, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.enabled = False
        self.stop_on_play = True
        self.count = 0                      # windows passed automatically (this board's life)
        self._seen = 0                      # decisions of the game seen so far
        self._to_move = None                # who was to decide after them
        self._played = [False, False]       # [p]: p's opponent played something since p last decided
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)          # after the change is shown, never inside the signal
        self._timer.timeout.connect(self._pass_now)
        self._generation = -1
        controller.changed.connect(self._on_changed)

    def opponent_played(self, player: int | None = None) -> bool:
        """The opponent of ``player`` (by default the one to decide) played something since
        ``player`` last decided."""
        st = self.controller.state
        p = player if player is not None else (st.current_player if st is not None else None)
        return p in (0, 1) and self._played[p]

    def _on_changed(self) -> None:
        c = self.controller
        st = c.state
        if st is None:
            return
        n = len(st.decisions)
        if n == self._seen + 1 and self._to_move is not None:
            d = st.decisions[-1]
            mover = d[1] if d[0] == "concede" else self._to_move
            self._played[mover] = False
            if d[0] in PLAYED:
                self._played[1 - mover] = True
        elif n != self._seen:               # a new game, a take-back, a load: start afresh
            self._played = [False, False]
        self._seen = n
        self._to_move = st.current_player
        self.pass_soon()

    def pass_soon(self) -> None:
        """When the question is a window this passes: Pass, once the board has shown it."""
        if self.should_pass():
            self._generation = self.controller.generation
            self._timer.start()

    def should_pass(self) -> bool:
        """Whether the pending question is a tactics window this option passes."""
        c = self.controller
        st = c.state
        if not self.enabled or st is None or st.is_over or c.mode not in ("ai", "hotseat"):
            return False
        if not c.human_to_move() or c.stop is not None:
            return False
        if st.question().kind != Q_TACTICS or (D_PASS,) not in c.legal():
            return False
        return not (self.stop_on_play and self.opponent_played())

    def _pass_now(self) -> None:
        c = self.controller
        if c.generation != self._generation or not self.should_pass():
            return
        if c.submit((D_PASS,)):
            self.count += 1
            self.passed.emit()
