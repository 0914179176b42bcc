"""What the battle board's question panel says and offers, and its status line: the question in
words with its answers as buttons (a card's answers are clicked on the board), an ability chosen and
shown before it counts (Play, Cancel), a summary's Continue, the end of the game; and the status
line's turn, step, roles and flags. :class:`BoardQuestions` fills the widgets of
:class:`~heresy_app.ui.board_side.BoardSide` from the board's state.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QObject

from heresy_app.engine import describe, log_lines
from heresy_app.engine.events import card_label, question_text
from heresy_app.ui.proposal import USE_KINDS

CARD_KINDS = ("deploy", "shoot", "assault", "charge", "special", "play", "block", "overrun", "choose", "manual",
              "hand_destroy", "hand_lock", "hand_ready", "hand_charge", "hand_discard", "hand_stat")
ZONE_KINDS = ("first_wave", "battle")


class BoardQuestions(QObject):
    """The words of the question panel and the status line of ``board`` (a BattleBoard)."""

    def __init__(self, board):
        super().__init__(board)
        self.board = board
        self.side = board.side

    def names(self):
        """How the players are called in a sentence, by seat: "you" and "the opponent" against the
        AI, "player 1" and "player 2" otherwise."""
        c = self.board.controller
        if c.mode == "ai":
            v = c.viewer
            names = [self.tr("the opponent")] * 2
            names[v] = self.tr("you")
            return names
        return [self.tr("player %1").replace("%1", str(p + 1)) for p in (0, 1)]

    def status(self, obs) -> None:
        c = self.board.controller
        role = obs["role"]
        parts = [self.tr("Turn %1").replace("%1", str(max(1, obs["turn"])))]
        step = self.phase(obs)
        if step:
            parts.append(step)
        if role:
            you = self.tr("you attack") if role == "attacker" else self.tr("you defend")
            if c.mode == "hotseat":
                you = (self.tr("player %1 attacks") if role == "attacker" else self.tr("player %1 defends")) \
                    .replace("%1", str(obs["player"] + 1))
            parts.append(you)
        if obs.get("battle_sector") is not None:
            sec = obs["sectors"][obs["battle_sector"]]
            parts.append(self.tr("battle for %1").replace("%1", sec["name"]))
            if obs.get("flags"):
                fl = obs["flags"]
                parts.append(self.tr("flags: you %1, opponent %2").replace("%1", str(fl[obs["player"]]))
                             .replace("%2", str(fl[1 - obs["player"]])))
        if c.mode == "watch":
            parts.append(self.tr("watching the AI play both sides"))
        if c.mode == "replay":
            parts.append(self.tr("replay: decision %1 of %2").replace("%1", str(c.replay_position))
                         .replace("%2", str(c.replay_length)))
        # no seed here: an internal number (New game shows it, for replaying the same game)
        self.board.status.setText("  ·  ".join(parts))

    def phase(self, obs) -> str:
        """The phase and step of the turn (the engine's observation says which)."""
        return {"setup": self.tr("set-up"), "deployment": self.tr("deployment phase"),
                "battle": self.tr("battle phase"), "preparation": self.tr("battle phase, preparation step"),
                "combat": self.tr("battle phase, combat step"),
                "resolution": self.tr("battle phase, resolution step")}.get(obs.get("step"), "")

    def question(self, obs, legal) -> None:
        c = self.board.controller
        st = c.state
        self.side.clear_answers()
        self.side.x_row.hide()
        if st.is_over:
            self.show_result()
            return
        if c.stop is not None:
            self.side.question.setText(self.tr("The battle is over: read what happened, then continue.")
                                  if c.stop.get("battle") is not None else
                                  self.tr("The turn is over: read where the game stands, then continue."))
            b = self.side.button(self.tr("Continue ▶"), slot=self.board.continue_game)
            b.setObjectName("answerContinue")
            return
        q = dict(obs["question"])
        q["text"] = question_text(st, st.question(), self.board.lang, self.board.seen())   # no card numbers
        mine = bool(legal)
        if not mine:
            who = self.tr("The opponent is deciding: %1") if c.mode == "ai" else self.tr("Deciding: %1")
            self.side.question.setText(who.replace("%1", q["text"]))
            return
        text = q["text"][:1].upper() + q["text"][1:]
        if c.mode == "hotseat":
            text = self.tr("Player %1: %2").replace("%1", str(c.viewer + 1)).replace("%2", text)
        self.side.question.setText(text)
        if self.board.pending is not None:
            self.pending_question(st, text)
            return
        if self.board.selected >= 0:
            self.side.question.setText(text + "\n" + self.tr("Selected: %1. Click a ringed target, or Esc to cancel.")
                                  .replace("%1", card_label(st, self.board.selected, self.board.lang)))
            for d in legal:
                if d[0] in CARD_KINDS and d[1] == self.board.selected and d[0] not in ("shoot", "assault", "deploy"):
                    if d[0] in USE_KINDS:   # an ability: shown first, played on Play
                        self.side.button(describe(st, d, self.board.lang, players=self.board.seen()),
                                         slot=lambda _=False, d=d: self.board.propose(d))
                    else:
                        self.side.button(describe(st, d, self.board.lang, players=self.board.seen()), d)
            self.side.button(self.tr("Cancel the selection (Esc)"), slot=self.board.cancel_selection)
            return
        xs = sorted(d[1] for d in legal if d[0] == "x")
        if xs:
            self.side.x_spin.setRange(xs[0], xs[-1])
            self.side.x_spin.setValue(xs[min(2, len(xs) - 1)])
            self.side.x_row.show()
        on_board = self.board.scene.items_by_card
        for d in legal:   # a card to choose from a deck or a discard pile is not on the board: a button
            if d[0] == "choose" and d[1] not in on_board:
                self.side.button(describe(st, d, self.board.lang, players=self.board.seen()), d)
        for d in legal:
            if d[0] in CARD_KINDS or d[0] == "x":
                continue
            self.side.button(describe(st, d, self.board.lang, players=self.board.seen()), d)
        hidden = [d for d in legal if d[0] == "hand_discard" and not st.visible_to(d[1], c.viewer)]
        if hidden:   # by hand: a card of a hand this player may not see, taken at random
            self.side.button(self.tr("By hand: the opponent discards a card at random"),
                         slot=lambda _=False, ds=hidden: self.board.submit(random.choice(ds)))
        if any(d[0] in CARD_KINDS and (d[0] != "choose" or d[1] in on_board) for d in legal):
            self.side.hint(self.tr("…or click a ringed card."))

    def result_head(self) -> str:
        c = self.board.controller
        w = c.state.winner
        if w is None:
            return self.tr("The game is a draw.")
        if c.mode in ("hotseat", "watch", "replay"):
            return self.tr("Player %1 wins.").replace("%1", str(w + 1))
        return self.tr("You win!") if w == 0 else self.tr("The AI wins.")

    def pending_question(self, st, text: str) -> None:
        """An ability chosen: what it does, whom it may target, Play and Cancel."""
        d = self.board.pending
        targets = self.board.pending_targets
        lines = [text, self.tr("You are about to: %1").replace("%1", describe(st, d, self.board.lang, players=self.board.seen()))]
        if targets:
            names = ", ".join(card_label(st, x, self.board.lang) for x in targets)
            lines.append(self.tr("It may then target (ringed on the board): %1").replace("%1", names))
        elif targets is not None:
            lines.append(self.tr("It has no target it could choose now."))
        lines.append(self.tr("Nothing counts until you click Play."))
        self.side.question.setText("\n".join(lines))
        b = self.side.button(self.tr("Play it"), slot=self.board.confirm_pending)
        b.setObjectName("answerConfirm")
        c = self.side.button(self.tr("Cancel (Esc)"), slot=self.board.cancel_selection)
        c.setObjectName("answerCancel")

    def show_result(self) -> None:
        c = self.board.controller
        r = c.result()
        head = self.result_head()
        st = c.state
        why = log_lines(st, self.board.lang, self.board.seen())[-1][1] if st.log else ""
        lost = r.get("cards_lost") or [0, 0]
        caps = r.get("captured") or [[], []]
        none = self.tr("none")
        self.side.question.setText(head + "\n" + why + "\n" + self.tr("Turns: %1. Cards lost: you %2, opponent %3.")
                              .replace("%1", str(r.get("turns", st.turn))).replace("%2", str(lost[0]))
                              .replace("%3", str(lost[1])) + "\n"
                              + self.tr("Sectors: yours %1; the opponent's %2.")
                              .replace("%1", ", ".join(caps[0]) or none).replace("%2", ", ".join(caps[1]) or none))
        self.side.button(self.tr("Play again (new seed)"), slot=self.board.play_again)
        self.side.button(self.tr("Swap sides"), slot=self.board.swap_sides)
        self.side.button(self.tr("Save the replay…"), slot=self.board.save_replay_dialog)
        self.side.button(self.tr("Show the summary") if self.board.show_board_at_end else self.tr("Show the board"),
                     slot=self.board.toggle_end_board)
