"""The games of one pairing of a gauntlet, opened from a cell of the Deck lab's matrix: each game
with its seed, the row deck's seat and role, its result for the row deck, its turns; a game opens
in the replay viewer (played again from its seed off the GUI thread: heresy_app.lab.replays)."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

OUTCOME_COLOURS = {"win": QColor(196, 230, 203), "loss": QColor(240, 200, 192), "draw": QColor(240, 240, 240),
                   "stopped": QColor(228, 228, 228), "error": QColor(250, 224, 160)}


class _Bridge(QObject):
    played = Signal(object)        # replay_game's answer
    failed = Signal(str)


class PairingGames(QDialog):
    """The games of ``deck`` against ``opponent`` in the results file ``path``; ``names`` the
    decks as the page shows them. ``replayRequested(document)`` carries a game to open."""

    replayRequested = Signal(object)

    def __init__(self, path: str, deck: int, opponent: int, names: list[str], lang: str = "en", parent=None):
        super().__init__(parent)
        from heresy_app.lab.replays import games_of
        from heresy_app.lab.store import Store

        self.setObjectName("labPairingGames")
        self.path, self.deck, self.opponent, self.lang = path, deck, opponent, lang
        store = Store.open(path)
        try:
            self.plan = store.plan
            self.rows = games_of(store, deck, opponent)
        finally:
            store.close()
        self.worker: threading.Thread | None = None
        self.bridge = _Bridge(self)
        self.bridge.played.connect(self._on_played)
        self.bridge.failed.connect(self._on_failed)

        self.setWindowTitle(self.tr("Games of %1 against %2").replace("%1", names[deck]).replace("%2", names[opponent]))
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        wins = sum(r["outcome"] == "win" for r in self.rows)
        losses = sum(r["outcome"] == "loss" for r in self.rows)
        self.heading.setText(self.tr("%1 against %2: %3 games, %4 wins, %5 losses. Double-click a game to watch "
                                     "it in the replay viewer.")
                             .replace("%1", names[deck]).replace("%2", names[opponent])
                             .replace("%3", str(len(self.rows))).replace("%4", str(wins)).replace("%5", str(losses)))
        self.table = QTableWidget(self)
        self.table.setObjectName("labGamesTable")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.verticalHeader().setVisible(False)      # the Game column numbers the rows
        self.table.cellDoubleClicked.connect(lambda row, _c: self.open_game(row))
        self.fill()
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.open_button = QPushButton(self.tr("Open in the replay viewer"), self)
        self.open_button.setObjectName("labOpenReplay")
        self.open_button.clicked.connect(lambda: self.open_game(self.table.currentRow()))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.heading)
        lay.addWidget(self.table, 1)
        lay.addWidget(self.status)
        lay.addWidget(buttons)
        self.resize(640, 480)

    def outcome_text(self, outcome: str) -> str:
        return {"win": self.tr("won"), "loss": self.tr("lost"), "draw": self.tr("draw"),
                "stopped": self.tr("stopped at the safety limit"), "error": self.tr("failed")}[outcome]

    def fill(self) -> None:
        heads = [self.tr("Game"), self.tr("Seed"), self.tr("Moved"), self.tr("Role"), self.tr("Result"), self.tr("Turns")]
        self.table.setColumnCount(len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        self.table.setRowCount(len(self.rows))
        roles = {"attacker": self.tr("attacker"), "defender": self.tr("defender")}
        for r, g in enumerate(self.rows):
            seat = "" if g["seat"] is None else self.tr("first") if g["seat"] == 0 else self.tr("second")
            values = [str(g["game"] + 1), str(g["seed"]), seat, roles.get(g["role"], ""),
                      self.outcome_text(g["outcome"]), "" if g["turns"] is None else str(g["turns"])]
            for k, v in enumerate(values):
                item = QTableWidgetItem(v)
                if k == 4:
                    item.setBackground(QBrush(OUTCOME_COLOURS[g["outcome"]]))
                    item.setForeground(QBrush(QColor(20, 20, 20)))
                    if g.get("error"):
                        item.setToolTip(g["error"])
                self.table.setItem(r, k, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        if self.rows:
            self.table.selectRow(0)

    def open_game(self, row: int) -> bool:
        """Play game ``row`` of the list again (off the GUI thread); when it is done
        ``replayRequested`` carries it. False when there is no such game or one is being played."""
        if not 0 <= row < len(self.rows) or (self.worker is not None and self.worker.is_alive()):
            return False
        g = self.rows[row]
        self.open_button.setEnabled(False)
        self.status.setText(self.tr("Playing game %1 again from its seed…").replace("%1", str(g["game"] + 1)))
        self.worker = threading.Thread(target=self._replay, args=(g,), name="heresy-lab-replay", daemon=True)
        self.worker.start()
        return True

    def _replay(self, g) -> None:
        from heresy_app.cards.db import CardDB
        from heresy_app.lab.replays import replay_game
        try:
            recorded = {"winner": g["winner"], "turns": g["turns"], "decisions": g["decisions"], "error": g["error"]}
            # a card database of this thread's own, as the gauntlet's workers open theirs (SQLite
            # connections stay in the thread that opened them)
            out = replay_game(self.plan, g["pairing"], g["game"], CardDB(), recorded=recorded)
            out["row"] = g
            self._tell(self.bridge.played, out)
        except Exception as err:   # a bug: said in the dialog, the window goes on
            self._tell(self.bridge.failed, f"{type(err).__name__}: {err}")

    @staticmethod
    def _tell(signal, *args) -> None:
        try:
            signal.emit(*args)
        except RuntimeError:   # the dialog was closed meanwhile
            pass

    def _on_failed(self, message: str) -> None:
        self.open_button.setEnabled(True)
        self.status.setText(message)

    def _on_played(self, out: dict) -> None:
        self.open_button.setEnabled(True)
        g = out["row"]
        if out["document"] is None:
            replay = g.get("replay") or out["result"].get("replay")
            self.status.setText(self.tr("Game %1 failed: %2").replace("%1", str(g["game"] + 1))
                                .replace("%2", (out["result"].get("error") or "") +
                                         (f" ({replay})" if replay else "")))
            return
        text = self.tr("Game %1 is open in the replay viewer.").replace("%1", str(g["game"] + 1))
        if not out["same"]:
            text += " " + self.tr("Played again it went otherwise than in the run: an AI that thinks for a set "
                                  "time plays differently on a busy machine.")
        self.status.setText(text)
        self.last_document = out["document"]
        self.replayRequested.emit(out["document"])
