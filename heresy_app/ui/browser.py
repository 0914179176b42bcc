"""The card browser: a search box speaking the query language, filters that write into the same
query, and the results table. Errors in the query show inline under the box."""

from __future__ import annotations

import re

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QStyledItemDelegate,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from heresy_app.cards import fields
from heresy_app.cards.quick_rows import quick_rows
from heresy_app.i18n import pick
from heresy_app.ui.card_table import COLUMNS, OWNED_COLUMN, CardTableModel

TOKEN = re.compile(r'-?[^\s"()]*"[^"]*"?|\S+')
ORDER_TERM = re.compile(r"(?i)(?:^|\s)(?:{})[:=]".format("|".join(map(re.escape, fields.BY_NAME["order"].aliases))))
COLUMN_WIDTHS = {"type": 60, "side": 78, "flags": 42, "die": 34, "cmd_type": 50, "owned": 50, "id": 64}
MAX_OWNED = 999   # heresy_app.cards.collection.MAX_OWNED (not imported: start-up reads no more than it needs)
HEADER_PADDING = 14  # a column title's margins inside its section


def _term_pattern(field: str, groups: bool) -> re.Pattern:
    """A plain term on ``field`` (any of its aliases, heresy_app/cards/fields.py)."""
    names = "|".join(map(re.escape, fields.BY_NAME[field].aliases))
    op, value = (r"(:|=|>=|<=|<|>)", r"(\S+)") if groups else (r"(?::|=|>=|<=|<|>)", r"\S+")
    return re.compile(rf"^(?:{names}){op}{value}$", re.IGNORECASE)


def set_term(query: str, field: str, value: str | None, op: str = ":") -> str:
    """``query`` with its plain ``field:...`` term replaced by ``field{op}value`` (or removed);
    the field is written with its English word (``fp``), whichever alias the query used."""
    pattern = _term_pattern(field, groups=False)
    kept = [t for t in TOKEN.findall(query) if not pattern.match(t)]
    if value is not None:
        kept.append(f"{fields.BY_NAME[field].word('en')}{op}{value}")
    return " ".join(kept)


def find_term(query: str, field: str) -> tuple[str, str] | None:
    """The operator and value of the first plain ``field`` term in ``query``."""
    pattern = _term_pattern(field, groups=True)
    for tok in TOKEN.findall(query):
        m = pattern.match(tok)
        if m:
            return m.group(1), m.group(2)
    return None


def field_words(lang: str) -> list[str]:
    """The search fields as the search box's tooltip lists them: each field's word in ``lang``,
    and a property field with its values (``is:unique``)."""
    out = []
    for f in fields.SEARCH_FIELDS:
        if f.kind == fields.PROPERTY:
            out += [f"{f.word(lang)}:{pick(lang, en=c.en[0], ru=c.ru[0])}" for c in f.choices]
        else:
            out.append(f.word(lang))
    return out


COMBO_FRAME = 32   # a drop-down's arrow and frame beside its text, roughly (for sharing the filter row)

class OwnedDelegate(QStyledItemDelegate):
    """Typing a count into the Owned column: a spin box of 0..999."""

    def createEditor(self, parent, option, index):
        box = QSpinBox(parent)
        box.setRange(0, MAX_OWNED)
        box.setFrame(False)
        box.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return box


class SetOwned(QUndoCommand):
    """One change of the collection from the browser: ``counts`` card id -> (before, after)."""

    def __init__(self, browser: CardBrowser, counts: dict[str, tuple[int, int]], text: str):
        super().__init__(text)
        self.browser, self.counts = browser, counts

    def redo(self):
        self.browser._write_owned({cid: new for cid, (_old, new) in self.counts.items()})

    def undo(self):
        self.browser._write_owned({cid: old for cid, (old, _new) in self.counts.items()})


