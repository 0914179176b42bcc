"""Help → First game: a guided game that teaches while it is played.

The same game every time (:data:`SEED`, the two sample decks, you the attacker against the
gentlest AI), so the first questions come in the order a newcomer meets them: the first wave,
regular deployment, the choice of a battle, a war action, a tactics window, blocking, the
resolution of the battle. The first time each kind of question is asked, :class:`FirstGameGuide`
shows above it what the rulebook says about it, in the program's own words and the window's
language, with a link that opens the rules tab at that section. The explanation stays while
questions of that kind follow one another (the three first-wave cards), and is not shown again
once another kind was asked.

Where the side column is short (1366×768), the explanation folds to its first sentence with a
"Read more" link, so that the card view beside it (the revealed card to place) stays readable;
the link unfolds it (the card view then gives way) and "Fold" folds it again.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel

from heresy_app.engine.terms import (
    Q_BATTLE,
    Q_BLOCK,
    Q_DEPLOY,
    Q_EVENT,
    Q_FIRST_WAVE,
    Q_MODIFIER,
    Q_REACTION,
    Q_TACTICS,
    Q_WAR_ACTION,
)

SEED = 20031                       # a game whose first battle shows a war action, tactics and a capture
DECKS = ("sample:loyalist", "sample:traitor")
AI = "recruit"
ROLE = "attacker"
RESOLUTION = "resolution"          # the step shown on the battle's summary (not a question kind)

#: the rules section each step links to
SECTIONS = {
    Q_FIRST_WAVE: "deployment.first-wave", Q_DEPLOY: "deployment.regular", Q_BATTLE: "battle-phase.attacker-battle",
    Q_WAR_ACTION: "battle.combat", Q_BLOCK: "battle.blocking", Q_TACTICS: "battle.tactics-window",
    Q_MODIFIER: "abilities.modifier", Q_REACTION: "abilities.reaction", Q_EVENT: "resolution.events",
    RESOLUTION: "resolution",
}


def is_first_game(st) -> bool:
    """Whether ``st`` is the guided game (its seed and the two sample decks, you first)."""
    if st is None or st.seed != SEED or st.origin is not None:
        return False
    return tuple(tuple(d) for d in st.deck_lists) == first_decks()


_DECKS: list = []


def first_decks() -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The card ids of the two decks of the first game (read once)."""
    if not _DECKS:
        from heresy_app.cards.db import CardDB
        from heresy_app.decks import card_ids, load_deck

        db = CardDB()
        _DECKS.append(tuple(tuple(card_ids(load_deck(spec, db), db)) for spec in DECKS))
    return _DECKS[0]


