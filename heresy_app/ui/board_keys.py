"""The battle board's keys, as actions (so Help → Keyboard shortcuts reads them from here, and a
menu may show them): answer with the default (Pass, Do not block…), Continue after a summary,
Cancel a chosen card, and zoom the board in, out and back to fit.

Each action is the board's own (``Qt.WidgetWithChildrenShortcut``): its keys work while the board
or a widget in it has the focus, and never steal Space from the deck tab's search field.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

ZOOM_STEP = 1.25
ZOOM_MAX = 4.0


class BoardKeys(QObject):
    """The keys of one :class:`~heresy_app.ui.battle_board.BattleBoard`."""

    def __init__(self, board):
        super().__init__(board)
        self.board = board
        self.act_default = self._action("actAnswerDefault", board.answer_default,
                                        [Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter])
        self.act_continue = self._action("actContinue", board.continue_game, ["Ctrl+Return", "Ctrl+Enter"])
        self.act_cancel = self._action("actCancelChoice", board.cancel_selection, [Qt.Key.Key_Escape])
        self.act_zoom_in = self._action("actZoomIn", self.zoom_in, ["Ctrl++", "Ctrl+="])
        self.act_zoom_out = self._action("actZoomOut", self.zoom_out, ["Ctrl+-"])
        self.act_zoom_fit = self._action("actZoomFit", self.zoom_fit, ["Ctrl+0"])
        board.installEventFilter(self)
        self.retranslate()

    def _action(self, name: str, slot, keys) -> QAction:
        a = QAction(self.board)
        a.setObjectName(name)
        seqs = []
        for k in keys:
            seqs.extend(QKeySequence.keyBindings(k) if isinstance(k, QKeySequence.StandardKey) else [QKeySequence(k)])
        unique = []
        for s in seqs:
            if not s.isEmpty() and s not in unique:
                unique.append(s)
        a.setShortcuts(unique)
        a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        a.triggered.connect(lambda _checked=False: slot())
        self.board.addAction(a)
        return a

    def actions(self) -> list[QAction]:
        return [self.act_default, self.act_continue, self.act_cancel, self.act_zoom_in, self.act_zoom_out,
                self.act_zoom_fit]

    def eventFilter(self, obj, event):
        # a board on its way out (its actions already deleted) has nothing to translate
        if obj is self.board and event.type() == QEvent.Type.LanguageChange and shiboken6.isValid(self.act_zoom_fit):
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.act_default.setText(self.tr("Answer with the default: Pass, Do not block, Done…"))
        self.act_continue.setText(self.tr("Continue after a summary"))
        self.act_cancel.setText(self.tr("Cancel the card or ability chosen"))
        self.act_zoom_in.setText(self.tr("Zoom the board in"))
        self.act_zoom_out.setText(self.tr("Zoom the board out"))
        self.act_zoom_fit.setText(self.tr("Fit the board to the window"))

    # ------------------------------------------------------------------ zoom
    def zoom_in(self) -> None:
        self._zoom(self.board.view.zoom_factor * ZOOM_STEP)

    def zoom_out(self) -> None:
        self._zoom(self.board.view.zoom_factor / ZOOM_STEP)

    def zoom_fit(self) -> None:
        self._zoom(1.0)

    def _zoom(self, factor: float) -> None:
        self.board.view.set_zoom(max(1.0, min(ZOOM_MAX, factor)))
