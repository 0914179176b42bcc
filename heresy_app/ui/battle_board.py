"""The battle board: play a deck against the AI (or a friend at the same screen, or watch the AI
play both sides), decision by decision, in English or Russian.

The page shows the board (:mod:`heresy_app.ui.board_scene`, built from the viewer's observation
only), the card under the mouse in full, the pending question with its answers, and the log. Every
change of the game goes through the :class:`~heresy_app.ui.game_controller.GameController`
(``submit``); the AI thinks off the GUI thread there.

Playing: cards that answer the question are ringed and the rest dimmed. Click a card to answer with
it; a unit that can attack is selected first, then its target is clicked (Esc cancels); a card with
several answers offers them in a menu, each in words. Answers that are no card are buttons (Pass,
Do not block, No overrun...). Space or Enter takes the default answer (pass, do not block...).

An ability the engine cannot play is announced like any other (its card offers "…resolved by
hand"); the question then shows its text, every card in play is ringed and offers in its menu what
can be done to it by hand (destroy, lock, ready, charge, +1 or -1 to a statistic), the draws are
buttons, a card of the opponent's hidden hand is discarded at random, and Done ends it.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from heresy_app.engine import describe, observation
from heresy_app.engine.events import card_label, render
from heresy_app.engine.manual import unread_restrictions
from heresy_app.engine.seen_words import for_viewer
from heresy_app.ui.board_items import GAP, STRIP_TOP
from heresy_app.ui.board_layout import label_cards
from heresy_app.ui.board_questions import CARD_KINDS, ZONE_KINDS, BoardQuestions
from heresy_app.ui.board_scene import BoardScene, BoardView
from heresy_app.ui.board_side import BoardSide
from heresy_app.ui.proposal import USE_KINDS, preview_targets
from heresy_app.ui.war_banner import WarBanner
from heresy_app.ui.war_story import war_story

DEFAULTS = ("pass", "no_block", "no_overrun", "done")     # what Space / Enter answers


class BattleBoard(QWidget):
    """The Battle board tab."""

    ruleRequested = Signal(str)        # a log line's rules section was asked for
    newGameRequested = Signal()        # the New game button (the window opens its dialog)
    refreshed = Signal()               # the board was laid out again from the game (board_motion)

    def __init__(self, store, lang: str = "en", controller=None, parent=None):
        super().__init__(parent)
        from heresy_app.ui.game_controller import GameController

        self.setObjectName("battleBoard")
        self.store = store
        self.lang = lang
        self.controller = controller or GameController(self)
        self.controller.lang = lang      # its result names sectors in the board's language
        self.selected = -1
        self.pending = None               # an ability chosen, shown with Play and Cancel before it counts
        self.pending_targets = None
        self.show_all = False
        self._shown_viewer = None
        self.last_update_ms = 0.0
        self.last_error = ""

        # --- the tool row
        self.btn_new = QPushButton(self)
        self.btn_new.setObjectName("btnNewGame")
        self.btn_new.clicked.connect(self.newGameRequested)
        self.btn_take_back = QPushButton(self)
        self.btn_take_back.setObjectName("btnTakeBack")
        self.btn_take_back.clicked.connect(self.take_back)
        self.btn_pause = QPushButton(self)
        self.btn_pause.setObjectName("btnPause")
        self.btn_pause.setCheckable(True)
        self.btn_pause.toggled.connect(self._on_pause)
        self.btn_step = QPushButton(self)
        self.btn_step.setObjectName("btnStep")
        self.btn_step.clicked.connect(self.controller.step)
        self.btn_back = QPushButton(self)
        self.btn_back.setObjectName("btnReplayBack")
        self.btn_back.clicked.connect(self.controller.replay_back)
        self.btn_forward = QPushButton(self)
        self.btn_forward.setObjectName("btnReplayForward")
        self.btn_forward.clicked.connect(self.controller.replay_forward)
        self.btn_continue = QPushButton(self)
        self.btn_continue.setObjectName("btnContinueHere")
        self.btn_continue.clicked.connect(self.controller.continue_from_here)
        self.turn_jump = QSpinBox(self)
        self.turn_jump.setObjectName("turnJump")
        self.turn_jump.setRange(1, 99)
        self.turn_jump.editingFinished.connect(lambda: self.controller.replay_jump_to_turn(self.turn_jump.value()))
        self.delay_label = QLabel(self)
        self.delay = QSlider(Qt.Orientation.Horizontal, self)
        self.delay.setObjectName("aiDelay")
        self.delay.setRange(0, 2000)
        self.delay.setSingleStep(100)
        self.delay.setPageStep(500)
        self.delay.setValue(600)
        self.delay.setFixedWidth(110)
        self.delay.valueChanged.connect(self._on_delay)
        self.chk_show_all = QCheckBox(self)
        self.chk_show_all.setObjectName("chkShowAll")
        self.chk_show_all.toggled.connect(self._on_show_all)
        # stop on a summary after each battle (and each turn after turn 4): a setting, kept
        self.chk_summaries = QCheckBox(self)
        self.chk_summaries.setObjectName("chkSummaries")
        self.chk_summaries.setChecked(_stored_summaries())
        self.controller.summaries = self.chk_summaries.isChecked()
        self.chk_summaries.toggled.connect(self._on_summaries)
        self.thinking = QLabel(self)
        self.thinking.setObjectName("thinking")
        self.thinking.setStyleSheet("color: #b8322a; font-weight: bold;")
        tools = QHBoxLayout()
        for w in (self.btn_new, self.btn_take_back, self.btn_pause, self.btn_step, self.btn_back, self.btn_forward,
                  self.turn_jump, self.btn_continue):
            tools.addWidget(w)
        tools.addStretch(1)
        self.tools = tools            # add_tool puts a button before the stretch
        for w in (self.thinking, self.delay_label, self.delay, self.chk_summaries, self.chk_show_all):
            tools.addWidget(w)

        # --- the status line: turn, step, roles, flags
        self.status = QLabel(self)
        self.status.setObjectName("boardStatus")
        self.status.setStyleSheet("font-size: 14px; font-weight: bold;")
        # a long line (Russian, a battle's sector and flags, a long seed) wraps instead of widening the
        # window past a 1366-pixel screen
        self.status.setWordWrap(True)
        # two lines kept whether it wraps or not: the board under it keeps its size (cards stay put)
        self.status.setMinimumHeight(2 * self.status.fontMetrics().lineSpacing() + 6)

        # --- the board
        self.scene = BoardScene(store, self)
        self.view = BoardView(self.scene, self)
        # the grid is chosen for the view's shape: laid out again when it changes (once it settles)
        self._relayout = QTimer(self)
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(60)
        self._relayout.timeout.connect(self._on_view_resized)
        self.view.resized.connect(self._relayout.start)
        self.banner = WarBanner(self.scene.pixmaps, self.view.viewport())
        self.view.resized.connect(self.banner.place)
        # queued: answering rebuilds the scene, which must not happen inside the clicked item's handler
        queued = Qt.ConnectionType.QueuedConnection
        self.scene.signals.cardClicked.connect(self._on_card_clicked, queued)
        self.scene.signals.cardHovered.connect(self._on_card_hovered)
        self.scene.signals.zoneClicked.connect(self._on_zone_clicked, queued)

        # --- the side: the card, the question, the log (board_side); what the question says (board_questions)
        self.side = BoardSide(store, lang, self.submit, self)
        self.side.x_ok.clicked.connect(self._submit_x)
        self.side.ruleRequested.connect(self.ruleRequested)
        side = self.side
        self.card_view, self.question, self.answers, self.answers_layout = (side.card_view, side.question,
                                                                             side.answers, side.answers_layout)
        self.x_row, self.x_label, self.x_spin, self.x_ok = side.x_row, side.x_label, side.x_spin, side.x_ok
        self.last_move, self.log, self.log_turn, self.btn_copy_log = (side.last_move, side.log, side.log_turn,
                                                                      side.btn_copy_log)
        self.question_box, self.logbox = side.question_box, side.logbox
        self.words = BoardQuestions(self)
        self.split = QSplitter(Qt.Orientation.Horizontal, self)
        self.split.setObjectName("boardSplitter")
        from heresy_app.ui.summary_panel import SummaryPanel

        self.summary = SummaryPanel(self.scene.pixmaps, self)
        self.summary.continued.connect(self.continue_game)
        self.summary.ruleRequested.connect(self.ruleRequested)
        self.summary.cardHovered.connect(self._on_card_hovered)
        self._summary_key = None
        self.show_board_at_end = False
        self.board_stack = QStackedWidget(self)
        self.board_stack.addWidget(self.view)
        self.board_stack.addWidget(self.summary)
        self.split.addWidget(self.board_stack)
        self.split.addWidget(self.side)
        self.split.setStretchFactor(0, 3)
        self.split.setStretchFactor(1, 1)
        self.split.setSizes([1000, 340])

        # --- the cover between two players at one screen, and the empty page before a game
        self.cover = QPushButton(self)
        self.cover.setObjectName("hotseatCover")
        self.cover.setStyleSheet("font-size: 22px; background: #1e2a24; color: #f3ead6;")
        self.cover.clicked.connect(self._uncover)
        self.empty = QPushButton(self)
        self.empty.setObjectName("emptyBoard")
        self.empty.setStyleSheet("font-size: 18px;")
        self.empty.clicked.connect(self.newGameRequested)
        self.pages = QStackedWidget(self)
        for w in (self.empty, self.split, self.cover):
            self.pages.addWidget(w)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addLayout(tools)
        lay.addWidget(self.status)
        lay.addWidget(self.pages, 1)

        from heresy_app.ui.board_keys import BoardKeys

        self.keys = BoardKeys(self)    # Space / Enter, Ctrl+Enter, Esc, zoom: actions the shortcut list reads

        c = self.controller
        c.changed.connect(self.refresh)
        c.thinking.connect(self._on_thinking)
        c.finished.connect(self.refresh)
        c.error.connect(self._on_error)
        self.retranslate()
        self.refresh()
        self._built = True

    _built = False                    # __init__ has run to its end (changeEvent)

    # ------------------------------------------------------------------ language
    def changeEvent(self, event):
        # a language installed while the board is still being built: its __init__ translates it at the end
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self.retranslate()
        super().changeEvent(event)

    def set_language(self, lang: str) -> None:
        self.lang = lang
        self.controller.lang = lang
        self.card_view.set_language(lang)
        self.side.clear_log()
        self.refresh()

    def retranslate(self) -> None:
        self.btn_new.setText(self.tr("New game…"))
        self.btn_take_back.setText(self.tr("Take back"))
        self.btn_pause.setText(self.tr("Pause"))
        self.btn_step.setText(self.tr("Step"))
        self.btn_back.setText(self.tr("◀ Back"))
        self.btn_forward.setText(self.tr("Forward ▶"))
        self.btn_continue.setText(self.tr("Continue playing from here"))
        self.turn_jump.setPrefix(self.tr("Turn "))
        self.delay_label.setText(self.tr("AI pause"))
        self.chk_show_all.setText(self.tr("Show every card"))
        self.chk_summaries.setText(self.tr("Stop after each battle"))
        self.chk_summaries.setToolTip(self.tr("After each battle (and each turn after turn 4) the game waits on a "
                                              "summary until you click Continue"))
        self.side.retranslate()
        self.empty.setText(self.tr("No game yet. Click here (or Game → New game…) to play a deck against the AI."))
        self.war_words = {
            "shoots": self.tr("War action: shooting"), "assaults": self.tr("War action: assault"),
            "special-assault": self.tr("War action: special assault"), "overruns": self.tr("War action: overrun"),
            "over": self.tr("(over)"), "attacker": self.tr("attacker"), "target": self.tr("target"),
            "blocker": self.tr("blocker"), "tactics": self.tr("Tactics:"),
        }
        self.labels = {
            "firepower": self.tr("FP"), "assault": self.tr("AS"), "speed": self.tr("SP"), "armor": self.tr("AR"),
            "face_down": self.tr("face down"), "opponent": self.tr("Opponent"), "you": self.tr("You"),
            "hand": self.tr("hand"), "fleet": self.tr("Fleet area"), "deck": self.tr("Deck"),
            "discard": self.tr("Discard pile"),
            # counted words: functions of the count, Qt's numerus forms (the .ts has each language's)
            "cards": lambda n: self.tr("%n card(s)", "", n), "needs": lambda n: self.tr("needs %n flag(s)", "", n),
            "captured_you": self.tr("captured by you"),
            "captured_opp": self.tr("captured by the opponent"), "battle_here": self.tr("battle here"),
            "on_table": self.tr("being played"),
            "revealed_top": self.tr("the top card of the deck, revealed for the first wave"),
            "setup": self.tr("Set-up: the roles, then the planet whose three sectors are fought for"),
        }
        self.refresh()

    # ------------------------------------------------------------------ building the page
    def refresh(self) -> None:
        """Rebuild everything a player sees from the viewer's observation and the legal answers."""
        c = self.controller
        st = c.state
        if st is None:
            self.pages.setCurrentWidget(self.empty)
            self._set_tools(None)
            return
        if c.mode == "hotseat" and not st.is_over and self._shown_viewer is not None \
                and c.viewer != self._shown_viewer and self.pages.currentWidget() is not self.cover:
            self.cover.setText(self.tr("Pass the screen to player {n}. Click when only they can see it.")
                               .replace("{n}", str(c.viewer + 1)))
            self.pages.setCurrentWidget(self.cover)
            self.scene.clear()
            self._set_tools(st)
            return
        if self.pages.currentWidget() is self.cover:
            return
        t0 = time.perf_counter()
        self.pages.setCurrentWidget(self.split)
        self._shown_viewer = c.viewer
        obs = label_cards(st, observation(st, c.viewer, self.lang), self.lang)
        legal = c.legal()
        if self.selected >= 0 and not any(d[0] in CARD_KINDS and d[1] == self.selected for d in legal):
            self.selected = -1
        if self.pending is not None and self.pending not in legal:
            self.pending = None
        answers, zones = self._answer_sets(legal)
        if self.pending is not None:    # what the ability may target, ringed; its card selected
            answers, zones = set(self.pending_targets or ()), set()
        last = set()
        d = c.last_ai_decision
        if d is not None:
            last = {a for k, a in zip(_arg_roles(d), d[1:], strict=False) if k == "card" and isinstance(a, int)}
        opp_view = None
        if self.show_all and c.mode in ("watch", "replay") or (self.show_all and c.mode == "replay"):
            opp_view = label_cards(st, observation(st, 1 - c.viewer, self.lang), self.lang)
        self._show_summary(obs)
        self.scene.pixmaps.catalog = getattr(st, "cat", None)   # the cards' unread constants (board reminders)
        story = war_story(st.log) if obs.get("step") == "combat" else None
        if obs.get("war_action") is None and story is not None and not story.landed:
            # declared, nothing landed yet (its own tactics window): its cards stay marked
            obs = dict(obs, war_action={"unit": story.unit, "target": story.target, "blocker": story.blocker})
        self.scene.show(obs, lang=self.lang, labels=self.labels, answers=answers,
                        selected=self.pending[1] if self.pending is not None else self.selected,
                        answer_zones=zones, last=last, opponent_view=opp_view,
                        view_size=(self.view.viewport().width(), self.view.viewport().height()),
                        game=(c.seed, c.mode))
        self.view.zoom_lang, self.view.zoom_labels = self.lang, self.labels
        self.banner.show_for(st, obs, infos={n: it.info for n, it in self.scene.items_by_card.items()},
                             name_of=lambda n: card_label(st, n, self.lang), words=self.war_words, lang=self.lang,
                             labels=self.labels, landed_text=lambda i: render(st, st.log[i], self.lang, self.seen()))
        self.view.fit()
        self.banner.set_top(self.view.mapFromScene(QPointF(0, GAP + STRIP_TOP - 2)).y(),
                            self.view.mapFromScene(QPointF(0, GAP)).y())
        self.words.status(obs)
        self._show_last_move()
        self.words.question(obs, legal)
        wa = obs.get("war_action")
        unit = wa["unit"] if wa else -1
        if unit >= 0 and unit != getattr(self, "_shown_attacker", -1):   # a new attack: show its card
            item = self.scene.items_by_card.get(unit)
            if item is not None and item.card_id:
                self.card_view.show_card(item.card_id)
        self._shown_attacker = unit
        shown = (obs.get("revealed") or {}).get("card", -1)
        if shown >= 0 and shown != getattr(self, "_shown_revealed", -1):   # the first wave's card: read it whole
            self.card_view.show_card(obs["revealed"]["id"])
        self._shown_revealed = shown
        self._update_log()
        self._set_tools(st)
        self.side.fit()
        QTimer.singleShot(0, self.side, self.side.fit)     # again once the new answers have their widths
        self.last_update_ms = (time.perf_counter() - t0) * 1000
        self.refreshed.emit()

    def _show_summary(self, obs) -> None:
        """The summary page instead of the board: while the game waits on one, and at the end."""
        c = self.controller
        st = c.state
        stop = c.stop
        personal = c.mode == "ai"
        if stop is not None:
            key = ("stop", id(st), tuple(sorted(stop.items())), self.lang)
            if key != self._summary_key:
                self.summary.show_stop(st, stop, lang=self.lang, names=self.words.names(), viewer=c.viewer,
                                       personal=personal)
                self._summary_key = key
            self.board_stack.setCurrentWidget(self.summary)
        elif st.is_over and not self.show_board_at_end:
            key = ("end", id(st), len(st.log), self.lang, c.mode)
            if key != self._summary_key:
                self.summary.show_end(st, lang=self.lang, names=self.words.names(), viewer=c.viewer,
                                      head=self.words.result_head(), personal=personal)
                self._summary_key = key
            self.board_stack.setCurrentWidget(self.summary)
        else:
            self.board_stack.setCurrentWidget(self.view)

    def add_tool(self, widget) -> None:
        """A button of the tool row (Concede: heresy_app.ui.game_actions), after the others."""
        self.tools.insertWidget(self.tools.indexOf(self.btn_continue) + 1, widget)

    def continue_game(self) -> None:
        """Continue after a summary (the button under it, or the one in the question panel)."""
        self.controller.acknowledge()

    def toggle_end_board(self) -> None:
        self.show_board_at_end = not self.show_board_at_end
        self.refresh()

    def _on_view_resized(self) -> None:
        c = self.controller
        if c.state is not None and self.pages.currentWidget() is self.split and self.scene.plan is not None:
            self.refresh()

    def resizeEvent(self, event):
        super().resizeEvent(event)
        if self.controller.state is not None:
            self.side.fit()

    def _answer_sets(self, legal):
        answers, zones = set(), set()
        if self.selected >= 0:
            for d in legal:
                if d[0] in ("shoot", "assault") and d[1] == self.selected:
                    answers.add(d[2])
                elif d[0] == "deploy" and d[1] == self.selected:
                    zones.add(("sector", d[2]))
            return answers, zones
        for d in legal:
            if d[0] in CARD_KINDS:
                answers.add(d[1])
            elif d[0] in ZONE_KINDS:
                zones.add(("sector", d[1]))
        return answers, zones

    def _set_tools(self, st) -> None:
        c = self.controller
        playing = st is not None
        watching = playing and c.mode == "watch"
        replaying = playing and c.mode == "replay"
        self.btn_take_back.setVisible(playing and not watching and not replaying)
        self.btn_take_back.setEnabled(playing and c.can_take_back())
        self.btn_pause.setVisible(watching)
        self.btn_step.setVisible(watching)
        for w in (self.btn_back, self.btn_forward, self.btn_continue, self.turn_jump):
            w.setVisible(replaying)
        self.chk_show_all.setVisible(watching or replaying)
        self.delay.setVisible(playing and not replaying and c.mode != "hotseat")
        self.delay_label.setVisible(self.delay.isVisible())

    # ------------------------------------------------------------------ the log
    # ------------------------------------------------------------------ the log
    def _update_log(self) -> None:
        """The log's new lines only: the lines already shown are rendered again only when the log
        shown is no longer the start of the game's (taken back, another game, a replay stepped
        back) or the words changed (language, viewer). Rendering the whole log after every
        decision cost most of a board update late in a game (benchmarks/board.py)."""
        st = self.controller.state
        seen = self.seen()
        key = (self.lang, tuple(seen), seen.viewer)
        events = st.log
        have = self.side.log_count
        if key != self._log_key or have > len(events) or len(self._log_events) != have \
                or events[:have] != self._log_events:
            self.side.clear_log()
            have = 0
        lines = [None] * have + [(e.rule, render(st, e, self.lang, seen)) for e in events[have:]]
        self.side.update_log(st, lines)
        self._log_events = list(events)
        self._log_key = key

    _log_events: list = []        # the game's log events the log widget shows, in order
    _log_key = None               # the words they were rendered in

    def seen(self):
        """The engine's words as this board says them: "you" and "the opponent" against the AI,
        "player 1" and "player 2" otherwise; cards by name (a letter where two share one), no numbers."""
        c = self.controller
        return for_viewer(c.viewer if c.mode == "ai" else None, self.lang)

    @property
    def decision_buttons(self):
        return self.side.decision_buttons

    def question_height(self, width: int | None = None) -> int:
        return self.side.question_height(width)

    def log_text(self) -> str:
        return self.side.log_text()

    def copy_log(self) -> None:
        self.side.copy_log()

    # ------------------------------------------------------------------ answering
    def submit(self, decision) -> None:
        self.selected = -1
        self.pending = None
        self.controller.submit(tuple(decision))

    def _submit_x(self) -> None:
        self.submit(("x", self.x_spin.value()))

    def answer_default(self) -> None:
        if self.controller.stop is not None:   # a summary on the board: Space / Enter read past it
            self.continue_game()
            return
        if self.pending is not None:    # Space / Enter on a chosen ability: Play
            self.confirm_pending()
            return
        legal = self.controller.legal()
        if self.x_row.isVisible():
            self._submit_x()
            return
        for kind in DEFAULTS:
            for d in legal:
                if d[0] == kind:
                    self.submit(d)
                    return

    def cancel_selection(self) -> None:
        if self.selected >= 0 or self.pending is not None:
            self.selected = -1
            self.pending = None
            self.refresh()

    def _on_card_clicked(self, c: int, pos: QPoint) -> None:
        legal = self.controller.legal()
        if not legal or c < 0:
            return
        if self.selected >= 0:
            pair = [d for d in legal if d[0] in ("shoot", "assault") and d[1] == self.selected and d[2] == c]
            if pair:
                self._choose(pair, pos)
                return
            if c == self.selected:
                self._choose([d for d in legal if d[0] in CARD_KINDS and d[1] == c], pos)
                return
        opts = [d for d in legal if d[0] in CARD_KINDS and d[1] == c]
        if not opts:
            s = self.scene.sector_of.get(c)
            if s is not None and any((d[0] == "deploy" and d[1] == self.selected or d[0] in ZONE_KINDS)
                                     and d[-1] == s for d in legal):
                self._on_zone_clicked("sector", s)   # a card in a sector that answers: the sector answers
                return
            self.cancel_selection()
            return
        if any(d[0] in ("shoot", "assault", "deploy") for d in opts):
            self.selected = c
            self.refresh()
            return
        self._choose(opts, pos)

    def _on_zone_clicked(self, kind: str, key) -> None:
        legal = self.controller.legal()
        if kind == "sector":
            if self.selected >= 0:
                for d in legal:
                    if d[0] == "deploy" and d[1] == self.selected and d[2] == key:
                        self.submit(d)
                        return
            for d in legal:
                if d[0] in ZONE_KINDS and d[1] == key:
                    self.submit(d)
                    return
        elif kind == "discard":
            self._show_discard(bool(key))

    def _choose(self, opts, pos: QPoint) -> None:
        st = self.controller.state
        if len(opts) == 1 and not unread_restrictions(st, opts[0]):
            self._answer(opts[0])
            return
        # one answer a card's unread text may forbid ("This unit cannot block."): asked in a menu that
        # names the text (engine.manual.unread_restrictions), never taken on a click alone
        menu = QMenu(self)
        menu.setObjectName("answerMenu")
        for d in opts:
            act = menu.addAction(describe(st, d, self.lang, players=self.seen()))
            act.setData(list(d))
        self.last_menu = menu
        chosen = self.exec_menu(menu, pos)
        if chosen is not None:
            self._answer(tuple(chosen.data()))

    def _answer(self, d) -> None:
        """A card's answer: an ability is first shown with what it does and whom it may target,
        to be played or cancelled (:meth:`_propose`); anything else counts at once."""
        if d[0] in USE_KINDS:
            self.propose(d)
        else:
            self.submit(d)

    def propose(self, d) -> None:
        self.pending = tuple(d)
        self.pending_targets = preview_targets(self.controller.state, d, self.controller.viewer)
        self.refresh()

    def confirm_pending(self) -> None:
        d = self.pending
        self.pending = None
        if d is not None:
            self.submit(d)

    def exec_menu(self, menu: QMenu, pos: QPoint):
        """Show a menu of answers (replaceable in tests)."""
        return menu.exec(pos)

    def _show_discard(self, mine: bool) -> None:
        obs = observation(self.controller.state, self.controller.viewer, self.lang)
        pile = obs["you" if mine else "opponent"]["discard"]
        menu = QMenu(self)
        menu.setObjectName("discardList")
        title = self.tr("Your discard pile") if mine else self.tr("The opponent's discard pile")
        menu.addSection(f"{title} ({len(pile)})")
        for info in reversed(pile):
            act = menu.addAction(info["name"])
            act.triggered.connect(lambda _=False, cid=info["id"]: self.card_view.show_card(cid))
        self.last_menu = menu
        menu.popup(self.mapToGlobal(self.rect().center()))

    def _on_card_hovered(self, card_id: str) -> None:
        if card_id:
            self.card_view.show_card(card_id)

    # ------------------------------------------------------------------ the rest of the tools
    def take_back(self) -> None:
        self.selected = -1
        self.controller.take_back()

    def _on_pause(self, paused: bool) -> None:
        (self.controller.pause if paused else self.controller.resume)()

    def _on_delay(self, ms: int) -> None:
        self.controller.delay_ms = ms

    def _on_summaries(self, on: bool) -> None:
        self.controller.summaries = on
        _store_summaries(on)
        if not on and self.controller.stop is not None:
            self.controller.acknowledge()

    def _on_show_all(self, on: bool) -> None:
        self.show_all = on
        self.refresh()

    def _on_thinking(self, busy: bool) -> None:
        self.thinking.setText(self.tr("The AI is thinking…") if busy else "")

    def _show_last_move(self) -> None:
        c = self.controller
        text = c.ai_move_text(self.lang)
        if c.last_ai_decision is None or c.mode != "ai" or c.state is None or not text:
            self.last_move.setText("")
            return
        self.side.show_line(self.tr("The AI's last move: %1").replace("%1", text), "ok")

    def _on_error(self, text: str) -> None:
        self.last_error = text
        self.side.show_line(text, "error")

    def _uncover(self) -> None:
        self.pages.setCurrentWidget(self.split)
        self._shown_viewer = self.controller.viewer
        self.refresh()

    def start_game(self, deck_you, deck_opp, **params) -> None:
        """A new game; its decks and settings are kept for Play again and Swap sides."""
        self._params = dict(params)
        self._decks = (list(deck_you), list(deck_opp))
        self.selected = -1
        self._shown_viewer = None
        self.show_board_at_end = False
        self.side.clear_log()
        self.last_move.setText("")
        self.controller.delay_ms = self.delay.value() if params.get("mode", "ai") != "hotseat" else 0
        self.controller.new_game(deck_you, deck_opp, **params)
        self.scene.pixmaps.warm([*self._decks[0], *self._decks[1]], self.lang, self)

    def play_again(self) -> None:
        """The same decks and settings, a new seed."""
        if getattr(self, "_decks", None):
            self.start_game(*self._decks, **dict(self._params, seed=None))

    def swap_sides(self) -> None:
        """The same game the other way round: you play the opponent's deck."""
        if getattr(self, "_decks", None):
            self.start_game(self._decks[1], self._decks[0], **dict(self._params, seed=None))

    def save_replay_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), "game.heresy.json",
                                              self.tr("Saved games (*.json)"))
        if path:
            self.controller.save(path)


def _stored_summaries() -> bool:
    from heresy_app.ui.settings import get, open_settings
    return bool(get(open_settings(), "board/summaries"))


def _store_summaries(on: bool) -> None:
    from heresy_app.ui.settings import open_settings
    open_settings().setValue("board/summaries", bool(on))


def _arg_roles(d) -> list[str]:
    from heresy_app.engine.decisions import KINDS
    kind = KINDS.get(d[0])
    if kind is None:
        return []
    return ["card" if a in ("unit", "target", "card", "blocker") else a for a in kind.args]


def _unused(_t=QTimer):   # keeps the import list honest for linters: QTimer is used by tests through this module
    return _t