class FirstGameGuide(QObject):
    """The explanations of one battle board: a label at the top of its question panel."""

    def __init__(self, board):
        super().__init__(board)
        self.board = board
        self.active = False
        self.shown: list[str] = []        # the steps explained so far, in order
        self.current: str | None = None   # the step explained now
        self.label = QLabel(board.side.question_box)
        self.label.setObjectName("firstGameGuide")
        self.label.setWordWrap(True)
        self.label.setOpenExternalLinks(False)
        self.label.setStyleSheet("background: #fff6d8; color: #3a2f14; border: 1px solid #d9b54a; "
                                 "border-radius: 4px; padding: 6px; font-size: 13px;")
        self.label.linkActivated.connect(self._on_link)
        self.label.hide()
        self.folded = False
        self.unfolded_by_player = False
        self.label.folded = False                     # what BoardSide.fit reads and sets (BoardSide.note)
        self.label.unfolded_by_player = False
        self.label.set_folded = self.set_folded
        board.side.question_box.layout().insertWidget(0, self.label)
        board.side.note = self.label
        board.refreshed.connect(self.update)     # after each change, and after a language switch

    def start(self) -> None:
        """A guided game begins: every step is explained again."""
        self.active = True
        self.shown = []
        self.current = None
        self.update()

    def texts(self) -> dict[str, str]:
        """What each step says, in the window's language."""
        return {
            Q_FIRST_WAVE: self.tr(
                "First-wave deployment. The top card of your deck is turned face up, and you choose the sector it "
                "goes into. You and the opponent take turns, the defender first, and nobody puts a second card into "
                "a sector before each sector holds one of theirs: after three cards each the wave is over."),
            Q_DEPLOY: self.tr(
                "Regular deployment. You now hold six cards. Taking turns with the opponent, you place one at a "
                "time face down into any sector, as many into one sector as you like. Face-down cards are turned "
                "up only when the battle for their sector begins, so the opponent cannot see where your strength is."),
            Q_BATTLE: self.tr(
                "Choosing a battle. The attacker fights the first battle of each turn and picks its sector: one "
                "nobody has captured yet, holding at least one of the attacker's cards; the defender then picks the "
                "second. Compare the flags a sector needs (on its sector card) with the flags of your cards there."),
            Q_WAR_ACTION: self.tr(
                "Your war action. In the combat step the players take turns, one war action each: shoot with a "
                "ready or charging unit, charge with a ready unit, assault with a charging unit, play a WA card or "
                "ability, retreat, or pass. Click a ringed unit of yours, then its target. When both players pass "
                "one after the other, the battle goes to its resolution."),
            Q_BLOCK: self.tr(
                "Blocking. One of your cards is the target. Another unit of yours may step in front of it: against "
                "shooting only a unit faster than the shooter, against an assault any charging unit. The blocker is "
                "locked and takes the damage in the target's place."),
            Q_TACTICS: self.tr(
                "The tactics window. Once a war action is declared, both players may play tactics (T): command "
                "lines from the command hand, or T abilities of cards in play, to change the numbers before the "
                "damage. The side that acted starts; the window closes when both pass in a row. Passing keeps your "
                "cards for later."),
            Q_MODIFIER: self.tr(
                "A roll. The top card of a deck was discarded and its die is the result. Before it counts, "
                "modifiers (M) may change it; pass to let it stand."),
            Q_REACTION: self.tr(
                "A reaction. Something on the board has just happened, and a reaction (R) that names it may be "
                "played now, before the game goes on; pass to let it go by."),
            Q_EVENT: self.tr(
                "Events. Your command hand is revealed, and every event (E) in it, and on your cards in this "
                "battle, must be carried out; you choose the order. Events may add or take away flags."),
            RESOLUTION: self.tr(
                "Resolution. The battle is over: each side counts the flags of its cards in the sector, then both "
                "command hands are shown and their events (E) carried out, which may change the count. A side with "
                "more flags than the other and at least as many as the sector needs captures it. Two captured "
                "sectors win the game."),
        }

    def step(self) -> str | None:
        """The step the board stands at now (a question kind, or the battle's summary)."""
        c = self.board.controller
        st = c.state
        if st is None or st.is_over:
            return None
        stop = c.stop
        if stop is not None and "battle" in stop:
            return RESOLUTION
        if not c.human_to_move():
            return None
        kind = st.question().kind
        return kind if kind in SECTIONS else None

    def update(self) -> None:
        c = self.board.controller
        if self.active and not is_first_game(c.state):
            self.active = False        # another game is on the board
        step = self.step() if self.active else None
        if step is None:
            if not (self.active and self._waiting()):
                self.current = None        # kept while the AI decides between two questions of a step
        elif step != self.current:
            fresh = step not in self.shown
            if fresh:
                self.shown.append(step)
                self._set_unfolded_by_player(False)
            self.current = step if fresh else None
        if self.current is None:
            if not self.label.isHidden():
                self.label.hide()
                self.board.side.fit()
            return
        self._show(self.current)

    def _waiting(self) -> bool:
        """The AI is deciding: the last explanation stays until the person is asked again."""
        c = self.board.controller
        return c.state is not None and not c.state.is_over and not c.human_to_move() and c.stop is None

    def _set_unfolded_by_player(self, value: bool) -> None:
        self.unfolded_by_player = self.label.unfolded_by_player = value

    def set_folded(self, folded: bool) -> None:
        """The explanation as its first sentence and a "Read more" link (folded), or whole."""
        self.folded = self.label.folded = folded
        if self.current is not None:
            self.label.setText(self._text(self.current))

    def _text(self, step: str) -> str:
        from heresy_app import rules

        head = self.tr("First game")
        head = f"<b>{escape(head)}</b> — "
        text = self.texts()[step]
        if self.folded:
            first = text.split(". ", 1)[0].rstrip(".") + "."
            more = self.tr("Read more…")
            return f'{head}{escape(first)} <a href="unfold">{escape(more)}</a>'
        section = SECTIONS[step]
        try:
            title = rules.get_section(section, self.board.lang).title
        except KeyError:
            title = section
        link = self.tr("Read the rules: %1").replace("%1", escape(title))
        fold = self.tr("Fold")
        fold = f' · <a href="fold">{escape(fold)}</a>' if self.unfolded_by_player else ""
        return f'{head}{escape(text)}<br><a href="rule:{section}">{link}</a>{fold}'

    def _show(self, step: str) -> None:
        self.label.setText(self._text(step))
        self.label.show()
        self.board.side.fit()

    def _on_link(self, href: str) -> None:
        if href in ("unfold", "fold"):
            self._set_unfolded_by_player(href == "unfold")
            self.set_folded(href == "fold")
            self.board.side.fit()
        elif href.startswith("rule:"):
            self.board.ruleRequested.emit(href[len("rule:"):])
