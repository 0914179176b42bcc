"""The main window: the deck-building page (browser, card view and deck side by side), the
battle board and the rules reference as tabs; menus for decks, cards and the language.

Layout, language, the last deck and recent files persist in QSettings; the deck being edited is
autosaved shortly after each change and offered back after a crash; closing with unsaved
changes always asks.
"""

from __future__ import annotations

from pathlib import Path

import shiboken6
from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QKeySequence
# Dialog classes (QFileDialog, QMessageBox) are imported where they are used: PySide6 builds a
# class's Python enums the first time the class is touched, and start-up would pay for them.
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QSplitter, QTabWidget, QVBoxLayout, QWidget

from heresy_app.ui.browser import CardBrowser
from heresy_app.ui.card_view import CardView
from heresy_app.ui.deck_editor import DeckEditor
from heresy_app.ui.settings import add_recent_file, autosave_dir, recent_files
from heresy_app.ui.store import CardStore
from heresy_app.ui.translation import LANGUAGE_NAMES, LANGUAGES, install_language

SAVE_FORMAT = "json"     # what Save as offers first (the deck file formats: heresy_app.decks.formats.FORMATS)
EXPORT_FORMAT = "cod"   # what Export offers first
DEFAULT_SIZE = (1360, 820)   # the window at first start, where the screen has room for it


