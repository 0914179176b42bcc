"""The deck tab's file actions: new, open, save, save as, import, export, the clipboard, recent
files, sample decks and a deck file dropped on the window.

Every deck format registered in :mod:`heresy_app.decks.formats` is offered by the dialogs (Save as
offers :data:`SAVE_FORMAT` first, Export :data:`EXPORT_FORMAT`); a file that cannot be read or
written is one message in the window's language. Replacing a deck with unsaved changes asks
first. The main window makes one :class:`DeckFiles` and its menu actions call it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QGuiApplication

from heresy_app.ui.settings import add_recent_file, recent_files

SAVE_FORMAT = "json"     # what Save as offers first (the deck file formats: heresy_app.decks.formats.FORMATS)
EXPORT_FORMAT = "cod"   # what Export offers first


class DeckFiles(QObject):
    """The deck file actions of one main window (see the module's documentation)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window

    @property
    def doc(self):
        return self.window.doc

    # ------------------------------------------------------------------ asking and reading
    def confirm_discard(self) -> bool:
        """True when it is fine to replace the current deck (saved, or the user says so)."""
        from PySide6.QtWidgets import QMessageBox
        if not self.doc.dirty:
            return True
        B = QMessageBox.StandardButton
        answer = self.window.ask(self.tr("Unsaved changes"),
                                 self.tr("The deck “%1” has unsaved changes. Save them?").replace("%1", self.doc.title()),
                                 B.Save | B.Discard | B.Cancel, B.Save)
        if answer == B.Save:
            return self.action_save()
        return answer == B.Discard

    def read_deck(self, path: str):
        """The deck in ``path`` (any format), or None after one message saying why not."""
        from heresy_app.decks import load_deck

        w = self.window
        try:
            return load_deck(path, w.store.db)
        except (OSError, ValueError) as err:
            w.show_error(self.tr("Cannot read the deck"), w.error_text(err, path))
        return None

    # ------------------------------------------------------------------ dialogs' filters and folders
    def open_filter(self) -> str:
        """Every registered deck format's files, then each format, then all files."""
        from heresy_app.decks.formats import FORMATS

        every = " ".join(f.patterns() for f in FORMATS.values())
        return ";;".join([self.tr("Deck files (%1)").replace("%1", every),
                          *(self._format_filter(f) for f in FORMATS.values()), self.tr("All files (*)")])

    def _format_filter(self, fmt) -> str:
        return f"{fmt.label(self.window.lang)} ({fmt.patterns()})"

    def save_filters(self, first: str = SAVE_FORMAT) -> dict[str, str]:
        """Dialog filter -> format name, one a registered deck format, ``first`` first."""
        from heresy_app.decks.formats import FORMATS

        ordered = sorted(FORMATS.values(), key=lambda f: f.name != first)
        return {self._format_filter(f): f.name for f in ordered}

    def save_filter(self, first: str = SAVE_FORMAT) -> str:
        return ";;".join(self.save_filters(first))

    def deck_dir(self) -> str:
        if self.doc.path is not None:
            return str(self.doc.path.parent)
        from heresy_app.paths import user_data_dir

        d = user_data_dir(create=False) / "decks"
        try:
            d.mkdir(parents=True, exist_ok=True)
        except OSError:        # a user-data folder that cannot be made: start from home
            return str(Path.home())
        return str(d)

    def _start_name(self, fmt: str) -> str:
        from heresy_app.decks.formats import FORMATS

        return str(Path(self.deck_dir()) / ((self.doc.deck.name or self.tr("deck")) + FORMATS[fmt].suffix))

    def with_suffix(self, path: str, chosen_filter: str) -> str:
        """``path`` as typed when its suffix is a deck format's, else with the chosen format's suffix."""
        from heresy_app.decks.formats import FORMATS, suffixes

        if Path(path).suffix.lower() in suffixes():
            return path
        fmt = self.save_filters().get(chosen_filter or "", SAVE_FORMAT)
        return path + FORMATS[fmt].suffix

    # ------------------------------------------------------------------ new and open
    def new_deck(self) -> bool:
        if not self.confirm_discard():
            return False
        from heresy_app.decks import Deck

        self.doc.replace(Deck())
        self.window.deck_autosave.clear()
        self.window.settings.setValue("deck/last", "")
        return True

    def action_open(self) -> bool:
        from PySide6.QtWidgets import QFileDialog
        if not self.confirm_discard():
            return False
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open deck"), self.deck_dir(), self.open_filter())
        return bool(path) and self.open_deck_file(path, confirm=False)

    def open_deck_file(self, path: str, confirm: bool = True) -> bool:
        if confirm and not self.confirm_discard():
            return False
        deck = self.read_deck(path)
        if deck is None:
            return False
        from heresy_app.decks.formats import format_for

        fmt = format_for(path, "text")
        self.doc.replace(deck, Path(path), fmt)
        self.window.deck_autosave.clear()
        self.remember(path)
        return True

    def open_sample(self, name: str, confirm: bool = True) -> bool:
        """A sample deck as a new deck: no file, no unsaved change until it is edited."""
        from heresy_app.decks.formats import sample_path

        if confirm and not self.confirm_discard():
            return False
        path = str(sample_path(name))
        deck = self.read_deck(path)
        if deck is None:
            return False
        from heresy_app.decks.samples import in_language

        in_language(deck, name, self.window.lang)   # named (and, in Russian, noted) in the window's language
        if not deck.name:
            deck.name = Path(path).stem
        self.doc.replace(deck, None, None, dirty=False)
        self.window.deck_autosave.clear()
        return True

    def open_on_start(self, spec: str, confirm: bool = False) -> bool:
        """`heresy gui DECK`: a deck file is opened; a sample deck comes in as a new deck with no
        file (saving asks for one) and nothing changed yet. ``confirm``: a restored deck is in the
        editor, and its unsaved changes are asked about first."""
        from heresy_app.decks.formats import SAMPLE_PREFIX

        if spec.startswith(SAMPLE_PREFIX):
            return self.open_sample(spec[len(SAMPLE_PREFIX):], confirm=confirm)
        return self.open_deck_file(spec, confirm=confirm)

    def reopen_last(self) -> None:
        """The deck that was open when the window last closed, when its file is still there."""
        from heresy_app.ui.settings import get

        last = get(self.window.settings, "deck/last")
        if last and Path(last).is_file():
            deck = self.read_deck(last)
            if deck is not None:
                from heresy_app.decks.formats import format_for

                self.doc.replace(deck, Path(last), format_for(last, "text"))

    # ------------------------------------------------------------------ save and export
    def action_save(self) -> bool:
        if self.doc.path is None:
            return self.action_save_as()
        return self.save_to(str(self.doc.path), self.doc.fmt)

    def action_save_as(self) -> bool:
        from PySide6.QtWidgets import QFileDialog
        path, chosen = QFileDialog.getSaveFileName(self.window, self.tr("Save deck as"), self._start_name(SAVE_FORMAT),
                                                   self.save_filter(SAVE_FORMAT))
        if not path:
            return False
        return self.save_to(self.with_suffix(path, chosen))

    def _write(self, path: str, fmt: str | None) -> str | None:
        from heresy_app.decks import save_deck
        from heresy_app.decks.formats import format_for

        w = self.window
        try:
            fmt = fmt or format_for(path, "json")
            save_deck(self.doc.deck, path, fmt, w.store.db, w.lang)
        except (OSError, ValueError) as err:
            w.show_error(self.tr("Cannot save the deck"), w.error_text(err, path, writing=True))
            return None
        return fmt

    def save_to(self, path: str, fmt: str | None = None) -> bool:
        """Save the deck to ``path`` (format from the extension unless given); it becomes the deck's file."""
        fmt = self._write(path, fmt)
        if fmt is None:
            return False
        self.doc.mark_saved(Path(path), fmt)
        self.window.deck_autosave.clear()
        self.remember(path)
        self.window.statusBar().showMessage(self.tr("Saved %1").replace("%1", str(path)), 4000)
        return True

    def action_export(self) -> bool:
        from PySide6.QtWidgets import QFileDialog
        path, chosen = QFileDialog.getSaveFileName(self.window, self.tr("Export deck"),
                                                   self._start_name(EXPORT_FORMAT), self.save_filter(EXPORT_FORMAT))
        return bool(path) and self.export_deck_file(self.with_suffix(path, chosen))

    def export_deck_file(self, path: str) -> bool:
        """Write a copy in the format of ``path``'s extension; the deck keeps its own file."""
        if self._write(path, None) is None:
            return False
        self.window.statusBar().showMessage(self.tr("Exported %1").replace("%1", str(path)), 4000)
        return True

    # ------------------------------------------------------------------ import and the clipboard
    def action_import(self) -> bool:
        from PySide6.QtWidgets import QFileDialog
        if not self.confirm_discard():
            return False
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Import deck"), self.deck_dir(), self.open_filter())
        return bool(path) and self.import_deck_file(path, confirm=False)

    def import_deck_file(self, path: str, confirm: bool = True) -> bool:
        """Read a deck in any format as a new, unsaved deck (its file is not touched later)."""
        if confirm and not self.confirm_discard():
            return False
        deck = self.read_deck(path)
        if deck is None:
            return False
        if not deck.name:
            deck.name = Path(path).stem
        self.doc.replace(deck, None, None, dirty=True)
        self.window.deck_autosave.schedule()
        return True

    def import_from_clipboard(self) -> bool:
        from heresy_app.decks import DeckFileError, parse_deck

        w = self.window
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            w.show_error(self.tr("Cannot read the deck"), self.tr("The clipboard holds no text."))
            return False
        if not self.confirm_discard():
            return False
        try:
            deck = parse_deck(text, w.store.db, self.tr("clipboard"))
        except DeckFileError as err:
            w.show_error(self.tr("Cannot read the deck"), err.text(w.lang))
            return False
        self.doc.replace(deck, None, None, dirty=True)
        w.deck_autosave.schedule()
        return True

    def copy_deck_as_text(self) -> None:
        from heresy_app.decks import to_text

        w = self.window
        QGuiApplication.clipboard().setText(to_text(self.doc.deck, w.store.db, w.lang))
        w.statusBar().showMessage(self.tr("The deck is on the clipboard as text."), 4000)

    # ------------------------------------------------------------------ recent files and samples
    def remember(self, path: str) -> None:
        w = self.window
        if w.smoke:        # a check run changes no setting
            return
        add_recent_file(w.settings, path)
        w.settings.setValue("deck/last", str(Path(path).resolve()))

    def fill_recent(self, menu) -> None:
        """File → Open recent: the files last opened or saved, newest first."""
        menu.clear()
        items = recent_files(self.window.settings)
        if not items:
            a = menu.addAction(self.tr("(none)"))
            a.setEnabled(False)
        for p in items:
            a = menu.addAction(p)
            a.triggered.connect(lambda _c=False, p=p: self.open_deck_file(p))

    def fill_samples(self, menu) -> None:
        """File → Open sample deck: each sample deck by its name in the window's language."""
        from heresy_app.decks.formats import sample_names
        from heresy_app.decks.samples import sample_title

        menu.clear()
        for name in sample_names():
            action = menu.addAction(sample_title(name, self.window.lang))
            action.setData(name)
            action.triggered.connect(lambda _c=False, name=name: self.open_sample(name))

    # ------------------------------------------------------------------ a file dropped on the window
    @staticmethod
    def dropped_file(mime) -> str | None:
        """The local file a drag carries (the first one), or None."""
        if mime is None or not mime.hasUrls():
            return None
        for url in mime.urls():
            if url.isLocalFile() and Path(url.toLocalFile()).is_file():
                return url.toLocalFile()
        return None

    def open_dropped(self, path: str) -> bool:
        self.window.tabs.setCurrentIndex(self.window.TAB_DECK)
        return self.open_deck_file(path)
