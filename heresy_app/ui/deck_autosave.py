"""The deck being edited, autosaved beside the user data and offered back after a crash.

Shortly after each change (:data:`DELAY_MS`) the deck document (:mod:`heresy_app.ui.deck_document`)
is written, atomically, to ``autosave/deck.json`` with its file and format; saving the deck,
opening another or closing the window removes it. At the next start the window offers it back
(:meth:`DeckAutosave.offer`); an unreadable or malformed autosave is one message naming it, never
an exception out of start-up. A check run (``heresy gui --smoke``) neither writes nor removes it.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from heresy_app.ui.settings import autosave_dir

DELAY_MS = 1500          # a burst of edits is written once, this long after the last
FILE_NAME = "deck.json"


class DeckAutosave(QObject):
    """The autosave of one main window's deck document (see the module's documentation)."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DELAY_MS)
        self.timer.timeout.connect(self.write)

    @staticmethod
    def path() -> Path:
        return autosave_dir() / FILE_NAME

    def schedule(self) -> None:
        if not self.window.smoke:
            self.timer.start()

    def write(self) -> None:
        """Write the deck being edited beside the user data, or remove the autosave when saved."""
        from heresy_app.atomic import atomic_write_text

        w = self.window
        self.timer.stop()
        if not w.doc.dirty:
            self.clear()
            return
        from heresy_app.decks import to_json

        meta = {"path": str(w.doc.path) if w.doc.path else None, "fmt": w.doc.fmt,
                "deck": json.loads(to_json(w.doc.deck))}
        try:
            atomic_write_text(self.path(), json.dumps(meta, ensure_ascii=False, indent=1))
        except OSError as err:   # a full disk, a folder that cannot be made: say so, keep working
            where = err.filename or self.path()
            w.statusBar().showMessage(self.tr("Cannot autosave the deck: %1")
                                      .replace("%1", f"{where}: {err.strerror or err}"), 8000)

    def clear(self) -> None:
        self.timer.stop()
        if self.window.smoke:        # a check run (`heresy gui --smoke DECK`) leaves the autosave alone
            return
        try:
            self.path().unlink()
        except OSError:       # none there, or a folder that cannot be read: nothing to clear
            pass

    def offer(self) -> bool:
        """Ask whether to restore the autosaved deck; restored (True), or the autosave removed."""
        from PySide6.QtWidgets import QMessageBox
        B = QMessageBox.StandardButton
        answer = self.window.ask(self.tr("Restore the deck?"),
                                 self.tr("Heresy closed without saving the deck you were editing. Restore it from "
                                         "the autosave?"), B.Yes | B.No, B.Yes)
        if answer == B.Yes:
            return self.restore()
        self.clear()
        return False

    def restore(self) -> bool:
        """The deck of the autosave back in the editor; an unreadable or malformed autosave is one
        error message naming it (never an exception out of start-up)."""
        from heresy_app.decks import DeckFileError, from_json
        from heresy_app.decks.formats import FORMATS
        from heresy_app.files import FileProblem, printable, read_json

        w = self.window
        where = str(self.path())
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
            deck = from_json(json.dumps(meta["deck"]), w.store.db, where)
        except FileProblem as err:
            w.show_error(self.tr("Cannot restore the deck"), err.message(w.lang))
            return False
        except DeckFileError as err:
            w.show_error(self.tr("Cannot restore the deck"), err.text(w.lang))
            return False
        except ValueError as err:
            w.show_error(self.tr("Cannot restore the deck"), str(err))
            return False
        w.doc.replace(deck, Path(path) if path else None, fmt, dirty=True)
        return True