class Placeholder(QWidget):
    """A page that says plainly what is not there yet."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setStyleSheet("color: #666; font-size: 15px;")
        lay = QVBoxLayout(self)
        lay.addWidget(self.label)

    def set_text(self, text: str) -> None:
        self.label.setText(text)


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
        self.rules_view = None
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
        self.battle_holder = QWidget(self)
        QVBoxLayout(self.battle_holder).setContentsMargins(0, 0, 0, 0)
        self.battle_page = Placeholder(self.battle_holder)
        self.battle_holder.layout().addWidget(self.battle_page)
        self.board = None            # the battle board, built the first time it is needed
        self.tabs.addTab(self.battle_holder, "")
        self.rules_holder = QWidget(self)
        QVBoxLayout(self.rules_holder).setContentsMargins(0, 0, 0, 0)
        self.rules_placeholder = Placeholder(self.rules_holder)
        self.rules_holder.layout().addWidget(self.rules_placeholder)
        self.tabs.addTab(self.rules_holder, "")
        self.tabs.currentChanged.connect(self._on_tab)
        self.setCentralWidget(self.tabs)
        self.status_count = QLabel(self)
        self.statusBar().addPermanentWidget(self.status_count)

        self._autosave_timer = QTimer(self)
        self._autosave_timer.setSingleShot(True)
        self._autosave_timer.setInterval(1500)
        self._autosave_timer.timeout.connect(self.autosave)

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
        self.store.cardsChanged.connect(self._on_cards_changed)
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
        self.act_new = self._action("actNew", self.new_deck, K.New)
        self.act_open = self._action("actOpen", self.action_open, K.Open)
        self.act_save = self._action("actSave", self.action_save, K.Save)
        self.act_save_as = self._action("actSaveAs", self.action_save_as, K.SaveAs)
        self.act_import = self._action("actImport", self.action_import, "Ctrl+I")
        self.act_import_clip = self._action("actImportClip", self.import_from_clipboard)
        self.act_export = self._action("actExport", self.action_export, "Ctrl+E")
        self.act_copy_text = self._action("actCopyText", self.copy_deck_as_text)
        self.act_quit = self._action("actQuit", self.close, K.Quit)
        self.act_undo = self.doc.undo_stack.createUndoAction(self)
        self.act_undo.setShortcut(QKeySequence(K.Undo))
        self.act_redo = self.doc.undo_stack.createRedoAction(self)
        self.act_redo.setShortcut(QKeySequence(K.Redo))
        self.act_find = self._action("actFind", self.focus_search, K.Find)
        self.act_new_card = self._action("actNewCard", self.new_user_card)
        self.act_edit_card = self._action("actEditCard", self.edit_user_card)
        self.act_import_cards = self._action("actImportCards", self.action_import_user_cards)
        self.act_sample = self._action("actSample", self.deck_editor.show_sample_opening, "Ctrl+D")
        self.act_charts = self._action("actCharts", lambda: self.deck_editor.tabs.setCurrentIndex(1))
        self.act_about = self._action("actAbout", self.about)
        self.act_show_log = self._action("actShowLog", self.show_log)
        self.act_new_game = self._action("actNewGame", self.new_game_dialog, "Ctrl+G")
        self.act_take_back = self._action("actTakeBack", self.take_back, "Ctrl+Backspace")
        self.act_save_game = self._action("actSaveGame", self.save_game_dialog)
        self.act_open_game = self._action("actOpenGame", self.open_game_dialog)
        self.act_open_replay = self._action("actOpenReplay", self.open_replay_dialog)
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
        self.menu_recent.aboutToShow.connect(self._fill_recent)
        self.menu_samples = self.menu_file.addMenu("")   # the sample decks, by their names in the window's language
        self.menu_samples.setObjectName("menuSamples")
        self.menu_samples.aboutToShow.connect(self._fill_samples)
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
                        (self.act_about, self.tr("&About Heresy")), (self.act_show_log, self.tr("Show &log")), (self.act_new_game, self.tr("&New game…")),
                        (self.act_take_back, self.tr("&Take back")), (self.act_save_game, self.tr("&Save game…")),
                        (self.act_open_game, self.tr("&Open saved game…")),
                        (self.act_open_replay, self.tr("Open &replay…"))):
            a.setText(text)
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo"))
        self._update_title()
        self._on_searched(self.browser.model.rowCount())

    def _fill_samples(self) -> None:
        """File → Open sample deck: each sample deck by its name in the window's language."""
        from heresy_app.decks.formats import sample_names
        from heresy_app.decks.samples import sample_title

        self.menu_samples.clear()
        for name in sample_names():
            action = self.menu_samples.addAction(sample_title(name, self.lang))
            action.setData(name)
            action.triggered.connect(lambda _c=False, name=name: self.open_sample(name))

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
    def ensure_board(self):
        """The battle board, built on first use (start-up does not pay for it)."""
        if self.board is None:
            from heresy_app.ui.battle_board import BattleBoard

            self.board = BattleBoard(self.store, self.lang, parent=self.battle_holder)
            self.board.ruleRequested.connect(self.show_rule)
            self.board.card_view.ownRulingsChanged.connect(self._on_own_rulings_changed)
            self.board.newGameRequested.connect(self.new_game_dialog)
            self.game_actions.attach(self.board)
            self.battle_page.hide()
            self.battle_holder.layout().addWidget(self.board)
            self.board.show()
        return self.board

    def deck_choices(self):
        """The decks a new game offers: the deck tab's, the samples, the recent files."""
        from heresy_app.ui.new_game_dialog import DeckChoice

        out = []
        if self.doc.started:
            out.append(DeckChoice(self.tr("Deck tab: %1").replace("%1", self.doc.title()), deck=self.doc.deck))
        from heresy_app.decks.formats import SAMPLE_PREFIX, sample_names
        from heresy_app.decks.samples import sample_title

        for name in sample_names():   # each by its name in the window's language
            out.append(DeckChoice(sample_title(name, self.lang), spec=SAMPLE_PREFIX + name))
        for path in recent_files(self.settings):
            out.append(DeckChoice(Path(path).name, spec=path))
        return out

    def new_game_dialog(self) -> bool:
        from heresy_app.ui.new_game_dialog import NewGameDialog

        dlg = NewGameDialog(self.deck_choices(), self.lang, self, file_filter=self._open_filter())
        dlg._default_opponent()
        if self.exec_dialog(dlg) != dlg.DialogCode.Accepted:
            return False
        v = dlg.values()
        return self.start_game(v["you"], v["opponent"], ai=v["ai"], seed=v["seed"], role=v["role"], mode=v["mode"])

    def exec_dialog(self, dlg):
        """Run a dialog (replaceable in tests)."""
        return dlg.exec()

    def start_game(self, you, opponent, *, ai: str = "heuristic", seed: int | None = None, role: str = "rules",
                   mode: str = "ai") -> bool:
        """Start a game on the battle board: ``you`` and ``opponent`` are DeckChoice objects, paths
        or ``sample:NAME``. A deck that breaks the deck rules is played after a warning."""
        from heresy_app.ui.new_game_dialog import DeckChoice, load_choice
        from heresy_app.decks import validate

        picks = []
        for ch in (you, opponent):
            ch = ch if isinstance(ch, DeckChoice) else DeckChoice(str(ch), spec=str(ch))
            try:
                ids, deck, _side = load_choice(ch, self.store.db)
            except (OSError, ValueError) as err:
                text = self.error_text(err, ch.spec or ch.label)
                if str(err) == f"{ch.label}: no card of this deck can be played":
                    text = self.tr("%1: no card of this deck can be played").replace("%1", ch.label)
                self.show_error(self.tr("Cannot play this deck"), text.splitlines()[0] if text else ch.label)
                return False
            report = validate(deck, self.store.db)
            if not report.valid and not self.smoke:
                from PySide6.QtWidgets import QMessageBox
                B = QMessageBox.StandardButton
                problems = "\n".join(i.message(self.lang) for i in report.errors)
                if self.ask(self.tr("The deck breaks the deck rules"),
                            self.tr("%1 does not pass the deck check:\n%2\n\nPlay it anyway (goldfishing a draft)?")
                            .replace("%1", ch.label).replace("%2", problems), B.Yes | B.No, B.Yes) != B.Yes:
                    return False
            picks.append(ids)
        board = self.ensure_board()
        self.tabs.setCurrentIndex(self.TAB_BATTLE)
        board.start_game(picks[0], picks[1], seed=seed, ai=ai, role=role, mode=mode)
        return True

    def take_back(self) -> None:
        if self.board is not None:
            self.board.take_back()

    def offer_saved_game(self) -> bool:
        """A game the last session did not finish (it was autosaved): offer to play on."""
        from PySide6.QtWidgets import QMessageBox

        from heresy_app.ui.game_controller import GameController
        path = GameController.autosaved_game()
        if path is None:
            return False
        B = QMessageBox.StandardButton
        if self.ask(self.tr("Play on?"), self.tr("A game was left unfinished when Heresy last closed. Play it on?"),
                    B.Yes | B.No, B.Yes) != B.Yes:
            try:
                path.unlink()
            except OSError:
                pass
            return False
        return self.open_game(str(path))

    def save_game_dialog(self) -> None:
        if self.board is not None and self.board.controller.state is not None:
            self.board.save_replay_dialog()

    def _game_path(self, title: str) -> str:
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getOpenFileName(self, title, "", self.tr("Saved games (*.json);;All files (*)"))
        return path

    def open_game_dialog(self) -> bool:
        path = self._game_path(self.tr("Open saved game"))
        return bool(path) and self.open_game(path)

    def open_game(self, path: str, replay: bool = False) -> bool:
        board = self.ensure_board()
        self.tabs.setCurrentIndex(self.TAB_BATTLE)
        c = board.controller
        ok = c.open_replay(path) if replay else c.load(path)
        if not ok:
            self.show_error(self.tr("Cannot open the game"), board.last_error or path)
        return bool(ok)

    def open_replay_dialog(self) -> bool:
        path = self._game_path(self.tr("Open replay"))
        return bool(path) and self.open_game(path, replay=True)

    def ensure_rules_view(self):
        if self.rules_view is None:
            try:
                from heresy_app.ui.rules_view import RulesReferenceView
            except ImportError:
                return None
            from heresy_app import rules

            # card rulings live with the cards; the reference lists them under their rules, the
            # player's own (HERESY_HOME/rulings.json) after the shipped ones, marked as theirs
            rules.set_rulings_provider(self._all_rulings)
            try:
                view = RulesReferenceView(self.rules_holder, lang=self.lang)
            except Exception as err:  # a failing page must not take the window down
                self.rules_placeholder.set_text(self.tr("The rules reference could not open: %1").replace("%1", str(err)))
                return None
            self.rules_placeholder.hide()
            self.rules_holder.layout().addWidget(view)
            self.rules_view = view
            if hasattr(view, "set_language"):
                view.set_language(self.lang)
        return self.rules_view

    def _all_rulings(self) -> list:
        """The shipped card rulings and the player's own, for the rules reference."""
        from heresy_app.cards.own_rulings import provider_items
        from heresy_app.ui.card_view import own_rulings

        shipped = list(self.store.db.all_rulings())
        try:
            return shipped + provider_items(self.store.db, own_rulings())
        except OSError:   # an unreadable own file must not hide the shipped rulings
            return shipped

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

    # ------------------------------------------------------------------ deck files
    @staticmethod
    def dropped_file(mime) -> str | None:
        """The local file a drag carries (the first one), or None."""
        if mime is None or not mime.hasUrls():
            return None
        for url in mime.urls():
            if url.isLocalFile() and Path(url.toLocalFile()).is_file():
                return url.toLocalFile()
        return None

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
        QTimer.singleShot(0, lambda: self.open_dropped(path))

    def open_dropped(self, path: str) -> bool:
        self.tabs.setCurrentIndex(self.TAB_DECK)
        return self.open_deck_file(path)

    def confirm_discard(self) -> bool:
        """True when it is fine to replace the current deck (saved, or the user says so)."""
        from PySide6.QtWidgets import QMessageBox
        if not self.doc.dirty:
            return True
        B = QMessageBox.StandardButton
        answer = self.ask(self.tr("Unsaved changes"),
                          self.tr("The deck “%1” has unsaved changes. Save them?").replace("%1", self.doc.title()),
                          B.Save | B.Discard | B.Cancel, B.Save)
        if answer == B.Save:
            return self.action_save()
        return answer == B.Discard

    def new_deck(self) -> bool:
        if not self.confirm_discard():
            return False
        from heresy_app.decks import Deck

        self.doc.replace(Deck())
        self.clear_autosave()
        self.settings.setValue("deck/last", "")
        return True

    def action_open(self) -> bool:
        from PySide6.QtWidgets import QFileDialog
        if not self.confirm_discard():
            return False
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open deck"), self._deck_dir(), self._open_filter())
        return bool(path) and self.open_deck_file(path, confirm=False)

    def _open_filter(self) -> str:
        """Every registered deck format's files, then each format, then all files."""
        from heresy_app.decks.formats import FORMATS

        every = " ".join(f.patterns() for f in FORMATS.values())
        return ";;".join([self.tr("Deck files (%1)").replace("%1", every),
                          *(self._format_filter(f) for f in FORMATS.values()), self.tr("All files (*)")])

    def _format_filter(self, fmt) -> str:
        return f"{fmt.label(self.lang)} ({fmt.patterns()})"

    def _save_filters(self, first: str = SAVE_FORMAT) -> dict[str, str]:
        """Dialog filter -> format name, one a registered deck format, ``first`` first."""
        from heresy_app.decks.formats import FORMATS

        ordered = sorted(FORMATS.values(), key=lambda f: f.name != first)
        return {self._format_filter(f): f.name for f in ordered}

    def _save_filter(self, first: str = SAVE_FORMAT) -> str:
        return ";;".join(self._save_filters(first))

    def _deck_dir(self) -> str:
        if self.doc.path is not None:
            return str(self.doc.path.parent)
        from heresy_app.paths import user_data_dir

        d = user_data_dir(create=False) / "decks"
        try:
            d.mkdir(parents=True, exist_ok=True)
        except OSError:        # a user-data folder that cannot be made: start from home
            return str(Path.home())
        return str(d)

    def _read_deck(self, path: str):
        from heresy_app.decks import load_deck

        try:
            return load_deck(path, self.store.db)
        except (OSError, ValueError) as err:
            self.show_error(self.tr("Cannot read the deck"), self.error_text(err, path))
        return None

    def open_deck_file(self, path: str, confirm: bool = True) -> bool:
        if confirm and not self.confirm_discard():
            return False
        deck = self._read_deck(path)
        if deck is None:
            return False
        from heresy_app.decks.formats import format_for

        fmt = format_for(path, "text")
        self.doc.replace(deck, Path(path), fmt)
        self.clear_autosave()
        self._remember(path)
        return True

    def action_save(self) -> bool:
        if self.doc.path is None:
            return self.action_save_as()
        return self.save_to(str(self.doc.path), self.doc.fmt)

    def _start_name(self, fmt: str) -> str:
        from heresy_app.decks.formats import FORMATS

        return str(Path(self._deck_dir()) / ((self.doc.deck.name or self.tr("deck")) + FORMATS[fmt].suffix))

    def action_save_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog
        path, chosen = QFileDialog.getSaveFileName(self, self.tr("Save deck as"), self._start_name(SAVE_FORMAT),
                                                   self._save_filter(SAVE_FORMAT))
        if not path:
            return False
        return self.save_to(self._with_suffix(path, chosen))

    def _with_suffix(self, path: str, chosen_filter: str) -> str:
        """``path`` as typed when its suffix is a deck format's, else with the chosen format's suffix."""
        from heresy_app.decks.formats import FORMATS, suffixes

        if Path(path).suffix.lower() in suffixes():
            return path
        fmt = self._save_filters().get(chosen_filter or "", SAVE_FORMAT)
        return path + FORMATS[fmt].suffix

    def _write(self, path: str, fmt: str | None) -> str | None:
        from heresy_app.decks import save_deck
        from heresy_app.decks.formats import format_for

        try:
            fmt = fmt or format_for(path, "json")
            save_deck(self.doc.deck, path, fmt, self.store.db, self.lang)
        except (OSError, ValueError) as err:
            self.show_error(self.tr("Cannot save the deck"), self.error_text(err, path, writing=True))
            return None
        return fmt

    def save_to(self, path: str, fmt: str | None = None) -> bool:
        """Save the deck to ``path`` (format from the extension unless given); it becomes the deck's file."""
        fmt = self._write(path, fmt)
        if fmt is None:
            return False
        self.doc.mark_saved(Path(path), fmt)
        self.clear_autosave()
        self._remember(path)
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)), 4000)
        return True

    def action_export(self) -> bool:
        from PySide6.QtWidgets import QFileDialog
        path, chosen = QFileDialog.getSaveFileName(self, self.tr("Export deck"), self._start_name(EXPORT_FORMAT),
                                                   self._save_filter(EXPORT_FORMAT))
        return bool(path) and self.export_deck_file(self._with_suffix(path, chosen))

    def export_deck_file(self, path: str) -> bool:
        """Write a copy in the format of ``path``'s extension; the deck keeps its own file."""
        if self._write(path, None) is None:
            return False
        self.statusBar().showMessage(self.tr("Exported %1").replace("%1", str(path)), 4000)
        return True

    def action_import(self) -> bool:
        from PySide6.QtWidgets import QFileDialog
        if not self.confirm_discard():
            return False
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import deck"), self._deck_dir(), self._open_filter())
        return bool(path) and self.import_deck_file(path, confirm=False)

    def import_deck_file(self, path: str, confirm: bool = True) -> bool:
        """Read a deck in any format as a new, unsaved deck (its file is not touched later)."""
        if confirm and not self.confirm_discard():
            return False
        deck = self._read_deck(path)
        if deck is None:
            return False
        if not deck.name:
            deck.name = Path(path).stem
        self.doc.replace(deck, None, None, dirty=True)
        self._schedule_autosave()
        return True

    def import_from_clipboard(self) -> bool:
        from heresy_app.decks import DeckFileError, parse_deck

        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.show_error(self.tr("Cannot read the deck"), self.tr("The clipboard holds no text."))
            return False
        if not self.confirm_discard():
            return False
        try:
            deck = parse_deck(text, self.store.db, self.tr("clipboard"))
        except DeckFileError as err:
            self.show_error(self.tr("Cannot read the deck"), err.text(self.lang))
            return False
        self.doc.replace(deck, None, None, dirty=True)
        self._schedule_autosave()
        return True

    def copy_deck_as_text(self) -> None:
        from heresy_app.decks import to_text

        QGuiApplication.clipboard().setText(to_text(self.doc.deck, self.store.db, self.lang))
        self.statusBar().showMessage(self.tr("The deck is on the clipboard as text."), 4000)

    def _remember(self, path: str) -> None:
        if self.smoke:        # a check run changes no setting
            return
        add_recent_file(self.settings, path)
        self.settings.setValue("deck/last", str(Path(path).resolve()))

    def _fill_recent(self) -> None:
        self.menu_recent.clear()
        items = recent_files(self.settings)
        if not items:
            a = self.menu_recent.addAction(self.tr("(none)"))
            a.setEnabled(False)
        for p in items:
            a = self.menu_recent.addAction(p)
            a.triggered.connect(lambda _c=False, p=p: self.open_deck_file(p))

    # ------------------------------------------------------------------ user cards
    def new_user_card(self) -> None:
        from heresy_app.ui.card_editor import CardEditor

        dlg = CardEditor(self.store, None, self.lang, self)
        dlg.saved.connect(self._after_card_saved)
        dlg.exec()

    def edit_user_card(self) -> None:
        from heresy_app.ui.card_editor import CardEditor

        cid = self.card_view.card_id
        if not cid or not self.store.is_user(cid):
            return
        dlg = CardEditor(self.store, self.store.get(cid), self.lang, self)
        dlg.saved.connect(self._after_card_saved)
        dlg.exec()

    def _after_card_saved(self, card_id: str) -> None:
        self.browser.select_card(card_id)
        self.show_card(card_id)

    def action_import_user_cards(self) -> bool:
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Import user cards"), "",
                                              self.tr("Card files (*.csv *.json);;All files (*)"))
        return bool(path) and self.import_user_cards(path)

    def import_user_cards(self, path: str) -> bool:
        from heresy_app.card_import import import_user_cards
        from heresy_app.cards.user_cards import ImportFailed, UnreadableFile

        try:
            cards = import_user_cards(path, user_db=self.store.user_path, shipped_db=self.store.shipped_path)
        except ImportFailed as err:
            details = "\n".join(e.text(self.lang) for e in err.errors[:12])
            n_errors = len(err.errors)
            head = self.tr("%1: %n error(s); nothing was imported.", "", n_errors).replace("%1", str(path))
            self.show_error(self.tr("Cannot import the cards"), f"{head}\n{details}")
            return False
        except UnreadableFile as err:
            self.show_error(self.tr("Cannot import the cards"), err.text(self.lang))
            return False
        except (OSError, ValueError) as err:
            self.show_error(self.tr("Cannot import the cards"), self.error_text(err, path))
            return False
        self.store.user_cards_changed()
        n_cards = len(cards)  # a plain name: older pyside6-lupdate misses a call in this argument
        text = self.tr("Imported %n card(s).", "", n_cards)
        from heresy_app.engine.catalog import manual_abilities

        n_by_hand = sum(len(manual_abilities(c)) for c in cards if c.type.value != "sector")
        if n_by_hand:   # what the battle engine will leave to the players (docs/by-hand.md)
            text += " " + self.tr("The battle engine cannot play %n of their abilities: in a game the players "
                                  "resolve them by hand (the deck check names the cards).", "", n_by_hand)
        self.statusBar().showMessage(text, 10000 if n_by_hand else 5000)
        return True

    def _on_cards_changed(self) -> None:
        from heresy_app.decks.index import forget

        forget(self.store.db)
        self.browser.run_search()
        self.card_view.show_card(self.card_view.card_id)
        if self.doc.started:
            self.deck_editor.refresh()

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
        self._schedule_autosave()

    def _schedule_autosave(self) -> None:
        if not self.smoke:
            self._autosave_timer.start()

    def autosave_path(self) -> Path:
        return autosave_dir() / "deck.json"

    def autosave(self) -> None:
        """Write the deck being edited beside the user data, or remove the autosave when saved."""
        import json
        from heresy_app.atomic import atomic_write_text

        self._autosave_timer.stop()
        if not self.doc.dirty:
            self.clear_autosave()
            return
        from heresy_app.decks import to_json

        meta = {"path": str(self.doc.path) if self.doc.path else None, "fmt": self.doc.fmt,
                "deck": json.loads(to_json(self.doc.deck))}
        try:
            atomic_write_text(self.autosave_path(), json.dumps(meta, ensure_ascii=False, indent=1))
        except OSError as err:   # a full disk, a folder that cannot be made: say so, keep working
            where = err.filename or self.autosave_path()
            self.statusBar().showMessage(self.tr("Cannot autosave the deck: %1")
                                         .replace("%1", f"{where}: {err.strerror or err}"), 8000)

    def clear_autosave(self) -> None:
        self._autosave_timer.stop()
        if self.smoke:        # a check run (`heresy gui --smoke DECK`) leaves the autosave alone
            return
        try:
            self.autosave_path().unlink()
        except OSError:       # none there, or a folder that cannot be read: nothing to clear
            pass

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
        path = self.autosave_path()
        restored = path.exists() and self.restore_autosave_offer()
        if self.deck_on_start:    # the deck named on the command line opens, a restored one or not
            self.open_on_start(self.deck_on_start, confirm=restored)
            return
        if restored:
            return
        from heresy_app.ui.settings import get

        last = get(self.settings, "deck/last")
        if last and Path(last).is_file():
            deck = self._read_deck(last)
            if deck is not None:
                from heresy_app.decks.formats import format_for

                self.doc.replace(deck, Path(last), format_for(last, "text"))

    def open_on_start(self, spec: str, confirm: bool = False) -> bool:
        """`heresy gui DECK`: a deck file is opened; a sample deck comes in as a new deck with no
        file (saving asks for one) and nothing changed yet. ``confirm``: a restored deck is in the
        editor, and its unsaved changes are asked about first."""
        from heresy_app.decks.formats import SAMPLE_PREFIX

        if spec.startswith(SAMPLE_PREFIX):
            return self.open_sample(spec[len(SAMPLE_PREFIX):], confirm=confirm)
        return self.open_deck_file(spec, confirm=confirm)

    def open_sample(self, name: str, confirm: bool = True) -> bool:
        """A sample deck as a new deck: no file, no unsaved change until it is edited."""
        from heresy_app.decks.formats import sample_path

        if confirm and not self.confirm_discard():
            return False
        path = str(sample_path(name))
        deck = self._read_deck(path)
        if deck is None:
            return False
        from heresy_app.decks.samples import in_language

        in_language(deck, name, self.lang)   # named (and, in Russian, noted) in the window's language
        if not deck.name:
            deck.name = Path(path).stem
        self.doc.replace(deck, None, None, dirty=False)
        self.clear_autosave()
        return True

    def restore_autosave_offer(self) -> bool:
        from PySide6.QtWidgets import QMessageBox
        B = QMessageBox.StandardButton
        answer = self.ask(self.tr("Restore the deck?"),
                          self.tr("Heresy closed without saving the deck you were editing. Restore it from "
                                  "the autosave?"), B.Yes | B.No, B.Yes)
        if answer == B.Yes:
            return self.restore_autosave()
        self.clear_autosave()
        return False

    def restore_autosave(self) -> bool:
        """The deck of the autosave back in the editor; an unreadable or malformed autosave is one
        error message naming it (never an exception out of start-up)."""
        from heresy_app.decks import DeckFileError, from_json
        from heresy_app.decks.formats import FORMATS
        from heresy_app.files import FileProblem, printable, read_json

        where = str(self.autosave_path())
        try:
            meta = read_json(where, what="autosave")
            if not isinstance(meta, dict) or not isinstance(meta.get("deck"), dict):
                raise ValueError(f'{printable(where, 500)}: not an autosaved deck (no "deck" table)')
            path, fmt = meta.get("path"), meta.get("fmt")
            if not (path is None or (isinstance(path, str) and path.strip() and path.isprintable())):
                raise ValueError(f'{printable(where, 500)}: field "path": a file name or null, not {path!r}')
            if fmt is not None and not (isinstance(fmt, str) and fmt in FORMATS):
                raise ValueError(f'{printable(where, 500)}: field "fmt": one of {", ".join(FORMATS)} or null, '
                                 f'not {fmt!r}')
            import json

            deck = from_json(json.dumps(meta["deck"]), self.store.db, where)
        except FileProblem as err:
            self.show_error(self.tr("Cannot restore the deck"), err.message(self.lang))
            return False
        except DeckFileError as err:
            self.show_error(self.tr("Cannot restore the deck"), err.text(self.lang))
            return False
        except ValueError as err:
            self.show_error(self.tr("Cannot restore the deck"), str(err))
            return False
        self.doc.replace(deck, Path(path) if path else None, fmt, dirty=True)
        return True

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
