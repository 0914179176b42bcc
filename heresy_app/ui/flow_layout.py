"""A layout that places its widgets in a row and wraps them onto the next line when the row is
too narrow (Qt's own flow-layout example, cut to what the card view needs): its minimum width is
its widest widget's, not the sum of all of them.

The card view's rulings buttons sit in one, so a long Russian label («Добавить разъяснение или
заметку…») never makes the card view wider than the card it draws.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout


class FlowLayout(QLayout):
    def __init__(self, parent=None, spacing: int = 6):
        super().__init__(parent)
        self._items = []
        self._spacing = spacing
        self._height: int | None = None   # the height its lines took at the width it was last given

    def addItem(self, item) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int):
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int):
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self):
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        height = self._place(rect, move=True)
        if height != self._height:
            # wrapped onto more (or fewer) lines: a parent that asks only for a minimum size (a
            # splitter) must learn the new height, or it squeezes what sits beside the buttons
            self._height = height
            widget = self.parentWidget()
            if widget is not None:
                widget.updateGeometry()

    def sizeHint(self) -> QSize:
        """All in one row."""
        m = self.contentsMargins()
        shown = [i for i in self._items if not i.isEmpty()]
        w = sum(i.sizeHint().width() for i in shown) + self._spacing * max(0, len(shown) - 1)
        h = max((i.sizeHint().height() for i in shown), default=0)
        return QSize(w + m.left() + m.right(), h + m.top() + m.bottom())

    def minimumSize(self) -> QSize:
        """As wide as the widest widget (the others wrap below it); as high as its lines are at
        the width it has now (one line before it has any)."""
        size = QSize()
        for item in self._items:
            if not item.isEmpty():
                size = size.expandedTo(item.minimumSize())
        m = self.contentsMargins()
        size += QSize(m.left() + m.right(), m.top() + m.bottom())
        if self._height is not None:
            size.setHeight(max(size.height(), self._height))
        return size

    def _place(self, rect: QRect, move: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        x, y, line = area.x(), area.y(), 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            if x > area.x() and x + hint.width() > area.right() + 1:
                x, y, line = area.x(), y + line + self._spacing, 0
            w = min(hint.width(), area.width())
            if w < hint.width() and item.hasHeightForWidth():   # narrower than it likes: as high as it wraps
                hint = QSize(hint.width(), max(hint.height(), item.heightForWidth(w)))
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(w, hint.height())))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y() + m.bottom()


__all__ = ["FlowLayout"]
