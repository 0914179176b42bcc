"""The deck editor's "Missing" tab: each card of the deck your collection is short of, how many,
a summary line, and a button to print proxies of them (heresy_app/decks/collection.py counts).

The tab shows what it is handed (:meth:`MissingCards.show`); the editor counts. A language change
refills it after the event, by a timer the widget owns: a language change also arrives while a
window is torn down, and clearing a list then crashed.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget
from shiboken6 import isValid

__all__ = ["MissingCards"]


class MissingCards(QWidget):
    cardClicked = Signal(str)        # a missing card's id: select it in the deck list
    printRequested = Signal()        # "Print proxies of these…"
    titleChanged = Signal(str)       # the tab's title: "Missing (n)"

    def __init__(self, parent=None):
        super().__init__(parent)
        ml = QVBoxLayout(self)
        ml.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(self)
        self.label.setObjectName("deckMissingSummary")
        self.label.setWordWrap(True)
        self.list = QListWidget(self)
        self.list.setObjectName("deckMissing")
        self.proxies_btn = QPushButton(self)
        self.proxies_btn.setObjectName("printMissingProxies")
        ml.addWidget(self.label)
        ml.addWidget(self.list, 1)
        ml.addWidget(self.proxies_btn, 0, Qt.AlignmentFlag.AlignLeft)
        self.list.itemClicked.connect(lambda item: self.cardClicked.emit(item.data(Qt.ItemDataRole.UserRole) or ""))
        self.proxies_btn.clicked.connect(self.printRequested)
        self._shown: tuple = ([], False, {}, "en")
        self._refill = QTimer(self)
        self._refill.setSingleShot(True)
        self._refill.setInterval(0)
        self._refill.timeout.connect(lambda: self.show_missing(*self._shown))
        self.retranslate()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._refill.start()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.proxies_btn.setText(self.tr("Print proxies of these…"))

    def show_missing(self, missing: list, started: bool, index, lang: str) -> None:
        """``missing``: the collection's needs with copies missing (``card_id``, ``missing``,
        ``owned``, ``needed``); ``started``: a deck is being edited; ``index``: card facts by id."""
        self._shown = (missing, started, index, lang)
        if not (isValid(self) and isValid(self.list)):
            return   # a refill queued by a language change, reached while the window is torn down
        self.list.clear()
        total = sum(n.missing for n in missing)
        self.titleChanged.emit(self.tr("Missing (%1)").replace("%1", str(total)) if total else self.tr("Missing"))
        self.proxies_btn.setEnabled(bool(total))
        if not started:
            self.label.setText(self.tr("Add cards from the browser to start a deck."))
            return
        if not total:
            self.label.setText(self.tr("Your collection holds every card of this deck."))
            return
        self.label.setText(self.tr("%n card(s) missing from your collection for this deck:", "", total))
        from PySide6.QtWidgets import QListWidgetItem

        def name(card_id: str) -> str:
            f = index.get(card_id)
            return f.name(lang) if f else card_id

        for n in sorted(missing, key=lambda n: name(n.card_id).casefold() if index.get(n.card_id) else n.card_id):
            text = self.tr("%1 × %2 (you own %3 of %4)").replace("%1", str(n.missing)) \
                .replace("%2", name(n.card_id)).replace("%3", str(n.owned)).replace("%4", str(n.needed))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, n.card_id)
            self.list.addItem(item)

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
