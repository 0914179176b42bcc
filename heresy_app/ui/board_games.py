"""The games of the battle board, as actions of the main window: a new game (its decks chosen in
the new-game dialog, each read and checked by the deck rules first, a deck that breaks them played
after a warning), a saved game opened to play on or as a replay, the game saved, and the game the
last session left unfinished (autosaved) offered back at start-up.

The main window makes one :class:`BoardGames`; its menu actions and the rest of the program call
it through the window's ``start_game``, ``open_game`` and the like. A file that cannot be read is
one message in the window's language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from heresy_app.ui.settings import recent_files

__all__ = ["BoardGames"]


class BoardGames(QObject):
    """The battle board's game actions of one main window (see the module's documentation)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window

    def deck_choices(self):
        """The decks a new game offers: the deck tab's, the samples, the recent files."""
        from heresy_app.ui.new_game_dialog import DeckChoice

        out = []
        if self.window.doc.started:
            out.append(DeckChoice(self.tr("Deck tab: %1").replace("%1", self.window.doc.title()), deck=self.window.doc.deck))
        from heresy_app.decks.formats import SAMPLE_PREFIX, sample_names
        from heresy_app.decks.samples import sample_title

        for name in sample_names():   # each by its name in the window's language
            out.append(DeckChoice(sample_title(name, self.window.lang), spec=SAMPLE_PREFIX + name))
        for path in recent_files(self.window.settings):
            out.append(DeckChoice(Path(path).name, spec=path))
        return out

    def new_game_dialog(self) -> bool:
        from heresy_app.ui.new_game_dialog import NewGameDialog

        w = self.window
        dlg = NewGameDialog(self.deck_choices(), w.lang, w, file_filter=w.deck_files.open_filter())
        dlg._default_opponent()
        if self.window.exec_dialog(dlg) != dlg.DialogCode.Accepted:
            return False
        v = dlg.values()
        return self.start_game(v["you"], v["opponent"], ai=v["ai"], seed=v["seed"], role=v["role"], mode=v["mode"])

    def start_game(self, you, opponent, *, ai: str = "heuristic", seed: int | None = None, role: str = "rules",
                   mode: str = "ai") -> bool:
        """Start a game on the battle board: ``you`` and ``opponent`` are DeckChoice objects, paths
        or ``sample:NAME``. A deck that breaks the deck rules is played after a warning."""
        from heresy_app.decks import validate
        from heresy_app.ui.new_game_dialog import DeckChoice, load_choice

        picks = []
        for ch in (you, opponent):
            ch = ch if isinstance(ch, DeckChoice) else DeckChoice(str(ch), spec=str(ch))
            try:
                ids, deck, _side = load_choice(ch, self.window.store.db)
            except (OSError, ValueError) as err:
                text = self.window.error_text(err, ch.spec or ch.label)
                if str(err) == f"{ch.label}: no card of this deck can be played":
                    text = self.tr("%1: no card of this deck can be played").replace("%1", ch.label)
                self.window.show_error(self.tr("Cannot play this deck"), text.splitlines()[0] if text else ch.label)
                return False
            report = validate(deck, self.window.store.db)
            if not report.valid and not self.window.smoke:
                from PySide6.QtWidgets import QMessageBox
                B = QMessageBox.StandardButton
                problems = "\n".join(i.message(self.window.lang) for i in report.errors)
                if self.window.ask(self.tr("The deck breaks the deck rules"),
                            self.tr("%1 does not pass the deck check:\n%2\n\nPlay it anyway (goldfishing a draft)?")
                            .replace("%1", ch.label).replace("%2", problems), B.Yes | B.No, B.Yes) != B.Yes:
                    return False
            picks.append(ids)
        board = self.window.ensure_board()
        self.window.tabs.setCurrentIndex(self.window.TAB_BATTLE)
        board.start_game(picks[0], picks[1], seed=seed, ai=ai, role=role, mode=mode)
        return True

    def offer_saved_game(self) -> bool:
        """A game the last session did not finish (it was autosaved): offer to play on."""
        from PySide6.QtWidgets import QMessageBox

        from heresy_app.ui.game_controller import GameController
        path = GameController.autosaved_game()
        if path is None:
            return False
        B = QMessageBox.StandardButton
        if self.window.ask(self.tr("Play on?"), self.tr("A game was left unfinished when Heresy last closed. Play it on?"),
                    B.Yes | B.No, B.Yes) != B.Yes:
            try:
                path.unlink()
            except OSError:
                pass
            return False
        return self.open_game(str(path))

    def save_game_dialog(self) -> None:
        if self.window.board is not None and self.window.board.controller.state is not None:
            self.window.board.save_replay_dialog()

    def game_path(self, title: str) -> str:
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getOpenFileName(self, title, "", self.tr("Saved games (*.json);;All files (*)"))
        return path

    def open_game_dialog(self) -> bool:
        path = self.game_path(self.tr("Open saved game"))
        return bool(path) and self.open_game(path)

    def open_game(self, path: str, replay: bool = False) -> bool:
        board = self.window.ensure_board()
        self.window.tabs.setCurrentIndex(self.window.TAB_BATTLE)
        c = board.controller
        ok = c.open_replay(path) if replay else c.load(path)
        if not ok:
            self.window.show_error(self.tr("Cannot open the game"), board.last_error or path)
        return bool(ok)

    def open_replay_dialog(self) -> bool:
        path = self.game_path(self.tr("Open replay"))
        return bool(path) and self.open_game(path, replay=True)
