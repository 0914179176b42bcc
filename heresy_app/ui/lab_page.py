"""The Deck lab tab: a gauntlet of decks (heresy_app.lab) run from the window.

Pick the field (deck files and the sample decks), the games a pairing, the AI, the seed and the
worker processes; Run plays it off the GUI thread (a Python thread feeding Qt signals) on the local
process pool, with a progress bar, games/s and time left, and Cancel stops it at once keeping what
is done in the results file (docs/gauntlet.md). The matrix is drawn as a heat map (red: the row's
deck loses, green: it wins; each cell's tooltip gives its record and 95% interval), with each deck's
overall rate; choosing a row shows that deck's per-card table.
"""

from __future__ import annotations

import os
import threading
import time

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from heresy_app.decks.samples import SAMPLE_PREFIX, SAMPLES, sample_display
from heresy_app.lab.tables import certainty, small_sample

AIS = ("random", "recruit", "veteran")   # policy names (heresy_app.engine.ai.make_policy)


def display_name(spec: str, lang: str) -> str:
    """A deck as the page names it: a sample by its name in ``lang``, a file by its file name."""
    return sample_display(spec, lang) if spec.startswith(SAMPLE_PREFIX) else os.path.basename(spec) or spec


def heat(rate) -> QColor:
    """A win rate's colour: red at 0, pale at 0.5, green at 1; grey without games."""
    if rate is None:
        return QColor(220, 220, 220)
    r = max(0.0, min(1.0, float(rate)))
    lo, mid, hi = (214, 96, 77), (247, 247, 247), (77, 172, 106)
    a, b, t = (lo, mid, r * 2) if r < 0.5 else (mid, hi, (r - 0.5) * 2)
    return QColor(*(round(x + (y - x) * t) for x, y in zip(a, b, strict=True)))


SURE_ROLE = Qt.ItemDataRole.UserRole + 1     # a per-card figure's certainty (heresy_app.lab.tables.certainty)
AI_ROLE = Qt.ItemDataRole.UserRole + 2       # a field deck's own AI (None: the page's AI)


def fade(colour: QColor, sure: float, towards: QColor | None = None) -> QColor:
    """``colour`` faded towards a neutral grey (or ``towards``) as ``sure`` goes from 1 to 0."""
    to = towards or QColor(236, 236, 236)
    t = 1.0 - max(0.0, min(1.0, float(sure)))
    return QColor(*(round(a + (b - a) * t) for a, b in zip(colour.getRgb()[:3], to.getRgb()[:3], strict=True)))


class _Bridge(QObject):
    """Signals from the run's thread to the page (queued into the GUI thread)."""

    progressed = Signal(int, int)
    done = Signal(object)          # the report (a dict)
    failed = Signal(str)


