"""The main window: the deck-building page (browser, card view and deck side by side), the
battle board and the rules reference as tabs; menus for decks, cards and the language.

Layout, language, the last deck and recent files persist in QSettings; the deck being edited is
autosaved shortly after each change and offered back after a crash; closing with unsaved
changes always asks.

The window is the frame: its parts live in rooms of their own, each made once here and called by
the menus: deck files (:mod:`heresy_app.ui.deck_files`), the deck's autosave
(:mod:`heresy_app.ui.deck_autosave`), user cards (:mod:`heresy_app.ui.user_card_actions`), the
board's games (:mod:`heresy_app.ui.board_games`), printing, the collection and the game's actions;
the battle board and the rules reference are tabs built on first use (:mod:`heresy_app.ui.lazy_page`).
"""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence

# Dialog classes (QFileDialog, QMessageBox) are imported where they are used: PySide6 builds a
# class's Python enums the first time the class is touched, and start-up would pay for them.
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QSplitter, QTabWidget

from heresy_app.ui.board_games import BoardGames
from heresy_app.ui.browser import CardBrowser
from heresy_app.ui.card_view import CardView
from heresy_app.ui.deck_autosave import DeckAutosave
from heresy_app.ui.deck_editor import DeckEditor
from heresy_app.ui.deck_files import SAVE_FORMAT, DeckFiles
from heresy_app.ui.lab_tab import add_lab_tab
from heresy_app.ui.lazy_page import LazyPage
from heresy_app.ui.store import CardStore
from heresy_app.ui.translation import LANGUAGE_NAMES, LANGUAGES, install_language
from heresy_app.ui.user_card_actions import UserCardActions

DEFAULT_SIZE = (1360, 820)   # the window at first start, where the screen has room for it


