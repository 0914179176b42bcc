"""File → Print proxies… and File → Print deck sheet… (issue 17, section 2): the deck tab's deck
as a PDF of proxies (:mod:`heresy_app.ui.proxies`) or as its one-page sheet; the missing list's
"Print proxies of these…" prints only what your collection lacks.

The actions live here rather than in the main window, which only makes a :class:`PrintActions`;
their texts follow the window's language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel


def default_page() -> str:
    """Letter where the system measures in US units, A4 elsewhere."""
    return "letter" if QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem else "a4"


class ProxiesDialog(QDialog):
    """What to print: the paper, only the copies your collection lacks, the deck sheet first."""

    def __init__(self, parent=None, missing_only: bool = False, sheet_only: bool = False):
        super().__init__(parent)
        self.setObjectName("proxiesDialog")
        self.page = QComboBox(self)
        self.page.setObjectName("proxiesPage")
        self.page.addItem("A4", "a4")
        self.page.addItem("Letter", "letter")
        self.page.setCurrentIndex(max(0, self.page.findData(default_page())))
        self.missing = QCheckBox(self)
        self.missing.setObjectName("proxiesMissingOnly")
        self.missing.setChecked(missing_only)
        self.sheet = QCheckBox(self)
        self.sheet.setObjectName("proxiesSheet")
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(self.tr("Paper:"), self.page)
        if not sheet_only:
            form.addRow(self.missing)
            form.addRow(self.sheet)
        form.addRow(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.setMinimumWidth(440)
        self.setWindowTitle(self.tr("Print deck sheet") if sheet_only else self.tr("Print proxies"))
        self.missing.setText(self.tr("Only the copies missing from my collection"))
        self.sheet.setText(self.tr("The deck sheet on the first page"))
        self.note.setText(self.tr("Writes a PDF: cards at their real size, 63 × 88 mm, nine to a page with cut "
                                  "marks. Print it at 100 % (actual size), not fitted to the page."))

    def values(self) -> dict:
        return {"page": self.page.currentData(), "missing_only": self.missing.isChecked(),
                "sheet": self.sheet.isChecked()}


class PrintActions(QObject):
    """The two File menu actions of a main window, and what they do."""

    def __init__(self, window):
        super().__init__(window)
        self.window = window
        self.act_proxies = QAction(window)
        self.act_proxies.setObjectName("actPrintProxies")
        self.act_proxies.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
        self.act_proxies.triggered.connect(lambda: self.print_proxies())
        self.act_sheet = QAction(window)
        self.act_sheet.setObjectName("actPrintSheet")
        self.act_sheet.triggered.connect(lambda: self.print_sheet())
        menu = window.menu_file
        quit_action = getattr(window, "act_quit", None)
        actions = menu.actions()
        before = None
        if quit_action in actions:      # above the separator over Quit
            i = actions.index(quit_action)
            before = actions[i - 1] if i > 0 and actions[i - 1].isSeparator() else quit_action
        menu.insertActions(before, [self.act_proxies, self.act_sheet])
        menu.insertSeparator(before)
        window.deck_editor.printMissingRequested.connect(lambda: self.print_proxies(missing_only=True))
        window.installEventFilter(self)
        self.retranslate()
        self.last_file: str | None = None

    def eventFilter(self, obj, event):
        if obj is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.act_proxies.setText(self.tr("Print &proxies…"))
        self.act_sheet.setText(self.tr("Print deck s&heet…"))

    # -- hooks a test replaces
    def ask_path(self, title: str, start: str) -> str:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(self.window, title, start, self.tr("PDF files (*.pdf)"))
        if path and not path.lower().endswith(".pdf"):
            path += ".pdf"
        return path

    def _start(self, suffix: str) -> str:
        doc = self.window.doc
        folder = doc.path.parent if doc.path is not None else Path.home()
        stem = doc.deck.name or (doc.path.stem if doc.path is not None else self.tr("deck"))
        return str(folder / f"{stem} {suffix}.pdf")

    # -- the actions
    def print_proxies(self, missing_only: bool = False) -> bool:
        return self._print(sheet_only=False, missing_only=missing_only)

    def print_sheet(self) -> bool:
        return self._print(sheet_only=True, missing_only=False)

    def _print(self, sheet_only: bool, missing_only: bool) -> bool:
        w = self.window
        deck = w.doc.deck
        if not w.doc.started or not (deck.entries or deck.sideboard):
            w.show_error(self.tr("Nothing to print"), self.tr("The deck tab holds no cards yet."))
            return False
        dlg = ProxiesDialog(w, missing_only=missing_only, sheet_only=sheet_only)
        if w.exec_dialog(dlg) != QDialog.DialogCode.Accepted:
            return False
        v = dlg.values()
        from heresy_app.ui.proxies import DeckSheet, proxies_pdf, proxy_cards, write_pdf

        db = w.store.db
        cards = [] if sheet_only else proxy_cards(deck, db, w.store.owned() if v["missing_only"] else None)
        sheet = DeckSheet(deck, db) if (sheet_only or v["sheet"]) else None
        if not cards and sheet is None:
            w.show_error(self.tr("Nothing to print"),
                         self.tr("Your collection holds every card of this deck."))
            return False
        title = self.tr("Print deck sheet") if sheet_only else self.tr("Print proxies")
        path = self.ask_path(title, self._start(self.tr("sheet") if sheet_only else self.tr("proxies")))
        if not path:
            return False
        from heresy_app.ui.background import Cancelled, run_with_progress

        lang, name = w.lang, deck.name or "Heresy"
        if sheet is not None:
            sheet.html(lang)   # read from the card database here: its connection belongs to this thread

        def work(progress):
            write_pdf(path, proxies_pdf(cards, v["page"], lang, sheet, title=name, progress=progress))

        try:
            run_with_progress(w, work, title)
        except Cancelled:   # nothing was written
            return False
        except OSError as err:
            w.show_error(title, w.error_text(err, path, writing=True))
            return False
        self.last_file = path
        w.statusBar().showMessage(self.tr("Wrote %n card(s) to %1", "", len(cards)).replace("%1", path)
                                  if cards else self.tr("Wrote the deck sheet to %1").replace("%1", path), 6000)
        return True
