"""What players expect of a card game program, as actions of the main window (issue 27, item 6):

- Game → Concede (and a button on the board's tool row): asks first; the game then ends as a loss
  like any other end (the engine's ``("concede", p)`` decision, kept in the saved game, so a replay
  ends the same way), and the end screen's log line says who conceded.
- Deck → Play this deck (and a button under the deck list): the deck being edited, checked by the
  deck rules first (one message saying why when it fails), against the opponent deck and AI level
  last chosen in New game, or its defaults.
- Game → Auto-pass: pass tactics windows for me; stop when the opponent plays something
  (checkmarks, kept as settings; :mod:`heresy_app.ui.auto_pass`).
- Help → Keyboard shortcuts (:mod:`heresy_app.ui.shortcuts_dialog`) and Help → First game
  (:mod:`heresy_app.ui.first_game`), which start-up offers once when no game was ever played.

The main window only makes a :class:`GameActions` and tells it when the board is built; the
texts follow the window's language.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QPushButton, QToolButton

CONCEDE_KEYS = "Ctrl+Shift+X"
PLAY_DECK_KEYS = "F5"
SHORTCUTS_KEYS = "Ctrl+/"


def _insert(menu, before, action) -> None:
    """``action`` into ``menu`` before ``before``, or at its end. PySide6 has been seen (once, in the
    whole suite's order) to hand back from ``menu.actions()`` a stale wrapper of another type for an
    object since deleted, which ``insertAction`` refuses: the action then goes at the end."""
    if isinstance(before, QAction):
        menu.insertAction(before, action)
    else:
        menu.addAction(action)


class GameActions(QObject):
    """The actions of one main window (see the module's documentation)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.board = None
        self.auto_pass = None
        self.guide = None
        self.motion = None
        self.concede_button = None
        from heresy_app.ui.settings import get

        s = window.settings
        self.act_concede = self._action("actConcede", self.concede, CONCEDE_KEYS)
        self.act_concede.setEnabled(False)      # until a game a person plays is on the board
        self.act_play_deck = self._action("actPlayDeck", self.play_this_deck, PLAY_DECK_KEYS)
        self.act_autopass = self._action("actAutoPass", self._on_autopass, checkable=get(s, "board/autopass"))
        self.act_autopass_stop = self._action("actAutoPassStop", self._on_autopass,
                                              checkable=get(s, "board/autopass_stop"))
        self.act_shortcuts = self._action("actShortcuts", self.show_shortcuts, SHORTCUTS_KEYS)
        self.act_animations = self._action("actAnimations", self._on_animations,
                                           checkable=get(s, "board/animations"))
        self.act_first_game = self._action("actFirstGame", self.first_game)

        game = window.menu_game
        items = game.actions()
        take_back = getattr(window, "act_take_back", None)
        i = items.index(take_back) + 1 if take_back in items else len(items)
        _insert(game, items[i] if i < len(items) else None, self.act_concede)     # under Take back
        self.menu_autopass = game.addMenu("")
        self.menu_autopass.setObjectName("menuAutoPass")
        self.menu_autopass.addAction(self.act_autopass)
        self.menu_autopass.addAction(self.act_autopass_stop)
        window.menu_view.addAction(self.act_animations)
        window.menu_deck.addSeparator()
        window.menu_deck.addAction(self.act_play_deck)
        help_menu = window.menu_help
        before = help_menu.actions()[0] if help_menu.actions() else None
        _insert(help_menu, before, self.act_first_game)
        _insert(help_menu, before, self.act_shortcuts)
        help_menu.insertSeparator(before)

        self.play_button = QPushButton(window.deck_editor)
        self.play_button.setObjectName("btnPlayDeck")
        self.play_button.clicked.connect(self.act_play_deck.trigger)
        window.deck_editor.add_button(self.play_button)

        self._update_autopass_stop()
        window.installEventFilter(self)
        self.retranslate()

    def _action(self, name: str, slot, keys=None, checkable=None) -> QAction:
        a = QAction(self.window)
        a.setObjectName(name)
        if keys:
            a.setShortcut(QKeySequence(keys))
        if checkable is not None:
            a.setCheckable(True)
            a.setChecked(bool(checkable))
            a.toggled.connect(lambda _on: slot())
        else:
            a.triggered.connect(lambda _checked=False: slot())
        return a

    def eventFilter(self, obj, event):
        # a window on its way out (its menus already deleted) has nothing to translate
        if obj is self.window and event.type() == QEvent.Type.LanguageChange \
                and shiboken6.isValid(self.menu_autopass) and shiboken6.isValid(self.play_button):
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.act_concede.setText(self.tr("&Concede…"))
        self.act_concede.setToolTip(self.tr("Give up this game: it ends as your loss (asks first)"))
        self.act_play_deck.setText(self.tr("&Play this deck"))
        self.act_play_deck.setToolTip(self.tr("Play the deck being edited against the AI (the opponent and the "
                                              "AI level last chosen in New game)"))
        self.play_button.setText(self.tr("Play ▶"))     # short: the deck tab fits 1366 px in Russian
        self.play_button.setToolTip(self.act_play_deck.toolTip())
        self.menu_autopass.setTitle(self.tr("&Auto-pass"))
        self.act_autopass.setText(self.tr("&Pass tactics windows for me"))
        self.act_autopass.setToolTip(self.tr("Windows where you have nothing to play are always passed; with "
                                             "this, the others are passed too"))
        self.act_autopass_stop.setText(self.tr("&Stop when the opponent plays something"))
        self.act_autopass_stop.setToolTip(self.tr("A tactics window in which the opponent has just played a card "
                                                  "or an ability waits for you"))
        self.act_shortcuts.setText(self.tr("&Keyboard shortcuts"))
        self.act_first_game.setText(self.tr("&First game (a guided game)"))
        self.act_animations.setText(self.tr("&Animate moves and attacks"))
        self.act_animations.setToolTip(self.tr("Cards slide to their new places; shots and assaults are drawn as "
                                               "lines"))

    # ------------------------------------------------------------------ the board
    def attach(self, board) -> None:
        """The battle board was built: its Concede button, auto-pass and the first game's guide."""
        from heresy_app.ui.auto_pass import AutoPass
        from heresy_app.ui.first_game import FirstGameGuide

        self.board = board
        self.auto_pass = AutoPass(board.controller, board)
        self.auto_pass.passed.connect(self._on_auto_passed)
        self.auto_pass.enabled = self.act_autopass.isChecked()
        self.auto_pass.stop_on_play = self.act_autopass_stop.isChecked()
        self.guide = FirstGameGuide(board)
        from heresy_app.ui.board_motion import BoardMotion, animations_default

        self.motion = BoardMotion(board, enabled=self.act_animations.isChecked() and animations_default())
        b = QToolButton(board)
        b.setObjectName("btnConcede")
        b.setDefaultAction(self.act_concede)
        b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.concede_button = b
        board.add_tool(b)
        board.controller.changed.connect(self._update_concede)
        board.controller.changed.connect(self._note_played)
        self._update_concede()
        self.retranslate()

    def _update_concede(self) -> None:
        c = self.board.controller if self.board is not None else None
        can = c is not None and c.can_concede()
        self.act_concede.setEnabled(can)
        if self.concede_button is not None:
            self.concede_button.setVisible(can)

    def _note_played(self) -> None:
        st = self.board.controller.state
        if st is not None and st.decisions and not self.window.smoke:
            from heresy_app.ui.settings import get

            if not get(self.window.settings, "game/played"):
                self.window.settings.setValue("game/played", True)

    # ------------------------------------------------------------------ concede
    def concede(self) -> bool:
        """Ask, then give the game up (False when there is none, or the person says no)."""
        from PySide6.QtWidgets import QMessageBox

        board = self.board
        if board is None or not board.controller.can_concede():
            return False
        B = QMessageBox.StandardButton
        if self.window.ask(self.tr("Concede the game?"),
                           self.tr("Give up this game? It ends now as your loss; the saved game and its replay "
                                   "keep the concession."), B.Yes | B.No, B.No) != B.Yes:
            return False
        board.selected = -1
        board.pending = None
        return board.controller.concede()

    # ------------------------------------------------------------------ play this deck
    def play_this_deck(self) -> bool:
        """The deck tab's deck against the opponent and AI last chosen in New game (or its
        defaults): checked first, one message saying why when it cannot be played."""
        w = self.window
        from heresy_app.decks import inferred_side, validate
        from heresy_app.ui.new_game_dialog import DeckChoice, last_choice

        deck = w.doc.deck
        title = self.tr("Cannot play this deck")
        if not w.doc.started or not deck.entries:
            w.show_error(title, self.tr("The deck tab holds no cards yet: add cards to the deck first."))
            return False
        report = validate(deck, w.store.db)
        errors = [i.message(w.lang) for i in report.errors]
        if errors:
            w.show_error(title, self.tr("“%1” does not pass the deck check:\n%2")
                         .replace("%1", deck.name or w.doc.title()).replace("%2", "\n".join(f"• {e}" for e in errors)))
            return False
        choice = last_choice(deck.side or inferred_side(deck, w.store.db))
        you = DeckChoice(self.tr("Deck tab: %1").replace("%1", w.doc.title()), deck=deck)
        return w.start_game(you, choice["opponent"], ai=choice["ai"], seed=None, role="rules", mode="ai")

    def _on_animations(self) -> None:
        on = self.act_animations.isChecked()
        self.window.settings.setValue("board/animations", on)
        if self.motion is not None:
            self.motion.enabled = on

    # ------------------------------------------------------------------ auto-pass
    def _on_autopass(self) -> None:
        on, stop = self.act_autopass.isChecked(), self.act_autopass_stop.isChecked()
        s = self.window.settings
        s.setValue("board/autopass", on)
        s.setValue("board/autopass_stop", stop)
        self._update_autopass_stop()
        if self.auto_pass is not None:
            self.auto_pass.enabled, self.auto_pass.stop_on_play = on, stop
            self.auto_pass.pass_soon()      # turned on while a window waits: passed now

    def _update_autopass_stop(self) -> None:
        self.act_autopass_stop.setEnabled(self.act_autopass.isChecked())

    def _on_auto_passed(self) -> None:
        self.window.statusBar().showMessage(self.tr("Auto-pass: the tactics window was passed for you "
                                                    "(Game → Auto-pass)"), 4000)

    # ------------------------------------------------------------------ help
    def show_shortcuts(self):
        from heresy_app.ui.shortcuts_dialog import ShortcutsDialog

        self.window.ensure_board()     # its keys are listed too
        dlg = ShortcutsDialog(self.window)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.last_dialog = dlg
        dlg.show()
        return dlg

    def first_game(self) -> bool:
        """The guided game: fixed seed and decks, you the attacker against the gentlest AI."""
        from heresy_app.ui import first_game as fg

        ok = self.window.start_game(fg.DECKS[0], fg.DECKS[1], ai=fg.AI, seed=fg.SEED, role=fg.ROLE, mode="ai")
        if ok and self.guide is not None:
            self.board.controller.summaries = True    # the battle stops on its summary, explained
            self.guide.start()
        return ok

    def offer_first_game(self) -> bool:
        """At start-up, once, when no game was ever played: offer the guided first game."""
        from PySide6.QtWidgets import QMessageBox

        from heresy_app.ui.settings import get

        w = self.window
        s = w.settings
        if w.smoke or get(s, "game/played") or get(s, "game/first_offered"):
            return False
        s.setValue("game/first_offered", True)
        B = QMessageBox.StandardButton
        if w.ask(self.tr("Your first game?"),
                 self.tr("You have not played a game yet. Play a guided first game? Each new kind of question "
                         "is explained as it comes, with a link to the rules (Help → First game starts it again "
                         "at any time)."), B.Yes | B.No, B.Yes) != B.Yes:
            return False
        return self.first_game()

    def offer_first_game_later(self) -> None:
        """After the other start-up offers (a game or deck left unfinished)."""
        QTimer.singleShot(0, self.offer_first_game)
