"""The deck editor: the deck grouped by type with counts, the side, live validation, charts.

Cards arrive from the browser by double-click, Enter or drag (card ids in CARD_MIME); on the deck
list ``+``/``-`` change the count and Delete removes the card. Clicking a validation issue
selects its card. The tabs under the list: the rules' checks (:mod:`heresy_app.ui.deck_checks`),
the charts (built on first show: QtCharts is imported then), what your collection lacks
(:mod:`heresy_app.ui.deck_missing`) and the deck's notes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, Qt, QTimer, Signal
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTabWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from heresy_app.ui.card_table import CARD_MIME, cmd_label, cmd_swatch, side_label
from heresy_app.ui.deck_checks import DeckChecks
from heresy_app.ui.deck_document import DeckDocument
from heresy_app.ui.deck_missing import MissingCards

GROUP_ORDER = ("unit", "asset", "ship", "sector", "?")
ID_ROLE = Qt.ItemDataRole.UserRole + 1
WRITTEN_ROLE = Qt.ItemDataRole.UserRole + 2
SIDEBOARD_ROLE = Qt.ItemDataRole.UserRole + 3   # True on the sideboard's rows
NOTES_DELAY_MS = 700                            # typing in the notes: one undo step per pause


def card_ids_from_mime(mime) -> list[str]:
    if mime is None or not mime.hasFormat(CARD_MIME):
        return []
    raw = bytes(mime.data(CARD_MIME)).decode("utf-8", "replace")
    return [s for s in raw.split("\n") if s.strip()]


class DeckTree(QTreeView):
    """The deck list; keys +, -, Delete; accepts dropped cards."""

    plus = Signal(str)
    minus = Signal(str)
    delete = Signal(str, str)       # card id (or "") and the text as written for an unknown card
    dropped = Signal(list)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.setDragDropMode(QAbstractItemView.DragDropMode.DropOnly)
        self.setDropIndicatorShown(False)

    def current_card(self) -> tuple[str, str]:
        idx = self.currentIndex()
        if not idx.isValid():
            return "", ""
        idx = idx.siblingAtColumn(0)
        return idx.data(ID_ROLE) or "", idx.data(WRITTEN_ROLE) or ""

    def current_in_sideboard(self) -> bool:
        idx = self.currentIndex()
        return bool(idx.isValid() and idx.siblingAtColumn(0).data(SIDEBOARD_ROLE))

    def keyPressEvent(self, event):
        cid, written = self.current_card()
        key, text = event.key(), event.text()
        if cid and (text == "+" or key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal)):
            self.plus.emit(cid)
        elif cid and (text == "-" or key == Qt.Key.Key_Minus):
            self.minus.emit(cid)
        elif (cid or written) and key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            self.delete.emit(cid, written)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def dragEnterEvent(self, event):
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event):
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dropEvent(self, event):
        ids = card_ids_from_mime(event.mimeData())
        if ids:
            event.acceptProposedAction()
            self.dropped.emit(ids)
        else:
            event.ignore()


class DeckEditor(QWidget):
    cardSelected = Signal(str)     # show this card in the card view
    validated = Signal(object)     # the ValidationReport after each change
    printMissingRequested = Signal()   # "Print proxies of these…" under the missing list

    def __init__(self, store, lang: str = "en", parent=None):
        super().__init__(parent)
        self.store = store
        self.lang = lang
        self.doc = DeckDocument(self)
        self.report = None
        self._charts = None
        self._building = False

        self.name_edit = QLineEdit(self)
        self.name_edit.setObjectName("deckName")
        self.side_box = QComboBox(self)
        self.side_box.setObjectName("deckSide")
        self.size_label = QLabel(self)
        self.size_label.setObjectName("deckSize")
        # the name has a row of its own (beside the count): never cut off by a long side's name
        top = QHBoxLayout()
        top.addWidget(self.name_edit, 1)
        top.addWidget(self.size_label)
        side_row = QHBoxLayout()
        side_row.addWidget(self.side_box, 1)
        self.side_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.side_box.setMinimumContentsLength(10)

        self.tree_model = QStandardItemModel(self)
        self.tree = DeckTree(self)
        self.tree.setObjectName("deckTree")
        self.tree.setModel(self.tree_model)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setAlternatingRowColors(True)

        # QPushButton(parent) then setText: QPushButton(text, parent) makes PySide weigh the icon
        # overload too, which builds QIcon's enums at start-up
        self.plus_btn, self.minus_btn, self.del_btn = QPushButton(self), QPushButton(self), QPushButton(self)
        self.plus_btn.setText("+")
        self.minus_btn.setText("−")
        for b in (self.plus_btn, self.minus_btn):
            b.setFixedWidth(34)
        self.sample_btn = QPushButton(self)
        self.move_btn = QPushButton(self)          # one copy to the sideboard, or back to the deck
        self.move_btn.setObjectName("moveSideboard")
        buttons = QHBoxLayout()
        buttons.addWidget(self.plus_btn)
        buttons.addWidget(self.minus_btn)
        buttons.addWidget(self.del_btn)
        buttons.addWidget(self.move_btn)
        buttons.addStretch(1)
        buttons.addWidget(self.sample_btn)
        self.buttons_row = buttons    # add_button: more buttons after these (Play this deck)

        self.checks = DeckChecks(self)                 # the rules' checks: status line and issues
        self.status_label, self.issues = self.checks.status_label, self.checks.issues

        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("deckTabs")
        self.tabs.addTab(self.checks, "")
        self._charts_holder = QWidget(self)
        QVBoxLayout(self._charts_holder).setContentsMargins(0, 0, 0, 0)
        self.tabs.addTab(self._charts_holder, "")
        self.tabs.currentChanged.connect(self._on_tab)
        # what the deck needs beyond your collection (heresy_app/decks/collection.py)
        self.missing_page = MissingCards(self)
        self.missing_label, self.missing_list = self.missing_page.label, self.missing_page.list
        self.missing_proxies_btn = self.missing_page.proxies_btn
        self.tabs.addTab(self.missing_page, "")
        self.missing_page.titleChanged.connect(
            lambda title: self.tabs.setTabText(self.tabs.indexOf(self.missing_page), title))
        # the deck's notes (kept in every format that holds them), edited here
        from PySide6.QtWidgets import QPlainTextEdit

        self.notes_edit = QPlainTextEdit(self)
        self.notes_edit.setObjectName("deckNotes")
        self.tabs.addTab(self.notes_edit, "")
        self._notes_timer = QTimer(self)
        self._notes_timer.setSingleShot(True)
        self._notes_timer.setInterval(NOTES_DELAY_MS)
        self._notes_timer.timeout.connect(self.commit_notes)
        self.notes_edit.textChanged.connect(self._on_notes_typed)
        self.missing_page.cardClicked.connect(self.select_card)
        self.missing_page.printRequested.connect(self.printMissingRequested)
        self._missing: list = []

        upper = QWidget(self)
        ul = QVBoxLayout(upper)
        ul.setContentsMargins(0, 0, 0, 0)
        ul.addLayout(top)
        ul.addLayout(side_row)
        ul.addWidget(self.tree, 1)
        ul.addLayout(buttons)
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.addWidget(upper)
        self.splitter.addWidget(self.tabs)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.splitter)
        self.setAcceptDrops(True)

        self.doc.changed.connect(self.refresh)
        if hasattr(store, "ownedChanged"):
            store.ownedChanged.connect(self.refresh)
        self.tree.plus.connect(lambda _cid: self._on_button("+"))
        self.tree.minus.connect(lambda _cid: self._on_button("-"))
        self.tree.delete.connect(lambda _cid, _written: self._on_button("del"))
        self.tree.dropped.connect(self.add_cards)
        self.tree.selectionModel().currentChanged.connect(self._on_tree_current)
        self.plus_btn.clicked.connect(lambda: self._on_button("+"))
        self.minus_btn.clicked.connect(lambda: self._on_button("-"))
        self.del_btn.clicked.connect(lambda: self._on_button("del"))
        self.sample_btn.clicked.connect(self.show_sample_opening)
        self.move_btn.clicked.connect(self.move_current)
        self.checks.cardClicked.connect(self.select_card)
        self.side_box.activated.connect(self._on_side)
        self.name_edit.editingFinished.connect(self._on_name)
        self.retranslate()
        self.refresh()

    def add_button(self, button) -> None:
        """A button at the end of the row under the deck list (heresy_app.ui.game_actions)."""
        self.buttons_row.addWidget(button)

    # -- texts
    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate(rebuild=False)     # the missing tab refills itself after the event
        super().changeEvent(event)

    def retranslate(self, rebuild: bool = True) -> None:
        self.name_edit.setPlaceholderText(self.tr("Deck name"))
        self.del_btn.setText(self.tr("Delete"))
        self.plus_btn.setToolTip(self.tr("One more copy (+)"))
        self.minus_btn.setToolTip(self.tr("One copy fewer (-)"))
        self.del_btn.setToolTip(self.tr("Remove the card from the deck (Delete)"))
        self.sample_btn.setText(self.tr("Sample opening…"))
        self.tabs.setTabText(0, self.tr("Checks"))
        self.tabs.setTabText(1, self.tr("Charts"))
        self.tabs.setTabText(self.tabs.indexOf(self.notes_edit), self.tr("Notes"))
        self.notes_edit.setPlaceholderText(self.tr("Notes on this deck: plans, changes to try, what to buy…"))
        self._update_move_button()
        self.tree.setToolTip(self.tr("Drop cards here, or double-click them in the browser"))
        if rebuild:
            self._show_missing()

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.refresh()

    # -- editing
    def _name(self, card_id: str) -> str:
        facts = self._index().get(card_id)
        return facts.name(self.lang) if facts else card_id

    def _index(self):
        from heresy_app.decks import card_index

        return card_index(self.store.db)

    def add_card(self, card_id: str, count: int = 1) -> bool:
        if self._index().get(card_id) is None:
            return False
        ok = self.doc.add(card_id, count, self._name(card_id))
        self.select_card(card_id)
        return ok

    def add_cards(self, card_ids: list[str]) -> bool:
        known = [c for c in card_ids if self._index().get(c) is not None]
        if not known:
            return False
        ok = self.doc.add(known[0], 1, self._name(known[0])) if len(known) == 1 else self.doc.add_many(known)
        self.select_card(known[-1])
        return ok

    def remove_card(self, card_id: str, sideboard: bool = False) -> bool:
        ok = self.doc.remove(card_id, 1, self._name(card_id), sideboard=sideboard)
        self.select_card(card_id, sideboard=sideboard)
        return ok

    def add_to_sideboard(self, card_id: str, count: int = 1) -> bool:
        if self._index().get(card_id) is None:
            return False
        ok = self.doc.add(card_id, count, self._name(card_id), sideboard=True)
        self.select_card(card_id, sideboard=True)
        return ok

    def move_card(self, card_id: str, to_sideboard: bool) -> bool:
        """One copy from the deck to the sideboard, or back."""
        ok = self.doc.move(card_id, to_sideboard, 1, self._name(card_id))
        if not self.select_card(card_id, sideboard=not to_sideboard):
            self.select_card(card_id, sideboard=to_sideboard)
        return ok

    def move_current(self) -> bool:
        cid, _written = self.tree.current_card()
        ok = bool(cid) and self.move_card(cid, not self.tree.current_in_sideboard())
        self.tree.setFocus()
        return ok

    def _update_move_button(self) -> None:
        cid, _written = self.tree.current_card()
        in_side = self.tree.current_in_sideboard()
        self.move_btn.setEnabled(bool(cid))
        self.move_btn.setText(self.tr("To the deck") if in_side else self.tr("To sideboard"))
        self.move_btn.setToolTip(self.tr("Move one copy back into the deck") if in_side
                                 else self.tr("Move one copy to the sideboard (cards kept beside the deck)"))

    def _delete(self, card_id: str, written: str, sideboard: bool = False) -> None:
        if card_id:
            self.doc.remove_all(card_id, self._name(card_id), sideboard=sideboard)
        elif written:
            self.doc.remove_unknown(written)

    def _on_button(self, what: str) -> None:
        cid, written = self.tree.current_card()
        side = self.tree.current_in_sideboard()
        if what == "+" and cid:
            self.add_to_sideboard(cid) if side else self.add_card(cid)
        elif what == "-" and cid:
            self.remove_card(cid, sideboard=side)
        elif what == "del":
            self._delete(cid, written, sideboard=side)
        self.tree.setFocus()

    # -- notes
    def _on_notes_typed(self) -> None:
        if not self._building:
            self._notes_timer.start()

    def commit_notes(self) -> bool:
        """The notes as typed into the deck (one undo step); nothing when they did not change."""
        self._notes_timer.stop()
        text = self.notes_edit.toPlainText()
        if not self.doc.started and not text.strip():
            return False
        if text == self.doc.deck.notes:
            return False
        return self.doc.set_notes(text)

    def _show_notes(self) -> None:
        if self.notes_edit.toPlainText() != self.doc.deck.notes and not self._notes_timer.isActive():
            self.notes_edit.setPlainText(self.doc.deck.notes)

    def _on_side(self, _i: int) -> None:
        side = self.side_box.currentData()
        if side != self.doc.deck.side:
            self.doc.set_side(side)

    def _on_name(self) -> None:
        name = self.name_edit.text().strip()
        if name != self.doc.deck.name:
            self.doc.set_name(name)

    # drops onto the editor outside the list
    def dragEnterEvent(self, event):
        if event.mimeData().hasFormat(CARD_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event):
        ids = card_ids_from_mime(event.mimeData())
        if ids:
            event.acceptProposedAction()
            self.add_cards(ids)

    # -- showing
    def refresh(self) -> None:
        if self._building:
            return
        if not self.doc.started:
            self.tree_model.clear()
            self.size_label.setText(self.tr("%n card(s)", "", 0))
            self.checks.show_empty(self.tr("Add cards from the browser to start a deck."))
            self.side_box.clear()
            self.side_box.addItem(self.tr("Side: inferred (%1)").replace("%1", self.tr("none yet")), None)
            self._missing = []
            self._show_missing()
            self.notes_edit.blockSignals(True)
            self.notes_edit.clear()
            self.notes_edit.blockSignals(False)
            self._update_move_button()
            return
        self._building = True
        try:
            self._update_missing()
            self._show_notes()
            self._rebuild_tree()
            self._update_header()
            self._validate()
            if self._charts is not None and self.tabs.currentIndex() == 1:
                self._charts.update_deck(self.doc.deck, self.store.db, self.lang)
        finally:
            self._building = False

    def _rebuild_tree(self) -> None:
        keep, keep_written = self.tree.current_card()
        keep_side = self.tree.current_in_sideboard()
        idx = self._index()
        merged = self.doc.deck.merged()
        groups: dict[str, list] = {g: [] for g in GROUP_ORDER}
        for e in merged.entries:
            f = idx.get(e.card_id) if e.card_id else None
            groups[f.type if f else "?"].append((e, f))
        m = self.tree_model
        m.clear()
        # short headers, the words in their tooltips: the card's name keeps the width
        m.setHorizontalHeaderLabels([self.tr("Card"), self.tr("Side", "short header"), "⚑", "⚄",
                                     self.tr("Cmd"), self.tr("Owned")])
        for col, tip in enumerate((self.tr("Card"), self.tr("Side"), self.tr("Flags"), self.tr("Die"),
                                   self.tr("Command line"), self.tr("Owned"))):
            # through the model, not horizontalHeaderItem(): that item is made by Qt and deleted by the
            # next clear() behind shiboken's back, and its stale wrapper crashed later clears (test_wrappers)
            m.setHeaderData(col, Qt.Orientation.Horizontal, tip, Qt.ItemDataRole.ToolTipRole)
        need = {n.card_id: n for n in self._needs}
        from PySide6.QtGui import QFont  # not at the top: an empty deck needs no font (QFont has 9 enums)

        bold = QFont()
        bold.setBold(True)
        sideboard = [(e, idx.get(e.card_id) if e.card_id else None) for e in merged.sideboard]
        titles = {"?": self.tr("Unknown cards"), "unit": self.tr("Units"), "asset": self.tr("Assets"),
                  "ship": self.tr("Ships"), "sector": self.tr("Sectors"), "side": self.tr("Sideboard")}
        select = None
        for g, rows, in_side in [(g, groups[g], False) for g in GROUP_ORDER] + [("side", sideboard, True)]:
            if not rows:
                continue
            total = sum(e.count for e, _ in rows)
            head = QStandardItem(f"{titles[g]} ({total})")
            head.setFont(bold)
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            head.setData(g, Qt.ItemDataRole.UserRole)
            if in_side:
                head.setToolTip(self.tr("Cards kept beside the deck: not counted, not checked by the deck rules"))
            m.appendRow([head] + [self._blank() for _ in range(5)])
            rows.sort(key=lambda ef: (ef[1].name(self.lang).casefold() if ef[1] else (ef[0].written or "")))
            for e, f in rows:
                cells = self._card_row(e, f, need.get(e.card_id), in_side)
                m.appendRow(cells)
                if in_side == keep_side and ((keep and e.card_id == keep)
                                             or (not keep and keep_written and e.written == keep_written)):
                    select = cells[0].index()
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setSectionResizeMode(0, self.tree.header().ResizeMode.Stretch)
        for c in range(1, 6):
            self.tree.header().setSectionResizeMode(c, self.tree.header().ResizeMode.ResizeToContents)
        if select is not None:
            self.tree.setCurrentIndex(select)
        self._update_move_button()

    def _card_row(self, e, f, need, in_side: bool) -> list:
        name = f.name(self.lang) if f else (e.written or "?")
        item = QStandardItem(f"{e.count} × {name}")
        item.setData(e.card_id or "", ID_ROLE)
        item.setData(e.written or "", WRITTEN_ROLE)
        item.setData(in_side, SIDEBOARD_ROLE)
        item.setToolTip(e.card_id or self.tr("This text names no card"))
        cells = [item,
                 QStandardItem(self.short_side(f.side) if f else ""),
                 QStandardItem(str(f.flags) if f and f.type in ("unit", "asset") else ""),
                 QStandardItem(str(f.die) if f and f.die else ""),
                 QStandardItem(cmd_label(f.cmd_type) if f else ""),
                 self._owned_cell(need) if not in_side else self._blank()]
        if f and f.cmd_type:
            cells[4].setData(cmd_swatch(f.cmd_type), Qt.ItemDataRole.DecorationRole)
        cells[1].setToolTip(side_label(f.side) if f else "")
        for c in cells[1:]:
            c.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
        for c in cells:
            c.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        return cells

    def short_side(self, side: str) -> str:
        """The side in a few letters (the full name is the cell's tooltip): the card's name keeps
        the width ("Неприсоединившиеся" would take a third of the list)."""
        return {"loyalist": self.tr("Loyal.", "side, short"), "traitor": self.tr("Traitor", "side, short"),
                "unaligned": self.tr("Unal.", "side, short")}.get(side, side_label(side))

    def _owned_cell(self, need) -> QStandardItem:
        """Copies owned / copies the deck needs (its sideboard included), marked when short."""
        if need is None:
            return QStandardItem("")
        item = QStandardItem(f"{need.owned}/{need.needed}")
        if need.missing:
            from PySide6.QtGui import QPalette

            from heresy_app.ui.colors import status_color

            item.setForeground(status_color("error", self.tree.palette(), QPalette.ColorRole.Base))
            item.setToolTip(self.tr("You own %1 of the %2 copies this deck needs: %3 missing")
                            .replace("%1", str(need.owned)).replace("%2", str(need.needed))
                            .replace("%3", str(need.missing)))
        else:
            item.setToolTip(self.tr("You own %1; this deck needs %2").replace("%1", str(need.owned))
                            .replace("%2", str(need.needed)))
        return item

    # -- the collection
    _needs: list = []

    def _update_missing(self) -> None:
        from heresy_app.decks.collection import needs

        owned = self.store.owned() if hasattr(self.store, "owned") else {}
        self._needs = needs(self.doc.deck, owned)
        self._missing = [n for n in self._needs if n.missing]
        self._show_missing()

    def _show_missing(self) -> None:
        # the card index only when there are rows to name: the window shows before the decks package loads
        index = self._index() if self.doc.started and self._missing else {}
        self.missing_page.show_missing(self._missing, self.doc.started, index, self.lang)

    def missing_texts(self) -> list[str]:
        return self.missing_page.texts()

    @staticmethod
    def _blank() -> QStandardItem:
        it = QStandardItem("")
        it.setFlags(Qt.ItemFlag.ItemIsEnabled)
        return it

    def _update_header(self) -> None:
        from heresy_app.decks import MIN_DECK_SIZE, inferred_side

        deck = self.doc.deck
        if not self.name_edit.hasFocus():
            self.name_edit.setText(deck.name)
        inferred = inferred_side(deck.model_copy(update={"side": None}), index=self._index())
        self.side_box.clear()
        auto = self.tr("Side: inferred (%1)").replace("%1", side_label(inferred) if inferred else self.tr("none yet"))
        self.side_box.addItem(auto, None)
        self.side_box.addItem(side_label("loyalist"), "loyalist")
        self.side_box.addItem(side_label("traitor"), "traitor")
        self.side_box.setCurrentIndex(max(0, self.side_box.findData(deck.side)) if deck.side else 0)
        self.size_label.setText(self.tr("%1 / %2 cards").replace("%1", str(deck.size)).replace("%2", str(MIN_DECK_SIZE)))

    def _validate(self) -> None:
        self.report = self.checks.check(self.doc.deck, self.store.db, self._index(), self.lang)
        self.validated.emit(self.report)

    def issue_texts(self) -> list[str]:
        return self.checks.issue_texts()

    def select_card(self, card_id: str, sideboard: bool = False) -> bool:
        m = self.tree_model
        for r in range(m.rowCount()):
            it = m.item(r, 0)
            if bool(it.data(SIDEBOARD_ROLE)) != sideboard:
                continue
            if it.data(ID_ROLE) == card_id or (not it.data(ID_ROLE) and it.data(WRITTEN_ROLE) == card_id):
                self.tree.setCurrentIndex(it.index())
                self.tree.scrollTo(it.index())
                return True
        return False

    def selected_card(self) -> str:
        return self.tree.current_card()[0]

    def _on_tree_current(self, current: QModelIndex, _prev) -> None:
        if self._building:        # the list is being rebuilt: its rows are not to be read now
            return
        self._update_move_button()
        if not current.isValid():
            return
        cid = current.siblingAtColumn(0).data(ID_ROLE)
        if cid:
            self.cardSelected.emit(cid)

    def entry_rows(self) -> list[tuple[str, int]]:
        """(card id, count) as listed, for tests and accessibility."""
        return [(cid, n) for cid, n in self.doc.deck.merged().counts()]

    def sideboard_rows(self) -> list[tuple[str, int]]:
        """(card id, count) of the sideboard as listed."""
        return [(cid, n) for cid, n in self.doc.deck.merged().counts(sideboard=True)]

    # -- charts and the sample opening
    def _on_tab(self, index: int) -> None:
        if index == 1:
            self.ensure_charts().update_deck(self.doc.deck, self.store.db, self.lang)

    def ensure_charts(self):
        if self._charts is None:
            from heresy_app.ui.deck_charts import DeckCharts

            self._charts = DeckCharts(self._charts_holder)
            self._charts_holder.layout().addWidget(self._charts)
        return self._charts

    def show_sample_opening(self) -> None:
        from heresy_app.ui.sample_dialog import SampleOpeningDialog

        dlg = SampleOpeningDialog(self.doc.deck, self.store, self.lang, self)
        dlg.exec()