class LabPage(QWidget):
    """The Deck lab. ``db`` (the window's CardDB) names the cards; the run opens its own."""

    runFinished = Signal(object)    # the report, interrupted or not
    replayRequested = Signal(object)   # a game's saved-game document, for the replay viewer

    def __init__(self, db=None, lang: str = "en", parent=None):
        super().__init__(parent)
        self.db, self.lang = db, lang
        self.report: dict | None = None
        self.stop: threading.Event | None = None
        self.thread: threading.Thread | None = None
        self.started = 0.0
        self.bridge = _Bridge(self)
        self.bridge.progressed.connect(self._on_progress)
        self.bridge.done.connect(self._on_done)
        self.bridge.failed.connect(self._on_failed)

        self.field_label = QLabel(self)
        self.field = QListWidget(self)
        self.field.setObjectName("labField")
        self.field.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.field.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.field.customContextMenuRequested.connect(self._field_menu)
        for name in SAMPLES:
            self.add_deck(f"{SAMPLE_PREFIX}{name}")
        self.add_files = QPushButton(self)
        self.add_files.clicked.connect(self._choose_files)
        self.remove = QPushButton(self)
        self.remove.clicked.connect(self._remove_selected)
        self.games = QSpinBox(self)
        self.games.setRange(1, 100_000)
        self.games.setValue(20)
        self.ai = QComboBox(self)
        self.seed = QSpinBox(self)
        self.seed.setRange(0, 2_000_000_000)
        self.jobs = QSpinBox(self)
        self.jobs.setRange(1, max(1, os.cpu_count() or 1))
        self.jobs.setValue(self.jobs.maximum())
        self.run_button = QPushButton(self)
        self.run_button.setObjectName("labRun")
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("labCancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.progress = QProgressBar(self)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        self.form = QFormLayout()
        self.labels = [QLabel(self) for _ in range(4)]
        for label, w in zip(self.labels, (self.games, self.ai, self.seed, self.jobs), strict=True):
            self.form.addRow(label, w)
        left = QWidget(self)
        lay = QVBoxLayout(left)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.field_label)
        lay.addWidget(self.field, 1)
        row = QHBoxLayout()
        row.addWidget(self.add_files)
        row.addWidget(self.remove)
        lay.addLayout(row)
        lay.addLayout(self.form)
        row = QHBoxLayout()
        row.addWidget(self.run_button)
        row.addWidget(self.cancel_button)
        lay.addLayout(row)
        lay.addWidget(self.progress)
        lay.addWidget(self.status)
        left.setMaximumWidth(340)

        self.matrix_label = QLabel(self)
        self.matrix = QTableWidget(self)
        self.matrix.setObjectName("labMatrix")
        self.matrix.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.matrix.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)   # a highlight would hide the heat
        self.matrix.cellClicked.connect(lambda row, _col: self.choose_row(row))
        self.matrix.cellDoubleClicked.connect(self.open_games)
        self.matrix.verticalHeader().sectionClicked.connect(self.choose_row)
        self.chosen: int | None = None
        self.games_dialog = None
        self.cards_label = QLabel(self)
        self.cards = QTableWidget(self)
        self.cards.setObjectName("labCards")
        self.cards.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.cards.setSortingEnabled(True)
        right = QSplitter(Qt.Orientation.Vertical, self)
        top, bottom = QWidget(right), QWidget(right)
        t = QVBoxLayout(top)
        t.setContentsMargins(0, 0, 0, 0)
        t.addWidget(self.matrix_label)
        t.addWidget(self.matrix)
        b = QVBoxLayout(bottom)
        b.setContentsMargins(0, 0, 0, 0)
        b.addWidget(self.cards_label)
        b.addWidget(self.cards)
        right.addWidget(top)
        right.addWidget(bottom)
        outer = QHBoxLayout(self)
        outer.addWidget(left)
        outer.addWidget(right, 1)
        self.retranslate()

    # ------------------------------------------------------------------ language

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.lang = getattr(self.window(), "lang", self.lang)   # the main window sets it before Qt's event
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.retranslate()

    def retranslate(self) -> None:
        self.field_label.setText(self.tr("Field: the decks that play each other"))
        self.add_files.setText(self.tr("Add decks…"))
        self.remove.setText(self.tr("Remove"))
        for label, text in zip(self.labels, (self.tr("Games a pairing"), self.tr("AI"), self.tr("Seed"),
                                             self.tr("Worker processes")), strict=True):
            label.setText(text)
        current = self.ai.currentData() or "recruit"
        self.ai.blockSignals(True)
        self.ai.clear()
        names = self.ai_names()
        for key in AIS:
            self.ai.addItem(names[key], key)
        self.ai.setCurrentIndex(AIS.index(current))
        self.ai.blockSignals(False)
        self.run_button.setText(self.tr("Run"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.matrix_label.setText(self.tr("Win rate of the row's deck against the column's"))
        for i in range(self.field.count()):
            self._label_deck(self.field.item(i))
        if self.report is not None:
            self.show_report(self.report)
        else:
            self.cards_label.setText(self.tr("Choose a row to see its deck's cards."))
            if not self.running():
                self.status.setText(self.tr("Pick the field and press Run."))

    # ------------------------------------------------------------------ the field

    def ai_names(self) -> dict:
        return {"random": self.tr("Random moves"), "recruit": self.tr("Recruit (rules of thumb)"),
                "veteran": self.tr("Veteran (looks ahead, slow)")}

    def add_deck(self, spec: str, ai: str | None = None) -> None:
        item = QListWidgetItem()
        item.setData(Qt.ItemDataRole.UserRole, spec)
        item.setData(AI_ROLE, ai)
        self._label_deck(item)
        self.field.addItem(item)

    def _label_deck(self, item) -> None:
        spec, ai = item.data(Qt.ItemDataRole.UserRole), item.data(AI_ROLE)
        text = display_name(spec, self.lang)
        if ai:
            text += " — " + self.ai_names().get(ai, ai)
        item.setText(text)
        item.setToolTip(spec + "\n" + self.tr("Right-click: this deck's own AI"))

    def set_deck_ai(self, rows, ai: str | None) -> None:
        """Decks ``rows`` of the field play with ``ai`` (None: the page's AI), whatever the others
        play: a round robin of AIs, or of one deck under two AIs."""
        for row in rows:
            item = self.field.item(row)
            if item is not None:
                item.setData(AI_ROLE, ai if ai in AIS else None)
                self._label_deck(item)

    def _field_menu(self, pos) -> None:
        rows = sorted({self.field.row(it) for it in self.field.selectedItems()}
                      | ({self.field.row(self.field.itemAt(pos))} if self.field.itemAt(pos) is not None else set()))
        if not rows:
            return
        menu = QMenu(self)
        menu.addAction(self.tr("The page's AI"), lambda: self.set_deck_ai(rows, None))
        menu.addSeparator()
        for key, name in self.ai_names().items():
            menu.addAction(name, lambda key=key: self.set_deck_ai(rows, key))
        menu.exec(self.field.viewport().mapToGlobal(pos))

    def specs(self) -> list[str]:
        """The field as :func:`heresy_app.lab.field.load_field` reads it: ``DECK@AI`` for a deck
        with its own AI."""
        out = []
        for i in range(self.field.count()):
            item = self.field.item(i)
            spec, ai = item.data(Qt.ItemDataRole.UserRole), item.data(AI_ROLE)
            out.append(f"{spec}@{ai}" if ai else spec)
        return out

    def _choose_files(self) -> None:
        files, _ = QFileDialog.getOpenFileNames(self, self.tr("Add decks"), "",
                                                self.tr("Decks (*.txt *.deck *.json *.cod);;All files (*)"))
        for f in files:
            self.add_deck(f)

    def _remove_selected(self) -> None:
        for item in self.field.selectedItems():
            self.field.takeItem(self.field.row(item))

    # ------------------------------------------------------------------ the run

    def running(self) -> bool:
        return self.thread is not None and self.thread.is_alive()

    def start(self, results: str | None = None) -> bool:
        """Start the gauntlet of the field as set; False (and a word on the status line) when
        the field is too small or a run is under way."""
        if self.running():
            return False
        specs = self.specs()
        if len(specs) < 2:
            self.status.setText(self.tr("The field needs at least two decks."))
            return False
        self.stop = threading.Event()
        self.report = None
        self.chosen = None
        self.progress.setValue(0)
        self.progress.setMaximum(0)       # busy until the first figures come
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.status.setText(self.tr("Reading the decks and starting the workers…"))
        args = (specs, self.games.value(), self.seed.value(), self.ai.currentData(), self.jobs.value(),
                results if isinstance(results, str) else None, self.lang, self.stop)
        self.started = time.monotonic()
        self.thread = threading.Thread(target=self._work, args=args, name="heresy-lab", daemon=True)
        self.thread.start()
        return True

    def cancel(self) -> None:
        if self.stop is not None:
            self.stop.set()
            self.cancel_button.setEnabled(False)
            self.status.setText(self.tr("Stopping…"))

    def _work(self, specs, games, seed, ai, jobs, results, lang, stop) -> None:
        """The run's thread: nothing here touches a widget; signals carry the news."""
        from heresy_app.cards.db import CardDB
        from heresy_app.lab.field import FieldError, load_field
        from heresy_app.lab.gauntlet import run_gauntlet
        from heresy_app.lab.plan import Plan
        from heresy_app.lab.runners import PoolRunner, RunnerError
        from heresy_app.lab.store import Store, StoreError, new_results_path

        try:
            plan = Plan(load_field(specs, CardDB(), ai), games, seed)
            store = Store.create(results or new_results_path(), plan)
            try:
                rep = run_gauntlet(plan, store, PoolRunner(jobs), stop=stop,
                                   progress=lambda done, total, _c: self._tell(self.bridge.progressed, done, total))
            finally:
                store.close()
        except (FieldError, StoreError, RunnerError) as err:
            self._tell(self.bridge.failed, err.text(lang))
            return
        except Exception as err:   # a bug: said on the page, the window goes on
            self._tell(self.bridge.failed, f"{type(err).__name__}: {err}")
            return
        self._tell(self.bridge.done, rep)

    @staticmethod
    def _tell(signal, *args) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:   # the page was closed meanwhile: nobody to tell
            pass

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setMaximum(total)
        self.progress.setValue(done)
        if self.stop is not None and self.stop.is_set():
            return
        secs = time.monotonic() - self.started
        rate = done / secs if secs > 0 else 0.0
        left = (total - done) / rate if rate > 0 else None
        text = self.tr("%1 of %2 games, %3 games/s").replace("%1", str(done)).replace("%2", str(total)) \
            .replace("%3", f"{rate:.1f}")
        if left is not None and done < total:
            text += ", " + self.tr("about %1 s left").replace("%1", str(round(left)))
        self.status.setText(text)

    def _on_failed(self, message: str) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.setMaximum(1)
        self.progress.setValue(0)
        self.status.setText(message)
        self.runFinished.emit(None)

    def _on_done(self, rep: dict) -> None:
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.report = rep
        self.show_report(rep)
        self.runFinished.emit(rep)

    # ------------------------------------------------------------------ the figures

    def deck_name(self, i: int) -> str:
        """Deck ``i`` of the report as the page names it; with its AI when the decks' AIs differ."""
        decks = self.report["decks"]
        name = display_name(decks[i]["name"], self.lang)
        if len({d["ai"] for d in decks}) > 1:
            name += " — " + self.ai_names().get(decks[i]["ai"], decks[i]["ai"])
        return name

    def choose_row(self, row: int) -> None:
        """Show the per-card table of the row's deck (its header in bold)."""
        self.chosen = row
        from PySide6.QtGui import QFont  # here: the window shows before PySide builds QFont's class

        plain, bold = QFont(self.matrix.font()), QFont(self.matrix.font())
        bold.setBold(True)
        model = self.matrix.model()
        for i in range(self.matrix.rowCount()):
            model.setHeaderData(i, Qt.Orientation.Vertical, bold if i == row else plain, Qt.ItemDataRole.FontRole)
        self._show_cards()

    def show_report(self, rep: dict) -> None:
        self.report = rep
        if self.db is not None:
            from heresy_app.lab.render import name_cards
            name_cards(rep, self.db, self.lang)
        n = len(rep["decks"])
        names = [self.deck_name(i) for i in range(n)]
        self.matrix.clear()
        self.matrix.setRowCount(n)
        self.matrix.setColumnCount(n + 1)
        self.matrix.setVerticalHeaderLabels([f"#{i + 1}  {name}" for i, name in enumerate(names)])
        self.matrix.setHorizontalHeaderLabels([f"#{j + 1}" for j in range(n)] + [self.tr("Overall")])
        for j in range(n):   # through the model: a header item's wrapper outlives the item (see test_wrappers)
            self.matrix.model().setHeaderData(j, Qt.Orientation.Horizontal, names[j], Qt.ItemDataRole.ToolTipRole)
        for i in range(n):
            for j in range(n + 1):
                cell = rep["overall"][i] if j == n else rep["matrix"][i][j]
                item = QTableWidgetItem("" if cell is None or cell["win_rate"] is None
                                        else f"{100 * cell['win_rate']:.0f}%")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setBackground(QBrush(heat(None if cell is None else cell["win_rate"])))
                item.setForeground(QBrush(QColor(20, 20, 20)))
                if cell is not None:
                    against = self.tr("the field") if j == n else names[j]
                    item.setToolTip(self.tr("%1 against %2: %3 wins, %4 losses, %5 draws in %6 games; "
                                            "95% interval %7–%8")
                                    .replace("%1", names[i]).replace("%2", against).replace("%3", str(cell["wins"]))
                                    .replace("%4", str(cell["losses"])).replace("%5", str(cell["draws"]))
                                    .replace("%6", str(cell["games"]))
                                    .replace("%7", f"{100 * cell['ci95'][0]:.0f}%")
                                    .replace("%8", f"{100 * cell['ci95'][1]:.0f}%")
                                    + ("" if j == n or not rep.get("results") else
                                       "\n" + self.tr("Double-click: the games, each one for the replay viewer")))
                self.matrix.setItem(i, j, item)
        self.matrix.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        done = self.tr("%1 of %2 games played").replace("%1", str(rep["finished"])).replace("%2", str(rep["requested"]))
        if rep["interrupted"]:
            done += " — " + self.tr("stopped; the results file keeps them: heresy gauntlet --resume %1") \
                .replace("%1", str(rep.get("results") or ""))
        elif rep.get("results"):
            done += " — " + self.tr("results: %1").replace("%1", str(rep["results"]))
        self.status.setText(done)
        self.progress.setMaximum(max(1, rep["requested"]))
        self.progress.setValue(rep["finished"])
        if self.chosen is not None and self.chosen >= n:
            self.chosen = None
        self.choose_row(self.chosen) if self.chosen is not None else self._show_cards()

    def open_games(self, row: int, col: int):
        """The games of the row's deck against the column's, in a window of their own (from the
        results file); None for the diagonal, the Overall column or a report without a file."""
        rep = self.report
        n = len(rep["decks"]) if rep else 0
        if rep is None or not 0 <= row < n or not 0 <= col < n or rep["matrix"][row][col] is None \
                or not rep.get("results"):
            return None
        from heresy_app.lab.store import StoreError
        from heresy_app.ui.lab_games import PairingGames
        try:
            dialog = PairingGames(rep["results"], row, col, [self.deck_name(i) for i in range(n)], self.lang, self)
        except StoreError as err:
            self.status.setText(err.text(self.lang))
            return None
        dialog.replayRequested.connect(self.replayRequested)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if self.games_dialog is not None:
            try:
                self.games_dialog.close()
            except RuntimeError:     # already gone
                pass
        self.games_dialog = dialog
        dialog.show()
        return dialog

    def _show_cards(self) -> None:
        rep = self.report
        if rep is None or self.chosen is None:
            self.cards.clear()
            self.cards.setRowCount(0)
            self.cards.setColumnCount(0)
            self.cards_label.setText(self.tr("Choose a row to see its deck's cards."))
            return
        i = self.chosen
        self.cards_label.setText(self.tr("Cards of %1: win rate when the card was drawn and when it was not")
                                 .replace("%1", self.deck_name(i)))
        cards = rep["cards"][i]["cards"]
        self.cards.setSortingEnabled(False)
        self.cards.clear()
        self.cards.setRowCount(len(cards))
        self.cards.setColumnCount(5)
        self.cards.setHorizontalHeaderLabels([self.tr("Card"), self.tr("Copies"), self.tr("Drawn"),
                                              self.tr("Not drawn"), self.tr("Difference")])
        for r, c in enumerate(cards):
            values = [c.get("name", c["id"]), c["copies"], c["win_rate_drawn"], c["win_rate_not_drawn"], c["delta"]]
            for k, v in enumerate(values):
                item = QTableWidgetItem()
                if k >= 2:
                    ci = c.get("ci95_drawn") if k == 2 else c.get("ci95_not_drawn") if k == 3 else None
                    small = small_sample(ci) if k < 4 else (small_sample(c.get("ci95_drawn"))
                                                            or small_sample(c.get("ci95_not_drawn")))
                    shown = "—" if v is None else f"{100 * v:+.0f}%" if k == 4 else f"{100 * v:.0f}%"
                    item.setData(Qt.ItemDataRole.DisplayRole, f"~{shown}" if small and v is not None else shown)
                    sure = certainty(ci) if k < 4 else min(certainty(c.get("ci95_drawn")),
                                                           certainty(c.get("ci95_not_drawn")))
                    item.setData(SURE_ROLE, sure)
                    item.setForeground(QBrush(fade(QColor(20, 20, 20), sure, QColor(140, 140, 140))))
                    if small:
                        font = item.font()
                        font.setItalic(True)
                        item.setFont(font)
                    if k in (2, 3):
                        item.setBackground(QBrush(fade(heat(v), sure)))
                        games = c["drawn_games"] if k == 2 else c["not_drawn_games"]
                        tip = self.tr("in %1 games").replace("%1", str(games))
                        if ci:
                            tip += "; " + self.tr("95% interval %1–%2").replace("%1", f"{100 * ci[0]:.0f}%") \
                                .replace("%2", f"{100 * ci[1]:.0f}%")
                        item.setToolTip(tip)
                    if small:
                        item.setToolTip((item.toolTip() + "\n" if item.toolTip() else "")
                                        + self.tr("A small sample: this figure says little yet (faded, marked ~)."))
                elif k == 1:
                    item.setData(Qt.ItemDataRole.DisplayRole, int(v))
                else:
                    item.setText(str(v))
                    item.setToolTip(c["id"])
                self.cards.setItem(r, k, item)
        self.cards.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.cards.setSortingEnabled(True)