class MainWindow(QMainWindow):
    TAB_DECK, TAB_BATTLE, TAB_RULES = 0, 1, 2

    def __init__(self, settings: QSettings, lang: str = "en", store: CardStore | None = None, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.lang = lang
        self.smoke = False
        self.deck_on_start: str | None = None  # `heresy gui DECK`
        self.store = store or CardStore()
        self.last_error = ""
        self._pending_section = None
        self.setObjectName("mainWindow")
        self.setAcceptDrops(True)      # a deck file dropped on the window opens

        self.browser = CardBrowser(self.store, lang, self)
        self.card_view = CardView(self.store, lang, self)
        self.deck_editor = DeckEditor(self.store, lang, self)
        self.doc = self.deck_editor.doc
        self.split = QSplitter(Qt.Orientation.Horizontal, self)
        self.split.setObjectName("deckSplitter")
        for w in (self.browser, self.card_view, self.deck_editor):
            self.split.addWidget(w)
        self.split.setSizes([560, 330, 470])
        self.split.setChildrenCollapsible(False)

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("mainTabs")
        self.tabs.addTab(self.split, "")
        # the battle board and the rules reference are built the first time they are needed
        self.battle_holder = LazyPage(self._build_board, self)
        self.battle_page = self.battle_holder.placeholder
        self.tabs.addTab(self.battle_holder, "")
        self.rules_holder = LazyPage(self._build_rules_view, self)
        self.rules_placeholder = self.rules_holder.placeholder
        self.tabs.addTab(self.rules_holder, "")
        self.lab_tab = add_lab_tab(self.tabs, lambda: self.store.db, lang)   # the Deck lab (lab_page.py)
        self.tabs.currentChanged.connect(self._on_tab)
        self.setCentralWidget(self.tabs)
        self.status_count = QLabel(self)
        self.statusBar().addPermanentWidget(self.status_count)

        self.deck_files = DeckFiles(self)
        self.games = BoardGames(self)          # new, open, save and replay games on the battle board
        self.deck_autosave = DeckAutosave(self)
        self._autosave_timer = self.deck_autosave.timer     # the name tests have stopped it by

        self._make_actions()
        self._make_menus()
        from heresy_app.ui.print_actions import PrintActions  # File → Print proxies…, Print deck sheet…

        self.print_actions = PrintActions(self)
        from heresy_app.ui.collection_actions import CollectionActions  # Cards → Import/Export collection…

        self.collection_actions = CollectionActions(self)
        from heresy_app.ui.game_actions import GameActions  # Concede, Play this deck, Auto-pass, Help's game items

        self.game_actions = GameActions(self)
        self.browser.cardActivated.connect(self.deck_editor.add_card)
        self.browser.currentCardChanged.connect(self.show_card)
        self.browser.searched.connect(self._on_searched)
        self.deck_editor.cardSelected.connect(self.show_card)
        self.card_view.ruleRequested.connect(self.show_rule)
        self.card_view.ownRulingsChanged.connect(self._on_own_rulings_changed)
        self.doc.changed.connect(self._on_deck_changed)
        self.doc.pathChanged.connect(self._update_title)
        self.user_cards = UserCardActions(self)     # Cards → New, Edit and Import user cards
        self.retranslate()
        self.browser.load_initial()
        from heresy_app import crashlog

        crashlog.add_listener(self.on_uncaught)

    # ------------------------------------------------------------------ actions and menus
    def _action(self, name: str, slot, shortcut=None) -> QAction:
        a = QAction(self)
        a.setObjectName(name)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(slot)
        return a

    def _make_actions(self) -> None:
        K = QKeySequence.StandardKey
        files = self.deck_files
        self.act_new = self._action("actNew", self.new_deck, K.New)
        self.act_open = self._action("actOpen", files.action_open, K.Open)
        self.act_save = self._action("actSave", files.action_save, K.Save)
        self.act_save_as = self._action("actSaveAs", files.action_save_as, K.SaveAs)
        self.act_import = self._action("actImport", files.action_import, "Ctrl+I")
        self.act_import_clip = self._action("actImportClip", files.import_from_clipboard)
        self.act_export = self._action("actExport", self.action_export, "Ctrl+E")
        self.act_copy_text = self._action("actCopyText", files.copy_deck_as_text)
        self.act_quit = self._action("actQuit", self.close, K.Quit)
        self.act_undo = self.doc.undo_stack.createUndoAction(self)
        self.act_undo.setShortcut(QKeySequence(K.Undo))
        self.act_redo = self.doc.undo_stack.createRedoAction(self)
        self.act_redo.setShortcut(QKeySequence(K.Redo))
        self.act_find = self._action("actFind", self.focus_search, K.Find)
        self.act_new_card = self._action("actNewCard", lambda: self.user_cards.new_card())
        self.act_edit_card = self._action("actEditCard", lambda: self.user_cards.edit_card())
        self.act_import_cards = self._action("actImportCards", lambda: self.user_cards.action_import())
        self.act_sample = self._action("actSample", self.deck_editor.show_sample_opening, "Ctrl+D")
        self.act_charts = self._action("actCharts", lambda: self.deck_editor.tabs.setCurrentIndex(1))
        self.act_about = self._action("actAbout", self.about)
        self.act_show_log = self._action("actShowLog", self.show_log)
        self.act_new_game = self._action("actNewGame", self.new_game_dialog, "Ctrl+G")
        self.act_take_back = self._action("actTakeBack", self.take_back, "Ctrl+Backspace")
        self.act_save_game = self._action("actSaveGame", self.games.save_game_dialog)
        self.act_open_game = self._action("actOpenGame", self.games.open_game_dialog)
        self.act_open_replay = self._action("actOpenReplay", self.games.open_replay_dialog)
        self.lang_group = QActionGroup(self)
        self.lang_actions = {}
        for code in LANGUAGES:
            a = QAction(self)  # QAction(text, parent) would make PySide weigh the icon overload (QIcon's enums)
            a.setText(LANGUAGE_NAMES[code])
            a.setCheckable(True)
            a.setChecked(code == self.lang)
            a.setData(code)
            a.triggered.connect(lambda _c=False, code=code: self.set_language(code))
            self.lang_group.addAction(a)
            self.lang_actions[code] = a

    def _make_menus(self) -> None:
        mb = self.menuBar()
        self.menu_file = mb.addMenu("")
        self.menu_recent = None
        for a in (self.act_new, self.act_open):
            self.menu_file.addAction(a)
        self.menu_recent = self.menu_file.addMenu("")
        self.menu_recent.aboutToShow.connect(lambda: self.deck_files.fill_recent(self.menu_recent))
        self.menu_samples = self.menu_file.addMenu("")   # the sample decks, by their names in the window's language
        self.menu_samples.setObjectName("menuSamples")
        self.menu_samples.aboutToShow.connect(lambda: self.deck_files.fill_samples(self.menu_samples))
        self.menu_file.addSeparator()
        for a in (self.act_save, self.act_save_as):
            self.menu_file.addAction(a)
        self.menu_file.addSeparator()
        for a in (self.act_import, self.act_import_clip, self.act_export, self.act_copy_text):
            self.menu_file.addAction(a)
        self.menu_file.addSeparator()
        self.menu_file.addAction(self.act_quit)
        self.menu_edit = mb.addMenu("")
        for a in (self.act_undo, self.act_redo):
            self.menu_edit.addAction(a)
        self.menu_edit.addSeparator()
        self.menu_edit.addAction(self.act_find)
        self.menu_cards = mb.addMenu("")
        for a in (self.act_new_card, self.act_edit_card, self.act_import_cards):
            self.menu_cards.addAction(a)
        self.menu_deck = mb.addMenu("")
        for a in (self.act_sample, self.act_charts):
            self.menu_deck.addAction(a)
        self.menu_game = mb.addMenu("")
        for a in (self.act_new_game, self.act_take_back):
            self.menu_game.addAction(a)
        self.menu_game.addSeparator()
        for a in (self.act_save_game, self.act_open_game, self.act_open_replay):
            self.menu_game.addAction(a)
        self.menu_view = mb.addMenu("")
        self.menu_lang = self.menu_view.addMenu("")
        for a in self.lang_actions.values():
            self.menu_lang.addAction(a)
        self.menu_help = mb.addMenu("")
        self.menu_help.addAction(self.act_show_log)
        self.menu_help.addAction(self.act_about)

    def changeEvent(self, event):
        # a window on its way out (closed, its deletion pending, its menus already gone), or one still
        # being built (a language installed meanwhile: its menus not made yet), has nothing to translate
        menu = getattr(self, "menu_help", None)
        if event.type() == QEvent.Type.LanguageChange and menu is not None and shiboken6.isValid(menu):
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.tabs.setTabText(self.TAB_DECK, self.tr("Deck building"))
        self.tabs.setTabText(self.TAB_BATTLE, self.tr("Battle board"))
        self.tabs.setTabText(self.TAB_RULES, self.tr("Rules"))
        self.battle_page.set_text(self.tr("Game → New game… plays a deck against the AI."))
        self.menu_game.setTitle(self.tr("&Game"))
        self.rules_placeholder.set_text(self.tr("The rules reference is coming."))
        self.menu_file.setTitle(self.tr("&File"))
        self.menu_recent.setTitle(self.tr("Open &recent"))
        self.menu_samples.setTitle(self.tr("Open sa&mple deck"))
        self.menu_edit.setTitle(self.tr("&Edit"))
        self.menu_cards.setTitle(self.tr("&Cards"))
        self.menu_deck.setTitle(self.tr("&Deck"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_lang.setTitle(self.tr("&Language"))
        self.menu_help.setTitle(self.tr("&Help"))
        for a, text in ((self.act_new, self.tr("&New deck")), (self.act_open, self.tr("&Open deck…")),
                        (self.act_save, self.tr("&Save")), (self.act_save_as, self.tr("Save &as…")),
                        (self.act_import, self.tr("&Import deck…")),
                        (self.act_import_clip, self.tr("Import deck from clip&board")),
                        (self.act_export, self.tr("&Export deck…")),
                        (self.act_copy_text, self.tr("&Copy deck as text")), (self.act_quit, self.tr("&Quit")),
                        (self.act_find, self.tr("&Find cards")), (self.act_new_card, self.tr("&New user card…")),
                        (self.act_edit_card, self.tr("&Edit user card…")),
                        (self.act_import_cards, self.tr("&Import user cards…")),
                        (self.act_sample, self.tr("&Sample opening…")), (self.act_charts, self.tr("Show &charts")),
                        (self.act_about, self.tr("&About Heresy")), (self.act_show_log, self.tr("Show &log")),
                        (self.act_new_game, self.tr("&New game…")), (self.act_take_back, self.tr("&Take back")),
                        (self.act_save_game, self.tr("&Save game…")),
                        (self.act_open_game, self.tr("&Open saved game…")),
                        (self.act_open_replay, self.tr("Open &replay…"))):
            a.setText(text)
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo"))
        self._update_title()
        self._on_searched(self.browser.model.rowCount())

    def _update_title(self) -> None:
        mark = "*" if self.doc.dirty else ""
        self.setWindowTitle(f"{self.doc.title()}{mark} — Heresy")

    def _on_searched(self, n: int) -> None:
        self.status_count.setText(self.tr("%n card(s) found", "", n))

    # ------------------------------------------------------------------ language
    def set_language(self, lang: str) -> None:
        if lang not in LANGUAGES:
            return
        self.lang = lang
        install_language(lang)          # Qt sends LanguageChange: every widget re-reads its texts
        QApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        self.lang_actions[lang].setChecked(True)
        self.browser.set_language(lang)
        self.card_view.set_language(lang)
        self.deck_editor.set_language(lang)
        if self.rules_view is not None and hasattr(self.rules_view, "set_language"):
            self.rules_view.set_language(lang)
        if self.board is not None:
            self.board.set_language(lang)
        self.settings.setValue("ui/language", lang)

    # ------------------------------------------------------------------ pages
    def show_card(self, card_id: str) -> None:
        self.card_view.show_card(card_id)
        self.act_edit_card.setEnabled(bool(card_id) and self.store.is_user(card_id))

    def focus_search(self) -> None:
        self.tabs.setCurrentIndex(self.TAB_DECK)
        self.browser.search_box.setFocus()
        self.browser.search_box.selectAll()

    def _on_tab(self, index: int) -> None:
        if index == self.TAB_RULES:
            if self.rules_view is not None:
                self.rules_view.refresh()   # own rulings may have changed meanwhile (the command line too)
            self.ensure_rules_view()
        elif index == self.TAB_BATTLE:
            self.ensure_board()

    # ------------------------------------------------------------------ the battle board
    @property
    def board(self):
        """The battle board, or None until it is first needed."""
        return self.battle_holder.page

    def ensure_board(self):
        """The battle board, built on first use (start-up does not pay for it)."""
        return self.battle_holder.ensure()

    def _build_board(self, parent):
        from heresy_app.ui.battle_board import BattleBoard

        board = BattleBoard(self.store, self.lang, parent=parent)
        board.ruleRequested.connect(self.show_rule)
        board.card_view.ownRulingsChanged.connect(self._on_own_rulings_changed)
        board.newGameRequested.connect(self.new_game_dialog)
        self.game_actions.attach(board)
        return board

    # what the rest of the program and the tests call the window by (heresy_app.ui.board_games)
    def deck_choices(self):
        return self.games.deck_choices()

    def new_game_dialog(self) -> bool:
        return self.games.new_game_dialog()

    def exec_dialog(self, dlg):
        """Run a dialog (replaceable in tests)."""
        return dlg.exec()

    def start_game(self, you, opponent, **how) -> bool:
        return self.games.start_game(you, opponent, **how)

    def take_back(self) -> None:
        if self.board is not None:
            self.board.take_back()

    def offer_saved_game(self) -> bool:
        return self.games.offer_saved_game()

    def open_game(self, path: str, replay: bool = False) -> bool:
        return self.games.open_game(path, replay)

    @property
    def rules_view(self):
        """The rules reference, or None until it is first needed (or when it cannot open)."""
        return self.rules_holder.page

    def ensure_rules_view(self):
        fresh = self.rules_holder.page is None
        view = self.rules_holder.ensure()
        if fresh and view is not None and hasattr(view, "set_language"):
            view.set_language(self.lang)
        return view

    def _build_rules_view(self, parent):
        try:
            from heresy_app.ui.rules_view import RulesReferenceView
        except ImportError:
            return None
        from heresy_app import rules

        # card rulings live with the cards; the reference lists them under their rules, the
        # player's own (HERESY_HOME/rulings.json) after the shipped ones, marked as theirs
        rules.set_rulings_provider(self._all_rulings)
        try:
            return RulesReferenceView(parent, lang=self.lang)
        except Exception as err:  # a failing page must not take the window down
            self.rules_placeholder.set_text(self.tr("The rules reference could not open: %1").replace("%1", str(err)))
            return None

    def _all_rulings(self) -> list:
        """The shipped card rulings and the player's own, for the rules reference. The same list
        is handed back while neither changed (the database's list is kept by its files' versions,
        the own store by its file's stamp), so the reference, which asks at every section shown
        and every question, reads them once (rulings.rulings_for_section, card_search._items)."""
        from heresy_app.cards.own_rulings import provider_items
        from heresy_app.ui.card_view import own_rulings

        shipped = self.store.db.all_rulings()
        try:
            store = own_rulings()
        except OSError:   # an unreadable own file must not hide the shipped rulings
            store = None
        own = store.all() if store is not None else []
        kept = getattr(self, "_rulings_kept", None)
        if kept is not None and kept[0] is shipped and kept[1] == own:
            return kept[2]
        combined = list(shipped)
        if store is not None and own:
            combined += provider_items(self.store.db, store)
        self._rulings_kept = (shipped, own, combined)
        return combined

    def _on_own_rulings_changed(self) -> None:
        """The player added, edited, deleted or imported own rulings in a card view: the rules
        tab shows the section again with them."""
        if self.rules_view is not None:
            self.rules_view.refresh()

    def show_rule(self, section_id: str) -> None:
        """Open the rules tab at ``section_id`` (a bold keyword or a ruling was clicked)."""
        self._pending_section = section_id
        self.tabs.setCurrentIndex(self.TAB_RULES)
        view = self.ensure_rules_view()
        if view is not None:
            view.show_section(section_id)
        else:
            self.rules_placeholder.set_text(self.tr("The rules reference is coming.") + "\n§ " + section_id)

    # ------------------------------------------------------------------ messages (replaceable in tests)
    def ask(self, title: str, text: str, buttons, default):
        from PySide6.QtWidgets import QMessageBox
        return QMessageBox.question(self, title, text, buttons, default)

    def error_text(self, err: Exception, path: str, writing: bool = False) -> str:
        """One line for an error in the window's language: the deck reader's and the file
        checks' own Russian, an operating system error said in words of ours."""
        from heresy_app.decks import DeckFileError
        from heresy_app.files import FileProblem

        if isinstance(err, DeckFileError):
            return err.text(self.lang)
        if isinstance(err, FileProblem):
            return err.message(self.lang)
        from heresy_app.atomic import OutputRefused

        if isinstance(err, OutputRefused):       # a path the program will not write, said in either language
            return err.message(self.lang)
        if isinstance(err, OSError):
            where = err.filename or path
            if isinstance(err, FileNotFoundError):
                what = self.tr("no such file or folder")
            elif isinstance(err, PermissionError):
                what = self.tr("permission denied")
            elif isinstance(err, IsADirectoryError):
                what = self.tr("a folder, not a file")
            elif err.errno == 28:                                    # ENOSPC
                what = self.tr("no space left on the disk")
            else:
                what = err.strerror or type(err).__name__
            verb = self.tr("cannot write") if writing else self.tr("cannot read")
            return f"{where}: {verb}: {what}"
        return f"{path}: {err}"

    def show_error(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox
        self.last_error = text
        if self.smoke:
            return
        QMessageBox.warning(self, title, text)

    # ------------------------------------------------------------------ deck files (heresy_app.ui.deck_files)
    dropped_file = staticmethod(DeckFiles.dropped_file)

    def dragEnterEvent(self, event):
        if self.dropped_file(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event):
        self.dragEnterEvent(event)

    def dropEvent(self, event):
        path = self.dropped_file(event.mimeData())
        if path is None:
            event.ignore()
            return
        event.acceptProposedAction()
        # opened once the drop is over: asking about unsaved changes inside it would hold the drag
        QTimer.singleShot(0, lambda: self.deck_files.open_dropped(path))

    # what the rest of the program and the tests call the window by
    def confirm_discard(self) -> bool:
        return self.deck_files.confirm_discard()

    def new_deck(self) -> bool:
        return self.deck_files.new_deck()

    def open_deck_file(self, path: str, confirm: bool = True) -> bool:
        return self.deck_files.open_deck_file(path, confirm)

    def open_sample(self, name: str, confirm: bool = True) -> bool:
        return self.deck_files.open_sample(name, confirm)

    def open_on_start(self, spec: str, confirm: bool = False) -> bool:
        return self.deck_files.open_on_start(spec, confirm)

    def save_to(self, path: str, fmt: str | None = None) -> bool:
        return self.deck_files.save_to(path, fmt)

    def action_export(self) -> bool:
        return self.deck_files.action_export()

    def export_deck_file(self, path: str) -> bool:
        return self.deck_files.export_deck_file(path)

    def import_deck_file(self, path: str, confirm: bool = True) -> bool:
        return self.deck_files.import_deck_file(path, confirm)

    def _open_filter(self) -> str:
        return self.deck_files.open_filter()

    def _save_filter(self, first: str = SAVE_FORMAT) -> str:
        return self.deck_files.save_filter(first)

    def _with_suffix(self, path: str, chosen_filter: str) -> str:
        return self.deck_files.with_suffix(path, chosen_filter)

    def import_user_cards(self, path: str) -> bool:
        return self.user_cards.import_cards(path)

    # ------------------------------------------------------------------ help
    def show_log(self):
        """Help → Show log: what went wrong, from HERESY_HOME/logs."""
        from heresy_app.ui.log_dialog import LogDialog

        dlg = LogDialog(self)
        dlg.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dlg.show()
        return dlg

    def on_uncaught(self, exc_type, exc, tb) -> None:
        """An error no code caught (crashlog's listener): the window goes on, and says where it is told."""
        self.statusBar().showMessage(self.tr("Something went wrong (%1). Help → Show log has the details.")
                                     .replace("%1", exc_type.__name__), 15000)

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from heresy_app import __version__

        QMessageBox.about(self, self.tr("About Heresy"), self.tr(
            "Heresy %1 — a companion for the Horus Heresy collectible card game: card database, deck builder "
            "and rules reference.").replace("%1", __version__))

    # ------------------------------------------------------------------ autosave and session
    def _on_deck_changed(self) -> None:
        self._update_title()
        self.deck_autosave.schedule()

    # the deck's autosave (heresy_app.ui.deck_autosave), by the names the program and tests use
    def autosave_path(self) -> Path:
        return self.deck_autosave.path()

    def autosave(self) -> None:
        self.deck_autosave.write()

    def clear_autosave(self) -> None:
        self.deck_autosave.clear()

    def restore_autosave(self) -> bool:
        return self.deck_autosave.restore()

    def finish_startup(self) -> None:
        """After the window shows: offer an autosaved deck back, else reopen the last deck; offer a
        game left unfinished back."""
        self.store.preload()
        if not self.smoke:
            QTimer.singleShot(0, self.offer_saved_game)
            QTimer.singleShot(0, self.game_actions.offer_first_game_later)
        if self.card_view.card_id is None and self.browser.model.rowCount():
            self.browser.select_row(0)          # something to look at in the card view
        if self.store.db is not None and self.store.problem is not None:   # a damaged user database
            self.show_error(self.tr("Cannot open your cards"), self.store.problem.message(self.lang))
        restored = self.autosave_path().exists() and self.deck_autosave.offer()
        if self.deck_on_start:    # the deck named on the command line opens, a restored one or not
            self.open_on_start(self.deck_on_start, confirm=restored)
            return
        if not restored:
            self.deck_files.reopen_last()

    def restore_layout(self) -> None:
        """The window as it was left; every value is read through the settings table
        (heresy_app/ui/settings.py), so a corrupt one is the default, never a failure."""
        from heresy_app.ui.settings import get

        s = self.settings
        geo = get(s, "window/geometry")
        if geo is None or not self.restoreGeometry(geo):
            self.resize(*self.default_size())
        state = get(s, "window/state")
        if state is not None:
            self.restoreState(state)
        for key, splitter in (("window/splitter", self.split), ("window/deck_splitter", self.deck_editor.splitter)):
            v = get(s, key)
            if v is not None:
                splitter.restoreState(v)
        # the card view fits the card to its width unless the person placed the divider
        v = get(s, "window/card_splitter")
        if v is not None and get(s, "window/card_split_placed") and self.card_view.splitter.restoreState(v):
            self.card_view.keep_split()
        v = get(s, "window/browser_columns")
        if v is not None and get(s, "window/browser_columns_n") == self.browser.model.columnCount():
            self.browser.table.horizontalHeader().restoreState(v)  # only over the same columns
        tab = get(s, "window/tab")
        if tab < self.tabs.count():
            self.tabs.setCurrentIndex(tab)

    def default_size(self) -> tuple[int, int]:
        """The first start's window: 1360 × 820, or less to fit the screen's free area (a
        1366 × 768 laptop screen with its panel), never below what the window needs."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        free = screen.availableGeometry() if screen is not None else None
        need = self.minimumSizeHint()
        width, height = DEFAULT_SIZE
        if free is not None:
            width, height = min(width, free.width() - 8), min(height, free.height() - 40)  # frame, title
        return max(width, need.width()), max(height, need.height())

    def save_layout(self) -> None:
        s = self.settings
        s.setValue("window/geometry", self.saveGeometry())
        s.setValue("window/state", self.saveState())
        s.setValue("window/splitter", self.split.saveState())
        s.setValue("window/card_splitter", self.card_view.splitter.saveState())
        s.setValue("window/card_split_placed", not self.card_view.fits_split)
        s.setValue("window/browser_columns", self.browser.table.horizontalHeader().saveState())
        s.setValue("window/browser_columns_n", self.browser.model.columnCount())
        s.setValue("window/deck_splitter", self.deck_editor.splitter.saveState())
        s.setValue("window/tab", self.tabs.currentIndex())
        s.setValue("ui/language", self.lang)
        s.sync()

    def closeEvent(self, event):
        if self.smoke:
            event.accept()
            return
        if not self.confirm_discard():
            event.ignore()
            return
        self.save_layout()
        self.clear_autosave()
        event.accept()