class CardTable(QTableView):
    """The results table: Enter adds the current card, drag carries card ids; on the selected
    cards ``+`` and ``-`` change the copies owned, a digit starts typing a count, and Ctrl+Z /
    Ctrl+Shift+Z undo and redo those changes (while there is one to undo: else the deck's)."""

    activatedCard = Signal(str)
    ownedStep = Signal(int)          # +1 or -1 on the selected cards
    undoOwned = Signal()
    redoOwned = Signal()
    undo_stack: QUndoStack | None = None

    NAME_MIN = 160     # the name column never narrower: the other columns scroll instead

    def resizeEvent(self, event):
        super().resizeEvent(event)
        self.fit_name_column()

    def fit_name_column(self, logical: int = -1) -> None:
        """The name takes the width the other columns leave, but never less than NAME_MIN (a
        stretched column shrank to "A…" beside eleven others in a narrow browser)."""
        header = self.horizontalHeader()
        if logical == 0 or header.count() == 0:
            return
        if header.sectionResizeMode(0) != QHeaderView.ResizeMode.Interactive:
            header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        others = sum(header.sectionSize(c) for c in range(1, header.count()) if not header.isSectionHidden(c))
        # the viewport's width, measured without viewport(): PySide resolving that QWidget's type
        # builds the classes of every widget (QFileDialog, QMessageBox…), a cost at start-up
        bar = self.verticalScrollBar()
        room = self.contentsRect().width() - (bar.width() if bar.isVisible() else 0)
        if self.verticalHeader().isVisible():
            room -= self.verticalHeader().width()
        width = max(self.NAME_MIN, room - others)
        if header.sectionSize(0) != width:
            header.resizeSection(0, width)

    def event(self, event):
        # Ctrl+Z is the deck's Undo shortcut: while the table has focus and a collection change
        # can be undone, take the key press here instead
        if event.type() == QEvent.Type.ShortcutOverride and self.undo_stack is not None:
            if event.matches(QKeySequence.StandardKey.Undo) and self.undo_stack.canUndo():
                event.accept()
                return True
            if event.matches(QKeySequence.StandardKey.Redo) and self.undo_stack.canRedo():
                event.accept()
                return True
        return super().event(event)

    def keyPressEvent(self, event):
        if self.state() != QAbstractItemView.State.EditingState and self.undo_stack is not None:
            if event.matches(QKeySequence.StandardKey.Undo) and self.undo_stack.canUndo():
                self.undoOwned.emit()
                event.accept()
                return
            if event.matches(QKeySequence.StandardKey.Redo) and self.undo_stack.canRedo():
                self.redoOwned.emit()
                event.accept()
                return
        text = event.text()
        if text in ("+", "=") or event.key() == Qt.Key.Key_Plus:
            self.ownedStep.emit(1)
            event.accept()
            return
        if text == "-" or event.key() == Qt.Key.Key_Minus:
            self.ownedStep.emit(-1)
            event.accept()
            return
        if text.isdigit() and self.currentIndex().isValid() and self.currentIndex().column() != OWNED_COLUMN:
            # a digit types a count: move to the Owned cell of the row, where typing edits
            from PySide6.QtCore import QItemSelectionModel

            idx = self.model().index(self.currentIndex().row(), OWNED_COLUMN)
            self.selectionModel().setCurrentIndex(idx, QItemSelectionModel.SelectionFlag.NoUpdate)
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
        self.error_label.setTextFormat(Qt.TextFormat.RichText)
        self.error_label.hide()

        # one filter control per field of the search language that asks for one (cards/fields.py)
        self.controls: dict[str, QComboBox | QSpinBox] = {}
        self.control_labels: dict[str, QLabel] = {}
        self.count_label = QLabel(self)
        filters = QHBoxLayout()
        filters.setContentsMargins(0, 0, 0, 0)
        for f in fields.controlled_fields():   # the drop-downs share the row's width (whole words when it has room)
            control = self._make_control(f)
            filters.addWidget(control, 1 if isinstance(control, QComboBox) else 0)
        self.filter_row = filters
        # the collection: one copy more or fewer of the selected cards, and undo; beside the search
        # box, so the filter row stays narrow enough for a 1366-pixel screen in Russian too
        search_row = QHBoxLayout()
        search_row.setContentsMargins(0, 0, 0, 0)
        search_row.addWidget(self.search_box, 1)
        search_row.addWidget(self.count_label)   # here, not in the filter row: the drop-downs need its room
        self.owned_label = QLabel(self)
        self.owned_plus, self.owned_minus, self.owned_undo_btn = QPushButton(self), QPushButton(self), QPushButton(self)
        self.owned_plus.setObjectName("ownedPlus")
        self.owned_minus.setObjectName("ownedMinus")
        self.owned_undo_btn.setObjectName("ownedUndo")
        self.owned_plus.setText("+")
        self.owned_minus.setText("−")
        self.owned_undo_btn.setText("↶")
        search_row.addWidget(self.owned_label)
        for b in (self.owned_plus, self.owned_minus, self.owned_undo_btn):
            b.setFixedWidth(30)
            search_row.addWidget(b)
        self.owned_undo = QUndoStack(self)
        self.owned_undo_btn.setEnabled(False)
        self.owned_undo.canUndoChanged.connect(self.owned_undo_btn.setEnabled)

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
        # only the Owned column is editable: a click on a selected row's cell, F2, or a digit
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.SelectedClicked
                                   | QAbstractItemView.EditTrigger.EditKeyPressed
                                   | QAbstractItemView.EditTrigger.AnyKeyPressed)
        self.table.setItemDelegateForColumn(OWNED_COLUMN, OwnedDelegate(self.table))
        self.table.undo_stack = self.owned_undo
        self.table.setDragEnabled(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.setWordWrap(False)
        header = self.table.horizontalHeader()
        header.setMinimumSectionSize(28)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.sectionResized.connect(lambda logical, _old, _new: self.table.fit_name_column(logical))
        for col, key in enumerate(COLUMNS):
            if col:
                header.resizeSection(col, COLUMN_WIDTHS.get(key, 34))
        self.table.setColumnHidden(COLUMNS.index("id"), True)  # the id shows in the name's tooltip

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(search_row)
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
        self.model.ownedEdited.connect(lambda cid, n: self.set_owned({cid: n}))
        self.table.ownedStep.connect(self.step_owned)
        self.table.undoOwned.connect(self.owned_undo.undo)
        self.table.redoOwned.connect(self.owned_undo.redo)
        self.owned_plus.clicked.connect(lambda: self.step_owned(1))
        self.owned_minus.clicked.connect(lambda: self.step_owned(-1))
        self.owned_undo_btn.clicked.connect(self.owned_undo.undo)
        if hasattr(store, "ownedChanged"):
            store.ownedChanged.connect(self._on_owned_changed)
        self.retranslate()

    def _make_control(self, f: fields.SearchField) -> QWidget:
        """A drop-down of the field's choices, or a label and a spin box writing ``field>=N``."""
        if f.control.kind == "choice":
            box = QComboBox(self)
            box.setObjectName(f"filter_{f.name}")
            # as narrow as a few letters when the window is: a long Russian choice never widens the
            # window past a 1366-pixel screen (the open list still shows each choice whole)
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(4)
            box.activated.connect(lambda _i, f=f, box=box: self._choice_changed(f, box.currentData()))
            self.controls[f.name] = box
            return box
        holder = QWidget(self)
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        label, spin = QLabel(holder), QSpinBox(holder)
        spin.setObjectName(f"filter_{f.name}")
        spin.setRange(0, f.control.maximum)
        spin.valueChanged.connect(lambda value, f=f: self._at_least_changed(f, value))
        label.setBuddy(spin)
        row.addWidget(label)
        row.addWidget(spin)
        self.controls[f.name], self.control_labels[f.name] = spin, label
        return holder

    # -- texts
    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.search_box.setPlaceholderText(self.tr("Search: name or words, type:unit fp>=3"))
        self.search_box.setToolTip(self.tr(
            "Words search names, keywords and text. Fields: %1. Combine with 'or', '-' and parentheses.")
            .replace("%1", ", ".join(field_words(self.lang))))
        self._retranslate_controls()
        self._retranslate_owned()
        self.model.retranslate()
        self._fit_headers()
        self._update_count()
        if self._last_error:
            self._show_error(*self._last_error)

    def _retranslate_owned(self) -> None:
        self.owned_label.setText(self.tr("Owned:"))
        self.owned_plus.setToolTip(self.tr("One more copy of the selected cards in your collection (+)"))
        self.owned_minus.setToolTip(self.tr("One copy fewer of the selected cards in your collection (-)"))
        self.owned_undo_btn.setToolTip(self.tr("Undo the last change to your collection (Ctrl+Z in the list)"))

    def _retranslate_controls(self) -> None:
        """The filter controls' texts, in the browser's language, from the fields table."""
        for f in fields.controlled_fields():
            widget = self.controls.get(f.name)
            if widget is None:   # a field given a control after this browser was built: it has none here
                continue
            aliases = ", ".join(f"{a}:" for a in f.aliases)
            widget.setToolTip(f"{f.label(self.lang)} ({aliases})")
            if isinstance(widget, QComboBox):
                self._fill_combo(widget, f.control.any(self.lang), [(c.value, c.label(self.lang)) for c in f.offered()])
                # the row's width shared by what each drop-down's longest choice needs: at 1366 × 768
                # every choice shows whole in Russian too (the window still shrinks below that)
                widest = max(widget.fontMetrics().horizontalAdvance(widget.itemText(i)) for i in range(widget.count()))
                self.filter_row.setStretchFactor(widget, widest + COMBO_FRAME)
            else:
                self.control_labels[f.name].setText(f"{f.label(self.lang)} ≥")
                widget.setSpecialValueText(f.control.any(self.lang))

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
        self.retranslate()  # the texts read from the fields table follow self.lang, not Qt's translator
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
        if hasattr(self.store, "owned"):
            self.model.set_owned(self.store.owned())
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
        from PySide6.QtGui import QPalette

        from heresy_app.ui.colors import status_color

        red = status_color("error", self.palette())        # readable on this palette, dark or light
        pal = QPalette()
        pal.setColor(QPalette.ColorRole.WindowText, red)
        self.error_label.setPalette(pal)
        marked = (html.escape(text[:i]) + "<span style='font-weight:bold; text-decoration:underline'>"
                  + (html.escape(text[i:i + 1]) or "&nbsp;") + "</span>" + html.escape(text[i + 1:]))
        self.error_label.setText(
            self.tr("Column %1: %2").replace("%1", str(column)).replace("%2", html.escape(message))
            + f"<br><code>{marked}</code>")
        self.error_label.show()
        self.search_box.setStyleSheet(f"QLineEdit {{ border: 1px solid {red.name()}; }}")

    def error_text(self) -> str:
        return self.error_label.text() if self.error_label.isVisible() or self._last_error else ""

    def _update_count(self) -> None:
        n = self.model.rowCount()
        self.count_label.setText(self.tr("%n card(s)", "", n))

    # -- filters write into the query
    def _choice_changed(self, f: fields.SearchField, value) -> None:
        choice = f.choice(value) if value is not None else None
        self.search_box.setText(set_term(self.query(), f.name, choice.en[0] if choice else None))
        self.run_search()

    def _at_least_changed(self, f: fields.SearchField, value: int) -> None:
        if self._syncing:
            return
        self.search_box.setText(set_term(self.query(), f.name, str(value) if value else None, ">="))
        self.run_search()

    _syncing = False

    def _sync_filters(self, text: str) -> None:
        """Set each control from the query's own term on its field (any alias, any language)."""
        self._syncing = True
        try:
            for f in fields.controlled_fields():
                widget, term = self.controls[f.name], find_term(text, f.name)
                if isinstance(widget, QComboBox):
                    value = f.value_of(term[1]) if term and term[0] in (":", "=") else None
                    i = widget.findData(value) if value is not None else 0
                    widget.setCurrentIndex(max(i, 0))
                else:
                    ok = term and term[0] == ">=" and term[1].isdigit() and int(term[1]) <= f.control.maximum
                    widget.setValue(int(term[1]) if ok else 0)
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

    def selected_cards(self) -> list[str]:
        """The selected cards' ids, in list order."""
        rows = sorted({i.row() for i in self.table.selectionModel().selectedRows()})
        return [cid for cid in (self.model.card_id(r) for r in rows) if cid]

    # -- the collection (heresy_app/cards/collection.py), every change undoable
    def set_owned(self, counts: dict[str, int]) -> None:
        """Set the copies owned of these cards, as one step of the collection's undo."""
        changes = {cid: (self.model.owned_of(cid), max(0, min(MAX_OWNED, n))) for cid, n in counts.items()}
        changes = {cid: c for cid, c in changes.items() if c[0] != c[1]}
        if not changes:
            return
        if len(changes) == 1:
            cid, (old, new) = next(iter(changes.items()))
            row = self.model.row_of(cid)
            r = self.model.row_at(row) if row >= 0 else None
            name = pick(self.lang, en=r.name_en, ru=r.name_ru) if r else cid
            text = self.tr("Owned: %1 %2 → %3").replace("%1", name).replace("%2", str(old)).replace("%3", str(new))
        else:
            text = self.tr("Owned: %n card(s)", "", len(changes))
        self.owned_undo.push(SetOwned(self, changes, text))

    def step_owned(self, step: int) -> None:
        """One copy more (``step`` 1) or fewer (-1) of each selected card."""
        cards = self.selected_cards() or ([self.current_card()] if self.current_card() else [])
        self.set_owned({cid: self.model.owned_of(cid) + step for cid in cards})

    def _write_owned(self, counts: dict[str, int]) -> None:
        from heresy_app.files import FileProblem

        try:
            self.store.set_owned(counts)
        except FileProblem as problem:
            self.error_label.setText(problem.message(self.lang))
            self.error_label.show()

    def _on_owned_changed(self) -> None:
        self.model.set_owned(self.store.owned())

