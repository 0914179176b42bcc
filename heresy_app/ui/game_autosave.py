"""The game in progress, autosaved so that a crash loses (almost) nothing.

The game is written (atomically, the engine's saved-game JSON) to ``autosave/current-game.json``
in the user data folder: at once after a person's decision, a take-back or a load, and within
:data:`AUTOSAVE_AI_MS` after an AI's decision (an AI decision a crash loses is simply made again;
writing one file per AI move would cost more than the move). The file is removed when the game
ends or a new one starts; :meth:`GameAutosave.found` says whether one is there to offer back
after a crash. The :class:`~heresy_app.ui.game_controller.GameController` owns one and tells it
what happened; it knows nothing of the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from heresy_app.engine import replay as saved_games

__all__ = ["GameAutosave", "autosave_path", "AUTOSAVE_AI_MS", "AUTOSAVE_NAME"]

AUTOSAVE_AI_MS = 500          # an AI decision is autosaved within this time (a person's at once)
AUTOSAVE_NAME = "current-game.json"


def autosave_path() -> Path:
    from heresy_app.paths import user_data_dir

    return user_data_dir() / "autosave" / AUTOSAVE_NAME


class GameAutosave:
    """The autosave of one controller's game. ``game()`` gives what to write — the state and the
    board's settings, or None when there is nothing to save (no game, a replay on the board);
    ``warn(path, err)`` is told of the first failed write of a game (the game itself goes on)."""

    def __init__(self, parent: QObject, game: Callable[[], tuple | None], warn: Callable[[Path, OSError], None],
                 *, enabled: bool = True):
        self.enabled = enabled
        self._game = game
        self._warn = warn
        self._warned = False
        self.timer = QTimer(parent)
        self.timer.setSingleShot(True)
        self.timer.setInterval(AUTOSAVE_AI_MS)
        self.timer.timeout.connect(self.now)

    @staticmethod
    def found() -> Path | None:
        """The autosaved game left by a session that did not end it (offer it back), or None."""
        path = autosave_path()
        return path if path.is_file() else None

    def new_game(self) -> None:
        """A game was put on the board: its first failed write is told again."""
        self._warned = False

    def after(self, st, by_person: bool) -> None:
        """A decision was applied: a person's is saved at once, an AI's soon; a game that ended
        leaves no autosave."""
        if not self.enabled:
            return
        if st.is_over:
            self.clear()
        elif by_person:
            self.now()
        elif not self.timer.isActive():
            self.timer.start()

    def now(self) -> None:
        self.timer.stop()
        game = self._game()
        if not self.enabled or game is None:
            return
        st, board = game
        if st.is_over:
            self.clear()
            return
        path = autosave_path()
        try:
            saved_games.write(path, st, board=board)
        except OSError as err:
            if not self._warned:   # once a game: the game itself goes on
                self._warned = True
                self._warn(path, err)

    def clear(self) -> None:
        self.timer.stop()
        if not self.enabled:
            return
        try:
            autosave_path().unlink()
        except OSError:     # not there (FileNotFoundError) or not removable: nothing to offer back
            pass

    def stop(self) -> None:
        self.timer.stop()
