"""The deck editor's "Checks" tab: the deck checked against the rules (heresy_app.decks.validate)
on every change, a status line in the palette's "ok" or "error" colour, and the list of issues;
clicking an issue names its card, which the editor selects."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QVBoxLayout, QWidget

__all__ = ["DeckChecks"]


class DeckChecks(QWidget):
    cardClicked = Signal(str)        # the card an issue is about

    def __init__(self, parent=None):
        super().__init__(parent)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("deckStatus")
        self.status_label.setWordWrap(True)
        self.issues = QListWidget(self)
        self.issues.setObjectName("deckIssues")
        self.issues.setWordWrap(True)
        cl = QVBoxLayout(self)
        cl.setContentsMargins(0, 0, 0, 0)
        cl.addWidget(self.status_label)
        cl.addWidget(self.issues, 1)
        self._status_kind: str | None = None   # None: plain; the label is bold exactly when it is set
        self.issues.itemClicked.connect(self._on_issue)
        self.issues.itemActivated.connect(self._on_issue)

    def changeEvent(self, event):
        if event.type() == QEvent.Type.PaletteChange and self._status_kind:
            self._status_colour(self._status_kind)     # the status colour follows the palette
        super().changeEvent(event)

    def show_empty(self, text: str) -> None:
        """No deck yet: ``text`` says how to start one, in the plain colour."""
        self._status_colour(None)
        self.issues.clear()
        self.status_label.setText(text)

    def check(self, deck, db, index, lang: str):
        """Check ``deck`` and show the result; the :class:`ValidationReport`."""
        from PySide6.QtWidgets import QListWidgetItem, QStyle

        from heresy_app.decks import validate
        from heresy_app.engine.catalog import manual_abilities

        # "did you mean" as the command line says it, for the (few) cards that name nothing
        unknown = any(e.card_id is None for e in deck.entries + deck.sideboard)
        report = validate(deck, db, index=index, suggest=unknown, by_hand=manual_abilities)
        self.issues.clear()
        style = self.style()
        for issue, icon in ([(i, QStyle.StandardPixmap.SP_MessageBoxCritical) for i in report.errors]
                            + [(i, QStyle.StandardPixmap.SP_MessageBoxWarning) for i in report.warnings]):
            item = QListWidgetItem(style.standardIcon(icon), issue.message(lang))
            item.setData(Qt.ItemDataRole.UserRole, issue.card or "")
            item.setData(Qt.ItemDataRole.UserRole + 1, issue.code)
            self.issues.addItem(item)
        n_errors, n_warnings = len(report.errors), len(report.warnings)  # plain names for lupdate
        if report.valid:
            text = self.tr("The deck is legal.")
            if report.warnings:
                text += " " + self.tr("%n warning(s).", "", n_warnings)
            self._status_colour("ok")
        else:
            text = self.tr("%n error(s)", "", n_errors)
            if report.warnings:
                text += ", " + self.tr("%n warning(s).", "", n_warnings)
            self._status_colour("error")
        self.status_label.setText(text)
        return report

    def _status_colour(self, kind: str | None) -> None:
        """The status in bold, in the palette's readable "ok" or "error" colour (a palette role, not
        a style sheet: a style sheet would cut the label off from its parent's palette)."""
        from PySide6.QtGui import QPalette

        from heresy_app.ui.colors import status_color

        bold, was_bold = kind is not None, self._status_kind is not None
        self._status_kind = kind
        if bold != was_bold:   # the font only when it changes: the empty deck tab shows before QFont is built
            font = self.status_label.font()
            font.setBold(bold)
            self.status_label.setFont(font)
        pal = QPalette()
        if kind is not None:
            pal.setColor(QPalette.ColorRole.WindowText, status_color(kind, self.palette()))
        self.status_label.setPalette(pal)     # only WindowText is its own; the rest is inherited

    def issue_texts(self) -> list[str]:
        return [self.issues.item(i).text() for i in range(self.issues.count())]

    def _on_issue(self, item) -> None:
        cid = item.data(Qt.ItemDataRole.UserRole)
        if cid:
            self.cardClicked.emit(cid)
