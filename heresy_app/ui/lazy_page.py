"""A tab page built the first time it is needed: until then a placeholder that says plainly what
is not there yet, so start-up does not pay for the page (the battle board, the rules reference).
The main window makes each lazy tab through this one helper.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget


class Placeholder(QWidget):
    """A page that says plainly what is not there yet."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setStyleSheet("color: #666; font-size: 15px;")
        lay = QVBoxLayout(self)
        lay.addWidget(self.label)

    def set_text(self, text: str) -> None:
        self.label.setText(text)


class LazyPage(QWidget):
    """A tab page: :attr:`placeholder` until :meth:`ensure` builds the page with ``build(self)``
    (the page's parent is this widget). ``build`` may return None, when the page cannot be made
    (it says why on the placeholder): the placeholder stays and a later ``ensure`` tries again."""

    def __init__(self, build: Callable[[QWidget], QWidget | None], parent=None):
        super().__init__(parent)
        self._build = build
        self.page: QWidget | None = None
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)
        self.placeholder = Placeholder(self)
        self.layout().addWidget(self.placeholder)

    def ensure(self) -> QWidget | None:
        """The page, built now if it was not yet; None when it cannot be made."""
        if self.page is None:
            page = self._build(self)
            if page is None:
                return None
            self.placeholder.hide()
            self.layout().addWidget(page)
            page.show()
            self.page = page
        return self.page
