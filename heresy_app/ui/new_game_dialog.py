"""Game → New game…: your deck, the opponent's deck, the AI and its strength, the seed, your role
and the way to play. A deck that fails the deck rules can still be played after a warning
(goldfishing a draft)."""

from __future__ import annotations

import random

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

AI_LEVELS = (("recruit", "recruit"), ("veteran", "veteran"), ("warmaster", "warmaster"), ("random", "random"))
DEFAULT_LEVEL = "veteran"   # the three strengths: heresy_app.engine.ai.levels
SAMPLES = ("sample:loyalist", "sample:traitor")


def last_choice(side: str | None = None) -> dict:
    """What New game chose last, or its defaults: ``ai`` (a level) and ``opponent`` (a deck spec:
    the sample deck of the side other than ``side`` when none was chosen, or the file is gone)."""
    import os

    from heresy_app.decks.formats import SAMPLE_PREFIX
    from heresy_app.ui.settings import get, open_settings

    settings = open_settings()
    ai = get(settings, "game/ai")
    opponent = get(settings, "game/opponent")
    if ai not in [spec for spec, _ in AI_LEVELS]:
        ai = DEFAULT_LEVEL
    if not opponent or not (opponent.startswith(SAMPLE_PREFIX) or os.path.isfile(opponent)):
        opponent = "sample:traitor" if side != "traitor" else "sample:loyalist"
    return {"ai": ai, "opponent": opponent}


class DeckChoice:
    """One deck on offer: a label, and how to get its card ids."""

    def __init__(self, label: str, spec=None, deck=None):
        self.label = label
        self.spec = spec      # a path or "sample:NAME"
        self.deck = deck      # a Deck object (the deck tab's)


def load_choice(choice: DeckChoice, db):
    """(card ids, Deck, side) of a choice. Raises ValueError with a message for a deck that cannot
    be played at all (no known card)."""
    from heresy_app.decks import card_ids, inferred_side, load_deck
    deck = choice.deck if choice.deck is not None else load_deck(choice.spec, db)
    ids = card_ids([(e.card_id, e.count) for e in deck.entries if e.card_id], db, name=choice.label)
    if not ids:
        raise ValueError(f"{choice.label}: no card of this deck can be played")
    return ids, deck, deck.side or inferred_side(deck, db)


class NewGameDialog(QDialog):
    def __init__(self, choices: list[DeckChoice], lang: str = "en", parent=None, file_filter: str = ""):
        super().__init__(parent)
        self.file_filter = file_filter
        self.setObjectName("newGameDialog")
        self.choices = choices
        self.lang = lang
        self.setWindowTitle(self.tr("New game"))
        self.deck_you = QComboBox(self)
        self.deck_you.setObjectName("deckYou")
        self.deck_opp = QComboBox(self)
        self.deck_opp.setObjectName("deckOpponent")
        for box in (self.deck_you, self.deck_opp):
            for ch in choices:
                box.addItem(ch.label)
        self.btn_file = QPushButton(self.tr("Other deck file…"), self)
        self.btn_file.clicked.connect(self._pick_file)
        self.ai = QComboBox(self)
        self.ai.setObjectName("aiPolicy")
        names = {"recruit": self.tr("Recruit: rules of thumb, moves at once"),
                 "veteran": self.tr("Veteran: looks ahead, about 0.05 s a move"),
                 "warmaster": self.tr("Warmaster: thinks deep, up to 1 s a move"),
                 "random": self.tr("random moves (for testing)")}
        for spec, key in AI_LEVELS:
            self.ai.addItem(names[key], spec)
        self.ai.setCurrentIndex([spec for spec, _ in AI_LEVELS].index(last_choice()["ai"]))
        self.seed = QSpinBox(self)
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.randrange(1, 1_000_000))
        self.btn_reseed = QPushButton(self.tr("New seed"), self)
        self.btn_reseed.clicked.connect(lambda: self.seed.setValue(random.randrange(1, 1_000_000)))
        self.role = QComboBox(self)
        self.role.setObjectName("role")
        for key, text in (("rules", self.tr("as the rules decide (the lower top die chooses)")),
                          ("attacker", self.tr("attacker")), ("defender", self.tr("defender"))):
            self.role.addItem(text, key)
        self.mode = QComboBox(self)
        self.mode.setObjectName("mode")
        for key, text in (("ai", self.tr("you against the AI")), ("hotseat", self.tr("two players at this screen")),
                          ("watch", self.tr("watch the AI play both sides"))):
            self.mode.addItem(text, key)
        self.warning = QLabel(self)
        self.warning.setObjectName("deckWarning")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color: #b8322a;")

        form = QFormLayout()
        row = QHBoxLayout()
        row.addWidget(self.deck_you, 1)
        row.addWidget(self.btn_file)
        holder = QWidget(self)
        holder.setLayout(row)
        form.addRow(self.tr("Your deck"), holder)
        form.addRow(self.tr("Opponent's deck"), self.deck_opp)
        form.addRow(self.tr("Opponent (AI)"), self.ai)
        srow = QHBoxLayout()
        srow.addWidget(self.seed, 1)
        srow.addWidget(self.btn_reseed)
        sholder = QWidget(self)
        sholder.setLayout(srow)
        form.addRow(self.tr("Seed (the same seed replays the same game)"), sholder)
        form.addRow(self.tr("Your role"), self.role)
        form.addRow(self.tr("Play"), self.mode)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addLayout(form)
        lay.addWidget(self.warning)
        lay.addWidget(buttons)
        self.deck_you.currentIndexChanged.connect(self._default_opponent)

    def select_opponent_for(self, side: str | None) -> None:
        """Offer the sample deck of the other side by default."""
        want = "sample:traitor" if side != "traitor" else "sample:loyalist"
        for i, ch in enumerate(self.choices):
            if ch.spec == want:
                self.deck_opp.setCurrentIndex(i)
                return

    def _default_opponent(self, _i=0) -> None:
        ch = self.choices[self.deck_you.currentIndex()]
        side = getattr(ch.deck, "side", None) if ch.deck is not None else (
            "traitor" if ch.spec == "sample:traitor" else "loyalist" if ch.spec == "sample:loyalist" else None)
        self.select_opponent_for(side)

    def _pick_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(self, self.tr("Your deck"), "", self.file_filter)
        if path:
            self.add_file(path)

    def add_file(self, path: str) -> None:
        from pathlib import Path
        ch = DeckChoice(Path(path).name, spec=path)
        self.choices.append(ch)
        self.deck_you.addItem(ch.label)
        self.deck_opp.addItem(ch.label)
        self.deck_you.setCurrentIndex(self.deck_you.count() - 1)

    def accept(self) -> None:
        """Play: the AI level and the opponent's deck are kept (Play this deck plays against them)."""
        from heresy_app.ui.settings import open_settings

        settings = open_settings()
        settings.setValue("game/ai", self.ai.currentData())
        opp = self.choices[self.deck_opp.currentIndex()]
        if opp.spec:
            settings.setValue("game/opponent", str(opp.spec))
        super().accept()

    def values(self) -> dict:
        return {"you": self.choices[self.deck_you.currentIndex()], "opponent": self.choices[self.deck_opp.currentIndex()],
                "ai": self.ai.currentData(), "seed": self.seed.value(), "role": self.role.currentData(),
                "mode": self.mode.currentData()}
