"""The card browser: a search box speaking the query language, filters that write into the same
query, and the results table. Errors in the query show inline under the box."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QHBoxLayout, QHeaderView, QLabel, QLineEdit,
                               QSpinBox, QTableView, QVBoxLayout, QWidget)

from heresy_app.ui.card_table import COLUMNS, CardTableModel, cmd_name, quick_rows, side_label, type_label

TOKEN = re.compile(r'-?[^\s"()]*"[^"]*"?|\S+')
# the query field names (query.py FIELDS) that each filter control owns
FIELD_ALIASES = {
    "type": ("type", "t", "тип"),
    "side": ("side", "s", "сторона"),
    "cmd": ("cmd", "command", "команда", "кс"),
    "flags": ("flags", "f", "флаги", "флаг"),
}
ORDER_TERM = re.compile(r"(?i)(?:^|\s)(?:order|sort|порядок|сорт)[:=]")
COLUMN_WIDTHS = {"type": 60, "side": 78, "flags": 42, "die": 34, "cmd_type": 50, "id": 64}
HEADER_PADDING = 14  # a column title's margins inside its section
TYPES = ("unit", "asset", "ship", "sector")
SIDES = ("loyalist", "traitor", "unaligned")
CMDS = ("WA", "T", "R", "M", "E")


def set_term(query: str, field: str, value: str | None, op: str = ":") -> str:
    """``query`` with its plain ``field:...`` term replaced by ``field{op}value`` (or removed)."""
    names = "|".join(map(re.escape, FIELD_ALIASES[field]))
    pattern = re.compile(rf"^(?:{names})(?::|=|>=|<=|<|>)\S+$", re.IGNORECASE)
    kept = [t for t in TOKEN.findall(query) if not pattern.match(t)]
    if value is not None:
        kept.append(f"{field}{op}{value}")
    return " ".join(kept)


def find_term(query: str, field: str) -> tuple[str, str] | None:
    """The operator and value of the first plain ``field`` term in ``query``."""
    names = "|".join(map(re.escape, FIELD_ALIASES[field]))
    pattern = re.compile(rf"^(?:{names})(:|=|>=|<=|<|>)(\S+)$", re.IGNORECASE)
    for tok in TOKEN.findall(query):
        m = pattern.match(tok)
        if m:
            return m.group(1), m.group(2)
    return None


class CardTable(QTableView):
    """The results table: Enter adds the current card, drag carries card ids."""

    activatedCard = Signal(str)

    def keyPressEvent(self, event):
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            idx = self.currentIndex()
            if idx.isValid():
                cid = self.model().card_id(idx.row())
                if cid:
                    self.activatedCard.emit(cid)
            event.accept()
            return
        super().keyPressEvent(event)


class SearchBox(QLineEdit):
    """The query box; Down moves into the results. (Only key presses reach Python: an event
    filter would see every event the box gets, each wrapped in its Python class.)"""

    downPressed = Signal()

    def keyPressEvent(self, event):
        if event.key() == Qt.Key.Key_Down and not event.modifiers():
            self.downPressed.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class CardBrowser(QWidget):
    cardActivated = Signal(str)        # double-click or Enter: add to the deck
    currentCardChanged = Signal(str)   # selection: show in the card view
    searched = Signal(int)             # number of results after each search

    def __init__(self, store, lang: str = "en", parent=None):
        super().__init__(parent)
        self.store = store
        self.lang = lang
        self._last_error: tuple[str, int] | None = None

        self.search_box = SearchBox(self)
        self.search_box.setObjectName("searchBox")
        self.search_box.setClearButtonEnabled(True)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("queryError")
        self.error_label.setWordWrap(True)
        self.error_label.setStyleSheet("color: #b00020;")
        self.error_label.setTextFormat(Qt.TextFormat.RichText)
        self.error_label.hide()

        self.type_box, self.side_box, self.cmd_box = QComboBox(self), QComboBox(self), QComboBox(self)
        self.flags_label = QLabel(self)
        self.flags_spin = QSpinBox(self)
        self.flags_spin.setRange(0, 9)
        self.count_label = QLabel(self)
        filters = QHBoxLayout()
        filters.setContentsMargins(0, 0, 0, 0)
        for w in (self.type_box, self.side_box, self.cmd_box):
            filters.addWidget(w)
        filters.addWidget(self.flags_label)
        filters.addWidget(self.flags_spin)
        filters.addStretch(1)
        filters.addWidget(self.count_label)

        self.model = CardTableModel(self)
        self.model.set_language(lang)
        self.table = CardTable(self)
        self.table.setObjectName("cardTable")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicatorShown(True)
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setDragEnabled(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setMinimumSectionSize(28)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col, key in enumerate(COLUMNS):
            if col:
                header.resizeSection(col, COLUMN_WIDTHS.get(key, 34))
        self.table.setColumnHidden(COLUMNS.index("id"), True)  # the id shows in the name's tooltip

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.search_box)
        layout.addWidget(self.error_label)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(150)
        self._timer.timeout.connect(self.run_search)
        self.search_box.textChanged.connect(self._on_text_changed)
        self.search_box.returnPressed.connect(self._on_return)
        self.search_box.downPressed.connect(self._on_down)
        self.table.doubleClicked.connect(self._on_double_click)
        self.table.activatedCard.connect(self.cardActivated)
        self.table.selectionModel().currentRowChanged.connect(self._on_current)
        self.type_box.activated.connect(lambda _i: self._filter_changed("type", self.type_box.currentData()))
        self.side_box.activated.connect(lambda _i: self._filter_changed("side", self.side_box.currentData()))
        self.cmd_box.activated.connect(lambda _i: self._filter_changed("cmd", self.cmd_box.currentData()))
        self.flags_spin.valueChanged.connect(self._flags_changed)
        self.retranslate()

    # -- texts
    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.search_box.setPlaceholderText(self.tr("Search: name or words, type:unit fp>=3 kw:infantry -side:traitor"))
        self.search_box.setToolTip(self.tr(
            "Words search names, keywords and text. Fields: type, side, flags, fp, as, speed, armor, die, "
            "cmd, kw, set, rarity, is:unique, is:user, name, order. Combine with 'or', '-' and parentheses."))
        self._fill_combo(self.type_box, self.tr("Any type"), [(t, type_label(t)) for t in TYPES])
        self._fill_combo(self.side_box, self.tr("Any side"), [(s, side_label(s)) for s in SIDES])
        self._fill_combo(self.cmd_box, self.tr("Any command"), [(c, cmd_name(c)) for c in CMDS])
        self.flags_label.setText(self.tr("Flags ≥"))
        self.flags_spin.setSpecialValueText(self.tr("any"))
        self.model.retranslate()
        self._fit_headers()
        self._update_count()
        if self._last_error:
            self._show_error(*self._last_error)

    def _fit_headers(self) -> None:
        """Widen a narrow column whose title no longer fits (Russian titles are longer)."""
        header = self.table.horizontalHeader()
        fm = header.fontMetrics()
        for col in range(1, len(COLUMNS)):
            title = self.model.headerData(col, Qt.Orientation.Horizontal)
            need = fm.horizontalAdvance(str(title)) + HEADER_PADDING
            if header.sectionSize(col) < need:
                header.resizeSection(col, need)

    def _fill_combo(self, box: QComboBox, any_text: str, items) -> None:
        current = box.currentData()
        box.blockSignals(True)
        box.clear()
        box.addItem(any_text, None)
        for value, label in items:
            box.addItem(label, value)
        i = box.findData(current)
        box.setCurrentIndex(max(i, 0))
        box.blockSignals(False)

    def set_language(self, lang: str) -> None:
        if lang == self.lang:
            return
        self.lang = lang
        self.model.set_language(lang)
        if self.store.loaded or self.query():
            self.run_search()
        else:
            self.load_initial()

    # -- searching
    def query(self) -> str:
        return self.search_box.text()

    def set_query(self, text: str) -> None:
        self.search_box.setText(text)
        self.run_search()

    def load_initial(self) -> None:
        """All cards, read directly (used at start-up, before the query compiler is loaded)."""
        rows = quick_rows(self.store.shipped_path, self.store.user_path, self.lang)
        self.model.set_rows(rows)
        self._update_count()
        self.searched.emit(len(rows))

    def _on_text_changed(self, _text: str) -> None:
        self._timer.start()

    def run_search(self) -> bool:
        """Search now; False (and an inline error) when the query is malformed."""
        self._timer.stop()
        from heresy_app.cards.query import QueryError

        text = self.query()
        try:
            rows = self.store.search(text, self.lang)
        except QueryError as err:
            self._last_error = (err.message, err.column)
            self._show_error(err.message, err.column)
            return False
        self._last_error = None
        if ORDER_TERM.search(text):  # the query's own order wins over a clicked column
            self.model.clear_sort()
            self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.error_label.hide()
        self.search_box.setStyleSheet("")
        self.model.set_rows(rows)
        self._sync_filters(text)
        self._update_count()
        self.searched.emit(len(rows))
        return True

    def _show_error(self, message: str, column: int) -> None:
        import html

        text = self.query()
        i = max(0, min(column - 1, len(text)))
        marked = (html.escape(text[:i]) + "<span style='background:#ffd0d0; text-decoration:underline'>"
                  + (html.escape(text[i:i + 1]) or "&nbsp;") + "</span>" + html.escape(text[i + 1:]))
        self.error_label.setText(
            self.tr("Column %1: %2").replace("%1", str(column)).replace("%2", html.escape(message))
            + f"<br><code>{marked}</code>")
        self.error_label.show()
        self.search_box.setStyleSheet("QLineEdit { border: 1px solid #b00020; }")

    def error_text(self) -> str:
        return self.error_label.text() if self.error_label.isVisible() or self._last_error else ""

    def _update_count(self) -> None:
        n = self.model.rowCount()
        self.count_label.setText(self.tr("%n card(s)", "", n))

    # -- filters write into the query
    def _filter_changed(self, field: str, value) -> None:
        self.search_box.setText(set_term(self.query(), field, value.lower() if value else None))
        self.run_search()

    def _flags_changed(self, value: int) -> None:
        if self._syncing:
            return
        self.search_box.setText(set_term(self.query(), "flags", str(value) if value else None, ">="))
        self.run_search()

    _syncing = False

    def _sync_filters(self, text: str) -> None:
        from heresy_app.cards.query import VALUES

        self._syncing = True
        try:
            for field, box, table in (("type", self.type_box, VALUES["type"]), ("side", self.side_box, VALUES["side"]),
                                      ("cmd", self.cmd_box, VALUES["cmd"])):
                term = find_term(text, field)
                value = table.get(term[1].casefold()) if term and term[0] in (":", "=") else None
                i = box.findData(value) if value else 0
                box.setCurrentIndex(max(i, 0))
            term = find_term(text, "flags")
            self.flags_spin.setValue(int(term[1]) if term and term[0] == ">=" and term[1].isdigit()
                                     and int(term[1]) <= 9 else 0)
        finally:
            self._syncing = False

    # -- selection and activation
    def _on_current(self, current, _previous) -> None:
        cid = self.model.card_id(current.row()) if current.isValid() else None
        if cid:
            self.currentCardChanged.emit(cid)

    def _on_double_click(self, index) -> None:
        cid = self.model.card_id(index.row())
        if cid:
            self.cardActivated.emit(cid)

    def _on_return(self) -> None:
        """Enter in the search box: search now and move to the first result."""
        if self.run_search() and self.model.rowCount():
            self.select_row(0)
            self.table.setFocus()

    def _on_down(self) -> None:
        """Down in the search box: into the results, on the current row or the first."""
        if self.model.rowCount():
            self.select_row(max(self.table.currentIndex().row(), 0))
            self.table.setFocus()

    def select_row(self, row: int) -> None:
        from PySide6.QtCore import QItemSelectionModel

        idx = self.model.index(row, 0)
        self.table.selectionModel().setCurrentIndex(
            idx, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
        self.table.scrollTo(idx)

    def select_card(self, card_id: str) -> bool:
        row = self.model.row_of(card_id)
        if row < 0:
            return False
        self.select_row(row)
        return True

    def current_card(self) -> str | None:
        idx = self.table.currentIndex()
        return self.model.card_id(idx.row()) if idx.isValid() else None
