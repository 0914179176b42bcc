"""Help → Show log: the crash log (heresy_app/crashlog.py) in a window, with its folder."""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QFont
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QPlainTextEdit, QPushButton, QVBoxLayout

from heresy_app import crashlog


class LogDialog(QDialog):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("logDialog")
        self.setWindowTitle(self.tr("Log"))
        self.where = QLabel(self)
        self.where.setWordWrap(True)
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        mono = QFont("monospace")
        mono.setStyleHint(QFont.StyleHint.Monospace)
        self.text.setFont(mono)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.open_folder = QPushButton(self.tr("Open the folder"), self)
        buttons.addButton(self.open_folder, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_folder.clicked.connect(self.show_folder)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(self.where)
        lay.addWidget(self.text, 1)
        lay.addWidget(buttons)
        self.resize(760, 460)
        self.reload()

    def reload(self) -> None:
        folder = crashlog.log_dir()
        text = crashlog.read()
        self.where.setText(self.tr("What went wrong is kept in %1. Attach these files to a bug report.")
                           .replace("%1", str(folder)))
        self.text.setPlainText(text or self.tr("Nothing has gone wrong: the log is empty."))
        self.text.moveCursor(self.text.textCursor().MoveOperation.End)
        self.open_folder.setEnabled(folder.is_dir())

    def show_folder(self) -> bool:
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(crashlog.log_dir())))
