"""The deck being edited: the Deck (heresy_app.decks), its file, and an undo stack of edits.

Every edit is a QUndoCommand holding the deck before and after, so undo and redo restore it
exactly; ``changed`` fires after each edit, undo or redo.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack


class _Snapshot(QUndoCommand):
    def __init__(self, doc: DeckDocument, before, after, text: str):
        super().__init__(text)
        self.doc, self.before, self.after = doc, before, after

    def redo(self):
        self.doc._set(self.after.model_copy(deep=True))

    def undo(self):
        self.doc._set(self.before.model_copy(deep=True))


class DeckDocument(QObject):
    changed = Signal()          # the deck's content changed (edit, undo, redo, load)
    pathChanged = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._deck = None  # made on first use: the decks package loads after the window shows
        self.path: Path | None = None
        self.fmt: str | None = None
        self.undo_stack = QUndoStack(self)
        self.undo_stack.cleanChanged.connect(self._on_clean_changed)

    def _on_clean_changed(self, _clean: bool) -> None:
        self.pathChanged.emit()

    # -- state
    @property
    def deck(self):
        if self._deck is None:
            from heresy_app.decks import Deck

            self._deck = Deck()
        return self._deck

    @deck.setter
    def deck(self, value) -> None:
        self._deck = value

    @property
    def started(self) -> bool:
        """False until a deck exists (nothing added, opened or restored yet)."""
        return self._deck is not None

    @property
    def dirty(self) -> bool:
        return not self.undo_stack.isClean()

    def title(self) -> str:
        if self.path is not None:
            return self.path.name
        if self._deck is None:
            return QCoreApplication.translate("DeckDocument", "Untitled deck")
        return self.deck.name or QCoreApplication.translate("DeckDocument", "Untitled deck")

    def _set(self, deck) -> None:
        self.deck = deck
        self.changed.emit()

    def replace(self, deck, path: Path | None = None, fmt: str | None = None, dirty: bool = False) -> None:
        """Start over with ``deck`` (new, open, import): the undo history is cleared."""
        self.undo_stack.clear()
        self.deck = deck
        self.path = Path(path) if path is not None else None
        self.fmt = fmt
        if dirty:  # an import or a restored autosave is unsaved work: mark it so
            self.undo_stack.push(_Snapshot(self, deck, deck, QCoreApplication.translate("DeckDocument", "Restore")))
        self.changed.emit()
        self.pathChanged.emit()

    def mark_saved(self, path: Path, fmt: str) -> None:
        self.path, self.fmt = Path(path), fmt
        self.undo_stack.setClean()
        self.pathChanged.emit()

    # -- edits (each one undoable)
    def _edit(self, text: str, change) -> bool:
        before = self.deck.model_copy(deep=True)
        after = self.deck.model_copy(deep=True)
        if change(after) is False:
            return False
        if after == before:
            return False
        self.undo_stack.push(_Snapshot(self, before, after, text))
        return True

    def add(self, card_id: str, count: int = 1, name: str = "", sideboard: bool = False) -> bool:
        text = (QCoreApplication.translate("DeckDocument", "Add %1 to the sideboard") if sideboard
                else QCoreApplication.translate("DeckDocument", "Add %1"))
        return self._edit(text.replace("%1", name or card_id), lambda d: d.add(card_id, count, sideboard=sideboard))

    def add_many(self, card_ids: list[str]) -> bool:
        count = len(card_ids)  # a plain name: older pyside6-lupdate misses a call in this argument
        text = self.tr("Add %n card(s)", "", count)

        def change(d):
            for cid in card_ids:
                d.add(cid, 1)
        return self._edit(text, change)

    def remove(self, card_id: str, count: int = 1, name: str = "", sideboard: bool = False) -> bool:
        return self._edit(QCoreApplication.translate("DeckDocument", "Remove %1").replace("%1", name or card_id),
                          lambda d: d.remove(card_id, count, sideboard=sideboard) > 0)

    def remove_all(self, card_id: str, name: str = "", sideboard: bool = False) -> bool:
        return self._edit(QCoreApplication.translate("DeckDocument", "Delete %1").replace("%1", name or card_id),
                          lambda d: d.remove(card_id, 10 ** 6, sideboard=sideboard) > 0)

    def move(self, card_id: str, to_sideboard: bool, count: int = 1, name: str = "") -> bool:
        """Move copies between the deck and its sideboard (one undo step)."""
        text = (QCoreApplication.translate("DeckDocument", "Move %1 to the sideboard") if to_sideboard
                else QCoreApplication.translate("DeckDocument", "Move %1 to the deck"))

        def change(d):
            moved = d.remove(card_id, count, sideboard=not to_sideboard)
            if not moved:
                return False
            d.add(card_id, moved, sideboard=to_sideboard)
        return self._edit(text.replace("%1", name or card_id), change)

    def set_notes(self, notes: str) -> bool:
        def change(d):
            d.notes = notes
        return self._edit(QCoreApplication.translate("DeckDocument", "Edit notes"), change)

    def remove_unknown(self, written: str) -> bool:
        def change(d):
            before = len(d.entries) + len(d.sideboard)
            d.entries = [e for e in d.entries if not (e.card_id is None and e.written == written)]
            d.sideboard = [e for e in d.sideboard if not (e.card_id is None and e.written == written)]
            return len(d.entries) + len(d.sideboard) != before
        return self._edit(QCoreApplication.translate("DeckDocument", "Delete %1").replace("%1", written), change)

    def set_side(self, side: str | None) -> bool:
        def change(d):
            d.side = side
        return self._edit(QCoreApplication.translate("DeckDocument", "Set side"), change)

    def set_name(self, name: str) -> bool:
        def change(d):
            d.name = name
        return self._edit(QCoreApplication.translate("DeckDocument", "Rename deck"), change)
