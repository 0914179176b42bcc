"""Cards → Import collection… and Cards → Export collection… (issue 17, section 1): the window's
side of ``heresy collection import`` and ``heresy collection export`` (docs/collection.md).

An import adds the file's copies to your collection as one step of the browser's collection
undo; a file with a mistake changes nothing and says which line is wrong, in the window's
language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction


class CollectionActions(QObject):
    """The two Cards menu actions of a main window, and what they do."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.act_import = QAction(window)
        self.act_import.setObjectName("actImportCollection")
        self.act_import.triggered.connect(lambda: self.import_collection())
        self.act_export = QAction(window)
        self.act_export.setObjectName("actExportCollection")
        self.act_export.triggered.connect(lambda: self.export_collection())
        window.menu_cards.addSeparator()
        window.menu_cards.addAction(self.act_import)
        window.menu_cards.addAction(self.act_export)
        window.installEventFilter(self)
        self.retranslate()

    def eventFilter(self, obj, event):
        if obj is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.act_import.setText(self.tr("Import c&ollection…"))
        self.act_export.setText(self.tr("Export co&llection…"))

    # -- hooks a test replaces
    def ask_open(self) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Import collection"), str(Path.home()),
                                              self.tr("Collection files (*.txt *.csv);;All files (*)"))
        return path

    def ask_save(self) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export collection"),
                                              str(Path.home() / "collection.txt"),
                                              self.tr("Collection files (*.txt *.csv);;All files (*)"))
        return path

    # -- the actions
    def import_collection(self, path: str | None = None) -> bool:
        """Add the copies a collection file lists (deck text or CSV card,count)."""
        from heresy_app.decks.collection import read_collection_file
        from heresy_app.decks.formats import DeckFileError

        w = self.window
        path = path or self.ask_open()
        if not path:
            return False
        try:
            listed = read_collection_file(path, w.store.db)
        except DeckFileError as err:
            w.show_error(self.tr("Cannot read the collection"), err.text(w.lang))
            return False
        if not listed:
            w.show_error(self.tr("Cannot read the collection"), self.tr("%1 lists no cards.").replace("%1", path))
            return False
        owned = w.store.owned()
        w.browser.set_owned({cid: owned.get(cid, 0) + n for cid, n in listed.items()})
        w.statusBar().showMessage(self.tr("Added %n copy(ies) to your collection.", "", sum(listed.values())), 5000)
        return True

    def export_collection(self, path: str | None = None) -> bool:
        """Write the collection in the plain-text deck format, or CSV for a .csv file."""
        from heresy_app.atomic import atomic_write_text
        from heresy_app.decks.collection import collection_csv, collection_text

        w = self.window
        path = path or self.ask_save()
        if not path:
            return False
        owned = w.store.owned()
        text = (collection_csv(owned, w.store.db, w.lang) if Path(path).suffix.lower() == ".csv"
                else collection_text(owned, w.store.db, w.lang))
        try:
            atomic_write_text(path, text, make_dirs=False)
        except OSError as err:
            w.show_error(self.tr("Cannot write the collection"), w.error_text(err, path, writing=True))
            return False
        w.statusBar().showMessage(self.tr("Wrote your collection to %1").replace("%1", path), 5000)
        return True
