"""A sample opening: the deck shuffled, the first wave and a hand dealt; "draw again" reshuffles."""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QPushButton, QVBoxLayout

from heresy_app.ui.card_table import cmd_label, type_label


class SampleOpeningDialog(QDialog):
    def __init__(self, deck, store, lang: str = "en", parent=None, rng: random.Random | None = None):
        super().__init__(parent)
        self.deck, self.store, self.lang = deck, store, lang
        self.rng = rng or random.Random()
        self.wave_label, self.hand_label = QLabel(self), QLabel(self)
        self.wave, self.hand = QListWidget(self), QListWidget(self)
        self.wave.setObjectName("firstWave")
        self.hand.setObjectName("hand")
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.again = QPushButton(self)
        self.again.setObjectName("drawAgain")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.addButton(self.again, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        for w in (self.wave_label, self.wave, self.hand_label, self.hand, self.note):
            lay.addWidget(w)
        lay.addWidget(buttons)
        self.again.clicked.connect(self.draw)
        self.resize(420, 460)
        self.retranslate()
        self.draw()

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Sample opening"))
        self.wave_label.setText(self.tr("First wave (the top three cards):"))
        self.hand_label.setText(self.tr("Hand (the next six cards):"))
        self.again.setText(self.tr("Draw again"))

    def draw(self) -> tuple[list[str], list[str]]:
        from heresy_app.decks import card_index
        from heresy_app.decks.stats import sample_opening

        db = self.store.db
        idx = card_index(db)
        wave, hand = sample_opening(self.deck, db, self.rng, index=idx)
        for widget, ids in ((self.wave, wave), (self.hand, hand)):
            widget.clear()
            for cid in ids:
                f = idx.get(cid)
                if f is None:
                    continue
                bits = [type_label(f.type)]
                if f.type in ("unit", "asset") and f.flags:
                    bits.append("⚑" * f.flags)
                if f.die:
                    bits.append(self.tr("die %1").replace("%1", str(f.die)))
                if f.cmd_type:
                    bits.append(cmd_label(f.cmd_type))
                widget.addItem(f"{f.name(self.lang)} — {', '.join(bits)}")
        if not wave:
            self.note.setText(self.tr("The deck has no cards to deal."))
        else:
            flagged = sum(1 for cid in wave if (idx.get(cid) and idx.get(cid).flagged_unit))
            self.note.setText(self.tr("Flagged units in the first wave: %1").replace("%1", str(flagged)))
        self.last = (wave, hand)
        return wave, hand
