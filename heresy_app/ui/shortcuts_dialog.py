"""Help → Keyboard shortcuts: every key of the main window and the battle board, read from their
actions (their texts in the window's language, their keys as this system writes them), grouped by
the menu that holds them; the board's own keys under "Battle board".
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHeaderView, QLabel, QTreeWidget, QTreeWidgetItem, QVBoxLayout


def plain(text: str) -> str:
    """An action's text as a person reads it: no mnemonic ampersand ("&&" stays one "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def keys_of(action: QAction) -> str:
    return ", ".join(s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts() if not s.isEmpty())


def shortcut_rows(window, board_title: str, other_title: str) -> list[tuple[str, str, str]]:
    """(group, what it does, keys) for every action with a key: the menus' actions under their
    menu's title (submenus included), the board's under ``board_title``, any other under
    ``other_title``. Each action once."""
    rows: list[tuple[str, str, str]] = []
    seen: set[int] = set()

    def take(group: str, action: QAction) -> None:
        if id(action) in seen or action.isSeparator():
            return
        menu = action.menu()
        if menu is not None:
            for a in menu.actions():
                take(group, a)
            return
        keys = keys_of(action)
        if keys:
            seen.add(id(action))
            rows.append((group, plain(action.text()), keys))

    for top in window.menuBar().actions():
        menu = top.menu()
        if menu is not None:
            for a in menu.actions():
                take(plain(menu.title()), a)
    board = getattr(window, "board", None)
    if board is not None:
        for a in board.actions():
            take(board_title, a)
    for a in window.findChildren(QAction):
        take(other_title, a)
    return rows


class ShortcutsDialog(QDialog):
    """The list, one group per menu; read again from the actions each time it opens."""

    def __init__(self, window):
        super().__init__(window)
        self.setObjectName("shortcutsDialog")
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setText(self.tr("The battle board's keys work while the board has the focus (click it first)."))
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("shortcutsTree")
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.header().setStretchLastSection(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.note)
        lay.addWidget(self.tree, 1)
        lay.addWidget(buttons)
        self.rows = shortcut_rows(window, self.tr("Battle board"), self.tr("Other"))
        groups: dict[str, QTreeWidgetItem] = {}
        for group, text, keys in self.rows:
            head = groups.get(group)
            if head is None:
                head = groups[group] = QTreeWidgetItem(self.tree, [group, ""])
                f = head.font(0)
                f.setBold(True)
                head.setFont(0, f)
                head.setFirstColumnSpanned(True)
                head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            QTreeWidgetItem(head, [text, keys])
        self.tree.expandAll()
        screen = window.screen().availableGeometry() if window.screen() is not None else None
        height = min(640, screen.height() - 80) if screen is not None else 640
        self.resize(640, max(360, height))
