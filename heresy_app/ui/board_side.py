"""The battle board's side column: the card under the mouse in full, the question panel (its
sentence, its answers, the X row, the AI's last move) and the log.

The question panel is never scrolled: :meth:`BoardSide.fit` gives it the height its sentence and
every answer need at the column's width (answers are :class:`WrapButton` and wrap); the card view
gives way first, then the log down to :data:`LOG_MIN_H`. What the panel says and offers is
decided by :mod:`heresy_app.ui.board_questions`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from heresy_app.ui.card_view import CardView
from heresy_app.ui.wrap_button import WrapButton

LOG_MIN_H = 110          # the log keeps at least this much of the side column
LOG_TIGHT_LINES = 1      # ... or its header and this many lines, when that keeps the card readable


class BoardSide(QSplitter):
    """The side column. ``on_decision`` is called with the decision of an answer button made
    without a slot of its own."""

    ruleRequested = Signal(str)        # a log line's rules section was asked for

    def __init__(self, store, lang: str, on_decision, parent=None):
        super().__init__(Qt.Orientation.Vertical, parent)
        self.setObjectName("boardSide")
        self.on_decision = on_decision
        self.decision_buttons: list[QPushButton] = []
        self._log_count = 0
        self._log_turns: list[int] = []
        self._full_card_h = None          # the whole card view's least height (fit)
        # a note at the top of the question panel that folds to one line when the card view would
        #: not fit beside it (the first game's guide): has ``folded``, ``set_folded(bool)`` and
        #: ``unfolded_by_player`` (the person asked to read it whole: it is not folded for them)
        self.note = None

        self.card_view = CardView(store, lang, self)
        self.question = QLabel(self)
        self.question.setObjectName("questionText")
        self.question.setWordWrap(True)
        self.question.setStyleSheet("font-size: 15px; font-weight: bold; padding: 4px;")
        self.answers = QWidget(self)
        self.answers_layout = QVBoxLayout(self.answers)
        self.answers_layout.setContentsMargins(0, 0, 0, 0)
        self.x_row = QWidget(self)
        xl = QHBoxLayout(self.x_row)
        xl.setContentsMargins(0, 0, 0, 0)
        self.x_label = QLabel(self.x_row)
        self.x_spin = QSpinBox(self.x_row)
        self.x_spin.setObjectName("xSpin")
        self.x_ok = QPushButton(self.x_row)
        self.x_ok.setObjectName("btnX")
        for w in (self.x_label, self.x_spin, self.x_ok):
            xl.addWidget(w)
        self.last_move = QLabel(self)
        self.last_move.setObjectName("lastMove")
        self.last_move.setWordWrap(True)
        self.show_line("", "ok")
        qbox = QWidget(self)
        ql = QVBoxLayout(qbox)
        ql.setContentsMargins(4, 4, 4, 4)
        for w in (self.question, self.answers, self.x_row, self.last_move):
            ql.addWidget(w)
        ql.addStretch(1)

        self.log_turn = QComboBox(self)
        self.log_turn.setObjectName("logTurn")
        # as wide as its longest turn whenever turns are added (its first showing may be before the game)
        self.log_turn.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.log_turn.currentIndexChanged.connect(self._filter_log)
        self.btn_copy_log = QPushButton(self)
        self.btn_copy_log.setObjectName("btnCopyLog")
        self.btn_copy_log.clicked.connect(self.copy_log)
        self.log = QListWidget(self)
        self.log.setObjectName("gameLog")
        self.log.setWordWrap(True)
        self.log.itemActivated.connect(self._on_log_item)
        self.log.itemDoubleClicked.connect(self._on_log_item)
        logbox = QWidget(self)
        ll = QVBoxLayout(logbox)
        ll.setContentsMargins(0, 0, 0, 0)
        lrow = QHBoxLayout()
        self.log_title = QLabel(self)
        lrow.addWidget(self.log_title)
        lrow.addStretch(1)
        lrow.addWidget(self.log_turn)
        lrow.addWidget(self.btn_copy_log)
        ll.addLayout(lrow)
        ll.addWidget(self.log)

        self.question_box = qbox
        qbox.setObjectName("questionPanel")
        self.logbox = logbox
        self.addWidget(self.card_view)
        self.addWidget(qbox)
        self.addWidget(logbox)
        self.setCollapsible(1, False)
        self.setCollapsible(2, False)
        self.setSizes([300, 260, 200])
        self.retranslate()

    def retranslate(self) -> None:
        self.x_label.setText(self.tr("X ="))
        self.x_ok.setText(self.tr("Choose X"))
        self.log_title.setText(self.tr("Log"))
        self.btn_copy_log.setText(self.tr("Copy"))

    # ------------------------------------------------------------------ answers
    def clear_answers(self) -> None:
        while self.answers_layout.count():
            item = self.answers_layout.takeAt(0)
            w = item.widget()
            if w is not None:
                w.hide()          # at once: deleted later, it would still cover the new answers
                w.deleteLater()
        self.decision_buttons = []

    def button(self, text: str, decision=None, slot=None) -> QPushButton:
        """An answer: ``slot`` when given, else ``on_decision(decision)``."""
        b = WrapButton(text, self.answers)
        b.setObjectName("answer")
        b.setProperty("decision", list(decision) if decision is not None else None)
        b.setStyleSheet("text-align: left; padding: 4px;")
        if slot is None:
            b.clicked.connect(lambda _=False, d=decision: self.on_decision(d))
        else:
            b.clicked.connect(slot)
        self.answers_layout.addWidget(b)
        b.show()
        self.decision_buttons.append(b)
        return b

    def hint(self, text: str) -> QLabel:
        """A grey line under the answers."""
        hint = QLabel(text, self.answers)
        hint.setWordWrap(True)
        hint.setStyleSheet("color: #888;")
        self.answers_layout.addWidget(hint)
        return hint

    # ------------------------------------------------------------------ fitting the question
    def fit(self) -> None:
        """Give the question panel the height its sentence and every answer need at the column's
        width (wrapped, never cut, never scrolled): the card view gives way first, then the log
        down to :data:`LOG_MIN_H`."""
        sizes = self.sizes()
        total = sum(sizes)
        note = self.note
        if note is not None and not note.isHidden() and total > 0:
            # the note whole when the card keeps at least its compact view beside it, else one line
            if note.folded and not note.unfolded_by_player:
                note.set_folded(False)
            if not note.unfolded_by_player and self._room_for_card(total, self.question_height()) is None:
                note.set_folded(True)
        need = self.question_height()
        self.question_box.setMinimumHeight(need)
        if total <= 0:
            return
        log_h = max(LOG_MIN_H, min(sizes[2], total - need))
        tight = self._room_for_card(total, need)
        if tight is not None and total - need - log_h < self.card_view.compact_height():
            log_h = tight          # the log gives way down to its header and a line: the card stays
        card_h = max(0, total - need - log_h)
        # short of room for the whole card view (a 1366×768 screen): only the card, as large as it
        # fits; too little even for that: it goes (the board's zoom shows a card), and comes back
        view = self.card_view
        if not view.compact or self._full_card_h is None:   # measured while whole (kept while compact)
            if view.compact:
                view.set_compact(False)
            self._full_card_h = view.minimumSizeHint().height()
        full = card_h >= self._full_card_h
        view.set_compact(not full)
        room = full or card_h >= view.compact_height()
        if room != self.card_view.isVisibleTo(self):
            self.card_view.setVisible(room)
        if not room:
            card_h = 0
        if [card_h, total - card_h - log_h, log_h] != sizes:
            self.setSizes([card_h, total - card_h - log_h, log_h])

    def log_tight_height(self) -> int:
        """The log's header and :data:`LOG_TIGHT_LINES` lines: the least it gives way to."""
        line = self.log.fontMetrics().lineSpacing()
        frame = 2 * self.log.frameWidth() + 4
        header = max(self.log_title.sizeHint().height(), self.log_turn.sizeHint().height(),
                     self.btn_copy_log.sizeHint().height())
        return header + self.logbox.layout().spacing() + frame + LOG_TIGHT_LINES * line

    def _room_for_card(self, total: int, need: int) -> int | None:
        """The log's height that leaves the card view at least its compact height beside a question
        panel of ``need`` (:data:`LOG_MIN_H` when possible, else less down to
        :meth:`log_tight_height`); None when even that does not."""
        card = self.card_view.compact_height()
        if total - need - LOG_MIN_H >= card:
            return LOG_MIN_H
        tight = self.log_tight_height()
        if total - need - tight >= card:
            return max(tight, total - need - card)
        return None

    def question_height(self, width: int | None = None) -> int:
        """The height the question panel needs at ``width`` (its own by default): every line of its
        sentence and of each answer, wrapped."""
        box = self.question_box
        lay = box.layout()
        m = lay.contentsMargins()
        w = (width or box.width() or self.width()) - m.left() - m.right()

        def height(widget, w):
            if widget.isHidden():
                return None
            if widget is self.answers:
                inner = [height(self.answers_layout.itemAt(i).widget(), w) for i in range(self.answers_layout.count())
                         if self.answers_layout.itemAt(i).widget() is not None]
                inner = [h for h in inner if h is not None]
                return sum(inner) + self.answers_layout.spacing() * max(0, len(inner) - 1)
            if widget.hasHeightForWidth():
                return max(widget.heightForWidth(w), widget.minimumSizeHint().height())
            return widget.sizeHint().height()

        parts = [height(lay.itemAt(i).widget(), w) for i in range(lay.count()) if lay.itemAt(i).widget() is not None]
        parts = [h for h in parts if h is not None]
        return sum(parts) + lay.spacing() * max(0, len(parts) - 1) + m.top() + m.bottom() + 4

    # ------------------------------------------------------------------ the log
    @property
    def log_count(self) -> int:
        """How many of the game's log lines the log holds."""
        return self._log_count

    def show_line(self, text: str, kind: str = "ok") -> None:
        """The line under the question: the AI's last move in the palette's readable "ok" green, a
        refused decision in its "error" red (both were green)."""
        from heresy_app.ui.colors import css

        self.last_move.setStyleSheet(f"color: {css(kind, self.last_move.palette())};")
        self.last_move.setText(text)

    def clear_log(self) -> None:
        self._log_count = 0
        self._log_turns = []
        self.log.clear()

    def update_log(self, st, lines) -> None:
        """Add the log's new ``lines`` ((rule, text) pairs of ``st.log``); all again when fewer."""
        if len(lines) < self._log_count:   # taken back or a new game
            self.clear_log()
        turn = self._log_turns[-1] if self._log_turns else 0
        added = len(lines) > self._log_count
        for i in range(self._log_count, len(lines)):
            ev = st.log[i]
            if ev.key == "turn.begins":
                turn = ev.args["turn"]
            rule, text = lines[i]
            item = QListWidgetItem(f"{text}  [{rule}]")
            item.setData(Qt.ItemDataRole.UserRole, rule)
            item.setData(Qt.ItemDataRole.UserRole + 1, turn)
            item.setToolTip(self.tr("Double-click: the rules section %1").replace("%1", rule))
            self.log.addItem(item)
            self._log_turns.append(turn)
        self._log_count = len(lines)
        turns = sorted(set(self._log_turns))
        want = [self.tr("All turns")] + [self.tr("Turn %1").replace("%1", str(t)) for t in turns if t]
        have = [self.log_turn.itemText(i) for i in range(self.log_turn.count())]
        if want != have:
            keep = self.log_turn.currentIndex()
            self.log_turn.blockSignals(True)
            self.log_turn.clear()
            self.log_turn.addItems(want)
            self.log_turn.setCurrentIndex(keep if 0 <= keep < len(want) else 0)
            self.log_turn.blockSignals(False)
        if added:                          # nothing new: no filtering, no scrolling (each lays every line out)
            self._filter_log()
            self.log.scrollToBottom()

    def _filter_log(self, *_):
        i = self.log_turn.currentIndex()
        turns = sorted(t for t in set(self._log_turns) if t)
        want = None if i <= 0 or i - 1 >= len(turns) else turns[i - 1]
        for row in range(self.log.count()):
            item = self.log.item(row)
            item.setHidden(want is not None and item.data(Qt.ItemDataRole.UserRole + 1) != want)

    def _on_log_item(self, item) -> None:
        rule = item.data(Qt.ItemDataRole.UserRole)
        if rule:
            self.ruleRequested.emit(rule)

    def log_text(self) -> str:
        return "\n".join(self.log.item(i).text() for i in range(self.log.count()) if not self.log.item(i).isHidden())

    def copy_log(self) -> None:
        QGuiApplication.clipboard().setText(self.log_text())
