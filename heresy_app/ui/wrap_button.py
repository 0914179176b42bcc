"""A push button whose text wraps to the button's width: an answer in a narrow question panel is
shown whole, on as many lines as it needs, never cut ("…into Pyramid of Pho…")."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSizePolicy

PAD_X, PAD_Y = 8, 5
HINT_W = 260          # the widest it asks to be; a wider column still gives it the whole width


class WrapButton(QPushButton):
    """A QPushButton showing ``text`` in a word-wrapping label; its height follows its width."""

    def __init__(self, text: str = "", parent=None):
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setObjectName("wrapButtonText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(PAD_X, PAD_Y, PAD_X, PAD_Y)
        lay.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setText(text)

    def text(self) -> str:   # noqa: D401 - QPushButton's own name
        return self.label.text()

    def setText(self, text: str) -> None:
        self.label.setText(text)
        self.setToolTip("")
        self.updateGeometry()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.label.heightForWidth(max(20, width - 2 * PAD_X)) + 2 * PAD_Y

    def sizeHint(self) -> QSize:
        natural = self.label.fontMetrics().horizontalAdvance(self.label.text()) + 2 * PAD_X + 4
        w = min(HINT_W, natural)
        return QSize(w, self.heightForWidth(w))

    def minimumSizeHint(self) -> QSize:
        w = max(self.width(), 60)
        return QSize(60, self.heightForWidth(w))
